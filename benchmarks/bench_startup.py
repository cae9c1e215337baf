"""How long the command line takes to start: ``wordplay --version`` in a fresh process, its CPU time.

Every ``wordplay`` command pays this before it does anything, so the heavy imports are lazy (nbformat
only when a puzzles notebook is written). The time is the child's user + system CPU
(``resource.getrusage(RUSAGE_CHILDREN)``), the median of ``--runs`` starts; the target is beside it.
Run ``python benchmarks/bench_startup.py``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 0.3  # issue 18, item 1: `wordplay --version` at most 0.3 s of CPU


def child_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def start_cpu(args: list[str]) -> float:
    """The CPU seconds of one ``python -m wordplay ARGS`` (this checkout's package first on the path)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    before = child_cpu_seconds()
    subprocess.run([sys.executable, "-m", "wordplay", *args], check=True, capture_output=True, env=env)
    return child_cpu_seconds() - before


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--quick", action="store_true", help="3 runs")
    args = parser.parse_args(argv)
    runs = 3 if args.quick else args.runs
    print("| command | CPU s (median) | target s |")
    print("|---|---|---|")
    for command in (["--version"], ["--help"]):
        median = statistics.median(start_cpu(command) for _ in range(runs))
        target = TARGET_S if command == ["--version"] else None
        print(f"| wordplay {' '.join(command)} | {median:.3f} | {'-' if target is None else target} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
