"""A game of Word Thief played through: the dealer draw, seeded dealing, turns, the end.

State is a value (:class:`~wordplay.core.recorded.RecordedGame`): the start of play (after
the dealer draw and the deal, all from the seed) plus the events that followed; undo, replay
and the checked JSON save come from there. Every change of a score is an
:class:`~wordplay.core.explanation.Explanation` kept on the score sheet (:attr:`ThiefGame.sheet`);
a player's score is the sum of their sheet's totals.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Sequence
from typing import Any, ClassVar

from wordplay.core.checks import CheckReport
from wordplay.core.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.first_player import draw_nearest
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.outcome import Outcome, Termination
from wordplay.core.recorded import RecordedGame
from wordplay.core.rng import Rng
from wordplay.core.untrusted import move_arg, text_arg, texts_arg
from wordplay.thief.cards import Card, Deck, cards_label
from wordplay.thief.moves import GiveUp, Move, Pass, PlayWord, Steal, TableWord, move_notation, parse_move
from wordplay.thief.rules import Laid, check_move
from wordplay.thief.ruleset import ThiefRuleset, load_ruleset
from wordplay.thief.scoring import explain_turn, word_suit

MOVE_KINDS = ("play", "steal", "give_up", "pass")
MOVE_EXAMPLE = "FRONT -> FROWN CAT"  # the form of a move a refusal of a wrong Python value shows


class ThiefGame(RulesetLexicon, RecordedGame):
    """One play-through of Word Thief.

    >>> game = ThiefGame("word-thief", ["Ann", "Ben"], seed=7)
    >>> game.names[game.to_move], "".join(card.letter for card in game.hand_cards(game.to_move))
    ('Ben', 'IFPOCME')
    >>> game.play("MOPE").total   # M 3, O 1, P 3, E 1, of mixed suits
    8
    >>> print(game.steal("MOPE", "TEMPO"))   # Ann adds her T
    T (yellow): 1
    E (green): 1
    M (yellow): 3
    P (blue): 3
    O (red): 1
    TEMPO has 5 letters: +5
    TEMPO scores 14
    Total: 14
    >>> game.scores
    [14, 8]
    """

    save_format = "wordplay.thief-game"
    move_kinds = MOVE_KINDS

    # The move finder (``find_moves``'s signature): the package (:mod:`wordplay.thief`) gives it,
    # since the rules ask it whether a play existed when a player gives up the turn.
    default_finder: ClassVar[Callable[..., list[Any]] | None] = None
    # The bounded search for a play that existed (``available_move``'s signature), given the same way.
    default_available: ClassVar[Callable[..., tuple[Any, bool]] | None] = None

    def __init__(
        self,
        ruleset: str | ThiefRuleset = "word-thief",
        players: Sequence[str] = ("Player 1", "Player 2"),
        *,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        finder: Callable[..., list[Any]] | None = None,
    ) -> None:
        self.ruleset = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        self.finder = finder or type(self).default_finder
        names = [str(n) for n in players]
        low, high = self.ruleset.min_players, self.ruleset.max_players
        if not low <= len(names) <= high:
            raise IllegalMoveError(
                "bad_players", params={"variant": self.ruleset.name, "low": low, "high": high, "count": len(names)}
            )
        self.names = names
        self.seed = seed
        self._lexicon = lexicon
        self.deck: Deck = self.ruleset.deck
        self.events: list[dict[str, Any]] = []
        self._setup()

    def _setup(self) -> None:
        """The dealer draw, the shuffle and the deal (one card at a time from the dealer's left)."""
        rng = Rng(self.seed)
        self.dealer_draw = dealer_draw(rng, self.deck, len(self.names), self.ruleset.wild_draws_again)
        self.dealer = self.dealer_draw[-1]["winner"]
        self.pile = self.deck.ids
        rng.shuffle(self.pile)
        self.rng = rng
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

    # ----- reading the state -------------------------------------------------------------

    def hand_cards(self, player: int | None = None) -> list[Card]:
        """The cards in a player's hand (default: the player to move)."""
        by_id = self.deck.by_id
        return [by_id[c] for c in self.hands[self.to_move if player is None else player]]

    @property
    def hand(self) -> list[Card]:
        """The cards of the player to move."""
        return self.hand_cards()

    def words_of(self, player: int) -> list[TableWord]:
        return [w for w in self.table if w.owner == player]

    def stealable(self, player: int | None = None) -> list[TableWord]:
        """The table words ``player`` (default: the player to move) may steal."""
        player = self.to_move if player is None else player
        return [w for w in self.table if w.owner != player and not w.locked]

    def card_places(self) -> dict[str, int]:
        """How many cards are where: always the whole deck (108 cards) between the four places."""
        return {
            "draw pile": len(self.pile),
            "hands": sum(len(h) for h in self.hands),
            "table": sum(len(w.cards) for w in self.table),
            "used pile": len(self.used),
        }

    # ----- moves -------------------------------------------------------------------------

    def parse(self, text: str) -> PlayWord | Steal:
        """``CAT`` or ``FRONT -> FROWN CAT`` for the player to move."""
        return parse_move(text_arg(text, MOVE_EXAMPLE), self.table, self.to_move)

    def check(self, move: str | PlayWord | Steal) -> CheckReport:
        """Dry run for the player to move: every rule tried, pass or fail. Changes nothing."""
        return self._check(move)[0]

    def _check(self, move: str | PlayWord | Steal) -> tuple[CheckReport, Laid | None]:
        move_arg(move, (PlayWord, Steal), MOVE_EXAMPLE)
        if isinstance(move, str):
            move = self.parse(move)
        return check_move(self.ruleset, self.lexicon, self.to_move, self.hand, self.table, move)

    def explain(self, move: str | PlayWord | Steal) -> Explanation:
        """The explained score of a play or steal for the player to move (validated first)."""
        return _explained(self.ruleset, self._validate(move))

    def _validate(self, move: str | PlayWord | Steal) -> Laid:
        report, laid = self._check(move)
        if laid is None:
            raise report.error()
        return laid

    def play(self, word: str, cards: Sequence[str] | None = None) -> Explanation:
        """Lay one word from the hand (``cards``: ids in word order; default the best cards)."""
        word = text_arg(word, "CAT")
        return self.apply(PlayWord(word.upper(), None if cards is None else tuple(cards)))

    def steal(
        self, target: int | str, words: str | Sequence[str], cards: Sequence[Sequence[str]] | None = None
    ) -> Explanation:
        """Steal a table word (its id or its letters) into new ``words`` (``"FROWN CAT"`` or a list)."""
        if isinstance(words, str):
            words = words.split()
        words = texts_arg(words, "FROWN CAT")
        if isinstance(target, bool) or not isinstance(target, (int, str)):
            raise NotationError("not_text_arg", params={"value": repr(target)[:40], "example": "FRONT"})
        if isinstance(target, str):
            named = parse_move(f"{target} -> {' '.join(words)}", self.table, self.to_move)
            assert isinstance(named, Steal)  # the text has an arrow: a steal, or parse_move raised
            target = named.target
        return self.apply(
            Steal(target, tuple(w.upper() for w in words), None if cards is None else tuple(tuple(c) for c in cards))
        )

    def move(self, text: str) -> Explanation:
        """A play or a steal in players' notation: ``CAT``, ``FRONT -> FROWN CAT``."""
        return self.apply(self.parse(text))

    def apply(self, move: Move) -> Explanation:
        """Apply a move value; returns the mover's explanation. Refusals change nothing."""
        self._require_playing()
        if isinstance(move, (PlayWord, Steal)):
            laid = self._validate(move)
            explanation = _explained(self.ruleset, laid)
            self._apply_laid(laid, explanation)
            return explanation
        if isinstance(move, GiveUp):
            return self.give_up(move.discard)
        if isinstance(move, Pass):
            return self.pass_turn()
        raise NotationError(
            "not_a_move", params={"move": repr(move)[:60], "kinds": "a word, a steal, giving up, a pass"}
        )

    def give_up(self, discard: Sequence[str], available: str | None = None, *, _replay: bool = False) -> Explanation:
        """ "Cannot play" while the draw pile has cards: the penalty, ``discard`` to the used pile, draw as many.

        When the ruleset says so, the explanation names a play that was available (a teaching
        moment); when the ruleset does not let a player give up with a play, that is refused.
        ``available`` is only read when a saved game is replayed.
        """
        self._require_playing()
        rules = self.ruleset
        hand = self.hands[self.to_move]
        if not self.pile:
            raise IllegalMoveError("thief_give_up_pile_empty")
        count = min(rules.cannot_play_discard, len(hand))
        discard = texts_arg(discard, "['F/blue']")
        if len(discard) != count:
            raise IllegalMoveError("thief_discard_count", params={"count": count, "hand": cards_label(self.hand)})
        if Counter(discard) - Counter(hand) or len(set(discard)) != len(discard):
            raise IllegalMoveError("thief_discard_not_held", tuple(discard), {"cards": ", ".join(discard)})
        if not _replay:
            available = self._available_text()
        player = self.to_move
        for card in discard:
            hand.remove(card)
        self.used.extend(discard)
        drawn = self._draw(len(discard))
        hand.extend(drawn)
        out = ExplanationBuilder()
        out.add(
            "thief_cannot_play",
            -rules.cannot_play_penalty,
            discard,
            player=self.names[player],
            penalty=rules.cannot_play_penalty,
            discarded=cards_label(self.deck.card(c) for c in discard),
            drawn=len(drawn),
        )
        self._add_available(out, available)
        explanation = out.build()
        self._score(player, explanation)
        self.passes = 0
        self._record(
            {
                "kind": "give_up",
                "player": player,
                "discard": discard,
                "drawn": drawn,
                "available": available,
                "score": explanation.total,
            }
        )
        self._end_turn(player)
        return explanation

    def pass_turn(self, available: str | None = None, *, _replay: bool = False) -> Explanation:
        """Give up the turn once the draw pile is empty (no penalty). When every player in a row
        has passed, no one can make a word and the game ends."""
        self._require_playing()
        if self.pile:
            raise IllegalMoveError(
                "thief_pass_pile_not_empty",
                params={"penalty": self.ruleset.cannot_play_penalty, "discard": self.ruleset.cannot_play_discard},
            )
        if not _replay:
            available = self._available_text()
        player = self.to_move
        out = ExplanationBuilder()
        out.add("thief_pass", 0, player=self.names[player])
        self._add_available(out, available)
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
        """Every legal play and steal for the player to move, best first (see :mod:`wordplay.thief.finder`).

        On a real lexicon there can be hundreds of thousands: pass ``top=N`` for the best N (fast)."""
        if self.finder is None:
            raise TypeError("this Word Thief game was made without a move finder")
        return self.finder(self.ruleset, self.lexicon, self.hand, self.stealable(), **finder_options)

    def available_play(self) -> Any | None:
        """The best play or steal the player to move has (None when there is none), from a search
        bounded in steps as the computer players' are (a bounded search that finds nothing is
        :meth:`_available` 's business: then whether a play existed is not known)."""
        return self._available()[0]

    def _available(self) -> tuple[Any | None, bool]:
        """The best play a bounded search finds, and whether that search was complete."""
        search = type(self).default_available
        if search is None or self.finder is not type(self).default_finder:
            found = self.legal_moves(top=1)  # a finder of one's own (a test's): its answer is complete
            return (found[0] if found else None), True
        return search(self.ruleset, self.lexicon, self.hand, self.stealable())

    # ----- applying (no checks past this point) ------------------------------------------

    def _require_playing(self) -> None:
        if self.is_over:
            raise GameOverError("game_over")

    def _available_text(self) -> str | None:
        """The best play that existed, as ``NOTATION (score)``; "" when none; None when not looked for.

        A ruleset that forbids giving up with a play refuses the turn here."""
        refuse = not self.ruleset.may_give_up_with_a_play
        if not (self.ruleset.show_available_play or refuse):
            return None
        best, complete = self._available()
        if best is None:
            return "" if complete else None  # a search cut short that found nothing: not known
        text = f"{best.notation()} ({best.score})"
        if refuse:
            raise IllegalMoveError("thief_play_exists", params={"play": text})
        return text if self.ruleset.show_available_play else None

    def _add_available(self, out: ExplanationBuilder, available: str | None) -> None:
        if available is None:
            return
        if available:
            play, _, score = available.rpartition(" (")
            out.add("thief_play_was_available", 0, (), play=play, score=score.rstrip(")"))
        else:
            out.add("thief_no_play_available", 0, (), hand=cards_label(self.hand))

    def _apply_laid(self, laid: Laid, explanation: Explanation) -> None:
        player = self.to_move
        hand = self.hands[player]
        for card in laid.hand_used:
            hand.remove(card.id)
        target = laid.target
        if target is not None:
            self.table = [w for w in self.table if w.id != target.id]
        for word, cards, scored in zip(laid.words, laid.cards, explanation.words, strict=False):
            locked = word_suit(cards) is not None
            if locked and self.ruleset.locked_words_to_used_pile:
                self.used.extend(c.id for c in cards)
            else:
                self.table.append(TableWord(self.next_word_id, player, word, tuple(cards), scored.score, locked))
            self.next_word_id += 1
        self._score(player, explanation)
        if target is not None and self.ruleset.victim_loses_points and target.score:
            out = ExplanationBuilder()
            out.add(
                "thief_victim_loses",
                -target.score,
                [c.id for c in target.cards],
                player=self.names[target.owner],
                points_lost=target.score,
                stolen=target.text,
                thief=self.names[player],
            )
            self._score(target.owner, out.build())
        drawn = self._draw(self.ruleset.hand_size - len(hand))
        hand.extend(drawn)
        self.passes = 0
        self._record(
            {
                "kind": "steal" if target is not None else "play",
                "player": player,
                "target": None if target is None else target.id,
                "target_text": None if target is None else target.text,
                "words": list(laid.words),
                "cards": [[c.id for c in cs] for cs in laid.cards],
                "notation": move_notation(laid.move, [target] if target else []),
                "score": explanation.total,
                "drawn": drawn,
            }
        )
        self._end_turn(player)

    def _end_turn(self, player: int) -> None:
        """The game ends when the draw pile is empty and the mover has no cards left."""
        if not self.hands[player] and not self.pile:
            self._finish(Termination.WENT_OUT, player)
        else:
            self._next_player()

    def _draw(self, count: int) -> list[str]:
        return [self.pile.pop() for _ in range(min(count, len(self.pile)))]

    def _score(self, player: int, explanation: Explanation) -> None:
        self.scores[player] += explanation.total
        self.sheet.append((player, explanation))

    def _finish(self, termination: Termination, went_out: int | None) -> None:
        """Each player loses the value of the cards left in hand; highest wins."""
        for player, name in enumerate(self.names):
            cards = self.hand_cards(player)
            if cards:
                value = sum(c.value for c in cards)
                out = ExplanationBuilder()
                out.add(
                    "thief_hand_penalty",
                    -value,
                    [c.id for c in cards],
                    player=name,
                    rack=cards_label(cards),
                    value=value,
                )
                self._score(player, out.build())
        best = max(self.scores)
        self.outcome = Outcome(
            termination, tuple(self.scores), tuple(i for i, s in enumerate(self.scores) if s == best), went_out
        )

    # ----- the record (wordplay.core.recorded): snapshot, header, replay ------------------

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
        self.pile, self.used, self.scores = list(snap["pile"]), list(snap["used"]), list(snap["scores"])
        self.hands = [list(h) for h in snap["hands"]]
        self.table = [TableWord.from_dict(w, self.deck.card) for w in snap["table"]]
        self.to_move, self.passes, self.next_word_id = snap["to_move"], snap["passes"], snap["next_word_id"]
        self.rng = Rng(state=snap["rng"])
        self.outcome, self.sheet = None, []

    def _replay_event(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "play":
            self.apply(PlayWord(str(event["words"][0]), tuple(event["cards"][0])))
        elif kind == "steal":
            self.apply(Steal(int(event["target"]), tuple(event["words"]), tuple(tuple(c) for c in event["cards"])))
        elif kind == "give_up":
            self.give_up(list(event["discard"]), _text_or_none(event.get("available")), _replay=True)
        elif kind == "pass":
            self.pass_turn(_text_or_none(event.get("available")), _replay=True)
        else:
            raise SaveFormatError("bad_save", params={"reason": f"unknown event kind {kind!r}"})

    def _header(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset.settings(),
            "players": list(self.names),
            "seed": self.seed,
            "dealer_draw": self.dealer_draw,
        }

    @classmethod
    def _from_header(cls, header: dict[str, Any], lexicon: Container[str] | None = None) -> ThiefGame:
        return cls(
            ThiefRuleset.from_settings(header["ruleset"]), header["players"], seed=int(header["seed"]), lexicon=lexicon
        )

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"{self.names[self.to_move]} to move"
        return (
            f"<ThiefGame {' v '.join(self.names)}: {len(self.events)} turns, "
            f"scores {self.scores}, {len(self.pile)} cards to draw, {status}>"
        )


def _explained(ruleset: ThiefRuleset, laid: Laid) -> Explanation:
    return explain_turn(ruleset, laid.words, laid.cards, len(laid.hand_used))


def _text_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def dealer_draw(rng: Rng, deck: Deck, players: int, wild_draws_again: bool) -> list[dict[str, Any]]:
    """Each player draws a card; the one nearest to A deals (a Wild draws again; ties draw again).

    Every round of :func:`wordplay.core.first_player.draw_nearest`, with card ids.
    """

    def rank(card: Card) -> int | None:
        if card.is_wild:
            return None if wild_draws_again else len(deck.values)
        return deck.rank(card)

    rounds = draw_nearest(rng, deck.cards, players, rank)
    return [
        {"drawn": {p: [c.id for c in cards] for p, cards in r["drawn"].items()}, "winner": r["winner"]} for r in rounds
    ]
