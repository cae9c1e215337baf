"""The ``wordplay`` command: the engines' scriptable face, for teachers preparing examples.

Each subcommand lives in its own module with a ``register(subparsers)`` function; refused
input exits with status 2 and a sentence saying why.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from wordplay.core.errors import WordplayError

# Modules that each add subcommands (see their ``register``).
COMMAND_MODULES = ("wordplay.cli.board_commands", "wordplay.cli.lexicon_commands", "wordplay.cli.finder_commands",
                   "wordplay.cli.cards_commands", "wordplay.cli.thief_commands")

EXIT_REFUSED = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wordplay", description="Word games that explain themselves.")
    parser.add_argument("--version", action="version", version=version_text())
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def version_text() -> str:
    """The package version and which board-finder search is in use (compiled or pure Python)."""
    from wordplay import __version__
    from wordplay.finder.native import search_path

    return f"wordplay {__version__}; board finder: {search_path()}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except WordplayError as exc:
        print(f"refused ({exc.code}): {exc.message}", file=sys.stderr)
        return EXIT_REFUSED
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REFUSED


if __name__ == "__main__":
    sys.exit(main())
