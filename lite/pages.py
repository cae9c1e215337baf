"""The site's own pages: the start page in each language and a play page per variant and language.

Run by ``lite/build.py`` with the checkout's copy of wordplay importable (every sentence comes from
its catalogue): ``python pages.py SITE``. It writes

* ``index.html`` (English) and ``index.<language>.html``: the games to play, the tutorials, the
  puzzle sheets, what each is for; ``index.html`` (what ``/`` shows) sends the learner to the page of
  the language last chosen with the switch (kept in localStorage), else, if the browser's language is
  one of the others, to its page.
  Landmarks, one ``h1`` and ``h2`` per section, ``lang`` on the page and on each language's name,
  a skip link, visible focus, 44 px targets and text contrast of at least 4.5:1;
* ``play/<variant>.<language>.html``: a page that is only the game, with no notebook app: its module
  ``play/page.js`` (``lite/play/``) starts Pyodide in a worker as the page opens, says how far along
  that is (a bar and a sentence) with what the game is meanwhile, and runs ``play(variant, language)``
  there; the page draws the same widgets as JupyterLab, with their own ES modules, and sends the
  learner's changes back to them in Python (``lite/play/session.py``). The level choice is usable at once:
  the page carries the state of its panel (``PlayPanel``, made here by wordplay itself), which ``page.js``
  draws with the panel's own ES module while Python starts; what the learner does there reaches Python
  once it is up.
"""

from __future__ import annotations

import html
import json
import sys
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

from offline import ICON_NAME, MANIFEST_NAME, SW_NAME

from wordplay.core.messages import available_languages, render
from wordplay.core.registry import RULESET_NAMES
from wordplay.play.games import title_id

LANGUAGES = available_languages()  # en, pl, pt, ro
SITE_LANGUAGE_KEY = "wordplay-site-language"

STYLE = """
:root { color-scheme: light; }
body { font-family: system-ui, sans-serif; font-size: 18px; line-height: 1.5; color: #1a1a1a; background: #fff;
       margin: 0; }
a { color: #1f5f99; }
a:focus-visible, button:focus-visible { outline: 3px solid #b3541e; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 8px; top: 8px; background: #fff; padding: 8px; z-index: 9; }
header, main, footer { max-width: 60rem; margin: 0 auto; padding: 0 16px; }
header { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; justify-content: space-between; }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 8px; padding: 0; margin: 8px 0; }
nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 10px; border-radius: 6px; }
nav a[aria-current] { background: #1f5f99; color: #fff; }
.cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
         gap: 12px; }
.cards li { border: 1px solid #8a8a8a; border-radius: 8px; padding: 10px 14px; }
.cards a { display: inline-flex; align-items: center; min-height: 44px; font-weight: bold; font-size: 20px; }
.cards p { margin: 4px 0; color: #333; }
footer { color: #4d4d4d; border-top: 1px solid #ccc; margin-top: 24px; }
"""


def say(message_id: str, language: str, **params: object) -> str:
    """A sentence of the catalogue, escaped for the page."""
    return html.escape(render(message_id, params, language))


def slug(variant: str) -> str:
    return variant.replace("/", "-")


def play_href(variant: str, language: str) -> str:
    return f"play/{slug(variant)}.{language}.html"


def index_name(language: str) -> str:
    return "index.html" if language == "en" else f"index.{language}.html"


def tutorials(files: Path) -> list[tuple[str, str, str]]:
    """(file name, title, language) of each tutorial notebook in ``files``, its title its first heading."""
    out = []
    for nb in sorted(files.glob("*.ipynb")):
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        lines = [ln for c in cells if c["cell_type"] == "markdown" for ln in "".join(c["source"]).splitlines()]
        title = next((ln.lstrip("# ").strip() for ln in lines if ln.startswith("# ")), nb.stem)
        parts = nb.name.split(".")
        out.append((nb.name, title, parts[-2] if len(parts) == 3 and parts[-2] in LANGUAGES else "en"))
    return out


def language_nav(language: str, href: Callable[[str], str], label: str) -> str:
    current = ' aria-current="page"'
    items = "".join(
        f'<li><a href="{href(code)}" lang="{code}" hreflang="{code}" data-language="{code}"'
        f"{current if code == language else ''}>{say('site.endonym', code)}</a></li>"
        for code in LANGUAGES
    )
    return f'<nav aria-label="{label}"><ul>{items}</ul></nav>'


# JupyterLite's apps read their configuration from every index.html up to the one marked as its root:
# the start page replaces that page, so it carries the mark (without the redirect to the lab)
LITE_ROOT = '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{}</script>'

