"""Stopping a helper process the tests started in a session of its own (a hub, Xvfb, Orca)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess


def stop_group(proc: subprocess.Popen, timeout: float = 30) -> None:
    """SIGTERM to the process's whole group (its children too), SIGKILL after ``timeout`` seconds if it lingers."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
