"""2v2 supply (V-2v2-4, V-2v2-5): when a player loses, each living teammate picks one
supply at once: an instant game action, not a chain link, that nothing responds to. Which
options are legal (A-22) is decided with every other mask, in ``legal.build_mask``."""
from .._jit import njit

from .constants import A_SUPPLY, DRAW_DRAWN, EV_SUPPLY, PROMPT_SUPPLY, SUPPLY_OPTIONS
from .events import log_event
from .players import next_owed
from .stack import ask, pop
from .zones import take_top_card

S_ASK = 0
S_CHOSEN = 1


@njit(cache=True)
def give_supply(st, p, k):
    gain, cards = SUPPLY_OPTIONS[k]
    inert_gain(st, p, gain, cards)
    log_event(st, EV_SUPPLY, p, k, 0)


@njit(cache=True)
def inert_gain(st, p, gain, cards):
    """V-2v2-5: LP and cards arrive directly; no effect that watches LP gains or draws
    applies to them (Solemn Wishes, Fire Princess: ``take_top_card`` and a bare LP change),
    and no "cannot draw" stops them (Protector of the Sanctuary bars effect draws only). Also
    a V-ID-3 bounty."""
    st.lp[p] += gain
    for _ in range(cards):
        take_top_card(st, p, DRAW_DRAWN)


@njit(cache=True)
def run_supply(st, db, i):
    if st.stk_step[i] == S_CHOSEN:
        p = st.stk_arg[i, 0]
        if st.alive[p]:                       # a player who conceded here gets nothing
            give_supply(st, p, st.answer - A_SUPPLY)
        st.supply_due &= ~(1 << p)
    p, st.supply_due = next_owed(st, st.supply_due)
    if p < 0:
        pop(st)
        return
    st.stk_arg[i, 0] = p
    st.stk_step[i] = S_CHOSEN
    ask(st, db, PROMPT_SUPPLY, p)
