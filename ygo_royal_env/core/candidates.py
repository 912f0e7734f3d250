"""The cards an effect may act on or ask about, for its legality check (effect_targets.has_effect_on:
is there such a card, R11 (b)) and its resolution (operations.py, decisions.py: which ones are
offered): a Type's monsters, the highest DEF, a GY's monsters, a hand's discards, a Deck's
cards of a kind, the monsters a hand may Special Summon, one card of each name of a hand, the
cards a hand may Set, the monsters on the field.
"""

from .._jit import njit
from ..cards.constants import DISCARD_ATK_AT_LEAST, KIND_MONSTER, KIND_SPELL, SUBTYPE_FIELD
from .constants import LOC_DECK, LOC_GRAVE, LOC_HAND, MAX_CANDIDATES, N_MZONES, POS_FACEUP_ATK, POS_FACEUP_DEF
from .players import in_duel
from .procedure import summonable_by_effect
from .statics import cur_level
from .static_locks import grave_banish_allowed
from .atk_def import cur_atk, stat
from .selectors import add_named_candidate


@njit(cache=True)
def own_race_monster(st, db, m, race):
    """Monster m is face-up and of Type ``race`` (0: any) (Limiter Removal's monsters)."""
    return (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF) and (race == 0 or db[st.c_card[m]].race == race)


@njit(cache=True)
def any_own_race_monster(st, db, p, race):
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and own_race_monster(st, db, m, race):
            return True
    return False


@njit(cache=True)
def any_face_up_monster(st):
    """Some player in the duel controls a face-up monster."""
    for q in range(st.num_players):
        if in_duel(st, q) and face_up_monster_count(st, q) > 0:
            return True
    return False


@njit(cache=True)
def face_up_monster_count(st, q):
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            k += 1
    return k


@njit(cache=True)
def holds_spell(st, db, q):
    """Player q (in the duel) holds a Spell Card in hand (The Eye of Truth: the hand is revealed)."""
    if q < 0 or not in_duel(st, q):
        return False
    for h in range(st.pile_n[q, LOC_HAND]):
        if db[st.c_card[st.pile[q, LOC_HAND, h]]].kind == KIND_SPELL:
            return True
    return False


@njit(cache=True)
def mutual_banish_possible(st, db, p, q):
    """Soul Demolition (R19): p could banish a monster of q's GY, or q one of p's (each as
    static_locks.grave_banish_allowed allows that player, R16: Kycoo)."""
    return (grave_banish_allowed(st, db, p) and grave_monsters(st, db, q, False) > 0) \
        or (grave_banish_allowed(st, db, q) and grave_monsters(st, db, p, False) > 0)


@njit(cache=True)
def grave_monsters(st, db, q, write):
    """The monsters in q's GY (written as the prompt's candidates if ``write``); how many."""
    k = 0
    for i in range(st.pile_n[q, LOC_GRAVE]):
        d = st.pile[q, LOC_GRAVE, i]
        if db[st.c_card[d]].kind == KIND_MONSTER and k < MAX_CANDIDATES:
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def grave_cost_monsters(st, db, p, race, but, write):
    """The monsters of Type ``race`` (0 any) in p's GY other than card ``but``, which a cost may banish (written as
    the prompt's candidates if ``write``); how many (Divine Sword - Phoenix Blade's 2 Warriors)."""
    k = 0
    for i in range(st.pile_n[p, LOC_GRAVE]):
        d = st.pile[p, LOC_GRAVE, i]
        if d != but and db[st.c_card[d]].kind == KIND_MONSTER and (race == 0 or db[st.c_card[d]].race == race) \
                and k < MAX_CANDIDATES:
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def send_cost_monsters(st, db, p, races, but, write):
    """The monsters of the Types in bitmask ``races`` (bit RACE_*) in p's hand, or face-up among the monsters p
    controls, other than card ``but``, which a cost may send to the GY (written as the prompt's candidates if
    ``write``); how many (Manticore of Darkness's Beast, Beast-Warrior or Winged Beast)."""
    k = 0
    for where in range(2):
        n = st.pile_n[p, LOC_HAND] if where == 0 else N_MZONES
        for i in range(n):
            d = st.pile[p, LOC_HAND, i] if where == 0 else st.mzone[p, i]
            if d < 0 or d == but or db[st.c_card[d]].kind != KIND_MONSTER or not (races >> db[st.c_card[d]].race) & 1 \
                    or (where == 1 and st.c_pos[d] != POS_FACEUP_ATK and st.c_pos[d] != POS_FACEUP_DEF) \
                    or k >= MAX_CANDIDATES:
                continue
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def discard_bounds(st, db, mode, t):
    """(Level above, ATK floor) a discard cost tied to target t asks of the discarded monster
    (``e_discard_above``): a Level above t's (Vampire Genesis), or t's current ATK or more (Armed
    Dragon LV5); -1 for no bound."""
    if t < 0 or mode == 0:
        return -1, -1
    if mode == DISCARD_ATK_AT_LEAST:
        return -1, cur_atk(st, db, t)
    return cur_level(st, db, t), -1


