"""``wordplay steals --all``: CPU time and peak memory of listing every move, text and JSON, beside the targets.

``python benchmarks/bench_steals_cli.py`` (or ``python benchmarks/run.py steals_cli``) runs each command in
a fresh process writing to ``/dev/null`` and prints its CPU time (user + system, ``time.process_time`` in
that process) and its peak memory (``ru_maxrss``), with issue 27's targets and the values before its fixes.
The routine rows list a smaller position (``STONE CAT`` with ``REDWIAL``, splits into at most two words:
38,327 moves); ``--full`` adds the issue's own rows, which take minutes: the README's example (about
1,000,000 moves, the most one search lists) and ``--max-split 3 --json`` (417,136 moves, 2.1 GB of JSON).
A stream's memory must not grow with its count: every ``--json`` row is held to 500 MB.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

# (command, CPU target in s or None, memory target in MB, before: CPU and peak memory measured on main at the
# start of the session that made the stream (byte-identical output since), the issue's own where it gives one;
# then at the start of the stop that said the stream a bucket at a time (main at d36bc46, the last closing note's
# numbers for the two long rows; the same output since))
ROUTINE = [
    (
        ["steals", "--table", "STONE CAT", "--hand", "REDWIAL", "--all", "--max-split", "2"],
        None,
        None,
        "15.7 s, 86 MB; 1.4 s, 88 MB",
    ),
    (
        ["steals", "--table", "STONE CAT", "--hand", "REDWIAL", "--all", "--max-split", "2", "--json"],
        None,
        500,
        "19.3 s, 86 MB; 8.3 s, 97 MB",
    ),
]
FULL = [
    (
        ["steals", "--table", "WORK FRONT", "--hand", "REEDWCA?", "--all"],
        20,
        None,
        "458 s, 516 MB (issue 27: 357 s); 22.2 s, 192 MB",
    ),
    (
        ["steals", "--table", "STONE CAT", "--hand", "REDWIAL", "--all", "--max-split", "3", "--json"],
        None,
        500,
        "211 s, 358 MB (issue 27: 265 s, 22.6 GB); 67 s, 131 MB",
    ),
]
# run in the child: the command with its output thrown away, then its CPU time and peak memory on stderr
CHILD = """
import json, resource, sys, time
from wordplay.cli import main
sys.stdout = open("/dev/null", "w", encoding="utf-8")
start = time.process_time()
code = main(json.loads(sys.argv[1]))
sys.stdout.flush()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps([code, time.process_time() - start, peak]), file=sys.stderr)
"""


def measure(args: list[str]) -> tuple[float, float]:
    """CPU seconds and peak MB of ``wordplay <args>`` in a fresh process (the lexicon's loading included)."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(args)], capture_output=True, text=True, check=True, env=os.environ
    )
    code, seconds, peak = json.loads(done.stderr.strip().splitlines()[-1])
    if code != 0:
        raise SystemExit(f"wordplay {' '.join(args)} exited {code}")
    return seconds, peak


def _shown(args: list[str]) -> str:
    return "wordplay " + " ".join(f'"{a}"' if " " in a or "?" in a else a for a in args)


def main(argv: list[str] | None = None) -> None:
    rows = ROUTINE + (FULL if "--full" in (argv or []) else [])
    head = "| command | CPU (s) | target (s) | peak memory (MB) | target (MB) |"
    print(f"{head} before issue 27's fixes; before the bucket stream |")
    print("|---|---:|---:|---:|---:|---|")
    for args, cpu_target, memory_target, before in rows:
        seconds, peak = measure(args)
        cpu = "-" if cpu_target is None else str(cpu_target)
        memory = "-" if memory_target is None else str(memory_target)
        print(f"| {_shown(args)} | {seconds:.1f} | {cpu} | {peak:.0f} | {memory} | {before} |", flush=True)
    if "--full" not in (argv or []):
        print("\n(`--full` adds the README's example and the 417,136 moves of `--max-split 3 --json`: minutes.)")


if __name__ == "__main__":
    main(sys.argv[1:])
