"""Whether an effect can be activated now, and against whom: the read-only half of the effect
interpreter (the card table's ``e_*`` fields, cards/effects.py), used by the masks.

An activation needs its timing (B19, B15), its condition (the event of the response window:
B16), an opponent as its opponent class says (R11 designation, R18 help), and something for
its operations to act on with that opponent (R11 (b): checked against that opponent only).
"""
import numpy as np

from .._jit import njit

from ..cards.constants import (RUN_IF_CHOSEN, COND_OPPONENT_LP_ABOVE, COND_SPELL_TARGETS_ONE_MONSTER, RUN_IF_OPPONENT, MOD_NO_ACTIVATION, COND_ATTACKS_DEFENSE, COND_DESTROYED_BY_BATTLE, MOD_DESTROYED_BY_BATTLE, COND_TRIBUTED_OWN_ATTRIBUTE, MOD_TRIBUTED_OWN_ATTRIBUTE, MOD_NO_TRAPS, STATIC_FIXED_CONTROL, COND_CARDS, COND_SLOT, TARGET_SLOT, PICK_UP_TO, ACT_IGNITION, ACT_SPELL, ACT_TRIGGER, COND_ANY_SUMMON, COND_ATTACK, COND_LP_BEHIND, COND_LP_GAP, COND_NONE,
                               COND_SUMMONED, COND_SUMMONED_ANY_WAY, COND_SPELL_DESTROYS_SPELLS_TRAPS,
                               COND_SPELL_TRAP_ACTIVATED, COND_SUMMON_ATTEMPT, KIND_TRAP,
                               LP_COST_THOUSANDS, OP_DESTROY_TARGET, ATTACH_CONTROL, LP_COST_FIXED,
                               OP_ATTACH_TARGET, COND_FIELDS_AT_MOST, COND_START_OF_MAIN1,
                               KIND_MONSTER, MAX_OPS,
                               KIND_SPELL, SUBTYPE_FIELD, OP_DESTROY, SEL_SPELLS_TRAPS, SEL_HAND, OP_DISCARD_HAND_DRAW, OP_DRAW,
                               DISCARD_WHO_JAR_SCOPE, OP_OPPONENT_DRAWS, OP_SPECIAL_SUMMON_TARGET,
                               OP_SUMMON_FROM_HAND, OP_TAKE_CONTROL, OPP_CHAIN,
                               OPP_HELP, OPP_PHASE, OP_BANISH_FROM_GRAVE, OP_PLAYER_MODIFIER, UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP, WHOSE_YOU,
                               TGT_SELECT, ACT_LASTING,
                               OP_DESTROY_HIGHEST_DEF, OP_MUTUAL_GRAVE_BANISH, ONCE_PER_DUEL, OP_SUMMON_SELF, OP_TRIBUTE_OWN, OP_REDIRECT_ATTACK,
                               COND_MAIN_PHASE, OP_FUSION_SUMMON, OP_RITUAL_SUMMON, OP_BANISH_BATTLED, COND_DISCARDED,
                               OPP_PHASE_TP, OP_EXCHANGE_HANDS, OP_DECLARE_LEVEL_EXCAVATE, OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND, OP_DISCARD, OP_SWAP_ORIGINAL_STATS, OP_GUESS_HAND_KIND, OP_EXTRA_NORMAL_SUMMON, OP_SHUFFLE_SET_MONSTERS,
                               OP_GAIN_LP, GAIN_IF_SPELL_IN_HAND, OP_DAMAGE_BATTLED_ATK, OP_DESTROY_ATTACHED, OP_EQUIP_TO_BATTLED, COND_NOT_SUMMONED, OP_SUMMON_TOKENS,
                               COND_SPELL_ACTIVATED, COND_TRAP_ACTIVATED, COND_MONSTER_EFFECT_ACTIVATED, OP_DOUBLE_OWN_ATK, ACT_QUICK, COND_BATTLING, ONCE_PER_BATTLE,
                               COND_ATTACKED, COND_OWN_MONSTER_TO_GRAVE, MOD_OWN_MONSTER_TO_GRAVE, OP_REQUIRE_COUNT,
                               OP_MILL, OP_SWAP_CONTROL, OP_GIVE_CONTROL, OP_EACH_SUMMONS_FROM_DECK, COND_ANY_ATTACK, OP_DISCARD_RANDOM, OP_DESTROY_BATTLED, NO_BATTLE_PHASE_BIT,
                               COND_TRAP_IN_BATTLE_PHASE, COND_TRAP_TARGETS_RACE,
                               )
from .constants import (POS_FACEDOWN_DEF, LOC_BANISHED, CHAIN_CAP, NAMED_CAP, EVENT_ATTACK, EVENT_NONE, EVENT_SPECIAL_SUMMON, EVENT_SUMMON, EVENT_SUMMON_ATTEMPT, LOC_DECK, LOC_GRAVE, LOC_HAND, LOC_MZONE,
                        LOC_SZONE, MAX_CANDIDATES, MAX_CARDS, N_MZONES, N_SZONES, POS_FACEDOWN, PHASE_BATTLE, PHASE_MAIN1, PHASE_MAIN2, POS_FACEUP_ATK, POS_FACEUP_DEF, STEP_BATTLE, STEP_DAMAGE)
from .candidates import (any_face_up_monster, any_own_race_monster, discard_bounds, discard_candidates, face_up_monster_count,
                         grave_monsters, hand_summon_candidates, highest_def_monsters, holds_spell,
                         mutual_banish_possible,
    deck_summon_candidates)
from .players import in_duel, is_opponent
from .procedure import can_fusion_summon, can_ritual_summon, summonable_by_effect
from .statics import has_static
from .static_locks import (draw_barred, grave_banish_allowed, spell_trap_locked, spells_traps_barred,
                           trap_activation_locked)
from .field_room import field_cards, open_mzone, token_room, summon_zone
from .atk_def import cur_atk
from .modifiers import card_has

