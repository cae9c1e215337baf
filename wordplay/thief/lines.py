"""Moves said as text from their words alone: what ``wordplay steals --all`` prints for up to a million moves.

A move of a list (:class:`wordplay.thief.finder.Found`) lays its cards, explains its score and says its
sentences, each an object or more of its own. A stream of every move needs only the text, and most of it
repeats from move to move: the card search chooses alike for word sets whose ways to be laid it reads
alike (:meth:`wordplay.thief.assign.Supply.choose` keeps its choices), and a word laid the same way (the
same kind of card for each letter, :class:`~wordplay.thief.assign.Way`) says the same sentences in every
move (they name kinds of card, never a card, and never the running total or the word's place in the turn,
:class:`wordplay.thief.scoring._Steps`). :class:`SaidMoves` keeps each way's sentences joined, so that a
move is said by joining a few kept strings. Its text is the move's own, byte for byte
(``tests/thief/test_assign_lines.py`` compares them).
"""

from __future__ import annotations

from collections.abc import Sequence

from wordplay.thief.assign import Supply, Way
from wordplay.thief.cards import Card
from wordplay.thief.moves import TableWord, steal_notation
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus, all_cards_sentences, word_sentences

SEPARATOR = "; "  # between two sentences of a move's explanation, as the command prints them
WORDS_KEPT = 65536  # words whose ways to be laid a stream keeps (a million moves meet a few thousand words)


class SaidMoves:
    """The notation and the sentences of the moves of one hand, from their words and stolen word."""

    def __init__(self, ruleset: ThiefRuleset, hand: Sequence[Card], language: str | None = None) -> None:
        """``language``: the sentences' (default: the package's when first said; a stream says them in one)."""
        self.ruleset, self.hand, self.language = ruleset, tuple(hand), language
        self._supplies: dict[int | None, Supply] = {}  # by stolen word: one card search for all its moves
        # the all-cards bonus: its points, the hand cards a turn uses to earn them, its sentences
        self._bonus, self._full = all_cards_bonus(ruleset, ruleset.hand_size), ruleset.hand_size
        self._bonus_said: str | None = None

    def notation(self, words: tuple[str, ...], target: TableWord | None) -> str:
        """The move as a player writes it: a play's word, or ``STOLEN -> NEW + WORDS``
        (:func:`wordplay.thief.moves.move_notation`'s text, without making the move)."""
        return words[0] if target is None else steal_notation(target.text, words)

    def sentences(self, words: tuple[str, ...], target: TableWord | None, score: int) -> str:
        """The sentences of the explanation of the move that lays ``words`` (stealing ``target``) for
        ``score``, joined by :data:`SEPARATOR`: its words laid with the best cards, as
        :class:`~wordplay.thief.finder.Found` lays them (the score only leads the card search to them)."""
        supply = self._supply(target)
        hand_used = sum(map(len, words)) - len(supply.stolen)  # every stolen card is laid
        bonus = self._bonus if hand_used == self._full else 0
        picked = supply.pick(words, score - bonus) or supply.pick(words)
        assert picked is not None, f"{words} was found but cannot be laid"
        options, pick = picked
        parts = []
        for word, option, index in zip(words, options, pick.indices, strict=True):
            said = option.said.get(index)
            if said is None:
                said = option.said[index] = self._word(supply, word, option.uses[index])
            parts.append(said)
        text = SEPARATOR.join(parts)
        return f"{text}{SEPARATOR}{self._all_cards()}" if bonus else text

    def _supply(self, target: TableWord | None) -> Supply:
        key = None if target is None else target.id
        supply = self._supplies.get(key)
        if supply is None:
            stolen = () if target is None else target.cards
            supply = self._supplies[key] = Supply(self.ruleset, stolen, self.hand, WORDS_KEPT)
        return supply

    def _word(self, supply: Supply, word: str, way: Way) -> str:
        """The sentences of ``word`` laid by ``way``, joined (said once for each place of the word, kept with
        its ways: they name the kinds of its cards, never which card, :class:`~wordplay.thief.assign.Way`)."""
        return SEPARATOR.join(word_sentences(self.ruleset, word, supply.cards(word, way), self.language))

    def _all_cards(self) -> str:
        if self._bonus_said is None:
            self._bonus_said = SEPARATOR.join(all_cards_sentences(self.ruleset, self.language))
        return self._bonus_said
