// wordplay board widgets: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads two traits, `board_layout` (the squares, colours and
// letters; never changes) and `view` (everything else), and writes one, `intent`: an object
// {seq, action, ...fields} that Python validates before anything happens (see
// wordplay/widgets/protocol.py). Every text from the data is set with textContent, never as
// HTML. Local state is only what the learner is pointing at: the rack tile picked, the tiles
// marked for an exchange, the step shown by the step-through, the board's cursor and typing
// direction, the text in the move box.
//
// Keyboard (WAI-ARIA grid pattern): the board is one tab stop; arrows move the cursor, Home/End go
// to the row's ends, Ctrl+Home/Ctrl+End to the board's corners, PageUp/PageDown five rows; a rack
// letter lays that tile (a blank stands for a letter not on the rack) and the cursor moves on across
// or down ("/" or Space switches), Backspace takes the last tile back, Escape takes them all back,
// Enter plays. The move box takes a typed play ("8D QUIET"); every square, tile and row is named.

import { announcer, drawer, h, heading, intentSender, keyIn, redrawOn, roving, speak, visuallyHidden, widgetRoot } from "./dom.js";
import { newStepper, followSteps, stepMarks, drawExplanation } from "./explain.js";
import { drawRules, drawMessages } from "./rules.js";
import { buttonRow, exchangeButtons, drawLetterChooser, keyboardCancel, pickablePiece } from "./controls.js";
import { drawPlayers, drawLower, drawSummary, drawMoveList } from "./sheet.js";
import { reviewPanel } from "./review.js";
import { analysisInPlace, drawUnseen } from "./analysis.js";
import { gridMove, typingTarget, rackIndexFor } from "./boardkeys.js";
import { drawMoveBox, newMoveBox, settle } from "./typed.js";

