"""Behaviour tests for the Battle Royal rules, RULES.md §2 (R1-R45).

Each test names the rule and, where RULES.md has one, the test id (T-Rnn). Players A-E are
player ids 0-4 in seats 1-5 unless a test sets another seat order. Tests that need to see
every pass use ``auto_answer=False``; with the default, single-option prompts are answered
by the engine but still logged as 'ask' events, so asked orders can be read either way.
R1 is tested with B20 in test_rules_base.py (T-R1), R4 with B4.
"""
from __future__ import annotations

import pytest

from ygo_royal_env import Duel, DuelConfig, DuelOverError
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.players import next_alive, prev_alive
from ygo_royal_env.duel import check_invariants
from ygo_royal_env.scenario import deal_damage

from conftest import (A, B, C, D, E, F, act, asked, end_turn, events, grave, hand, kinds, loc,
                      monster, monsters, mz, owned_cards, pass_all, pass_while, phases, pile,
                      player, prompt, scenario)

DIRECT = K.N_MZONES


def attacks(duel):
    return sorted(a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT)


def rel(duel, me, q):
    n = duel.num_players
    return (int(duel.rec["seat_of"][q]) - int(duel.rec["seat_of"][me])) % n


def turn_starts(duel, since=0):
    """(player, round) of every turn start since ``since``."""
    return [(e.a, e.b) for e in events(duel, since, "turn")]


# --- R3 seat order ------------------------------------------------------------------------------
def test_r3_seeded_seat_order_is_reproducible_and_is_the_turn_order():
    """T-R3: 4 players, random seats from seed 7: two duels get the same permutation, and
    turns go seat 1 -> 2 -> 3 -> 4 -> 1."""
    one = Duel(DuelConfig(num_players=4), seed=7)
    two = Duel(DuelConfig(num_players=4), seed=7)
    seats = [int(x) for x in one.rec["player_at"][:4]]
    assert seats == [int(x) for x in two.rec["player_at"][:4]]
    assert sorted(seats) == [0, 1, 2, 3]
    for s, p in enumerate(seats):
        assert one.rec["seat_of"][p] == s
    for _ in range(4):
        end_turn(one)
    assert turn_starts(one) == [(seats[0], 1), (seats[1], 1), (seats[2], 1), (seats[3], 1),
                                (seats[0], 2)]


def test_r3_seat_draw_depends_on_the_seed():
    perms = {tuple(int(x) for x in Duel(DuelConfig(num_players=4), seed=s).rec["player_at"][:4])
             for s in range(12)}
    assert len(perms) > 1


def test_r3_explicit_seat_order():
    duel = Duel(DuelConfig(num_players=4, seat_order=[2, 0, 3, 1]), seed=1)
    assert [int(x) for x in duel.rec["player_at"][:4]] == [2, 0, 3, 1]
    for _ in range(4):
        end_turn(duel)
    assert [p for p, _ in turn_starts(duel)] == [2, 0, 3, 1, 2]


# --- R5 everyone is everyone's opponent ---------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 6])
def test_r5_every_other_player_is_an_opponent_to_attack(n):
    """T-R5 as behaviour: every player's attack options include all the others."""
    for tp in range(n):
        players = [player(monsters=["Battle Ox"] if p == tp else []) for p in range(n)]
        duel = scenario(players, turn_player=tp, phase="battle")
        expected = sorted(attack_action(0, rel(duel, tp, q), DIRECT) for q in range(n) if q != tp)
        assert attacks(duel) == expected


# --- R6 turn order, round, upper and lower players ----------------------------------------------
def test_r6_round_increments_on_wrap_and_next_prev():
    """T-R6a: when D's turn in round 1 ends, A's turn starts, round = 2, next(D) = A,
    prev(A) = D."""
    duel = scenario([player(hand=["Battle Ox"]) for _ in range(4)], turn_player=D, phase="end",
                    round=1)
    assert turn_starts(duel) == [(A, 2)]          # D's End Phase ran out (auto-answered)
    assert int(duel.rec["round"]) == 2 and int(duel.rec["turn_player"]) == A
    assert next_alive(duel.rec, D) == A and prev_alive(duel.rec, A) == D
    assert next_alive(duel.rec, A) == B and prev_alive(duel.rec, B) == A


