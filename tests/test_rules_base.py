"""Behaviour tests for the base-format rules, RULES.md §1 (B1-B26).

Each test names the rule it checks. Only the rules the engine implements today (normal
monsters, no card effects) are here; docs/rules-coverage.md lists the rest.
"""
from __future__ import annotations

import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cards import DeckError, deck_from_codes, load_deck
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.losses import check_losses
from ygo_royal_env.duel import check_invariants

from conftest import (A, B, C, act, asked, end_turn, events, grave, hand, kinds, loc, monster,
                      monsters, mz, name, phases, player, prompt, scenario)

BATTLE_OX = 5053103
LEFT_ARM = 7902349          # Left Arm of the Forbidden One: Limited on the 2006-03 list

DIRECT = K.N_MZONES


# --- B2 deck construction -------------------------------------------------------------------
def _legal_codes(db, n):
    """n passcodes from the packaged all-normal deck (legal under the 2006-03 list)."""
    deck = load_deck("vanilla_normals", db)
    return [int(db.table["code"][i]) for i in deck.main[:n]]


def _duel_with_deck(db, codes, **config):
    return Duel(DuelConfig(num_players=2, decks=[deck_from_codes(codes, db, "test")], **config))


def test_b2_legal_40_card_deck_is_accepted(db):
    duel = _duel_with_deck(db, _legal_codes(db, 40))
    assert int(duel.rec["deck_size"][A]) == 40


@pytest.mark.parametrize("size", [39, 61])
def test_b2_main_deck_must_have_40_to_60_cards(db, size):
    codes = (_legal_codes(db, 40) + _legal_codes(db, 40))[:size]
    with pytest.raises(DeckError) as err:
        _duel_with_deck(db, codes, banlist=None, max_copies=60)    # only the size is wrong
    assert any(f"main deck has {size} cards" in p for p in err.value.problems)
    assert _duel_with_deck(db, codes[:40] + codes[:20], banlist=None, max_copies=60).num_players == 2


def test_b2_at_most_3_copies_of_a_card(db):
    codes = _legal_codes(db, 36) + [BATTLE_OX] * 4
    with pytest.raises(DeckError) as err:
        _duel_with_deck(db, codes)
    assert any("Battle Ox" in p and "4 copies, max 3" in p for p in err.value.problems)


def test_b2_banlist_limits_copies(db):
    codes = _legal_codes(db, 38) + [LEFT_ARM] * 2
    with pytest.raises(DeckError) as err:
        _duel_with_deck(db, codes)
    assert any("Left Arm of the Forbidden One" in p and "limited" in p for p in err.value.problems)
    # the same deck is fine without a banlist (P12), and with one copy
    assert _duel_with_deck(db, codes, banlist=None).num_players == 2
    assert _duel_with_deck(db, _legal_codes(db, 39) + [LEFT_ARM]).num_players == 2


def test_b2_bad_deck_of_one_player_rejects_the_duel(db):
    good = deck_from_codes(_legal_codes(db, 40), db, "good")
    bad = deck_from_codes(_legal_codes(db, 30), db, "bad")
    with pytest.raises(DeckError, match="bad"):
        Duel(DuelConfig(num_players=3, decks=[good, bad, good]))


# --- B3 zones ------------------------------------------------------------------------------
def test_b3_five_monster_zones_no_summon_when_full():
    full = ["Battle Ox", "Luster Dragon", "Gemini Elf", "Vorse Raider", "Celtic Guardian"]
    duel = scenario([player(hand=["Mystical Elf", "Summoned Skull"], monsters=full), player()])
    legal = duel.legal_actions()
    assert K.A_SUMMON + 0 not in legal and K.A_SET_MONSTER + 0 not in legal   # no free zone
    assert K.A_SUMMON + 1 in legal            # a Tribute Summon frees a zone first
    act(duel, K.A_SUMMON + 1)
    act(duel, K.A_SELECT + 2)
    assert len(monsters(duel, A)) == 5 and name(duel, mz(duel, A, 2)) == "Summoned Skull"

    four = scenario([player(hand=["Mystical Elf"], monsters=full[:4]), player()])
    assert K.A_SUMMON + 0 in four.legal_actions()


