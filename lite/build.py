"""Build wordplay's offline JupyterLite site: ``python lite/build.py`` (the site lands in ``lite/_build/site``).

Everything comes from the package registries (PyPI and npm) and this checkout; the site then runs
wordplay in the learner's browser under Pyodide and requests nothing from any other host:

1. the build tools (JupyterLite and its Pyodide kernel, pinned below) in their own venv, then this
   script runs again inside it;
2. Pyodide's core from the npm package ``pyodide``, plus, from PyPI, the pure wheels the kernel
   needs at the exact versions of Pyodide's lock, and the widget stack;
3. a wheel of wordplay built from a copy of this checkout (the checkout is left untouched);
4. the shipped lists' word graphs, English's alphagram index and its all-tiles index (see
   ``wordplay/crossword/alltiles.py``), built with that copy and packed as the data wheel
   ``wordplay-graphs`` (see ``wordplay/core/prebuilt.py``);
5. a Pyodide folder with a rewritten lock listing exactly those wheels (``lite/pyodide_lock.py``);
6. ``jupyter lite build`` with the tutorials as contents, wordplay and its graphs loaded at kernel
   start and the PyPI fallback disabled; the kernel's own packages (micropip, piplite, ipykernel,
   pyodide-kernel, ...) are in the site's lock and loaded with Pyodide too, so the kernel installs
   nothing at start (measured: no change in CPU; a play page, which does not use that kernel, spends
   3-5 CPU seconds, mostly compiling Pyodide's WebAssembly, see ``benchmarks/bench_lite.py``);
7. printable puzzle sheets (:data:`PUZZLE_SHEETS`, ``wordplay.puzzles``) and the site's own pages
   (``lite/pages.py``): the start page in each language, replacing JupyterLite's redirect to the
   lab, and a play page per variant and language, which runs wordplay's play page in Pyodide without
   the notebook app (``lite/play/``), its packages compiled into one pack and Python's memory with them
   imported saved as a snapshot (``lite/bundle.py``);
8. the web app manifest and the service worker that keeps the games offline (``lite/offline.py``).

The build prints the site's size and its own time, and records them with the wheels' sizes in
``site/wordplay-build.json`` (``benchmarks/bench_lite.py`` prints them).

Downloads, the tools venv and the built graphs are cached in ``~/.cache/wordplay-lite``
(``$WORDPLAY_LITE_CACHE``), so a second build is quick; the build folder is made from clean each
time. ``--out DIR`` puts the site elsewhere. Serve the site from any static host, e.g. with
``python3 lite/_build/site/serve.py`` (``lite/serve.py``, copied into the site).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "lite" / "_build"
SITE = BUILD / "site"

# -- every version the site is built from, in one place ----------------------------------------------
PYODIDE = "314.0.6"  # the Pyodide jupyterlite-pyodide-kernel 0.8.6 is built against
TOOLS = [  # the build's own venv; the last three put their JupyterLab extensions into the site
    "jupyterlite-core==0.8.6",
    "jupyterlite-pyodide-kernel==0.8.6",
    "jupyter-server==2.21.1",
    "jupyterlab-server==2.28.1",
    "packaging==25.0",
    "setuptools==80.9.0",
    "wheel==0.45.1",
    "jupyterlab-widgets==3.0.17",
    "anywidget==0.11.0",
]
KERNEL_NEEDS = [
    "micropip",
    "ipython",
    "jedi",
    "traitlets",
    "typing-extensions",
    "packaging",
]  # + their deps in the lock
WIDGET_STACK = {
    "anywidget": "0.11.0",
    "ipywidgets": "8.1.9",
    "psygnal": "0.16.1",
    "comm": "0.2.3",
    "jupyterlab-widgets": "3.0.17",
}  # widgetsnbextension: the stub the kernel extension ships
# loaded with Pyodide, with their dependencies, from the site's own lock: the kernel's packages too, which the
# kernel would otherwise install one by one with micropip and piplite at every start (it skips those listed here)
KERNEL_PACKAGES = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
PRELOAD = [*KERNEL_PACKAGES, "wordplay-widgets", "wordplay-graphs"]  # distribution names
# the printable puzzle sheets the start page offers: (variant, the sheet's language), from seeded games
PUZZLE_SHEETS = [("wordsmith", "en"), ("literaki", "pl"), ("word-thief", "en"), ("scrabble-cards/classic", "pt")]
PUZZLE_COUNT, PUZZLE_SEED = 6, 1

# the files of this checkout a site is built from (a change to any of them makes a built site stale)
SOURCES = [
    "pyproject.toml",
    "README.md",
    "wordplay",
    "lexicons",
    "notebooks",
    "lite/build.py",
    "lite/pyodide_lock.py",
    "lite/serve.py",
    "lite/pages.py",
    "lite/offline.py",
    "lite/bundle.py",
    "lite/play",
]
# lite/play/: what every play page runs (bundle.mjs is the build's)
PLAY_FILES = ("page.js", "worker.mjs", "boot.mjs", "session.py")


def cache_root() -> Path:
    return Path(os.environ.get("WORDPLAY_LITE_CACHE") or Path.home() / ".cache" / "wordplay-lite").expanduser()


def _files(root: Path) -> list[Path]:
    out = []
    for name in SOURCES:
        p = root / name
        if p.is_dir():
            out += [
                f
                for f in p.rglob("*")
                if f.is_file()
                and "__pycache__" not in f.parts
                and not f.name.endswith((".pyc", ".egg-info"))
                and ".ipynb_checkpoints" not in f.parts
            ]
        elif p.is_file():
            out.append(p)
    return sorted(out)


def inputs_digest(root: Path = ROOT) -> str:
    """A digest of every source file the site is built from (``site/wordplay-inputs.txt`` holds the built one's)."""
    h = hashlib.sha256()
    for f in _files(root):
        h.update(f.relative_to(root).as_posix().encode() + b"\0" + hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


def run(cmd: list, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def step(what: str, t0: float) -> None:
    print(f"[{time.monotonic() - t0:6.1f}s] {what}", flush=True)


# -- 1. the tools venv --------------------------------------------------------------------------------


def tools_venv() -> Path:
    key = hashlib.sha256(" ".join(TOOLS).encode()).hexdigest()[:12]
    venv = cache_root() / f"tools-{key}"
    python = venv / "bin" / "python"
    if not (venv / "ready").exists():
        shutil.rmtree(venv, ignore_errors=True)
        run([sys.executable, "-m", "venv", venv])
        run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *TOOLS])
        (venv / "ready").write_text("\n".join(TOOLS) + "\n")
    return python


# -- 2. Pyodide and the wheels ------------------------------------------------------------------------


def pyodide_package(work: Path) -> Path:
    tgz = cache_root() / "npm" / f"pyodide-{PYODIDE}.tgz"
    if not tgz.exists():
        if shutil.which("npm") is None:
            raise SystemExit("lite/build.py fetches Pyodide with npm: install Node.js and npm (apt-get install npm)")
        tgz.parent.mkdir(parents=True, exist_ok=True)
        run(
            ["npm", "pack", "--silent", f"pyodide@{PYODIDE}", "--pack-destination", tgz.parent],
            stdout=subprocess.DEVNULL,
        )
    with tarfile.open(tgz) as t:
        t.extractall(work / "npm", **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    return work / "npm" / "package"


def pure_wheels(pins: dict[str, str], folder: str) -> list[Path]:
    """One pure wheel per ``name: version``, from the cache or PyPI (for Pyodide's Python: py3, any platform)."""
    from pyodide_lock import wheel_matches

    cache = cache_root() / "wheels" / folder
    cache.mkdir(parents=True, exist_ok=True)

    def cached(name, version):
        return next((w for w in sorted(cache.glob("*.whl")) if wheel_matches(w, name, version)), None)

    missing = [f"{n}=={v}" for n, v in pins.items() if cached(n, v) is None]
    if missing:
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "-q",
                "--disable-pip-version-check",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                "3.14",
                "--implementation",
                "py",
                "--abi",
                "none",
                "--platform",
                "any",
                "-d",
                cache,
                *missing,
            ]
        )
    wheels = [cached(n, v) for n, v in pins.items()]
    if None in wheels:
        raise SystemExit(f"no pure wheel for {[p for p, w in zip(pins, wheels, strict=False) if w is None]}")
    return wheels


