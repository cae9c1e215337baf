"""Word lists shipped with wordplay (installed as the package ``wordplay.lexicons``).

This package holds data only: ``enable.txt.xz`` (English, ENABLE),
``sjp.txt.xz`` (Polish, from SJP.PL via Debian's ``wpolish``) and ``pt.txt.xz``
(Portuguese, from Debian's ``wportuguese``), their licence files, and the scripts
that regenerate them from pinned registry packages (``build_enable.py``,
``build_sjp.py``, ``build_portuguese.py``, sharing ``sourcing.py``). See
``README.md`` in this folder.

Load a list with :func:`wordplay.core.lexicon.load_lexicon`, which finds these
files through ``importlib.resources.files("wordplay.lexicons")``.
"""
