"""Selectors: the cards an action op acts on (cards/selectors.py declares the keys; docs/effects.md
"Selectors"). The read-only half: whether a card passes an op's filter, and which cards its
selection finds now. Activation legality (effect_targets.has_effect_on) and resolution (actions.py)
call the same ``gather``, so what may be activated is what would resolve.
"""
import numpy as np

from .._jit import njit
from ..cards.constants import (ATTACH_EQUIP, X_SAME_LEVEL, NO_SPECIAL_SUMMON, OP_TO_DEFENSE, OP_SET_ATK, TO_FACE_DOWN, RACE_DECLARED, ACT_TRIGGER, KIND_MONSTER, KIND_SPELL, MAX_OPS, OP_NONE, OP_ADD_COUNTER, OP_BANISH, OP_DESTROY, OP_SPECIAL_SUMMON, PICK_CHOOSE,
                               PICK_HIGHEST_ATK, PICK_HIGHEST_DEF, POS_BIT_ATTACK,
                               POS_BIT_DEFENSE, POS_BIT_FACE_DOWN, POS_BIT_FACE_UP_CARD, SEL_BANISHED, SEL_DECK,
                               SEL_EXTRA, SEL_GRAVEYARD, SEL_HAND, SEL_MONSTERS, SEL_SPELLS_TRAPS, SUBTYPE_EQUIP, STATIC_SPELL_COUNTER,
                               TARGET_SLOT, TGT_SELECT, WHOSE_EVERY, WHOSE_OPPONENT, WHOSE_OPPONENTS, WHOSE_YOU)
from .constants import (LOC_BANISHED, LOC_DECK, LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOC_MZONE, MAX_CANDIDATES, MAX_CARDS, N_MZONES,
                        N_SZONES, POS_FACEDOWN, POS_FACEDOWN_DEF, POS_FACEUP_ATK, REL_LOST_TARGET)
from .names import named
from .players import in_duel, is_opponent, player_at_rel
from .procedure import can_be_normal_summoned, summonable_by_effect
from .statics import cur_level, spell_proof
from .static_locks import grave_banish_allowed
from .field_room import summon_zone, type_fits
from .atk_def import cur_atk, cur_def, stat
from .zones import on_field
from .move_notes import queue_release


@njit(cache=True)
def position_bits(st, c):
    """POS_BIT_* of card c on the field."""
    pos = st.c_pos[c]
    if pos == POS_FACEDOWN_DEF or pos == POS_FACEDOWN:
        return POS_BIT_FACE_DOWN
    if st.c_loc[c] == LOC_MZONE:
        return POS_BIT_ATTACK if pos == POS_FACEUP_ATK else POS_BIT_DEFENSE
    return POS_BIT_FACE_UP_CARD


@njit(cache=True)
def in_range(value, low, high):
    return (low < 0 or value >= low) and (high < 0 or value <= high)


@njit(cache=True)
def counter_capacity(db, card):
    """The counters database card ``card`` can hold: the largest ``max`` of its own place_counter ops
    and ``max_counters`` of its "spell counter" static, 0 none."""
    rec = db[card]
    cap = 0
    for e in range(rec.e_n):
        for j in range(MAX_OPS):
            if rec.e_op[e, j] == OP_ADD_COUNTER:
                cap = max(cap, rec.e_arg[e, j, 1])
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_SPELL_COUNTER:
            cap = max(cap, rec.s_amount[s])
    return cap


@njit(cache=True)
def holds_counters(st, c):
    """Card c is where counters stay on it: face-up on the field (a monster, or a face-up Spell/Trap)."""
    return on_field(st, c) and st.c_pos[c] != POS_FACEDOWN_DEF and st.c_pos[c] != POS_FACEDOWN


