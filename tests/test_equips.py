"""Cards attached to a monster (Premature Burial, Call of the Haunted, Snatch Steal): what
follows whom when one leaves the field, and Snatch Steal's linked LP gain (R12 example 3,
A-05), its monster after the victim's loss (R32) and after its controller's loss (R33); each
in a 3-player duel."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import deal_damage

from conftest import (
    A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
    names, pass_all, player, scenario,
)







def activate_from_hand(duel, card: str) -> None:
    h = [name(duel, c) for c in hand(duel, duel.current_player)].index(card)
    act(duel, K.A_ACTIVATE + h)



def play_until(duel, done) -> None:
    """Answer with the first legal action (passing where possible) until ``done(duel)``."""
    while not done(duel):
        legal = duel.legal_actions()
        act(duel, K.A_PASS if K.A_PASS in legal else legal[0])


def b_answers_with_its_set_card(duel, target: str) -> None:
    """A ends the turn; once B may, B activates its first Set card on ``target`` and the chain
    resolves."""
    act(duel, K.A_TO_END)
    play_until(duel, lambda d: d.current_player == B and K.A_ACTIVATE_SET + 0 in d.legal_actions())
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, target)
    pass_all(duel)


def steal(duel, victim: int, card: str) -> int:
    """The turn player activates Snatch Steal on the victim's monster; returns that monster."""
    activate_from_hand(duel, "Snatch Steal")
    designate(duel, victim)
    choose(duel, card)
    pass_all(duel)
    (m,) = [c for c in monsters(duel, duel.current_player) if name(duel, c) == card]
    return m


# --- Premature Burial, Call of the Haunted ------------------------------------------------------
def test_premature_burial_pays_800_revives_in_attack_position_and_its_destruction_destroys_the_monster():
    """Premature Burial: 800 LP paid, a monster of A's own GY only (not B's), Special Summoned in
    face-up Attack Position without a position prompt; when B's Mystical Space Typhoon destroys
    it, the equipped monster is destroyed too."""
    duel = scenario([player(hand=["Premature Burial"], graveyard=["Luster Dragon"]),
                     player(graveyard=["Blue-Eyes White Dragon"], spells=["Mystical Space Typhoon"]), player()],
                    auto_answer=False)
    activate_from_hand(duel, "Premature Burial")
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and candidates(duel) == ["Luster Dragon"]
    choose(duel, "Luster Dragon")
    assert duel.rec["lp"][A] == 7200
    pass_all(duel)
    (luster,) = monsters(duel, A)
    assert duel.rec["c_pos"][luster] == K.POS_FACEUP_ATK
    burial = int(duel.rec["szone"][A, 0])
    assert name(duel, burial) == "Premature Burial" and duel.rec["c_attached"][burial] % K.MAX_CARDS == luster
    b_answers_with_its_set_card(duel, "Premature Burial")
    assert monsters(duel, A) == [] and names(duel, grave(duel, A)) == ["Luster Dragon", "Premature Burial"]


def test_a_tributed_monsters_premature_burial_leaves_before_the_summons_trigger_looks_for_targets():
    """Premature Burial (the only Spell/Trap on the field) follows its monster as A Tributes it for
    Mobius the Frost Monarch, before Mobius's trigger is offered: with nothing left to destroy the
    trigger is not offered (it once was, from a stale list, and answering it read past the pending
    triggers: a crash found by agents_eval's search playouts)."""
    duel = scenario([player(hand=["Premature Burial", "Mobius the Frost Monarch"], graveyard=["Luster Dragon"]),
                     player(), player()], auto_answer=False)
    activate_from_hand(duel, "Premature Burial")
    choose(duel, "Luster Dragon")
    pass_all(duel)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Mobius the Frost Monarch"]
    assert names(duel, grave(duel, A)) == ["Luster Dragon", "Premature Burial"]
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A


def test_call_of_the_haunted_goes_when_its_monster_is_destroyed_by_battle():
    """A's Blue-Eyes attacks B directly; B answers with Call of the Haunted, reviving its own
    Luster Dragon in Attack Position (the attack is replayed, B14); when Blue-Eyes destroys it by
    battle, Call of the Haunted leaves the field too."""
    duel = scenario([player(monsters=["Blue-Eyes White Dragon"]), player(graveyard=["Luster Dragon"],
                     spells=["Call of the Haunted"]), player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, K.N_MZONES))
    assert duel.current_player == B
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Luster Dragon")
    pass_all(duel)
    (luster,) = monsters(duel, B)
    assert duel.rec["c_pos"][luster] == K.POS_FACEUP_ATK and duel.rec["pr_kind"] == K.PROMPT_REPLAY
    act(duel, attack_action(0, 1, 0))
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Call of the Haunted", "Luster Dragon"]


