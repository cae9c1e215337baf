// The play page's panel (wordplay.play.page.PlayPanel): choose the level and a name, start or continue,
// download or load a save. It keeps the save Python sends in localStorage and reports what it holds.
// Plain buttons, radio buttons and labels: touch, keyboard and screen readers get them for free.

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "on") for (const [ev, fn] of Object.entries(v)) node.addEventListener(ev, fn);
    else if (v !== null && v !== undefined && v !== false) node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null) node.append(c);
  return node;
}

function storage() {
  try { const s = window.localStorage; s.getItem("wordplay-play:probe"); return s; } catch { return null; }
}

function render({ model, el: root }) {
  const store = storage();
  let seq = 0;
  const ask = (action, extra = {}) => {
    model.set("request", { seq: ++seq, action, ...extra });
    model.save_changes();
  };
  const keep = () => {
    const text = model.get("save");
    if (!store || !text) return;
    try { store.setItem(model.get("key"), text); } catch { /* full or refused: the download still works */ }
  };
  const download = () => {
    const blob = new Blob([model.get("save")], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: model.get("file_name") });
    document.body.append(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  };
  const file = el("input", { type: "file", accept: ".json,application/json", class: "wp-play-file", tabindex: "-1",
    "aria-hidden": "true", on: { change: async () => {
      const f = file.files[0];
      if (f) ask("load", { text: await f.text() });
      file.value = "";
    } } });

  const draw = () => {
    const L = model.get("labels");
    const uid = `wp-play-${model.cid || "x"}`;
    const notice = el("p", { class: "wp-play-notice", role: "status", "aria-live": "polite" }, model.get("notice"));
    const tools = el("div", { class: "wp-play-tools" },
      model.get("save") ? el("button", { type: "button", class: "wp-play-download", on: { click: download } }, L.download) : null,
      el("button", { type: "button", class: "wp-play-load", on: { click: () => file.click() } }, L.load),
      file);
    let body;
    if (model.get("playing")) {
      body = el("div", { class: "wp-play-bar" },
        el("button", { type: "button", class: "wp-play-new", on: { click: () => ask("new") } }, L.new_game), tools,
        el("span", { class: "wp-play-saved" }, store ? L.saved : ""));
    } else {
      const levels = el("fieldset", { class: "wp-play-levels" }, el("legend", {}, L.level));
      model.get("levels").forEach(([level, name]) => {
        const id = `${uid}-level-${level}`;
        levels.append(el("span", { class: "wp-play-choice" },
          el("input", { type: "radio", name: `${uid}-level`, id, value: String(level), checked: level === model.get("level") }),
          el("label", { for: id }, name)));
      });
      const name = el("input", { type: "text", id: `${uid}-name`, class: "wp-play-name", maxlength: "40",
        autocomplete: "nickname", placeholder: L.name_default });
      const start = el("button", { type: "button", class: "wp-play-start", on: { click: () => {
        const picked = levels.querySelector("input:checked");
        ask("start", { level: Number(picked ? picked.value : model.get("level")), name: name.value });
      } } }, L.start);
      const offer = model.get("offer")
        ? el("div", { class: "wp-play-offer" },
            el("button", { type: "button", class: "wp-play-continue", on: { click: () => ask("continue", { name: name.value }) } }, L.continue),
            el("span", {}, model.get("offer")))
        : null;
      body = el("div", { class: "wp-play-setup" }, offer, levels,
        el("p", { class: "wp-play-who" }, el("label", { for: `${uid}-name` }, L.name), name), start, tools);
    }
    const focused = document.activeElement && root.contains(document.activeElement)
      ? document.activeElement.className : null;
    root.replaceChildren(el("section", { class: "wp-play", lang: model.get("language"), "aria-label": model.get("title") },
      body, notice));
    if (focused) { const again = root.querySelector(`.${focused.split(" ")[0]}`); if (again) again.focus(); }
  };

  model.on("change:save", () => { keep(); draw(); });
  for (const name of ["playing", "offer", "notice", "labels", "levels"]) model.on(`change:${name}`, draw);
  draw();
  keep();
  const held = store ? store.getItem(model.get("key")) : null;
  if (held && held !== model.get("stored")) { model.set("stored", held); model.save_changes(); }
  if (!store) { model.set("notice", model.get("labels").saved && ""); }
  // JupyterLab and JupyterLite read keys on the document: Enter there means "edit the cell" and cancels the
  // button's click. A key pressed in the panel stays in it (Ctrl/Meta shortcuts, but Ctrl+Enter, go on).
  root.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.key === "Enter") e.stopPropagation();
  });
  root.classList.add("wp-play-root");
  root.dataset.ready = "1";
}

export default { render };
