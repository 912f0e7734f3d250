"""The ops of a resolving link that need no decision (docs/primitives.md "Ops"): each one
done to the link's targets, its opponent or the field as the rules and the data say."""

import numpy as np
from .._jit import njit

from ..cards.constants import (MOD_ATK, MOD_DEF, MOD_DESTROY_IN_END_PHASE, MOD_HALVE_ORIGINAL_ATK, MOD_SWAP_ORIGINAL,
                               OP_SWAP_ORIGINAL_STATS, OP_SWAP_TARGET_ORIGINAL, OP_ATTACKER_TO_HAND, OP_EXTRA_NORMAL_SUMMON,
                               OP_SHUFFLE_SET_MONSTERS, OP_DAMAGE_BATTLED_ATK, OP_EQUIP_TO_BATTLED, OP_DESTROY_ATTACHED, ATTACH_EQUIP,
                               OP_LOOK_DESTROY, MOD_KINDS, MOD_DESTROY_DRAWN, KIND_MONSTER,
                               OP_PLAYER_MODIFIER, UNTIL_END_OF_TURN, OP_TO_HAND, OP_ATTACK_AGAIN, OP_BANISH_TARGET,
                               OP_CHANGE_POSITION_TARGET, OP_DAMAGE, OP_SET_LP, OP_TAKE_CONTROL,
                               OP_BANISH_NAME_IF_FLIP, OP_DAMAGE_TARGET_ATK, OP_DESTROY_TARGET, OP_DRAW,
                               OP_NEGATE_ATTACK, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET, OP_DISCARD_HAND_DRAW,
                               DISCARD_WHO_EACH, DISCARD_WHO_JAR_SCOPE, OP_FLIP_MONSTERS, OP_OPPONENT_DRAWS,
                               OP_DISCARD_RANDOM, OP_TARGET_TO_HAND, SUBTYPE_FLIP, TRIG_FLIPPED, KIND_TRAP,
                               OP_NEGATE_ACTIVATION, OP_NEGATE_SUMMON, ATTACH_CONTROL, OP_ATTACH_TARGET, OP_GAIN_LP,
                               SEL_GRAVEYARD, TARGET_SLOT, OP_DESTROY_HIGHEST_DEF, OP_DESTROY_TARGET_DAMAGE_BOTH,
                               OP_DECLARE_RACE_DESTROY, OP_RETURN_TO_HAND, OP_ADD_COUNTER, OP_BANISH_BATTLED,
                               OP_SUMMON_SELF, OP_REDIRECT_ATTACK, OP_KEEP_ONE_TYPE, GAIN_SNATCH_STEAL,
                               GAIN_IF_SPELL_IN_HAND, OP_SUMMON_TOKENS, OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK,
                               OP_DOUBLE_OWN_ATK, OP_MILL, OP_DESTROY_BATTLED, STATIC_FIXED_CONTROL,
                               GAIN_UNTIL_WHILE_ON_FIELD, UNTIL_WHILE_ON_FIELD, DAMAGE_TO_TARGET_CONTROLLER,
                               OP_ADD_COUNTER_TARGET, OP_TRIBUTABLE_TARGET, MOD_TRIBUTABLE, GAIN_AS_MANY,
                               GAIN_BATTLED, GAIN_PIERCING, MOD_PIERCING, OP_HALVE_ATK_TO_OTHER, OP_DAMAGE_EVERY_PLAYER,
                               OP_DISCARD_RANDOM_OR_DESTROY_OWN, OP_DESTROY_EQUIPMENT,
                               MOD_NO_ACTIVATION, OP_TARGET_TO_DECK, OP_TO_DECK, MOD_RETURN_IN_END_PHASE,
                               OP_ATTACK_ALL, MOD_ATTACK_ALL, MOD_ATTACKS_ONLY_BY, OP_COPY_ORIGINAL_STATS, MOD_ORIGINAL_ATK,
                               MOD_ORIGINAL_DEF)
