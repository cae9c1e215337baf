"""Whole games: turns, draws, exchanges, the end, undo, and JSON / GCG round trips."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.support.board_helpers import AcceptAll
from tests.support.random_games import play_random_move
from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_from_gcg, game_to_gcg
from wordplay.core.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError
from wordplay.core.outcome import Termination, end_adjustments
from wordplay.core.registry import get_ruleset, variant_names


def new_game(variant="wordsmith", seed=1, players=("Ann", "Ben")):
    return BoardGame(variant, list(players), seed=seed, lexicon=AcceptAll())


def test_a_new_game_deals_seven_each_and_keeps_every_tile(wordsmith):
    game = new_game(players=("Ann", "Ben", "Cy"))
    assert [len(r) for r in game.racks] == [7, 7, 7]
    assert len(game.bag) == 101 - 21
    assert game.tile_counts() == wordsmith.tiles.counter()


def test_the_same_seed_replays_the_same_game():
    a, b = new_game(seed=5), new_game(seed=5)
    assert a.to_dict() == b.to_dict()
    assert new_game(seed=6).to_dict() != a.to_dict()


def test_first_player_is_nearest_to_a_in_the_draw():
    for seed in range(30):
        game = new_game(seed=seed, players=("A", "B", "C", "D"))
        last = game.first_draw[-1]
        tiles = get_ruleset("wordsmith").tiles
        rank = {p: (-1 if t == "?" else tiles.rank(t)) for p, t in last["drawn"].items()}
        assert game.to_move == int(min(rank, key=rank.get))
        assert sorted(rank.values()).count(min(rank.values())) == 1


def test_blank_setting_changes_the_bag():
    ruleset = get_ruleset("wordsmith").with_settings(blanks=4)
    game = BoardGame(ruleset, ["A", "B"], seed=1, lexicon=AcceptAll())
    assert game.tile_counts()["?"] == 4
    with pytest.raises(ValueError):
        get_ruleset("wordsmith").with_settings(blanks=5)


def test_player_count_is_checked():
    with pytest.raises(IllegalMoveError):
        new_game(players=("Solo",))
    with pytest.raises(IllegalMoveError):
        new_game(players=("a", "b", "c", "d", "e"))


def test_every_player_passing_twice_ends_the_game_with_rack_penalties():
    game = new_game()
    racks = list(game.racks)
    for _ in range(4):
        game.pass_turn()
    assert game.outcome.termination is Termination.SCORELESS_TURNS
    values = get_ruleset("wordsmith").tiles
    assert game.scores == [-values.rack_value(r) for r in racks]
    with pytest.raises(GameOverError):
        game.pass_turn()


def test_literaki_exchanges_any_number_while_the_bag_holds_one():
    # docs/rules.md section 4 [decided]: the tiles go back first, then as many are drawn
    game = new_game("literaki")
    game.bag[:] = game.bag[:2]  # a nearly empty bag (tiles leave the game: only for this check)
    rack, bag = game.rack, "".join(game.bag)
    game.exchange(rack[:5])
    after = game.racks[1 - game.to_move]
    assert len(after) == 7 and len(game.bag) == 2
    from collections import Counter

    assert Counter(after) + Counter(game.bag) == Counter(rack) + Counter(bag)


def test_no_exchange_from_an_empty_bag():
    game = new_game("literaki")
    game.bag[:] = []
    with pytest.raises(IllegalMoveError) as info:
        game.exchange(game.rack[:1])
    assert info.value.code == "exchange_bag_empty"


@pytest.mark.parametrize("variant", variant_names("board"))
def test_six_scoreless_turns_in_a_row_end_the_game_exchanges_included(variant):
    # an exchange is not a pass, so two players exchanging would never end the game: the tournament
    # rule ends it after six scoreless turns in a row (worked by hand: turns 1-6, the sixth ends it)
    game = new_game(variant)
    for turn in range(1, 7):
        assert game.outcome is None, turn
        game.exchange(game.rack[:1]) if turn != 3 else game.pass_turn()
    assert game.outcome is not None and game.outcome.termination is Termination.SCORELESS_TURNS
    assert len(game.moves) == 6


def test_the_scoreless_limit_is_a_setting():
    ruleset = get_ruleset("wordsmith").with_settings(scoreless_turns_limit=0)
    game = BoardGame(ruleset, ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    for _ in range(20):
        game.exchange(game.rack[:1])
    assert game.outcome is None
    assert get_ruleset("wordsmith").scoreless_turns_limit == 6


def test_end_adjustments_literaki_by_hand(literaki):
    # Ann went out: +10, plus Ben's Ą5 + B3 = 8 and Cy's Ź9 = 9 -> +27; Ben -8; Cy -9.
    got = end_adjustments(literaki, ["Ann", "Ben", "Cy"], ["", "ĄB", "Ź"], went_out=0)
    assert [e.total for e in got] == [27, -8, -9]
    assert [s.kind for s in got[0].steps] == ["going_out_bonus", "leftovers_collected"]


def test_end_adjustments_wordsmith_by_hand(wordsmith):
    # Ben went out: collects Ann's Q5 + Z5 = 10 (no going-out bonus); Ann -10.
    got = end_adjustments(wordsmith, ["Ann", "Ben"], ["QZ", ""], went_out=1)
    assert [e.total for e in got] == [-10, 10]


def test_hints_are_counted_and_not_returned():
    from wordplay.crossword.moves import Play

    def finder(ruleset, board, rack, lexicon):
        return Play(((112, rack[0] if rack[0] != "?" else "e"), (113, rack[1] if rack[1] != "?" else "e")))

    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=3, lexicon=AcceptAll(), hint_finder=finder)
    player = game.to_move
    for left in (2, 1, 0):
        game.hint()
        assert game.hints_left[player] == left
    with pytest.raises(IllegalMoveError) as info:
        game.hint()
    assert info.value.code == "no_hints_left"
    restored = BoardGame.from_json(game.to_json(), AcceptAll(), finder)
    assert restored.hints_left == game.hints_left
    literaki = new_game("literaki")
    with pytest.raises(IllegalMoveError):
        literaki.hint()


def test_undo_takes_back_the_last_move_exactly():
    game = new_game(seed=4)
    rng = random.Random(4)
    states = [game.to_dict()]
    for _ in range(6):
        play_random_move(game, rng)
        states.append(game.to_dict())
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.to_dict()["state"] == expected["state"]
    with pytest.raises(IllegalMoveError):
        game.undo()


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format="chess"),
        lambda d: d.update(version=99),
        lambda d: d["state"].update(racks=["ZZZZZZZ", "ZZZZZZZ"]),
        lambda d: d["events"].append({"kind": "teleport", "player": 0}),
        lambda d: d["events"].append({"kind": "play", "player": d["state"]["to_move"], "tiles": [[0, "Q"]]}),
        lambda d: d.pop("start"),
        lambda d: d["ruleset"].update(blanks="many"),
    ],
)
def test_malformed_saves_are_refused_clearly(mutate):
    game = new_game(seed=8)
    play_random_move(game, random.Random(8))
    data = json.loads(game.to_json())
    mutate(data)
    with pytest.raises(SaveFormatError) as info:
        BoardGame.from_dict(data, AcceptAll())
    assert info.value.code == "bad_save" and info.value.message


def test_not_json_is_refused():
    with pytest.raises(SaveFormatError):
        BoardGame.from_json("{not json", AcceptAll())


def test_gcg_with_a_wrong_score_is_refused():
    game = new_game(seed=9)
    rng = random.Random(9)
    while not game.moves or game.moves[-1]["kind"] != "play":
        play_random_move(game, rng)
    text = game_to_gcg(game)
    score = game.moves[-1]["score"]
    forged = text.replace(f" +{score} ", f" +{score + 1} ")
    with pytest.raises(NotationError) as info:
        game_from_gcg(forged, AcceptAll())
    assert "scores" in info.value.message


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(variant_names("board")), players=st.integers(2, 4))
# Pinning a final rack once took a tile from the mover's. Seed 3266 was found under the unmixed
# generator and still takes that path with seeds mixed: on GCG import a final rack needs a tile that
# is not in the bag and that the mover's pinned rack holds (with the old one-rack-at-a-time pinning
# put back, it fails again).
@example(seed=3266, variant="literaki", players=4)
def test_random_games_conserve_tiles_and_round_trip(seed, variant, players):
    game = new_game(variant, seed, [f"P{i}" for i in range(players)])
    full = game.ruleset.tiles.counter()
    rng = random.Random(seed)
    moves = 0
    while not game.is_over and moves < 300:
        play_random_move(game, rng)
        moves += 1
        assert game.tile_counts() == full
        if moves % 7 == 0 or game.is_over:
            assert BoardGame.from_json(game.to_json(), AcceptAll()).to_dict() == game.to_dict()
    assert game.is_over
    finals = [
        sum(e["score"] for e in game.moves if e["player"] == p) + game.end_explanations[p].total for p in range(players)
    ]
    assert finals == game.scores == list(game.outcome.scores)
    text = game_to_gcg(game)
    again = game_from_gcg(text, AcceptAll())
    assert again.board == game.board and again.scores == game.scores
    assert again.outcome.termination == game.outcome.termination
    assert game_to_gcg(again) == text
    assert BoardGame.from_json(again.to_json(), AcceptAll()).to_dict() == again.to_dict()


def test_a_play_forms_its_words_once(monkeypatch):
    """Validation, scoring and notation share the words found once (they were found three times)."""
    import wordplay.board.legality
    import wordplay.board.notation
    import wordplay.board.scoring
    from wordplay.crossword.words import words_formed

    calls = []

    def counted(board, play):
        calls.append(play)
        return words_formed(board, play)

    for module in (wordplay.board.legality, wordplay.board.notation, wordplay.board.scoring):
        monkeypatch.setattr(module, "words_formed", counted)
    game = new_game(seed=7)  # Ben holds DRAIELO (the class docstring's game)
    assert game.play("8D RADIO").total == 12 and game.moves[-1]["notation"] == "8D RADIO"
    assert len(calls) == 1
