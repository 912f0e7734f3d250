"""Rule parameters beyond the 408 base (RULES.md 4.1: P5, P7, P2/P3/P8, P21, P23), the HP
battle model (RULES.md 4.2, H1-H6, A-48) and the named presets of seeds 001, 003, 004."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env import cards
from ygo_royal_env.cards import Deck, DeckError, load_database, load_deck
from ygo_royal_env.cli import main
from ygo_royal_env.config import ConfigError
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.presets import PRESETS, TRIBUTES_SEED003
from ygo_royal_env.scenario import build_duel, deal_damage

from conftest import (A, B, C, act, end_turn, events, grave, hand, monster, mz, phases, player, prompt,
                      random_play, scenario)

DIRECT = K.N_MZONES
HP = {"battle_model": "hp"}


def lp(duel, p):
    return int(duel.rec["lp"][p])


def hp(duel, db, c):
    """Current HP (H1): the DEF stat less the damage marked on the monster."""
    return int(db.table["def_"][duel.rec["c_card"][c]]) - int(duel.rec["c_damage"][c])


def attacks(duel):
    return sorted(a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_SELECT)


# --- P21 / RULES.md 4.2: the HP battle model ------------------------------------------------------
@pytest.fixture(scope="module")
def hp_db(tmp_path_factory):
    """The packaged cards plus the seed's example monsters (ATK 2500/HP 4000, ATK 2000/HP 3000),
    which no real Normal Monster matches."""
    base = (Path(cards.__file__).parent / "data" / "cards.csv").read_text(encoding="utf-8")
    rows = ("900001,HP Giant,,monster,normal,EARTH,Warrior,4,2500,4000,,\n"
            "900002,HP Soldier,,monster,normal,EARTH,Warrior,4,2000,3000,,\n")
    path = tmp_path_factory.mktemp("cards") / "cards.csv"
    path.write_text(base.rstrip("\n") + "\n" + rows, encoding="utf-8")
    return load_database(path)


def test_t_h1_both_monsters_damage_each_other_and_nothing_is_destroyed(hp_db):
    """T-H1 (H2, H3): 2500/4000 attacks 2000/3000: the defender is left at HP 500, the
    attacker at HP 2000, nothing is destroyed and no player takes damage."""
    duel = build_duel({"phase": "battle", "players": [player(monsters=["HP Giant"]),
                                                      player(monsters=["HP Soldier"]), player()]},
                      DuelConfig(**HP), db=hp_db)
    a, t = mz(duel, A, 0), mz(duel, B, 0)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    assert (hp(duel, hp_db, t), hp(duel, hp_db, a)) == (500, 2000)
    assert (mz(duel, A, 0), mz(duel, B, 0)) == (a, t)
    assert events(duel, since, "destroyed") == [] and events(duel, since, "damage") == []
    assert [lp(duel, p) for p in (A, B, C)] == [8000, 8000, 8000]


def test_t_h2_last_monster_destroyed_overflows_to_its_controller(db):
    """T-H2 (H3, H4, H6): B's only monster has HP 2000; a 2500 ATK attack destroys it and B
    loses the 500 excess. The attacker takes the defender's 800 ATK (H2)."""
    duel = scenario([player(monsters=["Dark Magician"]), player(monsters=["Mystical Elf"]), player()],
                    phase="battle", **HP)
    a, t = mz(duel, A, 0), mz(duel, B, 0)
    act(duel, attack_action(0, 1, 0))
    assert t in grave(duel, B) and mz(duel, B, 0) == -1
    assert lp(duel, B) == 8000 - 500 and lp(duel, A) == 8000
    assert hp(duel, db, a) == 2100 - 800


def test_t_h2_no_overflow_while_the_defender_has_another_monster():
    """T-H2, second part (H4): B controls a second monster, so the excess is discarded."""
    duel = scenario([player(monsters=["Dark Magician"]),
                     player(monsters=["Mystical Elf", "Battle Ox"]), player()], phase="battle", **HP)
    t = mz(duel, B, 0)
    act(duel, attack_action(0, 1, 0))
    assert t in grave(duel, B) and lp(duel, B) == 8000


def test_h4_last_monster_is_judged_on_the_attacked_players_field():
    """H4 (REC): only the attacked player's field counts, not the other opponents'."""
    duel = scenario([player(monsters=["Dark Magician"]), player(monsters=["Mystical Elf"]),
                     player(monsters=["Battle Ox", "Luster Dragon"])], phase="battle", **HP)
    act(duel, attack_action(0, 1, 0))
    assert lp(duel, B) == 8000 - 500 and lp(duel, C) == 8000


