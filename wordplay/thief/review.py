"""Looking back at a game of Word Thief: for each move, the best plays and steals the steal finder
saw with the mover's own hand (the other hands stay hidden), the points lost, what was missed in
the game's own terms (a steal by lengthening, a split, a one-suit word doubled and locked, all 7
cards for the bonus, a move that needed the Wild), and what the strongest computer (level 3)
would have chosen and why: its score plus the worth of the cards it keeps.

Each move has one search of every kind of move the rules allow (plays, lengthenings, splits into
two or more words, Wilds anywhere, the one-suit double), for the best few dozen moves, bounded in
steps (``review_steps`` in ``wordplay/data/budgets.json``), so a review is the same on every
machine. The verdict says "best" only when that search was complete; a search that stopped at
its budget says so, in the verdict and in a note, with how far it looked. The strongest
computer's choice is weighed among the moves of its own kinds (``players.json``). The shared
shapes and sentences are in :mod:`wordplay.core.review`.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from typing import Any

from wordplay.core.explanation import Explanation
from wordplay.core.review import TOP, GameReview, MoveReview, Note, Option
from wordplay.thief.cards import letters_of
from wordplay.thief.finder import Found, search_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.listing import MoveList, SearchBound
from wordplay.thief.players import KeepThief, keep_value, player_settings
from wordplay.thief.rules import Laid
from wordplay.thief.scoring import explain_turn, word_suit

__all__ = ["review_game", "review_move"]

#: How many of the best moves are looked through for the misses (a steal, a split, a lock...).
SCAN = 30
#: The misses, in the order they are named: each a test of a laid move (True: it is of that kind).
MISSES = ("steal", "split", "lock", "all_cards", "wild")


def review_game(
    game: ThiefGame, *, players: Iterable[int] | None = None, top: int = TOP, lexicon: Any = None
) -> GameReview:
    """Review every move of ``game`` made by ``players`` (default: everyone)."""
    keep = None if players is None else set(players)
    reviewed = tuple(
        _review(game, index, event, before, top, lexicon)
        for index, event, before in game.positions()
        if keep is None or event["player"] in keep
    )
    return GameReview(game.ruleset.id, tuple(game.names), reviewed)


def review_move(game: ThiefGame, index: int, *, top: int = TOP, lexicon: Any = None) -> MoveReview:
    """Review move ``index`` (0-based, as in ``game.moves``); an IndexError names a move not made."""
    event, before = game.position_before(index)
    return _review(game, index, event, before, top, lexicon)


def _review(
    game: ThiefGame, index: int, event: dict[str, Any], before: ThiefGame, top: int, lexicon: Any
) -> MoveReview:
    player = int(event["player"])
    words = lexicon if lexicon is not None else game.lexicon
    hand = before.hand_cards(player)
    settings = _strongest()
    bound = SearchBound.named("review_steps")
    stealable = before.stealable(player)
    # the best few first, on their own: their bar is high, so the search is far more often complete
    ranked = search_moves(before.ruleset, words, hand, stealable, top=top, bound=bound)
    # then the best few dozen, for the misses and the strongest computer's choice
    scan = SearchBound.named("review_scan_steps")
    found = search_moves(before.ruleset, words, hand, stealable, top=max(top, SCAN, settings["top"]), bound=scan)
    played, laid = _played(before, event)
    notes = [] if ranked.complete else [Note("thief.search_stopped", {"steps": f"{ranked.spent:,}"})]
    best = [_option(f) for f in ranked.slice(0, top)]
    if laid is not None and (not best or played.score > best[0].score):
        best = [played, *best][:top]  # a move the search did not reach (it stopped at its budget) heads the list
    return MoveReview(
        index + 1,
        player,
        game.names[player],
        letters_of(hand),
        str(event["kind"]),
        played,
        tuple(best),
        tuple(_misses(before, found, played.score, laid)),
        _choice(before, found, settings),
        tuple(notes),
        ranked.complete,
        ranked.spent,
    )


def _played(before: ThiefGame, event: dict[str, Any]) -> tuple[Option, Laid | None]:
    """The move made, laid with the cards the record names (the replay checked it already)."""
    kind = str(event["kind"])
    if kind not in ("play", "steal"):
        detail: dict[str, Any] = {"kind": kind}
        move = "-"  # as the board games write a pass, and an exchange with the letters given back
        if kind == "give_up":
            move += letters_of([before.deck.card(c) for c in event["discard"]])
            detail.update(discard=list(event["discard"]), drawn=len(event["drawn"]))
        return Option(move, int(event.get("score", 0)), _turn_explanation(before, event), detail), None
    target = None if event.get("target") is None else next(w for w in before.table if w.id == event["target"])
    cards = tuple(tuple(before.deck.card(c) for c in ids) for ids in event["cards"])
    stolen = set() if target is None else {c.id for c in target.cards}
    laid = Laid(tuple(event["words"]), cards, target, tuple(c for cs in cards for c in cs if c.id not in stolen))
    explanation = explain_turn(before.ruleset, laid.words, laid.cards, len(laid.hand_used))
    return Option(str(event["notation"]), int(event["score"]), explanation, _detail(laid)), laid


def _turn_explanation(before: ThiefGame, event: dict[str, Any]) -> Explanation:
    """The explanation of a turn given up or passed, as the game wrote it: the turn replayed on a scratch copy."""
    scratch = copy.copy(before)
    scratch._restore(before._snapshot())
    scratch.events = list(before.events)
    scratch._replay_event(copy.deepcopy(event))
    return scratch.sheet[0][1]


def _option(found: Found) -> Option:
    return Option(found.notation(), found.score, found.explanation, _detail(found.laid))


def _detail(laid: Laid) -> dict[str, Any]:
    """What a display draws: the kind, the new words with their cards (ids and labels), whether each
    is locked, the stolen word and the hand cards used."""
    target = laid.target
    kind = "play" if target is None else "lengthen" if len(laid.words) == 1 else f"split{len(laid.words)}"
    return {
        "kind": kind,
        "words": list(laid.words),
        "cards": [[c.id for c in cs] for cs in laid.cards],
        "labels": [[c.label() for c in cs] for cs in laid.cards],
        "locked": [word_suit(cs) is not None for cs in laid.cards],
        "stolen": None if target is None else target.text,
        "stolen_id": None if target is None else target.id,
        "hand_used": [c.id for c in laid.hand_used],
    }


def _kinds(laid: Laid, hand_size: int) -> set[str]:
    """Which of :data:`MISSES` a laid move is."""
    kinds = set()
    if laid.target is not None:
        kinds.add("steal" if len(laid.words) == 1 else "split")
    if any(word_suit(cs) is not None for cs in laid.cards):
        kinds.add("lock")
    if len(laid.hand_used) == hand_size:
        kinds.add("all_cards")
    if any(c.is_wild for c in laid.hand_used):
        kinds.add("wild")
    return kinds


def _misses(before: ThiefGame, found: MoveList, played: int, laid: Laid | None) -> Iterator[Note]:
    """For each kind of miss the move made is not, the best move of that kind that scored more."""
    size = before.ruleset.hand_size
    done = set() if laid is None else _kinds(laid, size)
    best: dict[str, Found] = {}
    for f in found.slice(0, SCAN):  # best score first: the first of each kind is its best
        if f.score <= played or len(best) + len(done) == len(MISSES):
            break
        for kind in _kinds(f.laid, size) - done - set(best):
            best[kind] = f
    for kind in MISSES:
        if kind in best:
            f = best[kind]
            yield Note(f"thief.missed_{kind}", _miss_values(kind, f, before.ruleset.all_cards_bonus))


def _miss_values(kind: str, f: Found, bonus: int) -> dict[str, Any]:
    values: dict[str, Any] = {"move": f.notation(), "score": f.score}
    laid = f.laid
    if laid.target is not None:
        values["stolen"] = laid.target.text
    if kind == "lock":
        values["word"] = next(w for w, cs in zip(laid.words, laid.cards, strict=True) if word_suit(cs) is not None)
    elif kind == "all_cards":
        values.update(cards=len(laid.hand_used), bonus=bonus)
    elif kind == "wild":
        values["letters"] = ", ".join(
            letter
            for cs, word in zip(laid.cards, laid.words, strict=True)
            for c, letter in zip(cs, word, strict=True)
            if c.is_wild and c in laid.hand_used
        )
    return values


def _strongest() -> dict[str, Any]:
    """The strongest computer's search settings (``wordplay/data/thief/players.json``): its kinds
    of move (plays, lengthenings, splits into two) and how many of the best it weighs."""
    settings: dict[str, Any] = player_settings()["finder"][str(KeepThief.level)]
    return settings


class _Weighing(KeepThief):
    """The strongest computer (level 3) weighing the moves the review's search found, instead of
    searching again: the same moves it looks at (the best ``top`` of its kinds, from players.json),
    the same weights (score, the worth of the cards kept, the points left open to theft)."""

    def __init__(self, found: MoveList, settings: dict[str, Any]) -> None:
        super().__init__()
        most = settings.get("max_split")
        kinds = [f for f in found.slice(0, found.count) if most is None or len(f.words) <= most]
        self.moves = kinds[: settings["top"]]

    def candidates(self, game: Any, **limits: Any) -> list[Found]:
        return self.moves


def _choice(before: ThiefGame, found: MoveList, settings: dict[str, Any]) -> Note:
    """What the strongest computer would play here (the mover's hand only), with its score and the
    worth of the cards it keeps: :func:`wordplay.thief.players.keep_value` while cards are left to
    draw; once the pile is empty, what the cards kept would cost at the end."""
    pick = _Weighing(found, settings).pick(before)
    if pick is None:
        return Note("thief.choice_none")
    used = {c.id for c in pick.laid.hand_used}
    kept = [c for c in before.hand if c.id not in used]
    if not kept:
        return Note("thief.choice_all", {"move": pick.notation(), "score": pick.score})
    worth = keep_value(kept) if before.pile else -sum(c.value for c in kept)
    key = "thief.choice" if before.pile else "thief.choice_last"
    return Note(
        key,
        {
            "move": pick.notation(),
            "score": pick.score,
            "kept": letters_of(kept),
            "worth": _tenths(worth),
            "total": _tenths(pick.score + worth),
        },
    )


def _tenths(value: float) -> float | int:
    """A worth to one decimal, a whole number without its ``.0``."""
    rounded = round(value, 1)
    return int(rounded) if rounded == int(rounded) else rounded
