"""May a monster be Special Summoned: by its own procedure from the hand (B10; R15, OPP-ANY1:
any one opponent alone meets the condition, counts are never summed), by a Fusion Summon from
the Extra Deck (B10: its materials are at hand), by a Ritual Summon (B10: its Tributes are at
hand; the summon itself is core/ritual.py), and by another card's effect ("must first be
Special Summoned" / "can only be Special Summoned" monsters, Fusion Monsters).

The summon itself is a unit in summon.py; the data is the card table's ``p_*`` fields
(cards/effects.py, ``[card.procedure]``).
"""
from .._jit import njit

from ..cards.constants import (BANISH_TYPE_CODE, NO_SPECIAL_SUMMON, NO_SPECIAL_SUMMON_FROM_GRAVE, KIND_MONSTER, SUBTYPE_FUSION, SUBTYPE_RITUAL, SUBTYPE_TOKEN, MAX_BANISH_COST, MAX_MATERIALS, PROC_COND_ONLY_OPPONENTS, PROC_COND_OPPONENT_MORE,
                               SUMMON_ANY_WAY, SUMMON_PROCEDURE_FIRST)
from .constants import LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOC_MZONE, MAX_CANDIDATES, N_MZONES
from .players import in_duel, is_opponent
from .static_locks import grave_banish_allowed
from .statics import cur_level
from .field_room import monster_cap, placeable, summon_zone, type_fits
from .zone_queries import monster_count, summon_locked, summon_zone_of


@njit(cache=True)
def procedure_opponents(st, db, c, p):
    """R15: bitmask of p's opponents who alone meet the procedure's condition for card c: p
    controls no monster and that opponent does (Cyber Dragon); that opponent controls at least
    ``p_more`` more monsters than p (The Fiend Megacyber); that opponent controls enough
    monsters to Tribute (Lava Golem, which then goes to that opponent's field)."""
    rec = db[st.c_card[c]]
    own = monster_count(st, p)
    bits = 0
    for q in range(st.num_players):
        if not in_duel(st, q) or not is_opponent(st, p, q):
            continue
        n = monster_count(st, q)
        if rec.p_cond == PROC_COND_ONLY_OPPONENTS and (own > 0 or n == 0):
            continue
        if rec.p_cond == PROC_COND_OPPONENT_MORE and n < own + rec.p_more:
            continue
        if n < rec.p_tribute or (rec.p_tribute > 0 and n - rec.p_tribute + 1 > monster_cap(st, db, q)):
            continue                     # R16: Kaiser Colosseum counts the field the monster goes to
        bits |= 1 << q
    return bits


@njit(cache=True)
def grave_monsters_of(st, db, p, code, write):
    """How many monsters of the Attribute or Type ``code`` names (p_banish: BANISH_TYPE_CODE + a Type) lie in
    p's GY (written as the prompt's candidates if ``write``: a banish cost's choice)."""
    k = 0
    for i in range(st.pile_n[p, LOC_GRAVE]):
        d = st.pile[p, LOC_GRAVE, i]
        r = db[st.c_card[d]]
        fits = r.race == code - BANISH_TYPE_CODE if code >= BANISH_TYPE_CODE else r.attribute == code
        if r.kind == KIND_MONSTER and fits and k < MAX_CANDIDATES:
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def own_monsters_of_card(st, db, p, row, part, write):
    """How many monsters of database card ``row`` (or, ``part`` > 0, whose name includes NAME_PARTS[part - 1])
    p controls, face-up or Set (written as the prompt's candidates if ``write``: a procedure's cost that
    banishes one, Vampire Genesis, or Tributes one, Exxod)."""
    k = 0
    for z in range(N_MZONES):
        d = st.mzone[p, z]
        if d >= 0 and (st.c_card[d] == row if part == 0 else db[st.c_card[d]].name_parts & (1 << (part - 1)) != 0):
            if write:
                st.pr_cand[k] = d
            k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def banish_cost_payable(st, db, rec, p):
    """p's GY holds a different monster for each Attribute or Type the procedure banishes."""
    for j in range(MAX_BANISH_COST):
        a = rec.p_banish[j]
        if a == 0:
            continue
        need = 0
        for jj in range(MAX_BANISH_COST):
            need += rec.p_banish[jj] == a
        if grave_monsters_of(st, db, p, a, False) < need:
            return False
    return True


