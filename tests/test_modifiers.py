"""Lasting modifiers (core/modifiers.py, docs/effects.md "Lasting modifiers"): what an effect
changes for a while is a row of one table with its expiry, swept as turns, battles and Damage
Steps end. The cards written with ``player_modifier`` and ``gain_stats`` are set up, used and
checked for what they did; those naming an opponent play with three players (R10-R23)."""
from __future__ import annotations

from ygo_royal_env.cards.constants import MOD_ATK, MOD_CONTROL, MOD_NO_ATTACK, MOD_NO_POSITION_CHANGE, UNTIL_END_OF_TURN, UNTIL_NEXT_TURN_OF
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import (A, B, C, act, choose, designate, end_turn, events, grave, hand, modifier_rows, monsters, names,
                      pass_all, pass_until, player, scenario)


def attack(duel, zone: int, rel: int, target: int) -> None:
    act(duel, attack_action(zone, rel, target))


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def rows(duel) -> list[tuple[int, int, int, int, int]]:
    """The table's rows in force or not: (kind, card, player, value, until)."""
    r = duel.rec
    return [(int(r["md_kind"][i]), int(r["md_card"][i]), int(r["md_player"][i]), int(r["md_value"][i]),
             int(r["md_until"][i])) for i in range(int(r["md_n"]))]


def in_battle_phase(players: list[dict], turn_player: int = B):
    """The turn player's Battle Phase begins: every player has passed its start step's window."""
    duel = scenario(players, turn_player=turn_player, auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    assert int(duel.rec["phase"]) == K.PHASE_BATTLE and duel.current_player == turn_player
    return duel


# --- player modifiers: this turn ------------------------------------------------------------------
def test_waboku_its_activator_takes_no_battle_damage_and_loses_no_monster_by_battle_this_turn():
    """B's 2000 ATK monster attacks A's 1100 ATK one; A answers with Waboku: neither A's LP nor
    A's monster suffer, in this battle and the next one of the turn; C's battles are untouched;
    the rows lapse as the next turn begins."""
    duel = in_battle_phase([player(monsters=["Masaki the Legendary Swordsman", "Mystical Elf"], spells=["Waboku"]),
                            player(monsters=["Curse of Dragon", "Luster Dragon"]),
                            player(monsters=["Battle Ox"])])
    attack(duel, 0, 2, 0)                                        # B's Curse of Dragon -> A's Masaki
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000] and len(monsters(duel, A)) == 2
    attack(duel, 1, 2, 1)                                        # B's Luster Dragon -> A's Mystical Elf
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000] and len(monsters(duel, A)) == 2
    end_turn(duel)
    assert rows(duel) == []


