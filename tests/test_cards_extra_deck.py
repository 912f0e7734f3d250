"""Issue 19 item 2: Fusion Monsters summoned from the Extra Deck by effects (Magical Scientist, Metamorphosis), a
monster equipped to a monster (Thousand-Eyes Restrict), Chaos Emperor Dragon - Envoy of the End and Victory Dragon.
Each test sets the card's situation up, uses it and asserts what it did; cards that name an opponent are played
with 3 players (R10-R23)."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, grave, hand, monsters, name, names, pass_all,
                      player, scenario, settle)
from test_cards_control_decks import lp, pass_to_prompt


# --- Victory Dragon: 3 Dragon Tributes, never Special Summoned, its Match clause ----------------------------------
def test_victory_dragon_takes_3_dragon_tributes_cannot_be_special_summoned_and_wins_no_more_than_the_duel():
    """Its Tribute Summon or Set takes 3 Tributes (not Level 8's 2), Dragons only: with 2 Dragons and a Battle Ox
    neither is offered; with 3 the prompt offers only the Dragons. Monster Reborn cannot summon it. Its direct
    attack that takes C to 0 LP makes C lose and nothing more (the duel is no match: docs/interpretations.md)."""
    duel = scenario([player(hand=["Victory Dragon"], monsters=["Koumori Dragon", "Koumori Dragon", "Battle Ox"]),
                     player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Victory Dragon"], monsters=["Koumori Dragon", "Battle Ox", "Luster Dragon",
                                                                "Koumori Dragon"]),
                     player(monsters=["Battle Ox"]), player(lp=2000)], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert sorted(candidates(duel)) == ["Koumori Dragon", "Koumori Dragon", "Luster Dragon"]   # not Battle Ox
    for _ in range(3):
        choose(duel, candidates(duel)[0])
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Battle Ox", "Victory Dragon"]
    act(duel, K.A_TO_BATTLE)
    pass_to_prompt(duel, K.PROMPT_BATTLE)
    dragon = [c for c in monsters(duel, A) if name(duel, c) == "Victory Dragon"][0]
    act(duel, attack_action(int(duel.rec["c_seq"][dragon]), 2, K.N_MZONES))   # C, 2 seats on, directly
    settle(duel)
    assert not duel.rec["alive"][C] and duel.rec["alive"][A] and duel.rec["alive"][B] and not duel.done
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Victory Dragon"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def extra_of(duel, p: int) -> list[str]:
    n = int(duel.rec["pile_n"][p, K.LOC_EXTRA])
    return sorted(name(duel, c) for c in duel.rec["pile"][p, K.LOC_EXTRA, :n])


# --- Magical Scientist: a Level 6 or lower Fusion Monster for 1000 LP, no direct attack, back at the End Phase ----
def test_magical_scientist_summons_a_level_6_fusion_that_cannot_attack_directly_and_returns_in_the_end_phase():
    """Each 1000 LP Special Summons a Fusion Monster of Level 6 or lower from the Extra Deck in face-up Attack or
    Defense Position (Gaia, Level 7, is not offered). R8: it may attack B's monster, but no opponent directly (C has
    none). As A's End Phase begins it returns to the Extra Deck; the next turn the Scientist may summon it again."""
    a = player(monsters=["Magical Scientist"])
    a["extra"] = ["Flame Swordsman", "Gaia the Dragon Champion", "Skelgon"]
    duel = scenario([a, player(monsters=["Mystical Elf"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    assert candidates(duel) == ["Flame Swordsman", "Skelgon"]
    choose(duel, "Flame Swordsman")
    act(duel, K.A_POSITION + 0)                                          # face-up Attack Position
    settle(duel)
    act(duel, K.A_ACTIVATE_MONSTER + 0)                                  # again: no limit a turn
    pass_all(duel)
    choose(duel, "Skelgon")
    act(duel, K.A_POSITION + 1)                                          # face-up Defense Position
    settle(duel)
    assert lp(duel) == [6000, 8000, 8000]
    assert names(duel, monsters(duel, A)) == ["Flame Swordsman", "Magical Scientist", "Skelgon"]
    sword = [c for c in monsters(duel, A) if name(duel, c) == "Flame Swordsman"][0]
    zone = int(duel.rec["c_seq"][sword])
    act(duel, K.A_TO_BATTLE)
    pass_to_prompt(duel, K.PROMPT_BATTLE)
    assert attack_action(zone, 1, 0) in duel.legal_actions()            # B's Mystical Elf
    assert attack_action(zone, 2, K.N_MZONES) not in duel.legal_actions()  # not C directly
    assert attack_action(0, 2, K.N_MZONES) in duel.legal_actions()      # the Scientist itself may
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == B
    assert names(duel, monsters(duel, A)) == ["Magical Scientist"]
    assert extra_of(duel, A) == ["Flame Swordsman", "Gaia the Dragon Champion", "Skelgon"]


# --- Chaos Emperor Dragon - Envoy of the End: every hand and field to the GY, 300 per card to the designated opponent
def test_r11_chaos_emperor_dragon_sends_every_hand_and_field_to_the_gy_and_burns_the_designated_opponent_per_card():
    """Its procedure banishes 1 LIGHT and 1 DARK monster from A's GY. For 1000 LP, designating B (R11), every
    card in every player's hand and on every field goes to the GY (R10, as Neo-Daedalus), itself included; B takes
    300 for each card sent (the 2006 ruling: all of them): 8 cards, 2400. C's LP is untouched."""
    duel = scenario([player(hand=["Chaos Emperor Dragon - Envoy of the End", "Battle Ox"], monsters=["Battle Ox"],
                            graveyard=["Mystical Elf", "Koumori Dragon", "Battle Ox"]),
                     player(hand=["Mystical Elf", "Mystical Elf"], monsters=["Luster Dragon"], spells=["Trap Hole"]),
                     player(hand=["Battle Ox"])], auto_answer=False)
    act(duel, K.A_PROCEDURE + 0)
    assert candidates(duel) == ["Mystical Elf"]                           # the LIGHT one (not the EARTH Battle Ox)
    choose(duel, "Mystical Elf")
    assert candidates(duel) == ["Koumori Dragon"]                         # then the DARK one
    choose(duel, "Koumori Dragon")
    act(duel, K.A_POSITION + 0)
    settle(duel)
    dragon = [c for c in monsters(duel, A) if name(duel, c) == "Chaos Emperor Dragon - Envoy of the End"][0]
    act(duel, K.A_ACTIVATE_MONSTER + int(duel.rec["c_seq"][dragon]))
    designate(duel, B)
    settle(duel)
    assert lp(duel) == [7000, 5600, 8000]
    for p in (A, B, C):
        assert hand(duel, p) == [] and monsters(duel, p) == []
    assert int(duel.rec["szone"][B].max()) < 0
    assert sorted(names(duel, grave(duel, A))) == ["Battle Ox", "Battle Ox", "Battle Ox",
                                                   "Chaos Emperor Dragon - Envoy of the End"]
    assert len(grave(duel, B)) == 4 and names(duel, grave(duel, C)) == ["Battle Ox"]


# --- Metamorphosis: Tribute 1 monster, a Fusion Monster of its Level from the Extra Deck -------------------------
def test_metamorphosis_tributes_a_monster_to_summon_a_fusion_monster_of_the_same_level_from_the_extra_deck():
    """The Tribute is its cost: only a monster whose Level a Fusion Monster of A's Extra Deck has is offered (Battle
    Ox, Level 4; not Thousand-Eyes Idol, Level 1, nor Luster Dragon 2, Level 6), and then only a Fusion Monster of
    that Level (Karbonala Warrior, not Charubin, Level 3). With no such pair it cannot be activated."""
    a = player(hand=["Metamorphosis"], monsters=["Thousand-Eyes Idol", "Battle Ox", "Luster Dragon 2"])
    a["extra"] = ["Karbonala Warrior", "Charubin the Fire Knight"]
    duel = scenario([a, player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert candidates(duel) == ["Karbonala Warrior"]
    choose(duel, "Karbonala Warrior")
    act(duel, K.A_POSITION + 1)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Karbonala Warrior", "Luster Dragon 2", "Thousand-Eyes Idol"]
    assert sorted(names(duel, grave(duel, A))) == ["Battle Ox", "Metamorphosis"]
    a = player(hand=["Metamorphosis"], monsters=["Thousand-Eyes Idol", "Luster Dragon 2"])
    a["extra"] = ["Karbonala Warrior"]
    duel = scenario([a, player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Thousand-Eyes Restrict: the designated opponent's monster equipped to it -------------------------------------
def test_r11_thousand_eyes_restrict_equips_the_designated_opponents_monster_and_pins_every_other_monster():
    """R10: no other monster (A's own Battle Ox too) may attack or change its position. Once per turn A designates B
    (R11) and equips B's Luster Dragon to it: the Dragon is A's Equip Card, the Restrict's ATK/DEF become 1900/1600;
    A's next turn it equips no second one while the Dragon is equipped. Its attack on C's Blue-Eyes (3000) would destroy it: the Luster Dragon is destroyed instead (to B's GY) and A
    takes 1100."""
    from ygo_royal_env.core.atk_def import cur_atk, cur_def
    duel = scenario([player(monsters=["Thousand-Eyes Restrict", "Battle Ox"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Blue-Eyes White Dragon"])], auto_answer=False)
    restrict, ox = monsters(duel, A)
    dragon = monsters(duel, B)[0]
    assert K.A_CHANGE_POS + 1 not in duel.legal_actions()               # Battle Ox is pinned
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, B)
    assert candidates(duel) == ["Luster Dragon"]                          # B's monsters only
    choose(duel, "Luster Dragon")
    settle(duel)
    assert int(duel.rec["c_loc"][dragon]) == K.LOC_SZONE and int(duel.rec["c_ctrl"][dragon]) == A
    assert monsters(duel, B) == []
    db = duel.db.table
    assert (cur_atk(duel.rec, db, restrict), cur_def(duel.rec, db, restrict)) == (1900, 1600)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()          # once per turn
    for _ in range(3):                                                    # B's and C's monsters cannot attack
        end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and int(duel.rec["c_loc"][dragon]) == K.LOC_SZONE
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert int(duel.rec["phase"]) == K.PHASE_MAIN1
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()          # no second while one is equipped
    act(duel, K.A_TO_BATTLE)
    pass_to_prompt(duel, K.PROMPT_BATTLE)
    assert attack_action(1, 2, 0) not in duel.legal_actions()            # Battle Ox cannot attack
    act(duel, attack_action(0, 2, 0))
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Battle Ox", "Thousand-Eyes Restrict"]
    assert names(duel, grave(duel, B)) == ["Luster Dragon"] and lp(duel) == [6900, 8000, 8000]
    assert cur_atk(duel.rec, db, restrict) == 0
