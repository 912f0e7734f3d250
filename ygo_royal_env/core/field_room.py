"""Room on the field as the statics leave it: monster and field caps (Monster cap, field cap), the free
zones a summon or a token may use, and One-Type locks on what may be on the field (RULES.md R23;
docs/effects.md "Continuous effects")."""
from .._jit import njit
from ..cards.constants import STATIC_MONSTER_CAP, STATIC_FIELD_CAP, STATIC_ONE_TYPE
from .constants import N_MZONES, N_SZONES, POS_FACEDOWN_DEF
from .players import in_duel, is_opponent
from .zone_queries import (MONSTERS_FACE_UP_OTHER_TYPE, free_main_zones, free_mzone, monster_count, monsters_of,
                           summon_locked, summon_zone_of)
from .statics import in_duel_statics, applies, source


@njit(cache=True)
def monster_cap(st, db, q):
    """R16 (OPP-ALL, T-R16g): the most monsters player q may control once a monster is placed
    on their field: for each applying "opponents' monsters at most the controller's" (Kaiser
    Colosseum) whose controller is an opponent of q and controls 1+ monsters, that
    controller's count; 99 without one. Monsters already there stay (only placing is barred)."""
    cap = 99
    if not in_duel_statics(st, STATIC_MONSTER_CAP):
        return cap
    for k in range(st.ls_n):
        src = st.ls_card[k]
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_MONSTER_CAP and applies(st, db, rec, s) and is_opponent(st, st.c_ctrl[src], q):
                n = monster_count(st, st.c_ctrl[src])
                if n > 0:
                    cap = min(cap, n)
    return cap


@njit(cache=True)
def field_cards(st, p):
    """The cards on p's field: monster, Spell/Trap and Field zones."""
    n = monster_count(st, p) + (1 if st.fzone[p] >= 0 else 0)
    for z in range(N_SZONES):
        if st.szone[p, z] >= 0:
            n += 1
    return n


