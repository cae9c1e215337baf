"""The review of a Scrabble Cards game, worked out by hand from docs/rules.md section 2.

Card values: A C D E I L M O P R S T U 1 or 2 as in the table (A1 C2 E1 I1 N3 R1 S1 T1 V4 Q6 Z8);
the first play is doubled; +50 for all seven cards of the hand, after the multipliers; a bonus
card ``2`` doubles one word of a later play. Forfeit: action card 1 is "ends in S" (+10) and
"starts with a vowel" (+5). Rummy: Bingo! is one 7-letter word, its sum + 50.
"""

from __future__ import annotations

import json

import pytest

from tests.cards.test_cards_game import dictate
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.review import review_game, review_move
from wordplay.cards.rules import CARD_ALPHABET, load_ruleset
from wordplay.cli import main
from wordplay.core.lexicon import lexicon_from_words


def words(*found: str):
    return lexicon_from_words(found, CARD_ALPHABET, "review")


def classic(hands: list[str], lexicon, mode: str = "classic", **state):
    return dictate(new_game(mode, ["Ana", "Rui"], seed=1, lexicon=lexicon), hands=hands, to_move=0, **state)


def test_a_short_first_play_beside_a_seven_card_word():
    game = classic(["TREINAR", "EEEEEEE"], words("treinar", "rei"))
    game.play("0,0 across REI")  # R1 E1 I1 = 3, the first play doubled: 6
    move = review_move(game, 0)
    # TREINAR: T1 R1 E1 I1 N3 A1 R1 = 9, doubled 18, + 50 for the seven cards after the multipliers = 68
    assert (move.played.move, move.played.score, move.held) == ("0,0 across REI", 6, "TREINAR")
    assert [(o.move, o.score) for o in move.best] == [("0,0 across TREINAR", 68), ("0,0 across REI", 6)]
    assert move.lost == 62 and move.best[0].explanation.total == 68
    assert move.best[0].explanation.steps[-1].kind == "cards_all_cards"
    (miss,) = move.misses
    assert (miss.code, miss.params["score"], miss.params["count"], miss.params["bonus"]) == (
        "cards.missed_all_cards",
        68,
        1,
        50,
    )
    assert move.choice.code == "cards.choice.play" and move.choice.params["score"] == 68
    assert "TREINAR" in miss.sentence("en") and "Oportunidade perdida" in miss.sentence("pt")


def test_a_bonus_card_left_in_the_hand_through_criar():
    game = classic(["TRAVAEE", "CIAR2EE"], words("trava", "criar"))
    game.play("0,0 across TRAVA")  # T1 R1 A1 V4 A1 = 8, doubled: 16
    game.play("-1,1 down C(R)IAR")  # C2 R1 I1 A1 R1 = 6, no bonus card
    first, second = review_game(game).moves
    assert (first.played.score, first.found_best, first.misses) == (16, True, ())
    # CRIAR through TRAVA's R, as its second or its last letter: 6, doubled by the bonus card: 12
    assert [o.score for o in second.best] == [12, 12] and second.lost == 6
    assert all(o.detail["bonus"][0] == "2" and o.detail["words"] == ["CRIAR"] for o in second.best)
    (miss,) = second.misses
    assert (miss.code, miss.params["multiplier"], miss.params["score"]) == ("cards.missed_bonus", 2, 12)
    assert second.played.detail["bonus"] is None and second.played.detail["words"] == ["CRIAR"]


def test_only_the_players_asked_for_are_reviewed_and_the_game_is_left_as_it_was():
    game = classic(["TRAVAEE", "CIAR2EE"], words("trava", "criar"))
    game.play("0,0 across TRAVA")
    game.pass_turn()
    saved = game.to_json()
    assert [m.player for m in review_game(game).moves] == [0, 1]
    (rui,) = review_game(game, players=[1]).moves
    assert (rui.number, rui.kind, rui.played.move, rui.played.score, rui.lost) == (2, "pass", "-", 0, 12)
    assert review_game(game, players=[]).moves == ()
    assert game.to_json() == saved
    with pytest.raises(IndexError):
        review_move(game, 2)


