"""``wordplay steals --all``: every move streamed (none kept once written), each explanation said from
parts shared between moves (a word laid with the same cards is said once), numbers in the learner's language."""

from __future__ import annotations

import gc
import json
import weakref

import pytest

from tests.support.thief_words import word_file
from wordplay.cli import main
from wordplay.core import messages
from wordplay.core.messages import available_languages
from wordplay.core.registry import get_ruleset
from wordplay.thief.cards import Card
from wordplay.thief.listing import MoveList
from wordplay.thief.scoring import explain_turn

NBSP = "\u00a0"
WORDS = "cat cats acts cast scat at ta act"


@pytest.fixture
def words(tmp_path):
    return word_file(tmp_path, WORDS)


class _Move:
    """A stand-in for a move (weakly referable), made by the list's ``make``."""

    def __init__(self, words: tuple[str, ...]) -> None:
        self.words = words


def test_a_stream_of_every_move_keeps_none_it_has_given():
    """One bucket of 2,000 moves (same score, kind and stolen word): while the stream is read, a move
    already read and dropped is gone, so memory does not grow with the bucket's moves (it held them all)."""
    texts = tuple(f"W{i:04d}" for i in range(2000))
    made: list[weakref.ref[_Move]] = []

    def make(words: tuple[str, ...], target: object, score: int) -> _Move:
        move = _Move(words)
        made.append(weakref.ref(move))
        return move

    listed = MoveList([(10, 0, None, (1,), [(t,) for t in texts])], {}, make)
    read = []
    for n, move in enumerate(listed):
        read.append(move.words)
        del move
        if n == 1000:
            gc.collect()
            assert sum(ref() is not None for ref in made) <= 1  # the moves read so far are not held
    assert read == [(t,) for t in texts]  # all of them, in order


def test_the_json_of_every_move_is_one_document_in_order(capsys, words):
    """CAT and an S: ACTS, CAST, SCAT (A 1, C 3, T 1, S 1: 6 each, no bonus under 5 letters), by words."""
    code = main(["steals", "--table", "CAT", "--hand", "S", "--all", "--json", "--lexicon", words])
    out = capsys.readouterr().out
    assert code == 0
    data = json.loads(out)
    assert (data["count"], data["complete"], data["first"]) == (3, True, 1)
    assert [m["notation"] for m in data["moves"]] == ["CAT -> ACTS", "CAT -> CAST", "CAT -> SCAT"]
    acts = data["moves"][0]
    assert [s["text"] for s in acts["explanation"]["steps"]] == ["A: 1", "C: 3", "T: 1", "S: 1", "ACTS scores 6"]
    assert [s["running"] for s in acts["explanation"]["steps"]] == [1, 4, 5, 6, 6]
    assert acts["explanation"]["words"] == [
        {"word": "ACTS", "squares": ["t1.2", "t1.1", "t1.3", "h1"], "score": 6, "main": True}
    ]


def _card(id_: str, letter: str, suit: str | None, value: int) -> Card:
    return Card(id_, letter, suit, value)


def _split() -> tuple[tuple[str, ...], tuple[tuple[Card, ...], ...]]:
    """A split into CAW (all red: 3 + 1 + 5 = 9, doubled 18) and TAS (a Wild as S: 1 + 1 + 0, mixed)."""
    caw = (_card("t1.1", "C", "red", 3), _card("h1", "A", "red", 1), _card("h2", "W", "red", 5))
    tas = (_card("t1.2", "T", "blue", 1), _card("h3", "A", "green", 1), _card("h4", "?", None, 0))
    return ("CAW", "TAS"), (caw, tas)


def test_a_split_is_explained_word_by_word_with_the_turns_totals():
    """Worked out by hand from the rules: the one-suit double on CAW, the Wild as 0, 7 hand cards: +20."""
    words, cards = _split()
    explained = explain_turn(get_ruleset("word-thief"), words, cards, 7)
    assert explained.sentences("en") == [
        "C (red): 3",
        "A (red): 1",
        "W (red): 5",
        "CAW: every card is red, so the word is doubled and locked: 9 × 2 = 18",
        "CAW scores 18",
        "T (blue): 1",
        "A (green): 1",
        "Wild as S: 0",
        "TAS scores 2",
        "All 7 cards of the hand used: +20",
    ]
    assert [s.running for s in explained.steps] == [3, 4, 9, 18, 18, 19, 20, 20, 20, 40]
    assert [s.word for s in explained.steps] == [0] * 5 + [1] * 4 + [None]
    assert [(w.word, w.score) for w in explained.words] == [("CAW", 18), ("TAS", 2)]
    assert explained.total == 40


@pytest.mark.parametrize("language", available_languages())
def test_a_moves_sentences_are_its_steps_sentences_in_every_language(language):
    """The shared parts say what each step says on its own (the oracle), whatever word comes first."""
    words, cards = _split()
    ruleset = get_ruleset("word-thief")
    for order in ((0, 1), (1, 0)):
        explained = explain_turn(ruleset, [words[i] for i in order], [cards[i] for i in order], 5)
        assert explained.sentences(language) == [step.sentence(language) for step in explained.steps]
        assert [s["text"] for s in explained.to_dict()["steps"]] == [step.sentence() for step in explained.steps]


def test_no_word_step_of_word_thief_names_the_running_total_or_the_words_place():
    """What lets a word's sentences be shared between moves: no language's template of these steps
    names ``{running}`` or ``{word}`` (they differ from move to move)."""
    kinds = ("thief_card", "thief_wild", "thief_one_suit", "thief_length_bonus", "thief_word_total", "thief_all_cards")
    for language in available_languages():
        for kind in kinds:
            found = messages.catalogue(language).get(f"step.{kind}")
            if found is None:  # not translated: English is said
                continue
            texts = [found] if isinstance(found, str) else list(found.values())
            assert not any("{running" in t or "{word}" in t for t in texts), (language, kind)


def test_a_word_laid_with_the_same_cards_is_said_once_for_every_move(monkeypatch):
    """Two moves that share CAW (with the same cards): the second says only its other word's steps."""
    said: list[str] = []
    render = messages.render

    def counting(message_id, params, language=None, variant=None):
        said.append(message_id)
        return render(message_id, params, language, variant)

    monkeypatch.setattr("wordplay.core.explanation.render", counting)
    ruleset = get_ruleset("word-thief")
    words, cards = _split()
    explain_turn(ruleset, words, cards, 6).sentences("ro")
    said.clear()
    other = (_card("t1.2", "T", "blue", 1), _card("h3", "A", "green", 1))
    explain_turn(ruleset, ("CAW", "TA"), (cards[0], other), 5).sentences("ro")
    assert said == ["step.thief_card", "step.thief_card", "step.thief_word_total"]  # TA's steps alone


@pytest.mark.parametrize(
    ("language", "steps", "count"),
    [("en", "1,234,567", "12,345"), ("pl", f"1{NBSP}234{NBSP}567", f"12{NBSP}345"), ("ro", "1.234.567", "12.345")],
)
def test_the_steps_of_a_cancelled_search_are_written_the_learners_way(language, steps, count):
    """The learner's sentence groups digits as the language does (Polish a no-break space, Romanian a dot)."""
    listed = MoveList([], {}, lambda *row: row, stopped="cancelled")
    listed.spent, listed.count = 1234567, 12345
    assert steps in (listed.best_found(language) or "")
    assert count in (listed.message(language) or "")
