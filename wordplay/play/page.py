"""The play page: a panel (level, name, start, continue, download, load) above the variant's game widget.

:class:`PlayPanel` is a small anywidget whose ES module (``static/play.js``) draws the panel and
keeps the save in the browser's ``localStorage`` under :attr:`PlayPanel.key`: Python sets ``save``
after every move, the page writes it; when drawn, the page reports what it holds (``stored``), and
Python offers it back ("continue your game") if it reads. A file the learner loads comes in the
same way (``request`` ``{"action": "load", "text": ...}``); a save that does not read is refused
with a sentence (:mod:`wordplay.play.saves`) and nothing else changes.
"""

from __future__ import annotations

import hashlib
import os
import pathlib
import random
from typing import Any

import anywidget
import ipywidgets
import traitlets

from wordplay.core.errors import SaveFormatError
from wordplay.core.messages import get_language, normalise_language, render, using_language
from wordplay.core.players import DEFAULT_LEVEL
from wordplay.play.games import LEVELS, make_widget, title_id
from wordplay.play.saves import Saved, read_save, read_save_file, write_save
from wordplay.widgets.assets import bundle_css, bundle_js

LABELS = ("level", "name", "name_default", "start", "continue", "new_game", "download", "load", "saved")


class PlayPanel(anywidget.AnyWidget):
    """The panel's synced state; its page is ``static/play.js``."""

    _esm = bundle_js("play.js")
    _css = bundle_css("play.css")

    key = traitlets.Unicode("").tag(sync=True)  # the localStorage key of this page's save
    language = traitlets.Unicode("en").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    levels: traitlets.List[list[Any]] = traitlets.List().tag(sync=True)  # [[level, its name], ...]
    level = traitlets.Int(DEFAULT_LEVEL).tag(sync=True)  # the level chosen until the learner picks another
    playing = traitlets.Bool(False).tag(sync=True)
    offer = traitlets.Unicode("").tag(sync=True)  # the "continue your game" note ("" when there is none)
    notice = traitlets.Unicode("").tag(sync=True)  # the last sentence for the learner (a refusal, "loaded")
    save = traitlets.Unicode("").tag(sync=True)  # Python -> page: the save to keep
    file_name = traitlets.Unicode("").tag(sync=True)  # the name a download gets
    stored = traitlets.Unicode("").tag(sync=True)  # page -> Python: what the browser kept
    request = traitlets.Dict().tag(sync=True)  # page -> Python: {"seq", "action", ...}


