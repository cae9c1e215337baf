"""The coach in the game widgets (wordplay.widgets.review): the review intents, their refusals, the
computers' moves hidden while the game runs, the coach line, the language, the static copy.

Expected best moves and points lost come from the finder run here on the position and rack, not
from the widget's view.
"""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from wordplay.board.finder import best_plays
from wordplay.board.game import BoardGame
from wordplay.core.messages import render
from wordplay.widgets import BoardExplainer, BoardGameWidget
from wordplay.widgets.board.session import GameSession
from wordplay.widgets.review import REVIEW_ACTIONS


class Pusher:
    """Sends intents with rising seq numbers."""

    def __init__(self, widget: BoardGameWidget) -> None:
        self.widget = widget
        self.seq = 0

    def __call__(self, action: str, **fields) -> bool:
        self.seq += 1
        return self.widget.receive({"seq": self.seq, "action": action, **fields})


def passed_out() -> tuple[BoardGameWidget, Pusher]:
    """Two people at one screen who pass until the game ends (2 scoreless turns each in Wordsmith)."""
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=5)
    send = Pusher(w)
    while not w.game.is_over:
        assert send("pass")
    return w, send


def best_on_empty_board(w: BoardGameWidget, rack: str):
    return best_plays(w.session.ruleset, w.game.board, rack, w.game.lexicon, 1)[0]


def test_the_review_opens_on_request_and_says_per_move_the_best_move_and_the_points_lost():
    w, send = passed_out()
    moves = w.game.moves
    assert [m["kind"] for m in moves] == ["pass"] * 4
    assert w.view["coach"]["table"] is None and w.session.reviewer.made == 0  # nothing reviewed before asked
    assert w.view["coach"]["can_open"] and w.view["coach"]["over"]
    assert send("review_open")
    table = w.view["coach"]["table"]
    assert [r["number"] for r in table["rows"]] == [1, 2, 3, 4]
    for row, move in zip(table["rows"], moves, strict=True):
        best = best_on_empty_board(w, move["rack"])  # every pass was on the empty board
        assert (row["played"], row["score"], row["held"]) == ("-", 0, move["rack"])
        assert (row["best"], row["best_score"], row["lost"]) == (best.notation, best.score, best.score)
    ann = sum(r["lost"] for r in table["rows"] if r["name"] == "Ann")
    assert table["summary"][0] == f"Ann scored 0 of a possible {ann}: {ann} points lost."
    assert table["summary"][1] == "Ann found the best move in 0 of 2 moves."
    assert w.session.reviewer.made == 4
    # a row chosen: the move beside the best ones, each with its steps
    assert send("review_move", number=3)
    chosen = w.view["coach"]["chosen"]
    best = best_on_empty_board(w, moves[2]["rack"])
    assert chosen["played"] == {"move": "-", "score": 0, "explanation": None}
    assert chosen["best"][0]["move"] == best.notation and chosen["best"][0]["explanation"]["total"] == best.score
    assert [s["text"] for s in chosen["best"][0]["explanation"]["steps"]] == best.explanation.sentences("en")
    assert chosen["verdict"] == f"Best here: {best.notation} for {best.score}, {best.score} points more."
    assert w.session.reviewer.made == 4  # kept, not made again
    assert send("review_close") and w.view["coach"]["table"] is None


def test_a_replayed_or_forged_review_intent_is_refused_and_changes_nothing():
    w, send = passed_out()
    assert send("review_open")
    before = (w.game.to_json(), w.session.review_open, w.session.review_number, w.view["refused"])
    forged = [
        {"seq": send.seq, "action": "review_move", "number": 1},  # replayed seq
        {"seq": 100, "action": "review_move", "number": 0},
        {"seq": 101, "action": "review_move", "number": 5},  # only 4 moves were made
        {"seq": 102, "action": "review_move", "number": "1"},
        {"seq": 103, "action": "review_move", "number": True},
        {"seq": 104, "action": "review_move"},
        {"seq": 105, "action": "review_open", "number": 1},
        {"seq": 106, "action": "review_close", "all": True},
    ]
    for k, message in enumerate(forged, start=1):
        assert not w.receive(message), message
        assert w.view["refused"] == before[3] + k and w.view["refusal"]
        assert (w.game.to_json(), w.session.review_open, w.session.review_number) == before[:3]
    assert "refused" in w.view["refusal"] and w.view["coach"]["chosen"] is None


