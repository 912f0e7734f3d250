"""The Damage Step windows (RULES.md B13) and the cards that make them matter: ATK changes until
the end of the turn (Rush Recklessly, Reinforcements, Shrink: B23 rounding) and Counter Traps
(Magic Jammer, Solemn Judgment); each in a 3+ player duel."""
from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest

from ygo_royal_env.cards import load_database
from ygo_royal_env.config import DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk
from ygo_royal_env.scenario import build_duel

from conftest import (A, B, C, act, asked, choose, end_turn, events, grave, hand, monster, monsters, name, names,
                      pass_all, pass_while, player, prompt, scenario)

D = 3


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


def slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


def to_battle_step(duel) -> None:
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)


def attack_on(duel, attacker: str, card: str) -> None:
    """The turn player's ``attacker`` attacks the monster named ``card``."""
    to_battle_step(duel)
    options = [a for a in duel.legal_actions() if duel.describe_action(a).startswith(attacker)
               and f"'s {card} " in duel.describe_action(a)]
    act(duel, options[0])


def to_damage_step(duel) -> None:
    """Pass the attack declaration's window until the first Damage Step prompt (B13)."""
    pass_while(duel, lambda d: int(d.rec["step"]) != K.STEP_DAMAGE)
    assert prompt(duel) == K.PROMPT_PASS and int(duel.rec["step"]) == K.STEP_DAMAGE


def in_damage_step(duel) -> bool:
    return int(duel.rec["step"]) == K.STEP_DAMAGE


def test_b13_rush_recklessly_at_the_start_of_the_damage_step_wins_the_battle():
    """B13: A's Battle Ox (1700) attacks B's Luster Dragon (1900). At the start of the Damage Step
    A (the turn player, asked first) activates Rush Recklessly from the hand on Battle Ox: 2400 at
    damage calculation, so Luster Dragon is destroyed and B takes 500. C is untouched."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Rush Recklessly"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Mystical Elf"])], phase="battle", auto_answer=False)
    attack_on(duel, "Battle Ox", "Luster Dragon")
    to_damage_step(duel)
    assert duel.current_player == A and atk(duel, monsters(duel, A)[0]) == 1700
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Battle Ox")
    pass_while(duel, lambda d: d.rec["ch_n"] > 0)
    assert atk(duel, monsters(duel, A)[0]) == 2400 and in_damage_step(duel)
    assert [e.b for e in events(duel, kind="ATK changed")] == [2400]
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Luster Dragon"]
    assert lp(duel) == [8000, 8000 - 500, 8000]
    assert names(duel, grave(duel, A)) == ["Rush Recklessly"] and names(duel, monsters(duel, C)) == ["Mystical Elf"]


def test_b13_before_damage_calculation_the_face_down_target_is_flipped_and_rush_recklessly_answers():
    """B13: A's Battle Ox (1700) attacks B's Set Mystical Elf (DEF 2000). A passes at the start of
    the Damage Step; before damage calculation Mystical Elf is face-up, and A's Rush Recklessly
    (2400) now beats its DEF: it is destroyed, nobody takes damage."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Rush Recklessly"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], phase="battle", auto_answer=False)
    to_battle_step(duel)
    act(duel, attack_action(0, 1, 0))                                # B sits next after A
    to_damage_step(duel)
    elf = monsters(duel, B)[0]
    assert duel.rec["c_pos"][elf] == K.POS_FACEDOWN_DEF          # the start of the Damage Step
    pass_while(duel, lambda d: d.rec["c_pos"][elf] == K.POS_FACEDOWN_DEF)
    assert duel.rec["c_pos"][elf] == K.POS_FACEUP_DEF and duel.current_player == A and in_damage_step(duel)
    assert lp(duel) == [8000, 8000, 8000]                            # before damage calculation
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Mystical Elf"]
    assert lp(duel) == [8000, 8000, 8000]


