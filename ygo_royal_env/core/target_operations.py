"""The ops of a resolving link done to its targets (docs/primitives.md "Ops"), each to every
target still legal (B16: ``links.target_still_legal``): what moves them, what changes them.
The other ops are in operations.py."""
from .._jit import njit
from ..cards.constants import (MOD_ATK, MOD_DEF, MOD_HALVE_ORIGINAL_ATK, MOD_SWAP_ORIGINAL,
                               OP_SWAP_TARGET_ORIGINAL, UNTIL_END_OF_TURN, OP_TO_HAND, OP_BANISH_TARGET,
                               OP_CHANGE_POSITION_TARGET, OP_TAKE_CONTROL,
                               OP_DESTROY_TARGET, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET,
                               OP_TARGET_TO_HAND, TRIG_FLIPPED, ATTACH_CONTROL, OP_ATTACH_TARGET,
                               SEL_GRAVEYARD, TARGET_SLOT, OP_REDIRECT_ATTACK,
                               OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK, STATIC_FIXED_CONTROL, GAIN_UNTIL_WHILE_ON_FIELD,
                               UNTIL_WHILE_ON_FIELD, OP_ADD_COUNTER_TARGET, OP_TRIBUTABLE_TARGET, MOD_TRIBUTABLE,
                               GAIN_AS_MANY, GAIN_BATTLED, GAIN_PIERCING, MOD_PIERCING, OP_HALVE_ATK_TO_OTHER,
                               MOD_NO_ACTIVATION, OP_TARGET_TO_DECK, OP_TO_DECK, MOD_RETURN_IN_END_PHASE,
                               OP_ATTACK_ALL, MOD_ATTACK_ALL, MOD_ATTACKS_ONLY_BY, OP_COPY_ORIGINAL_STATS, OP_EQUIP_TARGET_TO_SELF, ATTACH_EQUIP,
                               MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF, MOD_CONTROL, OP_LOCK_TARGETS,
                               MOD_LOCKED_BY)
from .constants import (LOC_GRAVE, MODIFIER_CAP, EV_POSITION, LOC_BANISHED, LOC_HAND,
                        LOC_MZONE, POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_DEF, EV_ATK_CHANGED,
                        POS_FACEUP_CARD)
from .actions import act_on, destroy_with_damage
from .selectors import counter_capacity, holds_counters
from .modifiers import add_modifier, drop_card
from .events import log_event
from .trigger_events import note_face_up, note_trigger
from .statics import has_static
from .field_room import open_mzone, summon_zone, type_fits
from .atk_def import cur_atk, original_stat
from .zones import (attach, banish_card, place_spell, change_control, on_field, send_to_grave,
                    special_summon)
from .move_notes import note_release, turn_face_down
from .zone_queries import free_szone, free_mzone, note_attack_counts
from .links import activator_in_duel, target_ok, target_still_legal


@njit(cache=True)
def banish_for_a_while(st, t, p, until_end_phase):
    """p banishes card t; with ``until_end_phase`` a monster returns to its owner's field in the
    position it had as this turn's End Phase begins (turn.return_banished: Interdimensional Matter
    Transporter)."""
    pos = st.c_pos[t]
    banish_card(st, t, p)
    if until_end_phase and st.c_loc[t] == LOC_BANISHED:
        add_modifier(st, MOD_RETURN_IN_END_PHASE, t, p, pos, UNTIL_END_OF_TURN, -1, st.turn)


@njit(cache=True)
def equip_monster_to(st, m, c, p, z):
    """Monster m becomes an Equip Card attached to monster c, face-up in player p's Spell/Trap Zone z, p's: no longer
    a monster (what effects changed on it lapses, what was attached to it follows it off: move_notes.note_release)."""
    note_release(st, m)
    drop_card(st, m)
    place_spell(st, m, p, z, POS_FACEUP_CARD)
    attach(st, m, c, ATTACH_EQUIP)
    log_event(st, EV_POSITION, p, m, POS_FACEUP_CARD)


@njit(cache=True)
def run_target_operation(st, db, k, op, a0, a1, a2):
    """An op on the link's targets (gain_stats without one: the monster itself), done to each target
    still legal (B16: ``links.target_still_legal``); False if op is not one of them."""
    return run_target_move(st, db, k, op, a0, a1, a2) or run_target_change(st, db, k, op, a0, a1, a2)


