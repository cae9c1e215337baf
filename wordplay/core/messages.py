"""The sentence catalogue: every step and refusal names a message id; sentences live in data.

English ships first; a catalogue for another language is one more JSON file in
``wordplay/data/messages/`` with the same ids, and no engine changes.
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
    path = resources.files("wordplay.data") / "messages" / f"{language}.json"
    return json.loads(path.read_text(encoding="utf-8"))


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
    return template.format_map(_Defaulting(params))
