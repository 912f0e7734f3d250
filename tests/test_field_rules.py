"""Field-wide rules and stat changes (issue #3): R16's OPP-ALL stat changes (Soul of Purity and
Light, Gyaku-Gire Panda) and R22's "every player's GY" (Dark Magician Girl); each card in a 3+
player duel. docs/effects.md lists the cards and their tests."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk, cur_def

from conftest import A, B, C, act, hand, monsters, pass_all, player, scenario


def name(duel, c) -> str:
    return duel.card_name(int(c))


def atk(duel, c) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def dfn(duel, c) -> int:
    return int(cur_def(duel.rec, duel.db.table, int(c)))


def atks(duel, p) -> list[int]:
    return [atk(duel, c) for c in monsters(duel, p)]


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


def procedure_action(duel, card: str) -> int:
    h = [name(duel, c) for c in hand(duel, duel.current_player)].index(card)
    return K.A_PROCEDURE + h


def rel(duel, attacker: int, target: int) -> int:
    """Seat offset of ``target`` seen from ``attacker`` (the attack action's player part)."""
    r = duel.rec
    return (int(r["seat_of"][target]) - int(r["seat_of"][attacker])) % duel.num_players


# --- R16 (OPP-ALL) stat changes -------------------------------------------------------------
SOUL_FIELD = [player(monsters=["Soul of Purity and Light", "Feral Imp"]),     # A: 2000, 1300
              player(monsters=["Koumori Dragon"]),                             # B: 1500
              player(monsters=["Dark Blade"])]                                 # C: 1800


def test_r16c_soul_of_purity_and_light_weakens_all_opponents_in_any_opponents_battle_phase():
    """T-R16c: A controls Soul of Purity and Light, B a 1500 ATK monster and C an 1800 ATK one.
    During B's Battle Phase they have 1200 and 1500 (all opponents' monsters, not only the turn
    player's), during C's as well; during A's Battle Phase and B's Main Phase 1500 and 1800; A's
    own monsters are never reduced. DEF is unchanged. Battle uses the reduced ATK: B's
    Koumori Dragon (1200 now) attacking A's Feral Imp (1300) is destroyed."""
    for tp, phase, want in ((B, "battle", ([1200], [1500])), (C, "battle", ([1200], [1500])),
                            (A, "battle", ([1500], [1800])), (B, "main1", ([1500], [1800])),
                            (C, "main2", ([1500], [1800]))):
        duel = scenario(SOUL_FIELD, turn_player=tp, phase=phase)
        assert (atks(duel, B), atks(duel, C)) == want, (tp, phase)
        assert atks(duel, A) == [2000, 1300]
        assert dfn(duel, monsters(duel, B)[0]) == 1200
    duel = scenario(SOUL_FIELD, turn_player=B, phase="battle")
    act(duel, attack_action(0, rel(duel, B, A), 1))                 # Koumori Dragon -> Feral Imp
    assert monsters(duel, B) == [] and lp(duel) == [8000, 7900, 8000]
    assert [name(duel, c) for c in monsters(duel, A)] == ["Soul of Purity and Light", "Feral Imp"]


def test_r16c_soul_of_purity_and_light_face_down_or_gone_changes_nothing():
    """The static applies only while Soul of Purity and Light is a face-up monster: Set (placed
    by the scenario; it cannot be Set by a player) it changes nothing."""
    duel = scenario([player(monsters=[{"card": "Soul of Purity and Light", "position": "set"}]),
                     player(monsters=["Koumori Dragon"]), player(monsters=["Dark Blade"])],
                    turn_player=B, phase="battle")
    assert (atks(duel, B), atks(duel, C)) == ([1500], [1800])


def test_soul_of_purity_and_light_is_special_summoned_by_banishing_two_light_monsters_only():
    """Its procedure banishes 2 LIGHT monsters from its summoner's own GY; it cannot be Normal
    Summoned or Set. With 1 LIGHT monster in the own GY (and more in another player's) it is
    not offered."""
    duel = scenario([player(hand=["Soul of Purity and Light"], graveyard=["Mystical Elf", "Dunames Dark Witch"]),
                     player(), player()])
    assert not any(a in duel.legal_actions() for a in (K.A_SUMMON, K.A_SET_MONSTER))
    act(duel, procedure_action(duel, "Soul of Purity and Light"))
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:                      # banish picks, position
        act(duel, duel.legal_actions()[0])
    assert [name(duel, c) for c in monsters(duel, A)] == ["Soul of Purity and Light"]
    assert int(duel.rec["pile_n"][A, K.LOC_BANISHED]) == 2 and int(duel.rec["pile_n"][A, K.LOC_GRAVE]) == 0

    duel = scenario([player(hand=["Soul of Purity and Light"], graveyard=["Mystical Elf", "Dark Blade"]),
                     player(graveyard=["Mystical Elf"]), player()])
    assert procedure_action(duel, "Soul of Purity and Light") not in duel.legal_actions()


def test_r16d_gyaku_gire_panda_counts_all_opponents_monsters_combined_and_pierces():
    """T-R16d: B controls 2 monsters (one Set) and C 3: A's Gyaku-Gire Panda has 800 + 5 x 500 =
    3300 ATK (DEF 1600 unchanged); A's own other monster does not count. It pierces (B12):
    attacking B's Giant Soldier of Stone (DEF 2000) in Defense Position, B takes 1300; then B
    controls 1 monster and Panda has 2800. With a fourth player D holding 1 more it would be
    3800: the count is every opponent's."""
    b = [{"card": "Giant Soldier of Stone", "position": "def"}, {"card": "Wolf", "position": "set"}]
    c = ["Wolf", "Silver Fang", "Koumori Dragon"]
    duel = scenario([player(monsters=["Gyaku-Gire Panda", "Mammoth Graveyard"]), player(monsters=b),
                     player(monsters=c)], phase="battle")
    panda = monsters(duel, A)[0]
    assert atk(duel, panda) == 3300 and dfn(duel, panda) == 1600
    assert atks(duel, A)[1] == 1200
    act(duel, attack_action(0, rel(duel, A, B), 0))                 # Panda -> Giant Soldier of Stone
    assert lp(duel) == [8000, 6700, 8000] and len(monsters(duel, B)) == 1
    assert atk(duel, panda) == 2800

    duel = scenario([player(monsters=["Gyaku-Gire Panda"]), player(monsters=b), player(monsters=c),
                     player(monsters=["Wolf"])])
    assert atk(duel, monsters(duel, A)[0]) == 3800


# --- R22 (all players) -------------------------------------------------------------------------
def test_r22c_dark_magician_girl_counts_dark_magicians_in_every_players_graveyard():
    """T-R22c (with Dark Magicians, see docs/interpretations.md): 1 Dark Magician in A's GY and
    1 in C's GY: B's Dark Magician Girl has 2000 + 600 = 2600 ATK (DEF 1700 unchanged). One
    more in B's own GY makes 2900; a Dark Magician on the field or banished does not count,
    nor does another card in a GY."""
    duel = scenario([player(graveyard=["Dark Magician", "Dark Blade"]), player(monsters=["Dark Magician Girl"]),
                     player(graveyard=["Dark Magician"], monsters=["Dark Magician"], banished=["Dark Magician"])],
                    turn_player=B)
    girl = monsters(duel, B)[0]
    assert atk(duel, girl) == 2600 and dfn(duel, girl) == 1700
    duel = scenario([player(graveyard=["Dark Magician"]),
                     player(monsters=["Dark Magician Girl"], graveyard=["Dark Magician"]),
                     player(graveyard=["Dark Magician"])], turn_player=B)
    assert atk(duel, monsters(duel, B)[0]) == 2900
    duel = scenario([player(), player(monsters=["Dark Magician Girl"]), player()], turn_player=B)
    assert atk(duel, monsters(duel, B)[0]) == 2000


# --- R16 (OPP-ALL) restrictions ------------------------------------------------------------------
def advance_to_idle(duel, p: int) -> None:
    """Play on (passing, ending turns, first legal answer elsewhere) until p's Main Phase 1 idle."""
    r = duel.rec
    while not (int(r["turn_player"]) == p and int(r["pr_kind"]) == K.PROMPT_IDLE and int(r["phase"]) == K.PHASE_MAIN1):
        legal = duel.legal_actions()
        if K.A_PASS in legal:
            act(duel, K.A_PASS)
        elif int(r["pr_kind"]) in (K.PROMPT_IDLE, K.PROMPT_BATTLE) and K.A_TO_END in legal:
            act(duel, K.A_TO_END)
        else:
            act(duel, legal[0])


def position_actions(duel) -> list[int]:
    return [a for a in duel.legal_actions()
            if K.A_CHANGE_POS <= a < K.A_CHANGE_POS + K.N_MZONES or K.A_FLIP_SUMMON <= a < K.A_FLIP_SUMMON + K.N_MZONES]


def test_r16f_mesmeric_control_each_opponent_loses_position_changes_in_their_own_next_turn():
    """T-R16f: A resolves Mesmeric Control in A's turn. B cannot change battle positions (nor
    Flip Summon) during B's next turn, C not during C's next turn; A is unaffected (in this turn
    and the next). In B's and C's following turns they may again."""
    duel = scenario([player(hand=["Mesmeric Control"], monsters=["Wolf"]),
                     player(monsters=["Wolf", {"card": "Silver Fang", "position": "set"}]),
                     player(monsters=["Wolf"])])
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert "Mesmeric Control" in [name(duel, c) for c in duel.rec["pile"][A, K.LOC_GRAVE, :1]]
    assert position_actions(duel) == [K.A_CHANGE_POS + 0]              # A unaffected
    advance_to_idle(duel, B)
    assert position_actions(duel) == []
    advance_to_idle(duel, C)
    assert position_actions(duel) == []
    advance_to_idle(duel, A)
    assert K.A_CHANGE_POS + 0 in position_actions(duel)
    advance_to_idle(duel, B)
    assert K.A_CHANGE_POS + 0 in position_actions(duel) and K.A_FLIP_SUMMON + 1 in position_actions(duel)
    advance_to_idle(duel, C)
    assert position_actions(duel) == [K.A_CHANGE_POS + 0]


def test_r16g_kaiser_colosseum_no_opponent_may_place_monsters_beyond_its_controllers_count():
    """T-R16g: A controls Kaiser Colosseum and 2 monsters, B controls 2 and C 1. B cannot
    Normal Summon or Set a third monster, nor Special Summon one by Monster Reborn; a Tribute
    Summon that keeps B at 2 is allowed. C may bring out exactly one more (Monster Reborn is
    legal first; after a Normal Summon to 2 it is not). A, its controller, is not limited; with
    no monster of A's it limits nobody."""
    colosseum = {"card": "Kaiser Colosseum", "face_up": True}
    a = player(monsters=["Wolf", "Wolf"], spells=[colosseum], hand=["Mammoth Graveyard"])
    b = player(monsters=["Wolf", "Silver Fang"], hand=["Mammoth Graveyard", "Summoned Skull", "Monster Reborn"],
               graveyard=["Wolf"])
    c = player(monsters=["Wolf"], hand=["Mammoth Graveyard", "Monster Reborn"], graveyard=["Wolf"])
    duel = scenario([a, b, c], turn_player=B)
    legal = duel.legal_actions()
    assert K.A_SUMMON + 0 not in legal and K.A_SET_MONSTER + 0 not in legal and K.A_ACTIVATE + 2 not in legal
    assert K.A_SUMMON + 1 in legal and K.A_SET_MONSTER + 1 in legal             # Tribute Summon: still 2

    duel = scenario([a, b, c], turn_player=C)
    assert K.A_SUMMON + 0 in duel.legal_actions() and K.A_ACTIVATE + 1 in duel.legal_actions()
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert len(monsters(duel, C)) == 2 and [name(duel, x) for x in hand(duel, C)] == ["Monster Reborn"]
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()

    duel = scenario([a, b, c], turn_player=A)
    assert K.A_SUMMON + 0 in duel.legal_actions()
    duel = scenario([player(spells=[colosseum]), b, c], turn_player=B)
    assert K.A_SUMMON + 0 in duel.legal_actions() and K.A_ACTIVATE + 2 in duel.legal_actions()


def test_r16g_kaiser_colosseum_bars_procedures_and_effect_summons_too():
    """Kaiser Colosseum also bars a Special Summon by a procedure (B's Garuda the Wind Spirit
    while A and B control 1 monster each; allowed once A controls 2) and by a trigger's effect
    (B's Marauding Captain, Normal Summoned to match A's 1 monster, has no room to Special
    Summon from the hand, so its trigger is not offered; with A at 2 it brings out the Wolf)."""
    colosseum = {"card": "Kaiser Colosseum", "face_up": True}
    a = player(monsters=["Wolf"], spells=[colosseum])
    b = player(monsters=["Wolf"], hand=["Garuda the Wind Spirit"], graveyard=["Luster Dragon"])
    duel = scenario([a, b, player()], turn_player=B)
    assert procedure_action(duel, "Garuda the Wind Spirit") not in duel.legal_actions()
    duel = scenario([player(monsters=["Wolf", "Wolf"], spells=[colosseum]), b, player()], turn_player=B)
    assert procedure_action(duel, "Garuda the Wind Spirit") in duel.legal_actions()

    b = player(hand=["Marauding Captain", "Wolf"])
    duel = scenario([player(monsters=["Wolf"], spells=[colosseum]), b, player()], turn_player=B)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert [name(duel, x) for x in monsters(duel, B)] == ["Marauding Captain"]
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE
    duel = scenario([player(monsters=["Wolf", "Wolf"], spells=[colosseum]), b, player()], turn_player=B)
    act(duel, K.A_SUMMON + 0)
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:
        kind = duel.rec["pr_kind"]
        act(duel, K.A_SELECT if kind == K.PROMPT_TRIGGER else K.A_PASS if K.A_PASS in duel.legal_actions()
            else duel.legal_actions()[0])
    assert sorted(name(duel, x) for x in monsters(duel, B)) == ["Marauding Captain", "Wolf"]


# --- R22 (all players) restrictions --------------------------------------------------------------
def test_r22d_chain_energy_every_player_pays_500_per_card_played_from_the_hand():
    """T-R22d: A controls Chain Energy. C Normal Summons from the hand: C pays 500; C Sets a
    Spell: 500 more; C activates a Spell from the hand (Card Destruction): 500 more. Flip
    Summoning and activating a Set card cost nothing. A, its controller, pays as well; B's
    procedure Special Summon (Garuda the Wind Spirit) too."""
    energy = {"card": "Chain Energy", "face_up": True}
    duel = scenario([player(spells=[energy]), player(),
                     player(hand=["Wolf", "Mystical Space Typhoon", "Card Destruction", "Wolf"],
                            monsters=[{"card": "Silver Fang", "position": "set"}],
                            spells=["Heavy Storm"])], turn_player=C)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7500]
    act(duel, K.A_SET_CARD + 0)                                       # Mystical Space Typhoon
    assert lp(duel) == [8000, 8000, 7000]
    act(duel, K.A_FLIP_SUMMON + 0)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7000]
    act(duel, K.A_ACTIVATE + 0)                                       # Card Destruction
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 6500]
    heavy = [a for a in duel.legal_actions() if K.A_ACTIVATE_SET <= a < K.A_ACTIVATE_MONSTER]
    act(duel, heavy[0])                                               # Heavy Storm, Set: no cost
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 6500]

    duel = scenario([player(spells=[energy], hand=["Wolf"]), player(), player()])
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert lp(duel) == [7500, 8000, 8000]
    duel = scenario([player(spells=[energy]), player(hand=["Garuda the Wind Spirit"], graveyard=["Luster Dragon"]),
                     player()], turn_player=B)
    act(duel, procedure_action(duel, "Garuda the Wind Spirit"))
    while duel.rec["pr_kind"] != K.PROMPT_IDLE:
        act(duel, duel.legal_actions()[0])
    assert lp(duel) == [8000, 7500, 8000] and len(monsters(duel, B)) == 1


