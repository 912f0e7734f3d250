"""Rule parameters of RULES.md §4 built as config fields (issue #4 item 10): P12 per-card
limits, P9 Extra Deck contents, P17 LP costs above the LP, P25 search failure and P24 who sees
a searched card. Each test compares the 408 default with the seed's setting."""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cards import Deck, DeckError, deck_from_codes, load_deck
from ygo_royal_env.config import ConfigError
from ygo_royal_env.core import constants as K
from ygo_royal_env.describe import describe_event
from ygo_royal_env.presets import DECK_60

from conftest import (A, B, C, act, events, grave, hand, monsters, mz, name, names, pass_all, pass_until, pile,
    player, prompt, random_play, scenario)
from test_quick_effects import LILY, attack_on, in_damage_step

REBORN, CHAOS = 83764718, 30208479          # Monster Reborn (forbidden on 2006-03), Magician of Black Chaos (Ritual)


def vanilla(db, n: int = 40) -> list[int]:
    """Passcodes of the first n cards of the packaged Normal Monster deck."""
    return [int(db.table["code"][i]) for i in load_deck("vanilla_normals", db).main[:n]]


# --- P12: per-card limits ------------------------------------------------------------------------
@pytest.mark.parametrize("limits", [None, {"Monster Reborn": 1}])
def test_p12_a_per_card_limit_replaces_the_banlist_for_that_name(db, limits):
    """C14: Monster Reborn is forbidden on the 2006-03 list; seed 003's per-card limit of 1
    replaces the list's limit for that name, so one copy is legal only with it."""
    deck = deck_from_codes(vanilla(db, 39) + [REBORN], db)
    config = DuelConfig(num_players=3, decks=[deck], per_card_limits=limits)
    if limits is None:
        with pytest.raises(DeckError, match=r"Monster Reborn \(83764718\): 1 copies, but it is forbidden"):
            Duel(config, seed=0)
    else:
        duel = Duel(config, seed=0)
        assert sum(name(duel, c) == "Monster Reborn" for c in range(K.MAX_CARDS) if duel.rec["c_card"][c] >= 0) == 3


@pytest.mark.parametrize("limits, problem", [
    ({"Monster Reborn": 1}, "Monster Reborn (83764718): 2 copies, but per_card_limits allows at most 1 (P12)"),
    ({"Luster Dragon": 2}, "Luster Dragon (11091375): 3 copies, but per_card_limits allows at most 2 (P12)")])
def test_p12_an_illegal_deck_names_the_card_and_its_limit(db, limits, problem):
    """A limit also lowers max_copies (3 Luster Dragon are legal by default)."""
    codes = vanilla(db, 38) + [REBORN] * 2 if "Monster Reborn" in limits else vanilla(db, 40)
    deck = deck_from_codes(codes, db)
    with pytest.raises(DeckError) as err:
        Duel(DuelConfig(num_players=3, decks=[deck], per_card_limits=limits, banlist=None), seed=0)
    assert problem in err.value.problems
    Duel(DuelConfig(num_players=3, decks=[deck], banlist=None), seed=0)      # legal without the limit


@pytest.mark.parametrize("limits, message", [
    ({"Monster Rebirth": 1}, "no card named 'Monster Rebirth'"),
    ({"Monster Reborn": -1}, "limit for 'Monster Reborn' must be 0 to 60"),
    ({"Monster Reborn": "one"}, "limit for 'Monster Reborn' must be 0 to 60"),
    (["Monster Reborn"], "per_card_limits must map card names to max copies")])
def test_p12_bad_per_card_limits_are_a_config_error(limits, message):
    with pytest.raises(ConfigError, match=message):
        DuelConfig(per_card_limits=limits).validate()


