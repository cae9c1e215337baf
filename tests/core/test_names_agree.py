"""Sentences that agree with any name: no pronoun or past tense that must agree with a player's gender,
and the learner's own seat ("You", "Ty", "Tu") told in the second person in every language."""

from __future__ import annotations

import re
import string

import pytest

from wordplay import i18n
from wordplay.core.messages import catalogue, forms, render, you_names
from wordplay.core.registry import translated_languages

LANGUAGES = translated_languages()
NAMES = {"pl": ("Ala", "Olek"), "pt": ("Inês", "Rui"), "ro": ("Ana", "Mihai"), "en": ("Ann", "Ben")}
NAME = r"\{(?:player|thief|holder|name|winner)\}"
# Words that agree with a person's gender, near a name: a pronoun, a relative pronoun, a past tense.
GENDERED = {
    "en": re.compile(NAME + r"[^.;:(]*\b(their|his|her|who)\b"),
    "pl": re.compile(NAME + r"[^.;(]{0,60}\b(jej|jego|który|która|sam|sama)\b|" + NAME + r" \w+(ł|ła|ło)\b"),
    "pt": re.compile(r"\b(ele|ela|dele|dela|sozinh[oa]|o próprio|a própria)\b"),
    "ro": re.compile(r"\b(ei|el|ea|lui|primul|prima|singur|singură)\b"),
}
# English sentences whose subject is a player: the learner's seat needs its own ("you") form.
SUBJECT = re.compile(r"^" + NAME + r" (?!\()|, and " + NAME + r" |: " + NAME + r" to\b|" + NAME + r" to move")


def templates(language):
    if language == "en":
        for key, entry in catalogue("en").items():
            yield key, [entry] if isinstance(entry, str) else [entry["one"], entry["other"]]
    else:
        yield from i18n.said_in(language, None).items()
        for variant in i18n.glossary(language)["variants"]:
            yield from ((k, v) for k, v in i18n.said_in(language, variant).items() if "@" in k)


def named(text):
    return any(f in {"player", "thief", "holder", "name", "winner"} for _, f, _, _ in string.Formatter().parse(text))


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_no_sentence_with_a_name_needs_the_names_gender(language):
    bad = [
        f"{key}: {text}"
        for key, texts in templates(language)
        for text in texts
        if named(text) and GENDERED[language].search(text) and key != "refusal.widget.cards.computer_seat"
    ]  # (computer_seat's "their" is the computer players', plural)
    assert bad == []


def test_the_gender_check_catches_what_it_should():
    assert GENDERED["pl"].search("{name}: 1 przeoczona szansa, opisana pod jej ruchem.")
    assert GENDERED["pl"].search("{player} zagrał KOT.") and GENDERED["pl"].search("graczowi {player}, który kończy")
    assert GENDERED["ro"].search("descrisă sub mutarea ei") and GENDERED["en"].search("{player} laid their last tile")
    assert not GENDERED["pl"].search("Ruch ma {player}; w puli 5 płytek.")


def subject_ids():
    out = []
    for key, entry in catalogue("en").items():
        texts = [entry] if isinstance(entry, str) else [entry["one"], entry["other"]]
        if key.startswith("widget.intent.") or key.endswith(".computer") or key == "widget.cards.drew_hidden":
            continue  # a field's name, a computer's seat, a draw the learner never makes hidden
        if any(SUBJECT.search(t) for t in texts):
            out.append(key)
    return out


def test_there_are_sentences_with_a_player_as_subject():
    assert {"widget.passed", "widget.status.to_move", "step.going_out_bonus"} <= set(subject_ids())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_learners_seat_is_told_in_the_second_person(language):
    you = render("widget.thief.you", {}, language)
    assert you in you_names() and "You" in you_names()
    said_as_label = re.compile(r"^\{\w+\}:|[:,] \{\w+\}\.?$|^\{\w+\} \{\w+\}$")  # "Ty: ...", "ruch: Ty"
    plain = i18n.said_in(language, None)
    missing = [
        key
        for key in subject_ids()
        if f"{key}@you" not in plain and not all(said_as_label.search(t) for t in plain[key])
    ]
    assert missing == []
    for key in (k for k in subject_ids() if f"{k}@you" in plain):
        entry = catalogue("en")[key]
        counts = [entry["count"]] if isinstance(entry, dict) else []
        for seat in ("You", you):
            for n in (1, 2, 5, 12, 22):
                params = {"player": seat, "thief": seat, **dict.fromkeys(counts, n), "bag": n, "pile": n}
                said = render(key, params, language)
                assert not re.search(rf"\b{seat}\b", said), (key, said)  # not a name glued to a third-person verb
        for name in NAMES[language]:  # other names keep the sentence with the name
            assert name in render(key, {"player": name, "bag": 3, "pile": 3, "count": 3, "total": 3}, language)


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_names_of_both_genders_and_you_fill_every_named_sentence(language):
    """Every named sentence renders with each name (nothing left unfilled, the name where it was)."""
    for key, texts in templates(language):
        base = key.split("@")[0]
        if not any(named(t) for t in texts) or "@you" in key:
            continue
        for name in NAMES[language]:
            said = render(base, {"player": name, "thief": name, "holder": name, "name": name}, language)
            assert name in said, (key, said)
    assert forms("widget.passed", {"player": "You"}, "wordsmith")[0] == "widget.passed@wordsmith@you"
