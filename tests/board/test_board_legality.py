"""Refusals: each rule, its reason code, the squares it names, and a state left unchanged."""

from __future__ import annotations

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll, board, rows
from wordplay.board.game import BoardGame
from wordplay.board.legality import check_play, validate_play
from wordplay.board.notation import parse_play, resolve_play
from wordplay.core.errors import IllegalMoveError, NotationError, WordplayError
from wordplay.crossword.moves import Play

WORDS = {"ZAX", "QUIET", "HE", "AT", "HA", "ET", "AX", "XI", "AE", "BAD"}


def refusal(ruleset, cgp, text, rack=None, lexicon=WORDS):
    b = board(cgp, ruleset.id)
    with pytest.raises(WordplayError) as info:
        play = resolve_play(parse_play(text), b, ruleset.tiles)
        validate_play(ruleset, b, play, rack, lexicon)
    return info.value


def test_first_play_must_cover_the_start(wordsmith):
    err = refusal(wordsmith, EMPTY_BOARD, "8A ZAX")
    assert err.code == "first_play_start" and err.squares == ("H8",)
    assert "start square H8" in err.message


def test_literaki_first_play_needs_three_tiles(literaki):
    err = refusal(literaki, EMPTY_BOARD, "8H AT", lexicon=AcceptAll())
    assert err.code == "first_play_tiles"
    assert "at least 3" in err.message


def test_wordsmith_first_play_of_two_tiles_is_fine(wordsmith):
    b = board(EMPTY_BOARD)
    validate_play(wordsmith, b, resolve_play(parse_play("8H HE"), b, wordsmith.tiles), None, WORDS)


def test_later_play_must_touch_the_board(wordsmith):
    err = refusal(wordsmith, rows(r8="7HE6"), "1A ZAX")
    assert err.code == "connected"


def test_unknown_word_names_the_word_and_its_squares(wordsmith):
    err = refusal(wordsmith, rows(r8="7HE6"), "9H AX")  # HA fine, EX not in the tiny lexicon, AX fine
    assert err.code == "words_known"
    assert "EX" in err.message and "I8" in err.squares and "I9" in err.squares


def test_tiles_must_come_from_the_rack(wordsmith):
    err = refusal(wordsmith, EMPTY_BOARD, "8G ZAX", rack="ZAEIOU?")
    assert err.code == "from_rack" and "X" in err.message


def test_blank_comes_from_a_question_mark(wordsmith):
    b = board(EMPTY_BOARD)
    play = resolve_play(parse_play("8G ZaX"), b, wordsmith.tiles)
    validate_play(wordsmith, b, play, "ZX?", WORDS)
    with pytest.raises(IllegalMoveError):
        validate_play(wordsmith, b, play, "ZAX", WORDS)


@pytest.mark.parametrize(
    "cgp, text, code",
    [
        (rows(r8="7HE6"), "8G (HE)", "through_empty"),
        (rows(r8="7HE6"), "8H (HA)", "square_mismatch"),
        (rows(r8="7HE6"), "8I (E)X", "word_continues"),
        (EMPTY_BOARD, "8M QUIET", "off_board"),
        (rows(r8="7HE6"), "8H (HE)", "no_new_tiles"),
    ],
)
def test_notation_that_does_not_fit_the_board(wordsmith, cgp, text, code):
    b = board(cgp)
    with pytest.raises(WordplayError) as info:
        resolve_play(parse_play(text), b, wordsmith.tiles)
    assert info.value.code == code


def test_whole_word_notation_plays_through_matching_tiles(wordsmith):
    b = board(rows(r8="7HE6"))
    assert resolve_play(parse_play("8H HEX"), b, wordsmith.tiles).tiles == ((114, "X"),)
    with pytest.raises(IllegalMoveError) as info:
        resolve_play(parse_play("8H H(E)X"), b, wordsmith.tiles)
    assert info.value.code == "square_taken"


@pytest.mark.parametrize("text", ["", "8H", "8H ZAX extra", "99 ZAX", "8H ZA(X", "8H ()", "Z ZAX", "8H Z1X"])
def test_malformed_notation_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse_play(text)


def test_gap_and_line_faults_from_placed_tiles(wordsmith):
    b = board(rows(r8="7HE6"))
    gap = check_play(wordsmith, b, Play(((113 + 15, "A"), (113 + 45, "T"))), None, WORDS)
    assert gap.failure.rule == "no_gaps"
    bent = check_play(wordsmith, b, Play(((127, "A"), (143, "T"))), None, WORDS)
    assert bent.failure.rule == "one_line"
    forged = check_play(wordsmith, b, Play(((999, "A"),)), None, WORDS)
    assert forged.failure.rule == "squares_free"
    unknown = check_play(wordsmith, b, Play(((127, "Ж"),)), None, WORDS)
    assert unknown.failure.rule == "tiles_known"


def test_dry_run_lists_every_rule_with_pass_or_fail(wordsmith):
    b = board(EMPTY_BOARD)
    report = check_play(wordsmith, b, resolve_play(parse_play("8G ZAX"), b, wordsmith.tiles), "ZAXE", {"ZA"})
    rules = [(c.rule, c.passed) for c in report.checks]
    assert rules == [
        ("tiles_known", True),
        ("squares_free", True),
        ("one_line", True),
        ("no_gaps", True),
        ("first_play_start", True),
        ("first_play_tiles", True),
        ("from_rack", True),
        ("words_known", False),
    ]
    assert not report.ok and report.failure.rule == "words_known"


def test_refused_moves_leave_the_game_unchanged(wordsmith):
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=11, lexicon=WORDS | {"".join(sorted("x"))})
    before = game.to_dict()
    for attempt in ("8A ZAX", "8H QQQQ", "nonsense", "8H " + game.rack[:2].replace("?", "e")):
        with pytest.raises(WordplayError):
            game.play(attempt)
        assert game.to_dict() == before
    for tiles in ("", "QQQQQQQQ", "ZZ"):
        with pytest.raises(WordplayError):
            game.exchange(tiles)
        assert game.to_dict() == before
