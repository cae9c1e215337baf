"""Computer players for the three modes, deterministic with a seed, built on the finders.

``level`` 3 always takes the best play (classic, forfeit) or the best way to meet the task
(rummy); lower levels pick at random among the top ``(4 - level) * 4`` plays, weighted
towards the best. With no play, a player exchanges its least useful cards (classic) or
discards its most costly card (rummy). In the forfeit mode every computer player with a
fitting action card plays it, on its own play or against another's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wordplay.cards.actions import PlayFacts, fits
from wordplay.cards.finder import finder_for
from wordplay.cards.game import CardGame, ClassicGame
from wordplay.core.players import DEFAULT_LEVEL, check_level
from wordplay.core.rng import Rng


@dataclass
class ComputerPlayer:
    """Chooses the moves of the player to move (``level`` 1 to 3), as every family's players do
    (:class:`wordplay.core.players.Player`): ``game.apply(player.choose(game))``."""

    level: int = DEFAULT_LEVEL
    seed: int = 0
    name: str = ""
    rng: Rng = field(init=False)

    def __post_init__(self) -> None:
        check_level(self.level)
        self.name = self.name or f"Computer (level {self.level})"
        self.rng = Rng(self.seed)

    def _pick(self, options: list[Any]) -> Any:
        if self.level == 3 or len(options) == 1:
            return options[0]
        options = options[: (4 - self.level) * 4]
        weights = list(range(len(options), 0, -1))
        x = self.rng.below(sum(weights))
        for option, w in zip(options, weights, strict=False):
            if x < w:
                return option
            x -= w
        return options[-1]

    def choose(self, game: CardGame) -> Any:
        """The move to make for the player to move (a value for ``game.apply``); in a forfeit
        window, the action card some player should play, else ``"close"``."""
        if isinstance(game, ClassicGame):
            if game.window is not None:
                for offset in range(game.players):
                    p = (game.window["player"] + offset) % game.players
                    category = self.actions_for(game, p)
                    if category:
                        return ("action", p, category)
                return "close"
            return self._classic_move(game)
        return self._rummy_move(game)

    # ----- classic and forfeit ------------------------------------------------------------------

    def _classic_move(self, game: ClassicGame) -> Any:
        finder = finder_for(game.ruleset, game.lexicon)
        plays = finder.best(game.table, game.hand, 1 if self.level == 3 else (4 - self.level) * 4)
        if plays:
            return self._pick(plays).play
        decks = game.decks
        worst = "".join(sorted(game.hand, key=lambda c: (-decks.value(c), c))[:3])
        if game.draw_pile and len(worst) <= len(game.draw_pile):
            return ("exchange", worst)
        return "pass"

    @staticmethod
    def actions_for(game: ClassicGame, player: int) -> str | None:
        """The category of ``player``'s action card that fits the open window, if any."""
        window = game.window
        if window is None or player in window["acted"]:
            return None
        facts = PlayFacts.from_dict(window["facts"])
        held = game.decks.actions[game.state["actions"][player]]
        fitting = [c for c in held if fits(c, facts, game.decks.vowels)[0]]
        if not fitting:
            return None
        own = player == window["player"]
        chosen: str = max(fitting, key=lambda c: c.gain if own else c.loss).id
        return chosen

    # ----- rummy -------------------------------------------------------------------------------

    def _rummy_move(self, game: Any) -> Any:
        from wordplay.cards.solver import solve_task

        card = game.round_card
        if game.phase == "draw":
            top = game.top_discard
            if top is None:
                return ("draw", "pile")
            if not game.draw_pile and len(game.discard_pile) < 2:
                return ("draw", "discard")
            with_top = solve_task(game.ruleset, card, game.hand + top, game.lexicon)
            return ("draw", "discard" if with_top is not None and with_top.discard != top else "pile")
        best = solve_task(game.ruleset, card, game.hand, game.lexicon)
        if best is not None:
            return ("discard", best.discard, list(best.words))
        decks = game.decks
        return ("discard", max(game.hand, key=lambda c: (decks.value(c), c)))


def play_out(game: CardGame, players: list[ComputerPlayer], max_moves: int = 5000) -> CardGame:
    """Let computer players finish ``game`` (forfeit windows included: the mover's seat decides)."""
    for _ in range(max_moves):
        if game.is_over:
            break
        game.apply(players[game.to_move].choose(game))
    return game


def computer_player(level: int, seed: int = 0, lexicon: Any = None, name: str | None = None) -> ComputerPlayer:
    """A computer player of ``level`` (1 the beginner .. 3 the strongest), as every family makes one.

    The card players read the game's own lexicon, so ``lexicon`` is accepted for the common face and
    not kept."""
    return ComputerPlayer(check_level(level), seed, name or "")