# --- B4 start of duel (also R4) --------------------------------------------------------------
def test_b4_r4_new_five_player_duel_starts_with_8000_lp_and_5_cards():
    """B4 / T-R4: every player 8000 LP, 5 cards in hand, Deck = 40 - 5."""
    duel = Duel(DuelConfig(num_players=5), seed=3)
    r = duel.rec
    for p in range(5):
        assert r["lp"][p] == 8000
        assert r["pile_n"][p, K.LOC_HAND] == 5
        assert r["pile_n"][p, K.LOC_DECK] == r["deck_size"][p] - 5 == 35
        assert r["alive"][p]


# --- B5 turn structure -----------------------------------------------------------------------
def test_b5_phase_order_with_battle_phase():
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Mystical Elf"])], phase="draw")
    start = 0
    while prompt(duel) != K.PROMPT_IDLE:
        act(duel, K.A_PASS)
    act(duel, K.A_TO_BATTLE)
    assert prompt(duel) == K.PROMPT_BATTLE and int(duel.rec["step"]) == K.STEP_BATTLE
    act(duel, K.A_TO_MAIN2)
    act(duel, K.A_TO_END)
    order = [ph for p, ph in phases(duel, start) if p == A]
    assert order == [K.PHASE_DRAW, K.PHASE_STANDBY, K.PHASE_MAIN1, K.PHASE_BATTLE, K.PHASE_MAIN2,
                     K.PHASE_END]
    assert phases(duel, start)[-1] == (B, K.PHASE_MAIN1)   # then B's turn


def test_b5_battle_phase_is_optional():
    duel = scenario([player(monsters=["Battle Ox"]), player()], phase="draw")
    end_turn(duel)
    assert [ph for p, ph in phases(duel) if p == A] == [K.PHASE_DRAW, K.PHASE_STANDBY,
                                                       K.PHASE_MAIN1, K.PHASE_END]


def test_b5_battle_phase_to_end_phase_skips_main2():
    duel = scenario([player(monsters=["Battle Ox"]), player()], phase="battle")
    act(duel, K.A_TO_END)
    assert [ph for p, ph in phases(duel) if p == A] == [K.PHASE_END]


# --- B6 draw / R7 first turn / B25 ------------------------------------------------------------
def _drawn_in_draw_phase(duel, since):
    """Draw events between the latest turn start and its Standby Phase."""
    evs = duel.events(since)
    out, inside = [], False
    for e in evs:
        if e.kind == "turn":
            inside, out = True, []
        elif e.kind == "phase" and e.b == K.PHASE_STANDBY:
            inside = False
        elif e.kind == "draw" and inside:
            out.append(e.a)
    return out


def _first_turn_facts(duel):
    """(turn player, drew in the Draw Phase, Battle Phase legal) at this Main Phase 1."""
    assert prompt(duel) == K.PROMPT_IDLE and int(duel.rec["phase"]) == K.PHASE_MAIN1
    tp = int(duel.rec["turn_player"])
    return tp, _drawn_in_draw_phase(duel, 0) == [tp], K.A_TO_BATTLE in duel.legal_actions()


def test_b6_r7_first_turns_have_no_draw_and_no_battle_three_players():
    """T-R7a: in a new 3-player duel nobody draws or may battle in their first turn;
    T-R7b: A's round-2 turn draws 1 and may enter the Battle Phase."""
    duel = Duel(DuelConfig(num_players=3, seat_order=[0, 1, 2]), seed=11)
    seen = []
    for _ in range(3):
        since = duel.event_count
        tp, drew, can_battle = _first_turn_facts(duel)
        seen.append(tp)
        assert int(duel.rec["round"]) == 1
        assert not drew and not can_battle
        assert len(hand(duel, tp)) == 5
        end_turn(duel)
        assert events(duel, since, "discard") == []
    assert seen == [A, B, C]
    tp, drew, can_battle = _first_turn_facts(duel)
    assert (tp, drew, can_battle) == (A, True, True)
    assert int(duel.rec["round"]) == 2 and len(hand(duel, A)) == 6


def test_r7_first_seat_variant_only_seat_one_skips():
    """R7 / P5 variant first_turn_rule="first_seat": only the duel's first turn has no draw
    and no Battle Phase; seat 2 and 3 draw and may battle in their first turns."""
    duel = Duel(DuelConfig(num_players=3, seat_order=[2, 0, 1], first_turn_rule="first_seat"), seed=5)
    facts = []
    for _ in range(3):
        facts.append(_first_turn_facts(duel))
        end_turn(duel)
    assert facts == [(2, False, False), (0, True, True), (1, True, True)]


