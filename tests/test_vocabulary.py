"""General words of the effect vocabulary added for issue 18 item 8's reference cards, each tested on
its own: a pool card is given a definition that uses the word (a card file, docs/effects.md "Your own
card files") and what it did is checked, in 3-player duels. The cards that use the words are tested
in tests/test_reference_cards.py."""
from __future__ import annotations

import pytest

from ygo_royal_env.actions import designate_action
from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.procedure import can_be_normal_summoned
from ygo_royal_env.core.visibility import card_visible

from conftest import (A, B, C, act, asked, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters, name, names, pass_all, pile, player,
                      scenario, write_file)


TEST_CARDS = {1: ("Test Spell", 1, 0)}      # passcode -> (name, kind, subtype) for parse_effects


def with_cards(tmp_path, text: str) -> dict:
    return {"card_files": (str(write_file(tmp_path, text, "words.toml")),), "banlist": None}


def banished(duel, p: int) -> list[int]:
    n = int(duel.rec["pile_n"][p, K.LOC_BANISHED])
    return [int(x) for x in duel.rec["pile"][p, K.LOC_BANISHED, :n]]


# --- condition "trap activated" ----------------------------------------------------------------------
TRAP_JAMMER = """[[card]]
id = 77414722
name = "Magic Jammer"
[[card.effect]]
activation = "trap"
condition = "trap activated"
target = "event card"
ops = [{ op = "negate_activation", destroy = true }]
"""


def test_condition_trap_activated_answers_a_trap_card_activation_not_a_spell(tmp_path):
    """Magic Jammer redefined with condition "trap activated": it may answer C's Jar of Greed (a Trap)
    and negates it (no draw, the Trap destroyed); it is not offered against a Spell (Pot of Greed)."""
    duel = scenario([player(spells=["Magic Jammer"]), player(), player(spells=["Jar of Greed"])], turn_player=C,
                    auto_answer=False, **with_cards(tmp_path, TRAP_JAMMER))
    act(duel, K.A_ACTIVATE_SET + 0)                                   # C's Jar of Greed
    while duel.current_player != A:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert names(duel, grave(duel, C)) == ["Jar of Greed"] and names(duel, grave(duel, A)) == ["Magic Jammer"]
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Jar of Greed"]
    assert int(duel.rec["pile_n"][C, K.LOC_HAND]) == 0                # no draw
    duel = scenario([player(spells=["Magic Jammer"]), player(), player(hand=["Pot of Greed"])], turn_player=C,
                    auto_answer=False, **with_cards(tmp_path, TRAP_JAMMER))
    act(duel, K.A_ACTIVATE + 0)
    while duel.current_player != A:
        act(duel, K.A_PASS)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- target pick "up to" ------------------------------------------------------------------------------
UP_TO_TYPHOON = """[[card]]
id = 5318639
name = "Mystical Space Typhoon"
[[card.effect]]
activation = "spell"
target = { from = "spells_traps", whose = "every player", count = 2, pick = "up to" }
ops = [{ op = "destroy_target" }]
"""


@pytest.mark.parametrize("second", ["Jar of Greed", None])
def test_target_pick_up_to_makes_the_second_target_optional(tmp_path, second):
    """Mystical Space Typhoon redefined to target up to 2 Spells/Traps: the second target prompt may be
    declined (A_PASS), and the first target alone is destroyed; taken, both are."""
    duel = scenario([player(hand=["Mystical Space Typhoon"]), player(spells=["Waboku"]),
                     player(spells=["Jar of Greed"])], auto_answer=False, **with_cards(tmp_path, UP_TO_TYPHOON))
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Waboku")
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and K.A_PASS in duel.legal_actions()
    act(duel, K.A_PASS) if second is None else choose(duel, second)
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Waboku"]
    assert names(duel, grave(duel, C)) == ([] if second is None else ["Jar of Greed"])


def test_target_pick_up_to_needs_one_target_and_asks_no_second_when_none_is_left(tmp_path):
    duel = scenario([player(hand=["Mystical Space Typhoon"]), player(spells=["Waboku"]), player()],
                    auto_answer=False, **with_cards(tmp_path, UP_TO_TYPHOON))
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Waboku")
    assert duel.rec["pr_kind"] == K.PROMPT_PASS                       # activated: no second prompt
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Waboku"]


