// A play page of the site: starts Python in a worker (worker.mjs) at once, says how far along it is,
// and draws wordplay's widgets in the page as JupyterLab does: each widget's model is kept here, its
// ES module (the widget's own `_esm`, bundled by wordplay) draws it with the anywidget interface
// (render({ model, el })), and a change saved here goes back to the widget in Python. The play page's
// root is an ipywidgets box (the panel, then the game); a box draws its children in order.
// The panel (level, name, start) is drawn at once from the state the build wrote into the page (lite/pages.py),
// with its own ES module, so the learner chooses while Python starts; what they do there is kept and sent to
// Python's panel, which then takes over the same view (see adopt()).

const said = JSON.parse(document.getElementById("wp-said").textContent);
const game = document.getElementById("game");
const line = document.getElementById("progress");
const bar = document.getElementById("progress-bar");
const STEPS = ["page", "python", "packages", "game", "ready"];
const OFFLINE_AFTER_MS = 30000;
const GAME_SETTLES_MS = 5000;

function tell(step) {
  if (line.dataset.key === step) return;
  line.dataset.key = step;
  line.textContent = said[step];
  bar.value = STEPS.indexOf(step);
}

const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
const models = new Map();
window.wordplayWidgets = models; // for tests and debugging: every widget model of the page, by id

class Model {
  constructor(id, state) {
    this.id = id;
    this.cid = id;
    this.state = state;
    this.pending = new Set();
    this.handlers = new Map();
  }
  get(key) { return this.state[key]; }
  set(key, value) {
    const changes = typeof key === "object" ? key : { [key]: value };
    for (const k of Object.keys(changes)) this.pending.add(k);
    this.apply(changes);
  }
  // Set the values given; "change:<key>" for each that changed, then "change" (as Backbone does).
  apply(changes) {
    const changed = Object.keys(changes).filter((k) => JSON.stringify(this.state[k]) !== JSON.stringify(changes[k]));
    Object.assign(this.state, changes);
    for (const k of changed) this.emit(`change:${k}`, this, this.state[k]);
    if (changed.length) this.emit("change", this);
  }
  save_changes() {
    if (!this.pending.size) return;
    const state = {};
    for (const k of this.pending) state[k] = this.state[k];
    this.pending.clear();
    post(this.id, { method: "update", state, buffer_paths: [] });
  }
  send(content) { post(this.id, { method: "custom", content }); }
  on(event, callback) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(callback);
  }
  off(event, callback) {
    if (!event) this.handlers.clear();
    else if (!callback) this.handlers.delete(event);
    else this.handlers.get(event)?.delete(callback);
  }
  emit(event, ...args) {
    for (const callback of [...(this.handlers.get(event) || [])]) {
      try { callback(...args); } catch (e) { console.error(e); }
    }
  }
}

// The panel drawn before Python runs: its changes wait in `held` until Python's panel adopts it.
const EARLY = "early-panel";
const held = {};

function post(id, data) {
  if (id === EARLY) Object.assign(held, data.state);
  else worker.postMessage({ type: "comm", comm_id: id, data: JSON.stringify(data) });
}

function withBuffers(state, paths = [], buffers = []) {
  paths.forEach((path, i) => {
    let at = state;
    for (const key of path.slice(0, -1)) at = at[key];
    at[path[path.length - 1]] = new DataView(buffers[i].buffer || buffers[i]);
  });
  return state;
}

const modules = new Map();
function esm(text) {
  if (!modules.has(text)) {
    const url = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
    modules.set(text, import(url));
  }
  return modules.get(text);
}
const styled = new Set();
function css(text) {
  if (!text || styled.has(text)) return;
  styled.add(text);
  const style = document.createElement("style");
  style.textContent = text;
  document.head.append(style);
}

const experimental = { invoke: () => Promise.reject(new Error("no commands on this page")) };

// Draw the widget of `model` into `el`; the clean-up to call when the view goes.
async function render(model, el) {
  const state = model.state;
  for (const c of state._dom_classes || []) el.classList.add(c);
  if (typeof state._esm === "string") {
    css(state._css);
    const mod = await esm(state._esm);
    let widget = mod.default ?? mod;
    if (typeof widget === "function") widget = await widget();
    if (!model.initialized) {
      model.initialized = true;
      if (widget.initialize) await widget.initialize({ model, experimental });
    }
    const cleanup = widget.render ? await widget.render({ model, el, experimental }) : null;
    return typeof cleanup === "function" ? cleanup : () => {};
  }
  if (/Box(Model)?$/.test(state._model_name || "")) return box(model, el);
  return () => {};
}

