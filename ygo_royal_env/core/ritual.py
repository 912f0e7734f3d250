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

Unit arg 1 of the resolution keeps the progress: the Ritual Monster + 1 (bits 0-9), the Levels
Tributed so far (bits 10-15), the lowest of them (bits 16-19, NO_LOW before the first), a
Tribute from the field (bit 20), and bit 30 once the position is asked.
"""
from .._jit import njit

from .constants import (A_POSITION, A_SELECT, EV_TRIBUTE, LOC_EXTRA, LOC_HAND, LOC_MZONE, MAX_CANDIDATES,
                        N_MZONES, POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_CHOOSE, PROMPT_POSITION)
from .events import log_event
from .procedure import NO_LOW, completable, level_of, offer_at, offerable, ritual_fits
from .selectors import add_named_candidate
from .stack import ask
from .field_room import placeable
from .zones import send_to_grave, special_summon
from .zone_queries import summon_locked, summon_zone_of

CARD_MASK = (1 << 10) - 1
SUM_SHIFT = 10
LOW_SHIFT = 16
FIELD_TRIBUTE = 1 << 20
POSITION_ASKED = 1 << 30


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
def tribute_next(st, db, p, progress, exact):
    """Go on with the Ritual Summon at ``progress``: Tribute the only card that fits, or ask for
    one where several do, until the Tributes are complete; then ask the position. Returns the
    new progress, 0 when it is over (the monster left, or nothing fits any more)."""
    monster = (progress & CARD_MASK) - 1
    level = level_of(st, db, monster)
    while True:
        if st.c_loc[monster] != LOC_HAND and st.c_loc[monster] != LOC_EXTRA:
            return 0
        total = (progress >> SUM_SHIFT) & 63
        low = (progress >> LOW_SHIFT) & 15
        field = progress & FIELD_TRIBUTE != 0
        if total == level if exact else total >= level:   # complete: every pick kept it completable
            if placeable(st, db, p, 0, summon_zone_of(st, p, monster)) < 0:
                return 0
            ask(st, db, PROMPT_POSITION, p)
            return progress | POSITION_ASKED
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
            return 0
        if k > 1:
            st.pr_left = 0
            ask(st, db, PROMPT_CHOOSE, p)
            return progress
        progress = tribute(st, db, p, progress, st.pr_cand[0])


@njit(cache=True)
def tribute(st, db, p, progress, d):
    """Tribute card d for the Ritual Summon at ``progress``; the progress with it counted."""
    lv = level_of(st, db, d)
    total = ((progress >> SUM_SHIFT) & 63) + lv
    low = min((progress >> LOW_SHIFT) & 15, lv)
    field = FIELD_TRIBUTE if st.c_loc[d] == LOC_MZONE else 0
    log_event(st, EV_TRIBUTE, p, d, 0)
    send_to_grave(st, d)
    return (progress & CARD_MASK) | (min(total, 63) << SUM_SHIFT) | (low << LOW_SHIFT) | field \
        | (progress & FIELD_TRIBUTE)


@njit(cache=True)
def ritual_answered(st, db, p, progress, exact):
    """Apply p's answer to the Ritual Summon's last question; returns the new progress (0: over)."""
    if progress == 0:                            # the Ritual Monster
        return tribute_next(st, db, p, (st.pr_cand[st.answer - A_SELECT] + 1) | (NO_LOW << LOW_SHIFT), exact)
    monster = (progress & CARD_MASK) - 1
    if progress & POSITION_ASKED:
        if (st.c_loc[monster] == LOC_HAND or st.c_loc[monster] == LOC_EXTRA) \
                and placeable(st, db, p, 0, summon_zone_of(st, p, monster)) >= 0:
            special_summon(st, db, monster, p, POS_FACEUP_ATK if st.answer == A_POSITION else POS_FACEUP_DEF)
            st.c_proper[monster] = 1             # B10: properly summoned
        return 0
    return tribute_next(st, db, p, tribute(st, db, p, progress, st.pr_cand[st.answer - A_SELECT]), exact)
