"""Fusion Summons (B10: Polymerization) and the Fusion Monster of the card pool, Cyber Blader,
whose three effects R16 (V3) evaluates per opponent (T-R16h); each in a 3+ player duel."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards import load_database
from ygo_royal_env.cards.decks import deck_from_codes, load_banlist, load_deck, validate_deck
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk
from ygo_royal_env.core.attack_statics import battle_proof
from ygo_royal_env.core.zones import to_pile

from conftest import (
    A, B, C, D, act, candidates, choose, events, grave, hand, monsters, name, names, pass_all, player,
    scenario,
)


def with_extra(spec: dict, *cards: str) -> dict:
    return {**spec, "extra": list(cards)}


def activate_from_hand(duel, card: str) -> None:
    act(duel, K.A_ACTIVATE + names_in_hand(duel).index(card))


def names_in_hand(duel) -> list[str]:
    return [name(duel, c) for c in hand(duel, duel.current_player)]


def extra(duel, p: int) -> list[str]:
    n = int(duel.rec["pile_n"][p, K.LOC_EXTRA])
    return sorted(name(duel, c) for c in duel.rec["pile"][p, K.LOC_EXTRA, :n])


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def fusion_field(hand_cards=("Polymerization", "Etoile Cyber"), field=("Blade Skater",)):
    return [with_extra(player(hand=list(hand_cards), monsters=list(field)), "Cyber Blader"),
            player(), player()]


# --- B10: Polymerization ---------------------------------------------------------------------
def test_b10_polymerization_fusion_summons_cyber_blader_with_materials_from_hand_and_field():
    """A's Polymerization: Cyber Blader is the one Fusion Monster offered; its materials (Etoile
    Cyber in the hand, Blade Skater on the field) each fit one card, so nobody is asked for
    them; they go to the GY and Cyber Blader is Special Summoned in the chosen position,
    properly (B10), while Polymerization goes to the GY."""
    duel = scenario(fusion_field(), auto_answer=False)
    activate_from_hand(duel, "Polymerization")
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Cyber Blader"]
    choose(duel, "Cyber Blader")
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION
    act(duel, K.A_POSITION + 1)                          # face-up Defense Position
    (blader,) = monsters(duel, A)
    assert name(duel, blader) == "Cyber Blader" and duel.rec["c_pos"][blader] == K.POS_FACEUP_DEF
    assert duel.rec["c_proper"][blader] == 1
    assert names(duel, grave(duel, A)) == ["Blade Skater", "Etoile Cyber", "Polymerization"]
    assert extra(duel, A) == [] and names_in_hand(duel) == []
    assert any(e.b == blader for e in events(duel, kind="special summon"))


def test_b10_polymerization_cannot_be_activated_without_a_fusion_monster_and_its_materials():
    """Activation needs a Fusion Monster of the own Extra Deck whose every material is in the own
    hand or on the own field: one missing material, or the material on an opponent's field,
    is not enough."""
    duel = scenario(fusion_field(field=()), auto_answer=False)
    assert K.A_ACTIVATE + names_in_hand(duel).index("Polymerization") not in duel.legal_actions()
    players = fusion_field(field=())
    players[1] = player(monsters=["Blade Skater"])
    duel = scenario(players, auto_answer=False)
    assert K.A_ACTIVATE + names_in_hand(duel).index("Polymerization") not in duel.legal_actions()
    players = [player(hand=["Polymerization", "Etoile Cyber"], monsters=["Blade Skater"]), player(), player()]
    duel = scenario(players, auto_answer=False)                  # no Extra Deck
    assert K.A_ACTIVATE + names_in_hand(duel).index("Polymerization") not in duel.legal_actions()


def test_b10_a_material_that_several_cards_fit_is_chosen():
    """Two Blade Skaters, one in the hand and one on the field: A chooses which one is the
    material; the other stays where it is."""
    duel = scenario(fusion_field(hand_cards=("Polymerization", "Etoile Cyber", "Blade Skater")),
                    auto_answer=False)
    on_field = monsters(duel, A)[0]
    activate_from_hand(duel, "Polymerization")
    pass_all(duel)
    choose(duel, "Cyber Blader")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == ["Blade Skater", "Blade Skater"]
    act(duel, K.A_SELECT + [int(c) for c in duel.rec["pr_cand"][:2]].index(on_field))
    act(duel, K.A_POSITION)
    assert sorted(names(duel, monsters(duel, A))) == ["Cyber Blader"]
    assert names_in_hand(duel) == ["Blade Skater"] and duel.rec["c_loc"][on_field] == K.LOC_GRAVE


def test_b10_a_fusion_monster_is_revived_only_once_properly_summoned():
    """Monster Reborn cannot take a Cyber Blader that reached the GY without being Fusion
    Summoned; once Fusion Summoned and destroyed, it can (B10: "must first be Fusion
    Summoned")."""
    players = [player(hand=["Monster Reborn"], graveyard=["Cyber Blader", "Blade Skater"]), player(), player()]
    duel = scenario(players, auto_answer=False)
    activate_from_hand(duel, "Monster Reborn")
    assert candidates(duel) == ["Blade Skater"]
    duel = scenario(fusion_field(hand_cards=("Polymerization", "Etoile Cyber", "Monster Reborn")), auto_answer=False)
    activate_from_hand(duel, "Polymerization")
    pass_all(duel)
    choose(duel, "Cyber Blader")
    act(duel, K.A_POSITION)
    (blader,) = monsters(duel, A)
    to_pile(duel.rec, blader, A, K.LOC_GRAVE)                  # as if destroyed
    activate_from_hand(duel, "Monster Reborn")
    assert "Cyber Blader" in candidates(duel)


def test_b10_a_fusion_monster_bound_for_the_hand_or_deck_returns_to_the_extra_deck():
    """B10/B2: a Fusion Monster leaving the field for its owner's hand or Deck goes to the Extra
    Deck instead, and is no longer properly summoned."""
    duel = scenario(fusion_field(), auto_answer=False)
    activate_from_hand(duel, "Polymerization")
    pass_all(duel)
    choose(duel, "Cyber Blader")
    act(duel, K.A_POSITION)
    (blader,) = monsters(duel, A)
    to_pile(duel.rec, blader, A, K.LOC_HAND)
    assert extra(duel, A) == ["Cyber Blader"] and duel.rec["c_proper"][blader] == 0
    assert "Cyber Blader" not in names_in_hand(duel)


# --- T-R16h: Cyber Blader, per opponent -------------------------------------------------------
def blader_field(b=1, c=2, d=3, d_spells=(), c_spells=()):
    return [player(monsters=["Cyber Blader"]),
            player(monsters=["Koumori Dragon"] * b),
            player(monsters=["Feral Imp"] * c, spells=list(c_spells)),
            player(monsters=["Mystical Elf"] * d, spells=list(d_spells))]


def test_r16h_cyber_blader_each_effect_per_opponents_own_count():
    """T-R16h: B controls 1 monster, C 2 and D 3: Cyber Blader cannot be destroyed by battle and
    has 4200 ATK (doubled once, though only C has 2); without an opponent at exactly 1 or 2,
    neither applies (counts are never summed: B 0 + C 0 + D 3)."""
    duel = scenario(blader_field())
    (blader,) = monsters(duel, A)
    assert atk(duel, blader) == 4200 and battle_proof(duel.rec, duel.db.table, blader)
    duel = scenario(blader_field(b=2, c=2, d=1))
    (blader,) = monsters(duel, A)
    assert atk(duel, blader) == 4200                             # two opponents at 2: still doubled once
    duel = scenario(blader_field(b=0, c=0, d=3))
    (blader,) = monsters(duel, A)
    assert atk(duel, blader) == 2100 and not battle_proof(duel.rec, duel.db.table, blader)


def test_r16h_cyber_blader_is_not_destroyed_by_battle_while_an_opponent_controls_exactly_one():
    """B's Blue-Eyes (3000, B's only monster) attacks Cyber Blader (2100: no opponent controls 2):
    Cyber Blader stays on the field and A takes the 900 battle damage."""
    players = [player(monsters=["Cyber Blader"]), player(monsters=["Blue-Eyes White Dragon"]), player()]
    duel = scenario(players, turn_player=B, phase="battle")
    (blader,) = monsters(duel, A)
    act(duel, attack_action(0, 2, 0))                           # B's zone 0 attacks A (2 seats on) zone 0
    assert monsters(duel, A) == [blader] and duel.rec["lp"][A] == 7100


def test_r16h_cyber_blader_negates_only_the_spells_and_traps_of_an_opponent_with_exactly_three():
    """A's Cyber Blader attacks D's monster, then C's. D (3 monsters) answers with Mirror Force:
    negated, Cyber Blader stays. C (2 monsters) answers the same way: it is destroyed."""
    duel = scenario(blader_field(d_spells=["Mirror Force"]), phase="battle", auto_answer=False)
    (blader,) = monsters(duel, A)
    act(duel, attack_action(0, 3, 0))                           # D is 3 seats on from A
    assert duel.current_player == D
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    (negated,) = events(duel, kind="negated")
    assert blader in monsters(duel, A) and name(duel, negated.a) == "Mirror Force"
    duel = scenario(blader_field(c_spells=["Mirror Force"]), phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))
    assert duel.current_player == C
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert monsters(duel, A) == [] and not events(duel, kind="negated")


