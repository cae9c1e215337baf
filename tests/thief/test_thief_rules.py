"""Word Thief: which plays and steals the rules allow, and the sentence each refusal gives.

Each case is checked with :func:`wordplay.thief.rules.check_move` on cards written by hand (no
game needed): the report lists every rule tried, and a refusal names the one broken.
"""

from __future__ import annotations

import pytest

from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.cards import loose_cards
from wordplay.thief.moves import PlayWord, Steal, TableWord, move_notation, parse_move
from wordplay.thief.rules import check_move
from wordplay.thief.scoring import explain_turn

RULES = get_ruleset("word-thief")
DECK = RULES.deck
WORDS = (
    "WORK WORKS WORKED REWORKED FRONT FROWN CAT CATS CRAB SPY SPIES SPYS BOX BOXES BOXED ART RAT TAR "
    "STAR ARTS AT TA ON NO ONE TONE STONE NOTE NOTES ONSET SET TEN NET TO OF FRO FOR TEA ATE EAT SEA "
    "OX OXEN OXES CHILD CHILDREN CHILDE LARVA LARVAE MAN MEN"
)
LEX = lexicon_from_words(WORDS.split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief")


def cards(text: str, prefix: str = "h"):
    return loose_cards(text, DECK, prefix)


def word(number: int, text: str, card_text: str | None = None, owner: int = 1, locked: bool = False) -> TableWord:
    return TableWord(number, owner, text, tuple(cards(card_text or text, f"t{number}.")), 0, locked)


def check(hand: str, move, table=(), rules=RULES, player: int = 0):
    return check_move(rules, LEX, player, cards(hand), list(table), move)


def refusal(hand: str, move, table=(), rules=RULES, player: int = 0):
    """The failed rule of a refused move: (its id, its sentence)."""
    report, laid = check(hand, move, table, rules, player)
    assert laid is None and not report.ok, str(report)
    failed = report.failure
    error = report.error()
    assert (error.code, error.message) == (failed.rule, failed.message)
    return failed.rule, failed.message


# ----- refusals, and the plural rule ------------------------------------------------------------

REFUSALS = [
    # (hand, move, table words, ruleset, the rule broken, its sentence)
    ("S E D", Steal(1, ("WORKS",)), ["WORK"], RULES, "thief_not_plural", "WORKS only adds a plural to WORK."),
    ("E S", Steal(1, ("BOXES",)), ["BOX"], RULES, "thief_not_plural", "BOXES only adds a plural to BOX."),
    (
        "E D",
        Steal(1, ("WORKED",)),
        ["WORK:own"],
        RULES,
        "thief_not_own",
        "WORK is your own word: only the other players can steal it.",
    ),
    (
        "S",
        Steal(1, ("CATS",)),
        ["CAT:locked"],
        RULES.with_settings(plural_endings=()),
        "thief_not_locked",
        "CAT is locked (all of one suit) and cannot be stolen.",
    ),
    (
        "E",
        Steal(1, ("TAR",)),
        ["RAT"],
        RULES,
        "thief_uses_hand_card",
        "A steal must add at least one card from the hand to RAT.",
    ),
    (
        "E",
        Steal(1, ("TEA",)),
        ["STAR"],
        RULES,
        "thief_all_stolen_used",
        "A steal must use every card of STAR; RS is left over.",
    ),
    (
        "R E E",
        Steal(1, ("REWORKED",)),
        ["WORK"],
        RULES,
        "thief_hand_letters",
        "The hand R E E cannot make REWORKED: it lacks D.",
    ),
    ("X Y Z", PlayWord("XYZ"), [], RULES, "thief_words_known", "Not in the dictionary: XYZ."),
    ("A", PlayWord("A"), [], RULES, "thief_word_length", "A word needs at least 2 letters and only letters: A."),
    ("S", Steal(9, ("CATS",)), ["CAT"], RULES, "thief_target_exists", "There is no word #9 on the table."),
    # TONE + O -> TO + ONE: the letters are there, but both new words need a hand card and the hand has one
    (
        "O",
        Steal(1, ("TO", "ONE")),
        ["TONE"],
        RULES,
        "thief_split_cards",
        "TONE cannot be split into TO + ONE so that each new word holds a card of TONE and a card from the hand.",
    ),
]


@pytest.mark.parametrize("hand, move, texts, rules, code, sentence", REFUSALS)
def test_refusals_name_the_rule_broken(hand, move, texts, rules, code, sentence):
    table = []
    for number, spec in enumerate(texts, start=1):
        text, _, how = spec.partition(":")
        if how == "locked":
            table.append(word(number, text, " ".join(f"{ch}/red" for ch in text), locked=True))
        else:
            table.append(word(number, text, owner=0 if how == "own" else 1))
    assert refusal(hand, move, table, rules) == (code, sentence)


def test_worked_is_allowed():
    report, laid = check("S E D", Steal(1, ("WORKED",)), [word(1, "WORK")])
    assert report.ok and laid is not None
    assert (
        next(c for c in report.checks if c.rule == "thief_not_plural").message
        == "WORKED is more than a plural of WORK."
    )


def test_y_to_ies_is_only_a_plural():
    # SPIES drops the Y, so the Y of SPY must be a Wild (stealing keeps every card): SP? as SPY
    spy = word(1, "SPY", "S P ?")
    code, sentence = refusal("I E S", Steal(1, ("SPIES",)), [spy])
    assert (code, sentence) == ("thief_not_plural", "SPIES only adds a plural to SPY.")
    # with a real Y the Y would be left over: refused for that first
    assert refusal("I E S", Steal(1, ("SPIES",)), [word(1, "SPY")])[0] == "thief_all_stolen_used"
    # SPYS is + S: a plural too
    assert refusal("S", Steal(1, ("SPYS",)), [word(1, "SPY")])[0] == "thief_not_plural"


@pytest.mark.parametrize(
    "hand, old, new",
    [("E N", "OX", "OXEN"), ("R E N", "CHILD", "CHILDREN"), ("E", "LARVA", "LARVAE")],
)
def test_an_irregular_plural_is_only_a_plural_too(hand, old, new):
    # docs/rules.md section 1: the stolen word's irregular plural holding all its letters is refused
    assert refusal(hand, Steal(1, (new,)), [word(1, old)]) == (
        "thief_not_plural",
        f"{new} only adds a plural to {old}.",
    )


def test_a_lengthening_near_an_irregular_plural_is_allowed():
    # CHILDE is not CHILD's plural; OXES is OX + ES (a regular plural ending, refused for that)
    assert check("E", Steal(1, ("CHILDE",)), [word(1, "CHILD")])[1] is not None
    assert refusal("E S", Steal(1, ("OXES",)), [word(1, "OX")])[0] == "thief_not_plural"


def test_irregular_plurals_can_be_allowed_by_a_setting():
    rules = RULES.with_settings(irregular_plurals="")
    assert check("E N", Steal(1, ("OXEN",)), [word(1, "OX")], rules)[1] is not None


def test_plurals_can_be_allowed_by_a_setting():
    rules = RULES.with_settings(plural_endings=())
    assert check("S", Steal(1, ("WORKS",)), [word(1, "WORK")], rules)[1] is not None


def test_the_plural_rule_is_for_lengthenings_only():
    # CAT -> CATS would be a plural, but a split of FRONT that happens to hold a plural is not
    report, laid = check("W C A", Steal(1, ("FROWN", "CAT")), [word(1, "FRONT")])
    assert laid is not None
    assert "thief_not_plural" not in [c.rule for c in report.checks]


# ----- splits ----------------------------------------------------------------------------------


def test_each_new_word_of_a_split_holds_a_hand_card():
    # TONE (cards t1.1 T, t1.2 O, t1.3 N, t1.4 E) + A, T -> NO + ATE: NO is made of TONE's N and O only
    move = Steal(1, ("NO", "ATE"), (("t1.3", "t1.2"), ("h1", "t1.1", "t1.4")))
    code, sentence = refusal("A T", move, [word(1, "TONE")])
    assert code == "thief_split_hand_card"
    assert sentence == "Each new word of a split must hold a card from the hand: NO has none."


NOTES_EAT = Steal(1, ("NOTES", "EAT"), (("t1.3", "t1.2", "t1.1", "t1.4", "h1"), ("h2", "h3", "h4")))


def test_each_new_word_of_a_split_holds_a_stolen_card():
    # TONE + S, E, A, T -> NOTES + EAT with EAT made of hand cards only: a play hidden in a steal
    code, sentence = refusal("S E A T", NOTES_EAT, [word(1, "TONE")])
    assert code == "thief_split_stolen_card"
    assert sentence == "Each new word of a split must hold a card of TONE: EAT has none."


def test_a_split_can_do_without_a_stolen_card_in_each_word_by_a_setting():
    rules = RULES.with_settings(split_words_need_stolen_card=False)
    assert check("S E A T", NOTES_EAT, [word(1, "TONE")], rules)[1] is not None


def test_without_named_cards_the_engine_finds_cards_that_keep_the_split_rules():
    # NOTE + EAT from TONE + E, A, T: the engine can give NOTE the hand's E or T and EAT a card of TONE
    report, laid = check("E A T", Steal(1, ("NOTE", "EAT")), [word(1, "TONE")])
    assert laid is not None, str(report)
    for cs in laid.cards:
        assert any(c.id.startswith("h") for c in cs) and any(c.id.startswith("t1.") for c in cs)


# ----- Wilds -----------------------------------------------------------------------------------


def test_a_wild_stands_for_any_letter():
    _, laid = check("C A ?", PlayWord("CAT"))
    assert laid is not None
    assert [c.is_wild for c in laid.cards[0]] == [False, False, True]


def test_a_stolen_wild_is_designated_again():
    # CAT on the table with a Wild as T; CRAB from it: the Wild now stands for R (or B), the hand gives the other
    cat = word(1, "CAT", "C/red A/red ?")
    report, laid = check("B/blue", Steal(1, ("CRAB",)), [cat])
    assert laid is not None, str(report)
    explanation = explain_turn(RULES, laid.words, laid.cards, len(laid.hand_used))
    assert [s.sentence() for s in explanation.steps if s.kind == "thief_wild"] == ["Wild as R: 0"]
    # C3 A1 B3 = 7, mixed (red and blue): 7
    assert explanation.total == 7


def test_the_engine_gives_the_wild_the_letter_that_scores_most():
    # CRAB from C/red A/red ? (as T) + R/red B/blue: the Wild may be R (then B/blue makes it mixed) or B (then
    # the R/red keeps every card red: doubled). One suit wins: C3 R2 A1 B0 = 6, x2 = 12.
    cat = word(1, "CAT", "C/red A/red ?")
    _, laid = check("R/red B/blue", Steal(1, ("CRAB",)), [cat])
    assert laid is not None
    explanation = explain_turn(RULES, laid.words, laid.cards, len(laid.hand_used))
    assert explanation.total == 12
    assert [s.sentence() for s in explanation.steps if s.kind == "thief_wild"] == ["Wild as B: 0"]


# ----- the report and the notation -----------------------------------------------------------


def test_a_dry_run_lists_every_rule_tried():
    report, _ = check("R E E D", Steal(1, ("REWORKED",)), [word(1, "WORK")])
    assert [c.rule for c in report.checks] == [
        "thief_target_exists",
        "thief_not_own",
        "thief_not_locked",
        "thief_word_length",
        "thief_all_stolen_used",
        "thief_hand_letters",
        "thief_uses_hand_card",
        "thief_words_known",
        "thief_not_plural",
    ]
    assert all(c.passed for c in report.checks)
    assert str(report).splitlines()[0] == "PASS thief_target_exists: The word to steal is on the table."


def test_the_notation_reads_and_writes_steals():
    table = [word(1, "FRONT"), word(2, "WORK", owner=0)]
    assert parse_move("front -> frown cat", table, 0) == Steal(1, ("FROWN", "CAT"))
    assert parse_move("#2 -> WORKED", table, 0) == Steal(2, ("WORKED",))
    assert parse_move("CAT", table, 0) == PlayWord("CAT")
    assert move_notation(Steal(1, ("FROWN", "CAT")), table) == "FRONT -> FROWN + CAT"


@pytest.mark.parametrize("text", ["C4T", "FRONT ->", "-> CAT", "FRONT -> FR0WN"])
def test_unreadable_moves_are_refused(text):
    from wordplay.core.errors import NotationError

    with pytest.raises(NotationError) as info:
        parse_move(text, [word(1, "FRONT")], 0)
    assert info.value.code == "thief_bad_move"
