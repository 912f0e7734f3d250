"""The cards that make the Structure Decks ``sd1_dragons_roar`` and ``sd4_fury_from_the_deep`` playable.
Each test sets a card's situation up, uses it and asserts what it did; cards whose text names an
opponent play with three players (R10-R23), so the third player is seen untouched."""
from __future__ import annotations

from ygo_royal_env.core import constants as K

from conftest import A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters, \
    name, names, pass_all, pile, player, scenario
from test_cards_real_decks import on_field, zone_of
from test_cards_starter_decks import answer_all, answer_until, atk, attack_on, lp, prompt


def deck_size(duel, p: int) -> int:
    return int(duel.rec["pile_n"][p, K.LOC_DECK])


# --- sd1_dragons_roar ------------------------------------------------------------------------------
def test_b10_red_eyes_darkness_dragon_tributes_a_red_eyes_b_dragon_and_gains_300_per_dragon_in_its_graveyard():
    """Only its procedure summons it (no Normal Summon), by Tributing A's Red-Eyes B. Dragon (not the Luster
    Dragon); then 2400 + 300 for each Dragon in A's GY: the Tributed one and the Luster Dragon 2, not the
    Mystical Elf, nor B's Dragons."""
    duel = scenario([player(hand=["Red-Eyes Darkness Dragon"], monsters=["Red-Eyes B. Dragon", "Luster Dragon"],
                            graveyard=["Luster Dragon 2", "Mystical Elf"]),
                     player(graveyard=["Blue-Eyes White Dragon"]), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_PROCEDURE + 0)
    assert prompt(duel) == K.PROMPT_CHOOSE and candidates(duel) == ["Red-Eyes B. Dragon"]
    choose(duel, "Red-Eyes B. Dragon")
    answer_all(duel)
    assert sorted(names(duel, monsters(duel, A))) == ["Luster Dragon", "Red-Eyes Darkness Dragon"]
    assert "Red-Eyes B. Dragon" in names(duel, grave(duel, A))
    assert atk(duel, on_field(duel, A, "Red-Eyes Darkness Dragon")) == 2400 + 2 * 300
    duel = scenario([player(hand=["Red-Eyes Darkness Dragon"], monsters=["Luster Dragon"]), player()],
                    auto_answer=False)
    assert K.A_PROCEDURE + 0 not in duel.legal_actions()


def test_r11_armed_dragon_lv5_discards_a_monster_to_destroy_a_designated_opponents_monster_with_no_more_atk():
    """A holds Gemini Elf (1900) and Mystical Elf (800): C's Blue-Eyes (3000) is out of reach, so only B may be
    designated; B's Battle Ox (1700) is the target, Gemini Elf the only monster it may discard."""
    duel = scenario([player(hand=["Gemini Elf", "Mystical Elf", "Pot of Greed"], monsters=["Armed Dragon LV5"]),
                     player(monsters=["Battle Ox", "Blue-Eyes White Dragon"]),
                     player(monsters=["Blue-Eyes White Dragon"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Armed Dragon LV5"))
    assert prompt(duel) == K.PROMPT_DESIGNATE and K.A_DESIGNATE + 1 not in duel.legal_actions()   # not C
    designate(duel, B)
    assert prompt(duel) == K.PROMPT_TARGET and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    assert prompt(duel) == K.PROMPT_DISCARD and candidates(duel) == ["Gemini Elf"]
    choose(duel, "Gemini Elf")
    answer_all(duel)
    assert names(duel, grave(duel, B)) == ["Battle Ox"] and names(duel, grave(duel, A)) == ["Gemini Elf"]
    assert names(duel, monsters(duel, C)) == ["Blue-Eyes White Dragon"]


def test_element_dragon_gains_500_atk_while_a_fire_monster_is_face_up_on_any_field():
    duel = scenario([player(monsters=["Element Dragon"]), player(monsters=[monster("Charubin the Fire Knight", "set")]),
                     player()], auto_answer=False)
    dragon = on_field(duel, A, "Element Dragon")
    assert atk(duel, dragon) == 1500                                 # a Set FIRE monster shows no Attribute
    duel = scenario([player(monsters=["Element Dragon"]), player(monsters=["Charubin the Fire Knight"]), player()],
                    auto_answer=False)
    assert atk(duel, on_field(duel, A, "Element Dragon")) == 2000


def test_element_dragon_attacks_again_after_destroying_a_monster_while_a_wind_monster_is_face_up():
    """Element Dragon destroys B's Mystical Elf; with B's Luster Dragon (WIND) face-up it may attack once more
    (C directly); without a WIND monster its trigger is not offered."""
    for wind in (True, False):
        duel = scenario([player(monsters=["Element Dragon"]),
                         player(monsters=["Mystical Elf"] + ["Luster Dragon"] * wind), player()],
                        phase="battle", auto_answer=False)
        attack_on(duel, "Element Dragon", "Mystical Elf", B)
        answer_until(duel, K.PROMPT_TRIGGER if wind else K.PROMPT_BATTLE)
        if wind:
            assert candidates(duel) == ["Element Dragon"]
            act(duel, K.A_SELECT)
            answer_all(duel)
        direct = [a for a in duel.legal_actions() if "Element Dragon" in duel.describe_action(a)
                  and "player_2 directly" in duel.describe_action(a)]
        assert bool(direct) == wind
        if wind:
            act(duel, direct[0])
            answer_all(duel)
            assert lp(duel) == [8000, 8000 - 700, 8000 - 1500]        # the Elf in Attack Position, then C


def test_armed_dragon_lv3_levels_up_to_lv5_from_the_deck_in_its_controllers_standby_phase():
    duel = scenario([player(monsters=["Armed Dragon LV3"], deck=["Armed Dragon LV5", "Mystical Elf", "Battle Ox"]),
                     player()], turn_player=B, auto_answer=False)
    lv3 = on_field(duel, A, "Armed Dragon LV3")
    end_turn(duel)
    answer_until(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A and candidates(duel) == ["Armed Dragon LV3"]
    act(duel, K.A_SELECT)
    assert grave(duel, A) == [lv3]                                   # the cost, as it is activated
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Armed Dragon LV5"]


def test_black_dragons_chick_sends_itself_to_the_graveyard_to_special_summon_red_eyes_b_dragon_from_the_hand():
    duel = scenario([player(hand=["Red-Eyes B. Dragon", "Luster Dragon"], monsters=["Black Dragon's Chick"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Black Dragon's Chick"))
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Red-Eyes B. Dragon"]
    assert names(duel, grave(duel, A)) == ["Black Dragon's Chick"] and names(duel, hand(duel, A)) == ["Luster Dragon"]
    duel = scenario([player(hand=["Luster Dragon"], monsters=["Black Dragon's Chick"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Black Dragon's Chick") not in duel.legal_actions()


def test_the_graveyard_in_the_fourth_dimension_shuffles_2_lv_monsters_of_the_graveyard_into_the_deck():
    duel = scenario([player(hand=["The Graveyard in the Fourth Dimension"],
                            graveyard=["Armed Dragon LV3", "Armed Dragon LV5", "Luster Dragon"]), player()],
                    auto_answer=False)
    before = deck_size(duel, A)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Armed Dragon LV3", "Armed Dragon LV5"]     # not a monster without "LV"
    choose(duel, "Armed Dragon LV3")
    choose(duel, "Armed Dragon LV5")
    answer_all(duel)
    assert names(duel, grave(duel, A)) == ["Luster Dragon", "The Graveyard in the Fourth Dimension"]
    assert deck_size(duel, A) == before + 2
    duel = scenario([player(hand=["The Graveyard in the Fourth Dimension"], graveyard=["Armed Dragon LV3"]),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                     # 2 targets are needed


def test_interdimensional_matter_transporter_banishes_an_own_monster_until_the_end_phase():
    """A's Set Trap targets A's own face-up monster (not B's): banished, it returns to A's field in the
    same position as the End Phase begins."""
    duel = scenario([player(monsters=[monster("Luster Dragon", "def")], spells=["Interdimensional Matter Transporter"]),
                     player(monsters=["Battle Ox"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == ["Luster Dragon"]
    choose(duel, "Luster Dragon")
    answer_all(duel)
    dragon = pile(duel, A, K.LOC_BANISHED)
    assert names(duel, dragon) == ["Luster Dragon"] and monsters(duel, A) == []
    act(duel, K.A_TO_END)
    answer_until(duel, K.PROMPT_IDLE)                                     # B's turn
    assert monsters(duel, A) == dragon and int(duel.rec["c_pos"][dragon[0]]) == K.POS_FACEUP_DEF


def test_dragons_rage_gives_its_controllers_dragons_piercing_damage():
    """A's Luster Dragon (1900) attacks B's Celtic Guardian in Defense Position (DEF 1200): 700 to B; A's Battle
    Ox (not a Dragon) does not pierce."""
    duel = scenario([player(monsters=["Luster Dragon", "Battle Ox"], spells=[{"card": "Dragon's Rage", "face_up": True}]),
                     player(monsters=[monster("Celtic Guardian", "def"), monster("Celtic Guardian", "def")]), player()],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Luster Dragon", "Celtic Guardian", B)
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 700, 8000]
    attack_on(duel, "Battle Ox", "Celtic Guardian", B)
    answer_all(duel)
    assert lp(duel) == [8000, 8000 - 700, 8000]


def test_the_dragons_bead_discards_to_negate_and_destroy_a_trap_targeting_a_face_up_dragon():
    """A Normal Summons Luster Dragon; B's Trap Hole targets it; A discards 1 card with The Dragon's Bead:
    the Trap Hole is negated and destroyed, the Dragon stays. Against a non-Dragon it is not offered."""
    for summoned in ("Luster Dragon", "Battle Ox"):
        duel = scenario([player(hand=[summoned, "Mystical Elf"], spells=[{"card": "The Dragon's Bead", "face_up": True}]),
                         player(spells=["Trap Hole"]), player()], auto_answer=False)
        act(duel, K.A_SUMMON + 0)
        answer_until(duel, K.PROMPT_PASS)
        while duel.current_player != B:
            act(duel, K.A_PASS)
        act(duel, K.A_ACTIVATE_SET + 0)
        while duel.current_player != A:
            act(duel, K.A_PASS)
        bead = K.A_ACTIVATE_SET + 0
        if summoned == "Battle Ox":
            assert bead not in duel.legal_actions()
            continue
        act(duel, bead)
        assert candidates(duel) == ["Mystical Elf"]
        choose(duel, "Mystical Elf")
        answer_all(duel)
        assert names(duel, monsters(duel, A)) == ["Luster Dragon"]
        assert names(duel, grave(duel, B)) == ["Trap Hole"] and names(duel, grave(duel, A)) == ["Mystical Elf"]
        assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Trap Hole"]


def test_trap_jammer_negates_and_destroys_a_trap_activated_in_the_battle_phase_only():
    """In C's Battle Phase C activates Jar of Greed; A answers with Trap Jammer: negated (no draw) and destroyed.
    In the Main Phase it is not offered."""
    for phase in ("battle", "main1"):
        duel = scenario([player(spells=["Trap Jammer"]), player(), player(spells=["Jar of Greed"])],
                        turn_player=C, phase=phase, auto_answer=False)
        act(duel, K.A_ACTIVATE_SET + 0)
        while duel.current_player != A:
            act(duel, K.A_PASS)
        if phase == "main1":
            assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
            continue
        act(duel, K.A_ACTIVATE_SET + 0)
        pass_all(duel)
        assert names(duel, grave(duel, C)) == ["Jar of Greed"] and int(duel.rec["pile_n"][C, K.LOC_HAND]) == 0
        assert names(duel, grave(duel, A)) == ["Trap Jammer"]


# --- sd4_fury_from_the_deep --------------------------------------------------------------------------
def with_umi(spec: dict) -> dict:
    return {**spec, "field": "Umi"}


def test_b7_unshaven_angler_counts_as_2_tributes_for_a_water_monster_only():
    duel = scenario([player(hand=["Levia-Dragon - Daedalus", "Blue-Eyes White Dragon"], monsters=["Unshaven Angler"]),
                     player()], auto_answer=False)
    assert K.A_SUMMON + 1 not in duel.legal_actions()                   # a LIGHT Level 8: 2 Tributes due, 1 there
    act(duel, K.A_SUMMON + 0)                                           # the WATER Level 7
    choose(duel, "Unshaven Angler")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Levia-Dragon - Daedalus"]
    assert names(duel, grave(duel, A)) == ["Unshaven Angler"]


def test_mermaid_knight_attacks_twice_while_umi_is_face_up():
    for umi in (True, False):
        spec = player(monsters=["Mermaid Knight"])
        duel = scenario([with_umi(spec) if umi else spec, player(), player()], phase="battle", auto_answer=False)
        attack_on(duel, "Mermaid Knight", None, B)
        answer_all(duel)
        again = [a for a in duel.legal_actions() if "Mermaid Knight" in duel.describe_action(a)]
        assert bool(again) == umi
        if umi:
            attack_on(duel, "Mermaid Knight", None, C)
            answer_all(duel)
            assert lp(duel) == [8000, 8000 - 1700, 8000 - 1700]            # 1500 + 200 from Umi


def test_r8_amphibious_bugroth_mk3_attacks_an_opponent_directly_while_umi_is_face_up():
    """B controls a monster; with Umi A's Bugroth (1500, Machine: -200 under Umi) attacks B directly; C is untouched."""
    for umi in (True, False):
        spec = player(monsters=["Amphibious Bugroth MK-3"])
        duel = scenario([with_umi(spec) if umi else spec, player(monsters=["Mystical Elf"]), player(monsters=["Battle Ox"])],
                        phase="battle", auto_answer=False)
        direct = [a for a in duel.legal_actions() if "player_1 directly" in duel.describe_action(a)]
        assert bool(direct) == umi
        if umi:
            act(duel, direct[0])
            answer_all(duel)
            assert lp(duel) == [8000, 8000 - 1300, 8000]


def test_r12_fenrir_is_summoned_by_banishing_2_water_monsters_and_its_victims_controller_skips_a_draw_phase():
    """Fenrir's procedure banishes 2 WATER monsters of A's GY (not the Battle Ox); it destroys C's Mystical Elf
    by battle: C (not B) skips C's next Draw Phase."""
    duel = scenario([player(hand=["Fenrir"], graveyard=["Mermaid Knight", "Star Boy", "Battle Ox"]), player(),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_PROCEDURE + 0)
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Fenrir"]
    assert sorted(names(duel, pile(duel, A, K.LOC_BANISHED))) == ["Mermaid Knight", "Star Boy"]
    act(duel, K.A_TO_BATTLE)
    attack_on(duel, "Fenrir", "Mystical Elf", C)
    answer_all(duel)
    assert names(duel, grave(duel, C)) == ["Mystical Elf"]
    end_turn(duel)                                                      # B's turn: B draws
    assert len(hand(duel, B)) == 1
    end_turn(duel)                                                      # C's turn: no draw
    assert len(hand(duel, C)) == 0


def test_r10_star_boy_raises_every_water_monsters_atk_by_500_and_lowers_every_fire_monsters_by_400():
    duel = scenario([player(monsters=["Star Boy"]), player(monsters=["Mermaid Knight"]),
                     player(monsters=["Charubin the Fire Knight", "Battle Ox"])], auto_answer=False)
    assert atk(duel, on_field(duel, A, "Star Boy")) == 550 + 500
    assert atk(duel, on_field(duel, B, "Mermaid Knight")) == 1500 + 500
    assert atk(duel, on_field(duel, C, "Charubin the Fire Knight")) == 1100 - 400
    assert atk(duel, on_field(duel, C, "Battle Ox")) == 1700


def test_r10_levia_dragon_daedalus_sends_umi_to_the_graveyard_and_destroys_every_other_card_on_the_field():
    duel = scenario([with_umi(player(monsters=["Levia-Dragon - Daedalus", "Mermaid Knight"])),
                     player(monsters=["Battle Ox"], spells=["Waboku"]), player(monsters=["Mystical Elf"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Levia-Dragon - Daedalus"))
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Levia-Dragon - Daedalus"]
    assert sorted(names(duel, grave(duel, A))) == ["Mermaid Knight", "Umi"]
    assert sorted(names(duel, grave(duel, B))) == ["Battle Ox", "Waboku"] and names(duel, grave(duel, C)) == ["Mystical Elf"]
    duel = scenario([player(monsters=["Levia-Dragon - Daedalus"]), player(monsters=["Battle Ox"])], auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Levia-Dragon - Daedalus") not in duel.legal_actions()   # no Umi


def test_r10_ocean_dragon_lord_neo_daedalus_is_summoned_by_tributing_levia_dragon_and_sends_every_hand_and_field():
    """Its procedure Tributes A's Levia-Dragon - Daedalus; its effect sends Umi, then every other card in every
    player's hand and on every field, to the GY."""
    duel = scenario([with_umi(player(hand=["Ocean Dragon Lord - Neo-Daedalus", "Pot of Greed"],
                                     monsters=["Levia-Dragon - Daedalus"])),
                     player(hand=["Battle Ox"], spells=["Waboku"]), player(hand=["Mystical Elf"], monsters=["Star Boy"])],
                    auto_answer=False, banlist=None)
    assert K.A_SUMMON + 0 not in duel.legal_actions()
    act(duel, K.A_PROCEDURE + 0)
    choose(duel, "Levia-Dragon - Daedalus")
    answer_all(duel)
    act(duel, K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Ocean Dragon Lord - Neo-Daedalus"))
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Ocean Dragon Lord - Neo-Daedalus"]
    assert sorted(names(duel, grave(duel, A))) == ["Levia-Dragon - Daedalus", "Pot of Greed", "Umi"]
    assert sorted(names(duel, grave(duel, B))) == ["Battle Ox", "Waboku"]
    assert sorted(names(duel, grave(duel, C))) == ["Mystical Elf", "Star Boy"]
    assert all(len(hand(duel, p)) == 0 for p in (A, B, C))


def test_big_wave_small_wave_destroys_its_face_up_water_monsters_and_summons_as_many_water_monsters_from_the_hand():
    """A's 2 face-up WATER monsters (not the Set one, not the Battle Ox, not B's) are destroyed; A then Special
    Summons up to 2 WATER monsters from the hand (Fenrir, which must first be summoned by its procedure, is none)."""
    duel = scenario([player(hand=["Big Wave Small Wave", "Mermaid Knight", "Star Boy", "Fenrir", "Battle Ox"],
                            monsters=["Unshaven Angler", "Amphibious Bugroth MK-3", monster("Mermaid Knight", "set"),
                                      "Battle Ox"]),
                     player(monsters=["Star Boy"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert sorted(names(duel, grave(duel, A))) == ["Amphibious Bugroth MK-3", "Unshaven Angler"]
    assert candidates(duel) == ["Mermaid Knight", "Star Boy"]          # not Fenrir ("must first" its procedure)
    choose(duel, "Mermaid Knight")
    act(duel, K.A_POSITION)
    assert candidates(duel) == ["Star Boy"]
    choose(duel, "Star Boy")
    act(duel, K.A_POSITION)
    answer_all(duel)
    assert sorted(names(duel, monsters(duel, A))) == ["Battle Ox", "Mermaid Knight", "Mermaid Knight", "Star Boy"]
    assert sorted(names(duel, hand(duel, A))) == ["Battle Ox", "Fenrir"] and names(duel, monsters(duel, B)) == ["Star Boy"]