@njit(cache=True)
def passes_filter(st, db, rec, e, j, c, src, reveal):
    """Card c passes the filter of op j of effect e of card src (``rec`` its card table row): kind,
    subtype, Type, Attribute, Level, ATK, DEF (the current ones on the field), name, whether it can be Normal
    Summoned or Set, position; src
    itself only with ``this_card``. A face-down card on the field shows none of its qualities: it
    fails a kind (a Set Spell/Trap), subtype or name filter, or with ``or_face_down`` passes it unseen, unless
    ``reveal`` (a target checked as its link resolves: it is shown, De-Spell); with
    ``this_card = "only"`` src alone passes."""
    if (c == src and not rec.x_self[e, j]) or (c != src and rec.x_self[e, j] == 2):
        return False
    card = db[st.c_card[c]]
    field = on_field(st, c)
    unseen = field and position_bits(st, c) == POS_BIT_FACE_DOWN and not reveal   # (in a Monster Zone, a monster)
    if unseen and (rec.x_subtype[e, j] or rec.x_card[e, j] or rec.x_nsum[e, j] or rec.x_name_part[e, j]
                   or (rec.x_kind[e, j] and st.c_loc[c] != LOC_MZONE)):
        if not rec.x_unseen[e, j]:
            return False
    elif (rec.x_kind[e, j] and not (rec.x_kind[e, j] >> card.kind) & 1) \
            or (rec.x_subtype[e, j] and not (rec.x_subtype[e, j] >> card.subtype) & 1) \
            or (rec.x_card[e, j] and not named(db, st.c_card[c], rec.x_card[e, j], rec.x_card2[e, j])) \
            or (rec.x_name_part[e, j] and not (card.name_parts >> (rec.x_name_part[e, j] - 1)) & 1) \
            or (rec.x_nsum[e, j] & 1 and not can_be_normal_summoned(db, st.c_card[c])) \
            or (rec.x_nsum[e, j] & 2 and not (holds_counters(st, c)
                                              and st.c_counter[c] < counter_capacity(db, st.c_card[c]))) \
            or (rec.x_nsum[e, j] & 4 and st.c_attached[c] != ATTACH_EQUIP * MAX_CARDS + src) \
            or (rec.x_nsum[e, j] & 8 and c != st.atk_card) \
            or (rec.x_nsum[e, j] & 16 and st.c_card[c] != target_card(st, src)):   # equipped to src; the attacking
        return False                             # monster; one of the name of src's link's target
    if rec.x_pos[e, j] and not (field and rec.x_pos[e, j] & position_bits(st, c)):
        return False
    qualities = rec.x_race[e, j] or rec.x_attr[e, j] or rec.x_level[e, j, 0] >= 0 or rec.x_level[e, j, 1] >= 0 \
        or rec.x_lvl_plus[e, j] or rec.x_nsum[e, j] & X_SAME_LEVEL \
        or rec.x_atk[e, j, 0] >= 0 or rec.x_atk[e, j, 1] >= 0 or rec.x_def[e, j, 0] >= 0 or rec.x_def[e, j, 1] >= 0
    if not qualities:
        return True
    if card.kind != KIND_MONSTER or (field and position_bits(st, c) == POS_BIT_FACE_DOWN):
        return False
    atk = cur_atk(st, db, c) if field else stat(card.atk)
    dfn = cur_def(st, db, c) if field else stat(card.def_)
    races = rec.x_race[e, j] if rec.x_race[e, j] != RACE_DECLARED else declared_race_bits(st, src)
    return ((not races or (races >> card.race) & 1)
            and (not rec.x_attr[e, j] or (rec.x_attr[e, j] >> card.attribute) & 1)
            and in_range(cur_level(st, db, c), rec.x_level[e, j, 0], rec.x_level[e, j, 1])
            and (not rec.x_lvl_plus[e, j] or cur_level(st, db, c) <= tributed_level(st, db, src, e) + rec.x_lvl_plus[e, j] - 1)
            and (not rec.x_nsum[e, j] & X_SAME_LEVEL or level_tributable(st, db, src, cur_level(st, db, c)))
            and in_range(atk, rec.x_atk[e, j, 0], rec.x_atk[e, j, 1])
            and in_range(dfn, rec.x_def[e, j, 0], rec.x_def[e, j, 1]))


@njit(cache=True)
def target_card(st, src):
    """The card (database row) of the target of src's chain link, -1 none (Nobleman of Crossout)."""
    for k in range(st.ch_n - 1, -1, -1):
        if st.ch_card[k] == src:
            return st.c_card[st.ch_target[k]] if st.ch_target[k] >= 0 else -1
    return -1


