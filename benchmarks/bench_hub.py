"""A class on one hub under load: ``.hub/venv/bin/python benchmarks/bench_hub.py [--learners 20] [--moves 8]``.

Runs as root (CI's user) with the classroom extra (``.hub/venv``, see ``.ci/run``): JupyterHub on 127.0.0.1 only,
each learner a Unix account of their own with their own server (``tests/hub/accounts.py``, the TLJH set-up).
Every learner's kernel sets up a Wordsmith game against the level-2 computer; then all the learners play at
once, each ``--moves`` moves: a move is what the server does when a learner submits a play (the play checked
by the rules, laid and scored, then the computer's reply found and laid); what the learner lays is the
beginner computer's choice, picked outside the timing. Measured in each kernel as CPU time
(``time.process_time``: the shared machine's load does not count), beside the round trip a learner waits
(wall time, for information). Memory: each learner's server and kernel, resident (RSS) and proportional
(PSS, shared pages split), once every learner has played.

Measured (20 learners, 8 moves each, the shared two-core machine at load 10-13): a move's CPU p95 0.003 s
(median 0.001 s; the compiled finder), the learner's wait p95 1.5 s wall, the largest learner 177 MiB PSS
(220 MiB RSS), no failure; docs/teaching.md keeps the table.

Bounded in count and time: at most :data:`MOST_LEARNERS` learners and :data:`MOST_MOVES` moves each, every
request under a timeout. Targets (the classroom issue): a move's p95 <= 0.3 s, <= 250 MiB per learner.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
MOST_LEARNERS, MOST_MOVES = 40, 30
P95_TARGET_S, MEMORY_TARGET_MIB = 0.3, 250

SETUP = """
import json, os, time
from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player
game = BoardGame("wordsmith", ["Learner", "Computer"], seed={seed})
learner, computer = computer_player(1, seed={seed}), computer_player(2, seed={seed})
took = []
def move():
    if game.is_over:
        return
    laid = learner.choose(game)  # what the learner lays (not timed: the learner's own thinking)
    started = time.process_time()
    if hasattr(laid, "tiles"):
        game.check(laid)
    game.apply(laid)
    if not game.is_over:
        game.apply(computer.choose(game))
    took.append(time.process_time() - started)
print(os.getpid())
"""


def _memory(pid: int) -> tuple[int, int]:
    """(RSS, PSS) of a process, in KiB."""
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text(encoding="ascii").splitlines()
    fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup[1:] if line.endswith("kB")}
    return fields["Rss"], fields["Pss"]


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def measure(learners: int, moves: int) -> dict[str, object]:
    from tests.hub.accounts import accounts, real_hub, why_not

    reason = why_not()
    if reason:
        raise SystemExit(f"bench_hub: {reason}")
    import os

    names = [f"wp-load{n:02d}" for n in range(learners)]
    cache = os.environ.get("WORDPLAY_CACHE", str(Path.home() / ".cache" / "wordplay"))
    shared = Path("/tmp/wordplay-bench-cache")  # the graphs built ahead, readable by every account (as on TLJH)
    shared.mkdir(exist_ok=True)
    for graph in Path(cache).glob("enable-*.dawg"):
        (shared / graph.name).write_bytes(graph.read_bytes())
    shared.chmod(0o755)
    for f in shared.iterdir():
        f.chmod(0o644)
    started = time.monotonic()
    with accounts(names), real_hub({"WORDPLAY_CACHE": str(shared)}) as hub:
        tokens, kernels, kernel_pids = {}, {}, {}
        for name in names:  # servers one after another (as a class logs in over a minute or two)
            tokens[name] = hub.start(name)
        for n, name in enumerate(names):
            kernels[name] = hub.kernel(name, tokens[name])
            said = hub.run(name, tokens[name], kernels[name], SETUP.format(seed=n + 1), timeout=300)
            kernel_pids[name] = int(said.strip().splitlines()[-1])
        ready = time.monotonic() - started
        waits: list[float] = []
        failures: list[str] = []
        lock = threading.Lock()

        def play(name: str) -> None:
            for _ in range(moves):
                t = time.monotonic()
                try:
                    said = hub.run(name, tokens[name], kernels[name], "move()", timeout=120)
                except Exception as exc:  # a failure is counted, not fatal
                    with lock:
                        failures.append(f"{name}: {exc!r}")
                    return
                with lock:
                    waits.append(time.monotonic() - t)
                    if said.strip():
                        failures.append(f"{name}: {said.strip()[:200]}")

        threads = [threading.Thread(target=play, args=(name,)) for name in names]
        for thread in threads:  # all the learners play at once
            thread.start()
        for thread in threads:
            thread.join(timeout=900)
        cpu: list[float] = []
        for name in names:
            cpu += json.loads(hub.run(name, tokens[name], kernels[name], "print(json.dumps(took))").strip())
        per_learner = []
        for name in names:
            server_rss, server_pss = _memory(hub.server_pid(name))
            kernel_rss, kernel_pss = _memory(kernel_pids[name])
            per_learner.append(((server_rss + kernel_rss) / 1024, (server_pss + kernel_pss) / 1024))
    return {
        "learners": learners,
        "moves": len(cpu),
        "failures": failures,
        "move_cpu_p95_s": round(_p95(cpu), 3),
        "move_cpu_median_s": round(statistics.median(cpu), 3),
        "move_wait_p95_s": round(_p95(waits), 3) if waits else None,
        "per_learner_rss_mib": round(max(r for r, _ in per_learner)),
        "per_learner_pss_mib": round(max(p for _, p in per_learner)),
        "all_ready_s": round(ready),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20, choices=range(1, MOST_LEARNERS + 1), metavar="N")
    parser.add_argument("--moves", type=int, default=8, choices=range(1, MOST_MOVES + 1), metavar="M")
    parser.add_argument("--quick", action="store_true", help="4 learners, 3 moves each (benchmarks/run.py --quick)")
    args = parser.parse_args(argv)
    if args.quick:
        args.learners, args.moves = 4, 3
    got = measure(args.learners, args.moves)
    failures = list(got["failures"])  # type: ignore[call-overload]
    p95, memory = float(got["move_cpu_p95_s"]), float(got["per_learner_pss_mib"])  # type: ignore[arg-type]
    p95_ok, memory_ok = p95 <= P95_TARGET_S, memory <= MEMORY_TARGET_MIB
    rows = [
        (f"measure ({got['learners']} learners, {got['moves']} moves)", "measured", "target"),
        ("---", "---", "---"),
        (
            "a move, CPU in the kernel: p95 (median)",
            f"{p95} s ({got['move_cpu_median_s']} s)",
            f"<= {P95_TARGET_S} s {'ok' if p95_ok else 'MISSED'}",
        ),
        ("a move, the learner's wait (wall, busy machine): p95", f"{got['move_wait_p95_s']} s", "reported"),
        (
            "per learner, server + kernel: PSS (RSS), the largest",
            f"{memory:g} MiB ({got['per_learner_rss_mib']} MiB)",
            f"<= {MEMORY_TARGET_MIB} MiB {'ok' if memory_ok else 'MISSED'}",
        ),
        ("every learner's server and game ready", f"{got['all_ready_s']} s", "reported"),
        ("failed moves", str(len(failures)), "0"),
    ]
    for row in rows:
        print("| " + " | ".join(row) + " |")
    for failure in failures[:5]:
        print("  ", failure)
    return 0 if p95_ok and memory_ok and not failures else 1


if __name__ == "__main__":
    raise SystemExit(main())
