"""A tiny English word list for Word Thief tests: small enough for brute force, rich enough for steals and splits."""

from __future__ import annotations

from pathlib import Path

from wordplay.core.lexicon import Lexicon, lexicon_from_words

WORD_LIST = """AT TA TO ON NO AN NA AS SO OE ET TE ES RE ER OR IN IT IS SI TI
    ONE EON NOT TON TEN NET SET TOE TAN ANT RAT TAR ART EAT TEA ATE SEA SAT NOR ROT ORE ROE SIT TIN
    TONE NOTE STONE ONSET NOTES TONES STAR RATS ARTS TSAR RATE TEAR STARE TEARS RATES ASTER
    SNORT TENOR TONER NOTER RAIN TRAIN RATION SENATOR TREASON ATONERS ORIENTS STONIER"""
WORDS = sorted(set(WORD_LIST.split()))


def tiny_lexicon(name: str) -> Lexicon:
    """The list as a lexicon (``name`` keeps each test module's graph cache apart)."""
    return lexicon_from_words(WORDS, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", name)


def word_file(folder: Path, words: str) -> str:
    """``words`` (space-separated) written one a line into a word list in ``folder``: what ``--words`` reads."""
    path = folder / "words.txt"
    path.write_text("\n".join(words.split()) + "\n", encoding="utf-8")
    return str(path)
