"""The Scrabble Cards widgets' logic without a browser: laying cards, every mode's moves, forged intents refused."""

from __future__ import annotations

import itertools
import json

import pytest

from wordplay.cards import new_game, parse_play
from wordplay.cards.game import ClassicGame
from wordplay.core.errors import IllegalMoveError
from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import family_rulesets
from wordplay.display.cards import cards_widget_html
from wordplay.widgets.cards.rummy import RummySession, task_progress
from wordplay.widgets.cards.session import CardsGameSession
from wordplay.widgets.cards.table import TableSession

EVIL = "<img src=x onerror=alert(1)>"
TRAVA = dict(parse_play("0,0 across TRAVA", {}).cards)


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


_SEQ = itertools.count(1)


def intent(action, seq=None, **fields):
    """An intent message; each gets a newer ``seq`` than the last (a session refuses a replayed one)."""
    return {"seq": next(_SEQ) if seq is None else seq, "action": action, **fields}


def spots(view):
    return {c["spot"]: c["card"] for c in view["table"]["cells"]}


# ----- laying cards on a table --------------------------------------------------------------------


def test_an_explainer_lays_its_play_and_explains_the_clearing(pt):
    s = TableSession("classic", TRAVA, "-1,1 down C(R)IAR", lexicon=pt)
    view = s.view()
    assert s.hand == "CIAR" and view["preview"]["legal"]
    assert view["preview"]["headline"] == "-1,1 down C(R)IAR is legal and scores 6."
    assert view["preview"]["leaving"] == ["0,0", "0,2", "0,3", "0,4"]  # T, A, V, A leave
    kinds = [st["kind"] for st in view["preview"]["explanation"]["steps"]]
    assert kinds[-1] == "cards_leave" and kinds.count("cards_card") == 5
    assert view["preview"]["explanation"]["steps"][0]["squares"] == ["-1,1"]
    assert [c["passed"] for c in view["preview"]["check"]["checks"]] == [True] * 7
    json.dumps(view)


def test_placing_lifting_blanks_and_recalling(pt):
    s = TableSession("classic", {}, hand="CAS?", lexicon=pt)
    assert s.handle(intent("place", row=0, col=0, index=0))
    assert s.handle(intent("place", row=0, col=1, index=1))
    assert not s.handle(intent("place", row=0, col=2, index=3))  # a blank needs its letter
    assert "Choose the letter" in s.refusal
    assert s.handle(intent("place", row=0, col=2, index=3, letter="s"))
    assert s.handle(intent("place", row=0, col=3, index=2))
    assert spots(s.view()) == {"0,0": "C", "0,1": "A", "0,2": "s", "0,3": "S"}
    assert s.view()["preview"]["notation"] == "0,0 across CAsS"
    assert s.handle(intent("blank", row=0, col=2, letter="R"))
    assert s.handle(intent("lift", row=0, col=3))
    assert s.view()["preview"]["notation"] == "0,0 across CAr"
    assert s.handle(intent("recall")) and s.view()["preview"] is None


def test_refusals_name_the_problem_and_change_nothing(pt):
    s = TableSession("classic", TRAVA, hand="CIAR2", lexicon=pt)
    s.handle(intent("place", row=1, col=1, index=1))
    before = (dict(s.pending), s.bonus)
    for message, words in [
        (intent("place", row=1, col=1, index=0), "already holds"),
        (intent("place", row=2, col=1, index=1), "already in use"),
        (intent("place", row=2, col=1, index=4), "not laid on the table"),
        (intent("lift", row=0, col=0), "No card was laid"),
        (intent("bonus", index=0, row=0, col=0), "not a bonus card"),
        (intent("bonus", index=4, row=3, col=1), "no letter"),
        (intent("unbonus"), "No bonus card"),
        (intent("place", row=2, col=1, index=0, letter="A"), "not a blank"),
    ]:
        assert not s.handle(message)
        assert words in s.refusal
        assert (dict(s.pending), s.bonus) == before
    assert s.refused == 8


