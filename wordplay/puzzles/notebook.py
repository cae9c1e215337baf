"""The puzzles as a notebook of exercises: each position drawn, then a cell where the learner writes
``answer = ...`` and the family's exercise class checks it with the move finder. Adding
``reveal=True`` to the call shows the finder's best moves, so the saved notebook keeps the answers
hidden. The notebook is run as it is written (:func:`execute`, outputs kept, no kernel needed), so
``pytest --nbval`` checks that it still gives the same outputs.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordplay.core.messages import render, using_language
from wordplay.core.registry import get_ruleset
from wordplay.puzzles.choosing import PuzzleSet
from wordplay.puzzles.family import maker_for

if TYPE_CHECKING:
    from types import ModuleType

KERNEL = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def _nbformat() -> ModuleType:
    """nbformat, imported only when a notebook is built: it costs every other command its start-up time."""
    import nbformat

    return nbformat


def _md(text: str) -> Any:
    return _nbformat().v4.new_markdown_cell(text.strip())


def _code(text: str) -> Any:
    return _nbformat().v4.new_code_cell(text.strip())


def build_notebook(puzzles: PuzzleSet, language: str = "en") -> Any:
    """The notebook (not executed) of ``puzzles``, its sentences in ``language``."""
    maker = maker_for(puzzles.variant)
    module, function = maker.exercise_import
    with using_language(language):

        def say(mid: str, **params: Any) -> str:
            return render(mid, params)

        title = say("puzzles.title", variant=get_ruleset(puzzles.variant).name)
        cells = [
            _md(
                f"# {title}\n\n{say('puzzles.intro')}\n\n{say('puzzles.how')}\n\n{say(maker.answer_hint)}"
                + "".join(f"\n\n{say(f'assignment.notation.{need}')}" for need in puzzles.notations())
            ),
            _md(say("puzzles.setup")),
            _code(
                f"import wordplay\n\nwordplay.set_language({language!r})\n"
                f"from {module} import {function}\nfrom wordplay.puzzles.drawing import show"
            ),
        ]
        shortfall = puzzles.shortfall()
        if shortfall:
            cells.insert(1, _md(shortfall))
        for p in puzzles.puzzles:
            c, name = p.candidate, f"P{p.number}"
            source = say("puzzles.source", game=str(c.game_seed), move=c.move_number)
            cells.append(
                _md(
                    f"## {say('puzzles.heading', number=p.number)}\n\n"
                    f"{say('puzzles.grade.stars', stars=p.grade.stars)} {source} {say('puzzles.find')}"
                )
            )
            cells.append(_code(f"{name} = {dict(c.position)!r}\nshow({name})"))
            cells.append(_code(f"{maker.answer_lines(c)}\n{maker.exercise_call(c.position, name)}"))
    for number, cell in enumerate(cells):
        cell.id = f"puzzles-{number}"  # fixed ids: the same puzzles write the same file
    nb = _nbformat().v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = KERNEL
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def execute(nb: Any) -> Any:
    """Run the code cells of ``nb`` here, in order, in one namespace, and keep each cell's value as
    its output (its text and, when it draws itself, its HTML), as a kernel would show it: every
    output is a value of the move finder, so the same notebook always gets the same outputs and
    nbval checks them. No kernel is started; the package's language is restored afterwards."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    count = 0
    with using_language(None):
        for cell in nb.cells:
            if cell.cell_type != "code":
                continue
            count += 1
            value = _run(cell.source, namespace)
            cell.execution_count = count
            cell.outputs = (
                []
                if value is None
                else [_nbformat().v4.new_output("execute_result", data=_shown(value), execution_count=count)]
            )
    return nb


def _run(source: str, namespace: dict[str, Any]) -> Any:
    """Execute ``source``; the value of its last line when that is an expression, else None."""
    tree = ast.parse(source)
    last = tree.body[-1] if tree.body else None
    if isinstance(last, ast.Expr):
        tree.body.pop()
    exec(compile(tree, "<puzzle cell>", "exec"), namespace)  # the cells this module wrote itself
    if not isinstance(last, ast.Expr):
        return None
    return eval(compile(ast.Expression(last.value), "<puzzle cell>", "eval"), namespace)


def _shown(value: Any) -> dict[str, str]:
    data = {"text/plain": repr(value)}
    html = getattr(value, "_repr_html_", None)
    if html is not None:
        data["text/html"] = html()
    return data


def write_notebook(puzzles: PuzzleSet, path: str | Path, language: str = "en", *, run: bool = True) -> Path:
    """Write ``puzzles`` as a notebook at ``path`` (run first, outputs kept, unless ``run`` is False)."""
    path = Path(path)
    nb = build_notebook(puzzles, language)
    if run:
        execute(nb)
    _nbformat().write(nb, str(path))
    return path
