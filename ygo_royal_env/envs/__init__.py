"""RL front ends: the PettingZoo AEC env and the observation encoding it uses."""
from .aec import env, raw_env
from .observation import OBS_LAYOUT, OBS_SIZE, decode_observation, encode_observation

__all__ = ["OBS_LAYOUT", "OBS_SIZE", "decode_observation", "encode_observation", "env", "raw_env"]
