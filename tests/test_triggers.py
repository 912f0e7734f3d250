"""Monster effects: Trigger and Flip Effects chained when their event happens (B16, B17), the
multiplayer precedence of simultaneous triggers (R29, R30, A-03), missing the timing, and
Ignition Effects (B15); each card in a 3+ player duel."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards.constants import TRIG_NORMAL_SUMMONED, TRIG_SENT_FROM_FIELD
from ygo_royal_env.config import ConfigError, DuelConfig
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import deal_damage


from conftest import (A, B, C, D, act, asked, events, grave, hand, monster, monsters, owned_cards, pass_all, player,
    scenario)


def name(duel, c: int) -> str:
    return duel.card_name(int(c))


def link_names(duel) -> list[tuple[str, int]]:
    r = duel.rec
    return [(name(duel, r["ch_card"][k]), int(r["ch_player"][k])) for k in range(int(r["ch_n"]))]


def choose(duel, card: str) -> None:
    """Answer a candidate prompt (trigger, choose, target) with the candidate named ``card``."""
    r = duel.rec
    names = [name(duel, r["pr_cand"][k]) for k in range(int(r["pr_ncand"]))]
    act(duel, K.A_SELECT + names.index(card))


def candidates(duel) -> list[str]:
    r = duel.rec
    return sorted(name(duel, r["pr_cand"][k]) for k in range(int(r["pr_ncand"])))


def attack(duel, zone: int, rel: int, target: int) -> None:
    act(duel, attack_action(zone, rel, target))


# --- Sangan: a mandatory trigger from the GY; the search (B24) ------------------------------
def test_sangan_destroyed_by_battle_searches_its_owners_deck():
    """A's Luster Dragon destroys B's Sangan: B's mandatory trigger is chained after the
    Damage Step; B picks one of the monsters with 1500 or less ATK (one candidate per name),
    it goes to B's hand, revealed, and B's Deck is shuffled."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Sangan"],
                     deck=["Blue-Eyes White Dragon", "Mystical Elf", "Mystical Elf", "Sangan"]), player()],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)                                         # the attack's window
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B
    assert duel.legal_actions() == [K.A_SELECT]              # mandatory: no pass (R29)
    act(duel, K.A_SELECT)
    assert link_names(duel) == [("Sangan", B)]
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == B
    assert candidates(duel) == ["Mystical Elf", "Sangan"]     # not Blue-Eyes (3000 ATK)
    choose(duel, "Sangan")
    assert [name(duel, c) for c in hand(duel, B)] == ["Sangan"]
    added = [e for e in events(duel) if e.kind == "added to hand" and e.a == B]
    from ygo_royal_env.describe import describe_event
    assert describe_event(duel, added[0], viewer=C) == "Sangan is added to player_1's hand"   # R22: shown to all
    assert duel.rec["pile_n"][B, K.LOC_DECK] == 3
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE and duel.current_player == A


def test_sangan_with_nothing_to_search_still_resolves():
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Sangan"], deck=["Blue-Eyes White Dragon"]),
                     player()], phase="battle")
    attack(duel, 0, 1, 0)
    assert [e.kind for e in events(duel) if e.kind in ("activate", "resolve")] == ["activate", "resolve"]
    assert hand(duel, B) == [] and duel.rec["pile_n"][B, K.LOC_DECK] == 1


