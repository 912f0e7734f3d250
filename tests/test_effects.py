"""Card effects and chains (issue 3, first cards): activation, Spell Speed and timing (B15,
B19), chains resolving last in, first out (B16), opponent designation (R11), helping others
(R18), the response order with affected players first and the R28 restart; each card's
behaviour in a 3+ player duel."""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env.cards.constants import COND_ATTACK, DAMAGE_TARGET_ATK, OP_DAMAGE, OP_NEGATE_ATTACK, OPP_HELP
from ygo_royal_env.cards.effects import EffectDataError, parse_effects
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.envs.observation import decode_observation, encode_observation, OBS_SIZE

from ygo_royal_env.scenario import deal_damage

from conftest import A, B, C, D, E, act, asked, events, grave, hand, monster, monsters, pile, player, scenario


def ask_passes(duel, since: int = 0) -> list[int]:
    return asked(duel, since, K.PROMPT_PASS)


def pass_until_done_with_chain(duel) -> None:
    """Everyone passes until the chain has resolved."""
    while not duel.done and duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)


def szone(duel, p: int, z: int) -> int:
    return int(duel.rec["szone"][p, z])


def link(duel, k: int) -> dict:
    r = duel.rec
    return {"card": duel.card_name(r["ch_card"][k]), "player": int(r["ch_player"][k]),
            "opp": int(r["ch_opp"][k]), "target": int(r["ch_target"][k])}


# --- B15 / B16 / R25: a Normal Spell, its window and resolution -----------------------------
def test_b16_r25_pot_of_greed_link_window_then_resolution():
    """A activates Pot of Greed (no target, no designation): B and C decide, then A's final
    decision (R25, A-01); then the link resolves (B16) and the card goes to the GY."""
    duel = scenario([player(hand=["Pot of Greed"]), player(), player()], auto_answer=False)
    before = len(hand(duel, A))
    since = len(duel.events())
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["ch_n"] == 1 and link(duel, 0)["card"] == "Pot of Greed"
    pass_until_done_with_chain(duel)
    assert ask_passes(duel, since) == [B, C, A]
    assert len(hand(duel, A)) == before - 1 + 2 and duel.rec["ch_n"] == 0
    assert duel.card_name(grave(duel, A)[-1]) == "Pot of Greed"
    assert [e.kind for e in events(duel, since) if e.kind in ("activate", "resolve")] == ["activate", "resolve"]
    assert duel.rec["pr_kind"] == K.PROMPT_IDLE and duel.current_player == A     # R28: back to A


