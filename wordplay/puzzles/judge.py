"""Marking in a process of its own: what an assignment's hidden test runs, so a learner's code cannot change the mark.

A hidden test cell runs in the learner's kernel, after the learner's own cells: anything it imports there
(:func:`wordplay.puzzles.marking.mark`) the learner's code may have replaced first, in one line. So the
cell (written by :func:`test_cell`) hands the answer over as data (JSON) to a fresh Python started with
``-I`` (isolated: no current folder, no ``PYTHON*`` variables, no user site on its path, so a ``wordplay``
folder handed in beside the notebook is not imported), ``python -I -m wordplay.puzzles.judge``, which marks it
and answers in JSON: the points, the kind, the feedback sentences and the feedback drawn as HTML. The cell
prints the sentences, shows the drawing, and ends with the points (nbgrader's partial credit).

Whatever the kernel still does can be tampered with by code run before it (the cell's own ``print``, the
display of its value); the mark a teacher relies on is the one :mod:`wordplay.puzzles.remark` recomputes from
the submitted answers outside any learner kernel, listing every mark that disagrees with the gradebook.

The answer cell's source is handed over too: when the cell failed (``answer = 8H WORD``, a ``SyntaxError``)
there is no ``answer``, and the source tells why (:func:`wordplay.puzzles.answers.read_answer_cell`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from wordplay.core.messages import UnknownLanguageError, render, using_language

#: the request's fields: the position and the numbers of the puzzle, then what the learner gave
FIELDS = ("position", "best", "best_move", "most", "language", "answer", "given", "source")


def test_cell(position: Mapping[str, Any], *, best: int, best_move: str, most: int, language: str) -> str:
    """The body of a hidden test cell (between nbgrader's hidden-test markers) for one puzzle.

    Names starting with ``_wp`` keep the learner's namespace tidy; ``answer`` is popped, so a later puzzle
    whose answer cell failed is not marked with this one's answer. ``In`` (IPython's input history) gives
    the source of the cell run just before: the answer cell.
    """
    puzzle = {"position": dict(position), "best": best, "best_move": best_move, "most": most, "language": language}
    with using_language(language):
        not_marked = not_marked_sentence(most)
    return (
        "import json as _wpj, subprocess as _wps, sys as _wpy\n"
        f"_wpq = {puzzle!r}\n"
        "_wpq['given'] = 'answer' in globals()\n"
        "_wpq['answer'] = globals().pop('answer', None)\n"
        "_wph = globals().get('In') or []\n"
        "_wpq['source'] = _wph[-2] if len(_wph) > 1 else None\n"
        "try:\n"
        "    _wpr = _wps.run([_wpy.executable, '-I', '-m', 'wordplay.puzzles.judge'],\n"
        "        input=_wpj.dumps(_wpq, default=lambda o: {'unreadable': type(o).__name__}),\n"
        "        capture_output=True, text=True, timeout=600)\n"
        "    _wpm = _wpj.loads(_wpr.stdout) if _wpr.returncode == 0 else None\n"
        "except (OSError, ValueError, _wps.SubprocessError):\n"
        "    _wpm = None\n"
        "if not isinstance(_wpm, dict) or not {'points', 'feedback', 'steps', 'html'} <= set(_wpm):\n"
        f"    _wpm = {{'points': 0.0, 'feedback': {not_marked!r}, 'steps': '', 'html': ''}}\n"
        "print(_wpm['feedback'] + ('\\n\\n' + _wpm['steps'] if _wpm['steps'] else ''))\n"
        "if _wpm['html']:\n"
        "    from IPython.display import HTML as _wpH, display as _wpd\n"
        "    _wpd(_wpH(_wpm['html']))\n"
        "_wpm['points']"
    )


def not_marked_sentence(most: int) -> str:
    """What the learner reads when the answer could not be marked (the judge did not run, or failed): no points,
    and who marks it instead, in the current language; never a Python error's text."""
    return f"{render('assignment.not_marked', {})} {render('assignment.marks', {'points': 0, 'most': most})}"


def judge(request: Mapping[str, Any]) -> dict[str, Any]:
    """Mark the request's answer: ``{"points", "most", "kind", "feedback", "html"}`` (plain JSON)."""
    from wordplay.puzzles.answers import Given
    from wordplay.puzzles.marking import mark

    given = Given(request.get("answer"), bool(request.get("given")), request.get("source"))
    marked = mark(
        request["position"],
        given,
        best=int(request["best"]),
        most=int(request["most"]),
        language=request.get("language"),
        best_move=request.get("best_move"),
    )
    return {
        "points": marked.points,
        "most": marked.most,
        "kind": marked.kind,
        "feedback": marked.feedback,
        "steps": marked.steps,
        "html": marked.html,
    }


def main() -> int:
    """Read one request (JSON) on stdin, write its mark (JSON) on stdout; never a traceback for a learner's answer."""
    request: Any = None
    try:
        request = json.loads(sys.stdin.read())
        if not isinstance(request, dict) or not isinstance(request.get("position"), dict):
            raise ValueError("not a marking request")
        answer = judge(request)
    except Exception:  # the test cell must still end with points: none, and why (in a sentence)
        answer = _not_marked(request)
    sys.stdout.write(json.dumps(answer))
    return 0


def _not_marked(request: Any) -> dict[str, Any]:
    """The answer to a request that could not be marked: 0 points, in the request's language when it names one."""
    asked = request if isinstance(request, dict) else {}
    most = asked.get("most")
    most = most if isinstance(most, int) and not isinstance(most, bool) else 0
    language = asked.get("language")
    try:
        with using_language(language if isinstance(language, str) else None):
            said = not_marked_sentence(most)
    except UnknownLanguageError:  # a language it does not know: the package default
        said = not_marked_sentence(most)
    return {"points": 0.0, "most": most, "kind": "error", "feedback": said, "steps": "", "html": ""}


if __name__ == "__main__":
    raise SystemExit(main())
