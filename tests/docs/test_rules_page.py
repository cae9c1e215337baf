"""The rules page (``docs/rules.md``): every section the code cites exists, every setting it names exists."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from wordplay.core.registry import RULESET_NAMES, get_ruleset

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")

# Settings the page names for decisions whose code is not written yet (the rules update of this release):
# each must not exist yet; once a ruleset has it, take it off this list.
PENDING: set[str] = set()


def _sections() -> set[str]:
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", PAGE, re.MULTILINE))


def _tracked_files() -> list[Path]:
    try:
        listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in listed.split() if not name.endswith((".ipynb", ".xz", ".so", ".png"))]


def test_the_page_has_a_section_per_game():
    assert {"1", "2", "2.1", "2.2", "2.3", "3", "4"} <= _sections()


def test_every_cited_section_exists():
    cited = set()
    for path in _tracked_files():
        if path.is_file() and path.name != "rules.md" and path != Path(__file__).resolve():
            text = path.read_text(encoding="utf-8", errors="replace")
            cited |= set(re.findall(r"docs/rules\.md sections? (\d+(?:\.\d+)?)", text))
            assert "RULES.md" not in text, f"{path.relative_to(ROOT)} cites a page that is not in the repository"
    assert cited and cited <= _sections(), sorted(cited - _sections())


def test_every_setting_named_exists():
    prose = re.sub(r"```.*?```", "", PAGE, flags=re.DOTALL)
    named = {
        name
        for before, name in re.findall(r"(=\s+)?`([a-z]+_[a-z_]+)`", prose)
        if not before  # `exchange` = `bag_not_empty`: a value
    }
    settings = set().union(*(get_ruleset(name).settings() for name in RULESET_NAMES))
    assert named - PENDING <= settings, sorted(named - PENDING - settings)
    assert not PENDING & settings, f"written now, take them off PENDING: {sorted(PENDING & settings)}"
    assert named >= PENDING
