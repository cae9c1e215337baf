"""The lexicon loader and the shipped word lists.

The English tests build ENABLE's graph in a temporary cache (about a second). The Polish tests
(marked ``slow``) use the real cache folder, so its graph is built once per machine (~10 s) and
only read afterwards; listing all 3.28 million Polish words takes a few seconds more.
"""

from __future__ import annotations

import lzma
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wordplay.core import lexicon as lexmod
from wordplay.core.lexicon import (
    ENGLISH_ALPHABET,
    POLISH_ALPHABET,
    AcceptAllLexicon,
    Lexicon,
    build_cache,
    cache_path,
    lexicon_from_file,
    lexicon_from_words,
    load_lexicon,
)
from wordplay.core.lexicon_cache import cache_dir
from wordplay.core.wordgraph import graph_from_bytes

ROOT = Path(__file__).resolve().parents[2]
# Not a word in any lexicon, not even AcceptAllLexicon: none of it may raise.
ODD_INPUT = [
    "",
    " ",
    "1",
    "a1",
    "?",
    "A?",
    "*",
    "a b",
    "-",
    "\n",
    "\ud800",
    "\x00",
    "aa\u0301",
    None,
    42,
    3.5,
    b"aa",
    ["aa"],
    ("a",),
]
ODD_IDS = [repr(x)[:12] for x in ODD_INPUT]


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    """An empty cache folder and an empty in-process cache."""
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(lexmod, "_loaded", {})
    return tmp_path / "cache"


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


def shipped_lines(filename: str):
    with lzma.open(ROOT / "lexicons" / filename, "rt", encoding="utf-8") as f:
        for line in f:
            yield line.rstrip("\n").upper()


# -- English ---------------------------------------------------------------------------------


def test_enable_count_and_alphabet(enable):
    assert isinstance(enable, Lexicon)
    assert enable.name == "enable"
    assert enable.alphabet == ENGLISH_ALPHABET
    assert len(enable) == 172_820
    assert load_lexicon("english") is enable
    assert load_lexicon(" English ") is enable


def test_enable_known_words(enable):
    for word in ["AA", "ZAX", "ZYZZYVA", "ZYZZYVAS", "QAT", "XI", "JO", "CAT", "ABSORPTIONS"]:
        assert word in enable, word
    # QI, ZA, OK and EW came with later North American lists (TWL06 and after): not in ENABLE.
    for word in ["QI", "ZA", "OK", "EW", "AAB", "ZYZZYV", "QZ", "XYZZY", "ZZZZZ"]:
        assert word not in enable, word


def test_case_insensitive(enable):
    for word in ["zax", "ZAX", "Zax", "zAx"]:
        assert word in enable


@pytest.mark.parametrize("odd", ODD_INPUT, ids=ODD_IDS)
def test_odd_input_is_not_a_word(enable, odd):
    assert (odd in enable) is False


def test_long_input(enable):
    assert "aa" * 1000 not in enable
    assert "PNEUMONOULTRAMICROSCOPICSILICOVOLCANOCONIOSIS" not in enable


def test_letters_outside_the_alphabet(enable):
    for word in ["Ça", "naïve", "straße", "ＡＡ", "café", "ŻÓŁW"]:
        assert word not in enable


def test_enable_words_round_trip(enable):
    words = enable.words()
    n = 0
    for n, (a, b) in enumerate(zip(words, shipped_lines("enable.txt.xz"), strict=False), 1):  # noqa: B007 (n: the count, checked below)
        assert a == b
    assert n == 172_820
    assert next(words, None) is None


def test_graph_interface_on_enable(enable):
    g = enable.graph
    assert g.accepts(enable.encode("zyzzyva"))
    assert not g.accepts(enable.encode("zyzzyv"))
    z = g.child(g.root, ENGLISH_ALPHABET.index("Z"))
    assert g.letter_mask(z) >> ENGLISH_ALPHABET.index("Y") & 1
    assert enable.decode(enable.encode("Quiz")) == "QUIZ"
    assert enable.encode("qu1z") is None


