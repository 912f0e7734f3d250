"""The base format switch and the BOSS's Extra Monster Zones (B1, R2, V-BOSS-2, V-BOSS-3, A-30,
A-31; core/emz.py). Cyber Blader (the pool's Fusion Monster) is the Extra Deck monster; players
A, B, C sit in seats 1-3 unless a test says otherwise, so next(A) is B and prev(A) is C."""
from __future__ import annotations

import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.config import ConfigError
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.emz import ARROW_BOTTOM, ARROW_LEFT, ARROW_TOP, ARROW_TOP_LEFT, EMZ_L, EMZ_R, emz_arrow_zones
from ygo_royal_env.core.invariants import BAD_EMZ, check_state
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.scenario import ScenarioError

from conftest import A, B, C, act, choose, grave, monster, monsters, mz, name, pass_all, player, scenario

FULL = ["Battle Ox", "Dark Blade", "Vorse Raider", "Luster Dragon", "Gemini Elf"]   # five Main Monster Zones
BOSS_EMZ = {"mode": "boss", "boss": A, "boss_emz": True}
BLADER_IN_EMZ_L = monster("Cyber Blader", zone="emz_l")


def fuser(monsters=(), hand=("Polymerization", "Etoile Cyber", "Blade Skater")) -> dict:
    """A player who can Fusion Summon Cyber Blader with both materials from the hand."""
    return {**player(hand=list(hand), monsters=list(monsters)), "extra": ["Cyber Blader"]}


def polymerization(duel) -> int:
    me = duel.current_player
    return K.A_ACTIVATE + [name(duel, c) for c in duel.rec["pile"][me, K.LOC_HAND, :duel.rec["pile_n"][me, K.LOC_HAND]]
                           ].index("Polymerization")


def fusion_summon(duel) -> int:
    """The turn player activates Polymerization for Cyber Blader (Attack Position); its zone."""
    before = set(monsters(duel, duel.current_player))
    act(duel, polymerization(duel))
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:           # asked unless auto-answered (one candidate)
        choose(duel, "Cyber Blader")
    act(duel, K.A_POSITION)
    (blader,) = set(monsters(duel, duel.current_player)) - before
    return int(duel.rec["c_seq"][blader])


# --- B1 / R2: the base format ----------------------------------------------------------------
def test_r2_a_base_format_with_emzs_is_refused_except_for_the_boss():
    """T-R2: base_format="MR2020_full" with 3 players and no variant is a configuration error
    (also when the duel is created); the same config with mode "boss" and boss_emz=True is
    accepted. A BOSS mode without boss_emz is refused too: nobody would use the EMZs."""
    with pytest.raises(ConfigError, match="R2"):
        DuelConfig(num_players=3, base_format="MR2020_full").validate()
    with pytest.raises(ConfigError, match="R2"):
        Duel(DuelConfig(num_players=3, base_format="MR2020_full"))
    DuelConfig(num_players=3, base_format="MR2020_full", mode="boss", boss_emz=True).validate()
    DuelConfig(num_players=3, base_format="MR2020_full", mode="contrib", boss_emz=True).validate()
    with pytest.raises(ConfigError, match="R2"):
        DuelConfig(num_players=3, base_format="MR2020_full", mode="boss").validate()


def test_r2_emz_fields_are_checked_and_apply_only_to_the_boss_modes():
    """B1: the base formats are named; the EMZ fields (P42) apply only to modes boss/contrib,
    challenger_emz needs boss_emz, boss_emz_max is 1 or 2, emz_left_faces next or prev."""
    bad = [({"base_format": "506"}, "base_format must be one of"),
           ({"boss_emz": True}, "applies only to modes"),
           ({"mode": "team", "teams": (0, 0, 1), "emz_left_faces": "prev"}, "applies only to modes"),
           ({"mode": "boss", "challenger_emz": True}, "needs boss_emz=True"),
           ({**BOSS_EMZ, "boss_emz_max": 3}, "boss_emz_max must be 1"),
           ({**BOSS_EMZ, "emz_left_faces": "left"}, "emz_left_faces must be one of")]
    for fields, message in bad:
        with pytest.raises(ConfigError, match=message):
            DuelConfig(num_players=3, **fields).validate()
    DuelConfig(num_players=3, boss_emz_max=2, challenger_emz=True, emz_left_faces="prev", **BOSS_EMZ).validate()


