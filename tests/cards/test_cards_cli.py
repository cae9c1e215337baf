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


def test_the_round_cards_have_english_names_and_are_found_by_any(capsys, tmp_path):
    """English says its own round names (not the Portuguese cards' printed ones), and the CLI finds a card by its
    id (as saves keep it) or by its name in any language of the catalogue, whatever language it speaks."""
    from wordplay.cards.rules import load_ruleset
    from wordplay.core.messages import using_language

    with using_language("en"):
        names = {card.id: str(card.name) for card in load_ruleset("rummy").decks.rounds}
    assert names["dois_e_bom"] == "Two's Company" and names["quadrupla_letra"] == "Quadruple Letter Score"
    assert not {"Dois é Bom", "Pontuação Quádrupla de Letra", "Tudo ou Nada"} & set(names.values())
    with using_language("pt"):
        assert str(load_ruleset("rummy").decks.round_card("quadrupla_letra").name) == "Pontuação Quádrupla de Letra"
    words = tmp_path / "words.txt"
    words.write_text("ar\nla\nir\nrio\n", encoding="utf-8")
    for language in ("en", "pl"):
        outs = set()
        for name in ("dois_e_bom", "Two's Company", "two's company", "Dois é Bom", "DOIS E BOM", "Dwa to dobrze"):
            args = ["--language", language, "cards-task", "--hand", "ARLAIRQZ", "--round", name, "--json"]
            assert main([*args, "--lexicon", str(words)]) == 0, (language, name)
            outs.add(capsys.readouterr().out)
        assert len(outs) == 1  # the same card, the same answer
        assert json.loads(outs.pop())["discard"] == "Z"