def test_target_pick_up_to_is_refused_without_a_count_of_2():
    with pytest.raises(EffectDataError, match="target pick is 'choose' .* or 'up to' \\(with a count of 2"):
        parse_effects('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
                      'target = { from = "spells_traps", whose = "every player", pick = "up to" }\n'
                      'ops = [{ op = "destroy_target" }]\n', TEST_CARDS.get)


# --- trigger "destroyed in battle, after damage calculation" ----------------------------------------
KILLED_LADY = """[[card]]
id = 7572887
name = "D.D. Warrior Lady"
[[card.effect]]
activation = "trigger"
trigger = "destroyed in battle, after damage calculation"
ops = [{ op = "banish_battled" }]
"""


@pytest.mark.parametrize("attacker, killed", [("Vorse Raider", True), ("Mystical Elf", False)])
def test_trigger_destroyed_in_battle_after_damage_calculation_waits_for_the_destruction(tmp_path, attacker, killed):
    """D.D. Warrior Lady redefined with this trigger (mandatory): destroyed by B's Vorse Raider, it is
    chained in the Damage Step and banishes both monsters (neither reaches the GY); attacked by a weaker
    monster that it survives, no trigger."""
    duel = scenario([player(monsters=["D.D. Warrior Lady"]), player(monsters=[attacker]), player()],
                    turn_player=B, phase="battle", **with_cards(tmp_path, KILLED_LADY))
    act(duel, attack_action(0, 2, 0))                                 # B's zone 0 -> A (2 seats on from B), zone 0
    fired = [name(duel, e.b) for e in events(duel, kind="activate")]
    if killed:
        assert fired == ["D.D. Warrior Lady"] and monsters(duel, A) == [] and monsters(duel, B) == []
        assert names(duel, banished(duel, A)) == ["D.D. Warrior Lady"] and names(duel, banished(duel, B)) == [attacker]
        assert grave(duel, A) == [] and grave(duel, B) == []
    else:
        assert fired == [] and names(duel, monsters(duel, A)) == ["D.D. Warrior Lady"]


# --- filter normal_summonable ------------------------------------------------------------------------
def test_can_be_normal_summoned_leaves_out_fusion_ritual_token_and_procedure_only_monsters(db):
    def row(card):
        return db.index_of_name(card)
    for card in ("Battle Ox", "Mystical Elf", "Guardian Kay'est", "Cyber Dragon", "Tsukuyomi"):
        assert can_be_normal_summoned(db.table, row(card)), card
    for card in ("Cyber Blader", "Magician of Black Chaos", "Sheep Token", "Black Luster Soldier - Envoy of the Beginning",
                 "Gigantes", "Lava Golem", "Pot of Greed"):
        assert not can_be_normal_summoned(db.table, row(card)), card


SUMMONABLE_HEART = """[[card]]
id = 4031928
name = "Change of Heart"
[[card.effect]]
activation = "spell"
opponent = "OPP-CHAIN"
target = { from = "monsters", whose = "opponent", filter = { normal_summonable = true } }
ops = [{ op = "take_control" }]
"""


def test_filter_normal_summonable_selects_only_monsters_that_could_be_normal_summoned(tmp_path):
    """Change of Heart redefined to target a monster that can be Normal Summoned or Set: B's Battle Ox is
    a candidate, B's Gigantes (only by its procedure) and Cyber Blader (a Fusion Monster) are not."""
    duel = scenario([player(hand=["Change of Heart"]), player(monsters=["Battle Ox", "Gigantes", "Cyber Blader"]),
                     player()], auto_answer=False, **with_cards(tmp_path, SUMMONABLE_HEART))
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert candidates(duel) == ["Battle Ox"]
    with pytest.raises(EffectDataError, match="normal_summonable .* must be true or false"):
        parse_effects('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
                      'target = { from = "monsters", whose = "every player", filter = { normal_summonable = "yes" } }\n'
                      'ops = [{ op = "destroy_target" }]\n', TEST_CARDS.get)


