"""The Battle Phase: attack declaration among several opponents (B11, R8), replays (B14,
R35), the Damage Step (B13) and damage calculation (B12, or the HP model of P21: RULES.md 4.2)."""
from .._jit import njit
from .spell_counters import clear_battled_counters, note_battled

from ..cards.constants import (STATIC_EQUIPPED_STANDS_IN, MOD_CANNOT_ATTACK, STATIC_LOCK_BATTLED, UNTIL_NEXT_TURN_OF, MOD_DAMAGE_TO_ATTACKER, MOD_NO_BATTLE_DAMAGE, UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP,
                               TRIG_BATTLE_DAMAGE, TRIG_BATTLE_DESTROYED, TRIG_BATTLE_KILLED, TRIG_FACE_DOWN_BATTLED, TRIG_BATTLES, TRIG_DESTROYS_BY_BATTLE,
                               TRIG_DIRECT_DAMAGE, TRIG_FLIPPED, TRIG_ATTACKED_FACE_DOWN, TRIG_BATTLED_SURVIVOR,
                               TRIG_ATTACKS_FACE_UP_DEF, TRIG_DESTROYS_ANY, MOD_ATTACKS, MOD_DESTROYED_BY_BATTLE, MOD_BATTLE_DESTROYED,
                               TRIG_END_AFTER_BATTLE_DESTROYED, TRIG_ATTACHED_DESTROYED_BY_BATTLE,
                               MOD_ATTACK_ALL, MOD_ATTACKED_BY_ALL,
                               UNTIL_END_OF_TURN, STATIC_DEFENSE_AFTER_ATTACK, STATIC_BANISH_BATTLE_VICTIMS, STATIC_DEFENSE_AFTER_BATTLE_PHASE, MOD_NO_POSITION_CHANGE, STATIC_NEGATE_BATTLED_FLIP,
                               STATIC_SECOND_ATTACK, STATIC_ATTACKS_PER_EQUIP, COND_DESTROYED_BY_BATTLE, TRIG_ATTACKS_FACE_DOWN,
                               TRIG_END_AFTER_BATTLE_KILL, TRIG_ATTACKED_ATK, TRIG_ATTACKED_ATK_BATTLED,
                               TRIG_FACE_DOWN_ATTACKED, TRIG_OWN_MONSTER_DAMAGE)
from .constants import (A_ACTIVATE, A_ACTIVATE_END, A_ATTACK, A_STOP_ATTACK, A_TO_MAIN2, ATTACK_TARGETS, BATTLE_HP, EV_ATTACK, EVENT_ATTACK,
                        EV_ATTACK_STOPPED, EV_POSITION, EV_DESTROYED, EV_FLIPPED, EV_REPLAY, LOC_MZONE,
                        MAX_CARDS, MAX_PLAYERS, N_MZONES, N_SZONES, PHASE_END, PHASE_MAIN2, POS_FACEDOWN_DEF,
                        POS_FACEUP_ATK, POS_FACEUP_DEF, PROMPT_BATTLE, PROMPT_REPLAY,
                        LOC_DECK, LOC_GRAVE, STEP_BATTLE, STEP_DAMAGE, STEP_END, STEP_START, WINDOW_AFTER_PASS,
                        WINDOW_OPEN, WINDOW_RESPONSE, PROC_BATTLE)
from .damage import inflict_damage
from .events import log_event
from .losses import check_losses
from .modifiers import add_modifier, card_has, player_has, sweep_until
from .players import is_opponent, owes_choice, player_at_rel
from .legal import anyone_can_activate
from .priority import push_activation, push_window, triggers_first
from .stack import ask, pop
from .attack_statics import attack_cost, attacker_damage_factor, attackers_damage_shielded, negates_victims, past_monsters
from .statics import in_duel_statics, has_static
from .atk_def import cur_atk, cur_def, original_stat
from .attack_statics import battle_proof, pierces
from .trigger_events import (drop_triggers, note_attack_declared, note_face_up, note_linked_trigger,
                             note_own_monster_destroyed, note_trigger)
