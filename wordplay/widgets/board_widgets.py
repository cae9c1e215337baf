"""The board-game widgets: thin anywidget classes over the sessions of :mod:`wordplay.widgets.session`.

Three synced traits carry everything:

``board_layout`` (Python -> page, once)
    the squares' premiums, the variant's colours, the letters and their values, the labels.
``view`` (Python -> page)
    the view model the page draws (:meth:`Workbench.view`): board, rack, tiles laid, every
    rule checked, the explained score, players, score sheet, chart, end-of-game summary.
``intent`` (page -> Python)
    one learner's intent, ``{"seq": n, "action": ..., ...}``, validated by
    :func:`wordplay.widgets.protocol.validate_intent` before anything changes.

The page may change nothing else: an update of any other trait, or a custom message, is
refused (the refusal is shown and nothing changes). An exception in a callback is shown
under the widget (``error``) instead of vanishing into the kernel log.
"""

from __future__ import annotations

import itertools
import json
import os
import pathlib
import tempfile
import traceback
from collections.abc import Container, Sequence
from typing import Any

import anywidget
import traitlets

from wordplay.board.game import BoardGame
from wordplay.board.ruleset import BoardRuleset
from wordplay.core.messages import render
from wordplay.widgets.session import GameSession, PositionSession, Workbench, layout_view

HERE = pathlib.Path(__file__).parent
_UIDS = itertools.count(1)


class _BoardWidget(anywidget.AnyWidget):
    """Shared by the board widgets: the ES module, the traits, the intent loop."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    kind = traitlets.Unicode("").tag(sync=True)
    uid = traitlets.Unicode("").tag(sync=True)  # names the widget's root in the page (data-uid)
    board_layout = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    intent = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    def __init__(self, session: Workbench, kind: str, **kwargs: Any) -> None:
        self.session = session
        super().__init__(kind=kind, uid=f"wp{next(_UIDS)}", board_layout=layout_view(session.ruleset), **kwargs)
        self.on_msg(self._on_custom_message)
        self._push()

    # ----- from the page -----------------------------------------------------------------------

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Updates from the page: only ``intent`` is taken; anything else is refused."""
        for key in sync_data:
            if key != "intent":
                self._refuse(render("refusal.widget.trait_read_only", {"trait": key}))
                return
        self.receive(sync_data.get("intent"))

    def receive(self, message: Any) -> bool:
        """Handle one intent (as the page sends it); returns whether it was accepted."""
        try:
            accepted = self.session.handle(message)
            self.error = ""
            self._after(accepted)
        except Exception:  # a bug, not a refusal: show it under the widget
            self.error = traceback.format_exc(limit=6)
            accepted = False
        self._push()
        return accepted

    def _after(self, accepted: bool) -> None:
        """What follows an accepted intent (the computers' moves, for a game)."""

    def _on_custom_message(self, _widget: Any, content: Any, buffers: Any) -> None:
        self._refuse(render("refusal.widget.custom_message", {}))

    def _refuse(self, sentence: str) -> None:
        self.session.refused += 1
        self.session.refusal = sentence
        self._push()

    # ----- to the page ---------------------------------------------------------------------------

    def _push(self) -> None:
        view = self.session.view()
        view["refused"] = self.session.refused
        self.view = view

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/plain"] = repr(self)
            data["text/html"] = self._static_html()
        return bundle

    def _static_html(self) -> str:
        from wordplay.display.widget_html import session_html

        return session_html(self.session)

    def __repr__(self) -> str:
        return repr(self.session)


class GameWidget(_BoardWidget):
    """A whole game of Wordsmith or Literaki at one screen, every move explained.

    >>> GameWidget("wordsmith", ["You", ("Computer", 2)], seed=3)   # doctest: +SKIP

    ``players`` lists names (people taking turns at the same screen) and ``(name, level)``
    pairs (computer players). Click a rack tile then a square (or drag it) to lay it; the
    panel checks every rule and explains the score, step by step. ``top`` > 0 also lists the
    best plays for the rack. ``save_to`` names a file that gets the game's JSON after every
    move (for saving a game, and for tests). ``game`` continues a :class:`BoardGame`.
    """

    def __init__(self, variant: str | BoardRuleset = "wordsmith", players: Sequence[Any] = ("You", ("Computer", 1)),
                 seed: int = 0, *, lexicon: Container[str] | None = None, top: int = 0,
                 save_to: str | os.PathLike[str] | None = None, game: BoardGame | None = None, **kwargs: Any) -> None:
        session = GameSession(variant, players, seed, lexicon=lexicon, top=top, game=game)
        self.save_to = pathlib.Path(save_to) if save_to else None
        super().__init__(session, "game", **kwargs)
        self._after(True)
        self._push()

    @property
    def game(self) -> BoardGame:
        return self.session.game

    def _after(self, accepted: bool) -> None:
        session: GameSession = self.session  # type: ignore[assignment]
        while session.computer_to_move():
            self._push()  # shows the learner's move while the computer thinks
            session.step_computer()
        if accepted:
            self._save()

    def _save(self) -> None:
        if self.save_to is None:
            return
        data = self.game.to_json()
        fd, tmp = tempfile.mkstemp(dir=self.save_to.parent, prefix=".wordplay-")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(data)
        os.replace(tmp, self.save_to)


class Explainer(_BoardWidget):
    """A worked example: one position (CGP) and a play, its scoring stepped through in the rules' order.

    >>> Explainer("wordsmith", "<CGP>", "8D QUIET")   # doctest: +SKIP

    The learner may recall the tiles and lay others from the rack (given, the position's, or
    the play's own tiles); the panel checks and explains whatever is laid.
    """

    def __init__(self, variant: str | BoardRuleset, cgp: str, play: str | None = None, rack: str | None = None,
                 *, lexicon: Container[str] | None = None, **kwargs: Any) -> None:
        super().__init__(PositionSession(variant, cgp, play, rack, lexicon=lexicon), "explainer", **kwargs)


class MoveList(_BoardWidget):
    """The top plays for a rack on a position, each with its score breakdown; choosing one lays it.

    >>> MoveList("wordsmith", "<CGP>", rack="AEINRST", top=10)   # doctest: +SKIP
    """

    def __init__(self, variant: str | BoardRuleset, cgp: str, rack: str | None = None, top: int = 10,
                 *, lexicon: Container[str] | None = None, **kwargs: Any) -> None:
        super().__init__(PositionSession(variant, cgp, None, rack, lexicon=lexicon, top=top), "moves", **kwargs)


def dump_view(widget: _BoardWidget) -> str:
    """The current view as JSON (handy in a notebook to see what the page is told)."""
    return json.dumps(widget.view, ensure_ascii=False, indent=1)
