"""Designation cards, second set (issue 3): Exchange (R19, T-R19b), Reasoning (R11 example 5,
T-R11g), The Eye of Truth (R13, R16, T-R13a), Rivalry of Warlords (R22, T-R22f first half),
Ectoplasmer (R13 example 3, R20, T-R13c, T-R20b) and Forced Requisition (R17, T-R17); each in a
3+ player duel."""
from __future__ import annotations

import numpy as np

from ygo_royal_env.core import constants as K
from ygo_royal_env.describe import describe_action, describe_event
from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation, encode_observation

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name,
                      names, player, scenario)


def pass_window(duel) -> None:
    while not duel.done and duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)


def spells_of(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


def observe(duel, viewer: int) -> dict:
    out = np.zeros(OBS_SIZE, np.float32)
    encode_observation(duel.rec, duel.db.table, viewer, out)
    return decode_observation(out)


def shown_hand(obs: dict, rel: int) -> list:
    """The cards (database rows) of the hand at relative seat ``rel`` the viewer sees."""
    return sorted(c["card"] for c in obs["seats"][rel]["shown_hand"] if c is not None and c["card"] is not None)


# --- R19 example 2: Exchange --------------------------------------------------------------------
def test_r19b_exchange_the_activator_and_the_designated_opponent_take_a_card_of_each_other():
    """T-R19b: A designates C; both hands are revealed to A, B and C (revealed events, and while
    the picks are made every player sees them); A takes 1 card of C's hand, C takes 1 of A's; B's
    hand is unchanged."""
    duel = scenario([player(hand=["Exchange", "Battle Ox", "Mystical Elf"]),
                     player(hand=["Luster Dragon", "Trap Hole"]),
                     player(hand=["Giant Soldier of Stone", "Dark Hole"])], auto_answer=False)
    b_hand = hand(duel, B)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    designate(duel, C)
    assert int(duel.rec["ch_opp"][0]) == C
    start = int(duel.rec["ev_n"])
    pass_window(duel)
    shown = [(e.a, name(duel, e.b)) for e in events(duel, start, "revealed")]
    assert sorted(shown) == sorted([(A, "Battle Ox"), (A, "Mystical Elf"), (C, "Giant Soldier of Stone"),
                                    (C, "Dark Hole")])
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Dark Hole", "Giant Soldier of Stone"]
    obs_b = observe(duel, B)                                   # B sees both hands while they are shown
    assert shown_hand(obs_b, 2) == sorted(int(duel.rec["c_card"][c]) for c in hand(duel, A))
    assert shown_hand(obs_b, 1) == sorted(int(duel.rec["c_card"][c]) for c in hand(duel, C))
    assert "Dark Hole" in describe_action(duel, K.A_SELECT + 0) + describe_action(duel, K.A_SELECT + 1)
    choose(duel, "Dark Hole")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == C
    assert candidates(duel) == ["Battle Ox", "Mystical Elf"]       # Exchange itself is on the field
    choose(duel, "Battle Ox")
    assert names(duel, hand(duel, A)) == ["Dark Hole", "Mystical Elf"]
    assert names(duel, hand(duel, C)) == ["Battle Ox", "Giant Soldier of Stone"]
    assert hand(duel, B) == b_hand
    assert int(duel.rec["hand_shown"]) == 0 and shown_hand(observe(duel, B), 2) == []     # hidden again
    dark_hole = hand(duel, A)[0] if name(duel, hand(duel, A)[0]) == "Dark Hole" else hand(duel, A)[1]
    assert int(duel.rec["c_owner"][dark_hole]) == C                 # owned by C, held by A (R33)
    assert name(duel, grave(duel, A)[-1]) == "Exchange"


def test_exchange_needs_a_card_in_each_hand_and_designates_only_opponents_with_one():
    """R11 (b): an opponent with an empty hand cannot be designated; with no other card in the
    activator's hand Exchange cannot be activated."""
    duel = scenario([player(hand=["Exchange", "Battle Ox"]), player(hand=["Trap Hole"]), player(hand=[])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]                  # only B
    alone = scenario([player(hand=["Exchange"]), player(hand=["Trap Hole"]), player(hand=["Battle Ox"])],
                     auto_answer=False)
    assert K.A_ACTIVATE + 0 not in alone.legal_actions()


# --- R11 example 5: Reasoning ----------------------------------------------------------------------
def reasoning_duel():
    """A activates Reasoning; A's Deck from the top: two Spells, then Battle Ox (Level 4)."""
    return scenario([player(hand=["Reasoning"], deck=["Dark Hole", "Trap Hole", "Battle Ox", "Mystical Elf"]),
                     player(), player()], auto_answer=False)


def test_r11g_reasoning_only_the_designated_opponent_declares_and_the_declared_level_mills_all():
    """T-R11g: A designates B; B, and only B, is asked to declare a Level. B declares 4: the
    excavated monster (Battle Ox, Level 4) is that Level, so every excavated card goes to A's GY
    (the reference text) and nothing is summoned."""
    duel = reasoning_duel()
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    start = int(duel.rec["ev_n"])
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_DECLARE_LEVEL and duel.current_player == B
    assert sorted(duel.legal_actions()) == [K.A_SELECT + k for k in range(12)]
    assert describe_action(duel, K.A_SELECT + 3) == "Declare Level 4"
    act(duel, K.A_SELECT + 3)
    assert [e.a for e in events(duel, start, "ask") if e.b == K.PROMPT_DECLARE_LEVEL] == [B]
    declared = events(duel, start, "declared level")
    assert [(e.a, e.b) for e in declared] == [(B, 4)]
    assert "declares Level 4" in describe_event(duel, declared[0])
    assert [name(duel, e.b) for e in events(duel, start, "revealed")] == ["Dark Hole", "Trap Hole", "Battle Ox"]
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Dark Hole", "Reasoning", "Trap Hole"]
    assert monsters(duel, A) == []
    assert [name(duel, c) for c in duel.rec["pile"][A, K.LOC_DECK, :int(duel.rec["pile_n"][A, K.LOC_DECK])]] \
        == ["Mystical Elf"]


def test_reasoning_another_level_special_summons_the_monster_and_mills_the_rest():
    """Another Level declared (7): the excavated Spells go to the GY and Battle Ox is Special
    Summoned in the position A chooses."""
    duel = reasoning_duel()
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    pass_window(duel)
    assert duel.current_player == C
    act(duel, K.A_SELECT + 6)                                       # Level 7
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION and duel.current_player == A
    act(duel, K.A_POSITION + 1)                                     # Defense Position
    assert names(duel, monsters(duel, A)) == ["Battle Ox"]
    assert duel.rec["c_pos"][monsters(duel, A)[0]] == K.POS_FACEUP_DEF
    assert names(duel, grave(duel, A)) == ["Dark Hole", "Reasoning", "Trap Hole"]


# --- R13 example 1: The Eye of Truth --------------------------------------------------------------
def test_r13a_eye_of_truth_reveals_every_opponents_hand_and_only_the_turn_player_gains():
    """T-R13a: A controls The Eye of Truth, B holds a Spell, C holds none. B's and C's hands are
    visible to all players (A's is not); in B's Standby Phase B gains 1000; in C's Standby Phase
    nobody gains, though B still holds a Spell."""
    from conftest import end_turn
    from ygo_royal_env.core.visibility import card_visible
    duel = scenario([player(spells=[{"card": "The Eye of Truth", "face_up": True}], hand=["Battle Ox"]),
                     player(hand=["Dark Hole", "Mystical Elf"]), player(hand=["Luster Dragon"])])
    r, db = duel.rec, duel.db.table
    for c in hand(duel, B) + hand(duel, C):
        assert all(card_visible(r, db, c, v) for v in (A, B, C, -1))
    assert not card_visible(r, db, hand(duel, A)[0], B)
    assert shown_hand(observe(duel, C), 2) == sorted(int(r["c_card"][c]) for c in hand(duel, B))   # B from C
    assert shown_hand(observe(duel, B), 2) == []                                                   # A's hand
    lp = [int(x) for x in r["lp"][:3]]
    start = int(r["ev_n"])
    end_turn(duel)                                                  # A's turn ends; B's turn up to Main Phase 1
    assert [(e.a, e.b) for e in events(duel, start, "gain LP")] == [(B, 1000)]
    assert int(r["lp"][B]) == lp[B] + 1000
    assert any(name(duel, c) == "Dark Hole" for c in hand(duel, B))
    start = int(r["ev_n"])
    end_turn(duel)                                                  # B's turn ends; C's Standby Phase: no Spell
    assert int(r["turn_player"]) == C
    assert events(duel, start, "gain LP") == []
    assert [int(x) for x in r["lp"][:3]] == [lp[A], lp[B] + 1000, lp[C]]


# --- R22 example 5: Rivalry of Warlords -----------------------------------------------------------
def test_r22f_rivalry_of_warlords_every_player_keeps_one_type_and_summons_only_it():
    """T-R22f (first half): when A's Rivalry of Warlords resolves, each player with face-up
    monsters of 2+ Types keeps the Type they choose (the turn player first) and sends the others
    to the GY; a face-down monster does not count. Then A cannot Normal Summon a monster of
    another Type (it may Set it) and can summon its own Type."""
    duel = scenario([player(spells=["Rivalry of Warlords"], monsters=["Battle Ox", "Mystical Elf"],
                            hand=["Neo the Magic Swordsman", "Nin-Ken Dog"]),
                     player(monsters=["Luster Dragon", "Giant Soldier of Stone"]),
                     player(monsters=["Mystical Elf", monster("Battle Ox", "set")])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Battle Ox", "Mystical Elf"]
    assert "Beast-Warrior" in describe_action(duel, K.A_SELECT + [name(duel, duel.rec["pr_cand"][k])
                                                                  for k in range(2)].index("Battle Ox"))
    choose(duel, "Battle Ox")
    assert duel.current_player == B and candidates(duel) == ["Giant Soldier of Stone", "Luster Dragon"]
    choose(duel, "Luster Dragon")
    assert names(duel, monsters(duel, A)) == ["Battle Ox"] and names(duel, monsters(duel, B)) == ["Luster Dragon"]
    assert names(duel, monsters(duel, C)) == ["Battle Ox", "Mystical Elf"]              # C was not asked
    assert "Mystical Elf" in names(duel, grave(duel, A)) and names(duel, grave(duel, B)) == ["Giant Soldier of Stone"]
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE
    slots = {name(duel, c): h for h, c in enumerate(hand(duel, A))}
    legal = duel.legal_actions()
    assert K.A_SUMMON + slots["Neo the Magic Swordsman"] not in legal           # a Spellcaster
    assert K.A_SET_MONSTER + slots["Neo the Magic Swordsman"] in legal          # Set face-down: no Type shown
    assert K.A_SUMMON + slots["Nin-Ken Dog"] in legal                   # a Beast-Warrior


def test_rivalry_of_warlords_a_monster_flipped_face_up_makes_its_controller_keep_one_type():
    """R22: C's face-down Giant Soldier of Stone (a Rock) flipped face-up by an attack, and not
    destroyed, gives C two Types: C keeps one before anything else goes on."""
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(),
                     player(spells=[{"card": "Rivalry of Warlords", "face_up": True}],
                            monsters=["Mystical Elf", monster("Giant Soldier of Stone", "set")])], phase="battle",
                    auto_answer=False)
    from ygo_royal_env.core.legal import attack_action
    act(duel, attack_action(0, 2, 1))                              # Luster Dragon attacks C's zone 1
    for _ in range(20):
        if duel.rec["pr_kind"] != K.PROMPT_PASS:
            break
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == C
    assert candidates(duel) == ["Giant Soldier of Stone", "Mystical Elf"]
    choose(duel, "Giant Soldier of Stone")
    assert names(duel, monsters(duel, C)) == ["Giant Soldier of Stone"]
    assert names(duel, grave(duel, C)) == ["Mystical Elf"]


# --- R13 example 3, R20 example 1: Ectoplasmer ----------------------------------------------------
def run_until(duel, stop, limit: int = 300) -> None:
    """Pass priority and chain the (single) trigger offered until ``stop(duel)``."""
    for _ in range(limit):
        if duel.done or stop(duel):
            return
        k = int(duel.rec["pr_kind"])
        if k == K.PROMPT_PASS:
            act(duel, K.A_PASS)
        elif k == K.PROMPT_TRIGGER:
            act(duel, K.A_SELECT)
        elif k in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            act(duel, K.A_TO_END)
        else:
            return
    raise AssertionError("run_until did not stop")


def test_r13c_ectoplasmer_the_turn_player_tributes_and_designates_in_their_end_phase():
    """T-R13c: A controls Ectoplasmer; in B's End Phase B (the turn player) is asked to designate,
    A or C (B's opponents), as the trigger is chained; B Tributes the 2000 ATK monster and the
    designated C takes 1000."""
    duel = scenario([player(spells=[{"card": "Ectoplasmer", "face_up": True}], monsters=["Battle Ox"]),
                     player(monsters=["Garvas"]), player()], turn_player=B, auto_answer=False)
    lp = [int(x) for x in duel.rec["lp"][:3]]
    run_until(duel, lambda d: int(d.rec["pr_kind"]) == K.PROMPT_DESIGNATE)
    assert duel.rec["phase"] == K.PHASE_END and duel.current_player == B
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]        # C and A
    designate(duel, C)
    assert int(duel.rec["ch_opp"][0]) == C and int(duel.rec["ch_player"][0]) == A
    run_until(duel, lambda d: int(d.rec["pr_kind"]) == K.PROMPT_CHOOSE)
    assert duel.current_player == B and candidates(duel) == ["Garvas"]
    choose(duel, "Garvas")
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Garvas"]
    assert [int(x) for x in duel.rec["lp"][:3]] == [lp[A], lp[B], lp[C] - 1000]
    assert names(duel, monsters(duel, A)) == ["Battle Ox"]


def test_r20b_ectoplasmer_activates_once_in_each_players_end_phase_damaging_one_player():
    """T-R20b: across A's, B's and C's End Phases Ectoplasmer activates exactly 3 times, once per
    End Phase, each time damaging exactly one opponent of the turn player, designated by the turn
    player (in A's own End Phase: A designates B or C, R13)."""
    duel = scenario([player(spells=[{"card": "Ectoplasmer", "face_up": True}], monsters=["Battle Ox", "Luster Dragon"]),
                     player(monsters=["Garvas", "Nin-Ken Dog"]),
                     player(monsters=["Mystical Elf", "Giant Soldier of Stone"])])
    start = int(duel.rec["ev_n"])
    designated = []
    turn0 = int(duel.rec["turn"])
    for _ in range(500):
        if int(duel.rec["turn"]) == turn0 + 3:
            break
        k = int(duel.rec["pr_kind"])
        if k == K.PROMPT_DESIGNATE:
            legal = duel.legal_actions()
            tp = int(duel.rec["turn_player"])
            assert duel.current_player == tp and len(legal) == 2                      # the turn player's opponents
            designated.append((tp, int(duel.rec["player_at"][(duel.rec["seat_of"][tp] + 1) % 3])))
            act(duel, K.A_DESIGNATE + 0)                              # the turn player's next player
        elif k in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            act(duel, K.A_TO_END)
        elif k == K.PROMPT_PASS:
            act(duel, K.A_PASS)
        else:
            act(duel, duel.legal_actions()[0])
    activations = [e for e in events(duel, start, "activate") if name(duel, e.b) == "Ectoplasmer"]
    assert len(activations) == 3
    assert designated == [(A, B), (B, C), (C, A)]
    damage = [(e.a, e.b) for e in events(duel, start, "damage")]        # half the first monster's original ATK
    assert damage == [(B, 850), (C, 1000), (A, 400)]
    tributes = [e for e in events(duel, start, "tribute")]
    assert [e.a for e in tributes] == [A, B, C]


# --- R17: Forced Requisition ---------------------------------------------------------------------
def test_r17_forced_requisition_the_designated_opponent_discards_as_many():
    """T-R17: A controls a face-up Forced Requisition; B and C hold 4 cards each. A discards 2
    (Graceful Charity); A designates exactly one of B or C; the designated B chooses and discards
    2; C's hand is unchanged."""
    four = ["Battle Ox", "Mystical Elf", "Luster Dragon", "Trap Hole"]
    duel = scenario([player(spells=[{"card": "Forced Requisition", "face_up": True}], hand=["Graceful Charity"]),
                     player(hand=four), player(hand=four)], auto_answer=False)
    c_hand = hand(duel, C)
    act(duel, K.A_ACTIVATE + 0)
    pass_window(duel)
    for _ in range(2):
        assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.current_player == A
        act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    assert "discard" in describe_action(duel, K.A_DESIGNATE + 0)
    start = int(duel.rec["ev_n"])
    designate(duel, B)
    for _ in range(2):
        assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.current_player == B
        choose(duel, "Trap Hole" if any(name(duel, c) == "Trap Hole" for c in hand(duel, B)) else "Battle Ox")
    assert names(duel, hand(duel, B)) == ["Luster Dragon", "Mystical Elf"]
    assert hand(duel, C) == c_hand
    assert [(e.a, e.b, e.c) for e in events(duel, start, "designated")] == [(A, B, 2)]
    assert [e.a for e in events(duel, start, "discard")] == [B, B]


def test_forced_requisition_is_activated_when_its_controller_discards():
    """"You can activate this card when you discard": A's Set Forced Requisition cannot be
    activated at an open state; after A discards for Lightning Vortex's cost it can, in that
    link's window; that discard came before it was face-up, so nobody discards for it."""
    duel = scenario([player(spells=["Forced Requisition"], hand=["Lightning Vortex", "Battle Ox"]),
                     player(monsters=["Luster Dragon"], hand=["Trap Hole"]), player(hand=["Dark Hole"])],
                    auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD
    act(duel, K.A_SELECT)
    while duel.current_player != A:
        act(duel, K.A_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_window(duel)
    assert [name(duel, c) for c in spells_of(duel, A)] == ["Forced Requisition"]
    assert duel.rec["c_pos"][spells_of(duel, A)[0]] == K.POS_FACEUP_CARD
    assert len(hand(duel, B)) == 1 and len(hand(duel, C)) == 1 and monsters(duel, B) == []


def test_forced_requisition_activated_at_the_open_state_right_after_its_controllers_discard():
    """A's own Graceful Charity discards as its chain's last thing; back at A's open state the Set Forced
    Requisition is offered (the discard is the last thing that happened) and activating it makes a link with
    its window (found by the fuzz: the new action ended "when you discard" before the activation read it)."""
    duel = scenario([player(spells=["Forced Requisition"], hand=["Graceful Charity"], deck=["Battle Ox"] * 6),
                     player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_window(duel)
    for _ in range(2):
        act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    assert int(duel.rec["ch_n"]) == 1 and duel.rec["pr_kind"] == K.PROMPT_PASS
    pass_window(duel)
    assert duel.rec["c_pos"][spells_of(duel, A)[0]] == K.POS_FACEUP_CARD


def test_a_flip_trigger_belongs_to_the_player_who_controlled_the_card_when_it_flipped():
    """A's Set Magician of Faith owned by C (taken by Exchange, then Set) is flipped by B's attack
    and destroyed: it goes to C's GY, but the Flip Effect is A's: A targets a Spell in A's own GY
    and adds it to A's hand (found by the fuzz: the activator was the card's controller in the GY,
    C, who had no Spell to target)."""
    duel = scenario([player(monsters=[monster("Magician of Faith", "set", owner=C)], graveyard=["Dark Hole"]),
                     player(monsters=["Luster Dragon"]), player()], turn_player=B, phase="battle")
    from ygo_royal_env.core.legal import attack_action
    act(duel, attack_action(0, 2, 0))                          # B's Luster Dragon attacks A's zone 0
    for _ in range(20):
        if duel.rec["pr_kind"] != K.PROMPT_PASS:
            break
        act(duel, K.A_PASS)
    assert names(duel, grave(duel, C)) == ["Magician of Faith"]
    assert names(duel, hand(duel, A)) == ["Dark Hole"] and grave(duel, A) == []