from .zones import banish_card, destroy, release_attached, send_to_grave
from .move_notes import destroyed_damage, note_destroyed_by, note_destroyed_to_grave
from .zone_queries import equipped_monster, monster_count, note_attack_counts

B_START = 0
B_ASK = 1
B_CHOSEN = 2
B_CHECK = 3
B_REPLAY_CHOSEN = 4
B_DAMAGE = 5
B_END_STEP = 6
B_DONE = 7
B_DAMAGE_END = 8
B_BEFORE_CALC = 9
B_CALC = 10
FLIPPED = 4          # run_battle's arg 0 before damage calculation: the attack flipped its target face-up


@njit(cache=True)
def battle_damage(st, db, q, amount, m, direct):
    """Player q takes ``amount`` battle damage from the battle of monster m (B12), credited to
    m's controller. R12 (Dimension Wall): if q redirected the battle damage they would take
    from this battle (``atk_redirect``), the attacking player takes it instead, credited to q.
    Otherwise, damage to an opponent of m's controller is noted for m's "when this card
    inflicts battle damage" triggers and its controller's lasting cards' "a monster you control
    inflicts battle damage", with q as their OPP-LINK opponent (R12: the damaged player, and only them). A player under a "no battle damage" modifier takes none (Kuriboh,
    Waboku), nor, from the attacking monster, one shielded from attackers' damage (Tornado Wall)."""
    if amount <= 0 or player_has(st, q, MOD_NO_BATTLE_DAMAGE) or (m == st.atk_card and attackers_damage_shielded(st, db, q)):
        return
    p = st.turn_player
    if q != p and player_has(st, q, MOD_DAMAGE_TO_ATTACKER):
        inflict_damage(st, p, amount, q)
        return
    src = st.c_ctrl[m]
    inflict_damage(st, q, amount, src)
    if is_opponent(st, src, q):
        events = 1 << TRIG_BATTLE_DAMAGE
        if direct:
            events |= 1 << TRIG_DIRECT_DAMAGE
        note_linked_trigger(st, m, events, q)
        for k in range(st.ls_n):                 # the controller's lasting cards (Robbin' Goblin), noted with q (R12)
            if st.c_ctrl[st.ls_card[k]] == src:
                note_linked_trigger(st, st.ls_card[k], 1 << TRIG_OWN_MONSTER_DAMAGE, q)


@njit(cache=True)
def declare_attack(st, db, a):
    """Fix attacker, target and attacked player from an attack action (R8), pay the attack's
    cost (R43: the top cards of the attacker's Deck to the GY), then open the response window
    with the attacked player first (R26)."""
    p = st.turn_player
    idx = a - A_ATTACK
    target = idx % ATTACK_TARGETS
    idx //= ATTACK_TARGETS
    rel = idx % (MAX_PLAYERS - 1) + 1
    zone = idx // (MAX_PLAYERS - 1)
    q = player_at_rel(st, p, rel)
    st.atk_card = st.mzone[p, zone]
    st.atk_player = q
    st.atk_target = st.mzone[q, target] if target < N_MZONES else -1
    note_attack_counts(st)
    note_attack_declared(st, p)                  # Ordeal of a Traveler
    st.c_attacked_turn[st.atk_card] = st.turn
    for _ in range(attack_cost(st, db, st.atk_card, q)):
        send_to_grave(st, st.pile[p, LOC_DECK, st.pile_n[p, LOC_DECK] - 1])
    if st.atk_target >= 0 and st.c_pos[st.atk_target] == POS_FACEDOWN_DEF:
        note_linked_trigger(st, st.atk_target, 1 << TRIG_ATTACKED_FACE_DOWN, p)   # R12: Ancient Lamp's opponent
    st.win_event = EVENT_ATTACK                  # its card is atk_card (effect_conditions.event_card)
    log_event(st, EV_ATTACK, st.atk_card, st.atk_target, q)
    push_window(st, p, WINDOW_RESPONSE, 1 << q)


