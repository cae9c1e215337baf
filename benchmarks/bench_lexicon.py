"""Lexicon benchmark: ``python benchmarks/bench_lexicon.py [enable sjp] [--loads N]``.

For each shipped lexicon, every measurement runs in a fresh Python process, against a temporary
cache folder (``WORDPLAY_CACHE``), so neither the caller's cache nor an earlier import helps:

* build: one process builds the word graph from the shipped ``.xz`` list and writes the cache file
  (import + decompress + Daciuk construction + write); its time and peak RSS;
* load: ``--loads`` new processes (default 5) each import wordplay and load the cached graph;
  the median time from before ``import`` to the lexicon answering its first lookup, the median
  CPU time of the whole process (interpreter start-up included) and the largest peak RSS;
* lookups: membership tests per second (``word in lexicon``) on a 50/50 mix of words drawn by random
  walks in the graph and the same words with one letter changed;
* the word count, graph node and edge counts, and the cache file size.

Targets (from the lexicon issue): Polish ready in at most 1 s in a new process once cached, at
most 150 MB resident; English at most 0.3 s. Each is printed beside its value. Every time is CPU
time (``time.process_time`` in the child; the whole process: its user + system time), so a busy
machine does not move the figures. ``--quick`` measures English alone, with 3 loads.

``rows()`` returns the measurements as dicts (for collector scripts); ``main()`` prints the
Markdown table.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LEXICONS = ("enable", "sjp")
LOAD_TARGET_S = {"enable": 0.3, "sjp": 1.0}  # a cached graph ready in a new process
RSS_TARGET_MB = {"sjp": 150}

_CHILD = r"""
import json, sys, time
t0 = time.process_time()
from wordplay.core.lexicon import build_cache, load_lexicon
mode, name = sys.argv[1], sys.argv[2]
out = {}
if mode == "build":
    path = build_cache(name)
    out["seconds"] = time.process_time() - t0
    out["cache_bytes"] = path.stat().st_size
else:
    lex = load_lexicon(name)
    "A" in lex
    out["seconds"] = time.process_time() - t0
    g = lex.graph
    out.update(words=len(lex), nodes=g.node_count, edges=g.edge_count)
try:
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    out["peak_rss_mb"] = rss / (1 << 20) if sys.platform == "darwin" else rss / 1024
except ImportError:
    out["peak_rss_mb"] = float("nan")
if mode == "lookups":
    import random
    rng = random.Random(1)
    first, letters, targets, terminals = g.first_edge, g.edge_letters, g.edge_targets, g.terminals
    alphabet = lex.alphabet
    sample = []
    while len(sample) < 20000:
        node, word = g.root, []
        while True:
            a, b = first[node], first[node + 1]
            if a == b or (terminals[node] and rng.random() < 0.35):
                break
            e = rng.randrange(a, b)
            word.append(alphabet[letters[e]])
            node = targets[e]
        sample.append("".join(word))
        word[rng.randrange(len(word))] = rng.choice(alphabet)
        sample.append("".join(word))
    hits = 0
    t = time.process_time()
    for _ in range(5):
        for w in sample:
            if w in lex:
                hits += 1
    out["lookups_per_s"] = 5 * len(sample) / (time.process_time() - t)
    out["hit_rate"] = hits / (5 * len(sample))
print("BENCH " + json.dumps(out))
"""


def _run(mode: str, name: str, cache: str) -> dict:
    env = dict(os.environ)
    env["WORDPLAY_CACHE"] = cache
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    before = _children_cpu()
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD, mode, name], env=env, capture_output=True, text=True, check=False
    )
    whole = _children_cpu() - before
    if proc.returncode != 0:
        raise RuntimeError(f"bench child {mode} {name} failed:\n{proc.stderr}")
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("BENCH "))
    result = json.loads(line[len("BENCH ") :])
    result["process_seconds"] = whole
    return result


def _children_cpu() -> float:
    """The user + system CPU seconds of the finished child processes so far."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(name: str, loads: int = 5) -> dict:
    """All measurements for one shipped lexicon (see the module docstring)."""
    with tempfile.TemporaryDirectory(prefix="wordplay-bench-") as cache:
        build = _run("build", name, cache)
        runs = [_run("load", name, cache) for _ in range(loads)]
        look = _run("lookups", name, cache)
    return {
        "lexicon": name,
        "words": runs[0]["words"],
        "nodes": runs[0]["nodes"],
        "edges": runs[0]["edges"],
        "cache_mb": build["cache_bytes"] / 1e6,
        "build_s": build["seconds"],
        "build_peak_rss_mb": build["peak_rss_mb"],
        "load_s": statistics.median(r["seconds"] for r in runs),
        "load_process_s": statistics.median(r["process_seconds"] for r in runs),
        "load_peak_rss_mb": max(r["peak_rss_mb"] for r in runs),
        "lookups_per_s": look["lookups_per_s"],
        "loads": loads,
        "load_target_s": LOAD_TARGET_S.get(name),
        "rss_target_mb": RSS_TARGET_MB.get(name),
    }


def rows(names: tuple[str, ...] = LEXICONS, loads: int = 5) -> list[dict]:
    """One dict per lexicon, keys as in :func:`measure`."""
    return [measure(n, loads) for n in names]


COLUMNS = [
    ("lexicon", "lexicon", "{}"),
    ("words", "words", "{:,}"),
    ("nodes", "graph nodes", "{:,}"),
    ("edges", "graph edges", "{:,}"),
    ("cache_mb", "cache file (MB)", "{:.2f}"),
    ("build_s", "first build (CPU s)", "{:.2f}"),
    ("build_peak_rss_mb", "build peak RSS (MB)", "{:.0f}"),
    ("load_s", "load, cached (CPU s, median)", "{:.3f}"),
    ("load_target_s", "target (s)", "{}"),
    ("load_process_s", "whole process (CPU s, median)", "{:.3f}"),
    ("load_peak_rss_mb", "load peak RSS (MB)", "{:.0f}"),
    ("rss_target_mb", "target (MB)", "{}"),
    ("lookups_per_s", "lookups/s", "{:,.0f}"),
]


def table(data: list[dict]) -> str:
    head = "| " + " | ".join(title for _, title, _ in COLUMNS) + " |"
    rule = "|" + "|".join("---" if key == "lexicon" else "---:" for key, _, _ in COLUMNS) + "|"
    body = [
        "| " + " | ".join("-" if row[key] is None else fmt.format(row[key]) for key, _, fmt in COLUMNS) + " |"
        for row in data
    ]
    return "\n".join([head, rule, *body])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Lexicon build/load benchmark (Markdown table).")
    ap.add_argument("names", nargs="*", metavar="NAME", help=f"lexicons (default: {' '.join(LEXICONS)})")
    ap.add_argument("--loads", type=int, default=5, help="new processes timed for the load (default 5)")
    ap.add_argument("--quick", action="store_true", help="English alone, 3 loads (Polish builds for minutes)")
    # benchmarks/run.py calls main([]): measure everything.
    args = ap.parse_args([] if argv is None else argv)
    unknown = [n for n in args.names if n not in LEXICONS]
    if unknown:
        ap.error(f"unknown lexicon {unknown[0]!r}; choose from {', '.join(LEXICONS)}")
    if args.quick:
        args.names, args.loads = args.names or ["enable"], 3
    data = rows(tuple(args.names or LEXICONS), args.loads)
    print(table(data))
    print(
        f"\nPython {sys.version.split()[0]} on {sys.platform}, {os.cpu_count()} CPUs; "
        f"load = median of {args.loads} new processes, CPU from before `import` to the first lookup."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
