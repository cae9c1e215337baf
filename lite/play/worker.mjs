// The play page's Python: Pyodide in a worker (the page stays responsive while it starts), running
// session.py, which runs wordplay's own play page and widgets and posts their comm messages here.
// To the page: {type: "step", step, done} while starting, {type: "comm", ...} for each widget message,
// {type: "started", root} once the play page exists, {type: "failed", error}.
// From the page: {type: "start", variant, language} first, then {type: "comm", comm_id, data} per update.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";

let deliver = null;
const early = [];

self.postComm = (msgType, commId, data, buffers) => {
  self.postMessage({ type: "comm", msg_type: msgType, comm_id: commId, data, buffers: [...buffers] });
};

async function start({ variant, language }) {
  const index = new URL("../static/pyodide/", import.meta.url).href;
  const marks = { started: performance.now() };
  self.postMessage({ type: "step", step: "python" });
  // the play page's packages, compiled, in one zip (lite/bundle.py), fetched while Python starts
  const bundle = fetch(new URL("./python.zip", import.meta.url)).then((r) => r.arrayBuffer());
  const pyodide = await loadPyodide({ indexURL: index, fullStdLib: false });
  marks.python = performance.now();
  self.postMessage({ type: "step", step: "packages" });
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await bundle, "zip", { extractDir: site });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  marks.packages = performance.now();
  self.postMessage({ type: "step", step: "game" });
  const code = await (await fetch(new URL("./session.py", import.meta.url))).text();
  pyodide.runPython(code, { filename: "session.py" });
  const begin = pyodide.globals.get("start");
  deliver = pyodide.globals.get("deliver");
  const root = begin(variant, language);
  marks.game = performance.now();
  self.postMessage({ type: "started", root, marks });
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
