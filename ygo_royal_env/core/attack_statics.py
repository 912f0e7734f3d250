"""Static effects on attacks: locks, costs and monsters that cannot be attack targets (RULES.md
R23, R38-R45), read from the sources statics.py finds.

R38 / A-29: a card listed in ``rule_narrow`` (config ``narrow_attack_restriction_cards``) is read
narrowly: its lock restricts only attacks on the players it protects (its controller, and for
Nightmare's Steelcage the designated opponent: A-26), where an attack on a player is an attack on
their monster or on them directly (A-27); its attack cost applies only to attacks on its
controller (R43); its "not an attack target" shields only its controller's monsters (R44) and,
for a monster shielding itself, lets the others attack its controller directly when all their
monsters are such (R45). Any other card is read literally (R10, R16, R23): its lock stops every
attack of the monsters it restrains, whoever the target.
"""
from .._jit import njit
from ..cards.constants import (ATTACKERS_OPPONENTS, PROTECTS_DESIGNATED, SHIELDS_FACE_DOWN, SHIELDS_SELF,
                               STATIC_ATTACK_COST, STATIC_ATTACK_LOCK, STATIC_DIRECT_ATTACKER, STATIC_NOT_TARGET,
                               STATIC_NEGATE_BATTLE_VICTIMS, STATIC_DOUBLE_ATTACKER_DAMAGE,
                               STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS, STATIC_EQUIPPED_NEGATES_VICTIMS,
                               STATIC_BATTLE_PROOF, MOD_BATTLE_PROOF, MOD_PIERCING, STATIC_OWN_PIERCE,
                               STATIC_SECOND_ATTACK, STATIC_ATTACKS_PER_EQUIP, ATTACH_EQUIP,
                               STATIC_NO_DAMAGE_FROM_ATTACKERS)
from .constants import LOC_MZONE, MAX_CARDS, N_MZONES, POS_FACEDOWN_DEF, POS_FACEUP_ATK, N_SZONES
from .players import is_opponent
from .statics import (in_duel_statics, applies, card_has_static, cur_level, has_static, n_sources, narrowed, own_state_met, source,
                      spell_proof, opponent_count_met)
from .atk_def import cur_atk
from .names import named
from .zone_queries import spell_trap_count
from .modifiers import card_has, player_has


@njit(cache=True)
def restrains(st, db, k, rec, s, a):
    """Static s of source k restrains attacker a: a's controller is among the monsters' owners
    it names (the controller's opponents, or all), a is not unaffected by it (a Spell's lock
    passes a Spell-proof monster by), and a meets its ATK/Level filters (Wall of Revealing
    Light: ATK at most the LP paid, R40)."""
    src = source(st, db, k)
    if rec.s_attackers[s] == ATTACKERS_OPPONENTS and not is_opponent(st, st.c_ctrl[src], st.c_ctrl[a]):
        return False
    if spell_proof(st, db, src, a):
        return False
    if rec.s_min_atk[s] >= 0 and cur_atk(st, db, a) < rec.s_min_atk[s]:
        return False
    if rec.s_min_level[s] > 0 and cur_level(st, db, a) < rec.s_min_level[s]:
        return False
    return not (rec.s_max_paid[s] and cur_atk(st, db, a) > st.ls_paid[k])


@njit(cache=True)
def protects(st, k, rec, s, src, q):
    """A narrowed lock of source k (card src) protects player q: its controller, and the
    designated opponent for Nightmare's Steelcage (R41, A-26)."""
    if q == st.c_ctrl[src]:
        return True
    return rec.s_protects[s] == PROTECTS_DESIGNATED and k < st.ls_n and q == st.ls_opp[k]


@njit(cache=True)
def shields(st, db, k, rec, s, a, t):
    """Static s of source k keeps monster t from being the attack target of attacker a (R44,
    R45): itself, or the face-up monsters of its Types except itself; narrowed, only its
    controller's monsters (R44: each Captain protects only its own controller's Warriors); or its
    controller's face-down Defense Position monsters (Hieracosphinx)."""
    src = source(st, db, k)
    ctrl = st.c_ctrl[src]
    if rec.s_attackers[s] == ATTACKERS_OPPONENTS and not is_opponent(st, ctrl, st.c_ctrl[a]):
        return False
    if not own_state_met(st, db, rec, s, src):
        return False                             # Command Knight: only while its controller controls another monster
    if rec.s_shields[s] == SHIELDS_SELF:
        return t == src
    if rec.s_shields[s] == SHIELDS_FACE_DOWN:           # "on your side of the field": its controller's only
        return st.c_pos[t] == POS_FACEDOWN_DEF and st.c_ctrl[t] == ctrl
    if t == src or st.c_pos[t] == POS_FACEDOWN_DEF:
        return False
    if not (rec.s_races[s] & (1 << db[st.c_card[t]].race)
            or (rec.s_names[s, 0] and named(db, st.c_card[t], rec.s_names[s, 0], rec.s_names[s, 1]))):
        return False                             # of its Types, or of its names (Harpie's Pet Baby Dragon)
    return st.c_ctrl[t] == ctrl or not narrowed(st, st.c_card[src])


