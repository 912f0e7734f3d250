"""What the zones hold and where there is room: monster and Spell/Trap counts, free zones (main,
Extra Monster, Spell/Trap), the monsters of a kind a player may pick, Tributes available, and the
Summon locks read before a card is placed (RULES.md B3, B6, B10). Read-only: moving cards is
zones.py."""
from .._jit import njit
from ..cards.constants import ATTACH_EQUIP, KIND_MONSTER, NO_TRIBUTE_SUMMON_TURN, MOD_NO_SUMMON, MOD_TRIBUTABLE
from .constants import MAX_CARDS, LOC_MZONE, LOC_EXTRA, N_MMZ, N_MZONES, N_SZONES, POS_FACEDOWN_DEF, MAX_CANDIDATES
from .emz import free_emz
from .modifiers import in_force, player_has
from .players import in_duel


@njit(cache=True)
def summon_locked(st, p):
    """p may Summon no monster now (a "no summons" modifier: Scapegoat's price; a Set is allowed)."""
    return player_has(st, p, MOD_NO_SUMMON)


@njit(cache=True)
def set_monster_zones(st, p, out):
    """The Main Monster Zones of p holding a face-down monster, written into ``out``; how many."""
    n = 0
    for z in range(N_MMZ):
        m = st.mzone[p, z]
        if m >= 0 and st.c_pos[m] == POS_FACEDOWN_DEF:
            out[n] = z
            n += 1
    return n


@njit(cache=True)
def free_szone(st, p):
    return first_free(st.szone[p])


MONSTERS_ANY = 0                 # monsters_of: every monster p controls


MONSTERS_TRIBUTABLE = 1          # those that may be Tributed for a Tribute Summon (B7: no Sheep Token)


MONSTERS_FACE_UP_OTHER_TYPE = 2  # face-up, of another Type than ``race`` (R22: Rivalry of Warlords)


MAIN_ONLY = 16                   # or-ed into ``which``: only those in Main Monster Zones (a Tribute that must free


@njit(cache=True)
def tribute_summon_material(st, db, m):
    """Monster m may be Tributed for a Tribute Summon now (``no_tribute_summon``: never, or not in the turn it
    was placed on the field: Sheep Token, Fluff Token)."""
    rec = db[st.c_card[m]]
    return not (rec.no_tribute_summon
                and (rec.no_tribute_summon != NO_TRIBUTE_SUMMON_TURN or st.c_placed_turn[m] == st.turn))


@njit(cache=True)
def monsters_of(st, db, p, which, race, skip, write):
    """The monsters p controls that ``which`` (MONSTERS_*, with MAIN_ONLY) selects, ``skip`` aside (-1 none),
    written as the prompt's candidates if ``write``; how many."""
    k = 0
    zones = N_MMZ if which & MAIN_ONLY else N_MZONES
    which &= ~MAIN_ONLY
    for z in range(zones):
        m = st.mzone[p, z]
        if m < 0 or m == skip:
            continue
        rec = db[st.c_card[m]]
        if (which == MONSTERS_TRIBUTABLE and not tribute_summon_material(st, db, m)) \
                or (which == MONSTERS_FACE_UP_OTHER_TYPE and (st.c_pos[m] == POS_FACEDOWN_DEF or rec.race == race)):
            continue
        if write:
            st.pr_cand[k] = m
        k += 1
    if write:
        st.pr_ncand = k
    return k


@njit(cache=True)
def spell_trap_count(st, q):
    """The Spell/Trap Cards player q controls: in the Spell/Trap Zones and the Field Zone."""
    n = 1 if st.fzone[q] >= 0 else 0
    for z in range(N_SZONES):
        if st.szone[q, z] >= 0:
            n += 1
    return n


@njit(cache=True)
def monster_count(st, p):
    k = 0
    for z in range(N_MZONES):
        if st.mzone[p, z] >= 0:
            k += 1
    return k


@njit(cache=True)
def tributable_count(st, db, p, which):
    """The monsters other players control that p may Tribute as if p controlled them (a MOD_TRIBUTABLE row
    for p: Soul Exchange); for a Tribute Summon (``which`` MONSTERS_TRIBUTABLE) not one that cannot be."""
    k = 0
    for i in range(st.md_n):
        if tributable_row(st, db, i, p, which):
            k += 1
    return k


@njit(cache=True)
def tributable_row(st, db, i, p, which):
    """Modifier row i lets p Tribute a monster another player controls, for ``which`` (``tributable_count``)."""
    c = st.md_card[i]
    if st.md_kind[i] != MOD_TRIBUTABLE or st.md_player[i] != p or c < 0 or not in_force(st, i) \
            or st.c_loc[c] != LOC_MZONE or st.c_ctrl[c] == p:
        return False
    return not (which == MONSTERS_TRIBUTABLE and not tribute_summon_material(st, db, c))


@njit(cache=True)
def tribute_candidates(st, db, p, which):
    """The monsters p may Tribute (``monsters_of`` p's ``which``), then those p may Tribute as if p controlled
    them (Soul Exchange), written as the prompt's candidates; how many."""
    k = monsters_of(st, db, p, which, 0, -1, True)
    for i in range(st.md_n):
        if tributable_row(st, db, i, p, which) and k < MAX_CANDIDATES:
            st.pr_cand[k] = st.md_card[i]
            k += 1
    st.pr_ncand = k
    return k


@njit(cache=True)
def note_attack_counts(st):
    """B14 / R35: every player's monster count as an attack is declared (or redirected), which
    ``battle.needs_replay`` compares with; -1 for a player out of the duel."""
    for q in range(st.num_players):
        st.atk_counts[q] = monster_count(st, q) if in_duel(st, q) else -1


@njit(cache=True)
def first_free(slots):
    for z in range(slots.shape[0]):
        if slots[z] < 0:
            return z
    return -1


@njit(cache=True)
def free_mzone(st, p):
    """p's first free Main Monster Zone (B3), -1 none. Every placement but a Special Summon from
    the Extra Deck goes there: Normal Summons and Sets, tokens, control changes and returns."""
    for z in range(N_MMZ):
        if st.mzone[p, z] < 0:
            return z
    return -1


@njit(cache=True)
def summon_zone_of(st, p, c):
    """The zone monster c Special Summoned by p goes to: from the Extra Deck an EMZ p may use
    (``emz.free_emz``, V-BOSS-2/3, A-31), else a Main Monster Zone; -1 none."""
    if st.c_loc[c] == LOC_EXTRA:
        z = free_emz(st, p)
        if z >= 0:
            return z
    return free_mzone(st, p)


@njit(cache=True)
def free_main_zones(st, p):
    """How many of p's Main Monster Zones are free (tokens need one each: Scapegoat)."""
    n = 0
    for z in range(N_MMZ):
        n += st.mzone[p, z] < 0
    return n


@njit(cache=True)
def equipped_monster(st, db, m):
    """The monster card equipped to monster m as an Equip Card (equip_target_to_self: Thousand-Eyes Restrict), -1
    none."""
    for q in range(st.num_players):
        for z in range(N_SZONES):
            e = st.szone[q, z]
            if e >= 0 and st.c_attached[e] == ATTACH_EQUIP * MAX_CARDS + m and db[st.c_card[e]].kind == KIND_MONSTER:
                return e
    return -1
