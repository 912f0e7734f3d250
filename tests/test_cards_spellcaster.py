"""The cards of Structure Deck 6 (Spellcaster's Judgment): Spell Counters as a general static ("spell counter": a
counter each time a Spell Card's activation resolves), counters removed as costs, the spell-resolution triggers.
Each test sets the card's situation up, uses it and asserts what it did; cards that name an opponent are played
with 3 players (R10-R23): the designated opponent is reached, the third player is not."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action, build_mask
from ygo_royal_env.core.atk_def import cur_def

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, grave, hand, monster, monsters, name,
                      pass_until, player, scenario)
from test_cards_control_decks import atk, lp, pass_to_prompt, settle


def counters(duel, c: int) -> int:
    return int(duel.rec["c_counter"][c])


def put_counters(duel, c: int, n: int) -> None:
    """Card c holds n counters now (the legal actions are read again)."""
    duel.rec["c_counter"][c] = n
    duel.rec["mask"][:] = 0
    build_mask(duel.rec, duel.db.table, duel.rec["mask"])


def resolve_pot_of_greed(duel, slot: int = 0) -> None:
    """The turn player activates Pot of Greed from hand slot ``slot``; everyone passes; it resolves."""
    act(duel, K.A_ACTIVATE + slot)
    settle(duel)


# --- the "spell counter" static: Royal Magical Library, any player's Spell, its max ----------------------------
def test_spell_counter_is_placed_on_every_face_up_holder_when_a_spell_resolves_up_to_its_max():
    """A's Pot of Greed resolves: A's and B's Royal Magical Library each get a Spell Counter (any player's
    Spell), A's already at its max of 3 stays at 3; A's Battle Ox holds none. A negated or Trap activation
    would place none (spell_counters.spell_resolved reads ch_negated and the card kind)."""
    duel = scenario([player(hand=["Pot of Greed"], monsters=["Royal Magical Library", "Royal Magical Library",
                                                              "Battle Ox"]),
                     player(monsters=["Royal Magical Library"]), player()], auto_answer=False)
    lib_a, full, ox = monsters(duel, A)
    (lib_b,) = monsters(duel, B)
    put_counters(duel, full, 3)
    resolve_pot_of_greed(duel)
    assert [counters(duel, c) for c in (lib_a, full, ox, lib_b)] == [1, 3, 0, 1]


def test_royal_magical_library_removes_3_spell_counters_to_draw_1():
    duel = scenario([player(monsters=["Royal Magical Library"]), player(), player()], auto_answer=False)
    (lib,) = monsters(duel, A)
    put_counters(duel, lib, 2)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()           # 2 counters: not enough
    put_counters(duel, lib, 3)
    before = len(hand(duel, A))
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    settle(duel)
    assert len(hand(duel, A)) == before + 1 and counters(duel, lib) == 0


# --- Skilled Dark Magician: Tribute it with 3 counters, Dark Magician from hand, Deck or GY --------------------
def test_skilled_dark_magician_tributes_itself_with_3_counters_for_dark_magician_from_the_deck():
    duel = scenario([player(monsters=["Skilled Dark Magician"], deck=["Dark Magician", "Mystical Elf"]), player(),
                     player()], auto_answer=False)
    (sdm,) = monsters(duel, A)
    put_counters(duel, sdm, 3)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    settle(duel)
    assert grave(duel, A) == [sdm]
    assert [name(duel, c) for c in monsters(duel, A)] == ["Dark Magician"]


# --- Blast Magician: counters per 700 ATK of the target, R10 any field -----------------------------------------
def test_r10_blast_magician_removes_one_counter_per_700_atk_to_destroy_a_face_up_monster():
    """2 counters: Mystical Elf (800 ATK: 2 counters) may be targeted, Battle Ox (1700: 3) may not; both are
    B's and C's (R10: any field). The Elf is destroyed and both counters are gone."""
    duel = scenario([player(monsters=["Blast Magician"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    (blast,) = monsters(duel, A)
    (elf,) = monsters(duel, C)
    put_counters(duel, blast, 2)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Mystical Elf"]
    choose(duel, "Mystical Elf")
    settle(duel)
    assert grave(duel, C) == [elf] and counters(duel, blast) == 0 and len(monsters(duel, B)) == 1


# --- Mythical Beast Cerberus: 500 ATK a counter, cleared as the Battle Phase ends if it battled ------------------
def test_mythical_beast_cerberus_gains_500_a_counter_and_loses_them_after_a_battle_phase_it_battled_in():
    duel = scenario([player(monsters=["Mythical Beast Cerberus"]), player(monsters=["Battle Ox"]), player()],
                    phase="battle", auto_answer=False)
    (cerb,) = monsters(duel, A)
    put_counters(duel, cerb, 2)
    assert atk(duel, cerb) == 2400                                       # 1400 + 2 x 500
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert monsters(duel, B) == [] and counters(duel, cerb) == 2         # still in the Battle Phase
    act(duel, K.A_TO_MAIN2)
    settle(duel)
    assert int(duel.rec["phase"]) == K.PHASE_MAIN2 and counters(duel, cerb) == 0 and atk(duel, cerb) == 1400


# --- Dark Eradicator Warlock: its procedure (Tribute Dark Magician); 1000 to a designated opponent -------------
def test_dark_eradicator_warlock_is_special_summoned_by_tributing_dark_magician():
    duel = scenario([player(hand=["Dark Eradicator Warlock"], monsters=["Dark Magician", "Battle Ox"]), player(),
                     player()], auto_answer=False)
    dm = monsters(duel, A)[0]
    assert K.A_SUMMON + 0 not in duel.legal_actions()                    # no Normal Summon
    act(duel, K.A_PROCEDURE + 0)
    assert candidates(duel) == ["Dark Magician"]
    choose(duel, "Dark Magician")
    act(duel, K.A_POSITION)
    settle(duel)
    assert grave(duel, A) == [dm]
    assert sorted(name(duel, c) for c in monsters(duel, A)) == ["Battle Ox", "Dark Eradicator Warlock"]


def test_r11_dark_eradicator_warlock_damages_the_opponent_it_designates_when_any_normal_spell_resolves():
    """A (the turn player) resolves Pot of Greed; B's Warlock triggers and B designates C: C takes 1000, A
    nothing."""
    duel = scenario([player(hand=["Pot of Greed"]), player(monsters=["Dark Eradicator Warlock"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == B
    act(duel, K.A_SELECT)
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000, 8000, 7000]


# --- Rapid-Fire Magician: only its controller's Normal Spells ---------------------------------------------------
def test_r11_rapid_fire_magician_damages_a_designated_opponent_for_its_controllers_normal_spell_only():
    duel = scenario([player(hand=["Pot of Greed"], monsters=["Rapid-Fire Magician"]),
                     player(monsters=["Rapid-Fire Magician"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A                                      # not B's: not B's Spell
    act(duel, K.A_SELECT)
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000, 8000, 7600]


# --- Spell Absorption: 500 LP for each Spell that resolves, not its own activation -----------------------------
def test_spell_absorption_gains_500_for_each_spell_after_its_own_activation():
    duel = scenario([player(hand=["Spell Absorption", "Pot of Greed"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert lp(duel)[A] == 8000                                           # not for its own activation
    act(duel, K.A_ACTIVATE + 0)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    settle(duel)
    assert lp(duel) == [8500, 8000, 8000]


# --- White Magician Pikeru, Ebon Magician Curran: own Standby Phase ----------------------------------------------
def test_r13_curran_damages_the_designated_opponent_per_monster_and_pikeru_gains_per_own_monster():
    """A's Standby Phase: Pikeru gains 400 for each of A's 2 monsters; Curran's opponent is designated (R13: A's
    own turn, as R11): B, with 2 monsters, takes 600; C is untouched."""
    duel = scenario([player(monsters=["White Magician Pikeru", "Ebon Magician Curran"]),
                     player(monsters=["Battle Ox", "Mystical Elf"]), player(monsters=["Battle Ox"])],
                    turn_player=C, phase="main2", auto_answer=False)
    end_turn(duel)
    for _ in range(20):
        if int(duel.rec["turn_player"]) == A and int(duel.rec["pr_kind"]) == K.PROMPT_IDLE:
            break
        kind = int(duel.rec["pr_kind"])
        if kind == K.PROMPT_DESIGNATE:
            designate(duel, B)
        else:
            act(duel, K.A_PASS if kind == K.PROMPT_PASS else K.A_SELECT)
    assert lp(duel) == [8800, 7400, 8000]


# --- Dark Magic Attack: needs a face-up Dark Magician; the designated opponent's Spells/Traps ------------------
def test_r11_dark_magic_attack_destroys_the_designated_opponents_spells_and_traps():
    without = scenario([player(hand=["Dark Magic Attack"], monsters=["Battle Ox"]), player(spells=["Trap Hole"]),
                        player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in without.legal_actions()
    duel = scenario([player(hand=["Dark Magic Attack"], monsters=["Dark Magician"]),
                     player(spells=["Trap Hole", "Mirror Force"]), player(spells=["Trap Hole"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    settle(duel)
    assert len(grave(duel, B)) == 2 and grave(duel, C) == []


# --- Divine Wrath: negate a monster's effect and destroy it, discarding 1 --------------------------------------
def test_divine_wrath_discards_1_to_negate_and_destroy_a_monster_effect():
    duel = scenario([player(monsters=["Royal Magical Library"]),
                     player(hand=["Battle Ox"], spells=["Divine Wrath"]), player()], auto_answer=False)
    (lib,) = monsters(duel, A)
    put_counters(duel, lib, 3)
    before = len(hand(duel, A))
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_until(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    assert name(duel, grave(duel, B)[0]) in ("Battle Ox", "Divine Wrath") and len(grave(duel, B)) == 2
    assert grave(duel, A) == [lib] and len(hand(duel, A)) == before        # negated: no draw


# --- Chaos Command Magician: a monster effect that targets it is negated ---------------------------------------
def test_chaos_command_magician_negates_a_monster_effect_that_targets_it():
    duel = scenario([player(monsters=["Exiled Force"]), player(monsters=["Chaos Command Magician"]), player()],
                    auto_answer=False)
    (ccm,) = monsters(duel, B)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    choose(duel, "Chaos Command Magician")
    settle(duel)
    assert monsters(duel, B) == [ccm] and [name(duel, c) for c in grave(duel, A)] == ["Exiled Force"]


# --- Mage Power: 500 ATK/DEF per Spell/Trap its controller controls ---------------------------------------------
def test_mage_power_gains_500_per_spell_and_trap_of_its_controller():
    duel = scenario([player(hand=["Mage Power"], monsters=["Battle Ox"], spells=["Trap Hole"]),
                     player(spells=["Trap Hole"]), player()], auto_answer=False)
    (ox,) = monsters(duel, A)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Battle Ox")
    settle(duel)
    assert atk(duel, ox) == 1700 + 2 * 500                               # Mage Power and Trap Hole, not B's


# --- Pitch-Black Power Stone: 3 counters; 1 to another card; destroyed with none left --------------------------
def test_pitch_black_power_stone_moves_its_counters_and_is_destroyed_without_any():
    duel = scenario([player(monsters=["Royal Magical Library"], spells=["Pitch-Black Power Stone"]), player(),
                     player()], auto_answer=False)
    (lib,) = monsters(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    (stone,) = [c for c in range(len(duel.rec["c_card"])) if name(duel, c) == "Pitch-Black Power Stone"
                and int(duel.rec["c_owner"][c]) == A]
    assert counters(duel, stone) == 3 and counters(duel, lib) == 0      # a Trap: no Spell Counter for the Library
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Royal Magical Library")
    settle(duel)
    assert counters(duel, stone) == 2 and counters(duel, lib) == 1
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()              # once per turn
    duel.rec["c_used"][stone] = 0
    put_counters(duel, stone, 1)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Royal Magical Library")
    settle(duel)
    assert grave(duel, A) == [stone] and counters(duel, lib) == 2


# --- Magical Blast: 200 per face-up Spellcaster; from the GY instead of the normal draw ------------------------
def test_r11_magical_blast_damages_the_designated_opponent_200_per_face_up_spellcaster():
    duel = scenario([player(hand=["Magical Blast"], monsters=["Dark Magician", "Skilled Dark Magician", "Battle Ox"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    settle(duel)
    assert lp(duel) == [8000, 8000, 7600]                                # 2 Spellcasters, not Battle Ox


def test_magical_blast_returns_from_the_graveyard_to_the_hand_instead_of_the_normal_draw():
    """A's Draw Phase: the optional trigger is offered before the draw; taken, Magical Blast goes to A's hand and A
    draws nothing (A's Deck keeps its cards). Declined, A draws as usual."""
    for take in (True, False):
        duel = scenario([player(graveyard=["Magical Blast"], deck=["Mystical Elf"] * 3), player(), player()],
                        turn_player=C, phase="main2", auto_answer=False)
        end_turn(duel)
        pass_to_prompt(duel, K.PROMPT_TRIGGER)
        assert duel.current_player == A and int(duel.rec["phase"]) == K.PHASE_DRAW
        act(duel, K.A_SELECT if take else K.A_PASS)
        settle(duel)
        names_in_hand = sorted(name(duel, c) for c in hand(duel, A))
        assert names_in_hand == (["Magical Blast"] if take else ["Mystical Elf"])
        assert (grave(duel, A) == []) == take


# --- Mystic Box: destroy the designated opponent's monster, then that opponent takes one of yours -------------
def test_r11_mystic_box_destroys_the_opponents_monster_then_gives_them_one_of_yours():
    duel = scenario([player(hand=["Mystic Box"], monsters=["Mystical Elf", "Battle Ox"]),
                     player(monsters=["Dark Magician"]), player(monsters=["Gemini Elf"])], auto_answer=False)
    (dm,) = monsters(duel, B)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Dark Magician")
    pass_to_prompt(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == A and candidates(duel) == ["Battle Ox", "Mystical Elf"]
    choose(duel, "Mystical Elf")
    settle(duel)
    assert grave(duel, B) == [dm]
    assert [name(duel, c) for c in monsters(duel, B)] == ["Mystical Elf"]
    assert [name(duel, c) for c in monsters(duel, A)] == ["Battle Ox"] and len(monsters(duel, C)) == 1


# --- Diffusion Wave-Motion: R16, each opponent's monsters once each; only it attacks ----------------------------
def test_r16_diffusion_wave_motion_attacks_every_opponents_monsters_once_each_and_alone():
    duel = scenario([player(hand=["Diffusion Wave-Motion"], monsters=["Dark Magician", "Battle Ox"]),
                     player(monsters=["Mystical Elf", "Gemini Elf"]), player(monsters=["Battle Ox"])],
                    auto_answer=False)
    dm, ox = monsters(duel, A)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Dark Magician")
    settle(duel)
    assert lp(duel)[A] == 7000
    act(duel, K.A_TO_BATTLE)
    settle(duel)
    ox_attacks = {attack_action(1, r, t) for r in (1, 2) for t in range(K.N_MZONES + 1)}
    assert attack_action(0, 1, 0) in duel.legal_actions() and not ox_attacks & set(duel.legal_actions())
    attacks = 0
    while True:
        legal = [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT]
        if not legal:
            break
        act(duel, legal[0])
        settle(duel)
        attacks += 1
    assert attacks == 3 and monsters(duel, B) == [] and monsters(duel, C) == []    # 2500 ATK beats all three
    assert monsters(duel, A) == [dm, ox]


# --- starter_spellcaster: Magical Marionette, Gravekeeper's Spear Soldier and Spy, Copycat ----------------------
def test_r10_magical_marionette_gains_200_a_counter_and_removes_2_to_destroy_a_monster():
    duel = scenario([player(monsters=["Magical Marionette"]), player(), player(monsters=["Battle Ox"])],
                    auto_answer=False)
    (mario,) = monsters(duel, A)
    (ox,) = monsters(duel, C)
    put_counters(duel, mario, 3)
    assert atk(duel, mario) == 2600
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    choose(duel, "Battle Ox")
    settle(duel)
    assert grave(duel, C) == [ox] and counters(duel, mario) == 1 and atk(duel, mario) == 2200


def test_gravekeepers_spear_soldier_inflicts_piercing_damage():
    """Its 1500 ATK against B's Battle Ox in Defense Position (1000 DEF): B takes the 500 difference (B12)."""
    duel = scenario([player(monsters=["Gravekeeper's Spear Soldier"]), player(monsters=[monster("Battle Ox", "def")]),
                     player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert lp(duel) == [8000, 7500, 8000] and monsters(duel, B) == []


def test_gravekeepers_spy_sets_a_gravekeeper_of_1500_or_less_atk_from_the_deck():
    duel = scenario([player(monsters=[monster("Gravekeeper's Spy", "set")],
                            deck=["Gravekeeper's Guard", "Gravekeeper's Spear Soldier", "Dark Magician"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + 0)
    pass_to_prompt(duel, K.PROMPT_CHOOSE)
    assert candidates(duel) == ["Gravekeeper's Guard", "Gravekeeper's Spear Soldier"]
    choose(duel, "Gravekeeper's Spear Soldier")
    assert int(duel.rec["pr_kind"]) == K.PROMPT_POSITION
    act(duel, K.A_POSITION + 1)                                          # face-down Defense Position
    settle(duel)
    new = [c for c in monsters(duel, A) if name(duel, c) == "Gravekeeper's Spear Soldier"]
    assert len(new) == 1 and int(duel.rec["c_pos"][new[0]]) == K.POS_FACEDOWN_DEF


def test_r11_copycat_takes_the_original_atk_and_def_of_the_designated_opponents_monster():
    duel = scenario([player(hand=["Copycat"]), player(monsters=["Dark Magician"]), player(monsters=["Battle Ox"])],
                    auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    designate(duel, B)
    choose(duel, "Dark Magician")
    settle(duel)
    (cat,) = monsters(duel, A)
    assert atk(duel, cat) == 2500 and int(cur_def(duel.rec, duel.db.table, cat)) == 2100


# --- Magician's Circle: any Spellcaster's attack; R10 each player summons from their own Deck -------------------
def test_r10_magicians_circle_lets_each_player_summon_a_spellcaster_from_their_deck():
    """A's Spellcaster attacks; C (neither attacker nor attacked) activates it: C, then A, then B (seat order from
    C) each Special Summon a Spellcaster of 2000 or less ATK from their own Deck in face-up Attack Position; B
    holds none and summons nothing."""
    duel = scenario([player(monsters=["Skilled Dark Magician"], deck=["Dark Magician", "Apprentice Magician"]),
                     player(monsters=["Battle Ox"], deck=["Battle Ox"]),
                     player(spells=["Magician's Circle"], deck=["Royal Magical Library", "Battle Ox"])],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_to_prompt(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == C and candidates(duel) == ["Royal Magical Library"]
    choose(duel, "Royal Magical Library")
    assert duel.current_player == A and candidates(duel) == ["Apprentice Magician"]     # not Dark Magician (2500)
    choose(duel, "Apprentice Magician")
    lib = [c for c in monsters(duel, C) if name(duel, c) == "Royal Magical Library"]
    assert lib and int(duel.rec["c_pos"][lib[0]]) == K.POS_FACEUP_ATK
    assert "Apprentice Magician" in [name(duel, c) for c in monsters(duel, A)]
    assert [name(duel, c) for c in monsters(duel, B)] == ["Battle Ox"]
