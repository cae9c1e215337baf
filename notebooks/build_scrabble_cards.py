"""Put the live Scrabble Cards widgets into ``scrabble-cards.ipynb`` and run it, keeping its outputs.

    .venv/bin/python notebooks/build_scrabble_cards.py

The tutorial's text and worked examples are written by hand in the notebook; this script adds
(or refreshes) the widget cells after the cells they illustrate: each widget cell's id starts
with ``scrabble-cards-w``, so running the script again replaces them and leaves the rest
alone. Then the whole notebook is executed, so nbval finds the outputs it produces: the
widgets' ``repr`` and static HTML are stable (seeded games; nbval skips the widget view itself).
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
NOTEBOOK = HERE / "scrabble-cards.ipynb"
PREFIX = "scrabble-cards-w"

TRY = """**Try it.** The same hand in the live widget: the move finder's best plays are listed under the
table; click one to lay it. Or pick a card of the hand, then click a spot of the table to lay it
(a blank asks for its letter; click a laid card to take it back). While cards are laid, the
panel lists every rule tried and explains the score; *step ▶* walks through it in the rules'
order, lighting the cards each step counts."""

CLEARING = """Live: CRIAR laid through TRAVA. The cards that would leave the table are faded, and the last
step of the explanation says which leave and why. Take the cards back and try another word
through the table."""

BONUS = """Live: the triple card is on the L, so it multiplies LA. Pick the ×3 card in the hand and click
another letter (an A or the R of AR) to move it; *Take the bonus card back* removes it. The
total changes with it."""

FORFEIT = """## Forfeit against the computer