def answered_on_the_way_to_battle(players: list[dict], turn_player: int = B):
    """The turn player leaves Main Phase 1 for the Battle Phase; A answers in that window with
    its first Set card (then every player passes)."""
    duel = scenario(players, turn_player=turn_player, auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    return duel


def test_waboku_protects_only_its_activator():
    duel = answered_on_the_way_to_battle([player(spells=["Waboku"]), player(monsters=["Curse of Dragon"]),
                                          player(monsters=["Battle Ox"])])
    pass_all(duel)
    attack(duel, 0, 1, 0)                                        # B's Curse of Dragon (2000) -> C's Battle Ox (1700)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7700] and monsters(duel, C) == []


def test_r11_threatening_roar_bars_only_the_designated_opponents_attacks_this_turn():
    duel = answered_on_the_way_to_battle([player(spells=["Threatening Roar"]), player(monsters=["Curse of Dragon"]),
                                          player(monsters=["Battle Ox"])])
    designate(duel, B)
    pass_all(duel)
    assert duel.current_player == B and not any(a >= K.A_ATTACK for a in duel.legal_actions())
    assert rows(duel) == [(MOD_NO_ATTACK, -1, B, 1, UNTIL_END_OF_TURN)]
    end_turn(duel)                                               # C's turn: C may attack
    pass_all(duel)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    assert duel.current_player == C and any(a >= K.A_ATTACK for a in duel.legal_actions())


def test_reckless_greed_draws_2_then_its_activator_skips_their_next_2_draw_phases():
    deck = ["Battle Ox"] * 10
    duel = answered_on_the_way_to_battle([player(spells=["Reckless Greed"], deck=deck), player(deck=deck),
                                          player(deck=deck)], turn_player=C)
    pass_all(duel)
    assert len(hand(duel, A)) == 2
    for _ in range(2):                                           # A's next two turns: no draw
        while int(duel.rec["turn_player"]) != A:
            end_turn(duel)
        assert len(hand(duel, A)) == 2
        end_turn(duel)
    while int(duel.rec["turn_player"]) != A:
        end_turn(duel)
    assert len(hand(duel, A)) == 3 and rows(duel) == []         # the third draws again


# --- stats until the end of the turn ------------------------------------------------------------
def test_r10_castle_walls_raises_any_face_up_monsters_def_until_the_end_of_the_turn():
    duel = scenario([player(spells=["Castle Walls"]), player(), player(monsters=["Mystical Elf"])],
                    auto_answer=False)
    elf = monsters(duel, C)[0]
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Mystical Elf")
    pass_all(duel)
    assert cur_def(duel.rec, duel.db.table, elf) == 2500 and cur_atk(duel.rec, duel.db.table, elf) == 800
    end_turn(duel)
    assert cur_def(duel.rec, duel.db.table, elf) == 2000 and rows(duel) == []


def test_equal_rows_merge_and_a_monster_turned_face_down_drops_its_rows():
    duel = scenario([player(hand=["Rush Recklessly", "Rush Recklessly", "Book of Moon"], monsters=["Battle Ox"]),
                     player()], auto_answer=False)
    ox = monsters(duel, A)[0]
    for _ in range(2):
        act(duel, K.A_ACTIVATE + 0)
        choose(duel, "Battle Ox")
        pass_all(duel)
    assert rows(duel) == [(MOD_ATK, ox, A, 1400, UNTIL_END_OF_TURN)]    # equal rows merge
    assert cur_atk(duel.rec, duel.db.table, ox) == 3100
    act(duel, K.A_ACTIVATE + 0)                                  # Book of Moon: face-down, its changes lapse (B8)
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert rows(duel) == [] and cur_atk(duel.rec, duel.db.table, ox) == 1700


# --- the others: Spells with an opponent ---------------------------------------------------------
def test_r11_upstart_goblin_draws_1_and_the_designated_opponent_gains_1000():
    duel = scenario([player(hand=["Upstart Goblin"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    pass_all(duel)
    assert len(hand(duel, A)) == 1 and lp(duel) == [8000, 8000, 9000]
    assert names(duel, grave(duel, A)) == ["Upstart Goblin"]


def test_r11_stop_defense_flips_the_designated_opponents_defense_monster_into_attack_position():
    duel = scenario([player(hand=["Stop Defense"]), player(monsters=[{"card": "Mystical Elf", "position": "set"}]),
                     player(monsters=[{"card": "Battle Ox", "position": "def"}])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Mystical Elf")                                 # C's Battle Ox is not B's
    pass_all(duel)
    assert int(duel.rec["c_pos"][monsters(duel, B)[0]]) == K.POS_FACEUP_ATK
    assert int(duel.rec["c_pos"][monsters(duel, C)[0]]) == K.POS_FACEUP_DEF
    assert events(duel, kind="position")


def test_r16_mesmeric_control_rows_count_each_opponents_own_next_turn():
    duel = scenario([player(hand=["Mesmeric Control"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert sorted((k, q, u) for k, _, q, _, u in rows(duel)) == [(MOD_NO_POSITION_CHANGE, B, UNTIL_NEXT_TURN_OF),
                                                            (MOD_NO_POSITION_CHANGE, C, UNTIL_NEXT_TURN_OF)]


# --- control until the End Phase: a MOD_CONTROL row ----------------------------------------
def test_a_monster_taken_until_the_end_phase_goes_back_even_after_being_set():
    """A's Change of Heart (designating B, R11) takes B's Battle Ox: a MOD_CONTROL row naming B. C's Book of
    Moon turns it face-down: it stays A's and the row stays. As A's End Phase begins it goes back to B, still
    face-down, and the row is gone."""
    duel = scenario([player(hand=["Change of Heart"]), player(monsters=["Battle Ox"]),
                     player(spells=["Book of Moon"])], auto_answer=True)
    ox = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)                                    # B designated, the Ox targeted: the only ones
    act(duel, K.A_PASS)                                            # C lets it resolve
    assert monsters(duel, A) == [ox] and modifier_rows(duel, MOD_CONTROL, ox) == [(B, 1, int(duel.rec["turn"]))]
    act(duel, K.A_TO_BATTLE)
    assert duel.current_player == C
    act(duel, K.A_ACTIVATE_SET + 0)                                # Book of Moon on the Ox
    assert monsters(duel, A) == [ox] and int(duel.rec["c_pos"][ox]) == K.POS_FACEDOWN_DEF
    assert modifier_rows(duel, MOD_CONTROL, ox) == [(B, 1, int(duel.rec["turn"]))]
    end_turn(duel)
    assert monsters(duel, B) == [ox] and int(duel.rec["c_pos"][ox]) == K.POS_FACEDOWN_DEF
    assert modifier_rows(duel, MOD_CONTROL, ox) == []
