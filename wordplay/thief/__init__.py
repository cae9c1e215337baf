"""Word Thief: the steal-table engine, its steal finder and computer players."""
