"""The irregular plurals a Word Thief steal may not make (docs/rules.md section 1): built from the inflect
package and checked against the game's word list (lexicons/build_irregular_plurals.py)."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from wordplay.core.lexicon import load_lexicon
from wordplay.thief.ruleset import irregular_plurals, load_ruleset

PLURALS = irregular_plurals(load_ruleset().irregular_plurals)


@pytest.mark.parametrize(
    ("singular", "plural"),
    [
        ("GOY", "GOYIM"),  # Yiddish/Hebrew -IM: GOY + I, M
        ("HOSE", "HOSEN"),  # archaic -EN, as OX -> OXEN
        ("ADIEU", "ADIEUX"),  # French -X
        ("BEAU", "BEAUX"),
        ("MILIEU", "MILIEUX"),
        ("CHAPEAU", "CHAPEAUX"),
        ("TRAUMA", "TRAUMATA"),  # Greek -ATA
        ("CARCINOMA", "CARCINOMATA"),
        ("MENSCH", "MENSCHEN"),  # German -EN
        ("OX", "OXEN"),
        ("CHILD", "CHILDREN"),
    ],
)
def test_a_steal_that_only_makes_an_irregular_plural_is_refused(singular, plural):
    assert load_ruleset().plural_of(singular, plural)


def test_words_that_are_not_plurals_of_their_stem_stay_allowed():
    ruleset = load_ruleset()
    assert not ruleset.plural_of("HE", "THEY")  # a pronoun, not a noun's plural
    assert not ruleset.plural_of("WORK", "WORKED") and not ruleset.plural_of("CHILD", "CHILDISH")


def test_every_pair_is_in_the_word_list_and_can_be_made_by_adding_cards():
    words = load_lexicon("enable")
    for singular, plurals in PLURALS.items():
        assert singular in words, singular
        for plural in plurals:
            assert plural in words, plural
            assert all(plural.count(c) >= singular.count(c) for c in set(singular)), (singular, plural)


def test_the_data_file_names_its_source():
    data = json.loads((resources.files("wordplay.data") / "thief" / "irregular-plurals.en.json").read_text("utf-8"))
    assert "inflect" in data["source"] and "MIT" in data["licence"]


@pytest.mark.slow
def test_the_data_file_is_what_the_builder_makes():
    pytest.importorskip("inflect")
    import importlib.util
    import pathlib

    path = pathlib.Path(__file__).resolve().parents[2] / "lexicons" / "build_irregular_plurals.py"
    spec = importlib.util.spec_from_file_location("build_irregular_plurals", path)
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    assert builder.OUT.read_text(encoding="utf-8") == builder.document(builder.build())
