// The play page's Python, made at build time by the site's own Pyodide (run by lite/bundle.py):
//   node bundle.mjs PYODIDE_DIR OUT_DIR SESSION_PY WHEEL...
// writes OUT_DIR/python.pack.gz, OUT_DIR/python.snapshot.gz (see boot.mjs) and OUT_DIR/python.json (which files
// of which wheels a page reads besides) and prints what it made as JSON.
//
// 1. The pack: the wheels unpacked, every module compiled to bytecode beside its source (Python imports a
//    module's .pyc without its .py), the sources then left out; the bytecode is exactly this Pyodide's Python's.
// 2. Which modules a play page imports: in a Pyodide given the pack and the data files as a page is, each
//    variant's play page made and its game started (the widgets' messages go nowhere), new sys.modules noted.
// 3. The snapshot: a third Pyodide, given them alike, runs session.py and imports those modules, and its
//    memory is saved, with the catalogues of sentences read. Nothing it holds may point into JavaScript but the `js` module's own names: a game's word
//    graphs and WebAssembly finder are made on the page, not here (they would also make the snapshot ~200 MB).
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync, inflateRawSync } from "node:zlib";
import { fromZip, makePack, packed, writeFiles, zipEntries } from "./boot.mjs";

const [pyodideDir, outDir, sessionPath, ...wheels] = process.argv.slice(2);
const index = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(index + "pyodide.mjs").href);
const session = readFileSync(sessionPath, "utf8");
// JupyterLab's copies of anywidget's front end (a play page draws its widgets itself) and the wheels' data folders
const UNUSED = /^[^/]+\.data\/|^anywidget\/labextension\//;
const DATA_BYTES = 65536; // a wheel's file this large, not Python nor metadata, is read from the wheel
const isData = (name, entry) =>
  entry.size >= DATA_BYTES && !/\.pyc?$/.test(name) && !/\.dist-info\//.test(name) && !UNUSED.test(name);
// [wheel file, [its data files]] for each wheel with data files
const fromWheels = wheels
  .map((wheel) => [wheel, [...zipEntries(readFileSync(wheel))].filter(([n, e]) => isData(n, e)).map(([n]) => n)])
  .filter(([, names]) => names.length);
const dataFiles = new Set(fromWheels.flatMap(([, names]) => names));
globalThis.postComm = () => {}; // session.py's widgets post their messages here: at build time, to no page

async function compiledPack() {
  const pyodide = await loadPyodide({ indexURL: index });
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const wheel of wheels) pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
  const listed = pyodide.runPython(`
import compileall, json, os, py_compile, re, site
root = site.getsitepackages()[0]
tests = re.compile("/tests/")  # the packages' own tests: never imported, left out
ok = compileall.compile_dir(root, quiet=2, rx=tests, legacy=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("a module of the play page's packages does not compile")
kept = []
for folder, dirs, files in sorted(os.walk(root)):
    dirs[:] = sorted(d for d in dirs if d not in ("tests", "__pycache__"))
    for name in sorted(files):
        path = os.path.join(folder, name)
        if not (name.endswith(".py") and os.path.exists(path + "c")):
            kept.append(os.path.relpath(path, root))
json.dumps(kept)
`);
  const kept = JSON.parse(listed).filter((path) => !dataFiles.has(path) && !UNUSED.test(path));
  return makePack(kept.map((path) => [path, pyodide.FS.readFile(`${site}/${path}`)]));
}

// A Pyodide with the pack's files written as a play page writes them (after Python's start: files found in
// site-packages at its start would be listed in pyodide.loadedPackages, which a snapshot must not hold).
async function started(options = {}) {
  const pyodide = await loadPyodide({ indexURL: index, ...options });
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  writeFiles(pyodide.FS, site, packed(pack));
  for (const [wheel, names] of fromWheels) {
    writeFiles(pyodide.FS, site, await fromZip(readFileSync(wheel), names, (data) => inflateRawSync(data)));
  }
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  pyodide.runPython(session, { filename: "session.py" });
  return pyodide;
}

async function imported() {
  const pyodide = await started();
  return pyodide.runPython(`
import json, sys
before = set(sys.modules)
from wordplay.core.registry import RULESET_NAMES
from wordplay.play import play
for variant in RULESET_NAMES:
    page = play(variant, language="en")
    page.panel.request = {"seq": 1, "action": "start", "level": 1, "name": "build"}
    if page.game_widget is None:
        raise SystemExit(f"{variant}: no game started at build time")
json.dumps(sorted(set(sys.modules) - before))
`);
}

async function snapshot(modules) {
  const pyodide = await started({ _makeSnapshot: true });
  pyodide.globals.set("modules", modules);
  pyodide.runPython(`
import gc, importlib, json
for name in json.loads(modules):
    importlib.import_module(name)
# the sentences of every language, read once (a game's first sentence about "You" reads every catalogue)
from wordplay.core.messages import english_forms, you_names
you_names(), english_forms()
del name, modules, english_forms, you_names
gc.collect()
`);
  return pyodide.makeMemorySnapshot();
}

const pack = await compiledPack();
const modules = await imported();
const memory = await snapshot(modules);
const packGz = gzipSync(pack, { level: 9 });
const memoryGz = gzipSync(memory, { level: 9 });
writeFileSync(`${outDir}/python.pack.gz`, packGz);
writeFileSync(`${outDir}/python.snapshot.gz`, memoryGz);
const layout = { wheels: fromWheels.map(([wheel, names]) => [`../static/pyodide/${basename(wheel)}`, names]) };
writeFileSync(`${outDir}/python.json`, JSON.stringify(layout, null, 1));
console.log(JSON.stringify({
  play_pack_bytes: packGz.length,
  play_snapshot_bytes: memoryGz.length,
  play_snapshot_memory_bytes: memory.length,
  play_snapshot_modules: JSON.parse(modules).length,
  play_wheel_files: dataFiles.size,
}));
