"""The cards of Structure Deck 5 (Warrior's Triumph): each test sets the card's situation up, uses it and asserts
what it did. Cards that name an opponent, or reach every field (R10), are played with 3 players."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import A, B, C, act, candidates, choose, events, grave, hand, monster, monsters, names, pass_all, \
    player, scenario
from test_cards_control_decks import lp, pass_to_prompt, settle


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def equipped(card: str, p: int, zone: int = 0) -> dict:
    """A face-up Equip Card attached to player p's monster in ``zone``."""
    return {"card": card, "face_up": True, "attached_to": [p, zone]}


def equip_from_hand(duel, slot: int, target: str) -> None:
    """Activate the Equip Spell in hand ``slot`` on ``target`` and resolve it."""
    act(duel, K.A_ACTIVATE + slot)
    if duel.rec["pr_kind"] == K.PROMPT_DISCARD:
        act(duel, K.A_SELECT)                                                  # a discard cost (before the target):
    choose(duel, target)                                                       # the first card
    pass_all(duel)


# --- Warrior Lady of the Wasteland: destroyed by battle, an EARTH Warrior with 1500 or less ATK from the Deck -----
def test_warrior_lady_of_the_wasteland_summons_an_earth_warrior_of_1500_or_less_atk_in_attack_position():
    """B attacks A's Warrior Lady with Dark Blade (1800): A may Special Summon an EARTH Warrior with 1500 or less
    ATK from the Deck, face-up in Attack Position: Kojikocy, not Dark Blade (DARK, 1800) nor Gaia (2300)."""
    duel = scenario([player(monsters=["Warrior Lady of the Wasteland"],
                            deck=["Kojikocy", "Dark Blade", "Gaia The Fierce Knight", "Mystical Elf"]),
                     player(monsters=["Dark Blade"]), player()], turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))                                          # B attacks A (seat 2 from B)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert candidates(duel) == ["Kojikocy"]
    choose(duel, "Kojikocy")
    (new,) = monsters(duel, A)
    assert names(duel, [new]) == ["Kojikocy"] and int(duel.rec["c_pos"][new]) == K.POS_FACEUP_ATK


# --- Mystic Swordsman LV4: destroy_battled on a face-down monster; its level up waits for LV6 -----------------------
def test_mystic_swordsman_lv4_destroys_a_face_down_monster_it_attacks_without_flipping_it():
    duel = scenario([player(monsters=["Mystic Swordsman LV4"], deck=["Mystic Swordsman LV6"] * 0 + ["Mystical Elf"] * 3),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], phase="battle", auto_answer=False)
    elf = monsters(duel, B)[0]
    since = len(duel.events())
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert grave(duel, B) == [elf] and lp(duel) == [8000, 8000, 8000]
    assert not events(duel, since, "flipped")
    act(duel, K.A_TO_END)                   # its level up needs Mystic Swordsman LV6 in the hand or Deck: not offered
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert duel.rec["turn_player"] == B and names(duel, monsters(duel, A)) == ["Mystic Swordsman LV4"]


# --- Obnoxious Celtic Guard: indestructible by battle with min_atk ------------------------------------------------
def test_obnoxious_celtic_guard_survives_battle_with_1900_atk_or_more_but_not_with_less():
    """Dark Blade (1800) destroys it; Luster Dragon (1900) does not, though A takes the battle damage."""
    for attacker, survives in (("Dark Blade", False), ("Luster Dragon", True)):
        duel = scenario([player(monsters=["Obnoxious Celtic Guard"]), player(monsters=[attacker]), player()],
                        turn_player=B, phase="battle", auto_answer=False)
        guard = monsters(duel, A)[0]
        act(duel, attack_action(0, 2, 0))
        settle(duel)
        assert (monsters(duel, A) == [guard]) == survives
        assert lp(duel)[A] == 8000 - (500 if survives else 400)


