"""Scrabble Cards: the table, its checks and its explained scores, golden cases worked by hand.

Card values (docs/rules.md section 2): A1 B3 C2 Ç3 D2 E1 F4 G4 H4 I1 J5 L2 M1 N3 O1 P2 Q6 R1 S1 T1
U1 V4 X8 Z8, blank 0. The text's own examples used other values; the hand sums are in the
comments.
"""

from __future__ import annotations

import pytest

from wordplay.cards.legality import check_play, validate_play
from wordplay.cards.rules import CARD_ALPHABET, load_ruleset
from wordplay.cards.scoring import score_play, table_after
from wordplay.cards.spelling import spelling
from wordplay.cards.table import Bonus, CardPlay, parse_play, play_notation, table_rows, words_formed
from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.lexicon import lexicon_from_words

WORDS = [
    "treino",
    "treinos",
    "treinar",
    "carros",
    "trava",
    "criar",
    "atravancar",
    "desliga",
    "ar",
    "la",
    "ir",
    "açao",
    "cria",
    "rio",
]
LEX = lexicon_from_words(WORDS, CARD_ALPHABET, "tiny-pt")
CLASSIC = load_ruleset("classic")


def lay(text: str, table=None) -> dict:
    """The table after laying ``text`` on ``table`` (no clearing)."""
    table = dict(table or {})
    table.update(parse_play(text, table).cards)
    return table


def total(text: str, table=None, hand_size: int = 7) -> int:
    table = table or {}
    return score_play(CLASSIC, table, parse_play(text, table), hand_size).total


def test_decks_add_up_to_the_box():
    decks = CLASSIC.decks
    assert len(decks.letter_cards()) == 120 and decks.letter_cards().count("?") == 3
    assert sorted(decks.bonus_cards()) == ["2", "2", "2", "2", "3", "3"]
    assert len(decks.actions) == 8 and sum(len(pair) for pair in decks.actions.values()) == 16
    assert len(decks.round_deck()) == 10
    assert sum(decks.box().values()) == 144
    assert decks.value("Ç") == 3 and decks.value("Q") == 6 and decks.value("?") == 0 and decks.value("3") == 0


def test_first_play_treino_is_8_doubled():
    # T1 R1 E1 I1 N3 O1 = 8 (the text printed 6), doubled as the first play: 16
    explanation = score_play(CLASSIC, {}, parse_play("0,0 across TREINO", {}), 7)
    assert explanation.total == 16
    kinds = [s.kind for s in explanation.steps]
    assert kinds == ["cards_card"] * 6 + ["cards_word_sum", "cards_first_play"]
    assert "8 × 2 = 16" in explanation.sentences()[-1]


def test_treinar_uses_all_seven_cards_after_the_double():
    # 9 x 2 = 18, then +50 after the multiplier: 68 (as the text says)
    explanation = score_play(CLASSIC, {}, parse_play("0,0 across TREINAR", {}), 7)
    assert explanation.total == 68
    assert [s.kind for s in explanation.steps][-2:] == ["cards_first_play", "cards_all_cards"]


def test_all_cards_bonus_needs_a_full_hand():
    # at the end of the game a hand of 7 letters may be short: no bonus with 7 cards of a hand of 8? no:
    # a hand of fewer than 7 cards laid out whole gets no bonus
    assert total("0,0 across TREINAR", hand_size=7) == 68
    assert total("0,0 across TREINO", hand_size=6) == 16


def test_criar_through_trava_clears_t_a_v_a():
    # CRIAR: C2 R1 I1 A1 R1 = 6 (the text printed 7); T, A, V, A of TRAVA leave the table
    table = lay("0,0 across TRAVA")
    play = parse_play("-1,1 down C(R)IAR", table)
    explanation = score_play(CLASSIC, table, play, 7)
    assert explanation.total == 6
    leave = explanation.steps[-1]
    assert leave.kind == "cards_leave" and leave.params["cards"] == "T, A, V, A"
    assert set(leave.squares) == {"0,0", "0,2", "0,3", "0,4"}
    after, leaving = table_after(table, play)
    assert sorted(leaving) == ["A", "A", "T", "V"]
    assert "".join(after[(r, 1)] for r in range(-1, 4)) == "CRIAR" and len(after) == 5


