"""A small reader and writer of gettext ``.po`` files (stdlib only, so it runs in Pyodide too).

Only what the catalogue uses: ``msgctxt`` (the message id), ``msgid`` / ``msgid_plural`` (the
English template, so a translation whose English changed no longer matches), ``msgstr`` /
``msgstr[i]``, ``#,`` flags (a ``fuzzy`` entry is not used), ``#.`` and ``#|`` comments, and
obsolete ``#~`` entries (skipped). Translators' tools (Poedit, Lokalize, Weblate, msgfmt) read
and write the same files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


@dataclass
class PoEntry:
    """One message: its id (``msgctxt``), the English it translates and the translation."""

    context: str | None
    msgid: str
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # "#." lines (for translators)
    previous: list[str] = field(default_factory=list)  # "#|" lines (the English before it changed)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return not self.fuzzy and all(self.msgstr)


def _unquote(text: str, path: str, number: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{path}:{number}: expected a quoted string, found {text!r}")
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), text[1:-1])


def parse_po(text: str, path: str = "<po>") -> tuple[dict[str, str], list[PoEntry]]:
    """The header fields and the entries of a ``.po`` file (the header entry is not among them)."""
    entries: list[PoEntry] = []
    current: dict[str, Any] | None = None
    key: str | int | None = None

    def finish() -> None:
        nonlocal current
        if current is not None and "msgid" in current:
            strings = current["msgstr"]
            msgstr = [strings[i] for i in sorted(strings)] if strings else [""]
            entries.append(
                PoEntry(
                    current.get("msgctxt"),
                    current["msgid"],
                    current.get("msgid_plural"),
                    msgstr,
                    current["flags"],
                    current["comments"],
                    current["previous"],
                )
            )
        current = None

    def fresh() -> dict[str, Any]:
        return {"msgstr": {}, "flags": set(), "comments": [], "previous": []}

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line:
                finish()
                key = None
            continue
        if line.startswith("#"):
            if current is not None and "msgid" in current:
                finish()
            current = current or fresh()
            if line.startswith("#,"):
                current["flags"].update(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#."):
                current["comments"].append(line[2:].strip())
            elif line.startswith("#|"):
                current["previous"].append(line[2:].strip())
            continue
        if line.startswith('"'):
            if current is None or key is None:
                raise ValueError(f"{path}:{number}: a continued string with nothing to continue")
            value = _unquote(line, path, number)
            if isinstance(key, int):
                current["msgstr"][key] += value
            else:
                current[key] += value
            continue
        word, _, rest = line.partition(" ")
        if (
            current is not None
            and ("msgid" in current or (word == "msgctxt" and "msgctxt" in current))
            and word in ("msgctxt", "msgid")
        ):  # a new entry starts; its comments and flags stay with it
            finish()
        current = current or fresh()
        match = re.fullmatch(r"msgstr\[(\d+)\]", word)
        if match:
            key = int(match.group(1))
            current["msgstr"][key] = _unquote(rest, path, number)
        elif word == "msgstr":
            key = 0
            current["msgstr"][0] = _unquote(rest, path, number)
        elif word in ("msgctxt", "msgid", "msgid_plural"):
            key = word
            current[word] = _unquote(rest, path, number)
        else:
            raise ValueError(f"{path}:{number}: cannot read {line!r}")
    finish()
    header: dict[str, str] = {}
    body = []
    for entry in entries:
        if entry.context is None and entry.msgid == "":
            for row in entry.msgstr[0].splitlines():
                name, _, value = row.partition(":")
                if name.strip():
                    header[name.strip()] = value.strip()
        else:
            body.append(entry)
    return header, body


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    if "\n" in escaped.rstrip("\n"):
        parts = escaped.split("\n")
        lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return '""\n' + "\n".join(f'"{p}"' for p in lines)
    return '"' + escaped.replace("\n", "\\n") + '"'


def write_po(header: dict[str, str], entries: list[PoEntry], preamble: str = "") -> str:
    """The text of a ``.po`` file: an optional comment preamble, the header entry, then the entries."""
    out = [preamble.rstrip("\n")] if preamble else []
    out += ['msgid ""', "msgstr " + _quote("".join(f"{k}: {v}\n" for k, v in header.items())), ""]
    for entry in entries:
        out += [f"#. {c}" for c in entry.comments]
        if entry.flags:
            out.append("#, " + ", ".join(sorted(entry.flags)))
        out += [f"#| {p}" for p in entry.previous]
        if entry.context is not None:
            out.append("msgctxt " + _quote(entry.context))
        out.append("msgid " + _quote(entry.msgid))
        if entry.msgid_plural is not None:
            out.append("msgid_plural " + _quote(entry.msgid_plural))
            out += [f"msgstr[{i}] " + _quote(s) for i, s in enumerate(entry.msgstr)]
        else:
            out.append("msgstr " + _quote(entry.msgstr[0]))
        out.append("")
    return "\n".join(out)
