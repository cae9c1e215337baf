"""A word list of the user's own (``--lexicon FILE``) is cached by the digest of its text, like the
shipped lists: the second use reads the graph instead of building it, a changed list is built
again, and the custom graphs together stay under a size bound (the oldest removed first)."""

from __future__ import annotations

import os

import pytest

import wordplay.core.lexicon as lexicon_module
from wordplay.core import lexicon_cache
from wordplay.core.lexicon import lexicon_from_file


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("WORDPLAY_CACHE", str(folder))
    return folder


def test_the_second_use_of_a_list_reads_its_cached_graph(cache, tmp_path, monkeypatch):
    words = tmp_path / "mine.txt"
    words.write_text("cat\ndog\nzebra\n", encoding="utf-8")
    first = lexicon_from_file(words)
    assert [f.name.split("-")[:2] for f in cache.glob("*.dawg")] == [["custom", "mine"]]

    def no_build(*args, **kwargs):
        raise AssertionError("the graph was built again")

    monkeypatch.setattr(lexicon_module, "build_graph", no_build)
    again = lexicon_from_file(words)
    assert sorted(again.words()) == sorted(first.words()) == ["CAT", "DOG", "ZEBRA"]
    assert "ZEBRA" in again and "HORSE" not in again


def test_a_changed_list_is_built_again(cache, tmp_path):
    words = tmp_path / "mine.txt"
    words.write_text("cat\n", encoding="utf-8")
    lexicon_from_file(words)
    words.write_text("cat\nhorse\n", encoding="utf-8")
    assert "HORSE" in lexicon_from_file(words)
    assert len(list(cache.glob("custom-mine-*.dawg"))) == 2


def test_the_custom_graphs_stay_under_their_bound_oldest_first(cache, tmp_path, monkeypatch):
    kept = []
    for n in range(4):
        words = tmp_path / f"list{n}.txt"
        words.write_text("\n".join(f"{w}{'a' * n}" for w in ("cat", "dog", "zebra")), encoding="utf-8")
        lexicon_from_file(words)
        (made,) = cache.glob(f"custom-list{n}-*.dawg")
        os.utime(made, (1_000_000 + n, 1_000_000 + n))  # list0 the oldest
        kept.append(made)
    size = kept[0].stat().st_size
    lexicon_cache.prune_custom(kept[3], limit=2 * size + size // 2)  # room for two of them
    assert sorted(f.name for f in cache.glob("custom-*.dawg")) == sorted(f.name for f in kept[2:])


def test_a_damaged_cache_file_is_ignored_and_rebuilt(cache, tmp_path):
    words = tmp_path / "mine.txt"
    words.write_text("cat\ndog\n", encoding="utf-8")
    lexicon_from_file(words)
    (made,) = cache.glob("custom-mine-*.dawg")
    made.write_bytes(made.read_bytes()[:-5])
    assert "DOG" in lexicon_from_file(words)
