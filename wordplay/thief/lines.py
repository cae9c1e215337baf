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

from wordplay.thief.assign import Supply, _Options
from wordplay.thief.cards import Card
from wordplay.thief.moves import TableWord, steal_notation
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus, all_cards_sentences, word_sentences

SEPARATOR = "; "  # between two sentences of a move's explanation, as the command prints them
LOOKS_KEPT = 65536  # words with the look of their cards whose sentences are kept (then it starts again: the same text)
WORDS_KEPT = 65536  # words whose ways to be laid a stream keeps (a million moves meet a few thousand words)


class SaidMoves:
    """The notation and the sentences of the moves of one hand, from their words and stolen word."""

    def __init__(self, ruleset: ThiefRuleset, hand: Sequence[Card], language: str | None = None) -> None:
        """``language``: the sentences' (default: the package's when first said; a stream says them in one)."""
        self.ruleset, self.hand, self.language = ruleset, tuple(hand), language
        self._supplies: dict[int | None, Supply] = {}  # by stolen word: one card search for all its moves
        self._looks: dict[tuple[str, tuple[tuple[str, str | None, int], ...]], str] = {}  # a word's sentences
        # the all-cards bonus: its points, the hand cards a turn uses to earn them, its sentences
        self._bonus, self._full = all_cards_bonus(ruleset, ruleset.hand_size), ruleset.hand_size
        self._bonus_said: str | None = None
        # the stolen word of the move said last, its card search, and how many cards a move that earns the bonus lays
        self._target: TableWord | None = None
        self._supply, self._full_length = self._supply_of(None), self._full

    def notation(self, words: tuple[str, ...], target: TableWord | None) -> str:
        """The move as a player writes it: a play's word, or ``STOLEN -> NEW + WORDS``
        (:func:`wordplay.thief.moves.move_notation`'s text, without making the move)."""
        return words[0] if target is None else steal_notation(target.text, words)

    def sentences(self, words: tuple[str, ...], target: TableWord | None, score: int) -> str:
        """The sentences of the explanation of the move that lays ``words`` (stealing ``target``) for
        ``score``, joined by :data:`SEPARATOR`: its words laid with the best cards, as
        :class:`~wordplay.thief.finder.Found` lays them (the score only leads the card search to them)."""
        if target is not self._target:  # a list's moves come by stolen word
            stolen = 0 if target is None else len(target.cards)  # every stolen card is laid
            self._target, self._supply, self._full_length = target, self._supply_of(target), self._full + stolen
        supply = self._supply
        bonus = self._bonus if sum(map(len, words)) == self._full_length else 0
        picked = supply.pick(words, score - bonus) or supply.pick(words)
        assert picked is not None, f"{words} was found but cannot be laid"
        options, pick = picked
        text = SEPARATOR.join(
            [
                option.said.get(index) or self._word(supply, word, option, index)
                for word, option, index in zip(words, options, pick.indices, strict=True)
            ]
        )
        return f"{text}{SEPARATOR}{self._all_cards()}" if bonus else text

    def _supply_of(self, target: TableWord | None) -> Supply:
        key = None if target is None else target.id
        supply = self._supplies.get(key)
        if supply is None:
            stolen = () if target is None else target.cards
            supply = self._supplies[key] = Supply(self.ruleset, stolen, self.hand, WORDS_KEPT)
        return supply

    def _word(self, supply: Supply, word: str, option: _Options, index: int) -> str:
        """The sentences of ``word`` laid by its ``index``-th way where it stands (``option``), joined and kept
        there; said once for each look of its cards (their letters, suits and values, all that
        :func:`~wordplay.thief.scoring.add_word_steps` reads of them: a card of the stolen word and one alike of
        the hand are said alike)."""
        cards = supply.cards(word, option.uses[index])
        look = (word, tuple([(card.letter, card.suit, card.value) for card in cards]))
        said = self._looks.get(look)
        if said is None:
            if len(self._looks) >= LOOKS_KEPT:  # a stream meets many words: memory stays bounded
                self._looks.clear()
            said = self._looks[look] = SEPARATOR.join(word_sentences(self.ruleset, word, cards, self.language))
        option.said[index] = said
        return said

    def _all_cards(self) -> str:
        if self._bonus_said is None:
            self._bonus_said = SEPARATOR.join(all_cards_sentences(self.ruleset, self.language))
        return self._bonus_said
