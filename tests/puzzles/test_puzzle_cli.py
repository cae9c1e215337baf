"""``wordplay puzzles``: files written where asked, in the language asked; bad input refused in one line."""

from __future__ import annotations

import json

import pytest

from wordplay.cli import main


@pytest.mark.slow
def test_the_command_writes_a_notebook_and_a_sheet(tmp_path, capsys):
    out = tmp_path / "class"
    code = main(
        [
            "puzzles",
            "--variant",
            "scrabble-cards/classic",
            "--count",
            "2",
            "--seed",
            "1",
            "--out",
            str(out),
            "--language",
            "pt",
            "--no-run",
        ]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert "Foram criados 2 problemas" in printed
    notebook = out / "puzzles-scrabble-cards-classic-1.ipynb"
    sheet = out / "puzzles-scrabble-cards-classic-1.html"
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    assert "".join(cells[0]["source"]).startswith("# Scrabble Cartas (Clássico): problemas")
    assert sum("cards_exercise(" in "".join(c["source"]) for c in cells) == 2
    page = sheet.read_text(encoding="utf-8")
    assert "<html lang='pt'>" in page and "Soluções" in page


@pytest.mark.parametrize(
    "args",
    [
        ["--count", "0"],
        ["--count", "51"],
        ["--count", "x"],
        ["--seed", "-1"],
        ["--seed", "1000000"],
        ["--variant", "chess"],
    ],
)
def test_bad_arguments_exit_2_in_one_line(args, capsys):
    base = {"--variant": "literaki", "--count": "2", "--seed": "1"}
    base.update(dict(zip(args[::2], args[1::2], strict=True)))
    with pytest.raises(SystemExit) as stop:
        main(["puzzles", *[x for kv in base.items() for x in kv]])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("wordplay puzzles: error:") and "\n" not in err


@pytest.mark.slow
def test_the_teaching_pages_command_writes_an_nbgrader_assignment(tmp_path, monkeypatch, capsys):
    import shlex
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "teaching.md").read_text(encoding="utf-8")
    (line,) = [x for x in page.splitlines() if x.startswith("wordplay puzzles") and "--nbgrader" in x]
    assert "--seed" not in line  # the page lets the seed be a random one, kept in the key
    monkeypatch.chdir(tmp_path)
    assert main([*shlex.split(line)[1:], "--seed", "3"]) == 0  # here a fixed one: the same puzzles every run
    assert "10 zadań zapisanych jako praca nbgrader" in capsys.readouterr().out
    (written,) = (tmp_path / "source" / "wordplay-week1").iterdir()  # the notebook alone: no sheet, no key
    assert written.name == "puzzles-literaki-pl.ipynb"
    assert (tmp_path / "wordplay-keys" / "wordplay-week1" / "puzzles-literaki-pl.json").is_file()
    cells = json.loads(written.read_text(encoding="utf-8"))["cells"]
    tests = [c for c in cells if c["metadata"]["nbgrader"]["grade"]]
    assert len(tests) == 10 and all("### BEGIN HIDDEN TESTS" in "".join(c["source"]) for c in tests)


@pytest.mark.slow
def test_the_readmes_one_minute_check_runs(tmp_path, monkeypatch, capsys):
    """The README's check of an install, as written there, in a folder of its own: two puzzles made, their
    notebook run and every exercise checked by the move finder."""
    import re
    import shlex
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    (line,) = re.findall(r"^wordplay puzzles .*--out wordplay-check$", readme, re.MULTILINE)
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(line)[1:]) == 0
    assert capsys.readouterr().out.startswith("2 puzzles written: wordplay-check/puzzles-wordsmith-0.ipynb")
    notebook = json.loads((tmp_path / "wordplay-check" / "puzzles-wordsmith-0.ipynb").read_text(encoding="utf-8"))
    outputs = [o for c in notebook["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert outputs and not [o for o in outputs if o["output_type"] == "error"]
