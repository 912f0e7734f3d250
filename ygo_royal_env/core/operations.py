"""The ops of a resolving link that need no decision (docs/primitives.md "Ops"): each one
done to the link's targets (target_operations.py), its opponent or the field as the rules and
the data say, grouped by what they act on (players, the field, the chain or the battle)."""

import numpy as np
from .._jit import njit
from ..cards.constants import (MOD_DESTROY_IN_END_PHASE, MOD_SWAP_ORIGINAL, OP_SWAP_ORIGINAL_STATS,
                               OP_EXTRA_NORMAL_SUMMON, OP_SHUFFLE_SET_MONSTERS, OP_SUMMON_FROM_HAND,
                               OP_DAMAGE_BATTLED_ATK, OP_EQUIP_TO_BATTLED, OP_DESTROY_ATTACHED, OP_LOOK_DESTROY, MOD_KINDS, KIND_MONSTER, OP_PLAYER_MODIFIER,
                               UNTIL_END_OF_TURN, OP_ATTACK_AGAIN, OP_DAMAGE, OP_SET_LP, OP_DRAW,
                               OP_NEGATE_ATTACK, OP_DISCARD_HAND_DRAW, DISCARD_WHO_EACH, DISCARD_WHO_JAR_SCOPE,
                               OP_FLIP_MONSTERS, OP_DISCARD_RANDOM, TRIG_FLIPPED, KIND_TRAP, DRAW_WHO_OPPONENT,
                               OP_NEGATE_ACTIVATION, OP_NEGATE_SUMMON, OP_GAIN_LP, DAMAGE_AS_MANY, DAMAGE_TARGET_ATK,
                               OP_RETURN_TO_HAND, OP_ADD_COUNTER, OP_BANISH_BATTLED,
                               OP_SUMMON_SELF, OP_KEEP_ONE_TYPE, GAIN_SNATCH_STEAL, GAIN_IF_SPELL_IN_HAND,
                               OP_SUMMON_TOKENS, OP_DOUBLE_OWN_ATK, OP_MILL, OP_DESTROY_BATTLED,
                               DAMAGE_TO_TARGET_CONTROLLER, DAMAGE_TO_EVERY_PLAYER,
                               OP_DISCARD_RANDOM_OR_DESTROY_OWN, OP_TOSS_COIN, OP_ROLL_DIE, OP_SKIP_PHASE,
                               OP_NEGATE_EFFECT, PLAYER_UNTIL_COUNT, DRAW_UNTIL_HAND, DRAW_KEEP_COUNT, DISCARD_RANDOM_YOU,
                               DISCARD_RANDOM_PER_COUNTER)
from .damage import effect_damage
from .constants import (LOC_GRAVE, EV_ATTACK_NEGATED, EV_TO_HAND, EV_REVEAL, EV_POSITION, LOC_BANISHED, LOC_DECK,
                        LOC_HAND, LOC_MZONE, LOC_SZONE, N_MZONES, POS_FACEDOWN_DEF, POS_FACEUP_ATK,
                        POS_FACEUP_DEF, EV_NEGATED, EVENT_SUMMON_ATTEMPT, EV_GAIN_LP, EV_ATK_CHANGED, MAX_CARDS,
                        N_MMZ, EV_SHUFFLED_SET, EV_COIN, EV_DIE, NEGATED_ACTIVATION,
                        NEGATED_EFFECT)
from .candidates import own_race_monster, holds_spell
from .selectors import holds_counters, per_count
from .modifiers import add_modifier, modify_players, set_original_stats
from .events import log_event
from .players import in_duel, player_at_rel
from .trigger_events import note_face_up, note_lp_gain, note_trigger
from .rng import rng_below
from .statics import spell_proof
from .static_locks import effect_draw
from .field_room import race_fits, token_room, summon_zone, type_fits
from .atk_def import cur_atk
from .tokens import summon_tokens
from .zones import (banish_card, leaves_banished, destroy, discard, on_field, owner_in_game, send_to_grave,
                    special_summon, to_pile)
from .zone_queries import free_szone, set_monster_zones, spell_trap_count
from .links import activator_in_duel, target_still_legal
from .target_operations import change_stats, equip_monster_to, run_target_operation
from .each_player import run_each_player_operation


@njit(cache=True)
def run_operation(st, db, k, op, a0, a1, a2, j):
    """Operations that need no decision (the position of a Special Summon is asked by
    ``run_resolve``): those on the link's targets, then the others."""
    if not run_target_operation(st, db, k, op, a0, a1, a2):
        run_other_operation(st, db, k, op, a0, a1, a2, j)


