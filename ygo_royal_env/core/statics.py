"""Static (continuous) effects: which cards' statics apply and to what (RULES.md R23, R38-R45;
docs/effects.md "Continuous effects"). What they govern is answered by the modules above this
one: ATK/DEF in atk_def.py, room on the field and One-Type locks in field_room.py, what they
forbid, force or charge in static_locks.py, attacks in attack_statics.py.

Nothing here is cached: every answer is computed from the field as it is now, so it stays
right as cards come and go. The cards whose statics apply are the lasting Spells/Traps (face-up
once their activation resolved: the ``ls_*`` table, lasting.py) and the face-up monsters.
"""
from .._jit import njit
from ..cards.constants import (ATTACKERS_ALL, KIND_MONSTER, KIND_SPELL, STATIC_SPELL_PROOF, KIND_TRAP,
                               STATIC_NEGATE_TRAPS, STATIC_NEGATE_SPELLS, MAX_STATIC_NAMES,
                               STATIC_NEGATE_OPPONENT_SPELLS_TRAPS, OTHERS_SOME, OTHERS_NONE, STATIC_NOT_TARGET,
                               SHIELDS_SELF, MOD_TRAPS_NEGATED, STATIC_DOUBLE_ORIGINAL, STATIC_MODIFY_LEVEL)
from .constants import LOC_HAND, LOC_GRAVE, LOC_MZONE, N_MZONES, NARROW_CAP, POS_FACEDOWN_DEF
from .names import named, same_name
from .modifiers import player_has
from .players import in_duel, is_opponent
from .zone_queries import monster_count


@njit(cache=True)
def narrowed(st, card):
    """R38: the card (database index) is in ``narrow_attack_restriction_cards``."""
    for k in range(NARROW_CAP):
        if st.rule_narrow[k] == card:
            return True
    return False


@njit(cache=True)
def in_duel_statics(st, kind):
    """Some card of the duel has a static effect of ``kind`` (``static_kinds``, noted as the duel is
    dealt): without one, a question about that kind is answered without looking at the field."""
    return (st.static_kinds[kind >> 6] >> (kind & 63)) & 1 != 0


@njit(cache=True)
def n_sources(st):
    return st.ls_n + st.num_players * N_MZONES


