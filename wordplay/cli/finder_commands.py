"""``wordplay moves``: every play of a rack, the best plays, or their count.

``--repeat K`` runs the search K times in one process and prints the load time (lexicon,
position) apart from the search times, so the two can be told apart.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from wordplay.cli.board_commands import add_position_arguments, load_position
from wordplay.cli.parsing import count, say
from wordplay.core.messages import get_language, render
from wordplay.core.plurals import format_decimal


def register(subparsers: Any) -> None:
    text = say("moves")
    parser = subparsers.add_parser("moves", help=text, description=text)
    add_position_arguments(parser)
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--count", action="store_true", help=say("count"))
    what.add_argument("--top", type=count, metavar="N", help=say("top"))
    parser.add_argument("--repeat", type=count, default=1, metavar="K", help=say("repeat"))
    parser.set_defaults(run=_moves)


def _moves(args: argparse.Namespace) -> int:
    from wordplay.board.counting import bag_estimate, exchange_count
    from wordplay.board.finder import new_finder

    started = time.perf_counter()
    ruleset, position, rack, lexicon = load_position(args)
    if not rack:
        print(render("cli.refused", {"code": "no_rack", "message": render("cli.no_rack", {})}), file=sys.stderr)
        return 2
    finder = new_finder(ruleset, lexicon)
    load_seconds = time.perf_counter() - started
    repeat = max(1, args.repeat)
    times = []
    result: Any = None
    for _ in range(repeat):
        finder.graph.cross_cache.clear()  # every run pays for its cross-checks
        t = time.perf_counter()
        if args.count:
            result = finder.count(position.board, rack)
        elif args.top is not None:
            result = finder.best(position.board, rack, args.top)
        else:
            result = finder.plays(position.board, rack)
        times.append(time.perf_counter() - t)
    timing = {
        "load_ms": round(load_seconds * 1000, 3),
        "search_ms": [round(t * 1000, 3) for t in times],
        "search_median_ms": round(statistics.median(times) * 1000, 3),
    }
    if args.count:
        exchanges = exchange_count(ruleset, rack, bag_estimate(ruleset, position.board, rack))
        data = {
            "placements": result,
            "exchanges": exchanges,
            "passes": 1,
            "total": result + exchanges + 1,
            "rack": rack,
        }
        if args.json:
            print(json.dumps({**data, "timing": timing}, ensure_ascii=False))
        else:
            print(render("cli.move_counts", {"placements": result, "exchanges": exchanges, "passes": 1}))
    else:
        if args.json:
            print(
                json.dumps(
                    {"rack": rack, "count": len(result), "plays": [p.to_dict() for p in result], "timing": timing},
                    ensure_ascii=False,
                    indent=1,
                )
            )
        else:
            width = max((len(p.notation) for p in result), default=0)
            for i, p in enumerate(result, start=1):
                print(f"{i:>5}. {p.notation:<{width}} {p.score:>4}  {p.leave}")
            if not result:
                print(render("cli.no_play", {}))
    if repeat > 1 and not args.json:
        print(timing_line(repeat, load_seconds, times))
    return 0


def timing_line(runs: int, load_seconds: float, times: list[float]) -> str:
    """``--repeat``'s line: load and search times in milliseconds, decimals the language's way."""
    language = get_language()

    def ms(seconds: float, places: int = 2) -> str:
        return format_decimal(seconds * 1000, language, places)

    return render(
        "cli.timing",
        {
            "load": ms(load_seconds, 1),
            "median": ms(statistics.median(times)),
            "runs": runs,
            "fastest": ms(min(times)),
            "slowest": ms(max(times)),
        },
    )
