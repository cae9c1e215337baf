"""Looking back at a Scrabble Cards game (classic, forfeit, rummy): for each turn, the best moves
the finder or the task solver saw with the mover's own hand, the points lost, what was missed in
the game's own terms, and what the strongest computer would have done there and why.

What counts as a move:

- **Classic and forfeit**: a turn is a play, an exchange or a pass; each is judged against every
  play of that player's hand on the table as it stood. A play taken back by a challenge scored 0.
  Closing a forfeit window and a challenge are not turns (no cards are chosen) and are not
  listed; :func:`review_move` on one reviews the play it follows.
- **Forfeit**: action cards are reactions, not turns. A play's score counts the mover's own action
  card played on it (its gain), and every other play's score counts the best category of the
  action card the mover held that it fits: that is what the turn could earn. Cards played
  against the mover by others are left out (nobody could see them coming).
- **Rummy**: a turn is a draw then a discard (laying words, when they meet the round's task). It is
  reviewed once, at its discard, with the hand as it was after the draw; the draw is judged in a
  note (the top discard would have met the task). :func:`review_move` on a draw reviews its turn.

Each :class:`~wordplay.core.review.Option`'s ``detail``, for a display to draw: a play's
``cards`` (``[row, col, card]``, a blank in lower case), ``across``, ``bonus`` (``[card, row, col,
across]`` or None), ``words`` and, in forfeit, ``action`` (``{"category", "gain"}``) when an action
card counts in it (``withdrawn`` when a challenge took it back); an exchange's ``exchange`` (the
cards) and ``action_card``; a rummy turn's ``words`` (``[cards, bonus]``), ``discard`` and ``round``.

Hidden information stays hidden: only the mover's own hand (and, in forfeit, their own action
card) is read, never another hand or the draw pile. The shared shapes are in
:mod:`wordplay.core.review`.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from wordplay.cards.actions import PlayFacts, fits, play_facts
from wordplay.cards.finder import FoundCardPlay, finder_for
from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CardsRuleset, Category
from wordplay.cards.scoring import score_play
from wordplay.cards.solver import TaskSolution, solve_task
from wordplay.cards.table import CardPlay, Table
from wordplay.cards.task import RummyWord, parse_words
from wordplay.core.explanation import Explanation, Step
from wordplay.core.notation_words import Notation
from wordplay.core.racks import rack_minus
from wordplay.core.review import TOP, GameReview, MoveReview, Note, Option

__all__ = ["ACTION_SEARCH", "review_game", "review_move"]

#: How many of the best plays (by points) are tried, at most, against the forfeit action card held.
#: The search stops sooner once no play left could reach the best totals with the card's largest
#: gain (in self-play games it tries under 500); a play further down is not looked at.
ACTION_SEARCH = 1000
#: The moves of each mode that are turns the review judges.
TURNS = ("play", "exchange", "pass", "discard")


def review_game(
    game: CardGame, *, players: Iterable[int] | None = None, top: int = TOP, lexicon: Any = None
) -> GameReview:
    """Review every turn of ``game`` taken by ``players`` (default: everyone)."""
    keep = None if players is None else set(players)
    reviewer = _Reviewer(game, top, lexicon)
    reviewed = tuple(
        reviewer.review(index, event, before)
        for index, event, before in game.positions()
        if event["kind"] in TURNS and (keep is None or event["player"] in keep)
    )
    return GameReview(game.ruleset.id, tuple(game.names), reviewed)


def review_move(game: CardGame, index: int, *, top: int = TOP, lexicon: Any = None) -> MoveReview:
    """Review move ``index`` (0-based, as in ``game.moves``): its turn, when it is a rummy draw, a
    forfeit window's close or a challenge. An IndexError names a move not made (or a draw whose
    discard is not made yet)."""
    turn = _turn_of(game.moves, index)
    event, before = game.position_before(turn)
    return _Reviewer(game, top, lexicon).review(turn, event, before)


def _turn_of(moves: Sequence[dict[str, Any]], index: int) -> int:
    if not 0 <= index < len(moves):
        raise IndexError(index)
    kind = moves[index]["kind"]
    if kind == "draw":
        if index + 1 < len(moves) and moves[index + 1]["kind"] == "discard":
            return index + 1
        raise IndexError(index)
    if kind in ("close", "challenge"):
        earlier = [i for i in range(index) if moves[i]["kind"] in TURNS]
        if not earlier:
            raise IndexError(index)
        return earlier[-1]
    return index


@dataclass(frozen=True)
class _Candidate:
    """A play found for the review: the finder's play and what the turn earns with it."""

    found: FoundCardPlay
    gain: int = 0
    category: Category | None = None
    reason: str = ""

    @property
    def total(self) -> int:
        return self.found.score + self.gain