@pytest.mark.parametrize(
    "message",
    [
        None,
        [],
        "place",
        {"action": "recall"},
        intent("recall", seq=-1),
        intent("recall", seq=True),
        intent("fly"),
        intent("place", row=0, col=0),
        intent("place", row=0, col=0, index=0, extra=1),
        intent("place", row=99, col=0, index=0),
        intent("place", row=0, col=-99, index=0),
        intent("place", row=0.5, col=0, index=0),
        intent("place", row="0", col=0, index=0),
        intent("place", row=0, col=0, index=9),
        intent("place", row=0, col=0, index=0, letter="K"),
        intent("place", row=0, col=0, index=0, letter="AB"),
        intent("bonus", index=0, row=0, col=0, across="yes"),
        intent("submit"),
        intent("act", player=0, category="ends_in_s"),
        intent("draw", source="pile"),
        {1: 2, "seq": 1, "action": "recall"},
    ],
)
def test_malformed_or_forged_intents_are_refused(pt, message):
    s = TableSession("classic", TRAVA, hand="CIAR", lexicon=pt)
    before = s.view()
    assert not s.handle(message)
    assert "nothing changed" in s.refusal
    after = s.view()
    assert after["table"] == before["table"] and after["hand"] == before["hand"]


def test_a_bonus_card_multiplies_the_word_holding_the_letter_named(pt):
    desliga = dict(parse_play("0,0 across DESLIGA", {}).cards)
    s = TableSession("classic", desliga, "1,3 across AR", hand="AR3", lexicon=pt)
    assert s.view()["preview"]["explanation"]["total"] == 7
    assert s.handle(intent("bonus", index=2, row=0, col=3))  # the triple card on the L: LA 3 x 3
    view = s.view()
    assert view["bonus"] == {"index": 2, "spot": "0,3", "card": "3", "across": None}
    assert view["hand"][2]["used"] and view["hand"][2]["bonus"] == "Triple word"
    assert view["preview"]["explanation"]["total"] == 13
    assert "bonus 3 on 0,3" in view["preview"]["notation"]
    assert s.handle(intent("unbonus")) and s.view()["preview"]["explanation"]["total"] == 7


def test_every_rule_is_listed_and_the_failing_one_explained(pt):
    s = TableSession("classic", TRAVA, hand="XZ", lexicon=pt)
    s.handle(intent("place", row=1, col=0, index=0))
    s.handle(intent("place", row=1, col=1, index=1))
    check = s.view()["preview"]["check"]
    assert not check["ok"] and check["checks"][-1]["rule"] == "cards_words_known"
    assert "XZ" in check["failure"]
    s.handle(intent("recall"))
    s.handle(intent("place", row=3, col=3, index=0))
    assert not s.view()["preview"]["legal"]
    assert any(c["rule"] == "cards_joined" and not c["passed"] for c in s.view()["preview"]["check"]["checks"])


def test_the_move_list_lays_the_chosen_play(pt):
    s = TableSession("classic", {}, hand="OEITRNR", lexicon=pt, top=5)
    moves = s.view()["moves"]
    assert [m["score"] for m in moves][:3] == [16, 16, 16] and moves[0]["leave"]
    assert s.handle(intent("choose", rank=2))
    view = s.view()
    assert view["moves"][2]["chosen"] and view["preview"]["legal"]
    assert not s.handle(intent("choose", rank=5))


def test_the_window_grows_with_the_cards():
    s = TableSession("classic", TRAVA, hand="CIAR", lexicon=set())
    assert s.view()["table"]["rows"] == [-3, 3] and s.view()["table"]["cols"] == [-3, 7]
    s.handle(intent("place", row=3, col=0, index=0))
    assert s.view()["table"]["rows"] == [-3, 6]


