"""Spells and Traps written as data alone (effects.toml's "Data-only Spells and Traps" block; issue 19): each test
sets the card's situation up, uses it and asserts what it did. Cards that name an opponent, or reach every field
(R10), are played with 3 players, so the test shows who is reached and who is not."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import A, B, C, act, candidates, choose, designate, end_turn, grave, hand, monster, monsters, names, \
    pass_all, pass_until, pile, player, scenario
from test_cards_control_decks import pass_to_prompt


def three(a: dict | None = None, b: dict | None = None, c: dict | None = None, **kw):
    """The one scenario of this file: 3 players (A to act), every prompt asked; a player's ``field`` is a face-up
    Field Spell."""
    specs = []
    for d in (a, b, c):
        d = dict(d or {})
        field = d.pop("field", None)
        specs.append({**player(**d), **({"field": field} if field else {})})
    return scenario(specs, auto_answer=False, **kw)


def use(duel, action: int, *answers) -> None:
    """Take ``action`` (an activation), answer its prompts in order (a player to designate, else a card name to
    choose), then pass every window until the chain has resolved."""
    act(duel, action)
    for answer in answers:
        designate(duel, answer) if isinstance(answer, int) else choose(duel, answer)
    pass_all(duel)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def stats(duel, c: int) -> tuple[int, int]:
    return int(cur_atk(duel.rec, duel.db.table, int(c))), int(cur_def(duel.rec, duel.db.table, int(c)))


def field_names(duel, p: int) -> list[str]:
    return names(duel, monsters(duel, p))


# --- Field Spells: R10, every player's monsters of their Types or Attributes -----------------------------------------
@pytest.mark.parametrize("card, fits, change, other", [
    ("Wasteland", ["Uraby", "Armored Zombie", "Giant Soldier of Stone"], (200, 200), "Great White"),
    ("Mountain", ["Luster Dragon", "Takuhee", "Thunder Kid"], (200, 200), "Uraby"),
    ("Sogen", ["Battle Ox", "Kojikocy"], (200, 200), "Takuhee"),
    ("Forest", ["Neo Bug", "Prevent Rat", "Mushroom Man", "Battle Ox"], (200, 200), "Kojikocy"),
    ("Yami", ["Headless Knight", "Leo Wizard"], (200, 200), "Kojikocy"),
    ("Yami", ["Orion the Battle King"], (-200, -200), "Kojikocy"),
    ("Mystic Plasma Zone", ["Armored Zombie"], (500, -400), "Kojikocy"),
    ("Rising Air Current", ["Luster Dragon"], (500, -400), "Kojikocy"),
    ("Gaia Power", ["Kojikocy"], (500, -400), "Luster Dragon"),
    ("Luminous Spark", ["Orion the Battle King"], (500, -400), "Kojikocy"),
    ("Umiiruka", ["Great White"], (500, -400), "Kojikocy"),
])
def test_r10_field_spells_change_every_players_monsters_of_their_types_or_attributes(card, fits, change, other):
    """Activated into the field zone (B3), the Field Spell changes the ATK and DEF of the monsters it names on every
    player's field, A's own and B's, and leaves the others alone; they are back once it leaves."""
    duel = three({"hand": [card], "monsters": fits[:3]}, {"monsters": fits[3:] + [other]})
    cards = monsters(duel, A) + monsters(duel, B)
    before = {c: stats(duel, c) for c in cards}
    use(duel, K.A_ACTIVATE + 0)
    assert int(duel.rec["fzone"][A]) >= 0 and names(duel, [int(duel.rec["fzone"][A])]) == [card]
    for c in cards:
        dx = change if names(duel, [c])[0] in fits else (0, 0)
        assert stats(duel, c) == (max(0, before[c][0] + dx[0]), max(0, before[c][1] + dx[1])), names(duel, [c])


# --- Spells that destroy every face-up monster of one Type on every field (R10) --------------------------------------
@pytest.mark.parametrize("card, victim, other", [
    ("Breath of Light", "Giant Soldier of Stone", "Kojikocy"), ("Acid Rain", "Overdrive", "Kojikocy"),
    ("Eternal Drought", "Great White", "Kojikocy"), ("Warrior Elimination", "Kojikocy", "Great White"),
    ("Eradicating Aerosol", "Neo Bug", "Kojikocy"), ("Exile of the Wicked", "Headless Knight", "Kojikocy"),
    ("Last Day of Witch", "Leo Wizard", "Kojikocy"),
])
def test_r10_type_spells_destroy_the_face_up_monsters_of_their_type_on_every_field(card, victim, other):
    """A's, B's and C's face-up monsters of the Type go; a Set one of that Type and one of another Type stay.
    With none face-up the Spell cannot be activated."""
    duel = three({"hand": [card], "monsters": [victim, other]},
                 {"monsters": [victim, monster(victim, "set")]}, {"monsters": [victim]})
    use(duel, K.A_ACTIVATE + 0)
    assert field_names(duel, A) == [other] and field_names(duel, B) == [victim] and monsters(duel, C) == []
    assert sorted(names(duel, grave(duel, A))) == sorted([victim, card]) and names(duel, grave(duel, C)) == [victim]
    idle = three({"hand": [card], "monsters": [other]}, {"monsters": [monster(victim, "set")]})
    assert K.A_ACTIVATE + 0 not in idle.legal_actions()