NO_OPPONENT = -2             # an effect whose opponent class finds no opponent now: it cannot be activated
from .selectors import gather, is_select_op, per_count, selection_ready
from .zone_queries import (MONSTERS_ANY, free_szone, monster_count, set_monster_zones, summon_locked,
                           tributable_count)
from .modifiers import player_has


@njit(cache=True)
def destroys_spells_traps(rec, e):
    """Effect e of a card would destroy Spells/Traps on the field (Judgment of Anubis reads it)."""
    for j in range(MAX_OPS):
        op = rec.e_op[e, j]
        if (op == OP_DESTROY and rec.x_from[e, j] & SEL_SPELLS_TRAPS) or (op == OP_DESTROY_TARGET
                                                                        and rec.x_from[e, TARGET_SLOT] & SEL_SPELLS_TRAPS):
            return True
    return False


@njit(cache=True)
def event_card(st, db, cond):
    """The card of the event a condition reads: the summoned monster (a Normal or Flip Summon
    only for "summoned"; a Special Summon by a procedure, or by an effect as the last thing of
    its chain (resolution.summon_window), too for the others; the monster
    being summoned in the window of its attempt), the attacker, or the card of the last chain
    link (a Spell/Trap being activated; a Spell that would destroy Spells/Traps), if its
    activation was not negated."""
    if cond == COND_SUMMONED and st.win_event == EVENT_SUMMON:
        return st.win_card
    if (cond == COND_ANY_SUMMON or cond == COND_SUMMONED_ANY_WAY) and (st.win_event == EVENT_SUMMON
                                                                       or st.win_event == EVENT_SPECIAL_SUMMON):
        return st.win_card
    if cond == COND_SUMMON_ATTEMPT and st.win_event == EVENT_SUMMON_ATTEMPT:
        return st.win_card
    if (cond == COND_ATTACK or cond == COND_ANY_ATTACK) and st.win_event == EVENT_ATTACK:
        return st.atk_card
    if (cond == COND_SPELL_TRAP_ACTIVATED or cond == COND_SPELL_DESTROYS_SPELLS_TRAPS or cond == COND_SPELL_ACTIVATED
            or cond == COND_TRAP_ACTIVATED or cond == COND_MONSTER_EFFECT_ACTIVATED
            or cond == COND_SPELL_TARGETS_ONE_MONSTER or cond == COND_TRAP_IN_BATTLE_PHASE
            or cond == COND_TRAP_TARGETS_RACE) and st.ch_n > 0 and not st.ch_negated[st.ch_n - 1]:
        c = st.ch_card[st.ch_n - 1]
        rec = db[st.c_card[c]]
        if cond == COND_TRAP_TARGETS_RACE:           # a Trap's activation or its lasting effect (The Dragon's Bead)
            return c if rec.kind == KIND_TRAP else -1
        if rec.e_kind[st.ch_effect[st.ch_n - 1]] == ACT_LASTING:
            return -1                                # the effect of a face-up card: no card activation
        if cond == COND_TRAP_IN_BATTLE_PHASE and rec.kind == KIND_TRAP and st.phase == PHASE_BATTLE:
            return c                                 # Trap Jammer
        if cond == COND_SPELL_TRAP_ACTIVATED and rec.kind != KIND_MONSTER:
            return c
        if cond == COND_SPELL_ACTIVATED and rec.kind == KIND_SPELL:
            return c
        if cond == COND_TRAP_ACTIVATED and rec.kind == KIND_TRAP:
            return c
        t = st.ch_target[st.ch_n - 1]            # Spell Shield Type-8: one target, a monster on the field
        if cond == COND_SPELL_TARGETS_ONE_MONSTER and rec.kind == KIND_SPELL and t >= 0 \
                and st.ch_target2[st.ch_n - 1] < 0 and st.c_loc[t] == LOC_MZONE:
            return c
        if cond == COND_MONSTER_EFFECT_ACTIVATED and rec.kind == KIND_MONSTER:
            return c
        if cond == COND_SPELL_DESTROYS_SPELLS_TRAPS and rec.kind == KIND_SPELL \
                and destroys_spells_traps(rec, st.ch_effect[st.ch_n - 1]):
            return c
    return -1


@njit(cache=True)
def targets_face_up_race(st, db, t, race):
    """Target t (-1 none) is a face-up monster on the field of Type ``race``."""
    return t >= 0 and st.c_loc[t] == LOC_MZONE and st.c_pos[t] != POS_FACEDOWN_DEF and db[st.c_card[t]].race == race


