"""Lasting modifiers: one table of what effects change for a while (issue 18 item 2).

An effect that changes a monster's stats until the end of the turn, takes control of it until the
End Phase, or changes what a player may do until their next turn, leaves a row here: what it
changes (``MOD_*``), the monster or the player it changes, a value, and when it lapses
(``UNTIL_*``). So do the rules' notes on a card for a while (a once-per-battle effect used in
this Damage Step; a card destroyed this turn, kept while it stays in the GY). The rules ask the
table (``card_total``, ``card_has``, ``card_row``, ``player_has``); ``sweep_turn`` and
``sweep_until`` expire rows as turns, battles and Damage Steps end, and a monster's rows go when
it leaves the field or is turned face-down (``drop_card``, ``drop_face_down``; a GY card's as it
leaves the GY). So a new card of this kind is a row, never a new field of the duel record.
Equal rows merge (stat changes add up; a restriction keeps the longer time), so the table
holds at most one row per monster or player and kind and expiry.
"""
from .._jit import njit

from ..cards.constants import (MOD_ATK, MOD_ATTACKS, MOD_CONTROL, MOD_DEF, MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF, MOD_SWAP_ORIGINAL, PLAYER_UNTIL_COUNT, PLAYER_UNTIL_THEIR_NEXT_TURN, UNTIL_END_OF_BATTLE,
                               PLAYER_UNTIL_THEIR_TURN, MOD_DESTROY_DRAWN, MOD_SET_TURN_TRAP_USED,
                               UNTIL_END_OF_DAMAGE_STEP, UNTIL_END_OF_TURN, UNTIL_NEXT_TURN_OF, UNTIL_USED,
                               UNTIL_WHILE_ON_FIELD, WHOSE_EVERY,
                               WHOSE_OPPONENT, WHOSE_OPPONENTS, WHOSE_YOU)
from .constants import MODIFIER_CAP
from .players import in_duel, is_opponent


@njit(cache=True)
def add_modifier(st, kind, card, player, value, until, clock, turn):
    """Add a row (``card`` -1 for a player's; ``player`` -1 for every player's); ``turn`` is
    the turn it was made in, or for UNTIL_NEXT_TURN_OF the ``turns_taken`` count of ``clock``
    it lasts through. A row equal in all but value and turn merges into the existing one; a
    full table drops the new row (MODIFIER_CAP leaves room for every monster's changes)."""
    for i in range(st.md_n):
        if st.md_kind[i] == kind and st.md_card[i] == card and st.md_player[i] == player \
                and st.md_until[i] == until and st.md_clock[i] == clock and (until != UNTIL_END_OF_TURN
                                                                             or st.md_turn[i] == turn) \
                and (kind != MOD_DESTROY_DRAWN and kind != MOD_SET_TURN_TRAP_USED
                     or st.md_value[i] == value):   # keyed rows (another ATK bound, another name): a row each
            if kind == MOD_ATK or kind == MOD_DEF or kind == MOD_SWAP_ORIGINAL or kind == MOD_ATTACKS:
                st.md_value[i] += value          # changes add up; a second switch switches back; attacks count
            else:
                st.md_value[i] = max(st.md_value[i], value)
            st.md_turn[i] = max(st.md_turn[i], turn)
            return
    if st.md_n >= MODIFIER_CAP:
        return
    i = st.md_n
    st.md_kind[i] = kind
    st.md_card[i] = card
    st.md_player[i] = player
    st.md_value[i] = value
    st.md_until[i] = until
    st.md_clock[i] = clock
    st.md_turn[i] = turn
    st.md_n = i + 1


@njit(cache=True)
def set_original_stats(st, c, p, v):
    """An effect of player p's makes monster c's original ATK and DEF ``v`` while it stays face-up on the
    field (an effect's Special Summon: Twin-Headed Behemoth, Megarock Dragon)."""
    add_modifier(st, MOD_ORIGINAL_ATK, c, p, v, UNTIL_WHILE_ON_FIELD, -1, st.turn)
    add_modifier(st, MOD_ORIGINAL_DEF, c, p, v, UNTIL_WHILE_ON_FIELD, -1, st.turn)


