// The analysis board's part in a widget's draws (analysis.js): when a move is analysed, and which control
// focus goes back to when the live game returns. Worked out by hand on a few draws.
import { test } from "node:test";
import assert from "node:assert/strict";
import { analysing, followAnalysis } from "../../wordplay/widgets/static/analysis.js";

test("a move is analysed when the view's analysis names one", () => {
  assert.equal(analysing(null), false);
  assert.equal(analysing(undefined), false);
  assert.equal(analysing({ number: null, nav: {} }), false); // the live game: the navigation only
  assert.equal(analysing({ nav: {} }), false);
  assert.equal(analysing({ number: 1 }), true);
  assert.equal(analysing({ number: 3 }), true);
});

test("the control focused as the analysis opens is remembered until it closes", () => {
  const memory = { open: false, opener: null };
  assert.equal(followAnalysis(memory, false, "sq-112"), false); // live: nothing remembered
  assert.deepEqual(memory, { open: false, opener: null });
  assert.equal(followAnalysis(memory, true, "sheet-1"), false); // a score sheet row opens it
  assert.deepEqual(memory, { open: true, opener: "sheet-1" });
  assert.equal(followAnalysis(memory, true, "an-next"), false); // stepping through: the opener stays
  assert.equal(followAnalysis(memory, true, "an-live"), false);
  assert.equal(memory.opener, "sheet-1");
  assert.equal(followAnalysis(memory, false, "an-live"), true); // back to the live game: this draw closes it
  assert.deepEqual(memory, { open: false, opener: "sheet-1" });
  assert.equal(followAnalysis(memory, false, "sheet-1"), false); // closed once, not on every later draw
});

test("closed while focus is outside the panel, focus is left alone", () => {
  const memory = { open: false, opener: null };
  followAnalysis(memory, true, "sheet-2");
  assert.equal(followAnalysis(memory, false, "movebox"), false); // typing in the move box: focus stays there
  assert.deepEqual(memory, { open: false, opener: "sheet-2" });
  followAnalysis(memory, true, "sheet-0");
  assert.equal(followAnalysis(memory, false, null), false); // nothing in the widget focused
  followAnalysis(memory, true, "sheet-0");
  assert.equal(followAnalysis(memory, false, "an-mark-1"), true); // a mark's button, inside the panel
});

test("opened again, the new opener replaces the old one", () => {
  const memory = { open: false, opener: "sheet-1" };
  assert.equal(followAnalysis(memory, true, "an-last"), false);
  assert.equal(memory.opener, "an-last");
  assert.equal(followAnalysis(memory, false, "an-live"), true);
  const unfocused = { open: false, opener: null };
  followAnalysis(unfocused, true, null); // opened from the kernel, nothing in the widget focused
  assert.equal(unfocused.opener, null);
});
