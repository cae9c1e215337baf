"""Nothing lost by default: every game widget keeps its game as it goes, unasked, in the learner's own folder; a
cell run again or a kernel that died finds it and continues it; a learner lists their kept games; on a hub every
learner has their own; a play page asks before a game with moves is replaced."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("anywidget")

PASS = {"board": {"action": "pass"}, "cards": {"action": "pass"}, "thief": {"action": "give_up", "indices": [0, 1, 2]}}


def _widget(family, **options):
    from wordplay.widgets import BoardGameWidget, CardsGameWidget, ThiefGameWidget

    make, variant = {
        "board": (BoardGameWidget, "wordsmith"),
        "cards": (CardsGameWidget, "classic"),
        "thief": (ThiefGameWidget, "word-thief"),
    }[family]
    return make(variant, ["Ana", "Ben"], seed=3, **options)


@pytest.mark.parametrize("family", ["board", "cards", "thief"])
def test_a_game_is_kept_unasked_and_a_cell_run_again_continues_it(family, tmp_path, monkeypatch):
    from wordplay.core.kept import kept_games

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    first = _widget(family)
    assert kept_games() == []  # a game with no move yet is not kept
    assert first.receive({"seq": 1, **PASS[family]})
    (kept,) = kept_games()
    assert kept.players == ("Ana", "Ben") and kept.moves == len(first.game.moves) >= 1 and not kept.finished
    assert kept.path.is_relative_to(tmp_path / "games") and len(kept.saved) == len("2026-01-01 12:00")
    assert kept.load().to_json() == first.game.to_json()
    beside = _widget(family)  # a second widget of the same game while the first is open: a game of its own
    assert beside.game.moves == [] or len(beside.game.moves) < len(first.game.moves)
    assert beside.receive({"seq": 1, **PASS[family]}) and len(kept_games()) == 2
    first.close()  # a cell run again closes what its earlier run made
    again = _widget(family)  # the same cell, run again
    assert again.game.to_json() == first.game.to_json()
    again.close()
    fresh = _widget(family, replace=True)  # the learner asks for a new game
    assert fresh.game.moves == [] or len(fresh.game.moves) < len(first.game.moves)


@pytest.mark.parametrize("family", ["board", "cards", "thief"])
def test_the_same_game_started_in_another_notebook_is_a_game_of_its_own(family, tmp_path, monkeypatch):
    """Jupyter's server names the notebook a kernel runs for (``JPY_SESSION_NAME``): a lesson's notebook and the
    next week's, with the same players and seed, keep two games; the same notebook run again finds its own."""
    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("JPY_SESSION_NAME", "week1.ipynb")
    first = _widget(family)
    assert first.receive({"seq": 1, **PASS[family]})
    first.close()
    monkeypatch.setenv("JPY_SESSION_NAME", "week2.ipynb")
    other = _widget(family)
    assert other.game.moves == []  # not week 1's game
    other.close()
    monkeypatch.setenv("JPY_SESSION_NAME", "week1.ipynb")
    again = _widget(family)
    assert again.game.to_json() == first.game.to_json()
    again.close()