def test_b13_b15_a_set_shrink_in_the_opponents_damage_step_halves_the_attacker():
    """B13, B15: in A's turn, B activates a Set Shrink (a Quick-Play Spell Set earlier) in the
    Damage Step on A's attacking Luster Dragon (1900 -> 950), which loses to B's Battle Ox (1700):
    Luster Dragon is destroyed and A takes 750."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Battle Ox"], spells=["Shrink"]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Luster Dragon", "Battle Ox")
    to_damage_step(duel)
    assert asked(duel)[-1] == A
    act(duel, K.A_PASS)
    assert duel.current_player == B and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Luster Dragon")
    pass_while(duel, lambda d: d.rec["ch_n"] > 0)
    assert atk(duel, monsters(duel, A)[0]) == 950
    pass_all(duel)
    assert monsters(duel, A) == [] and lp(duel) == [8000 - 750, 8000, 8000]


def test_b13_cards_that_do_not_change_atk_are_not_offered_in_the_damage_step():
    """B13: in the Damage Step A may activate Rush Recklessly but not Mystical Space Typhoon (a
    Quick-Play Spell with a target: B's Set card), and B may not activate that Set Mystical Space
    Typhoon nor Sakuretsu Armor; both are offered in the Battle Step before it. Pot of Greed never."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Rush Recklessly", "Mystical Space Typhoon", "Pot of Greed"]),
                     player(monsters=["Luster Dragon"], spells=["Mystical Space Typhoon", "Sakuretsu Armor"]),
                     player()], phase="battle", auto_answer=False)
    assert K.A_ACTIVATE + slot(duel, A, "Mystical Space Typhoon") in duel.legal_actions()   # the Battle Step
    attack_on(duel, "Battle Ox", "Luster Dragon")
    assert duel.current_player == B and {K.A_ACTIVATE_SET + 0, K.A_ACTIVATE_SET + 1} <= set(duel.legal_actions())
    to_damage_step(duel)
    assert duel.current_player == A
    assert duel.legal_actions() == [K.A_PASS, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly")]
    act(duel, K.A_PASS)
    assert duel.current_player == B and duel.legal_actions() == [K.A_PASS]
    pass_all(duel)
    assert monsters(duel, A) == [] and lp(duel) == [8000 - 200, 8000, 8000]


def test_b13_b15_a_counter_trap_answers_rush_recklessly_in_the_damage_step():
    """B13, B15: Counter Traps may be used in the Damage Step. A activates Rush Recklessly there;
    B is offered both Magic Jammer (a Spell's activation: discard 1) and Solemn Judgment, and
    negates it with Magic Jammer: Battle Ox stays at 1700 and loses to Luster Dragon (A takes 200)."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Rush Recklessly"]),
                     player(monsters=["Luster Dragon"], spells=["Magic Jammer", "Solemn Judgment"], hand=["Battle Ox"]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Battle Ox", "Luster Dragon")
    to_damage_step(duel)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Battle Ox")
    assert duel.current_player == B and in_damage_step(duel)
    assert duel.legal_actions() == [K.A_PASS, K.A_ACTIVATE_SET + 0, K.A_ACTIVATE_SET + 1]
    act(duel, K.A_ACTIVATE_SET + 0)                                  # Magic Jammer
    choose(duel, "Battle Ox")                                        # the card discarded
    pass_all(duel)
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Rush Recklessly"]
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Rush Recklessly"]
    assert monsters(duel, A) == [] and lp(duel) == [8000 - 200, 8000, 8000]


def test_b13_r26_damage_step_windows_ask_the_turn_player_then_the_attacked_player_then_the_rest():
    """B13 with R24/R26: in 4 players, A attacks C's monster and C holds a Set Reinforcements, so
    each Damage Step window opens: the start, before and after damage calculation, each asking A
    (the turn player), C (the attacked player), then B and D. The attack declaration's window is
    R26's [C, B, D] then A."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(), player(monsters=["Battle Ox"], spells=["Reinforcements"]),
                     player()], phase="battle", auto_answer=False)
    to_battle_step(duel)
    n0 = len(duel.events())
    attack_on(duel, "Luster Dragon", "Battle Ox")
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS)
    assert asked(duel, n0, K.PROMPT_PASS) == [C, B, D, A] + [A, C, B, D] * 3
    assert prompt(duel) == K.PROMPT_BATTLE and lp(duel)[C] == 8000 - 200


