"""The heuristic player (agents/heuristic.py): always legal, plays the obvious good move in
hand-built positions, and beats random play by a wide margin."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from agents import HeuristicAgent
from agents.heuristic import heuristic_action
from ygo_royal_env import Duel, DuelConfig, env
from ygo_royal_env.core import constants as K
from ygo_royal_env.actions import designate_action
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.envs.observation import OBS_SIZE, encode_at
from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, monster, player, scenario

DIRECT = K.N_MZONES
EVAL_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "heuristic_eval.py"


def load_eval():
    """The benchmark script as a module, so the win-rate test plays exactly its games."""
    spec = importlib.util.spec_from_file_location("heuristic_eval", EVAL_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def play_turn(duel: Duel, agent: HeuristicAgent) -> None:
    """Let the heuristic play the current turn player's decisions until the turn ends."""
    tp, turn = int(duel.rec["turn_player"]), int(duel.rec["turn"])
    while not duel.done and duel.current_player == tp and int(duel.rec["turn"]) == turn:
        duel.apply(agent.act_duel(duel))


# --- legality -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_always_legal(n):
    """Every seat asks the heuristic at every decision; a share of the moves (0 to 80% by
    game) is random instead, to reach positions the heuristic would not. Small hand limits
    force discards; auto_answer off shows it priority prompts too."""
    seen = set()
    for seed in range(50):
        config = DuelConfig(num_players=n, hand_limit=3 + seed % 4, auto_answer=seed % 3 != 0)
        duel = Duel(config, seed)
        agents = [HeuristicAgent([seed, p]) for p in range(n)]
        rng = np.random.default_rng(seed)
        while not duel.done:
            mask = duel.action_mask()
            a = agents[duel.current_player].act_duel(duel)
            assert mask[a] == 1, (a, duel.legal_actions())
            seen.add(int(duel.rec["pr_kind"]))
            if rng.random() < (seed % 5) / 5:
                a = int(rng.choice(np.flatnonzero(mask)))
            duel.apply(a)
    assert {K.PROMPT_IDLE, K.PROMPT_BATTLE, K.PROMPT_TRIBUTE, K.PROMPT_DISCARD, K.PROMPT_PASS} <= seen


def test_unknown_prompt_falls_back_to_pass_or_first_legal():
    obs = np.zeros(OBS_SIZE, np.float32)            # prompt "none": nothing the heuristic knows
    mask = np.zeros(K.N_ACTIONS, np.int8)
    rng = np.ones(1, np.uint64)
    mask[[7, 60]] = 1
    assert heuristic_action(obs, mask, rng) == 7
    mask[K.A_PASS] = 1
    assert heuristic_action(obs, mask, rng) == K.A_PASS
    with pytest.raises(ValueError):
        HeuristicAgent(0).act({"observation": obs, "action_mask": np.zeros(K.N_ACTIONS, np.int8)})


def test_plays_the_aec_env():
    e = env(num_players=3)
    e.reset(seed=1)
    agent = HeuristicAgent(1)
    for name in e.agent_iter():
        obs, _, termination, truncation, _ = e.last()
        e.step(None if termination or truncation else agent.act(obs))
    assert e.unwrapped.duel.done


# --- decisions in built positions -----------------------------------------------------------
def test_takes_the_lethal_direct_attack():
    """Knocking C out beats destroying B's Dark Blade (the bigger target) or hitting B."""
    duel = scenario([player(monsters=["Vorse Raider"]), player(monsters=["Dark Blade"]),
                     player(lp=500)], phase="battle")
    assert HeuristicAgent(0).act_duel(duel) == attack_action(0, 2, DIRECT)


def test_clears_a_blocker_to_knock_a_player_out():
    """C (2500 LP) behind an 800-ATK monster dies to kill + direct; B's open 8000 LP would
    take more damage but survive."""
    duel = scenario([player(monsters=["Vorse Raider", "Dark Blade"]), player(),
                     player(lp=2500, monsters=["Mystical Elf"])], phase="battle")
    play_turn(duel, HeuristicAgent(0))
    assert not duel.rec["alive"][C] and duel.rec["lp"][B] == 8000


