"""Laying cards on the boardless table, in plain Python: the intents, the preview, the view.

:class:`TableBench` holds a table, a hand and the cards laid from it this turn (``pending``,
spot -> (hand index, card as laid)) plus a bonus card put on a letter; every change comes
from one validated intent (:data:`~wordplay.widgets.cards.protocol.CARDS`). Its preview tries
every rule (:func:`wordplay.cards.check_play`) and, once the cards lie in a line, explains the
score (:func:`wordplay.cards.score_play`), the table's clearing included: the cards that would
leave are marked in the view.

:class:`TableSession` is a table and a hand given as data (a worked example, a move list).
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from functools import cached_property
from typing import Any

from wordplay.cards.finder import FoundCardPlay, best_plays
from wordplay.cards.legality import check_play
from wordplay.cards.rules import CardsRuleset, load_ruleset
from wordplay.cards.scoring import cleared_cards, score_play
from wordplay.cards.table import (
    Bonus,
    CardPlay,
    Coord,
    Table,
    parse_play,
    play_notation,
    spot_name,
    words_formed,
    written_lower,
)
from wordplay.core.explanation import Explanation
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.tiles import BLANK
from wordplay.widgets import reprs
from wordplay.widgets.cards.protocol import CARDS
from wordplay.widgets.cards.views import grid_window, hand_view, moves_view, table_view
from wordplay.widgets.protocol import Intent, IntentError, IntentSession, as_laid
from wordplay.widgets.typed import TypedMoves
from wordplay.widgets.views import blanks_named, check_view, explanation_view, msg

# How the step-through highlights each kind of scoring step.
PHASES = {
    "cards_card": "tile",
    "cards_word_sum": "sum",
    "cards_bonus_card": "word",
    "cards_first_play": "word",
    "cards_all_cards": "bonus",
    "cards_leave": "leave",
    "cards_rummy_word": "sum",
    "cards_rummy_bonus_card": "word",
    "cards_rummy_letter_x": "word",
    "cards_rummy_word_x": "word",
    "cards_rummy_word_count": "bonus",
    "cards_rummy_bonus": "bonus",
    "cards_rummy_unused": "leave",
}


def card_explanation_view(explanation: Explanation) -> dict[str, Any]:
    """An explanation for the cards page: step spots stay ``"row,col"`` names (the cells' keys)."""
    return explanation_view(explanation, PHASES, lambda name: name)


class TableBench(TypedMoves, RulesetLexicon, IntentSession):
    """A table, a hand, the cards laid this turn and a bonus card; the preview of their legality and score.
    A play may also be typed (``0,0 across TREINO``, :func:`wordplay.cards.table.parse_play`)."""

    schema = CARDS
    actions: frozenset[str] = frozenset(
        {"place", "lift", "blank", "recall", "bonus", "unbonus", "preview_move", "type_move"}
    )
    table: Table  # the cards on the table by spot (an attribute, or a game's property)
    hand: str  # the hand shown

    def __init__(self, ruleset: CardsRuleset, lexicon: Container[str] | None = None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self._lexicon = lexicon
        self.pending: dict[Coord, tuple[int, str]] = {}
        self.bonus: tuple[int, Coord, bool | None] | None = None  # (hand index, spot named, across)

    def top_plays(self) -> list[FoundCardPlay]:
        """The move list for the hand (none by default)."""
        return []

    def _ranks(self) -> int:
        return len(self.top_plays())

    def _turns(self) -> int:
        return 0

    # ----- intents -----------------------------------------------------------------------------

    def window(self) -> tuple[int, int, int, int]:
        """The rows and columns the page shows: the table and the cards laid, with room around."""
        return grid_window([*self.table, *self.pending], self.ruleset.hand_size)

    def limits(self) -> dict[str, Any]:
        r0, r1, c0, c1 = self.window()
        return {
            "rows": (r0, r1),
            "cols": (c0, c1),
            "hand_size": len(self.hand),
            "alphabet": self.ruleset.tiles.alphabet,
            "ranks": self._ranks(),
            "turns": self._turns(),
        }

    def _state_key(self) -> Any:
        return tuple(sorted(self.pending.items())), self.bonus

    def _spot(self, intent: Intent) -> Coord:
        return intent["row"], intent["col"]

    def _free(self, spot: Coord) -> None:
        if spot in self.table or spot in self.pending:
            raise IntentError("widget.cards.spot_busy", params={"spot": spot_name(spot)})

    def _laid(self, spot: Coord) -> tuple[int, str]:
        if spot not in self.pending:
            raise IntentError("widget.cards.not_laid", params={"spot": spot_name(spot)})
        return self.pending[spot]

    def _in_use(self, index: int) -> bool:
        return any(i == index for i, _ in self.pending.values()) or (self.bonus is not None and self.bonus[0] == index)

    def _do_place(self, intent: Intent) -> None:
        spot, index, letter = self._spot(intent), intent["index"], intent.get("letter")
        self._free(spot)
        if self._in_use(index):
            raise IntentError("widget.cards.card_in_use")
        if self.ruleset.decks.is_bonus(self.hand[index]):
            raise IntentError("widget.cards.bonus_not_laid")
        self.pending[spot] = (index, as_laid(self.hand[index], letter, BLANK))

    def _do_lift(self, intent: Intent) -> None:
        spot = self._spot(intent)
        self._laid(spot)
        del self.pending[spot]

    def _do_blank(self, intent: Intent) -> None:
        spot = self._spot(intent)
        index, card = self._laid(spot)
        if self.hand[index] != BLANK:
            raise IntentError("widget.not_a_blank", params={"tile": card})
        self.pending[spot] = (index, intent["letter"].lower())

    def _do_recall(self, intent: Intent) -> None:
        self.pending.clear()
        self.bonus = None

    def _do_bonus(self, intent: Intent) -> None:
        spot, index = self._spot(intent), intent["index"]
        if not self.ruleset.decks.is_bonus(self.hand[index]):
            raise IntentError("widget.cards.not_bonus", params={"card": self.hand[index]})
        if spot not in self.table and spot not in self.pending:
            raise IntentError("widget.cards.bonus_on_empty", params={"spot": spot_name(spot)})
        if any(i == index for i, _ in self.pending.values()):
            raise IntentError("widget.cards.card_in_use")
        self.bonus = (index, spot, intent.get("across"))

    def _do_choose(self, intent: Intent) -> None:
        self.lay(self.top_plays()[intent["rank"]].play)
        self.notice = msg("chosen", rank=intent["rank"] + 1)

    def _do_unbonus(self, intent: Intent) -> None:
        if self.bonus is None:
            raise IntentError("widget.cards.no_bonus")
        self.bonus = None

    def lay(self, play: CardPlay) -> None:
        """Lay ``play``'s cards (and bonus card) from the hand as this turn's (a chosen play)."""
        used: set[int] = set()

        def take(want: str) -> int:
            index = next((i for i, c in enumerate(self.hand) if c == want and i not in used), None)
            if index is None:
                raise IntentError("widget.cards.play_not_in_hand", params={"hand": self.hand})
            used.add(index)
            return index

        pending = {spot: (take(BLANK if card.islower() else card), card) for spot, card in play.cards}
        bonus = None if play.bonus is None else (take(play.bonus.card), play.bonus.at, play.bonus.across)
        self.pending, self.bonus = pending, bonus

    # ----- a play typed (the move box, wordplay.widgets.typed) -----------------------------------------

    def draft_typed(self, text: str) -> None:
        play = parse_play(text, self.table, hand=self.hand)  # the engine's sentence when it cannot be read
        try:
            self.lay(play)
        except IntentError as exc:
            raise IntentError("widget.cards.typed_not_in_hand", params={"hand": self.hand or "-"}) from exc
        self.note_reading(text, written_lower(text))

    def clear_typed(self) -> None:
        self.pending, self.bonus = {}, None

    def save_draft(self) -> Any:
        return dict(self.pending), self.bonus

    def restore_draft(self, saved: Any) -> None:
        self.pending, self.bonus = dict(saved[0]), saved[1]

    # ----- the preview -------------------------------------------------------------------------

    def pending_play(self) -> CardPlay | None:
        if not self.pending:
            return None
        bonus = None
        if self.bonus is not None:
            index, spot, across = self.bonus
            bonus = Bonus(self.hand[index], spot, across)
        return CardPlay.make({spot: card for spot, (_, card) in self.pending.items()}, bonus=bonus)

    def explain_pending(self, play: CardPlay) -> Explanation:
        return score_play(self.ruleset, self.table, play, len(self.hand))

    def preview(self) -> dict[str, Any] | None:
        """Every rule tried on the cards laid, and (when they lie in a line) their explained score."""
        play = self.pending_play()
        if play is None:
            return None
        report = check_play(self.ruleset, self.table, play, self.hand, self.lexicon)
        out: dict[str, Any] = {
            "check": check_view(report),
            "legal": report.ok,
            "notation": "",
            "explanation": None,
            "leaving": [],
        }
        if report.shape_ok and words_formed(self.table, play):
            explanation = self.explain_pending(play)
            out["notation"] = play_notation(self.table, play)
            out["explanation"] = card_explanation_view(explanation)
            out["leaving"] = [n for s in explanation.steps if s.kind == "cards_leave" for n in s.squares]
            if out["leaving"]:
                out["leaving_text"] = leaving_sentence(
                    self.table, cleared_cards(self.table, words_formed(self.table, play))
                )
            key = "preview.legal" if report.ok else "preview.illegal"
            said = blanks_named(out["notation"], play, "cards.notation.blank")
            headline = msg(key, notation=said, total=explanation.total)
            out["headline"] = self.reading_said(headline, "cards.preview_read_lower", notation=out["notation"])
        else:
            out["headline"] = msg("cards.preview_shape")
        return out

    def last_spots(self) -> list[Coord]:
        """The spots of the last play (a game's), said so to a screen reader."""
        return []

    def _announced(self) -> list[str]:
        """After an intent: what happened, then the preview's headline and the first rule that fails."""
        said = super()._announced()
        preview = self.preview()
        if preview is not None:
            said.append(preview["headline"])
            if not preview["legal"] and preview["check"]["failure"]:
                said.append(preview["check"]["failure"])
        return said

    def view(self) -> dict[str, Any]:
        """The view model: the table window, the hand, the preview, as plain data."""
        in_use = {i for i, _ in self.pending.values()}
        bonus = None
        if self.bonus is not None:
            index, spot, across = self.bonus
            bonus = {"index": index, "spot": spot_name(spot), "card": self.hand[index], "across": across}
            in_use.add(index)
        return {
            **super().view(),
            "table": table_view(self.table, self.pending, self.window(), self.ruleset, self.last_spots()),
            "hand": hand_view(self.ruleset, self.hand, in_use),
            "bonus": bonus,
            "preview": self.preview(),
            "typed": self.typed_view(),
        }


class TableSession(TableBench):
    """A table (cards by spot, or plays in notation laid one after another) and a hand.

    ``play`` (notation, e.g. ``"-1,1 down C(R)IAR"``) is laid at once, for a worked example;
    with no hand given, the hand is the play's own cards. ``top`` > 0 lists the best plays.
    """

    def __init__(
        self,
        mode: str | CardsRuleset = "classic",
        table: Mapping[Coord, str] | None = None,
        play: str | None = None,
        hand: str | None = None,
        lexicon: Container[str] | None = None,
        top: int = 0,
    ) -> None:
        ruleset = load_ruleset(mode) if isinstance(mode, str) else mode
        super().__init__(ruleset, lexicon)
        self.table = dict(table or {})
        parsed = parse_play(play, self.table) if play else None
        self.hand = hand.upper() if hand is not None else "".join(parsed.hand_cards()) if parsed else ""
        self.top = top
        if top:
            self.actions = TableBench.actions | {"choose"}
        if parsed is not None:
            self.lay(parsed)

    @cached_property
    def _found(self) -> list[FoundCardPlay]:
        return best_plays(self.ruleset, self.table, self.hand, self.lexicon, self.top) if self.top and self.hand else []

    def top_plays(self) -> list[FoundCardPlay]:
        return self._found

    def view(self) -> dict[str, Any]:
        view = super().view()
        if self.top:
            view["moves"] = moves_view(self.top_plays(), self.hand, self.pending_play())
        return view

    def __repr__(self) -> str:
        kind = "CardsMoveList" if self.top else "CardsExplainer"
        play = self.pending_play()
        laid = play_notation(self.table, play) if play else reprs.say("nothing_laid")
        return f"<{kind} {reprs.say('cards_explainer', mode=self.ruleset.mode, hand=self.hand or '-', laid=laid)}>"


def table_word_at(table: Table, coord: Coord) -> str:
    """The word on ``table`` that holds the card at ``coord`` (along either line; its own letter if none)."""
    for step in ((1, 0), (0, 1)):
        start = coord
        while (start[0] - step[0], start[1] - step[1]) in table:
            start = (start[0] - step[0], start[1] - step[1])
        run, at = [], start
        while at in table:
            run.append(table[at])
            at = (at[0] + step[0], at[1] + step[1])
        if len(run) > 1:
            return "".join(run)
    return table[coord]


def leaving_sentence(table: Table, leaving: list[Coord]) -> str:
    """The cards that leave the table, named by their letters and the word each was in (not by coordinates)."""
    by_word: dict[str, list[str]] = {}
    for coord in leaving:
        by_word.setdefault(table_word_at(table, coord), []).append(table[coord])
    parts = [msg("cards.leaving_word", letters=" ".join(letters), word=word) for word, letters in by_word.items()]
    return msg("cards.leaving", cards="; ".join(parts))
