"""Ritual Summons (B10; op ``ritual_summon``, core/ritual.py): the Ritual Spells of the pool and
their Ritual Monsters, the Tributes whose Levels total the monster's Level (at least, with none
too many; or exactly), the zone, the summon's properness, and P9's Extra Deck."""
from __future__ import annotations

import pytest

from ygo_royal_env.cards import load_database
from ygo_royal_env.cards.decks import arrange_deck, load_deck
from ygo_royal_env.core import constants as K

from conftest import A, act, candidates, choose, events, grave, hand, monsters, name, names, pass_all, player, scenario

RITUALS = [  # each Ritual Spell of the pool that names one Ritual Monster without other effects, and that monster
    ("Black Magic Ritual", "Magician of Black Chaos"), ("Black Luster Ritual", "Black Luster Soldier"),
    ("Revival of Dokurorider", "Dokurorider"), ("Beastly Mirror Ritual", "Fiend's Mirror"),
    ("War-Lion Ritual", "Super War-Lion"), ("Zera Ritual", "Zera the Mant"), ("Novox's Prayer", "Skull Guardian"),
    ("Javelin Beetle Pact", "Javelin Beetle"), ("Resurrection of Chakra", "Chakra"),
    ("Fortress Whale's Oath", "Fortress Whale"), ("Commencement Dance", "Performance of Sword"),
    ("Hamburger Recipe", "Hungry Burger"), ("Turtle Oath", "Crab Turtle"), ("Garma Sword Oath", "Garma Sword"),
    ("Curse of the Masked Beast", "The Masked Beast"),
]
OF_LEVEL = {6: "Summoned Skull", 7: "Dark Magician", 8: "Blue-Eyes White Dragon"}   # a Normal Monster of that Level


def activate(duel, card: str) -> None:
    act(duel, K.A_ACTIVATE + [name(duel, c) for c in hand(duel, duel.current_player)].index(card))


def can_activate(duel, card: str) -> bool:
    return K.A_ACTIVATE + [name(duel, c) for c in hand(duel, duel.current_player)].index(card) in duel.legal_actions()


def summoned(duel, card: str) -> int:
    (c,) = [m for m in monsters(duel, A) if name(duel, m) == card]
    return c


@pytest.mark.parametrize("spell, monster", RITUALS)
def test_b10_a_ritual_spell_ritual_summons_the_monster_it_names(spell, monster):
    """The Ritual Spell with its monster in the hand and one monster of the same Level on the field:
    the monster is the one offered, its Tribute is the only fit (taken without asking), and it is
    Special Summoned properly in the chosen position. Without the Ritual Monster, or with Tributes
    one Level short, the Spell cannot be activated."""
    level = int(load_database().table["level"][load_database().index_of_name(monster)])
    duel = scenario([player(hand=[spell, monster], monsters=[OF_LEVEL[level]]), player()], auto_answer=False)
    activate(duel, spell)
    pass_all(duel)
    assert candidates(duel) == [monster]
    choose(duel, monster)
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION
    act(duel, K.A_POSITION + 1)
    m = summoned(duel, monster)
    assert duel.rec["c_pos"][m] == K.POS_FACEUP_DEF and duel.rec["c_proper"][m] == 1
    assert names(duel, grave(duel, A)) == sorted([spell, OF_LEVEL[level]])
    assert not can_activate(scenario([player(hand=[spell], monsters=[OF_LEVEL[level]]), player()], auto_answer=False),
                            spell)
    short = scenario([player(hand=[spell, monster], monsters=["Kuriboh", "Battle Ox"]), player()], auto_answer=False)
    assert not can_activate(short, spell)


def test_b10_black_luster_ritual_tributes_from_hand_and_field_one_at_a_time():
    """Black Luster Soldier (Level 8) with Battle Ox on the field and Mystical Elf in the hand: both
    are offered; once one is Tributed the other is the only fit and is taken. Both go to the GY as
    Tributes, then the Ritual Monster arrives."""
    duel = scenario([player(hand=["Black Luster Ritual", "Black Luster Soldier", "Mystical Elf"],
                            monsters=["Battle Ox"]), player(), player()], auto_answer=False)
    activate(duel, "Black Luster Ritual")
    pass_all(duel)
    choose(duel, "Black Luster Soldier")
    assert sorted(candidates(duel)) == ["Battle Ox", "Mystical Elf"]
    choose(duel, "Battle Ox")
    act(duel, K.A_POSITION)
    assert duel.rec["c_pos"][summoned(duel, "Black Luster Soldier")] == K.POS_FACEUP_ATK
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Black Luster Ritual", "Mystical Elf"]
    assert names(duel, [e.b for e in events(duel, kind="tribute")]) == ["Battle Ox", "Mystical Elf"]


def test_b10_no_ritual_tribute_more_than_needed_is_offered():
    """Level 8 with Blue-Eyes White Dragon (8) on the field and Battle Ox, Mystical Elf (4 each) and
    Kuriboh (1) in the hand: Kuriboh is never offered (any set with it has one Tribute too many);
    after Battle Ox, Mystical Elf is the only fit: Blue-Eyes would be one too many."""
    duel = scenario([player(hand=["Black Luster Ritual", "Black Luster Soldier", "Battle Ox", "Mystical Elf",
                                  "Kuriboh"], monsters=["Blue-Eyes White Dragon"]), player()], auto_answer=False)
    activate(duel, "Black Luster Ritual")
    pass_all(duel)
    choose(duel, "Black Luster Soldier")
    assert sorted(candidates(duel)) == ["Battle Ox", "Blue-Eyes White Dragon", "Mystical Elf"]
    choose(duel, "Battle Ox")
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION
    act(duel, K.A_POSITION)
    assert sorted(names(duel, monsters(duel, A))) == ["Black Luster Soldier", "Blue-Eyes White Dragon"]
    assert names(duel, hand(duel, A)) == ["Kuriboh"]


