"""Word Thief: the steal finder and whole games, on ENABLE.

``python benchmarks/bench_thief.py`` (or ``python benchmarks/run.py thief``) prints a Markdown
table of medians. The position is fixed: a 7-card hand with one Wild (``REEDWA?``) against 12
stealable words of 3 to 5 letters, without suits (as ``wordplay steals`` reads them). The
lexicon and its alphagram index are loaded before timing starts (building the index and reading
it from the cache are timed on their own rows).

The issue's target, every play and steal in 100 ms, is out of reach for this position in
pure Python whatever the search: there are 519,629 plays, lengthenings and splits into two
words (a 5-letter word with a Wild in the hand splits in tens of thousands of ways) and millions
of splits into three, so the table shows what each part costs and how many moves it lists.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset
from wordplay.thief.alphagram_cache import alphagram_index, cached_index
from wordplay.thief.alphagrams import AlphagramIndex
from wordplay.thief.cards import loose_cards, loose_word
from wordplay.thief.finder import find_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import TableWord
from wordplay.thief.players import computer_player

WORDS = "WORK FRONT CAT STONE DRAIN PLUM HOUSE GLINT BARE TOAD QUIET MINER"
HAND = "REEDWA?"


def _median(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    """The median time of ``repeat`` runs, and what the last run returned."""
    times, result = [], None
    for _ in range(repeat):
        started = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def _game(levels: tuple[int, ...], seed: int, lexicon: object) -> int:
    game = ThiefGame("word-thief", [f"P{i}" for i in range(len(levels))], seed=seed, lexicon=lexicon)
    players = [computer_player(level, seed + i) for i, level in enumerate(levels)]
    while not game.is_over:
        game.apply(players[game.to_move].choose(game))
    return len(game.events)


def rows(repeat: int = 5) -> list[tuple[str, float, object]]:
    """(case, median seconds, moves listed or turns played); whole games: the median of seeds 1 to 3."""
    lexicon = load_lexicon("enable")
    rules = get_ruleset("word-thief")
    build, _ = _median(lambda: AlphagramIndex(lexicon), 1)
    cached_index(lexicon)  # saved once
    load, _ = _median(lambda: cached_index(lexicon), 3)
    alphagram_index(lexicon)
    hand = loose_cards(HAND, rules.deck)
    table = []
    for number, text in enumerate(WORDS.split(), start=1):
        letters, cards = loose_word(text, rules.deck, f"t{number}.")
        table.append(TableWord(number, 1, letters, cards, 0))
    three = [w for w in table if w.text in ("WORK", "CAT", "PLUM")]
    out: list[tuple[str, float, object]] = [("alphagram index of ENABLE, built (once per machine)", build, ""),
                                            ("alphagram index of ENABLE, read from the cache", load, "")]

    for name, times, table_for, options in [
        ("best move (splits into 2 and 3 words)", repeat, table, {"top": 1}),
        ("best 20 moves (splits into 2 and 3 words)", repeat, table, {"top": 20}),
        ("every play and lengthening", repeat, table, {"max_split": 1}),
        ("every play, lengthening and split into 2 words", 3, table, {"max_split": 2}),
        ("every move, splits into 3 words too, against 3 of the 12 words (WORK CAT PLUM)", 3, three, {}),
    ]:
        seconds, found = _median(lambda t=table_for, o=options: find_moves(rules, lexicon, hand, t, **o), times)
        out.append((name, seconds, len(found)))
    for levels in [(1, 1), (2, 3), (2, 3, 1, 2)]:
        label = " v ".join(f"level {level}" for level in levels)
        games = []
        for seed in (1, 2, 3):
            started = time.perf_counter()
            turns = _game(levels, seed, lexicon)
            games.append((time.perf_counter() - started, turns))
        out.append((f"whole game, {label} (turns)", statistics.median(g[0] for g in games),
                    statistics.median(g[1] for g in games)))
    return out


def main(argv: list[str] | None = None) -> None:
    print(f"Hand {HAND} against {WORDS} (ENABLE).\n")
    print("| case | median (ms) | moves |")
    print("|---|---:|---:|")
    for name, seconds, count in rows():
        print(f"| {name} | {seconds * 1000:.1f} | {count} |")


if __name__ == "__main__":
    main()
