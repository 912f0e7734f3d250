"""The PettingZoo AEC env, the observation encoding, action descriptions and the text board."""
import re
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from ygo_royal_env import Duel, DuelConfig, IllegalActionError, env, raw_env
from ygo_royal_env.core.constants import (A_ATTACK, A_SELECT, ATTACK_TARGETS, LOC_DECK, LOC_HAND,
                                          MAX_PLAYERS, N_ACTIONS, N_MZONES, PHASE_NAMES,
                                          POS_FACEDOWN_DEF, PROMPT_BATTLE, PROMPT_DISCARD,
                                          PROMPT_IDLE, PROMPT_NAMES, PROMPT_TRIBUTE)
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.describe import describe_action, describe_prompt, split_attack
from ygo_royal_env.envs.observation import (CANDIDATE_LAYOUT, CARD_LAYOUT, LASTING_LAYOUT, LINK_LAYOUT, OBS_LAYOUT, OBS_SIZE,
                                            SEAT_LAYOUT, decode_observation, encode_observation)
from ygo_royal_env.render import render_ansi

DOCS = Path(__file__).resolve().parents[1] / "docs"
pytestmark = pytest.mark.filterwarnings("ignore:Observation is not a NumPy array",
                                        "ignore:Observation space for each agent")


def observe(duel: Duel, player: int) -> np.ndarray:
    out = np.empty(OBS_SIZE, np.float32)
    return encode_observation(duel.rec, duel.db.table, player, out)


def pile(duel: Duel, p: int, loc: int) -> list[int]:
    """Card instances in player p's pile ``loc`` (hand, deck, ...), in order."""
    return [int(c) for c in duel.rec["pile"][p, loc, :duel.rec["pile_n"][p, loc]]]


def random_states(num_players: int, seed: int, every: int = 1):
    """Yield a random game's duel at every ``every``-th decision (the same object, mutated)."""
    duel = Duel(DuelConfig(num_players=num_players), seed)
    rng = np.random.default_rng(seed)
    k = 0
    while not duel.done:
        if k % every == 0:
            yield duel
        duel.apply(int(rng.choice(duel.legal_actions())))
        k += 1


def play_random(e, seed: int) -> tuple[dict, list[tuple[str, bool]]]:
    """Play one game through the AEC loop; return each agent's final reward and, in order of
    removal, (agent, whether the duel was still running when it finished)."""
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    final, removed = {}, []
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        if term or trunc:
            final[agent] = reward
            removed.append((agent, not e.unwrapped.duel.done))
            e.step(None)
        else:
            assert info == {"prompt": PROMPT_NAMES[e.unwrapped.duel.rec["pr_kind"]], "end_reason": "running"}
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return final, removed


# --- PettingZoo conformance ---------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_api(n):
    api_test(env(num_players=n), num_cycles=1000)     # long enough for whole games


def test_api_without_auto_answer():
    api_test(env(num_players=3, auto_answer=False), num_cycles=1000)


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_seed(n):
    seed_test(lambda: env(num_players=n), num_cycles=200)


def test_unseeded_resets_after_a_seeded_one_repeat():
    a, b = env(num_players=3), env(num_players=3)
    for e in (a, b):
        e.reset(seed=7)
        e.reset()
    assert np.array_equal(a.observe(a.agent_selection)["observation"],
                          b.observe(b.agent_selection)["observation"])
    c = env(num_players=3, seed=7)
    c.reset()
    a.reset(seed=7)
    assert a.unwrapped.duel.to_bytes() == c.unwrapped.duel.to_bytes()


def test_constructor_builds_the_config():
    e = raw_env(num_players=3, turn_cap=40, auto_answer=False)
    assert (e.config.num_players, e.config.turn_cap, e.config.auto_answer) == (3, 40, False)
    assert e.possible_agents == ["player_0", "player_1", "player_2"]
    e = raw_env(config=DuelConfig(num_players=5, starting_lp=4000), turn_cap=30)
    assert (e.config.num_players, e.config.starting_lp, e.config.turn_cap) == (5, 4000, 30)
    assert e.metadata["name"] == "ygo_royal_v0" and not e.metadata["is_parallelizable"]
    assert e.observation_space("player_0") is e.observation_space("player_0")
    assert e.action_space("player_4").n == N_ACTIONS


# --- rewards, termination, truncation -------------------------------------------------------

