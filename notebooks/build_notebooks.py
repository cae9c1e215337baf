"""Write the tutorials (index, wordsmith, literaki) and run them, keeping their outputs.

    .venv/bin/python notebooks/build_notebooks.py          # write and execute all of them
    .venv/bin/python notebooks/build_notebooks.py literaki.pl.ipynb   # only the ones named

Every sentence of prose comes from ``text/<tutorial>.<language>.md`` (see ``tutorial_text.py``):
one builder writes the English tutorial and its translations (Literaki in Polish), the same cells
in the same order, with the widgets and printed explanations in the tutorial's language.

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

from tutorial_text import fill, language_argument, notebook_name, setup_code, texts  # noqa: E402

from wordplay.board.finder import all_plays  # noqa: E402
from wordplay.board.position import parse_cgp  # noqa: E402
from wordplay.core.lexicon import load_lexicon  # noqa: E402
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
        md(fill(texts("board", language)["end-exercise"], rack=rack)),
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
    board, lang = texts("board", language), language_argument(language)
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


def wordsmith_notebook():
    v = "wordsmith"
    lex = load_lexicon("enable")
    A = position_after(v, ["8D QUIET"], lex)
    B = position_after(v, ["8D QUIET", "H5 EAST", "E5 MENU"], lex)
    C = position_after(v, ["H5 LONG"], lex)
    cross = "9H OX"
    parallel = pick(v, A, "ABSORNE", "parallel", lex)
    hook = pick(v, A, "DEARTHS", "hook", lex)
    bridge = "5E (M)AT(E)"
    cells = [
        md("""
# Wordsmith: a tutorial

Wordsmith is played on a 15×15 board with English words (the ENABLE list). Each player holds
seven tiles; a play lays tiles in one row or one column, and every word it forms scores. This
notebook teaches the game one idea at a time. For each idea there is

1. a **worked example** (a board and the scoring, step by step: it reads without running anything),
2. a **live widget** where you lay tiles and see every rule checked and the score explained, and
3. an **exercise** whose answer the move finder checks.

At the end you play a whole game against the computer. Run the cells in order
(*Run → Run All Cells*); everything is seeded, so you get the same tiles as the text.

Reading positions: rows are numbers, columns letters. `8D QUIET` is a word across starting on D8;
`D8 QUIET` would run down. A lower-case letter on the board is a blank.
"""),
        code("""
from wordplay.board import BoardGame, explain
from wordplay.widgets import BoardExplainer, BoardGameWidget, BoardMoveList
from wordplay.widgets.board.exercises import EMPTY, exercise, position_after, worked
"""),
        *concept(
            v,
            "1. The first play",
            """
The first word must cover the centre square H8 (the star) and use at least two tiles. H8 is a
double-word square, so the first word always scores double. Here `8D QUIET` also covers D8, a
double-letter square: Q (5 points) counts 10 there, the letters add up to 14, and the star doubles
the word to 28.
""",
            "EMPTY",
            EMPTY,
            "8D QUIET",
            "AEJQRTU",
            lex,
        ),
        md("The positions below are built by laying plays on an empty board; every play is checked by the rules."),
        code('A = position_after("wordsmith", ["8D QUIET"])\nA'),
        *concept(
            v,
            "2. Cross words",
            f"""
Later plays must touch the tiles on the board. A tile laid next to a word makes a **cross word**
at right angles to the word you play, and the cross word scores too. In `{cross}` both the main
word OX and the cross word TO count; a premium under a new tile counts in both words.
""",
            "A",
            A,
            cross,
            "DEHLMOA",
            lex,
        ),
        *concept(
            v,
            "3. Parallel plays",
            f"""
A word laid alongside another forms a two-letter word at every tile: `{parallel}` scores its own
word plus each of the short cross words. Short words (AA, AI, BE, ET, NU, OI...) are what make
parallel plays possible.
""",
            "A",
            A,
            parallel,
            "ABSORNE",
            lex,
            movelist=True,
        ),
        *concept(
            v,
            "4. Hooks",
            f"""
