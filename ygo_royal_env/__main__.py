"""``python -m ygo_royal_env``: the ``ygo-royal`` command."""
import sys

from .cli import main

sys.exit(main())
