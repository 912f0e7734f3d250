"""Rule parameters that only matter with card effects (RULES.md §4: P16, P19, P26, P27, P36):
each is a config field whose default is the 408 / Battle Royal reading, and the alternative
changes exactly the behaviour the parameter names."""
from __future__ import annotations

import pytest

from ygo_royal_env import DuelConfig
from ygo_royal_env.config import ConfigError
from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, asked, end_turn, events, grave, hand, monsters, name, names, pass_all,
    pass_until, player, scenario)


# --- P16: LP rounding ----------------------------------------------------------------------------
@pytest.mark.parametrize("rounding, paid", [("ceil", 501), ("floor", 500)])
def test_p16_half_the_lp_as_a_cost_rounds_as_configured(rounding, paid):
    """B23 / P16: Solemn Judgment's half of 1001 LP is 501 by default, 500 with floor."""
    duel = scenario([player(hand=["Pot of Greed"]), player(lp=1001, spells=["Solemn Judgment"]), player()],
                    auto_answer=False, banlist=None, lp_rounding=rounding)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert [(e.a, e.b) for e in events(duel, kind="pay LP")] == [(B, paid)]
    assert duel.rec["lp"][B] == 1001 - paid


# --- P19: LP 0 mid-chain ----------------------------------------------------------------------------
def ring_chain(**config):
    """A activates Pot of Greed; C chains Ring of Destruction on B's Vorse Raider (1900 ATK)
    while B has 1000 LP: link 2 takes B out before link 1 resolves."""
    duel = scenario([player(hand=["Pot of Greed", "Mystical Elf"]),
                     player(lp=1000, monsters=["Vorse Raider"]),
                     player(spells=["Ring of Destruction"])], auto_answer=False, banlist=None, **config)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    if duel.rec["pr_kind"] == K.PROMPT_DESIGNATE:
        act(duel, duel.legal_actions()[0])
    if duel.rec["pr_kind"] == K.PROMPT_TARGET:
        act(duel, duel.legal_actions()[0])
    pass_all(duel)
    return duel


def test_p19_by_default_the_chain_goes_on_without_the_loser():
    """R31: B loses at link 2 and link 1 still resolves: A draws 2."""
    duel = ring_chain()
    assert not duel.rec["alive"][B]
    assert len(events(duel, kind="draw")) == 2 and len(hand(duel, A)) == 3
    assert names(duel, grave(duel, A)) == ["Pot of Greed"]


def test_p19_end_duel_stops_the_chain_at_the_first_loss():
    """P19 "end_duel" (seed 001, C4): once B reaches 0 LP the rest of the chain does nothing;
    Pot of Greed still goes to the GY, A draws nothing, and the duel goes on for A and C."""
    duel = ring_chain(lp_zero_mid_chain="end_duel")
    assert not duel.rec["alive"][B] and not duel.done
    assert events(duel, kind="draw") == [] and names(duel, hand(duel, A)) == ["Mystical Elf"]
    assert names(duel, grave(duel, A)) == ["Pot of Greed"] and duel.rec["ch_n"] == 0
    assert [name(duel, e.a) for e in events(duel, kind="resolve")] == ["Ring of Destruction", "Pot of Greed"]


# --- P26: Quick-Play Spells from the hand in any turn -----------------------------------------------
@pytest.mark.parametrize("any_turn", [False, True])
def test_p26_a_quick_play_spell_from_the_hand_in_an_opponents_turn(any_turn):
    """B19: B may not activate Book of Moon from the hand in A's turn; with
    quick_from_hand_any_turn (seed 003, C12) B may, in the window of A's Pot of Greed."""
    duel = scenario([player(hand=["Pot of Greed"], monsters=["Battle Ox"]), player(hand=["Book of Moon"]), player()],
                    auto_answer=False, banlist=None, quick_from_hand_any_turn=any_turn)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, B)
    assert (K.A_ACTIVATE + 0 in duel.legal_actions()) == any_turn
    if any_turn:
        act(duel, K.A_ACTIVATE + 0)
        act(duel, duel.legal_actions()[0])                            # Battle Ox, the only face-up monster
        pass_all(duel)
        assert duel.rec["c_pos"][monsters(duel, A)[0]] == K.POS_FACEDOWN_DEF


