// wordplay widgets, shared: every rule tried on a play, pass or fail, each in a sentence.
import { h, fragment, heading, visuallyHidden } from "./dom.js";

// check = {ok, checks: [{rule, passed, text}], failure}
export function drawRules(check, labels) {
  const rules = h("ul", { class: "wp-rules" });
  for (const c of check.checks)
    rules.appendChild(
      h("li", { class: c.passed ? "wp-rule-pass" : "wp-rule-fail", dataset: { rule: c.rule } },
        h("span", { class: "wp-rule-mark", "aria-hidden": "true", text: c.passed ? "✔ " : "✘ " }),
        visuallyHidden((c.passed ? labels.rule_passed : labels.rule_failed) || ""),
        h("span", { text: c.text })));
  return fragment(heading(3, labels.rules, "wp-section"), rules);
}

// The refusal and the notice Python sent, if any.
export function drawMessages(V) {
  return fragment(
    // shown, not announced: the widget's one live region says the refusal once (an alert here said it twice,
    // and again on every redraw while it stood)
    V.refusal ? h("div", { class: "wp-refusal", text: V.refusal }) : null,
    // a tab stop: a long notice (the end of a game) scrolls, and a keyboard must reach it
    V.notice ? h("div", { class: "wp-notice", tabindex: "0", text: V.notice, dataset: { key: "notice" } }) : null,
  );
}
