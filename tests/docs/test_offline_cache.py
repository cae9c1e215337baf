"""The offline cache's name follows every file of the site (lite/offline.py).

The service worker keeps what it fetched after install (a tutorial, the lab's files) in the same cache as what
it precached, and serves it cache first. So a new build that changes only such a file must name a new cache,
or a tablet that opened the site once keeps the old file for good.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _offline():
    spec = importlib.util.spec_from_file_location("lite_offline", ROOT / "lite" / "offline.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_tutorial_changed_alone_names_a_new_cache_and_the_builds_record_does_not(tmp_path):
    offline = _offline()
    (tmp_path / "play").mkdir()
    (tmp_path / "files").mkdir()
    (tmp_path / "play" / "index.html").write_text("<p>play</p>", encoding="utf-8")
    tutorial = tmp_path / "files" / "wordsmith.ipynb"
    tutorial.write_text('{"cells": []}', encoding="utf-8")
    (tmp_path / "wordplay-build.json").write_text('{"built_s": 37}', encoding="utf-8")
    first = offline.site_digest(tmp_path)
    tutorial.write_text('{"cells": [1]}', encoding="utf-8")  # a file the worker fetches at run time, not precached
    second = offline.site_digest(tmp_path)
    assert second != first
    (tmp_path / "wordplay-build.json").write_text('{"built_s": 41}', encoding="utf-8")  # only the build's times
    (tmp_path / offline.SW_NAME).write_text("// another worker", encoding="utf-8")
    assert offline.site_digest(tmp_path) == second
