"""Static (continuous) effects: which cards' statics apply, ATK/DEF changes, protections, room
on the field and the other answers the masks and the units ask (RULES.md R23, R38-R45;
docs/effects.md "Continuous effects"); the attack locks and costs are in attack_statics.py.

Nothing here is cached: every answer is computed from the field as it is now, so it stays
right as cards come and go. The cards whose statics apply are the lasting Spells/Traps (face-up
once their activation resolved: the ``ls_*`` table, lasting.py) and the face-up monsters.
"""
from .._jit import njit

from ..cards.constants import (STATIC_EQUIPPED_STATS, STATIC_NEGATE_TARGETING_MONSTER_EFFECTS, MOD_ORIGINAL_ATK,
                               MOD_ORIGINAL_DEF,
                               STATIC_EQUIPPED_PER_OWN_SPELL_TRAP, ATTACKERS_ALL, STATIC_ATTACK_SPELL_LOCK, STATIC_BATTLE_PROOF, STATIC_NO_GRAVE_BANISH,
                               STATIC_TARGETED_DESTROY, KIND_MONSTER, KIND_SPELL, STAT_UNKNOWN,
                               STATIC_MODIFY_STATS, STATIC_ATK_PER_FACE_UP, STATIC_SPELL_PROOF, KIND_TRAP, STATIC_NEGATE_TRAPS, STATIC_NEGATE_SPELLS, STATIC_DEFENSE_POSITION, STATIC_STANDBY_COUNTER,
                               STATIC_NO_TRAP_ACTIVATION, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                               STATIC_ATK_PER_GRAVE_NAME, MAX_STATIC_NAMES, STATIC_MONSTER_CAP,
                               STATIC_HAND_PLAY_COST, STATIC_FIELD_CAP, STATIC_DIRECT_ATTACK_ATK, STATIC_DOUBLE_ATK,
                               STATIC_NEGATE_OPPONENT_SPELLS_TRAPS, STATIC_ATK_PER_COUNTER, STATIC_PINS_ATTACHED,
                               STATIC_ONE_TYPE, STATIC_NO_DRAW, MOD_ATK, MOD_BATTLE_PROOF, MOD_DEF, MOD_HALVE_ORIGINAL_ATK, MOD_NO_SPELLS_TRAPS,
                               MOD_SWAP_ORIGINAL, MOD_ZERO_ORIGINAL_DEF, STATIC_SELF_ATK, STATIC_OWN_ATK, OTHERS_SOME, OTHERS_NONE,
                               MOD_PIERCING, STATIC_OWN_PIERCE, STATIC_NOT_TARGET, SHIELDS_SELF, STATIC_SAME_NAME_STATS,
                               MOD_SET_ATK, MOD_TRAPS_NEGATED, STATIC_DOUBLE_ORIGINAL, STATIC_SECOND_ATTACK,
                               STATIC_ATTACKS_PER_EQUIP, ATTACH_EQUIP, STATIC_OPPONENTS_POSITIONS_LOCKED,
                               STATIC_ATK_PER_OWN_GRAVE_RACE)
from .constants import (MAX_CARDS, LOC_HAND, LOC_GRAVE, LOC_MZONE, N_MZONES, N_SZONES, NARROW_CAP, PHASE_BATTLE, PHASE_DRAW,
                        POS_FACEDOWN_DEF, STEP_DAMAGE, EV_POSITION, POS_FACEUP_ATK, POS_FACEUP_DEF)
from .events import log_event
from .names import named, same_name
from .modifiers import card_has, card_total, player_has
from .players import in_duel, is_opponent
from .zones import (MONSTERS_FACE_UP_OTHER_TYPE, draw_card, free_main_zones, free_mzone, monster_count, monsters_of,
                    summon_locked, summon_zone_of)


@njit(cache=True)
def stat(v):
    """'?' ATK/DEF counts as 0."""
    return 0 if v == STAT_UNKNOWN else v


