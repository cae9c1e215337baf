"""A real screen reader for the browser tests: Orca (Debian's) under a virtual X display, reading a headful Chromium.

:func:`orca_desktop` starts, each in a process group of its own and all stopped when the block ends:

* ``Xvfb`` on a free display (``-displayfd``: the server picks the number and prints it);
* a D-Bus session bus (``dbus-daemon --session``) and the accessibility bus (``at-spi-bus-launcher``), the way
  a desktop session starts them, so Chromium's AT-SPI bridge and Orca find each other;
* ``orca`` with its preferences, cache and runtime folders in a temporary folder (never the user's) and its
  debug log (``--debug-file``): every utterance is logged as a ``SPEECH OUTPUT: '...'`` line before it goes to
  the speech server, so the log is what a learner would hear (no audio device is needed). Orca writes that log
  through Python's buffered file, which holds the last lines back for as long as Orca is quiet; so the log is a
  terminal (a pty, where Python writes each line at once) and a thread copies it into ``orca-debug.log``.

Chromium is then launched headful on that display with ``--force-renderer-accessibility`` (:func:`headful`),
and keys reach it as they reach it from a keyboard: through the X server (``xdotool``), not through the
browser's debugging protocol, so Orca sees them too. ``.ci/orca_packages`` installs the Debian packages.
"""

from __future__ import annotations

import contextlib
import os
import pty
import re
import shutil
import subprocess
import termios
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.support.processes import stop_group

AT_SPI_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
TOOLS = ("Xvfb", "dbus-daemon", "orca", "xdotool")
# a logged utterance: SPEECH OUTPUT: 'the text' then, maybe, a voice name and the voice's settings {...}
_SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'(?: voice=\S+)? ?(?:\{[^{}]*\})?$", re.M)


def missing_tools() -> list[str]:
    """The programs the screen-reader tests need that this machine lacks (empty: all there)."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if not Path(AT_SPI_LAUNCHER).exists():
        missing.append(AT_SPI_LAUNCHER)
    return missing


@dataclass
class Desktop:
    """The running desktop: its environment (for Chromium and xdotool) and Orca's log."""

    env: dict[str, str]
    log: Path

    def mark(self) -> int:
        """Where the log ends now: :meth:`spoken` from here is what Orca says after this moment."""
        return self.log.stat().st_size

    def spoken(self, since: int = 0) -> list[str]:
        """Every utterance Orca logged after byte ``since`` of its log, in order."""
        with self.log.open("rb") as f:
            f.seek(since)
            text = f.read().decode("utf-8", errors="replace")
        return [m.group(1) for m in _SPOKEN.finditer(text)]

    def wait_for(self, check, since: int, timeout: float, what: str) -> list[str]:
        """Poll the utterances after ``since`` until ``check(utterances)`` is true; fail after ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while True:
            said = self.spoken(since)
            if check(said):
                return said
            if time.monotonic() > deadline:
                raise AssertionError(f"Orca never said {what}; it said: {said}")
            time.sleep(0.2)

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=60, check=True)
        return done.stdout

    def focus_window(self) -> None:
        """Give X's keyboard focus to the (only) visible Chromium window: keys typed with xdotool go there."""
        windows = self.xdotool("search", "--onlyvisible", "--class", "chromium").split()
        assert windows, "no Chromium window on the virtual display"
        self.xdotool("windowfocus", "--sync", windows[-1])

    def type(self, text: str, delay_ms: int = 90) -> None:
        """Type ``text`` key by key through the X server, as a keyboard would."""
        self.xdotool("type", "--delay", str(delay_ms), "--", text)

    def key(self, name: str) -> None:
        self.xdotool("key", name)


def _start(cmd: list[str], env: dict[str, str], log: Path, **kw) -> subprocess.Popen:
    out = open(log, "wb")  # noqa: SIM115 (the process writes it until it stops)
    return subprocess.Popen(cmd, env=env, stdout=kw.pop("stdout", out), stderr=out, start_new_session=True, **kw)


def _start_orca(env: dict[str, str], folder: Path) -> tuple[subprocess.Popen, Path]:
    """Orca, its debug log written line by line to a pty and copied from there into ``orca-debug.log``."""
    log = folder / "orca-debug.log"
    log.touch()
    leader, follower = pty.openpty()
    attrs = termios.tcgetattr(follower)
    attrs[1] &= ~termios.OPOST  # lines as Orca wrote them, no CR added
    termios.tcsetattr(follower, termios.TCSANOW, attrs)
    cmd = ["orca", "--replace", "--disable", "braille", "--debug-file=/dev/stdout"]
    proc = _start(cmd, env, folder / "orca.log", stdout=follower, stdin=subprocess.DEVNULL)
    os.close(follower)

    def copy() -> None:
        with log.open("ab") as out:
            while True:
                try:
                    data = os.read(leader, 1 << 16)
                except OSError:  # Orca has stopped: the pty is closed
                    data = b""
                if not data:
                    break
                out.write(data)
                out.flush()
        os.close(leader)

    threading.Thread(target=copy, daemon=True).start()
    return proc, log


@contextlib.contextmanager
def orca_desktop(folder: Path, width: int = 1400, height: int = 1000) -> Iterator[Desktop]:
    """Xvfb, a D-Bus session, AT-SPI and Orca, started in ``folder`` and stopped when the block ends."""
    procs: list[subprocess.Popen] = []
    own = ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LC_ALL", "LC_MESSAGES")  # the desktop's own
    env = {k: v for k, v in os.environ.items() if k not in own}
    for name in ("config", "data", "cache", "runtime"):
        (folder / name).mkdir(mode=0o700, exist_ok=True)
    env.update(
        {
            "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_DATA_HOME": str(folder / "data"),
            "XDG_CACHE_HOME": str(folder / "cache"),
            "XDG_RUNTIME_DIR": str(folder / "runtime"),
            "LANG": "C.UTF-8",  # Orca's own words (role names like "entry") in English whatever the machine's
            "LANGUAGE": "en",
        }
    )
    try:
        xvfb = _start(
            ["Xvfb", "-displayfd", "1", "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            env,
            folder / "xvfb.log",
            stdout=subprocess.PIPE,
        )
        procs.append(xvfb)
        assert xvfb.stdout is not None
        display = xvfb.stdout.readline().decode().strip()
        assert display.isdigit(), f"Xvfb did not start: {(folder / 'xvfb.log').read_text(errors='replace')}"
        env["DISPLAY"] = f":{display}"
        bus_cmd = ["dbus-daemon", "--session", "--nofork", "--print-address=1"]
        bus = _start(bus_cmd, env, folder / "dbus.log", stdout=subprocess.PIPE)
        procs.append(bus)
        assert bus.stdout is not None
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        procs.append(_start([AT_SPI_LAUNCHER, "--launch-immediately"], env, folder / "at-spi.log"))
        orca, log = _start_orca(env, folder)
        procs.append(orca)
        desktop = Desktop(env, log)
        desktop.wait_for(lambda said: said, 0, 60, "anything at start (is it running?)")
        yield desktop
    finally:
        for proc in reversed(procs):
            stop_group(proc, timeout=10)


def headful(browser_type, chromium: str, args: list[str], desktop: Desktop):
    """Chromium with a window on the desktop's display, its accessibility tree always built (``browser_type``:
    the running Playwright's, as a second Playwright cannot start inside the first)."""
    return browser_type.launch(
        executable_path=chromium,
        headless=False,
        env=desktop.env,
        args=[*args, "--force-renderer-accessibility", "--window-position=0,0", "--window-size=1400,1000"],
    )
