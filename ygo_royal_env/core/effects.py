"""Whether an effect can be activated now, and against whom: the read-only half of the effect
interpreter (the card table's ``e_*`` fields, cards/effects.py), used by the masks.

An activation needs its timing (B19, B15), its condition (the event of the response window:
B16), an opponent as its opponent class says (R11 designation, R18 help), and something for
its operations to act on with that opponent (R11 (b): checked against that opponent only).
The conditions are read in effect_conditions.py, what the operations would act on in
effect_targets.py.
"""
from .._jit import njit
from ..cards.constants import (MOD_NO_ACTIVATION, MOD_USED_IN_DAMAGE_STEP, COND_ATTACKS_DEFENSE, MOD_NO_TRAPS, ACT_IGNITION, ACT_SPELL,
                               ACT_TRIGGER, COND_ANY_SUMMON, COND_SUMMONED, COND_SUMMONED_ANY_WAY,
                               COND_SPELL_DESTROYS_SPELLS_TRAPS, COND_SUMMON_ATTEMPT, KIND_TRAP, LP_COST_THOUSANDS, MOD_TRAPS_FROM_HAND,
                               LP_COST_FIXED, KIND_MONSTER, MAX_OPS, SUBTYPE_FIELD, OP_DISCARD_HAND_DRAW,
                               DISCARD_WHO_JAR_SCOPE, OPP_CHAIN, OPP_HELP, OPP_PHASE, ACT_LASTING, ONCE_PER_DUEL,
                               OPP_PHASE_TP, ACT_QUICK, COND_BATTLING, ONCE_PER_BATTLE, NO_BATTLE_PHASE_BIT,
                               COND_NORMAL_DRAW)
from .constants import (CHAIN_CAP, MAX_CANDIDATES, NAMED_CAP, EVENT_NONE, EVENT_NORMAL_DRAW, EVENT_SUMMON_ATTEMPT, LOC_GRAVE, LOC_HAND, LOC_MZONE, LOC_SZONE,
                        N_SZONES, POS_FACEDOWN, PHASE_MAIN1, POS_FACEUP_ATK, POS_FACEUP_DEF, STEP_DAMAGE)
from .candidates import discard_candidates, grave_cost_monsters, send_cost_monsters
from .players import in_duel, is_opponent
from .static_locks import (set_turn_trap_source, grave_banish_allowed, locked_by_card, spell_trap_locked, spells_traps_barred, summon_trap_locked,
                           trap_activation_locked)
from .modifiers import card_has, player_has
from .zone_queries import MONSTERS_ANY, free_szone, monster_count, tributable_count
from .effect_conditions import card_condition_met, condition_holds, event_card, lp_condition
from .effect_targets import has_effect_on


NO_OPPONENT = -2             # an effect whose opponent class finds no opponent now: it cannot be activated


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
    if rec.e_cost_send_races[e] and send_cost_monsters(st, db, p, rec.e_cost_send_races[e], c, False) == 0:
        return False                                 # a monster of those Types to send (Manticore of Darkness)
    if rec.e_cost_banish[e] and (not grave_banish_allowed(st, db, p) or grave_cost_monsters(
            st, db, p, rec.e_banish_race[e], c, False) < rec.e_cost_banish[e]):
        return False                                 # monsters to banish from p's GY (Phoenix Blade; R16: Kycoo)
    if rec.e_discard_kind[e] and discard_candidates(st, db, p, c, rec.e_discard_kind[e] - 1, rec.e_discard_attr[e],
                                                    rec.e_discard_race[e], -1, -1, False) < rec.e_cost_discard[e]:
        return False                                 # ... of the kind it must be (Type Zero Magic Crusher: a Spell)
    if not st.rule_lp_cost_to_zero and ((rec.e_cost_lp[e] == LP_COST_THOUSANDS and st.lp[p] < 1000)
                                        or (rec.e_cost_lp[e] == LP_COST_FIXED and st.lp[p] < rec.e_lp_amount[e])):
        return False                                 # B21: a cost up to all of one's LP (all of it: 0 LP, a loss,
                                                     # activation.pay_lp_cost; half, rounded up, never exceeds them);
                                                     # R40: 1000 LP at least; P17 "pay_to_zero_and_lose": any LP
    return True


@njit(cache=True)
def card_activation(rec, e):
    """Activating effect e of a Spell/Trap is the activation of the card: not the effect of a face-up lasting card,
    nor one activated from the GY (Divine Sword - Phoenix Blade), which spell/trap locks do not stop."""
    return rec.kind != KIND_MONSTER and rec.e_kind[e] != ACT_LASTING and not rec.e_from_grave[e]


