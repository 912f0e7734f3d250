"""The cards of Structure Deck 3, Blaze of Destruction (``sd3_blaze_of_destruction.ydk``) and Spell Shield
Type-8: each test sets the card's situation up, uses it and asserts what it did. Cards that name an opponent are
played with 3 players (R10-R23): the designated or damaged opponent is reached, the third player is not."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name, names,
                      pass_all, pass_until, pile, player, scenario, settle)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def stats(duel, c: int) -> tuple[int, int]:
    return int(cur_atk(duel.rec, duel.db.table, int(c))), int(cur_def(duel.rec, duel.db.table, int(c)))



def pass_to(duel, kind: int, limit: int = 200) -> None:
    """Pass priority (and leave phases) until a prompt of ``kind`` comes up."""
    for _ in range(limit):
        if int(duel.rec["pr_kind"]) == kind:
            return
        act(duel, K.A_TO_END if duel.rec["pr_kind"] in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else
            K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    raise AssertionError(f"no prompt {kind}")


# --- monsters ---------------------------------------------------------------------------------------------------
def test_raging_flame_sprite_attacks_directly_past_monsters_and_gains_1000_atk_per_direct_hit():
    """Raging Flame Sprite attacks B directly although B controls a monster (A-06: any one opponent); the
    battle damage makes it gain 1000 ATK, kept after the turn (while it stays face-up). C is untouched."""
    duel = scenario([player(monsters=["Raging Flame Sprite"]), player(monsters=["Battle Ox"]), player()],
                    phase="battle")
    sprite = monsters(duel, A)[0]
    act(duel, attack_action(0, 1, K.N_MZONES))
    settle(duel)
    assert lp(duel) == [8000, 7900, 8000]
    assert stats(duel, sprite)[0] == 1100


def test_inferno_is_summoned_by_banishing_a_fire_monster_and_burns_the_designated_opponent_on_a_kill():
    """Inferno's procedure banishes 1 FIRE monster from A's GY (none: no procedure, and no Normal Summon); when it
    destroys a monster by battle its trigger burns the opponent A designates (R11): C, not B whose monster died."""
    duel = scenario([player(hand=["Inferno"], graveyard=["Battle Ox"]), player()], auto_answer=False)
    assert K.A_PROCEDURE + 0 not in duel.legal_actions() and K.A_SUMMON + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Inferno"], graveyard=["UFO Turtle", "Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_PROCEDURE + 0)
    choose(duel, "UFO Turtle")
    act(duel, K.A_POSITION + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Inferno"] and names(duel, pile(duel, A, K.LOC_BANISHED)) == ["UFO Turtle"]

    duel = scenario([player(monsters=["Inferno"]), player(monsters=["Mystical Elf"]), player()], phase="battle",
                    auto_answer=False)
    act(duel, attack_action(0, 1, 0))                                       # 1100 vs 800
    pass_to(duel, K.PROMPT_DESIGNATE)
    assert duel.current_player == A
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000, 8000 - 300, 8000 - 1500]


def test_molten_zombie_draws_when_special_summoned_from_a_graveyard_not_when_normal_summoned():
    """A's Monster Reborn takes C's Molten Zombie from C's GY: A, its controller, draws 1. Normal Summoned: nothing."""
    duel = scenario([player(hand=["Monster Reborn"]), player(), player(graveyard=["Molten Zombie"])], banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Molten Zombie"]
    assert len(hand(duel, A)) == 1 and any(e.kind == "draw" for e in events(duel))
    duel = scenario([player(hand=["Molten Zombie"]), player()])
    act(duel, K.A_SUMMON + 0)
    settle(duel)
    assert hand(duel, A) == []


def test_fox_fire_destroyed_by_battle_comes_back_in_the_end_phase_and_is_no_tribute_for_a_tribute_summon():
    """B's face-up Fox Fire destroyed by A's Battle Ox is Special Summoned to B's field as A's End Phase begins
    (mandatory); destroyed by an effect it stays in the GY. It cannot be Tributed for a Tribute Summon."""
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Fox Fire"]), player()], phase="battle")
    fox = monsters(duel, B)[0]
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert grave(duel, B) == [fox] and lp(duel)[B] == 8000 - 1400
    act(duel, K.A_TO_END)
    settle(duel)
    assert monsters(duel, B) == [fox] and int(duel.rec["c_pos"][fox]) in (K.POS_FACEUP_ATK, K.POS_FACEUP_DEF)
    duel = scenario([player(hand=["Fissure"]), player(monsters=["Fox Fire"]), player()])
    act(duel, K.A_ACTIVATE + 0)                                              # only B can be designated (R11 (b))
    settle(duel)
    act(duel, K.A_TO_END)
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Fox Fire"] and monsters(duel, B) == []
    duel = scenario([player(hand=["Summoned Skull"], monsters=["Fox Fire"]), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions()


def test_solar_flare_dragon_shielded_by_another_pyro_and_burns_the_designated_opponent_in_its_own_end_phase():
    """While A controls another face-up Pyro, B's monster may not attack Solar Flare Dragon (it may attack the
    Pyro); without it, it may. As A's End Phase begins A designates C (R13 on the own turn: as R11), who alone
    takes 500; B's End Phase does not trigger it."""
    duel = scenario([player(monsters=["Solar Flare Dragon", "Molten Zombie"]), player(monsters=["Luster Dragon"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    rel = 2                                                                  # A sits 2 seats after B
    assert attack_action(0, rel, 0) not in duel.legal_actions() and attack_action(0, rel, 1) in duel.legal_actions()
    duel = scenario([player(monsters=["Solar Flare Dragon", "Battle Ox"]), player(monsters=["Luster Dragon"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    assert attack_action(0, rel, 0) in duel.legal_actions()
    duel = scenario([player(monsters=["Solar Flare Dragon"]), player(), player()], auto_answer=False)
    pass_to(duel, K.PROMPT_DESIGNATE)
    designate(duel, C)
    settle_to_turn(duel, B)
    assert lp(duel) == [8000, 8000, 7500]
    settle_to_turn(duel, C)
    assert lp(duel) == [8000, 8000, 7500]


def settle_to_turn(duel, p: int) -> None:
    """Play on with no actions until player p's turn (first answers to any other prompt)."""
    for _ in range(500):
        if int(duel.rec["turn_player"]) == p and duel.rec["pr_kind"] == K.PROMPT_IDLE:
            return
        k = int(duel.rec["pr_kind"])
        act(duel, K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else
            K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    raise AssertionError("settle_to_turn did not get there")


def test_little_chimera_raises_every_fire_monsters_atk_and_lowers_every_water_monsters_atk():
    """R10: Little Chimera changes every player's monsters: FIRE +500 ATK (itself, B's UFO Turtle), WATER -400 ATK
    (C's Hyosube), DEF unchanged; others untouched."""
    duel = scenario([player(monsters=["Little Chimera"]), player(monsters=["UFO Turtle"]),
                     player(monsters=["Hyosube", "Battle Ox"])])
    chimera, turtle = monsters(duel, A)[0], monsters(duel, B)[0]
    hyosube, ox = monsters(duel, C)
    assert stats(duel, chimera) == (1100, 550) and stats(duel, turtle) == (1900, 1200)
    assert stats(duel, hyosube) == (1100, 900) and stats(duel, ox) == (1700, 1000)


# --- Spells and Traps ---------------------------------------------------------------------------------------------
def test_molten_destruction_gives_every_fire_monster_500_atk_and_takes_400_def():
    duel = scenario([player(hand=["Molten Destruction"]), player(monsters=["UFO Turtle", "Battle Ox"]), player()])
    turtle, ox = monsters(duel, B)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert stats(duel, turtle) == (1900, 800) and stats(duel, ox) == (1700, 1000)


def test_r11_meteor_of_destruction_burns_a_designated_opponent_above_3000_lp():
    """R11 (b): only an opponent with more than 3000 LP may be designated (C, not B at 3000); C takes 1000. With
    every opponent at 3000 or less it cannot be activated."""
    duel = scenario([player(hand=["Meteor of Destruction"]), player(lp=3000), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and len(duel.legal_actions()) == 1   # C alone
    designate(duel, C)
    pass_all(duel)
    assert lp(duel) == [8000, 3000, 7000]
    duel = scenario([player(hand=["Meteor of Destruction"]), player(lp=3000), player(lp=2000)], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_spell_shield_type_8_negates_a_spell_targeting_one_monster_or_any_spell_for_a_discarded_spell():
    """C's Spell Shield Type-8 answers A's Book of Moon targeting B's monster (its first effect, no cost; R18: C may
    help B): negated and destroyed, the monster stays face-up. Against A's Dian Keto (no target) only its second
    effect fits: C discards a Spell, and A gains nothing; without a Spell in C's hand it cannot be activated."""
    duel = scenario([player(hand=["Book of Moon"]), player(monsters=["Battle Ox"]),
                     player(spells=["Spell Shield Type-8"])], auto_answer=False)
    ox = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Battle Ox")
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_ATK
    assert names(duel, grave(duel, A)) == ["Book of Moon"] and names(duel, grave(duel, C)) == ["Spell Shield Type-8"]
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Book of Moon"]

    duel = scenario([player(hand=["Dian Keto the Cure Master"]), player(),
                     player(hand=["Pot of Greed"], spells=["Spell Shield Type-8"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    while duel.rec["pr_kind"] != K.PROMPT_PASS:
        act(duel, duel.legal_actions()[0])                                   # the discard of the only Spell
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000] and names(duel, grave(duel, C)) == ["Pot of Greed", "Spell Shield Type-8"]
    duel = scenario([player(hand=["Dian Keto the Cure Master"]), player(),
                     player(hand=["Battle Ox"], spells=["Spell Shield Type-8"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, C)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_thestalos_tribute_summoned_discards_a_random_card_of_the_designated_opponent_and_burns_its_level():
    """Thestalos Tribute Summoned: A designates C (R11); C's only card, Luster Dragon (Level 4), is discarded at
    random and C takes 400; B's hand and LP are untouched. A Spell discarded deals no damage."""
    for card, damage in (("Luster Dragon", 400), ("Fissure", 0)):
        duel = scenario([player(hand=["Thestalos the Firestorm Monarch"], monsters=["Battle Ox"]),
                         player(hand=["Battle Ox"]), player(hand=[card])], auto_answer=False)
        act(duel, K.A_SUMMON + 0)
        choose(duel, "Battle Ox")
        pass_to(duel, K.PROMPT_DESIGNATE)
        designate(duel, C)
        settle(duel)
        assert names(duel, grave(duel, C)) == [card] and len(hand(duel, B)) == 1
        assert lp(duel) == [8000, 8000, 8000 - damage]


def test_r12_dark_room_of_nightmare_adds_300_to_an_opponents_effect_damage_not_to_its_own_or_battle_damage():
    """A's Dark Room: A's Meteor of Destruction burns C 1000, then Dark Room burns C (R12: the damaged player) 300;
    its own damage does not trigger it again, nor another Dark Room (same name); battle damage does not."""
    room = {"card": "Dark Room of Nightmare", "face_up": True}
    duel = scenario([player(hand=["Meteor of Destruction"], spells=[room], monsters=["Battle Ox"]),
                     player(), player(spells=[room])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000, 8000, 8000 - 1000 - 300]
    act(duel, K.A_TO_BATTLE)
    settle(duel)
    act(duel, attack_action(0, 1, K.N_MZONES))
    settle(duel)
    assert lp(duel) == [8000, 8000 - 1700, 8000 - 1300]


def test_backfire_burns_the_designated_opponent_when_its_controllers_face_up_fire_monster_is_destroyed():
    """B's Battle Ox destroys A's UFO Turtle (FIRE) by battle: A's Backfire triggers and A designates C (R11), who
    takes 500. A's non-FIRE monster destroyed does not trigger it."""
    backfire = {"card": "Backfire", "face_up": True}
    duel = scenario([player(monsters=["UFO Turtle"], spells=[backfire]), player(monsters=["Battle Ox"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))                                        # A sits 2 seats after B
    pass_to(duel, K.PROMPT_DESIGNATE)
    assert duel.current_player == A
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000 - 300, 8000, 7500]
    duel = scenario([player(monsters=["Mystical Elf"], spells=[backfire]), player(monsters=["Battle Ox"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))
    settle(duel)
    assert lp(duel) == [8000 - 900, 8000, 8000]


def test_gaia_soul_tributes_another_pyro_for_1000_atk_pierces_and_destroys_itself_in_the_end_phase():
    """Gaia Soul Tributes another Pyro (not itself; none: no activation) and gains 1000 ATK; attacking B's Set
    Mystical Elf (DEF 2000) it inflicts 1000 piercing damage; as the End Phase begins it destroys itself."""
    duel = scenario([player(monsters=["Gaia Soul the Combustible Collective"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()
    duel = scenario([player(monsters=["Gaia Soul the Combustible Collective", "Molten Zombie", "Battle Ox"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], auto_answer=False)
    gaia = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Molten Zombie"]
    choose(duel, "Molten Zombie")
    settle(duel)
    assert stats(duel, gaia)[0] == 3000 and names(duel, grave(duel, A)) == ["Molten Zombie"]
    act(duel, K.A_TO_BATTLE)
    settle(duel)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert lp(duel) == [8000, 7000, 8000]
    settle_to_turn(duel, B)
    assert gaia in grave(duel, A)


def test_ultimate_baseball_kid_gains_per_other_fire_monster_and_sends_one_to_burn_the_designated_opponent():
    """R10: Ultimate Baseball Kid gains 1000 ATK for each other face-up FIRE monster on any field (A's UFO Turtle,
    B's Molten Zombie; not C's Battle Ox). Its cost sends A's face-up UFO Turtle (not itself, not a Tribute) to the
    GY; the designated C takes 500, B nothing."""
    duel = scenario([player(monsters=["Ultimate Baseball Kid", "UFO Turtle"]), player(monsters=["Molten Zombie"]),
                     player(monsters=["Battle Ox"])], auto_answer=False)
    kid = monsters(duel, A)[0]
    assert stats(duel, kid)[0] == 2500
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, C)
    assert candidates(duel) == ["UFO Turtle"]
    choose(duel, "UFO Turtle")
    settle(duel)
    assert lp(duel) == [8000, 8000, 7500] and names(duel, grave(duel, A)) == ["UFO Turtle"]
    assert not events(duel, kind="tribute") and stats(duel, kid)[0] == 1500


def test_infernal_flame_emperor_banishes_fire_monsters_to_destroy_as_many_spells_and_traps_on_any_field():
    """R10: Tribute Summoned, Infernal Flame Emperor may banish FIRE monsters from A's GY (not Battle Ox) and then
    destroys as many Spells/Traps on any players' fields: 2 banished, B's and C's Waboku destroyed. It cannot be
    Special Summoned (Monster Reborn offers it not)."""
    duel = scenario([player(hand=["Infernal Flame Emperor"], monsters=["Battle Ox", "Mystical Elf"],
                            graveyard=["UFO Turtle", "Molten Zombie", "Battle Ox"]),
                     player(spells=["Waboku"]), player(spells=["Waboku", "Waboku"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Battle Ox")
    choose(duel, "Mystical Elf")
    pass_to(duel, K.PROMPT_TRIGGER)
    choose(duel, "Infernal Flame Emperor")
    pass_to(duel, K.PROMPT_CHOOSE)
    assert candidates(duel) == ["Molten Zombie", "UFO Turtle"]
    choose(duel, "UFO Turtle")
    choose(duel, "Molten Zombie")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and K.A_PASS not in duel.legal_actions()   # 2 Spells/Traps due
    choose(duel, "Waboku")
    choose(duel, "Waboku")
    settle(duel)
    assert sorted(names(duel, pile(duel, A, K.LOC_BANISHED))) == ["Molten Zombie", "UFO Turtle"]
    assert len(grave(duel, B)) + len(grave(duel, C)) == 2
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Infernal Flame Emperor"]), player()], banlist=None,
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_necklace_of_command_its_monster_destroyed_by_battle_draws_or_makes_the_designated_opponent_discard():
    """B's Battle Ox destroys A's Mystical Elf wearing A's Necklace of Command: as its trigger is chained A designates
    C (R11) and chooses (a choose effect prompt) between drawing 1 and C discarding 1 at random. With C's hand
    empty the draw is the only option, and nothing is asked. Destroyed by an effect: no trigger."""
    necklace = {"card": "Necklace of Command", "face_up": True, "attached_to": [A, 0]}
    for choice in (0, 1):
        duel = scenario([player(monsters=["Mystical Elf"], spells=[necklace]), player(monsters=["Battle Ox"]),
                         player(hand=["Fissure"])], turn_player=B, phase="battle", auto_answer=False)
        act(duel, attack_action(0, 2, 0))
        pass_to(duel, K.PROMPT_DESIGNATE)
        designate(duel, C)
        assert duel.rec["pr_kind"] == K.PROMPT_EFFECT_CHOICE and duel.current_player == A
        act(duel, K.A_SELECT + choice)
        settle(duel)
        assert names(duel, grave(duel, A)) == ["Mystical Elf", "Necklace of Command"]
        assert (len(hand(duel, A)), len(hand(duel, C))) == ((1, 1) if choice == 0 else (0, 0))
        assert names(duel, grave(duel, C)) == ([] if choice == 0 else ["Fissure"]) and hand(duel, B) == []
    duel = scenario([player(monsters=["Mystical Elf"], spells=[necklace]), player(monsters=["Battle Ox"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))
    pass_to(duel, K.PROMPT_DESIGNATE)
    designate(duel, C)
    settle(duel)
    assert len(hand(duel, A)) == 1
    duel = scenario([player(monsters=["Mystical Elf"], spells=[necklace]), player(hand=["Fissure"]), player()],
                    turn_player=B)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Mystical Elf", "Necklace of Command"] and hand(duel, A) == []


CARDS = {1: ("Test Spell", 1, 0), 3: ("Test Monster", 0, 1), 4: ("Test Continuous Trap", 2, 10)}


@pytest.mark.parametrize("card, effect, message", [
    (1, 'activation = "spell"\nops = [{ op = "draw", alternative = true }]', "alternative marks exactly 2 ops"),
    (1, 'activation = "spell"\nopponent_lp_above = 3000\nopponent = "OPP-CHAIN"\nops = [{ op = "draw" }]',
     "opponent_lp_above .* goes with condition 'opponent lp above'"),
    (3, 'activation = "ignition"\nsend_instead_of_tribute = true\nops = [{ op = "draw" }]',
     "send_instead_of_tribute .* goes with tribute_race"),
    (3, 'activation = "trigger"\ntrigger = "flipped"\ntrigger_attribute = "FIRE"\nops = [{ op = "draw" }]',
     "trigger_attribute .* goes with the trigger 'a face-up monster you control is destroyed'"),
    (1, 'activation = "spell"\nops = [{ op = "destroy", from = "monsters", whose = "every player", as_many = true }]',
     "destroy with as_many .* not the first op"),
])
def test_the_new_keys_are_refused_where_they_mean_nothing(card, effect, message):
    """The keys added for these cards fail at load, naming the card and the field, where they do not apply."""
    text = f'[[card]]\nid = {card}\nname = "{CARDS[card][0]}"\n[[card.effect]]\n{effect}\n'
    with pytest.raises(EffectDataError, match=message):
        parse_effects(text, CARDS.get)