CHOOSE = f"""<script>
// The start page in the language the learner chose with the switch (kept in localStorage), else the browser's.
(function () {{
  var key = "{SITE_LANGUAGE_KEY}", pages = {json.dumps({c: index_name(c) for c in LANGUAGES})};
  var here = document.documentElement.lang, chosen = null;
  try {{ chosen = localStorage.getItem(key); }} catch (e) {{}}
  document.addEventListener("click", function (ev) {{
    var a = ev.target.closest("a[data-language]");
    if (a) try {{ localStorage.setItem(key, a.dataset.language); }} catch (e) {{}}
  }});
  if (here !== "en") return;  // only the default page (index.html, what "/" shows) sends elsewhere
  if (chosen !== null) {{
    if (pages[chosen] && chosen !== here) location.replace(pages[chosen]);
    return;
  }}
  var wanted = (navigator.languages || [navigator.language || "en"]).map(function (l) {{ return l.slice(0, 2); }});
  for (var i = 0; i < wanted.length; i++) {{
    if (wanted[i] === "en") break;
    if (pages[wanted[i]]) {{ location.replace(pages[wanted[i]]); break; }}
  }}
}})();
</script>"""


def start_page(language: str, notebooks: list[tuple[str, str, str]], sheets: list[tuple[str, str]]) -> str:
    """The start page in ``language``: games, tutorials and puzzle sheets, each said what it is for."""
    name = {v: render(title_id(v), {}, language) for v in RULESET_NAMES}
    games = "".join(
        f'<li><a href="{play_href(v, language)}">{say("site.play.link", language, game=name[v])}'
        f"</a><p>{say('site.about.' + v.rsplit('/', 1)[-1], language)}</p></li>"
        for v in RULESET_NAMES
    )
    ordered = sorted(notebooks, key=lambda t: (t[2] != language, t[0]))
    tuts = "".join(
        f'<li><a href="lab/index.html?path={quote(name)}" lang="{lang}">{html.escape(title)}</a>'
        f"<p>{say('site.endonym', lang)}</p></li>"
        for name, title, lang in ordered
    )
    puzzles = (
        f'<section aria-labelledby="puzzles"><h2 id="puzzles">{say("site.puzzles.heading", language)}</h2>'
        f'<p>{say("site.puzzles.about", language)}</p><ul class="cards">'
        + "".join(
            f'<li><a href="{href}" hreflang="{lang}">{say("site.puzzle.link", language, game=name[v])}</a>'
            f'<p lang="{lang}">{say("site.endonym", lang)}</p></li>'
            for v, href, lang in ((v, href, href.rsplit(".", 2)[-2]) for v, href in sheets)
        )
        + "</ul></section>"
        if sheets
        else ""
    )
    return f"""<!doctype html>
<html lang="{language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{say("site.title", language)}</title>
<style>{STYLE}</style>
<link rel="manifest" href="{MANIFEST_NAME}">
<link rel="icon" href="{ICON_NAME}">
{LITE_ROOT}
{CHOOSE}
<script>
if ("serviceWorker" in navigator) addEventListener("load", function () {{
  navigator.serviceWorker.register("{SW_NAME}").catch(function () {{}});  // the site offline (lite/offline.py)
}});
</script>
</head>
<body>
<a class="skip" href="#games">{say("site.skip", language)}</a>
<header>
<h1>{say("site.title", language)}</h1>
{language_nav(language, index_name, say("site.language", language))}
</header>
<main>
<p>{say("site.intro", language)}</p>
<section aria-labelledby="games">
<h2 id="games" tabindex="-1">{say("site.play.heading", language)}</h2>
<p>{say("site.play.about", language)}</p>
<ul class="cards">{games}</ul>
</section>
<section aria-labelledby="tutorials">
<h2 id="tutorials">{say("site.tutorials.heading", language)}</h2>
<p>{say("site.tutorials.about", language)}</p>
<ul class="cards">{tuts}</ul>
</section>
{puzzles}
</main>
<footer><p>{say("site.footer", language)}</p></footer>
</body>
</html>
"""


