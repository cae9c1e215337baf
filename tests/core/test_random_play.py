"""The random-play checker: generic machinery on a toy game, then whole board games between
computer players with every invariant checked at every move.

CI budget: a couple of hundred games on mid-size lexicons (the shipped lists cut to words of
at most five letters) with level-1 players, and a few games on the full lexicons with every
level and more players.
"""

from __future__ import annotations

import json

import pytest

from wordplay.board.testing import self_play
from wordplay.core.lexicon import ENGLISH_ALPHABET, POLISH_ALPHABET, lexicon_from_words
from wordplay.core.random_play import InvariantError, check_random_games, json_round_trip
from wordplay.crossword.moves import Pass


class Countdown:
    """A toy game: players take 1 or 2 from a pile; whoever takes the last one ends it."""

    def __init__(self, pile: int) -> None:
        self.pile, self.to_move, self.taken = pile, 0, [0, 0]

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def apply(self, move: int) -> int:
        self.pile -= move
        self.taken[self.to_move] += move
        self.to_move = 1 - self.to_move
        return move

    def to_json(self) -> str:
        return json.dumps({"pile": self.pile, "to_move": self.to_move, "taken": self.taken})

    @classmethod
    def from_json(cls, text: str) -> Countdown:
        data = json.loads(text)
        game = cls(data["pile"])
        game.to_move, game.taken = data["to_move"], data["taken"]
        return game


class TakeOne:
    def choose(self, game: Countdown) -> int:
        return 1


def test_checker_is_generic():
    def conserved(game, move, result, player):
        assert game.pile + sum(game.taken) == 9

    report = check_random_games(
        lambda seed: Countdown(9),
        [TakeOne(), TakeOne()],
        5,
        after_move=[conserved, json_round_trip(lambda text, g: Countdown.from_json(text))],
    )
    assert (report.games, report.moves, report.finished) == (5, 45, 5)


def test_a_broken_invariant_names_itself_the_game_and_the_move():
    def never_below_five(game, move, result, player):
        assert game.pile >= 5, "pile too small"

    with pytest.raises(InvariantError) as caught:
        check_random_games(
            lambda seed: Countdown(9), [TakeOne(), TakeOne()], 2, first_seed=7, after_move=[never_below_five]
        )
    assert caught.value.check == "never_below_five" and caught.value.game_number == 7
    assert caught.value.move_number == 5 and "pile too small" in str(caught.value)


def test_a_game_that_never_ends_fails():
    class Stubborn:
        def choose(self, game):
            return 0

    with pytest.raises(InvariantError, match="game_ends"):
        check_random_games(lambda seed: Countdown(3), [Stubborn(), Stubborn()], 1, max_moves=20)
    assert Pass() == Pass()


def _short(lexicon, alphabet, name):
    return lexicon_from_words((w for w in lexicon.words() if len(w) <= 5), alphabet, name)


def test_many_wordsmith_games_on_a_mid_size_lexicon(enable):
    report = self_play("wordsmith", 120, (2, 2), lexicon=_short(enable, ENGLISH_ALPHABET, "enable5"), json_every=5)
    assert report.games == report.finished == 120
    assert set(report.endings) <= {"went_out", "scoreless_turns"} and report.endings.get("went_out", 0) > 60


def test_many_literaki_games_on_a_mid_size_lexicon(sjp):
    report = self_play(
        "literaki", 80, (2, 2), lexicon=_short(sjp, POLISH_ALPHABET, "sjp5"), first_seed=1000, json_every=5
    )
    assert report.games == report.finished == 80


@pytest.mark.parametrize(
    ("variant", "levels", "seed"),
    [
        ("wordsmith", (3, 1), 1),
        ("wordsmith", (1, 2, 3), 2),
        ("wordsmith", (2, 3, 1, 2), 3),
        ("literaki", (3, 1), 4),
        ("literaki", (2, 3, 1), 5),
        ("literaki", (1, 1, 2, 3), 6),
    ],
)
def test_full_lexicon_games_every_level(enable, sjp, variant, levels, seed):
    lexicon = enable if variant == "wordsmith" else sjp
    report = self_play(variant, 1, levels, lexicon=lexicon, first_seed=seed)
    assert report.finished == 1 and report.moves > 10
