"""Each game's own words: no sentence shown in a variant uses another variant's term or a forbidden one.

The glossaries (``wordplay/data/glossary/<language>.json``) quote the rule texts; the check runs over
every translated template as that variant shows it (its ``<id>@<variant>`` form where there is one)."""

from __future__ import annotations

import re

import pytest

from wordplay import i18n
from wordplay.core.messages import render
from wordplay.core.registry import translated_languages

LANGUAGES = tuple(lang for lang in translated_languages() if i18n.glossary(lang)["variants"])  # those with a glossary


def offences(language: str, variant: str | None, rules: list[dict], scope: str = "") -> list[str]:
    found = []
    for message_id, forms in i18n.said_in(language, variant).items():
        if scope and not re.match(scope, message_id):
            continue
        for text in (re.sub(r"\{\w+\}", " ", form) for form in forms):  # the placeholders' names are not words
            for rule in rules:
                if re.search(rule["pattern"], text, re.IGNORECASE):
                    found.append(f"{message_id}: {rule['pattern']!r} in {text!r} (say {rule['instead']})")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_sentence_uses_a_forbidden_word(language):
    glossary = i18n.glossary(language)
    for variant in (None, *glossary["variants"]):
        assert offences(language, variant, glossary["everywhere"]["forbidden"]) == []


@pytest.mark.parametrize("language,variant", [(lang, v) for lang in LANGUAGES for v in i18n.glossary(lang)["variants"]])
def test_each_variant_speaks_its_own_rule_text(language, variant):
    spec = i18n.glossary(language)["variants"][variant]
    assert spec["terms"] and spec["rule_text"]
    assert offences(language, variant, spec["forbidden"], spec["scope"]) == []


def test_the_check_catches_another_variants_word():
    spec = i18n.glossary("pl")["variants"]["literaki"]
    # Literaki's plain sentence says kamień; shown in Wordsmith it would break Wordsmith's glossary
    plain = render("widget.label.exchange_confirm", {}, "pl")
    wordsmith = i18n.glossary("pl")["variants"]["wordsmith"]["forbidden"]
    assert any(re.search(r["pattern"], plain, re.I) for r in wordsmith)
    assert not any(re.search(r["pattern"], plain, re.I) for r in spec["forbidden"])
    said = render("widget.label.exchange_confirm", {}, "pl", variant="wordsmith")
    assert said == "Wymień zaznaczone płytki" and not any(re.search(r["pattern"], said, re.I) for r in wordsmith)


def test_the_games_are_named_as_their_rule_texts_name_them():
    assert render("ruleset.classic", {}, "pt") == "Scrabble Cartas (Clássico)"
    assert render("ruleset.word-thief", {}, "ro") == "Hoțul cuvintelor"
    for language in LANGUAGES:
        for variant, spec in i18n.glossary(language)["variants"].items():
            assert render(f"ruleset.{variant}", {}, language) == spec["name"]
