"""Write the Word Thief tutorial (notebooks/word-thief.ipynb) and its Romanian twin, and run them.

    .venv/bin/python notebooks/build_word_thief.py          # both
    .venv/bin/python notebooks/build_word_thief.py ro       # only the languages named

The cell helpers and the runner are those of ``build_notebooks.py``; every sentence of prose comes
from ``text/word-thief.<language>.md``. The positions are the rule text's own examples, written card
by card with suits that reproduce its scores; each exercise's saved answer is a legal play that the
steal finder ranks good but not best, so the saved output shows the feedback a learner gets.
Everything is seeded: running this twice writes the same notebooks.
"""

from __future__ import annotations

import re
import sys

from build_notebooks import code, md, write  # also puts notebooks/ on the path
from tutorial_text import fill, language_argument, notebook_name, setup_code, texts, tutorial_languages

from wordplay.core.notation_words import say_suits
from wordplay.widgets.thief.session import ThiefPositionSession

LANGUAGES = tutorial_languages("word-thief")

# the text's examples, with suits: FRONT mixed; C and A red, so that CAT (with FRONT's red T) is one suit
WORK = "W/red O/blue R/green K/green"
FRONT = "F/blue R/green O/yellow N/yellow T/red"
REED = "R/blue E/green E/yellow D/green"
WCA = "W/red C/red A/red"
SED = "S/blue E/green D/green"


def sample_answer(table: list[str], hand: str) -> str:
    """A legal play or steal that is good but not the best (the exercise's saved answer)."""
    found = ThiefPositionSession(table, hand).found()
    return found[min(len(found) - 1, max(1, min(len(found) // 8, 5)))].notation()


def exercise(text: str, title: str, table: list[str], hand: str) -> list:
    return [
        md(fill(text, title=title)),
        code(f"answer = {sample_answer(table, hand)!r}\nsteal_exercise({table!r}, {hand!r}, answer)"),
    ]


def word_thief_notebook(language: str = "en") -> list:
    T, lang = texts("word-thief", language), language_argument(language)

    def task(key: str, table: list[str], hand: str) -> list:
        return exercise(T["exercise"], T[f"{key}.exercise"], table, hand)

    # the players: at one screen (first, second), against the computer (you), two computers (north, south)
    itself = T["code.plays-itself"]
    first, second, you, computer, north, south = (
        T[f"name.{k}"] for k in ("first", "second", "you", "computer", "north", "south")
    )
    return [
        md(T["intro"]),
        code(
            setup_code(language)
            + """
from wordplay.thief.game import ThiefGame
from wordplay.core.registry import get_ruleset
from wordplay.widgets.thief.exercises import common_words, steal_exercise, worked_steal
from wordplay.widgets.thief.widgets import ThiefExplainer, ThiefGameWidget

rules = get_ruleset("word-thief")
deck = rules.deck
print(len(deck.cards), "@cards@", ", ".join(deck.suits))
for letter, value in deck.values.items():
    cards = [c for c in deck.cards if c.letter == letter]
    suits = ", ".join(f"{s} {sum(c.suit == s for c in cards)}" for s in deck.suits if any(c.suit == s for c in cards))
    print(f"@letter@")
print("@wild@", sum(c.is_wild for c in deck.cards), "@wild-cards@")
""".replace("@cards@", T["code.cards"])
            .replace("@letter@", T["code.letter"])
            .replace("@wild@", T["code.wild"])
            .replace("@wild-cards@", T["code.wild-cards"])
        ),
        md(T["play"]),
        code(f"worked_steal([], {FRONT!r}, 'FRONT')"),
        md(T["play.try"]),
        code(f"ThiefExplainer([], {FRONT + ' E/red S/green'!r}, 'FRONT'{lang})"),
        *task("play", [], FRONT + " E/red S/green"),
        md(T["steal"]),
        code(f"worked_steal([{WORK!r}], {REED!r}, 'WORK -> REWORKED')"),
        md(T["steal.try"]),
        code(f"ThiefExplainer([{WORK!r}], {REED!r}, 'WORK -> REWORKED'{lang})"),
        *task("steal", [WORK, FRONT], REED),
        md(T["plural"]),
        code(f"worked_steal([{WORK!r}], {SED!r}, 'WORK -> WORKS')"),
        code(f"worked_steal([{WORK!r}], {SED!r}, 'WORK -> WORKED')"),
        md(T["plural.try"]),
        code(f"ThiefExplainer([{WORK!r}], {SED!r}, 'WORK -> WORKS'{lang})"),
        *task("plural", [WORK], SED),
        md(T["split"]),
        code(f"worked_steal([{FRONT!r}], {WCA!r}, 'FRONT -> FROWN CAT')"),
        md(T["split.try"]),
        code(f"ThiefExplainer([{FRONT!r}], {WCA!r}, 'FRONT -> FROWN CAT'{lang})"),
        *task("split", [FRONT], WCA),
        md(T["suit"]),
        code("worked_steal(['C/red A/red T/red'], 'S/red E/red', 'CAT -> CASTE')"),
        *task("suit", [FRONT], "C/red A/red T/red E/blue S/blue"),
        md(T["wild"]),
        code("worked_steal([], 'C/red A/red ?', 'CAT')"),
        md(T["wild.steal"]),
        code("worked_steal(['C/blue A/red t'], 'S/red E/red D/green', 'CAt -> CASED')"),
        code(f"ThiefExplainer(['C/blue A/red t'], 'S/red E/red D/green', 'CAt -> CASED'{lang})"),
        *task("wild", ["C/blue A/red t", WORK], "S/red E/red ? D/green"),
        md(T["best"]),
        code(f"ThiefExplainer([{WORK!r}, {FRONT!r}], 'R/blue E/green D/green W/red C/red'{lang})"),
        md(T["giveup"]),
        code(f"""
from wordplay.thief.cards import cards_label

game = ThiefGame("word-thief", ["{first}", "{second}"], seed=2)
print(game.names[game.to_move], "{T["code.holds"]}", cards_label(game.hand).said("{language}"))
three = [c.id for c in game.hand[:3]]
print(game.give_up(three))
print("{T["code.scores"]}", game.scores)
"""),
        md(T["giveup.widget"]),
        code(f'ThiefGameWidget("word-thief", ["{first}", "{second}"], seed=2{lang})'),
        md(T["end"]),
        code(f"""
end = ThiefGameWidget("word-thief", [("{north}", 1), ("{south}", 1)], seed=4, lexicon=common_words(){lang})  # {itself}
print(end.game.outcome.sentence(end.game.names))
for player, explanation in end.game.sheet:
    if explanation.steps[0].kind == "thief_hand_penalty":
        print(explanation)
"""),
        md(T["end.widget"]),
        code("end"),
        md(T["game"]),
        code(
            f'game = ThiefGameWidget("word-thief", ["{you}", ("{computer}", 1)], seed=6{lang})\ngame'
        ),  # seed 6: you play first
        md(T["save"]),
        md(T["review"]),
        code("game.review()"),
    ]


def in_language(cells: list, language: str) -> list:
    """The code cells' cards with the suits in ``language`` (``W/roșu``): a learner types them so."""
    for cell in cells:
        if cell.cell_type == "code" and language != "en":
            cell.source = re.sub(
                r"(?<=[A-Za-z?]/)(red|blue|green|yellow)\b", lambda m: say_suits("/" + m[1], language)[1:], cell.source
            )
    return cells


def main(languages: list[str]) -> None:
    for language in languages or LANGUAGES:
        write(notebook_name("word-thief", language), in_language(word_thief_notebook(language), language))


if __name__ == "__main__":
    main(sys.argv[1:])
