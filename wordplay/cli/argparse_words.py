"""argparse's own words ("usage:", "options:", "the following arguments are required") in the CLI's language.

argparse looks every sentence it writes up through ``gettext`` (its module-level ``_`` and
``ngettext``), with printf placeholders (``%s``, ``%(prog)s``, ``%r``). :class:`CatalogueTranslations`
is a :class:`gettext.NullTranslations` that answers those look-ups from wordplay's own catalogue
(ids ``cli.argparse.*``, ``wordplay/data/messages/cli_argparse.en.json``, translated in the ``.po``
files like every other sentence), giving back the printf placeholders argparse fills in itself.
:func:`argparse_speaking` installs it in argparse alone (not process-wide with
``gettext.install``) for the time one command is read, and only when the language is not English.
Sentences only a programmer meets (conflicting options, a bad ``add_argument``) stay argparse's.
"""

from __future__ import annotations

import argparse
import gettext
import re
from collections.abc import Iterator
from contextlib import contextmanager

from wordplay.core.messages import SOURCE_LANGUAGE, render

# argparse's message -> (catalogue id, the name its unnamed placeholder ``%s``/``%r`` takes in the catalogue)
ARGPARSE_MESSAGES: dict[str, tuple[str, str | None]] = {
    "usage: ": ("cli.argparse.usage", None),
    "positional arguments": ("cli.argparse.positional_arguments", None),
    "options": ("cli.argparse.options", None),
    "show this help message and exit": ("cli.argparse.help", None),
    "argument %(argument_name)s: %(message)s": ("cli.argparse.argument", None),
    "the following arguments are required: %s": ("cli.argparse.required", "arguments"),
    "one of the arguments %s is required": ("cli.argparse.one_required", "arguments"),
    "unrecognized arguments: %s": ("cli.argparse.unrecognized", "arguments"),
    "not allowed with argument %s": ("cli.argparse.not_allowed_with", "argument"),
    "ignored explicit argument %r": ("cli.argparse.ignored_explicit", "value"),
    "expected one argument": ("cli.argparse.expected_one", None),
    "expected at most one argument": ("cli.argparse.expected_at_most_one", None),
    "expected at least one argument": ("cli.argparse.expected_at_least_one", None),
    "ambiguous option: %(option)s could match %(matches)s": ("cli.argparse.ambiguous", None),
    "invalid %(type)s value: %(value)r": ("cli.argparse.invalid_value", None),
    "invalid choice: %(value)r (choose from %(choices)s)": ("cli.argparse.invalid_choice", None),
    "unknown parser %(parser_name)r (choices: %(choices)s)": ("cli.argparse.unknown_command", None),
    "can't open '%(filename)s': %(error)s": ("cli.argparse.cannot_open", None),
}
# argparse's plural messages (by the singular) -> (catalogue plural id, the name of its count)
ARGPARSE_PLURALS: dict[str, tuple[str, str]] = {
    "expected %s argument": ("cli.argparse.expected_n", "n"),
}
VERSION_HELP = "cli.argparse.version"  # argparse's "show program's version number and exit" (not looked up)

_PLACEHOLDER = re.compile(r"%\((\w+)\)[sr]|%[sr]")


class _Slot:
    """A catalogue parameter that writes itself as a marker (put back as argparse's placeholder) and,
    for a plural entry, chooses the form by its count."""

    def __init__(self, marker: str, count: int = 0) -> None:
        self.marker, self.count = marker, count

    def __int__(self) -> int:
        return self.count

    def __format__(self, spec: str) -> str:
        return self.marker


def _translated(message: str, message_id: str, unnamed: str | None, language: str, count: int = 0) -> str:
    """``message_id`` in ``language`` with argparse's printf placeholders where the catalogue's named ones are."""
    tokens = {m.group(1) or unnamed or "": m.group(0) for m in _PLACEHOLDER.finditer(message)}
    markers = {name: f"\x00{i}\x00" for i, name in enumerate(tokens)}
    params = {name: _Slot(marker, count) for name, marker in markers.items()}
    text = render(message_id, params, language).replace("%", "%%")
    for name, marker in markers.items():
        text = text.replace(marker, tokens[name])
    core = message.strip()  # the catalogue holds the sentence; argparse's spaces around it are kept
    start = message.index(core[:1]) if core else 0
    return message[:start] + text + message[start + len(core) :]


class CatalogueTranslations(gettext.NullTranslations):
    """argparse's sentences from wordplay's catalogue in ``language``; anything else as argparse wrote it."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language

    def gettext(self, message: str) -> str:
        known = ARGPARSE_MESSAGES.get(message)
        return message if known is None else _translated(message, *known, self.language)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        known = ARGPARSE_PLURALS.get(msgid1)
        if known is None:
            return msgid1 if n == 1 else msgid2
        return _translated(msgid1, known[0], known[1], self.language, n)


@contextmanager
def argparse_speaking(language: str) -> Iterator[None]:
    """Within the block argparse writes its own words in ``language`` (English: argparse's, untouched)."""
    if language == SOURCE_LANGUAGE:
        yield
        return
    words = CatalogueTranslations(language)
    before = argparse._, argparse.ngettext, argparse._get_action_name  # type: ignore[attr-defined]
    name_of = before[2]

    def action_name(argument: argparse.Action | None) -> str | None:
        """The subcommand's argument is named in the language ("polecenie", not argparse's ``dest``)."""
        if argument is not None and argument.dest == "command" and argument.metavar is None:
            return render("cli.argparse.command", {}, language)
        return name_of(argument)

    argparse._, argparse.ngettext = words.gettext, words.ngettext  # type: ignore[attr-defined]
    argparse._get_action_name = action_name
    try:
        yield
    finally:
        argparse._, argparse.ngettext, argparse._get_action_name = before  # type: ignore[attr-defined]
