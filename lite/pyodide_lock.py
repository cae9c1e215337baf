"""A self-contained Pyodide folder for the site: the npm package's core plus pure wheels, with its own lock.

The npm package ``pyodide`` holds the runtime but no package wheels; its ``pyodide-lock.json`` lists
every package of the Pyodide distribution, by file name and sha256. The wheels fetched from PyPI at
the lock's exact versions are not byte-identical to Pyodide's (other sha256), and the site ships
only a few of them, so the lock is rewritten: it lists exactly the wheels in the folder, with the
sha256 of each file shipped (Pyodide checks it), keeping the lock's own key names (such as
``prompt-toolkit``). Extra wheels (the widget stack, wordplay, its graphs) are added from their
METADATA. A dependency that is not shipped stops the build.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

CORE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")

# the environment a requirement marker is evaluated in, inside Pyodide
_BROWSER = {
    "extra": "",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "python_version": "3.14",
    "python_full_version": "3.14.2",
    "implementation_name": "cpython",
    "platform_machine": "wasm32",
    "os_name": "posix",
}


def lock_closure(npm_lock: dict, roots: list[str]) -> dict[str, str]:
    """``roots`` and everything they depend on in the npm lock: {canonical name: version}."""
    packages = {canonicalize_name(k): v for k, v in npm_lock["packages"].items()}
    want, seen = list(roots), {}
    while want:
        name = canonicalize_name(want.pop())
        if name in seen:
            continue
        seen[name] = packages[name]["version"]
        want += packages[name]["depends"]
    return dict(sorted(seen.items()))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _metadata(wheel: Path) -> tuple[list[str], list[str]]:
    """(the dependencies that apply in the browser, the top-level import names) of a pure wheel."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        text = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    depends = []
    for line in text.splitlines():
        if line.startswith("Requires-Dist:"):
            req = Requirement(line.split(":", 1)[1].strip())
            if req.marker is None or req.marker.evaluate(_BROWSER):
                depends.append(canonicalize_name(req.name))
    tops = set()
    for n in names:
        top = n.split("/")[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in n:
            tops.add(top)
        elif n.endswith(".py"):
            tops.add(n[:-3])
    return sorted(set(depends)), sorted(tops)


def make_pyodide_dir(npm_package: Path, lock_wheels: list[Path], extra_wheels: list[Path], out: Path) -> list[str]:
    """Fill ``out`` with the Pyodide core, the wheels and the rewritten lock; return the packages it lists."""
    out.mkdir(parents=True, exist_ok=True)
    for name in CORE_FILES:
        shutil.copy2(npm_package / name, out / name)
    lock = json.loads((npm_package / "pyodide-lock.json").read_text(encoding="utf-8"))
    by_name = {canonicalize_name(k): (k, v) for k, v in lock["packages"].items()}
    keep: dict[str, dict] = {}
    for wheel in lock_wheels:
        name, version, _, _ = parse_wheel_filename(wheel.name)
        key, entry = by_name.get(name, (None, None))
        if entry is None or entry["version"] != str(version):
            raise SystemExit(f"{wheel.name}: not in Pyodide's lock as {name}=={version}")
        shutil.copy2(wheel, out / wheel.name)
        keep[key] = dict(entry, file_name=wheel.name, sha256=_sha256(wheel), unvendored_tests=False)
    for wheel in extra_wheels:
        name, version, _, _ = parse_wheel_filename(wheel.name)
        depends, imports = _metadata(wheel)
        shutil.copy2(wheel, out / wheel.name)
        keep[str(name)] = {
            "name": str(name),
            "version": str(version),
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": _sha256(wheel),
            "package_type": "package",
            "imports": imports,
            "depends": depends,
            "unvendored_tests": False,
        }
    shipped = {canonicalize_name(k) for k in keep}
    missing = {k: [d for d in v["depends"] if canonicalize_name(d) not in shipped] for k, v in keep.items()}
    missing = {k: v for k, v in missing.items() if v}
    if missing:
        raise SystemExit(f"dependencies not shipped in the site: {missing}")
    lock["packages"] = dict(sorted(keep.items()))
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return sorted(keep)


def wheel_matches(path: Path, name: str, version: str) -> bool:
    """Whether ``path`` is a wheel of ``name`` (any spelling) at exactly ``version``."""
    try:
        n, v, _, _ = parse_wheel_filename(path.name)
    except ValueError:
        return False
    return n == canonicalize_name(name) and str(v) == version