@njit(cache=True)
def can_use_procedure(st, db, c, p):
    """Card c in p's hand can be Special Summoned by its procedure now (the caller checks the
    timing: p's Main Phase open state, like a Normal Summon; it uses no Normal Summon)."""
    rec = db[st.c_card[c]]
    if not rec.p_has or summon_locked(st, p):    # Scapegoat: p may Summon no other monster this turn
        return False
    if (rec.p_cond != 0 or rec.p_tribute > 0) and procedure_opponents(st, db, c, p) == 0:
        return False
    own_cost = rec.p_banish_card != 0 or rec.p_tribute_part != 0
    if own_cost and own_monsters_of_card(st, db, p, rec.p_banish_card - 1, rec.p_tribute_part, False) == 0:
        return False                             # a monster to banish (Vampire Genesis: Vampire Lord) or Tribute (Exxod)
    if rec.p_banish_any and grave_monsters_of(st, db, p, BANISH_TYPE_CODE + rec.p_banish_any, False) == 0:
        return False                             # Megarock Dragon: a Rock monster in the GY
    if rec.p_tribute == 0 and ((summon_zone(st, db, p) < 0 and not own_cost) or not type_fits(st, db, p, c)):
        return False                             # R22: Rivalry of Warlords (to an opponent's field: adjusted after);
                                                 # a monster the cost banishes frees its zone
    if (rec.p_banish[0] != 0 or rec.p_banish_any) and not grave_banish_allowed(st, db, p):
        return False                             # R16: Kycoo bars its controller's opponents
    return banish_cost_payable(st, db, rec, p)


@njit(cache=True)
def summonable_by_effect(st, db, c):
    """Another card's effect may Special Summon card c: not a monster that cannot be Special
    Summoned (``no_special_summon``: set_only, Ancient Gear Golem; from a GY: Dark Ruler Ha Des), nor one that can only be
    Special Summoned by its own procedure; one that "must
    first" be summoned that way only once it was (B10, ``c_proper``)."""
    rec = db[st.c_card[c]]
    if rec.no_special_summon == NO_SPECIAL_SUMMON or (rec.no_special_summon == NO_SPECIAL_SUMMON_FROM_GRAVE
                                                      and st.c_loc[c] == LOC_GRAVE):
        return False
    return rec.p_restrict == SUMMON_ANY_WAY or (rec.p_restrict == SUMMON_PROCEDURE_FIRST and st.c_proper[c])


@njit(cache=True)
def normal_summonable(rec):
    """B7: a monster whose procedure says it cannot be Normal Summoned or Set is not."""
    return rec.p_restrict == SUMMON_ANY_WAY


@njit(cache=True)
def can_be_normal_summoned(db, card):
    """Database card ``card`` is a monster that can be Normal Summoned or Set (B7, B10): not a Fusion or
    Ritual Monster, nor a token, nor one its procedure keeps from being Normal Summoned (Reasoning's
    excavation, Brain Control's target)."""
    rec = db[card]
    return rec.kind == KIND_MONSTER and rec.subtype != SUBTYPE_FUSION and rec.subtype != SUBTYPE_RITUAL \
        and rec.subtype != SUBTYPE_TOKEN and normal_summonable(rec)


@njit(cache=True)
def material_candidates(st, p, row, exclude, write):
    """The cards of database card ``row`` in p's hand or among the monsters p controls, other
    than card ``exclude``, written as the prompt's candidates if ``write``. Returns how many,
    the first of them, and whether one of them is on the field."""
    k = 0
    first = -1
    on_field = False
    for j in range(st.pile_n[p, LOC_HAND] + N_MZONES):
        d = st.pile[p, LOC_HAND, j] if j < st.pile_n[p, LOC_HAND] else st.mzone[p, j - st.pile_n[p, LOC_HAND]]
        if d < 0 or d == exclude or st.c_card[d] != row or k >= MAX_CANDIDATES:
            continue
        if write:
            st.pr_cand[k] = d
        if first < 0:
            first = d
        on_field = on_field or j >= st.pile_n[p, LOC_HAND]
        k += 1
    if write:
        st.pr_ncand = k
    return k, first, on_field


@njit(cache=True)
def fusable(st, db, p, f):
    """Fusion Monster f in p's Extra Deck can be Fusion Summoned by p now: a different card
    for each of its materials, and a zone to put it in (a free one, an EMZ p may use among them
    (V-BOSS-2), or one a material on the field may leave; the summon checks again once the
    materials are gone)."""
    rec = db[st.c_card[f]]
    taken = -1                                   # a second material of the same name needs another card
    room = placeable(st, db, p, 0, summon_zone_of(st, p, f)) >= 0
    for j in range(MAX_MATERIALS):
        row = rec.f_mat[j] - 1
        if row < 0:
            continue
        n, taken, on_field = material_candidates(st, p, row, taken, False)
        if n == 0:
            return False
        room = room or on_field
    return room