class PlayPage(ipywidgets.VBox):
    """The page of one variant: the panel, then the game once started (or continued)."""

    def __init__(
        self, variant: str, *, language: str | None = None, save_to: str | None = None, seed: int | None = None
    ) -> None:
        """``seed`` deals every new game alike (for tests and for a class playing the same deal); ``None``: each new
        game its own."""
        self.variant = variant
        self.code = normalise_language(language) if language else get_language()
        self.save_to = pathlib.Path(save_to) if save_to else None
        self.seed = seed
        self.game_widget: Any = None
        self.levels: tuple[int | None, ...] = ()
        self._offered: Saved | None = None
        self._asked: tuple[str, str] | None = None  # (action, digest of its file) the learner was asked to confirm
        with using_language(self.code):
            from wordplay.widgets.seats import level_name

            self.panel = PlayPanel(
                key=storage_key(variant),
                language=self.code,
                title=render(title_id(variant), {}),
                labels={name: render(f"play.{name}", {}) for name in LABELS},
                levels=[[lv, str(level_name(lv))] for lv in LEVELS],
                file_name=f"wordplay-{variant.replace('/', '-')}.json",
            )
        super().__init__(children=[self.panel])
        self.add_class("wp-play-page")
        self.panel.observe(self._stored, "stored")
        self.panel.observe(self._request, "request")
        if self.save_to is not None and self.save_to.exists():
            with using_language(self.code):
                try:
                    text = read_save_file(self.save_to)
                except SaveFormatError as exc:
                    self.panel.notice = exc.message
                else:
                    self._offer(text)

    # ----- from the page -----------------------------------------------------------------------

    def _stored(self, change: Any) -> None:
        if change["new"] and self.game_widget is None:
            self._offer(change["new"])

    def _offer(self, text: str) -> None:
        """Offer ``text`` back as "continue your game" if it reads; a save that does not is said so."""
        with using_language(self.code):
            try:
                saved = read_save(text, self.variant)
            except SaveFormatError as exc:
                self.panel.notice = exc.message
                return
            if saved.game.is_over:
                return
            self._offered = saved
            players = ", ".join(saved.game.names)
            self.panel.offer = render("play.continue_note", {"players": players, "n": len(saved.game.moves)})

    def _request(self, change: Any) -> None:
        request = change["new"] or {}
        action = request.get("action")
        with using_language(self.code):
            loaded = None
            if action == "load":  # a file that does not read is said so first: nothing is asked, nothing lost
                try:
                    loaded = read_save(str(request.get("text", "")), self.variant)
                except SaveFormatError as exc:
                    self.panel.notice = exc.message
                    return
            if action in ("start", "load") and self._would_replace(action, str(request.get("text", ""))):
                return
            if action == "start":
                level = request.get("level")
                level = level if level in LEVELS else DEFAULT_LEVEL
                name = str(request.get("name") or "").strip()[:40] or render("play.name_default", {})
                players = [name, (render("play.computer", {}), level)]
                self._begin([None, level], lambda: make_widget(self.variant, players, self._new_seed(), self.code))
            elif action == "continue" and self._offered is not None:
                if not self._yours(self._offered, request.get("name")):  # no name: the default name's
                    self.panel.notice = render("play.not_yours", {"players": ", ".join(_people(self._offered))})
                    return
                self._continue(self._offered)
            elif action == "load" and loaded is not None:
                self._continue(loaded)
                self.panel.notice = render("play.loaded", {})
            elif action == "new":
                self.children = [self.panel]
                self.game_widget = None
                self.panel.playing = False
                self._offer(self.panel.save)  # the game just left stays on offer until another is saved

    def _yours(self, saved: Saved, name: Any) -> bool:
        """Whether the learner who gave ``name`` may continue ``saved``: on a hub the browser's save is the hub
        user's own (:func:`storage_key`); on a shared computer the name must be one of the game's people."""
        if os.environ.get("JUPYTERHUB_USER"):
            return True
        given = str(name or "").strip()[:40] or render("play.name_default", {})
        return given.casefold() in {n.casefold() for n in _people(saved)}

    def _would_replace(self, action: str, text: str) -> bool:
        """Whether ``action`` would replace an unfinished game with moves (the one played, or the one kept and
        offered) that the learner has not yet agreed to lose: then the page asks, and the same action again
        replaces it. Nothing is ever overwritten without the learner saying so."""
        current: Any = self.game_widget.game if self.game_widget is not None else None
        current = current or (self._offered.game if self._offered is not None else None)
        if current is None:
            return False
        at_risk = not current.is_over and bool(current.moves)
        asked, self._asked = self._asked, (action, hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest())
        if not at_risk or asked == self._asked:
            self._asked = None
            return False
        note = render("play.continue_note", {"players": ", ".join(current.names), "n": len(current.moves)})
        button = render(f"play.{'start' if action == 'start' else 'load'}", {})
        self.panel.notice = render("play.replace_ask", {"game": note, "button": button})
        return True

    def _new_seed(self) -> int:
        return self.seed if self.seed is not None else random.randrange(1 << 30)

    def _continue(self, saved: Saved) -> None:
        players = saved.players()
        self._begin(list(saved.levels), lambda: make_widget(self.variant, players, 0, self.code, game=saved.game))

    def _begin(self, levels: list[int | None], make: Any) -> None:
        self.levels = tuple(levels)
        self.game_widget = make()
        self.game_widget.observe(self._keep, "view")
        self.panel.offer = ""
        self.panel.notice = ""
        self.panel.playing = True
        self.children = [self.panel, self.game_widget]
        self._keep(None)

    # ----- to the page (and the file) ----------------------------------------------------------

    def _keep(self, _change: Any) -> None:
        """Save the game (after every move: every accepted intent redraws the view)."""
        text = write_save(self.variant, self.levels, self.game_widget.game)
        if text != self.panel.save:
            self.panel.save = text
            if self.save_to is not None:
                from wordplay.widgets.base import save_json

                save_json(self.save_to, text)


def _people(saved: Saved) -> list[str]:
    """The people of a saved game (its seats that are not computers): who may continue it on a shared computer."""
    return [n for n, lv in zip(saved.game.names, saved.levels, strict=True) if lv is None]


def storage_key(variant: str) -> str:
    """The browser storage key of ``variant``'s save: one per learner on a hub (every learner's pages share one
    origin there), so nobody is offered another's game."""
    from wordplay.core.kept import learner

    hub = os.environ.get("JUPYTERHUB_USER")
    return f"wordplay-play:{variant}" + (f":{learner()}" if hub else "")


__all__ = ["PlayPage", "PlayPanel", "storage_key"]
