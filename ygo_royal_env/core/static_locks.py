"""What statics forbid, force or charge outside battle: positions pinned or forced, draws and
banishes barred, Spell/Trap activations locked, hand plays that cost LP, targeting that destroys
(RULES.md R23; docs/effects.md "Continuous effects"); attacks are in attack_statics.py."""
from .._jit import njit
from ..cards.constants import (STATIC_OTHERS_PINNED, STATIC_NEGATE_TARGETING_MONSTER_EFFECTS, STATIC_ATTACK_SPELL_LOCK,
                               STATIC_NO_GRAVE_BANISH, STATIC_TARGETED_DESTROY, STATIC_DEFENSE_POSITION,
                               STATIC_STANDBY_COUNTER, STATIC_NO_TRAP_ACTIVATION, STATIC_HAND_PLAY_COST,
                               STATIC_PINS_ATTACHED, STATIC_NO_DRAW, MOD_NO_SPELLS_TRAPS,
                               STATIC_OPPONENTS_POSITIONS_LOCKED, STATIC_SUMMON_TRAP_LOCK, MOD_LOCKED_BY,
                               STATIC_SET_TURN_TRAP, MOD_SET_TURN_TRAP_USED, UNTIL_END_OF_TURN)
from .constants import (MAX_CARDS, N_MZONES, PHASE_DRAW, EV_POSITION, EVENT_SUMMON, POS_FACEUP_ATK, POS_FACEUP_DEF,
                        POS_FACEDOWN_DEF, REL_DESTROY)
from .move_notes import queue_release
from .events import log_event
from .modifiers import add_modifier, player_has, player_value
from .players import is_opponent
from .zones import draw_card
from .statics import in_duel_statics, applies, card_has_static, cur_level, face_up_named, face_up_on_field, face_up_static, has_static, source, spell_proof, spell_trap_negated


@njit(cache=True)
def set_turn_trap_source(st, db, p):
    """The first lasting card of p's whose "trap activation the turn it is set" static applies and whose
    name's allowance p has not used this turn (a MOD_SET_TURN_TRAP_USED row valued its name row + 1),
    or -1 (Temple of the Kings)."""
    if not in_duel_statics(st, STATIC_SET_TURN_TRAP):
        return -1
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c >= 0 and st.c_ctrl[c] == p and card_has_static(st, db, c, STATIC_SET_TURN_TRAP) \
                and not player_value(st, p, MOD_SET_TURN_TRAP_USED, st.c_card[c] + 1):
            return c
    return -1


@njit(cache=True)
def use_set_turn_trap(st, db, c, p):
    """p activates Trap c: if it was Set this turn, the allowance of ``set_turn_trap_source`` is used."""
    if st.c_placed_turn[c] == st.turn:
        src = set_turn_trap_source(st, db, p)
        if src >= 0:
            add_modifier(st, MOD_SET_TURN_TRAP_USED, -1, p, st.c_card[src] + 1, UNTIL_END_OF_TURN, -1, st.turn)


@njit(cache=True)
def trap_activation_locked(st, db):
    """R22: no player may activate a Trap Card (a face-up Jinzo, whoever controls it)."""
    return face_up_static(st, db, STATIC_NO_TRAP_ACTIVATION, -1)


@njit(cache=True)
def summon_trap_locked(st, db):
    """The response window of the Normal Summon of a face-up monster whose static bars Traps in response
    to it, and the chain built there: no player may activate a Trap Card (Creeping Doom Manta, as
    ygopro's chain limit until the chain ends). A Flip Summon is none: its monster was placed on an
    earlier turn (B8)."""
    c = st.win_card
    return st.win_event == EVENT_SUMMON and c >= 0 and st.c_placed_turn[c] == st.turn \
        and has_static(st, db, c, STATIC_SUMMON_TRAP_LOCK)


@njit(cache=True)
def locked_by_card(st, db, c):
    """Card c cannot be activated: a lock row names a lasting card that is face-up on the field with
    its effects not negated (Xing Zhen Hu's targets; the rows go as either card leaves the field)."""
    for i in range(st.md_n):
        if st.md_card[i] == c and st.md_kind[i] == MOD_LOCKED_BY:
            src = st.md_value[i] - 1
            for k in range(st.ls_n):
                if st.ls_card[k] == src and not spell_trap_negated(st, db, src):
                    return True
    return False


