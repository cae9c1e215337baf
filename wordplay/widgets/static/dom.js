// wordplay widgets, shared: building DOM nodes. Text always goes in as textContent, never as HTML.
//
// Accessibility infrastructure (a stable API every widget uses; README "Accessibility"):
//
//   widgetRoot(model, el)     the root: lang = the widget's language, keys stop at it (keepKeysIn: JupyterLab's
//                             notebook shortcuts stay out), tabindex=-1 (focus falls back here, never to <body>);
//                             beside it ONE live region (div.wp-live, role=status, aria-live=polite).
//   kept(node)                a node build() keeps across redraws (the move box): build() puts the slot
//                             kept(node) returns where the node goes; the node itself never leaves the page, so
//                             it keeps focus, caret and text, and a screen reader does not announce it again.
//   drawer(root, build)       the widget's draw(): runs build() (which may root.replaceChildren() and append)
//                             keeping focus by a stable key: the element focused before (or its nearest
//                             [data-key] ancestor) is found again by its data-key and focused; a text box keeps
//                             its caret. If that key is gone or disabled, the next keyed control after it (then
//                             before it) takes focus, else the root. Give every control a data-key unique in the
//                             widget ("sq-112", "rack-3", "btn-submit"...). keepFocus(root, build) does it once.
//                             focusedBefore(root) is the key focused as the running draw began; build() may call
//                             focusAfter(root, keys) to send focus, once drawn, to the first of keys focusable (only
//                             when the widget had focus): where a panel that closes hands focus back.
//   announcer(model, root)    {say(text), follow(view)}: follow(view) says view.announce.text once per new
//                             view.announce.n (Python's counter, so a refusal is said once, not on every redraw);
//                             say(text) says a sentence the page made from the labels Python sent.
//   roving(container, opts)   a list with one tab stop (WAI-ARIA roving tabindex) over its children that carry a
//                             data-key (or opts.items); container needs a data-key too. A table's rows make the
//                             table a grid, plain items a listbox of options (screen readers pass it the arrows; the
//                             current option is selected only while the list has focus). Arrows move
//                             (opts.orientation "vertical" | "horizontal" | "both"), Home/End go to the ends,
//                             Space/Enter click the item; the current item is remembered by key across redraws.
//   pressable(node, onpress)  a non-button acting as a button: a tab stop, click and Space/Enter call onpress.
//   heading(level, text, cls) an h2/h3 (a widget's title is h2, its sections h3: screen readers jump by them).
//   visuallyHidden(text)      a span read by screen readers, not drawn (class wp-sr-only).
//   keyIn(event)              a keydown's key, "" when Ctrl/Alt/Meta is held.
//
// Intents: intentSender(model, root).send(action, fields) queues intents and sends one per answer (fast keys are
// never merged away; .outstanding() counts those not yet answered), each numbered past the last one Python
// acknowledged (view.ack), so a second view of the same widget never sends a stale seq.

export const SVG = "http://www.w3.org/2000/svg";
export const SERIES_COLOURS = ["#1f6fb2", "#c8553d", "#3c9a4b", "#8a4fbf"];

// The language numbers are written in: the widget drawing now (each draw() starts with speak(), and
// draws never interleave), so one page can hold a Polish and a Romanian widget.
let numbersIn = "en";
const LOCALES = { pt: "pt-PT" }; // the rule text's Portuguese groups as pt-PT (12 345), not pt-BR (12.345)

// Numbers from now on in the widget's language (its `language` trait: "pl", "pt", "ro", "en").
export function speak(language) {
  numbersIn = language || "en";
}

// A number as the sentences write it, the language's way (Python's core.plurals.format_number): its
// digit grouping (en 1,234; pl and pt 1234 but 12 345; ro 1.234) and a minus sign (−10), never a hyphen.
export function num(n) {
  if (typeof n !== "number") return String(n);
  let text;
  try {
    text = new Intl.NumberFormat(LOCALES[numbersIn] || numbersIn).format(Math.abs(n));
  } catch {
    text = String(Math.abs(n));
  }
  return n < 0 ? "\u2212" + text : text;
}

// Points added or taken: +5, −10 ("" for none).
export function signed(n) {
  return !n ? "" : n > 0 ? "+" + num(n) : num(n);
}

