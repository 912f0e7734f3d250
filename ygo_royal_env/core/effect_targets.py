"""What an effect would act on (R11 (b): an activation needs an effect to apply): its target
candidates, its Tribute costs, and has_effect_on, which asks each operation of the effect
for cards, players, zones and room with a given opponent."""
import numpy as np
from .._jit import njit
from ..cards.constants import (RUN_IF_CHOSEN, RUN_IF_DONE, RUN_IF_OPPONENT, RUN_IF_RESULT, STATIC_FIXED_CONTROL, COND_CARDS, TARGET_SLOT,
                               PICK_UP_TO, KIND_TRAP, ATTACH_CONTROL, OP_ATTACH_TARGET, MAX_OPS, SEL_HAND,
                               OP_DISCARD_HAND_DRAW, OP_DRAW, DRAW_WHO_OPPONENT, OP_SPECIAL_SUMMON_TARGET,
                               OP_SUMMON_FROM_HAND, OP_TAKE_CONTROL, OP_EQUIP_TARGET_TO_SELF, OP_BANISH_FROM_GRAVE, OP_PLAYER_MODIFIER,
                               UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP, WHOSE_YOU, TGT_SELECT,
                               OP_MUTUAL_GRAVE_BANISH, OP_SUMMON_SELF,
                               OP_REDIRECT_ATTACK, OP_FUSION_SUMMON, OP_RITUAL_SUMMON, OP_BANISH_BATTLED,
                               OP_EXCHANGE_HANDS, OP_DECLARE_LEVEL_EXCAVATE, OP_TRIBUTE_FOR_DAMAGE,
                               OP_LOOK_AT_HAND, OP_DISCARD, OP_SWAP_ORIGINAL_STATS, OP_GUESS_HAND_KIND,
                               OP_EXTRA_NORMAL_SUMMON, OP_SHUFFLE_SET_MONSTERS, OP_GAIN_LP, GAIN_IF_SPELL_IN_HAND,
                               OP_DAMAGE_BATTLED_ATK, OP_DESTROY_ATTACHED, OP_EQUIP_TO_BATTLED, OP_SUMMON_TOKENS,
                               OP_DOUBLE_OWN_ATK, OP_REQUIRE_COUNT, OP_MILL, OP_OPPONENT_PICKS_FROM_DECK, OP_SWAP_CONTROL, OP_GIVE_CONTROL, OP_KEEP_ONE_SEND_REST,
                               OP_EACH_SUMMONS_FROM_DECK, OP_DISCARD_RANDOM, OP_DESTROY_BATTLED, DRAW_UNTIL_HAND,
                               DISCARD_RANDOM_PER_COUNTER, RUN_IF_OWN_TURN, RUN_IF_OTHERS_TURN)
from .constants import (POS_FACEDOWN_DEF, LOC_BANISHED, LOC_DECK, LOC_GRAVE, LOC_HAND, LOC_SZONE, MAX_CANDIDATES,
                        MAX_CARDS, N_MZONES, PHASE_MAIN1, PHASE_MAIN2)
from .candidates import (any_face_up_monster, any_own_race_monster, discard_bounds, discard_candidates,
                         face_up_monster_count, grave_monsters, hand_summon_candidates,
                         holds_spell, mutual_banish_possible, deck_summon_candidates)
