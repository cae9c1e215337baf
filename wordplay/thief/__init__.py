"""Word Thief: the steal-table engine, its steal finder and computer players.

The package gives the game its move finder (:attr:`wordplay.thief.game.ThiefGame.default_finder`),
so the game module never imports the finder.
"""

from wordplay.thief.finder import available_move, find_moves
from wordplay.thief.game import ThiefGame

ThiefGame.default_finder = staticmethod(find_moves)
ThiefGame.default_available = staticmethod(available_move)

__all__ = ["ThiefGame", "find_moves"]
