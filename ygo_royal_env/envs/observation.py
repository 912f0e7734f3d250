"""The observation vector: one player's seat-relative, hidden-information view of a duel.

The layout is declared once as specs of ``(name, width, decoder)``; the offsets the jitted
encoder uses, the ``*_LAYOUT`` tables the docs list and ``decode_observation`` are all
derived from those specs, so they cannot disagree. Relative seat ``r`` is the player
``r`` seats after the viewer (0 = the viewer, 1 = the lower/next player). A card the
viewer may not see (``card_visible``) shows only ``present`` (DESIGN principle 5).
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np
from .._jit import njit

from ..cards.constants import KIND_NAMES, MAX_EFFECTS
from ..core.constants import (
    ATTACK_TARGETS,
    CHAIN_CAP,
    EVENT_NAMES,
    HAND_SLOTS,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_FZONE,
    LOC_GRAVE,
    LOC_HAND,
    LOC_MZONE,
    LOC_NAMES,
    LOC_SZONE,
    MAX_CANDIDATES,
    MAX_PLAYERS, MAX_ROLES,
    N_MZONES,
    N_SZONES,
    PHASE_BATTLE,
    PHASE_NAMES,
    POS_NAMES,
    POS_NONE,
    PROMPT_BACKUP,
    PROMPT_NAMES,
    PROMPT_NONE,
    PROMPT_TRIBUTE,
    STEP_NAMES,
)
from ..core.lasting import turns_left
from ..core.atk_def import cur_atk, cur_def
from ..core.players import player_at_rel, rel_seat
from ..core.legal import uses_candidates
from ..core.losses import popcount
from ..core.restore import backups_for
from ..core.visibility import card_visible, hand_revealed

LP_SCALE = 8000.0
STAT_SCALE = 5000.0
LEVEL_SCALE = 12.0
COUNT_SCALE = 60.0
ROUND_SCALE = 100.0
TURNS_SCALE = 10.0
OBS_HIGH = 32768.0          # bound of every feature: card index + 1 fits, scaled values stay far below

# decoders: FLAG 0/1 -> bool; CARD index + 1 (0 hidden) -> index or None; INDEX one-hot ->
# position or None; a tuple of names: one-hot -> name or None; a float: value * scale;
# Repeat: a run of sub-records.
FLAG = "flag"
CARD = "card"
INDEX = "index"


class Repeat(NamedTuple):
    spec: tuple
    count: int


def build_layout(spec: tuple) -> tuple[list[tuple[str, int, int]], int]:
    """``(name, offset, size)`` rows of a spec and its total size."""
    rows, offset = [], 0
    for name, width, _ in spec:
        rows.append((name, offset, width))
        offset += width
    return rows, offset


def offset(layout: list[tuple[str, int, int]], name: str) -> int:
    return next(o for n, o, _ in layout if n == name)


CARD_SPEC = (
    ("present", 1, FLAG),
    ("face_up", 1, FLAG),                  # public: face-up on the field, or in a GY/banished
    ("card", 1, CARD),
    ("kind", len(KIND_NAMES), KIND_NAMES),
    ("level", 1, LEVEL_SCALE),
    ("atk", 1, STAT_SCALE),
    ("def", 1, STAT_SCALE),
    ("position", len(POS_NAMES) - 1, POS_NAMES[1:]),
    ("attacked", 1, FLAG),                 # declared an attack this turn
    ("damage", 1, STAT_SCALE),             # HP battle model: damage marked on it (HP = DEF - damage)
)
CARD_LAYOUT, CARD_SIZE = build_layout(CARD_SPEC)

CANDIDATE_SPEC = CARD_SPEC + (
    ("owner", MAX_PLAYERS, INDEX),         # relative seat
    ("location", len(LOC_NAMES), LOC_NAMES),
)
CANDIDATE_LAYOUT, CANDIDATE_SIZE = build_layout(CANDIDATE_SPEC)

LINK_SPEC = (                              # a chain link (B16, RULES.md 2.0), public
    ("present", 1, FLAG),
    ("card", 1, CARD),
    ("activator", MAX_PLAYERS, INDEX),     # relative seat
    ("opponent", MAX_PLAYERS, INDEX),      # the designated (R11) or linked opponent
    ("target_player", MAX_PLAYERS, INDEX), # the targeted card's controller ...
    ("target_zone", N_MZONES, INDEX),      # ... and its monster zone
    ("negated", 1, FLAG),                  # its activation or its effect was negated (B16): it does nothing
    ("effect", MAX_EFFECTS, INDEX),        # which of the card's effects it activates (an effect choice: Enemy Controller)
    ("target_szone", N_SZONES + 1, INDEX), # the targeted card's Spell/Trap zone (N_SZONES: the Field zone)
    ("target2_player", MAX_PLAYERS, INDEX),   # a second target (target_count 2: Icarus Attack): its controller,
    ("target2_zone", N_MZONES, INDEX),        # monster zone
    ("target2_szone", N_SZONES + 1, INDEX),   # and Spell/Trap zone
)
LINK_LAYOUT, LINK_SIZE = build_layout(LINK_SPEC)

LASTING_SPEC = (                           # a face-up lasting Spell/Trap whose activation resolved (public)
    ("applies", 1, FLAG),                  # its static effects apply (lasting.py)
    ("designated", MAX_PLAYERS, INDEX),    # the opponent designated at activation (R39, R41), relative seat
    ("lp_paid", 1, LP_SCALE),              # the LP paid at activation (R40)
    ("turns_left", 1, TURNS_SCALE),        # counted turns before it is destroyed (R39, R41, A-28); 0 none
)
LASTING_LAYOUT, LASTING_SIZE = build_layout(LASTING_SPEC)

SHOWN_SPEC = (                             # a card of a revealed hand: its id (its stats follow from it)
    ("card", 1, CARD),
)

SEAT_SPEC = (
    ("present", 1, FLAG),                  # a player sits at this relative seat
    ("alive", 1, FLAG),
    ("absent", 1, FLAG),                   # 3v3/KOF: temporarily out of the duel (V-3v3-5, V-KOF-5)
    ("backups", 1, COUNT_SCALE),           # 3v3: backup decks this player may still take
    ("lp", 1, LP_SCALE),
    ("hand", 1, COUNT_SCALE),
    ("deck", 1, COUNT_SCALE),
    ("graveyard", 1, COUNT_SCALE),
    ("banished", 1, COUNT_SCALE),
    ("extra", 1, COUNT_SCALE),
    ("turn_player", 1, FLAG),
    ("teammate", 1, FLAG),                 # same team as the viewer (the viewer included)
    ("boss", 1, FLAG),                     # the BOSS of modes boss/contrib (V-BOSS-1)
    ("role", MAX_ROLES, INDEX),            # identity mode: the role, if the viewer may see it (V-ID-2)
    ("mzone", N_MZONES * CARD_SIZE, Repeat(CARD_SPEC, N_MZONES)),
    ("szone", N_SZONES * CARD_SIZE, Repeat(CARD_SPEC, N_SZONES)),
    ("fzone", CARD_SIZE, Repeat(CARD_SPEC, 1)),
    ("lasting", (N_SZONES + 1) * LASTING_SIZE, Repeat(LASTING_SPEC, N_SZONES + 1)),   # szone 0-4, fzone: the locks
    ("shown_hand", HAND_SLOTS, Repeat(SHOWN_SPEC, HAND_SLOTS)),   # another player's hand while it is revealed to
                                                                  # all (A-40: The Eye of Truth, Exchange): card ids
)
SEAT_LAYOUT, SEAT_SIZE = build_layout(SEAT_SPEC)

OBS_SPEC = (
    ("num_players", 1, float(MAX_PLAYERS)),
    ("phase", len(PHASE_NAMES), PHASE_NAMES),
    ("battle_step", len(STEP_NAMES), STEP_NAMES),
    ("round", 1, ROUND_SCALE),
    ("turn_progress", 1, 1.0),             # turns played / turn cap
    ("prompt", len(PROMPT_NAMES), PROMPT_NAMES),
    ("i_decide", 1, FLAG),
    ("turn_player", MAX_PLAYERS, INDEX),   # relative seat
    ("tributes_left", 1, 1.0),
    ("summons_used", 1, 1.0),              # Normal Summons/Sets used this turn
    ("attacker_zone", N_MZONES, INDEX),    # the turn player's attacking monster
    ("attacked_player", MAX_PLAYERS, INDEX),
    ("attack_target", ATTACK_TARGETS, INDEX),   # monster zone, or N_MZONES = direct
    ("event", len(EVENT_NAMES), EVENT_NAMES),   # what the response window answers (conditions)
    ("chain", CHAIN_CAP * LINK_SIZE, Repeat(LINK_SPEC, CHAIN_CAP)),   # link 1 first
    ("seats", MAX_PLAYERS * SEAT_SIZE, Repeat(SEAT_SPEC, MAX_PLAYERS)),
    ("hand", HAND_SLOTS * CARD_SIZE, Repeat(CARD_SPEC, HAND_SLOTS)),
    ("candidates", MAX_CANDIDATES * CANDIDATE_SIZE, Repeat(CANDIDATE_SPEC, MAX_CANDIDATES)),
)
OBS_LAYOUT, OBS_SIZE = build_layout(OBS_SPEC)

# offsets for the jitted encoder (numba freezes module-level ints)
K_PRESENT, K_FACE_UP, K_CARD, K_KIND, K_LEVEL, K_ATK, K_DEF, K_POSITION, K_ATTACKED, K_DAMAGE = (
    offset(CARD_LAYOUT, n) for n in ("present", "face_up", "card", "kind", "level", "atk", "def",
                                     "position", "attacked", "damage"))
K_OWNER = offset(CANDIDATE_LAYOUT, "owner")
K_LOCATION = offset(CANDIDATE_LAYOUT, "location")
(S_PRESENT, S_ALIVE, S_ABSENT, S_BACKUPS, S_LP, S_HAND, S_DECK, S_GRAVE, S_BANISHED, S_EXTRA, S_TURN_PLAYER,
 S_TEAMMATE, S_BOSS, S_ROLE, S_MZONE, S_SZONE, S_FZONE, S_LASTING, S_SHOWN_HAND) = (
    offset(SEAT_LAYOUT, n) for n in ("present", "alive", "absent", "backups", "lp", "hand", "deck", "graveyard",
                                     "banished", "extra", "turn_player", "teammate", "boss", "role",
                                     "mzone", "szone", "fzone", "lasting", "shown_hand"))
G_APPLIES, G_DESIGNATED, G_LP_PAID, G_TURNS_LEFT = (
    offset(LASTING_LAYOUT, n) for n in ("applies", "designated", "lp_paid", "turns_left"))
(O_NUM_PLAYERS, O_PHASE, O_BATTLE_STEP, O_ROUND, O_TURN_PROGRESS, O_PROMPT, O_I_DECIDE,
 O_TURN_PLAYER, O_TRIBUTES_LEFT, O_SUMMONS_USED, O_ATTACKER_ZONE, O_ATTACKED_PLAYER,
 O_ATTACK_TARGET, O_EVENT, O_CHAIN, O_SEATS, O_HAND, O_CANDIDATES) = (
    offset(OBS_LAYOUT, n) for n in ("num_players", "phase", "battle_step", "round", "turn_progress",
                                    "prompt", "i_decide", "turn_player", "tributes_left",
                                    "summons_used", "attacker_zone", "attacked_player",
                                    "attack_target", "event", "chain", "seats", "hand", "candidates"))
L_PRESENT, L_CARD, L_ACTIVATOR, L_OPPONENT, L_TARGET_PLAYER, L_TARGET_ZONE, L_NEGATED, L_EFFECT = (
    offset(LINK_LAYOUT, n) for n in ("present", "card", "activator", "opponent", "target_player", "target_zone",
                                     "negated", "effect"))
L_TARGET_SZONE, L_TARGET2_PLAYER, L_TARGET2_ZONE, L_TARGET2_SZONE = (
    offset(LINK_LAYOUT, n) for n in ("target_szone", "target2_player", "target2_zone", "target2_szone"))


@njit(cache=True)
def flag(b):
    return 1.0 if b else 0.0


@njit(cache=True)
def write_card(st, db, c, viewer, out, o):
    out[o + K_PRESENT] = 1.0
    if not card_visible(st, db, c, viewer):
        return
    rec = db[st.c_card[c]]
    pos = st.c_pos[c]
    out[o + K_FACE_UP] = flag(card_visible(st, db, c, -1))
    out[o + K_CARD] = st.c_card[c] + 1
    out[o + K_KIND + rec.kind] = 1.0
    out[o + K_LEVEL] = rec.level / LEVEL_SCALE
    out[o + K_ATK] = cur_atk(st, db, c) / STAT_SCALE    # on the field: with the stat changes that apply
    out[o + K_DEF] = cur_def(st, db, c) / STAT_SCALE
    if pos != POS_NONE:
        out[o + K_POSITION + pos - 1] = 1.0
    out[o + K_ATTACKED] = flag(st.c_loc[c] == LOC_MZONE and st.c_attacked_turn[c] == st.turn)
    if st.c_loc[c] == LOC_MZONE:
        out[o + K_DAMAGE] = st.c_damage[c] / STAT_SCALE


@njit(cache=True)
def write_seat(st, db, player, q, out, o):
    out[o + S_PRESENT] = 1.0
    out[o + S_ALIVE] = flag(st.alive[q])
    out[o + S_ABSENT] = flag(st.absent[q])
    if st.rule_restore:
        out[o + S_BACKUPS] = popcount(backups_for(st, q)) / COUNT_SCALE
    out[o + S_LP] = st.lp[q] / LP_SCALE
    out[o + S_HAND] = st.pile_n[q, LOC_HAND] / COUNT_SCALE
    out[o + S_DECK] = st.pile_n[q, LOC_DECK] / COUNT_SCALE
    out[o + S_GRAVE] = st.pile_n[q, LOC_GRAVE] / COUNT_SCALE
    out[o + S_BANISHED] = st.pile_n[q, LOC_BANISHED] / COUNT_SCALE
    out[o + S_EXTRA] = st.pile_n[q, LOC_EXTRA] / COUNT_SCALE
    out[o + S_TURN_PLAYER] = flag(q == st.turn_player)
    out[o + S_TEAMMATE] = flag(st.team[q] == st.team[player])
    out[o + S_BOSS] = flag(q == st.boss)
    role = st.role[q]
    if role >= 0 and (q == player or (st.role_public >> role) & 1):
        out[o + S_ROLE + role] = 1.0
    for z in range(N_MZONES):
        if st.mzone[q, z] >= 0:
            write_card(st, db, st.mzone[q, z], player, out, o + S_MZONE + z * CARD_SIZE)
    for z in range(N_SZONES):
        if st.szone[q, z] >= 0:
            write_card(st, db, st.szone[q, z], player, out, o + S_SZONE + z * CARD_SIZE)
    if st.fzone[q] >= 0:
        write_card(st, db, st.fzone[q], player, out, o + S_FZONE)
    write_lasting(st, db, player, q, out, o + S_LASTING)
    if q != player and st.pile_n[q, LOC_HAND] > 0 and hand_revealed(st, db, q):   # the viewer's own: "hand"
        for h in range(min(st.pile_n[q, LOC_HAND], HAND_SLOTS)):
            out[o + S_SHOWN_HAND + h] = st.c_card[st.pile[q, LOC_HAND, h]] + 1


@njit(cache=True)
def write_lasting(st, db, player, q, out, o):
    """q's lasting cards, by zone (N_SZONES: the field zone): the open locks (issue 3 item 8)."""
    for i in range(st.ls_n):
        c = st.ls_card[i]
        if st.c_ctrl[c] != q:
            continue
        g = o + (st.c_seq[c] if st.c_loc[c] == LOC_SZONE else N_SZONES) * LASTING_SIZE
        out[g + G_APPLIES] = 1.0
        if st.ls_opp[i] >= 0:
            out[g + G_DESIGNATED + rel_seat(st, player, st.ls_opp[i])] = 1.0
        out[g + G_LP_PAID] = st.ls_paid[i] / LP_SCALE
        out[g + G_TURNS_LEFT] = turns_left(st, db, i) / TURNS_SCALE


