"""Reference cards of issue 19 (cards.csv): United We Stand, Makyura the Destructor, Deck Devastation Virus,
Temple of the Kings. Each test sets the card's situation up, uses it and asserts what it did; a card whose text
names an opponent is played with 3 players (R10-R23): the designated opponent is reached, the third is not."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.atk_def import cur_def

from conftest import A, B, act, candidates, choose, monster, monsters, player, scenario
from test_cards_control_decks import atk, settle


# --- United We Stand: 800 ATK/DEF per face-up monster the Equip Spell's controller controls ----------------------
def test_r10_united_we_stand_counts_its_controllers_face_up_monsters_on_any_players_monster():
    """A equips B's Celtic Guardian (R10: any field): it gains 800 ATK and DEF for each face-up monster A (the
    Equip Spell's controller) controls: Mystical Elf and Battle Ox, not A's face-down Sangan, B's or C's monsters;
    the count is read as it is (A's Sangan flipped face-up: one more)."""
    duel = scenario([player(hand=["United We Stand"], monsters=["Mystical Elf", "Battle Ox", monster("Sangan", "set")]),
                     player(monsters=["Celtic Guardian", "Sangan"]), player(monsters=["Sangan"])], auto_answer=False)
    guardian = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Sangan", "Sangan"]   # face-up only
    choose(duel, "Celtic Guardian")
    settle(duel)
    assert atk(duel, guardian) == 1400 + 2 * 800
    assert int(cur_def(duel.rec, duel.db.table, guardian)) == 1200 + 2 * 800
    sangan = monsters(duel, A)[2]
    duel.rec["c_pos"][sangan] = K.POS_FACEUP_DEF
    assert atk(duel, guardian) == 1400 + 3 * 800
