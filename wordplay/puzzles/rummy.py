"""Puzzles from Scrabble Cards, rummy mode: the best way to meet the round's task with a hand.

A seeded game is played by two level-2 computers; each time a player has drawn (eight cards in
hand), the position is the round card and the hand. The task solver
(:func:`wordplay.cards.solver.solve_task`) gives the best way; to know the runner-up, the ways are
listed here too (every set of words the hand spells that meets the task, with every card that
could be discarded; the same cards laid for the same score count as one way, however they are
spelt and whatever is discarded), at most
:data:`MAX_SETS` sets per position. In rummy every way lays the
word lengths the round card asks for, so the **obvious** move is the runner-up: the next-best way.
The tutorial's rummy exercise (:func:`wordplay.widgets.cards.exercises.task_exercise`) takes plain
words, so a position whose best way lays a blank or a bonus card is left out, as is one where the
listing and the solver disagree on the best score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from html import escape
from typing import Any

from wordplay.cards.players import computer_player
from wordplay.cards.rules import CardsRuleset, RoundCard
from wordplay.cards.rummy import RummyGame
from wordplay.cards.solver import solve_task, spellable_words
from wordplay.cards.task import RummyWord, check_task, score_task
from wordplay.core.errors import IllegalMoveError
from wordplay.core.notation_words import Notation
from wordplay.puzzles.cards import card_html
from wordplay.puzzles.family import NAMES, RANKED, Maker
from wordplay.puzzles.grading import Answer, Candidate

MAX_SETS = 20_000
DISCARD = ", discard "  # between the words and the card discarded, in an answer written as one text


def answer_text(words: tuple[str, ...], discard: str) -> str:
    """A way to meet the task as the exercise writes it: ``CASA ROTE, discard Q`` (canonical; a
    sentence says it in its language: ``CASA ROTE, descarta Q``)."""
    return Notation(f"{' '.join(words)}{DISCARD}{discard}", "rummy_answer")


def ways(ruleset: CardsRuleset, card: RoundCard, hand: str, lexicon: Any) -> list[Answer]:
    """Every way (plain words, a discard) ``hand`` meets ``card``'s task, best first (at most
    :data:`MAX_SETS` sets of words tried)."""
    decks = ruleset.decks
    letters = "".join(c for c in hand if not decks.is_bonus(c) and c != "?")
    if card.use_all_cards:
        lengths, sizes = None, range(1, len(hand))
    else:
        lengths = set(card.slots) | set(card.optional)
        sizes = range(len(card.slots), len(card.slots) + len(card.optional) + 1)
    words = sorted(spellable_words(letters, lexicon, lengths, distinct=True), key=lambda w: (-len(w[0]), w[0]))
    found: dict[tuple[tuple[str, ...], str], int] = {}
    tried = 0

    def visit(start: int, chosen: tuple[int, ...], pool: Counter[str]) -> None:
        nonlocal tried
        if tried >= MAX_SETS:
            return
        tried += 1
        if len(chosen) in sizes:
            laid = [RummyWord(words[i][0]) for i in chosen]
            left = Counter(hand) - sum((words[i][1] for i in chosen), Counter())
            for discard in sorted(left):
                unused = "".join(sorted((left - Counter(discard)).elements()))
                try:
                    check_task(ruleset, card, laid, unused, None)
                except IllegalMoveError:
                    continue
                key = (tuple(sorted(w.cards for w in laid)), discard)
                found[key] = score_task(ruleset, card, laid, unused).total
        if len(chosen) >= sizes.stop - 1:
            return
        for i in range(start, len(words)):
            need = words[i][1]
            if all(pool[c] >= k for c, k in need.items()):
                visit(i + 1, (*chosen, i), pool - need)

    visit(0, (), Counter(letters))
    ranked = sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))
    # the same cards laid for the same score are one way, however they are spelt and whatever is discarded
    seen: set[tuple[str, int]] = set()
    out = []
    for (w, d), score in ranked:
        cards = "".join(sorted("".join(w)))
        if (cards, score) not in seen:
            seen.add((cards, score))
            out.append(Answer(answer_text(w, d), score))
    return out


class RummyMaker(Maker):
    family = "rummy"
    exercise_import = ("wordplay.widgets.cards.exercises", "task_exercise")
    answer_hint = "puzzles.answer.rummy"
    notation_kind = "rummy_answer"

    def candidates(self, variant: str, game_seed: int, lexicon: Any = None) -> Iterator[Candidate]:
        game = RummyGame("rummy", list(NAMES), seed=game_seed, lexicon=lexicon)
        player = computer_player(2, seed=game_seed)
        for number in range(1, self.max_moves + 1):
            if game.is_over:
                return
            if game.phase == "discard":
                candidate = self._candidate(variant, game_seed, number, game)
                if candidate is not None:
                    yield candidate
            game.apply(player.choose(game))

    @staticmethod
    def _candidate(variant: str, game_seed: int, number: int, game: RummyGame) -> Candidate | None:
        card, hand = game.round_card, game.hand
        best = solve_task(game.ruleset, card, hand, game.lexicon)
        if best is None or any(w.bonus or any(c.islower() for c in w.cards) for w in best.words):
            return None
        ranked = ways(game.ruleset, card, hand, game.lexicon)
        if len(ranked) < 2 or ranked[0].score != best.score:
            return None
        features = ["task_bonus"] if card.score.get("bonus") or card.score.get("all_optional") else []
        position = {"variant": variant, "round": card.id, "hand": hand}
        return Candidate(
            variant,
            game_seed,
            number,
            position,
            tuple(ranked[:RANKED]),
            ranked[1],
            max(len(w.cards) for w in best.words),
            tuple(features),
        )

    def answer_lines(self, candidate: Candidate, answer: str | None = None) -> str:
        if answer is None:
            return "answer = None\ndiscard = None"
        words, _, discard = answer.partition(DISCARD)
        return f"answer = {words!r}\ndiscard = {discard!r}"

    def exercise_call(self, position: Mapping[str, Any], name: str, reveal: bool = False) -> str:
        more = ", reveal=True" if reveal else ""
        return f'task_exercise({name}["round"], {name}["hand"], answer, discard{more})'

    def check(self, position: Mapping[str, Any], answer: str | None, reveal: bool = False) -> Any:
        from wordplay.widgets.cards.exercises import task_exercise

        if answer is None:
            return task_exercise(position["round"], position["hand"], None, None, reveal=reveal)
        words, _, discard = answer.partition(DISCARD.rstrip())
        return task_exercise(position["round"], position["hand"], words, discard.strip(), reveal=reveal)

    def answer_text(self, value: Any) -> str | None:
        """``("CASA ROTE", "Q")`` (the words, the card discarded) or ``"CASA ROTE, discard Q"``."""
        if isinstance(value, (tuple, list)) and len(value) == 2 and all(isinstance(v, str) for v in value):
            return answer_text((value[0],), value[1])
        if isinstance(value, str):
            return value if DISCARD in value else value + DISCARD
        return None

    def answer_value(self, move: str) -> Any:
        words, _, discard = move.partition(DISCARD)
        return (words, discard)

    def position_html(self, position: Mapping[str, Any]) -> str:
        from wordplay.cards.rules import load_ruleset

        card = load_ruleset("rummy").decks.round_card(position["round"])
        from wordplay.core.messages import render

        round_line = render("display.round", {"title": card.name, "task": _task_text(card)})
        hand = "".join(card_html(c if c != "?" else " ") for c in position["hand"])
        return (
            f"<p>{escape(round_line)}</p><div class='puzzle-label'>{escape(render('puzzles.cards.hand', {}))}"
            f"</div><div>{hand}</div>"
        )

    def position_text(self, position: Mapping[str, Any]) -> str:
        return f"{position['round']} | {position['hand']}"


def _task_text(card: RoundCard) -> str:
    from wordplay.core.messages import render

    if card.use_all_cards:
        return render("puzzles.rummy.all_cards", {})
    lengths = ", ".join(str(n) for n in card.slots)
    optional = ", ".join(str(n) for n in card.optional)
    if optional:
        return render("puzzles.rummy.slots_optional", {"lengths": lengths, "optional": optional})
    return render("puzzles.rummy.slots", {"lengths": lengths})


MAKER = RummyMaker()
