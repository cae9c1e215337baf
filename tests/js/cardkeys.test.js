// The card table's keyboard, worked out by hand on the window rows -3..3, columns -3..9 (an empty table's).
import { test } from "node:test";
import assert from "node:assert/strict";
import { handIndexFor, spotMove, startSpot } from "../../wordplay/widgets/static/cardkeys.js";

const WIN = { rows: [-3, 3], cols: [-3, 9] };

test("arrows move by one and stop at the window's edges", () => {
  assert.deepEqual(spotMove(0, 0, WIN, "ArrowRight"), [0, 1]);
  assert.deepEqual(spotMove(0, 0, WIN, "ArrowLeft"), [0, -1]);
  assert.deepEqual(spotMove(0, 0, WIN, "ArrowUp"), [-1, 0]);
  assert.deepEqual(spotMove(0, 0, WIN, "ArrowDown"), [1, 0]);
  assert.deepEqual(spotMove(-3, -3, WIN, "ArrowUp"), [-3, -3]);
  assert.deepEqual(spotMove(-3, -3, WIN, "ArrowLeft"), [-3, -3]);
  assert.deepEqual(spotMove(3, 9, WIN, "ArrowRight"), [3, 9]);
});

test("Home/End go to the row's ends, with Ctrl to the corners; PageUp/PageDown five rows at most", () => {
  assert.deepEqual(spotMove(1, 4, WIN, "Home"), [1, -3]);
  assert.deepEqual(spotMove(1, 4, WIN, "End"), [1, 9]);
  assert.deepEqual(spotMove(1, 4, WIN, "Home", true), [-3, -3]);
  assert.deepEqual(spotMove(1, 4, WIN, "End", true), [3, 9]);
  assert.deepEqual(spotMove(1, 4, WIN, "PageUp"), [-3, 4]);
  assert.deepEqual(spotMove(-2, 4, WIN, "PageDown"), [3, 4]);
  assert.equal(spotMove(0, 0, WIN, "a"), null);
});

test("a letter lays an unused card of it, else a blank; a bonus card or a used one never", () => {
  const hand = [
    { index: 0, card: "C", used: true, blank: false, bonus: null },
    { index: 1, card: "A", used: false, blank: false, bonus: null },
    { index: 2, card: "?", used: false, blank: true, bonus: null },
    { index: 3, card: "2", used: false, blank: false, bonus: "double word" },
    { index: 4, card: "A", used: false, blank: false, bonus: null },
  ];
  assert.equal(handIndexFor(hand, "A"), 1);
  assert.equal(handIndexFor(hand, "A", new Set([1])), 4);
  assert.equal(handIndexFor(hand, "A", new Set([1, 4])), 2); // the blank stands for A
  assert.equal(handIndexFor(hand, "C"), 2); // the C is laid already
  assert.equal(handIndexFor(hand, "2", new Set([2])), null);
});

test("the cursor stays where it was while inside the window, else starts at 0,0", () => {
  assert.deepEqual(startSpot([2, 5], WIN), [2, 5]);
  assert.deepEqual(startSpot([7, 5], WIN), [0, 0]);
  assert.deepEqual(startSpot(null, WIN), [0, 0]);
  assert.deepEqual(startSpot(null, { rows: [4, 10], cols: [1, 8] }), [4, 1]);
});
