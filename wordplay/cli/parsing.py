"""What every ``wordplay`` subcommand shares when it reads its arguments: one-line errors, bounded counts.

argparse prints its usage and exits with status 2 on a bad argument; here the error is the
one line ``wordplay <command>: error: ...`` (the usage stays in ``--help``), as every other
refusal of the command is. A count (``-n``, ``--top``, ``--repeat``) is a whole number from 1
to :data:`MAX_COUNT`, so no argument starts an unbounded search or an index error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from wordplay.core.messages import render

MAX_COUNT = 10_000


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(render("cli.parse_error", {"prog": self.prog, "error": " ".join(message.split())}), file=sys.stderr)
        sys.exit(2)


def say(key: str, **params: Any) -> str:
    """A command's or an argument's help, ``cli.help.<key>`` in the catalogue (the parser is built in the
    language asked for, so ``wordplay --language pl score --help`` explains itself in Polish)."""
    return render(f"cli.help.{key}", params)


def count(text: str, most: int = MAX_COUNT) -> int:
    """A count argument: a whole number from 1 to ``most`` (:data:`MAX_COUNT` unless said)."""
    if not text.isascii() or not text.isdigit() or len(text) > 6 or not 1 <= int(text) <= most:
        raise argparse.ArgumentTypeError(render("cli.not_a_count", {"text": repr(text[:24]), "most": most}))
    return int(text)


def count_up_to(most: int) -> Callable[[str], int]:
    """An argument type: a whole number from 1 to ``most``."""

    def parse(text: str) -> int:
        return count(text, most)

    parse.__name__ = f"count up to {most}"
    return parse
