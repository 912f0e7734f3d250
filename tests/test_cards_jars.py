"""Cyber Jar, Fiber Jar, Exchange of the Spirit, Mirage of Nightmare and Drop Off: each test sets the
card's situation up, uses it and asserts what it did, with 3 players where the text names an opponent or
"both players" (R18, R19: the designated opponent takes part, the third player does not)."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, designate, end_turn, events, grave, hand, monster, monsters, name, names, pass_all,
                      pile, player, prompt, scenario, settle)


def deck(duel, p: int) -> list[int]:
    return pile(duel, p, K.LOC_DECK)


# --- Drop Off: condition "opponent's normal draw" (EVENT_NORMAL_DRAW), HELP, discard_event_card ---------------
def test_r18_drop_off_discards_the_card_an_opponent_drew_for_the_normal_draw():
    """B draws for the normal draw; the draw's response window asks C then A (R25). A activates Drop Off
    (HELP: any opponent of the drawing player, R18) and B discards the card just drawn; C's and A's hands
    are untouched."""
    duel = scenario([player(spells=["Drop Off"], hand=["Gemini Elf"]), player(hand=["Battle Ox"],
                                                                             deck=["Luster Dragon", "Mystical Elf"]),
                     player(hand=["Dark Blade"])], turn_player=B, phase="draw", auto_answer=False)
    assert prompt(duel) == K.PROMPT_PASS and duel.current_player == C
    assert int(duel.rec["win_event"]) == K.EVENT_NORMAL_DRAW
    drawn = int(duel.rec["win_card"])
    assert name(duel, drawn) == "Luster Dragon" and drawn in hand(duel, B)
    act(duel, K.A_PASS)
    assert duel.current_player == A
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Luster Dragon"] and names(duel, hand(duel, B)) == ["Battle Ox"]
    assert events(duel, kind="discard")[-1].b == drawn
    assert names(duel, hand(duel, A)) == ["Gemini Elf"] and names(duel, hand(duel, C)) == ["Dark Blade"]


def test_drop_off_answers_only_an_opponents_draw_and_opens_no_window_without_it():
    """A's own normal draw opens no window for A's Drop Off (no opponent of A drew), and a duel where
    nobody holds such a card has no draw window at all: the turn player's open state comes first."""
    duel = scenario([player(spells=["Drop Off"]), player(), player()], turn_player=A, phase="draw",
                    auto_answer=False)
    assert duel.current_player == A and int(duel.rec["win_event"]) == K.EVENT_NONE
    duel = scenario([player(), player(), player()], turn_player=B, phase="draw", auto_answer=False)
    assert duel.current_player == B and int(duel.rec["win_event"]) == K.EVENT_NONE


# --- Mirage of Nightmare: one trigger on both Standby Phases, draw until_hand + keep_count, discard_random ----
def test_mirage_of_nightmare_draws_to_four_in_opponents_standby_and_discards_as_many_in_its_own():
    """A's face-up Mirage of Nightmare: in B's Standby Phase A (1 card) draws until holding 4 (3 cards, counted on
    the card); in C's A holds 4, so nothing is chained; in A's own Standby Phase A discards 3 cards at random and the
    count is used up. A draws nothing in its own Standby Phase."""
    elves = ["Mystical Elf"] * 8
    duel = scenario([player(spells=[{"card": "Mirage of Nightmare", "face_up": True}], hand=["Gemini Elf"], deck=elves),
                     player(), player()], turn_player=B, phase="draw")
    mirage = int(duel.rec["szone"][A, 0])
    assert duel.current_player == B and len(hand(duel, A)) == 4 and int(duel.rec["c_counter"][mirage]) == 3
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == C and len(hand(duel, A)) == 4 and int(duel.rec["c_counter"][mirage]) == 3
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and duel.current_player == A
    assert len(hand(duel, A)) == 2 and len(grave(duel, A)) == 3          # 4 + the normal draw, less 3 at random
    assert int(duel.rec["c_counter"][mirage]) == 0 and len(deck(duel, A)) == 4
    assert len([e for e in events(duel, kind="discard") if e.a == A]) == 3


