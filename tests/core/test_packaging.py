"""The package list in pyproject.toml names every package of the source tree (a package left out
is missing from every non-editable install: the Binder environment, the browser site's wheel)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_of_the_tree_is_installed():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    mapped = set(setuptools.get("package-dir", {}))  # packages kept elsewhere (the word lists in lexicons/)
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "wordplay").rglob("__init__.py")}
    assert found - listed == set()
    assert listed - found - mapped == set()
