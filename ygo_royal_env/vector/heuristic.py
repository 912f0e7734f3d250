"""The heuristic policy kernel: a rule-based player that reads only the observation vector,
the baseline a trained bot must beat and a sparring partner that punishes blunders a random
player never shows. ``agents.HeuristicAgent`` wraps it for Python; playouts call it directly.

One jitted call per decision (``heuristic_action``), so it is about as cheap as the engine
step it answers. It sees exactly what ``encode_observation`` shows
the acting player, so it never cheats on hidden cards. Where the duel itself is at hand
(playouts, ``HeuristicAgent.act_duel``) an activation is first played out on a clone and
declined when it costs the player more than its opponents (``lookahead.py``). It plays the prompts that exist today
(main phase, battle step, attack replay, tribute, discard, priority); any other prompt or
action kind gets a pass or the first legal action, so new card effects make it weaker,
never illegal.

Values are in ATK/LP points. A battle is planned as a whole (every assignment of my
attackers to targets, scored) and the plan's first attack is played; the engine asks again
after each attack, so the plan is rebuilt from what happened (a face-down card revealed).
"""
from __future__ import annotations

import numpy as np
from .._jit import njit

from ..cards.constants import KIND_MONSTER, KIND_TRAP
from ..core.constants import (A_ACTIVATE, A_ACTIVATE_GRAVE, A_ACTIVATE_MONSTER, A_ACTIVATE_SET, PROMPT_CHOOSE, PROMPT_TRIGGER, A_CHANGE_POS, A_DESIGNATE, A_FLIP_SUMMON, A_PASS,
                                          A_SELECT, A_SET_CARD, LOC_GRAVE, N_SZONES, PROMPT_DESIGNATE,
                                          PROMPT_PASS, PROMPT_TARGET, PROMPT_UPKEEP,
                                          A_PROCEDURE, A_SET_MONSTER, A_STOP_ATTACK, A_SUMMON, A_TO_BATTLE,
                                          A_TO_END, A_TO_MAIN2, ATTACK_TARGETS, HAND_SLOTS,
                                          MAX_CANDIDATES, MAX_PLAYERS, N_MZONES, POS_FACEUP_ATK,
                                          POS_FACEUP_DEF, PROMPT_BATTLE, PROMPT_DISCARD,
                                          PROMPT_IDLE, PROMPT_NAMES, PROMPT_REPLAY, PROMPT_TRIBUTE,
                                          TRIBUTES_408)
from ..core.legal import attack_action
from ..core.rng import xorshift_next
from ..envs.observation import (CANDIDATE_SIZE, CARD_SIZE, K_ATK, K_ATTACKED, K_CARD, K_LOCATION, K_OWNER,
                                            K_DEF, K_KIND, K_LEVEL, K_POSITION, K_PRESENT,
                                            LEVEL_SCALE, LP_SCALE, O_CANDIDATES, O_HAND,
                                            O_NUM_PLAYERS, O_PROMPT, O_SEATS, S_ALIVE,
                                            S_LP, S_MZONE, SEAT_SIZE, STAT_SCALE)

# --- tuning -------------------------------------------------------------------------------
KILL_WEIGHT = 1.0           # destroying a monster, per point of its value, vs 1 LP of damage
ELIM_BONUS = 20000.0        # knocking a player out: fewer opponents, their cards leave (R31)
LOW_LP_WEIGHT = 0.5         # damage counts up to 1.5x on a player near 0 LP: focus the weakest
HIDDEN_VALUE = 1500.0       # what destroying a face-down monster we cannot see is worth
HIDDEN_MIN_ATK = 1900       # attack a face-down monster only with at least this much ATK
OTHER_CARD_VALUE = 1500.0   # a card in hand that is not a monster (discard order)
PLAN_LIMIT = 40000          # attack plans scored per decision, at most
TIE_WEIGHT = 1e-9           # per ATK x ATK of attacker and target: breaks ties between plans

# monster states as the observer sees them
M_NONE = 0
M_ATK = 1                   # face-up Attack Position
M_DEF = 2                   # face-up Defense Position
M_SET = 3                   # my own face-down monster (I see it)
M_HIDDEN = 4                # someone else's face-down monster: present, nothing more

