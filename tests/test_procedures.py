"""Special Summons from the hand by a monster's own procedure (B10) and R15 (OPP-ANY1: one
opponent alone meets the condition, counts never summed), with the procedure monsters'
effects (Chaos Sorcerer, Black Luster Soldier); each in a 3+ player duel."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.describe import describe_action

from conftest import (
    A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
    names, pass_all, player, scenario,
)




def procedure_action(duel, card: str) -> int:
    h = [name(duel, c) for c in hand(duel, duel.current_player)].index(card)
    return K.A_PROCEDURE + h


def can_procedure(duel, card: str) -> bool:
    return procedure_action(duel, card) in duel.legal_actions()






def designatable(duel) -> list[int]:
    r = duel.rec
    me = duel.current_player
    return sorted(int(r["player_at"][(int(r["seat_of"][me]) + a - K.A_DESIGNATE + 1) % duel.num_players])
                  for a in duel.legal_actions() if K.A_DESIGNATE <= a < K.A_POSITION)


# --- R15 (OPP-ANY1) ----------------------------------------------------------------------
def test_r15a_cyber_dragon_needs_one_opponent_with_a_monster_and_none_of_its_own():
    """T-R15a: A controls 0 monsters, B 0 and C 1: A may Special Summon Cyber Dragon from the
    hand (C alone meets "only your opponent controls a monster"); it takes no Normal Summon and
    its summon gets a window. With a monster of A's own, it may not."""
    duel = scenario([player(hand=["Cyber Dragon", "Mystical Elf"]), player(), player(monsters=["Luster Dragon"])],
                    auto_answer=False)
    assert can_procedure(duel, "Cyber Dragon")
    assert describe_action(duel, procedure_action(duel, "Cyber Dragon")) == \
        "Special Summon Cyber Dragon by its procedure (hand 0)"
    act(duel, procedure_action(duel, "Cyber Dragon"))
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION and duel.current_player == A
    act(duel, K.A_POSITION + 1)                                  # face-up Defense Position
    (cd,) = monsters(duel, A)
    assert name(duel, cd) == "Cyber Dragon" and duel.rec["c_pos"][cd] == K.POS_FACEUP_DEF
    assert [e.a for e in events(duel, kind="special summon")] == [A]
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["win_event"] == K.EVENT_SPECIAL_SUMMON
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.rec["normal_summons"] == 0
    assert K.A_SUMMON + 0 in duel.legal_actions()                # the Normal Summon is still there

    duel = scenario([player(hand=["Cyber Dragon"], monsters=["Mystical Elf"]), player(),
                     player(monsters=["Luster Dragon"])], auto_answer=False)
    assert not can_procedure(duel, "Cyber Dragon")


def test_r15b_fiend_megacyber_counts_one_opponent_never_a_sum():
    """T-R15b: A controls 1, B 2 and C 2: no single opponent has 3 or more, so A may not
    Special Summon The Fiend Megacyber (B and C together have 4); with C at 3, A may."""
    two = ["Mystical Elf", "Mystical Elf"]
    duel = scenario([player(hand=["The Fiend Megacyber"], monsters=["Luster Dragon"]), player(monsters=two),
                     player(monsters=two)], auto_answer=False)
    assert not can_procedure(duel, "The Fiend Megacyber")
    duel = scenario([player(hand=["The Fiend Megacyber"], monsters=["Luster Dragon"]), player(monsters=two),
                     player(monsters=two + ["Mystical Elf"])], auto_answer=False)
    assert can_procedure(duel, "The Fiend Megacyber")
    act(duel, procedure_action(duel, "The Fiend Megacyber"))
    act(duel, K.A_POSITION)
    assert names(duel, monsters(duel, A)) == ["Luster Dragon", "The Fiend Megacyber"]