def test_r22d_chain_energy_a_payment_to_0_lp_is_not_offered():
    """With 500 LP the player cannot pay 500 (it would reach 0): no hand card may be summoned,
    Set or activated; with 501 LP it may. Without Chain Energy nothing is paid."""
    energy = {"card": "Chain Energy", "face_up": True}
    hand_cards = ["Wolf", "Mystical Space Typhoon"]
    duel = scenario([player(spells=[energy], monsters=["Wolf"]), player(),
                     player(lp=500, hand=hand_cards, spells=["Heavy Storm"])], turn_player=C)
    legal = duel.legal_actions()
    assert not [a for a in legal if K.A_SUMMON <= a < K.A_FLIP_SUMMON or K.A_SET_CARD <= a < K.A_ACTIVATE_SET]
    assert any(K.A_ACTIVATE_SET <= a < K.A_ACTIVATE_MONSTER for a in legal)      # the Set card: no cost
    duel = scenario([player(spells=[energy]), player(), player(lp=501, hand=hand_cards)], turn_player=C)
    legal = duel.legal_actions()
    assert {K.A_SUMMON, K.A_SET_MONSTER, K.A_SET_CARD + 1, K.A_ACTIVATE + 1} <= set(legal)
    duel = scenario([player(), player(), player(hand=hand_cards)], turn_player=C)
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000]


