"""The Python API's helpers (issue 21, item 7): actions by player id and card name
(``ygo_royal_env.actions``) and the event history a ``Duel`` keeps beyond the record's ring."""
import warnings

import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.actions import (attack_action, candidate_names, designate_action, player_at_seat, seat_of,
                                   seat_offset, select_action)
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.engine import apply_at
from ygo_royal_env.describe import describe_event
from ygo_royal_env.duel import EventsDroppedWarning
from ygo_royal_env.scenario import ScenarioError, lose_together

from conftest import A, B, C, D, act, monster, player, scenario


def test_seats_and_player_ids_round_trip():
    duel = Duel(DuelConfig(num_players=5), seed=3)
    seats = [seat_of(duel, p) for p in range(5)]
    assert sorted(seats) == list(range(5))
    assert [player_at_seat(duel, s) for s in seats] == list(range(5))
    actor = duel.current_player
    assert seat_offset(duel, actor) == 0
    assert {seat_offset(duel, p) for p in range(5)} == set(range(5))
    with pytest.raises(ValueError, match="player id 0..4"):
        seat_of(duel, 5)


def test_attack_action_names_the_defender_by_player_id_whatever_the_seats():
    """Seats D, B, A, C: A's Luster Dragon attacks C's Mystical Elf and, in another duel, D directly."""
    players = [player(monsters=["Luster Dragon"]), player(monsters=["Battle Ox"]), player(monsters=["Mystical Elf"]),
               player()]
    duel = scenario(players, phase="battle", seat_order=[D, B, A, C])
    since = duel.event_count
    act(duel, attack_action(duel, 0, C, 0))
    attack = [e for e in duel.events(since) if e.kind == "attack"][0]
    assert duel.card_name(attack.a) == "Luster Dragon" and duel.card_name(attack.b) == "Mystical Elf"
    duel = scenario(players, phase="battle", seat_order=[D, B, A, C])
    act(duel, attack_action(duel, 0, D))
    attack = [e for e in duel.events(since) if e.kind == "attack"][0]
    assert (attack.b, attack.c) == (-1, D)                # no target card: D directly
    with pytest.raises(ValueError, match="not legal now.*Legal actions"):
        attack_action(duel, 3, B, 0)                     # no monster in zone 3
    with pytest.raises(ValueError, match="attack an opponent"):
        attack_action(duel, 0, duel.current_player)


def test_designate_by_player_id_with_seats_out_of_order():
    """Seats C, A, B: A's Smashing Ground designates C (offset 2 from A) by player id."""
    duel = scenario([player(hand=["Smashing Ground"]), player(monsters=["Giant Soldier of Stone"]),
                     player(monsters=["Battle Ox"])], auto_answer=False, seat_order=[C, A, B])
    with pytest.raises(ValueError, match="is not legal now"):
        designate_action(duel, C)                       # nothing to designate in the idle state
    act(duel, K.A_ACTIVATE + 0)
    assert designate_action(duel, C) == K.A_DESIGNATE + 1
    act(duel, designate_action(duel, C))
    assert int(duel.rec["ch_opp"][0]) == C
    with pytest.raises(ValueError, match="not a candidate now"):
        select_action(duel, "Battle Ox")


def test_select_action_picks_the_named_candidate():
    duel = scenario([player(monsters=[monster("Tsukuyomi", "set"), "Mystical Elf"]), player(monsters=["Battle Ox"])],
                    auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + 0)
    while duel.rec["pr_kind"] != K.PROMPT_TRIGGER:
        act(duel, K.A_PASS)
    act(duel, K.A_SELECT)
    assert sorted(candidate_names(duel)) == ["Battle Ox", "Mystical Elf", "Tsukuyomi"]
    act(duel, select_action(duel, "Battle Ox"))
    assert int(duel.rec["pr_ncand"]) == 0 or "Battle Ox" not in candidate_names(duel)


def test_a_duel_keeps_every_event_beyond_the_records_ring():
    duel = Duel(DuelConfig(num_players=4), seed=0)
    rng = np.random.default_rng(0)
    while not duel.done and duel.event_count < 3 * K.LOG_CAP:
        duel.apply(int(rng.choice(duel.legal_actions())))
    events = duel.events()
    assert len(events) == duel.event_count > 3 * K.LOG_CAP
    assert events[0].kind == "draw"                       # the deal, first of all
    assert duel.events(duel.event_count - 5) == events[-5:]
    clone = duel.clone()
    assert clone.events() == events


