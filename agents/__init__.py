"""Players that pick actions from PettingZoo observations or bare action masks."""
from .random_agent import RandomAgent

__all__ = ["RandomAgent"]
