"""The six-player team modes of RULES.md section 3: V-3v3 ("no exit", backup decks) and
V-KOF (relay). Team A is players 0-2 (A1, A2, A3 in order of appearance), team B players 3-5;
they sit alternately, A1 B1 A2 B2 A3 B3."""
import numpy as np
import pytest

from ygo_royal_env import ConfigError, DuelConfig
from ygo_royal_env.cards import DeckError
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import deal_damage

from conftest import (act, end_turn, events, grave, hand, monster, monsters, pass_all, pile, player, prompt, random_play,
                      scenario)
from test_variants import lose_together, winners

A1, A2, A3, B1, B2, B3 = range(6)
SEATS = [A1, B1, A2, B2, A3, B3]
DECK = ["Battle Ox"] * 12            # enough for a joiner's hand and a few draws
TEAM_B_BACKUPS = list(range(6, 12))  # backup ids: player p prepared 2p and 2p+1


def six(**given) -> list[dict]:
    """Players A1..B3; unnamed ones get the default position."""
    names = ("A1", "A2", "A3", "B1", "B2", "B3")
    return [given.get(n, player()) for n in names]


def game(players, **kw):
    return scenario(players, seat_order=SEATS, **kw)


def rel(me: int, q: int) -> int:
    return (SEATS.index(q) - SEATS.index(me)) % 6


def attacks_on(duel, me: int, q: int) -> list[int]:
    """Legal attack actions of ``me`` against player q (any zone, direct included)."""
    legal = set(duel.legal_actions())
    return [attack_action(z, rel(me, q), t) for z in range(K.N_MZONES) for t in range(K.ATTACK_TARGETS)
            if attack_action(z, rel(me, q), t) in legal]


def turn_events(duel, since: int) -> list:
    """Events from ``since`` up to (not including) the next turn's start."""
    out = []
    for e in events(duel, since):
        if e.kind == "turn":
            break
        out.append(e)
    return out


def current_cards(duel, p: int) -> list[int]:
    """Rows of cards p owns from the deck p plays now (its current generation)."""
    r = duel.rec
    return [c for c in range(K.MAX_CARDS)
            if r["c_card"][c] >= 0 and r["c_owner"][c] == p and r["c_gen"][c] == r["gen"][p]]


# --- V-3v3 -------------------------------------------------------------------------------------
def test_v3v3_seats_alternate_teams_and_the_seed_picks_the_first():
    """V-3v3-1 / V-KOF-1: without seat_order the teams alternate; which sits first is drawn."""
    from ygo_royal_env import Duel
    firsts = set()
    for seed in range(8):
        for mode in ("3v3", "kof"):
            rec = Duel(DuelConfig(num_players=6, mode=mode), seed=seed).rec
            seats = [int(p) for p in rec["player_at"][:6]]
            teams = [0 if p < 3 else 1 for p in seats]
            assert teams in ([0, 1] * 3, [1, 0] * 3)
            assert [p for p in seats if p < 3] == [0, 1, 2] and [p for p in seats if p >= 3] == [3, 4, 5]
            firsts.add(teams[0])
    assert firsts == {0, 1}