DIRECT = N_MZONES           # attack target index of a direct attack
TRIBUTES = np.array(TRIBUTES_408, np.int64)   # the observation does not carry the rule table
N_PROMPTS = len(PROMPT_NAMES)


# --- reading the observation ------------------------------------------------------------------
@njit(cache=True)
def keep_tie(rng, ties):
    """Reservoir step: the ``ties``-th equal candidate replaces the kept one w.p. 1/ties."""
    return xorshift_next(rng) % np.uint64(ties) == 0


@njit(cache=True)
def points(obs, i, scale):
    return int(obs[i] * scale + 0.5)


@njit(cache=True)
def monster_state(obs, o):
    if obs[o + K_PRESENT] == 0:
        return M_NONE
    if obs[o + K_CARD] == 0:
        return M_HIDDEN
    if obs[o + K_POSITION + POS_FACEUP_ATK - 1] > 0:
        return M_ATK
    if obs[o + K_POSITION + POS_FACEUP_DEF - 1] > 0:
        return M_DEF
    return M_SET


@njit(cache=True)
def read_board(obs):
    """Players by relative seat (0 = me): count, LP, alive, and each monster zone's state,
    ATK and DEF."""
    n = points(obs, O_NUM_PLAYERS, MAX_PLAYERS)
    lp = np.zeros(MAX_PLAYERS, np.int64)
    alive = np.zeros(MAX_PLAYERS, np.bool_)
    kind = np.zeros((MAX_PLAYERS, N_MZONES), np.int64)
    atk = np.zeros((MAX_PLAYERS, N_MZONES), np.int64)
    dfn = np.zeros((MAX_PLAYERS, N_MZONES), np.int64)
    for r in range(n):
        s = O_SEATS + r * SEAT_SIZE
        alive[r] = obs[s + S_ALIVE] > 0
        lp[r] = points(obs, s + S_LP, LP_SCALE)
        for z in range(N_MZONES):
            o = s + S_MZONE + z * CARD_SIZE
            kind[r, z] = monster_state(obs, o)
            atk[r, z] = points(obs, o + K_ATK, STAT_SCALE)
            dfn[r, z] = points(obs, o + K_DEF, STAT_SCALE)
    return n, lp, alive, kind, atk, dfn


@njit(cache=True)
def monster_value(atk, dfn):
    """How much a monster is worth keeping: its ATK, DEF as a tie-breaker."""
    return atk + dfn / 32.0


@njit(cache=True)
def kill_value(kind, atk, dfn):
    """What a monster in state ``kind`` is worth, in LP points: its value, or HIDDEN_VALUE for
    one the observer cannot see (what destroying it gains, what losing it costs)."""
    return KILL_WEIGHT * (HIDDEN_VALUE if kind == M_HIDDEN else monster_value(atk, dfn))


@njit(cache=True)
def standings(obs):
    """Each player's standing as the observer sees it, by relative seat, in LP points: LP plus
    its monsters' value (one it cannot see HIDDEN_VALUE); 0 for a player out of the duel."""
    n, lp, alive, kind, atk, dfn = read_board(obs)
    out = np.zeros(MAX_PLAYERS)
    for r in range(n):
        if not alive[r]:
            continue
        v = float(lp[r])
        for z in range(N_MZONES):
            if kind[r, z] != M_NONE:
                v += kill_value(kind[r, z], atk[r, z], dfn[r, z])
        out[r] = v
    return out


@njit(cache=True)
def beats(a, kind, atk, dfn):
    """An attack with ATK ``a`` destroys the target without losing the attacker."""
    if kind == M_ATK:
        return a > atk
    if kind == M_DEF:
        return a > dfn
    return kind == M_HIDDEN and a >= HIDDEN_MIN_ATK


@njit(cache=True)
def monster_count(kind, r):
    k = 0
    for z in range(N_MZONES):
        k += kind[r, z] != M_NONE
    return k


@njit(cache=True)
def threat(n, alive, kind, atk):
    """The strongest face-up ATK any opponent could attack me with next round: below it a
    monster is run over (taking the strongest of all opponents beat the weakest-armed
    opponent's in head-to-head tests, 6 players)."""
    best = 0
    for r in range(1, n):
        if alive[r]:
            for z in range(N_MZONES):
                if (kind[r, z] == M_ATK or kind[r, z] == M_DEF) and atk[r, z] > best:
                    best = atk[r, z]
    return best


