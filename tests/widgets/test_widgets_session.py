"""The widgets' logic without a browser: message validation, intents, view models, games to the end."""

from __future__ import annotations

import itertools
import json

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from wordplay.board.game import BoardGame
from wordplay.board.scoring import score_play
from wordplay.crossword.grid import square_index
from wordplay.crossword.moves import Play
from wordplay.widgets.board.session import GameSession, PositionSession
from wordplay.widgets.protocol import ACTIONS, IntentError, validate_intent

H8 = 7 * 15 + 7


_SEQ = itertools.count(1)


def intent(action, seq=None, **fields):
    """An intent message; each gets a newer ``seq`` than the last (a session refuses a replayed one)."""
    return {"seq": next(_SEQ) if seq is None else seq, "action": action, **fields}


# ----- the protocol -----------------------------------------------------------------------------

LIMITS = {"squares": 225, "rack_size": 7, "alphabet": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ranks": 3, "turns": 2}


def test_valid_intents_are_read():
    got = validate_intent(intent("place", square=112, index=3, letter="q"), **LIMITS)
    assert (got.action, got["square"], got["index"], got["letter"]) == ("place", 112, 3, "Q")
    assert validate_intent(intent("exchange", indices=[4, 0]), **LIMITS)["indices"] == [0, 4]
    assert validate_intent(intent("choose", rank=2), **LIMITS)["rank"] == 2
    assert validate_intent(intent("review", turn=1), **LIMITS)["turn"] == 1
    for action, (required, _) in ACTIONS.items():
        if not required:
            assert validate_intent(intent(action), **LIMITS).action == action


@pytest.mark.parametrize(
    "message",
    [
        None,
        [],
        "place",
        7,
        {"action": "pass"},  # no seq
        intent("pass", seq=-1),
        intent("pass", seq=True),
        intent("pass", seq=1.0),
        intent("pass", seq="1"),
        intent("fly"),
        intent("__class__"),
        {"seq": 1},
        intent("place", square=112),  # missing index
        intent("place", square=112, index=0, extra=1),  # extra field
        intent("place", square=225, index=0),
        intent("place", square=-1, index=0),
        intent("place", square=True, index=0),
        intent("place", square=1.5, index=0),
        intent("place", square="112", index=0),
        intent("place", square=112, index=7),
        intent("place", square=112, index=0, letter="AB"),
        intent("place", square=112, index=0, letter="Ą"),
        intent("place", square=112, index=0, letter=1),
        intent("place", square=112, index=0, letter=""),
        intent("exchange", indices=[]),
        intent("exchange", indices=[1, 1]),
        intent("exchange", indices="01"),
        intent("exchange", indices=[0, 1, 2, 3, 4, 5, 6, 7]),
        intent("exchange", indices=[9]),
        intent("choose", rank=3),
        intent("review", turn=2),
        intent("submit", square=1),
        {1: 2, "seq": 1, "action": "pass"},
    ],
)
def test_malformed_or_forged_intents_are_refused(message):
    with pytest.raises(IntentError) as info:
        validate_intent(message, **LIMITS)
    assert info.value.code == "widget.bad_intent"
    assert "nothing changed" in info.value.message


def test_actions_a_widget_does_not_offer_are_refused():
    with pytest.raises(IntentError):
        validate_intent(intent("submit"), **LIMITS, allowed={"place"})
    with pytest.raises(IntentError):
        validate_intent(intent("choose", rank=0), **{**LIMITS, "ranks": 0})


# ----- laying tiles on a position ---------------------------------------------------------------------


def explainer(play=None, rack=None, cgp=EMPTY_BOARD, top=0):
    return PositionSession("wordsmith", cgp, play, rack, lexicon=AcceptAll(), top=top)


def test_an_explainer_lays_its_play_and_explains_it():
    s = explainer("8D QUIET")
    view = s.view()
    assert s.rack == "QUIET"
    assert [p["square"] for p in view["pending"]] == [H8 - 4 + i for i in range(5)]
    preview = view["preview"]
    assert preview["legal"] and preview["check"]["ok"] and preview["notation"] == "8D QUIET"
    assert preview["explanation"]["total"] == 28
    kinds = [st["kind"] for st in preview["explanation"]["steps"]]
    assert kinds.index("letter_premium") < kinds.index("word_sum") < kinds.index("word_premium")
    assert preview["explanation"]["steps"][0]["squares"] == [square_index("D8", 15)]
    assert repr(s) == "<BoardExplainer wordsmith rack QUIET: 8D QUIET>"


def test_placing_lifting_moving_and_recalling():
    s = explainer(rack="CAT?")
    assert s.handle(intent("place", square=H8, index=0))
    assert s.handle(intent("place", square=H8 + 1, index=1))
    assert s.view()["preview"]["headline"].startswith("8H CA")
    assert s.handle(intent("move", square=H8 + 1, to=H8 + 2)) and s.view()["preview"]["check"]["ok"] is False
    failing = s.view()["preview"]["check"]["checks"]
    assert [c["rule"] for c in failing if not c["passed"]] == ["no_gaps"]
    assert s.handle(intent("lift", square=H8 + 2))
    assert [p["square"] for p in s.view()["pending"]] == [H8]
    recall = intent("recall")
    assert s.handle(recall) and s.view()["pending"] == [] and s.view()["preview"] is None
    assert s.ack == recall["seq"]


def test_refusals_name_the_problem_and_change_nothing():
    s = explainer(rack="CAT?")
    s.handle(intent("place", square=H8, index=0))
    before = s.view()["pending"]
    for message, words in [
        (intent("place", square=H8, index=1), "not free"),
        (intent("place", square=H8 + 1, index=0), "already on the board"),
        (intent("place", square=H8 + 1, index=3), "Choose the letter"),
        (intent("place", square=H8 + 1, index=1, letter="B"), "not a blank"),
        (intent("lift", square=H8 + 5), "No tile was laid"),
        (intent("submit"), "refused"),  # an explainer offers no submit
    ]:
        assert not s.handle(message)
        assert words in s.refusal
        assert s.view()["pending"] == before


def test_a_blank_takes_the_letter_chosen_and_scores_nothing():
    s = explainer(rack="CA?")
    s.handle(intent("place", square=H8, index=0))
    s.handle(intent("place", square=H8 + 1, index=1))
    assert s.handle(intent("place", square=H8 + 2, index=2, letter="t"))
    assert s.view()["pending"][-1] == {"square": H8 + 2, "index": 2, "tile": "t", "blank": True}
    steps = s.view()["preview"]["explanation"]["steps"]
    assert [st["points"] for st in steps if st["kind"] == "tile"][-1] == 0
    assert s.handle(intent("blank", square=H8 + 2, letter="R"))
    assert s.view()["preview"]["notation"] == "8H CAr"
    assert not s.handle(intent("blank", square=H8, letter="R"))


def test_polish_letters_for_a_blank():
    s = PositionSession("literaki", EMPTY_BOARD, rack="?", lexicon=AcceptAll())
    assert s.handle(intent("place", square=H8, index=0, letter="ż"))
    assert s.view()["pending"][0]["tile"] == "ż"


def test_every_rule_is_listed_and_the_failing_one_explained():
    s = explainer(rack="CAT")
    s.handle(intent("place", square=0, index=0))
    s.handle(intent("place", square=1, index=1))
    preview = s.view()["preview"]
    assert not preview["legal"]
    assert [c["rule"] for c in preview["check"]["checks"]][:4] == ["tiles_known", "squares_free", "one_line", "no_gaps"]
    assert preview["check"]["failure"] == "The first word must cover the start square H8."
    assert "not legal yet" in preview["headline"]


def test_premium_order_and_bonus_in_the_step_through():
    s = explainer("8H RETAINS")
    steps = s.view()["preview"]["explanation"]["steps"]
    phases = [st["phase"] for st in steps]
    assert phases[-1] == "bonus"
    assert phases.index("word") > max(i for i, p in enumerate(phases) if p in ("letter", "tile"))
    assert steps[-1]["running"] == s.view()["preview"]["explanation"]["total"]


# ----- a game -----------------------------------------------------------------------------------------


def people(seed=1, variant="wordsmith", names=("Ann", "Ben")):
    return GameSession(variant, list(names), seed, lexicon=AcceptAll())


def lay_first_word(s, length=3):
    for k in range(length):
        assert s.handle(intent("place", square=H8 + k, index=k)), s.refusal


def test_submitting_a_play_changes_the_game_and_the_view():
    s = people()
    rack = s.rack
    lay_first_word(s)
    expected = score_play(s.ruleset, s.board, Play(tuple((H8 + k, rack[k]) for k in range(3))))
    assert s.handle(intent("submit"))
    view = s.view()
    assert len(s.game.moves) == 1 and s.game.scores[0] + s.game.scores[1] == expected.total
    assert view["pending"] == [] and view["last"] == [H8, H8 + 1, H8 + 2]
    assert view["sheet"][0]["score"] == expected.total and view["sheet"][0]["kind"] == "play"
    assert view["review"]["explanation"]["total"] == expected.total
    mover = view["sheet"][0]["player"]
    assert view["chart"]["series"][mover]["points"] == [[0, 0], [1, expected.total]]
    assert "played" in view["notice"]


def test_an_illegal_submission_is_refused_with_its_reason():
    s = people()
    s.handle(intent("place", square=0, index=0))
    s.handle(intent("place", square=1, index=1))
    saved = s.game.to_json()
    assert not s.handle(intent("submit"))
    assert s.refusal == "The first word must cover the start square H8."
    assert s.game.to_json() == saved and len(s.pending) == 2


def test_forged_messages_change_nothing_in_a_game():
    s = people()
    lay_first_word(s)
    saved, pending = s.game.to_json(), dict(s.pending)
    for message in [
        intent("submit", seq=True),
        intent("exchange", indices=[0, 0]),
        {"action": "undo"},
        intent("place", square=500, index=0),
        "submit",
        intent("submit", player=1),
    ]:
        assert not s.handle(message)
        assert "refused" in s.refusal
    assert s.game.to_json() == saved and s.pending == pending
    assert s.refused == 6


def test_exchange_pass_and_undo():
    s = people()
    first = s.game.to_move
    rack = s.rack
    assert s.handle(intent("exchange", indices=[0, 1]))
    assert s.game.moves[-1]["kind"] == "exchange" and s.game.moves[-1]["tiles"] == rack[:2]
    assert s.view()["sheet"][-1]["move"] == "exchanged 2"
    assert s.handle(intent("pass"))
    assert s.game.to_move == first
    assert s.handle(intent("undo")) and len(s.game.moves) == 1
    assert s.handle(intent("undo")) and len(s.game.moves) == 0 and s.rack == rack
    assert not s.handle(intent("undo")) and "no move of yours" in s.refusal


def test_review_shows_an_earlier_move():
    s = people()
    lay_first_word(s)
    s.handle(intent("submit"))
    s.handle(intent("pass"))
    assert s.view()["review"] is None
    assert s.handle(intent("review", turn=0))
    assert s.view()["review"]["explanation"]["total"] == s.game.moves[0]["score"]
    assert not s.handle(intent("review", turn=1)) and "laid no tiles" in s.refusal


def test_names_reach_the_view_as_data_and_the_static_html_escaped():
    from wordplay.display.board import board_widget_html

    evil = "<img src=x onerror=alert(1)>"
    s = people(names=(evil, "Ben"))
    assert s.view()["players"][0]["name"] == evil
    html = board_widget_html(s.ruleset, s.view())
    assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_the_layout_view_has_the_variants_colours_and_letters():
    from wordplay.widgets.board.session import layout_view

    lit = layout_view(PositionSession("literaki", EMPTY_BOARD, lexicon=AcceptAll()).ruleset)
    assert lit["premiums"][H8] == "start" and "Ż" in lit["alphabet"] and lit["values"]["Ź"] == 9
    assert lit["colours"]["start"] != layout_view(people().ruleset)["colours"]["start"]
    assert lit["hints"] == 0 and layout_view(people().ruleset)["hints"] == 3


# ----- with the real lexicon, the move finder and the computer players ---------------------------------


@pytest.fixture(scope="module")
def enable():
    from wordplay.core.lexicon import load_lexicon

    return load_lexicon("enable")


def test_hint_lays_the_best_play_and_uses_a_hint(enable):
    s = GameSession("wordsmith", ["Ann", "Ben"], 2, lexicon=enable)
    player = s.game.to_move
    assert s.handle(intent("hint"))
    assert s.pending and s.view()["preview"]["legal"]
    assert s.game.hints_left[player] == 2 and s.view()["controls"]["hints_left"] == 2
    assert "Hint:" in s.notice
    assert s.handle(intent("submit"))


def test_no_hints_in_literaki():
    s = GameSession("literaki", ["Ala", "Olek"], 1, lexicon=AcceptAll())
    assert "hint" in s.actions
    assert not s.handle(intent("hint")) and s.refusal == "Literaki has no hints."


def test_move_list_lays_the_chosen_play(enable):
    s = PositionSession("wordsmith", EMPTY_BOARD, rack="QUIETLY", lexicon=enable, top=5)
    moves = s.view()["moves"]
    assert len(moves) == 5 and moves[0]["score"] >= moves[-1]["score"]
    assert all(m["score"] == sum(w["score"] for w in m["words"]) + m["bonus"] for m in moves)
    assert s.handle(intent("choose", rank=1))
    assert s.view()["moves"][1]["chosen"] and s.view()["preview"]["explanation"]["total"] == moves[1]["score"]
    assert not s.handle(intent("choose", rank=5))


def test_a_game_against_the_computer_to_the_end(enable):
    s = GameSession("wordsmith", [("North", 2), ("South", 3)], 5, lexicon=enable)
    moves = s.run_computers()
    assert s.game.is_over and moves == len(s.game.moves)
    view = s.view()
    summary = view["summary"]
    assert summary["result"].startswith("Winner: ") or summary["result"].startswith("A tie")
    assert [p["final"] for p in summary["players"]] == s.game.scores
    assert all(p["final"] == p["before"] + p["change"] for p in summary["players"])
    assert view["chart"]["end"] and view["chart"]["series"][0]["points"][-1][1] == s.game.scores[0]
    assert not view["controls"]["submit"] and view["rack"] == []
    assert repr(s).endswith("over>")
    # the record replays exactly
    again = BoardGame.from_json(s.game.to_json(), lexicon=enable)
    assert again.scores == s.game.scores


def test_undo_takes_back_the_computers_reply_too(enable):
    s = GameSession("wordsmith", ["You", ("Computer", 2)], 4, lexicon=enable)
    s.run_computers()
    assert s.game.to_move == 0
    before = len(s.game.moves)
    assert s.handle(intent("pass"))
    s.run_computers()
    assert len(s.game.moves) == before + 2
    assert s.handle(intent("undo"))
    assert len(s.game.moves) == before and s.game.to_move == 0


def test_json_view_is_plain_data(enable):
    s = GameSession("wordsmith", ["You", ("Computer", 2)], 4, lexicon=enable, top=3)
    s.run_computers()
    json.dumps(s.view())
    assert len(s.view()["moves"]) == 3