def test_v3v3_a_non_turn_player_restored_is_absent_until_its_own_turn():
    """T-V3v3-a: B2 (not the TP) loses in A2's turn: cleared, picks a backup, 8000 LP and 5
    cards, absent: A2 cannot attack or target B2, B2 is in no decision queue; when A2's turn
    ends B2 is back and its turn starts with a draw (round 2)."""
    duel = game(six(A2=player(monsters=[monster("Luster Dragon"), monster("Battle Ox")]),
                    B2=player(lp=1000, hand=["Gemini Elf"], monsters=[monster("Mystical Elf")],
                              graveyard=["Battle Ox"])),
                mode="3v3", turn_player=A2, phase="battle")
    act(duel, attack_action(0, rel(A2, B2), 0))     # Luster Dragon 1900 into Mystical Elf 800: 1100 damage
    assert prompt(duel) == K.PROMPT_BACKUP and duel.current_player == B2
    assert duel.legal_actions() == [K.A_SELECT + k for k in range(6)]             # the team pool
    assert [int(b) for b in duel.rec["pr_cand"][:6]] == TEAM_B_BACKUPS
    assert "Take backup deck 8 (prepared by player_4" in duel.describe_action(K.A_SELECT + 2)
    act(duel, K.A_SELECT + 2)
    r = duel.rec
    assert r["alive"][B2] and r["lp"][B2] == 8000 and len(hand(duel, B2)) == 5
    assert r["bk_taken"][8] == B2 and r["pile_n"][B2, K.LOC_DECK] == 35
    assert monsters(duel, B2) == [] and grave(duel, B2) == [] and len(current_cards(duel, B2)) == 40
    assert r["absent"][B2] == K.ABSENT_TILL_TURN
    assert [(e.a, e.b, e.c) for e in events(duel, kind="restored")] == [(B2, 8, 1)]
    assert attacks_on(duel, A2, B2) == []            # V-3v3-5: not attackable ...
    assert attacks_on(duel, A2, B3) != []
    mark = duel.event_count
    end_turn(duel)
    assert B2 not in [e.a for e in turn_events(duel, mark) if e.kind == "ask"]   # ... in no queue
    assert r["turn_player"] == B2 and r["absent"][B2] == K.ABSENT_NO
    assert len(hand(duel, B2)) == 6                  # round 2: B2's turn draws


def test_v3v3_b_restored_during_a_teammates_turn_waits_for_its_upper_players_turn():
    """T-V3v3-b: B2 loses during B1's turn: absent through the rest of B1's turn and all of
    A2's turn, back when A2's turn ends."""
    duel = game(six(B1=player(monsters=[monster("Luster Dragon")]), B2=player(lp=500)),
                mode="3v3", turn_player=B1, phase="battle")
    act(duel, attack_action(0, rel(B1, B2), K.N_MZONES))    # teammates are opponents
    act(duel, K.A_SELECT)
    r = duel.rec
    assert r["absent"][B2] and r["turn_player"] == B1
    end_turn(duel)
    assert r["turn_player"] == A2 and r["absent"][B2]
    mark = duel.event_count
    end_turn(duel)
    assert B2 not in [e.a for e in turn_events(duel, mark) if e.kind == "ask"]
    assert r["turn_player"] == B2 and not r["absent"][B2]
    assert [e.a for e in events(duel, mark, "enters the duel")] == [B2]


def test_v3v3_c_turn_player_restored_goes_on_in_the_same_phase_with_the_turns_counts():
    """T-V3v3-c: A2 (the TP) loses in its Battle Phase after its Normal Summon: it goes on in
    the same Battle Phase with the new deck, not absent, and the Normal Summon stays used."""
    duel = game(six(A2=player(lp=100, monsters=[monster("Battle Ox")]),
                    B1=player(monsters=[monster("Luster Dragon")])),
                mode="3v3", turn_player=A2, phase="battle", normal_summoned=True, auto_answer=False)
    turn = int(duel.rec["turn"])
    act(duel, attack_action(0, rel(A2, B1), 0))     # 1700 into 1900: A2 takes 200
    pass_all(duel)
    assert prompt(duel) == K.PROMPT_BACKUP and duel.current_player == A2
    act(duel, K.A_SELECT)
    pass_all(duel)
    r = duel.rec
    assert r["alive"][A2] and not r["absent"][A2] and r["lp"][A2] == 8000
    assert int(r["turn"]) == turn and r["turn_player"] == A2 and r["phase"] == K.PHASE_BATTLE
    assert prompt(duel) == K.PROMPT_BATTLE and duel.current_player == A2
    act(duel, K.A_TO_MAIN2)
    pass_all(duel)
    assert prompt(duel) == K.PROMPT_IDLE and duel.current_player == A2 and r["normal_summons"] == 1
    assert len(hand(duel, A2)) == 5
    assert not any(K.A_SUMMON <= a < K.A_FLIP_SUMMON for a in duel.legal_actions())   # used this turn