@njit(cache=True)
def clear_attack(st):
    st.atk_card = -1
    st.atk_target = -1
    st.atk_player = -1
    sweep_until(st, UNTIL_END_OF_BATTLE)


@njit(cache=True)
def attacker_can_go_on(st):
    c = st.atk_card
    return (st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == st.turn_player
            and st.c_pos[c] == POS_FACEUP_ATK)


@njit(cache=True)
def needs_replay(st):
    """B14 / R35 / A-14 / A-15: the attacked player's monster count changed since the
    declaration, or the attacked player lost; with replay_scope="any_opponent" (P40) the same
    for any opponent of the attacker who was in the duel then."""
    if not st.rule_replay_any:
        return count_changed(st, st.atk_player)
    for q in range(st.num_players):
        if st.atk_counts[q] >= 0 and is_opponent(st, st.turn_player, q) and count_changed(st, q):
            return True
    return False


@njit(cache=True)
def count_changed(st, q):
    return not st.alive[q] or monster_count(st, q) != st.atk_counts[q]


@njit(cache=True)
def ocg_battle(st, db, a, t):
    """B12: ATK against ATK (the lower is destroyed, its controller takes the difference;
    equal ATK above 0 destroys both) or against DEF (no damage to the defender's controller,
    unless the attacker has piercing: then the difference). The monster whose side did not
    take the damage is the one that inflicted it (a defender inflicts the damage of a DEF
    higher than the attacker's ATK). Returns (attacker destroyed, target destroyed)."""
    p = st.turn_player
    q = st.atk_player
    atk = cur_atk(st, db, a)
    if st.c_pos[t] == POS_FACEUP_ATK:
        other = cur_atk(st, db, t)
        if atk > other:
            battle_damage(st, db, q, atk - other, a, False)
            return False, True
        if atk < other:
            battle_damage(st, db, p, (other - atk) * attacker_damage_factor(st, db, t), t, False)
            return True, False
        return atk > 0, atk > 0
    dfn = cur_def(st, db, t)
    if atk < dfn:
        battle_damage(st, db, p, (dfn - atk) * attacker_damage_factor(st, db, t), t, False)
    elif atk > dfn and pierces(st, db, a):           # B12: piercing battle damage
        battle_damage(st, db, q, atk - dfn, a, False)
    return False, atk > dfn


@njit(cache=True)
def hp_battle(st, db, a, t):
    """RULES.md 4.2 (P21 "hp"): HP is the DEF stat less the damage marked on the monster
    (H1, kept while it stays on the field: A-48). Position plays no part. Both monsters deal
    their ATK to each other at once (H2); one that takes damage and ends at HP <= 0 is
    destroyed (H3). The excess over the target's HP goes to its controller only when the
    target was the last monster on the attacked player's field (H4, H6); the attacker's own
    excess is never inflicted (A-48). Returns (attacker destroyed, target destroyed)."""
    atk = cur_atk(st, db, a)
    other = cur_atk(st, db, t)
    target_hp = cur_def(st, db, t) - st.c_damage[t]
    attacker_hp = cur_def(st, db, a) - st.c_damage[a]
    st.c_damage[t] += atk
    st.c_damage[a] += other
    kill_target = atk > 0 and atk >= target_hp
    if kill_target and monster_count(st, st.atk_player) == 1:
        battle_damage(st, db, st.atk_player, atk - target_hp, a, False)
    return other > 0 and other >= attacker_hp, kill_target


@njit(cache=True)
def flip_attacked(st):
    """B13, before damage calculation: an attacked face-down monster is flipped face-up; its
    FLIP effect waits for damage calculation (``damage_calculation``). Returns whether it was."""
    t = st.atk_target
    if t < 0 or st.c_pos[t] != POS_FACEDOWN_DEF:
        return False
    st.c_pos[t] = POS_FACEUP_DEF
    log_event(st, EV_FLIPPED, t, st.atk_player, 0)
    note_face_up(st)                          # R22: Rivalry of Warlords
    return True


