"""``wordplay steals``: the plays and steals of a hand, ranked and explained; bad input exits 2."""

from __future__ import annotations

import json

import pytest

from tests.support.thief_words import word_file
from wordplay.cli import main

WORDS = "work works worked reworked front frown cat cats at ta ace race crate trace react caret wreck"


@pytest.fixture
def words(tmp_path):
    return word_file(tmp_path, WORDS)


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["steals", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_texts_steals_ranked_with_their_explanations(capsys, words):
    code, out, _ = run(capsys, "--table", "WORK FRONT", "--hand", "REED", "--lexicon", words)
    assert code == 0
    lines = out.splitlines()
    # REWORKED 20 + 20 = 40 comes first; its explanation follows on the next line
    assert lines[0].split() == ["1.", "WORK", "->", "REWORKED", "40"]
    assert lines[1].strip().endswith("REWORKED has 8 letters: +20; REWORKED scores 40")
    assert "WORK -> WORKS" not in out  # only a plural
    assert any(line.split()[1:] == ["WORK", "->", "WORKED", "27"] for line in lines[::2])


def test_a_split_with_suits_in_json(capsys, words):
    code, out, _ = run(capsys, "--table", "FRONT", "--hand", "W/red C/red A/red", "--lexicon", words, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hand"] == "W/red C/red A/red" and data["table"] == ["FRONT"]
    best = data["moves"][0]
    # FROWN 13 + 5 = 18; CAT 5 (its T from FRONT has no suit, so CAT is mixed): 18 + 5 = 23
    assert (best["notation"], best["score"], best["kind"]) == ("FRONT -> CAT + FROWN", 23, "split2")
    assert best["explanation"]["total"] == 23 and best["hand_used"] == 3
    assert data["count"] == len(data["moves"])


def test_a_wild_in_the_hand_and_on_the_table(capsys, words):
    code, out, _ = run(capsys, "--table", "CAt", "--hand", "R?", "--lexicon", words, "--json", "--brief", "--all")
    assert code == 0
    moves = {(m["notation"], m["score"]) for m in json.loads(out)["moves"]}
    # C3 A1 + two Wilds (the table's and the hand's) + R2: CRATE, TRACE, REACT, CARET, RACE+..., each 6 + 5
    assert ("CAT -> CRATE", 11) in moves and ("CAT -> TRACE", 11) in moves
    assert ("CAT -> RACE", 6) in moves  # the table's Wild stands for E now, not T


def test_top_all_and_max_split(capsys, words):
    _, out, _ = run(
        capsys, "--table", "FRONT WORK", "--hand", "WCAREED", "--lexicon", words, "--json", "--brief", "--all"
    )
    every = json.loads(out)["moves"]
    _, out, _ = run(
        capsys, "--table", "FRONT WORK", "--hand", "WCAREED", "--lexicon", words, "--json", "--brief", "--top", "3"
    )
    assert json.loads(out)["moves"] == every[:3]
    _, out, _ = run(
        capsys,
        "--table",
        "FRONT WORK",
        "--hand",
        "WCAREED",
        "--lexicon",
        words,
        "--json",
        "--brief",
        "--all",
        "--max-split",
        "1",
    )
    assert {m["kind"] for m in json.loads(out)["moves"]} <= {"play", "lengthen"}


def test_no_move_is_said(capsys, words):
    code, out, _ = run(capsys, "--table", "WORK", "--hand", "QZ", "--lexicon", words)
    assert code == 0 and out.strip() == "no play or steal: the player cannot play"


@pytest.mark.parametrize(
    "args, code, sentence",
    [
        (["--table", "WORK", "--hand", "RE/pink"], "thief_bad_cards", "RE/pink is not a card"),
        (["--table", "WORK", "--hand", "R E/pink"], "thief_bad_suit", "pink is not a suit; the suits are red, blue"),
        (["--table", "WORK", "--hand", "R3"], "thief_bad_cards", "R3 is not a card"),
        (["--table", "FR0NT", "--hand", "RE"], "thief_bad_word", "FR0NT is not a table word"),
        (["--table", "WORKZZ", "--hand", "RE"], "thief_unknown_table_word", "WORKZZ is not in the dictionary"),
        (["--table", "WORK", "--hand", ""], "thief_no_hand", "Give the hand"),
    ],
)
def test_bad_input_exits_2_with_a_sentence(capsys, words, args, code, sentence):
    exit_code, out, err = run(capsys, *args, "--lexicon", words)
    assert exit_code == 2 and out == ""
    assert err.startswith(f"refused ({code}): ") and sentence in err


def test_an_unreadable_word_list_is_refused(capsys, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("work\nwo-rk\n", encoding="utf-8")
    exit_code, _, err = run(capsys, "--table", "WORK", "--hand", "RE", "--lexicon", str(path))
    assert exit_code == 2 and "bad_word_list" in err  # the shared word-list refusal


def test_the_command_is_registered():
    from wordplay.cli import COMMAND_MODULES

    assert "wordplay.cli.thief_commands" in COMMAND_MODULES
