// wordplay widgets, shared: the analysis board (a move's position before it, the move played and the best moves
// drawn in place, stepped through) and the unseen tiles or cards. Drawn from the view's `analysis` and `unseen`
// blocks (wordplay/widgets/analysis.py); every sentence and label comes from Python.
//
//   drawAnalysis(A, send)   the panel: a navigation toolbar (first/previous/next/last, back to the live game; the
//                           arrow keys, Home/End and Escape when it has focus), then for the move chosen its title,
//                           one button per mark ("played", "best 1"...: aria-pressed on the one drawn) and the
//                           position: a grid of squares (boards, the cards' table) or the words on the table
//                           (Word Thief, rummy; rummy adds its discard pile). A marked square carries a pattern and the mark's number as text, never
//                           colour alone; its accessible name says which move it shows.
//   analysisInPlace(root, A, send)
//                           where a widget puts it (every family, one way): {place(live), below}. While a move is
//                           analysed, place(live) gives the panel in the live board's place, the live board kept
//                           but `hidden` (not drawn, not read, no tab stop) and `below` is null; while the live game
//                           is shown, place(live) is the live board and `below` the panel (its navigation only), drawn
//                           under the widget's other panels. Back to the live game from the panel, focus goes to
//                           the control that opened the analysis (a score sheet row, a review's move, the
//                           navigation), else to the live board's tab stop.
//   drawUnseen(U)           the unseen tiles or cards by letter with counts, as one named, focusable list.
import { focusAfter, focusedBefore, fragment, h, heading, keyIn, num } from "./dom.js";

const NAV = ["first", "previous", "next", "last"];

// A move is being analysed (not the live game).
export function analysing(A) {
  return !!A && A.number !== null && A.number !== undefined;
}

// One draw's step of the analysis' memory ({open, opener}, kept by the widget across draws): `open` whether this
// draw analyses a move, `focused` the key focused as it began. As the analysis opens, the opener is that key.
// Returns true when this draw closes it with focus inside the panel (its keys are "an-..."): focus then goes back
// to the opener. Focus elsewhere (the move box, the rack) stays where it is.
export function followAnalysis(memory, open, focused) {
  const closing = memory.open && !open && typeof focused === "string" && focused.startsWith("an-");
  if (open && !memory.open) memory.opener = focused;
  memory.open = open;
  return closing;
}

export function analysisInPlace(root, A, send) {
  const open = analysing(A);
  const memory = root.__wordplay ? (root.__wordplay.analysis ||= { open: false, opener: null }) : { open: false, opener: null };
  const closing = followAnalysis(memory, open, focusedBefore(root));
  function place(live) {
    if (!open) {
      if (closing) focusAfter(root, [memory.opener, tabStop(live)]);
      return live;
    }
    live.hidden = true;
    return fragment(live, drawAnalysis(A, send));
  }
  return { place, below: A && !open ? drawAnalysis(A, send) : null };
}

// The key of a drawn part's tab stop (its keyed control with tabindex 0, else its first keyed one).
function tabStop(node) {
  const keyed = node.querySelector('[data-key][tabindex="0"]') || (node.dataset && node.dataset.key ? node : node.querySelector("[data-key]"));
  return keyed ? keyed.dataset.key : null;
}

export function drawAnalysis(A, send) {
  const L = A.labels || {};
  const panel = h("section", { class: "wp-analysis", "aria-label": L.region, dataset: { key: "an-panel" } });
  panel.appendChild(heading(3, L.region || ""));
  panel.appendChild(drawNav(A, L, send));
  if (!analysing(A)) return panel;
  panel.classList.add("wp-an-open");
  panel.appendChild(heading(4, A.title || "", "wp-an-title"));
  const marks = A.marks || [];
  const shown = marks[A.mark] || null;
  const chooser = h("div", { class: "wp-an-marks", role: "group", "aria-label": L.marks });
  marks.forEach((m, i) => {
    chooser.appendChild(
      h("button", {
        type: "button",
        class: "wp-an-mark" + (i === 0 ? " wp-an-played" : " wp-an-best"),
        "aria-pressed": String(i === A.mark),
        dataset: { key: "an-mark-" + i },
        text: m.text,
        onclick: () => send("analyse", { number: A.number, mark: i }),
      }),
    );
  });
  panel.appendChild(chooser);
  if (A.hidden_note) panel.appendChild(h("p", { class: "wp-an-note", text: A.hidden_note }));
  const position = A.position;
  if (position && position.rows) panel.appendChild(drawGrid(position, shown, A.mark, L));
  else if (position && position.words) panel.appendChild(drawWords(position, shown, A.mark, L));
  return panel;
}

function drawNav(A, L, send) {
  const bar = h("div", { class: "wp-an-nav", role: "toolbar", "aria-label": L.region, dataset: { key: "an-nav" } });
  const nav = A.nav || {};
  const go = (step) => {
    if (nav[step]) send("analyse", { step });
  };
  for (const step of NAV) {
    bar.appendChild(
      h("button", {
        type: "button",
        class: "wp-an-" + step,
        disabled: !nav[step],
        dataset: { key: "an-" + step },
        text: L[step],
        onclick: () => go(step),
      }),
    );
  }
  bar.appendChild(
    h("button", {
      type: "button",
      class: "wp-an-live",
      disabled: !nav.live,
      dataset: { key: "an-live" },
      text: L.live,
      onclick: () => go("live"),
    }),
  );
  const keys = { ArrowLeft: "previous", ArrowUp: "previous", ArrowRight: "next", ArrowDown: "next", Home: "first", End: "last", Escape: "live" };
  bar.addEventListener("keydown", (event) => {
    const step = keys[keyIn(event)];
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    go(step);
  });
  return bar;
}