def test_b10_with_no_free_zone_a_ritual_tribute_comes_from_the_field():
    """Five Battle Ox fill A's Monster Zones: after Mystical Elf from the hand, Gemini Elf (hand) is
    not offered (no zone would free up), only a Battle Ox is."""
    duel = scenario([player(hand=["Black Luster Ritual", "Black Luster Soldier", "Mystical Elf", "Gemini Elf"],
                            monsters=["Battle Ox"] * 5), player()], auto_answer=False)
    activate(duel, "Black Luster Ritual")
    pass_all(duel)
    choose(duel, "Black Luster Soldier")
    choose(duel, "Mystical Elf")
    assert candidates(duel) == ["Battle Ox"] * 5
    choose(duel, "Battle Ox")
    act(duel, K.A_POSITION)
    assert summoned(duel, "Black Luster Soldier") >= 0 and len(monsters(duel, A)) == 5


def test_b10_contract_with_the_abyss_summons_a_dark_ritual_monster_with_levels_exactly_equal():
    """Contract with the Abyss: any DARK Ritual Monster (Magician of Black Chaos, not the EARTH Black
    Luster Soldier, which may be a Tribute), Tributes totalling exactly 8: Summoned Skull (6) fits no
    exact set, the two Level 4s do, and so does Black Luster Soldier (8)."""
    duel = scenario([player(hand=["Contract with the Abyss", "Magician of Black Chaos", "Black Luster Soldier",
                                  "Battle Ox", "Mystical Elf"], monsters=["Summoned Skull"]), player()],
                    auto_answer=False)
    activate(duel, "Contract with the Abyss")
    pass_all(duel)
    assert candidates(duel) == ["Magician of Black Chaos"]
    choose(duel, "Magician of Black Chaos")
    assert sorted(candidates(duel)) == ["Battle Ox", "Black Luster Soldier", "Mystical Elf"]
    choose(duel, "Mystical Elf")
    act(duel, K.A_POSITION)
    assert summoned(duel, "Magician of Black Chaos") >= 0 and names(duel, monsters(duel, A)).count("Summoned Skull") == 1
    seven = scenario([player(hand=["Contract with the Abyss", "Magician of Black Chaos", "Kuriboh"],
                             monsters=["Summoned Skull"]), player()], auto_answer=False)
    assert not can_activate(seven, "Contract with the Abyss")      # 6 + 1: not exactly 8


def test_b10_a_ritual_monster_is_revived_only_once_properly_summoned():
    """Magician of Black Chaos discarded to the GY is not offered by Monster Reborn (never Ritual
    Summoned), and from the hand it is neither Normal Summoned nor Set; Black Luster Soldier, Ritual
    Summoned and then destroyed by Dark Hole, is offered."""
    duel = scenario([player(hand=["Black Luster Ritual", "Black Luster Soldier", "Mystical Elf", "Dark Hole",
                                  "Monster Reborn", "Magician of Black Chaos"],
                            monsters=["Battle Ox"], graveyard=["Magician of Black Chaos"]), player()],
                    auto_answer=False)
    h = [name(duel, c) for c in hand(duel, A)].index("Magician of Black Chaos")
    assert K.A_SUMMON + h not in duel.legal_actions() and K.A_SET_MONSTER + h not in duel.legal_actions()
    activate(duel, "Black Luster Ritual")
    pass_all(duel)
    choose(duel, "Black Luster Soldier")
    choose(duel, "Battle Ox")
    act(duel, K.A_POSITION)
    activate(duel, "Dark Hole")
    pass_all(duel)
    activate(duel, "Monster Reborn")
    assert sorted(candidates(duel)) == ["Battle Ox", "Black Luster Soldier", "Mystical Elf"]


def test_p9_a_ritual_monster_of_the_extra_deck_is_ritual_summoned_from_there():
    """P9 "fusion_ritual" (seed 001): Ritual Monsters are in the Extra Deck (Ritual Spells stay in the
    Main Deck), and the Ritual Spell summons from there."""
    db = load_database()
    deck = arrange_deck(load_deck("ritual_summons", db), db, ritual_extra=True)
    assert len(deck.extra) == len(RITUALS) and {db.name(i) for i in deck.extra} == {m for _, m in RITUALS}
    spec = {**player(hand=["Black Luster Ritual", "Battle Ox"], monsters=["Mystical Elf"]),
            "extra": ["Black Luster Soldier"]}
    duel = scenario([spec, player()], auto_answer=False, extra_deck_contents="fusion_ritual")
    activate(duel, "Black Luster Ritual")
    pass_all(duel)
    assert candidates(duel) == ["Black Luster Soldier"]
    choose(duel, "Black Luster Soldier")
    choose(duel, "Battle Ox")
    act(duel, K.A_POSITION)
    assert duel.rec["c_proper"][summoned(duel, "Black Luster Soldier")] == 1
    assert int(duel.rec["pile_n"][A, K.LOC_EXTRA]) == 0