from .damage import effect_damage
from .constants import (LOC_GRAVE, EV_ATTACK_NEGATED, EV_TO_HAND, CONTROL_CAP, EV_REVEAL, EV_BANISHED, EV_POSITION,
                        LOC_BANISHED, LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE, N_MZONES, N_SZONES, POS_FACEDOWN_DEF,
                        POS_FACEUP_ATK, POS_FACEUP_DEF, EV_NEGATED, EVENT_SUMMON_ATTEMPT, EV_GAIN_LP,
                        EV_ATK_CHANGED, MAX_CARDS, POS_FACEUP_CARD, N_MMZ, EV_SHUFFLED_SET)
from .candidates import own_race_monster, holds_spell, highest_def_monsters
from .actions import act_on
from .selectors import counter_capacity, holds_counters, per_count
from .modifiers import add_modifier, drop_card, modify_players
from .events import log_event
from .players import in_duel, player_at_rel
from .trigger_events import note_face_up, note_lp_gain, note_trigger
from .rng import rng_below
from .statics import has_static, spell_proof
from .static_locks import effect_draw
from .field_room import open_mzone, race_fits, token_room, summon_zone, type_fits
from .atk_def import cur_atk, original_stat
from .tokens import summon_tokens
from .zones import (attach, banish_card, place_spell, change_control, destroy, discard, on_field, owner_in_game,
                    send_to_grave, special_summon, to_pile)
from .move_notes import note_release, turn_face_down
from .zone_queries import free_szone, free_mzone, note_attack_counts, set_monster_zones, spell_trap_count
from .links import activator_in_duel, target_ok, target_still_legal