def test_forfeit_a_play_that_fitted_the_action_card_not_played():
    game = classic(["AVESXZQ", "EEEEEEE"], words("ave", "aves"), mode="forfeit", actions=[1, 2])
    game.play("0,0 across AVE")  # A1 V4 E1 = 6, doubled: 12; it starts with a vowel (+5), not played
    game.close_window()
    saved = game.to_json()
    move = review_game(game).moves[0]
    # AVES = 7, doubled 14, ends in S: +10 = 24 (its vowel start, +5, is the smaller gain); AVE 12 + 5 = 17
    assert move.played.score == 12
    assert [(o.move, o.score) for o in move.best] == [("0,0 across AVES", 24), ("0,0 across AVE", 17)]
    assert move.best[0].explanation.total == 24 and move.best[0].detail["action"] == {
        "category": "ends_in_s",
        "gain": 10,
    }
    assert move.lost == 12
    unplayed, missed = move.misses
    assert (unplayed.code, unplayed.params["gain"]) == ("cards.unplayed_action", 5)
    assert (missed.code, missed.params["score"], missed.params["gain"]) == ("cards.missed_action", 24, 10)
    assert move.choice.code == "cards.choice.play_action"
    assert (move.choice.params["score"], move.choice.params["gain"], move.choice.params["total"]) == (14, 10, 24)
    assert game.to_json() == saved


def test_forfeit_the_own_action_card_counts_in_the_play():
    game = classic(["AVESXZQ", "EEEEEEE"], words("ave", "aves"), mode="forfeit", actions=[1, 2])
    game.play("0,0 across AVE")
    game.play_action(0, "starts_with_vowel")
    game.close_window()
    move = review_move(game, 1)  # the window's close: the play it closed is reviewed
    assert move.number == 1 and move.played.score == 12 + 5 and move.played.explanation.total == 17
    assert move.played.explanation.steps[-1].kind == "cards_action_gain"
    assert move.lost == 24 - 17 and move.misses == ()


def test_with_no_play_the_strongest_computer_exchanges_its_costliest_cards():
    game = classic(["AVESXZQ", "XZQJJHH"], words("ave"), mode="forfeit", actions=[1, 2])
    game.play("0,0 across AVE")
    game.pass_turn()  # closes Ana's window first, then Rui passes: no word of the list fits his hand
    saved = game.to_json()
    move = review_move(game, 2)
    assert game.to_json() == saved
    assert (move.number, move.name, move.kind, move.best, move.lost, move.misses) == (3, "Rui", "pass", (), 0, ())
    assert (move.choice.code, move.choice.params["cards"]) == ("cards.choice.exchange", "XZQ")  # X8 Z8 Q6
    assert review_move(game, 1).number == 1  # the window's close: Ana's play


def rummy(hand: str, top: str, lexicon, round_card: str = "bingo", ruleset="rummy"):
    game = new_game(ruleset, ["Ana", "Rui"], seed=1, lexicon=lexicon)
    return dictate(
        game,
        hands=[hand, "EEEEEEE"],
        to_move=0,
        round=round_card,
        phase="draw",
        discard=[top],
        draw=[*game.draw_pile, "Z"],
    )


def test_rummy_drawing_blind_when_the_top_discard_made_bingo():
    game = rummy("TREINAQ", "R", words("treinar"))
    game.draw("pile")  # Z: no seven-letter word in TREINAQZ
    game.discard("Z")
    move = review_move(game, 0)  # the draw: its turn, reviewed at the discard
    assert (move.number, move.kind, move.held, move.played.move, move.played.score) == (
        2,
        "discard",
        "TREINAQZ",
        "discard Z",  # as the move box writes a turn
        0,
    )
    assert move.best == () and move.lost == 0
    # with the top discard R: TREINAR = 9, + 50 for Bingo! = 59, discarding Q
    (miss,) = move.misses
    assert (miss.code, miss.params["card"], miss.params["score"], miss.params["move"]) == (
        "cards.missed_top_discard",
        "R",
        59,
        "TREINAR, discard Q",
    )
    assert (move.choice.code, move.choice.params["card"]) == ("cards.choice.discard", "Z")  # Z8 above Q6
    game.draw("pile")  # Rui, whose discard is not made yet
    with pytest.raises(IndexError):
        review_move(game, 2)


