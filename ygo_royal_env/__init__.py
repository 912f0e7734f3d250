"""ygo-royal-env: multi-player Yu-Gi-Oh! Battle Royal duels for reinforcement learning."""
from .config import ConfigError, DuelConfig
from .duel import Duel, DuelOverError, IllegalActionError, StateFormatError

__version__ = "0.1.0"

__all__ = ["ConfigError", "Duel", "DuelConfig", "DuelOverError", "IllegalActionError",
           "StateFormatError", "__version__"]