from .players import in_duel
from .procedure import can_fusion_summon, can_ritual_summon, summonable_by_effect
from .statics import cur_level, has_static
from .static_locks import draw_barred, grave_banish_allowed
from .field_room import open_mzone, token_room, summon_zone
from .atk_def import cur_atk
from .selectors import gather, is_select_op, level_found, per_count, selection_ready
from .zone_queries import free_szone, monster_count, set_monster_zones, summon_locked
from .effect_conditions import count_condition_holds, required_count_holds


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
        controls = controls or rec.e_op[e, j] == OP_TAKE_CONTROL or rec.e_op[e, j] == OP_EQUIP_TARGET_TO_SELF \
            or (rec.e_op[e, j] == OP_ATTACH_TARGET and rec.e_arg[e, j, 0] == ATTACH_CONTROL)
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
                or (rec.e_cost_atk[e] > 0 and cur_atk(st, db, m) > rec.e_cost_atk[e] - 1) \
                or (rec.e_cost_atk[e] < 0 and cur_atk(st, db, m) < -rec.e_cost_atk[e] - 1) \
                or (rec.e_cost_part[e] and (st.c_pos[m] == POS_FACEDOWN_DEF
                                            or not (db[st.c_card[m]].name_parts >> (rec.e_cost_part[e] - 1)) & 1)) \
                or (rec.e_cost_card[e] and st.c_card[m] != rec.e_cost_card[e] - 1) \
                or (rec.e_cost_level[e] and not level_found(st, db, c, e, p, opp, cur_level(st, db, m))) \
                or (need and target_candidates_but(st, db, c, e, p, opp, False, -1, m) < need):
            continue
        if write:
            st.pr_cand[k] = m
        k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def has_effect_on(st, db, c, e, p, opp):
    """Every operation of the effect would do something with opponent ``opp``: cards to
    draw, cards to destroy, a target, a free zone to summon to (an activation needs an effect
    to apply; R11 (b))."""
    rec = db[st.c_card[c]]
    if rec.e_cond[e] == COND_CARDS and not count_condition_holds(st, db, c, e, p, opp):
        return False                             # "only while you control 3 ...", "no cards in your hand"
    if rec.e_cost_race[e] or rec.e_cost_attr[e] or rec.e_cost_atk[e] or rec.e_cost_part[e] or rec.e_cost_card[e] \
            or rec.e_cost_level[e]:
        if cost_tributes(st, db, c, e, p, opp, False) == 0:
            return False                             # a monster of that Type to Tribute as the cost (Icarus Attack)
    elif rec.e_target[e] == TGT_SELECT and target_candidates(st, db, c, e, p, opp, False) < targets_due(rec, e):
        return False
    drawn = 0                                    # cards the ops before draw (a selection from the hand after them
    for j in range(MAX_OPS):                     # finds them: Good Goblin Housekeeping)
        op = rec.e_op[e, j]
        if rec.e_if_done[e, j] & RUN_IF_RESULT:
            continue                             # a branch of a coin or die (if_result) may not come up (Sand Gambler)
        if turn_misses(st, p, rec.e_if_done[e, j]):
            continue                             # an op for another turn (if_turn: Mirage of Nightmare)
        if not op_finds_cards(st, db, rec, c, e, j, p, opp, op, drawn):
            return False
        if rec.e_if_done[e, j] & RUN_IF_OPPONENT and opp < 0:
            continue                             # it runs only with an opponent (Broww's second draw)
        if op == OP_DRAW and rec.e_arg[e, j, 2] & DRAW_UNTIL_HAND:     # until the drawer holds that many: a card
            q = opp if rec.e_arg[e, j, 2] & DRAW_WHO_OPPONENT else p     # to draw (Mirage of Nightmare; a Deck too
            if q < 0 or st.pile_n[q, LOC_HAND] >= rec.e_arg[e, j, 0] or draw_barred(st, db, q):   # short draws
                return False                                             # what it holds, B21)
            continue
        if op == OP_DRAW and rec.e_arg[e, j, 2] & DRAW_WHO_OPPONENT:   # the opponent's draw: cards in their Deck
            if opp < 0 or st.pile_n[opp, LOC_DECK] < rec.e_arg[e, j, 0]:
                return False                     # (R11 (b): Hiro's Shadow Scout)
            continue
        if op == OP_DRAW:                        # a draw "for each" card may draw none
            drawn += rec.e_arg[e, j, 0] * (per_count(st, db, c, e, j, p, opp) if rec.x_from[e, j] else 1)
        if op == OP_DRAW and (st.pile_n[p, LOC_DECK] < drawn or draw_barred(st, db, p)) \
                and not rec.e_if_done[e, j] & RUN_IF_CHOSEN:       # an alternative: the other one may apply
            return False                             # a draw p cannot make (R16: Protector of the Sanctuary)
        if not op_possible_now(st, db, rec, c, e, j, p, opp, op):
            return False
    return True


@njit(cache=True)
def turn_misses(st, p, bits):
    """if_turn: op bits ``bits`` say it runs only in activator p's own turn (RUN_IF_OWN_TURN) or only in another
    player's (RUN_IF_OTHERS_TURN), and this turn is not such a turn."""
    return (bits & RUN_IF_OWN_TURN != 0 and st.turn_player != p) or (bits & RUN_IF_OTHERS_TURN != 0
                                                                     and st.turn_player == p)


