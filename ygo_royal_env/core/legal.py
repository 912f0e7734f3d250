"""Legal actions: the mask of each prompt kind, built from the state alone.

Each rule that makes an action legal is cited where it is checked.
"""
from .._jit import njit

from ..cards.constants import BANISH_TYPE_CODE, KIND_MONSTER, MAX_EFFECTS, MOD_ATTACKS, MOD_CANNOT_ATTACK, MOD_NO_ATTACK, MOD_NO_BATTLE_PHASE, MOD_SKIP_BATTLE, STATIC_NO_DIRECT_ATTACK, MOD_NO_POSITION_CHANGE, RACE_NAMES, SUBTYPE_FIELD, SUBTYPE_FUSION, SUBTYPE_RITUAL, MOD_ATTACK_ALL, MOD_ATTACKED_BY_ALL, MOD_ATTACKS_ONLY_BY, MOD_NO_DIRECT_ATTACK

N_RACES = len(RACE_NAMES) - 1            # the monster Types a declaration may name (RACE_NAMES[1:])
from .constants import (ATTACK_TARGETS, A_ACTIVATE, A_ACTIVATE_GRAVE, A_ACTIVATE_MONSTER, A_ACTIVATE_SET, MAX_CANDIDATES, PROMPT_BACKUP,
                        PROMPT_CHOOSE, PROMPT_DECLARE, PROMPT_DECLARE_RACE, PROMPT_EFFECT_CHOICE, PROMPT_LP_COST, PROMPT_UPKEEP,
                        PROMPT_TRIGGER, A_ATTACK, A_CHANGE_POS, A_CONCEDE,
                        A_DESIGNATE, A_FLIP_SUMMON, A_PASS, A_SELECT, A_SET_CARD, A_SET_MONSTER,
                        A_STOP_ATTACK, A_SUMMON, A_SUPPLY, A_TO_BATTLE,
                        A_TO_END, A_TO_MAIN2, FIRST_TURN_EACH_PLAYER, FIRST_TURN_FIRST_SEAT,
                        FIRST_TURN_NO_DIRECT, HAND_SLOTS, LOC_DECK, LOC_HAND, MAX_PLAYERS, N_MZONES, N_SZONES,
                        PHASE_MAIN1, POS_FACEDOWN_DEF, POS_FACEUP_ATK, POS_FACEUP_DEF,
                        PROMPT_BATTLE, PROMPT_DESIGNATE, PROMPT_DISCARD, PROMPT_IDLE, PROMPT_PASS,
                        PROMPT_POSITION, PROMPT_REPLAY, PROMPT_TARGET, A_POSITION,
                        PROMPT_SUPPLY, PROMPT_TRIBUTE, SUPPLY_OPTIONS, PROC_PROCEDURE, PROC_SPECIAL_WIN, A_PROCEDURE,
                        PROC_REQUISITION, PROMPT_DECLARE_LEVEL, MAX_LEVEL)
from .action_mask import count_legal
from .effects import activatable_effect, designations, grave_activatable, no_attack_this_turn
from .modifiers import card_has, card_total, player_has, player_row
from .players import in_duel, is_opponent, rel_seat
from .procedure import can_use_procedure, normal_summonable, procedure_opponents
from .attack_statics import attack_allowed, attack_cost, direct_attack_open
from .statics import cur_level, has_static
from .static_locks import positions_locked, hand_play_affordable, defense_forced, pinned, spells_traps_barred
from .field_room import monster_cap, open_mzone, room_on_field, type_fits, type_misfits
from .attack_statics import attacks_allowed
from .zone_queries import (MAIN_ONLY, MONSTERS_TRIBUTABLE, free_mzone, free_szone, monster_count, monsters_of,
                           summon_locked, tributable_count, tribute_summon_material)