@njit(cache=True)
def condition_holds(st, db, cond, arg, p):
    """The window's event meets the condition for activator p: an opponent of p summoned a
    monster with ATK >= arg that is still face-up on the field, or an opponent's monster is
    declaring an attack (R18: p need not be the attacked player); a monster is being summoned;
    the last chain link activates a Spell/Trap (an opponent's Spell that would destroy
    Spells/Traps, R18: p need not be the player whose cards it would destroy)."""
    if cond == COND_NONE or cond == COND_LP_GAP or cond == COND_LP_BEHIND or cond == COND_CARDS \
            or cond == COND_DESTROYED_BY_BATTLE or cond == COND_OPPONENT_LP_ABOVE:
        return True                             # LP conditions, counts: per designated opponent (has_effect_on); the
                                                # card's own state: card_condition_met
    if cond == COND_BATTLING:                   # B13: before damage calculation (the card: ``effect_usable``)
        return st.step == STEP_DAMAGE and st.before_calc
    if cond == COND_ATTACKED:                   # B13: an opponent's attack on p, before damage calculation (Kuriboh)
        return st.step == STEP_DAMAGE and st.before_calc and st.atk_player == p and is_opponent(st, p, st.turn_player)
    if cond == COND_ATTACKS_DEFENSE:            # the Battle Step of an attack on a Defense Position monster, as the
        return (st.step == STEP_BATTLE and st.ch_n == 0 and st.atk_card >= 0   # first link (the attacker:
                and st.atk_target >= 0 and st.c_pos[st.atk_target] != POS_FACEUP_ATK)   # effect_usable)
    if cond == COND_MAIN_PHASE:                 # R20 (T-R20a): any player's Main Phase, not the Battle Phase
        return st.phase == PHASE_MAIN1 or st.phase == PHASE_MAIN2
    if cond == COND_START_OF_MAIN1:             # Cold Wave: nothing done yet in the own Main Phase 1
        return st.phase == PHASE_MAIN1 and st.main1_fresh and st.turn_player == p
    if cond == COND_FIELDS_AT_MOST:             # R22 (T-R22e): every player in the duel
        for q in range(st.num_players):
            if in_duel(st, q) and field_cards(st, q) > arg:
                return False
        return True
    if cond == COND_NOT_SUMMONED:               # Scapegoat: p has Summoned no monster this turn
        return st.summoned_turn[p] != st.turn
    if cond == COND_DISCARDED:                  # Forced Requisition: p has just discarded from the hand
        return (st.disc_recent >> p) & 1 == 1
    if cond == COND_OWN_MONSTER_TO_GRAVE:       # Last Will: a monster went from p's field to p's GY this turn
        return player_has(st, p, MOD_OWN_MONSTER_TO_GRAVE)
    c = event_card(st, db, cond)
    if c < 0:
        return False
    if cond == COND_SPELL_TRAP_ACTIVATED or cond == COND_SPELL_ACTIVATED or cond == COND_TRAP_ACTIVATED \
            or cond == COND_MONSTER_EFFECT_ACTIVATED or cond == COND_SPELL_TARGETS_ONE_MONSTER \
            or cond == COND_TRAP_IN_BATTLE_PHASE:
        return True
    if cond == COND_TRAP_TARGETS_RACE:          # one of its targets is a face-up monster of Type arg
        k = st.ch_n - 1
        return targets_face_up_race(st, db, st.ch_target[k], arg) or targets_face_up_race(st, db, st.ch_target2[k], arg)
    if cond == COND_SPELL_DESTROYS_SPELLS_TRAPS:
        return is_opponent(st, p, st.ch_player[st.ch_n - 1])
    if st.c_loc[c] != LOC_MZONE:
        return False
    if cond == COND_ANY_SUMMON:
        return st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF
    if cond == COND_SUMMON_ATTEMPT:
        return True
    if cond == COND_ANY_ATTACK:                 # anyone's attack, of a monster of that Type (Magician's Circle)
        return arg == 0 or (st.c_pos[c] != POS_FACEDOWN_DEF and db[st.c_card[c]].race == arg)
    if not is_opponent(st, p, st.c_ctrl[c]):
        return False
    if cond == COND_SUMMONED or cond == COND_SUMMONED_ANY_WAY:
        pos = st.c_pos[c]
        return (pos == POS_FACEUP_ATK or pos == POS_FACEUP_DEF) and cur_atk(st, db, c) >= arg
    return True


@njit(cache=True)
def lp_condition(st, cond, arg, p, q):
    """R11 (b): an LP condition checked against designated opponent q."""
    if cond == COND_LP_GAP:
        return abs(st.lp[p] - st.lp[q]) >= arg
    if cond == COND_LP_BEHIND:
        return st.lp[q] - st.lp[p] >= arg
    if cond == COND_OPPONENT_LP_ABOVE:
        return st.lp[q] > arg
    return True


@njit(cache=True)
def target_candidates(st, db, c, e, p, opp, write):
    """How many cards effect e of c, activated by p, may target, written into the prompt's
    candidates if ``write``: those its target selector finds (slot TARGET_SLOT: with whose
    "opponent" only the effect's opponent's, R11 (b); the card itself only with ``this_card``)."""
    return target_candidates_but(st, db, c, e, p, opp, write, -1, -1)


@njit(cache=True)
def target_candidates_but(st, db, c, e, p, opp, write, skip, gone):
    """``target_candidates`` without card ``skip`` (a second target is another card) and
    without monster ``gone`` and the cards attached to it (-1: none), which leave together
    when it is Tributed as a cost (Icarus Attack's Tribute takes its Nightmare Wheel along)."""
    rec = db[st.c_card[c]]
    skip2 = -1
    summons = False                              # a Special Summon: of a monster effects may summon
    controls = False                             # taking control: not of a monster whose control cannot switch
    for j in range(MAX_OPS):
        summons = summons or rec.e_op[e, j] == OP_SPECIAL_SUMMON_TARGET
        controls = controls or rec.e_op[e, j] == OP_TAKE_CONTROL or (rec.e_op[e, j] == OP_ATTACH_TARGET
                                                                     and rec.e_arg[e, j, 0] == ATTACH_CONTROL)
        if rec.e_op[e, j] == OP_REDIRECT_ATTACK:
            skip2 = st.atk_card                  # a new attack target: not the attacking monster (Ancient Lamp)
    out = np.empty(MAX_CARDS, np.int16)
    n = gather(st, db, c, e, TARGET_SLOT, p, opp, out)
    k = 0
    for a in range(n):
        t = out[a]
        if t != skip and t != skip2 and k < MAX_CANDIDATES and not leaves_with(st, t, gone) \
                and not (summons and not summonable_by_effect(st, db, t)) \
                and not (controls and has_static(st, db, t, STATIC_FIXED_CONTROL)) \
                and not (rec.e_counter_step[e] and counters_for(st, db, c, e, t) > st.c_counter[c]) \
                and not (rec.e_discard_above[e] and not discard_fits(st, db, rec, e, p, c, t)):
            if write:
                st.pr_cand[k] = t
            k += 1
    return k


@njit(cache=True)
def discard_fits(st, db, rec, e, p, c, t):
    """p holds a card the discard cost of effect e of card c may take with target t: a Zombie of a
    higher Level (Vampire Genesis), a monster with as much ATK (Armed Dragon LV5)."""
    above, floor = discard_bounds(st, db, rec.e_discard_above[e], t)
    return discard_candidates(st, db, p, c, rec.e_discard_kind[e] - 1, rec.e_discard_attr[e], rec.e_discard_race[e],
                              above, floor, False) > 0


