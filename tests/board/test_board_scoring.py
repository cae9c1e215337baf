"""Golden scoring cases, each worked out by hand from docs/rules.md sections 3 and 4.

Wordsmith values: A1 B2 C2 D1 E1 F2 G2 H2 I1 J5 K3 L1 M2 N1 O1 P2 Q5 R1 S1 T1 U1 V2 W2 X4 Y2 Z5.
Literaki values: Ż5 Ó5 Ł3 W1 (and the rest of its table). Premium squares from the layout:
row 8 is 3W .. .. 2L .. .. .. *2 .. .. .. 2L .. .. 3W; rows 7 and 9 have 2L at C, G, I, M.
"""

from __future__ import annotations

from tests.support.board_helpers import EMPTY_BOARD, board, rows
from wordplay.board.notation import parse_play, resolve_play
from wordplay.board.scoring import score_play


def score(variant_ruleset, cgp: str, text: str):
    b = board(cgp, variant_ruleset.id)
    play = resolve_play(parse_play(text), b, variant_ruleset.tiles)
    return score_play(variant_ruleset, b, play)


def test_first_play_on_the_double_word_centre(wordsmith):
    # Z(G8) 5 + A(H8) 1 + X(I8) 4 = 10; H8 is the centre, a double word: 20.
    e = score(wordsmith, EMPTY_BOARD, "8G ZAX")
    assert e.total == 20
    assert [(w.word, w.score) for w in e.words] == [("ZAX", 20)]


def test_letter_premium_applies_before_the_word_premium(wordsmith):
    # Q on D8 (2L): 5 x 2 = 10; U, I, E, T: 1 each -> 14; T on H8 doubles: 28.
    # (Word premium first would give 9 x 2 + 5 = 23.)
    e = score(wordsmith, EMPTY_BOARD, "8D QUIET")
    assert e.total == 28
    kinds = [s.kind for s in e.steps]
    assert kinds.index("letter_premium") < kinds.index("word_sum") < kinds.index("word_premium")
    premium = next(s for s in e.steps if s.kind == "letter_premium")
    assert premium.squares == ("D8",) and premium.points == 10


def test_blank_scores_nothing_even_on_a_letter_premium(wordsmith):
    # blank q on D8 (2L): 0 x 2 = 0; U I E T = 4; doubled on H8: 8.
    assert score(wordsmith, EMPTY_BOARD, "8D qUIET").total == 8


def test_all_tiles_bonus_is_added_after_the_premiums(wordsmith):
    # RETAINS from B8: R1 E1 T(D8 2L)2 A1 I1 N1 S(H8 2W)1 = 8, x2 = 16, +25 for all 7 tiles = 41.
    e = score(wordsmith, EMPTY_BOARD, "8B RETAINS")
    assert e.total == 41
    assert e.steps[-1].kind == "all_tiles_bonus" and e.steps[-1].points == 25
    assert e.steps[-2].running == 16


def test_two_word_premiums_multiply(wordsmith):
    # DRAWN lies on row 8 from D8; BARRIER down column E from E5 to E11 through its R (E8).
    # New: B(E5 2W) A(E6) R(E7) I(E9) E(E10) R(E11 2W); letters 2+1+1+1+1+1+1 = 8; x2 x2 = 32.
    e = score(wordsmith, rows(r8="3DRAWN7"), "E5 BAR(R)IER")
    assert e.total == 32
    premiums = [s for s in e.steps if s.kind == "word_premium"]
    assert [(s.squares, s.params["before"], s.params["after"]) for s in premiums] == [
        (("E5",), 8, 16),
        (("E11",), 16, 32),
    ]


def test_premium_under_an_old_tile_counts_for_nothing(wordsmith):
    # A lies on H8 (the 2W centre) from an earlier move. BAD down from H7: B2 + A1 + D1 = 4, no multiplier.
    e = score(wordsmith, rows(r8="7A7"), "H7 B(A)D")
    assert e.total == 4
    assert not any(s.kind in ("word_premium", "letter_premium") for s in e.steps)


def test_parallel_play_scores_the_main_word_then_each_cross_word(wordsmith):
    # HE on H8-I8. AT on row 9: A(H9) 1 + T(I9 2L) 2 = 3.
    # Cross words: HA = H 2 (old, its 2W spent) + A 1 = 3; ET = E 1 + T(I9 2L, new) 2 = 3. Total 9.
    e = score(wordsmith, rows(r8="7HE6"), "9H AT")
    assert [(w.word, w.score, w.main) for w in e.words] == [("AT", 3, True), ("HA", 3, False), ("ET", 3, False)]
    assert e.total == 9


def test_a_word_premium_doubles_every_word_through_the_new_tile(wordsmith):
    # A on D5, H on E4. E on E5 (2W) makes AE across and HE down, both doubled:
    # AE = (1 + 1) x 2 = 4; HE = (2 + 1) x 2 = 6; total 10.
    cgp = rows(r4="4H10", r5="3A11")
    e = score(wordsmith, cgp, "5D (A)E")
    assert [(w.word, w.score) for w in e.words] == [("AE", 4), ("HE", 6)]
    assert e.total == 10


def test_one_tile_play_written_down_makes_the_down_word_main(wordsmith):
    cgp = rows(r4="4H10", r5="3A11")
    e = score(wordsmith, cgp, "E4 (H)E")
    assert [w.word for w in e.words] == ["HE", "AE"]
    assert e.total == 10


def test_literaki_centre_has_no_premium(literaki):
    # ŻÓŁW from H8: Ż5 + Ó5 + Ł3 + W1 = 14; the red start square multiplies nothing.
    e = score(literaki, EMPTY_BOARD, "8H ŻÓŁW")
    assert e.total == 14
    assert not any(s.kind == "word_premium" for s in e.steps)


def test_literaki_all_tiles_bonus_is_forty(literaki):
    # Seven tiles A..G from B8 through the centre: A1 B3 C(D8 2L)2x2=4 D2 E1 F5 G3 = 19; +40 = 59.
    e = score(literaki, EMPTY_BOARD, "8B ABCDEFG")
    assert e.total == 59
    assert e.steps[-1].params["bonus"] == 40


def test_total_is_the_sum_of_the_steps_and_words(wordsmith):
    e = score(wordsmith, rows(r8="7HE6"), "9H AT")
    assert e.total == sum(s.points for s in e.steps) == sum(w.score for w in e.words)
    assert e.steps[-1].running == e.total
    assert e.to_dict()["total"] == 9