A **hook** is one letter added to the front or the end of a word on the board, making a longer
word, while your tiles form a word the other way. `{hook}` hooks an S onto QUIET: QUIETS scores
in full (its old tiles count their face value, their premiums are spent) as well as the new word.
""",
            "A",
            A,
            hook,
            "DEARTHS",
            lex,
        ),
        code('B = position_after("wordsmith", ["8D QUIET", "H5 EAST", "E5 MENU"])\nB'),
        *concept(
            v,
            "5. Bridging between tiles",
            f"""
A play may run through tiles already on the board, even several separated ones, as long as
the whole line is one word with no gap. `{bridge}` bridges two tiles with letters from the rack.
The tiles that were already there count their face value; the double-word square under the M
was used by MENU and **counts only once**, in the move that covered it.
""",
            "B",
            B,
            bridge,
            "ATRSOLI",
            lex,
        ),
        code('C = position_after("wordsmith", ["H5 LONG"])\nC'),
        *concept(
            v,
            "6. The order of the premiums",
            """
Scoring follows a fixed order: first each tile's value with its **letter premium** (2L, 3L),
then the word's sum, then the **word premiums** (2W, 3W) of the squares just covered. Two word
premiums in one word **multiply**: `5E DIA(L)ECT` covers both E5 and K5, double-word squares, so the
word scores 2 × 2 = 4 times its letters. Premiums under tiles already on the board count for nothing.
""",
            "C",
            C,
            "5E DIA(L)ECT",
            "DICAETA",
            lex,
        ),
        *concept(
            v,
            "7. Blanks",
            """
A blank can be any letter; you say which when you lay it (the widget asks with a letter
chooser), and it stays that letter for the rest of the game. It is worth 0 points, premium or
not, and shows on the board in lower case: `H4 ZITIs` uses the blank as an S.
""",
            "EMPTY",
            EMPTY,
            "H4 ZITIs",
            "DI?TZIU",
            lex,
        ),
        *concept(
            v,
            "8. The all-tiles bonus",
            """
Laying all seven tiles in one play earns **+25**, added once at the end, after every premium
(it is never doubled). `H4 GRANULE` scores its letters, its double-word start square, then the bonus.
""",
            "EMPTY",
            EMPTY,
            "H4 GRANULE",
            "ULANGER",
            lex,
        ),
        md("""
## 9. Exchanges

Instead of playing, you may **exchange** tiles: put any number back in the bag and draw as many,
while the bag holds at least one tile. The turn ends and scores nothing (it is not a pass: it does
not count towards the end of the game). It is worth it when the rack is poor and the best play scores little.
"""),
        code("""
game = BoardGame("wordsmith", ["You", "Ben"], seed=21)
print("before:", game.rack)
game.exchange(game.rack[:3])
print("Ben to move now; your rack after the exchange:", game.racks[0])
game.moves[-1]
"""),
        md(
            "In the game widget: press *Exchange…*, click the rack tiles to put back, then *Exchange the marked tiles*."
        ),
        code('BoardGameWidget("wordsmith", ["You", "Ben"], seed=21)'),
        md("**Exercise.** A poor rack: what is the best play worth? If it is very little, exchanging may be better."),
        code(
            f'answer = "{sample_answer(v, A, "UUVVWII", lex)}"\n'
            'exercise("wordsmith", A, "UUVVWII", answer, reveal=True)'
        ),
        md("""
## 10. Hints

Each player has **three hints** a game. A hint proposes the highest-scoring play for your rack;
you may take it or not, but a hint taken back is still used. In the widget the *Hint* button
shows how many are left and lays the play on the board, explained, ready to submit or recall.
"""),
        code("""
from wordplay.board import new_game

game = new_game("wordsmith", ["You", "Ben"], seed=21)   # new_game gives the game its hint finder
hint = game.hint()
print(game.rack, "->", game.explain(hint).total, "points; hints left:", game.hints_left[game.to_move])
"""),
        code('BoardGameWidget("wordsmith", ["You", "Ben"], seed=6)'),
        md("**Exercise.** Beat the hint: can you find a play worth as much as the best one?"),
        code(f'answer = "{sample_answer(v, EMPTY, "AEGINRT", lex)}"\nexercise("wordsmith", EMPTY, "AEGINRT", answer)'),
        md("""
