"""Plays the board's own finder found: the game takes their score without checking them again, and the
result is the very game the fully checked path records; a stale, moved or forged token is checked in full.

The oracle is the checked path itself: the same moves handed over without their token (``Play(tiles,
across)``) are validated and scored from scratch, as every learner's play is.
"""

from __future__ import annotations

import pytest

import wordplay.board.game as board_game
from wordplay.board.finder import finder_for
from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_to_gcg
from wordplay.board.players import computer_player
from wordplay.core.errors import IllegalMoveError
from wordplay.core.lexicon import ENGLISH_ALPHABET, lexicon_from_words, load_lexicon
from wordplay.crossword.generator import FoundPlay
from wordplay.crossword.moves import Play


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


class Calls:
    """Counts the game module's calls of the validator and the scorer."""

    def __init__(self, monkeypatch):
        self.validated = self.scored = 0
        validate, score = board_game.validate_play, board_game.score_play

        def counted_validate(*args, **kwargs):
            self.validated += 1
            return validate(*args, **kwargs)

        def counted_score(*args, **kwargs):
            self.scored += 1
            return score(*args, **kwargs)

        monkeypatch.setattr(board_game, "validate_play", counted_validate)
        monkeypatch.setattr(board_game, "score_play", counted_score)


def play_through(variant, lexicon, levels, seed, trusted, calls=None):
    """A seeded game between computer players; each move's explanation as returned (and its dict)."""
    game = BoardGame(variant, ["A", "B"], seed=seed, lexicon=lexicon)
    seats = [computer_player(level, seed * 31 + i, lexicon) for i, level in enumerate(levels)]
    explained = []
    while not game.is_over:
        move = seats[game.to_move].choose(game)
        if isinstance(move, Play) and not trusted:
            move = Play(move.tiles, move.across)  # no token: validated and scored from scratch
        before = (calls.validated, calls.scored) if calls else None
        result = game.apply(move)
        if calls and isinstance(move, Play):
            assert (calls.validated, calls.scored) == before, "a found play was checked or scored again"
        explained.append(None if result is None else (result, result.total, result.to_dict(), str(result)))
    return game, explained


@pytest.mark.parametrize(
    ("variant", "lexicon_name", "levels", "seeds"),
    [
        ("wordsmith", "enable", (2, 2), range(500, 508)),
        ("wordsmith", "enable", (1, 3), range(20, 23)),
        ("wordsmith", "enable", (3, 2), range(40, 43)),
        ("literaki", "sjp", (2, 2), range(1, 3)),
    ],
)
def test_found_plays_record_the_same_game_as_checked_plays(monkeypatch, variant, lexicon_name, levels, seeds):
    lexicon = load_lexicon(lexicon_name)
    for seed in seeds:
        checked, checked_explained = play_through(variant, lexicon, levels, seed, trusted=False)
        calls = Calls(monkeypatch)
        trusted, trusted_explained = play_through(variant, lexicon, levels, seed, trusted=True, calls=calls)
        assert calls.validated == 0, "no found play should be validated again"
        assert trusted.moves == checked.moves  # tiles, notation, scores, racks, draws
        assert trusted.scores == checked.scores and trusted.outcome == checked.outcome
        assert trusted.to_json() == checked.to_json()
        assert game_to_gcg(trusted) == game_to_gcg(checked)
        assert len(trusted_explained) == len(checked_explained)
        for mine, theirs in zip(trusted_explained, checked_explained, strict=True):
            if theirs is None:
                assert mine is None
                continue
            assert mine[0] == theirs[0] and theirs[0] == mine[0]  # the explanations are equal, both ways round
            assert mine[1:] == theirs[1:]
        assert BoardGame.from_json(trusted.to_json(), lexicon=lexicon).to_json() == checked.to_json()


def first_turn(enable, seed=3):
    game = BoardGame("wordsmith", ["A", "B"], seed=seed, lexicon=enable)
    return game, finder_for(game.ruleset, enable).best(game.board, game.rack, 2)


def checked_score(game, play):
    """The score of ``play`` on a copy of ``game``, validated and scored from scratch."""
    twin = BoardGame.from_json(game.to_json(), lexicon=game.lexicon)
    return twin.play(Play(play.tiles, play.across)).total


@pytest.fixture
def first_play(enable):
    """A new game's first position, the finder's best play for it (with its token) and that play's score as the
    fully checked path gives it."""
    game, (best, _) = first_turn(enable)
    assert best.play.origin is not None
    return game, best, checked_score(game, best.play)


def refused_in_full(game, play):
    """The refusal's code when ``play`` (a found play, with its token) is checked in full and refused; the game
    is left as it was."""
    assert play.origin is not None
    saved = game.to_json()
    with pytest.raises(IllegalMoveError) as refused:
        game.play(play)
    assert game.to_json() == saved
    return refused.value.code


def test_a_token_from_an_earlier_position_is_checked_in_full(enable):
    game, (best, second) = first_turn(enable)
    game.play(Play(second.tiles, second.across))  # both first plays cover the start square
    game.pass_turn()
    assert refused_in_full(game, best.play) == "squares_free"


def test_a_token_found_for_another_rack_is_checked_in_full(enable):
    for seed in range(100):
        game, (best, _) = first_turn(enable, seed)
        game.pass_turn()  # the same board, the other player's rack
        if any(game.rack.count(t) < best.play.rack_tiles().count(t) for t in best.play.rack_tiles()):
            break
    else:
        pytest.fail("no seed where the second player cannot make the first player's best play")
    assert refused_in_full(game, best.play) == "from_rack"


def test_a_token_moved_onto_other_tiles_is_checked_in_full(first_play):
    game, best, _ = first_play
    moved = Play(tuple((sq, "Q") for sq, _ in best.tiles), best.across, best.play.origin)
    assert moved == Play(moved.tiles, moved.across)
    refused_in_full(game, moved)
    assert game.moves == []


def test_a_token_of_another_lexicon_is_checked_in_full(enable):
    game = BoardGame("wordsmith", ["A", "B"], seed=3, lexicon=lexicon_from_words(["AA"], ENGLISH_ALPHABET))
    best = finder_for(game.ruleset, enable).best(game.board, game.rack, 1)[0]
    assert refused_in_full(game, best.play) == "words_known"


def test_a_changed_score_is_not_believed(first_play):
    game, best, true_score = first_play
    best.score += 50  # changed after the finder handed it over: the token keeps what the finder found
    assert best.play.origin is not None
    assert game.play(best.play).total == true_score
    assert game.scores[game.moves[-1]["player"]] == true_score


def test_tokens_are_made_by_the_finder_only(first_play):
    from wordplay.crossword.generator import Origin

    game, best, true_score = first_play
    with pytest.raises(TypeError):
        Origin(best.play.origin.context, true_score + 50, best.tiles, best.across)
    by_hand = FoundPlay(best.tiles, best.across, true_score + 50, best.play.origin.context)
    assert by_hand.play.origin is None  # checked and scored in full
    assert game.play(by_hand.play).total == true_score
