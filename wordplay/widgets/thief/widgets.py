"""The Word Thief widgets: :class:`~wordplay.widgets.base.IntentWidget` classes over
:mod:`wordplay.widgets.thief.session`.

Besides the base's traits (``kind``, ``uid``, ``view``, ``intent``, ``error``), one more:

``setup`` (Python -> page, once)
    the suits and the mark that shows each beside its colour, the labels, the penalty for "cannot play".

``view`` is :meth:`ThiefBench.view` (table, hand, draft, every rule checked, the explained
score, every steal when asked, players, score sheet, chart, end summary); ``intent`` is
validated against :data:`wordplay.widgets.thief.protocol.THIEF`.
"""

from __future__ import annotations

import pathlib
from collections.abc import Container, Sequence
from typing import Any, cast

import traitlets

from wordplay.core.registry import get_ruleset
from wordplay.display.thief import SUIT_MARKS, suit_title, thief_widget_html
from wordplay.thief.game import ThiefGame
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.widgets.assets import SHARED_CSS, SHARED_JS, bundle_css, bundle_js
from wordplay.widgets.base import IntentWidget, kept_or_new
from wordplay.widgets.review import THIEF_SOURCE, ReviewWidget, reviewing
from wordplay.widgets.seats import DEFAULT_PLAYERS
from wordplay.widgets.thief.session import ThiefBench, ThiefGameSession, ThiefPositionSession
from wordplay.widgets.thief.views import msg
from wordplay.widgets.views import SHARED_LABELS, labels

THIEF_LABELS = (
    "steal_hint",
    "words_placeholder",
    "submit",
    "clear",
    "steals",
    "hide_steals",
    "give_up",
    "give_up_confirm",
    "give_up_prompt",
    "cancel",
    "pass",
    "undo",
    "hand",
    "table",
    "locked",
    "no_words",
    "pile",
    "used",
    "steals_title",
    "in_hand",
    "move_help",
    "table_help",
    "hand_help",
)


def setup_view(session: ThiefBench) -> dict[str, Any]:
    """What never changes in a widget: the suits and their marks, the labels, the penalty."""
    rules = session.ruleset
    return {
        "suits": list(rules.deck.suits),
        "suit_marks": {s: SUIT_MARKS.get(s, "") for s in rules.deck.suits},
        "suit_names": {s: suit_title(s) for s in rules.deck.suits},
        "penalty": rules.cannot_play_penalty,
        "labels": {**labels((*SHARED_LABELS, "move_box")), **{k: msg(f"label.{k}") for k in THIEF_LABELS}},
        "title": str(rules.name),
    }


class _ThiefWidget(IntentWidget):
    """Shared by the Word Thief widgets: the ES module (with the move box) and the setup."""

    _esm = bundle_js(*SHARED_JS, "thief.js")
    _css = bundle_css(*SHARED_CSS, "thief.css")
    setup = traitlets.Dict().tag(sync=True)

    def _fixed_traits(self) -> dict[str, Any]:
        return {"setup": setup_view(cast(ThiefBench, self.session))}

    def _static_html(self) -> str:
        view = self.session.view()
        names = [p["name"] for p in view["players"]] if "players" in view else view["names"]
        return thief_widget_html(view, names)


class ThiefGameWidget(ReviewWidget, _ThiefWidget):
    """A whole game of Word Thief at one screen, every turn explained.

    >>> ThiefGameWidget("word-thief", ["You", ("Computer", 1)], seed=1)
    <ThiefGameWidget seed 1: You v Computer (computer, level 1); 1 turn, scores [0, 8], You to move>

    The ruleset (or its name) comes first, then the players, as in every family's game widget (the
    old form with the players first still works). ``players`` lists names (people taking turns at the
    same screen) and ``(name, level)`` pairs (computer players: 1 the beginner, 3 the expert, shown by
    name; the default opponent plays at :data:`~wordplay.core.players.DEFAULT_LEVEL`). Click a word on
    the table to steal it, click hand cards, type the new word(s): the panel checks every rule and
    explains the score, step by step. ``save_to`` names a file that gets the game's JSON after every move
    (one that holds a game already continues it, never overwritten; ``replace=True`` starts a new game
    there); ``game`` continues a :class:`~wordplay.thief.game.ThiefGame`.
    ``language`` (``"pl"``, ``"pt"``, ``"ro"``; ``None``: the package default) is the language of its
    sentences and labels; setting ``widget.language`` later redraws it. The review and ``coach=True``
    as for :class:`~wordplay.widgets.BoardGameWidget`.
    """

    def __init__(
        self,
        ruleset: str | ThiefRuleset = "word-thief",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        *,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        save_to: str | pathlib.Path | None = None,
        game: ThiefGame | None = None,
        language: str | None = None,
        coach: bool = False,
        replace: bool = False,
    ) -> None:
        if isinstance(ruleset, (list, tuple)):  # the old form, players first: ThiefGameWidget(["You", "Ben"])
            ruleset, players = "word-thief", ruleset
        self.save_to = pathlib.Path(save_to) if save_to else None
        self.replace = replace
        asked = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        game = kept_or_new(self, asked, players, seed, game, ThiefGame, lexicon)
        session = reviewing(ThiefGameSession, THIEF_SOURCE)
        super().__init__(
            lambda: session(players, seed, ruleset=ruleset, lexicon=lexicon, game=game), "thief-game", language
        )
        self.coach = coach
        self._after(True)
        self._push()


class ThiefExplainer(_ThiefWidget):
    """A worked example: words on the table, a hand, and a steal drafted, its scoring stepped through.

    >>> ThiefExplainer(["WORK"], "R E E D", "WORK -> REWORKED")
    <ThiefExplainer table WORK, hand REED: WORK -> REWORKED scores 40>

    Words and cards are written as :mod:`wordplay.widgets.thief.position` says (``F/blue``: a
    card with its suit; lower case: a Wild as that letter). The learner may draft any other
    play or steal from the hand, and ask for every steal there is. ``language`` as for
    :class:`ThiefGameWidget`.
    """

    def __init__(
        self,
        table: Sequence[str],
        hand: str,
        steal: str | None = None,
        *,
        own: Sequence[str] = (),
        ruleset: str | ThiefRuleset = "word-thief",
        lexicon: Container[str] | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__(
            lambda: ThiefPositionSession(table, hand, steal, own=own, ruleset=ruleset, lexicon=lexicon),
            "thief-explainer",
            language,
        )
