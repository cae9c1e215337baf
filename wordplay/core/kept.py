"""Saved games on disk: read bounded, and written at once (a temporary file renamed into place), leaving nothing behind.

A save is written through :func:`~wordplay.core.lexicon_cache.write_atomic`, so a reader never sees half
of one. A process killed mid-write (``kill -9``, a kernel that died) leaves its temporary file
(``.<name>.<random>.tmp`` beside the save); the next save of the same file removes every such file
older than :data:`STALE_SECONDS` (a younger one may be another process's write in progress).

Every game widget keeps its game as it goes, unasked (:func:`keep`), in the learner's folder
(:func:`games_folder`): ``$WORDPLAY_DATA_DIR``, else ``$JUPYTER_DATA_DIR/wordplay``, else
``$XDG_DATA_HOME/wordplay`` (``~/.local/share/wordplay``), then ``games/<learner>/``. The learner is
the hub user (``$JUPYTERHUB_USER``) where there is one, else the computer's user: the widgets name no
one else, so nobody is offered another's game. A name given to :func:`kept_games` (off a hub) reads
that learner's folder instead, as a hub user's games are kept under their hub name; the folder is the
learner's alone (0700, each game 0600). A game is kept under the name of its ruleset, players
and seed, in its notebook (:func:`slot`): the same cell run again, or run after a kernel restart, finds it.
:func:`kept_games` lists a learner's kept games with their date, players and moves.
"""

from __future__ import annotations

import contextlib
import datetime
import getpass
import glob
import hashlib
import json
import os
import pathlib
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from wordplay.core.errors import NotationError, SaveFormatError
from wordplay.core.lexicon_cache import write_atomic
from wordplay.core.untrusted import MAX_SAVE_CHARS, read_word_list

if TYPE_CHECKING:
    from wordplay.core.recorded import RecordedGame

STALE_SECONDS = 60  # a save is written in milliseconds: a temporary file this old was left by a dead process
PRIVATE_FOLDER = 0o700  # a learner's folder of kept games: theirs alone, even where the data folder is shared
PRIVATE_FILE = 0o600  # and each kept game in it


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


def data_folder() -> pathlib.Path:
    """Where wordplay keeps a user's data (see the module docstring)."""
    own = os.environ.get("WORDPLAY_DATA_DIR")
    if own:
        return pathlib.Path(own)
    jupyter = os.environ.get("JUPYTER_DATA_DIR")
    if jupyter:
        return pathlib.Path(jupyter) / "wordplay"
    xdg = os.environ.get("XDG_DATA_HOME") or str(pathlib.Path.home() / ".local" / "share")
    return pathlib.Path(xdg) / "wordplay"


def learner(name: str | None = None) -> str:
    """Whose games these are: the hub user where there is one, else ``name`` (a folder asked for by name, as
    :func:`kept_games` is; the widgets give none), else the computer's user."""
    hub = os.environ.get("JUPYTERHUB_USER")
    if hub:
        return hub
    if name:
        return name
    try:
        return getpass.getuser()
    except (OSError, KeyError, ImportError):  # no user name (some containers; no pwd module in a browser)
        return "learner"


def _file_name(text: str, limit: int = 40) -> str:
    """``text`` as part of a file name: its safe characters, then a digest so that two texts never share one."""
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", text)[:limit].strip(".") or "_"
    return f"{safe}-{hashlib.sha256(text.encode('utf-8', 'surrogatepass')).hexdigest()[:10]}"


def games_folder(name: str | None = None) -> pathlib.Path:
    """The folder of the learner's kept games (:func:`learner` of ``name``)."""
    return data_folder() / "games" / _file_name(learner(name))


NOTEBOOK_VARIABLE = "JPY_SESSION_NAME"  # the notebook a kernel runs for, as Jupyter's server tells the kernel


def slot(ruleset_id: str, names: list[str], seed: int) -> str:
    """The file name a game is kept under: the same ruleset, players and seed, in the same notebook (where the
    server names it), find the same file; the same game started in another notebook is a game of its own."""
    notebook = os.environ.get(NOTEBOOK_VARIABLE, "")
    text = f"{ruleset_id}-seed{seed}-" + json.dumps(names, ensure_ascii=False)
    return _file_name(text + (f"-in-{notebook}" if notebook else "")) + ".json"