@pytest.mark.parametrize("n, seed", [(2, 1), (4, 2), (6, 3)])
def test_random_game_removes_every_agent_with_its_result(n, seed):
    e = env(num_players=n)
    final, removed = play_random(e, seed)
    duel = e.unwrapped.duel
    results = duel.results()
    assert e.agents == [] and sorted(final) == sorted(e.possible_agents)
    assert duel.done and not duel.truncated
    assert [final[f"player_{p}"] for p in range(n)] == results
    assert sum(final.values()) == sum(results)
    assert results.count(1) == 1 and sum(results) == 2 - n      # free-for-all: one winner
    if n > 2:                                                    # losers leave mid-duel, at once
        assert removed[0][1] and final[removed[0][0]] == -1


def test_turn_cap_truncates_the_players_still_in():
    e = env(num_players=4, turn_cap=6)
    final, _ = play_random(e, 0)
    duel = e.unwrapped.duel
    assert duel.truncated and e.agents == []
    for p in range(4):
        assert final[f"player_{p}"] == (0 if duel.rec["alive"][p] else -1)


def test_illegal_action_raises_and_changes_nothing():
    e = env(num_players=4)
    e.reset(seed=5)
    agent = e.agent_selection
    before = {a: e.observe(a) for a in e.agents}
    mask = before[agent]["action_mask"]
    for action in (int(np.flatnonzero(mask == 0)[0]), N_ACTIONS, -1):
        with pytest.raises(IllegalActionError):
            e.step(action)
    assert e.agent_selection == agent
    for a in e.agents:
        after = e.observe(a)
        assert np.array_equal(after["observation"], before[a]["observation"])
        assert np.array_equal(after["action_mask"], before[a]["action_mask"])
    e.step(int(np.flatnonzero(mask)[0]))                     # still playable


