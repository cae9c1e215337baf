// wordplay widgets, shared: an explained score with its step-through (first, back, next, all).
//
// The explanation is what Python sends ({total, words, steps: [{kind, phase, points, running,
// squares, text}]}). The stepper's state is local to the page: which step is shown (null: all).
import { h, fragment, num, signed } from "./dom.js";

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

// The section title, the stepper, the running total, the steps and the words line.
export function drawExplanation(explanation, state, labels, redraw) {
  const steps = explanation.steps;
  const go = (k) => {
    state.step = k;
    redraw();
  };
  const controls = h("div", { class: "wp-stepper" });
  controls.appendChild(h("button", { class: "wp-step-first", text: labels.first, onclick: () => go(0) }));
  controls.appendChild(h("button", { class: "wp-step-back", text: labels.back, disabled: state.step === null || state.step === 0, onclick: () => go(Math.max(0, state.step - 1)) }));
  controls.appendChild(h("button", { class: "wp-step-next", text: labels.next, disabled: state.step === steps.length - 1, onclick: () => go(state.step === null ? 0 : Math.min(steps.length - 1, state.step + 1)) }));
  controls.appendChild(h("button", { class: "wp-step-last", text: labels.last, onclick: () => go(null) }));
  const where = state.step === null ? "" : (labels.step_of || "").replace("{n}", state.step + 1).replace("{count}", steps.length);
  controls.appendChild(h("span", { class: "wp-step-where", text: where }));
  const running = state.step === null ? explanation.total : steps[state.step].running;
  const list = h("ol", { class: "wp-steps" });
  steps.forEach((st, k) => {
    const cls = ["wp-step", "wp-phase-" + st.phase];
    if (state.step !== null && k > state.step) cls.push("wp-later");
    if (state.step === k) cls.push("wp-current");
    const item = h("li", { class: cls.join(" "), dataset: { kind: st.kind, step: String(k) } });
    item.appendChild(h("span", { class: "wp-step-text", text: st.text }));
    item.appendChild(h("span", { class: "wp-step-points", text: signed(st.points) }));
    item.appendChild(h("span", { class: "wp-step-running", text: num(st.running) }));
    item.addEventListener("click", () => go(k));
    list.appendChild(item);
  });
  const words = explanation.words.map((w) => `${w.word} ${num(w.score)}`).join(", ");
  return fragment(
    h("div", { class: "wp-section", text: labels.score }),
    controls,
    h("div", { class: "wp-running", text: `${labels.total}: ${num(running)}` }),
    list,
    words ? h("div", { class: "wp-words", text: `${labels.words}: ${words} — ${labels.total} ${num(explanation.total)}` }) : null,
  );
}