@njit(cache=True)
def can_hit(n, alive, kind, atk, dfn, a):
    """A monster with ATK ``a`` has a worthwhile attack: a direct one or a target it beats."""
    for r in range(1, n):
        if not alive[r]:
            continue
        if monster_count(kind, r) == 0:
            return True
        for z in range(N_MZONES):
            if beats(a, kind[r, z], atk[r, z], dfn[r, z]):
                return True
    return False


@njit(cache=True)
def wants_attack_position(a, d, danger, hits):
    """Attack Position when nothing out there beats it, or when it has an attack to make
    and is no better as a wall; otherwise Defense (no LP lost when it is run over)."""
    return a >= danger or (hits and a >= d)


# --- main phase ---------------------------------------------------------------------------
@njit(cache=True)
def best_summon(obs, mask, kind, atk, dfn, rng):
    """Hand slot of the Normal Summon/Set that adds the most to my field: the monster's
    value minus the value of the weakest monsters it would tribute; -1 if none gains."""
    mine = np.empty(N_MZONES, np.float64)
    k = 0
    for z in range(N_MZONES):
        if kind[0, z] != M_NONE:
            mine[k] = monster_value(atk[0, z], dfn[0, z])
            k += 1
    mine = np.sort(mine[:k])
    best, best_gain, ties = -1, 0.0, 0
    for h in range(HAND_SLOTS):
        if mask[A_SUMMON + h] == 0 and mask[A_SET_MONSTER + h] == 0:
            continue
        o = O_HAND + h * CARD_SIZE
        t = TRIBUTES[min(points(obs, o + K_LEVEL, LEVEL_SCALE), 12)]
        if t > k:
            continue
        gain = monster_value(points(obs, o + K_ATK, STAT_SCALE), points(obs, o + K_DEF, STAT_SCALE))
        gain -= mine[:t].sum()
        if gain > best_gain:
            best, best_gain, ties = h, gain, 1
        elif gain == best_gain and best >= 0:
            ties += 1
            if keep_tie(rng, ties):
                best = h
    return best


@njit(cache=True)
def main_phase_action(obs, mask, board, rng):
    """Special Summon by a procedure whenever one is offered, summon the best monster, flip or turn monsters to the position that suits them, then
    battle if there is an attack worth making; otherwise end the turn."""
    n, _, alive, kind, atk, dfn = board
    danger = threat(n, alive, kind, atk)
    battle = mask[A_TO_BATTLE] == 1
    for h in range(HAND_SLOTS):                # a summoning procedure costs no Normal Summon (B10)
        if mask[A_PROCEDURE + h] == 1:
            return A_PROCEDURE + h
    h = best_summon(obs, mask, kind, atk, dfn, rng)
    if h >= 0:
        o = O_HAND + h * CARD_SIZE
        a, d = points(obs, o + K_ATK, STAT_SCALE), points(obs, o + K_DEF, STAT_SCALE)
        hits = battle and can_hit(n, alive, kind, atk, dfn, a)
        if mask[A_SUMMON + h] == 1 and (wants_attack_position(a, d, danger, hits)
                                        or mask[A_SET_MONSTER + h] == 0):
            return A_SUMMON + h
        return A_SET_MONSTER + h
    for z in range(N_MZONES):
        hits = battle and can_hit(n, alive, kind, atk, dfn, atk[0, z])
        want = wants_attack_position(atk[0, z], dfn[0, z], danger, hits)
        if mask[A_FLIP_SUMMON + z] == 1 and want:
            return A_FLIP_SUMMON + z
        if mask[A_CHANGE_POS + z] == 1 and want != (kind[0, z] == M_ATK):
            return A_CHANGE_POS + z
    for h in range(HAND_SLOTS):                # Set Traps before leaving the Main Phase
        if mask[A_SET_CARD + h] == 1 and obs[O_HAND + h * CARD_SIZE + K_KIND + KIND_TRAP] > 0:
            return A_SET_CARD + h
    if battle:
        for z in range(N_MZONES):
            o = O_SEATS + S_MZONE + z * CARD_SIZE
            if (kind[0, z] == M_ATK and obs[o + K_ATTACKED] == 0
                    and can_hit(n, alive, kind, atk, dfn, atk[0, z])):
                return A_TO_BATTLE
    return A_TO_END


