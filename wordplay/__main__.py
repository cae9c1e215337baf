"""``python -m wordplay`` runs the command line."""

import sys

from wordplay.cli import main

sys.exit(main())
