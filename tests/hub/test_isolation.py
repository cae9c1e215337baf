"""Learners kept apart on a hub, as The Littlest JupyterHub sets one up: each learner a Unix account of their
own (``useradd --create-home``, homes private), each server and kernel running as that account.

Two learners log in; each has a server and a kernel. From ada's own kernel (code a learner could type in a
cell): she runs as her own account, not root and not bruno; she cannot list bruno's home, read his notebook
or his game, or read his kernel's connection file (the key any client needs to reach his kernel); and
through the hub her token opens neither his server's files nor his kernels. Bruno's file is still his.
"""

from __future__ import annotations

import json
import pwd
from pathlib import Path

import pytest

pytest.importorskip("jupyterhub", reason="the classroom extra is not installed (CI installs it)")
from tests.hub.accounts import accounts, real_hub, why_not

pytestmark = pytest.mark.slow
LEARNERS = ["wp-ada", "wp-bruno"]
SECRET = "bruno's game: 8H QUIZ"

PROBE = """
import glob, json, os, pwd
home = {home!r}
tried = {{}}
runtime = home + "/.local/share/jupyter/runtime"
for what, path in [("home", home), ("notebook", home + "/game.ipynb"), ("runtime", runtime)]:
    try:
        tried[what] = os.listdir(path) if os.path.isdir(path) else open(path).read()
    except OSError as exc:
        tried[what] = type(exc).__name__
tried["connection_files"] = glob.glob(runtime + "/kernel-*.json")
print(json.dumps({{"me": pwd.getpwuid(os.getuid()).pw_name, "uid": os.getuid(), "tried": tried}}))
"""


def test_one_learner_cannot_read_or_reach_another():
    reason = why_not()
    if reason:
        pytest.skip(reason)
    with accounts(LEARNERS) as users, real_hub() as hub:
        tokens = {name: hub.start(name) for name in LEARNERS}
        ada, bruno = LEARNERS
        # bruno saves a notebook and starts a kernel in his own server
        status, _ = hub.api(
            "PUT", f"/user/{bruno}/api/contents/game.ipynb", {"type": "file", "format": "text", "content": SECRET},
            token=tokens[bruno],
        )  # fmt: skip
        assert status == 201, status
        bruno_kernel = hub.kernel(bruno, tokens[bruno])
        assert SECRET in hub.run(bruno, tokens[bruno], bruno_kernel, "print(open('game.ipynb').read())")
        home = users[bruno].pw_dir
        runtime = Path(home) / ".local/share/jupyter/runtime"
        assert list(runtime.glob("kernel-*.json")), "bruno's kernel wrote no connection file"

        # the servers run as the learners' own accounts
        for name in LEARNERS:
            pid = hub.server_pid(name)
            status = Path(f"/proc/{pid}/status").read_text().splitlines()
            uid = int(next(x for x in status if x.startswith("Uid:")).split()[1])
            assert uid == users[name].pw_uid != 0, (name, uid)

        # ada, in her own kernel, tries bruno's home, notebook and kernel connection files
        ada_kernel = hub.kernel(ada, tokens[ada])
        said = hub.run(ada, tokens[ada], ada_kernel, PROBE.format(home=home))
        seen = json.loads(said.strip().splitlines()[-1])
        assert seen["me"] == ada and seen["uid"] == users[ada].pw_uid
        assert seen["tried"] == {
            "home": "PermissionError",
            "notebook": "PermissionError",
            "runtime": "PermissionError",
            "connection_files": [],
        }, seen
        assert SECRET not in said

        # through the hub, ada's token opens neither bruno's files nor his kernels
        for path in (f"/user/{bruno}/api/contents/game.ipynb", f"/user/{bruno}/api/kernels"):
            status, _ = hub.api("GET", path, token=tokens[ada])
            assert status == 403, (path, status)
        status, _ = hub.api("POST", f"/user/{bruno}/api/kernels/{bruno_kernel}/interrupt", {}, token=tokens[ada])
        assert status == 403, status

        # bruno's notebook is still his, untouched
        assert pwd.getpwuid(Path(home, "game.ipynb").stat().st_uid).pw_name == bruno
        assert Path(home, "game.ipynb").read_text() == SECRET
