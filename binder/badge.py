"""Write the README's Binder badge from the repository address in ``binder/REPOSITORY``.

``python binder/badge.py`` puts, between the README's ``binder-badge`` markers, a badge that opens
the tutorials on mybinder.org for the GitHub repository named in ``binder/REPOSITORY`` (one line,
such as ``https://github.com/a-school/wordplay``); with the file empty, a sentence saying how to set
it. ``python binder/badge.py --check`` exits 1 when the README is not what the file says.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START, END = "<!-- binder-badge -->", "<!-- /binder-badge -->"
UNSET = (
    "To run the tutorials on Binder, write the repository's public GitHub address in `binder/REPOSITORY` "
    "and run `python binder/badge.py`: it puts the Binder badge here."
)


def repository(text: str) -> str | None:
    """``owner/name`` of the GitHub address in ``text``, None when there is none; ValueError when it is not one."""
    address = text.strip()
    if not address:
        return None
    m = re.fullmatch(r"(?:https://github\.com/)?([A-Za-z0-9][A-Za-z0-9-]*)/([A-Za-z0-9._-]+?)(?:\.git)?/?", address)
    if not m:
        raise ValueError(f"binder/REPOSITORY: {address!r} is not a GitHub repository address")
    return f"{m[1]}/{m[2]}"


def badge(repo: str | None) -> str:
    if repo is None:
        return UNSET
    url = f"https://mybinder.org/v2/gh/{repo}/HEAD?urlpath=lab/tree/notebooks/index.ipynb"
    return f"[![Binder](https://mybinder.org/badge_logo.svg)]({url})"


def with_badge(readme: str, repo: str | None) -> str:
    """``readme`` with the text between the markers replaced by the badge (the markers must be there)."""
    pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.DOTALL)
    if not pattern.search(readme):
        raise ValueError(f"README.md has no {START} ... {END} markers")
    return pattern.sub(lambda _: f"{START}\n{badge(repo)}\n{END}", readme, count=1)


def main(argv: list[str]) -> int:
    readme_path = ROOT / "README.md"
    readme = readme_path.read_text(encoding="utf-8")
    wanted = with_badge(readme, repository((ROOT / "binder" / "REPOSITORY").read_text(encoding="utf-8")))
    if argv == ["--check"]:
        if wanted != readme:
            print("README.md's Binder badge does not match binder/REPOSITORY: run python binder/badge.py")
            return 1
        return 0
    readme_path.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
