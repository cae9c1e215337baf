"""A notebook of puzzles per variant, run as it is written (outputs kept), passes nbval in a fresh process."""

from __future__ import annotations

import subprocess
import sys

import nbformat
import pytest

from tests.puzzles.support import puzzle_set
from wordplay.core.registry import RULESET_NAMES
from wordplay.puzzles import write_notebook
from wordplay.puzzles.choosing import PuzzleSet


@pytest.mark.slow
def test_every_variants_notebook_passes_nbval(tmp_path):
    paths = []
    for variant in RULESET_NAMES:
        full = puzzle_set(variant)
        one = PuzzleSet(full.variant, full.seed, 1, full.games, full.puzzles[:1])  # one puzzle keeps it quick
        path = write_notebook(one, tmp_path / f"{variant.replace('/', '-')}.ipynb", language="pl")
        nb = nbformat.read(str(path), as_version=4)
        checks = [c for c in nb.cells if c.cell_type == "code" and "answer = None" in c.source]
        assert len(checks) == 1 and checks[0].outputs, variant  # stored with its output
        paths.append(str(path))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval", *paths, "-p", "no:cacheprovider", "-q"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
