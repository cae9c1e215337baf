"""Which game plays a Scrabble Cards mode: :func:`new_game` builds the classic, forfeit or rummy game.

Apart from :mod:`wordplay.cards.game` so that the base game does not import the rummy mode built on it.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.rules import CardsRuleset, load_ruleset
from wordplay.cards.rummy import RummyGame


def new_game(
    ruleset: str | CardsRuleset = "classic",
    players: Sequence[str] = ("Player 1", "Player 2"),
    *,
    seed: int = 0,
    lexicon: Container[str] | None = None,
) -> CardGame:
    """A new game of the mode (``classic``, ``forfeit`` or ``rummy``, or a ruleset)."""
    ruleset = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    return game_class(ruleset)(ruleset, players, seed, lexicon)


def game_class(ruleset: CardsRuleset) -> type[CardGame]:
    """The game class of a ruleset's mode."""
    return RummyGame if ruleset.rummy else ClassicGame
