"""Play pages without a browser: a game started, saved after every move, offered back and continued,
and saves that do not read refused with a sentence (nothing else changes)."""

from __future__ import annotations

import json

import pytest

from wordplay.core.errors import SaveFormatError
from wordplay.core.registry import RULESET_NAMES
from wordplay.play import play
from wordplay.play.games import family, game_class
from wordplay.play.saves import read_save, write_save

pytest.importorskip("anywidget")


def started(variant: str, language: str = "en", level: int = 2, name: str = "Ana"):
    page = play(variant, language, seed=5)
    page.panel.request = {"seq": 1, "action": "start", "level": level, "name": name}
    return page


def test_each_variant_of_the_registry_has_a_family_that_plays_it():
    from wordplay.core.registry import variant

    for name in RULESET_NAMES:  # the game class that reads its saves is its family's engine
        assert family(name) == variant(name).family
        assert game_class(name).__module__.split(".")[1] == variant(name).family, name


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_a_started_game_is_saved_with_its_seats_and_reads_back(variant):
    page = started(variant)
    data = json.loads(page.panel.save)
    assert (data["format"], data["version"], data["variant"], data["levels"]) == (
        "wordplay-play",
        1,
        variant,
        [None, 2],
    )
    saved = read_save(page.panel.save, variant)
    assert saved.players() == ["Ana", ("Computer", 2)]
    assert saved.game.to_json() == page.game_widget.game.to_json()


def test_a_move_is_saved_and_a_new_page_offers_the_game_back_in_its_language():
    page = started("wordsmith")
    before = page.panel.save
    assert page.game_widget.game.moves == []  # seed 5: Ana starts
    page.game_widget.receive({"seq": 1, "action": "pass"})  # the person passes; the computer replies
    after = json.loads(page.panel.save)
    assert page.panel.save != before and [e["player"] for e in after["game"]["events"]] == [0, 1]
    again = play("wordsmith", "pl")
    assert again.panel.offer == ""
    again.panel.stored = page.panel.save  # what the browser kept, reported by the page
    assert again.panel.offer == "Ana, Computer: rozegrano dotąd 2 ruchy."
    again.panel.request = {"seq": 1, "action": "continue", "name": "Ana"}  # the page sends the name typed
    assert again.game_widget.game.to_json() == page.game_widget.game.to_json()
    assert again.panel.save == page.panel.save  # continuing saves the very same game


def test_new_game_returns_to_the_choice_and_keeps_the_last_game_on_offer():
    page = started("literaki", "pl")
    page.panel.request = {"seq": 2, "action": "new"}
    assert page.children == (page.panel,) and not page.panel.playing
    assert page.panel.offer.startswith("Ana, Komputer:")


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("{", "This file is not a saved game."),
        ("[1, 2]", "This file is not a saved game."),
        (json.dumps({"format": "wordplay-play", "version": 2}), "newer version of wordplay (save version 2)"),
        (
            json.dumps({"format": "wordplay-play", "version": 1, "variant": "literaki"}),
            "a saved game of Literaki, not of",
        ),
    ],
)
def test_a_save_that_does_not_read_is_refused_with_a_sentence(text, sentence):
    with pytest.raises(SaveFormatError) as caught:
        read_save(text, "wordsmith")
    assert sentence in caught.value.message


def test_a_damaged_game_is_refused_and_the_page_is_left_as_it_was():
    page = started("wordsmith")
    data = json.loads(page.panel.save)
    data["game"]["seed"] += 1  # the start no longer follows from the seed
    other = play("wordsmith")
    other.panel.request = {"seq": 1, "action": "load", "text": json.dumps(data)}
    assert other.game_widget is None and other.panel.notice.startswith("This saved game cannot be read")
    data["levels"] = [None, 7]
    data["game"]["seed"] -= 1
    with pytest.raises(SaveFormatError, match="who the computer players are"):
        read_save(json.dumps(data), "wordsmith")


def test_a_bare_game_json_loads_with_everyone_at_the_screen_and_a_file_beside_the_notebook(tmp_path):
    page = started("scrabble-cards/classic")
    bare = page.game_widget.game.to_json()
    assert read_save(bare, "scrabble-cards/classic").levels == (None, None)
    with pytest.raises(SaveFormatError):
        read_save(bare, "scrabble-cards/forfeit")  # a classic game is not a forfeit one
    path = tmp_path / "game.json"
    kept = play("wordsmith", save_to=str(path), seed=5)  # seed 5: the person starts
    kept.panel.request = {"seq": 1, "action": "start", "level": 1, "name": ""}
    assert json.loads(path.read_text())["game"]["players"] == ["You", "Computer"]
    assert play("wordsmith", save_to=str(path)).panel.offer.startswith("You, Computer: 0 moves")
    assert write_save("wordsmith", (None, 1), kept.game_widget.game) == path.read_text()


def test_the_play_page_offers_and_starts_the_widgets_default_level():
    """The widgets seat their computer at level 2 when no level is given; the play page offers that level
    checked (``panel.level``, read by play.js) and starts at it when the page sends none."""
    from wordplay.widgets import BoardGameWidget

    assert BoardGameWidget("wordsmith", seed=5).session.levels == [None, 2]
    page = play("wordsmith", "en", seed=5)
    assert page.panel.level == 2 and [lv for lv, _ in page.panel.levels] == [1, 2, 3]
    page.panel.request = {"seq": 1, "action": "start", "name": "Ana"}
    assert page.levels == (None, 2)