class _Reviewer:
    """Reviews the turns of one game; knows where each move's event lies among all the events."""

    def __init__(self, game: CardGame, top: int, lexicon: Any) -> None:
        self.game = game
        self.top = top
        self.lexicon = lexicon if lexicon is not None else game.lexicon
        self.where = {id(e): i for i, e in enumerate(game.events)}
        self.moves = game.moves

    def review(self, index: int, event: dict[str, Any], before: CardGame) -> MoveReview:
        if event["kind"] == "discard":
            return self._rummy(index, event, before)
        assert isinstance(before, ClassicGame)
        return self._classic(index, event, before)

    # ----- classic and forfeit ---------------------------------------------------------------------

    def _classic(self, index: int, event: dict[str, Any], before: ClassicGame) -> MoveReview:
        game, rules = self.game, self.game.ruleset
        player = int(event["player"])
        hand = before.hands[player]
        table = before.table
        held = _held_categories(before, player)
        played = self._played_classic(event, before, hand)
        found = finder_for(rules, self.lexicon).plays(table, hand)
        plays = [_Candidate(p) for p in found]
        if held:
            plays = _with_gains(rules, table, hand, plays, held, self.top, played.score)
        misses = _classic_misses(rules, hand, table, event, played, plays, held)
        return MoveReview(
            index + 1,
            player,
            game.names[player],
            hand,
            str(event["kind"]),
            played,
            tuple(_option(c, game.names[player]) for c in plays[: self.top]),
            tuple(misses),
            self._classic_choice(before, player, found, held),
        )

    def _played_classic(self, event: dict[str, Any], before: ClassicGame, hand: str) -> Option:
        """The move made: a play scored on the table as it stood (in forfeit with the mover's own
        action card played on it), an exchange or a pass (0)."""
        kind = event["kind"]
        if kind == "exchange":
            return Option(
                "-" + str(event["cards"]),
                0,
                detail={"exchange": str(event["cards"]), "action_card": bool(event.get("action_card"))},
            )
        if kind == "pass":
            return Option("-", 0)
        play = CardPlay.from_dict(event["play"])
        detail: dict[str, Any] = {**_play_detail(play), "words": list(event["words"])}
        if event.get("withdrawn"):
            return Option(Notation(str(event["notation"]), "cards_play"), 0, detail={**detail, "withdrawn": True})
        table = before.table
        explanation = score_play(self.game.ruleset, table, play, len(hand))
        own = self._own_action(event)
        if own is not None:
            category = self.game.decks.category(own)
            assert category is not None
            facts = play_facts(self.game.ruleset, table, play, len(hand))
            reason = fits(category, facts, self.game.decks.vowels)[1]
            explanation = _with_gain(explanation, category, reason, self.game.names[int(event["player"])])
            detail["action"] = {"category": category.id, "gain": category.gain}
        return Option(Notation(str(event["notation"]), "cards_play"), explanation.total, explanation, detail)

    def _own_action(self, event: dict[str, Any]) -> str | None:
        """The category of the mover's own action card played on this play, if any (forfeit)."""
        events = self.game.events
        for later in events[self.where[id(event)] + 1 :]:
            if later["kind"] != "action":
                return None
            if later["player"] == event["player"] == later["against"]:
                return str(later["category"])
        return None

    def _classic_choice(
        self, before: ClassicGame, player: int, found: list[FoundCardPlay], held: tuple[Category, ...]
    ) -> Note:
        """The strongest computer takes the finder's first play, the one of most points (then, in
        forfeit, the category of its action card that gains most on it); with no play it exchanges
        its costliest cards, or passes."""
        if found:
            pick = found[0]
            detail = {"move": pick.notation, "score": pick.score}
            best = _best_gain(self.game.ruleset, before.table, pick.play, len(before.hands[player]), held)
            if best is not None:
                return Note(
                    "cards.choice.play_action",
                    {**detail, "category": best[0].name, "gain": best[0].gain, "total": pick.score + best[0].gain},
                )
            return Note("cards.choice.play", detail)
        move = ComputerPlayer(3).choose(_at_turn(before))
        if isinstance(move, tuple) and move[0] == "exchange":
            return Note("cards.choice.exchange", {"cards": move[1]})
        return Note("cards.choice.pass", {})

    # ----- rummy ---------------------------------------------------------------------------------

    def _rummy(self, index: int, event: dict[str, Any], before: Any) -> MoveReview:
        game, rules = self.game, self.game.ruleset
        player = int(event["player"])
        hand = before.hand
        card = before.round_card
        words = parse_words(event.get("words") or ())
        discard = str(event["card"])
        if words:
            explanation = before.explain_task(discard, words)
            played = Option(
                _task_notation(words, discard), explanation.total, explanation, _task_detail(words, discard, card.id)
            )
        else:
            played = Option(_task_notation((), discard), 0, detail=_task_detail((), discard, card.id))
        solution = solve_task(rules, card, hand, self.lexicon)
        best: tuple[Option, ...] = ()
        # a task that scores nothing is no better than not laying (a round not met scores 0)
        if solution is not None and (solution.score > 0 or words):
            laid = solution.words
            best = (
                Option(
                    _task_notation(laid, solution.discard),
                    solution.score,
                    solution.explanation,
                    _task_detail(laid, solution.discard, card.id),
                ),
            )
        # the strongest computer lays the task solver's best, else discards its costliest card
        if solution is not None:
            note = Note(
                "cards.choice.task",
                {
                    "words": _words_text(solution.words),
                    "discard": solution.discard,
                    "card_name": card.name,
                    "score": solution.score,
                },
            )
        else:
            choice = ComputerPlayer(3).choose(before)
            note = Note("cards.choice.discard", {"card": choice[1], "card_name": card.name})
        misses: list[Note] = []
        if best and not words:
            misses.append(
                Note("cards.missed_task", {"move": best[0].move, "card_name": card.name, "score": best[0].score})
            )
        bonus = _bonus_in(best[0]) if best else None
        if bonus is not None and words and not any(w.bonus for w in words) and best[0].score > played.score:
            misses.append(_missed_bonus(rules, best[0].move, best[0].score, bonus))
        drawn = self._missed_top_discard(index, before, played.score)
        if drawn is not None:
            misses.append(drawn)
        return MoveReview(index + 1, player, game.names[player], hand, "discard", played, best, tuple(misses), note)

    def _missed_top_discard(self, index: int, before: Any, played: int) -> Note | None:
        """When the turn drew blind from the pile, whether the top discard (seen by everyone) would
        have met the task for more than the turn made."""
        draw = self.moves[index - 1] if index > 0 else None
        top = before.top_discard
        if draw is None or draw["kind"] != "draw" or draw["source"] != "pile" or top is None:
            return None
        hand = rack_minus(before.hand, str(draw["card"])) + top
        solution: TaskSolution | None = solve_task(self.game.ruleset, before.round_card, hand, self.lexicon)
        if solution is None or solution.discard == top or solution.score <= played:
            return None
        return Note(
            "cards.missed_top_discard",
            {
                "card": top,
                "card_name": before.round_card.name,
                "score": solution.score,
                "move": _task_notation(solution.words, solution.discard),
            },
        )