def test_b25_two_player_first_seat_rule():
    """B25 (MR2020, 2 players): the player going first neither draws nor battles on turn 1;
    the second player draws on turn 2 and may battle."""
    duel = Duel(DuelConfig(num_players=2, seat_order=[1, 0], first_turn_rule="first_seat"), seed=2)
    assert _first_turn_facts(duel) == (B, False, False)
    end_turn(duel)
    assert _first_turn_facts(duel) == (A, True, True)


def test_r7_default_rule_in_two_players_second_player_does_not_draw():
    """R7 generalises B25: with the default each_player rule the second player's first turn
    also has no draw and no Battle Phase."""
    duel = Duel(DuelConfig(num_players=2, seat_order=[0, 1]), seed=2)
    end_turn(duel)
    assert _first_turn_facts(duel) == (B, False, False)


def test_b6_turn_player_draws_one_card():
    duel = scenario([player(deck=["Battle Ox", "Luster Dragon"]), player()], phase="draw")
    assert [(e.a, name(duel, e.b)) for e in events(duel, 0, "draw")] == [(A, "Battle Ox")]
    assert [name(duel, c) for c in hand(duel, A)] == ["Battle Ox"]


# --- B7 Normal Summon / Set and tributes ------------------------------------------------------
def test_b7_level_4_needs_no_tribute():
    duel = scenario([player(hand=["Battle Ox"], monsters=["Luster Dragon"]), player()])
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    assert asked(duel, since, K.PROMPT_TRIBUTE) == []
    summon = events(duel, since, "summon")
    assert [(e.a, name(duel, e.b), e.c) for e in summon] == [(A, "Battle Ox", 0)]
    c = summon[0].b
    assert loc(duel, c) == K.LOC_MZONE and int(duel.rec["c_pos"][c]) == K.POS_FACEUP_ATK


def test_b7_level_5_6_needs_one_tribute_sent_to_gy():
    duel = scenario([player(hand=["Summoned Skull"], monsters=["Battle Ox", "Gemini Elf"]),
                     player(monsters=["Luster Dragon"])])
    ox, elf = mz(duel, A, 0), mz(duel, A, 1)
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    assert prompt(duel) == K.PROMPT_TRIBUTE and duel.current_player == A
    cands = [int(x) for x in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]]
    assert cands == [ox, elf]                        # only A's own monsters
    assert duel.legal_actions() == [K.A_SELECT, K.A_SELECT + 1]
    act(duel, K.A_SELECT + 1)
    assert [e.b for e in events(duel, since, "tribute")] == [elf]
    assert loc(duel, elf) == K.LOC_GRAVE and grave(duel, A) == [elf]
    assert loc(duel, ox) == K.LOC_MZONE
    assert [(name(duel, e.b), e.c) for e in events(duel, since, "summon")] == [("Summoned Skull", 1)]
    assert asked(duel, since, K.PROMPT_TRIBUTE) == [A]


def test_b7_level_7_or_more_needs_two_tributes():
    duel = scenario([player(hand=["Blue-Eyes White Dragon"],
                            monsters=["Battle Ox", "Gemini Elf", "Mystical Elf"]), player()])
    ox, elf, mystic = mz(duel, A, 0), mz(duel, A, 1), mz(duel, A, 2)
    since = duel.event_count
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT + 0)                       # Battle Ox
    assert prompt(duel) == K.PROMPT_TRIBUTE
    cands = [int(x) for x in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]]
    assert cands == [elf, mystic]
    act(duel, K.A_SELECT + 1)                       # Mystical Elf
    assert sorted(grave(duel, A)) == sorted([ox, mystic])
    assert asked(duel, since, K.PROMPT_TRIBUTE) == [A, A]
    assert [name(duel, c) for c in monsters(duel, A)] == ["Blue-Eyes White Dragon", "Gemini Elf"]


def test_b7_not_enough_tributes_means_no_summon_or_set():
    duel = scenario([player(hand=["Summoned Skull", "Blue-Eyes White Dragon", "Battle Ox"],
                            monsters=["Mystical Elf"]), player(monsters=["Luster Dragon"])])
    legal = duel.legal_actions()
    assert K.A_SUMMON + 0 in legal and K.A_SET_MONSTER + 0 in legal      # 1 tribute available
    assert K.A_SUMMON + 1 not in legal and K.A_SET_MONSTER + 1 not in legal   # needs 2
    empty = scenario([player(hand=["Summoned Skull"]), player(monsters=["Luster Dragon"])])
    assert K.A_SUMMON not in empty.legal_actions() and K.A_SET_MONSTER not in empty.legal_actions()


