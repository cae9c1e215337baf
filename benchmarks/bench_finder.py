"""Move-finder speed: best play (the hint), every play, and counting, on mid-game positions.

Run ``python benchmarks/bench_finder.py`` (``--quick`` for fewer runs and games,
``--games N`` for the self-play rows); it prints a Markdown table of medians. ``rows()``
returns the same as dicts.

Positions:

* English: the published mid-game position VsMatt2 (55 tiles) with ENABLE and the Wordsmith
  ruleset; targets from the issues: best play with ``AEILST?`` at most 15 ms in pure Python
  and 5 ms with the compiled core, every play at most 500 ms (10 ms compiled), best play with
  a rack without a blank at most 10 ms.
* Polish: a Literaki mid-game position (55 tiles) made by seeded self-play (level-1 players,
  seed 1, SJP), recorded below; target: within twice the English figures.

Times are medians of CPU time (``time.process_time``): the machine this runs on may be shared
with other work, which stretches wall-clock times but not CPU time. Every search starts cold: the cross-check cache is
emptied before each run, so each time
includes computing the cross-checks of the position. The lexicon load (from the on-disk
cache) is timed apart, in a fresh process (the CPU time of the import, ``load_lexicon`` and a first lookup), so
no cache of this process makes it look free. The finder is checked against the brute-force
enumerator in ``tests/board/test_finder_brute_force.py``, not here: a benchmark only measures.

The pure path's best-first search looks up all-tiles plays in an index of the lexicon's long
words (:mod:`wordplay.crossword.alltiles`), read from its cache file, or built only once the walks
it saves have cost as much; the benchmark makes sure the cache file is there first (so the times
are those of a machine in use), and a table gives per lexicon the index's build time, cache file
size, load time and memory (none for the Polish list: too large).

Each position is timed on every search path this machine has (``path`` column): ``pure`` is
``MoveFinder(..., compiled=False)``; ``compiled`` the C extension; ``wasm`` the same C core built as the
browser's WebAssembly module (``wordplay/crossword/wasm_build.py``, when clang and wasi-libc are installed)
and run under ``wasmtime``, a stand-in for the site's Pyodide (its target: at most 3 times the compiled
path, the issue's bound for the hint in the browser). ``every/count``: an every-play call against counting the
same plays; counting is level with Quackle's GADDAG (issue 27, measured side by side), so that ratio stands in
for "every play against Quackle", target at most 1.5 (Quackle itself is not installed here). The self-play rows
play level against level for each variant, level and path (one untimed game first, so the finder is made; the
compiled rows timed three times, the median shown with the spread); the target is level 2 (best score now)
compiled, 150 games per second; ``--seed`` plays other seeds than the benchmark's own, and the level-2 compiled
rows are played again on :data:`FRESH_SELF_PLAY_SEED`'s games, which nothing was tuned on.

Why the self-play rate varies from run to run (measured while the target was worked on): the same ten games
(the same moves, the same instructions under callgrind) took from 82 to 219 games per CPU second in one
process, as the load of this shared two-core machine changed: CPU time per instruction grows when the other
core and the caches are busy. The rest is small or already out of the timing: the first game makes the finder
and the graph's typed copy (35 ms, untimed here); the garbage collector runs 0-2 young collections in ten
games and no full one; one set of seeds differs from another by up to 15% per move (other positions), and
Literaki (SJP, 3.3 million words, a 3.8 MB graph) takes 1.6 times Wordsmith's time per move. Hence five timed
repeats, the median shown with the spread, and fresh seeds beside the benchmark's own; and ``--instructions``,
which prints instead each variant's level-2 self-play instructions per game under valgrind's callgrind (the
benchmark's seeds and the fresh ones): the measure the load does not move, to compare two versions of the code by.

Fresh positions: the every-play target is checked on more than the bench's own racks. For each of
:data:`FRESH_SEEDS`, a level-2 self-play game (Wordsmith with ENABLE, Literaki with SJP) is played until
:data:`FRESH_TILES` tiles are on the board and the player to move holds no blank; every/count is timed on that
position (every play and counting timed in turns, so a change in the machine's load touches both alike).

The first table gives the board rows of issue 27's table, each beside its target, the value measured at the
start of this work (``session_start`` in ``finder_before.json``: this benchmark run on commit 2bddc4d), the
pure-Python path (the previous implementation: what the site ran before its WebAssembly core) and the issue's
own "now". The
``before`` columns of the other tables are medians measured on this machine on earlier code, kept in
``benchmarks/data/finder_before.json`` (which commit each is, is said there).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project

from wordplay.board.finder import new_finder  # noqa: E402
from wordplay.board.position import parse_cgp  # noqa: E402
from wordplay.core.lexicon import load_lexicon  # noqa: E402
from wordplay.core.registry import get_ruleset  # noqa: E402

ENGLISH = "14R/12Q1E/2TIGER4HI1I/6OF3U2N/4OCEAN1PRANK/7BAZAR3/11A3/7MOONY3/6DIF6/5VEG7/7SAnTOOR1/10OX3/7AGUE4/15/15"
# Literaki, seeded self-play: BoardGame("literaki", ["A", "B"], seed=1, lexicon=sjp), players
# computer_player(2, 1) and computer_player(2, 101), stopped at 55 tiles on the board.
POLISH = (
    "15/9H3K1/1ACID4I3S1/R1IDEA1B1POLNY1/Z2OFUKAŁAŚ1IL1/AGILA2K4EE1/Z6ÓS3IN1/Y6WI1PODYM/8Ń3Ą2/12C2/12E2/15/15/15/15"
)

# Targets (ms) per search path: the compiled core (wordplay/crossword/walk_core.c) and pure Python; the
# WebAssembly module's are WASM_FACTOR times the compiled path's measured times.
PURE, COMPILED, WASM = "pure", "compiled", "wasm"
WASM_FACTOR = 3
EVERY_OVER_COUNT_TARGET = 1.5
# What the rows print as "before" (benchmarks/data/finder_before.json): the medians before the core was split and
# its answers packed, (hint, every play) ms per rack and path; the self-play games per CPU second before the game
# trusted its finder's plays, per variant, level and path; the issue's own "now" for its rows.
BEFORE_DATA = json.loads((ROOT / "benchmarks" / "data" / "finder_before.json").read_text(encoding="utf-8"))
BEFORE = {(r["rack"], r["path"]): (r["hint_ms"], r["every_ms"]) for r in BEFORE_DATA["search"]}
SELF_PLAY_BEFORE = {(r["variant"], r["level"], r["path"]): r["games_per_s"] for r in BEFORE_DATA["self_play"]}
CASES = [
    # (label, variant, lexicon, position, rack, {path: (best target ms, every-play target ms)})
    ("English VsMatt2", "wordsmith", "enable", ENGLISH, "AEILST?", {PURE: (15, 500), COMPILED: (5, 10)}),
    ("English VsMatt2", "wordsmith", "enable", ENGLISH, "AEILSTR", {PURE: (10, None), COMPILED: (10, None)}),
    ("English VsMatt2", "wordsmith", "enable", ENGLISH, "DEIKNOR", {PURE: (10, None), COMPILED: (10, None)}),
    ("Polish self-play", "literaki", "sjp", POLISH, "AEINRZ?", {PURE: (100, 1000), COMPILED: (100, 1000)}),
    ("Polish self-play", "literaki", "sjp", POLISH, "AEINRWZ", {PURE: (20, None), COMPILED: (20, None)}),
]
# A cached graph ready in a new process (the lexicon issue's targets, as bench_lexicon.py prints them)
LOAD_TARGETS_MS = {"enable": 300, "sjp": 1000}
# Self-play: games per CPU second, level against the same level; a target for level 2 compiled only.
SELF_PLAY_TARGETS = {(COMPILED, 2): 150}  # level 2 plays the best score now (issue 27: 91-107 before)
SELF_PLAY_SEED = 500  # the first seed of the timed games
SELF_PLAY_REPEATS = 5  # the compiled rows' games are timed this many times; the median is shown
FRESH_SELF_PLAY_SEED = 9000  # the level-2 compiled rows again on these games (seeds nothing was tuned on)
# fresh positions for the every-play row: level-2 self-play from these seeds, stopped at FRESH_TILES tiles
FRESH_SEEDS = (4242, 7, 2024, 31337)
FRESH_TILES = 40
FRESH_VARIANTS = (("wordsmith", "enable"), ("literaki", "sjp"))
SESSION_START = BEFORE_DATA.get("session_start", {})  # this benchmark's rows on the code before this work
# per "variant seeds": 2 games before the core's leaves (b3dffc4), 10 before the letters below each node (8810c23)
INSTRUCTIONS_BEFORE = BEFORE_DATA.get("self_play_instructions", {})


def paths() -> list[str]:
    """The search paths this machine can time: pure Python always, compiled when the extension is built,
    wasm when the WebAssembly module builds here and ``wasmtime`` is installed."""
    from wordplay.crossword.native import compiled_module

    return [PURE] + ([COMPILED] if compiled_module() is not None else []) + ([WASM] if wasm_core() else [])


_WASM: list[Any] = []


def wasm_core() -> Any:
    """The C core built as WebAssembly and run under wasmtime (built once per run), or None."""
    if not _WASM:
        import tempfile

        from wordplay.crossword import wasm_build
        from wordplay.crossword.wasm import WasmCore, WasmtimeHost

        try:
            with tempfile.TemporaryDirectory() as folder:
                data = wasm_build.build(Path(folder) / "walk_core.wasm").read_bytes()
            _WASM.append(WasmCore(WasmtimeHost(data)))
        except (ImportError, wasm_build.ToolchainMissing):
            _WASM.append(None)
    return _WASM[0]


def finder_on(path: str, ruleset: Any, lexicon: Any) -> Any:
    """A finder searching on ``path``."""
    finder = new_finder(ruleset, lexicon, compiled=path != PURE)
    if path == WASM:
        from wordplay.crossword.native import graph_buffers

        finder._native = (wasm_core(), graph_buffers(finder.graph))
    return finder


def _median_ms(fn: Any, runs: int, reset: Any) -> tuple[float, Any]:
    """Median CPU time of ``fn`` in ms (CPU, not wall clock: the benchmark machine may be shared;
    on an idle machine the two agree)."""
    times = []
    result = None
    for _ in range(runs):
        reset()
        t = time.process_time()
        result = fn()
        times.append(time.process_time() - t)
    return statistics.median(times) * 1000, result


def _paired_ms(first: Any, second: Any, runs: int, reset: Any) -> tuple[float, float, Any, Any]:
    """Median CPU times (ms) of ``first`` and ``second`` timed in turns (so that a change in the machine's load
    falls on both alike), and their last results."""
    times: tuple[list[float], list[float]] = ([], [])
    results = [None, None]
    for _ in range(runs):
        for k, fn in enumerate((first, second)):
            reset()
            t = time.process_time()
            results[k] = fn()
            times[k].append(time.process_time() - t)
    return statistics.median(times[0]) * 1000, statistics.median(times[1]) * 1000, results[0], results[1]


def fresh_position(variant: str, lexicon: Any, seed: int) -> Any:
    """The game of a level-2 self-play from ``seed`` at the first turn with :data:`FRESH_TILES` tiles or more on
    the board and no blank on the rack to move (None if the game ends first)."""
    from wordplay.board.game import BoardGame
    from wordplay.board.players import computer_player

    game = BoardGame(variant, ["A", "B"], seed=seed, lexicon=lexicon)
    seats = [computer_player(2, seed * 31 + i, lexicon) for i in range(2)]
    while not game.is_over:
        if game.board.tile_count() >= FRESH_TILES and "?" not in game.rack:
            return game
        game.apply(seats[game.to_move].choose(game))
    return None


def fresh_rows(runs: int) -> list[dict[str, Any]]:
    """every/count (compiled) on the fresh positions of :data:`FRESH_SEEDS`, per variant."""
    from wordplay.crossword.native import compiled_module

    if compiled_module() is None:
        return []
    out = []
    for variant, lexicon_name in FRESH_VARIANTS:
        lexicon = load_lexicon(lexicon_name)
        for seed in FRESH_SEEDS:
            game = fresh_position(variant, lexicon, seed)
            if game is None:
                continue
            finder = finder_on(COMPILED, game.ruleset, lexicon)
            board, rack = game.board, game.rack
            every_ms, count_ms, _, count = _paired_ms(
                lambda f=finder, b=board, r=rack: f.plays(b, r),
                lambda f=finder, b=board, r=rack: f.count(b, r),
                runs,
                finder.graph.cross_cache.clear,
            )
            out.append(
                {
                    "fresh": f"{variant} seed {seed}",
                    "rack": rack,
                    "tiles_on_board": board.tile_count(),
                    "every_ms": every_ms,
                    "count_ms": count_ms,
                    "every_over_count": every_ms / count_ms if count_ms else None,
                    "placements": count,
                }
            )
    return out


def index_rows(names: tuple[str, ...] = ("enable", "pt", "sjp")) -> list[dict[str, Any]]:
    """The all-tiles index per lexicon (rack of 7, 15x15 board): build time, cache file size, the
    time to read it back and its memory; ``None`` where the lexicon is too large for one."""
    import tracemalloc

    from wordplay.crossword import alltiles
    from wordplay.crossword.graph import fast_graph

    out = []
    for name in names:
        lexicon = load_lexicon(name)
        graph = fast_graph(lexicon.graph, lexicon.alphabet)
        row: dict[str, Any] = {
            "index": name,
            "words": len(lexicon),
            "build_s": None,
            "file_mb": None,
            "load_ms": None,
            "memory_mb": None,
        }
        if len(lexicon) <= alltiles.MAX_WORDS:
            t = time.process_time()
            alltiles.build_index(graph, 7, 15)
            row["build_s"] = time.process_time() - t
            data = alltiles.index_file(graph, 7, 15).read_bytes()
            row["file_mb"] = len(data) / 1e6
            t = time.process_time()
            alltiles.AllTilesIndex.from_bytes(data)
            row["load_ms"] = (time.process_time() - t) * 1000
            tracemalloc.start()
            index = alltiles.AllTilesIndex.from_bytes(data)
            row["memory_mb"] = tracemalloc.get_traced_memory()[0] / 1e6
            tracemalloc.stop()
            del index
        out.append(row)
    return out


def cold_load_ms(name: str) -> float:
    """The CPU time (ms) of a fresh process's import of the lexicon module, ``load_lexicon(name)`` and a first
    lookup (the graph from the disk cache): what a first use costs."""
    import json
    import os
    import subprocess

    child = (
        "import json, sys, time\n"
        "t = time.process_time()\n"
        "from wordplay.core.lexicon import load_lexicon\n"
        "'A' in load_lexicon(sys.argv[1])\n"
        "print(json.dumps(time.process_time() - t))\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run([sys.executable, "-c", child, name], capture_output=True, text=True, check=True, env=env)
    return float(json.loads(done.stdout.strip().splitlines()[-1])) * 1000


def rows(runs: int = 15, games: int = 10, first_seed: int = SELF_PLAY_SEED) -> list[dict[str, Any]]:
    """One dict per position, rack and search path (plus the self-play rows)."""
    from wordplay.crossword.alltiles import MAX_WORDS, prepare

    out = []
    for label, variant, lexicon_name, cgp, rack, targets in CASES:
        ruleset = get_ruleset(variant)
        load_ms = cold_load_ms(lexicon_name)
        lexicon = load_lexicon(lexicon_name)
        if len(lexicon) <= MAX_WORDS:
            prepare(lexicon)  # the all-tiles index's cache file, as on a machine in use
        board = parse_cgp(cgp, ruleset).board
        counts = set()
        for path in paths():
            finder = finder_on(path, ruleset, lexicon)
            reset = finder.graph.cross_cache.clear
            best_ms, best = _median_ms(lambda f=finder, b=board, r=rack: f.best(b, r, 1), runs, reset)
            top10_ms, _ = _median_ms(lambda f=finder, b=board, r=rack: f.best(b, r, 10), runs, reset)
            all_ms, count_ms, plays, count = _paired_ms(
                lambda f=finder, b=board, r=rack: f.plays(b, r),
                lambda f=finder, b=board, r=rack: f.count(b, r),
                max(5, runs),
                reset,
            )
            counts.add(count)
            if path == WASM:
                native = next((r for r in out if r["rack"] == rack and r["path"] == COMPILED), None)
                best_target = WASM_FACTOR * native["best_ms"] if native else None
                all_target = WASM_FACTOR * native["all_ms"] if native else None
            else:
                best_target, all_target = targets[path]
            before = BEFORE.get((rack, PURE if path == WASM else path), (None, None))
            out.append(
                {
                    "position": label,
                    "rack": rack,
                    "path": path,
                    "tiles_on_board": board.tile_count(),
                    "lexicon": lexicon_name,
                    "load_ms": load_ms,
                    "best_ms": best_ms,
                    "best_target_ms": best_target,
                    "best_before_ms": before[0],
                    "top10_ms": top10_ms,
                    "all_ms": all_ms,
                    "all_target_ms": all_target,
                    "all_before_ms": before[1],
                    "count_ms": count_ms,
                    "every_over_count": all_ms / count_ms if count_ms else None,
                    "placements": count,
                    "best": f"{best[0].notation} {best[0].score}" if best else "-",
                }
            )
            assert plays[0].score == (best[0].score if best else None)
        assert len(counts) == 1, f"the paths disagree on the number of placements: {counts}"
    out.extend(fresh_rows(max(5, runs)))
    if games:
        out.extend(self_play_rows(games, first_seed=first_seed))
        if first_seed != FRESH_SELF_PLAY_SEED:
            out.extend(self_play_rows(games, (2,), FRESH_SELF_PLAY_SEED, only=COMPILED))
    return out


def self_play_rows(
    games: int, levels: tuple[int, ...] = (1, 2, 3), first_seed: int = SELF_PLAY_SEED, only: str | None = None
) -> list[dict[str, Any]]:
    """Self-play throughput (no invariant checks) per variant, level and path, on the full lexicons: games per
    CPU second (see :func:`_median_ms` on why CPU time) of the games seeded ``first_seed`` on. One game on
    another seed is played first, untimed, so that the finder and its graph's typed copy are made (once per
    process: what a server playing many games pays once); the compiled rows are timed
    :data:`SELF_PLAY_REPEATS` times and give the median (the pure ones, seconds a game, once)."""
    import os

    import wordplay.board.finder
    from wordplay.board.testing import self_play

    out: list[dict[str, Any]] = []
    saved = os.environ.get("WORDPLAY_PURE")
    try:
        for variant, lexicon_name in (("wordsmith", "enable"), ("literaki", "sjp")):
            lexicon = load_lexicon(lexicon_name)
            for level in levels:
                for path in (p for p in paths() if p != WASM and only in (None, p)):  # a game runs natively
                    os.environ["WORDPLAY_PURE"] = "1" if path == PURE else "0"
                    wordplay.board.finder._FINDERS.clear()  # finders keep the path they were made with

                    def play(seed: int, count: int, v: str = variant, lv: int = level, lx: Any = lexicon) -> Any:
                        return self_play(v, count, (lv, lv), lexicon=lx, first_seed=seed, check=False)

                    play(first_seed - 1, 1)  # untimed: the finder made
                    runs = []
                    for _ in range(1 if path == PURE else SELF_PLAY_REPEATS):
                        t = time.process_time()
                        report = play(first_seed, games)
                        runs.append(time.process_time() - t)
                    seconds = statistics.median(runs)
                    out.append(
                        {
                            "position": f"self-play {variant}",
                            "variant": variant,
                            "level": level,
                            "rack": f"level {level} v {level}",
                            "path": path,
                            "games": report.games,
                            "moves": report.moves,
                            "seconds": seconds,
                            "games_per_s": report.games / seconds,
                            "spread": (report.games / max(runs), report.games / min(runs)),
                            "ms_per_move": seconds * 1000 / report.moves,
                            "target": SELF_PLAY_TARGETS.get((path, level)),
                            "before": SELF_PLAY_BEFORE.get((variant, level, path)),
                            "seeds": f"{first_seed}-{first_seed + games - 1}",
                        }
                    )
    finally:
        if saved is None:
            os.environ.pop("WORDPLAY_PURE", None)
        else:
            os.environ["WORDPLAY_PURE"] = saved
        wordplay.board.finder._FINDERS.clear()
    return out


def self_play_instructions(variant: str, lexicon_name: str, games: int, first_seed: int) -> int | None:
    """Level-2 self-play's instructions per game, counted by valgrind's callgrind: the load-independent measure
    of the self-play rows (CPU time per instruction grows with the machine's load; the count does not). Two
    fresh processes play one untimed game first (the finder made), then ``games`` games or none; the difference
    over ``games`` is a game's instructions, the whole process's (the compiled core's and Python's). None
    without valgrind."""
    import os
    import re
    import shutil
    import subprocess
    import tempfile

    if shutil.which("valgrind") is None:
        return None
    child = (
        "import sys\n"
        "from wordplay.board.testing import self_play\n"
        "from wordplay.core.lexicon import load_lexicon\n"
        "variant, lexicon, seed, games = sys.argv[1], load_lexicon(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])\n"
        "self_play(variant, 1, (2, 2), lexicon=lexicon, first_seed=seed - 1, check=False)\n"
        "if games:\n"
        "    self_play(variant, games, (2, 2), lexicon=lexicon, first_seed=seed, check=False)\n"
    )
    env = {**os.environ, "WORDPLAY_PURE": "0"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    counts = []
    with tempfile.TemporaryDirectory() as folder:
        for played in (0, games):
            valgrind = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out"]
            done = subprocess.run(
                [*valgrind, sys.executable, "-c", child, variant, lexicon_name, str(first_seed), str(played)],
                capture_output=True,
                text=True,
                check=True,
                env=env,
            )
            counts.append(int(re.findall(r"Collected : (\d+)", done.stderr)[-1]))
    return (counts[1] - counts[0]) // games


def instruction_table(games: int, seeds: tuple[int, ...]) -> str:
    """:func:`self_play_instructions` per variant and first seed, as a Markdown table."""
    lines = [
        "| self-play, level 2, compiled | seeds | instructions per game (callgrind) | before | change |",
        "|---|---|---|---|---|",
    ]
    for variant, lexicon_name in (("wordsmith", "enable"), ("literaki", "sjp")):
        for seed in seeds:
            count = self_play_instructions(variant, lexicon_name, games, seed)
            if count is None:
                return "Instructions: valgrind is not installed."
            span = f"{seed}-{seed + games - 1}"
            before = INSTRUCTIONS_BEFORE.get(f"{variant} {span}")
            change = "-" if before is None else f"{100 * (count - before) / before:+.1f}%"
            lines.append(f"| {variant} | {span} | {count:,} | {'-' if before is None else f'{before:,}'} | {change} |")
    return "\n".join(lines)


def _start(key: str, digits: int = 2, unit: str = "x") -> str:
    """The start-of-session value of a row (``session_start`` in finder_before.json), formatted, or "-"."""
    value = SESSION_START.get(key)
    return "-" if value is None else f"{value:.{digits}f}{unit}"


def issue_rows(data: list[dict[str, Any]]) -> list[tuple[str, ...]]:
    """The board rows of issue 27's table, each as (row, case, measured, target, at the start of this work, before:
    the pure-Python path (what the site ran before its WebAssembly core), the issue's "now"), from :func:`rows`."""
    issue = BEFORE_DATA["issue"]
    search = [r for r in data if "best_ms" in r]
    every_row = "board every play / counting (Quackle's speed), racks without a blank"
    out = []
    for r in search:
        if r["path"] != COMPILED or "?" in r["rack"]:
            continue
        pure = next((p for p in search if p["rack"] == r["rack"] and p["path"] == PURE), None)
        met = r["every_over_count"] is not None and r["every_over_count"] <= EVERY_OVER_COUNT_TARGET
        out.append(
            (
                every_row,
                r["rack"],
                f"{r['every_over_count']:.2f}x" + ("" if met else " MISSED"),
                f"<= {EVERY_OVER_COUNT_TARGET}x",
                _start(f"every/count {r['rack']}"),
                f"{pure['all_ms'] / r['count_ms']:.1f}x" if pure and r["count_ms"] else "-",
                issue["every play over count, racks without a blank"],
            )
        )
    for r in data:
        if "fresh" not in r:
            continue
        met = r["every_over_count"] is not None and r["every_over_count"] <= EVERY_OVER_COUNT_TARGET
        out.append(
            (
                every_row,
                f"fresh: {r['fresh']}, {r['rack']} ({r['tiles_on_board']} tiles)",
                f"{r['every_over_count']:.2f}x" + ("" if met else " MISSED"),
                f"<= {EVERY_OVER_COUNT_TARGET}x",
                _start(f"every/count fresh {r['fresh']}"),
                "-",
                issue["every play over count, racks without a blank"],
            )
        )
    for r in search:
        if r["path"] != WASM:
            continue
        pure = next((p for p in search if p["rack"] == r["rack"] and p["path"] == PURE), None)
        target = r["best_target_ms"]
        met = target is not None and r["best_ms"] <= target
        ratio = f" ({WASM_FACTOR * r['best_ms'] / target:.2f}x)" if target else ""
        out.append(
            (
                "board hint in the site (the WebAssembly core, under wasmtime)",
                r["rack"],
                f"{r['best_ms']:.2f} ms{ratio}" + ("" if met else " MISSED"),
                f"<= {WASM_FACTOR}x compiled = {_fmt(target, 2)} ms",
                _start(f"wasm/compiled {r['rack']}"),
                f"{pure['best_ms']:.1f} ms" if pure else "-",
                issue["hint in the site"],
            )
        )
    for r in data:
        if "games" not in r or r["target"] is None:
            continue
        pure = next(
            (
                p
                for p in data
                if "games" in p
                and p["path"] == PURE
                and (p["variant"], p["level"], p["seeds"]) == (r["variant"], r["level"], r["seeds"])
            ),
            None,
        )
        met = r["games_per_s"] >= r["target"]
        low, high = r["spread"]
        out.append(
            (
                f"self-play, level {r['level']}, compiled",
                f"{r['variant']}, seeds {r['seeds']}",
                f"{r['games_per_s']:.0f} games/s ({low:.0f}-{high:.0f})" + ("" if met else " MISSED"),
                f">= {r['target']} games/s",
                _start(f"self-play {r['variant']} {r['seeds']}", 0, " games/s"),
                f"{pure['games_per_s']:.1f} games/s" if pure else "-",
                issue["self-play level 2 compiled"],
            )
        )
    return out


def _fmt(value: Any, digits: int = 1) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def table(data: list[dict[str, Any]]) -> str:
    lines = [
        (
            "| issue 27, board row (CPU) | case | measured | target | at the start of this work | before: pure Python "
            '| issue\'s "now" |'
        ),
        "|---|---|---|---|---|---|---|",
        *(f"| {' | '.join(row)} |" for row in issue_rows(data)),
        "",
        (
            "| position | rack | path | best play (hint) ms | target | before | top 10 ms | every play ms | target "
            f"| before | every/count (target {EVERY_OVER_COUNT_TARGET}) | count ms | placements | best |"
        ),
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in data:
        if "games" in r or "index" in r or "fresh" in r:
            continue
        lines.append(
            f"| {r['position']} ({r['tiles_on_board']} tiles, {r['lexicon']}) | {r['rack']} | {r['path']} "
            f"| {_fmt(r['best_ms'])} | {_fmt(r['best_target_ms'])} | {_fmt(r['best_before_ms'])} | "
            f"{_fmt(r['top10_ms'])} | {_fmt(r['all_ms'])} | {_fmt(r['all_target_ms'])} | {_fmt(r['all_before_ms'])} | "
            f"{_fmt(r['every_over_count'], 2)} | {_fmt(r['count_ms'])} | {r['placements']} | {r['best']} |"
        )
    games = [r for r in data if "games" in r]
    if games:
        lines += [
            "",
            "| self-play | path | seeds | moves | games per CPU s (spread) | target | before | ms per move |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for r in games:
            low, high = r["spread"]
            spread = "" if low == high else f" ({low:.0f}-{high:.0f})"
            lines.append(
                f"| {r['position']} ({r['rack']}) | {r['path']} | {r['seeds']} | {r['moves']} | "
                f"{r['games_per_s']:.2f}{spread} | {_fmt(r['target'])} | {_fmt(r['before'])} | {r['ms_per_move']:.2f} |"
            )
    indexes = [r for r in data if "index" in r]
    if indexes:
        lines += [
            "",
            "| all-tiles index | words | build s | cache file MB | load ms | memory MB |",
            "|---|---|---|---|---|---|",
        ]
        for r in indexes:
            if r["build_s"] is None:
                lines.append(f"| {r['index']} | {r['words']} | none: too many words | - | - | - |")
            else:
                lines.append(
                    f"| {r['index']} | {r['words']} | {r['build_s']:.2f} | {r['file_mb']:.1f} | "
                    f"{r['load_ms']:.0f} | {r['memory_mb']:.1f} |"
                )
    fresh = [r for r in data if "fresh" in r]
    if fresh:
        lines += [
            "",
            (
                f"| fresh position (compiled) | rack | tiles | every play ms | count ms | every/count (target "
                f"{EVERY_OVER_COUNT_TARGET}) | placements |"
            ),
            "|---|---|---|---|---|---|---|",
        ]
        for r in fresh:
            lines.append(
                f"| {r['fresh']} | {r['rack']} | {r['tiles_on_board']} | {r['every_ms']:.3f} | {r['count_ms']:.3f} "
                f"| {_fmt(r['every_over_count'], 2)} | {r['placements']} |"
            )
    loads = {r["lexicon"]: r["load_ms"] for r in data if "lexicon" in r}
    lines += [
        "",
        "Lexicon load (graph from the disk cache, a fresh process, CPU): "
        + ", ".join(f"{k} {v:.0f} ms (target {LOAD_TARGETS_MS.get(k, '-')})" for k, v in loads.items()),
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--games", type=int, default=10, help="self-play games per variant, level and path (0: none)")
    parser.add_argument("--seed", type=int, default=SELF_PLAY_SEED, help="the first seed of the self-play games")
    parser.add_argument("--quick", action="store_true", help="5 runs, 2 games")
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="only the level-2 self-play's instructions per game under valgrind (the bench's and the fresh seeds)",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.games = 5, 2
    if args.instructions:
        print(instruction_table(args.games, (args.seed, FRESH_SELF_PLAY_SEED)))
        return 0
    print(table(rows(args.runs, args.games, args.seed) + index_rows()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
