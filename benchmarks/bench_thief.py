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
moves do not depend on the machine. Targets are the issue's (11, items 1 and 5).
"""

from __future__ import annotations

import resource
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from wordplay.core.lexicon import load_lexicon
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import loose_cards, loose_word
from wordplay.thief.finder import count_moves, search_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.listing import UNBOUNDED, SearchBound
from wordplay.thief.moves import TableWord
from wordplay.thief.players import PLAYER_LEVELS, computer_player
from wordplay.thief.ruleset import load_ruleset as get_ruleset

WORDS = "WORK FRONT CAT STONE DRAIN PLUM HOUSE GLINT BARE TOAD QUIET MINER"
HAND = "REEDWA?"
WILD_HANDS = ("REEDWAS", "REEDWA?", "REEDW??", "REED???", "REED????")
# issue 27's rows: the target (ms, CPU) and the value measured on this machine before its fixes
ISSUE_27 = {"REEDWA?": (10, "142-162"), "REEDW??": (20, "374-502"), "REED????": (50, "1,617")}
REPLY_TARGET, REPLY_BEFORE = 50, "225-495"
LEGAL_TARGET, LEGAL_BEFORE = 100, "> 415,000"


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


def finder_rows(repeat: int = 5) -> list[tuple[str, float, float | None, str, str]]:
    """(case, median ms, target ms or None, moves and whether the bound stopped it, before ms)."""
    lexicon, rules = load_lexicon("enable"), get_ruleset()
    alphagram_index(lexicon)
    table, bound = _table(WORDS), SearchBound.default()
    out = []

    def run(
        name: str, hand: str, target: float | None, times: int, words: list[TableWord] = table, **options: Any
    ) -> None:
        cards = loose_cards(hand, rules.deck)
        seconds, found = _median(lambda: _listed(search_moves(rules, lexicon, cards, words, **options)), times)
        note = f"{found.count:,}" + ("" if found.complete else f" ({found.message()})")
        out.append((name, seconds * 1000, target, note, ISSUE_27.get(hand, (0, "-"))[1] if target else "-"))

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
    seconds, (counted, stopped) = _median(
        lambda: count_moves(rules, lexicon, cards, table, max_split=2, bound=UNBOUNDED), repeat
    )
    out.append(
        (
            f"every move counted, not listed, splits into 2 (no bound), {HAND}",
            seconds * 1000,
            1000,
            f"{counted:,}" + ("" if stopped is None else f" (stopped: {stopped})"),
            "-",
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
        run(f"best 20 with {hand.count('?')} Wilds ({hand}) on the crowded table", hand, target, 3, top=20, bound=bound)
    run("best 3, REED???? against WORK (the README's example)", "REED????", 1000, 1, _table("WORK"), top=3, bound=bound)
    return out


def legal_rows(seeds: tuple[int, ...] = (1, 2, 3)) -> list[tuple[str, float, int]]:
    """``legal_moves(top=10)`` after 9 moves of seeded two-player games (level 3 against level 2):
    (case, CPU ms, steps spent). The issue's position ran past 415 s before."""
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    out = []
    for seed in seeds:
        game = ThiefGame("word-thief", ["P0", "P1"], seed=seed, lexicon=lexicon)
        players = [computer_player(3, seed), computer_player(2, seed + 1)]
        for _ in range(9):
            if game.is_over:
                break
            game.apply(players[game.to_move].choose(game))
        started = time.process_time()
        found = search_moves(game.ruleset, lexicon, game.hand, game.stealable(), top=10)
        ms = (time.process_time() - started) * 1000
        out.append((f"legal_moves(top=10), seed {seed} after 9 moves (no bound)", ms, found.spent))
    return out


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
    bound = SearchBound.default()
    print(
        f"Crowded table: {WORDS} (ENABLE). The bound of a learner's search: {bound.steps or 0:,} steps or "
        f"{bound.moves or 0:,} moves listed (wordplay/data/budgets.json); "
        "a search stopped by it says so.\n"
    )
    print("| case | median (ms, CPU) | target (ms) | before issue 27 (ms) | moves listed |")
    print("|---|---:|---:|---:|---|")
    for name, ms, target, note, before in finder_rows():
        shown = "-" if target is None else f"{target:.0f}"
        print(f"| {name} | {ms:.1f} | {shown} | {before} | {note} |", flush=True)
    print("\n| case | CPU (ms) | target (ms) | before issue 27 (ms) | steps |")
    print("|---|---:|---:|---:|---:|")
    for name, ms, spent in legal_rows():
        print(f"| {name} | {ms:.1f} | {LEGAL_TARGET} | {LEGAL_BEFORE} | {spent:,} |", flush=True)
    print(
        f"\nPeak memory of the process so far: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB "
        "(target under 300 MB).\n"
    )
    print(
        "| Word Thief self-play, 2 players | games/s | median reply (ms) | slowest reply (ms) | target (ms) "
        "| before issue 27 (ms, L2/L3) | turns a game |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, rate, median, slowest, turns in player_rows((1,) if quick else (1, 2)):
        print(
            f"| {name} | {rate:.2f} | {median:.1f} | {slowest:.1f} | {REPLY_TARGET} | {REPLY_BEFORE} | {turns:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
