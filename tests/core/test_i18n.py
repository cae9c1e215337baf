"""The translated catalogues: complete, placeholder-true, plural forms by the CLDR rules, chosen by the user."""

from __future__ import annotations

import gettext
import json
import re
import shutil
import string
import subprocess
from importlib import resources

import pytest

import wordplay
from wordplay import i18n
from wordplay.board.notation import parse_play, resolve_play
from wordplay.board.position import parse_cgp
from wordplay.board.scoring import score_play
from wordplay.cli import main
from wordplay.core import messages
from wordplay.core import registry as registry_module
from wordplay.core.errors import IllegalMoveError, UnknownLanguageError
from wordplay.core.messages import catalogue, render, translations, using_language
from wordplay.core.plurals import _GROUPING, CLDR_LOCALES, PLURAL_RULES, format_decimal, format_number, plural_index
from wordplay.core.po import PoEntry, parse_po, write_po
from wordplay.core.registry import get_ruleset, languages, translated_languages, variant, variant_names
from wordplay.i18n import main as main_i18n

LANGUAGES = translated_languages()  # the complete catalogues; a started one is checked as started
EMPTY = "/".join(["15"] * 15)
NBSP = "\u00a0"


@pytest.fixture(autouse=True)
def english_default(monkeypatch):
    """Every test starts and ends with no package default chosen and no environment setting."""
    monkeypatch.delenv(messages.ENVIRONMENT_VARIABLE, raising=False)
    monkeypatch.setattr(messages, "_default", None)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