@njit(cache=True)
def narrowed(st, card):
    """R38: the card (database index) is in ``narrow_attack_restriction_cards``."""
    for k in range(NARROW_CAP):
        if st.rule_narrow[k] == card:
            return True
    return False


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
    if not st.has_statics:
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
    if db[st.c_card[c]].kind != KIND_SPELL or not st.has_statics:
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
    if not st.has_statics:
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
                if rec.s_kind[s] == STATIC_NEGATE_OPPONENT_SPELLS_TRAPS and applies(st, rec, s) \
                        and monster_count(st, p) == rec.s_opp_count[s]:
                    return True
    return False


@njit(cache=True)
def trap_activation_locked(st, db):
    """R22: no player may activate a Trap Card (a face-up Jinzo, whoever controls it)."""
    return face_up_static(st, db, STATIC_NO_TRAP_ACTIVATION, -1)


@njit(cache=True)
def face_up_on_field(st, card):
    """A card with database index ``card`` is face-up on the field ("while Umi is on the field"):
    a lasting Spell/Trap, or a face-up monster."""
    for k in range(st.ls_n):
        if st.c_card[st.ls_card[k]] == card:
            return True
    for q in range(st.num_players):
        for z in range(N_MZONES):
            c = st.mzone[q, z]
            if c >= 0 and st.c_pos[c] != POS_FACEDOWN_DEF and st.c_card[c] == card:
                return True
    return False


@njit(cache=True)
def applies(st, rec, s):
    """Static s of a card applies: the card it needs is face-up on the field, if any."""
    return rec.s_needs[s] == 0 or face_up_on_field(st, rec.s_needs[s] - 1)


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
    if not st.has_statics or db[st.c_card[src]].kind != KIND_SPELL or st.c_loc[m] != LOC_MZONE \
            or st.c_pos[m] == POS_FACEDOWN_DEF:
        return False
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_SPELL_PROOF and applies(st, rec, s) and \
                (rec.s_attackers[s] == ATTACKERS_ALL or is_opponent(st, st.c_ctrl[m], st.c_ctrl[src])):
            return True
    return False


@njit(cache=True)
def has_static(st, db, m, kind):
    """Monster m is face-up on the field with an applying static effect of ``kind``."""
    if not st.has_statics or m < 0 or st.c_loc[m] != LOC_MZONE or st.c_pos[m] == POS_FACEDOWN_DEF:
        return False
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == kind and applies(st, rec, s) and opponent_count_met(st, rec, s, m) \
                and own_state_met(st, db, rec, s, m):
            return True
    return False


@njit(cache=True)
def targets_shielded(st, db, k):
    """Chain link k, a monster's effect, targeted a face-up monster whose static negates the monster
    effects that target it (Chaos Command Magician): the link is negated as it resolves."""
    return has_static(st, db, st.ch_target[k], STATIC_NEGATE_TARGETING_MONSTER_EFFECTS) \
        or has_static(st, db, st.ch_target2[k], STATIC_NEGATE_TARGETING_MONSTER_EFFECTS)


@njit(cache=True)
def pinned(st, db, m):
    """Monster m cannot attack or change its battle position: a lasting Spell/Trap whose static
    effect pins the monster it is attached to is attached to m (Nightmare Wheel; a negated Trap's
    static effects do not apply: ``source``)."""
    if not st.has_statics or m < 0:
        return False
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c >= 0 and st.c_attached[c] >= 0 and st.c_attached[c] % MAX_CARDS == m \
                and card_has_static(st, db, c, STATIC_PINS_ATTACHED):
            return True
    return False


@njit(cache=True)
def positions_locked(st, db, p):
    """R16: player p's monsters cannot change their battle positions: a lasting Spell/Trap of an opponent of p has
    "opponents' monsters cannot change position" (Swords of Concealing Light; a negated one does not: ``source``)."""
    if not st.has_statics:
        return False
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c >= 0 and is_opponent(st, st.c_ctrl[c], p) and card_has_static(st, db, c, STATIC_OPPONENTS_POSITIONS_LOCKED):
            return True
    return False