# -- 3, 4. wordplay and its graphs ----------------------------------------------------------------------


def source_copy(work: Path) -> Path:
    src = work / "src"
    # setup.py (the optional C extension) stays behind, and so does any built extension: the browser's wheel
    # is "py3-none-any", its compiled cores the WebAssembly modules compiled_core() adds.
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".ipynb_checkpoints", "*.so", "*.pyd")
    for name in ("wordplay", "lexicons"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    return src


def compiled_core(src: Path) -> list[Path]:
    """The C cores as WebAssembly (the board finder's and Word Thief's), into the copy's package, so the wheel
    ships them and the browser's engines run compiled (``wordplay/crossword/wasm_build.py``: Debian's clang, lld
    and wasi-libc)."""
    package = src / "wordplay"
    modules = [package / "crossword" / "walk_core.wasm", package / "thief" / "thief_core.wasm"]
    run([sys.executable, package / "crossword" / "wasm_build.py", *modules])  # the copy's C; stdlib only
    return modules


def wordplay_wheel(src: Path, out: Path) -> Path:
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--disable-pip-version-check",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            out,
            src,
        ],
        stdout=subprocess.DEVNULL,
    )
    return next(out.glob("wordplay_widgets-*.whl"))  # the distribution wordplay-widgets


_GRAPHS = """
import json
from wordplay.core.lexicon import build_cache, load_lexicon
from wordplay.core.registry import get_ruleset, lexicon_names
from wordplay.crossword.alltiles import prepare
from wordplay.thief.alphagram_cache import cache_file, cached_index
paths = [str(build_cache(n)) for n in lexicon_names()]
english = load_lexicon(get_ruleset("word-thief").lexicon)
cached_index(english)
paths.append(str(cache_file(english)[0]))
paths.append(str(prepare(english)))
print(json.dumps(paths))
"""