@njit(cache=True)
def battle_goes_on(st):
    """The attacker is still on its controller's field in Attack Position and the attacked
    monster still on the attacked player's field (an effect in the Damage Step may have moved
    one: then there is no damage calculation, B13)."""
    t = st.atk_target
    return attacker_can_go_on(st) and (t < 0 or (st.c_loc[t] == LOC_MZONE and st.c_ctrl[t] == st.atk_player))


@njit(cache=True)
def damage_calculation(st, db, flipped):
    """B13 damage calculation: calculate (B12, or the HP model of P21), check losses at once
    (B21); a monster that cannot be destroyed by battle (Spirit Reaper) will stay. A direct
    attack deals the attacker's ATK in both models (B12, H5). After it, a target ``flipped``
    before it notes its FLIP effect, and two monsters that battled note "battles a monster"
    (D.D. Warrior Lady), each one this battle destroys also "destroyed in battle, after damage
    calculation" (D.D. Assailant). Returns the monsters to destroy by battle: 1 the attacker, 2 the target;
    and those whose effects are negated (Dark Ruler Ha Des: no trigger of theirs is noted): 4, 8."""
    a = st.atk_card
    t = st.atk_target
    q = st.atk_player
    kill_attacker = False
    kill_target = False
    mute_attacker = False                        # destroyed by battle with its effects negated (Dark Ruler Ha Des)
    mute_target = False
    if t < 0:                                    # past q's monsters (Sonic Shooter): its original ATK
        dmg = original_stat(st, db, a, True) if monster_count(st, q) > 0 and past_monsters(st, db, a, q) \
            else cur_atk(st, db, a)
        battle_damage(st, db, q, dmg, a, True)
    else:
        if st.rule_battle_model == BATTLE_HP:
            kill_attacker, kill_target = hp_battle(st, db, a, t)
        else:
            kill_attacker, kill_target = ocg_battle(st, db, a, t)
        kill_target = kill_target and not battle_proof(st, db, t) and not stood_in(st, db, t, a)
        kill_attacker = kill_attacker and not battle_proof(st, db, a) and not stood_in(st, db, a, t)
        mute_target = kill_target and (negates_victims(st, db, a)
                                       or (st.md_n > 0 and card_has(st, a, MOD_ATTACK_ALL)))   # Diffusion Wave-Motion
        mute_attacker = kill_attacker and negates_victims(st, db, t)
        if flipped and not mute_target and not (kill_target and has_static(st, db, a, STATIC_NEGATE_BATTLED_FLIP)):
            note_trigger(st, t, 1 << TRIG_FLIPPED)     # Blade Knight: negated, its Flip Effect is not activated
            if st.c_loc[t] == LOC_MZONE:         # attacked face-down (Marshmallon): R12, the attacking player
                note_linked_trigger(st, t, 1 << TRIG_FACE_DOWN_BATTLED, st.c_ctrl[a])
    check_losses(st)
    if t >= 0 and not flipped and not kill_target and st.c_loc[t] == LOC_MZONE and st.c_pos[t] == POS_FACEUP_ATK:
        note_trigger(st, t, 1 << TRIG_ATTACKED_ATK_BATTLED)   # Reflect Bounder's "then, after damage calculation"
    if t >= 0:
        note_battled(st, db, a)                  # Mythical Beast Cerberus: its counters go as the Battle Phase ends
        note_battled(st, db, t)
    if t >= 0 and st.c_loc[a] == LOC_MZONE and st.c_loc[t] == LOC_MZONE:
        lock_battled(st, db, a, t)
        lock_battled(st, db, t, a)
        if not mute_attacker:
            note_trigger(st, a, (1 << TRIG_BATTLES) | ((1 << TRIG_BATTLE_KILLED) if kill_attacker else 0)   # after
                         | (0 if kill_target else 1 << TRIG_BATTLED_SURVIVOR))                    # damage calculation
        if not mute_target:
            note_trigger(st, t, (1 << TRIG_BATTLES) | ((1 << TRIG_BATTLE_KILLED) if kill_target else 0)     # (B13);
                         | (0 if kill_attacker else 1 << TRIG_BATTLED_SURVIVOR))                  # Ryu Kokki
    return (1 if kill_attacker else 0) | (2 if kill_target else 0) | (4 if mute_attacker else 0) \
        | (8 if mute_target else 0)


