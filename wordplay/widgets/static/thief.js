// wordplay Word Thief widget: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads `setup` (suits, labels, the penalty; never changes) and
// `view` (everything else), and writes `intent` ({seq, action, ...fields}, validated by Python:
// wordplay/widgets/thief/protocol.py). Every text goes in with textContent. Local state is only
// what the learner points at: the move box's text, the cards marked to discard, the scoring
// step shown.
//
// Keyboard (issue 19): the table's words, the hand, the steals listed and the sheet are lists with one
// tab stop each (arrows move, Space/Enter act as a click); the move box takes a play or a steal as
// players write it (WORK -> REWORKED, MAD -> DAD + MIX; typed.js). Every card and word is named by
// Python in the widget's language; the live region says what Python announces and the step shown.
import { announcer, drawer, h, heading, intentSender, num, redrawOn, roving, speak, visuallyHidden, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { drawPlayers, drawLower, drawSummary } from "./sheet.js";
import { buttonRow, keyboardCancel } from "./controls.js";
import { reviewPanel } from "./review.js";
import { analysisInPlace, drawUnseen } from "./analysis.js";
import { drawMoveBox, inMoveBox, newMoveBox, settle } from "./typed.js";

function render({ model, el }) {
  const ui = {
    stepper: newStepper(), // the scoring step shown
    box: newMoveBox(), // the move box's text while the learner types (Python's draft otherwise)
    discarding: false, // marking the cards to discard ("cannot play")
    marked: new Set(),
  };
  const root = widgetRoot(model, el);
  const { send, acknowledged, outstanding } = intentSender(model, root);
  const voice = announcer(model, root);
  const draw = drawer(root, build);
  const review = reviewPanel(send, () => draw(), voice.say);

  function build() {
    speak(model.get("language"));
    const V = model.get("view") || {};
    const { labels: L = {}, penalty, title } = model.get("setup") || {};
    root.replaceChildren();
    root.dataset.ack = String(V.ack);
    if (!V.table) {
      // a first view may be empty ({}): a placeholder, never a half-drawn widget
      root.appendChild(h("div", { class: "wp-placeholder", role: "status", text: L.loading || "…" }));
      return;
    }
    settle(ui.box, outstanding, V.typed);
    const preview = V.preview || {};
    const explanation = preview.explanation || (V.review && !preview.check ? V.review.explanation : null);
    followSteps(ui.stepper, explanation);
    const marks = stepMarks(ui.stepper, explanation);
    if (!(V.actions || []).includes("give_up")) ui.discarding = false;

    root.appendChild(heading(2, title || "", "wp-title"));
    if (V.players) {
      const note = (p) => p.hand_text; // the counts in sentences from Python, with the language's plural forms
      root.appendChild(drawPlayers(V.players, note, V.piles_text));
    }
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));
    if (V.unseen) root.appendChild(drawUnseen(V.unseen)); // the tiles or cards not seen (analysis.js)
    const analysis = analysisInPlace(root, V.analysis, send); // a move analysed: in the live table's place
    const main = h("div", { class: "wp-main" });
    main.appendChild(analysis.place(drawTable(V, L, marks)));
    main.appendChild(drawPanel(V, L, preview, explanation, marks));
    root.appendChild(main);
    root.appendChild(drawDraft(V, L));
    root.appendChild(drawHand(V, penalty, L, marks));
    if (V.steals) root.appendChild(drawSteals(V.steals, L));
    if (V.summary) root.appendChild(drawSummary(V.summary, L));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (analysis.below) root.appendChild(analysis.below); // the analysis board's navigation, live (analysis.js)
    if (V.sheet) root.appendChild(drawSheet(V, L));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));
    acknowledged(V.ack);
    voice.follow(V);
  }

  // A card: its letter in its suit's colour and its suit's mark (not colour alone), its value;
  // a Wild shows what it stands for.
  function card(c, marks, extra) {
    const cls = ["wt-card", "wt-suit-" + (c.suit || "none")];
    if (c.wild) cls.push("wt-wild");
    const mark = marks && marks.get(c.id);
    if (mark) cls.push("wp-hl", "wp-hl-" + mark);
    const node = h("span", { class: cls.join(" ") + (extra ? " " + extra : ""), dataset: { card: c.id }, title: ((model.get("setup") || {}).suit_names || {})[c.suit] || "" });
    node.appendChild(h("span", { class: "wt-letter", "aria-hidden": "true", text: c.letter }));
    node.appendChild(h("span", { class: "wt-value", "aria-hidden": "true", text: String(c.value) }));
    const marksOf = (model.get("setup") || {}).suit_marks || {};
    if (!c.wild && marksOf[c.suit]) node.appendChild(h("span", { class: "wt-suitmark", "aria-hidden": "true", text: marksOf[c.suit] }));
    return node;
  }

  // A row of cards, read as one image named by its cards ("R, 2 points, blue suit; ..."), or hidden from
  // screen readers inside a control that has its own name.
  function cardRow(cards, marks, hidden) {
    const said = hidden ? { "aria-hidden": "true" } : { role: "img", "aria-label": cards.map((c) => c.name || c.letter).join("; ") };
    const row = h("span", Object.assign({ class: "wt-cards" }, said));
    for (const c of cards) row.appendChild(card(c, marks));
    return row;
  }

  // Each player's words (a press picks one to steal) and the locked words they scored: one list, one tab stop.
  function drawTable(V, L, marks) {
    const box = h("div", { class: "wt-table", dataset: { key: "table" } });
    box.appendChild(heading(3, L.table, "wp-section"));
    const helpId = model.get("uid") + "-tablehelp";
    box.appendChild(h("p", { class: "wp-sr-only", id: helpId, text: L.table_help || "" }));
    const owners = V.players ? V.players.map((p, i) => ({ name: p.name, locked: p.locked, index: i })) : (V.names || []).map((name, i) => ({ name, locked: [], index: i }));
    const canTarget = (V.actions || []).includes("target");
    const items = [];
    for (const owner of owners) {
      const words = V.table.filter((w) => w.owner === owner.index);
      const block = h("div", { class: "wt-owner", role: "group", "aria-label": owner.name, dataset: { owner: String(owner.index) } });
      block.appendChild(h("div", { class: "wt-owner-name", "aria-hidden": "true", text: owner.name }));
      if (!words.length && !owner.locked.length) block.appendChild(h("div", { class: "wp-empty", text: L.no_words }));
      for (const w of words) {
        const cls = "wt-word" + (w.target ? " wt-target" : "") + (w.stealable ? " wt-stealable" : "") + (w.locked ? " wt-locked" : "");
        const item = h("div", {
          class: cls,
          role: "button",
          "aria-describedby": helpId,
          "aria-pressed": w.target ? "true" : "false",
          "aria-disabled": canTarget ? null : "true",
          dataset: { word: String(w.id), text: w.text, key: "word-" + w.id },
          title: w.stealable ? L.steal_hint : "",
        });
        item.appendChild(visuallyHidden(w.name || w.text)); // its name: hidden text, what is drawn is aria-hidden
        item.appendChild(cardRow(w.cards, marks, true));
        const score = V.players ? String(w.score) : ""; // a word written by hand was never scored
        item.appendChild(h("span", { class: "wt-word-score", "aria-hidden": "true", text: w.locked ? `${score} (${L.locked})` : score }));
        if (canTarget) item.addEventListener("click", () => send("target", { word: w.id }));
        block.appendChild(item);
        items.push(item);
      }
      owner.locked.forEach((w, k) => {
        const item = h("div", { class: "wt-word wt-locked", role: "note", tabindex: "-1", dataset: { key: `locked-${owner.index}-${k}` } });
        item.appendChild(visuallyHidden(`${w.word}, ${num(w.score)} (${L.locked})`));
        item.appendChild(cardRow(w.cards, null, true));
        item.appendChild(h("span", { class: "wt-word-score", "aria-hidden": "true", text: `${w.score} (${L.locked})` }));
        block.appendChild(item);
        items.push(item);
      });
      box.appendChild(block);
    }
    return roving(box, { items, orientation: "vertical" });
  }

  function drawPanel(V, L, preview, explanation, marks) {
    const panel = h("div", { class: "wp-panel" });
    panel.appendChild(drawMessages(V));
    if (preview.check) {
      panel.appendChild(h("div", { class: "wp-headline " + (preview.legal ? "wp-legal" : "wp-illegal"), text: preview.headline }));
      panel.appendChild(drawRules(preview.check, L));
    } else if (V.review && explanation) {
      // no headline when the notice above already says the move (the news said once)
      if (V.review.headline) panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    } else if (preview.headline) {
      panel.appendChild(h("div", { class: "wp-empty wt-prompt", text: preview.headline }));
    }
    if (!explanation) return panel;
    const words = h("div", { class: "wt-new-words" });
    for (const w of explanation.words) {
      const item = h("div", { class: "wt-new-word" });
      item.appendChild(cardRow(w.cards, marks, true));
      item.appendChild(h("span", { class: "wt-word-score", text: `${w.word} ${num(w.score)}` }));
      words.appendChild(item);
    }
    panel.appendChild(words);
    panel.appendChild(drawExplanation(explanation, ui.stepper, L, draw, { say: voice.say }));
    return panel;
  }

  // The move box (a play or a steal, as players write it) and the buttons for the draft.
  function drawDraft(V, L) {
    const acts = new Set(V.actions || []);
    const row = h("div", { class: "wt-draft" });
    // while a computer moves the box stays, read-only, if the learner is in it: focus never drops out of it
    if (!acts.has("preview_move") && !inMoveBox(ui.box)) return row;
    const D = V.draft || {};
    row.appendChild(drawMoveBox({
      id: model.get("uid") + "-movebox",
      state: ui.box,
      send,
      typed: V.typed,
      draft: D.notation || "",
      label: L.move_box,
      help: L.move_help,
      actions: V.actions,
      enabled: acts.has("preview_move"),
    }));
    const C = V.controls || {};
    const { box, add } = buttonRow();
    if (acts.has("submit")) add("submit", L.submit, C.submit, () => send("submit"));
    const drafted = D.target !== null || (D.picked || []).length > 0 || !!D.words;
    add("clear", L.clear, drafted, () => {
      ui.box.text = null;
      send("clear");
    });
    add("steals", V.steals ? L.hide_steals : L.steals, true, () => send("steals"));
    row.appendChild(box);
    return row;
  }

  // The hand: a press picks a card (its order shows); when giving up, a press marks it. One tab stop.
  function drawHand(V, penalty, L, marks) {
    const row = h("div", { class: "wt-handrow" });
    const acts = new Set(V.actions || []);
    const helpId = model.get("uid") + "-handhelp";
    const hand = h("div", { class: "wt-hand", role: "toolbar", "aria-label": L.hand, "aria-describedby": helpId, dataset: { key: "hand" } });
    hand.appendChild(h("span", { class: "wt-hand-label", "aria-hidden": "true", text: L.hand }));
    const items = [];
    for (const c of V.hand || []) {
      const extra = [c.picked ? "wt-picked" : "", c.used ? "wt-used" : "", ui.marked.has(c.index) ? "wt-marked" : ""].join(" ").trim();
      const node = card(c, marks, extra);
      node.dataset.index = String(c.index);
      node.dataset.key = "hand-" + c.index;
      node.setAttribute("role", "button");
      node.appendChild(visuallyHidden(c.name || c.letter));
      node.setAttribute("aria-pressed", c.picked || ui.marked.has(c.index) ? "true" : "false");
      if (c.picked) node.appendChild(h("span", { class: "wt-order", "aria-hidden": "true", text: String(c.order) }));
      node.addEventListener("click", () => {
        if (ui.discarding) {
          if (ui.marked.has(c.index)) ui.marked.delete(c.index);
          else ui.marked.add(c.index);
          draw();
        } else if (acts.has("card")) send("card", { index: c.index });
      });
      hand.appendChild(node);
      items.push(node);
    }
    row.appendChild(roving(hand, { items, orientation: "horizontal" }));
    row.appendChild(h("p", { class: "wp-sr-only", id: helpId, text: L.hand_help || "" }));
    const C = V.controls || {};
    const { box, add } = buttonRow();
    if (acts.has("undo")) {
      if (ui.discarding) {
        const count = V.discard || 0;
        box.appendChild(h("span", { class: "wt-discard-prompt", text: V.discard_prompt || (L.give_up_prompt || "").replace("{count}", num(count)).replace("{penalty}", num(penalty)) }));
        const cancel = () => {
          ui.discarding = false;
          ui.marked.clear();
          draw();
        };
        add("give-up-confirm", (L.give_up_confirm || "").replace("{penalty}", num(penalty)), ui.marked.size === count, () => {
          const indices = [...ui.marked];
          ui.discarding = false;
          ui.marked.clear();
          send("give_up", { indices });
        });
        add("give-up-cancel", L.cancel, true, cancel);
        keyboardCancel(row, cancel);
      } else {
        add("give-up", L.give_up, C.give_up, () => {
          ui.discarding = true;
          draw();
          const first = root.querySelector('[data-key^="hand-"]');
          if (first) first.focus(); // marking starts in the hand
        });
      }
      add("pass", L.pass, C.pass, () => send("pass"));
      add("undo", L.undo, C.undo, () => send("undo"));
    }
    row.appendChild(box);
    return row;
  }

  // Every play and steal for the hand: one list, one tab stop; a press drafts that row.
  function drawSteals(steals, L) {
    const box = h("div", { class: "wt-steals" });
    box.appendChild(heading(3, steals.title || (L.steals_title || "").replace("{count}", num(steals.count)), "wp-section"));
    const table = h("table", { class: "wp-table" });
    const body = h("tbody", { dataset: { key: "steals" } });
    for (const r of steals.rows) {
      const words = r.words.map((w) => `${w.word} ${num(w.score)}`).join(" + ") + (r.bonus ? ` + ${num(r.bonus)}` : "");
      const tr = h("tr", { class: "wp-move wt-steal", dataset: { rank: String(r.rank), kind: r.kind, key: "steal-" + r.rank }, onclick: () => send("choose", { rank: r.rank }) });
      tr.appendChild(h("td", { text: num(r.rank + 1) }));
      tr.appendChild(h("td", { class: "wp-notation", text: r.notation }));
      tr.appendChild(h("td", { class: "wp-num", text: num(r.score) }));
      tr.appendChild(h("td", { class: "wp-breakdown", text: words }));
      body.appendChild(tr);
    }
    table.appendChild(body);
    roving(body, { orientation: "vertical" });
    box.appendChild(table);
    return box;
  }

  // The score sheet and chart; every row (a turn, a penalty, the end) shows its scoring when pressed.
  function drawSheet(V, L) {
    const lower = drawLower(V.sheet, V.chart, L, V.review ? V.review.turn : null, null);
    if ((V.actions || []).includes("review"))
      for (const tr of lower.querySelectorAll(".wp-sheetrow")) {
        tr.classList.add("wt-reviewable");
        tr.addEventListener("click", () => send("review", { turn: Number(tr.dataset.turn) }));
      }
    return lower;
  }

  return redrawOn(model, ["view", "setup", "error", "language"], draw);
}

export default { render };
