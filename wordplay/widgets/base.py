"""The base of every game's widget: an anywidget class over an :class:`~wordplay.widgets.protocol.IntentSession`.

Synced traits:

``kind``, ``uid`` (Python -> page, once)
    which drawing the page makes, and the name of the widget's root in the page (``data-uid``).
``view`` (Python -> page)
    the session's view model (plus ``refused``, the count of refusals, and ``announce``: ``{"n", "text"}``,
    what the widget's live region says after each intent, :meth:`IntentSession.announcement`; ``n``
    counts intents answered, so the page says a sentence once, not on every redraw), redrawn on change.
``intent`` (page -> Python)
    one learner's intent, ``{"seq": n, "action": ..., ...}``, validated by the session's schema.
``error`` (Python -> page)
    the traceback of an exception in a callback, shown under the widget instead of being lost.
``language`` (Python -> page)
    the language of every sentence and label the widget shows (``language="pl"``; ``None``: the
    package default when the widget is made, :func:`~wordplay.core.messages.get_language`). Setting
    it from Python redraws the widget in that language and leaves the game as it is; an unknown
    one raises :class:`~wordplay.core.messages.UnknownLanguageError` and changes nothing.

The page may change nothing else: an update of any other trait, or a custom message, is
refused (the refusal is shown and nothing changes). A subclass names its ES module
(``class X(IntentWidget, module="cards")``: ``cards.js``/``cards.css`` bundled after the shared
ones, see :mod:`wordplay.widgets.assets`), builds its session in a function it hands to the
base (so that its sentences, and any error its engine raises on the way, are in the widget's
language), names its fixed read-only traits in :meth:`_fixed_traits` (redrawn when the
language changes), and overrides :meth:`_static_html`.
What follows an intent (:meth:`_after`): a session with computer players (``computer_to_move()``,
``step_computer()``) lets them move, one push at a time, and ``save_to`` gets the game's JSON.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import pathlib
import traceback
import weakref
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

import anywidget
import traitlets

from wordplay.core.errors import WordplayError
from wordplay.core.kept import read_save_file, write_save_file
from wordplay.core.messages import get_language, normalise_language, using_language, using_variant
from wordplay.widgets import lifetime, progress
from wordplay.widgets.protocol import IntentError, IntentSession
from wordplay.widgets.views import said_in_language

if TYPE_CHECKING:
    from wordplay.core.recorded import RecordedGame

_UIDS = itertools.count(1)


class IntentWidget(anywidget.AnyWidget):
    """A widget whose page only sends intents and draws the view Python answers."""

    def __init_subclass__(cls, module: str | None = None, **kwargs: Any) -> None:
        """``class GameX(IntentWidget, module="x")`` loads ``x.js`` and ``x.css`` after the shared ones."""
        super().__init_subclass__(**kwargs)
        if module is not None:
            from wordplay.widgets.assets import widget_css, widget_js

            cls._esm = widget_js(f"{module}.js")
            cls._css = widget_css(f"{module}.css")

    kind = traitlets.Unicode("").tag(sync=True)
    uid = traitlets.Unicode("").tag(sync=True)  # names the widget's root in the page (data-uid)
    view = traitlets.Dict().tag(sync=True)
    intent = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self, make_session: Callable[[], IntentSession], kind: str | Callable[[Any], str], language: str | None = None
    ) -> None:
        """``make_session`` builds the session in the widget's ``language`` (checked first: an unknown
        one raises before anything is built). The public classes take no other keywords: an unknown
        one is a ``TypeError``, not a trait silently ignored. ``kind`` may be a function of the session."""
        code = normalise_language(language) if language is not None else get_language()
        progress.listen_in_notebook()  # a lexicon's first build under this cell shows a bar
        with using_language(code):
            self.session = make_session()
            with using_variant(variant_of(self.session)):
                traits = self._fixed_traits()
        kind = kind(self.session) if callable(kind) else kind
        super().__init__(kind=kind, uid=f"wp{next(_UIDS)}", language=code, **traits)
        self.on_msg(self._on_custom_message)
        self._announce: dict[str, Any] = {"n": 0, "text": ""}
        self._push()
        lifetime.adopt(self)  # a cell run again closes the widgets its earlier run made

    def close(self) -> None:
        """Close the widget and what it made beside itself (its layout): ipywidgets lets both go."""
        lifetime.release(self)
        super().close()

    def _fixed_traits(self) -> dict[str, Any]:
        """The family's fixed read-only traits (layout, card set, labels), built in the widget's language."""
        return {}

    @contextmanager
    def _speaking(self) -> Iterator[str]:
        """Within the block every sentence is in the widget's language."""
        with using_language(self.language or None) as code, using_variant(variant_of(getattr(self, "session", None))):
            yield code

    @traitlets.validate("language")
    def _valid_language(self, proposal: Any) -> str:
        """An unknown language raises :class:`UnknownLanguageError` and leaves the widget as it was."""
        return normalise_language(proposal["value"])

    @traitlets.observe("language")
    def _redraw_in_language(self, change: Any) -> None:
        """A new language: the fixed traits, the refusal shown and the view again; the game is untouched."""
        if not change["old"] or change["old"] == change["new"] or not hasattr(self, "session"):
            return  # the first setting, in __init__
        with self._speaking():
            for name, value in self._fixed_traits().items():
                setattr(self, name, value)
            self.session.relocalise()
            if self._announce["n"]:  # the last sentence said, in the new language (not said again: same n)
                self._announce = {"n": self._announce["n"], "text": self.session.announcement()}
        self._push()

    @property
    def game(self) -> Any:
        """The engine's game behind a game widget (``session.game``)."""
        return cast(Any, self.session).game  # a game widget's session has one

    # ----- from the page -----------------------------------------------------------------------

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Updates from the page: only ``intent`` is taken; anything else is refused."""
        for key in sync_data:
            if key != "intent":
                with self._speaking():
                    self._refuse(IntentError("widget.trait_read_only", params={"trait": key}))
                return
        self.receive(sync_data.get("intent"))

    def receive(self, message: Any) -> bool:
        """Handle one intent (as the page sends it); returns whether it was accepted."""
        try:
            with self._speaking():
                accepted = self.session.handle(message)
            self.error = ""
            self._after(accepted)
        except Exception:  # a bug, not a refusal: shown under the widget
            self.error = traceback.format_exc(limit=6)
            accepted = False
        self._say()
        self._push()
        return accepted

    def _say(self) -> None:
        """The live region's next sentence (said once: its counter moves on)."""
        with self._speaking():
            text = self.session.announcement()
        self._announce = {"n": self._announce["n"] + 1, "text": text}

    save_to: pathlib.Path | None = None  # a file that gets the game's JSON after every accepted intent
    keep_to: pathlib.Path | None = None  # without save_to: where the game is kept unasked (wordplay.core.kept)
    replace = False  # a game widget's replace=True: a new game over the one saved or kept

    def _after(self, accepted: bool) -> None:
        """What follows an intent: the computers' moves (shown one by one), then saving the game."""
        computer_to_move = getattr(self.session, "computer_to_move", None)
        while computer_to_move is not None and computer_to_move():
            self._push()  # shows the learner's move while the computer thinks
            with self._speaking():
                self.session.step_computer()  # type: ignore[attr-defined]
        if accepted and self.save_to is not None:
            save_json(self.save_to, self.session.game.to_json())  # type: ignore[attr-defined]
        elif accepted and self.keep_to is not None:
            from wordplay.core.kept import keep

            if self.session.game.moves or self.keep_to.exists():  # type: ignore[attr-defined]  # no empty games kept
                keep(self.keep_to, self.session.game.to_json())  # type: ignore[attr-defined]

    def _on_custom_message(self, _widget: Any, content: Any, buffers: Any) -> None:
        with self._speaking():
            self._refuse(IntentError("widget.custom_message"))

    def _refuse(self, error: IntentError) -> None:
        self.session.refuse_message(error.message, error)
        self._say()
        self._push()

    # ----- to the page ---------------------------------------------------------------------------

    def _push(self) -> None:
        with self._speaking():
            view = said_in_language(self.session.view())
        view["refused"] = self.session.refused
        view["announce"] = dict(getattr(self, "_announce", {"n": 0, "text": ""}))
        self.view = view

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        if isinstance(data, dict):
            data["text/plain"] = repr(self)
            with self._speaking():
                data["text/html"] = self._static_html()
        return bundle

    def _static_html(self) -> str:
        """HTML shown where there is no widget front end (a saved notebook on GitHub)."""
        return ""

    def __repr__(self) -> str:
        with self._speaking():  # saved as the notebook's text/plain: in the widget's language
            return repr(self.session)