def test_b13_a_plain_battle_without_usable_cards_opens_no_damage_step_window():
    """B13 / performance: with no card anyone could use in the Damage Step (C's Set Mystical Space
    Typhoon cannot be), the battle asks only the attack declaration's window, then the Battle Step
    again; with auto-answer the battle takes the same single decision as before."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(), player(monsters=["Battle Ox"], spells=["Mystical Space Typhoon"]),
                     player()], phase="battle", auto_answer=False)
    to_battle_step(duel)
    n0 = len(duel.events())
    attack_on(duel, "Luster Dragon", "Battle Ox")
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS)
    assert asked(duel, n0) == [C, B, D, A, A]                        # the window, then the Battle Step
    assert prompt(duel) == K.PROMPT_BATTLE and lp(duel)[C] == 8000 - 200

    duel = scenario([player(monsters=["Luster Dragon"]), player(), player(monsters=["Battle Ox"]), player()],
                    phase="battle")
    to_battle_step(duel)
    before = int(duel.rec["decisions"])
    attack_on(duel, "Luster Dragon", "Battle Ox")
    assert prompt(duel) == K.PROMPT_BATTLE and int(duel.rec["decisions"]) == before + 1
    assert lp(duel)[C] == 8000 - 200


def test_b13_the_dd_warrior_lady_chain_in_the_damage_step_takes_only_damage_step_responses():
    """B13: D.D. Warrior Lady's trigger after damage calculation is chained in the Damage Step;
    B's Set Mystical Space Typhoon may not answer it (before, any card could), C's Set
    Reinforcements may."""
    duel = scenario([player(monsters=["D.D. Warrior Lady"]),
                     player(monsters=["Vorse Raider"], spells=["Mystical Space Typhoon"]),
                     player(spells=["Reinforcements"])], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "D.D. Warrior Lady")
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS and lp(d)[A] == 8000)
    assert prompt(duel) == K.PROMPT_TRIGGER and duel.current_player == A and in_damage_step(duel)
    act(duel, K.A_SELECT)
    seen = {}
    while prompt(duel) == K.PROMPT_PASS:
        seen.setdefault(duel.current_player, duel.legal_actions())
        act(duel, K.A_PASS)
    assert seen[B] == [K.A_PASS] and seen[C] == [K.A_PASS, K.A_ACTIVATE_SET + 0]
    assert names(duel, monsters(duel, A) + monsters(duel, B)) == []


def test_b13_atk_changes_in_the_main_phase_last_until_the_end_of_the_turn():
    """Rush Recklessly and Reinforcements in A's Main Phase add up (1700 + 700 + 500) and lapse as
    the turn ends; a monster Set face-down loses its change (Book of Moon): Flip Summoned, it is
    back to 1700."""
    duel = scenario([player(monsters=["Battle Ox", "Vorse Raider"], hand=["Rush Recklessly", "Rush Recklessly", "Book of Moon"],
                            spells=["Reinforcements"]), player(), player()], auto_answer=False)
    ox, raider = monsters(duel, A)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Battle Ox")
    pass_all(duel)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert atk(duel, ox) == 1700 + 700 + 500
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Vorse Raider")
    pass_all(duel)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Book of Moon"))
    choose(duel, "Vorse Raider")
    pass_all(duel)
    act(duel, K.A_FLIP_SUMMON + 1)
    pass_all(duel)
    assert atk(duel, raider) == 1900 and atk(duel, ox) == 2900
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == B and atk(duel, ox) == 1700


def test_b23_shrink_halves_an_odd_original_atk_rounding_up(tmp_path):
    """B23: Shrink halves the original ATK, rounded up: a monster of 1001 ATK becomes 501 (a test
    card with an odd ATK; the pool has none), a Rush Recklessly on it counts on top (1201)."""
    packaged = (importlib.resources.files("ygo_royal_env.cards") / "data" / "cards.csv").read_text(encoding="utf-8")
    path = Path(tmp_path) / "cards.csv"
    path.write_text(packaged + "99999901,Odd Test Monster,,monster,normal,EARTH,Warrior,4,1001,1000,,\n", encoding="utf-8")
    db = load_database(path)
    desc = {"turn_player": A, "phase": "main1", "players": [
        {"monsters": ["Odd Test Monster"], "hand": ["Shrink", "Rush Recklessly"], "deck": ["Mystical Elf"] * 5},
        {"deck": ["Mystical Elf"] * 5}, {"deck": ["Mystical Elf"] * 5}]}
    duel = build_duel(desc, DuelConfig(auto_answer=False), db=db)
    odd = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Odd Test Monster")
    pass_all(duel)
    assert atk(duel, odd) == 501
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Odd Test Monster")
    pass_all(duel)
    assert atk(duel, odd) == 1201



def test_b13_a_monster_that_leaves_the_field_loses_its_atk_change():
    """Rush Recklessly's +700 belongs to the monster on the field: destroyed (Dark Hole) and
    Special Summoned again the same turn (Monster Reborn), Battle Ox is back to 1700."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Rush Recklessly", "Dark Hole", "Monster Reborn"]),
                     player(), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Rush Recklessly"))
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert atk(duel, monsters(duel, A)[0]) == 2400
    act(duel, K.A_ACTIVATE + slot(duel, A, "Dark Hole"))
    pass_all(duel)
    assert monsters(duel, A) == []
    act(duel, K.A_ACTIVATE + slot(duel, A, "Monster Reborn"))
    choose(duel, "Battle Ox")
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS)
    assert prompt(duel) == K.PROMPT_POSITION
    act(duel, K.A_POSITION + 0)
    assert names(duel, monsters(duel, A)) == ["Battle Ox"] and atk(duel, monsters(duel, A)[0]) == 1700