# --- R29 -----------------------------------------------------------------------------------
def test_r29_a_skipped_players_mandatory_trigger_still_activates():
    """T-R29 (the T-R28 shape with the cards implemented): A activates Dark Hole, B chains
    Mystical Space Typhoon before C decided on Chain Link 1 (R28: C is never asked about it);
    Dark Hole sends C's face-up Sangan to the GY, and Sangan's trigger activates in the chain
    built after resolution (R29)."""
    duel = scenario([player(hand=["Dark Hole"], spells=["Trap Hole"]), player(spells=["Mystical Space Typhoon"]),
                     player(monsters=["Sangan"]), player(monsters=["Battle Ox"])], auto_answer=False)
    since = len(duel.events())
    act(duel, K.A_ACTIVATE + 0)
    assert duel.current_player == B
    act(duel, K.A_ACTIVATE_SET + 0)                          # MST, link 2
    act(duel, K.A_SELECT + 0)                                # its target: A's Set card
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == [B, A, C, D, B]   # C asked about link 2 only (R28)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == C
    act(duel, K.A_SELECT)
    assert link_names(duel) == [("Sangan", C)]
    pass_all(duel)
    act(duel, K.A_SELECT)                                    # Mystical Elf from C's filler deck
    assert [name(duel, c) for c in hand(duel, C)] == ["Mystical Elf"]


# --- R30 / A-03: the order of simultaneous triggers ---------------------------------------
def note(duel, c: int, event: int) -> None:
    """Note a trigger event for card c the way the engine does when the card moves."""
    r = duel.rec
    n = int(r["tr_n"])
    r["tr_card"][n], r["tr_event"][n], r["tr_player"][n], r["tr_late"][n] = c, 1 << event, r["c_ctrl"][c], 0
    r["tr_opp"][n] = -1
    r["tr_n"] = n + 1


def test_r30_simultaneous_triggers_chain_mandatory_then_optional_from_the_turn_player():
    """T-R30: A is the turn player; at one moment A, B and C each gain a mandatory trigger
    (their Sangan sent from the field) and A and C an optional one (a Gadget Normal
    Summoned). The moment is written into the pending triggers directly: no implemented card
    gives two players optional triggers at once. The chain is A-mandatory, B-mandatory,
    C-mandatory, A-optional, C-optional."""
    duel = scenario([player(monsters=["Yellow Gadget"], graveyard=["Sangan"], deck=["Green Gadget"] * 2),
                     player(graveyard=["Sangan"]), player(monsters=["Green Gadget"], graveyard=["Sangan"],
                     deck=["Red Gadget"] * 2), player()], auto_answer=False)
    r = duel.rec
    for p in (A, B, C):
        note(duel, grave(duel, p)[0], TRIG_SENT_FROM_FIELD)
    note(duel, r["mzone"][C, 0], TRIG_NORMAL_SUMMONED)       # listed before A's: the order is the rule's
    note(duel, r["mzone"][A, 0], TRIG_NORMAL_SUMMONED)
    act(duel, K.A_TO_END)                                    # a window opens: the triggers come first
    asked_order = []
    while r["pr_kind"] == K.PROMPT_TRIGGER:
        asked_order.append(duel.current_player)
        act(duel, K.A_SELECT)
    assert asked_order == [A, B, C, A, C]
    assert link_names(duel) == [("Sangan", A), ("Sangan", B), ("Sangan", C), ("Yellow Gadget", A),
                                ("Green Gadget", C)]
    assert r["q_actor"] == C                                  # R30: the last link's controller acts...
    assert duel.current_player == D                           # ... so responses go round from next(C)


