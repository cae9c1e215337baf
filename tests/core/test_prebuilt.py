"""Prebuilt word graphs (wordplay.core.prebuilt): a shipped graph is read before building, and only a valid one."""

from __future__ import annotations

import sys

import pytest

from wordplay.core import lexicon as lexicon_module
from wordplay.core import prebuilt
from wordplay.thief import alphagram_cache


class Built(Exception):
    """Raised instead of building: the test wants to know whether a build was started."""


@pytest.fixture
def data_package(tmp_path, monkeypatch):
    """An installed ``wordplay_graphs`` package (empty at first) and an empty cache folder; returns the package dir."""
    package = tmp_path / "site" / prebuilt.PACKAGE
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.delitem(sys.modules, prebuilt.PACKAGE, raising=False)
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path / "cache"))
    yield package
    sys.modules.pop(prebuilt.PACKAGE, None)


def refuse_to_build(*args, **kwargs):
    raise Built


def test_no_package_and_no_file_is_none(monkeypatch):
    monkeypatch.delitem(sys.modules, prebuilt.PACKAGE, raising=False)
    assert prebuilt.read("enable-0000000000000000-g1.dawg") is None


def test_only_a_plain_file_name_is_looked_up(data_package):
    (data_package / "x.dawg").write_bytes(b"data")
    assert prebuilt.read("x.dawg") == b"data"
    assert prebuilt.read("missing.dawg") is None
    for name in ("../x.dawg", "sub/x.dawg", ".hidden"):
        assert prebuilt.read(name) is None


def test_a_shipped_graph_is_read_instead_of_built_and_nothing_is_cached(data_package, enable, monkeypatch):
    spec = lexicon_module._canonical("enable")
    path = lexicon_module.cache_path("enable")
    (data_package / path.name).write_bytes(lexicon_module.graph_to_bytes(enable.graph, _list_sha("enable")))
    monkeypatch.setattr(lexicon_module, "_build", refuse_to_build)
    graph, where, in_cache = lexicon_module._load_or_build(spec)
    assert (graph.word_count, where, in_cache) == (172_820, path, False)
    assert not path.exists()


def test_a_damaged_shipped_graph_is_not_used(data_package, enable, monkeypatch):
    spec = lexicon_module._canonical("enable")
    good = lexicon_module.graph_to_bytes(enable.graph, _list_sha("enable"))
    (data_package / lexicon_module.cache_path("enable").name).write_bytes(good[:-1] + bytes([good[-1] ^ 1]))
    monkeypatch.setattr(lexicon_module, "_build", refuse_to_build)
    with pytest.raises(Built):
        lexicon_module._load_or_build(spec)


def test_the_cache_file_comes_before_the_shipped_one(data_package, tmp_path):
    cached = tmp_path / "cache" / "a.dawg"
    cached.parent.mkdir()
    cached.write_bytes(b"cached")
    (data_package / "a.dawg").write_bytes(b"shipped")
    assert list(prebuilt.candidates(cached)) == [(b"cached", True), (b"shipped", False)]
    cached.unlink()
    assert list(prebuilt.candidates(cached)) == [(b"shipped", False)]


@pytest.mark.slow
def test_a_shipped_alphagram_index_is_read_instead_of_built(data_package, enable):
    path, source = alphagram_cache.cache_file(enable)
    built = alphagram_cache.AlphagramIndex(enable)
    (data_package / path.name).write_bytes(alphagram_cache._encode(built, source))
    read = alphagram_cache.cached_index(enable)
    assert read.words == built.words
    assert not path.exists()  # a build would have saved its index in the (empty, writable) cache


def _list_sha(name: str) -> bytes:
    import hashlib

    return hashlib.sha256(lexicon_module.read_list(lexicon_module._canonical(name).filename)).digest()
