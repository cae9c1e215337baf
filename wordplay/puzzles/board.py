"""Puzzles from board games (Wordsmith, Literaki).

A seeded game is played with the best-scoring play each turn (the level-2 computer, "best score
now"); before each move, the finder lists every play of the rack on the board. The **obvious**
move is what the beginner computer (level 1, :class:`wordplay.board.players.BeginnerPlayer`) plays
there: a middling play of short words made of plentiful letters. The position is written as CGP
and checked by the tutorials' :func:`wordplay.widgets.board.exercises.exercise`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from wordplay.board.finder import finder_for
from wordplay.board.game import BoardGame
from wordplay.board.players import BeginnerPlayer, ScorePlayer
from wordplay.board.position import board_cgp, parse_cgp
from wordplay.core.errors import WordplayError
from wordplay.core.registry import get_ruleset
from wordplay.display.board import board_html, rack_html
from wordplay.puzzles.family import NAMES, RANKED, Maker
from wordplay.puzzles.grading import Answer, Candidate


class BoardMaker(Maker):
    family = "board"
    exercise_import = ("wordplay.widgets.board.exercises", "exercise")
    answer_hint = "puzzles.answer.board"

    def candidates(self, variant: str, game_seed: int, lexicon: Any = None) -> Iterator[Candidate]:
        game = BoardGame(variant, list(NAMES), seed=game_seed, lexicon=lexicon)
        beginner, strong = BeginnerPlayer(game_seed), ScorePlayer(game_seed)
        finder = finder_for(game.ruleset, game.lexicon)
        for number in range(1, self.max_moves + 1):
            if game.is_over:
                return
            plays = finder.plays(game.board, game.rack)
            if len(plays) >= 2:
                obvious = beginner.pick(game)
                if obvious is not None:
                    best = plays[0]
                    features = []
                    if any(t.islower() for _, t in best.tiles):
                        features.append("blank")
                    if len(best.tiles) >= game.ruleset.rack_size:
                        features.append("all_tiles")
                    yield Candidate(
                        variant,
                        game_seed,
                        number,
                        {"variant": variant, "cgp": board_cgp(game.board), "rack": game.rack},
                        tuple(Answer(p.notation, p.score) for p in plays[:RANKED]),
                        Answer(obvious.notation, obvious.score),
                        max(len(w) for w in best.words),
                        tuple(features),
                    )
            game.apply(plays[0].play if plays else strong.no_play(game))

    def exercise_call(self, position: Mapping[str, Any], name: str, reveal: bool = False) -> str:
        more = ", reveal=True" if reveal else ""
        return f'exercise({position["variant"]!r}, {name}["cgp"], {name}["rack"], answer{more})'

    def check(self, position: Mapping[str, Any], answer: str | None, reveal: bool = False) -> Any:
        from wordplay.widgets.board.exercises import exercise

        return exercise(position["variant"], position["cgp"], position["rack"], answer, reveal=reveal)

    def worked(self, position: Mapping[str, Any], move: str) -> Any:
        from wordplay.widgets.board.exercises import worked

        try:
            return worked(position["variant"], position["cgp"], move)
        except WordplayError:
            return None

    def position_html(self, position: Mapping[str, Any]) -> str:
        ruleset = get_ruleset(position["variant"])
        values = dict(ruleset.tiles.values)
        board = parse_cgp(position["cgp"], ruleset).board
        return board_html(board, values=values) + rack_html(position["rack"], values)

    def position_text(self, position: Mapping[str, Any]) -> str:
        return f"{position['cgp']} {position['rack']}"


MAKER = BoardMaker()
