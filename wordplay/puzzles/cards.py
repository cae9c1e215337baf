"""Puzzles from Scrabble Cards, classic and forfeit modes.

A seeded game is played by two level-2 computers (:func:`wordplay.cards.players.computer_player`;
in the forfeit mode they also play their action cards). Before each play, the finder lists every
play of the hand on the table. The **obvious** move is the best *short* play: the best-scoring play
whose words all have at most :data:`SHORT_WORD` letters (what a beginner sees first). A bonus card
the best play lays, a blank, and every card of the hand used make it harder. The position is
checked by :func:`wordplay.widgets.cards.exercises.cards_exercise`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from html import escape
from typing import Any

from wordplay.cards.finder import FoundCardPlay, finder_for
from wordplay.cards.game import ClassicGame
from wordplay.cards.players import computer_player
from wordplay.core.messages import render
from wordplay.puzzles.family import NAMES, RANKED, Maker
from wordplay.puzzles.grading import Answer, Candidate

SHORT_WORD = 4


def mode_of(variant: str) -> str:
    """``classic`` for ``scrabble-cards/classic``: the cards family's own name for the ruleset."""
    return variant.rpartition("/")[2]


def _features(found: FoundCardPlay, hand: str) -> tuple[str, ...]:
    out = []
    if any(t.islower() for _, t in found.play.cards):
        out.append("blank")
    if found.play.bonus is not None:
        out.append("bonus_card")
    if len(found.play.cards) + (found.play.bonus is not None) == len(hand):
        out.append("all_tiles")
    return tuple(out)


class CardsMaker(Maker):
    family = "cards"
    exercise_import = ("wordplay.widgets.cards.exercises", "cards_exercise")
    answer_hint = "puzzles.answer.cards"
    notation_kind = "cards_play"

    def candidates(self, variant: str, game_seed: int, lexicon: Any = None) -> Iterator[Candidate]:
        game = ClassicGame(mode_of(variant), list(NAMES), seed=game_seed, lexicon=lexicon)
        player = computer_player(2, seed=game_seed)
        finder = finder_for(game.ruleset, game.lexicon)
        for number in range(1, self.max_moves + 1):
            if game.is_over:
                return
            if game.window is None:  # a turn (not an action window after a play)
                candidate = self._candidate(variant, game_seed, number, finder.plays(game.table, game.hand), game)
                if candidate is not None:
                    yield candidate
            game.apply(player.choose(game))

    @staticmethod
    def _candidate(
        variant: str, game_seed: int, number: int, plays: list[FoundCardPlay], game: ClassicGame
    ) -> Candidate | None:
        short = [p for p in plays if max(len(w) for w in p.words) <= SHORT_WORD]
        if len(plays) < 2 or not short:
            return None
        best = plays[0]
        position = {
            "variant": variant,
            "table": [[r, c, card] for (r, c), card in sorted(game.table.items())],
            "hand": game.hand,
        }
        return Candidate(
            variant,
            game_seed,
            number,
            position,
            tuple(Answer(p.notation, p.score) for p in plays[:RANKED]),
            Answer(short[0].notation, short[0].score),
            max(len(w) for w in best.words),
            _features(best, game.hand),
        )

    def exercise_call(self, position: Mapping[str, Any], name: str, reveal: bool = False) -> str:
        more = ", reveal=True" if reveal else ""
        mode = mode_of(position["variant"])
        return (
            f'cards_exercise({mode!r}, {{(r, c): card for r, c, card in {name}["table"]}}, {name}["hand"], '
            f"answer{more})"
        )

    def check(self, position: Mapping[str, Any], answer: str | None, reveal: bool = False) -> Any:
        from wordplay.widgets.cards.exercises import cards_exercise

        table = {(r, c): card for r, c, card in position["table"]}
        return cards_exercise(mode_of(position["variant"]), table, position["hand"], answer, reveal=reveal)

    def position_html(self, position: Mapping[str, Any]) -> str:
        hand = "".join(card_html(card if card != "?" else " ") for card in position["hand"])
        return (
            f"{table_html(position['table'])}<div class='puzzle-label'>{escape(render('puzzles.cards.hand', {}))}"
            f"</div><div>{hand}</div>"
        )

    def position_text(self, position: Mapping[str, Any]) -> str:
        table = " ".join(f"{r},{c}:{card}" for r, c, card in position["table"]) or "-"
        return f"{table} | {position['hand']}"


_CARD = (
    "display:inline-block;width:22px;height:26px;margin:1px;border-radius:3px;text-align:center;"
    "font:bold 14px/26px sans-serif;background:#fdf6e3;border:1px solid #b9a27a"
)
_HEAD = "font:11px sans-serif;color:#555;padding:0 3px"


def card_html(text: str) -> str:
    return f"<span style='{_CARD}'>{escape(text)}</span>"


def table_html(table: Sequence[Sequence[Any]]) -> str:
    """The cards on the table with their rows and columns numbered (what an answer names), or a
    sentence for an empty table."""
    if not table:
        return f"<p>{escape(render('puzzles.cards.empty_table', {}))}</p>"
    cells = {(r, c): str(card) for r, c, card in table}
    rows = range(min(r for r, _ in cells), max(r for r, _ in cells) + 1)
    cols = range(min(c for _, c in cells), max(c for _, c in cells) + 1)
    head = "<tr><th></th>" + "".join(f"<th style='{_HEAD}'>{c}</th>" for c in cols) + "</tr>"
    body = "".join(
        f"<tr><th style='{_HEAD}'>{r}</th>"
        + "".join(
            f"<td style='padding:0'>{card_html(cells[(r, c)].upper()) if (r, c) in cells else ''}</td>" for c in cols
        )
        + "</tr>"
        for r in rows
    )
    return f"<table class='puzzle-cards' style='border-collapse:collapse'>{head}{body}</table>"


MAKER = CardsMaker()
