"""Actions over selectors (docs/effects.md "Selectors"; cards/selectors.py, core/selectors.py,
core/actions.py): cards written as data with ``from``/``whose``/``pick``/``filter``, each set up,
used and checked for what it did. Cards naming an opponent play with three players (R10-R23)."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
                      names, pass_all, pass_until, pile, player, scenario)

WARRIORS = ["Celtic Guardian", "Dark Blade", "Gaia The Fierce Knight", "Mystical Elf", "Pot of Greed"]


def attack(duel, zone: int, rel: int, target: int) -> None:
    act(duel, attack_action(zone, rel, target))


# --- from the Deck (B24): a choice among the cards that pass the filter, one candidate per name ---
def test_b24_reinforcement_of_the_army_adds_a_level_4_or_lower_warrior_and_shuffles():
    duel = scenario([player(hand=["Reinforcement of the Army"], deck=WARRIORS + ["Dark Blade"]), player(), player()],
                    auto_answer=False)
    deck = pile(duel, A, K.LOC_DECK)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Celtic Guardian", "Dark Blade"]     # not Gaia (Level 7), an Elf or a Spell
    choose(duel, "Dark Blade")
    assert names(duel, hand(duel, A)) == ["Dark Blade"]
    assert [(e.a, name(duel, e.b), e.c) for e in events(duel, kind="added to hand")] == [(A, "Dark Blade", 1)]
    assert sorted(pile(duel, A, K.LOC_DECK) + hand(duel, A)) == sorted(deck) and pile(duel, A, K.LOC_DECK) != deck


def test_reinforcement_of_the_army_cannot_be_activated_without_a_warrior_to_add():
    duel = scenario([player(hand=["Reinforcement of the Army"], deck=["Gaia The Fierce Knight", "Mystical Elf"]),
                     player(), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_foolish_burial_sends_a_monster_from_the_deck_to_the_graveyard():
    duel = scenario([player(hand=["Foolish Burial"], deck=["Pot of Greed", "Sangan", "Dark Blade"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == ["Dark Blade", "Sangan"]
    choose(duel, "Sangan")
    assert names(duel, grave(duel, A)) == ["Foolish Burial", "Sangan"] and hand(duel, A) == []
    assert not events(duel, kind="discard")                                      # sent, not discarded


# --- on the field: the highest or lowest ATK, a tie chosen by the activator (R11 example 1) -----
def test_r11_fissure_destroys_the_designated_opponents_lowest_atk_face_up_monster():
    duel = scenario([player(hand=["Fissure"], monsters=["Skull Servant"]),
                     player(monsters=["Luster Dragon", "Celtic Guardian", monster("Kuriboh", "set")]),
                     player(monsters=["Petit Dragon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    # B's face-down Kuriboh (300 ATK) is not face-up; A's and C's weaker monsters are not B's
    assert sorted(names(duel, monsters(duel, B))) == ["Kuriboh", "Luster Dragon"]
    assert names(duel, grave(duel, B)) == ["Celtic Guardian"]
    assert names(duel, monsters(duel, A)) == ["Skull Servant"] and names(duel, monsters(duel, C)) == ["Petit Dragon"]


def test_r11_fissure_on_a_tie_lets_the_activator_choose():
    duel = scenario([player(hand=["Fissure"]), player(monsters=["Luster Dragon", "Vorse Raider"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Luster Dragon", "Vorse Raider"] and K.A_PASS not in duel.legal_actions()
    choose(duel, "Vorse Raider")
    assert names(duel, monsters(duel, B)) == ["Luster Dragon"]


def test_r10_hammer_shot_destroys_the_highest_atk_attack_position_monster_of_any_player():
    duel = scenario([player(hand=["Hammer Shot"], monsters=["Gaia The Fierce Knight"]),
                     player(monsters=["Luster Dragon"]),
                     player(monsters=[monster("Blue-Eyes White Dragon", "def")])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Gaia The Fierce Knight", "Hammer Shot"]      # its own, the highest
    assert names(duel, monsters(duel, B)) == ["Luster Dragon"] and monsters(duel, C) != []   # Defense: spared


def test_r10_giant_trunade_returns_every_other_spell_and_trap_to_its_owners_hand():
    duel = scenario([player(hand=["Giant Trunade"], spells=["Mirror Force"]),
                     player(spells=["Trap Hole", "Mystical Space Typhoon"]), {**player(), "field": {"card": "Umi"}}],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Mirror Force"] and names(duel, grave(duel, A)) == ["Giant Trunade"]
    assert sorted(names(duel, hand(duel, B))) == ["Mystical Space Typhoon", "Trap Hole"]
    assert names(duel, hand(duel, C)) == ["Umi"]
    assert all(int(duel.rec["szone"][q, z]) < 0 for q in (A, B, C) for z in range(K.N_SZONES))
    assert all(int(duel.rec["fzone"][q]) < 0 for q in (A, B, C))


def test_r18_widespread_ruin_destroys_the_attacking_players_highest_atk_attack_position_monster():
    """C's stronger monster is not the attacking player's: only B's highest one goes."""
    duel = scenario([player(monsters=["Mystical Elf"], spells=["Widespread Ruin"]),
                     player(monsters=["Celtic Guardian", "Summoned Skull"]),
                     player(monsters=["Blue-Eyes White Dragon"])], turn_player=B, phase="battle", auto_answer=False)
    attack(duel, 0, 2, 0)                                   # B's Celtic Guardian attacks A's Elf
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Summoned Skull"]
    assert names(duel, monsters(duel, C)) == ["Blue-Eyes White Dragon"]


