"""Saved games on disk: read bounded, and written at once (a temporary file renamed into place), leaving nothing behind.

A save is written through :func:`~wordplay.core.lexicon_cache.write_atomic`, so a reader never sees half
of one. A process killed mid-write (``kill -9``, a kernel that died) leaves its temporary file
(``.<name>.<random>.tmp`` beside the save); the next save of the same file removes every such file
older than :data:`STALE_SECONDS` (a younger one may be another process's write in progress).
"""

from __future__ import annotations

import contextlib
import glob
import os
import pathlib
import time

from wordplay.core.errors import NotationError, SaveFormatError
from wordplay.core.lexicon_cache import write_atomic
from wordplay.core.untrusted import MAX_SAVE_CHARS, read_word_list

STALE_SECONDS = 60  # a save is written in milliseconds: a temporary file this old was left by a dead process


def write_save_file(path: pathlib.Path, text: str) -> None:
    """Write the save ``text`` to ``path`` at once, after removing the stale temporary files of earlier writes."""
    remove_stale(path)
    write_atomic(path, text.encode("utf-8"))


def read_save_file(path: pathlib.Path) -> str:
    """The text of a save file, read bounded (:data:`~wordplay.core.untrusted.MAX_SAVE_CHARS`); a file that is
    not UTF-8 text, too large, or no file at all is refused (:class:`SaveFormatError`) with a sentence."""
    try:
        return read_word_list(path, most=MAX_SAVE_CHARS)
    except NotationError as exc:
        raise SaveFormatError("bad_save", params={"reason": exc.params.get("reason", "")}) from None


def remove_stale(path: pathlib.Path) -> int:
    """Remove the temporary files an interrupted write of ``path`` left; how many were removed."""
    removed = 0
    if not path.parent.is_dir():
        return removed
    now = time.time()
    for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            if now - leftover.lstat().st_mtime > STALE_SECONDS and leftover.is_file():
                os.unlink(leftover)
                removed += 1
    return removed


__all__ = ["STALE_SECONDS", "read_save_file", "remove_stale", "write_save_file"]
