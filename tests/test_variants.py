"""Variant modes of RULES.md section 3 that need no card effects: V-TEAM, V-2v2 (seating and
supply), V-BOSS outcomes and advantages, V-KUPL, V-CONTRIB; plus concession (R36) and kill
attribution (A-47). Players A, B, C, D, E are ids 0..4 and seats 1..5 unless said otherwise."""
import numpy as np
import pytest

import ygo_royal_env
from ygo_royal_env import ConfigError, Duel, DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.losses import check_losses
from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, D, act, asked, events, hand, monster, player, prompt, scenario


def winners(duel: Duel) -> set[int]:
    return {p for p, r in enumerate(duel.results()) if r > 0}


def lose_together(duel: Duel, *players: int) -> None:
    """Two players at 0 LP in one loss check (as a card like Self-Destruct Button would do)."""
    for p in players:
        duel.rec["lp"][p] = 0
    check_losses(duel.rec)


# --- V-TEAM ------------------------------------------------------------------------------------
def test_vteam_a_last_team_standing_wins_with_its_defeated_members():
    """T-VTEAM-a: T1 = {A, C}, T2 = {B}, T3 = {D}; C lost earlier; B then D lose."""
    duel = scenario([player(), player(), player(alive=False), player()], mode="team", teams=[0, 1, 0, 2])
    deal_damage(duel, B, 8000)
    assert not duel.done
    deal_damage(duel, D, 8000)
    assert duel.done and winners(duel) == {A, C}
    assert duel.rec["winner"] == 0


def test_vteam_b_last_two_teams_wiped_out_together_is_a_draw():
    """T-VTEAM-b (V-TEAM-4): only A (T1) and B (T2) remain and both lose at once."""
    duel = scenario([player(), player(), player(alive=False)], mode="team", teams=[0, 1, 2])
    lose_together(duel, A, B)
    assert duel.done and duel.rec["end_reason"] == K.END_DRAW and winners(duel) == set()
    assert duel.results() == [0, 0, -1]


@pytest.mark.parametrize("teammates_are_opponents", [True, False])
def test_vteam_c_teammates_are_attackable_only_as_opponents(teammates_are_opponents):
    """T-VTEAM-c (V-TEAM-5): with the switch on A may attack teammate C's monster; off, not."""
    duel = scenario([player(monsters=[monster("Luster Dragon")]), player(monsters=[monster("Battle Ox")]),
                     player(monsters=[monster("Battle Ox")])], phase="battle", mode="team", teams=[0, 1, 0],
                    teammates_are_opponents=teammates_are_opponents)
    assert attack_action(0, 1, 0) in duel.legal_actions()                      # B is an opponent
    assert (attack_action(0, 2, 0) in duel.legal_actions()) == teammates_are_opponents


@pytest.mark.filterwarnings("ignore:V-TEAM-2")
def test_team_rewards_in_the_env_reach_defeated_members_of_the_winning_team():
    """V-TEAM-3 in the AEC env: a defeated player whose team is still in is not terminated
    until the duel ends, then gets the team's +1; players of losing teams get -1."""
    env = ygo_royal_env.env(num_players=4, mode="team", teams=[0, 1, 0, 1], seed=3)
    env.reset()
    rewards = {a: 0.0 for a in env.possible_agents}
    rng = np.random.default_rng(0)
    raw = env.unwrapped
    saw_waiting_teammate = False
    for agent in env.agent_iter():
        _, reward, term, trunc, _ = env.last()
        rewards[agent] += reward
        rec = raw.duel.rec
        dead_in_game = [a for a in raw.agents if not rec["alive"][raw.agent_index[a]] and not raw.terminations[a]]
        saw_waiting_teammate |= bool(dead_in_game) and not rec["done"]
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))
    results = raw.duel.results()
    assert rewards == {f"player_{p}": float(results[p]) for p in range(4)}
    assert results[0] == results[2] and results[1] == results[3] and sorted(results) == [-1, -1, 1, 1]
    assert saw_waiting_teammate


def test_team_config_is_validated():
    with pytest.raises(ConfigError, match="teams are given exactly when mode='team'"):
        DuelConfig(num_players=3, teams=[0, 1, 1]).validate()
    with pytest.raises(ConfigError, match="at least 2 teams"):
        DuelConfig(num_players=3, mode="team", teams=[1, 1, 1]).validate()
    with pytest.raises(ConfigError, match="mode must be one of"):
        DuelConfig(mode="4v4").validate()


