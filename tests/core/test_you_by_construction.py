"""No sentence names the learner's own seat in the third person, in any language ("the word of You",
"Niewidziane przez gracza Ty", "É a vez de Você"): every sentence that takes a player, rendered with the
learner's seat as each page names it, takes its ``@you`` form, unless the name stands as a label."""

from __future__ import annotations

import re
import string

import pytest

from wordplay import i18n
from wordplay.core.messages import LEARNER_NAME_IDS, NAME_FIELDS, catalogue, render

SOMEONE = "Zuzanna"  # a third person's name, to tell a "you" form from the third-person sentence
OTHER = "Ana"  # the other player of a sentence with two (a thief and a victim, a card's holder and a play's maker)

# The learner's seat as each page names it: the widgets' seat, the Word Thief seat, the play page's default.

# Sentences where a name is not a player spoken about in the third person: a label ("Ty: 22 ...", "Ty (30)",
# "Ruch 2 (Ty): ..."), a name the learner typed that is not found, a computer's seat, a field or ruleset name.
NOT_THIRD_PERSON = {
    "display.player_score": "label: Ty (30)",
    "outcome.score": "label: Ty 30",
    "step.leftovers_collected": "label: ...: Ty +7",
    "review.summary.score": "label: Ty: 5 of 9",
    "review.summary.found": "label",
    "review.summary.misses": "label",
    "review.summary.biggest": "label: Move 2 (Ty)",
    "widget.review.headline": "label: Move 2: Ty, holding ...",
    "widget.thief.review": "label: Move 1: Ty, ...",
    "widget.cards.card_bonus": "the name of a bonus card",
    "widget.repr.computer_seat": "a computer's seat",
    "widget.status.computer": "a computer's seat",
    "widget.thief.status.computer": "a computer's seat",
    "refusal.widget.cards.computer_seat": "a computer's seat",
    "refusal.widget.review.hidden": "another player's move (the learner's own are always reviewed)",
    "refusal.not_your_turn": "said to a seat that is not the one to move: the one to move is another",
    "refusal.no_player_named": "a name typed that no player has",
    "refusal.no_such_player": "a seat number typed that no player has",
    "refusal.rack_unavailable": "the API's set_racks, a teacher naming any seat",
}


# English needs no form where "You" is the subject ("You passed.", "You to move."): only where the seat
# would follow a preposition or take a third-person verb ("the word of You", "Unseen by You", "You has").
ENGLISH_THIRD = re.compile(r"\b(of|by|from|for|against|with|to) You\b|\bYou's\b|\bYou (is|has|was|does)\b")


def learner_names(language):
    return sorted({render(mid, {}, language) for mid in LEARNER_NAME_IDS} | ({"You"} if language == "en" else set()))


def player_fields(template):
    texts = [template] if isinstance(template, str) else [template["one"], template["other"]]
    found = {f for t in texts for _, f, _, _ in string.Formatter().parse(t) if f}
    return sorted(found & set(NAME_FIELDS))


def named_ids():
    return [
        (key, fields)
        for key, entry in catalogue("en").items()
        if (fields := player_fields(entry))
        and not key.startswith(("widget.intent.", "refusal.unknown_", "refusal.variant_", "refusal.no_puzzle"))
        and key not in ("refusal.bad_setting",)
    ]


@pytest.mark.parametrize("language", ("en", "pl", "pt", "ro"))
def test_every_sentence_with_a_player_says_the_learners_seat_in_the_second_person(language):
    variants = [None, *i18n.glossary(language)["variants"]] if language != "en" else [None]
    bad = []
    for key, fields in named_ids():
        if key in NOT_THIRD_PERSON:
            continue
        for field in fields:
            for you in learner_names(language):
                for variant in variants:
                    others = dict.fromkeys(fields, OTHER)
                    said = render(key, {**others, field: you}, language, variant)
                    third = render(key, {**others, field: SOMEONE}, language, variant).replace(SOMEONE, you)
                    if (said == third) if language != "en" else bool(ENGLISH_THIRD.search(said)):
                        bad.append(f"{key} [{field}={you}, {variant}]: {said}")
    assert bad == []


#: the learner's seat as each language's pages name it (the play page's default name, Word Thief's "you"), by hand
LEARNER_WORDS = {"en": ["You"], "pl": ["Ty"], "pt": ["Tu"], "ro": ["Tu"]}


@pytest.mark.parametrize("language", ("en", "pl", "pt", "ro"))
def test_each_pages_default_name_is_the_learner(language):
    assert learner_names(language) == LEARNER_WORDS[language]
    (you,) = LEARNER_WORDS[language]
    assert render("play.name_default", {}, language) == you
    if language != "en":  # English says "You to move." (see ENGLISH_THIRD); the others have a form of their own
        assert you not in render("widget.status.turn", {"player": you}, language)
