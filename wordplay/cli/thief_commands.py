"""``wordplay steals``: the plays and steals of a Word Thief hand against words on the table, ranked.

``--table "WORK FRONT"`` gives the other players' words (a lower-case letter is a Wild standing
for it: ``CAt``); they carry no suits, so they count as mixed and stealable. ``--hand "REEDWCA?"``
gives the hand (``?`` a Wild; a card may carry its suit after a slash: ``W/red``). Moves are
listed best first with their explained scores; refused input exits with status 2 and a sentence.
``--all`` streams every move, ``--page P --page-size S`` prints one page of them; the count of
moves comes first (counted without listing every move, then only the best up to the page's end
are listed, when both fit in the bound). Every search is bounded in steps (``--steps``, default
the learner's budget in ``wordplay/data/budgets.json``: the same answer on every machine); no
clock cuts it short, but Ctrl-C during the search cancels it: the moves found by then are shown,
with a sentence saying the search was cancelled (as when it stops at its bound).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import signal
import sys
from collections.abc import Iterator
from typing import Any

from wordplay.cli.parsing import count, say
from wordplay.core.errors import NotationError
from wordplay.core.messages import render


def register(subparsers: Any) -> None:
    text = say("steals")
    parser = subparsers.add_parser("steals", help=text, description=text)
    parser.add_argument("--table", default="", help=say("thief_table"))
    parser.add_argument("--hand", required=True, help=say("thief_hand"))
    many = parser.add_mutually_exclusive_group()
    many.add_argument("--top", type=count, default=20, metavar="N", help=say("thief_top"))
    many.add_argument("--all", action="store_true", help=say("all"))
    many.add_argument("--page", type=count, metavar="P", help=say("page"))
    parser.add_argument("--page-size", type=count, default=20, metavar="S", help=say("page_size"))
    parser.add_argument("--steps", type=_steps, metavar="N", help=say("steps"))
    parser.add_argument("--max-split", type=count, metavar="K", help=say("max_split"))
    parser.add_argument("--brief", action="store_true", help=say("brief"))
    parser.add_argument("--lexicon", help=say("lexicon_enable"))
    parser.add_argument("--json", action="store_true", help=say("json"))
    parser.set_defaults(run=_steals)


@contextlib.contextmanager
def _interrupt_cancels(cancel: Any) -> Iterator[None]:
    """While the search runs, Ctrl-C sets its cancel switch (the moves found by then are shown,
    said to be cancelled) instead of ending the program; outside the main thread Ctrl-C keeps its
    usual meaning."""
    try:
        previous = signal.signal(signal.SIGINT, lambda signum, frame: cancel.set())
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _steps(text: str) -> int:
    """``--steps``: a whole number from 1 to a billion (a count longer than :func:`count` allows)."""
    most = 10**9
    if not text.isascii() or not text.isdigit() or len(text) > 10 or not 1 <= int(text) <= most:
        raise argparse.ArgumentTypeError(render("cli.not_a_count", {"text": repr(text[:24]), "most": most}))
    return int(text)


def _steals(args: argparse.Namespace) -> int:
    from wordplay.core.lexicon import load_lexicon
    from wordplay.core.registry import get_ruleset
    from wordplay.thief.cards import check_wilds, loose_cards, loose_word
    from wordplay.thief.finder import search_moves
    from wordplay.thief.listing import Cancel, SearchBound
    from wordplay.thief.moves import TableWord

    ruleset = get_ruleset("word-thief")
    hand = loose_cards(args.hand, ruleset.deck, "h")
    if not hand:
        raise NotationError("thief_no_hand")
    lexicon = _lexicon_file(args.lexicon) if args.lexicon else load_lexicon(ruleset.lexicon)
    table = []
    for number, text in enumerate(args.table.replace(",", " ").split(), start=1):
        letters, cards = loose_word(text, ruleset.deck, f"t{number}.")
        if letters not in lexicon:
            raise NotationError("thief_unknown_table_word", params={"word": letters})
        table.append(TableWord(number, 1, letters, cards, 0))
    check_wilds([*hand, *(c for w in table for c in w.cards)], ruleset.deck)
    cancel = Cancel()
    bound = SearchBound.named("learner_steps", cancel)
    if args.steps is not None:
        bound = SearchBound(bound.moves, args.steps, cancel)
    every = args.all or args.page is not None
    first = 0 if args.page is None else (args.page - 1) * args.page_size
    with _interrupt_cancels(cancel):
        paged = (
            _page(ruleset, lexicon, hand, table, args.max_split, first + args.page_size, bound) if args.page else None
        )
        if paged is None:
            found = search_moves(
                ruleset, lexicon, hand, table, max_split=args.max_split, top=None if every else args.top, bound=bound
            )
            count = found.count
        else:
            found, count = paged
    with _frozen():
        return _print(args, found, count, first, hand, table, ruleset)


@contextlib.contextmanager
def _frozen() -> Iterator[None]:
    """While the moves are listed, what the search left (up to a million groups of moves) is kept out of
    the cyclic garbage collector's scans: each full collection would walk all of it again, a cost that
    grows with the count (a third of the CPU of listing every move); it is handed back after."""
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _print(args: argparse.Namespace, found: Any, count: int, first: int, hand: Any, table: Any, ruleset: Any) -> int:
    """Print the moves found, as text or JSON (the stream of ``--all`` keeps none of them)."""
    from wordplay.thief.cards import cards_label
    from wordplay.thief.lines import SEPARATOR

    shown = iter(found) if args.all else found.slice(first, first + (args.page_size if args.page else found.count))
    if args.json:
        _print_json(
            {
                "hand": cards_label(hand),
                "table": [w.text for w in table],
                "count": count,
                "complete": found.complete,
                "stopped": found.message(),
                "first": first + 1,
            },
            (_row(f, args.brief) for f in shown),
        )
        return 0
    if not count:
        print(found.message() or render("cli.thief.no_move", {}))
        return 0
    if args.all or args.page is not None:
        print(render("cli.thief.moves" if found.complete else "cli.thief.moves_found", {"count": count}))
    if not found.complete:
        print(found.message())
    if args.all:
        _print_stream(found, ruleset, hand, args.brief)
        return 0
    width = max((len(f.notation()) for f in shown), default=0)
    for rank, f in enumerate(shown, start=first + 1):
        sentences = None if args.brief else SEPARATOR.join(f.explanation.sentences())
        sys.stdout.write(_move_text(rank, f.notation(), f.score, sentences, width))
    return 0


def _print_stream(found: Any, ruleset: Any, hand: Any, brief: bool, chunk: int = 4096) -> None:
    """Every move of ``found`` as text, said from its words alone (:class:`wordplay.thief.lines.SaidMoves`:
    no move object is made), a bucket of moves at a time, said and written ``chunk`` moves at a time at most; a
    stream is not padded."""
    from wordplay.thief.lines import SaidMoves

    said = SaidMoves(ruleset, hand)
    rank = 1
    for target, score, sets in found.buckets():
        for start in range(0, len(sets), chunk):
            sys.stdout.write("".join(said.lines(sets[start : start + chunk], target, score, rank + start, brief)))
        rank += len(sets)


def _move_text(rank: int, notation: str, score: int, sentences: str | None, width: int = 0) -> str:
    """A move as the command prints it: its rank, notation (padded to ``width``) and score, then its
    explanation's sentences on a line of their own (unless ``None``: ``--brief``)."""
    line = f"{rank:>4}. {notation:<{width}} {score:>4}\n"
    return line if sentences is None else f"{line}      {sentences}\n"


