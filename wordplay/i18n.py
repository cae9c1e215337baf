"""Keep the translations in step with the English catalogue: ``python -m wordplay.i18n``.

``extract`` writes ``wordplay/data/locale/wordplay.pot`` (every English id as a gettext
entry: ``msgctxt`` the id, ``msgid`` the English) and merges it into each ``<language>.po``,
as ``msgmerge`` does: new ids arrive untranslated, an id whose English changed keeps its old
translation marked ``fuzzy`` (not shown until a translator checks it), ids gone from the
English are kept at the end as obsolete ``#~`` entries (an id's ``@<variant>`` and ``@you`` forms
follow its English). ``status`` counts, per language, the translated, fuzzy and missing ids.
``init <language>`` starts a new language. ``review --language pt --out review.html`` writes one
page with every sentence of a language, filled with sample names and numbers (see
``docs/translating.md``).
Translators then edit the ``.po`` with any gettext tool (Poedit, Lokalize, Weblate, a text editor).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from wordplay.core.messages import FORM_SEPARATOR, YOU, base_id
from wordplay.core.plurals import PLURAL_RULES
from wordplay.core.po import PoEntry, parse_po, write_po
from wordplay.core.registry import registry

PREAMBLE = """# Sentences of wordplay, translated from the English catalogue (wordplay/data/messages/*.en.json).
# msgctxt is the message id; msgid the English; {name} placeholders must stay as they are.
# Update with: python -m wordplay.i18n extract"""


def messages_folder() -> Path:
    return Path(str(resources.files("wordplay.data") / "messages"))


def locale_folder() -> Path:
    return Path(str(resources.files("wordplay.data") / "locale"))


def source_entries() -> list[PoEntry]:
    """Every English id as an untranslated entry, in file then catalogue order, naming its file."""
    merged: dict[str, tuple[str, Any]] = {}  # the same files and order as messages.catalogue
    for path in sorted(messages_folder().iterdir(), key=lambda p: p.name):
        if path.name == "en.json" or path.name.endswith(".en.json"):
            for message_id, template in json.loads(path.read_text(encoding="utf-8")).items():
                merged[message_id] = (path.name, template)
    entries = []
    for message_id, (name, template) in merged.items():
        if isinstance(template, str):
            entry = PoEntry(message_id, template, comments=[name])
        else:
            count = template.get("count", "n")
            entry = PoEntry(
                message_id,
                template["one"],
                template["other"],
                ["", ""],
                comments=[name, f"plural: the count is {{{count}}}"],
            )
        if "{" in entry.msgid + (entry.msgid_plural or ""):
            entry.flags.add("python-brace-format")  # msgfmt -c and translators' tools check the placeholders
        entries.append(entry)
    return entries


def header(language: str | None) -> dict[str, str]:
    plural = PLURAL_RULES[language][1] if language else "nplurals=INTEGER; plural=EXPRESSION;"
    return {
        "Project-Id-Version": "wordplay",
        "Language": language or "",
        "Language-Team": "none yet (drafted for wordplay; native review welcome)",
        "Last-Translator": "wordplay",
        "PO-Revision-Date": "2026-11-23 21:00+0000",
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": plural,
    }


def merge(language: str, old: list[PoEntry], source: list[PoEntry]) -> tuple[list[PoEntry], list[PoEntry]]:
    """The entries of ``language``'s ``.po`` after the English changed, and the obsolete ones."""
    forms = len(PLURAL_RULES[language][2])
    by_id = {e.context: e for e in old}
    merged = []
    for src in source:
        entry = PoEntry(
            src.context,
            src.msgid,
            src.msgid_plural,
            [""] * (forms if src.msgid_plural is not None else 1),
            set(src.flags),
            comments=list(src.comments),
        )
        before = by_id.get(src.context)
        if before is not None:
            entry.flags |= before.flags & {"fuzzy"}
            if (before.msgid, before.msgid_plural) == (src.msgid, src.msgid_plural):
                entry.msgstr = (before.msgstr + [""] * len(entry.msgstr))[: len(entry.msgstr)]
                entry.previous = list(before.previous)
            elif any(before.msgstr):
                entry.flags.add("fuzzy")
                entry.previous = [f"msgid {json.dumps(before.msgid, ensure_ascii=False)}"]
                entry.msgstr = [before.msgstr[min(i, len(before.msgstr) - 1)] for i in range(len(entry.msgstr))]
        merged.append(entry)
    known = {e.context for e in source}
    by_source = {e.context: e for e in source}
    for form in old:  # "<id>@<variant>" and "<id>@you" forms follow their id's English, after the ids
        plain = by_source.get(base_id(form.context or ""))
        if form.context in known or plain is None or FORM_SEPARATOR not in (form.context or ""):
            continue
        if (form.msgid, form.msgid_plural) != (plain.msgid, plain.msgid_plural) and any(form.msgstr):
            form.flags.add("fuzzy")
            form.previous = [f"msgid {json.dumps(form.msgid, ensure_ascii=False)}"]
            form.msgid, form.msgid_plural = plain.msgid, plain.msgid_plural
        merged.append(form)
    kept = {e.context for e in merged}
    return merged, [e for e in old if e.context not in kept]


