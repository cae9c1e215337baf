"""The registry (``wordplay/data/registry.json``), walked entry by entry, and everything that reads it."""

from __future__ import annotations

import argparse
import json
import lzma
from importlib import resources
from pathlib import Path

import pytest

from wordplay.cli import build_parser, main
from wordplay.core import registry as reg
from wordplay.core.errors import WordplayError
from wordplay.core.lexicon import load_lexicon, read_list
from wordplay.core.messages import available_languages, catalogue, translations
from wordplay.puzzles.family import maker_for

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = reg.variant_names()


def _subcommand(parser: argparse.ArgumentParser, *path: str) -> argparse.ArgumentParser:
    for name in path:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = sub.choices[name]
    return parser


def _option(parser: argparse.ArgumentParser, dest: str) -> argparse.Action:
    return next(a for a in parser._actions if a.dest == dest)


def test_the_file_lists_the_shipped_variants_of_three_families():
    """The six shipped variants are there (a new one may join them: nothing here lists them all)."""
    shipped = {"wordsmith", "literaki", "word-thief", "scrabble-cards/classic", "scrabble-cards/forfeit"}
    assert VARIANTS == reg.RULESET_NAMES and shipped | {"scrabble-cards/rummy"} <= set(VARIANTS)
    assert reg.variant_names("board")[:2] == ("wordsmith", "literaki")
    assert reg.family_rulesets("cards")[:3] == ("classic", "forfeit", "rummy")
    assert sorted(reg.registry().families) == ["board", "cards", "thief"]
    assert all(reg.variant_names(family) for family in reg.registry().families)


@pytest.mark.parametrize("name", VARIANTS)
def test_every_variant_loads_its_ruleset_maker_and_widget(name):
    entry = reg.variant(name)
    ruleset = reg.get_ruleset(name)
    family = reg.family_of(name)
    assert ruleset.__module__.split(".")[1] == family.rulesets.split(".")[1]  # the family's own engine
    assert ruleset.lexicon in reg.lexicon_names()
    assert entry.game in reg.games()
    assert type(maker_for(name)).__module__ == (entry.puzzles or family.puzzles)
    import wordplay.widgets

    assert callable(getattr(wordplay.widgets, family.widget))


@pytest.mark.parametrize("name", VARIANTS)
def test_every_variant_has_what_a_variant_must_provide(name):
    """Its name in every complete language, and (a board variant) leave values and colours, its own or derived."""
    short = reg.variant(name).ruleset
    english = catalogue("en")
    assert f"ruleset.{short}" in english, f"add 'ruleset.{short}' to an English catalogue (wordplay/data/messages/)"
    for language in reg.translated_languages():
        assert f"ruleset.{short}" in translations(language), (
            f"translate 'ruleset.{short}' in wordplay/data/locale/{language}.po (python -m wordplay.i18n extract first)"
        )
    if reg.variant(name).family == "board":
        from wordplay.board.leave import leave_values
        from wordplay.display.board import palette

        ruleset = reg.get_ruleset(name)
        assert leave_values(name).tiles.keys() <= set(ruleset.tiles.alphabet) | {"?"}, (
            f"{name}: its leave values (wordplay/data/players/leave_values.json) name tiles it does not have"
        )
        assert set(palette(ruleset.board_path)) >= {"2L", "3L", "2W", "3W", "start", "plain", "tile"}


def test_a_board_variant_without_leave_values_of_its_tiles_says_what_is_missing(monkeypatch):
    """A variant on new tiles must bring its section of leave_values.json: the error names the file."""
    from wordplay.board import leave

    monkeypatch.setattr(leave, "_data", lambda: {"literaki": {}})
    leave.leave_values.cache_clear()
    try:
        with pytest.raises(WordplayError) as info:
            leave.leave_values("wordsmith")
        assert info.value.code == "variant_unfinished"
        assert "wordplay/data/players/leave_values.json" in info.value.message
    finally:
        leave.leave_values.cache_clear()


@pytest.mark.parametrize("name", reg.lexicon_names())
def test_every_lexicon_ships_its_list_and_licence_in_its_alphabet(name):
    entry = reg.lexicon_entry(name)
    assert entry.language in reg.languages()
    assert read_list(entry.licence).strip()
    with lzma.open(resources.files("wordplay.lexicons") / entry.list, "rt", encoding="utf-8") as lines:
        head = [next(lines).strip().upper() for _ in range(2000)]
    assert all(set(word) <= set(entry.alphabet) for word in head)
    for variant in VARIANTS:  # the letters of the variants that play with this list are the list's letters
        ruleset = reg.get_ruleset(variant)
        if ruleset.lexicon == name and hasattr(ruleset, "tiles"):
            assert set(ruleset.tiles.alphabet) <= set(entry.alphabet), variant
    for alias in (name, *entry.aliases, name.upper()):
        assert reg.lexicon_entry(alias) is entry