// A box: its children's views in order; a child kept from one list to the next keeps its view.
function box(model, el) {
  el.classList.add("widget-box", "widget-vbox");
  const views = new Map();
  let drawing = Promise.resolve();
  const draw = async () => {
    const ids = (model.get("children") || []).map((ref) => String(ref).replace(/^IPY_MODEL_/, ""));
    for (const [id, view] of views) {
      if (!ids.includes(id)) { view.cleanup(); view.node.remove(); views.delete(id); }
    }
    for (const [i, id] of ids.entries()) {
      if (!views.has(id) && adopted.has(id)) {
        views.set(id, adopted.get(id));
        adopted.delete(id);
      }
      if (!views.has(id) && models.has(id)) {
        const view = { node: document.createElement("div"), cleanup: () => {} };
        views.set(id, view);
        view.node.className = "wp-site-child";
        view.cleanup = await render(models.get(id), view.node);
      }
      const node = views.get(id)?.node;
      if (node && el.children[i] !== node) el.insertBefore(node, el.children[i] || null);
    }
  };
  const redraw = () => { drawing = drawing.then(draw).catch((e) => console.error(e)); };
  model.on("change:children", redraw);
  redraw();
  return () => { model.off("change:children", redraw); for (const view of views.values()) view.cleanup(); };
}

// Views already drawn, by the id of the model that now drives them (the early panel, once adopted).
const adopted = new Map();
let early = null;

function drawEarly() {
  const state = JSON.parse(document.getElementById("wp-panel").textContent);
  const model = new Model(EARLY, state);
  const view = { node: document.createElement("div"), cleanup: () => {} };
  view.node.className = "wp-site-child";
  game.append(view.node);
  early = { model, view };
  render(model, view.node).then((cleanup) => { view.cleanup = cleanup; }).catch((e) => console.error(e));
}

// Python's panel (the root's first child) takes over the early panel's model and view: the model gets its id
// and Python's state, and what the learner did meanwhile (a level chosen, start tapped) goes to Python.
function adopt(root) {
  const id = String((root.get("children") || [])[0] || "").replace(/^IPY_MODEL_/, "");
  const python = models.get(id);
  if (!early || !python) return;
  const { model, view } = early;
  early = null;
  model.id = id;
  models.set(id, model);
  adopted.set(id, view);
  view.node.remove();
  const { request, ...waiting } = held;
  model.apply(python.state);
  // what the browser kept first (Python then offers it back), the learner's request after it: a Start tapped early
  // never replaces a kept game unasked
  for (const state of [waiting, request ? { request } : {}]) {
    if (!Object.keys(state).length) continue;
    model.apply(state);
    post(id, { method: "update", state, buffer_paths: [] });
  }
}

function received(msg) {
  const data = JSON.parse(msg.data);
  if (msg.msg_type === "comm_open") {
    models.set(msg.comm_id, new Model(msg.comm_id, withBuffers(data.state, data.buffer_paths, msg.buffers)));
  } else if (msg.msg_type === "comm_close") {
    models.get(msg.comm_id)?.emit("comm:close");
    models.delete(msg.comm_id);
  } else if (data.method === "update") {
    models.get(msg.comm_id)?.apply(withBuffers(data.state, data.buffer_paths, msg.buffers));
  } else if (data.method === "custom") {
    models.get(msg.comm_id)?.emit("msg:custom", data.content, msg.buffers);
  }
}

// Ready: Python's page is drawn, its panel in it (play.js marks its root); the timings go to window for the
// benchmark and the tests.
let pythonRoot = null;
new MutationObserver((_, observer) => {
  if (!pythonRoot?.querySelector(".wp-play-root[data-ready]")) return;
  observer.disconnect();
  tell("ready");
  document.body.dataset.ready = "1";
  window.wordplayReadyMs = performance.now();
  setTimeout(keepOffline, OFFLINE_AFTER_MS);
}).observe(game, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });

// The site's service worker stores the site for offline use (lite/offline.py): a few seconds after the game is
// drawn, or OFFLINE_AFTER_MS after Python is ready if no game was started, so that storing some 40 MB does not
// slow the first move on a slow machine.
let offline = false;
function keepOffline() {
  if (offline || !("serviceWorker" in navigator)) return;
  offline = true;
  navigator.serviceWorker.register(new URL("../wordplay-sw.js", import.meta.url)).catch((e) => console.warn(e));
}
new MutationObserver((_, observer) => {
  if (!game.querySelector(".wp-root")) return;
  observer.disconnect();
  setTimeout(keepOffline, GAME_SETTLES_MS);
}).observe(game, { subtree: true, childList: true });

worker.onmessage = (ev) => {
  const msg = ev.data;
  if (msg.type === "comm") received(msg);
  else if (msg.type === "step") tell(msg.step);
  else if (msg.type === "started") {
    window.wordplayStartMarks = msg.marks;
    document.getElementById("version").textContent = said[`version.${msg.core}`];
    const root = document.createElement("div");
    adopt(models.get(msg.root));
    game.replaceChildren(root);
    pythonRoot = root;
    render(models.get(msg.root), root).catch((e) => console.error(e));
  } else if (msg.type === "failed") {
    console.error(msg.error);
    line.textContent = said.failed;
    line.dataset.key = "failed";
  }
};
tell("page");
drawEarly();
worker.postMessage({ type: "start", variant: game.dataset.variant, language: document.documentElement.lang });