@njit(cache=True)
def write_attack(st, player, out):
    """The attack being declared or resolved, if any (B11-B14)."""
    a = st.atk_card
    if a < 0:
        return
    if st.c_loc[a] == LOC_MZONE:
        out[O_ATTACKER_ZONE + st.c_seq[a]] = 1.0
    out[O_ATTACKED_PLAYER + rel_seat(st, player, st.atk_player)] = 1.0
    t = st.atk_target
    if t < 0:
        out[O_ATTACK_TARGET + N_MZONES] = 1.0
    elif st.c_loc[t] == LOC_MZONE:
        out[O_ATTACK_TARGET + st.c_seq[t]] = 1.0


@njit(cache=True)
def write_chain(st, player, out):
    """The window's event and every chain link: card, activator, opponent, target, negated (public)."""
    out[O_EVENT + st.win_event] = 1.0
    for k in range(st.ch_n):
        o = O_CHAIN + k * LINK_SIZE
        out[o + L_PRESENT] = 1.0
        out[o + L_CARD] = st.c_card[st.ch_card[k]] + 1
        out[o + L_ACTIVATOR + rel_seat(st, player, st.ch_player[k])] = 1.0
        out[o + L_NEGATED] = flag(st.ch_negated[k] != 0)   # NEGATED_ACTIVATION or NEGATED_EFFECT
        out[o + L_EFFECT + st.ch_effect[k]] = 1.0
        if st.ch_opp[k] >= 0:
            out[o + L_OPPONENT + rel_seat(st, player, st.ch_opp[k])] = 1.0
        write_link_target(st, player, out, st.ch_target[k], o + L_TARGET_PLAYER, o + L_TARGET_ZONE,
                          o + L_TARGET_SZONE)
        write_link_target(st, player, out, st.ch_target2[k], o + L_TARGET2_PLAYER, o + L_TARGET2_ZONE,
                          o + L_TARGET2_SZONE)


