"""Write the Scrabble Cards tutorial (notebooks/scrabble-cards.ipynb) and its Portuguese twin, and run them.

    .venv/bin/python notebooks/build_scrabble_cards.py            # both, executed
    .venv/bin/python notebooks/build_scrabble_cards.py pt         # only the languages named
    .venv/bin/python notebooks/build_scrabble_cards.py --no-run   # written, not executed

Every sentence of prose comes from ``text/scrabble-cards.<language>.md``; the code cells are here.
The tutorial recomputes the printed rules' worked examples (cells ``scrabble-cards-00`` to ``-23``,
the order the hand-written notebook had) and after some of them adds live widgets and exercises
(cells ``scrabble-cards-wNN``). The whole notebook is executed, so nbval finds the outputs it
produces: the widgets' ``repr`` and static HTML are stable (seeded games; nbval skips the widget
view itself).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from tutorial_text import fill, language_argument, notebook_name, setup_code, texts, tutorial_languages  # noqa: E402

from wordplay.core.notation_words import say_cards_play  # noqa: E402

STEM = "scrabble-cards"
LANGUAGES = tutorial_languages(STEM)

# The worked examples of the printed rules: a prose section (its key in the text file) or a code cell.
# Code cells are str.format templates: {t[key]} is a sentence of the text file, {setup} the opening lines.
WORKED: list[tuple[str, str]] = [
    ("markdown", "intro"),
    (
        "code",
        (
            """{setup}
from wordplay.cards import (best_plays, load_ruleset, new_game, parse_play, play_out, score_play,
                            solve_task, table_after, ComputerPlayer, RummyWord, score_task)
from wordplay.core.lexicon import load_lexicon

classic = load_ruleset("classic")
lexicon = load_lexicon("pt")   # 384,261 Portuguese words, accents folded to the cards
letters = classic.decks.letters
print(" ".join(f"{{l}}{{v}}x{{letters.counts[l]}}" for l, v in letters.values.items()), """
            """f"{t[code.blank]} 0x{{letters.blanks}}")"""
        ),
    ),
    ("markdown", "first"),
    (
        "code",
        """def show(text, table=None, hand_size=7):
    table = table or {{}}
    print(score_play(classic, table, parse_play(text, table), hand_size))

show("0,0 across TREINO")""",
    ),
    ("markdown", "treinar"),
    (
        "code",
        """show("0,0 across TREINAR")
for found in best_plays(classic, {{}}, "OEITRNR", lexicon, n=5):
    print(found.score, found.notation)""",
    ),
    ("markdown", "ways"),
    (
        "code",
        """trava = dict(parse_play("0,0 across TRAVA", {{}}).cards)
show("0,-1 across A(TRAVA)NCAR", trava)""",
    ),
    ("markdown", "cross"),
    (
        "code",
        """play = parse_play("-1,1 down C(R)IAR", trava)
show("-1,1 down C(R)IAR", trava)
after, leaving = table_after(trava, play)
print("{t[code.left]}", "".join(after[(r, 1)] for r in range(-1, 4)), "{t[code.discarded]}", ", ".join(leaving))""",
    ),
    ("markdown", "hook"),
    (
        "code",
        """treino = dict(parse_play("0,0 down TREINO", {{}}).cards)
show("6,-5 across CARROS", treino)""",
    ),
    ("markdown", "alongside"),
    (
        "code",
        """desliga = dict(parse_play("0,0 across DESLIGA", {{}}).cards)
show("1,3 across AR", desliga)""",
    ),
    ("markdown", "bonus"),
    ("code", 'show("1,3 across AR bonus 3 on 0,3", desliga)'),
    ("markdown", "accents"),
    ("code", 'show("0,0 across AÇAO")'),
    ("markdown", "forfeit"),
    (
        "code",
        """for card, pair in load_ruleset("forfeit").decks.actions.items():
    print(card, " | ".join(f"{{c.name}} (+{{c.gain}}/-{{c.loss}})" for c in pair))""",
    ),
    ("markdown", "rummy"),
    (
        "code",
        """rummy = load_ruleset("rummy")
for card in rummy.decks.rounds:
    best = solve_task(rummy, card, "CASAROTE", lexicon)
    print(f"{{card.name:32}}", "{t[code.cannot]}" if best is None else
          f"{{' '.join(w.cards for w in best.words):24}} {t[code.discard]} {{best.discard}}: {{best.score}}")""",
    ),
    ("markdown", "game"),
    (
        "code",
        """game = play_out(new_game("classic", ["Ana", "Rui"], seed=1, lexicon=lexicon),
                [ComputerPlayer(3, seed=1), ComputerPlayer(3, seed=2)])
for event in game.moves[:6]:
    print(event["player"], event["kind"], event.get("notation", ""), event.get("score", ""))
