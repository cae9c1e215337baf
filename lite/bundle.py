"""The play pages' Python packages, bundled: ``python bundle.py SITE`` (run by ``lite/build.py``) writes
``SITE/play/python.zip``, which ``lite/play/worker.mjs`` unpacks into Pyodide's site-packages.

A play page needs wordplay, its graphs, the widget stack and IPython's package, whose shell it does not
start (``lite/play/session.py``): not the whole dependency closure the site's lock gives the notebook kernel
(jedi, parso, prompt_toolkit, pygments, stack_data, ...), which a play page never imports. Those wheels are
unpacked by the site's own Pyodide under Node (``lite/play/bundle.mjs``), every module compiled to bytecode
there, and the result zipped, so a play page fetches one file and compiles nothing (compiling the modules in
the browser took about as long as running them).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

PYODIDE = "static/pyodide"
BUNDLE = "play/python.zip"
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


def bundle(site: Path) -> Path:
    """Write :data:`BUNDLE` into ``site`` (needs Node.js, as the build's npm does)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("lite/bundle.py runs the site's Pyodide with Node.js: install it (apt-get install nodejs)")
    out = site / BUNDLE
    script = Path(__file__).resolve().parent / "play" / "bundle.mjs"
    subprocess.run([node, script, site / PYODIDE, out, *play_wheels(site)], check=True, stdout=subprocess.DEVNULL)
    return out


def main(argv: list[str]) -> int:
    out = bundle(Path(argv[0]))
    print(json.dumps({"play_bundle_bytes": out.stat().st_size}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