@njit(cache=True)
def first_legal(mask, start, count):
    for a in range(start, start + count):
        if mask[a] == 1:
            return a
    return -1


@njit(cache=True)
def target_choice(obs, mask):
    """An effect's target: from a graveyard the strongest monster, on the field the strongest
    card an opponent owns (the first one when all are hidden), its own cards last."""
    best, best_v = -1, -np.inf
    for k in range(MAX_CANDIDATES):
        if mask[A_SELECT + k] == 0:
            continue
        o = O_CANDIDATES + k * CANDIDATE_SIZE
        v = points(obs, o + K_ATK, STAT_SCALE)
        if obs[o + K_LOCATION + LOC_GRAVE] == 0 and obs[o + K_OWNER] > 0:
            v -= 1e6                                  # my own card on the field
        if v > best_v:
            best, best_v = A_SELECT + k, v
    return best


@njit(cache=True)
def strongest_candidate(obs, mask):
    """A card to search or Special Summon from the Deck: the one with the most ATK."""
    best, best_v = -1, -np.inf
    for k in range(MAX_CANDIDATES):
        if mask[A_SELECT + k] == 1 and points(obs, O_CANDIDATES + k * CANDIDATE_SIZE + K_ATK, STAT_SCALE) > best_v:
            best, best_v = A_SELECT + k, points(obs, O_CANDIDATES + k * CANDIDATE_SIZE + K_ATK, STAT_SCALE)
    return best


@njit(cache=True)
def designation_choice(mask, board):
    """The opponent with the most monsters (an effect that needs something of theirs to act
    on), the one with fewer LP on a tie."""
    n, lp, _, kind, _, _ = board
    best, best_v = -1, -np.inf
    for r in range(1, n):
        if mask[A_DESIGNATE + r - 1] == 0:
            continue
        v = (kind[r] != M_NONE).sum() * 1e6 - lp[r]
        if v > best_v:
            best, best_v = A_DESIGNATE + r - 1, v
    return best


@njit(cache=True)
def card_action(mask, prompt):
    """Use Spells, Traps and effects whenever the engine offers them (it does only when their
    conditions hold and they have something to act on): in a response window, any Set card;
    in the Main Phase, Spells from the hand, then Set ones, then monsters' Ignition Effects, then
    an effect from the GY (Phoenix Blade back to the hand); every trigger, optional ones included."""
    if prompt == PROMPT_PASS:
        return first_legal(mask, A_ACTIVATE_SET, N_SZONES)
    if prompt == PROMPT_IDLE:
        a = first_legal(mask, A_ACTIVATE, HAND_SLOTS)
        if a < 0:
            a = first_legal(mask, A_ACTIVATE_SET, N_SZONES)
        if a < 0:
            a = first_legal(mask, A_ACTIVATE_MONSTER, N_MZONES)
        return a if a >= 0 else first_legal(mask, A_ACTIVATE_GRAVE, 1)
    if prompt == PROMPT_TRIGGER:
        return first_legal(mask, A_SELECT, MAX_CANDIDATES)
    return -1


# --- battle -----------------------------------------------------------------------------------
@njit(cache=True)
def lp_weight(lp):
    return 1.0 + LOW_LP_WEIGHT * max(0.0, 1.0 - lp / LP_SCALE)


@njit(cache=True)
def option_value(a, r, t, lp, kind, atk, dfn):
    """The worth of one attack taken alone (used to rank and trim the options)."""
    if t == DIRECT:
        return ELIM_BONUS if a >= lp[r] else a * lp_weight(lp[r])
    k = kind[r, t]
    v = kill_value(k, atk[r, t], dfn[r, t])
    if k == M_ATK:
        v += (a - atk[r, t]) * lp_weight(lp[r])
    return v