@njit(cache=True)
def pierces(st, db, m):
    """B12: monster m inflicts piercing battle damage: by its own card (Airknight Parshath), by an
    effect for a while (a MOD_PIERCING row: Exarion Universe), or by a static effect of a face-up
    monster (Enraged Battle Ox, itself too) or a lasting Spell/Trap (Dragon's Rage) its controller
    controls that covers m's Type."""
    if db[st.c_card[m]].piercing or (st.md_n > 0 and card_has(st, m, MOD_PIERCING)):
        return True
    if not st.has_statics:
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
        if rec.s_kind[s] == STATIC_BATTLE_PROOF and applies(st, rec, s) and opponent_count_met(st, rec, s, m) \
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
def destroyed_when_targeted(st, db, m):
    """Face-up monster m is destroyed after an effect that targets it resolves (Spirit Reaper)."""
    return has_static(st, db, m, STATIC_TARGETED_DESTROY)


@njit(cache=True)
def grave_banish_allowed(st, db, p):
    """R16 (T-R16a, OPP-ALL): whether player p may banish cards from a GY (any player's) now.
    No, while an opponent of p controls a face-up monster with "no graveyard banish"
    (Kycoo the Ghost Destroyer): every opponent of Kycoo's controller is barred, its
    controller is not (unless an opponent of theirs has one too). Every effect or cost that
    banishes from a GY asks this at activation (the mask) and again when it banishes."""
    return not opponent_has_static(st, db, p, STATIC_NO_GRAVE_BANISH)


@njit(cache=True)
def draw_barred(st, db, p):
    """R16 (OPP-ALL): p may not draw now: outside the Draw Phase, while an opponent of p
    controls a face-up monster that bars its opponents' draws except in Draw Phases
    (Protector of the Sanctuary). Game actions that deal cards (the 2v2 supply, V-2v2-5; a
    restored or joining player's hand) are not draws by an effect and are never barred."""
    return st.phase != PHASE_DRAW and opponent_has_static(st, db, p, STATIC_NO_DRAW)


@njit(cache=True)
def effect_draw(st, db, p):
    """p draws 1 card for an effect (``zones.draw_card``) unless ``draw_barred``; returns
    whether a card was drawn."""
    return not draw_barred(st, db, p) and draw_card(st, db, p)


@njit(cache=True)
def opponent_has_static(st, db, p, kind):
    """An opponent of p controls a face-up monster with an applying static effect of ``kind``."""
    if not st.has_statics:
        return False
    for q in range(st.num_players):
        if not is_opponent(st, p, q):
            continue
        for z in range(N_MZONES):
            if has_static(st, db, st.mzone[q, z], kind):
                return True
    return False


@njit(cache=True)
def spell_trap_locked(st, db, p):
    """R16 (T-R16e, OPP-ALL): p may not activate Spell/Trap Cards now because a monster with
    "spell trap lock while attacking" (Ancient Gear Golem) controlled by an opponent of p is
    attacking: from its attack declaration until the end of the Damage Step (``atk_card`` is
    set from the declaration until the battle is over; the lock ends as it is cleared)."""
    a = st.atk_card
    return st.has_statics and a >= 0 and is_opponent(st, st.c_ctrl[a], p) \
        and has_static(st, db, a, STATIC_ATTACK_SPELL_LOCK)


