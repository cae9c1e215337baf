"""The sentence catalogue: every step and refusal names a message id; sentences live in data.

``wordplay/data/messages/`` holds ``<language>.json`` (shared and board-game sentences) and
``<family>.<language>.json`` per game family (``thief.en.json``, ``cards.en.json``); a
language's catalogue is all of them merged. English ships first; another language is more
files with the same ids, and no engine changes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

DEFAULT_LANGUAGE = "en"


@cache
def catalogue(language: str = DEFAULT_LANGUAGE) -> Mapping[str, str]:
    """The message templates of one language (ids to ``str.format`` templates)."""
    folder = resources.files("wordplay.data") / "messages"
    merged: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name == f"{language}.json" or entry.name.endswith(f".{language}.json"):
            merged.update(json.loads(entry.read_text(encoding="utf-8")))
    return merged


class _Defaulting(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def render(message_id: str, params: Mapping[str, Any], language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence for ``message_id`` with ``params`` filled in; unknown ids fall back to English, then to the id."""
    template = catalogue(language).get(message_id)
    if template is None and language != DEFAULT_LANGUAGE:
        template = catalogue(DEFAULT_LANGUAGE).get(message_id)
    if template is None:
        return message_id + (" " + ", ".join(f"{k}={v}" for k, v in params.items()) if params else "")
    return template.format_map(_Defaulting({k: number(v) if _negative(v) else v for k, v in params.items()}))


def number(n: int) -> str:
    """A number as the sentences write it: a negative with the minus sign (−10), never a hyphen."""
    return f"\u2212{-n}" if n < 0 else str(n)


def _negative(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value < 0
