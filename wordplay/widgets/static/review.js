// wordplay widgets, shared: the coach. The review of a game (the score sheet with the best move and the
// points lost per move, a chosen move beside the best ones, each stepped through, the summary) and the
// "what was best?" line after a learner's move.
//
// What Python sends is view.coach (wordplay/widgets/review.py): {labels, over, open, can_open, line,
// table: {rows, summary, hidden, note} | null, chosen: {number, headline, verdict, played, best, misses,
// notes, choice, lost} | null}. The page sends review_open, review_move {number}, review_close. Local state is
// only which best move is shown and the step each column shows.
import { h, heading, num, roving } from "./dom.js";
import { newStepper, followSteps, drawExplanation } from "./explain.js";

// One panel per widget: reviewPanel(send, redraw).draw(view.coach) gives the nodes to append.
export function reviewPanel(send, redraw, say) {
  const ui = { played: newStepper(), best: newStepper(), rank: 0, number: null, busy: false };
  // A review runs the finder on every move: until Python answers, the page says it is looking.
  const ask = (action, fields) => {
    ui.busy = true;
    send(action, fields);
    redraw();
  };

  function draw(C) {
    const box = h("div", { class: "wp-review-box" });
    if (!C) return box;
    if (ui.busy && C !== ui.asked) ui.busy = false; // a new view: the answer came
    ui.asked = C;
    const L = C.labels || {};
    if (C.line) box.appendChild(drawLine(C.line, L));
    const bar = h("div", { class: "wp-buttons wp-review-bar" });
    if (C.open) bar.appendChild(h("button", { class: "wp-btn wp-review-close", type: "button", text: L.close, onclick: () => send("review_close"), dataset: { key: "review-close" } }));
    else bar.appendChild(h("button", { class: "wp-btn wp-review-open", type: "button", text: C.over ? L.open_game : L.open_mine, disabled: !C.can_open || ui.busy, onclick: () => ask("review_open"), dataset: { key: "review-open" } }));
    if (ui.busy) bar.appendChild(h("span", { class: "wp-review-working", text: L.working }));
    box.appendChild(bar);
    if (C.open && C.table) box.appendChild(drawReview(C, L));
    return box;
  }

  function drawReview(C, L) {
    const T = C.table;
    const panel = h("div", { class: "wp-review" });
    panel.appendChild(heading(3, L.title, "wp-section"));
    if (T.note) panel.appendChild(h("div", { class: "wp-review-note", text: T.note }));
    panel.appendChild(drawTable(T.rows, L, C.chosen ? C.chosen.number : null));
    if (C.chosen) panel.appendChild(drawChosen(C.chosen, L));
    else panel.appendChild(h("div", { class: "wp-empty wp-review-pick", text: L.pick }));
    panel.appendChild(heading(3, L.summary, "wp-section"));
    const summary = h("ul", { class: "wp-review-summary" });
    for (const line of T.summary) summary.appendChild(h("li", { text: line }));
    panel.appendChild(summary);
    return panel;
  }

  // The score sheet of the review: a row per move; a click shows that move beside the best ones.
  function drawTable(rows, L, chosen) {
    const wrap = h("div", { class: "wp-review-sheet" });
    const table = h("table", { class: "wp-table" });
    const head = h("tr");
    for (const t of L.columns || []) head.appendChild(h("th", { scope: "col", text: t }));
    table.appendChild(h("thead", {}, head));
    const body = h("tbody", { dataset: { key: "review-rows" } });
    table.appendChild(body);
    for (const r of rows) {
      const tr = h("tr", {
        class: "wp-review-row" + (chosen === r.number ? " wp-chosen" : "") + (r.lost ? " wp-review-lossy" : ""),
        "aria-selected": chosen === r.number ? "true" : null,
        dataset: { number: String(r.number), player: String(r.player), key: "review-" + r.number },
        onclick: () => ask("review_move", { number: r.number }),
      });
      const cells = [[num(r.number)], [r.name], [r.held, "wp-review-held"], [r.played, "wp-review-played"], [num(r.score), "wp-num"],
        [r.best, "wp-review-best"], [num(r.best_score), "wp-num"], [r.lost ? num(-r.lost) : "0", "wp-review-lost" + (r.lost ? "" : " wp-review-none")]];
      for (const [text, cls] of cells) tr.appendChild(h("td", { class: cls || null, text }));
      body.appendChild(tr);
    }
    roving(body, { orientation: "vertical" });
    wrap.appendChild(table);
    return wrap;
  }

  // The move played beside the best one (or another of the best, chosen by its button), each stepped through.
  function drawChosen(M, L) {
    if (ui.number !== M.number) {
      ui.number = M.number;
      ui.rank = 0;
    }
    const rank = Math.min(ui.rank, Math.max(0, M.best.length - 1));
    const box = h("div", { class: "wp-review-chosen", dataset: { number: String(M.number) } });
    box.appendChild(h("div", { class: "wp-headline wp-review-headline", text: M.headline }));
    box.appendChild(h("div", { class: "wp-review-verdict" + (M.lost ? " wp-review-lossy" : ""), text: M.verdict }));
    const pair = h("div", { class: "wp-review-pair" });
    pair.appendChild(drawOption(M.played, L.played, ui.played, "played", L));
    const best = M.best[rank] || null;
    const side = best ? drawOption(best, L.best, ui.best, "best", L) : h("div", { class: "wp-review-option" });
    if (M.best.length > 1) {
      const pick = h("div", { class: "wp-review-ranks" });
      M.best.forEach((o, k) => pick.appendChild(h("button", {
        class: "wp-review-rank" + (k === rank ? " wp-chosen" : ""), type: "button", dataset: { rank: String(k), key: "review-rank-" + k },
        "aria-pressed": k === rank ? "true" : "false",
        text: `${k + 1}. ${o.move} ${num(o.score)}`,
        onclick: () => { ui.rank = k; redraw(); },
      })));
      side.insertBefore(pick, side.children[1] || null);
    }
    pair.appendChild(side);
    box.appendChild(pair);
    const notes = [...M.misses, ...(M.notes || []), ...(M.choice ? [M.choice] : [])];
    if (notes.length) {
      const list = h("ul", { class: "wp-review-misses" });
      for (const n of notes) list.appendChild(h("li", { text: n }));
      box.appendChild(list);
    }
    return box;
  }

  function drawOption(option, title, stepper, which, L) {
    const col = h("div", { class: "wp-review-option wp-review-" + which });
    col.appendChild(h("div", { class: "wp-review-move" }, h("b", { text: title + ": " }),
      h("span", { class: "wp-review-notation", text: option.move }), h("span", { class: "wp-review-score", text: " " + num(option.score) })));
    followSteps(stepper, option.explanation);
    if (option.explanation) col.appendChild(drawExplanation(option.explanation, stepper, L, redraw, { key: "review-" + which, say }));
    else col.appendChild(h("div", { class: "wp-empty", text: L.no_steps }));
    return col;
  }

  function drawLine(line, L) {
    const box = h("div", { class: "wp-coach" + (line.lost ? " wp-review-lossy" : ""), dataset: { number: String(line.number) } });
    box.appendChild(h("b", { text: L.coach + " " }));
    box.appendChild(h("span", { class: "wp-coach-verdict", text: line.verdict }));
    for (const m of line.misses) box.appendChild(h("div", { class: "wp-coach-miss", text: m }));
    return box;
  }

  return { draw };
}
