"""Special wins (RULES.md R9, R37, A-25): under special_win_policy="v3_team_rule" a player whose
hand completes Exodia the Forbidden One designates an opponent, who loses, and then loses too
while more than one team has living players. T-R9 (the default policy) is in
test_rules_royal.py.

Players A-D are player ids 0-3 in seats 1-4. In the positions below A holds four pieces and
draws the fifth, Exodia itself, at the start of its turn.
"""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cards import DeckError, deck_from_codes
from ygo_royal_env.cards.constants import EXODIA_PIECES
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.vector.fuzz import fuzz

from conftest import (A, B, C, D, FILLER_DECK, act, asked, events, hand, monster, monsters, player, prompt,
                      random_play, scenario)
from test_invariants_fuzz import check_ending

PIECES = ("Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
          "Right Leg of the Forbidden One", "Left Leg of the Forbidden One")
V3 = {"special_win_policy": "v3_team_rule"}
BLUE_EYES, SANGAN, MYSTIC_TOMATO, LUSTER_DRAGON = 89631139, 26202165, 83011277, 11091375


def drawing_the_fifth_piece() -> dict:
    """A's description: four pieces in the hand, Exodia on top of the deck."""
    return player(hand=PIECES[1:], deck=(PIECES[0],) + FILLER_DECK)


def exodia_position(others: list[dict], **config) -> Duel:
    """A draws the fifth piece in its Draw Phase (round 2: A draws, R7)."""
    return scenario([drawing_the_fifth_piece(), *others], phase="draw", **{**V3, **config})


def losses(duel: Duel, since: int = 0) -> list[tuple[int, int, int]]:
    """(player, loss reason, killer) of every loss since ``since``, in order."""
    return [(e.a, e.b, e.c) for e in events(duel, since, "player lost")]


def designations(duel: Duel) -> list[int]:
    return sorted(a - K.A_DESIGNATE for a in duel.legal_actions() if K.A_DESIGNATE <= a < K.A_POSITION)


# --- T-R37a/b/c -------------------------------------------------------------------------------
def test_r37a_free_for_all_the_designated_player_loses_then_the_winner_and_the_last_one_wins():
    """T-R37a: free-for-all A, B, C; A completes Exodia and designates B: B loses, teams {A}
    and {C} remain, so A loses, and C wins."""
    duel = exodia_position([player(), player()])
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == A
    assert designations(duel) == [0, 1]                            # B and C, 1 and 2 seats after A
    assert duel.describe_action(K.A_DESIGNATE + 0) == "Designate player_1 to lose to my special win (R37)"
    act(duel, K.A_DESIGNATE + 0)
    assert losses(duel) == [(B, K.LOSS_DESIGNATED, A), (A, K.LOSS_SPECIAL_WIN, -1)]
    order = [e.kind for e in events(duel) if e.kind in ("player lost", "left the game")]
    assert order == ["player lost", "left the game"] * 2           # B's loss is processed before A's
    assert duel.done and duel.results() == [-1, -1, 1] and int(duel.rec["winner"]) == C
    assert int(duel.rec["killer"][B]) == A and int(duel.rec["killer"][A]) == -1


@pytest.mark.parametrize("auto_answer", [True, False])
def test_r37b_with_one_opponent_left_the_designated_player_loses_and_the_winner_wins(auto_answer):
    """T-R37b: only A and B remain (C lost earlier); A completes Exodia and designates B (the
    only choice: auto-answered by default), B loses and A wins."""
    duel = exodia_position([player(), player(alive=False)], auto_answer=auto_answer)
    if not auto_answer:
        assert prompt(duel) == K.PROMPT_DESIGNATE and duel.legal_actions() == [K.A_DESIGNATE + 0]
        act(duel, K.A_DESIGNATE + 0)
    assert asked(duel, 0, K.PROMPT_DESIGNATE) == [A]
    assert losses(duel) == [(B, K.LOSS_DESIGNATED, A)]
    assert duel.done and duel.results() == [1, -1, -1] and int(duel.rec["winner"]) == A


def test_r37c_teams_the_designated_player_and_the_winner_lose_the_others_go_on():
    """T-R37c: teams T1 = {A, C}, T2 = {B}, T3 = {D}; A designates B: B loses and A loses
    (T1 and T3 still have living players); C and D go on, in C's turn (R34: A lost in its own
    turn). Teammates are opponents by default (V-TEAM-5, A-24), so C could be designated too."""
    duel = exodia_position([player(), player(), player()], mode="team", teams=(0, 1, 0, 2))
    assert designations(duel) == [0, 1, 2]
    act(duel, K.A_DESIGNATE + 0)
    assert losses(duel) == [(B, K.LOSS_DESIGNATED, A), (A, K.LOSS_SPECIAL_WIN, -1)]
    assert not duel.done and [bool(x) for x in duel.rec["alive"][:4]] == [False, False, True, True]
    assert int(duel.rec["turn_player"]) == C and duel.current_player == C


