"""Each piece of news is said once in a game widget's panel (issue 20, point 7: "the same news twice").

After a move, a steal, a refusal, a pass, an exchange, "cannot play", a computer's move, undo, the game's end or a
move chosen in the score sheet, the lines the panel shows (the refusal, the notice, the status, the bag's or pile's
count beside the players, the headline, the action window's, the end's) never say one sentence twice, and the live
region says each sentence once. What the page draws is in board.js, cards.js, thief.js and rules.js.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("anywidget")

from wordplay.widgets import BoardGameWidget
from wordplay.widgets.assets import STATIC
from wordplay.widgets.cards.widgets import CardsGameWidget
from wordplay.widgets.thief.widgets import ThiefGameWidget

PLAYERS = ["Ann", ("Computer", 1)]


def send(w, action: str, **fields: Any) -> bool:
    return w.receive({"seq": w.view["ack"] + 1, "action": action, **fields})


def headline(view: dict[str, Any]) -> str:
    """The headline the panel shows: the draft's (its rules checked), else the move explained, else a prompt."""
    preview = view.get("preview") or {}
    if preview.get("check"):
        return preview["headline"]
    if view.get("review"):
        return view["review"]["headline"]
    return preview.get("headline", "")


def panel_texts(view: dict[str, Any]) -> list[str]:
    """Every sentence the panel and the lines above it show, each block as the page draws it."""
    texts = [view.get(k) or "" for k in ("refusal", "notice", "status", "bag_text", "pile_text", "piles_text")]
    texts.append(headline(view))
    if view.get("window"):
        texts.append(view["window"]["headline"])
    if view.get("summary"):
        texts += [view["summary"]["reason"], view["summary"]["result"]]
    return [str(t) for t in texts if t]


def clauses(text: str) -> list[str]:
    """A text's sentences and clauses (split at . ; : · ! ?), as a reader meets them."""
    return [c.strip().lower() for c in re.split(r"[.;:·!?](?:\s+|$)", text) if c.strip()]


def said_twice(texts: list[str]) -> list[str]:
    counts = Counter(c for t in texts for c in clauses(t))
    return sorted(c for c, n in counts.items() if n > 1)


def assert_said_once(w, what: str) -> None:
    view = w.view
    assert not w.error, w.error
    assert said_twice(panel_texts(view)) == [], (what, panel_texts(view))
    assert said_twice([view["announce"]["text"]]) == [], (what, view["announce"]["text"])


# ----- the families, each played through the common actions -----------------------------------------


def board(variant: str) -> Callable[[Any], Any]:
    return lambda lexicon: BoardGameWidget(variant, PLAYERS, seed=2, lexicon=lexicon, top=1)


def cards(mode: str) -> Callable[[Any], Any]:
    return lambda lexicon: CardsGameWidget(mode, PLAYERS, seed=4, lexicon=lexicon, top=1)


def thief(lexicon: Any) -> Any:
    return ThiefGameWidget("word-thief", PLAYERS, seed=2, lexicon=lexicon)


FAMILIES = {
    "wordsmith": board("wordsmith"),
    "literaki": board("literaki"),
    "classic": cards("classic"),
    "forfeit": cards("forfeit"),
    "thief": thief,
}


def play_best(w) -> bool:
    """The learner plays the first move the widget lists (a Word Thief steal or play; a board's or table's play)."""
    if isinstance(w, ThiefGameWidget):
        send(w, "steals")
    return send(w, "choose", rank=0) and send(w, "submit")


def no_play(w) -> bool:
    """The learner passes, exchanges or says "cannot play" (Word Thief)."""
    if isinstance(w, ThiefGameWidget):
        hand = len(w.session.hand)
        return send(w, "give_up", indices=list(range(min(3, hand)))) if w.game.pile else send(w, "pass")
    return send(w, "pass")


def close_window(w) -> None:
    """A forfeit game's action-card window the learner may answer: closed unanswered."""
    if w.view.get("window") and "close" in w.view.get("actions", ()):
        send(w, "close")