# ----- forfeit: the action card held -----------------------------------------------------------------


def _held_categories(before: ClassicGame, player: int) -> tuple[Category, ...]:
    if not before.ruleset.action_cards:
        return ()
    return tuple(before.decks.actions[before.state["actions"][player]])


def _best_gain(
    rules: CardsRuleset, table: Table, play: CardPlay, hand_size: int, held: tuple[Category, ...]
) -> tuple[Category, str] | None:
    """The category of the held action card that gains most on ``play``, and why it fits."""
    if not held:
        return None
    facts: PlayFacts = play_facts(rules, dict(table), play, hand_size)
    fitting = []
    for category in held:
        ok, reason = fits(category, facts, rules.decks.vowels)
        if ok:
            fitting.append((category, reason))
    return max(fitting, key=lambda f: f[0].gain) if fitting else None


def _with_gains(
    rules: CardsRuleset,
    table: Table,
    hand: str,
    plays: list[_Candidate],
    held: tuple[Category, ...],
    top: int,
    played: int,
) -> list[_Candidate]:
    """The plays with the held action card's gain added where a category fits, best total first.

    Plays are tried best first until none left could still reach the ``top`` best totals, nor beat
    both the best fitting play so far and the move played (for the miss), or ``ACTION_SEARCH`` ran out.
    """
    most = max(c.gain for c in held)
    out = list(plays)
    totals: list[int] = []
    fitting = played
    for i, candidate in enumerate(plays[:ACTION_SEARCH]):
        reach = candidate.found.score + most
        kth = sorted(totals, reverse=True)[max(top, 1) - 1] if len(totals) >= max(top, 1) else None
        if kth is not None and reach <= kth and reach <= fitting:
            break
        best = _best_gain(rules, table, candidate.found.play, len(hand), held)
        if best is not None:
            out[i] = _Candidate(candidate.found, best[0].gain, best[0], best[1])
            fitting = max(fitting, out[i].total)
        totals.append(out[i].total)
    out.sort(key=lambda c: -c.total)  # stable: the finder's order among equal totals
    return out


def _with_gain(explanation: Explanation, category: Category, reason: str, name: str) -> Explanation:
    """The play's explanation with the own action card's gain as a last step."""
    running = explanation.total + category.gain
    step = Step(
        "cards_action_gain",
        category.gain,
        (),
        None,
        {"player": name, "category": category.name, "reason": reason, "gain": category.gain},
        running,
    )
    return Explanation((*explanation.steps, step), explanation.words)


