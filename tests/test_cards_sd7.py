"""The cards of Structure Deck 7 (Invincible Fortress): each test sets the card's situation up, uses it and
asserts what it did. Cards that name an opponent are played with 3 players (R10-R23): the designated or
damaged opponent is reached, the third player is not."""
from __future__ import annotations

from ygo_royal_env.cards.constants import MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, grave, hand, modifier_rows, monster, monsters,
                      names, pile, pass_all, player, scenario)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def pos(duel, c: int) -> int:
    return int(duel.rec["c_pos"][c])


def flip_summon(duel, zone: int = 0) -> None:
    """Flip Summon A's Set monster in ``zone`` and pass until its trigger asks (chained, or designating)."""
    act(duel, K.A_FLIP_SUMMON + zone)
    for _ in range(30):
        if duel.rec["pr_kind"] in (K.PROMPT_TRIGGER, K.PROMPT_DESIGNATE, K.PROMPT_TARGET):
            break
        act(duel, K.A_PASS)
    if duel.rec["pr_kind"] == K.PROMPT_TRIGGER:
        act(duel, K.A_SELECT)


# --- the turn-set monsters: "once per turn, change this card to face-down Defense Position" -------------------
def test_moai_interceptor_cannons_turns_itself_face_down_once_per_turn():
    duel = scenario([player(monsters=["Moai Interceptor Cannons"]), player()], auto_answer=False)
    moai = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    pass_all(duel)
    assert pos(duel, moai) == K.POS_FACEDOWN_DEF
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()      # face-down: no effect to activate


def test_r11_guardian_sphinx_flip_summoned_returns_every_monster_of_the_designated_opponent():
    """Flip Summoned, Guardian Sphinx designates B (R11): both of B's monsters go to B's hand; C's stays."""
    duel = scenario([player(monsters=[monster("Guardian Sphinx", "set")]),
                     player(monsters=["Battle Ox", monster("Mystical Elf", "set")]),
                     player(monsters=["Dark Blade"])], auto_answer=False)
    flip_summon(duel)
    designate(duel, B)
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, hand(duel, B)) == ["Battle Ox", "Mystical Elf"]
    assert names(duel, monsters(duel, C)) == ["Dark Blade"]
    act(duel, K.A_ACTIVATE_MONSTER + 0)                                # then face-down again, once this turn
    pass_all(duel)
    assert pos(duel, monsters(duel, A)[0]) == K.POS_FACEDOWN_DEF


def test_r11_golem_sentry_and_guardian_statue_return_one_monster_of_the_designated_opponent():
    for card in ("Golem Sentry", "Guardian Statue"):
        duel = scenario([player(monsters=[monster(card, "set")]), player(monsters=["Battle Ox", "Mystical Elf"]),
                         player(monsters=["Dark Blade"])], auto_answer=False)
        flip_summon(duel)
        designate(duel, B)
        assert candidates(duel) == ["Battle Ox", "Mystical Elf"]     # only B's monsters
        choose(duel, "Mystical Elf")
        pass_all(duel)
        assert names(duel, hand(duel, B)) == ["Mystical Elf"] and names(duel, monsters(duel, B)) == ["Battle Ox"]
        assert names(duel, monsters(duel, C)) == ["Dark Blade"]


def test_r11_medusa_worm_flip_summoned_destroys_one_monster_of_the_designated_opponent():
    duel = scenario([player(monsters=[monster("Medusa Worm", "set")]), player(monsters=["Battle Ox"]),
                     player(monsters=["Dark Blade"])], auto_answer=False)
    flip_summon(duel)
    designate(duel, C)
    assert candidates(duel) == ["Dark Blade"]
    choose(duel, "Dark Blade")
    pass_all(duel)
    assert names(duel, grave(duel, C)) == ["Dark Blade"] and names(duel, monsters(duel, B)) == ["Battle Ox"]


# --- Hieracosphinx: its controller's face-down Defense Position monsters cannot be attack targets -------------
def test_hieracosphinx_shields_its_controllers_face_down_monsters_only():
    """A attacks: B's Set Mystical Elf is no target while Hieracosphinx is face-up (Hieracosphinx is); C's Set
    monster is (only its controller's are shielded)."""
    duel = scenario([player(monsters=["Gemini Elf"]), player(monsters=["Hieracosphinx", monster("Mystical Elf", "set")]),
                     player(monsters=[monster("Dark Blade", "set")])], phase="battle", auto_answer=False)
    legal = duel.legal_actions()
    assert attack_action(0, 1, 0) in legal and attack_action(0, 1, 1) not in legal
    assert attack_action(0, 2, 0) in legal


