"""A random mover for tests: legal plays found by trial, checked by the engine itself.

With an accept-everything lexicon any well-placed line of tiles is legal, so whole games
run fast and reach every end condition; this exercises state, JSON and GCG, not words.
"""

from __future__ import annotations

import random

from wordplay.board.game import BoardGame
from wordplay.crossword.moves import Play


def random_play(game: BoardGame, rng: random.Random, tries: int = 60) -> Play | None:
    board, size = game.board, game.board.size
    letters = game.ruleset.tiles.alphabet
    rack = list(game.rack)
    empty = board.is_empty()
    anchors = (
        [board.layout.start]
        if empty
        else [
            sq for sq in range(size * size) if not board.cells[sq] and any(board.cells[n] for n in board.neighbours(sq))
        ]
    )
    for _ in range(tries):
        if not anchors or not rack:
            return None
        across = rng.random() < 0.5
        step = 1 if across else size
        anchor = rng.choice(anchors)
        count = rng.randint(1, len(rack))
        back = rng.randint(0, count - 1)
        squares, sq = [], anchor
        for _ in range(back):  # walk back over free squares before the anchor
            r, c = divmod(sq, size)
            if (c if across else r) == 0:
                break
            sq -= step
            while board.cells[sq] and (c if across else r) > 0:
                r, c = divmod(sq, size)
                if (c if across else r) == 0:
                    break
                sq -= step
        while len(squares) < count and 0 <= sq < size * size:
            if not board.cells[sq]:
                squares.append(sq)
            r, c = divmod(sq, size)
            if (c if across else r) == size - 1:
                break
            sq += step
        tiles = rng.sample(rack, len(squares))
        placed = {s: (rng.choice(letters).lower() if t == "?" else t) for s, t in zip(squares, tiles, strict=False)}
        if not placed:
            continue
        play = Play(tuple(sorted(placed.items())), across)
        if game.check(play).ok:
            return play
    return None


def play_random_move(game: BoardGame, rng: random.Random) -> None:
    play = random_play(game, rng) if rng.random() < 0.93 else None
    if play is not None:
        game.play(play)
    elif game.bag and rng.random() < 0.5:
        count = rng.randint(1, len(game.rack))
        if game.ruleset.exchange == "bag_size":
            count = min(count, len(game.bag))
        game.exchange("".join(rng.sample(game.rack, count)))
    else:
        game.pass_turn()