def test_r6_a_player_who_lost_is_skipped():
    """T-R6b: B has lost; when A's turn ends C's turn starts, next(A) = C, prev(C) = A."""
    duel = scenario([player(hand=["Battle Ox"]), player(alive=False, lp=0),
                     player(hand=["Battle Ox"]), player(hand=["Battle Ox"])], phase="main2")
    since = duel.event_count
    end_turn(duel)
    assert turn_starts(duel, since) == [(C, 2)]
    assert next_alive(duel.rec, A) == C and prev_alive(duel.rec, C) == A
    assert B not in asked(duel, since)


# --- R7 see test_rules_base.py (T-R7a, T-R7b and the first_seat variant) --------------------------

# --- R8 attack targets among several opponents ----------------------------------------------------
def test_r8_attack_any_opponent_monster_or_directly_an_opponent_without_monsters():
    """T-R8a: B controls X, C controls none, A's M has not attacked: the legal declarations
    for M are exactly {attack X, attack C directly}; nothing against B directly or A's side."""
    duel = scenario([player(monsters=[None, "Luster Dragon", "Battle Ox"]),
                     player(monsters=[None, None, "Mystical Elf"]), player()], phase="battle")
    m_attacks = [a for a in attacks(duel) if (a - K.A_ATTACK) // ((K.MAX_PLAYERS - 1) * 6) == 1]
    assert m_attacks == sorted([attack_action(1, 1, 2), attack_action(1, 2, DIRECT)])
    # both of A's monsters have the same two options
    assert attacks(duel) == sorted(attack_action(z, r, t) for z in (1, 2)
                                   for r, t in ((1, 2), (2, DIRECT)))


def test_r8_direct_attack_disappears_once_that_opponent_controls_a_monster():
    """T-R8b: C now controls Y (built directly: no Special Summons without effects), so the
    set becomes {attack X, attack Y}."""
    duel = scenario([player(monsters=[None, "Luster Dragon"]),
                     player(monsters=[None, None, "Mystical Elf"]),
                     player(monsters=["Battle Ox"])], phase="battle")
    assert attacks(duel) == sorted([attack_action(1, 1, 2), attack_action(1, 2, 0)])


def test_r8_attacked_player_is_fixed_at_declaration_with_any_seat_order():
    """R8 with seats B, C, A: offsets are seat-relative and the 'attack' event names the
    attacked player."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Battle Ox"]), player()],
                    phase="battle", seat_order=[B, C, A])
    assert rel(duel, A, B) == 1 and rel(duel, A, C) == 2
    since = duel.event_count
    act(duel, attack_action(0, rel(duel, A, C), DIRECT))
    atk = events(duel, since, "attack")
    assert [(e.a, e.b, e.c) for e in atk] == [(mz(duel, A, 0), -1, C)]
    assert duel.rec["lp"][C] == 8000 - 1900 and duel.rec["lp"][B] == 8000


def test_r8_no_attack_on_a_player_who_lost():
    duel = scenario([player(monsters=["Luster Dragon"]), player(alive=False, lp=0), player()],
                    phase="battle")
    assert attacks(duel) == [attack_action(0, 2, DIRECT)]


def test_r8_targets_of_a_player_who_loses_vanish_from_the_pending_choice():
    """R8 + R31: B loses (outside the rules) while A is choosing an attack: B's monster and
    B are no longer offered; C still is."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Battle Ox"]),
                     player(monsters=[None, "Mystical Elf"])], phase="battle")
    assert attacks(duel) == sorted([attack_action(0, 1, 0), attack_action(0, 2, 1)])
    deal_damage(duel, B, 8000)
    check_invariants(duel)
    assert duel.current_player == A and prompt(duel) == K.PROMPT_BATTLE
    assert attacks(duel) == [attack_action(0, 2, 1)]