def test_r15c_lava_golem_tributes_two_of_one_opponent_and_goes_to_that_field():
    """T-R15c: B and C control 1 monster each: Lava Golem cannot be Special Summoned (no
    tributing across players). With B at 2, A designates B (only B may be designated), Tributes
    both of B's monsters, and Lava Golem is placed on B's field: B controls it, A owns it; A may
    not Normal Summon or Set for the rest of the turn."""
    duel = scenario([player(hand=["Lava Golem", "Mystical Elf"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    assert not can_procedure(duel, "Lava Golem")
    duel = scenario([player(hand=["Lava Golem", "Mystical Elf"]), player(monsters=["Luster Dragon", "Sangan"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, procedure_action(duel, "Lava Golem"))
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and designatable(duel) == [B]
    designate(duel, B)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Luster Dragon", "Sangan"]
    choose(duel, "Luster Dragon")
    choose(duel, "Sangan")
    act(duel, K.A_POSITION)
    (golem,) = monsters(duel, B)
    assert name(duel, golem) == "Lava Golem"
    assert duel.rec["c_ctrl"][golem] == B and duel.rec["c_owner"][golem] == A
    assert names(duel, grave(duel, B)) == ["Luster Dragon", "Sangan"]
    pass_all(duel)
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:                  # Sangan's search resolves for B
        act(duel, duel.legal_actions()[0])
    assert duel.current_player == A
    assert not any(K.A_SUMMON <= a < K.A_FLIP_SUMMON for a in duel.legal_actions())


# --- banishing costs and "must first be Special Summoned" (B10) ----------------------------
def test_chaos_sorcerer_banishes_a_light_and_a_dark_monster_and_cannot_be_normal_summoned():
    """Chaos Sorcerer cannot be Normal Summoned or Set even with Tributes; its procedure
    banishes 1 LIGHT and 1 DARK monster from A's own GY (not another player's), one prompt
    each. Without a DARK monster in A's GY it is not offered."""
    gy = ["Mystical Elf", "Dark Magician", "Luster Dragon"]         # LIGHT, DARK, WIND
    duel = scenario([player(hand=["Chaos Sorcerer"], monsters=["Sangan", "Sangan"], graveyard=gy),
                     player(graveyard=["Dark Magician"]), player()], auto_answer=False)
    assert not any(a in duel.legal_actions() for a in (K.A_SUMMON, K.A_SET_MONSTER))
    act(duel, procedure_action(duel, "Chaos Sorcerer"))
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == ["Mystical Elf"]
    assert describe_action(duel, K.A_SELECT).startswith("Banish Mystical Elf")
    choose(duel, "Mystical Elf")
    assert candidates(duel) == ["Dark Magician"]
    choose(duel, "Dark Magician")
    act(duel, K.A_POSITION)
    assert "Chaos Sorcerer" in names(duel, monsters(duel, A))
    assert names(duel, grave(duel, A)) == ["Luster Dragon"]
    assert names(duel, duel.rec["pile"][A, K.LOC_BANISHED, :2]) == ["Dark Magician", "Mystical Elf"]
    assert names(duel, grave(duel, B)) == ["Dark Magician"]

    duel = scenario([player(hand=["Chaos Sorcerer"], graveyard=["Mystical Elf", "Luster Dragon"]),
                     player(graveyard=["Dark Magician"]), player()], auto_answer=False)
    assert not can_procedure(duel, "Chaos Sorcerer")


def test_must_first_be_special_summoned_monsters_are_revived_only_after_their_procedure():
    """B10: a Chaos Sorcerer that reached the GY without its procedure cannot be targeted by
    Monster Reborn; one that was properly summoned and then destroyed can."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Chaos Sorcerer", "Mystical Elf"]), player(),
                     player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Mystical Elf"]

    duel = scenario([player(hand=["Chaos Sorcerer", "Monster Reborn"], graveyard=["Mystical Elf", "Dark Magician"]),
                     player(monsters=["Blue-Eyes White Dragon"]), player()], auto_answer=False, banlist=None)
    act(duel, procedure_action(duel, "Chaos Sorcerer"))
    choose(duel, "Mystical Elf")
    choose(duel, "Dark Magician")
    act(duel, K.A_POSITION)
    pass_all(duel)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    act(duel, attack_action(0, 1, 0))                           # into Blue-Eyes: destroyed by battle
    while duel.rec["pr_kind"] != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    act(duel, K.A_TO_MAIN2)
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Chaos Sorcerer"]
    act(duel, K.A_ACTIVATE + [name(duel, c) for c in hand(duel, A)].index("Monster Reborn"))
    assert candidates(duel) == ["Chaos Sorcerer"]


def test_bottomless_trap_hole_answers_a_procedure_summon_and_trap_hole_does_not():
    """A Special Summon by a procedure uses no chain and gets a window (B10): "Summons"
    (Bottomless Trap Hole, C's, helping nobody but itself: A is its opponent) may answer it;
    "Normal or Flip Summons" (Trap Hole) may not."""
    duel = scenario([player(hand=["Cyber Dragon"]), player(spells=["Trap Hole"]),
                     player(monsters=["Mystical Elf"], spells=["Bottomless Trap Hole"])], auto_answer=False)
    act(duel, procedure_action(duel, "Cyber Dragon"))
    act(duel, K.A_POSITION)
    seen = {}
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        p = duel.current_player
        sets = [a for a in duel.legal_actions() if K.A_ACTIVATE_SET <= a < K.A_ACTIVATE_MONSTER]
        seen.setdefault(p, sets)                             # what each player could answer the summon with
        if sets:
            act(duel, sets[0])
        else:
            act(duel, K.A_PASS)
    assert seen[B] == [] and seen[C] == [K.A_ACTIVATE_SET + 0]
    assert monsters(duel, A) == [] and "Cyber Dragon" in names(duel, duel.rec["pile"][A, K.LOC_BANISHED, :1])


# --- the procedure monsters' effects -------------------------------------------------------
def test_chaos_sorcerer_banishes_a_face_up_monster_once_per_turn_and_then_cannot_attack():
    """Chaos Sorcerer's Ignition Effect targets a face-up monster on any player's field and
    banishes it (not a destruction: nothing is destroyed). Once per turn; the turn it is
    activated Chaos Sorcerer cannot attack; after it attacked it cannot be activated."""
    duel = scenario([player(monsters=["Chaos Sorcerer"]), player(monsters=["Luster Dragon", monster("Sangan", "set")]),
                     player(monsters=["Blue-Eyes White Dragon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Blue-Eyes White Dragon", "Chaos Sorcerer", "Luster Dragon"]   # face-up only
    choose(duel, "Blue-Eyes White Dragon")
    pass_all(duel)
    assert monsters(duel, C) == [] and events(duel, kind="destroyed") == []
    assert names(duel, duel.rec["pile"][C, K.LOC_BANISHED, :1]) == ["Blue-Eyes White Dragon"]
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()          # once per turn
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE
    assert not any(K.A_ATTACK <= a < K.A_SELECT for a in duel.legal_actions())   # it cannot attack

    duel = scenario([player(monsters=[monster("Chaos Sorcerer", attacked=True)]), player(monsters=["Luster Dragon"]),
                     player()], phase="main2", auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()          # it attacked this turn


def test_black_luster_soldier_attacks_again_after_destroying_a_monster_by_battle():
    """Black Luster Soldier - Envoy of the Beginning: when its attack destroys a monster by
    battle its controller may let it attack again, and it may then attack another opponent;
    its two effects share one use per turn, so its banishing effect is no longer offered."""
    duel = scenario([player(monsters=["Black Luster Soldier - Envoy of the Beginning"]),
                     player(monsters=["Luster Dragon"]), player(monsters=["Mystical Elf"])],
                    phase="battle", auto_answer=False, banlist=None)
    act(duel, attack_action(0, 1, 0))
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    assert K.A_PASS in duel.legal_actions()                              # "it can": optional
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE
    assert attack_action(0, 2, 0) in duel.legal_actions()                # a second attack, on C
    act(duel, attack_action(0, 2, 0))
    pass_all(duel)
    assert monsters(duel, C) == []
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE                        # no third attack: once per turn
    assert not any(K.A_ATTACK <= a < K.A_SELECT for a in duel.legal_actions())
    act(duel, K.A_TO_MAIN2)
    pass_all(duel)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()          # 1 of its 2 effects per turn


# --- phase triggers (R13 OPP-PHASE, R20) -------------------------------------------------------
def test_r20_lava_golem_damages_its_controller_in_each_of_its_standby_phases():
    """R20: Lava Golem's trigger runs in its controller's Standby Phase (B's, not A's, who owns
    it): B takes 1000; in C's Standby Phase nothing happens."""
    duel = scenario([player(), player(monsters=["Lava Golem"]), player()], turn_player=A, phase="main1")
    act(duel, K.A_TO_END)
    while duel.rec["turn_player"] == A:
        act(duel, duel.legal_actions()[0])
    while duel.rec["phase"] != K.PHASE_MAIN1:
        act(duel, duel.legal_actions()[0])
    assert duel.rec["lp"][B] == 7000 and duel.rec["lp"][A] == 8000
    assert [(e.a, e.b) for e in events(duel, kind="damage")] == [(B, 1000)]
    act(duel, K.A_TO_END)
    while duel.rec["phase"] != K.PHASE_MAIN1:
        act(duel, duel.legal_actions()[0])
    assert duel.rec["turn_player"] == C and duel.rec["lp"][B] == 7000


def test_r13b_garuda_changes_only_the_turn_players_monster_in_each_opponents_end_phase():
    """T-R13b: A controls Garuda the Wind Spirit. In B's End Phase the legal targets are only
    B's face-up monsters; in C's End Phase only C's; in A's own End Phase it does not
    activate. Its procedure banishes a WIND monster from A's GY, and nothing else may Special
    Summon it ("can only be")."""
    duel = scenario([player(monsters=["Garuda the Wind Spirit"]), player(monsters=["Luster Dragon", "Sangan"]),
                     player(monsters=["Mystical Elf"])], turn_player=B, auto_answer=False)
    act(duel, K.A_TO_END)
    pass_all(duel)
    assert duel.rec["phase"] == K.PHASE_END and duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and candidates(duel) == ["Luster Dragon", "Sangan"]
    choose(duel, "Luster Dragon")
    assert duel.rec["ch_opp"][0] == B                               # OPP-PHASE: the turn player
    pass_all(duel)
    luster = monsters(duel, B)[0]
    assert duel.rec["c_pos"][luster] == K.POS_FACEUP_DEF
    while duel.rec["turn_player"] == B:
        act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:
        act(duel, duel.legal_actions()[0])
    act(duel, K.A_TO_END)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Mystical Elf"]                     # C's End Phase: C's monster only
    choose(duel, "Mystical Elf")
    pass_all(duel)
    while duel.rec["turn_player"] == C:
        act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:
        act(duel, duel.legal_actions()[0])
    since = len(duel.events())
    act(duel, K.A_TO_END)
    pass_all(duel)
    assert (A, K.PHASE_END) in [(e.a, e.b) for e in events(duel, since, "phase")]
    assert events(duel, since, "activate") == []                    # not in A's own End Phase

    duel = scenario([player(hand=["Garuda the Wind Spirit", "Monster Reborn"], graveyard=["Luster Dragon"]),
                     player(graveyard=["Garuda the Wind Spirit"]), player()], auto_answer=False, banlist=None)
    act(duel, procedure_action(duel, "Garuda the Wind Spirit"))
    assert candidates(duel) == ["Luster Dragon"]                    # WIND
    choose(duel, "Luster Dragon")
    act(duel, K.A_POSITION)
    pass_all(duel)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()             # Monster Reborn: no target ("can only")


def test_r16a_kycoo_bars_its_controllers_opponents_from_banishing_as_a_procedures_cost():
    """T-R16a with a real cost: C controls Kycoo the Ghost Destroyer, so A (C's opponent) may
    not banish from a GY to Special Summon Chaos Sorcerer; with Kycoo on A's own field, A may."""
    gy = ["Mystical Elf", "Dark Magician"]
    duel = scenario([player(hand=["Chaos Sorcerer"], graveyard=gy), player(), player(monsters=["Kycoo the Ghost Destroyer"])],
                    auto_answer=False)
    assert not can_procedure(duel, "Chaos Sorcerer")
    duel = scenario([player(hand=["Chaos Sorcerer"], graveyard=gy, monsters=["Kycoo the Ghost Destroyer"]), player(),
                     player()], auto_answer=False)
    assert can_procedure(duel, "Chaos Sorcerer")