@njit(cache=True)
def op_finds_cards(st, db, rec, c, e, j, p, opp, op, drawn):
    """has_effect_on, op j (``drawn`` cards drawn by the ops before it): it finds cards or players to act
    on: a selection, a count, a Deck to mill, monsters to swap, give or summon, a hand to discard from."""
    if is_select_op(op) and not (drawn > 0 and rec.x_from[e, j] == SEL_HAND) and not rec.e_if_done[e, j] & RUN_IF_DONE \
            and not selection_ready(st, db, c, e, j, p, opp):
        return False                             # cards for the action to act on (selectors.py); "if you do": none due
    if op == OP_REQUIRE_COUNT and not required_count_holds(st, db, c, e, j, p, opp):
        return False                             # "to activate and to resolve this effect" (Treeborn Frog)
    if not is_select_op(op) and op != OP_REQUIRE_COUNT and op != OP_DRAW and rec.x_from[e, j] \
            and per_count(st, db, c, e, j, p, opp) == 0:
        return False                             # "for each" card: at least one (Just Desserts, R11 (b))
    if op == OP_MILL and rec.e_arg[e, j, 1] and (opp < 0 or st.pile_n[opp, LOC_DECK] < rec.e_arg[e, j, 0]):
        return False                             # cards to send from the opponent's Deck (Don Zaloog)
    if op == OP_MILL and not rec.e_arg[e, j, 1] and st.pile_n[p, LOC_DECK] < rec.e_arg[e, j, 0]:
        return False
    if op == OP_OPPONENT_PICKS_FROM_DECK and (opp < 0 or st.pile_n[p, LOC_DECK] < rec.e_arg[e, j, 0]):
        return False                             # the cards to offer (Painful Choice's 5), an opponent to pick
    if op == OP_SWAP_CONTROL and (opp < 0 or monster_count(st, p) == 0 or monster_count(st, opp) == 0):
        return False                             # R19 (Creature Swap): a monster on each side
    if op == OP_EACH_SUMMONS_FROM_DECK and (summon_zone(st, db, p) < 0 or deck_summon_candidates(
            st, db, p, rec.e_arg[e, j, 0], rec.e_arg[e, j, 1], False) == 0):
        return False                             # one for the activator at least (Magician's Circle)
    if op == OP_GIVE_CONTROL and (opp < 0 or givable_monsters(st, db, p, False) == 0):
        return False                             # a monster of the activator's to give (Mystic Box)
    if op == OP_KEEP_ONE_SEND_REST and monster_count(st, p) == 0:
        return False                             # a monster of the activator's to keep (Last Turn)
    if op == OP_DISCARD_RANDOM and rec.e_choice and (opp < 0 or st.pile_n[opp, LOC_HAND] == 0):
        return False                             # an effect to choose does something (Don Zaloog's discard)
    if op == OP_DISCARD_RANDOM and rec.e_arg[e, j, 2] & DISCARD_RANDOM_PER_COUNTER and st.c_counter[c] == 0:
        return False                             # as many as its counters: some (Mirage of Nightmare's discard)
    if op == OP_DESTROY_BATTLED and (st.atk_target < 0 or (st.atk_card != c and st.atk_target != c)):
        return False                             # in the Damage Step of an attack it takes part in
    return True


@njit(cache=True)
def op_possible_now(st, db, rec, c, e, j, p, opp, op):
    """has_effect_on, op j (after the draws): it can act now: zones free, no lock on what it does, its
    battle or phase, a hand, Deck or monster for it (R11 (b), R16)."""
    if op == OP_DISCARD_HAND_DRAW and rec.e_arg[e, j, 0] == 0 and not hands_besides(st, c):
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
    if ((op == OP_ATTACH_TARGET and st.c_loc[c] == LOC_GRAVE) or op == OP_EQUIP_TARGET_TO_SELF) and free_szone(st, p) < 0:
        return False                             # a monster equipped from its GY needs a zone (Dark Necrofear), so
                                                 # does one equipped as an Equip Card (Thousand-Eyes Restrict)
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