def test_b19_a_normal_spell_needs_a_deck_to_draw_from_and_the_main_phase():
    duel = scenario([player(hand=["Pot of Greed"], deck=["Battle Ox"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()           # 1 card: nothing to apply fully
    duel = scenario([player(hand=["Pot of Greed"]), player(), player()])
    assert K.A_ACTIVATE + 0 in duel.legal_actions() and K.A_SET_CARD + 0 in duel.legal_actions()


# --- R11: designation at activation --------------------------------------------------------
def raigeki_position(auto: bool = False):
    return scenario([player(hand=["Raigeki"]),
                     player(monsters=["Battle Ox", "Luster Dragon"]),
                     player(monsters=["Gemini Elf"])], auto_answer=auto)


def test_r11a_raigeki_designates_before_priority_passes_and_hits_only_that_opponent():
    """T-R11a (with Raigeki for Lightning Vortex): the designation is on link 1 before anyone
    is asked to respond, every player sees it, and only B's monsters are destroyed."""
    duel = raigeki_position()
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]   # B, C
    since = len(duel.events())
    act(duel, K.A_DESIGNATE + 0)
    assert link(duel, 0)["opp"] == B and duel.current_player == B     # R26: B, directly affected, first
    view = decode_observation(encode_observation(duel.rec, duel.db.table, C, np.zeros(OBS_SIZE, np.float32)))
    assert view["chain"][0]["present"] and view["chain"][0]["opponent"] == 2   # B sits 2 seats after C
    assert view["chain"][0]["activator"] == 1 and duel.db.name(view["chain"][0]["card"]) == "Raigeki"
    pass_until_done_with_chain(duel)
    assert ask_passes(duel, since) == [B, C, A]
    assert monsters(duel, B) == [] and len(monsters(duel, C)) == 1


def test_r11b_an_opponent_without_cards_to_destroy_cannot_be_designated():
    """T-R11b with Raigeki: only C controls monsters, so only C may be designated; with
    nobody to hit the Spell cannot be activated at all."""
    duel = scenario([player(hand=["Raigeki"]), player(), player(monsters=["Gemini Elf"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 1]
    empty = scenario([player(hand=["Raigeki"], monsters=["Battle Ox"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in empty.legal_actions()


def test_harpies_feather_duster_destroys_only_the_designated_opponents_spells_and_traps():
    duel = scenario([player(hand=["Harpie's Feather Duster"], spells=["Trap Hole"]),
                     player(spells=["Mirror Force", "Sakuretsu Armor"]), player(spells=["Negate Attack"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_DESIGNATE + 0)                                   # B
    pass_until_done_with_chain(duel)
    assert list(duel.rec["szone"][B]) == [-1] * 5
    assert szone(duel, C, 0) >= 0 and szone(duel, A, 0) >= 0


def test_dark_hole_and_heavy_storm_hit_every_player():
    duel = scenario([player(hand=["Dark Hole", "Heavy Storm"], monsters=["Battle Ox"], spells=["Trap Hole"]),
                     player(monsters=["Luster Dragon"], spells=["Mirror Force"]),
                     player(monsters=["Gemini Elf"])])
    act(duel, K.A_ACTIVATE + 0)
    assert all(monsters(duel, p) == [] for p in (A, B, C))
    act(duel, K.A_ACTIVATE + 0)                                    # Heavy Storm, now hand slot 0
    assert all((duel.rec["szone"][p] < 0).all() for p in (A, B, C))
    assert [duel.card_name(c) for c in grave(duel, A)][-2:] == ["Trap Hole", "Heavy Storm"]
    assert any(e.kind == "destroyed" and e.c == 1 for e in events(duel))     # by an effect


# --- traps: conditions, R26/R28 order, B15 speed --------------------------------------------
def summon_position(**kw):
    """B (turn player) is about to Normal Summon Luster Dragon (1900 ATK); A and C have Trap Hole Set."""
    return scenario([player(spells=["Trap Hole"]), player(hand=["Luster Dragon", "Mystical Elf"]),
                     player(spells=["Trap Hole"]), player()], turn_player=B, **kw)


def test_r26_r28_trap_hole_restarts_the_queue_from_its_activator():
    """B summons: C decides first (R25), activates Trap Hole targeting B's monster; the new
    queue starts with the affected B, then D and A (A's decision on the summon itself is
    skipped: R28), then C's final decision; the monster is destroyed."""
    duel = summon_position(auto_answer=False)
    since = len(duel.events())
    act(duel, K.A_SUMMON + 0)
    assert duel.current_player == C and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    assert duel.describe_action(K.A_ACTIVATE_SET + 0) == \
        "Activate Trap Hole (spell/trap zone 0), targeting player_1's Luster Dragon"
    act(duel, K.A_ACTIVATE_SET + 0)
    assert link(duel, 0)["target"] == duel.rec["mzone"][B, 0]
    assert duel.current_player == B                                # directly affected first (R26)
    pass_until_done_with_chain(duel)
    assert ask_passes(duel, since) == [C, B, D, A, C]
    assert monsters(duel, B) == [] and duel.card_name(grave(duel, B)[-1]) == "Luster Dragon"
    assert duel.card_name(grave(duel, C)[-1]) == "Trap Hole" and szone(duel, A, 0) >= 0


def test_trap_hole_conditions_own_summons_low_atk_and_set_this_turn():
    duel = summon_position(auto_answer=False)
    act(duel, K.A_SUMMON + 1)                                      # Mystical Elf, 800 ATK
    assert duel.legal_actions() == [K.A_PASS]
    fresh = scenario([player(), player(hand=["Luster Dragon"]), player(spells=[{"card": "Trap Hole",
                      "set_this_turn": True}])], turn_player=B, auto_answer=False)
    act(fresh, K.A_SUMMON + 0)
    assert fresh.current_player == C and fresh.legal_actions() == [K.A_PASS]     # B19
    own = scenario([player(hand=["Luster Dragon"], spells=["Trap Hole"]), player(), player()], auto_answer=False)
    act(own, K.A_SUMMON + 0)
    while own.rec["pr_kind"] == K.PROMPT_PASS:
        assert K.A_ACTIVATE_SET + 0 not in own.legal_actions()    # "your opponent summons"
        act(own, K.A_PASS)


def test_bottomless_trap_hole_banishes_and_a_second_trap_can_chain():
    duel = scenario([player(spells=["Bottomless Trap Hole"]), player(hand=["Luster Dragon"]),
                     player(spells=["Trap Hole"])], turn_player=B, auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    act(duel, K.A_ACTIVATE_SET + 0)                                # C: Trap Hole, link 1
    assert duel.current_player == B
    act(duel, K.A_PASS)                                            # B
    assert duel.current_player == A and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)                                # A: Bottomless, link 2 (SS2 on SS2)
    pass_until_done_with_chain(duel)
    resolved = [duel.card_name(e.a) for e in events(duel, kind="resolve")]
    assert resolved == ["Bottomless Trap Hole", "Trap Hole"]      # B16: last in, first out
    banished = duel.rec["pile"][B, K.LOC_BANISHED, :duel.rec["pile_n"][B, K.LOC_BANISHED]]
    assert [duel.card_name(c) for c in banished] == ["Luster Dragon"]


def attack_position(trap: str, **kw):
    """B (turn player, battle step) attacks C's Mystical Elf with Luster Dragon; A holds ``trap``."""
    return scenario([player(spells=[trap], monsters=["Gemini Elf"]),
                     player(monsters=["Luster Dragon", "Battle Ox", monster("Giant Soldier of Stone", "def")]),
                     player(monsters=["Mystical Elf"]), player()], turn_player=B, phase="battle", **kw)


def test_r18a_mirror_force_helps_another_player():
    """T-R18a: B's monster attacks C's monster; A activates Mirror Force: every Attack Position
    monster of B (the attacking player) is destroyed, C's and A's are not."""
    duel = attack_position("Mirror Force", auto_answer=False)
    act(duel, attack_action(0, 1, 0))                              # B zone 0 -> C (1 seat after B), zone 0
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert link(duel, 0)["opp"] == B
    pass_until_done_with_chain(duel)
    assert [duel.card_name(c) for c in monsters(duel, B)] == ["Giant Soldier of Stone"]
    assert len(monsters(duel, A)) == 1 and len(monsters(duel, C)) == 1
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE and duel.rec["atk_card"] == -1   # the attack is gone


def pass_while_not(duel, p: int) -> None:
    while duel.current_player != p:
        act(duel, K.A_PASS)


def test_magic_cylinder_negates_and_the_attacking_player_takes_the_damage():
    duel = attack_position("Magic Cylinder", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_until_done_with_chain(duel)
    assert duel.rec["lp"][B] == 8000 - 1900 and duel.rec["lp"][C] == 8000 and duel.rec["lp"][A] == 8000
    assert len(monsters(duel, C)) == 1 and len(monsters(duel, B)) == 3     # no battle
    assert any(e.kind == "attack negated" for e in events(duel))
    assert duel.rec["pr_kind"] == K.PROMPT_BATTLE


def test_sakuretsu_armor_destroys_the_attacker():
    duel = attack_position("Sakuretsu Armor")
    act(duel, attack_action(0, 1, 0))
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions() and duel.current_player == A
    act(duel, K.A_ACTIVATE_SET + 0)
    assert [duel.card_name(c) for c in monsters(duel, B)] == ["Battle Ox", "Giant Soldier of Stone"]
    assert duel.rec["lp"][C] == 8000 and len(monsters(duel, C)) == 1


def test_b15_negate_attack_is_spell_speed_3_and_ends_the_battle_phase():
    """Negate Attack (Counter Trap) on the attack: a Spell Speed 2 Trap cannot chain to it
    (B15); the attack is negated and the Battle Phase ends, so Main Phase 2 follows."""
    duel = scenario([player(spells=["Negate Attack"]), player(monsters=["Luster Dragon", "Battle Ox"]),
                     player(monsters=["Mystical Elf"], spells=["Sakuretsu Armor"])],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    assert duel.current_player == C
    act(duel, K.A_PASS)                                            # C passes on the attack
    act(duel, K.A_ACTIVATE_SET + 0)                                # A: Negate Attack
    while duel.rec["ch_n"] and duel.rec["pr_kind"] == K.PROMPT_PASS:
        assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()   # C's Sakuretsu: too slow now
        act(duel, K.A_PASS)
    assert duel.rec["lp"][C] == 8000 and len(monsters(duel, C)) == 1 and len(monsters(duel, B)) == 2
    pass_until_done_with_chain(duel)                               # the End Step's open window
    assert duel.rec["phase"] == K.PHASE_MAIN2 and duel.rec["pr_kind"] == K.PROMPT_IDLE


def test_b15_b19_a_normal_spell_cannot_respond_and_a_trap_needs_its_event():
    duel = scenario([player(spells=["Pot of Greed", "Sakuretsu Armor"]), player(hand=["Luster Dragon"]),
                     player()], turn_player=B, auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_while_not(duel, A)
    assert duel.legal_actions() == [K.A_PASS]                      # no attack, no Spell outside A's turn


# --- selected targets, Quick-Play Spells, Special Summons -------------------------------------
def test_r26b_mst_targeting_the_turn_players_card_asks_that_player_first():
    """T-R26b: A-E, A is the turn player; C activates Mystical Space Typhoon (Set, Quick-Play)
    targeting A's Set card when A passes; the asked order is then [A, D, E, B], then C."""
    duel = scenario([player(spells=["Trap Hole"]), player(), player(spells=["Mystical Space Typhoon"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_TO_END)                                          # A passes: B, C, D, E may act (R24)
    act(duel, K.A_PASS)                                            # B
    assert duel.current_player == C and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET and duel.legal_actions() == [K.A_SELECT + 0]
    assert duel.describe_action(K.A_SELECT + 0) == "Target player_0's face-down card (spell/trap zone 0)"
    since = len(duel.events())
    act(duel, K.A_SELECT + 0)
    assert link(duel, 0)["target"] == szone(duel, A, 0)
    pass_until_done_with_chain(duel)
    assert ask_passes(duel, since)[:5] == [A, D, E, B, C]
    assert szone(duel, A, 0) == -1 and duel.card_name(grave(duel, A)[-1]) == "Trap Hole"


def test_b19_quick_play_from_the_hand_only_in_the_own_turn_and_set_not_the_same_turn():
    duel = scenario([player(spells=["Trap Hole"]), player(hand=["Mystical Space Typhoon"],
                     spells=[{"card": "Mystical Space Typhoon", "set_this_turn": True}]), player()],
                    auto_answer=False)
    act(duel, K.A_TO_END)
    assert duel.current_player == B and duel.legal_actions() == [K.A_PASS]   # hand: not B's turn; Set: fresh
    own = scenario([player(hand=["Mystical Space Typhoon"]), player(spells=["Trap Hole"]), player()])
    assert K.A_ACTIVATE + 0 in own.legal_actions()


def test_book_of_moon_turns_the_attacker_face_down_and_stops_the_attack():
    duel = scenario([player(spells=["Book of Moon"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Mystical Elf"])], turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))                              # B attacks C
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    luster = duel.rec["mzone"][B, 0]
    act(duel, K.A_SELECT + [int(c) for c in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]].index(luster))
    pass_until_done_with_chain(duel)
    assert duel.rec["c_pos"][luster] == K.POS_FACEDOWN_DEF and duel.rec["atk_card"] == -1
    assert duel.rec["lp"][C] == 8000 and any(e.kind == "attack stopped" for e in events(duel))


def test_nobleman_of_crossout_banishes_a_face_down_monster():
    duel = scenario([player(hand=["Nobleman of Crossout"]), player(monsters=[monster("Gemini Elf", "set")]),
                     player(monsters=["Battle Ox"])])
    act(duel, K.A_ACTIVATE + 0)                                    # the only face-down monster: auto-targeted
    banished = duel.rec["pile"][B, K.LOC_BANISHED, :duel.rec["pile_n"][B, K.LOC_BANISHED]]
    assert [duel.card_name(c) for c in banished] == ["Gemini Elf"] and monsters(duel, B) == []
    assert len(monsters(duel, C)) == 1


def test_nobleman_of_crossout_banishes_a_flip_monsters_name_from_every_deck():
    """A Flip target (Man-Eater Bug), destroyed and banished: then ("if you do") each player in the duel banishes the
    cards of its name from their Deck, shuffled after (B24); other cards stay. A banish over a selector: every
    player's Deck, filter named_like_target and subtype flip (no op of its own)."""
    duel = scenario([player(hand=["Nobleman of Crossout"], deck=["Man-Eater Bug", "Battle Ox"]),
                     player(monsters=[monster("Man-Eater Bug", "set")], deck=["Man-Eater Bug", "Man-Eater Bug"]),
                     player(monsters=["Battle Ox"], deck=["Mystical Elf", "Man-Eater Bug"])])
    act(duel, K.A_ACTIVATE + 0)
    deck = [[duel.card_name(c) for c in pile(duel, q, K.LOC_DECK)] for q in (A, B, C)]
    assert deck == [["Battle Ox"], [], ["Mystical Elf"]]
    banished = [[duel.card_name(c) for c in pile(duel, q, K.LOC_BANISHED)] for q in (A, B, C)]
    assert banished == [["Man-Eater Bug"], ["Man-Eater Bug"] * 3, ["Man-Eater Bug"]]
    plain = scenario([player(hand=["Nobleman of Crossout"], deck=["Gemini Elf", "Battle Ox"]),
                      player(monsters=[monster("Gemini Elf", "set")], deck=["Gemini Elf"]), player()])
    act(plain, K.A_ACTIVATE + 0)                                   # not a Flip monster: the Decks stay
    assert sorted(plain.card_name(c) for c in pile(plain, A, K.LOC_DECK)) == ["Battle Ox", "Gemini Elf"]
    assert [plain.card_name(c) for c in pile(plain, B, K.LOC_DECK)] == ["Gemini Elf"]


def test_monster_reborn_special_summons_from_any_graveyard_in_the_chosen_position():
    duel = scenario([player(hand=["Monster Reborn"]), player(graveyard=["Blue-Eyes White Dragon"]),
                     player(graveyard=["Battle Ox"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    names = [duel.card_name(c) for c in duel.rec["pr_cand"][:duel.rec["pr_ncand"]]]
    assert sorted(names) == ["Battle Ox", "Blue-Eyes White Dragon"]
    act(duel, K.A_SELECT + names.index("Blue-Eyes White Dragon"))
    pass_until_done_with_chain(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_POSITION and duel.current_player == A
    act(duel, K.A_POSITION + 1)                                    # face-up Defense Position
    blue = monsters(duel, A)[0]
    assert duel.card_name(blue) == "Blue-Eyes White Dragon" and duel.rec["c_pos"][blue] == K.POS_FACEUP_DEF
    assert duel.rec["c_owner"][blue] == B and duel.rec["c_ctrl"][blue] == A
    assert any(e.kind == "special summon" for e in events(duel))
    empty = scenario([player(hand=["Monster Reborn"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in empty.legal_actions()         # nothing to target


def test_b15_a_quick_play_spell_chains_to_a_trap_but_not_to_a_counter_trap():
    duel = scenario([player(spells=["Sakuretsu Armor"]), player(monsters=["Luster Dragon"],
                     spells=["Book of Moon"]), player(monsters=["Mystical Elf"])],
                    turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)                                # A: Sakuretsu Armor on B's attacker
    assert duel.current_player == B and K.A_ACTIVATE_SET + 0 in duel.legal_actions()   # SS2 on SS2
    act(duel, K.A_ACTIVATE_SET + 0)                                # B: Book of Moon on its own monster
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET


# --- RULES.md tests with their own cards ----------------------------------------------------
def test_r10a_torrential_tribute_destroys_the_monsters_of_every_players_field():
    """T-R10a: A, B and C each control 2 monsters; B Normal Summons; A's Torrential Tribute
    destroys all 7."""
    two = ["Battle Ox", "Gemini Elf"]
    duel = scenario([player(monsters=two, spells=["Torrential Tribute"]), player(monsters=two, hand=["Luster Dragon"]),
                     player(monsters=two)], turn_player=B, auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_until_done_with_chain(duel)
    assert all(monsters(duel, p) == [] for p in (A, B, C))
    assert sum(1 for e in events(duel, kind="destroyed") if e.c == 1) == 7


def test_r11a_lightning_vortex_designation_is_on_the_link_before_anyone_responds():
    """T-R11a: B controls 2 face-up monsters, C 1; A activates Lightning Vortex designating B
    (discarding a card as the cost): the designation is on link 1 before the first player is
    asked, and only B's face-up monsters are destroyed."""
    duel = scenario([player(hand=["Lightning Vortex", "Battle Ox"]),
                     player(monsters=["Luster Dragon", "Gemini Elf", monster("Mystical Elf", "set")]),
                     player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    act(duel, K.A_DESIGNATE + 0)                                   # B
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.legal_actions() == [K.A_SELECT + 0]
    act(duel, K.A_SELECT + 0)                                      # the cost: discard Battle Ox
    assert duel.card_name(grave(duel, A)[0]) == "Battle Ox"
    first_ask = next(e for e in events(duel) if e.kind == "ask" and e.b == K.PROMPT_PASS)
    assert link(duel, 0)["opp"] == B and first_ask.a == B        # stored before B was asked
    pass_until_done_with_chain(duel)
    assert [duel.card_name(c) for c in monsters(duel, B)] == ["Mystical Elf"]   # the face-down one stays
    assert len(monsters(duel, C)) == 1


def test_r11b_lightning_vortex_condition_checked_against_the_designated_opponent():
    """T-R11b: only C controls a face-up monster: designating B is illegal, C is legal."""
    duel = scenario([player(hand=["Lightning Vortex", "Battle Ox"]), player(monsters=[monster("Gemini Elf", "set")]),
                     player(monsters=["Vorse Raider"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 1]
    alone = scenario([player(hand=["Lightning Vortex"]), player(), player(monsters=["Vorse Raider"])])
    assert K.A_ACTIVATE + 0 not in alone.legal_actions()          # nothing to discard for the cost


def lp_trap_against_b(trap: str, lps: tuple[int, int, int]):
    """A activates a Set LP trap: only B may be designated; then the chain resolves."""
    duel = scenario([player(lp=lps[0], spells=[trap]), player(lp=lps[1]), player(lp=lps[2])], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]
    act(duel, K.A_DESIGNATE + 0)
    pass_until_done_with_chain(duel)
    return duel


def test_r11c_self_destruct_button_only_the_qualifying_opponent_and_a_double_loss():
    """T-R11c: LP A 500, B 8000, C 3000: only B may be designated; both end at 0 and lose
    together, and C, the only player left, wins."""
    duel = lp_trap_against_b("Self-Destruct Button", (500, 8000, 3000))
    assert duel.done and list(duel.rec["lp"][:3]) == [0, 0, 3000] and duel.results() == [-1, -1, 1]


def test_r11d_life_equalizer_changes_only_the_designated_opponents_lp():
    """T-R11d: LP A 1000, B 9500, C 8500: only B qualifies (8500 >= 8000); A = B = 3000, C 8500."""
    duel = lp_trap_against_b("Life Equalizer", (1000, 9500, 8500))
    assert list(duel.rec["lp"][:3]) == [3000, 3000, 8500]


# --- control changes (R32) ---------------------------------------------------------------------
def change_of_heart_on_b():
    """A takes B's Luster Dragon with Change of Heart (designating B, R11)."""
    duel = scenario([player(hand=["Change of Heart"]), player(monsters=["Luster Dragon"]),
                     player(monsters=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    act(duel, K.A_DESIGNATE + 0)
    assert duel.legal_actions() == [K.A_SELECT + 0]               # only B's monsters (R11 (b))
    act(duel, K.A_SELECT + 0)
    pass_until_done_with_chain(duel)
    luster = monsters(duel, A)[0]
    assert duel.card_name(luster) == "Luster Dragon" and duel.rec["c_owner"][luster] == B
    return duel, luster


def to_end_phase(duel) -> None:
    act(duel, K.A_TO_END)
    while duel.rec["phase"] != K.PHASE_END:
        act(duel, duel.legal_actions()[0])


def test_change_of_heart_control_returns_at_the_end_phase():
    duel, luster = change_of_heart_on_b()
    assert monsters(duel, B) == [] and any(e.kind == "control" for e in events(duel))
    to_end_phase(duel)
    assert monsters(duel, B) == [luster] and monsters(duel, A) == []


def test_r32_a_taken_monster_of_a_player_who_lost_leaves_the_game_instead_of_returning():
    """R32 (T-R32c shape, with Change of Heart's End Phase for Snatch Steal leaving): B loses
    while A holds B's monster; it stays with A until control would return, then leaves the game."""
    duel, luster = change_of_heart_on_b()
    deal_damage(duel, B, 8000)
    assert not duel.rec["alive"][B] and monsters(duel, A) == [luster]     # R32: it stays for now
    to_end_phase(duel)
    assert duel.rec["c_loc"][luster] == K.LOC_OUT and monsters(duel, A) == []


# --- losers and the chain (R31, R36) --------------------------------------------------------
def test_r31c_a_losers_link_stays_on_the_chain_and_applies_when_it_needs_nothing_of_theirs():
    """R31 (c)/(d) with A-08: B summons; A's Trap Hole is link 1; C (500 LP) chains
    Self-Destruct Button designating A (link 2): A and C lose at link 2; link 1 is still
    processed and destroys B's monster (it needs none of A's cards), and the Trap Hole itself
    has left the game instead of going to the GY."""
    duel = scenario([player(spells=["Trap Hole"]), player(hand=["Luster Dragon"]),
                     player(lp=500, spells=["Self-Destruct Button"]), player()], turn_player=B, auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    pass_while_not(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)                                # link 1: A's Trap Hole on Luster Dragon
    trap_hole = szone(duel, A, 0)
    pass_while_not(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)                                # link 2: C's Self-Destruct Button
    assert len(duel.legal_actions()) == 3                          # D, A, B each have 7000+ more LP
    act(duel, K.A_DESIGNATE + 1)                                   # A, 2 seats after C
    pass_until_done_with_chain(duel)
    assert not duel.rec["alive"][A] and not duel.rec["alive"][C] and not duel.done
    assert [duel.card_name(e.a) for e in events(duel, kind="resolve")] == ["Self-Destruct Button", "Trap Hole"]
    assert monsters(duel, B) == [] and duel.rec["c_loc"][trap_hole] == K.LOC_OUT


def test_r36_an_actor_who_concedes_at_the_final_decision_passes_and_its_draw_is_skipped():
    """R36: the actor's final decision counts as a pass when the actor loses (here by
    conceding); A-08: the loser's Pot of Greed still resolves but draws nothing (it would give
    the loser cards); R34: the turn passes to the next player."""
    duel = scenario([player(hand=["Pot of Greed"]), player(), player()], auto_answer=False, concession=True)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_PASS)                                            # B
    act(duel, K.A_PASS)                                            # C
    assert duel.current_player == A                                # A's final decision (A-01)
    since = len(duel.events())
    act(duel, K.A_CONCEDE)
    assert not duel.rec["alive"][A] and A not in [e.a for e in events(duel, since, kind="draw")]
    assert [e.kind for e in events(duel, since) if e.kind in ("player lost", "resolve", "turn")] == \
        ["player lost", "resolve", "turn"]                         # R34: the chain first, then B's turn
    assert int(duel.rec["turn_player"]) == B and duel.rec["ch_n"] == 0


# --- the effects file ------------------------------------------------------------------------
CARDS = {1: ("Test Spell", 1, 0), 2: ("Test Trap", 2, 0), 3: ("Test Monster", 0, 1), 4: ("Test Continuous Trap", 2, 10),
         7: ("Test Fusion", 0, 2)}


@pytest.mark.parametrize("text, message", [
    ('[[card]]\nid = 9\nname = "X"\n', "card 9 \\(X\\): id is not a passcode"),
    ('[[card]]\nid = 1\nname = "Other"\n', "name must be 'Test Spell'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw", if_done=true}]\n',
     "op 1: if_done .* is for an op after the first"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="draw"}, {op="draw", count=2, as_many=true}]\n', "op 2: draw with as_many .* no count"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="discard", per={from="hand"}}]\n', "op 1: per .* goes with \\['damage', 'gain_lp', 'draw'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n', "needs 1 to 2 \\[\\[card.effect\\]\\] tables, got 0"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "trap"\nops = [{op="draw"}]\n',
     "effect 1: activation 'trap' does not fit a spell"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="fly"}]\n',
     "op 1: op must be one of"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\ncolour = 1\nops = []\n',
     "unknown key\\(s\\) \\['colour'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw", count=0}]\n',
     "count must be an integer 1..10"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="discard", count=11}]\n',
     "count must be an integer 1..10"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="discard_hand_draw", count=2}]\n', "discard_hand_draw takes \\['draw', 'who'\\], not \\['count'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="discard_hand_draw", who="you_and_opponent"}]\n', "acts on the opponent, so opponent must be set"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="discard_hand_draw", draw=11}]\n', "draw must be an integer 0..10"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="draw", who="opponent", count=3}]\n', "draw\\) acts on the opponent"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nopponent = "OPP-CHAIN"\n'
     'ops = [{op="draw", who="opponent", count=3, discard="relic"}]\n', "discard must be one of"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nops = [{op="destroy_target"}]\n',
     "destroy_target\\) needs a target"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="discard_random"}]\n', "acts on the opponent, so opponent must be set"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n',
     "activation 'spell' does not fit a monster"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\nops = [{op="draw"}]\n',
     "trigger \\(the event names\\) goes with activation 'trigger'"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "sneezed"\n'
     'ops = [{op="draw"}]\n', "trigger must be one of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\noptional = true\n'
     'ops = [{op="draw"}]\n', "optional \\(true or false\\) is for a trigger"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "flipped"\n'
     'tribute_cost = true\nops = [{op="draw"}]\n', "tribute_cost .* is for an Ignition or Quick Effect"),
    # selectors (cards/selectors.py): each key's allowed values, and what each action takes from where
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="deck", filter={card="Nobody"}}]\n', "card must name a card in the database \\(or list 2 names\\), got 'Nobody'"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="special_summon", from="deck", filter={attribute="PINK"}}]\n', "attribute must be one or a list of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="destroy", from="deck"}]\n', "op 1: destroy takes cards from \\['monsters', 'spells_traps'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="pocket"}]\n', "from must be one or a list of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="destroy", from="monsters", whose="opponent"}]\n', "whose 'opponent' needs the effect's opponent"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="deck", whose="every player"}]\n', "from a hand, a Deck or an Extra Deck is of your own cards"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="destroy", from="field", pick="lowest atk"}]\n', "pick 'lowest atk' compares monsters"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="destroy", from="monsters", pick="all", count=2}]\n', "count \\(1..5\\) goes with pick"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="deck", filter={level_max=13}}]\n', "level_max must be an integer 1..12"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="deck", filter={kind="spell", race="Warrior"}}]\n', "select monsters: kind 'monster'"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="to_hand", from="deck", filter={position="attack"}}]\n', "position \\(of a card on the field\\)"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="special_summon", from="hand", position="sideways"}]\n', "position must be one of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\n'
     'ops = [{op="banish", from="hand", colour="red"}]\n', "banish takes the selector keys .* not \\['colour'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[card.procedure]\nbanish = ["PINK"]\n', "procedure: banish must be one of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[card.procedure]\ncondition = "opponent controls more"\n',
     "procedure: more .* goes with condition 'opponent controls more'"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[card.procedure]\nrestricts = "never"\n', "restricts must be one of"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[card.procedure]\ncost = 1\n', "procedure: unknown key\\(s\\) \\['cost'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[card.procedure]\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n',
     "procedure: a summoning procedure is a table, for a monster"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nonce_per_turn = true\n'
     'ops = [{op="draw"}]\n', "once_per_turn .* is for a monster's effect"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "ignition"\nopponent = "OPP-PHASE"\n'
     'ops = [{op="draw"}]\n', "opponent 'OPP-PHASE' is for a phase trigger"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\n'
     'trigger = ["own standby phase", "flipped"]\nops = [{op="draw"}]\n', "a phase trigger waits for nothing else"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "flipped"\n'
     'ops = [{op="damage", amount=0}]\n', "amount must be an integer 1..8000"),
    # equips (tests/test_equips.py)
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\ntarget = { from = "monsters" }\n'
     'ops = [{op="attach_target", mode="glue"}]\n', "mode must be one of"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nops = [{op="draw"}]\n'
     '[[card.effect]]\nactivation = "trigger"\ntrigger = "opponent\'s standby phase"\nops = [{op="draw"}]\n',
     "effect 2: activation 'trigger' does not fit a spell"),
    # negation (tests/test_negation.py)
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nops = [{op="negate_summon"}]\n',
     "negate_summon\\) needs the condition of what it negates"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ncondition = "summon attempt"\n'
     'ops = [{op="negate_activation"}]\n', "negate_activation\\) needs the condition of what it negates"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ncondition = "spell/trap activated"\n'
     'ops = [{op="destroy", from="monsters", atk_damage="opponent"}]\n', "destroy\\) acts on the opponent"),
    # battle damage (tests/test_battle_damage.py): OPP-LINK, the new ops, piercing, statics
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\ntrigger = "flipped"\n'
     'opponent = "OPP-LINK"\nops = [{op="discard_random"}]\n', "card 3 \\(Test Monster\\): effect 1: opponent 'OPP-LINK' is for"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\n'
     'trigger = "inflicts battle damage"\nops = [{op="discard_random"}]\n', "discard_random\\) acts on the opponent"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\n'
     'trigger = "inflicts battle damage"\nopponent = "OPP-LINK"\nops = [{op="banish_from_grave", count=11}]\n',
     "count must be an integer 1..10"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.effect]]\nactivation = "trigger"\n'
     'trigger = "inflicts battle damage"\nopponent = "OPP-LINK"\nops = [{op="declare_mill", kind="trap"}]\n',
     "declare_mill takes no parameters, not \\['kind'\\]"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="draw"}, {op="draw", if_result=[1, 1]}]\n', "if_result .* follows such an op"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="roll_die"}, {op="draw", if_result=[5, 2]}]\n', "if_result .* follows such an op"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="toss_coin", times=4}]\n', "times must be an integer 1..3"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="negate_effect"}]\n', "negate_effect\\) needs the condition of what it negates"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="skip_phase", phase="battle", who="opponent"}]\n', "skip_phase\\) acts on the opponent"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="skip_phase", phase="main 2"}]\n', "phase must be one of"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nopponent = "OPP-CHAIN"\n'
     'ops = [{op="player_modifier", kind="battle damage to the attacker", until="end of battle"}]\n',
     "player_modifier until 'end of battle'\\) needs a battle: condition 'attack' or 'attacked by an opponent'"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="player_modifier", kind="no attack declarations", who="opponent"}]\n',
     "player_modifier\\) acts on the opponent, so opponent must be set"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="player_modifier", kind="no summons", count=2}]\n', "count goes with until 'count'"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="player_modifier", kind="no draws"}]\n', "kind must be one of .*'no summons'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\npiercing = true\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="draw"}]\n', "card 1 \\(Test Spell\\): piercing \\(true or false\\) is for a monster"),
    ('[[card]]\nid = 3\nname = "Test Monster"\ncannot_special_summon = "yes"\n[[card.static]]\n'
     'kind = "indestructible by battle"\n', "cannot_special_summon \\(true or false, or from the graveyard\\) is for a monster"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "unaffected by spells"\nspells_of = "mine"\n',
     "static 1: spells_of must be one of \\['opponents', 'any'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "no graveyard banish"\nattackers = "all"\n',
     "static 1: no graveyard banish takes \\[\\], not \\['attackers'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nremains = true\n[[card.effect]]\nactivation = "spell"\nops = []\n'
     '[[card.static]]\nkind = "indestructible by battle"\n', "static 1: indestructible by battle is a monster's static"),
    # field-wide rules (tests/test_field_rules.py): R16/R22 stat statics
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "atk per opponents\' monster"\n',
     "card 3 \\(Test Monster\\): static 1: amount .* must be a non-zero integer"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "atk in opponents\' battle phase"\n'
     'amount = -300\nraces = ["Fish"]\n', "static 1: atk in opponents' battle phase takes \\['amount'\\], not \\['races'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "atk per name in graveyards"\namount = 300\n',
     "card 3 \\(Test Monster\\): static 1: names must list 1 to 2 card names"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "atk per name in graveyards"\namount = 300\n'
     'names = ["Nobody"]\n', "static 1: names must name cards in the database, got 'Nobody'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nremains = true\n[[card.effect]]\nactivation = "spell"\nops = []\n'
     '[[card.static]]\nkind = "atk per opponents\' monster"\namount = 500\n',
     "static 1: atk per opponents' monster is a monster's static"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="player_modifier", kind="no position changes", turns=2}]\n',
     "card 1 \\(Test Spell\\): effect 1: op 1: player_modifier takes \\['atk_max', 'atk_min', 'count', 'every_draw', 'kind', 'until', 'who'\\], not \\['turns'\\]"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "opponents\' monsters at most the controller\'s"\n',
     "card 3 \\(Test Monster\\): static 1: opponents' monsters at most the controller's is a lasting Spell/Trap's static"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nremains = true\n[[card.effect]]\nactivation = "spell"\nops = []\n'
     '[[card.static]]\nkind = "opponents\' monsters at most the controller\'s"\namount = 1\n',
     "static 1: opponents' monsters at most the controller's takes \\[\\], not \\['amount'\\]"),
    ('[[card]]\nid = 1\nname = "Test Spell"\nremains = true\n[[card.effect]]\nactivation = "spell"\nops = []\n'
     '[[card.static]]\nkind = "lp cost to play from the hand"\namount = -500\n',
     "card 1 \\(Test Spell\\): static 1: amount \\(LP paid per card\\) must be positive"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ncondition = "every field at most"\n'
     'ops = [{op="draw"}]\n', "card 2 \\(Test Trap\\): effect 1: max_field_cards \\(an integer 1..20\\) goes with condition"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nmax_field_cards = 5\n'
     'ops = [{op="draw"}]\n', "effect 1: max_field_cards \\(an integer 1..20\\) goes with condition 'every field at most'"),
    ('[[card]]\nid = 2\nname = "Test Trap"\nremains = true\n[[card.effect]]\nactivation = "trap"\nops = []\n'
     '[[card.static]]\nkind = "at most cards on each field"\nmax_cards = 0\n',
     "card 2 \\(Test Trap\\): static 1: max_cards \\(cards a player may have on the field\\) must be an integer 1..20"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ncondition = "start of main phase 1"\n'
     'ops = [{op="draw"}]\n',
     "card 2 \\(Test Trap\\): effect 1: condition 'start of main phase 1' is for a Normal Spell"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="player_modifier", kind="no summons", until="forever"}]\n',
     "op 1: until must be one of \\['end of turn', 'end of damage step', 'end of battle'"),
    # designation cards (tests/test_designation.py): lasting effects, their costs and condition, the new ops
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nops = [{op="draw"}]\n'
     '[[card.effect]]\nactivation = "lasting"\nops = [{op="draw"}]\n',
     "card 2 \\(Test Trap\\): effect 2: activation 'lasting' .* is for a card that remains on the field"),
    ('[[card]]\nid = 4\nname = "Test Continuous Trap"\n[[card.effect]]\nactivation = "lasting"\nops = [{op="draw"}]\n',
     "effect 1: activation 'lasting' does not fit a trap \\(lasting: an effect after the card activation"),
    ('[[card]]\nid = 4\nname = "Test Continuous Trap"\n[[card.effect]]\nactivation = "trap"\nops = []\n'
     '[[card.effect]]\nactivation = "lasting"\ndiscard_kind = "spell"\nops = [{op="draw"}]\n',
     "effect 2: discard_kind .* needs discard_cost"),
    ('[[card]]\nid = 4\nname = "Test Continuous Trap"\n[[card.effect]]\nactivation = "trap"\nops = []\n'
     '[[card.effect]]\nactivation = "lasting"\ndiscard_cost = 1\ndiscard_kind = "card"\nops = [{op="draw"}]\n',
     "effect 2: discard_kind must be one of"),
    ('[[card]]\nid = 4\nname = "Test Continuous Trap"\n[[card.effect]]\nactivation = "trap"\nops = []\n'
     '[[card.effect]]\nactivation = "lasting"\nlp_cost = "fixed"\nops = [{op="draw"}]\n',
     "effect 2: lp_amount .* goes with lp_cost 'fixed'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\nlp_amount = 500\nops = [{op="draw"}]\n',
     "card 1 \\(Test Spell\\): effect 1: lp_amount .* goes with lp_cost 'fixed', and only with it"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\ncondition = "cards counted"\n'
     'ops = [{op="draw"}]\n', "effect 1: condition 'cards counted' is written as a table"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'condition = { from = "monsters", filter = { race = "Elf" } }\nops = [{op="draw"}]\n',
     "effect 1: condition: filter: race must be one or a list of"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'condition = { from = "hand", min = 3, max = 1 }\nops = [{op="draw"}]\n', "condition max \\(1\\) is below its min \\(3\\)"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'condition = { from = "hand", whose = "opponent" }\nops = [{op="draw"}]\n', "whose 'opponent' needs the effect's opponent"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="destroy", from="monsters", whose="opponent", pick="highest def"}]\n',
     "whose 'opponent' needs the effect's opponent"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nopponent = "OPP-CHAIN"\n'
     'ops = [{op="damage", who="opponent", target_atk=true}]\n', "damage with target_atk.* needs a target"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nopponent = "OPP-CHAIN"\n'
     'target = { from = "monsters" }\nops = [{op="damage", who="opponent", target_atk=true, amount=500}]\n',
     "target_atk .* takes no amount"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="damage", amount=1000, less_per_spell_trap=500}]\n', "less_per_spell_trap\\) goes with who 'every player'"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="to_hand", from="graveyard", filter={attacking=true}}]\n', "attacking .* in a selection from the monsters"),
    ('[[card]]\nid = 1\nname = "Test Spell"\n[[card.effect]]\nactivation = "spell"\n'
     'ops = [{op="change_to_defense_position", from="monsters", face_down=true, lock_position=true}]\n',
     "with face_down takes neither"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\nops = [{op="set_spell_trap_from_hand"}]\n',
     "op 1 \\(set_spell_trap_from_hand\\) follows a destroy_target"),
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
     'ops = [{op="banish_from_each_others_grave"}]\n', "banish_from_each_others_grave\\) acts on the opponent"),
    # issue 18 review: the check sat after a raise and never ran
    ('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\ntarget = { from = "monsters", '
     'whose = "opponent" }\nops = [{op="destroy_target"}]\n',
     "card 2 \\(Test Trap\\): effect 1: whose 'opponent' needs the effect's opponent to be set"),
    # Fusion (tests/test_fusion.py): materials, and Cyber Blader's per-opponent statics
    ('[[card]]\nid = 3\nname = "Test Monster"\n[card.fusion]\nmaterials = ["Test Monster"]\n',
     "card 3 \\(Test Monster\\): fusion: \\[card.fusion\\] is a Fusion Monster's table"),
    ('[[card]]\nid = 7\nname = "Test Fusion"\n[card.fusion]\nmaterials = ["Nobody"]\n',
     "card 7 \\(Test Fusion\\): fusion: materials must name cards in the database"),
    ('[[card]]\nid = 7\nname = "Test Fusion"\n[[card.static]]\nkind = "double atk"\n',
     "card 7 \\(Test Fusion\\): a Fusion Monster with effects needs \\[card.fusion\\] materials"),
    ('[[card]]\nid = 3\nname = "Test Monster"\n[[card.static]]\nkind = "negate opponents\' spells and traps"\n',
     "card 3 \\(Test Monster\\): static 1: while_opponent_controls .* must be an integer 1..5"),
])
def test_malformed_effect_definitions_name_the_card_and_field(text, message):
    with pytest.raises(EffectDataError, match=message):
        parse_effects(text, CARDS.get)