def test_r37_without_teammates_as_opponents_only_other_teams_can_be_designated():
    """V-TEAM-5 off: A's teammate C is no opponent, so only B and D are offered."""
    duel = exodia_position([player(), player(), player()], mode="team", teams=(0, 1, 0, 2),
                           teammates_are_opponents=False)
    assert designations(duel) == [0, 2]


# --- when the win is noticed ------------------------------------------------------------------
def test_r37_a_win_completed_by_an_effect_is_run_once_its_chain_link_has_resolved():
    """Pot of Greed draws the last two pieces: the designation comes right after the link."""
    duel = scenario([player(hand=PIECES[:3] + ("Pot of Greed",), deck=PIECES[3:] + FILLER_DECK), player(),
                     player()], **V3)
    act(duel, K.A_ACTIVATE + 3)
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == A
    assert int(duel.rec["ch_n"]) == 0 and events(duel, kind="resolve")
    act(duel, K.A_DESIGNATE + 1)                                   # C
    assert losses(duel) == [(C, K.LOSS_DESIGNATED, A), (A, K.LOSS_SPECIAL_WIN, -1)]
    assert duel.done and duel.results() == [-1, 1, -1]


def test_r37_a_search_that_completes_the_hand_wins_once_the_link_has_resolved():
    """A's Luster Dragon destroys B's Sangan; Sangan's trigger searches Exodia (1000 ATK) into
    B's hand of four pieces. B designates A, the turn player: A loses, B and C remain, so B
    loses too and C wins."""
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(hand=PIECES[1:], monsters=["Sangan"], deck=(PIECES[0],) + FILLER_DECK), player()],
                    phase="battle", **V3)
    act(duel, attack_action(0, 1, 0))
    assert prompt(duel) == K.PROMPT_CHOOSE and duel.current_player == B
    names = [duel.card_name(c) for c in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]]
    act(duel, K.A_SELECT + names.index(PIECES[0]))
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == B
    assert designations(duel) == [0, 1]                            # C and A, 1 and 2 seats after B
    act(duel, K.A_DESIGNATE + 1)                                   # A
    assert losses(duel) == [(A, K.LOSS_DESIGNATED, B), (B, K.LOSS_SPECIAL_WIN, -1)]
    assert duel.done and duel.results() == [-1, -1, 1]


def test_r37_a_position_built_with_the_whole_hand_runs_the_win_first():
    duel = scenario([player(hand=PIECES), player(), player()], turn_player=B, **V3)
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == A
    assert designations(duel) == [0, 1]


