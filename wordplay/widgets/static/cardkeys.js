// wordplay card widgets: the table's keyboard and the hand's letters, as pure functions (unit-tested in
// tests/js with node --test).

// The spot [row, col] a navigation key moves the cursor to in the table's window {rows: [r0, r1],
// cols: [c0, c1]}, or null for another key. WAI-ARIA grid pattern: arrows by one, Home/End the row's
// ends, Ctrl+Home/Ctrl+End the window's corners, PageUp/PageDown five rows (never past the edge).
export function spotMove(row, col, win, key, ctrl = false) {
  const [r0, r1] = win.rows;
  const [c0, c1] = win.cols;
  const at = (r, c) => [Math.max(r0, Math.min(r1, r)), Math.max(c0, Math.min(c1, c))];
  switch (key) {
    case "ArrowLeft":
      return at(row, col - 1);
    case "ArrowRight":
      return at(row, col + 1);
    case "ArrowUp":
      return at(row - 1, col);
    case "ArrowDown":
      return at(row + 1, col);
    case "Home":
      return ctrl ? [r0, c0] : at(row, c0);
    case "End":
      return ctrl ? [r1, c1] : at(row, c1);
    case "PageUp":
      return at(row - 5, col);
    case "PageDown":
      return at(row + 5, col);
    default:
      return null;
  }
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
