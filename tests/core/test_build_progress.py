"""The first build of a word graph says what it does: the builder tells its listeners the share of
the list read (from 0 to 1, rising, with the time left once there is an estimate), the terminal shows
a bar redrawn in place (only the first and last sentences when written to a file), and a notebook a
progress bar with the same sentences, all from the catalogue."""

from __future__ import annotations

import io
import types

import pytest

from wordplay.cli.progress import terminal_reporter
from wordplay.core import build_progress, lexicon, prebuilt
from wordplay.core.build_progress import BuildProgress


@pytest.fixture
def heard(tmp_path, monkeypatch):
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))
    monkeypatch.setattr(lexicon, "_loaded", {})
    monkeypatch.setattr(prebuilt, "read", lambda name: None)  # no prebuilt graph: a real first build
    told: list[BuildProgress] = []
    stop = build_progress.listen(told.append)
    yield told
    stop()


def test_a_first_build_tells_how_far_it_is_from_start_to_end(heard):
    lexicon.build_cache("enable")
    assert heard[0] == BuildProgress("enable", 0.0, None)
    assert heard[-1].finished and heard[-1].done == 1.0
    steps = [p.done for p in heard[1:-1]]
    assert len(steps) >= 3 and steps == sorted(steps) and steps[0] > 0 and steps[-1] <= 1
    assert all(p.seconds_left is None or p.seconds_left >= 0 for p in heard)


def test_a_cached_graph_is_read_without_a_word(heard):
    lexicon.build_cache("enable")
    heard.clear()
    lexicon.load_lexicon("enable")
    assert heard == []


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


STEPS = [
    BuildProgress("sjp", 0.0, None),
    BuildProgress("sjp", 0.01, None),
    BuildProgress("sjp", 0.5, 61.4),
    BuildProgress("sjp", 1.0, 0.0, finished=True),
]


def test_a_terminal_sees_a_bar_redrawn_with_the_time_left():
    out = Terminal()
    report = terminal_reporter(out)
    for step in STEPS:
        report(step)
    text = out.getvalue()
    assert text.startswith("Building the word graph of sjp: the first use")
    assert "\r\033[K[" + "#" * 12 + "-" * 12 + "] sjp: 50 % of the list read, about 61 s left" in text
    assert "sjp: 1 % of the list read" in text
    assert text.endswith("The word graph of sjp is built and cached: from now on it loads at once.\n")


def test_a_file_gets_the_first_and_last_sentences_only():
    out = io.StringIO()
    report = terminal_reporter(out)
    for step in STEPS:
        report(step)
    assert out.getvalue().splitlines() == [build_progress.sentence(STEPS[0]), build_progress.sentence(STEPS[-1])]


def test_the_sentences_are_said_in_the_language_used():
    from wordplay.core.messages import using_language

    with using_language("pl"):
        assert build_progress.sentence(STEPS[2]) == "sjp: przeczytano 50 % listy, zostało około 61 s"


def test_a_notebook_sees_a_progress_bar_with_the_sentence(monkeypatch):
    pytest.importorskip("ipywidgets")
    import IPython.display

    from wordplay.widgets.progress import notebook_reporter

    shown = []
    monkeypatch.setattr(IPython.display, "display", shown.append)
    report = notebook_reporter()
    report(STEPS[0])
    report(STEPS[2])
    (box,) = shown
    bar, label = box.children
    assert (bar.value, label.value) == (0.5, "sjp: 50 % of the list read, about 61 s left")
    report(STEPS[3])
    assert bar.comm is None and label.value.startswith("The word graph of sjp is built")
    box.close()
    label.close()


def test_the_notebook_reporter_is_registered_only_in_a_kernel(monkeypatch):
    from wordplay.widgets import progress

    monkeypatch.setattr(progress, "_registered", [])
    added = []
    monkeypatch.setattr(build_progress, "listen", added.append)
    monkeypatch.setitem(__import__("sys").modules, "IPython", types.SimpleNamespace(get_ipython=lambda: None))
    progress.listen_in_notebook()
    assert added == []
    shell = types.SimpleNamespace(kernel=object())
    monkeypatch.setitem(__import__("sys").modules, "IPython", types.SimpleNamespace(get_ipython=lambda: shell))
    progress.listen_in_notebook()
    progress.listen_in_notebook()
    assert len(added) == 1