def test_a_game_survives_a_killed_kernel(tmp_path):
    """A kernel killed (SIGKILL) after a move: the next one, running the same cell, continues the game."""
    env = {**os.environ, "WORDPLAY_DATA_DIR": str(tmp_path)}
    env.pop("JUPYTERHUB_USER", None)
    script = textwrap.dedent(
        """
        import os, signal
        from wordplay.widgets import BoardGameWidget
        widget = BoardGameWidget("wordsmith", ["Ana", "Ben"], seed=3)
        assert widget.receive({"seq": 1, "action": "pass"})
        print(widget.game.to_json(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    ran = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert ran.returncode == -signal.SIGKILL
    os.environ["WORDPLAY_DATA_DIR"] = str(tmp_path)
    from wordplay.widgets import BoardGameWidget

    again = BoardGameWidget("wordsmith", ["Ana", "Ben"], seed=3)
    assert again.game.to_json() == ran.stdout.strip() and len(again.game.moves) == 1


def test_on_a_hub_each_learner_keeps_and_is_offered_only_their_own_games(tmp_path, monkeypatch):
    from wordplay.core.kept import kept_games
    from wordplay.play.page import storage_key

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))  # one shared folder: the hardest case
    monkeypatch.setenv("JUPYTERHUB_USER", "ada")
    ada = _widget("board")
    assert ada.receive({"seq": 1, "action": "pass"})
    assert [k.moves for k in kept_games()] == [1] and storage_key("wordsmith") == "wordplay-play:wordsmith:ada"
    monkeypatch.setenv("JUPYTERHUB_USER", "ben")
    ben = _widget("board")  # the same cell, another learner
    assert ben.game.moves == [] and kept_games() == []
    assert storage_key("wordsmith") == "wordplay-play:wordsmith:ben"
    monkeypatch.delenv("JUPYTERHUB_USER")
    assert storage_key("wordsmith") == "wordplay-play:wordsmith"
    assert [k.moves for k in kept_games("ada")] == [1]  # off the hub: the folder of the name the learner gave


def test_a_finished_kept_game_is_set_aside_not_overwritten(tmp_path, monkeypatch):
    from wordplay.core.kept import kept_games

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    widget = _widget("board")
    seq = 0
    while not widget.game.is_over:  # six scoreless turns in a row end a Wordsmith game (docs/rules.md)
        seq += 1
        assert widget.receive({"seq": seq, "action": "pass"})
    assert [k.finished for k in kept_games()] == [True]
    widget.close()
    again = _widget("board")  # a finished game is not continued: a new one starts
    assert again.game.moves == []
    assert again.receive({"seq": 1, "action": "pass"})
    assert sorted((k.finished, k.moves) for k in kept_games()) == [(False, 1), (True, seq)]


def _play_page(variant="wordsmith"):
    from wordplay.play import play

    page = play(variant, seed=5)
    page.panel.request = {"seq": 1, "action": "start", "level": 1, "name": "Ana"}
    page.game_widget.receive({"seq": 1, "action": "pass"})  # Ana passes, the computer replies
    return page


def test_the_play_page_asks_before_new_game_then_start_replaces_a_game():
    page = _play_page()
    played = page.game_widget.game.to_json()
    page.panel.request = {"seq": 2, "action": "new"}
    page.panel.request = {"seq": 3, "action": "start", "level": 1, "name": "Ben"}
    assert page.game_widget is None and page.panel.notice.startswith("Ana, Computer: 2 moves played so far.")
    assert "again to replace" in page.panel.notice and json.loads(page.panel.save)["game"]["events"]
    assert json.loads(page.panel.save)["game"] == json.loads(played)  # nothing replaced yet
    page.panel.request = {"seq": 4, "action": "start", "level": 1, "name": "Ben"}  # the learner says so
    assert page.game_widget is not None and page.game_widget.game.names == ["Ben", "Computer"]


def test_the_play_page_asks_before_a_loaded_file_replaces_the_game_played():
    from wordplay.core.messages import using_language

    page = _play_page()
    other = _play_page()
    other.game_widget.receive({"seq": 2, "action": "pass"})
    text = other.panel.save
    with using_language("en"):
        page.panel.request = {"seq": 2, "action": "load", "text": text}
    assert "again to replace" in page.panel.notice and len(page.game_widget.game.moves) == 2
    page.panel.request = {"seq": 3, "action": "load", "text": text}
    assert len(page.game_widget.game.moves) == 4 and page.panel.notice == "The saved game is loaded."


def test_on_a_shared_computer_a_game_is_continued_only_by_a_learner_named_in_it(monkeypatch):
    """The page's "continue" carries the name typed: Ada's game is not Ben's to continue (the hub user's own
    storage needs no name)."""
    from wordplay.play import play

    page = _play_page()  # Ana and the computer: 2 moves
    later = play("wordsmith", seed=5)
    later.panel.stored = page.panel.save  # what the browser kept
    later.panel.request = {"seq": 1, "action": "continue", "name": "Ben"}
    assert later.game_widget is None
    assert later.panel.notice == "This saved game belongs to: Ana. Type your name to continue it, or start a new game."
    later.panel.request = {"seq": 2, "action": "continue", "name": " ana "}
    assert later.game_widget.game.to_json() == page.game_widget.game.to_json()
    monkeypatch.setenv("JUPYTERHUB_USER", "ben")
    hub = play("wordsmith", seed=5)
    hub.panel.stored = page.panel.save
    hub.panel.request = {"seq": 1, "action": "continue", "name": ""}
    assert hub.game_widget is not None


# ----- the review's findings 1-4 and 12: nothing a learner plays is lost or continued wrongly -------------------


def _pass_n(widget, n, family="board"):
    for seq in range(1, n + 1):
        assert widget.receive({"seq": seq, **PASS[family]})


def test_a_cards_game_named_by_its_registry_name_continues_its_save_and_its_kept_game(tmp_path, monkeypatch):
    """``scrabble-cards/classic`` is the registry's name of the ruleset whose id is ``classic``: the same game."""
    from wordplay.widgets import CardsGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path / "data"))
    saved = tmp_path / "cards.json"
    first = CardsGameWidget("scrabble-cards/classic", ["Ana", "Ben"], seed=3, save_to=saved)
    _pass_n(first, 1, "cards")
    first.close()
    again = CardsGameWidget("scrabble-cards/classic", ["Ana", "Ben"], seed=3, save_to=saved)
    assert len(again.game.moves) == 1 and again.game.to_json() == first.game.to_json()
    again.close()
    kept = CardsGameWidget("scrabble-cards/classic", ["Ana", "Ben"], seed=3)
    _pass_n(kept, 1, "cards")
    kept.close()
    rerun = CardsGameWidget("scrabble-cards/classic", ["Ana", "Ben"], seed=3)
    assert rerun.keep_to is not None and len(rerun.game.moves) == 1