# --- Snatch Steal: R12 example 3, A-05, R32, R33 -------------------------------------------------
def test_r12c_snatch_steal_the_victim_gains_only_in_its_own_standby_phase():
    """T-R12c: A equipped Snatch Steal to B's monster. In C's Standby Phase and in B's the
    mandatory trigger activates; with snatch_steal_gain="only_on_victim_turn" (A-05, REC)
    nobody gains in C's, and B gains 1000 in B's. Seats A, C, B so C's turn comes first."""
    for rule, gains in (("only_on_victim_turn", [(B, 1000)]), ("every_opponent_standby", [(B, 1000), (B, 1000)])):
        duel = scenario([player(hand=["Snatch Steal"]), player(monsters=["Luster Dragon"]), player()],
                        seat_order=[A, C, B], auto_answer=False, snatch_steal_gain=rule)
        luster = steal(duel, B, "Luster Dragon")
        assert duel.rec["c_ctrl"][luster] == A and duel.rec["c_owner"][luster] == B
        act(duel, K.A_TO_END)
        play_until(duel, lambda d: d.rec["turn_player"] == B and d.rec["phase"] == K.PHASE_MAIN1)
        activations = [e for e in events(duel, kind="activate") if name(duel, e.b) == "Snatch Steal"]
        assert len(activations) == 3                            # A's activation, then C's and B's Standby Phases
        assert [(e.a, e.b) for e in events(duel, kind="gain LP")] == gains, rule
        assert duel.rec["c_ctrl"][luster] == A


def test_r32_the_victim_loses_the_monster_stays_and_leaves_the_game_when_snatch_steal_goes():
    """T-R32a: B loses; M stays under A's control; in C's Standby Phase Snatch Steal's trigger
    still activates and nobody's LP changes. T-R32c: when Snatch Steal then leaves the field
    (C's Mystical Space Typhoon), M leaves the game instead of going back to B."""
    duel = scenario([player(hand=["Snatch Steal"]), player(monsters=["Luster Dragon"]),
                     player(spells=["Mystical Space Typhoon"])], auto_answer=False)
    luster = steal(duel, B, "Luster Dragon")
    deal_damage(duel, B, 8000)
    assert not duel.rec["alive"][B] and duel.rec["c_loc"][luster] == K.LOC_MZONE and duel.rec["c_ctrl"][luster] == A
    act(duel, K.A_TO_END)
    play_until(duel, lambda d: d.rec["turn_player"] == C and d.rec["phase"] == K.PHASE_MAIN1)
    activations = [e for e in events(duel, kind="activate") if name(duel, e.b) == "Snatch Steal"]
    assert len(activations) == 2 and events(duel, kind="gain LP") == []
    assert list(duel.rec["lp"][:3]) == [8000, 0, 8000]
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Snatch Steal")
    pass_all(duel)
    assert duel.rec["c_loc"][luster] == K.LOC_OUT and grave(duel, B) == []


def test_r33c_snatch_steals_controller_loses_the_monster_goes_to_its_owners_graveyard():
    """T-R33c: A controls B's monster M through A's own Snatch Steal; A loses: Snatch Steal
    leaves the game with A's cards (R31) and M goes to B's GY, not back to B's field."""
    duel = scenario([player(hand=["Snatch Steal"]), player(monsters=["Luster Dragon", monster("Mystical Elf")]),
                     player()], auto_answer=False)
    luster = steal(duel, B, "Luster Dragon")
    deal_damage(duel, A, 8000)
    assert duel.rec["c_loc"][luster] == K.LOC_GRAVE and duel.rec["c_owner"][luster] == B
    assert [name(duel, c) for c in monsters(duel, B)] == ["Mystical Elf"]
    snatch = [c for c in range(K.MAX_CARDS) if duel.rec["c_card"][c] >= 0 and name(duel, c) == "Snatch Steal"]
    assert [int(duel.rec["c_loc"][c]) for c in snatch] == [K.LOC_OUT]


