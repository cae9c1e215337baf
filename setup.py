"""Builds the optional C cores: the board's move finder (see wordplay/crossword/native.py) and Word Thief's
alphagram walks (see wordplay/thief/native.py).

Everything else is in pyproject.toml. ``optional=True``: without a C compiler the build of the
extensions is skipped and the package installs with its pure-Python search.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "wordplay.crossword._walk",
            ["wordplay/crossword/_walk.c", "wordplay/crossword/walk_core.c", "wordplay/crossword/walk_core_popcnt.c"],
            depends=["wordplay/crossword/walk_core.h"],
            optional=True,
        ),
        Extension(
            "wordplay.thief._thief",
            [
                "wordplay/thief/_thief.c",
                "wordplay/thief/thief_core.c",
                "wordplay/thief/cover_core.c",
                "wordplay/thief/cards_core.c",
            ],
            depends=[
                "wordplay/thief/thief_core.h",
                "wordplay/thief/cover_core.h",
                "wordplay/thief/score_core.h",
                "wordplay/thief/cards_core.h",
                "wordplay/thief/bytes_core.h",
            ],
            optional=True,
        ),
    ]
)
