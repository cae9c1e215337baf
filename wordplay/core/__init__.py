"""Pieces every game shares: errors, explanations, messages, random numbers, tiles, lexicons."""