# --- completeness and placeholders -------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_english_id_is_translated_with_the_same_placeholders(language):
    english = catalogue("en")
    entries = {e.context: e for e in i18n.read(language)}
    missing = sorted(set(english) - set(translations(language)))
    assert not missing, f"{language}: untranslated or out of date: {missing}"
    wrong = []
    for message_id, template in english.items():
        forms = [template] if isinstance(template, str) else [template["one"], template["other"]]
        source = set().union(*(placeholders(f) for f in forms))
        translated = entries[message_id].msgstr
        used = set().union(*(placeholders(f) for f in translated))
        # every form says only what the English can fill in; together they say all of it
        if used != source or any(not placeholders(f) <= source for f in translated):
            wrong.append((message_id, sorted(source), sorted(used)))
    assert not wrong, f"{language}: placeholders differ: {wrong}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_of_a_count_keep_the_count(language):
    """Every form but the "one" form must show the number itself (the one form may say "the only ...")."""
    english = catalogue("en")
    for message_id, template in english.items():
        if isinstance(template, str):
            continue
        count = "{" + template.get("count", "n") + "}"
        for form in translations(language)[message_id].msgstr[1:]:
            assert count in form, (language, message_id, form)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_po_files_pass_msgfmt_check(language):
    """GNU msgfmt -c checks the header, the plural forms and, for python-brace-format, every placeholder."""
    if shutil.which("msgfmt") is None:
        pytest.skip("GNU gettext's msgfmt is not installed")
    done = subprocess.run(
        ["msgfmt", "-c", "-o", "/dev/null", str(i18n.po_path(language))], check=False, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_the_po_reader_and_writer_round_trip_a_catalogue():
    header, entries = parse_po(i18n.po_path("pl").read_text(encoding="utf-8"))
    assert header["Language"] == "pl" and header["Plural-Forms"] == PLURAL_RULES["pl"][1]
    again_header, again = parse_po(write_po(header, entries, i18n.PREAMBLE))
    assert again_header == header and again == entries
    forms = [e for e in entries if "@" in (e.context or "")]  # "<id>@wordsmith", "<id>@you": forms of an id
    assert len(entries) - len(forms) == len(catalogue("en"))


def test_obsolete_entries_are_kept_as_comments_the_reader_skips(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "locale_folder", lambda: tmp_path)
    kept = PoEntry("a", "Hello.", msgstr=["Cześć."])
    i18n.write("pl", [kept], [PoEntry("gone", "Old {n}.", msgstr=["Stare {n}."], flags={"python-brace-format"})])
    text = (tmp_path / "pl.po").read_text(encoding="utf-8")
    assert '#~ msgctxt "gone"' in text and '#~ msgstr "Stare {n}."' in text
    assert parse_po(text)[1] == [kept]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_translation_equals_its_english_only_when_there_are_no_words_to_translate(language):
    words = {"Total", "card"}  # the same words in Portuguese and Romanian ("card": Hoțul cuvintelor's own)
    words |= {"argument"}  # Polish's own word too ("argument --repeat: ...", argparse's sentence)
    words |= {"L", "Wordsmith", "Literaki", "Scrabble", "Cards", "rummy", "Bingo"}  # a letter premium's L, names
    for name in variant_names():  # a variant's name may stay as it is (Wordsmith Junior)
        words |= set(re.findall(r"[^\W\d_]+", render(f"ruleset.{variant(name).ruleset}", {}, "en")))
    if language == "pl":
        words |= {"blank"}  # the Polish Wordsmith rule text's own word ("Puste płytki (blanki)")
    for entry in translations(language).values():
        if entry.msgstr[0] == entry.msgid:
            bare = string.Formatter().parse(entry.msgid)
            assert set(re.findall(r"[^\W\d_]+", "".join(text for text, *_ in bare))) <= words, entry.context


# --- plural rules ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("en", 0, "0 points"),
        ("en", 1, "1 point"),
        ("en", 2, "2 points"),
        ("pl", 0, "0 punktów"),
        ("pl", 1, "1 punkt"),
        ("pl", 2, "2 punkty"),
        ("pl", 4, "4 punkty"),
        ("pl", 5, "5 punktów"),
        ("pl", 12, "12 punktów"),
        ("pl", 14, "14 punktów"),
        ("pl", 21, "21 punktów"),
        ("pl", 22, "22 punkty"),
        ("pl", 104, "104 punkty"),
        ("pl", 112, "112 punktów"),
        ("ro", 0, "0 puncte"),
        ("ro", 1, "1 punct"),
        ("ro", 2, "2 puncte"),
        ("ro", 19, "19 puncte"),
        ("ro", 20, "20 de puncte"),
        ("ro", 100, "100 de puncte"),
        ("ro", 101, "101 puncte"),
        ("ro", 119, "119 puncte"),
        ("ro", 120, "120 de puncte"),
        ("pt", 0, "0 pontos"),
        ("pt", 1, "1 ponto"),
        ("pt", 2, "2 pontos"),
    ],
)
def test_points_take_the_language_plural_form(language, n, expected):
    assert render("plural.points", {"n": n}, language) == expected


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("pl", 1, "Ruch ma Ala; w woreczku 1 kamień."),
        ("pl", 3, "Ruch ma Ala; w woreczku 3 kamienie."),
        ("pl", 15, "Ruch ma Ala; w woreczku 15 kamieni."),
        ("ro", 25, "Urmează Ala; în sac sunt 25 de piese."),
        ("pt", 1, "É a vez de Ala; resta 1 peça no saco."),
    ],
)
def test_a_whole_sentence_takes_the_form_of_its_count(language, n, expected):
    assert render("widget.status.to_move", {"player": "Ala", "bag": n}, language) == expected


@pytest.mark.parametrize("language", sorted(PLURAL_RULES))
def test_the_plural_rules_agree_with_the_po_headers(language):
    """The hand-written rules and the C expressions translators' tools read give the same form."""
    formula = gettext.c2py(PLURAL_RULES[language][1].split("plural=")[1].rstrip(";"))
    assert all(plural_index(n, language) == formula(n) for n in range(1001))


