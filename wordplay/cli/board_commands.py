"""``wordplay score`` and ``wordplay check``: explain or dry-run one play on a position."""

from __future__ import annotations

import argparse
import json
from typing import Any

from wordplay.board.legality import check_play
from wordplay.board.notation import parse_play, resolve_play
from wordplay.board.position import parse_cgp, parse_rack
from wordplay.board.scoring import score_play
from wordplay.cli.parsing import say
from wordplay.core.lexicon import lexicon_from_file, load_lexicon
from wordplay.core.registry import get_ruleset, variant_names


def add_position_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments every board command shares: variant, position, rack, lexicon."""
    parser.add_argument("--variant", choices=variant_names("board"), default="wordsmith")
    parser.add_argument("--position", required=True, help=say("position"))
    parser.add_argument("--rack", help=say("rack"))
    parser.add_argument("--lexicon", help=say("lexicon_variant"))
    parser.add_argument("--json", action="store_true", help=say("json"))


def load_position(args: argparse.Namespace) -> tuple[Any, Any, Any, Any]:
    """The ruleset, position, rack and lexicon named by the shared arguments."""
    ruleset = get_ruleset(args.variant)
    position = parse_cgp(args.position, ruleset)
    rack = parse_rack(args.rack, ruleset) if args.rack else position.rack
    lexicon = lexicon_from_file(args.lexicon, ruleset.tiles.alphabet) if args.lexicon else load_lexicon(ruleset.lexicon)
    return ruleset, position, rack, lexicon


def register(subparsers: Any) -> None:
    for name, run, text in (
        ("score", _score, say("score")),
        ("check", _check, say("check")),
    ):
        parser = subparsers.add_parser(name, help=text, description=text)
        add_position_arguments(parser)
        parser.add_argument("--play", required=True, help=say("play"))
        parser.set_defaults(run=run)


def _score(args: argparse.Namespace) -> int:
    ruleset, position, rack, lexicon = load_position(args)
    play = resolve_play(parse_play(args.play), position.board, ruleset.tiles)
    report = check_play(ruleset, position.board, play, rack, lexicon)
    if not report.ok:
        raise report.error()
    explanation = score_play(ruleset, position.board, play)
    if args.json:
        print(json.dumps(explanation.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(explanation)
    return 0


def _check(args: argparse.Namespace) -> int:
    ruleset, position, rack, lexicon = load_position(args)
    play = resolve_play(parse_play(args.play), position.board, ruleset.tiles)
    report = check_play(ruleset, position.board, play, rack, lexicon)
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
    else:
        print(report)
    return 0 if report.ok else 2