def test_b7_once_per_turn():
    duel = scenario([player(hand=["Battle Ox", "Gemini Elf", "Summoned Skull"]), player()])
    act(duel, K.A_SET_MONSTER + 0)
    legal = duel.legal_actions()
    assert not any(K.A_SUMMON <= a < K.A_FLIP_SUMMON for a in legal)
    assert K.A_TO_END in legal
    used = scenario([player(hand=["Battle Ox"]), player()], normal_summoned=True)
    assert not any(K.A_SUMMON <= a < K.A_FLIP_SUMMON for a in used.legal_actions())


def test_b7_set_places_face_down_defense_and_tribute_set_needs_tributes():
    duel = scenario([player(hand=["Summoned Skull"], monsters=["Battle Ox"]), player()])
    ox = mz(duel, A, 0)
    since = duel.event_count
    act(duel, K.A_SET_MONSTER + 0)
    # one candidate: auto_answer picks it, but the tribute decision is still logged
    assert asked(duel, since, K.PROMPT_TRIBUTE) == [A]
    assert [e.b for e in events(duel, since, "tribute")] == [ox]
    assert loc(duel, ox) == K.LOC_GRAVE
    skull = events(duel, since, "set")[0].b
    assert name(duel, skull) == "Summoned Skull"
    assert int(duel.rec["c_pos"][skull]) == K.POS_FACEDOWN_DEF
    assert events(duel, since, "summon") == []


# --- B8 Flip Summon ----------------------------------------------------------------------------
def test_b8_no_flip_summon_on_the_turn_it_was_set():
    duel = scenario([player(hand=["Gemini Elf"]), player()])
    act(duel, K.A_SET_MONSTER + 0)
    zone = int(duel.rec["c_seq"][mz(duel, A, 0)])
    assert K.A_FLIP_SUMMON + zone not in duel.legal_actions()
    also_set_now = scenario([player(monsters=[monster("Gemini Elf", "set", summoned_this_turn=True)]),
                             player()])
    assert K.A_FLIP_SUMMON not in also_set_now.legal_actions()


def test_b8_flip_summon_turns_it_face_up_attack_without_using_the_normal_summon():
    duel = scenario([player(hand=["Battle Ox"], monsters=[monster("Mystical Elf", "set")]), player()])
    elf = mz(duel, A, 0)
    since = duel.event_count
    act(duel, K.A_FLIP_SUMMON + 0)
    assert int(duel.rec["c_pos"][elf]) == K.POS_FACEUP_ATK
    assert [(e.a, e.b) for e in events(duel, since, "flip summon")] == [(A, elf)]
    assert K.A_SUMMON + 0 in duel.legal_actions()       # the B7 allowance is unused
    assert K.A_CHANGE_POS + 0 not in duel.legal_actions()   # B9: flipped this turn


# --- B9 position change --------------------------------------------------------------------------
def test_b9_position_change_once_per_turn():
    duel = scenario([player(monsters=["Battle Ox", monster("Mystical Elf", "def")]), player()])
    ox, elf = mz(duel, A, 0), mz(duel, A, 1)
    legal = duel.legal_actions()
    assert K.A_CHANGE_POS + 0 in legal and K.A_CHANGE_POS + 1 in legal
    since = duel.event_count
    act(duel, K.A_CHANGE_POS + 0)
    act(duel, K.A_CHANGE_POS + 1)
    assert int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_DEF
    assert int(duel.rec["c_pos"][elf]) == K.POS_FACEUP_ATK
    assert [(e.b, e.c) for e in events(duel, since, "position")] == [(ox, K.POS_FACEUP_DEF),
                                                                    (elf, K.POS_FACEUP_ATK)]
    legal = duel.legal_actions()
    assert K.A_CHANGE_POS + 0 not in legal and K.A_CHANGE_POS + 1 not in legal