def test_v3v3_d_a_team_without_backups_loses_when_a_member_loses():
    """T-V3v3-d (V-3v3-7): team B's pool is empty; B3 loses; team A wins."""
    duel = game(six(), mode="3v3", backups_per_player=0)
    deal_damage(duel, B3, 8000)
    assert duel.done and winners(duel) == {A1, A2, A3} and duel.results()[B1] == -1
    used_up = game(six(), mode="3v3")
    used_up.rec["bk_taken"][TEAM_B_BACKUPS] = B1
    deal_damage(used_up, B3, 8000)
    assert used_up.done and winners(used_up) == {A1, A2, A3}


def test_v3v3_two_teammates_losing_at_once_need_a_backup_each():
    """V-3v3-7 with A-17: one backup left for two of team B's losers is not enough."""
    duel = game(six(), mode="3v3", backups_per_player=1)
    duel.rec["bk_taken"][[3, 4]] = B1                # team B keeps only backup 5
    lose_together(duel, B1, B2)
    assert duel.rec["done"] and winners(duel) == {A1, A2, A3}


def test_a23_both_teams_out_of_backups_at_once_is_a_draw():
    """A-23: both teams run out in the same event: a draw."""
    duel = game(six(), mode="3v3", backups_per_player=0)
    lose_together(duel, A1, B1)
    assert duel.rec["end_reason"] == K.END_DRAW and duel.results() == [0] * 6


def test_v3v3_player_pool_takes_only_the_players_own_backups():
    """A-17 alternative: backup_pool="player" offers only the loser's own backups."""
    duel = game(six(A2=player(monsters=[monster("Luster Dragon")]), B2=player(lp=500)),
                mode="3v3", backup_pool="player", turn_player=A2, phase="battle")
    act(duel, attack_action(0, rel(A2, B2), K.N_MZONES))
    assert [int(b) for b in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]] == [8, 9]


def test_v3v3_e_first_turn_rule_applies_only_in_round_one():
    """T-V3v3-e (A-19): restored in round 1 before its first turn, B1's turn has no draw and no
    Battle Phase; restored in round 3, its next turn has both."""
    for rnd, restricted in ((1, True), (3, False)):
        duel = game(six(A1=player(hand=["Battle Ox"])), mode="3v3", turn_player=A1, round=rnd)
        assert duel.rec["round"] == rnd and duel.current_player == A1
        deal_damage(duel, B1, 8000)
        end_turn(duel)                                # A1 leaves; B1 picks a backup on the way
        r = duel.rec
        assert r["turn_player"] == B1 and prompt(duel) == K.PROMPT_IDLE
        assert len(hand(duel, B1)) == (5 if restricted else 6)
        assert (K.A_TO_BATTLE in duel.legal_actions()) != restricted


def test_an_answer_reaches_the_unit_that_asked_before_the_owed_pick():
    """A loss dealt while A1 is asked the position of its Monster Reborn summon owes B2 a
    backup pick; A1's answer is still the position used, and the pick follows."""
    duel = game(six(A1=player(hand=["Monster Reborn"], graveyard=["Battle Ox"])), mode="3v3", turn_player=A1,
                banlist=None)
    act(duel, K.A_ACTIVATE + 0)                       # the only target, Battle Ox; nobody can respond
    assert prompt(duel) == K.PROMPT_POSITION and duel.current_player == A1
    deal_damage(duel, B2, 8000)
    act(duel, K.A_POSITION + 1)                       # face-up Defense Position
    ox = monsters(duel, A1)[0]
    assert duel.card_name(ox) == "Battle Ox" and int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_DEF
    assert prompt(duel) == K.PROMPT_BACKUP and duel.current_player == B2


def test_v3v3_r32_a_lost_decks_card_held_by_another_player_never_returns():
    """V-3v3-2 REC with R32: B1's old monster that A1 controls leaves the game when it would go
    back to B1, even though B1 plays on with a backup deck."""
    duel = game(six(A1=player(monsters=[monster("Battle Ox", owner=B1)])), mode="3v3", turn_player=A1)
    deal_damage(duel, B1, 8000)
    act(duel, K.A_TO_END)                             # B1 picks its backup next
    act(duel, K.A_SELECT)
    stolen = int(duel.rec["mzone"][A1, 0])
    assert duel.rec["c_gen"][stolen] != duel.rec["gen"][B1]
    from ygo_royal_env.core.zones import send_to_grave
    send_to_grave(duel.rec, stolen)
    assert duel.rec["c_loc"][stolen] == K.LOC_OUT and stolen not in grave(duel, B1)


