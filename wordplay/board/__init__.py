"""The crossword-board engine: one engine, two rulesets (Wordsmith and Literaki)."""