def test_only_the_decider_gets_a_mask():
    e = env(num_players=4)
    e.reset(seed=2)
    for a in e.agents:
        mask = e.observe(a)["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (N_ACTIONS,)
        assert mask.any() == (a == e.agent_selection)


# --- observation -----------------------------------------------------------------------------

def hidden_monster_state(n=4, seed=0):
    """A duel where someone has a face-down monster; returns (duel, its card, its controller)."""
    for duel in random_states(n, seed):
        for p in range(n):
            for c in duel.rec["mzone"][p]:
                if c >= 0 and duel.rec["c_pos"][c] == POS_FACEDOWN_DEF:
                    return duel, int(c), p
    raise AssertionError("no face-down monster in the game")


def test_observation_hides_face_down_monsters_and_hands():
    duel, c, owner = hidden_monster_state()
    rec = duel.rec
    me = (owner + 1) % duel.num_players
    r = (rec["seat_of"][owner] - rec["seat_of"][me]) % duel.num_players
    z = int(rec["c_seq"][c])
    seen = decode_observation(observe(duel, me))["seats"][r]["mzone"][z]
    assert seen["present"] and not seen["face_up"] and seen["card"] is None
    assert seen["atk"] == 0 and seen["position"] is None and seen["kind"] is None
    own = decode_observation(observe(duel, owner))["seats"][0]["mzone"][z]
    assert own["card"] == rec["c_card"][c] and own["position"] == "face-down DEF"
    # giving every card I may not know another identity changes nothing in my observation
    other = duel.clone()
    new_card = (int(rec["c_card"][c]) + 1) % len(duel.db)
    hidden = [c] + [h for q in range(duel.num_players) if q != me for h in pile(duel, q, LOC_HAND)]
    hidden += [d for q in range(duel.num_players) for d in pile(duel, q, LOC_DECK)]
    other.rec["c_card"][hidden] = new_card
    assert np.array_equal(observe(other, me), observe(duel, me))
    assert not np.array_equal(observe(other, owner), observe(duel, owner))


def test_decode_round_trips_key_values():
    for k, duel in enumerate(random_states(4, 9, every=37)):
        rec = duel.rec
        for me in range(4):
            d = decode_observation(observe(duel, me))
            assert d["phase"] == PHASE_NAMES[rec["phase"]]
            assert d["prompt"] == PROMPT_NAMES[rec["pr_kind"]]
            assert d["i_decide"] == (duel.current_player == me)
            assert d["num_players"] == 4
            for r in range(MAX_PLAYERS):
                seat = d["seats"][r]
                if r >= 4:
                    assert seat is None
                    continue
                q = rec["player_at"][(rec["seat_of"][me] + r) % 4]
                assert seat["lp"] == rec["lp"][q] and seat["alive"] == rec["alive"][q]
                assert seat["hand"] == pytest.approx(rec["pile_n"][q, LOC_HAND])
                assert seat["turn_player"] == (q == rec["turn_player"])
            hand = [h["card"] for h in d["hand"] if h is not None]
            assert hand == [rec["c_card"][h] for h in pile(duel, me, LOC_HAND)]
    assert k > 5


def test_observation_candidates_match_the_select_actions():
    seen = set()
    for duel in random_states(6, 4):
        kind = int(duel.rec["pr_kind"])
        if kind not in (PROMPT_TRIBUTE, PROMPT_DISCARD):
            continue
        seen.add(kind)
        me = duel.current_player
        cands = decode_observation(observe(duel, me))["candidates"]
        legal = [a - A_SELECT for a in duel.legal_actions()]
        assert [k for k, c in enumerate(cands) if c is not None] == legal
        assert all(cands[k]["card"] == duel.rec["c_card"][duel.rec["pr_cand"][k]] for k in legal)
        assert all(cands[k]["owner"] == 0 for k in legal)
    assert seen == {PROMPT_TRIBUTE, PROMPT_DISCARD}


def test_observation_stays_in_its_space():
    space = raw_env(num_players=6).observation_space("player_0")["observation"]
    for duel in random_states(6, 11, every=13):
        for p in range(6):
            assert space.contains(observe(duel, p))


# --- words -----------------------------------------------------------------------------------

def test_describe_every_legal_action_distinctly():
    kinds = set()
    for n, seed in ((2, 0), (4, 1), (6, 2)):
        for duel in random_states(n, seed, every=3):
            kinds.add(int(duel.rec["pr_kind"]))
            texts = [describe_action(duel, a) for a in duel.legal_actions()]
            assert all(texts) and len(set(texts)) == len(texts), texts
            assert "(empty" not in " ".join(texts) and "no such" not in " ".join(texts)
            assert describe_prompt(duel)
    assert {PROMPT_IDLE, PROMPT_BATTLE, PROMPT_TRIBUTE, PROMPT_DISCARD} <= kinds


def test_describe_any_index_and_attack_layout():
    duel = Duel(DuelConfig(num_players=3), 0)
    texts = [duel.describe_action(a) for a in range(N_ACTIONS)]
    assert all(texts) and len(set(texts)) == N_ACTIONS
    assert "(empty slot)" in duel.describe_action(A_SELECT + 31)
    assert "no such seat" in duel.describe_action(attack_action(0, 4, 0))
    assert "out of range" in duel.describe_action(N_ACTIONS)
    for a in range(A_ATTACK, A_SELECT):
        zone, rel, target = split_attack(a)
        assert attack_action(zone, rel, target) == a and target < ATTACK_TARGETS and zone < N_MZONES


def test_describe_names_attacks_from_the_attackers_view():
    for duel in random_states(4, 1):
        attacks = [a for a in duel.legal_actions() if A_ATTACK <= a < A_SELECT]
        if attacks:
            text = duel.describe_action(attacks[0])
            zone = split_attack(attacks[0])[0]
            name = duel.card_name(duel.rec["mzone"][duel.current_player, zone])
            target = r"('s .+ \(zone \d\)| directly)"
            assert re.fullmatch(rf"{re.escape(name)} \(zone {zone}\) attacks player_\d+{target}", text)
            return
    raise AssertionError("no attack in the game")


def test_render_shows_every_player():
    for n in (2, 6):
        for duel in random_states(n, 3, every=50):
            text = render_ansi(duel, duel.current_player)
            for p in range(n):
                assert f"player_{p}" in text and f"LP {duel.rec['lp'][p]}" in text
        assert duel.done and "Duel over" in render_ansi(duel)


def test_render_hides_what_the_viewer_may_not_see():
    duel, c, owner = hidden_monster_state()
    me = (owner + 1) % duel.num_players
    z = int(duel.rec["c_seq"][c])
    hand = pile(duel, owner, LOC_HAND)
    lines = render_ansi(duel, me).splitlines()
    i = next(i for i, line in enumerate(lines) if line.startswith("Seat") and f": player_{owner} " in line)
    assert "(you)" not in lines[i] and lines[i + 1].startswith("  monsters:")    # no hand shown
    assert f"[{z}] face-down DEF" in lines[i + 1]
    own = render_ansi(duel, owner)
    assert f"[{z}] {duel.card_name(c)} " in own and "(you)" in own
    assert all(duel.card_name(h) in own for h in hand)


def test_env_render():
    e = env(num_players=3, render_mode="ansi")
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and f"view: {e.agent_selection}" in text
    quiet = raw_env(num_players=3)
    quiet.reset(seed=1)
    with pytest.warns(UserWarning, match="render_mode"):
        assert quiet.render() is None
    with pytest.raises(ValueError):
        raw_env(render_mode="rgb_array")


# --- docs ------------------------------------------------------------------------------------

def test_observation_doc_lists_every_layout_row():
    doc = (DOCS / "observation.md").read_text(encoding="utf-8")
    assert f"float32[{OBS_SIZE}]" in doc
    for layout in (OBS_LAYOUT, SEAT_LAYOUT, CARD_LAYOUT, CANDIDATE_LAYOUT, LINK_LAYOUT, LASTING_LAYOUT):
        for name, offset, size in layout:
            assert f"| `{name}` | {offset} | {size} |" in doc, name


def test_actions_doc_matches_the_layout():
    from ygo_royal_env.core import constants as C
    doc = (DOCS / "actions.md").read_text(encoding="utf-8")
    starts = ["A_PASS", "A_TO_BATTLE", "A_TO_MAIN2", "A_TO_END", "A_STOP_ATTACK", "A_SUMMON",
              "A_SET_MONSTER", "A_FLIP_SUMMON", "A_CHANGE_POS", "A_ATTACK", "A_SELECT", "A_SUPPLY",
              "A_SET_CARD", "A_ACTIVATE", "A_ACTIVATE_SET", "A_ACTIVATE_MONSTER", "A_DESIGNATE", "A_POSITION", "A_PROCEDURE", "A_CONCEDE",
              "A_ACTIVATE_GRAVE", "N_ACTIONS"]
    for name, nxt in zip(starts, starts[1:]):
        lo, hi = getattr(C, name), getattr(C, nxt) - 1
        cell = str(lo) if lo == hi else f"{lo}–{hi}"
        assert re.search(rf"^\| {cell} \| `{name}`", doc, re.M), name
    assert f"`N_ACTIONS` = {C.N_ACTIONS}" in doc and f"Discrete({C.N_ACTIONS})" in doc


def test_illegal_action_lose_follows_terminate_illegal_convention():
    """illegal_action="lose": the offender gets -1, the others 0, and every agent is done."""
    e = env(num_players=3, illegal_action="lose")
    e.reset(seed=0)
    offender = e.agent_selection
    mask = e.observe(offender)["action_mask"]
    e.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(e.terminations.values())
    assert e.rewards[offender] == -1 and all(r == 0 for a, r in e.rewards.items() if a != offender)
    assert e.infos[offender]["illegal_action"]
    for _ in e.agent_iter():
        e.step(None)
    assert e.agents == []


def test_illegal_action_mode_is_validated():
    with pytest.raises(ValueError, match="illegal_action"):
        env(illegal_action="ignore")


@pytest.mark.parametrize("fields", [
    {"num_players": 4, "mode": "team", "teams": [0, 1, 0, 1]},
    {"num_players": 4, "mode": "2v2"},
    {"num_players": 4, "mode": "boss", "boss": 1, "boss_lp_bonus": 4000},
    {"num_players": 5, "mode": "contrib"},
    {"num_players": 3, "mode": "kupl"},
    {"num_players": 3, "concession": True},
    {"num_players": 4, "mode": "identity", "identity": "leader"},
    {"num_players": 6, "mode": "3v3", "starting_lp": 2000, "backups_per_player": 1},
    {"num_players": 6, "mode": "kof", "starting_lp": 2000},
], ids=["team", "2v2", "boss", "contrib", "kupl", "concession", "identity", "3v3", "kof"])
@pytest.mark.filterwarnings("ignore:V-TEAM-2")
def test_api_test_passes_for_every_mode(fields):
    api_test(env(**fields), num_cycles=1000)


def test_custom_encoder_example_in_the_docs_runs(tmp_path):
    """docs/observation.md's custom-encoder example, run as written from a module file (numba
    caches functions by their source file)."""
    import importlib.util
    doc = (DOCS / "observation.md").read_text(encoding="utf-8")
    code = doc.split("## Custom encoders", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    path = tmp_path / "custom_encoder_example.py"
    path.write_text(code, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("custom_encoder_example", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    scope = vars(module)
    obs, info = scope["obs"], scope["info"]
    assert obs.shape == (MAX_PLAYERS * (2 + N_MZONES),) and obs[0] == 1.0 and info["action_mask"].any()
    env = scope["env"]
    _, _, _, _, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
