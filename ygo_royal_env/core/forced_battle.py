"""A battle an effect makes happen at once, outside the Battle Phase (Last Turn's "it battles your
monster"): the damage calculation of battle.py run while a chain link resolves, for two monsters
the effect names, the first attacking the second (B12, or P21's HP model; an attacked face-down
monster is flipped first, B13); the monsters it destroys go to the GY at once, as at the end of a
Damage Step, with their "destroyed by battle" triggers, chained after the chain (B17). No window
opens inside it. An attack in progress (an effect resolving in the Battle Step) is kept aside and
restored. battle.py reads the attacking monster's controller as the turn player (the player who
destroys the attacked monster): the ops that start such a battle attack with the turn player's
monster (Last Turn, OPP-PHASE)."""
from .._jit import njit

from ..cards.constants import MOD_NO_BATTLE_DAMAGE, UNTIL_END_OF_DAMAGE_STEP
from .constants import LOC_MZONE
from .battle import damage_calculation, end_of_damage_step, flip_attacked
from .modifiers import add_modifier, remove_row


@njit(cache=True)
def everyone_shielded_row(st):
    """The row that keeps every player from taking battle damage in this battle (-1 none)."""
    for i in range(st.md_n):
        if st.md_kind[i] == MOD_NO_BATTLE_DAMAGE and st.md_card[i] < 0 and st.md_player[i] < 0 \
                and st.md_until[i] == UNTIL_END_OF_DAMAGE_STEP:
            return i
    return -1


@njit(cache=True)
def battle_now(st, db, a, t, no_damage):
    """Monster a attacks monster t at once, both still on the field: damage calculation, then the
    monsters it destroyed are sent to the GY. ``no_damage``: no player takes battle damage from it
    (a "no battle damage" row on every player for the calculation, dropped after it unless one
    was there before)."""
    if st.c_loc[a] != LOC_MZONE or st.c_loc[t] != LOC_MZONE:
        return
    card, target, player = st.atk_card, st.atk_target, st.atk_player
    st.atk_card = a
    st.atk_target = t
    st.atk_player = st.c_ctrl[t]
    added = no_damage and everyone_shielded_row(st) < 0
    if added:
        add_modifier(st, MOD_NO_BATTLE_DAMAGE, -1, -1, 1, UNTIL_END_OF_DAMAGE_STEP, -1, st.turn)
    kills = damage_calculation(st, db, flip_attacked(st))
    if added and everyone_shielded_row(st) >= 0:
        remove_row(st, everyone_shielded_row(st))
    if not st.done:
        end_of_damage_step(st, db, kills)
    st.atk_card = card
    st.atk_target = target
    st.atk_player = player
