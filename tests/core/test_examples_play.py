"""Every example a learner is told to type plays through the engine (review finding 8): the move boxes'
help, the nbgrader instructions and the puzzle sheets, in each language, are read by the game's own
notation in that language (no English keyword left) and are legal moves of the game's own words."""

from __future__ import annotations

import re

import pytest

from tests.support.board_helpers import EMPTY_BOARD
from wordplay.board import check as board_check
from wordplay.cards.legality import check_play
from wordplay.cards.rules import load_ruleset as cards_ruleset
from wordplay.cards.table import parse_play
from wordplay.cards.task import parse_turn
from wordplay.core.messages import render
from wordplay.thief.ruleset import load_ruleset as thief_ruleset
from wordplay.widgets.thief.session import ThiefPositionSession

LANGUAGES = ("en", "pl", "pt", "ro")
ENGLISH_KEYWORDS = re.compile(r"\b(across|down|discard|on)\b")


def quoted_answers(message_id, language):
    return re.findall(r'answer = "([^"]+)"', render(message_id, {}, language))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_cards_examples_are_legal_first_plays_in_the_languages_keywords(language, pt):
    help_text = render("widget.label.cards_move_help", {}, language)
    first = re.search(r"-?\d+,-?\d+ \S+ [A-ZÇÃÉÍÓÚ]+", help_text)
    assert first, help_text
    play = parse_play(first.group(), {}, language=language)  # 0,0 <across> TREINO
    assert check_play(cards_ruleset("classic"), {}, play, "TREINOS", pt).ok
    (answer,) = quoted_answers("assignment.answer.cards", language)
    parse_play(answer, {}, language=language)  # 0,0 <across> WORD: readable in the language
    if language != "en":
        assert not ENGLISH_KEYWORDS.search(first.group()) and not ENGLISH_KEYWORDS.search(answer)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rummy_examples_are_portuguese_words_in_the_languages_keywords(language, pt):
    help_text = render("widget.label.rummy_move_help", {}, language)
    example = re.search(r"[A-Z]+ [A-Z]+, \S+ [A-Z]", help_text)
    assert example, help_text
    turn = parse_turn(example.group(), language)
    assert turn.discard == "L" and all(w.cards in pt for w in turn.words)
    words, card = re.search(r'answer = \("([^"]+)", "(.)"\)', render("assignment.answer.rummy", {}, language)).groups()
    assert all(word in pt for word in words.split()) and len(card) == 1
    if language != "en":
        assert not ENGLISH_KEYWORDS.search(example.group())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_word_thief_examples_are_english_words_and_a_steal_the_rules_allow(language, enable):
    word, steal = quoted_answers("assignment.answer.thief", language)
    assert word in enable
    old, new = (part.strip() for part in steal.split("->"))
    assert old in enable and new in enable
    assert not thief_ruleset().plural_of(old, new)  # not a steal that only makes a plural
    # played through the engine: WORK on the table, R E E D in hand (the rule text's own example)
    session = ThiefPositionSession(["W/red O/blue R/green K/green"], "R/blue E/green E/yellow D/green", lexicon=enable)
    assert session.handle({"seq": 1, "action": "preview_move", "move": steal})
    assert session.view()["preview"]["legal"], session.view()["preview"]


def test_the_board_move_box_examples_are_legal_first_plays():
    for language, variant, rack in (("en", "wordsmith", "QUIETAB"), ("pl", "literaki", "ŻÓŁWABC")):
        help_text = render("widget.label.move_box_help", {}, language)
        for example in re.findall(r"\b(?:8D|H8|8E|H5) [A-ZĄĆĘŁŃÓŚŹŻ]+", help_text):
            assert board_check(variant, EMPTY_BOARD, example, rack).ok, (language, example)