def variant_of(session: Any) -> str | None:
    """The ruleset id a session's game is played by: its sentences take that game's own words."""
    ruleset = getattr(session, "ruleset", None) or getattr(getattr(session, "game", None), "ruleset", None)
    found = getattr(ruleset, "id", None)
    return found if isinstance(found, str) else None


def dump_view(widget: IntentWidget) -> str:
    """The current view as JSON (handy in a notebook to see what the page is told)."""
    return json.dumps(widget.view, ensure_ascii=False, indent=1)


class AskedRuleset(Protocol):
    """What the keeping of a game needs of the ruleset a widget is asked for (every family's ruleset has it)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> object: ...  # a catalogue term for a shipped ruleset, else the name given

    def settings(self) -> dict[str, Any]: ...


def ruleset_of(game: RecordedGame) -> AskedRuleset:
    """The ruleset a game is played by (every family's game has one; :class:`RecordedGame` does not say so)."""
    found: AskedRuleset = cast(Any, game).ruleset
    return found


G = TypeVar("G", bound="RecordedGame")


def kept_or_new(
    widget: IntentWidget,
    ruleset: AskedRuleset,
    players: Sequence[Any],
    seed: int,
    game: G | None,
    game_class: type[G],
    *services: Any,
) -> G | None:
    """The game a game widget starts with (``None``: a new one), and where it is kept as it goes (``widget.keep_to``).

    ``ruleset`` is the ruleset asked for (a settings object: the registry's ``scrabble-cards/classic`` and the
    mode's ``classic`` are one). With ``save_to`` that file (:func:`kept_in`). Without, the game is kept unasked in
    the learner's folder (:mod:`wordplay.core.kept`) under its ruleset, players and seed: when a game of the same
    settings is kept there and not over, the same cell run again (or after a kernel restart) continues it; a
    finished one is set aside under another name. A file there that is another game (other settings, another
    version of wordplay, damaged, or not the history of the ``game`` passed in) is left as it is, never
    overwritten: the game is kept beside it, under the next free name."""
    if widget.save_to is not None:
        if game is not None and not widget.replace:
            widget.save_to = _free_for(widget.save_to, game)
            return game
        return None if widget.replace else kept_in(widget.save_to, None, game_class, ruleset, *services)
    from wordplay.core import kept
    from wordplay.widgets.seats import seats

    if game is not None:
        ruleset, names, seed = ruleset_of(game), list(game.names), int(cast(Any, game).seed)
    else:
        names = seats(players)[0]
    found = None
    for path in _siblings(kept.games_folder() / kept.slot(ruleset.id, names, seed)):
        if _held_by_another(path):  # a second widget of the same game, beside the first: a game of its own
            continue
        if game is not None:
            if _holds_another(path, game):
                continue
        elif path.exists() and not widget.replace:
            try:
                found = kept_in(path, None, game_class, ruleset, *services)
            except WordplayError:  # not a game this widget can continue: left as it is
                continue
            if found is not None and found.is_over:
                with contextlib.suppress(OSError):
                    path.rename(path.with_name(f"{path.stem}-{int(path.stat().st_mtime)}.json"))
                found = None
        _KEPT_BY[path] = weakref.ref(widget)
        widget.keep_to = path
        return game if game is not None else found
    raise AssertionError("unreachable: the names beside a kept game never run out")  # pragma: no cover


_KEPT_BY: dict[pathlib.Path, weakref.ref[IntentWidget]] = {}  # each kept game's file -> the widget playing it


def _siblings(path: pathlib.Path) -> Iterator[pathlib.Path]:
    """``path``, then the names beside it a game is kept or saved under when ``path`` is another game's."""
    yield path
    for n in itertools.count(2):
        yield path.with_name(f"{path.stem}-{n}{path.suffix}")


def _holds_another(path: pathlib.Path, game: RecordedGame) -> bool:
    """Whether ``path`` holds something other than ``game`` or an earlier point of its history (what writing
    ``game`` there would lose): another game, or a file that does not read as a game."""
    if not path.exists():
        return False
    from wordplay.core.untrusted import load_json

    try:
        there = load_json(read_save_file(path))
    except WordplayError:
        return True
    ours = game.to_dict()
    if not isinstance(there, dict) or not isinstance(there.get("events"), list):
        return True
    header = (key for key in ours if key not in ("events", "state", "finished"))
    same_start = all(there.get(key) == ours[key] for key in header)
    return not same_start or there["events"] != ours["events"][: len(there["events"])]


def _free_for(path: pathlib.Path, game: RecordedGame) -> pathlib.Path:
    """``path`` when ``game`` may be written there; else the first name beside it that holds nothing else."""
    return next(p for p in _siblings(path) if not _holds_another(p, game))


def _held_by_another(path: pathlib.Path) -> bool:
    """Whether an open widget of this process plays the game kept at ``path``, other than one the running cell's
    earlier run made (which this run replaces: a cell run again continues its game)."""
    holder = _KEPT_BY.get(path)
    widget = holder() if holder is not None else None
    if widget is None or getattr(widget, "comm", None) is None:  # gone, or closed
        return False
    return not lifetime.replaced_by_this_run(widget)


def kept_in(
    save_to: pathlib.Path | None, game: G | None, game_class: type[G], ruleset: AskedRuleset | None, *services: Any
) -> G | None:
    """The game a game widget plays: ``game`` when given; else, when ``save_to`` already holds a saved game, that
    game, continued (a cell run again never erases what it saved); else ``None`` (a new game).

    A file that holds no saved game of this ruleset (``ruleset``: the ruleset asked for, its every setting
    compared; ``None`` when any) is refused with :class:`~wordplay.core.errors.SaveFormatError` and left as it
    is; the caller's ``replace=True`` starts a new game over it instead (the learner said so)."""
    if game is not None or save_to is None or not save_to.exists():
        return game
    from wordplay.core.errors import SaveFormatError
    from wordplay.core.messages import render

    kept = game_class.from_json(read_save_file(save_to), *services)
    played = ruleset_of(kept)
    if ruleset is not None and played.settings() != ruleset.settings():
        message_id = "play.save.other_variant" if played.id != ruleset.id else "play.save.other_settings"
        names = {"game": played.name, "this": ruleset.name}
        raise SaveFormatError("bad_save", message=render(message_id, names))
    return kept


def save_json(path: pathlib.Path, text: str) -> None:
    """Write ``text`` to ``path`` at once (a temporary file renamed), so a reader never sees half a save; the
    temporary files a killed process left beside it go (:mod:`wordplay.core.kept`)."""
    write_save_file(path, text)
