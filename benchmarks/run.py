"""Run every benchmark and print its table: ``python benchmarks/run.py [--quick] [lexicon finder ...]``.

Speed and memory targets live here, never in unit tests. Each benchmark module in this folder
(every ``bench_<name>.py``: none is left out, a new one is run too) has a ``main(argv)`` that prints a
Markdown table (medians of CPU time, or counts for the checker), every target beside its value; run.py
calls each with no arguments, so each runs with its own defaults, or with ``--quick`` (fewer runs and
games, English alone for the lexicon build: under 3 minutes in all, the hub aside). A benchmark that
cannot run on this machine (the hub's wants root and the classroom extra, see ``bench_hub.py``) says
why and the others go on. The full run takes a while (the Polish graph's build, 1,000 games per variant
in the checker): it says so before it starts.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).parent
# the order they run in (the quick ones first); any other bench_*.py of the folder runs after them
ORDER = ("startup", "lexicon", "finder", "checker", "cards", "thief", "steals_cli", "review", "lite", "hub")
FOUND = sorted(p.stem.removeprefix("bench_") for p in HERE.glob("bench_*.py"))
BENCHMARKS = tuple(n for n in ORDER if n in FOUND) + tuple(n for n in FOUND if n not in ORDER)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(HERE))
    quick = "--quick" in argv
    names = [a for a in argv if a != "--quick"] or list(BENCHMARKS)
    if not quick:
        print("The full run takes about half an hour; `--quick` takes under 3 minutes.", file=sys.stderr, flush=True)
    for name in names:
        if name not in BENCHMARKS:
            print(f"unknown benchmark {name!r}; choose from {', '.join(BENCHMARKS)}", file=sys.stderr)
            return 2
    for name in names:
        print(f"\n## {name}\n", flush=True)
        try:
            importlib.import_module(f"bench_{name}").main(["--quick"] if quick else [])  # else its own defaults
        except SystemExit as stopped:  # a benchmark that cannot run here says why; the others go on
            if stopped.code not in (None, 0):
                print(f"{name}: not run here ({stopped.code})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
