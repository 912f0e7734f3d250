"""Coin tosses and dice rolls (toss_coin, roll_die, if_result), skipped phases (skip_phase) and a negated
effect (negate_effect): each primitive with the pool cards written with it. The coins and dice come from the
duel's seeded RNG, so each chance test runs a fixed list of seeds, asserts that every outcome the card
branches on comes up among them and that a seed replays its results. Cards that name an opponent are
played with 3 players (R11, R12): the designated or damaged opponent is reached, the third player is not."""
from __future__ import annotations

from ygo_royal_env.actions import attack_action
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.atk_def import cur_atk
from ygo_royal_env.describe import describe_event

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monsters,
                      name, names, pass_all, pass_while, phases, player, prompt, scenario, settle, write_file)

SEEDS = range(24)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def tosses(duel, since: int = 0) -> list[int]:
    """The coins tossed since event ``since`` (1 Heads, 0 Tails), each a public event."""
    return [e.b for e in events(duel, since, "coin toss")]


def rolls(duel, since: int = 0) -> list[int]:
    return [e.b for e in events(duel, since, "die roll")]


def pass_to(duel, p: int) -> None:
    """Pass priority until player p is asked."""
    for _ in range(50):
        if duel.current_player == p:
            return
        act(duel, K.A_PASS)
    raise AssertionError(f"player {p} was not asked")


def to_turn_of(duel, p: int) -> None:
    while int(duel.rec["turn_player"]) != p:
        end_turn(duel)


