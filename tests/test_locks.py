"""Continuous effects and attack locks (issue 3 item 5; RULES.md R23, R38-R45, A-26..A-29):
lasting Spells/Traps, static monster effects, the narrowing of R38 and each card's behaviour
in a 3+ player duel."""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env import DuelConfig
from ygo_royal_env.config import ConfigError, NARROW_ATTACK_RESTRICTION_CARDS
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation, encode_observation
from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, D, act, end_turn, events, grave, monsters, pass_all, player, scenario

DECK = ("Mystical Elf",) * 12          # enough draws for three rounds
DIRECT = K.N_MZONES                    # attack target index of a direct attack


def attacks(duel, zone: int = 0) -> set[tuple[int, int]]:
    """(attacked player, target zone or DIRECT) the turn player's monster in ``zone`` may
    attack now (the prompt must be the battle step or a replay)."""
    p = int(duel.rec["turn_player"])
    out = set()
    for q in range(duel.num_players):
        if q == p:
            continue
        r = (int(duel.rec["seat_of"][q]) - int(duel.rec["seat_of"][p])) % duel.num_players
        for t in range(K.N_MZONES + 1):
            if attack_action(zone, r, t) in duel.legal_actions():
                out.add((q, t))
    return out


def to_battle(duel) -> None:
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    act(duel, K.A_TO_BATTLE)
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE


def battle_scenario(players, turn_player=B, **kw):
    return scenario(players, turn_player=turn_player, phase="battle", **kw)


def lasting(card: str, **extra) -> dict:
    return {"card": card, "face_up": True, **extra}


def on_field(duel, name: str) -> bool:
    r = duel.rec
    return any(r["c_card"][c] >= 0 and duel.card_name(c) == name and r["c_loc"][c] in (K.LOC_SZONE, K.LOC_FZONE)
               for c in range(K.MAX_CARDS))


# --- R38: the narrowing list ----------------------------------------------------------------
def test_r38_default_narrowing_list_holds_the_r39_to_r45_cards_and_not_gravity_bind():
    """T-R38 (P41, A-29): the default config narrows the eight cards of R39-R45, not Gravity Bind."""
    names = DuelConfig().narrow_attack_restriction_cards
    assert set(names) == {"Swords of Revealing Light", "Wall of Revealing Light", "Nightmare's Steelcage",
                          "Messenger of Peace", "Gravekeeper's Servant", "Marauding Captain",
                          "The Legendary Fisherman", "Guardian Kay'est"}
    assert "Gravity Bind" not in names and tuple(names) == NARROW_ATTACK_RESTRICTION_CARDS


@pytest.mark.parametrize("value, message", [
    (("Pot of Greed",), "\\['Pot of Greed'\\] restrict no attack"),
    ("Gravity Bind", "must be a sequence of card names"),
    (("Gravity Bind",) * 17, "at most 16 cards"),
])
def test_r38_narrowing_list_must_name_cards_that_restrict_attacks(value, message):
    with pytest.raises(ConfigError, match=message):
        DuelConfig(narrow_attack_restriction_cards=value).validate()


# --- R23: Gravity Bind, literal ---------------------------------------------------------------
def test_r23_gravity_bind_stops_every_players_level_4_monsters_its_controllers_too():
    """T-R23: B controls Gravity Bind (not narrowed, R38): B's own Level 4 monster cannot attack
    in B's turn, B's Level 3 monster can; in C's turn C's Level 4 monster cannot attack anyone."""
    duel = battle_scenario([player(monsters=["Battle Ox"]),
                            player(monsters=["Luster Dragon", "Silver Fang"], spells=[lasting("Gravity Bind")]),
                            player(monsters=["Vorse Raider"])])
    assert attacks(duel, 0) == set()                               # Luster Dragon, Level 4
    assert attacks(duel, 1) == {(A, 0), (C, 0)}                    # Silver Fang, Level 3
    c_turn = battle_scenario([player(monsters=["Battle Ox"]), player(spells=[lasting("Gravity Bind")]),
                              player(monsters=["Vorse Raider"])], turn_player=C)
    assert attacks(c_turn) == set()


