"""Designation cards, second set (issue 3): Exchange (R19, T-R19b), Reasoning (R11 example 5,
T-R11g), The Eye of Truth (R13, R16, T-R13a), Rivalry of Warlords (R22, T-R22f first half),
Ectoplasmer (R13 example 3, R20, T-R13c, T-R20b) and Forced Requisition (R17, T-R17); each in a
3+ player duel."""
from __future__ import annotations

import numpy as np

from ygo_royal_env.core import constants as K
from ygo_royal_env.describe import describe_action, describe_event
from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation, encode_observation

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
                      names, player, scenario)


def pass_window(duel) -> None:
    while not duel.done and duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)


def spells_of(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


def observe(duel, viewer: int) -> dict:
    out = np.zeros(OBS_SIZE, np.float32)
    encode_observation(duel.rec, duel.db.table, viewer, out)
    return decode_observation(out)


def shown_hand(obs: dict, rel: int) -> list:
    """The cards (database rows) of the hand at relative seat ``rel`` the viewer sees."""
    return sorted(c["card"] for c in obs["seats"][rel]["shown_hand"] if c is not None and c["card"] is not None)


# --- R19 example 2: Exchange --------------------------------------------------------------------
def test_r19b_exchange_the_activator_and_the_designated_opponent_take_a_card_of_each_other():
    """T-R19b: A designates C; both hands are revealed to A, B and C (revealed events, and while
    the picks are made every player sees them); A takes 1 card of C's hand, C takes 1 of A's; B's
    hand is unchanged."""
    duel = scenario([player(hand=["Exchange", "Battle Ox", "Mystical Elf"]),
                     player(hand=["Luster Dragon", "Trap Hole"]),
                     player(hand=["Giant Soldier of Stone", "Dark Hole"])], auto_answer=False)
    b_hand = hand(duel, B)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    designate(duel, C)
    assert int(duel.rec["ch_opp"][0]) == C
    start = int(duel.rec["ev_n"])
    pass_window(duel)
    shown = [(e.a, name(duel, e.b)) for e in events(duel, start, "revealed")]
    assert sorted(shown) == sorted([(A, "Battle Ox"), (A, "Mystical Elf"), (C, "Giant Soldier of Stone"),
                                    (C, "Dark Hole")])
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Dark Hole", "Giant Soldier of Stone"]
    obs_b = observe(duel, B)                                   # B sees both hands while they are shown
    assert shown_hand(obs_b, 2) == sorted(int(duel.rec["c_card"][c]) for c in hand(duel, A))
    assert shown_hand(obs_b, 1) == sorted(int(duel.rec["c_card"][c]) for c in hand(duel, C))
    assert "Dark Hole" in describe_action(duel, K.A_SELECT + 0) + describe_action(duel, K.A_SELECT + 1)
    choose(duel, "Dark Hole")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == C
    assert candidates(duel) == ["Battle Ox", "Mystical Elf"]       # Exchange itself is on the field
    choose(duel, "Battle Ox")
    assert names(duel, hand(duel, A)) == ["Dark Hole", "Mystical Elf"]
    assert names(duel, hand(duel, C)) == ["Battle Ox", "Giant Soldier of Stone"]
    assert hand(duel, B) == b_hand
    assert int(duel.rec["hand_shown"]) == 0 and shown_hand(observe(duel, B), 2) == []     # hidden again
    dark_hole = hand(duel, A)[0] if name(duel, hand(duel, A)[0]) == "Dark Hole" else hand(duel, A)[1]
    assert int(duel.rec["c_owner"][dark_hole]) == C                 # owned by C, held by A (R33)
    assert name(duel, grave(duel, A)[-1]) == "Exchange"


def test_exchange_needs_a_card_in_each_hand_and_designates_only_opponents_with_one():
    """R11 (b): an opponent with an empty hand cannot be designated; with no other card in the
    activator's hand Exchange cannot be activated."""
    duel = scenario([player(hand=["Exchange", "Battle Ox"]), player(hand=["Trap Hole"]), player(hand=[])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]                  # only B
    alone = scenario([player(hand=["Exchange"]), player(hand=["Trap Hole"]), player(hand=["Battle Ox"])],
                     auto_answer=False)
    assert K.A_ACTIVATE + 0 not in alone.legal_actions()