@njit(cache=True)
def run_other_operation(st, db, k, op, a0, a1, a2, j):
    """An op on players, the field, the battle or the card itself."""
    if not (run_player_operation(st, db, k, op, a0, a1, a2, j) or run_field_operation(st, db, k, op, a0, a1, a2, j)
            or run_each_player_operation(st, db, k, op, a0, a1, a2)):
        run_chain_or_battle_operation(st, db, k, op, a0, a1, a2, j)


@njit(cache=True)
def run_player_operation(st, db, k, op, a0, a1, a2, j):
    """An op on players: draws, LP, damage, discards, Deck cards milled, a look at a hand, player
    modifiers, an extra Normal Summon; False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_DRAW:                            # a1: as many as the op before acted on (Reload); per: for each
        q = opp if a2 & DRAW_WHO_OPPONENT else p  # card counted (Good Goblin Housekeeping); a2: the opponent draws
        if (q == p and activator_in_duel(st, k)) or (q != p and q >= 0 and in_duel(st, q)):   # (Hiro's Shadow Scout)
            count = st.ch_done[k] if a1 else a0 * per_count(st, db, c, st.ch_effect[k], j, p, opp)
            if a2 & DRAW_UNTIL_HAND:                 # until q holds a0 cards (Mirage of Nightmare)
                count = max(0, a0 - st.pile_n[q, LOC_HAND])
            drawn = draw_cards(st, db, q, count, (a2 >> 1) & 3)
            if a2 & DRAW_KEEP_COUNT and holds_counters(st, c):
                st.c_counter[c] += drawn             # "the cards you drew with this card's effect"
    elif op == OP_SET_LP:
        for q in (p, opp):
            if q >= 0 and in_duel(st, q):
                if a0 == 0 and st.lp[q] > 0 and q != p:
                    st.killer[q] = p               # the activator caused that loss
                st.lp[q] = a0
    elif op == OP_DISCARD_HAND_DRAW:
        discard_hands_and_draw(st, db, p, opp, a0, a1)
    elif op == OP_DISCARD_RANDOM:                # R12 (T-R12b): only the linked (damaged) player; or the activator
        if a2 & DISCARD_RANDOM_PER_COUNTER:      # as many as the card's counters, if still on the field (Mirage of
            a0 = st.c_counter[c] if holds_counters(st, c) else 0   # Nightmare: they are used up)
            st.c_counter[c] = 0
        discard_at_random(st, db, p if a2 & DISCARD_RANDOM_YOU else opp, a0, a1, p, c)
    elif op == OP_DISCARD_RANDOM_OR_DESTROY_OWN:  # no monster of theirs to choose: the random discard (Dark Coffin)
        discard_at_random(st, db, opp, 1, 0, p, c)
    elif op == OP_PLAYER_MODIFIER:               # core/modifiers.py: Kuriboh, Dimension Wall (R12), Cold Wave (R22)
        if activator_in_duel(st, k):
            modify_players(st, p, opp if opp >= 0 and in_duel(st, opp) else -1, a0 % MOD_KINDS, a1, a2 % 8, a2 // 8,
                           a0 // MOD_KINDS + 1)   # the value: destroy drawn monsters' ATK and flags, 1 for the others
    elif op == OP_SKIP_PHASE:                    # a0: the phase's row kind (SKIP_PHASE_MODS), used up as it would begin
        if activator_in_duel(st, k):
            modify_players(st, p, opp if opp >= 0 and in_duel(st, opp) else -1, a0, a1, PLAYER_UNTIL_COUNT, a2, 1)
    elif op == OP_TOSS_COIN or op == OP_ROLL_DIE:   # "if 2+ are Heads", "equal to the result x 100": ch_result, ch_done
        if activator_in_duel(st, k):
            st.ch_result[k] = chance(st, p, c, op == OP_TOSS_COIN, a0)
            st.ch_done[k] = st.ch_result[k]
    elif op == OP_GAIN_LP:                          # by default only in that player's own turn
        q = p if a2 & 1 else opp
        if q >= 0 and in_duel(st, q) and (a1 != GAIN_SNATCH_STEAL or st.rule_snatch_every or st.turn_player == q) \
                and (a1 != GAIN_IF_SPELL_IN_HAND or holds_spell(st, db, q)):     # The Eye of Truth (R13)
            gain = a0 * (st.ch_done[k] if a2 >> 1 else per_count(st, db, c, st.ch_effect[k], j, p, opp))
            if gain > 0:                            # Gift of the Mystical Elf; as_many: Emergency Provisions
                st.lp[q] += gain
                log_event(st, EV_GAIN_LP, q, gain, c)
                note_lp_gain(st, q)                 # Fire Princess
    elif op == OP_DAMAGE:                           # a1: the activator, the opponent, the target's controller (its
        q = p if a1 == 0 else opp                   # owner once destroyed: Stamping Destruction), every player (R10)
        if a1 == DAMAGE_TO_TARGET_CONTROLLER:
            q = st.c_ctrl[t] if t >= 0 else -1
        amount = a0 * (st.ch_done[k] if a2 & DAMAGE_AS_MANY else per_count(st, db, c, st.ch_effect[k], j, p, opp))
        if a2 & DAMAGE_TARGET_ATK:                  # the target's ATK (Magic Cylinder), if still legal (B16)
            amount = cur_atk(st, db, t) if target_still_legal(st, db, k) else 0
        if a1 == DAMAGE_TO_EVERY_PLAYER:            # each less a2 >> 2 for each Spell/Trap they control (Simorgh)
            for r in range(st.num_players):
                if in_duel(st, r):
                    effect_damage(st, r, amount - (a2 >> 2) * spell_trap_count(st, r), p, c)
        elif q >= 0 and in_duel(st, q):
            effect_damage(st, q, amount, p, c)
    elif op == OP_LOOK_DESTROY:                     # Crush Card Virus: the opponent's hand and monsters
        if activator_in_duel(st, k) and opp >= 0 and in_duel(st, opp):
            look_and_destroy(st, db, p, opp, a0, a1)
    elif op == OP_MILL:                             # the top a0 cards of the activator's (a1 0) or the opponent's Deck
        q = p if a1 == 0 else opp
        if q >= 0 and in_duel(st, q):
            for _ in range(st.ch_done[k] if a2 else a0):   # a2: as many as the op before acted on (Sixth Sense)
                if st.pile_n[q, LOC_DECK] == 0:
                    break
                send_to_grave(st, st.pile[q, LOC_DECK, st.pile_n[q, LOC_DECK] - 1])
    elif op == OP_EXTRA_NORMAL_SUMMON:              # Ultimate Offering: one more Normal Summon or Set this turn (B7)
        if activator_in_duel(st, k) and st.turn_player == p:
            st.normal_summons -= 1
    else:
        return False
    return True


@njit(cache=True)
def run_field_operation(st, db, k, op, a0, a1, a2, j):
    """An op on the field or the card itself: monsters destroyed, flipped, shuffled, doubled or
    switched, tokens, counters, the card summoned or returned; False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    if op == OP_FLIP_MONSTERS:                 # a0: the opponent's, or every player's (Ceasefire); a1: Flip Effects
        for q in range(st.num_players):
            if in_duel(st, q) and (q == opp if a0 == 0 else activator_in_duel(st, k)):
                flip_face_up(st, q, a1 == 1)
    elif op == OP_SUMMON_SELF:                      # position "attack" (a "choice" asked first: apply_decision)
        summon_self(st, db, k, POS_FACEUP_DEF if a0 == 2 else POS_FACEUP_ATK, a1)
    elif op == OP_RETURN_TO_HAND:                   # a Spirit: the card itself, still face-up on the field
        if st.c_loc[c] == LOC_MZONE and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
            owner = st.c_owner[c]
            if owner_in_game(st, c):
                instead = leaves_banished(st, c)
                to_pile(st, c, owner, LOC_HAND)
                if not instead:                             # banished instead: logged there
                    log_event(st, EV_TO_HAND, owner, c, 0)    # public
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
    elif op == OP_SHUFFLE_SET_MONSTERS:             # Shifting Shadows
        if activator_in_duel(st, k):
            shuffle_set_monsters(st, p)
    elif op == OP_KEEP_ONE_TYPE:                    # R22: PROC_ADJUST asks each player which Type they keep
        st.adjust_due = True
    elif op == OP_SUMMON_FROM_HAND:                 # nothing to summon (else decisions.py asked): a following
        st.ch_done[k] = 0                           # "if you do" op does not run (Magical Dimension)
    else:
        return False
    return True