def test_a48_no_overflow_onto_the_attackers_controller(db):
    """A-48: an attacker destroyed by the counter-damage costs its controller nothing, even
    as their last monster; the defender keeps the damage it took."""
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Blue-Eyes White Dragon"]), player()],
                    phase="battle", **HP)
    a, t = mz(duel, A, 0), mz(duel, B, 0)
    act(duel, attack_action(0, 1, 0))
    assert a in grave(duel, A) and lp(duel, A) == 8000 and lp(duel, B) == 8000
    assert hp(duel, db, t) == 2500 - 1700


def test_hp_model_ignores_position_and_flips_a_face_down_defender_first(db):
    """Position plays no part in the HP model: a face-down defender is flipped (B13), then
    deals its ATK and loses HP like any monster; no player takes damage."""
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=[monster("Mystical Elf", "set")]), player()],
                    phase="battle", **HP)
    a, t = mz(duel, A, 0), mz(duel, B, 0)
    since = duel.event_count
    act(duel, attack_action(0, 1, 0))
    assert [e.a for e in events(duel, since, "flipped")] == [t]
    assert int(duel.rec["c_pos"][t]) == K.POS_FACEUP_DEF
    assert (hp(duel, db, t), hp(duel, db, a)) == (2000 - 1700, 1000 - 800)
    assert events(duel, since, "damage") == []


def test_h5_direct_attack_deals_atk():
    duel = scenario([player(monsters=["Dark Magician"]), player(), player()], phase="battle", **HP)
    act(duel, attack_action(0, 1, DIRECT))
    assert lp(duel, B) == 8000 - 2500


def test_h1_a48_hp_persists_between_battles_and_turns(db):
    """H1 / A-48: damage stays on a monster across battles and turns; a later hit that takes
    the rest of its HP destroys it, the excess reaching its controller (H4)."""
    duel = scenario([player(monsters=["Dark Magician", "Battle Ox"]), player(monsters=["Labyrinth Wall"]),
                     player()], phase="battle", **HP)
    wall = mz(duel, B, 0)
    act(duel, attack_action(0, 1, 0))                 # 3000 - 2500
    assert hp(duel, db, wall) == 500
    for _ in range(3):                                # A, B and C end their turns; A again
        end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and hp(duel, db, wall) == 500
    act(duel, K.A_TO_BATTLE)
    act(duel, attack_action(1, 1, 0))                 # Battle Ox: 1700 against HP 500
    assert wall in grave(duel, B) and lp(duel, B) == 8000 - 1200


def test_h1_a_monster_arrives_at_full_hp():
    """H1: damage belongs to one stay on the field; a summoned monster starts at full HP
    even if its row still holds damage from an earlier stay."""
    duel = scenario([player(hand=["Battle Ox"]), player(), player()], **HP)
    c = hand(duel, A)[0]
    duel.rec["c_damage"][c] = 999
    act(duel, K.A_SUMMON + 0)
    assert mz(duel, A, 0) == c and int(duel.rec["c_damage"][c]) == 0


# --- P7 hand_cap_hard, P23 deck_out_loss -----------------------------------------------------------
def test_p7_a_draw_with_the_hand_at_the_hard_cap_loses():
    duel = scenario([player(hand=["Battle Ox"] * 3 + ["Mystical Elf"] * 3 + ["Luster Dragon"]), player(), player()],
                    phase="draw", hand_limit=None, hand_cap_hard=7)
    assert [(e.a, e.b) for e in events(duel, 0, "player lost")] == [(A, K.LOSS_HAND_CAP)]
    assert int(duel.rec["turn_player"]) == B                # R34: the next player's turn


def test_p7_a_draw_below_the_cap_is_normal():
    duel = scenario([player(hand=["Battle Ox"] * 3 + ["Mystical Elf"] * 3), player(), player()],
                    phase="draw", hand_limit=None, hand_cap_hard=7)
    assert duel.rec["alive"][A] and len(hand(duel, A)) == 7


def test_p7_hand_limit_still_applies_beside_the_cap():
    """P6 and P7 are separate switches: with both set, the End Phase discard still happens."""
    duel = scenario([player(hand=["Battle Ox"] * 3 + ["Mystical Elf"] * 3), player(), player()],
                    phase="end", hand_limit=4, hand_cap_hard=7)
    while int(duel.rec["turn_player"]) == A:
        act(duel, K.A_SELECT)
    assert len(hand(duel, A)) == 4


