"""The play page's Python side, run by ``worker.mjs`` in Pyodide: the same ``play(variant, language)`` page and
game widgets as in JupyterLab, with no kernel between them and the page.

ipywidgets talks to a page through the ``comm`` package: a widget opens a comm with its state, then sends
updates, and the page's updates come back to it. In a kernel, ipykernel's comms carry those messages over
Jupyter's protocol; here :class:`PageComm` hands them to the worker (``postComm``), which posts them to the
page, and :func:`deliver` takes the page's messages to the comm they are for. Nothing else changes: the
widgets, their ES modules and the engines are wordplay's own, imported from its wheel.
"""

import importlib.util
import json
import os
import sys
import types


def ipython_without_its_shell():
    """IPython's package without the shell: ipywidgets asks it only ``get_ipython()`` (``None`` here, as in any
    Python without an IPython shell) and, for its Output widget, ``IPython.display``. Importing the package
    itself starts with its terminal shell, the completer and the debugger (prompt_toolkit, jedi, pygments,
    stack_data: some 350 modules, three quarters of a play page's start in Pyodide), none of which a play
    page uses. So the package is made without running its ``__init__``, and ``IPython.core.interactiveshell``
    is a stand-in saying that no shell was started; every other IPython module is IPython's own."""
    package = importlib.util.module_from_spec(importlib.util.find_spec("IPython"))
    sys.modules["IPython"] = package
    shell = types.ModuleType("IPython.core.interactiveshell", "No IPython shell runs on a play page.")

    class InteractiveShell:
        @classmethod
        def initialized(cls):
            return False

    shell.InteractiveShell = InteractiveShell
    sys.modules["IPython.core.interactiveshell"] = shell
    from IPython.core.getipython import get_ipython

    package.get_ipython = get_ipython


ipython_without_its_shell()
os.environ["JUPYTER_WIDGETS_ECHO"] = "0"  # one page, no other front end: no echo of the page's own updates

import comm  # noqa: E402
import js  # noqa: E402  (the worker's global scope)
from comm.base_comm import BaseComm  # noqa: E402
from pyodide.ffi import to_js  # noqa: E402


class PageComm(BaseComm):
    """A comm whose messages go to the page through the worker."""

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        text = json.dumps(data or {}, default=str)
        js.postComm(msg_type, self.comm_id, text, to_js([memoryview(b) for b in buffers or []]))


comm.create_comm = PageComm


def deliver(comm_id, text):
    """The page's message ``text`` (JSON) to the comm ``comm_id`` (ignored when that comm is closed)."""
    target = comm.get_comm_manager().get_comm(comm_id)
    if target is not None:
        target.handle_msg({"content": {"comm_id": comm_id, "data": json.loads(text)}, "buffers": []})


PAGES = []  # the page's play page, kept alive


def start(variant, language):
    """The play page of ``variant`` in ``language`` (``wordplay.play.play``): the id of its root widget."""
    from wordplay.play import play

    page = play(variant, language=language)
    PAGES.append(page)
    return page.model_id


def core(variant):
    """Which core answers the game ``variant``: ``"compiled"`` when its engine's WebAssembly module loaded (Word
    Thief's alphagram walks, or the board finder's walker), ``"python"`` when it runs the pure-Python reference."""
    if variant.startswith("word-thief"):
        from wordplay.thief.native import core_kind

        return "python" if core_kind() == "python" else "compiled"
    from wordplay.crossword.native import compiled_module

    return "python" if compiled_module() is None else "compiled"