# ----- classic misses ---------------------------------------------------------------------------------


def _classic_misses(
    rules: CardsRuleset,
    hand: str,
    table: Table,
    event: dict[str, Any],
    played: Option,
    plays: list[_Candidate],
    held: tuple[Category, ...],
) -> list[Note]:
    """An all-cards play not made, a bonus card held and not used where it scored more, and in forfeit
    a play that fitted the action card held (the play made itself, or a better one)."""
    misses: list[Note] = []
    decks = rules.decks
    play = CardPlay.from_dict(event["play"]) if event["kind"] == "play" else None
    full = len(hand) == rules.hand_size and bool(rules.all_cards_bonus)
    if full:
        every = [c for c in plays if _used(rules, c.found.play) >= rules.hand_size]
        if every and (play is None or _used(rules, play) < rules.hand_size):
            misses.append(
                Note(
                    "cards.missed_all_cards",
                    {
                        "move": every[0].found.notation,
                        "score": every[0].total,
                        "count": len(every),
                        "bonus": rules.all_cards_bonus,
                    },
                )
            )
    bonus_held = any(decks.is_bonus(c) for c in hand)
    if bonus_held and (play is None or play.bonus is None):
        boosted = next((c for c in plays if c.found.play.bonus is not None), None)
        if boosted is not None and boosted.total > played.score:
            card = boosted.found.play.bonus.card  # type: ignore[union-attr]  # found by its bonus card
            misses.append(_missed_bonus(rules, boosted.found.notation, boosted.total, card))
    if played.detail.get("action") is not None:
        return misses  # the action card was played on this play
    could = played.score
    if play is not None and not event.get("withdrawn"):
        mine = _best_gain(rules, table, play, len(hand), held)
        if mine is not None:
            misses.append(Note("cards.unplayed_action", {"category": mine[0].name, "gain": mine[0].gain}))
            could += mine[0].gain
    fitting = next((c for c in plays if c.category is not None), None)
    if fitting is not None and fitting.category is not None and fitting.total > could:
        misses.append(
            Note(
                "cards.missed_action",
                {
                    "move": fitting.found.notation,
                    "category": fitting.category.name,
                    "gain": fitting.gain,
                    "score": fitting.total,
                },
            )
        )
    return misses


def _used(rules: CardsRuleset, play: CardPlay) -> int:
    return len(play.cards) + (1 if play.bonus and rules.bonus_card_counts_as_used else 0)


def _missed_bonus(rules: CardsRuleset, move: str, score: int, card: str) -> Note:
    multiplier = rules.decks.held_bonus_card(card).multiplier
    return Note("cards.missed_bonus", {"move": move, "score": score, "multiplier": multiplier})


# ----- options and their notation ---------------------------------------------------------------------


def _option(candidate: _Candidate, name: str) -> Option:
    found = candidate.found
    detail: dict[str, Any] = {**_play_detail(found.play), "words": found.words}
    explanation = found.explanation
    if candidate.category is not None:
        explanation = _with_gain(explanation, candidate.category, candidate.reason, name)
        detail["action"] = {"category": candidate.category.id, "gain": candidate.gain}
    return Option(found.notation, candidate.total, explanation, detail)


def _play_detail(play: CardPlay) -> dict[str, Any]:
    """Cards laid (``[row, col, card]``, a blank in lower case), direction and the bonus card used."""
    data = play.to_dict()
    return {"cards": data["cards"], "across": data["across"], "bonus": data["bonus"]}


def _bonus_in(option: Option) -> str | None:
    return next((w[1] for w in option.detail.get("words", ()) if isinstance(w, list) and w[1]), None)


def _task_notation(words: Sequence[RummyWord], discard: str) -> Notation:
    """Rummy: the turn as the move box and the exercises write it (``CASA+2 RIO, discard Q``; ``discard Q``
    alone), said with the language's word for discard."""
    laid = _words_text(words)
    return Notation(f"{laid}, discard {discard}" if laid else f"discard {discard}", "rummy_answer")


def _words_text(words: Sequence[RummyWord]) -> str:
    """The words laid, a blank as the lower-case letter, ``+2`` after a word with a bonus card."""
    return " ".join(w.cards + (f"+{w.bonus}" if w.bonus else "") for w in words)


def _task_detail(words: Sequence[RummyWord], discard: str, round_id: str) -> dict[str, Any]:
    return {"words": [w.to_list() for w in words], "discard": discard, "round": round_id}


def _at_turn(before: ClassicGame) -> ClassicGame:
    """The game as the mover saw it at their turn: a scratch copy with an open forfeit window closed
    (the move that follows a window closes it first)."""
    if before.window is None:
        return before
    scratch = copy.copy(before)
    scratch._restore(before._snapshot())
    scratch.events = list(before.events)
    scratch.close_window()
    return scratch