def test_r22e_spatial_collapse_needs_every_field_at_5_and_then_no_player_places_a_sixth_card():
    """T-R22e: C controls 6 cards: A cannot activate its Set Spatial Collapse. With C at 5 A
    can; once it resolves no player may place a 6th card: C (5) may neither summon nor Set, B
    (4: 2 monsters, 2 Set cards) may Normal Summon once and then neither Set a Spell nor
    Special Summon (Monster Reborn is not offered), A (its controller) is bound too."""
    c6 = player(monsters=["Wolf", "Wolf", "Wolf"], spells=["Heavy Storm", "Trap Hole", "Mirror Force"],
                hand=["Wolf", "Mystical Space Typhoon"])
    c5 = player(monsters=["Wolf", "Wolf"], spells=["Heavy Storm", "Trap Hole", "Mirror Force"],
                hand=["Wolf", "Mystical Space Typhoon"])
    a = player(spells=["Spatial Collapse"], monsters=["Wolf"])
    duel = scenario([a, player(), c6])
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    duel = scenario([a, player(), c5])
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert int(duel.rec["ls_n"]) == 1 and name(duel, duel.rec["ls_card"][0]) == "Spatial Collapse"

    collapse = {"card": "Spatial Collapse", "face_up": True}
    b = player(monsters=["Wolf", "Wolf"], spells=["Heavy Storm", "Trap Hole"],
               hand=["Wolf", "Mystical Space Typhoon", "Monster Reborn"], graveyard=["Silver Fang"])
    duel = scenario([player(spells=[collapse]), b, c5], turn_player=C)
    assert not [a for a in duel.legal_actions() if K.A_SUMMON <= a < K.A_FLIP_SUMMON or K.A_SET_CARD <= a < K.A_ACTIVATE]
    duel = scenario([player(spells=[collapse]), b, c5], turn_player=B)
    assert K.A_ACTIVATE + 2 in duel.legal_actions() and K.A_SET_CARD + 1 in duel.legal_actions()
    act(duel, K.A_SUMMON + 0)
    pass_all(duel)
    legal = duel.legal_actions()
    assert len(monsters(duel, B)) == 3
    assert not [a for a in legal if K.A_SET_CARD <= a < K.A_ACTIVATE + K.HAND_SLOTS]   # no Set, no Spell from the hand
    duel = scenario([player(spells=[collapse, "Heavy Storm", "Trap Hole"], monsters=["Wolf"], hand=["Wolf"]),
                     player(), player()])
    assert K.A_SUMMON + 0 in duel.legal_actions()                                    # A: 4 cards, a 5th is fine
    duel = scenario([player(spells=[collapse, "Heavy Storm", "Trap Hole"], monsters=["Wolf", "Wolf"], hand=["Wolf"]),
                     player(), player()])
    assert K.A_SUMMON + 0 not in duel.legal_actions()                                # A: 5 cards, no 6th