@njit(cache=True)
def attack_allowed(st, db, a, q, t):
    """Attacker a may declare an attack on player q's monster t (-1: on q directly) as far as
    the static effects on the field go (R23, R38-R42, R44, R45)."""
    if not (in_duel_statics(st, STATIC_ATTACK_LOCK) or in_duel_statics(st, STATIC_NOT_TARGET)):
        return True
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src < 0:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            kind = rec.s_kind[s]
            if kind == STATIC_ATTACK_LOCK:
                if restrains(st, db, k, rec, s, a) and applies(st, db, rec, s) and \
                        (not narrowed(st, st.c_card[src]) or protects(st, k, rec, s, src, q)):
                    return False
            elif kind == STATIC_NOT_TARGET and t >= 0:
                if shields(st, db, k, rec, s, a, t) and applies(st, db, rec, s):
                    return False
    return True


@njit(cache=True)
def self_shielded(st, db, a, m):
    """R45: monster m shields itself from attacker a with a narrowed "not an attack target"
    effect (The Legendary Fisherman while Umi is on the field, Guardian Kay'est)."""
    if not in_duel_statics(st, STATIC_NOT_TARGET) or st.c_pos[m] == POS_FACEDOWN_DEF or not narrowed(st, st.c_card[m]):
        return False
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_NOT_TARGET and rec.s_shields[s] == SHIELDS_SELF \
                and is_opponent(st, st.c_ctrl[m], st.c_ctrl[a]) and applies(st, db, rec, s) and own_state_met(st, db, rec, s, m):
            return True
    return False


@njit(cache=True)
def past_monsters(st, db, a, q):
    """a may attack q directly because q controls no Spell/Trap Card (Sonic Shooter), monsters or not."""
    return has_static(st, db, a, STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS) and spell_trap_count(st, q) == 0


@njit(cache=True)
def direct_attack_open(st, db, a, q):
    """B11 with R45: q controls no monster, or only monsters that shield themselves from a; or a
    attacks directly anyway (Mystic Lamp: any one opponent, R8, A-06)."""
    if has_static(st, db, a, STATIC_DIRECT_ATTACKER) or past_monsters(st, db, a, q):
        return True
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and not self_shielded(st, db, a, m):
            return False
    return True


@njit(cache=True)
def attack_cost(st, db, a, q):
    """Cards from the top of the attacker's Deck an attack by a on player q costs (R43):
    each applying Gravekeeper's Servant of an opponent of a's controller; narrowed, only those
    of the attacked player."""
    if not in_duel_statics(st, STATIC_ATTACK_COST):
        return 0
    n = 0
    for k in range(st.ls_n):
        src = st.ls_card[k]
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_ATTACK_COST and restrains(st, db, k, rec, s, a) and applies(st, db, rec, s) \
                    and (not narrowed(st, st.c_card[src]) or st.c_ctrl[src] == q):
                n += rec.s_mill[s]
    return n


@njit(cache=True)
def negates_victims(st, db, m):
    """Monster m, face-up on the field, destroys a monster by battle whose effects are then negated: a
    face-up monster of m's controller (m itself too) has "negate effects of monsters destroyed by battle
    with the controller's monsters" for m's Type (Dark Ruler Ha Des: Fiends) or, naming no Type, m has it itself, or an Equip Card attached
    to m has "... with the equipped monster" (Wicked-Breaking Flamberge - Baou; a negated Spell's does
    not apply: ``source``)."""
    if not (in_duel_statics(st, STATIC_EQUIPPED_NEGATES_VICTIMS) or in_duel_statics(st, STATIC_NEGATE_BATTLE_VICTIMS)) \
            or m < 0 or st.c_loc[m] != LOC_MZONE or st.c_pos[m] == POS_FACEDOWN_DEF:
        return False
    for k in range(st.ls_n):
        e = source(st, db, k)
        if e >= 0 and st.c_attached[e] >= 0 and st.c_attached[e] % MAX_CARDS == m \
                and card_has_static(st, db, e, STATIC_EQUIPPED_NEGATES_VICTIMS):
            return True
    p = st.c_ctrl[m]
    race_bit = 1 << db[st.c_card[m]].race
    for z in range(N_MZONES):
        src = st.mzone[p, z]
        if src < 0 or st.c_pos[src] == POS_FACEDOWN_DEF:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_NEGATE_BATTLE_VICTIMS and (rec.s_races[s] & race_bit if rec.s_races[s] else src == m) \
                    and applies(st, db, rec, s):             # without races: the monster itself (Dark Balter)
                return True
    return False


