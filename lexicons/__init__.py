"""Word lists shipped with wordplay (installed as the package ``wordplay.lexicons``).

This package holds data only: ``enable.txt.xz`` (English, ENABLE) and
``sjp.txt.xz`` (Polish, from SJP.PL via Debian's ``wpolish``), their licence
files, and the scripts that regenerate them from pinned registry packages
(``build_enable.py``, ``build_sjp.py``). See ``README.md`` in this folder.

Load a list with :func:`wordplay.core.lexicon.load_lexicon`, which finds these
files through ``importlib.resources.files("wordplay.lexicons")``.
"""