@njit(cache=True)
def attack_options(mask, board, replay):
    """Per attacker (my zones with a legal attack): its ATK and its options ``r * 6 + t``
    (target zone t of relative seat r, t = DIRECT direct), best first, trimmed so that at most
    PLAN_LIMIT plans exist. A direct attack on a player who still has monsters is kept as
    an option when a plan could clear them first."""
    n, lp, alive, kind, atk, dfn = board
    zones = np.empty(N_MZONES, np.int64)
    power = np.empty(N_MZONES, np.int64)
    opts = np.empty((N_MZONES, MAX_PLAYERS * ATTACK_TARGETS), np.int64)
    nopt = np.zeros(N_MZONES, np.int64)
    vals = np.empty(MAX_PLAYERS * ATTACK_TARGETS, np.float64)
    m = 0
    for z in range(N_MZONES):
        a = atk[0, z]
        k = 0
        legal_any = False
        for r in range(1, n):
            for t in range(ATTACK_TARGETS):
                legal = mask[attack_action(z, r, t)] == 1
                legal_any |= legal
                if t == DIRECT:
                    ok = legal or (not replay and alive[r] and monster_count(kind, r) > 0)
                else:
                    ok = legal and beats(a, kind[r, t], atk[r, t], dfn[r, t])
                if ok:
                    opts[m, k] = r * ATTACK_TARGETS + t
                    vals[k] = option_value(a, r, t, lp, kind, atk, dfn)
                    k += 1
        if not legal_any:
            continue
        order = np.argsort(-vals[:k], kind="mergesort")
        opts[m, :k] = opts[m, :k][order]
        zones[m], power[m], nopt[m] = z, a, k
        m += 1
    while m > 0 and np.prod(nopt[:m] + 1) > PLAN_LIMIT:
        nopt[np.argmax(nopt[:m])] -= 1
    return m, zones, power, opts, nopt


@njit(cache=True)
def plan_value(choice, m, power, opts, board):
    """Score of one plan (choice[i] = option index + 1 of attacker i, 0 = no attack), or
    -1 if it is impossible: a target attacked twice, or a direct attack on a player whose
    monsters the plan does not all destroy. Kills are valued on players the plan does not
    knock out; damage beyond a player's LP is worth nothing, knocking them out a lot. Among
    equal plans the strongest attackers take the biggest targets."""
    n, lp, alive, kind, atk, dfn = board
    dmg = np.zeros(MAX_PLAYERS, np.int64)
    killed = np.zeros(MAX_PLAYERS, np.int64)
    kills = np.zeros(MAX_PLAYERS, np.float64)
    direct = np.zeros(MAX_PLAYERS, np.bool_)
    used = np.zeros((MAX_PLAYERS, N_MZONES), np.bool_)
    tie = 0.0
    for i in range(m):
        if choice[i] == 0:
            continue
        o = opts[i, choice[i] - 1]
        r, t = o // ATTACK_TARGETS, o % ATTACK_TARGETS
        if t == DIRECT:
            dmg[r] += power[i]
            direct[r] = True
            continue
        if used[r, t]:
            return -1.0
        used[r, t] = True
        killed[r] += 1
        k = kind[r, t]
        kills[r] += kill_value(k, atk[r, t], dfn[r, t])
        tie += power[i] * atk[r, t]
        if k == M_ATK:
            dmg[r] += power[i] - atk[r, t]
    total = TIE_WEIGHT * tie
    for r in range(1, n):
        if direct[r] and killed[r] < monster_count(kind, r):
            return -1.0
        if alive[r] and dmg[r] >= lp[r]:
            total += ELIM_BONUS + lp[r] * lp_weight(lp[r])
        else:
            total += dmg[r] * lp_weight(lp[r]) + kills[r]
    return total


@njit(cache=True)
def best_plan(m, power, opts, nopt, board):
    """The highest-scoring plan over every assignment of attackers to options."""
    choice = np.zeros(m, np.int64)
    best = np.zeros(m, np.int64)
    best_v = 0.0
    while True:
        v = plan_value(choice, m, power, opts, board)
        if v > best_v:
            best_v = v
            best[:] = choice
        i = 0
        while i < m and choice[i] == nopt[i]:
            choice[i] = 0
            i += 1
        if i == m:
            return best
        choice[i] += 1