# --- V-BOSS-2: the BOSS's Extra Monster Zones ---------------------------------------------------
def test_vboss2_a_boss_fusion_summon_goes_to_an_emz_only_with_boss_emz():
    """With boss_emz the BOSS's Cyber Blader goes to EMZ_L (slot 5, EMZ first); without it to
    a Main Monster Zone."""
    duel = scenario([fuser(), player(), player()], **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_L and mz(duel, A, EMZ_L) >= 0
    duel = scenario([fuser(), player(), player()], mode="boss", boss=A)
    assert fusion_summon(duel) == 0


def test_vboss2_the_boss_with_five_full_main_zones_fusion_summons_into_an_emz():
    """Five monsters in the Main Monster Zones: without boss_emz Polymerization cannot be
    activated (no zone, B3); with it Cyber Blader goes to EMZ_L."""
    duel = scenario([fuser(FULL), player(), player()], mode="boss", boss=A)
    assert polymerization(duel) not in duel.legal_actions()
    duel = scenario([fuser(FULL), player(), player()], **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_L and len(monsters(duel, A)) == 6


def test_vboss2_a30_boss_emz_max_1_blocks_a_second_emz_monster():
    """A-30: the BOSS holds Cyber Blader in EMZ_L and full Main Monster Zones: with
    boss_emz_max=1 (MR2020) a second Fusion Summon has no zone; with 2 it goes to EMZ_R. With a
    free Main Monster Zone and the cap reached, it goes there."""
    boss = fuser(FULL + [BLADER_IN_EMZ_L])
    duel = scenario([boss, player(), player()], **BOSS_EMZ)
    assert polymerization(duel) not in duel.legal_actions()
    duel = scenario([boss, player(), player()], boss_emz_max=2, **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_R
    duel = scenario([fuser(FULL[:4] + [None, BLADER_IN_EMZ_L]), player(), player()], **BOSS_EMZ)
    assert fusion_summon(duel) == 4


def test_vboss2_a_tribute_summon_with_full_main_zones_tributes_a_main_zone_monster():
    """An EMZ monster frees no Main Monster Zone: with all five full, the Tribute for Summoned
    Skull is offered only among them, not the BOSS's Cyber Blader in EMZ_L."""
    boss = player(hand=["Summoned Skull"], monsters=FULL + [BLADER_IN_EMZ_L])
    duel = scenario([boss, player(), player()], **BOSS_EMZ)
    act(duel, K.A_SUMMON)
    offered = [int(c) for c in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]]
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and mz(duel, A, EMZ_L) not in offered and len(offered) == 5
    act(duel, K.A_SELECT)
    assert "Summoned Skull" in [name(duel, c) for c in monsters(duel, A)] and mz(duel, A, EMZ_L) >= 0


def test_vboss2_an_emz_monster_attacks_and_is_attacked():
    """An EMZ monster is a monster on the field for battle: the BOSS's Cyber Blader (2100) in
    EMZ_L attacks B directly; B's Vorse Raider (1900) attacks it, is destroyed and B takes 200
    (Blader, with B controlling exactly 1 monster, cannot be destroyed by battle: R16 (V3))."""
    duel = scenario([player(monsters=[BLADER_IN_EMZ_L]), player(), player()], phase="battle", **BOSS_EMZ)
    act(duel, attack_action(EMZ_L, 1, K.N_MZONES))
    assert duel.rec["lp"][B] == 8000 - 2100
    duel = scenario([player(monsters=[BLADER_IN_EMZ_L]), player(monsters=["Vorse Raider"]), player()],
                    turn_player=B, phase="battle", **BOSS_EMZ)
    raider = mz(duel, B, 0)
    act(duel, attack_action(0, 2, EMZ_L))                # A sits 2 seats after B
    assert duel.rec["lp"][B] == 7800 and raider in grave(duel, B) and mz(duel, A, EMZ_L) >= 0


# --- T-VBOSS-d, T-VBOSS-e: geometry (A-30) ------------------------------------------------------
def test_vboss_d_a_link_2_in_emz_l_points_to_next_boss_column_3_and_the_boss_column_1():
    """T-VBOSS-d: Top and Bottom arrows of a monster in the BOSS's EMZ_L point to next(X)'s MMZ
    column 3 and X's column 1; EMZ_R's to prev(X)'s column 1 and X's column 3; left and right
    arrows point nowhere. emz_left_faces="prev" swaps the neighbours. No challenger may summon
    to an EMZ: B's Fusion Summon goes to a Main Monster Zone, and with five full none is open."""
    duel = scenario([player(), player(), player()], **BOSS_EMZ)
    assert emz_arrow_zones(duel.rec, EMZ_L, ARROW_TOP | ARROW_BOTTOM) == [(A, 1), (B, 3)]
    assert emz_arrow_zones(duel.rec, EMZ_R, ARROW_TOP | ARROW_BOTTOM) == [(A, 3), (C, 1)]
    assert emz_arrow_zones(duel.rec, EMZ_L, ARROW_LEFT | ARROW_TOP_LEFT) == [(B, 4)]
    duel = scenario([player(), player(), player()], emz_left_faces="prev", **BOSS_EMZ)
    assert emz_arrow_zones(duel.rec, EMZ_L, ARROW_TOP) == [(C, 3)]
    duel = scenario([player(), fuser(), player()], turn_player=B, **BOSS_EMZ)
    assert fusion_summon(duel) == 0
    duel = scenario([player(), fuser(FULL), player()], turn_player=B, **BOSS_EMZ)
    assert polymerization(duel) not in duel.legal_actions()
    with pytest.raises(ScenarioError, match="Extra Monster"):
        scenario([player(), player(monsters=[BLADER_IN_EMZ_L]), player()], **BOSS_EMZ)


def test_vboss_e_with_one_challenger_left_both_emzs_face_it():
    """T-VBOSS-e: with only B left (C lost), both EMZs face B as in a MR2020 1v1 duel: EMZ_L's
    Top arrow points to B's column 3, EMZ_R's to B's column 1. With challenger_emz B may then
    use either free EMZ (interpretations.md): the BOSS holds EMZ_L, so B's Fusion Summon goes
    to EMZ_R, which faced C while C was alive."""
    dead = player(alive=False)
    duel = scenario([player(), player(), dead], **BOSS_EMZ)
    assert emz_arrow_zones(duel.rec, EMZ_L, ARROW_TOP) == [(B, 3)]
    assert emz_arrow_zones(duel.rec, EMZ_R, ARROW_TOP) == [(B, 1)]
    players = [player(monsters=[BLADER_IN_EMZ_L]), fuser(), dead]
    duel = scenario(players, turn_player=B, challenger_emz=True, **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_R
    assert emz_arrow_zones(duel.rec, EMZ_R, ARROW_TOP | ARROW_BOTTOM, holder=B) == [(B, 1), (A, 3)]


# --- V-BOSS-3 / A-31: challengers ----------------------------------------------------------------
def test_vboss3_a_challenger_uses_the_emz_it_faces_only_with_challenger_emz():
    """challenger_emz=True: B (next(A)) Fusion Summons into EMZ_L, which faces it; C (prev(A))
    into EMZ_R. By default both go to a Main Monster Zone."""
    duel = scenario([player(), fuser(), player()], turn_player=B, challenger_emz=True, **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_L
    duel = scenario([player(), player(), fuser()], turn_player=C, challenger_emz=True, **BOSS_EMZ)
    assert fusion_summon(duel) == EMZ_R
    duel = scenario([player(), player(), fuser()], turn_player=C, **BOSS_EMZ)
    assert fusion_summon(duel) == 0


def test_a31_a_challenger_never_puts_a_second_monster_in_an_occupied_emz():
    """A-31: the BOSS holds EMZ_L, the one B faces: B's Fusion Summon goes to a Main Monster
    Zone (EMZ_R faces C), and with five full it has no zone. A position with two monsters in one
    EMZ is refused."""
    players = [player(monsters=[BLADER_IN_EMZ_L]), fuser(), player()]
    duel = scenario(players, turn_player=B, challenger_emz=True, **BOSS_EMZ)
    assert fusion_summon(duel) == 0
    players[1] = fuser(FULL)
    duel = scenario(players, turn_player=B, challenger_emz=True, **BOSS_EMZ)
    assert polymerization(duel) not in duel.legal_actions()
    players = [player(monsters=[BLADER_IN_EMZ_L]), player(monsters=[BLADER_IN_EMZ_L]), player()]
    with pytest.raises(ScenarioError, match="Extra Monster"):
        scenario(players, challenger_emz=True, **BOSS_EMZ)


def test_vboss2_the_invariant_checker_flags_a_forbidden_emz_occupant():
    """A monster moved by hand into a challenger's EMZ slot (no challenger_emz) is reported
    (BAD_EMZ), and so is an EMZ monster in a duel without boss_emz."""
    duel = scenario([player(monsters=[BLADER_IN_EMZ_L]), player(), player()], **BOSS_EMZ)
    rec = duel.rec
    blader = mz(duel, A, EMZ_L)
    assert check_state(rec) == (0, 0)
    rec["mzone"][A, EMZ_L], rec["mzone"][B, EMZ_L] = -1, blader
    rec["c_ctrl"][blader] = B
    assert check_state(rec) == (BAD_EMZ, blader)
    rec["mzone"][B, EMZ_L], rec["mzone"][A, EMZ_L] = -1, blader
    rec["c_ctrl"][blader] = A
    rec["rule_boss_emz"] = False
    assert check_state(rec) == (BAD_EMZ, blader)
