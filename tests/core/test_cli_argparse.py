"""argparse's own words in the CLI come from the catalogue: `--help` and parse errors in Polish and the rest."""

from __future__ import annotations

import argparse

import pytest

from wordplay.cli import main
from wordplay.cli.argparse_words import ARGPARSE_MESSAGES, ARGPARSE_PLURALS, CatalogueTranslations, argparse_speaking


def run(capsys, *argv):
    try:
        status = main(list(argv))
    except SystemExit as exc:  # --help exits through argparse
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


def test_help_in_polish(capsys):
    status, out, _ = run(capsys, "--language", "pl", "score", "--help")
    assert status == 0
    assert out.startswith("użycie: wordplay score [-h]")
    assert "\nopcje:\n" in out and "pokaż ten komunikat pomocy i zakończ" in out
    assert "usage" not in out and "options" not in out and "show this help" not in out


def test_missing_argument_in_polish_is_one_line(capsys, monkeypatch):
    monkeypatch.setenv("WORDPLAY_LANGUAGE", "en")
    status, out, err = run(capsys, "--language", "pl", "score")
    assert status == 2 and out == ""
    assert err == "wordplay score: błąd: wymagane są następujące argumenty: --position, --play\n"


def test_errors_in_portuguese_and_romanian(capsys):
    status, _, err = run(capsys, "--language", "pt", "moves", "--repeat")
    assert status == 2 and err == "wordplay moves: erro: argumento --repeat: esperava-se um argumento\n"
    status, _, err = run(capsys, "--language", "ro", "score", "--variant", "x")
    assert status == 2 and "alegere nevalidă: 'x' (alege dintre 'wordsmith', 'literaki')" in err


def test_english_is_argparse_own_and_argparse_is_left_as_it_was(capsys):
    before = argparse._, argparse.ngettext
    status, _, err = run(capsys, "--language", "en", "score")
    assert status == 2 and "the following arguments are required: --position, --play" in err
    run(capsys, "--language", "pl", "score")
    assert (argparse._, argparse.ngettext) == before
    with pytest.raises(RuntimeError), argparse_speaking("pl"):
        assert argparse._("options") == "opcje"
        raise RuntimeError
    assert argparse._("options") == "options"


def test_the_english_catalogue_says_what_argparse_says():
    """Read back in English, every entry gives argparse's own message, placeholders and spaces included
    (so a renamed argparse message shows up here); the one reworded entry names a command, not a parser."""
    english = CatalogueTranslations("en")
    for message in ARGPARSE_MESSAGES:
        if message.startswith("unknown parser"):
            assert english.gettext(message) == "unknown command %(parser_name)r (choices: %(choices)s)"
        else:
            assert english.gettext(message) == message
    assert english.gettext("dest= is required for options like %r") == "dest= is required for options like %r"


def test_plural_and_percent_signs():
    polish = CatalogueTranslations("pl")
    assert polish.ngettext("expected %s argument", "expected %s arguments", 1) % 1 == "oczekiwano 1 argumentu"
    assert polish.ngettext("expected %s argument", "expected %s arguments", 3) % 3 == "oczekiwano 3 argumentów"
    romanian = CatalogueTranslations("ro")
    assert romanian.ngettext("expected %s argument", "expected %s arguments", 20) % 20 == "se așteptau 20 de argumente"
    assert (
        polish.gettext("invalid %(type)s value: %(value)r") % {"type": "int", "value": "5%"}
        == "nieprawidłowa wartość typu int: '5%'"
    )
    assert polish.gettext("usage: ") == "użycie: "
    assert set(ARGPARSE_PLURALS) == {"expected %s argument"}
