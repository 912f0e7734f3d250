"""Damage (B21): LP lost, credited to the player whose card or effect caused it (A-47, A-32, A-33).
Below the zones and the battle, so that a card leaving the field can inflict it too (Ojama Token)."""
from .._jit import njit

from .constants import EV_DAMAGE
from .events import log_event
from .trigger_events import note_effect_damage


@njit(cache=True)
def inflict_damage(st, player, amount, source):
    """LP never go below 0 (B21 checks the loss right after). Damage is credited to
    ``source`` (-1: nobody) at its full amount, for kills (A-47) and contributions (A-32)."""
    if amount <= 0:
        return
    was_alive = st.lp[player] > 0
    st.lp[player] = max(0, st.lp[player] - amount)
    if was_alive and st.lp[player] == 0:
        st.killer[player] = source            # whose damage took the LP to 0
    if source >= 0 and source != player:
        st.dmg_dealt[source, player] += amount
        st.last_damager[player] = source       # the last other player to deal damage
    log_event(st, EV_DAMAGE, player, amount, source)


@njit(cache=True)
def effect_damage(st, player, amount, source, c):
    """``inflict_damage`` by an effect of card c: the lasting cards waiting for an opponent's effect damage note
    it (Dark Room of Nightmare)."""
    if amount > 0:
        inflict_damage(st, player, amount, source)
        note_effect_damage(st, player, c)
