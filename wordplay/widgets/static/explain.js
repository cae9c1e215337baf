// wordplay widgets, shared: an explained score with its step-through (first, back, next, all).
//
// The explanation is what Python sends ({total, words, steps: [{kind, phase, points, running,
// squares, text}]}). The stepper's state is local to the page: which step is shown (null: all).
import { h, fragment, heading, num, roving, signed, visuallyHidden } from "./dom.js";

export function newStepper() {
  return { step: null, key: "" };
}

// Back to "all steps" whenever the explanation shown changes.
export function followSteps(state, explanation) {
  const key = JSON.stringify(explanation ? explanation.steps : null);
  if (key !== state.key) {
    state.key = key;
    state.step = null;
  }
}

// The squares (or cards) of the step shown, each with its phase: Map key -> phase.
export function stepMarks(state, explanation) {
  const marks = new Map();
  if (!explanation || state.step === null) return marks;
  const step = explanation.steps[state.step];
  if (step) for (const key of step.squares) marks.set(key, step.phase);
  return marks;
}

// The sentence a screen reader hears for step k ("Step 3 of 9: ... Total 24."), from the labels Python sent.
export function stepSaid(labels, steps, k) {
  const st = steps[k];
  if (!st) return "";
  return (labels.step_said || "{text}")
    .replace("{n}", num(k + 1))
    .replace("{count}", num(steps.length))
    .replace("{text}", st.text)
    .replace("{subtotal}", num(st.running));
}

// The section title, the stepper, the running total, the steps and the words line.
// opts.key names this explanation in the widget (data-key prefix, two may be shown); opts.say(text) speaks
// the step shown in the live region. The steps are one list with a roving tab stop: arrows show each step.
export function drawExplanation(explanation, state, labels, redraw, opts = {}) {
  const steps = explanation.steps;
  const prefix = opts.key || "steps";
  const go = (k, quiet) => {
    state.step = k;
    if (opts.say && !quiet) opts.say(k === null ? `${labels.total}: ${num(explanation.total)}` : stepSaid(labels, steps, k));
    redraw();
  };
  const button = (name, text, disabled, onclick) =>
    h("button", { class: "wp-step-" + name, type: "button", text, disabled, onclick, dataset: { key: `${prefix}-${name}` } });
  const controls = h("div", { class: "wp-stepper" });
  controls.appendChild(button("first", labels.first, false, () => go(0)));
  controls.appendChild(button("back", labels.back, state.step === null || state.step === 0, () => go(Math.max(0, state.step - 1))));
  controls.appendChild(button("next", labels.next, state.step === steps.length - 1, () => go(state.step === null ? 0 : Math.min(steps.length - 1, state.step + 1))));
  controls.appendChild(button("last", labels.last, false, () => go(null)));
  const where = state.step === null ? "" : (labels.step_of || "").replace("{n}", state.step + 1).replace("{count}", steps.length);
  controls.appendChild(h("span", { class: "wp-step-where", text: where }));
  const running = state.step === null ? explanation.total : steps[state.step].running;
  const list = h("ol", { class: "wp-steps", "aria-label": labels.steps || labels.score, dataset: { key: prefix + "-list" } });
  steps.forEach((st, k) => {
    const cls = ["wp-step", "wp-phase-" + st.phase];
    if (state.step !== null && k > state.step) cls.push("wp-later");
    if (state.step === k) cls.push("wp-current");
    const item = h("li", {
      class: cls.join(" "),
      dataset: { kind: st.kind, step: String(k), key: `${prefix}-${k}` },
      "aria-current": state.step === k ? "step" : null,
    });
    // the option's name is its text, read apart: "U on H5: 1, +1. Total 11" (not "U on H5: 1+111"); a screen
    // reader adds "2 of 9" (a listbox option)
    item.appendChild(h("span", { class: "wp-step-text", text: st.text }));
    item.appendChild(visuallyHidden(", "));
    item.appendChild(h("span", { class: "wp-step-points", text: signed(st.points) }));
    item.appendChild(visuallyHidden(`. ${labels.total} `));
    item.appendChild(h("span", { class: "wp-step-running", text: num(st.running) }));
    item.addEventListener("click", () => go(k));
    list.appendChild(item);
  });
  // Arrows show the next or the previous step at once (9 steps: 9 presses); Space/Enter show the one focused.
  // The step focused is read by its name (a listbox option), so an arrow does not say it again in the live region.
  roving(list, { orientation: "vertical", onMove: (node) => go(Number(node.dataset.step), true) });
  const words = explanation.words.map((w) => `${w.word} ${num(w.score)}`).join(", ");
  return fragment(
    heading(3, labels.score, "wp-section"),
    controls,
    h("div", { class: "wp-running", dataset: { key: prefix + "-running" }, text: `${labels.total}: ${num(running)}` }),
    list,
    words ? h("div", { class: "wp-words", text: `${labels.words}: ${words} — ${labels.total} ${num(explanation.total)}` }) : null,
  );
}
