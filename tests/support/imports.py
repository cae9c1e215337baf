"""Every import between wordplay's modules, read with ``ast``: top level and inside functions."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "wordplay"
FAMILIES = ("board", "cards", "thief")
ENGINES = ("core", "crossword", *FAMILIES)


@dataclass(frozen=True)
class Import:
    """``source`` imports ``target`` (both module names), at top level or in a function."""

    source: str
    target: str
    lazy: bool
    in_repr_html: bool
    line: int


def area(module: str) -> str:
    """The subpackage a module belongs to (``board`` for ``wordplay.board.game``)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports() -> list[Import]:
    """Every import of one wordplay module by another (``if TYPE_CHECKING`` blocks left out)."""
    mods = modules()
    found: list[Import] = []
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found.extend(_visit(tree, name, package, mods, lazy=False, repr_html=False))
    return found


def _visit(node: ast.AST, name: str, package: str, mods: dict[str, Path], lazy: bool, repr_html: bool) -> list[Import]:
    out: list[Import] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out += _visit(child, name, package, mods, True, repr_html or child.name == "_repr_html_")
            continue
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            continue
        targets: list[str] = []
        if isinstance(child, ast.Import):
            targets = [alias.name for alias in child.names]
        elif isinstance(child, ast.ImportFrom):
            base = child.module or ""
            if child.level:
                parts = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in child.names if f"{base}.{a.name}" in mods]
        for target in targets:
            while target and target not in mods:
                target = target.rpartition(".")[0]
            if target.startswith("wordplay") and target != name:
                out.append(Import(name, target, lazy, repr_html, child.lineno))
        out += _visit(child, name, package, mods, lazy, repr_html)
    return out


def circles(edges: list[Import]) -> list[list[str]]:
    """The import circles: every strongly connected group of two or more modules (Tarjan)."""
    graph: dict[str, set[str]] = {}
    for e in edges:
        graph.setdefault(e.source, set()).add(e.target)
        graph.setdefault(e.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return groups