@njit(cache=True)
def attack_action(zone, rel, target):
    """Action index of "monster in my zone attacks target of the player at seat offset rel"
    (target 0-6 = that player's monster zone slot, the EMZs being 5 and 6; 7 = direct)."""
    return A_ATTACK + (zone * (MAX_PLAYERS - 1) + (rel - 1)) * ATTACK_TARGETS + target


@njit(cache=True)
def uses_candidates(kind):
    """Prompts answered with A_SELECT + candidate slot (cards; for PROMPT_BACKUP backup ids)."""
    return (kind == PROMPT_TRIBUTE or kind == PROMPT_DISCARD or kind == PROMPT_TARGET or kind == PROMPT_TRIGGER
            or kind == PROMPT_CHOOSE or kind == PROMPT_BACKUP or kind == PROMPT_UPKEEP)


@njit(cache=True)
def tributes_needed(st, db, c):
    """B7 / P13: tributes by level from the configured table, or as many as the card says (Victory Dragon)."""
    count = db[st.c_card[c]].tribute_count
    return count if count > 0 else st.rule_tributes[min(cur_level(st, db, c), 12)]


@njit(cache=True)
def counts_double(st, db, m, c):
    """Monster m counts as 2 Tributes for the Tribute Summon of monster c (Double Coston: c of
    the Attribute m names)."""
    double = db[st.c_card[m]].double_tribute
    return double > 0 and double == db[st.c_card[c]].attribute


@njit(cache=True)
def tribute_fits(db, tribute, summoned):
    """Database card ``tribute`` may be Tributed for the Tribute Summon of database card ``summoned``: any, or
    only a monster of the Attribute or Type it names (``tribute_attr``: Simorgh, Bird of Divinity's WIND,
    Victory Dragon's Dragons)."""
    code = db[summoned].tribute_attr
    if code >= BANISH_TYPE_CODE:
        return db[tribute].race == code - BANISH_TYPE_CODE
    return code == 0 or db[tribute].attribute == code


@njit(cache=True)
def tribute_worth(st, db, p, c):
    """The Tributes p's monsters are worth for the Tribute Summon of c (B7): one each, two for
    one that counts double for c."""
    worth = 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and tribute_summon_material(st, db, m) and tribute_fits(db, st.c_card[m], st.c_card[c]):
            worth += 2 if counts_double(st, db, m, c) else 1
    return worth


@njit(cache=True)
def can_normal_summon(st, db, c):
    """B7: once per turn; a Main Deck monster that is not Ritual nor summoned only by its own
    procedure (B10); enough monsters to tribute, or a free zone when no tribute is needed (R16 Kaiser
    Colosseum, R22 Spatial Collapse); with no free Main Monster Zone, a Tribute must free one
    (an EMZ monster frees none: V-BOSS-2)."""
    rec = db[st.c_card[c]]
    if rec.kind != KIND_MONSTER or rec.subtype == SUBTYPE_FUSION or rec.subtype == SUBTYPE_RITUAL \
            or not normal_summonable(rec):
        return False
    if st.normal_summons >= st.rule_normal_summons:
        return False
    p = st.c_ctrl[c]
    t = tributes_needed(st, db, c)
    if t == 0:
        return open_mzone(st, db, p, 0) >= 0
    own = monsters_of(st, db, p, MONSTERS_TRIBUTABLE, 0, -1, False)
    return tribute_worth(st, db, p, c) + tributable_count(st, db, p, MONSTERS_TRIBUTABLE) >= t \
        and monster_count(st, p) - min(t, own) + 1 <= monster_cap(st, db, p) \
        and room_on_field(st, db, p, t) \
        and (free_mzone(st, p) >= 0 or monsters_of(st, db, p, MONSTERS_TRIBUTABLE | MAIN_ONLY, 0, -1, False) > 0)


