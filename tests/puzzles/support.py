"""The puzzles the tests share: a small set per variant from a fixed seed, made once per session."""

from __future__ import annotations

from functools import cache

from wordplay.puzzles import PuzzleSet, make_puzzles

COUNT, SEED = 2, 1


@cache
def puzzle_set(variant: str) -> PuzzleSet:
    return make_puzzles(variant, COUNT, SEED)


def finder_moves(position: dict, n: int = 60) -> list[tuple[str, int]]:
    """Up to ``n`` legal moves at ``position`` with their scores, best first, from the family's own
    finder (the rummy ways from the maker's listing): what the marking tests expect, worked out
    without the marking code."""
    from wordplay.core.lexicon import load_lexicon
    from wordplay.core.registry import get_ruleset
    from wordplay.core.registry import variant as entry

    variant = position["variant"]
    ruleset = get_ruleset(variant)
    lexicon = load_lexicon(ruleset.lexicon)
    family = entry(variant).family
    if family == "board":
        from wordplay.board.finder import best_plays
        from wordplay.board.position import parse_cgp

        board = parse_cgp(position["cgp"], ruleset).board
        return [(p.notation, p.score) for p in best_plays(ruleset, board, position["rack"], lexicon, n)]
    if family == "thief":
        from wordplay.thief.finder import find_moves
        from wordplay.widgets.thief.position import LEARNER
        from wordplay.widgets.thief.position import position as read

        seen = read(ruleset, position["table"], position["hand"], position["own"])
        stealable = [w for w in seen.table if w.owner != LEARNER and not w.locked]
        return [(f.notation(), f.score) for f in find_moves(ruleset, lexicon, seen.hand, stealable, top=n)]
    if ruleset.mode == "rummy":
        from wordplay.puzzles.rummy import ways

        card = ruleset.decks.round_card(position["round"])
        return [(a.move, a.score) for a in ways(ruleset, card, position["hand"], lexicon)[:n]]
    from wordplay.cards.finder import best_plays

    table = {(r, c): card for r, c, card in position["table"]}
    return [(p.notation, p.score) for p in best_plays(ruleset, table, position["hand"], lexicon, n)]
