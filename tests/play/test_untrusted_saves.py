"""What a classroom does to saves: files that are not saves, huge or hostile input, re-run cells, killed
kernels. Each refusal is a typed error with a sentence (never Python's internals), nothing a learner saved is
overwritten unasked, and untrusted names reach a terminal or a GCG file only as printable text."""

from __future__ import annotations

import json
import os
import time

import pytest

from wordplay.core.errors import SaveFormatError, WordplayError

pytest.importorskip("anywidget")

ESCAPES = ["\x1b[2J", "\x1b]0;title\x07", "\x1b]52;c;ZXZpbA==\x07", "\u202e", "\u2066", "\r", "\n#player9 x"]


def _board_game(names=("Ana", "Ben"), seed=1):
    from wordplay.board.game import BoardGame
    from wordplay.board.ruleset import load_ruleset

    return BoardGame(load_ruleset("wordsmith"), list(names), seed)


# ----- 5: a save file that is not UTF-8 ------------------------------------------------------------------------


def test_a_play_page_on_a_file_that_is_not_utf8_says_so_and_starts(tmp_path):
    from wordplay.play import play

    path = tmp_path / "game.json"
    path.write_bytes(b"\xff\xfe{not text")
    page = play("wordsmith", "pl", save_to=str(path))
    assert page.panel.notice == "Nie da się odczytać zapisanej gry: to nie jest tekst w UTF-8."
    assert page.game_widget is None and path.read_bytes() == b"\xff\xfe{not text"


# ----- 6: rummy analysis after a draw ---------------------------------------------------------------------------


def test_rummy_analysis_after_the_first_draw_is_refused_with_a_sentence():
    from wordplay.widgets import CardsGameWidget

    widget = CardsGameWidget("rummy", ["Ana", "Ben"], seed=1)
    assert widget.receive({"seq": 1, "action": "draw", "source": "pile"})
    assert len(widget.game.moves) == 1  # the draw is a move of the game, but not a turn the review judges
    for seq, how in enumerate([{"step": "last"}, {"number": 1}, {"step": "first"}, {"step": "next"}], start=2):
        assert not widget.receive({"seq": seq, "action": "analyse", **how})
        assert widget.error == "" and widget.view["announce"]["text"].startswith("No move has been made yet")


def test_a_review_asked_for_before_any_move_is_refused_without_a_message_id():
    from wordplay.widgets import BoardGameWidget

    widget = BoardGameWidget("wordsmith", ["Ana", "Ben"], seed=1)
    assert not widget.receive({"seq": 1, "action": "review_move", "number": 1})
    said = widget.view["announce"]["text"]
    assert "widget.intent" not in said and "no move has been played" in said


# ----- 7: names in a terminal and in GCG ----------------------------------------------------------------------


def _printable(text):
    return not any(ch in text for ch in "\x1b\x07\r\u202e\u2066")


def test_analyze_prints_hostile_names_without_escapes_and_cut_short(tmp_path, capsys):
    from wordplay.cli import main

    long_name = "Eve" + "e" * 5000
    game = _board_game([f"Ana{''.join(ESCAPES)}", long_name])
    game.pass_turn()
    game.pass_turn()
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    for extra in ([], ["--json"]):
        assert main(["analyze", str(path), *extra]) == 0
        out = capsys.readouterr().out
        assert _printable(out) and "Ana" in out
        assert "e" * 41 not in out  # a name is at most 40 characters


def test_gcg_export_writes_one_line_per_player_and_no_escapes():
    from wordplay.board.gcg import game_to_gcg

    game = _board_game(["Ana" + "".join(ESCAPES), "B" * 300])
    game.pass_turn()
    text = game_to_gcg(game)
    lines = text.splitlines()
    assert _printable(text) and all(line.startswith(("#", ">")) for line in lines)
    assert [line.split()[0] for line in lines if line.startswith("#player")] == ["#player1", "#player2"]
    assert max(len(line) for line in lines) < 100


# ----- 8: sizes, temporary files, sentences ------------------------------------------------------------------


def test_the_play_pages_reader_refuses_a_save_larger_than_any_game():
    from wordplay.core.untrusted import MAX_SAVE_CHARS
    from wordplay.play import play
    from wordplay.play.saves import read_save

    huge = json.dumps({"format": "wordplay-play", "pad": "x" * MAX_SAVE_CHARS})
    with pytest.raises(SaveFormatError) as caught:
        read_save(huge, "wordsmith")
    assert len(caught.value.message) < 200
    page = play("wordsmith")
    page.panel.request = {"seq": 1, "action": "load", "text": huge}
    assert page.game_widget is None and page.panel.notice.startswith("This saved game cannot be read")


@pytest.mark.parametrize("family", ["board", "cards", "thief"])
def test_a_refused_megabyte_move_is_not_quoted_whole(family):
    from wordplay.cards.modes import new_game
    from wordplay.cards.rules import load_ruleset as cards_rules
    from wordplay.thief.game import ThiefGame
    from wordplay.thief.ruleset import load_ruleset as thief_rules

    game = {
        "board": lambda: _board_game(),
        "cards": lambda: new_game(cards_rules("classic"), ["Ana", "Ben"], seed=1),
        "thief": lambda: ThiefGame(thief_rules(), ["Ana", "Ben"], seed=1),
    }[family]()
    move = {"board": "8H ", "cards": "0,0 across ", "thief": ""}[family] + "A" * 1_000_000
    with pytest.raises(WordplayError) as caught:
        game.play(move)
    assert 0 < len(caught.value.message) < 1000 and len(json.dumps(caught.value.to_dict())) < 3000