# --- issue 18 review: B21 costs, Equip Spells on face-down monsters -------------------------------
def test_b21_premature_burial_may_take_the_last_800_lp_and_its_activator_loses():
    """B21: an LP cost may be all of the payer's LP. With exactly 800 LP, A may activate
    Premature Burial: A goes to 0, loses at once (no killer, a cost is no damage), A's cards
    leave the game with the Burial (R31), nothing is revived, and B's turn begins (R34). With
    799 LP it is not offered."""
    short = scenario([player(lp=799, hand=["Premature Burial"], graveyard=["Luster Dragon"]), player(), player()],
                     auto_answer=False)
    assert K.A_ACTIVATE + 0 not in short.legal_actions()
    duel = scenario([player(lp=800, hand=["Premature Burial"], graveyard=["Luster Dragon"]), player(), player()],
                    auto_answer=False)
    burial = hand(duel, A)[0]
    activate_from_hand(duel, "Premature Burial")
    choose(duel, "Luster Dragon")
    assert [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(A, 800)]
    assert int(duel.rec["lp"][A]) == 0 and not duel.rec["alive"][A] and int(duel.rec["killer"][A]) == -1
    assert duel.rec["c_loc"][burial] == K.LOC_OUT and monsters(duel, A) == []
    assert duel.rec["turn_player"] == B and not duel.done


def test_snatch_steal_targets_a_face_up_monster_only():
    """An Equip Spell equips a face-up monster: B's Set monster is no candidate."""
    duel = scenario([player(hand=["Snatch Steal"]), player(monsters=["Luster Dragon", monster("Mystical Elf", "set")]),
                     player()], auto_answer=False)
    activate_from_hand(duel, "Snatch Steal")
    designate(duel, B)
    assert candidates(duel) == ["Luster Dragon"]


def test_snatch_steal_is_destroyed_when_its_monster_is_turned_face_down_and_control_returns():
    """A takes B's Luster Dragon with Snatch Steal, then turns it face-down with Book of Moon:
    Snatch Steal is destroyed (an Equip Spell equips only a face-up monster) and Luster Dragon
    goes back to B, face-down; C is untouched."""
    duel = scenario([player(hand=["Snatch Steal", "Book of Moon"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    luster = steal(duel, B, "Luster Dragon")
    activate_from_hand(duel, "Book of Moon")
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Book of Moon", "Snatch Steal"]
    assert monsters(duel, B) == [luster] and duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF
    assert names(duel, monsters(duel, C)) == ["Mystical Elf"]


def test_premature_burial_is_destroyed_when_its_monster_is_turned_face_down_and_takes_it_along():
    """B's Book of Moon turns the monster A revived with Premature Burial face-down: the Burial is
    destroyed, and its destruction destroys the monster."""
    duel = scenario([player(hand=["Premature Burial"], graveyard=["Luster Dragon"]),
                     player(spells=["Book of Moon"]), player()], auto_answer=False)
    activate_from_hand(duel, "Premature Burial")
    choose(duel, "Luster Dragon")
    pass_all(duel)
    b_answers_with_its_set_card(duel, "Luster Dragon")
    assert monsters(duel, A) == [] and names(duel, grave(duel, A)) == ["Luster Dragon", "Premature Burial"]


def test_call_of_the_haunted_stays_when_its_monster_is_turned_face_down():
    """Call of the Haunted is a Continuous Trap, not an Equip Spell: A's Book of Moon turning
    B's revived Luster Dragon face-down leaves both on the field, still attached."""
    duel = scenario([player(hand=["Book of Moon"]),
                     player(monsters=["Luster Dragon"],
                            spells=[{"card": "Call of the Haunted", "face_up": True, "attached_to": [B, 0]}]),
                     player()], auto_answer=False)
    (luster,) = monsters(duel, B)
    haunted = int(duel.rec["szone"][B, 0])
    activate_from_hand(duel, "Book of Moon")
    choose(duel, "Luster Dragon")
    pass_all(duel)
    assert monsters(duel, B) == [luster] and duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF
    assert duel.rec["c_loc"][haunted] == K.LOC_SZONE and duel.rec["c_attached"][haunted] % K.MAX_CARDS == luster