# --- P9: Extra Deck contents -----------------------------------------------------------------------
@pytest.mark.parametrize("contents", ["fusion", "fusion_ritual"])
def test_p9_a_ritual_monster_of_a_deck_list_is_dealt_to_the_extra_deck_only_with_fusion_ritual(db, contents):
    """C2: seed 001 puts Ritual Monsters in the Extra Deck. A deck list does not say where a
    card goes, so the dealer places Magician of Black Chaos by the rule: Main Deck (408) or
    Extra Deck (41 cards listed: 40 in the Main Deck then)."""
    deck = deck_from_codes(vanilla(db) + [CHAOS], db)
    duel = Duel(DuelConfig(num_players=3, decks=[deck], extra_deck_contents=contents), seed=0)
    extra = [name(duel, c) for p in (A, B, C) for c in pile(duel, p, K.LOC_EXTRA)]
    assert extra == (["Magician of Black Chaos"] * 3 if contents == "fusion_ritual" else [])
    main = int(duel.rec["pile_n"][A, K.LOC_DECK]) + len(hand(duel, A))
    assert main == (40 if contents == "fusion_ritual" else 41)


@pytest.mark.parametrize("contents", ["fusion", "fusion_ritual"])
def test_p9_a_deck_with_a_ritual_monster_in_its_extra_deck_is_refused_by_default(db, contents):
    main = tuple(deck_from_codes(vanilla(db), db).main)
    deck = Deck(main, (db.index(CHAOS),), "ritual extra")
    config = DuelConfig(num_players=3, decks=[deck], extra_deck_contents=contents)
    if contents == "fusion":
        with pytest.raises(DeckError, match=r"Magician of Black Chaos is in the wrong deck .*"
                                            r"extra_deck_contents='fusion_ritual' \(P9\)"):
            Duel(config, seed=0)
    else:
        assert [name(d, c) for d in [Duel(config, seed=0)] for c in pile(d, A, K.LOC_EXTRA)] == ["Magician of Black Chaos"]


def test_p9_a_ritual_monster_in_the_extra_deck_never_leaves_it(db):
    """No Ritual Spell in the pool: B10's Ritual Summon never happens, and the Extra Deck's
    Fusion Summons and procedures take only Fusion Monsters, so under seed 001's rules the
    Magician of Black Chaos stays in the Extra Deck (or leaves the game with a loser, R31)."""
    deck = deck_from_codes([int(db.table["code"][i]) for i in load_deck(DECK_60, db).main] + [CHAOS], db)
    rng = np.random.default_rng(1)
    for seed in range(3):
        duel = Duel(DuelConfig.from_preset("seed001", num_players=3, decks=[deck]), seed=seed)
        chaos = [c for c in range(K.MAX_CARDS) if duel.rec["c_card"][c] == db.index(CHAOS)]
        random_play(duel, rng)
        assert {int(duel.rec["c_loc"][c]) for c in chaos} <= {K.LOC_EXTRA, K.LOC_OUT}


def test_p9_bad_extra_deck_contents_is_a_config_error():
    with pytest.raises(ConfigError, match=r"extra_deck_contents must be one of \('fusion', 'fusion_ritual'\)"):
        DuelConfig(extra_deck_contents="evolution").validate()


# --- P17: an LP cost equal to or above the LP --------------------------------------------------------
def wall(rule: str, lp: int = 1500):
    """A (turn player) activates its Set Wall of Revealing Light (a multiple of 1000 LP, R40)."""
    duel = scenario([player(lp=lp, spells=["Wall of Revealing Light"], monsters=["Battle Ox"]),
                     player(monsters=["Vorse Raider"]), player()], auto_answer=False, lp_cost_exceeding_lp=rule)
    act(duel, K.A_ACTIVATE_SET + 0)
    return duel


@pytest.mark.parametrize("rule, lp, amounts", [("forbid", 1500, [1000]), ("pay_to_zero_and_lose", 1500, [1000, 2000]),
                                               ("forbid", 2000, [1000, 2000]), ("pay_to_zero_and_lose", 2000, [1000, 2000])])
