"""Word Thief: the deck and the explained scores, golden cases worked by hand from docs/rules.md section 1.

Card values (docs/rules.md section 1): English Scrabble values except R=2, W=5, K=6; a Wild 0.
Scoring a word: add the values; double when every card is of one suit (Wilds count as that
suit), which locks the word; add the length bonus (5 letters +5, 6 +10, 7 +15, 8 +20, 9 +25,
+5 a letter beyond), not doubled; a turn that uses all 7 hand cards adds +20 once.
"""

from __future__ import annotations

import pytest

from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.cards import loose_cards
from wordplay.thief.moves import PlayWord, Steal, TableWord
from wordplay.thief.rules import check_move
from wordplay.thief.scoring import explain_turn

RULES = get_ruleset("word-thief")
DECK = RULES.deck
WORDS = (
    "WORK WORKS WORKED REWORKED FRONT FROWN CAT CRAB CARB AT TA ACE ACES EXTRA QUIZ QUIZZES "
    "WAX TAXI ZAX DOG DOGS GOD GODS OX FAX JINX QUARTZ RATIO ANTIQUE STRING STRINGS TRACING "
    "CARTING CRATING TIN NIT ANT TAN ACTING RAT TAR ART STAR DEBIT DEBITS"
)
LEX = lexicon_from_words(WORDS.split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief")


def cards(text: str, prefix: str = "h"):
    return loose_cards(text, DECK, prefix)


def word(number: int, text: str, card_text: str | None = None, owner: int = 1) -> TableWord:
    """A table word of another player; ``card_text`` gives its cards (default: its letters, no suits)."""
    return TableWord(number, owner, text, tuple(cards(card_text or text, f"t{number}.")), 0)


def laid_total(hand: str, move, table=(), player: int = 0):
    """The explanation of a legal move (fails the test with the report when it is refused)."""
    report, laid = check_move(RULES, LEX, player, cards(hand), list(table), move)
    assert laid is not None, str(report)
    return explain_turn(RULES, laid.words, laid.cards, len(laid.hand_used))


def test_the_deck_is_the_table_of_rules_md():
    assert len(DECK.cards) == 108
    letters = [c for c in DECK.cards if not c.is_wild]
    assert len(letters) == 104 and sum(c.is_wild for c in DECK.cards) == 4
    for suit in ("red", "blue", "green", "yellow"):
        assert sum(c.suit == suit for c in letters) == 26
    counts = {ch: sum(c.letter == ch for c in letters) for ch in DECK.values}
    assert counts == {
        "A": 9,
        "B": 2,
        "C": 2,
        "D": 4,
        "E": 12,
        "F": 2,
        "G": 3,
        "H": 4,
        "I": 9,
        "J": 1,
        "K": 1,
        "L": 4,
        "M": 2,
        "N": 6,
        "O": 8,
        "P": 2,
        "Q": 1,
        "R": 6,
        "S": 6,
        "T": 8,
        "U": 4,
        "V": 2,
        "W": 2,
        "X": 1,
        "Y": 2,
        "Z": 1,
    }
    assert DECK.values == {
        "A": 1,
        "B": 3,
        "C": 3,
        "D": 2,
        "E": 1,
        "F": 4,
        "G": 2,
        "H": 4,
        "I": 1,
        "J": 8,
        "K": 6,
        "L": 1,
        "M": 3,
        "N": 1,
        "O": 1,
        "P": 3,
        "Q": 10,
        "R": 2,
        "S": 1,
        "T": 1,
        "U": 1,
        "V": 4,
        "W": 5,
        "X": 8,
        "Y": 4,
        "Z": 10,
    }
    assert DECK.value("?") == 0
    # a few suits from the table: the only K is green, the only Q red, the only Z blue
    assert [c.suit for c in letters if c.letter in "KQZX"] == ["green", "red", "yellow", "blue"]


def test_work_scores_14():
    # W5 O1 R2 K6 = 14, four letters: no length bonus; cards without suits are mixed
    explanation = laid_total("WORK", PlayWord("WORK"))
    assert explanation.total == 14
    assert [s.kind for s in explanation.steps] == ["thief_card"] * 4 + ["thief_word_total"]
    assert explanation.sentences()[-1] == "WORK scores 14"


def test_work_stolen_into_reworked_scores_20_plus_20():
    # R2 E1 W5 O1 R2 K6 E1 D2 = 20; eight letters: +20; 40 in all
    explanation = laid_total("R E E D", Steal(1, ("REWORKED",)), [word(1, "WORK")])
    assert explanation.total == 40
    bonus = [s for s in explanation.steps if s.kind == "thief_length_bonus"]
    assert [(s.points, s.running) for s in bonus] == [(20, 40)]
    assert "REWORKED has 8 letters: +20" in explanation.sentences()


def test_front_scores_9_plus_5():
    explanation = laid_total("F/blue R/blue O/green N T/red", PlayWord("FRONT"))
    assert explanation.total == 14
    assert [s.points for s in explanation.steps] == [4, 2, 1, 1, 1, 5, 0]


def test_front_split_into_frown_and_a_one_suit_cat():
    # FROWN: F4 R2 O1 W5 N1 = 13 + 5 = 18; CAT: C3 A1 T1 = 5, all red: doubled to 10 and locked
    front = word(1, "FRONT", "F/blue R/blue O/green N/green T/red")
    explanation = laid_total("W/red C/red A/red", Steal(1, ("FROWN", "CAT")), [front])
    assert explanation.total == 28
    assert [(w.word, w.score) for w in explanation.words] == [("FROWN", 18), ("CAT", 10)]
    double = next(s for s in explanation.steps if s.kind == "thief_one_suit")
    assert (double.points, double.params["before"], double.params["after"]) == (5, 5, 10)
    assert "CAT: every card is red, so the word is doubled and locked: 5 × 2 = 10" in explanation.sentences()
    totals = [s for s in explanation.steps if s.kind == "thief_word_total"]
    assert [s.params["locked"] for s in totals] == [False, True]


def test_a_one_suit_word_doubles_its_letters_but_not_its_length_bonus():
    # EXTRA all yellow (E, X, T, R, A are yellow in the deck): 1+8+1+2+1 = 13, x2 = 26, +5 = 31
    explanation = laid_total("E/yellow X/yellow T/yellow R/yellow A/yellow", PlayWord("EXTRA"))
    assert explanation.total == 31
    kinds = [s.kind for s in explanation.steps]
    assert kinds.index("thief_one_suit") < kinds.index("thief_length_bonus")
    assert [s.points for s in explanation.steps if s.kind in ("thief_one_suit", "thief_length_bonus")] == [13, 5]


def test_the_length_bonus_can_be_doubled_by_a_setting():
    rules = RULES.with_settings(length_bonus_doubled=True)
    hand = cards("E/yellow X/yellow T/yellow R/yellow A/yellow")
    assert explain_turn(rules, ["EXTRA"], [hand], 5).total == (13 + 5) * 2


@pytest.mark.parametrize(
    "length, bonus", [(2, 0), (4, 0), (5, 5), (6, 10), (7, 15), (8, 20), (9, 25), (10, 30), (12, 40)]
)
def test_length_bonus_table_and_five_a_letter_beyond_nine(length, bonus):
    assert RULES.length_bonus_for(length) == bonus


def test_a_wild_is_worth_nothing_and_takes_the_suit_of_the_others():
    # CAT from C/red, A/red and a Wild as T: 3 + 1 + 0 = 4, one suit: 8
    explanation = laid_total("C/red A/red ?", PlayWord("CAT"))
    assert explanation.total == 8
    assert explanation.steps[2].sentence() == "Wild as T: 0"
    assert next(s for s in explanation.steps if s.kind == "thief_one_suit").params["suit"] == "red"


def test_a_wild_in_a_mixed_word_scores_0_and_no_double():
    explanation = laid_total("C/red A/blue ?", PlayWord("CAT"))
    assert explanation.total == 4
    assert "thief_one_suit" not in [s.kind for s in explanation.steps]


def test_all_seven_hand_cards_add_20_once():
    # STRINGS: S1 T1 R2 I1 N1 G2 S1 = 9, 7 letters +15, all 7 cards of the hand +20: 44
    explanation = laid_total("S T R I N G S", PlayWord("STRINGS"))
    assert explanation.total == 44
    assert [s.kind for s in explanation.steps][-1] == "thief_all_cards"
    assert explanation.steps[-1].points == 20
    assert explanation.steps[-1].sentence() == "All 7 cards of the hand used: +20"


def test_six_of_seven_cards_earn_no_all_cards_bonus():
    explanation = laid_total("S T R I N G X", PlayWord("STRING"))
    assert explanation.total == 8 + 10
    assert "thief_all_cards" not in [s.kind for s in explanation.steps]


def test_all_seven_cards_in_a_steal_count_once_over_two_words():
    # TIN stolen; hand C A R G A N T. CARTING takes I, N of TIN and C, A, R, T, G of the hand; ANT takes
    # the T of TIN and A, N of the hand: every new word holds a card of each, all seven hand cards are used
    stolen = word(1, "TIN")
    explanation = laid_total("C A R G A N T", Steal(1, ("CARTING", "ANT")), [stolen])
    # CARTING: C3 A1 R2 T1 I1 N1 G2 = 11 + 15 = 26; ANT: 1+1+1 = 3; all 7 cards: +20 -> 49
    assert [(w.word, w.score) for w in explanation.words] == [("CARTING", 26), ("ANT", 3)]
    assert explanation.total == 49
    assert sum(s.kind == "thief_all_cards" for s in explanation.steps) == 1


def test_every_explanation_adds_up_step_by_step():
    explanation = laid_total(
        "W/red C/red A/red", Steal(1, ("FROWN", "CAT")), [word(1, "FRONT", "F/blue R/blue O/green N/green T/red")]
    )
    running = 0
    for step in explanation.steps:
        running += step.points
        assert step.running == running
    assert explanation.total == running == sum(w.score for w in explanation.words)
