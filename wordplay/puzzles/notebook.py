"""The puzzles as a notebook of exercises: each position drawn, then a cell where the learner writes
``answer = ...`` and the family's exercise class checks it with the move finder. Adding
``reveal=True`` to the call shows the finder's best moves, so the saved notebook keeps the answers
hidden. The notebook is executed as it is written (outputs kept), so ``pytest --nbval`` checks that
it still gives the same outputs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat

from wordplay.core.messages import render, using_language
from wordplay.core.registry import get_ruleset
from wordplay.puzzles.choosing import PuzzleSet
from wordplay.puzzles.family import maker_for

KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
TIMEOUT = 300  # seconds a cell may run while the notebook is executed


def _md(text: str) -> Any:
    return nbformat.v4.new_markdown_cell(text.strip())


def _code(text: str) -> Any:
    return nbformat.v4.new_code_cell(text.strip())


def build_notebook(puzzles: PuzzleSet, language: str = "en") -> Any:
    """The notebook (not executed) of ``puzzles``, its sentences in ``language``."""
    maker = maker_for(puzzles.variant)
    module, function = maker.exercise_import
    with using_language(language):
        def say(mid: str, **params: Any) -> str:
            return render(mid, params)

        title = say("puzzles.title", variant=get_ruleset(puzzles.variant).name)
        cells = [_md(f"# {title}\n\n{say('puzzles.intro')}\n\n{say('puzzles.how')}\n\n{say(maker.answer_hint)}"),
                 _md(say("puzzles.setup")),
                 _code(f"import wordplay\n\nwordplay.set_language({language!r})\n"
                       f"from {module} import {function}\nfrom wordplay.puzzles.drawing import show")]
        shortfall = puzzles.shortfall()
        if shortfall:
            cells.insert(1, _md(shortfall))
        for p in puzzles.puzzles:
            c, name = p.candidate, f"P{p.number}"
            source = say("puzzles.source", game=str(c.game_seed), move=c.move_number)
            cells.append(_md(f"## {say('puzzles.heading', number=p.number)}\n\n"
                             f"{say('puzzles.grade.stars', stars=p.grade.stars)} {source} {say('puzzles.find')}"))
            cells.append(_code(f"{name} = {dict(c.position)!r}\nshow({name})"))
            cells.append(_code(f"{maker.answer_lines(c)}\n{maker.exercise_call(c.position, name)}"))
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = KERNEL
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def execute(nb: Any, folder: Path) -> Any:
    """Run every cell of ``nb`` in a fresh kernel (the outputs are kept in ``nb``)."""
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=TIMEOUT, kernel_name=KERNEL["name"],
                   resources={"metadata": {"path": str(folder)}}).execute()
    return nb


def write_notebook(puzzles: PuzzleSet, path: str | Path, language: str = "en", *, run: bool = True) -> Path:
    """Write ``puzzles`` as a notebook at ``path`` (executed first unless ``run`` is False)."""
    path = Path(path)
    nb = build_notebook(puzzles, language)
    if run:
        execute(nb, path.parent.resolve())
    nbformat.write(nb, str(path))
    return path