@njit(cache=True)
def attacker_damage_factor(st, db, t):
    """The factor of the battle damage the attacking player takes from the attack on monster t:
    2 for each applying "attacking player takes double battle damage" (t is the monster with it,
    or, with ``races``, a Defense Position monster of those Types: Stone Statue of the Aztecs,
    Canyon, on any field: R10)."""
    f = 1
    if not in_duel_statics(st, STATIC_DOUBLE_ATTACKER_DAMAGE):
        return f
    race_bit = 1 << db[st.c_card[t]].race
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src < 0:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] != STATIC_DOUBLE_ATTACKER_DAMAGE or not applies(st, db, rec, s):
                continue
            if (src == t) if rec.s_races[s] == 0 else (st.c_pos[t] != POS_FACEUP_ATK and rec.s_races[s] & race_bit):
                f *= 2
    return f


@njit(cache=True)
def pierces(st, db, m):
    """B12: monster m inflicts piercing battle damage: by its own card (Airknight Parshath), by an
    effect for a while (a MOD_PIERCING row: Exarion Universe), or by a static effect of a face-up
    monster (Enraged Battle Ox, itself too) or a lasting Spell/Trap (Dragon's Rage) its controller
    controls that covers m's Type."""
    if db[st.c_card[m]].piercing or (st.md_n > 0 and card_has(st, m, MOD_PIERCING)):
        return True
    if not in_duel_statics(st, STATIC_OWN_PIERCE):
        return False
    race_bit = 1 << db[st.c_card[m]].race
    p = st.c_ctrl[m]
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src >= 0 and st.c_ctrl[src] == p:
            rec = db[st.c_card[src]]
            for s in range(rec.s_n):
                if rec.s_kind[s] == STATIC_OWN_PIERCE and rec.s_races[s] & race_bit:
                    return True
    return False


@njit(cache=True)
def battle_proof(st, db, m):
    """Monster m cannot be destroyed by battle (Spirit Reaper; its controller's monsters, Waboku):
    B12's destruction passes it by. A static with ``min_atk`` holds only against a monster with that
    much ATK or more, the other monster of the battle in progress (Obnoxious Celtic Guard: 1900)."""
    if player_has(st, st.c_ctrl[m], MOD_BATTLE_PROOF):
        return True
    if not has_static(st, db, m, STATIC_BATTLE_PROOF):
        return False
    other = st.atk_target if m == st.atk_card else st.atk_card
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_BATTLE_PROOF and applies(st, db, rec, s) and opponent_count_met(st, rec, s, m) \
                and (rec.s_min_atk[s] < 0 or (other >= 0 and cur_atk(st, db, other) >= rec.s_min_atk[s])):
            return True
    return False


@njit(cache=True)
def equip_count(st, m):
    """The Equip Cards attached to monster m (mode ATTACH_EQUIP: Equip Spells, Blast with Chain)."""
    n = 0
    for q in range(st.num_players):
        for z in range(N_SZONES):
            e = st.szone[q, z]
            if e >= 0 and st.c_attached[e] >= 0 and st.c_attached[e] % MAX_CARDS == m \
                    and st.c_attached[e] // MAX_CARDS == ATTACH_EQUIP:
                n += 1
    return n


@njit(cache=True)
def attacks_allowed(st, db, m):
    """B11: the attacks monster m may declare each Battle Phase: 1, 2 with "second attack" (Mataza the
    Zapper), 1 more per Equip Card attached to it with "attack again per equip card" (Armed Samurai - Ben
    Kei); its declarations of the turn are counted by a MOD_ATTACKS row once it has either static."""
    n = 1
    if has_static(st, db, m, STATIC_SECOND_ATTACK):
        n += 1
    if has_static(st, db, m, STATIC_ATTACKS_PER_EQUIP):
        n += equip_count(st, m)
    return n


@njit(cache=True)
def attackers_damage_shielded(st, db, q):
    """Player q controls a face-up card whose "controller takes no battle damage from attacking
    monsters" applies (Tornado Wall while Umi is on the field): battle damage an attacking monster
    would inflict on q is none (``battle.battle_damage``)."""
    if not in_duel_statics(st, STATIC_NO_DAMAGE_FROM_ATTACKERS):
        return False
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src >= 0 and st.c_ctrl[src] == q:
            rec = db[st.c_card[src]]
            for s in range(rec.s_n):
                if rec.s_kind[s] == STATIC_NO_DAMAGE_FROM_ATTACKERS and applies(st, db, rec, s):
                    return True
    return False
