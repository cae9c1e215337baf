"""The ``wordplay`` command: the engines' scriptable face, for teachers preparing examples.

Each subcommand lives in its own module with a ``register(subparsers)`` function; refused
input exits with status 2 and a sentence saying why.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from wordplay.cli.argparse_words import VERSION_HELP, argparse_speaking
from wordplay.cli.parsing import OneLineParser, say
from wordplay.cli.progress import terminal_reporter
from wordplay.core import build_progress
from wordplay.core.errors import WordplayError
from wordplay.core.messages import (
    ENVIRONMENT_VARIABLE,
    UnknownLanguageError,
    get_language,
    render,
    using_language,
    using_variant,
)

# Modules that each add subcommands (see their ``register``).
COMMAND_MODULES = (
    "wordplay.cli.board_commands",
    "wordplay.cli.lexicon_commands",
    "wordplay.cli.finder_commands",
    "wordplay.cli.cards_commands",
    "wordplay.cli.thief_commands",
    "wordplay.cli.review_commands",
    "wordplay.cli.puzzle_commands",
    "wordplay.cli.class_commands",
)

EXIT_REFUSED = 2


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="wordplay", description=say("wordplay"))
    parser.add_argument("--language", help=render("cli.help.language", {"variable": f"${ENVIRONMENT_VARIABLE}"}))
    parser.add_argument("--version", action="version", version=version_text(), help=render(VERSION_HELP, {}))
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def _take_language(argv: Sequence[str] | None) -> tuple[str | None, list[str]]:
    """``--language`` wherever it stands (before or after the subcommand), and the other arguments."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--language")
    known, rest = pre.parse_known_args(list(sys.argv[1:] if argv is None else argv))
    return known.language, rest


def version_text() -> str:
    """The package version and which board-finder search is in use (compiled or pure Python)."""
    from wordplay import __version__
    from wordplay.crossword.native import search_path

    path = search_path()
    if path.startswith("compiled"):
        kind = "wasm" if "WebAssembly" in path else "compiled"
    else:
        kind = "pure_by_choice" if "WORDPLAY_PURE" in path else "pure_not_built"
    return render("cli.version", {"version": __version__, "finder": render(f"cli.finder.{kind}", {})})


def main(argv: Sequence[str] | None = None) -> int:
    language, rest = _take_language(argv)
    stop = build_progress.listen(terminal_reporter())  # a word graph's first build says how far it is
    try:
        with using_language(language):
            return _run(rest)
    except (WordplayError, UnknownLanguageError) as exc:  # an unknown --language
        print(render("cli.refused", {"code": exc.code, "message": exc.message}), file=sys.stderr)
        return EXIT_REFUSED
    finally:
        stop()


def _run(argv: Sequence[str]) -> int:
    with argparse_speaking(get_language()):  # argparse's own words ("usage:", "error:") in the language too
        args = build_parser().parse_args(argv)
    try:
        with using_variant(getattr(args, "variant", None)):  # the game's own words (Wordsmith's płytka)
            return int(args.run(args) or 0)
    except WordplayError as exc:
        print(render("cli.refused", {"code": exc.code, "message": " ".join(exc.message.split())}), file=sys.stderr)
        return EXIT_REFUSED
    except (OSError, ValueError, MemoryError, RecursionError) as exc:  # unreadable files, unknown names
        print(render("cli.error", {"error": " ".join(str(exc).split())[:300]}), file=sys.stderr)
        return EXIT_REFUSED


if __name__ == "__main__":
    sys.exit(main())
