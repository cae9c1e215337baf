// wordplay board widgets: draws what Python answers, sends what the learner means.
//
// The page holds no rule. It reads two traits, `board_layout` (the squares, colours and
// letters; never changes) and `view` (everything else), and writes one, `intent`: an object
// {seq, action, ...fields} that Python validates before anything happens (see
// wordplay/widgets/protocol.py). Every text from the data is set with textContent, never as
// HTML. Local state is only what the learner is pointing at: the rack tile picked, the tiles
// marked for an exchange, the step shown by the step-through.

const SVG = "http://www.w3.org/2000/svg";

function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.appendChild(child);
  return node;
}

function s(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = String(text);
  return node;
}

const SERIES_COLOURS = ["#1f6fb2", "#c8553d", "#3c9a4b", "#8a4fbf"];

function render({ model, el }) {
  const ui = {
    picked: null, // rack index picked for the next square clicked
    exchanging: false,
    marked: new Set(),
    step: null, // index of the scoring step shown, or null for all
    stepKey: "",
    blankFor: null, // {square, index} waiting for a letter, or {square} to change a laid blank
    sent: new Map(), // seq -> time sent (for the latency figure)
  };
  let seq = Math.max(0, (model.get("view") || {}).ack + 1 || 0) + Math.floor(Math.random() * 1000) * 1000;

  const root = h("div", { class: "wp-root", dataset: { kind: model.get("kind"), uid: model.get("uid") } });
  root.__wordplay = { model }; // for tests and debugging: the page's own handle on its model
  el.appendChild(root);

  function send(action, fields) {
    seq += 1;
    ui.sent.set(seq, performance.now());
    root.dataset.sentSeq = String(seq);
    model.set("intent", Object.assign({ seq, action }, fields || {}));
    model.save_changes();
  }

  function layout() {
    return model.get("board_layout") || {};
  }

  function draw() {
    const L = layout();
    const V = model.get("view") || {};
    root.replaceChildren();
    root.dataset.variant = L.variant || "";
    root.dataset.ack = String(V.ack);
    if (!L.size) return;
    const labels = L.labels || {};
    const preview = V.preview || null;
    const explanation = preview ? preview.explanation : V.review ? V.review.explanation : null;
    const key = JSON.stringify(explanation ? explanation.steps : null);
    if (key !== ui.stepKey) {
      ui.stepKey = key;
      ui.step = null;
    }
    if (V.rack && ui.picked !== null && (!V.rack[ui.picked] || V.rack[ui.picked].used)) ui.picked = null;

    if (V.players) root.appendChild(drawPlayers(V, labels));
    if (V.status) root.appendChild(h("div", { class: "wp-status", text: V.status }));

    const main = h("div", { class: "wp-main" });
    main.appendChild(drawBoard(L, V, explanation));
    main.appendChild(drawPanel(L, V, labels, preview, explanation));
    root.appendChild(main);
    root.appendChild(drawRack(L, V, labels));
    if (ui.blankFor) root.appendChild(drawBlankChooser(L, labels));
    if (V.moves) root.appendChild(drawMoves(V, labels));
    if (V.summary) root.appendChild(drawSummary(V.summary, labels));
    if (V.sheet) {
      const lower = h("div", { class: "wp-lower" });
      lower.appendChild(drawSheet(V, labels));
      lower.appendChild(drawChart(V.chart, labels));
      root.appendChild(lower);
    }
    const error = model.get("error");
    if (error) root.appendChild(h("pre", { class: "wp-error", text: error }));

    if (ui.sent.has(V.ack)) {
      const ms = performance.now() - ui.sent.get(V.ack);
      ui.sent.delete(V.ack);
      root.dataset.latency = ms.toFixed(1);
      root.dataset.latencySeq = String(V.ack);
    }
  }

  function drawPlayers(V, labels) {
    const row = h("div", { class: "wp-players" });
    V.players.forEach((p, i) => {
      const card = h("div", { class: "wp-player" + (p.to_move ? " wp-to-move" : ""), dataset: { player: String(i) } });
      card.appendChild(h("span", { class: "wp-swatch", style: `background:${SERIES_COLOURS[i % 4]}` }));
      card.appendChild(h("span", { class: "wp-name", text: p.name }));
      if (p.level !== null && p.level !== undefined) card.appendChild(h("span", { class: "wp-level", text: ` (computer ${p.level})` }));
      card.appendChild(h("span", { class: "wp-score", text: String(p.score) }));
      if (p.hints_left !== null && p.hints_left !== undefined)
        card.appendChild(h("span", { class: "wp-hints", text: `${p.hints_left} ${labels.hints_left}` }));
      row.appendChild(card);
    });
    if (V.bag !== undefined) row.appendChild(h("div", { class: "wp-bag", text: `${V.bag} ${labels.bag}` }));
    return row;
  }

  function highlights(explanation) {
    const marks = new Map();
    if (!explanation || ui.step === null) return marks;
    const step = explanation.steps[ui.step];
    if (step) for (const sq of step.squares) marks.set(sq, step.phase);
    return marks;
  }

  function drawBoard(L, V, explanation) {
    const size = L.size;
    const grid = h("div", { class: "wp-board", style: `grid-template-columns: 18px repeat(${size}, var(--wp-cell))` });
    const pending = new Map((V.pending || []).map((p) => [p.square, p]));
    const last = new Set(V.review ? V.review.squares : V.last || []);
    const marks = highlights(explanation);
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
          title: `${L.columns[c]}${r + 1}${premium ? " " + premium : ""}`,
        });
        if (!tile) {
          cell.style.background = premium ? L.colours[premium] || L.colours.plain : L.colours.plain;
          if (premium) {
            cell.appendChild(h("span", { class: "wp-label", text: premium === "start" ? "★" : premium }));
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
    if (V.refusal) panel.appendChild(h("div", { class: "wp-refusal", role: "alert", text: V.refusal }));
    if (V.notice) panel.appendChild(h("div", { class: "wp-notice", text: V.notice }));
    if (preview) {
      panel.appendChild(h("div", { class: "wp-headline" + (preview.legal ? " wp-legal" : " wp-illegal"), text: preview.headline }));
      const rules = h("ul", { class: "wp-rules" });
      for (const c of preview.check.checks)
        rules.appendChild(h("li", { class: c.passed ? "wp-rule-pass" : "wp-rule-fail", dataset: { rule: c.rule }, text: (c.passed ? "✔ " : "✘ ") + c.text }));
      panel.appendChild(h("div", { class: "wp-section", text: labels.rules }));
      panel.appendChild(rules);
    } else if (V.review) {
      panel.appendChild(h("div", { class: "wp-headline", text: V.review.headline }));
    }
    if (!explanation) {
      if (!preview && !V.review) panel.appendChild(h("div", { class: "wp-empty", text: labels.no_steps }));
      return panel;
    }
    panel.appendChild(h("div", { class: "wp-section", text: labels.score }));
    const steps = explanation.steps;
    const controls = h("div", { class: "wp-stepper" });
    const go = (k) => {
      ui.step = k;
      draw();
    };
    controls.appendChild(h("button", { class: "wp-step-first", text: labels.first, onclick: () => go(0) }));
    controls.appendChild(h("button", { class: "wp-step-back", text: labels.back, disabled: ui.step === null || ui.step === 0, onclick: () => go(Math.max(0, ui.step - 1)) }));
    controls.appendChild(h("button", { class: "wp-step-next", text: labels.next, disabled: ui.step === steps.length - 1, onclick: () => go(ui.step === null ? 0 : Math.min(steps.length - 1, ui.step + 1)) }));
    controls.appendChild(h("button", { class: "wp-step-last", text: labels.last, onclick: () => go(null) }));
    const where = ui.step === null ? "" : (labels.step_of || "").replace("{n}", ui.step + 1).replace("{count}", steps.length);
    controls.appendChild(h("span", { class: "wp-step-where", text: where }));
    panel.appendChild(controls);
    const running = ui.step === null ? explanation.total : steps[ui.step].running;
    panel.appendChild(h("div", { class: "wp-running", text: `${labels.total}: ${running}` }));
    const list = h("ol", { class: "wp-steps" });
    steps.forEach((st, k) => {
      const cls = ["wp-step", "wp-phase-" + st.phase];
      if (ui.step !== null && k > ui.step) cls.push("wp-later");
      if (ui.step === k) cls.push("wp-current");
      const item = h("li", { class: cls.join(" "), dataset: { kind: st.kind, step: String(k) } });
      item.appendChild(h("span", { class: "wp-step-text", text: st.text }));
      item.appendChild(h("span", { class: "wp-step-points", text: st.points ? (st.points > 0 ? "+" : "") + st.points : "" }));
      item.appendChild(h("span", { class: "wp-step-running", text: String(st.running) }));
      item.addEventListener("click", () => go(k));
      list.appendChild(item);
    });
    panel.appendChild(list);
    const words = explanation.words.map((w) => `${w.word} ${w.score}`).join(", ");
    panel.appendChild(h("div", { class: "wp-words", text: `${labels.words}: ${words} — ${labels.total} ${explanation.total}` }));
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
        tile.addEventListener("click", () => {
          if (ui.exchanging) {
            if (ui.marked.has(t.index)) ui.marked.delete(t.index);
            else ui.marked.add(t.index);
          } else ui.picked = ui.picked === t.index ? null : t.index;
          draw();
        });
      }
      rack.appendChild(tile);
    }
    row.appendChild(rack);
    const acts = new Set(V.actions || []);
    const c = V.controls || {};
    const buttons = h("div", { class: "wp-buttons" });
    const button = (name, text, enabled, onclick) =>
      buttons.appendChild(h("button", { class: "wp-btn wp-" + name, text, disabled: !enabled, onclick }));
    if (acts.has("submit")) button("submit", labels.submit, c.submit, () => send("submit"));
    button("recall", labels.recall, (V.pending || []).length > 0, () => send("recall"));
    if (acts.has("exchange")) {
      if (ui.exchanging) {
        button("exchange-confirm", labels.exchange_confirm, ui.marked.size > 0, () => {
          const indices = [...ui.marked];
          ui.exchanging = false;
          ui.marked.clear();
          send("exchange", { indices });
        });
        button("exchange-cancel", labels.exchange_cancel, true, () => {
          ui.exchanging = false;
          ui.marked.clear();
          draw();
        });
      } else
        button("exchange", labels.exchange, c.exchange, () => {
          ui.exchanging = true;
          ui.picked = null;
          draw();
        });
    }
    if (acts.has("pass")) button("pass", labels.pass, c.pass, () => send("pass"));
    if (acts.has("undo")) button("undo", labels.undo, c.undo, () => send("undo"));
    if (acts.has("hint") && L.hints) button("hint", `${labels.hint} (${c.hints_left ?? 0})`, c.hint, () => send("hint"));
    row.appendChild(buttons);
    return row;
  }

  function drawBlankChooser(L, labels) {
    const box = h("div", { class: "wp-blankchooser" });
    box.appendChild(h("div", { class: "wp-section", text: labels.blank_prompt }));
    const grid = h("div", { class: "wp-letters" });
    for (const letter of L.alphabet) {
      grid.appendChild(h("button", {
        class: "wp-letterbtn", text: letter, dataset: { letter },
        onclick: () => {
          const target = ui.blankFor;
          ui.blankFor = null;
          ui.picked = null;
          if (target.index === undefined) send("blank", { square: target.square, letter });
          else send("place", { square: target.square, index: target.index, letter });
        },
      }));
    }
    grid.appendChild(h("button", { class: "wp-letterbtn wp-cancel", text: labels.exchange_cancel, onclick: () => { ui.blankFor = null; draw(); } }));
    box.appendChild(grid);
    return box;
  }

  function drawMoves(V, labels) {
    const box = h("div", { class: "wp-moves" });
    box.appendChild(h("div", { class: "wp-section", text: labels.moves }));
    const table = h("table", { class: "wp-table" });
    for (const m of V.moves) {
      const words = m.words.map((w) => `${w.word} ${w.score}`).join(" + ") + (m.bonus ? ` + ${m.bonus}` : "");
      const tr = h("tr", { class: "wp-move" + (m.chosen ? " wp-chosen" : ""), dataset: { rank: String(m.rank) }, onclick: () => send("choose", { rank: m.rank }) });
      tr.appendChild(h("td", { text: String(m.rank + 1) }));
      tr.appendChild(h("td", { class: "wp-notation", text: m.notation }));
      tr.appendChild(h("td", { class: "wp-num", text: String(m.score) }));
      tr.appendChild(h("td", { class: "wp-breakdown", text: words }));
      tr.appendChild(h("td", { class: "wp-leave", text: m.leave }));
      table.appendChild(tr);
    }
    box.appendChild(table);
    return box;
  }

  function drawSheet(V, labels) {
    const box = h("div", { class: "wp-sheet" });
    box.appendChild(h("div", { class: "wp-section", text: labels.sheet }));
    const table = h("table", { class: "wp-table" });
    const head = h("tr");
    for (const t of [labels.turn, labels.player, labels.move, labels.points, labels.total]) head.appendChild(h("th", { text: t }));
    table.appendChild(head);
    for (const row of V.sheet) {
      const tr = h("tr", { class: "wp-sheetrow wp-kind-" + row.kind + (V.review && V.review.turn === row.turn ? " wp-chosen" : ""), dataset: { turn: String(row.turn) } });
      if (row.kind === "play") tr.addEventListener("click", () => send("review", { turn: row.turn }));
      for (const t of [row.turn + 1, row.name, row.move, row.score, row.total]) tr.appendChild(h("td", { text: String(t) }));
      table.appendChild(tr);
    }
    box.appendChild(table);
    return box;
  }

  function drawChart(chart, labels) {
    const box = h("div", { class: "wp-chart" });
    box.appendChild(h("div", { class: "wp-section", text: labels.chart }));
    const W = 320, H = 170, left = 36, right = 10, top = 10, bottom = 24;
    const svg = s("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: "img" });
    const span = Math.max(1, chart.high - chart.low);
    const x = (t) => left + ((W - left - right) * t) / chart.turns;
    const y = (v) => H - bottom - ((H - top - bottom) * (v - chart.low)) / span;
    svg.appendChild(s("line", { x1: left, y1: y(chart.low), x2: W - right, y2: y(chart.low), stroke: "#999" }));
    svg.appendChild(s("line", { x1: left, y1: top, x2: left, y2: H - bottom, stroke: "#999" }));
    for (const v of [chart.low, Math.round((chart.low + chart.high) / 2), chart.high])
      svg.appendChild(s("text", { x: left - 4, y: y(v) + 4, "text-anchor": "end", "font-size": 10 }, v));
    svg.appendChild(s("text", { x: W - right, y: H - 6, "text-anchor": "end", "font-size": 10 }, `${labels.turn} ${chart.turns}`));
    chart.series.forEach((line, i) => {
      const colour = SERIES_COLOURS[i % 4];
      const points = line.points.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
      svg.appendChild(s("polyline", { points, fill: "none", stroke: colour, "stroke-width": 2, class: "wp-series" }));
      for (const [t, v] of line.points) svg.appendChild(s("circle", { cx: x(t).toFixed(1), cy: y(v).toFixed(1), r: 2.5, fill: colour }));
      svg.appendChild(s("text", { x: left + 6 + i * 90, y: top + 10, fill: colour, "font-size": 11 }, line.name));
    });
    box.appendChild(svg);
    return box;
  }

  function drawSummary(summary, labels) {
    const box = h("div", { class: "wp-summary" });
    box.appendChild(h("div", { class: "wp-section", text: labels.end }));
    box.appendChild(h("div", { text: summary.reason }));
    for (const p of summary.players) {
      const item = h("div", { class: "wp-summary-player" + (p.winner ? " wp-winner" : "") });
      item.appendChild(h("b", { text: p.name }));
      item.appendChild(h("span", { text: `: ${p.before} → ${p.final}` }));
      const list = h("ul");
      for (const line of p.lines) list.appendChild(h("li", { text: line }));
      item.appendChild(list);
      box.appendChild(item);
    }
    box.appendChild(h("div", { class: "wp-result", text: summary.result }));
    return box;
  }

  model.on("change:view", draw);
  model.on("change:board_layout", draw);
  model.on("change:error", draw);
  draw();
  return () => {
    model.off("change:view", draw);
    model.off("change:board_layout", draw);
    model.off("change:error", draw);
  };
}

export default { render };