def test_rummy_a_task_met_and_one_not_met():
    game = rummy("TREINAQ", "R", words("treinar"))
    game.draw("discard")
    game.discard("Q")  # the bingo was in hand and not laid
    move = review_game(game).moves[0]
    assert (move.held, move.played.score, move.best_score, move.lost) == ("TREINAQR", 0, 59, 59)
    assert move.best[0].move == "TREINAR, discard Q" and move.best[0].detail == {
        "words": [["TREINAR", None]],
        "discard": "Q",
        "round": "bingo",
    }
    assert [n.code for n in move.misses] == ["cards.missed_task"]
    assert move.choice.code == "cards.choice.task" and move.choice.params["score"] == 59
    laid = rummy("TREINAQ", "R", words("treinar"))
    laid.draw("discard")
    laid.discard("Q", ["TREINAR"])
    saved = laid.to_json()
    move = review_game(laid).moves[0]
    assert (move.played.move, move.played.score, move.found_best, move.misses) == ("TREINAR, discard Q", 59, True, ())
    assert move.played.explanation.total == 59 and laid.to_json() == saved


@pytest.fixture(scope="module")
def portuguese():
    from wordplay.core.lexicon import load_lexicon

    return load_lexicon("pt")


@pytest.mark.parametrize("mode,moves", [("classic", 6), ("forfeit", 10), ("rummy", 12)])
def test_analyze_a_saved_game_of_each_mode(capsys, tmp_path, portuguese, mode, moves):
    game = new_game(mode, ["Ana", "Rui"], seed=4, lexicon=portuguese)
    seats = [ComputerPlayer(3, 1), ComputerPlayer(1, 2)]
    while len(game.moves) < moves and not game.is_over:
        game.apply(seats[game.to_move].choose(game))
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    assert main(["analyze", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    turns = [e for e in game.moves if e["kind"] in ("play", "exchange", "pass", "discard")]
    assert data["variant"] == mode and len(data["moves"]) == len(turns)
    assert all(m["lost"] == max(0, m["best_score"] - m["played"]["score"]) for m in data["moves"])
    if mode == "classic":
        assert [m["played"]["score"] for m in data["moves"]] == [e.get("score", 0) for e in turns]
    ana = next(p for p in data["players"] if p["name"] == "Ana")
    assert ana["lost"] == 0 or mode == "forfeit"  # the strongest computer takes the play of most points
    assert main(["analyze", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ana scored" in out and "strongest computer" in out
    assert main(["--language", "pt", "analyze", str(path), "--player", "Rui"]) == 0
    out = capsys.readouterr().out
    assert "Rui: " in out and "possíveis" in out and "Ana" not in out


def test_rummy_a_six_letter_word_laid_without_the_bonus_card_held():
    table = load_ruleset("rummy").with_settings(bonus_cards=True)  # a table that plays rummy with them
    game = rummy("TREINO2", "E", words("treino"), "seis_estrelas", table)
    game.draw("pile")  # Z
    game.discard("Z", ["TREINO"])  # TREINO = 8, the bonus card 2 left unused (worth 0): 8
    move = review_game(game).moves[0]
    # TREINO with the bonus card: 8 x 2 = 16, nothing left unused
    assert (move.played.move, move.played.score) == ("TREINO, discard Z", 8)
    assert (move.best[0].move, move.best_score, move.lost) == ("TREINO+2, discard Z", 16, 8)
    (miss,) = move.misses
    assert (miss.code, miss.params["multiplier"], miss.params["score"]) == ("cards.missed_bonus", 2, 16)
    assert "Carta Bónus" in miss.sentence("pt") and "kartę bonusową" in miss.sentence("pl")


def test_a_play_taken_back_by_a_challenge_scored_nothing():
    table = load_ruleset("classic").with_settings(check_words=False)  # a table that plays by challenge
    game = dictate(
        new_game(table, ["Ana", "Rui"], seed=1, lexicon=words("ave")), hands=["AVEXZQJ", "EEEEEEE"], to_move=0
    )
    game.play("0,0 across VAE")  # not a word: Rui challenges and it is taken back
    game.challenge(1)
    move = review_move(game, 1)  # the challenge: the play it took back is reviewed
    assert (move.number, move.played.move, move.played.score, move.played.detail["withdrawn"]) == (
        1,
        "0,0 across VAE",
        0,
        True,
    )
    assert (move.best[0].move, move.best_score, move.lost) == ("0,0 across AVE", 12, 12)  # A1 V4 E1 = 6, doubled
    assert [m.number for m in review_game(game).moves] == [1]
