"""The base of every game's widget: an anywidget class over an :class:`~wordplay.widgets.protocol.IntentSession`.

Synced traits:

``kind``, ``uid`` (Python -> page, once)
    which drawing the page makes, and the name of the widget's root in the page (``data-uid``).
``view`` (Python -> page)
    the session's view model (plus ``refused``, the count of refusals), redrawn on change.
``intent`` (page -> Python)
    one learner's intent, ``{"seq": n, "action": ..., ...}``, validated by the session's schema.
``error`` (Python -> page)
    the traceback of an exception in a callback, shown under the widget instead of being lost.

The page may change nothing else: an update of any other trait, or a custom message, is
refused (the refusal is shown and nothing changes). A subclass sets ``_esm``/``_css`` (see
:mod:`wordplay.widgets.assets`), may add read-only traits, and overrides :meth:`_after` (what
follows an accepted intent, e.g. the computers' moves) and :meth:`_static_html`.
"""

from __future__ import annotations

import itertools
import json
import traceback
from typing import Any

import anywidget
import traitlets

from wordplay.core.messages import render
from wordplay.widgets.protocol import IntentSession

_UIDS = itertools.count(1)


class IntentWidget(anywidget.AnyWidget):
    """A widget whose page only sends intents and draws the view Python answers."""

    kind = traitlets.Unicode("").tag(sync=True)
    uid = traitlets.Unicode("").tag(sync=True)  # names the widget's root in the page (data-uid)
    view = traitlets.Dict().tag(sync=True)
    intent = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    def __init__(self, session: IntentSession, kind: str, **kwargs: Any) -> None:
        self.session = session
        super().__init__(kind=kind, uid=f"wp{next(_UIDS)}", **kwargs)
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
        """What follows an intent (the computers' moves, saving a game)."""

    def _on_custom_message(self, _widget: Any, content: Any, buffers: Any) -> None:
        self._refuse(render("refusal.widget.custom_message", {}))

    def _refuse(self, sentence: str) -> None:
        self.session.refuse_message(sentence)
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
        """HTML shown where there is no widget front end (a saved notebook on GitHub)."""
        return ""

    def __repr__(self) -> str:
        return repr(self.session)


def dump_view(widget: IntentWidget) -> str:
    """The current view as JSON (handy in a notebook to see what the page is told)."""
    return json.dumps(widget.view, ensure_ascii=False, indent=1)