function render({ model, el }) {
  const ui = {
    picked: null, // rack index picked for the next square clicked
    exchanging: false,
    marked: new Set(),
    stepper: newStepper(), // the scoring step shown
    blankFor: null, // {square, index} waiting for a letter, or {square} to change a laid blank
    cursor: null, // the board square with the grid's tab stop (null: the start square)
    across: true, // the direction typed letters go
    box: newMoveBox(), // the move box's own state (typed.js)
    claimed: new Set(), // rack indices sent to be laid and not yet in a view
  };

  const root = widgetRoot(model, el);
  const { send, acknowledged, outstanding } = intentSender(model, root);
  const voice = announcer(model, root);
  const draw = drawer(root, build);
  const review = reviewPanel(send, () => draw(), voice.say);
  model.on("change:view", () => {
    if (!outstanding()) ui.claimed.clear(); // every tile typed is in the view now (or was refused)
    settle(ui.box, outstanding, (model.get("view") || {}).typed);
  });

  function layout() {
    return model.get("board_layout") || {};
  }

  function build() {
    speak(model.get("language"));
    const L = layout();
    const V = model.get("view") || {};
    root.replaceChildren();
    root.dataset.variant = L.variant || "";
    root.dataset.ack = String(V.ack);
    const labels = L.labels || {};
    if (!L.size || !Array.isArray(V.board) || !Array.isArray(L.premiums)) {
      // a first view may be empty ({}): a placeholder, never a half-drawn board
      root.appendChild(h("div", { class: "wp-placeholder", role: "status", text: labels.loading || "…" }));
      return;
    }
    const preview = V.preview || null;
    const explanation = preview ? preview.explanation : V.review ? V.review.explanation : null;
    followSteps(ui.stepper, explanation);
    if (V.rack && ui.picked !== null && (!V.rack[ui.picked] || V.rack[ui.picked].used)) ui.picked = null;

    root.appendChild(heading(2, L.name || "", "wp-title"));
    if (V.players) {
      const hints = (p) => p.hints_text || null; // "zostały 2 podpowiedzi": the count in a sentence from Python
      root.appendChild(drawPlayers(V.players, hints, V.bag_text || null));
    }
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));
    if (V.unseen) root.appendChild(drawUnseen(V.unseen)); // the tiles or cards not seen (analysis.js)

    const analysis = analysisInPlace(root, V.analysis, send); // a move analysed: in the live board's place
    const main = h("div", { class: "wp-main" });
    main.appendChild(analysis.place(drawBoard(L, V, explanation, labels)));
    main.appendChild(drawPanel(L, V, labels, preview, explanation));
    root.appendChild(main);
    root.appendChild(moveBox(V, labels));
    root.appendChild(drawRack(L, V, labels));
    if (ui.blankFor) root.appendChild(drawBlankChooser(L, labels));
    if (V.moves) root.appendChild(drawMoveList(V.moves, labels, (rank) => send("choose", { rank })));
    if (V.summary) root.appendChild(drawSummary(V.summary, labels));
    if (V.coach) root.appendChild(review.draw(V.coach));
    if (analysis.below) root.appendChild(analysis.below); // the analysis board's navigation, live (analysis.js)
    if (V.sheet) root.appendChild(drawLower(V.sheet, V.chart, labels, V.review ? V.review.turn : null, (turn) => send("review", { turn })));
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));

    acknowledged(V.ack);
    voice.follow(V);
  }

  function startSquare(L) {
    const at = L.premiums.indexOf("start");
    return at >= 0 ? at : Math.floor((L.size * L.size) / 2);
  }

  function drawBoard(L, V, explanation, labels) {
    const size = L.size;
    if (ui.cursor === null || ui.cursor >= size * size) ui.cursor = startSquare(L);
    const helpId = model.get("uid") + "-boardhelp";
    const grid = h("div", {
      class: "wp-board",
      role: "grid",
      "aria-label": labels.board || L.name,
      "aria-describedby": helpId,
      "aria-rowcount": String(size),
      "aria-colcount": String(size),
      style: `--wp-size: ${size}`,
    });
    const pending = new Map((V.pending || []).map((p) => [p.square, p]));
    const last = new Set(V.review ? V.review.squares : V.last || []);
    const marks = stepMarks(ui.stepper, explanation);
    const shorts = (L.premium_words || {}).label || {}; // "2L", Polish "2S": printed on the square
    const cells = V.cells || [];
    // The drawn column letters and row numbers are for the eye: a screen reader hears each square's board
    // coordinate once, in its name ("F9, empty"), and row/column indices that are the board's (F9: row 9,
    // column 6), never counting the headers.
    const head = h("div", { class: "wp-row wp-headrow", "aria-hidden": "true" });
    head.appendChild(h("div", { class: "wp-head" }));
    for (let c = 0; c < size; c++) head.appendChild(h("div", { class: "wp-head", text: L.columns[c] }));
    grid.appendChild(head);
    for (let r = 0; r < size; r++) {
      const row = h("div", { class: "wp-row", role: "row", "aria-rowindex": String(r + 1) });
      row.appendChild(h("div", { class: "wp-head", "aria-hidden": "true", text: String(r + 1) }));
      for (let c = 0; c < size; c++) {
        const sq = r * size + c;
        const premium = L.premiums[sq];
        const onBoard = V.board[sq];
        const laid = pending.get(sq);
        const tile = laid ? laid.tile : onBoard;
        const squareName = `${L.columns[c]}${r + 1}`;
        const cell = h("div", {
          class: "wp-sq" + (tile ? " wp-tile" : "") + (laid ? " wp-pending" : "") + (!laid && last.has(sq) ? " wp-last" : ""),
          role: "gridcell",
          tabindex: sq === ui.cursor ? "0" : "-1",
          "aria-selected": sq === ui.cursor ? "true" : "false",
          "aria-colindex": String(c + 1),
          dataset: { square: String(sq), name: squareName, premium: premium || "", key: "sq-" + sq },
        });
        // the name is the cell's (hidden) text, what is drawn is aria-hidden: "A1, triple word, empty" for "3W"
        cell.appendChild(visuallyHidden(cells[sq] || squareName));
        if (!tile) {
          cell.style.background = premium ? L.colours[premium] || L.colours.plain : L.colours.plain;
          if (premium) {
            cell.appendChild(h("span", { class: "wp-label", "aria-hidden": "true", text: premium === "start" ? "★" : shorts[premium] || premium }));
            if ((L.colours.text_on_dark || []).includes(premium)) cell.classList.add("wp-dark");
          }
        } else {
          const blank = tile === tile.toLowerCase() && tile !== tile.toUpperCase();
          cell.appendChild(h("span", { class: "wp-letter" + (blank ? " wp-blank" : ""), "aria-hidden": "true", text: tile.toUpperCase() }));
          if (!blank) cell.appendChild(h("span", { class: "wp-value", "aria-hidden": "true", text: String(L.values[tile] ?? "") }));
        }
        const mark = marks.get(sq);
        if (mark) cell.classList.add("wp-hl", "wp-hl-" + mark);
        if (sq === ui.cursor) cell.classList.add("wp-cursor", ui.across ? "wp-across" : "wp-down");
        if (laid) {
          cell.draggable = true;
          cell.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", "square:" + sq));
        }
        cell.addEventListener("click", () => {
          ui.cursor = sq;
          clickSquare(sq, laid, onBoard);
        });
        cell.addEventListener("focus", () => {
          if (ui.cursor === sq) return;
          const old = grid.querySelector('[data-key="sq-' + ui.cursor + '"]');
          if (old) {
            old.tabIndex = -1;
            old.setAttribute("aria-selected", "false");
            old.classList.remove("wp-cursor", "wp-across", "wp-down");
          }
          ui.cursor = sq;
          cell.tabIndex = 0;
          cell.setAttribute("aria-selected", "true");
          cell.classList.add("wp-cursor", ui.across ? "wp-across" : "wp-down");
        });
        cell.addEventListener("dragover", (e) => e.preventDefault());
        cell.addEventListener("drop", (e) => {
          e.preventDefault();
          dropOn(sq, e.dataTransfer.getData("text/plain"));
        });
        row.appendChild(cell);
      }
      grid.appendChild(row);
    }
    grid.addEventListener("keydown", (e) => boardKey(e, L, V, labels, grid));
    const box = h("div", { class: "wp-boardbox" }, grid);
    box.appendChild(h("p", { class: "wp-help", id: helpId, text: labels.board_help || "" }));
    return box;
  }

  function focusSquare(grid, sq) {
    const cell = grid.querySelector('[data-key="sq-' + sq + '"]');
    if (cell) cell.focus();
  }

  // A key on the board (see the header): the pure moves are in boardkeys.js (unit-tested).
  function boardKey(e, L, V, labels, grid) {
    const size = L.size;
    const sq = ui.cursor;
    const moved = gridMove(sq, size, e.key, e.ctrlKey || e.metaKey);
    if (moved !== null) {
      e.preventDefault();
      focusSquare(grid, moved);
      return;
    }
    const key = keyIn(e);
    const pending = new Map((V.pending || []).map((p) => [p.square, p]));
    const occupied = (s) => !!V.board[s] || pending.has(s);
    if (key === "/" || key === " ") {
      e.preventDefault();
      ui.across = !ui.across;
      voice.say(ui.across ? labels.typing_across : labels.typing_down);
      draw();
      return;
    }
    if (key === "Enter") {
      e.preventDefault();
      if ((V.controls || {}).submit) send("submit");
      else if (pending.has(sq)) clickSquare(sq, pending.get(sq), V.board[sq]);
      else if (!V.board[sq] && ui.picked !== null) clickSquare(sq, null, V.board[sq]);
      return;
    }
    if (key === "Escape") {
      if ((V.pending || []).length) {
        e.preventDefault();
        send("recall");
      }
      return;
    }
    if (key === "Backspace" || key === "Delete") {
      e.preventDefault();
      const step = ui.across ? 1 : size;
      let target = sq;
      if (!pending.has(sq) && key === "Backspace") {
        const back = ui.across ? (sq % size > 0 ? sq - 1 : -1) : sq - step;
        if (back >= 0 && pending.has(back)) target = back;
      }
      if (pending.has(target)) {
        send("lift", { square: target });
        ui.cursor = target;
        focusSquare(grid, target);
      }
      return;
    }
    if (key && key.length === 1 && key.trim()) {
      const letter = key.toUpperCase();
      if (!(L.alphabet || "").includes(letter)) return;
      e.preventDefault();
      const index = rackIndexFor(V.rack || [], letter, ui.claimed);
      if (index === null) {
        voice.say((labels.not_on_rack || "{letter}").replace("{letter}", letter));
        return;
      }
      const { at, next } = typingTarget(sq, size, ui.across, occupied);
      if (at === null) return;
      ui.claimed.add(index);
      const fields = { square: at, index };
      if (V.rack[index].tile === "?") fields.letter = letter.toLowerCase();
      send("place", fields);
      if (next !== null) {
        ui.cursor = next;
        focusSquare(grid, next);
      }
    }
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
    } else if (V.review && V.review.headline) {
      // no headline when the notice above already says the move (the news said once)
      panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    }
    if (!explanation) {
      if (!preview && !V.review) panel.appendChild(h("div", { class: "wp-empty", text: labels.no_steps }));
      return panel;
    }
    panel.appendChild(drawExplanation(explanation, ui.stepper, labels, draw, { say: voice.say }));
    return panel;
  }

  // The move box (typed.js): a play typed in the variant's notation, laid (and so checked and scored) as it
  // is typed; Enter plays it.
  function moveBox(V, labels) {
    return drawMoveBox({
      id: model.get("uid") + "-movebox",
      state: ui.box,
      send,
      typed: V.typed,
      draft: V.preview ? V.preview.notation || "" : "",
      label: labels.move_box,
      help: labels.move_box_help,
      actions: V.actions,
    });
  }

  function drawRack(L, V, labels) {
    const row = h("div", { class: "wp-rackrow" });
    const rack = h("div", { class: "wp-rack", role: "toolbar", "aria-label": labels.rack, dataset: { key: "rack" } });
    rack.addEventListener("dragover", (e) => e.preventDefault());
    rack.addEventListener("drop", (e) => {
      const data = e.dataTransfer.getData("text/plain");
      if (data.startsWith("square:")) send("lift", { square: Number(data.slice(7)) });
    });
    for (const t of V.rack || []) {
      const tile = pickablePiece(ui, draw, {
        base: "wp-racktile",
        index: t.index,
        used: t.used,
        key: "rack-" + t.index,
        dataset: { tile: t.tile },
        name: t.name || t.tile,
        letter: t.tile === "?" ? " " : t.tile,
        value: String(t.value),
      });
      if (!t.used) {
        tile.draggable = true;
        tile.addEventListener("dragstart", (e) => e.dataTransfer.setData("text/plain", "rack:" + t.index));
      }
      rack.appendChild(tile);
    }
    row.appendChild(roving(rack, { orientation: "horizontal" }));
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
    const chooser = drawLetterChooser(L.alphabet, labels, (letter) => {
      const target = ui.blankFor;
      ui.blankFor = null;
      ui.picked = null;
      if (target.index === undefined) send("blank", { square: target.square, letter });
      else send("place", { square: target.square, index: target.index, letter });
    }, () => {
      ui.blankFor = null;
      draw();
    });
    keyboardCancel(chooser, () => {
      ui.blankFor = null;
      draw();
    });
    // the chooser opens with focus on its first letter (a keyboard user is taken to it)
    setTimeout(() => {
      const first = chooser.querySelector(".wp-letterbtn");
      if (first && chooser.isConnected && !chooser.contains(document.activeElement)) first.focus();
    }, 0);
    return chooser;
  }

  return redrawOn(model, ["view", "board_layout", "error"], draw);
}

export default { render };