def test_mirage_of_nightmare_gone_from_the_field_discards_nothing():
    """The count is kept on the card: once Mirage of Nightmare has left the field, A's Standby Phase discards
    nothing (the known Emergency Provisions play)."""
    duel = scenario([player(spells=[{"card": "Mirage of Nightmare", "face_up": True}], hand=["Gemini Elf"],
                            deck=["Mystical Elf"] * 8), player(hand=["Heavy Storm"]), player()],
                    turn_player=B, phase="draw")
    assert len(hand(duel, A)) == 4
    act(duel, K.A_ACTIVATE + 0)                                            # B's Heavy Storm destroys it
    settle(duel)
    assert "Mirage of Nightmare" in names(duel, grave(duel, A))
    end_turn(duel)
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == A and len(hand(duel, A)) == 5 and len(grave(duel, A)) == 1


# --- Exchange of the Spirit: condition "each graveyard at least" (R19, R11 (b)), swap_deck_and_graveyard -----
def test_r19_exchange_of_the_spirit_swaps_deck_and_graveyard_of_you_and_the_designated_opponent():
    """A and B have 15 cards in the GY, C 14: only B may be designated (R11 (b)). A pays 1000 LP; A's and B's
    Decks and GYs swap (the old Deck cards in the GY, the old GY cards shuffled into the Deck); C's do not."""
    ox, elf = ["Battle Ox"] * 15, ["Mystical Elf"] * 6
    duel = scenario([player(spells=["Exchange of the Spirit"], graveyard=ox, deck=elf),
                     player(graveyard=ox, deck=elf), player(graveyard=["Battle Ox"] * 14, deck=elf)],
                    auto_answer=False)
    olds = {p: (set(deck(duel, p)), set(grave(duel, p))) for p in (A, B, C)}
    act(duel, K.A_ACTIVATE_SET + 0)
    assert prompt(duel) == K.PROMPT_DESIGNATE and K.A_DESIGNATE + 1 not in duel.legal_actions()   # not C
    designate(duel, B)
    pass_all(duel)
    assert int(duel.rec["lp"][A]) == 7000 and int(duel.rec["lp"][B]) == 8000
    for p in (A, B):
        assert set(deck(duel, p)) == olds[p][1] and olds[p][0] <= set(grave(duel, p))
    assert names(duel, grave(duel, A)).count("Exchange of the Spirit") == 1 and len(grave(duel, B)) == 6
    assert (set(deck(duel, C)), set(grave(duel, C))) == olds[C]


