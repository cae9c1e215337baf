"""Write the Word Thief tutorial (notebooks/word-thief.ipynb) and run it, keeping its outputs.

    .venv/bin/python notebooks/build_word_thief.py

The cell helpers and the runner are those of ``build_notebooks.py``. The positions are the rule
text's own examples, written card by card with suits that reproduce its scores; each exercise's
saved answer is a legal play that the steal finder ranks good but not best, so the saved output
shows the feedback a learner gets. Everything is seeded: running this twice writes the same notebook.
"""

from __future__ import annotations

from build_notebooks import code, md, write

from wordplay.widgets.thief.session import ThiefPositionSession

NAME = "word-thief.ipynb"

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


def exercise(title: str, table: list[str], hand: str) -> list:
    return [
        md(f"**Exercise.** {title} Write your play or steal in `answer` (`CAT`; `WORK -> REWORKED`; "
           "`FRONT -> FROWN CAT` for a split) and run the cell: the steal finder checks it against every "
           "play and steal there is. `reveal=True` shows its best ones."),
        code(f"answer = {sample_answer(table, hand)!r}\nsteal_exercise({table!r}, {hand!r}, answer)"),
    ]


def word_thief_notebook() -> list:
    return [
        md("""
# Word Thief: a tutorial

Word Thief is a card game of words. The deck has 104 letter cards in four suits (red, blue, green,
yellow) and 4 Wild cards. Each player holds 7 cards. On your turn you either **play** a word from
your hand, or **steal** a word of another player by adding cards from your hand to it, or, if you
cannot, you **give up the turn**. Every score is explained step by step, and every refused move
says which rule it breaks.

This notebook teaches the rules with the rule text's own examples, worked out in full. For each idea
there is a worked example (it reads without running anything), a live widget where you draft
plays and steals and see every rule checked, and an exercise that the steal finder checks. At the end
you play a whole game against the computer. Run the cells in order (*Run → Run All Cells*).

Writing cards: a letter, its suit after a slash (`W/red`), `?` for a Wild; in a word on the table a
lower-case letter is a Wild standing for that letter (`CAt`).
"""),
        code("""
from wordplay.thief.game import ThiefGame
from wordplay.core.registry import get_ruleset
from wordplay.widgets.thief.exercises import common_words, steal_exercise, worked_steal
from wordplay.widgets.thief.widgets import ThiefExplainer, ThiefGameWidget

rules = get_ruleset("word-thief")
deck = rules.deck
print(len(deck.cards), "cards; suits:", ", ".join(deck.suits))
for letter, value in deck.values.items():
    cards = [c for c in deck.cards if c.letter == letter]
    suits = ", ".join(f"{s} {sum(c.suit == s for c in cards)}" for s in deck.suits if any(c.suit == s for c in cards))
    print(f"{letter} = {value:2} points, {len(cards):2} cards ({suits})")
print("Wild = 0 points,", sum(c.is_wild for c in deck.cards), "cards")
"""),
        md("""
## 1. Playing a word

Lay one word of two letters or more from your hand, in front of you. A word scores

1. the values of its letters (a Wild counts 0);
2. **doubled** if every card is of one suit (see section 5);
3. plus a **length bonus**: 5 letters +5, 6 letters +10, 7 +15, 8 +20, 9 +25, and 5 more for every
   letter beyond (the bonus is never doubled);
4. and a turn that uses all 7 cards of the hand adds +20.

The rule text's example: FRONT, in mixed suits, scores its letters F 4 + R 2 + O 1 + N 1 + T 1 = 9,
and 5 for its five letters: **9 + 5 = 14**.
"""),
        code(f"worked_steal([], {FRONT!r}, 'FRONT')"),
        md("""
**Try it.** The same hand, live. Click cards of your hand in order to spell a word (or type it in
the box): the panel checks every rule and explains the score. *step ▶* walks through the scoring one
step at a time and lights the cards each step counts.
"""),
        code(f"ThiefExplainer([], {FRONT + ' E/red S/green'!r}, 'FRONT')"),
        *exercise("The best word from this hand, nothing on the table yet.", [], FRONT + " E/red S/green"),
        md("""
## 2. Stealing a word by lengthening it

Instead of playing, you may take **one word of another player** and make a longer word from **all**
of its cards and at least one card of your hand, in any order. The new word is yours; its old owner
keeps the points they scored for it.

The rule text's example: WORK + R, E, E, D → **REWORKED**. Its letters add up to 20 (R 2 + E 1 + W 5
+ O 1 + R 2 + K 6 + E 1 + D 2) and it has 8 letters: **20 + 20 = 40**.
"""),
        code(f"worked_steal([{WORK!r}], {REED!r}, 'WORK -> REWORKED')"),
        md("""
**Try it.** Click WORK on the table to steal it, then type the new word (or pick the hand cards you
mean to use first: then only those may be used). Try REWORKED, WORKED, or a word of your own.
"""),
        code(f"ThiefExplainer([{WORK!r}], {REED!r}, 'WORK -> REWORKED')"),
        *exercise("Steal WORK or FRONT (or play a word) with this hand.", [WORK, FRONT], REED),
        md("""
## 3. Only a plural is not a steal

A steal that only makes the stolen word plural is refused: the stolen word plus S, plus ES, or
with a final Y turned into IES. So **WORK → WORKS is refused**, while **WORK → WORKED is allowed**.
Every rule is checked and listed; the one that fails says why in a sentence.
"""),
        code(f"worked_steal([{WORK!r}], {SED!r}, 'WORK -> WORKS')"),
        code(f"worked_steal([{WORK!r}], {SED!r}, 'WORK -> WORKED')"),
        md("**Try it.** Type WORKS, then WORKED, and watch the last rule change."),
        code(f"ThiefExplainer([{WORK!r}], {SED!r}, 'WORK -> WORKS')"),
        *exercise("The best steal of WORK here is not a plural.", [WORK], SED),
        md("""
## 4. Stealing a word by splitting it

A stolen word may also be split into **two or more** new words that together use every card of the
stolen word and cards of your hand, **each** new word holding at least one card of your hand (and,
in this project's reading of the text, at least one card of the stolen word).

The rule text's example: FRONT + W, C, A → **FROWN + CAT**. FROWN scores F 4 + R 2 + O 1 + W 5 + N 1
= 13, and 5 for its length: **13 + 5 = 18**. CAT is all red (its C and A from the hand, its T from
FRONT), so it is doubled: (3 + 1 + 1) × 2 = **10**. The thief scores **28** in one turn.
"""),
        code(f"worked_steal([{FRONT!r}], {WCA!r}, 'FRONT -> FROWN CAT')"),
        md("**Try it.** Type `FROWN CAT` (two words: a split), or look for something better."),
        code(f"ThiefExplainer([{FRONT!r}], {WCA!r}, 'FRONT -> FROWN CAT')"),
        *exercise("FROWN + CAT is good. Is it the best?", [FRONT], WCA),
        md("""
## 5. One suit doubles a word, and locks it

A word whose cards are **all of one suit** (Wilds count as that suit) scores double, like CAT
above. But it is then **locked**: after scoring, its cards go face up to the used pile, and
nobody can ever steal it. A mixed word stays in front of its owner, and anyone may steal it.

So a one-suit word is safe points, while a long mixed word is a target. A locked word cannot be
stolen; if a teacher's setting (`locked_words_to_used_pile=False`) leaves locked words on the
table, a steal of one is refused:
"""),
        code("worked_steal(['C/red A/red T/red'], 'S/red E/red', 'CAT -> CASTE')"),
        *exercise(
            "Play a one-suit word, or steal FRONT: which scores more?", [FRONT], "C/red A/red T/red E/blue S/blue"
        ),
        md("""
## 6. Wild cards

A Wild stands for any letter of any suit and is worth 0. In a one-suit word it takes that suit:
C, A and a Wild make CAT all red, doubled.
"""),
        code("worked_steal([], 'C/red A/red ?', 'CAT')"),
        md("""
When a word holding a Wild is stolen, the Wild may stand for **a different letter** in the new
word. Below, CAt's Wild stands for T; stolen into CASED, it becomes an E (the engine lays the
cards that score most: the D of the hand is worth 2, the Wild 0).
"""),
        code("worked_steal(['C/blue A/red t'], 'S/red E/red D/green', 'CAt -> CASED')"),
        code("ThiefExplainer(['C/blue A/red t'], 'S/red E/red D/green', 'CAt -> CASED')"),
        *exercise(
            "A Wild in the hand: find the best play or steal.", ["C/blue A/red t", WORK], "S/red E/red ? D/green"
        ),
        md("""
## 7. The best steals for a hand

*Show the best plays and steals* lists the forty best legal plays and steals for the hand, best
first, each with its words and their scores; click one to draft it and see it explained. Long hands
and long words give hundreds of steals (splits into two and three words among them), so only the
best are searched for and shown.
"""),
        code(f"ThiefExplainer([{WORK!r}, {FRONT!r}], 'R/blue E/green D/green W/red C/red')"),
        md("""
## 8. Cannot play: the penalty turn

If you cannot (or will not) play or steal while the draw pile still has cards, you lose **10
points**, discard **3 cards of your choice** to the used pile and draw 3. The engine says whether a
play or steal was in fact possible, and names the best one: a small lesson for next time. Once the
draw pile is empty, you simply **pass**.
"""),
        code("""
game = ThiefGame("word-thief", ["You", "Ben"], seed=2)
print(game.names[game.to_move], "holds", " ".join(c.label() for c in game.hand))
three = [c.id for c in game.hand[:3]]
print(game.give_up(three))
print("scores:", game.scores)
"""),
        md("""
In the widget: press *Cannot play…*, click the 3 cards to discard, then confirm. Players at one
screen take turns; the hand shown is always the hand of the player to move.
"""),
        code('ThiefGameWidget(["You", "Ben"], seed=2)'),
        md("""
## 9. The end of the game

The game ends when the draw pile is empty and either a player has no cards left, or no player
can make a word (everyone passes in turn). Each player then loses the value of the cards left in
hand, and the highest score wins.

Here two beginners (computer level 1) play a whole game. They know only a few hundred common words,
so we give the game that small dictionary and it runs in a moment:
"""),
        code("""
end = ThiefGameWidget([("North", 1), ("South", 1)], seed=4, lexicon=common_words())  # plays itself to the end
print(end.game.outcome.sentence(end.game.names))
for player, explanation in end.game.sheet:
    if explanation.steps[0].kind == "rack_penalty":
        print(explanation)
"""),
        md("""
The game in the widget: the words left on the table, each player's locked words, the score
sheet (click any row to see its scoring again), the chart of the scores and the end summary.
"""),
        code("end"),
        md("""
## 10. A whole game against the computer

You play first or second, as the dealer draw decides. Click a word to steal it, click your
cards, type the new word(s) and press *Play it*; the computer answers at once. *Undo* takes
back your move and the computer's reply. The computer here is level 1, a beginner who plays
short common words; level 2 plays the highest score it can find, level 3 also weighs the cards
it keeps and what it leaves on the table for you to steal. Good luck!
"""),
        code('game = ThiefGameWidget(["You", ("Computer", 1)], seed=6)\ngame'),  # seed 6: you play first
        md(
            "`game.game` is the engine's game: save it with `game.game.to_json()` and load it with "
            "`ThiefGame.from_json(...)`."
        ),
    ]


def main() -> None:
    write(NAME, word_thief_notebook())


if __name__ == "__main__":
    main()
