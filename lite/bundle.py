"""The play pages' Python, made ahead: ``python bundle.py SITE`` (run by ``lite/build.py``) writes
``SITE/play/python.pack.gz`` (the packages' files), ``SITE/play/python.snapshot.gz`` (Pyodide's memory with
Python started and the play pages' modules imported) and ``SITE/play/python.json`` (the data files a page reads
from the wheels the site already serves its notebooks: word graphs, word lists, catalogues), which
``lite/play/worker.mjs`` loads.

A play page needs wordplay, its graphs, the widget stack and IPython's package, whose shell it does not
start (``lite/play/session.py``): not the whole dependency closure the site's lock gives the notebook kernel
(jedi, parso, prompt_toolkit, pygments, stack_data, ...), which a play page never imports. Those wheels are
unpacked by the site's own Pyodide under Node (``lite/play/bundle.mjs``), every module compiled to bytecode
there and only the bytecode kept, so a play page fetches one file and compiles nothing (compiling the modules in
the browser took about as long as running them). The same Node run starts each variant's game to learn which
modules a play page imports, and snapshots a Pyodide that has imported them: a play page restores that memory
instead of starting Python and importing (``lite/play/boot.mjs``), and starts afresh from the pack when the
browser refuses the snapshot.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

PYODIDE = "static/pyodide"
PLAY = "play"
SESSION = Path(__file__).resolve().parent / "play" / "session.py"
PLAY_PACKAGES = (
    "wordplay-widgets",  # the distribution of the package wordplay
    "wordplay-graphs",
    "anywidget",
    "psygnal",
    "ipywidgets",
    "comm",
    "traitlets",
    "typing-extensions",
    "ipython",
)


def play_wheels(site: Path) -> list[Path]:
    """The wheel files of :data:`PLAY_PACKAGES` in the site's Pyodide folder (as its lock names them)."""
    lock = json.loads((site / PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = {k.lower().replace("_", "-"): v for k, v in lock["packages"].items()}
    return [site / PYODIDE / packages[name]["file_name"] for name in PLAY_PACKAGES]


def bundle(site: Path) -> dict[str, int]:
    """Write the pack and the snapshot into ``site/play`` (needs Node.js, as the build's npm does); their sizes."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("lite/bundle.py runs the site's Pyodide with Node.js: install it (apt-get install nodejs)")
    script = Path(__file__).resolve().parent / "play" / "bundle.mjs"
    args = [node, script, site / PYODIDE, site / PLAY, SESSION, *play_wheels(site)]
    done = subprocess.run(args, check=True, capture_output=True, text=True)
    facts: dict[str, int] = json.loads(done.stdout.strip().splitlines()[-1])
    return facts


def main(argv: list[str]) -> int:
    print(json.dumps(bundle(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
