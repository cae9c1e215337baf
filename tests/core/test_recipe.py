"""CONTRIBUTING.md's recipes, followed to the letter: a toy variant and a toy language added to a copy
of the tree, then the house's own tests and a few uses run on the copy.

The variant is Wordsmith Junior: the middle 11x11 of the standard board, Wordsmith's tiles, words
and game. The language is a started Spanish (its plural rule, a catalogue with a few sentences,
marked started in the registry). Each step edits only files that ``Adding a variant`` and ``Adding a
language`` name, and the test checks that they are named there; then, on the copy: the registry walk
and the catalogue tests, random games of every board variant to every kind of end read back from GCG
and JSON, self-play between the computer levels with the family's invariants, a widget, a puzzle, a
play page in the new language, and ``python -m wordplay.i18n status``. When the recipe and the code
drift apart (a file the recipe does not name becomes needed, a test lists variants by hand again),
this test fails.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOY, LANGUAGE = "wordsmith-junior", "es"
pytestmark = pytest.mark.slow  # a copy of the tree and several test files run on it

# What each step writes, as CONTRIBUTING.md names it (the toy's own names filled in).
VARIANT_FILES = (
    "wordplay/data/boards/junior11.txt",
    "wordplay/data/rulesets/wordsmith-junior.json",
    "wordplay/data/messages/sweep.en.json",
    "wordplay/data/locale/wordplay.pot",
    "wordplay/data/locale/pl.po",
    "wordplay/data/locale/pt.po",
    "wordplay/data/locale/ro.po",
    "wordplay/data/registry.json",
)
LANGUAGE_FILES = (
    "wordplay/core/plurals.py",
    "wordplay/data/locale/es.po",
    "wordplay/data/registry.json",
)
# How the recipe names each file (the generic name a contributor reads).
NAMED_AS = {
    "wordplay/data/boards/junior11.txt": "wordplay/data/boards/<layout>.txt",
    "wordplay/data/rulesets/wordsmith-junior.json": "wordplay/data/rulesets/<id>.json",
    "wordplay/data/messages/sweep.en.json": "wordplay/data/messages/sweep.en.json",
    "wordplay/data/locale/wordplay.pot": "wordplay/data/locale/wordplay.pot",
    "wordplay/data/locale/pl.po": "wordplay/data/locale/<language>.po",
    "wordplay/data/locale/pt.po": "wordplay/data/locale/<language>.po",
    "wordplay/data/locale/ro.po": "wordplay/data/locale/<language>.po",
    "wordplay/data/registry.json": "wordplay/data/registry.json",
    "wordplay/core/plurals.py": "wordplay/core/plurals.py",
    "wordplay/data/locale/es.po": "wordplay/data/locale/<code>.po",
}


def _section(title: str) -> str:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end > 0 else None]


def _run(root: Path, *args: str, timeout: int = 1200) -> str:
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, *args], cwd=root, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for top in ("wordplay", "docs", "tests", "notebooks")
        for p in (root / top).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and not p.is_symlink()
    }


def _translate(po: Path, message_id: str, *forms: str) -> None:
    """Fill the translation of ``message_id`` in a ``.po`` file, as a translator's tool would."""
    text = po.read_text(encoding="utf-8")
    block = re.compile(rf'(msgctxt "{re.escape(message_id)}"\n(?:msgid.*\n)+)((?:msgstr.*\n)+)')
    found = block.search(text)
    assert found, f"{message_id} is not in {po.name}"
    if len(forms) == 1:
        msgstr = f'msgstr "{forms[0]}"\n'
    else:
        msgstr = "".join(f'msgstr[{i}] "{form}"\n' for i, form in enumerate(forms))
    po.write_text(text[: found.start(2)] + msgstr + text[found.end(2) :], encoding="utf-8")


