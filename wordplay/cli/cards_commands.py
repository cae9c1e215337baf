"""``wordplay cards-score``, ``cards-best`` and ``cards-task``: Scrabble Cards from the command line.

A table is given as plays laid one after the other (``--table "0,0 across TRAVA"``, repeatable;
each is laid as written, with the table clearing after it as in a game); refused input exits
with status 2 and a sentence saying why.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from typing import Any, cast

from wordplay.cards.finder import best_plays
from wordplay.cards.hands import check_hand
from wordplay.cards.legality import check_play
from wordplay.cards.rules import load_ruleset
from wordplay.cards.scoring import score_play, table_after
from wordplay.cards.solver import solve_task
from wordplay.cards.table import parse_play
from wordplay.cli.parsing import count, say
from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.lexicon import lexicon_from_file, load_lexicon
from wordplay.core.messages import Term, available_languages, get_language, render
from wordplay.core.notation_words import Notation
from wordplay.core.registry import family_rulesets


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=family_rulesets("cards"), default="classic")
    parser.add_argument("--hand", required=True, help=say("hand_cards"))
    parser.add_argument("--lexicon", help=say("lexicon_pt"))
    parser.add_argument("--json", action="store_true", help=say("json"))


def _load(args: argparse.Namespace) -> tuple[Any, Any]:
    ruleset = load_ruleset(args.mode)
    lexicon = lexicon_from_file(args.lexicon, ruleset.tiles.alphabet) if args.lexicon else load_lexicon(ruleset.lexicon)
    return ruleset, lexicon


def _table(ruleset: Any, plays: list[str]) -> dict:
    table: dict = {}
    for text in plays or ():
        table, _ = table_after(table, parse_play(text, table), ruleset.clear_table)
    return table


def register(subparsers: Any) -> None:
    score = subparsers.add_parser("cards-score", help=say("cards_score"))
    _common(score)
    score.add_argument("--table", action="append", help=say("table_example"))
    score.add_argument("--play", required=True, help=say("cards_play"))
    score.set_defaults(run=_score)
    best = subparsers.add_parser("cards-best", help=say("cards_best"))
    _common(best)
    best.add_argument("--table", action="append", help=say("table"))
    best.add_argument("-n", type=count, default=5, help=say("n"))
    best.set_defaults(run=_best)
    task = subparsers.add_parser("cards-task", help=say("cards_task"))
    _common(task)
    task.add_argument("--round", required=True, help=say("round"))
    task.set_defaults(run=_task, mode="rummy")


def _score(args: argparse.Namespace) -> int:
    ruleset, lexicon = _load(args)
    table = _table(ruleset, args.table)
    play = parse_play(args.play, table)
    blanks = sum(1 for _, card in play.cards if card.islower())
    if blanks > ruleset.tiles.blanks:
        raise NotationError(
            "too_many_blanks", params={"text": args.play, "count": blanks, "blanks": ruleset.tiles.blanks}
        )
    report = check_play(ruleset, table, play, check_hand(ruleset, args.hand, table), lexicon)
    if not report.ok:
        raise report.error()
    explanation = score_play(ruleset, table, play, len(args.hand))
    print(json.dumps(explanation.to_dict(), ensure_ascii=False, indent=1) if args.json else explanation)
    return 0


def _best(args: argparse.Namespace) -> int:
    ruleset, lexicon = _load(args)
    table = _table(ruleset, args.table)
    found = best_plays(ruleset, table, check_hand(ruleset, args.hand, table), lexicon, args.n)
    if args.json:
        print(json.dumps([f.to_dict() for f in found], ensure_ascii=False, indent=1))
    else:
        for f in found:
            print(f"{f.score:4d}  {said(f.notation)}  ({', '.join(f.words)})")  # in --language's keywords
    return 0


def _round_card(ruleset: Any, text: str) -> Any:
    """The round card named by its id (``dois_e_bom``, as saves keep it) or by its name in any language of
    the catalogue: the printed Portuguese card's ``Dois é Bom``, English ``Two's Company``, Polish ``Dwa to
    dobrze`` (any case, accents optional), whatever language the command speaks."""

    def key(name: str) -> str:
        plain = unicodedata.normalize("NFKD", name.casefold())
        return "_".join("".join(ch for ch in plain if not unicodedata.combining(ch)).replace("_", " ").split())

    for card in ruleset.decks.rounds:
        names = {key(card.id)} | {key(cast(Term, card.name).said(language)) for language in available_languages()}
        if key(text) in names:
            return card
    raise NotationError(
        "unknown_round", params={"text": text[:40], "known": ", ".join(str(card.name) for card in ruleset.decks.rounds)}
    )


def _task(args: argparse.Namespace) -> int:
    ruleset, lexicon = _load(args)
    card = _round_card(ruleset, args.round)
    best = solve_task(ruleset, card, check_hand(ruleset, args.hand), lexicon)
    if best is None:
        raise IllegalMoveError("cards_no_task_solution", params={"hand": args.hand.upper(), "card_name": card.name})
    if args.json:
        print(
            json.dumps(
                {
                    "discard": best.discard,
                    "words": [w.to_list() for w in best.words],
                    "explanation": best.explanation.to_dict(),
                },
                ensure_ascii=False,
                indent=1,
            )
        )
    else:
        print(render("cli.cards.task_answer", {"words": " ".join(w.cards for w in best.words), "card": best.discard}))
        print(best.explanation)
    return 0


def said(notation: str) -> str:
    """A notation in the current language's keywords (``0,0 horizontal TREINO``); plain text as it is."""
    return notation.said(get_language()) if isinstance(notation, Notation) else notation