@pytest.mark.slow
@pytest.mark.parametrize("name", reg.lexicon_names())
def test_every_lexicon_loads(name):
    lexicon = load_lexicon(name)
    assert lexicon.name == name and lexicon.alphabet == reg.lexicon_entry(name).alphabet and len(lexicon) > 100_000


@pytest.mark.parametrize("game", reg.games().values(), ids=lambda g: g.name)
def test_every_game_has_its_rules_section_tutorials_and_builder(game):
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert f"\n## {game.rules_section}. {game.title}" in rules
    assert game.tutorial_languages[0] == "en" and set(game.tutorial_languages) <= set(reg.languages())
    for notebook, language in zip(game.notebooks(), game.tutorial_languages, strict=True):
        assert (ROOT / "notebooks" / notebook).is_file(), notebook
        assert (ROOT / "notebooks" / "text" / f"{game.tutorial}.{language}.md").is_file()
    assert (ROOT / "notebooks" / game.builder).is_file()


def test_the_languages_are_the_catalogues():
    assert tuple(sorted(reg.languages())) == available_languages()


def test_the_command_lines_choices_are_the_registrys():
    parser = build_parser()
    for command in ("score", "check", "moves"):
        assert tuple(_option(_subcommand(parser, command), "variant").choices) == reg.variant_names("board")
    for command in ("cards-score", "cards-best"):
        assert tuple(_option(_subcommand(parser, command), "mode").choices) == reg.family_rulesets("cards")
    assert tuple(_option(_subcommand(parser, "puzzles"), "variant").choices) == VARIANTS
    assert _option(_subcommand(parser, "lexicon", "build"), "names").default == list(reg.lexicon_names())
    assert reg.lexicon_names() == ("enable", "sjp", "pt")  # Portuguese is built too


def test_no_other_module_lists_the_variants_or_lexicons_by_hand():
    listed = [
        '("wordsmith", "literaki")',
        '("enable", "sjp"',
        '["enable", "sjp"',
        '"scrabble-cards/rummy":',
        '("classic", "forfeit", "rummy")',
        '("en", "pt")',
        '("en", "ro")',
    ]
    places = [ROOT / "lite" / "build.py", *(ROOT / "notebooks").glob("*.py"), *(ROOT / "wordplay").rglob("*.py")]
    found = [f"{p.name}: {text}" for p in places for text in listed if text in p.read_text(encoding="utf-8")]
    assert not found


@pytest.fixture
def half_done(monkeypatch):
    """The registry with three unfinished entries: no data file, a family not written yet, no puzzle maker."""
    data = json.loads((resources.files("wordplay.data") / "registry.json").read_text(encoding="utf-8"))
    data["families"]["dice"] = {"rulesets": "wordplay.dice.ruleset"}
    data["variants"]["scrabble"] = {"family": "board", "ruleset": "scrabble", "game": "scrabble"}
    data["variants"]["boggle"] = {"family": "dice", "ruleset": "boggle"}
    data["variants"]["no-family"] = {"ruleset": "x"}
    monkeypatch.setattr(reg, "registry", lambda: reg.parse_registry(data))


def test_a_half_done_entry_breaks_only_its_own_use(half_done, capsys):
    assert main(["lexicon", "check", "enable", "cat"]) == 0
    assert "scrabble" in _option(_subcommand(build_parser(), "score"), "variant").choices
    for name, part in (("scrabble", "scrabble"), ("boggle", "wordplay.dice.ruleset"), ("no-family", "family")):
        with pytest.raises(WordplayError) as info:
            reg.get_ruleset(name)
        assert info.value.code == "variant_unfinished" and info.value.params == {"name": name, "part": part}
    assert reg.get_ruleset("wordsmith").name == "Wordsmith"
    with pytest.raises(WordplayError) as info:
        maker_for("boggle")
    assert info.value.code == "no_puzzle_maker"
    assert main(["score", "--variant", "scrabble", "--position", "x", "--play", "8D CAT"]) == 2
    assert "'scrabble'" in capsys.readouterr().err
