"""The site offline: a web app manifest and a service worker that keeps what the games need in the browser.

Run by ``lite/build.py`` once the site is built: ``python offline.py SITE``. It writes

* ``wordplay.webmanifest`` (name, start page, icon), so the site can be installed as an app;
* ``wordplay-sw.js``, a service worker whose install step stores ("precaches") every file a start page,
  a play page or a puzzle sheet needs, the Pyodide core and the play page's packages included, in
  one cache named after the digest of those files. A device that opened the site once then plays with
  no network at all. Any other file of the site (a tutorial's lab) is kept once it has been fetched.
  A new build has other files, so another digest: the browser installs the new worker, which stores the
  new files, and on taking over deletes every older ``wordplay-`` cache;
* ``wordplay-icon.svg``, the app's icon (a tile).

The pages register the worker themselves (``lite/pages.py``; a play page once its game is ready, so
the precache does not compete with Python's start).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SW_NAME = "wordplay-sw.js"
MANIFEST_NAME = "wordplay.webmanifest"
ICON_NAME = "wordplay-icon.svg"
PYODIDE = "static/pyodide"

ICON = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="#1f5f99"/>
<rect x="96" y="96" width="320" height="320" rx="40" fill="#f4e3b5"/>
<text x="256" y="340" font-family="sans-serif" font-size="230" font-weight="bold" text-anchor="middle"
 fill="#1a1a1a">W</text>
</svg>
"""

WORKER = """// wordplay's service worker (written by lite/offline.py): precaches the site's games, serves them offline.
const CACHE = "wordplay-%(version)s";
const FILES = %(files)s;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const old = (keys) => keys.filter((k) => k.startsWith("wordplay-") && k !== CACHE);
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(old(keys).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The cache first, then the network (what comes from this site is kept); offline, a page asked for with a
// query string is served without it.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const hit = await cache.match(request);
    if (hit) return hit;
    try {
      const response = await fetch(request);
      if (response.ok && response.type === "basic") cache.put(request, response.clone());
      return response;
    } catch (error) {
      const page = await cache.match(request, { ignoreSearch: true });
      if (page) return page;
      throw error;
    }
  }));
});
"""


def precached(site: Path) -> list[str]:
    """The site's files a start page, a play page or a puzzle sheet needs, as paths relative to the site."""
    core = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
    files = [p.name for p in site.glob("index*.html")]
    files += [f"play/{p.name}" for p in (site / "play").iterdir() if p.is_file()]
    files += [f"puzzles/{p.name}" for p in (site / "puzzles").glob("*.html")]
    files += [f"{PYODIDE}/{name}" for name in core]  # the packages are in play/python.pack.gz (lite/bundle.py)
    layout = json.loads((site / "play" / "python.json").read_text(encoding="utf-8"))
    files += [url.removeprefix("../") for url, _ in layout["wheels"]]  # the wheels a play page reads data from
    return sorted([*files, MANIFEST_NAME, ICON_NAME])


def manifest(name: str) -> dict:
    return {
        "name": name,
        "short_name": "wordplay",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#1f5f99",
        "icons": [{"src": ICON_NAME, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }


def site_digest(site: Path) -> str:
    """A digest of every file of the site, not only the precached ones: the worker also keeps what it fetched
    later (a tutorial, the lab's files) in the same cache, so a build that changes only those must name a new
    cache too, or a tablet would keep serving the old ones. The worker itself and the build's record (its
    times change with every build) are left out."""
    digest = hashlib.sha256()
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        name = path.relative_to(site).as_posix()
        if name in (SW_NAME, "wordplay-build.json"):
            continue
        digest.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def write(site: Path, name: str) -> dict:
    """Write the manifest, the icon and the service worker into ``site``; what the worker precaches."""
    (site / ICON_NAME).write_text(ICON, encoding="utf-8")
    (site / MANIFEST_NAME).write_text(json.dumps(manifest(name), indent=1), encoding="utf-8")
    files = precached(site)
    version = site_digest(site)
    urls = ["./", *(f"./{f}" for f in files)]
    (site / SW_NAME).write_text(WORKER % {"version": version, "files": json.dumps(urls, indent=1)}, encoding="utf-8")
    size = sum((site / f).stat().st_size for f in files)
    return {"offline_cache": f"wordplay-{version}", "offline_files": len(urls), "offline_bytes": size}


def main(argv: list[str]) -> int:
    from wordplay.core.messages import render

    print(json.dumps(write(Path(argv[0]), render("site.title", {}, "en"))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
