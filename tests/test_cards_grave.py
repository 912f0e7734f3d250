"""Issue 19's reference cards about the GY and the hand: Sinister Serpent (a standby trigger in the GY), Manticore
of Darkness, Magical Stone Excavation (a discard cost of 2), Painful Choice (the designated opponent picks,
R11) and Sixth Sense (declared numbers and a die). Cards that name an opponent are played with 3 players."""
from __future__ import annotations

from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monsters,
                      name, names, pass_all, player, scenario, settle)


def pass_to_prompt(duel, kind: int, limit: int = 200) -> None:
    """Pass priority (and end phases) until a prompt of ``kind`` comes up."""
    for _ in range(limit):
        k = int(duel.rec["pr_kind"])
        if k == kind:
            return
        act(duel, K.A_PASS if k == K.PROMPT_PASS else K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE)
            else K.A_SELECT)
    raise AssertionError(f"prompt {kind} did not come")


# --- Sinister Serpent: own standby phase, in the graveyard; to_hand of the card itself -------------------------
def test_sinister_serpent_returns_to_its_owners_hand_in_each_of_their_standby_phases():
    """In A's Standby Phase (not B's or C's) the Serpent in A's GY may return to A's hand ("you can"); the 2006
    text has no once-per-turn or banish, so it may come back again the next time."""
    duel = scenario([player(graveyard=["Sinister Serpent"]), player(), player()], turn_player=C, auto_answer=False)
    serpent = grave(duel, A)[0]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert int(duel.rec["turn_player"]) == A and int(duel.rec["phase"]) == K.PHASE_STANDBY
    assert duel.current_player == A and K.A_PASS in duel.legal_actions()        # "you can"
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert hand(duel, A)[-1] == serpent and grave(duel, A) == []


def test_sinister_serpent_waits_in_the_graveyard_through_the_other_players_standby_phases():
    """B's and C's Standby Phases ask A nothing; declined in A's own, it stays in the GY."""
    duel = scenario([player(graveyard=["Sinister Serpent"]), player(), player()], auto_answer=False)
    since = len(duel.events())
    end_turn(duel)
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == C
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert int(duel.rec["turn_player"]) == A and duel.current_player == A
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER][:-1]
    act(duel, K.A_PASS)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert names(duel, grave(duel, A)) == ["Sinister Serpent"] and int(duel.rec["turn_player"]) == A
