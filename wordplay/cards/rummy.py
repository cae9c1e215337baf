"""The rummy mode: ten rounds, each with a task from a round card; draw, lay words, discard.

A turn (docs/rules.md section 2.3): :meth:`RummyGame.draw` one card from the draw pile or the top of the
discard pile, then :meth:`RummyGame.discard` one card, laying words at the same time when
they meet the round's task. The cards left in the hand after the discard are the *unused*
cards some tasks subtract. Once a player meets the task, every other player has one more
turn; then the round is scored, the laid cards go to the discard pile, everyone refills to
seven and the round card goes under its deck. An empty draw pile is refilled by shuffling the
discard pile (its top card stays, when the rules say so). After the rounds, a tie for the lead
plays more rounds (``tie_rounds``). A round nobody finishes ends after
``round_turn_limit_per_player`` turns each, with 0 for all (a software guard, not in the text).

The task check and scoring (:func:`score_task`) read the round card's data: ``slots`` (word
lengths the task needs) and ``optional`` (lengths it also allows), or ``use_all_cards``; and
``score``: ``minus_unused``, ``word_count_bonus``, ``all_optional``, ``bonus``,
``letter_multiplier``, ``word_multiplier``, ``bonus_cards``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from wordplay.cards.game import CardGame
from wordplay.cards.rules import RoundCard
from wordplay.cards.solver import solve_task
from wordplay.cards.task import RummyWord, check_task, parse_words, score_task
from wordplay.core.errors import IllegalMoveError, SaveFormatError
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.messages import Term, render
from wordplay.core.outcome import Termination
from wordplay.core.racks import rack_minus
from wordplay.core.untrusted import move_tuple


class RummyGame(CardGame):
    """The rummy mode (see the module docstring).

    >>> game = RummyGame("rummy", ["Ana", "Rui"], seed=1)
    >>> game.round_card.name, game.hand
    ('Quadruple Letter Score', 'OMDNNMO')
    >>> game.draw("pile")
    'H'
    >>> game.discard("M")   # no words laid: the task is not met yet, so no explanation
    >>> game
    <RummyGame rummy Ana v Rui: 2 moves, scores [0, 0], Rui to move>
    """

    plays_rummy = True

    move_kinds = ("draw", "discard")

    def _setup(self) -> None:
        rules, decks = self.ruleset, self.decks
        pile = decks.letter_cards() + (decks.bonus_cards() if rules.bonus_cards else [])
        aside = ([] if rules.bonus_cards else decks.bonus_cards()) + [f"action:{n}" for n in sorted(decks.actions)]
        self._shuffle(pile)
        round_deck = decks.round_deck()
        self._shuffle(round_deck)
        first = self._first_player_by_cut() if rules.first_player == "cut" else 0
        self.state.update(
            draw=pile,
            discard=[],
            aside=aside,
            scores=[0] * self.players,
            to_move=first,
            round_deck=round_deck,
            round_no=1,
            starter=first,
            history=[],
            extra_rounds=0,
        )
        self.state["discard"].append(self.state["draw"].pop())
        self.round_explanations: list[Explanation] = []  # the last round's scores, explained
        self._deal(first)
        self._start_round()

    def _start_round(self) -> None:
        s = self.state
        s.update(round=s["round_deck"].pop(), phase="draw", laid=[None] * self.players, final_turns=None, turns=0)

    # ----- reading -------------------------------------------------------------------------

    @property
    def round_card(self) -> RoundCard:
        """The task of the round being played."""
        card: RoundCard = self.decks.round_card(self.state["round"])
        return card

    @property
    def phase(self) -> str:
        """``draw`` (the player to move must draw) or ``discard`` (lay words, then discard)."""
        phase: str = self.state["phase"]
        return phase

    @property
    def top_discard(self) -> str | None:
        return self.discard_pile[-1] if self.discard_pile else None

    # ----- moves -----------------------------------------------------------------------------

    def draw(self, source: str = "pile") -> str:
        """Draw one card from the draw ``pile`` or the top of the ``discard`` pile; returns it."""
        self._require_playing()
        if self.phase != "draw":
            raise IllegalMoveError("cards_wrong_phase", params={"expected": _phase("discard")})
        s = self.state
        card: str
        if source == "discard":
            if not s["discard"]:
                raise IllegalMoveError("cards_pile_empty", params={"pile": Term("cards.pile.discard")})
            card = s["discard"].pop()
        elif source == "pile":
            self._refill_draw_pile()
            if not s["draw"]:
                raise IllegalMoveError("cards_pile_empty", params={"pile": Term("cards.pile.draw")})
            card = s["draw"].pop()
        else:
            raise IllegalMoveError("cards_pile_empty", params={"pile": repr(source)})
        s["hands"][self.to_move] += card
        s["phase"] = "discard"
        self._record({"kind": "draw", "player": self.to_move, "source": source, "card": card})
        return card

    def explain_task(self, discard: str, words: Iterable[Any]) -> Explanation:
        """The explained score of laying ``words`` and discarding ``discard`` (validated first)."""
        words = parse_words(words)
        unused = self._unused(discard, words)
        check_task(self.ruleset, self.round_card, words, unused, self.lexicon)
        return score_task(self.ruleset, self.round_card, words, unused)

    def discard(self, card: str, words: Iterable[Any] = ()) -> Explanation | None:
        """Discard ``card``, laying ``words`` first when they meet the task; ends the turn."""
        self._require_playing()
        if self.phase != "discard":
            raise IllegalMoveError("cards_wrong_phase", params={"expected": _phase("draw")})
        words = parse_words(words)
        card = card.upper()
        explanation = self.explain_task(card, words) if words else None
        if not words:
            self._require_held(self.to_move, [card])
        s, player = self.state, self.to_move
        used = [c for w in words for c in w.hand_cards()]
        s["hands"][player] = rack_minus(s["hands"][player], [*used, card])
        s["discard"].append(card)
        if explanation is not None:  # words were laid
            s["laid"][player] = {
                "words": [w.to_list() for w in words],
                "cards": used,
                "score": explanation.total,
                "unused": s["hands"][player],
            }
        self._record(
            {
                "kind": "discard",
                "player": player,
                "card": card,
                "words": [w.to_list() for w in words],
                "score": explanation.total if explanation else None,
            }
        )
        self._end_turn(bool(words))
        return explanation

    def apply(self, move: Any) -> Any:
        """Apply a move value: ``("draw", source)`` or ``("discard", card[, words])``."""
        move = move_tuple(move, {"draw": ((str,), ()), "discard": ((str,), ((list, tuple),))})
        if move[0] == "draw":
            return self.draw(move[1])
        return self.discard(move[1], move[2] if len(move) > 2 else ())

    def hint(self) -> Any:
        """The best way to meet the task with the hand just drawn to (the task solver's answer)."""

        if self.phase != "discard":
            raise IllegalMoveError("cards_wrong_phase", params={"expected": _phase("discard")})
        best = solve_task(self.ruleset, self.round_card, self.hand, self.lexicon)
        if best is None:
            raise IllegalMoveError(
                "cards_no_task_solution", params={"hand": self.hand, "card_name": self.round_card.name}
            )
        return best

    # ----- the round ---------------------------------------------------------------------------

    def _unused(self, discard: str, words: list[RummyWord]) -> str:
        used = [c for w in words for c in w.hand_cards()] + [discard]
        self._require_held(self.to_move, used)
        return rack_minus(self.hand, used)

    def _refill_draw_pile(self) -> None:
        s = self.state
        if s["draw"]:
            return
        keep = [s["discard"].pop()] if self.ruleset.refill_keeps_top_discard and s["discard"] else []
        s["draw"], s["discard"] = s["discard"], keep
        self._shuffle(s["draw"])

    def _end_turn(self, met: bool) -> None:
        s = self.state
        s["turns"] += 1
        s["phase"] = "draw"
        if s["final_turns"] is not None:
            s["final_turns"] -= 1
        elif met:
            s["final_turns"] = self.players - 1
        limit = self.ruleset.round_turn_limit_per_player
        if s["final_turns"] == 0:
            self._end_round()
        elif limit and s["final_turns"] is None and s["turns"] >= limit * self.players:
            self._end_round(cut_short=True)
        else:
            s["to_move"] = (s["to_move"] + 1) % self.players

    def _end_round(self, cut_short: bool = False) -> None:
        """Score the round; ``cut_short``: it reached the turn limit with the task unmet, and every
        player is told so (docs/rules.md section 2.3 [decided]: no points for anyone)."""
        s, card = self.state, self.round_card
        explanations = []
        for player in range(self.players):
            laid = s["laid"][player]
            if laid is None:
                out = ExplanationBuilder()
                if cut_short:
                    out.add(
                        "cards_rummy_cut_short",
                        0,
                        card_name=card.name,
                        turns=s["turns"],
                        limit=self.ruleset.round_turn_limit_per_player,
                    )
                else:
                    out.add("cards_rummy_not_met", 0, player=self.names[player], card_name=card.name)
                explanations.append(out.build())
            else:
                explanations.append(score_task(self.ruleset, card, parse_words(laid["words"]), laid["unused"]))
                s["discard"].extend(laid["cards"])
            s["scores"][player] += explanations[-1].total
        s["laid"] = [None] * self.players
        self.round_explanations = explanations
        s["history"].append({"round": s["round_no"], "card": card.id, "scores": [e.total for e in explanations]})
        s["round_deck"].insert(0, s["round"])
        for offset in range(self.players):
            player = (s["starter"] + offset) % self.players
            while len(s["hands"][player]) < self.ruleset.hand_size:
                self._refill_draw_pile()
                if not s["draw"]:
                    break
                s["hands"][player] += s["draw"].pop()
        best = max(s["scores"])
        tied = sum(1 for x in s["scores"] if x == best) > 1
        if s["round_no"] >= self.ruleset.rounds_to_play:
            if not (tied and s["extra_rounds"] < self.ruleset.tie_rounds):
                s["round"] = None
                self._finish(Termination.ROUNDS_PLAYED, None, [])
                return
            s["extra_rounds"] += 1
        s["round_no"] += 1
        if self.ruleset.rotate_round_start:
            s["starter"] = (s["starter"] + 1) % self.players
        s["to_move"] = s["starter"]
        self._start_round()

    def _restore(self, snapshot: dict[str, Any]) -> None:
        super()._restore(snapshot)
        self.round_explanations = []

    def card_counts(self) -> Counter[str]:
        counts = super().card_counts()
        s = self.state
        for laid in s["laid"] or ():
            if laid:
                counts.update(laid["cards"])
        if s.get("round"):
            counts[f"round:{s['round']}"] += 1
        return counts

    def _replay_event(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "draw":
            self.draw(str(event["source"]))
        elif kind == "discard":
            self.discard(str(event["card"]), event.get("words") or ())
        else:
            raise SaveFormatError("bad_save", params={"reason": f"unknown event kind {kind!r}"})


def _phase(key: str) -> str:
    """The name of a rummy phase, for the wrong-phase refusal."""
    return render(f"cards.phase.{key}", {})