def test_r10d_gravity_bind_stops_its_controllers_level_4_and_the_next_players_level_5():
    """T-R10d: A controls Gravity Bind and a Level 4 monster: in A's Battle Phase that monster
    cannot declare an attack, and in B's turn B's Level 5 monster cannot either ("the field"
    is every player's field, R10); A's Level 3 monster still may."""
    a = player(monsters=["Luster Dragon", "Silver Fang"], spells=[lasting("Gravity Bind")])
    duel = battle_scenario([a, player(monsters=["Curse of Dragon"]), player(monsters=["Vorse Raider"])],
                           turn_player=A)
    assert attacks(duel, 0) == set()                               # Luster Dragon, Level 4
    assert attacks(duel, 1) == {(B, 0), (C, 0)}                    # Silver Fang, Level 3
    b_turn = battle_scenario([a, player(monsters=["Curse of Dragon"]), player(monsters=["Vorse Raider"])])
    assert attacks(b_turn) == set()                                # Curse of Dragon, Level 5


def test_r23_gravity_bind_applies_once_its_activation_resolves_and_stops_when_it_leaves():
    """A Continuous Trap stays face-up after resolving and its lock applies from then on;
    destroyed (Heavy Storm), the lock is gone at once: nothing is cached."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Heavy Storm"], deck=DECK),
                     player(spells=["Gravity Bind"], deck=DECK), player(monsters=["Vorse Raider"], deck=DECK)],
                    auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    act(duel, K.A_PASS)                                            # B passes on leaving Main Phase 1
    act(duel, K.A_PASS)                                            # C
    act(duel, K.A_PASS)                                            # A, at the Battle Phase's start step
    act(duel, K.A_ACTIVATE_SET + 0)                                # B activates Gravity Bind
    pass_all(duel)
    assert on_field(duel, "Gravity Bind") and duel.rec["ls_n"] == 1
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE and attacks(duel) == set()
    act(duel, K.A_TO_MAIN2)
    pass_all(duel)
    act(duel, K.A_ACTIVATE + 0)                                    # Heavy Storm
    pass_all(duel)
    assert not on_field(duel, "Gravity Bind") and duel.rec["ls_n"] == 0
    assert "Gravity Bind" in [duel.card_name(c) for c in grave(duel, B)]


def test_r38_gravity_bind_listed_for_narrowing_protects_only_its_controller():
    """A-29 / P41: a card added to the list is read narrowly: C's Level 4 monster may not attack
    B (the controller) but may attack A."""
    duel = battle_scenario([player(monsters=["Battle Ox"]), player(monsters=["Gemini Elf"],
                                                                  spells=[lasting("Gravity Bind")]),
                            player(monsters=["Vorse Raider"])], turn_player=C,
                           narrow_attack_restriction_cards=NARROW_ATTACK_RESTRICTION_CARDS + ("Gravity Bind",))
    assert attacks(duel) == {(A, 0)}


def test_r31b_a_losers_continuous_effects_stop_at_once():
    """R31 (b) (the T-R31f shape with a lock instead of Jinzo): A's Gravity Bind keeps B's
    Level 4 monster from attacking C; when A loses, its cards leave the game and B may attack
    in the same Battle Step; A's Umi no longer strengthens C's Great White."""
    a = player(spells=[lasting("Gravity Bind")])
    a["field"] = "Umi"
    duel = battle_scenario([a, player(monsters=["Vorse Raider"]), player(monsters=["Great White"])])
    assert attacks(duel) == set()
    deal_damage(duel, A, 8000)
    assert not duel.rec["alive"][A] and duel.rec["ls_n"] == 0
    assert attacks(duel) == {(C, 0)}
    view = decode_observation(encode_observation(duel.rec, duel.db.table, B, np.zeros(OBS_SIZE, np.float32)))
    assert view["seats"][1]["mzone"][0]["atk"] == 1600


# --- R39: Swords of Revealing Light -------------------------------------------------------------
def swords_duel():
    """A (seat 1) activates Swords in A's turn of round 2, designating B, whose face-down
    monster is flipped face-up; B's 1800 ATK Dark Blade then faces the lock."""
    duel = scenario([player(hand=["Swords of Revealing Light"], monsters=["Battle Ox"], deck=DECK),
                     player(monsters=["Dark Blade", {"card": "Mystical Elf", "position": "set"}], deck=DECK),
                     player(monsters=["Vorse Raider"], deck=DECK)], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_DESIGNATE + 0)                                   # B
    pass_all(duel)
    assert duel.rec["c_pos"][monsters(duel, B)[1]] == K.POS_FACEUP_DEF        # R11 example 4
    assert on_field(duel, "Swords of Revealing Light")
    return duel