@njit(cache=True)
def stood_in(st, db, m, other):
    """Monster m, which battle with ``other`` would destroy, has a monster equipped to it that is destroyed instead,
    by m's effect (Thousand-Eyes Restrict's "equipped monster stands in"); returns whether one was."""
    if not has_static(st, db, m, STATIC_EQUIPPED_STANDS_IN):
        return False
    e = equipped_monster(st, db, m)
    if e < 0:
        return False
    destroy(st, db, e, st.c_ctrl[m], False)
    return True


@njit(cache=True)
def lock_battled(st, db, m, other):
    """Monster m battled ``other``: if m has "monsters it battles cannot attack" (Harpie Lady 3), ``other`` cannot
    declare an attack until its controller's ``turns``-th next turn has ended (a MOD_CANNOT_ATTACK row). Not a chain
    link: it applies as the battle is calculated."""
    if not in_duel_statics(st, STATIC_LOCK_BATTLED) or st.c_pos[m] == POS_FACEDOWN_DEF:
        return
    rec = db[st.c_card[m]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_LOCK_BATTLED:
            q = st.c_ctrl[other]
            add_modifier(st, MOD_CANNOT_ATTACK, other, q, 1, UNTIL_NEXT_TURN_OF, q, st.turns_taken[q] + rec.s_amount[s])


@njit(cache=True)
def damage_step_window(st, db):
    """B13: a window of the Damage Step opens (the turn player first, then the attacked player,
    then the others: R24, R26) when some player could activate a card usable then (effects.py
    timing_allows); when nobody could, only waiting triggers are chained (after damage
    calculation: the FLIP effect, "battles a monster", battle damage). Returns whether a unit
    was pushed. Not once a player lost (R34 and the owed choices come first)."""
    if st.done or st.skip_to_next_turn or owes_choice(st):
        return False
    if anyone_can_activate(st, db):
        push_window(st, st.turn_player, WINDOW_OPEN, 1 << st.atk_player)
        return True
    return triggers_first(st, st.turn_player)


@njit(cache=True)
def end_of_damage_step(st, db, kills):
    """B13, end of the Damage Step: the monsters destroyed by battle still on the field go to
    the GY (one banished meanwhile, D.D. Warrior Lady, is not destroyed)."""
    p = st.turn_player
    a = st.atk_card
    t = st.atk_target
    q = st.atk_player
    destroyed_target = (kills & 2) != 0 and st.c_loc[t] == LOC_MZONE
    destroyed_attacker = (kills & 1) != 0 and st.c_loc[a] == LOC_MZONE
    banish_target = destroyed_target and has_static(st, db, a, STATIC_BANISH_BATTLE_VICTIMS)   # read before either
    banish_attacker = destroyed_attacker and has_static(st, db, t, STATIC_BANISH_BATTLE_VICTIMS)   # leaves
    if destroyed_target:
        destroy_by_battle(st, db, t, p, kills & 8, banish_target)
    if destroyed_attacker:
        destroy_by_battle(st, db, a, q, kills & 4, banish_attacker)
    if destroyed_target and face_up_on_field(st, a):            # one turned face-down meanwhile (Tsukuyomi) has none
        note_trigger(st, a, 1 << TRIG_DESTROYS_BY_BATTLE)   # "if this attacking card destroys a monster by battle"
        destroyed_by_battle(st, db, a, q)
    if destroyed_attacker and t >= 0 and face_up_on_field(st, t):
        destroyed_by_battle(st, db, t, p)                       # the attacked monster destroyed the attacker
    if st.c_loc[a] == LOC_MZONE and st.c_pos[a] == POS_FACEUP_ATK and st.c_ctrl[a] == p \
            and has_static(st, db, a, STATIC_DEFENSE_AFTER_ATTACK):   # Spear Dragon: not a chain link
        st.c_pos[a] = POS_FACEUP_DEF
        log_event(st, EV_POSITION, p, a, POS_FACEUP_DEF)
    release_attached(st, db)                         # an Equip Spell of a destroyed monster follows it
    check_losses(st)                                 # a monster that burns its controller as it is destroyed (Ojama Token)


@njit(cache=True)
def awaits_battle_destruction(st, m):
    """Monster m was destroyed by battle in the Damage Step in progress and waits on the field for its end, when
    it goes to the GY (the battle unit's kills: ygopro's STATUS_BATTLE_DESTROYED)."""
    for i in range(st.stk_n):
        if st.stk_proc[i] == PROC_BATTLE and st.stk_step[i] == B_DAMAGE_END:
            kills = st.stk_arg[i, 0]
            return (kills & 2 != 0 and m == st.atk_target) or (kills & 1 != 0 and m == st.atk_card)
    return False


@njit(cache=True)
def face_up_on_field(st, m):
    return st.c_loc[m] == LOC_MZONE and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF)


