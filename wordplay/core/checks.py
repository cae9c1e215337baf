"""Rule checks shared by every family: one rule tried on a move, a report of them all, and the runner.

A dry run lists every rule, pass or fail; the *shape* rules (the move's form: its pieces are
known, on free places, in one line, without gaps) come first and stop the list at their first
failure, since the rest could not even be asked. :attr:`CheckReport.shape_ok` says whether the
shape held, so no caller needs to know which rule ids are shape rules.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from wordplay.core.errors import IllegalMoveError, clipped
from wordplay.core.messages import render


@dataclass(frozen=True)
class RuleCheck:
    """One rule tried on a move: its id, whether it passed, the squares involved and why.

    ``shape`` marks a rule about the move's form (set by :func:`run_checks`)."""

    rule: str
    passed: bool
    squares: tuple[str, ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    shape: bool = False

    @property
    def message(self) -> str:
        params = {k: clipped(v) for k, v in self.params.items()}  # a long word from outside is not said whole
        return render(f"rule.{self.rule}.{'pass' if self.passed else 'fail'}", params)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "passed": self.passed,
            "squares": list(self.squares),
            "message": self.message,
            "shape": self.shape,
        }


@dataclass(frozen=True)
class CheckReport:
    """Every rule tried on a move, in order; ``ok`` when all passed."""

    checks: tuple[RuleCheck, ...]

    @property
    def ok(self) -> bool:
        return all(c.passed for c in self.checks)

    @property
    def shape_ok(self) -> bool:
        """Whether the move's shape rules all passed (so its words and score can be shown)."""
        return all(c.passed for c in self.checks if c.shape)

    @property
    def failure(self) -> RuleCheck | None:
        return next((c for c in self.checks if not c.passed), None)

    def error(self) -> IllegalMoveError:
        failed = self.failure
        assert failed is not None
        return IllegalMoveError(failed.rule, failed.squares, failed.params, failed.message)

    def __str__(self) -> str:
        verdict = {True: render("check.pass", {}), False: render("check.fail", {})}
        return "\n".join(f"{verdict[c.passed]} {c.rule}: {c.message}" for c in self.checks)

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "shape_ok": self.shape_ok, "checks": [c.to_dict() for c in self.checks]}


Context = TypeVar("Context")


def run_checks(
    ctx: Context,
    shape: Sequence[Callable[[Context], RuleCheck]],
    place: Sequence[Callable[[Context], RuleCheck | None]],
    stop_at_failure: bool,
) -> Iterator[RuleCheck]:
    """Try ``shape`` checks (marked as such, stopping at the first failure: the rest could not even
    be asked), then ``place`` checks (a ``None`` answer means "does not apply")."""
    for check in shape:
        result = dataclasses.replace(check(ctx), shape=True)
        yield result
        if not result.passed:
            return
    for place_check in place:
        answer = place_check(ctx)
        if answer is None:
            continue
        yield answer
        if stop_at_failure and not answer.passed:
            return
