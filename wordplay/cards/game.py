"""One card-table engine for the three modes of Scrabble Cards.

:class:`CardGame` holds what every mode shares: the players, a seeded deal, the piles and
hands, the event list, undo by replay, JSON save/load with validation, and the count of all
144 cards. The whole state is one plain dict (``game.state``), so a save is that dict, the
seed and the events; loading replays the events and refuses a save whose state does not
follow from them. :class:`ClassicGame` plays the classic and forfeit modes (the forfeit mode
is the classic one plus the action-card window); :class:`~wordplay.cards.rummy.RummyGame`
plays rummy. :func:`wordplay.cards.modes.new_game` picks the class for a mode.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Container, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from wordplay.cards.actions import PlayFacts, fits, play_facts
from wordplay.cards.legality import CheckReport, check_play, validate_play
from wordplay.cards.rules import MODES, CardsRuleset, load_ruleset
from wordplay.cards.scoring import score_play, table_after
from wordplay.cards.table import CardPlay, Coord, check_reach, parse_play, play_notation, words_formed
from wordplay.core.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError, WordplayError
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.first_player import draw_for_first
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.messages import in_own_words
from wordplay.core.outcome import Outcome, Termination, end_adjustments
from wordplay.core.racks import rack_minus
from wordplay.core.recorded import RecordedGame
from wordplay.core.rng import Rng
from wordplay.core.tiles import BLANK
from wordplay.core.untrusted import move_arg, move_kinds, move_tuple, text_arg

# ("kind", args...) moves of :meth:`CardGame.apply`: required and optional argument types
PLAY_EXAMPLE = "0,0 across TREINO"  # the form of a play a refusal of a wrong Python value shows
_MOVE_SHAPES = {"exchange": ((str,), (bool,)), "action": ((int, str), ()), "challenge": ((int,), ())}


class CardGame(RulesetLexicon, RecordedGame):
    """What the three modes share; subclasses add the moves (see the module docstring)."""

    save_format = "wordplay.cards-game"
    plays_rummy = False  # which modes a class plays: the rummy game sets it

    def __init__(
        self,
        mode: str | CardsRuleset = "classic",
        players: Sequence[str] = ("Player 1", "Player 2"),
        seed: int = 0,
        lexicon: Container[str] | None = None,
    ) -> None:
        self.ruleset = load_ruleset(mode) if isinstance(mode, str) else mode
        if not isinstance(self.ruleset, CardsRuleset):
            raise IllegalMoveError("cards_not_a_ruleset", params={"mode": repr(mode)[:80], "modes": ", ".join(MODES)})
        if type(self) is not CardGame and self.plays_rummy is not self.ruleset.rummy:  # a save it could not read
            raise IllegalMoveError("cards_wrong_mode", params={"game": type(self).__name__, "mode": self.ruleset.mode})
        names = [str(n) for n in players]
        low, high = self.ruleset.min_players, self.ruleset.max_players
        if not low <= len(names) <= high:
            raise IllegalMoveError(
                "cards_bad_players", params={"mode": self.ruleset.name, "low": low, "high": high, "count": len(names)}
            )
        self.names = names
        self.seed = seed
        self._lexicon = lexicon
        self.decks = self.ruleset.decks
        self.rng = Rng(seed)
        self.state: dict[str, Any] = {}
        self._setup()
        self.state["rng"] = self.rng.state
        self.start = self._snapshot()
        self.events: list[dict[str, Any]] = []
        self.outcome: Outcome | None = None
        self.end_explanations: list[Explanation] = []

    # ----- hooks -------------------------------------------------------------------------

    def _setup(self) -> None:
        raise NotImplementedError

    # ----- shared pieces -----------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def to_move(self) -> int:
        player: int = self.state["to_move"]
        return player

    @to_move.setter
    def to_move(self, player: int) -> None:
        self.state["to_move"] = player

    def apply(self, move: Any) -> Any:
        """Apply a move value (each mode its own: :class:`ClassicGame`, the rummy game)."""
        raise NotImplementedError

    @property
    def hands(self) -> list[str]:
        hands: list[str] = self.state["hands"]
        return hands

    @property
    def hand(self) -> str:
        """The hand of the player to move."""
        return self.hands[self.to_move]

    @property
    def scores(self) -> list[int]:  # type: ignore[override]  # RecordedGame's attribute, kept in the state here
        scores: list[int] = self.state["scores"]
        return scores

    @property
    def draw_pile(self) -> list[str]:
        pile: list[str] = self.state["draw"]
        return pile

    @property
    def discard_pile(self) -> list[str]:
        pile: list[str] = self.state["discard"]
        return pile

    def _shuffle(self, cards: list[Any]) -> None:
        self.rng.shuffle(cards)
        self.state["rng"] = self.rng.state

    def _first_player_by_cut(self) -> int:
        """Each player cuts the letter cards; nearest A starts (a blank first); ties cut again."""
        tiles = self.decks.letters
        rounds = draw_for_first(self.rng, tiles.full_bag(), self.players, tiles, self.ruleset.draw_blank_first)
        self.state["cut"] = rounds
        winner: int = rounds[-1]["winner"]
        return winner

    def _draw_cards(self, count: int) -> str:
        pile = self.state["draw"]
        return "".join(pile.pop() for _ in range(min(count, len(pile))))

    def _deal(self, first: int) -> None:
        self.state["hands"] = [""] * self.players
        for offset in range(self.players):
            player = (first + offset) % self.players
            self.state["hands"][player] = self._draw_cards(self.ruleset.hand_size)

    def _require_playing(self) -> None:
        if self.is_over:
            raise GameOverError("game_over")

    def _require_held(self, player: int, cards: Sequence[str]) -> None:
        hand = self.state["hands"][player]
        if Counter(cards) - Counter(hand):
            raise IllegalMoveError(
                "cards_not_held", params={"player": self.names[player], "hand": hand, "cards": "".join(cards)}
            )

    def card_counts(self) -> Counter[str]:
        """Every card wherever it is (piles, hands, table, set aside, action and round decks):
        always the 144 cards of the box (:meth:`~wordplay.cards.rules.Decks.box`)."""
        s = self.state
        counts: Counter[str] = Counter(s["draw"]) + Counter(s["discard"])
        for hand in s["hands"]:
            counts.update(hand)
        counts.update(BLANK if card.islower() else card for _, _, card in s.get("table", ()))
        counts.update(s["aside"])
        counts.update(f"action:{n}" for n in s.get("action_deck", ()))
        counts.update(f"action:{n}" for n in s.get("actions", ()))
        counts.update(f"round:{r}" for r in s.get("round_deck", ()))
        return counts

    def _finish(self, termination: Any, went_out: int | None, end_explanations: list[Explanation]) -> None:
        self.end_explanations = end_explanations
        for i, explanation in enumerate(end_explanations):
            self.state["scores"][i] += explanation.total
        best = max(self.scores)
        winners = tuple(i for i, s in enumerate(self.scores) if s == best)
        self.outcome = Outcome(termination, tuple(self.scores), winners, went_out, tuple(self.names))

    # ----- the record (wordplay.core.recorded): snapshot, header, replay ------------------------

    def _snapshot(self) -> dict[str, Any]:
        snapshot: dict[str, Any] = json.loads(json.dumps(self.state))
        return snapshot

    def _restore(self, snapshot: dict[str, Any]) -> None:
        self.state = json.loads(json.dumps(snapshot))
        self.rng = Rng(state=self.state["rng"])
        self.outcome = None
        self.end_explanations = []

    def _header(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset.settings(), "players": list(self.names), "seed": self.seed}

    @classmethod
    def _from_header(cls, header: dict[str, Any], lexicon: Container[str] | None = None) -> CardGame:
        ruleset = CardsRuleset.from_settings(header["ruleset"])
        kind = _mode_class(ruleset)
        if not issubclass(kind, cls):
            raise SaveFormatError("bad_save", params={"reason": f"it is a {ruleset.mode} game"})
        return kind(ruleset, header["players"], int(header["seed"]), lexicon)

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"{self.names[self.to_move]} to move"
        return (
            f"<{type(self).__name__} {self.ruleset.mode} {' v '.join(self.names)}: "
            f"{len(self.moves)} moves, scores {self.scores}, {status}>"
        )


class ClassicGame(CardGame):
    """The classic mode, and the forfeit mode when the ruleset has ``action_cards``.

    >>> game = ClassicGame("classic", ["Ana", "Rui"], seed=3)
    >>> game.hand
    'ÇCIRNUL'
    >>> print(game.play("0,0 across UNIR"))
    U at 0,0: 1
    N at 0,1: 3
    I at 0,2: 1
    R at 0,3: 1
    UNIR: the cards add up to 6
    The first play of the game is multiplied: 6 × 2 = 12
    Total: 12
    >>> game
    <ClassicGame classic Ana v Rui: 1 moves, scores [0, 12], Ana to move>

    After a play in the forfeit mode an action window opens: :meth:`play_action` for any
    player whose action card fits, then :meth:`close_window` (the next move closes it too).
    """

    # An action card is a reaction to a play, not a turn: undoing the play takes it back too.
    move_kinds = ("play", "exchange", "pass", "close", "challenge")

    def _setup(self) -> None:
        rules, decks = self.ruleset, self.decks
        s = self.state
        first = self._first_player_by_cut() if rules.first_player == "cut" else 0
        pile = decks.letter_cards() + (decks.bonus_cards() if rules.bonus_cards else [])
        aside = [] if rules.bonus_cards else decks.bonus_cards()
        self._shuffle(pile)
        s.update(
            draw=pile,
            discard=[],
            table=[],
            scores=[0] * self.players,
            to_move=first,
            passes=0,
            window=None,
            aside=aside + [f"round:{r}" for r in decks.round_deck()],
        )
        if rules.action_cards:
            action_deck = sorted(decks.actions)
            self._shuffle(action_deck)
            s["action_deck"] = action_deck
            s["actions"] = [action_deck.pop() for _ in range(self.players)]
        else:
            s["aside"] += [f"action:{n}" for n in sorted(decks.actions)]
        self._deal(first)

    # ----- reading -------------------------------------------------------------------------

    @property
    def table(self) -> dict[Coord, str]:
        """The cards on the table by spot."""
        return {(r, c): card for r, c, card in self.state["table"]}

    @property
    def window(self) -> dict[str, Any] | None:
        """The open action window (forfeit mode): who played, the play's facts, who has acted."""
        window: dict[str, Any] | None = self.state["window"]
        return window

    # ----- moves -----------------------------------------------------------------------------

    @in_own_words
    def parse(self, text: str) -> CardPlay:
        return parse_play(text_arg(text, PLAY_EXAMPLE), self.table)

    @in_own_words
    def check(self, play: str | CardPlay) -> CheckReport:
        """Dry run for the player to move: every rule tried, pass or fail. Changes nothing."""
        move_arg(play, CardPlay, PLAY_EXAMPLE)
        play = self.parse(play) if isinstance(play, str) else play
        return check_play(self.ruleset, self.table, play, self.hand, self.lexicon)

    def move_explanation(self, index: int) -> Explanation:
        """The explained score of the play recorded at ``events[index]``, on the table as it was then
        (a play later withdrawn by a challenge included); the table is rebuilt from the record."""
        table: dict[Coord, str] = {}
        for i, event in enumerate(self.events):
            if event["kind"] != "play" or (event.get("withdrawn") and i != index):
                continue
            play = CardPlay.from_dict(event["play"])
            if i == index:
                return score_play(self.ruleset, table, play, len(event["hand"]))
            table = table_after(table, play, self.ruleset.clear_table)[0]
        raise IndexError(index)

    @in_own_words
    def explain(self, play: str | CardPlay) -> Explanation:
        """The explained score of a play for the player to move (validated first)."""
        move_arg(play, CardPlay, PLAY_EXAMPLE)
        play = self.parse(play) if isinstance(play, str) else play
        validate_play(self.ruleset, self.table, play, self.hand, self.lexicon)
        return score_play(self.ruleset, self.table, play, len(self.hand))

    @in_own_words
    def play(self, play: str | CardPlay) -> Explanation:
        """Lay cards for the player to move; returns the explanation. Refusals change nothing."""
        self._require_playing()
        move_arg(play, CardPlay, PLAY_EXAMPLE)
        with self._closing_window():
            play = self.parse(play) if isinstance(play, str) else play
            check_reach(play)
            explanation = self.explain(play)
            self._apply_play(play, explanation)
        return explanation

    def exchange(self, cards: str, action_card: bool = False) -> None:
        """Put ``cards`` (and, in the forfeit mode, the action card) away and draw as many."""
        self._require_playing()
        text_arg(cards, "QXZ")
        with self._closing_window():
            cards = cards.upper()
            player = self.to_move
            if not cards and not action_card:
                raise IllegalMoveError("cards_exchange_empty")
            if action_card and not self.ruleset.action_cards:
                raise IllegalMoveError("cards_no_action_cards")
            self._require_held(player, cards)
            if self.ruleset.exchange_needs_cards_to_draw and len(cards) > len(self.draw_pile):
                raise IllegalMoveError("cards_exchange_too_many", params={"pile": len(self.draw_pile)})
            s = self.state
            s["hands"][player] = rack_minus(s["hands"][player], cards)
            s["discard"].extend(cards)
            drawn = self._draw_cards(len(cards))
            s["hands"][player] += drawn
            if action_card:
                self._swap_action_card(player)
            self._record(
                {"kind": "exchange", "player": player, "cards": cards, "action_card": action_card, "drawn": drawn}
            )
            if self.ruleset.exchange_counts_as_pass:
                self._after_pass()
            else:
                s["passes"] = 0
                self._next_player()

    def pass_turn(self) -> None:
        """Give up the turn."""
        self._require_playing()
        with self._closing_window():
            self._record({"kind": "pass", "player": self.to_move})
            self._after_pass()

    def play_action(self, player: int, category: str) -> Explanation:
        """Forfeit mode: ``player`` plays their action card's ``category`` on the play just made.

        On their own play they gain the category's gain; on another's play, that player loses
        the loss. The card goes under the action deck and ``player`` draws the top one.
        """
        self._require_playing()
        self._require_player(player)
        if not self.ruleset.action_cards:
            raise IllegalMoveError("cards_no_action_cards")
        window = self.window
        if window is None:
            raise IllegalMoveError("cards_no_window")
        name = self.names[player]
        if player in window["acted"]:
            raise IllegalMoveError("cards_action_used", params={"player": name})
        held = self.decks.actions[self.state["actions"][player]]
        chosen = next((c for c in held if c.id == category), None)
        if chosen is None:
            found = self.decks.category(category)
            raise IllegalMoveError(
                "cards_action_not_held", params={"player": name, "category": found.name if found else category}
            )
        ok, reason = fits(chosen, PlayFacts.from_dict(window["facts"]), self.decks.vowels)
        if not ok:
            raise IllegalMoveError("cards_action_no_fit", params={"category": chosen.name, "reason": reason})
        mover = window["player"]
        out = ExplanationBuilder()
        if player == mover:
            out.add(
                "cards_action_gain", chosen.gain, player=name, category=chosen.name, reason=reason, gain=chosen.gain
            )
        else:
            out.add(
                "cards_action_loss",
                -chosen.loss,
                holder=name,
                player=self.names[mover],
                category=chosen.name,
                reason=reason,
                loss=chosen.loss,
            )
        explanation = out.build()
        self.state["scores"][mover] += explanation.total
        window["acted"].append(player)
        self._swap_action_card(player)
        self._record(
            {"kind": "action", "player": player, "category": category, "against": mover, "score": explanation.total}
        )
        return explanation

    def close_window(self) -> None:
        """Forfeit mode: no more action cards on this play; the next player's turn begins."""
        self._require_playing()
        if self.window is None:
            raise IllegalMoveError("cards_no_window")
        self._close_window(auto=False)

    def challenge(self, challenger: int) -> Explanation:
        """Challenge the last play, before the next turn (a table with ``check_words`` off).

        When a word it formed is not in the dictionary the play is taken back (its cards return
        to the hand, the table and the piles are as before) and its player loses the turn, which
        counts as a pass (``challenge_lost_turn_counts_as_pass``, **[decided]**); otherwise the play stands and nothing
        happens.
        """
        self._require_playing()
        self._require_player(challenger)
        if self.ruleset.check_words:
            raise IllegalMoveError("cards_challenge_off")
        index = next((i for i in range(len(self.events) - 1, -1, -1) if self.events[i]["kind"] != "action"), None)
        if index is None or self.events[index]["kind"] != "play" or (self.ruleset.action_cards and self.window is None):
            raise IllegalMoveError("cards_nothing_to_challenge")
        played = self.events[index]
        mover = played["player"]
        if challenger == mover or not 0 <= challenger < self.players:
            raise IllegalMoveError("cards_challenge_own")
        unknown = [w for w in played["words"] if w not in self.lexicon]
        out = ExplanationBuilder()
        if not unknown:
            out.add("cards_challenge_failed", 0, words=", ".join(played["words"]), player=self.names[challenger])
            return out.build()
        self._replay(self.events[:index])
        self._record({**played, "withdrawn": True})
        self._lose_turn({"kind": "challenge", "player": mover, "by": challenger, "words": unknown})
        out.add("cards_challenge_upheld", 0, words=", ".join(unknown), player=self.names[mover])
        return out.build()

    def _challenge_replayed(self, event: dict[str, Any]) -> None:
        previous = self.events[-1] if self.events else {}
        words = [str(w) for w in event.get("words", ())]
        if not (
            previous.get("withdrawn")
            and previous.get("player") == event["player"]
            and words
            and set(words) <= set(previous.get("words", ()))
            and all(w not in self.lexicon for w in words)
        ):
            raise SaveFormatError("bad_save", params={"reason": "a challenge that does not follow from the play"})
        self._lose_turn(dict(event))

    def _lose_turn(self, event: dict[str, Any]) -> None:
        self._record(event)
        if self.ruleset.challenge_lost_turn_counts_as_pass:
            self._after_pass()
        else:
            self._next_player()

    def undo(self) -> None:
        """Take back the last move; taking back an upheld challenge puts its play back."""
        if self.events and self.events[-1]["kind"] == "challenge" and len(self.events) >= 2:
            play = {k: v for k, v in self.events[-2].items() if k not in ("withdrawn", "total")}
            self._replay([*self.events[:-2], play])
            return
        super().undo()

    def apply(self, move: Any) -> Explanation | None:
        """Apply a move value: a :class:`CardPlay`, ``"pass"``, ``("exchange", cards[, action_card])``,
        ``("action", player, category)`` or ``"close"`` (the forfeit window)."""
        if isinstance(move, CardPlay):
            return self.play(move)
        if isinstance(move, tuple):
            move = move_tuple(move, _MOVE_SHAPES)
        if move == "pass":
            self.pass_turn()
        elif move == "close":
            self.close_window()
        elif isinstance(move, tuple) and move[0] == "exchange":
            self.exchange(move[1], *move[2:])
        elif isinstance(move, tuple) and move[0] == "action":
            return self.play_action(move[1], move[2])
        elif isinstance(move, tuple) and move[0] == "challenge":
            return self.challenge(move[1])
        else:
            raise NotationError("not_a_move", params={"move": repr(move)[:60], "kinds": move_kinds(_MOVE_SHAPES)})
        return None

    # ----- applying (checks done) -------------------------------------------------------------

    def _apply_play(self, play: CardPlay, explanation: Explanation) -> None:
        s, rules = self.state, self.ruleset
        player = self.to_move
        hand_before = s["hands"][player]
        table = self.table
        words = words_formed(table, play)
        notation = play_notation(table, play)
        new_table, leaving = table_after(table, play, rules.clear_table)
        s["table"] = [[r, c, card] for (r, c), card in sorted(new_table.items())]
        s["discard"].extend(BLANK if card.islower() else card for card in leaving)
        if play.bonus:
            s["discard"].append(play.bonus.card)
        kept = rack_minus(hand_before, play.hand_cards())
        drawn = self._draw_cards(rules.hand_size - len(kept))
        s["hands"][player] = kept + drawn
        s["scores"][player] += explanation.total
        s["passes"] = 0
        self._record(
            {
                "kind": "play",
                "player": player,
                "hand": hand_before,
                "notation": notation,
                "play": play.to_dict(),
                "words": [w.letters for w in words],
                "score": explanation.total,
                "drawn": drawn,
            }
        )
        if rules.action_cards:
            facts = play_facts(rules, table, play, len(hand_before))
            s["window"] = {"player": player, "facts": facts.to_dict(), "acted": []}
        else:
            self._end_of_turn()

    def _end_of_turn(self) -> None:
        player = self.to_move
        # going out is using every *letter* card (RULES 2.1): bonus cards left in hand count 0
        letters_left = any(not self.decks.is_bonus(c) for c in self.state["hands"][player])
        if not letters_left and not self.draw_pile:
            self._finish_classic(Termination.WENT_OUT, player)
        else:
            self._next_player()

    def _require_player(self, player: Any) -> None:
        if type(player) is not int or not 0 <= player < len(self.names):
            raise IllegalMoveError("no_such_player", params={"player": str(player)[:20], "last": len(self.names) - 1})

    @contextmanager
    def _closing_window(self) -> Iterator[None]:
        """The next move closes an open action window first; a refused move leaves the window open.

        The move is checked for the player after the window (its hand, its turn), so the close
        is made, and undone when the move is refused: nothing is recorded for a refusal.
        """
        if self.window is None:
            yield
            return
        state, events = self._snapshot(), list(self.events)
        self._close_window(auto=True)  # a close that ends the game stands (GameOverError)
        try:
            yield
        except WordplayError:
            self._restore(state)
            self.events = events
            raise

    def _close_window(self, auto: bool) -> None:
        self.state["window"] = None
        player = self.to_move
        self._end_of_turn()
        # An automatic close is made by the move after it (replayed before that move, undone with it),
        # unless it ended the game: then it is a close of its own.
        self._record({"kind": "close", "player": player, "auto": auto and not self.is_over})
        if self.is_over and auto:
            raise GameOverError("game_over")

    def _swap_action_card(self, player: int) -> None:
        s = self.state
        s["action_deck"].insert(0, s["actions"][player])
        s["actions"][player] = s["action_deck"].pop()

    def _after_pass(self) -> None:
        self.state["passes"] += 1
        if self.state["passes"] >= self.ruleset.passes_per_player_to_end * self.players:
            self._finish_classic(Termination.SCORELESS_TURNS, None)
        else:
            self._next_player()

    def _finish_classic(self, termination: Termination, went_out: int | None) -> None:
        letters_only = ["".join(c for c in hand if not self.decks.is_bonus(c)) for hand in self.hands]
        self._finish(
            termination,
            went_out,
            end_adjustments(self.ruleset, self.names, letters_only, went_out, penalty="cards_hand_penalty"),
        )

    def _undo_from(self, last: int) -> int:
        """A move that closed the window itself takes its automatic close back with it."""
        before = self.events[last - 1] if last > 0 else {}
        return last - 1 if before.get("kind") == "close" and before.get("auto") else last

    def _replay_event(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "close" and event.get("auto"):  # the close a move made before its own record
            self._require_playing()
            if self.window is None:
                raise IllegalMoveError("cards_no_window")
            self._close_window(auto=True)
            return
        if kind == "play" and event.get("withdrawn"):
            self._record(dict(event))  # taken back by the challenge that follows: kept for the record only
        elif kind == "play":
            self.play(CardPlay.from_dict(event["play"]))
        elif kind == "challenge":
            self._challenge_replayed(event)
        elif kind == "exchange":
            self.exchange(event["cards"], bool(event.get("action_card")))
        elif kind == "pass":
            self.pass_turn()
        elif kind == "action":
            self.play_action(int(event["player"]), str(event["category"]))
        elif kind == "close":
            self.close_window()
        else:
            raise SaveFormatError("bad_save", params={"reason": f"unknown event kind {kind!r}"})


def _mode_class(ruleset: CardsRuleset) -> type[CardGame]:
    """The game class that plays ``ruleset``'s mode, among CardGame's subclasses (the rummy game
    subclasses it in its own module, loaded with the package), so this module need not import it."""
    stack: list[type[CardGame]] = [CardGame]
    while stack:
        kind = stack.pop()
        if kind is not CardGame and kind.plays_rummy is ruleset.rummy:
            return kind
        stack.extend(kind.__subclasses__())
    raise SaveFormatError("bad_save", params={"reason": f"no game plays the {ruleset.mode} mode"})