def test_exchange_of_the_spirit_needs_fifteen_in_the_activators_graveyard_too():
    duel = scenario([player(spells=["Exchange of the Spirit"], graveyard=["Battle Ox"] * 14),
                     player(graveyard=["Battle Ox"] * 15), player(graveyard=["Battle Ox"] * 15)], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Fiber Jar: zones_to_deck_and_draw (R19: you and the designated opponent) ---------------------------------
def test_r19_fiber_jar_returns_hand_field_and_graveyard_of_you_and_the_designated_opponent_then_both_draw_five():
    """A flips Fiber Jar designating B: every card of A's and B's hands, fields (Fiber Jar itself too) and GYs
    goes back to its owner's Deck, both Decks are shuffled and A and B draw 5; C keeps everything."""
    duel = scenario([player(monsters=[monster("Fiber Jar", "set"), "Battle Ox"], hand=["Gemini Elf"],
                            graveyard=["Dark Blade"], spells=["Drop Off"]),
                     player(monsters=["Luster Dragon"], hand=["Pot of Greed"], graveyard=["Summoned Skull"]),
                     player(monsters=["Mystical Elf"], hand=["Jinzo"], graveyard=["Battle Ox"])])
    owned = {p: len(deck(duel, p)) + len(hand(duel, p)) + len(grave(duel, p)) + len(monsters(duel, p)) for p in (A, B)}
    owned[A] += 1                                                          # Drop Off
    c_before = (monsters(duel, C), hand(duel, C), grave(duel, C))
    act(duel, K.A_FLIP_SUMMON + 0)
    designate(duel, B)
    settle(duel)
    for p in (A, B):
        assert len(hand(duel, p)) == 5 and monsters(duel, p) == [] and grave(duel, p) == []
        assert len(deck(duel, p)) == owned[p] - 5
    assert int(duel.rec["szone"][A, 0]) == -1
    assert (monsters(duel, C), hand(duel, C), grave(duel, C)) == c_before


def test_fiber_jar_destroyed_by_battle_is_not_returned_and_goes_to_the_graveyard():
    """B's Luster Dragon attacks A's face-down Fiber Jar, which is flipped and destroyed by battle; its effect
    (A designates B) resolves in the Damage Step: B's attacker and both hands go to the Decks, but the destroyed
    Fiber Jar waits on the field and goes to A's GY as the Damage Step ends (as ygopro's script leaves battle-
    destroyed monsters out)."""
    duel = scenario([player(monsters=[monster("Fiber Jar", "set")], hand=["Gemini Elf"]),
                     player(monsters=["Luster Dragon"], hand=["Pot of Greed"]), player(hand=["Jinzo"])],
                    turn_player=B, phase="battle")
    jar, dragon = monsters(duel, A)[0], monsters(duel, B)[0]
    act(duel, attack_action(0, 2, 0))                          # A sits 2 seats after B
    designate(duel, B)
    settle(duel)
    assert grave(duel, A) == [jar] and dragon in deck(duel, B) + hand(duel, B) and monsters(duel, B) == []
    assert len(hand(duel, A)) == 5 and len(hand(duel, B)) == 5 and names(duel, hand(duel, C)) == ["Jinzo"]


# --- Cyber Jar: destroy every monster (R10), excavate_summon_rest_to_hand (R19) --------------------------------
def test_r19_cyber_jar_destroys_every_monster_then_you_and_the_designated_opponent_summon_or_add_the_top_five():
    """A flips Cyber Jar designating B: every monster on every field is destroyed (R10: C's too, the Jar too).
    A reveals the top 5 of the Deck: the Level 4 monsters are Special Summoned, each in the position A chooses
    (face-up Attack, or face-down Defense), the Level 6 monster and the Spell go to the hand; then B likewise
    (a Deck of 3: all 3 revealed). C reveals nothing."""
    top = ["Battle Ox", "Summoned Skull", "Pot of Greed", "Gemini Elf", "Mystical Elf", "Dark Blade"]
    duel = scenario([player(monsters=[monster("Cyber Jar", "set"), "Luster Dragon"], deck=top),
                     player(monsters=["Dark Blade"], deck=["Jinzo", "Luster Dragon", "Pot of Greed"]),
                     player(monsters=["Mystical Elf"])])
    act(duel, K.A_FLIP_SUMMON + 0)
    designate(duel, B)
    asked = []
    while prompt(duel) == K.PROMPT_POSITION:
        asked.append(duel.current_player)
        act(duel, K.A_POSITION if len(asked) != 2 else K.A_POSITION + 1)   # the second: face-down Defense
    assert asked == [A, A, A, B]
    assert names(duel, monsters(duel, A)) == ["Battle Ox", "Gemini Elf", "Mystical Elf"]
    positions = sorted(int(duel.rec["c_pos"][m]) for m in monsters(duel, A))
    assert positions == sorted([K.POS_FACEUP_ATK, K.POS_FACEDOWN_DEF, K.POS_FACEUP_ATK])
    assert names(duel, hand(duel, A)) == ["Pot of Greed", "Summoned Skull"] and names(duel, deck(duel, A)) == ["Dark Blade"]
    assert names(duel, monsters(duel, B)) == ["Luster Dragon"] and names(duel, hand(duel, B)) == ["Jinzo", "Pot of Greed"]
    assert names(duel, grave(duel, A)) == ["Cyber Jar", "Luster Dragon"] and names(duel, grave(duel, B)) == ["Dark Blade"]
    assert monsters(duel, C) == [] and names(duel, grave(duel, C)) == ["Mystical Elf"] and hand(duel, C) == []
