"""The Duel contract: determinism, clone, bytes round trip, errors for illegal actions, bad
saves, bad configs and bad scenario descriptions."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from ygo_royal_env import (ConfigError, Duel, DuelConfig, DuelOverError, IllegalActionError,
                           StateFormatError)
from ygo_royal_env.core import constants as K
from ygo_royal_env.duel import FORMAT_MAGIC, check_invariants
from ygo_royal_env.scenario import ScenarioError, build_duel, deal_damage

from conftest import A, B, player, scenario


def play(duel: Duel, actions_rng_seed: int, steps: int) -> list[int]:
    """Apply ``steps`` random legal actions; returns them."""
    rng = np.random.default_rng(actions_rng_seed)
    taken = []
    for _ in range(steps):
        if duel.done:
            break
        legal = duel.legal_actions()
        a = legal[rng.integers(len(legal))]
        duel.apply(a)
        taken.append(a)
    return taken


def replay(duel: Duel, actions: list[int]) -> None:
    for a in actions:
        duel.apply(a)


# --- determinism -----------------------------------------------------------------------------
def test_same_seed_and_actions_give_identical_records():
    one = Duel(DuelConfig(num_players=4), seed=123)
    two = Duel(DuelConfig(num_players=4), seed=123)
    assert one.to_bytes() == two.to_bytes()
    actions = play(one, 5, 400)
    replay(two, actions)
    assert len(actions) > 100
    assert one.to_bytes() == two.to_bytes()
    assert one.events(0) == two.events(0)


def test_different_seeds_differ():
    one = Duel(DuelConfig(num_players=4, seat_order=[0, 1, 2, 3]), seed=1)
    two = Duel(DuelConfig(num_players=4, seat_order=[0, 1, 2, 3]), seed=2)
    assert one.to_bytes() != two.to_bytes()


def test_clone_is_independent_and_continues_identically():
    duel = Duel(DuelConfig(num_players=3), seed=8)
    play(duel, 1, 60)
    copy = duel.clone()
    assert copy.to_bytes() == duel.to_bytes()
    actions = play(duel, 2, 300)
    assert copy.to_bytes() != duel.to_bytes()        # the copy did not move with the original
    replay(copy, actions)
    assert copy.to_bytes() == duel.to_bytes()
    check_invariants(copy)


def test_bytes_round_trip_continues_identically():
    duel = Duel(DuelConfig(num_players=5), seed=21)
    play(duel, 3, 150)
    data = duel.to_bytes()
    assert data[:4] == FORMAT_MAGIC
    restored = Duel.from_bytes(data)
    assert restored.to_bytes() == data
    assert restored.legal_actions() == duel.legal_actions()
    assert restored.current_player == duel.current_player
    actions = play(duel, 4, 400)
    replay(restored, actions)
    assert restored.to_bytes() == duel.to_bytes()


def test_scenario_round_trips_through_bytes():
    duel = scenario([player(monsters=["Battle Ox"]), player(hand=["Gemini Elf"])])
    restored = Duel.from_bytes(duel.to_bytes())
    assert restored.to_bytes() == duel.to_bytes()


# --- bad saved bytes ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def saved():
    duel = Duel(DuelConfig(num_players=3), seed=4)
    play(duel, 0, 20)
    return duel.to_bytes()


def test_truncated_bytes_raise(saved):
    for cut in (len(saved) - 1, len(saved) // 2, 20, 3, 0):
        with pytest.raises(StateFormatError):
            Duel.from_bytes(saved[:cut])


def test_extra_bytes_raise(saved):
    with pytest.raises(StateFormatError, match="bytes"):
        Duel.from_bytes(saved + b"\0")


def test_wrong_magic_raises(saved):
    with pytest.raises(StateFormatError, match="magic"):
        Duel.from_bytes(b"XXXX" + saved[4:])


def test_corrupted_header_raises(saved):
    bad_version = saved[:4] + (999).to_bytes(2, "little") + saved[6:]
    with pytest.raises(StateFormatError, match="version"):
        Duel.from_bytes(bad_version)
    bad_db = bytearray(saved)
    bad_db[8] ^= 0xFF                                  # inside the card-database tag
    with pytest.raises(StateFormatError, match="different data for its cards"):
        Duel.from_bytes(bytes(bad_db))


def test_other_record_layout_raises(saved):
    other = bytearray(saved)
    other[15] ^= 0xFF                                  # inside the layout tag
    with pytest.raises(StateFormatError, match="record layout"):
        Duel.from_bytes(bytes(other))


def test_corrupted_record_raises(saved):
    flipped = bytearray(saved)
    flipped[len(saved) // 2] ^= 0x01                   # one bit inside the record
    with pytest.raises(StateFormatError, match="corrupted"):
        Duel.from_bytes(bytes(flipped))


def test_intact_but_invalid_record_raises(saved):
    """A record that passes the digest but breaks an invariant (here: LP below 0) is refused."""
    import hashlib

    from ygo_royal_env.core.state import STATE_DTYPE
    record = np.frombuffer(saved[26:], STATE_DTYPE).copy()
    record["lp"][0, 0] = -5
    body = record.tobytes()
    forged = saved[:18] + hashlib.sha256(body).digest()[:8] + body
    with pytest.raises(StateFormatError, match="not a valid duel.*negative LP"):
        Duel.from_bytes(forged)


# --- illegal actions and the end of the duel ---------------------------------------------------
def test_illegal_action_raises_lists_legal_actions_and_changes_nothing():
    duel = scenario([player(hand=["Battle Ox"]), player(), player()])
    before = duel.to_bytes()
    legal = duel.legal_actions()
    illegal = K.A_ATTACK                              # no attacks in Main Phase 1
    assert illegal not in legal
    with pytest.raises(IllegalActionError) as err:
        duel.apply(illegal)
    message = str(err.value)
    assert str(illegal) in message
    for a in legal:
        assert f"{a}:" in message
    assert duel.to_bytes() == before
    for bad in (-1, K.N_ACTIONS, K.N_ACTIONS + 7):
        with pytest.raises(IllegalActionError):
            duel.apply(bad)
        assert duel.to_bytes() == before


def test_apply_after_the_end_raises():
    duel = scenario([player(monsters=["Summoned Skull"]), player(lp=100)], phase="battle")
    deal_damage(duel, B, 100)
    assert duel.done and duel.results() == [1, -1]
    before = duel.to_bytes()
    for a in (K.A_PASS, K.A_TO_END):
        with pytest.raises(DuelOverError):
            duel.apply(a)
    assert duel.to_bytes() == before


# --- bad configs ---------------------------------------------------------------------------------
@pytest.mark.parametrize("field, value", [
    ("num_players", 7),
    ("num_players", 1),
    ("seat_order", [0, 1, 1, 2]),
    ("seat_order", [0, 1, 2]),
    ("starting_lp", 0),
    ("first_turn_rule", "x"),
    ("hand_limit", -1),
    ("turn_cap", 0),
    ("starting_hand", -1),
])
def test_bad_config_raises_config_error_naming_the_field(field, value):
    """Issue 21 item 6: at construction, so no invalid config ever exists (nor a copy of one)."""
    with pytest.raises(ConfigError, match=field):
        DuelConfig(**{field: value})
    with pytest.raises(ConfigError, match=field):
        dataclasses.replace(DuelConfig(), **{field: value})


def test_default_config_is_valid():
    assert DuelConfig().validate() == DuelConfig()


# --- bad scenario descriptions ----------------------------------------------------------------
def _desc(**changes):
    desc = {"turn_player": 0, "phase": "main1",
            "players": [{"hand": ["Battle Ox"]}, {"monsters": ["Luster Dragon"]}]}
    desc.update(changes)
    return desc


@pytest.mark.parametrize("desc, words", [
    (_desc(players=[{"hand": ["No Such Card"]}, {}]), "unknown card"),
    (_desc(players=[{"monsters": ["Battle Ox"] * 8}, {}]), "at most 7 monster zone entries"),
    (_desc(players=[{"monsters": ["Battle Ox"] * 6}, {}]), "Extra Monster Zone"),      # slot 5: EMZ_L (V-BOSS-2)
    (_desc(phase="standby"), "'phase'"),
    (_desc(players=[{"monsters": [{"card": "Battle Ox", "position": "sideways"}]}, {}]), "position"),
    (_desc(players=[{}]), "'players'"),
    (_desc(players=[{}] * 7), "'players'"),
    (_desc(seat_order=[0, 0]), "seat_order"),
    (_desc(turn_player=5), "turn_player"),
    (_desc(players=[{"lp": 0}, {}]), "lp"),
    (_desc(players=[{"hand": ["Morphing Jar #2"]}, {}]), "implemented"),
    (_desc(players=[{"monsters": [{"card": "Battle Ox", "zone": 7}]}, {}]), "zone"),
    (_desc(players=[{"handd": []}, {}]), "unknown keys"),
])
def test_bad_scenario_raises_scenario_error(desc, words):
    with pytest.raises(ScenarioError, match=words):
        build_duel(desc)


def test_deal_damage_rejects_bad_arguments():
    duel = scenario([player(), player()])
    for who, amount in ((2, 100), (-1, 100), (A, -5)):
        with pytest.raises(ScenarioError):
            deal_damage(duel, who, amount)
