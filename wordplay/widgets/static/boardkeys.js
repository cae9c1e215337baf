// wordplay board widgets: the board's keyboard, as pure functions (unit-tested in tests/js with node --test).

// The cell [row, col] a navigation key moves the cursor to within rows [r0, r1] and columns [c0, c1], or
// null for another key. WAI-ARIA grid pattern: arrows by one, Home/End the row's ends, Ctrl+Home/Ctrl+End
// the corners, PageUp/PageDown five rows (never past the edge). Every grid of the widgets (the board, the
// cards' table) moves this way.
export function gridStep(row, col, [r0, r1], [c0, c1], key, ctrl = false) {
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

// The square a navigation key moves the cursor to on a size x size board (squares numbered row by row),
// or null for another key.
export function gridMove(square, size, key, ctrl = false) {
  const cell = gridStep(Math.floor(square / size), square % size, [0, size - 1], [0, size - 1], key, ctrl);
  return cell === null ? null : cell[0] * size + cell[1];
}

// Where a typed letter goes from the cursor and where the cursor goes next: the first free square from
// the cursor onwards in the direction typed (tiles already there are played through), then the next free
// one after it; null when the line runs off the board. occupied(square) says whether a square holds a tile.
export function typingTarget(square, size, across, occupied) {
  const step = (s) => {
    if (across) return s % size === size - 1 ? null : s + 1;
    return s + size >= size * size ? null : s + size;
  };
  let at = square;
  while (at !== null && occupied(at)) at = step(at);
  if (at === null) return { at: null, next: null };
  let next = step(at);
  while (next !== null && occupied(next)) next = step(next);
  return { at, next: next === null ? at : next };
}

// The rack tile a typed letter lays: that letter's tile not yet used (nor claimed by a key just typed),
// else a blank (it will stand for the letter); null when neither is on the rack.
export function rackIndexFor(rack, letter, claimed = new Set()) {
  const free = (t) => !t.used && !claimed.has(t.index);
  const tile = rack.find((t) => free(t) && t.tile === letter);
  if (tile) return tile.index;
  const blank = rack.find((t) => free(t) && t.tile === "?");
  return blank ? blank.index : null;
}
