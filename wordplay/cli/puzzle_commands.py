"""``wordplay puzzles``: puzzles for a class, from seeded games, as a notebook and a printable sheet.

    wordplay puzzles --variant literaki --count 10 --seed 3 --out DIR --language pl

Writes ``DIR/puzzles-<variant>-<seed>.ipynb`` (executed, each exercise checked by the move finder)
and ``DIR/puzzles-<variant>-<seed>.html``, and says how many puzzles it found. With ``--nbgrader`` it
writes only the notebook, as an nbgrader source notebook (:mod:`wordplay.puzzles.assignment`; put
``--out`` in the course's ``source/<assignment>`` folder) named without the seed,
``puzzles-<variant>-<language>.ipynb``, and the teacher's key (the seed, the answers) in the course folder,
``wordplay-keys/<assignment>/`` (:mod:`wordplay.puzzles.keys`): no sheet, since nbgrader releases every
file of that folder and the sheet holds the answers.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from wordplay.cli.parsing import count_up_to, say
from wordplay.core.messages import get_language, render
from wordplay.core.registry import RULESET_NAMES


def _seed(text: str) -> int:
    from wordplay.puzzles.choosing import MAX_SEED

    if not text.isascii() or not text.isdigit() or len(text) > 6 or int(text) > MAX_SEED:
        raise argparse.ArgumentTypeError(render("cli.not_a_seed", {"text": repr(text[:24]), "most": MAX_SEED}))
    return int(text)


def register(subparsers: Any) -> None:
    from wordplay.puzzles.choosing import MAX_COUNT, MAX_SEED

    text = say("puzzles")
    parser = subparsers.add_parser("puzzles", help=text, description=text)
    parser.add_argument("--variant", required=True, choices=RULESET_NAMES, help=say("puzzles_variant"))
    parser.add_argument(
        "--count",
        type=count_up_to(MAX_COUNT),
        default=10,
        metavar="N",
        help=say("puzzles_count", most=MAX_COUNT, default=10),
    )
    # no default here: the practice sheet's is 0, an nbgrader assignment's a random one (kept in the teacher's key)
    parser.add_argument("--seed", type=_seed, default=None, help=say("puzzles_seed", most=MAX_SEED))
    parser.add_argument("--out", default=".", metavar="DIR", help=say("puzzles_out"))
    parser.add_argument("--title", help=say("puzzles_title"))
    parser.add_argument("--no-run", action="store_true", help=say("puzzles_no_run"))
    parser.add_argument("--nbgrader", action="store_true", help=say("puzzles_nbgrader"))
    parser.set_defaults(run=_puzzles)


def _puzzles(args: argparse.Namespace) -> int:
    import secrets

    from wordplay.puzzles import make_puzzles, write_notebook, write_sheet
    from wordplay.puzzles.choosing import MAX_SEED

    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)  # an existing file of that name is refused (OSError)
    language = get_language()
    seed = args.seed if args.seed is not None else (secrets.randbelow(MAX_SEED + 1) if args.nbgrader else 0)
    puzzles = make_puzzles(args.variant, args.count, seed)
    shortfall = puzzles.shortfall()
    if not puzzles.puzzles:
        print(render("puzzles.none", {"games": puzzles.games}))
        return 1
    if args.nbgrader:
        return _assignment(puzzles, folder, language, args.title)
    stem = f"puzzles-{args.variant.replace('/', '-')}-{seed}"
    notebook = write_notebook(puzzles, folder / f"{stem}.ipynb", language, run=not args.no_run)
    sheet = write_sheet(puzzles, folder / f"{stem}.html", language, args.title)
    if shortfall:
        print(shortfall)
    print(render("puzzles.written", {"count": len(puzzles.puzzles), "notebook": str(notebook), "sheet": str(sheet)}))
    return 0


def _assignment(puzzles: Any, folder: Path, language: str, title: str | None) -> int:
    """The notebook nbgrader releases (no seed in its name) into ``folder``, the teacher's key outside it."""
    from wordplay.puzzles.assignment import total_points, write_assignment
    from wordplay.puzzles.keys import key_path, notebook_stem, write_key

    shortfall = puzzles.shortfall()
    stem = notebook_stem(puzzles.variant, language)
    notebook = write_assignment(puzzles, folder / f"{stem}.ipynb", language, title)
    key = write_key(puzzles, key_path(folder, stem), folder.resolve().name, stem, language)
    if shortfall:
        print(shortfall)
    count, points = len(puzzles.puzzles), total_points(puzzles)
    print(render("assignment.written", {"count": count, "notebook": str(notebook), "points": points}))
    print(render("assignment.key_written", {"key": str(key)}))
    return 0
