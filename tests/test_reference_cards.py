"""Reference cards of issue 18 item 8 written with the words of tests/test_vocabulary.py: each test
sets the card's situation up, uses it and asserts what it did, in 3-player duels (R10-R23: a card
that names an opponent designates one as it is activated, R11)."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters,
                      name, names, pass_all, player, scenario)


def banished(duel, p: int) -> list[int]:
    n = int(duel.rec["pile_n"][p, K.LOC_BANISHED])
    return [int(x) for x in duel.rec["pile"][p, K.LOC_BANISHED, :n]]


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def pass_to(duel, p: int) -> None:
    while duel.current_player != p:
        assert duel.rec["pr_kind"] == K.PROMPT_PASS
        act(duel, K.A_PASS)


# --- Seven Tools of the Bandit: condition "trap activated" ----------------------------------------------
def test_seven_tools_of_the_bandit_pays_1000_to_negate_and_destroy_a_trap_activation():
    """C activates Jar of Greed in C's turn; A answers with Seven Tools of the Bandit (a Counter Trap):
    A pays 1000, the Jar's activation is negated (no draw) and the Jar destroyed. B is untouched."""
    duel = scenario([player(spells=["Seven Tools of the Bandit"]), player(), player(spells=["Jar of Greed"])],
                    turn_player=C, auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_to(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert lp(duel) == [7000, 8000, 8000]
    assert names(duel, grave(duel, C)) == ["Jar of Greed"] and int(duel.rec["pile_n"][C, K.LOC_HAND]) == 0
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Jar of Greed"]


def test_seven_tools_of_the_bandit_does_not_answer_a_spell():
    duel = scenario([player(spells=["Seven Tools of the Bandit"]), player(), player(hand=["Pot of Greed"])],
                    turn_player=C, auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_to(duel, A)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Mobius the Frost Monarch: up to 2 targets -----------------------------------------------------------
@pytest.mark.parametrize("second", ["Jar of Greed", None])
def test_r10_mobius_the_frost_monarch_destroys_up_to_2_spells_traps_of_any_players(second):
    """A Tribute Summons Mobius; its optional trigger targets B's Waboku, then C's Jar of Greed or
    no second card (up to 2, R10: any player's field), and destroys them."""
    duel = scenario([player(hand=["Mobius the Frost Monarch"], monsters=["Battle Ox"]), player(spells=["Waboku"]),
                     player(spells=["Jar of Greed"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and candidates(duel) == ["Mobius the Frost Monarch"]
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Jar of Greed", "Waboku"]
    choose(duel, "Waboku")
    assert candidates(duel) == ["Jar of Greed"] and K.A_PASS in duel.legal_actions()
    act(duel, K.A_PASS) if second is None else choose(duel, second)
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Waboku"]
    assert names(duel, grave(duel, C)) == ([] if second is None else ["Jar of Greed"])
    assert names(duel, monsters(duel, A)) == ["Mobius the Frost Monarch"]


# --- D.D. Assailant: "destroyed in battle, after damage calculation" ---------------------------------------
@pytest.mark.parametrize("attacker, killed", [("Vorse Raider", True), ("Mystical Elf", False)])
def test_dd_assailant_destroyed_by_battle_banishes_the_monster_it_battled_and_itself(attacker, killed):
    """B's Vorse Raider (1900) destroys A's D.D. Assailant (1700) by battle: in the Damage Step its
    mandatory trigger banishes the Raider and itself, so neither goes to the GY (A took 200). B's
    Mystical Elf (800) attacking it is destroyed and nothing is banished."""
    duel = scenario([player(monsters=["D.D. Assailant"]), player(monsters=[attacker]), player()],
                    turn_player=B, phase="battle")
    act(duel, attack_action(0, 2, 0))
    if killed:
        assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["D.D. Assailant"]
        assert names(duel, banished(duel, A)) == ["D.D. Assailant"] and names(duel, banished(duel, B)) == [attacker]
        assert grave(duel, A) == [] and grave(duel, B) == [] and lp(duel) == [7800, 8000, 8000]
    else:
        assert events(duel, kind="activate") == [] and banished(duel, A) == banished(duel, B) == []
        assert names(duel, monsters(duel, A)) == ["D.D. Assailant"] and names(duel, grave(duel, B)) == [attacker]


def test_dd_assailant_attacking_and_destroyed_banishes_the_defender_too():
    duel = scenario([player(monsters=["D.D. Assailant"]), player(), player(monsters=["Luster Dragon"])],
                    phase="battle")
    act(duel, attack_action(0, 2, 0))                                 # A's Assailant (1700) -> C's Luster Dragon (1900)
    assert names(duel, banished(duel, A)) == ["D.D. Assailant"] and names(duel, banished(duel, C)) == ["Luster Dragon"]
    assert monsters(duel, C) == [] and lp(duel) == [7800, 8000, 8000]


# --- Brain Control: a target that can be Normal Summoned/Set ---------------------------------------------
def test_r11_brain_control_pays_800_and_takes_a_normal_summonable_monster_of_the_designated_opponent():
    """A pays 800 and designates B (R11): B's face-up Battle Ox may be targeted, not B's Set monster nor
    B's Gigantes (Special Summoned only by its procedure), nor C's monster; A controls the Ox until the
    End Phase, then B has it back."""
    duel = scenario([player(hand=["Brain Control"]),
                     player(monsters=["Battle Ox", "Gigantes", monster("Mystical Elf", "set")]),
                     player(monsters=["Luster Dragon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert lp(duel) == [7200, 8000, 8000] and names(duel, monsters(duel, A)) == ["Battle Ox"]
    end_turn(duel)
    assert "Battle Ox" in names(duel, monsters(duel, B)) and monsters(duel, A) == []


# --- Confiscation, The Forceful Sentry: look_at_hand --------------------------------------------------------
@pytest.mark.parametrize("card, lp_a", [("Confiscation", 7000), ("The Forceful Sentry", 8000)])
def test_r11_looking_at_the_designated_opponents_hand_takes_one_card_of_it(card, lp_a):
    """A designates C (R11): A alone looks at C's hand and picks Luster Dragon, which Confiscation
    (for 1000 LP) discards and The Forceful Sentry shuffles into C's Deck; B's hand is untouched."""
    duel = scenario([player(hand=[card]), player(hand=["Battle Ox"]),
                     player(hand=["Luster Dragon", "Mystical Elf"], deck=["Gemini Elf"] * 3)],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    pass_all(duel)
    assert duel.current_player == A and candidates(duel) == ["Luster Dragon", "Mystical Elf"]
    assert [(e.a, name(duel, e.b)) for e in events(duel, kind="revealed")] == [(A, "Luster Dragon"), (A, "Mystical Elf")]
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert lp(duel) == [lp_a, 8000, 8000] and names(duel, hand(duel, C)) == ["Mystical Elf"]
    assert names(duel, hand(duel, B)) == ["Battle Ox"]
    if card == "Confiscation":
        assert names(duel, grave(duel, C)) == ["Luster Dragon"] and [e.a for e in events(duel, kind="discard")] == [C]
    else:
        assert grave(duel, C) == [] and int(duel.rec["pile_n"][C, K.LOC_DECK]) == 4


# --- Delinquent Duo: discard_random, then a discard of the opponent's choice --------------------------------
def test_r11_delinquent_duo_the_designated_opponent_discards_one_at_random_then_one_of_their_choice():
    duel = scenario([player(hand=["Delinquent Duo"]), player(hand=["Battle Ox", "Mystical Elf", "Sangan"]),
                     player(hand=["Luster Dragon"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.current_player == B    # the second: B's own choice
    assert len(grave(duel, B)) == 1                                   # the first, at random
    act(duel, K.A_SELECT + 0)
    pass_all(duel)
    assert lp(duel) == [7000, 8000, 8000] and len(grave(duel, B)) == 2 and len(hand(duel, B)) == 1
    assert names(duel, hand(duel, C)) == ["Luster Dragon"]


# --- Night Assailant: FLIP (R11) and "sent from hand to graveyard" -------------------------------------------
def test_r11_night_assailant_flipped_by_an_attack_destroys_a_monster_of_the_designated_opponent():
    """B attacks A's Set Night Assailant; its FLIP effect designates C (not the attacker) and destroys
    C's Luster Dragon."""
    duel = scenario([player(monsters=[monster("Night Assailant", "set")]), player(monsters=["Vorse Raider"]),
                     player(monsters=["Luster Dragon"])], turn_player=B, phase="battle", auto_answer=False)
    while duel.rec["pr_kind"] != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    act(duel, attack_action(0, 2, 0))
    for _ in range(30):
        if duel.rec["pr_kind"] in (K.PROMPT_TRIGGER, K.PROMPT_DESIGNATE):
            break
        act(duel, K.A_PASS)
    if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
        act(duel, K.A_SELECT)
    designate(duel, C)
    assert candidates(duel) == ["Luster Dragon"]
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert names(duel, grave(duel, C)) == ["Luster Dragon"]


def test_night_assailant_discarded_returns_another_flip_monster_from_the_graveyard():
    """Discarded as Lightning Vortex's cost, Night Assailant's trigger (mandatory) targets a Flip monster
    in A's GY other than itself (Man-Eater Bug, not the Battle Ox) and adds it to A's hand."""
    duel = scenario([player(hand=["Lightning Vortex", "Night Assailant"], graveyard=["Man-Eater Bug", "Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Night Assailant")                                   # the discard cost
    for _ in range(30):
        if duel.rec["pr_kind"] in (K.PROMPT_TRIGGER, K.PROMPT_TARGET):
            break
        act(duel, K.A_PASS)
    if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
        act(duel, K.A_SELECT)
    assert candidates(duel) == ["Man-Eater Bug"]
    choose(duel, "Man-Eater Bug")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Man-Eater Bug"] and names(duel, grave(duel, B)) == ["Luster Dragon"]


# --- Butterfly Dagger - Elma: "destroyed and sent to the graveyard" -----------------------------------------
def test_butterfly_dagger_elma_gains_300_and_returns_to_the_hand_when_destroyed():
    """Elma equips B's Battle Ox (R10: any face-up monster): 1700 -> 2000. Destroyed by C's Mystical
    Space Typhoon, its optional trigger returns it to A's hand; when its monster leaves instead (Dark
    Hole), it is sent to the GY by rule, not destroyed, and stays there."""
    from ygo_royal_env.core.atk_def import cur_atk
    duel = scenario([player(hand=["Butterfly Dagger - Elma"]), player(monsters=["Battle Ox"]),
                     player(hand=["Mystical Space Typhoon"])], auto_answer=False, banlist=None)
    ox = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert cur_atk(duel.rec, duel.db.table, ox) == 2000
    end_turn(duel)
    end_turn(duel)                                                    # C's turn
    pass_all(duel)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Butterfly Dagger - Elma")
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert names(duel, hand(duel, A))[:1] == ["Butterfly Dagger - Elma"] and cur_atk(duel.rec, duel.db.table, ox) == 1700
    duel = scenario([player(hand=["Butterfly Dagger - Elma", "Dark Hole"]), player(monsters=["Battle Ox"]), player()],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Battle Ox")
    pass_all(duel)
    act(duel, K.A_ACTIVATE + 0)                                       # Dark Hole
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Butterfly Dagger - Elma", "Dark Hole"] and hand(duel, A) == []


# --- Stealth Bird: itself face-down once per turn; "flip summoned" -----------------------------------------
def test_r11_stealth_bird_turns_itself_face_down_and_burns_the_designated_opponent_when_flip_summoned():
    """A's face-up Stealth Bird turns itself face-down (then it offers no effect). Flip
    Summoned in A's next turn, its mandatory trigger designates C (R11): C takes 1000, B nothing."""
    duel = scenario([player(monsters=["Stealth Bird"]), player(), player()], auto_answer=False)
    bird = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    assert int(duel.rec["c_pos"][bird]) == K.POS_FACEDOWN_DEF
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()
    for _ in range(3):
        end_turn(duel)
    pass_all(duel)
    act(duel, K.A_FLIP_SUMMON + 0)
    for _ in range(30):
        if duel.rec["pr_kind"] in (K.PROMPT_TRIGGER, K.PROMPT_DESIGNATE):
            break
        act(duel, K.A_PASS)
    if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
        act(duel, K.A_SELECT)
    designate(duel, C)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7000] and int(duel.rec["c_pos"][bird]) == K.POS_FACEUP_ATK


# --- Abyss Soldier: a WATER monster discarded as the cost ---------------------------------------------------
def test_r10_abyss_soldier_discards_a_water_monster_to_return_any_card_on_the_field_to_the_hand():
    duel = scenario([player(hand=["Mother Grizzly", "UFO Turtle"], monsters=["Abyss Soldier"]),
                     player(spells=["Waboku"]), player(monsters=["Luster Dragon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Mother Grizzly"]                     # the cost first: WATER; UFO Turtle is FIRE
    choose(duel, "Mother Grizzly")
    assert candidates(duel) == ["Abyss Soldier", "Luster Dragon", "Waboku"]     # R10: any field, itself too
    choose(duel, "Waboku")
    pass_all(duel)
    assert names(duel, hand(duel, B)) == ["Waboku"] and names(duel, grave(duel, A)) == ["Mother Grizzly"]
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()       # once per turn


# --- Cyber-Stein: a Fusion Monster from the Extra Deck for 5000 LP -----------------------------------------
def test_cyber_stein_pays_5000_to_special_summon_a_fusion_monster_from_the_extra_deck_in_attack_position():
    a = player(monsters=["Cyber-Stein"])
    a["extra"] = ["Cyber Blader"]
    duel = scenario([a, player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == ["Cyber Blader"]
    choose(duel, "Cyber Blader")
    pass_all(duel)
    assert lp(duel) == [3000, 8000, 8000] and names(duel, monsters(duel, A)) == ["Cyber Blader", "Cyber-Stein"]
    blader = [c for c in monsters(duel, A) if name(duel, c) == "Cyber Blader"][0]
    assert int(duel.rec["c_pos"][blader]) == K.POS_FACEUP_ATK
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()       # 3000 LP: not 5000 to pay


# --- Shield & Sword: original ATK and DEF switched ------------------------------------------------------------
def test_r10_shield_and_sword_switches_the_original_atk_and_def_of_every_face_up_monster_until_the_end_phase():
    """A's Battle Ox (1700/1000), B's Mystical Elf (800/2000) and C's Luster Dragon (1900/1600) switch; B's
    Set monster does not; the next turn all are back."""
    from ygo_royal_env.core.atk_def import cur_atk, cur_def
    duel = scenario([player(hand=["Shield & Sword"], monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf", monster("Gemini Elf", "set")]), player(monsters=["Luster Dragon"])])
    ox, elf, gemini, dragon = monsters(duel, A)[0], *monsters(duel, B), monsters(duel, C)[0]

    def stats(c):
        return cur_atk(duel.rec, duel.db.table, c), cur_def(duel.rec, duel.db.table, c)
    act(duel, K.A_ACTIVATE + 0)
    assert [stats(c) for c in (ox, elf, dragon)] == [(1000, 1700), (2000, 800), (1600, 1900)]
    assert stats(gemini) == (1900, 900)
    end_turn(duel)
    assert [stats(c) for c in (ox, elf, dragon)] == [(1700, 1000), (800, 2000), (1900, 1600)]


# --- Imperial Order: Spell effects negated; 700 LP in every Standby Phase --------------------------------------
def test_imperial_order_negates_every_spell_effect_and_costs_700_in_every_standby_phase():
    """A's Imperial Order: A's own Pot of Greed then resolves doing nothing; A pays 700 in B's and C's
    Standby Phases (not B or C); at 700 LP or less it cannot be paid and is destroyed."""
    duel = scenario([player(hand=["Pot of Greed"], spells=["Imperial Order"]), player(), player()],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert hand(duel, A) == [] and [name(duel, e.a) for e in events(duel, kind="negated")] == ["Pot of Greed"]
    end_turn(duel)
    end_turn(duel)
    pass_all(duel)
    assert lp(duel) == [6600, 8000, 8000] and int(duel.rec["turn_player"]) == C    # B's and C's Standby Phases
    duel = scenario([player(lp=700, spells=[{"card": "Imperial Order", "face_up": True}]), player(), player()],
                    auto_answer=False, banlist=None)
    end_turn(duel)
    pass_all(duel)
    assert lp(duel) == [700, 8000, 8000] and names(duel, grave(duel, A)) == ["Imperial Order"]


# --- Marshmallon: "attacked face-down, after damage calculation"; indestructible by battle ------------------
@pytest.mark.parametrize("position, burned", [("set", True), ("atk", False)])
def test_r12_marshmallon_attacked_face_down_burns_the_attacking_player_and_is_not_destroyed(position, burned):
    """C's Luster Dragon (1900) attacks A's Marshmallon: it is not destroyed by battle either way; Set, after
    damage calculation its mandatory trigger deals 1000 to C (the attacking player, R12), not to B; attacked
    face-up (A takes 1600), no trigger."""
    duel = scenario([player(monsters=[monster("Marshmallon", position)]), player(),
                     player(monsters=["Luster Dragon"])], turn_player=C, phase="battle")
    act(duel, attack_action(0, 1, 0))
    assert names(duel, monsters(duel, A)) == ["Marshmallon"]
    assert lp(duel) == ([8000, 8000, 7000] if burned else [6400, 8000, 8000])