# --- V-KOF -------------------------------------------------------------------------------------
def test_vkof_a_successor_keeps_the_field_and_joins_after_the_turn():
    """T-VKOF-a: B1 (not the TP) loses in A1's Main Phase 1: B1's hand and Deck are cleared,
    its monsters stay, controlled by B2 (absent); A1 cannot attack them or directly; when A1's
    turn ends B2 joins with 8000 LP and 5 cards, draws and may battle in that turn."""
    duel = game(six(A1=player(monsters=[monster("Luster Dragon")]),
                    B1=player(hand=["Gemini Elf"], monsters=[monster("Mystical Elf")], graveyard=["Battle Ox"],
                              banished=["Battle Ox"]),
                    B2=player(lp=3000, deck=DECK)), mode="kof", turn_player=A1)
    r = duel.rec
    assert [int(x) for x in r["absent"][:6]] == [0, 2, 2, 0, 2, 2]      # V-KOF-1: the first of each team
    kept = monsters(duel, B1)
    gy, banished = grave(duel, B1), pile(duel, B1, K.LOC_BANISHED)
    old_hand = hand(duel, B1)
    deal_damage(duel, B1, 8000)
    assert not r["alive"][B1] and r["absent"][B2] == K.ABSENT_TILL_TURN
    assert monsters(duel, B2) == kept and all(r["c_owner"][c] == B2 for c in kept)   # treated as owner
    assert grave(duel, B2) == gy and pile(duel, B2, K.LOC_BANISHED) == banished
    assert hand(duel, B1) == [] and all(r["c_loc"][c] == K.LOC_OUT for c in old_hand)
    assert [(e.a, e.b) for e in events(duel, kind="called in")] == [(B2, B1)]
    act(duel, K.A_TO_BATTLE)
    assert prompt(duel) == K.PROMPT_BATTLE and attacks_on(duel, A1, B2) == []
    mark = duel.event_count
    end_turn(duel)
    assert B2 not in [e.a for e in turn_events(duel, mark) if e.kind == "ask"]
    assert r["turn_player"] == B2 and r["lp"][B2] == 8000 and len(hand(duel, B2)) == 6   # 5 + the draw
    assert K.A_TO_BATTLE in duel.legal_actions()                                         # V-KOF-3


def test_vkof_b_turn_player_lost_its_turn_ends_and_the_other_team_plays_next():
    """T-VKOF-b: A1 (the TP) loses in Main Phase 1: the turn ends, A2 joins with A1's field,
    GY and banished cards, and the next turn is B1's."""
    duel = game(six(A1=player(monsters=[monster("Luster Dragon")], graveyard=["Gemini Elf"]),
                    A2=player(lp=3000, deck=DECK)), mode="kof", turn_player=A1)
    kept, gy = monsters(duel, A1), grave(duel, A1)
    deal_damage(duel, A1, 8000)
    r = duel.rec
    assert r["turn_player"] == B1 and not r["absent"][A2] and r["lp"][A2] == 8000
    assert monsters(duel, A2) == kept and grave(duel, A2) == gy and len(hand(duel, A2)) == 5
    end_turn(duel)
    assert r["turn_player"] == A2


