"""The four cards that make Structure Deck 4 (Fury from the Deep) playable: Creeping Doom Manta (no Trap may answer its
Normal Summon), A Legendary Ocean (a Field Spell treated as "Umi" that lowers WATER Levels in every hand and on
every field), Tornado Wall (no battle damage from attacking monsters while Umi is on the field) and Xing Zhen Hu (2
Set Spells/Traps on any fields cannot be activated). Each is played with 3 players (R10-R23): which players' cards it
reaches, and that the others are untouched."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.atk_def import cur_atk
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.statics import cur_level

from conftest import A, B, C, act, candidates, choose, designate, end_turn, grave, hand, monster, monsters, names, \
    player, scenario, settle

DIRECT = K.N_MZONES


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def level(duel, c: int) -> int:
    return int(cur_level(duel.rec, duel.db.table, int(c)))


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def set_cards(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


# --- A Legendary Ocean: name_as "Umi", modify stats, modify level (R10) ----------------------------------------
def test_r10_a_legendary_ocean_lowers_water_levels_in_every_hand_and_field_and_raises_their_stats():
    """A's A Legendary Ocean: every WATER monster in any hand or on any field is a Level lower and gains 200 ATK/DEF
    on the field (B's Mother Grizzly, C's Gagagigo in hand); Battle Ox (EARTH) is untouched. A's Level 5 Deepsea
    Warrior is Normal Summoned without a Tribute (B7: Level 4 now); on the field it is unaffected by Spells while
    "Umi" is face-up, which A Legendary Ocean is treated as: it keeps Level 5 and 1600 ATK."""
    duel = scenario([{**player(hand=["Deepsea Warrior", "Levia-Dragon - Daedalus"]), "field": "A Legendary Ocean"},
                     player(monsters=["Mother Grizzly", "Battle Ox"]), player(hand=["Gagagigo"])], auto_answer=False)
    warrior, daedalus = hand(duel, A)
    grizzly, ox = monsters(duel, B)
    assert [level(duel, c) for c in (warrior, daedalus, grizzly, ox, hand(duel, C)[0])] == [4, 6, 3, 4, 3]
    assert (atk(duel, grizzly), atk(duel, ox)) == (1600, 1700)
    act(duel, K.A_SUMMON + 0)                                   # no Tribute asked
    settle(duel)
    assert monsters(duel, A) == [warrior] and level(duel, warrior) == 5 and atk(duel, warrior) == 1600


def test_levia_dragon_daedalus_sends_a_legendary_ocean_as_umi():
    """Daedalus's "send Umi you control": A Legendary Ocean is "Umi" for every name check, so it is sent and every
    other card on every field is destroyed."""
    duel = scenario([{**player(monsters=["Levia-Dragon - Daedalus"]), "field": "A Legendary Ocean"},
                     player(monsters=["Battle Ox"], spells=["Waboku"]), player(monsters=["Gagagigo"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    settle(duel)
    assert names(duel, grave(duel, A)) == ["A Legendary Ocean"]
    assert monsters(duel, B) == [] and set_cards(duel, B) == [] and monsters(duel, C) == []


# --- Tornado Wall: condition on Umi, controller takes no battle damage from attackers, destroyed_without ------
def test_tornado_wall_is_activated_only_while_umi_or_a_card_treated_as_umi_is_on_the_field():
    duel = scenario([player(spells=["Tornado Wall"]), player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    duel = scenario([player(spells=["Tornado Wall"]), player(), {**player(), "field": "A Legendary Ocean"}],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    assert int(duel.rec["c_pos"][set_cards(duel, A)[0]]) == K.POS_FACEUP_CARD


def test_tornado_wall_shields_its_controller_from_attacking_monsters_only():
    """With C's Umi face-up, B attacks A directly and A's Mystical Elf with Battle Ox: A takes no battle damage
    (the Elf is still destroyed: only damage to the player is none). B's other Battle Ox attacks C directly:
    C takes 1700."""
    duel = scenario([player(monsters=[monster("Mystical Elf", "atk")], spells=[{"card": "Tornado Wall", "face_up": True}]),
                     player(monsters=["Battle Ox", "Battle Ox", "Gagagigo"]), {**player(), "field": "Umi"}],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))                            # Battle Ox (1700) on Mystical Elf (800 ATK)
    settle(duel)
    assert monsters(duel, A) == [] and lp(duel) == [8000, 8000, 8000]
    act(duel, attack_action(1, 2, DIRECT))
    settle(duel)
    act(duel, attack_action(2, 1, DIRECT))                       # Gagagigo on C
    settle(duel)
    assert lp(duel) == [8000, 8000, 8000 - 1850]                 # Umi raises no Reptile


def test_tornado_wall_is_destroyed_when_umi_leaves_the_field_and_lets_its_controller_take_damage_when_attacking():
    """A's own attack on B's stronger monster is no damage "from an attacking monster" to A: A takes it. Then A's
    Mystical Space Typhoon destroys A's Umi, and Tornado Wall is destroyed with it."""
    duel = scenario([{**player(hand=["Mystical Space Typhoon"], monsters=["Mystical Elf"],
                               spells=[{"card": "Tornado Wall", "face_up": True}]), "field": "Umi"},
                     player(monsters=["Battle Ox"]), player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))                            # Mystical Elf (800) on Battle Ox (1700)
    settle(duel)
    assert lp(duel) == [8000 - 900, 8000, 8000]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Umi")
    settle(duel)
    assert sorted(names(duel, grave(duel, A))) == ["Mystical Elf", "Mystical Space Typhoon", "Tornado Wall", "Umi"]
    assert set_cards(duel, A) == []