def keep(path: pathlib.Path, text: str) -> bool:
    """Keep a game's save at ``path``; ``False`` when the folder cannot be written (a read-only home: the game
    then lives in memory only, as before)."""
    try:
        path.parent.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
        os.chmod(path.parent, PRIVATE_FOLDER)  # on a shared data folder, nobody else opens the learner's games
        write_save_file(path, text)
        os.chmod(path, PRIVATE_FILE)
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class KeptGame:
    """One kept game, as :func:`kept_games` lists it."""

    path: pathlib.Path
    saved: str  # when it was last kept, ``YYYY-MM-DD HH:MM`` (UTC)
    ruleset: str
    players: tuple[str, ...]
    moves: int
    finished: bool

    def load(self) -> RecordedGame:
        """The game itself (its family's game class reads and checks it)."""
        import importlib

        text = read_save_file(self.path)
        module, name = GAME_CLASSES.get(str(json.loads(text).get("format")), GAME_CLASSES["wordplay.board-game"])
        game_class: type[RecordedGame] = getattr(importlib.import_module(module), name)
        return game_class.from_json(text)


#: each save format's game class (module, name)
GAME_CLASSES = {
    "wordplay.board-game": ("wordplay.board.game", "BoardGame"),
    "wordplay.cards-game": ("wordplay.cards.game", "CardGame"),
    "wordplay.thief-game": ("wordplay.thief.game", "ThiefGame"),
}


def kept_games(name: str | None = None) -> list[KeptGame]:
    """The learner's kept games, the latest first; a file that does not read is left out (and left alone).

    On a hub, the hub user's; elsewhere the computer's user's (where every widget keeps its games), or, with
    ``name``, the folder of the learner of that name (a hub user's games kept in a shared data folder)."""
    folder = games_folder(name)
    found = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        listed = _listed(path)
        if listed is not None:
            found.append(listed)
    return [game for _, game in sorted(found, key=lambda pair: pair[0], reverse=True)]


def _listed(path: pathlib.Path) -> tuple[float, KeptGame] | None:
    """A kept file's line in :func:`kept_games` (with its time, to sort by), or ``None`` when it does not read
    as a saved game: each field is checked for its type, and only moves are counted (not hints, nor draws)."""
    from wordplay.core.untrusted import load_json, player_name

    try:
        data = load_json(read_save_file(path))
        stamp = path.stat().st_mtime
    except (SaveFormatError, OSError):
        return None
    if not isinstance(data, dict):
        return None
    events, players, ruleset, finished = (data.get(key) for key in ("events", "players", "ruleset", "finished"))
    if not (
        isinstance(events, list)
        and all(isinstance(e, dict) for e in events)
        and isinstance(players, list)
        and all(isinstance(p, str) for p in players)
        and isinstance(ruleset, dict)
        and isinstance(ruleset.get("id"), str)
        and isinstance(finished, bool)
    ):
        return None
    kinds = _move_kinds(data.get("format"), ruleset)
    if kinds is None:
        return None
    names = tuple(player_name(p) for p in players)
    when = datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    moves = sum(1 for e in events if e.get("kind") in kinds)
    return stamp, KeptGame(path, when, ruleset["id"], names, moves, finished)


def _move_kinds(save_format: Any, ruleset: dict[str, Any]) -> tuple[str, ...] | None:
    """The kinds of event that are moves in a save of ``save_format`` (a rummy game's draws are moves, a board
    game's dictated draws are not); ``None`` for a format no game writes."""
    import importlib

    if save_format == "wordplay.cards-game" and ruleset.get("rummy") is True:
        module, name = "wordplay.cards.rummy", "RummyGame"
    elif save_format == "wordplay.cards-game":
        module, name = "wordplay.cards.game", "ClassicGame"
    elif isinstance(save_format, str) and save_format in GAME_CLASSES:
        module, name = GAME_CLASSES[save_format]
    else:
        return None
    kinds: tuple[str, ...] = getattr(importlib.import_module(module), name).move_kinds
    return kinds


__all__ = [
    "STALE_SECONDS",
    "KeptGame",
    "data_folder",
    "games_folder",
    "keep",
    "kept_games",
    "learner",
    "read_save_file",
    "remove_stale",
    "slot",
    "write_save_file",
]