def test_b9_not_on_the_turn_summoned_and_not_face_down():
    duel = scenario([player(hand=["Battle Ox"], monsters=[None, monster("Gemini Elf", "set")]),
                     player()])
    act(duel, K.A_SUMMON + 0)
    legal = duel.legal_actions()
    assert K.A_CHANGE_POS + 0 not in legal             # summoned this turn
    assert K.A_CHANGE_POS + 1 not in legal             # face-down: only a Flip Summon
    assert K.A_FLIP_SUMMON + 1 in legal


def test_b9_not_after_attacking():
    duel = scenario([player(monsters=["Luster Dragon", "Battle Ox"]), player()], phase="battle")
    act(duel, attack_action(0, 1, DIRECT))
    act(duel, K.A_TO_MAIN2)
    legal = duel.legal_actions()
    assert K.A_CHANGE_POS + 0 not in legal             # attacked this turn
    assert K.A_CHANGE_POS + 1 in legal                 # did not attack


# --- B11 attacks (R8 has the multiplayer targets) ---------------------------------------------
def _attacks(duel):
    return sorted(a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT)


def test_b11_only_face_up_attack_position_monsters_attack_once_per_battle_phase():
    duel = scenario([player(monsters=["Battle Ox", monster("Luster Dragon", "def"),
                                      monster("Gemini Elf", "set")]), player()], phase="battle")
    assert _attacks(duel) == [attack_action(0, 1, DIRECT)]
    act(duel, attack_action(0, 1, DIRECT))
    assert prompt(duel) == K.PROMPT_BATTLE
    assert _attacks(duel) == []                         # Battle Ox already attacked
    assert int(duel.rec["lp"][B]) == 8000 - 1700


def test_b11_attack_an_opponent_monster_not_directly_while_it_has_monsters():
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=[None, "Mystical Elf"])],
                    phase="battle")
    assert _attacks(duel) == [attack_action(0, 1, 1)]


# --- B12 damage calculation -----------------------------------------------------------------------
def _battle(attacker, defender, *, atk_lp=8000, def_lp=8000):
    """A (seat 1) attacks B's only monster with its only monster (3 players, so a loss does
    not end the duel); returns (duel, attacker, target), with ``duel.since`` set to the event
    count before the attack."""
    duel = scenario([player(lp=atk_lp, monsters=[attacker]), player(lp=def_lp, monsters=[defender]),
                     player()], phase="battle")
    a, t = mz(duel, A, 0), mz(duel, B, 0)
    duel.since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    return duel, a, t


def _damage(duel):
    return [(e.a, e.b) for e in events(duel, duel.since, "damage")]


def _destroyed(duel):
    return [e.a for e in events(duel, duel.since, "destroyed")]


def test_b12_higher_atk_destroys_lower_and_deals_the_difference():
    duel, a, t = _battle("Luster Dragon", "Battle Ox")          # 1900 vs 1700
    assert _damage(duel) == [(B, 200)] and _destroyed(duel) == [t]
    assert loc(duel, t) == K.LOC_GRAVE and loc(duel, a) == K.LOC_MZONE
    assert duel.rec["lp"][A] == 8000 and duel.rec["lp"][B] == 7800


def test_b12_lower_atk_attacker_is_destroyed_and_its_controller_takes_damage():
    duel, a, t = _battle("Battle Ox", "Luster Dragon")
    assert _damage(duel) == [(A, 200)] and _destroyed(duel) == [a]
    assert loc(duel, a) == K.LOC_GRAVE and loc(duel, t) == K.LOC_MZONE


def test_b12_equal_atk_destroys_both_and_nobody_takes_damage():
    duel, a, t = _battle("Luster Dragon", "Gemini Elf")         # 1900 vs 1900
    assert _damage(duel) == [] and sorted(_destroyed(duel)) == sorted([a, t])
    assert loc(duel, a) == K.LOC_GRAVE and loc(duel, t) == K.LOC_GRAVE


def test_b12_both_zero_atk_nothing_destroyed():
    duel, a, t = _battle("Labyrinth Wall", "Labyrinth Wall")    # 0 vs 0
    assert _damage(duel) == [] and _destroyed(duel) == []
    assert loc(duel, a) == K.LOC_MZONE and loc(duel, t) == K.LOC_MZONE


def test_b12_atk_higher_than_def_destroys_without_damage():
    duel, a, t = _battle("Luster Dragon", monster("Battle Ox", "def"))   # 1900 vs DEF 1000
    assert _damage(duel) == [] and _destroyed(duel) == [t]
    assert loc(duel, t) == K.LOC_GRAVE


