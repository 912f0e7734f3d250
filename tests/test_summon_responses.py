"""Responses to Summons beyond the Normal Summon (B16, B10, B8, R18, R12): a Special Summon made by
a resolving chain gets a response window when it was the last thing that happened in that chain
("when ... Summons" Traps: Bottomless Trap Hole, Torrential Tribute), after the chain's triggers
(B17); Trap Hole (Normal or Flip Summons only) and Solemn Judgment (a Summon's attempt only)
never answer it; a Flip Summon has the window of its attempt; Ancient Lamp Special Summons La
Jinn from the hand. Each in a 3+ player duel."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, asked, candidates, choose, events, grave, hand, monster, monsters, name, names,
    pass_all, pass_until, player, scenario)


def set_cards(duel) -> list[int]:
    """The Set cards the deciding player may activate now."""
    return [a for a in duel.legal_actions() if K.A_ACTIVATE_SET <= a < K.A_ACTIVATE_MONSTER]


def answers(duel) -> dict[int, list[int]]:
    """Pass through a response window, recording what each asked player could activate from
    their Set cards; returns {player: actions} in the order asked."""
    seen: dict[int, list[int]] = {}
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        seen.setdefault(duel.current_player, set_cards(duel))
        act(duel, K.A_PASS)
    return seen


def reborn(duel, card: str) -> None:
    """A activates Monster Reborn (hand slot 0) on ``card``; everyone passes; face-up Attack."""
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, card)
    pass_all(duel)
    act(duel, K.A_POSITION)


def after_last_resolution(duel) -> int:
    """The event index just after the last link began to resolve."""
    evs = events(duel)
    return max(i for i, e in enumerate(evs) if e.kind == "resolve") + 1


def banished(duel, p: int) -> list[str]:
    n = int(duel.rec["pile_n"][p, K.LOC_BANISHED])
    return names(duel, duel.rec["pile"][p, K.LOC_BANISHED, :n])


# --- B16: the window after the chain -----------------------------------------------------------
def test_b16_r18_bottomless_trap_hole_answers_a_monster_reborn_summon_that_was_the_last_thing():
    """A's Monster Reborn (Chain Link 1) Special Summons Blue-Eyes: the Summon is the last thing
    of the chain, so a window follows (R25: the others from next(A), then A). B's Bottomless
    Trap Hole ("Summons") may answer it, C's Trap Hole ("Normal or Flip Summons") may not, and
    A's own Bottomless Trap Hole may not (R18: only an opponent of the summoner). B's banishes
    Blue-Eyes."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Blue-Eyes White Dragon"],
                            spells=["Bottomless Trap Hole"]),
                     player(spells=["Bottomless Trap Hole"]), player(spells=["Trap Hole"])],
                    auto_answer=False, banlist=None)
    reborn(duel, "Blue-Eyes White Dragon")
    (blue_eyes,) = monsters(duel, A)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.current_player == B
    assert duel.rec["win_event"] == K.EVENT_SPECIAL_SUMMON and duel.rec["win_card"] == blue_eyes
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    seen = answers(duel)             # R26, R28: the target's controller first, then C, then B's final decision
    assert list(seen) == [A, C, B] and seen[C] == [] and seen[A] == []
    assert monsters(duel, A) == [] and banished(duel, A) == ["Blue-Eyes White Dragon"]
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A


