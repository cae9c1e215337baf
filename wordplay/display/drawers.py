"""The drawers of the engines' objects, registered with :mod:`wordplay.core.drawing`: what a notebook
shows for a board, a position, a game, an explanation or a review (their ``_repr_html_``)."""

from __future__ import annotations

from wordplay.board.game import BoardGame
from wordplay.board.position import Position
from wordplay.core.drawing import drawer
from wordplay.core.explanation import Explanation
from wordplay.core.review import GameReview
from wordplay.crossword.board import Board
from wordplay.display.board import board_html, explanation_html, game_html, position_html
from wordplay.display.review import review_html

drawer(Board)(board_html)
drawer(Position)(position_html)
drawer(BoardGame)(game_html)
drawer(Explanation)(explanation_html)


@drawer(GameReview)
def _review(review: GameReview) -> str:
    return review_html(review, review.language)