def test_unknown_name():
    with pytest.raises(ValueError, match="unknown lexicon"):
        load_lexicon("klingon")


# -- the cache -------------------------------------------------------------------------------


def test_cache_dir_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path / "a"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "b"))
    assert cache_dir() == tmp_path / "a"
    monkeypatch.setenv("WORDPLAY_CACHE", "")
    assert cache_dir() == tmp_path / "b" / "wordplay"
    monkeypatch.delenv("WORDPLAY_CACHE")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache_dir() == tmp_path / "home" / ".cache" / "wordplay"


def test_build_cache_writes_a_valid_file(fresh_cache):
    path = build_cache("english")
    assert path == cache_path("enable")
    assert path.parent == fresh_cache
    assert path.name.startswith("enable-") and path.suffix == ".dawg"
    g = graph_from_bytes(path.read_bytes())
    assert g.word_count == 172_820
    assert sorted(p.name for p in fresh_cache.iterdir()) == [path.name]  # no temp file left
    mtime = path.stat().st_mtime_ns
    assert build_cache("enable") == path and path.stat().st_mtime_ns == mtime  # valid: kept
    build_cache("enable", force=True)
    graph_from_bytes(path.read_bytes())


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage"])
def test_corrupt_cache_is_rebuilt(fresh_cache, monkeypatch, damage):
    path = build_cache("enable")
    blob = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(blob[: len(blob) // 3])
    elif damage == "flip":
        b = bytearray(blob)
        b[len(b) // 2] ^= 0xFF
        path.write_bytes(bytes(b))
    elif damage == "empty":
        path.write_bytes(b"")
    else:
        path.write_bytes(b"#" * len(blob))
    monkeypatch.setattr(lexmod, "_loaded", {})
    lex = load_lexicon("enable")
    assert len(lex) == 172_820 and "ZYZZYVA" in lex and "ZYZZYV" not in lex
    assert path.read_bytes() == blob  # rebuilt identically


def test_unwritable_cache_still_loads(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WORDPLAY_CACHE", str(blocker / "cache"))
    monkeypatch.setattr(lexmod, "_loaded", {})
    lex = load_lexicon("enable")
    assert "ZAX" in lex
    with pytest.raises(OSError):
        build_cache("enable")


def test_concurrent_builds_do_not_corrupt(fresh_cache):
    code = (
        "from wordplay.core.lexicon import load_lexicon;"
        "lex = load_lexicon('enable'); assert 'ZAX' in lex and len(lex) == 172820"
    )
    env = {
        **os.environ,
        "WORDPLAY_CACHE": str(fresh_cache),
        "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p),
    }
    procs = [subprocess.Popen([sys.executable, "-c", code], env=env) for _ in range(3)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0]
    files = list(fresh_cache.iterdir())
    assert len(files) == 1 and files[0].suffix == ".dawg"
    assert graph_from_bytes(files[0].read_bytes()).word_count == 172_820


# -- tiny lexicons, files, the test double ---------------------------------------------------------


def test_lexicon_from_words():
    lex = lexicon_from_words(["cat", "Cats", "DOG", "dog", " ", ""], ENGLISH_ALPHABET, "pets")
    assert lex.name == "pets" and len(lex) == 3
    assert list(lex.words()) == ["CAT", "CATS", "DOG"]
    assert "cAt" in lex and "ca" not in lex and "" not in lex
    for odd in ODD_INPUT:
        assert odd not in lex


def test_lexicon_from_file(tmp_path):
    f = tmp_path / "animals.txt"
    f.write_text("Cat\n\ndog\n  emu  \nCAT\n", encoding="utf-8")
    lex = lexicon_from_file(f)
    assert (lex.name, lex.alphabet, len(lex)) == ("animals", ENGLISH_ALPHABET, 3)
    assert "EMU" in lex
    f = tmp_path / "zwierzeta.txt"
    f.write_text("żółw\nkot\nPIES\n", encoding="utf-8")
    lex = lexicon_from_file(f)
    assert lex.alphabet == POLISH_ALPHABET and "ŻÓŁW" in lex and "pies" in lex
    f = tmp_path / "de.txt.xz"
    f.write_bytes(lzma.compress("Strasse\nÜBER\nähnlich\n".encode()))
    lex = lexicon_from_file(f)
    assert lex.name == "de" and lex.alphabet == "ABCEHILNRSTÄÜ"
    assert "über" in lex and "Ähnlich" in lex
    f.write_bytes(lzma.compress("Straße\n".encode()))  # ß has no one-letter capital: no tile
    with pytest.raises(ValueError):
        lexicon_from_file(f)
    lex = lexicon_from_file(tmp_path / "animals.txt", alphabet="acdegmotu")
    assert lex.alphabet == "ACDEGMOTU" and "dog" in lex
    bad = tmp_path / "bad.txt"
    bad.write_text("cat\nr2d2\n", encoding="utf-8")
    with pytest.raises(ValueError):
        lexicon_from_file(bad)
    with pytest.raises(ValueError):
        lexicon_from_file(tmp_path / "zwierzeta.txt", alphabet=ENGLISH_ALPHABET)


def test_accept_all():
    lex = AcceptAllLexicon()
    assert isinstance(lex, Lexicon) and lex.alphabet == ENGLISH_ALPHABET
    assert "ZZZZQ" in lex and "anything" in lex
    for odd in ODD_INPUT:
        assert odd not in lex
    assert "ŻÓŁW" not in lex
    assert "żółw" in AcceptAllLexicon(POLISH_ALPHABET)
    assert "qi" not in AcceptAllLexicon(POLISH_ALPHABET)
    with pytest.raises(TypeError, match="no word graph"):
        _ = lex.graph
    with pytest.raises(TypeError):
        len(lex)
    assert bool(lex)


# -- Polish ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sjp():
    return load_lexicon("sjp")


@pytest.mark.slow
def test_sjp_count_and_alphabet(sjp):
    assert sjp.name == "sjp" and sjp.alphabet == POLISH_ALPHABET
    assert len(sjp) == 3_275_832
    assert 3_200_000 < len(sjp) < 3_350_000
    assert load_lexicon("polish") is sjp


@pytest.mark.slow
def test_sjp_words(sjp):
    for word in [
        "źdźbło",
        "żółw",
        "gżegżółka",
        "zażółcić",
        "gęślą",
        "jaźń",
        "chrząszcz",
        "ćma",
        "kot",
        "psa",
        "domami",
        "aby",
    ]:
        assert word in sjp, word
    for word in ["hm", "hmm", "brr", "psst", "pst", "mhm", "ćśś"]:  # interjections kept
        assert word in sjp, word
    for word in ["np", "zł", "km", "kg", "mgr", "www", "sms", "tzw", "mm"]:  # abbreviations out
        assert word not in sjp, word
    for word in ["warszawa", "x", "a", "quiz", "video", "xero", "dziewięćdziesięciokilkuletni"]:
        assert word not in sjp, word  # proper noun, one letter, q/v/x, longer than 15


@pytest.mark.slow
def test_sjp_case_nfc_and_odd_input(sjp):
    for word in ["ŻÓŁW", "Żółw", "żÓłW", "z\u0307o\u0301\u0142w"]:  # the last one decomposed (NFD)
        assert word in sjp, word
    for odd in ODD_INPUT:
        assert odd not in sjp
    assert "żółw " not in sjp and "zolw" not in sjp


@pytest.mark.slow
def test_sjp_words_round_trip(sjp):
    n = 0
    words = sjp.words()
    for n, (a, b) in enumerate(zip(words, shipped_lines("sjp.txt.xz"), strict=False), 1):
        if a != b:
            pytest.fail(f"word {n}: graph gives {a!r}, list has {b!r}")
    assert n == 3_275_832
    assert next(words, None) is None
