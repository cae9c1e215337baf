"""The Word Thief widget's logic without a browser: drafts, previews, every steal, games, refusals."""

from __future__ import annotations

import copy
import json

import pytest

from wordplay.core.lexicon import lexicon_from_words, load_lexicon
from wordplay.thief.game import ThiefGame
from wordplay.thief.players import player_settings
from wordplay.widgets.thief.session import ThiefGameSession, ThiefPositionSession

WORK = "W/red O/blue R/green K/green"
FRONT = "F/blue R/green O/yellow N/yellow T/red"
ENGLISH = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
HAND = "R/blue E/green E/yellow D/green W/red C/red A/red"


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


@pytest.fixture(scope="module")
def common():
    """The beginner's common words: a small lexicon, so that whole games are quick."""
    return lexicon_from_words(player_settings()["beginner"]["words"].split(), ENGLISH)


def intents(session, *messages):
    """Send each message (seq added); return whether each was accepted."""
    out = []
    for k, message in enumerate(messages):
        out.append(session.handle({"seq": session.ack + 1 + k, **message}))
    return out


def rules(view):
    return {c["rule"]: c["passed"] for c in view["preview"]["check"]["checks"]}


def steps(view):
    return [(s["kind"], s["points"], s["running"]) for s in view["preview"]["explanation"]["steps"]]


# ----- the text's own examples ----------------------------------------------------------------------


def test_work_and_reed_make_reworked_for_twenty_and_twenty(enable):
    s = ThiefPositionSession([WORK], HAND, "WORK -> REWORKED", lexicon=enable)
    view = s.view()
    assert view["preview"]["legal"] and view["preview"]["headline"] == "WORK -> REWORKED is legal and scores 40."
    assert all(rules(view).values()) and rules(view)["thief_not_plural"]
    kinds = [k for k, _, _ in steps(view)]
    assert kinds == ["thief_card"] * 8 + ["thief_length_bonus", "thief_word_total"]
    assert steps(view)[7][2] == 20 and steps(view)[8][1:] == (20, 40)
    used = [c["letter"] for c in view["hand"] if c["used"]]
    assert sorted(used) == ["D", "E", "E", "R"]
    assert repr(s) == "<ThiefExplainer table WORK, hand REEDWCA: WORK -> REWORKED scores 40>"


def test_front_split_into_frown_and_a_one_suit_cat(enable):
    s = ThiefPositionSession([FRONT], HAND, "FRONT -> FROWN CAT", lexicon=enable)
    explanation = s.view()["preview"]["explanation"]
    assert [(w["word"], w["score"]) for w in explanation["words"]] == [("FROWN", 18), ("CAT", 10)]
    suit = next(st for st in explanation["steps"] if st["kind"] == "thief_one_suit")
    assert suit["phase"] == "suit" and suit["points"] == 5 and "doubled and locked" in suit["text"]
    assert len(suit["squares"]) == 3  # the step lights CAT's three cards
    cat = explanation["words"][1]["cards"]
    assert [(c["letter"], c["suit"]) for c in cat] == [("C", "red"), ("A", "red"), ("T", "red")]
    assert explanation["total"] == 28


def test_front_alone_scores_nine_and_five(enable):
    s = ThiefPositionSession([], "F/blue R/green O/yellow N/yellow T/red", lexicon=enable)
    intents(s, *({"action": "card", "index": i} for i in range(5)))  # picked in order: FRONT spelled
    view = s.view()
    assert view["draft"]["picked"] == [0, 1, 2, 3, 4] and view["preview"]["notation"] == "FRONT"
    assert [k for k, _, _ in steps(view)][-2:] == ["thief_length_bonus", "thief_word_total"]
    assert steps(view)[-3][2] == 9 and view["preview"]["explanation"]["total"] == 14


def test_works_is_refused_as_only_a_plural_and_worked_allowed(enable):
    s = ThiefPositionSession([WORK], "S E D", "WORK -> WORKS", lexicon=enable)
    view = s.view()
    assert not view["preview"]["legal"] and not rules(view)["thief_not_plural"]
    assert view["preview"]["check"]["failure"] == "WORKS only adds a plural to WORK."
    assert "WORKS only adds a plural to WORK" in view["preview"]["headline"]
    assert view["preview"]["explanation"] is None
    intents(s, {"action": "words", "text": "worked"})
    assert s.view()["preview"]["legal"] and rules(s.view())["thief_not_plural"]


# ----- drafting by clicks -------------------------------------------------------------------------------


