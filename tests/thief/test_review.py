"""The review of a Word Thief game, worked out by hand from docs/rules.md section 1: letter values
(A C E N O R T as 1 3 1 1 1 2 1, D 2, F 4, K 6, W 5, Q 10, Z 10, J 8, X 8, V 4, S 1), a word
of one suit doubled and locked (Wilds take the suit), the length bonus (5 letters +5, 7 +15,
8 +20; not doubled), +20 for a turn that uses all 7 cards of the hand.

Each position is arranged with named deck cards (:func:`tests.thief.test_thief_game.arrange`)
and a word list of a few words, so every legal move can be listed by hand.
"""

from __future__ import annotations

import json

import pytest

from tests.support.thief_words import WORDS as TINY_WORDS
from tests.thief.test_thief_game import arrange
from wordplay.cli import main
from wordplay.core.lexicon import lexicon_from_file, lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief import ThiefGame
from wordplay.thief.players import computer_player
from wordplay.thief.review import review_game, review_move

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
NO_WORDS = "Q/red Z/blue J/green"  # three cards no word of these lists uses
SPLIT_WORDS, SPLIT_HAND = "FRONT FROWN CAT AX", {0: "W/red C/red A/red A/blue X/yellow J/green Z/blue"}
SPLIT_TABLE = ((1, "FRONT", "F/blue R/green O/blue N/red T/red"),)


def position(words: str, hands: dict[int, str], table: tuple[tuple[int, str, str], ...] = ()) -> ThiefGame:
    lexicon = lexicon_from_words(words.split(), ALPHABET, "review-" + words.replace(" ", "-").lower())
    game = ThiefGame(get_ruleset("word-thief"), ["Ann", "Ben"], seed=1, lexicon=lexicon)
    return arrange(game, hands, table)


def test_a_missed_steal_by_lengthening():
    # Ben's WORK (mixed suits) + R, E, E, D from Ann's hand: REWORKED, 5+1+2+6 + 2+1+1+2 = 20, + 20 for
    # eight letters = 40 (docs/rules.md section 1). Ann plays ED instead: 1 + 2 = 3, mixed suits. (With RED in
    # the list, WORK -> RED + WORK would be a split: R from WORK, and the hand's R for a new WORK.)
    game = position(
        "WORK REWORKED ED",
        {0: f"R/yellow E/red E/blue D/green {NO_WORDS}"},
        ((1, "WORK", "W/red O/blue R/green K/green"),),
    )
    game.play("ED")
    move = review_move(game, 0)
    assert (move.played.move, move.played.score, move.held) == ("ED", 3, "REEDQZJ")
    assert [(o.move, o.score) for o in move.best] == [("WORK -> REWORKED", 40), ("ED", 3)]
    assert move.lost == 37 and not move.found_best
    (miss,) = move.misses
    assert miss.code == "thief.missed_steal"
    assert miss.params == {"move": "WORK -> REWORKED", "score": 40, "stolen": "WORK"}
    assert miss.sentence("en") == "Missed: stealing WORK by lengthening it, WORK -> REWORKED for 40 points."
    best = move.best[0]
    assert best.explanation is not None and best.explanation.total == 40
    assert best.detail["kind"] == "lengthen" and best.detail["stolen"] == "WORK"
    assert best.detail["words"] == ["REWORKED"] and best.detail["locked"] == [False]
    assert len(best.detail["hand_used"]) == 4 and len(best.detail["cards"][0]) == 8
    assert move.notes == ()  # a search this small finishes


def test_the_strongest_computer_weighs_what_it_keeps():
    # Level 3 (players.json): REWORKED keeps Q, Z, J: -5 - 2 - 3 = -10, and three consonants without a
    # vowel cost 3 more (balance -3): worth -13, so 40 - 13 = 27 in all. (It also counts a quarter of
    # the 20 letter points left open to theft, 40 - 13 - 5 = 22, still far above ED's.)
    game = position(
        "WORK REWORKED ED",
        {0: f"R/yellow E/red E/blue D/green {NO_WORDS}"},
        ((1, "WORK", "W/red O/blue R/green K/green"),),
    )
    game.play("ED")
    choice = review_move(game, 0).choice
    assert choice is not None and choice.code == "thief.choice"
    assert choice.params == {"move": "WORK -> REWORKED", "score": 40, "kept": "QZJ", "worth": -13, "total": 27}
    assert choice.sentence("en") == (
        "The strongest computer would play WORK -> REWORKED: 40 points, keeping QZJ worth −13, so 27 in all."
    )


