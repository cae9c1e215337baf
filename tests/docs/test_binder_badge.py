"""The README's Binder badge comes from binder/REPOSITORY (binder/badge.py); no placeholder reaches a reader."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("binder_badge", ROOT / "binder" / "badge.py")
badge = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(badge)


@pytest.mark.parametrize(
    "text, repo",
    [
        ("https://github.com/a-school/wordplay\n", "a-school/wordplay"),
        ("https://github.com/a-school/wordplay.git", "a-school/wordplay"),
        ("a-school/word.play", "a-school/word.play"),
        ("  \n", None),
    ],
)
def test_the_repository_file_names_a_github_repository(text, repo):
    assert badge.repository(text) == repo


@pytest.mark.parametrize("text", ["https://gitlab.com/a/b", "OWNER REPO", "https://github.com/a"])
def test_anything_else_is_refused(text):
    with pytest.raises(ValueError, match="not a GitHub repository address"):
        badge.repository(text)


def test_the_badge_opens_the_index_on_binder_and_replaces_only_the_marked_text():
    readme = f"intro\n{badge.START}\nold\n{badge.END}\nrest\n"
    assert badge.with_badge(readme, "a-school/wordplay") == (
        f"intro\n{badge.START}\n[![Binder](https://mybinder.org/badge_logo.svg)]"
        "(https://mybinder.org/v2/gh/a-school/wordplay/HEAD?urlpath=lab/tree/notebooks/index.ipynb)"
        f"\n{badge.END}\nrest\n"
    )
    unset = badge.with_badge(readme, None)
    assert "binder/REPOSITORY" in unset and "mybinder.org/v2" not in unset


def test_the_readme_matches_binder_repository_and_has_no_placeholder():
    assert badge.main(["--check"]) == 0
    assert "OWNER/REPO" not in (ROOT / "README.md").read_text(encoding="utf-8")
