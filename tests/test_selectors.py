"""Actions over selectors (docs/effects.md "Selectors"; cards/selectors.py, core/selectors.py,
core/actions.py): cards written as data with ``from``/``whose``/``pick``/``filter``, each set up,
used and checked for what it did. Cards naming an opponent play with three players (R10-R23)."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards.constants import DECK_TOP
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import (A, B, C, act, candidates, choose, designate, designate_action, events, grave, hand, monster, monsters, name,
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
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD                  # the cost, then the target
    choose(duel, "Mystical Elf")
    choose(duel, "Luster Dragon")
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


# --- Equip Spells: an "equipped monster gains" static on the monster the card is attached to ------------------
def stats(duel, c: int) -> tuple[int, int]:
    return int(cur_atk(duel.rec, duel.db.table, int(c))), int(cur_def(duel.rec, duel.db.table, int(c)))


@pytest.mark.parametrize("card, monster_name, before, after", [
    ('Violet Crystal', 'The 13th Grave', (1200, 900), (1500, 1200)),
    ('Beast Fangs', 'Prevent Rat', (500, 2000), (800, 2300)),
    ('Legendary Sword', 'Doron', (900, 500), (1200, 800)),
    ('Power of Kaishin', 'Hyosube', (1500, 900), (1800, 1200)),
    ('Book of Secret Arts', 'Sealmaster Meisei', (1100, 900), (1400, 1200)),
    ('Dark Energy', 'Headless Knight', (1450, 1700), (1750, 2000)),
    ('Machine Conversion Factory', 'Overdrive', (1600, 1500), (1900, 1800)),
    ('Vile Germs', 'Dark Plant', (300, 400), (600, 700)),
    ('Raise Body Heat', 'Uraby', (1500, 800), (1800, 1100)),
    ('Laser Cannon Armor', 'Flying Kamakiri 2', (1500, 800), (1800, 1100)),
    ('Steel Shell', 'Hyosube', (1500, 900), (1900, 700)),
    ('Burning Spear', 'Darkfire Soldier 1', (1700, 1150), (2100, 950)),
    ('Sword of Dark Destruction', 'The 13th Grave', (1200, 900), (1600, 700)),
    ("Elf's Light", 'Key Mace', (400, 300), (800, 100)),
    ('Gust Fan', 'Wicked Dragon with the Ersatz Head', (900, 900), (1300, 700)),
    ('Invigoration', 'Prevent Rat', (500, 2000), (900, 1800)),
    ('Dragon Treasure', 'Wicked Dragon with the Ersatz Head', (900, 900), (1200, 1200)),
    ('Silver Bow and Arrow', 'Key Mace', (400, 300), (700, 600)),
    ('Mystical Moon', 'One Who Hunts Souls', (1100, 1000), (1400, 1300)),
    ('Electro-Whip', 'LaLa Li-Oon', (600, 600), (900, 900)),
    ('Follow Wind', 'Harpie Lady', (1300, 1400), (1600, 1700)),
    ('Insect Armor with Laser Cannon', 'Flying Kamakiri 2', (1500, 800), (2200, 800)),
    ('Salamandra', 'Darkfire Soldier 1', (1700, 1150), (2400, 1150)),
    ('Shine Palace', 'Key Mace', (400, 300), (1100, 300)),
])
def test_r10_an_equip_spell_equips_a_fitting_face_up_monster_on_any_field_which_gains_its_stats(
        card, monster_name, before, after):
    """On C's field (R10: any player's monster); the Equip Spell names what it may equip: not B's monster of
    another Type and Attribute, nor a face-down one."""
    other = "Luster Dragon" if card in ("Elf's Light", "Shine Palace", "Book of Secret Arts") else "Mystical Elf"
    duel = scenario([player(hand=[card]), player(monsters=[other]),
                     player(monsters=[monster_name, monster(monster_name, "set")])], auto_answer=False)
    target = monsters(duel, C)[0]
    assert stats(duel, target) == before
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == [monster_name]          # not a face-down one, nor one of another Type/Attribute
    choose(duel, monster_name)
    pass_all(duel)
    assert stats(duel, target) == after
    equip = [c for c in range(len(duel.rec["c_loc"])) if duel.rec["c_loc"][c] == K.LOC_SZONE]
    assert names(duel, equip) == [card] and int(duel.rec["c_attached"][equip[0]]) % K.MAX_CARDS == target


def test_an_equip_spell_goes_when_its_monster_leaves_and_its_stats_go_with_it():
    duel = scenario([player(hand=["Legendary Sword", "Dark Hole"], monsters=["Celtic Guardian"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    assert stats(duel, monsters(duel, A)[0]) == (1700, 1500)
    since = len(duel.events())
    act(duel, K.A_ACTIVATE + 0)                         # Dark Hole
    pass_all(duel)
    assert sorted(names(duel, grave(duel, A))) == ["Celtic Guardian", "Dark Hole", "Legendary Sword"]
    assert sorted(name(duel, e.a) for e in events(duel, since, "destroyed")) == ["Celtic Guardian", "Legendary Sword"]


NARROW_SWORD = """[[card]]
id = 61854111
name = "Legendary Sword"
[[card.effect]]
activation = "spell"
target = { from = "monsters", whose = "every player", filter = { position = "face_up", race = "Warrior", atk_max = 1500 } }
ops = [{ op = "attach_target" }]
[[card.static]]
kind = "equipped monster gains"
amount = 300
def_amount = 300
"""


def test_an_equip_spell_is_destroyed_once_its_monster_no_longer_fits_what_it_may_equip(tmp_path):
    """A user's Legendary Sword that equips only a Warrior with at most 1500 ATK: equipped to
    Celtic Guardian (1400) it makes it 1700, which it may not equip, so it is destroyed before
    anyone is next asked, and the monster is 1400 again. C's Mystical Elf, no Warrior, never was
    a candidate."""
    path = tmp_path / "narrow_sword.toml"
    path.write_text(NARROW_SWORD)
    duel = scenario([player(hand=["Legendary Sword"], monsters=["Celtic Guardian"]), player(), player(monsters=["Mystical Elf"])],
                    auto_answer=False, card_files=(str(path),))
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Celtic Guardian"]
    choose(duel, "Celtic Guardian")
    since = len(duel.events())
    pass_all(duel)
    assert stats(duel, monsters(duel, A)[0]) == (1400, 1200)
    assert names(duel, grave(duel, A)) == ["Legendary Sword"]
    assert [name(duel, e.a) for e in events(duel, since, "destroyed")] == ["Legendary Sword"]



# --- Life Points: gains and burns written with the existing ops ------------------------------------------------
@pytest.mark.parametrize("card, gain", [("Red Medicine", 500), ("Blue Medicine", 400), ("Goblin's Secret Remedy", 600),
                                        ("Soul of the Pure", 800), ("Dian Keto the Cure Master", 1000)])
def test_lp_gain_spells_raise_only_their_activators_lp(card, gain):
    duel = scenario([player(hand=[card]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == [8000 + gain, 8000, 8000]


@pytest.mark.parametrize("card, theirs, mine", [("Raimei", 300, 0), ("Final Flame", 600, 0),
                                                ("Tremendous Fire", 1000, -500), ("Goblin Thief", 500, 500)])
def test_r11_burn_spells_hit_the_designated_opponent(card, theirs, mine):
    duel = scenario([player(hand=[card]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == [8000 + mine, 8000, 8000 - theirs]


@pytest.mark.parametrize("effect, lp", [(0, [9200, 8000, 8000]), (1, [8000, 7200, 8000])])
def test_r11_poison_of_the_old_man_gains_or_burns_as_chosen(effect, lp):
    duel = scenario([player(hand=["Poison of the Old Man"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_EFFECT_CHOICE
    act(duel, K.A_SELECT + effect)
    if effect:
        designate(duel, B)
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == lp


def test_r10_weed_out_destroys_every_level_3_attack_position_monster():
    duel = scenario([player(spells=["Weed Out"], monsters=["Armored Zombie"]),
                     player(monsters=["Flame Manipulator", monster("Giant Soldier of Stone", "def")]),
                     player(monsters=["Luster Dragon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert int(duel.rec["lp"][A]) == 7500
    assert names(duel, grave(duel, A)) == ["Armored Zombie", "Weed Out"] and names(duel, grave(duel, B)) == ["Flame Manipulator"]
    assert names(duel, monsters(duel, B)) == ["Giant Soldier of Stone"] and names(duel, monsters(duel, C)) == ["Luster Dragon"]


def test_r11_system_down_banishes_the_designated_opponents_face_up_machines_on_the_field_and_in_the_graveyard():
    duel = scenario([player(hand=["System Down"], monsters=["Overdrive"]),
                     player(monsters=["Overdrive", monster("Overdrive", "set"), "Luster Dragon"], graveyard=["Overdrive", "Sangan"]),
                     player(monsters=["Overdrive"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    assert int(duel.rec["lp"][A]) == 7000
    assert names(duel, pile(duel, B, K.LOC_BANISHED)) == ["Overdrive", "Overdrive"]     # face-down: not seen
    assert sorted(names(duel, monsters(duel, B))) == ["Luster Dragon", "Overdrive"] and names(duel, grave(duel, B)) == ["Sangan"]
    assert names(duel, monsters(duel, A)) == ["Overdrive"] and names(duel, monsters(duel, C)) == ["Overdrive"]


# --- vanilla_beatdown's last cards: an Equip Spell's trigger from the GY, a Set card looked at ------
def equipped_then_destroyed(equip: str, decline: bool = False):
    """A equips ``equip`` to its Celtic Guardian (1400), then destroys it with Mystical Space
    Typhoon: sent from the field to the GY, its trigger is offered to A."""
    duel = scenario([player(hand=[equip, "Mystical Space Typhoon"], monsters=["Celtic Guardian", "Dark Blade"],
                            deck=["Battle Ox"] * 5), player(), player()], auto_answer=False)
    guardian = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    gained = cur_atk(duel.rec, duel.db.table, guardian)
    act(duel, K.A_ACTIVATE + 0)                                   # Mystical Space Typhoon, on the equip
    choose(duel, equip)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    return duel, guardian, gained


def test_axe_of_despair_gains_1000_and_from_the_graveyard_tributes_a_monster_to_go_on_top_of_the_deck():
    duel, guardian, gained = equipped_then_destroyed("Axe of Despair")
    assert gained == 2400 and cur_atk(duel.rec, duel.db.table, guardian) == 1400
    act(duel, K.A_SELECT + 0)                                     # "you can": yes
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE
    choose(duel, "Dark Blade")                                    # the cost
    pass_all(duel)
    top = pile(duel, A, K.LOC_DECK)[-1]
    assert name(duel, top) == "Axe of Despair" and len(pile(duel, A, K.LOC_DECK)) == 6   # on top, not shuffled
    assert sorted(names(duel, grave(duel, A))) == ["Dark Blade", "Mystical Space Typhoon"]
    assert [e.c for e in events(duel, kind="returned to deck")] == [DECK_TOP]


def test_axe_of_despair_is_not_offered_without_a_monster_to_tribute():
    """Its cost must be payable as the trigger is chained: Dark Hole leaves A no monster."""
    duel = scenario([player(hand=["Axe of Despair", "Dark Hole"], monsters=["Celtic Guardian"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    act(duel, K.A_ACTIVATE + 0)                                   # Dark Hole
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and K.PROMPT_TRIGGER not in [e.b for e in events(duel, kind="ask")]
    assert sorted(names(duel, grave(duel, A))) == ["Axe of Despair", "Celtic Guardian", "Dark Hole"]


def test_malevolent_nuzzler_pays_500_to_go_back_on_top_of_the_deck_or_stays_if_declined():
    duel, guardian, gained = equipped_then_destroyed("Malevolent Nuzzler")
    assert gained == 2100
    act(duel, K.A_SELECT + 0)
    pass_all(duel)
    assert name(duel, pile(duel, A, K.LOC_DECK)[-1]) == "Malevolent Nuzzler" and int(duel.rec["lp"][A]) == 7500
    duel, _, _ = equipped_then_destroyed("Malevolent Nuzzler")
    act(duel, K.A_PASS)                                           # declined: it stays in the GY, no LP paid
    pass_all(duel)
    assert "Malevolent Nuzzler" in names(duel, grave(duel, A)) and int(duel.rec["lp"][A]) == 8000


def test_r10_de_spell_targets_a_face_up_spell_or_any_set_card_and_destroys_only_a_spell():
    """A face-down card's kind is unseen: De-Spell may target any Set card and a face-up Spell, not a
    face-up Trap; as it resolves its activator alone looks at a Set target; a Set Spell is
    destroyed, a Set Trap stays Set."""
    duel = scenario([player(hand=["De-Spell", "De-Spell"]),
                     player(spells=["Waboku", {"card": "Spatial Collapse", "face_up": True}]),
                     player(spells=["Pot of Greed", {"card": "Messenger of Peace", "face_up": True}])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Messenger of Peace", "Pot of Greed", "Waboku"]
    choose(duel, "Waboku")
    pass_all(duel)
    waboku = int(duel.rec["szone"][B][0])
    assert int(duel.rec["c_loc"][waboku]) == K.LOC_SZONE and int(duel.rec["c_pos"][waboku]) == K.POS_FACEDOWN
    assert [(e.a, name(duel, e.b), e.c) for e in events(duel, kind="revealed")] == [(A, "Waboku", 1)]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Pot of Greed")
    pass_all(duel)
    assert names(duel, grave(duel, C)) == ["Pot of Greed"]


# --- amounts "for each" card a selection counts (per): at least one to activate (R11 (b)) --------
def may_designate(duel, q: int) -> bool:
    try:
        return designate_action(duel, q) in duel.legal_actions()
    except ValueError:                                            # "designating player q is not legal now"
        return False


@pytest.mark.parametrize("card, a, b, damage", [
    ("Just Desserts", {}, {"monsters": ["Battle Ox", monster("Dark Blade", "set")]}, 1000),
    ("Secret Barrel", {}, {"monsters": ["Battle Ox"], "spells": ["Waboku"], "hand": ["Dark Blade"] * 3}, 1000),
    ("Restructer Revolution", {}, {"hand": ["Dark Blade"] * 3}, 600),
    ("Solar Ray", {"monsters": ["Mystical Elf", "Dunames Dark Witch", monster("Mystical Elf", "set"), "Battle Ox"]},
     {}, 1200),
    ("Cemetary Bomb", {}, {"graveyard": ["Dark Blade"] * 4}, 400),
    ("D.D. Dynamite", {}, {"banished": ["Dark Blade"] * 2}, 600),
])
def test_r11_damage_for_each_card_of_the_designated_opponent(card, a, b, damage):
    """B has the counted cards, C has none (face-up LIGHT monsters are A's own for Solar Ray):
    C may not be designated unless the count is A's; B takes the amount for each, C nothing."""
    trap = card != "Restructer Revolution"
    duel = scenario([player(**a, **({"spells": [card]} if trap else {"hand": [card]})), player(**b), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0 if trap else K.A_ACTIVATE + 0)
    assert may_designate(duel, C) == (card == "Solar Ray")
    designate(duel, B)
    pass_all(duel)
    assert [int(x) for x in duel.rec["lp"][:3]] == [8000, 8000 - damage, 8000]


def test_per_needs_something_to_count():
    duel = scenario([player(spells=["Just Desserts"]), player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_r10_gift_of_the_mystical_elf_gains_300_for_each_monster_on_every_field():
    duel = scenario([player(spells=["Gift of the Mystical Elf"], monsters=["Battle Ox"]),
                     player(monsters=["Dark Blade", monster("Mystical Elf", "set")]), player(monsters=["Vorse Raider"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert [int(x) for x in duel.rec["lp"][:3]] == [9200, 8000, 8000]


# --- links between ops: "as many" (Reload), "and if you do" (Soul Taker) ---------------------------
def test_reload_returns_the_whole_hand_and_draws_as_many():
    deck = ["Battle Ox"] * 6
    duel = scenario([player(hand=["Reload", "Dark Blade", "Mystical Elf", "Celtic Guardian"], deck=deck), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert len(hand(duel, A)) == 3 and len(pile(duel, A, K.LOC_DECK)) == 6       # 3 back in, 3 drawn
    assert len(events(duel, kind="returned to deck")) == 3 and names(duel, grave(duel, A)) == ["Reload"]


def test_reload_needs_another_card_in_hand():
    duel = scenario([player(hand=["Reload"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_r11_soul_taker_destroys_and_then_the_designated_opponent_gains_1000():
    duel = scenario([player(hand=["Soul Taker"]), player(monsters=["Luster Dragon"]), player(monsters=["Battle Ox"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert candidates(duel) == ["Luster Dragon"]
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert monsters(duel, B) == [] and [int(x) for x in duel.rec["lp"][:3]] == [8000, 9000, 8000]


def test_soul_taker_gains_nothing_if_its_target_is_gone():
    """"And if you do": C's Compulsory Evacuation Device returns the target to B's hand first, so
    nothing is destroyed and B gains nothing."""
    duel = scenario([player(hand=["Soul Taker"]), player(monsters=["Luster Dragon"]),
                     player(spells=["Compulsory Evacuation Device"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Luster Dragon")
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert names(duel, hand(duel, B)) == ["Luster Dragon"] and [int(x) for x in duel.rec["lp"][:3]] == [8000] * 3


# --- conditions that count cards (condition = { from, whose, filter, min, max }) ---------------------
def test_r11_magical_explosion_needs_an_empty_hand_and_burns_200_for_each_spell_in_the_graveyard():
    spells = ["Pot of Greed", "Dark Hole", "Waboku"]                 # 2 Spells and a Trap
    duel = scenario([player(spells=["Magical Explosion"], graveyard=spells), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    pass_all(duel)
    assert [int(x) for x in duel.rec["lp"][:3]] == [8000, 7600, 8000]
    duel = scenario([player(hand=["Battle Ox"], spells=["Magical Explosion"], graveyard=spells), player(), player()],
                    auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()          # a card in hand


@pytest.mark.parametrize("effect, lp, destroyed", [(0, [8000, 8000, 7200], []), (1, [8000] * 3, ["Skull Servant"])])
def test_dragons_gunfire_needs_a_face_up_dragon_then_burns_800_or_destroys_a_low_def_monster(effect, lp, destroyed):
    duel = scenario([player(hand=["Dragon's Gunfire"], monsters=["Luster Dragon"]),
                     player(monsters=["Skull Servant", "Mystical Elf"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_SELECT + effect)
    if effect:
        assert candidates(duel) == ["Skull Servant"]                 # DEF 200; not the Elf (2000) nor the Dragon
        choose(duel, "Skull Servant")
    else:
        designate(duel, C)
    pass_all(duel)
    assert [int(x) for x in duel.rec["lp"][:3]] == lp and names(duel, grave(duel, B)) == destroyed
    duel = scenario([player(hand=["Dragon's Gunfire"], monsters=[monster("Luster Dragon", "set")]), player(), player()],
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()               # a face-down Dragon is none


def test_sages_stone_summons_dark_magician_while_dark_magician_girl_is_face_up():
    duel = scenario([player(hand=["Sage's Stone"], monsters=["Dark Magician Girl"], deck=["Dark Magician", "Battle Ox"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == ["Dark Magician"]
    choose(duel, "Dark Magician")
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION
    act(duel, K.A_POSITION)
    pass_all(duel)
    assert sorted(names(duel, monsters(duel, A))) == ["Dark Magician", "Dark Magician Girl"]
    duel = scenario([player(hand=["Sage's Stone"], deck=["Dark Magician"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()
