"""Last Turn (issue 19 item 2), a special-win Trap: RULES.md R9 (banned by default), R37 (special_win_policy=
"v3_team_rule"), B22 (the draw). Played with 3 players (R10-R23): "your opponent" is the turn player (OPP-PHASE,
R12 with the condition "during your opponent's turn"), "the field and hands" are every player's (R10, R21).
Readings: docs/interpretations.md ("Last Turn")."""
from __future__ import annotations

import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cards import DeckError
from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, names,
                      pass_until, player, prompt, scenario)
from test_appendix_cards import attack

V3 = {"special_win_policy": "v3_team_rule", "banlist": None}


def last_turn_position(lp: int = 1000, a_monsters=("Battle Ox", "Mystical Elf"), turn_player: int = B,
                       b_deck=("Celtic Guardian", "Luster Dragon", "Battle Ox"), third: bool = True, **config) -> Duel:
    """A (at ``lp``) has Last Turn Set, monsters, a Set Waboku and a hand; B (the turn player) and C have
    monsters, a Set card and a hand; B's Deck holds the monsters it may summon. In B's Main Phase 1 B moves to
    the Battle Phase, and the window of that move comes to A."""
    players = [player(lp=lp, hand=["Dark Hole", "Kuriboh"], monsters=list(a_monsters),
                      spells=["Last Turn", "Waboku"]),
               player(hand=["Raigeki"], monsters=["Summoned Skull", monster("Sangan", "set")],
                      spells=["Mirror Force"], deck=list(b_deck) + ["Sangan"] * 5)]
    if third:
        players.append(player(hand=["Fissure", "Gemini Elf"], monsters=["Blue-Eyes White Dragon"]))
    duel = scenario(players, turn_player=turn_player, auto_answer=False, **{**V3, **config})
    if turn_player != A:
        act(duel, K.A_TO_BATTLE)
        pass_until(duel, A)
    return duel


def activate(duel: Duel, keep: str) -> None:
    """A activates Last Turn (its zone 0) and keeps ``keep``; the others pass to its resolution."""
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_until(duel, A) if duel.current_player != A else None
    while prompt(duel) == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert prompt(duel) == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == sorted(names(duel, monsters(duel, A)))      # not a target: every monster of A's
    choose(duel, keep)


def to_end_phase(duel: Duel) -> None:
    """Play B's turn on to its End Phase's verdict: pass windows and leave phases, nothing else."""
    for _ in range(300):
        if duel.done or prompt(duel) == K.PROMPT_DESIGNATE:
            return
        k = prompt(duel)
        act(duel, K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else K.A_PASS if k == K.PROMPT_PASS
            else K.A_SELECT)
        if int(duel.rec["phase"]) == K.PHASE_END and int(duel.rec["turn_player"]) != B:
            return
    raise AssertionError("the End Phase did not come")


# --- activation ----------------------------------------------------------------------------------------------
def test_last_turn_is_offered_in_another_players_turn_at_1000_lp_or_less_with_a_monster():
    duel = last_turn_position()
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()


