"""Notation in the learner's language: shown with the language's keywords, read in that language and
in English, and kept canonical (English, language-free) for saves, GCG and JSON."""

from __future__ import annotations

import json
import pickle

import pytest

from wordplay.cards.table import parse_play, play_notation
from wordplay.core.errors import NotationError
from wordplay.core.messages import render
from wordplay.core.notation_words import Notation, say_cards_play
from wordplay.thief.cards import cards_label, loose_cards
from wordplay.thief.ruleset import load_ruleset

TABLE = {(0, 0): "T", (0, 1): "R", (0, 2): "E", (0, 3): "I", (0, 4): "N", (0, 5): "O"}
SAID = {
    "en": "-1,1 down C(R)IAR bonus 2 on 1,1",
    "pl": "-1,1 pionowo C(R)IAR bonus 2 na 1,1",
    "pt": "-1,1 vertical C(R)IAR bónus 2 em 1,1",
    "ro": "-1,1 vertical C(R)IAR bonus 2 pe 1,1",
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_a_cards_play_is_read_in_the_language_and_in_english_and_said_back(language):
    typed = parse_play(SAID[language], TABLE, language)
    assert typed == parse_play(SAID["en"], TABLE, language)  # English is read in every language
    canonical = play_notation(TABLE, typed)
    assert canonical == SAID["en"] and json.dumps(canonical) == json.dumps(SAID["en"])  # saves stay English
    assert canonical.said(language) == SAID[language]
    assert pickle.loads(pickle.dumps(canonical)).said(language) == SAID[language]
    sentence = render("widget.played", {"player": "Ana", "notation": canonical, "total": 12}, language)
    assert SAID[language] in sentence


def test_another_languages_keywords_are_not_read():
    with pytest.raises(NotationError):
        parse_play("0,0 poziomo TREINO", {}, "pt")
    assert parse_play("0,0 h TREINO", {}, "pt") == parse_play("0,0 a TREINO", {}, "en")


def test_a_text_that_is_not_a_play_is_said_unchanged():
    assert say_cards_play("QUIXT", "pt") == "QUIXT"


def test_word_thief_suits_in_the_language():
    deck = load_ruleset().deck
    english = loose_cards("W/red C/red A ?", deck, language="ro")
    assert [c.suit for c in loose_cards("W/roșu C/rosu A ?", deck, language="ro")] == [c.suit for c in english]
    label = cards_label(english)
    assert label == "W/red C/red A ?" and label.said("ro") == "W/roșu C/roșu A ?"
    assert render("step.thief_hand_penalty", {"rack": label, "player": "Ana", "value": 5}, "ro").count("roșu") == 2
    with pytest.raises(NotationError) as refused:
        loose_cards("W/mov", deck, language="ro")
    assert "roșu" in render("refusal.thief_bad_suit", refused.value.params, "ro")


def test_a_rummy_answer_in_the_language():
    answer = Notation("CASA ROTE, discard L", "rummy_answer")
    assert answer.said("pt") == "CASA ROTE, descarta L" and answer.said("en") == answer