def _page(
    ruleset: Any, lexicon: Any, hand: Any, table: Any, max_split: int | None, end: int, bound: Any
) -> tuple[Any, int] | None:
    """The best ``end`` moves and the count of every move, when every move can be counted within
    ``bound`` without listing them and the best ``end`` found too; else None (then every move is listed)."""
    from wordplay.thief.finder import count_moves, search_moves

    counted, stopped = count_moves(ruleset, lexicon, hand, table, max_split=max_split, bound=bound)
    if stopped is not None:
        return None
    found = search_moves(ruleset, lexicon, hand, table, max_split=max_split, top=end, bound=bound)
    if not found.complete:
        return None
    return found, counted


def _lexicon_file(path: str) -> Any:
    from wordplay.core.lexicon import ENGLISH_ALPHABET, lexicon_from_file

    try:
        return lexicon_from_file(path, ENGLISH_ALPHABET)
    except NotationError:  # already a sentence (an unreadable file)
        raise
    except ValueError as exc:
        raise NotationError("thief_bad_lexicon", params={"reason": str(exc)}) from exc


def _print_json(head: dict[str, Any], moves: Iterator[dict[str, Any]]) -> None:
    """One JSON object, ``head``'s fields then ``"moves"``, written as the moves come (one a line):
    a list of hundreds of thousands of moves is never held whole."""
    text = json.dumps(head, ensure_ascii=False, indent=1)
    print(text[: -len("\n}")] + ',\n "moves": [', end="")
    for n, move in enumerate(moves):
        print(("," if n else "") + "\n  " + json.dumps(move, ensure_ascii=False), end="")
    print("\n ]\n}")


def _row(found: Any, brief: bool) -> dict[str, Any]:
    if brief:
        return {
            "kind": found.kind,
            "notation": found.notation(),
            "score": found.score,
            "words": list(found.words),
            "target": None if found.target is None else found.target.text,
        }
    return found.to_dict()