def test_widgets_without_a_game_do_not_offer_the_review():
    w = BoardExplainer("wordsmith", EMPTY_BOARD, "8D QUIET", lexicon=AcceptAll())
    assert not REVIEW_ACTIONS & set(w.view["actions"])
    assert not w.receive({"seq": 1, "action": "review_open"})
    assert "unknown action" in w.view["refusal"]


def test_while_the_game_runs_only_the_peoples_moves_are_reviewed():
    w = BoardGameWidget("wordsmith", ["Ann", ("Computer", 3)], seed=3)
    send = Pusher(w)
    assert not w.view["coach"]["can_open"]
    assert not send("review_open")  # no move of Ann's yet
    assert w.view["refusal"] == "There is no move of yours to review yet."
    assert send("pass")  # the computer answers at once
    computer = w.game.moves[1]
    assert computer["player"] == 1 and not w.game.is_over
    before = w.view["refused"]
    assert not send("review_move", number=2)
    assert w.view["refused"] == before + 1
    assert w.view["refusal"] == (
        "Move 2 was made by Computer; the other players' moves are reviewed once the game is over."
    )
    assert w.session.reviewer.made == 0 and w.view["coach"]["chosen"] is None
    assert send("review_open")
    table = w.view["coach"]["table"]
    assert [r["number"] for r in table["rows"]] == [1] and table["hidden"]
    assert "Computer" not in " ".join(table["summary"])
    assert w.view["coach"]["labels"]["open_mine"] == "Review my moves"


def test_once_the_game_is_over_the_computers_moves_are_reviewed_too():
    played = GameSession("wordsmith", [("Ann", 3), ("Computer", 3)], seed=3)
    played.run_computers()
    game = played.game
    assert game.is_over and game.moves[1]["kind"] == "play"
    w = BoardGameWidget("wordsmith", ["Ann", ("Computer", 3)], game=game)
    send = Pusher(w)
    assert send("review_move", number=2)
    chosen = w.view["coach"]["chosen"]
    move = game.moves[1]
    before = BoardGame.from_json(game.to_json())
    while len(before.moves) > 1:
        before.undo()
    best = best_plays(w.session.ruleset, before.board, move["rack"], game.lexicon, 1)[0]
    assert chosen["number"] == 2 and chosen["played"]["move"] == move["notation"]
    assert (chosen["best"][0]["move"], chosen["best"][0]["explanation"]["total"]) == (best.notation, best.score)
    assert chosen["lost"] == best.score - move["score"]
    assert len(w.view["coach"]["table"]["rows"]) == len(game.moves) and not w.view["coach"]["table"]["hidden"]
    assert w.view["coach"]["labels"]["open_game"] == "Review the game"


def test_the_coach_line_after_a_learners_move_is_off_by_default():
    quiet = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=5)
    Pusher(quiet)("pass")
    assert quiet.view["coach"]["line"] is None and quiet.session.reviewer.made == 0

    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=5, coach=True)
    send = Pusher(w)
    rack = w.game.rack
    assert send("pass")
    best = best_on_empty_board(w, rack)
    line = w.view["coach"]["line"]
    assert line["number"] == 1 and line["lost"] == best.score
    assert line["verdict"] == f"Move 1: Best here: {best.notation} for {best.score}, {best.score} points more."
    # Ben lays the best play (the hint) and plays it: the best move was found
    assert send("hint") and send("submit")
    notation = w.game.moves[1]["notation"]
    assert w.view["coach"]["line"]["verdict"] == f"Move 2: {notation} was the best move here."
    assert w.view["coach"]["line"]["lost"] == 0


def test_a_teacher_turns_the_coach_on_from_python_but_the_page_may_not():
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=5)
    send = Pusher(w)
    assert send("pass") and w.view["coach"]["line"] is None
    w.set_state({"coach": True})
    assert "only Python may change" in w.view["refusal"] and not w.coach and w.view["coach"]["line"] is None
    w.coach = True
    assert w.view["coach"]["line"]["number"] == 1
    w.coach = False
    assert w.view["coach"]["line"] is None