@njit(cache=True)
def discard_candidates(st, db, p, c, kind, attr, race, above, atk_floor, write):
    """The cards of p's hand but c of card kind ``kind`` (KIND_*; -1 any) and, for a monster, of
    Attribute ``attr`` (ATTRIBUTE_*; 0 any), of Type ``race`` (0 any), of a Level above ``above``
    (-1 any) and with ATK ``atk_floor`` or more (-1 any), written as the prompt's candidates if
    ``write``; how many (a discard cost of a given kind: Type Zero Magic Crusher's Spell, Abyss
    Soldier's WATER monster, Vampire Genesis's Zombie, Armed Dragon LV5's monster)."""
    k = 0
    for h in range(st.pile_n[p, LOC_HAND]):
        d = st.pile[p, LOC_HAND, h]
        card = db[st.c_card[d]]
        if d != c and (kind < 0 or card.kind == kind) and (attr == 0 or card.attribute == attr) \
                and (race == 0 or card.race == race) and cur_level(st, db, d) > above and k < MAX_CANDIDATES \
                and (atk_floor < 0 or max(card.atk, 0) >= atk_floor):
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def deck_kind_candidates(st, db, q, kind):
    """One card of each name of card kind ``kind`` (KIND_*) in q's Deck, as the prompt's
    candidates; how many."""
    k = 0
    for i in range(st.pile_n[q, LOC_DECK]):
        d = st.pile[q, LOC_DECK, i]
        if db[st.c_card[d]].kind != kind:
            continue
        k = add_named_candidate(st, k, d)
    st.pr_ncand = k
    return k


@njit(cache=True)
def deck_summon_candidates(st, db, q, race, atk_max, write):
    """How many names of monsters of Type ``race`` (0: any) with at most ``atk_max`` printed ATK that effects may
    summon are in q's Deck (one candidate per name, written if ``write``: Magician's Circle)."""
    k = 0
    for i in range(st.pile_n[q, LOC_DECK]):
        d = st.pile[q, LOC_DECK, i]
        rec = db[st.c_card[d]]
        if rec.kind == KIND_MONSTER and summonable_by_effect(st, db, d) and (race == 0 or rec.race == race) \
                and stat(rec.atk) <= atk_max:
            if write:
                k = add_named_candidate(st, k, d)
            else:
                return 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def hand_summon_candidates(st, db, p, row, max_level, race):
    """Write into the prompt's candidates one card of each name in p's hand (copies of a name are
    the same choice) that summon_from_hand may Special Summon: a monster of Level at most
    ``max_level``, the card ``row - 1`` (0: any), of Type ``race`` (0: any), that effects may
    summon (``procedure.summonable_by_effect``); returns how many."""
    k = 0
    for i in range(st.pile_n[p, LOC_HAND]):
        d = st.pile[p, LOC_HAND, i]
        rec = db[st.c_card[d]]
        if rec.kind == KIND_MONSTER and summonable_by_effect(st, db, d) \
                and (row == 0 or st.c_card[d] == row - 1) and cur_level(st, db, d) <= max_level and (race == 0 or rec.race == race):
            k = add_named_candidate(st, k, d)
    st.pr_ncand = k
    return k


@njit(cache=True)
def hand_candidates(st, db, q):
    """One card of each name in q's hand, as the prompt's candidates; how many."""
    n = 0
    for h in range(st.pile_n[q, LOC_HAND]):
        n = add_named_candidate(st, n, st.pile[q, LOC_HAND, h])
    st.pr_ncand = n
    return n


@njit(cache=True)
def set_candidates(st, db, p):
    """The Spells/Traps of p's hand that can be Set now (a Field Spell is not Set: B3 here), as
    the prompt's candidates; how many."""
    n = 0
    for h in range(st.pile_n[p, LOC_HAND]):
        d = st.pile[p, LOC_HAND, h]
        rec = db[st.c_card[d]]
        if rec.kind != KIND_MONSTER and rec.subtype != SUBTYPE_FIELD and n < MAX_CANDIDATES:
            st.pr_cand[n] = d
            n += 1
    st.pr_ncand = n
    return n


@njit(cache=True)
def face_up_monsters(st, q):
    """q's face-up monsters, as the prompt's candidates; how many."""
    k = 0
    for z in range(N_MZONES):
        m = st.mzone[q, z]
        if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            st.pr_cand[k] = m
            k += 1
    st.pr_ncand = k
    return k