@njit(cache=True)
def givable_monsters(st, db, p, write):
    """How many monsters p controls whose control can switch (written as the prompt's candidates if ``write``)."""
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and not has_static(st, db, m, STATIC_FIXED_CONTROL):
            if write:
                st.pr_cand[k] = m
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def counters_for(st, db, c, e, t):
    """The counters effect e of c removes from c as its cost for target t: 1 per ``counter_cost_per_atk``
    of t's current ATK, rounded up, at least 1 (Blast Magician)."""
    step = db[st.c_card[c]].e_counter_step[e]
    return max(1, (cur_atk(st, db, t) + step - 1) // step)


@njit(cache=True)
def designator(st, rec, e, p):
    """Who designates the opponent of effect e activated by p: p (R11), or for OPP-PHASE-TP the
    turn player, among their own opponents (R13 example 3, A-39: Ectoplasmer)."""
    return st.turn_player if rec.e_opp[e] == OPP_PHASE_TP else p


@njit(cache=True)
def designates(st, rec, e):
    """Effect e is activated by designating an opponent (R11, R19): OPP-CHAIN, unless a scope
    switch widens it to every player (A-04: morphing_jar_scope="all_players"); OPP-PHASE-TP (the
    turn player designates, R13)."""
    if rec.e_opp[e] == OPP_PHASE_TP:
        return True
    if rec.e_opp[e] != OPP_CHAIN:
        return False
    for j in range(MAX_OPS):
        if rec.e_op[e, j] == OP_DISCARD_HAND_DRAW and rec.e_arg[e, j, 1] == DISCARD_WHO_JAR_SCOPE and st.rule_jar_all:
            return False
    return True


@njit(cache=True)
def hands_besides(st, c):
    """Some player in the duel holds a card in hand other than c (R21: Card Destruction)."""
    for q in range(st.num_players):
        n = st.pile_n[q, LOC_HAND]
        if in_duel(st, q) and (n > 1 or (n == 1 and st.pile[q, LOC_HAND, 0] != c)):
            return True
    return False


@njit(cache=True)
def leaves_with(st, t, m):
    """Card t is monster m or attached to it (m -1: no card)."""
    return m >= 0 and (t == m or (st.c_attached[t] >= 0 and st.c_attached[t] % MAX_CARDS == m))


@njit(cache=True)
def targets_due(rec, e):
    """The targets effect e must find to be activated: its count, or 1 if it targets "up to" that many
    (Mobius the Frost Monarch); 0 without a target selector or with an optional one."""
    if rec.e_target[e] != TGT_SELECT or rec.x_optional[e, TARGET_SLOT]:
        return 0                                 # no target, or "you can target" (Goldd)
    return 1 if rec.x_pick[e, TARGET_SLOT] == PICK_UP_TO else rec.x_count[e, TARGET_SLOT]


@njit(cache=True)
def cost_tributes(st, db, c, e, p, opp, write):
    """The monsters of the cost's Type p may Tribute to activate effect e of c (a monster's: other
    than itself, Gaia Soul): paid before the targets are chosen, each must leave enough targets once it and the cards attached to
    it are gone (Icarus Attack); written as the prompt's candidates if ``write``; how many."""
    rec = db[st.c_card[c]]
    need = targets_due(rec, e)
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m < 0 or m == c or (rec.e_cost_sends[e] and st.c_pos[m] == POS_FACEDOWN_DEF) \
                or (rec.e_cost_race[e] and db[st.c_card[m]].race != rec.e_cost_race[e]) \
                or (rec.e_cost_attr[e] and db[st.c_card[m]].attribute != rec.e_cost_attr[e]) \
                or (rec.e_cost_atk[e] and cur_atk(st, db, m) > rec.e_cost_atk[e] - 1) \
                or (rec.e_cost_part[e] and (st.c_pos[m] == POS_FACEDOWN_DEF
                                            or not (db[st.c_card[m]].name_parts >> (rec.e_cost_part[e] - 1)) & 1)) \
                or (rec.e_cost_card[e] and st.c_card[m] != rec.e_cost_card[e] - 1) \
                or (need and target_candidates_but(st, db, c, e, p, opp, False, -1, m) < need):
            continue
        if write:
            st.pr_cand[k] = m
        k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def count_condition_holds(st, db, c, e, p, opp):
    """Condition "cards counted": the cards its selector (slot COND_SLOT) finds now, with the activator
    p and the opponent opp, number at least its min and at most its max."""
    arg = db[st.c_card[c]].e_cond_arg[e]
    n = per_count(st, db, c, e, COND_SLOT, p, opp)
    return n >= arg & 255 and (arg >> 8 == 0 or n <= (arg >> 8) - 1)


@njit(cache=True)
def required_count_holds(st, db, c, e, j, p, opp):
    """require_count (op j of effect e): the cards its selector (slot j) counts now number its min (arg 0) to
    its max (arg 1 - 1; arg 1 0: no max)."""
    rec = db[st.c_card[c]]
    n = per_count(st, db, c, e, j, p, opp)
    return n >= rec.e_arg[e, j, 0] and (rec.e_arg[e, j, 1] == 0 or n <= rec.e_arg[e, j, 1] - 1)


@njit(cache=True)
def card_condition_met(st, rec, c, e):
    """The condition of effect e about card c itself holds: it destroyed a monster by battle this
    turn (a MOD_DESTROYED_BY_BATTLE row on it: Horus the Black Flame Dragon). Read for every
    activation and for a trigger as it is chained."""
    if rec.e_cond[e] == COND_DESTROYED_BY_BATTLE:
        return st.md_n > 0 and card_has(st, c, MOD_DESTROYED_BY_BATTLE)
    if rec.e_cond[e] == COND_TRIBUTED_OWN_ATTRIBUTE:     # Swift Birdman Joe: Tribute Summoned with a WIND Tribute
        return st.md_n > 0 and card_has(st, c, MOD_TRIBUTED_OWN_ATTRIBUTE)
    return True


@njit(cache=True)
def has_effect_on(st, db, c, e, p, opp):
    """Every operation of the effect would do something with opponent ``opp``: cards to
    draw, cards to destroy, a target, a free zone to summon to (an activation needs an effect
    to apply; R11 (b))."""
    rec = db[st.c_card[c]]
    if rec.e_cond[e] == COND_CARDS and not count_condition_holds(st, db, c, e, p, opp):
        return False                             # "only while you control 3 ...", "no cards in your hand"
    if rec.e_cost_race[e] or rec.e_cost_attr[e] or rec.e_cost_atk[e] or rec.e_cost_part[e] or rec.e_cost_card[e]:
        if cost_tributes(st, db, c, e, p, opp, False) == 0:
            return False                             # a monster of that Type to Tribute as the cost (Icarus Attack)
    elif rec.e_target[e] == TGT_SELECT and target_candidates(st, db, c, e, p, opp, False) < targets_due(rec, e):
        return False
    drawn = 0                                    # cards the ops before draw (a selection from the hand after them
    for j in range(MAX_OPS):                     # finds them: Good Goblin Housekeeping)
        op = rec.e_op[e, j]
        if is_select_op(op) and not (drawn > 0 and rec.x_from[e, j] == SEL_HAND) \
                and not selection_ready(st, db, c, e, j, p, opp):
            return False                             # cards for the action to act on (selectors.py)
        if op == OP_REQUIRE_COUNT and not required_count_holds(st, db, c, e, j, p, opp):
            return False                             # "to activate and to resolve this effect" (Treeborn Frog)
        if not is_select_op(op) and op != OP_REQUIRE_COUNT and op != OP_DRAW and rec.x_from[e, j] \
                and per_count(st, db, c, e, j, p, opp) == 0:
            return False                             # "for each" card: at least one (Just Desserts, R11 (b))
        if op == OP_MILL and rec.e_arg[e, j, 1] and (opp < 0 or st.pile_n[opp, LOC_DECK] < rec.e_arg[e, j, 0]):
            return False                             # cards to send from the opponent's Deck (Don Zaloog)
        if op == OP_MILL and not rec.e_arg[e, j, 1] and st.pile_n[p, LOC_DECK] < rec.e_arg[e, j, 0]:
            return False
        if op == OP_SWAP_CONTROL and (opp < 0 or monster_count(st, p) == 0 or monster_count(st, opp) == 0):
            return False                             # R19 (Creature Swap): a monster on each side
        if op == OP_EACH_SUMMONS_FROM_DECK and (summon_zone(st, db, p) < 0 or deck_summon_candidates(
                st, db, p, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1], False) == 0):
            return False                             # one for the activator at least (Magician's Circle)
        if op == OP_GIVE_CONTROL and (opp < 0 or givable_monsters(st, db, p, False) == 0):
            return False                             # a monster of the activator's to give (Mystic Box)
        if op == OP_DISCARD_RANDOM and rec.e_choice and (opp < 0 or st.pile_n[opp, LOC_HAND] == 0):
            return False                             # an effect to choose does something (Don Zaloog's discard)
        if op == OP_DESTROY_BATTLED and (st.atk_target < 0 or (st.atk_card != c and st.atk_target != c)):
            return False                             # in the Damage Step of an attack it takes part in
        if rec.e_if_done[e, j] & RUN_IF_OPPONENT and opp < 0:
            continue                             # it runs only with an opponent (Broww's second draw)
        if op == OP_DRAW:                        # a draw "for each" card may draw none
            drawn += rec.e_arg[e, j, 0] * (per_count(st, db, c, e, j, p, opp) if rec.x_from[e, j] else 1)
        if op == OP_DRAW and (st.pile_n[p, LOC_DECK] < drawn or draw_barred(st, db, p)) \
                and not rec.e_if_done[e, j] & RUN_IF_CHOSEN:       # an alternative: the other one may apply
            return False                             # a draw p cannot make (R16: Protector of the Sanctuary)
        if op == OP_DISCARD_HAND_DRAW and rec.e_arg[e, j, 0] == 0 and not hands_besides(st, c):
            return False
        if op == OP_OPPONENT_DRAWS and (opp < 0 or st.pile_n[opp, LOC_DECK] < rec.e_arg[e, j, 0]):
            return False
        if (op == OP_SPECIAL_SUMMON_TARGET or op == OP_TAKE_CONTROL
                or op == OP_SUMMON_FROM_HAND or (op == OP_ATTACH_TARGET and rec.e_arg[e, j, 0] == ATTACH_CONTROL)) \
                and open_mzone(st, db, p, 1 if op == OP_SUMMON_FROM_HAND and rec.e_arg[e, j, 2] & 1 else 0) < 0:
            return False                             # R16: Kaiser Colosseum (a Tribute first leaves one)
        if (op == OP_SPECIAL_SUMMON_TARGET or op == OP_SUMMON_FROM_HAND
                or op == OP_SUMMON_SELF or op == OP_SUMMON_TOKENS) and summon_locked(st, p):
            return False                             # Scapegoat: p may Summon no other monster this turn
        if op == OP_SUMMON_TOKENS and not token_room(st, db, p, opp, rec.e_arg[e, j, 0], rec.e_arg[e, j, 2] // 2):
            return False                             # every token needs a zone (Scapegoat: 4; Ojama Trio: the opponent's)
        if op == OP_ATTACH_TARGET and st.c_loc[c] == LOC_GRAVE and free_szone(st, p) < 0:
            return False                             # a monster equipped from its GY needs a zone (Dark Necrofear)
        if op == OP_TRIBUTE_OWN and monster_count(st, p) == 0:
            return False                             # a monster of p's to Tribute (Magical Dimension)
        if op == OP_SUMMON_SELF and not (in_duel(st, p) and (st.c_loc[c] == LOC_GRAVE or st.c_loc[c] == LOC_BANISHED
                                                             or (rec.kind == KIND_TRAP and st.c_loc[c] == LOC_SZONE))
                                         and st.c_ctrl[c] == p and summonable_by_effect(st, db, c)
                                         and open_mzone(st, db, p, 0) >= 0):
            return False                             # itself, from the GY or banished, to a free zone
        if op == OP_SUMMON_FROM_HAND and hand_summon_candidates(st, db, p, rec.e_arg[e, j, 2] >> 1, rec.e_arg[e, j, 0],
                                                                rec.e_arg[e, j, 1]) == 0:
            return False
        if op == OP_BANISH_FROM_GRAVE and (opp < 0 or not grave_banish_allowed(st, db, p)
                                           or grave_monsters(st, db, opp, False) == 0):
            return False                             # R16: Kycoo; a monster to banish
        if op == OP_DESTROY_ATTACHED and st.c_attached[c] < 0:
            return False                             # Blast Sphere: attached to a monster
        if (op == OP_BANISH_BATTLED or op == OP_DAMAGE_BATTLED_ATK or op == OP_EQUIP_TO_BATTLED) and (st.atk_card < 0 or st.atk_target < 0 or (c != st.atk_card
                                                                             and c != st.atk_target)):
            return False                             # D.D. Warrior Lady: in the Damage Step of its battle only
        if op == OP_PLAYER_MODIFIER and (rec.e_arg[e, j, 2] % 8 == UNTIL_END_OF_BATTLE
                                         or rec.e_arg[e, j, 2] % 8 == UNTIL_END_OF_DAMAGE_STEP) \
                and rec.e_arg[e, j, 1] == WHOSE_YOU and p != st.atk_player:
            return False                             # this battle's damage p takes: p is the attacked player
        if op == OP_DESTROY_HIGHEST_DEF and (opp < 0 or highest_def_monsters(st, db, opp, c, False) == 0):
            return False                             # R11 (b): a face-up monster of the designated opponent
        if op == OP_MUTUAL_GRAVE_BANISH and (opp < 0 or not mutual_banish_possible(st, db, p, opp)):
            return False                             # R19, R16: one of the two can banish something
        if op == OP_FUSION_SUMMON and not can_fusion_summon(st, db, p):
            return False                             # B10: a Fusion Monster with its materials at hand
        if op == OP_RITUAL_SUMMON and not can_ritual_summon(st, db, p, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1],
                                                            rec.e_arg[e, j, 2]):
            return False                             # B10: a Ritual Monster with its Tributes at hand
        if op == OP_EXCHANGE_HANDS and (opp < 0 or st.pile_n[opp, LOC_HAND] == 0
                                        or st.pile_n[p, LOC_HAND] - (st.c_loc[c] == LOC_HAND) == 0):
            return False                             # R19 (Exchange): a card to take from each other's hand
        if (op == OP_LOOK_AT_HAND or (op == OP_DISCARD and rec.e_arg[e, j, 1])) \
                and (opp < 0 or st.pile_n[opp, LOC_HAND] == 0):
            return False                             # R11 (b): a card in the designated opponent's hand
        if op == OP_DECLARE_LEVEL_EXCAVATE and st.pile_n[p, LOC_DECK] == 0:
            return False                             # Reasoning: a Deck to excavate
        if op == OP_DOUBLE_OWN_ATK and not any_own_race_monster(st, db, p, rec.e_arg[e, j, 0]):
            return False                             # Limiter Removal: a face-up monster of that Type of p's
        if op == OP_EXTRA_NORMAL_SUMMON and (st.turn_player != p or (st.phase != PHASE_MAIN1 and st.phase != PHASE_MAIN2)):
            return False                             # Ultimate Offering: in the activator's own Main Phase
        if op == OP_SHUFFLE_SET_MONSTERS and set_monster_zones(st, p, np.empty(N_MZONES, np.int64)) < 2:
            return False                             # Shifting Shadows: 2 or more face-down monsters to shuffle
        if op == OP_GUESS_HAND_KIND and st.pile_n[p, LOC_HAND] == 0:
            return False                             # Ordeal of a Traveler: a card of the activator's hand to guess
        if op == OP_SWAP_ORIGINAL_STATS and not any_face_up_monster(st):
            return False                             # Shield & Sword: a face-up monster on some field
        if op == OP_TRIBUTE_FOR_DAMAGE and face_up_monster_count(st, st.turn_player) == 0:
            return False                             # Ectoplasmer: the turn player has a monster to Tribute
        if op == OP_GAIN_LP and rec.e_arg[e, j, 1] == GAIN_IF_SPELL_IN_HAND \
                and not holds_spell(st, db, p if rec.e_arg[e, j, 2] == 1 else opp):
            return False                             # The Eye of Truth: that player holds a Spell (R13)
    return True