def test_p17_the_lp_prompt_offers_up_to_all_lp_and_more_only_with_pay_to_zero(rule, lp, amounts):
    """B21: at 2000 LP, 2000 (all of them) is offered by default; at 1500 only 1000, and with
    "pay_to_zero_and_lose" 2000 too (more than all), nothing above the first that reaches 0."""
    duel = wall(rule, lp)
    assert duel.rec["pr_kind"] == K.PROMPT_LP_COST
    assert sorted(duel.legal_actions()) == [K.A_SELECT + a // 1000 - 1 for a in amounts]


@pytest.mark.parametrize("rule, lp, usable", [("forbid", 1000, True), ("forbid", 999, False),
                                              ("pay_to_zero_and_lose", 999, True)])
def test_p17_an_activation_below_1000_lp(rule, lp, usable):
    """R40: Wall of Revealing Light needs 1000 LP (B21: it may take all of them); with
    "pay_to_zero_and_lose" it may be activated below."""
    duel = scenario([player(lp=lp, spells=["Wall of Revealing Light"]), player(), player()],
                    auto_answer=False, lp_cost_exceeding_lp=rule)
    assert (K.A_ACTIVATE_SET + 0 in duel.legal_actions()) == usable


def test_p17_paying_all_lp_loses_at_once_and_the_next_player_takes_the_turn():
    """A pays 2000 of 1500 LP: 0 LP (never below), A loses at once with no killer (a cost is no
    damage, P18), A's cards leave the game, the Wall among them (R31), and B's turn begins (R34)."""
    duel = wall("pay_to_zero_and_lose")
    wall_card = duel.rec["szone"][A, 0]
    act(duel, K.A_SELECT + 1)
    assert [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(A, 2000)]
    assert int(duel.rec["lp"][A]) == 0 and not duel.rec["alive"][A] and not duel.done
    assert int(duel.rec["loss_reason"][A]) == K.LOSS_LP and int(duel.rec["killer"][A]) == -1
    assert duel.rec["c_loc"][wall_card] == K.LOC_OUT and duel.rec["ch_n"] == 0
    assert duel.rec["turn_player"] == B and duel.rec["alive"][B] and duel.rec["alive"][C]


@pytest.mark.parametrize("rule", ["forbid", "pay_to_zero_and_lose"])
def test_b21_solemn_judgment_at_1_lp_pays_the_last_lp_in_a_chain(rule):
    """B (1 LP) may answer A's Pot of Greed with Solemn Judgment: half of 1, rounded up, is 1,
    all of B's LP (B21, either P17 reading). B then loses mid-chain, its link is never built, and
    the chain goes on without B (R31): Pot of Greed resolves and A draws 2."""
    duel = scenario([player(hand=["Pot of Greed"]), player(lp=1, spells=["Solemn Judgment"]), player()],
                    auto_answer=False, banlist=None, lp_cost_exceeding_lp=rule)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert not duel.rec["alive"][B] and [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(B, 1)]
    pass_all(duel)
    assert len(events(duel, kind="draw")) == 2 and not duel.done


@pytest.mark.parametrize("rule, lp, offered", [("forbid", 2000, True), ("pay_to_zero_and_lose", 2000, True),
                                               ("forbid", 1999, False), ("pay_to_zero_and_lose", 1999, True)])
def test_p17_lily_pays_its_controllers_last_lp_in_the_damage_step(rule, lp, offered):
    """B13: B's Vorse Raider (1900) attacks C's Injection Fairy Lily. With 2000 LP (all of C's:
    B21), or less with "pay_to_zero_and_lose", C may activate Lily: C loses in the Damage Step,
    Lily leaves the game with C's cards (R31), the battle ends with no damage, and B's turn goes
    on (R34 ends only the turn player's turn)."""
    duel = scenario([player(), player(monsters=["Vorse Raider"]), player(lp=lp, monsters=["Injection Fairy Lily"]),
                     player()], turn_player=B, phase="battle", auto_answer=False, lp_cost_exceeding_lp=rule)
    lily = mz(duel, C, 0)
    attack_on(duel, "Vorse Raider", "Injection Fairy Lily")
    seen = False
    while prompt(duel) == K.PROMPT_PASS and not seen:
        seen = in_damage_step(duel) and duel.current_player == C and LILY in duel.legal_actions()
        if not seen:
            act(duel, K.A_PASS)
    assert seen == offered
    if seen:
        act(duel, LILY)
        assert not duel.rec["alive"][C] and duel.rec["c_loc"][lily] == K.LOC_OUT
        pass_all(duel)
        assert [int(x) for x in duel.rec["lp"][:4]] == [8000, 8000, 0, 8000]
    else:
        assert [int(x) for x in duel.rec["lp"][:4]] == [8000, 8000, lp - 1500, 8000]   # 1900 vs 400 ATK
    assert prompt(duel) == K.PROMPT_BATTLE and duel.rec["turn_player"] == B and not duel.done
    assert names(duel, monsters(duel, B)) == ["Vorse Raider"]


def test_p17_bad_value_is_a_config_error():
    with pytest.raises(ConfigError, match=r"lp_cost_exceeding_lp must be one of \('forbid', 'pay_to_zero_and_lose'\)"):
        DuelConfig(lp_cost_exceeding_lp="pay").validate()


# --- P25: search failure -------------------------------------------------------------------------
@pytest.mark.parametrize("rule", ["resolve_empty", "seed001"])
def test_p25_a_gadget_that_finds_no_gadget(rule):
    """Yellow Gadget's search finds no Green Gadget in A's Deck. 408: nothing happens. Seed 001:
    the effect is negated, the Gadget goes to the GY and the Deck is shuffled."""
    deck = ["Mystical Elf", "Battle Ox", "Vorse Raider", "Luster Dragon", "Gemini Elf", "Dark Blade"]
    duel = scenario([player(hand=["Yellow Gadget"], deck=deck), player(), player()],
                    auto_answer=False, search_failure=rule)
    before = pile(duel, A, K.LOC_DECK)
    act(duel, K.A_SUMMON + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER
    act(duel, K.A_SELECT)
    pass_all(duel)
    negated = [name(duel, e.a) for e in events(duel, kind="negated")]
    assert hand(duel, A) == [] and sorted(pile(duel, A, K.LOC_DECK)) == sorted(before)
    if rule == "seed001":
        assert negated == ["Yellow Gadget"] and monsters(duel, A) == []
        assert names(duel, grave(duel, A)) == ["Yellow Gadget"] and pile(duel, A, K.LOC_DECK) != before
    else:
        assert negated == [] and names(duel, monsters(duel, A)) == ["Yellow Gadget"]
        assert grave(duel, A) == [] and pile(duel, A, K.LOC_DECK) == before


@pytest.mark.parametrize("rule", ["resolve_empty", "seed001"])
def test_p25_a_search_that_finds_a_card_is_the_same_under_both(rule):
    duel = scenario([player(hand=["Yellow Gadget"], deck=["Green Gadget", "Mystical Elf"]), player(), player()],
                    auto_answer=False, search_failure=rule)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT)
    pass_all(duel)
    act(duel, K.A_SELECT)                                          # choose Green Gadget
    assert names(duel, hand(duel, A)) == ["Green Gadget"] and events(duel, kind="negated") == []
    assert names(duel, monsters(duel, A)) == ["Yellow Gadget"]


def test_p25_bad_value_is_a_config_error():
    with pytest.raises(ConfigError, match=r"search_failure must be one of \('resolve_empty', 'seed001'\)"):
        DuelConfig(search_failure="negate").validate()


# --- P24: who sees a searched card ----------------------------------------------------------------
def searched_text(rule: str, **config) -> dict:
    """A's Yellow Gadget adds Green Gadget; the 'added to hand' event as B, C and a spectator read it."""
    duel = scenario([player(hand=["Yellow Gadget"], deck=["Green Gadget", "Mystical Elf"]), player(), player()],
                    auto_answer=False, search_reveal_to=rule, **config)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_SELECT)                                          # the optional trigger
    pass_all(duel)
    act(duel, K.A_SELECT)                                          # Green Gadget
    (event,) = events(duel, kind="added to hand")
    assert event.a == A and names(duel, hand(duel, A)) == ["Green Gadget"]
    return {who: describe_event(duel, event, viewer) for who, viewer in (("A", A), ("B", B), ("C", C), ("spectator", None))}


