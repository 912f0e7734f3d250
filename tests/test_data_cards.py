"""Cards written as data alone, with no change to ``core/`` (issue 18 item 8): each test sets
the card's situation up, uses it and asserts what it did. Cards whose text names an opponent
play with three players (R10-R23): the opponent is designated as the card is activated (R11)."""
from __future__ import annotations

import pytest

from ygo_royal_env.core import constants as K

from conftest import A, B, C, act, designate, events, hand, name, pass_all, player, scenario


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
