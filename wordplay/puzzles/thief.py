"""Puzzles from Word Thief.

A seeded game is played by two beginner computers (level 1: short common words, plays and
lengthenings), so the table stays small and every position is searched to the end. The
**obvious** move is the beginner's own choice there. The finder is the steal finder with the
settings of the tutorial's exercise (plays, lengthenings, splits into two or three words); a
position whose search stops at its bound (:data:`STEPS`) is left out, so every answer is the best.
The position is written as the tutorial writes one (a card with its suit, ``F/blue``; a Wild in a
word as the lower-case letter it stands for) and checked by
:func:`wordplay.widgets.thief.exercises.steal_exercise`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from wordplay.core.registry import get_ruleset
from wordplay.display.thief import card_row_html
from wordplay.puzzles.family import NAMES, RANKED, Maker
from wordplay.puzzles.grading import Answer, Candidate
from wordplay.thief.cards import Card, cards_label
from wordplay.thief.finder import Found, search_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.listing import SearchBound
from wordplay.thief.moves import TableWord
from wordplay.thief.players import BeginnerThief

STEPS = 60_000  # the most steps one position's search may take (a machine-independent bound)


def word_text(word: TableWord) -> str:
    """A table word card by card, as the tutorial writes it: ``F/blue`` or a Wild as ``f``."""
    return " ".join(ch.lower() if c.is_wild else c.label() for ch, c in zip(word.text, word.cards, strict=True))


def _features(found: Found, hand: Sequence[Card]) -> tuple[str, ...]:
    used = found.laid.hand_used
    out = []
    if any(c.is_wild for c in used):
        out.append("wild")
    if found.kind == "lengthen":
        out.append("steal")
    elif found.kind.startswith("split"):
        out.append("split")
    if len(used) == len(hand):
        out.append("all_tiles")
    return tuple(out)


class ThiefMaker(Maker):
    family = "thief"
    exercise_import = ("wordplay.widgets.thief.exercises", "steal_exercise")
    answer_hint = "puzzles.answer.thief"
    notation_kind = "thief"

    def candidates(self, variant: str, game_seed: int, lexicon: Any = None) -> Iterator[Candidate]:
        game = ThiefGame(variant, list(NAMES), seed=game_seed, lexicon=lexicon)
        beginner = BeginnerThief(game_seed)
        for number in range(1, self.max_moves + 1):
            if game.is_over:
                return
            hand, stealable = game.hand, game.stealable()
            moves = search_moves(
                game.ruleset, game.lexicon, hand, stealable, top=RANKED, bound=SearchBound(steps=STEPS)
            )
            obvious = beginner.pick(game)
            found = moves.all() if moves.complete else []
            if len(found) >= 2 and obvious is not None and not self._ambiguous(found[0], stealable):
                best = found[0]
                position = {
                    "variant": variant,
                    "hand": cards_label(hand),
                    "table": [word_text(w) for w in game.table if w.owner != game.to_move],
                    "own": [word_text(w) for w in game.table if w.owner == game.to_move],
                }
                yield Candidate(
                    variant,
                    game_seed,
                    number,
                    position,
                    tuple(Answer(f.notation(), f.score) for f in found),
                    Answer(obvious.notation(), obvious.score),
                    max(len(w) for w in best.words),
                    _features(best, hand),
                )
            game.apply(obvious.move if obvious is not None else beginner.no_play(game))

    @staticmethod
    def _ambiguous(found: Found, stealable: Sequence[TableWord]) -> bool:
        """A steal of a word whose letters name more than one stealable word (the notation names
        the word by its letters)."""
        return found.target is not None and sum(w.text == found.target.text for w in stealable) > 1

    def exercise_call(self, position: Mapping[str, Any], name: str, reveal: bool = False) -> str:
        more = ", reveal=True" if reveal else ""
        return f'steal_exercise({name}["table"], {name}["hand"], answer, own={name}["own"]{more})'

    def check(self, position: Mapping[str, Any], answer: str | None, reveal: bool = False) -> Any:
        from wordplay.widgets.thief.exercises import steal_exercise

        return steal_exercise(position["table"], position["hand"], answer, own=position["own"], reveal=reveal)

    def answer_score(self, checked: Any) -> int | None:
        score: int | None = checked.score
        return score

    def worked(self, position: Mapping[str, Any], move: str) -> Any:
        from wordplay.widgets.thief.exercises import worked_steal

        return worked_steal(position["table"], position["hand"], move, own=position["own"])

    def position_html(self, position: Mapping[str, Any]) -> str:
        from wordplay.core.messages import render
        from wordplay.widgets.thief.position import LEARNER
        from wordplay.widgets.thief.position import position as read_position

        read = read_position(get_ruleset(position["variant"]), position["table"], position["hand"], position["own"])
        rows = []
        for owner, label in ((1 - LEARNER, "puzzles.thief.their_words"), (LEARNER, "puzzles.thief.your_words")):
            words = [w for w in read.table if w.owner == owner]
            cards = (
                "".join(
                    f"<div>{card_row_html([_card(c, ch) for c, ch in zip(w.cards, w.text, strict=True)])}</div>"
                    for w in words
                )
                or "<div>-</div>"
            )
            rows.append(f"<div class='puzzle-label'>{_escape(render(label, {}))}</div>{cards}")
        hand = card_row_html([_card(c, c.letter) for c in read.hand])
        rows.append(f"<div class='puzzle-label'>{_escape(render('puzzles.thief.hand', {}))}</div><div>{hand}</div>")
        return "".join(rows)

    def position_text(self, position: Mapping[str, Any]) -> str:
        table = ", ".join(position["table"]) or "-"
        own = ", ".join(position["own"]) or "-"
        return f"{table} | {own} | {position['hand']}"


def _escape(text: str) -> str:
    from html import escape

    return escape(text)


def _card(card: Card, shown: str) -> dict[str, Any]:
    """A card as the display draws it (a Wild shows the letter it stands for, or ``?`` in a hand)."""
    return {"letter": shown, "suit": card.suit or "", "wild": card.is_wild, "value": card.value}


MAKER = ThiefMaker()
