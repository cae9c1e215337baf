"""The widgets' ES modules and style sheets, bundled into the one module anywidget loads.

The JavaScript is written as small ES modules in ``static/`` (``dom.js``, ``explain.js``,
``rules.js``, ``sheet.js``, ``controls.js``, ``review.js``, ``analysis.js`` shared by every game; ``board.js``,
``cards.js``... one per game),
importing each other with relative paths (``import { h } from "./dom.js";``). anywidget loads
a single module, so :func:`bundle_js` joins the files named, in the order given (a module
after those it imports), dropping the relative imports and the ``export`` keywords of all
but the last file, whose ``export default`` is the widget. Nothing is fetched at run time.
"""

from __future__ import annotations

import pathlib
import re

STATIC = pathlib.Path(__file__).parent / "static"
SHARED_JS = (
    "dom.js",
    "boardkeys.js",
    "typed.js",
    "explain.js",
    "rules.js",
    "sheet.js",
    "controls.js",
    "review.js",
    "analysis.js",
)
SHARED_CSS = ("base.css", "typed.css", "review.css", "analysis.css")

_IMPORT = re.compile(r'^import\s*\{[^}]*\}\s*from\s*"\./([\w-]+\.js)";\s*$', re.MULTILINE)
_EXPORT = re.compile(r"^export (?=(?:async )?function |const |let |class )", re.MULTILINE)


def bundle_js(*names: str) -> str:
    """One ES module from the files ``names`` (dependencies first); the last one's default export is kept."""
    parts: list[str] = []
    seen: set[str] = set()
    for name in names:
        text = (STATIC / name).read_text(encoding="utf-8")
        for needed in _IMPORT.findall(text):
            if needed not in seen:
                raise ValueError(f"{name} imports {needed}, which is not bundled before it")
        if name != names[-1] and "export default" in text:
            raise ValueError(f"{name} has a default export but is not the last file")
        parts.append(f"// ---- {name}\n" + _EXPORT.sub("", _IMPORT.sub("", text)))
        seen.add(name)
    return "\n".join(parts)


def bundle_css(*names: str) -> str:
    """The style sheets ``names`` joined, in order."""
    return "\n".join((STATIC / name).read_text(encoding="utf-8") for name in names)


def widget_js(name: str) -> str:
    """A game's module with the shared modules before it."""
    return bundle_js(*SHARED_JS, name)


def widget_css(name: str) -> str:
    """A game's style sheet after the shared one."""
    return bundle_css(*SHARED_CSS, name)