@njit(cache=True)
def destroy_unsupported(st, db):
    """A lasting card with ``destroyed_without`` is destroyed once no card of that name is face-up
    on the field (Tornado Wall without Umi; a card treated as Umi counts), a face-up monster with it
    once its controller controls none (negative: Mystical Beast of Serket without Temple of the
    Kings), queued for ``zones.release_attached``. Not looked for in a duel without such a card
    (``has_destroyed_without``)."""
    if not st.has_destroyed_without:
        return
    for k in range(st.ls_n):
        c = st.ls_card[k]
        need = db[st.c_card[c]].destroyed_without
        if need and not face_up_on_field(st, db, need - 1) and not spell_trap_negated(st, db, c):
            queue_release(st, c, REL_DESTROY)
    for q in range(st.num_players):
        for z in range(N_MZONES):
            c = st.mzone[q, z]
            if c >= 0 and db[st.c_card[c]].destroyed_without < 0 and st.c_pos[c] != POS_FACEDOWN_DEF \
                    and not face_up_named(st, db, -db[st.c_card[c]].destroyed_without - 1, q):
                queue_release(st, c, REL_DESTROY)


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
    static effects do not apply: ``source``), or another face-up monster on any field pins every
    other one (R10: Thousand-Eyes Restrict)."""
    if not (in_duel_statics(st, STATIC_OTHERS_PINNED) or in_duel_statics(st, STATIC_PINS_ATTACHED)) or m < 0:
        return False
    for q in range(st.num_players):
        for z in range(N_MZONES):
            o = st.mzone[q, z]
            if o >= 0 and o != m and has_static(st, db, o, STATIC_OTHERS_PINNED):
                return True
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
    if not in_duel_statics(st, STATIC_OPPONENTS_POSITIONS_LOCKED):
        return False
    for k in range(st.ls_n):
        c = source(st, db, k)
        if c >= 0 and is_opponent(st, st.c_ctrl[c], p) and card_has_static(st, db, c, STATIC_OPPONENTS_POSITIONS_LOCKED):
            return True
    return False


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
    if not in_duel_statics(st, kind):
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
    return a >= 0 and is_opponent(st, st.c_ctrl[a], p) \
        and has_static(st, db, a, STATIC_ATTACK_SPELL_LOCK)


@njit(cache=True)
def defense_level(st, db):
    """The lowest Level held in Defense Position by an applying "monsters in defense position"
    static of a face-up lasting card (Level Limit - Area B); 0: none."""
    low = 0
    if not in_duel_statics(st, STATIC_DEFENSE_POSITION):
        return low
    for k in range(st.ls_n):
        c = st.ls_card[k]
        rec = db[st.c_card[c]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_DEFENSE_POSITION and applies(st, db, rec, s) and (low == 0 or rec.s_min_level[s] < low) \
                    and not spell_trap_negated(st, db, c):
                low = rec.s_min_level[s]
    return low


@njit(cache=True)
def defense_forced(st, db, m):
    """Face-up monster m must stay in Defense Position (Level Limit - Area B; a monster unaffected by
    Spells is not held by a Spell's)."""
    low = defense_level(st, db)
    if low == 0 or cur_level(st, db, m) < low:
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
    if not in_duel_statics(st, STATIC_HAND_PLAY_COST):
        return n
    for k in range(st.ls_n):
        rec = db[st.c_card[st.ls_card[k]]]
        for s in range(rec.s_n):
            if rec.s_kind[s] == STATIC_HAND_PLAY_COST and applies(st, db, rec, s):
                n += rec.s_amount[s]
    return n


@njit(cache=True)
def hand_play_affordable(st, db, p):
    """p may pay ``hand_play_cost`` without reaching 0 LP (a payment to 0 is not allowed)."""
    cost = hand_play_cost(st, db)
    return cost == 0 or st.lp[p] > cost
