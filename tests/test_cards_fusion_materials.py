"""Monsters that the pool's Fusion Monsters name as materials (issue 19): Queen's Double, Cannon
Soldier, Thunder Dragon (an Ignition Effect from the hand) and Darklord Marie, as data. Their
Fusion Monsters (Empress Judge, Labyrinth Tank, Twin-Headed Thunder Dragon) are cases of
tests/test_fusion.py. Cards that name an opponent play with three players (R10-R23)."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import A, B, C, act, choose, designate, grave, hand, monsters, names, pass_all, pile, player, scenario
from test_cards_control_decks import pass_to_prompt


def test_r8_queens_double_attacks_any_opponent_directly_past_their_monsters():
    """A's Queen's Double may attack B or C directly although both control monsters (R8 / A-06)."""
    duel = scenario([player(monsters=["Queen's Double"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"])], phase="battle", auto_answer=False)
    legal = duel.legal_actions()
    assert attack_action(0, 1, K.N_MZONES) in legal and attack_action(0, 2, K.N_MZONES) in legal
    act(duel, attack_action(0, 2, K.N_MZONES))
    pass_all(duel)
    assert duel.rec["lp"][C] == 8000 - 350 and duel.rec["lp"][B] == 8000


def test_r11_cannon_soldier_tributes_a_monster_even_itself_for_500_damage_to_the_designated_opponent():
    """A's Cannon Soldier, alone on A's field, Tributes itself as the cost; A designates C, who takes
    500 (R11), B none."""
    duel = scenario([player(monsters=["Cannon Soldier"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, C)
    choose(duel, "Cannon Soldier")
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Cannon Soldier"] and monsters(duel, A) == []
    assert duel.rec["lp"][C] == 7500 and duel.rec["lp"][B] == 8000


def test_thunder_dragon_is_discarded_from_the_hand_to_add_up_to_2_thunder_dragons():
    """An Ignition Effect from the hand (discard_self): in A's Main Phase Thunder Dragon is discarded
    and A adds 2 Thunder Dragons of the Deck; with an open chain, outside A's Main Phase, it cannot be
    activated."""
    deck = ["Battle Ox", "Thunder Dragon", "Mystical Elf", "Thunder Dragon"]
    duel = scenario([player(hand=["Thunder Dragon"], deck=deck), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    choose(duel, "Thunder Dragon")
    choose(duel, "Thunder Dragon")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Thunder Dragon", "Thunder Dragon"]
    assert names(duel, grave(duel, A)) == ["Thunder Dragon"]
    assert names(duel, pile(duel, A, K.LOC_DECK)) == ["Battle Ox", "Mystical Elf"]
    duel = scenario([player(hand=["Thunder Dragon"], deck=deck), player(), player()], turn_player=B,
                    auto_answer=False)
    assert duel.current_player == B and K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_darklord_marie_gains_200_lp_in_its_owners_standby_phase_from_the_graveyard():
    """Marie in A's GY: as A's Standby Phase begins its mandatory trigger gains A 200 LP; on the field
    it does nothing."""
    duel = scenario([player(graveyard=["Darklord Marie"]), player(), player()], turn_player=C, auto_answer=False)
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert int(duel.rec["turn_player"]) == A and duel.rec["lp"][A] == 8200
    duel = scenario([player(monsters=["Darklord Marie"]), player(), player()], turn_player=C, auto_answer=False)
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert int(duel.rec["turn_player"]) == A and duel.rec["lp"][A] == 8000
