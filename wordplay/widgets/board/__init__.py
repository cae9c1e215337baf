"""The board games' widgets (Wordsmith, Literaki): :mod:`.session` (intents in, view models out),
:mod:`.widgets` (:class:`BoardGameWidget`, :class:`BoardExplainer`, :class:`BoardMoveList`) and
:mod:`.exercises` (the tutorials' positions, exercises and worked examples)."""