# --- V-2v2 -------------------------------------------------------------------------------------
@pytest.mark.parametrize("pattern, order", [("interleaved", [0, 2, 1, 3, 0]), ("paired", [0, 2, 3, 1, 0])])
def test_v2v2_a_seat_patterns(pattern, order):
    """T-V2v2-a: A1 = 0, A2 = 1, B1 = 2, B2 = 3; interleaved A1 B1 A2 B2, paired A1 B1 B2 A2."""
    duel = Duel(DuelConfig(mode="2v2", seat_pattern=pattern), seed=1)
    rng = np.random.default_rng(1)
    while len(events(duel, kind="turn")) < 5:
        duel.apply(int(rng.choice(duel.legal_actions())))
    assert [e.a for e in events(duel, kind="turn")][:5] == order


def supply_position():
    """A1 (0) at 500 LP in B1's (2) battle step; B1's Luster Dragon can attack A1 directly."""
    return scenario([player(lp=500), player(hand=["Battle Ox"]),
                     player(monsters=[monster("Luster Dragon")]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle")


def test_v2v2_b_teammate_picks_a_supply_when_a_player_loses():
    """T-V2v2-b's supply (with Solemn Wishes and Fire Princess: tests/test_draw_and_gain.py): A1
    loses during B1's turn; A2 is asked at once and picks "gain 2000 LP and draw 1"."""
    duel = supply_position()
    act(duel, attack_action(0, 3, K.N_MZONES))     # A1 sits 3 seats after B1: direct attack
    assert not duel.rec["alive"][A]
    assert prompt(duel) == K.PROMPT_SUPPLY and duel.current_player == B
    assert set(duel.legal_actions()) == {K.A_SUPPLY + k for k in range(4)}
    before = len(hand(duel, B))
    act(duel, K.A_SUPPLY + 2)
    assert duel.rec["lp"][B] == 10000 and len(hand(duel, B)) == before + 1
    assert [e.a for e in events(duel, kind="supply")] == [B]
    assert duel.current_player == C                  # B1's battle step goes on


def test_v2v2_supply_options_needing_more_cards_than_the_deck_are_unavailable():
    """A-22: with 1 card in the deck, "draw 2" is not offered."""
    duel = scenario([player(lp=500), player(deck=["Battle Ox"]), player(monsters=[monster("Luster Dragon")]),
                     player()], mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle")
    act(duel, attack_action(0, 3, K.N_MZONES))
    assert set(duel.legal_actions()) == {K.A_SUPPLY + 0, K.A_SUPPLY + 2, K.A_SUPPLY + 3}


def test_v2v2_supply_choice_fixes_a_teams_option_for_studies():
    """Study control (V-2v2-4): supply_choice=(draw 2, player's choice) answers A2's prompt by
    the rule; when A-22 rules the fixed option out, the choice returns to the player."""
    duel = scenario([player(lp=500), player(), player(monsters=[monster("Luster Dragon")]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle", supply_choice=(1, -1))
    before = len(hand(duel, B))
    act(duel, attack_action(0, 3, K.N_MZONES))
    assert len(hand(duel, B)) == before + 2 and duel.rec["lp"][B] == 8000
    assert [e.b for e in events(duel, kind="supply")] == [1] and duel.current_player == C
    short = scenario([player(lp=500), player(deck=["Battle Ox"]), player(monsters=[monster("Luster Dragon")]),
                      player()], mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle",
                     supply_choice=(1, -1))
    act(short, attack_action(0, 3, K.N_MZONES))
    assert set(short.legal_actions()) == {K.A_SUPPLY + 0, K.A_SUPPLY + 2, K.A_SUPPLY + 3}
    with pytest.raises(ConfigError, match="supply_choice applies only to mode='2v2'"):
        DuelConfig(num_players=4, supply_choice=(1, 1)).validate()
    with pytest.raises(ConfigError, match=r"supply_choice must be \(team A, team B\) options in -1..3"):
        DuelConfig(mode="2v2", supply_choice=(4, 0)).validate()


def test_v2v2_d_both_players_of_a_team_lost_ends_the_duel():
    """T-V2v2-d: A1 has lost; when A2 loses, B1 and B2 win."""
    duel = scenario([player(alive=False), player(), player(), player()], mode="2v2", seat_order=[0, 2, 1, 3])
    deal_damage(duel, B, 8000)
    assert duel.done and winners(duel) == {C, D}


# --- V-BOSS ------------------------------------------------------------------------------------
def test_vboss_a_boss_losing_gives_every_challenger_the_win():
    """T-VBOSS-a: BOSS X (A), challengers P (B) and Q (C); Q lost earlier; X loses."""
    duel = scenario([player(), player(), player(alive=False)], mode="boss", boss=A)
    deal_damage(duel, A, 8000)
    assert duel.done and winners(duel) == {B, C}


def test_vboss_b_boss_wins_when_every_challenger_has_lost():
    duel = scenario([player(), player(), player(alive=False)], mode="boss", boss=A)
    deal_damage(duel, B, 8000)
    assert duel.done and winners(duel) == {A}


def test_vboss_c_boss_and_last_challenger_losing_together_is_a_draw():
    duel = scenario([player(), player(), player(alive=False)], mode="boss", boss=A)
    lose_together(duel, A, B)
    assert duel.done and duel.rec["end_reason"] == K.END_DRAW


def test_vboss_advantages_and_challengers_remain_opponents():
    """V-CONTRIB-1 advantages (starting LP, hand, draws) and V-BOSS-4 (challengers are
    still each other's opponents)."""
    config = DuelConfig(num_players=4, mode="boss", boss=2, boss_lp_bonus=4000, boss_hand_bonus=2,
                        boss_extra_draws=1, seat_order=[2, 0, 1, 3])
    duel = Duel(config, seed=5)
    assert list(duel.rec["lp"][:4]) == [8000, 8000, 12000, 8000]
    assert [len(hand(duel, p)) for p in range(4)] == [5, 5, 7, 5]
    assert duel.rec["draws_per_turn"][2] == 2
    assert list(duel.rec["team"][:4]) == [1, 1, 0, 1] and duel.rec["rule_teammates_opp"]


# --- V-KUPL ------------------------------------------------------------------------------------
def test_vkupl_a_killing_your_upper_player_wins():
    """T-VKUPL-a: A, B, C; C alone loses; A's upper is C and A's lower B lives, so A wins."""
    duel = scenario([player(), player(), player()], mode="kupl")
    deal_damage(duel, C, 8000)
    assert duel.done and winners(duel) == {A}


def test_vkupl_b_two_losing_at_once_leaves_the_only_survivor_the_winner():
    duel = scenario([player(), player(), player()], mode="kupl")
    lose_together(duel, B, C)
    assert duel.done and winners(duel) == {A}


def test_vkupl_c_self_destruct_style_double_loss_gives_the_third_player_the_win():
    """T-VKUPL-c: A and B lose together (A's Self-Destruct Button designating B); C wins."""
    duel = scenario([player(), player(), player()], mode="kupl")
    lose_together(duel, A, B)
    assert duel.done and winners(duel) == {C}


def test_vkupl_d_four_players_lower_of_the_loser_wins():
    duel = scenario([player(), player(), player(), player()], mode="kupl")
    deal_damage(duel, A, 8000)
    assert duel.done and winners(duel) == {B}


def test_vkupl_four_players_two_survivors_without_a_qualifier_go_on():
    """A-35: 4 players, B and D lose together: A's upper D lost but A's lower B lost too; C's
    upper B lost but C's lower D lost too. Nobody qualifies, so the duel goes on."""
    duel = scenario([player(), player(), player(), player()], mode="kupl")
    lose_together(duel, B, D)
    assert not duel.done


# --- V-CONTRIB ---------------------------------------------------------------------------------
def contrib_duel(damage: dict[int, int], last: int | None, dead: tuple = ()):
    """BOSS X = A seated first, challengers P, Q, R = B, C, D; ``damage`` credited in order,
    ``last`` dealing 1 more point at the end (None: nobody)."""
    duel = scenario([player(lp=20000)] + [player(alive=p not in dead) for p in (B, C, D)], mode="contrib", boss=A)
    for p, amount in damage.items():
        duel.rec["dmg_dealt"][p, A] = amount
        duel.rec["last_damager"][A] = p
    if last is not None:
        duel.rec["last_damager"][A] = last
    return duel


@pytest.mark.parametrize("damage, last, dead, expected", [
    ({B: 3000, C: 3000, D: 2000}, C, (), C),        # T-VCONTRIB-a: tie for most, Q dealt the last damage
    ({B: 3000, C: 3000, D: 2000}, D, (), B),        # T-VCONTRIB-b: last damager outside the tie: first from X
    ({B: 4000, C: 3000, D: 1000}, B, (B,), C),      # T-VCONTRIB-c: P dealt most but has lost
    ({}, None, (), B),                              # T-VCONTRIB-d: nobody damaged X: P, first after X
])
def test_vcontrib_exactly_one_challenger_wins(damage, last, dead, expected):
    duel = contrib_duel(damage, last, dead)
    lose_together(duel, A)
    assert duel.done and winners(duel) == {expected}
    assert sorted(duel.results()) == [-1, -1, -1, 1]


def test_vcontrib_damage_is_credited_by_battle():
    """A-32: battle damage to the BOSS is credited to the attacking monster's controller."""
    duel = scenario([player(), player(monsters=[monster("Luster Dragon")]), player()],
                    mode="contrib", boss=A, turn_player=B, phase="battle")
    act(duel, attack_action(0, 2, K.N_MZONES))     # A sits 2 seats after B in 3 players
    assert duel.rec["dmg_dealt"][B, A] == 1900 and duel.rec["last_damager"][A] == B


# --- concession (R36) and kill attribution (A-47) --------------------------------------------
def test_r36_concession_while_being_asked_passes_priority_on():
    """T-R36: queue [B, C, D] for A's Normal Summon; B passes; C concedes while asked; D next."""
    duel = scenario([player(hand=["Battle Ox"]), player(), player(), player()], auto_answer=False,
                    concession=True)
    start = duel.event_count
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_PASS)                              # B
    assert duel.current_player == C
    act(duel, K.A_CONCEDE)
    assert not duel.rec["alive"][C] and duel.rec["loss_reason"][C] == K.LOSS_CONCEDED
    assert duel.current_player == D
    assert asked(duel, start) == [B, C, D]
    assert all(duel.rec["c_loc"][c] == K.LOC_OUT for c in range(C * 75, C * 75 + 75) if duel.rec["c_card"][c] >= 0)


def test_concession_is_offered_only_when_configured():
    assert K.A_CONCEDE not in Duel(DuelConfig(), 0).legal_actions()
    assert K.A_CONCEDE in Duel(DuelConfig(concession=True), 0).legal_actions()


def test_a47_killer_is_the_controller_of_the_battling_monster():
    duel = scenario([player(monsters=[monster("Luster Dragon")]), player(lp=1000), player()], phase="battle")
    act(duel, attack_action(0, 1, K.N_MZONES))
    lost = events(duel, kind="player lost")
    assert [(e.a, e.c) for e in lost] == [(B, A)] and duel.rec["killer"][B] == A


def test_vteam2_hooks_kill_reward_and_teammate_compensation_in_the_env():
    """V-TEAM-2 / A-47 in the AEC env: the killer gets kill_reward, the living teammates of the
    loser get teammate_loss_reward, on top of the results."""
    env = ygo_royal_env.env(num_players=3, mode="team", teams=[0, 1, 0], kill_reward=0.5,
                            teammate_loss_reward=0.25)
    env.reset(seed=0)
    raw = env.unwrapped
    raw.duel = scenario([player(), player(monsters=[monster("Luster Dragon")]), player(lp=1000)],
                        turn_player=B, phase="battle", mode="team", teams=[0, 1, 0])
    raw._settle()
    env.step(attack_action(0, 1, K.N_MZONES))       # B attacks C (1 seat after B) directly
    assert not raw.duel.rec["alive"][C] and raw.duel.rec["killer"][C] == B
    assert raw.rewards["player_1"] == 0.5 and raw.rewards["player_0"] == 0.25


def test_vteam2_warns_with_fewer_than_three_teams_and_no_hook():
    with pytest.warns(UserWarning, match="V-TEAM-2"):
        ygo_royal_env.env(num_players=4, mode="team", teams=[0, 1, 0, 1])
