"""The cards of Structure Deck 8 (Lord of the Storm): each test sets the card's situation up, uses it and asserts
what it did. Cards that name an opponent are played with 3 players (R10-R23): the designated, damaged or battling
opponent is reached, the third player is not."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_def

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters,
                      names, pass_all, pile, player, scenario)
from test_cards_control_decks import atk, deck, lp, pass_to_prompt, settle


def dfn(duel, c: int) -> int:
    return int(cur_def(duel.rec, duel.db.table, int(c)))


# --- name aliases: Harpie Lady 1-3 are "Harpie Lady"; Attribute stat statics --------------------------------------
def test_harpie_lady_1_gives_every_wind_monster_300_atk_and_is_named_harpie_lady():
    """R10: every player's WIND monsters gain 300 ATK (not DEF), its own too; an EARTH monster does not. Its name
    is "Harpie Lady": Elegant Egotist's condition sees it."""
    duel = scenario([player(monsters=["Harpie Lady 1", "Sonic Duck"], hand=["Elegant Egotist"],
                            deck=["Harpie Lady"]),
                     player(monsters=["Harpie Girl", "Battle Ox"]), player()], auto_answer=False)
    lady, duck = monsters(duel, A)
    girl, ox = monsters(duel, B)
    assert [atk(duel, c) for c in (lady, duck, girl, ox)] == [1600, 2000, 800, 1700]
    assert dfn(duel, lady) == 1400
    act(duel, K.A_ACTIVATE + 0)                       # a face-up "Harpie Lady" (Harpie Lady 1) is on the field
    pass_all(duel)
    assert candidates(duel) == ["Harpie Lady"]
    choose(duel, "Harpie Lady")
    act(duel, K.A_POSITION + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Harpie Lady", "Harpie Lady 1", "Sonic Duck"]


def test_bladefly_raises_wind_and_lowers_earth_monsters_atk_on_every_field():
    duel = scenario([player(monsters=["Bladefly", "Sonic Duck"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Harpie Girl"])])
    fly, duck = monsters(duel, A)
    (ox,), (girl,) = monsters(duel, B), monsters(duel, C)
    assert [atk(duel, c) for c in (fly, duck, ox, girl)] == [1100, 2200, 1300, 1000]
    assert dfn(duel, ox) == 1000                      # ATK only


def test_aqua_chorus_gives_monsters_sharing_a_name_500_atk_and_def():
    """R10: A's Sonic Duck and B's Sonic Duck share a name (both +500); Harpie Lady 1 is "Harpie Lady", so it and C's
    Harpie Lady share one; Battle Ox, alone of its name, gains nothing."""
    duel = scenario([player(monsters=["Sonic Duck", "Battle Ox", "Harpie Lady 1"], spells=["Aqua Chorus"]),
                     player(monsters=["Sonic Duck"]), player(monsters=["Harpie Lady"])], auto_answer=False)
    duck, ox, lady1 = monsters(duel, A)
    (duck_b,), (lady,) = monsters(duel, B), monsters(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    assert [atk(duel, c) for c in (duck, ox, duck_b, lady1, lady)] == [2500, 1700, 2500, 2100, 2100]
    assert [dfn(duel, c) for c in (duck, ox, lady)] == [1200, 1000, 1900]


# --- Lady Ninja Yae, Roc from the Valley of Haze -----------------------------------------------------------------
def test_lady_ninja_yae_returns_the_designated_opponents_spells_traps_and_roc_returns_to_the_deck():
    """A discards Roc from the Valley of Haze (a WIND monster) to activate Lady Ninja Yae against B (R11): B's Set
    Trap and face-up Field Spell go to B's hand, C's Set card stays. Roc, sent from the hand to the GY, is shuffled
    into A's Deck by its own mandatory trigger."""
    duel = scenario([player(monsters=["Lady Ninja Yae"], hand=["Roc from the Valley of Haze", "Dark Hole"]),
                     {**player(spells=["Trap Hole"]), "field": "Umi"},
                     player(spells=["Trap Hole"])], auto_answer=False)
    roc = hand(duel, A)[0]
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, B)
    assert candidates(duel) == ["Roc from the Valley of Haze"]          # a WIND monster only, not Dark Hole
    choose(duel, "Roc from the Valley of Haze")
    settle(duel)
    assert names(duel, hand(duel, B)) == ["Trap Hole", "Umi"]
    assert int(duel.rec["szone"][C, 0]) >= 0
    assert roc in deck(duel, A) and roc not in grave(duel, A)


# --- Birdface, Silpheed: destroyed by battle ---------------------------------------------------------------------
def test_birdface_destroyed_by_battle_may_add_a_harpie_lady_from_the_deck():
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(monsters=["Birdface"], deck=["Harpie Lady 2", "Harpie Girl", "Mystical Elf"]),
                     player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == B
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert candidates(duel) == ["Harpie Lady 2"]                        # treated as "Harpie Lady"; not Harpie Girl
    choose(duel, "Harpie Lady 2")
    settle(duel)
    assert names(duel, hand(duel, B)) == ["Harpie Lady 2"]


def test_silpheed_is_summoned_by_banishing_a_wind_monster_and_its_destroyer_discards_at_random():
    """Silpheed's procedure banishes 1 WIND monster from A's GY (no Normal Summon). Destroyed by B's attack, B (the
    player whose monster destroyed it, R12) discards 1 card at random; C keeps theirs."""
    duel = scenario([player(hand=["Silpheed"], graveyard=["Battle Ox", "Sonic Duck"]), player(), player()],
                    auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_PROCEDURE + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Silpheed"] and names(duel, pile(duel, A, K.LOC_BANISHED)) == ["Sonic Duck"]
    duel = scenario([player(monsters=["Silpheed"]), player(monsters=["Luster Dragon"], hand=["Dark Hole", "Raigeki"]),
                     player(hand=["Dark Hole"])], turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))                                   # A sits 2 seats after B
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Silpheed"]
    assert len(hand(duel, B)) == 1 and len(grave(duel, B)) == 1 and len(hand(duel, C)) == 1


# --- Harpie Lady Sisters and Elegant Egotist ---------------------------------------------------------------------
def test_harpie_lady_sisters_only_come_by_elegant_egotist_which_summons_them_properly():
    """The Sisters cannot be Normal Summoned or Set; Elegant Egotist (a face-up Harpie Lady on B's field is enough,
    R10) Special Summons them from A's Deck, properly (B10), so Monster Reborn may revive them later; never
    summoned properly, Monster Reborn finds none."""
    duel = scenario([player(hand=["Harpie Lady Sisters", "Elegant Egotist"], deck=["Harpie Lady Sisters"]),
                     player(monsters=["Harpie Lady"]), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_ACTIVATE + 1)
    pass_all(duel)
    assert candidates(duel) == ["Harpie Lady Sisters"]
    choose(duel, "Harpie Lady Sisters")
    act(duel, K.A_POSITION + 1)
    settle(duel)
    (sisters,) = monsters(duel, A)
    assert int(duel.rec["c_pos"][sisters]) == K.POS_FACEUP_DEF and int(duel.rec["c_proper"][sisters]) == 1
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Harpie Lady Sisters"]), player(), player()],
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Elegant Egotist"], deck=["Harpie Lady"]), player(monsters=["Harpie Girl"]),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                 # no face-up "Harpie Lady"


# --- Simorgh, Bird of Divinity; Swift Birdman Joe: WIND Tributes ---------------------------------------------------
def test_simorgh_needs_wind_tributes_and_burns_every_player_by_their_spells_traps_each_end_phase():
    """Only WIND monsters may be Tributed for it: with Battle Ox and one Sonic Duck it cannot be summoned, with two
    WIND monsters it can (the prompt offers only them). As A's End Phase begins each player takes 1000 less 500 per
    Spell/Trap they control (R10): A none -> 1000, B one -> 500, C two -> 0."""
    duel = scenario([player(hand=["Simorgh, Bird of Divinity"], monsters=["Battle Ox", "Sonic Duck"]), player()],
                    auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Simorgh, Bird of Divinity"], monsters=["Battle Ox", "Sonic Duck", "Harpie Girl"]),
                     player(spells=["Trap Hole"]), player(spells=["Trap Hole", "Trap Hole"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert candidates(duel) == ["Harpie Girl", "Sonic Duck"]
    choose(duel, "Harpie Girl")
    choose(duel, "Sonic Duck")
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Battle Ox", "Simorgh, Bird of Divinity"]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert lp(duel) == [7000, 7500, 8000]
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Simorgh, Bird of Divinity"]), player()],
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                 # it cannot be Special Summoned


def test_swift_birdman_joe_tributing_a_wind_monster_returns_every_spell_trap_to_the_hand():
    """Tribute Summoned with Sonic Duck (WIND): every Spell/Trap on every field, A's own too, goes to its owner's
    hand (R10). Tributing Battle Ox (EARTH) instead does nothing."""
    for tribute, returns in (("Sonic Duck", True), ("Battle Ox", False)):
        duel = scenario([player(hand=["Swift Birdman Joe"], monsters=[tribute], spells=["Trap Hole"]),
                         player(spells=["Trap Hole"]), {**player(), "field": "Umi"}], auto_answer=False)
        act(duel, K.A_SUMMON + 0)
        choose(duel, tribute)
        settle(duel)
        assert names(duel, monsters(duel, A)) == ["Swift Birdman Joe"]
        assert [len(hand(duel, q)) for q in (A, B, C)] == ([1, 1, 1] if returns else [0, 0, 0])


# --- Triangle Ecstasy Spark ------------------------------------------------------------------------------------------
def test_triangle_ecstasy_spark_sets_the_sisters_atk_and_shuts_every_opponents_traps_this_turn():
    """A's Harpie Lady Sisters has 2700 ATK this turn (Harpie Lady 1's +300 does not change a set ATK); every opponent
    (R16) cannot activate Traps (B's Set Dust Tornado) and their Traps' effects are negated (C's Gravity Bind no longer
    stops A's Level 6 Sisters from attacking). Without face-up Sisters it cannot be activated."""
    duel = scenario([player(hand=["Triangle Ecstasy Spark"], monsters=["Harpie Lady Sisters", "Harpie Lady 1"]),
                     player(spells=["Dust Tornado"]), player(spells=[{"card": "Gravity Bind", "face_up": True}])],
                    auto_answer=False)
    sisters = monsters(duel, A)[0]
    assert atk(duel, sisters) == 2250
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert atk(duel, sisters) == 2700
    act(duel, K.A_TO_BATTLE)
    pass_to_prompt(duel, K.PROMPT_BATTLE)
    assert attack_action(0, 1, K.N_MZONES) in duel.legal_actions()     # Gravity Bind negated for C
    act(duel, attack_action(0, 1, K.N_MZONES))
    while duel.current_player != B:
        act(duel, K.A_PASS)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()             # B cannot activate Dust Tornado
    settle(duel)
    assert lp(duel)[B] == 5300
    duel = scenario([player(hand=["Triangle Ecstasy Spark"], monsters=["Harpie Lady"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Harpie Lady 3: a monster it battles cannot attack for 2 turns; Harpie Lady 2: Flip Effects negated -------------
def test_harpie_lady_3_stops_the_monster_it_battled_from_attacking_in_its_controllers_next_2_turns():
    """B's Luster Dragon attacks A's Harpie Lady 3 (destroyed). Luster Dragon cannot attack in B's next 2 turns; in
    B's third turn it can again."""
    duel = scenario([player(monsters=["Harpie Lady 3"]), player(monsters=["Luster Dragon"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    dragon = monsters(duel, B)[0]
    act(duel, attack_action(0, 2, 0))
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Harpie Lady 3"]
    for can_attack in (False, False, True):
        while not (duel.current_player == B and int(duel.rec["pr_kind"]) == K.PROMPT_IDLE
                   and int(duel.rec["turn_player"]) == B):
            act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else K.A_TO_END
                if K.A_TO_END in duel.legal_actions() else duel.legal_actions()[0])
        act(duel, K.A_TO_BATTLE)
        pass_to_prompt(duel, K.PROMPT_BATTLE)
        assert (attack_action(0, 1, K.N_MZONES) in duel.legal_actions()) == can_attack, can_attack
        assert monsters(duel, B) == [dragon]
        act(duel, K.A_TO_END)


def test_harpie_lady_2_negates_the_flip_effect_of_a_monster_it_destroys_by_battle():
    duel = scenario([player(monsters=["Harpie Lady 2"]), player(monsters=[monster("Man-Eater Bug", "set")]),
                     player(monsters=["Battle Ox"])], phase="battle", auto_answer=False)
    since = len(duel.events())
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Man-Eater Bug"] and names(duel, monsters(duel, C)) == ["Battle Ox"]
    assert not events(duel, since, "activate") and names(duel, monsters(duel, A)) == ["Harpie Lady 2"]
    assert names(duel, monsters(duel, C)) == ["Battle Ox"]             # Man-Eater Bug's Flip Effect did nothing


# --- Sonic Shooter -------------------------------------------------------------------------------------------------
def test_sonic_shooter_attacks_directly_an_opponent_without_spells_traps_for_its_original_atk():
    """B controls Battle Ox and no Spell/Trap: Sonic Shooter (1600 ATK with Harpie Lady 1) may attack B directly and
    deals its original 1300. C controls a monster and a Set Trap: no direct attack on C."""
    duel = scenario([player(monsters=["Sonic Shooter", "Harpie Lady 1"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Battle Ox"], spells=["Trap Hole"])], phase="battle", auto_answer=False)
    assert attack_action(0, 2, K.N_MZONES) not in duel.legal_actions()
    act(duel, attack_action(0, 1, K.N_MZONES))
    settle(duel)
    assert lp(duel) == [8000, 6700, 8000]


# --- Harpie's Pet Baby Dragon ----------------------------------------------------------------------------------------
def test_harpies_pet_baby_dragon_shields_the_harpies_doubles_with_two_and_destroys_with_three():
    """With Harpie Lady and Harpie Lady 2 (a "Harpie Lady") face-up its original ATK/DEF double (2400/1200); B's Battle
    Ox may attack only the Baby Dragon. With a third (Harpie Lady Sisters) A may destroy 1 card of the designated
    opponent B (R11) once per turn; C's card stays."""
    duel = scenario([player(monsters=["Harpie's Pet Baby Dragon", "Harpie Lady", "Harpie Lady 2"]),
                     player(monsters=["Battle Ox"]), player()], turn_player=B, phase="battle", auto_answer=False)
    baby = monsters(duel, A)[0]
    assert (atk(duel, baby), dfn(duel, baby)) == (2400, 1200)
    assert [attack_action(0, 2, z) in duel.legal_actions() for z in range(3)] == [True, False, False]
    assert K.A_ACTIVATE_MONSTER + 0 not in scenario(
        [player(monsters=["Harpie's Pet Baby Dragon", "Harpie Lady", "Harpie Lady 2"]),
         player(spells=["Trap Hole"]), player()], auto_answer=False).legal_actions()          # only 2
    duel = scenario([player(monsters=["Harpie's Pet Baby Dragon", "Harpie Lady", "Harpie Lady 2",
                                      "Harpie Lady Sisters"]),
                     player(spells=["Trap Hole"]), player(spells=["Trap Hole"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, B)
    choose(duel, "Trap Hole")
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Trap Hole"] and grave(duel, C) == []
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()         # once per turn


# --- Hysteric Party: every Harpie Lady of the GY, bound to it ------------------------------------------------------
def test_hysteric_party_summons_every_harpie_lady_of_the_graveyard_and_they_go_when_it_leaves():
    """A discards Dark Hole: Harpie Lady and Harpie Lady 2 (a "Harpie Lady") come back from A's GY in Attack
    Position, not Sonic Duck; B's Harpie Lady stays in B's GY. Mystical Space Typhoon then destroys Hysteric Party:
    both Harpies are destroyed with it."""
    duel = scenario([player(spells=["Hysteric Party"], hand=["Dark Hole", "Mystical Space Typhoon"],
                            graveyard=["Harpie Lady", "Harpie Lady 2", "Sonic Duck"]),
                     player(graveyard=["Harpie Lady"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Dark Hole")
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Harpie Lady", "Harpie Lady 2"] and len(grave(duel, B)) == 1
    assert all(int(duel.rec["c_pos"][m]) == K.POS_FACEUP_ATK for m in monsters(duel, A))
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Hysteric Party")
    settle(duel)
    assert monsters(duel, A) == []
    assert names(duel, grave(duel, A)) == ["Dark Hole", "Harpie Lady", "Harpie Lady 2", "Hysteric Party",
                                           "Mystical Space Typhoon", "Sonic Duck"]


# --- Harpies' Hunting Ground ------------------------------------------------------------------------------------------
def test_harpies_hunting_ground_raises_winged_beasts_and_makes_the_summoner_of_a_harpie_destroy_a_spell_trap():
    """A's Field Spell: every player's Winged Beasts gain 200 ATK/DEF (R10). B Normal Summons Harpie Lady 1 (a "Harpie
    Lady") in B's turn: B, the summoner, activates its trigger and destroys 1 Spell/Trap on the field (C's Set card)."""
    duel = scenario([{**player(monsters=["Sonic Duck"]), "field": {"card": "Harpies' Hunting Ground", "face_up": True}},
                     player(hand=["Harpie Lady 1", "Battle Ox"], monsters=["Harpie Girl"]),
                     player(spells=["Trap Hole"])], turn_player=B, auto_answer=False)
    duck, girl = monsters(duel, A)[0], monsters(duel, B)[0]
    assert (atk(duel, duck), dfn(duel, duck), atk(duel, girl)) == (1900, 900, 700)
    act(duel, K.A_SUMMON + 0)
    pass_to_prompt(duel, K.PROMPT_TARGET)
    assert duel.current_player == B
    assert candidates(duel) == ["Harpies' Hunting Ground", "Trap Hole"]
    choose(duel, "Trap Hole")
    settle(duel)
    assert names(duel, grave(duel, C)) == ["Trap Hole"] and atk(duel, monsters(duel, B)[1]) == 1800   # 1300+300+200


# --- Dark Coffin -------------------------------------------------------------------------------------------------------
def test_dark_coffin_destroyed_while_set_makes_the_destroyer_discard_at_random_or_destroy_a_monster():
    """B's Mystical Space Typhoon destroys A's Set Dark Coffin (it cannot be activated): B, the opponent whose card
    destroyed it (R12), chooses: destroy 1 monster B controls, or (pass) discard 1 card at random. C is untouched."""
    assert K.A_ACTIVATE_SET + 0 not in scenario([player(spells=["Dark Coffin"]), player()],
                                                auto_answer=False).legal_actions()
    for destroys in (True, False):
        duel = scenario([player(spells=["Dark Coffin"]),
                         player(hand=["Mystical Space Typhoon", "Dark Hole"], monsters=["Battle Ox"]),
                         player(monsters=["Battle Ox"], hand=["Dark Hole"])], turn_player=B, auto_answer=False)
        act(duel, K.A_ACTIVATE + 0)
        choose(duel, "Dark Coffin")
        pass_to_prompt(duel, K.PROMPT_CHOOSE)
        assert duel.current_player == B and candidates(duel) == ["Battle Ox"]
        act(duel, K.A_SELECT if destroys else K.A_PASS)
        settle(duel)
        assert names(duel, grave(duel, B)) == (["Battle Ox", "Mystical Space Typhoon"] if destroys
                                                else ["Dark Hole", "Mystical Space Typhoon"])
        assert len(monsters(duel, C)) == 1 and len(hand(duel, C)) == 1


# --- Ninjitsu Art of Transformation --------------------------------------------------------------------------------
def test_ninjitsu_art_of_transformation_tributes_a_ninja_for_a_beast_of_its_level_plus_3_bound_to_it():
    """A Tributes Lady Ninja Yae (Level 3, a "Ninja"): a Beast, Winged Beast or Insect of Level 6 or less comes from the
    hand or Deck (Roc from the Valley of Haze, Level 6; not Simorgh, Level 7, nor Battle Ox, a Beast-Warrior). When
    Mystical Space Typhoon destroys Ninjitsu, Roc is destroyed. Without a face-up Ninja it cannot be activated."""
    duel = scenario([player(monsters=["Lady Ninja Yae"], spells=["Ninjitsu Art of Transformation"],
                            hand=["Mystical Space Typhoon", "Battle Ox"],
                            deck=["Roc from the Valley of Haze", "Simorgh, Bird of Divinity", "Sonic Duck"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Lady Ninja Yae")
    pass_all(duel)
    assert candidates(duel) == ["Roc from the Valley of Haze", "Sonic Duck"]
    choose(duel, "Roc from the Valley of Haze")
    act(duel, K.A_POSITION + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Roc from the Valley of Haze"]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Ninjitsu Art of Transformation")
    settle(duel)
    assert monsters(duel, A) == [] and "Roc from the Valley of Haze" in names(duel, grave(duel, A))
    duel = scenario([player(monsters=[monster("Lady Ninja Yae", "set")], spells=["Ninjitsu Art of Transformation"],
                            deck=["Sonic Duck"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
