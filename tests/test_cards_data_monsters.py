"""Effect Monsters written as data alone (issue 19, issue 18 item 8: cards added without touching ``core/``).
Each test sets a card's situation up, uses it and asserts what it did; cards whose text names an opponent play
with three players (R10-R23), so the third player is seen untouched. One driver, ``play``, answers the prompts
the way each test says (the designated opponent, the cards picked) so the tests stay short."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, grave, hand, monster, monsters, name,
                      names, pile, player, scenario)
from test_cards_starter_decks import atk, attack_on, lp, prompt, slot


def play(duel, designee: int = C, picks=(), limit: int = 200) -> list[list[str]]:
    """Answer every prompt until the turn player may act again (or the duel ends): pass priority, designate
    ``designee`` (R11), pick the cards ``picks`` names in order at candidate prompts (else the first option).
    Returns the candidates of each prompt answered from ``picks``."""
    picks, seen = list(picks), []
    for _ in range(limit):
        k = prompt(duel)
        if duel.done or k in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            return seen
        if k == K.PROMPT_PASS:
            act(duel, K.A_PASS)
        elif k == K.PROMPT_DESIGNATE:
            designate(duel, designee)
        elif k in (K.PROMPT_TARGET, K.PROMPT_CHOOSE, K.PROMPT_TRIBUTE) and picks:
            seen.append(candidates(duel))
            choose(duel, picks.pop(0))
        else:                                # a trigger is chained ("you can": yes), else the first option
            act(duel, [a for a in duel.legal_actions() if a != K.A_PASS][0])
    raise AssertionError("play did not stop")


def zone_of(duel, p: int, card: str) -> int:
    return next(z for z in range(K.N_MZONES) if duel.rec["mzone"][p, z] >= 0
                and name(duel, duel.rec["mzone"][p, z]) == card)


def on_field(duel, p: int, card: str) -> int:
    return int(duel.rec["mzone"][p, zone_of(duel, p, card)])


def flip_summoned(card: str, a: dict | None = None, b: dict | None = None, c: dict | None = None, **play_args):
    """A Flip Summons its Set ``card`` (3 players) and every prompt is answered by ``play``."""
    a = a or {}
    duel = scenario([player(monsters=[monster(card, "set")] + a.pop("monsters", []), **a), player(**(b or {})),
                     player(**(c or {}))], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + zone_of(duel, A, card))
    play(duel, **play_args)
    return duel


# --- static effects ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["Leghul", "Rainbow Flower", "Jinzo 7", "Ooguchi", "Servant of Catabolism",
                                  "Nightmare Horse"])
def test_r8_direct_attackers_attack_an_opponent_who_controls_a_monster_directly(card):
    duel = scenario([player(monsters=[card]), player(monsters=["Battle Ox"]), player(monsters=["Battle Ox"])],
                    phase="battle", auto_answer=False)
    damage = atk(duel, monsters(duel, A)[0])
    attack_on(duel, card, None, B)
    play(duel)
    assert lp(duel) == [8000, 8000 - damage, 8000] and names(duel, monsters(duel, B)) == ["Battle Ox"]


@pytest.mark.parametrize("card", ["Hayabusa Knight", "Twinheaded Beast"])
def test_b11_second_attack_monsters_attack_twice_in_a_battle_phase(card):
    duel = scenario([player(monsters=[card]), player(), player()], phase="battle", auto_answer=False)
    damage = atk(duel, monsters(duel, A)[0])
    for _ in range(2):
        attack_on(duel, card, None, B)
        play(duel)
    assert lp(duel) == [8000, 8000 - 2 * damage, 8000]
    assert not [a for a in duel.legal_actions() if a >= K.A_ATTACK and a < K.A_SELECT]


@pytest.mark.parametrize("card", ["Mad Sword Beast", "Dark Driceratops", "Saber Beetle"])
def test_b12_piercing_monsters_inflict_the_difference_over_a_defense_position_monsters_def(card):
    duel = scenario([player(monsters=[card]), player(monsters=[monster("Celtic Guardian", "def")]), player()],
                    phase="battle", auto_answer=False)
    damage = atk(duel, monsters(duel, A)[0]) - 1200
    attack_on(duel, card, "Celtic Guardian", B)
    play(duel)
    assert lp(duel) == [8000, 8000 - damage, 8000] and monsters(duel, B) == []


@pytest.mark.parametrize("card, own, elf, vorse, ox, luster", [
    ("Hoshiningen", 500 + 500, 800 + 500, 1900 - 400, 1700, 1900),
    ("Witch's Apprentice", 550 + 500, 800 - 400, 1900 + 500, 1700, 1900),
    ("Milus Radiant", 300 + 500, 800, 1900, 1700 + 500, 1900 - 400)])
def test_r10_attribute_boosters_change_the_atk_of_every_monster_of_two_attributes_on_every_field(
        card, own, elf, vorse, ox, luster):
    """LIGHT Mystical Elf, DARK Vorse Raider, EARTH Battle Ox, WIND Luster Dragon, on B's and C's fields."""
    duel = scenario([player(monsters=[card]), player(monsters=["Mystical Elf", "Vorse Raider"]),
                     player(monsters=["Battle Ox", "Luster Dragon"])], auto_answer=False)
    got = [atk(duel, on_field(duel, p, n)) for p, n in ((A, card), (B, "Mystical Elf"), (B, "Vorse Raider"),
                                                         (C, "Battle Ox"), (C, "Luster Dragon"))]
    assert got == [own, elf, vorse, ox, luster]


def test_r10_wodan_machine_king_and_perfect_machine_king_count_face_up_monsters_on_every_field():
    """Plants: 2 face-up (A's Dark Plant, C's Mushroom Man), 1 Set (not counted). Machines: Machine King and
    Perfect Machine King themselves, B's face-up Golgoil; Machine King counts itself, Perfect Machine King not."""
    duel = scenario([player(monsters=["Wodan the Resident of the Forest", "Dark Plant", "Machine King",
                                      "Perfect Machine King"]),
                     player(monsters=["Golgoil", monster("Cyber Commander", "set")]),
                     player(monsters=["Mushroom Man", monster("Arlownay", "set")])], auto_answer=False)
    assert atk(duel, on_field(duel, A, "Wodan the Resident of the Forest")) == 900 + 2 * 100
    assert atk(duel, on_field(duel, A, "Machine King")) == 2200 + 3 * 100
    assert atk(duel, on_field(duel, A, "Perfect Machine King")) == 2700 + 2 * 500


