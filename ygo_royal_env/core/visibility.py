"""Hidden information (DESIGN principle 5): who may know which card. One rule shared by the
observation encoder, action descriptions and the rendered board."""
from numba import njit

from .constants import (LOC_BANISHED, LOC_DECK, LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOC_MZONE, POS_FACEUP_ATK,
                        POS_FACEUP_DEF, PROMPT_CHOOSE)


@njit(cache=True)
def card_visible(st, c, viewer):
    """Whether ``viewer`` (-1: a spectator) may know card c: GY and banished cards are
    public, field cards when face-up or controlled by the viewer, hand and Extra Deck cards
    only to their holder; deck cards only to their holder while they choose one for an effect
    (a search looks through the Deck), and out-of-game cards to nobody."""
    loc = st.c_loc[c]
    if loc == LOC_GRAVE or loc == LOC_BANISHED:
        return True
    if loc >= LOC_MZONE:
        pos = st.c_pos[c]
        return pos == POS_FACEUP_ATK or pos == POS_FACEUP_DEF or st.c_ctrl[c] == viewer
    if loc == LOC_HAND or loc == LOC_EXTRA:
        return st.c_ctrl[c] == viewer
    if loc == LOC_DECK:
        return st.pr_kind == PROMPT_CHOOSE and st.pr_player == viewer and st.c_ctrl[c] == viewer
    return False
