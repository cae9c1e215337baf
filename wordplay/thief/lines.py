"""Moves said as text from their words alone: what ``wordplay steals --all`` prints for up to a million moves.

A move of a list (:class:`wordplay.thief.finder.Found`) lays its cards, explains its score and says its
sentences, each an object or more of its own. A stream of every move needs only the text, and most of it
repeats from move to move: the card search chooses alike for word sets whose ways to be laid it reads
alike (:meth:`wordplay.thief.assign.Supply.choose` keeps its choices), and a word laid the same way (the
same kind of card for each letter, :class:`~wordplay.thief.ways.Way`) says the same sentences in every
move (they name kinds of card, never a card, and never the running total or the word's place in the turn,
:class:`wordplay.thief.scoring._Steps`). :class:`SaidMoves` keeps each way's sentences joined, so that a
move is said by joining a few kept strings. Its text is the move's own, byte for byte
(``tests/thief/test_assign_lines.py`` compares them).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import count
from operator import attrgetter

from wordplay.thief.assign import PICKS_KEPT, Supply, _Options
from wordplay.thief.cards import Card
from wordplay.thief.moves import TableWord, steal_notation
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus, all_cards_sentences, word_sentences

SEPARATOR = "; "  # between two sentences of a move's explanation, as the command prints them
LOOKS_KEPT = 65536  # words with the look of their cards whose sentences are kept (then it starts again: the same text)
WORDS_KEPT = 65536  # words whose ways to be laid a stream keeps (a million moves meet a few thousand words)
_NAME = attrgetter("key")  # a word's ways' name (:class:`wordplay.thief.assign._Options`)


class SaidMoves:
    """The notation and the sentences of the moves of one hand, from their words and stolen word."""

    def __init__(self, ruleset: ThiefRuleset, hand: Sequence[Card], language: str | None = None) -> None:
        """``language``: the sentences' (default: the package's when first said; a stream says them in one)."""
        self.ruleset, self.hand, self.language = ruleset, tuple(hand), language
        self._said: dict[int | None, _Said] = {}  # by stolen word: one card search for all its moves
        self._looks: dict[tuple[str, tuple[tuple[str, str | None, int], ...]], str] = {}  # a word's sentences
        # the all-cards bonus: its points, the hand cards a turn uses to earn them, its sentences
        self._bonus, self._full = all_cards_bonus(ruleset, ruleset.hand_size), ruleset.hand_size
        self._bonus_said: str | None = None
        # the stolen word of the move said last, and what its moves' card search learnt
        self._target: TableWord | None = None
        self._last = self._said_of(None)

    def notation(self, words: tuple[str, ...], target: TableWord | None) -> str:
        """The move as a player writes it: a play's word, or ``STOLEN -> NEW + WORDS``
        (:func:`wordplay.thief.moves.move_notation`'s text, without making the move)."""
        return words[0] if target is None else steal_notation(target.text, words)

    def sentences(self, words: tuple[str, ...], target: TableWord | None, score: int) -> str:
        """The sentences of the explanation of the move that lays ``words`` (stealing ``target``) for
        ``score``, joined by :data:`SEPARATOR`: its words laid with the best cards, as
        :class:`~wordplay.thief.finder.Found` lays them (the score only leads the card search to them)."""
        return self.said([words], target, score)[0]

    def lines(
        self, sets: list[tuple[str, ...]], target: TableWord | None, score: int, rank: int, brief: bool
    ) -> list[str]:
        """The lines ``wordplay steals --all`` prints for the moves that lay each of ``sets`` (stealing ``target``)
        for ``score``, ranked from ``rank`` on: rank, notation and score (unpadded), then the sentences (unless
        ``brief``) on a line of their own."""
        head = "" if target is None else f"{target.text} -> "  # a play's one word is its notation
        tail = f" {score:>4}\n"
        if brief:
            return [f"{r:>4}. {head}{' + '.join(words)}{tail}" for r, words in enumerate(sets, rank)]
        said = self.said(sets, target, score)
        return [
            f"{r:>4}. {head}{' + '.join(words)}{tail}      {text}\n" for r, words, text in zip(count(rank), sets, said)
        ]

    def said(self, sets: list[tuple[str, ...]], target: TableWord | None, score: int) -> list[str]:
        """:meth:`sentences` of the moves that lay each of ``sets`` (stealing ``target``) for ``score``, in one loop.

        A move whose words' ways to be laid are named and whose choice among them is kept costs a few look-ups
        made over all its words at once (:class:`_Said`); the card search is asked only about the others."""
        if target is not self._target:  # a list's moves come by stolen word
            self._target, self._last = target, self._said_of(target)
        said = self._last
        full_length, all_cards, picks, out = said.full_length, self._bonus, said.picks, []
        # (what is kept is forgotten by clearing it: the same dictionaries throughout)
        option_of = [kept.__getitem__ for kept in said.options]
        text_of = [kept.__getitem__ for kept in said.texts]
        for words in sets:
            bonus = all_cards if sum(map(len, words)) == full_length else 0
            split = len(words) > 1
            try:
                options = list(map(option_of[split], words))
            except KeyError:  # a word met for the first time (or forgotten) where it stands
                options = self._options(said, words, score - bonus, split)
            names = tuple(map(_NAME, options))
            indices = picks.get(names)
            if indices is None:
                indices = self._pick(said, words, options, names, score - bonus)
            try:
                text = SEPARATOR.join(map(text_of[split], zip(words, indices, strict=True)))
            except KeyError:  # a word laid by a way not said yet
                text = SEPARATOR.join(self._texts(said.supply, words, options, indices, said.texts[split]))
            out.append(f"{text}{SEPARATOR}{self._all_cards()}" if bonus else text)
        return out

    def _said_of(self, target: TableWord | None) -> _Said:
        key = None if target is None else target.id
        said = self._said.get(key)
        if said is None:
            stolen = () if target is None else target.cards
            supply = Supply(self.ruleset, stolen, self.hand, WORDS_KEPT)
            said = self._said[key] = _Said(supply, self._full + len(stolen))  # every stolen card is laid
        return said

    def _options(self, said: _Said, words: tuple[str, ...], at_least: int, split: bool) -> list[_Options]:
        """Each of ``words``' ways to be laid where it stands, asked of the card search (and kept)."""
        picked = said.supply.pick(words, at_least) or said.supply.pick(words)
        assert picked is not None, f"{words} was found but cannot be laid"
        options = picked[0]
        kept = said.options[split]
        if len(kept) >= WORDS_KEPT:  # a stream meets many words: memory stays bounded
            kept.clear()
        kept.update(zip(words, options, strict=True))
        return options

    @staticmethod
    def _pick(
        said: _Said, words: tuple[str, ...], options: list[_Options], names: tuple[int, ...], at_least: int
    ) -> tuple[int, ...]:
        """The card search's choice of a way for each word (the index of each among ``options``), kept by the
        words' ``names``."""
        pick = said.supply.search(options, at_least)
        if pick.points is None:
            pick = said.supply.search(options)
        assert pick.points is not None, f"{words} was found but cannot be laid"
        if len(said.picks) >= PICKS_KEPT:
            said.picks.clear()
        said.picks[names] = pick.indices
        return pick.indices

    def _texts(
        self,
        supply: Supply,
        words: tuple[str, ...],
        options: list[_Options],
        indices: tuple[int, ...],
        texts: dict[tuple[str, int], str],
    ) -> list[str]:
        """The sentences of each word laid by its chosen way, each said once and kept in ``texts``."""
        if len(texts) >= LOOKS_KEPT:
            texts.clear()
        parts = []
        for word, option, index in zip(words, options, indices, strict=True):
            text = texts.get((word, index))
            if text is None:
                text = texts[word, index] = self._word(supply, word, option, index)
            parts.append(text)
        return parts

    def _word(self, supply: Supply, word: str, option: _Options, index: int) -> str:
        """The sentences of ``word`` laid by its ``index``-th way where it stands (``option``), joined; said once
        for each look of its cards (their letters, suits and values, all that
        :func:`~wordplay.thief.scoring.add_word_steps` reads of them: a card of the stolen word and one alike of
        the hand are said alike)."""
        cards = supply.cards(word, option.uses[index])
        look = (word, tuple([(card.letter, card.suit, card.value) for card in cards]))
        said = self._looks.get(look)
        if said is None:
            if len(self._looks) >= LOOKS_KEPT:  # a stream meets many words: memory stays bounded
                self._looks.clear()
            said = self._looks[look] = SEPARATOR.join(word_sentences(self.ruleset, word, cards, self.language))
        return said

    def _all_cards(self) -> str:
        if self._bonus_said is None:
            self._bonus_said = SEPARATOR.join(all_cards_sentences(self.ruleset, self.language))
        return self._bonus_said


class _Said:
    """What a stream learnt of the moves of one stolen word (or of the plays): its card search (``supply``), how
    many cards a move that earns the all-cards bonus lays and, for a word alone and for the words of a split
    (indexed by ``split``): each word's ways to be laid there (``options``, named by what the search reads of
    them: anagrams share a name), the sentences of each word laid by each of its ways (``texts``, by word and
    the way's index), and the way the search chose for each word of a list of names (``picks``: the words'
    points are the same for the same names, and the choice is the same whatever points it is told to reach up
    to them, :meth:`wordplay.thief.assign.Supply.choose`). A name is never given twice, so a kept choice stays
    right when the search forgets its names."""

    __slots__ = ("full_length", "options", "picks", "supply", "texts")

    def __init__(self, supply: Supply, full_length: int) -> None:
        self.supply, self.full_length = supply, full_length
        self.options: tuple[dict[str, _Options], dict[str, _Options]] = ({}, {})
        self.texts: tuple[dict[tuple[str, int], str], dict[tuple[str, int], str]] = ({}, {})
        self.picks: dict[tuple[int, ...], tuple[int, ...]] = {}