def test_atravancar_extends_both_ends_and_keeps_every_card():
    # A1 T1 R1 A1 V4 A1 N3 C2 A1 R1 = 16 (the text printed 17)
    table = lay("0,0 across TRAVA")
    explanation = score_play(CLASSIC, table, parse_play("0,-1 across A(TRAVA)NCAR", table), 7)
    assert explanation.total == 16
    assert explanation.steps[-1].kind == "cards_all_stay"


def test_carros_hooks_treino_and_both_words_score():
    # TREINO down at column 0; CARROS across on row 6 ends with its S under the O: TREINOS 9 + CARROS 7 = 16
    table = lay("0,0 down TREINO")
    play = parse_play("6,-5 across CARROS", table)
    explanation = score_play(CLASSIC, table, play, 7)
    assert [(w.word, w.score) for w in explanation.words] == [("CARROS", 7), ("TREINOS", 9)]
    assert explanation.total == 16
    assert table_after(table, play)[1] == []  # nothing leaves


def test_ar_parallel_to_desliga_forms_three_words():
    # DESLIGA across on row 0; AR on row 1 under L and I: AR 2 + LA 3 + IR 2 = 7
    table = lay("0,0 across DESLIGA")
    play = parse_play("1,3 across AR", table)
    words = words_formed(table, play)
    assert [w.letters for w in words] == ["AR", "LA", "IR"]
    explanation = score_play(CLASSIC, table, play, 7)
    assert explanation.total == 7
    after, leaving = table_after(table, play)
    # only A, R and the L, I above them stay: D, E, S, G, A leave
    assert sorted(after.values()) == ["A", "I", "L", "R"] and sorted(leaving) == ["A", "D", "E", "G", "S"]


def test_bonus_card_doubles_the_word_of_the_named_letter():
    table = lay("0,0 across TRAVA")
    play = parse_play("-1,1 down C(R)IAR bonus 2 on 1,1", table)
    explanation = score_play(CLASSIC, table, play, 7)
    assert explanation.total == 12  # CRIAR 6 x 2
    step = next(s for s in explanation.steps if s.kind == "cards_bonus_card")
    assert (step.points, step.params["before"], step.params["after"]) == (6, 6, 12)
    # a triple on the cross word AR of the DESLIGA example: AR 2, LA 3 x 3 = 9, IR 2 = 13
    table = lay("0,0 across DESLIGA")
    play = parse_play("1,3 across AR bonus 3 on 0,3", table)
    assert score_play(CLASSIC, table, play, 7).total == 13


def test_bonus_card_counts_as_a_card_used():
    # AR down on the table; six letters TREINO laid under it and a double card: all 7 cards of the hand.
    # ARTREINO: 1 + 1 + 8 = 10, doubled 20, then +50 = 70 (a scoring case: the word is not checked here)
    table = lay("0,0 down AR")
    play = CardPlay.make({(2 + i, 0): ch for i, ch in enumerate("TREINO")}, across=False, bonus=Bonus("2", (2, 0)))
    assert len(play.hand_cards()) == 7
    explanation = score_play(CLASSIC, table, play, 7)
    assert explanation.total == 70
    assert any(s.kind == "cards_all_cards" and s.points == 50 for s in explanation.steps)
    assert score_play(CLASSIC.with_settings(bonus_card_counts_as_used=False), table, play, 7).total == 20


@pytest.mark.parametrize(
    "text, hand, rule",
    [
        ("0,0 across T", "TREINOS", "cards_first_play"),
        ("0,0 across TREINO bonus 2 on 0,0", "TREINO2", "cards_bonus_first_play"),
        ("0,0 across TREINO", "TREINAS", "cards_from_hand"),
        ("0,0 across TRENIO", "TREINOS", "cards_words_known"),
    ],
)
def test_first_play_refusals(text, hand, rule):
    report = check_play(CLASSIC, {}, parse_play(text, {}), hand, LEX)
    assert not report.ok and report.failure.rule == rule
    with pytest.raises(IllegalMoveError) as info:
        validate_play(CLASSIC, {}, parse_play(text, {}), hand, LEX)
    assert info.value.code == rule and info.value.message


