"""Monsters' Quick Effects (RULES.md B15: Spell Speed 2, any window, any player's turn) and the
Damage Step (B13: only effects usable then): Injection Fairy Lily, and a test-only monster with a
Quick Effect outside the Damage Step; each in a 3+ player duel."""
from __future__ import annotations

import dataclasses
import importlib.resources
from pathlib import Path

import pytest

from ygo_royal_env.cards import load_database
from ygo_royal_env.cards.constants import KIND_MONSTER, KIND_SPELL, MOD_USED_IN_DAMAGE_STEP, SUBTYPE_EFFECT, SUBTYPE_QUICKPLAY
from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.config import DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk
from ygo_royal_env.scenario import build_duel

from conftest import (A, B, C, act, events, grave, hand, modifier_rows, monsters, mz, name, names, pass_all, pass_while,
                      player, prompt, scenario)

LILY = K.A_ACTIVATE_MONSTER + 0          # Injection Fairy Lily in monster zone 0


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


def in_damage_step(duel) -> bool:
    return int(duel.rec["step"]) == K.STEP_DAMAGE


def attack_on(duel, attacker: str, card: str) -> None:
    """The turn player's ``attacker`` attacks the monster named ``card`` (from the Battle Step)."""
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    options = [a for a in duel.legal_actions() if duel.describe_action(a).startswith(attacker)
               and f"'s {card} " in duel.describe_action(a)]
    act(duel, options[0])


def offered_lily(duel, p: int) -> list[tuple[bool, bool]]:
    """Pass every prompt up to the next Battle Step; for each prompt of player p, (in the Damage
    Step, Lily's activation legal)."""
    seen = []
    while prompt(duel) == K.PROMPT_PASS:
        if duel.current_player == p:
            seen.append((in_damage_step(duel), LILY in duel.legal_actions()))
        act(duel, K.A_PASS)
    return seen


