"""Triggers on draws and LP gains (Solemn Wishes, Fire Princess), the 2v2 supply that
triggers neither and that no "cannot draw" stops (V-2v2-5, T-V2v2-b, T-V2v2-c), Protector of
the Sanctuary's bar on its controller's opponents' draws (R16), Newdoria, and Mystic Lamp's direct attack on any one
opponent (R8, A-06); each in a 3+ player duel."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (
    A, B, C, D, act, choose, end_turn, events, grave, hand, monster, monsters, name, pass_all, player,
    scenario,
)





def gains(duel, since: int = 0) -> list[tuple[int, int]]:
    return [(e.a, e.b) for e in events(duel, since, "gain LP")]


WISHES = {"card": "Solemn Wishes", "face_up": True}


def test_solemn_wishes_gains_500_for_each_draw_and_once_for_a_draw_of_two():
    """Solemn Wishes: its controller gains 500 when drawing in the Draw Phase (the trigger is
    chained at once), and 500 once for Pot of Greed's two cards; others' draws give nothing."""
    duel = scenario([player(hand=["Pot of Greed"], spells=[WISHES]), player(), player()], banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    assert len(hand(duel, A)) == 2 and gains(duel) == [(A, 500)] and duel.rec["lp"][A] == 8500
    act(duel, K.A_TO_END)
    while duel.rec["turn_player"] != A:                        # B's and C's draws: nothing
        act(duel, K.A_TO_END if K.A_TO_END in duel.legal_actions() else duel.legal_actions()[0])
    assert gains(duel) == [(A, 500), (A, 500)] and duel.rec["lp"][A] == 9000


def test_fire_princess_damages_the_designated_opponent_each_time_its_controller_gains_lp():
    """Fire Princess: when A's Solemn Wishes gains A 500, Fire Princess's trigger is chained
    and A designates one opponent (R11), who alone takes 500."""
    duel = scenario([player(hand=["Pot of Greed"], monsters=["Fire Princess"], spells=[WISHES]), player(), player()],
                    banlist=None, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    while duel.rec["pr_kind"] in (K.PROMPT_PASS, K.PROMPT_TRIGGER):    # Pot, then Solemn Wishes's trigger
        act(duel, K.A_SELECT if duel.rec["pr_kind"] == K.PROMPT_TRIGGER else K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
    act(duel, K.A_DESIGNATE + 1)                               # C, two seats after A
    assert [name(duel, e.b) for e in events(duel, kind="activate")][-1] == "Fire Princess"
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == [8500, 8000, 7500]


def test_v2v2_b_the_supply_triggers_neither_solemn_wishes_nor_fire_princess():
    """T-V2v2-b: A2 controls Solemn Wishes and Fire Princess; A1 loses during B1's turn and A2
    picks (c): A2's LP is +2000 and hand +1, with no Solemn Wishes gain and no Fire Princess
    damage (V-2v2-5: the supply is inert)."""
    duel = scenario([player(lp=500), player(hand=["Battle Ox"], monsters=["Fire Princess"], spells=[WISHES]),
                     player(monsters=[monster("Luster Dragon")]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle")
    act(duel, attack_action(0, 3, K.N_MZONES))                 # A1 sits 3 seats after B1
    assert duel.rec["pr_kind"] == K.PROMPT_SUPPLY and duel.current_player == B
    act(duel, K.A_SUPPLY + 2)
    assert duel.rec["lp"][B] == 10000 and len(hand(duel, B)) == 2
    assert gains(duel) == [] and events(duel, kind="activate") == []
    assert duel.rec["lp"][C] == 8000 and duel.rec["lp"][D] == 8000


PROTECTOR = "Protector of the Sanctuary"


@pytest.mark.parametrize("protector", [True, False])
def test_r16_protector_of_the_sanctuary_bars_every_opponents_effect_draws(protector):
    """R16 (OPP-ALL): C's Protector of the Sanctuary bars A and B alike from drawing except in
    Draw Phases: A cannot activate Pot of Greed; A's Card Destruction makes A and B discard and
    draw nothing while C, its controller, draws; B still draws in B's Draw Phase. Without it
    everyone draws."""
    duel = scenario([player(hand=["Pot of Greed", "Card Destruction", "Battle Ox"]),
                     player(hand=["Battle Ox", "Battle Ox"]),
                     player(hand=["Battle Ox"], monsters=[PROTECTOR] if protector else ["Luster Dragon"])],
                    banlist=None)
    assert (K.A_ACTIVATE + 0 in duel.legal_actions()) is not protector       # Pot of Greed
    act(duel, K.A_ACTIVATE + 1)                                           # Card Destruction
    assert [len(hand(duel, p)) for p in (A, B, C)] == ([0, 0, 1] if protector else [2, 2, 1])
    end_turn(duel)
    assert duel.rec["turn_player"] == B and len(hand(duel, B)) == (1 if protector else 3)


@pytest.mark.parametrize("option, lp, cards", [(0, 12000, 0), (1, 8000, 2), (2, 10000, 1)])
def test_v2v2_c_the_supply_works_although_a_card_stops_its_taker_from_drawing(option, lp, cards):
    """T-V2v2-c (V-2v2-5): B1 controls Protector of the Sanctuary, which stops A2 from drawing
    outside Draw Phases; when A1 loses in B1's Battle Phase, A2's supply (a), (b) and (c) each
    still gives its LP and cards. (No card of the pool stops gaining LP.)"""
    duel = scenario([player(lp=500), player(), player(monsters=[monster("Luster Dragon"), PROTECTOR]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle")
    act(duel, attack_action(0, 3, K.N_MZONES))                 # A1 sits 3 seats after B1
    assert duel.rec["pr_kind"] == K.PROMPT_SUPPLY and duel.current_player == B
    act(duel, K.A_SUPPLY + option)
    assert duel.rec["lp"][B] == lp and len(hand(duel, B)) == cards


def test_newdoria_destroyed_by_battle_destroys_a_target():
    """Newdoria: destroyed by battle, its mandatory trigger destroys a monster it targets, on
    any player's field."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Newdoria"]),
                     player(monsters=["Blue-Eyes White Dragon"])], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    choose(duel, "Blue-Eyes White Dragon")
    pass_all(duel)
    assert monsters(duel, C) == [] and [name(duel, c) for c in grave(duel, B)] == ["Newdoria"]


def test_r8_mystic_lamp_attacks_any_one_opponent_directly():
    """R8 / A-06: Mystic Lamp may attack directly any one opponent, one who controls monsters
    too, chosen at declaration; a Normal Monster may not attack C directly."""
    duel = scenario([player(monsters=["Mystic Lamp", "Luster Dragon"]), player(monsters=["Mystical Elf"]),
                     player(monsters=["Blue-Eyes White Dragon"])], phase="battle", auto_answer=False)
    legal = duel.legal_actions()
    assert attack_action(0, 1, K.N_MZONES) in legal and attack_action(0, 2, K.N_MZONES) in legal
    assert attack_action(1, 2, K.N_MZONES) not in legal
    act(duel, attack_action(0, 2, K.N_MZONES))
    pass_all(duel)
    assert duel.rec["lp"][C] == 8000 - 400 and duel.rec["lp"][B] == 8000