def test_attacks_the_monster_it_beats_not_the_stronger_one():
    duel = scenario([player(monsters=["Vorse Raider"]), player(monsters=["Blue-Eyes White Dragon"]),
                     player(monsters=["Mystical Elf"])], phase="battle")
    assert HeuristicAgent(0).act_duel(duel) == attack_action(0, 2, 0)


def test_strongest_attacker_takes_the_biggest_target():
    """Only Summoned Skull beats Curse of Dragon: it goes there, Vorse Raider takes the Elf."""
    duel = scenario([player(monsters=["Summoned Skull", "Vorse Raider"]),
                     player(monsters=["Curse of Dragon", "Mystical Elf"])], phase="battle")
    agent = HeuristicAgent(0)
    assert agent.act_duel(duel) == attack_action(0, 1, 0)
    play_turn(duel, agent)
    assert list(duel.rec["mzone"][B]) == [-1] * K.N_MZONES


@pytest.mark.parametrize("target", [monster("Blue-Eyes White Dragon"), monster("Giant Soldier of Stone", "def"),
                                    monster("Dark Blade", "set")])
def test_no_suicide_and_no_weak_attack_on_face_down(target):
    """1800 ATK against 3000 ATK, 2000 DEF, or an unknown face-down card: stay home."""
    duel = scenario([player(monsters=["Dark Blade"]), player(monsters=[target])], phase="battle")
    assert HeuristicAgent(0).act_duel(duel) == K.A_TO_MAIN2


@pytest.mark.parametrize("other, expected", [("Battle Ox", attack_action(0, 2, 0)),
                                             ("Blue-Eyes White Dragon", K.A_STOP_ATTACK)])
def test_replay_retargets_only_safely(other, expected):
    """B, attacked directly, loses in the response window (R35): the replay goes to C's
    monster if Summoned Skull beats it, else the attack stops."""
    duel = scenario([player(monsters=["Summoned Skull"]), player(), player(monsters=[other])],
                    phase="battle", auto_answer=False)
    agent = HeuristicAgent(0)
    duel.apply(attack_action(0, 1, DIRECT))
    deal_damage(duel, B, 8000)
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        duel.apply(agent.act_duel(duel))
    assert duel.rec["pr_kind"] == K.PROMPT_REPLAY
    assert agent.act_duel(duel) == expected


def test_sets_a_wall_against_a_stronger_attacker():
    duel = scenario([player(hand=["Mystical Elf"]), player(monsters=["Vorse Raider"])])
    assert HeuristicAgent(0).act_duel(duel) == K.A_SET_MONSTER


def test_tributes_the_weakest_only_when_it_gains():
    weak = scenario([player(hand=["Summoned Skull"], monsters=[monster("Mystical Elf", "set"), "Vorse Raider"]),
                     player()])
    agent = HeuristicAgent(0)
    assert agent.act_duel(weak) == K.A_SUMMON
    weak.apply(K.A_SUMMON)
    assert weak.rec["pr_kind"] == K.PROMPT_TRIBUTE
    weak.apply(agent.act_duel(weak))
    assert [weak.card_name(c) for c in weak.rec["mzone"][A] if c >= 0] == ["Summoned Skull", "Vorse Raider"]
    strong = scenario([player(hand=["Blue-Eyes White Dragon"], monsters=["Vorse Raider", "Dark Blade"]),
                       player()])
    assert agent.act_duel(strong) == K.A_TO_BATTLE


# --- strength -------------------------------------------------------------------------------
def test_beats_random_players():
    """40 fixed two-player games, seats alternating; the full measurement (>= 95%) is
    benchmarks/heuristic_eval.py."""
    row = load_eval().eval_row(2, 40, seed=0)
    assert row["win_rate"] >= 0.85, row


