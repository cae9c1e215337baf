"""The settings every ruleset shares: as plain data (what a saved game records), a copy with
some changed, and the ruleset rebuilt from them. Mixed into each family's frozen dataclass.

A saved game is untrusted: :meth:`RulesetSettings.from_settings` checks its settings against the
shipped ruleset of the same id (:mod:`wordplay.core.saved_settings`) before anything is built, so
a save can never make the loader open a file it names. Shipped data files are read with
:meth:`RulesetSettings.from_data`, which trusts them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, TypeVar

from wordplay.core.messages import SOURCE_LANGUAGE, Term, catalogue
from wordplay.core.saved_settings import checked_settings

R = TypeVar("R", bound="RulesetSettings")


class RulesetSettings:
    """Mixin for a frozen-dataclass ruleset. A family provides :meth:`shipped_settings` and overrides
    :meth:`_from_plain` when some fields are not plain JSON (tuples read back from lists, renamed
    fields of its data files)."""

    def _name_in_catalogue(self) -> None:
        """A shipped name becomes the catalogue's term ``ruleset.<id>`` (Romanian "Hoț de cuvinte" for
        Word Thief), so every sentence naming the ruleset writes it in its language; called from
        ``__post_init__``. A name of one's own stays as given."""
        message_id = f"ruleset.{getattr(self, 'id', '')}"
        name = getattr(self, "name", None)
        if not isinstance(name, Term) and name == catalogue(SOURCE_LANGUAGE).get(message_id):
            object.__setattr__(self, "name", Term(message_id))

    def with_settings(self: R, **settings: Any) -> R:
        """A copy with some settings changed (checked like the originals)."""
        return dataclasses.replace(self, **settings)  # type: ignore[type-var]

    def settings(self) -> dict[str, Any]:
        """Every setting as plain data (what a saved game records)."""
        plain: dict[str, Any] = dataclasses.asdict(self)  # type: ignore[call-overload]  # a mixin: self is the dataclass
        return plain

    @classmethod
    def from_settings(cls: type[R], settings: Any) -> R:
        """The ruleset again from :meth:`settings` of a saved game, checked against the shipped one."""
        return cls.from_data(checked_settings(settings, cls.shipped_settings()))

    @classmethod
    def from_data(cls: type[R], data: Mapping[str, Any]) -> R:
        """A ruleset from a shipped data file's fields (trusted: never call this on a save)."""
        return cls(**cls._from_plain(dict(data)))

    @classmethod
    def shipped_settings(cls) -> Mapping[str, dict[str, Any]]:
        """The settings of every shipped ruleset of the family, by id (what a save is checked against)."""
        raise NotImplementedError

    @classmethod
    def _from_plain(cls, data: dict[str, Any]) -> dict[str, Any]:
        return data