@pytest.mark.parametrize("case", ["own turn", "1001 LP", "no monster"])
def test_last_turn_is_not_offered_in_its_activators_turn_above_1000_lp_or_without_a_monster(case):
    """Its condition: another player's turn (R5: the turn player is an opponent), the activator at 1000 LP or
    less; and a monster of the activator's to keep (keep_one_send_rest needs one)."""
    duel = last_turn_position(lp=1001 if case == "1001 LP" else 1000, turn_player=A if case == "own turn" else B,
                              a_monsters=() if case == "no monster" else ("Battle Ox", "Mystical Elf"))
    if case == "own turn":
        assert prompt(duel) == K.PROMPT_IDLE and duel.current_player == A
    else:
        assert duel.current_player == A
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- resolution -----------------------------------------------------------------------------------------------
def test_r10_last_turn_sends_every_other_card_of_every_field_and_hand_then_the_turn_player_summons_and_battles():
    """A keeps Battle Ox (1700): every other card on A's, B's and C's fields and in their hands goes to its owner's
    GY (Last Turn itself once resolved). B, the turn player (its "your opponent", R12), picks a monster of its Deck
    (one candidate per name) and Special Summons it in Attack Position: Celtic Guardian (1400), which battles
    Battle Ox at once and is destroyed by battle; nobody takes battle damage (A stays at 1000)."""
    duel = last_turn_position()
    since = duel.event_count
    activate(duel, "Battle Ox")
    assert names(duel, monsters(duel, A)) == ["Battle Ox"] and monsters(duel, C) == []
    assert hand(duel, A) == [] and hand(duel, B) == [] and hand(duel, C) == []
    assert names(duel, grave(duel, C)) == ["Blue-Eyes White Dragon", "Fissure", "Gemini Elf"]
    assert names(duel, grave(duel, B)) == ["Mirror Force", "Raigeki", "Sangan", "Summoned Skull"]
    assert prompt(duel) == K.PROMPT_CHOOSE and duel.current_player == B
    assert candidates(duel) == ["Battle Ox", "Celtic Guardian", "Luster Dragon", "Sangan"]
    choose(duel, "Celtic Guardian")
    assert names(duel, monsters(duel, A)) == ["Battle Ox"] and monsters(duel, B) == []
    assert "Celtic Guardian" in names(duel, grave(duel, B))
    assert [int(x) for x in duel.rec["lp"][:3]] == [1000, 8000, 8000]
    assert not events(duel, since, "damage")
    destroyed = [e for e in events(duel, since, "destroyed")]
    assert [names(duel, [e.a])[0] for e in destroyed] == ["Celtic Guardian"]
    assert sorted(names(duel, grave(duel, A))) == ["Dark Hole", "Kuriboh", "Last Turn", "Mystical Elf", "Waboku"]


def test_last_turn_battle_destroys_the_kept_monster_when_the_summoned_one_is_stronger_with_no_damage():
    duel = last_turn_position()
    activate(duel, "Mystical Elf")                     # 800 ATK, in Attack Position
    choose(duel, "Luster Dragon")                      # 1900
    assert monsters(duel, A) == [] and names(duel, monsters(duel, B)) == ["Luster Dragon"]
    assert [int(x) for x in duel.rec["lp"][:3]] == [1000, 8000, 8000]


def test_last_turn_answering_an_attack_battles_at_once_and_the_attack_it_answered_ends_with_its_attacker():
    """B's Summoned Skull attacks A's Set Giant Soldier of Stone (DEF 2000); A answers with Last Turn and keeps it:
    the Skull goes to the GY with the rest; B's Celtic Guardian (1400) attacks the kept monster at once, which is
    flipped face-up (B13) and not destroyed (DEF 2000); no damage. The attack answered has lost its attacker and
    ends; at the End Phase A and B both control monsters: a draw."""
    duel = last_turn_position(a_monsters=(monster("Giant Soldier of Stone", "set"), "Mystical Elf"))
    while duel.current_player != B or prompt(duel) != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    attack(duel, 0, A, 0)
    pass_until(duel, A)
    activate(duel, "Giant Soldier of Stone")
    choose(duel, "Celtic Guardian")
    soldier = monsters(duel, A)[0]
    assert names(duel, monsters(duel, A)) == ["Giant Soldier of Stone"] and int(duel.rec["c_pos"][soldier]) == K.POS_FACEUP_DEF
    assert names(duel, monsters(duel, B)) == ["Celtic Guardian"] and "Summoned Skull" in names(duel, grave(duel, B))
    assert [int(x) for x in duel.rec["lp"][:3]] == [1000, 8000, 8000]
    to_end_phase(duel)
    assert duel.done and int(duel.rec["end_reason"]) == K.END_DRAW


