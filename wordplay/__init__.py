"""wordplay: word games that explain themselves.

Rules engines for Word Thief, Scrabble Cards, Wordsmith and Literaki whose every score and
every refusal is an explanation a learner can read, plus Jupyter widgets built on them.
"""

from wordplay.core.messages import available_languages, get_language, set_language, using_language

__all__ = ["available_languages", "get_language", "set_language", "using_language"]
__version__ = "0.2.0"
