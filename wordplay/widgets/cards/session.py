"""A whole classic or forfeit game of Scrabble Cards at one screen, in plain Python.

:class:`CardsGameSession` is a :class:`~wordplay.widgets.cards.table.TableBench` over a
:class:`~wordplay.cards.ClassicGame`: the table and hand are the game's, and the moves are
intents (submit, exchange, pass, undo, choose a best play, review a play). In the forfeit mode,
after each play an action-card window opens: the view lists every player's action card with
each category's fit (and why), people answer with ``act`` or ``close``, computer players play
a fitting card at once; the window closes by itself when no person may still answer.
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from typing import Any

from wordplay.cards.actions import PlayFacts, fits
from wordplay.cards.finder import FoundCardPlay, best_plays
from wordplay.cards.game import ClassicGame
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CardsRuleset, load_ruleset
from wordplay.cards.table import CardPlay, Table
from wordplay.core.explanation import Explanation
from wordplay.core.messages import get_language
from wordplay.core.notation_words import Notation
from wordplay.core.outcome import Termination
from wordplay.widgets import reprs
from wordplay.widgets.cards.table import TableBench, card_explanation_view
from wordplay.widgets.cards.views import moves_view
from wordplay.widgets.protocol import Intent, IntentError
from wordplay.widgets.seats import DEFAULT_PLAYERS, Seated, undo_to_person
from wordplay.widgets.views import chart_view, msg, sheet_view, step_said, summary_view

TURN_KINDS = ("play", "exchange", "pass")


class CardsGameSession(Seated, TableBench):
    """A classic or forfeit game: people take turns at the hand shown, computers answer at once.

    ``players`` lists names (people) and ``(name, level)`` pairs (computer players, level 1-3).
    ``top`` > 0 lists the best plays for the hand. ``game`` continues a :class:`ClassicGame`.
    """

    exchanged = "cards.exchanged"  # "Ala exchanged 2 cards", not tiles
    blanks = "cards.notation.blank"  # a blank card, in the cards games' own words ("carta em branco como E")

    actions = TableBench.actions | frozenset({"submit", "exchange", "pass", "undo", "review", "choose", "act", "close"})
    game: ClassicGame

    def __init__(
        self,
        mode: str | CardsRuleset = "classic",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        top: int = 0,
        game: ClassicGame | None = None,
    ) -> None:
        ruleset = game.ruleset if game is not None else load_ruleset(mode) if isinstance(mode, str) else mode
        if ruleset.rummy:
            raise ValueError("the rummy mode has its own session (wordplay.widgets.cards.rummy)")
        super().__init__(ruleset, lexicon)
        self.seat(players, game, lambda names: new_game(ruleset, names, seed=seed, lexicon=lexicon), ComputerPlayer)
        self.top = top
        self.review: int | None = None
        self._moves_cache: tuple[Any, list[FoundCardPlay]] | None = None
        if not top:
            self.actions = self.actions - {"choose"}
        if not ruleset.action_cards:
            self.actions = self.actions - {"act", "close"}

    # ----- what the bench reads: the game's (board/session.py's GameSession reads its board the same way) -----

    @property
    def table(self) -> Table:  # type: ignore[override]  # the bench's attribute, here the game's property
        return self.game.table

    @property
    def hand(self) -> str:  # type: ignore[override]  # the bench's attribute, here the game's property
        return "" if self.game.is_over else self.game.hand

    def limits(self) -> dict[str, Any]:
        categories = [c.id for pair in self.ruleset.decks.actions.values() for c in pair]
        return {**super().limits(), "players": len(self.game.names), "categories": categories}

    def _turns(self) -> int:
        return len(self.sheet_events())

    def _state_key(self) -> Any:
        return super()._state_key(), len(self.game.events), tuple(self.game.scores)

    # ----- moves ---------------------------------------------------------------------------------

    def _person_to_move(self) -> None:
        if self.game.window is not None:
            raise IntentError("widget.cards.window_open")

    def _moved(self) -> None:
        self.pending.clear()
        self.bonus = None
        events = self.sheet_events()
        self.review = len(events) - 1 if events and events[-1]["kind"] == "play" else None
        if self.review is None and self.game.is_over:  # a finished game explains its last play, not "lay cards"
            self.review = next((i for i in range(len(events) - 1, -1, -1) if events[i]["kind"] == "play"), None)

    def _do_submit(self, intent: Intent) -> None:
        self.play_typed()

    def play_typed(self) -> None:
        """Play the cards laid (by the pieces or typed)."""
        self._person_to_move()
        self.play_move(self.pending_play())
        self._moved()

    def _do_exchange(self, intent: Intent) -> None:
        self._person_to_move()
        self.exchange_move("".join(self.hand[i] for i in intent.get("indices", [])), bool(intent.get("with_action")))
        self._moved()

    def _do_pass(self, intent: Intent) -> None:
        self._person_to_move()
        self.pass_move()
        self._moved()

    def _do_undo(self, intent: Intent) -> None:
        undo_to_person(self.game, self.levels, TURN_KINDS)
        self.notice = msg("taken_back")  # who is to move: the status says it
        self._moved()

    def _do_review(self, intent: Intent) -> None:
        event = self.sheet_events()[intent["turn"]]
        if event["kind"] != "play":
            raise IntentError("widget.not_a_play", params={"turn": intent["turn"] + 1})
        self.pending.clear()
        self.bonus = None
        self.review = intent["turn"]

    def _do_act(self, intent: Intent) -> None:
        player = intent["player"]
        if self.levels[player] is not None:
            raise IntentError("widget.cards.computer_seat", params={"player": self._name(player)})
        explanation = self.game.play_action(player, intent["category"])
        self.notice = ""
        self.note(step_said(explanation.steps[0]))

    def _do_close(self, intent: Intent) -> None:
        self.game.close_window()
        self.notice = msg("cards.window_closed")
        self._moved()

    def top_plays(self) -> list[FoundCardPlay]:
        if not self.top or self.game.is_over or self.game.window is not None:
            return []
        key = (len(self.game.events), self.game.hand)
        if self._moves_cache is None or self._moves_cache[0] != key:
            self._moves_cache = (key, best_plays(self.ruleset, self.table, self.game.hand, self.lexicon, self.top))
        return self._moves_cache[1]

    # ----- computers and the action window ----------------------------------------------------------

    def _may_act(self, player: int) -> bool:
        return ComputerPlayer.actions_for(self.game, player) is not None

    def waiting_for_people(self) -> bool:
        """An open window in which a person still holds a fitting action card."""
        return self.game.window is not None and any(
            level is None and self._may_act(p) for p, level in enumerate(self.levels)
        )

    def computer_to_move(self) -> bool:
        game = self.game
        if game.is_over:
            return False
        if game.window is not None:
            return not self.waiting_for_people() or any(
                level is not None and self._may_act(p) for p, level in enumerate(self.levels)
            )
        return self.levels[game.to_move] is not None

    def step_computer(self) -> bool:
        """One computer action: an action card, closing a window nobody may answer, or a computer's turn."""
        if not self.computer_to_move():
            return False
        game = self.game
        if game.window is not None:
            for p, level in enumerate(self.levels):
                category = ComputerPlayer.actions_for(game, p) if level is not None else None
                if category:
                    self.note(step_said(game.play_action(p, category).steps[0]))
                    return True
            game.close_window()
            self._moved()
            return True
        move = self.computers[game.to_move].choose(game)
        if isinstance(move, CardPlay):
            self.play_move(move)
        elif isinstance(move, tuple) and move[0] == "exchange":
            self.exchange_move(*move[1:])
        else:
            self.pass_move()
        self._moved()
        return True

    # ----- the record: sheet, chart, review, summary --------------------------------------------------

    def sheet_events(self) -> list[dict[str, Any]]:
        """The events a score sheet shows: plays, exchanges, passes, action cards and challenges."""
        return [e for e in self.game.events if e["kind"] in ("play", "exchange", "pass", "action", "challenge")]

    def _rows(self) -> list[dict[str, Any]]:
        """One row per sheet event, for the player whose score it changes, with that player's running total."""
        totals = [0] * len(self.game.names)
        rows = []
        for event in self.sheet_events():
            player = event["against"] if event["kind"] == "action" else event["player"]
            score = 0 if event.get("withdrawn") else int(event.get("score", 0))
            totals[player] += score
            rows.append(
                {"player": player, "kind": event["kind"], "score": score, "total": totals[player], "event": event}
            )
        return rows

    def _describe(self, row: Mapping[str, Any]) -> str:
        event = row["event"]
        if event["kind"] == "play":
            played = Notation(str(event["notation"]), "cards_play").said(get_language())  # saved in English
            return played + (" " + msg("cards.withdrawn") if event.get("withdrawn") else "")
        if event["kind"] == "exchange":
            return msg(
                "cards.sheet_exchange",
                count=len(event["cards"]),
                action=msg("cards.and_action") if event.get("action_card") else "",
            )
        if event["kind"] == "action":
            category = self.ruleset.decks.category(event["category"])
            return msg(
                "cards.sheet_action",
                holder=self._name(event["player"]),
                category=category.name if category else event["category"],
            )
        if event["kind"] == "challenge":
            return msg("cards.sheet_challenge")
        return msg("sheet.pass")

    def sheet(self) -> list[dict[str, Any]]:
        return sheet_view(self._rows(), self.game.names, self._describe)

    def chart(self) -> dict[str, Any]:
        return chart_view(self.game.names, self._rows(), self.game.scores if self.game.is_over else None)

    def play_explanation(self, turn: int) -> Explanation:
        """The explained score of sheet row ``turn`` (a play), as the engine recorded it."""
        event = self.sheet_events()[turn]
        return self.game.move_explanation(next(i for i, e in enumerate(self.game.events) if e is event))

    def summary(self) -> dict[str, Any] | None:
        outcome = self.game.outcome
        if outcome is None:
            return None
        names = self.game.names
        if outcome.termination == Termination.WENT_OUT and outcome.went_out is not None:
            reason = msg("cards.went_out", player=names[outcome.went_out])
        else:
            reason = msg("cards.scoreless", turns=self.ruleset.passes_per_player_to_end)
        return summary_view(names, self.game.scores, self.game.end_explanations, outcome.winners, reason)

    # ----- the view ----------------------------------------------------------------------------------

    def window_view(self) -> dict[str, Any] | None:
        """The open action window: the play's words, and each player's card with every category's fit."""
        game, window = self.game, self.game.window
        if window is None:
            return None
        facts = PlayFacts.from_dict(window["facts"])
        players = []
        for p, name in enumerate(game.names):
            held = game.decks.actions[game.state["actions"][p]]
            own = p == window["player"]
            categories = []
            for c in held:
                ok, reason = fits(c, facts, game.decks.vowels)
                categories.append(
                    {
                        "id": c.id,
                        "name": str(c.name),
                        "fits": ok,
                        "reason": str(reason),  # a Term: said in the widget's language, not its English value
                        "points": c.gain if own else -c.loss,
                    }
                )
            players.append(
                {
                    "player": p,
                    "name": name,
                    "computer": self.levels[p] is not None,
                    "acted": p in window["acted"],
                    "own": own,
                    "categories": categories,
                }
            )
        return {
            "player": window["player"],
            "name": game.names[window["player"]],
            "words": list(facts.words),
            "players": players,
            "waiting": self.waiting_for_people(),
            "headline": msg("cards.window", player=game.names[window["player"]], words=", ".join(facts.words)),
        }

    def last_spots(self) -> list[Any]:
        """The spots of the play under review, else of the last play."""
        events = self.sheet_events()
        if not self.pending and self.review is not None and self.review < len(events):
            event: dict[str, Any] | None = events[self.review]
        else:
            event = events[-1] if events else None
        return [(r, c) for r, c, _ in event["play"]["cards"]] if event and event["kind"] == "play" else []

    def _announced(self) -> list[str]:
        """The bench's, then (after a move) whose turn it is, or the game's result."""
        said = super()._announced()
        summary = self.summary()
        if summary is not None:
            said.append(summary["result"])
        elif self.notice:
            said.append(self.status_text())
        return said

    def status_text(self) -> str:
        game = self.game
        if game.is_over:
            return msg("status.over")
        if game.window is not None:
            said = msg("cards.status_window", player=self._name(game.window["player"]))
            # how to decline in one key (the move box's Escape), when a person may answer
            return f"{said} {msg('cards.window_keys')}" if self.waiting_for_people() else said
        who = self._name(game.to_move)
        if self.levels[game.to_move] is not None:
            return msg("status.computer", player=who)
        return msg("status.turn", player=who)  # the pile's count is beside the players (pile_text), said once

    def _players_view(self) -> list[dict[str, Any]]:
        game = self.game
        out = []
        for i, name in enumerate(game.names):
            entry: dict[str, Any] = {
                "name": name,
                "score": game.scores[i],
                **self.seat_fields(i),
                "to_move": i == game.to_move and not game.is_over and game.window is None,
            }
            if self.ruleset.action_cards:
                entry["action"] = " / ".join(str(c.name) for c in game.decks.actions[game.state["actions"][i]])
            out.append(entry)
        return out

    def view(self) -> dict[str, Any]:
        view = super().view()
        game = self.game
        events = self.sheet_events()
        last = events[-1] if events else None
        view["last"] = [f"{r},{c}" for r, c, _ in last["play"]["cards"]] if last and last["kind"] == "play" else []
        view["players"] = self._players_view()
        view["pile"] = len(game.draw_pile)
        view["pile_text"] = msg("count.pile", count=len(game.draw_pile))
        view["status"] = self.status_text()
        view["over"] = game.is_over
        view["sheet"] = self.sheet()
        view["chart"] = self.chart()
        view["summary"] = self.summary()
        view["window"] = self.window_view()
        person = not game.is_over and game.window is None and self.levels[game.to_move] is None
        view["controls"] = {
            "submit": person and bool(self.pending),
            "recall": person and bool(self.pending or self.bonus),
            "exchange": person and bool(game.draw_pile),
            "action_exchange": person and self.ruleset.action_cards,
            "pass": person,
            "undo": not game.is_over
            and any(m["kind"] in TURN_KINDS and self.levels[m["player"]] is None for m in game.moves),
        }
        view["review"] = None
        if not self.pending and self.review is not None and self.review < len(events):
            event = events[self.review]
            view["review"] = {
                "turn": self.review,
                "headline": ""  # the notice says this move's news: said once
                if self.told(event)
                else msg(
                    "review",
                    player=self._name(event["player"]),
                    notation=event["notation"],
                    total=event["score"],
                    turn=self.review + 1,
                ),
                "explanation": card_explanation_view(self.play_explanation(self.review)),
                "spots": [f"{r},{c}" for r, c, _ in event["play"]["cards"]],
            }
        if self.top:
            view["moves"] = moves_view(self.top_plays(), self.hand, self.pending_play()) if person else []
        return view

    def __repr__(self) -> str:
        return reprs.game_repr(
            "CardsGameWidget",
            self.game,
            self.levels,
            head=self.ruleset.mode,
            count=reprs.say("moves", n=len(self.game.moves)),
        )