# --- Stone Statue of the Aztecs / Canyon: the attacking player takes double battle damage ---------------------
def test_stone_statue_of_the_aztecs_doubles_the_attackers_battle_damage():
    """B's Dark Blade (1800) attacks C's Defense Position Stone Statue (DEF 2000): B takes 400, not 200."""
    duel = scenario([player(), player(monsters=["Dark Blade"]),
                     player(monsters=[monster("Stone Statue of the Aztecs", "def")])], turn_player=B, phase="battle")
    act(duel, attack_action(0, 1, 0))
    pass_all(duel)
    assert lp(duel) == [8000, 7600, 8000]


def test_r10_canyon_doubles_the_battle_damage_of_an_attack_on_any_defense_position_rock_monster():
    """A's Canyon: B's Dark Blade (1800) attacks C's Defense Position Guardian Sphinx (Rock, DEF 2400): B takes
    1200, not 600. Against a Defense Position Mystical Elf (Spellcaster, DEF 2000) it takes 200."""
    for target, loss in (("Guardian Sphinx", 1200), ("Mystical Elf", 200)):
        a = player()
        a["field"] = "Canyon"
        duel = scenario([a, player(monsters=["Dark Blade"]), player(monsters=[monster(target, "def")])],
                        turn_player=B, phase="battle")
        act(duel, attack_action(0, 1, 0))
        pass_all(duel)
        assert lp(duel) == [8000, 8000 - loss, 8000]