@njit(cache=True)
def first_attack(plan, m, zones, opts, board, mask):
    """The plan's attack to declare now: a knockout blow first, then face-down targets (to
    see them before relying on them), then the biggest monsters, then direct attacks on the
    lowest LP. -1 if the plan has no attack that is legal now."""
    _, lp, _, kind, atk, dfn = board
    best_a, best_key = -1, np.inf
    for i in range(m):
        if plan[i] == 0:
            continue
        o = opts[i, plan[i] - 1]
        r, t = o // ATTACK_TARGETS, o % ATTACK_TARGETS
        a = attack_action(zones[i], r, t)
        if mask[a] == 0:
            continue
        if t == DIRECT:
            key = 0.0 if atk[0, zones[i]] >= lp[r] else 4e5 + lp[r]
        elif kind[r, t] == M_HIDDEN:
            key = 1e5
        elif kind[r, t] == M_ATK:
            key = 2e5 - atk[r, t]
        else:
            key = 3e5 - dfn[r, t]
        if key < best_key:
            best_a, best_key = a, key
    return best_a


@njit(cache=True)
def battle_action(mask, board, replay):
    """Declare the first attack of the best plan; with no attack worth making leave for
    Main Phase 2 (to set up defenses), or stop a replayed attack."""
    m, zones, power, opts, nopt = attack_options(mask, board, replay)
    if m > 0:
        plan = best_plan(m, power, opts, nopt, board)
        a = first_attack(plan, m, zones, opts, board, mask)
        if a >= 0:
            return a
    if replay:
        return A_STOP_ATTACK
    return A_TO_MAIN2 if mask[A_TO_MAIN2] == 1 else A_TO_END


# --- selections -------------------------------------------------------------------------------
@njit(cache=True)
def least_valuable_candidate(obs, mask, rng):
    """Tribute or discard the candidate worth least (a hidden or non-monster card counts as
    OTHER_CARD_VALUE)."""
    best, best_v, ties = -1, np.inf, 0
    for k in range(MAX_CANDIDATES):
        if mask[A_SELECT + k] == 0:
            continue
        o = O_CANDIDATES + k * CANDIDATE_SIZE
        v = OTHER_CARD_VALUE
        if obs[o + K_CARD] > 0 and obs[o + K_KIND + KIND_MONSTER] > 0:
            v = monster_value(points(obs, o + K_ATK, STAT_SCALE), points(obs, o + K_DEF, STAT_SCALE))
        if v < best_v:
            best, best_v, ties = A_SELECT + k, v, 1
        elif v == best_v:
            ties += 1
            if keep_tie(rng, ties):
                best = A_SELECT + k
    return best


# --- entry point ------------------------------------------------------------------------------
@njit(cache=True)
def default_action(mask):
    """Pass if allowed, else the first legal action; -1 when nothing is legal."""
    if mask[A_PASS] == 1:
        return A_PASS
    for a in range(mask.shape[0]):
        if mask[a] == 1:
            return a
    return -1


@njit(cache=True)
def heuristic_action(obs, mask, rng):
    """The heuristic's action for observation ``obs`` (float32[OBS_SIZE]) and ``mask``
    (int8[N_ACTIONS]); ``rng`` is a uint64[1] xorshift state for tie-breaks. Always legal
    (-1 only for an all-zero mask)."""
    prompt = np.argmax(obs[O_PROMPT:O_PROMPT + N_PROMPTS])
    a = card_action(mask, prompt)
    if a >= 0:
        return a
    if prompt == PROMPT_IDLE:
        a = main_phase_action(obs, mask, read_board(obs), rng)
    elif prompt == PROMPT_BATTLE or prompt == PROMPT_REPLAY:
        a = battle_action(mask, read_board(obs), prompt == PROMPT_REPLAY)
    elif prompt == PROMPT_TRIBUTE or prompt == PROMPT_DISCARD:
        a = least_valuable_candidate(obs, mask, rng)
    elif prompt == PROMPT_TARGET:
        a = target_choice(obs, mask)
    elif prompt == PROMPT_CHOOSE:
        a = strongest_candidate(obs, mask)
    elif prompt == PROMPT_DESIGNATE:
        a = designation_choice(mask, read_board(obs))
    elif prompt == PROMPT_UPKEEP:
        a = A_SELECT                               # keep the lock: its upkeep is cheap (Messenger of Peace)
    if 0 <= a < mask.shape[0] and mask[a] == 1:
        return a
    return default_action(mask)
