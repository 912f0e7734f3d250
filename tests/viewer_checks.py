"""What a viewer may know, from the engine's visibility rule (not from any renderer), and the
card names a text names: the leak check of the replay viewer tests (issue #21).

A step's text may name a card only if some card of that name is visible to the viewer
(``card_visible``) just before or just after the step, or the step's events revealed it to
every player: an R22 reveal, or a card added to the hand (shown to all, B24; a search
too, under ``search_reveal_to="all"``, which the tests use).
"""
from __future__ import annotations

import re
from functools import lru_cache

import numpy as np
from numba import njit

from ygo_royal_env import Duel
from ygo_royal_env.core.constants import EV_NAMES, EV_REVEAL, EV_TO_HAND
from ygo_royal_env.core.visibility import card_visible
from ygo_royal_env.replay import Step

REVEALING = (EV_NAMES[EV_REVEAL], EV_NAMES[EV_TO_HAND])


@njit(cache=True)
def visible_rows(states, db, viewer, out):
    """``card_visible`` for every card row at once (one call from Python per state)."""
    st = states[0]
    for c in range(out.size):
        out[c] = card_visible(st, db, c, viewer)


def visibility(duel: Duel, viewer: int) -> np.ndarray:
    out = np.zeros(duel.rec["c_card"].size, np.bool_)
    visible_rows(duel.states, duel.db.table, viewer, out)
    return out


def instances(duel: Duel) -> dict[str, np.ndarray]:
    """Card rows of each name now in the duel (tokens appear when they are created)."""
    cards = duel.rec["c_card"]
    rows = np.flatnonzero(cards >= 0)
    names: dict[str, list[int]] = {}
    for c in rows:
        names.setdefault(duel.db.name(int(cards[c])), []).append(int(c))
    return {n: np.array(cs) for n, cs in names.items()}


@lru_cache(maxsize=None)
def name_pattern(names: frozenset[str]) -> re.Pattern:
    """Whole card names, longest first, so "Dark Blade" is not found inside a longer name."""
    alternation = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w'])(?:{alternation})(?![\w])")


class Knowledge:
    """Checks the texts of one replay step against what a viewer (-1: a spectator) may know."""

    def __init__(self, step: Step, all_names: frozenset[str], viewers: tuple[int, ...]):
        """Read now: ``step.after`` moves on with the replay."""
        assert step.after.config.search_reveal_to == "all"
        self.pattern = name_pattern(all_names)
        revealed = {step.after.card_name(e.b) for e in step.events if e.kind in REVEALING}
        self.known = {v: set(revealed) for v in viewers}
        for duel in (step.before, step.after):
            if duel is not None:
                rows = instances(duel)
                for v in viewers:
                    seen = visibility(duel, v)
                    self.known[v] |= {n for n, cs in rows.items() if seen[cs].any()}

    def leaks(self, viewer: int, text: str) -> list[str]:
        """The card names in ``text`` that ``viewer`` could not know at this step."""
        return sorted({m.group(0) for m in self.pattern.finditer(text) if m.group(0) not in self.known[viewer]})


def pool_names(duel: Duel) -> frozenset[str]:
    """Every card name that can appear in this duel: its cards and the tokens of the database."""
    names = set(instances(duel))
    names |= {n for n in duel.db.names if "Token" in n}
    return frozenset(names)
