// wordplay widgets, shared: the players, the score sheet, the chart of scores and the end summary.
import { h, s, heading, num, roving, SERIES_COLOURS } from "./dom.js";

// players = [{name, score, level, seat, to_move}] (seat: a computer's level said by name, null for a person); extra(p) adds a game's own note (hints left...);
// pile is a text shown after the players (the bag or the draw pile), or null.
export function drawPlayers(players, extra, pile) {
  const row = h("div", { class: "wp-players" });
  players.forEach((p, i) => {
    const card = h("div", { class: "wp-player" + (p.to_move ? " wp-to-move" : ""), dataset: { player: String(i) } });
    card.appendChild(h("span", { class: "wp-swatch", style: `background:${SERIES_COLOURS[i % 4]}` }));
    card.appendChild(h("span", { class: "wp-name", text: p.name }));
    if (p.seat) card.appendChild(h("span", { class: "wp-level", text: ` (${p.seat})` }));
    card.appendChild(h("span", { class: "wp-score", text: num(p.score) }));
    const note = extra ? extra(p) : null;
    if (note) card.appendChild(h("span", { class: "wp-hints", text: note }));
    row.appendChild(card);
  });
  if (pile) row.appendChild(h("div", { class: "wp-bag", text: pile }));
  return row;
}

// sheet = [{turn, name, kind, move, score, total}]; a play's row sends review(turn) when clicked.
export function drawSheet(sheet, labels, chosen, review) {
  const box = h("div", { class: "wp-sheet" });
  box.appendChild(heading(3, labels.sheet, "wp-section"));
  const table = h("table", { class: "wp-table" });
  const head = h("tr");
  for (const t of [labels.turn, labels.player, labels.move, labels.points, labels.total]) head.appendChild(h("th", { scope: "col", text: t }));
  table.appendChild(h("thead", {}, head));
  const body = h("tbody", { dataset: { key: "sheet" } });
  for (const row of sheet) {
    const tr = h("tr", {
      class: "wp-sheetrow wp-kind-" + row.kind + (chosen === row.turn ? " wp-chosen" : ""),
      "aria-selected": chosen === row.turn ? "true" : null,
      dataset: { turn: String(row.turn), key: "sheet-" + row.turn },
    });
    if (row.kind === "play" && review) tr.addEventListener("click", () => review(row.turn));
    for (const t of [row.turn + 1, row.name, row.move, row.score, row.total]) tr.appendChild(h("td", { text: num(t) }));
    body.appendChild(tr);
  }
  table.appendChild(body);
  roving(body, { orientation: "vertical" });
  box.appendChild(table);
  return box;
}

// moves = [{rank, notation, score, words: [{word, score}], bonus, leave, chosen}]; a row sends choose(rank).
export function drawMoveList(moves, labels, choose) {
  const box = h("div", { class: "wp-moves" });
  box.appendChild(heading(3, labels.moves, "wp-section"));
  const table = h("table", { class: "wp-table" });
  const body = h("tbody", { dataset: { key: "moves" } });
  table.appendChild(body);
  for (const m of moves) {
    const words = m.words.map((w) => `${w.word} ${num(w.score)}`).join(" + ") + (m.bonus ? ` + ${num(m.bonus)}` : "");
    const tr = h("tr", {
      class: "wp-move" + (m.chosen ? " wp-chosen" : ""),
      "aria-selected": m.chosen ? "true" : null,
      dataset: { rank: String(m.rank), key: "move-" + m.rank },
      onclick: () => choose(m.rank),
    });
    tr.appendChild(h("td", { text: String(m.rank + 1) }));
    tr.appendChild(h("td", { class: "wp-notation", text: m.notation }));
    tr.appendChild(h("td", { class: "wp-num", text: num(m.score) }));
    tr.appendChild(h("td", { class: "wp-breakdown", text: words }));
    tr.appendChild(h("td", { class: "wp-leave", text: m.leave }));
    body.appendChild(tr);
  }
  roving(body, { orientation: "vertical" });
  box.appendChild(table);
  return box;
}

// chart = {series: [{name, points: [[turn, total]]}], turns, high, low}
export function drawChart(chart, labels) {
  const box = h("div", { class: "wp-chart" });
  box.appendChild(heading(3, labels.chart, "wp-section"));
  const W = 320, H = 170, left = 36, right = 10, top = 10, bottom = 24;
  const svg = s("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": labels.chart, class: "wp-chart-svg" });
  const span = Math.max(1, chart.high - chart.low);
  const x = (t) => left + ((W - left - right) * t) / chart.turns;
  const y = (v) => H - bottom - ((H - top - bottom) * (v - chart.low)) / span;
  svg.appendChild(s("line", { x1: left, y1: y(chart.low), x2: W - right, y2: y(chart.low), stroke: "#999" }));
  svg.appendChild(s("line", { x1: left, y1: top, x2: left, y2: H - bottom, stroke: "#999" }));
  for (const v of [chart.low, Math.round((chart.low + chart.high) / 2), chart.high])
    svg.appendChild(s("text", { x: left - 4, y: y(v) + 4, "text-anchor": "end", "font-size": 10 }, num(v)));
  svg.appendChild(s("text", { x: W - right, y: H - 6, "text-anchor": "end", "font-size": 10 }, `${labels.turn} ${num(chart.turns)}`));
  chart.series.forEach((line, i) => {
    const colour = SERIES_COLOURS[i % 4];
    const points = line.points.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    svg.appendChild(s("polyline", { points, fill: "none", stroke: colour, "stroke-width": 2, class: "wp-series" }));
    for (const [t, v] of line.points) svg.appendChild(s("circle", { cx: x(t).toFixed(1), cy: y(v).toFixed(1), r: 2.5, fill: colour }));
  });
  box.appendChild(svg);
  // The legend is a row under the chart, never drawn over the lines.
  const legend = h("div", { class: "wp-legend" });
  chart.series.forEach((line, i) => legend.appendChild(h("span", { class: "wp-legend-item" },
    h("span", { class: "wp-swatch", style: `background:${SERIES_COLOURS[i % 4]}` }), h("span", { text: " " + line.name }))));
  box.appendChild(legend);
  return box;
}

// The sheet and the chart side by side.
export function drawLower(sheet, chart, labels, chosen, review) {
  const lower = h("div", { class: "wp-lower" });
  lower.appendChild(drawSheet(sheet, labels, chosen, review));
  lower.appendChild(drawChart(chart, labels));
  return lower;
}

// summary = {reason, result, players: [{name, before, final, lines, winner}]}
export function drawSummary(summary, labels) {
  const box = h("div", { class: "wp-summary" });
  box.appendChild(heading(3, labels.end, "wp-section"));
  box.appendChild(h("div", { text: summary.reason }));
  for (const p of summary.players) box.appendChild(drawPlayerLines(p.name, `${num(p.before)} → ${num(p.final)}`, p.lines, p.winner));
  box.appendChild(h("div", { class: "wp-result", text: summary.result }));
  return box;
}

// One player's name, a figure, and the sentences that explain it.
export function drawPlayerLines(name, figure, lines, winner) {
  const item = h("div", { class: "wp-summary-player" + (winner ? " wp-winner" : "") });
  item.appendChild(h("b", { text: name }));
  item.appendChild(h("span", { text: `: ${figure}` }));
  const list = h("ul");
  for (const line of lines) list.appendChild(h("li", { text: line }));
  item.appendChild(list);
  return item;
}