@njit(cache=True)
def in_force(st, i):
    """Row i applies now: made this turn (UNTIL_END_OF_TURN), before or in its clock player's
    counted turn while that player is in the duel (UNTIL_NEXT_TURN_OF), not used up
    (UNTIL_USED); a battle's or a Damage Step's rows apply until swept."""
    until = st.md_until[i]
    if until == UNTIL_END_OF_TURN:
        return st.md_turn[i] == st.turn
    if until == UNTIL_NEXT_TURN_OF:
        q = st.md_clock[i]
        if not st.alive[q] or st.absent[q]:
            return False
        t = st.turns_taken[q]
        return t < st.md_turn[i] or (t == st.md_turn[i] and st.turn_player == q)
    if until == UNTIL_USED:
        return st.md_value[i] > 0
    return True


@njit(cache=True)
def lapsed(st, i):
    """Row i can never apply again (``sweep_turn`` drops it)."""
    until = st.md_until[i]
    if until == UNTIL_NEXT_TURN_OF:
        q = st.md_clock[i]
        t = st.turns_taken[q]
        return not st.alive[q] or t > st.md_turn[i] or (t == st.md_turn[i] and st.turn_player != q)
    if until == UNTIL_END_OF_TURN or until == UNTIL_USED:
        return not in_force(st, i)
    return False


@njit(cache=True)
def remove_row(st, i):
    """Drop row i (the last row takes its place)."""
    last = st.md_n - 1
    st.md_kind[i] = st.md_kind[last]
    st.md_card[i] = st.md_card[last]
    st.md_player[i] = st.md_player[last]
    st.md_value[i] = st.md_value[last]
    st.md_until[i] = st.md_until[last]
    st.md_clock[i] = st.md_clock[last]
    st.md_turn[i] = st.md_turn[last]
    st.md_card[last] = -1
    st.md_n = last


DROP_LAPSED = 0     # drop_rows: the rows that can never apply again
DROP_UNTIL = 1      # ... whose expiry is the value
DROP_CARD = 2       # ... on the monster the value names
DROP_FACE_DOWN = 3  # ... on it but for a control change (it lasts while the monster stays in its zone)
DROP_CONTROL = 4    # ... of its control change


@njit(cache=True)
def drop_rows(st, which, value):
    """Drop the rows DROP_* ``which`` names (the others keep their order but for the moved last one)."""
    i = 0
    while i < st.md_n:
        if (which == DROP_LAPSED and lapsed(st, i)) or (which == DROP_UNTIL and st.md_until[i] == value) \
                or (which == DROP_CARD and st.md_card[i] == value) \
                or (which == DROP_FACE_DOWN and st.md_card[i] == value and st.md_kind[i] != MOD_CONTROL) \
                or (which == DROP_CONTROL and st.md_card[i] == value and st.md_kind[i] == MOD_CONTROL):
            remove_row(st, i)
        else:
            i += 1


@njit(cache=True)
def sweep_turn(st):
    """As a turn begins: drop the rows that have lapsed."""
    drop_rows(st, DROP_LAPSED, 0)


@njit(cache=True)
def sweep_until(st, until):
    """As a battle (UNTIL_END_OF_BATTLE) or a Damage Step (UNTIL_END_OF_DAMAGE_STEP) ends."""
    drop_rows(st, DROP_UNTIL, until)


@njit(cache=True)
def drop_card(st, c):
    """Card c left the field or was turned face-down: what effects changed on it lapses."""
    drop_rows(st, DROP_CARD, c)


@njit(cache=True)
def drop_face_down(st, c):
    """Monster c was turned face-down: what effects changed on it lapses; it stays taken (A-12)."""
    drop_rows(st, DROP_FACE_DOWN, c)


@njit(cache=True)
def drop_control(st, c):
    """Monster c leaves its controller's zone: a control change on it ends (if it comes back, it is
    a new card for the rules)."""
    drop_rows(st, DROP_CONTROL, c)


@njit(cache=True)
def card_total(st, c, kind):
    """The sum of the values of the rows of ``kind`` on monster c in force (an ATK change)."""
    v = 0
    for i in range(st.md_n):
        if st.md_card[i] == c and st.md_kind[i] == kind and in_force(st, i):
            v += st.md_value[i]
    return v


