"""What the Word Thief widget does, in plain Python: take the learner's intent, answer with a view.

The turn being drafted is a *draft*: the table word to steal (or none, for a plain word),
the hand cards picked and the new word(s) typed. The preview runs the engine's rules on it
(:func:`wordplay.thief.rules.check_move`; when cards are picked, only those cards may be
used) and, when they all pass, explains the score step by step. Nothing here is a rule.

* :class:`ThiefBench` -- the draft, its preview, "every steal" for the hand, the intent loop;
* :class:`ThiefPositionSession` -- a position written by hand (a worked example);
* :class:`ThiefGameSession` -- a whole game at one screen, people and computer players.

Tested without a browser (the Word Thief widget tests).
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from typing import Any

from wordplay.core.checks import CheckReport, RuleCheck
from wordplay.core.explanation import Explanation
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.registry import get_ruleset
from wordplay.thief.cards import Card, cards_label, letters_of
from wordplay.thief.finder import Found, search_moves
from wordplay.thief.game import MOVE_KINDS, ThiefGame
from wordplay.thief.listing import SearchBound
from wordplay.thief.moves import PlayWord, Steal, TableWord, move_notation, parse_move
from wordplay.thief.players import computer_player
from wordplay.thief.rules import Laid, check_move
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import explain_turn
from wordplay.widgets import reprs, views
from wordplay.widgets.protocol import Intent, IntentError, IntentSession
from wordplay.widgets.seats import DEFAULT_PLAYERS, Seated, undo_to_person
from wordplay.widgets.thief.position import LEARNER, position, word_text
from wordplay.widgets.thief.protocol import THIEF
from wordplay.widgets.thief.sheet import chart, sheet, sheet_entries, summary
from wordplay.widgets.thief.views import (
    card_name,
    card_view,
    explanation_view,
    found_view,
    msg,
    table_word_view,
    word_cards,
)
from wordplay.widgets.typed import TypedMoves
from wordplay.widgets.views import Said, check_view, step_said

STEALS_SHOWN = 40  # rows of "every steal" on the page: the best ones, searched for directly
_TARGET_ONLY = re.compile(r"^\s*(#[0-9]+|[A-Za-z]+)\s*(?:->|→)\s*$")  # "WORK ->": the new words not typed yet


class Preview:
    """The draft checked: every rule, the laid cards when legal, the explained score."""

    def __init__(
        self,
        move: PlayWord | Steal,
        report: CheckReport,
        laid: Laid | None,
        ruleset: ThiefRuleset,
        table: Sequence[TableWord],
    ) -> None:
        self.move, self.report, self.laid = move, report, laid
        self.notation = move_notation(move, table)
        self.explanation = (
            explain_turn(ruleset, laid.words, laid.cards, len(laid.hand_used))
            if laid is not None and report.ok
            else None
        )

    @property
    def legal(self) -> bool:
        return self.explanation is not None


class ThiefBench(TypedMoves, RulesetLexicon, IntentSession):
    """A table, a hand and the turn drafted from them; the preview and every steal the hand has.
    A play or steal may also be typed (``WORK -> REWORKED``, :func:`wordplay.thief.moves.parse_move`)."""

    schema = THIEF
    actions: frozenset[str] = frozenset(
        {"target", "card", "words", "clear", "steals", "choose", "preview_move", "type_move"}
    )

    def __init__(self, ruleset: ThiefRuleset, lexicon: Container[str] | None = None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self._lexicon = lexicon
        self.target: int | None = None
        self.picked: list[int] = []  # hand indices, in the order picked
        self.words: tuple[str, ...] = ()
        self.show_steals = False
        self._found: tuple[Any, list[Found]] | None = None
        self.bound = SearchBound.default()  # an exercise sets SearchBound.exercise(): the same on every machine

    # ----- to be provided by subclasses ------------------------------------------------------

    @property
    def table(self) -> Sequence[TableWord]:
        raise NotImplementedError

    @property
    def hand(self) -> Sequence[Card]:
        raise NotImplementedError

    @property
    def player(self) -> int:
        """The player the draft is for."""
        return LEARNER

    # to be provided by subclasses (board/session.py's Workbench has stubs of the same shape)
    def card(self, card_id: str) -> Card:
        raise NotImplementedError

    def _turns(self) -> int:
        return 0

    def _version(self) -> Any:
        """Changes whenever the table or the hand does (what cached answers depend on)."""
        return 0

    # ----- intents -----------------------------------------------------------------------------

    def limits(self) -> dict[str, Any]:
        return {
            "words": frozenset(w.id for w in self.table),
            "hand": len(self.hand),
            "ranks": len(self.found()[:STEALS_SHOWN]) if self.show_steals else 0,
            "turns": self._turns(),
        }

    def _state_key(self) -> Any:
        return (self.target, tuple(self.picked), self.words, self.show_steals, self._version())

    def clear_draft(self) -> None:
        self.target, self.picked, self.words = None, [], ()

    def _do_target(self, intent: Intent) -> None:
        self.target = None if self.target == intent["word"] else intent["word"]

    def _do_card(self, intent: Intent) -> None:
        index = intent["index"]
        self.picked = [i for i in self.picked if i != index] if index in self.picked else [*self.picked, index]

    def _do_words(self, intent: Intent) -> None:
        self.words = tuple(w for w in re.split(r"[\s,+]+", intent["text"]) if w)

    def _do_clear(self, intent: Intent) -> None:
        self.clear_draft()

    def _do_steals(self, intent: Intent) -> None:
        self.show_steals = not self.show_steals

    def _do_choose(self, intent: Intent) -> None:
        self.take(self.found()[intent["rank"]])
        self.notice = msg("chosen", rank=intent["rank"] + 1)

    def take(self, found: Found) -> None:
        """Draft a play or steal the finder found (its target, words and hand cards)."""
        ids = [c.id for c in found.laid.hand_used]
        self.target = None if found.target is None else found.target.id
        self.words = found.words
        self.picked = [next(i for i, c in enumerate(self.hand) if c.id == cid) for cid in ids]

    def draft_text(self, text: str) -> None:
        """Draft a move written in players' notation (``WORK -> REWORKED`` or ``CAT``)."""
        move = parse_move(text, self.table, self.player)
        self.clear_draft()
        self.target = move.target if isinstance(move, Steal) else None
        self.words = move.words if isinstance(move, Steal) else (move.word,)

    # ----- a move typed (the move box, wordplay.widgets.typed) ------------------------------------------

    def draft_typed(self, text: str) -> None:
        """Draft the play or steal typed; the hand cards picked stay picked (only they may be used).
        ``WORK ->`` (the new words still to come) drafts the steal's target alone."""
        target_only = _TARGET_ONLY.match(text)
        move = parse_move(text + " X" if target_only else text, self.table, self.player)
        if isinstance(move, Steal) and move.target not in {w.id for w in self.table}:
            raise IntentError("widget.thief.typed_no_word", params={"word": f"#{move.target}"})
        self.target = move.target if isinstance(move, Steal) else None
        self.words = () if target_only else move.words if isinstance(move, Steal) else (move.word,)

    def clear_typed(self) -> None:
        self.target, self.words = None, ()

    def save_draft(self) -> Any:
        return self.target, list(self.picked), self.words

    def restore_draft(self, saved: Any) -> None:
        self.target, self.picked, self.words = saved[0], list(saved[1]), saved[2]

    def draft_notation(self) -> str:
        """The draft as the move box writes it (``WORK -> REWORKED``; ``WORK ->`` with no words yet)."""
        target = next((w.text for w in self.table if w.id == self.target), None)
        words = " + ".join(self.words) if target is not None else " ".join(self.words)
        return f"{target} -> {words}".rstrip() if target is not None else words

    # ----- the preview -------------------------------------------------------------------------

    def draft_move(self) -> PlayWord | Steal | None:
        """The move drafted; with nothing typed, a plain word is the picked cards in order."""
        words = self.words
        picked = [self.hand[i] for i in self.picked]
        if not words and self.target is None and picked and not any(c.is_wild for c in picked):
            words = (letters_of(picked),)
        if not words:
            return None
        if self.target is None:
            return PlayWord(" ".join(words))
        return Steal(self.target, words)

    def preview(self) -> Preview | None:
        move = self.draft_move()
        if move is None:
            return None
        picked = [self.hand[i] for i in self.picked]
        report, laid = check_move(self.ruleset, self.lexicon, self.player, picked or self.hand, self.table, move)
        checks = list(report.checks)
        if isinstance(move, PlayWord) and " " in move.word:
            checks.insert(0, RuleCheck("widget_thief_one_word", False, (), {"words": move.word}))
        if laid is not None and picked:
            used = {c.id for c in laid.hand_used}
            spare = [c for c in picked if c.id not in used]
            checks.append(
                RuleCheck(
                    "widget_thief_picked_used", not spare, tuple(c.id for c in spare), {"cards": cards_label(spare)}
                )
            )
        return Preview(move, CheckReport(tuple(checks)), laid, self.ruleset, self.table)

    def prompt(self) -> str:
        """What to do next when nothing checkable is drafted yet."""
        if self.target is not None:
            word = next(w.text for w in self.table if w.id == self.target)
            return msg("prompt.steal", word=word)
        if self.picked:
            return msg("prompt.wild")
        return msg("prompt.start")

    def found(self, top: int = STEALS_SHOWN) -> list[Found]:
        """The ``top`` best legal plays and steals for the hand, best first (cached until the table
        or hand changes). Only the best are searched for: a crowded table can hold half a million
        moves, which take seconds to list and no learner reads."""
        key = (self.player, tuple(c.id for c in self.hand), tuple(w.id for w in self.table), top)
        if self._found is None or self._found[0] != key:
            stealable = [w for w in self.table if w.owner != self.player and not w.locked]
            moves = (
                search_moves(self.ruleset, self.lexicon, self.hand, stealable, top=top, bound=self.bound).all()
                if self.hand
                else []
            )
            self._found = (key, moves)
        return self._found[1]

    # ----- the view ----------------------------------------------------------------------------

    def preview_view(self) -> dict[str, Any]:
        preview = self.preview()
        if preview is None:
            return {"headline": self.prompt(), "legal": False, "check": None, "explanation": None, "used": []}
        explanation = preview.explanation
        if explanation is not None:
            headline = msg("preview.legal", notation=preview.notation, total=explanation.total)
        else:
            failure = preview.report.failure
            headline = msg("preview.illegal", notation=preview.notation, reason=failure.message if failure else "")
        used = [c.id for c in preview.laid.hand_used] if preview.legal and preview.laid else []
        return {
            "headline": headline,
            "legal": preview.legal,
            "notation": preview.notation,
            "check": check_view(preview.report),
            "explanation": None if explanation is None else explanation_view(explanation, self._card_in_draft),
            "used": used,
        }

    def owner_name(self, owner: int) -> str:
        """The name of the player who owns a table word."""
        return ""

    def _hand_card_name(self, card: Card, index: int, used: bool) -> str:
        """A hand card's accessible name, with its place among the cards picked or its use in the word."""
        name = card_name(card)
        if index in self.picked:
            return str(msg("card_picked", card=name, order=self.picked.index(index) + 1))
        return str(msg("card_used", card=name)) if used else str(name)

    def _announced(self) -> list[str]:
        """What happened, then the preview's headline (the score, or the rule that fails)."""
        preview = self.preview_view()
        return [*super()._announced(), preview["headline"] if preview["check"] else ""]

    def _card_in_draft(self, card_id: str) -> Card:
        for word in self.table:
            for c in word.cards:
                if c.id == card_id:
                    return c
        return next((c for c in self.hand if c.id == card_id), None) or self.card(card_id)

    def steals_view(self) -> dict[str, Any] | None:
        if not self.show_steals:
            return None
        found = self.found()
        title = msg("label.steals_title", count=len(found))  # counted by the plural entry, not the page
        return {
            "count": len(found),
            "title": str(title),
            "rows": [found_view(k, f) for k, f in enumerate(found[:STEALS_SHOWN])],
        }

    def view(self) -> dict[str, Any]:
        """The view model: everything the page draws, as plain data."""
        preview = self.preview_view()
        used = set(preview["used"])
        hand = [
            {
                **card_view(c),
                "name": self._hand_card_name(c, i, c.id in used),
                "index": i,
                "picked": i in self.picked,
                "used": c.id in used,
                "order": self.picked.index(i) + 1 if i in self.picked else 0,
            }
            for i, c in enumerate(self.hand)
        ]
        target = next((w.text for w in self.table if w.id == self.target), None)
        return {
            **super().view(),
            "table": [table_word_view(w, self.player, self.target, self.owner_name(w.owner)) for w in self.table],
            "hand": hand,
            "draft": {
                "target": self.target,
                "target_text": target,
                "words": " ".join(self.words),
                "picked": list(self.picked),
                "notation": self.draft_notation(),
            },
            "typed": self.typed_view(),
            "preview": preview,
            "steals": self.steals_view(),
        }


