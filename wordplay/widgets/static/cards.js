// wordplay Scrabble Cards widgets: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads `card_set` (the letters, values and labels; never changes)
// and `view` (everything else), and writes `intent` ({seq, action, ...fields}, validated by
// Python: wordplay/widgets/cards/protocol.py). Every text goes in with textContent. Local state
// is only what the learner points at: the hand card picked, the cards marked for an exchange,
// the blank waiting for its letter, the scoring step shown.
import { h, intentSender, num, redrawOn, signed, speak, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { buttonRow, exchangeButtons, drawLetterChooser, pickOrMark } from "./controls.js";
import { drawPlayers, drawLower, drawSummary, drawPlayerLines, drawMoveList } from "./sheet.js";
import { reviewPanel } from "./review.js";

function render({ model, el }) {
  const ui = {
    picked: null, // hand index picked
    exchanging: false,
    marked: new Set(),
    withAction: false, // exchange the action card too
    blankFor: null, // {row, col, index} (place), {row, col} (change), or {word, index} (rummy)
    stepper: newStepper(),
  };
  const root = widgetRoot(model, el);
  const { send, acknowledged } = intentSender(model, root);
  const review = reviewPanel(send, () => draw());

  function draw() {
    speak(model.get("language"));
    const C = model.get("card_set") || {};
    const V = model.get("view") || {};
    const L = C.labels || {};
    root.replaceChildren();
    root.dataset.mode = C.mode || "";
    root.dataset.ack = String(V.ack);
    if (!Array.isArray(V.hand) || (V.round === undefined && !V.table)) return; // not a view Python sent
    const preview = V.preview || null;
    const explanation = preview && preview.explanation ? preview.explanation : V.review ? V.review.explanation : null;
    followSteps(ui.stepper, explanation);
    if (V.hand && ui.picked !== null && (!V.hand[ui.picked] || V.hand[ui.picked].used)) ui.picked = null;

    if (V.players) root.appendChild(drawPlayers(V.players, (p) => playerNote(p, L), V.pile_text || null));
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));
    const main = h("div", { class: "wp-main" });
    const marks = stepMarks(ui.stepper, explanation);
    main.appendChild(V.round !== undefined ? drawRummy(V, L, explanation) : drawTable(V, L, marks));
    main.appendChild(drawPanel(V, L, preview, explanation));
    root.appendChild(main);
    root.appendChild(drawHand(V, L));
    if (ui.blankFor) root.appendChild(drawBlankChooser(C, L));
    if (V.moves) root.appendChild(drawMoveList(V.moves, L, (rank) => send("choose", { rank })));
    if (V.last_round && V.last_round.length) root.appendChild(drawLastRound(V.last_round, L));
    if (V.summary) root.appendChild(drawSummary(V.summary, L));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (V.sheet) root.appendChild(drawLower(V.sheet, V.chart, L, V.review ? V.review.turn : null, V.actions.includes("review") ? (turn) => send("review", { turn }) : null));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));
    acknowledged(V.ack);
  }

  function playerNote(p, L) {
    if (p.action) return `${L.action_card}: ${p.action}`;
    if (p.met) return "✔";
    return null;
  }

  // ----- the table (classic and forfeit) --------------------------------------------------------

  function drawTable(V, L, marks) {
    const T = V.table;
    const [r0, r1] = T.rows;
    const [c0, c1] = T.cols;
    const cells = new Map(T.cells.map((c) => [c.spot, c]));
    const leaving = new Set(V.preview ? V.preview.leaving || [] : []);
    const last = new Set(V.review ? V.review.spots : V.last || []);
    const bonusAt = V.bonus ? V.bonus.spot : null;
    const grid = h("div", { class: "wp-table-grid", style: `grid-template-columns: 22px repeat(${c1 - c0 + 1}, var(--wp-card))` });
    grid.appendChild(h("div", { class: "wp-head" }));
    for (let c = c0; c <= c1; c++) grid.appendChild(h("div", { class: "wp-head", text: String(c) }));
    for (let r = r0; r <= r1; r++) {
      grid.appendChild(h("div", { class: "wp-head", text: String(r) }));
      for (let c = c0; c <= c1; c++) {
        const spot = `${r},${c}`;
        const cell = cells.get(spot);
        const cls = ["wp-spot"];
        if (cell) cls.push("wp-card");
        if (cell && cell.pending) cls.push("wp-pending");
        if (cell && !cell.pending && last.has(spot)) cls.push("wp-last");
        if (leaving.has(spot)) cls.push("wp-leaving");
        if (bonusAt === spot) cls.push("wp-bonus-on");
        const mark = marks.get(spot);
        if (mark) cls.push("wp-hl", "wp-hl-" + mark);
        const node = h("div", { class: cls.join(" "), dataset: { spot, row: String(r), col: String(c) }, title: spot });
        if (cell) {
          const blank = cell.card !== cell.card.toUpperCase();
          node.appendChild(h("span", { class: "wp-letter" + (blank ? " wp-blank" : ""), text: cell.card.toUpperCase() }));
          if (!blank) node.appendChild(h("span", { class: "wp-value", text: String((model.get("card_set").values || {})[cell.card] ?? "") }));
        }
        node.addEventListener("click", () => clickSpot(V, r, c, cell));
        grid.appendChild(node);
      }
    }
    const box = h("div", { class: "wp-tablebox" });
    if (!T.cells.length) box.appendChild(h("div", { class: "wp-empty", text: L.no_steps }));
    box.appendChild(grid);
    if (V.bonus) box.appendChild(h("div", { class: "wp-bonus-note", text: `${V.bonus.card} → ${V.bonus.spot}` }));
    return box;
  }

  function clickSpot(V, row, col, cell) {
    const index = ui.picked;
    if (index !== null) {
      const card = V.hand[index];
      if (card.bonus) {
        if (cell) {
          ui.picked = null;
          send("bonus", { index, row, col });
        }
        return;
      }
      if (cell) return;
      if (card.blank) {
        ui.blankFor = { row, col, index };
        draw();
        return;
      }
      ui.picked = null;
      send("place", { row, col, index });
      return;
    }
    if (cell && cell.pending) {
      if (cell.card !== cell.card.toUpperCase()) {
        ui.blankFor = { row, col };
        draw();
      } else send("lift", { row, col });
    }
  }

  // ----- rummy: the round card, the piles, the words being built ---------------------------------

  function drawRummy(V, L, explanation) {
    const box = h("div", { class: "wp-rummy" });
    const R = V.round;
    if (R) {
      const card = h("div", { class: "wp-roundcard" });
      card.appendChild(h("div", { class: "wp-round-title", text: R.title }));
      card.appendChild(h("div", { class: "wp-round-task", text: R.task }));
      const progress = h("div", { class: "wp-progress" });
      for (const slot of R.progress)
        progress.appendChild(h("span", { class: "wp-slot" + (slot.filled ? " wp-filled" : "") + (slot.optional ? " wp-optional" : ""), text: `${slot.length}` }));
      card.appendChild(progress);
      if (R.met.length) card.appendChild(h("div", { class: "wp-met", text: "✔ " + R.met.join(", ") }));
      box.appendChild(card);
    }
    const c = V.controls || {};
    const piles = h("div", { class: "wp-piles" });
    piles.appendChild(h("button", { class: "wp-btn wp-draw-pile", text: `${L.draw_pile} (${V.pile})`, disabled: !c.draw, onclick: () => send("draw", { source: "pile" }) }));
    piles.appendChild(h("button", { class: "wp-btn wp-draw-discard", text: `${L.draw_discard}: ${V.top_discard ?? "—"}`, disabled: !c.draw || !V.top_discard, onclick: () => send("draw", { source: "discard" }) }));
    box.appendChild(piles);
    box.appendChild(h("div", { class: "wp-section", text: L.laid_words }));
    const current = explanation && ui.stepper.step !== null ? explanation.steps[ui.stepper.step] : null;
    (V.words || []).forEach((w, k) => {
      const row = h("div", { class: "wp-word" + (current && current.word === k ? " wp-hl wp-hl-" + current.phase : ""), dataset: { word: String(k) } });
      for (const card of w.cards)
        row.appendChild(h("span", { class: "wp-wordcard", dataset: { index: String(card.index) }, text: card.card.toUpperCase(), onclick: (e) => { e.stopPropagation(); send("take", { index: card.index }); } }));
      if (w.bonus) row.appendChild(h("span", { class: "wp-wordcard wp-bonuscard", dataset: { index: String(w.bonus.index) }, text: "×" + w.bonus.card, onclick: (e) => { e.stopPropagation(); send("take", { index: w.bonus.index }); } }));
      row.appendChild(h("span", { class: "wp-wordtext", text: w.text }));
      row.addEventListener("click", () => addTo(V, k));
      box.appendChild(row);
    });
    if ((V.words || []).length < 4)
      box.appendChild(h("button", { class: "wp-btn wp-new-word", text: L.new_word, disabled: ui.picked === null, onclick: () => addTo(V, (V.words || []).length) }));
    return box;
  }

  function addTo(V, word) {
    const index = ui.picked;
    if (index === null) return;
    if (V.hand[index].blank) {
      ui.blankFor = { word, index };
      draw();
      return;
    }
    ui.picked = null;
    send("add", { index, word });
  }

  // ----- the panel: refusals, rules, the explained score, the action window ------------------------

  function drawPanel(V, L, preview, explanation) {
    const panel = h("div", { class: "wp-panel" });
    panel.appendChild(drawMessages(V));
    if (V.window) panel.appendChild(drawWindow(V.window, L));
    if (preview) {
      panel.appendChild(h("div", { class: "wp-headline" + (preview.legal ? " wp-legal" : " wp-illegal"), text: preview.headline }));
      if (preview.check) panel.appendChild(drawRules(preview.check, L));
      if (preview.leaving_text) panel.appendChild(h("div", { class: "wp-leaving-note", text: preview.leaving_text }));
    } else if (V.review) panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    if (explanation) panel.appendChild(drawExplanation(explanation, ui.stepper, L, draw));
    else if (!preview && !V.review && !V.window && V.table && V.table.cells.length) panel.appendChild(h("div", { class: "wp-empty", text: L.no_steps }));
    return panel;
  }

  function drawWindow(W, L) {
    const box = h("div", { class: "wp-window" });
    box.appendChild(h("div", { class: "wp-section", text: L.window }));
    box.appendChild(h("div", { class: "wp-window-headline", text: W.headline }));
    for (const p of W.players) {
      const row = h("div", { class: "wp-window-player" + (p.acted ? " wp-acted" : ""), dataset: { player: String(p.player) } });
      row.appendChild(h("b", { text: p.name }));
      for (const c of p.categories) {
        const points = c.points > 0 ? signed(c.points) : num(c.points);
        row.appendChild(h("button", {
          class: "wp-category" + (c.fits ? " wp-fits" : ""), dataset: { category: c.id },
          text: `${c.name} (${points}) — ${c.reason}`,
          disabled: !c.fits || p.acted || p.computer,
          onclick: () => send("act", { player: p.player, category: c.id }),
        }));
      }
      box.appendChild(row);
    }
    box.appendChild(h("button", { class: "wp-btn wp-close", text: L.close, onclick: () => send("close") }));
    return box;
  }

  // ----- the hand and its buttons ----------------------------------------------------------------

  function drawHand(V, L) {
    const row = h("div", { class: "wp-rackrow" });
    row.appendChild(h("span", { class: "wp-section", text: L.hand }));
    const hand = h("div", { class: "wp-hand" });
    for (const card of V.hand || []) {
      const cls = ["wp-handcard"];
      if (card.used) cls.push("wp-used");
      if (card.bonus) cls.push("wp-bonuscard");
      if (ui.picked === card.index) cls.push("wp-picked");
      if (ui.marked.has(card.index)) cls.push("wp-marked");
      if (V.suggest === card.index) cls.push("wp-suggest");
      const node = h("div", { class: cls.join(" "), dataset: { index: String(card.index), card: card.card }, title: card.bonus || "" });
      node.appendChild(h("span", { class: "wp-letter", text: card.blank ? " " : card.bonus ? "×" + card.card : card.card }));
      if (!card.bonus) node.appendChild(h("span", { class: "wp-value", text: String(card.value) }));
      if (!card.used) node.addEventListener("click", () => pickOrMark(ui, card.index, draw));
      hand.appendChild(node);
    }
    row.appendChild(hand);
    row.appendChild(V.round !== undefined ? rummyButtons(V, L) : tableButtons(V, L));
    if (ui.picked !== null && V.hand[ui.picked] && V.hand[ui.picked].bonus && V.round === undefined)
      row.appendChild(h("div", { class: "wp-notice", text: L.bonus_prompt }));
    return row;
  }

  function tableButtons(V, L) {
    const acts = new Set(V.actions || []);
    const c = V.controls || {};
    const { box, add } = buttonRow();
    if (acts.has("submit")) add("submit", L.submit, c.submit, () => send("submit"));
    add("recall", L.recall, (V.table.cells || []).some((x) => x.pending) || V.bonus, () => send("recall"));
    if (V.bonus) add("unbonus", L.unbonus, true, () => send("unbonus"));
    if (acts.has("exchange")) {
      if (ui.exchanging && c.action_exchange) box.appendChild(actionToggle(L));
      const exchange = (indices) => send("exchange", Object.assign(indices.length ? { indices } : {}, ui.withAction ? { with_action: true } : {}));
      exchangeButtons(add, ui, L, c.exchange, exchange, draw, { ready: () => ui.withAction, reset: () => { ui.withAction = false; } });
    }
    if (acts.has("pass")) add("pass", L.pass, c.pass, () => send("pass"));
    if (acts.has("undo")) add("undo", L.undo, c.undo, () => send("undo"));
    return box;
  }

  function actionToggle(L) {
    const label = h("label", { class: "wp-action-toggle" });
    const tick = h("input", { type: "checkbox", class: "wp-with-action", onchange: (e) => { ui.withAction = e.target.checked; draw(); } });
    tick.checked = ui.withAction;
    label.appendChild(tick);
    label.appendChild(document.createTextNode(" " + L.exchange_action));
    return label;
  }

  function rummyButtons(V, L) {
    const c = V.controls || {};
    const { box, add } = buttonRow();
    add("discard", L.discard, c.discard && ui.picked !== null, () => {
      const index = ui.picked;
      ui.picked = null;
      send("discard", { index });
    });
    add("solve", L.solve, c.solve, () => send("solve"));
    add("recall", L.recall, c.recall, () => send("recall"));
    add("undo", L.undo, c.undo, () => send("undo"));
    return box;
  }

  // The letter chooser is shared (controls.js); what a chosen letter sends is the cards' own (board.js: its own intents).
  function drawBlankChooser(C, L) {
    return drawLetterChooser(C.alphabet, L, (letter) => {
      const target = ui.blankFor;
      ui.blankFor = null;
      ui.picked = null;
      if (target.word !== undefined) send("add", { index: target.index, word: target.word, letter });
      else if (target.index === undefined) send("blank", { row: target.row, col: target.col, letter });
      else send("place", { row: target.row, col: target.col, index: target.index, letter });
    }, () => {
      ui.blankFor = null;
      draw();
    });
  }

  // ----- the last round (rummy) ----------------------------------------------------------------------

  function drawLastRound(rows, L) {
    const box = h("div", { class: "wp-lastround" });
    box.appendChild(h("div", { class: "wp-section", text: L.last_round }));
    for (const p of rows) box.appendChild(drawPlayerLines(p.name, String(p.total), p.lines, false));
    return box;
  }

  return redrawOn(model, ["view", "card_set", "error"], draw);
}

export default { render };
