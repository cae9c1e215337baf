"""What a learner gave as an answer: the value their answer cell set, or, read without running it, its source.

The hidden test (:mod:`wordplay.puzzles.judge`) knows the value ``answer`` holds after the learner's cell ran,
and that cell's source; the teacher's re-mark (:mod:`wordplay.puzzles.remark`) has only the submitted source,
and never runs it: :func:`read_answer_cell` takes the value of a plain ``answer = <literal>`` line (what the
assignment asks for) and says when the cell does anything else. Both then mark through
:func:`wordplay.puzzles.marking.mark`, so a mark that differs between the two was changed in the kernel.

A cell that did not run because the move is not in quotes (``answer = 8H WORD``: a ``SyntaxError``;
``answer = WORD``: a ``NameError``) gets :func:`quoted`, what the learner should have typed.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any

_ANSWER_LINE = re.compile(r"^\s*answer\s*=\s*(?P<rhs>\S.*?)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Given:
    """An answer as the learner left it: ``value`` (``answer``'s value), whether ``answer`` was set at all
    (``given``: False when the answer cell failed or was left blank) and the answer cell's ``source``."""

    value: Any
    given: bool = True
    source: str | None = None


@dataclass(frozen=True)
class Reading:
    """An answer cell read without running it: the answer's value (None when there is none) and whether the
    cell does nothing but set ``answer`` to a literal (``plain``)."""

    value: Any
    given: bool
    plain: bool


LONGEST_CELL = 20_000  # characters: an answer cell is one line; a longer one is not parsed (nor its memory spent)


def read_answer_cell(source: str) -> Reading:
    """The value a plain ``answer = <literal>`` (or ``answer: str = <literal>``) cell sets (the last such line),
    without running anything. A cell the parser cannot take (too long, too deep, not Python) sets nothing."""
    if not isinstance(source, str) or len(source) > LONGEST_CELL:
        return Reading(None, False, False)
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return Reading(None, False, False)
    value, given, plain = None, False, True
    for statement in tree.body:
        right = _answer_set_to(statement)
        if right is not None:
            try:
                value, given = ast.literal_eval(right), True
                continue
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                value, given = None, False
        plain = False
    return Reading(value, given, plain)


def _answer_set_to(statement: ast.stmt) -> ast.expr | None:
    """What ``statement`` sets ``answer`` to, when it is ``answer = ...`` or ``answer: type = ...``."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and _names_answer(statement.targets[0]):
        return statement.value
    if isinstance(statement, ast.AnnAssign) and _names_answer(statement.target):
        return statement.value
    return None


def _names_answer(target: ast.expr) -> bool:
    return isinstance(target, ast.Name) and target.id == "answer"


def quoted(source: str | None) -> str | None:
    """What an answer cell that did not run should have said, when its move was written without quotes:
    ``answer = 8H WORD`` gives ``answer = "8H WORD"``, ``answer = (CASA ROTE, Q)`` gives
    ``answer = ("CASA ROTE", "Q")``; None when the cell has no such line (or its right side is already Python)."""
    if not source:
        return None
    found = None
    for match in _ANSWER_LINE.finditer(source):
        found = match.group("rhs")
    if found is None or found[0] in "\"'" or _is_literal(found):
        return None
    if found.startswith("(") and found.endswith(")"):
        parts = [p.strip().strip("\"'") for p in found[1:-1].split(",")]
        return "answer = (" + ", ".join(f'"{p}"' for p in parts if p) + ")"
    return f'answer = "{found.strip(chr(34) + chr(39))}"'


def _is_literal(text: str) -> bool:
    try:
        ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True