@njit(cache=True)
def fixed_opponent(st, db, rec, e, p):
    """The opponent of an effect whose class fixes it without a designation: R18/R12, HELP, the
    player whose action met the condition; R13, OPP-PHASE, the turn player (NO_OPPONENT if
    that is not an opponent of activator p). -1 for the other classes."""
    if rec.e_opp[e] == OPP_HELP:
        c = event_card(st, db, rec.e_cond[e])
        if c >= 0 and rec.e_cond[e] == COND_SPELL_DESTROYS_SPELLS_TRAPS:
            return st.ch_player[st.ch_n - 1]         # the Spell's activator (R18, R12)
        return st.c_ctrl[c] if c >= 0 else -1
    if rec.e_opp[e] == OPP_PHASE:
        return st.turn_player if is_opponent(st, p, st.turn_player) and in_duel(st, st.turn_player) else NO_OPPONENT
    return -1


@njit(cache=True)
def designations(st, db, c, e, p):
    """Bitmask of the opponents that may be designated for an OPP-CHAIN effect activated by p
    (R11 (a), (b)); for OPP-PHASE-TP the turn player's opponents (``designator``)."""
    rec = db[st.c_card[c]]
    d = designator(st, rec, e, p)
    bits = 0
    for q in range(st.num_players):
        if (in_duel(st, q) and is_opponent(st, d, q) and lp_condition(st, rec.e_cond[e], rec.e_cond_arg[e], p, q)
                and has_effect_on(st, db, c, e, p, q)):
            bits |= 1 << q
    return bits