def test_b16_trap_hole_alone_opens_no_window_after_an_effect_special_summon():
    """Trap Hole answers only Normal and Flip Summons: with nothing else Set, Monster Reborn's
    Summon opens no window (nobody is asked: no extra prompt), and A is back at the Main Phase."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Blue-Eyes White Dragon"]),
                     player(spells=["Trap Hole"]), player(spells=["Trap Hole"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Blue-Eyes White Dragon")
    pass_all(duel)
    since = len(duel.events())
    act(duel, K.A_POSITION)
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A
    assert asked(duel, since, K.PROMPT_PASS) == []
    assert names(duel, monsters(duel, A)) == ["Blue-Eyes White Dragon"] and duel.rec["win_event"] == K.EVENT_NONE


def test_b16_a_special_summon_by_chain_link_2_is_not_the_last_thing_and_gets_no_window():
    """A's Pot of Greed (Chain Link 1); B chains Call of the Haunted, Special Summoning Blue-Eyes
    (Chain Link 2). Link 1 resolves after the Summon (A draws), so the Summon is not the last
    thing: C's Bottomless Trap Hole misses it, and no window opens."""
    duel = scenario([player(hand=["Pot of Greed"]),
                     player(graveyard=["Blue-Eyes White Dragon"], spells=["Call of the Haunted"]),
                     player(spells=["Bottomless Trap Hole"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_until(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Blue-Eyes White Dragon")
    pass_all(duel)                                      # Call of the Haunted: Attack Position, no prompt
    assert names(duel, monsters(duel, B)) == ["Blue-Eyes White Dragon"] and len(hand(duel, A)) == 2
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A
    assert asked(duel, after_last_resolution(duel), K.PROMPT_PASS) == []


@pytest.mark.parametrize("destroy", [True, False])
def test_b16_magical_dimensions_then_destroy_makes_its_summon_not_the_last_thing(destroy):
    """Magical Dimension (Chain Link 1) Tributes, Special Summons Dark Magician, "then you can
    destroy": if A destroys B's Luster Dragon, the destruction is the last thing and C's
    Bottomless Trap Hole misses the Summon (no window); if A declines, the Summon is the last
    thing and C may answer it."""
    duel = scenario([player(hand=["Magical Dimension", "Dark Magician"], monsters=["Mystical Elf", "Battle Ox"]),
                     player(monsters=["Luster Dragon"]), player(spells=["Bottomless Trap Hole"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    choose(duel, "Battle Ox")
    choose(duel, "Dark Magician")
    act(duel, K.A_POSITION)
    if destroy:
        choose(duel, "Luster Dragon")
        assert duel.rec["pr_kind"] == K.PROMPT_IDLE and monsters(duel, B) == []
        assert asked(duel, after_last_resolution(duel), K.PROMPT_PASS) == []
    else:
        act(duel, K.A_PASS)
        pass_until(duel, C)
        assert duel.rec["win_event"] == K.EVENT_SPECIAL_SUMMON and set_cards(duel) == [K.A_ACTIVATE_SET + 0]
        act(duel, K.A_ACTIVATE_SET + 0)
        pass_all(duel)
        assert banished(duel, A) == ["Dark Magician"] and names(duel, monsters(duel, B)) == ["Luster Dragon"]


def test_b16_torrential_tribute_answers_a_fusion_summon():
    """Polymerization's Fusion Summon (B10) is an effect's Special Summon, the last thing of its
    chain: Torrential Tribute ("a monster is Summoned", anyone's) answers it and destroys every
    monster on the field."""
    duel = scenario([{**player(hand=["Polymerization", "Etoile Cyber"], monsters=["Blade Skater"]),
                      "extra": ["Cyber Blader"]},
                     player(monsters=["Luster Dragon"]), player(spells=["Torrential Tribute"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    choose(duel, "Cyber Blader")
    act(duel, K.A_POSITION)
    pass_until(duel, C)
    assert set_cards(duel) == [K.A_ACTIVATE_SET + 0]
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert monsters(duel, A) == [] and monsters(duel, B) == []
    assert "Cyber Blader" in [name(duel, e.b) for e in events(duel, kind="special summon")]


def test_b17_b16_the_summons_triggers_are_chained_first_and_the_window_answers_both():
    """Monster Reborn Special Summons Green Gadget: its optional trigger (B17) is chained first,
    and in the response window of that chain B's Torrential Tribute may still answer the Summon.
    It resolves first (every monster destroyed); the search resolves after (Red Gadget)."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Green Gadget"], deck=["Red Gadget"]),
                     player(spells=["Torrential Tribute"]), player(monsters=["Luster Dragon"])],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Green Gadget")
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.current_player == B and duel.rec["ch_n"] == 1
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    choose(duel, "Red Gadget")
    assert monsters(duel, A) == monsters(duel, C) == [] and names(duel, hand(duel, A)) == ["Red Gadget"]
    assert [name(duel, e.a) for e in events(duel, kind="resolve")][-2:] == ["Torrential Tribute", "Green Gadget"]


# --- B16: negation of Summons ---------------------------------------------------------------------
def test_b16_solemn_judgment_cannot_negate_an_effects_special_summon():
    """Solemn Judgment negates a Summon only in the window of its attempt; an effect's Special
    Summon has none. B may negate Monster Reborn's activation (the Spell), but once it resolves,
    Blue-Eyes is summoned: in the window C's Bottomless Trap Hole opens, B's Solemn Judgment is
    not offered."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Blue-Eyes White Dragon"]),
                     player(spells=["Solemn Judgment"]), player(spells=["Bottomless Trap Hole"])],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Blue-Eyes White Dragon")
    assert duel.current_player == B and set_cards(duel) == [K.A_ACTIVATE_SET + 0]   # the activation: negatable
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert duel.rec["win_event"] == K.EVENT_SPECIAL_SUMMON
    seen = answers(duel)
    assert seen == {B: [], C: [K.A_ACTIVATE_SET + 0], A: []}
    assert names(duel, monsters(duel, A)) == ["Blue-Eyes White Dragon"] and events(duel, kind="negated") == []


def test_b8_b16_solemn_judgment_negates_a_flip_summon_in_its_attempt():
    """B8, B16: a Flip Summon is attempted first; Solemn Judgment ("a monster would be Summoned")
    negates it: Magician of Faith is destroyed, never Flip Summoned (no event), and its Flip
    Effect does not activate."""
    duel = scenario([player(monsters=[monster("Magician of Faith", "set")], graveyard=["Pot of Greed"]),
                     player(spells=["Solemn Judgment"]), player()], auto_answer=False, banlist=None)
    act(duel, K.A_FLIP_SUMMON + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and duel.rec["win_event"] == K.EVENT_SUMMON_ATTEMPT
    pass_until(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert monsters(duel, A) == [] and names(duel, grave(duel, A)) == ["Magician of Faith", "Pot of Greed"]
    assert events(duel, kind="flip summon") == [] and hand(duel, A) == []
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A


def test_b8_a_flip_summon_nobody_can_negate_asks_nobody_in_its_attempt():
    """Without a Solemn Judgment no attempt window opens: the Flip Summon succeeds, its Flip
    Effect activates, and its window (R25) follows."""
    duel = scenario([player(monsters=[monster("Magician of Faith", "set")], graveyard=["Pot of Greed"]),
                     player(spells=["Trap Hole"]), player()], auto_answer=False, banlist=None)
    act(duel, K.A_FLIP_SUMMON + 0)
    assert [name(duel, e.b) for e in events(duel, kind="flip summon")] == ["Magician of Faith"]
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER


# --- Ancient Lamp (R12): its first effect ---------------------------------------------------------
LA_JINN = "La Jinn the Mystical Genie of the Lamp"


def test_r12_ancient_lamp_special_summons_la_jinn_from_the_hand_and_bottomless_answers_it():
    """Face-up Ancient Lamp's Ignition Effect Special Summons La Jinn, and only La Jinn (not
    another Level 4 monster), from A's hand; an effect's Special Summon, so C's Bottomless Trap
    Hole may answer it (1800 ATK) and banishes it."""
    duel = scenario([player(hand=[LA_JINN, "Mystical Elf"], monsters=["Ancient Lamp"]), player(),
                     player(spells=["Bottomless Trap Hole"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == [LA_JINN]
    choose(duel, LA_JINN)
    act(duel, K.A_POSITION)
    assert names(duel, monsters(duel, A)) == ["Ancient Lamp", LA_JINN]
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Ancient Lamp"] and banished(duel, A) == [LA_JINN]


def test_summon_from_hand_card_must_name_a_card_of_the_database():
    text = ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
            'ops = [{op="summon_from_hand", card="Nobody"}]\n')
    with pytest.raises(EffectDataError, match="card 3 \\(Test Monster\\): effect 1: op 1: card must name a card"):
        parse_effects(text, {3: ("Test Monster", 0, 1)}.get)


def test_r12_ancient_lamp_needs_la_jinn_in_hand_and_to_be_face_up_and_has_no_turn_limit():
    """The effect needs a La Jinn in hand and a face-up Ancient Lamp (not Set); the 2006 text
    sets no limit a turn, so a second La Jinn follows in the same turn."""
    set_lamp = scenario([player(hand=[LA_JINN], monsters=[monster("Ancient Lamp", "set")]), player(), player()],
                        auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 not in set_lamp.legal_actions()
    no_jinn = scenario([player(hand=["Mystical Elf"], monsters=["Ancient Lamp"]), player(), player()],
                       auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 not in no_jinn.legal_actions()
    duel = scenario([player(hand=[LA_JINN, LA_JINN], monsters=["Ancient Lamp"]), player(), player(), player()],
                    auto_answer=False)
    for _ in range(2):
        act(duel, K.A_ACTIVATE_MONSTER + 0)
        pass_all(duel)
        choose(duel, LA_JINN)
        act(duel, K.A_POSITION + 1)
        assert duel.rec["pr_kind"] == K.PROMPT_IDLE                    # nobody could answer: no window
    assert names(duel, monsters(duel, A)) == ["Ancient Lamp", LA_JINN, LA_JINN] and hand(duel, A) == []
    assert [name(duel, e.b) for e in events(duel, kind="special summon")] == [LA_JINN, LA_JINN]


# --- R22: Rivalry of Warlords and a Tribute Summon --------------------------------------------------
def test_r22f_under_rivalry_of_warlords_a_tribute_summon_is_judged_after_its_tributes_leave():
    """T-R22f: A keeps Spellcasters (face-up Mystical Elf). Curse of Dragon (a Dragon, 1 Tribute)
    may be Tribute Summoned because its Tribute takes Mystical Elf: the tribute prompt offers
    only it, not the Set monster (whose Type is unseen). Luster Dragon (no Tribute) may not be
    Normal Summoned, only Set."""
    duel = scenario([player(spells=[{"card": "Rivalry of Warlords", "face_up": True}],
                            monsters=["Mystical Elf", monster("Battle Ox", "set")],
                            hand=["Curse of Dragon", "Luster Dragon"]),
                     player(), player()], auto_answer=False)
    legal = duel.legal_actions()
    assert K.A_SUMMON + 1 not in legal and K.A_SET_MONSTER + 1 in legal
    act(duel, K.A_SUMMON + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIBUTE and candidates(duel) == ["Mystical Elf"]
    choose(duel, "Mystical Elf")
    assert names(duel, monsters(duel, A)) == ["Battle Ox", "Curse of Dragon"]
    assert names(duel, grave(duel, A)) == ["Mystical Elf"]
    assert [name(duel, e.b) for e in events(duel, kind="summon")] == ["Curse of Dragon"]