def _kept_moves():
    from wordplay.core.kept import kept_games

    return sorted(k.moves for k in kept_games())


def test_a_game_passed_in_never_overwrites_another_game_kept_under_its_name(tmp_path, monkeypatch):
    from wordplay.board.game import BoardGame
    from wordplay.core.registry import get_ruleset
    from wordplay.widgets import BoardGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    played = _widget("board")
    _pass_n(played, 3)
    played.close()
    assert _kept_moves() == [3]
    other = BoardGameWidget(
        "wordsmith", ["Ana", "Ben"], game=BoardGame(get_ruleset("wordsmith"), ["Ana", "Ben"], seed=3)
    )
    _pass_n(other, 1)
    assert _kept_moves() == [1, 3]  # the three passes are still there
    other.close()
    continued = BoardGameWidget("wordsmith", ["Ana", "Ben"], game=played.game)  # the kept game itself, passed in
    _pass_n(continued, 1)
    assert _kept_moves() == [1, 4]  # kept where it was: no third file


def test_a_game_passed_in_never_overwrites_a_different_game_in_save_to(tmp_path, monkeypatch):
    from wordplay.board.game import BoardGame
    from wordplay.core.registry import get_ruleset
    from wordplay.widgets import BoardGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path / "data"))
    saved = tmp_path / "mine.json"
    played = _widget("board", save_to=saved)
    _pass_n(played, 3)
    before = saved.read_text()
    played.close()
    fresh = BoardGame(get_ruleset("wordsmith"), ["Ana", "Ben"], seed=3)
    other = BoardGameWidget("wordsmith", ["Ana", "Ben"], game=fresh, save_to=saved)
    _pass_n(other, 1)
    assert saved.read_text() == before  # the three passes are still there
    assert other.save_to != saved and json.loads(other.save_to.read_text())["events"][0]["kind"] == "pass"
    assert len(json.loads(other.save_to.read_text())["events"]) == 1


def test_a_kept_file_that_does_not_read_is_left_alone_and_the_game_still_kept(tmp_path, monkeypatch):
    """A save from another version of wordplay (or a damaged one) in the game's place: left as it is; the game is
    kept beside it, and the same cell run again continues it."""
    from wordplay.core import kept

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    place = kept.games_folder() / kept.slot("wordsmith", ["Ana", "Ben"], 3)
    place.parent.mkdir(parents=True)
    other_version = '{"format": "wordplay.board-game", "version": 999}'
    place.write_text(other_version)
    first = _widget("board")
    assert first.keep_to is not None and first.keep_to != place
    _pass_n(first, 2)
    assert place.read_text() == other_version and _kept_moves() == [2]
    first.close()
    again = _widget("board")
    assert len(again.game.moves) == 2 and again.keep_to == first.keep_to


def test_a_game_kept_with_other_settings_is_not_continued_by_the_shipped_ruleset(tmp_path, monkeypatch):
    """A teacher's ruleset with a setting changed plays another game than the shipped one of the same id: neither
    continues the other, and both are kept."""
    from wordplay.core.registry import get_ruleset
    from wordplay.widgets import BoardGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    shipped = _widget("board")
    _pass_n(shipped, 3)
    shipped.close()
    changed = get_ruleset("wordsmith").with_settings(all_tiles_bonus=40)
    assert changed != get_ruleset("wordsmith")
    teachers = BoardGameWidget(changed, ["Ana", "Ben"], seed=3)
    assert teachers.game.moves == [] and teachers.game.ruleset == changed
    _pass_n(teachers, 1)
    assert _kept_moves() == [1, 3]
    teachers.close()
    again = BoardGameWidget(changed, ["Ana", "Ben"], seed=3)
    assert len(again.game.moves) == 1 and again.game.ruleset == changed
    again.close()
    back = _widget("board")
    assert len(back.game.moves) == 3 and back.game.ruleset == get_ruleset("wordsmith")