function drawGrid(P, shown, markIndex, L) {
  const [top, left] = P.origin || [0, 0];
  const rows = P.rows.length;
  const cols = P.cols.length;
  const tiles = new Map(P.cells.map((c) => [c.row + "," + c.col, c]));
  const marked = new Map(((shown && shown.cells) || []).map((c) => [c.row + "," + c.col, c]));
  const table = h("table", { class: "wp-an-grid", "aria-label": (L.position || "") + (shown ? " \u2014 " + shown.text : "") });
  const head = h("tr", {}, h("td", {}));
  for (const name of P.cols) head.appendChild(h("th", { scope: "col", text: name }));
  table.appendChild(h("thead", {}, head));
  const body = h("tbody", {});
  for (let r = 0; r < rows; r++) {
    const tr = h("tr", {}, h("th", { scope: "row", text: P.rows[r] }));
    for (let c = 0; c < cols; c++) {
      const key = r + top + "," + (c + left);
      const tile = tiles.get(key);
      const mark = marked.get(key);
      const premium = P.premiums ? P.premiums[r * cols + c] : "";
      const cell = mark || tile;
      const td = h("td", {
        class: "wp-an-sq" + (premium ? " wp-an-" + premium : "") + (tile ? " wp-an-tile" : "") + (mark ? (markIndex === 0 ? " wp-an-m-played" : " wp-an-m-best") : ""),
        "aria-label": cell ? cell.name : null,
      });
      if (cell) td.appendChild(h("span", { class: "wp-an-letter" + (cell.tile === cell.tile.toLowerCase() ? " wp-an-blank" : ""), text: cell.tile.toUpperCase() }));
      if (mark) td.appendChild(h("span", { class: "wp-an-badge", "aria-hidden": "true", text: markIndex === 0 ? "\u25cf" : num(markIndex) }));
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  table.appendChild(body);
  const legend = shown ? h("p", { class: "wp-an-legend " + (markIndex === 0 ? "wp-an-m-played" : "wp-an-m-best") }, h("span", { class: "wp-an-badge", "aria-hidden": "true", text: markIndex === 0 ? "\u25cf" : num(markIndex) }), h("span", { text: " " + shown.text })) : null;
  return h("div", { class: "wp-an-board" }, legend, h("div", { class: "wp-an-scroll" }, table));
}

function drawWords(P, shown, markIndex, L) {
  const stolen = shown ? shown.stolen : null;
  const list = h("ul", { class: "wp-an-words", "aria-label": L.position });
  for (const w of P.words) {
    const isStolen = stolen !== null && stolen !== undefined && w.id === stolen;
    const item = h("li", { class: "wp-an-word" + (isStolen ? " wp-an-stolen" : ""), "aria-label": isStolen ? w.name + ", " + (L.stolen || "") : w.name }, h("span", { class: "wp-an-letters", text: w.text }), h("span", { class: "wp-an-owner", text: w.owner_name }));
    if (isStolen) item.appendChild(h("span", { class: "wp-an-tag", "aria-hidden": "true", text: L.stolen }));
    list.appendChild(item);
  }
  const out = h("div", { class: "wp-an-table" }, list);
  if (shown && shown.new_words && shown.new_words.length) {
    const kind = markIndex === 0 ? "wp-an-m-played" : "wp-an-m-best";
    const made = h("ul", { class: "wp-an-words wp-an-new " + kind, "aria-label": shown.text });
    for (const word of shown.new_words) made.appendChild(h("li", { class: "wp-an-word " + kind }, h("span", { class: "wp-an-letters", text: word }), h("span", { class: "wp-an-tag", text: shown.label })));
    out.appendChild(h("p", { class: "wp-an-legend " + kind, text: shown.text }));
    out.appendChild(made);
  }
  if (P.discard) out.appendChild(drawDiscard(P.discard, shown, markIndex));
  return out;
}

// Rummy: the discard pile before the move (its top card drawn as a card, the sentence naming it and the count),
// what the turn drew, and the card the mark shown discards onto it.
function drawDiscard(D, shown, markIndex) {
  const box = h("div", { class: "wp-an-discard" });
  const top = D.top === null || D.top === undefined ? null : h("span", { class: "wp-an-pile-top", "aria-hidden": "true", text: D.top });
  box.appendChild(h("p", { class: "wp-an-pile" }, top, h("span", { text: D.name })));
  if (D.drawn) box.appendChild(h("p", { class: "wp-an-drawn", text: D.drawn }));
  if (shown && shown.discard_text) box.appendChild(h("p", { class: "wp-an-legend " + (markIndex === 0 ? "wp-an-m-played" : "wp-an-m-best"), text: shown.discard_text }));
  return box;
}

export function drawUnseen(U) {
  if (!U) return null;
  const box = h("section", { class: "wp-unseen", "aria-label": U.heading });
  box.appendChild(h("p", { class: "wp-unseen-heading", text: U.heading }));
  const list = h("ul", { class: "wp-unseen-list", tabindex: "0", "aria-label": U.heading + (U.to_draw_text ? "; " + U.to_draw_text : ""), dataset: { key: "unseen" } });
  for (const item of U.items || []) {
    list.appendChild(h("li", { "aria-label": item.name }, h("span", { class: "wp-unseen-letter", text: item.letter }), h("span", { class: "wp-unseen-count", text: num(item.count) })));
  }
  box.appendChild(list);
  if (U.to_draw_text) box.appendChild(h("p", { class: "wp-unseen-draw", text: U.to_draw_text }));
  return box;
}
