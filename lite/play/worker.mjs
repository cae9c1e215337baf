// The play page's Python: Pyodide in a worker (the page stays responsive while it starts), running
// session.py, which runs wordplay's own play page and widgets and posts their comm messages here.
// To the page: {type: "step", step, done} while starting, {type: "comm", ...} for each widget message,
// {type: "started", root, marks, core} once the play page exists (core: "compiled" or "python", as session.py's
// core() says), {type: "failed", error}.
// From the page: {type: "start", variant, language} first, then {type: "comm", comm_id, data} per update.
//
// Python starts from the build's memory snapshot (boot.mjs): the interpreter set up and the play pages' modules
// imported, so only WebAssembly's compilation and the game itself are left. Should the browser refuse the
// snapshot (another Pyodide build, too little memory), Python starts afresh and runs session.py: slower, the same.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";
import { fromZip, inflated, packed, withRoomFor, writeFiles } from "./boot.mjs";

const INDEX = new URL("../static/pyodide/", import.meta.url).href;
let deliver = null;
const early = [];

self.postComm = (msgType, commId, data, buffers) => {
  self.postMessage({ type: "comm", msg_type: msgType, comm_id: commId, data, buffers: [...buffers] });
};

const fetched = (name) => fetch(new URL(name, import.meta.url));

// After a snapshot: the state a fresh interpreter would not share with every other visit (the random generator
// was seeded at build time), and the import system told that the packages' files are new.
const AFTER_SNAPSHOT = "import importlib, random; importlib.invalidate_caches(); random.seed()";

// The packages' files, from the pack and the wheels (boot.mjs), written into site-packages.
async function install(pyodide, files) {
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const some of await files) writeFiles(pyodide.FS, site, some);
}

async function fromSnapshot(snapshot, files, loaded) {
  const { default: create } = await import(`${INDEX}pyodide.asm.mjs`);
  const memory = await snapshot;
  const pyodide = await loadPyodide({ indexURL: INDEX, _loadSnapshot: memory, createPyodideModule: withRoomFor(create, memory) });
  loaded();
  await install(pyodide, files);
  pyodide.runPython(AFTER_SNAPSHOT);
  return pyodide;
}

async function afresh(files, loaded) {
  const pyodide = await loadPyodide({ indexURL: INDEX });
  loaded();
  await install(pyodide, files);
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  const code = await (await fetched("./session.py")).text();
  pyodide.runPython(code, { filename: "session.py" });
  return pyodide;
}

async function start({ variant, language }) {
  const marks = { started: performance.now() };
  self.postMessage({ type: "step", step: "python" });
  // all fetched (and inflated) while WebAssembly compiles
  const noted = (name) => (bytes) => {
    marks[name] = performance.now();
    return bytes;
  };
  const pack = fetched("./python.pack.gz").then(inflated).then(packed);
  const snapshot = fetched("./python.snapshot.gz").then(inflated).then(noted("snapshot_inflated"));
  const fromWheels = fetched("./python.json").then((r) => r.json()).then(({ wheels }) => Promise.all(
    wheels.map(async ([url, names]) => fromZip(new Uint8Array(await (await fetched(url)).arrayBuffer()), names))));
  const files = Promise.all([pack, fromWheels]).then(([ours, theirs]) => [ours, ...theirs]).then(noted("files_ready"));
  const loaded = () => {
    marks.python = performance.now();
    self.postMessage({ type: "step", step: "packages" });
  };
  let pyodide;
  try {
    pyodide = await fromSnapshot(snapshot, files, loaded);
    marks.from = "snapshot";
  } catch (e) {
    console.warn("the Python snapshot was refused; starting Python afresh", e);
    pyodide = await afresh(files, loaded);
    marks.from = "start";
  }
  marks.packages = performance.now();
  self.postMessage({ type: "step", step: "game" });
  const begin = pyodide.globals.get("start");
  deliver = pyodide.globals.get("deliver");
  const root = begin(variant, language);
  marks.game = performance.now();
  const core = pyodide.globals.get("core")(variant); // "compiled" or "python": the page's version line says which
  self.postMessage({ type: "started", root, marks, core });
  for (const msg of early.splice(0)) deliver(msg.comm_id, msg.data);
}

self.onmessage = (ev) => {
  const msg = ev.data;
  if (msg.type === "start") {
    start(msg).catch((e) => self.postMessage({ type: "failed", error: String(e && e.stack || e) }));
  } else if (msg.type === "comm") {
    if (deliver) {
      try { deliver(msg.comm_id, msg.data); } catch (e) { console.error(e); }
    } else early.push(msg);
  }
};