def test_a_language_switch_redraws_the_review():
    w, send = passed_out()
    assert send("review_open") and send("review_move", number=1)
    english = w.view["coach"]
    w.language = "pl"
    polish = w.view["coach"]
    assert polish["labels"]["close"] == render("widget.review.label.close", {}, "pl") != english["labels"]["close"]
    assert polish["labels"]["columns"][-1] == render("review.column.lost", {}, "pl")
    review = w.session.current_review()
    assert polish["table"]["summary"] == review.summary("pl") != english["table"]["summary"]
    assert polish["chosen"]["verdict"] == review.move(1).verdict("pl")
    steps = [s["text"] for s in polish["chosen"]["best"][0]["explanation"]["steps"]]
    assert steps == review.move(1).best[0].explanation.sentences("pl")
    assert polish["table"]["rows"] == english["table"]["rows"]  # the game and its review are the same
    assert w.session.reviewer.made == 4


def test_the_static_copy_shows_the_review_when_it_is_open():
    w, send = passed_out()
    closed = w._repr_mimebundle_()[0]["text/html"]
    assert "wordplay-review" not in closed
    assert send("review_open") and send("review_move", number=2)
    shown = w._repr_mimebundle_()[0]["text/html"]
    best = best_on_empty_board(w, w.game.moves[1]["rack"])
    assert shown.startswith(closed[:200]) and "wordplay-review" in shown and "wordplay-review-pair" in shown
    assert best.notation in shown and "Ann scored 0 of a possible" in shown


def test_the_review_follows_an_undo():
    w = BoardGameWidget("wordsmith", ["Ann", ("Computer", 3)], seed=3)
    send = Pusher(w)
    assert send("pass") and send("review_open")
    assert [r["played"] for r in w.view["coach"]["table"]["rows"]] == ["-"]
    assert send("undo") and w.game.moves == []
    assert w.view["coach"]["table"]["rows"] == [] and not w.view["coach"]["can_open"]
    assert send("hint") and send("submit")
    row = w.view["coach"]["table"]["rows"][0]
    assert row["played"] == w.game.moves[0]["notation"] and row["lost"] == 0
    assert isinstance(w.session, GameSession)


# ----- the card games ----------------------------------------------------------------------------------


def test_a_card_games_review_judges_its_turns_with_the_movers_own_hand():
    from wordplay.cards.finder import best_plays as best_card_plays
    from wordplay.widgets import CardsGameWidget

    game = CardsGameWidget("classic", [("Ann", 3), ("Computer", 3)], seed=2).game
    assert game.is_over
    w = CardsGameWidget("classic", ["Ann", ("Computer", 3)], game=game)
    send = Pusher(w)
    assert send("review_open")
    rows = w.view["coach"]["table"]["rows"]
    assert [r["number"] for r in rows] == list(range(1, len(game.moves) + 1))
    expected = []
    for index, event, before in game.positions():  # each position as it stood (read before the next is replayed)
        expected.append((index, event, best_card_plays(game.ruleset, before.table, event["hand"], game.lexicon, 1)[0]))
        if len(expected) == 4:
            break
    for index, event, best in expected:
        assert send("review_move", number=index + 1)
        chosen = w.view["coach"]["chosen"]
        assert chosen["played"]["move"] == event["notation"]
        assert chosen["headline"].endswith(f"holding {event['hand']}.")
        assert (chosen["best"][0]["move"], chosen["best"][0]["score"]) == (best.notation, best.score)
        assert chosen["best"][0]["explanation"]["total"] == best.score
        assert rows[index]["lost"] == best.score - event["score"]


def test_a_forfeit_games_closed_windows_are_not_turns():
    from wordplay.widgets import CardsGameWidget

    game = CardsGameWidget("forfeit", [("Ann", 3), ("Computer", 3)], seed=2).game
    assert game.is_over and game.moves[1]["kind"] == "close"
    w = CardsGameWidget("forfeit", ["Ann", ("Computer", 3)], game=game)
    send = Pusher(w)
    assert not send("review_move", number=2)
    assert w.view["refusal"] == "Move 2 is not a turn the review judges; choose a row of the review."
    assert send("review_open")
    rows = w.view["coach"]["table"]["rows"]
    assert [r["number"] for r in rows] == [i + 1 for i, m in enumerate(game.moves) if m["kind"] != "close"]


