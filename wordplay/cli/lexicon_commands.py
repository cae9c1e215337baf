"""``wordplay lexicon build`` and ``wordplay lexicon check``: prepare and query the word lists."""

from __future__ import annotations

import argparse
import time
from typing import Any

from wordplay.cli.parsing import say
from wordplay.core.lexicon import build_cache, load_lexicon
from wordplay.core.messages import render
from wordplay.core.registry import lexicon_names


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("lexicon", help=say("lexicon"))
    verbs = parser.add_subparsers(dest="verb", required=True)
    build = verbs.add_parser("build", help=say("build"))
    build.add_argument("names", nargs="*", default=list(lexicon_names()), help=say("names"))
    build.set_defaults(run=_build)
    check = verbs.add_parser("check", help=say("lexicon_check"))
    check.add_argument("name", help=say("name"))
    check.add_argument("words", nargs="+")
    check.set_defaults(run=_check)


def _build(args: argparse.Namespace) -> int:
    for name in args.names:
        started = time.perf_counter()
        path = build_cache(name)
        print(f"{name}: {path} ({time.perf_counter() - started:.1f} s)")
    return 0


def _check(args: argparse.Namespace) -> int:
    lexicon = load_lexicon(args.name)
    missing = 0
    for word in args.words:
        known = word in lexicon
        missing += not known
        print(render("cli.word_known" if known else "cli.word_unknown", {"word": word}))
    return 0 if not missing else 1