# --- P27: a Spell/Trap name once per player per turn -------------------------------------------------
def test_p27_a_name_once_per_player_per_turn_and_anew_next_turn():
    """P27 (seed 003, C11): after A's first Pot of Greed the second is not offered that turn,
    B may activate its own in B's turn, and A may again in A's next turn."""
    pots = ["Pot of Greed", "Pot of Greed"]
    duel = scenario([player(hand=pots), player(hand=["Pot of Greed"]), player()],
                    banlist=None, same_name_support_once_per_turn=True)
    act(duel, K.A_ACTIVATE + 0)
    assert [name(duel, c) for c in hand(duel, A)].count("Pot of Greed") == 1
    slot = [name(duel, c) for c in hand(duel, A)].index("Pot of Greed")
    assert K.A_ACTIVATE + slot not in duel.legal_actions()
    end_turn(duel)
    assert duel.current_player == B and K.A_ACTIVATE + 0 in duel.legal_actions()
    end_turn(duel)
    end_turn(duel)
    assert duel.current_player == A
    slot = [name(duel, c) for c in hand(duel, A)].index("Pot of Greed")
    assert K.A_ACTIVATE + slot in duel.legal_actions()


def test_p27_off_by_default():
    duel = scenario([player(hand=["Pot of Greed", "Pot of Greed"]), player(), player()], banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    assert K.A_ACTIVATE + 0 in duel.legal_actions()                # the second Pot of Greed


# --- P36: a designated opponent is directly affected (A-02) --------------------------------------------
@pytest.mark.parametrize("included, order", [(True, [C, B, A]), (False, [B, C, A])])
def test_p36_the_designated_opponent_is_asked_first_only_when_designation_counts(included, order):
    """R26 / A-02: A's Raigeki designating C asks C first by default (C is directly affected);
    with directly_affected_includes_designation=False nobody is, and the queue runs in seat order."""
    duel = scenario([player(hand=["Raigeki"]), player(monsters=["Battle Ox"]), player(monsters=["Gemini Elf"])],
                    auto_answer=False, banlist=None, directly_affected_includes_designation=included)
    act(duel, K.A_ACTIVATE + 0)
    since = len(duel.events())
    act(duel, K.A_DESIGNATE + 1)                                       # C
    pass_all(duel)
    assert asked(duel, since, K.PROMPT_PASS) == order
    assert monsters(duel, C) == [] and len(monsters(duel, B)) == 1


@pytest.mark.parametrize("field, value", [("lp_rounding", "half"), ("lp_zero_mid_chain", "stop"),
                                          ("quick_from_hand_any_turn", 1),
                                          ("same_name_support_once_per_turn", "yes"),
                                          ("directly_affected_includes_designation", None),
                                          ("lp_cost_exceeding_lp", True), ("search_failure", None),
                                          ("search_reveal_to", "teammates"), ("extra_deck_contents", "ritual"),
                                          ("per_card_limits", {"Monster Reborn": 61})])
def test_bad_effect_parameters_are_a_config_error(field, value):
    with pytest.raises(ConfigError, match=field):
        DuelConfig(**{field: value}).validate()


def test_presets_set_the_effect_parameters_of_their_seeds():
    s1, s3 = DuelConfig.from_preset("seed001"), DuelConfig.from_preset("seed003")
    assert s1.lp_zero_mid_chain == "end_duel" and DuelConfig().lp_zero_mid_chain == "remove_loser_continue_chain"
    assert s3.quick_from_hand_any_turn and s3.same_name_support_once_per_turn
    assert not DuelConfig().quick_from_hand_any_turn and DuelConfig().directly_affected_includes_designation
