"""For every test run, the tests' and the notebooks' alike (nbval's kernels inherit the environment)."""

from __future__ import annotations

import os
import tempfile


def pytest_configure(config):
    """The games the widgets keep unasked (wordplay.core.kept) go to a folder of this run, never the user's: a
    notebook run twice starts from the same games."""
    os.environ["WORDPLAY_DATA_DIR"] = tempfile.mkdtemp(prefix="wordplay-kept-")