def test_r11f_swords_may_designate_an_opponent_without_face_down_monsters():
    """T-R11f (R11 example 4): A activates Swords of Revealing Light designating C, who has no
    face-down monster while B has one: the activation is legal and B's monster stays face-down."""
    duel = scenario([player(hand=["Swords of Revealing Light"], deck=DECK),
                     player(monsters=[{"card": "Mystical Elf", "position": "set"}], deck=DECK),
                     player(monsters=["Vorse Raider"], deck=DECK)], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert K.A_DESIGNATE + 1 in duel.legal_actions()              # C may be designated
    act(duel, K.A_DESIGNATE + 1)
    assert int(duel.rec["ch_opp"][0]) == C
    pass_all(duel)
    assert on_field(duel, "Swords of Revealing Light")
    assert duel.rec["c_pos"][monsters(duel, B)[0]] == K.POS_FACEDOWN_DEF


def b_may_attack(duel) -> set[tuple[int, int]]:
    assert int(duel.rec["turn_player"]) == B
    to_battle(duel)
    return attacks(duel)


def test_r39a_swords_protects_its_controller_and_ends_in_the_last_opponents_end_phase():
    """T-R39a: during B's turns in rounds r, r+1 and r+2, B's 1800 ATK monster cannot attack A
    or A's monsters but may attack C; Swords is destroyed in C's End Phase of round r+2, not in
    B's (A-28: counters per opponent)."""
    duel = swords_duel()
    for rnd in (2, 3, 4):
        end_turn(duel)                                             # ... A's turn
        assert int(duel.rec["round"]) == rnd
        assert b_may_attack(duel) == {(C, 0)}
        end_turn(duel)                                             # B's End Phase
        assert on_field(duel, "Swords of Revealing Light")
        end_turn(duel)                                             # C's End Phase
        if rnd < 4:
            assert on_field(duel, "Swords of Revealing Light")
    assert not on_field(duel, "Swords of Revealing Light")
    destroyed = [e for e in events(duel, kind="destroyed") if duel.card_name(e.a) == "Swords of Revealing Light"]
    assert len(destroyed) == 1
    end_turn(duel)                                                 # A, round 5
    assert b_may_attack(duel) == {(A, 0), (C, 0)}


def test_r39b_an_opponent_who_loses_stops_counting():
    """T-R39b: C loses in round r+1, so Swords is destroyed in B's End Phase of round r+2."""
    duel = swords_duel()
    end_turn(duel)                                                 # A (r)
    end_turn(duel)                                                 # B (r)
    end_turn(duel)                                                 # C (r)
    end_turn(duel)                                                 # A (r+1)
    deal_damage(duel, C, 8000)                                     # C loses in round r+1
    assert not duel.rec["alive"][C]
    end_turn(duel)                                                 # B (r+1): 2 turns
    assert on_field(duel, "Swords of Revealing Light")
    end_turn(duel)                                                 # A (r+2)
    end_turn(duel)                                                 # B (r+2): 3 turns, destroyed
    assert not on_field(duel, "Swords of Revealing Light")


# --- R40: Wall of Revealing Light ---------------------------------------------------------------
def test_r40_wall_of_revealing_light_pays_a_chosen_multiple_of_1000():
    """T-R40: A pays 2000 (a prompt: multiples of 1000 below A's LP); then B's 2000 ATK monster
    cannot attack A or A's monsters, a stronger one (Judge Man, 2200) can attack A's monster, and
    B's 1500 ATK monster can attack C."""
    duel = scenario([player(lp=3500, spells=["Wall of Revealing Light"], monsters=["Battle Ox"], deck=DECK),
                     player(monsters=["Garvas", "Judge Man", "Koumori Dragon"], deck=DECK),
                     player(monsters=["Vorse Raider"], deck=DECK)], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_LP_COST
    assert sorted(duel.legal_actions()) == [K.A_SELECT + 0, K.A_SELECT + 1, K.A_SELECT + 2]   # 1000..3000 < 3500
    assert duel.describe_action(K.A_SELECT + 1) == "Pay 2000 LP for Wall of Revealing Light"
    act(duel, K.A_SELECT + 1)
    assert int(duel.rec["lp"][A]) == 1500 and int(duel.rec["ch_paid"][0]) == 2000
    pass_all(duel)
    assert [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(A, 2000)]
    view = decode_observation(encode_observation(duel.rec, duel.db.table, C, np.zeros(OBS_SIZE, np.float32)))
    wall = view["seats"][1]["lasting"][0]                           # seen from C, A is the next seat
    assert wall["applies"] and wall["lp_paid"] == 2000 and wall["designated"] is None
    end_turn(duel)
    to_battle(duel)
    assert attacks(duel, 0) == {(C, 0)}                            # 2000 ATK
    assert attacks(duel, 1) == {(A, 0), (C, 0)}                    # 2200 ATK
    assert attacks(duel, 2) == {(C, 0)}                            # 1500 ATK


def test_r40_b21_wall_needs_1000_lp():
    """R40: a multiple of 1000; B21: the cost may be all of its activator's LP."""
    short = scenario([player(lp=999, spells=["Wall of Revealing Light"]), player(), player()])
    assert K.A_ACTIVATE_SET + 0 not in short.legal_actions()
    duel = scenario([player(lp=1000, spells=["Wall of Revealing Light"]), player(), player()])
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()


# --- R41: Nightmare's Steelcage --------------------------------------------------------------------
def test_r41_steelcage_protects_its_controller_and_the_designated_opponent():
    """T-R41 (A-26): A activates Steelcage in A's turn designating B: C cannot attack A or B, B
    cannot attack A, A cannot attack B, A may attack C; it is destroyed in B's End Phase of
    round r+1 (B's turns in rounds r and r+1 are the 1st and 2nd, A-28)."""
    duel = scenario([player(hand=["Nightmare's Steelcage"], monsters=["Vorse Raider"], deck=DECK),
                     player(monsters=["Dark Blade"], deck=DECK), player(monsters=["Battle Ox"], deck=DECK)],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    act(duel, K.A_DESIGNATE + 0)                                   # B
    pass_all(duel)
    view = decode_observation(encode_observation(duel.rec, duel.db.table, A, np.zeros(OBS_SIZE, np.float32)))
    cage = view["seats"][0]["lasting"][0]
    assert cage["applies"] and cage["designated"] == 1 and cage["turns_left"] == 2
    to_battle(duel)
    assert attacks(duel) == {(C, 0)}                               # A may attack C only
    end_turn(duel)
    assert b_may_attack(duel) == {(C, 0)}                          # B: not A
    end_turn(duel)
    assert on_field(duel, "Nightmare's Steelcage")                 # B's 1st turn
    to_battle(duel)
    assert attacks(duel) == set()                                  # C: neither A nor B
    end_turn(duel)
    end_turn(duel)                                                 # A, round r+1
    assert on_field(duel, "Nightmare's Steelcage")
    end_turn(duel)                                                 # B's 2nd turn: destroyed at its End Phase
    assert not on_field(duel, "Nightmare's Steelcage") and int(duel.rec["round"]) == 3


def test_r41_steelcage_goes_at_once_when_the_designated_opponent_loses():
    """A-28: if X loses first, Steelcage is destroyed in the End Phase of the current turn."""
    duel = scenario([player(spells=[lasting("Nightmare's Steelcage", designated=B)], deck=DECK),
                     player(deck=DECK), player(deck=DECK)], turn_player=C)
    deal_damage(duel, B, 8000)
    assert on_field(duel, "Nightmare's Steelcage")
    end_turn(duel)                                                 # C's End Phase
    assert not on_field(duel, "Nightmare's Steelcage")


# --- R42: Messenger of Peace ---------------------------------------------------------------------
def test_r42_messenger_of_peace_protects_its_controller_from_1500_atk_monsters():
    """T-R42 (A-29: read literally otherwise): B's 1900 ATK monster cannot attack A or A's
    monsters but can attack C; B's 1400 ATK monster can attack A; A's own 1900 ATK monster can
    attack B."""
    players = [player(monsters=["Vorse Raider"], spells=[lasting("Messenger of Peace")]),
               player(monsters=["Luster Dragon", "Celtic Guardian"]), player(monsters=["Battle Ox"])]
    duel = battle_scenario(players)
    assert attacks(duel, 0) == {(C, 0)}
    assert attacks(duel, 1) == {(A, 0), (C, 0)}
    assert attacks(battle_scenario(players, turn_player=A)) == {(B, 0), (B, 1), (C, 0)}
    literal = battle_scenario(players, turn_player=A, narrow_attack_restriction_cards=())
    assert attacks(literal) == set()                               # literal: no 1500+ ATK monster attacks


def test_r42_messenger_upkeep_is_paid_or_the_card_is_destroyed():
    """The Standby Phase upkeep (unchanged by R42): pay 100 LP or destroy Messenger of Peace;
    the prompt names the card."""
    def standby(lp=8000):
        return scenario([player(lp=lp, spells=[lasting("Messenger of Peace")], deck=DECK), player(deck=DECK),
                         player(deck=DECK)], phase="draw", auto_answer=False)

    def upkeep(lp=8000):
        duel = standby(lp)
        while duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["phase"] <= K.PHASE_STANDBY:
            act(duel, K.A_PASS)
        return duel
    duel = upkeep()
    assert duel.rec["pr_kind"] == K.PROMPT_UPKEEP and duel.current_player == A
    assert duel.describe_action(K.A_SELECT + 0) == "Pay 100 LP to keep Messenger of Peace"
    assert duel.describe_action(K.A_PASS) == "Do not pay: destroy Messenger of Peace"
    act(duel, K.A_SELECT + 0)
    assert int(duel.rec["lp"][A]) == 7900 and on_field(duel, "Messenger of Peace")
    duel = upkeep()
    act(duel, K.A_PASS)
    assert int(duel.rec["lp"][A]) == 8000 and not on_field(duel, "Messenger of Peace")
    duel = upkeep(lp=100)                                          # cannot pay without reaching 0
    assert not on_field(duel, "Messenger of Peace") and duel.rec["pr_kind"] != K.PROMPT_UPKEEP


# --- R43: Gravekeeper's Servant -------------------------------------------------------------------
def test_r43_gravekeepers_servant_costs_only_attacks_on_its_controller():
    """T-R43: A-D, Servants controlled by A and C: B attacking D sends nothing; B attacking A's
    monster sends exactly 1 card (A's Servant applies, C's does not); A attacking C sends 1."""
    def duel_for(tp):
        return battle_scenario([player(monsters=["Battle Ox"], spells=[lasting("Gravekeeper's Servant")], deck=DECK),
                                player(monsters=["Vorse Raider"], deck=DECK),
                                player(monsters=["Luster Dragon"], spells=[lasting("Gravekeeper's Servant")], deck=DECK),
                                player(monsters=["Mystical Elf"], deck=DECK)], turn_player=tp)
    for tp, q, sent in ((B, D, 0), (B, A, 1), (A, C, 1)):
        duel = duel_for(tp)
        r = (q - tp) % 4
        deck = duel.rec["pile_n"][tp, K.LOC_DECK]
        act(duel, attack_action(0, r, 0))
        assert deck - duel.rec["pile_n"][tp, K.LOC_DECK] == sent, (tp, q)


def test_r43_an_attack_whose_cost_cannot_be_paid_is_not_legal():
    duel = battle_scenario([player(monsters=["Battle Ox"], spells=[lasting("Gravekeeper's Servant")]),
                            player(monsters=["Vorse Raider"], deck=[]), player(monsters=["Battle Ox"])])
    assert attacks(duel) == {(C, 0)}


# --- R44: Marauding Captain -------------------------------------------------------------------------
def test_r44a_marauding_captain_protects_only_its_controllers_other_warriors():
    """T-R44a: A controls Marauding Captain and Warrior W, B controls Warrior X; C may target
    A's Captain or B's X, but not W."""
    players = [player(monsters=["Marauding Captain", "Dark Blade"]), player(monsters=["Celtic Guardian"]),
               player(monsters=["Luster Dragon"])]
    assert attacks(battle_scenario(players, turn_player=C)) == {(A, 0), (B, 0)}
    literal = battle_scenario(players, turn_player=C, narrow_attack_restriction_cards=())
    assert attacks(literal) == {(A, 0)}                            # literally every face-up Warrior but itself


def test_marauding_captain_may_special_summon_a_level_4_or_lower_monster_from_the_hand():
    """Its trigger ("when Normal Summoned: you can"): A chooses among the hand's Level 4 or lower
    monsters (not Summoned Skull, Level 6), then the position; the Warrior it brings is then
    protected by the Captain (R44). Without such a monster in the hand it does not activate."""
    duel = scenario([player(hand=["Marauding Captain", "Dark Blade", "Summoned Skull", "Celtic Guardian"], deck=DECK),
                     player(deck=DECK), player(deck=DECK)], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and K.A_PASS in duel.legal_actions()     # optional
    act(duel, K.A_SELECT + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE
    assert sorted(duel.card_name(c) for c in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]) == \
        ["Celtic Guardian", "Dark Blade"]
    k = [duel.card_name(c) for c in duel.rec["pr_cand"][:2]].index("Dark Blade")
    act(duel, K.A_SELECT + k)
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION
    act(duel, K.A_POSITION + 1)                                    # face-up Defense Position
    blade = monsters(duel, A)[1]
    assert duel.card_name(blade) == "Dark Blade" and duel.rec["c_pos"][blade] == K.POS_FACEUP_DEF
    assert [e.b for e in events(duel, kind="special summon")] == [blade]
    lone = scenario([player(hand=["Marauding Captain", "Summoned Skull"], deck=DECK), player(deck=DECK),
                     player(deck=DECK)], auto_answer=False)
    act(lone, K.A_SUMMON + 0)
    assert lone.rec["pr_kind"] != K.PROMPT_TRIGGER


def test_r44b_each_captain_protects_only_its_own_controllers_warriors():
    """T-R44b: B also controls a Captain: X is protected by B's Captain (A's does not reach it),
    and each Captain can still be attacked."""
    duel = battle_scenario([player(monsters=["Marauding Captain", "Dark Blade"]),
                            player(monsters=["Celtic Guardian", "Marauding Captain"]),
                            player(monsters=["Luster Dragon"])], turn_player=C)
    assert attacks(duel) == {(A, 0), (B, 1)}


# --- R45: The Legendary Fisherman, Guardian Kay'est, Umi -----------------------------------------------
def umi_players(*a_monsters, umi=True):
    b = player(monsters=["Vorse Raider"])
    if umi:
        b["field"] = "Umi"
    return [player(monsters=list(a_monsters)), b, player(monsters=["Battle Ox"])]


def test_r45_fisherman_under_umi_cannot_be_attacked_but_its_controller_can_be():
    """T-R45: Umi on the field, A's only monster is The Legendary Fisherman: attacking A directly
    is legal and attacking Fisherman is not; with another monster, no direct attack on A; without
    Umi, Fisherman is an ordinary target."""
    duel = battle_scenario(umi_players("The Legendary Fisherman"))
    assert attacks(duel) == {(A, DIRECT), (C, 0)}
    act(duel, attack_action(0, 2, K.N_MZONES))                              # B declares: A directly (A sits 2 after B)
    assert int(duel.rec["lp"][A]) == 8000 - 1900
    assert attacks(battle_scenario(umi_players("The Legendary Fisherman", "Battle Ox"))) == {(A, 1), (C, 0)}
    assert attacks(battle_scenario(umi_players("The Legendary Fisherman", umi=False))) == {(A, 0), (C, 0)}
    literal = battle_scenario(umi_players("The Legendary Fisherman"), narrow_attack_restriction_cards=())
    assert attacks(literal) == {(C, 0)}                            # B11: A controls a monster


def test_r45_guardian_kayest_cannot_be_attacked_and_can_only_be_set():
    """R45 with Guardian Kay'est; its summoning condition names a card outside the card pool, so
    it can be Set but not Normal, Flip or Special Summoned."""
    duel = battle_scenario(umi_players("Guardian Kay'est", umi=False))
    assert attacks(duel) == {(A, DIRECT), (C, 0)}
    main = scenario([player(hand=["Guardian Kay'est"], monsters=[{"card": "Guardian Kay'est", "position": "set"}]),
                     player(), player()])
    legal = main.legal_actions()
    assert K.A_SET_MONSTER + 0 in legal and K.A_SUMMON + 0 not in legal and K.A_FLIP_SUMMON + 0 not in legal


def test_fisherman_under_umi_and_kayest_are_unaffected_by_spells():
    """Their Spell immunity: Dark Hole destroys neither The Legendary Fisherman under Umi nor
    Guardian Kay'est (but does destroy a Fisherman without Umi); Umi's +200 for Sea Serpents
    passes Kay'est by; a Spell's lock (Swords) does not stop Kay'est's attack, a Trap's
    (Gravity Bind would, at Level 4) does."""
    duel = scenario([player(hand=["Dark Hole"]), {**player(monsters=["The Legendary Fisherman"]), "field": "Umi"},
                     player(monsters=["Guardian Kay'est", "Battle Ox"])])
    act(duel, K.A_ACTIVATE + 0)
    assert [duel.card_name(c) for c in monsters(duel, B)] == ["The Legendary Fisherman"]
    assert [duel.card_name(c) for c in monsters(duel, C)] == ["Guardian Kay'est"]
    view = decode_observation(encode_observation(duel.rec, duel.db.table, A, np.zeros(OBS_SIZE, np.float32)))
    assert view["seats"][2]["mzone"][0]["atk"] == 1000                 # not 1200: Umi is a Spell
    no_umi = scenario([player(hand=["Dark Hole"]), player(monsters=["The Legendary Fisherman"]), player()])
    act(no_umi, K.A_ACTIVATE + 0)
    assert monsters(no_umi, B) == []
    swords = battle_scenario([player(monsters=["Battle Ox"], spells=[lasting("Swords of Revealing Light")]),
                              player(monsters=["Guardian Kay'est", "Celtic Guardian"]), player()])
    assert attacks(swords, 0) == {(A, 0), (C, DIRECT)} and attacks(swords, 1) == {(C, DIRECT)}
    bind = battle_scenario([player(monsters=["Battle Ox"], spells=[lasting("Gravity Bind")]),
                            player(monsters=["Guardian Kay'est"]), player()])
    assert attacks(bind) == set()                                  # Gravity Bind is a Trap


def test_umi_is_a_field_spell_that_changes_atk_and_def_by_type():
    """Umi goes to the field zone (B3) and stays: Fish +200 (Great White 1800), Pyro -200
    (Charcoal Inpachi 0 ATK / 1900 DEF), for every player's monsters (R10); battle uses them."""
    duel = scenario([player(hand=["Umi"], monsters=["Great White"], deck=DECK),
                     player(monsters=[{"card": "Charcoal Inpachi", "position": "def"}], deck=DECK),
                     player(deck=DECK)])
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["fzone"][A] >= 0 and on_field(duel, "Umi")
    view = decode_observation(encode_observation(duel.rec, duel.db.table, A, np.zeros(OBS_SIZE, np.float32)))
    assert view["seats"][0]["mzone"][0]["atk"] == 1800 and view["seats"][1]["mzone"][0]["def"] == 1900
    act(duel, K.A_TO_BATTLE)
    lp = int(duel.rec["lp"][A])
    act(duel, attack_action(0, 1, 0))                              # 1800 into 1900 DEF: A takes 100
    assert int(duel.rec["lp"][A]) == lp - 100


# --- the effects file ---------------------------------------------------------------------------------
CARDS = {1: ("Test Spell", 1, 0), 2: ("Test Trap", 2, 0), 3: ("Test Monster", 0, 1), 4: ("Test Continuous", 1, 10)}
HEAD = '[[card]]\nid = 4\nname = "Test Continuous"\n[[card.effect]]\nactivation = "spell"\nops = []\n'


@pytest.mark.parametrize("text, message", [
    (HEAD + '[[card.static]]\nkind = "force field"\n', "static 1: kind must be one of"),
    (HEAD + '[[card.static]]\nkind = "attack lock"\nmill = 1\n', "attack lock takes .* not \\['mill'\\]"),
    (HEAD + '[[card.static]]\nkind = "attack lock"\nmax_atk = "lp paid"\n', "max_atk is 'lp paid', for a card with lp_cost"),
    (HEAD + '[[card.static]]\nkind = "attack lock"\nprotects = "controller and designated"\n',
     "needs opponent = 'OPP-CHAIN'"),
    (HEAD + '[[card.static]]\nkind = "not attack target"\nwhile_face_up = "Nowhere"\n',
     "while_face_up must name a card in the database"),
    (HEAD + '[[card.static]]\nkind = "modify stats"\nraces = ["Robot"]\namount = 100\n', "races must be one of"),
    (HEAD + '[[card.static]]\nkind = "modify stats"\nraces = ["Fish"]\n', "amount .* must be a non-zero integer"),
    (HEAD + '[[card.static]]\nkind = "attack cost"\nmill = 9\n', "mill .* must be an integer 1..5"),
    (HEAD.replace('ops = []', 'ops = [{op="summon_from_hand", max_level=13}]'), "max_level must be an integer 1..12"),
    (HEAD.replace('ops = []', 'lp_cost = "all"\nops = []'), "lp_cost must be one of"),
    (HEAD.replace('[[card.effect]]', 'remains = true\n[[card.effect]]'), "remains .* Continuous and Field cards stay anyway"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nupkeep_lp = 100\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n',
     "lifetime and upkeep_lp are for a card that remains on the field"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nremains = true\nlifetime = { turns = 3, counted = "designated opponent" }\n'
     '[[card.effect]]\nactivation = "spell"\nops = []\n', "needs opponent = 'OPP-CHAIN'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = []\n',
     "ops must list 1 to 3 operations"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nset_only = true\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n',
     "set_only .* is for a monster"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n'
     '[[card.static]]\nkind = "attack lock"\n', "must remain on the field"),
])
def test_malformed_static_and_lasting_definitions_name_the_card_and_field(text, message):
    from ygo_royal_env.cards.effects import EffectDataError, parse_effects
    with pytest.raises(EffectDataError, match=message):
        parse_effects(text, CARDS.get, row_of_name={"Umi": 0}.get)


@pytest.mark.parametrize("spells, field, message", [
    ([{"card": "Trap Hole", "face_up": True}], None, "face_up is for a card that remains on the field"),
    ([lasting("Nightmare's Steelcage")], None, "designated must be another player's id \\(its lifetime counts"),
    ([lasting("Swords of Revealing Light", designated=A)], None, "designated must be another player's id"),
    (["Umi"], None, "Umi is a Field Spell \\(Field Spells go under 'field'\\)"),
    ([], "Gravity Bind", "Gravity Bind is not a Field Spell"),
    ([{"card": "Gravity Bind", "lp_paid": 1000}], None, "designated, lp_paid and attached_to are for a face_up lasting card"),
])
def test_scenario_lasting_cards_are_checked(spells, field, message):
    from ygo_royal_env.scenario import ScenarioError
    a = player(spells=spells)
    if field:
        a["field"] = field
    with pytest.raises(ScenarioError, match=message):
        scenario([a, player(), player()])


def test_pay_lp_events_and_prompts_are_described():
    from ygo_royal_env.describe import describe_event, describe_prompt
    duel = scenario([player(lp=3500, spells=["Wall of Revealing Light"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert "pay LP" in describe_prompt(duel)
    act(duel, K.A_SELECT + 0)
    pay = [e for e in events(duel) if e.kind == "pay LP"][-1]
    assert describe_event(duel, pay) == "player_0 pays 1000 LP for Wall of Revealing Light"
