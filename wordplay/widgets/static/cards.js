// wordplay Scrabble Cards widgets: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads `card_set` (the letters, values and labels; never changes)
// and `view` (everything else), and writes `intent` ({seq, action, ...fields}, validated by
// Python: wordplay/widgets/cards/protocol.py). Every text goes in with textContent. Local state
// is only what the learner points at: the hand card picked, the cards marked for an exchange,
// the blank waiting for its letter, the scoring step shown, the table's cursor, the move box.
//
// Keyboard (issue 19): the table is a WAI-ARIA grid with one tab stop (arrows, Home/End, Ctrl+Home/End,
// PageUp/PageDown); a letter of the hand typed on a spot lays that card there (a blank for a letter not
// held), Enter lays the picked card or takes back a card laid this turn, Backspace takes it back, Escape
// takes them all back. The hand, the words being built (rummy), the move list and the sheet are lists
// with one tab stop each (roving), Space/Enter acting as a click. The move box takes a typed move
// (typed.js). Every card and spot is named by Python in the widget's language; the live region says
// what Python announces (view.announce) and the scoring step shown.
import { announcer, drawer, h, heading, intentSender, keyIn, num, redrawOn, roving, signed, speak, visuallyHidden, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { buttonRow, exchangeButtons, drawLetterChooser, pickablePiece } from "./controls.js";
import { drawPlayers, drawLower, drawSummary, drawPlayerLines, drawMoveList } from "./sheet.js";
import { reviewPanel } from "./review.js";
import { analysisInPlace, drawUnseen } from "./analysis.js";
import { handIndexFor, spotMove, startSpot } from "./cardkeys.js";
import { drawMoveBox, inMoveBox, newMoveBox, settle } from "./typed.js";

function render({ model, el }) {
  const ui = {
    picked: null, // hand index picked
    exchanging: false,
    marked: new Set(),
    withAction: false, // exchange the action card too
    blankFor: null, // {row, col, index} (place), {row, col} (change), or {word, index} (rummy)
    stepper: newStepper(),
    cursor: null, // [row, col]: the table's tab stop
    claimed: new Set(), // hand indices sent to be laid and not yet in a view
    box: newMoveBox(),
  };
  const root = widgetRoot(model, el);
  const { send, acknowledged, outstanding } = intentSender(model, root);
  const voice = announcer(model, root);
  const draw = drawer(root, build);
  const review = reviewPanel(send, () => draw(), voice.say);
  model.on("change:view", () => {
    if (outstanding() === 0) ui.claimed.clear(); // typed cards stay claimed until every intent is answered
  });

  function build() {
    speak(model.get("language"));
    const C = model.get("card_set") || {};
    const V = model.get("view") || {};
    const L = C.labels || {};
    root.replaceChildren();
    root.dataset.mode = C.mode || "";
    root.dataset.ack = String(V.ack);
    if (!Array.isArray(V.hand) || (V.round === undefined && !V.table)) {
      // a first view may be empty ({}): a placeholder, never a half-drawn widget
      root.appendChild(h("div", { class: "wp-placeholder", role: "status", text: L.loading || "…" }));
      return;
    }
    settle(ui.box, outstanding, V.typed);
    const preview = V.preview || null;
    const explanation = preview && preview.explanation ? preview.explanation : V.review ? V.review.explanation : null;
    followSteps(ui.stepper, explanation);
    if (V.hand && ui.picked !== null && (!V.hand[ui.picked] || V.hand[ui.picked].used)) ui.picked = null;

    root.appendChild(heading(2, C.name || "", "wp-title"));
    if (V.players) root.appendChild(drawPlayers(V.players, (p) => playerNote(p, L), V.pile_text || null));
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));
    if (V.unseen) root.appendChild(drawUnseen(V.unseen)); // the tiles or cards not seen (analysis.js)
    const analysis = analysisInPlace(root, V.analysis, send); // a move analysed: in the live table's place
    const main = h("div", { class: "wp-main" });
    const marks = stepMarks(ui.stepper, explanation);
    main.appendChild(analysis.place(V.round !== undefined ? drawRummy(V, L, explanation) : drawTable(V, L, marks)));
    main.appendChild(drawPanel(V, L, preview, explanation));
    root.appendChild(main);
    // while a computer moves the box stays, read-only, if the learner is in it: focus never drops out of it
    if ((V.actions || []).includes("preview_move") || inMoveBox(ui.box)) root.appendChild(moveBox(V, L));
    root.appendChild(drawHand(V, L));
    if (ui.blankFor) root.appendChild(drawBlankChooser(C, L));
    if (V.moves) root.appendChild(drawMoveList(V.moves, L, (rank) => send("choose", { rank })));
    if (V.last_round && V.last_round.length) root.appendChild(drawLastRound(V.last_round, L));
    if (V.summary) root.appendChild(drawSummary(V.summary, L));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (analysis.below) root.appendChild(analysis.below); // the analysis board's navigation, live (analysis.js)
    if (V.sheet) root.appendChild(drawLower(V.sheet, V.chart, L, V.review ? V.review.turn : null, V.actions.includes("review") ? (turn) => send("review", { turn }) : null));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));
    acknowledged(V.ack);
    voice.follow(V);
  }

  function playerNote(p, L) {
    if (p.action) return `${L.action_card}: ${p.action}`;
    if (p.met) return "✔";
    return null;
  }

  function moveBox(V, L) {
    const rummy = V.round !== undefined;
    const draft = rummy ? "" : V.preview ? V.preview.notation || "" : "";
    return drawMoveBox({
      id: model.get("uid") + "-movebox",
      state: ui.box,
      send,
      typed: V.typed,
      draft,
      label: L.move_box,
      help: rummy ? L.rummy_move_help : L.cards_move_help,
      actions: V.actions,
      enabled: (V.actions || []).includes("preview_move"),
      // forfeit's action-card window, declined in one key (Python's status says so when it opens)
      onEscape: V.window && (V.actions || []).includes("close") ? () => send("close") : null,
    });
  }

  // ----- the table (classic and forfeit): an ARIA grid -----------------------------------------------

  function drawTable(V, L, marks) {
    const T = V.table;
    const [r0, r1] = T.rows;
    const [c0, c1] = T.cols;
    ui.cursor = startSpot(ui.cursor, T);
    const cells = new Map(T.cells.map((c) => [c.spot, c]));
    const leaving = new Set(V.preview ? V.preview.leaving || [] : []);
    const last = new Set(V.review ? V.review.spots : V.last || []);
    const bonusAt = V.bonus ? V.bonus.spot : null;
    const values = (model.get("card_set") || {}).values || {};
    const helpId = model.get("uid") + "-tablehelp";
    const grid = h("div", {
      class: "wp-table-grid",
      role: "grid",
      "aria-label": L.table_grid,
      "aria-describedby": helpId,
      "aria-rowcount": String(r1 - r0 + 2),
      "aria-colcount": String(c1 - c0 + 2),
    });
    const head = h("div", { class: "wp-trow", role: "row" });
    head.appendChild(h("div", { class: "wp-head wp-corner", role: "columnheader" }));
    for (let c = c0; c <= c1; c++) head.appendChild(h("div", { class: "wp-head", role: "columnheader", text: String(c) }));
    grid.appendChild(head);
    for (let r = r0; r <= r1; r++) {
      const row = h("div", { class: "wp-trow", role: "row" });
      row.appendChild(h("div", { class: "wp-head", role: "rowheader", text: String(r) }));
      for (let c = c0; c <= c1; c++) {
        const spot = `${r},${c}`;
        const cell = cells.get(spot);
        const here = ui.cursor[0] === r && ui.cursor[1] === c;
        const cls = ["wp-spot"];
        if (cell) cls.push("wp-card");
        if (cell && cell.pending) cls.push("wp-pending");
        if (cell && !cell.pending && last.has(spot)) cls.push("wp-last");
        if (leaving.has(spot)) cls.push("wp-leaving");
        if (bonusAt === spot) cls.push("wp-bonus-on");
        if (here) cls.push("wp-cursor");
        const mark = marks.get(spot);
        if (mark) cls.push("wp-hl", "wp-hl-" + mark);
        const node = h("div", {
          class: cls.join(" "),
          role: "gridcell",
          tabindex: here ? "0" : "-1",
          "aria-selected": here ? "true" : "false",
          dataset: { spot, row: String(r), col: String(c), key: "spot-" + spot },
          title: spot,
        });
        // the name is the cell's hidden text (what is drawn is aria-hidden), so speech input hears what is seen
        node.appendChild(visuallyHidden(cell ? cell.name || spot : (L.spot_empty || "{spot}").replace("{spot}", spot)));
        if (cell) {
          const blank = cell.card !== cell.card.toUpperCase();
          node.appendChild(h("span", { class: "wp-letter" + (blank ? " wp-blank" : ""), "aria-hidden": "true", text: cell.card.toUpperCase() }));
          if (!blank) node.appendChild(h("span", { class: "wp-value", "aria-hidden": "true", text: String(values[cell.card] ?? "") }));
        }
        node.addEventListener("click", () => {
          ui.cursor = [r, c];
          clickSpot(V, r, c, cell);
        });
        node.addEventListener("focus", () => {
          if (ui.cursor[0] === r && ui.cursor[1] === c) return;
          const old = grid.querySelector(`[data-key="spot-${ui.cursor[0]},${ui.cursor[1]}"]`);
          if (old) {
            old.tabIndex = -1;
            old.setAttribute("aria-selected", "false");
            old.classList.remove("wp-cursor");
          }
          ui.cursor = [r, c];
          node.tabIndex = 0;
          node.setAttribute("aria-selected", "true");
          node.classList.add("wp-cursor");
        });
        row.appendChild(node);
      }
      grid.appendChild(row);
    }
    grid.addEventListener("keydown", (e) => tableKey(e, V, L, grid, cells));
    const box = h("div", { class: "wp-tablebox" });
    if (!T.cells.length) box.appendChild(h("div", { class: "wp-empty", text: L.no_steps }));
    box.appendChild(grid);
    box.appendChild(h("p", { class: "wp-help", id: helpId, text: L.table_help || "" }));
    if (V.bonus) box.appendChild(h("div", { class: "wp-bonus-note", text: `${V.bonus.card} → ${V.bonus.spot}` }));
    return box;
  }

  function focusSpot(grid, spot) {
    const node = grid.querySelector(`[data-key="spot-${spot[0]},${spot[1]}"]`);
    if (node) node.focus();
  }

  // A key on the table (see the header); the pure moves are in cardkeys.js (unit-tested).
  function tableKey(e, V, L, grid, cells) {
    const [row, col] = ui.cursor;
    const moved = spotMove(row, col, V.table, e.key, e.ctrlKey || e.metaKey);
    if (moved !== null) {
      e.preventDefault();
      focusSpot(grid, moved);
      return;
    }
    const key = keyIn(e);
    const cell = cells.get(`${row},${col}`);
    if (key === "Enter" || key === " ") {
      // Enter plays the cards laid (the board's way) unless a card is picked; Space acts as a click
      e.preventDefault();
      if (key === "Enter" && ui.picked === null && (V.controls || {}).submit) send("submit");
      else clickSpot(V, row, col, cell);
      return;
    }
    if (key === "Escape") {
      if (V.table.cells.some((x) => x.pending) || V.bonus) {
        e.preventDefault();
        send("recall");
      }
      return;
    }
    if (key === "Backspace" || key === "Delete") {
      e.preventDefault();
      if (cell && cell.pending) send("lift", { row, col });
      return;
    }
    if (key && key.length === 1 && key.trim() && !cell) {
      const letter = key.toUpperCase();
      const alphabet = (model.get("card_set") || {}).alphabet || "";
      if (!alphabet.includes(letter)) return;
      e.preventDefault();
      const index = handIndexFor(V.hand || [], letter, ui.claimed);
      if (index === null) {
        voice.say((L.not_in_hand || "{letter}").replace("{letter}", letter));
        return;
      }
      ui.claimed.add(index);
      const fields = { row, col, index };
      if (V.hand[index].blank) fields.letter = letter.toLowerCase();
      ui.picked = null;
      send("place", fields);
      const next = spotMove(row, col, V.table, "ArrowRight");
      if (next[1] !== col) focusSpot(grid, next); // the cursor moves on, as typing does
    }
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
        openChooser({ row, col, index });
        return;
      }
      ui.picked = null;
      send("place", { row, col, index });
      return;
    }
    if (cell && cell.pending) {
      if (cell.card !== cell.card.toUpperCase()) openChooser({ row, col });
      else send("lift", { row, col });
    }
  }

  // ----- rummy: the round card, the piles, the words being built ---------------------------------

  function drawRummy(V, L, explanation) {
    const box = h("div", { class: "wp-rummy" });
    const R = V.round;
    if (R) {
      const card = h("div", { class: "wp-roundcard" });
      card.appendChild(heading(3, R.title, "wp-round-title"));
      card.appendChild(h("div", { class: "wp-round-task", text: R.task }));
      const progress = h("div", { class: "wp-progress" });
      for (const slot of R.progress)
        progress.appendChild(h("span", { class: "wp-slot" + (slot.filled ? " wp-filled" : "") + (slot.optional ? " wp-optional" : ""), text: `${slot.length}` + (slot.filled ? " ✔" : "") }));
      card.appendChild(progress);
      if (R.met.length) card.appendChild(h("div", { class: "wp-met", text: "✔ " + R.met.join(", ") }));
      box.appendChild(card);
    }
    const c = V.controls || {};
    const piles = h("div", { class: "wp-piles" });
    piles.appendChild(h("button", { class: "wp-btn wp-draw-pile", type: "button", text: `${L.draw_pile} (${num(V.pile)})`, disabled: !c.draw, onclick: () => send("draw", { source: "pile" }), dataset: { key: "btn-draw-pile" } }));
    piles.appendChild(h("button", { class: "wp-btn wp-draw-discard", type: "button", text: `${L.draw_discard}: ${V.top_discard ?? "—"}`, disabled: !c.draw || !V.top_discard, onclick: () => send("draw", { source: "discard" }), dataset: { key: "btn-draw-discard" } }));
    box.appendChild(piles);
    box.appendChild(heading(3, L.laid_words, "wp-section"));
    const current = explanation && ui.stepper.step !== null ? explanation.steps[ui.stepper.step] : null;
    (V.words || []).forEach((w, k) => {
      const row = h("div", { class: "wp-word" + (current && current.word === k ? " wp-hl wp-hl-" + current.phase : ""), role: "group", "aria-label": w.name || w.text, dataset: { word: String(k) } });
      const cards = h("div", { class: "wp-wordcards", dataset: { key: "word-" + k } });
      const take = (index) => (e) => {
        e.stopPropagation();
        send("take", { index });
      };
      for (const card of w.cards)
        cards.appendChild(wordCard(k, card, card.card.toUpperCase(), "wp-wordcard", L, take));
      if (w.bonus) cards.appendChild(wordCard(k, w.bonus, "×" + w.bonus.card, "wp-wordcard wp-bonuscard", L, take));
      row.appendChild(roving(cards, { orientation: "horizontal" }));
      row.appendChild(h("span", { class: "wp-wordtext", "aria-hidden": "true", text: w.text }));
      row.appendChild(h("button", { class: "wp-btn wp-add-here", type: "button", text: L.add_here, disabled: ui.picked === null, dataset: { key: "add-" + k }, onclick: (e) => { e.stopPropagation(); addTo(V, k); } }));
      row.addEventListener("click", () => addTo(V, k));
      box.appendChild(row);
    });
    if ((V.words || []).length < 4)
      box.appendChild(h("button", { class: "wp-btn wp-new-word", type: "button", text: L.new_word, disabled: ui.picked === null, dataset: { key: "btn-new-word" }, onclick: () => addTo(V, (V.words || []).length) }));
    return box;
  }

  // A card in a word being built: a button that takes it out, named by its hidden text.
  function wordCard(k, card, drawn, cls, L, take) {
    const button = h("button", { class: cls, type: "button", dataset: { index: String(card.index), key: `word-${k}-${card.index}` }, onclick: take(card.index) });
    button.appendChild(h("span", { "aria-hidden": "true", text: drawn }));
    button.appendChild(visuallyHidden((L.take_out || "{card}").replace("{card}", card.name || card.card)));
    return button;
  }

  function addTo(V, word) {
    const index = ui.picked;
    if (index === null) return;
    if (V.hand[index].blank) {
      openChooser({ word, index });
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
    } else if (V.review && V.review.headline) panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline })); // none: the notice says it
    if (explanation) panel.appendChild(drawExplanation(explanation, ui.stepper, L, draw, { say: voice.say }));
    else if (!preview && !V.review && !V.window && V.table && V.table.cells.length) panel.appendChild(h("div", { class: "wp-empty", text: L.no_steps }));
    return panel;
  }

  function drawWindow(W, L) {
    const box = h("div", { class: "wp-window", role: "group", "aria-label": L.window });
    box.appendChild(heading(3, L.window, "wp-section"));
    box.appendChild(h("div", { class: "wp-window-headline", text: W.headline }));
    for (const p of W.players) {
      const row = h("div", { class: "wp-window-player" + (p.acted ? " wp-acted" : ""), dataset: { player: String(p.player) } });
      row.appendChild(h("b", { text: p.name }));
      for (const c of p.categories) {
        const points = c.points > 0 ? signed(c.points) : num(c.points);
        row.appendChild(h("button", {
          class: "wp-category" + (c.fits ? " wp-fits" : ""), type: "button", dataset: { category: c.id, key: `act-${p.player}-${c.id}` },
          text: `${c.fits ? "✔ " : ""}${c.name} (${points}) — ${c.reason}`,
          disabled: !c.fits || p.acted || p.computer,
          onclick: () => send("act", { player: p.player, category: c.id }),
        }));
      }
      box.appendChild(row);
    }
    box.appendChild(h("button", { class: "wp-btn wp-close", type: "button", text: L.close, onclick: () => send("close"), dataset: { key: "btn-close" } }));
    return box;
  }

  // ----- the hand and its buttons ----------------------------------------------------------------

  function drawHand(V, L) {
    const row = h("div", { class: "wp-rackrow" });
    row.appendChild(heading(3, L.hand, "wp-section"));
    const helpId = model.get("uid") + "-handhelp";
    const hand = h("div", { class: "wp-hand", role: "toolbar", "aria-label": L.hand, "aria-describedby": helpId, dataset: { key: "hand" } });
    for (const card of V.hand || []) {
      const node = pickablePiece(ui, draw, {
        base: "wp-handcard",
        index: card.index,
        used: card.used,
        key: "hand-" + card.index,
        dataset: { card: card.card },
        name: card.name || card.card,
        letter: card.blank ? " " : card.bonus ? "×" + card.card : card.card,
        value: card.bonus ? null : String(card.value),
        classes: [...(card.bonus ? ["wp-bonuscard"] : []), ...(V.suggest === card.index ? ["wp-suggest"] : [])],
        title: card.bonus || "",
      });
      hand.appendChild(node);
    }
    row.appendChild(roving(hand, { orientation: "horizontal" }));
    row.appendChild(h("p", { class: "wp-help wp-sr-only", id: helpId, text: L.hand_help || "" }));
    row.appendChild(V.round !== undefined ? rummyButtons(V, L) : tableButtons(V, L));
    if (ui.picked !== null && V.hand[ui.picked] && V.hand[ui.picked].bonus && V.round === undefined)
      row.appendChild(h("div", { class: "wp-notice", role: "note", text: L.bonus_prompt }));
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
    const tick = h("input", { type: "checkbox", class: "wp-with-action", dataset: { key: "with-action" }, onchange: (e) => { ui.withAction = e.target.checked; draw(); } });
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
    const back = () => {
      // focus goes back where the chooser was opened from (the spot, or the hand), kept there by its key
      const target = ui.blankFor || {};
      const key = target.row !== undefined ? `spot-${target.row},${target.col}` : target.index !== undefined ? `hand-${target.index}` : "hand";
      const node = root.querySelector(`[data-key="${key}"]`) || root.querySelector('[data-key^="hand-"]');
      if (node) node.focus();
    };
    return drawLetterChooser(C.alphabet, L, (letter) => {
      const target = ui.blankFor;
      back();
      ui.blankFor = null;
      ui.picked = null;
      if (target.word !== undefined) send("add", { index: target.index, word: target.word, letter });
      else if (target.index === undefined) send("blank", { row: target.row, col: target.col, letter });
      else send("place", { row: target.row, col: target.col, index: target.index, letter });
    }, () => {
      back();
      ui.blankFor = null;
      draw();
    });
  }

  // The letter chooser opened: drawn, and the focus on its first letter.
  function openChooser(target) {
    ui.blankFor = target;
    draw();
    const first = root.querySelector(".wp-blankchooser .wp-letterbtn");
    if (first) first.focus();
  }

  // ----- the last round (rummy) ----------------------------------------------------------------------

  function drawLastRound(rows, L) {
    const box = h("div", { class: "wp-lastround" });
    box.appendChild(heading(3, L.last_round, "wp-section"));
    for (const p of rows) box.appendChild(drawPlayerLines(p.name, String(p.total), p.lines, false));
    return box;
  }

  return redrawOn(model, ["view", "card_set", "error", "language"], draw);
}

export default { render };
