// wordplay Word Thief widget: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads `setup` (suits, labels, the penalty; never changes) and
// `view` (everything else), and writes `intent` ({seq, action, ...fields}, validated by Python:
// wordplay/widgets/thief/protocol.py). Every text goes in with textContent. Local state is only
// what the learner points at: the words being typed, the cards marked to discard, the scoring
// step shown.
import { h, intentSender, num, redrawOn, speak, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { drawPlayers, drawLower, drawSummary } from "./sheet.js";
import { buttonRow } from "./controls.js";
import { reviewPanel } from "./review.js";

function render({ model, el }) {
  const ui = {
    stepper: newStepper(), // the scoring step shown
    typed: null, // the words in the box while the learner types (Python's draft otherwise)
    typing: null, // the timer that sends what is typed
    discarding: false, // marking the cards to discard ("cannot play")
    marked: new Set(),
  };
  const root = widgetRoot(model, el);
  const { send, acknowledged } = intentSender(model, root);
  const review = reviewPanel(send, () => draw());

  function draw() {
    speak(model.get("language"));
    const V = model.get("view") || {};
    const { labels: L = {}, penalty } = model.get("setup") || {};
    const box = root.querySelector(".wt-words-input");
    const focused = box && document.activeElement === box;
    const caret = focused ? [box.selectionStart, box.selectionEnd] : null;
    if (!focused && ui.typing === null) ui.typed = null;
    root.replaceChildren();
    root.dataset.ack = String(V.ack);
    if (!V.table) return;
    const preview = V.preview || {};
    const explanation = preview.explanation || (V.review && !preview.check ? V.review.explanation : null);
    followSteps(ui.stepper, explanation);
    const marks = stepMarks(ui.stepper, explanation);
    if (!(V.actions || []).includes("give_up")) ui.discarding = false;

    if (V.players) {
      const note = (p) => p.hand_text; // the counts in sentences from Python, with the language's plural forms
      root.appendChild(drawPlayers(V.players, note, V.piles_text));
    }
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));
    const main = h("div", { class: "wp-main" });
    main.appendChild(drawTable(V, L, marks));
    main.appendChild(drawPanel(V, L, preview, explanation, marks));
    root.appendChild(main);
    root.appendChild(drawDraft(V, L));
    root.appendChild(drawHand(V, penalty, L, marks));
    if (V.steals) root.appendChild(drawSteals(V.steals, L));
    if (V.summary) root.appendChild(drawSummary(V.summary, L));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (V.sheet) root.appendChild(drawSheet(V, L));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));
    if (focused) {
      const again = root.querySelector(".wt-words-input");
      again.focus();
      again.setSelectionRange(caret[0], caret[1]);
    }
    acknowledged(V.ack);
  }

  // A card: its letter in its suit's colour and its suit's mark (not colour alone), its value;
  // a Wild shows what it stands for.
  function card(c, marks, extra) {
    const cls = ["wt-card", "wt-suit-" + (c.suit || "none")];
    if (c.wild) cls.push("wt-wild");
    const mark = marks && marks.get(c.id);
    if (mark) cls.push("wp-hl", "wp-hl-" + mark);
    const node = h("span", { class: cls.join(" ") + (extra ? " " + extra : ""), dataset: { card: c.id }, title: ((model.get("setup") || {}).suit_names || {})[c.suit] || "" });
    node.appendChild(h("span", { class: "wt-letter", text: c.letter }));
    node.appendChild(h("span", { class: "wt-value", text: String(c.value) }));
    const marksOf = (model.get("setup") || {}).suit_marks || {};
    if (!c.wild && marksOf[c.suit]) node.appendChild(h("span", { class: "wt-suitmark", text: marksOf[c.suit] }));
    return node;
  }

  function cardRow(cards, marks) {
    const row = h("span", { class: "wt-cards" });
    for (const c of cards) row.appendChild(card(c, marks));
    return row;
  }

  // Each player's words (click one to steal it) and the locked words they scored.
  function drawTable(V, L, marks) {
    const box = h("div", { class: "wt-table" });
    box.appendChild(h("div", { class: "wp-section", text: L.table }));
    const owners = V.players ? V.players.map((p, i) => ({ name: p.name, locked: p.locked, index: i })) : (V.names || []).map((name, i) => ({ name, locked: [], index: i }));
    for (const owner of owners) {
      const words = V.table.filter((w) => w.owner === owner.index);
      const block = h("div", { class: "wt-owner", dataset: { owner: String(owner.index) } });
      block.appendChild(h("div", { class: "wt-owner-name", text: owner.name }));
      if (!words.length && !owner.locked.length) block.appendChild(h("div", { class: "wp-empty", text: L.no_words }));
      for (const w of words) {
        const cls = "wt-word" + (w.target ? " wt-target" : "") + (w.stealable ? " wt-stealable" : "") + (w.locked ? " wt-locked" : "");
        const item = h("div", { class: cls, dataset: { word: String(w.id), text: w.text }, title: w.stealable ? L.steal_hint : "" });
        item.appendChild(cardRow(w.cards, marks));
        const score = V.players ? String(w.score) : ""; // a word written by hand was never scored
        item.appendChild(h("span", { class: "wt-word-score", text: w.locked ? `${score} (${L.locked})` : score }));
        if ((V.actions || []).includes("target")) item.addEventListener("click", () => send("target", { word: w.id }));
        block.appendChild(item);
      }
      for (const w of owner.locked) {
        const item = h("div", { class: "wt-word wt-locked" });
        item.appendChild(cardRow(w.cards, null));
        item.appendChild(h("span", { class: "wt-word-score", text: `${w.score} (${L.locked})` }));
        block.appendChild(item);
      }
      box.appendChild(block);
    }
    return box;
  }

  function drawPanel(V, L, preview, explanation, marks) {
    const panel = h("div", { class: "wp-panel" });
    panel.appendChild(drawMessages(V));
    if (preview.check) {
      panel.appendChild(h("div", { class: "wp-headline " + (preview.legal ? "wp-legal" : "wp-illegal"), text: preview.headline }));
      panel.appendChild(drawRules(preview.check, L));
    } else if (V.review && explanation) {
      panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    } else if (preview.headline) {
      panel.appendChild(h("div", { class: "wp-empty wt-prompt", text: preview.headline }));
    }
    if (!explanation) return panel;
    const words = h("div", { class: "wt-new-words" });
    for (const w of explanation.words) {
      const item = h("div", { class: "wt-new-word" });
      item.appendChild(cardRow(w.cards, marks));
      item.appendChild(h("span", { class: "wt-word-score", text: `${w.word} ${w.score}` }));
      words.appendChild(item);
    }
    panel.appendChild(words);
    panel.appendChild(drawExplanation(explanation, ui.stepper, L, draw));
    return panel;
  }

  // The stolen word, the box for the new words, and the buttons for the draft.
  function drawDraft(V, L) {
    const acts = new Set(V.actions || []);
    const row = h("div", { class: "wt-draft" });
    if (!acts.has("words")) return row;
    const D = V.draft || {};
    if (D.target_text) row.appendChild(h("span", { class: "wt-draft-target", text: `${D.target_text} →` }));
    const input = h("input", { class: "wt-words-input", type: "text", placeholder: L.words_placeholder, spellcheck: "false", autocomplete: "off" });
    input.value = ui.typed !== null ? ui.typed : D.words || "";
    input.addEventListener("input", () => {
      ui.typed = input.value;
      if (ui.typing !== null) clearTimeout(ui.typing);
      ui.typing = setTimeout(() => {
        ui.typing = null;
        send("words", { text: ui.typed });
      }, 120);
    });
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      if (ui.typing !== null) clearTimeout(ui.typing);
      ui.typing = null;
      send("words", { text: input.value });
    });
    row.appendChild(input);
    const C = V.controls || {};
    const { box, add } = buttonRow();
    if (acts.has("submit")) add("submit", L.submit, C.submit, () => send("submit"));
    const drafted = D.target !== null || (D.picked || []).length > 0 || !!D.words;
    add("clear", L.clear, drafted, () => {
      ui.typed = null;
      send("clear");
    });
    add("steals", V.steals ? L.hide_steals : L.steals, true, () => send("steals"));
    row.appendChild(box);
    return row;
  }

  // The hand: click a card to pick it (its order shows); when giving up, click to mark it.
  function drawHand(V, penalty, L, marks) {
    const row = h("div", { class: "wt-handrow" });
    const acts = new Set(V.actions || []);
    const hand = h("div", { class: "wt-hand" });
    hand.appendChild(h("span", { class: "wt-hand-label", text: L.hand }));
    for (const c of V.hand || []) {
      const extra = [c.picked ? "wt-picked" : "", c.used ? "wt-used" : "", ui.marked.has(c.index) ? "wt-marked" : ""].join(" ").trim();
      const node = card(c, marks, extra);
      node.dataset.index = String(c.index);
      if (c.picked) node.appendChild(h("span", { class: "wt-order", text: String(c.order) }));
      node.addEventListener("click", () => {
        if (ui.discarding) {
          if (ui.marked.has(c.index)) ui.marked.delete(c.index);
          else ui.marked.add(c.index);
          draw();
        } else if (acts.has("card")) send("card", { index: c.index });
      });
      hand.appendChild(node);
    }
    row.appendChild(hand);
    const C = V.controls || {};
    const { box, add } = buttonRow();
    if (acts.has("undo")) {
      if (ui.discarding) {
        const count = V.discard || 0;
        box.appendChild(h("span", { class: "wt-discard-prompt", text: (L.give_up_prompt || "").replace("{count}", count).replace("{penalty}", penalty) }));
        add("give-up-confirm", (L.give_up_confirm || "").replace("{penalty}", penalty), ui.marked.size === count, () => {
          const indices = [...ui.marked];
          ui.discarding = false;
          ui.marked.clear();
          send("give_up", { indices });
        });
        add("give-up-cancel", L.cancel, true, () => {
          ui.discarding = false;
          ui.marked.clear();
          draw();
        });
      } else {
        add("give-up", L.give_up, C.give_up, () => {
          ui.discarding = true;
          draw();
        });
      }
      add("pass", L.pass, C.pass, () => send("pass"));
      add("undo", L.undo, C.undo, () => send("undo"));
    }
    row.appendChild(box);
    return row;
  }

  function drawSteals(steals, L) {
    const box = h("div", { class: "wt-steals" });
    box.appendChild(h("div", { class: "wp-section", text: (L.steals_title || "").replace("{count}", steals.count) }));
    const table = h("table", { class: "wp-table" });
    for (const r of steals.rows) {
      const words = r.words.map((w) => `${w.word} ${num(w.score)}`).join(" + ") + (r.bonus ? ` + ${num(r.bonus)}` : "");
      const tr = h("tr", { class: "wp-move wt-steal", dataset: { rank: String(r.rank), kind: r.kind }, onclick: () => send("choose", { rank: r.rank }) });
      tr.appendChild(h("td", { text: String(r.rank + 1) }));
      tr.appendChild(h("td", { class: "wp-notation", text: r.notation }));
      tr.appendChild(h("td", { class: "wp-num", text: num(r.score) }));
      tr.appendChild(h("td", { class: "wp-breakdown", text: words }));
      table.appendChild(tr);
    }
    box.appendChild(table);
    return box;
  }

  // The score sheet and chart; every row (a turn, a penalty, the end) shows its scoring when clicked.
  function drawSheet(V, L) {
    const lower = drawLower(V.sheet, V.chart, L, V.review ? V.review.turn : null, null);
    if ((V.actions || []).includes("review"))
      for (const tr of lower.querySelectorAll(".wp-sheetrow")) {
        tr.classList.add("wt-reviewable");
        tr.addEventListener("click", () => send("review", { turn: Number(tr.dataset.turn) }));
      }
    return lower;
  }

  return redrawOn(model, ["view", "setup", "error"], draw);
}

export default { render };