## 11. The end of the game

The game ends when the bag is empty and a player lays their last tile, or when every player has
passed twice in a row (an exchange is not a pass: it breaks the run). Then everyone loses the value of the tiles left
on their rack, and the player who went out collects the sum of the others' leftovers. Here two
players let the move finder choose every move, to the end:
"""),
        end_game_code("wordsmith", ["North", "South"], seed=5),
        md(
            "The same game in the widget: the score sheet (click a play to step through its scoring again), "
            "the chart of the scores over the game, and the summary of the final adjustments."
        ),
        code('BoardGameWidget("wordsmith", ["North", "South"], game=end)'),
        *end_exercise(v, 5, lex),
        md("""
## 12. A whole game against the computer

You move first. Lay tiles, watch the panel (every rule, the score step by step), submit; the
computer answers at once. *Undo* takes back your move and the computer's reply. The computer
here is level 1, a beginner you can beat; change the level in the cell for a stronger one:
level 2 always plays the highest score, level 3 also weighs the tiles it keeps. Good luck!
"""),
        code('game = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=1)\ngame'),
        md(
            "`game.game` is the engine's game: save it with `game.game.to_json()`, or export GCG with "
            "`wordplay.board.game_to_gcg(game.game)`."
        ),
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
        code(setup_code(language) + """
from wordplay.board import BoardGame
from wordplay.widgets import BoardExplainer, BoardGameWidget, BoardMoveList
from wordplay.widgets.board.exercises import EMPTY, exercise, position_after, worked
"""),
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


def index_notebook():
    return [
        md("""
# wordplay: word games that explain themselves

Start here. Two tutorials teach the crossword board games, one idea at a time, each with worked
examples, live widgets and exercises checked by the move finder, and a whole game against the
computer at the end:

* [Wordsmith](wordsmith.ipynb): English, three hints a game, +25 for all seven tiles.
* [Literaki](literaki.ipynb): Polish letters and words, the Literaki colours, +40 for all seven tiles.

And two card games, taught the same way:

* [Word Thief](word-thief.ipynb): English, cards in four suits; play a word, or steal another
  player's word by adding your cards to it (the steal finder checks the exercises).
* [Scrabble Cards](scrabble-cards.ipynb): Portuguese words on a growing table of cards, in three
  modes: classic, forfeit (with action cards) and rummy (ten rounds, each with its task).

Each game is also taught in the language of its rule text, the same tutorial with every sentence,
widget and explanation in that language:

* [Literaki po polsku](literaki.pl.ipynb): Literaki in Polish.
* [Scrabble Cards em português](scrabble-cards.pt.ipynb): Scrabble Cards in Portuguese.
* [Word Thief în limba română](word-thief.ro.ipynb): Word Thief in Romanian.

Run all cells (*Run → Run All Cells*) to bring the widgets to life. A widget never decides
anything itself: it sends what you do to Python, which checks every rule and answers with the
explanation you see.
"""),
        code("""
from wordplay.board import explain
from wordplay.widgets import BoardExplainer, BoardGameWidget
from wordplay.widgets.board.exercises import EMPTY, worked

worked("wordsmith", EMPTY, "8D QUIET")
"""),
        md("The same play, live: *step ▶* replays the scoring in the rules' order, square by square."),
        code('BoardExplainer("wordsmith", EMPTY, "8D QUIET")'),
        md("""
A game against the computer, ready to play (click a rack tile, then a square; *Submit*).
Players at the same screen: `BoardGameWidget("literaki", ["Ala", "Olek"])`. A computer player:
`("Computer", level)`: level 1 is a beginner, level 2 always plays the highest score, level 3
also weighs the tiles it keeps.
"""),
        code('BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=1)'),
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
    books = {"index.ipynb": index_notebook, "wordsmith.ipynb": wordsmith_notebook, "literaki.ipynb": literaki_notebook}
    books.update({notebook_name("literaki", language): partial(literaki_notebook, language) for language in ("pl",)})
    for name, build in books.items():
        if names and name not in names:
            continue
        write(name, build())


if __name__ == "__main__":
    main(sys.argv[1:])
