"""The built site's Pyodide runs the finder's compiled core (WebAssembly) and answers as the native extension does.

The site (``$WORDPLAY_LITE_SITE``, which CI sets after its build step, else an up-to-date
``lite/_build/site``; this module does not build it) ships Pyodide and its own wordplay wheel. Node loads that
Pyodide (the same interpreter and JavaScript bridge the site's kernel has, without a page around it), installs
the site's wheel and runs the finder on seeded random positions (Wordsmith and Literaki, blanks on racks and
board): it must say it searches with the WebAssembly module, and give the plays, scores and order the native
C extension gives here, and the native pure Python too.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from wordplay.board.finder import new_finder
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board

ROOT = Path(__file__).resolve().parents[2]
ALPHABETS = {"wordsmith": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "literaki": "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"}

_NODE = """
import { loadPyodide } from %(mjs)s;
import fs from "node:fs";
const py = await loadPyodide({ indexURL: %(index)s });
py.FS.writeFile("/tmp/wordplay.whl", fs.readFileSync(%(wheel)s));
py.FS.writeFile("/tmp/cases.json", fs.readFileSync(%(cases)s));
console.log(py.runPython(%(python)s));
"""

_PYTHON = """
import json, sys, zipfile
zipfile.ZipFile("/tmp/wordplay.whl").extractall("/tmp/site-packages")
sys.path.insert(0, "/tmp/site-packages")
from wordplay.board.finder import new_finder
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board
from wordplay.crossword.native import search_path
answers = []
for variant, cells, rack, words, alphabet in json.load(open("/tmp/cases.json")):
    ruleset = get_ruleset(variant)
    finder = new_finder(ruleset, lexicon_from_words(words, alphabet, "test"))
    board = Board(ruleset.layout, cells)
    answers.append([[f.score, f.tiles, f.across] for f in finder.plays(board, rack)])
json.dumps({"platform": sys.platform, "path": search_path(), "answers": answers})
"""


def _site() -> Path:
    given = os.environ.get("WORDPLAY_LITE_SITE")
    site = Path(given) if given else ROOT / "lite" / "_build" / "site"
    if not (site / "index.html").exists():
        if given:
            pytest.fail(f"$WORDPLAY_LITE_SITE={given} holds no built site")
        pytest.skip("the browser site is not built (python lite/build.py; CI sets $WORDPLAY_LITE_SITE)")
    return site


def _cases(count: int, seed: int) -> list[list]:
    """Random small positions: a few words of a few letters on the board (some tiles blanks), a rack with blanks."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        variant = sorted(ALPHABETS)[i % 2]
        alphabet = ALPHABETS[variant]
        letters = "".join(rng.sample(alphabet, rng.randint(3, 7)))
        words = sorted({"".join(rng.choice(letters) for _ in range(rng.randint(2, 6))) for _ in range(80)})
        size = get_ruleset(variant).layout.size
        cells = [""] * (size * size)
        for _ in range(rng.randint(0, 6)):
            word, across = rng.choice(words), rng.random() < 0.5
            row, col = rng.randrange(size), rng.randrange(size - len(word))
            for k, ch in enumerate(word):
                sq = row * size + col + k if across else (col + k) * size + row
                cells[sq] = ch.lower() if rng.random() < 0.1 else ch
        rack = "".join(rng.choice(letters + "??") for _ in range(rng.randint(2, 7)))
        cases.append([variant, cells, rack, words, alphabet])
    return cases


def test_the_sites_pyodide_searches_with_the_webassembly_core_and_answers_as_native(tmp_path):
    site = _site()
    node = shutil.which("node")
    if node is None:
        pytest.skip("node runs the site's Pyodide here (CI installs it)")
    pyodide = next(site.rglob("pyodide.mjs")).parent
    wheel = next(w for w in pyodide.glob("wordplay_widgets-*.whl"))
    cases = _cases(24, seed=27)
    (tmp_path / "cases.json").write_text(json.dumps(cases, ensure_ascii=False), encoding="utf-8")
    script = _NODE % {
        "mjs": json.dumps((pyodide / "pyodide.mjs").as_uri()),
        "index": json.dumps(str(pyodide) + "/"),
        "wheel": json.dumps(str(wheel)),
        "cases": json.dumps(str(tmp_path / "cases.json")),
        "python": json.dumps(_PYTHON),
    }
    (tmp_path / "run.mjs").write_text(script, encoding="utf-8")
    done = subprocess.run([node, str(tmp_path / "run.mjs")], capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    browser = json.loads(done.stdout.strip().splitlines()[-1])
    assert browser["platform"] == "emscripten"
    assert browser["path"] == "compiled (WebAssembly module walk_core.wasm)"
    for (variant, cells, rack, words, alphabet), answer in zip(cases, browser["answers"], strict=True):
        ruleset = get_ruleset(variant)
        lexicon = lexicon_from_words(words, alphabet, "test")
        board = Board(ruleset.layout, cells)
        for compiled in (True, False):
            native = new_finder(ruleset, lexicon, compiled=compiled).plays(board, rack)
            assert answer == [[f.score, [list(t) for t in f.tiles], f.across] for f in native], (variant, rack)
    assert any(answer for answer in browser["answers"])
