// wordplay card widgets: the table's keyboard and the hand's letters, as pure functions (unit-tested in
// tests/js with node --test).

import { gridStep } from "./boardkeys.js";

// The spot [row, col] a navigation key moves the cursor to in the table's window {rows: [r0, r1],
// cols: [c0, c1]}, or null for another key (the grid pattern of gridStep).
export function spotMove(row, col, win, key, ctrl = false) {
  return gridStep(row, col, win.rows, win.cols, key, ctrl);
}

// The hand card a typed letter lays: an unused card of that letter (not one already sent), else an
// unused blank (which then stands for the letter); null when neither is in the hand. Bonus cards are
// never laid by a letter. hand = [{index, card, used, blank, bonus}].
export function handIndexFor(hand, letter, claimed = new Set()) {
  const free = (c) => !c.used && !claimed.has(c.index) && !c.bonus;
  const exact = hand.find((c) => free(c) && !c.blank && c.card === letter);
  if (exact) return exact.index;
  const blank = hand.find((c) => free(c) && c.blank);
  return blank ? blank.index : null;
}

// Where the table's cursor starts: the spot kept if it is still in the window, else 0,0 if shown, else the
// window's top-left spot.
export function startSpot(cursor, win) {
  const inside = ([r, c]) => r >= win.rows[0] && r <= win.rows[1] && c >= win.cols[0] && c <= win.cols[1];
  if (cursor && inside(cursor)) return cursor;
  return inside([0, 0]) ? [0, 0] : [win.rows[0], win.cols[0]];
}
