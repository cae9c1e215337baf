// wordplay widgets, shared: building DOM nodes. Text always goes in as textContent, never as HTML.

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
  } catch (e) {
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

// The widget's root in the page, named by the widget's kind and uid (tests find it by data-uid).
export function widgetRoot(model, el) {
  const root = h("div", { class: "wp-root", dataset: { kind: model.get("kind"), uid: model.get("uid") } });
  root.__wordplay = { model }; // for tests and debugging: the page's own handle on its model
  el.appendChild(root);
  return root;
}

// The intent sender: {seq, action, ...fields} into the `intent` trait, the send time kept for the
// latency figure (root.dataset.latency once the view acknowledges that seq).
export function intentSender(model, root) {
  const sent = new Map();
  let seq = Math.max(0, (model.get("view") || {}).ack + 1 || 0) + Math.floor(Math.random() * 1000) * 1000;
  function send(action, fields) {
    seq += 1;
    sent.set(seq, performance.now());
    root.dataset.sentSeq = String(seq);
    model.set("intent", Object.assign({ seq, action }, fields || {}));
    model.save_changes();
  }
  function acknowledged(ack) {
    if (!sent.has(ack)) return;
    root.dataset.latency = (performance.now() - sent.get(ack)).toFixed(1);
    root.dataset.latencySeq = String(ack);
    sent.delete(ack);
  }
  return { send, acknowledged };
}

// Redraw on the traits named; returns the clean-up anywidget calls when the view goes away.
export function redrawOn(model, traits, draw) {
  for (const t of traits) model.on("change:" + t, draw);
  draw();
  return () => {
    for (const t of traits) model.off("change:" + t, draw);
  };
}