@njit(cache=True)
def declared_race_bits(st, src):
    """The Type src's activator declared as they activated its effect, as x_race bits (Tribe-Infecting Virus: its
    chain link's ``ch_declared``); before it is declared, any Type."""
    for k in range(st.ch_n - 1, -1, -1):
        if st.ch_card[k] == src and st.ch_declared[k] > 0:
            return 1 << st.ch_declared[k]
    return -1


@njit(cache=True)
def tributed_level(st, db, src, e):
    """The Level of the monster Tributed as the cost of effect e of src (Ninjitsu Art of Transformation): noted on
    its chain link (``ch_declared``); before it is paid, the highest Level a monster the cost could Tribute has."""
    for k in range(st.ch_n - 1, -1, -1):
        if st.ch_card[k] == src and st.ch_declared[k] > 0:
            return st.ch_declared[k]
    part = db[st.c_card[src]].e_cost_part[e]
    p = st.c_ctrl[src]
    best = 0
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and st.c_pos[m] != POS_FACEDOWN_DEF and (part == 0 or (db[st.c_card[m]].name_parts >> (part - 1)) & 1):
            best = max(best, cur_level(st, db, m))
    return best


@njit(cache=True)
def level_tributable(st, db, src, level):
    """A monster of ``level`` fits a level_of_tributed filter of src's effect (Metamorphosis): it has the Level noted
    on src's chain link as its cost was paid; before that, the Level of some monster the cost could Tribute."""
    for k in range(st.ch_n - 1, -1, -1):
        if st.ch_card[k] == src and st.ch_declared[k] > 0:
            return st.ch_declared[k] == level
    p = st.c_ctrl[src]
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and m != src and cur_level(st, db, m) == level:
            return True
    return False


@njit(cache=True)
def level_found(st, db, src, e, p, opp, level):
    """Effect e of src has a level_of_tributed selection that finds a card of ``level``: a monster of that Level may
    be Tributed for its tribute_same_level cost (Metamorphosis)."""
    rec = db[st.c_card[src]]
    out = np.empty(MAX_CARDS, np.int16)
    for j in range(MAX_OPS):
        if rec.e_op[e, j] != OP_NONE and rec.x_nsum[e, j] & X_SAME_LEVEL:
            n = gather(st, db, src, e, j, p, opp, out)
            for a in range(n):
                if cur_level(st, db, out[a]) == level:
                    return True
    return False


@njit(cache=True)
def action_allows(st, db, op, c, p, src, flags):
    """The action can be done to card c by src's effect, activated by p (``flags``: the op's arg 0): a Spell's
    effect does not touch a monster unaffected by Spells; a Special Summon needs a monster effects may summon
    and that fits p's field (R22: Rivalry of Warlords); a banish from a GY is barred by Kycoo (R16)."""
    if op == OP_NONE:                            # a target: a Spell may target what it will not affect
        return True
    if on_field(st, c) and spell_proof(st, db, src, c):
        return False
    if op == OP_DESTROY:
        return on_field(st, c)
    if op == OP_SET_ATK or (op == OP_TO_DEFENSE and flags & TO_FACE_DOWN):   # a face-up monster
        return st.c_loc[c] == LOC_MZONE and st.c_pos[c] != POS_FACEDOWN_DEF
    if op == OP_TO_DEFENSE:                      # a face-up Attack Position monster
        return st.c_loc[c] == LOC_MZONE and st.c_pos[c] == POS_FACEUP_ATK
    if op == OP_SPECIAL_SUMMON:                  # from the Extra Deck by an effect that says so (Cyber-Stein): a Fusion
        if st.c_loc[c] == LOC_EXTRA:             # Monster not Fusion Summoned, so not properly summoned (B10)
            return db[st.c_card[c]].no_special_summon != NO_SPECIAL_SUMMON and type_fits(st, db, p, c)
        if db[st.c_card[c]].summon_by == st.c_card[src] + 1:     # the card that alone may summon it (B10)
            return db[st.c_card[c]].no_special_summon != NO_SPECIAL_SUMMON and type_fits(st, db, p, c)
        return summonable_by_effect(st, db, c) and type_fits(st, db, p, c)
    if op == OP_BANISH and st.c_loc[c] == LOC_GRAVE:
        return grave_banish_allowed(st, db, p)
    return True