def test_later_play_refusals():
    table = lay("0,0 across TRAVA")
    far = CardPlay.make({(5, 5): "A", (5, 6): "R"})
    assert check_play(CLASSIC, table, far, "AR", LEX).failure.rule == "cards_joined"
    bent = CardPlay.make({(1, 0): "A", (2, 1): "R"})
    assert check_play(CLASSIC, table, bent, "AR", LEX).failure.rule == "cards_one_line"
    gap = CardPlay.make({(1, 0): "A", (1, 2): "R"})
    report = check_play(CLASSIC, table, gap, "AR", LEX)
    assert report.failure.rule == "cards_no_gaps" and report.failure.squares == ("1,1",)
    taken = CardPlay.make({(0, 0): "A", (1, 0): "R"})
    assert check_play(CLASSIC, table, taken, "AR", LEX).failure.rule == "cards_spots_free"
    nowhere = parse_play("-1,1 down C(R)IAR bonus 2 on 0,4", table)
    assert check_play(CLASSIC, table, nowhere, "CIAR2", LEX).failure.rule == "cards_bonus_letter"
    missing = parse_play("-1,1 down C(R)IAR bonus 3 on 0,1", table)
    report = check_play(CLASSIC, table, missing, "CIAR2", LEX)
    assert report.failure.rule == "cards_from_hand" and report.failure.params["missing"] == "3"
    # a table playing by challenge does not check the dictionary
    odd = parse_play("-1,1 down Z(R)", table)
    assert not check_play(CLASSIC, table, odd, "Z", LEX).ok
    assert check_play(CLASSIC.with_settings(check_words=False), table, odd, "Z", LEX).ok


def test_dry_run_lists_every_rule():
    table = lay("0,0 across TRAVA")
    report = check_play(CLASSIC, table, parse_play("-1,1 down C(R)IAR", table), "CIAROOO", LEX)
    assert report.ok
    assert [c.rule for c in report.checks] == [
        "cards_known",
        "cards_spots_free",
        "cards_one_line",
        "cards_no_gaps",
        "cards_joined",
        "cards_from_hand",
        "cards_words_known",
    ]
    assert all(c.message and not c.message.startswith("rule.") for c in report.checks)


def test_blank_scores_zero_and_reads_as_its_letter():
    play = parse_play("0,0 across TReINO", {})
    assert play.hand_cards().count("?") == 1
    assert check_play(CLASSIC, {}, play, "TR?INOS", LEX).ok
    assert score_play(CLASSIC, {}, play, 7).total == 14  # (8 - 1) x 2


def test_notation_reads_and_writes():
    table = lay("0,0 across TRAVA")
    play = parse_play("-1,1 down CRIAR", table)  # the R on the table written plainly
    assert play_notation(table, play) == "-1,1 down C(R)IAR"
    assert parse_play("-1,1 down C.IAR", table) == play
    bonus = parse_play("-1,1 d C(R)IAR bonus 3 on 1,1 down", table)
    assert bonus.bonus == Bonus("3", (1, 1), False)
    assert parse_play(play_notation(table, bonus), table) == bonus
    assert table_rows(table) == ["TRAVA"]
    for bad, code in [("TRAVA", "cards_bad_play"), ("0,0 sideways AR", "cards_bad_play")]:
        with pytest.raises(NotationError) as info:
            parse_play(bad, table)
        assert info.value.code == code
    for bad, code in [
        ("0,0 across (X)", "cards_spot_mismatch"),
        ("1,0 across (A)R", "cards_through_empty"),
        ("0,0 across T(R)", "cards_spot_taken"),
        ("0,1 across (RAVA)", "cards_no_new_cards"),
        ("0,1 down XIO", "cards_spot_taken"),
        ("0,5 across S", "cards_word_continues"),
    ]:
        with pytest.raises(IllegalMoveError) as info:
            parse_play(bad, table)
        assert info.value.code == code, bad


def test_accented_spelling_is_shown():
    assert spelling("AÇAO") == "AÇÃO"
    assert spelling("treino") == "TREINO"
    explanation = score_play(CLASSIC, {}, parse_play("0,0 across AÇAO", {}), 7)
    # A1 Ç3 A1 O1 = 6, doubled: 12; the sentence shows the word as written
    assert explanation.total == 12
    assert any("AÇÃO" in s for s in explanation.sentences())


def test_all_cards_bonus_before_the_first_play_double_is_a_setting():
    # (9 + 50) x 2 = 118 when a table decides the 50 comes before the first-play double
    rules = CLASSIC.with_settings(all_cards_bonus_after_multipliers=False)
    explanation = score_play(rules, {}, parse_play("0,0 across TREINAR", {}), 7)
    assert explanation.total == 118
    assert [s.kind for s in explanation.steps][-2:] == ["cards_all_cards", "cards_first_play"]