def test_b12_atk_lower_than_def_damages_the_attacker_controller():
    duel, a, t = _battle("Battle Ox", monster("Mystical Elf", "def"))    # 1700 vs DEF 2000
    assert _damage(duel) == [(A, 300)] and _destroyed(duel) == []
    assert loc(duel, a) == K.LOC_MZONE and loc(duel, t) == K.LOC_MZONE


def test_b12_atk_equal_to_def_nothing_happens():
    duel, a, t = _battle("Battle Ox", monster("Garvas", "def"))          # 1700 vs DEF 1700
    assert _damage(duel) == [] and _destroyed(duel) == []


def test_b12_direct_attack_deals_full_atk():
    duel = scenario([player(monsters=["Summoned Skull"]), player(monsters=["Battle Ox"]), player()],
                    phase="battle")
    since = duel.event_count
    act(duel, attack_action(0, 2, DIRECT))
    assert [(e.a, e.b, e.c) for e in events(duel, since, "damage")] == [(C, 2500, A)]
    assert duel.rec["lp"][C] == 5500 and duel.rec["lp"][B] == 8000


# --- B13 Damage Step ---------------------------------------------------------------------------------
def test_b13_face_down_target_is_flipped_before_damage_calculation():
    duel, a, t = _battle("Battle Ox", monster("Mystical Elf", "set"))
    order = [e.kind for e in duel.events(duel.since) if e.kind in ("flipped", "damage", "destroyed")]
    assert order == ["flipped", "damage"]
    assert int(duel.rec["c_pos"][t]) == K.POS_FACEUP_DEF        # stays face-up after battle
    assert _damage(duel) == [(A, 300)]


def test_b13_destroyed_monsters_go_to_the_gy_at_the_end_of_the_damage_step():
    duel, a, t = _battle("Luster Dragon", monster("Battle Ox", "set"))
    order = [(e.kind, e.a) for e in duel.events(duel.since)
             if e.kind in ("flipped", "damage", "destroyed", "sent to GY")]
    assert order == [("flipped", t), ("destroyed", t), ("sent to GY", t)]
    assert grave(duel, B) == [t]


# --- B20 hand limit (also T-R1) ------------------------------------------------------------------
def test_b20_r1_end_phase_discard_down_to_six_three_players():
    """T-R1: 3-player Battle Royal on the 408 base; the turn player ends the turn with 8
    cards and discards down to 6 (the discard prompt picks which)."""
    cards = ["Battle Ox", "Luster Dragon", "Gemini Elf", "Vorse Raider", "Summoned Skull",
             "Mystical Elf", "Celtic Guardian", "Giant Soldier of Stone"]
    duel = scenario([player(hand=cards), player(), player()], phase="main2")
    h = hand(duel, A)
    since = duel.event_count
    act(duel, K.A_TO_END)
    assert prompt(duel) == K.PROMPT_DISCARD and duel.current_player == A
    assert [int(x) for x in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]] == h
    act(duel, K.A_SELECT + 4)                  # Summoned Skull
    assert prompt(duel) == K.PROMPT_DISCARD
    act(duel, K.A_SELECT + 0)                  # Battle Ox
    assert [e.b for e in events(duel, since, "discard")] == [h[4], h[0]]
    assert sorted(grave(duel, A)) == sorted([h[4], h[0]])
    assert sorted(hand(duel, A)) == sorted(h[1:4] + h[5:])
    assert int(duel.rec["turn_player"]) == B


def test_b20_no_discard_at_six_cards_and_no_limit_when_disabled():
    six = scenario([player(hand=["Battle Ox"] * 3 + ["Mystical Elf"] * 3), player()], phase="main2")
    act(six, K.A_TO_END)
    assert events(six, 0, "discard") == [] and len(hand(six, A)) == 6
    nolimit = scenario([player(hand=["Battle Ox"] * 3 + ["Mystical Elf"] * 3 + ["Gemini Elf"] * 2),
                        player()], phase="main2", hand_limit=None)
    act(nolimit, K.A_TO_END)
    assert events(nolimit, 0, "discard") == [] and len(hand(nolimit, A)) == 8