# --- Magical Mallet: any number of cards from the hand shuffled into the Deck, then that many drawn ----------
def test_magical_mallet_returns_any_number_of_cards_and_draws_as_many():
    deck = ["Celtic Guardian"] * 5
    duel = scenario([player(hand=["Magical Mallet", "Battle Ox", "Dark Blade", "Mystical Elf"], deck=deck), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert K.A_PASS not in duel.legal_actions()                      # the first card is due
    choose(duel, "Battle Ox")
    choose(duel, "Dark Blade")
    act(duel, K.A_PASS)                                              # keeps Mystical Elf
    pass_all(duel)
    left = names(duel, hand(duel, A))                                # 2 returned (shuffled in), 2 drawn
    assert len(left) == 3 and "Mystical Elf" in left and len(pile(duel, A, K.LOC_DECK)) == 5
    alone = scenario([player(hand=["Magical Mallet"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in alone.legal_actions()              # nothing else in hand


# --- Robbin' Goblin: the opponent a monster of its controller inflicted battle damage to discards at random -----
def test_r12_robbin_goblin_makes_the_damaged_opponent_discard_one_card_at_random():
    """A's face-up Robbin' Goblin: A's Dark Blade attacks C directly, so C (R12: the damaged player) discards 1
    card at random; B, with a hand too, keeps it."""
    duel = scenario([player(monsters=["Dark Blade"], spells=["Robbin' Goblin"]), player(hand=["Battle Ox"]),
                     player(hand=["Mystical Elf", "Celtic Guardian"])], phase="main1")
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    act(duel, attack_action(0, 2, 7))
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 6200]
    assert len(hand(duel, C)) == 1 and len(grave(duel, C)) == 1 and len(hand(duel, B)) == 1


def stats(duel, c: int) -> tuple[int, int]:
    table = duel.db.table
    return int(cur_atk(duel.rec, table, int(c))), int(cur_def(duel.rec, table, int(c)))


def answer_until(duel, kind: int, limit: int = 60) -> None:
    """Pass windows and take the first choice of other prompts until a prompt of ``kind`` asks."""
    for _ in range(limit):
        if int(duel.rec["pr_kind"]) == kind:
            return
        act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    raise AssertionError(f"prompt {kind} did not come")


# --- Great Spirit: Flip Summoned, 1 face-up EARTH monster's original ATK and DEF switched this turn ----------
def test_r10_great_spirit_switches_the_original_stats_of_a_face_up_earth_monster_on_any_field():
    duel = scenario([player(monsters=[monster("Great Spirit", "set")]), player(monsters=["Giant Soldier of Stone"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    flip_summon(duel)
    assert candidates(duel) == ["Giant Soldier of Stone", "Great Spirit"]    # EARTH, any field; not Mystical Elf
    choose(duel, "Giant Soldier of Stone")
    pass_all(duel)
    soldier = monsters(duel, B)[0]
    assert stats(duel, soldier) == (2000, 1300)
    end_turn(duel)
    assert stats(duel, soldier) == (1300, 2000)                       # until the end of the turn


# --- Sand Moth: destroyed face-down by an effect, it comes back with its ATK and DEF switched ------------------
def test_sand_moth_destroyed_face_down_by_an_effect_returns_with_its_original_stats_switched():
    duel = scenario([player(hand=["Dark Hole"]), player(monsters=[monster("Sand Moth", "set")]), player()],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    answer_until(duel, K.PROMPT_POSITION)
    assert duel.current_player == B
    act(duel, K.A_POSITION)
    pass_all(duel)
    moth = monsters(duel, B)[0]
    assert names(duel, [moth]) == ["Sand Moth"] and stats(duel, moth) == (2000, 1000)
    duel = scenario([player(hand=["Dark Hole"]), player(monsters=["Sand Moth"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, grave(duel, B)) == ["Sand Moth"]    # face-up: it stays there


# --- Maharaghi: a Spirit that looks at the top card of the Deck as it is summoned ----------------------------
def test_maharaghi_looks_at_the_top_card_puts_it_at_the_bottom_and_returns_to_the_hand():
    duel = scenario([player(hand=["Maharaghi"], deck=["Battle Ox", "Dark Blade", "Mystical Elf"]), player()],
                    auto_answer=False)
    top = pile(duel, A, K.LOC_DECK)[-1]
    act(duel, K.A_SUMMON + 0)
    answer_until(duel, K.PROMPT_CHOOSE)
    assert duel.rec["pr_ncand"] == 1 and int(duel.rec["pr_cand"][0]) == top and K.A_PASS in duel.legal_actions()
    act(duel, K.A_SELECT)                                            # to the bottom
    pass_all(duel)
    assert pile(duel, A, K.LOC_DECK)[0] == top
    end_turn(duel)
    assert names(duel, hand(duel, A)) == ["Maharaghi"]                # the Spirit's return


# --- Criosphinx: the owner of a monster returned from the field to the hand discards 1 card ------------------
def test_r12_criosphinx_makes_the_owner_of_a_returned_monster_discard():
    """A's Golem Sentry returns C's Battle Ox: C (its owner, R12) discards 1 card of their choice; B does not."""
    duel = scenario([player(monsters=["Criosphinx", monster("Golem Sentry", "set")]),
                     player(hand=["Dark Blade"], monsters=["Mystical Elf"]),
                     player(hand=["Celtic Guardian"], monsters=["Battle Ox"])], auto_answer=False)
    flip_summon(duel, 1)
    designate(duel, C)
    choose(duel, "Battle Ox")
    answer_until(duel, K.PROMPT_DISCARD)
    assert duel.current_player == C
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    assert names(duel, hand(duel, C)) == ["Battle Ox"] and names(duel, grave(duel, C)) == ["Celtic Guardian"]
    assert names(duel, hand(duel, B)) == ["Dark Blade"]


# --- Exxod, Master of The Guard: summoned by Tributing a "Sphinx"; each EARTH Flip Summon burns 1000 ----------
def test_r11_exxod_is_summoned_by_tributing_a_sphinx_and_burns_when_an_earth_monster_is_flip_summoned():
    duel = scenario([player(hand=["Exxod, Master of The Guard"],
                            monsters=["Criosphinx", "Battle Ox", monster("Giant Soldier of Stone", "set")]),
                     player(), player()], auto_answer=False)
    assert K.A_SUMMON + 0 not in duel.legal_actions() and K.A_SET_MONSTER + 0 not in duel.legal_actions()
    act(duel, K.A_PROCEDURE + 0)
    assert candidates(duel) == ["Criosphinx"]                        # "sphinx" in its name; not Battle Ox
    choose(duel, "Criosphinx")
    answer_until(duel, K.PROMPT_POSITION)
    act(duel, K.A_POSITION + 1)
    pass_all(duel)
    assert "Exxod, Master of The Guard" in names(duel, monsters(duel, A))
    assert names(duel, grave(duel, A)) == ["Criosphinx"]
    flip_summon(duel, 2)                                             # Giant Soldier of Stone: EARTH
    designate(duel, C)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7000]
    alone = scenario([player(hand=["Exxod, Master of The Guard"], monsters=["Battle Ox"]), player()])
    assert K.A_PROCEDURE + 0 not in alone.legal_actions()


# --- Megarock Dragon: summoned by banishing Rock monsters from the GY, 700 ATK/DEF each ----------------------
def test_megarock_dragon_banishes_any_number_of_rock_monsters_for_700_atk_and_def_each():
    duel = scenario([player(hand=["Megarock Dragon"], graveyard=["Giant Soldier of Stone", "Sand Moth",
                                                                   "Golem Sentry", "Battle Ox"]), player()],
                    auto_answer=False)
    act(duel, K.A_PROCEDURE + 0)
    assert candidates(duel) == ["Giant Soldier of Stone", "Golem Sentry", "Sand Moth"]   # Rock only
    assert K.A_PASS not in duel.legal_actions()                      # one is due
    choose(duel, "Sand Moth")
    choose(duel, "Golem Sentry")
    act(duel, K.A_PASS)                                              # two are enough
    act(duel, K.A_POSITION)
    pass_all(duel)
    dragon = monsters(duel, A)[0]
    assert stats(duel, dragon) == (1400, 1400)
    assert sorted(names(duel, pile(duel, A, K.LOC_BANISHED))) == ["Golem Sentry", "Sand Moth"]
    empty = scenario([player(hand=["Megarock Dragon"], graveyard=["Battle Ox"]), player()])
    assert K.A_PROCEDURE + 0 not in empty.legal_actions()


def test_megarock_dragon_turned_face_down_has_its_printed_stats_again():
    """Its original ATK and DEF are 700 per banished monster while it stays face-up (MOD_ORIGINAL_ATK/DEF rows):
    A's Book of Moon, in the window after the summon, turns it face-down and they lapse ('?' counts as 0)."""
    duel = scenario([player(hand=["Megarock Dragon", "Book of Moon"], graveyard=["Sand Moth"]), player()])
    act(duel, K.A_PROCEDURE + 0)                                     # Sand Moth banished: the only Rock
    act(duel, K.A_POSITION)
    dragon = monsters(duel, A)[0]
    assert stats(duel, dragon) == (700, 700) and modifier_rows(duel, MOD_ORIGINAL_ATK, dragon) == [(A, 700, int(duel.rec["turn"]))]
    act(duel, K.A_ACTIVATE + 0)                                      # Book of Moon on the Dragon
    assert int(duel.rec["c_pos"][dragon]) == K.POS_FACEDOWN_DEF and stats(duel, dragon) == (0, 0)
    assert modifier_rows(duel, MOD_ORIGINAL_ATK, dragon) == [] and modifier_rows(duel, MOD_ORIGINAL_DEF, dragon) == []


# --- Ordeal of a Traveler: the attacking player guesses a random card's kind; wrong, the attacker goes back ---
def test_r12_ordeal_of_a_traveler_returns_the_attacker_when_the_attacking_player_guesses_wrong():
    a = player(hand=["Battle Ox"], spells=[{"card": "Ordeal of a Traveler", "face_up": True}])
    duel = scenario([a, player(monsters=["Dark Blade"]), player()], turn_player=B, phase="battle",
                    auto_answer=False)
    act(duel, attack_action(0, 2, 7))                                # B attacks A directly
    answer_until(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A
    act(duel, K.A_SELECT)
    answer_until(duel, K.PROMPT_DECLARE)
    assert duel.current_player == B                                  # R12: the attacking player guesses
    act(duel, K.A_SELECT + 1)                                        # "Spell": A holds only a monster
    pass_all(duel)
    assert monsters(duel, B) == [] and names(duel, hand(duel, B)) == ["Dark Blade"]
    assert lp(duel) == [8000, 8000, 8000]


# --- Shifting Shadows: 300 LP, its controller's face-down monsters change zones at random --------------------
def test_shifting_shadows_pays_300_to_shuffle_its_controllers_set_monsters_once_per_turn():
    a = player(monsters=[monster("Battle Ox", "set"), monster("Dark Blade", "set"), monster("Mystical Elf", "set")],
               spells=[{"card": "Shifting Shadows", "face_up": True}])
    seen = set()
    for seed in range(6):
        duel = scenario([a, player()], auto_answer=False, seed=seed)
        before = sorted(monsters(duel, A))
        act(duel, K.A_ACTIVATE_SET + 0)
        pass_all(duel)
        assert lp(duel)[A] == 7700 and sorted(monsters(duel, A)) == before
        order = [int(duel.rec["mzone"][A, z]) for z in range(3)]
        assert [int(duel.rec["c_seq"][m]) for m in order] == [0, 1, 2]
        seen.add(tuple(order))
        assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()      # once per turn
    assert len(seen) > 1                                             # the order is dealt at random
    one = scenario([player(monsters=[monster("Battle Ox", "set"), "Dark Blade"],
                           spells=[{"card": "Shifting Shadows", "face_up": True}]), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in one.legal_actions()            # 2 face-down monsters needed


# --- Ultimate Offering: 500 LP for 1 more Normal Summon or Set this turn -------------------------------------
def test_ultimate_offering_pays_500_for_one_more_normal_summon_in_its_controllers_main_phase():
    a = player(hand=["Battle Ox", "Dark Blade"], spells=[{"card": "Ultimate Offering", "face_up": True}])
    duel = scenario([a, player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert K.A_SUMMON + 0 not in duel.legal_actions()                # the turn's Normal Summon is used
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert lp(duel)[A] == 7500
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert len(monsters(duel, A)) == 2
    theirs = scenario([a, player(monsters=["Mystical Elf"])], turn_player=B, phase="battle", auto_answer=False)
    act(theirs, attack_action(0, 1, 7))
    answer_until(theirs, K.PROMPT_PASS)
    while theirs.current_player != A:
        act(theirs, K.A_PASS)
    assert K.A_ACTIVATE_SET + 0 not in theirs.legal_actions()      # not in an opponent's turn (interpretations.md)