def test_a_definition_compiles_to_the_card_table_fields():
    fields = parse_effects('[[card]]\nid = 2\nname = "Test Trap"\n[[card.effect]]\nactivation = "trap"\n'
                           'condition = "attack"\nopponent = "HELP"\ntarget = "event card"\n'
                           'ops = [{op="negate_attack", end_battle_phase=true}, {op="damage", who="opponent", '
                           'target_atk=true}]\n', CARDS.get)
    f = fields[2]
    assert f["e_n"] == 1 and f["e_speed"][0] == 2 and f["e_cond"][0] == COND_ATTACK and f["e_opp"][0] == OPP_HELP
    assert f["e_op"][0] == [OP_NEGATE_ATTACK, OP_DAMAGE, 0] and f["e_arg"][0][0] == [1, 0, 0]
    assert f["e_arg"][0][1] == [0, 1, DAMAGE_TARGET_ATK]      # to the opponent, the amount the target's ATK


def test_every_packaged_effect_card_is_implemented():
    from ygo_royal_env.cards import load_database
    table = load_database().table
    with_effects = (table["e_n"] > 0) | (table["s_n"] > 0) | table["p_has"] | (table["double_tribute"] > 0) \
        | table["piercing"] | (table["nt_hand"] > 0) | (table["tribute_count"] > 0)
    assert with_effects.sum() == 610 and table["implemented"][with_effects].all()