@njit(cache=True)
def summon_without_tribute(st, db, c):
    """Monster c in its controller's hand may be Normal Summoned (not Set) without Tributes: its controller
    holds at most ``nt_hand`` - 1 cards, c included (Swift Gaia the Fierce Knight: the only card), has a
    Normal Summon left and a zone for it."""
    rec = db[st.c_card[c]]
    p = st.c_owner[c]
    return rec.nt_hand > 0 and tributes_needed(st, db, c) > 0 and st.pile_n[p, LOC_HAND] <= rec.nt_hand - 1 \
        and normal_summonable(rec) and st.normal_summons < st.rule_normal_summons and open_mzone(st, db, p, 0) >= 0


@njit(cache=True)
def r7_turn(st):
    """R7 / P5: this turn has no draw and no Battle Phase: each player's first turn, only the
    duel's first turn ("first_seat"), or none (seed 003, which bars only direct attacks)."""
    if st.rule_first_turn == FIRST_TURN_EACH_PLAYER:   # a KOF joiner's first turn is free (V-KOF-3)
        return st.turns_taken[st.turn_player] == 1 and not (st.joined >> st.turn_player) & 1
    if st.rule_first_turn == FIRST_TURN_FIRST_SEAT:
        return st.turn == 1
    return False


@njit(cache=True)
def battle_phase_open(st, p):
    """Turn player p may enter their Battle Phase: not in a turn R7 bars, nor after Soul Exchange
    (MOD_NO_BATTLE_PHASE), nor with a skipped Battle Phase due (MOD_SKIP_BATTLE: Frozen Soul, used up by
    turn.run_turn as Main Phase 1 ends)."""
    return not r7_turn(st) and not player_has(st, p, MOD_NO_BATTLE_PHASE) and not player_has(st, p, MOD_SKIP_BATTLE)


@njit(cache=True)
def mask_idle(st, db, mask):
    p = st.turn_player
    if st.phase == PHASE_MAIN1 and battle_phase_open(st, p):
        mask[A_TO_BATTLE] = 1
    mask[A_TO_END] = 1
    afford = hand_play_affordable(st, db, p)                          # R22: Chain Energy
    for h in range(min(st.pile_n[p, LOC_HAND], HAND_SLOTS) if afford else 0):
        c = st.pile[p, LOC_HAND, h]
        settable = can_normal_summon(st, db, c)
        free = summon_without_tribute(st, db, c)                     # Swift Gaia: no Tribute, a Summon only
        if settable or free:
            mask[A_SUMMON + h] = 0 if db[st.c_card[c]].set_only or summon_locked(st, p) \
                or type_misfits(st, db, p, c, False) > (0 if free else tributes_needed(st, db, c)) else 1   # R22: Tributes leave first; Scapegoat: a Set is no Summon
            mask[A_SET_MONSTER + h] = 1 if settable else 0
        elif db[st.c_card[c]].kind != KIND_MONSTER and db[st.c_card[c]].subtype != SUBTYPE_FIELD \
                and free_szone(st, p) >= 0 and room_on_field(st, db, p, 0) and not spells_traps_barred(st, p):
            mask[A_SET_CARD + h] = 1                                 # B3 (a Field Spell is not Set: docs/effects.md)
        if can_use_procedure(st, db, c, p):
            mask[A_PROCEDURE + h] = 1                                # B10, R15
    mask_activations(st, db, mask, p, True)
    if player_has(st, p, MOD_NO_POSITION_CHANGE) or positions_locked(st, db, p):   # R16: Mesmeric Control, Swords
        return                                                                        # of Concealing Light
    for z in range(N_MZONES):
        c = st.mzone[p, z]
        if c < 0:
            continue
        if st.c_placed_turn[c] == st.turn or st.c_manual_pos_turn[c] == st.turn \
                or st.c_attacked_turn[c] == st.turn or pinned(st, db, c) \
                or (st.md_n > 0 and card_has(st, c, MOD_NO_POSITION_CHANGE)):   # Goblin Attack Force
            continue                      # B8, B9: one change a turn, its own (a Flip Summon is one), not
                                          # the turn it came, not after attacking; Nightmare Wheel: none
        if st.c_pos[c] == POS_FACEDOWN_DEF:
            if not db[st.c_card[c]].set_only and type_fits(st, db, p, c) \
                    and not summon_locked(st, p):                    # B8; R22: Rivalry; Scapegoat
                mask[A_FLIP_SUMMON + z] = 1
        elif not (st.c_pos[c] == POS_FACEUP_DEF and defense_forced(st, db, c)):
            mask[A_CHANGE_POS + z] = 1                               # B9; Level Limit - Area B holds it


