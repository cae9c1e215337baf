"""A box of CPU for a browser under test: a cgroup that caps every process started in it (workers included) to a
fraction of one core and counts the CPU they spend. Used by ``benchmarks/bench_lite.py``.

Chromium's own CPU throttle (DevTools' ``Emulation.setCPUThrottlingRate``) slows the page's main thread only: a
Pyodide worker runs at full speed under it, so it says nothing about a slow device. A cgroup does: the kernel
gives the whole group ``quota`` microseconds of CPU per ``period``, however many threads and processes it has.

Both cgroup layouts are handled (we must be root): the unified one (v2, ``cpu.max`` and ``cpu.stat``) where its
``cpu`` controller can be enabled, else the legacy one (v1, ``cpu.cfs_quota_us`` in the ``cpu`` hierarchy and
``cpuacct.usage`` in ``cpuacct``). :func:`open_box` raises :class:`NoBox`, with the reason, when neither is
writable; the benchmark then says so and measures at full speed only.
"""

from __future__ import annotations

import contextlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

CGROUP = Path("/sys/fs/cgroup")
PERIOD_US = 100_000


class NoBox(RuntimeError):
    """No cgroup can be made here (not root, no cgroup file system, or its cpu controller is taken)."""


@dataclass
class Box:
    """A cgroup (one folder per hierarchy it needs); :meth:`wrapper` starts a program inside it."""

    name: str
    kind: str  # "v2" or "v1"
    folders: list[Path] = field(default_factory=list)

    def limit(self, cores: float | None) -> None:
        """Cap the group at ``cores`` of one core (``None``: no cap), and put it first in the queue for CPU: on a
        machine shared with other work, the group then gets what a device of its own would give it, up to the cap
        (the most weight cgroups allow, against the default of every other process)."""
        quota = None if cores is None else max(1000, round(cores * PERIOD_US))
        if self.kind == "v2":
            (self.folders[0] / "cpu.max").write_text(f"{quota or 'max'} {PERIOD_US}\n")
            (self.folders[0] / "cpu.weight").write_text("10000\n")
        else:
            (self.folders[0] / "cpu.cfs_period_us").write_text(f"{PERIOD_US}\n")
            (self.folders[0] / "cpu.cfs_quota_us").write_text(f"{quota or -1}\n")
            (self.folders[0] / "cpu.shares").write_text("262144\n")

    def cpu_seconds(self) -> float:
        """The CPU the group's processes have spent so far (those ended included)."""
        if self.kind == "v2":
            for line in (self.folders[0] / "cpu.stat").read_text().splitlines():
                if line.startswith("usage_usec "):
                    return int(line.split()[1]) / 1e6
            raise NoBox("cpu.stat has no usage_usec")
        return int((self.folders[-1] / "cpuacct.usage").read_text()) / 1e9

    def wrapper(self, program: str, folder: Path) -> Path:
        """A script in ``folder`` that joins the group, then runs ``program`` with its arguments."""
        script = folder / f"{self.name}-{Path(program).name}"
        joins = "".join(f'echo $$ > "{f / "cgroup.procs"}"\n' for f in self.folders)
        script.write_text(f'#!/bin/sh\n{joins}exec "{program}" "$@"\n')
        script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return script

    def close(self) -> None:
        """Remove the group (its processes must have ended)."""
        for f in reversed(self.folders):
            with contextlib.suppress(OSError):
                f.rmdir()


def _writable(path: Path) -> bool:
    return path.is_dir() and os.access(path, os.W_OK)


def open_box(name: str = f"wordplay-bench-{os.getpid()}") -> Box:
    """A new, uncapped cgroup: v2 if its cpu controller is at hand, else v1; :class:`NoBox` says why not."""
    controllers = CGROUP / "cgroup.controllers"
    if controllers.exists() and "cpu" in controllers.read_text().split() and _writable(CGROUP):
        subtree = CGROUP / "cgroup.subtree_control"
        if "cpu" not in subtree.read_text().split():
            try:
                subtree.write_text("+cpu\n")
            except OSError as exc:
                raise NoBox(f"cannot enable the cpu controller in {subtree}: {exc}") from exc
        folder = CGROUP / name
        folder.mkdir(exist_ok=True)
        return Box(name, "v2", [folder])
    cpu, acct = CGROUP / "cpu", CGROUP / "cpuacct"
    if (cpu / "cpu.cfs_quota_us").exists() and _writable(cpu):
        folders = [cpu / name]
        if (cpu / "cpuacct.usage").exists():  # "cpu,cpuacct" mounted together
            pass
        elif (acct / "cpuacct.usage").exists() and _writable(acct):
            folders.append(acct / name)
        else:
            raise NoBox(f"no writable cpuacct hierarchy beside {cpu}")
        for f in folders:
            f.mkdir(exist_ok=True)
        return Box(name, "v1", folders)
    raise NoBox(f"no writable cgroup with a cpu controller under {CGROUP} (run as root, with cgroups mounted)")