def spell_trap_actions(duel) -> list[int]:
    """Legal Sets of Spells/Traps and activations of Spell/Trap Cards (from the hand or Set)."""
    return [a for a in duel.legal_actions() if K.A_SET_CARD <= a < K.A_ACTIVATE_MONSTER]


def test_r22f_cold_wave_only_at_the_start_of_main_phase_1_then_no_spell_trap_until_the_end_of_the_next_turn():
    """T-R22f (second half): A activates Cold Wave at the start of A's Main Phase 1 (after a
    Normal Summon it is no longer offered). Once it resolves no player may activate or Set a
    Spell/Trap: A for the rest of the turn, B and C in their turns, A in A's next turn (to its
    end, as T-R22f says); from B's following turn on they may again."""
    hand_a = ["Cold Wave", "Mystical Space Typhoon", "Wolf"]
    spells = ["Heavy Storm", "Trap Hole"]
    duel = scenario([player(hand=hand_a, spells=spells), player(hand=["Mystical Space Typhoon"], spells=spells),
                     player(hand=["Mystical Space Typhoon"], spells=spells)])
    act(duel, K.A_SUMMON + 2)
    pass_all(duel)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()              # no longer the start of Main Phase 1

    duel = scenario([player(hand=hand_a, spells=spells), player(hand=["Mystical Space Typhoon"], spells=spells),
                     player(hand=["Mystical Space Typhoon"], spells=spells)])
    assert K.A_ACTIVATE + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert spell_trap_actions(duel) == []
    for p in (B, C, A):
        advance_to_idle(duel, p)
        assert spell_trap_actions(duel) == [], p
    act(duel, K.A_TO_BATTLE)                                          # A's next turn, to its end
    assert spell_trap_actions(duel) == []
    advance_to_idle(duel, B)
    assert K.A_SET_CARD + 0 in spell_trap_actions(duel) and K.A_ACTIVATE_SET + 0 in spell_trap_actions(duel)
