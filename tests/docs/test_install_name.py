"""The name a teacher installs: every install line in the docs names the distribution ``pyproject.toml`` builds
(``wordplay`` on PyPI is someone else's project), the wheel globs of CI and the site build match the file that
name makes, and the version has a changelog entry.

With ``WORDPLAY_DIST`` set to a folder holding a built sdist and wheel (``.ci/run``'s release check), their
metadata is read as an installer reads it: the name, the version, the ``wordplay`` command and the package.
"""

from __future__ import annotations

import email.parser
import os
import re
import shlex
import tarfile
import zipfile
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # read by pattern: tomllib is Python 3.11+
NAME = re.search(r'^name = "([^"]+)"', PYPROJECT, re.MULTILINE).group(1)
TAKEN = "wordplay"  # an unrelated project on PyPI (1.0.0a4, 2018): never the name to install
DOCS = ["README.md", "CONTRIBUTING.md", "docs/*.md", "binder/requirements.txt", ".ci/run", "lite/*.py"]
INSTALL = re.compile(r"pip3?\s+install\s+([^&|;`\n]+)")


def _version() -> str:
    text = (ROOT / "wordplay/__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE).group(1)


def _requirements(args: str) -> list[str]:
    """The packages an install line names (no options, paths, local files or extras of a checkout)."""
    out = []
    for word in shlex.split(args.split("  #")[0], comments=True):
        if word.startswith(("-", ".", "/", "$", '"$')) or "/" in word or word.endswith(".whl"):
            continue
        out.append(re.split(r"[\[<>=!~; ]", word, maxsplit=1)[0].lower())
    return out


def _install_lines() -> list[tuple[str, str]]:
    found = []
    for pattern in DOCS:
        for path in sorted(ROOT.glob(pattern)):
            for match in INSTALL.finditer(path.read_text(encoding="utf-8")):
                found.append((str(path.relative_to(ROOT)), match.group(1)))
    return found


def test_the_distribution_is_not_the_taken_name_and_keeps_the_import_and_command():
    assert NAME.lower().replace("_", "-") != TAKEN
    assert '\n[project.scripts]\nwordplay = "wordplay.cli:main"\n' in PYPROJECT
    assert 'packages = ["wordplay", ' in PYPROJECT


def test_every_install_line_names_the_distribution():
    lines = _install_lines()
    assert len(lines) >= 5
    named = [(where, req) for where, args in lines for req in _requirements(args)]
    assert not [(where, req) for where, req in named if req == TAKEN], "an install line names someone else's package"
    ours = {where for where, req in named if req == NAME}
    assert {"README.md", "docs/teaching.md"} <= ours, ours  # the README, and the TLJH line and the Dockerfile
    teaching = (ROOT / "docs/teaching.md").read_text(encoding="utf-8")
    assert f"sudo -E pip install {NAME} nbgrader" in teaching and f"RUN pip install --no-cache-dir {NAME}" in teaching


def test_the_readme_says_how_the_two_names_relate():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"pip install {NAME}" in readme and "import wordplay" in readme


def test_the_wheel_globs_match_the_wheel_the_name_makes():
    wheel = f"{NAME.replace('-', '_')}-{_version()}-py3-none-any.whl"  # the wheel file name rule (PEP 491)
    globs = []
    for path in (ROOT / ".ci/run", ROOT / "lite/build.py"):
        globs += re.findall(r"(wordplay[\w-]*-\*\.whl)", path.read_text(encoding="utf-8"))
    assert globs
    assert all(fnmatch(wheel, g) for g in globs if not g.startswith("wordplay_graphs")), globs


def test_the_version_has_a_changelog_entry():
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(_version())}$", changelog, re.MULTILINE)


@pytest.mark.skipif(not os.environ.get("WORDPLAY_DIST"), reason="no built sdist and wheel (.ci/run builds them)")
def test_the_built_sdist_and_wheel_carry_the_name_version_and_command():
    dist = Path(os.environ["WORDPLAY_DIST"])
    stem = f"{NAME.replace('-', '_')}-{_version()}"
    (wheel,) = dist.glob(f"{stem}-*.whl")
    (sdist,) = dist.glob(f"{stem}.tar.gz")
    with zipfile.ZipFile(wheel) as z:
        metadata = email.parser.Parser().parsestr(z.read(f"{stem}.dist-info/METADATA").decode())
        entry_points = z.read(f"{stem}.dist-info/entry_points.txt").decode()
        names = z.namelist()
    assert (metadata["Name"], metadata["Version"]) == (NAME, _version())
    assert "wordplay = wordplay.cli:main" in entry_points
    assert "wordplay/__init__.py" in names and any(n.startswith("wordplay/lexicons/") for n in names)
    with tarfile.open(sdist) as t:
        info = t.extractfile(f"{stem}/PKG-INFO").read().decode()
    sdist_meta = email.parser.Parser().parsestr(info)
    assert (sdist_meta["Name"], sdist_meta["Version"]) == (NAME, _version())