def test_p23_off_an_empty_deck_draw_is_skipped():
    duel = scenario([player(deck=[], hand=["Battle Ox"]), player(), player()], phase="draw", deck_out_loss=False)
    assert events(duel, 0, "player lost") == [] and duel.rec["alive"][A]
    assert prompt(duel) == K.PROMPT_IDLE and len(hand(duel, A)) == 1


# --- P5 first_turn_rule = "no_direct_attack_turn1" (seed 003, A-51) ---------------------------------
def test_p5_seed003_first_player_draws_and_battles_but_not_directly():
    duel = scenario([player(hand=["Battle Ox"], monsters=["Luster Dragon"]), player(monsters=["Battle Ox"]),
                     player(), player()], phase="draw", round=1, first_turn_rule="no_direct_attack_turn1")
    assert int(duel.rec["turn"]) == 1 and len(hand(duel, A)) == 2          # draws
    act(duel, K.A_TO_BATTLE)
    assert attacks(duel) == [attack_action(0, 1, 0)]                         # B's monster only
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == B and len(hand(duel, B)) == 1     # B draws in round 1 too
    act(duel, K.A_TO_BATTLE)
    assert attack_action(0, 2, DIRECT) in attacks(duel)                      # turn 2: direct is fine


# --- P2 / P3 / P8 star levels (seed 004, A-45) -------------------------------------------------------
def _deck(db, n):
    main = load_deck("vanilla_normals", db).main
    return Deck(tuple(main[:n]), (), f"{n} cards")


def test_star_levels_set_lp_hand_and_deck_limits_per_player(db):
    decks = [_deck(db, 10), _deck(db, 30), _deck(db, 40)]
    duel = Duel(DuelConfig(num_players=3, seat_order=[0, 1, 2], star_levels=(0, 2, 4), decks=decks), seed=3)
    assert [lp(duel, p) for p in range(3)] == [8000, 9000, 11000]            # 8000 + 1000*max(0, s-1)
    assert [int(duel.rec["pile_n"][p, K.LOC_HAND]) for p in range(3)] == [3, 5, 7]   # 3 + s


@pytest.mark.parametrize("sizes, bad", [((11, 30, 40), 0), ((10, 31, 40), 1), ((10, 30, 29), 2)])
def test_star_levels_reject_a_deck_outside_that_players_limits(db, sizes, bad):
    """P8 by star: at most 10*(s+1) cards; at least 10*s from 3 stars (A-45)."""
    decks = [_deck(db, n) for n in sizes]
    with pytest.raises(DeckError, match=f"player {bad}'s deck"):
        Duel(DuelConfig(num_players=3, star_levels=(0, 2, 4), decks=decks), seed=0)


def test_one_star_level_applies_to_every_player():
    assert DuelConfig(num_players=3, star_levels=(1,)).player_starts() == [(8000, 4, (1, 20))] * 3


# --- presets ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", list(PRESETS))
def test_each_preset_plays_random_duels_with_invariants(name):
    config = DuelConfig.from_preset(name)
    rng = np.random.default_rng(7)
    for seed in range(20):
        duel = Duel(config, seed=seed)
        random_play(duel, rng)
        assert duel.done


def test_presets_follow_the_rules_sketch():
    assert DuelConfig.from_preset("408") == DuelConfig()
    s3 = DuelConfig.from_preset("seed003")
    assert (s3.starting_lp, s3.hand_limit, s3.hand_cap_hard, tuple(s3.deck_main_size)) == (4000, None, 7, (40, 40))
    assert s3.tribute_table[7:11] == (2, 2, 2, 3) == TRIBUTES_SEED003[7:11]       # P13 / C8
    s4 = DuelConfig.from_preset("seed004")
    assert s4.battle_model == "hp" and s4.player_starts()[0] == (10000, 6, (30, 40))
    s1 = DuelConfig.from_preset("seed001")
    assert tuple(s1.deck_main_size) == (60, 60)
    assert (s1.extra_deck_contents, s1.search_failure, s1.search_reveal_to) == ("fusion_ritual", "seed001", "opponents")
    assert s3.per_card_limits == {"Monster Reborn": 1}                             # P12 / C14