def test_a_steal_drafted_by_clicks_uses_only_the_cards_picked(enable):
    s = ThiefPositionSession([FRONT], HAND + " C/blue", lexicon=enable)
    assert s.view()["preview"]["check"] is None and "Click a word" in s.view()["preview"]["headline"]
    assert intents(s, {"action": "target", "word": 1}) == [True]
    assert "Steal FRONT" in s.view()["preview"]["headline"] and s.view()["table"][0]["target"]
    intents(
        s,
        {"action": "card", "index": 4},
        {"action": "card", "index": 7},
        {"action": "card", "index": 6},
        {"action": "words", "text": "frown + cat"},
    )
    view = s.view()
    assert view["draft"] == {
        "target": 1,
        "target_text": "FRONT",
        "words": "FROWN CAT",
        "picked": [4, 7, 6],
        "notation": "FRONT -> FROWN + CAT",
    }
    assert view["preview"]["legal"] and view["preview"]["explanation"]["total"] == 23  # the blue C: CAT not one suit
    assert {c["index"] for c in view["hand"] if c["used"]} == {4, 6, 7}
    intents(s, {"action": "card", "index": 7}, {"action": "card", "index": 5})  # the red C instead
    assert s.view()["preview"]["explanation"]["total"] == 28
    intents(s, {"action": "card", "index": 0})  # an R picked but not used
    view = s.view()
    assert not view["preview"]["legal"] and rules(view)["widget_thief_picked_used"] is False
    assert "Picked but not used in the words: R/blue" in view["preview"]["check"]["failure"]
    intents(s, {"action": "clear"})
    assert s.view()["draft"] == {"target": None, "target_text": None, "words": "", "picked": [], "notation": ""}


def test_a_plain_play_is_one_word_and_own_words_cannot_be_stolen(enable):
    s = ThiefPositionSession([FRONT], HAND, own=["C/red A/red T/red"], lexicon=enable)
    intents(s, {"action": "words", "text": "CAW DEW"})
    view = s.view()
    assert rules(view)["widget_thief_one_word"] is False and "A play lays one word" in view["preview"]["headline"]
    intents(s, {"action": "target", "word": 2}, {"action": "words", "text": "CATER"})
    view = s.view()
    assert rules(view)["thief_not_own"] is False and "your own word" in view["preview"]["check"]["failure"]
    assert not view["table"][1]["stealable"] and view["table"][0]["stealable"]
    intents(s, {"action": "target", "word": 2})  # clicking the target again steals nothing
    assert s.view()["draft"]["target"] is None


def test_a_wild_stands_for_the_letter_typed(enable):
    s = ThiefPositionSession(["CAt"], "? S E", lexicon=enable)
    table = s.view()["table"][0]
    assert table["text"] == "CAT" and table["cards"][2] == {
        "id": "w1.3",
        "letter": "T",
        "suit": "",
        "value": 0,
        "wild": True,
        "name": "Wild as T",
    }
    intents(s, {"action": "target", "word": 1}, {"action": "words", "text": "CASTE"})
    view = s.view()
    assert view["preview"]["legal"]
    intents(s, {"action": "words", "text": "CASED"})  # the table's Wild now stands for D
    cards = s.view()["preview"]["explanation"]["words"][0]["cards"]
    assert [c["letter"] for c in cards if c["wild"]] == ["D"]


def test_every_steal_is_listed_best_first_and_one_can_be_drafted(enable):
    s = ThiefPositionSession([WORK, FRONT], "R/blue E/green D/green W/red C/red", lexicon=enable)
    assert not intents(s, {"action": "choose", "rank": 0})[0]  # nothing listed yet
    intents(s, {"action": "steals"})
    listed = s.view()["steals"]
    scores = [r["score"] for r in listed["rows"]]
    assert listed["count"] >= len(listed["rows"]) > 5 and scores == sorted(scores, reverse=True)
    assert {r["target"] for r in listed["rows"]} <= {"WORK", "FRONT", None}
    assert all(sum(w["score"] for w in r["words"]) + r["bonus"] == r["score"] for r in listed["rows"])
    intents(s, {"action": "choose", "rank": 0})
    view = s.view()
    assert view["preview"]["legal"] and view["preview"]["explanation"]["total"] == listed["rows"][0]["score"]
    assert view["notice"] == "Move 1 of the list is drafted."


# ----- forged and malformed intents -------------------------------------------------------------------------


BAD = [
    "submit",
    None,
    [],
    {"action": "card", "index": 0},
    {"seq": -1, "action": "clear"},
    {"seq": 1.5, "action": "clear"},
    {"seq": 1, "action": "fly"},
    {"seq": 1, "action": "card"},
    {"seq": 1, "action": "card", "index": 7},
    {"seq": 1, "action": "card", "index": True},
    {"seq": 1, "action": "card", "index": "0"},
    {"seq": 1, "action": "card", "index": 0, "player": 1},
    {"seq": 1, "action": "target", "word": 99},
    {"seq": 1, "action": "target", "word": "1"},
    {"seq": 1, "action": "words", "text": "<img src=x onerror=alert(1)>"},
    {"seq": 1, "action": "words", "text": 5},
    {"seq": 1, "action": "words", "text": "A" * 81},
    {"seq": 1, "action": "choose", "rank": 0},
    {"seq": 1, "action": "give_up", "indices": [0, 0, 1]},
    {"seq": 1, "action": "give_up", "indices": []},
    {"seq": 1, "action": "review", "turn": 0},
    {1: "x", "seq": 1, "action": "clear"},
]


