"""Players that pick actions from PettingZoo observations or bare action masks."""
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent

__all__ = ["HeuristicAgent", "RandomAgent"]
