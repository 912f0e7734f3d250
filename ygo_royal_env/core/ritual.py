"""The Ritual Summon of a resolving chain link (B10; op ``ritual_summon``: Black Luster Ritual,
Contract with the Abyss): the activator chooses a Ritual Monster of their hand (or of their
Extra Deck where Ritual Monsters go there, P9) that the Spell can summon, then Tributes monsters
of their hand or field one at a time until their Levels total its Level ("at least": and no
Tribute more than needed, so the total less the lowest Level stays below it; "equal": exactly
it); then its position. It is Special Summoned properly (``c_proper``: Monster Reborn may revive
it later).

Each Tribute goes to the GY as it is chosen (nothing else happens in between, so the summon
reads the same as a simultaneous Tribute), and a card is offered only if the Tributes can still
be completed with it: a zone for the monster included, which a Tribute from the field frees when
none is free.

The resolution unit keeps the progress: the Ritual Monster (``stk_pick``), the Levels Tributed
so far (``stk_count``), the lowest of them (``stk_low``, NO_LOW before the first), whether one
came from the field (``stk_field``), and ``stk_sub`` 1 once the position is asked.
"""
from .._jit import njit

from .constants import (A_POSITION, A_SELECT, EV_TRIBUTE, LOC_EXTRA, LOC_HAND, LOC_MZONE, MAX_CANDIDATES,
                        N_MZONES, POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_CHOOSE, PROMPT_POSITION)
from .events import log_event
from .procedure import NO_LOW, completable, level_of, offer_at, offerable, ritual_fits
from .selectors import add_named_candidate
from .stack import ask, clear_sub
from .field_room import placeable
from .zones import send_to_grave, special_summon
from .zone_queries import summon_locked, summon_zone_of

@njit(cache=True)
def ask_ritual_monster(st, db, p, row, attribute, exact):
    """Ask p which Ritual Monster to Ritual Summon (one candidate per name); returns whether
    there is one."""
    k = 0
    if not summon_locked(st, p):
        for where in (LOC_HAND, LOC_EXTRA):
            for i in range(st.pile_n[p, where]):
                r = st.pile[p, where, i]
                if ritual_fits(db, st.c_card[r], row, attribute) and completable(st, db, p, r, 0, NO_LOW, False,
                                                                                 exact, -1):
                    k = add_named_candidate(st, k, r)
    st.pr_ncand = k
    if k == 0:
        return False
    st.pr_left = 0
    ask(st, db, PROMPT_CHOOSE, p)
    return True


@njit(cache=True)
def tribute_next(st, db, p, i, exact):
    """Go on with the Ritual Summon resolution unit i keeps: Tribute the only card that fits, or ask
    for one where several do, until the Tributes are complete; then ask the position. Returns
    whether it asked; when it is over (the monster left, or nothing fits any more) the unit's
    sub-state is cleared."""
    monster = st.stk_pick[i, 0]
    level = level_of(st, db, monster)
    while True:
        if st.c_loc[monster] != LOC_HAND and st.c_loc[monster] != LOC_EXTRA:
            clear_sub(st, i)
            return False
        total = st.stk_count[i]
        low = st.stk_low[i]
        field = st.stk_field[i] != 0
        if total == level if exact else total >= level:   # complete: every pick kept it completable
            if placeable(st, db, p, 0, summon_zone_of(st, p, monster)) < 0:
                clear_sub(st, i)
                return False
            ask(st, db, PROMPT_POSITION, p)
            st.stk_sub[i] = 1
            return True
        k = 0
        for j in range(st.pile_n[p, LOC_HAND] + N_MZONES):
            d = offer_at(st, p, j)
            if offerable(st, db, p, d, monster) and k < MAX_CANDIDATES:
                lv = level_of(st, db, d)
                if completable(st, db, p, monster, total + lv, min(low, lv), field or st.c_loc[d] == LOC_MZONE,
                               exact, d):
                    st.pr_cand[k] = d
                    k += 1
        st.pr_ncand = k
        if k == 0:
            clear_sub(st, i)
            return False
        if k > 1:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return True
        tribute(st, db, p, i, st.pr_cand[0])


@njit(cache=True)
def tribute(st, db, p, i, d):
    """Tribute card d for the Ritual Summon resolution unit i keeps, counted in its sub-state."""
    lv = level_of(st, db, d)
    st.stk_count[i] = min(st.stk_count[i] + lv, 63)
    st.stk_low[i] = min(st.stk_low[i], lv)
    if st.c_loc[d] == LOC_MZONE:
        st.stk_field[i] = 1
    log_event(st, EV_TRIBUTE, p, d, 0)
    send_to_grave(st, d)


@njit(cache=True)
def ritual_answered(st, db, p, i, exact):
    """Apply p's answer to the Ritual Summon's last question; whether it asked again."""
    monster = st.stk_pick[i, 0]
    if monster < 0:                              # the Ritual Monster
        st.stk_pick[i, 0] = st.pr_cand[st.answer - A_SELECT]
        st.stk_low[i] = NO_LOW
        return tribute_next(st, db, p, i, exact)
    if st.stk_sub[i] == 1:                       # its position
        if (st.c_loc[monster] == LOC_HAND or st.c_loc[monster] == LOC_EXTRA) \
                and placeable(st, db, p, 0, summon_zone_of(st, p, monster)) >= 0:
            special_summon(st, db, monster, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
            st.c_proper[monster] = 1             # B10: properly summoned
        clear_sub(st, i)
        return False
    tribute(st, db, p, i, st.pr_cand[st.answer - A_SELECT])
    return tribute_next(st, db, p, i, exact)