def test_r37_a_2v2_supply_draw_that_completes_the_hand_wins_after_the_supply():
    """V-2v2: A1 (0) loses to B1's (2) direct attack; A2 (1) holds three pieces and takes
    "draw 2" from the supply, which draws the last two. A2 then designates B2, who loses;
    team B still has B1, so A2 loses too (R37) and team B wins."""
    duel = scenario([player(lp=500), player(hand=PIECES[:3], deck=PIECES[3:] + FILLER_DECK),
                     player(monsters=[monster("Luster Dragon")]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], turn_player=C, phase="battle", **V3)
    act(duel, attack_action(0, 3, K.N_MZONES))                     # A1 sits 3 seats after B1
    assert prompt(duel) == K.PROMPT_SUPPLY and duel.current_player == B
    act(duel, K.A_SUPPLY + 1)                                      # draw 2
    assert sorted(duel.card_name(c) for c in hand(duel, B)) == sorted(PIECES)
    assert prompt(duel) == K.PROMPT_DESIGNATE and duel.current_player == B
    assert designations(duel) == [0, 2]                            # B2 and B1, 1 and 3 seats after A2
    act(duel, K.A_DESIGNATE + 0)                                   # B2
    assert losses(duel) == [(A, K.LOSS_LP, C), (D, K.LOSS_DESIGNATED, B), (B, K.LOSS_SPECIAL_WIN, -1)]
    assert duel.done and duel.results() == [-1, -1, 1, 1] and int(duel.rec["winner"]) == 1


def test_a_supply_owed_in_a_chain_comes_before_the_next_link():
    """A loss in a chain owes 2v2 supplies at once (V-2v2-4): they are asked right after the
    link that caused it; then the next link asks A1 for the position of its Special Summon, and
    the position chosen is the one used."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Battle Ox"]), player(),
                     player(lp=500, spells=["Self-Destruct Button"]), player()],
                    mode="2v2", seat_order=[0, 2, 1, 3], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)                                    # link 1: Monster Reborn ...
    act(duel, K.A_SELECT + 0)                                      # ... on Battle Ox
    assert duel.current_player == C
    act(duel, K.A_ACTIVATE_SET + 0)                                # link 2: B1's Self-Destruct Button
    act(duel, K.A_DESIGNATE + 0)                                   # A2, the next seat after B1
    while prompt(duel) == K.PROMPT_PASS:
        act(duel, K.A_PASS)
    assert not duel.rec["alive"][B] and not duel.rec["alive"][C]
    for owed in (A, D):                                            # the teammates of B and C
        assert prompt(duel) == K.PROMPT_SUPPLY and duel.current_player == owed
        act(duel, K.A_SUPPLY + 3)
    assert prompt(duel) == K.PROMPT_POSITION and duel.current_player == A
    act(duel, K.A_POSITION + 0)                                    # face-up Attack Position
    ox = monsters(duel, A)[0]
    assert duel.card_name(ox) == "Battle Ox" and int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_ATK


# --- the policies -----------------------------------------------------------------------------
def test_r9_banned_policy_runs_no_special_win_even_when_validation_is_skipped():
    """Under "banned" (R9) validation keeps Exodia out; a position built without validation
    plays it as a monster with no effect: drawing the fifth piece does nothing."""
    duel = scenario([drawing_the_fifth_piece(), player(), player()], phase="draw")
    assert len(hand(duel, A)) == 5 and prompt(duel) == K.PROMPT_IDLE
    assert losses(duel) == [] and int(duel.rec["special_win_due"]) == 0


def test_r37_policy_accepts_special_win_cards_in_decks():
    config = DuelConfig(num_players=3, decks="exodia_normals")
    with pytest.raises(DeckError, match="special_win_banned"):
        Duel(config)
    duel = Duel(config.with_(**V3), seed=3)
    assert bool(duel.rec["rule_special_win"]) and not duel.done


# --- random play ------------------------------------------------------------------------------
def short_decks(db, extra: tuple[int, ...] = (BLUE_EYES, BLUE_EYES), name: str = "exodia_short") -> dict:
    """Config fields for short decks (the five pieces and ``extra``, by default two Blue-Eyes
    White Dragons) and no hand limit: short duels in which hands often complete before the
    pieces are summoned."""
    deck = deck_from_codes(list(EXODIA_PIECES) + list(extra), db, name)
    return {"decks": (deck,), "deck_main_size": (5, 60), "hand_limit": None}


def short_effect_decks(db) -> dict:
    """Short decks with Sangan and two Mystic Tomatoes, whose triggers search the pieces, and
    two Luster Dragons to battle them: triggers chain around the wins."""
    return short_decks(db, (SANGAN, MYSTIC_TOMATO, MYSTIC_TOMATO, LUSTER_DRAGON, LUSTER_DRAGON), "exodia_effects")


FUZZ_CELLS = {                    # (decks, config fields)
    "royale 4, exodia_normals": (None, {"num_players": 4, "decks": ("exodia_normals",)}),
    "royale 3, short decks": (short_decks, {"num_players": 3}),
    "team 2+1+1, short decks": (short_decks, {"num_players": 4, "mode": "team", "teams": (0, 1, 0, 2)}),
    "2v2, short decks, every prompt asked": (short_decks, {"num_players": 4, "mode": "2v2", "auto_answer": False}),
    "kupl 5, short decks, concession": (short_decks, {"num_players": 5, "mode": "kupl", "concession": True}),
    "contrib 4, short decks": (short_decks, {"num_players": 4, "mode": "contrib"}),
    "royale 4, short effect decks": (short_effect_decks, {"num_players": 4}),
    "2v2, short effect decks, every prompt asked": (short_effect_decks, {"num_players": 4, "mode": "2v2",
                                                                         "auto_answer": False}),
}


@pytest.mark.parametrize("name", FUZZ_CELLS)
def test_r37_random_duels_keep_the_invariants(db, name):
    """The jitted fuzzer: invariants after every decision, every legal action tried at
    sampled decisions, with Exodia in every deck."""
    decks, fields = FUZZ_CELLS[name]
    config = DuelConfig(**{**(decks(db) if decks else {}), **V3, **fields})
    report = fuzz(config, duels=150, seed=37, every=8)
    assert report.failures == [] and report.decisions > 0


@pytest.mark.parametrize("decks, n", [(short_decks, 3), (short_effect_decks, 4)])
def test_r37_random_free_for_all_duels_reach_special_wins_and_end_cleanly(db, decks, n):
    """Random play from Python, invariants after every step: special wins happen (both loss
    reasons occur) and every duel ends consistently."""
    config = DuelConfig(num_players=n, **decks(db), **V3)
    rng = np.random.default_rng(37)
    reasons = []
    for seed in range(200):
        duel = Duel(config, seed=seed)
        random_play(duel, rng)
        check_ending(duel)
        reasons += [int(r) for r in duel.rec["loss_reason"][:n]]
    assert reasons.count(K.LOSS_DESIGNATED) >= 20 and reasons.count(K.LOSS_SPECIAL_WIN) >= 10