@njit(cache=True)
def slot_op(rec, e, j):
    """The action of selector slot j of effect e: its op's, or none for the targets (TARGET_SLOT) and
    for what an op counts (``per``)."""
    return rec.e_op[e, j] if j < MAX_OPS and is_select_op(rec.e_op[e, j]) else OP_NONE


@njit(cache=True)
def still_selectable(st, db, src, e, j, c):
    """Card c, selected by slot j of effect e of card src, still is where the slot looks and passes its
    filter (B16: a target that left or changed is not affected). Whose card it is was checked as it was
    selected; a target whose controller changed since stays a target."""
    loc = st.c_loc[c]
    bit = SEL_HAND if loc == LOC_HAND else SEL_DECK if loc == LOC_DECK else SEL_MONSTERS if loc == LOC_MZONE \
        else SEL_GRAVEYARD if loc == LOC_GRAVE else SEL_BANISHED if loc == LOC_BANISHED \
        else SEL_EXTRA if loc == LOC_EXTRA else SEL_SPELLS_TRAPS if on_field(st, c) else 0
    rec = db[st.c_card[src]]
    return rec.x_from[e, j] & bit != 0 and passes_filter(st, db, rec, e, j, c, src, True)


@njit(cache=True)
def equips_target(rec):
    """Database card ``rec`` is an Equip Spell that equips the monster its activation targets."""
    return rec.kind == KIND_SPELL and rec.subtype == SUBTYPE_EQUIP and rec.e_target[0] == TGT_SELECT \
        and rec.x_from[0, TARGET_SLOT] == SEL_MONSTERS


@njit(cache=True)
def drop_unequippable(st, db):
    """An Equip Spell equips only a monster its activation could target: one whose monster no
    longer passes its target selector (a Type, Attribute, Level, ATK or position it names) is
    destroyed, queued for ``zones.release_attached``. Whose monster it is is not checked again:
    control may change (Snatch Steal). A card that equips from elsewhere (Premature Burial, from
    the GY) is not checked, nor any card in a duel without such an Equip Spell (``has_target_equips``)."""
    if not st.has_target_equips:
        return
    for q in range(st.num_players):
        for z in range(N_SZONES):
            e = st.szone[q, z]
            if e >= 0 and st.c_attached[e] >= 0 and equips_target(db[st.c_card[e]]) \
                    and not still_selectable(st, db, e, 0, TARGET_SLOT, st.c_attached[e] % MAX_CARDS):
                queue_release(st, e, REL_LOST_TARGET)


@njit(cache=True)
def whose_includes(st, whose, p, opp, q):
    """Player q's cards are among those selected for activator p (opp: the effect's opponent)."""
    if whose == WHOSE_YOU:
        return q == p
    if whose == WHOSE_OPPONENT:
        return q == opp
    if whose == WHOSE_OPPONENTS:
        return is_opponent(st, p, q)
    return whose == WHOSE_EVERY


@njit(cache=True)
def take(st, db, rec, e, j, c, src, p, out, n):
    """Card c joins the selection ``out`` if it passes the filter and the action allows it."""
    if c >= 0 and passes_filter(st, db, rec, e, j, c, src, False) \
            and action_allows(st, db, slot_op(rec, e, j), c, p, src, rec.e_arg[e, j, 0] if j < MAX_OPS else 0):
        out[n] = c
        return n + 1
    return n


@njit(cache=True)
def take_pile(st, db, rec, e, j, q, loc, src, p, out, n):
    for i in range(st.pile_n[q, loc]):
        n = take(st, db, rec, e, j, st.pile[q, loc, i], src, p, out, n)
    return n


