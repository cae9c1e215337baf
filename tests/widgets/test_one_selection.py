"""One selection (review finding 1): the analysis board, "How it scores", the score sheet and the review
always show the same move, whichever of them chose it; a best move chosen on the analysis board is
explained step by step like the played one; a rummy score-sheet row opens the analysis board (finding 3)."""

from __future__ import annotations

from tests.widgets.test_analysis import _played


def _say(widget, action, **fields):
    return widget.receive({"seq": widget.session.ack + 1, "action": action, **fields})


def test_the_sheet_the_board_and_the_explanation_follow_every_choice():
    widget = _played(4)
    assert _say(widget, "review", turn=0)  # the sheet's first row: move 1
    assert widget.view["analysis"]["number"] == 1 and widget.view["review"]["turn"] == 0
    assert _say(widget, "review_move", number=3)  # the review's row of move 3
    assert widget.view["analysis"]["number"] == 3
    assert widget.view["review"]["turn"] == 2  # the sheet and "How it scores" moved with it (were still move 1)
    assert widget.view["review"]["squares"] == [int(sq) for sq, _ in widget.game.moves[2]["tiles"]]
    assert _say(widget, "analyse", step="previous")
    assert widget.view["review"]["turn"] == 1
    assert _say(widget, "analyse", step="live")  # the live game: the sheet keeps the last move chosen
    assert widget.view["review"]["turn"] == 1


def test_a_best_move_chosen_on_the_board_is_explained_step_by_step():
    widget = _played(3)
    assert _say(widget, "analyse", number=2, mark=2)
    marks = widget.view["analysis"]["marks"]
    review = widget.view["review"]
    assert review["mark"] == 2
    assert review["explanation"]["total"] == marks[2]["score"]  # best 2's own score, not the move played
    assert sorted(review["squares"]) == sorted(c["row"] * 15 + c["col"] for c in marks[2]["cells"])
    assert "best 2" in review["headline"]
    assert _say(widget, "analyse", number=2, mark=0)  # back to the move played
    assert "mark" not in widget.view["review"]
    assert widget.view["review"]["squares"] == [int(sq) for sq, _ in widget.game.moves[1]["tiles"]]


def test_a_rummy_sheet_row_opens_the_analysis_board_at_that_players_round():
    from wordplay.widgets import CardsGameWidget

    widget = CardsGameWidget("rummy", [("Ann", 1), ("Ben", 1)], seed=3)  # two computers: the game plays itself
    game = widget.game
    assert game.state["history"], "a round was played"
    names = len(game.names)
    for turn in (0, 1):
        assert _say(widget, "review", turn=turn)
        number = widget.view["analysis"]["number"]
        move = game.moves[number - 1]
        _, before = game.position_before(number - 1)
        assert move["kind"] == "discard" and move["player"] == turn % names
        assert before.state["round_no"] == game.state["history"][turn // names]["round"]


def test_a_game_ended_by_six_scoreless_turns_does_not_say_every_player_passed():
    """docs/rules.md section 4: Literaki also ends after six scoreless turns in a row, exchanges included.
    Ann and Ben exchange one tile three times each: six turns scoring nothing, nobody passed."""
    from tests.support.board_helpers import AcceptAll
    from wordplay.widgets.board.session import GameSession

    s = GameSession("literaki", ["Ann", "Ben"], 3, lexicon=AcceptAll())
    for turn in range(6):
        assert s.handle({"seq": turn + 1, "action": "exchange", "indices": [0]}), s.refusal
    summary = s.view()["summary"]
    assert s.game.is_over and summary is not None
    assert "6 turns in a row scored nothing" in summary["reason"] and "passed" not in summary["reason"]


def test_word_thiefs_counted_labels_come_from_the_plural_entries():
    """Review finding 7: the page filled a number into a label rendered for 0 ("Zaznacz 3 kart").
    By hand: Polish 3 takes the form of 2-4, "3 karty"."""
    from wordplay.core.messages import using_language
    from wordplay.widgets.thief.session import ThiefGameSession

    s = ThiefGameSession(["Ala", "Olek"], 1)
    with using_language("pl"):
        view = s.view()
        assert "Zaznacz 3 karty do odrzucenia" in view["discard_prompt"]
        assert s.handle({"seq": 1, "action": "steals"})
        steals = s.view()["steals"]
    count = steals["count"]
    assert str(count) in steals["title"] or count == 1


def test_a_finished_game_explains_its_last_play_rather_than_asking_for_tiles():
    """Review finding 9: after the game ended by passes, the panel still said "Lay tiles to see how they
    score." Ann plays the finder's best, then four passes end the game: the panel explains Ann's play."""
    widget = _played(1)
    for _ in range(4):
        assert _say(widget, "pass"), widget.view["refusal"]
    assert widget.game.is_over
    review = widget.view["review"]
    assert review is not None and review["turn"] == 0
    assert review["squares"] == [int(sq) for sq, _ in widget.game.moves[0]["tiles"]]
