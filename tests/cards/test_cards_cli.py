"""The Scrabble Cards commands: explained score, best plays, the rummy hint; refusals exit 2."""

from __future__ import annotations

import json

from wordplay.cli import main


def test_cards_score_explains_and_refuses(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("trava\ncriar\nar\n", encoding="utf-8")
    assert (
        main(
            [
                "cards-score",
                "--hand",
                "CIARXZ2",
                "--table",
                "0,0 across TRAVA",
                "--play",
                "-1,1 down C(R)IAR",
                "--lexicon",
                str(words),
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["total"] == 6 and data["steps"][-1]["kind"] == "cards_leave"
    assert (
        main(
            [
                "cards-score",
                "--hand",
                "CIARXZ2",
                "--table",
                "0,0 across TRAVA",
                "--play",
                "5,5 across AR",
                "--lexicon",
                str(words),
            ]
        )
        == 2
    )
    assert "join" in capsys.readouterr().err


def test_cards_best_and_task(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("ar\nla\nir\nrio\ntreino\n", encoding="utf-8")
    assert main(["cards-best", "--hand", "OEITRNR", "-n", "2", "--lexicon", str(words)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["16", "0,0", "across", "TREINO", "(TREINO)"]
    assert main(["cards-task", "--hand", "ARLAIRQZ", "--round", "dois_e_bom", "--lexicon", str(words), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    # AR 2 + LA 3 + IR 2 = 7; discard Z (8), Q (6) unused: 1
    assert data["discard"] == "Z" and data["explanation"]["total"] == 1
    assert main(["cards-task", "--hand", "QQQQQQQQ", "--round", "bingo", "--lexicon", str(words)]) == 2
