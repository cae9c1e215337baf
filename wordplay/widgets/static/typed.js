// wordplay widgets: the move box of every game widget (Python: wordplay/widgets/typed.py).
//
// A labelled text box: what is typed is sent as `preview_move` once typing pauses (the rule list and the
// explained score follow the typing), Enter sends `type_move` (played, or refused with the engine's
// sentence, said once by the live region), Escape clears it. Python's `view.typed` is {text, error}:
// the text it last read from the box (null when the draft came from the pieces: then the box shows the
// draft's notation) and why that text cannot be read yet (shown under the box, not announced).
import { h, keyIn } from "./dom.js";

export const TYPE_PAUSE_MS = 200;

// The move box's own state, kept by the widget across redraws.
export function newMoveBox() {
  return { text: null, timer: null, waitFor: null };
}

// What the box shows: what the learner is typing, else what Python read from it, else the draft's notation.
export function boxText(state, typed, draft) {
  if (state.text !== null) return state.text;
  if (typed && typed.text !== null && typed.text !== undefined) return typed.text;
  return draft || "";
}

// Once Python has answered the Enter (no intent left unanswered), the box follows Python again.
export function settle(state, outstanding) {
  if (state.waitFor !== null && outstanding() === 0) {
    state.text = null;
    state.waitFor = null;
  }
}

// opts: {id, state, send, typed, draft, label, help, actions}
export function drawMoveBox(opts) {
  const { id, state, send, typed, draft, label, help, actions } = opts;
  const helpId = id + "-help";
  const errorId = id + "-error";
  const box = h("div", { class: "wp-movebox" });
  box.appendChild(h("label", { for: id, class: "wp-movebox-label", text: label }));
  const error = typed && typed.error ? typed.error : "";
  const input = h("input", {
    id,
    type: "text",
    class: "wp-movebox-input",
    autocomplete: "off",
    autocapitalize: "off",
    spellcheck: "false",
    "aria-describedby": error ? `${helpId} ${errorId}` : helpId,
    "aria-invalid": error ? "true" : null,
    dataset: { key: "movebox" },
  });
  input.value = boxText(state, typed, draft);
  const preview = () => {
    clearTimeout(state.timer);
    state.timer = null;
    send("preview_move", { move: state.text ?? input.value });
  };
  input.addEventListener("input", () => {
    state.text = input.value;
    clearTimeout(state.timer);
    state.timer = setTimeout(preview, TYPE_PAUSE_MS); // the preview once typing pauses, not a message per key
  });
  input.addEventListener("keydown", (e) => {
    const key = keyIn(e);
    if (key === "Enter") {
      e.preventDefault();
      clearTimeout(state.timer);
      state.timer = null;
      state.text = input.value;
      send((actions || []).includes("type_move") ? "type_move" : "preview_move", { move: input.value });
      state.waitFor = true;
    } else if (key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      state.text = "";
      input.value = "";
      preview();
    }
  });
  input.addEventListener("blur", () => {
    if (input.isConnected && state.timer === null && state.waitFor === null) state.text = null; // follow Python again
  });
  box.appendChild(input);
  box.appendChild(h("p", { class: "wp-help", id: helpId, text: help }));
  if (error) box.appendChild(h("p", { class: "wp-movebox-error", id: errorId, text: error }));
  return box;
}