@njit(cache=True)
def monster_cap(st, db, q):
    """R16 (OPP-ALL, T-R16g): the most monsters player q may control once a monster is placed
    on their field: for each applying "opponents' monsters at most the controller's" (Kaiser
    Colosseum) whose controller is an opponent of q and controls 1+ monsters, that
    controller's count; 99 without one. Monsters already there stay (only placing is barred)."""
    cap = 99
    if not st.has_statics:
        return cap
    for k in range(st.ls_n):
        src = st.ls_card[k]
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_MONSTER_CAP and applies(st, rec, s) and is_opponent(st, st.c_ctrl[src], q):
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
    if not st.has_statics:
        return cap
    for k in range(st.ls_n):
        rec = db[st.c_card[st.ls_card[k]]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_FIELD_CAP and applies(st, rec, s):
                cap = min(cap, rec.s_amount[s])
    return cap


@njit(cache=True)
def room_on_field(st, db, p, leaving):
    """A card may be placed on p's field (``leaving`` of p's cards leave it first) as far as
    R22's Spatial Collapse goes."""
    return not st.has_statics or field_cards(st, p) - leaving + 1 <= field_cap(st, db)


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
def defense_level(st, db):
    """The lowest Level held in Defense Position by an applying "monsters in defense position"
    static of a face-up lasting card (Level Limit - Area B); 0: none."""
    low = 0
    if not st.has_statics:
        return low
    for k in range(st.ls_n):
        c = st.ls_card[k]
        rec = db[st.c_card[c]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_DEFENSE_POSITION and applies(st, rec, s) and (low == 0 or rec.s_min_level[s] < low) \
                    and not spell_trap_negated(st, db, c):
                low = rec.s_min_level[s]
    return low


@njit(cache=True)
def defense_forced(st, db, m):
    """Face-up monster m must stay in Defense Position (Level Limit - Area B; a monster unaffected by
    Spells is not held by a Spell's)."""
    low = defense_level(st, db)
    if low == 0 or db[st.c_card[m]].level < low:
        return False
    for k in range(st.ls_n):
        c = st.ls_card[k]
        if card_has_static(st, db, c, STATIC_DEFENSE_POSITION) and not spell_proof(st, db, c, m):
            return True
    return False


@njit(cache=True)
def keep_positions(st, db):
    """Every face-up Attack Position monster that a "monsters in defense position" static holds is
    changed to Defense Position, before anyone is asked (stack.ask): as it is summoned, flipped or
    changed, and as the card comes face-up (an effect's change of position: no Flip Effect)."""
    if defense_level(st, db) == 0:
        return
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and st.c_pos[m] == POS_FACEUP_ATK and defense_forced(st, db, m):
                st.c_pos[m] = POS_FACEUP_DEF
                log_event(st, EV_POSITION, q, m, POS_FACEUP_DEF)


@njit(cache=True)
def count_standby(st, db, p):
    """p's Standby Phase begins: each of p's lasting cards with a "counter in own standby phases"
    static gets a counter (c_counter; Wave-Motion Cannon; not while its effects are negated)."""
    for k in range(st.ls_n):
        c = st.ls_card[k]
        if st.c_ctrl[c] == p and card_has_static(st, db, c, STATIC_STANDBY_COUNTER) \
                and not spell_trap_negated(st, db, c):
            st.c_counter[c] += 1


@njit(cache=True)
def token_room(st, db, p, opp, n, to_opponent):
    """special_summon_tokens: room for its n tokens on the field they go to, p's own or the effect's
    opponent's (Ojama Trio), who must be in the duel."""
    q = opp if to_opponent else p
    return q >= 0 and in_duel(st, q) and room_for_monsters(st, db, q, n)


@njit(cache=True)
def spells_traps_barred(st, p):
    """R22 (T-R22f, Cold Wave): p may not activate or Set a Spell/Trap Card (a "no spell/trap
    activation or set" modifier on p or on every player)."""
    return player_has(st, p, MOD_NO_SPELLS_TRAPS)


@njit(cache=True)
def hand_play_cost(st, db):
    """R22 (T-R22d): the LP every player pays per card to Normal Summon/Set, Special Summon by
    a procedure, Set or activate a card from their hand: the sum of the applying "lp cost to
    play from the hand" statics (Chain Energy), its controller's own plays included."""
    n = 0
    if not st.has_statics:
        return n
    for k in range(st.ls_n):
        rec = db[st.c_card[st.ls_card[k]]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_HAND_PLAY_COST and applies(st, rec, s):
                n += rec.s_amount[s]
    return n


@njit(cache=True)
def hand_play_affordable(st, db, p):
    """p may pay ``hand_play_cost`` without reaching 0 LP (a payment to 0 is not allowed)."""
    cost = hand_play_cost(st, db)
    return cost == 0 or st.lp[p] > cost


@njit(cache=True)
def cur_atk(st, db, c):
    """ATK now: the original ATK (printed, '?' is 0, or as an effect set it; halved, rounded up,
    by a change until the end of the turn: B23, Shrink) plus the changes that apply to it on
    the field."""
    base = original_stat(st, db, c, True)
    if st.md_n > 0 and st.c_loc[c] == LOC_MZONE and card_has(st, c, MOD_SET_ATK):
        return card_total(st, c, MOD_SET_ATK)    # its ATK became that, whatever else changes it (Triangle Ecstasy Spark)
    if st.md_n > 0 and card_has(st, c, MOD_HALVE_ORIGINAL_ATK):
        base = (base + 1) // 2
    return modified(st, db, c, base, True)


@njit(cache=True)
def cur_def(st, db, c):
    return modified(st, db, c, original_stat(st, db, c, False), False)


@njit(cache=True)
def original_stat(st, db, c, atk):
    """Monster c's original ATK (``atk``) or DEF: printed ('?' is 0), or as an effect set it; the other
    one while its original ATK and DEF are switched (an odd count of MOD_SWAP_ORIGINAL: Shield & Sword); a
    DEF made 0 (MOD_ZERO_ORIGINAL_DEF: Curse of Anubis)."""
    if st.md_n > 0 and card_total(st, c, MOD_SWAP_ORIGINAL) % 2 == 1:
        atk = not atk
    if not atk and st.md_n > 0 and card_has(st, c, MOD_ZERO_ORIGINAL_DEF):
        return 0                                 # "its original DEF becomes 0" (Curse of Anubis)
    if st.md_n > 0 and card_has(st, c, MOD_ORIGINAL_ATK if atk else MOD_ORIGINAL_DEF):
        return card_total(st, c, MOD_ORIGINAL_ATK if atk else MOD_ORIGINAL_DEF)   # Copycat
    if st.c_set_stat[c] >= 0:
        return st.c_set_stat[c]
    v = stat(db[st.c_card[c]].atk) if atk else stat(db[st.c_card[c]].def_)
    return v * 2 if has_static(st, db, c, STATIC_DOUBLE_ORIGINAL) else v    # Harpie's Pet Baby Dragon


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


@njit(cache=True)
def modified(st, db, c, base, atk):
    """``base`` (c's ATK if ``atk``, else its DEF) with every stat change of the field's static
    effects that covers c, not below 0; only for a monster on the field: "modify stats" for c's
    Type (R10: Umi changes every player's monsters), and for ATK only, R16's "atk in opponents'
    battle phase" (T-R16c: in the Battle Phase of any opponent of the source's controller, the
    monsters of all of that controller's opponents; never the controller's own) and the
    source's own "atk per opponents' monster" (T-R16d: all opponents' monsters combined) and
    "atk per name in graveyards" (R22, T-R22c: all players' GYs), "atk per counter" (the
    counters on the source itself), "atk when attacking directly" (its own direct attack's
    Damage Step), "equipped monster gains" (an Equip Spell attached to c), and last "double atk" (once,
    R16 (V3)). An effect's change for a while (core/modifiers.py: Rush Recklessly, Castle
    Walls) comes on top of them, before the doubling."""
    if st.c_loc[c] != LOC_MZONE:
        return base
    v = base
    if st.md_n > 0:                             # an effect's changes for a while (core/modifiers.py)
        v += card_total(st, c, MOD_ATK if atk else MOD_DEF)
    if not st.has_statics:
        return max(v, 0)
    race_bit = 1 << db[st.c_card[c]].race
    attr_bit = 1 << db[st.c_card[c]].attribute
    double = False
    for k in range(n_sources(st)):
        src = source(st, db, k)
        if src < 0:
            continue
        rec = db[st.c_card[src]]
        for s in range(rec.s_n):
            kind = rec.s_kind[s]
            if kind == STATIC_EQUIPPED_STATS:          # an Equip Spell's: the monster it is attached to
                if st.c_attached[src] >= 0 and st.c_attached[src] % MAX_CARDS == c:
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif kind == STATIC_EQUIPPED_PER_OWN_SPELL_TRAP:   # Mage Power: per Spell/Trap its controller controls
                if st.c_attached[src] >= 0 and st.c_attached[src] % MAX_CARDS == c:
                    v += rec.s_amount[s] * (field_cards(st, st.c_ctrl[src]) - monster_count(st, st.c_ctrl[src]))
            elif kind == STATIC_MODIFY_STATS:          # by Type or Attribute; ATK and DEF, or ATK alone
                if (rec.s_races[s] & race_bit or rec.s_attrs[s] & attr_bit) and applies(st, rec, s) \
                        and not spell_proof(st, db, src, c):
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif kind == STATIC_SAME_NAME_STATS:       # Aqua Chorus: another face-up monster of c's name on the field
                if st.c_pos[c] != POS_FACEDOWN_DEF and shares_name(st, db, c) and not spell_proof(st, db, src, c):
                    v += rec.s_amount[s] if atk else rec.s_def_amount[s]
            elif not atk:
                continue
            elif kind == STATIC_OPP_BATTLE_ATK:
                ctrl = st.c_ctrl[src]
                if st.phase == PHASE_BATTLE and is_opponent(st, ctrl, st.turn_player) \
                        and is_opponent(st, ctrl, st.c_ctrl[c]):
                    v += rec.s_amount[s]
            elif kind == STATIC_ATK_PER_OPP_MONSTER:
                if src == c:
                    v += rec.s_amount[s] * opponents_monsters(st, st.c_ctrl[c])
            elif kind == STATIC_ATK_PER_FACE_UP:
                if src == c:
                    v += rec.s_amount[s] * face_up_of_kinds(st, db, rec.s_races[s], rec.s_attrs[s], c)
            elif kind == STATIC_ATK_PER_GRAVE_NAME:
                if src == c:
                    v += rec.s_amount[s] * named_in_graves(st, db, rec, s)
            elif kind == STATIC_ATK_PER_OWN_GRAVE_RACE:   # Red-Eyes Darkness Dragon: its controller's GY
                if src == c:
                    v += rec.s_amount[s] * grave_race_count(st, db, st.c_ctrl[c], rec.s_races[s])
            elif kind == STATIC_SELF_ATK:           # Blade Knight: while its controller's hand is small
                if src == c and own_state_met(st, db, rec, s, src):
                    v += rec.s_amount[s]
            elif kind == STATIC_OWN_ATK:            # Command Knight: its controller's monsters of those Types
                if st.c_ctrl[c] == st.c_ctrl[src] and rec.s_races[s] & race_bit and st.c_pos[c] != POS_FACEDOWN_DEF:
                    v += rec.s_amount[s]
            elif kind == STATIC_ATK_PER_COUNTER:    # Breaker the Magical Warrior: its own Spell Counters
                if src == c:
                    v += rec.s_amount[s] * st.c_counter[c]
            elif kind == STATIC_DIRECT_ATTACK_ATK:
                if src == c and st.step == STEP_DAMAGE and st.atk_card == c and st.atk_target < 0:
                    v += rec.s_amount[s]
            elif kind == STATIC_DOUBLE_ATK:
                double = double or (src == c and opponent_count_met(st, rec, s, c))
    return max(v, 0) * (2 if double else 1)


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
    return st.has_type_cap and lasting_statics_of(st, db, -1, STATIC_ONE_TYPE) > 0


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