def test_mudora_gains_200_atk_for_each_fairy_in_its_controllers_graveyard():
    duel = scenario([player(monsters=["Mudora"], graveyard=["Key Mace", "Binding Chain", "Battle Ox"]),
                     player(graveyard=["Key Mace"])], auto_answer=False)
    assert atk(duel, monsters(duel, A)[0]) == 1500 + 2 * 200


@pytest.mark.parametrize("card, printed", [("Deepsea Warrior", 1600), ("Torpedo Fish", 1000),
                                           ("Cannonball Spear Shellfish", 1000)])
def test_umi_monsters_are_unaffected_by_spells_while_umi_is_face_up(card, printed):
    """With C's Umi face-up, A's Dark Hole destroys B's Battle Ox, not the card, and Umi's own gain passes it by;
    without Umi, Dark Hole destroys it."""
    duel = scenario([player(hand=["Dark Hole"], monsters=[card]), player(monsters=["Battle Ox"]),
                     {**player(), "field": "Umi"}], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel)
    assert names(duel, monsters(duel, A)) == [card] and monsters(duel, B) == []
    assert atk(duel, monsters(duel, A)[0]) == printed
    duel = scenario([player(hand=["Dark Hole"], monsters=[card]), player(monsters=["Battle Ox"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel)
    assert monsters(duel, A) == []


def test_blindly_loyal_goblin_cannot_be_taken_by_change_of_heart():
    duel = scenario([player(hand=["Change of Heart"]), player(monsters=["Blindly Loyal Goblin", "Battle Ox"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert play(duel, designee=B, picks=["Battle Ox"]) == [["Battle Ox"]]
    assert names(duel, monsters(duel, B)) == ["Blindly Loyal Goblin"]


@pytest.mark.parametrize("card, fits, other", [("Kaiser Sea Horse", "Blue-Eyes White Dragon", "Gaia The Fierce Knight"),
                                               ("The Trojan Horse", "Gaia The Fierce Knight", "Blue-Eyes White Dragon"),
                                               ("Whirlwind Prodigy", "Simorgh, Bird of Divinity", "Blue-Eyes White Dragon"),
                                               ("Flame Ruler", "Ryu-Ran", "Blue-Eyes White Dragon")])
def test_b7_double_tribute_monsters_are_two_tributes_for_their_attribute_only(card, fits, other):
    duel = scenario([player(hand=[fits, other], monsters=[card]), player()], auto_answer=False)
    assert K.A_SUMMON + slot(duel, A, other) not in duel.legal_actions()
    act(duel, K.A_SUMMON + slot(duel, A, fits))
    assert prompt(duel) == K.PROMPT_TRIBUTE and candidates(duel) == [card]
    choose(duel, card)
    play(duel)
    assert names(duel, monsters(duel, A)) == [fits] and names(duel, grave(duel, A)) == [card]


def test_r10_gora_turtle_stops_every_monster_with_1900_or_more_atk_from_attacking():
    duel = scenario([player(monsters=["Vorse Raider", "Celtic Guardian"]), player(monsters=["Gora Turtle"])],
                    phase="battle", auto_answer=False)
    attackers = {duel.describe_action(a).split(" (zone")[0] for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT}
    assert attackers == {"Celtic Guardian"}


# --- Flip Effects --------------------------------------------------------------------------------------------------
def test_skelengel_flipped_draws_1():
    duel = flip_summoned("Skelengel")
    assert len(hand(duel, A)) == 1


def test_r11_poison_mummy_flipped_burns_the_designated_opponent_500():
    duel = flip_summoned("Poison Mummy")
    assert lp(duel) == [8000, 8000, 7500]


def test_r11_4_starred_ladybug_of_doom_destroys_the_designated_opponents_face_up_level_4_monsters():
    duel = flip_summoned("4-Starred Ladybug of Doom", b={"monsters": ["Battle Ox"]},
                         c={"monsters": ["Battle Ox", "Celtic Guardian", "Blue-Eyes White Dragon",
                                         monster("Vorse Raider", "set")]})
    assert names(duel, grave(duel, C)) == ["Battle Ox", "Celtic Guardian"]
    assert names(duel, monsters(duel, C)) == ["Blue-Eyes White Dragon", "Vorse Raider"]
    assert names(duel, monsters(duel, B)) == ["Battle Ox"]


@pytest.mark.parametrize("card, deck, expected", [("Iron Blacksmith Kotetsu", ["Legendary Sword", "Battle Ox", "Dark Hole"], ["Legendary Sword"])])
def test_iron_blacksmith_kotetsu_flipped_adds_an_equip_spell_from_the_deck(card, deck, expected):
    duel = flip_summoned(card, a={"deck": deck}, picks=expected)
    assert names(duel, hand(duel, A)) == expected


# --- Trigger Effects ---------------------------------------------------------------------------------------------
def test_r12_masked_sorcerer_draws_and_white_magical_hat_makes_the_damaged_player_discard_at_random():
    duel = scenario([player(monsters=["Masked Sorcerer", "White Magical Hat"]), player(hand=["Battle Ox"] * 2),
                     player(hand=["Battle Ox"] * 2)], phase="battle", auto_answer=False)
    attack_on(duel, "Masked Sorcerer", None, B)
    play(duel)
    assert len(hand(duel, A)) == 1 and lp(duel)[B] == 8000 - 900
    attack_on(duel, "White Magical Hat", None, C)
    play(duel)
    assert len(hand(duel, C)) == 1 and len(grave(duel, C)) == 1 and len(hand(duel, B)) == 2


@pytest.mark.parametrize("card, expected", [
    ("Senju of the Thousand Hands", ["Black Luster Soldier"]),
    ("Sonic Bird", ["Black Luster Ritual"]),
    ("Manju of the Ten Thousand Hands", ["Black Luster Ritual", "Black Luster Soldier"]),
    ("Berfomet", ["Gazelle the King of Mythical Beasts"])])
def test_summon_searchers_add_a_card_of_their_kind_when_normal_summoned(card, expected):
    deck = ["Black Luster Soldier", "Black Luster Ritual", "Gazelle the King of Mythical Beasts", "Battle Ox"]
    tribute = ["Battle Ox"] if card == "Berfomet" else []             # Level 5: 1 Tribute
    duel = scenario([player(hand=[card], monsters=tribute, deck=deck), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert play(duel, picks=tribute + expected[-1:])[len(tribute):] == [expected]
    assert names(duel, hand(duel, A)) == expected[-1:]


@pytest.mark.parametrize("card, to", [("Gokipon", "hand"), ("Howling Insect", "field")])
def test_insects_destroyed_by_battle_fetch_an_insect_with_1500_or_less_atk(card, to):
    duel = scenario([player(monsters=[card], deck=["Neo Bug", "Gokibore", "Battle Ox"]), player(monsters=["Vorse Raider"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", card, A)
    assert play(duel, picks=["Gokibore"]) == [["Gokibore"]]              # not Neo Bug (1800), not a Beast-Warrior
    assert names(duel, hand(duel, A) if to == "hand" else monsters(duel, A)) == ["Gokibore"]


def test_fear_from_the_dark_discarded_by_an_opponents_card_special_summons_itself():
    duel = scenario([player(hand=["Fear from the Dark", "Battle Ox"]), player(hand=["Confiscation"]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel, designee=A, picks=["Fear from the Dark"])
    assert names(duel, monsters(duel, A)) == ["Fear from the Dark"] and names(duel, hand(duel, A)) == ["Battle Ox"]


def test_elephant_statue_of_blessing_discarded_by_an_opponents_card_gains_2000():
    duel = scenario([player(hand=["Elephant Statue of Blessing", "Battle Ox"]), player(hand=["Confiscation"]),
                     player()], turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel, designee=A, picks=["Elephant Statue of Blessing"])
    assert lp(duel) == [10000, 8000 - 1000, 8000]          # Confiscation's 1000 LP cost


def test_r11_skull_mark_ladybug_and_burning_algae_sent_to_the_graveyard_give_lp():
    """Both destroyed by A's Dark Hole: A gains 1000 (Skull-Mark Ladybug); Burning Algae's designated opponent
    C gains 1000, B nothing."""
    duel = scenario([player(hand=["Dark Hole"], monsters=["Skull-Mark Ladybug", "Burning Algae"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel)
    assert lp(duel) == [9000, 8000, 9000]


def test_r11_gravekeepers_curse_summoned_burns_the_designated_opponent_and_dark_jeroid_takes_800_atk():
    duel = scenario([player(hand=["Gravekeeper's Curse", "Dark Jeroid"]), player(monsters=["Vorse Raider"]), player()],
                    auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    play(duel)
    assert lp(duel) == [8000, 8000, 7500]
    duel = scenario([player(hand=["Dark Jeroid"]), player(monsters=["Vorse Raider"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert play(duel, picks=["Vorse Raider"]) == [["Dark Jeroid", "Vorse Raider"]]    # R10: any face-up monster
    vorse = on_field(duel, B, "Vorse Raider")
    assert atk(duel, vorse) == 1100
    end_turn(duel)
    assert atk(duel, vorse) == 1100                                   # for as long as it stays face-up


def test_sacred_crane_special_summoned_draws_1():
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Sacred Crane"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel, picks=["Sacred Crane"])
    assert names(duel, monsters(duel, A)) == ["Sacred Crane"] and len(hand(duel, A)) == 1


def test_granadora_gains_1000_when_summoned_and_costs_its_controller_2000_when_destroyed():
    duel = scenario([player(hand=["Granadora", "Dark Hole"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + slot(duel, A, "Granadora"))
    play(duel)
    assert lp(duel) == [9000, 8000]
    act(duel, K.A_ACTIVATE + slot(duel, A, "Dark Hole"))
    play(duel)
    assert lp(duel) == [7000, 8000]


def test_r13_bowganian_cure_mermaid_and_legendary_fiend_in_their_controllers_standby_phase():
    """A's Standby Phase: Bowganian's designated opponent C takes 600 (B nothing), Cure Mermaid gives A 800,
    Legendary Fiend gains 700 ATK for good."""
    duel = scenario([player(monsters=["Bowganian", "Cure Mermaid", "Legendary Fiend"]), player(), player()],
                    turn_player=C, phase="main2", auto_answer=False)
    end_turn(duel)
    play(duel)
    assert int(duel.rec["turn_player"]) == A
    assert lp(duel) == [8800, 8000, 7400]
    assert atk(duel, on_field(duel, A, "Legendary Fiend")) == 1500 + 700


def test_b13_dd_warrior_banishes_itself_and_the_monster_it_battled():
    duel = scenario([player(monsters=["D.D. Warrior"]), player(monsters=["Vorse Raider"]), player()],
                    phase="battle", auto_answer=False)
    attack_on(duel, "D.D. Warrior", "Vorse Raider", B)
    play(duel)
    assert names(duel, pile(duel, A, K.LOC_BANISHED)) == ["D.D. Warrior"]
    assert names(duel, pile(duel, B, K.LOC_BANISHED)) == ["Vorse Raider"] and lp(duel)[A] == 8000 - 700


def test_b13_sasuke_samurai_destroys_the_face_down_monster_it_attacks_before_damage_calculation():
    duel = scenario([player(monsters=["Sasuke Samurai"]), player(monsters=[monster("Mystical Elf", "set")]), player()],
                    phase="battle", auto_answer=False)
    options = [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT and "player_1" in duel.describe_action(a)]
    act(duel, options[0])
    play(duel)
    assert names(duel, grave(duel, B)) == ["Mystical Elf"] and lp(duel) == [8000, 8000, 8000]


def test_b13_getsu_fuhma_destroys_a_fiend_or_zombie_it_battled_that_survived():
    duel = scenario([player(monsters=["Getsu Fuhma"]), player(monsters=[monster("Earthbound Spirit", "def")]), player()],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Getsu Fuhma", "Earthbound Spirit", B)
    play(duel)
    assert names(duel, grave(duel, B)) == ["Earthbound Spirit"] and lp(duel)[A] == 8000 - 300


def test_r11_anti_aircraft_flower_tributes_an_insect_to_burn_the_designated_opponent_800():
    duel = scenario([player(monsters=["Anti-Aircraft Flower", "Gokibore", "Battle Ox"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Anti-Aircraft Flower"))
    assert play(duel, picks=["Gokibore"]) == [["Gokibore"]]
    assert lp(duel) == [8000, 8000, 7200] and names(duel, grave(duel, A)) == ["Gokibore"]


# --- second batch: Flip Effects with targets, summon triggers, recruiters -------------------------------------
def test_r10_cyber_prima_tribute_summoned_destroys_every_face_up_spell():
    """B's face-up Umi goes; C's face-up Trap and Set Spell stay."""
    duel = scenario([player(hand=["Cyber Prima"], monsters=["Battle Ox"]), {**player(), "field": "Umi"},
                     player(spells=[{"card": "Gravity Bind", "face_up": True}, "Dark Hole"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    play(duel, picks=["Battle Ox"])
    assert "Umi" in names(duel, grave(duel, B)) and grave(duel, C) == []


def test_r10_byser_shock_returns_every_set_card_on_every_field_to_its_owners_hand():
    duel = scenario([player(hand=["Byser Shock"], monsters=["Battle Ox", monster("Mystical Elf", "set")]),
                     player(spells=["Waboku"], monsters=[monster("Celtic Guardian", "set"), "Vorse Raider"]), player()],
                    auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    play(duel, picks=["Battle Ox"])
    assert names(duel, hand(duel, A)) == ["Mystical Elf"]
    assert sorted(names(duel, hand(duel, B))) == ["Celtic Guardian", "Waboku"]
    assert names(duel, monsters(duel, B)) == ["Vorse Raider"]


def test_r11_gale_lizard_flipped_returns_a_monster_of_the_designated_opponent_to_the_hand():
    duel = flip_summoned("Gale Lizard", b={"monsters": ["Battle Ox"]}, c={"monsters": ["Vorse Raider"]},
                         picks=["Vorse Raider"])
    assert names(duel, hand(duel, C)) == ["Vorse Raider"] and names(duel, monsters(duel, B)) == ["Battle Ox"]


def test_r10_penguin_soldier_flipped_returns_up_to_2_monsters_on_any_field_to_the_hand():
    duel = flip_summoned("Penguin Soldier", b={"monsters": ["Vorse Raider"]}, c={"monsters": ["Battle Ox"]},
                         picks=["Vorse Raider", "Battle Ox"])
    assert names(duel, hand(duel, B)) == ["Vorse Raider"] and names(duel, hand(duel, C)) == ["Battle Ox"]


@pytest.mark.parametrize("card, pick, destroyed", [("Armed Ninja", "Dark Hole", True), ("Armed Ninja", "Waboku", False),
                                                   ("Trap Master", "Waboku", True), ("Reaper of the Cards", "Dark Hole", False)])
def test_r10_ninjas_flipped_destroy_a_spell_or_trap_and_reveal_a_set_card_of_the_other_kind(card, pick, destroyed):
    """B's Set Dark Hole (a Spell) and Waboku (a Trap) may be targeted unseen; the wrong kind stays Set."""
    duel = flip_summoned(card, b={"spells": ["Dark Hole", "Waboku"]}, picks=[pick])
    assert names(duel, grave(duel, B)) == ([pick] if destroyed else [])


@pytest.mark.parametrize("card", ["Bite Shoes", "Ryu-Kishin Clown"])
def test_r10_position_changers_change_a_face_up_monster_on_any_field(card):
    duel = scenario([player(hand=[card]) if card == "Ryu-Kishin Clown" else player(monsters=[monster(card, "set")]),
                     player(monsters=["Vorse Raider"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0 if card == "Ryu-Kishin Clown" else K.A_FLIP_SUMMON + zone_of(duel, A, card))
    play(duel, picks=["Vorse Raider"])
    assert int(duel.rec["c_pos"][on_field(duel, B, "Vorse Raider")]) == K.POS_FACEUP_DEF


def test_spirit_caller_flipped_summons_a_level_3_or_lower_normal_monster_from_its_controllers_graveyard():
    duel = flip_summoned("Spirit Caller", a={"graveyard": ["Mushroom Man", "Battle Ox", "Skelengel"]},
                         b={"graveyard": ["Flame Viper"]}, picks=["Mushroom Man"])
    assert sorted(names(duel, monsters(duel, A))) == ["Mushroom Man", "Spirit Caller"]


def test_r10_witch_doctor_of_chaos_banishes_a_monster_of_any_graveyard_and_des_feral_imp_returns_a_card():
    duel = flip_summoned("Witch Doctor of Chaos", b={"graveyard": ["Battle Ox"]},
                         c={"graveyard": ["Dark Hole", "Vorse Raider"]}, picks=["Vorse Raider"])
    assert names(duel, pile(duel, C, K.LOC_BANISHED)) == ["Vorse Raider"] and names(duel, grave(duel, B)) == ["Battle Ox"]
    duel = flip_summoned("Des Feral Imp", a={"graveyard": ["Dark Hole", "Battle Ox"], "deck": ["Mystical Elf"]},
                         picks=["Dark Hole"])
    assert names(duel, grave(duel, A)) == ["Battle Ox"] and "Dark Hole" in names(duel, pile(duel, A, K.LOC_DECK))


def test_bubonic_vermin_flipped_sets_another_from_the_deck_and_des_lacooda_draws_when_flip_summoned():
    duel = flip_summoned("Bubonic Vermin", a={"deck": ["Bubonic Vermin", "Battle Ox"]})
    vermin = [c for c in monsters(duel, A) if int(duel.rec["c_pos"][c]) == K.POS_FACEDOWN_DEF]
    assert names(duel, vermin) == ["Bubonic Vermin"]
    duel = flip_summoned("Des Lacooda")
    assert len(hand(duel, A)) == 1
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Des Lacooda"))         # itself face-down, once per turn
    play(duel)
    assert int(duel.rec["c_pos"][monsters(duel, A)[0]]) == K.POS_FACEDOWN_DEF


def test_venus_pays_500_for_a_mystical_shine_ball_and_monster_eye_1000_for_polymerization():
    duel = scenario([player(monsters=["The Agent of Creation - Venus", "Monster Eye"], graveyard=["Polymerization"],
                            deck=["Mystical Shine Ball", "Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "The Agent of Creation - Venus"))
    play(duel, picks=["Mystical Shine Ball"])
    assert "Mystical Shine Ball" in names(duel, monsters(duel, A)) and lp(duel)[A] == 7500
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Monster Eye"))
    play(duel, picks=["Polymerization"])
    assert names(duel, hand(duel, A)) == ["Polymerization"] and lp(duel)[A] == 6500


@pytest.mark.parametrize("card, fetched", [("Pinch Hopper", "Gokibore"), ("The Thing in the Crater", "Flame Viper")])
def test_monsters_destroyed_on_the_field_summon_a_monster_of_their_type_from_the_hand(card, fetched):
    duel = scenario([player(monsters=[card], hand=["Gokibore", "Flame Viper", "Battle Ox"]), player(monsters=["Vorse Raider"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", card, A)
    assert play(duel, picks=[fetched]) == [[fetched]]
    assert names(duel, monsters(duel, A)) == [fetched]


@pytest.mark.parametrize("card, top", [("Outstanding Dog Marron", False), ("Cockroach Knight", True)])
def test_monsters_sent_to_the_graveyard_return_to_the_deck(card, top):
    duel = scenario([player(monsters=[card], deck=["Battle Ox"] * 3), player(monsters=["Vorse Raider"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", card, A)
    play(duel)
    deck = names(duel, pile(duel, A, K.LOC_DECK))
    assert grave(duel, A) == [] and card in deck and (deck[-1] == card or not top)     # the last one is the top


def test_r12_mefist_pierces_and_the_damaged_player_discards_at_random():
    duel = scenario([player(monsters=["Mefist the Infernal General"]),
                     player(monsters=[monster("Celtic Guardian", "def")], hand=["Battle Ox"] * 2),
                     player(hand=["Battle Ox"] * 2)], phase="battle", auto_answer=False)
    attack_on(duel, "Mefist the Infernal General", "Celtic Guardian", B)
    play(duel)
    assert lp(duel) == [8000, 8000 - 600, 8000] and len(hand(duel, B)) == 1 and len(hand(duel, C)) == 2


def test_hero_kid_and_don_turtle_summon_their_copies():
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Hero Kid"], deck=["Hero Kid", "Hero Kid", "Battle Ox"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel, picks=["Hero Kid"])
    assert names(duel, monsters(duel, A)) == ["Hero Kid"] * 3
    duel = scenario([player(hand=["Don Turtle"] * 3 + ["Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    play(duel)
    assert names(duel, monsters(duel, A)) == ["Don Turtle"] * 3 and names(duel, hand(duel, A)) == ["Battle Ox"]


def test_nimble_momonga_destroyed_by_battle_gains_1000_and_sets_its_copies_from_the_deck():
    duel = scenario([player(monsters=["Nimble Momonga"], deck=["Nimble Momonga", "Nimble Momonga", "Battle Ox"]),
                     player(monsters=["Vorse Raider"]), player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "Nimble Momonga", A)
    play(duel)
    assert lp(duel)[A] == 8000 - 900 + 1000
    assert [int(duel.rec["c_pos"][c]) for c in monsters(duel, A)] == [K.POS_FACEDOWN_DEF] * 2


# --- third batch ---------------------------------------------------------------------------------------------------
def test_r11_swarm_of_scarabs_flip_summoned_destroys_a_monster_of_the_designated_opponent():
    duel = flip_summoned("Swarm of Scarabs", b={"monsters": ["Battle Ox"]}, c={"monsters": [monster("Vorse Raider", "set")]},
                         picks=["Vorse Raider"])
    assert names(duel, grave(duel, C)) == ["Vorse Raider"] and names(duel, monsters(duel, B)) == ["Battle Ox"]
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Swarm of Scarabs"))    # itself face-down, once per turn
    play(duel)
    assert int(duel.rec["c_pos"][monsters(duel, A)[0]]) == K.POS_FACEDOWN_DEF


def test_royal_keeper_flipped_gains_300_atk_and_def_until_the_end_of_the_turn():
    duel = flip_summoned("Royal Keeper")
    keeper = monsters(duel, A)[0]
    assert atk(duel, keeper) == 1600 + 300
    end_turn(duel)
    assert atk(duel, keeper) == 1600


def test_the_wicked_worm_beast_returns_to_the_hand_in_its_controllers_end_phase():
    duel = scenario([player(monsters=["The Wicked Worm Beast"]), player()], auto_answer=False)
    act(duel, K.A_TO_END)
    play(duel)
    assert names(duel, hand(duel, A)) == ["The Wicked Worm Beast"] and monsters(duel, A) == []


def test_return_zombie_pays_500_in_its_owners_standby_phase_to_return_from_the_graveyard_with_an_empty_hand():
    """The first turn of the duel draws nothing (A's hand stays empty): in A's Standby Phase Return Zombie pays 500
    and goes to the hand. In a later turn the drawn card leaves a card in hand: no activation."""
    duel = scenario([player(graveyard=["Return Zombie"]), player()], phase="draw", round=1, auto_answer=False)
    play(duel)
    assert names(duel, hand(duel, A)) == ["Return Zombie"] and lp(duel)[A] == 7500
    duel = scenario([player(graveyard=["Return Zombie"]), player()], turn_player=B, phase="main2", auto_answer=False)
    end_turn(duel)
    play(duel)
    assert names(duel, grave(duel, A)) == ["Return Zombie"] and lp(duel)[A] == 8000


@pytest.mark.parametrize("card, offered", [("Rafflesia Seduction", ["Battle Ox", "Luster Dragon"]),
                                           ("Dragon Manipulator", ["Luster Dragon"])])
def test_r11_control_flippers_take_a_face_up_monster_of_the_designated_opponent_until_the_end_phase(card, offered):
    """C is designated: only C's face-up monsters (a Dragon for Dragon Manipulator) are offered, not B's Blue-Eyes
    nor C's Set monster; the monster goes back to C as the End Phase ends the turn."""
    duel = scenario([player(monsters=[monster(card, "set")]), player(monsters=["Blue-Eyes White Dragon"]),
                     player(monsters=["Battle Ox", "Luster Dragon", monster("Vorse Raider", "set")])], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + zone_of(duel, A, card))
    assert play(duel, picks=["Luster Dragon"]) == [offered]
    dragon = on_field(duel, A, "Luster Dragon")
    end_turn(duel)
    assert dragon in monsters(duel, C) and names(duel, monsters(duel, B)) == ["Blue-Eyes White Dragon"]


# --- fourth batch ----------------------------------------------------------------------------------------------------
def test_r12_blood_sucker_mills_the_damaged_player_and_bladedge_pierces():
    duel = scenario([player(monsters=["Blood Sucker", "Elemental HERO Bladedge"]),
                     player(monsters=[monster("Celtic Guardian", "def")], deck=["Battle Ox"] * 3),
                     player(deck=["Battle Ox"] * 3)], phase="battle", auto_answer=False)
    attack_on(duel, "Elemental HERO Bladedge", "Celtic Guardian", B)
    play(duel)
    assert lp(duel)[B] == 8000 - (2600 - 1200)
    attack_on(duel, "Blood Sucker", None, C)
    play(duel)
    assert names(duel, grave(duel, C)) == ["Battle Ox"] and len(pile(duel, B, K.LOC_DECK)) == 3


def test_winged_kuriboh_destroyed_leaves_its_controller_no_battle_damage_this_turn():
    duel = scenario([player(monsters=[monster("Winged Kuriboh", "def")]), player(monsters=["Vorse Raider", "Battle Ox"]),
                     player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "Winged Kuriboh", A)
    play(duel)
    attack_on(duel, "Battle Ox", None, A)
    play(duel)
    assert lp(duel)[A] == 8000 and names(duel, grave(duel, A)) == ["Winged Kuriboh"]


def test_r12_mine_golem_destroyed_by_battle_burns_the_player_whose_monster_destroyed_it():
    duel = scenario([player(monsters=["Mine Golem"]), player(monsters=["Blue-Eyes White Dragon"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Blue-Eyes White Dragon", "Mine Golem", A)
    play(duel)
    assert lp(duel) == [8000 - (3000 - 1000), 8000 - 500, 8000]


def test_uforoid_and_tadpole_destroyed_by_battle_fetch_from_the_deck():
    duel = scenario([player(monsters=["UFOroid"], deck=["Cyber Commander", "Slot Machine", "Battle Ox"]),
                     player(monsters=["Blue-Eyes White Dragon"]), player()], turn_player=B, phase="battle",
                    auto_answer=False)
    attack_on(duel, "Blue-Eyes White Dragon", "UFOroid", A)
    assert play(duel, picks=["Cyber Commander"]) == [["Cyber Commander"]]      # not Slot Machine (2000 ATK)
    assert int(duel.rec["c_pos"][on_field(duel, A, "Cyber Commander")]) == K.POS_FACEUP_ATK
    duel = scenario([player(monsters=["T.A.D.P.O.L.E."], deck=["T.A.D.P.O.L.E.", "T.A.D.P.O.L.E.", "Battle Ox"]),
                     player(monsters=["Vorse Raider"]), player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "T.A.D.P.O.L.E.", A)
    play(duel)
    assert names(duel, hand(duel, A)) == ["T.A.D.P.O.L.E.", "T.A.D.P.O.L.E."]


@pytest.mark.parametrize("card", ["Indomitable Fighter Lei Lei", "Goblin Elite Attack Force"])
def test_attackers_go_to_defense_position_at_the_end_of_the_battle_phase_they_attacked_in(card):
    duel = scenario([player(monsters=[card]), player(), player()], phase="battle", auto_answer=False)
    attack_on(duel, card, None, B)
    play(duel)
    assert int(duel.rec["c_pos"][monsters(duel, A)[0]]) == K.POS_FACEUP_ATK
    act(duel, K.A_TO_MAIN2)
    play(duel)
    assert int(duel.rec["c_pos"][monsters(duel, A)[0]]) == K.POS_FACEUP_DEF
    assert K.A_CHANGE_POS + zone_of(duel, A, card) not in duel.legal_actions()


def test_cybernetic_cyclopean_gains_1000_atk_while_its_controller_holds_no_card():
    duel = scenario([player(monsters=["Cybernetic Cyclopean"], hand=["Battle Ox"]), player()], auto_answer=False)
    assert atk(duel, monsters(duel, A)[0]) == 1400
    duel = scenario([player(monsters=["Cybernetic Cyclopean"]), player()], auto_answer=False)
    assert atk(duel, monsters(duel, A)[0]) == 1400 + 1000


def test_beiige_discarded_by_a_card_effect_special_summons_itself():
    duel = scenario([player(hand=["Beiige, Vanguard of Dark World", "Battle Ox"]), player(hand=["Confiscation"]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    play(duel, designee=A, picks=["Beiige, Vanguard of Dark World"])
    assert names(duel, monsters(duel, A)) == ["Beiige, Vanguard of Dark World"]


# --- fifth batch ----------------------------------------------------------------------------------------------------
def test_r10_granmarg_tribute_summoned_destroys_a_face_down_card_on_any_field():
    duel = scenario([player(hand=["Granmarg the Rock Monarch"], monsters=["Battle Ox"]),
                     player(spells=["Waboku"], monsters=["Vorse Raider"]), player(monsters=[monster("Mystical Elf", "set")])],
                    auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert play(duel, picks=["Battle Ox", "Mystical Elf"])[1] == ["Mystical Elf", "Waboku"]    # not the face-up Vorse
    assert names(duel, grave(duel, C)) == ["Mystical Elf"] and grave(duel, B) == []


def test_hyena_destroyed_by_battle_summons_its_copies_from_the_deck():
    duel = scenario([player(monsters=["Hyena"], deck=["Hyena", "Hyena", "Battle Ox"]), player(monsters=["Vorse Raider"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "Hyena", A)
    play(duel)
    assert names(duel, monsters(duel, A)) == ["Hyena", "Hyena"] and names(duel, grave(duel, A)) == ["Hyena"]


def test_r16_ancient_gear_soldier_no_opponent_activates_a_spell_or_trap_while_it_attacks():
    """B's Set Waboku answers an attack, but not Ancient Gear Soldier's: B only passes; Battle Ox's attack next
    may be answered."""
    duel = scenario([player(monsters=["Ancient Gear Soldier", "Battle Ox"]),
                     player(spells=["Waboku"], monsters=["Mystical Elf"]), player(spells=["Waboku"])],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Ancient Gear Soldier", "Mystical Elf", B)
    while prompt(duel) == K.PROMPT_PASS:
        assert duel.legal_actions() == [K.A_PASS]
        act(duel, K.A_PASS)
    play(duel)
    assert names(duel, grave(duel, B)) == ["Mystical Elf"]
    attack_on(duel, "Battle Ox", None, B)
    while duel.current_player != B:
        act(duel, K.A_PASS)
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()
