"""A save never names a file: every setting of every shipped ruleset is named by the schema of
:mod:`wordplay.core.saved_settings`, and a save whose setting holds a path, or anything but a value
the schema allows, is refused with a sentence before a ruleset is built."""

from __future__ import annotations

import copy
import json
from importlib import resources

import pytest

from wordplay.core.errors import SaveFormatError
from wordplay.core.registry import RULESET_NAMES, get_ruleset

HOSTILE = ["/dev/zero", "/etc/passwd", "../../../../etc/passwd", "thief/../../../etc/hostname", "missing.json"]
DATA = resources.files("wordplay.data")


def _every_setting():
    """(variant, setting name, shipped value) for every setting of every ruleset the registry lists."""
    for variant in RULESET_NAMES:
        ruleset = get_ruleset(variant)
        for name, value in json.loads(json.dumps(ruleset.settings())).items():
            yield variant, name, value


EVERY = list(_every_setting())


def _game(variant):
    from wordplay.play.games import game_class

    ruleset = get_ruleset(variant)
    game = game_class(variant).__module__
    return game_class(variant), ruleset, game


def _saved(variant):
    """A shipped game's save (as plain data) of ``variant``: two people, seed 1."""
    from wordplay.play.games import make_widget

    return json.loads(make_widget(variant, ["A", "B"], 1, "en").game.to_json())


def test_the_registry_gives_every_family_settings_to_walk():
    assert {v for v, _, _ in EVERY} == set(RULESET_NAMES) and len(EVERY) > 100


@pytest.mark.parametrize(("variant", "name", "value"), EVERY, ids=[f"{v}:{n}" for v, n, _ in EVERY])
def test_every_setting_is_named_by_the_schema(variant, name, value):
    from wordplay.core.saved_settings import kind_of

    kind = kind_of(name)
    assert kind != "unknown", f"{variant}: the setting {name} is not in wordplay/core/saved_settings.py's schema"
    names_a_file = isinstance(value, str) and "/" in value and (DATA / value).is_file()
    assert not names_a_file or kind == "data_file", f"{name} = {value!r} names a data file"


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_no_setting_of_a_save_may_hold_a_path(variant):
    game_class = _game(variant)[0]
    saved = _saved(variant)
    assert game_class.from_dict(copy.deepcopy(saved)).to_json()  # the save as written reads back
    for name in saved["ruleset"]:
        if name == "id":
            continue
        for path in HOSTILE:
            bad = copy.deepcopy(saved)
            bad["ruleset"][name] = path
            with pytest.raises(SaveFormatError) as caught:
                game_class.from_dict(bad)
            assert caught.value.code == "bad_save" and caught.value.params["setting"] == name
            assert name in caught.value.message and "Error" not in caught.value.message


def test_word_thief_irregular_plurals_from_a_save_is_refused_in_the_learners_language():
    from wordplay.core.messages import using_language
    from wordplay.thief.game import ThiefGame

    saved = _saved("word-thief")
    saved["ruleset"]["irregular_plurals"] = "/dev/zero"
    with using_language("pl"), pytest.raises(SaveFormatError) as caught:
        ThiefGame.from_dict(saved)
    assert "irregular_plurals" in caught.value.message and "plik danych" in caught.value.message


@pytest.mark.parametrize("path", ["/dev/zero", "/etc/passwd", "../registry.json", "thief/../../x", "nothing.json", ""])
def test_the_thief_ruleset_opens_no_file_outside_the_package_data(path):
    from wordplay.thief.ruleset import irregular_plurals, load_ruleset

    with pytest.raises(SaveFormatError):
        irregular_plurals(path)
    teacher = load_ruleset().with_settings(irregular_plurals=path or "thief")
    with pytest.raises(SaveFormatError):
        teacher.plural_of("OX", "OXEN")
    assert irregular_plurals("thief/irregular-plurals.en.json")["OX"] == ("OXEN",)


@pytest.mark.parametrize(
    ("name", "value"),
    [("victim_loses_points", 1), ("hand_size", True), ("hand_size", 10**9), ("length_bonus", [[5, "x" * 99]])],
)
def test_a_free_setting_keeps_its_kind(name, value):
    from wordplay.thief.game import ThiefGame

    saved = _saved("word-thief")
    saved["ruleset"][name] = value
    with pytest.raises(SaveFormatError, match=name):
        ThiefGame.from_dict(saved)


def test_a_teachers_free_setting_still_reads_back():
    from wordplay.thief.game import ThiefGame

    saved = _saved("word-thief")
    saved["ruleset"]["victim_loses_points"] = True
    assert ThiefGame.from_dict(saved).ruleset.victim_loses_points is True
