"""Scrabble Cards: one card-table engine for the classic, forfeit and rummy modes.

The short way in::

    from wordplay.cards import new_game
    game = new_game("classic", ["Ana", "Rui"], seed=3)
    print(game.explain("0,0 across TREINO"))     # 8, doubled as the first play: 16

The pieces: rulesets and decks as data (:func:`load_ruleset`;
any family's by name: :func:`wordplay.core.registry.get_ruleset`),
the boardless table and its
notation (:func:`parse_play`, :class:`CardPlay`, :class:`Bonus`), the dry run
(:func:`check_play`), explained scoring (:func:`score_play`), games (:func:`new_game`,
:class:`ClassicGame`, :class:`RummyGame`), the move finder (:func:`best_plays`,
:func:`all_plays`), the rummy task solver (:func:`solve_task`) and computer players
(:class:`ComputerPlayer`).
"""

from __future__ import annotations

from wordplay.cards.finder import CardFinder, FoundCardPlay, all_plays, best_plays
from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.legality import check_play, validate_play
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer, play_out
from wordplay.cards.rules import CARD_ALPHABET, CardsRuleset, load_ruleset
from wordplay.cards.rummy import RummyGame
from wordplay.cards.scoring import score_play, table_after
from wordplay.cards.solver import TaskSolution, solve_task
from wordplay.cards.spelling import spelling
from wordplay.cards.table import Bonus, CardPlay, parse_play, play_notation, words_formed
from wordplay.cards.task import RummyWord, check_task, score_task

__all__ = [
    "CARD_ALPHABET",
    "Bonus",
    "CardFinder",
    "CardGame",
    "CardPlay",
    "CardsRuleset",
    "ClassicGame",
    "ComputerPlayer",
    "FoundCardPlay",
    "RummyGame",
    "RummyWord",
    "TaskSolution",
    "all_plays",
    "best_plays",
    "check_play",
    "check_task",
    "load_ruleset",
    "new_game",
    "parse_play",
    "play_notation",
    "play_out",
    "score_play",
    "score_task",
    "solve_task",
    "spelling",
    "table_after",
    "validate_play",
    "words_formed",
]
