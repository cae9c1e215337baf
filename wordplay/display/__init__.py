"""Static display: HTML that needs no JavaScript, so notebooks render without a kernel too.

:mod:`~wordplay.display.common` holds what every family shares (sentences from the catalogue,
rule lists, explained scores, players, the layout); :mod:`~wordplay.display.board`,
:mod:`~wordplay.display.cards` and :mod:`~wordplay.display.thief` draw each family's boards,
tables and the static copies of its widgets, from their view models (display imports no widget).
"""
