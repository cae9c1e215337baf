"""Run every benchmark and print its table: ``python benchmarks/run.py [lexicon finder ...]``.

Speed and memory targets live here, never in unit tests. Each benchmark module in this
folder has a ``main(argv)`` that prints a Markdown table (medians, or counts for the checker);
run.py calls each with no arguments, so each runs with its own defaults.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

BENCHMARKS = ("lexicon", "finder", "checker", "cards", "thief", "review", "lite")


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).parent))
    names = argv or list(BENCHMARKS)
    for name in names:
        if name not in BENCHMARKS:
            print(f"unknown benchmark {name!r}; choose from {', '.join(BENCHMARKS)}", file=sys.stderr)
            return 2
        print(f"\n## {name}\n", flush=True)
        importlib.import_module(f"bench_{name}").main([])  # each with its own defaults
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