def test_r30_a_player_orders_their_own_group_and_may_decline_optional_ones():
    """A Tribute Summons Zaborg by tributing Sangan: both mandatory triggers are A's, so A
    picks their order (B17). An optional trigger may be passed instead (declined)."""
    duel = scenario([player(hand=["Zaborg the Thunder Monarch"], monsters=["Sangan"]),
                     player(monsters=["Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT + 0)                                 # tribute Sangan
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and candidates(duel) == ["Sangan", "Zaborg the Thunder Monarch"]
    assert K.A_PASS not in duel.legal_actions()
    choose(duel, "Zaborg the Thunder Monarch")                # Zaborg first: Chain Link 1
    assert candidates(duel) == ["Battle Ox", "Zaborg the Thunder Monarch"]   # its target: itself allowed
    choose(duel, "Battle Ox")
    act(duel, K.A_SELECT)                                     # then Sangan, Chain Link 2
    assert link_names(duel) == [("Zaborg the Thunder Monarch", A), ("Sangan", A)]
    pass_all(duel)
    act(duel, K.A_SELECT)                                     # Sangan resolves first (B16): search
    pass_all(duel)
    assert monsters(duel, B) == [] and len(hand(duel, A)) == 1

    gadget = scenario([player(hand=["Yellow Gadget"], deck=["Green Gadget"]), player(), player()], auto_answer=False)
    act(gadget, K.A_SUMMON + 0)
    assert gadget.rec["pr_kind"] == K.PROMPT_TRIGGER and K.A_PASS in gadget.legal_actions()
    act(gadget, K.A_PASS)                                     # "you can": declined
    assert gadget.rec["ch_n"] == 0 and hand(gadget, A) == []


# --- missing the timing (B16) ----------------------------------------------------------------
def test_b16_an_optional_trigger_noted_before_the_last_link_misses_the_timing():
    """An optional "when" trigger whose event happened while a link other than Chain Link 1
    resolved is not the last thing that happened: it misses the timing (logged), while a
    mandatory one in the same position still activates (R29)."""
    duel = scenario([player(monsters=["Yellow Gadget"], graveyard=["Sangan"], deck=["Green Gadget"]), player(),
                     player()], auto_answer=False)
    r = duel.rec
    note(duel, r["mzone"][A, 0], TRIG_NORMAL_SUMMONED)
    note(duel, grave(duel, A)[0], TRIG_SENT_FROM_FIELD)
    r["tr_late"][0] = r["tr_late"][1] = 1
    act(duel, K.A_TO_END)
    assert candidates(duel) == ["Sangan"] and K.A_PASS not in duel.legal_actions()
    assert [name(duel, e.a) for e in events(duel, kind="missed timing")] == ["Yellow Gadget"]


def test_gadget_special_summoned_by_monster_reborn_as_the_last_thing_does_not_miss_the_timing():
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Green Gadget"], deck=["Red Gadget"]), player(),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Green Gadget")
    pass_all(duel)
    act(duel, K.A_POSITION)                                   # face-up Attack Position
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and K.A_PASS in duel.legal_actions()
    act(duel, K.A_SELECT)
    pass_all(duel)
    choose(duel, "Red Gadget")
    assert [name(duel, c) for c in hand(duel, A)] == ["Red Gadget"]


# --- Mystic Tomato, Shining Angel, Giant Rat: optional, destroyed by battle ----------------
@pytest.mark.parametrize("card, deck, summoned", [
    ("Mystic Tomato", ["Luster Dragon", "Sangan", "Mystic Tomato"], ["Mystic Tomato", "Sangan"]),
    ("Shining Angel", ["Magician of Faith", "Luster Dragon"], ["Magician of Faith"]),
    ("Giant Rat", ["Exiled Force", "Mystic Tomato"], ["Exiled Force"]),
])
def test_battle_destroyed_floaters_special_summon_from_the_deck(card, deck, summoned):
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=[card], deck=deck), player()],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == sorted(summoned)
    choose(duel, summoned[0])
    ms = monsters(duel, B)
    assert [name(duel, c) for c in ms] == [summoned[0]] and duel.rec["c_pos"][ms[0]] == K.POS_FACEUP_ATK


# --- Magician of Faith: a FLIP effect --------------------------------------------------------
def test_magician_of_faith_flipped_by_an_attack_returns_a_spell_from_its_owners_gy():
    duel = scenario([player(monsters=["Luster Dragon"], graveyard=["Raigeki"]),
                     player(monsters=[monster("Magician of Faith", "set")], graveyard=["Pot of Greed", "Dark Hole"]),
                     player(graveyard=["Heavy Storm"])], phase="battle", auto_answer=False)
    attack(duel, 0, 1, 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Dark Hole", "Pot of Greed"]  # a Spell in B's own GY
    choose(duel, "Pot of Greed")
    pass_all(duel)
    assert [name(duel, c) for c in hand(duel, B)] == ["Pot of Greed"]


def test_magician_of_faith_flip_summoned_without_a_spell_in_the_gy_does_not_activate():
    duel = scenario([player(monsters=[monster("Magician of Faith", "set")], graveyard=["Battle Ox"]),
                     player(graveyard=["Pot of Greed"]), player()], auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["ch_n"] == 0


# --- Zaborg: a mandatory trigger that may target itself -------------------------------------
def test_zaborg_alone_must_destroy_itself_and_trap_hole_can_still_answer_the_summon():
    duel = scenario([player(hand=["Zaborg the Thunder Monarch"], monsters=["Mystical Elf"]), player(),
                     player(spells=["Trap Hole"])], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT + 0)
    assert candidates(duel) == ["Zaborg the Thunder Monarch"]
    act(duel, K.A_SELECT)                                     # the trigger (its only candidate)
    act(duel, K.A_SELECT)                                     # its target: itself
    assert link_names(duel) == [("Zaborg the Thunder Monarch", A)]
    assert duel.current_player == B                           # the responses, from next(A)
    act(duel, K.A_PASS)
    assert duel.current_player == C and K.A_ACTIVATE_SET + 0 in duel.legal_actions()   # the summon event
    pass_all(duel)
    assert monsters(duel, A) == [] and name(duel, grave(duel, A)[-1]) == "Zaborg the Thunder Monarch"


# --- Exiled Force: an Ignition Effect with a Tribute cost -----------------------------------
def test_exiled_force_tributes_itself_to_destroy_a_target():
    duel = scenario([player(monsters=["Exiled Force"]), player(monsters=["Blue-Eyes White Dragon"]),
                     player(monsters=["Battle Ox"])], auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 in duel.legal_actions()
    assert duel.describe_action(K.A_ACTIVATE_MONSTER + 0) == "Activate Exiled Force's effect (zone 0)"
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Battle Ox", "Blue-Eyes White Dragon"]       # not itself
    choose(duel, "Blue-Eyes White Dragon")
    assert monsters(duel, A) == [] and name(duel, grave(duel, A)[-1]) == "Exiled Force"   # the cost
    assert duel.current_player == B                           # R26: the target's controller first
    pass_all(duel)
    assert monsters(duel, B) == [] and len(monsters(duel, C)) == 1
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE


def test_exiled_force_is_an_ignition_effect_own_main_phase_face_up_only():
    battle = scenario([player(monsters=["Exiled Force"]), player(monsters=["Battle Ox"]), player()], phase="battle")
    assert K.A_ACTIVATE_MONSTER + 0 not in battle.legal_actions()
    face_down = scenario([player(monsters=[monster("Exiled Force", "set")]), player(monsters=["Battle Ox"]), player()])
    assert K.A_ACTIVATE_MONSTER + 0 not in face_down.legal_actions()
    theirs = scenario([player(), player(monsters=["Exiled Force"]), player(monsters=["Battle Ox"])], auto_answer=False)
    act(theirs, K.A_TO_END)
    assert all(K.A_ACTIVATE_MONSTER + z not in theirs.legal_actions() for z in range(5))


# --- Gadgets: optional triggers on a Normal Summon, a search by name -------------------------
def test_yellow_gadget_normal_summoned_adds_green_gadget_only():
    duel = scenario([player(hand=["Yellow Gadget"], deck=["Red Gadget", "Green Gadget", "Green Gadget"]),
                     player(), player(), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT)
    assert link_names(duel) == [("Yellow Gadget", A)]
    pass_all(duel)
    assert candidates(duel) == ["Green Gadget"]
    act(duel, K.A_SELECT)
    assert [name(duel, c) for c in hand(duel, A)] == ["Green Gadget"]
    pass_all(duel)                                          # the summon's own window follows
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE


def test_r36_a_player_who_concedes_at_their_trigger_prompt_drops_their_triggers():
    """A's and D's Sangan triggers are pending; D concedes when asked to chain theirs (R36):
    the chain holds A's link only."""
    duel = scenario([player(graveyard=["Sangan"]), player(), player(), player(graveyard=["Sangan"])],
                    auto_answer=False, concession=True)
    note(duel, grave(duel, D)[0], TRIG_SENT_FROM_FIELD)
    note(duel, grave(duel, A)[0], TRIG_SENT_FROM_FIELD)
    act(duel, K.A_TO_END)
    assert duel.current_player == A
    act(duel, K.A_SELECT)
    assert duel.current_player == D and duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_CONCEDE)
    assert not duel.rec["alive"][D]
    assert link_names(duel) == [("Sangan", A)]


def test_a03_segoc_order_player_by_player_switch():
    """P37's alternative reading: each player's mandatory and then optional triggers, in seat
    order from the turn player (A's Sangan, A's Gadget, B's Sangan, C's Sangan, C's Gadget)."""
    duel = scenario([player(monsters=["Yellow Gadget"], graveyard=["Sangan"], deck=["Green Gadget"] * 2),
                     player(graveyard=["Sangan"]), player(monsters=["Green Gadget"], graveyard=["Sangan"],
                     deck=["Red Gadget"] * 2)], auto_answer=False, segoc_order="player_by_player")
    r = duel.rec
    for p in (A, B, C):
        note(duel, grave(duel, p)[0], TRIG_SENT_FROM_FIELD)
        if r["mzone"][p, 0] >= 0:
            note(duel, r["mzone"][p, 0], TRIG_NORMAL_SUMMONED)
    act(duel, K.A_TO_END)
    while r["pr_kind"] == K.PROMPT_TRIGGER:
        act(duel, K.A_SELECT)
    assert link_names(duel) == [("Sangan", A), ("Yellow Gadget", A), ("Sangan", B), ("Sangan", C),
                                ("Green Gadget", C)]
    with pytest.raises(ConfigError, match="segoc_order must be one of"):
        DuelConfig(segoc_order="random").validate()


# --- R31 / R33: a loser's Sangan -------------------------------------------------------------
def test_r31a_a_losers_sangan_leaves_the_game_without_triggering():
    """T-R31a: A's own face-up Sangan leaves the game with A (not sent to the GY): no trigger."""
    duel = scenario([player(monsters=["Sangan"], hand=["Battle Ox"] * 2, graveyard=["Battle Ox"] * 3),
                     player(), player()], turn_player=B)
    deal_damage(duel, A, 8000)
    assert all(duel.rec["c_loc"][c] == K.LOC_OUT for c in owned_cards(duel, A))
    kinds_now = [e.kind for e in events(duel)]
    assert "left the game" in kinds_now and "sent to GY" not in kinds_now and duel.rec["tr_n"] == 0
    act(duel, K.A_TO_END)
    assert "activate" not in [e.kind for e in events(duel)]


def test_r33a_the_owners_sangan_trigger_activates_when_its_controller_loses():
    """T-R33a: A controls C's Sangan; A loses: Sangan goes to C's GY and C's trigger is
    chained at the next chance; C searches."""
    duel = scenario([player(monsters=[monster("Sangan", owner=C)]), player(), player(deck=["Mystical Elf"] * 3)],
                    turn_player=B)
    deal_damage(duel, A, 8000)
    sangan = grave(duel, C)
    assert [name(duel, c) for c in sangan] == ["Sangan"]
    act(duel, K.A_TO_END)                                     # the next window: C's trigger first
    assert [(name(duel, e.b), e.a) for e in events(duel, kind="activate")] == [("Sangan", C)]
    assert [(name(duel, e.b), e.a) for e in events(duel, kind="added to hand")] == [("Mystical Elf", C)]