@njit(cache=True)
def link_speed(st, db, k):
    return db[st.c_card[st.ch_card[k]]].e_speed[st.ch_effect[k]]


@njit(cache=True)
def costs_payable(st, db, c, e, p):
    """p can pay the costs of effect e of card c now (an activation's, a trigger's as it is chained)."""
    rec = db[st.c_card[c]]
    if st.pile_n[p, LOC_HAND] - (st.c_loc[c] == LOC_HAND) < rec.e_cost_discard[e]:
        return False                                 # a card to discard as the cost
    if rec.e_no_summon[e] & NO_BATTLE_PHASE_BIT and not (st.phase == PHASE_MAIN1 and st.turn_player == p):
        return False                                 # Soul Exchange: a Battle Phase still to give up (not Main Phase 2)
    if rec.e_cost_monster[e] and monster_count(st, p) + tributable_count(st, db, p, MONSTERS_ANY) <= (1 if rec.e_cost_tribute[e] else 0):
        return False                                 # a monster to Tribute as the cost (Enemy Controller, Axe of Despair);
                                                     # another than this card (Hand of Nephthys); Soul Exchange's too
    if rec.e_cost_tribute[e] and st.c_loc[c] != LOC_MZONE and st.c_loc[c] != LOC_SZONE:
        return False                                 # this card, Tributed or sent from the field as the cost (a
                                                     # lasting Spell/Trap from its zone: Wave-Motion Cannon)
    if st.c_counter[c] < max(rec.e_cost_counter[e], 1 if rec.e_counter_step[e] else 0):
        return False                                 # counters to remove from the card as the cost (Breaker)
    if rec.e_discard_kind[e] and discard_candidates(st, db, p, c, rec.e_discard_kind[e] - 1, rec.e_discard_attr[e],
                                                    rec.e_discard_race[e], -1, -1, False) == 0:
        return False                                 # ... of the kind it must be (Type Zero Magic Crusher: a Spell)
    if not st.rule_lp_cost_to_zero and ((rec.e_cost_lp[e] == LP_COST_THOUSANDS and st.lp[p] < 1000)
                                        or (rec.e_cost_lp[e] == LP_COST_FIXED and st.lp[p] < rec.e_lp_amount[e])):
        return False                                 # B21: a cost up to all of one's LP (all of it: 0 LP, a loss,
                                                     # activation.pay_lp_cost; half, rounded up, never exceeds them);
                                                     # R40: 1000 LP at least; P17 "pay_to_zero_and_lose": any LP
    return True