# --- hands: R21 (Card Destruction), Graceful Charity --------------------------------------------
def test_r21_card_destruction_each_player_with_a_hand_discards_it_and_draws_as_many():
    """T-R21: A holds 3 cards, B 2 and C 0 when Card Destruction resolves (it is on the field
    then): A discards 3 and draws 3, B discards 2 and draws 2, C does nothing."""
    duel = scenario([player(hand=["Card Destruction", "Battle Ox", "Gemini Elf", "Mystical Elf"]),
                     player(hand=["Luster Dragon", "Battle Ox"]), player()])
    old = {p: hand(duel, p) for p in (A, B, C)}
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["ch_n"] == 0 and len(hand(duel, A)) == 3 and len(hand(duel, B)) == 2 and hand(duel, C) == []
    assert not set(hand(duel, A)) & set(old[A]) and not set(hand(duel, B)) & set(old[B])
    assert set(grave(duel, A)) == set(old[A]) and set(grave(duel, B)) == set(old[B]) and grave(duel, C) == []
    assert sorted(e.a for e in events(duel, kind="discard")) == [A, A, A, B, B]


def test_card_destruction_needs_a_card_in_some_hand_besides_itself():
    duel = scenario([player(hand=["Card Destruction"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Card Destruction"]), player(), player(hand=["Battle Ox"])])
    assert K.A_ACTIVATE + 0 in duel.legal_actions()


def test_graceful_charity_draws_three_then_its_activator_discards_two_of_their_choice():
    duel = scenario([player(hand=["Graceful Charity", "Luster Dragon"], deck=["Battle Ox"] * 5), player(), player()])
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and duel.current_player == A and len(hand(duel, A)) == 4
    dragon = next(c for c in hand(duel, A) if duel.card_name(c) == "Luster Dragon")
    act(duel, K.A_SELECT + hand(duel, A).index(dragon))
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD and len(hand(duel, A)) == 3
    act(duel, K.A_SELECT + 0)
    assert len(hand(duel, A)) == 2 and duel.rec["ch_n"] == 0 and duel.current_player == A
    names = [duel.card_name(c) for c in grave(duel, A)]
    assert sorted(names) == ["Battle Ox", "Graceful Charity", "Luster Dragon"]
    assert [e.a for e in events(duel, kind="discard")] == [A, A]


@pytest.mark.parametrize("scope", ["self_and_designated", "all_players"])
def test_r19c_morphing_jar_scope(scope):
    """T-R19c (A-04): A flips Morphing Jar. By default A designates B as part of activation and
    A and B discard their hands and draw 5; C is unaffected. With morphing_jar_scope=
    "all_players" (R21's reading) nobody is designated and every player does it."""
    deck = ["Battle Ox"] * 10
    duel = scenario([player(monsters=[monster("Morphing Jar", "set")], hand=["Gemini Elf"], deck=deck),
                     player(hand=["Luster Dragon", "Vorse Raider"], deck=deck), player(hand=["Mystical Elf"], deck=deck)],
                    morphing_jar_scope=scope)
    old = {p: hand(duel, p) for p in (A, B, C)}
    act(duel, K.A_FLIP_SUMMON + 0)
    if scope == "self_and_designated":
        assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
        act(duel, K.A_DESIGNATE + 0)                               # B, the next seat
    assert duel.rec["ch_n"] == 0
    for p in (A, B, C):
        changed = p != C or scope == "all_players"
        assert set(grave(duel, p)) == (set(old[p]) if changed else set())
        assert len(hand(duel, p)) == (5 if changed else 1)


def test_r22a_hiros_shadow_scout_the_designated_opponent_draws_three_shown_to_all():
    """T-R22a: B attacks A's face-down Hiro's Shadow Scout and flips it; A designates B (R11);
    B draws 3, which are revealed to A, B and C, and the Spells among them are discarded."""
    duel = scenario([player(monsters=[monster("Hiro's Shadow Scout", "set")]),
                     player(monsters=[monster("Luster Dragon")], deck=["Pot of Greed", "Battle Ox", "Dark Hole", "Gemini Elf"]),
                     player(hand=["Mystical Elf"])], turn_player=B, phase="battle")
    before = hand(duel, B)
    act(duel, attack_action(0, 2, 0))                          # A sits 2 seats after B
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and duel.current_player == A
    act(duel, K.A_DESIGNATE + 0)                               # B, the next seat after A
    shown = events(duel, kind="revealed")
    assert [e.a for e in shown] == [B, B, B]
    names = [duel.card_name(e.b) for e in shown]
    assert names == ["Pot of Greed", "Battle Ox", "Dark Hole"]
    kept = [c for c in hand(duel, B) if c not in before]
    assert [duel.card_name(c) for c in kept] == ["Battle Ox"]
    assert sorted(duel.card_name(c) for c in grave(duel, B)) == ["Dark Hole", "Pot of Greed"]
    assert len(hand(duel, C)) == 1 and grave(duel, C) == []
    from ygo_royal_env.describe import describe_event
    assert describe_event(duel, shown[0], viewer=C) == "player_1 reveals Pot of Greed"
