"""Is a Word Thief play or steal legal? Every rule a small check; a dry run lists them all.

:func:`check_move` returns a :class:`~wordplay.board.legality.CheckReport` (every rule tried,
pass or fail, each with a sentence from the catalogue) and, when it passes, the move laid out
with its cards (:class:`Laid`). Rules that the later ones depend on (the stolen word exists,
the cards are known) stop the list when they fail. Nothing is changed either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Sequence
from dataclasses import dataclass

from wordplay.core.checks import CheckReport, RuleCheck
from wordplay.thief.assign import best_cards
from wordplay.thief.cards import WILD, Card, cards_label
from wordplay.thief.moves import PlayWord, Steal, TableWord
from wordplay.thief.ruleset import ThiefRuleset


@dataclass(frozen=True)
class Laid:
    """A legal play or steal with its cards: the new words, their cards, the stolen word if any."""

    words: tuple[str, ...]
    cards: tuple[tuple[Card, ...], ...]
    target: TableWord | None
    hand_used: tuple[Card, ...]

    @property
    def move(self) -> PlayWord | Steal:
        """The move with every card named (what a saved game records)."""
        ids = tuple(tuple(c.id for c in word) for word in self.cards)
        if self.target is None:
            return PlayWord(self.words[0], ids[0])
        return Steal(self.target.id, self.words, ids)


def check_move(
    ruleset: ThiefRuleset,
    lexicon: Container[str] | None,
    player: int,
    hand: Sequence[Card],
    table: Sequence[TableWord],
    move: PlayWord | Steal,
) -> tuple[CheckReport, Laid | None]:
    """Every rule tried on ``move`` by ``player`` holding ``hand``; the laid move if all pass."""
    checks: list[RuleCheck] = []

    def ok() -> bool:
        return all(c.passed for c in checks)

    def done() -> tuple[CheckReport, Laid | None]:
        return CheckReport(tuple(checks)), None

    target: TableWord | None = None
    if isinstance(move, Steal):
        words = tuple(w.upper() for w in move.words)
        target = next((w for w in table if w.id == move.target), None)
        checks.append(RuleCheck("thief_target_exists", target is not None, (), {"target": move.target}))
        if target is None:
            return done()
        named = {"word": target.text, "player": player}
        ids = tuple(c.id for c in target.cards)
        checks.append(RuleCheck("thief_not_own", target.owner != player, ids, named))
        checks.append(RuleCheck("thief_not_locked", not target.locked, ids, named))
        stolen: tuple[Card, ...] = target.cards
    else:
        words = (move.word.upper(),)
        stolen = ()
    short = [w for w in words if len(w) < ruleset.min_word_length or not w.isalpha()]
    checks.append(
        RuleCheck("thief_word_length", not short, (), {"words": ", ".join(short), "length": ruleset.min_word_length})
    )
    if not ok():
        return done()
    given = move.cards if isinstance(move, Steal) or move.cards is None else (move.cards,)
    laid: Laid | None
    if given is None:
        laid = _best_laid(ruleset, checks, words, stolen, hand, target)
    else:
        laid = _given_laid(ruleset, checks, words, stolen, hand, target, given)
    if laid is None or not ok():
        return done()
    unknown = [w for w in words if lexicon is not None and w not in lexicon]
    checks.append(
        RuleCheck("thief_words_known", not unknown, (), {"words": ", ".join(unknown), "formed": ", ".join(words)})
    )
    if target is not None and len(words) == 1:
        plural = ruleset.plural_of(target.text, words[0])
        checks.append(
            RuleCheck(
                "thief_not_plural",
                not plural,
                tuple(c.id for c in laid.cards[0]),
                {"word": target.text, "new": words[0]},
            )
        )
    report = CheckReport(tuple(checks))
    return report, (laid if report.ok else None)


def _split_rules(
    ruleset: ThiefRuleset,
    checks: list[RuleCheck],
    words: Sequence[str],
    hand_counts: Sequence[int],
    stolen_counts: Sequence[int],
    target: TableWord,
) -> None:
    """The rules about how the stolen and hand cards spread over the new words."""
    used = sum(hand_counts)
    checks.append(RuleCheck("thief_uses_hand_card", used > 0, (), {"word": target.text}))
    if len(words) > 1:
        bare = [w for w, n in zip(words, hand_counts, strict=False) if n == 0]
        checks.append(RuleCheck("thief_split_hand_card", not bare, (), {"words": ", ".join(bare)}))
        if ruleset.split_words_need_stolen_card:
            none = [w for w, n in zip(words, stolen_counts, strict=False) if n == 0]
            checks.append(
                RuleCheck("thief_split_stolen_card", not none, (), {"words": ", ".join(none), "word": target.text})
            )


def _given_laid(
    ruleset: ThiefRuleset,
    checks: list[RuleCheck],
    words: Sequence[str],
    stolen: Sequence[Card],
    hand: Sequence[Card],
    target: TableWord | None,
    given: Sequence[Sequence[str]],
) -> Laid | None:
    """The player named every card: check them one by one."""
    by_id = {c.id: c for c in hand}
    stolen_ids = {c.id for c in stolen}
    flat = [cid for word in given for cid in word]
    foreign = [cid for cid in flat if cid not in by_id and cid not in stolen_ids]
    twice = [cid for cid, n in Counter(flat).items() if n > 1]
    checks.append(
        RuleCheck(
            "thief_cards_in_hand",
            not foreign and not twice and len(given) == len(words),
            tuple(foreign + twice),
            {"cards": ", ".join(foreign + twice) or "none"},
        )
    )
    if not checks[-1].passed:
        return None
    cards = tuple(tuple(by_id.get(cid) or next(c for c in stolen if c.id == cid) for cid in word) for word in given)
    wrong = [
        w
        for w, cs in zip(words, cards, strict=False)
        if len(w) != len(cs) or any(c.letter not in (WILD, ch) for ch, c in zip(w, cs, strict=False))
    ]
    checks.append(RuleCheck("thief_cards_spell", not wrong, (), {"words": ", ".join(wrong)}))
    hand_used = tuple(c for word in cards for c in word if c.id in by_id)
    if target is not None:
        unused = [c for c in stolen if c.id not in set(flat)]
        checks.append(
            RuleCheck(
                "thief_all_stolen_used",
                not unused,
                tuple(c.id for c in unused),
                {"word": target.text, "letters": "".join(c.letter for c in unused)},
            )
        )
        _split_rules(
            ruleset,
            checks,
            words,
            [sum(c.id in by_id for c in cs) for cs in cards],
            [sum(c.id in stolen_ids for c in cs) for cs in cards],
            target,
        )
    return Laid(tuple(words), cards, target, hand_used)


def _best_laid(
    ruleset: ThiefRuleset,
    checks: list[RuleCheck],
    words: Sequence[str],
    stolen: Sequence[Card],
    hand: Sequence[Card],
    target: TableWord | None,
) -> Laid | None:
    """Only the words are named: check the letters, then find the cards that score most."""
    needed = Counter("".join(words))
    stolen_letters = Counter(c.letter for c in stolen if not c.is_wild)
    stolen_wilds = sum(c.is_wild for c in stolen)
    if target is not None:
        unused = stolen_letters - needed
        checks.append(
            RuleCheck(
                "thief_all_stolen_used",
                not unused,
                (),
                {"word": target.text, "letters": "".join(sorted(unused.elements()))},
            )
        )
        if unused:
            return None
    extra = needed - stolen_letters  # letters the stolen word's letters do not give
    held = Counter(c.letter for c in hand if not c.is_wild)
    missing = extra - held
    spare = stolen_wilds + sum(c.is_wild for c in hand)
    from_hand = sum(extra.values()) - stolen_wilds
    fits = sum(missing.values()) <= spare and from_hand <= len(hand)
    checks.append(
        RuleCheck(
            "thief_hand_letters",
            fits,
            (),
            {
                "hand": cards_label(hand),
                "missing": "".join(sorted(missing.elements())) or "enough cards",
                "words": " + ".join(words),
            },
        )
    )
    if not fits:
        return None
    found = best_cards(ruleset, words, stolen, hand)
    if found is None:
        if target is None:
            return None  # the letters fit, so this cannot happen for a play; kept for safety
        if from_hand <= 0:
            checks.append(RuleCheck("thief_uses_hand_card", False, (), {"word": target.text}))
        else:  # the letters are there, but not so that every new word gets its share
            checks.append(RuleCheck("thief_split_cards", False, (), {"words": " + ".join(words), "word": target.text}))
        return None
    _, cards = found
    stolen_ids = {c.id for c in stolen}
    if target is not None:
        _split_rules(
            ruleset,
            checks,
            words,
            [sum(c.id not in stolen_ids for c in cs) for cs in cards],
            [sum(c.id in stolen_ids for c in cs) for cs in cards],
            target,
        )
    hand_used = tuple(c for word in cards for c in word if c.id not in stolen_ids)
    return Laid(tuple(words), cards, target, hand_used)