@njit(cache=True)
def can_fusion_summon(st, db, p):
    """Some Fusion Monster of p's Extra Deck can be Fusion Summoned by p now (an activation
    of Polymerization needs one); none while p may Summon no other monster (Scapegoat)."""
    if summon_locked(st, p):
        return False
    for i in range(st.pile_n[p, LOC_EXTRA]):
        f = st.pile[p, LOC_EXTRA, i]
        if db[st.c_card[f]].f_mat[0] > 0 and fusable(st, db, p, f):
            return True
    return False


NO_LOW = 15                      # no Ritual Tribute yet (above any Level)


@njit(cache=True)
def level_of(st, db, c):
    return max(0, cur_level(st, db, c))


@njit(cache=True)
def offerable(st, db, p, c, monster):
    """Card c may be Tributed by p for ``monster``'s Ritual Summon: a monster of p's hand or one
    p controls, other than the Ritual Monster itself."""
    if c < 0 or c == monster or db[st.c_card[c]].kind != KIND_MONSTER:
        return False
    return (st.c_loc[c] == LOC_HAND and st.c_owner[c] == p) or (st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == p)


@njit(cache=True)
def offer_at(st, p, j):
    """The j-th card of p's hand, then of p's Monster Zones (-1 an empty zone)."""
    n = st.pile_n[p, LOC_HAND]
    return st.pile[p, LOC_HAND, j] if j < n else st.mzone[p, j - n]


@njit(cache=True)
def completable(st, db, p, monster, total, low, field, exact, skip):
    """The Tributes so far (Levels ``total``, the lowest ``low``, ``field``: one from the field)
    can be completed with more of p's offerable cards (``skip`` aside) into a legal set for
    ``monster``: Levels totalling its Level exactly (``exact``) or at least it with no Tribute
    too many, and a zone for it (a field Tribute frees one when none is free now)."""
    level = level_of(st, db, monster)
    need_field = not field and placeable(st, db, p, 0, summon_zone_of(st, p, monster)) < 0
    n = st.pile_n[p, LOC_HAND] + N_MZONES
    lows = 1 if exact else n + 1             # exact: no lowest to fix; else the lowest is `low` or a card's
    for t in range(lows):
        floor, start, start_field = 0, total, field
        if not exact:
            if t == 0:                           # the lowest is among the Tributes so far
                floor = 0 if low == NO_LOW else low
            else:                                # the lowest is card t - 1, taken now
                d = offer_at(st, p, t - 1)
                if d == skip or not offerable(st, db, p, d, monster) or level_of(st, db, d) > low:
                    continue
                floor = level_of(st, db, d)
                start += floor
                start_field = start_field or st.c_loc[d] == LOC_MZONE
            if floor == 0:                       # none yet, or a Level 0 Tribute: always one too many
                continue
        sums = (1 << min(start, 63), 0)      # reachable totals without / with a field Tribute
        if start_field:
            sums = (0, sums[0])
        for j in range(n):
            d = offer_at(st, p, j)
            if d == skip or (not exact and j == t - 1) or not offerable(st, db, p, d, monster):
                continue
            lv = level_of(st, db, d)
            if lv < floor:
                continue
            if st.c_loc[d] == LOC_MZONE:          # taking it moves a total to "with a field Tribute"
                sums = (sums[0], sums[1] | (sums[1] << lv) | (sums[0] << lv))
            else:
                sums = (sums[0] | (sums[0] << lv), sums[1] | (sums[1] << lv))
        reach = sums[1] if need_field else sums[0] | sums[1]
        top = level if exact else level + floor - 1      # the total less the lowest Tribute stays below the Level
        for v in range(level, min(top, 62) + 1):
            if reach >> v & 1:
                return True
    return False


@njit(cache=True)
def ritual_fits(db, card, row, attribute):
    """Database card ``card`` is a Ritual Monster the op's filter (a name row + 1, an Attribute) admits."""
    rec = db[card]
    return rec.kind == KIND_MONSTER and rec.subtype == SUBTYPE_RITUAL and (row == 0 or card == row - 1) \
        and (attribute == 0 or rec.attribute == attribute)


@njit(cache=True)
def can_ritual_summon(st, db, p, row, attribute, exact):
    """Some Ritual Monster of p's hand or Extra Deck that the op's filter admits (a name row + 1,
    an Attribute) can be Ritual Summoned by p now (an activation of its Ritual Spell needs one)."""
    if summon_locked(st, p):
        return False
    for where in (LOC_HAND, LOC_EXTRA):
        for i in range(st.pile_n[p, where]):
            r = st.pile[p, where, i]
            if ritual_fits(db, st.c_card[r], row, attribute) and completable(st, db, p, r, 0, NO_LOW, False, exact, -1):
                return True
    return False