@pytest.mark.parametrize("language", languages())
def test_every_language_of_the_registry_has_its_plural_rule_and_grouping(language):
    assert language in PLURAL_RULES, f"{language}: add its plural rule to PLURAL_RULES in wordplay/core/plurals.py"
    assert language in _GROUPING, f"{language}: add its digit grouping to _GROUPING in wordplay/core/plurals.py"


@pytest.mark.parametrize("language", languages())
def test_the_plural_rules_agree_with_cldr(language):
    babel = pytest.importorskip("babel")
    categories = PLURAL_RULES[language][2]
    cldr = babel.Locale.parse(CLDR_LOCALES.get(language, language))
    assert all(categories[plural_index(n, language)] == cldr.plural_form(n) for n in range(1001))


# --- numbers -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "n", "expected"),
    [
        ("en", 7, "7"),
        ("en", 1234, "1,234"),
        ("en", -5, "\u22125"),
        ("pl", 1234, "1234"),
        ("pl", 12345, f"12{NBSP}345"),
        ("pl", -40, "\u221240"),
        ("pt", 1234, "1234"),
        ("pt", 1234567, f"1{NBSP}234{NBSP}567"),
        ("ro", 1234, "1.234"),
        ("ro", -12345, "\u221212.345"),
    ],
)
def test_numbers_are_written_the_language_way(language, n, expected):
    assert format_number(n, language) == expected


def test_sentences_write_their_numbers_the_language_way():
    assert render("step.total", {"points": 12345}, "ro") == "Total: 12.345"
    assert render("step.total", {"points": 12345}, "pl") == f"Razem: 12{NBSP}345"


# --- choosing a language -----------------------------------------------------------------


def literaki_explanation():
    ruleset = get_ruleset("literaki")
    board = parse_cgp(EMPTY, ruleset).board
    return score_play(ruleset, board, resolve_play(parse_play("H4 ŻÓŁWIE"), board, ruleset.tiles))


POLISH_STEPS = [  # Literaki values Ż 5, Ó 5, Ł 3, W I E 1; H4 is a yellow (double letter) square
    "Ż na H4 (premia literowa 2L): 5 × 2 = 10",
    "Ó na H5: 5",
    "Ł na H6: 3",
    "W na H7: 1",
    "I na H8: 1",
    "E na H9: 1",
    "ŻÓŁWIE: litery dają razem 21",
    "ŻÓŁWIE: 21 pkt",
]


def test_an_explanation_steps_through_a_play_in_polish():
    explanation = literaki_explanation()
    assert explanation.sentences("pl") == POLISH_STEPS
    assert explanation.sentences()[0] == "Ż on H4 (2L): 5 × 2 = 10"


def test_set_language_makes_polish_the_default_for_steps_and_refusals():
    assert wordplay.set_language("pl_PL") == "pl"
    assert str(literaki_explanation()).splitlines() == [*POLISH_STEPS, "Razem: 21"]
    assert IllegalMoveError("game_over").message == "Gra się skończyła."
    with using_language("ro"):
        assert IllegalMoveError("game_over").message == "Jocul s-a terminat."
    assert wordplay.get_language() == "pl"


def test_the_environment_variable_sets_the_default(monkeypatch):
    monkeypatch.setenv("WORDPLAY_LANGUAGE", "pt")
    assert IllegalMoveError("game_over").message == "O jogo terminou."


def test_a_bad_environment_setting_warns_and_keeps_english(monkeypatch):
    monkeypatch.setenv("WORDPLAY_LANGUAGE", "klingon")
    with pytest.warns(UserWarning, match="klingon"):
        assert wordplay.get_language() == "en"


def test_an_unknown_language_is_a_typed_refusal():
    with pytest.raises(UnknownLanguageError) as caught:
        wordplay.set_language("xx")
    assert caught.value.code == "unknown_language"
    assert ", ".join(sorted(languages())) in caught.value.message  # en, pl, pt, ro and any other
    with pytest.raises(UnknownLanguageError):
        render("step.total", {"points": 1}, "xx")
    assert wordplay.get_language() == "en"