@njit(cache=True)
def write_link_target(st, player, out, t, o_player, o_zone, o_szone):
    """A link's targeted card t while it is on the field: its controller and its zone."""
    if t < 0:
        return
    if st.c_loc[t] == LOC_MZONE:
        out[o_zone + st.c_seq[t]] = 1.0
    elif st.c_loc[t] == LOC_SZONE:
        out[o_szone + st.c_seq[t]] = 1.0
    elif st.c_loc[t] == LOC_FZONE:
        out[o_szone + N_SZONES] = 1.0
    else:
        return
    out[o_player + rel_seat(st, player, st.c_ctrl[t])] = 1.0


@njit(cache=True)
def encode_observation(st, db, player, out):
    """Write ``player``'s view of duel record ``st`` into the float32 vector ``out`` (OBS_SIZE)."""
    out[:] = 0.0
    n = st.num_players
    out[O_NUM_PLAYERS] = n / MAX_PLAYERS
    out[O_PHASE + st.phase] = 1.0
    if st.phase == PHASE_BATTLE:
        out[O_BATTLE_STEP + st.step] = 1.0
    out[O_ROUND] = st.round / ROUND_SCALE
    out[O_TURN_PROGRESS] = st.turn / st.rule_turn_cap
    out[O_PROMPT + st.pr_kind] = 1.0
    out[O_I_DECIDE] = flag(not st.done and st.pr_kind != PROMPT_NONE and st.pr_player == player)
    out[O_TURN_PLAYER + rel_seat(st, player, st.turn_player)] = 1.0
    if st.pr_kind == PROMPT_TRIBUTE:
        out[O_TRIBUTES_LEFT] = st.pr_left
    out[O_SUMMONS_USED] = st.normal_summons
    write_attack(st, player, out)
    write_chain(st, player, out)
    for r in range(n):
        write_seat(st, db, player, player_at_rel(st, player, r), out, O_SEATS + r * SEAT_SIZE)
    for h in range(min(st.pile_n[player, LOC_HAND], HAND_SLOTS)):
        write_card(st, db, st.pile[player, LOC_HAND, h], player, out, O_HAND + h * CARD_SIZE)
    if st.pr_kind == PROMPT_BACKUP:                  # backup ids, not cards: slots in backup id order
        for k in range(st.pr_ncand):
            out[O_CANDIDATES + k * CANDIDATE_SIZE + K_PRESENT] = 1.0
    elif uses_candidates(st.pr_kind):
        for k in range(st.pr_ncand):
            c = st.pr_cand[k]
            o = O_CANDIDATES + k * CANDIDATE_SIZE
            write_card(st, db, c, player, out, o)
            out[o + K_OWNER + rel_seat(st, player, st.c_owner[c])] = 1.0
            if st.c_loc[c] >= 0:
                out[o + K_LOCATION + st.c_loc[c]] = 1.0
    return out