@njit(cache=True)
def destroyed_by_battle(st, db, m, victim):
    """Monster m, still face-up on the field at the end of the Damage Step, destroyed a monster of player
    ``victim`` by battle: its "destroys a monster by battle" triggers (Zombyra the Dark; noted with that
    player as their OPP-LINK opponent if an opponent of m's controller, R12: Fenrir), and a MOD_DESTROYED_BY_BATTLE
    row for this turn while it stays (the level up of Horus the Black Flame Dragon; Mystic Swordsman
    LV2's "end phase after destroying by battle")."""
    note_linked_trigger(st, m, 1 << TRIG_DESTROYS_ANY, victim if is_opponent(st, st.c_ctrl[m], victim) else -1)
    if st.c_trig[m] & (1 << TRIG_END_AFTER_BATTLE_KILL):
        add_modifier(st, MOD_DESTROYED_BY_BATTLE, m, st.c_ctrl[m], 1, UNTIL_END_OF_TURN, -1, st.turn)
        return
    rec = db[st.c_card[m]]
    for e in range(rec.e_n):                     # only a card whose effect reads it (the record stays as it was)
        if rec.e_cond[e] == COND_DESTROYED_BY_BATTLE:
            add_modifier(st, MOD_DESTROYED_BY_BATTLE, m, st.c_ctrl[m], 1, UNTIL_END_OF_TURN, -1, st.turn)
            return



@njit(cache=True)
def reset_damage_step(st):
    """B13: ATK changes until the end of the Damage Step lapse, and once-per-battle effects are
    usable again (as a Damage Step begins: also after one a loss cut short; and as it ends)."""
    sweep_until(st, UNTIL_END_OF_DAMAGE_STEP)       # once-per-battle marks too (MOD_USED_IN_DAMAGE_STEP)
    st.before_calc = False


@njit(cache=True)
def note_attached_to_destroyed(st, c, ctrl):
    """Monster c, controlled by ``ctrl``, is destroyed by battle: the cards attached to it that ``ctrl`` controls and
    that wait for it (Necklace of Command) are noted, to be chained once they are in the GY."""
    for q in range(st.num_players):
        for z in range(N_SZONES):
            d = st.szone[q, z]
            if d >= 0 and st.c_attached[d] >= 0 and st.c_attached[d] % MAX_CARDS == c and st.c_ctrl[d] == ctrl \
                    and st.c_trig[d] & (1 << TRIG_ATTACHED_DESTROYED_BY_BATTLE):
                note_trigger(st, d, 1 << TRIG_ATTACHED_DESTROYED_BY_BATTLE)


