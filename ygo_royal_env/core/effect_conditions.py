"""An effect's activation condition (B16: the event of the response window, the LP, the cards
that must be there, the slot a Trap must fill) read against the field now: the half of
effect_usable (effects.py) that looks at what happened and what is there."""
from .._jit import njit
from ..cards.constants import (COND_OPPONENT_LP_ABOVE, COND_SPELL_TARGETS_ONE_MONSTER, COND_ATTACKS_DEFENSE,
                               COND_DESTROYED_BY_BATTLE, MOD_DESTROYED_BY_BATTLE, COND_TRIBUTED_OWN_ATTRIBUTE,
                               MOD_TRIBUTED_OWN_ATTRIBUTE, COND_SUMMONED_THIS_TURN, MOD_SUMMONED_THIS_TURN, COND_CARDS, COND_SLOT, TARGET_SLOT, COND_ANY_SUMMON,
                               COND_ATTACK, COND_LP_BEHIND, COND_LP_GAP, COND_NONE, COND_SUMMONED,
                               COND_SUMMONED_ANY_WAY, COND_SPELL_DESTROYS_SPELLS_TRAPS, COND_SPELL_TRAP_ACTIVATED,
                               COND_SUMMON_ATTEMPT, KIND_TRAP, OP_DESTROY_TARGET, COND_FIELDS_AT_MOST,
                               COND_START_OF_MAIN1, KIND_MONSTER, MAX_OPS, KIND_SPELL, OP_DESTROY,
                               SEL_SPELLS_TRAPS, ACT_LASTING, COND_MAIN_PHASE, COND_DISCARDED, COND_NOT_SUMMONED,
                               COND_SPELL_ACTIVATED, COND_TRAP_ACTIVATED, COND_MONSTER_EFFECT_ACTIVATED,
                               COND_BATTLING, COND_ATTACKED, COND_OWN_MONSTER_TO_GRAVE, MOD_OWN_MONSTER_TO_GRAVE,
                               COND_ANY_ATTACK, COND_TRAP_TARGETS_RACE, IN_BATTLE_PHASE, COND_NORMAL_SPELL_ACTIVATED,
                               SUBTYPE_NORMAL, COND_GRAVES_AT_LEAST, COND_NORMAL_DRAW,
                               COND_LP_AT_MOST_OTHERS_TURN)
from .constants import (EVENT_NORMAL_DRAW, LOC_GRAVE, LOC_HAND, POS_FACEDOWN_DEF, EVENT_ATTACK, EVENT_SPECIAL_SUMMON, EVENT_SUMMON, EVENT_SUMMON_ATTEMPT,
                        LOC_MZONE, PHASE_BATTLE, PHASE_MAIN1, PHASE_MAIN2, POS_FACEUP_ATK, POS_FACEUP_DEF,
                        STEP_BATTLE, STEP_DAMAGE)
from .players import in_duel, is_opponent
from .field_room import field_cards
from .atk_def import cur_atk
from .modifiers import card_has, player_has
from .selectors import per_count


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
    if cond == COND_NORMAL_DRAW and st.win_event == EVENT_NORMAL_DRAW:
        return st.win_card                       # the card the turn player drew (Drop Off)
    if (cond == COND_ATTACK or cond == COND_ANY_ATTACK) and st.win_event == EVENT_ATTACK:
        return st.atk_card
    if (cond == COND_SPELL_TRAP_ACTIVATED or cond == COND_SPELL_DESTROYS_SPELLS_TRAPS or cond == COND_SPELL_ACTIVATED
            or cond == COND_TRAP_ACTIVATED or cond == COND_MONSTER_EFFECT_ACTIVATED
            or cond == COND_SPELL_TARGETS_ONE_MONSTER or cond == COND_TRAP_TARGETS_RACE
            or cond == COND_NORMAL_SPELL_ACTIVATED) and st.ch_n > 0 and not st.ch_negated[st.ch_n - 1]:
        c = st.ch_card[st.ch_n - 1]
        rec = db[st.c_card[c]]
        if cond == COND_TRAP_TARGETS_RACE:           # a Trap's activation or its lasting effect (The Dragon's Bead)
            return c if rec.kind == KIND_TRAP else -1
        if rec.e_kind[st.ch_effect[st.ch_n - 1]] == ACT_LASTING or rec.e_from_grave[st.ch_effect[st.ch_n - 1]]:
            return -1                                # the effect of a face-up card, or of one in a GY: no card activation
        if cond == COND_SPELL_TRAP_ACTIVATED and rec.kind != KIND_MONSTER:
            return c
        if cond == COND_SPELL_ACTIVATED and rec.kind == KIND_SPELL:
            return c
        if cond == COND_NORMAL_SPELL_ACTIVATED and rec.kind == KIND_SPELL and rec.subtype == SUBTYPE_NORMAL:
            return c                                 # a Normal Spell Card's activation (Dark Balter)
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
            or cond == COND_GRAVES_AT_LEAST or cond == COND_DESTROYED_BY_BATTLE or cond == COND_OPPONENT_LP_ABOVE or cond == COND_SUMMONED_THIS_TURN:
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
    if cond == COND_LP_AT_MOST_OTHERS_TURN:     # Last Turn: another player's turn, p at arg LP or less
        return st.turn_player != p and st.lp[p] <= arg
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
            or cond == COND_NORMAL_SPELL_ACTIVATED:
        return arg != IN_BATTLE_PHASE or st.phase == PHASE_BATTLE     # in_battle_phase: Trap Jammer
    if cond == COND_TRAP_TARGETS_RACE:          # one of its targets is a face-up monster of Type arg
        k = st.ch_n - 1
        return targets_face_up_race(st, db, st.ch_target[k], arg) or targets_face_up_race(st, db, st.ch_target2[k], arg)
    if cond == COND_SPELL_DESTROYS_SPELLS_TRAPS:
        return is_opponent(st, p, st.ch_player[st.ch_n - 1])
    if cond == COND_NORMAL_DRAW:                # an opponent of p drew it, and it is still in their hand
        return st.c_loc[c] == LOC_HAND and is_opponent(st, p, st.c_ctrl[c])
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
    """R11 (b): an LP condition, or R19's "both players have arg cards in their GY" (Exchange of the
    Spirit), checked against designated opponent q."""
    if cond == COND_GRAVES_AT_LEAST:
        return st.pile_n[p, LOC_GRAVE] >= arg and st.pile_n[q, LOC_GRAVE] >= arg
    if cond == COND_LP_GAP:
        return abs(st.lp[p] - st.lp[q]) >= arg
    if cond == COND_LP_BEHIND:
        return st.lp[q] - st.lp[p] >= arg
    if cond == COND_OPPONENT_LP_ABOVE:
        return st.lp[q] > arg
    return True


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
    if rec.e_cond[e] == COND_SUMMONED_THIS_TURN:         # Dark Magician of Chaos: Normal or Special Summoned this turn
        return st.md_n > 0 and card_has(st, c, MOD_SUMMONED_THIS_TURN)
    return True