# --- triggers: a search (mandatory) and Special Summons from the Deck (optional) ---------------
def test_witch_of_the_black_forest_sent_from_the_field_adds_a_monster_with_1500_or_less_def():
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(monsters=["Witch of the Black Forest"], deck=["Mystical Elf", "Dark Blade", "Sangan"]),
                     player()], phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.legal_actions() == [K.A_SELECT]   # mandatory
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert candidates(duel) == ["Dark Blade", "Sangan"]          # not Mystical Elf (2000 DEF)
    choose(duel, "Dark Blade")
    assert names(duel, hand(duel, B)) == ["Dark Blade"]


@pytest.mark.parametrize("card, deck, summoned, position", [
    ("Pyramid Turtle", ["Dragon Zombie", "Armored Zombie", "Giant Soldier of Stone"], ["Armored Zombie", "Dragon Zombie"],
     K.POS_FACEUP_DEF),
    ("Masked Dragon", ["Petit Dragon", "Luster Dragon", "Koumori Dragon"], ["Koumori Dragon", "Petit Dragon"],
     K.POS_FACEUP_ATK),
    ("UFO Turtle", ["Flame Manipulator", "Luster Dragon"], ["Flame Manipulator"], K.POS_FACEUP_ATK),
    ("Mother Grizzly", ["Mother Grizzly", "Mystical Elf"], ["Mother Grizzly"], K.POS_FACEUP_ATK),
    ("Flying Kamakiri 1", ["Petit Dragon", "Luster Dragon"], ["Petit Dragon"], K.POS_FACEUP_ATK),
])
def test_battle_destroyed_recruiters_special_summon_a_monster_of_their_filter(card, deck, summoned, position):
    duel = scenario([player(monsters=["Gaia The Fierce Knight"]), player(monsters=[card], deck=deck), player()],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and K.A_PASS in duel.legal_actions()     # optional
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == summoned
    choose(duel, summoned[0])
    if card in ("Pyramid Turtle", "Masked Dragon"):                # no position in the text: the summoner's choice
        assert duel.rec["pr_kind"] == K.PROMPT_POSITION
        act(duel, K.A_POSITION + (position == K.POS_FACEUP_DEF))
    ms = monsters(duel, B)
    assert names(duel, ms) == [summoned[0]] and duel.rec["c_pos"][ms[0]] == position


def test_troop_dragon_summons_a_troop_dragon_from_the_deck():
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(monsters=["Troop Dragon"], deck=["Troop Dragon", "Petit Dragon"]), player()],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert candidates(duel) == ["Troop Dragon"]
    choose(duel, "Troop Dragon")
    act(duel, K.A_POSITION + 1)
    assert names(duel, monsters(duel, B)) == ["Troop Dragon"] and duel.rec["pile_n"][B, K.LOC_DECK] == 1


