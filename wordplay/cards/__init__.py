"""Scrabble Cards: one card-table engine for the classic, forfeit and rummy modes."""
