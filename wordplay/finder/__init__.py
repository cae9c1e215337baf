"""Move finders for the board games: every play, the best plays, hints."""