@pytest.mark.parametrize("rule", ["all", "opponents"])
def test_p24_without_friendly_teammates_every_player_sees_the_searched_card(rule):
    """R5: every other player is an opponent, so "opponents" (seed 001) shows the card to all too."""
    assert set(searched_text(rule).values()) == {"Green Gadget is added to player_0's hand"}


@pytest.mark.parametrize("rule", ["all", "opponents"])
def test_p24_a_teammate_who_is_no_opponent_sees_the_searched_card_only_under_all(rule):
    """teammates_are_opponents=False (V-TEAM-5): A and C are a team. Under "opponents" the card
    is shown to B, A's only opponent; C and a spectator read "A card"."""
    text = searched_text(rule, mode="team", teams=(0, 1, 0), teammates_are_opponents=False)
    hidden = "A card is added to player_0's hand"
    shown = "Green Gadget is added to player_0's hand"
    assert text["A"] == text["B"] == shown
    assert text["C"] == text["spectator"] == (shown if rule == "all" else hidden)


def test_p24_bad_value_is_a_config_error():
    with pytest.raises(ConfigError, match=r"search_reveal_to must be one of \('all', 'opponents'\)"):
        DuelConfig(search_reveal_to="teammates").validate()


# --- presets ----------------------------------------------------------------------------------------
def test_presets_set_the_new_parameters_and_each_can_be_overridden():
    s1, s3, base = DuelConfig.from_preset("seed001"), DuelConfig.from_preset("seed003"), DuelConfig()
    assert (s1.extra_deck_contents, s1.search_failure, s1.search_reveal_to) == ("fusion_ritual", "seed001", "opponents")
    assert s1.lp_cost_exceeding_lp == "forbid"                     # C3: seed 001 contradicts itself; opt in
    assert s3.per_card_limits == {"Monster Reborn": 1} and s1.per_card_limits is None
    assert (base.extra_deck_contents, base.search_failure, base.search_reveal_to, base.lp_cost_exceeding_lp,
            base.per_card_limits) == ("fusion", "resolve_empty", "all", "forbid", None)
    s1 = DuelConfig.from_preset("seed001", search_failure="resolve_empty", lp_cost_exceeding_lp="pay_to_zero_and_lose")
    assert (s1.search_failure, s1.lp_cost_exceeding_lp, s1.extra_deck_contents) == \
        ("resolve_empty", "pay_to_zero_and_lose", "fusion_ritual")
    assert DuelConfig.from_preset("seed003", per_card_limits={"Monster Reborn": 0}).per_card_limits == {"Monster Reborn": 0}
    with pytest.raises(ConfigError, match="no card named 'Reborn'"):
        DuelConfig.from_preset("seed003", per_card_limits={"Reborn": 1})


def test_seed003_accepts_one_monster_reborn_and_refuses_two(db):
    one = deck_from_codes(vanilla(db, 39) + [REBORN], db)
    Duel(DuelConfig.from_preset("seed003", num_players=3, decks=[one]), seed=0)
    two = deck_from_codes(vanilla(db, 38) + [REBORN] * 2, db)
    with pytest.raises(DeckError, match=r"2 copies, but per_card_limits allows at most 1 \(P12\)"):
        Duel(DuelConfig.from_preset("seed003", num_players=3, decks=[two]), seed=0)
