"""R31 with card effects: a loser's links still occupy the chain and apply when they need
nothing of the loser's (T-R31d), do not apply when they would need the loser's decision
(T-R31e, A-08 REC), and a loser's continuous effects stop at once (T-R31f); 4-player duels in
which D's Self-Destruct Button takes A (and D) out in a later chain link."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, D, act, choose, designate, events, hand, monsters, name, pass_all, player, scenario


def pass_until(duel, p: int) -> None:
    """Pass until player p is asked whether to respond."""
    while not (duel.current_player == p and duel.rec["pr_kind"] == K.PROMPT_PASS):
        act(duel, K.A_PASS)


def self_destruct_a(duel) -> None:
    """D (100 or 500 LP) chains its Set Self-Destruct Button designating A: both lose when it
    resolves, before the links under it."""
    pass_until(duel, D)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, A)
    pass_all(duel)


def test_r31d_a_losers_newdoria_still_destroys_its_target_on_another_players_field():
    """T-R31d: B's Luster Dragon destroys A's Newdoria by battle; A's trigger targets C's
    Blue-Eyes (link 1); D chains Self-Destruct Button and A loses at link 2. Link 1 is still
    processed and destroys C's monster: it needs nothing of A's (R31 example 3)."""
    duel = scenario([player(monsters=["Newdoria"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Blue-Eyes White Dragon"]), player(lp=100, spells=["Self-Destruct Button"])],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 3, 0))                       # A is 3 seats after B
    while not (duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A):
        act(duel, K.A_PASS)
    act(duel, K.A_SELECT)
    choose(duel, "Blue-Eyes White Dragon")
    self_destruct_a(duel)
    assert not duel.rec["alive"][A] and not duel.rec["alive"][D]
    assert [name(duel, e.a) for e in events(duel, kind="resolve")] == ["Self-Destruct Button", "Newdoria"]
    assert monsters(duel, C) == []


def smashing_ground_duel(b_monsters: list[str]):
    duel = scenario([player(hand=["Smashing Ground"]), player(monsters=b_monsters), player(monsters=["Feral Imp"]),
                     player(lp=500, spells=["Self-Destruct Button"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + [name(duel, c) for c in hand(duel, A)].index("Smashing Ground"))
    designate(duel, B)
    self_destruct_a(duel)
    assert not duel.rec["alive"][A]
    return duel


def test_r31e_a_losers_smashing_ground_does_nothing_where_it_needs_the_losers_choice():
    """T-R31e: A's Smashing Ground designates B, whose highest DEF is 2000 twice; A loses at a
    later link: the tie would need A's choice, so nothing is destroyed (A-08 REC). With 2000
    and 1500 the 2000 DEF monster is destroyed: it needs nothing of A's."""
    tie = smashing_ground_duel(["Mystical Elf", "Mystical Elf"])            # DEF 2000 each
    assert len(monsters(tie, B)) == 2
    single = smashing_ground_duel(["Mystical Elf", "Celtic Guardian"])     # DEF 2000 and 1200
    assert [name(single, c) for c in monsters(single, B)] == ["Celtic Guardian"]


def test_r31f_a_losers_jinzo_stops_at_once_and_traps_can_be_activated_again():
    """T-R31f: while A's Jinzo is face-up no player may activate a Trap: B may not answer C's
    Normal Summon with its Set Royal Decree; once A has lost, B may at the next open state
    (the start of C's Battle Phase)."""
    players = [player(monsters=["Jinzo"]), player(spells=["Royal Decree"]), player(hand=["Luster Dragon"]),
               player()]
    duel = scenario(players, turn_player=C, auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_until(duel, B)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    pass_all(duel)
    deal_damage(duel, A, 8000)
    assert not duel.rec["alive"][A]
    assert duel.current_player == C and duel.rec["pr_kind"] == K.PROMPT_IDLE
    act(duel, K.A_TO_BATTLE)                                # the open state of the Battle Phase (R24)
    pass_until(duel, B)
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()


def test_r31b_a_losers_sangan_link_is_processed_and_searches_nothing():
    """T-R31b: A's Sangan, destroyed by B's attack, is chain link 1; D chains Self-Destruct
    Button and A loses at link 2. Link 1 is still processed (the chain had 2 links) but no
    search happens: A's Deck has left the game."""
    duel = scenario([player(monsters=["Sangan"], deck=["Mystical Elf"] * 5), player(monsters=["Luster Dragon"]),
                     player(), player(lp=100, spells=["Self-Destruct Button"])],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 3, 0))
    while not duel.rec["ch_n"]:
        act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    assert name(duel, duel.rec["ch_card"][0]) == "Sangan"
    self_destruct_a(duel)
    assert not duel.rec["alive"][A]
    assert [name(duel, e.a) for e in events(duel, kind="resolve")] == ["Self-Destruct Button", "Sangan"]
    assert not events(duel, kind="added to hand") and hand(duel, A) == []