@njit(cache=True)
def effect_usable(st, db, c, e, p):
    """Condition, speed (B15) and an opponent and something to act on, for effect e of c. R16
    (T-R16e): no Spell/Trap while an opponent's Ancient Gear Golem attacks."""
    rec = db[st.c_card[c]]
    if st.ch_n >= CHAIN_CAP - 1 or (st.md_n > 0 and card_has(st, c, MOD_NO_ACTIVATION)):
        return False                                 # Fairy of the Spring: not this card this turn
    if rec.kind != KIND_MONSTER and rec.e_kind[e] != ACT_LASTING and (spell_trap_locked(st, db, p)
                                                                   or spells_traps_barred(st, p)):
        return False                            # R16 Ancient Gear Golem, R22 Cold Wave: a card activation (a
                                                # face-up card's effect is none)
    if rec.kind == KIND_TRAP and (trap_activation_locked(st, db)
                                  or (rec.e_kind[e] != ACT_LASTING and player_has(st, p, MOD_NO_TRAPS))):
        return False                                 # R22: Jinzo, whoever controls it; Triangle Ecstasy Spark
    if st.rule_same_name_once and rec.kind != KIND_MONSTER and rec.e_kind[e] != ACT_LASTING \
            and name_activated(st, p, st.c_card[c]):
        return False                                 # P27: this name once per player per turn
    if st.ch_n > 0 and rec.e_speed[e] < max(2, link_speed(st, db, st.ch_n - 1)):
        return False
    cond = rec.e_cond[e]
    if st.win_event == EVENT_SUMMON_ATTEMPT and st.ch_n == 0 and cond != COND_SUMMON_ATTEMPT:
        return False                                 # a Summon's attempt: only its negation answers it
    if not condition_holds(st, db, cond, rec.e_cond_arg[e], p):
        return False
    if cond == COND_BATTLING and c != st.atk_card and c != st.atk_target:
        return False                                 # "if this card attacks or is attacked" (Injection Fairy Lily)
    if cond == COND_ATTACKS_DEFENSE and c != st.atk_card:
        return False                                 # "if this card attacks a Defense Position monster" (Exarion Universe)
    if not card_condition_met(st, rec, c, e):
        return False
    if not costs_payable(st, db, c, e, p):
        return False
    if designates(st, rec, e):
        return designations(st, db, c, e, p) != 0
    opp = fixed_opponent(st, db, rec, e, p)
    if rec.e_opp[e] == OPP_HELP and opp >= 0 and not is_opponent(st, p, opp):
        return False                                 # R18: an opponent of the player who met the condition (Magic Drain)
    return opp != NO_OPPONENT and has_effect_on(st, db, c, e, p, opp)


