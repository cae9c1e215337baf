"""Builds the C cores as standalone WebAssembly modules for the browser: the move generator's (``walk_core.wasm``)
and Word Thief's alphagram walks (``thief_core.wasm``, from ``wordplay/thief``).

The same ``walk_core.c`` the CPython extension is built from, with ``walk_wasm.c``'s exports (likewise
``thief_core.c`` with ``thief_wasm.c``'s), compiled by
clang for ``wasm32-wasi`` against wasi-libc and linked by lld as a "reactor" (a library: no ``main``). The
module imports nothing: the search only computes, and wasi-libc's ``malloc`` grows the module's memory itself.
Debian has every piece: ``apt-get install clang lld wasi-libc libclang-rt-dev-wasm32`` (the last holds the
compiler's builtins for wasm32). Run ``python -m wordplay.crossword.wasm_build [OUT ...]``: each ``OUT`` is
named after the module it receives (``.../walk_core.wasm`` or ``.../thief_core.wasm``); without ``OUT`` each
module is written beside its sources, where the package's data (and so the browser site's wheel) takes it.
:mod:`wordplay.crossword.wasm` and :mod:`wordplay.thief.wasm` load them.

Two modules, not one: each engine's module loads, fails and is replaced by pure Python on its own, and a page
that plays only one game compiles only its own (a few tens of KB each; what they share is wasi-libc's malloc).
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
# each module, by file name: its sources' directory and its sources
MODULES = {
    MODULE: (HERE, SOURCES),
    "thief_core.wasm": (HERE.parent / "thief", ("thief_core.c", "cover_core.c", "cards_core.c", "thief_wasm.c")),
}
# where Debian's wasi-libc puts its headers (include/wasm32-wasi) and libraries (lib/wasm32-wasi); the
# upstream wasi-sdk layout is the other place looked at
SYSROOTS = ("/usr", "/usr/share/wasi-sysroot", "/opt/wasi-sdk/share/wasi-sysroot")


class ToolchainMissing(RuntimeError):
    """No clang, lld or wasi-libc for wasm32 on this machine."""


class BuildFailed(RuntimeError):
    """The toolchain is there but the C did not compile or link: a fault in the checkout, never a reason to skip."""


def sysroot() -> Path:
    """wasi-libc's sysroot: ``$WASI_SYSROOT``, or the first of :data:`SYSROOTS` that has its headers."""
    given = os.environ.get("WASI_SYSROOT")
    candidates = [Path(given)] if given else [Path(p) for p in SYSROOTS]
    for root in candidates:
        headers = (root / "include" / "wasm32-wasi" / "stdlib.h").is_file() or (root / "include" / "stdlib.h").is_file()
        if headers and (given or (root / "lib" / "wasm32-wasi" / "libc.a").is_file()):
            return root
    raise ToolchainMissing("wasi-libc is not installed (Debian: apt-get install wasi-libc)")


def command(out: Path, module: str = MODULE) -> list[str]:
    """The clang command line that builds ``module`` (a name of :data:`MODULES`) into ``out``."""
    where, sources = MODULES[module]
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
        *(str(where / name) for name in sources),
    ]


def build(out: Path | None = None, module: str | None = None) -> Path:
    """Compiles and links ``module`` (default: the one ``out`` is named after, else ``walk_core.wasm``) into ``out``
    (default: beside its sources)."""
    module = module or (Path(out).name if out is not None and Path(out).name in MODULES else MODULE)
    out = Path(out) if out is not None else MODULES[module][0] / module
    out.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command(out, module), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildFailed(f"the WebAssembly build failed:\n{done.stderr.strip()}")
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    outs = [Path(a) for a in args] or [where / name for name, (where, _) in MODULES.items()]
    try:
        paths = [build(out) for out in outs]
    except (ToolchainMissing, BuildFailed) as error:
        print(f"wasm_build: {error}".splitlines()[0], file=sys.stderr)
        return 2
    for path in paths:
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