# --- Creeping Doom Manta: no Trap may answer its Normal Summon ------------------------------------------------
def test_creeping_doom_manta_normal_summon_cannot_be_answered_by_any_players_trap():
    """A Normal Summons Creeping Doom Manta: in its window neither B's nor C's Trap Hole, nor B's Waboku, may be
    activated (every player's Traps: "no Trap Cards can be activated"): each may only pass. The Normal
    Summon of another monster may be answered (B's Trap Hole)."""
    def players():
        return [player(hand=["Creeping Doom Manta", "Battle Ox"]), player(spells=["Trap Hole", "Waboku"]),
                player(spells=["Trap Hole"])]
    duel = scenario(players(), auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    seen = []
    while duel.rec["pr_kind"] == K.PROMPT_PASS:                  # R25: the Summon's window, every player asked
        assert duel.legal_actions() == [K.A_PASS]                # ... with no Trap to activate
        seen.append(duel.current_player)
        act(duel, K.A_PASS)
    assert seen == [B, C, A] and duel.rec["pr_kind"] == K.PROMPT_IDLE
    duel = scenario(players(), auto_answer=False)
    act(duel, K.A_SUMMON + 1)                                    # Battle Ox
    pass_all_until_set(duel, B)
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()


def test_creeping_doom_manta_flip_summon_is_no_normal_summon():
    """A Flip Summon of a Set Creeping Doom Manta may be answered: B's Trap Hole destroys it."""
    duel = scenario([player(monsters=[monster("Creeping Doom Manta", "set")]), player(spells=["Trap Hole"]), player()],
                    auto_answer=False)
    act(duel, K.A_FLIP_SUMMON + 0)
    pass_all_until_set(duel, B)
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    assert monsters(duel, A) == [] and names(duel, grave(duel, A)) == ["Creeping Doom Manta"]


def pass_all_until_set(duel, p: int) -> None:
    """Pass priority until player p may activate a Set card."""
    for _ in range(20):
        if duel.current_player == p and K.A_ACTIVATE_SET + 0 in duel.legal_actions():
            return
        assert duel.rec["pr_kind"] == K.PROMPT_PASS
        act(duel, K.A_PASS)
    raise AssertionError(f"player {p} was never offered a Set card")


# --- Xing Zhen Hu: 2 Set Spells/Traps on any fields cannot be activated (lock_targets) -----------------------
def test_r10_xing_zhen_hu_locks_two_set_cards_of_any_players_until_it_leaves_the_field():
    """A's Xing Zhen Hu targets B's Set Mystical Space Typhoon and C's Set Trap Hole (any Set Spell/Trap on any field
    but itself). In B's turn the Typhoon cannot be activated; B's Dust Tornado (not targeted) destroys Xing Zhen Hu,
    and then the Typhoon can be activated again."""
    duel = scenario([player(spells=["Xing Zhen Hu", "Waboku"]),
                     player(spells=["Mystical Space Typhoon", "Dust Tornado"]), player(spells=["Trap Hole"])],
                    auto_answer=False)
    xing = set_cards(duel, A)[0]
    typhoon = set_cards(duel, B)[0]
    act(duel, K.A_ACTIVATE_SET + 0)
    assert candidates(duel) == sorted(["Waboku", "Mystical Space Typhoon", "Dust Tornado", "Trap Hole"])
    choose(duel, "Mystical Space Typhoon")
    choose(duel, "Trap Hole")
    settle(duel)
    assert int(duel.rec["c_pos"][xing]) == K.POS_FACEUP_CARD
    end_turn(duel)
    while not (int(duel.rec["phase"]) == K.PHASE_MAIN1 and duel.rec["pr_kind"] == K.PROMPT_IDLE):
        assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions() or duel.current_player != B
        act(duel, K.A_PASS)                                      # B's Draw and Standby Phases
    assert duel.current_player == B
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions() and K.A_ACTIVATE_SET + 1 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 1)                              # Dust Tornado on Xing Zhen Hu
    designate(duel, A)
    choose(duel, "Xing Zhen Hu")
    settle(duel)
    assert xing in grave(duel, A) and int(duel.rec["c_loc"][typhoon]) == K.LOC_SZONE
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()
