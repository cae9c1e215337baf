"""The ``wordplay`` command: score, check, lexicon; refusals exit with status 2."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.support.board_helpers import EMPTY_BOARD, rows
from wordplay.cli import main


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_score_prints_the_explanation(capsys):
    status, out, _ = run(capsys, "score", "--variant", "wordsmith", "--position", EMPTY_BOARD, "--play", "8D QUIET")
    assert status == 0
    assert "Q on D8 (2L): 5 × 2 = 10" in out and out.strip().endswith("Total: 28")


def test_score_json_has_total_words_and_steps(capsys):
    status, out, _ = run(capsys, "score", "--position", rows(r8="7HE6"), "--play", "9H AT", "--json")
    data = json.loads(out)
    assert status == 0 and data["total"] == 9
    assert [(w["word"], w["score"]) for w in data["words"]] == [("AT", 3), ("HA", 3), ("ET", 3)]
    assert sum(s["points"] for s in data["steps"]) == 9


def test_refused_play_exits_2_and_says_why(capsys):
    status, _, err = run(capsys, "score", "--position", EMPTY_BOARD, "--play", "8A QUIET")
    assert status == 2 and "start square H8" in err
    status, _, err = run(capsys, "score", "--position", EMPTY_BOARD, "--play", "8H QXZ")
    assert status == 2 and "Not in the dictionary: QXZ" in err
    status, _, err = run(capsys, "score", "--position", "15/15", "--play", "8H QUIET")
    assert status == 2 and "15 rows" in err


def test_rack_is_checked(capsys):
    status, _, err = run(capsys, "score", "--position", EMPTY_BOARD, "--play", "8D QUIET", "--rack", "QUIETS")
    assert status == 0
    status, _, err = run(capsys, "score", "--position", EMPTY_BOARD, "--play", "8D QUIET", "--rack", "QUITS")
    assert status == 2 and "does not hold E" in err


def test_check_lists_every_rule(capsys):
    status, out, _ = run(capsys, "check", "--position", EMPTY_BOARD, "--play", "8H QXZ")
    assert status == 2
    lines = out.splitlines()
    assert lines[0].startswith("PASS tiles_known") and lines[-1].startswith("FAIL words_known")


def test_polish_with_a_plain_word_list(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("żółw\nKOT\n", encoding="utf-8")
    argv = ["score", "--variant", "literaki", "--position", EMPTY_BOARD, "--lexicon", str(words), "--play"]
    status, out, _ = run(capsys, *argv, "8H ŻÓŁW")
    assert status == 0 and out.strip().endswith("Total: 14")
    status, _, _ = run(capsys, *argv, "8H KOT")
    assert status == 0
    status, _, _ = run(capsys, *argv, "8H KOTY")
    assert status == 2


def test_the_installed_command_runs():
    result = subprocess.run(
        [sys.executable, "-m", "wordplay", "score", "--position", EMPTY_BOARD, "--play", "8G ZAX", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["total"] == 20


def test_lexicon_check(capsys):
    status, out, _ = run(capsys, "lexicon", "check", "enable", "zax", "qi")
    assert status == 1 and "zax: yes" in out and "qi: no" in out