# ----- classic and forfeit games ---------------------------------------------------------------------


def test_a_play_by_choosing_then_submitting_changes_the_game(pt):
    s = CardsGameSession("classic", ["Ana", "Rui"], seed=4, lexicon=pt, top=3)  # seed 4: Ana moves first
    assert s.game.to_move == 0
    assert s.handle(intent("choose", rank=0))
    laid = [c["spot"] for c in s.view()["table"]["cells"] if c.get("pending")]
    assert s.handle(intent("submit"))
    assert len(s.game.moves) == 1 and s.game.to_move == 1
    view = s.view()
    assert view["sheet"][0]["kind"] == "play" and view["sheet"][0]["score"] == s.game.scores[0]
    assert view["review"]["turn"] == 0 and view["review"]["explanation"]["total"] == s.game.scores[0]
    assert laid and view["last"] == view["review"]["spots"] == laid  # the cards the chosen play laid
    assert view["chart"]["series"][0]["points"][-1] == [1, s.game.scores[0]]


def test_an_illegal_submission_is_refused_with_its_reason(pt):
    s = CardsGameSession("classic", ["Ana", "Rui"], seed=1, lexicon=pt)
    saved = s.game.to_json()
    assert not s.handle(intent("submit"))
    assert "Lay some" in s.refusal
    s.handle(intent("place", row=0, col=0, index=4))
    assert not s.handle(intent("submit"))
    assert "at least 2" in s.refusal or "2" in s.refusal
    assert s.game.to_json() == saved and len(s.pending) == 1


def test_exchange_pass_undo_and_the_computers_reply(pt):
    s = CardsGameSession("classic", ["Ana", ("Rui", 3)], seed=4, lexicon=pt)  # seed 4: Ana moves first
    assert s.game.to_move == 0
    hand = s.game.hand
    assert s.handle(intent("exchange", indices=[0, 1]))
    assert s.run_computers() == 1 and s.game.to_move == 0
    assert not s.handle(intent("exchange"))  # nothing marked
    assert s.handle(intent("pass")) and s.run_computers() == 1
    assert s.handle(intent("undo")) and len(s.game.moves) == 2
    assert s.handle(intent("undo")) and s.game.moves == [] and s.game.hand == hand
    assert not s.handle(intent("undo")) and "no move of yours" in s.refusal


def test_review_shows_an_earlier_play(pt):
    s = CardsGameSession("classic", ["Ana", ("Rui", 3)], seed=4, lexicon=pt, top=1)  # seed 4: Ana moves first
    s.handle(intent("choose", rank=0))
    s.handle(intent("submit"))
    assert s.run_computers() == 1 and [m["player"] for m in s.game.moves] == [0, 1]
    first = s.play_explanation(0)
    assert s.handle(intent("review", turn=0))
    assert s.view()["review"]["explanation"]["total"] == first.total == s.game.moves[0]["score"]
    assert not s.handle(intent("review", turn=9))


def forfeit_with_window(pt, seed):
    """A forfeit game in which the first play fits an action card of one of the players."""
    s = CardsGameSession("forfeit", ["Ana", "Rui"], seed=seed, lexicon=pt, top=1)
    s.handle(intent("choose", rank=0))
    s.handle(intent("submit"))
    return s


# Seed 41: Ana moves first, her best play is a word of six letters, and Rui's action card (a word
# of 6 or more letters: -10, or a 2-letter word) fits it; Ana's own card does not.
FORFEIT_WINDOW_SEED = 41


