// wordplay widgets: the move box of every game widget (Python: wordplay/widgets/typed.py).
//
// A labelled text box: what is typed is sent as `preview_move` once typing pauses (the rule list and the
// explained score follow the typing), Enter sends `type_move` (played, or refused with the engine's
// sentence, said once by the live region), Escape clears it. Python's `view.typed` is {text, error}:
// the text it last read from the box (null when the draft came from the pieces, or the move typed was
// played: then the box shows the draft's notation) and why that text cannot be read yet (shown under the
// box, not announced).
//
// The text is the learner's: while they type (and until Python has answered their Enter) no answer from
// Python, however late, rewrites the box; a move played empties it, a refused one stays to be mended. The
// box is one node for the widget's life (dom.js kept): a redraw never replaces it, so it keeps focus and
// caret and a screen reader does not read its label and help again on every preview.
import { h, keyIn, kept } from "./dom.js";

export const TYPE_PAUSE_MS = 200;

// The move box's own state, kept by the widget across redraws: the text typed (null: follow Python), the
// preview timer, the Enter awaiting its answer (the text sent), the last text previewed, the box's nodes.
export function newMoveBox() {
  return { text: null, timer: null, waitFor: null, previewed: null, nodes: null, opts: null };
}

// What the box shows: what the learner is typing, else what Python read from it, else the draft's notation.
export function boxText(state, typed, draft) {
  if (state.text !== null) return state.text;
  if (typed && typed.text !== null && typed.text !== undefined) return typed.text;
  return draft || "";
}

// Once Python has answered the Enter (no intent left unanswered): a move played (Python no longer holds a
// typed text) empties the box, unless the learner has typed on since; a refused move stays as typed.
export function settle(state, outstanding, typed) {
  if (state.waitFor === null || outstanding() !== 0) return;
  const played = !typed || typed.text === null || typed.text === undefined;
  const typedOn = state.nodes !== null && state.nodes.input.value !== state.waitFor;
  if (played && !typedOn) state.text = null;
  state.waitFor = null;
}

function sendPreview(state, text) {
  clearTimeout(state.timer);
  state.timer = null;
  state.previewed = text;
  state.opts.send("preview_move", { move: text });
}

// The box's nodes, made once; their handlers read the latest options (state.opts).
function makeBox(id, state) {
  const helpId = id + "-help";
  const errorId = id + "-error";
  const box = h("div", { class: "wp-movebox" });
  const label = h("label", { for: id, class: "wp-movebox-label" });
  const input = h("input", {
    id,
    type: "text",
    class: "wp-movebox-input",
    autocomplete: "off",
    autocapitalize: "off",
    spellcheck: "false",
    // Python's limit (protocol.MAX_MOVE_CHARS): a longer text would be refused as a bad message, and that
    // developer's sentence read to the learner; the box simply takes no more
    maxlength: "120",
    dataset: { key: "movebox" },
  });
  const help = h("p", { class: "wp-help", id: helpId });
  const error = h("p", { class: "wp-movebox-error", id: errorId });
  input.addEventListener("input", () => {
    state.text = input.value;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => sendPreview(state, state.text ?? input.value), TYPE_PAUSE_MS); // once typing pauses
  });
  input.addEventListener("keydown", (e) => {
    const key = keyIn(e);
    if (key === "Enter") {
      e.preventDefault();
      if (input.readOnly) return;
      const text = input.value;
      state.text = text;
      // Python reads the whole text first, so a refused move's text is the one it holds (settle)
      if (state.previewed !== text) sendPreview(state, text);
      clearTimeout(state.timer);
      state.timer = null;
      state.opts.send((state.opts.actions || []).includes("type_move") ? "type_move" : "preview_move", { move: text });
      state.waitFor = text;
    } else if (key === "Escape") {
      e.preventDefault();
      if (input.value === "" && state.opts.onEscape) {
        state.opts.onEscape(); // an empty box: the widget's one-key answer (forfeit: no more action cards)
        return;
      }
      state.text = "";
      input.value = "";
      sendPreview(state, "");
    }
  });
  input.addEventListener("blur", () => {
    if (state.timer === null && state.waitFor === null) state.text = null; // follow Python again
  });
  box.append(label, input, help);
  return { box, label, input, help, error, helpId, errorId };
}

// opts: {id, state, send, typed, draft, label, help, actions, enabled, onEscape}; enabled false: shown read-only
// (a computer is moving), so a learner's focus stays in it; onEscape: what Escape in the empty box does. Returns the slot the box goes in (dom.js kept).
export function drawMoveBox(opts) {
  const { id, state, typed, draft, label, help } = opts;
  state.opts = opts;
  if (state.nodes === null) state.nodes = makeBox(id, state);
  const n = state.nodes;
  const errorText = typed && typed.error ? typed.error : "";
  if (n.label.textContent !== label) n.label.textContent = label;
  if (n.help.textContent !== help) n.help.textContent = help;
  n.error.textContent = errorText;
  if (errorText && !n.error.isConnected) n.box.appendChild(n.error);
  if (!errorText && n.error.isConnected) n.error.remove();
  const describedBy = errorText ? `${n.helpId} ${n.errorId}` : n.helpId;
  if (n.input.getAttribute("aria-describedby") !== describedBy) n.input.setAttribute("aria-describedby", describedBy);
  if (errorText) n.input.setAttribute("aria-invalid", "true");
  else n.input.removeAttribute("aria-invalid");
  n.input.readOnly = opts.enabled === false;
  const mine = state.text !== null || state.timer !== null || state.waitFor !== null;
  if (!mine) {
    const want = boxText(state, typed, draft);
    if (n.input.value !== want) n.input.value = want;
  }
  return kept(n.box);
}

// Is the learner in the box now (so a widget keeps drawing it, read-only, while a computer moves)?
export function inMoveBox(state) {
  return state.nodes !== null && document.activeElement === state.nodes.input;
}
