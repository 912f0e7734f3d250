"""Cards written as data alone, with no change to ``core/`` (issue 18 item 8): each test sets
the card's situation up, uses it and asserts what it did. Cards whose text names an opponent
play with three players (R10-R23): the opponent is designated as the card is activated (R11)."""
from __future__ import annotations

import pytest

from ygo_royal_env.actions import designate_action
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, designate, end_turn, events, grave, hand, monster, monsters, name, names, pass_all,
                      pass_until, player, scenario)


@pytest.mark.parametrize("card, amount", [("Hinotama", 500), ("Sparks", 200)])
def test_r11_burn_spell_damages_only_the_opponent_designated_at_activation(card, amount):
    duel = scenario([player(hand=[card]), player(), player()], banlist=None, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
    designate(duel, C)
    pass_all(duel)
    assert list(duel.rec["lp"][:3]) == [8000, 8000, 8000 - amount]
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == [card]


def test_jar_of_greed_draws_one_card_for_its_controller_only():
    """A Trap Set before this turn: activated, its controller draws 1 and nobody else does."""
    duel = scenario([player(spells=["Jar of Greed"]), player(), player()], banlist=None, auto_answer=False)
    before = [len(hand(duel, p)) for p in (A, B, C)]
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert [len(hand(duel, p)) for p in (A, B, C)] == [before[0] + 1, before[1], before[2]]
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["Jar of Greed"]


# --- more reference cards (issue 18 item 8) ----------------------------------------------------------
def hand_sizes(duel) -> list[int]:
    return [len(hand(duel, p)) for p in range(duel.num_players)]


def play_to_turn_of(duel, p: int) -> None:
    """End turns until player p's turn has begun (its Draw Phase is behind it)."""
    end_turn(duel)
    while int(duel.rec["turn_player"]) != p:
        end_turn(duel)


def test_r11_time_seal_skips_only_the_designated_opponents_next_draw_phase():
    """A's Time Seal in B's Main Phase, C designated: B's and A's draws go on, C's next Draw
    Phase draws nothing, and C's turn after that draws again."""
    deck = ["Battle Ox"] * 8
    duel = scenario([player(spells=["Time Seal"], deck=deck), player(deck=deck), player(deck=deck)],
                    turn_player=B, banlist=None, auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Time Seal"]
    play_to_turn_of(duel, C)
    assert hand_sizes(duel) == [0, 0, 0]                              # C drew nothing
    play_to_turn_of(duel, A)
    assert hand_sizes(duel) == [1, 0, 0]
    play_to_turn_of(duel, B)
    play_to_turn_of(duel, C)
    assert hand_sizes(duel) == [1, 1, 1]                              # C draws again


def test_r12_yata_garasu_makes_the_player_it_damaged_skip_a_draw_and_returns_to_the_hand():
    """A Normal Summons Yata-Garasu and attacks C directly (200): C, the damaged player (R12),
    skips the next Draw Phase, B does not; in A's End Phase Yata-Garasu returns to A's hand (a
    Spirit). It cannot be Special Summoned: Monster Reborn does not offer it."""
    deck = ["Battle Ox"] * 8
    duel = scenario([player(hand=["Yata-Garasu"], deck=deck), player(deck=deck), player(deck=deck)],
                    banlist=None)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_TO_BATTLE)
    yata = monsters(duel, A)[0]
    act(duel, attack_action(0, 2, K.N_MZONES))                        # A's zone 0 -> C (2 seats on) directly
    assert [int(x) for x in duel.rec["lp"][:3]] == [8000, 8000, 7800]
    assert [name(duel, e.b) for e in events(duel, kind="activate")] == ["Yata-Garasu"]
    end_turn(duel)
    assert hand(duel, A) == [yata] and monsters(duel, A) == []         # back in the End Phase
    play_to_turn_of(duel, C)
    assert hand_sizes(duel) == [1, 1, 0]                              # B drew; C skipped
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Yata-Garasu"]), player()], banlist=None)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


@pytest.mark.parametrize("spirit", [True, False])
def test_r11_legacy_of_yata_garasu_draws_2_only_against_an_opponent_with_a_face_up_spirit(spirit):
    """The draw-2 effect is offered only while some opponent controls a face-up Spirit, and then
    only that opponent may be designated (R11 (b)); otherwise the effect choice is not asked and
    the card draws 1."""
    deck = ["Battle Ox"] * 5
    duel = scenario([player(spells=["Legacy of Yata-Garasu"], deck=deck),
                     player(monsters=[monster("Tsukuyomi" if spirit else "Mystical Elf")]),
                     player(monsters=[monster("Tsukuyomi", "set")])], banlist=None, auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    if spirit:
        assert duel.rec["pr_kind"] == K.PROMPT_EFFECT_CHOICE
        act(duel, K.A_SELECT + 1)
        assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
        assert list(duel.legal_actions()) == [designate_action(duel, B)]    # C's Spirit is face-down
        designate(duel, B)
    pass_all(duel)
    assert len(hand(duel, A)) == (2 if spirit else 1)
