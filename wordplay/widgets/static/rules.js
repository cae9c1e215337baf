// wordplay widgets, shared: every rule tried on a play, pass or fail, each in a sentence.
import { h, fragment } from "./dom.js";

// check = {ok, checks: [{rule, passed, text}], failure}
export function drawRules(check, labels) {
  const rules = h("ul", { class: "wp-rules" });
  for (const c of check.checks)
    rules.appendChild(h("li", { class: c.passed ? "wp-rule-pass" : "wp-rule-fail", dataset: { rule: c.rule }, text: (c.passed ? "✔ " : "✘ ") + c.text }));
  return fragment(h("div", { class: "wp-section", text: labels.rules }), rules);
}

// The refusal and the notice Python sent, if any.
export function drawMessages(V) {
  return fragment(
    V.refusal ? h("div", { class: "wp-refusal", role: "alert", text: V.refusal }) : null,
    V.notice ? h("div", { class: "wp-notice", text: V.notice }) : null,
  );
}