# --- R24 open game state ----------------------------------------------------------------------
def test_r24_open_state_asks_turn_player_then_round_the_table():
    """T-R24: A-D, A's Main Phase 1 and nobody acts: asked [A, B, C, D], then the game
    proceeds (A moves to the Battle Phase)."""
    duel = scenario([player(monsters=["Battle Ox"]), player(), player(), player()],
                    auto_answer=False)
    assert asked(duel) == [A] and prompt(duel) == K.PROMPT_IDLE
    since = duel.event_count
    act(duel, K.A_TO_BATTLE)                     # A passes on the open state
    for p in (B, C, D):
        assert duel.current_player == p and prompt(duel) == K.PROMPT_PASS
        assert phases(duel, since) == []         # nothing proceeds until everyone passed
        act(duel, K.A_PASS)
    assert asked(duel, 0)[:4] == [A, B, C, D]
    assert phases(duel, since) == [(A, K.PHASE_BATTLE)]


@pytest.mark.parametrize("seat_order", [[0, 1, 2, 3], [2, 3, 0, 1]])
def test_r24_draw_and_standby_open_states(seat_order):
    """R24 in the Draw and Standby Phases: TP first, then next(TP) ... prev(TP)."""
    tp = seat_order[1]
    duel = scenario([player() for _ in range(4)], turn_player=tp, phase="draw", auto_answer=False,
                    seat_order=seat_order)
    s = seat_order.index(tp)
    ring = [seat_order[(s + k) % 4] for k in range(4)]
    assert asked(duel) == ring[:1]
    pass_all(duel)
    draw_asks, standby_asks = asked(duel)[:4], asked(duel)[4:8]
    assert draw_asks == ring and standby_asks == ring
    assert phases(duel) == [(tp, K.PHASE_DRAW), (tp, K.PHASE_STANDBY), (tp, K.PHASE_MAIN1)]


# --- R25 responses to an operation that affects nobody directly ----------------------------------
def test_r25_after_a_normal_summon_the_others_then_the_actor():
    """T-R25 analogue: after A's Normal Summon the asked order is [B, C, D], then A (A-01)."""
    duel = scenario([player(hand=["Battle Ox"]), player(), player(), player()], auto_answer=False)
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == [B, C, D, A]
    assert prompt(duel) == K.PROMPT_IDLE and duel.current_player == A


def test_r25_without_actor_final_decision():
    duel = scenario([player(hand=["Battle Ox"]), player(), player(), player()], auto_answer=False,
                    actor_final_decision=False)
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == [B, C, D]


def test_r25_flip_summon_from_another_seat():
    """R25 from a non-first seat: C flip summons; asked [D, A, B], then C."""
    duel = scenario([player(), player(), player(monsters=[monster("Gemini Elf", "set")]), player()],
                    turn_player=C, auto_answer=False)
    since = duel.event_count
    act(duel, K.A_FLIP_SUMMON + 0)
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == [D, A, B, C]


# --- R26 / R27 directly affected players first, no repeats ---------------------------------------
def _five(attacker_side=("Summoned Skull",), tp=A):
    players = [player(monsters=["Battle Ox"]) for _ in range(5)]
    players[tp] = player(monsters=list(attacker_side))
    players[E] = player()                 # E controls no monsters
    return scenario(players, turn_player=tp, phase="battle")


def test_r26_attack_on_a_monster_asks_its_controller_first():
    """T-R26c: A attacks C's monster: asked [C, B, D, E], then A."""
    duel = _five()
    since = duel.event_count
    act(duel, attack_action(0, 2, 0))
    assert asked(duel, since, K.PROMPT_PASS) == [C, B, D, E, A]
    assert [e.a for e in events(duel, since, "damage")] == [C]      # then the attack resolves


def test_r26_direct_attack_asks_the_attacked_player_first():
    """T-R26c: A attacks E directly: asked [E, B, C, D], then A."""
    duel = _five()
    since = duel.event_count
    act(duel, attack_action(0, 4, DIRECT))
    assert asked(duel, since, K.PROMPT_PASS) == [E, B, C, D, A]


def test_r26_affected_player_before_the_actors_lower_player():
    """T-R26b shape with an attack: C (TP) attacks A's monster: asked [A, D, E, B], then C."""
    duel = _five(tp=C)
    since = duel.event_count
    act(duel, attack_action(0, rel(duel, C, A), 0))
    assert asked(duel, since, K.PROMPT_PASS) == [A, D, E, B, C]


