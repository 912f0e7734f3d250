"""The cards of the beginner decks ``starter_zombie``, ``starter_warrior`` and ``starter_dragon``
(the 408 format's reference decks): each test sets a card's situation up, uses it and asserts
what it did. Cards whose text names an opponent play with three players (R10-R23)."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.statics import cur_atk

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name, names,
                      pass_all, pass_while, pile, player, scenario)


def prompt(duel) -> int:
    return int(duel.rec["pr_kind"])


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


def attack_on(duel, attacker: str, card: str | None, q: int = -1) -> None:
    """The turn player's ``attacker`` attacks the monster named ``card`` (None: player ``q``
    directly)."""
    pass_while(duel, lambda d: prompt(d) != K.PROMPT_BATTLE)
    wanted = f"player_{q} directly" if card is None else f"'s {card}"
    options = [a for a in duel.legal_actions() if duel.describe_action(a).startswith(attacker)
               and wanted in duel.describe_action(a)]
    act(duel, options[0])


def answer_all(duel, limit: int = 200) -> None:
    """Pass every priority window and take the first option of every other prompt until the
    turn player may act again (an idle or battle prompt) or the duel ends."""
    for _ in range(limit):
        k = prompt(duel)
        if duel.done or k in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            return
        act(duel, K.A_PASS if k == K.PROMPT_PASS else duel.legal_actions()[0])
    raise AssertionError("answer_all did not stop")


def answer_until(duel, kind: int, limit: int = 200) -> None:
    """As ``answer_all``, until a prompt of ``kind`` comes up."""
    for _ in range(limit):
        if prompt(duel) == kind:
            return
        act(duel, K.A_PASS if prompt(duel) == K.PROMPT_PASS else duel.legal_actions()[0])
    raise AssertionError("answer_until did not stop")


def deck_names(duel, p: int) -> list[str]:
    return [name(duel, c) for c in pile(duel, p, K.LOC_DECK)]


# --- starter_zombie ----------------------------------------------------------------------------------
def test_r11_book_of_life_revives_a_zombie_and_banishes_a_monster_of_the_designated_opponents_graveyard():
    """A targets the Zombie of A's GY (not the Spellcaster) and designates C: the Zombie is
    Special Summoned, 1 monster of C's GY is banished, B's GY is untouched."""
    duel = scenario([player(hand=["Book of Life"], graveyard=["Armored Zombie", "Mystical Elf"]),
                     player(graveyard=["Battle Ox"]), player(graveyard=["Vorse Raider", "Celtic Guardian"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    assert prompt(duel) == K.PROMPT_TARGET and candidates(duel) == ["Armored Zombie"]
    choose(duel, "Armored Zombie")
    pass_all(duel)
    if prompt(duel) == K.PROMPT_POSITION:
        act(duel, duel.legal_actions()[0])
    assert prompt(duel) == K.PROMPT_CHOOSE and candidates(duel) == ["Celtic Guardian", "Vorse Raider"]
    choose(duel, "Vorse Raider")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Armored Zombie"]
    assert names(duel, pile(duel, C, K.LOC_BANISHED)) == ["Vorse Raider"]
    assert names(duel, grave(duel, B)) == ["Battle Ox"]


def test_r11_book_of_life_needs_a_monster_in_an_opponents_graveyard():
    duel = scenario([player(hand=["Book of Life"], graveyard=["Armored Zombie"]), player(), player()],
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_despair_from_the_dark_discarded_by_an_opponents_card_special_summons_itself():
    """B's Confiscation makes A discard Despair from the Dark: it Special Summons itself to
    A's field (mandatory). C is untouched."""
    duel = scenario([player(hand=["Despair from the Dark", "Battle Ox"]), player(hand=["Confiscation"]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, A)
    pass_all(duel)
    choose(duel, "Despair from the Dark")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Despair from the Dark"]
    assert names(duel, hand(duel, A)) == ["Battle Ox"] and monsters(duel, C) == []


def test_despair_from_the_dark_milled_by_an_opponents_goblin_zombie_and_not_by_its_owners_own_discard():
    """B's Goblin Zombie inflicts battle damage to A: A mills the top card, Despair from the
    Dark, which Special Summons itself. A's own Raigeki Break discarding a Despair (a cost of A's
    own card) does nothing."""
    duel = scenario([player(deck=["Despair from the Dark"] + ["Mystical Elf"] * 4), player(monsters=["Goblin Zombie"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Goblin Zombie", None, A)
    answer_all(duel)
    assert lp(duel)[A] == 8000 - 1100
    assert names(duel, monsters(duel, A)) == ["Despair from the Dark"] and len(pile(duel, A, K.LOC_DECK)) == 4
    duel = scenario([player(hand=["Despair from the Dark"], spells=["Raigeki Break"]),
                     player(monsters=["Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    answer_all(duel)
    assert names(duel, grave(duel, A)) == ["Despair from the Dark", "Raigeki Break"]
    assert monsters(duel, A) == [] and monsters(duel, B) == []


def test_regenerating_mummy_discarded_by_an_opponents_card_returns_to_the_hand():
    duel = scenario([player(hand=["Regenerating Mummy"]), player(hand=["Confiscation"]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, A)
    pass_all(duel)
    choose(duel, "Regenerating Mummy")
    answer_all(duel)
    assert names(duel, hand(duel, A)) == ["Regenerating Mummy"] and grave(duel, A) == []
    assert [name(duel, e.b) for e in events(duel, kind="discard")] == ["Regenerating Mummy"]


def test_regenerating_mummy_discarded_by_its_owners_own_card_stays_in_the_graveyard():
    duel = scenario([player(hand=["Regenerating Mummy"], spells=["Raigeki Break"]), player(monsters=["Battle Ox"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    answer_all(duel)
    assert "Regenerating Mummy" in names(duel, grave(duel, A)) and hand(duel, A) == []


def test_r12_goblin_zombie_mills_the_damaged_player_and_searches_a_zombie_when_it_leaves_the_field():
    """A's Goblin Zombie attacks B directly (3 players): B sends the top card of B's Deck to the
    GY, C's Deck is untouched. Destroyed by battle, it adds a Zombie with 1200 or less DEF from
    A's Deck (not Ryu Kokki, DEF 2000)."""
    duel = scenario([player(monsters=["Goblin Zombie"], deck=["Ryu Kokki", "Goblin Zombie", "Battle Ox"]),
                     player(deck=["Battle Ox", "Celtic Guardian"]), player(deck=["Battle Ox", "Celtic Guardian"])],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Goblin Zombie", None, B)
    answer_all(duel)
    assert lp(duel)[B] == 8000 - 1100
    assert names(duel, grave(duel, B)) == ["Battle Ox"] and deck_names(duel, B) == ["Celtic Guardian"]
    assert deck_names(duel, C) == ["Celtic Guardian", "Battle Ox"]      # the list's first card is the top
    duel = scenario([player(monsters=["Goblin Zombie"], deck=["Ryu Kokki", "Goblin Zombie", "Battle Ox"]),
                     player(monsters=["Vorse Raider"]), player()], phase="battle", auto_answer=False)
    attack_on(duel, "Goblin Zombie", "Vorse Raider")
    answer_until(duel, K.PROMPT_CHOOSE)
    assert candidates(duel) == ["Goblin Zombie"]
    choose(duel, "Goblin Zombie")
    answer_all(duel)
    assert names(duel, hand(duel, A)) == ["Goblin Zombie"]


def test_b7_double_coston_is_two_tributes_for_a_dark_monster_only():
    """With Double Coston alone A may Tribute Summon Despair from the Dark (DARK, Level 8: two
    Tributes), not Blue-Eyes White Dragon (LIGHT)."""
    duel = scenario([player(hand=["Despair from the Dark", "Blue-Eyes White Dragon"], monsters=["Double Coston"]),
                     player(), player()], auto_answer=False)
    assert K.A_SUMMON + slot(duel, A, "Blue-Eyes White Dragon") not in duel.legal_actions()
    act(duel, K.A_SUMMON + slot(duel, A, "Despair from the Dark"))
    assert prompt(duel) == K.PROMPT_TRIBUTE and candidates(duel) == ["Double Coston"]
    choose(duel, "Double Coston")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Despair from the Dark"]
    assert names(duel, grave(duel, A)) == ["Double Coston"]


def test_b7_double_coston_with_another_monster_is_one_tribute_each_when_one_is_left_to_pay():
    """A Level 6 DARK monster needs 1 Tribute: Double Coston pays it; for a Level 8 one, a first
    Tribute of another monster leaves 1 due, which Double Coston pays as 1."""
    duel = scenario([player(hand=["Despair from the Dark"], monsters=["Battle Ox", "Double Coston", "Celtic Guardian"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Battle Ox")
    assert prompt(duel) == K.PROMPT_TRIBUTE
    choose(duel, "Double Coston")
    answer_all(duel)
    assert names(duel, monsters(duel, A)) == ["Celtic Guardian", "Despair from the Dark"]


def test_b13_ryu_kokki_destroys_a_warrior_it_battled_that_the_battle_left_standing():
    """B's Celtic Guardian (Warrior, 1400) attacks A's Ryu Kokki in Defense Position (DEF 2000):
    the attacker survives the battle, then Ryu Kokki's trigger destroys it. Battle Ox (a
    Beast-Warrior) is left alone."""
    duel = scenario([player(monsters=[monster("Ryu Kokki", "def")]), player(monsters=["Celtic Guardian"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Celtic Guardian", "Ryu Kokki")
    answer_all(duel)
    assert lp(duel)[B] == 8000 - 600
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Celtic Guardian"]
    assert [e.c for e in events(duel, kind="destroyed") if name(duel, e.a) == "Celtic Guardian"] == [1]   # an effect
    duel = scenario([player(monsters=[monster("Ryu Kokki", "def")]), player(monsters=["Battle Ox"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack_on(duel, "Battle Ox", "Ryu Kokki")
    answer_all(duel)
    assert names(duel, monsters(duel, B)) == ["Battle Ox"]


# --- starter_warrior ---------------------------------------------------------------------------------
def test_b13_ninja_grandmaster_sasuke_destroys_a_face_up_defense_monster_at_the_start_of_the_damage_step():
    """A's Sasuke (1800) attacks B's face-up Defense Position Mystical Elf (DEF 2000): destroyed at
    the start of the Damage Step, before damage calculation, so A takes no damage."""
    duel = scenario([player(monsters=["Ninja Grandmaster Sasuke"]), player(monsters=[monster("Mystical Elf", "def")]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Ninja Grandmaster Sasuke", "Mystical Elf")
    answer_all(duel)
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Mystical Elf"]
    assert lp(duel) == [8000, 8000, 8000]
    assert [e.c for e in events(duel, kind="destroyed")] == [1]          # by the effect, not by battle


def test_ninja_grandmaster_sasuke_leaves_a_face_down_or_attack_position_monster_to_the_battle():
    duel = scenario([player(monsters=["Ninja Grandmaster Sasuke"]), player(monsters=[monster("Mystical Elf", "set")]),
                     player()], phase="battle", auto_answer=False)
    attack_on(duel, "Ninja Grandmaster Sasuke", "face-down monster (zone 0)")
    answer_all(duel)
    assert names(duel, monsters(duel, B)) == ["Mystical Elf"] and lp(duel)[A] == 8000 - 200
    duel = scenario([player(monsters=["Ninja Grandmaster Sasuke"]), player(monsters=["Vorse Raider"]), player()],
                    phase="battle", auto_answer=False)
    attack_on(duel, "Ninja Grandmaster Sasuke", "Vorse Raider")
    answer_all(duel)
    assert monsters(duel, A) == [] and names(duel, monsters(duel, B)) == ["Vorse Raider"]


def test_raigeki_break_discards_a_card_to_destroy_any_card_on_the_field():
    """A discards 1 card as the cost and targets C's Set card among every player's cards on the
    field; without a card in hand it cannot be activated."""
    duel = scenario([player(hand=["Battle Ox"], spells=["Raigeki Break"]), player(monsters=["Vorse Raider"]),
                     player(spells=["Mystical Space Typhoon"])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    answer_until(duel, K.PROMPT_TARGET)
    assert sorted(candidates(duel)) == ["Mystical Space Typhoon", "Vorse Raider"]
    choose(duel, "Mystical Space Typhoon")
    answer_all(duel)
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Raigeki Break"]
    assert names(duel, grave(duel, C)) == ["Mystical Space Typhoon"] and names(duel, monsters(duel, B)) == ["Vorse Raider"]
    duel = scenario([player(spells=["Raigeki Break"]), player(monsters=["Vorse Raider"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