def test_analyze_of_an_oversized_save_says_it_is_a_save_that_cannot_be_read(tmp_path, capsys):
    from wordplay.cli import main

    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(60_000_000)  # a sparse file: larger than any save, written in no time
    assert main(["analyze", str(path)]) == 2
    err = capsys.readouterr().err
    assert "(bad_save)" in err and "bad_word_list" not in err and len(err.splitlines()) == 1


def test_a_save_after_a_killed_write_removes_the_stale_temporary_file(tmp_path):
    from wordplay.widgets import BoardGameWidget

    path = tmp_path / "game.json"
    stale, fresh = tmp_path / ".game.json.k1ll3d.tmp", tmp_path / ".game.json.wr1t1ng.tmp"
    stale.write_text("{half a sa")
    fresh.write_text("{")
    hour_ago = time.time() - 3600
    os.utime(stale, (hour_ago, hour_ago))
    widget = BoardGameWidget("wordsmith", ["Ana", "Ben"], seed=1, save_to=path)
    assert widget.receive({"seq": 1, "action": "pass"})
    assert not stale.exists() and fresh.exists()  # a young one may be another process's write
    assert json.loads(path.read_text())["events"][0]["kind"] == "pass"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(events=5),
        lambda d: d.update(events=[5]),
        lambda d: d.update(version="9" * 1000),
        lambda d: d.update(format="wordplay.cards-game"),
        lambda d: d.update(state=None),
        lambda d: d["events"].append({"kind": "pass", "player": 7}),
    ],
)
def test_a_damaged_save_is_refused_in_the_learners_language_without_python_internals(damage):
    from wordplay.board.game import BoardGame
    from wordplay.core.messages import using_language

    data = json.loads(_board_game().to_json())
    damage(data)
    for language in ("en", "pl", "pt", "ro"):
        with using_language(language), pytest.raises(SaveFormatError) as caught:
            BoardGame.from_dict(data)
        said = caught.value.message
        assert "Error" not in said and "object" not in said and "'" not in said and len(said) < 200, said
    assert said.startswith("Jocul salvat nu poate fi citit: ")


# ----- 3: a cell run again never erases the saved game ---------------------------------------------------


def _widget(family, path, **options):
    from wordplay.widgets import BoardGameWidget, CardsGameWidget, ThiefGameWidget

    make, variant = {
        "board": (BoardGameWidget, "wordsmith"),
        "cards": (CardsGameWidget, "classic"),
        "thief": (ThiefGameWidget, "word-thief"),
    }[family]
    return make(options.pop("variant", variant), ["Ana", "Ben"], seed=3, save_to=path, **options)


PASS = {"board": {"action": "pass"}, "cards": {"action": "pass"}, "thief": {"action": "give_up", "indices": [0, 1, 2]}}


@pytest.mark.parametrize("family", ["board", "cards", "thief"])
def test_a_game_cell_run_again_continues_the_saved_game_instead_of_erasing_it(family, tmp_path):
    path = tmp_path / "game.json"
    first = _widget(family, path)
    assert first.receive({"seq": 1, **PASS[family]})
    saved = path.read_text()
    moves = len(json.loads(saved)["events"])
    assert moves >= 1
    again = _widget(family, path)  # the same cell, run again
    assert path.read_text() == saved and len(again.game.moves) == len(first.game.moves)
    assert again.game.to_json() == first.game.to_json()
    other = {"board": "literaki", "cards": "rummy", "thief": None}[family]
    if other is not None:
        with pytest.raises(SaveFormatError, match="This file is a saved game of"):
            _widget(family, path, variant=other)
        assert path.read_text() == saved
    fresh = _widget(family, path, replace=True)  # the learner said so
    assert len(json.loads(path.read_text())["events"]) < moves or fresh.game.moves == []


def test_a_file_that_is_no_saved_game_is_refused_and_left_as_it_was(tmp_path):
    path = tmp_path / "notes.json"
    path.write_text("my homework")
    with pytest.raises(SaveFormatError):
        _widget("board", path)
    assert path.read_text() == "my homework"


# ----- review finding 14 and 22: a dictated draw that cannot be drawn; refusals in the learner's language ---------


def _dictated_game():
    """Wordsmith, seed 3: Ana holds RQYOKIU and the bag holds no Q (the only Q is on her rack)."""
    from wordplay.board.game import BoardGame
    from wordplay.board.ruleset import load_ruleset

    game = BoardGame(load_ruleset("wordsmith"), ["Ana", "Ben"], 3)
    assert game.rack == "RQYOKIU" and "Q" not in game.bag
    return game


def test_a_dictated_draw_of_a_tile_not_in_the_bag_is_refused_and_changes_nothing():
    """Ana plays YOUR and keeps the Q: a draw dictated as Q cannot come from the bag, so the play is refused (it
    was played with other tiles drawn instead, silently)."""
    game = _dictated_game()
    game.dictate_draw("Q")
    before = game.to_json()
    with pytest.raises(WordplayError) as refused:
        game.play("8H YOUR")
    assert refused.value.code == "rack_unavailable" and game.to_json() == before


def test_a_saved_draw_for_the_wrong_player_is_refused_in_the_learner_s_language():
    from wordplay.board.game import BoardGame
    from wordplay.core.messages import using_language

    game = _dictated_game()
    data = json.loads(game.to_json())
    data["events"] = [{"kind": "draw", "player": 1, "tiles": "A"}]
    with using_language("pl"), pytest.raises(SaveFormatError) as refused:
        BoardGame.from_json(json.dumps(data))
    assert "dictated" not in refused.value.message and "dobranie" in refused.value.message