def test_chaos_end_needs_7_banished_cards_of_its_activator_and_destroys_every_monster():
    banished = ["Kojikocy"] * 7
    duel = three({"hand": ["Chaos End"], "monsters": ["Uraby"], "banished": banished},
                 {"monsters": [monster("Battle Ox", "set")]}, {"monsters": ["Great White"], "banished": banished})
    use(duel, K.A_ACTIVATE + 0)
    assert all(monsters(duel, p) == [] for p in (A, B, C))
    short = three({"hand": ["Chaos End"], "banished": banished[:6]}, {"monsters": ["Uraby"]},
                  {"banished": banished})                                  # C's banished cards do not count
    assert K.A_ACTIVATE + 0 not in short.legal_actions()


def test_r10_needle_ceiling_needs_4_monsters_on_all_fields_and_destroys_the_face_up_ones():
    duel = three({"spells": ["Needle Ceiling"], "monsters": ["Uraby"]},
                 {"monsters": ["Battle Ox", monster("Kojikocy", "set")]}, {"monsters": ["Great White"]})
    use(duel, K.A_ACTIVATE_SET + 0)
    assert [field_names(duel, p) for p in (A, B, C)] == [[], ["Kojikocy"], []]
    three_only = three({"spells": ["Needle Ceiling"], "monsters": ["Uraby"]}, {"monsters": ["Battle Ox"]},
                       {"monsters": ["Great White"]})
    assert K.A_ACTIVATE_SET + 0 not in three_only.legal_actions()


def test_r10_token_thanksgiving_destroys_every_token_and_gains_800_for_each():
    """After Scapegoat's 4 Sheep Tokens, the tokens go and A gains 3200; Uraby stays. No token: not activated."""
    duel = three({"hand": ["Token Thanksgiving", "Scapegoat"], "monsters": ["Uraby"]})
    use(duel, K.A_ACTIVATE + 1)
    assert len(monsters(duel, A)) == 5
    use(duel, K.A_ACTIVATE + 0)
    assert field_names(duel, A) == ["Uraby"] and lp(duel) == [8000 + 4 * 800, 8000, 8000]
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Token Thanksgiving"]}, {"monsters": ["Battle Ox"]}).legal_actions()


def test_r11_thunder_crash_destroys_its_activators_monsters_and_burns_the_designated_opponent_300_each():
    duel = three({"hand": ["Thunder Crash"], "monsters": ["Uraby", monster("Kojikocy", "set")]},
                 {"monsters": ["Battle Ox"]}, {"monsters": ["Great White"]})
    use(duel, K.A_ACTIVATE + 0, C)
    assert monsters(duel, A) == [] and lp(duel) == [8000, 8000, 7400]
    assert field_names(duel, B) == ["Battle Ox"] and field_names(duel, C) == ["Great White"]
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Thunder Crash"]}, {"monsters": ["Uraby"]}).legal_actions()


def test_gryphons_feather_duster_destroys_its_activators_other_spells_and_traps_and_gains_500_each():
    duel = three({"hand": ["Gryphon's Feather Duster"], "spells": ["Waboku", "Mirror Force"], "field": "Umi"},
                 {"spells": ["Waboku"]})
    use(duel, K.A_ACTIVATE + 0)
    assert int(duel.rec["fzone"][A]) < 0 and all(int(c) < 0 for c in duel.rec["szone"][A])
    assert lp(duel) == [9500, 8000, 8000] and names(duel, grave(duel, B)) == []
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Gryphon's Feather Duster"]}, {"spells": ["Waboku"]}).legal_actions()


def test_r10_earthquake_changes_every_face_up_attack_position_monster_to_defense_position():
    duel = three({"hand": ["Earthquake"], "monsters": ["Uraby"]},
                 {"monsters": ["Battle Ox", monster("Kojikocy", "set")]}, {"monsters": [monster("Great White", "def")]})
    use(duel, K.A_ACTIVATE + 0)
    pos = [int(duel.rec["c_pos"][c]) for p in (A, B, C) for c in monsters(duel, p)]
    assert pos == [K.POS_FACEUP_DEF, K.POS_FACEUP_DEF, K.POS_FACEDOWN_DEF, K.POS_FACEUP_DEF]


