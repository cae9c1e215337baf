// wordplay widgets, shared controls: a row of buttons, the exchange buttons, a blank's letter chooser.
import { h, heading, roving, visuallyHidden } from "./dom.js";

// A row of buttons: add(name, text, enabled, onclick) appends `button.wp-btn.wp-<name>`.
export function buttonRow() {
  const box = h("div", { class: "wp-buttons" });
  const add = (name, text, enabled, onclick) =>
    box.appendChild(h("button", { class: "wp-btn wp-" + name, type: "button", text, disabled: !enabled, onclick, dataset: { key: "btn-" + name } }));
  return { box, add };
}

// A click on a hand or rack card: marks it while exchanging, else picks it (or drops the pick).
export function pickOrMark(ui, index, redraw) {
  if (ui.exchanging) {
    if (ui.marked.has(index)) ui.marked.delete(index);
    else ui.marked.add(index);
  } else ui.picked = ui.picked === index ? null : index;
  redraw();
}

// A rack tile or hand card as a button: named for a screen reader (its letter and value drawn but
// hidden from it), pressed while picked or marked, and picked or marked by a click unless used.
// piece: { base, index, used, key, dataset, name, letter, value (null: none), classes, title }.
export function pickablePiece(ui, redraw, piece) {
  const cls = [piece.base, ...(piece.used ? ["wp-used"] : []), ...(piece.classes || [])];
  if (ui.picked === piece.index) cls.push("wp-picked");
  if (ui.marked.has(piece.index)) cls.push("wp-marked");
  const node = h("div", {
    class: cls.join(" "),
    role: "button",
    "aria-pressed": ui.picked === piece.index || ui.marked.has(piece.index) ? "true" : "false",
    "aria-disabled": piece.used ? "true" : null,
    dataset: { index: String(piece.index), key: piece.key, ...piece.dataset },
    title: piece.title,
  });
  node.appendChild(visuallyHidden(piece.name));
  node.appendChild(h("span", { class: "wp-letter", "aria-hidden": "true", text: piece.letter }));
  if (piece.value !== null) node.appendChild(h("span", { class: "wp-value", "aria-hidden": "true", text: piece.value }));
  if (!piece.used) node.addEventListener("click", () => pickOrMark(ui, piece.index, redraw));
  return node;
}

// "Exchange…" turns on marking (ui.exchanging, ui.marked); then confirm calls exchange(indices), or cancel.
// more.ready() may allow confirming with nothing marked; more.reset() clears a game's own choices.
export function exchangeButtons(add, ui, labels, enabled, exchange, redraw, more = {}) {
  const reset = () => {
    ui.exchanging = false;
    ui.marked.clear();
    if (more.reset) more.reset();
  };
  if (!ui.exchanging) {
    add("exchange", labels.exchange, enabled, () => {
      ui.exchanging = true;
      ui.picked = null;
      redraw();
    });
    return;
  }
  add("exchange-confirm", labels.exchange_confirm, ui.marked.size > 0 || (more.ready ? more.ready() : false), () => {
    exchange([...ui.marked]);
    reset();
  });
  add("exchange-cancel", labels.exchange_cancel, true, () => {
    reset();
    redraw();
  });
}

// choose(letter) is called with the letter clicked; cancel() when the learner changes their mind.
export function drawLetterChooser(alphabet, labels, choose, cancel) {
  const box = h("div", { class: "wp-blankchooser", role: "group", "aria-label": labels.blank_prompt });
  box.appendChild(heading(3, labels.blank_prompt, "wp-section"));
  const grid = h("div", { class: "wp-letters", dataset: { key: "letters" } });
  for (const letter of alphabet || "")
    grid.appendChild(h("button", { class: "wp-letterbtn", type: "button", text: letter, dataset: { letter, key: "letter-" + letter }, onclick: () => choose(letter) }));
  grid.appendChild(h("button", { class: "wp-letterbtn wp-cancel", type: "button", text: labels.exchange_cancel, onclick: cancel, dataset: { key: "letter-cancel" } }));
  keyboardCancel(box, cancel);
  box.appendChild(roving(grid, { orientation: "both" }));
  return box;
}

// Escape inside node calls cancel (a chooser or an exchange being marked).
export function keyboardCancel(node, cancel) {
  node.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    }
  });
  return node;
}