# --- the End Phase: a special win (R37) or a draw (B22) ------------------------------------------------------
def test_r37_last_turn_end_phase_sole_monster_controller_designates_and_with_3_players_the_last_one_wins():
    """A alone controls a monster at B's End Phase: A is owed a special win (R37): A designates C, who loses; teams
    {A} and {B} remain, so A loses too, and B wins."""
    duel = last_turn_position()
    activate(duel, "Battle Ox")
    choose(duel, "Celtic Guardian")
    to_end_phase(duel)
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == A
    designate(duel, C)
    assert duel.done and duel.results() == [-1, 1, -1] and int(duel.rec["winner"]) == B
    assert int(duel.rec["loss_reason"][C]) == K.LOSS_DESIGNATED and int(duel.rec["loss_reason"][A]) == K.LOSS_SPECIAL_WIN


def test_r37_last_turn_with_2_players_the_sole_monster_controller_wins():
    """Two players: B's Luster Dragon is alone on the field at B's End Phase; B designates A (the only
    opponent), A loses and B wins (T-R37b)."""
    duel = last_turn_position(third=False)
    activate(duel, "Mystical Elf")
    choose(duel, "Luster Dragon")
    to_end_phase(duel)
    if prompt(duel) == K.PROMPT_DESIGNATE:
        assert duel.current_player == B
        designate(duel, A)
    assert duel.done and duel.results() == [-1, 1] and int(duel.rec["winner"]) == B
    assert int(duel.rec["loss_reason"][A]) == K.LOSS_DESIGNATED


def test_b22_last_turn_end_phase_with_no_monster_left_is_a_draw_every_remaining_player_losing_at_once():
    """Battle Ox (1700) against B's Battle Ox (1700): both destroyed, no player controls a monster at the End
    Phase: a draw (B22), every remaining player lost at once (END_DRAW), none wins."""
    duel = last_turn_position()
    activate(duel, "Battle Ox")
    choose(duel, "Battle Ox")
    assert monsters(duel, A) == [] and monsters(duel, B) == []
    to_end_phase(duel)
    assert duel.done and int(duel.rec["end_reason"]) == K.END_DRAW and duel.results() == [0, 0, 0]
    assert [int(x) for x in duel.rec["loss_reason"][:3]] == [K.LOSS_DRAWN] * 3


def test_b22_last_turn_two_players_controlling_monsters_at_the_end_phase_is_a_draw():
    """A keeps Spirit Reaper (300 ATK, cannot be destroyed by battle); B's Celtic Guardian (1400) attacks it: neither
    is destroyed, and the 1100 battle damage that would take A from 1000 to 0 is not taken. Two players control
    monsters at the End Phase: "any other case", a draw."""
    duel = last_turn_position(a_monsters=("Spirit Reaper", "Mystical Elf"))
    activate(duel, "Spirit Reaper")
    choose(duel, "Celtic Guardian")
    assert names(duel, monsters(duel, A)) == ["Spirit Reaper"] and names(duel, monsters(duel, B)) == ["Celtic Guardian"]
    assert int(duel.rec["lp"][A]) == 1000
    to_end_phase(duel)
    assert duel.done and int(duel.rec["end_reason"]) == K.END_DRAW and duel.results() == [0, 0, 0]


# --- R9: banned by default -------------------------------------------------------------------------------------
def test_r9_last_turn_fails_default_deck_validation_as_a_special_win_card():
    deck = ["Last Turn"] + [name for name in ("Battle Ox", "Mystical Elf", "Celtic Guardian", "Luster Dragon",
                                              "Gemini Elf", "Summoned Skull", "Sangan", "Giant Soldier of Stone",
                                              "Kuriboh", "Spirit Reaper", "Blue-Eyes White Dragon", "Dark Hole",
                                              "Fissure") for _ in range(3)]
    with pytest.raises(DeckError, match="special_win_banned"):
        Duel(DuelConfig(num_players=3, decks=(deck,), banlist=None))
    with pytest.raises(DeckError, match="Last Turn"):                    # forbidden on the March 2006 list
        Duel(DuelConfig(num_players=3, decks=(deck,), special_win_policy="v3_team_rule"))
    duel = Duel(DuelConfig(num_players=3, decks=(deck,), **V3), seed=1)
    assert not duel.done
