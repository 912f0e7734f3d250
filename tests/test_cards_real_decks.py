"""The cards that make real decks playable (issue 19): ``starter_good_stuff`` and ``sd2_zombie_madness``.
Each test sets a card's situation up, uses it and asserts what it did; cards whose text names an
opponent play with three players (R10-R23), so the third player is seen untouched."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.atk_def import cur_def

from conftest import A, B, C, act, candidates, choose, end_turn, grave, hand, monster, monsters, name, names, pile, \
    pass_until, player, scenario
from test_cards_starter_decks import answer_all, answer_until, atk, attack_on, lp, prompt


def zone_of(duel, p: int, card: str) -> int:
    return next(z for z in range(K.N_MZONES) if duel.rec["mzone"][p, z] >= 0
                and name(duel, duel.rec["mzone"][p, z]) == card)


def on_field(duel, p: int, card: str) -> int:
    return int(duel.rec["mzone"][p, zone_of(duel, p, card)])


def dfn(duel, c: int) -> int:
    return int(cur_def(duel.rec, duel.db.table, int(c)))


# --- starter_good_stuff ----------------------------------------------------------------------------
def test_slate_warrior_flipped_gains_500_atk_and_def():
    duel = scenario([player(monsters=[monster("Slate Warrior", "set")]), player()], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + zone_of(duel, A, "Slate Warrior"))
    answer_all(duel)
    slate = on_field(duel, A, "Slate Warrior")
    assert (atk(duel, slate), dfn(duel, slate)) == (1900 + 500, 400 + 500)


def test_slate_warrior_destroyed_by_battle_takes_500_atk_and_def_from_the_monster_that_destroyed_it():
    """B's Battle Ox attacks A's Set Slate Warrior (DEF 400, 900 once flipped) and destroys it: the Flip
    Effect and the battle trigger both resolve; the Battle Ox keeps -500 ATK and DEF. C's monster is untouched."""
    duel = scenario([player(monsters=[monster("Slate Warrior", "set")]), player(monsters=["Battle Ox"]),
                     player(monsters=["Vorse Raider"])], turn_player=B, phase="battle", auto_answer=False)
    options = [a for a in duel.legal_actions() if a >= K.A_ATTACK and "Battle Ox" in duel.describe_action(a)
               and "player_0" in duel.describe_action(a)]
    act(duel, options[0])
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == []
    ox = on_field(duel, B, "Battle Ox")
    assert (atk(duel, ox), dfn(duel, ox)) == (1700 - 500, 1000 - 500)
    assert atk(duel, on_field(duel, C, "Vorse Raider")) == 1900
    end_turn(duel)
    assert atk(duel, ox) == 1200                        # while it stays on the field, not until the end of the turn