@njit(cache=True)
def run_chain_or_battle_operation(st, db, k, op, a0, a1, a2, j):
    """An op on the chain or the battle: negations, another attack, the monsters of the attack
    in progress, an attached card; False if op is not one of them."""
    c = st.ch_card[k]
    p = st.ch_player[k]
    opp = st.ch_opp[k]
    t = st.ch_target[k]
    if op == OP_NEGATE_ATTACK:
        if st.atk_card >= 0 and not st.atk_negated:
            st.atk_negated = True
            st.bp_end = st.bp_end or a0 == 1
            log_event(st, EV_ATTACK_NEGATED, st.atk_card, p, 0)
    elif op == OP_ATTACK_AGAIN:                     # B11: one more attack declaration this Battle Phase
        if st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p and activator_in_duel(st, k):
            st.c_attacked_turn[c] = -1
    elif op == OP_NEGATE_EFFECT:                    # B16: the link this one answers does nothing; its activation stands
        if k > 0 and not st.ch_negated[k - 1]:
            st.ch_negated[k - 1] = NEGATED_EFFECT
            log_event(st, EV_NEGATED, st.ch_card[k - 1], p, 1)
    elif op == OP_NEGATE_ACTIVATION:                # B16: the link this one answers
        if k > 0 and st.ch_negated[k - 1] != NEGATED_ACTIVATION:
            st.ch_negated[k - 1] = NEGATED_ACTIVATION
            d = st.ch_card[k - 1]
            log_event(st, EV_NEGATED, d, p, 0)
            if a0 and on_field(st, d):
                destroy(st, db, d, p, False)
    elif op == OP_NEGATE_SUMMON:                    # the monster being summoned never is (summon.py)
        if t >= 0 and st.c_loc[t] == LOC_MZONE and st.win_event == EVENT_SUMMON_ATTEMPT and st.win_card == t:
            log_event(st, EV_NEGATED, t, p, 0)
            destroy(st, db, t, p, False)
    elif op == OP_EQUIP_TO_BATTLED:                 # Blast Sphere: the attacker, if it can be equipped
        if activator_in_duel(st, k) and st.c_loc[c] == LOC_MZONE and st.atk_target >= 0 \
                and (c == st.atk_card or c == st.atk_target):
            equip_to_battled(st, db, c, p)
    elif op == OP_DESTROY_ATTACHED:                 # Blast Sphere in the Standby Phase (a0: the damage)
        if activator_in_duel(st, k) and on_field(st, c) and st.c_attached[c] >= 0:
            destroy_attached(st, db, c, p, opp if a0 else -1)
    elif op == OP_DAMAGE_BATTLED_ATK:               # Reflect Bounder, Zoma the Spirit: the other monster of the attack
        if activator_in_duel(st, k) and st.atk_target >= 0 and (c == st.atk_card or c == st.atk_target):
            other = st.atk_target if c == st.atk_card else st.atk_card
            if st.c_loc[other] == LOC_MZONE and in_duel(st, st.c_ctrl[other]):
                effect_damage(st, st.c_ctrl[other], cur_atk(st, db, other), p, c)
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
    else:
        return False
    return True


