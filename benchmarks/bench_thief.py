"""Word Thief: the steal finder, its bound, and computer players, on ENABLE; targets beside the values.

``python benchmarks/bench_thief.py`` (or ``python benchmarks/run.py thief``) prints Markdown
tables of medians (CPU time, so that other work on the machine counts less). The crowded table
is fixed: a 7-card hand with one Wild (``REEDWA?``) against 12 stealable words of 3 to 5 letters,
without suits (as ``wordplay steals`` reads them). The lexicon and its alphagram index are
loaded before timing starts. The first rows measure the search itself (no bound); the rows
with Wilds run as a learner's search does, under the default bound
(``wordplay/data/budgets.json``: steps, the same on every machine; no clock), and a row that
reached it says so in its last column. "Counted" rows count every
move without listing or scoring it (:func:`wordplay.thief.finder.count_moves`). Computer
players are bounded by steps (``wordplay/data/thief/players.json``), not time, so that their
moves do not depend on the machine. Targets are the issue's (11, items 1 and 5; 27's rows).

Each row is measured twice: with Word Thief's compiled core (``wordplay/thief/thief_core.c``, when it is
built) and on the pure-Python path (``WORDPLAY_PURE=1``, the code before the core: the "pure" column),
which spends the same steps for the same answer; ``--native`` leaves the pure runs out.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import resource
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from wordplay.cli import main as cli
from wordplay.core.lexicon import Lexicon, load_lexicon
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import loose_cards, loose_word
from wordplay.thief.finder import count_moves, search_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.listing import UNBOUNDED, SearchBound
from wordplay.thief.moves import TableWord
from wordplay.thief.native import compiled_module
from wordplay.thief.players import PLAYER_LEVELS, ThiefPlayer, computer_player
from wordplay.thief.ruleset import load_ruleset as get_ruleset

WORDS = "WORK FRONT CAT STONE DRAIN PLUM HOUSE GLINT BARE TOAD QUIET MINER"
HAND = "REEDWA?"
WILD_HANDS = ("REEDWAS", "REEDWA?", "REEDW??", "REED???", "REED????")
# issue 27's rows: the target (ms, CPU) and the value measured on this machine before its fixes
ISSUE_27 = {"REEDWA?": (10, "142-162"), "REEDW??": (20, "374-502"), "REED????": (50, "1,617")}
REPLY_TARGET, REPLY_BEFORE = 50, "225-495"
LEGAL_TARGET, LEGAL_BEFORE = 100, "> 415,000"
# measured natively at the start of the session that tightened the covering's bounds (CPU ms, quiet machine)
SESSION_START = {"REEDWA?": "48", "REEDW??": "55", "REED????": "59", 1: "5,700 (stopped)", 2: "8,400 (stopped)"}
SESSION_START |= {3: "5,300 (stopped)", "reply": "153 / 132 (L2 / L3)"}
README_STEALS = ["steals", "--table", "WORK FRONT", "--hand", "REEDWCA?", "--all"]
README_TARGET, README_BEFORE = 20, "357 s"
PURE = [True]  # measure the pure-Python path too (``--native``: not)


@contextlib.contextmanager
def pure_path(pure: bool) -> Iterator[None]:
    """Word Thief's searches on the pure-Python path (``WORDPLAY_PURE=1``) while inside, when ``pure``."""
    before = os.environ.get("WORDPLAY_PURE")
    os.environ["WORDPLAY_PURE"] = "1" if pure else "0"
    # the pure path's recursive closures leave cycles only the collector frees (some 100 ms of it after the
    # legal_moves rows): collected here, so that one path's garbage is never charged to the other's replies
    gc.collect()
    try:
        yield
    finally:
        if before is None:
            del os.environ["WORDPLAY_PURE"]
        else:
            os.environ["WORDPLAY_PURE"] = before


def _paths(fn: Callable[[], Any], repeat: int) -> tuple[float, Any, float | None]:
    """The median CPU seconds of ``fn`` with the compiled core and what it returned, and on the pure path
    (one run: it is the slow one; None when not measured or no core is built)."""
    with pure_path(False):
        seconds, result = _median(fn, repeat)
    pure = None
    if PURE[0] and compiled_module() is not None:
        with pure_path(True):
            pure = _median(fn, 1)[0]
    return seconds, result, pure


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.1f}"