@njit(cache=True)
def mask_activations(st, db, mask, p, idle):
    """Cards p may activate now, from the hand, Set, and face-up monsters' Ignition Effects
    (idle states only) and Quick Effects (any window) (B19, B15, conditions: effects.py)."""
    activations(st, db, mask, p, idle, True)


@njit(cache=True)
def activations(st, db, mask, p, idle, write):
    """How many cards p may activate now (``mask_activations``), marked in mask if ``write``."""
    if not st.has_effects:
        return 0
    n = 0
    for h in range(min(st.pile_n[p, LOC_HAND], HAND_SLOTS) if hand_play_affordable(st, db, p) else 0):
        c = st.pile[p, LOC_HAND, h]
        leaving = 1 if db[st.c_card[c]].subtype == SUBTYPE_FIELD and st.fzone[p] >= 0 else 0   # a Field Spell replaced
        if (db[st.c_card[c]].kind == KIND_MONSTER or room_on_field(st, db, p, leaving)) \
                and activatable_effect(st, db, c, p, idle) >= 0:    # R22: Spatial Collapse; a monster: Kuriboh
            n += 1
            if write:
                mask[A_ACTIVATE + h] = 1
    for z in range(N_SZONES):
        c = st.szone[p, z]
        if c >= 0 and activatable_effect(st, db, c, p, idle) >= 0:
            n += 1
            if write:
                mask[A_ACTIVATE_SET + z] = 1
    for z in range(N_MZONES):                    # effects.timing_allows: an Ignition Effect only if ``idle``
        c = st.mzone[p, z]
        if c >= 0 and db[st.c_card[c]].e_n > 0 and activatable_effect(st, db, c, p, idle) >= 0:
            n += 1
            if write:
                mask[A_ACTIVATE_MONSTER + z] = 1
    if idle and grave_activatable(st, db, p, idle, False) > 0:   # an Ignition Effect from the GY (Phoenix Blade)
        n += 1
        if write:
            mask[A_ACTIVATE_GRAVE] = 1
    return n


@njit(cache=True)
def anyone_can_activate(st, db):
    """Some player in the duel could activate a card now, outside an idle state: a window where
    nobody could act is not opened (B13's Damage Step windows: no prompt that only passes)."""
    for q in range(st.num_players):
        if in_duel(st, q) and activations(st, db, st.mask, q, False, False) > 0:
            return True
    return False


@njit(cache=True)
def attack_left(st, db, c):
    """Monster c, which declared an attack this turn, may declare another (Mataza the Zapper, Armed Samurai -
    Ben Kei: its declarations this turn are a MOD_ATTACKS row, ``attack_statics.attacks_allowed``)."""
    n = attacks_allowed(st, db, c)
    return n > 1 and card_total(st, c, MOD_ATTACKS) < n


