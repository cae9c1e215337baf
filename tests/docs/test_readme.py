"""Every code block of README.md runs, and what it prints is what the README shows.

The ```python blocks run in order in one namespace (a later block may use a name an earlier one
defined); when a block is followed directly by a ```text (or bare ```) block, the printed output
must equal it. In the ```bash blocks every ``wordplay ...`` line runs (through ``python -m
wordplay``) and must exit 0; the lines that cannot run here are listed in :data:`NOT_RUN` with the
reason, so none is skipped silently.

With ``WORDPLAY_CLI`` set to a ``wordplay`` executable (``.ci/run`` points it at a fresh venv where the
wheel was installed with no extras), the command lines run through that one instead: a plain install
must run every one of them.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)

# Lines of the bash blocks that are not run, each with why. A line that is neither run nor listed fails the test.
NOT_RUN = {
    'python3 -m venv .venv && .venv/bin/pip install -e ".[lab,test]" && .venv/bin/jupyter lab notebooks/index.ipynb': (
        "sets up a fresh environment and opens JupyterLab (.ci/run does the same install)"
    ),
    "python3 lite/build.py": "builds the browser site: .ci/run runs it once before the tests, and "
    "tests/browser/test_lite.py drives the site it built",
    "python3 lite/_build/site/serve.py": "serves until stopped: tests/browser/test_lite.py starts this server",
    "python3 lite/_build/site/serve.py --bind 0.0.0.0": "serves to the network until stopped (the line above, "
    "on every address)",
    ".venv/bin/python -m pytest": "the test suite itself",
    "wordplay analyze GAME.gcg": (
        "needs a game record of the reader's own (tests/board/test_finder_cli.py runs analyze on one)"
    ),
    "wordplay puzzles --variant wordsmith --count 2 --out wordplay-check": (
        "the one-minute check writes a folder: tests/puzzles/test_puzzle_cli.py runs it, in a folder of its own"
    ),
    "wordplay puzzles --variant literaki --count 10 --seed 3 --out puzzles --language pl": (
        "writes a notebook and a sheet into a folder and runs the notebook (tests/puzzles/ make and check "
        "them for every variant, and run the command in tests/puzzles/test_puzzle_cli.py)"
    ),
}


def command() -> list[str]:
    """How a README command line is run: the ``wordplay`` of ``$WORDPLAY_CLI``, else this interpreter's."""
    cli = os.environ.get("WORDPLAY_CLI")
    return [cli] if cli else [sys.executable, "-m", "wordplay"]


def blocks() -> list[tuple[str, str, int, int]]:
    """(language, text, start, end) of each fenced block, in order."""
    text = README.read_text(encoding="utf-8")
    return [(m.group(1), m.group(2), m.start(), m.end()) for m in FENCE.finditer(text)]


def python_blocks() -> list[tuple[str, str | None]]:
    """Each ```python block with the output block that follows it directly (or None)."""
    text = README.read_text(encoding="utf-8")
    found = blocks()
    out = []
    for k, (lang, code, _, end) in enumerate(found):
        if lang != "python":
            continue
        shown = None
        if k + 1 < len(found):
            nxt_lang, nxt_text, nxt_start, _ = found[k + 1]
            if nxt_lang in ("", "text") and not text[end:nxt_start].strip():
                shown = nxt_text
        out.append((code, shown))
    return out


def bash_lines() -> list[str]:
    """The command lines of the ```bash blocks (comments and blank lines dropped)."""
    lines = []
    for lang, code, _, _ in blocks():
        if lang == "bash":
            for line in code.splitlines():
                line = line.split("  #")[0].strip()
                if line and not line.startswith("#"):
                    lines.append(line)
    return lines


def test_the_readme_has_code_to_test():
    assert len(python_blocks()) >= 3 and any(shown for _, shown in python_blocks())
    assert sum(line.startswith("wordplay ") for line in bash_lines()) >= 5


def test_every_python_block_runs_and_prints_what_the_readme_shows():
    namespace: dict = {"__name__": "__readme__"}
    for code, shown in python_blocks():
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile(code, str(README), "exec"), namespace)  # the README's own examples
        if shown is not None:
            assert printed.getvalue().rstrip() == shown.rstrip(), f"the block\n{code}\nprinted something else"


@pytest.mark.parametrize("line", bash_lines())
def test_every_command_line_runs(line):
    if line in NOT_RUN:
        pytest.skip(NOT_RUN[line])
    assert line.startswith("wordplay "), f"a bash line that is neither a wordplay command nor listed in NOT_RUN: {line}"
    args = shlex.split(line)[1:]
    result = subprocess.run([*command(), *args], capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, f"{line}\n{result.stdout}\n{result.stderr}"
    assert result.stdout.strip()