PLAY_STYLE = """
html, body { margin: 0; }
body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
header { display: flex; flex-wrap: wrap; gap: 0 16px; align-items: center; padding: 0 12px;
         border-bottom: 1px solid #ccc; }
header h1 { font-size: 18px; margin: 0; }
header a { display: inline-flex; align-items: center; min-height: 44px; color: #1f5f99; font-size: 16px; }
a:focus-visible { outline: 3px solid #b3541e; outline-offset: 2px; }
.wp-site-progress { display: flex; align-items: center; gap: 8px; }
#progress { margin: 0; font-size: 16px; color: #1a1a1a; }
#progress-bar { width: 8rem; height: 12px; accent-color: #1f5f99; }
body[data-ready] #progress-bar, body[data-ready] #loading { display: none; }
body[data-ready] #progress { position: absolute; left: -9999px; }
footer { padding: 0 12px; color: #4d4d4d; font-size: 14px; }
#loading { max-width: 40rem; margin: 16px auto; padding: 0 16px; font-size: 18px; line-height: 1.5; }
#game { min-width: 0; }
/* What a move needs on one screen (the game's own layout is the widgets'; only this page's arrangement is here).
   One column: the board or table first, then the draft, the rack or hand and the move box, then the rest. */
#game .widget-box { display: flex; flex-direction: column; }
#game .wp-play { padding: 4px 6px; }
#game .wp-play-notice:empty { min-height: 0; margin: 0; }
#game .wp-root { display: grid; grid-template-columns: minmax(0, 1fr); column-gap: 16px; align-items: start; }
#game .wp-root > .wp-main { display: contents; }
#game .wp-root > *, #game .wp-main > * { order: 5; }
#game .wp-root > .wp-title { order: 0; }
#game .wp-main > :first-child { order: 1; }
#game .wp-root > .wt-draft { order: 2; }
#game .wp-root > .wp-rackrow, #game .wp-root > .wt-handrow { order: 3; }
#game .wp-root > .wp-movebox { order: 4; }
@media (min-height: 800px) {
  #game .wp-root > .wp-players, #game .wp-root > .wp-status { order: 0; }
}
@media (max-width: 600px) {  /* a phone: the game first, the bar to start again, download or load after it */
  #game .widget-box > .wp-site-child:first-child:not(:only-child) { order: 1; }
}
/* landscape: the board or table on the left; beside it, from the top, what a move needs, then the rest */
@media (min-aspect-ratio: 1/1) and (min-width: 700px) {
  #game .wp-root { grid-template-columns: auto minmax(0, 1fr); grid-template-rows: repeat(16, min-content) 1fr; }
  #game .wp-root > *, #game .wp-main > * { grid-column: 2; }
  #game .wp-root > .wp-players, #game .wp-root > .wp-status { order: 0; }
  #game .wp-main > :first-child { grid-column: 1; grid-row: 1 / -1; }
}
"""

PROGRESS = ("page", "python", "packages", "game", "ready", "failed")  # site.progress.<step>, in order


def script_json(value: object) -> str:
    """``value`` as JSON that is safe inside a ``<script>`` element."""
    return json.dumps(value, ensure_ascii=False).replace("<", "\\u003c")


def version_lines(language: str) -> dict[str, str]:
    """The play page's version line, by the core that answers (``version.compiled`` when the game's compiled core,
    WebAssembly, loaded; ``version.python`` when it runs on pure Python): ``page.js`` shows the one the worker
    names."""
    from wordplay import __version__

    return {f"version.{kind}": render(f"site.version.{kind}", {"version": __version__}, language) for kind in CORES}


CORES = ("compiled", "python")


def panel_state(variant: str, language: str) -> dict[str, object]:
    """The synced state of the play page's panel as Python makes it (``wordplay.play.page.PlayPanel``: title,
    labels, levels and their names, the save's storage key, the panel's ES module and style)."""
    from wordplay.play.page import PlayPage

    panel = PlayPage(variant, language=language).panel
    state: dict[str, object] = panel.get_state()
    panel.close()
    state.pop("layout", None)  # a reference to another widget (its id differs at every build)
    return state


def play_page(variant: str, language: str) -> str:
    """The page of one game in one language: a heading, the link back, how far along Python's start is with
    what the game is meanwhile, then the game itself, drawn by ``play/page.js`` (see the module's docstring)."""
    game = say(title_id(variant), language)
    said = {k: render(f"site.progress.{k}", {}, language) for k in PROGRESS}
    said.update(version_lines(language))
    about = say("site.about." + variant.rsplit("/", 1)[-1], language)
    said_json = script_json(said)
    return f"""<!doctype html>
<html lang="{language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{game}</title>
<link rel="manifest" href="../{MANIFEST_NAME}">
<link rel="icon" href="../{ICON_NAME}">
<style>{PLAY_STYLE}</style>
</head>
<body>
<header>
<a href="../{index_name(language)}">← {say("site.back", language)}</a>
<h1>{game}</h1>
<div class="wp-site-progress">
<progress id="progress-bar" max="{len(PROGRESS) - 2}" value="0" aria-labelledby="progress"></progress>
<p id="progress" role="status" aria-live="polite">{html.escape(said["page"])}</p>
</div>
</header>
<main>
<section id="loading"><p>{about}</p></section>
<div id="game" data-variant="{html.escape(variant)}"></div>
</main>
<footer><p id="version"></p></footer>
<script type="application/json" id="wp-said">{said_json}</script>
<script type="application/json" id="wp-panel">{script_json(panel_state(variant, language))}</script>
<script type="module" src="page.js"></script>
</body>
</html>
"""


def main(argv: list[str]) -> int:
    site = Path(argv[0])
    sheets = [tuple(s.split("=", 1)) for s in argv[1:]]
    notebooks = tutorials(site / "files")
    (site / "play").mkdir(exist_ok=True)
    for language in LANGUAGES:
        (site / index_name(language)).write_text(start_page(language, notebooks, sheets), encoding="utf-8")
        for variant in RULESET_NAMES:
            (site / play_href(variant, language)).write_text(play_page(variant, language), encoding="utf-8")
    print(json.dumps({"languages": list(LANGUAGES), "variants": list(RULESET_NAMES)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
