"""The settings every ruleset shares: as plain data (what a saved game records), a copy with
some changed, and the ruleset rebuilt from them. Mixed into each family's frozen dataclass."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

R = TypeVar("R", bound="RulesetSettings")


class RulesetSettings:
    """Mixin for a frozen-dataclass ruleset; a family overrides :meth:`_from_plain` when some fields
    are not plain JSON (tuples read back from lists, renamed fields of its data files)."""

    def with_settings(self: R, **settings: Any) -> R:
        """A copy with some settings changed (checked like the originals)."""
        return dataclasses.replace(self, **settings)  # type: ignore[type-var]

    def settings(self) -> dict[str, Any]:
        """Every setting as plain data (what a saved game records)."""
        return dataclasses.asdict(self)  # type: ignore[call-overload]

    @classmethod
    def from_settings(cls: type[R], settings: dict[str, Any]) -> R:
        """The ruleset again from :meth:`settings` (a saved game)."""
        return cls(**cls._from_plain(dict(settings)))

    @classmethod
    def _from_plain(cls, data: dict[str, Any]) -> dict[str, Any]:
        return data
