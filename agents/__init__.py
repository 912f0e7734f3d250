"""Players that pick actions from PettingZoo observations or bare action masks."""
from .extreme import ExtremeAgent
from .heuristic import HeuristicAgent
from .human import HumanAgent
from .random_agent import RandomAgent
from .search import SearchAgent
from .registry import AGENT_KINDS, make_agent, register_agent

__all__ = ["AGENT_KINDS", "ExtremeAgent", "HeuristicAgent", "HumanAgent", "RandomAgent", "SearchAgent", "make_agent", "register_agent"]
