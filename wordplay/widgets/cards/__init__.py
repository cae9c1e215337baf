"""The Scrabble Cards widgets: :mod:`.protocol` (what the page may send), :mod:`.views` (view pieces),
:mod:`.table` (laying cards on the growing table), :mod:`.session` (classic and forfeit games),
:mod:`.rummy` (rounds, tasks, the solver's answer) and :mod:`.widgets` (:class:`CardsGameWidget`,
:class:`CardsExplainer`)."""