def test_the_cli_scores_a_literaki_play_in_polish(capsys):
    code = main(["score", "--variant", "literaki", "--position", EMPTY, "--play", "H4 ŻÓŁWIE", "--language", "pl"])
    assert code == 0
    assert capsys.readouterr().out.splitlines() == [*POLISH_STEPS, "Razem: 21"]
    assert wordplay.get_language() == "en"  # the option holds for that run only


def test_the_cli_refuses_in_polish_and_refuses_an_unknown_language(capsys):
    code = main(["--language", "pl", "score", "--variant", "literaki", "--position", EMPTY, "--play", "H9 ŻÓŁW"])
    assert code == 2
    assert capsys.readouterr().err.strip() == (
        "odrzucone (first_play_start): Pierwszy wyraz musi przykrywać pole startowe H8."
    )
    assert main(["score", "--language", "xx", "--variant", "literaki", "--position", EMPTY, "--play", "H4 ŻÓŁW"]) == 2
    assert "unknown_language" in capsys.readouterr().err


def test_the_cli_speaks_polish_in_its_own_words_help_and_rule_lists(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("ŻÓŁW\n", encoding="utf-8")
    assert main(["--language", "pl", "lexicon", "check", "enable", "zax", "qi"]) == 1
    assert capsys.readouterr().out.splitlines() == ["zax: tak", "qi: nie"]
    code = main(
        [
            "check",
            "--language",
            "pl",
            "--variant",
            "literaki",
            "--position",
            EMPTY,
            "--play",
            "H8 ŻÓŁ",
            "--lexicon",
            str(words),
        ]
    )
    lines = capsys.readouterr().out.splitlines()
    assert code == 2 and "OK no_gaps: Między kamieniami nie ma przerw." in lines  # a rule fails
    assert "BŁĄD words_known: Brak w słowniku: ŻÓŁ." in lines
    with pytest.raises(SystemExit):
        main(["--language", "pl", "score", "--help"])
    assert "wypisz wynik ruchu z wyjaśnieniem" in capsys.readouterr().out


# --- keeping translations in step with the English ---------------------------------------


def test_merge_keeps_translations_marks_changed_english_fuzzy_and_adds_new_ids():
    source = [PoEntry("a", "Hello {name}."), PoEntry("b", "{n} tile", "{n} tiles", ["", ""]), PoEntry("c", "New.")]
    old = [
        PoEntry("a", "Hi {name}.", msgstr=["Cześć {name}."]),
        PoEntry("b", "{n} tile", "{n} tiles", ["{n} kamień", "{n} kamienie", "{n} kamieni"]),
        PoEntry("gone", "Old.", msgstr=["Stare."]),
    ]
    merged, obsolete = i18n.merge("pl", old, source)
    a, b, c = merged
    assert a.fuzzy and a.msgstr == ["Cześć {name}."] and a.msgid == "Hello {name}." and not a.translated
    assert b.translated and b.msgstr == ["{n} kamień", "{n} kamienie", "{n} kamieni"]
    assert c.msgstr == [""] and not c.translated
    assert [e.context for e in obsolete] == ["gone"]


def test_a_translation_whose_english_changed_is_not_shown(monkeypatch):
    """As with gettext: the .po entry names the English it translates; stale entries fall back to English."""
    english = dict(catalogue("en"))
    english["refusal.game_over"] = "This game has ended."
    monkeypatch.setattr(messages, "catalogue", lambda language="en": english)
    messages.translations.cache_clear()
    try:
        assert "refusal.game_over" not in messages.translations("pl")
        assert render("refusal.game_over", {}, "pl") == "This game has ended."
    finally:
        messages.translations.cache_clear()


def test_status_counts_every_complete_language_complete():
    missing = {language: missing for language, _, _, missing in i18n.status()}
    assert {lang: missing[lang] for lang in LANGUAGES} == dict.fromkeys(LANGUAGES, 0)
    assert set(missing) == set(translated_languages(complete=False))


def test_a_started_language_is_a_state_not_a_failure(tmp_path, monkeypatch, capsys):
    """A catalogue begun with two sentences: status says it is started, the rest shows in English."""
    data = json.loads((resources.files("wordplay.data") / "registry.json").read_text(encoding="utf-8"))
    data["languages"]["es"] = "español"
    data["started_languages"] = ["es"]
    monkeypatch.setattr(registry_module, "registry", lambda: registry_module.parse_registry(data))
    monkeypatch.setattr(i18n, "registry", lambda: registry_module.parse_registry(data))
    locale = tmp_path / "locale"
    shutil.copytree(i18n.locale_folder(), locale)
    monkeypatch.setattr(i18n, "locale_folder", lambda: locale)
    english = catalogue("en")
    entries = [
        PoEntry("refusal.game_over", english["refusal.game_over"], msgstr=["La partida ha terminado."]),
        PoEntry("refusal.exchange_empty", english["refusal.exchange_empty"], msgstr=[""]),
    ]
    (locale / "es.po").write_text(write_po({"Language": "es", "Plural-Forms": PLURAL_RULES["en"][1]}, entries))
    assert main_i18n(["status"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("es:"))
    assert line.startswith("es: 1 translated, 0 fuzzy, ") and line.endswith(
        "missing (started: the rest shows in English)"
    )
    assert "es" not in registry_module.complete_languages() and "es" in registry_module.languages()


def test_the_flags_and_comments_before_an_entry_belong_to_it():
    text = (
        'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#. a note\n#, fuzzy, python-brace-format\n#| msgid "Old {n}"\nmsgctxt "a.id"\nmsgid "New {n}"\n'
        'msgstr "Nowe {n}"\n\nmsgctxt "b.id"\nmsgid "Two"\nmsgstr "Dwa"\n'
    )
    _, entries = parse_po(text)
    first, second = entries
    assert first.context == "a.id" and first.flags == {"fuzzy", "python-brace-format"}
    assert first.comments == ["a note"] and first.previous == ['msgid "Old {n}"']
    assert second.context == "b.id" and second.flags == set()


@pytest.mark.parametrize(
    ("x", "language", "expected"),
    [
        (4.5, "en", "4.5"),
        (4.5, "pl", "4,5"),
        (-0.5, "pt", "−0,5"),
        (27.5, "ro", "27,5"),
        (4.0, "pl", "4"),
        (-0.04, "en", "0"),
        (12345.25, "pl", "12\u00a0345,2"),
        (1234.5, "en", "1,234.5"),
    ],
)
def test_decimals_are_written_the_languages_way(x, language, expected):
    assert format_decimal(x, language) == expected


def test_a_move_played_says_its_points_with_the_languages_plural_forms():
    """Romanian counts from 20 with "de" (20 de puncte), so the sentence of a move played is a plural entry on its
    total (the second review's last Romanian entry); English keeps "for 20"."""
    said = {n: render("widget.played", {"player": "Ana", "notation": "8H CASĂ", "total": n}, "ro") for n in (1, 3, 20)}
    assert said == {
        1: "Ana a jucat 8H CASĂ și a obținut 1 punct.",
        3: "Ana a jucat 8H CASĂ și a obținut 3 puncte.",
        20: "Ana a jucat 8H CASĂ și a obținut 20 de puncte.",
    }
    assert render("widget.played", {"player": "You", "notation": "8H CASĂ", "total": 101}, "ro") == (
        "Ai jucat 8H CASĂ și ai obținut 101 puncte."
    )
    assert render("widget.played", {"player": "Ana", "notation": "8H CASA", "total": 1}, "pt") == (
        "Ana jogou 8H CASA e fez 1 ponto."
    )
    assert render("widget.played", {"player": "Ana", "notation": "8H QUIET", "total": 1}, "en") == (
        "Ana played 8H QUIET for 1."
    )