@njit(cache=True)
def gather(st, db, src, e, j, p, opp, out):
    """Write into ``out`` every card op j of effect e of card src (activated by p, opponent opp)
    finds now, players in seat order from p; returns how many. A Special Summon without a zone
    for it finds none."""
    rec = db[st.c_card[src]]
    where = rec.x_from[e, j]
    if slot_op(rec, e, j) == OP_SPECIAL_SUMMON and summon_zone(st, db, p) < 0:
        return 0
    n = 0
    for r in range(st.num_players):
        q = player_at_rel(st, p, r)
        if not in_duel(st, q) or not whose_includes(st, rec.x_whose[e, j], p, opp, q):
            continue
        if where & SEL_HAND:
            n = take_pile(st, db, rec, e, j, q, LOC_HAND, src, p, out, n)
        if where & SEL_DECK:
            n = take_pile(st, db, rec, e, j, q, LOC_DECK, src, p, out, n)
        if where & SEL_MONSTERS:
            for z in range(N_MZONES):
                n = take(st, db, rec, e, j, st.mzone[q, z], src, p, out, n)
        if where & SEL_SPELLS_TRAPS:
            for z in range(N_SZONES):
                n = take(st, db, rec, e, j, st.szone[q, z], src, p, out, n)
            n = take(st, db, rec, e, j, st.fzone[q], src, p, out, n)
        if where & SEL_GRAVEYARD:
            n = take_pile(st, db, rec, e, j, q, LOC_GRAVE, src, p, out, n)
        if where & SEL_BANISHED:
            n = take_pile(st, db, rec, e, j, q, LOC_BANISHED, src, p, out, n)
        if where & SEL_EXTRA:
            n = take_pile(st, db, rec, e, j, q, LOC_EXTRA, src, p, out, n)
    return n


@njit(cache=True)
def per_count(st, db, src, e, j, p, opp):
    """How many times op j of effect e of card src applies: once, or with ``per`` once for each
    card its selection counts now (Just Desserts: each monster of the opponent)."""
    rec = db[st.c_card[src]]
    if rec.x_from[e, j] == 0:
        return 1
    out = np.empty(MAX_CARDS, np.int16)
    return gather(st, db, src, e, j, p, opp, out)


@njit(cache=True)
def extremes(st, db, pick, out, n):
    """Keep in ``out`` the monsters with the highest or lowest ATK or DEF (all of a tie); how many."""
    best = 0
    for a in range(n):
        v = cur_atk(st, db, out[a]) if pick < PICK_HIGHEST_DEF else cur_def(st, db, out[a])
        better = v > best if pick == PICK_HIGHEST_ATK or pick == PICK_HIGHEST_DEF else v < best
        if a == 0 or better:
            best = v
    m = 0
    for a in range(n):
        v = cur_atk(st, db, out[a]) if pick < PICK_HIGHEST_DEF else cur_def(st, db, out[a])
        if v == best:
            out[m] = out[a]
            m += 1
    return m


@njit(cache=True)
def selection_ready(st, db, src, e, j, p, opp):
    """Op j lets its effect be activated: it is optional ("you can"), or its selection finds
    enough cards now (a choice of N needs N). A Trigger Effect is activated when its event
    happens and looks at its cards as it resolves (Sangan, P25), a Special Summon only with a
    zone free for it."""
    rec = db[st.c_card[src]]
    if rec.e_kind[e] == ACT_TRIGGER:
        return rec.e_op[e, j] != OP_SPECIAL_SUMMON or summon_zone(st, db, p) >= 0
    if rec.x_optional[e, j]:
        return True
    out = np.empty(MAX_CARDS, np.int16)
    n = gather(st, db, src, e, j, p, opp, out)
    return n >= (rec.x_count[e, j] if rec.x_pick[e, j] == PICK_CHOOSE else 1)


@njit(cache=True)
def write_candidates(st, out, n, named):
    """The selection as the prompt's candidates: one card of each name if ``named`` (copies in a
    hand or a Deck are the same choice); how many."""
    k = 0
    for a in range(n):
        k = add_named_candidate(st, k, out[a]) if named else add_candidate(st, k, out[a])
    st.pr_ncand = k
    return k


@njit(cache=True)
def add_candidate(st, k, d):
    if k < MAX_CANDIDATES:
        st.pr_cand[k] = d
        return k + 1
    return k


@njit(cache=True)
def add_named_candidate(st, k, d):
    """Card d becomes the prompt's candidate k unless a card of its name is already one (copies
    of a name are the same choice); returns the new count."""
    for j in range(k):
        if st.c_card[st.pr_cand[j]] == st.c_card[d]:
            return k
    return add_candidate(st, k, d)



@njit(cache=True)
def is_select_op(op):
    """Op is an action over a selector (destroy, banish, send_to_graveyard, to_hand, to_deck, special_summon,
    change_to_defense_position, set_atk_until_end_of_turn)."""
    return OP_DESTROY <= op <= OP_SPECIAL_SUMMON or op == OP_TO_DEFENSE or op == OP_SET_ATK