@njit(cache=True)
def destroy_by_battle(st, db, c, by, muted, banish):
    """End of the Damage Step (B13): to the GY, where "destroyed by battle and sent to the
    GY" can trigger (B17), unless its effects are negated (``muted``: Dark Ruler Ha Des); or
    banished instead (``banish``: Dark Magician of Chaos), where no GY trigger is noted."""
    since = st.tr_n
    ctrl = st.c_ctrl[c]
    face_up = st.c_pos[c] != POS_FACEDOWN_DEF
    log_event(st, EV_DESTROYED, c, by, 0)
    note_attached_to_destroyed(st, c, ctrl)      # Necklace of Command, before it leaves with c
    destroyed_damage(st, db, c)
    if banish:
        banish_card(st, c, by)
    else:
        send_to_grave(st, c)
    note_destroyed_to_grave(st, c, True)
    note_destroyed_by(st, c, ctrl, by)
    note_own_monster_destroyed(st, db, c, ctrl, face_up)     # Backfire
    if st.c_loc[c] == LOC_GRAVE:                 # noted with the player whose monster destroyed it (R12: Silpheed)
        note_linked_trigger(st, c, 1 << TRIG_BATTLE_DESTROYED, by if is_opponent(st, ctrl, by) else -1)
        if st.c_trig[c] & (1 << TRIG_END_AFTER_BATTLE_DESTROYED):     # Fox Fire: kept for this turn's End Phase
            add_modifier(st, MOD_BATTLE_DESTROYED, c, ctrl, 1, UNTIL_END_OF_TURN, -1, st.turn)
    if muted:
        drop_triggers(st, -1, c, since)


@njit(cache=True)
def end_of_battle_phase(st, db, p):
    """The end of p's Battle Phase: each face-up monster of p's with "defense position at the end of the battle
    phase after attacking" that attacked this turn goes to Defense Position, and its battle position cannot be
    changed until the end of p's next turn (a MOD_NO_POSITION_CHANGE row on it; not a chain link: Goblin Attack
    Force); each monster that battled and loses its counters for it loses them (Mythical Beast Cerberus)."""
    clear_battled_counters(st, db)
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and st.c_attacked_turn[m] == st.turn and has_static(st, db, m, STATIC_DEFENSE_AFTER_BATTLE_PHASE):
            if st.c_pos[m] == POS_FACEUP_ATK:
                st.c_pos[m] = POS_FACEUP_DEF
                log_event(st, EV_POSITION, p, m, POS_FACEUP_DEF)
            add_modifier(st, MOD_NO_POSITION_CHANGE, m, p, 1, UNTIL_NEXT_TURN_OF, p, st.turns_taken[p] + 1)