def test_vkof_a_successor_takes_over_the_turn_count_of_a_lasting_card():
    """A-28 with V-KOF-2: A1's Swords of Revealing Light counts B1's turns, not the waiting B2
    and B3; when B1 loses, B2 goes on counting where B1 was, so Swords ends in B2's third End
    Phase."""
    duel = game(six(A1=player(hand=["Swords of Revealing Light"]), B1=player(monsters=[monster("Battle Ox")]),
                    B2=player(deck=DECK)), mode="kof", turn_player=A1, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    r = duel.rec
    assert int(r["ls_n"]) == 1 and [int(x) for x in r["ls_turns"][0, :6]] == [-1, -1, -1, 0, -1, -1]
    deal_damage(duel, B1, 8000)
    assert int(r["ls_turns"][0, B2]) == 0
    for _ in range(2):
        end_turn(duel)                                # A1
        end_turn(duel)                                # B2: its 1st, then 2nd End Phase
        assert int(r["ls_n"]) == 1
    end_turn(duel)
    end_turn(duel)                                    # B2's 3rd End Phase
    assert int(r["ls_n"]) == 0 and "Swords of Revealing Light" in [duel.card_name(c) for c in grave(duel, A1)]


def test_vkof_c_the_last_of_a_team_losing_ends_the_duel():
    """T-VKOF-c (V-KOF-7): A1 and A2 have lost; A3 loses; team B wins."""
    duel = game(six(A1=player(alive=False), A2=player(alive=False)), mode="kof", turn_player=B1)
    duel.rec["absent"][A3] = K.ABSENT_NO              # A3 is the active player of team A
    deal_damage(duel, A3, 8000)
    assert duel.done and winners(duel) == {B1, B2, B3}


def test_vkof_both_active_players_losing_at_once_call_both_successors():
    """V-KOF-6: simultaneous losses are handled separately; the next turn is the other team's."""
    duel = game(six(A2=player(deck=DECK), B2=player(deck=DECK)), mode="kof", turn_player=A1)
    lose_together(duel, A1, B1)
    assert duel.rec["absent"][A2] == K.ABSENT_TILL_TURN and duel.rec["absent"][B2] == K.ABSENT_TILL_TURN
    act(duel, K.A_TO_END)                             # R34: A1's turn ends at once; both join
    r = duel.rec
    assert r["turn_player"] == B2 and not r["absent"][A2] and not r["absent"][B2]


# --- configuration, random play ---------------------------------------------------------------
def test_six_player_modes_are_validated():
    with pytest.raises(ConfigError, match="mode='3v3' needs num_players=6"):
        DuelConfig(num_players=4, mode="3v3").validate()
    with pytest.raises(ConfigError, match="backup_pool applies only to mode='3v3'"):
        DuelConfig(num_players=6, mode="kof", backup_pool="player").validate()
    with pytest.raises(ConfigError, match="joiner_hand applies only to mode='kof'"):
        DuelConfig(num_players=6, mode="3v3", joiner_hand=4).validate()
    with pytest.raises(ConfigError, match="backups_per_player must be 0 to 2"):
        DuelConfig(num_players=6, mode="3v3", backups_per_player=3).validate()
    with pytest.raises(ConfigError, match="backup_pool must be one of"):
        DuelConfig(num_players=6, mode="3v3", backup_pool="shared").validate()
    with pytest.raises(ConfigError, match="backup_decks must be a deck or a list of 1 or"):
        DuelConfig(num_players=6, mode="3v3", backup_decks=["vanilla_normals"] * 5).validate()


def test_backup_decks_and_relay_teams_are_validated_at_dealing():
    from ygo_royal_env import Duel
    from ygo_royal_env.cards import Deck, load_database
    db = load_database()
    small = Deck(main=(db.index_of_name("Battle Ox"),) * 3, extra=(), name="small")
    with pytest.raises(DeckError, match="player 0's backup 1:"):
        Duel(DuelConfig(num_players=6, mode="3v3", backup_decks=["vanilla_normals", small] * 6))
    big = Deck(main=tuple(db.index_of_name(n) for n in ("Battle Ox", "Luster Dragon", "Gemini Elf")) * 20, extra=(),
               name="sixty")
    with pytest.raises(DeckError, match="team A's three decks hold 180 cards"):
        Duel(DuelConfig(num_players=6, mode="kof", decks=[big] * 6, max_copies=20, banlist=None))


@pytest.mark.parametrize("mode", ["3v3", "kof"])
def test_random_six_player_team_duels_end_with_the_invariants_holding(mode):
    """Random play to the end, every step checked (V-3v3-7 / V-KOF-7: one team wins)."""
    from ygo_royal_env import Duel
    fields = {"backups_per_player": 1} if mode == "3v3" else {}
    for seed in range(3):
        duel = Duel(DuelConfig(num_players=6, mode=mode, starting_lp=2000, **fields), seed=seed)
        random_play(duel, np.random.default_rng(seed))
        results = duel.results()
        assert duel.done and (duel.truncated or sorted(results) in ([-1] * 3 + [1] * 3, [0] * 6))
