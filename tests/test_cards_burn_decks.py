"""The cards of the sample decks ``chain_burn`` and ``lockdown_burn`` (docs/rules-coverage.md
"Cards"): each played in a hand-built position with three or more players where the card names an
opponent (R10-R23), the invariant checker running after every action."""
from __future__ import annotations

from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters, name,
                      names, pass_all, pile, player, scenario)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.config.num_players]]


def slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


# --- chain_burn -------------------------------------------------------------------------------------

def test_r10_r11_ceasefire_flips_every_face_down_monster_without_flip_effects_and_burns_per_effect_monster():
    """Ceasefire (R10: "the field" is every player's; R11: the designated opponent): B's Set Man-Eater
    Bug and C's Set Mystical Elf turn face-up in Defense Position, no Flip Effect is activated (no
    trigger prompt, nothing destroyed); then C takes 500 for each Effect Monster on the field: A's
    Sangan, B's Man-Eater Bug (a Flip monster) and C's Spirit Reaper, not the Normal Monsters. B is
    untouched."""
    duel = scenario([player(spells=["Ceasefire"], monsters=["Sangan", "Battle Ox"]),
                     player(monsters=[monster("Man-Eater Bug", "set")]),
                     player(monsters=[monster("Mystical Elf", "set"), monster("Spirit Reaper", "def")])],
                    auto_answer=False)
    since = duel.event_count
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    assert int(duel.rec["pr_kind"]) != K.PROMPT_TRIGGER
    for p, card in ((B, "Man-Eater Bug"), (C, "Mystical Elf")):
        m = next(c for c in monsters(duel, p) if name(duel, c) == card)
        assert int(duel.rec["c_pos"][m]) == K.POS_FACEUP_DEF
    assert lp(duel) == [8000, 8000, 8000 - 3 * 500]
    assert not events(duel, since, "destroyed")
    assert names(duel, grave(duel, A)) == ["Ceasefire"]


