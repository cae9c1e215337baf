"""Scoring a play as an explanation, in the rules' order.

For each word (main word first, then cross words): each tile's value, with the letter
premium of a square covered by this play; the word's sum; the word premiums of squares
covered by this play (two of them multiply); then, once, the all-tiles bonus. Premiums
under tiles already on the board count for nothing.
"""

from __future__ import annotations

from wordplay.board.ruleset import BoardRuleset
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.messages import Term
from wordplay.crossword.board import Board
from wordplay.crossword.moves import Play
from wordplay.crossword.words import FormedWord, words_formed


def score_play(ruleset: BoardRuleset, board: Board, play: Play, words: list[FormedWord] | None = None) -> Explanation:
    """The explained score of a (legal) play on ``board``; the board is not changed. ``words``: the
    words it forms, when already found (by :func:`~wordplay.board.legality.validate_play`)."""
    layout, tiles = board.layout, ruleset.tiles
    out = ExplanationBuilder()
    for index, word in enumerate(words_formed(board, play) if words is None else words):
        names = [layout.name(sq) for sq in word.squares]
        w = out.add_word(word.text, names, main=index == 0)
        before = out.running
        for sq, tile, new, name in zip(word.squares, word.tiles, word.new, names, strict=False):
            value = tiles.value(tile)
            multiplier = layout.letter_multipliers[sq] if new else 1
            if multiplier > 1:
                out.add(
                    "letter_premium",
                    value * multiplier,
                    [name],
                    w,
                    letter=tile,
                    value=value,
                    multiplier=multiplier,
                    premium=_label(layout.premium(sq)),
                    square=name,
                )
            else:
                out.add("tile", value, [name], w, letter=tile, value=value, square=name, new=new)
        word_sum = out.running - before
        out.add("word_sum", 0, names, w, text=word.text, sum=word_sum)
        word_score = word_sum
        for sq, new, name in zip(word.squares, word.new, names, strict=False):
            multiplier = layout.word_multipliers[sq] if new else 1
            if multiplier > 1:
                out.add(
                    "word_premium",
                    word_score * (multiplier - 1),
                    [name],
                    w,
                    text=word.text,
                    multiplier=multiplier,
                    before=word_score,
                    after=word_score * multiplier,
                    premium=_label(layout.premium(sq) or f"{multiplier}W"),
                    square=name,
                )
                word_score *= multiplier
        out.add("word_total", 0, names, w, text=word.text, score=word_score)
    if len(play.tiles) >= ruleset.rack_size and ruleset.all_tiles_bonus:
        out.add(
            "all_tiles_bonus",
            ruleset.all_tiles_bonus,
            [layout.name(sq) for sq in play.squares],
            tiles=len(play.tiles),
            bonus=ruleset.all_tiles_bonus,
        )
    return out.build()


def _label(premium: str | None) -> Term | str | None:
    """A premium's label as a board in the sentence's language prints it (Polish 2S for 2W)."""
    return Term(f"board.premium.label.{premium}") if premium in ("2L", "3L", "2W", "3W") else premium
