"""Puzzles a teacher makes in one command: positions of seeded games where the best move is clearly
better than the obvious one, graded, written as a notebook of exercises and a printable sheet.

>>> puzzles = make_puzzles("wordsmith", count=1, seed=3)
>>> puzzles.variant, len(puzzles.puzzles)
('wordsmith', 1)

then ``write_notebook(puzzles, "wordsmith.ipynb", language="pl")`` and ``write_sheet(puzzles,
"wordsmith.html", language="pl")`` write the exercises and the printable sheet, and
``write_assignment(puzzles, "source/ps1/wordsmith.ipynb", language="pl")`` an nbgrader assignment.

This package sits above the game families (as the command line does): it imports them, and no
family imports it. One module per job: :mod:`~wordplay.puzzles.grading` (what a puzzle is and how
hard), :mod:`~wordplay.puzzles.choosing` (the seeded games and the choice), one maker per family
(:mod:`~wordplay.puzzles.board`, ``thief``, ``cards``, ``rummy``), :mod:`~wordplay.puzzles.notebook`
and :mod:`~wordplay.puzzles.sheet`; for a class on JupyterHub, :mod:`~wordplay.puzzles.assignment`
(an nbgrader source notebook), :mod:`~wordplay.puzzles.keys` (the teacher's key, kept out of the learners'
reach), :mod:`~wordplay.puzzles.marking` (how an answer is marked and explained),
:mod:`~wordplay.puzzles.judge` (the marking process a hidden test starts), :mod:`~wordplay.puzzles.answers`
(an answer cell read without running it), :mod:`~wordplay.puzzles.remark` (the teacher's re-mark) and
:mod:`~wordplay.puzzles.report` (the class's results).
"""

from wordplay.puzzles.assignment import write_assignment
from wordplay.puzzles.choosing import MAX_COUNT, PuzzleSet, make_puzzles
from wordplay.puzzles.notebook import write_notebook
from wordplay.puzzles.sheet import write_sheet

__all__ = ["MAX_COUNT", "PuzzleSet", "make_puzzles", "write_assignment", "write_notebook", "write_sheet"]