# --- Etoile Cyber -----------------------------------------------------------------------------
def test_etoile_cyber_gains_500_atk_only_in_the_damage_step_of_its_direct_attack():
    """Etoile Cyber (1200) attacking B directly deals 1700; attacking C's Feral Imp (1300) it
    is destroyed, its ATK unchanged (1200 < 1300)."""
    players = [player(monsters=["Etoile Cyber"]), player(), player(monsters=["Feral Imp"])]
    duel = scenario(players, phase="battle")
    (etoile,) = monsters(duel, A)
    assert atk(duel, etoile) == 1200
    act(duel, attack_action(0, 1, K.N_MZONES))
    assert duel.rec["lp"][B] == 6300 and atk(duel, etoile) == 1200
    duel = scenario(players, phase="battle")
    act(duel, attack_action(0, 2, 0))
    assert monsters(duel, A) == [] and duel.rec["lp"][A] == 7900


def test_fusion_cards_in_a_deck_build_and_play(db):
    """A deck built from passcodes puts the Fusion Monster in the Extra Deck."""
    deck = deck_from_codes([24094653, 10248389, 11460577, 97023549], db)
    assert [db.name(i) for i in deck.extra] == ["Cyber Blader"]
    assert sorted(db.name(i) for i in deck.main) == ["Blade Skater", "Etoile Cyber", "Polymerization"]