DAMAGE_STEP_CARDS = {1: ("Test Spell", 1, 9), 2: ("Test Trap", 2, 0), 3: ("Test Counter Trap", 2, 13)}


def test_b13_damage_step_flag_marks_an_effect_usable_then_and_is_refused_where_it_means_nothing():
    """B13: ``damage_step = true`` lets a Quick-Play Spell's effect be used in the Damage Step
    (``e_dstep``); a Counter Trap and an ATK change are usable anyway and get it without the key,
    which is refused for them; a Trap without either is not usable then."""
    from ygo_royal_env.cards.effects import EffectDataError, parse_effects
    spell = '[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n{}ops = [{{op="draw"}}]\n'
    assert parse_effects(spell.format("damage_step = true\n"), DAMAGE_STEP_CARDS.get)[1]["e_dstep"][0] == 1
    assert parse_effects(spell.format(""), DAMAGE_STEP_CARDS.get)[1]["e_dstep"][0] == 0
    counter = ('[[card]]\nid = 3\nname = "Test Counter Trap"\n[[card.effect]]\nactivation = "trap"\n{}'
               'condition = "spell activated"\ntarget = "event card"\nops = [{{op="negate_activation"}}]\n')
    assert parse_effects(counter.format(""), DAMAGE_STEP_CARDS.get)[3]["e_dstep"][0] == 1
    trap = ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ntarget = {{ from = "monsters" }}\n'
            '{}ops = [{{op="gain_stats", atk = 500}}]\n')
    assert parse_effects(trap.format(""), DAMAGE_STEP_CARDS.get)[2]["e_dstep"][0] == 1
    for text in (trap.format("damage_step = true\n"), counter.format("damage_step = true\n"), spell.format("damage_step = 1\n")):
        with pytest.raises(EffectDataError, match="damage_step"):
            parse_effects(text, DAMAGE_STEP_CARDS.get)


def test_b13_limiter_removal_doubles_own_machines_in_the_damage_step_and_destroys_them_in_the_end_phase():
    """B13: A's Cyber Dragon (2100, Machine) attacks B's Jinzo (2400). At the start of the Damage
    Step A activates Limiter Removal: Cyber Dragon 4200 (A's Battle Ox, no Machine, and B's Jinzo,
    not A's, stay as they are), Jinzo is destroyed and B takes 1800. As A's End Phase begins Cyber
    Dragon is destroyed; Battle Ox stays."""
    duel = scenario([player(monsters=["Cyber Dragon", "Battle Ox"], hand=["Limiter Removal"]),
                     player(monsters=["Jinzo"]), player()], phase="battle", auto_answer=False)
    cyber, ox = monsters(duel, A)
    attack_on(duel, "Cyber Dragon", "Jinzo")
    to_damage_step(duel)
    act(duel, K.A_ACTIVATE + 0)
    pass_while(duel, lambda d: d.rec["ch_n"] > 0)
    assert atk(duel, cyber) == 4200 and atk(duel, ox) == 1700 and atk(duel, monsters(duel, B)[0]) == 2400
    pass_all(duel)
    assert monsters(duel, B) == [] and lp(duel) == [8000, 8000 - 1800, 8000]
    end_turn(duel)
    assert names(duel, monsters(duel, A)) == ["Battle Ox"]
    assert names(duel, grave(duel, A)) == ["Cyber Dragon", "Limiter Removal"]
