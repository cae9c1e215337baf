"""``wordplay moves`` and ``wordplay analyze`` (a board game) from the command line."""

from __future__ import annotations

import json

import pytest

from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_to_gcg
from wordplay.board.players import computer_player
from wordplay.cli import main
from wordplay.core.lexicon import load_lexicon

VS_MATT = (
    "7ZEP1F3/1FLUKY3R1R3/5EX2A1U3/2SCARIEST1I3/9TOT3/6GO1LO4/6OR1ETA3/6JABS1b3/5QI4A3/5I1N3N3/"
    "3ReSPOND1D3/1HOE3V3O3/1ENCOMIA3N3/7T7/3VENGED6"
)
EMPTY = "/".join(["15"] * 15)


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_count_json(capsys):
    status, out, _ = run(capsys, "moves", "--position", VS_MATT, "--rack", "AABDELT", "--count", "--json")
    data = json.loads(out)
    assert status == 0
    assert (data["placements"], data["exchanges"], data["passes"]) == (604, 95, 1)
    assert data["timing"]["load_ms"] >= 0 and len(data["timing"]["search_ms"]) == 1


def test_count_text_and_repeat_prints_both_times(capsys):
    status, out, _ = run(capsys, "moves", "--position", VS_MATT, "--rack", "A", "--count", "--repeat", "3")
    assert status == 0
    assert out.splitlines()[:3] == ["placements: 21", "exchanges: 1", "passes: 1"]
    assert "# load" in out and "search median" in out and "over 3 runs" in out


def test_top_plays(capsys):
    status, out, _ = run(capsys, "moves", "--position", VS_MATT, "--rack", "AABDELT", "--top", "3")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 3
    assert lines[0].split()[1:3] == ["K9", "TAEL"] and lines[0].split()[3] == "32"
    status, out, _ = run(capsys, "moves", "--position", VS_MATT, "--rack", "AABDELT", "--top", "2", "--json")
    data = json.loads(out)
    assert len(data["plays"]) == 2 and data["plays"][0]["notation"] == "K9 TAEL"
    assert data["plays"][0]["score"] >= data["plays"][1]["score"] and data["plays"][0]["leave"] == "ABD"


def test_every_play_with_a_plain_word_list_and_the_rack_in_the_position(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("Cat\nact\nAT\n\n", encoding="utf-8")
    status, out, _ = run(capsys, "moves", "--position", EMPTY + " CAT/ 0/0 0", "--lexicon", str(words))
    assert status == 0
    notations = [line.split()[1] + " " + line.split()[2] for line in out.splitlines()]
    assert "8F CAT" in notations and "H7 AT" in notations and len(notations) == 16


def test_polish_position(capsys):
    status, out, _ = run(
        capsys, "moves", "--variant", "literaki", "--position", EMPTY, "--rack", "ĄCEIŁSZ", "--top", "1", "--json"
    )
    data = json.loads(out)
    assert status == 0 and data["plays"][0]["notation"] == "H7 CIESZĄ"


def test_no_rack_is_refused(capsys):
    status, _, err = run(capsys, "moves", "--position", EMPTY)
    assert status == 2 and "rack" in err


def test_no_play(capsys):
    status, out, _ = run(capsys, "moves", "--position", VS_MATT, "--rack", "V")
    assert status == 0 and "no play" in out


def test_analyze_a_game(capsys, tmp_path):
    lexicon = load_lexicon("enable")
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=8, lexicon=lexicon)
    seats = [computer_player(2, 1), computer_player(1, 2)]  # Ann always plays the best score
    while not game.is_over:
        game.apply(seats[game.to_move].choose(game))
    path = tmp_path / "game.gcg"
    path.write_text(game_to_gcg(game), encoding="utf-8")
    status, out, _ = run(capsys, "analyze", str(path), "--json")
    data = json.loads(out)
    assert status == 0 and len(data["moves"]) == len(game.moves)
    ann, ben = data["players"]
    assert ann["lost"] == 0 and ann["found_best"] == ann["moves"]
    assert ben["lost"] > 0 and ben["score"] + ben["lost"] == ben["best_possible"]
    assert all(m["lost"] == m["best_score"] - m["played"]["score"] for m in data["moves"] if m["kind"] == "play")
    assert [m["played"]["score"] for m in data["moves"]] == [int(e.get("score", 0)) for e in game.moves]
    status, out, _ = run(capsys, "analyze", str(path))
    assert status == 0 and "Ann scored" in out and "Ben scored" in out and "Best" in out
    status, out, _ = run(capsys, "analyze", str(path), "--player", "Ben", "--top", "1", "--json")
    data = json.loads(out)
    assert {m["name"] for m in data["moves"]} == {"Ben"} and all(len(m["best"]) <= 1 for m in data["moves"])
    save = tmp_path / "game.json"
    save.write_text(game.to_json(), encoding="utf-8")
    status, out, _ = run(capsys, "--language", "pl", "analyze", str(save))
    assert status == 0 and "Ann: " in out and "możliwych" in out


def test_analyze_refuses_an_unknown_player_and_a_foreign_json(capsys, tmp_path):
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=8, lexicon={"QI"})
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    status, _, err = run(capsys, "analyze", str(path), "--player", "Cy")
    assert status == 2 and "Cy" in err and len(err.strip().splitlines()) == 1
    path.write_text('{"format": "elsewhere"}', encoding="utf-8")
    status, _, err = run(capsys, "analyze", str(path))
    assert status == 2 and "neither GCG nor" in err
    with pytest.raises(SystemExit) as stop:
        run(capsys, "analyze", str(path), "--top", "11")
    assert stop.value.code == 2 and "1 to 10" in capsys.readouterr().err


def test_repeat_timing_line_in_polish(capsys):
    """The --repeat line comes from the catalogue: Polish words, a decimal comma, "w 3 przebiegach"."""
    status, out, _ = run(
        capsys, "--language", "pl", "moves", "--position", VS_MATT, "--rack", "A", "--count", "--repeat", "3"
    )
    line = out.splitlines()[-1]
    assert status == 0 and line.startswith("# wczytanie ") and "w 3 przebiegach" in line
    assert "search" not in line and "." not in line.replace("min.", "").replace("maks.", "")


def test_timing_line_by_hand():
    from wordplay.cli.finder_commands import timing_line
    from wordplay.core.messages import using_language

    with using_language("pt"):
        assert (
            timing_line(2, 0.0125, [0.0015, 0.0025])
            == "# carregamento 12,5 ms; mediana da pesquisa 2 ms em 2 execuções (mín. 1,50, máx. 2,50)"
        )
    with using_language("en"):
        assert (
            timing_line(5, 1.25, [0.001234, 0.002, 0.003])
            == "# load 1,250 ms; search median 2 ms over 5 runs (min 1.23, max 3)"
        )
