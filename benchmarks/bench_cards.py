"""Scrabble Cards: the move finder, the task solver and whole games, on the Portuguese list.

``python benchmarks/bench_cards.py`` (or ``python benchmarks/run.py cards``) prints a Markdown
table of medians, each beside its target where the issue sets one (11, items 4 and 5), and
self-play per level and mode (games/s, the slowest computer reply), on both search paths of the
board finder underneath (``pure``: ``WORDPLAY_PURE=1``; ``compiled``: the C core, when built).
Hands and tables are fixed; the lexicon is loaded (and its graph cached) before timing starts.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import wordplay.cards.finder
from wordplay.cards.finder import CardFinder
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer, play_out
from wordplay.cards.rules import load_ruleset
from wordplay.cards.solver import solve_task
from wordplay.cards.table import parse_play
from wordplay.core.lexicon import load_lexicon
from wordplay.crossword.native import _compiled


@contextmanager
def search_path(path: str) -> Iterator[None]:
    """Run the block on one search path of the board finder (finders made inside it keep that path)."""
    saved = os.environ.get("WORDPLAY_PURE")
    os.environ["WORDPLAY_PURE"] = "1" if path == "pure" else "0"
    wordplay.cards.finder._CACHE.clear()
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("WORDPLAY_PURE", None)
        else:
            os.environ["WORDPLAY_PURE"] = saved
        wordplay.cards.finder._CACHE.clear()


def paths() -> list[str]:
    """The paths this machine can time: pure Python always, compiled when the C core is built."""
    return ["pure", "compiled"] if _compiled is not None else ["pure"]


def _median(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.process_time()
        fn()
        times.append(time.process_time() - started)
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
        (
            "finder: TRAVA, best 1 with a blank and a bonus card (CIAR?S3)",
            _median(lambda: finder.best(trava, "CIAR?S3"), repeat),
        ),
        ("finder: TRAVA, all plays (CIARES2)", _median(lambda: finder.plays(trava, "CIARES2"), repeat)),
        ("finder: crossed table, best 5 (OEITRNS)", _median(lambda: finder.best(cross, "OEITRNS", 5), repeat)),
    ]
    for card in rummy.decks.rounds:
        out.append(
            (
                f"solver: {card.name} (CASAROTE)",
                _median(lambda card=card: solve_task(rummy, card, "CASAROTE", lexicon), repeat),
            )
        )
    out.append(
        (
            "solver: Tudo ou Nada with 2 blanks (CAS?ROT?)",
            _median(lambda: solve_task(rummy, rummy.decks.round_card("tudo_ou_nada"), "CAS?ROT?", lexicon), repeat),
        )
    )
    return out


TARGETS_MS = {"finder: TRAVA, best 1 with a blank and a bonus card (CIAR?S3)": 60}


class _Timed(ComputerPlayer):
    """A computer player that notes how long each of its turns takes (CPU time)."""

    def __init__(self, level: int, seed: int, replies: list[float]) -> None:
        super().__init__(level, seed)
        self.replies = replies

    def choose(self, game):  # type: ignore[no-untyped-def]
        started = time.process_time()
        try:
            return super().choose(game)
        finally:
            self.replies.append(time.process_time() - started)


def player_rows(seeds: tuple[int, ...] = (1, 2)) -> list[tuple[str, float, float, float]]:
    """Per mode and level, self-play of two players of that level: (case, games/s, median and
    slowest reply ms)."""
    lexicon = load_lexicon("pt")
    out = []
    for mode in ("classic", "forfeit", "rummy"):
        for level in (1, 2, 3):
            replies: list[float] = []
            started = time.process_time()
            for seed in seeds:
                game = new_game(mode, ["A", "B"], seed=seed, lexicon=lexicon)
                play_out(game, [_Timed(level, seed, replies), _Timed(level, seed + 1, replies)])
            elapsed = time.process_time() - started
            out.append(
                (f"{mode}, level {level}", len(seeds) / elapsed, statistics.median(replies) * 1000, max(replies) * 1000)
            )
    return out


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv or [])  # 3 repeats, one game per mode and level, one review repeat
    repeat, seeds = (3, (1,)) if quick else (5, (1, 2))
    print("| case | path | median CPU (ms) | target (ms) |")
    print("|---|---|---:|---:|")
    for path in paths():
        with search_path(path):
            for name, seconds in rows(repeat):
                target = TARGETS_MS.get(name)
                print(f"| {name} | {path} | {seconds * 1000:.1f} | {'-' if target is None else target} |", flush=True)
    print(
        "\n| Scrabble Cards self-play, 2 players | path | games per CPU s | median reply (CPU ms) | slowest reply (ms) "
        "| target (ms) |"
    )
    print("|---|---|---:|---:|---:|---:|")
    for path in paths():
        with search_path(path):
            for name, rate, median, slowest in player_rows(seeds):
                print(f"| {name} | {path} | {rate:.2f} | {median:.1f} | {slowest:.1f} | 200 |", flush=True)
    print("\n| Scrabble Cards review | median CPU (ms) | target (ms) |")
    print("|---|---:|---:|")
    for name, seconds in review_rows(repeat=1 if quick else 3):
        print(f"| {name} | {seconds * 1000:.0f} | {REVIEW_TARGET_MS} |", flush=True)


REVIEW_TARGET_MS = 2000  # the review of a whole game, every turn of both players


def review_rows(seed: int = 1, repeat: int = 3) -> list[tuple[str, float]]:
    """Per mode, the review of a whole game (the strongest computer against the beginner), every
    turn of both players: (case, median seconds)."""
    from wordplay.cards.review import review_game

    lexicon = load_lexicon("pt")
    out = []
    for mode in ("classic", "forfeit", "rummy"):
        game = new_game(mode, ["A", "B"], seed=seed, lexicon=lexicon)
        play_out(game, [ComputerPlayer(3, seed), ComputerPlayer(1, seed + 1)])
        turns = len(review_game(game).moves)  # warm: finders and solver for this game's lexicon
        out.append((f"review of a whole game: {mode} ({turns} turns)", _median(lambda g=game: review_game(g), repeat)))
    return out


if __name__ == "__main__":
    main()