def test_events_stepped_past_elsewhere_are_reported_as_dropped():
    """A record stepped without ``Duel.apply`` (as a batch steps its duels) past the ring:
    what is gone is left out with a warning; recent events come back without one."""
    duel = Duel(DuelConfig(num_players=2), seed=0)
    rng = np.random.default_rng(0)
    start = duel.event_count
    kept = duel.events()
    while not duel.done and duel.event_count < start + 2 * K.LOG_CAP:
        apply_at(duel.states, 0, duel.db.table, int(rng.choice(duel.legal_actions())))
    with pytest.warns(EventsDroppedWarning, match="dropped"):
        events = duel.events(0)
    assert len(events) == start + K.LOG_CAP               # the deal's events it kept, and the ring's last
    assert events[:start] == kept and events[-1] == duel.events(duel.event_count - 1)[0]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(duel.events(duel.event_count - 10)) == 10


def test_the_deal_is_marked_apart_from_draws():
    """B4, R4: the opening hands are dealt (EV_DRAW with DRAW_DEALT), not drawn: nothing before
    the first turn is a draw, and the Draw Phase's draws are."""
    duel = Duel(DuelConfig(num_players=3, starting_hand=5), seed=2)
    rng = np.random.default_rng(2)
    while int(duel.rec["turn"]) < 5:                      # round 2: nobody draws in the first round (R7)
        duel.apply(int(rng.choice(duel.legal_actions())))
    events = duel.events()
    first_turn = next(i for i, e in enumerate(events) if e.kind == "turn")
    dealt = [e for e in events[:first_turn] if e.kind == "draw"]
    assert len(dealt) == 15 and all(e.c == K.DRAW_DEALT for e in dealt)
    later = [e for e in events[first_turn:] if e.kind == "draw"]
    assert later and all(e.c == K.DRAW_DRAWN for e in later)
    assert "is dealt" in describe_event(duel, dealt[0]) and "draws" in describe_event(duel, later[0])


# --- the scenario builder: attached cards, players who lose together ----------------------------
def test_scenario_attaches_premature_burial_and_it_follows_its_monster():
    duel = scenario([player(hand=["Dark Hole"], monsters=["Luster Dragon"],
                            spells=[{"card": "Premature Burial", "face_up": True, "attached_to": [A, 0]}]),
                     player(monsters=["Battle Ox"])])
    burial = int(duel.rec["szone"][A, 0])
    assert duel.rec["c_attached"][burial] % K.MAX_CARDS == int(duel.rec["mzone"][A, 0])
    act(duel, K.A_ACTIVATE + 0)
    assert int(duel.rec["c_loc"][burial]) == K.LOC_GRAVE and int(duel.rec["szone"][A, 0]) == -1


def test_scenario_snatch_steal_gives_the_monster_back_to_its_designated_owner_when_it_goes():
    """A holds B's Luster Dragon with Snatch Steal (designated B, 3 players); A's Mystical Space
    Typhoon destroys the Snatch Steal: the Luster Dragon goes back to B."""
    duel = scenario([player(hand=["Mystical Space Typhoon"], monsters=[{"card": "Luster Dragon", "owner": B}],
                            spells=[{"card": "Snatch Steal", "face_up": True, "designated": B, "attached_to": [A, 0]}]),
                     player(), player()], auto_answer=False)
    luster = int(duel.rec["mzone"][A, 0])
    act(duel, K.A_ACTIVATE + 0)
    act(duel, select_action(duel, "Snatch Steal"))
    while not duel.done and duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert int(duel.rec["c_ctrl"][luster]) == B and int(duel.rec["c_loc"][luster]) == K.LOC_MZONE


def test_scenario_attached_to_is_checked():
    with pytest.raises(ScenarioError, match="does not attach itself"):
        scenario([player(monsters=["Luster Dragon"],
                         spells=[{"card": "Swords of Revealing Light", "face_up": True, "designated": B,
                                  "attached_to": [A, 0]}]), player()])
    with pytest.raises(ScenarioError, match="attached_to must be"):
        scenario([player(spells=[{"card": "Premature Burial", "face_up": True, "attached_to": [B, 3]}]), player()])
    with pytest.raises(ScenarioError, match="designated player owns"):
        scenario([player(monsters=["Luster Dragon"], spells=[{"card": "Snatch Steal", "face_up": True, "designated": B,
                                                             "attached_to": [A, 0]}]), player()])


def test_lose_together_is_one_loss_event_and_a_draw_when_nobody_is_left():
    duel = scenario([player(), player(), player()])
    lose_together(duel, [B, C], source=A)
    lost = [e for e in duel.events() if e.kind == "player lost"]
    assert sorted(e.a for e in lost) == [B, C] and all(e.c == A for e in lost)
    assert duel.done and duel.results() == [1, -1, -1]
    duel = scenario([player(), player()])
    lose_together(duel, [A, B])
    assert duel.done and duel.results() == [0, 0] and int(duel.rec["end_reason"]) == K.END_DRAW
    with pytest.raises(ScenarioError, match="living player ids"):
        lose_together(duel, [A])