def test_r10_dark_dust_spirit_destroys_every_other_face_up_monster_on_every_field():
    duel = scenario([player(hand=["Dark Dust Spirit"], monsters=["Skull Servant", "Celtic Guardian"]),
                     player(monsters=["Luster Dragon", monster("Kuriboh", "set")]),
                     player(monsters=["Petit Dragon"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Skull Servant")                                   # its Tribute
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Dark Dust Spirit"]   # itself stays
    assert names(duel, monsters(duel, B)) == ["Kuriboh"] and monsters(duel, C) == []   # face-down: spared


def test_r10_gigantes_destroyed_by_battle_destroys_every_spell_and_trap():
    duel = scenario([player(monsters=["Gaia The Fierce Knight"], spells=["Mirror Force"]),
                     player(monsters=["Gigantes"], spells=["Trap Hole"]), {**player(), "field": {"card": "Umi"}}],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Mirror Force"] and names(duel, grave(duel, C)) == ["Umi"]
    assert sorted(names(duel, grave(duel, B))) == ["Gigantes", "Trap Hole"]


# --- targets: a `target` table is a selector the activator picks from as they activate (slot TARGET_SLOT) ---
def test_the_warrior_returning_alive_targets_only_a_warrior_in_its_activators_graveyard():
    duel = scenario([player(hand=["The Warrior Returning Alive"], graveyard=["Celtic Guardian", "Mystical Elf"]),
                     player(graveyard=["Dark Blade"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and candidates(duel) == ["Celtic Guardian"]
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Celtic Guardian"] and names(duel, grave(duel, B)) == ["Dark Blade"]


def test_salvage_adds_both_its_targets_to_the_hand():
    duel = scenario([player(hand=["Salvage"], graveyard=["Flying Penguin", "Water Omotics", "Hyosube", "Battle Ox"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Flying Penguin", "Hyosube", "Water Omotics"]     # not an EARTH Battle Ox
    choose(duel, "Flying Penguin")
    choose(duel, "Hyosube")
    pass_all(duel)
    assert sorted(names(duel, hand(duel, A))) == ["Flying Penguin", "Hyosube"]


def test_salvage_needs_two_targets():
    duel = scenario([player(hand=["Salvage"], graveyard=["Flying Penguin", "Battle Ox"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_r10_compulsory_evacuation_device_returns_any_players_monster_to_its_owners_hand():
    duel = scenario([player(spells=["Compulsory Evacuation Device"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Dark Blade"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == ["Dark Blade", "Luster Dragon"]
    choose(duel, "Dark Blade")
    pass_all(duel)
    assert names(duel, hand(duel, C)) == ["Dark Blade"] and monsters(duel, C) == []


def test_r11_block_attack_changes_the_designated_opponents_attack_position_monster_to_defense():
    duel = scenario([player(hand=["Block Attack"]), player(monsters=["Luster Dragon", monster("Dark Blade", "def")]),
                     player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert candidates(duel) == ["Luster Dragon"]                       # not B's Defense Position one, nor C's
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert duel.rec["c_pos"][monsters(duel, B)].tolist().count(K.POS_FACEUP_DEF) == 2


def test_tribute_to_the_doomed_discards_then_destroys_its_target():
    duel = scenario([player(hand=["Tribute to the Doomed", "Mystical Elf"]), player(monsters=["Luster Dragon"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Luster Dragon")
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD
    choose(duel, "Mystical Elf")
    pass_all(duel)
    assert monsters(duel, B) == [] and sorted(names(duel, grave(duel, A))) == ["Mystical Elf", "Tribute to the Doomed"]


def test_mask_of_darkness_flipped_by_an_attack_adds_a_trap_from_its_owners_graveyard():
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(monsters=[monster("Mask of Darkness", "set")], graveyard=["Trap Hole", "Pot of Greed"]),
                     player()], phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    act(duel, K.A_SELECT)                                          # the FLIP effect's trigger
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and candidates(duel) == ["Trap Hole"]
    choose(duel, "Trap Hole")
    pass_all(duel)
    assert names(duel, hand(duel, B)) == ["Trap Hole"]


@pytest.mark.parametrize("card, gone_to", [("Man-Eater Bug", "graveyard"), ("Hane-Hane", "hand")])
def test_r10_flip_monsters_that_target_any_monster_on_the_field(card, gone_to):
    duel = scenario([player(monsters=[monster(card, "set")]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Dark Blade"])], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + 0)
    pass_all(duel)
    act(duel, K.A_SELECT)
    assert candidates(duel) == sorted([card, "Dark Blade", "Luster Dragon"])   # itself too
    choose(duel, "Dark Blade")
    pass_all(duel)
    assert monsters(duel, C) == []
    assert names(duel, grave(duel, C) if gone_to == "graveyard" else hand(duel, C)) == ["Dark Blade"]


@pytest.mark.parametrize("card, gone_to", [("Old Vindictive Magician", "graveyard"), ("Gravekeeper's Guard", "hand")])
def test_r11_flip_monsters_that_target_the_designated_opponents_monster(card, gone_to):
    """B attacks A's face-down monster; A designates C as its trigger is chained and targets C's monster."""
    duel = scenario([player(monsters=[monster(card, "set")]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Dark Blade"])], turn_player=B, phase="battle", auto_answer=False)
    attack(duel, 0, 2, 0)
    pass_all(duel)
    act(duel, K.A_SELECT)
    designate(duel, C)
    assert candidates(duel) == ["Dark Blade"]
    choose(duel, "Dark Blade")
    pass_all(duel)
    assert names(duel, grave(duel, C) if gone_to == "graveyard" else hand(duel, C)) == ["Dark Blade"]
    assert names(duel, monsters(duel, B)) == ["Luster Dragon"]
