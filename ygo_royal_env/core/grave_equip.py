"""Equipping Equip Spells from a GY without activating them (Gilford the Legend: "equip as many as possible"):
the activator picks an Equip Spell, then the monster it goes to, again while one can be equipped. A resolving
decision op of its own (``decisions.ask_decision``/``apply_decision`` call in), the equips' placing and lasting
entry being the same as a resolved activation's."""
from .._jit import njit

from ..cards.constants import ATTACH_EQUIP, TARGET_SLOT
from .constants import LOC_GRAVE, LOC_MZONE, N_MZONES, POS_FACEDOWN_DEF, POS_FACEUP_CARD, PROMPT_CHOOSE
from .lasting import add_lasting_card
from .links import activator_in_duel
from .selectors import equips_target, still_selectable
from .stack import ask, clear_sub
from .zones import attach, drop_card, place_spell
from .zone_queries import free_szone


@njit(cache=True)
def equip_targets(st, db, e, p, race, write):
    """The face-up monsters p controls, of Type ``race`` (0 any), that Equip Spell e may equip (its own target
    selector); written as the prompt's candidates if ``write``; how many."""
    n = 0
    rec = db[st.c_card[e]]
    if not equips_target(rec):
        return 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and st.c_pos[m] != POS_FACEDOWN_DEF and (race == 0 or db[st.c_card[m]].race == race) \
                and still_selectable(st, db, e, 0, TARGET_SLOT, m):
            if write:
                st.pr_cand[n] = m
            n += 1
    if write:
        st.pr_ncand = n
    return n


@njit(cache=True)
def grave_equips(st, db, p, race, write):
    """The Equip Spells in p's GY that may equip one of p's face-up monsters of Type ``race``; how many."""
    n = 0
    for j in range(st.pile_n[p, LOC_GRAVE]):
        e = st.pile[p, LOC_GRAVE, j]
        if equip_targets(st, db, e, p, race, False) > 0:
            if write:
                st.pr_cand[n] = e
            n += 1
    if write:
        st.pr_ncand = n
    return n


@njit(cache=True)
def equip_next(st, db, k, i, race):
    """Ask the next pick of link k (resolution unit i, ``stk_sub`` the step): an Equip Spell of the GY while a zone
    is free and one can be equipped (step 1), then its monster (step 2, the Equip Spell kept in ``stk_pick``).
    Returns whether it asked; all picks made, nothing is asked."""
    p = st.ch_player[k]
    if st.stk_sub[i] == 2:
        e = st.stk_pick[i, 0]
        if equip_targets(st, db, e, p, race, True) > 0:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return True
    elif activator_in_duel(st, k) and free_szone(st, p) >= 0 and grave_equips(st, db, p, race, True) > 0:
        st.stk_sub[i] = 1
        st.pr_left = 0                           # "as many as possible": each pick is due
        ask(st, db, PROMPT_CHOOSE, p)
        return True
    clear_sub(st, i)
    return False


@njit(cache=True)
def equip_answered(st, db, k, i, race, picked):
    """The pick made: an Equip Spell (its monster is asked next), or its monster: the Equip Spell is placed
    face-up in a free Spell/Trap Zone, attached (``attach``, its "equipped" triggers noted) and stays (the
    lasting table); then the next pick."""
    p = st.ch_player[k]
    if st.stk_sub[i] == 1:
        st.stk_sub[i] = 2
        st.stk_pick[i, 0] = picked
        return equip_next(st, db, k, i, race)
    e = st.stk_pick[i, 0]
    z = free_szone(st, p)
    if st.c_loc[e] == LOC_GRAVE and z >= 0 and st.c_loc[picked] == LOC_MZONE and st.c_ctrl[picked] == p:
        drop_card(st, e)
        place_spell(st, e, p, z, POS_FACEUP_CARD)
        add_lasting_card(st, db, e, p, -1, 0)
        attach(st, e, picked, ATTACH_EQUIP)
        st.ch_done[k] += 1
    clear_sub(st, i)
    return equip_next(st, db, k, i, race)
