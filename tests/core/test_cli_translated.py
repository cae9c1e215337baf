"""Every CLI message in the learner's language: ``--version`` and an unknown subcommand too."""

from __future__ import annotations

import pytest

from wordplay.cli import main

EXPECTED = {
    "pl": ("wyszukiwarka ruchów", "argument polecenie: nieprawidłowy wybór: 'foo'"),
    "pt": ("pesquisa de jogadas", "argumento comando: escolha inválida: 'foo'"),
    "ro": ("căutarea mutărilor", "argumentul comanda: alegere nevalidă: 'foo'"),
    "en": ("board finder", "argument command: invalid choice: 'foo'"),
}


def run(capsys, *argv):
    try:
        status = main(list(argv))
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    return status, " ".join(out.split()), " ".join(err.split())


@pytest.mark.parametrize("language", sorted(EXPECTED))
def test_version_and_an_unknown_command_in_each_language(capsys, language):
    finder, unknown = EXPECTED[language]
    status, out, _ = run(capsys, "--language", language, "--version")
    assert status == 0 and out.startswith("wordplay ") and finder in out
    if language != "en":
        assert "board finder" not in out and "Python (the" not in out
    status, _, err = run(capsys, "--language", language, "foo")
    assert status == 2 and unknown in err