_PUZZLES = """
import sys
from wordplay.puzzles import make_puzzles, write_sheet
out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
for spec in sys.argv[4:]:
    variant, language = spec.split(":")
    path = f"{out}/{variant.replace('/', '-')}.{language}.html"
    write_sheet(make_puzzles(variant, count=count, seed=seed), path, language=language)
    print(f"{variant}=puzzles/{variant.replace('/', '-')}.{language}.html")
"""


def puzzle_sheets(src: Path, out: Path) -> list[str]:
    """The printable sheets of :data:`PUZZLE_SHEETS` written into ``out``, made by ``src``'s wordplay;
    ``variant=href`` for each, as ``lite/pages.py`` takes them."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(src), WORDPLAY_CACHE=str(cache_root() / "graphs"))
    specs = [f"{v}:{lang}" for v, lang in PUZZLE_SHEETS]
    args = [out, PUZZLE_COUNT, PUZZLE_SEED, *specs]
    done = run([sys.executable, "-c", _PUZZLES, *args], env=env, capture_output=True, text=True)
    return done.stdout.split()


def graph_files(src: Path) -> list[Path]:
    """The graphs of the registry's shipped lists, English's alphagram index (Word Thief) and its all-tiles
    index (the board finder's pure path), built by ``src``'s wordplay into the cache."""
    env = dict(os.environ, PYTHONPATH=str(src), WORDPLAY_CACHE=str(cache_root() / "graphs"))
    out = run([sys.executable, "-c", _GRAPHS], env=env, capture_output=True, text=True).stdout
    return [Path(p) for p in json.loads(out.strip().splitlines()[-1])]


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def graphs_wheel(files: list[Path], version: str, out: Path) -> Path:
    """The data wheel ``wordplay-graphs``: package ``wordplay_graphs`` holding ``files`` under their own names."""
    dist = f"wordplay_graphs-{version}.dist-info"
    members = {
        "wordplay_graphs/__init__.py": b'"""Word graphs of wordplay\'s shipped lists, built ahead of time '
        b'(read by wordplay.core.prebuilt)."""\n'
    }
    for f in files:
        members[f"wordplay_graphs/{f.name}"] = f.read_bytes()
    members[f"{dist}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: wordplay-graphs\nVersion: {version}\n"
        "Summary: Prebuilt word graphs for wordplay's shipped word lists\n"
    ).encode()
    members[f"{dist}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: wordplay lite/build.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    record = [_record_line(n, d) for n, d in members.items()] + [f"{dist}/RECORD,,"]
    members[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    path = out / f"wordplay_graphs-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, data in members.items():
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)
    return path


# -- 6. the JupyterLite site ----------------------------------------------------------------------------


def lite_config() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "wordplay",
            "exposeAppInBrowser": "true",
            # no service worker: the kernel then mounts no /drive, whose every file lookup (each import
            # scans the working folder) is a synchronous request to the page; the tutorials read no files
            "disabledExtensions": ["@jupyterlite/application-extension:service-worker-manager"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": PRELOAD},
                },
            },
        },
    }