@njit(cache=True)
def mask_attacks(st, db, mask, zone, replay):
    """B11, R8: a face-up ATK monster that has not attacked (or is replaying its attack,
    B14) may attack any opponent's monster, or directly any opponent who controls none
    (P5 seed 003 / A-51: not in the duel's first turn), as far as the static effects on the
    field allow (statics.py: locks R23, R38-R42; attack targets R44, R45; the cost of R43 must
    be payable from the Deck)."""
    p = st.turn_player
    direct_ok = not (st.rule_first_turn == FIRST_TURN_NO_DIRECT and st.turn == 1)
    c = st.mzone[p, zone]
    if c < 0:
        return
    sweeping = st.md_n > 0 and card_has(st, c, MOD_ATTACK_ALL)      # Diffusion Wave-Motion: each monster once
    attacked = st.c_attacked_turn[c] == st.turn and not replay
    if st.c_pos[c] != POS_FACEUP_ATK or (attacked and not attack_left(st, db, c) and not sweeping) \
            or no_attack_this_turn(st, c) or pinned(st, db, c) or player_has(st, p, MOD_NO_ATTACK) \
            or (st.md_n > 0 and card_has(st, c, MOD_CANNOT_ATTACK)) \
            or (st.md_n > 0 and player_has(st, p, MOD_ATTACKS_ONLY_BY)
                and st.md_value[player_row(st, p, MOD_ATTACKS_ONLY_BY)] != c + 1):
        return
    direct_ok = direct_ok and not has_static(st, db, c, STATIC_NO_DIRECT_ATTACK) \
        and not (sweeping and attacked) \
        and not (st.md_n > 0 and card_has(st, c, MOD_NO_DIRECT_ATTACK))   # Zombyra the Dark; Magical Scientist's
    for q in range(st.num_players):
        if not in_duel(st, q) or not is_opponent(st, p, q) or attack_cost(st, db, c, q) > st.pile_n[p, LOC_DECK]:
            continue
        r = rel_seat(st, p, q)
        if direct_ok and direct_attack_open(st, db, c, q) and attack_allowed(st, db, c, q, -1):
            mask[attack_action(zone, r, N_MZONES)] = 1
        for z in range(N_MZONES):
            t = st.mzone[q, z]
            if t >= 0 and attack_allowed(st, db, c, q, t) \
                    and not (attacked and (not sweeping or card_has(st, t, MOD_ATTACKED_BY_ALL))
                             and not attack_left(st, db, c)):
                mask[attack_action(zone, r, z)] = 1


@njit(cache=True)
def opponents_in_duel(st, p):
    """Bitmask of p's opponents still in the duel (R5; V-TEAM-5 decides about teammates)."""
    bits = 0
    for q in range(st.num_players):
        if in_duel(st, q) and is_opponent(st, p, q):
            bits |= 1 << q
    return bits


@njit(cache=True)
def hand_opponents(st, p):
    """Bitmask of p's opponents in the duel who hold a card in hand (R17: Forced Requisition
    designates one of them)."""
    bits = 0
    for q in range(st.num_players):
        if in_duel(st, q) and is_opponent(st, p, q) and st.pile_n[q, LOC_HAND] > 0:
            bits |= 1 << q
    return bits


