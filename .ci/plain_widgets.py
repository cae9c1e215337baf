"""Every widget of a plain install (``pip install wordplay-widgets``, no extras), built and drawn once.

``.ci/run`` runs this with the interpreter of a fresh venv holding only the wheel and its
dependencies, outside the checkout, so a widget that needs something the dependencies do not name
fails here. Each game widget is built the one way every family shares: the ruleset's name, then
the players (here the default ones: a person and a computer of the default level).
"""

from __future__ import annotations

import sys

import wordplay
from wordplay import widgets

EMPTY = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"
CALLS = {
    "BoardGameWidget": ("wordsmith",),
    "BoardExplainer": ("wordsmith", EMPTY, "8H ZAX"),
    "BoardMoveList": ("wordsmith", EMPTY, "AEILST?"),
    "CardsGameWidget": ("classic",),
    "CardsExplainer": ("classic",),
    "ThiefGameWidget": ("word-thief",),
    "ThiefExplainer": (["WORK"], "R E E D", "WORK -> REWORKED"),
}


def main() -> int:
    if "site-packages" not in wordplay.__file__:
        print(f"wordplay comes from {wordplay.__file__}, not from the plain install", file=sys.stderr)
        return 1
    missing = sorted(set(widgets.__all__) - set(CALLS))
    if missing:
        print(f"widgets not tried here: {', '.join(missing)}", file=sys.stderr)
        return 1
    for name, args in CALLS.items():
        widget = getattr(widgets, name)(*args)
        bundle = widget._repr_mimebundle_()
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if not data.get("text/html"):
            print(f"{name} drew no HTML", file=sys.stderr)
            return 1
        print(f"{name}: built and drawn ({len(data['text/html']):,} characters of HTML)")
        widget.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