def test_a_card_game_hides_the_computers_turns_while_it_runs():
    from wordplay.widgets import CardsGameWidget

    w = CardsGameWidget("classic", ["Ann", ("Computer", 3)], seed=4, coach=True)
    send = Pusher(w)
    assert send("pass")
    mine = [i for i, m in enumerate(w.game.moves) if m["player"] == 0]
    theirs = [i for i, m in enumerate(w.game.moves) if m["player"] == 1]
    assert mine and theirs and not w.game.is_over
    assert not send("review_move", number=theirs[0] + 1)
    assert "once the game is over" in w.view["refusal"]
    assert w.view["coach"]["line"]["number"] == mine[-1] + 1
    assert send("review_open")
    assert [r["number"] for r in w.view["coach"]["table"]["rows"]] == [i + 1 for i in mine]


# ----- Word Thief ----------------------------------------------------------------------------------------


def test_a_word_thief_game_hides_the_computers_moves_and_coaches_the_learner():
    from wordplay.widgets import ThiefGameWidget

    w = ThiefGameWidget("word-thief", ["Ann", ("Computer", 1)], seed=2, coach=True)
    send = Pusher(w)
    assert {"review_open", "review_move", "review_close"} <= set(w.view["actions"])
    if w.game.moves:  # the computer began
        assert not send("review_move", number=1) and "once the game is over" in w.view["refusal"]
    discard = list(range(w.view["discard"]))  # Ann gives up the turn: the rules' number of cards go
    assert send("give_up", indices=discard)
    mine = [i for i, m in enumerate(w.game.moves) if m["player"] == 0]
    theirs = [i for i, m in enumerate(w.game.moves) if m["player"] == 1]
    assert mine and theirs and not w.game.is_over
    assert not send("review_move", number=theirs[-1] + 1)
    assert "once the game is over" in w.view["refusal"]
    line = w.view["coach"]["line"]
    review = w.session.reviewer.move(w.game, mine[-1])
    assert line["number"] == mine[-1] + 1 and line["verdict"] == f"Move {mine[-1] + 1}: {review.verdict()}"
    assert send("review_move", number=mine[-1] + 1)
    chosen = w.view["coach"]["chosen"]
    assert chosen["notes"] == [n.sentence() for n in review.notes] and chosen["lost"] == review.lost
    assert [r["number"] for r in w.view["coach"]["table"]["rows"]] == [i + 1 for i in mine]


def test_python_opens_the_review_as_the_button_does_and_reads_it():
    w, _ = passed_out()
    review = w.review()
    assert [m.number for m in review.moves] == [1, 2, 3, 4] and "Ann scored 0 of a possible" in str(review)
    assert w.view["coach"]["table"] is None
    w.open_review(2)
    assert w.view["coach"]["open"] and w.view["coach"]["chosen"]["number"] == 2
    from wordplay.widgets.protocol import IntentError

    with pytest.raises(IntentError):
        w.open_review(9)
    assert w.view["coach"]["chosen"]["number"] == 2
    running = BoardGameWidget("wordsmith", ["Ann", ("Computer", 3)], seed=3)
    with pytest.raises(IntentError, match="no move of yours"):
        running.open_review()
    assert running.review().moves == ()


def test_a_rummy_turn_is_coached_at_its_discard_and_in_the_widgets_language():
    from wordplay.cards.review import review_move
    from wordplay.widgets import CardsGameWidget

    w = CardsGameWidget("rummy", ["Ann", ("Computer", 3)], seed=3, coach=True)
    send = Pusher(w)
    assert send("draw", source="pile") and w.view["coach"]["line"] is None  # the turn is not over yet
    assert send("discard", index=0)
    review = review_move(w.game, 1)  # Ann's discard, judged with her hand after the draw
    line = w.view["coach"]["line"]
    assert line["number"] == 2 and line["verdict"] == f"Move 2: {review.verdict('en')}"
    assert line["misses"] == [n.sentence("en") for n in review.misses]
    w.language = "pt"
    assert w.view["coach"]["line"]["verdict"] == render(
        "widget.review.coach_line", {"number": 2, "verdict": review.verdict("pt")}, "pt"
    )
    assert "wordplay-review" not in w._repr_mimebundle_()[0]["text/html"]
    w.open_review()
    assert "wordplay-review" in w._repr_mimebundle_()[0]["text/html"]


def test_the_review_a_widget_returns_speaks_the_widgets_language():
    from wordplay.widgets import BoardGameWidget

    widget = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=1, language="pl")
    assert "Nie ma jeszcze ruchu do omówienia." in widget.review()._repr_html_()
    widget.language = "ro"
    assert "Încă nu există nicio mutare de analizat." in widget.review()._repr_html_()