def test_forfeit_window_lists_each_card_and_people_answer(pt):
    s = forfeit_with_window(pt, FORFEIT_WINDOW_SEED)
    played = s.game.moves[0]
    assert played["player"] == 0 and len(played["words"]) == 1 and len(played["words"][0]) >= 6
    window = s.view()["window"]
    assert window["words"] == played["words"] and window["waiting"]
    fitting = [(p["player"], c["id"]) for p in window["players"] for c in p["categories"] if c["fits"]]
    assert fitting == [(1, "six_plus_letters")]
    saved = s.game.to_json()
    for message in (intent("submit"), intent("pass"), intent("act", player=0, category="ends_in_s")):
        assert not s.handle(message)
        assert s.game.to_json() == saved
    assert "window is open" in s.refusal or "action" in s.refusal
    assert s.handle(intent("act", player=1, category="six_plus_letters"))
    assert s.game.scores[0] == played["score"] - 10 and "−10" in s.notice
    assert not s.handle(intent("act", player=1, category="two_letters"))
    assert s.handle(intent("close")) and s.game.window is None and s.game.to_move == 1
    assert [r["kind"] for r in s.view()["sheet"]] == ["play", "action"]
    assert s.view()["sheet"][1]["total"] == played["score"] - 10


def test_a_computer_plays_its_action_card_and_a_window_nobody_answers_closes(pt):
    s = CardsGameSession("forfeit", ["Ana", ("Rui", 3)], seed=FORFEIT_WINDOW_SEED, lexicon=pt, top=1)
    s.handle(intent("choose", rank=0))
    s.handle(intent("submit"))
    played = s.game.moves[0]
    assert played["player"] == 0 and len(played["words"][0]) >= 6
    assert not s.handle(intent("act", player=1, category="six_plus_letters"))
    assert "Computer players, such as Rui," in s.refusal
    s.run_computers()
    assert s.game.scores[0] == played["score"] - 10 and s.game.to_move == 0 and s.game.window is None
    assert "a word of 6 or more letters" in s.notice


def test_exchanging_the_action_card(pt):
    s = CardsGameSession("forfeit", ["Ana", "Rui"], seed=4, lexicon=pt)  # seed 4: Ana moves first
    assert s.game.to_move == 0
    card = s.game.state["actions"][0]
    assert not s.handle(intent("exchange", with_action=1))
    assert s.handle(intent("exchange", with_action=True))
    assert s.game.state["actions"][0] != card and s.game.moves[-1]["action_card"]


# ----- rummy ---------------------------------------------------------------------------------------------


def test_rummy_draw_build_words_and_discard(pt):
    # Seed 9: the first round asks for every card of the hand in words, and Ana's hand, with the
    # card drawn from the pile, can meet it (in two words).
    s = RummySession("rummy", ["Ana", "Rui"], seed=9, lexicon=pt)
    assert s.view()["round"]["phase"] == "draw"
    assert not s.handle(intent("discard", index=0)) and "draw" in s.refusal.lower()
    assert s.handle(intent("draw", source="pile"))
    hand = s.hand
    assert s.handle(intent("solve"))
    view = s.view()
    words = view["words"]
    assert len(words) >= 2 and view["suggest"] is not None
    used = sorted([c["index"] for w in words for c in w["cards"]] + [view["suggest"]])
    assert used == list(range(len(hand)))  # every card in a word, but the one to discard
    total = view["preview"]["explanation"]["total"]
    assert view["preview"]["legal"] and total > 0
    assert not s.handle(intent("discard", index=words[0]["cards"][0]["index"]))
    assert "in a word" in s.refusal
    assert s.handle(intent("discard", index=view["suggest"]))
    assert s.game.state["laid"][0]["score"] == total and s.game.to_move == 1


def test_rummy_words_by_hand_and_the_tasks_progress(pt):
    s = RummySession("rummy", ["Ana", "Rui"], seed=4, lexicon=pt)
    s.handle(intent("draw", source="discard"))
    hand = s.hand
    for index in [0, 1]:
        assert s.handle(intent("add", index=index, word=0))
    assert [c["card"] for c in s.view()["words"][0]["cards"]] == list(hand[:2])
    assert not s.handle(intent("add", index=0, word=1))  # already in a word
    assert not s.handle(intent("add", index=2, word=2))  # word 2 does not exist yet
    assert s.handle(intent("take", index=1)) and len(s.view()["words"][0]["cards"]) == 1
    assert s.handle(intent("take", index=0)) and s.view()["words"] == []
    assert not s.handle(intent("take", index=0))
    assert s.view()["round"]["task"]