@njit(cache=True)
def run_operation(st, db, k, op, a0, a1, a2, j):
    """Operations that need no decision (the position of a Special Summon is asked by
    ``run_resolve``): those on the link's targets, then the others."""
    if not run_target_operation(st, db, k, op, a0, a1, a2):
        run_other_operation(st, db, k, op, a0, a1, a2, j)


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
def run_target_operation(st, db, k, op, a0, a1, a2):
    """An op on the link's targets (gain_stats without one: the monster itself), done to each target
    still legal (B16: ``links.target_still_legal``); False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_DESTROY_TARGET:
        t2 = st.ch_target2[k]
        if target_still_legal(st, db, k):
            destroy(st, db, t, p, a0)
            st.ch_done[k] = 1                    # "destroy it, then ...": set_spell_trap_from_hand may follow
        if target_ok(st, db, k, t2):             # a second target (Icarus Attack): each still legal one
            destroy(st, db, t2, p, a0)
    elif op == OP_DAMAGE_TARGET_ATK:
        if target_still_legal(st, db, k) and opp >= 0 and in_duel(st, opp):
            effect_damage(st, opp, cur_atk(st, db, t), p, c)
    elif op == OP_SET_TARGET:                    # no target: the monster itself, still face-up on the field (Stealth
        if t < 0 and st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            t = c                                # Bird)
        elif not target_still_legal(st, db, k):
            t = -1
        if t >= 0:
            turn_face_down(st, db, t)
    elif op == OP_TAKE_CONTROL:
        if target_still_legal(st, db, k) and not has_static(st, db, t, STATIC_FIXED_CONTROL) and st.c_ctrl[t] != p and activator_in_duel(st, k) and open_mzone(st, db, p, 0) >= 0 \
                and st.ctl_n < CONTROL_CAP:
            back = st.c_ctrl[t]
            change_control(st, t, p, free_mzone(st, p))
            st.ctl_card[st.ctl_n] = t
            st.ctl_back[st.ctl_n] = back
            st.ctl_n += 1
    elif op == OP_BANISH_NAME_IF_FLIP:
        if t >= 0 and st.c_loc[t] == LOC_BANISHED and db[st.c_card[t]].subtype == SUBTYPE_FLIP:
            banish_name_from_decks(st, t, p)
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
    elif op == OP_DESTROY_TARGET_DAMAGE_BOTH:       # R19: the activator and the designated opponent (Ring of
        if target_still_legal(st, db, k):           # Destruction, 2006 wording; docs/interpretations.md)
            atk = cur_atk(st, db, t)
            destroy(st, db, t, p, False)
            if not on_field(st, t):                 # destroyed: then the damage, to both at once (B21 after the link)
                for q in (p, opp):
                    if q >= 0 and in_duel(st, q):
                        effect_damage(st, q, atk, p, c)
    elif op == OP_GAIN_ATK:                      # until the end of this turn or Damage Step (B13), or while on the
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
    elif op == OP_TARGET_TO_HAND or op == OP_TARGET_TO_DECK:   # each target still legal, to its owner's hand
        action = OP_TO_HAND if op == OP_TARGET_TO_HAND else OP_TO_DECK   # (public, R22) or shuffled into the Deck
        if target_still_legal(st, db, k):
            act_on(st, db, action, t, p, 0)
            if a0 and st.c_loc[t] == LOC_HAND:      # "you cannot activate that card this turn" (Fairy of the Spring)
                add_modifier(st, MOD_NO_ACTIVATION, t, st.c_owner[t], 1, UNTIL_END_OF_TURN, -1, st.turn)
        if target_ok(st, db, k, st.ch_target2[k]):
            act_on(st, db, action, st.ch_target2[k], p, 0)
    else:
        return False
    return True


@njit(cache=True)
def run_other_operation(st, db, k, op, a0, a1, a2, j):
    """An op on players, the field, the battle or the card itself."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_DRAW:                            # a1: as many as the op before acted on (Reload); per: for each
        if activator_in_duel(st, k):             # card counted (Good Goblin Housekeeping)
            for _ in range(st.ch_done[k] if a1 else a0 * per_count(st, db, c, st.ch_effect[k], j, p, opp)):
                if not effect_draw(st, db, p):
                    break
    elif op == OP_DESTROY_HIGHEST_DEF:           # one such monster: no choice to make (a tie: apply_decision)
        if opp >= 0 and in_duel(st, opp) and highest_def_monsters(st, db, opp, c, True) == 1:
            destroy(st, db, st.pr_cand[0], p, False)
    elif op == OP_NEGATE_ATTACK:
        if st.atk_card >= 0 and not st.atk_negated:
            st.atk_negated = True
            st.bp_end = st.bp_end or a0 == 1
            log_event(st, EV_ATTACK_NEGATED, st.atk_card, p, 0)
    elif op == OP_DECLARE_RACE_DESTROY:
        if activator_in_duel(st, k):
            destroy_declared_race(st, db, k)
    elif op == OP_SET_LP:
        for q in (p, opp):
            if q >= 0 and in_duel(st, q):
                if a0 == 0 and st.lp[q] > 0 and q != p:
                    st.killer[q] = p               # the activator caused that loss
                st.lp[q] = a0
    elif op == OP_DISCARD_HAND_DRAW:
        discard_hands_and_draw(st, db, p, opp, a0, a1)
    elif op == OP_OPPONENT_DRAWS:
        if opp >= 0 and in_duel(st, opp):
            opponent_draws(st, db, opp, a0, a1)
    elif op == OP_DISCARD_RANDOM:                # R12 (T-R12b): only the linked (damaged) player
        discard_at_random(st, db, opp, a0, a1, p, c)
    elif op == OP_DISCARD_RANDOM_OR_DESTROY_OWN:  # no monster of theirs to choose: the random discard (Dark Coffin)
        discard_at_random(st, db, opp, 1, 0, p, c)
    elif op == OP_PLAYER_MODIFIER:               # core/modifiers.py: Kuriboh, Dimension Wall (R12), Cold Wave (R22)
        if activator_in_duel(st, k):
            atk_min = a0 // MOD_KINDS * 100           # destroy drawn monsters: the row's value is that ATK + 1
            modify_players(st, p, opp if opp >= 0 and in_duel(st, opp) else -1, a0 % MOD_KINDS, a1, a2 % 8, a2 // 8,
                           atk_min + 1 if a0 % MOD_KINDS == MOD_DESTROY_DRAWN else 1)
    elif op == OP_FLIP_MONSTERS:                 # a0: the opponent's, or every player's (Ceasefire); a1: Flip Effects
        for q in range(st.num_players):
            if in_duel(st, q) and (q == opp if a0 == 0 else activator_in_duel(st, k)):
                flip_face_up(st, q, a1 == 1)
    elif op == OP_SUMMON_SELF:                      # position "attack" (a "choice" asked first: apply_decision)
        summon_self(st, db, k, POS_FACEUP_DEF if a0 == 2 else POS_FACEUP_ATK, a1)
    elif op == OP_ATTACK_AGAIN:                     # B11: one more attack declaration this Battle Phase
        if st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p and activator_in_duel(st, k):
            st.c_attacked_turn[c] = -1
    elif op == OP_GAIN_LP:                          # by default only in that player's own turn
        q = p if a2 & 1 else opp
        if q >= 0 and in_duel(st, q) and (a1 != GAIN_SNATCH_STEAL or st.rule_snatch_every or st.turn_player == q) \
                and (a1 != GAIN_IF_SPELL_IN_HAND or holds_spell(st, db, q)):     # The Eye of Truth (R13)
            gain = a0 * (st.ch_done[k] if a2 >> 1 else per_count(st, db, c, st.ch_effect[k], j, p, opp))
            if gain > 0:                            # Gift of the Mystical Elf; as_many: Emergency Provisions
                st.lp[q] += gain
                log_event(st, EV_GAIN_LP, q, gain, c)
                note_lp_gain(st, q)                 # Fire Princess
    elif op == OP_NEGATE_ACTIVATION:                # B16: the link this one answers
        if k > 0 and not st.ch_negated[k - 1]:
            st.ch_negated[k - 1] = 1
            d = st.ch_card[k - 1]
            log_event(st, EV_NEGATED, d, p, 0)
            if a0 and on_field(st, d):
                destroy(st, db, d, p, False)
    elif op == OP_NEGATE_SUMMON:                    # the monster being summoned never is (summon.py)
        if t >= 0 and st.c_loc[t] == LOC_MZONE and st.win_event == EVENT_SUMMON_ATTEMPT and st.win_card == t:
            log_event(st, EV_NEGATED, t, p, 0)
            destroy(st, db, t, p, False)
    elif op == OP_DAMAGE:                           # a1: the activator, the opponent, the target's controller (its
        q = p if a1 == 0 else opp                   # owner once destroyed: Stamping Destruction)
        if a1 == DAMAGE_TO_TARGET_CONTROLLER:
            q = st.c_ctrl[t] if t >= 0 else -1
        if q >= 0 and in_duel(st, q):
            effect_damage(st, q, a0 * (st.ch_done[k] if a2 else per_count(st, db, c, st.ch_effect[k], j, p, opp)), p, c)
    elif op == OP_EQUIP_TO_BATTLED:                 # Blast Sphere: the attacker, if it can be equipped
        if activator_in_duel(st, k) and st.c_loc[c] == LOC_MZONE and st.atk_target >= 0 \
                and (c == st.atk_card or c == st.atk_target):
            equip_to_battled(st, db, c, p)
    elif op == OP_DESTROY_ATTACHED:                 # Blast Sphere in the Standby Phase (a0: the damage)
        if activator_in_duel(st, k) and on_field(st, c) and st.c_attached[c] >= 0:
            destroy_attached(st, db, c, p, opp if a0 else -1)
    elif op == OP_DESTROY_EQUIPMENT:                # Gearfried the Iron Knight: the Equip Cards attached to it
        if st.c_loc[c] == LOC_MZONE:
            destroy_equipment(st, db, c, p, k)
    elif op == OP_LOOK_DESTROY:                     # Crush Card Virus: the opponent's hand and monsters
        if activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp):
            look_and_destroy(st, db, p, opp, a0)
    elif op == OP_DAMAGE_BATTLED_ATK:               # Reflect Bounder, Zoma the Spirit: the other monster of the attack
        if activator_in_duel(st, k) and st.atk_target >= 0 and (c == st.atk_card or c == st.atk_target):
            other = st.atk_target if c == st.atk_card else st.atk_card
            if st.c_loc[other] == LOC_MZONE and in_duel(st, st.c_ctrl[other]):
                effect_damage(st, st.c_ctrl[other], cur_atk(st, db, other), p, c)
    elif op == OP_RETURN_TO_HAND:                   # a Spirit: the card itself, still face-up on the field
        if st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            owner = st.c_owner[c]
            if owner_in_game(st, c):
                to_pile(st, c, owner, LOC_HAND)
                log_event(st, EV_TO_HAND, owner, c, 0)    # public
    elif op == OP_BANISH_BATTLED:                   # D.D. Warrior Lady, in the Damage Step (B13): that monster, also
        if activator_in_duel(st, k) and st.atk_target >= 0 and (c == st.atk_card or c == st.atk_target):   # itself
            other = st.atk_target if c == st.atk_card else st.atk_card
            if st.c_loc[other] == LOC_MZONE:
                banish_card(st, other, p)
            if st.c_loc[c] == LOC_MZONE:
                banish_card(st, c, p)
    elif op == OP_DESTROY_BATTLED:                  # the other monster of the attack in progress, of Type a0 or a1 (0:
        if st.atk_target >= 0 and (c == st.atk_card or c == st.atk_target):   # any, none)
            other = st.atk_target if c == st.atk_card else st.atk_card
            race = db[st.c_card[other]].race
            if st.c_loc[other] == LOC_MZONE and (a0 == 0 or race == a0 or race == a1):
                destroy(st, db, other, p, False)
    elif op == OP_MILL:                             # the top a0 cards of the activator's (a1 0) or the opponent's Deck
        q = p if a1 == 0 else opp
        if q >= 0 and in_duel(st, q):
            for _ in range(a0):
                if st.pile_n[q, LOC_DECK] == 0:
                    break
                send_to_grave(st, st.pile[q, LOC_DECK, st.pile_n[q, LOC_DECK] - 1])
    elif op == OP_ADD_COUNTER:                      # on the card itself, face-up on the field, up to a1 in all
        if holds_counters(st, c):
            st.c_counter[c] = min(st.c_counter[c] + a0, a1)
    elif op == OP_SUMMON_TOKENS:                    # B10: every token or none (Scapegoat's 4 Sheep Tokens); a2 // 2:
        q = opp if a2 >= 2 else p                   # to the effect's opponent's field (Ojama Trio)
        if activator_in_duel(st, k) and token_room(st, db, p, opp, a0, a2 >= 2) \
                and race_fits(st, db, q, db[a1 - 1].race, -1):
            summon_tokens(st, db, p, q, a1 - 1, a0, a2 % 2 == 1)   # R22: Rivalry of Warlords, as for any effect
    elif op == OP_DOUBLE_OWN_ATK:                   # Limiter Removal: the monsters it doubles, destroyed in the End Phase
        if activator_in_duel(st, k):
            for z in range(N_MZONES):
                m = st.mzone[p, z]
                if m >= 0 and own_race_monster(st, db, m, a0) and not spell_proof(st, db, c, m):
                    change_stats(st, db, m, cur_atk(st, db, m), 0, p, UNTIL_END_OF_TURN)
                    add_modifier(st, MOD_DESTROY_IN_END_PHASE, m, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
    elif op == OP_SWAP_ORIGINAL_STATS:              # R10: every face-up monster on the field now (Shield & Sword)
        if activator_in_duel(st, k):
            for q in range(st.num_players):
                for z in range(N_MZONES):
                    m = st.mzone[q, z]
                    if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF) \
                            and not spell_proof(st, db, c, m):
                        add_modifier(st, MOD_SWAP_ORIGINAL, m, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
                        log_event(st, EV_ATK_CHANGED, m, cur_atk(st, db, m), p)
    elif op == OP_ATTACKER_TO_HAND:                 # the attacking monster, still on the field (Ordeal of a Traveler)
        a = st.atk_card
        if a >= 0 and st.c_loc[a] == LOC_MZONE and activator_in_duel(st, k):
            act_on(st, db, OP_TO_HAND, a, p, 0)
    elif op == OP_EXTRA_NORMAL_SUMMON:              # Ultimate Offering: one more Normal Summon or Set this turn (B7)
        if activator_in_duel(st, k) and st.turn_player == p:
            st.normal_summons -= 1
    elif op == OP_SHUFFLE_SET_MONSTERS:             # Shifting Shadows
        if activator_in_duel(st, k):
            shuffle_set_monsters(st, p)
    elif op == OP_KEEP_ONE_TYPE:                    # R22: PROC_ADJUST asks each player which Type they keep
        st.adjust_due = True
    elif op == OP_DAMAGE_EVERY_PLAYER:              # R10 (Simorgh): each player, less for each Spell/Trap they control
        for q in range(st.num_players):
            if in_duel(st, q):
                n = a0 - a1 * spell_trap_count(st, q)
                if n > 0:
                    effect_damage(st, q, n, p, c)


@njit(cache=True)
def discard_at_random(st, db, q, count, per_level, p, c):
    """Player q (if in the duel) discards ``count`` cards from the hand at random (the duel's seeded RNG), fewer if
    the hand runs out; a monster discarded deals q ``per_level`` damage for each of its Levels, from p's card c
    (Thestalos the Firestorm Monarch)."""
    if q < 0 or not in_duel(st, q):
        return
    for _ in range(count):
        n = st.pile_n[q, LOC_HAND]
        if n == 0:
            break
        d = st.pile[q, LOC_HAND, rng_below(st, n)]
        discard(st, q, d)
        if per_level and db[st.c_card[d]].kind == KIND_MONSTER and in_duel(st, q):
            effect_damage(st, q, per_level * db[st.c_card[d]].level, p, c)


@njit(cache=True)
def shuffle_set_monsters(st, p):
    """p's face-down monsters in the Main Monster Zones are dealt out again at random among the zones they hold
    (Fisher-Yates on the duel's seeded RNG); a public event says so."""
    zones = np.empty(N_MMZ, np.int64)
    n = set_monster_zones(st, p, zones)
    cards = np.empty(N_MMZ, np.int64)
    for j in range(n):
        cards[j] = st.mzone[p, zones[j]]
    for j in range(n - 1, 0, -1):
        r = rng_below(st, j + 1)
        cards[j], cards[r] = cards[r], cards[j]
    for j in range(n):
        st.mzone[p, zones[j]] = cards[j]
        st.c_seq[cards[j]] = zones[j]
    log_event(st, EV_SHUFFLED_SET, p, n, 0)


@njit(cache=True)
def look_and_destroy(st, db, p, q, atk_min):
    """p looks at q's hand and face-down monsters (a ``revealed`` event each, looked at by p alone),
    then every monster among q's hand and monsters with ``atk_min`` or more ATK (the current ATK on
    the field, the printed one in the hand) is destroyed by p, the hand's too."""
    out = np.empty(MAX_CARDS, np.int16)
    n = 0
    for h in range(st.pile_n[q, LOC_HAND]):
        d = st.pile[q, LOC_HAND, h]
        log_event(st, EV_REVEAL, p, d, 1)
        card = db[st.c_card[d]]
        if card.kind == KIND_MONSTER and card.atk >= atk_min:
            out[n] = d
            n += 1
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m < 0:
            continue
        if st.c_pos[m] == POS_FACEDOWN_DEF:
            log_event(st, EV_REVEAL, p, m, 1)
        if cur_atk(st, db, m) >= atk_min:
            out[n] = m
            n += 1
    for i in range(n):
        destroy(st, db, out[i], p, False)


@njit(cache=True)
def equip_to_battled(st, db, c, p):
    """Monster c becomes an Equip Card attached to the other monster of its battle (the attacker):
    it moves to a free Spell/Trap Zone of its controller's, face-up, no longer a monster (what
    effects changed on it lapses, what was attached to it follows it off: move_notes.note_release). No
    free zone, or that monster face-down or gone: c is destroyed."""
    other = st.atk_target if c == st.atk_card else st.atk_card
    q = st.c_ctrl[c]
    z = free_szone(st, q)
    if z < 0 or st.c_loc[other] != LOC_MZONE or st.c_pos[other] == POS_FACEDOWN_DEF:
        destroy(st, db, c, p, False)
        return
    note_release(st, c)
    drop_card(st, c)
    place_spell(st, c, q, z, POS_FACEUP_CARD)
    attach(st, c, other, ATTACH_EQUIP)
    log_event(st, EV_POSITION, q, c, POS_FACEUP_CARD)


@njit(cache=True)
def destroy_equipment(st, db, m, p, k):
    """The Equip Cards attached to monster m are destroyed by player p's effect; ``ch_done`` of link k
    counts them."""
    n = 0
    for q in range(st.num_players):
        for z in range(N_SZONES):
            e = st.szone[q, z]
            if e >= 0 and st.c_attached[e] >= 0 and st.c_attached[e] % MAX_CARDS == m \
                    and st.c_attached[e] // MAX_CARDS == ATTACH_EQUIP:
                destroy(st, db, e, p, False)
                n += 1 if st.c_loc[e] == LOC_GRAVE else 0
    st.ch_done[k] = n


@njit(cache=True)
def destroy_attached(st, db, c, p, q):
    """The monster card c is attached to is destroyed, if face-up; if it was, player q (-1: none)
    takes damage equal to its ATK on the field; if it was not, c is destroyed (Blast Sphere)."""
    m = st.c_attached[c] % MAX_CARDS
    if st.c_loc[m] != LOC_MZONE or st.c_pos[m] == POS_FACEDOWN_DEF:
        return
    atk = cur_atk(st, db, m)
    destroy(st, db, m, p, False)
    if st.c_loc[m] == LOC_MZONE:
        destroy(st, db, c, p, False)
    elif q >= 0 and in_duel(st, q):
        effect_damage(st, q, atk, p, c)


@njit(cache=True)
def battled_monster(st, c):
    """The other monster of the attack in progress that monster c is part of, or -1."""
    if st.atk_target < 0:
        return -1
    return st.atk_target if c == st.atk_card else st.atk_card if c == st.atk_target else -1


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
def flip_face_up(st, q, flip_effects):
    """R39 / R11 example 4: q's face-down monsters are turned face-up in Defense Position, which
    can trigger their Flip Effects (B17) unless ``flip_effects`` is False (Ceasefire)."""
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and st.c_pos[m] == POS_FACEDOWN_DEF:
            st.c_pos[m] = POS_FACEUP_DEF
            log_event(st, EV_POSITION, q, m, POS_FACEUP_DEF)
            if flip_effects:
                note_trigger(st, m, 1 << TRIG_FLIPPED)
            note_face_up(st)


@njit(cache=True)
def self_summonable(st, db, k):
    """The link's card is still where its trigger found it (a GY or banished) and can be Special
    Summoned by its activator to a free zone (special_summon_self)."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    here = st.c_loc[c] == LOC_GRAVE or st.c_loc[c] == LOC_BANISHED or (db[st.c_card[c]].kind == KIND_TRAP
                                                                      and st.c_loc[c] == LOC_SZONE)   # a Trap Monster
    return activator_in_duel(st, k) and here and st.c_ctrl[c] == p and summon_zone(st, db, p) >= 0 \
        and type_fits(st, db, p, c)                                  # R22: Rivalry of Warlords


@njit(cache=True)
def summon_self(st, db, k, pos, stats):
    """special_summon_self: the link's card comes to its activator's field; with ``stats`` > 0 its
    ATK and DEF become that while it stays (Twin-Headed Behemoth's 1000)."""
    if self_summonable(st, db, k):
        c = st.ch_card[k]
        special_summon(st, db, c, st.ch_player[k], pos)
        st.ch_done[k] = 1                        # "when you do" (Sacred Phoenix of Nephthys)
        if stats > 0:
            st.c_set_stat[c] = stats


@njit(cache=True)
def can_special_summon(st, db, k):
    p = st.ch_player[k]
    return activator_in_duel(st, k) and target_still_legal(st, db, k) and summon_zone(st, db, p) >= 0 \
        and type_fits(st, db, p, st.ch_target[k])                   # R22: Rivalry of Warlords


@njit(cache=True)
def banish_name_from_decks(st, t, by):
    """Each player in the duel banishes every card named like t from their Deck."""
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        i = 0
        while i < st.pile_n[q, LOC_DECK]:
            d = st.pile[q, LOC_DECK, i]
            if st.c_card[d] == st.c_card[t]:
                log_event(st, EV_BANISHED, d, by, 0)
                to_pile(st, d, q, LOC_BANISHED)
            else:
                i += 1


@njit(cache=True)
def discard_hands_and_draw(st, db, p, opp, draw, who):
    """Players discard their whole hands, then each draws ``draw`` cards (0: as many as it
    discarded), in seat order from the activator: every player in the duel who has a hand
    (R21: Card Destruction), or p and the designated opponent (R19: Morphing Jar, A-04), or
    under morphing_jar_scope="all_players" every player in the duel."""
    n = st.num_players
    counts = np.full(n, -1, np.int64)                  # cards to draw; -1: not taking part
    for r in range(n):
        q = player_at_rel(st, p, r)
        pair = q == p or q == opp
        if in_duel(st, q) and (pair or who == DISCARD_WHO_EACH or (who == DISCARD_WHO_JAR_SCOPE and st.rule_jar_all)):
            if draw > 0 or st.pile_n[q, LOC_HAND] > 0:
                counts[q] = draw if draw > 0 else st.pile_n[q, LOC_HAND]
            while st.pile_n[q, LOC_HAND] > 0:
                discard(st, q, st.pile[q, LOC_HAND, 0])
    for r in range(n):
        q = player_at_rel(st, p, r)
        for _ in range(max(counts[q], 0)):
            if not effect_draw(st, db, q):
                break


@njit(cache=True)
def opponent_draws(st, db, q, count, kind):
    """R22 (Hiro's Shadow Scout): q draws ``count`` cards and shows them to every player; those
    of card kind ``kind - 1`` are discarded (kind 0: none)."""
    for _ in range(count):
        if not effect_draw(st, db, q):
            break
        d = st.pile[q, LOC_HAND, st.pile_n[q, LOC_HAND] - 1]
        log_event(st, EV_REVEAL, q, d, 0)
        if kind > 0 and db[st.c_card[d]].kind == kind - 1:
            discard(st, q, d)


@njit(cache=True)
def destroy_declared_race(st, db, k):
    """Tribe-Infecting Virus: every face-up monster of the Type declared at activation on every
    player's field is destroyed (R10: "the field"), the card itself included if of that Type."""
    p = st.ch_player[k]
    race = st.ch_declared[k]
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF) \
                    and db[st.c_card[m]].race == race and not spell_proof(st, db, st.ch_card[k], m):
                destroy(st, db, m, p, False)