def test_p13_level_10_needs_three_tributes_in_seed003():
    duel = scenario([player(hand=["Battle Ox"]), player()], tribute_table=TRIBUTES_SEED003)
    assert [int(t) for t in duel.rec["rule_tributes"][7:11]] == [2, 2, 2, 3]


def test_a_preset_field_can_be_overridden():
    config = DuelConfig.from_preset("seed003", starting_lp=2000, num_players=3)
    assert (config.starting_lp, config.hand_cap_hard, config.num_players) == (2000, 7, 3)
    config = DuelConfig.from_preset("seed001", extra_deck_contents="fusion", search_reveal_to="all")
    assert (config.extra_deck_contents, config.search_reveal_to, config.search_failure) == ("fusion", "all", "seed001")


def test_unknown_preset_lists_the_presets():
    with pytest.raises(ConfigError, match="unknown preset 'nope'; choose from 408, seed001, seed003, seed004"):
        DuelConfig.from_preset("nope")


@pytest.mark.parametrize("field, value", [
    ("hand_cap_hard", 0), ("hand_cap_hard", 3), ("deck_out_loss", "yes"), ("battle_model", "riftbound"),
    ("first_turn_rule", "no_battle"), ("star_levels", (6,)), ("star_levels", (1, 2)), ("star_levels", (-1,)),
])
def test_bad_values_name_the_field(field, value):
    with pytest.raises(ConfigError, match=field):
        DuelConfig(num_players=3, **{field: value}).validate()


@pytest.mark.parametrize("field, value", [("starting_lp", 4000), ("starting_hand", 4), ("deck_main_size", (40, 40))])
def test_star_levels_conflict_with_the_fields_they_set(field, value):
    with pytest.raises(ConfigError, match=f"star_levels sets {field}"):
        DuelConfig(star_levels=(2,), **{field: value}).validate()


def test_cli_simulate_with_a_preset(capsys):
    assert main(["simulate", "--preset", "seed004", "--players", "3", "--games", "3", "--json", "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 3


# --- P15: seed 004's four phases ------------------------------------------------------------
def test_p15_four_phases_have_no_standby_phase_and_no_main_phase_2():
    """P15 / C17: Draw, Main, Battle, End; leaving the Battle Phase goes to the End Phase."""
    duel = scenario([player(monsters=[monster("Battle Ox")]), player(), player()], phase="draw",
                    phases="four")
    seen = [ph for p, ph in phases(duel) if p == A]
    assert seen == [K.PHASE_DRAW, K.PHASE_MAIN1]
    act(duel, K.A_TO_BATTLE)
    assert prompt(duel) == K.PROMPT_BATTLE and K.A_TO_MAIN2 not in duel.legal_actions()
    mark = duel.event_count
    act(duel, K.A_TO_END)
    assert [ph for p, ph in phases(duel, mark) if p == A] == [K.PHASE_END]
    six = scenario([player(), player(), player()], phase="draw")
    assert [ph for p, ph in phases(six) if p == A][:3] == [K.PHASE_DRAW, K.PHASE_STANDBY, K.PHASE_MAIN1]
    assert DuelConfig.from_preset("seed004").phases == "four"
    with pytest.raises(ConfigError, match=r"phases must be one of \('six', 'four'\)"):
        DuelConfig(phases="three").validate()


# --- P33: team shared fate -----------------------------------------------------------------
def test_p33_shared_fate_takes_the_whole_team_out_with_one_loss():
    """P33 (Riftbound 462.6.a): team {A, C} vs {B, D}; A loses, C loses with it, B and D win."""
    duel = scenario([player(), player(), player(), player()], mode="team", teams=[0, 1, 0, 1],
                    team_shared_fate=True)
    deal_damage(duel, A, 8000, source=B)
    assert duel.done and duel.results() == [-1, 1, -1, 1]
    lost = {e.a: e.b for e in events(duel, kind="player lost")}
    assert lost == {A: K.LOSS_LP, C: K.LOSS_TEAM}
    assert int(duel.rec["killer"][A]) == B and int(duel.rec["killer"][C]) == -1
    three = scenario([player(), player(), player(), player(), player()], mode="team", teams=[0, 1, 0, 1, 2],
                     team_shared_fate=True)
    deal_damage(three, A, 8000)
    assert not three.done and not three.rec["alive"][C] and three.rec["alive"][B]   # teams 1 and 2 go on
    with pytest.raises(ConfigError, match="True only in modes"):
        DuelConfig(team_shared_fate=True).validate()