def glossary(language: str) -> dict[str, Any]:
    """Each game's own words in ``language`` (``wordplay/data/glossary/<language>.json``), or none."""
    path = Path(str(resources.files("wordplay.data") / "glossary" / f"{language}.json"))
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"variants": {}}


def said_in(language: str, variant: str | None) -> dict[str, list[str]]:
    """Every translated template of ``language`` as shown in ``variant``: its ``@<variant>`` form, else the plain one.

    (The ``@you`` forms are listed under their own ids: they are shown in every variant.)"""
    entries = {e.context or "": e for e in read(language) if e.translated}
    out: dict[str, list[str]] = {}
    for message_id, entry in entries.items():
        base, _, form = message_id.partition(FORM_SEPARATOR)
        parts = form.split(FORM_SEPARATOR) if form else []
        you = parts[-1:] == [YOU]
        own = [p for p in parts if p != YOU]
        if own and own != [variant]:
            continue  # another variant's form
        if not own and variant and FORM_SEPARATOR.join([base, variant, *([YOU] if you else [])]) in entries:
            continue  # this variant has its own form of the sentence
        out[message_id] = list(entry.msgstr)
    return out


def translations_ids(language: str) -> set[str]:
    """The ids (forms included) ``language`` translates."""
    return {e.context or "" for e in read(language) if e.translated}


def po_path(language: str) -> Path:
    return locale_folder() / f"{language}.po"


def read(language: str) -> list[PoEntry]:
    path = po_path(language)
    return parse_po(path.read_text(encoding="utf-8"), str(path))[1] if path.exists() else []


def write(language: str, entries: list[PoEntry], obsolete: Sequence[PoEntry] = ()) -> None:
    text = write_po(header(language), entries, PREAMBLE)
    if obsolete:
        bare = [PoEntry(e.context, e.msgid, e.msgid_plural, list(e.msgstr)) for e in obsolete]
        gone = write_po({}, bare).split("\n")[3:]
        text += "\n" + "\n".join(("#~ " + line) if line else "" for line in gone)
    po_path(language).write_text(text, encoding="utf-8")


def languages() -> list[str]:
    return sorted(p.stem for p in locale_folder().glob("*.po"))


def extract() -> None:
    source = source_entries()
    locale_folder().mkdir(exist_ok=True)
    (locale_folder() / "wordplay.pot").write_text(write_po(header(None), source, PREAMBLE), encoding="utf-8")
    for language in languages():
        entries, obsolete = merge(language, read(language), source)
        write(language, entries, obsolete)
    print(f"{len(source)} ids; merged into {', '.join(languages()) or 'no language yet'}")


def status() -> list[tuple[str, int, int, int]]:
    """Per language: translated, fuzzy and missing ids (against the current English)."""
    return [(language, len(done), len(fuzzy), len(missing)) for language, done, fuzzy, missing in _sorted_ids()]


def _sorted_ids() -> list[tuple[str, list[str], list[str], list[str]]]:
    source = {e.context or "": e for e in source_entries()}
    rows = []
    for language in languages():
        current = {e.context: e for e in read(language)}
        done: list[str] = []
        fuzzy: list[str] = []
        missing: list[str] = []
        for message_id, src in source.items():
            entry = current.get(message_id)
            if entry is not None and (entry.msgid, entry.msgid_plural) == (src.msgid, src.msgid_plural):
                if entry.translated:
                    done.append(message_id)
                    continue
                if entry.fuzzy and any(entry.msgstr):
                    fuzzy.append(message_id)
                    continue
            missing.append(message_id)
        rows.append((language, done, fuzzy, missing))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m wordplay.i18n", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract", help="write the .pot and merge it into every .po")
    status_parser = sub.add_parser("status", help="count translated, fuzzy and missing ids per language")
    status_parser.add_argument("--list", action="store_true", help="name the fuzzy and missing ids")
    init = sub.add_parser("init", help="start the .po of a new language")
    init.add_argument("language", choices=sorted(PLURAL_RULES))
    review = sub.add_parser("review", help="write one HTML page with every sentence of a language, samples filled in")
    review.add_argument("--language", required=True, choices=["en", *languages()])
    review.add_argument("--out", default="review.html", help="the page to write (default: review.html)")
    args = parser.parse_args(argv)
    if args.command == "review":
        from wordplay.i18n_review import review_html

        counts = {lang: (done, fuzzy, missing) for lang, done, fuzzy, missing in status()}
        page = review_html(args.language, counts.get(args.language), glossary(args.language))
        Path(args.out).write_text(page, encoding="utf-8")
        print(f"{args.out}: every sentence in {args.language}")
    elif args.command == "extract":
        extract()
    elif args.command == "init":
        if not po_path(args.language).exists():
            write(args.language, merge(args.language, [], source_entries())[0])
        extract()
    else:
        started = registry().started_languages
        for language, done, fuzzy, missing in _sorted_ids():
            state = " (started: the rest shows in English)" if language in started else ""
            print(f"{language}: {len(done)} translated, {len(fuzzy)} fuzzy, {len(missing)} missing{state}")
            if args.list:
                print("".join(f"  fuzzy   {m}\n" for m in fuzzy) + "".join(f"  missing {m}\n" for m in missing), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
