"""Reference cards of issue 19 (cards.csv): United We Stand, Makyura the Destructor, Deck Devastation Virus,
Temple of the Kings. Each test sets the card's situation up, uses it and asserts what it did; a card whose text
names an opponent is played with 3 players (R10-R23): the designated opponent is reached, the third is not."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.atk_def import cur_def

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters,
                      name, names, pass_all, pass_until, pass_while, pile, player, prompt, scenario)
from test_appendix_cards import attack
from test_cards_burn_decks import to_idle_of
from test_cards_control_decks import atk, lp, settle


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


# --- Deck Devastation Virus: Tribute a DARK 2000+ monster; the opponent's 1500-or-less monsters, and draws --------
def test_r11_deck_devastation_virus_destroys_weak_monsters_in_hand_field_and_draws_through_their_3rd_turn():
    """A activates it in B's turn (B's 1st turn of the 3), Tributing Summoned Skull (not DARK Spirit Reaper with
    300 ATK, not LIGHT Blue-Eyes): B's monsters with 1500 or less ATK in hand (Mystical Elf) and on the field
    (Celtic Guardian, the Set Giant Soldier of Stone) are destroyed, Battle Ox and the 1900s stay; C's are
    untouched (R11). Every card B draws through B's 3rd turn is shown and a 1500-or-less monster destroyed: in A's
    turn by Card Destruction (Kuriboh, not Battle Ox), in B's 2nd and 3rd Draw Phases; not in B's 4th."""
    duel = scenario([player(hand=["Card Destruction"], spells=["Deck Devastation Virus"],
                            monsters=["Summoned Skull", "Spirit Reaper", "Blue-Eyes White Dragon"]),
                     player(hand=["Luster Dragon", "Gemini Elf", "Mystical Elf"],
                            monsters=["Battle Ox", monster("Giant Soldier of Stone", "set"), "Celtic Guardian"],
                            deck=["Kuriboh", "Battle Ox", "Mystical Elf", "Giant Soldier of Stone", "Mystical Elf"]
                            + ["Luster Dragon"] * 6),
                     player(hand=["Kuriboh"], monsters=["Mystical Elf"])], turn_player=B, auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    assert candidates(duel) == ["Summoned Skull"]
    choose(duel, "Summoned Skull")
    since = duel.event_count
    pass_all(duel)
    assert names(duel, hand(duel, B)) == ["Gemini Elf", "Luster Dragon"] and names(duel, monsters(duel, B)) == ["Battle Ox"]
    assert names(duel, grave(duel, B)) == ["Celtic Guardian", "Giant Soldier of Stone", "Mystical Elf"]
    assert names(duel, hand(duel, C)) == ["Kuriboh"] and names(duel, monsters(duel, C)) == ["Mystical Elf"]
    assert names(duel, monsters(duel, A)) == ["Blue-Eyes White Dragon", "Spirit Reaper"]
    assert {name(duel, e.b) for e in events(duel, since, "revealed")} == {"Luster Dragon", "Gemini Elf", "Mystical Elf",
                                                                          "Giant Soldier of Stone"}
    to_idle_of(duel, A)                                                   # C's turn, then A's: B draws in A's turn
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert names(duel, hand(duel, B)) == ["Battle Ox"] and "Kuriboh" in names(duel, grave(duel, B))
    kept = []
    for _ in range(3):                                                    # B's 2nd, 3rd and 4th turns
        to_idle_of(duel, B)
        kept.append(names(duel, hand(duel, B)))
        end_turn(duel)
    assert kept == [["Battle Ox"], ["Battle Ox"], ["Battle Ox", "Mystical Elf"]]
    assert names(duel, grave(duel, B)).count("Giant Soldier of Stone") == 2


def test_deck_devastation_virus_needs_a_dark_monster_with_2000_or_more_atk_to_tribute():
    duel = scenario([player(spells=["Deck Devastation Virus"], monsters=["Spirit Reaper", "Blue-Eyes White Dragon"]),
                     player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Makyura the Destructor: sent from the field to the GY, its controller may activate Traps from the hand ------
def test_makyura_destroyed_lets_its_controller_activate_traps_from_the_hand_that_turn():
    """A's Battle Ox destroys B's Makyura: B activates its optional trigger, and for the rest of the turn B (not C)
    may activate a Trap from the hand: B answers Celtic Guardian's direct attack with Magic Cylinder from the hand
    (placed face-up in a Spell/Trap Zone; A takes 1400). Before that, and in B's next turn (Waboku), B may not."""
    duel = scenario([player(monsters=["Battle Ox", "Celtic Guardian"]),
                     player(hand=["Magic Cylinder", "Waboku"], monsters=["Makyura the Destructor"]),
                     player(hand=["Magic Cylinder"])], phase="battle", auto_answer=False)
    attack(duel, 0, B, 0)
    pass_until(duel, B)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                  # no Trap from the hand yet
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == B
    assert K.A_PASS in duel.legal_actions()                               # "you can"
    choose(duel, "Makyura the Destructor")
    pass_all(duel)
    assert names(duel, grave(duel, B)) == ["Makyura the Destructor"]
    attack(duel, 1, B, K.N_MZONES)                                        # Celtic Guardian attacks B directly
    while duel.current_player != B:
        if duel.current_player == C:
            assert K.A_ACTIVATE + 0 not in duel.legal_actions()           # C's Magic Cylinder stays in the hand
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE + 0)
    assert names(duel, hand(duel, B)) == ["Waboku"]
    assert [name(duel, c) for c in duel.rec["szone"][B] if c >= 0] == ["Magic Cylinder"]
    pass_all(duel)
    assert lp(duel) == [8000 - 1400, 8000 - 100, 8000]                   # 100: Makyura's battle
    to_idle_of(duel, B)                                                   # the turn is over: Waboku stays in hand
    waboku = names(duel, hand(duel, B)).index("Waboku")
    assert K.A_ACTIVATE + waboku not in duel.legal_actions()