def test_task_progress_marks_the_lengths_filled():
    from wordplay.cards.rules import load_ruleset

    card = next(r for r in load_ruleset("rummy").decks.rounds if r.id == "cinco_vence")
    got = task_progress(card, [2, 5])
    assert [(g["length"], g["filled"], g["optional"]) for g in got] == [(5, True, False), (2, True, True)]


def test_rummy_undo_takes_back_the_computers_reply(pt):
    s = RummySession("rummy", ["Ana", ("Rui", 3)], seed=1, lexicon=pt)
    s.handle(intent("draw", source="pile"))
    hand = s.hand
    s.handle(intent("discard", index=0))
    s.run_computers()
    assert s.game.to_move == 0 and len(s.game.moves) == 4
    assert s.handle(intent("undo"))
    assert s.hand == hand and s.game.phase == "discard"


# ----- whole games, names, static HTML -------------------------------------------------------------------


def person_move(s):
    """What a learner might do with the session's own tools: the best play, else exchange or pass."""
    if isinstance(s, RummySession):
        if s.game.phase == "draw":
            return intent("draw", source="pile")
        try:
            s.game.hint()
        except IllegalMoveError:
            return intent("discard", index=0)
        return intent(
            "solve",
        )
    if s.game.window is not None:
        return intent(
            "close",
        )
    if s.top_plays():
        return (
            intent("choose", rank=0)
            if not s.pending
            else intent(
                "submit",
            )
        )
    return intent(
        "pass",
    )


@pytest.mark.parametrize("mode", family_rulesets("cards"))
def test_a_game_against_the_computer_to_the_end(pt, mode):
    players = ["You", ("Computer", 2)]
    s = (
        RummySession(mode, players, seed=5, lexicon=pt)
        if mode == "rummy"
        else CardsGameSession(mode, players, seed=5, lexicon=pt, top=1)
    )
    for _ in range(3000):
        s.run_computers()
        if s.game.is_over:
            break
        message = person_move(s)
        assert s.handle(message), s.refusal
        if message["action"] == "solve":
            assert s.handle(intent("discard", index=s.suggest)), s.refusal
    assert s.game.is_over
    view = s.view()
    assert view["summary"]["result"] and view["over"]
    assert [p["final"] for p in view["summary"]["players"]] == s.game.scores
    assert view["chart"]["end"] and json.dumps(view)


def test_names_reach_the_view_as_data_and_the_static_html_escaped(pt):
    s = CardsGameSession("classic", [EVIL, "Rui"], seed=1, lexicon=pt)
    assert s.view()["players"][0]["name"] == EVIL
    html = cards_widget_html(s.view())
    assert EVIL not in html and "&lt;img src=x" in html
    r = RummySession("rummy", [EVIL, "Rui"], seed=1, lexicon=pt)
    assert EVIL not in cards_widget_html(r.view())


def test_a_session_continues_a_game_and_reprs_are_stable(pt):
    game = new_game("classic", ["Ana", "Rui"], seed=1, lexicon=pt)  # seed 1: Rui moves first
    assert isinstance(game, ClassicGame)
    s = CardsGameSession(players=["Ana", ("Rui", 1)], game=game)
    assert (
        repr(s)
        == "<CardsGameWidget classic seed 1: Ana v Rui (computer, level 1); 0 moves, scores [0, 0], Rui to move>"
    )
    with pytest.raises(ValueError):
        CardsGameSession(players=["Ana"], game=game)
    with pytest.raises(ValueError):
        CardsGameSession("rummy", ["Ana", "Rui"])
