"""The BOSS's Extra Monster Zones (RULES.md V-BOSS-2, V-BOSS-3, A-30, A-31; R2 allows them only here).

Each player's monster zone slots 5 and 6 name the two physical EMZs, ``EMZ_L`` and ``EMZ_R`` in
the BOSS's frame: at most one player holds a monster in each (A-31), so a slot is free for p
only if nobody holds that EMZ. ``EMZ_L`` lies in BOSS column 1 and faces the left neighbour
(next(BOSS), or prev(BOSS) with ``emz_left_faces="prev"``), ``EMZ_R`` in column 3 faces the
other neighbour; neighbours are recomputed among living players, so with one challenger left
both face it (T-VBOSS-e, MR2020 1v1). Who may use an EMZ: the BOSS with ``boss_emz`` (at most
``boss_emz_max`` at once), a challenger only with ``challenger_emz`` and only the EMZ it faces
(at most 1, MR2020). Only a monster Special Summoned from the Extra Deck goes there (zones.py).
"""
from .._jit import njit

from .constants import CARD_EXTRA_DECK, N_EMZ, N_MMZ
from .players import next_alive, prev_alive

EMZ_L = N_MMZ                    # monster zone slot of the left EMZ (BOSS column 1)
EMZ_R = N_MMZ + 1                # of the right EMZ (BOSS column 3)
BOSS_COLUMNS = (1, 3)            # the EMZs' columns in the BOSS's own view (A-30)

# Link arrows as a bitmask (the usual Link Marker bits); left and right arrows of an EMZ
# monster point nowhere
ARROW_BOTTOM_LEFT = 1
ARROW_BOTTOM = 2
ARROW_BOTTOM_RIGHT = 4
ARROW_LEFT = 8
ARROW_RIGHT = 32
ARROW_TOP_LEFT = 64
ARROW_TOP = 128
ARROW_TOP_RIGHT = 256


@njit(cache=True)
def emz_faces(st, k):
    """The player EMZ k (0 left, 1 right) faces: a neighbour of the BOSS among living players (A-30)."""
    if (k == 0) != st.rule_emz_prev:
        return next_alive(st, st.boss)
    return prev_alive(st, st.boss)


@njit(cache=True)
def emz_allowed(st, p, k):
    """p may hold a monster in EMZ k by the config (V-BOSS-2, V-BOSS-3), occupancy aside."""
    if st.boss < 0 or not st.rule_boss_emz:
        return False
    if p == st.boss:
        return True
    return st.rule_challenger_emz and emz_faces(st, k) == p


@njit(cache=True)
def emz_cap(st, p):
    """EMZ monsters p may hold at once: ``boss_emz_max`` for the BOSS, 1 for a challenger (MR2020)."""
    return st.rule_emz_max if p == st.boss else 1


@njit(cache=True)
def emz_holder(st, k):
    """The player holding a monster in physical EMZ k, -1 nobody (A-31: at most one)."""
    for q in range(st.num_players):
        if st.mzone[q, N_MMZ + k] >= 0:
            return q
    return -1


@njit(cache=True)
def emz_held(st, p):
    """How many EMZ monsters p holds."""
    n = 0
    for k in range(N_EMZ):
        n += st.mzone[p, N_MMZ + k] >= 0
    return n


@njit(cache=True)
def free_emz(st, p):
    """The EMZ slot a monster p Special Summons from the Extra Deck goes to now, -1 none: one p
    may use, that nobody holds (A-31), while p holds fewer than its cap; EMZ_L first."""
    if not st.rule_boss_emz or emz_held(st, p) >= emz_cap(st, p):
        return -1
    for k in range(N_EMZ):
        if emz_allowed(st, p, k) and emz_holder(st, k) < 0:
            return N_MMZ + k
    return -1


@njit(cache=True)
def emz_problem(st):
    """The first monster in an EMZ against V-BOSS-2/3 or A-31, -1 none: held by a player who may
    not use that EMZ, by a player over its cap, in an EMZ two players hold, or not a monster of
    the Extra Deck (invariants.py, scenario.py)."""
    for k in range(N_EMZ):
        holders = 0
        for q in range(st.num_players):
            c = st.mzone[q, N_MMZ + k]
            if c < 0:
                continue
            holders += 1
            if holders > 1 or not emz_allowed(st, q, k) or emz_held(st, q) > emz_cap(st, q) or not st.c_extra[c] & CARD_EXTRA_DECK:
                return c
    return -1


def emz_arrow_zones(st, zone: int, arrows: int, holder: int | None = None) -> list[tuple[int, int]]:
    """A-30: the (player, Main Monster Zone column) each Link arrow of a monster in EMZ slot
    ``zone`` (EMZ_L or EMZ_R) points to, in arrow order bottom-left, bottom, bottom-right,
    top-left, top, top-right. ``holder`` (default the BOSS) is its controller. Columns run 0-4
    left to right in each player's own view and column c faces column 4 - c of the player
    opposite: bottom arrows point to the holder's columns c-1, c, c+1 below the EMZ, top arrows
    to the facing player's columns 4-(c-1), 4-c, 4-(c+1). The pool has no Link Monster, so the
    engine never reads this; it is the geometry a later format would use."""
    boss = int(st["boss"])
    k = zone - EMZ_L
    p = boss if holder is None else holder
    if p == boss:
        column, across = BOSS_COLUMNS[k], int(emz_faces(st, k))
    else:
        column, across = 4 - BOSS_COLUMNS[k], boss
    out = []
    for bit, (who, col) in ((ARROW_BOTTOM_LEFT, (p, column - 1)), (ARROW_BOTTOM, (p, column)),
                            (ARROW_BOTTOM_RIGHT, (p, column + 1)), (ARROW_TOP_LEFT, (across, 4 - (column - 1))),
                            (ARROW_TOP, (across, 4 - column)), (ARROW_TOP_RIGHT, (across, 4 - (column + 1)))):
        if arrows & bit:
            out.append((who, col))
    return out