# --- Temple of the Kings: 1 Trap the turn it was Set; Serket and itself sent for a Special Summon ------------------
def test_temple_of_the_kings_lets_its_controller_activate_one_trap_the_turn_it_was_set():
    """B19 bars a Trap the turn it was Set; with Temple of the Kings face-up its controller A may activate 1 such
    Trap a turn (Waboku), then no other (Threatening Roar); a Trap Set in an earlier turn (another Waboku) stays
    free. Face-down, the Temple allows nothing."""
    temple = {"card": "Temple of the Kings", "face_up": True}
    fresh = [{"card": "Waboku", "set_this_turn": True}, {"card": "Threatening Roar", "set_this_turn": True}]
    duel = scenario([player(spells=[temple, *fresh, "Waboku"]), player(), player()], auto_answer=False)
    assert {K.A_ACTIVATE_SET + z for z in (1, 2, 3)} <= set(duel.legal_actions())
    act(duel, K.A_ACTIVATE_SET + 1)
    settle(duel)
    assert K.A_ACTIVATE_SET + 2 not in duel.legal_actions()              # the allowance is used this turn
    assert K.A_ACTIVATE_SET + 3 in duel.legal_actions()                  # Set in an earlier turn
    duel = scenario([player(spells=["Temple of the Kings", *fresh]), player(), player()], auto_answer=False)
    assert not {K.A_ACTIVATE_SET + 1, K.A_ACTIVATE_SET + 2} & set(duel.legal_actions())


def test_temple_of_the_kings_sends_serket_and_itself_to_special_summon_from_hand_deck_or_extra_deck():
    """Temple's second effect: its costs send a face-up Mystical Beast of Serket A controls and the Temple to the
    GY; A Special Summons 1 monster from the hand, Deck or Extra Deck (a Fusion Monster), here Flame Swordsman
    from the Extra Deck. Without a face-up Serket it cannot be activated."""
    a = player(spells=[{"card": "Temple of the Kings", "face_up": True}], hand=["Battle Ox"],
               monsters=["Mystical Beast of Serket"], deck=["Summoned Skull"] * 5)
    a["extra"] = ["Flame Swordsman"]
    duel = scenario([a, player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == ["Mystical Beast of Serket"]
    choose(duel, "Mystical Beast of Serket")
    assert names(duel, grave(duel, A)) == ["Mystical Beast of Serket", "Temple of the Kings"]
    pass_all(duel)
    assert candidates(duel) == ["Battle Ox", "Flame Swordsman", "Summoned Skull"]
    choose(duel, "Flame Swordsman")
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Flame Swordsman"]
    a["monsters"] = [monster("Mystical Beast of Serket", "set")]
    duel = scenario([a, player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Mystical Beast of Serket: destroyed without its controller's Temple; banishes and grows by its battles --------
def test_serket_banishes_the_monster_it_destroys_by_battle_and_gains_500_atk():
    """A's Serket (2500) destroys B's Battle Ox by battle: the Ox is banished, not sent to the GY, and Serket's
    mandatory trigger gives it 500 ATK while it stays on the field; C is untouched."""
    duel = scenario([player(monsters=["Mystical Beast of Serket"], spells=[{"card": "Temple of the Kings", "face_up": True}]),
                     player(monsters=["Battle Ox"]), player(monsters=["Battle Ox"])], phase="battle", auto_answer=False)
    (serket,) = monsters(duel, A)
    attack(duel, 0, B, 0)
    settle(duel)
    assert names(duel, pile(duel, B, K.LOC_BANISHED)) == ["Battle Ox"] and grave(duel, B) == []
    assert atk(duel, serket) == 3000 and lp(duel) == [8000, 8000 - 800, 8000]
    assert names(duel, monsters(duel, C)) == ["Battle Ox"]


def test_serket_is_destroyed_once_its_controller_controls_no_face_up_temple_of_the_kings():
    """A destroys A's own Temple with Mystical Space Typhoon: A's Serket is destroyed with it, though B controls a
    face-up Temple (only its controller's counts); B's Serket, with B's Temple, stays."""
    temple = {"card": "Temple of the Kings", "face_up": True}
    duel = scenario([player(hand=["Mystical Space Typhoon"], monsters=["Mystical Beast of Serket"], spells=[temple]),
                     player(monsters=["Mystical Beast of Serket"], spells=[temple]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    own = [k for k in range(int(duel.rec["pr_ncand"])) if int(duel.rec["c_ctrl"][duel.rec["pr_cand"][k]]) == A]
    act(duel, K.A_SELECT + own[0])
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Mystical Beast of Serket", "Mystical Space Typhoon", "Temple of the Kings"]
    assert monsters(duel, A) == [] and names(duel, monsters(duel, B)) == ["Mystical Beast of Serket"]
