"""For every test run, the tests' and the notebooks' alike (nbval's kernels inherit the environment)."""

from __future__ import annotations

import os
import tempfile


def pytest_configure(config):
    """The games the widgets keep unasked (wordplay.core.kept) go to a folder of this run, never the user's: a
    notebook run twice starts from the same games."""
    os.environ["WORDPLAY_DATA_DIR"] = tempfile.mkdtemp(prefix="wordplay-kept-")


# The order modules reach the test workers. With --dist loadfile a worker takes the next whole module when it is
# nearly done, so the run ends when the last module taken ends: the long ones go first (the browser modules, each
# with its own page and notebook, then the tutorials under nbval, then the modules with deep checks marked slow)
# and the many short ones last, where they even out the workers' ends. --no-loadscope-reorder (pyproject.toml)
# keeps this order; xdist's own puts the modules with the most tests first, which are the quick ones. Within a
# module nothing moves, and a run in one process (no workers) keeps the collection's order.
def _module_rank(path: str, slow: set[str]) -> int:
    if "/tests/browser/" in path:
        return 0
    if path.endswith(".ipynb"):
        return 1
    return 2 if path in slow else 3


def pytest_collection_modifyitems(config, items):
    if not hasattr(config, "workerinput"):  # not an xdist worker
        return
    slow = {str(item.path) for item in items if item.get_closest_marker("slow")}
    ranks = {str(item.path): _module_rank(item.path.as_posix(), slow) for item in items}
    items.sort(key=lambda item: ranks[str(item.path)])  # stable: each module's tests keep their order
