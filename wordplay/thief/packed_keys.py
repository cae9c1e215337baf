"""Packed keys read back as ints: the WebAssembly module's answers and the split pieces the compiled core holds
(:mod:`wordplay.thief.wasm`, :mod:`wordplay.thief.compiled_splits`) give thousands of keys as little-endian bytes.
A module of its own, importing nothing of wordplay, so that both can use it without an import circle."""

from __future__ import annotations

import struct
from functools import cache
from itertools import repeat
from typing import Literal

_BLOCK = 256  # keys split by one struct call
_LITTLE: Literal["little"] = "little"


@cache
def _splitter(width: int, count: int) -> struct.Struct:
    return struct.Struct(f"{width}s" * count)


def unpack_keys(data: bytes, at: int, count: int, width: int) -> list[int]:
    """The ``count`` packed keys of ``width`` little-endian bytes from ``data[at:]`` as ints (struct splits them,
    a block at a time: twice as fast as slicing each, and a search's answers hold up to thousands; the WebAssembly
    module's answers and the split pieces the compiled core holds, :mod:`wordplay.thief.compiled_splits`)."""
    out: list[int] = []
    for start in range(at, at + count * width, _BLOCK * width):
        n = min(_BLOCK, (at + count * width - start) // width)
        out += map(int.from_bytes, _splitter(width, n).unpack_from(data, start), repeat(_LITTLE))
    return out