# --- Fusion Monsters of two named materials and no other effect (issue 19: data alone) -------------
def _material_fusions() -> list[str]:
    t = load_database().table
    rows = (t["f_mat"][:, 0] > 0) & (t["f_mat"][:, 1] > 0) & (t["e_n"] == 0) & (t["s_n"] == 0)
    return sorted(load_database().name(int(i)) for i in rows.nonzero()[0])


MATERIAL_FUSIONS = _material_fusions()


def test_the_pool_s_material_only_fusions_are_data():
    """The pool's Fusion Monsters of two named materials (both playable) and no other effect: 44;
    the fuzzed deck fusion_materials (Polymerization, 15 of them and their materials) is legal."""
    assert len(MATERIAL_FUSIONS) >= 44 and "Flame Swordsman" in MATERIAL_FUSIONS
    db = load_database()
    deck = load_deck("fusion_materials", db)
    validate_deck(deck, db, load_banlist(db=db))
    assert len(deck.extra) == 15 and {db.name(i) for i in deck.extra} <= set(MATERIAL_FUSIONS)


@pytest.mark.parametrize("fusion", MATERIAL_FUSIONS)
def test_b10_a_material_only_fusion_monster_is_fusion_summoned_from_its_two_named_materials(fusion):
    """Polymerization with one material in the hand and the other on the field: the Fusion Monster
    is the one offered (a second one of the Extra Deck whose materials are missing is not), both
    materials and Polymerization go to the GY and it is Special Summoned properly. Without its
    second material Polymerization cannot be activated."""
    db = load_database()
    first, second = (db.name(int(r) - 1) for r in db.table["f_mat"][db.index_of_name(fusion)])
    spec = with_extra(player(hand=["Polymerization", first], monsters=[second]), fusion, "Cyber Blader")
    duel = scenario([spec, player()], auto_answer=False)
    activate_from_hand(duel, "Polymerization")
    pass_all(duel)
    assert candidates(duel) == [fusion]
    choose(duel, fusion)
    while duel.rec["pr_kind"] == K.PROMPT_CHOOSE:        # two materials of one name: which card is which
        act(duel, duel.legal_actions()[0])
    act(duel, K.A_POSITION)
    (summoned,) = monsters(duel, A)
    assert name(duel, summoned) == fusion and duel.rec["c_proper"][summoned] == 1
    assert names(duel, grave(duel, A)) == sorted([first, second, "Polymerization"])
    duel = scenario([with_extra(player(hand=["Polymerization", first]), fusion), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()