def test_a_missed_split_and_its_one_suit_lock():
    # The text's example 2: FRONT + W, C, A -> FROWN (4+2+1+5+1 = 13, + 5 for five letters = 18) and
    # CAT, all red with FRONT's red T ((3+1+1) x 2 = 10, locked): 28. Ann plays AX: 1 + 8 = 9, mixed.
    # (AX holds no card of FRONT, so it cannot be a third word of the split.)
    game = position(SPLIT_WORDS, SPLIT_HAND, SPLIT_TABLE)
    game.play("AX")
    move = review_move(game, 0)
    assert [(o.move, o.score) for o in move.best] == [("FRONT -> CAT + FROWN", 28), ("AX", 9)]
    assert move.lost == 19
    assert [n.code for n in move.misses] == ["thief.missed_split", "thief.missed_lock"]
    split, lock = move.misses
    assert split.params == {"move": "FRONT -> CAT + FROWN", "score": 28, "stolen": "FRONT"}
    assert lock.params == {"move": "FRONT -> CAT + FROWN", "score": 28, "stolen": "FRONT", "word": "CAT"}
    assert move.best[0].detail["kind"] == "split2" and move.best[0].detail["locked"] == [True, False]


def test_a_missed_one_suit_lock_and_the_best_found():
    # CAT all red: (3 + 1 + 1) x 2 = 10, locked. ONE (blue, green, yellow): 3.
    hand = {0: "C/red A/red T/red O/blue N/green E/yellow Q/red"}
    game = position("CAT ONE", hand)
    game.play("ONE")
    move = review_move(game, 0)
    assert [(o.move, o.score) for o in move.best] == [("CAT", 10), ("ONE", 3)] and move.lost == 7
    (miss,) = move.misses
    assert (miss.code, miss.params) == ("thief.missed_lock", {"move": "CAT", "score": 10, "word": "CAT"})
    assert miss.sentence("en") == "Missed: CAT in one suit, doubled and locked, in CAT for 10 points."

    game = position("CAT ONE", hand)
    game.play("CAT")
    review = review_game(game)
    (move,) = review.moves
    assert move.found_best and move.lost == 0 and move.misses == ()
    assert move.verdict("en") == "CAT was the best move here."
    (ann,) = review.players
    assert (ann.score, ann.best_possible, ann.lost, ann.found_best, ann.misses) == (10, 10, 0, 1, 0)


def test_a_missed_play_of_all_seven_cards():
    # SENATOR, mixed suits: 1+1+1+1+1+1+2 = 8, + 15 for seven letters, + 20 for all 7 cards = 43. RAT: 4.
    game = position("SENATOR RAT", {0: "S/red E/blue N/green A/yellow T/red O/blue R/green"})
    game.play("RAT")
    move = review_move(game, 0)
    assert [(o.move, o.score) for o in move.best] == [("SENATOR", 43), ("RAT", 4)] and move.lost == 39
    (miss,) = move.misses
    assert (miss.code, miss.params) == (
        "thief.missed_all_cards",
        {"move": "SENATOR", "score": 43, "cards": 7, "bonus": 20},
    )
    steps = move.best[0].explanation
    assert steps is not None and [s.points for s in steps.steps][-1] == 20


def test_a_turn_given_up_while_a_wild_made_a_locked_word():
    # CAT with the Wild as T, counting as red with C and A: (3 + 1 + 0) x 2 = 8, locked. Ann gives the
    # turn up instead ("cannot play": -10), so 18 points are lost.
    game = position("CAT", {0: "C/red A/red ? Q/red Z/blue J/green V/green"})
    game.give_up([game.hands[0][i] for i in (3, 4, 5)])
    move = review_move(game, 0)
    assert (move.kind, move.played.move, move.played.score) == ("give_up", "-QZJ", -10)
    assert move.played.explanation is not None and move.played.explanation.total == -10
    assert move.played.detail["discard"] == game.moves[0]["discard"]
    assert [(o.move, o.score) for o in move.best] == [("CAT", 8)] and move.lost == 18
    assert [(n.code, n.params) for n in move.misses] == [
        ("thief.missed_lock", {"move": "CAT", "score": 8, "word": "CAT"}),
        ("thief.missed_wild", {"move": "CAT", "score": 8, "letters": "T"}),
    ]