# --- Armed Samurai - Ben Kei: attack again per equip card ---------------------------------------------------------
def test_armed_samurai_ben_kei_attacks_once_more_for_each_equip_card():
    """With 2 Equip Spells it declares 3 attacks (B11's limit lifted twice), then no more; without any, 1."""
    for equips, attacks in ((0, 1), (2, 3)):
        duel = scenario([player(monsters=["Armed Samurai - Ben Kei"],
                                spells=[equipped("Legendary Sword", A), equipped("Lightning Blade", A)][:equips]),
                         player(), player()], phase="battle", auto_answer=False)
        kei = monsters(duel, A)[0]
        assert atk(duel, kei) == 500 + 1100 * (equips == 2)
        for _ in range(attacks):
            act(duel, attack_action(0, 1, K.N_MZONES))                         # directly at B
            settle(duel)
        assert lp(duel) == [8000, 8000 - attacks * atk(duel, kei), 8000]
        assert not [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT]


# --- Gearfried the Iron Knight: "a card is equipped to this" -> destroy_equipment ---------------------------------
def test_gearfried_the_iron_knight_destroys_an_equip_spell_equipped_to_it():
    """A equips Legendary Sword to it: its mandatory trigger destroys the Sword; equipped to C's Warrior, the Sword
    stays (R10: an Equip Spell may equip any player's monster)."""
    duel = scenario([player(hand=["Legendary Sword", "Legendary Sword"], monsters=["Gearfried the Iron Knight"]),
                     player(), player(monsters=["Kojikocy"])], auto_answer=False)
    knight = monsters(duel, A)[0]
    equip_from_hand(duel, 0, "Gearfried the Iron Knight")
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.legal_actions() == [K.A_SELECT]   # mandatory (R29)
    act(duel, K.A_SELECT)
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Legendary Sword"] and atk(duel, knight) == 1800
    equip_from_hand(duel, 0, "Kojikocy")
    settle(duel)
    assert atk(duel, monsters(duel, C)[0]) == 1800 and names(duel, grave(duel, A)) == ["Legendary Sword"]


# --- Lightning Blade: equipped monster gains 800; modify stats of WATER monsters, ATK only -------------------------
def test_lightning_blade_gives_800_atk_to_a_warrior_and_takes_500_atk_from_every_water_monster():
    duel = scenario([player(hand=["Lightning Blade"], monsters=["Kojikocy", "Mystical Elf"]),
                     player(monsters=["Hyosube"]), player(monsters=["Water Omotics"])], auto_answer=False)
    koji = monsters(duel, A)[0]
    hyo, omo = monsters(duel, B)[0], monsters(duel, C)[0]
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Kojikocy"]                                   # a Warrior only
    choose(duel, "Kojikocy")
    pass_all(duel)
    assert atk(duel, koji) == 2300
    assert (atk(duel, hyo), atk(duel, omo)) == (1000, 900)                     # R10: every field; DEF unchanged
    assert int(cur_def(duel.rec, duel.db.table, hyo)) == 900


# --- Fusion Sword Murasame Blade: indestructible by effects -------------------------------------------------------
def test_fusion_sword_murasame_blade_is_not_destroyed_by_effects_but_goes_with_its_monster():
    """Mystical Space Typhoon cannot destroy it (it stays, the Warrior keeps +800); Dark Hole destroys the Warrior
    and the Blade goes to the GY with it (game rule)."""
    duel = scenario([player(hand=["Mystical Space Typhoon", "Dark Hole"], monsters=["Kojikocy"],
                            spells=[equipped("Fusion Sword Murasame Blade", A)]), player(), player()],
                    auto_answer=False, banlist=None)
    koji = monsters(duel, A)[0]
    assert atk(duel, koji) == 2300
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Fusion Sword Murasame Blade")
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Mystical Space Typhoon"] and atk(duel, koji) == 2300
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert sorted(names(duel, grave(duel, A))) == ["Dark Hole", "Fusion Sword Murasame Blade", "Kojikocy",
                                                   "Mystical Space Typhoon"]


