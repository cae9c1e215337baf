"""How far the first build of a word graph has gone, told to whoever listens (display apart).

Building a large list's graph (Polish: 3.3 million words) takes minutes on its first use. The
builder reports the share of the list read so far; a reporter (the command line's, in a terminal;
the widgets', in a notebook) shows it with the time left. This module only passes the numbers on:
it imports no display. The estimate of the time left is for the learner's eyes only (no answer
depends on it).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from wordplay.core.messages import render


@dataclass(frozen=True)
class BuildProgress:
    """A word graph being built: the lexicon, the share done (0 to 1), the seconds left when known."""

    lexicon: str
    done: float
    seconds_left: float | None
    finished: bool = False


def sentence(progress: BuildProgress) -> str:
    """What a reporter says of ``progress``: starting, how far with the time left, or done (the catalogue's)."""
    params: dict[str, object] = {"lexicon": progress.lexicon}
    if progress.finished:
        return render("progress.graph_build.done", params)
    if progress.done == 0 and progress.seconds_left is None:
        return render("progress.graph_build.start", params)
    params["percent"] = round(progress.done * 100)
    if progress.seconds_left is None:
        return render("progress.graph_build.step_no_estimate", params)
    return render("progress.graph_build.step", {**params, "seconds": round(progress.seconds_left)})


Reporter = Callable[[BuildProgress], None]
_reporters: list[Reporter] = []


def listen(reporter: Reporter) -> Callable[[], None]:
    """Have ``reporter`` told of every build from now on; returns the call that stops it."""
    _reporters.append(reporter)

    def stop() -> None:
        if reporter in _reporters:
            _reporters.remove(reporter)

    return stop


def listening() -> bool:
    return bool(_reporters)


def tell(progress: BuildProgress) -> None:
    for reporter in list(_reporters):
        reporter(progress)


def tracked(lexicon: str, items: Iterator[bytes], share: Callable[[], float], every: int = 50_000) -> Iterator[bytes]:
    """``items`` passed through, with the share done (``share()``) told every ``every`` items and at the end."""
    started = time.monotonic()
    tell(BuildProgress(lexicon, 0.0, None))
    for n, item in enumerate(items, 1):
        if n % every == 0 and _reporters:
            done = min(max(share(), 0.0), 1.0)
            spent = time.monotonic() - started
            left = spent / done * (1 - done) if done > 0.02 else None
            tell(BuildProgress(lexicon, done, left))
        yield item
    tell(BuildProgress(lexicon, 1.0, 0.0, finished=True))