# --- spells and traps -------------------------------------------------------------------------
def test_uses_spells_designates_the_fuller_opponent_and_targets_their_strongest_card():
    """In the Main Phase it activates Raigeki first, designating C (2 monsters) over B (1);
    Monster Reborn then takes the strongest monster of any graveyard."""
    duel = scenario([player(hand=["Raigeki"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Gemini Elf", "Vorse Raider"], graveyard=["Blue-Eyes White Dragon"])],
                    auto_answer=False)
    agent = HeuristicAgent(0)
    assert agent.act_duel(duel) == K.A_ACTIVATE + 0
    duel.apply(K.A_ACTIVATE + 0)
    assert agent.act_duel(duel) == K.A_DESIGNATE + 1                 # C, 2 seats after A
    reborn = scenario([player(hand=["Monster Reborn"], graveyard=["Battle Ox"]),
                       player(graveyard=["Blue-Eyes White Dragon"]), player()], auto_answer=False)
    reborn.apply(K.A_ACTIVATE + 0)
    choice = agent.act_duel(reborn)
    assert reborn.card_name(reborn.rec["pr_cand"][choice - K.A_SELECT]) == "Blue-Eyes White Dragon"


def test_mst_targets_an_opponents_card_not_its_own():
    duel = scenario([player(hand=["Mystical Space Typhoon"], spells=["Trap Hole"]), player(spells=["Mirror Force"]),
                     player()], auto_answer=False)
    duel.apply(K.A_ACTIVATE + 0)
    choice = HeuristicAgent(0).act_duel(duel)
    assert duel.rec["c_ctrl"][duel.rec["pr_cand"][choice - K.A_SELECT]] == B


# --- what an effect does to itself (one step ahead on a clone) ---------------------------------
WINNING = [player(hand=["Dark Hole"], monsters=["Luster Dragon", "Battle Ox"]), player(monsters=["Mystical Elf"]),
           player()]
LOSING = [player(hand=["Dark Hole"], monsters=["Mystical Elf"]), player(monsters=["Luster Dragon", "Battle Ox"]),
          player(monsters=["Gemini Elf"])]


def test_the_heuristic_declines_dark_hole_on_a_board_it_is_winning():
    """Dark Hole would cost A Luster Dragon and Battle Ox against B's Mystical Elf: looking one
    step ahead, A does not activate it; from the observation alone (``act``) it would."""
    duel = scenario(WINNING, banlist=None, auto_answer=False)
    agent = HeuristicAgent(0)
    assert K.A_ACTIVATE + 0 in duel.legal_actions()
    obs = np.empty(OBS_SIZE, np.float32)
    encode_at(duel.states, 0, duel.db.table, A, obs)
    assert agent.act({"observation": obs, "action_mask": duel.action_mask()}) == K.A_ACTIVATE + 0
    assert agent.act_duel(duel) != K.A_ACTIVATE + 0
    assert duel.rec["ch_n"] == 0 and duel.rec["pile_n"][A, K.LOC_HAND] == 1      # the clone left the duel alone


def test_the_heuristic_activates_dark_hole_when_its_opponents_lose_more():
    duel = scenario(LOSING, banlist=None, auto_answer=False)
    assert HeuristicAgent(0).act_duel(duel) == K.A_ACTIVATE + 0


def test_jitted_heuristic_playouts_look_ahead_too():
    """The playouts' "heuristic" policy is the same kernel as act_duel: on the winning board
    A's first decision is not Dark Hole."""
    from ygo_royal_env.vector.policies import POLICY_HEURISTIC, choose_action, seed_policy_rngs
    duel = scenario(WINNING, banlist=None, auto_answer=False)
    obs = np.empty(OBS_SIZE, np.float32)
    assert choose_action(duel.states[0], duel.db.table, POLICY_HEURISTIC, seed_policy_rngs(np.array([1], np.uint64)),
                         obs) != K.A_ACTIVATE + 0


def test_in_answer_to_a_chain_the_outcome_is_weighed_against_passing():
    """B's Raigeki, designating A, will destroy A's Luster Dragon whatever A does: Jar of Greed
    in answer costs A nothing more, so the heuristic still activates it."""
    duel = scenario([player(monsters=["Luster Dragon"], spells=["Jar of Greed"]), player(hand=["Raigeki"]), player()],
                    turn_player=B, banlist=None, auto_answer=False)
    duel.apply(K.A_ACTIVATE + 0)
    if duel.rec["pr_kind"] == K.PROMPT_DESIGNATE:
        duel.apply(designate_action(duel, A))
    while duel.current_player != A:
        duel.apply(K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["ch_n"] == 1
    assert HeuristicAgent(0).act_duel(duel) == K.A_ACTIVATE_SET + 0
