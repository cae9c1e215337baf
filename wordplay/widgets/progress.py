"""The first build of a word graph, shown in a notebook: a progress bar and the sentence beside it.

A widget's session may be the first to use a lexicon (a Literaki game: the Polish list, minutes to
build once). In a kernel, the first widget made registers :func:`notebook_reporter`, which shows an
ipywidgets bar under the running cell with the catalogue's sentence (the share read, the time left)
and leaves the last sentence when the graph is built.
"""

from __future__ import annotations

import sys
from typing import Any

from wordplay.core import build_progress
from wordplay.core.build_progress import BuildProgress, Reporter

_registered: list[bool] = []


def notebook_reporter() -> Reporter:
    """A reporter showing a bar and a sentence in the notebook's output area."""
    shown: dict[str, Any] = {}

    def report(progress: BuildProgress) -> None:
        import ipywidgets
        from IPython.display import display

        if "bar" not in shown:
            shown["bar"] = ipywidgets.FloatProgress(min=0.0, max=1.0, value=0.0)
            shown["label"] = ipywidgets.Label()
            display(ipywidgets.HBox([shown["bar"], shown["label"]]))
        shown["bar"].value = progress.done
        shown["label"].value = build_progress.sentence(progress)
        if progress.finished:
            shown["bar"].close()
            shown.clear()

    return report


def listen_in_notebook() -> None:
    """Register :func:`notebook_reporter` once, when running in a kernel (else nothing)."""
    if _registered:
        return
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if getattr(shell, "kernel", None) is None:
        return
    build_progress.listen(notebook_reporter())
    _registered.append(True)