@pytest.mark.parametrize("message", BAD, ids=range(len(BAD)))
def test_a_forged_or_malformed_intent_is_refused_and_changes_nothing(enable, message):
    s = ThiefGameSession(["Ann", "Ben"], seed=4, lexicon=enable)
    intents(s, {"action": "target", "word": 1} if s.game.table else {"action": "card", "index": 1})
    before = (s.game.to_json(), json.dumps(s.view(), sort_keys=True))
    assert not s.handle(copy.deepcopy(message))
    view = s.view()
    assert s.refused == 1 and "refused" in view["refusal"] and "nothing changed" in view["refusal"]
    view["refusal"] = ""
    assert (s.game.to_json(), json.dumps(view, sort_keys=True)) == before


# ----- games ------------------------------------------------------------------------------------------------


def draft_best(s):
    """Draft the finder's best steal (or play) by clicks: the word, the cards, the words typed."""
    best = s.found()[0]
    clicks = [{"action": "target", "word": best.target.id}] if best.target else []
    ids = [c.id for c in best.laid.hand_used]
    clicks += [{"action": "card", "index": [c.id for c in s.hand].index(i)} for i in ids]
    clicks.append({"action": "words", "text": " ".join(best.words)})
    assert all(intents(s, *clicks))
    return best


def test_a_steal_made_by_clicks_changes_the_game_and_is_explained(enable):
    s = ThiefGameSession(["Ann", "Ben"], seed=3, lexicon=enable)
    first = s.game.to_move
    draft_best(s)  # the first player plays a word
    assert intents(s, {"action": "submit"}) == [True]
    assert s.game.to_move == 1 - first and len(s.game.table) == 1
    best = draft_best(s)  # the other steals it
    assert best.target is not None and s.view()["controls"]["submit"]
    assert intents(s, {"action": "submit"}) == [True]
    view = s.view()
    thief = s.game.names[1 - first]
    assert s.game.events[-1]["kind"] == "steal" and view["notice"].startswith(f"{thief} stole ")
    assert view["sheet"][-1]["kind"] == "steal" and view["sheet"][-1]["score"] == best.score
    assert view["review"]["turn"] == 1 and view["review"]["explanation"]["total"] == best.score
    assert view["draft"]["target"] is None and view["chart"]["series"][1 - first]["points"][-1] == [2, best.score]
    assert [w["owner"] for w in view["table"]] == [1 - first] * len(view["table"])


def test_submit_refuses_an_empty_or_illegal_draft(enable):
    s = ThiefGameSession(["Ann", "Ben"], seed=3, lexicon=enable)
    saved = s.game.to_json()
    assert not intents(s, {"action": "submit"})[0] and "Pick a word" in s.refusal
    intents(s, {"action": "words", "text": "QQQ"})
    assert not intents(s, {"action": "submit"})[0] and s.refusal.startswith("Not yet:")
    assert s.game.to_json() == saved


def test_cannot_play_costs_ten_and_says_whether_a_play_existed(enable):
    s = ThiefGameSession(["Ann", "Ben"], seed=3, lexicon=enable)
    assert not intents(s, {"action": "pass"})[0] and "still has cards" in s.refusal
    hand = [c["id"] for c in s.view()["hand"]]
    assert not intents(s, {"action": "give_up", "indices": [0, 1]})[0] and "exactly 3" in s.refusal
    player = s.game.to_move
    assert intents(s, {"action": "give_up", "indices": [0, 2, 4]}) == [True]
    view = s.view()
    assert (
        s.game.scores[player] == -10
        and view["sheet"][0]["kind"] == "give_up"
        and view["sheet"][0]["move"] == "cannot play"
    )
    assert "A play was possible:" in view["notice"] and "−10" in view["notice"]
    assert [st["kind"] for st in view["review"]["explanation"]["steps"]] == [
        "thief_cannot_play",
        "thief_play_was_available",
    ]
    assert {hand[0], hand[2], hand[4]} <= set(s.game.used)


