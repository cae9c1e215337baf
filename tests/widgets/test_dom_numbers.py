"""The page writes numbers as Python does (``dom.js`` ``num`` against ``core.plurals.format_number``), run in Node."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import wordplay
from wordplay.core.plurals import format_number
from wordplay.core.registry import complete_languages

NODE = shutil.which("node")
DOM = Path(wordplay.__file__).parent / "widgets" / "static" / "dom.js"
NUMBERS = (0, 7, -10, 1234, 12345, -12345, 1234567)


@pytest.mark.skipif(NODE is None, reason="needs Node.js")
@pytest.mark.parametrize("language", complete_languages())
def test_the_page_groups_digits_and_writes_signs_as_python_does(language):
    script = (
        f"import {{ num, signed, speak }} from {json.dumps(DOM.as_uri())};"
        f"speak({json.dumps(language)});"
        f"console.log(JSON.stringify([{', '.join(f'num({n})' for n in NUMBERS)}, signed(5), num('x')]));"
    )
    done = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [format_number(n, language) for n in NUMBERS] + ["+5", "x"]
