"""Every translated tutorial text has the English one's sections with the same placeholders,
and the builders write each translation with the English cells' structure, in its language."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TEXT = NOTEBOOKS / "text"
TRANSLATIONS = sorted(p for p in TEXT.glob("*.md") if not p.name.endswith(".en.md"))
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def tutorial_text():
    sys.path.insert(0, str(NOTEBOOKS))
    try:
        import tutorial_text
    finally:
        sys.path.remove(str(NOTEBOOKS))
    return tutorial_text


def test_there_are_translations():
    assert {p.name for p in TRANSLATIONS} >= {
        "board.pl.md",
        "literaki.pl.md",
        "scrabble-cards.pt.md",
        "word-thief.ro.md",
        "wordsmith.pl.md",
    }


@pytest.mark.parametrize("path", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_has_the_english_sections_and_placeholders(path):
    name, language = path.name.removesuffix(".md").rsplit(".", 1)
    texts = tutorial_text().texts
    english, translated = texts(name, "en"), texts(name, language)
    assert set(translated) == set(english)
    for key, text in english.items():
        assert set(PLACEHOLDER.findall(translated[key])) == set(PLACEHOLDER.findall(text)), key
        assert translated[key], key


@pytest.mark.parametrize("path", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_is_not_the_english_text(path):
    """Sections of prose (not names, not code fragments) read differently from the English ones."""
    name, language = path.name.removesuffix(".md").rsplit(".", 1)
    texts = tutorial_text().texts
    english, translated = texts(name, "en"), texts(name, language)
    prose = [k for k in english if not k.startswith(("name.", "code."))]
    assert [k for k in prose if translated[k] == english[k]] == []


@pytest.mark.parametrize(
    "path", [p for p in TRANSLATIONS if "name.you" in p.read_text(encoding="utf-8")], ids=lambda p: p.name
)
def test_the_learner_has_a_first_name(path):
    """The learner's seat against the computer is a name, not a pronoun ("Ruch ma Ty"), and the prose says it."""
    name, language = path.name.removesuffix(".md").rsplit(".", 1)
    translated = tutorial_text().texts(name, language)
    learner = translated["name.you"]
    assert learner not in {"Ty", "Tu", "Você", "You", "Eu", "Ja"}
    assert any(learner in text for key, text in translated.items() if not key.startswith(("name.", "code.")))


def test_sections_are_read_by_key():
    read = tutorial_text()
    assert read.fill("rack `{rack}`, {other}", rack="ABC") == "rack `ABC`, {other}"
    with pytest.raises(KeyError):
        read.fill("no placeholder", rack="ABC")
    assert read.notebook_name("literaki", "en") == "literaki.ipynb"
    assert read.notebook_name("literaki", "pl") == "literaki.pl.ipynb"
    assert read.language_argument("en") == ""
    assert read.language_argument("pt") == ', language="pt"'


def test_the_scrabble_cards_builder_writes_both_languages_alike():
    sys.path.insert(0, str(NOTEBOOKS))
    try:
        import build_scrabble_cards
    finally:
        sys.path.remove(str(NOTEBOOKS))
    english = build_scrabble_cards.scrabble_cards_notebook("en")
    portuguese = build_scrabble_cards.scrabble_cards_notebook("pt")
    assert [c.cell_type for c in english] == [c.cell_type for c in portuguese]
    assert [c.id.replace("scrabble-cards-pt-", "scrabble-cards-") for c in portuguese] == [c.id for c in english]
    assert 'wordplay.set_language("pt")' in portuguese[1].source
    assert all(
        'language="pt"' in c.source
        for c in portuguese
        if "CardsExplainer(" in c.source or "CardsGameWidget(" in c.source
    )
    assert "Carta Bónus" in "\n".join(c.source for c in portuguese if c.cell_type == "markdown")


@pytest.mark.slow
def test_the_board_builder_writes_wordsmith_in_polish_alike():
    """English words (the ENABLE plays are the English tutorial's), every sentence and widget in Polish."""
    sys.path.insert(0, str(NOTEBOOKS))
    try:
        import build_notebooks
    finally:
        sys.path.remove(str(NOTEBOOKS))
    english, polish = build_notebooks.wordsmith_notebook(), build_notebooks.wordsmith_notebook("pl")
    assert [c.cell_type for c in english] == [c.cell_type for c in polish]
    assert 'wordplay.set_language("pl")' in polish[1].source
    widgets = [c.source for c in polish if "Explainer(" in c.source or "Widget(" in c.source or "MoveList(" in c.source]
    assert len(widgets) == 13 and all('language="pl"' in w for w in widgets)
    english_code = [c.source for c in english if c.cell_type == "code"]
    polish_code = [c.source for c in polish if c.cell_type == "code"]
    assert [s for s in english_code if s.startswith(("worked(", "answer ="))] == [
        s for s in polish_code if s.startswith(("worked(", "answer ="))
    ]
    prose = "\n".join(c.source for c in polish if c.cell_type == "markdown")
    assert all(term in prose for term in ("premii literowej", "premii słownej", "Blank", "kładka", "stojak", "pul"))
    assert "Mydełko" not in prose  # Wordsmith's rule text says blank (Literaki's mydełko is named once, in the intro)
