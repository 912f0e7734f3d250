"""RULES.md Appendix A cards (issue 3), each in a 3+ player duel: Icarus Attack (two targets on
one chain link: R10 example 4, T-R10b, T-R26a), Nightmare Wheel (a monster pinned by a lasting
Trap, its controller's Standby Phase damage to the designated opponent, R12; T-R31c),
Twin-Headed Behemoth (T-R33b), D.D. Scout Plane (R31 example 1), Vampire Lord's revival (T-R14)."""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env.cards.constants import KIND_TRAP, MOD_DESTROYED_BY_EFFECT, MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF
from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.core import constants as K
from ygo_royal_env.envs.observation import (L_TARGET2_PLAYER, L_TARGET2_SZONE, L_TARGET_PLAYER, L_TARGET_SZONE,
                                            L_TARGET_ZONE, LINK_SIZE, O_CHAIN, OBS_SIZE, encode_observation)

from ygo_royal_env.scenario import deal_damage

from conftest import (A, B, C, D, E, act, asked, candidates, choose, designate, end_turn, events, grave, monster,
                      modifier_rows, monsters, name, names, pass_all, player, scenario, settle)

CARDS = {1: ("Test Spell", 1, 0), 2: ("Test Trap", 2, 0), 3: ("Test Monster", 0, 1), 4: ("Test Continuous Trap", 2, 10)}


