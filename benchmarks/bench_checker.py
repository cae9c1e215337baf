"""The random-play checker at scale: thousands of whole board games, every invariant checked.

Run ``python benchmarks/bench_checker.py [--games N]`` (N games per variant, 1000 by
default; ``--quick`` plays 20). Level-1 computer players play Wordsmith (ENABLE) and Literaki
(SJP) to the end; after every move the checker asserts that tiles are conserved, the score
equals its explanation and the state round-trips through JSON, and each finished game
round-trips through GCG (see :mod:`wordplay.board.testing`). The unit tests run a few
hundred such games on smaller lexicons; this is the long run. A broken invariant stops the
run with the game's seed and the move.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wordplay.board.testing import self_play
from wordplay.core.lexicon import load_lexicon

VARIANTS = (("wordsmith", "enable"), ("literaki", "sjp"))


def table(games: int) -> str:
    lines = [
        "| variant | games | finished | moves | endings | games/s | ms per move |",
        "|---|---|---|---|---|---|---|",
    ]
    for variant, lexicon_name in VARIANTS:
        report = self_play(variant, games, (2, 2), lexicon=load_lexicon(lexicon_name), first_seed=10_000)
        endings = ", ".join(f"{k} {v}" for k, v in sorted(report.endings.items()))
        per_move = 1000 * report.seconds / max(report.moves, 1)
        lines.append(
            f"| {variant} ({lexicon_name}) | {report.games} | {report.finished} | {report.moves} | "
            f"{endings} | {report.games_per_second:.2f} | {per_move:.1f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per variant")
    parser.add_argument("--quick", action="store_true", help="20 games per variant")
    args = parser.parse_args(argv)
    print(table(20 if args.quick else args.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
