"""Era staples (issue #3 items 7 and 8): Ring of Destruction (R19), Tribe-Infecting Virus (R10, a
declared monster Type), Enemy Controller (an effect choice, R11), Tsukuyomi (a Spirit's return),
Breaker the Magical Warrior (a Spell Counter); each in a 3+ player duel."""
from __future__ import annotations

import numpy as np

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation, encode_observation

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
                      names, pass_all, player, scenario)


def spells_of(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


def zone_of(duel, p: int, card: str) -> int:
    for z in range(K.N_MZONES):
        c = int(duel.rec["mzone"][p, z])
        if c >= 0 and name(duel, c) == card:
            return z
    raise AssertionError(f"{card} is not in player {p}'s monster zones")


def hand_slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


def atk(duel, c: int) -> int:
    from ygo_royal_env.core.atk_def import cur_atk
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


# --- Ring of Destruction (2006 wording; R19: "both players") -------------------------------------
def test_r19_ring_of_destruction_destroys_the_designated_opponents_monster_and_damages_both():
    """R19 (§2.4 "both players" in a chain effect): A designates B at activation (C, whose only
    monster is face-down, cannot be designated: R11 (b)); the target is one of B's face-up
    monsters only; on resolution it is destroyed and A and B each take its ATK (1900), C's LP
    unchanged."""
    duel = scenario([player(spells=["Ring of Destruction"]),
                     player(monsters=["Luster Dragon", "Mystical Elf"]),
                     player(monsters=[monster("Battle Ox", "set")])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]             # only B
    designate(duel, B)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    assert candidates(duel) == ["Luster Dragon", "Mystical Elf"]
    choose(duel, "Luster Dragon")
    assert int(duel.rec["ch_opp"][0]) == B
    pass_all(duel)
    assert names(duel, monsters(duel, B)) == ["Mystical Elf"]
    assert name(duel, grave(duel, B)[-1]) == "Luster Dragon"
    assert lp(duel) == [8000 - 1900, 8000 - 1900, 8000]


def test_b14_an_effect_that_destroys_the_attack_target_gives_the_attacker_a_replay():
    """B14 / R35 with an effect: A's Vorse Raider attacks B's Battle Ox; in the window C destroys
    the Battle Ox with Ring of Destruction (designating B): B's monster count changed, so A
    re-chooses among the attacks still possible (B now directly, C's monster) or stops."""
    duel = scenario([player(monsters=["Vorse Raider"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"], spells=["Ring of Destruction"])],
                    phase="battle", auto_answer=False, banlist=None)
    act(duel, attack_action(0, 1, 0))
    while duel.current_player != C:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert monsters(duel, B) == [] and duel.rec["pr_kind"] == K.PROMPT_REPLAY and duel.current_player == A
    assert sorted(duel.legal_actions()) == sorted([K.A_STOP_ATTACK, attack_action(0, 1, K.N_MZONES),
                                                   attack_action(0, 2, 0)])
    act(duel, attack_action(0, 1, K.N_MZONES))
    pass_all(duel)
    assert lp(duel) == [8000, 8000 - 1700 - 1900, 8000 - 1700]


def test_r19_ring_of_destruction_both_players_reach_0_together_and_the_third_plays_on():
    """B21/B22 with R19: A (1500 LP) destroys B's 1900 ATK monster while B has 1000 LP: A and B
    both reach 0 at once and lose together; C, the only player left, wins."""
    duel = scenario([player(lp=1500, spells=["Ring of Destruction"]),
                     player(lp=1000, monsters=["Luster Dragon"]),
                     player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert duel.done
    assert duel.results()[:3] == [-1, -1, 1]


def test_ring_of_destruction_does_nothing_when_its_target_is_turned_face_down():
    """The target must still be a face-up monster at resolution: B answers with Book of Moon on
    its own targeted monster, so Ring destroys nothing and nobody takes damage."""
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(spells=["Book of Moon"], monsters=["Luster Dragon"]),
                     player(spells=["Ring of Destruction"])], turn_player=A, auto_answer=False, banlist=None)
    act(duel, K.A_TO_END)                                          # A moves on: B, then C may act (R24)
    while duel.current_player != C:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    choose(duel, "Luster Dragon")
    assert duel.current_player == B                                # R26: the target's controller first
    act(duel, K.A_ACTIVATE_SET + 0)                                # Book of Moon, Set before this turn
    choose(duel, "Luster Dragon")
    pass_all(duel)
    luster = monsters(duel, B)[0]
    assert duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF
    assert lp(duel) == [8000, 8000, 8000]


# --- Tribe-Infecting Virus (R10: every player's face-up monsters of the declared Type) -----------
def test_r10_tribe_infecting_virus_destroys_the_declared_type_on_every_field():
    """R10: A discards 1 card and declares Spellcaster as the effect is activated (before anyone
    may respond, issue 18 review); at resolution the face-up Spellcasters of A, B and C are
    destroyed; a face-down Spellcaster and other Types stay. The declaration prompt offers the
    20 Types, is described by name, and the declaration is a public event."""
    duel = scenario([player(monsters=["Tribe-Infecting Virus", "Mystical Elf"], hand=["Battle Ox"]),
                     player(monsters=["Dark Magician", monster("Mystical Elf", "set")]),
                     player(monsters=["Breaker the Magical Warrior", "Luster Dragon"])], auto_answer=False,
                    banlist=None)
    z = zone_of(duel, A, "Tribe-Infecting Virus")
    assert duel.describe_action(K.A_ACTIVATE_MONSTER + z) == "Activate Tribe-Infecting Virus's effect (zone 0)"
    act(duel, K.A_ACTIVATE_MONSTER + z)
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    assert duel.rec["pr_kind"] == K.PROMPT_DECLARE_RACE and duel.current_player == A
    assert int(duel.rec["ch_n"]) == 0                              # declared before the link is built
    assert duel.legal_actions() == [K.A_SELECT + k for k in range(20)]
    spellcaster = 1                                                # RACE_NAMES[2], A_SELECT + race - 1
    assert duel.describe_action(K.A_SELECT + spellcaster) == "Declare the Type Spellcaster"
    since = len(duel.events())
    act(duel, K.A_SELECT + spellcaster)
    assert [(e.a, e.b) for e in events(duel, since, "declared type")] == [(A, 2)]
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and "Dark Magician" in names(duel, monsters(duel, B))
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Tribe-Infecting Virus"]
    assert names(duel, monsters(duel, B)) == ["Mystical Elf"]      # face-down: not destroyed
    assert names(duel, monsters(duel, C)) == ["Luster Dragon"]
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Mystical Elf"]


def test_tribe_infecting_virus_needs_a_card_to_discard_and_may_destroy_itself():
    """The discard is a cost: with an empty hand the effect is not offered. Declaring its own
    Type (Aqua) destroys the Virus too ("all face-up monsters of that Type on the field")."""
    duel = scenario([player(monsters=["Tribe-Infecting Virus"], hand=[]), player(), player()],
                    auto_answer=False, banlist=None)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()
    duel = scenario([player(monsters=["Tribe-Infecting Virus"], hand=["Battle Ox"]), player(),
                     player(monsters=["Mystical Elf"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    choose(duel, "Battle Ox")
    act(duel, K.A_SELECT + 6)                                      # Aqua (RACE_NAMES[7])
    pass_all(duel)
    assert monsters(duel, A) == [] and names(duel, monsters(duel, C)) == ["Mystical Elf"]


# --- Tsukuyomi (Spirit) --------------------------------------------------------------------------
def end_phase_trigger(duel) -> None:
    """Move the turn player to the End Phase and pass until a trigger prompt comes up."""
    act(duel, K.A_TO_END)
    for _ in range(50):
        if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
            return
        act(duel, K.A_PASS)
    raise AssertionError("no trigger prompt in the End Phase")


def test_tsukuyomi_normal_summoned_sets_a_face_up_monster_of_any_field_then_returns_in_the_end_phase():
    """R10 ("1 face-up monster on the field"): Tsukuyomi's Normal Summon trigger may target any
    player's face-up monster, itself included, but not a face-down one; the target is turned
    face-down. In the End Phase of that turn Tsukuyomi returns to its owner's hand (a Spirit)."""
    duel = scenario([player(hand=["Tsukuyomi"]), player(monsters=["Luster Dragon", monster("Battle Ox", "set")]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    assert candidates(duel) == ["Luster Dragon", "Mystical Elf", "Tsukuyomi"]
    choose(duel, "Luster Dragon")
    pass_all(duel)
    luster = [c for c in monsters(duel, B) if name(duel, c) == "Luster Dragon"][0]
    assert duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF
    end_phase_trigger(duel)
    assert duel.current_player == A and candidates(duel) == ["Tsukuyomi"]
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert monsters(duel, A) == [] and names(duel, hand(duel, A)) == ["Tsukuyomi"]


def test_tsukuyomi_flipped_in_an_opponents_turn_returns_to_its_owner_in_that_end_phase():
    """A Spirit returns in the End Phase of the turn it was flipped face-up, whoever's turn it
    is: B's attack flips A's Set Tsukuyomi; its trigger sets C's monster face-down; in B's End
    Phase Tsukuyomi goes back to A's hand (A, its controller, is asked for the trigger)."""
    duel = scenario([player(monsters=[monster("Tsukuyomi", "set")]), player(monsters=["Mystical Elf"]),
                     player(monsters=["Luster Dragon"])], turn_player=B, phase="battle", auto_answer=False)
    while duel.rec["pr_kind"] != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    attack = [a for a in duel.legal_actions() if "Tsukuyomi" in duel.describe_action(a)
              or "face-down monster" in duel.describe_action(a)]
    act(duel, attack[0])
    for _ in range(20):
        if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
            break
        act(duel, K.A_PASS)
    act(duel, K.A_SELECT)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    luster = monsters(duel, C)[0]
    assert duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF
    tsukuyomi = monsters(duel, A)[0]                               # 800 ATK vs 1400 DEF: it survives
    assert duel.rec["c_pos"][tsukuyomi] == K.POS_FACEUP_DEF
    while duel.rec["pr_kind"] not in (K.PROMPT_BATTLE, K.PROMPT_IDLE):
        act(duel, K.A_PASS)
    end_phase_trigger(duel)
    assert duel.current_player == A and candidates(duel) == ["Tsukuyomi"]
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Tsukuyomi"] and monsters(duel, A) == []


def test_tsukuyomi_cannot_be_special_summoned():
    """"This card cannot be Special Summoned": Monster Reborn does not offer it."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Tsukuyomi"]), player(graveyard=["Tsukuyomi"]),
                     player()], auto_answer=False, banlist=None)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Breaker the Magical Warrior (a Spell Counter) -----------------------------------------------
def test_breaker_normal_summoned_gets_a_counter_and_removes_it_to_destroy_any_players_spell_trap():
    """Normal Summoned, Breaker gets 1 Spell Counter (ATK 1600 + 300); removing it (a cost)
    destroys 1 Spell/Trap on any player's field (R10: C's too); then ATK 1600 and no counter
    left to remove, so the effect is not offered again."""
    duel = scenario([player(hand=["Breaker the Magical Warrior"]), player(spells=["Mirror Force"]),
                     player(spells=["Trap Hole", "Negate Attack"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    pass_all(duel)
    breaker = monsters(duel, A)[0]
    assert int(duel.rec["c_counter"][breaker]) == 1 and atk(duel, breaker) == 1900
    z = zone_of(duel, A, "Breaker the Magical Warrior")
    act(duel, K.A_ACTIVATE_MONSTER + z)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    assert candidates(duel) == ["Mirror Force", "Negate Attack", "Trap Hole"]
    choose(duel, "Trap Hole")
    assert int(duel.rec["c_counter"][breaker]) == 0 and atk(duel, breaker) == 1600   # the cost is paid
    pass_all(duel)
    assert names(duel, spells_of(duel, C)) == ["Negate Attack"] and name(duel, grave(duel, C)[-1]) == "Trap Hole"
    assert names(duel, spells_of(duel, B)) == ["Mirror Force"]
    assert K.A_ACTIVATE_MONSTER + z not in duel.legal_actions()


def test_breaker_special_summoned_gets_no_counter_and_turned_face_down_loses_it():
    """Only a Normal Summon places the counter: Breaker Special Summoned by Monster Reborn has
    none (ATK 1600, no effect to activate). A Breaker with its counter turned face-down by C's
    Book of Moon loses the counter (counters stay only on a face-up card)."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Breaker the Magical Warrior"]),
                     player(spells=["Mirror Force"]), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Breaker the Magical Warrior")
    pass_all(duel)
    act(duel, K.A_POSITION)
    pass_all(duel)
    breaker = monsters(duel, A)[0]
    assert int(duel.rec["c_counter"][breaker]) == 0 and atk(duel, breaker) == 1600
    assert K.A_ACTIVATE_MONSTER + zone_of(duel, A, "Breaker the Magical Warrior") not in duel.legal_actions()

    duel = scenario([player(hand=["Breaker the Magical Warrior"]), player(), player(spells=["Book of Moon"])],
                    auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    act(duel, K.A_SELECT)
    pass_all(duel)
    breaker = monsters(duel, A)[0]
    assert int(duel.rec["c_counter"][breaker]) == 1
    act(duel, K.A_TO_END)                                          # R24: then B and C may act
    while duel.current_player != C:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Breaker the Magical Warrior")
    pass_all(duel)
    assert duel.rec["c_pos"][breaker] == K.POS_FACEDOWN_DEF and int(duel.rec["c_counter"][breaker]) == 0


# --- Enemy Controller (an effect choice; R11 designation) ------------------------------------------
def test_r11_enemy_controller_offers_the_usable_effects_and_the_link_keeps_the_choice():
    """Both effects are usable, so A chooses (the prompt offers exactly the two, each described);
    A takes effect 2: designates B (R11; C's only monster is face-down: not designable), targets
    B's face-up monster, Tributes own Battle Ox as the cost. The link keeps effect 2 (``ch_effect``,
    the observation's link record shows it); on resolution A controls Luster Dragon until the End
    Phase, then it goes back to B."""
    duel = scenario([player(hand=["Enemy Controller"], monsters=["Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player(monsters=[monster("Mystical Elf", "set")])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_EFFECT_CHOICE and duel.current_player == A
    assert duel.legal_actions() == [K.A_SELECT + 0, K.A_SELECT + 1]
    assert duel.describe_action(K.A_SELECT + 0) == "Activate effect 1 of Enemy Controller: change position target"
    assert duel.describe_action(K.A_SELECT + 1) == \
        "Activate effect 2 of Enemy Controller: take control, Tributing 1 monster"
    act(duel, K.A_SELECT + 1)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]             # only B
    designate(duel, B)
    assert candidates(duel) == ["Luster Dragon"]
    choose(duel, "Luster Dragon")
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    assert int(duel.rec["ch_effect"][0]) == 1 and int(duel.rec["ch_opp"][0]) == B
    view = decode_observation(encode_observation(duel.rec, duel.db.table, C, np.zeros(OBS_SIZE, np.float32)))
    assert view["chain"][0]["effect"] == 1
    assert name(duel, grave(duel, A)[-1]) == "Battle Ox"          # the cost is paid at activation
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Luster Dragon"] and monsters(duel, B) == []
    act(duel, K.A_TO_END)
    pass_all(duel)
    assert names(duel, monsters(duel, B)) == ["Luster Dragon"] and monsters(duel, A) == []


def test_enemy_controller_changes_the_designated_opponents_monster_position():
    """Effect 1 (R11): A chooses it, designates C and changes C's face-up Attack Position monster
    to Defense Position; B's monster is untouched. The link record shows effect 1."""
    duel = scenario([player(hand=["Enemy Controller"], monsters=["Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_SELECT + 0)
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    designate(duel, C)
    assert candidates(duel) == ["Vorse Raider"]
    choose(duel, "Vorse Raider")
    assert int(duel.rec["ch_effect"][0]) == 0
    view = decode_observation(encode_observation(duel.rec, duel.db.table, B, np.zeros(OBS_SIZE, np.float32)))
    assert view["chain"][0]["effect"] == 0
    pass_all(duel)
    raider, luster = monsters(duel, C)[0], monsters(duel, B)[0]
    assert duel.rec["c_pos"][raider] == K.POS_FACEUP_DEF and duel.rec["c_pos"][luster] == K.POS_FACEUP_ATK
    assert names(duel, monsters(duel, A)) == ["Battle Ox"]       # no Tribute for effect 1


def test_enemy_controller_without_a_monster_to_tribute_offers_only_effect_1():
    """The mask holds only the usable effects: with no monster to Tribute, effect 2 is not
    usable, so no choice is asked and effect 1 is activated directly."""
    duel = scenario([player(hand=["Enemy Controller"]), player(monsters=["Luster Dragon"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    designate(duel, B)
    choose(duel, "Luster Dragon")
    assert int(duel.rec["ch_effect"][0]) == 0
    pass_all(duel)
    assert duel.rec["c_pos"][monsters(duel, B)[0]] == K.POS_FACEUP_DEF and monsters(duel, A) == []


# --- D.D. Warrior Lady (B13: after damage calculation) ------------------------------------------------
def attack_on(duel, attacker: str, card: str) -> None:
    """The turn player's ``attacker`` attacks the monster named ``card`` (described by name)."""
    while duel.rec["pr_kind"] != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    options = [a for a in duel.legal_actions() if duel.describe_action(a).startswith(attacker)
               and f"'s {card} " in duel.describe_action(a)]
    act(duel, options[0])


def until_trigger(duel) -> None:
    for _ in range(30):
        if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
            return
        act(duel, K.A_PASS)
    raise AssertionError("no trigger prompt")


def banished(duel, p: int) -> list[int]:
    r = duel.rec
    return [int(r["pile"][p, K.LOC_BANISHED, i]) for i in range(int(r["pile_n"][p, K.LOC_BANISHED]))]


def test_b13_dd_warrior_lady_banishes_the_monster_it_battles_and_itself_after_damage_calculation():
    """B13: B's Vorse Raider (1900) attacks A's D.D. Warrior Lady (1500). After damage calculation
    (A has taken 400) A's optional trigger is offered in the Damage Step; it banishes Vorse Raider
    and D.D. Warrior Lady, so she is banished rather than destroyed and sent to the GY. C is
    untouched."""
    duel = scenario([player(monsters=["D.D. Warrior Lady"]), player(monsters=["Vorse Raider"]),
                     player(monsters=["Mystical Elf"])], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Vorse Raider", "D.D. Warrior Lady")
    until_trigger(duel)
    assert duel.current_player == A and duel.rec["step"] == K.STEP_DAMAGE
    assert lp(duel) == [8000 - 400, 8000, 8000]                    # damage calculation is done
    assert K.A_PASS in duel.legal_actions()                          # "you can"
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert monsters(duel, A) == [] and monsters(duel, B) == [] and grave(duel, A) == [] and grave(duel, B) == []
    assert names(duel, banished(duel, A)) == ["D.D. Warrior Lady"]
    assert names(duel, banished(duel, B)) == ["Vorse Raider"]
    assert names(duel, monsters(duel, C)) == ["Mystical Elf"]


def test_b13_dd_warrior_lady_banishes_a_monster_before_it_reaches_the_gy_and_may_decline():
    """B13: the banishing happens before the end of the Damage Step, so B's Sangan, which lost the
    battle against D.D. Warrior Lady, is banished and never sent to the GY (no search). In a second
    battle A declines: C's Mystical Elf destroyed by battle goes to the GY and she stays."""
    duel = scenario([player(monsters=["D.D. Warrior Lady"]), player(monsters=["Sangan"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Sangan", "D.D. Warrior Lady")
    until_trigger(duel)
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert names(duel, banished(duel, B)) == ["Sangan"] and grave(duel, B) == []
    assert events(duel, 0, "added to hand") == []

    duel = scenario([player(monsters=["D.D. Warrior Lady"]), player(), player(monsters=["Mystical Elf"])],
                    turn_player=A, phase="battle", auto_answer=False)
    attack_on(duel, "D.D. Warrior Lady", "Mystical Elf")
    until_trigger(duel)
    act(duel, K.A_PASS)                                            # declined
    pass_all(duel)
    assert names(duel, grave(duel, C)) == ["Mystical Elf"] and names(duel, monsters(duel, A)) == ["D.D. Warrior Lady"]
    assert banished(duel, A) == [] and lp(duel)[C] == 8000 - 700
