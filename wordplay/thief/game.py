"""A game of Word Thief played through: the dealer draw, seeded dealing, turns, the end, undo, JSON.

State is a value, as in :mod:`wordplay.board.game`: the start of play (after the dealer draw
and the deal, all from the seed) plus the list of events that followed. Undo replays the
events but the last; loading a saved game replays its events and checks the result against
the saved state, so a malformed or tampered save is refused and nothing changes.

Every change of a score is an :class:`~wordplay.core.explanation.Explanation` kept on the
score sheet (:attr:`ThiefGame.sheet`); a player's score is the sum of their sheet's totals.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Container, Sequence
from typing import Any

from wordplay.board.legality import CheckReport
from wordplay.board.outcome import Outcome, Termination
from wordplay.core.errors import GameOverError, IllegalMoveError, SaveFormatError, WordplayError
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.rng import Rng
from wordplay.thief.cards import Card, Deck, cards_label
from wordplay.thief.moves import GiveUp, Move, Pass, PlayWord, Steal, TableWord, move_notation, parse_move
from wordplay.thief.rules import Laid, check_move
from wordplay.thief.ruleset import ThiefRuleset, get_ruleset, ruleset_from_settings
from wordplay.thief.scoring import explain_turn, word_suit

SAVE_FORMAT = "wordplay.thief-game"
SAVE_VERSION = 1


class ThiefGame:
    """One play-through of Word Thief.

    >>> game = ThiefGame(["Ann", "Ben"], seed=7)        # doctest: +SKIP
    >>> game.move("CAT")                                 # doctest: +SKIP
    >>> game.move("CAT -> CHANT")                        # doctest: +SKIP
    """

    def __init__(
        self,
        players: Sequence[str] = ("Player 1", "Player 2"),
        seed: int = 0,
        ruleset: str | ThiefRuleset = "word-thief",
        lexicon: Container[str] | None = None,
    ) -> None:
        self.ruleset = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        names = [str(n) for n in players]
        low, high = self.ruleset.min_players, self.ruleset.max_players
        if not low <= len(names) <= high:
            raise IllegalMoveError("bad_players", params={
                "variant": self.ruleset.name, "low": low, "high": high, "count": len(names)})
        self.names = names
        self.seed = seed
        self._lexicon = lexicon
        self.deck: Deck = self.ruleset.deck
        self._setup()
        self.events: list[dict[str, Any]] = []

    # ----- setup -------------------------------------------------------------------------

    def _setup(self) -> None:
        """The dealer draw, the shuffle and the deal (one card at a time from the dealer's left)."""
        rng = Rng(self.seed)
        self.dealer_draw = _draw_for_dealer(rng, self.deck, len(self.names), self.ruleset.wild_draws_again)
        self.dealer = self.dealer_draw[-1]["winner"]
        pile = self.deck.ids
        rng.shuffle(pile)
        self.rng = rng
        self.pile = pile
        self.hands: list[list[str]] = [[] for _ in self.names]
        for _ in range(self.ruleset.hand_size):
            for offset in range(1, len(self.names) + 1):
                self.hands[(self.dealer + offset) % len(self.names)].append(self.pile.pop())
        self.table: list[TableWord] = []
        self.used: list[str] = []
        self.scores = [0] * len(self.names)
        self.to_move = (self.dealer + 1) % len(self.names)
        self.passes = 0
        self.next_word_id = 1
        self.outcome: Outcome | None = None
        self.sheet: list[tuple[int, Explanation]] = []
        self.start = self._snapshot()

    @property
    def lexicon(self) -> Container[str]:
        if self._lexicon is None:
            from wordplay.core.lexicon import load_lexicon

            self._lexicon = load_lexicon(self.ruleset.lexicon)
        return self._lexicon

    # ----- reading the state -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def hand_cards(self, player: int | None = None) -> list[Card]:
        """The cards in a player's hand (default: the player to move)."""
        by_id = self.deck.by_id
        return [by_id[c] for c in self.hands[self.to_move if player is None else player]]

    @property
    def hand(self) -> list[Card]:
        return self.hand_cards()

    def words_of(self, player: int) -> list[TableWord]:
        return [w for w in self.table if w.owner == player]

    def stealable(self, player: int | None = None) -> list[TableWord]:
        """The table words ``player`` (default: the player to move) may steal."""
        player = self.to_move if player is None else player
        return [w for w in self.table if w.owner != player and not w.locked]

    @property
    def moves(self) -> list[dict[str, Any]]:
        return list(self.events)

    def card_places(self) -> dict[str, int]:
        """How many cards are where: always the whole deck (108 cards) between the four places."""
        return {"draw pile": len(self.pile), "hands": sum(len(h) for h in self.hands),
                "table": sum(len(w.cards) for w in self.table), "used pile": len(self.used)}

    # ----- moves -------------------------------------------------------------------------

    def parse(self, text: str) -> PlayWord | Steal:
        """``CAT`` or ``FRONT -> FROWN CAT`` for the player to move."""
        return parse_move(text, self.table, self.to_move)

    def check(self, move: str | PlayWord | Steal) -> CheckReport:
        """Dry run for the player to move: every rule tried, pass or fail. Changes nothing."""
        return self._check(move)[0]

    def _check(self, move: str | PlayWord | Steal) -> tuple[CheckReport, Laid | None]:
        if isinstance(move, str):
            move = self.parse(move)
        return check_move(self.ruleset, self.lexicon, self.to_move, self.hand, self.table, move)

    def explain(self, move: str | PlayWord | Steal) -> Explanation:
        """The explained score of a play or steal for the player to move (validated first)."""
        return self._laid_explanation(self._validate(move))

    def _validate(self, move: str | PlayWord | Steal) -> Laid:
        report, laid = self._check(move)
        if laid is None:
            raise report.error()
        return laid

    def _laid_explanation(self, laid: Laid) -> Explanation:
        return explain_turn(self.ruleset, laid.words, laid.cards, len(laid.hand_used))

    def play(self, word: str, cards: Sequence[str] | None = None) -> Explanation:
        """Lay one word from the hand (``cards``: ids in word order; default the best cards)."""
        return self.apply(PlayWord(word.upper(), None if cards is None else tuple(cards)))

    def steal(self, target: int | str, words: str | Sequence[str],
              cards: Sequence[Sequence[str]] | None = None) -> Explanation:
        """Steal a table word (its id or its letters) into new ``words`` (``"FROWN CAT"`` or a list)."""
        if isinstance(words, str):
            words = words.split()
        if isinstance(target, str):
            target = parse_move(f"{target} -> {' '.join(words)}", self.table, self.to_move).target
        return self.apply(Steal(target, tuple(w.upper() for w in words),
                                None if cards is None else tuple(tuple(c) for c in cards)))

    def move(self, text: str) -> Explanation:
        """A play or a steal in players' notation: ``CAT``, ``FRONT -> FROWN CAT``."""
        return self.apply(self.parse(text))

    def apply(self, move: Move) -> Explanation:
        """Apply a move value; returns the mover's explanation. Refusals change nothing."""
        self._require_playing()
        if isinstance(move, (PlayWord, Steal)):
            laid = self._validate(move)
            explanation = self._laid_explanation(laid)
            self._apply_laid(laid, explanation)
            return explanation
        if isinstance(move, GiveUp):
            return self.give_up(move.discard)
        if isinstance(move, Pass):
            return self.pass_turn()
        raise TypeError(f"not a move: {move!r}")

    def give_up(self, discard: Sequence[str], available: str | None = None, *, _replay: bool = False) -> Explanation:
        """"Cannot play" while the draw pile has cards: the penalty, ``discard`` to the used pile, draw as many.

        When the ruleset says so, the explanation names a play that was available (a teaching
        moment); when the ruleset does not let a player give up with a play, that is refused.
        """
        self._require_playing()
        rules = self.ruleset
        hand = self.hands[self.to_move]
        if not self.pile:
            raise IllegalMoveError("thief_give_up_pile_empty")
        count = min(rules.cannot_play_discard, len(hand))
        discard = list(discard)
        if len(discard) != count:
            raise IllegalMoveError("thief_discard_count", params={"count": count, "hand": self._hand_label()})
        if Counter(discard) - Counter(hand) or len(set(discard)) != len(discard):
            raise IllegalMoveError("thief_discard_not_held", tuple(discard), {"cards": ", ".join(discard)})
        if not _replay:
            available = self._available_text(refuse=not rules.may_give_up_with_a_play)
        player = self.to_move
        for card in discard:
            hand.remove(card)
        self.used.extend(discard)
        drawn = self._draw(len(discard))
        hand.extend(drawn)
        out = ExplanationBuilder()
        by_id = self.deck.by_id
        out.add("thief_cannot_play", -rules.cannot_play_penalty, discard, player=self.names[player],
                penalty=rules.cannot_play_penalty, discarded=cards_label(by_id[c] for c in discard),
                drawn=len(drawn))
        self._add_available(out, available, discard)
        explanation = out.build()
        self._score(player, explanation)
        self.passes = 0
        self._record({"kind": "give_up", "player": player, "discard": discard, "drawn": drawn,
                      "available": available, "score": explanation.total})
        self._next_player()
        return explanation

    def pass_turn(self, available: str | None = None, *, _replay: bool = False) -> Explanation:
        """Give up the turn once the draw pile is empty (no penalty)."""
        self._require_playing()
        if self.pile:
            raise IllegalMoveError("thief_pass_pile_not_empty", params={
                "penalty": self.ruleset.cannot_play_penalty, "discard": self.ruleset.cannot_play_discard})
        if not _replay:
            available = self._available_text(refuse=not self.ruleset.may_give_up_with_a_play)
        player = self.to_move
        out = ExplanationBuilder()
        out.add("thief_pass", 0, player=self.names[player])
        self._add_available(out, available, ())
        explanation = out.build()
        self._score(player, explanation)
        self._record({"kind": "pass", "player": player, "available": available, "score": 0})
        self.passes += 1
        if self.passes >= len(self.names):
            self._finish(Termination.SCORELESS_TURNS, None)
        else:
            self._next_player()
        return explanation

    def legal_moves(self, **finder_options: Any) -> list[Any]:
        """Every legal play and steal for the player to move, best first (see :mod:`wordplay.thief.finder`)."""
        from wordplay.thief.finder import find_moves

        return find_moves(self.ruleset, self.lexicon, self.hand, self.stealable(), **finder_options)

    def available_play(self) -> Any | None:
        """The best play or steal the player to move has (None when there is none)."""
        found = self.legal_moves()
        return found[0] if found else None

    def undo(self) -> None:
        """Take back the last move."""
        if not self.events:
            raise IllegalMoveError("nothing_to_undo")
        self._replay(self.events[:-1])

    # ----- applying (no checks past this point) ------------------------------------------

    def _require_playing(self) -> None:
        if self.is_over:
            raise GameOverError("game_over")

    def _hand_label(self) -> str:
        return cards_label(self.hand)

    def _available_text(self, refuse: bool) -> str | None:
        if not (self.ruleset.show_available_play or refuse):
            return None
        best = self.available_play()
        if best is None:
            return ""
        text = f"{move_notation(best.move, self.table)} ({best.score})"
        if refuse:
            raise IllegalMoveError("thief_play_exists", params={"play": text})
        return text if self.ruleset.show_available_play else None

    def _add_available(self, out: ExplanationBuilder, available: str | None, discard: Sequence[str]) -> None:
        if available is None:
            return
        if available:
            play, _, score = available.rpartition(" (")
            out.add("thief_play_was_available", 0, (), play=play, score=score.rstrip(")"))
        else:
            out.add("thief_no_play_available", 0, (), hand=self._hand_label())

    def _apply_laid(self, laid: Laid, explanation: Explanation) -> None:
        player = self.to_move
        hand = self.hands[player]
        for card in laid.hand_used:
            hand.remove(card.id)
        if laid.target is not None:
            self.table = [w for w in self.table if w.id != laid.target.id]
        for word, cards, scored in zip(laid.words, laid.cards, explanation.words):
            locked = word_suit(cards) is not None
            if locked and self.ruleset.locked_words_to_used_pile:
                self.used.extend(c.id for c in cards)
            else:
                self.table.append(TableWord(self.next_word_id, player, word, tuple(cards), scored.score, locked))
            self.next_word_id += 1
        self._score(player, explanation)
        target = laid.target
        if target is not None and self.ruleset.victim_loses_points and target.score:
            out = ExplanationBuilder()
            out.add("thief_victim_loses", -target.score, [c.id for c in target.cards], player=self.names[target.owner],
                    points_lost=target.score, word=target.text, thief=self.names[player])
            self._score(target.owner, out.build())
        drawn = self._draw(self.ruleset.hand_size - len(hand))
        hand.extend(drawn)
        self.passes = 0
        move = laid.move
        self._record({
            "kind": "steal" if target is not None else "play", "player": player,
            "target": None if target is None else target.id, "target_text": None if target is None else target.text,
            "words": list(laid.words), "cards": [[c.id for c in cs] for cs in laid.cards],
            "notation": move_notation(move, [target] if target else []), "score": explanation.total, "drawn": drawn,
        })
        if not hand and not self.pile:
            self._finish(Termination.WENT_OUT, player)
        else:
            self._next_player()

    def _draw(self, count: int) -> list[str]:
        return [self.pile.pop() for _ in range(min(count, len(self.pile)))]

    def _score(self, player: int, explanation: Explanation) -> None:
        self.scores[player] += explanation.total
        self.sheet.append((player, explanation))

    def _record(self, event: dict[str, Any]) -> None:
        event["total"] = self.scores[event["player"]]
        self.events.append(event)

    def _next_player(self) -> None:
        self.to_move = (self.to_move + 1) % len(self.names)

    def _finish(self, termination: Termination, went_out: int | None) -> None:
        """Each player loses the value of the cards left in hand; highest wins."""
        for player, name in enumerate(self.names):
            cards = self.hand_cards(player)
            if cards:
                out = ExplanationBuilder()
                value = sum(c.value for c in cards)
                out.add("rack_penalty", -value, [c.id for c in cards], player=name, rack=cards_label(cards),
                        value=value)
                self._score(player, out.build())
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        self.outcome = Outcome(termination, tuple(self.scores), winners, went_out)

    # ----- replay, JSON ------------------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        return {
            "pile": list(self.pile),
            "hands": [list(h) for h in self.hands],
            "table": [w.to_dict() for w in self.table],
            "used": list(self.used),
            "scores": list(self.scores),
            "to_move": self.to_move,
            "passes": self.passes,
            "next_word_id": self.next_word_id,
            "rng": self.rng.state,
        }

    def _restore(self, snap: dict[str, Any]) -> None:
        by_id = self.deck.by_id
        self.pile = list(snap["pile"])
        self.hands = [list(h) for h in snap["hands"]]
        self.table = [TableWord.from_dict(w, by_id.__getitem__) for w in snap["table"]]
        self.used = list(snap["used"])
        self.scores = list(snap["scores"])
        self.to_move = snap["to_move"]
        self.passes = snap["passes"]
        self.next_word_id = snap["next_word_id"]
        self.rng = Rng(state=snap["rng"])
        self.outcome = None
        self.sheet = []

    def _replay(self, events: list[dict[str, Any]]) -> None:
        """Rebuild the state from the start by applying ``events``; all-or-nothing."""
        saved = (self._snapshot(), list(self.events), self.outcome, list(self.sheet))
        try:
            self._restore(self.start)
            self.events = []
            for event in events:
                self._replay_event(event)
        except Exception:
            self._restore(saved[0])
            self.events, self.outcome, self.sheet = saved[1], saved[2], saved[3]
            raise

    def _replay_event(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if event.get("player") != self.to_move:
            raise SaveFormatError("bad_save", params={"reason": f"a move by player {event.get('player')} out of turn"})
        if kind == "play":
            self.apply(PlayWord(str(event["words"][0]), tuple(event["cards"][0])))
        elif kind == "steal":
            self.apply(Steal(int(event["target"]), tuple(event["words"]), tuple(tuple(c) for c in event["cards"])))
        elif kind == "give_up":
            self.give_up(list(event["discard"]), _str_or_none(event.get("available")), _replay=True)
        elif kind == "pass":
            self.pass_turn(_str_or_none(event.get("available")), _replay=True)
        else:
            raise SaveFormatError("bad_save", params={"reason": f"unknown event kind {kind!r}"})

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain data (JSON-ready); :meth:`from_dict` restores it exactly."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "ruleset": self.ruleset.settings(),
            "players": list(self.names),
            "seed": self.seed,
            "dealer_draw": self.dealer_draw,
            "start": self.start,
            "events": [dict(e) for e in self.events],
            "state": self._snapshot(),
            "finished": self.outcome is not None,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, data: Any, lexicon: Container[str] | None = None) -> ThiefGame:
        """Restore a saved game; a malformed or inconsistent save raises :class:`SaveFormatError`."""
        try:
            if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
                raise SaveFormatError("bad_save", params={"reason": "it is not a wordplay Word Thief game"})
            if data.get("version") != SAVE_VERSION:
                raise SaveFormatError("bad_save", params={"reason": f"unknown version {data.get('version')!r}"})
            ruleset = ruleset_from_settings(data["ruleset"])
            game = cls(data["players"], int(data["seed"]), ruleset, lexicon)
            if data["start"] != game.start or data["dealer_draw"] != game.dealer_draw:
                raise SaveFormatError("bad_save", params={"reason": "the start of play does not follow from the seed"})
            game._replay(list(data["events"]))
            if game._snapshot() != data["state"] or (game.outcome is not None) != bool(data["finished"]):
                raise SaveFormatError("bad_save", params={"reason": "the saved state does not follow from its moves"})
            return game
        except SaveFormatError:
            raise
        except WordplayError as exc:
            raise SaveFormatError("bad_save", params={"reason": exc.message}) from exc
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveFormatError("bad_save", params={"reason": f"{type(exc).__name__}: {exc}"}) from exc

    @classmethod
    def from_json(cls, text: str, lexicon: Container[str] | None = None) -> ThiefGame:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SaveFormatError("bad_save", params={"reason": f"not JSON ({exc.msg})"}) from exc
        return cls.from_dict(data, lexicon)

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"{self.names[self.to_move]} to move"
        return (f"<ThiefGame {' v '.join(self.names)}: {len(self.events)} turns, "
                f"scores {self.scores}, {len(self.pile)} cards to draw, {status}>")


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _draw_for_dealer(rng: Rng, deck: Deck, players: int, wild_draws_again: bool) -> list[dict[str, Any]]:
    """Each player draws a card; the one nearest to A deals (a Wild draws again; ties draw again).

    The cards go back after each round. Returns every round: each player's cards in the order drawn.
    """
    rounds = []
    contenders = list(range(players))
    while True:
        pool = list(deck.cards)
        drawn: dict[int, list[str]] = {}
        for p in contenders:
            drawn[p] = [pool.pop(rng.below(len(pool))).id]
            while wild_draws_again and deck.card(drawn[p][-1]).is_wild:
                drawn[p].append(pool.pop(rng.below(len(pool))).id)
        ranks = {p: deck.rank(deck.card(ids[-1])) if not deck.card(ids[-1]).is_wild else len(deck.values)
                 for p, ids in drawn.items()}
        best = min(ranks.values())
        leaders = [p for p, r in ranks.items() if r == best]
        rounds.append({"drawn": {str(p): ids for p, ids in drawn.items()},
                       "winner": leaders[0] if len(leaders) == 1 else None})
        if len(leaders) == 1:
            return rounds
        contenders = leaders