def test_r18_dark_mirror_force_banishes_the_attacking_players_defense_position_monsters():
    """B attacks A; A banishes B's Defense Position monsters, the Set one too; B's attacker and C's monsters stay."""
    duel = three({"spells": ["Dark Mirror Force"], "monsters": ["Uraby"]},
                 {"monsters": ["Battle Ox", monster("Kojikocy", "def"), monster("Great White", "set")]},
                 {"monsters": [monster("Neo Bug", "def")]}, turn_player=B, phase="battle")
    act(duel, attack_action(0, 2, 0))
    pass_until(duel, A)
    use(duel, K.A_ACTIVATE_SET + 0)
    assert field_names(duel, B) == ["Battle Ox"] and field_names(duel, C) == ["Neo Bug"]
    assert sorted(names(duel, pile(duel, B, K.LOC_BANISHED))) == ["Great White", "Kojikocy"]


# --- burn, searches, summons --------------------------------------------------------------------------------------------
def test_r11_ookazi_burns_the_designated_opponent_800():
    duel = three({"hand": ["Ookazi"]})
    use(duel, K.A_ACTIVATE + 0, B)
    assert lp(duel) == [8000, 7200, 8000]


def test_r11_blasting_the_ruins_needs_30_cards_in_its_activators_graveyard_and_burns_3000():
    duel = three({"spells": ["Blasting the Ruins"], "graveyard": ["Kojikocy"] * 30}, c={"graveyard": ["Uraby"] * 30})
    use(duel, K.A_ACTIVATE_SET + 0, C)
    assert lp(duel) == [8000, 8000, 5000]
    short = three({"spells": ["Blasting the Ruins"], "graveyard": ["Kojikocy"] * 29})
    assert K.A_ACTIVATE_SET + 0 not in short.legal_actions()


@pytest.mark.parametrize("card, deck, found", [
    ("Fusion Sage", ["Polymerization", "Umi", "Kojikocy"], ["Polymerization"]),
    ("Terraforming", ["Polymerization", "Umi", "Yami", "Kojikocy"], ["Umi", "Yami"]),
])
def test_searches_add_their_card_from_the_deck(card, deck, found):
    duel = three({"hand": [card], "deck": deck})
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == found
    choose(duel, found[-1])
    assert names(duel, hand(duel, A)) == [found[-1]]
    assert K.A_ACTIVATE + 0 not in three({"hand": [card], "deck": ["Kojikocy"] * 3}).legal_actions()


def test_magnet_circle_lv2_special_summons_a_level_2_or_lower_machine_from_the_hand():
    duel = three({"hand": ["Magnet Circle LV2", "Cyber Commander", "Overdrive"]})
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == ["Cyber Commander"]                         # not Overdrive (Level 4)
    choose(duel, "Cyber Commander")
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION                        # face-up Attack or Defense Position
    act(duel, K.A_POSITION + 1)
    assert field_names(duel, A) == ["Cyber Commander"]
    assert int(duel.rec["c_pos"][monsters(duel, A)[0]]) == K.POS_FACEUP_DEF
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Magnet Circle LV2", "Overdrive"]}).legal_actions()


def test_ultra_evolution_pill_tributes_a_reptile_to_special_summon_a_dinosaur_from_the_hand():
    duel = three({"hand": ["Ultra Evolution Pill", "Uraby"], "monsters": ["Grappler", "Kojikocy"]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Grappler"]                                # the cost: a Reptile only
    choose(duel, "Grappler")
    pass_all(duel)
    choose(duel, "Uraby")
    act(duel, K.A_POSITION + 0)
    assert sorted(field_names(duel, A)) == ["Kojikocy", "Uraby"] and "Grappler" in names(duel, grave(duel, A))
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Ultra Evolution Pill", "Uraby"],
                                          "monsters": ["Kojikocy"]}).legal_actions()


