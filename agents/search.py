"""``SearchAgent``: determinized Monte Carlo search over clones of the duel, for Python loops.

The search itself is the jitted kernel ``ygo_royal_env.vector.search`` (the ``"search"``
policy of playouts, ``simulate`` and studies plays it with the default budget). It samples
every card the deciding player cannot see from what that player can know before each playout,
so it never reads hidden information; ``cheat=True`` is a debug switch that searches the true
hidden state instead (a yardstick for what hidden information is worth, never a player).
By default every deck list is open; ``opponent_decks`` makes the opponents' lists unknown. The
agent remembers the cards revealed to it while they stay where it saw them (``known``).
"""
from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

import numpy as np

from ygo_royal_env import Duel
from ygo_royal_env.cards import CardDatabase
from ygo_royal_env.config import DeckSpec
from ygo_royal_env.core.constants import LOC_HAND, LOC_MZONE, LOC_SZONE, MAX_CARDS
from ygo_royal_env.dealing import resolve_deck
from ygo_royal_env.describe import search_seen_by
from ygo_royal_env.envs.observation import OBS_SIZE, encode_at
from ygo_royal_env.seeds import check_entropy
from ygo_royal_env.vector.heuristic import heuristic_action
from ygo_royal_env.vector.search import (PRIOR_WIDTH, SEARCH_TURNS, best_action, search_at, search_playouts,
                                         search_rounds_at)


class SearchAgent:
    """Determinized Monte Carlo search (``vector/search.py``) as an agent.

    ``playouts``: the budget per decision in playouts (at least one per legal action; None: the
    ``"search"`` policy's, ``search_playouts``: 48 in 2 players, 24 in 4);
    ``ms``: a budget in milliseconds instead (rounds of playouts until it is spent; a timed
    search depends on the machine's speed, so only the playout budget replays exactly);
    ``turns``: how many turns a playout runs past the current one before it is judged;
    ``seed``: the search's own RNG (``seeds.check_entropy``), so a seeded game replays exactly;
    ``opponent_decks``: None for open deck lists (every player's list known, as with registered
    lists), or a deck set (packaged names, files, ``Deck`` objects or card lists): the opponents'
    lists are then unknown, and each playout takes each opponent to play one of these, drawn at
    random, minus the cards the searcher has seen of it (``vector/search.py``).
    """

    def __init__(self, seed: int | Sequence[int] | None = None, playouts: int | None = None,
                 turns: int = SEARCH_TURNS, ms: float | None = None, cheat: bool = False,
                 opponent_decks: Sequence[DeckSpec] | None = None):
        if (playouts is not None and playouts < 1) or turns < 0 or (ms is not None and ms <= 0):
            raise ValueError(f"a search needs playouts >= 1 or None, turns >= 0 and ms > 0 or None; got "
                             f"playouts={playouts}, turns={turns}, ms={ms}")
        self.rng = np.random.default_rng(check_entropy(seed)).integers(1, 2**63, size=1, dtype=np.uint64)
        self.playouts = None if playouts is None else int(playouts)
        self.turns, self.ms, self.cheat = int(turns), ms, bool(cheat)
        self.obs = np.empty(OBS_SIZE, np.float32)
        if opponent_decks is not None and (isinstance(opponent_decks, str) or len(opponent_decks) == 0):
            raise ValueError(f"opponent_decks is None (open lists) or a non-empty sequence of decks, got "
                             f"{opponent_decks!r}")
        self.opponent_decks = None if opponent_decks is None else list(opponent_decks)
        self._priors: dict[int, np.ndarray] = {}
        self._duel: Duel | None = None            # the duel whose events self._seen remembers
        self._since = 0
        self._seen: dict[tuple[int, int], int] = {}   # (viewer, card) -> where it was when it was shown

    def known(self, duel: Duel) -> np.ndarray:
        """The cards revealed to the deciding player earlier (the events it was shown: a hand
        looked at, a card shown to every player, a card added to a hand: B24, P24) that are still
        in the hand or the zone where it saw them, as the kernel's ``known`` mask; a card that moved
        since is forgotten, and so are a player's monsters once their zones were shuffled (Shifting
        Shadows)."""
        if self._duel is not duel:
            self._duel, self._since, self._seen = duel, 0, {}
        me, where = duel.current_player, duel.rec["c_loc"]
        events = duel.events(self._since)
        self._since += len(events)
        for e in events:
            shown = ((e.kind == "revealed" and (e.c == 0 or e.a == me))
                     or (e.kind == "added to hand" and (e.c == 0 or search_seen_by(duel, e.a, me))))
            if shown and where[e.b] in (LOC_HAND, LOC_MZONE, LOC_SZONE):
                self._seen[(me, e.b)] = int(where[e.b])
            elif e.kind == "shuffled set cards":   # Shifting Shadows: the others lose track of e.a's Set monsters
                for viewer, c in [key for key in self._seen if key[0] != e.a and where[key[1]] == LOC_MZONE
                                  and duel.rec["c_ctrl"][key[1]] == e.a]:
                    del self._seen[(viewer, c)]
        known = np.zeros(MAX_CARDS, np.bool_)
        for (viewer, c), loc in list(self._seen.items()):
            if where[c] != loc:
                del self._seen[(viewer, c)]
            elif viewer == me:
                known[c] = True
        return known

    def prior(self, db: CardDatabase) -> np.ndarray:
        """The deck set as the kernel takes it: one Main Deck per row, -1 padded (no rows: open lists)."""
        if id(db) not in self._priors:
            extra = db.table["extra_deck"]
            decks = [[i for i in resolve_deck(spec, db).main if not extra[i]] for spec in self.opponent_decks or ()]
            prior = np.full((len(decks), PRIOR_WIDTH), -1, np.int64)
            for row, main in enumerate(decks):
                prior[row, :len(main)] = main
            self._priors[id(db)] = prior
        return self._priors[id(db)]

    def act(self, observation: Mapping) -> int:
        """Not available: a search plays the duel forward, which an observation cannot do."""
        raise TypeError("SearchAgent searches the duel itself: call act_duel(duel) (the AEC env's duel is "
                        "env.duel); the jitted 'search' policy plays it in simulate and studies")

    def act_duel(self, duel: Duel) -> int:
        """The searched action of ``duel``'s deciding player."""
        if duel.done:
            raise ValueError("the duel is over: nobody has anything to decide")
        table, prior, known = duel.db.table, self.prior(duel.db), self.known(duel)
        if self.ms is None:
            playouts = search_playouts(int(duel.states[0]["num_players"])) if self.playouts is None else self.playouts
            return int(search_at(duel.states, 0, table, playouts, self.turns, self.cheat, prior, known,
                                 self.rng, self.obs))
        mask = duel.action_mask()
        encode_at(duel.states, 0, table, duel.current_player, self.obs)
        default = heuristic_action(self.obs, mask, self.rng)
        actions = np.flatnonzero(mask).astype(np.int64)
        if actions.size <= 1:
            return int(default)
        totals = np.zeros(actions.size)
        rounds, deadline = 0, time.perf_counter() + self.ms / 1000
        while rounds == 0 or time.perf_counter() < deadline:
            search_rounds_at(duel.states, 0, table, actions, totals, 1, self.turns, self.cheat, prior, known,
                             self.rng, self.obs)
            rounds += 1
        return int(best_action(actions, totals / rounds, default))
