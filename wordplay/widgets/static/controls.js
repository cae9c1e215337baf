// wordplay widgets, shared controls: a row of buttons, the exchange buttons, a blank's letter chooser.
import { h } from "./dom.js";

// A row of buttons: add(name, text, enabled, onclick) appends `button.wp-btn.wp-<name>`.
export function buttonRow() {
  const box = h("div", { class: "wp-buttons" });
  const add = (name, text, enabled, onclick) => box.appendChild(h("button", { class: "wp-btn wp-" + name, text, disabled: !enabled, onclick }));
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
  const box = h("div", { class: "wp-blankchooser" });
  box.appendChild(h("div", { class: "wp-section", text: labels.blank_prompt }));
  const grid = h("div", { class: "wp-letters" });
  for (const letter of alphabet || "")
    grid.appendChild(h("button", { class: "wp-letterbtn", text: letter, dataset: { letter }, onclick: () => choose(letter) }));
  grid.appendChild(h("button", { class: "wp-letterbtn wp-cancel", text: labels.exchange_cancel, onclick: cancel }));
  box.appendChild(grid);
  return box;
}
