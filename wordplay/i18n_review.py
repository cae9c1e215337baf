"""One HTML page a translator reviews a language on: every sentence, filled with sample values.

``python -m wordplay.i18n review --language pt --out review.html`` writes it. Each catalogue id
(and each of its ``@<variant>`` / ``@you`` forms) is rendered with names of both genders and the
learner's own seat ("You"), and every plural entry with the numbers 1, 2, 5, 12, 22, 25, 101 and
112 (the ones that pick different plural forms in Polish, Portuguese and Romanian, "de" from 20
on included). The page also shows the catalogue's status and the language's glossary. Every text
on it is escaped: a sentence is data, never markup.
"""

from __future__ import annotations

import html
import string
from collections.abc import Iterator, Mapping
from typing import Any

from wordplay.core.messages import FORM_SEPARATOR, YOU, YOU_SEAT, catalogue, render, translations

SAMPLE_NUMBERS = (1, 2, 5, 12, 22, 25, 101, 112)
SAMPLE_NAMES = {"en": ("Ann", "Ben"), "pl": ("Ala", "Olek"), "pt": ("Inês", "Rui"), "ro": ("Ana", "Mihai")}
NAME_FIELDS = ("player", "holder", "thief", "name", "winner")
# Sample values of the placeholders that are not counts (what a learner would see there).
TEXT_SAMPLES: dict[str, str] = {
    "words": "QUIXT",
    "word": "CAT",
    "new": "CATS",
    "text": "QUIRKY",
    "notation": "8H ZAX",
    "move": "8H ZAX",
    "played": "8H ZAX",
    "best": "H8 QUIRKY",
    "square": "H8",
    "squares": "H8, H9",
    "spot": "0,0",
    "spots": "0,0, 0,1",
    "letter": "Q",
    "tile": "Q",
    "tiles": "Q, Z",
    "rack": "AEINRST",
    "hand": "AEINRST",
    "cards": "Q, Z",
    "card": "Q",
    "premium": "2L",
    "variant": "Literaki",
    "language": "pt",
    "languages": "en, pl, pt, ro",
    "players": "Ann, Ben",
}
NUMBER_SAMPLE = 12  # a number beside the count of a plural entry


def placeholders(template: str) -> list[str]:
    return [field for _, field, _, _ in string.Formatter().parse(template) if field]


def samples(message_id: str, template: Any, language: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """The sample fillings of one sentence: each name (both genders, "You") and each sample number."""
    texts = [template] if isinstance(template, str) else [template["one"], template["other"]]
    fields = {f.split(".")[0].split("[")[0] for t in texts for f in placeholders(t)}
    count = template.get("count", "n") if isinstance(template, Mapping) else None
    names = (*SAMPLE_NAMES.get(language, SAMPLE_NAMES["en"]), YOU_SEAT) if fields & set(NAME_FIELDS) else (None,)
    numeric = {f for f in fields if f not in NAME_FIELDS and f not in TEXT_SAMPLES}
    numbers = SAMPLE_NUMBERS if numeric else (None,)
    for name in names:
        for n in numbers:
            params: dict[str, Any] = {}
            for field in fields:
                if field in NAME_FIELDS:
                    params[field] = name
                elif field in numeric:  # the count takes each sample; so does a number outside a plural entry
                    params[field] = n if field == count or count is None else NUMBER_SAMPLE
                else:
                    params[field] = TEXT_SAMPLES[field]
            label = ", ".join(str(v) for v in (name, n) if v is not None)
            yield label, params


def variants_of(language: str) -> list[str]:
    """The variants with forms of their own in ``language``."""
    found = {part for mid in translations(language) for part in mid.split(FORM_SEPARATOR)[1:] if part != YOU}
    return sorted(found)


def rows(language: str) -> Iterator[tuple[str, str, list[tuple[str, str]]]]:
    """Per id (and per variant with a form of it): the id, the English and the rendered samples."""
    ids = set(translations(language)) if language != "en" else set()
    variants = variants_of(language)
    for message_id, template in catalogue("en").items():
        english = template if isinstance(template, str) else f"{template['one']} | {template['other']}"
        shown = [None, *(v for v in variants if any(m.startswith(f"{message_id}@{v}") for m in ids))]
        for variant in shown:
            said = [
                (label, render(message_id, params, language, variant))
                for label, params in samples(message_id, template, language)
            ]
            yield (message_id + (f" ({variant})" if variant else "")), english, said


def review_html(
    language: str, counts: tuple[int, int, int] | None = None, words: Mapping[str, Any] | None = None
) -> str:
    """The whole page for ``language``, every text escaped: ``counts`` (translated, fuzzy, missing)
    and the glossary ``words`` come from :mod:`wordplay.i18n`, which writes the page."""
    e = html.escape
    plain = [m for m in translations(language) if FORM_SEPARATOR not in m]
    done, fuzzy, missing = counts or (len(plain), 0, len(catalogue("en")) - len(plain))
    words = words or {}
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{e(language)}"><head><meta charset="utf-8">',
        f"<title>wordplay: every sentence in {e(language)}</title>",
        (
            "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;width:100%}"
            "td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left}"
            ".id{font-family:monospace;white-space:nowrap}.en{color:#555}.label{color:#888;white-space:nowrap}</style>"
        ),
        "</head><body>",
        f"<h1>wordplay: every sentence in {e(language)}</h1>",
        (
            f"<p>Catalogue: {done} translated, {fuzzy} fuzzy, {missing} missing. "
            f"Names: {e(', '.join((*SAMPLE_NAMES.get(language, SAMPLE_NAMES['en']), YOU_SEAT)))}; "
            f"numbers: {e(', '.join(map(str, SAMPLE_NUMBERS)))}.</p>"
        ),
    ]
    if words.get("variants"):
        out.append(
            "<h2>Glossary</h2><table><tr><th>game</th><th>term</th><th>the rule text's word</th>"
            "<th>where</th><th>not</th></tr>"
        )
        for _variant, spec in words["variants"].items():
            never = ", ".join(rule["pattern"] for rule in spec.get("forbidden", []))
            for term in spec["terms"]:
                out.append(
                    f"<tr><td>{e(spec['name'])}</td><td>{e(term['term'])}</td><td>{e(term['word'])}</td>"
                    f"<td>{e(term['where'])}</td><td>{e(never)}</td></tr>"
                )
        out.append("</table>")
    out.append("<h2>Sentences</h2><table><tr><th>id</th><th>English</th><th>sample</th><th>said</th></tr>")
    for message_id, english, said in rows(language):
        span = max(len(said), 1)
        first = True
        for label, text in said:
            head = (
                f'<td class="id" rowspan="{span}">{e(message_id)}</td><td class="en" rowspan="{span}">{e(english)}</td>'
                if first
                else ""
            )
            out.append(f'<tr>{head}<td class="label">{e(label)}</td><td>{e(text)}</td></tr>')
            first = False
    out.append("</table></body></html>")
    return "\n".join(out) + "\n"
