"""V-IDENTITY: roles dealt at random or fixed, hidden roles seen only by their holder,
per-role win predicates checked at every loss, rewards from the role's outcome."""
import numpy as np
import pytest

import ygo_royal_env
from ygo_royal_env import ConfigError, Duel, DuelConfig
from ygo_royal_env.envs.observation import OBS_SIZE, S_ROLE, SEAT_SIZE, O_SEATS, encode_observation
from ygo_royal_env.identity import IdentitySet, Role
from ygo_royal_env.scenario import deal_damage

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import A, B, C, D, events, hand, monster, player, scenario

LEADER, REBEL, LOYAL = 0, 1, 2          # role ids: positions in EXAMPLE_SETS["leader"].roles


def identity_scenario(deal=("Leader", "Rebel", "Rebel", "Loyal"), public=()):
    roles = tuple(Role(name, wins, name in public) for name, wins in
                  (("Leader", ("Rebel",)), ("Rebel", ("Leader",)), ("Loyal", ("Rebel",))))
    return scenario([player() for _ in deal], mode="identity", identity=IdentitySet(roles, tuple(deal)),
                    role_assignment="fixed")


def seen_roles(duel: Duel, viewer: int) -> list[int | None]:
    """The role each relative seat shows in ``viewer``'s observation (None: hidden)."""
    out = np.empty(OBS_SIZE, np.float32)
    encode_observation(duel.rec, duel.db.table, viewer, out)
    roles = []
    for r in range(duel.num_players):
        block = out[O_SEATS + r * SEAT_SIZE + S_ROLE: O_SEATS + r * SEAT_SIZE + S_ROLE + 6]
        roles.append(int(block.argmax()) if block.any() else None)
    return roles


def test_vid_hidden_roles_are_seen_only_by_their_holder():
    """T-VID: each player's observation contains only their own identity."""
    duel = identity_scenario()
    for viewer, role in zip((A, B, C, D), (LEADER, REBEL, REBEL, LOYAL)):
        assert seen_roles(duel, viewer) == [role, None, None, None]


def test_vid_public_roles_are_seen_by_everyone():
    duel = identity_scenario(public=("Leader",))
    assert seen_roles(duel, C) == [REBEL, None, LEADER, None]    # C sees itself and A (2 seats on)


def test_vid_leader_loses_and_both_rebels_win_at_once():
    """T-VID: when the Leader loses the game ends at once and both Rebels win, although the
    Loyal is still alive."""
    duel = identity_scenario()
    deal_damage(duel, A, 8000)
    assert duel.done and duel.results() == [-1, 1, 1, -1] and duel.rec["alive"][D]


def test_vid_leader_side_wins_when_every_rebel_has_lost_even_a_defeated_leader_side():
    duel = identity_scenario(deal=("Loyal", "Rebel", "Rebel", "Leader"))
    deal_damage(duel, A, 8000)                  # the Loyal falls first; nothing is decided
    assert not duel.done
    deal_damage(duel, B, 8000)
    deal_damage(duel, C, 8000)
    assert duel.done and duel.results() == [1, -1, -1, 1]


def test_vid_random_assignment_is_seeded_and_fixed_assignment_is_exact():
    config = DuelConfig(mode="identity", identity="leader")
    deals = {tuple(Duel(config, s).rec["role"][:4]) for s in range(12)}
    assert len(deals) > 1 and all(sorted(d) == [0, 1, 1, 2] for d in deals)
    assert tuple(Duel(config, 5).rec["role"][:4]) == tuple(Duel(config, 5).rec["role"][:4])
    fixed = DuelConfig(mode="identity", identity="leader", role_assignment="fixed")
    assert [Duel(fixed, s).rec["role"][:4].tolist() for s in range(3)] == [[0, 1, 1, 2]] * 3


def test_vid_env_rewards_come_from_the_role_and_defeated_holders_wait():
    env = ygo_royal_env.env(num_players=4, mode="identity", identity="leader", seed=2)
    env.reset()
    rewards = {a: 0.0 for a in env.possible_agents}
    rng = np.random.default_rng(1)
    for agent in env.agent_iter():
        _, reward, term, trunc, _ = env.last()
        rewards[agent] += reward
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))
    results = env.unwrapped.duel.results()
    assert rewards == {f"player_{p}": float(results[p]) for p in range(4)}
    roles = env.unwrapped.duel.rec["role"][:4]
    assert len({results[p] for p in range(4) if roles[p] == REBEL}) == 1     # a role wins or loses together


@pytest.mark.parametrize("fields, message", [
    ({"mode": "identity"}, "identity is given exactly when"),
    ({"identity": "leader"}, "identity is given exactly when"),
    ({"mode": "identity", "identity": "werewolves"}, "identity must be an IdentitySet or one of"),
    ({"mode": "identity", "identity": IdentitySet((Role("A", ("B",)),), ("A",) * 4)}, "waits for unknown role 'B'"),
    ({"mode": "identity", "identity": IdentitySet((Role("A", ()),), ("A",) * 3)}, "deals 3 roles"),
    ({"mode": "identity", "identity": "leader", "role_assignment": "vote"}, "role_assignment"),
    ({"mode": "identity", "identity": IdentitySet((Role("A", (), lp_bonus=-1),), ("A",) * 4)},
     "role 'A': lp_bonus must be 0 to 100000, got -1"),
    ({"mode": "identity", "identity": IdentitySet((Role("A", (), hand_bonus=3),), ("A",) * 4), "hand_cap_hard": 7},
     "opening hand of 8 cards"),
])
def test_vid_bad_identity_configs(fields, message):
    with pytest.raises(ConfigError, match=message):
        DuelConfig(**fields).validate()