@njit(cache=True)
def source(st, db, k):
    """The k-th card whose static effects may apply (k < n_sources): the lasting Spells/Traps,
    then every monster zone; -1 for an empty zone, a face-down monster or a card without one."""
    if k < st.ls_n:
        c = st.ls_card[k]
        if spell_trap_negated(st, db, c):
            return -1                            # Royal Decree, Jinzo, Cyber Blader: its lasting effects stop
    else:
        j = k - st.ls_n
        c = st.mzone[j // N_MZONES, j % N_MZONES]
        if c < 0 or st.c_pos[c] == POS_FACEDOWN_DEF:
            return -1
    return c if db[st.c_card[c]].s_n > 0 else -1


@njit(cache=True)
def face_up_static(st, db, kind, c):
    """Some card other than c, a lasting Spell/Trap or a face-up monster, has a static effect
    of ``kind`` (read without ``source``, so that no negation check calls itself)."""
    if not in_duel_statics(st, kind):
        return False
    for k in range(st.ls_n + st.num_players * N_MZONES):
        if k < st.ls_n:
            d = st.ls_card[k]
        else:
            j = k - st.ls_n
            d = st.mzone[j // N_MZONES, j % N_MZONES]
            if d < 0 or st.c_pos[d] == POS_FACEDOWN_DEF:
                continue
        if d != c and card_has_static(st, db, d, kind):
            return True
    return False


@njit(cache=True)
def card_has_static(st, db, c, kind):
    """Card c's text has a static effect of ``kind`` (whether it applies now is the caller's
    question)."""
    rec = db[st.c_card[c]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == kind:
            return True
    return False


@njit(cache=True)
def spell_trap_negated(st, db, c):
    """The effects of Spell/Trap Card c on the field are negated: see ``trap_or_blader_negated``, and a
    Spell while a lasting card negating Spell effects applies (Imperial Order: every other Spell; its own
    effects negated in turn, by Royal Decree or Jinzo, negate nothing)."""
    if trap_or_blader_negated(st, db, c):
        return True
    if db[st.c_card[c]].kind != KIND_SPELL or not in_duel_statics(st, STATIC_NEGATE_SPELLS):
        return False
    for k in range(st.ls_n):
        d = st.ls_card[k]
        if d != c and card_has_static(st, db, d, STATIC_NEGATE_SPELLS) and not trap_or_blader_negated(st, db, d):
            return True
    return False


@njit(cache=True)
def trap_or_blader_negated(st, db, c):
    """The effects of Spell/Trap Card c on the field are negated: a Trap while another card
    negating Trap effects is face-up (Royal Decree: every other Trap; Jinzo); any Spell/Trap
    while a face-up monster negates those of its controller's opponents who control exactly
    its count of monsters, and c's controller is such an opponent (R16 (V3), Cyber Blader:
    only those opponents)."""
    if db[st.c_card[c]].kind == KIND_TRAP and (face_up_static(st, db, STATIC_NEGATE_TRAPS, c)
                                                or player_has(st, st.c_ctrl[c], MOD_TRAPS_NEGATED)):
        return True                              # Royal Decree, Jinzo; Triangle Ecstasy Spark on its controller
    if not in_duel_statics(st, STATIC_NEGATE_OPPONENT_SPELLS_TRAPS):
        return False
    p = st.c_ctrl[c]
    for q in range(st.num_players):
        if not is_opponent(st, q, p):
            continue
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m < 0 or st.c_pos[m] == POS_FACEDOWN_DEF:
                continue
            rec = db[st.c_card[m]]
            for s in range(rec.s_n):
                if rec.s_kind[s] == STATIC_NEGATE_OPPONENT_SPELLS_TRAPS and applies(st, db, rec, s) \
                        and monster_count(st, p) == rec.s_opp_count[s]:
                    return True
    return False


@njit(cache=True)
def face_up_on_field(st, db, card):
    """A card with the name of database card ``card`` is face-up on the field ("while Umi is on the
    field"): a lasting Spell/Trap, or a face-up monster; a card whose name is treated as that one's
    counts (``name_as``: A Legendary Ocean is "Umi")."""
    return face_up_named(st, db, card, -1)


@njit(cache=True)
def face_up_named(st, db, card, p):
    """``face_up_on_field`` on player p's field alone (p < 0: any player's)."""
    for k in range(st.ls_n):
        if (p < 0 or st.c_ctrl[st.ls_card[k]] == p) and same_name(db, st.c_card[st.ls_card[k]], card):
            return True
    for q in range(st.num_players):
        if p >= 0 and q != p:
            continue
        for z in range(N_MZONES):
            c = st.mzone[q, z]
            if c >= 0 and st.c_pos[c] != POS_FACEDOWN_DEF and same_name(db, st.c_card[c], card):
                return True
    return False


@njit(cache=True)
def applies(st, db, rec, s):
    """Static s of a card applies: the card it needs is face-up on the field, if any."""
    return rec.s_needs[s] == 0 or face_up_on_field(st, db, rec.s_needs[s] - 1)


@njit(cache=True)
def cur_level(st, db, c):
    """Card c's Level now: its printed Level changed by every "modify level" static that covers it
    while it is in a hand or on the field (A Legendary Ocean: WATER monsters -1), not below 1; a
    monster on the field unaffected by Spells keeps its Level against a Spell's. Tributes,
    selectors' Level filters and Level locks read it."""
    card = db[st.c_card[c]]
    lvl = card.level
    if not in_duel_statics(st, STATIC_MODIFY_LEVEL) or lvl <= 0 or (st.c_loc[c] != LOC_HAND and st.c_loc[c] != LOC_MZONE):
        return lvl
    race_bit = 1 << card.race
    attr_bit = 1 << card.attribute
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src < 0:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_MODIFY_LEVEL and (rec.s_races[s] & race_bit or rec.s_attrs[s] & attr_bit) \
                    and applies(st, db, rec, s) and not spell_proof(st, db, src, c):
                lvl += rec.s_amount[s]
    return max(lvl, 1)


@njit(cache=True)
def own_state_met(st, db, rec, s, src):
    """Static s of card src applies as far as its controller's state goes: other monsters they
    control (``while_controller_controls_others``: some, or none; a self shield with ``races``
    counts only their face-up monsters of those Types: Soul-Absorbing Bone Tower's other Zombie)
    and the cards in their hand (``while_hand_at_most``)."""
    p = st.c_ctrl[src]
    if rec.s_kind[s] == STATIC_DOUBLE_ORIGINAL:  # enough other face-up monsters of its names on its controller's field
        return named_monsters(st, db, p, rec, s, src) >= rec.s_amount[s]
    if rec.s_races[s] and rec.s_kind[s] == STATIC_NOT_TARGET and rec.s_shields[s] == SHIELDS_SELF:
        others = 0
        for z in range(N_MZONES):
            m = st.mzone[p, z]
            if m >= 0 and m != src and st.c_pos[m] != POS_FACEDOWN_DEF and rec.s_races[s] & (1 << db[st.c_card[m]].race):
                others += 1
    else:
        others = monster_count(st, p) - (1 if st.c_loc[src] == LOC_MZONE else 0)
    if (rec.s_others[s] == OTHERS_SOME and others < 1) or (rec.s_others[s] == OTHERS_NONE and others > 0):
        return False
    if rec.s_attr[s] and face_up_of_kinds(st, db, 0, 1 << rec.s_attr[s], -1) == 0:
        return False                            # Element Dragon: while a FIRE monster is on the field
    return rec.s_hand_max[s] == 0 or st.pile_n[p, LOC_HAND] <= rec.s_hand_max[s] - 1


@njit(cache=True)
def opponent_count_met(st, rec, s, src):
    """Static s of card src applies as far as its ``while_opponent_controls`` count goes: some
    opponent of src's controller in the duel controls exactly that many monsters (R16 (V3),
    Cyber Blader: each count is checked per opponent, never summed)."""
    n = rec.s_opp_count[s]
    if n == 0:
        return True
    p = st.c_ctrl[src]
    for q in range(st.num_players):
        if in_duel(st, q) and is_opponent(st, p, q) and monster_count(st, q) == n:
            return True
    return False


@njit(cache=True)
def spell_proof(st, db, src, m):
    """Monster m is a face-up monster on the field unaffected by Spell effects (The Legendary
    Fisherman while Umi is on the field, Guardian Kay'est) and card ``src`` is a Spell Card:
    its effects, lasting or resolving, pass m by. With ``spells_of = "opponents"`` (Silent
    Swordsman LV5, R16: all opponents) only the Spells controlled by an opponent of m's
    controller do (a resolving Spell's controller is its activator while it is on the field)."""
    if not in_duel_statics(st, STATIC_SPELL_PROOF) or db[st.c_card[src]].kind != KIND_SPELL or st.c_loc[m] != LOC_MZONE \
            or st.c_pos[m] == POS_FACEDOWN_DEF:
        return False
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_SPELL_PROOF and applies(st, db, rec, s) and \
                (rec.s_attackers[s] == ATTACKERS_ALL or is_opponent(st, st.c_ctrl[m], st.c_ctrl[src])):
            return True
    return False


@njit(cache=True)
def has_static(st, db, m, kind):
    """Monster m is face-up on the field with an applying static effect of ``kind``."""
    if not in_duel_statics(st, kind) or m < 0 or st.c_loc[m] != LOC_MZONE or st.c_pos[m] == POS_FACEDOWN_DEF:
        return False
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == kind and applies(st, db, rec, s) and opponent_count_met(st, rec, s, m) \
                and own_state_met(st, db, rec, s, m):
            return True
    return False


@njit(cache=True)
def opponents_monsters(st, p):
    """R16 (OPP-ALL, T-R16d): the monsters (face-up or face-down) all opponents of p control,
    combined."""
    n = 0
    for q in range(st.num_players):
        if is_opponent(st, p, q):
            for z in range(N_MZONES):
                if st.mzone[q, z] >= 0:
                    n += 1
    return n


@njit(cache=True)
def face_up_of_kinds(st, db, races, attrs, c):
    """R10: the face-up monsters other than c on every player's field whose Type is among ``races`` or Attribute
    among ``attrs`` (bits 1 << race, 1 << attribute: Ultimate Baseball Kid's other FIRE monsters)."""
    n = 0
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and m != c and st.c_pos[m] != POS_FACEDOWN_DEF:
                rec = db[st.c_card[m]]
                if races & (1 << rec.race) or attrs & (1 << rec.attribute):
                    n += 1
    return n


@njit(cache=True)
def named_in_graves(st, db, rec, s):
    """R22 (T-R22c): the cards in all players' GYs whose card is one of static s's names."""
    n = 0
    for q in range(st.num_players):
        for i in range(st.pile_n[q, LOC_GRAVE]):
            card = st.c_card[st.pile[q, LOC_GRAVE, i]]
            for j in range(MAX_STATIC_NAMES):
                if rec.s_names[s, j] and same_name(db, card, rec.s_names[s, j] - 1):
                    n += 1
    return n


@njit(cache=True)
def named_monsters(st, db, p, rec, s, skip):
    """The face-up monsters p controls, ``skip`` aside, with one of static s's names."""
    n = 0
    for z in range(N_MZONES):
        d = st.mzone[p, z]
        if d >= 0 and d != skip and st.c_pos[d] != POS_FACEDOWN_DEF \
                and named(db, st.c_card[d], rec.s_names[s, 0], rec.s_names[s, 1]):
            n += 1
    return n


@njit(cache=True)
def grave_race_count(st, db, p, races):
    """How many monsters of the Types in bitmask ``races`` lie in p's GY."""
    n = 0
    for i in range(st.pile_n[p, LOC_GRAVE]):
        card = db[st.c_card[st.pile[p, LOC_GRAVE, i]]]
        if card.kind == KIND_MONSTER and races & (1 << card.race):
            n += 1
    return n


@njit(cache=True)
def shares_name(st, db, c):
    """Another face-up monster on any player's field has face-up monster c's name (R10)."""
    for q in range(st.num_players):
        for z in range(N_MZONES):
            d = st.mzone[q, z]
            if d >= 0 and d != c and st.c_pos[d] != POS_FACEDOWN_DEF and same_name(db, st.c_card[d], st.c_card[c]):
                return True
    return False


