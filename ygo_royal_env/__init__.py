"""ygo-royal-env: multi-player Yu-Gi-Oh! Battle Royal duels for reinforcement learning."""
from . import _jit_cache  # noqa: F401  (must run before any jitted module is imported)
from .config import ConfigError, DuelConfig
from .duel import Duel, DuelOverError, IllegalActionError, StateFormatError
from .envs.aec import env, raw_env

__version__ = "0.1.0"

__all__ = ["ConfigError", "Duel", "DuelConfig", "DuelOverError", "IllegalActionError",
           "StateFormatError", "__version__", "env", "raw_env"]
