"""The browser tests' fixtures, defined once for every test module: one JupyterLab and one Chromium per session.

(Imported into each module instead, a session fixture would start once per module, and a second
Playwright inside the first one's event loop fails.) Without Playwright, JupyterLab or Chromium the
harness skips, and so do the modules that import it.
"""

from __future__ import annotations

import contextlib

import pytest

with contextlib.suppress(pytest.skip.Exception):
    from tests.browser.harness import browser, lab, open_lab, page  # noqa: F401  (fixtures)