@njit(cache=True)
def build_mask(st, db, mask):
    """Fill mask (zeroed here) for the current prompt; returns the number of legal actions."""
    mask[:] = 0
    kind = st.pr_kind
    if kind == PROMPT_IDLE:
        mask_idle(st, db, mask)
    elif kind == PROMPT_BATTLE:
        if not st.rule_four_phases:                                  # P15
            mask[A_TO_MAIN2] = 1
        mask[A_TO_END] = 1
        for z in range(N_MZONES):
            mask_attacks(st, db, mask, z, False)
        mask_activations(st, db, mask, st.turn_player, False)     # Quick-Play Spells, Traps
    elif kind == PROMPT_PASS:
        mask[A_PASS] = 1
        mask_activations(st, db, mask, st.pr_player, False)
    elif kind == PROMPT_DESIGNATE:                                   # R11: the link in slot ch_n
        p = st.pr_player
        if st.stk_proc[st.stk_n - 1] == PROC_SPECIAL_WIN:
            bits = opponents_in_duel(st, p)                          # R37: any opponent
        elif st.stk_proc[st.stk_n - 1] == PROC_PROCEDURE:
            bits = procedure_opponents(st, db, st.stk_arg[st.stk_n - 1, 0], p)   # R15: one opponent alone
        elif st.stk_proc[st.stk_n - 1] == PROC_REQUISITION:
            bits = hand_opponents(st, p)                             # R17: an opponent with cards to discard
        else:                                                        # the activator's link (R13: Ectoplasmer's
            bits = designations(st, db, st.ch_card[st.ch_n], st.ch_effect[st.ch_n], st.ch_player[st.ch_n])   # TP asked)
        for q in range(st.num_players):
            if (bits >> q) & 1:
                mask[A_DESIGNATE + rel_seat(st, p, q) - 1] = 1
    elif uses_candidates(kind):                          # tribute, discard, target, trigger, choose, backup, upkeep
        for k in range(st.pr_ncand):
            mask[A_SELECT + k] = 1
        if ((kind == PROMPT_TRIGGER or kind == PROMPT_CHOOSE or kind == PROMPT_TARGET) and st.pr_left) \
                or kind == PROMPT_UPKEEP:
            mask[A_PASS] = 1                             # R30: an optional group may be declined (segoc.py);
                                                         # an upkeep unpaid destroys the card (lasting.py);
                                                         # a choice of "up to" n after the first (Kycoo),
                                                         # a second target "up to" 2 (Mobius the Frost Monarch)
    elif kind == PROMPT_DECLARE:                         # a card kind: A_SELECT + KIND_* (Vampire Lord)
        for k in range(3):
            mask[A_SELECT + k] = 1
    elif kind == PROMPT_EFFECT_CHOICE:                   # the usable effects of the card (bitmask in pr_left)
        for k in range(MAX_EFFECTS):
            if (st.pr_left >> k) & 1:
                mask[A_SELECT + k] = 1
    elif kind == PROMPT_DECLARE_RACE:                    # a monster Type: A_SELECT + race - 1 (Tribe-Infecting Virus)
        for k in range(N_RACES):
            mask[A_SELECT + k] = 1
    elif kind == PROMPT_DECLARE_LEVEL:                   # a Level: A_SELECT + Level - 1 (Reasoning); a number
        for k in range(MAX_LEVEL):                       # of those pr_left allows (bit n - 1), if it names any
            if st.pr_left == 0 or (st.pr_left >> k) & 1:  # (Sixth Sense: 1-6, not one declared already)
                mask[A_SELECT + k] = 1
    elif kind == PROMPT_LP_COST:                         # R40: (k + 1) * 1000 LP, up to all of them (B21);
        for k in range(MAX_CANDIDATES):                  # P17 "pay_to_zero_and_lose": up to the first that takes all
            if (k + 1) * 1000 <= st.lp[st.pr_player] or (st.rule_lp_cost_to_zero and k * 1000 < st.lp[st.pr_player]):
                mask[A_SELECT + k] = 1
    elif kind == PROMPT_POSITION:
        mask[A_POSITION] = 1
        mask[A_POSITION + 1] = 1
    elif kind == PROMPT_REPLAY:
        mask[A_STOP_ATTACK] = 1
        mask_attacks(st, db, mask, st.c_seq[st.atk_card], True)
    elif kind == PROMPT_SUPPLY:
        for k in range(len(SUPPLY_OPTIONS)):
            if SUPPLY_OPTIONS[k][1] <= st.pile_n[st.pr_player, LOC_DECK]:
                mask[A_SUPPLY + k] = 1
        fixed = st.rule_supply_choice[st.pr_player]        # a study control: the option is set
        if fixed >= 0 and mask[A_SUPPLY + fixed]:
            for k in range(len(SUPPLY_OPTIONS)):
                mask[A_SUPPLY + k] = k == fixed
    if st.rule_concession:
        mask[A_CONCEDE] = 1                                                    # R36
    return count_legal(mask)


@njit(cache=True)
def battle_position_after_change(pos):
    """B9: face-up ATK <-> face-up DEF."""
    return POS_FACEUP_DEF if pos == POS_FACEUP_ATK else POS_FACEUP_ATK