def actions(w) -> Iterator[str]:
    """The common actions, one by one (each yields what was done)."""
    send(w, "submit")  # nothing drafted: refused
    yield "a refused move"
    assert play_best(w)
    yield "a move and the computer's reply"
    close_window(w)
    if isinstance(w, ThiefGameWidget):
        assert no_play(w)
        yield "cannot play"
    else:
        assert send(w, "exchange", indices=[0, 1])
        yield "an exchange"
        close_window(w)
        assert send(w, "pass")
        yield "a pass"
    close_window(w)
    assert send(w, "review", turn=0)
    yield "a move chosen in the score sheet"
    assert send(w, "undo")
    yield "undo"
    while not w.game.is_over:
        close_window(w)
        if not play_best(w):
            no_play(w)
        yield "a move near the end"
    yield "the game's end"


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_no_sentence_is_said_twice_after_any_common_action(family, enable):
    w = FAMILIES[family](enable)
    assert_said_once(w, "the start")
    for done in actions(w):
        assert_said_once(w, done)


def test_no_sentence_is_said_twice_in_a_rummy_round(enable):
    w = CardsGameWidget("rummy", PLAYERS, seed=3, lexicon=enable)
    for action, fields in [("draw", {"source": "pile"}), ("discard", {"index": 0}), ("undo", {})]:
        assert send(w, action, **fields)
        assert_said_once(w, action)


# ----- each duplicate the newcomer met, by name -------------------------------------------------------


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_the_bag_or_pile_count_is_said_beside_the_players_not_in_the_status(family, enable):
    w = FAMILIES[family](enable)
    game = w.game
    left = len(getattr(game, "bag", None) or getattr(game, "draw_pile", None) or game.pile)
    count = w.view.get("bag_text") or w.view.get("pile_text") or w.view["piles_text"]
    assert str(left) in re.findall(r"\d+", count)
    assert w.view["status"] == "Ann to move."  # "Ann to move; 85 tiles in the bag." said the count twice


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_the_move_the_notice_tells_is_explained_without_saying_it_again(family, enable):
    w = FAMILIES[family](enable)
    assert play_best(w)  # (a forfeit game's action-card window opens on the reply: the notice still says it)
    view = w.view
    assert view["review"] is not None and view["review"]["explanation"]["steps"]  # its scoring, step by step
    assert view["review"]["headline"] == ""  # "Move 2: Computer, ARM, 10 points." under "Computer played ARM for 10."
    assert "Computer played" in view["notice"]  # a board's notice tells the computer's reply alone
    send(w, "submit")  # refused: the notice is gone, so the explanation is headlined again
    assert w.view["notice"] == "" and w.view["review"]["headline"].startswith(f"Move {w.view['review']['turn'] + 1}: ")


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_move_chosen_in_the_sheet_is_headlined_and_announced_once(family, enable):
    w = FAMILIES[family](enable)
    assert play_best(w)
    close_window(w)
    assert send(w, "review", turn=0)
    view = w.view
    assert view["notice"] == ""  # "Move 1 of 2, before the move by Ann; showing played: ..." repeated the headline
    assert view["review"]["headline"].startswith("Move 1: ")
    said = view["announce"]["text"]
    assert said.startswith(view["analysis"]["said"]) and said.count("Move 1") == 1  # the live region says it


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_undo_says_whose_turn_once(family, enable):
    w = FAMILIES[family](enable)
    assert play_best(w)
    close_window(w)
    assert send(w, "undo")
    assert w.view["notice"] == "Moves taken back." and w.view["status"] == "Ann to move."
    assert w.view["announce"]["text"] == "Moves taken back. Ann to move."


def test_undo_after_choosing_the_first_move_goes_back_to_the_live_game(enable):
    w = FAMILIES["forfeit"](enable)  # the learner's move and the computer's reply are all the game has
    assert play_best(w) and send(w, "review", turn=0)
    assert send(w, "undo") and not w.error  # was an IndexError: the position before a move taken back
    assert w.view["analysis"]["number"] is None and w.game.moves == []


def test_a_refusal_is_announced_by_the_one_live_region_only(enable):
    w = FAMILIES["wordsmith"](enable)
    assert not send(w, "submit")
    assert w.view["announce"]["text"] == w.view["refusal"] == "Lay some tiles first, then submit."
    for script in STATIC.glob("*.js"):  # a role=alert beside the live region said it twice, and on every redraw
        assert 'role: "alert"' not in script.read_text(encoding="utf-8"), script.name
