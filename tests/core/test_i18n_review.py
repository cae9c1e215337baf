"""The translators' review page: every sentence of a language, filled with both genders, "You" and
the sample numbers, on one escaped HTML page (``python -m wordplay.i18n review``)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from wordplay import i18n, i18n_review
from wordplay.core.messages import catalogue


class Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.cells: list[str] = []
        self.tags: list[str] = []
        self._in = False

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "td":
            self._in = True
            self.cells.append("")

    def handle_endtag(self, tag):
        self._in = self._in and tag != "td"

    def handle_data(self, data):
        if self._in:
            self.cells[-1] += data


@pytest.mark.parametrize("language", ["pt", "ro", "pl"])
def test_the_page_has_every_sentence_with_both_genders_you_and_the_numbers(tmp_path, language):
    out = tmp_path / "review.html"
    assert i18n.main(["review", "--language", language, "--out", str(out)]) == 0
    page = Cells()
    page.feed(out.read_text(encoding="utf-8"))
    text = "\n".join(page.cells)
    assert all(message_id in page.cells for message_id in catalogue("en"))  # one row (at least) per id
    female, male = i18n_review.SAMPLE_NAMES[language]
    for sample in (female, male, "You", *(str(n) for n in i18n_review.SAMPLE_NUMBERS)):
        assert sample in page.cells, sample  # the sample column names each
    said = {
        "pt": ("Fora do dicionário: QUIXT.", "É a tua vez; restam 22 peças no saco.", "Vence Inês."),
        "ro": ("Nu se află în dicționar: QUIXT.", "în sac sunt 22 de piese", "Câștigă Mihai."),
        "pl": ("Brak w słowniku", "Twój ruch; w puli 22 płytki.", "Wygrywa Ala."),
    }[language]
    for sentence in said:
        assert sentence in text, sentence
    assert page.tags.count("script") == 0


def test_every_text_on_the_page_is_escaped(monkeypatch):
    monkeypatch.setitem(i18n_review.TEXT_SAMPLES, "words", "<b>QUIXT</b>")
    page = i18n_review.review_html("pt", words=i18n.glossary("pt"))
    assert "<b>" not in page and "&lt;b&gt;QUIXT&lt;/b&gt;" in page


def test_a_plural_entry_gets_every_sample_number():
    fillings = list(i18n_review.samples("widget.count.bag", catalogue("en")["widget.count.bag"], "ro"))
    assert [params["count"] for _, params in fillings] == list(i18n_review.SAMPLE_NUMBERS)
    named = list(i18n_review.samples("widget.passed", catalogue("en")["widget.passed"], "ro"))
    assert [params["player"] for _, params in named] == ["Ana", "Mihai", "You"]
