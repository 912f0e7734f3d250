"""Hidden information (DESIGN principle 5): who may know which card. One rule shared by the
observation encoder, action descriptions and the rendered board."""
from .._jit import njit

from ..cards.constants import STATIC_HANDS_REVEALED
from .constants import (LOC_BANISHED, LOC_DECK, LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOC_MZONE, POS_FACEUP_ATK,
                        POS_FACEUP_DEF, PROMPT_CHOOSE)
from .players import is_opponent
from .statics import in_duel_statics, card_has_static, source


@njit(cache=True)
def hand_revealed(st, db, q):
    """Player q's hand is shown to every player (A-40): while an Exchange resolves between q and
    another player (R19, ``hand_shown``), or while a lasting card whose controller is an opponent
    of q reveals its opponents' hands (R16, R13 example 1: The Eye of Truth; a negated Trap's
    does not)."""
    if (st.hand_shown >> q) & 1:
        return True
    if not in_duel_statics(st, STATIC_HANDS_REVEALED):
        return False
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c >= 0 and is_opponent(st, st.c_ctrl[c], q) and card_has_static(st, db, c, STATIC_HANDS_REVEALED):
            return True
    return False


@njit(cache=True)
def card_visible(st, db, c, viewer):
    """Whether ``viewer`` (-1: a spectator) may know card c: GY and banished cards are
    public, field cards when face-up or controlled by the viewer, hand and Extra Deck cards
    only to their holder (a hand revealed to every player: to everyone, ``hand_revealed``; a card of
    another's hand to the player choosing among them after looking at that hand: Confiscation);
    deck cards only to their holder while they choose one for an effect (a search looks
    through the Deck), and out-of-game cards to nobody."""
    loc = st.c_loc[c]
    if loc == LOC_GRAVE or loc == LOC_BANISHED:
        return True
    if loc >= LOC_MZONE:
        pos = st.c_pos[c]
        return pos == POS_FACEUP_ATK or pos == POS_FACEUP_DEF or st.c_ctrl[c] == viewer
    if loc == LOC_HAND:
        return st.c_ctrl[c] == viewer or hand_revealed(st, db, st.c_ctrl[c]) or offered_to(st, c, viewer)
    if loc == LOC_EXTRA:
        return st.c_ctrl[c] == viewer
    if loc == LOC_DECK:                          # a card of another's Deck offered to the viewer's pick (Painful Choice)
        return (st.pr_kind == PROMPT_CHOOSE and st.pr_player == viewer and st.c_ctrl[c] == viewer) \
            or offered_to(st, c, viewer)
    return False


@njit(cache=True)
def offered_to(st, c, viewer):
    """Card c is a candidate of ``viewer``'s ``choose`` prompt now (a card of another player's hand that
    the viewer looks at to pick one: ``look_at_hand``; of another's Deck: ``opponent_picks_from_deck``)."""
    if st.pr_kind != PROMPT_CHOOSE or st.pr_player != viewer or viewer < 0:
        return False
    for k in range(st.pr_ncand):
        if st.pr_cand[k] == c:
            return True
    return False