# --- triggers "sent from hand to graveyard" and "destroyed and sent to the graveyard" --------------------
def sangan_on(trigger: str) -> str:
    return f"""[[card]]
id = 26202165
name = "Sangan"
[[card.effect]]
activation = "trigger"
trigger = "{trigger}"
ops = [{{ op = "to_hand", from = "deck", filter = {{ kind = "monster", atk_max = 1500 }} }}]
"""


def test_trigger_sent_from_hand_to_graveyard_answers_a_discard(tmp_path):
    """Sangan redefined to search when sent from the hand to the GY: discarded as Lightning Vortex's cost,
    it searches its controller's Deck; sent from the field (Tributed) it does not."""
    duel = scenario([player(hand=["Lightning Vortex", "Sangan"], deck=["Mystical Elf", "Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player()],
                    **with_cards(tmp_path, sangan_on("sent from hand to graveyard")))
    act(duel, K.A_ACTIVATE + 0)
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["Lightning Vortex", "Sangan"]
    assert names(duel, hand(duel, A)) == ["Mystical Elf"] and names(duel, grave(duel, B)) == ["Luster Dragon"]
    duel = scenario([player(hand=["Summoned Skull"], monsters=["Sangan"], deck=["Mystical Elf"]), player(), player()],
                    **with_cards(tmp_path, sangan_on("sent from hand to graveyard")))
    act(duel, K.A_SUMMON + 0)
    assert events(duel, kind="activate") == [] and names(duel, hand(duel, A)) == []


def test_trigger_destroyed_and_sent_to_the_graveyard_needs_a_destruction(tmp_path):
    """Sangan redefined to search when destroyed and sent to the GY: destroyed by Dark Hole it searches;
    Tributed for a Tribute Summon (sent, not destroyed) it does not."""
    duel = scenario([player(hand=["Dark Hole"], monsters=["Sangan"], deck=["Mystical Elf"]), player(), player()],
                    **with_cards(tmp_path, sangan_on("destroyed and sent to the graveyard")))
    act(duel, K.A_ACTIVATE + 0)
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["Dark Hole", "Sangan"]
    assert names(duel, hand(duel, A)) == ["Mystical Elf"]
    duel = scenario([player(hand=["Summoned Skull"], monsters=["Sangan"], deck=["Mystical Elf"]), player(), player()],
                    **with_cards(tmp_path, sangan_on("destroyed and sent to the graveyard")))
    act(duel, K.A_SUMMON + 0)
    assert events(duel, kind="activate") == [] and names(duel, hand(duel, A)) == []


# --- op look_at_hand, discard by the opponent -----------------------------------------------------------
LOOKING_GREED = """[[card]]
id = 55144522
name = "Pot of Greed"
[[card.effect]]
activation = "spell"
opponent = "OPP-CHAIN"
ops = [{ op = "look_at_hand", then = "discard" }, { op = "discard", who = "opponent" }]
"""


def test_look_at_hand_shows_the_designated_opponents_hand_to_the_activator_alone(tmp_path):
    """Pot of Greed redefined: look at the designated opponent's hand and discard a card of it, then that
    opponent discards a card of their choice. While A picks, B's cards are visible to A (one candidate per
    name) and not to C; the looks are logged for A alone; then B picks its own discard."""
    duel = scenario([player(hand=["Pot of Greed"]), player(hand=["Battle Ox", "Battle Ox", "Mystical Elf", "Sangan"]),
                     player(hand=["Luster Dragon"])], auto_answer=False, **with_cards(tmp_path, LOOKING_GREED))
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Battle Ox", "Mystical Elf", "Sangan"]
    seen = [c for c in hand(duel, B) if card_visible(duel.rec, duel.db.table, c, A)]
    assert len(seen) == 3 and not any(card_visible(duel.rec, duel.db.table, c, C) for c in hand(duel, B))
    looks = events(duel, kind="revealed")
    assert len(looks) == 4 and all(e.a == A and e.c == 2 for e in looks)
    choose(duel, "Sangan")
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.current_player == B
    choose(duel, "Mystical Elf")
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Mystical Elf", "Sangan"] and names(duel, hand(duel, B)) == ["Battle Ox"] * 2
    duel = scenario([player(hand=["Pot of Greed"]), player(), player(hand=["Luster Dragon"])], auto_answer=False,
                    **with_cards(tmp_path, LOOKING_GREED))
    act(duel, K.A_ACTIVATE + 0)
    assert list(duel.legal_actions()) == [designate_action(duel, C)]    # R11 (b): only C holds a card


# --- trigger "flip summoned", set_target without a target ---------------------------------------------------
FLIP_SUMMONED_HANE = """[[card]]
id = 7089711
name = "Hane-Hane"
[[card.effect]]
activation = "trigger"
trigger = "flip summoned"
target = { from = "monsters", whose = "every player" }
ops = [{ op = "target_to_hand" }]
"""


def test_trigger_flip_summoned_answers_a_flip_summon_not_a_flip_by_an_attack(tmp_path):
    """Hane-Hane redefined to bounce a monster only when Flip Summoned: A's Flip Summon triggers it (C's
    Luster Dragon back to C's hand); flipped by B's attack, nothing."""
    duel = scenario([player(monsters=[monster("Hane-Hane", "set")]), player(), player(monsters=["Luster Dragon"])],
                    **with_cards(tmp_path, FLIP_SUMMONED_HANE))
    act(duel, K.A_FLIP_SUMMON + 0)
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["Hane-Hane"]
    assert names(duel, hand(duel, C)) == ["Luster Dragon"]
    duel = scenario([player(monsters=[monster("Hane-Hane", "set")]), player(monsters=["Vorse Raider"]),
                     player(monsters=["Luster Dragon"])], turn_player=B, phase="battle",
                    **with_cards(tmp_path, FLIP_SUMMONED_HANE))
    act(duel, attack_action(0, 2, 0))
    assert events(duel, kind="activate") == [] and names(duel, monsters(duel, C)) == ["Luster Dragon"]


def test_set_target_without_a_target_is_a_monsters_own_and_refused_for_a_spell():
    with pytest.raises(EffectDataError, match="set_target\\) needs a target \\(without one, a monster acts on itself\\)"):
        parse_effects('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
                      'ops = [{ op = "set_target" }]\n', TEST_CARDS.get)


# --- special_summon from = "extra"; discard_attribute -------------------------------------------------------
EXTRA_GREED = """[[card]]
id = 55144522
name = "Pot of Greed"
[[card.effect]]
activation = "spell"
ops = [{ op = "special_summon", from = "extra", filter = { subtype = "fusion" }, position = "attack" }]
"""


def test_special_summon_from_the_extra_deck_is_no_fusion_summon(tmp_path):
    """Pot of Greed redefined to Special Summon a Fusion Monster from the Extra Deck: Cyber Blader comes out
    in Attack Position without its materials; not Fusion Summoned, it is not properly summoned, so once
    destroyed Monster Reborn cannot bring it back (B10)."""
    a = player(hand=["Pot of Greed", "Dark Hole", "Monster Reborn"])
    a["extra"] = ["Cyber Blader"]
    duel = scenario([a, player(), player()], **with_cards(tmp_path, EXTRA_GREED))
    act(duel, K.A_ACTIVATE + 0)
    [blader] = monsters(duel, A)
    assert name(duel, blader) == "Cyber Blader" and int(duel.rec["c_pos"][blader]) == K.POS_FACEUP_ATK
    assert int(duel.rec["c_proper"][blader]) == 0
    act(duel, K.A_ACTIVATE + 0)                                       # Dark Hole
    assert "Cyber Blader" in names(duel, grave(duel, A)) and monsters(duel, A) == []
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()               # Monster Reborn: nothing it may revive


def test_discard_attribute_takes_only_monsters_of_that_attribute_and_needs_a_monster_discard_kind():
    """Abyss Soldier's cost: a WATER monster of the hand (not the FIRE one, nor a Spell)."""
    duel = scenario([player(hand=["Mother Grizzly", "Hinotama", "UFO Turtle"], monsters=["Abyss Soldier"]),
                     player(monsters=["Luster Dragon"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)                               # the cost first, then the target
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and candidates(duel) == ["Mother Grizzly"]
    duel = scenario([player(hand=["UFO Turtle"], monsters=["Abyss Soldier"]), player(monsters=["Luster Dragon"])])
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()
    with pytest.raises(EffectDataError, match="discard_attribute .* needs discard_kind 'monster'"):
        parse_effects('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\ndiscard_cost = 1\n'
                      'discard_attribute = "WATER"\nops = [{ op = "draw" }]\n', TEST_CARDS.get)


# --- op swap_original_stats, static "negate spells", upkeep "each standby phase, mandatory" ---------------
SWAPPING_GREED = """[[card]]
id = 55144522
name = "Pot of Greed"
[[card.effect]]
activation = "spell"
ops = [{ op = "swap_original_stats" }]
"""


def test_swap_original_stats_switches_every_face_up_monsters_original_atk_and_def_for_the_turn(tmp_path):
    """Pot of Greed redefined to switch original ATK and DEF: A's Battle Ox (1700/1000) and C's Mystical Elf
    (800/2000) switch; B's Set monster does not; a change (Rush Recklessly +700) applies on the switched
    value; a second switch switches back; the turn's end restores them."""
    from ygo_royal_env.core.atk_def import cur_atk, cur_def
    duel = scenario([player(hand=["Pot of Greed", "Rush Recklessly", "Pot of Greed"], monsters=["Battle Ox"]),
                     player(monsters=[monster("Luster Dragon", "set")]), player(monsters=["Mystical Elf"])],
                    auto_answer=False, **with_cards(tmp_path, SWAPPING_GREED))
    ox, dragon, elf = monsters(duel, A)[0], monsters(duel, B)[0], monsters(duel, C)[0]

    def stats(c):
        return cur_atk(duel.rec, duel.db.table, c), cur_def(duel.rec, duel.db.table, c)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert stats(ox) == (1000, 1700) and stats(elf) == (2000, 800) and stats(dragon) == (1900, 1600)
    act(duel, K.A_ACTIVATE + 0)                                       # Rush Recklessly on the Ox
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert stats(ox) == (1700, 1700)
    act(duel, K.A_ACTIVATE + 0)                                       # the second switch
    pass_all(duel)
    assert stats(ox) == (2400, 1000) and stats(elf) == (800, 2000)
    end_turn(duel)
    assert stats(ox) == (1700, 1000)


NEGATING_DECREE = """[[card]]
id = 51452091
name = "Royal Decree"
[[card.effect]]
activation = "trap"
ops = []
[[card.static]]
kind = "negate spells"
"""


def test_static_negate_spells_negates_spell_effects_on_the_field_not_traps(tmp_path):
    """Royal Decree redefined to negate Spell effects: B's Legendary Sword gives +300 until A activates it in
    answer to B's Pot of Greed; then the Pot resolves doing nothing (a 'negated' event, no draw) and the
    Sword's +300 is gone; A's Jar of Greed (a Trap) still draws."""
    from ygo_royal_env.core.atk_def import cur_atk
    duel = scenario([player(spells=["Royal Decree", "Jar of Greed"]),
                     player(hand=["Pot of Greed", "Legendary Sword"], monsters=["Celtic Guardian"]), player()],
                    turn_player=B, auto_answer=False, **with_cards(tmp_path, NEGATING_DECREE))
    guardian = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 1)                                       # Legendary Sword on the Guardian
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    assert cur_atk(duel.rec, duel.db.table, guardian) == 1700
    act(duel, K.A_ACTIVATE + 0)                                       # B's Pot of Greed
    while duel.current_player != A:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)                                   # Royal Decree in answer
    pass_all(duel)
    assert hand(duel, B) == [] and [name(duel, e.a) for e in events(duel, kind="negated")] == ["Pot of Greed"]
    assert cur_atk(duel.rec, duel.db.table, guardian) == 1400        # the Sword's effect negated
    act(duel, K.A_TO_BATTLE)
    while duel.current_player != A:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 1)                                   # A's Jar of Greed
    pass_all(duel)
    assert len(hand(duel, A)) == 1


MANDATORY_MESSENGER = """[[card]]
id = 44656491
name = "Messenger of Peace"
upkeep_lp = 100
upkeep = "each standby phase, mandatory"
[[card.effect]]
activation = "spell"
ops = []
"""


@pytest.mark.parametrize("lp_a", [8000, 100])
def test_upkeep_each_standby_phase_mandatory_is_paid_in_every_players_standby_phase(tmp_path, lp_a):
    """Messenger of Peace redefined with a mandatory upkeep in every Standby Phase: A pays 100 without a
    prompt in B's Standby Phase; at 100 LP A cannot pay and it is destroyed."""
    duel = scenario([player(lp=lp_a, spells=[{"card": "Messenger of Peace", "face_up": True}]), player(), player()],
                    auto_answer=False, **with_cards(tmp_path, MANDATORY_MESSENGER))
    end_turn(duel)
    for _ in range(10):
        if int(duel.rec["phase"]) >= K.PHASE_MAIN1:
            break
        act(duel, K.A_PASS)
    assert int(duel.rec["turn_player"]) == B and asked(duel, prompt_kind=K.PROMPT_UPKEEP) == []
    if lp_a == 8000:
        assert int(duel.rec["lp"][A]) == 7900 and names(duel, grave(duel, A)) == []
    else:
        assert int(duel.rec["lp"][A]) == 100 and names(duel, grave(duel, A)) == ["Messenger of Peace"]


# --- trigger "attacked face-down, after damage calculation" (OPP-LINK: the attacking player) ------------------
FACE_DOWN_TOMATO = """[[card]]
id = 83011277
name = "Mystic Tomato"
[[card.effect]]
activation = "trigger"
trigger = "attacked face-down, after damage calculation"
opponent = "OPP-LINK"
ops = [{ op = "damage", amount = 300, who = "opponent" }]
"""


@pytest.mark.parametrize("position, burned", [("set", True), ("def", False)])
def test_trigger_attacked_face_down_after_damage_calculation_names_the_attacking_player(tmp_path, position, burned):
    """Mystic Tomato redefined: attacked by C's Mystical Elf (800) while Set in Defense Position (DEF 1100: C
    takes 300 battle damage), after damage calculation it burns C, the attacking player (R12), 300 more, not
    B; attacked face-up, only the battle damage."""
    duel = scenario([player(monsters=[monster("Mystic Tomato", position)]), player(),
                     player(monsters=["Mystical Elf"])], turn_player=C, phase="battle",
                    **with_cards(tmp_path, FACE_DOWN_TOMATO))
    act(duel, attack_action(0, 1, 0))                                 # C's Elf -> A (1 seat on from C), zone 0
    assert [int(x) for x in duel.rec["lp"][:3]] == ([8000, 8000, 7400] if burned else [8000, 8000, 7700])
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == (["Mystic Tomato"] if burned else [])


# --- to_deck place = "bottom" -------------------------------------------------------------------------
BOTTOM_RELOAD = """[[card]]
id = 22589918
name = "Reload"
[[card.effect]]
activation = "spell"
ops = [{ op = "to_deck", from = "hand" }, { op = "draw", if_done = true }]
"""


def test_to_deck_place_bottom_puts_the_card_under_the_deck_unshuffled(tmp_path):
    """Reload redefined to put 1 card of A's hand at the bottom of A's Deck, then draw 1: the chosen
    Luster Dragon lies under the Deck, the other cards keep their order, and the draw takes the top
    card; B's and C's Decks are untouched."""
    deck = ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    text = BOTTOM_RELOAD.replace('from = "hand" }', 'from = "hand", place = "bottom" }')
    duel = scenario([player(hand=["Reload", "Luster Dragon", "Sangan"], deck=deck), player(deck=deck), player(deck=deck)],
                    auto_answer=False, **with_cards(tmp_path, text))
    order = [name(duel, c) for c in pile(duel, A, K.LOC_DECK)]             # bottom first, top last
    others = [[name(duel, c) for c in pile(duel, q, K.LOC_DECK)] for q in (B, C)]
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert [name(duel, c) for c in pile(duel, A, K.LOC_DECK)] == ["Luster Dragon"] + order[:-1]
    assert names(duel, hand(duel, A)) == sorted(["Sangan", order[-1]])          # the top card drawn
    assert [e.c for e in events(duel, kind="returned to deck")] == [2]           # the place: bottom
    assert [[name(duel, c) for c in pile(duel, q, K.LOC_DECK)] for q in (B, C)] == others