@njit(cache=True)
def run_battle(st, db, i):
    p = st.turn_player
    while True:
        step = st.stk_step[i]
        if step == B_START:
            st.step = STEP_START
            push_window(st, p, WINDOW_OPEN, 0)
            st.stk_step[i] = B_ASK
            return
        if step == B_ASK:
            st.step = STEP_BATTLE
            if triggers_first(st, p):             # B17: e.g. from the Damage Step
                return
            ask(st, db, PROMPT_BATTLE, p)
            st.stk_step[i] = B_CHOSEN
            return
        if step == B_CHOSEN:
            a = st.answer
            if A_ACTIVATE <= a < A_ACTIVATE_END:  # a Quick-Play Spell or Trap at the open state
                push_activation(st, db, p, a, False, False)
                st.stk_step[i] = B_ASK
            elif a >= A_ATTACK:
                declare_attack(st, db, a)
                if st.md_n > 0 and st.atk_target >= 0 and card_has(st, st.atk_card, MOD_ATTACK_ALL):
                    add_modifier(st, MOD_ATTACKED_BY_ALL, st.atk_target, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
                if has_static(st, db, st.atk_card, STATIC_SECOND_ATTACK) \
                        or has_static(st, db, st.atk_card, STATIC_ATTACKS_PER_EQUIP):   # its declarations this turn
                    add_modifier(st, MOD_ATTACKS, st.atk_card, p, 1, UNTIL_END_OF_TURN, -1, st.turn)
                st.stk_step[i] = B_CHECK
            else:
                st.goto_phase = PHASE_MAIN2 if a == A_TO_MAIN2 else PHASE_END
                push_window(st, p, WINDOW_AFTER_PASS, 0)
                st.stk_step[i] = B_END_STEP
            return
        if step == B_CHECK:
            if st.atk_negated:                    # an effect negated the attack (it still counts)
                st.atk_negated = False
                clear_attack(st)
                st.stk_step[i] = B_ASK
                if st.bp_end:                     # ... and ended the Battle Phase: End Step, then Main 2
                    st.bp_end = False
                    st.goto_phase = PHASE_MAIN2
                    st.stk_step[i] = B_END_STEP
            elif not attacker_can_go_on(st):
                log_event(st, EV_ATTACK_STOPPED, st.atk_card, 0, 0)
                clear_attack(st)
                st.stk_step[i] = B_ASK
            elif needs_replay(st):
                log_event(st, EV_REPLAY, st.atk_card, 0, 0)
                ask(st, db, PROMPT_REPLAY, p)
                st.stk_step[i] = B_REPLAY_CHOSEN
                return
            else:
                st.stk_step[i] = B_DAMAGE
        elif step == B_REPLAY_CHOSEN:
            if st.answer == A_STOP_ATTACK:
                log_event(st, EV_ATTACK_STOPPED, st.atk_card, 0, 0)
                clear_attack(st)
                st.stk_step[i] = B_ASK
            else:
                declare_attack(st, db, st.answer)
                st.stk_step[i] = B_CHECK
                return
        elif step == B_DAMAGE:                    # B13: the start of the Damage Step
            reset_damage_step(st)
            st.step = STEP_DAMAGE
            t = st.atk_target
            if t >= 0 and st.c_pos[t] == POS_FACEUP_DEF and attacker_can_go_on(st):   # Ninja Grandmaster Sasuke
                note_trigger(st, st.atk_card, 1 << TRIG_ATTACKS_FACE_UP_DEF)
            if t >= 0 and st.c_pos[t] == POS_FACEDOWN_DEF and battle_goes_on(st):
                note_trigger(st, st.atk_card, 1 << TRIG_ATTACKS_FACE_DOWN)   # Mystic Swordsman LV2
            st.stk_step[i] = B_BEFORE_CALC
            if damage_step_window(st, db):
                return
        elif step == B_BEFORE_CALC:               # B13: before damage calculation
            st.stk_step[i] = B_CALC
            if not battle_goes_on(st):
                st.stk_step[i] = B_DAMAGE_END
            elif flip_attacked(st):
                st.stk_arg[i, 0] = FLIPPED               # it was face-down (Blast Sphere): R12, the attacking player
                note_linked_trigger(st, st.atk_target, 1 << TRIG_FACE_DOWN_ATTACKED, st.c_ctrl[st.atk_card])
            elif st.atk_target >= 0 and st.c_pos[st.atk_target] == POS_FACEUP_ATK:
                note_trigger(st, st.atk_target, 1 << TRIG_ATTACKED_ATK)   # Reflect Bounder
            st.before_calc = st.stk_step[i] == B_CALC   # Injection Fairy Lily's window (COND_BATTLING)
            if st.before_calc and damage_step_window(st, db):
                return
        elif step == B_CALC:                      # B13: damage calculation, then the window after it
            st.before_calc = False
            flipped = st.stk_arg[i, 0] == FLIPPED
            st.stk_arg[i, 0] = damage_calculation(st, db, flipped) if battle_goes_on(st) else 0
            st.stk_step[i] = B_DAMAGE_END
            if damage_step_window(st, db):
                return
        elif step == B_DAMAGE_END:
            end_of_damage_step(st, db, st.stk_arg[i, 0])
            reset_damage_step(st)
            st.stk_arg[i, 0] = 0
            clear_attack(st)
            st.step = STEP_BATTLE
            st.stk_step[i] = B_ASK
            if st.done or st.skip_to_next_turn or owes_choice(st):
                return                    # R34 / V-2v2-4 / V-3v3-2: a loss is handled before the next ask
        elif step == B_END_STEP:
            end_of_battle_phase(st, db, p)
            st.step = STEP_END
            push_window(st, p, WINDOW_OPEN, 0)
            st.stk_step[i] = B_DONE
            return
        else:
            pop(st)
            return
