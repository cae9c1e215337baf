"""Builds the move generator's C core as a standalone WebAssembly module (``walk_core.wasm``) for the browser.

The same ``walk_core.c`` the CPython extension is built from, with ``walk_wasm.c``'s exports, compiled by
clang for ``wasm32-wasi`` against wasi-libc and linked by lld as a "reactor" (a library: no ``main``). The
module imports nothing: the search only computes, and wasi-libc's ``malloc`` grows the module's memory itself.
Debian has every piece: ``apt-get install clang lld wasi-libc libclang-rt-dev-wasm32`` (the last holds the
compiler's builtins for wasm32). Run ``python -m wordplay.crossword.wasm_build [OUT]``; without ``OUT`` the
module is written beside the sources, where the package's data (and so the browser site's wheel) takes it.
:mod:`wordplay.crossword.wasm` loads it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = ("walk_core.c", "walk_wasm.c")
MODULE = "walk_core.wasm"
# where Debian's wasi-libc puts its headers (include/wasm32-wasi) and libraries (lib/wasm32-wasi); the
# upstream wasi-sdk layout is the other place looked at
SYSROOTS = ("/usr", "/usr/share/wasi-sysroot", "/opt/wasi-sdk/share/wasi-sysroot")


class ToolchainMissing(RuntimeError):
    """No clang, lld or wasi-libc for wasm32 on this machine."""


def sysroot() -> Path:
    """wasi-libc's sysroot: ``$WASI_SYSROOT``, or the first of :data:`SYSROOTS` that has its headers."""
    given = os.environ.get("WASI_SYSROOT")
    candidates = [Path(given)] if given else [Path(p) for p in SYSROOTS]
    for root in candidates:
        headers = (root / "include" / "wasm32-wasi" / "stdlib.h").is_file() or (root / "include" / "stdlib.h").is_file()
        if headers and (given or (root / "lib" / "wasm32-wasi" / "libc.a").is_file()):
            return root
    raise ToolchainMissing("wasi-libc is not installed (Debian: apt-get install wasi-libc)")


def command(out: Path) -> list[str]:
    """The clang command line that builds the module into ``out``."""
    clang = os.environ.get("WASM_CC") or shutil.which("clang")
    if clang is None:
        raise ToolchainMissing("clang is not installed (Debian: apt-get install clang lld)")
    return [
        clang,
        "--target=wasm32-wasi",
        f"--sysroot={sysroot()}",
        "-O2",
        "-mexec-model=reactor",  # a library: _initialize, no main
        "-Wall",
        "-Werror",
        "-Wl,--strip-all",
        "-o",
        str(out),
        *(str(HERE / name) for name in SOURCES),
    ]


def build(out: Path | None = None) -> Path:
    """Compiles and links the module into ``out`` (default: ``walk_core.wasm`` beside the sources)."""
    out = Path(out) if out is not None else HERE / MODULE
    out.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command(out), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ToolchainMissing(f"the WebAssembly build failed:\n{done.stderr.strip()}")
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        path = build(Path(args[0]) if args else None)
    except ToolchainMissing as error:
        print(f"wasm_build: {error}".splitlines()[0], file=sys.stderr)
        return 2
    print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