def _edit_json(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def add_variant(root: Path) -> None:
    """CONTRIBUTING.md, "Adding a variant", for Wordsmith Junior."""
    data = root / "wordplay" / "data"
    # 1. its board: the standard board's middle 11x11 (rows 3 to 13, columns C to M), start in the middle
    standard = (data / "boards" / "standard15.txt").read_text(encoding="utf-8").splitlines()
    rows = [line.split()[1:] for line in standard if re.match(r"^\s*\d+ ", line)]
    middle = [row[2:13] for row in rows[2:13]]
    lines = ["# Wordsmith Junior: the middle 11x11 of the standard board.", "   " + "  ".join("ABCDEFGHIJK")]
    lines += [f"{r + 1:2d} " + " ".join(cells) for r, cells in enumerate(middle)]
    (data / "boards" / "junior11.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # 2. its tiles: Wordsmith's (named by the ruleset); 3. its ruleset: wordsmith.json, changed where it differs
    ruleset = json.loads((data / "rulesets" / "wordsmith.json").read_text(encoding="utf-8"))
    ruleset.update(id=TOY, name="Wordsmith Junior", board="boards/junior11.txt", source="a made-up variant")
    (data / "rulesets" / f"{TOY}.json").write_text(json.dumps(ruleset, indent=2) + "\n", encoding="utf-8")
    # 4. its name, merged into the catalogues and translated
    _edit_json(data / "messages" / "sweep.en.json", lambda d: d.update({f"ruleset.{TOY}": "Wordsmith Junior"}))
    _run(root, "-m", "wordplay.i18n", "extract")
    for language, name in (("pl", "Wordsmith Junior"), ("pt", "Wordsmith Júnior"), ("ro", "Wordsmith Junior")):
        _translate(data / "locale" / f"{language}.po", f"ruleset.{TOY}", name)
    # 5. the registry: a variant of the printed game Wordsmith (its rules section and tutorial)
    _edit_json(
        data / "registry.json",
        lambda d: d["variants"].update({TOY: {"family": "board", "ruleset": TOY, "game": "wordsmith"}}),
    )


def add_language(root: Path) -> None:
    """CONTRIBUTING.md, "Adding a language", for a started Spanish."""
    data = root / "wordplay" / "data"
    # 1. its plural rule (CLDR es for whole numbers: one for 1, other for the rest) and digit grouping
    plurals = root / "wordplay" / "core" / "plurals.py"
    text = plurals.read_text(encoding="utf-8")
    text = text.replace(
        "PLURAL_RULES: dict[str, tuple[Callable[[int], int], str, tuple[str, ...]]] = {\n",
        "PLURAL_RULES: dict[str, tuple[Callable[[int], int], str, tuple[str, ...]]] = {\n"
        '    "es": (_en, "nplurals=2; plural=(n != 1);", ("one", "other")),\n',
    )
    text = text.replace(
        "_GROUPING: dict[str, tuple[str, int]] = {\n",
        '_GROUPING: dict[str, tuple[str, int]] = {\n    "es": (".", 5),\n',
    )
    assert text.count('"es"') == 2, "plurals.py is no longer laid out as the recipe expects"
    plurals.write_text(text, encoding="utf-8")
    # 2. its catalogue
    _run(root, "-m", "wordplay.i18n", "init", LANGUAGE)

    # 3. the registry: a language, started
    def started(d):
        d["languages"][LANGUAGE] = "español"
        d["started_languages"] = [*d.get("started_languages", []), LANGUAGE]

    _edit_json(data / "registry.json", started)
    # 4. a few sentences translated
    po = data / "locale" / f"{LANGUAGE}.po"
    _translate(po, "refusal.game_over", "La partida ha terminado.")
    _translate(po, "plural.points", "{n} punto", "{n} puntos")
    _translate(po, f"ruleset.{TOY}", "Wordsmith Junior")


@pytest.fixture(scope="module")
def house(tmp_path_factory) -> Path:
    """A copy of the tree with the toy variant and language added by the recipes (and what they changed)."""
    root = tmp_path_factory.mktemp("house")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints")
    for name in ("wordplay", "tests", "docs"):
        shutil.copytree(ROOT / name, root / name, ignore=ignore, symlinks=True)
    for name in ("pyproject.toml", "CONTRIBUTING.md", "README.md"):
        shutil.copy(ROOT / name, root / name)
    for name in ("notebooks", "lite"):  # read, not changed
        (root / name).symlink_to(ROOT / name)
    if not (root / "wordplay" / "lexicons").exists():  # the word lists live beside the package
        (root / "wordplay" / "lexicons").symlink_to(ROOT / "lexicons")
    before = _snapshot(root)
    add_variant(root)
    add_language(root)
    after = _snapshot(root)
    changed = sorted(p for p in after.keys() | before.keys() if before.get(p) != after.get(p))
    (root / "changed.json").write_text(json.dumps(changed), encoding="utf-8")
    return root


def test_the_recipes_name_every_file_they_touch(house):
    changed = json.loads((house / "changed.json").read_text(encoding="utf-8"))
    assert sorted(set(changed)) == sorted(set(VARIANT_FILES) | set(LANGUAGE_FILES)), "a step touched another file"
    for files, title in ((VARIANT_FILES, "Adding a variant"), (LANGUAGE_FILES, "Adding a language")):
        section = _section(title)
        missing = [f for f in files if NAMED_AS[f] not in section]
        assert not missing, f"CONTRIBUTING.md's {title!r} does not name {missing}"


def test_the_house_tests_pass_with_the_toy_variant_and_language(house):
    tests = (
        "tests/core/test_registry.py",
        "tests/core/test_i18n.py",
        "tests/core/test_shared.py",
        "tests/core/test_names_agree.py",
        "tests/board/test_round_trips.py",
        "tests/play/test_play_page.py",
    )
    out = _run(house, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=-q", "-m", "not slow", *tests)
    assert " passed" in out and " failed" not in out
    collected = _run(house, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=", "--collect-only", "-q", *tests)
    assert f"[{TOY}-exchange-last]" in collected and f"[{TOY}]" in collected  # the toy is among the variants


def test_the_toy_variant_plays_saves_draws_and_makes_puzzles(house):
    script = f"""
from tests.board.test_round_trips import play_to
from tests.support.board_helpers import AcceptAll
from wordplay.board.gcg import game_from_gcg, game_to_gcg
from wordplay.board.testing import self_play
from wordplay.core.lexicon import load_lexicon
from wordplay.core.messages import render
from wordplay.core.registry import get_ruleset
from wordplay.play import play
from wordplay.puzzles import make_puzzles
from wordplay.widgets import BoardGameWidget

ruleset = get_ruleset("{TOY}")
assert ruleset.layout.size == 11 and ruleset.tiles.counter() == get_ruleset("wordsmith").tiles.counter()
report = self_play("{TOY}", 2, (1, 3), lexicon=load_lexicon("enable"))
assert report.finished == 2, report
for seed in range(6):
    game = play_to("{TOY}", "exchange-last", seed, 2)
    assert game_from_gcg(game_to_gcg(game), AcceptAll()).scores == game.scores
widget = BoardGameWidget("{TOY}", ["Ana", ("Computer", 3)], seed=4, language="{LANGUAGE}")
assert widget.game.board.size == 11
puzzles = make_puzzles("{TOY}", count=1, seed=3)
assert puzzles.variant == "{TOY}" and len(puzzles.puzzles) == 1
page = play("{TOY}", "{LANGUAGE}", seed=5)
page.panel.request = {{"seq": 1, "action": "start", "level": 3, "name": "Ana"}}
assert page.game_widget.game.ruleset.id == "{TOY}"
print(render("plural.points", {{"n": 1}}, "{LANGUAGE}"), "|", render("plural.points", {{"n": 3}}, "{LANGUAGE}"))
print(render("refusal.exchange_empty", {{}}, "{LANGUAGE}") == render("refusal.exchange_empty", {{}}, "en"))
"""
    out = _run(house, "-c", script)
    assert out.splitlines()[-2:] == ["1 punto | 3 puntos", "True"]  # translated; the rest in English
    status = _run(house, "-m", "wordplay.i18n", "status")
    spanish = next(line for line in status.splitlines() if line.startswith(f"{LANGUAGE}:"))
    assert spanish.startswith("es: 3 translated, 0 fuzzy") and spanish.endswith("(started: the rest shows in English)")
