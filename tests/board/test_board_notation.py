"""CGP positions and play notation: reading, writing, and round trips."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from tests.support.random_games import play_random_move, random_play
from wordplay.board.game import BoardGame
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import board_cgp, parse_cgp
from wordplay.core.errors import NotationError
from wordplay.core.registry import get_ruleset, variant_names
from wordplay.crossword.board import Board

SHARED = "14R/12Q1E/2TIGER4HI1I/6OF3U2N/4OCEAN1PRANK/7BAZAR3/11A3/7MOONY3/6DIF6/5VEG7/7SAnTOOR1/10OX3/7AGUE4/15/15"


def test_published_position_reads_and_writes_back(wordsmith):
    pos = parse_cgp(SHARED + " AEILST?/DEIMNOU 310/295 2 lex ENABLE;", wordsmith)
    assert pos.board.tile_count() == 55
    assert pos.board.cells[10 * 15 + 9] == "n"  # the blank in SAnTOOR on row 11
    assert pos.racks == ("AEILST?", "DEIMNOU") and pos.scores == (310, 295) and pos.scoreless_turns == 2
    assert pos.operations == {"lex": "ENABLE"}
    assert pos.cgp() == SHARED + " AEILST?/DEIMNOU 310/295 2 lex ENABLE;"
    assert parse_cgp(SHARED, wordsmith).racks is None


def test_polish_position(literaki):
    pos = parse_cgp("/".join(["15"] * 7 + ["7ŻÓŁw4"] + ["15"] * 7) + " ĄĘ?ŹŃŚC/ 10/0 0", literaki)
    assert pos.board.cells[7 * 15 + 10] == "w" and pos.rack == "ĄĘ?ŹŃŚC"


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "cgp_empty"),
        ("15/15", "cgp_rows"),
        ("/".join(["15"] * 14 + ["14"]), "cgp_row"),
        ("/".join(["15"] * 14 + ["16"]), "cgp_row"),
        ("/".join(["15"] * 14 + ["0A14"]), "cgp_row"),
        ("/".join(["15"] * 14 + ["14!"]), "not_a_tile"),
        (EMPTY_BOARD + " AB1/CD 1/2 0", "bad_rack"),
        (EMPTY_BOARD + " ABC/DEF 1 0", "cgp_scores"),
        (EMPTY_BOARD + " ABC/DEF 1/2 0 junk", "cgp_fields"),
        ("/".join(["ZZ13"] + ["15"] * 14), "too_many_tiles"),
    ],
)
def test_malformed_positions_say_what_is_wrong(wordsmith, text, code):
    with pytest.raises(NotationError) as info:
        parse_cgp(text, wordsmith)
    assert info.value.code == code and info.value.message


@settings(max_examples=60, deadline=None)
@given(data=st.data(), variant=st.sampled_from(variant_names("board")))
def test_any_board_round_trips_through_cgp(data, variant):
    ruleset = get_ruleset(variant)
    letters = list(ruleset.tiles.alphabet)
    tile = st.sampled_from(letters + [c.lower() for c in letters])
    cells = data.draw(st.lists(st.one_of(st.just(""), tile), min_size=225, max_size=225))
    board = Board(ruleset.layout, cells)
    text = board_cgp(board)
    try:
        again = parse_cgp(text, ruleset).board
    except NotationError as exc:
        assert exc.code == "too_many_tiles"  # random boards may hold more tiles than the set
        return
    assert again == board


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(variant_names("board")))
def test_every_play_round_trips_through_its_notation(seed, variant):
    rng = random.Random(seed)
    game = BoardGame(variant, ["A", "B"], seed=seed, lexicon=AcceptAll())
    for _ in range(12):
        play = random_play(game, rng)
        if play is None or game.is_over:
            break
        text = play_notation(game.board, play)
        again = resolve_play(parse_play(text), game.board, game.ruleset.tiles)
        assert again.tiles == play.tiles
        # the same play with the whole word written out, played-through letters included
        whole = text.replace("(", "").replace(")", "")
        assert resolve_play(parse_play(whole), game.board, game.ruleset.tiles).tiles == play.tiles
        play_random_move(game, rng)


# ----- a word typed all in lower case is read from the rack (docs/rules.md, "Writing a move") -----


def _laid(text, rack, ruleset, board=None):
    board = board or Board(ruleset.layout)
    return dict(resolve_play(parse_play(text), board, ruleset.tiles, rack).tiles)


def test_lower_case_word_is_read_from_the_rack(wordsmith):
    # H8 down: H8, H9, H10, H11, H12 (square = row * 15 + col, H = column 7)
    squares = [r * 15 + 7 for r in range(7, 12)]
    assert _laid("H8 quiet", "QUIETXZ", wordsmith) == dict(zip(squares, "QUIET", strict=True))
    # the rack lacks the I: that letter alone is a blank
    assert _laid("h8 quiet", "QUET?XZ", wordsmith) == dict(zip(squares, "QUiET", strict=True))
    # two E wanted, one E held: the first E written is the tile, the second the blank
    assert _laid("8H eye", "EY?", wordsmith) == {7 * 15 + 7: "E", 7 * 15 + 8: "Y", 7 * 15 + 9: "e"}


def test_mixed_case_and_no_rack_keep_the_notation(wordsmith):
    squares = [r * 15 + 7 for r in range(7, 12)]
    assert _laid("H8 QUiET", "QUIETXZ", wordsmith) == dict(zip(squares, "QUiET", strict=True))
    with pytest.raises(NotationError) as info:  # five blanks, as the notation says, without a rack
        _laid("H8 quiet", None, wordsmith)
    assert info.value.code == "too_many_blanks"


def test_lower_case_letter_the_rack_lacks_is_left_to_the_rack_rule(wordsmith):
    # no Q and no blank: read as the tile Q (the rack's rule then says it is missing), not as a blank
    assert _laid("H8 quiet", "UIETXZA", wordsmith)[7 * 15 + 7] == "Q"


def test_lower_case_through_tiles_take_nothing_from_the_rack(wordsmith):
    board = Board(wordsmith.layout)
    for i, t in enumerate("ZAX"):
        board.cells[7 * 15 + 7 + i] = t
    # 8H (zax)es: only E and S are new, both on the rack
    assert _laid("8H (zax)es", "ES", wordsmith, board) == {7 * 15 + 10: "E", 7 * 15 + 11: "S"}
    assert _laid("8H zaxes", "E?", wordsmith, board) == {7 * 15 + 10: "E", 7 * 15 + 11: "s"}


def test_polish_lower_case_word(literaki):
    expected = {r * 15 + 7: t for r, t in zip(range(10, 15), "PUŁKI", strict=True)}  # H11 .. H15
    assert _laid("H11 pułki", "PUŁKIAB", literaki) == expected