@njit(cache=True)
def encode_at(states, i, db, player, out):
    """``encode_observation`` on ``states[i]`` (array entry point: cheap to call from Python)."""
    encode_observation(states[i], db, player, out)


def decode_observation(vec: np.ndarray) -> dict:
    """An observation vector as a nested dict in natural units, for reading and debugging.
    Empty card, seat and candidate slots decode to None."""
    return _decode(OBS_SPEC, np.asarray(vec))


def _decode(spec: tuple, vec: np.ndarray) -> dict | None:
    fields, o = {}, 0
    for name, width, decoder in spec:
        fields[name] = _decode_field(decoder, vec[o:o + width])
        o += width
    return fields if fields.get("present", True) else None


def _decode_field(decoder, v: np.ndarray):
    if isinstance(decoder, Repeat):
        size = build_layout(decoder.spec)[1]
        items = [_decode(decoder.spec, v[i * size:(i + 1) * size]) for i in range(decoder.count)]
        return items[0] if decoder.count == 1 else items
    if decoder == FLAG:
        return bool(v[0])
    if decoder == CARD:
        return int(v[0]) - 1 if v[0] > 0 else None
    if decoder == INDEX or isinstance(decoder, tuple):
        if not v.any():
            return None
        i = int(np.argmax(v))
        return i if decoder == INDEX else decoder[i]
    return round(float(v[0]) * decoder, 3)     # float32 noise off


__all__ = ["CANDIDATE_LAYOUT", "CARD_LAYOUT", "LASTING_LAYOUT", "LINK_LAYOUT", "OBS_HIGH", "OBS_LAYOUT", "OBS_SIZE", "SEAT_LAYOUT",
           "decode_observation", "encode_at", "encode_observation"]
