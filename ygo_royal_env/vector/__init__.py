"""Many duels per jitted call: the batch API (``DuelBatch``) and playouts (``play_games``)."""
from .batch import DuelBatch
from .playout import PlayoutResults, game_seed, play_games, play_seeds

__all__ = ["DuelBatch", "PlayoutResults", "game_seed", "play_games", "play_seeds"]