def test_r27_every_player_decides_exactly_once_per_window():
    """R27: 6 players, D attacks B's monster: each other player is asked once, then D."""
    players = [player(monsters=["Battle Ox"]) for _ in range(6)]
    players[D] = player(monsters=["Summoned Skull"])
    duel = scenario(players, turn_player=D, phase="battle", auto_answer=False)
    since = duel.event_count
    act(duel, attack_action(0, rel(duel, D, B), 0))
    pass_all(duel)
    order = asked(duel, since, K.PROMPT_PASS)
    assert order == [B, E, F, A, C, D]
    assert sorted(order) == list(range(6))


# --- R31 cards the loser owns and controls -------------------------------------------------------
def test_r31_loser_cards_leave_the_game_from_every_zone():
    """T-R31a (normal monsters): A's cards in hand, Deck, GY, banished pile and field all go
    OUT_OF_GAME; 'left field' for the field cards, 'left the game', no 'sent to GY' or
    'destroyed'."""
    duel = scenario([player(hand=["Battle Ox", "Gemini Elf"], deck=["Luster Dragon"] * 3,
                            graveyard=["Vorse Raider"] * 3, banished=["Celtic Guardian"],
                            monsters=["Summoned Skull", monster("Mystical Elf", "set")]),
                     player(hand=["Battle Ox"]), player()], turn_player=B)
    mine = owned_cards(duel, A)
    field = monsters(duel, A)
    assert len(mine) == 11
    since = duel.event_count
    deal_damage(duel, A, 8000)
    check_invariants(duel)
    assert all(loc(duel, c) == K.LOC_OUT for c in mine)
    assert sorted(pile(duel, A, K.LOC_OUT)) == sorted(mine)
    for where in (K.LOC_HAND, K.LOC_DECK, K.LOC_GRAVE, K.LOC_BANISHED):
        assert pile(duel, A, where) == []
    assert sorted(e.a for e in events(duel, since, "left field")) == sorted(field)
    assert [(e.a, e.b) for e in events(duel, since, "left the game")] == [(A, 11)]
    assert events(duel, since, "sent to GY") == [] and events(duel, since, "destroyed") == []
    assert duel.results()[A] == -1 and duel.current_player == B      # B's turn goes on (R34)


# --- R32 cards the loser owns but another player controls ---------------------------------------
def test_r32_card_owned_by_the_loser_stays_with_its_controller_then_leaves_the_game():
    """T-R32a/b: A controls B's monster M; B loses: M stays under A's control. When M is
    later destroyed by battle it goes OUT_OF_GAME: 'destroyed' and 'left field' are
    logged, 'sent to GY' is not."""
    duel = scenario([player(monsters=[monster("Battle Ox", owner=B)]), player(hand=["Gemini Elf"]),
                     player(monsters=["Luster Dragon"])])
    m = mz(duel, A, 0)
    deal_damage(duel, B, 8000)
    assert not duel.rec["alive"][B]
    assert loc(duel, m) == K.LOC_MZONE and int(duel.rec["c_ctrl"][m]) == A
    assert int(duel.rec["c_owner"][m]) == B
    assert all(loc(duel, c) == K.LOC_OUT for c in owned_cards(duel, B) if c != m)
    check_invariants(duel)
    act(duel, K.A_TO_BATTLE)
    since = duel.event_count
    act(duel, attack_action(0, 2, 0))          # Battle Ox 1700 into Luster Dragon 1900
    assert loc(duel, m) == K.LOC_OUT and m in pile(duel, B, K.LOC_OUT)
    assert [e.a for e in events(duel, since, "destroyed")] == [m]
    assert [e.a for e in events(duel, since, "left field")] == [m]
    assert events(duel, since, "sent to GY") == []
    assert grave(duel, A) == [] and grave(duel, B) == []