@njit(cache=True)
def card_row(st, c, kind):
    """The first row of ``kind`` on card c in force, -1 none."""
    for i in range(st.md_n):
        if st.md_card[i] == c and st.md_kind[i] == kind and in_force(st, i):
            return i
    return -1


@njit(cache=True)
def card_has(st, c, kind):
    """Monster c has a row of ``kind`` in force (its original ATK halved, its End Phase doom)."""
    return card_row(st, c, kind) >= 0


@njit(cache=True)
def player_row(st, p, kind):
    """The row of ``kind`` in force on player p (or on every player), -1 none."""
    for i in range(st.md_n):
        if st.md_card[i] < 0 and st.md_kind[i] == kind and (st.md_player[i] == p or st.md_player[i] < 0) \
                and in_force(st, i):
            return i
    return -1


@njit(cache=True)
def player_value(st, p, kind, value):
    """Player p has a row of ``kind`` valued ``value`` in force (a keyed row: MOD_SET_TURN_TRAP_USED)."""
    for i in range(st.md_n):
        if st.md_card[i] < 0 and st.md_kind[i] == kind and st.md_value[i] == value \
                and (st.md_player[i] == p or st.md_player[i] < 0) and in_force(st, i):
            return True
    return False


@njit(cache=True)
def player_has(st, p, kind):
    """Player p is under a modifier of ``kind`` now."""
    return st.md_n > 0 and player_row(st, p, kind) >= 0


@njit(cache=True)
def use_player_modifier(st, p, kind):
    """Player p's modifier of ``kind`` applies once (a skipped Draw Phase): True if it did,
    and one use is gone."""
    if st.md_n == 0:
        return False
    i = player_row(st, p, kind)
    if i < 0:
        return False
    st.md_value[i] -= 1
    return True


@njit(cache=True)
def modify_players(st, p, opp, kind, whose, until, count, value):
    """The op "player_modifier" of activator p (the effect's opponent ``opp``): a row of
    ``kind`` on the players ``whose`` names (WHOSE_*; every player's at once as one row unless
    each counts their own next turn), lasting as ``until`` (PLAYER_UNTIL_NAMES) says; a
    battle's needs an attack in progress. ``value``: the row's (destroy drawn monsters: its ATK + 1),
    1 for the others; ``count``: the uses, or which next turn it lasts through."""
    if until == UNTIL_END_OF_BATTLE or until == UNTIL_END_OF_DAMAGE_STEP:
        if st.atk_card < 0:
            return
    if whose == WHOSE_EVERY and until != PLAYER_UNTIL_THEIR_NEXT_TURN and until != PLAYER_UNTIL_THEIR_TURN:
        modify_player(st, p, -1, kind, until, count, value)
        return
    for q in range(st.num_players):
        if in_duel(st, q) and ((whose == WHOSE_YOU and q == p) or (whose == WHOSE_OPPONENT and q == opp)
                               or (whose == WHOSE_OPPONENTS and is_opponent(st, p, q)) or whose == WHOSE_EVERY):
            modify_player(st, p, q, kind, until, count, value)


@njit(cache=True)
def modify_player(st, p, q, kind, until, count, value):
    """One player_modifier row on player q (-1 every player) made by p; through the ``count``-th
    next turn for "end of your/their next turn" (Crush Card Virus: 3)."""
    if until == PLAYER_UNTIL_COUNT:
        add_modifier(st, kind, -1, q, count, UNTIL_USED, -1, st.turn)
    elif until == PLAYER_UNTIL_THEIR_NEXT_TURN:
        add_modifier(st, kind, -1, q, value, UNTIL_NEXT_TURN_OF, q, st.turns_taken[q] + count)
    elif until == PLAYER_UNTIL_THEIR_TURN:             # the turn in progress is the first if it is q's
        add_modifier(st, kind, -1, q, value, UNTIL_NEXT_TURN_OF, q,
                     st.turns_taken[q] + count - (1 if st.turn_player == q else 0))
    elif until == UNTIL_NEXT_TURN_OF:                  # "end of your next turn": counted on the activator
        add_modifier(st, kind, -1, q, value, UNTIL_NEXT_TURN_OF, p, st.turns_taken[p] + count)
    else:
        add_modifier(st, kind, -1, q, value, until, -1, st.turn)
