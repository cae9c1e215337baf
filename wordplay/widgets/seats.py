"""Who sits at a widget's game: people (names) taking turns at one screen, and computer players.

A seat is a name (a person) or ``(name, level)`` (a computer player of that level: 1 the
beginner, the highest level the strongest, in every family; the widget shows the level's name
from the catalogue, :func:`level_name`). Every
game's session mixes in :class:`Seated`: it reads the players, keeps their levels (``None``
for a person) and a seeded computer player per computer seat, and runs the computers until a
person is to act; :func:`undo_to_person` takes back moves until a person's move is undone.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from typing import Any

from wordplay.core.players import DEFAULT_LEVEL, Player

# who sits at a game widget given no players, in every family: a person and a computer of the default level
DEFAULT_PLAYERS: Sequence[Any] = ("You", ("Computer", DEFAULT_LEVEL))


def seat(entry: Any) -> tuple[str, int | None]:
    """A seat: a name (a person), or ``(name, level)`` for a computer player."""
    if isinstance(entry, str):
        return entry, None
    if isinstance(entry, (tuple, list)) and len(entry) == 2 and isinstance(entry[0], str) and type(entry[1]) is int:
        return entry[0], entry[1]
    raise ValueError(f"a player is a name, or (name, level) for the computer: not {entry!r}")


def seats(players: Sequence[Any]) -> tuple[list[str], list[int | None]]:
    """The names and levels of ``players`` (see :func:`seat`)."""
    read = [seat(p) for p in players]
    return [name for name, _ in read], [level for _, level in read]


def level_name(level: int) -> str:
    """A computer level's name (``widget.level.<n>``: 1 "beginner", 2 "intermediate", 3 "expert")."""
    from wordplay.core.messages import catalogue
    from wordplay.widgets.views import msg

    return msg(f"level.{level}") if f"widget.level.{level}" in catalogue() else msg("level.other", level=level)


def seat_note(level: int | None) -> str | None:
    """What a widget shows beside a player's name: nothing for a person, "computer, beginner" for a computer."""
    from wordplay.widgets.views import msg

    return None if level is None else msg("seat.computer", level=level_name(level))


def undo_to_person(game: Any, levels: Sequence[int | None], kinds: Container[str]) -> None:
    """Take back moves until one of a person's (of ``kinds``) is taken back: the computers' replies go with it.

    Refused (nothing changes) when no person has made such a move, or when the game is over.
    """
    from wordplay.widgets.protocol import IntentError

    if game.is_over:
        raise IntentError("game_over")
    if not any(m["kind"] in kinds and levels[m["player"]] is None for m in game.moves):
        raise IntentError("widget.nothing_to_undo")
    while True:
        last = game.moves[-1]
        game.undo()
        if last["kind"] in kinds and levels[last["player"]] is None:
            return


class Seated:
    """Mixed into a game's session: the game, the seats' levels, the computer players and their loop.

    The session implements :meth:`step_computer` (one computer action, False when there is none);
    ``note`` (a sentence added to the notice) comes from :class:`~wordplay.widgets.protocol.IntentSession`.
    """

    game: Any
    exchanged = "exchanged"  # the notice's sentence after an exchange (the cards family's says "cards")
    blanks = "notation.blank"  # a play's blanks named after its notation (the cards family's are cards)
    levels: list[int | None]
    note: Callable[[str], None]  # IntentSession.note and .tell (declared only: the mixin defines no attribute)
    tell: Callable[[str, Any], None]

    def seat(
        self,
        players: Sequence[Any],
        game: Any,
        new_game: Callable[[list[str]], Any],
        computer: Callable[[int, int], Player],
    ) -> None:
        """Seat ``players`` at ``game`` (or at ``new_game(names)``); ``computer(level, seed)`` makes a computer
        player."""
        names, self.levels = seats(players)
        if game is None:
            game = new_game(names)
        if len(game.names) != len(names):
            raise ValueError("one seat per player of the game")
        self.game = game
        self.computers: dict[int, Player] = {
            i: computer(level, game.seed * 100 + i) for i, level in enumerate(self.levels) if level is not None
        }

    @property
    def lexicon(self) -> Container[str]:
        return self.game.lexicon

    def _name(self, player: int) -> str:
        return self.game.names[player]

    def seat_fields(self, player: int) -> dict[str, Any]:
        """A player's seat in the view: ``level`` (``None`` for a person) and ``seat``, the level said by name."""
        return {"level": self.levels[player], "seat": seat_note(self.levels[player])}

    def computer_to_move(self) -> bool:
        return not self.game.is_over and self.levels[self.game.to_move] is not None

    # ----- a turn of the player to move, said in the notice ---------------------------------------

    def play_move(self, play: Any) -> Any:
        """Play ``play`` for the player to move (refusals raise and change nothing); returns the explanation."""
        from wordplay.widgets.protocol import IntentError
        from wordplay.widgets.views import blanks_named, msg

        if play is None:
            raise IntentError("widget.nothing_laid")
        player = self.game.to_move
        explanation = self.game.play(play)
        move = self.game.moves[-1]
        notation = blanks_named(move["notation"], play, self.blanks)
        self.tell(msg("played", player=self._name(player), notation=notation, total=explanation.total), move)
        return explanation

    def exchange_move(self, cards: str, *options: Any) -> None:
        """Exchange ``cards`` for the player to move (``options``: the engine's, e.g. the action card too)."""
        from wordplay.widgets.views import msg

        player = self.game.to_move
        self.game.exchange(cards, *options)
        self.note(msg(self.exchanged, player=self._name(player), count=len(cards)))

    def pass_move(self) -> None:
        """The player to move passes."""
        from wordplay.widgets.views import msg

        player = self.game.to_move
        self.game.pass_turn()
        self.note(msg("passed", player=self._name(player)))

    def step_computer(self) -> bool:
        raise NotImplementedError

    def run_computers(self) -> int:
        """Every computer action until a person is to act or the game ends; how many were made."""
        count = 0
        while self.step_computer():
            count += 1
        return count