@njit(cache=True)
def chance(st, p, c, coin, count):
    """Player p tosses ``count`` coins (``coin``) or rolls ``count`` six-sided dice for card c, on the duel's seeded
    RNG (same seed, same results); a public event each. Returns the Heads tossed, or the dice total."""
    total = 0
    for _ in range(count):
        if coin:
            heads = 1 - rng_below(st, 2)
            log_event(st, EV_COIN, p, heads, c)
            total += heads
        else:
            roll = rng_below(st, 6) + 1
            log_event(st, EV_DIE, p, roll, c)
            total += roll
    return total


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
def look_and_destroy(st, db, p, q, atk, at_most):
    """p looks at q's hand and face-down monsters (a ``revealed`` event each, looked at by p alone),
    then every monster among q's hand and monsters with ``atk`` or more ATK (``at_most``: or less;
    the current ATK on the field, the printed one in the hand) is destroyed by p, the hand's too."""
    out = np.empty(MAX_CARDS, np.int16)
    n = 0
    for h in range(st.pile_n[q, LOC_HAND]):
        d = st.pile[q, LOC_HAND, h]
        log_event(st, EV_REVEAL, p, d, 1)
        card = db[st.c_card[d]]
        if card.kind == KIND_MONSTER and (card.atk <= atk if at_most else card.atk >= atk):
            out[n] = d
            n += 1
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m < 0:
            continue
        if st.c_pos[m] == POS_FACEDOWN_DEF:
            log_event(st, EV_REVEAL, p, m, 1)
        a = cur_atk(st, db, m)
        if (a <= atk) if at_most else (a >= atk):
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
    equip_monster_to(st, c, other, q, z)


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
    original ATK and DEF become that while it stays face-up (Twin-Headed Behemoth's 1000)."""
    if self_summonable(st, db, k):
        c = st.ch_card[k]
        special_summon(st, db, c, st.ch_player[k], pos)
        st.ch_done[k] = 1                        # "when you do" (Sacred Phoenix of Nephthys)
        if stats > 0 and st.c_loc[c] == LOC_MZONE:
            set_original_stats(st, c, st.ch_player[k], stats)


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
def draw_cards(st, db, q, count, kind):
    """q draws ``count`` cards (fewer if they cannot); with ``kind`` > 0 each is shown to every player (R22: Hiro's
    Shadow Scout) and one of card kind ``kind - 1`` is discarded. Returns how many were drawn."""
    drawn = 0
    for _ in range(count):
        if not effect_draw(st, db, q):
            break
        drawn += 1
        if kind > 0:
            d = st.pile[q, LOC_HAND, st.pile_n[q, LOC_HAND] - 1]
            log_event(st, EV_REVEAL, q, d, 0)
            if db[st.c_card[d]].kind == kind - 1:
                discard(st, q, d)
    return drawn
