"""Serve the built site to a browser: ``python3 serve.py [--port 8000] [--bind 127.0.0.1] [SITE]``.

Any static web server will do; this one (Python's own, standard library only) also sends ``.mjs``
as JavaScript and ``.wasm`` as WebAssembly wherever the system's MIME table lacks them, which
browsers insist on. ``lite/build.py`` copies it into the site, so a copy of the site (on a USB
stick, say) is served from its own folder with ``python3 serve.py``. ``--bind 0.0.0.0`` serves
a classroom's network; the default serves this machine only.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
from pathlib import Path
from typing import ClassVar


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the site needs; no log line per request."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
    }

    def log_message(self, *args) -> None:
        pass


def server(site: Path, bind: str = "127.0.0.1", port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server of ``site`` (not started; ``port=0`` takes a free one)."""
    if not (site / "index.html").exists():
        raise SystemExit(f"{site} holds no built site: run python3 lite/build.py")
    return http.server.ThreadingHTTPServer((bind, port), functools.partial(SiteHandler, directory=str(site)))


def main(argv: list[str]) -> int:
    here = Path(__file__).resolve().parent
    default = here if (here / "index.html").exists() else here / "_build" / "site"
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("site", nargs="?", type=Path, default=default)
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    args = ap.parse_args(argv)
    httpd = server(args.site, args.bind, args.port)
    host = "localhost" if args.bind in ("127.0.0.1", "0.0.0.0") else args.bind
    print(f"serving {args.site} at http://{host}:{httpd.server_address[1]}/  (Ctrl-C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        httpd.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