def _median(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """The median CPU seconds of ``repeat`` runs, and what the last run returned."""
    times, result = [], None
    for _ in range(repeat):
        started = time.process_time()
        result = fn()
        times.append(time.process_time() - started)
    return statistics.median(times), result


def _table(words: str) -> list[TableWord]:
    rules = get_ruleset()
    out = []
    for number, text in enumerate(words.split(), start=1):
        letters, cards = loose_word(text, rules.deck, f"t{number}.")
        out.append(TableWord(number, 1, letters, cards, 0))
    return out


def finder_rows(repeat: int = 5) -> list[tuple[str, float, float | None, str, str, str]]:
    """(case, median ms, target ms or None, moves and whether the bound stopped it, before ms, pure ms)."""
    lexicon, rules = load_lexicon("enable"), get_ruleset()
    alphagram_index(lexicon)
    table, bound = _table(WORDS), SearchBound.default()
    out = []

    def run(
        name: str,
        hand: str,
        target: float | None,
        times: int,
        words: list[TableWord] = table,
        before: str = "-",
        **options: Any,
    ) -> None:
        cards = loose_cards(hand, rules.deck)
        seconds, found, pure = _paths(lambda: _listed(search_moves(rules, lexicon, cards, words, **options)), times)
        note = f"{found.count:,}, {found.spent:,} steps" + ("" if found.complete else f" ({found.message()})")
        out.append((name, seconds * 1000, target, note, before, _ms(pure)))

    run(f"best move, {HAND} on the crowded table (no bound)", HAND, None, repeat, top=1, bound=UNBOUNDED)
    run(
        f"best 20, {HAND} on the crowded table, splits into 3 too (no bound)",
        HAND,
        100,
        repeat,
        top=20,
        bound=UNBOUNDED,
    )
    run(f"every play and lengthening, {HAND}", HAND, None, repeat, max_split=1, bound=UNBOUNDED)
    cards = loose_cards(HAND, rules.deck)
    seconds, (counted, stopped), pure = _paths(
        lambda: count_moves(rules, lexicon, cards, table, max_split=2, bound=UNBOUNDED), repeat
    )
    out.append(
        (
            f"every move counted, not listed, splits into 2 (no bound), {HAND}",
            seconds * 1000,
            1000,
            f"{counted:,}" + ("" if stopped is None else f" (stopped: {stopped})"),
            "-",
            _ms(pure),
        )
    )
    run(
        f"every move listed (first page spelt), splits into 2 (no bound), {HAND}",
        HAND,
        None,
        1,
        max_split=2,
        bound=UNBOUNDED,
    )
    run(f"every move, splits into 3 too, under the default bound, {HAND}", HAND, None, 1, bound=bound)
    for hand in WILD_HANDS:
        target = ISSUE_27.get(hand, (1000, ""))[0]
        before = ISSUE_27.get(hand, (0, "-"))[1]
        case = f"best 20 with {hand.count('?')} Wilds ({hand}) on the crowded table"
        if hand in SESSION_START:
            before = f"{before}; session start {SESSION_START[hand]}"
        run(case, hand, target, 3, before=before, top=20, bound=bound)
    run("best 3, REED???? against WORK (the README's example)", "REED????", 1000, 1, _table("WORK"), top=3, bound=bound)
    return out


def seeded_game(seed: int, lexicon: Lexicon) -> tuple[ThiefGame, list[ThiefPlayer]]:
    """A two-player game of ``seed`` and its players, level 3 against level 2: the games whose positions the
    ``legal_moves`` rows search (here and in bench_thief_fresh.py)."""
    game = ThiefGame("word-thief", ["P0", "P1"], seed=seed, lexicon=lexicon)
    return game, [computer_player(3, seed), computer_player(2, seed + 1)]


def legal_rows(seeds: tuple[int, ...] = (1, 2, 3)) -> list[tuple[str, float, int, str, str]]:
    """``legal_moves(top=10)`` after 9 moves of seeded two-player games (level 3 against level 2), under the
    learner's bound: (case, CPU ms, steps spent, whether it was complete, pure ms). The issue's position ran
    past 415 s before."""
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    out = []
    for seed in seeds:
        game, players = seeded_game(seed, lexicon)
        for _ in range(9):
            if game.is_over:
                break
            game.apply(players[game.to_move].choose(game))
        search = partial(search_moves, game.ruleset, lexicon, game.hand, game.stealable(), top=10)
        seconds, found, pure = _paths(partial(search, bound=SearchBound.default()), 1)
        verdict = "complete" if found.complete else f"stopped ({found.stopped})"
        case = f"legal_moves(top=10), seed {seed} after 9 moves (learner's bound)"
        out.append(
            (case, seconds * 1000, found.spent, f"{verdict}; session start {SESSION_START.get(seed, '-')}", _ms(pure))
        )
    return out


def readme_row() -> tuple[str, float, float | None, int]:
    """The README's ``wordplay steals ... --all`` in this process, its output thrown away: (case, CPU s,
    pure CPU s, the peak memory of the process in MB after it)."""

    def run() -> None:
        with contextlib.redirect_stdout(io.StringIO()) as out:
            cli(README_STEALS)
            out.truncate(0)

    seconds, _, pure = _paths(run, 1)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    return "wordplay " + " ".join(f'"{a}"' if " " in a else a for a in README_STEALS), seconds, pure, peak


def _listed(found: Any) -> Any:
    found.page(0, 20)  # what a reader sees first: the first page spelt out
    return found


def player_rows(seeds: tuple[int, ...] = (1, 2)) -> list[tuple[str, float, float, float, float]]:
    """Per level, self-play of two players of that level: (level, games/s, median and slowest
    reply ms, turns per game)."""
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    out = []
    for level in sorted(PLAYER_LEVELS):
        replies, turns, started = [], [], time.process_time()
        for seed in seeds:
            game = ThiefGame("word-thief", ["P0", "P1"], seed=seed, lexicon=lexicon)
            players = [computer_player(level, seed + i) for i in range(2)]
            count = 0
            while not game.is_over:
                t = time.process_time()
                move = players[game.to_move].choose(game)
                replies.append(time.process_time() - t)
                game.apply(move)
                count += 1
            turns.append(count)
        elapsed = time.process_time() - started
        out.append(
            (
                f"level {level} ({PLAYER_LEVELS[level].__name__})",
                len(seeds) / elapsed,
                statistics.median(replies) * 1000,
                max(replies) * 1000,
                statistics.median(turns),
            )
        )
    return out


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv or [])  # one self-play game per level
    PURE[0] = "--native" not in (argv or [])
    bound = SearchBound.default()
    print(
        f"Crowded table: {WORDS} (ENABLE). The bound of a learner's search: {bound.steps or 0:,} steps or "
        f"{bound.moves or 0:,} moves listed (wordplay/data/budgets.json); "
        "a search stopped by it says so.\n"
    )
    print("| case | median (ms, CPU) | target (ms) | pure Python (ms) | before issue 27 (ms) | moves listed, steps |")
    print("|---|---:|---:|---:|---:|---|")
    for name, ms, target, note, before, pure in finder_rows():
        shown = "-" if target is None else f"{target:.0f}"
        print(f"| {name} | {ms:.1f} | {shown} | {pure} | {before} | {note} |", flush=True)
    print("\n| case | CPU (ms) | target (ms) | pure Python (ms) | before issue 27 (ms) | steps |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, ms, spent, verdict, pure in legal_rows():
        print(f"| {name} | {ms:.1f} | {LEGAL_TARGET} | {pure} | {LEGAL_BEFORE} | {spent:,}, {verdict} |", flush=True)
    if "--readme" in (argv or []):  # long on the pure path
        name, seconds, pure_seconds, peak = readme_row()
        shown = "-" if pure_seconds is None else f"{pure_seconds:.1f}"
        print("\n| case | CPU (s) | target (s) | pure Python (s) | before issue 27 (s) | peak memory (MB) |")
        print("|---|---:|---:|---:|---:|---:|")
        print(f"| {name} | {seconds:.1f} | {README_TARGET} | {shown} | {README_BEFORE} | {peak} |", flush=True)
    print(
        f"\nPeak memory of the process so far: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB "
        "(target under 300 MB).\n"
    )
    print(
        "| Word Thief self-play, 2 players | games/s | median reply (ms) | slowest reply (ms) | target (ms) "
        "| pure Python: games/s, slowest reply (ms) | before issue 27 (ms, L2/L3) | turns a game |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    seeds = (1,) if quick else (1, 2)
    with pure_path(False):
        native = player_rows(seeds)
    on_pure = [("", 0.0, 0.0, 0.0, 0.0)] * len(native)
    if PURE[0] and compiled_module() is not None:
        with pure_path(True):
            on_pure = player_rows(seeds)
    for (name, rate, median, slowest, turns), (_, pure_rate, _, pure_slowest, _) in zip(native, on_pure, strict=True):
        before = f"{pure_rate:.2f}, {pure_slowest:.1f}" if pure_rate else "-"
        print(
            f"| {name} | {rate:.2f} | {median:.1f} | {slowest:.1f} | {REPLY_TARGET} | {before} "
            f"| {REPLY_BEFORE}; session start {SESSION_START['reply']} "
            f"| {turns:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