@njit(cache=True)
def effect_usable(st, db, c, e, p):
    """Condition, speed (B15) and an opponent and something to act on, for effect e of c. R16
    (T-R16e): no Spell/Trap while an opponent's Ancient Gear Golem attacks."""
    rec = db[st.c_card[c]]
    if st.ch_n >= CHAIN_CAP - 1 or (st.md_n > 0 and (card_has(st, c, MOD_NO_ACTIVATION) or locked_by_card(st, db, c))):
        return False                                 # Fairy of the Spring: not this card this turn; Xing Zhen Hu
    if card_activation(rec, e) and (spell_trap_locked(st, db, p) or spells_traps_barred(st, p)):
        return False                            # R16 Ancient Gear Golem, R22 Cold Wave: a card activation (a
                                                # face-up card's effect is none)
    if rec.kind == KIND_TRAP and (trap_activation_locked(st, db)
                                  or (card_activation(rec, e) and (player_has(st, p, MOD_NO_TRAPS)
                                                                 or summon_trap_locked(st, db)))):
        return False                                 # R22: Jinzo, whoever controls it; Triangle Ecstasy Spark;
                                                     # Creeping Doom Manta's Normal Summon
    if st.rule_same_name_once and card_activation(rec, e) and name_activated(st, p, st.c_card[c]):
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
    if rec.e_from_grave[e]:                      # from p's GY, like a Normal Spell (Divine Sword - Phoenix Blade)
        return st.c_loc[c] == LOC_GRAVE and st.c_owner[c] == p and idle and st.ch_n == 0 \
            and not used_this_turn(st, rec, c, e)
    if rec.e_discard_self[e]:                    # from p's hand: a Quick Effect (Kuriboh) any time, an Ignition
        return st.c_loc[c] == LOC_HAND and st.c_ctrl[c] == p \
            and (rec.e_kind[e] == ACT_QUICK or (idle and st.ch_n == 0))   # Effect (Thunder Dragon) like a Normal Spell
    if rec.e_kind[e] == ACT_IGNITION or rec.e_kind[e] == ACT_QUICK:
        return ((rec.e_kind[e] == ACT_QUICK or (idle and st.ch_n == 0)) and st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p
                and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF) and not used_this_turn(st, rec, c, e)
                and not (rec.e_no_attack[e] and st.c_attacked_turn[c] == st.turn))
    if st.c_loc[c] == LOC_SZONE:                # Set
        if st.c_pos[c] != POS_FACEDOWN:
            return False
        fresh = st.c_placed_turn[c] == st.turn
        if rec.e_kind[e] != ACT_SPELL:          # a Trap Set this turn: Temple of the Kings
            return not fresh or set_turn_trap_source(st, db, p) >= 0
        return (idle and st.ch_n == 0) if rec.e_speed[e] == 1 else not fresh
    if st.c_loc[c] != LOC_HAND:
        return False
    if rec.e_kind[e] != ACT_SPELL:              # a Trap from p's hand under MOD_TRAPS_FROM_HAND (Makyura)
        if not player_has(st, p, MOD_TRAPS_FROM_HAND):
            return False
    elif not ((idle and st.ch_n == 0) if rec.e_speed[e] == 1 else (p == st.turn_player or st.rule_quick_any_turn)):
        return False                            # P26
    return free_szone(st, p) >= 0 if rec.subtype != SUBTYPE_FIELD else st.rule_field_replace or st.fzone[p] < 0   # B3; P28


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
    Damage Step (a MOD_USED_IN_DAMAGE_STEP row, until the end of the Damage Step: battle.py)."""
    if rec.e_once[e] == ONCE_PER_DUEL:            # Twin-Headed Behemoth: used at all
        return st.c_used[c] >= 0
    if rec.e_once[e] == ONCE_PER_BATTLE:          # Injection Fairy Lily
        return st.md_n > 0 and card_has(st, c, MOD_USED_IN_DAMAGE_STEP)
    return rec.e_once[e] and st.c_used[c] >= 0 and st.c_used[c] >> 1 == st.turn


@njit(cache=True)
def no_attack_this_turn(st, c):
    """Card c activated an effect this turn whose price is that it cannot attack (Chaos Sorcerer)."""
    return st.c_used[c] == st.turn * 2 + 1


@njit(cache=True)
def activatable_effect(st, db, c, p, idle):
    """The first effect of card c that p may activate now, or -1 (timing, then speed,
    condition, opponent and something to act on). A Trigger Effect is never activated at will: its
    event chains it (segoc.py)."""
    rec = db[st.c_card[c]]
    for e in range(rec.e_n):
        if rec.e_kind[e] != ACT_TRIGGER and timing_allows(st, db, c, e, p, idle) and effect_usable(st, db, c, e, p):
            return e
    return -1


@njit(cache=True)
def grave_activatable(st, db, p, idle, write):
    """How many cards in p's GY p may activate an effect of now (``activated_from = "graveyard"``: Divine Sword -
    Phoenix Blade), written as the prompt's candidates if ``write`` (``A_ACTIVATE_GRAVE``, turn.run_main)."""
    k = 0
    for i in range(st.pile_n[p, LOC_GRAVE]):
        c = st.pile[p, LOC_GRAVE, i]
        rec = db[st.c_card[c]]
        if k < MAX_CANDIDATES and (rec.e_from_grave[0] or rec.e_from_grave[1]) \
                and activatable_effect(st, db, c, p, idle) >= 0:
            if write:
                st.pr_cand[k] = c
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def event_answerable(st, db, c, event):
    """B16: make ``event`` on card c (a Summon, its attempt, the card of a normal draw) the window's
    event and say whether some player in the duel could now activate a Set card with a condition
    that reads such an event; if not, the event is cleared: no window opens that nobody could act in."""
    if not st.has_effects:
        return False
    st.win_event = event
    st.win_card = c
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_SZONES):
            d = st.szone[q, z]
            if d >= 0 and answers_event(st, db, d, q, event):
                return True
    st.win_event = EVENT_NONE
    return False


@njit(cache=True)
def answers_event(st, db, c, p, event):
    """p may activate card c now by an effect whose condition reads ``event``: a Summon (its
    attempt too), or a normal draw (Drop Off)."""
    rec = db[st.c_card[c]]
    for e in range(rec.e_n):
        cond = rec.e_cond[e]
        reads = cond == COND_NORMAL_DRAW if event == EVENT_NORMAL_DRAW else (
            cond == COND_SUMMONED or cond == COND_ANY_SUMMON or cond == COND_SUMMONED_ANY_WAY or cond == COND_SUMMON_ATTEMPT)
        if reads and timing_allows(st, db, c, e, p, False) and effect_usable(st, db, c, e, p):
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


