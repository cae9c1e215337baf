"""The house's layering, checked on the source: who may import whom (issue 9).

Families (board, cards, thief) never import one another; core imports no family at module level;
the crossword layer imports only core; no engine imports display, widgets or a finder except in a
``_repr_html_`` hook; and no module imports itself round a circle, counting imports inside
functions too (but for the display hooks, which may draw the engine's own classes).
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
    # A _repr_html_ hook is the one arrow allowed to point back (an engine object draws itself with
    # the display module, which reads that object's class): it runs only when a notebook shows it.
    assert circles([e for e in EDGES if not e.in_repr_html]) == []


def test_the_only_circles_run_through_display_hooks():
    assert all(any(m.startswith("wordplay.display") for m in circle) for circle in circles(EDGES))
