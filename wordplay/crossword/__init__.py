"""The crossword grid every crossword game builds on: the board games and the boardless card table.

Squares and their names (:mod:`~wordplay.crossword.grid`), the tiles on a grid
(:mod:`~wordplay.crossword.board`), placements (:mod:`~wordplay.crossword.moves`), the words a
placement forms (:mod:`~wordplay.crossword.words`), the shape rules (:mod:`~wordplay.crossword.shape`)
and the move generator over a grid (:mod:`~wordplay.crossword.generator`, on the word graph of
:mod:`~wordplay.crossword.graph`). It imports only :mod:`wordplay.core`.
"""
