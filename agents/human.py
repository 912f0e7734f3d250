"""``HumanAgent``: a person at the terminal as an agent of the AEC env (``ygo-royal play``'s
``TerminalPlayer`` behind ``act(observation)``)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from pettingzoo import AECEnv

    from ygo_royal_env.play import TerminalPlayer


class HumanAgent:
    """Asks a person for the deciding player's action.

    It needs the env, not only the observation: a person reads the board and the actions in
    words, which come from the duel. One agent can sit in several seats (hot seat): each
    player id gets its own view and log. ``act`` raises ``ygo_royal_env.play.Quit`` when the
    person types ``quit`` or the input ends; conceding needs ``concession=True`` in the env's
    config (R36), as the engine offers it only then.
    """

    def __init__(self, env: AECEnv, input: TextIO | None = None, output: TextIO | None = None):
        self.env = env
        self.input = input
        self.output = output
        self.seats: dict[int, TerminalPlayer] = {}

    def act(self, observation: Mapping) -> int:
        """The person's action for the env's deciding player (``observation`` is not needed:
        the person sees the board itself)."""
        from ygo_royal_env.play import TerminalPlayer     # here: ygo_royal_env.play imports agents
        duel = self.env.unwrapped.duel
        p = duel.current_player
        if p not in self.seats:
            self.seats[p] = TerminalPlayer(p, self.input, self.output)
        return self.seats[p].choose(duel)