def test_b15_b13_lily_attacks_pays_2000_lp_before_damage_calculation_and_wins_with_3400():
    """B15, B13: A's Injection Fairy Lily (400) attacks B's Battle Ox (1700). The Damage Step's window
    before damage calculation opens for Lily (none at its start: nothing usable then); A pays 2000
    LP, Lily has 3400 at damage calculation: Battle Ox is destroyed, B takes 1700; once per battle,
    it is not offered again in that window; after the Damage Step Lily is back to 400."""
    duel = scenario([player(monsters=["Injection Fairy Lily"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"])], phase="battle", auto_answer=False)
    lily = mz(duel, A, 0)
    attack_on(duel, "Injection Fairy Lily", "Battle Ox")
    pass_while(duel, lambda d: not in_damage_step(d))
    assert duel.current_player == A and bool(duel.rec["before_calc"]) and LILY in duel.legal_actions()
    n0 = len(duel.events())
    act(duel, LILY)
    assert lp(duel)[A] == 6000 and [(e.a, e.b) for e in events(duel, n0, "pay LP")] == [(A, 2000)]
    pass_while(duel, lambda d: d.rec["ch_n"] > 0)
    assert atk(duel, lily) == 3400 and in_damage_step(duel)
    assert duel.current_player == A and LILY not in duel.legal_actions()     # once per battle
    pass_all(duel)
    assert prompt(duel) == K.PROMPT_BATTLE and not in_damage_step(duel)
    assert names(duel, grave(duel, B)) == ["Battle Ox"] and lp(duel) == [6000, 8000 - 1700, 8000]
    assert atk(duel, lily) == 400 and int(duel.rec["md_n"]) == 0          # its row swept with the Damage Step


def test_b15_b13_lily_attacked_in_the_opponents_turn_answers_after_the_turn_player():
    """B15 (any player's turn), B13 with R26: in 4 players B's Vorse Raider (1900) attacks C's Lily.
    Before damage calculation B (the turn player) is asked first, then C, who activates Lily: Vorse
    Raider is destroyed and B takes 1500; C paid 2000; Lily is 400 again after the Damage Step."""
    duel = scenario([player(), player(monsters=["Vorse Raider"]), player(monsters=["Injection Fairy Lily"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    lily = mz(duel, C, 0)
    attack_on(duel, "Vorse Raider", "Injection Fairy Lily")
    pass_while(duel, lambda d: not (in_damage_step(d) and d.current_player == C))
    assert LILY in duel.legal_actions()
    act(duel, LILY)
    pass_while(duel, lambda d: d.rec["ch_n"] > 0)
    assert atk(duel, lily) == 3400
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, monsters(duel, C)) == ["Injection Fairy Lily"]
    assert lp(duel) == [8000, 8000 - 1500, 6000, 8000] and atk(duel, lily) == 400


def test_b13_lily_once_per_battle_is_usable_again_in_the_next_battle_of_the_turn():
    """Once per battle, not per turn: B's Vorse Raider (1900), then Battle Ox (1700), attack C's Lily. C activates
    Lily in each Damage Step (a MOD_USED_IN_DAMAGE_STEP row on it, swept as that Damage Step ends): both attackers
    are destroyed, B takes 1500 and 1700, C pays 2000 twice."""
    duel = scenario([player(), player(monsters=["Vorse Raider", "Battle Ox"]), player(monsters=["Injection Fairy Lily"])],
                    turn_player=B, phase="battle", auto_answer=False)
    lily = mz(duel, C, 0)
    for attacker in ("Vorse Raider", "Battle Ox"):
        attack_on(duel, attacker, "Injection Fairy Lily")
        pass_while(duel, lambda d: not (in_damage_step(d) and d.current_player == C))
        assert LILY in duel.legal_actions()
        act(duel, LILY)
        pass_while(duel, lambda d: d.rec["ch_n"] > 0)
        assert [v for _, v, _ in modifier_rows(duel, MOD_USED_IN_DAMAGE_STEP, lily)] == [1]
        pass_all(duel)
        assert modifier_rows(duel, MOD_USED_IN_DAMAGE_STEP, lily) == []
    assert monsters(duel, B) == [] and lp(duel) == [8000, 8000 - 1500 - 1700, 4000]


def test_b13_lily_is_offered_only_when_it_battles_in_the_damage_step():
    """B13: C's Lily does not battle when A's Battle Ox attacks B's Luster Dragon: no Damage Step
    window opens for it (with auto-answer the battle takes the single decision of a plain battle).
    Lily attacking is not offered at the attack declaration's window (outside the Damage Step), nor
    in A's Main Phase."""
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Injection Fairy Lily"])], phase="battle", auto_answer=False)
    attack_on(duel, "Battle Ox", "Luster Dragon")
    assert offered_lily(duel, C) == [(False, False)]                  # the attack declaration's window only
    assert lp(duel)[A] == 8000 - 200 and lp(duel)[C] == 8000

    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Injection Fairy Lily"])], phase="battle")
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    before = int(duel.rec["decisions"])
    attack_on(duel, "Battle Ox", "Luster Dragon")
    assert prompt(duel) == K.PROMPT_BATTLE and int(duel.rec["decisions"]) == before + 1

    duel = scenario([player(monsters=["Injection Fairy Lily"]), player(monsters=["Battle Ox"]), player()],
                    auto_answer=False)
    assert prompt(duel) == K.PROMPT_IDLE and LILY not in duel.legal_actions()
    act(duel, K.A_TO_BATTLE)
    attack_on(duel, "Injection Fairy Lily", "Battle Ox")
    seen = offered_lily(duel, A)
    assert seen[0] == (False, False) and (True, True) in seen        # the declaration's window; before calculation


def test_b13_b21_lily_is_not_offered_below_2000_lp():
    """The LP cost may be at most the activator's LP (B21): with 1999 LP A's Lily (400) attacking
    Battle Ox (1700) is not offered; no Damage Step window opens, Lily is destroyed and A takes
    1300. (With exactly 2000 it is: tests/test_preset_params.py.)"""
    duel = scenario([player(lp=1999, monsters=["Injection Fairy Lily"]), player(monsters=["Battle Ox"]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Injection Fairy Lily", "Battle Ox")
    assert offered_lily(duel, A) == [(False, False)]
    assert monsters(duel, A) == [] and lp(duel) == [1999 - 1300, 8000, 8000]


QUICK_CODE = 99999903
QUICK_EFFECT = """
[[card]]
id = 99999903
name = "Quick Test Monster"
[[card.effect]]
activation = "quick"
once_per_turn = true
ops = [{ op = "draw", count = 1 }]
"""


def quick_database(tmp_path):
    """The packaged cards and a test-only monster whose Quick Effect draws 1 card, once per turn
    (the pool's monsters have no Quick Effect usable outside the Damage Step)."""
    packaged = (importlib.resources.files("ygo_royal_env.cards") / "data" / "cards.csv").read_text(encoding="utf-8")
    path = Path(tmp_path) / "cards.csv"
    path.write_text(packaged + f"{QUICK_CODE},Quick Test Monster,,monster,effect,LIGHT,Fairy,4,1000,1000,,\n",
                    encoding="utf-8")
    db = load_database(path)
    table = db.table.copy()                      # the loaded table is read-only
    row = [int(code) for code in table["code"]].index(QUICK_CODE)
    card_of = {QUICK_CODE: ("Quick Test Monster", KIND_MONSTER, SUBTYPE_EFFECT)}.get
    for field, value in parse_effects(QUICK_EFFECT, card_of)[QUICK_CODE].items():
        table[field][row] = value
    table["implemented"][row] = True
    return dataclasses.replace(db, table=table)


def test_b15_a_quick_effect_answers_a_spell_in_the_opponents_turn_but_not_a_counter_trap(tmp_path):
    """B15: A activates Pot of Greed (Spell Speed 1). In the response window B's face-up monster's
    Quick Effect (Spell Speed 2) is offered; B passes and C chains Magic Jammer (a Counter Trap,
    Spell Speed 3): B may not answer it with the Quick Effect. In a second chain (A's Mystical Space
    Typhoon, a Quick-Play Spell) B answers with it and draws 1 at resolution; once per turn, it is
    not offered again in the next window."""
    db = quick_database(tmp_path)
    desc = {"turn_player": A, "phase": "main1", "players": [
        {"hand": ["Pot of Greed", "Mystical Space Typhoon"], "deck": ["Mystical Elf"] * 5},
        {"monsters": ["Quick Test Monster"], "deck": ["Mystical Elf"] * 5},
        {"hand": ["Battle Ox"], "spells": ["Magic Jammer", "Reinforcements"], "deck": ["Mystical Elf"] * 5}]}
    duel = build_duel(desc, DuelConfig(auto_answer=False, banlist=None), db=db)
    quick = K.A_ACTIVATE_MONSTER + 0
    assert duel.current_player == A and quick not in duel.legal_actions()   # not A's monster
    pot = [name(duel, c) for c in hand(duel, A)].index("Pot of Greed")
    act(duel, K.A_ACTIVATE + pot)
    seen = {}
    while int(duel.rec["ch_n"]) == 1:
        seen.setdefault(duel.current_player, duel.legal_actions())
        if duel.current_player == C:
            act(duel, K.A_ACTIVATE_SET + 0)          # Magic Jammer, discarding Battle Ox
            act(duel, K.A_SELECT)
        else:
            act(duel, K.A_PASS)
    assert quick in seen[B]
    assert prompt(duel) == K.PROMPT_PASS and int(duel.rec["ch_n"]) == 2
    while int(duel.rec["ch_n"]) == 2:
        if duel.current_player == B:
            assert duel.legal_actions() == [K.A_PASS]                # Spell Speed 2 < 3
        act(duel, K.A_PASS)
    pass_all(duel)
    assert len(hand(duel, B)) == 0 and names(duel, grave(duel, A)) == ["Pot of Greed"]

    act(duel, K.A_ACTIVATE + 0)                      # Mystical Space Typhoon on C's Set Reinforcements
    act(duel, K.A_SELECT)
    pass_while(duel, lambda d: d.current_player != B)
    act(duel, quick)
    assert int(duel.rec["ch_n"]) == 2 and db.table["e_speed"][duel.rec["c_card"][mz(duel, B, 0)]][0] == 2
    while int(duel.rec["ch_n"]) > 0:
        if duel.current_player == B:
            assert quick not in duel.legal_actions()   # once per turn
        act(duel, K.A_PASS)
    assert len(hand(duel, B)) == 1 and names(duel, grave(duel, C)) == ["Battle Ox", "Magic Jammer", "Reinforcements"]


CARDS = {1: ("Test Spell", KIND_SPELL, SUBTYPE_QUICKPLAY), 2: ("Test Monster", KIND_MONSTER, SUBTYPE_EFFECT)}


@pytest.mark.parametrize("card, effect, field", [
    (1, 'activation = "quick"\nops = [{op="draw"}]', "activation 'quick'"),
    (2, 'activation = "ignition"\ncondition = "this card battles"\nops = [{op="draw"}]', "this card battles"),
    (2, 'activation = "quick"\nonce_per_battle = true\nops = [{op="draw"}]', "once_per_battle"),
    (2, 'activation = "quick"\ncondition = "this card battles"\nonce_per_battle = true\nonce_per_turn = true\n'
        'ops = [{op="draw"}]', "once_per_battle"),
    (2, 'activation = "quick"\nops = [{op="gain_stats", atk=500, until="end of damage step"}]',
     "end of damage step"),
    (1, 'activation = "spell"\nops = [{op="gain_stats", atk=500}]', "needs a target"),
    (2, 'activation = "trigger"\ntrigger = "flipped"\ndiscard_self = true\nops = [{op="draw"}]', "discard_self"),
    (2, 'activation = "quick"\ndiscard_self = true\ndamage_step = true\nops = [{op="player_modifier", kind="no battle damage", until="end of battle"}]',
     "needs a battle"),
    (2, 'activation = "quick"\nops = [{op="gain_stats", atk=0}]', "gain_stats needs atk or def"),
])
def test_b15_quick_effect_data_is_checked_at_load(card, effect, field):
    """B15: ``activation = "quick"`` is a monster's (a Spell/Trap's speed comes from its type);
    "this card battles", once_per_battle and a gain until the end of the Damage Step go together
    on a Quick Effect; a gain without a target is a monster's own; discard_self (from the hand) is a
    Quick or Ignition Effect's cost, a player_modifier for this battle answers an attack (Kuriboh), and a
    gain_stats changes ATK or DEF."""
    text = f'[[card]]\nid = {card}\nname = "{CARDS[card][0]}"\n[[card.effect]]\n{effect}\n'
    with pytest.raises(EffectDataError, match=field):
        parse_effects(text, CARDS.get)


def test_b15_lily_compiles_as_a_spell_speed_2_quick_effect():
    table = load_database().table
    row = [int(code) for code in table["code"]].index(79575620)
    assert table["e_kind"][row][0] == 5 and table["e_speed"][row][0] == 2 and table["e_dstep"][row][0] == 1
    assert table["e_lp_amount"][row][0] == 2000 and list(table["e_arg"][row][0][0]) == [3000, 1, 0]


def test_b15_b13_kuriboh_from_the_hand_stops_the_battle_damage_of_an_opponents_attack():
    """B15, B13: in 4 players B's Vorse Raider (1900) attacks A directly. Before damage calculation
    A (the attacked player) discards Kuriboh from the hand as the cost of its Quick Effect and takes
    no battle damage from that battle; C's Kuriboh (C is not attacked) is never offered. In A's own
    turn A's Kuriboh is not offered: A's Battle Ox attacking Luster Dragon costs A 200 LP."""
    duel = scenario([player(hand=["Kuriboh"]), player(monsters=["Vorse Raider"]), player(hand=["Kuriboh"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    n0 = len(duel.events())
    act(duel, attack_action(0, 3, K.N_MZONES))          # B's zone 0 attacks A (3 seats on) directly
    c_offered = []
    while prompt(duel) == K.PROMPT_PASS:
        if duel.current_player == C:
            c_offered.append(K.A_ACTIVATE + 0 in duel.legal_actions())
        if duel.current_player == A and in_damage_step(duel) and K.A_ACTIVATE + 0 in duel.legal_actions():
            act(duel, K.A_ACTIVATE + 0)
        else:
            act(duel, K.A_PASS)
    assert not any(c_offered) and names(duel, grave(duel, A)) == ["Kuriboh"]
    assert [e.a for e in events(duel, n0, "discard")] == [A] and lp(duel) == [8000] * 4

    duel = scenario([player(monsters=["Battle Ox"], hand=["Kuriboh"]), player(monsters=["Luster Dragon"]), player()],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Battle Ox", "Luster Dragon")
    while prompt(duel) == K.PROMPT_PASS:
        assert K.A_ACTIVATE + 0 not in duel.legal_actions()
        act(duel, K.A_PASS)
    assert names(duel, hand(duel, A)) == ["Kuriboh"] and lp(duel)[A] == 8000 - 200
