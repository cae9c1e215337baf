"""Word Thief's issue-27 targets on cases no budget or bound was sized on: fresh seeds and random hands.

``python benchmarks/bench_thief_fresh.py [--quick]`` prints Markdown tables (CPU time, the compiled core; the
pure path is ``bench_thief.py``'s). ``bench_thief.py`` and ``bench_review.py`` time fixed cases, which the work
on them was measured on; these rows check that the targets hold on other cases too:

- ``legal_moves(top=10)`` (every legal move, best 10 kept, under the learner's bound) after 5, 9 and 13 moves
  of seeded games (level 3 against level 2), seeds 1-20: the median, the 90th percentile, the slowest and how
  many the bound stopped (target: every position within 100 ms, complete);
- best 20 on ``bench_thief.py``'s crowded table with hands of real cards (suits, so one-suit words count) drawn
  at random with one, two and four Wilds, 40 hands each (targets 10, 20 and 50 ms, as the benchmark's hands);
- the computer players' slowest reply over whole games of seeds 20-35, level 3 against level 2 (target 50 ms).

``--quick`` takes a quarter of the seeds and hands.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from bench_thief import ISSUE_27, LEGAL_TARGET, REPLY_TARGET, WORDS, _table, pure_path, seeded_game

from wordplay.core.lexicon import Lexicon, load_lexicon
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import Card
from wordplay.thief.finder import search_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.ruleset import load_ruleset

LEGAL_SEEDS, LEGAL_AFTER = range(1, 21), (5, 9, 13)
HANDS_EACH, HAND_SIZE, HAND_SEED = 40, 7, 2711
WILD_TARGETS = {1: ISSUE_27["REEDWA?"][0], 2: ISSUE_27["REEDW??"][0], 4: ISSUE_27["REED????"][0]}
REPLY_SEEDS = range(20, 36)
T = TypeVar("T")


def _cpu(fn: Callable[[], T]) -> tuple[float, T]:
    """CPU milliseconds of one call, and what it returned."""
    started = time.process_time()
    result = fn()
    return (time.process_time() - started) * 1000, result


def legal_cases(lexicon: Lexicon, seeds: range) -> list[tuple[float, bool, str]]:
    """(CPU ms, complete, which position) of ``legal_moves(top=10)`` after each of LEGAL_AFTER moves."""
    out = []
    for seed in seeds:
        game, players = seeded_game(seed, lexicon)
        played = 0
        for after in LEGAL_AFTER:
            while played < after and not game.is_over:
                game.apply(players[game.to_move].choose(game))
                played += 1
            if game.is_over:
                break
            hand, table = game.hand, game.stealable()
            search = partial(search_moves, game.ruleset, lexicon, hand, table, top=10, bound=SearchBound.default())
            ms, found = _cpu(search)
            out.append((ms, found.complete, f"seed {seed} after {after}"))
    return out


def random_hands(wilds: int, count: int) -> list[tuple[Card, ...]]:
    """``count`` hands of HAND_SIZE real cards of the deck, ``wilds`` of them Wilds (seeded: the same every run)."""
    deck = load_ruleset().deck
    rng = random.Random(HAND_SEED + wilds)
    jokers = [c for c in deck.cards if c.is_wild][:wilds]
    plain = [c for c in deck.cards if not c.is_wild]
    return [tuple(jokers + rng.sample(plain, HAND_SIZE - wilds)) for _ in range(count)]


def hand_cases(lexicon: Lexicon, wilds: int, count: int) -> list[tuple[float, bool, str]]:
    """(CPU ms, complete, the hand) of best 20 on the crowded table for each random hand."""
    rules, table = load_ruleset(), _table(WORDS)
    out = []
    for hand in random_hands(wilds, count):
        ms, found = _cpu(partial(search_moves, rules, lexicon, hand, table, top=20, bound=SearchBound.default()))
        out.append((ms, found.complete, "".join(c.letter for c in hand)))
    return out


def reply_cases(lexicon: Lexicon, seeds: range) -> dict[int, list[tuple[float, bool, str]]]:
    """Per level, (CPU ms, True, which reply) of every computer reply of whole games."""
    out: dict[int, list[tuple[float, bool, str]]] = {3: [], 2: []}
    for seed in seeds:
        game, players = seeded_game(seed, lexicon)
        turn = 0
        while not game.is_over:
            level = 3 if game.to_move == 0 else 2
            ms, move = _cpu(partial(players[game.to_move].choose, game))
            out[level].append((ms, True, f"seed {seed} turn {turn}"))
            game.apply(move)
            turn += 1
    return out


def row(case: str, target: float, cases: list[tuple[float, bool, str]]) -> str:
    """A Markdown row: how many, median, 90th percentile, slowest (which), over target, stopped by the bound."""
    times = sorted(ms for ms, _, _ in cases)
    slowest = max(cases)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    over = sum(ms > target for ms in times)
    stopped = sum(not complete for _, complete, _ in cases)
    return (
        f"| {case} | {len(cases)} | {statistics.median(times):.1f} | {p90:.1f} | {slowest[0]:.1f} ({slowest[2]}) "
        f"| {target:.0f} | {over} | {stopped} |"
    )


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv or [])
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    legal_seeds = range(1, 6) if quick else LEGAL_SEEDS
    hands = HANDS_EACH // 4 if quick else HANDS_EACH
    reply_seeds = range(20, 24) if quick else REPLY_SEEDS
    print(
        "| fresh cases (CPU, compiled core) | cases | median (ms) | 90th percentile (ms) | slowest (ms) "
        "| target (ms) | over target | stopped by the bound |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    with pure_path(False):
        after = ", ".join(map(str, LEGAL_AFTER))
        case = f"legal_moves(top=10), seeds {legal_seeds.start}-{legal_seeds.stop - 1} after {after} moves"
        print(row(case, LEGAL_TARGET, legal_cases(lexicon, legal_seeds)), flush=True)
        for wilds, target in WILD_TARGETS.items():
            case = f"best 20, random hands of real cards with {wilds} Wild{'s' * (wilds > 1)}, crowded table"
            print(row(case, target, hand_cases(lexicon, wilds, hands)), flush=True)
        replies = reply_cases(lexicon, reply_seeds)
        for level, cases in replies.items():
            case = f"level {level} replies, seeds {reply_seeds.start}-{reply_seeds.stop - 1} (L3 against L2)"
            print(row(case, REPLY_TARGET, cases), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