# --- Wicked-Breaking Flamberge - Baou: discard cost, +500, negates the effects of the monsters it destroys ---------
def test_wicked_breaking_flamberge_baou_costs_a_discard_and_negates_its_victims_effects():
    """A discards 1 card to equip Baou to Kojikocy (2000 ATK); it destroys B's Sangan by battle, whose search is
    not activated. C is untouched."""
    duel = scenario([player(hand=["Wicked-Breaking Flamberge - Baou", "Mystical Elf"], monsters=["Kojikocy"]),
                     player(monsters=["Sangan"], deck=["Mystical Elf", "Dark Blade"]), player()], auto_answer=False)
    koji = monsters(duel, A)[0]
    equip_from_hand(duel, 0, "Kojikocy")
    assert names(duel, grave(duel, A)) == ["Mystical Elf"] and atk(duel, koji) == 2000
    settle(duel)
    act(duel, K.A_TO_BATTLE)
    settle(duel)
    since = len(duel.events())
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Sangan"] and hand(duel, B) == []
    assert not [e for e in duel.events(since) if e.kind == "activate"]


# --- Release Restraint (tribute_card) and Gearfried the Swordmaster (summoned_only_by) -----------------------------
def test_release_restraint_tributes_the_iron_knight_for_the_swordmaster_which_nothing_else_summons():
    """Gearfried the Swordmaster cannot be Normal Summoned or Set; Release Restraint, with Gearfried the Iron Knight
    Tributed as its cost, Special Summons it from the Deck. Without the Iron Knight it is not offered."""
    duel = scenario([player(hand=["Release Restraint", "Gearfried the Swordmaster"], monsters=["Kojikocy"]),
                     player(), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                       # no Iron Knight to Tribute
    assert not {K.A_SUMMON + 1, K.A_SET_MONSTER + 1} & set(duel.legal_actions())    # never Normal Summoned or Set
    duel = scenario([player(hand=["Release Restraint"], monsters=["Gearfried the Iron Knight", "Kojikocy"],
                            deck=["Gearfried the Swordmaster", "Mystical Elf"]), player(), player()],
                    auto_answer=False)
    knight = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Gearfried the Iron Knight"]
    choose(duel, "Gearfried the Iron Knight")
    assert knight in grave(duel, A)                                            # the cost, as it is activated
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:
        choose(duel, "Gearfried the Swordmaster")
    act(duel, K.A_POSITION)
    assert names(duel, monsters(duel, A)) == ["Gearfried the Swordmaster", "Kojikocy"]


def test_gearfried_the_swordmaster_destroys_a_monster_when_an_equip_spell_is_equipped_to_it():
    """A equips Legendary Sword to the Swordmaster: its mandatory trigger targets 1 monster on the field (R10: any
    player's); A destroys C's Mystical Elf; B's monster stays."""
    duel = scenario([player(hand=["Legendary Sword"], monsters=["Gearfried the Swordmaster"]),
                     player(monsters=["Kojikocy"]), player(monsters=["Mystical Elf"])], auto_answer=False)
    sword_master = monsters(duel, A)[0]
    equip_from_hand(duel, 0, "Gearfried the Swordmaster")
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.legal_actions() == [K.A_SELECT]
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Kojikocy", "Mystical Elf"]                   # not itself
    choose(duel, "Mystical Elf")
    settle(duel)
    assert names(duel, grave(duel, C)) == ["Mystical Elf"] and names(duel, monsters(duel, B)) == ["Kojikocy"]
    assert atk(duel, sword_master) == 2900


# --- Blast with Chain: a Trap that stays as an Equip Card; "destroyed by a card effect while equipped" -------------
def test_blast_with_chain_equips_for_500_and_destroyed_by_an_effect_destroys_a_card_on_the_field():
    """A equips Blast with Chain to Kojikocy (2000 ATK). Equipped to Gearfried the Iron Knight instead, the Knight's
    trigger destroys it, and its own trigger then destroys 1 card on the field (R10): B's Mystical Elf; C's
    monster stays."""
    duel = scenario([player(monsters=["Kojikocy"], spells=["Blast with Chain"]), player(), player()],
                    auto_answer=False)
    koji = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Kojikocy")
    settle(duel)
    assert atk(duel, koji) == 2000 and int(duel.rec["c_loc"][duel.rec["szone"][A, 0]]) == K.LOC_SZONE
    duel = scenario([player(monsters=["Gearfried the Iron Knight"], spells=["Blast with Chain"]),
                     player(monsters=["Mystical Elf"]), player(monsters=["Hyosube"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Gearfried the Iron Knight")
    pass_all(duel)
    act(duel, K.A_SELECT)                                                     # the Knight's trigger (mandatory)
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Blast with Chain"]
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.legal_actions() == [K.A_SELECT]
    act(duel, K.A_SELECT)
    assert "Mystical Elf" in candidates(duel) and "Hyosube" in candidates(duel)
    choose(duel, "Mystical Elf")
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Mystical Elf"] and names(duel, monsters(duel, C)) == ["Hyosube"]


# --- Swift Gaia the Fierce Knight: summon_without_tribute_hand_at_most ----------------------------------------------
def test_swift_gaia_is_normal_summoned_without_tributes_only_as_the_only_card_in_hand():
    """Alone in A's hand it is Normal Summoned with no Tribute (not Set: a Set needs 2); with another card in hand
    it needs 2 Tributes as usual."""
    duel = scenario([player(hand=["Swift Gaia the Fierce Knight"]), player(), player()], auto_answer=False)
    assert K.A_SUMMON + 0 in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_SUMMON + 0)
    settle(duel)
    (gaia,) = monsters(duel, A)
    assert names(duel, [gaia]) == ["Swift Gaia the Fierce Knight"] and int(duel.rec["c_pos"][gaia]) == K.POS_FACEUP_ATK
    duel = scenario([player(hand=["Swift Gaia the Fierce Knight", "Kojikocy"], monsters=["Mystical Elf"]),
                     player(), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions()                         # 1 monster: not enough to Tribute


# --- Goblin Attack Force: defense position at the end of the battle phase after attacking ----------------------------
def test_goblin_attack_force_goes_to_defense_after_the_battle_phase_it_attacked_in_and_stays_until_its_next_turn_ends():
    duel = scenario([player(monsters=["Goblin Attack Force"]), player(), player()], phase="battle", auto_answer=False)
    goblin = monsters(duel, A)[0]
    act(duel, attack_action(0, 1, K.N_MZONES))
    settle(duel)
    assert lp(duel)[B] == 8000 - 2300 and int(duel.rec["c_pos"][goblin]) == K.POS_FACEUP_ATK   # still in the Battle Phase
    act(duel, K.A_TO_MAIN2)
    settle(duel)
    assert int(duel.rec["c_pos"][goblin]) == K.POS_FACEUP_DEF
    for _ in range(3):                                                         # B's, C's turns, then A's next turn
        act(duel, K.A_TO_END)
        pass_to_prompt(duel, K.PROMPT_IDLE)
    assert duel.rec["turn_player"] == A and K.A_CHANGE_POS + 0 not in duel.legal_actions()
    act(duel, K.A_TO_END)
    for _ in range(3):
        pass_to_prompt(duel, K.PROMPT_IDLE)
        if duel.rec["turn_player"] == A:
            break
        act(duel, K.A_TO_END)
    assert duel.rec["turn_player"] == A and K.A_CHANGE_POS + 0 in duel.legal_actions()     # the turn after: free again


# --- Fairy of the Spring: target_to_hand no_activation_this_turn ---------------------------------------------------
def test_fairy_of_the_spring_returns_an_equip_spell_that_cannot_be_activated_this_turn():
    """A targets Legendary Sword in the GY (not Pot of Greed, not a Spell of B's GY), adds it to the hand, and cannot
    activate it this turn; the next turn it can."""
    duel = scenario([player(hand=["Fairy of the Spring"], monsters=["Kojikocy"],
                            graveyard=["Legendary Sword", "Dark Hole"]),
                     player(graveyard=["Axe of Despair"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Legendary Sword"]
    choose(duel, "Legendary Sword")
    settle(duel)
    assert names(duel, hand(duel, A)) == ["Legendary Sword"]
    sword = hand(duel, A)[0]
    assert K.A_ACTIVATE + 0 not in duel.legal_actions() and K.A_SET_CARD + 0 in duel.legal_actions()
    for _ in range(3):
        act(duel, K.A_TO_END)
        pass_to_prompt(duel, K.PROMPT_IDLE)
    assert duel.rec["turn_player"] == A and K.A_ACTIVATE + hand(duel, A).index(sword) in duel.legal_actions()


# --- Swords of Concealing Light: change_to_defense_position with face_down, positions locked, own standby lifetime --------
def test_swords_of_concealing_light_sets_the_designated_opponents_monsters_locks_every_opponent_and_goes_in_2_standbys():
    """A designates B: B's face-up monsters are turned face-down (C's stay face-up); neither B nor C may change a
    battle position or Flip Summon while it stays; it is destroyed as A's 2nd Standby Phase after it begins."""
    duel = scenario([player(hand=["Swords of Concealing Light"]), player(monsters=["Kojikocy", "Mystical Elf"]),
                     player(monsters=["Hyosube"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_DESIGNATE + 0)                                              # B, the next seat
    settle(duel)
    pos = duel.rec["c_pos"]
    assert all(int(pos[m]) == K.POS_FACEDOWN_DEF for m in monsters(duel, B))
    assert int(pos[monsters(duel, C)[0]]) == K.POS_FACEUP_ATK
    swords = int(duel.rec["szone"][A, 0])
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)                                       # B's turn
    assert duel.rec["turn_player"] == B
    assert not [a for a in duel.legal_actions() if K.A_FLIP_SUMMON <= a < K.A_ATTACK]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)                                       # C's turn
    assert not [a for a in duel.legal_actions() if K.A_FLIP_SUMMON <= a < K.A_ATTACK]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)                                       # A's 1st Standby Phase after it: stays
    assert duel.rec["turn_player"] == A and int(duel.rec["c_loc"][swords]) == K.LOC_SZONE
    for _ in range(3):
        act(duel, K.A_TO_END)
        pass_to_prompt(duel, K.PROMPT_IDLE)
    assert duel.rec["turn_player"] == A and swords in grave(duel, A)           # the 2nd: destroyed


# --- Gilford the Legend: equip_from_graveyard ---------------------------------------------------------------------
def test_gilford_the_legend_equips_every_equip_spell_it_can_from_the_graveyard_to_warriors():
    """Tribute Summoned, A may equip Legendary Sword and Lightning Blade from the GY (Beast Fangs equips a Beast only,
    Dark Hole is no Equip Spell): each picked, then its Warrior; they stay and count as equipped."""
    duel = scenario([player(hand=["Gilford the Legend"], monsters=["Kojikocy", "Mystical Elf", "Dark Blade"],
                            graveyard=["Legendary Sword", "Lightning Blade", "Beast Fangs", "Dark Hole"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Mystical Elf")
    choose(duel, "Dark Blade")
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert candidates(duel) == ["Legendary Sword", "Lightning Blade"]
    choose(duel, "Legendary Sword")
    assert candidates(duel) == ["Gilford the Legend", "Kojikocy"]
    choose(duel, "Kojikocy")
    assert candidates(duel) == ["Lightning Blade"]                             # as many as possible: no pass
    assert K.A_PASS not in duel.legal_actions()
    choose(duel, "Lightning Blade")
    choose(duel, "Gilford the Legend")
    settle(duel)
    koji = [m for m in monsters(duel, A) if names(duel, [m]) == ["Kojikocy"]][0]
    gilford = [m for m in monsters(duel, A) if m != koji][0]
    assert atk(duel, koji) == 1800 and atk(duel, gilford) == 3400
    assert sorted(names(duel, grave(duel, A))) == ["Beast Fangs", "Dark Blade", "Dark Hole", "Mystical Elf"]
