"""Computer players for the board games, deterministic with a seed."""