OVERRIDES = {  # every cell rendered (no windowing); no news or update checks (they would fetch off-host)
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def du(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def build(site: Path) -> dict:
    from pyodide_lock import lock_closure, make_pyodide_dir

    t0 = time.monotonic()
    digest = inputs_digest()
    work = BUILD / "work"
    shutil.rmtree(work, ignore_errors=True)  # from clean: a stale .jupyterlite.doit.db can skip the config merge
    shutil.rmtree(site, ignore_errors=True)
    wheels = work / "wheels"
    wheels.mkdir(parents=True)

    npm = pyodide_package(work)
    step(f"pyodide {PYODIDE} from npm", t0)
    npm_lock = json.loads((npm / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock_wheels = pure_wheels(lock_closure(npm_lock, KERNEL_NEEDS), "lock")
    extra = pure_wheels(WIDGET_STACK, "widgets")
    labext = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    kernel_wheels = labext / "static" / "pypi"  # the kernel's own wheels, and the ipywidgets 8 stub
    extra += [next(kernel_wheels.glob(f"{name}-*.whl")) for name in ("ipykernel", "piplite", "pyodide_kernel")]
    extra += sorted(kernel_wheels.glob("widgetsnbextension-4.*.whl"))
    step(f"{len(lock_wheels)} wheels of Pyodide's lock and {len(extra)} of the widget stack", t0)

    src = source_copy(work)
    compiled_core(src)
    ours = wordplay_wheel(src, wheels)
    version = ours.name.split("-")[1]
    graphs = graphs_wheel(graph_files(src), version, wheels)
    step(f"{ours.name} ({ours.stat().st_size / 1e6:.1f} MB), {graphs.name} ({graphs.stat().st_size / 1e6:.1f} MB)", t0)

    lite = work / "lite"
    (lite / "files").mkdir(parents=True)
    listed = make_pyodide_dir(npm, lock_wheels, [*extra, ours, graphs], lite / "static" / "pyodide")
    step(f"Pyodide folder, its lock lists {len(listed)} packages: {', '.join(listed)}", t0)
    for nb in sorted((ROOT / "notebooks").glob("*.ipynb")):
        shutil.copy2(nb, lite / "files" / nb.name)
    (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1), encoding="utf-8")
    (lite / "overrides.json").write_text(json.dumps(OVERRIDES, indent=1), encoding="utf-8")
    log = work / "jupyter-lite-build.log"
    jupyter = Path(sys.prefix) / "bin" / "jupyter"
    with open(log, "w") as f:
        done = subprocess.run(
            [jupyter, "lite", "build", "--lite-dir", lite, "--output-dir", site, "--no-sourcemaps"],
            check=False,
            cwd=lite,
            stdout=f,
            stderr=subprocess.STDOUT,
        )
    if done.returncode:
        sys.stderr.write(log.read_text(errors="replace")[-4000:])
        raise SystemExit(f"jupyter lite build failed (log: {log})")
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs" or not kernel.get("disablePyPIFallback"):
        raise SystemExit(f"the site does not serve its own Pyodide alone: {kernel}")
    shutil.copy2(ROOT / "lite" / "serve.py", site / "serve.py")  # a copy of the site serves itself
    sheets = puzzle_sheets(src, site / "puzzles")
    step(f"{len(sheets)} puzzle sheets", t0)
    env = dict(os.environ, PYTHONPATH=str(src))
    run([sys.executable, ROOT / "lite" / "pages.py", site, *sheets], env=env, stdout=subprocess.DEVNULL)
    for name in PLAY_FILES:
        shutil.copy2(ROOT / "lite" / "play" / name, site / "play" / name)
    step("the start page in each language and a play page per variant and language", t0)
    (site / "wordplay-inputs.txt").write_text(digest + "\n", encoding="utf-8")
    bundled = run([sys.executable, ROOT / "lite" / "bundle.py", site], capture_output=True, text=True)
    facts = json.loads(bundled.stdout.strip().splitlines()[-1])
    pack, memory = facts["play_pack_bytes"] / 1e6, facts["play_snapshot_bytes"] / 1e6
    step(f"the play pages' Python: packages compiled, {pack:.1f} MB; memory snapshot, {memory:.1f} MB", t0)
    offline = run([sys.executable, ROOT / "lite" / "offline.py", site], env=env, capture_output=True, text=True)
    facts |= json.loads(offline.stdout.strip().splitlines()[-1])
    step(f"service worker: {facts['offline_files']} files ({facts['offline_bytes'] / 1e6:.1f} MB) kept offline", t0)
    facts |= {
        "site_bytes": du(site),
        "build_s": round(time.monotonic() - t0, 1),
        "wordplay_wheel_bytes": ours.stat().st_size,
        "graphs_wheel_bytes": graphs.stat().st_size,
    }
    (site / "wordplay-build.json").write_text(json.dumps(facts, indent=1), encoding="utf-8")
    shutil.copy2(ours, BUILD / ours.name)
    shutil.copy2(graphs, BUILD / graphs.name)
    step(f"site {site} ({facts['site_bytes'] / 1e6:.1f} MB); the wheels are also in {BUILD}", t0)
    recorded = site / "wordplay-build.json"
    print(f"site {facts['site_bytes'] / 1e6:.1f} MB, built in {facts['build_s']:.0f} s (recorded in {recorded})")
    return facts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=SITE, help=f"where the site goes (default {SITE})")
    args = parser.parse_args(argv)
    python = tools_venv()
    if Path(sys.prefix).resolve() != python.parents[1].resolve():
        os.execv(python, [str(python), __file__, *argv])  # go on inside the tools venv
    build(args.out.resolve())
    print(f"serve it with: python3 {args.out / 'serve.py'}  (then open http://localhost:8000/)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