def test_only_the_players_asked_for_are_reviewed():
    game = position("CAT ONE", {0: "C/red A/red T/red O/blue N/green E/yellow Q/red", 1: "O/red N/red E/red"})
    game.play("ONE")
    game.play("ONE")  # Ben: all red, (1 + 1 + 1) x 2 = 6, and every card of his hand
    assert [m.player for m in review_game(game).moves] == [0, 1]
    (ben,) = review_game(game, players=[1]).moves
    assert (ben.number, ben.name, ben.played.score, ben.lost) == (2, "Ben", 6, 0)
    assert ben.held == "ONE"  # his own hand, nothing of Ann's
    assert review_game(game, players=[]).moves == ()


def test_reviewing_leaves_the_game_as_it_was():
    game = position(SPLIT_WORDS, SPLIT_HAND, SPLIT_TABLE)
    game.play("AX")
    saved = game.to_json()
    review_game(game)
    review_move(game, 0)
    assert game.to_json() == saved
    with pytest.raises(IndexError):
        review_move(game, 1)


def test_a_search_stopped_at_its_bound_says_so_and_never_says_best(monkeypatch):
    from wordplay.thief import listing

    budgets = {**listing.budgets(), "thief": {**listing.budgets()["thief"], "review_steps": 1}}
    monkeypatch.setattr(listing, "budgets", lambda: budgets)
    game = position(SPLIT_WORDS, SPLIT_HAND, SPLIT_TABLE)
    game.play("AX")
    move = review_move(game, 0)
    (note,) = move.notes
    assert not move.complete
    assert note.code == "thief.search_stopped" and f"stopped after {move.searched:,} steps" in note.sentence("en")
    assert note.sentence("en") in review_game(game).text("en")
    assert "was the best move here" not in move.verdict("en")
    assert "stopped at its budget" in move.verdict("en")


# ----- wordplay analyze on a saved game -------------------------------------------------------------


@pytest.fixture
def saved(tmp_path):
    """A whole game on the tiny word list, level 2 (Ann) against level 1 (Ben), saved as JSON."""
    words = tmp_path / "words.txt"
    words.write_text("\n".join(TINY_WORDS), encoding="utf-8")
    lexicon = lexicon_from_file(str(words))
    game = ThiefGame("word-thief", ["Ann", "Ben"], seed=4, lexicon=lexicon)
    seats = {0: computer_player(2, 1), 1: computer_player(1, 2)}
    while not game.is_over:
        game.apply(seats[game.to_move].choose(game))
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    return game, path, words


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_analyze_a_saved_game(capsys, saved):
    game, path, words = saved
    status, out, _ = run(capsys, "analyze", str(path), "--lexicon", str(words), "--json")
    data = json.loads(out)
    assert status == 0 and data["variant"] == "word-thief" and len(data["moves"]) == len(game.moves)
    assert [m["played"]["score"] for m in data["moves"]] == [int(e["score"]) for e in game.moves]
    assert all(m["lost"] == max(0, m["best_score"] - m["played"]["score"]) for m in data["moves"])
    assert all(m["choice"] is not None for m in data["moves"])
    for p in data["players"]:
        assert p["score"] + p["lost"] == p["best_possible"]
    assert {m["kind"] for m in data["moves"]} >= {"play", "give_up"}
    status, out, _ = run(capsys, "analyze", str(path), "--lexicon", str(words), "--player", "Ben", "--top", "1")
    assert status == 0 and "Ben scored" in out and "Ann scored" not in out
    status, out, _ = run(capsys, "--language", "ro", "analyze", str(path), "--lexicon", str(words))
    assert status == 0 and "posibile" in out and "calculator" in out


def test_the_choice_is_the_strongest_computers_own_pick(saved):
    # The review weighs its own search's moves as level 3 does; on this game that is level 3's pick.
    game, _, _ = saved
    review = review_game(game)
    for (_, _, before), move in zip(game.positions(), review.moves, strict=True):
        pick = computer_player(3, lexicon=game.lexicon).pick(before)
        assert move.choice is not None
        assert move.choice.params.get("move") == (None if pick is None else pick.notation())