def test_r32_tributing_a_card_of_a_loser_sends_it_out_of_the_game():
    duel = scenario([player(hand=["Summoned Skull"], monsters=[monster("Battle Ox", owner=B)]),
                     player(), player()])
    m = mz(duel, A, 0)
    deal_damage(duel, B, 8000)
    act(duel, K.A_SUMMON + 0)                  # the only tribute candidate: auto-answered
    assert loc(duel, m) == K.LOC_OUT and grave(duel, A) == [] and grave(duel, B) == []


# --- R33 cards another player owns but the loser controls ---------------------------------------
def test_r33_card_controlled_by_the_loser_goes_to_its_owners_gy():
    """R33 / A-09: C's monster on B's field and C's card in B's hand go to C's GY by rule
    when B loses ('sent to GY', not 'destroyed'); B's own cards leave the game."""
    duel = scenario([player(hand=["Battle Ox"]),
                     player(hand=[{"card": "Gemini Elf", "owner": C}, "Vorse Raider"],
                            monsters=[monster("Luster Dragon", owner=C), "Battle Ox"]),
                     player()])
    x = mz(duel, B, 0)
    y = hand(duel, B)[0]
    own = [c for c in owned_cards(duel, B)]
    since = duel.event_count
    deal_damage(duel, B, 8000)
    check_invariants(duel)
    assert sorted(grave(duel, C)) == sorted([x, y])
    assert loc(duel, x) == K.LOC_GRAVE and int(duel.rec["c_ctrl"][x]) == C
    assert sorted((e.a, e.b) for e in events(duel, since, "sent to GY")) == sorted([(x, C), (y, C)])
    assert events(duel, since, "destroyed") == []
    assert x in [e.a for e in events(duel, since, "left field")]
    assert all(loc(duel, c) == K.LOC_OUT for c in own)
    assert [(e.a, e.b) for e in events(duel, since, "left the game")] == [(B, len(own))]


# --- R34 the loser's turn ---------------------------------------------------------------------------
def test_r34_non_turn_player_loses_and_the_turn_continues():
    """T-R34a: C loses in A's Main Phase 1: A's turn continues there and A's unused Normal
    Summon is still available."""
    duel = scenario([player(hand=["Battle Ox"]), player(), player(monsters=["Luster Dragon"])])
    since = duel.event_count
    deal_damage(duel, C, 8000)
    assert not duel.rec["alive"][C] and not duel.done
    assert duel.current_player == A and prompt(duel) == K.PROMPT_IDLE
    assert int(duel.rec["phase"]) == K.PHASE_MAIN1 and phases(duel, since) == []
    assert K.A_SUMMON + 0 in duel.legal_actions()
    act(duel, K.A_SUMMON + 0)
    assert [e.a for e in events(duel, since, "summon")] == [A]


def test_r34_turn_player_loses_in_the_damage_step():
    """T-R34b with normal monsters: A (TP, seat 1, LP 100) attacks B's bigger monster and
    takes 200: A loses, the Damage Step completes (B's monster stays), and the next thing
    is B's turn and Draw Phase in the same round. A gets no further Battle Step, Main
    Phase 2 or End Phase (A-12) and is never asked again."""
    duel = scenario([player(lp=100, monsters=["Battle Ox"], hand=["Mystical Elf"] * 8),
                     player(monsters=["Luster Dragon"]), player()], phase="battle")
    ox, luster = mz(duel, A, 0), mz(duel, B, 0)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    ks = kinds(duel, since)
    i = ks.index("damage")
    assert ks[i + 1] == "player lost"
    after_loss = [k for k in ks[i + 1:] if k not in ("player lost", "left field", "left the game")]
    assert after_loss[:2] == ["turn", "phase"]
    assert turn_starts(duel, since) == [(B, 2)] and phases(duel, since)[0] == (B, K.PHASE_DRAW)
    assert [p for p, _ in phases(duel, since)].count(A) == 0
    assert A not in asked(duel, since + i)
    assert loc(duel, luster) == K.LOC_MZONE and loc(duel, ox) == K.LOC_OUT
    assert int(duel.rec["round"]) == 2