def _kept_file(tmp_path, **changes):
    """A real kept game's file (3 passes), with some of its fields replaced."""
    from wordplay.core import kept

    path = kept.games_folder() / "damaged.json"
    data = json.loads(_KEPT_TEXT[0])
    data.update(changes)
    path.write_text(json.dumps(data))
    return path


_KEPT_TEXT: list[str] = []


@pytest.mark.parametrize(
    "changes", [{"events": 5}, {"players": "Ann"}, {"finished": "no"}, {"events": [7]}, {"ruleset": {"id": 3}}]
)
def test_kept_games_leaves_out_a_damaged_file_and_lists_the_rest(changes, tmp_path, monkeypatch):
    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    widget = _widget("board")
    _pass_n(widget, 3)
    _KEPT_TEXT[:] = [widget.keep_to.read_text()]
    _kept_file(tmp_path, **changes)
    assert _kept_moves() == [3]  # only the good one


def test_kept_games_counts_moves_not_hints(tmp_path, monkeypatch):
    """Three passes and a hint asked for are three moves (a hint is not a move: docs/rules.md)."""
    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    widget = _widget("board")
    _pass_n(widget, 3)
    widget.game.hint()
    widget._after(True)
    assert [e["kind"] for e in json.loads(widget.keep_to.read_text())["events"]] == ["pass"] * 3 + ["hint"]
    assert _kept_moves() == [3]


def test_a_kept_game_is_for_its_learner_only(tmp_path, monkeypatch):
    """On a shared data folder, a kept game's file and its folder are the learner's alone (0600, 0700)."""
    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path))
    widget = _widget("board")
    _pass_n(widget, 1)
    assert widget.keep_to.stat().st_mode & 0o777 == 0o600
    assert widget.keep_to.parent.stat().st_mode & 0o777 == 0o700


def test_a_save_to_of_other_settings_is_refused_with_a_sentence(tmp_path, monkeypatch):
    from wordplay.core.errors import SaveFormatError
    from wordplay.core.registry import get_ruleset
    from wordplay.widgets import BoardGameWidget

    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path / "data"))
    saved = tmp_path / "mine.json"
    _pass_n(_widget("board", save_to=saved), 1)
    changed = get_ruleset("wordsmith").with_settings(all_tiles_bonus=40)
    with pytest.raises(SaveFormatError) as refused:
        BoardGameWidget(changed, ["Ana", "Ben"], seed=3, save_to=saved, language="en")
    assert str(refused.value) == "This file is a saved game of Wordsmith played with other settings than this one's."


def test_a_continue_without_a_name_is_the_default_name_s_not_anyone_s():
    """The page's "continue" with no name field is the default name's ("You"), which Ana's game does not name."""
    from wordplay.play import play

    page = _play_page()  # Ana and the computer
    later = play("wordsmith", seed=5, language="en")
    later.panel.stored = page.panel.save
    later.panel.request = {"seq": 1, "action": "continue"}
    assert later.game_widget is None
    assert later.panel.notice == "This saved game belongs to: Ana. Type your name to continue it, or start a new game."


def test_loading_a_file_that_does_not_read_asks_nothing_and_loses_nothing():
    page = _play_page()
    played = page.game_widget.game.to_json()
    page.panel.request = {"seq": 2, "action": "load", "text": "not a save"}
    assert page.panel.notice == "This file is not a saved game." and page.game_widget.game.to_json() == played


def test_a_second_file_is_not_taken_for_the_confirmation_of_the_first():
    """Saves of the same page begin alike (their headers are the same): only loading the very same file again
    says yes to the question asked."""
    page = _play_page()
    first, second = _play_page(), _play_page()
    second.game_widget.receive({"seq": 2, "action": "pass"})
    one, two = first.panel.save, second.panel.save
    assert one[:64] == two[:64] and one != two
    page.panel.request = {"seq": 2, "action": "load", "text": one}
    assert "again to replace" in page.panel.notice
    page.panel.request = {"seq": 3, "action": "load", "text": two}  # another file: asked again, nothing replaced
    assert "again to replace" in page.panel.notice and len(page.game_widget.game.moves) == 2
    page.panel.request = {"seq": 4, "action": "load", "text": two}
    assert len(page.game_widget.game.moves) == 4 and page.panel.notice == "The saved game is loaded."