@njit(cache=True)
def field_cap(st, db):
    """R22 (T-R22e): the most cards any player may have on the field once a card is placed
    there: the smallest ``max_cards`` of the applying "at most cards on each field" statics
    (Spatial Collapse; every player, its controller too); 99 without one."""
    cap = 99
    if not in_duel_statics(st, STATIC_FIELD_CAP):
        return cap
    for k in range(st.ls_n):
        rec = db[st.c_card[st.ls_card[k]]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_FIELD_CAP and applies(st, db, rec, s):
                cap = min(cap, rec.s_amount[s])
    return cap


@njit(cache=True)
def room_on_field(st, db, p, leaving):
    """A card may be placed on p's field (``leaving`` of p's cards leave it first) as far as
    R22's Spatial Collapse goes."""
    return not in_duel_statics(st, STATIC_FIELD_CAP) or field_cards(st, p) - leaving + 1 <= field_cap(st, db)


@njit(cache=True)
def open_mzone(st, db, p, leaving):
    """A free Main Monster Zone of p's where a monster may be placed now (``leaving`` of p's
    monsters leave the field first: Tributes), or -1: see ``placeable``."""
    return placeable(st, db, p, leaving, free_mzone(st, p))


@njit(cache=True)
def placeable(st, db, p, leaving, z):
    """Zone z (-1 none) if a monster may be placed there now: -1 when p would then control more
    monsters than ``monster_cap`` allows (R16, Kaiser Colosseum) or more cards than
    ``field_cap`` (R22, Spatial Collapse)."""
    if z >= 0 and st.has_statics and (monster_count(st, p) - leaving + 1 > monster_cap(st, db, p)
                                      or not room_on_field(st, db, p, leaving)):
        return -1
    return z


@njit(cache=True)
def summon_zone(st, db, p):
    """``open_mzone`` for a monster p Summons now (an effect's or a procedure's Special Summon):
    none while p may Summon no other monster (Scapegoat's ``summon_lock``)."""
    return -1 if summon_locked(st, p) else open_mzone(st, db, p, 0)


@njit(cache=True)
def extra_summon_zone(st, db, p, c):
    """``summon_zone`` for monster c of p's Extra Deck: an EMZ p may use counts too (V-BOSS-2)."""
    return -1 if summon_locked(st, p) else placeable(st, db, p, 0, summon_zone_of(st, p, c))


@njit(cache=True)
def room_for_monsters(st, db, p, n):
    """n monsters may be placed on p's field at once (Scapegoat's 4 tokens): n free Main Monster
    Zones, and no more monsters than ``monster_cap`` (R16) or cards than ``field_cap`` (R22) once
    they are there."""
    return free_main_zones(st, p) >= n and not (st.has_statics and (monster_count(st, p) + n > monster_cap(st, db, p)
                                                  or field_cards(st, p) + n > field_cap(st, db)))


@njit(cache=True)
def token_room(st, db, p, opp, n, to_opponent):
    """special_summon_tokens: room for its n tokens on the field they go to, p's own or the effect's
    opponent's (Ojama Trio), who must be in the duel."""
    q = opp if to_opponent else p
    return q >= 0 and in_duel(st, q) and room_for_monsters(st, db, q, n)


@njit(cache=True)
def lasting_statics_of(st, db, p, kind):
    """How many applying static effects of ``kind`` the lasting Spells/Traps of player p have
    (p < 0: of any player's), a negated Trap's not counted (``source``)."""
    n = 0
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c < 0 or (p >= 0 and st.c_ctrl[c] != p):
            continue
        rec = db[st.c_card[c]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == kind:
                n += 1
    return n


@njit(cache=True)
def type_cap_on(st, db):
    """R22 (T-R22f): a card that lets every player control face-up monsters of only 1 Type
    applies (Rivalry of Warlords)."""
    return in_duel_statics(st, STATIC_ONE_TYPE) and lasting_statics_of(st, db, -1, STATIC_ONE_TYPE) > 0


@njit(cache=True)
def type_fits(st, db, p, c):
    """Monster c may come face-up onto p's field as far as Rivalry of Warlords goes (R22): no
    such card applies, or every other face-up monster p controls has c's Type. The masks ask it
    of Flip Summons and procedures (of Normal Summons ``type_misfits``: Tributes leave first), an
    effect's Special Summon at resolution;
    whatever else turns a monster face-up is adjusted afterwards (PROC_ADJUST)."""
    return race_fits(st, db, p, db[st.c_card[c]].race, c)


@njit(cache=True)
def race_fits(st, db, p, race, c):
    """``type_fits`` for a monster of Type ``race`` (c: its row, -1 for tokens not summoned yet)."""
    return race_misfits(st, db, p, race, c, False) == 0


@njit(cache=True)
def type_misfits(st, db, p, c, write):
    """The face-up monsters p controls, c aside, of another Type than c's, while Rivalry of
    Warlords applies (R22; else none), written as the prompt's candidates if ``write``; how
    many. A Tribute Summon of c is possible when its Tributes can take them all (they leave
    before c is summoned)."""
    return race_misfits(st, db, p, db[st.c_card[c]].race, c, write)


@njit(cache=True)
def race_misfits(st, db, p, race, c, write):
    """``type_misfits`` for a monster of Type ``race`` (c: its row, -1 none)."""
    if not type_cap_on(st, db):
        return 0
    return monsters_of(st, db, p, MONSTERS_FACE_UP_OTHER_TYPE, race, c, write)


@njit(cache=True)
def type_candidates(st, db, q, write):
    """One face-up monster of q per Type (the Types q may keep, R22), written as the prompt's
    candidates if ``write``; how many Types."""
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m < 0 or st.c_pos[m] == POS_FACEDOWN_DEF:
            continue
        seen = False
        for j in range(z):
            d = st.mzone[q, j]
            if d >= 0 and st.c_pos[d] != POS_FACEDOWN_DEF and db[st.c_card[d]].race == db[st.c_card[m]].race:
                seen = True
        if not seen:
            if write:
                st.pr_cand[k] = m
            k += 1
    if write:
        st.pr_ncand = k
    return k