def test_r34_last_seat_turn_player_loses_round_increments():
    """T-R34c: 4 players, D (seat 4) loses in its Main Phase 1: the next phase event is A's
    Draw Phase and the round increments."""
    duel = scenario([player(hand=["Battle Ox"]) for _ in range(4)], turn_player=D)
    assert int(duel.rec["round"]) == 2
    since = duel.event_count
    deal_damage(duel, D, 8000)
    assert phases(duel, since)[0] == (A, K.PHASE_DRAW)
    assert turn_starts(duel, since) == [(A, 3)] and int(duel.rec["round"]) == 3
    assert D not in asked(duel, since)


# --- R35 replay when the attacked player loses --------------------------------------------------
def test_r35_attacked_player_loses_before_damage_replay_among_remaining_opponents():
    """T-R35: A's monster attacks B's monster; in the response window B is taken to 0 LP:
    a replay happens and A's options are {attack one of C's monsters, stop}."""
    duel = scenario([player(monsters=["Summoned Skull"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Luster Dragon", None, "Mystical Elf"]), player()],
                    phase="battle", auto_answer=False)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    assert duel.current_player == B and prompt(duel) == K.PROMPT_PASS
    deal_damage(duel, B, 8000)
    mark = duel.event_count
    pass_all(duel)
    assert prompt(duel) == K.PROMPT_REPLAY and duel.current_player == A
    assert [e.kind for e in events(duel, since) if e.kind in ("replay",)] == ["replay"]
    assert sorted(duel.legal_actions()) == sorted([K.A_STOP_ATTACK, attack_action(0, 2, 0),
                                                   attack_action(0, 2, 2),
                                                   attack_action(0, 3, DIRECT)])
    assert events(duel, mark, "damage") == []           # no battle damage yet
    # re-target C's Luster Dragon: a new declaration, C decides first, then damage
    mark = duel.event_count
    act(duel, attack_action(0, 2, 0))
    pass_all(duel)
    assert asked(duel, mark, K.PROMPT_PASS) == [C, D, A]
    assert [(e.a, e.b) for e in events(duel, mark, "damage")] == [(C, 600)]


def test_r35_directly_attacked_player_loses_replay_or_stop():
    """R35 / A-15: the directly attacked player loses before damage: replay; stopping
    ends that attack with no damage and the monster counts as having attacked."""
    duel = scenario([player(monsters=["Summoned Skull"]), player(), player(monsters=["Battle Ox"])],
                    phase="battle", auto_answer=False)
    since = duel.event_count
    act(duel, attack_action(0, 1, DIRECT))
    deal_damage(duel, B, 8000)
    mark = duel.event_count
    pass_all(duel)
    assert prompt(duel) == K.PROMPT_REPLAY
    assert sorted(duel.legal_actions()) == [K.A_STOP_ATTACK, attack_action(0, 2, 0)]
    act(duel, K.A_STOP_ATTACK)
    assert [e.kind for e in events(duel, since) if e.kind in ("replay", "attack stopped")] == \
        ["replay", "attack stopped"]
    assert events(duel, mark, "damage") == []
    assert prompt(duel) == K.PROMPT_BATTLE and attacks(duel) == []


def test_r35_no_replay_when_another_opponent_loses():
    """A-14: only the attacked player's field or loss triggers a replay."""
    duel = scenario([player(monsters=["Summoned Skull"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Luster Dragon"])], phase="battle", auto_answer=False)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    deal_damage(duel, C, 8000)
    pass_all(duel)
    assert events(duel, since, "replay") == []
    assert [(e.a, e.b) for e in events(duel, since, "damage")] == [(C, 8000), (B, 800)]


# --- R36 priority passes on when a loser was due to decide ---------------------------------------
def test_r36_loser_being_asked_is_skipped_and_never_asked_again():
    """T-R36 (loss instead of concession): the queue is [B, C, D] for A's Summon; B passes,
    C loses while being asked: D is asked next, then A; C is never asked again."""
    duel = scenario([player(hand=["Battle Ox"]), player(), player(hand=["Gemini Elf"]), player()],
                    auto_answer=False)
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    assert duel.current_player == B
    act(duel, K.A_PASS)
    assert duel.current_player == C and prompt(duel) == K.PROMPT_PASS
    mark = duel.event_count
    deal_damage(duel, C, 8000)
    check_invariants(duel)
    assert duel.current_player == D and prompt(duel) == K.PROMPT_PASS
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == [B, C, D, A]
    assert all(loc(duel, c) == K.LOC_OUT for c in owned_cards(duel, C))
    # the rest of the round: C is never asked again and gets no turn
    for _ in range(3):
        end_turn(duel)
    assert C not in asked(duel, mark)
    assert [p for p, _ in turn_starts(duel, mark)] == [B, D, A]


def test_r36_loser_is_dropped_from_an_open_state_queue():
    """R36 at an open state: B is asked in A's Standby Phase and loses; C is asked next."""
    duel = scenario([player(), player(), player(), player()], phase="draw", auto_answer=False)
    pass_while(duel, lambda d: not (d.current_player == B and int(d.rec["phase"]) == K.PHASE_STANDBY))
    since = duel.event_count
    deal_damage(duel, B, 8000)
    assert duel.current_player == C
    pass_all(duel)
    assert asked(duel, since) == [C, D, A]     # then A's Main Phase 1 (idle prompt)
    assert prompt(duel) == K.PROMPT_IDLE


# --- end of the duel ---------------------------------------------------------------------------------
def test_last_player_standing_wins_by_battle():
    duel = scenario([player(monsters=["Summoned Skull"]), player(lp=2000)], phase="battle")
    act(duel, attack_action(0, 1, DIRECT))
    assert duel.done and not duel.truncated
    assert duel.results() == [1, -1] and int(duel.rec["winner"]) == A
    assert int(duel.rec["end_reason"]) == K.END_LAST_STANDING
    assert duel.current_player is None and duel.legal_actions() == []
    assert kinds(duel)[-1] == "game end"
    with pytest.raises(DuelOverError):
        duel.apply(K.A_TO_END)


def test_last_player_standing_after_losses_one_by_one():
    duel = scenario([player(hand=["Battle Ox"]) for _ in range(4)], turn_player=B)
    for p in (A, D):
        deal_damage(duel, p, 9000)
        assert not duel.done
    deal_damage(duel, B, 8000)             # the turn player: R34 then C is alone
    assert duel.done and duel.results() == [-1, -1, 1, -1] and int(duel.rec["winner"]) == C
    assert [e.a for e in events(duel, 0, "player lost")] == [A, D, B]
    check_invariants(duel)


def test_turn_cap_truncates_the_duel():
    duel = Duel(DuelConfig(num_players=3, turn_cap=4), seed=9)
    for _ in range(10):
        if duel.done:
            break
        end_turn(duel)
    assert duel.done and duel.truncated
    assert int(duel.rec["end_reason"]) == K.END_TURN_CAP and int(duel.rec["turn"]) == 4
    assert duel.results() == [0, 0, 0] and int(duel.rec["winner"]) == -1
    assert duel.legal_actions() == []
    with pytest.raises(DuelOverError):
        duel.apply(K.A_PASS)


def test_r9_special_win_cards_fail_deck_validation():
    """T-R9: with the default config a deck holding Exodia the Forbidden One is rejected with
    the reason special_win_banned, and for that reason only (the engine implements its win:
    R37). The alternative policy v3_team_rule accepts it (tests/test_special_wins.py); any
    other policy is a ConfigError naming both."""
    import pytest

    from ygo_royal_env import ConfigError, Duel, DuelConfig
    from ygo_royal_env.cards import DeckError, deck_from_codes, load_database, load_deck
    db = load_database()
    base = load_deck("vanilla_normals", db)
    codes = [int(db.table["code"][i]) for i in base.main[:39]] + [33396948]
    with pytest.raises(DeckError) as err:
        Duel(DuelConfig(num_players=2, decks=[deck_from_codes(codes, db), base]))
    assert len(err.value.problems) == 1
    assert "special_win_banned" in err.value.problems[0] and "Exodia the Forbidden One" in err.value.problems[0]
    Duel(DuelConfig(num_players=2, decks=[deck_from_codes(codes, db), base], special_win_policy="v3_team_rule"))
    with pytest.raises(ConfigError, match="special_win_policy must be 'banned' \\(R9\\) or 'v3_team_rule' \\(R37\\)"):
        DuelConfig(special_win_policy="allowed").validate()
