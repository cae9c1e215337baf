"""The teacher's key to an nbgrader assignment: what the learners must not see, kept in the course folder.

``wordplay puzzles --nbgrader --out source/ps1`` writes the notebook nbgrader releases, named without the
seed (``puzzles-literaki-pl.ipynb``: with the seed a learner could run ``wordplay puzzles`` and print every
answer), and this key beside the course's ``source`` folder, never inside it (nbgrader releases every file of
``source/ps1``): ``wordplay-keys/ps1/puzzles-literaki-pl.json``, holding the variant, the seed, the language
and each puzzle's position, best move, best score and points. The re-mark (:mod:`wordplay.puzzles.remark`)
and the class report (:mod:`wordplay.puzzles.report`) read it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.puzzles.choosing import PuzzleSet
from wordplay.puzzles.marking import points_for

KEYS = "wordplay-keys"  # the folder of keys in the course folder


@dataclass(frozen=True)
class KeyPuzzle:
    """One puzzle as the marking needs it: where, the best move and its score, and what it is worth."""

    number: int
    position: dict[str, Any]
    best_move: str
    best: int
    most: int


@dataclass(frozen=True)
class Key:
    """The key to one assignment notebook (``notebook`` is its name without ``.ipynb``)."""

    assignment: str
    notebook: str
    variant: str
    seed: int
    language: str
    puzzles: tuple[KeyPuzzle, ...]


def notebook_stem(variant: str, language: str) -> str:
    """The released notebook's name (no seed in it): ``puzzles-scrabble-cards-classic-pt``."""
    return f"puzzles-{variant.replace('/', '-')}-{language}"


def key_path(out: Path, stem: str) -> Path:
    """Where the key of the notebook ``stem`` written into ``out`` goes: ``<course>/wordplay-keys/<assignment>/``,
    the course being the folder above ``source`` (else the folder above ``out``), never inside ``out``."""
    out = out.resolve()
    course = out.parent.parent if out.parent.name == "source" else out.parent
    return course / KEYS / out.name / f"{stem}.json"


def write_key(puzzles: PuzzleSet, path: Path, assignment: str, stem: str, language: str) -> Path:
    """Write the key of ``puzzles`` (released as ``stem``) at ``path``."""
    data = {
        "assignment": assignment,
        "notebook": stem,
        "variant": puzzles.variant,
        "seed": puzzles.seed,
        "language": language,
        "puzzles": [
            {
                "number": p.number,
                "position": dict(p.candidate.position),
                "best_move": p.candidate.best.move,
                "best": p.candidate.best.score,
                "most": points_for(p.grade.stars),
            }
            for p in puzzles.puzzles
        ],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read_key(path: Path) -> Key:
    """The key written at ``path``; a file that is not such a key is refused (:class:`WordplayError`
    ``class_bad_key``, a sentence naming the file)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        puzzles = tuple(
            KeyPuzzle(int(p["number"]), dict(p["position"]), str(p["best_move"]), int(p["best"]), int(p["most"]))
            for p in data["puzzles"]
        )
        return Key(
            str(data["assignment"]),
            str(data["notebook"]),
            str(data["variant"]),
            int(data["seed"]),
            str(data["language"]),
            puzzles,
        )
    except (KeyError, TypeError, ValueError, IndexError, RecursionError, UnicodeDecodeError):
        raise WordplayError("class_bad_key", params={"path": str(path)}) from None


def read_keys(course: Path, assignment: str) -> list[Key]:
    """Every key of ``assignment`` in the course folder ``course``, by notebook name."""
    return [read_key(p) for p in sorted((course / KEYS / assignment).glob("*.json"))]