def test_vid3_interaction_hook_rewards_a_loss_by_the_roles_involved():
    """V-ID-3: the env calls ``on_loss`` with the loser, the killer (A-47) and every role; the
    rewards it returns are added to the step's rewards (here: a Rebel knocking out the Loyal
    earns 0.5, and the Leader who loses a Loyal pays 0.25)."""
    seen = []

    def on_loss(event):
        seen.append((event.loser, event.loser_role, event.killer, event.killer_role))
        out = {}
        if event.loser_role == "Loyal":
            if event.killer_role == "Rebel":
                out[event.killer] = 0.5
            out[event.roles.index("Leader")] = -0.25
        return out

    env = ygo_royal_env.env(num_players=4, mode="identity", identity="leader", role_assignment="fixed",
                            on_loss=on_loss)
    env.reset(seed=0)
    raw = env.unwrapped
    raw.duel = scenario([player(), player(monsters=[monster("Luster Dragon")]), player(), player(lp=1000)],
                        turn_player=B, phase="battle", mode="identity", identity="leader", role_assignment="fixed")
    raw._settle()
    env.step(attack_action(0, 2, K.N_MZONES))       # B (Rebel) attacks D (Loyal, 2 seats after B)
    assert seen == [(D, "Loyal", B, "Rebel")]
    assert raw.rewards["player_1"] == 0.5 and raw.rewards["player_0"] == -0.25


def test_vid3_event_hook_rewards_each_event_of_the_step_by_role():
    """V-ID-3 ``on_event(identity, event)``: the env calls the hook with every player's role
    and each event the step logged, and adds the rewards it returns (here: a Rebel's battle
    damage to a Loyal earns 0.001 per LP: 1900 damage is 1.9)."""
    seen = []

    def on_event(roles, event):
        seen.append(event.kind)
        if event.kind == "damage" and roles[event.a] == "Loyal" and roles[event.c] == "Rebel":
            return {event.c: event.b / 1000}
        return {}

    env = ygo_royal_env.env(num_players=4, mode="identity", identity="leader", role_assignment="fixed",
                            on_event=on_event)
    env.reset(seed=0)
    raw = env.unwrapped
    raw.duel = scenario([player(), player(monsters=[monster("Luster Dragon")]), player(), player()],
                        turn_player=B, phase="battle", mode="identity", identity="leader", role_assignment="fixed")
    raw._settle()
    env.step(attack_action(0, 2, K.N_MZONES))       # B (Rebel) attacks D (Loyal) directly for 1900
    assert "attack" in seen and "damage" in seen
    assert raw.rewards["player_1"] == pytest.approx(1.9)
    assert [raw.rewards[a] for a in ("player_0", "player_2", "player_3")] == [0, 0, 0]


def test_vid3_a_roles_starting_advantages_go_to_whoever_is_dealt_it():
    """V-ID-3 special mechanics: the "lord" set's public Lord starts with 2000 more LP and one
    more card, wherever the random deal puts it; the others start as usual."""
    config = DuelConfig(mode="identity", identity="lord")
    lords = set()
    for seed in range(8):
        duel = Duel(config, seed)
        rec = duel.rec
        lord = int(np.flatnonzero(rec["role"][:4] == 0)[0])
        lords.add(lord)
        assert [int(x) for x in rec["lp"][:4]] == [10000 if p == lord else 8000 for p in range(4)]
        assert [int(x) for x in rec["pile_n"][:4, K.LOC_HAND]] == [6 if p == lord else 5 for p in range(4)]
        for viewer in range(4):                                          # public (V-ID-2)
            assert seen_roles(duel, viewer)[(rec["seat_of"][lord] - rec["seat_of"][viewer]) % 4] == 0
    assert len(lords) > 1


@pytest.mark.parametrize("source, deck, drawn", [(A, 5, 3), (A, 1, 1), (-1, 5, 0), (B, 5, 0)])
def test_vid3_a_rebels_bounty_goes_to_whoever_knocks_it_out(source, deck, drawn):
    """V-ID-3 role mechanics that change the duel: in the "lord" set whoever causes a Rebel's
    loss (A-47) draws 3 cards at once, as inert as a supply, and never more than the Deck
    holds. A loss nobody caused, or one the Rebel caused itself, pays nothing."""
    duel = scenario([player(deck=["Mystical Elf"] * deck), player(), player(), player()],
                    mode="identity", identity="lord", role_assignment="fixed")   # Lord, Rebel, Rebel, Loyal
    deal_damage(duel, B, 8000, source=source)
    assert not duel.rec["alive"][B] and not duel.done
    assert len(hand(duel, A)) == drawn and duel.rec["pile_n"][A, K.LOC_DECK] == deck - drawn
    assert [(e.a, e.b, e.c) for e in events(duel, kind="bounty")] == ([(A, B, drawn)] if drawn else [])
    assert duel.rec["alive"][A] and duel.rec["lp"][A] == 8000                # no deck-out, no LP bounty