def spells_of(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


# --- Icarus Attack: R10 example 4, R26 ------------------------------------------------------------
def test_r10b_icarus_attack_tributes_a_winged_beast_then_targets_two_cards_of_two_players():
    """T-R10b: A has Icarus Attack Set and a Winged Beast; B and C each control a Set Spell/Trap.
    The Tribute is paid first (the Winged Beast is no target then); B's card and C's card are
    the 2 targets, both on the link, and both are destroyed."""
    duel = scenario([player(monsters=["Garuda the Wind Spirit", "Battle Ox"], spells=["Icarus Attack"]),
                     player(spells=["Trap Hole"]), player(spells=["Negate Attack"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Garuda the Wind Spirit"]
    choose(duel, "Garuda the Wind Spirit")
    assert name(duel, grave(duel, A)[-1]) == "Garuda the Wind Spirit"
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    assert candidates(duel) == ["Battle Ox", "Negate Attack", "Trap Hole"]      # R10: every player's field
    choose(duel, "Trap Hole")
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and duel.current_player == A
    assert candidates(duel) == ["Battle Ox", "Negate Attack"]                  # a second, different card
    choose(duel, "Negate Attack")
    r = duel.rec
    assert r["ch_n"] == 1 and name(duel, r["ch_target"][0]) == "Trap Hole" and name(duel, r["ch_target2"][0]) == "Negate Attack"
    assert len(events(duel, kind="target")) == 2
    obs = encode_observation(duel.rec, duel.db.table, C, np.zeros(OBS_SIZE, np.float32))
    link = obs[O_CHAIN:O_CHAIN + LINK_SIZE]                                  # C's view: B is 2 seats on
    assert link[L_TARGET_PLAYER + 2] == 1.0 and link[L_TARGET_SZONE + 0] == 1.0
    assert link[L_TARGET2_PLAYER + 0] == 1.0 and link[L_TARGET2_SZONE + 0] == 1.0
    assert not link[L_TARGET_ZONE:L_TARGET_ZONE + K.N_MZONES].any()
    pass_all(duel)
    assert spells_of(duel, B) == [] and spells_of(duel, C) == []
    assert name(duel, grave(duel, B)[-1]) == "Trap Hole" and name(duel, grave(duel, C)[-1]) == "Negate Attack"
    assert names(duel, monsters(duel, A)) == ["Battle Ox"] and name(duel, grave(duel, A)[-1]) == "Icarus Attack"


def test_icarus_attack_needs_a_winged_beast_and_two_other_cards():
    """No Winged Beast: no activation. A Winged Beast and only one other card on the field: the
    Tribute would leave one target, so no activation either."""
    no_bird = scenario([player(monsters=["Battle Ox"], spells=["Icarus Attack"]),
                        player(spells=["Trap Hole"]), player(spells=["Negate Attack"])], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in no_bird.legal_actions()
    one_card = scenario([player(monsters=["Garuda the Wind Spirit"], spells=["Icarus Attack"]),
                         player(spells=["Trap Hole"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in one_card.legal_actions()
    two = scenario([player(monsters=["Garuda the Wind Spirit"], spells=["Icarus Attack"]),
                    player(spells=["Trap Hole"]), player(monsters=["Battle Ox"])], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 in two.legal_actions()


def test_r26a_icarus_attack_asks_both_targets_controllers_first_then_the_others_then_a():
    """T-R26a (and T-R27): A-E; A's Icarus Attack targets one card of B and one of D: the asked
    order is [B, D, C, E], then A's final decision; B and D are asked once each."""
    duel = scenario([player(monsters=["Garuda the Wind Spirit"], spells=["Icarus Attack"]),
                     player(spells=["Trap Hole"]), player(), player(monsters=["Battle Ox"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Garuda the Wind Spirit")
    choose(duel, "Battle Ox")                         # D's, chosen first: the order is by seat, not by pick
    since = len(duel.events())
    choose(duel, "Trap Hole")
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS)[:5] == [B, D, C, E, A]
    assert monsters(duel, D) == [] and spells_of(duel, B) == []


def test_icarus_attack_a_target_that_left_is_not_destroyed_the_other_is():
    """B16: at resolution each target must still be there: B chains Mystical Space Typhoon on C's
    targeted Trap Hole, so Icarus Attack destroys only its other target, B's Negate Attack."""
    duel = scenario([player(monsters=["Garuda the Wind Spirit"], spells=["Icarus Attack"]),
                     player(spells=["Mystical Space Typhoon", "Negate Attack"]), player(spells=["Trap Hole"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Garuda the Wind Spirit")
    choose(duel, "Negate Attack")
    choose(duel, "Trap Hole")
    assert duel.current_player == B
    act(duel, K.A_ACTIVATE_SET + 0)                   # B's Set Mystical Space Typhoon on C's Trap Hole
    choose(duel, "Trap Hole")
    pass_all(duel)
    assert name(duel, grave(duel, C)[-1]) == "Trap Hole"
    assert names(duel, grave(duel, B)) == ["Mystical Space Typhoon", "Negate Attack"]
    assert len(events(duel, kind="destroyed")) == 2                 # Trap Hole once (by B), Negate Attack


@pytest.mark.parametrize("text, message", [
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ntarget = { from = "field", '
     'whose = "every player", count = 3 }\nops = [{op="destroy_target"}]\n', "target count .* must be an integer 1..2"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'target = { from = "hand" }\nops = [{op="draw"}]\n', "a target is a card on the field, in a graveyard or banished"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ntarget = { from = "monsters", '
     'count = 2 }\nops = [{op="set_target"}]\n', "set_target\\) acts on one target"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ntribute_race = "Bird"\n'
     'ops = [{op="draw"}]\n', "card 2 \\(Test Trap\\): effect 1: tribute_race must be one of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\ntribute_cost = true\n'
     'tribute_race = "Dragon"\nops = [{op="draw"}]\n', "tribute_race .* and tribute_cost .* exclude each other"),
    ('[[card]]\nid = 4\nname = "Test Continuous Trap"\n[[card.effect]]\nactivation = "trap"\nops = []\n'
     '[[card.static]]\nkind = "attached monster cannot attack or change position"\nmin_atk = 5\n',
     "static 1: attached monster cannot attack or change position takes \\[\\], not \\['min_atk'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\nops = [{op="draw"}]\n'
     '[[card.static]]\nkind = "attached monster cannot attack or change position"\n',
     "is a lasting Spell/Trap's static effect"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nops = [{op="special_summon_self"}]\n',
     "card 2 \\(Test Trap\\): trap_monster: a Trap with special_summon_self needs its monster stats"),
    ('[[card]]\nid = 2\nname = "Test Trap"\ntrap_monster = { race = "Reptile", attribute = "EARTH", level = 4, atk = 1600 }\n'
     '[[card.effect]]\nactivation = "trap"\nops = [{op="special_summon_self"}]\n', "trap_monster: a table with"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "flipped"\n'
     'once_per_turn = true\nonce_per_duel = true\nops = [{op="draw"}]\n', "once_per_duel .* not with once_per_turn"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "flipped"\n'
     'target = { from = "monsters" }\nops = [{op="redirect_attack"}]\n', "redirect_attack\\) needs trigger"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="summon_from_hand", max_level=4, after_tribute=true}]\n', "follows a send_to_graveyard with tribute"),
])
def test_malformed_appendix_definitions_name_the_card_and_field(text, message):
    with pytest.raises(EffectDataError, match=message):
        parse_effects(text, CARDS.get)


@pytest.mark.parametrize("others", [["Trap Hole"], ["Trap Hole", "Battle Ox"]])
def test_r10_icarus_attack_needs_two_targets_after_its_tribute_takes_attached_cards_along(others):
    """R10 (Icarus Attack): the Tribute is paid before targeting, and a Nightmare Wheel attached
    to the Tributed Winged Beast leaves with it. With only C's Trap Hole left besides them,
    A cannot activate Icarus Attack; with C's Battle Ox too it can, and the Wheel is no target."""
    c = player(spells=["Trap Hole"], monsters=["Battle Ox"] if "Battle Ox" in others else [])
    duel = scenario([player(monsters=["Garuda the Wind Spirit"], spells=["Icarus Attack"]),
                     player(spells=["Nightmare Wheel"]), c], turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, A)
    choose(duel, "Garuda the Wind Spirit")
    pass_all(duel)
    end_turn(duel)                                                           # B's turn, then C's
    end_turn(duel)
    while duel.rec["phase"] != K.PHASE_MAIN1:
        act(duel, K.A_PASS if duel.rec["pr_kind"] == K.PROMPT_PASS else K.A_SELECT)
    assert duel.rec["turn_player"] == A
    can = len(others) == 2
    assert (K.A_ACTIVATE_SET + 0 in duel.legal_actions()) is can
    if can:
        act(duel, K.A_ACTIVATE_SET + 0)
        choose(duel, "Garuda the Wind Spirit")
        assert candidates(duel) == ["Battle Ox", "Trap Hole"]


# --- Nightmare Wheel: T-R31c, R12 -------------------------------------------------------------------
def wheel_position(**extra):
    return scenario([player(spells=["Nightmare Wheel"]),
                     player(monsters=["Battle Ox", monster("Mystical Elf", "set")]),
                     player(monsters=["Luster Dragon"])], auto_answer=False, **extra)


def activate_wheel(duel, q: int, target: str) -> None:
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    designate(duel, q)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    choose(duel, target)
    pass_all(duel)


def test_nightmare_wheel_pins_the_designated_opponents_monster_and_damages_them_in_its_controllers_standby():
    """R11 (b): the target is a monster of the designated opponent (B). The monster cannot attack
    or change its battle position; each Standby Phase of the Wheel's controller (A), B takes 500
    (R12: the same opponent); in B's and C's Standby Phases nothing happens."""
    duel = wheel_position()
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    assert candidates(duel) == ["Battle Ox", "Mystical Elf"]                   # B's only (R11 (b))
    choose(duel, "Battle Ox")
    pass_all(duel)
    wheel = spells_of(duel, A)[0]
    ox = next(m for m in monsters(duel, B) if name(duel, m) == "Battle Ox")
    assert int(duel.rec["c_attached"][wheel]) % K.MAX_CARDS == ox
    end_turn(duel)                                                           # A's turn ends; B's turn
    assert duel.rec["turn_player"] == B
    lp = [int(x) for x in duel.rec["lp"][:3]]
    while duel.rec["phase"] != K.PHASE_MAIN1:
        act(duel, K.A_PASS if duel.rec["pr_kind"] == K.PROMPT_PASS else K.A_SELECT)
    assert [int(x) for x in duel.rec["lp"][:3]] == lp                         # B's Standby Phase: nothing
    zone = int(duel.rec["c_seq"][ox])
    legal = duel.legal_actions()
    assert K.A_CHANGE_POS + zone not in legal
    act(duel, K.A_TO_BATTLE)
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE
    assert not [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT
                and (a - K.A_ATTACK) // ((K.MAX_PLAYERS - 1) * (K.N_MZONES + 1)) == zone]
    end_turn(duel)                                                           # B's turn; C's turn
    end_turn(duel)                                                           # C's turn; A's turn
    assert duel.rec["turn_player"] == A
    while duel.rec["phase"] != K.PHASE_MAIN1:
        act(duel, K.A_PASS if duel.rec["pr_kind"] == K.PROMPT_PASS else K.A_SELECT)
    assert [int(x) for x in duel.rec["lp"][:3]] == [lp[0], lp[1] - 500, lp[2]]


def test_nightmare_wheel_is_destroyed_when_its_monster_leaves_the_field():
    """'When it leaves the field, destroy this card': A's Dark Hole destroys B's pinned monster,
    and the Wheel is destroyed too (once), to A's GY."""
    duel = scenario([player(spells=["Nightmare Wheel"], hand=["Dark Hole"]),
                     player(monsters=["Battle Ox"]), player()], auto_answer=False, banlist=None)
    activate_wheel(duel, B, "Battle Ox")
    assert name(duel, spells_of(duel, A)[0]) == "Nightmare Wheel"
    act(duel, K.A_ACTIVATE + 0)                                              # Dark Hole
    pass_all(duel)
    assert monsters(duel, B) == [] and spells_of(duel, A) == []
    assert names(duel, grave(duel, A)) == ["Dark Hole", "Nightmare Wheel"]
    destroyed = [name(duel, e.a) for e in events(duel, kind="destroyed")]
    assert destroyed.count("Nightmare Wheel") == 1 and destroyed.count("Battle Ox") == 1


def test_r31c_nightmare_wheel_is_destroyed_when_its_targets_controller_loses():
    """T-R31c: B's Nightmare Wheel targets A's monster; when A loses, A's cards leave the game and
    the Wheel is destroyed and sent to B's GY."""
    duel = scenario([player(monsters=["Battle Ox"]), player(spells=["Nightmare Wheel"]),
                     player(monsters=["Luster Dragon"])], turn_player=B, auto_answer=False)
    activate_wheel(duel, A, "Battle Ox")
    assert name(duel, spells_of(duel, B)[0]) == "Nightmare Wheel"
    since = len(duel.events())
    deal_damage(duel, A, 8000)
    assert not duel.rec["alive"][A]
    act(duel, K.A_TO_END)                             # the next decision: what followed the loss has moved
    assert spells_of(duel, B) == [] and name(duel, grave(duel, B)[-1]) == "Nightmare Wheel"
    assert [name(duel, e.a) for e in events(duel, since, "destroyed")] == ["Nightmare Wheel"]


def test_nightmare_wheel_damage_each_of_its_controllers_standby_phases_can_take_the_victim_out():
    """The 500 of B's Standby Phase takes A (500 LP) to 0: A loses and the Wheel follows (R31)."""
    duel = scenario([player(monsters=["Battle Ox"], lp=500), player(spells=["Nightmare Wheel"]),
                     player(monsters=["Luster Dragon"])], turn_player=B, auto_answer=False)
    activate_wheel(duel, A, "Battle Ox")
    end_turn(duel)                                                           # B -> C
    end_turn(duel)                                                           # C -> A
    end_turn(duel)                                                           # A -> B: B's Standby Phase
    for _ in range(50):
        if duel.done or not duel.rec["alive"][A] or duel.rec["phase"] == K.PHASE_MAIN1:
            break
        act(duel, K.A_PASS if duel.rec["pr_kind"] == K.PROMPT_PASS else K.A_SELECT)
    assert not duel.rec["alive"][A] and spells_of(duel, B) == []
    assert name(duel, grave(duel, B)[-1]) == "Nightmare Wheel"


# --- Twin-Headed Behemoth (2006 wording), T-R33b ---------------------------------------------------
def attack(duel, attacker_zone: int, q: int, target_zone: int) -> None:
    """The turn player's monster in ``attacker_zone`` attacks q's monster (N_MZONES: q directly)."""
    rel = (int(duel.rec["seat_of"][q]) - int(duel.rec["seat_of"][duel.current_player])) % duel.num_players
    act(duel, K.A_ATTACK + (attacker_zone * (K.MAX_PLAYERS - 1) + rel - 1) * (K.N_MZONES + 1) + target_zone)


def to_battle(duel) -> None:
    act(duel, K.A_TO_BATTLE)
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)



def test_twin_headed_behemoth_destroyed_comes_back_in_the_end_phase_with_1000_once_per_duel():
    """Destroyed by battle in A's turn, B's Behemoth may be Special Summoned in that turn's End
    Phase (R20: any player's) with ATK and DEF 1000; destroyed again later, it stays in the GY:
    once per duel (the 2006 wording, docs/interpretations.md)."""
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Twin-Headed Behemoth"]),
                     player(monsters=["Luster Dragon"])], auto_answer=True)
    behemoth = monsters(duel, B)[0]
    to_battle(duel)
    attack(duel, 0, B, 0)                                                    # 1700 vs 1500
    settle(duel)
    assert int(duel.rec["c_loc"][behemoth]) == K.LOC_GRAVE
    act(duel, K.A_TO_END)                                                    # A's End Phase
    for _ in range(20):
        if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
            break
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B
    assert K.A_PASS in duel.legal_actions()                                  # "you can"
    choose(duel, "Twin-Headed Behemoth")
    if duel.rec["pr_kind"] == K.PROMPT_POSITION:
        act(duel, K.A_POSITION)                                              # face-up Attack Position
    settle(duel)
    assert monsters(duel, B) == [behemoth]
    assert [v for _, v, _ in modifier_rows(duel, MOD_ORIGINAL_ATK, behemoth) + modifier_rows(duel, MOD_ORIGINAL_DEF,
                                                                                         behemoth)] == [1000, 1000]
    # B's turn: the 1000 ATK Behemoth attacks A's Battle Ox and is destroyed by battle again
    while duel.rec["turn_player"] != B:
        settle(duel)
        act(duel, K.A_TO_END)
    settle(duel)
    to_battle(duel)
    attack(duel, int(duel.rec["c_seq"][behemoth]), A, 0)
    settle(duel)
    assert int(duel.rec["c_loc"][behemoth]) == K.LOC_GRAVE and int(duel.rec["lp"][B]) == 8000 - 200 - 700
    since = len(duel.events())
    act(duel, K.A_TO_END)
    settle(duel)
    assert not [e for e in events(duel, since, "activate")] and int(duel.rec["c_loc"][behemoth]) == K.LOC_GRAVE


def test_r33b_twin_headed_behemoth_sent_to_its_owners_gy_by_a_loss_cannot_come_back():
    """T-R33b: A controls C's Twin-Headed Behemoth; A loses: it goes to C's GY (a send by game
    rule, not a destruction, A-09) and its End Phase effect cannot activate."""
    duel = scenario([player(monsters=[monster("Twin-Headed Behemoth", owner=C)]), player(), player()],
                    turn_player=B, auto_answer=False)
    behemoth = monsters(duel, A)[0]
    deal_damage(duel, A, 8000)
    assert int(duel.rec["c_loc"][behemoth]) == K.LOC_GRAVE and int(duel.rec["c_owner"][behemoth]) == C
    assert grave(duel, C) == [behemoth]
    since = len(duel.events())
    end_turn(duel)                                                           # B's End Phase passes
    assert not [e for e in events(duel, since, "activate")] and grave(duel, C) == [behemoth]
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER]


# --- D.D. Scout Plane: R31 example 1 ----------------------------------------------------------------
def test_dd_scout_plane_banished_returns_in_that_turns_end_phase_in_attack_position():
    """A's Nobleman of Crossout destroys and banishes B's Set D.D. Scout Plane; in the End Phase of
    this turn it is Special Summoned to B's field in face-up Attack Position (mandatory)."""
    duel = scenario([player(hand=["Nobleman of Crossout"]), player(monsters=[monster("D.D. Scout Plane", "set")]),
                     player()], auto_answer=True)
    plane = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert int(duel.rec["c_loc"][plane]) == K.LOC_BANISHED
    act(duel, K.A_TO_END)
    settle(duel)
    assert int(duel.rec["c_loc"][plane]) == K.LOC_MZONE and int(duel.rec["c_ctrl"][plane]) == B
    assert int(duel.rec["c_pos"][plane]) == K.POS_FACEUP_ATK
    assert any(e.kind == "activate" and name(duel, e.b) == "D.D. Scout Plane" for e in duel.events())


def test_r31_a_losers_dd_scout_plane_does_not_come_back():
    """R31 example 1: B's banished Scout Plane; B loses before the End Phase: it left the game
    with B's other cards and its effect does not activate."""
    duel = scenario([player(hand=["Nobleman of Crossout"]), player(monsters=[monster("D.D. Scout Plane", "set")]),
                     player()], auto_answer=True)
    plane = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    deal_damage(duel, B, 8000)
    since = len(duel.events())
    act(duel, K.A_TO_END)
    settle(duel)
    assert int(duel.rec["c_loc"][plane]) == K.LOC_OUT
    assert not [e for e in events(duel, since, "activate")]


# --- Vampire Lord's revival: R14 (OPP-THIRD) -------------------------------------------------------
def test_r14_vampire_lord_destroyed_by_a_third_players_effect_returns_in_its_owners_next_standby_phase():
    """T-R14: A owns Vampire Lord, B controls it; C's Smashing Ground (designating B, R11)
    destroys it and it goes to A's GY: it counts as destroyed by an opponent's card effect, and
    in A's next Standby Phase it is Special Summoned to A's field."""
    duel = scenario([player(), player(monsters=[monster("Vampire Lord", owner=A)]),
                     player(hand=["Smashing Ground"])], turn_player=C, auto_answer=True)
    lord = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    if duel.rec["pr_kind"] == K.PROMPT_DESIGNATE:
        designate(duel, B)
    settle(duel)
    assert grave(duel, A) == [lord]
    assert modifier_rows(duel, MOD_DESTROYED_BY_EFFECT, lord) == [(A, 2, int(duel.rec["turns_taken"][A]) + 1)]   # R14
    act(duel, K.A_TO_END)                                                    # C's turn ends; A's begins
    for _ in range(50):
        if int(duel.rec["c_loc"][lord]) == K.LOC_MZONE or duel.rec["phase"] == K.PHASE_MAIN1:
            break
        k = int(duel.rec["pr_kind"])
        act(duel, K.A_POSITION if k == K.PROMPT_POSITION else K.A_PASS if k == K.PROMPT_PASS else K.A_SELECT)
    assert int(duel.rec["c_loc"][lord]) == K.LOC_MZONE
    evs = duel.events()
    at = max(i for i, e in enumerate(evs) if e.kind == "special summon" and e.b == lord)
    phase = [e for e in evs[:at] if e.kind == "phase"][-1]
    assert (phase.a, phase.b) == (A, K.PHASE_STANDBY)                      # in A's Standby Phase
    settle(duel)
    assert monsters(duel, A) == [lord] and int(duel.rec["c_ctrl"][lord]) == A


def test_r14_vampire_lord_destroyed_by_its_owners_own_effect_stays_in_the_gy():
    """Destroyed by its owner's own Dark Hole: not an opponent's effect, no revival."""
    duel = scenario([player(hand=["Dark Hole"], monsters=["Vampire Lord"]), player(monsters=["Battle Ox"]),
                     player()], auto_answer=True, banlist=None)
    lord = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert int(duel.rec["c_loc"][lord]) == K.LOC_GRAVE
    assert [v for _, v, _ in modifier_rows(duel, MOD_DESTROYED_BY_EFFECT, lord)] == [1]     # not an opponent's
    for _ in range(3):
        end_turn(duel)
    settle(duel)
    assert int(duel.rec["c_loc"][lord]) == K.LOC_GRAVE


# --- Magical Dimension: R10 example 3, T-R10c -------------------------------------------------------
def test_r10c_magical_dimension_targets_nothing_and_may_destroy_a_monster_of_any_player():
    """T-R10c: A controls a face-up Spellcaster; Magical Dimension's activation records no target;
    at resolution A Tributes a monster, Special Summons a Spellcaster from the hand, then may
    pick a monster on any player's field (here C's) to destroy."""
    duel = scenario([player(hand=["Magical Dimension", "Dark Magician"], monsters=["Mystical Elf", "Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["ch_n"] == 1 and int(duel.rec["ch_target"][0]) == -1 and int(duel.rec["ch_target2"][0]) == -1
    assert not events(duel, kind="target")
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Battle Ox", "Mystical Elf"]
    choose(duel, "Battle Ox")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == ["Dark Magician"]
    choose(duel, "Dark Magician")
    act(duel, K.A_POSITION)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and K.A_PASS in duel.legal_actions()     # "you can"
    assert candidates(duel) == ["Dark Magician", "Luster Dragon", "Mystical Elf", "Vorse Raider"]   # R10
    choose(duel, "Vorse Raider")
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Dark Magician", "Mystical Elf"]
    assert monsters(duel, C) == [] and names(duel, monsters(duel, B)) == ["Luster Dragon"]
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Magical Dimension"]


def test_magical_dimension_needs_a_face_up_spellcaster_and_one_in_the_hand():
    no_caster = scenario([player(hand=["Magical Dimension", "Dark Magician"], monsters=["Battle Ox"]),
                          player(), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in no_caster.legal_actions()
    none_in_hand = scenario([player(hand=["Magical Dimension", "Battle Ox"], monsters=["Mystical Elf"]),
                             player(), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in none_in_hand.legal_actions()
    set_caster = scenario([player(hand=["Magical Dimension", "Dark Magician"], monsters=[monster("Mystical Elf", "set")]),
                           player(), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in set_caster.legal_actions()


# --- Ancient Lamp: R12 example 4, T-R12d -------------------------------------------------------------
def test_r12d_ancient_lamp_redirects_the_attack_to_another_monster_of_the_attacking_player():
    """T-R12d: B's monster M attacks C's face-down Defense Position Ancient Lamp; its effect
    selects a new target among B's monsters other than M (A's are not legal); M attacks it."""
    duel = scenario([player(monsters=["Vorse Raider"]), player(monsters=["Luster Dragon", "Battle Ox"]),
                     player(monsters=[monster("Ancient Lamp", "set")])], turn_player=B, auto_answer=False)
    lamp = monsters(duel, C)[0]
    ox = monsters(duel, B)[1]
    to_battle(duel)
    attack(duel, 0, C, 0)                                                    # Luster Dragon on the Lamp
    for _ in range(10):
        if duel.rec["pr_kind"] == K.PROMPT_TARGET:
            break
        act(duel, duel.legal_actions()[0] if duel.rec["pr_kind"] == K.PROMPT_TRIGGER else K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and duel.current_player == C
    assert candidates(duel) == ["Battle Ox"]                                 # B's other monster only
    choose(duel, "Battle Ox")
    assert int(duel.rec["ch_opp"][0]) == B                                  # R12: the attacking player
    settle(duel)
    assert int(duel.rec["c_loc"][ox]) == K.LOC_GRAVE and int(duel.rec["lp"][B]) == 8000 - 200
    assert int(duel.rec["c_pos"][lamp]) == K.POS_FACEDOWN_DEF and int(duel.rec["lp"][C]) == 8000
    assert names(duel, monsters(duel, A)) == ["Vorse Raider"]


def test_ancient_lamp_attacked_face_up_or_with_no_other_attacker_monster_does_nothing():
    """Face-up, the Lamp's effect does not apply; face-down with the attacker alone, there is no
    new target and the attack goes on."""
    duel = scenario([player(), player(monsters=["Luster Dragon"]),
                     player(monsters=[monster("Ancient Lamp", "set")])], turn_player=B, auto_answer=True)
    lamp = monsters(duel, C)[0]
    to_battle(duel)
    attack(duel, 0, C, 0)
    settle(duel)
    assert not [e for e in duel.events() if e.kind == "activate"]
    assert int(duel.rec["c_loc"][lamp]) == K.LOC_GRAVE


# --- Embodiment of Apophis: R20 example 2, T-R20a ----------------------------------------------------
def test_r20a_embodiment_of_apophis_in_any_players_main_phase_not_in_a_battle_phase():
    """T-R20a: A's Embodiment of Apophis, Set since an earlier turn: in C's Main Phase 1 A may
    activate it; in B's Battle Phase A may not. Resolved, it is a monster on A's field (Reptile,
    EARTH, Level 4, 1600/1800) in a monster zone, and still a Trap Card."""
    duel = scenario([player(spells=["Embodiment of Apophis"]), player(monsters=["Battle Ox"]), player()],
                    turn_player=B, auto_answer=False)
    to_battle(duel)                                                          # B's Battle Phase
    act(duel, K.A_TO_END)                                                    # B leaves it: others may respond
    seen = []
    while duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["phase"] == K.PHASE_BATTLE:
        if duel.current_player == A:
            seen.append(K.A_ACTIVATE_SET + 0 in duel.legal_actions())
        act(duel, K.A_PASS)
    assert seen and not any(seen)
    apophis = spells_of(duel, A)[0]
    for _ in range(200):                                                     # on to C's Main Phase 1
        if duel.rec["turn_player"] == C and duel.rec["pr_kind"] == K.PROMPT_IDLE:
            break
        act(duel, K.A_TO_END if duel.rec["pr_kind"] in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else K.A_PASS)
    assert duel.rec["phase"] == K.PHASE_MAIN1 and duel.rec["turn_player"] == C
    act(duel, K.A_TO_BATTLE)                                                 # C moves on: A may act in Main 1
    while duel.current_player != A:
        act(duel, K.A_PASS)
    assert duel.rec["phase"] == K.PHASE_MAIN1 and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_POSITION:
        act(duel, K.A_POSITION + 1)                                          # face-up Defense Position
    assert monsters(duel, A) == [apophis] and spells_of(duel, A) == []
    t = duel.db.table
    card = int(duel.rec["c_card"][apophis])
    assert int(t["kind"][card]) == KIND_TRAP
    assert (int(t["level"][card]), int(t["atk"][card]), int(t["def_"][card])) == (4, 1600, 1800)
    assert int(duel.rec["c_pos"][apophis]) == K.POS_FACEUP_DEF