def exarion_attacks(defender: str, position: str):
    duel = scenario([player(monsters=["Exarion Universe"]), player(monsters=[monster(defender, position)]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Exarion Universe", defender, B)
    pass_until(duel, A)
    return duel


def test_exarion_universe_attacking_a_defense_position_monster_loses_400_atk_and_pierces_the_attacked_player():
    """Exarion Universe (1800) attacks B's Celtic Guardian in Defense Position (DEF 1200): in the Battle
    Step A activates it, 1400 ATK, and B takes 200 piercing damage; C takes none (B12)."""
    duel = exarion_attacks("Celtic Guardian", "def")
    action = K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Exarion Universe")
    assert action in duel.legal_actions()
    act(duel, action)
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 200, 8000]
    assert atk(duel, on_field(duel, A, "Exarion Universe")) == 1400
    end_turn(duel)
    assert atk(duel, on_field(duel, A, "Exarion Universe")) == 1800   # until the end of the turn


def test_exarion_universe_is_not_offered_against_an_attack_position_monster():
    duel = exarion_attacks("Celtic Guardian", "atk")
    assert K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Exarion Universe") not in duel.legal_actions()


def test_enraged_battle_ox_gives_its_controllers_beast_warriors_piercing_and_not_a_spellcaster():
    """A's Vorse Raider (Beast-Warrior, 1900) attacks B's Celtic Guardian in Defense Position (DEF 1200):
    700 piercing damage to B; A's Gemini Elf (Spellcaster) attacks the other one: none. C is untouched."""
    duel = scenario([player(monsters=["Enraged Battle Ox", "Vorse Raider", "Gemini Elf"]),
                     player(monsters=[monster("Celtic Guardian", "def"), monster("Celtic Guardian", "def")]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "Celtic Guardian", B)
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 700, 8000]
    attack_on(duel, "Gemini Elf", "Celtic Guardian", B)
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 700, 8000] and monsters(duel, B) == []


def test_dekoichi_draws_1_and_1_more_for_each_face_up_bokoichi_its_controller_controls():
    """Two face-up Bokoichi of A's (a Set one and B's face-up one do not count): 3 cards."""
    duel = scenario([player(monsters=[monster("Dekoichi the Battlechanted Locomotive", "set"),
                                      "Bokoichi the Freightening Car", "Bokoichi the Freightening Car",
                                      monster("Bokoichi the Freightening Car", "set")]),
                     player(monsters=["Bokoichi the Freightening Car"])], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + zone_of(duel, A, "Dekoichi the Battlechanted Locomotive"))
    answer_all(duel)
    assert len(hand(duel, A)) == 3 and len(hand(duel, B)) == 0


def test_riryoku_halves_the_first_target_and_gives_the_lost_atk_to_the_second_until_the_end_of_the_turn():
    """R10: A targets B's Blue-Eyes White Dragon first and A's own Battle Ox second; C's monster is no target."""
    duel = scenario([player(hand=["Riryoku"], monsters=["Battle Ox"]), player(monsters=["Blue-Eyes White Dragon"]),
                     player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Battle Ox", "Blue-Eyes White Dragon", "Vorse Raider"]
    choose(duel, "Blue-Eyes White Dragon")
    choose(duel, "Battle Ox")
    answer_all(duel)
    blue_eyes, ox = on_field(duel, B, "Blue-Eyes White Dragon"), on_field(duel, A, "Battle Ox")
    assert (atk(duel, blue_eyes), atk(duel, ox)) == (1500, 1700 + 1500)
    assert atk(duel, on_field(duel, C, "Vorse Raider")) == 1900
    end_turn(duel)
    assert (atk(duel, blue_eyes), atk(duel, ox)) == (3000, 1700)


def test_riryoku_needs_two_face_up_monsters():
    duel = scenario([player(hand=["Riryoku"], monsters=["Battle Ox"]),
                     player(monsters=[monster("Blue-Eyes White Dragon", "set")])], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- sd2_zombie_madness ----------------------------------------------------------------------------
def up(card: str) -> dict:
    return {"card": card, "face_up": True}


def test_r12_vampire_lady_the_damaged_player_sends_a_card_of_the_declared_kind():
    """Vampire Lady attacks B directly: A declares Spell as the trigger is activated; B (the damaged
    player, OPP-LINK) picks a Spell of B's Deck, which goes to B's GY; C's Deck is untouched."""
    duel = scenario([player(monsters=["Vampire Lady"]), player(deck=["Heavy Storm", "Mystical Elf", "Heavy Storm"]),
                     player(deck=["Heavy Storm"])], phase="battle", auto_answer=False)
    attack_on(duel, "Vampire Lady", None, B)
    answer_until(duel, K.PROMPT_DECLARE)
    assert duel.current_player == A
    act(duel, K.A_SELECT + 1)                                        # Spell
    answer_until(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == B and candidates(duel) == ["Heavy Storm"]
    choose(duel, "Heavy Storm")
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 1550, 8000]
    assert names(duel, grave(duel, B)) == ["Heavy Storm"] and grave(duel, C) == []


def test_r11_soul_absorbing_bone_tower_mills_the_designated_opponent_when_another_zombie_is_special_summoned():
    """B's Call of the Mummy Special Summons B's Zombie: A's Bone Tower (anyone's Zombie counts) mills 2
    cards of the opponent A designates as it is chained, C; B's Deck is untouched."""
    duel = scenario([player(monsters=["Soul-Absorbing Bone Tower"]),
                     player(hand=["Armored Zombie"], spells=[up("Call of the Mummy")]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    answer_until(duel, K.PROMPT_DESIGNATE)
    assert duel.current_player == A
    act(duel, next(a for a in duel.legal_actions() if "player_2" in duel.describe_action(a)))
    answer_all(duel)
    assert names(duel, monsters(duel, B)) == ["Armored Zombie"]
    assert len(grave(duel, C)) == 2 and grave(duel, B) == [] and grave(duel, A) == []


def test_soul_absorbing_bone_tower_is_no_attack_target_while_its_controller_controls_another_zombie():
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(monsters=["Soul-Absorbing Bone Tower", "Armored Zombie"]), player()],
                    phase="battle", auto_answer=False)
    described = [duel.describe_action(a) for a in duel.legal_actions() if a >= K.A_ATTACK]
    assert not any("Bone Tower" in d for d in described) and any("Armored Zombie" in d for d in described)
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(monsters=["Soul-Absorbing Bone Tower", "Mystical Elf"]), player()],
                    phase="battle", auto_answer=False)
    assert any("Bone Tower" in duel.describe_action(a) for a in duel.legal_actions() if a >= K.A_ATTACK)


def test_call_of_the_mummy_summons_a_zombie_from_the_hand_once_per_turn_only_with_no_monster():
    duel = scenario([player(hand=["Armored Zombie", "Goblin Zombie", "Mystical Elf"], spells=[up("Call of the Mummy")]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    answer_until(duel, K.PROMPT_CHOOSE)
    assert candidates(duel) == ["Armored Zombie", "Goblin Zombie"]        # Zombies only
    choose(duel, "Goblin Zombie")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Goblin Zombie"]
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()           # a monster now, and once per turn
    duel = scenario([player(hand=["Armored Zombie"], monsters=["Mystical Elf"], spells=[up("Call of the Mummy")]),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_card_of_safe_return_draws_when_a_monster_is_special_summoned_from_its_controllers_graveyard():
    """A's Book of Life revives A's Zombie: A may draw 1. B's Card of Safe Return does not answer A's GY."""
    duel = scenario([player(hand=["Book of Life"], graveyard=["Armored Zombie"], spells=[up("Card of Safe Return")]),
                     player(graveyard=["Battle Ox"], spells=[up("Card of Safe Return")]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    answer_until(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A and candidates(duel) == ["Card of Safe Return"]
    act(duel, K.A_SELECT)
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Armored Zombie"]
    assert len(hand(duel, A)) == 1 and len(hand(duel, B)) == 0


def test_b10_vampire_genesis_is_special_summoned_from_the_hand_only_by_banishing_a_vampire_lord():
    duel = scenario([player(hand=["Vampire Genesis"], monsters=["Vampire Lord"]), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_PROCEDURE + 0)
    assert prompt(duel) == K.PROMPT_CHOOSE and candidates(duel) == ["Vampire Lord"]
    choose(duel, "Vampire Lord")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Vampire Genesis"]
    assert names(duel, pile(duel, A, K.LOC_BANISHED)) == ["Vampire Lord"]
    duel = scenario([player(hand=["Vampire Genesis"], monsters=["Armored Zombie"]), player()], auto_answer=False)
    assert K.A_PROCEDURE + 0 not in duel.legal_actions()


def test_vampire_genesis_discards_a_zombie_to_revive_a_zombie_of_a_lower_level_once_per_turn():
    """Only the Level 4 Goblin Zombie of A's GY may be targeted (the Level 6 Ryu Kokki is not below the
    Level 5 Vampire Lord in A's hand); only Vampire Lord may then be discarded (not the Level 3 Zombie)."""
    duel = scenario([player(hand=["Vampire Lord", "Armored Zombie", "Mystical Elf"], monsters=["Vampire Genesis"],
                            graveyard=["Goblin Zombie", "Ryu Kokki"]), player()], auto_answer=False)
    action = K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Vampire Genesis")
    act(duel, action)
    assert prompt(duel) == K.PROMPT_TARGET and candidates(duel) == ["Goblin Zombie"]
    choose(duel, "Goblin Zombie")
    assert prompt(duel) == K.PROMPT_DISCARD and candidates(duel) == ["Vampire Lord"]
    choose(duel, "Vampire Lord")
    answer_all(duel)
    assert sorted(names(duel, monsters(duel, A))) == ["Goblin Zombie", "Vampire Genesis"]
    assert sorted(names(duel, grave(duel, A))) == ["Ryu Kokki", "Vampire Lord"]
    assert action not in duel.legal_actions()                          # once per turn
