// wordplay board widgets: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads two traits, `board_layout` (the squares, colours and
// letters; never changes) and `view` (everything else), and writes one, `intent`: an object
// {seq, action, ...fields} that Python validates before anything happens (see
// wordplay/widgets/protocol.py). Every text from the data is set with textContent, never as
// HTML. Local state is only what the learner is pointing at: the rack tile picked, the tiles
// marked for an exchange, the step shown by the step-through.

import { h, intentSender, redrawOn, speak, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { buttonRow, exchangeButtons, drawLetterChooser, pickOrMark } from "./controls.js";
import { drawPlayers, drawLower, drawSummary, drawMoveList } from "./sheet.js";
import { reviewPanel } from "./review.js";

function render({ model, el }) {
  const ui = {
    picked: null, // rack index picked for the next square clicked
    exchanging: false,
    marked: new Set(),
    stepper: newStepper(), // the scoring step shown
    blankFor: null, // {square, index} waiting for a letter, or {square} to change a laid blank
  };

  const root = widgetRoot(model, el);
  const { send, acknowledged } = intentSender(model, root);
  const review = reviewPanel(send, () => draw());

  function layout() {
    return model.get("board_layout") || {};
  }

  function draw() {
    speak(model.get("language"));
    const L = layout();
    const V = model.get("view") || {};
    root.replaceChildren();
    root.dataset.variant = L.variant || "";
    root.dataset.ack = String(V.ack);
    if (!L.size) return;
    const labels = L.labels || {};
    const preview = V.preview || null;
    const explanation = preview ? preview.explanation : V.review ? V.review.explanation : null;
    followSteps(ui.stepper, explanation);
    if (V.rack && ui.picked !== null && (!V.rack[ui.picked] || V.rack[ui.picked].used)) ui.picked = null;

    if (V.players) {
      const hints = (p) => p.hints_text || null; // "zostały 2 podpowiedzi": the count in a sentence from Python
      root.appendChild(drawPlayers(V.players, hints, V.bag_text || null));
    }
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));

    const main = h("div", { class: "wp-main" });
    main.appendChild(drawBoard(L, V, explanation));
    main.appendChild(drawPanel(L, V, labels, preview, explanation));
    root.appendChild(main);
    root.appendChild(drawRack(L, V, labels));
    if (ui.blankFor) root.appendChild(drawBlankChooser(L, labels));
    if (V.moves) root.appendChild(drawMoveList(V.moves, labels, (rank) => send("choose", { rank })));
    if (V.summary) root.appendChild(drawSummary(V.summary, labels));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (V.sheet) root.appendChild(drawLower(V.sheet, V.chart, labels, V.review ? V.review.turn : null, (turn) => send("review", { turn })));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));

    acknowledged(V.ack);
  }

  function drawBoard(L, V, explanation) {
    const size = L.size;
    const grid = h("div", { class: "wp-board", style: `grid-template-columns: 18px repeat(${size}, var(--wp-cell))` });
    const pending = new Map((V.pending || []).map((p) => [p.square, p]));
    const last = new Set(V.review ? V.review.squares : V.last || []);
    const marks = stepMarks(ui.stepper, explanation);
    const shorts = (L.premium_words || {}).label || {}; // "2L", Polish "2S": printed on the square
    const names = (L.premium_words || {}).name || {}; // the square's title: "podwójna premia słowna"
    grid.appendChild(h("div", { class: "wp-head" }));
    for (let c = 0; c < size; c++) grid.appendChild(h("div", { class: "wp-head", text: L.columns[c] }));
    for (let r = 0; r < size; r++) {
      grid.appendChild(h("div", { class: "wp-head", text: String(r + 1) }));
      for (let c = 0; c < size; c++) {
        const sq = r * size + c;
        const premium = L.premiums[sq];
        const onBoard = V.board[sq];
        const laid = pending.get(sq);
        const tile = laid ? laid.tile : onBoard;
        const cell = h("div", {
          class: "wp-sq" + (tile ? " wp-tile" : "") + (laid ? " wp-pending" : "") + (!laid && last.has(sq) ? " wp-last" : ""),
          dataset: { square: String(sq), name: `${L.columns[c]}${r + 1}`, premium: premium || "" },
          title: `${L.columns[c]}${r + 1}${premium && names[premium] ? ": " + names[premium] : ""}`,
        });
        if (!tile) {
          cell.style.background = premium ? L.colours[premium] || L.colours.plain : L.colours.plain;
          if (premium) {
            cell.appendChild(h("span", { class: "wp-label", text: premium === "start" ? "★" : shorts[premium] || premium }));
            if ((L.colours.text_on_dark || []).includes(premium)) cell.classList.add("wp-dark");
          }
        } else {
          const blank = tile === tile.toLowerCase() && tile !== tile.toUpperCase();
          cell.appendChild(h("span", { class: "wp-letter" + (blank ? " wp-blank" : ""), text: tile.toUpperCase() }));
          if (!blank) cell.appendChild(h("span", { class: "wp-value", text: String(L.values[tile] ?? "") }));
        }
        const mark = marks.get(sq);
        if (mark) cell.classList.add("wp-hl", "wp-hl-" + mark);
        if (laid) {
          cell.draggable = true;
          cell.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", "square:" + sq));
        }
        cell.addEventListener("click", () => clickSquare(sq, laid, onBoard));
        cell.addEventListener("dragover", (e) => e.preventDefault());
        cell.addEventListener("drop", (e) => {
          e.preventDefault();
          dropOn(sq, e.dataTransfer.getData("text/plain"));
        });
        grid.appendChild(cell);
      }
    }
    return grid;
  }

  function clickSquare(sq, laid, onBoard) {
    const V = model.get("view") || {};
    if (laid) {
      if (laid.blank && ui.picked === null) {
        ui.blankFor = { square: sq };
        draw();
        return;
      }
      send("lift", { square: sq });
      return;
    }
    if (onBoard || ui.picked === null) return;
    const index = ui.picked;
    const tile = V.rack[index];
    if (tile && tile.tile === "?") {
      ui.blankFor = { square: sq, index };
      draw();
      return;
    }
    ui.picked = null;
    send("place", { square: sq, index });
  }

  function dropOn(sq, data) {
    const V = model.get("view") || {};
    if (data.startsWith("rack:")) {
      const index = Number(data.slice(5));
      if (V.rack[index] && V.rack[index].tile === "?") {
        ui.blankFor = { square: sq, index };
        draw();
      } else send("place", { square: sq, index });
    } else if (data.startsWith("square:")) {
      const from = Number(data.slice(7));
      if (from !== sq) send("move", { square: from, to: sq });
    }
  }

  function drawPanel(L, V, labels, preview, explanation) {
    const panel = h("div", { class: "wp-panel" });
    panel.appendChild(drawMessages(V));
    if (preview) {
      panel.appendChild(h("div", { class: "wp-headline" + (preview.legal ? " wp-legal" : " wp-illegal"), text: preview.headline }));
      panel.appendChild(drawRules(preview.check, labels));
    } else if (V.review) {
      panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    }
    if (!explanation) {
      if (!preview && !V.review) panel.appendChild(h("div", { class: "wp-empty", text: labels.no_steps }));
      return panel;
    }
    panel.appendChild(drawExplanation(explanation, ui.stepper, labels, draw));
    return panel;
  }

  function drawRack(L, V, labels) {
    const row = h("div", { class: "wp-rackrow" });
    const rack = h("div", { class: "wp-rack" });
    rack.addEventListener("dragover", (e) => e.preventDefault());
    rack.addEventListener("drop", (e) => {
      const data = e.dataTransfer.getData("text/plain");
      if (data.startsWith("square:")) send("lift", { square: Number(data.slice(7)) });
    });
    for (const t of V.rack || []) {
      const cls = ["wp-racktile"];
      if (t.used) cls.push("wp-used");
      if (ui.picked === t.index) cls.push("wp-picked");
      if (ui.marked.has(t.index)) cls.push("wp-marked");
      const tile = h("div", { class: cls.join(" "), dataset: { index: String(t.index), tile: t.tile } });
      tile.appendChild(h("span", { class: "wp-letter", text: t.tile === "?" ? " " : t.tile }));
      tile.appendChild(h("span", { class: "wp-value", text: String(t.value) }));
      if (!t.used) {
        tile.draggable = true;
        tile.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", "rack:" + t.index));
        tile.addEventListener("click", () => pickOrMark(ui, t.index, draw));
      }
      rack.appendChild(tile);
    }
    row.appendChild(rack);
    const acts = new Set(V.actions || []);
    const c = V.controls || {};
    const { box: buttons, add: button } = buttonRow();
    if (acts.has("submit")) button("submit", labels.submit, c.submit, () => send("submit"));
    button("recall", labels.recall, (V.pending || []).length > 0, () => send("recall"));
    if (acts.has("exchange")) exchangeButtons(button, ui, labels, c.exchange, (indices) => send("exchange", { indices }), draw);
    if (acts.has("pass")) button("pass", labels.pass, c.pass, () => send("pass"));
    if (acts.has("undo")) button("undo", labels.undo, c.undo, () => send("undo"));
    if (acts.has("hint") && L.hints) button("hint", `${labels.hint} (${c.hints_left ?? 0})`, c.hint, () => send("hint"));
    row.appendChild(buttons);
    return row;
  }

  // The letter chooser is shared (controls.js); what a chosen letter sends is the board's own (cards.js: its own intents).
  function drawBlankChooser(L, labels) {
    return drawLetterChooser(L.alphabet, labels, (letter) => {
      const target = ui.blankFor;
      ui.blankFor = null;
      ui.picked = null;
      if (target.index === undefined) send("blank", { square: target.square, letter });
      else send("place", { square: target.square, index: target.index, letter });
    }, () => {
      ui.blankFor = null;
      draw();
    });
  }

  return redrawOn(model, ["view", "board_layout", "error"], draw);
}

export default { render };