def test_undo_takes_back_the_computers_reply_too(enable):
    s = ThiefGameSession(["Ann", ("Computer", 1)], seed=3, lexicon=enable)
    s.run_computers()
    assert not intents(s, {"action": "undo"})[0]  # nothing of Ann's to take back
    start = s.game.to_json()
    draft_best(s)
    intents(s, {"action": "submit"})
    assert s.run_computers() == 1 and len(s.game.events) >= 2
    assert intents(s, {"action": "undo"}) == [True]
    s.run_computers()
    assert s.game.to_json() == start and s.view()["notice"].startswith("Moves taken back")


def test_the_computer_moves_only_on_its_turn_and_the_page_waits(enable):
    s = ThiefGameSession([("Computer", 2), "Ann"], seed=2, lexicon=enable)
    while s.person_to_move():
        intents(s, {"action": "give_up", "indices": [0, 1, 2]})
    assert s.view()["hand"] == [] and s.view()["status"].startswith("Waiting for")
    assert not intents(s, {"action": "card", "index": 0})[0] and "does not offer" in s.refusal
    assert s.step_computer() and s.person_to_move()


def test_a_whole_game_between_computers_ends_with_a_summary(common):
    s = ThiefGameSession([("North", 1), ("South", 2)], seed=5, lexicon=common)
    s.run_computers()
    view = s.view()
    assert s.game.is_over and view["over"] and view["status"] == "The game is over."
    summary = view["summary"]
    assert summary["result"].startswith("Winner: ") or summary["result"].startswith("A tie")
    assert [p["final"] for p in summary["players"]] == s.game.scores
    assert all(p["final"] - p["before"] == p["change"] for p in summary["players"])
    assert len(view["sheet"]) == len(s.game.sheet) and view["chart"]["end"]
    assert [row["total"] for row in view["sheet"] if row["player"] == 0][-1] == s.game.scores[0]
    assert ThiefGame.from_json(s.game.to_json(), lexicon=common).scores == s.game.scores
    locked = [w for p in view["players"] for w in p["locked"]]
    assert all(len({c["suit"] for c in w["cards"] if not c["wild"]}) <= 1 for w in locked)
    assert "over" in repr(s)


def test_people_take_turns_at_one_screen_with_their_own_hands(enable):
    s = ThiefGameSession(["Ann", "Ben"], seed=8, lexicon=enable)
    player = s.game.to_move
    first = [c["id"] for c in s.view()["hand"]]
    assert s.view()["players"][player]["to_move"] and s.view()["controls"]["give_up"]
    intents(s, {"action": "give_up", "indices": [0, 1, 2]})
    assert s.view()["players"][1 - player]["to_move"] and not set(first) & {c["id"] for c in s.view()["hand"]}
    scores = [-10, 0] if player == 0 else [0, -10]
    assert (
        repr(s) == f"<ThiefGameWidget seed 8: Ann v Ben; 1 turn, scores {scores}, {s.game.names[1 - player]} to move>"
    )


def test_review_shows_any_row_of_the_sheet(enable):
    s = ThiefGameSession(["Ann", "Ben"], seed=3, lexicon=enable)
    first = s.game.names[s.game.to_move]
    draft_best(s)
    intents(s, {"action": "submit"}, {"action": "give_up", "indices": [0, 1, 2]})
    assert intents(s, {"action": "review", "turn": 0}) == [True]
    review = s.view()["review"]
    assert review["turn"] == 0 and review["headline"].startswith(f"Move 1: {first}, ")
    assert review["explanation"]["words"][0]["cards"]


def test_a_pass_once_the_draw_pile_is_empty(enable):
    tiny = lexicon_from_words(["JJ"], ENGLISH)  # one J in the deck: no word can ever be made
    s = ThiefGameSession(["Ann", "Ben"], seed=1, lexicon=tiny)
    while s.game.pile:
        assert intents(s, {"action": "give_up", "indices": [0, 1, 2]}) == [True]
        assert "Indeed no play or steal was possible" in s.notice
    assert s.view()["controls"]["pass"] and not s.view()["controls"]["give_up"]
    assert "the draw pile is empty" in s.view()["status"]
    while not s.game.is_over:
        assert intents(s, {"action": "pass"}) == [True]
    summary = s.view()["summary"]
    assert summary["reason"] == "The draw pile is empty and no player could make a word."


def test_a_one_suit_word_is_locked_and_cannot_be_stolen(enable):
    s = ThiefPositionSession(["C/red A/red T/red", FRONT], "S/red E/red", lexicon=enable)
    locked, front = s.view()["table"]
    assert locked["locked"] and not locked["stealable"] and not front["locked"] and front["stealable"]
    intents(s, {"action": "target", "word": 1}, {"action": "words", "text": "CASTE"})
    view = s.view()
    assert rules(view)["thief_not_locked"] is False
    assert view["preview"]["check"]["failure"] == "CAT is locked (all of one suit) and cannot be stolen."
