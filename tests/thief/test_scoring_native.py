"""The plain scores of plays and lengthenings worked out in the compiled core (``scoring`` of ``thief_core.h``'s
wt_bounds) against the exact card search.

A play or a lengthening whose word cannot be of one suit, taken from a stolen word without Wilds, scores the same
whatever cards lay it: the core answers that score with each ranked alphagram, and the search keeps the Python
scorer (:meth:`wordplay.thief.points.Scorer.score`) for the others. Each plain score is checked against the best
laying the exact card search finds (:meth:`wordplay.thief.assign.Supply.points`, the rules' arithmetic over every
choice of cards) plus the all-cards bonus; the alphagrams left without one must each be one a suit or a Wild could
change; the listing is cut exactly where the bound falls below the least asked for, with every piece still counted.
Deals are seeded: hands of 7 and 8 cards with suits and Wilds, stolen words with suits, without, and with Wilds.
"""

from __future__ import annotations

import math
import random
from array import array

import pytest

from tests.thief.test_thief_native import RULES, _words
from wordplay.core.lexicon import load_lexicon
from wordplay.thief import compiled_splits, native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.assign import Supply
from wordplay.thief.cards import Card, loose_word
from wordplay.thief.points import Scorer

pytestmark = pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")


def _deal(rng: random.Random) -> tuple[list[Card], list[Card]]:
    """A hand of 7 or 8 cards of the deck (0 to 3 of them Wilds) and a stolen word: its cards from the deck (suited),
    of unknown suit, or of unknown suit with a Wild."""
    deck = list(RULES.deck.cards)
    wilds = [c for c in deck if c.is_wild]
    letters = [c for c in deck if not c.is_wild]
    rng.shuffle(letters)
    hand = letters[: rng.choice((7, 8))]
    for i in range(rng.choice((0, 0, 1, 2, 3))):
        hand[i] = wilds[i]
    text = rng.choice(_words())
    kind = rng.randrange(3)
    if kind == 0:  # suited cards of the deck not in the hand
        rest = letters[len(hand) :]
        stolen = []
        for ch in text:
            card = next(c for c in rest if c.letter == ch and c not in stolen)
            stolen.append(card)
        return hand, stolen
    if kind == 2:
        at = rng.randrange(len(text))
        text = text[:at] + text[at].lower() + text[at + 1 :]
    return hand, list(loose_word(text, RULES.deck, "t.")[1])


def _exact(scorer: Scorer, key: int, n: int) -> int | None:
    """The best score of one word of these letters by the exact card search, its all-cards bonus included."""
    found = Supply(RULES, scorer.stolen, scorer.hand).points([scorer.packing.letters(key)])
    if found is None:
        return None
    return found + (RULES.all_cards_bonus if n - len(scorer.stolen) == RULES.hand_size else 0)


def _could_change(scorer: Scorer, key: int) -> bool:
    """Could the cards laid change a word's score: a stolen Wild, or a word that could be of one suit?"""
    return bool(scorer.stolen_wilds) or scorer.suited(key)


def _checked(scorer: Scorer, listed: list, whole: list, least: float) -> None:
    """``listed`` (scored) is the start of ``whole`` (the same walk unscored) down to ``least``, each plain score
    the exact card search's, and left out only where the cards laid could change it."""
    assert [piece[:4] for piece in listed] == [piece for piece in whole if piece[3] >= least]
    for key, n, _, _, plain in listed:
        if plain is None:
            assert _could_change(scorer, key)
        else:
            assert not _could_change(scorer, key)
            assert plain == _exact(scorer, key, n)


