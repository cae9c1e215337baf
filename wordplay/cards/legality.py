"""Is a play on the card table legal? Each rule a small check; a dry run lists them all.

The report types are the board engine's (:class:`~wordplay.board.legality.RuleCheck`,
:class:`~wordplay.board.legality.CheckReport`); the rules are the card table's, in the order
they are tried: the cards are letters of the set, on free spots, in one line with no gaps;
the first play lays enough cards, a later one joins the table; the cards come from the hand;
a bonus card is allowed, held, and names a letter of a word of the play; every word formed
or changed is in the dictionary (unless the table plays by challenge).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterable, Iterator
from dataclasses import dataclass

from wordplay.cards.rules import CardsRuleset
from wordplay.cards.table import CardPlay, Coord, Table, TableWord, neighbours, spot_name, words_formed
from wordplay.core.checks import CheckReport, RuleCheck, run_checks
from wordplay.core.errors import IllegalMoveError
from wordplay.core.holding import fewer_note
from wordplay.crossword import shape


@dataclass(frozen=True)
class _Context:
    ruleset: CardsRuleset
    table: Table
    play: CardPlay
    hand: str | None
    lexicon: Container[str] | None

    def words(self) -> list[TableWord]:
        cached = self.__dict__.get("_words")
        if cached is None:
            cached = words_formed(self.table, self.play)
            object.__setattr__(self, "_words", cached)
        return cached


def _names(coords: Iterable[Coord]) -> tuple[str, ...]:
    return tuple(spot_name(c) for c in coords)


def _cards_known(ctx: _Context) -> RuleCheck:
    letters = ctx.ruleset.tiles
    bad = [(c, t) for c, t in ctx.play.cards if len(t) != 1 or not letters.is_letter(t)]
    return RuleCheck(
        "cards_known",
        not bad and bool(ctx.play.cards),
        _names(c for c, _ in bad),
        {"cards": ", ".join(t for _, t in bad) or "none"},
    )


def _spots_free(ctx: _Context) -> RuleCheck:
    held = shape.taken(ctx.play.coords, ctx.table.__contains__)
    return RuleCheck(
        "cards_spots_free",
        not (held or shape.repeats(ctx.play.coords)),
        _names(held),
        {"spots": ", ".join(_names(held))},
    )


def _one_line(ctx: _Context) -> RuleCheck:
    return RuleCheck("cards_one_line", shape.in_one_line(ctx.play.coords), _names(ctx.play.coords))


def _no_gaps(ctx: _Context) -> RuleCheck:
    holes = shape.gaps(ctx.play.coords, ctx.table.__contains__)
    return RuleCheck("cards_no_gaps", not holes, _names(holes), {"spots": ", ".join(_names(holes))})


def _first_play_cards(ctx: _Context) -> RuleCheck | None:
    if ctx.table:
        return None
    need = ctx.ruleset.first_play_min_cards
    return RuleCheck("cards_first_play", len(ctx.play.cards) >= need, (), {"need": need, "laid": len(ctx.play.cards)})


def _joined(ctx: _Context) -> RuleCheck | None:
    if not ctx.table:
        return None
    joined = any(n in ctx.table for c in ctx.play.coords for n in neighbours(c))
    return RuleCheck("cards_joined", joined, _names(ctx.play.coords))


def _from_hand(ctx: _Context) -> RuleCheck | None:
    if ctx.hand is None:
        return None
    needed, held = Counter(ctx.play.hand_cards()), Counter(ctx.hand)
    missing = needed - held
    return RuleCheck(
        "cards_from_hand",
        not missing,
        (),
        # the notes: a letter held once but needed twice, and how a blank is written (wordplay.core.holding)
        {"missing": "".join(sorted(missing.elements())), "hand": ctx.hand, "blank_note": fewer_note(needed, held)},
    )


def _bonus_card(ctx: _Context) -> RuleCheck | None:
    bonus = ctx.play.bonus
    if bonus is None:
        return None
    rules, name = ctx.ruleset, spot_name(bonus.at)
    params = {"card": bonus.card, "spot": name}
    if ctx.ruleset.decks.bonus_card(bonus.card) is None or not rules.bonus_cards:
        return RuleCheck("cards_bonus_known", False, (), params)
    if not ctx.table and not rules.first_play_bonus_card:
        return RuleCheck("cards_bonus_first_play", False, (), params)
    holding = bonus_word(ctx.words(), ctx.play)
    return RuleCheck(
        "cards_bonus_letter", holding is not None, (name,), {**params, "word": holding.letters if holding else ""}
    )


def bonus_word(words: list[TableWord], play: CardPlay) -> TableWord | None:
    """The word of the play a bonus card applies to (see :class:`~wordplay.cards.table.Bonus`)."""
    bonus = play.bonus
    if bonus is None:
        return None
    holding = [w for w in words if bonus.at in w.coords]
    if bonus.across is not None:
        holding = [w for w in holding if w.across == bonus.across]
    return holding[0] if holding else None


def _words_known(ctx: _Context) -> RuleCheck | None:
    if ctx.lexicon is None or not ctx.ruleset.check_words:
        return None
    words = ctx.words()
    if not words:  # a lone card forms no word; the first-play or joining rule already says why it fails
        return None
    unknown = [w for w in words if w.letters not in ctx.lexicon]
    return RuleCheck(
        "cards_words_known",
        not unknown,
        tuple(n for w in unknown for n in w.names),
        {"words": ", ".join(w.letters for w in unknown), "formed": ", ".join(w.letters for w in words) or "none"},
    )


_SHAPE: tuple[Callable[[_Context], RuleCheck], ...] = (_cards_known, _spots_free, _one_line, _no_gaps)
_PLACE: tuple[Callable[[_Context], RuleCheck | None], ...] = (
    _first_play_cards,
    _joined,
    _from_hand,
    _bonus_card,
    _words_known,
)


def _run(ctx: _Context, stop_at_failure: bool) -> Iterator[RuleCheck]:
    return run_checks(ctx, _SHAPE, _PLACE, stop_at_failure)


def check_play(
    ruleset: CardsRuleset, table: Table, play: CardPlay, hand: str | None = None, lexicon: Container[str] | None = None
) -> CheckReport:
    """Dry run: every rule tried on ``play``, pass or fail (shape faults stop the list early)."""
    return CheckReport(tuple(_run(_Context(ruleset, table, play, hand, lexicon), False)))


def validate_play(
    ruleset: CardsRuleset, table: Table, play: CardPlay, hand: str | None = None, lexicon: Container[str] | None = None
) -> None:
    """Raise :class:`IllegalMoveError` for the first rule ``play`` breaks."""
    report = CheckReport(tuple(_run(_Context(ruleset, table, play, hand, lexicon), True)))
    if not report.ok:
        raise report.error()


__all__ = ["CheckReport", "IllegalMoveError", "RuleCheck", "bonus_word", "check_play", "validate_play"]
