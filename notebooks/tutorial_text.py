"""The prose of the tutorials, per language: ``notebooks/text/<name>.<language>.md``.

A text file is a list of sections, each opened by a line ``<!-- key -->`` and running to the next;
a section's text is stripped of the blank lines around it. The builders write the same cells in
every language and take each sentence from here, so a translation is a text file, not a builder.
Placeholders are ``{name}`` (filled by :func:`fill`, plain replacement: other braces stay as they are).
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

TEXT = Path(__file__).resolve().parent / "text"
SECTION = re.compile(r"^<!-- ([\w.@-]+) -->[ \t]*$", re.MULTILINE)


@cache
def texts(name: str, language: str, variant: str | None = None) -> dict[str, str]:
    """The sections of ``text/<name>.<language>.md`` by key; a section ``<key>@<variant>`` stands for
    ``<key>`` in that variant's tutorial (Polish Wordsmith's płytka where Literaki says kamień)."""
    source = (TEXT / f"{name}.{language}.md").read_text(encoding="utf-8")
    parts = SECTION.split(source)
    if parts[0].strip():
        raise ValueError(f"{name}.{language}.md: text before the first section")
    found: dict[str, str] = {}
    for key, body in zip(parts[1::2], parts[2::2], strict=True):
        if key in found:
            raise ValueError(f"{name}.{language}.md: section {key} twice")
        found[key] = body.strip()
    own = {key.split("@")[0]: body for key, body in found.items() if key.endswith(f"@{variant}")}
    return {**{k: v for k, v in found.items() if "@" not in k}, **own}


def fill(text: str, **values: object) -> str:
    """``text`` with each ``{name}`` replaced by its value; every value must be used."""
    for key, value in values.items():
        marker = "{" + key + "}"
        if marker not in text:
            raise KeyError(f"{marker} not in {text[:60]!r}")
        text = text.replace(marker, str(value))
    return text


def tutorial_languages(game: str) -> tuple[str, ...]:
    """The languages of the tutorial of ``game``, as the registry (``wordplay/data/registry.json``) lists them."""
    sys.path.insert(0, str(TEXT.parents[1]))  # this checkout's wordplay, as the builders run it
    from wordplay.core.registry import games

    return games()[game].tutorial_languages


def notebook_name(stem: str, language: str) -> str:
    """``literaki.ipynb`` in English, ``literaki.pl.ipynb`` in Polish."""
    return f"{stem}.ipynb" if language == "en" else f"{stem}.{language}.ipynb"


def language_argument(language: str) -> str:
    """The keyword a widget or explainer call gets in a translated tutorial (nothing in English)."""
    return "" if language == "en" else f', language="{language}"'


def setup_code(language: str) -> str:
    """The lines opening a translated tutorial's first code cell: every printed sentence in its language."""
    return "" if language == "en" else f'import wordplay\n\nwordplay.set_language("{language}")\n'
