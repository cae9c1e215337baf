"""A rummy game of Scrabble Cards at one screen, in plain Python: draw, build words, discard.

:class:`RummySession` holds a :class:`~wordplay.cards.RummyGame` and the words the person to
move is building from their hand (``words``: each a list of (hand index, card as laid) and
maybe a bonus card). The preview checks every word against the dictionary and the words
against the round's task, and explains the score the task would give (if the most costly card
left is discarded); ``solve`` lays out the task solver's answer; ``discard`` ends the turn,
laying the words when they meet the task. The view shows the round card and the task's
progress (which word lengths are filled), the piles, the last round's scores explained, a
score sheet by rounds and a chart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping, Sequence
from typing import Any

from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CardsRuleset, RoundCard, load_ruleset
from wordplay.cards.rummy import RummyGame
from wordplay.cards.spelling import spelling
from wordplay.cards.task import RummyWord, check_task, parse_turn, score_task
from wordplay.core.errors import IllegalMoveError
from wordplay.core.explanation import Explanation
from wordplay.core.messages import number
from wordplay.core.outcome import and_list
from wordplay.core.tiles import BLANK
from wordplay.widgets import reprs
from wordplay.widgets.cards.protocol import CARDS
from wordplay.widgets.cards.table import card_explanation_view
from wordplay.widgets.cards.views import card_name, hand_view
from wordplay.widgets.protocol import Intent, IntentError, IntentSession, as_laid
from wordplay.widgets.seats import DEFAULT_PLAYERS, Seated, undo_to_person
from wordplay.widgets.typed import TypedMoves
from wordplay.widgets.views import Said, chart_view, msg, sheet_view, summary_view

MAX_WORDS = 4  # more than any round card asks for
SOURCES = ("pile", "discard")


class Word:
    """A word being built: hand cards in order (a blank as its lower-case letter) and maybe a bonus card."""

    def __init__(self) -> None:
        self.cards: list[tuple[int, str]] = []
        self.bonus: int | None = None

    def indices(self) -> list[int]:
        return [i for i, _ in self.cards] + ([self.bonus] if self.bonus is not None else [])

    def rummy_word(self, hand: str) -> RummyWord:
        return RummyWord("".join(c for _, c in self.cards), hand[self.bonus] if self.bonus is not None else None)

    def key(self) -> Any:
        return tuple(self.cards), self.bonus


def task_text(card: RoundCard) -> Said:
    """What a round card asks, in a sentence (said again when the widget's language changes)."""

    def say() -> str:
        if card.use_all_cards:
            return msg("cards.need_all")
        lengths = and_list([number(n) for n in card.slots])
        if not card.optional:
            return str(msg("cards.need_slots", lengths=lengths))
        return str(msg("cards.need_optional", lengths=lengths, optional=and_list([number(n) for n in card.optional])))

    return Said(say)


def task_progress(card: RoundCard, lengths: Sequence[int]) -> list[dict[str, Any]]:
    """The task's word lengths, each marked filled or not by the words being built."""
    left = Counter(lengths)
    out = []
    for length, optional in [(n, False) for n in card.slots] + [(n, True) for n in card.optional]:
        filled = left[length] > 0
        left[length] -= filled
        out.append({"length": length, "optional": optional, "filled": filled})
    return out


class RummySession(TypedMoves, Seated, IntentSession):
    """A rummy game: people draw, build words and discard at the hand shown; computers answer at once.
    A turn may also be typed (``COE LER, discard L``, :func:`wordplay.cards.task.parse_turn`)."""

    schema = CARDS
    actions = frozenset(
        {"draw", "add", "take", "discard", "solve", "recall", "undo", "preview_move", "type_move", "review"}
    )
    game: RummyGame

    def __init__(
        self,
        mode: str | CardsRuleset = "rummy",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        game: RummyGame | None = None,
    ) -> None:
        super().__init__()
        ruleset = game.ruleset if game is not None else load_ruleset(mode) if isinstance(mode, str) else mode
        if not ruleset.rummy:
            raise ValueError("a rummy session needs the rummy mode")
        self.ruleset = ruleset
        self.seat(players, game, lambda names: new_game(ruleset, names, seed=seed, lexicon=lexicon), ComputerPlayer)
        self.words: list[Word] = []
        self.suggest: int | None = None  # the discard the solver proposes (a hand index)
        self.last_round: list[Explanation] = []

    @property
    def hand(self) -> str:
        return "" if self.game.is_over else self.game.hand

    def limits(self) -> dict[str, Any]:
        return {
            "hand_size": len(self.hand),
            "alphabet": self.ruleset.tiles.alphabet,
            "sources": SOURCES,
            "words": min(len(self.words) + 1, MAX_WORDS),
            "turns": len(self._rows()),  # the score sheet's rows, one per player and round
        }

    def _state_key(self) -> Any:
        return tuple(w.key() for w in self.words), len(self.game.events), tuple(self.game.scores)

    # ----- building words ------------------------------------------------------------------------------

    def _in_word(self, index: int) -> Word | None:
        return next((w for w in self.words if index in w.indices()), None)

    def _person(self) -> None:
        if self.game.is_over or self.levels[self.game.to_move] is not None:
            raise IntentError("widget.cards.not_your_turn")

    def _do_add(self, intent: Intent) -> None:
        self._person()
        index, number, letter = intent["index"], intent["word"], intent.get("letter")
        if self._in_word(index) is not None:
            raise IntentError("widget.cards.card_in_use")
        card = as_laid(self.hand[index], letter, BLANK)
        word = self.words[number] if number < len(self.words) else Word()
        if self.ruleset.decks.is_bonus(card):
            if word.bonus is not None:
                raise IntentError("widget.cards.card_in_use")
            word.bonus = index
        else:
            word.cards.append((index, card))
        if number == len(self.words):
            self.words.append(word)
        self.suggest = None

    def _do_take(self, intent: Intent) -> None:
        word = self._in_word(intent["index"])
        if word is None:
            raise IntentError("widget.cards.not_in_word")
        if word.bonus == intent["index"]:
            word.bonus = None
        else:
            word.cards = [(i, c) for i, c in word.cards if i != intent["index"]]
        self.words = [w for w in self.words if w.cards or w.bonus is not None]
        self.suggest = None

    def _do_recall(self, intent: Intent) -> None:
        self.words = []
        self.suggest = None

    def _do_solve(self, intent: Intent) -> None:
        self._person()
        best = self.game.hint()  # refuses before the draw, or when the hand cannot meet the task
        used: set[int] = set()

        def take(want: str) -> int:
            index = next(i for i, c in enumerate(self.hand) if c == want and i not in used)
            used.add(index)
            return index

        words = []
        for w in best.words:
            word = Word()
            word.cards = [(take(BLANK if c.islower() else c), c) for c in w.cards]
            word.bonus = take(w.bonus) if w.bonus else None
            words.append(word)
        self.words, self.suggest = words, take(best.discard)
        self.notice = msg(
            "cards.solved", words=" ".join(spelling(w.cards) for w in best.words), card=best.discard, total=best.score
        )

    # ----- moves ------------------------------------------------------------------------------------

    def _moved(self) -> None:
        self.words = []
        self.suggest = None

    def _do_draw(self, intent: Intent) -> None:
        self._person()
        player = self.game.to_move
        card = self.game.draw(intent["source"])
        self.notice = msg(f"cards.drew_{intent['source']}", player=self._name(player), card=card)

    def _do_discard(self, intent: Intent) -> None:
        self.discard(intent["index"])

    def discard(self, index: int) -> None:
        """End the turn: discard hand card ``index``, laying the words built when they meet the task."""
        self._person()
        if self._in_word(index) is not None:
            raise IntentError("widget.cards.in_word")
        words = [w.rummy_word(self.hand) for w in self.words]
        card, player = self.hand[index], self.game.to_move
        before = self.game.state["round_no"]
        explanation = self.game.discard(card, words)  # refusals raise and change nothing
        if explanation is not None:
            self.notice = msg(
                "cards.met_task",
                player=self._name(player),
                words=" ".join(spelling(w.cards) for w in words),
                card=card,
                total=explanation.total,
            )
        else:
            self.notice = msg("cards.discarded", player=self._name(player), card=card)
        self._after_turn(before)
        self._moved()

    def _after_turn(self, round_before: int) -> None:
        if self.game.state["round_no"] != round_before or self.game.is_over:
            self.last_round = list(self.game.round_explanations)
            self.note(msg("cards.round_over", round=round_before, card_name=self._history_card(-1)))

    def _history_card(self, k: int) -> str:
        return self.ruleset.decks.round_card(self.game.state["history"][k]["card"]).name

    def _do_undo(self, intent: Intent) -> None:
        undo_to_person(self.game, self.levels, ("draw", "discard"))
        self.notice = msg("taken_back")  # who is to move: the status says it
        self.last_round = list(self.game.round_explanations)
        self._moved()

    # ----- a turn typed (the move box, wordplay.widgets.typed) -------------------------------------------

    def draft_typed(self, text: str) -> None:
        turn = parse_turn(text, hand=self.hand)  # the engine's sentence when it cannot be read
        hand, used = self.hand, set()

        def take(want: str) -> int:
            index = next((i for i, c in enumerate(hand) if c == want and i not in used), None)
            if index is None:
                raise IntentError("widget.cards.typed_not_in_hand", params={"hand": hand or "-"})
            used.add(index)
            return index

        words = []
        for w in turn.words:
            word = Word()
            word.cards = [(take(BLANK if c.islower() else c.upper()), c if c.islower() else c.upper()) for c in w.cards]
            word.bonus = take(w.bonus) if w.bonus else None
            words.append(word)
        suggest = take(turn.discard) if turn.discard is not None else None
        self.words, self.suggest = words, suggest

    def clear_typed(self) -> None:
        self.words, self.suggest = [], None

    def save_draft(self) -> Any:
        return list(self.words), self.suggest

    def restore_draft(self, saved: Any) -> None:
        self.words, self.suggest = list(saved[0]), saved[1]

    def play_typed(self) -> None:
        """Discard the card typed, laying the words typed."""
        if self.suggest is None:
            raise IntentError("widget.cards.typed_no_discard")
        self.discard(self.suggest)

    # ----- computers ------------------------------------------------------------------------------------

    def step_computer(self) -> bool:
        """One computer move (a draw or a discard); False when a person is to move or the game is over."""
        if not self.computer_to_move():
            return False
        game, player = self.game, self.game.to_move
        move = self.computers[player].choose(game)
        before = game.state["round_no"]
        result = game.apply(move)
        if move[0] == "draw":
            self.note(
                msg(
                    "cards.drew_discard" if move[1] == "discard" else "cards.drew_hidden",
                    player=self._name(player),
                    card=result,
                )
            )
        elif len(move) > 2 and move[2]:
            self.note(
                msg(
                    "cards.met_task",
                    player=self._name(player),
                    card=move[1],
                    total=result.total,
                    words=" ".join(spelling(w.cards) for w in move[2]),
                )
            )
        else:
            self.note(msg("cards.discarded", player=self._name(player), card=move[1]))
        self._after_turn(before)
        return True

    # ----- the preview ----------------------------------------------------------------------------------

    def preview(self) -> dict[str, Any] | None:
        """Every word checked in the dictionary, the task checked, and the score it would give."""
        words = [w for w in self.words if w.cards]
        if not words or self.game.is_over:
            return None
        hand, lexicon = self.hand, self.lexicon
        laid = [w.rummy_word(hand) for w in words]
        checks = [
            {
                "rule": "word_known",
                "passed": w.cards.upper() in lexicon,
                "text": msg(
                    "cards.word_known" if w.cards.upper() in lexicon else "cards.word_unknown", word=spelling(w.cards)
                ),
            }
            for w in laid
        ]
        used = {i for w in self.words for i in w.indices()}
        left = [i for i in range(len(hand)) if i not in used]
        discard = (
            self.suggest
            if self.suggest in left
            else max(left, key=lambda i: (self.ruleset.decks.value(hand[i]), i), default=None)
        )
        out: dict[str, Any] = {"legal": False, "explanation": None, "discard": discard}
        card = self.game.round_card
        unused = "".join(hand[i] for i in left if i != discard)
        try:
            if discard is None:
                raise IllegalMoveError("cards_task_not_met", params={"card_name": card.name, "reason": task_text(card)})
            check_task(self.ruleset, card, laid, unused, lexicon)
        except IllegalMoveError as exc:
            checks.append({"rule": "task", "passed": False, "text": exc.message})
            out["headline"] = exc.message
        else:
            explanation = score_task(self.ruleset, card, laid, unused)
            checks.append({"rule": "task", "passed": True, "text": msg("cards.task_met", card_name=card.name)})
            out.update(
                legal=True,
                explanation=card_explanation_view(explanation),
                headline=msg("cards.task_preview", total=explanation.total, card=hand[discard]),
            )
        out["check"] = {
            "ok": all(c["passed"] for c in checks),
            "checks": checks,
            "failure": next((c["text"] for c in checks if not c["passed"]), ""),
        }
        return out

    # ----- a score-sheet row chosen (the analysis board opens at its move) ---------------------------

    def _do_review(self, intent: Intent) -> None:
        if self.sheet_row_move(intent["turn"]) is None:
            raise IntentError("widget.not_a_play", params={"turn": intent["turn"] + 1})

    def sheet_row_move(self, turn: int) -> int | None:
        """The move of the sheet's row ``turn`` (a player's round): the discard that met the task, else
        the player's last discard of that round; an IndexError past the last row."""
        history = self.game.state["history"]
        round_index, player = divmod(turn, len(self.game.names))
        if not 0 <= round_index < len(history):
            raise IndexError(turn)
        round_no, found, met = history[round_index]["round"], None, False
        for i, event, before in self.game.positions():
            if before.state["round_no"] != round_no or event["player"] != player or event["kind"] != "discard":
                continue
            if not met:
                found, met = i, bool(event.get("words"))
        return found

    # ----- the view ---------------------------------------------------------------------------------

    def _rows(self) -> list[dict[str, Any]]:
        """One sheet row per player and round played, with the running totals."""
        totals = [0] * len(self.game.names)
        rows = []
        for entry in self.game.state["history"]:
            for player, score in enumerate(entry["scores"]):
                totals[player] += score
                rows.append(
                    {
                        "player": player,
                        "kind": "round",
                        "score": score,
                        "total": totals[player],
                        "round": entry["round"],
                        "card": entry["card"],
                    }
                )
        return rows

    def _describe(self, row: Mapping[str, Any]) -> str:
        return msg("cards.sheet_round", round=row["round"], card_name=self.ruleset.decks.round_card(row["card"]).name)

    def round_view(self) -> dict[str, Any] | None:
        game = self.game
        if game.is_over:
            return None
        card = game.round_card
        player = self._name(game.to_move)
        return {
            "title": msg(
                "cards.round_title",
                round=game.state["round_no"],
                rounds=self.ruleset.rounds_to_play,
                card_name=card.name,
            ),
            "task": task_text(card),
            "progress": [] if card.use_all_cards else task_progress(card, [len(w.cards) for w in self.words]),
            "phase": game.phase,
            "phase_text": msg("cards.status_draw" if game.phase == "draw" else "cards.status_discard", player=player),
            "met": [self._name(p) for p, laid in enumerate(game.state["laid"]) if laid],
        }

    def _announced(self) -> list[str]:
        """What happened, the preview's headline (the score, or the rule that fails), then (after a move)
        whose turn it is, or the game's result."""
        said = super()._announced()
        preview = self.preview()
        if preview is not None:
            said.append(preview["headline"])
        summary = self.summary()
        if summary is not None:
            said.append(summary["result"])
        elif self.notice and (round_now := self.round_view()) is not None:
            said.append(round_now["phase_text"])
        return said

    def summary(self) -> dict[str, Any] | None:
        outcome = self.game.outcome
        if outcome is None:
            return None
        nothing = [Explanation(())] * len(self.game.names)
        return summary_view(self.game.names, self.game.scores, nothing, outcome.winners, msg("cards.rounds_played"))

    def view(self) -> dict[str, Any]:
        game = self.game
        hand = self.hand
        person = not game.is_over and self.levels[game.to_move] is None
        in_words = {i for w in self.words for i in w.indices()}
        view = super().view()
        view.update(
            {
                "hand": hand_view(self.ruleset, hand, in_words, "cards.card_in_word"),
                "words": [
                    {
                        "cards": [{"index": i, "card": c, "name": card_name(self.ruleset, c)} for i, c in w.cards],
                        "bonus": None
                        if w.bonus is None
                        else {"index": w.bonus, "card": hand[w.bonus], "name": card_name(self.ruleset, hand[w.bonus])},
                        "text": spelling("".join(c for _, c in w.cards)) if w.cards else "",
                        "name": msg("cards.word_row", number=k + 1, word=spelling("".join(c for _, c in w.cards))),
                    }
                    for k, w in enumerate(self.words)
                ],
                "suggest": self.suggest,
                "round": self.round_view(),
                "preview": self.preview(),
                "pile": len(game.draw_pile),
                "pile_text": msg("count.pile", count=len(game.draw_pile)),
                "top_discard": game.top_discard,
                "players": [
                    {
                        "name": n,
                        "score": game.scores[i],
                        **self.seat_fields(i),
                        "to_move": i == game.to_move and not game.is_over,
                        "met": bool(not game.is_over and game.state["laid"][i]),
                    }
                    for i, n in enumerate(game.names)
                ],
                "status": msg("status.over") if (round_now := self.round_view()) is None else round_now["phase_text"],
                "last_round": [
                    {"name": game.names[i], "total": e.total, "lines": e.sentences()}
                    for i, e in enumerate(self.last_round)
                ],
                "sheet": sheet_view(self._rows(), game.names, self._describe),
                "chart": chart_view(game.names, self._rows(), game.scores if game.is_over else None),
                "summary": self.summary(),
                "typed": self.typed_view(),
                "over": game.is_over,
                "controls": {
                    "draw": person and game.phase == "draw",
                    "discard": person and game.phase == "discard",
                    "solve": person and game.phase == "discard",
                    "recall": bool(self.words),
                    "undo": not game.is_over and any(self.levels[m["player"]] is None for m in game.moves),
                },
            }
        )
        return view

    def __repr__(self) -> str:
        game = self.game
        return reprs.game_repr(
            "CardsGameWidget", game, self.levels, head="rummy", status=reprs.game_status(game, game.state["round_no"])
        )