def test_ceasefire_needs_a_face_down_or_an_effect_monster_on_the_field():
    """As ygopro's script checks: only Normal Monsters face-up on the field, no activation; a Set
    Normal Monster is enough (it might be an Effect Monster) and then the opponent takes no damage."""
    duel = scenario([player(spells=["Ceasefire"], monsters=["Battle Ox"]), player(monsters=["Mystical Elf"]),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    duel = scenario([player(spells=["Ceasefire"], monsters=["Battle Ox"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000]
    assert int(duel.rec["c_pos"][monsters(duel, B)[0]]) == K.POS_FACEUP_DEF


def test_emergency_provisions_sends_other_spells_and_traps_and_gains_1000_for_each():
    """Emergency Provisions (Quick-Play): as it resolves A picks up to 5 of the other Spell/Trap
    Cards A controls (a Set card too: not its own, not B's), sends them to the GY (not destroyed)
    and gains 1000 LP for each (docs/interpretations.md: sent at resolution, not as a cost)."""
    duel = scenario([player(hand=["Emergency Provisions"], spells=["Waboku", "Threatening Roar", "Jar of Greed"]),
                     player(spells=["Waboku"]), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == ["Jar of Greed", "Threatening Roar", "Waboku"]
    assert duel.legal_actions().count(K.A_PASS) == 0            # the first card is due
    choose(duel, "Waboku")
    choose(duel, "Jar of Greed")
    act(duel, K.A_PASS)                                         # the others may be declined
    pass_all(duel)
    assert lp(duel) == [10000, 8000, 8000]
    assert names(duel, grave(duel, A)) == ["Emergency Provisions", "Jar of Greed", "Waboku"]
    assert names(duel, grave(duel, B)) == []
    assert not events(duel, 0, "destroyed")


def test_emergency_provisions_needs_another_spell_or_trap_to_send():
    duel = scenario([player(hand=["Emergency Provisions"]), player(spells=["Waboku"]), player()],
                    auto_answer=False, banlist=None)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_good_goblin_housekeeping_draws_one_plus_one_per_copy_in_the_graveyard_then_one_to_the_bottom():
    """Good Goblin Housekeeping: with 2 copies in A's GY A draws 3 (1 + 2), then returns 1 card of
    their choice from the hand to the bottom of the Deck; activated with an empty hand (the draw
    fills it)."""
    deck = ["Sangan", "Kuriboh", "Waboku", "Battle Ox", "Mystical Elf"]       # the first card on top
    duel = scenario([player(spells=["Good Goblin Housekeeping"], deck=deck,
                            graveyard=["Good Goblin Housekeeping"] * 2), player(), player()], auto_answer=False)
    assert hand(duel, A) == []
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert candidates(duel) == ["Kuriboh", "Sangan", "Waboku"]
    choose(duel, "Sangan")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Kuriboh", "Waboku"]
    assert [name(duel, c) for c in pile(duel, A, K.LOC_DECK)] == ["Sangan", "Mystical Elf", "Battle Ox"]
    assert names(duel, grave(duel, A)) == ["Good Goblin Housekeeping"] * 3


def test_good_goblin_housekeeping_with_none_in_the_graveyard_draws_one_and_needs_the_cards_to_draw():
    deck = ["Battle Ox", "Mystical Elf"]
    duel = scenario([player(hand=["Sangan"], spells=["Good Goblin Housekeeping"], deck=deck), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert candidates(duel) == ["Battle Ox", "Sangan"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Sangan"]
    assert [name(duel, c) for c in pile(duel, A, K.LOC_DECK)] == ["Battle Ox", "Mystical Elf"]
    duel = scenario([player(spells=["Good Goblin Housekeeping"], deck=["Battle Ox"],
                            graveyard=["Good Goblin Housekeeping"]), player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()     # 2 cards to draw, 1 in the Deck


def test_r11_ojama_trio_summons_three_tokens_to_the_designated_opponent_that_burn_their_controller():
    """Ojama Trio (R11): 3 Ojama Tokens face-up in Defense Position on the designated opponent C's
    field, summoned and owned by A, controlled by C; B's field is untouched. A token destroyed by
    battle or by an effect costs its controller 300 (from A, its owner); it cannot be Tributed for a
    Tribute Summon."""
    duel = scenario([player(spells=["Ojama Trio"], hand=["Fissure"]), player(), player(hand=["Summoned Skull"])],
                    auto_answer=False, banlist=None)
    since = duel.event_count
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    tokens = monsters(duel, C)
    assert names(duel, tokens) == ["Ojama Token"] * 3 and monsters(duel, B) == []
    for t in tokens:
        assert int(duel.rec["c_owner"][t]) == A and int(duel.rec["c_ctrl"][t]) == C
        assert int(duel.rec["c_pos"][t]) == K.POS_FACEUP_DEF
    assert [e.a for e in events(duel, since, "special summon")] == [A] * 3
    act(duel, K.A_ACTIVATE + slot(duel, A, "Fissure"))
    designate(duel, C)
    pass_all(duel)
    choose(duel, "Ojama Token")                                 # the lowest ATK: a tie, A chooses
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7700] and len(monsters(duel, C)) == 2
    damage = events(duel, since, "damage")
    assert [(e.a, e.b, e.c) for e in damage] == [(C, 300, A)]
    assert int(duel.rec["dmg_dealt"][A, C]) == 300


def test_ojama_trio_needs_three_free_zones_on_the_designated_opponents_field():
    """R11 (b): only an opponent with room for the 3 tokens may be designated: C, with 3 monsters,
    cannot; with every opponent full, no activation."""
    duel = scenario([player(spells=["Ojama Trio"]), player(), player(monsters=["Battle Ox"] * 3)],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]          # B, the next seat, only
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"] * 3),
                     player(monsters=["Battle Ox"] * 3)], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_ojama_token_destroyed_by_battle_burns_its_controller():
    """B's Battle Ox destroys an Ojama Token that C controls (A's Ojama Trio): C takes 300."""
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"]), player()], auto_answer=False,
                    turn_player=A)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    assert len(monsters(duel, C)) == 3
    end_turn(duel)                                              # B's turn
    while int(duel.rec["phase"]) != K.PHASE_MAIN1:
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    legal = [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_ATTACK + K.ATTACK_TARGETS]
    assert legal
    before = lp(duel)
    assert all("player_2's Ojama Token" in duel.describe_action(a) for a in legal)
    act(duel, legal[0])
    pass_all(duel)
    assert lp(duel)[C] == before[C] - 300 and len(monsters(duel, C)) == 2


def test_b21_an_ojama_token_destroyed_by_battle_at_300_lp_makes_its_controller_lose_at_once():
    """B21: the 300 damage as the token is destroyed at the end of the Damage Step takes C (300 LP)
    to 0: C loses then, credited to A, the token's owner (A-47)."""
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"]), player(lp=300)],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    end_turn(duel)
    while int(duel.rec["phase"]) != K.PHASE_MAIN1:
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    act(duel, next(a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_ATTACK + K.ATTACK_TARGETS))
    pass_all(duel)
    assert not duel.rec["alive"][C] and int(duel.rec["killer"][C]) == A
    assert duel.rec["alive"][A] and duel.rec["alive"][B]