@njit(cache=True)
def timing_allows(st, db, c, e, p, idle):
    """B19: a Normal Spell only at p's own Main Phase open state (``idle``) with an empty chain,
    from the hand or Set; a Quick-Play Spell from the hand only in p's own turn, Set not on the
    turn it was Set; a Trap only Set, not on the turn it was Set. B15: an Ignition Effect like a
    Normal Spell, from a face-up monster p controls. A Trigger Effect is never activated at
    will: its event chains it (segoc.py). B13: in the Damage Step only an effect usable then
    (``e_dstep``: a Counter Trap, an effect that directly changes ATK, or one marked so). B15: a
    Quick Effect (Spell Speed 2) of a face-up monster p controls in any window, any player's turn
    (one whose cost discards the card: from p's hand, as an Ignition Effect may be)."""
    rec = db[st.c_card[c]]
    if rec.e_kind[e] == ACT_TRIGGER or (st.step == STEP_DAMAGE and not rec.e_dstep[e]):
        return False
    if rec.e_kind[e] == ACT_LASTING:             # the effect of p's face-up lasting card (Spell Speed from its type)
        if st.c_ctrl[c] != p or not in_lasting_table(st, c) or used_this_turn(st, rec, c, e):
            return False                         # once per turn: Call of the Mummy
        return (idle and st.ch_n == 0) if rec.e_speed[e] == 1 else True
    if rec.e_discard_self[e]:                    # from p's hand: a Quick Effect (Kuriboh) any time, an Ignition
        return st.c_loc[c] == LOC_HAND and st.c_ctrl[c] == p \
            and (rec.e_kind[e] == ACT_QUICK or (idle and st.ch_n == 0))   # Effect (Thunder Dragon) like a Normal Spell
    if rec.e_kind[e] == ACT_IGNITION or rec.e_kind[e] == ACT_QUICK:
        return ((rec.e_kind[e] == ACT_QUICK or (idle and st.ch_n == 0)) and st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p
                and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF) and not used_this_turn(st, rec, c, e)
                and not (rec.e_no_attack[e] and st.c_attacked_turn[c] == st.turn))
    is_set = st.c_loc[c] == LOC_SZONE and st.c_pos[c] == POS_FACEDOWN
    in_hand = st.c_loc[c] == LOC_HAND and (free_szone(st, p) >= 0 if rec.subtype != SUBTYPE_FIELD
                                           else st.rule_field_replace or st.fzone[p] < 0)   # B3; P28
    fresh = st.c_placed_turn[c] == st.turn
    if rec.e_kind[e] != ACT_SPELL:
        return is_set and not fresh
    if rec.e_speed[e] == 1:
        return idle and st.ch_n == 0 and (in_hand or is_set)
    return (in_hand and (p == st.turn_player or st.rule_quick_any_turn)) or (is_set and not fresh)   # P26


@njit(cache=True)
def name_activated(st, p, code):
    """P27: p activated a Spell/Trap card of this card code this turn (a full list of
    NAMED_CAP names counts every name as used)."""
    if st.named_turn[p] != st.turn:
        return False
    for i in range(st.named_n[p]):
        if st.named[p, i] == code:
            return True
    return st.named_n[p] >= NAMED_CAP


@njit(cache=True)
def note_name_activated(st, p, code):
    """P27: add a Spell/Trap card code to p's names of this turn (the list starts anew each turn)."""
    if st.named_turn[p] != st.turn:
        st.named_turn[p] = st.turn
        st.named_n[p] = 0
    if st.named_n[p] < NAMED_CAP:
        st.named[p, st.named_n[p]] = code
        st.named_n[p] += 1


@njit(cache=True)
def in_lasting_table(st, c):
    """Card c is a face-up lasting card whose activation resolved (lasting.py's table; read here
    without importing lasting.py, which needs the stack)."""
    for i in range(st.ls_n):
        if st.ls_card[i] == c:
            return True
    return False


@njit(cache=True)
def used_this_turn(st, rec, c, e):
    """Effect e is once per turn and card c activated such an effect this turn (one count per
    card: Black Luster Soldier activates 1 of its 2 effects per turn); once per battle: in this
    Damage Step (``c_dused``, cleared as each Damage Step begins: battle.py)."""
    if rec.e_once[e] == ONCE_PER_DUEL:            # Twin-Headed Behemoth: used at all
        return st.c_used[c] >= 0
    if rec.e_once[e] == ONCE_PER_BATTLE:          # Injection Fairy Lily
        return st.c_dused[c] != 0
    return rec.e_once[e] and st.c_used[c] >= 0 and st.c_used[c] >> 1 == st.turn


@njit(cache=True)
def no_attack_this_turn(st, c):
    """Card c activated an effect this turn whose price is that it cannot attack (Chaos Sorcerer)."""
    return st.c_used[c] == st.turn * 2 + 1


@njit(cache=True)
def activatable_effect(st, db, c, p, idle):
    """The first effect of card c that p may activate now, or -1 (timing, then speed,
    condition, opponent and something to act on)."""
    rec = db[st.c_card[c]]
    for e in range(rec.e_n):
        if timing_allows(st, db, c, e, p, idle) and effect_usable(st, db, c, e, p):
            return e
    return -1


@njit(cache=True)
def summon_answerable(st, db, c, event):
    """B16: make ``event`` on monster c (a Summon, its attempt) the window's event and say
    whether some player in the duel could now activate a Set card with a condition that reads a
    Summon; if not, the event is cleared: no window opens that nobody could act in."""
    if not st.has_effects:
        return False
    st.win_event = event
    st.win_card = c
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_SZONES):
            d = st.szone[q, z]
            if d >= 0 and answers_summon(st, db, d, q):
                return True
    st.win_event = EVENT_NONE
    return False


@njit(cache=True)
def answers_summon(st, db, c, p):
    """p may activate card c now by an effect whose condition reads a Summon."""
    rec = db[st.c_card[c]]
    for e in range(rec.e_n):
        cond = rec.e_cond[e]
        if (cond == COND_SUMMONED or cond == COND_ANY_SUMMON or cond == COND_SUMMONED_ANY_WAY
                or cond == COND_SUMMON_ATTEMPT) and timing_allows(st, db, c, e, p, False) \
                and effect_usable(st, db, c, e, p):
            return True
    return False


@njit(cache=True)
def usable_effects(st, db, c, p, idle):
    """Bitmask of the effects of card c that p may activate now (an effect choice's options)."""
    rec = db[st.c_card[c]]
    bits = 0
    for e in range(rec.e_n):
        if timing_allows(st, db, c, e, p, idle) and effect_usable(st, db, c, e, p):
            bits |= 1 << e
    return bits