@pytest.mark.parametrize("seed", range(12))
def test_plays_and_lengthenings_are_scored_in_the_core_as_the_card_search_scores_them(seed):
    index = alphagram_index(load_lexicon("enable"))
    p = index.packing
    rng = random.Random(900 + seed)
    hand, stolen = _deal(rng)
    plays = Scorer(RULES, p, (), hand)
    most = len(hand)
    counts = p.counts(plays.hand_fixed)
    args = (counts, plays.hand_wilds, most, 2, None, plays.bounding(most))
    whole = index.ranked_pieces(*args, descending=True)
    assert whole, "a hand that plays nothing checks little"
    for least in (-math.inf, whole[len(whole) // 2][3]):
        listed = index.ranked_pieces(*args, descending=True, scoring=plays.scoring(least))
        _checked(plays, listed, whole, least)
    assert any(piece[4] is not None for piece in listed)

    steal = Scorer(RULES, p, stolen, hand)
    jokers = steal.stolen_wilds + steal.hand_wilds
    longest = p.size(steal.pool_fixed) + jokers
    shortest = len(stolen) + 1
    walk = (steal.stolen_fixed, steal.pool_fixed, jokers, shortest, steal.bounding(longest), [True] * (longest + 1))
    unscored = index.ranked_supersets(*walk)
    assert unscored is not None
    for least in (-math.inf, 20):
        scored = index.ranked_supersets(*walk, steal.scoring(least))
        assert scored is not None
        assert scored[1:] == unscored[1:], "the same steps, and every piece counted"
        _checked(steal, scored[0], unscored[0], least)


def test_the_core_refuses_scoring_with_a_hand_or_a_budget():
    """Scoring is for the plays and lengthenings: not for a listing of split pieces or one over a budget."""
    index = alphagram_index(load_lexicon("enable"))
    p = index.packing
    hand, stolen = list(loose_word("REEDWA", RULES.deck, "h")[1]), list(loose_word("CAT", RULES.deck, "t")[1])
    scorer = Scorer(RULES, p, stolen, hand)
    walk = (array("i", p.counts(scorer.pool_fixed)), 0, 9, 2)
    core = native.compiled_module()
    for split, budget in ((True, 0), (False, 1000)):
        args = index._ranking(walk, scorer.bounding(9), None, False, split, 0, budget, 2, scorer.scoring(0))
        with pytest.raises(ValueError):
            core.ranked_pieces(*args)
    assert core.ranked_pieces(*index._ranking(walk, scorer.bounding(9), None, False, False, 0, 0, 2, None))[0]


class _Splits:
    """The extension, each split search's pieces kept and each set its pair or covering search hands back recorded
    with the plain score it comes with."""

    def __init__(self, core) -> None:
        self.core, self.pieces, self.sets, self.ranked = core, {}, [], 0

    def __getattr__(self, name):
        found = getattr(self.core, name)
        if name == "split_search_of":

            def made(*args):
                search = found(*args)
                self.pieces[id(search)] = (search, args[3])
                return search

            return made
        if name == "split_walk":  # the search made with its pieces in the core: kept as the core hands them back

            def walked(*args):
                answer = found(*args)
                if answer[0] is not None:
                    width = (9 * args[2] + 7) // 8
                    self.pieces[id(answer[0])] = (answer[0], compiled_splits.CorePieces(answer[3:], width))
                return answer

            return walked
        if name in ("pairs_run", "cover_next"):

            def step(search, *args):
                answer = found(search, *args)
                pieces = self.pieces[id(search)][1]
                for _, i, j, score in answer[4] if name == "pairs_run" else ():  # the pairs it ranked itself
                    self.sets.append(([pieces[i], pieces[j]], score))
                    self.ranked += 1
                if answer[0] == 1:  # WC_SETTLE
                    self.sets.append(([pieces[i] for i in answer[2]], answer[3]))
                return answer

            return step
        return found


def test_the_splits_the_core_hands_back_come_with_the_card_search_s_score(monkeypatch):
    """Each set of pieces the pair (and covering) search hands back carries its score: the exact card search's best
    laying of its words (and the all-cards bonus), worked out in the core even where a stolen Wild or a one-suit word
    could change it (the core runs the card search itself: ``wc_cover_cards``). The expected score is the pure
    path's :meth:`Scorer.score` (no compiled core: Python's card search, every choice tried), with no bar; eight
    deals, some of whose sets needed the card search."""
    from wordplay.thief.finder import search_moves
    from wordplay.thief.listing import SearchBound
    from wordplay.thief.moves import TableWord

    p = alphagram_index(load_lexicon("enable")).packing
    searched = 0
    for seed in range(8):
        rng = random.Random(950 + seed)
        hand, stolen = _deal(rng)
        table = [TableWord(1, 1, "".join(c.letter for c in stolen).upper(), tuple(stolen), 0)]
        recording = _Splits(native.compiled_module())
        with monkeypatch.context() as patched:
            patched.setattr(native, "_compiled", recording)
            search_moves(RULES, load_lexicon("enable"), hand, table, top=10, bound=SearchBound(None, 200_000))
            patched.setenv("WORDPLAY_PURE", "1")  # the oracle: the card search in Python
            scorer = Scorer(RULES, p, stolen, hand)
            assert recording.sets, "a deal with no split handed back checks little"
            for chosen, score in recording.sets:
                keys, lengths = [piece[0] for piece in chosen], [piece[1] for piece in chosen]
                searched += any(_could_change(scorer, key) for key in keys)
                assert score is not None and score == scorer.score(keys, lengths)
    assert searched, "no set that needed the card search was handed back"


@pytest.mark.parametrize("seed", [0, 1, 4, 5, 8, 10, 14])  # deals with plain splits into two
def test_the_pairs_the_core_ranks_itself_give_the_pure_moves_and_steps(seed, monkeypatch):
    """The pair search ranks its plain pairs itself (``score_core.h``, finder.py's ranking: the best ``top``, ties by
    kind) and tells them afterwards: for tops of 1 to 30, and budgets that stop the search among them, the moves,
    their order, the steps spent and the verdict are the pure path's; and the core did rank some pairs itself."""
    from tests.thief.test_thief_native import _both
    from tests.thief.test_thief_native import _deal as deal
    from wordplay.thief.listing import SearchBound

    rng = random.Random(970 + seed)
    hand, table = deal(rng, 7 + seed % 2, 3 + seed % 2)
    recording = _Splits(native.compiled_module())
    monkeypatch.setattr(native, "_compiled", recording)
    monkeypatch.setattr(compiled_splits, "RANKS_NATIVELY", True)  # as the WebAssembly module ranks them
    told = ranked = 0
    for top, steps in ((1, 100_000), (5, 100_000), (30, 100_000), (20, 6_000 + 2_000 * seed)):
        pure, compiled = _both(monkeypatch, hand=hand, table=table, top=top, bound=SearchBound(None, steps))
        assert compiled == pure, (top, steps)
        told += len(recording.sets)
        ranked += recording.ranked
        recording.sets.clear()
    assert told and ranked, "no pair ranked in the core checks little"
