"""The house's layering, checked on the source: who may import whom (issue 9).

Families (board, cards, thief) never import one another; core imports no family at module level;
the crossword layer imports only core; no engine imports display or widgets, not even to draw itself
(``_repr_html_`` goes through :mod:`wordplay.core.drawing`), nor a finder but in a hook; and no module
imports itself round a circle, counting imports inside functions too.
"""

from __future__ import annotations

from tests.support.imports import ENGINES, FAMILIES, area, circles, imports

EDGES = imports()


def _show(edges):
    return [f"{e.source}:{e.line} -> {e.target}" for e in edges]


def test_the_reader_finds_known_imports():
    # A fixed point: the board game imports its legality checks at top level.
    assert any(
        e.source == "wordplay.board.game" and e.target == "wordplay.board.legality" and not e.lazy for e in EDGES
    )


def test_no_family_imports_another():
    bad = [
        e
        for e in EDGES
        if area(e.source) in FAMILIES and area(e.target) in FAMILIES and area(e.source) != area(e.target)
    ]
    assert not bad, _show(bad)


def test_no_widget_family_imports_another():
    def widget_family(module: str) -> str:
        parts = module.split(".")
        return parts[2] if len(parts) > 3 and parts[1] == "widgets" and parts[2] in FAMILIES else ""

    bad = [
        e
        for e in EDGES
        if widget_family(e.source) and widget_family(e.target) and widget_family(e.source) != widget_family(e.target)
    ]
    assert not bad, _show(bad)


def test_core_imports_no_family_at_module_level():
    bad = [
        e for e in EDGES if area(e.source) == "core" and area(e.target) != "core" and not (e.lazy and e.in_repr_html)
    ]
    assert not bad, _show(bad)


def test_crossword_imports_only_core():  # (and the display, in a _repr_html_ hook)
    bad = [
        e
        for e in EDGES
        if area(e.source) == "crossword" and area(e.target) not in ("core", "crossword") and not e.in_repr_html
    ]
    assert not bad, _show(bad)


def test_engines_leave_display_widgets_and_finders_to_hooks():
    def finder(module: str) -> bool:
        return module.rpartition(".")[2] in ("finder", "generator", "graph") and area(module) != "crossword"

    bad = [
        e
        for e in EDGES
        if area(e.source) in ENGINES
        and not e.in_repr_html
        and (area(e.target) in ("display", "widgets", "cli") or (finder(e.target) and not _may_use_finder(e.source)))
    ]
    assert not bad, _show(bad)


def _may_use_finder(module: str) -> bool:
    """What is built on a finder (computer players, game reviews, move counts) and a package's front
    door, which gives the game its finder."""
    return module.rpartition(".")[2] in ("players", "review", "counting") or module.count(".") == 1


def test_no_import_circle():
    # Imports inside functions count, _repr_html_ hooks included: an engine's object reaches its
    # drawing through wordplay.core.drawing, which the display fills (one way, display -> engines).
    assert circles(EDGES) == []


def test_engines_import_no_display_even_to_draw():
    bad = [e for e in EDGES if area(e.source) in ENGINES and area(e.target) in ("display", "widgets")]
    assert not bad, _show(bad)
