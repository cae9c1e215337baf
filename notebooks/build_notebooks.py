"""Write the tutorials (index, wordsmith, literaki) and run them, keeping their outputs.

    .venv/bin/python notebooks/build_notebooks.py          # write and execute all of them
    .venv/bin/python notebooks/build_notebooks.py literaki.pl.ipynb   # only the ones named

Every sentence of prose comes from ``text/<tutorial>.<language>.md`` (see ``tutorial_text.py``):
one builder writes the English tutorial and its translations (Literaki and Wordsmith in Polish),
the same cells in the same order, with the widgets and printed explanations in the tutorial's
language (Wordsmith's words stay English: the ENABLE list). The index's prose is ``text/index.en.md``.

The worked examples are picked here, once, with the move finder (a play with cross words, a
parallel play, a hook, a bridge...), and written into the notebooks as plain text, so the
notebooks read on their own and nbval checks that they still give the same outputs.
Everything is seeded: running this twice writes the same notebooks.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from tutorial_text import fill, language_argument, notebook_name, setup_code, texts, tutorial_languages  # noqa: E402

from wordplay.board.finder import all_plays  # noqa: E402
from wordplay.board.position import parse_cgp  # noqa: E402
from wordplay.core.lexicon import load_lexicon  # noqa: E402
from wordplay.core.registry import languages  # noqa: E402
from wordplay.crossword.words import words_formed  # noqa: E402
from wordplay.widgets.board.exercises import EMPTY, position_after  # noqa: E402

KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def md(text: str):
    return nbformat.v4.new_markdown_cell(text.strip())


def code(src: str):
    return nbformat.v4.new_code_cell(src.strip())


# ----- picking examples with the finder ------------------------------------------------------------


def features(board, play):
    words = words_formed(board, play)
    main, crosses = words[0], words[1:]
    old = [not n for n in main.new]
    runs, prev = 0, False
    for o in old:
        runs += o and not prev
        prev = o
    out = set()
    if runs >= 2:
        out.add("bridge")
    if len(crosses) >= 2 and not any(old):
        out.add("parallel")
    for w in crosses:
        if sum(w.new) == 1 and (w.new[-1] or w.new[0]) and len(w.tiles) >= 3:
            out.add("hook")
    if len(crosses) == 1 and not any(old) and "hook" not in out:
        out.add("cross")
    if len(play.tiles) >= 7:
        out.add("bingo")
    if any(t.islower() for _, t in play.tiles):
        out.add("blank")
    return out


def pick(variant, cgp, rack, feature, lexicon, shortest=True):
    """A play with ``feature``: among them, the best-scoring of the shortest main words (easy to read)."""
    pos = parse_cgp(cgp, variant)
    found = []
    for fp in all_plays(pos.ruleset, pos.board, rack, lexicon):
        if feature in features(pos.board, fp.play):
            length = len(words_formed(pos.board, fp.play)[0].squares)
            found.append((abs(length - 4) if shortest else 0, -fp.score, fp.notation))
    if not found:
        raise SystemExit(f"no {feature} play for {rack} on {cgp}")
    found.sort()
    return found[0][2]


def sample_answer(variant, cgp, rack, lexicon):
    """A legal play that is good but not the best: the exercise's saved answer shows feedback."""
    pos = parse_cgp(cgp, variant)
    plays = all_plays(pos.ruleset, pos.board, rack, lexicon)
    return plays[min(len(plays) - 1, max(1, len(plays) // 8))].notation


def endgame_position(variant, seed, lexicon):
    """The board and rack when the bag first runs empty in the finder-against-finder game of ``seed``."""
    from wordplay.board.finder import best_play
    from wordplay.board.game import BoardGame
    from wordplay.board.position import board_cgp

    game = BoardGame(variant, ["North", "South"], seed=seed, lexicon=lexicon)
    while game.bag:
        play = best_play(game.ruleset, game.board, game.rack, lexicon)
        game.play(play) if play else game.pass_turn()
    return board_cgp(game.board), game.rack


def end_exercise(variant, seed, lexicon, language="en"):
    cgp, rack = endgame_position(variant, seed, lexicon)
    answer = sample_answer(variant, cgp, rack, lexicon)
    return [
        md(fill(texts("board", language, variant)["end-exercise"], rack=rack)),
        code(f'LATE = "{cgp}"\nanswer = "{answer}"\nexercise("{variant}", LATE, "{rack}", answer)'),
    ]


# ----- a tutorial -------------------------------------------------------------------------------


def end_game_code(variant, names, seed):
    """The cell that plays a whole game by the move finder's best plays and prints its end."""
    players = ", ".join(f'"{n}"' for n in names)
    return code(f"""
from wordplay.board.finder import best_play

end = BoardGame("{variant}", [{players}], seed={seed})
while not end.is_over:
    play = best_play(end.ruleset, end.board, end.rack, end.lexicon)
    end.play(play) if play else end.pass_turn()
print(end.outcome.sentence(end.names))
for explanation in end.end_explanations:
    print(explanation)
""")


def concept(variant, title, text, cgp_name, cgp, play, rack, lexicon, after="", movelist=False, language="en"):
    answer = sample_answer(variant, cgp, rack, lexicon)
    board, lang = texts("board", language, variant), language_argument(language)
    cells = [
        md(f"## {title}\n\n\n{text.strip()}"),  # the blank lines as the notebooks have always had them
        code(f'worked("{variant}", {cgp_name}, "{play}")'),
        md(board["try"]),
        code(f'BoardExplainer("{variant}", {cgp_name}, "{play}"{lang})'),
    ]
    if movelist:
        cells += [
            md(board["movelist"]),
            code(f'BoardMoveList("{variant}", {cgp_name}, rack="{rack}", top=8{lang})'),
        ]
    cells += [
        md(fill(board["exercise"], rack=rack)),
        code(f'answer = "{answer}"\nexercise("{variant}", {cgp_name}, "{rack}", answer)'),
    ]
    if after:
        cells.append(md(after))
    return cells


# Seeds chosen for what the text says of them. Wordsmith: seed 21, you move first with a poor rack
# (the exchange, its widget and the hint, whose best play scores little); seed 1, you move first
# (the game against the computer, and the index's); seed 5, the finder-against-finder game ends with a
# player going out. Literaki: seed 2, Ala (the exchange) and you (the game against the computer) move
# first; seed 5, the finder-against-finder game ends with a player going out (+10).


def wordsmith_notebook(language="en"):
    v = "wordsmith"
    T, lang = texts("wordsmith", language), language_argument(language)
    lex = load_lexicon("enable")
    A = position_after(v, ["8D QUIET"], lex)
    B = position_after(v, ["8D QUIET", "H5 EAST", "E5 MENU"], lex)
    C = position_after(v, ["H5 LONG"], lex)
    cross = "9H OX"
    parallel = pick(v, A, "ABSORNE", "parallel", lex)
    hook = pick(v, A, "DEARTHS", "hook", lex)
    bridge = "5E (M)AT(E)"

    def idea(key, cgp_name, cgp, play, rack, movelist=False, **values):
        text = fill(T[f"{key}.text"], **values)
        return concept(v, T[f"{key}.title"], text, cgp_name, cgp, play, rack, lex, movelist=movelist, language=language)

    you, second, computer, north, south = (T[f"name.{k}"] for k in ("you", "second", "computer", "north", "south"))
    cells = [
        md(T["intro"]),
        code(
            setup_code(language)
            + """
from wordplay.board import BoardGame, explain
from wordplay.widgets import BoardExplainer, BoardGameWidget, BoardMoveList
from wordplay.widgets.board.exercises import EMPTY, exercise, position_after, worked
"""
        ),
        *idea("first", "EMPTY", EMPTY, "8D QUIET", "AEJQRTU"),
        md(T["positions"]),
        code('A = position_after("wordsmith", ["8D QUIET"])\nA'),
        *idea("cross", "A", A, cross, "DEHLMOA", cross=cross),
        *idea("parallel", "A", A, parallel, "ABSORNE", movelist=True, parallel=parallel),
        *idea("hook", "A", A, hook, "DEARTHS", hook=hook),
        code('B = position_after("wordsmith", ["8D QUIET", "H5 EAST", "E5 MENU"])\nB'),
        *idea("bridge", "B", B, bridge, "ATRSOLI", bridge=bridge),
        code('C = position_after("wordsmith", ["H5 LONG"])\nC'),
        *idea("order", "C", C, "5E DIA(L)ECT", "DICAETA", two="5E DIA(L)ECT"),
        *idea("blank", "EMPTY", EMPTY, "H4 ZITIs", "DI?TZIU", blank="H4 ZITIs"),
        *idea("bingo", "EMPTY", EMPTY, "H4 GRANULE", "ULANGER", bingo="H4 GRANULE"),
        md(T["exchange"]),
        code(f"""
game = BoardGame("wordsmith", ["{you}", "{second}"], seed=21)
print("{T["code.before"]}", game.rack)
game.exchange(game.rack[:3])
print("{fill(T["code.after"], second=second)}", game.racks[0])
game.moves[-1]
"""),
        md(T["exchange.widget"]),
        code(f'BoardGameWidget("wordsmith", ["{you}", "{second}"], seed=21{lang})'),
        md(T["poor"]),
        code(
            f'answer = "{sample_answer(v, A, "UUVVWII", lex)}"\n'
            'exercise("wordsmith", A, "UUVVWII", answer, reveal=True)'
        ),
        md(T["hints"]),
        code(f"""
from wordplay.board import new_game

game = new_game("wordsmith", ["{you}", "{second}"], seed=21)   # {T["code.hint-finder"]}
hint = game.hint()
print(game.rack, "->", game.explain(hint).total, "{T["code.hints-left"]}", game.hints_left[game.to_move])
"""),
        code(f'BoardGameWidget("wordsmith", ["{you}", "{second}"], seed=6{lang})'),
        md(T["hints.exercise"]),
        code(f'answer = "{sample_answer(v, EMPTY, "AEGINRT", lex)}"\nexercise("wordsmith", EMPTY, "AEGINRT", answer)'),
        md(T["end"]),
        end_game_code("wordsmith", [north, south], seed=5),
        md(T["end.widget"]),
        code(f'BoardGameWidget("wordsmith", ["{north}", "{south}"], game=end{lang})'),
        *end_exercise(v, 5, lex, language),
        md(T["game"]),
        code(f'game = BoardGameWidget("wordsmith", ["{you}", ("{computer}", 1)], seed=1{lang})\ngame'),
        md(T["save"]),
        md(T["review"]),
        code("game.review()"),
    ]
    return cells


def literaki_notebook(language="en"):
    v = "literaki"
    T, lang = texts("literaki", language), language_argument(language)
    lex = load_lexicon("sjp")
    A = position_after(v, ["8F ŻÓŁW"], lex)
    cross = pick(v, A, "DOMEKLA", "cross", lex)
    parallel = pick(v, A, "RYBAMIE", "parallel", lex)
    hook = pick(v, A, "KOTAMIE", "hook", lex)
    B = position_after(v, ["8F ŻÓŁW", "F4 KOME(Ż)", "I5 KOT(W)"], lex)
    bridge = pick(v, B, "AKOTEIN", "bridge", lex)
    bingo_rack = "SYŁWBAI"
    bingo = pick(v, EMPTY, bingo_rack, "bingo", lex, shortest=False)
    blank_rack = "KOT?AMI"
    blank = pick(v, EMPTY, blank_rack, "blank", lex)
    two = pick_two_word(v, lex)
    C = position_after(v, [two[0]], lex)

    def idea(key, cgp_name, cgp, play, rack, movelist=False, **values):
        text = fill(T[f"{key}.text"], **values)
        return concept(v, T[f"{key}.title"], text, cgp_name, cgp, play, rack, lex, movelist=movelist, language=language)

    you, computer = T["name.you"], T["name.computer"]
    cells = [
        md(T["intro"]),
        code(
            setup_code(language)
            + """
from wordplay.board import BoardGame
from wordplay.widgets import BoardExplainer, BoardGameWidget, BoardMoveList
from wordplay.widgets.board.exercises import EMPTY, exercise, position_after, worked
"""
        ),
        *idea("first", "EMPTY", EMPTY, "8F ŻÓŁW", "KOTAMIE"),
        code('A = position_after("literaki", ["8F ŻÓŁW"])\nA'),
        *idea("cross", "A", A, cross, "DOMEKLA", cross=cross),
        *idea("parallel", "A", A, parallel, "RYBAMIE", movelist=True, parallel=parallel),
        *idea("hook", "A", A, hook, "KOTAMIE", hook=hook),
        code('B = position_after("literaki", ["8F ŻÓŁW", "F4 KOME(Ż)", "I5 KOT(W)"])\nB'),
        *idea("bridge", "B", B, bridge, "AKOTEIN", bridge=bridge),
        code(f'C = position_after("literaki", ["{two[0]}"])\nC'),
        *idea("order", "C", C, two[1], two[2], two=two[1]),
        *idea("blank", "EMPTY", EMPTY, blank, blank_rack, blank=blank),
        *idea("bingo", "EMPTY", EMPTY, bingo, bingo_rack, bingo=bingo),
        md(T["exchange"]),
        code(f"""
game = BoardGame("literaki", ["Ala", "Olek"], seed=2)
print("{T["code.before"]}", game.rack)
game.exchange(game.rack[:2])
print("{T["code.after"]}", game.racks[0])
game.moves[-1]
"""),
        code(f'BoardGameWidget("literaki", ["Ala", "Olek"], seed=3{lang})'),
        md(T["poor"]),
        code(
            f'answer = "{sample_answer(v, A, "ŹĆŃYYUU", lex)}"\nexercise("literaki", A, "ŹĆŃYYUU", answer, reveal=True)'
        ),
        md(T["end"]),
        end_game_code("literaki", ["Ala", "Olek"], seed=5),
        code(f'BoardGameWidget("literaki", ["Ala", "Olek"], game=end{lang})'),
        *end_exercise(v, 5, lex, language),
        md(T["game"]),
        code(f'game = BoardGameWidget("literaki", ["{you}", ("{computer}", 1)], seed=2{lang})\ngame'),
        md(T["review"]),
        code("game.review()"),
    ]
    return cells


def pick_two_word(v, lex):
    """A first word down through H8, then a play across row 5 covering two double-word squares."""
    for first, rack in (
        ("H5 KOLO", "NZKDSAY"),
        ("H4 KOLON", "NZKDSAY"),
        ("H5 ABPY", "YCEE?MŚ"),
        ("H5 LATA", "AKOTEIN"),
    ):
        try:
            cgp = position_after(v, [first], lex)
        except Exception:
            continue
        pos = parse_cgp(cgp, v)
        for fp in all_plays(pos.ruleset, pos.board, rack, lex):
            e = fp.explanation
            if sum(1 for s in e.steps if s.kind == "word_premium" and s.word == 0) >= 2:
                return first, fp.notation, rack
    raise SystemExit("no two-word-premium example")


def index_notebook(language="en"):
    """The index in ``language``: its tutorials first, and a taste of a game with every sentence in it
    (the learner's seat is "You": the sentences speak to it in the second person)."""
    T, lang = texts("index", language), language_argument(language)
    return [
        md(T["intro"]),
        code(
            setup_code(language)
            + f"""
from wordplay.board import explain
from wordplay.widgets import BoardExplainer, BoardGameWidget
from wordplay.widgets.board.exercises import EMPTY, worked

worked("wordsmith", EMPTY, "8D QUIET"{lang})
"""
        ),
        md(T["live"]),
        code(f'BoardExplainer("wordsmith", EMPTY, "8D QUIET"{lang})'),
        md(T["game"]),
        code(f'BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=1{lang})'),
    ]


def write(name, cells, execute=True):
    nb = nbformat.v4.new_notebook()
    for i, cell in enumerate(cells):
        cell.id = f"{Path(name).stem.replace('.', '-')}-{i:02d}"  # stable ids: a rebuild changes only what changed
    nb.cells = cells
    nb.metadata["kernelspec"] = KERNEL
    nb.metadata["language_info"] = {"name": "python"}
    if execute:
        NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(HERE)}}).execute()
    nbformat.write(nb, HERE / name)
    print("wrote", HERE / name)


def main(names=None):
    books = {"index.ipynb": index_notebook}
    books.update(
        {
            notebook_name("index", language): partial(index_notebook, language)
            for language in languages()
            if language != "en"
        }
    )
    for game, build in (("wordsmith", wordsmith_notebook), ("literaki", literaki_notebook)):
        books.update({notebook_name(game, language): partial(build, language) for language in tutorial_languages(game)})
    for name, build in books.items():
        if names and name not in names:
            continue
        write(name, build())


if __name__ == "__main__":
    main(sys.argv[1:])
