"""The Scrabble Cards widgets: :class:`~wordplay.widgets.base.IntentWidget` classes over the cards sessions.

Besides the base's traits, ``card_set`` (Python -> page, once): the mode, the letters and
their values, the bonus cards' names and the labels. ``intent`` is validated against
:data:`wordplay.widgets.cards.protocol.CARDS`.

* :class:`CardsGameWidget` -- a whole game of any mode, people at one screen and computer players;
* :class:`CardsExplainer` -- a table, a hand and a play laid, its scoring stepped through
  (with ``top`` > 0, the best plays for the hand: a move list).
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Container, Mapping, Sequence
from typing import Any, cast

import traitlets

from wordplay.cards.game import CardGame
from wordplay.cards.modes import new_game
from wordplay.cards.rules import CardsRuleset, load_ruleset
from wordplay.cards.table import Coord
from wordplay.display.cards import cards_widget_html
from wordplay.widgets.assets import SHARED_CSS, SHARED_JS, bundle_css, bundle_js
from wordplay.widgets.base import IntentWidget, kept_or_new
from wordplay.widgets.cards.rummy import RummySession
from wordplay.widgets.cards.session import CardsGameSession
from wordplay.widgets.cards.table import TableSession
from wordplay.widgets.cards.views import card_set_view
from wordplay.widgets.review import CARDS_SOURCE, ReviewWidget, reviewing
from wordplay.widgets.seats import DEFAULT_PLAYERS, seats

__all__ = ["CardsExplainer", "CardsGameWidget"]


class _CardsWidget(IntentWidget):
    """Shared by the cards widgets: the ES module (with the table's keys and the move box) and the card set."""

    _esm = bundle_js(*SHARED_JS, "cardkeys.js", "cards.js")
    _css = bundle_css(*SHARED_CSS, "cards.css")
    card_set = traitlets.Dict().tag(sync=True)

    def _fixed_traits(self) -> dict[str, Any]:
        return {"card_set": card_set_view(cast(Any, self.session).ruleset)}

    def _static_html(self) -> str:
        return cards_widget_html(self.session.view())


class CardsGameWidget(ReviewWidget, _CardsWidget):
    """A whole game of Scrabble Cards (``classic``, ``forfeit`` or ``rummy``) at one screen.

    >>> CardsGameWidget("forfeit", ["You", ("Computer", 3)], seed=1)   # the computer drew the card nearest to A
    <CardsGameWidget forfeit seed 1: You v Computer (computer, level 3); 2 moves, scores [0, 26], You to move>

    ``players`` lists names (people taking turns at the same screen) and ``(name, level)``
    pairs (computer players: 1 the beginner, 3 the expert, shown by name). Classic and forfeit: pick a hand card,
    click a spot of the table to lay it (a blank asks for its letter; a bonus card is put on a
    letter of the play); the panel checks every rule and explains the score step by step, the
    cards that would leave the table faded. ``top`` > 0 lists the best plays for the hand.
    Rummy: draw, build words from the hand, discard. ``save_to`` names a file that gets the
    game's JSON after every move (one that holds a game already continues it, never overwritten;
    ``replace=True`` starts a new game there). ``game`` continues a game of :mod:`wordplay.cards`.
    ``language`` (``"pl"``, ``"pt"``, ``"ro"``; ``None``: the package default) is the language of its
    sentences and labels; setting ``widget.language`` later redraws it. The review and ``coach=True``
    as for :class:`~wordplay.widgets.BoardGameWidget`.
    """

    def __init__(
        self,
        mode: str | CardsRuleset = "classic",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        *,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        top: int = 0,
        save_to: str | os.PathLike[str] | None = None,
        game: CardGame | None = None,
        language: str | None = None,
        coach: bool = False,
        replace: bool = False,
    ) -> None:
        self.save_to = pathlib.Path(save_to) if save_to else None
        self.replace = replace
        asked = load_ruleset(mode) if isinstance(mode, str) else mode
        game = kept_or_new(self, asked, players, seed, game, CardGame, lexicon)

        def make_session() -> Any:
            ruleset = game.ruleset if game is not None else load_ruleset(mode) if isinstance(mode, str) else mode
            played = game if game is not None else new_game(ruleset, seats(players)[0], seed=seed, lexicon=lexicon)
            return (
                reviewing(RummySession, CARDS_SOURCE)(ruleset, players, game=played)
                if ruleset.rummy
                else reviewing(CardsGameSession, CARDS_SOURCE)(ruleset, players, lexicon=lexicon, top=top, game=played)
            )

        super().__init__(make_session, lambda s: "cards-rummy" if s.ruleset.rummy else "cards-game", language)
        self.coach = coach
        self._after(True)
        self._push()


class CardsExplainer(_CardsWidget):
    """A worked example: a table, a hand and a play laid on it, its scoring stepped through.

    >>> trava = {(0, 0): "T", (0, 1): "R", (0, 2): "A", (0, 3): "V", (0, 4): "A"}
    >>> CardsExplainer("classic", trava, "-1,1 down C(R)IAR")
    <CardsExplainer classic hand CIAR: -1,1 down C(R)IAR>

    The learner may take the cards back and lay others from the hand (given, or the play's own
    cards); the panel checks and explains whatever is laid. ``top`` > 0 lists the best plays.
    ``language`` as for :class:`CardsGameWidget`.
    """

    def __init__(
        self,
        mode: str | CardsRuleset = "classic",
        table: Mapping[Coord, str] | None = None,
        play: str | None = None,
        hand: str | None = None,
        *,
        lexicon: Container[str] | None = None,
        top: int = 0,
        language: str | None = None,
    ) -> None:
        super().__init__(
            lambda: TableSession(mode, table, play, hand, lexicon=lexicon, top=top), "cards-table", language
        )