# --- targeted Spells and Traps -------------------------------------------------------------------------------------------
def test_r10_remove_trap_destroys_a_face_up_trap_on_any_field():
    duel = three({"hand": ["Remove Trap"], "spells": ["Waboku"]},
                 {"spells": [{"card": "Type Zero Magic Crusher", "face_up": True}, "Mirror Force"]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Type Zero Magic Crusher"]                 # not a Set Trap
    choose(duel, "Type Zero Magic Crusher")
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Type Zero Magic Crusher"]


def test_r10_shield_crush_destroys_a_defense_position_monster_face_down_too():
    duel = three({"hand": ["Shield Crush"], "monsters": ["Uraby"]},
                 {"monsters": [monster("Battle Ox", "def")]}, {"monsters": [monster("Kojikocy", "set")]})
    act(duel, K.A_ACTIVATE + 0)
    assert sorted(candidates(duel)) == ["Battle Ox", "Kojikocy"]
    choose(duel, "Kojikocy")
    pass_all(duel)
    assert monsters(duel, C) == [] and field_names(duel, B) == ["Battle Ox"]


def test_r10_book_of_taiyou_flips_a_face_down_monster_to_face_up_attack_position_with_its_flip_effect():
    duel = three({"hand": ["Book of Taiyou"]}, {"monsters": [monster("Man-Eater Bug", "set")]},
                 {"monsters": ["Kojikocy"]})
    bug = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Man-Eater Bug"]                           # not C's face-up Kojikocy
    choose(duel, "Man-Eater Bug")
    pass_all(duel)
    assert int(duel.rec["c_pos"][bug]) == K.POS_FACEUP_ATK
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B   # its Flip Effect, B's


@pytest.mark.parametrize("card, slot, change", [("Snake Fang", "set", (0, -500)),
                                                ("The Reliable Guardian", "hand", (0, 700))])
def test_r10_snake_fang_and_the_reliable_guardian_change_a_face_up_monsters_def_until_the_end_of_the_turn(
        card, slot, change):
    duel = three({"hand": [card] if slot == "hand" else [], "spells": [card] if slot == "set" else []},
                 {"monsters": ["Battle Ox"]})
    ox = monsters(duel, B)[0]
    before = stats(duel, ox)
    use(duel, (K.A_ACTIVATE if slot == "hand" else K.A_ACTIVATE_SET) + 0, "Battle Ox")
    assert stats(duel, ox) == (before[0] + change[0], before[1] + change[1])


def test_r10_dark_core_discards_a_card_to_banish_a_face_up_monster_of_any_field():
    duel = three({"hand": ["Dark Core", "Kojikocy"]}, {"monsters": ["Battle Ox", monster("Uraby", "set")]})
    use(duel, K.A_ACTIVATE + 0, "Kojikocy", "Battle Ox")      # the cost, then the target
    assert names(duel, pile(duel, B, K.LOC_BANISHED)) == ["Battle Ox"]
    assert sorted(names(duel, grave(duel, A))) == ["Dark Core", "Kojikocy"]
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Dark Core"]}, {"monsters": ["Battle Ox"]}).legal_actions()


def test_monster_reincarnation_discards_a_card_to_add_a_monster_from_its_activators_graveyard():
    duel = three({"hand": ["Monster Reincarnation", "Umi"], "graveyard": ["Battle Ox", "Waboku"]},
                 {"graveyard": ["Uraby"]})
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Umi")                                                    # the discard cost, before the target
    assert candidates(duel) == ["Battle Ox"]                               # not a Spell/Trap, not B's GY
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Battle Ox"] and "Umi" in names(duel, grave(duel, A))


def test_offerings_to_the_doomed_destroys_a_face_up_monster_and_skips_its_activators_next_draw():
    duel = three({"hand": ["Offerings to the Doomed"]}, {"monsters": ["Battle Ox"]})
    use(duel, K.A_ACTIVATE + 0, "Battle Ox")
    assert monsters(duel, B) == []
    for _ in range(3):                                                     # B's and C's turns, then A's Draw Phase
        end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and hand(duel, A) == []
    end_turn(duel)
    end_turn(duel)
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and len(hand(duel, A)) == 1    # the one after it draws again


# --- Equip Spells with a trigger as they leave -------------------------------------------------------------------------
def equipped_then_typhooned(card: str, target: str, c: dict | None = None):
    """A equips ``card`` from the hand to its ``target``, then destroys it with Mystical Space Typhoon: the Equip
    Spell's trigger is next (A's prompt). Returns the duel and the ATK the monster had while equipped."""
    duel = three({"hand": [card, "Mystical Space Typhoon"], "monsters": [target], "deck": ["Kojikocy"] * 5},
                 {"monsters": ["Battle Ox"]}, c)
    use(duel, K.A_ACTIVATE + 0, target)
    gained = stats(duel, monsters(duel, A)[0])
    use(duel, K.A_ACTIVATE + 0, card)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    return duel, gained


def test_r11_black_pendant_gains_500_and_sent_from_the_field_burns_the_designated_opponent_500():
    duel, gained = equipped_then_typhooned("Black Pendant", "Kojikocy")
    assert gained == (2000, 1200)
    use(duel, K.A_SELECT, C)
    assert lp(duel) == [8000, 8000, 7500]


def test_horn_of_the_unicorn_gains_700_700_and_sent_from_the_field_goes_on_top_of_the_deck():
    duel, gained = equipped_then_typhooned("Horn of the Unicorn", "Kojikocy")
    assert gained == (2200, 1900)
    use(duel, K.A_SELECT)
    assert names(duel, [pile(duel, A, K.LOC_DECK)[-1]]) == ["Horn of the Unicorn"]


def test_magic_formula_equips_only_dark_magician_or_the_girl_and_sent_from_the_field_gains_1000():
    duel = three({"hand": ["Magic Formula"], "monsters": ["Dark Magician", "Kojikocy"]},
                 {"monsters": ["Dark Magician Girl"]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Dark Magician", "Dark Magician Girl"]
    duel, gained = equipped_then_typhooned("Magic Formula", "Dark Magician")
    assert gained == (3200, 2100)
    use(duel, K.A_SELECT)
    assert lp(duel) == [9000, 8000, 8000]


def test_r11_fuhma_shuriken_equips_a_ninja_and_sent_from_the_field_burns_the_designated_opponent_700():
    duel = three({"hand": ["Fuhma Shuriken"], "monsters": ["Ninja Grandmaster Sasuke", "Kojikocy"]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Ninja Grandmaster Sasuke"]
    duel, gained = equipped_then_typhooned("Fuhma Shuriken", "Ninja Grandmaster Sasuke")
    assert gained == (2500, 1000)
    use(duel, K.A_SELECT, B)
    assert lp(duel) == [8000, 7300, 8000]


def test_cyber_shield_equips_a_harpie_lady_by_name_alias_and_gains_500():
    duel = three({"hand": ["Cyber Shield"], "monsters": ["Harpie Lady 1", "Kojikocy"]})
    lady = monsters(duel, A)[0]
    before = stats(duel, lady)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Harpie Lady 1"]                           # "Harpie Lady" (name_as); not Kojikocy
    choose(duel, "Harpie Lady 1")
    pass_all(duel)
    assert stats(duel, lady) == (before[0] + 500, before[1])


def test_sword_of_deep_seated_gains_500_500_and_sent_to_the_graveyard_from_the_hand_goes_on_top_of_the_deck():
    """Discarded as Dark Core's cost, from the hand, it still goes back on top of A's Deck."""
    duel = three({"hand": ["Sword of Deep-Seated", "Dark Core"], "monsters": ["Kojikocy"]}, {"monsters": ["Battle Ox"]})
    use(duel, K.A_ACTIVATE + 1, "Sword of Deep-Seated", "Battle Ox")     # the cost, then the target
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    use(duel, K.A_SELECT)
    assert names(duel, [pile(duel, A, K.LOC_DECK)[-1]]) == ["Sword of Deep-Seated"]
    duel = three({"hand": ["Sword of Deep-Seated"], "monsters": ["Kojikocy"]})
    use(duel, K.A_ACTIVATE + 0, "Kojikocy")
    assert stats(duel, monsters(duel, A)[0]) == (2000, 1700)


# --- more Spells and Traps -------------------------------------------------------------------------------------------------
def test_r11_dark_piercing_light_flips_the_designated_opponents_face_down_monsters_face_up_defense():
    duel = three({"hand": ["Dark-Piercing Light"]}, {"monsters": [monster("Battle Ox", "set"), "Kojikocy"]},
                 {"monsters": [monster("Uraby", "set")]})
    use(duel, K.A_ACTIVATE + 0, B)
    assert [int(duel.rec["c_pos"][c]) for c in monsters(duel, B)] == [K.POS_FACEUP_DEF, K.POS_FACEUP_ATK]
    assert int(duel.rec["c_pos"][monsters(duel, C)[0]]) == K.POS_FACEDOWN_DEF
    none = three({"hand": ["Dark-Piercing Light"], "monsters": [monster("Uraby", "set")]}, {"monsters": ["Kojikocy"]})
    assert K.A_ACTIVATE + 0 not in none.legal_actions()                    # no opponent with a face-down monster
    only_c = three({"hand": ["Dark-Piercing Light"]}, {"monsters": ["Kojikocy"]}, {"monsters": [monster("Uraby", "set")]})
    act(only_c, K.A_ACTIVATE + 0)
    assert only_c.legal_actions() == [K.A_DESIGNATE + 1]                   # R11 (b): C alone (seat 2 from A)


def test_r11_thousand_knives_needs_a_face_up_dark_magician_and_destroys_a_monster_of_the_designated_opponent():
    duel = three({"hand": ["Thousand Knives"], "monsters": ["Dark Magician"]},
                 {"monsters": [monster("Battle Ox", "set")]}, {"monsters": ["Uraby"]})
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert candidates(duel) == ["Battle Ox"]                               # a Set one too; only B's
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert monsters(duel, B) == [] and field_names(duel, C) == ["Uraby"]
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Thousand Knives"], "monsters": [monster("Dark Magician", "set")]},
                                         {"monsters": ["Uraby"]}).legal_actions()


def test_dimension_distortion_needs_an_empty_graveyard_and_special_summons_a_banished_monster():
    duel = three({"hand": ["Dimension Distortion"], "banished": ["Kojikocy", "Umi"]}, {"banished": ["Battle Ox"]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Kojikocy"]                                # its activator's banished monsters
    choose(duel, "Kojikocy")
    pass_all(duel)
    act(duel, K.A_POSITION + 0)
    assert field_names(duel, A) == ["Kojikocy"]
    full = three({"hand": ["Dimension Distortion"], "banished": ["Kojikocy"], "graveyard": ["Uraby"]})
    assert K.A_ACTIVATE + 0 not in full.legal_actions()


def test_r10_rising_energy_discards_a_card_for_1500_atk_on_a_face_up_monster_until_the_end_of_the_turn():
    duel = three({"spells": ["Rising Energy"], "hand": ["Umi"]}, {"monsters": ["Battle Ox"]})
    use(duel, K.A_ACTIVATE_SET + 0, "Umi", "Battle Ox")       # the cost, then the target
    assert stats(duel, monsters(duel, B)[0]) == (3200, 1000)
    assert sorted(names(duel, grave(duel, A))) == ["Rising Energy", "Umi"]
    assert K.A_ACTIVATE_SET + 0 not in three({"spells": ["Rising Energy"]}, {"monsters": ["Battle Ox"]}).legal_actions()


@pytest.mark.parametrize("card, slot, hit, kept", [
    ("Spell Purification", "set", "Messenger of Peace", "Gravity Bind"),
    ("Malice Dispersion", "hand", "Gravity Bind", "Messenger of Peace"),
])
def test_r10_spell_purification_and_malice_dispersion_discard_to_destroy_every_face_up_continuous_card_of_a_kind(
        card, slot, hit, kept):
    """Every face-up Continuous Spell (Trap) on every field goes, B's and C's; the other kind stays."""
    up = [{"card": hit, "face_up": True}, {"card": kept, "face_up": True}]
    duel = three({"hand": ([card] if slot == "hand" else []) + ["Kojikocy"], "spells": [card] if slot == "set" else []},
                 {"spells": up}, {"spells": up[:1]})
    use(duel, (K.A_ACTIVATE if slot == "hand" else K.A_ACTIVATE_SET) + 0, "Kojikocy")
    assert names(duel, grave(duel, B)) == [hit] and names(duel, grave(duel, C)) == [hit]
    assert "Kojikocy" in names(duel, grave(duel, A))


def test_r11_full_salvo_sends_its_activators_hand_and_burns_the_designated_opponent_200_each():
    duel = three({"spells": ["Full Salvo"], "hand": ["Kojikocy", "Umi", "Uraby"]})
    use(duel, K.A_ACTIVATE_SET + 0, C)
    assert hand(duel, A) == [] and lp(duel) == [8000, 8000, 7400]
    assert not [e for e in duel.events() if e.kind == "discarded"]             # sent, not discarded
    assert K.A_ACTIVATE_SET + 0 not in three({"spells": ["Full Salvo"]}).legal_actions()


def test_r11_spell_shattering_arrow_destroys_the_designated_opponents_face_up_spells_and_burns_500_each():
    duel = three({"hand": ["Spell Shattering Arrow"]},
                 {"spells": [{"card": "Messenger of Peace", "face_up": True}, "Pot of Greed"], "field": "Umi"},
                 {"spells": [{"card": "Messenger of Peace", "face_up": True}]}, banlist=None)
    use(duel, K.A_ACTIVATE + 0, B)
    assert sorted(names(duel, grave(duel, B))) == ["Messenger of Peace", "Umi"] and lp(duel) == [8000, 7000, 8000]
    assert grave(duel, C) == []                                            # the Set Pot of Greed and C's stay


def test_r18_hidden_soldiers_answers_an_opponents_normal_summon_with_a_dark_monster_from_the_hand():
    duel = three({"spells": ["Hidden Soldiers"], "hand": ["Armored Zombie", "Headless Knight", "Dark Magician"]},
                 {"hand": ["Battle Ox"]}, turn_player=B)
    act(duel, K.A_SUMMON + 0)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert candidates(duel) == ["Armored Zombie"]          # DARK, Level 4 or lower: not Headless Knight (EARTH), DM (7)
    choose(duel, "Armored Zombie")
    act(duel, K.A_POSITION + 1)
    assert field_names(duel, A) == ["Armored Zombie"]


def test_r10_ready_for_intercepting_sets_a_face_up_warrior_or_spellcaster_of_any_field():
    duel = three({"spells": ["Ready for Intercepting"], "monsters": ["Leo Wizard"]},
                 {"monsters": ["Kojikocy", "Battle Ox"]})
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == ["Kojikocy", "Leo Wizard"]                  # not Battle Ox (Beast-Warrior)
    choose(duel, "Kojikocy")
    pass_all(duel)
    assert int(duel.rec["c_pos"][monsters(duel, B)[0]]) == K.POS_FACEDOWN_DEF


def test_stray_lambs_summons_2_lamb_tokens_and_no_other_monster_that_turn():
    duel = three({"hand": ["Stray Lambs", "Kojikocy"]})
    use(duel, K.A_ACTIVATE + 0)
    assert field_names(duel, A) == ["Lamb Token", "Lamb Token"]
    assert all(int(duel.rec["c_pos"][c]) == K.POS_FACEUP_DEF for c in monsters(duel, A))
    assert K.A_SUMMON + 0 not in duel.legal_actions()                      # a Set stays allowed
    summoned = three({"hand": ["Kojikocy", "Stray Lambs"]})
    act(summoned, K.A_SUMMON + 0)                                          # a Summon first: no Stray Lambs
    pass_all(summoned)
    assert K.A_ACTIVATE + 0 not in summoned.legal_actions()


def test_ray_of_hope_shuffles_2_light_monsters_of_its_activators_graveyard_into_the_deck():
    duel = three({"spells": ["Ray of Hope"], "graveyard": ["Orion the Battle King", "Key Mace", "Kojikocy"]})
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == ["Key Mace", "Orion the Battle King"]
    choose(duel, "Key Mace")
    choose(duel, "Orion the Battle King")
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Kojikocy", "Ray of Hope"]
    one = three({"spells": ["Ray of Hope"], "graveyard": ["Key Mace", "Kojikocy"]})
    assert K.A_ACTIVATE_SET + 0 not in one.legal_actions()


def test_r10_primal_seed_needs_a_face_up_envoy_on_any_field_and_adds_2_banished_cards():
    duel = three({"hand": ["Primal Seed"], "banished": ["Kojikocy", "Umi", "Uraby"]},
                 {"monsters": ["Black Luster Soldier - Envoy of the Beginning"]}, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Kojikocy")
    choose(duel, "Umi")
    pass_all(duel)
    assert sorted(names(duel, hand(duel, A))) == ["Kojikocy", "Umi"]
    assert K.A_ACTIVATE + 0 not in three({"hand": ["Primal Seed"], "banished": ["Kojikocy", "Umi"]}).legal_actions()


def test_r18_malevolent_catastrophe_answers_an_opponents_attack_by_destroying_every_other_spell_and_trap():
    """B attacks A; A's Malevolent Catastrophe destroys every other Spell/Trap on every field, Set or face-up, Field
    Spells too (R10)."""
    duel = three({"spells": ["Malevolent Catastrophe", "Waboku"], "monsters": ["Uraby"]},
                 {"monsters": ["Battle Ox"], "spells": ["Mirror Force"], "field": "Umi"},
                 {"spells": [{"card": "Messenger of Peace", "face_up": True}]}, turn_player=B, phase="battle")
    act(duel, attack_action(0, 2, 0))
    pass_until(duel, A)
    use(duel, K.A_ACTIVATE_SET + 0)
    assert all(int(c) < 0 for p in (A, B, C) for c in list(duel.rec["szone"][p]) + [duel.rec["fzone"][p]])
    assert {"Malevolent Catastrophe", "Waboku"} <= set(names(duel, grave(duel, A)))
    assert {"Mirror Force", "Umi"} <= set(names(duel, grave(duel, B)))
    assert names(duel, grave(duel, C)) == ["Messenger of Peace"]


def test_dark_factory_of_mass_production_adds_2_normal_monsters_of_its_activators_graveyard():
    duel = three({"hand": ["Dark Factory of Mass Production"],
                  "graveyard": ["Kojikocy", "Uraby", "Pot of Greed", "Dark Magician Girl"]}, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Kojikocy", "Uraby"]                      # not a Normal Spell, not an Effect Monster
    choose(duel, "Kojikocy")
    choose(duel, "Uraby")
    pass_all(duel)
    assert sorted(names(duel, hand(duel, A))) == ["Kojikocy", "Uraby"]
    one = three({"hand": ["Dark Factory of Mass Production"], "graveyard": ["Kojikocy", "Dark Magician Girl"]})
    assert K.A_ACTIVATE + 0 not in one.legal_actions()


@pytest.mark.parametrize("card, fits, too_high", [("Fusion Weapon", "Flame Swordsman", "Gaia the Dragon Champion"),
                                                  ("Ritual Weapon", "Performance of Sword", "Black Luster Soldier")])
def test_r10_fusion_and_ritual_weapon_equip_a_level_6_or_lower_monster_of_their_kind_for_1500_1500(card, fits, too_high):
    duel = three({"hand": [card], "monsters": [too_high, "Kojikocy"]}, {"monsters": [fits]})
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == [fits]                                      # not Level 7+, not a Normal Monster
    choose(duel, fits)
    pass_all(duel)
    mon = monsters(duel, B)[0]
    base = duel.db.table[int(duel.rec["c_card"][mon])]
    assert stats(duel, mon) == (int(base["atk"]) + 1500, int(base["def_"]) + 1500)


def test_r16_gravity_axe_grarl_gains_500_and_no_opponent_of_its_controller_may_change_a_battle_position():
    duel = three({"hand": ["Gravity Axe - Grarl"], "monsters": ["Kojikocy"]},
                 {"monsters": [monster("Battle Ox", "set"), "Uraby"]}, {"monsters": [monster("Great White", "set")]})
    use(duel, K.A_ACTIVATE + 0, "Kojikocy")
    assert stats(duel, monsters(duel, A)[0]) == (2000, 1200)
    for q in (B, C):                                                       # B's Main Phase 1, then C's
        act(duel, K.A_TO_END)
        pass_to_prompt(duel, K.PROMPT_IDLE)
        assert int(duel.rec["turn_player"]) == q
        assert not [a for a in duel.legal_actions() if K.A_FLIP_SUMMON <= a < K.A_ATTACK]
    free = three({"monsters": ["Kojikocy"]}, {"monsters": [monster("Battle Ox", "set"), "Uraby"]})
    act(free, K.A_TO_END)
    pass_to_prompt(free, K.PROMPT_IDLE)
    assert len([a for a in free.legal_actions() if K.A_FLIP_SUMMON <= a < K.A_ATTACK]) == 2    # without it


def test_r11_autonomous_action_unit_pays_1500_to_revive_a_monster_of_the_designated_opponents_graveyard():
    """A pays 1500 and summons C's Battle Ox to A's field in Attack Position, the Unit attached; the Unit leaving
    destroys it."""
    duel = three({"hand": ["Autonomous Action Unit", "Mystical Space Typhoon"]}, {"graveyard": ["Uraby"]},
                 {"graveyard": ["Battle Ox"]})
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    assert candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    ox = monsters(duel, A)[0]
    assert names(duel, [ox]) == ["Battle Ox"] and int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_ATK
    assert lp(duel) == [6500, 8000, 8000]
    use(duel, K.A_ACTIVATE + 0, "Autonomous Action Unit")
    assert monsters(duel, A) == [] and names(duel, grave(duel, C)) == ["Battle Ox"]


def test_r12_robbin_zombie_mills_the_opponent_its_controllers_monster_damaged_by_1():
    """A's Battle Ox attacks C directly: C, the damaged player (R12), sends the top card of the Deck to the GY."""
    duel = three({"spells": [{"card": "Robbin' Zombie", "face_up": True}], "monsters": ["Battle Ox"]},
                 c={"deck": ["Uraby", "Kojikocy", "Umi"]}, phase="battle")
    top = pile(duel, C, K.LOC_DECK)[-1]
    act(duel, attack_action(0, 2, 7))                                      # A's Battle Ox -> C directly
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    use(duel, K.A_SELECT)
    assert lp(duel)[C] == 6300 and grave(duel, C) == [top] and grave(duel, B) == []


def test_mask_of_brutality_gains_1000_loses_1000_def_and_costs_1000_lp_in_each_of_its_controllers_standby_phases():
    duel = three({"hand": ["Mask of Brutality"], "monsters": ["Battle Ox"]})
    use(duel, K.A_ACTIVATE + 0, "Battle Ox")
    ox = monsters(duel, A)[0]
    assert stats(duel, ox) == (2700, 0)                                    # DEF 1000 - 1000
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_UPKEEP)                                  # A's next Standby Phase
    assert duel.current_player == A and int(duel.rec["turn_player"]) == A
    act(duel, K.A_SELECT + 0)
    assert lp(duel)[A] == 7000 and stats(duel, ox) == (2700, 0)


def test_r19_rain_of_mercy_gains_1000_for_its_activator_and_the_designated_opponent():
    duel = three({"hand": ["Rain of Mercy"]})
    use(duel, K.A_ACTIVATE + 0, C)
    assert lp(duel) == [9000, 8000, 9000]


def test_r19_simultaneous_loss_mills_1_of_its_activator_and_of_the_designated_opponent():
    duel = three({"spells": ["Simultaneous Loss"], "deck": ["Kojikocy"] * 3}, {"deck": ["Uraby"] * 3},
                 {"deck": ["Battle Ox"] * 3})
    use(duel, K.A_ACTIVATE_SET + 0, B)
    assert names(duel, grave(duel, A)) == ["Kojikocy", "Simultaneous Loss"] and names(duel, grave(duel, B)) == ["Uraby"]
    assert grave(duel, C) == []
    empty = three({"spells": ["Simultaneous Loss"]}, {"deck": []}, {"deck": []})
    assert K.A_ACTIVATE_SET + 0 not in empty.legal_actions()               # R11 (b): no opponent with a Deck