class ThiefPositionSession(ThiefBench):
    """A worked example: ``table`` (the other player's words), ``hand``, maybe a steal drafted.

    >>> session = ThiefPositionSession(["WORK"], "R E E D", steal="WORK -> REWORKED")
    >>> session
    <ThiefExplainer table WORK, hand REED: WORK -> REWORKED scores 40>
    >>> [(" + ".join(found.words), found.score) for found in session.found()[:3]]
    [('REWORKED', 40), ('ER + WORKED', 30), ('RE + WORKED', 30)]
    """

    def __init__(
        self,
        table: Sequence[str],
        hand: str,
        steal: str | None = None,
        *,
        own: Sequence[str] = (),
        ruleset: str | ThiefRuleset = "word-thief",
        lexicon: Container[str] | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        ruleset = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        super().__init__(ruleset, lexicon)
        self.position = position(ruleset, table, hand, own)
        self.names = list(names) if names is not None else [msg("you"), msg("another_player")]
        self.steal = steal
        if steal:
            self.draft_text(steal)

    @property
    def table(self) -> Sequence[TableWord]:
        return self.position.table

    @property
    def hand(self) -> Sequence[Card]:
        return self.position.hand

    def card(self, card_id: str) -> Card:
        raise KeyError(card_id)

    def owner_name(self, owner: int) -> str:
        return str(self.names[owner]) if owner < len(self.names) else ""

    def explanation(self) -> Explanation | None:
        preview = self.preview()
        return None if preview is None else preview.explanation

    def view(self) -> dict[str, Any]:
        view = super().view()
        view["names"] = [str(n.again()) if isinstance(n, Said) else n for n in self.names]
        return view

    def __repr__(self) -> str:
        table = " ".join(word_text(w) for w in self.table)
        preview = self.preview()
        drafted = (
            reprs.say("nothing_drafted")
            if preview is None
            else reprs.say("drafted_scores", play=preview.notation, points=preview.explanation.total)
            if preview.explanation
            else reprs.say("drafted_refused", play=preview.notation)
        )
        said = reprs.say("thief_explainer", table=table or "-", hand=letters_of(self.hand) or "-", drafted=drafted)
        return f"<ThiefExplainer {said}>"


class ThiefGameSession(Seated, ThiefBench):
    """A whole game of Word Thief at one screen: people take turns at the hand, computers answer.

    ``players`` lists names (people) and ``(name, level)`` pairs (computer players); the hand
    shown is the hand of the player to move. After each accepted move, :meth:`run_computers`
    plays the computers' turns.
    """

    turn_actions = ThiefBench.actions | frozenset({"submit", "give_up", "pass"})
    always = frozenset({"undo", "review"})

    def __init__(
        self,
        players: Sequence[Any] = DEFAULT_PLAYERS,
        seed: int = 0,
        *,
        ruleset: str | ThiefRuleset = "word-thief",
        lexicon: Container[str] | None = None,
        game: ThiefGame | None = None,
    ) -> None:
        rules = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        self.seat(
            players,
            game,
            lambda names: ThiefGame(rules, names, seed=seed, lexicon=lexicon),
            lambda level, seed: computer_player(level, seed, lexicon),
        )
        super().__init__(self.game.ruleset, lexicon)
        self.review: int | None = None

    @property
    def table(self) -> Sequence[TableWord]:
        return self.game.table

    @property
    def hand(self) -> Sequence[Card]:
        return [] if self.game.is_over else self.game.hand

    @property
    def player(self) -> int:
        return self.game.to_move

    def card(self, card_id: str) -> Card:
        return self.game.deck.card(card_id)

    def _turns(self) -> int:
        return len(self.game.sheet)

    def _version(self) -> Any:
        return (len(self.game.events), tuple(self.game.scores), self.review)

    def owner_name(self, owner: int) -> str:
        return self.game.names[owner]

    def _announced(self) -> list[str]:
        """The bench's, then (after a move) whose turn it is, or the game's result."""
        said = super()._announced()
        summary_now = summary(self.game)
        if summary_now is not None:
            said.append(summary_now["result"])
        elif self.notice:
            said.append(self.status_text())
        return said

    def person_to_move(self) -> bool:
        return not self.game.is_over and self.levels[self.game.to_move] is None

    @property
    def actions(self) -> frozenset[str]:  # type: ignore[override]  # the base's class attribute, computed here
        """What the page may do now: a person to move drafts and moves; anyone may undo or review."""
        return self.turn_actions | self.always if self.person_to_move() else self.always

    # ----- moves -----------------------------------------------------------------------------

    def _moved(self, player: int, explanation: Explanation) -> None:
        """After any move: the draft cleared, a notice of what happened, its scoring shown."""
        event = self.game.events[-1]
        name = self.game.names[player]
        if event["kind"] in ("play", "steal"):
            said = msg(f"done.{event['kind']}", player=name, notation=event["notation"], total=explanation.total)
            self.tell(said, explanation)
        else:
            for step in explanation.steps:
                self.note(step_said(step))
        self.clear_draft()
        self.show_steals = False
        self.review = next(
            (k for k in range(len(self.game.sheet) - 1, -1, -1) if self.game.sheet[k][1] is explanation), None
        )

    def _do_submit(self, intent: Intent) -> None:
        self.play_typed()

    def play_typed(self) -> None:
        """Make the play or steal drafted (by the pieces or typed)."""
        preview = self.preview()
        if preview is None:
            raise IntentError("widget.thief.nothing_drafted")
        if not preview.legal or preview.laid is None:
            failure = preview.report.failure
            raise IntentError("widget.thief.not_legal", params={"reason": failure.message if failure else ""})
        player = self.game.to_move
        self._moved(player, self.game.apply(preview.laid.move))

    def _do_give_up(self, intent: Intent) -> None:
        player = self.game.to_move
        discard = [self.hand[i].id for i in intent["indices"]]
        self._moved(player, self.game.give_up(discard))  # refusals raise and change nothing

    def _do_pass(self, intent: Intent) -> None:
        player = self.game.to_move
        self._moved(player, self.game.pass_turn())

    def _do_undo(self, intent: Intent) -> None:
        """Take back moves until a person's move is taken back (the computers' replies go with it)."""
        undo_to_person(self.game, self.levels, MOVE_KINDS)
        self.clear_draft()
        self.review = None
        self.notice = views.msg("taken_back")  # who is to move: the status says it

    def _do_review(self, intent: Intent) -> None:
        self.review = intent["turn"]

    # ----- computers ---------------------------------------------------------------------------

    def step_computer(self) -> bool:
        """The computer to move makes its move; False when a person is to move or the game is over."""
        if not self.computer_to_move():
            return False
        player = self.game.to_move
        self._moved(player, self.game.apply(self.computers[player].choose(self.game)))
        return True

    # ----- the view ----------------------------------------------------------------------------

    def status_text(self) -> str:
        game = self.game
        if game.is_over:
            return msg("status.over")
        name = game.names[game.to_move]
        if self.levels[game.to_move] is not None:
            return msg("status.computer", player=name)
        if game.pile:
            return views.msg("status.turn", player=name)  # the pile's count is beside the players (piles_text)
        return msg("status.pile_empty", player=name)

    def review_view(self) -> dict[str, Any] | None:
        entries = sheet_entries(self.game)
        if self.review is None or self.review >= len(entries):
            return None
        entry = entries[self.review]
        player, explanation = self.game.sheet[self.review]
        return {
            "turn": self.review,
            "headline": ""  # the notice says this move's news: said once
            if self.told(explanation)
            else msg(
                "review", turn=self.review + 1, player=self.game.names[player], move=entry["text"], total=entry["score"]
            ),
            "explanation": explanation_view(explanation, self.card),
        }

    def view(self) -> dict[str, Any]:
        view = super().view()
        game = self.game
        person = self.person_to_move()
        locked = locked_words(game, self.card)
        view["players"] = [
            {
                "name": name,
                "score": game.scores[i],
                **self.seat_fields(i),
                "to_move": i == game.to_move and not game.is_over,
                "locked": locked[i],
                "hand_size": len(game.hands[i]),
                "hand_text": msg("count.in_hand", count=len(game.hands[i])),
            }
            for i, name in enumerate(game.names)
        ]
        view["pile"] = len(game.pile)
        view["used"] = len(game.used)
        view["piles_text"] = msg("count.piles", pile=len(game.pile), used=len(game.used))
        view["status"] = self.status_text()
        view["over"] = game.is_over
        entries = sheet_entries(game)
        view["sheet"] = sheet(game, entries)
        view["chart"] = chart(game, entries)
        view["summary"] = summary(game)
        view["review"] = self.review_view()
        view["discard"] = min(self.ruleset.cannot_play_discard, len(self.hand))
        view["discard_prompt"] = str(  # "Zaznacz 3 karty": the count's own plural form, not the page's
            msg("label.give_up_prompt", count=view["discard"], penalty=self.ruleset.cannot_play_penalty)
        )
        view["controls"] = {
            "submit": person and view["preview"]["legal"],
            "clear": person and bool(self.target is not None or self.picked or self.words),
            "steals": person,
            "give_up": person and bool(game.pile),
            "pass": person and not game.pile,
            "undo": not game.is_over and any(self.levels[e["player"]] is None for e in game.events),
        }
        if not person:
            view["hand"] = []
            view["steals"] = None
        return view

    def __repr__(self) -> str:
        return reprs.game_repr(
            "ThiefGameWidget", self.game, self.levels, count=reprs.say("turns", n=len(self.game.events))
        )


def locked_words(game: ThiefGame, card_of: Any) -> list[list[dict[str, Any]]]:
    """Each player's locked words (all of one suit: scored double, gone to the used pile)."""
    out: list[list[dict[str, Any]]] = [[] for _ in game.names]
    for player, explanation in game.sheet:
        for step in explanation.steps:
            if step.kind == "thief_word_total" and step.params.get("locked"):
                word = str(step.params["text"])
                out[player].append(
                    {
                        "word": word,
                        "score": step.params["score"],
                        "cards": word_cards(word, [card_of(c) for c in step.squares]),
                    }
                )
    return out
