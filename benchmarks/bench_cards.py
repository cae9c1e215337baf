"""Scrabble Cards: the move finder, the task solver and whole games, on the Portuguese list.

``python benchmarks/bench_cards.py`` (or ``python benchmarks/run.py cards``) prints a Markdown
table of medians. Hands and tables are fixed; the lexicon is loaded (and its graph cached)
before timing starts.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from wordplay.cards.finder import CardFinder
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer, play_out
from wordplay.cards.rules import load_ruleset
from wordplay.cards.solver import solve_task
from wordplay.cards.table import parse_play
from wordplay.core.lexicon import load_lexicon


def _median(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def _table(*plays: str) -> dict:
    table: dict = {}
    for text in plays:
        table.update(parse_play(text, table).cards)
    return table


def rows(repeat: int = 5) -> list[tuple[str, float]]:
    lexicon = load_lexicon("pt")
    classic, rummy = load_ruleset("classic"), load_ruleset("rummy")
    finder = CardFinder(classic, lexicon)
    finder.best({}, "OEITRNR")  # warm: word graph arrays, board finders
    trava = _table("0,0 across TRAVA")
    cross = _table("0,0 across DESLIGA", "-2,2 down CA(S)AR")
    out = [
        ("finder: first play, best 1 (OEITRNR)", _median(lambda: finder.best({}, "OEITRNR"), repeat)),
        ("finder: TRAVA, best 1 (CIARES2)", _median(lambda: finder.best(trava, "CIARES2"), repeat)),
        ("finder: TRAVA, best 1 with a blank (CIAR?S3)", _median(lambda: finder.best(trava, "CIAR?S3"), repeat)),
        ("finder: TRAVA, all plays (CIARES2)", _median(lambda: finder.plays(trava, "CIARES2"), repeat)),
        ("finder: crossed table, best 5 (OEITRNS)", _median(lambda: finder.best(cross, "OEITRNS", 5), repeat)),
    ]
    for card in rummy.decks.rounds:
        out.append((f"solver: {card.name} (CASAROTE)",
                    _median(lambda card=card: solve_task(rummy, card, "CASAROTE", lexicon), repeat)))
    out.append(("solver: Tudo ou Nada with 2 blanks (CAS?ROT?)",
                _median(lambda: solve_task(rummy, rummy.decks.round_card("tudo_ou_nada"), "CAS?ROT?", lexicon),
                        repeat)))
    for mode in ("classic", "forfeit", "rummy"):
        out.append((f"whole {mode} game, 2 computer players",
                    _median(lambda mode=mode: play_out(new_game(mode, ["A", "B"], seed=1, lexicon=lexicon),
                                                       [ComputerPlayer(3, 1), ComputerPlayer(3, 2)]), 3)))
    return out


def main(argv: list[str] | None = None) -> None:
    print("| case | median (ms) |")
    print("|---|---:|")
    for name, seconds in rows():
        print(f"| {name} | {seconds * 1000:.1f} |")


if __name__ == "__main__":
    main()