@njit(cache=True)
def run_target_move(st, db, k, op, a0, a1, a2):
    """An op that moves its targets or acts on them as cards: destroys, banishes, Sets, summons,
    takes, attaches, returns them, redirects an attack to one; False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_DESTROY_TARGET:
        t2 = st.ch_target2[k]
        st.ch_done[k] = 0                        # "destroy it, then ..." (Dust Tornado, Nobleman of Crossout): once
        if target_still_legal(st, db, k):        # destroyed; a1: damage equal to its ATK (R19: Ring of Destruction)
            destroy_with_damage(st, db, k, t, a0, a1)
            st.ch_done[k] = 0 if on_field(st, t) else 1
        if target_ok(st, db, k, t2):             # a second target (Icarus Attack): each still legal one
            destroy_with_damage(st, db, k, t2, a0, a1)
    elif op == OP_SET_TARGET:                    # no target: the monster itself, still face-up on the field (Stealth
        if t < 0 and st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            t = c                                # Bird)
        elif not target_still_legal(st, db, k):
            t = -1
        if t >= 0:
            turn_face_down(st, db, t)
    elif op == OP_TAKE_CONTROL:
        if target_still_legal(st, db, k) and not has_static(st, db, t, STATIC_FIXED_CONTROL) and st.c_ctrl[t] != p and activator_in_duel(st, k) and open_mzone(st, db, p, 0) >= 0 \
                and st.md_n < MODIFIER_CAP:
            back = st.c_ctrl[t]
            change_control(st, t, p, free_mzone(st, p))
            add_modifier(st, MOD_CONTROL, t, back, 1, UNTIL_END_OF_TURN, -1, st.turn)   # back in the End Phase
    elif op == OP_SPECIAL_SUMMON_TARGET:            # position "attack" (a "choice" asked first: apply_decision)
        if can_special_summon(st, db, k):
            special_summon(st, db, t, p, POS_FACEUP_DEF if a0 == 2 else POS_FACEUP_ATK)
    elif op == OP_REDIRECT_ATTACK:                  # R12 (T-R12d): the attacking player's other monster
        if st.atk_card >= 0 and not st.atk_negated and t != st.atk_card and target_still_legal(st, db, k) \
                and st.c_ctrl[t] == opp and st.c_ctrl[st.atk_card] == opp:
            st.atk_target = t
            st.atk_player = opp                     # the attacked player is now the attacking player (B14: no replay)
            note_attack_counts(st)
    elif op == OP_BANISH_TARGET:
        t2 = st.ch_target2[k]
        if target_still_legal(st, db, k):
            banish_for_a_while(st, t, p, a0)
        if target_ok(st, db, k, t2):
            banish_for_a_while(st, t2, p, a0)
    elif op == OP_ATTACH_TARGET:                    # an Equip Spell, Call of the Haunted (move_notes.note_release)
        revived = db[st.c_card[c]].x_from[st.ch_effect[k], TARGET_SLOT] & SEL_GRAVEYARD != 0   # just Special Summoned from a GY
        if st.c_loc[c] == LOC_GRAVE and free_szone(st, p) >= 0 and t >= 0 and st.c_loc[t] == LOC_MZONE \
                and target_still_legal(st, db, k) and activator_in_duel(st, k):
            drop_card(st, c)                        # a monster from its GY (Dark Necrofear): its GY record goes
            place_spell(st, c, p, free_szone(st, p), POS_FACEUP_CARD)
        if t >= 0 and st.c_loc[t] == LOC_MZONE and (revived or target_still_legal(st, db, k)) and on_field(st, c) \
                and activator_in_duel(st, k) and (a0 != ATTACH_CONTROL or st.c_ctrl[t] == p or (
                    open_mzone(st, db, p, 0) >= 0 and not has_static(st, db, t, STATIC_FIXED_CONTROL))):
            if a0 == ATTACH_CONTROL and st.c_ctrl[t] != p:
                change_control(st, t, p, free_mzone(st, p))       # for as long as it stays attached
            attach(st, c, t, a0)
        elif on_field(st, c):
            send_to_grave(st, c)                    # nothing to attach to: the card does not stay
    elif op == OP_CHANGE_POSITION_TARGET:
        if target_still_legal(st, db, k):
            change_position(st, t)
    elif op == OP_TARGET_TO_HAND or op == OP_TARGET_TO_DECK:   # each target still legal, to its owner's hand
        action = OP_TO_HAND if op == OP_TARGET_TO_HAND else OP_TO_DECK   # (public, R22) or shuffled into the Deck
        if target_still_legal(st, db, k):
            act_on(st, db, action, t, p, 0)
            if a0 and st.c_loc[t] == LOC_HAND:      # "you cannot activate that card this turn" (Fairy of the Spring)
                add_modifier(st, MOD_NO_ACTIVATION, t, st.c_owner[t], 1, UNTIL_END_OF_TURN, -1, st.turn)
        if target_ok(st, db, k, st.ch_target2[k]):
            act_on(st, db, action, st.ch_target2[k], p, 0)
    elif op == OP_LOCK_TARGETS:                     # while this card is face-up (static_locks.locked_by_card)
        for u in (t, st.ch_target2[k]):
            if on_field(st, c) and target_ok(st, db, k, u):
                add_modifier(st, MOD_LOCKED_BY, u, p, c + 1, UNTIL_WHILE_ON_FIELD, -1, st.turn)
    else:
        return False
    return True


@njit(cache=True)
def run_target_change(st, db, k, op, a0, a1, a2):
    """An op that changes what its targets are or may do: ATK/DEF (gained, halved, copied,
    switched), counters, attacks, being Tributed; False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    t = st.ch_target[k]
    if op == OP_GAIN_ATK:                      # until the end of this turn or Damage Step (B13), or while on the
        until = UNTIL_WHILE_ON_FIELD if a1 & 3 == GAIN_UNTIL_WHILE_ON_FIELD else a1 & 3    # field
        times = st.ch_done[k] if a1 & GAIN_AS_MANY else 1   # White-Horned Dragon: per card the op before acted on
        m = c if t < 0 else t if target_still_legal(st, db, k) else -1   # no target: the monster itself
        if a1 & GAIN_BATTLED:                    # the other monster of the attack (Slate Warrior)
            m = battled_monster(st, c)
        if m >= 0 and times > 0 and st.c_loc[m] == LOC_MZONE \
                and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            change_stats(st, db, m, a0 * times, a2 * times, p, until)
            if a1 & GAIN_PIERCING:               # Exarion Universe: piercing for as long
                add_modifier(st, MOD_PIERCING, m, p, 1, until, -1, st.turn)
    elif op == OP_HALVE_ATK_TO_OTHER:            # Riryoku: the first target's ATK halved (B23: rounded up), the
        t2 = st.ch_target2[k]                    # second gains what it lost, until the end of this turn
        if target_still_legal(st, db, k) and target_ok(st, db, k, t2):
            lost = cur_atk(st, db, t) // 2
            if lost > 0:
                change_stats(st, db, t, -lost, 0, p, UNTIL_END_OF_TURN)
                change_stats(st, db, t2, lost, 0, p, UNTIL_END_OF_TURN)
    elif op == OP_HALVE_ORIGINAL_ATK:            # until the end of this turn (B23)
        if target_still_legal(st, db, k):
            add_modifier(st, MOD_HALVE_ORIGINAL_ATK, t, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
            log_event(st, EV_ATK_CHANGED, t, cur_atk(st, db, t), p)
    elif op == OP_ADD_COUNTER_TARGET:               # up to what the target can hold (Apprentice Magician)
        if target_still_legal(st, db, k) and holds_counters(st, t):
            st.c_counter[t] = max(st.c_counter[t], min(st.c_counter[t] + a0, counter_capacity(db, st.c_card[t])))
    elif op == OP_EQUIP_TARGET_TO_SELF:             # Thousand-Eyes Restrict: the target, as an Equip Card of this card
        if target_still_legal(st, db, k) and st.c_loc[t] == LOC_MZONE and not has_static(st, db, t, STATIC_FIXED_CONTROL):
            z = free_szone(st, p)
            if z < 0 or st.c_loc[c] != LOC_MZONE or st.c_pos[c] == POS_FACEDOWN_DEF:
                send_to_grave(st, t)
            else:
                equip_monster_to(st, t, c, p, z)
    elif op == OP_COPY_ORIGINAL_STATS:              # Copycat: the target's original ATK and DEF, while it stays
        if target_still_legal(st, db, k) and st.c_loc[t] == LOC_MZONE and st.c_pos[t] != POS_FACEDOWN_DEF \
                and st.c_loc[c] == LOC_MZONE and st.c_pos[c] != POS_FACEDOWN_DEF:
            add_modifier(st, MOD_ORIGINAL_ATK, c, p, original_stat(st, db, t, True), UNTIL_WHILE_ON_FIELD, -1, st.turn)
            add_modifier(st, MOD_ORIGINAL_DEF, c, p, original_stat(st, db, t, False), UNTIL_WHILE_ON_FIELD, -1, st.turn)
            log_event(st, EV_ATK_CHANGED, c, cur_atk(st, db, c), p)
    elif op == OP_ATTACK_ALL:                       # Diffusion Wave-Motion (R16: every opponent's monsters)
        if target_still_legal(st, db, k) and st.c_loc[t] == LOC_MZONE and st.c_ctrl[t] == p \
                and st.c_pos[t] != POS_FACEDOWN_DEF:
            add_modifier(st, MOD_ATTACK_ALL, t, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
            add_modifier(st, MOD_ATTACKS_ONLY_BY, -1, p, t + 1, UNTIL_END_OF_TURN, -1, st.turn)
    elif op == OP_TRIBUTABLE_TARGET:                # Soul Exchange: p may Tribute it this turn as if p controlled it
        if target_still_legal(st, db, k) and activator_in_duel(st, k) and st.c_ctrl[t] != p:
            add_modifier(st, MOD_TRIBUTABLE, t, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    elif op == OP_SWAP_TARGET_ORIGINAL:             # no target: the monster itself (Sand Moth); Great Spirit's target
        m = c if t < 0 else t if target_still_legal(st, db, k) else -1
        if m >= 0 and st.c_loc[m] == LOC_MZONE and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            until = UNTIL_WHILE_ON_FIELD if a0 == GAIN_UNTIL_WHILE_ON_FIELD else UNTIL_END_OF_TURN
            add_modifier(st, MOD_SWAP_ORIGINAL, m, p, 1, until, -1, st.turn)
            log_event(st, EV_ATK_CHANGED, m, cur_atk(st, db, m), p)
    else:
        return False
    return True


@njit(cache=True)
def change_stats(st, db, t, atk, def_, p, until):
    """Face-up monster t gains ``atk`` ATK and ``def_`` DEF until the end of this turn or of
    this Damage Step (``until``: MOD_ATK and MOD_DEF rows, core/modifiers.py; B13)."""
    if atk != 0:
        add_modifier(st, MOD_ATK, t, p, atk, until, -1, st.turn)
        log_event(st, EV_ATK_CHANGED, t, cur_atk(st, db, t), p)
    if def_ != 0:
        add_modifier(st, MOD_DEF, t, p, def_, until, -1, st.turn)


@njit(cache=True)
def change_position(st, t):
    """An effect changes monster t's battle position: face-up Attack and Defense swap (B9's
    change, without its limits); a face-down monster is turned face-up in Attack Position,
    which can trigger its Flip Effect. B8: an effect's change leaves the controller's own
    change for the turn (``c_manual_pos_turn``) unused."""
    pos = st.c_pos[t]
    st.c_pos[t] = POS_FACEUP_DEF if pos == POS_FACEUP_ATK else POS_FACEUP_ATK
    log_event(st, EV_POSITION, st.c_ctrl[t], t, st.c_pos[t])
    if pos == POS_FACEDOWN_DEF:
        note_trigger(st, t, 1 << TRIG_FLIPPED)
        note_face_up(st)                         # R22: Rivalry of Warlords


@njit(cache=True)
def can_special_summon(st, db, k):
    p = st.ch_player[k]
    return activator_in_duel(st, k) and target_still_legal(st, db, k) and summon_zone(st, db, p) >= 0 \
        and type_fits(st, db, p, st.ch_target[k])                   # R22: Rivalry of Warlords


@njit(cache=True)
def battled_monster(st, c):
    """The other monster of the attack in progress that monster c is part of, or -1."""
    if st.atk_target < 0:
        return -1
    return st.atk_target if c == st.atk_card else st.atk_card if c == st.atk_target else -1