You play first. When a play (yours or the computer's) fits a category of your action card, the
**action-card window** opens; after a play that your card does not fit, the game simply goes on.
The window lists every player's action card, with each category and whether the play just made
fits it (and why).
Click a fitting category to play your card (on your own play you gain; on the computer's play it
loses), or *No more action cards*. The computer plays a fitting card of its own at once.
*Exchange…* can swap your action card too."""

RUMMY = """## Rummy against the computer

Each turn: **draw** (from the pile, or the top of the discard pile); build words from the hand
(pick a card, then click a word, or *+ new word*; click a card in a word to take it out); then
pick a card and **discard** it: the words are laid if they meet the round card's task. The
round card shows the task and which word lengths your words fill; the panel checks each word
and the task, and explains the score. *Show the solver's answer* lays out the task solver's
best way to meet the task (and marks the card to discard)."""

EXERCISE = """**Exercise.** {task} Write your play in `answer` (a spot, a direction and the word:
`0,0 across WORD`, cards already on the table in parentheses or written out) and run the cell; the
move finder checks it. `reveal=True` shows the finder's best plays."""

SUMMARY = """The same finished game in the widget: the score sheet (click a play to step through its
scoring again), the chart of the scores, and the end-of-game summary of the final adjustments."""

CLASSIC = """## A classic game against the computer

You play first. Lay a word, watch the panel (every rule, the score step by step, the cards that
will leave the table), submit; the computer answers at once. *Undo* takes back your move and the
computer's reply. The best plays for your hand are listed under the table: use them as hints, or
hide them with `top=0`. The computer is level 3 (the best player); levels 1 and 2 choose among
more of the top plays."""

# The games' seeds are chosen for what the text says of them: in the forfeit (4) and classic (5)
# games you play first; in the rummy game (3) your hand, with the card drawn from the pile, can
# meet the first round's task (so the solver's answer lays words).
# anchor cell id -> the cells that follow it
CELLS: dict[str, list[tuple[str, str]]] = {
    "scrabble-cards-05": [
        ("markdown", TRY),
        (
            "code",
            (
                "from wordplay.widgets import CardsExplainer, CardsGameWidget\n\n"
                'CardsExplainer("classic", {}, hand="OEITRNR", lexicon=lexicon, top=8)'
            ),
        ),
        (
            "markdown",
            EXERCISE.format(
                task="The first play with the hand ASERTOL: find the best (remember "
                "the double for the first play, and the bonus for all seven cards)."
            ),
        ),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import cards_exercise\n\n"
                'answer = "0,0 across ATOLE"\ncards_exercise("classic", {}, "ASERTOL", answer, lexicon=lexicon)'
            ),
        ),
    ],
    "scrabble-cards-09": [
        ("markdown", CLEARING),
        ("code", 'CardsExplainer("classic", trava, "-1,1 down C(R)IAR", lexicon=lexicon)'),
        (
            "markdown",
            EXERCISE.format(
                task="TRAVA on the table and the hand CIUOXZB: find the best play. "
                "Extend, cross, hook or lie alongside; the X and the Z are worth most."
            ),
        ),
        ("code", 'answer = "1,-3 across BUXO"\ncards_exercise("classic", trava, "CIUOXZB", answer, lexicon=lexicon)'),
    ],
    "scrabble-cards-15": [
        ("markdown", BONUS),
        ("code", 'CardsExplainer("classic", desliga, "1,3 across AR bonus 3 on 0,3", hand="AR3", lexicon=lexicon)'),
        (
            "markdown",
            EXERCISE.format(
                task="DESLIGA on the table and the hand SOXUIAB: find the best play "
                "(a word through DESLIGA's letters, or alongside it)."
            ),
        ),
        ("code", 'answer = "0,7 down SOA"\ncards_exercise("classic", desliga, "SOXUIAB", answer, lexicon=lexicon)'),
    ],
    "scrabble-cards-17": [
        (
            "markdown",
            (
                "Live: AÇAO on the table; the panel writes the word with its accents. Lay another word "
                "with the Ç through it."
            ),
        ),
        ("code", 'CardsExplainer("classic", {}, "0,0 across AÇAO", lexicon=lexicon)'),
        (
            "markdown",
            EXERCISE.format(
                task="The first play with the hand LAÇOUMB: find the best (the Ç and the B are worth 3 each)."
            ),
        ),
        ("code", 'answer = "0,0 across ALÇOU"\ncards_exercise("classic", {}, "LAÇOUMB", answer, lexicon=lexicon)'),
    ],
    "scrabble-cards-19": [
        ("markdown", FORFEIT),
        (
            "code",
            'forfeit = CardsGameWidget("forfeit", ["You", ("Computer", 3)], seed=4, lexicon=lexicon, top=5)\nforfeit',
        ),
        (
            "markdown",
            (
                "**Exercise.** Your action card says *ends in S* (+10 when your play fits). TRAVA is on the "
                "table and your hand is CASOPER: find the best play that fits. The best play of all does "
                "not end in S, so look at the words a play forms with TRAVA too. The finder lists only "
                "plays that fit; `reveal=True` shows them."
            ),
        ),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import action_exercise\n\n"
                'answer = "-6,5 down ESCARPO"\n'
                'action_exercise("ends_in_s", trava, "CASOPER", answer, lexicon=lexicon)'
            ),
        ),
    ],
    "scrabble-cards-21": [
        ("markdown", RUMMY),
        (
            "code",
            'rummy_game = CardsGameWidget("rummy", ["You", ("Computer", 3)], seed=3, lexicon=lexicon)\nrummy_game',
        ),
        (
            "markdown",
            (
                "**Exercise.** The round card *Cinco Vence* asks for a five-letter word (and maybe a "
                "two-letter one). With the hand CASAROTE, which words meet it best, and which card do you "
                "discard? Write the words in `answer` and the card in `discard`; the task solver checks it. "
                "`reveal=True` shows the solver's answer."
            ),
        ),
        (
            "code",
            (
                "from wordplay.widgets.cards.exercises import task_exercise\n\n"
                'answer, discard = "CASAR", "E"\n'
                'task_exercise("cinco_vence", "CASAROTE", answer, discard, lexicon=lexicon)'
            ),
        ),
    ],
    "scrabble-cards-23": [
        ("markdown", SUMMARY),
        ("code", 'CardsGameWidget("classic", ["Ana", "Rui"], game=game)'),
        ("markdown", CLASSIC),
        ("code", 'cards = CardsGameWidget("classic", ["You", ("Computer", 3)], seed=5, lexicon=lexicon, top=5)\ncards'),
    ],
}


def with_widgets(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The notebook's own cells, each anchor followed by its widget cells (old widget cells dropped)."""
    cells = []
    count = 0
    for cell in nb.cells:
        if cell.get("id", "").startswith(PREFIX):
            continue
        cells.append(cell)
        for kind, source in CELLS.get(cell.get("id", ""), []):
            count += 1
            new = nbformat.v4.new_code_cell(source) if kind == "code" else nbformat.v4.new_markdown_cell(source)
            new.id = f"{PREFIX}{count:02d}"
            cells.append(new)
    missing = set(CELLS) - {c.get("id") for c in nb.cells}
    if missing:
        raise SystemExit(f"anchor cells not found: {sorted(missing)}")
    nb.cells = cells
    return nb


def main(execute: bool = True) -> None:
    nb = with_widgets(nbformat.read(NOTEBOOK, as_version=4))
    if execute:
        NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(HERE)}}).execute()
    nbformat.write(nb, NOTEBOOK)
    print("wrote", NOTEBOOK)


if __name__ == "__main__":
    main("--no-run" not in sys.argv[1:])
