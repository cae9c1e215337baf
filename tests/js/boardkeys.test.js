// The board's keyboard, worked out by hand on a 15 x 15 board (H8 = square 112) and a 5 x 5 one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { gridMove, typingTarget, rackIndexFor } from "../../wordplay/widgets/static/boardkeys.js";

test("arrows move by one and stop at the edges", () => {
  assert.equal(gridMove(112, 15, "ArrowRight"), 113);
  assert.equal(gridMove(112, 15, "ArrowLeft"), 111);
  assert.equal(gridMove(112, 15, "ArrowUp"), 97);
  assert.equal(gridMove(112, 15, "ArrowDown"), 127);
  assert.equal(gridMove(0, 15, "ArrowLeft"), 0);
  assert.equal(gridMove(0, 15, "ArrowUp"), 0);
  assert.equal(gridMove(14, 15, "ArrowRight"), 14); // O1 stays: never wraps to A2
  assert.equal(gridMove(224, 15, "ArrowDown"), 224);
});

test("Home/End go to the row's ends, with Ctrl to the board's corners", () => {
  assert.equal(gridMove(112, 15, "Home"), 105); // A8
  assert.equal(gridMove(112, 15, "End"), 119); // O8
  assert.equal(gridMove(112, 15, "Home", true), 0);
  assert.equal(gridMove(112, 15, "End", true), 224);
});

test("PageUp/PageDown move five rows, never past the edge", () => {
  assert.equal(gridMove(112, 15, "PageUp"), 37); // H3
  assert.equal(gridMove(112, 15, "PageDown"), 187); // H13
  assert.equal(gridMove(22, 15, "PageUp"), 7); // H2 -> H1
  assert.equal(gridMove(202, 15, "PageDown"), 217); // H14 -> H15
  assert.equal(gridMove(112, 15, "a"), null);
});

test("a typed letter goes to the first free square and the cursor past the tiles played through", () => {
  const taken = new Set([1, 2]);
  const occupied = (s) => taken.has(s);
  // 5 x 5, across from square 0: lays on 0, next free is 3 (1 and 2 hold tiles)
  assert.deepEqual(typingTarget(0, 5, true, occupied), { at: 0, next: 3 });
  // from a taken square the letter goes on to 3, then 4
  assert.deepEqual(typingTarget(1, 5, true, occupied), { at: 3, next: 4 });
  // at the row's end the cursor stays
  assert.deepEqual(typingTarget(4, 5, true, occupied), { at: 4, next: 4 });
  // down: 1 is taken, so from 1 the letter goes to 6, next 11
  assert.deepEqual(typingTarget(1, 5, false, occupied), { at: 6, next: 11 });
  // a full line: nowhere to lay
  assert.deepEqual(typingTarget(1, 3, true, (s) => s === 1 || s === 2), { at: null, next: null });
});

test("a letter takes its own tile first, then a blank, never one used or just claimed", () => {
  const rack = [
    { index: 0, tile: "Q", used: false },
    { index: 1, tile: "E", used: true },
    { index: 2, tile: "?", used: false },
    { index: 3, tile: "E", used: false },
  ];
  assert.equal(rackIndexFor(rack, "Q"), 0);
  assert.equal(rackIndexFor(rack, "E"), 3);
  assert.equal(rackIndexFor(rack, "E", new Set([3])), 2); // the second E is the blank
  assert.equal(rackIndexFor(rack, "Z"), 2);
  assert.equal(rackIndexFor(rack, "Z", new Set([2])), null);
});