# --- toss_coin: Barrel Dragon, Blowback Dragon, Sand Gambler, Abare Ushioni ----------------------------------------
def barrel(seed: int):
    """A's Barrel Dragon targets B's Battle Ox (B designated, R11; C's Mystical Elf is no candidate): 3 coins."""
    duel = scenario([player(monsters=["Barrel Dragon"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False, seed=seed)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    designate(duel, B)
    assert candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    settle(duel)
    return duel


def test_toss_coin_is_the_seeds_and_barrel_dragon_destroys_its_target_on_2_or_3_heads():
    """Each seed tosses 3 public coins for A; the target is destroyed exactly when 2 or 3 are Heads; both
    outcomes come up among the seeds, and a seed tosses the same coins again (determinism)."""
    outcomes = set()
    for seed in SEEDS:
        duel = barrel(seed)
        coins = tosses(duel)
        assert len(coins) == 3 and all(e.a == A and name(duel, e.c) == "Barrel Dragon"
                                       for e in events(duel, kind="coin toss"))
        destroyed = names(duel, grave(duel, B)) == ["Battle Ox"]
        assert destroyed == (sum(coins) >= 2) and names(duel, monsters(duel, C)) == ["Mystical Elf"]
        assert "Heads" in describe_event(duel, events(duel, kind="coin toss")[0]) or 0 in coins
        outcomes.add(destroyed)
        assert tosses(barrel(seed)) == coins
        if outcomes == {True, False} and seed >= 3:
            break
    assert outcomes == {True, False}
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()            # once per turn


def test_blowback_dragon_may_target_a_spell_or_trap_of_the_designated_opponent():
    """R11: B's Set card and monster are candidates, not C's; the Set card goes on 2+ Heads of 3."""
    seen = set()
    for seed in SEEDS:
        duel = scenario([player(monsters=["Blowback Dragon"]), player(monsters=["Battle Ox"], spells=["Waboku"]),
                         player(spells=["Waboku"])], auto_answer=False, seed=seed)
        act(duel, K.A_ACTIVATE_MONSTER + 0)
        designate(duel, B)
        assert candidates(duel) == ["Battle Ox", "Waboku"]
        choose(duel, "Waboku")
        settle(duel)
        destroyed = names(duel, grave(duel, B)) == ["Waboku"]
        assert destroyed == (sum(tosses(duel)) >= 2) and grave(duel, C) == []
        seen.add(destroyed)
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_sand_gambler_destroys_the_opponents_monsters_on_3_heads_and_its_controllers_on_3_tails():
    """R11: 3 Heads destroy the designated opponent's (B's) monsters, 3 Tails A's own (Sand Gambler too),
    anything else nothing; C's are never touched (if_result [3, 3] and [0, 0]). A branch need not find cards to
    be activated: an opponent without monsters may be designated too."""
    alone = scenario([player(monsters=["Sand Gambler"]), player(), player(monsters=["Battle Ox"])], auto_answer=False)
    act(alone, K.A_ACTIVATE_MONSTER + 0)
    assert sorted(alone.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    seen = set()
    for seed in range(48):
        duel = scenario([player(monsters=["Sand Gambler", "Battle Ox"]), player(monsters=["Mystical Elf", "Dark Blade"]),
                         player(monsters=["Battle Ox"])], auto_answer=False, seed=seed)
        act(duel, K.A_ACTIVATE_MONSTER + 0)
        designate(duel, B)
        settle(duel)
        heads = sum(tosses(duel))
        assert len(monsters(duel, A)) == (0 if heads == 0 else 2)
        assert len(monsters(duel, B)) == (0 if heads == 3 else 2) and len(monsters(duel, C)) == 1
        seen.add(heads)
        if {0, 3} <= seen and len(seen) >= 3:
            break
    assert {0, 3} <= seen and seen & {1, 2}


def test_abare_ushioni_deals_1000_to_the_designated_opponent_on_heads_and_to_its_controller_on_tails():
    seen = set()
    for seed in SEEDS:
        duel = scenario([player(monsters=["Abare Ushioni"]), player(), player()], auto_answer=False, seed=seed)
        act(duel, K.A_ACTIVATE_MONSTER + 0)
        designate(duel, B)
        settle(duel)
        heads = tosses(duel)
        assert len(heads) == 1
        assert lp(duel) == ([8000, 7000, 8000] if heads[0] else [7000, 8000, 8000])
        seen.add(heads[0])
        if len(seen) == 2:
            break
    assert seen == {0, 1}


# --- roll_die: Maximum Six, Fire Darts -----------------------------------------------------------------------------
def test_maximum_six_gains_200_atk_per_pip_of_its_die_when_tribute_summoned_and_keeps_it():
    """The Tribute Summon's trigger rolls one public die; the ATK gained (as_many: the result) lasts into the
    next turn, while it stays face-up. Different seeds roll different results; a seed rolls the same again."""
    results = set()
    for seed in range(6):
        duel = scenario([player(hand=["Maximum Six"], monsters=["Battle Ox"]), player()], auto_answer=False, seed=seed)
        act(duel, K.A_SUMMON + 0)
        choose(duel, "Battle Ox")
        settle(duel)
        (roll,) = rolls(duel)
        six = monsters(duel, A)[0]
        assert cur_atk(duel.rec, duel.db.table, six) == 1900 + 200 * roll
        end_turn(duel)
        assert cur_atk(duel.rec, duel.db.table, six) == 1900 + 200 * roll
        results.add(roll)
    assert len(results) >= 3


def test_fire_darts_needs_an_empty_hand_and_deals_the_designated_opponent_100_per_pip_of_3_dice():
    duel = scenario([player(hand=["Battle Ox"], spells=["Fire Darts"]), player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()                # a card in the hand
    totals = set()
    for seed in range(4):
        duel = scenario([player(spells=["Fire Darts"]), player(), player()], auto_answer=False, seed=seed)
        act(duel, K.A_ACTIVATE_SET + 0)
        designate(duel, C)
        pass_all(duel)
        dice = rolls(duel)
        assert len(dice) == 3 and all(1 <= d <= 6 for d in dice)
        assert lp(duel) == [8000, 8000, 8000 - 100 * sum(dice)]
        totals.add(sum(dice))
        again = scenario([player(spells=["Fire Darts"]), player(), player()], auto_answer=False, seed=seed)
        act(again, K.A_ACTIVATE_SET + 0)
        designate(again, C)
        pass_all(again)
        assert rolls(again) == dice                                         # the seed rolls the same dice
    assert len(totals) >= 2


def test_if_result_branches_on_a_die_in_three_ranges(tmp_path):
    """A card file's die with three branches ("on a 1 or 2 ... on a 3-5 ... on a 6"): exactly the branch of the
    roll runs, and every branch comes up among the seeds."""
    path = write_file(tmp_path, '[[card]]\nid = 43061293\nname = "Fire Darts"\n[[card.effect]]\nactivation = "trap"\n'
                      'opponent = "OPP-CHAIN"\nops = [{ op = "roll_die" }, '
                      '{ op = "damage", amount = 1000, who = "opponent", if_result = [1, 2] }, '
                      '{ op = "damage", amount = 500, who = "you", if_result = [3, 5] }]\n', "dice.toml")
    seen = set()
    for seed in SEEDS:
        duel = scenario([player(spells=["Fire Darts"]), player(), player()], auto_answer=False, seed=seed,
                        card_files=(str(path),))
        act(duel, K.A_ACTIVATE_SET + 0)
        designate(duel, B)
        pass_all(duel)
        (roll,) = rolls(duel)
        assert lp(duel) == ([8000, 7000, 8000] if roll <= 2 else [7500, 8000, 8000] if roll <= 5 else [8000] * 3)
        seen.add(1 if roll <= 2 else 2 if roll <= 5 else 3)
        if len(seen) == 3:
            break
    assert seen == {1, 2, 3}


# --- skip_phase: Frozen Soul, Solomon's Lawbook, Timeater, Great Long Nose -----------------------------------------
def test_r11_frozen_soul_skips_the_designated_opponents_next_battle_phase_only():
    """Only B has 2000+ more LP than A (R11 (b)); B's next turn offers no Battle Phase, C's does."""
    duel = scenario([player(lp=5000, spells=["Frozen Soul"]), player(), player(lp=6000)], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]                      # B only: C is 1000 ahead
    designate(duel, B)
    pass_all(duel)
    to_turn_of(duel, B)
    settle(duel)
    assert K.A_TO_BATTLE not in duel.legal_actions() and K.A_TO_END in duel.legal_actions()
    to_turn_of(duel, C)
    settle(duel)
    assert K.A_TO_BATTLE in duel.legal_actions()


def test_frozen_soul_activated_as_the_opponents_main_phase_1_ends_skips_that_battle_phase():
    """B moves to its Battle Phase; A answers with Frozen Soul designating B: the Battle Phase of this very
    turn is skipped (the skip is used up as Main Phase 1 ends), and B's next one is not."""
    duel = scenario([player(lp=5000, spells=["Frozen Soul"]), player(), player(lp=6000)], turn_player=B,
                    auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_to(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    since = duel.event_count
    pass_all(duel)
    settle(duel)
    assert (B, K.PHASE_BATTLE) not in phases(duel, since) and (B, K.PHASE_END) in phases(duel, since)
    to_turn_of(duel, B)
    settle(duel)
    assert K.A_TO_BATTLE in duel.legal_actions()


def test_solomons_lawbook_skips_its_activators_next_standby_phase():
    duel = scenario([player(spells=["Solomon's Lawbook"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    since = duel.event_count
    end_turn(duel)
    to_turn_of(duel, A)
    settle(duel)
    mine = [ph for p, ph in phases(duel, since) if p == A]
    assert mine == [K.PHASE_END, K.PHASE_DRAW, K.PHASE_MAIN1]                # no Standby Phase
    assert (B, K.PHASE_STANDBY) in phases(duel, since)
    since = duel.event_count
    to_turn_of(duel, B)
    to_turn_of(duel, A)
    settle(duel)
    assert (A, K.PHASE_STANDBY) in phases(duel, since)                      # used up


def test_r12_timeater_makes_the_controller_of_the_monster_it_destroyed_skip_their_next_main_phase_1():
    """Timeater destroys C's Mystical Elf by battle: C's next turn goes from the Standby Phase to the Battle
    Phase; B's turn keeps its Main Phase 1."""
    duel = scenario([player(monsters=["Timeater"]), player(), player(monsters=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    act(duel, attack_action(duel, 0, C, 0))
    settle(duel)
    assert names(duel, grave(duel, C)) == ["Mystical Elf"]
    since = duel.event_count
    end_turn(duel)
    end_turn(duel)
    settle(duel)
    assert [ph for p, ph in phases(duel, since) if p == B][:3] == [K.PHASE_DRAW, K.PHASE_STANDBY, K.PHASE_MAIN1]
    assert int(duel.rec["turn_player"]) == C and int(duel.rec["phase"]) == K.PHASE_BATTLE
    assert [ph for p, ph in phases(duel, since) if p == C] == [K.PHASE_DRAW, K.PHASE_STANDBY, K.PHASE_BATTLE]


def test_r12_great_long_nose_makes_the_player_it_damaged_skip_their_next_battle_phase():
    duel = scenario([player(monsters=["Great Long Nose"]), player(), player()], auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    act(duel, attack_action(duel, 0, C))
    settle(duel)
    assert lp(duel) == [8000, 8000, 8000 - 1900]
    to_turn_of(duel, B)
    settle(duel)
    assert K.A_TO_BATTLE in duel.legal_actions()
    to_turn_of(duel, C)
    settle(duel)
    assert K.A_TO_BATTLE not in duel.legal_actions()


# --- negate_effect: Dark Balter the Terrible -----------------------------------------------------------------------
def test_dark_balter_negates_a_normal_spells_effect_but_its_activation_stands():
    """B activates Pot of Greed; A pays 1000 LP and negates its effect: B draws nothing, the Spell goes to the
    GY, and, its activation standing, C's Skilled Dark Magician still gets a Spell Counter (a negated
    activation would give none)."""
    duel = scenario([player(monsters=["Dark Balter the Terrible"]), player(hand=["Pot of Greed"]),
                     player(monsters=["Skilled Dark Magician"])], turn_player=B, auto_answer=False)
    mage = monsters(duel, C)[0]
    act(duel, K.A_ACTIVATE + 0)
    pass_to(duel, A)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    settle(duel)
    assert lp(duel) == [7000, 8000, 8000] and hand(duel, B) == [] and names(duel, grave(duel, B)) == ["Pot of Greed"]
    negated = events(duel, kind="negated")
    assert [(name(duel, e.a), e.b, e.c) for e in negated] == [("Pot of Greed", A, 1)]
    assert "effect is negated" in describe_event(duel, negated[0])
    assert int(duel.rec["c_counter"][mage]) == 1


def test_dark_balter_does_not_answer_a_quick_play_spell():
    duel = scenario([player(monsters=["Dark Balter the Terrible"]), player(hand=["Mystical Space Typhoon"]),
                     player(spells=["Waboku"])], turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Waboku")
    pass_to(duel, A)
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()


def test_dark_balter_negates_the_effects_of_the_monsters_it_destroys_by_battle():
    """Mystic Tomato destroyed by battle with Dark Balter: its trigger is not activated."""
    duel = scenario([player(monsters=["Dark Balter the Terrible"]), player(monsters=["Mystic Tomato"])],
                    auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    act(duel, attack_action(duel, 0, B, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Mystic Tomato"] and monsters(duel, B) == []
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == []


def test_kryuel_destroyed_by_battle_tosses_a_coin_and_on_heads_destroys_a_monster_of_the_designated_opponent():
    """A's Kryuel attacks C's Battle Ox and is destroyed; its trigger designates B (R11): on Heads A chooses one
    of B's monsters to destroy, on Tails nothing; C's Battle Ox stays either way."""
    seen = set()
    for seed in SEEDS:
        duel = scenario([player(monsters=["Kryuel"]), player(monsters=["Mystical Elf", "Dark Blade"]),
                         player(monsters=["Battle Ox"])], auto_answer=False, seed=seed)
        act(duel, K.A_TO_BATTLE)
        pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
        act(duel, attack_action(duel, 0, C, 0))
        while prompt(duel) not in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            if prompt(duel) == K.PROMPT_DESIGNATE:
                designate(duel, B)
            elif prompt(duel) == K.PROMPT_PASS:
                act(duel, K.A_PASS)
            elif candidates(duel) == ["Dark Blade", "Mystical Elf"]:
                choose(duel, "Dark Blade")
            else:
                act(duel, duel.legal_actions()[0])
        heads = tosses(duel)
        assert names(duel, grave(duel, A)) == ["Kryuel"] and len(heads) == 1
        assert names(duel, monsters(duel, B)) == (["Mystical Elf"] if heads[0] else ["Dark Blade", "Mystical Elf"])
        assert names(duel, monsters(duel, C)) == ["Battle Ox"]
        seen.add(heads[0])
        if len(seen) == 2:
            break
    assert seen == {0, 1}