# --- B21 loss conditions ---------------------------------------------------------------------------
def test_b21_lp_zero_loses_immediately_and_lp_never_goes_negative():
    duel, a, t = _battle("Summoned Skull", "Battle Ox", def_lp=300)    # 800 damage to 300 LP
    assert int(duel.rec["lp"][B]) == 0
    assert kinds(duel, duel.since).index("player lost") == kinds(duel, duel.since).index("damage") + 1
    lost = events(duel, duel.since, "player lost")
    assert [(e.a, e.b) for e in lost] == [(B, K.LOSS_LP)]
    assert not duel.rec["alive"][B] and duel.results()[B] == -1
    assert prompt(duel) == K.PROMPT_BATTLE and duel.current_player == A   # 3 players: duel goes on


def test_b21_drawing_from_an_empty_deck_loses():
    duel = scenario([player(deck=[]), player(), player()], phase="draw")
    lost = events(duel, 0, "player lost")
    assert [(e.a, e.b) for e in lost] == [(A, K.LOSS_DECK_OUT)]
    assert int(duel.rec["lp"][A]) == 8000 and not duel.rec["alive"][A]
    assert int(duel.rec["turn_player"]) == B        # R34: straight to the next player's turn
    check_invariants(duel)


def test_b21_empty_deck_without_a_required_draw_does_not_lose():
    """Only a draw that must happen loses: a first turn (R7) has none."""
    duel = scenario([player(deck=[], hand=["Battle Ox"]), player(hand=["Battle Ox"])],
                    phase="draw", round=1)
    assert prompt(duel) == K.PROMPT_IDLE and duel.current_player == A
    assert events(duel, 0, "player lost") == [] and duel.rec["alive"][A]
    end_turn(duel)                      # B's first turn, then A's round-2 turn must draw
    end_turn(duel)
    assert [(e.a, e.b) for e in events(duel, 0, "player lost")] == [(A, K.LOSS_DECK_OUT)]
    assert duel.done and duel.results() == [-1, 1]


# --- B22 simultaneous loss = draw ------------------------------------------------------------------
def test_b22_all_remaining_players_losing_together_is_a_draw():
    """B22. With normal monsters only, no in-rules action damages two players at once
    (battle damage goes to one player, only the turn player draws), so this sets two LP
    to 0 in the record and runs the engine's loss check ``core.losses.check_losses``, the
    same call every damage and draw makes."""
    duel = scenario([player(), player(), player(alive=False, lp=0)])
    duel.rec["lp"][A] = 0
    duel.rec["lp"][B] = 0
    assert check_losses(duel.rec)
    assert duel.done and int(duel.rec["end_reason"]) == K.END_DRAW
    assert int(duel.rec["winner"]) == -1
    assert duel.results() == [0, 0, -1]             # the earlier loser stays lost
    lost = [e.a for e in events(duel, 0, "player lost")]
    assert sorted(lost) == [A, B]
    assert events(duel, 0, "game end")[-1].a == K.END_DRAW


def test_b22_two_of_three_losing_together_leaves_a_winner():
    """Companion to B22 (same direct ``check_losses`` call): not everyone lost, so C wins."""
    duel = scenario([player(), player(), player()])
    duel.rec["lp"][A] = 0
    duel.rec["lp"][B] = 0
    check_losses(duel.rec)
    assert duel.done and int(duel.rec["end_reason"]) == K.END_LAST_STANDING
    assert duel.results() == [-1, -1, 1] and int(duel.rec["winner"]) == C


# --- B26 owner vs controller -----------------------------------------------------------------------
def test_b26_destroyed_monster_goes_to_its_owners_gy():
    duel = scenario([player(monsters=["Summoned Skull"]),
                     player(monsters=[monster("Battle Ox", owner=C)]), player()], phase="battle")
    ox = mz(duel, B, 0)
    assert int(duel.rec["c_owner"][ox]) == C and int(duel.rec["c_ctrl"][ox]) == B
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    assert loc(duel, ox) == K.LOC_GRAVE and grave(duel, C) == [ox] and grave(duel, B) == []
    assert [(e.a, e.b) for e in events(duel, since, "sent to GY")] == [(ox, C)]
    assert int(duel.rec["lp"][B]) == 8000 - 800      # the controller takes the damage


def test_b26_tributed_monster_goes_to_its_owners_gy():
    duel = scenario([player(hand=["Summoned Skull"], monsters=[monster("Battle Ox", owner=B)]),
                     player()])
    ox = mz(duel, A, 0)
    act(duel, K.A_SUMMON + 0)                     # the only candidate: auto-answered
    assert grave(duel, B) == [ox] and grave(duel, A) == []
