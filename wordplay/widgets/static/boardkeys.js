// wordplay board widgets: the board's keyboard, as pure functions (unit-tested in tests/js with node --test).

// The square a navigation key moves the cursor to on a size x size board, or null for another key.
// WAI-ARIA grid pattern: arrows by one, Home/End the row's ends, Ctrl+Home/Ctrl+End the board's
// corners, PageUp/PageDown five rows (never past the edge).
export function gridMove(square, size, key, ctrl = false) {
  const row = Math.floor(square / size);
  const col = square % size;
  const at = (r, c) => Math.max(0, Math.min(size - 1, r)) * size + Math.max(0, Math.min(size - 1, c));
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
      return ctrl ? 0 : at(row, 0);
    case "End":
      return ctrl ? size * size - 1 : at(row, size - 1);
    case "PageUp":
      return at(row - 5, col);
    case "PageDown":
      return at(row + 5, col);
    default:
      return null;
  }
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