print(game.outcome.termination.value, game.outcome.scores)""",
    ),
]

# The live cells after a worked cell (by its number): prose keys ("exercise:<task key>" fills the
# exercise paragraph with a task) and code templates ({lang} is the widget's language keyword).
# The games' seeds are chosen for what the text says of them: in the forfeit (4) and classic (5)
# games you play first; in the rummy game (3) your hand, with the card drawn from the pile, can
# meet the first round's task (so the solver's answer lays words).
LIVE: dict[int, list[tuple[str, str]]] = {
    5: [
        ("markdown", "try"),
        (
            "code",
            (
                "from wordplay.widgets import CardsExplainer, CardsGameWidget\n\n"
                'CardsExplainer("classic", {{}}, hand="OEITRNR", lexicon=lexicon, top=8{lang})'
            ),
        ),
        ("markdown", "exercise:task.first"),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import cards_exercise\n\n"
                'answer = "0,0 across ATOLE"\ncards_exercise("classic", {{}}, "ASERTOL", answer, lexicon=lexicon)'
            ),
        ),
    ],
    9: [
        ("markdown", "clearing"),
        ("code", 'CardsExplainer("classic", trava, "-1,1 down C(R)IAR", lexicon=lexicon{lang})'),
        ("markdown", "exercise:task.trava"),
        ("code", 'answer = "1,-3 across BUXO"\ncards_exercise("classic", trava, "CIUOXZB", answer, lexicon=lexicon)'),
    ],
    15: [
        ("markdown", "bonus.live"),
        (
            "code",
            ('CardsExplainer("classic", desliga, "1,3 across AR bonus 3 on 0,3", hand="AR3", lexicon=lexicon{lang})'),
        ),
        ("markdown", "exercise:task.desliga"),
        ("code", 'answer = "0,7 down SOA"\ncards_exercise("classic", desliga, "SOXUIAB", answer, lexicon=lexicon)'),
    ],
    17: [
        ("markdown", "accents.live"),
        ("code", 'CardsExplainer("classic", {{}}, "0,0 across AÇAO", lexicon=lexicon{lang})'),
        ("markdown", "exercise:task.accents"),
        ("code", 'answer = "0,0 across ALÇOU"\ncards_exercise("classic", {{}}, "LAÇOUMB", answer, lexicon=lexicon)'),
    ],
    19: [
        ("markdown", "forfeit.game"),
        (
            "code",
            (
                'forfeit = CardsGameWidget("forfeit", ["{you}", ("{computer}", 3)], seed=4, lexicon=lexicon, '
                "top=5{lang})\nforfeit"
            ),
        ),
        ("markdown", "action.exercise"),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import action_exercise\n\n"
                'answer = "-6,5 down ESCARPO"\n'
                'action_exercise("ends_in_s", trava, "CASOPER", answer, lexicon=lexicon)'
            ),
        ),
    ],
    21: [
        ("markdown", "rummy.game"),
        (
            "code",
            (
                'rummy_game = CardsGameWidget("rummy", ["{you}", ("{computer}", 3)], seed=3, lexicon=lexicon{lang})'
                "\nrummy_game"
            ),
        ),
        ("markdown", "task.exercise"),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import task_exercise\n\n"
                'answer, discard = "CASAR", "E"\n'
                'task_exercise("cinco_vence", "CASAROTE", answer, discard, lexicon=lexicon)'
            ),
        ),
    ],
    23: [
        ("markdown", "summary"),
        ("code", 'CardsGameWidget("classic", ["Ana", "Rui"], game=game{lang})'),
        ("markdown", "classic.game"),
        (
            "code",
            (
                'cards = CardsGameWidget("classic", ["{you}", ("{computer}", 3)], seed=5, lexicon=lexicon, '
                "top=5{lang})"
                "\ncards"
            ),
        ),
        ("markdown", "review"),
        ("code", "cards.review()"),
    ],
}


def cell(kind: str, source: str, cell_id: str) -> nbformat.NotebookNode:
    new = nbformat.v4.new_code_cell(source) if kind == "code" else nbformat.v4.new_markdown_cell(source)
    new.id = cell_id
    return new


def scrabble_cards_notebook(language: str = "en") -> list[nbformat.NotebookNode]:
    """The tutorial's cells in ``language``: each worked cell, then its live cells."""
    t = texts(STEM, language)
    values = {
        "t": t,
        "setup": setup_code(language),
        "lang": language_argument(language),
        "you": t["name.you"],
        "computer": t["name.computer"],
    }
    stem = STEM if language == "en" else f"{STEM}-{language}"

    def prose(key: str) -> str:
        if key.startswith("exercise:"):
            return fill(t["exercise"], task=t[key.split(":", 1)[1]])
        return t[key]

    cells, live = [], 0
    for number, (kind, what) in enumerate(WORKED):
        source = prose(what) if kind == "markdown" else what.format(**values).strip()
        cells.append(cell(kind, source, f"{stem}-{number:02d}"))
        for live_kind, live_what in LIVE.get(number, []):
            live += 1
            source = prose(live_what) if live_kind == "markdown" else live_what.format(**values)
            cells.append(cell(live_kind, source, f"{stem}-w{live:02d}"))
    return [in_language(c, language) for c in cells]


_TYPED_PLAY = re.compile(r"(?<![\w,-])-?\d+,-?\d+ (?:across|down) [^\"]+?(?= bonus|\"|$)(?: bonus \S on -?\d+,-?\d+)?")


def in_language(cell: nbformat.NotebookNode, language: str) -> nbformat.NotebookNode:
    """A code cell with its plays typed in ``language``'s keywords and printed in them: a learner
    reads and types ``0,0 horizontal TREINO``, not English (English is still read)."""
    if cell.cell_type == "code" and language != "en":
        cell.source = _TYPED_PLAY.sub(lambda m: say_cards_play(m[0], language), cell.source)
        cell.source = cell.source.replace("found.notation)", f'found.notation.said("{language}"))')
    return cell


def build(language: str, execute: bool = True) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = scrabble_cards_notebook(language)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    if execute:
        NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(HERE)}}).execute()
    path = HERE / notebook_name(STEM, language)
    nbformat.write(nb, path)
    print("wrote", path)


def main(args: list[str]) -> None:
    languages = [a for a in args if not a.startswith("--")] or LANGUAGES
    for language in languages:
        build(language, execute="--no-run" not in args)


if __name__ == "__main__":
    main(sys.argv[1:])
