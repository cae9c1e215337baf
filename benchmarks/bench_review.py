"""The review of a whole game (``wordplay analyze``, the widgets' review view), on the shipped word lists.

``python benchmarks/bench_review.py`` prints a Markdown table: case | target | measured (CPU
seconds, so that other work on the machine counts less). Each game is played first by seeded
computer players (level 3 against level 1: a strong player and many misses to find), then timed
while its every move is reviewed: the finder's best moves with the mover's own hand, the misses,
and the strongest computer's choice (each move's searches bounded in steps, so the review and
its cost are the same on every machine). The lexicon and its alphagram index load before timing.
Target: the issue's (14), a whole game reviewed in about 3 s.
"""

from __future__ import annotations

import time
from typing import Any

from wordplay.core.lexicon import load_lexicon
from wordplay.thief import ThiefGame
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.players import computer_player
from wordplay.thief.review import review_game

TARGET_SECONDS = 3.0
SEEDS = (3, 5)


def thief_game(seed: int, lexicon: Any) -> ThiefGame:
    """A whole game of Word Thief, level 3 (Ann) against level 1 (Ben)."""
    game = ThiefGame("word-thief", ["Ann", "Ben"], seed=seed, lexicon=lexicon)
    seats = [computer_player(3, seed), computer_player(1, seed + 1)]
    while not game.is_over:
        game.apply(seats[game.to_move].choose(game))
    return game


def rows(seeds: tuple[int, ...] = SEEDS) -> list[tuple[str, str, str]]:
    """(case, target, measured) per game reviewed."""
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    out = []
    for seed in seeds:
        game = thief_game(seed, lexicon)
        started = time.process_time()
        review = review_game(game)
        seconds = time.process_time() - started
        stopped = sum(1 for m in review.moves if m.notes)
        case = f"Word Thief, seed {seed}: {len(review.moves)} moves reviewed ({stopped} stopped by the bound)"
        out.append((case, f"{TARGET_SECONDS:g} s", f"{seconds:.2f} s"))
    return out


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv or [])  # one game reviewed
    print("| case | target | measured (CPU) |")
    print("|---|---:|---:|")
    for case, target, measured in rows(SEEDS[:1] if quick else SEEDS):
        print(f"| {case} | {target} | {measured} |")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
