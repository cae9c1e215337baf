"""Builds the optional C core of the move finder (see wordplay/crossword/native.py).

Everything else is in pyproject.toml. ``optional=True``: without a C compiler the build of the
extension is skipped and the package installs with its pure-Python search.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "wordplay.crossword._walk",
            ["wordplay/crossword/_walk.c", "wordplay/crossword/walk_core.c", "wordplay/crossword/walk_core_popcnt.c"],
            depends=["wordplay/crossword/walk_core.h"],
            optional=True,
        )
    ]
)
