"""The first build of a word graph, shown in the terminal: a bar, the share read and the time left.

In a terminal the line is redrawn in place (as tqdm does, without depending on it); written to a
file or a pipe, only the first and last sentences are. Every sentence comes from the catalogue.
"""

from __future__ import annotations

import sys
from typing import TextIO

from wordplay.core.build_progress import BuildProgress, Reporter, sentence

BAR = 24  # characters of the bar


def terminal_reporter(stream: TextIO | None = None) -> Reporter:
    """A reporter writing to ``stream`` (standard error by default)."""

    def report(progress: BuildProgress) -> None:
        out = stream if stream is not None else sys.stderr
        live = out.isatty()
        said = sentence(progress)
        if progress.finished:
            out.write(("\r\033[K" if live else "") + said + "\n")
        elif progress.done == 0 and progress.seconds_left is None:
            out.write(said + "\n")
        elif live:
            filled = round(progress.done * BAR)
            out.write(f"\r\033[K[{'#' * filled}{'-' * (BAR - filled)}] {said}")
        out.flush()

    return report
