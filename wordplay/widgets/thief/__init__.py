"""The Word Thief widgets: :mod:`.protocol` (what the page may send), :mod:`.position` (positions as
players write them), :mod:`.views` and :mod:`.sheet` (view pieces), :mod:`.session` (intents in, view
models out), :mod:`.exercises` (the tutorial's worked steals and exercises) and :mod:`.widgets`
(:class:`ThiefGameWidget`, :class:`ThiefExplainer`)."""