// h("div", {class, text, dataset, onclick, ...attributes}, ...children)
export function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

// An SVG element; its text (if any) as textContent.
export function s(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

// Several nodes to append at once.
export function fragment(...nodes) {
  const out = document.createDocumentFragment();
  for (const node of nodes) if (node) out.appendChild(node);
  return out;
}

// The widget's root in the page, named by the widget's kind and uid (tests find it by data-uid); its live
// region is a sibling (a redraw replaces the root's children, never the region, so screen readers keep it).
export function widgetRoot(model, el) {
  const language = model.get("language") || "en";
  const root = h("div", {
    class: "wp-root",
    lang: language,
    tabindex: "-1",
    "data-lm-suppress-shortcuts": "true",
    dataset: { kind: model.get("kind"), uid: model.get("uid") },
  });
  const live = h("div", { class: "wp-live wp-sr-only", role: "status", "aria-live": "polite", "aria-atomic": "true", lang: language });
  root.__wordplay = { model, live, current: new Map() }; // for tests and debugging: the page's own handle on its model
  // JupyterLab (and JupyterLite's REPL) read keys on the document, as they bubble up: a key typed in the widget
  // stops at its root, so no notebook shortcut (a, b, m, y, d d, Shift+Enter...) ever fires from inside it.
  root.addEventListener("keydown", keepKeysIn);
  el.appendChild(root);
  el.appendChild(live);
  model.on("change:language", () => {
    root.lang = model.get("language") || "en";
    live.lang = root.lang;
  });
  return root;
}

// A key pressed in the widget is the widget's: it goes no further up the page, unless Ctrl or Meta is held (the
// browser's and JupyterLab's own commands: Ctrl+S, Ctrl+Shift+C...) with a key other than Enter (Ctrl+Enter runs
// the cell). The widget's own handlers, all below the root, have run already.
export function keepKeysIn(event) {
  if ((event.ctrlKey || event.metaKey) && event.key !== "Enter") return;
  event.stopPropagation();
}

// The key of the focused element inside root (its own data-key or its nearest keyed ancestor's).
function focusedKey(root) {
  const active = document.activeElement;
  if (!active || active === root || !root.contains(active)) return null;
  const keyed = active.closest("[data-key]");
  return keyed && root.contains(keyed) ? keyed.dataset.key : null;
}

function focusable(node) {
  if (!node || node.disabled || node.getAttribute("aria-disabled") === "true" || !node.isConnected) return false;
  return node.tabIndex >= 0 || node.matches("button, input, select, textarea, [tabindex]");
}

// A slot for a node kept across redraws (see the header); keepFocus puts the node in its place.
export function kept(node) {
  node.classList.add("wp-kept");
  const slot = h("span", { class: "wp-kept-slot" });
  slot.__kept = node;
  return slot;
}

// Move node before `before` under parent without taking it out of the page (moveBefore keeps focus and
// selection: no blur, no focus event); where moveBefore is missing, an ordinary move.
function moveInPage(parent, node, before) {
  if (typeof parent.moveBefore === "function" && parent.isConnected && node.isConnected) {
    try {
      parent.moveBefore(node, before);
      return;
    } catch {
      // not movable in place (another document): an ordinary move below
    }
  }
  parent.insertBefore(node, before);
}

// Kept nodes wait beside the root while build() replaces its children, then go to their slots; a kept node
// build() gave no slot leaves the page.
function keepAcross(root, build) {
  const parked = root.parentNode ? [...root.querySelectorAll(".wp-kept")] : [];
  for (const node of parked) moveInPage(root.parentNode, node, root.nextSibling);
  build();
  for (const slot of root.querySelectorAll(".wp-kept-slot")) {
    if (slot.__kept) moveInPage(slot.parentNode, slot.__kept, slot);
    slot.remove();
  }
  for (const node of parked) if (!root.contains(node)) node.remove();
}

// build() redraws the root; focus stays on the control with the same data-key (see the header).
export function keepFocus(root, build) {
  const active = document.activeElement;
  const hadFocus = !!active && root.contains(active);
  const key = focusedKey(root);
  const caret = hadFocus && typeof active.selectionStart === "number" ? [active.selectionStart, active.selectionEnd] : null;
  const order = key === null ? [] : [...root.querySelectorAll("[data-key]")].map((n) => n.dataset.key);
  const state = root.__wordplay || {};
  state.focused = key;
  state.focusTo = null;
  keepAcross(root, build);
  const asked = state.focusTo;
  state.focusTo = null;
  if (!hadFocus) return;
  const wanted = (asked || []).map((k) => root.querySelector(`[data-key="${CSS.escape(k)}"]`)).find(focusable);
  if (wanted) {
    wanted.focus({ preventScroll: true });
    return;
  }
  const now = document.activeElement;
  if (now && now !== root && root.contains(now) && now !== active) return; // build moved focus itself
  if (now === active && active.isConnected) return; // nothing was replaced
  const find = (k) => root.querySelector(`[data-key="${CSS.escape(k)}"]`);
  let target = key === null ? null : find(key);
  if (!focusable(target)) {
    target = null;
    const at = order.indexOf(key);
    const tries = at < 0 ? [] : [...order.slice(at + 1), ...order.slice(0, at).reverse()];
    for (const k of tries) {
      const node = find(k);
      if (focusable(node)) {
        target = node;
        break;
      }
    }
  }
  (target || root).focus({ preventScroll: true });
  if (target && caret && typeof target.setSelectionRange === "function") {
    try {
      target.setSelectionRange(caret[0], caret[1]);
    } catch {
      // not a text box after all
    }
  }
}

// The key focused as the running draw began (null: none in the widget).
export function focusedBefore(root) {
  return (root.__wordplay || {}).focused ?? null;
}

// Called by build(): once drawn, focus goes to the first of keys (data-keys, nulls skipped) that is focusable.
export function focusAfter(root, keys) {
  if (root.__wordplay) root.__wordplay.focusTo = keys.filter((k) => k !== null && k !== undefined);
}

// The widget's draw function: build() under keepFocus.
export function drawer(root, build) {
  return () => keepFocus(root, build);
}

// The live region's voice: follow(view) says Python's view.announce once per counter; say(text) a page sentence.
export function announcer(model, root) {
  const live = root.__wordplay.live;
  let heard = ((model.get("view") || {}).announce || {}).n; // said before this view existed: not said again
  let timer = null;
  function say(text) {
    if (!text) return;
    live.textContent = "";
    clearTimeout(timer);
    live.dataset.said = String(text); // at once, for tests
    // emptied, then filled a moment later: the same sentence twice is read twice
    timer = setTimeout(() => {
      live.textContent = String(text);
    }, 30);
  }
  function follow(view) {
    const a = (view || {}).announce;
    if (!a || a.n === heard) return;
    heard = a.n;
    say(a.text);
  }
  return { say, follow };
}

// The key of a keydown as a plain key, "" when a modifier other than Shift is held.
export function keyIn(event) {
  return event.ctrlKey || event.altKey || event.metaKey ? "" : event.key;
}

// A non-button that acts as one: a tab stop (unless roving manages it), Space/Enter call onpress.
export function pressable(node, onpress) {
  if (!node.hasAttribute("tabindex")) node.tabIndex = 0;
  node.addEventListener("click", onpress);
  node.addEventListener("keydown", (e) => {
    if (e.target !== node) return;
    const key = keyIn(e);
    if (key === "Enter" || key === " ") {
      e.preventDefault();
      onpress(e);
    }
  });
  return node;
}

// Roving tabindex over a list (see the header). container needs a data-key (the list's name in the widget).
export function roving(container, opts = {}) {
  const items = opts.items || [...container.children].filter((n) => n.dataset && n.dataset.key);
  if (!items.length) return container;
  const root = container.closest(".wp-root");
  const memory = root && root.__wordplay ? root.__wordplay.current : new Map();
  const listKey = container.dataset.key || "";
  const keys = items.map((n) => n.dataset.key);
  // A role that makes a screen reader hand the arrow keys to the list (focus mode), not read on by itself
  // (browse mode): a table's rows make it a grid; plain items a listbox of options, the current one selected.
  // Buttons (a rack, a hand: in a toolbar) and items with a role of their own keep it.
  const listbox = container.tagName !== "TBODY" && !container.hasAttribute("role")
    && !items.some((n) => n.matches("button") || n.hasAttribute("role"));
  if (container.tagName === "TBODY" && container.closest("table")) container.closest("table").setAttribute("role", "grid");
  if (listbox) {
    container.setAttribute("role", "listbox");
    for (const n of items) n.setAttribute("role", "option");
  }
  let at = keys.indexOf(memory.get(listKey));
  if (at < 0) at = Math.max(0, items.findIndex((n) => n.getAttribute("aria-selected") === "true" || n.hasAttribute("aria-current")));
  // The current option is selected only while the list has focus: a list redrawn with a selected option while
  // the learner types elsewhere makes Orca move its focus there and read the list ("Scoring steps, list with 6
  // items...") after every move typed in the move box.
  const mark = (i, focused) => items.forEach((n, j) => {
    n.tabIndex = j === i ? 0 : -1;
    if (listbox) n.setAttribute("aria-selected", focused && j === i ? "true" : "false");
  });
  mark(at, items.includes(document.activeElement));
  const orientation = opts.orientation || "vertical";
  const back = { horizontal: ["ArrowLeft"], vertical: ["ArrowUp"] }[orientation] || ["ArrowLeft", "ArrowUp"];
  const on = { horizontal: ["ArrowRight"], vertical: ["ArrowDown"] }[orientation] || ["ArrowRight", "ArrowDown"];
  const go = (i) => {
    i = Math.max(0, Math.min(items.length - 1, i));
    mark(i, true);
    memory.set(listKey, keys[i]);
    items[i].focus();
    if (opts.onMove) opts.onMove(items[i], i);
  };
  items.forEach((n, i) => {
    n.addEventListener("focus", () => {
      memory.set(listKey, keys[i]);
      mark(i, true);
    });
    n.addEventListener("keydown", (e) => {
      if (e.target !== n) return; // a control inside the item handles its own keys
      const key = keyIn(e);
      if (back.includes(key)) go(i - 1);
      else if (on.includes(key)) go(i + 1);
      else if (key === "Home") go(0);
      else if (key === "End") go(items.length - 1);
      else if ((key === "Enter" || key === " ") && !n.matches("button")) n.click();
      else return;
      e.preventDefault();
    });
  });
  return container;
}

// A heading: level 2 for a widget's title, 3 for its sections.
export function heading(level, text, cls) {
  return h("h" + level, { class: "wp-h wp-h" + level + (cls ? " " + cls : ""), text });
}

// Text for screen readers only.
export function visuallyHidden(text) {
  return h("span", { class: "wp-sr-only", text });
}

// The intent sender: {seq, action, ...fields} into the `intent` trait, the send time kept for the
// latency figure (root.dataset.latency once the view acknowledges that seq). Intents go one at a time: the
// next leaves when Python's answer (a new view) has come, because the widget framework merges trait updates
// made while one is on its way, and a fast typist's letters must not be lost. An answer that never comes
// frees the queue after a while (a safety cap, never what decides an answer).
export function intentSender(model, root) {
  const sent = new Map();
  const queue = [];
  let seq = -1;
  let waiting = null;
  function next() {
    if (waiting !== null || !queue.length) return;
    const [action, fields] = queue.shift();
    // Past the last seq Python acknowledged from any view: two views of one widget share the view's ack.
    seq = Math.max(seq, Number((model.get("view") || {}).ack ?? -1)) + 1;
    sent.set(seq, performance.now());
    root.dataset.sentSeq = String(seq);
    waiting = setTimeout(answered, 15000);
    model.set("intent", Object.assign({ seq, action }, fields || {}));
    model.save_changes();
  }
  function answered() {
    clearTimeout(waiting);
    waiting = null;
    next();
  }
  model.on("change:view", answered);
  function send(action, fields) {
    queue.push([action, fields]);
    next();
  }
  function acknowledged(ack) {
    if (!sent.has(ack)) return;
    root.dataset.latency = (performance.now() - sent.get(ack)).toFixed(1);
    root.dataset.latencySeq = String(ack);
    sent.delete(ack);
  }
  // how many intents are queued or awaiting their answer
  const outstanding = () => queue.length + (waiting === null ? 0 : 1);
  return { send, acknowledged, outstanding };
}

// Redraw on the traits named; returns the clean-up anywidget calls when the view goes away.
export function redrawOn(model, traits, draw) {
  for (const t of traits) model.on("change:" + t, draw);
  draw();
  return () => {
    for (const t of traits) model.off("change:" + t, draw);
  };
}
