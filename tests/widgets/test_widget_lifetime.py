"""A widget lets go of what it holds when closed or replaced: a notebook cell run again closes the
widgets its earlier run made (they are unreachable on the page), and closing a widget closes its
layout, so ipywidgets keeps neither. Re-running a game widget's cell 200 times once kept 200 games."""

from __future__ import annotations

import gc
import types
import weakref

import pytest

from tests.support.board_helpers import AcceptAll

pytest.importorskip("anywidget")

from wordplay.widgets import BoardGameWidget, CardsGameWidget, ThiefGameWidget, lifetime


@pytest.fixture
def runs(monkeypatch):
    """A fake kernel: ``runs.now = (cell id, request id)`` is the cell running."""
    state = types.SimpleNamespace(now=None)
    kernel = types.SimpleNamespace(
        get_parent=lambda: (
            {"metadata": {"cellId": state.now[0]}, "header": {"msg_id": state.now[1]}} if state.now else {}
        )
    )
    fake = types.SimpleNamespace(get_ipython=lambda: types.SimpleNamespace(kernel=kernel))
    monkeypatch.setitem(__import__("sys").modules, "IPython", fake)
    monkeypatch.setattr(lifetime, "_cells", {})
    return state


def board():
    return BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())


def test_the_running_cell_is_read_from_the_kernels_request(runs):
    runs.now = ("cell-a", "request-1")
    assert lifetime.current_run() == ("cell-a", "request-1")
    runs.now = None
    assert lifetime.current_run() is None


def test_a_cell_run_again_closes_what_its_last_run_made_and_the_games_are_freed(runs):
    games = []
    for n in range(20):
        runs.now = ("cell-a", f"request-{n}")
        widget = board()
        games.append(weakref.ref(widget.game))
    del widget
    gc.collect()
    assert [g() is None for g in games] == [True] * 19 + [False]


def test_widgets_of_one_run_and_of_other_cells_stay_open(runs):
    runs.now = ("cell-a", "request-1")
    first, second = board(), board()
    runs.now = ("cell-b", "request-2")
    other = board()
    assert first.comm is not None and second.comm is not None and other.comm is not None
    runs.now = ("cell-a", "request-3")
    again = board()
    assert first.comm is None and second.comm is None
    assert other.comm is not None and again.comm is not None


def test_outside_a_kernel_nothing_is_closed(runs):
    runs.now = None
    first = board()
    board()
    assert first.comm is not None


@pytest.mark.parametrize(
    "make",
    [
        board,
        lambda: CardsGameWidget("classic", ["Ann", "Ben"], seed=1, lexicon=AcceptAll()),
        lambda: ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=1, lexicon=AcceptAll()),
    ],
)
def test_closing_a_widget_closes_its_layout_too(make):
    widget = make()
    layout = widget.layout
    assert layout.comm is not None
    widget.close()
    assert widget.comm is None and layout.comm is None
