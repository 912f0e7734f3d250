"""Negation (B16): negating an activation (Solemn Judgment, Judgment of Anubis with R18's
help and R12's linked opponent), negating a Summon in the window of its attempt, and the
static negation of Trap effects (Royal Decree, Jinzo with R22); each in a 3+ player duel."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, candidates, choose, events, grave, hand, monster, monsters, name, names,
    pass_all, pass_until, player, scenario)







def set_cards(duel) -> list[int]:
    """The Set cards the deciding player may activate now."""
    return [a for a in duel.legal_actions() if K.A_ACTIVATE_SET <= a < K.A_ACTIVATE_MONSTER]


# --- negating an activation ----------------------------------------------------------------
def test_solemn_judgment_negates_a_spell_and_destroys_it_for_half_the_lp():
    """A activates Pot of Greed; B chains Solemn Judgment paying half of B's 1001 LP, rounded up
    (B23: 501): the Pot's activation is negated and the card destroyed, A draws nothing."""
    duel = scenario([player(hand=["Pot of Greed", "Mystical Elf"]), player(lp=1001, spells=["Solemn Judgment"]),
                     player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, B)
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["lp"][B] == 500
    assert [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(B, 501)]
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Mystical Elf"] and events(duel, kind="draw") == []
    assert names(duel, grave(duel, A)) == ["Pot of Greed"] and names(duel, grave(duel, B)) == ["Solemn Judgment"]
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Pot of Greed"]
    assert [name(duel, e.a) for e in events(duel, kind="resolve")] == ["Solemn Judgment", "Pot of Greed"]


def test_r18b_judgment_of_anubis_negates_mst_and_destroys_only_the_spells_activators_monster():
    """T-R18b: B activates Mystical Space Typhoon targeting C's Set card; A (not the player
    whose card it would destroy) activates Judgment of Anubis, discarding a card: MST is
    negated and destroyed, A may destroy only a face-up monster B controls, and B takes damage
    equal to its ATK (R12: the same opponent)."""
    duel = scenario([player(hand=["Mystical Elf"], monsters=["Luster Dragon"], spells=["Judgment of Anubis"]),
                     player(hand=["Mystical Space Typhoon"], monsters=["Vorse Raider", monster("Sangan", "set")]),
                     player(monsters=["Blue-Eyes White Dragon"], spells=["Trap Hole"])], turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Trap Hole")                                    # MST targets C's Set card
    pass_until(duel, A)
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD
    choose(duel, "Mystical Elf")
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Vorse Raider"]                  # B's face-up monster only
    assert K.A_PASS in duel.legal_actions()                      # "you can"
    choose(duel, "Vorse Raider")
    pass_all(duel)
    assert duel.rec["lp"][B] == 8000 - 1900 and duel.rec["lp"][C] == 8000
    assert names(duel, grave(duel, B)) == ["Mystical Space Typhoon", "Vorse Raider"]
    assert duel.rec["c_loc"][duel.rec["szone"][C, 0]] == K.LOC_SZONE     # C's Trap Hole survived


# --- negating a Summon ------------------------------------------------------------------------
def test_solemn_judgment_negates_a_normal_summon_in_its_attempt_window():
    """A Summon being attempted gets a window of its own only when someone can negate it, and
    only summon negation may be activated there (B's Mystical Space Typhoon may not). C
    negates A's Tribute Summon of Zaborg: it is destroyed, never summoned, so neither its own
    trigger nor B's Trap Hole activates; the Normal Summon is used up."""
    duel = scenario([player(hand=["Zaborg the Thunder Monarch"], monsters=["Mystical Elf"]),
                     player(spells=["Trap Hole", "Mystical Space Typhoon"]),
                     player(spells=["Solemn Judgment"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Mystical Elf")
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["win_event"] == K.EVENT_SUMMON_ATTEMPT
    assert duel.current_player == B and set_cards(duel) == []
    act(duel, K.A_PASS)
    assert duel.current_player == C and set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert monsters(duel, A) == [] and "Zaborg the Thunder Monarch" in names(duel, grave(duel, A))
    assert events(duel, kind="summon") == [] and [e.kind for e in events(duel, kind="negated")] == ["negated"]
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A
    assert duel.rec["normal_summons"] == 1 and duel.rec["lp"][C] == 4000


def test_a_summon_nobody_can_negate_has_no_attempt_window():
    duel = scenario([player(hand=["Luster Dragon"]), player(spells=["Trap Hole"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    assert duel.rec["win_event"] == K.EVENT_SUMMON and duel.current_player == B
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]             # Trap Hole answers the summon itself


# --- static negation of Traps (R22) -----------------------------------------------------------
def test_r22b_jinzo_no_player_may_activate_traps_on_the_field():
    """T-R22b: B controls Jinzo: neither A nor C may activate their Set Traps (Trap Hole on a
    summon, Sakuretsu Armor on an attack), nor B its own; B's Gravity Bind does not apply."""
    duel = scenario([player(hand=["Luster Dragon"], monsters=["Vorse Raider"], spells=["Sakuretsu Armor"]),
                     player(monsters=["Jinzo"], spells=["Trap Hole"]),
                     player(spells=["Trap Hole"]), ], turn_player=A, auto_answer=False)
    duel_gravity = scenario([player(monsters=["Vorse Raider"]), player(monsters=["Jinzo"]),
                             player(spells=[{"card": "Gravity Bind", "face_up": True}])], phase="battle",
                            auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        assert set_cards(duel) == []
        act(duel, K.A_PASS)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    act(duel, attack_action(0, 1, 0))                            # Vorse Raider attacks Jinzo
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        assert set_cards(duel) == []
        act(duel, K.A_PASS)
    assert attack_action(0, 1, 0) in duel_gravity.legal_actions()   # Level 4 attacker despite Gravity Bind


def test_royal_decree_negates_the_other_traps_effects():
    """A's face-up Royal Decree: C's Magic Cylinder can still be activated, but resolves doing
    nothing (the attack goes on); B's face-up Gravity Bind does not apply while the Decree is
    face-up."""
    duel = scenario([player(monsters=["Vorse Raider"], spells=[{"card": "Royal Decree", "face_up": True}]),
                     player(monsters=["Mystical Elf"], spells=[{"card": "Gravity Bind", "face_up": True}]),
                     player(spells=["Magic Cylinder"])], phase="battle", auto_answer=False)
    assert attack_action(0, 1, 0) in duel.legal_actions()        # Gravity Bind negated
    act(duel, attack_action(0, 1, 0))
    pass_until(duel, C)
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert duel.rec["lp"][A] == 8000 and monsters(duel, B) == []       # no damage; Mystical Elf destroyed
    assert [name(duel, e.a) for e in events(duel, kind="negated")] == ["Magic Cylinder"]
