"""The cards of the control decks (chaos_control, gadget_warrior_beatdown, monarch_control): each test sets the
card's situation up, uses it and asserts what it did. Cards that name an opponent are played with 3 players
(R10-R23): the designated or damaged opponent is reached, the third player is not."""
from __future__ import annotations

from ygo_royal_env.cards.constants import MOD_DESTROYED_BY_EFFECT
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.atk_def import cur_atk

from conftest import (A, B, C, act, candidates, choose, designate, events, grave, hand, monster, monsters, name, names,
                      modifier_rows, pass_all, pile, player, scenario, settle, write_file)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][: duel.num_players]]


def atk(duel, c: int) -> int:
    return int(cur_atk(duel.rec, duel.db.table, int(c)))


def deck(duel, p: int) -> list[int]:
    return pile(duel, p, K.LOC_DECK)



def pass_to_prompt(duel, kind: int, limit: int = 200) -> None:
    """Pass priority (and end phases) until a prompt of ``kind`` comes up."""
    for _ in range(limit):
        if int(duel.rec["pr_kind"]) == kind:
            return
        k = int(duel.rec["pr_kind"])
        act(duel, K.A_PASS if k == K.PROMPT_PASS else K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE)
            else K.A_SELECT)
    raise AssertionError(f"prompt {kind} did not come")


def zone_of(duel, c: int) -> int:
    return int(duel.rec["c_seq"][c])


# --- Creature Swap: R19, swap_control ------------------------------------------------------------------------
def test_r19_creature_swap_switches_control_with_the_designated_opponent_and_locks_positions():
    """A designates B (C controls no monster, so only B may be designated: R11 (b)); as it resolves A chooses
    Battle Ox, B chooses Mystical Elf, and they switch control for good; neither may change its position
    this turn. C is untouched."""
    duel = scenario([player(hand=["Creature Swap"], monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf", "Dark Blade"]), player()], auto_answer=False)
    ox, elf = monsters(duel, A)[0], monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE and K.A_DESIGNATE + 1 not in duel.legal_actions()   # not C
    designate(duel, B)
    pass_all(duel)
    assert duel.current_player == A and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    assert duel.current_player == B and candidates(duel) == ["Dark Blade", "Mystical Elf"]
    choose(duel, "Mystical Elf")
    settle(duel)
    assert monsters(duel, A) == [elf] and names(duel, monsters(duel, B)) == ["Battle Ox", "Dark Blade"]
    assert int(duel.rec["c_owner"][elf]) == B and int(duel.rec["c_ctrl"][ox]) == B
    assert K.A_CHANGE_POS + zone_of(duel, elf) not in duel.legal_actions()      # "cannot change battle positions"
    assert monsters(duel, C) == []
    for _ in range(3):                                                          # not given back at the End Phase
        pass_to_prompt(duel, K.PROMPT_PASS)
        act(duel, K.A_PASS)
    assert int(duel.rec["c_ctrl"][elf]) == A


def test_creature_swap_a_set_monster_switched_cannot_be_flip_summoned_that_turn():
    duel = scenario([player(hand=["Creature Swap"], monsters=["Battle Ox"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], auto_answer=False)
    elf = monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    pass_all(duel)
    choose(duel, "Battle Ox")
    choose(duel, "Mystical Elf")
    settle(duel)
    assert monsters(duel, A) == [elf] and int(duel.rec["c_pos"][elf]) == K.POS_FACEDOWN_DEF
    assert K.A_FLIP_SUMMON + zone_of(duel, elf) not in duel.legal_actions()


def test_creature_swap_needs_a_monster_on_each_side():
    duel = scenario([player(hand=["Creature Swap"]), player(monsters=["Mystical Elf"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Pot of Avarice: require_count, to_deck, draw ----------------------------------------------------------------
def test_pot_of_avarice_shuffles_5_monsters_from_the_graveyard_into_the_deck_and_draws_2():
    five = ["Battle Ox", "Mystical Elf", "Dark Blade", "Luster Dragon", "Sangan"]
    duel = scenario([player(hand=["Pot of Avarice"], graveyard=five + ["Dark Hole"], deck=["Celtic Guardian"] * 3),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    for card in five:
        assert "Dark Hole" not in candidates(duel)                              # monsters only
        choose(duel, card)
    settle(duel)
    assert names(duel, grave(duel, A)) == ["Dark Hole", "Pot of Avarice"]
    assert len(hand(duel, A)) == 2 and len(deck(duel, A)) == 6                  # 3 + 5 - 2
    duel = scenario([player(hand=["Pot of Avarice"], graveyard=five[:4]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                         # 4 monsters: not enough


BANISHER = """[[card]]
id = 12607053
name = "Waboku"
[[card.effect]]
activation = "trap"
opponent = "OPP-CHAIN"
ops = [{ op = "banish", from = "graveyard", whose = "opponent", filter = { kind = "monster" } }]
"""


def test_require_count_stops_pot_of_avarice_when_its_graveyard_falls_below_5_monsters(tmp_path):
    """B answers A's Pot of Avarice by banishing 1 of the 5 monsters of A's GY (a Trap redefined for the test):
    as the Pot resolves only 4 are left, so it does nothing: no shuffle, no draw."""
    five = ["Battle Ox", "Mystical Elf", "Dark Blade", "Luster Dragon", "Sangan"]
    duel = scenario([player(hand=["Pot of Avarice"], graveyard=five), player(spells=["Waboku"]), player()],
                    auto_answer=False, card_files=(str(write_file(tmp_path, BANISHER, "banisher.toml")),))
    act(duel, K.A_ACTIVATE + 0)
    while duel.current_player != B:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, A)
    pass_all(duel)
    choose(duel, "Sangan")                                                      # B's banish, as it resolves
    settle(duel)
    assert names(duel, grave(duel, A)) == sorted(five[:4] + ["Pot of Avarice"]) and hand(duel, A) == []


# --- Treeborn Frog: own standby phase, in the graveyard; require_count checked again ------------------------------
def frog_duel(spells=()):
    return scenario([player(graveyard=["Treeborn Frog"], spells=list(spells)), player(), player()],
                    turn_player=C, auto_answer=False)


def test_treeborn_frog_special_summons_itself_in_its_owners_standby_phase():
    duel = frog_duel()
    frog = grave(duel, A)[0]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A and K.A_PASS in duel.legal_actions()        # "you can"
    act(duel, K.A_SELECT)
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert monsters(duel, A) == [frog] and int(duel.rec["phase"]) == K.PHASE_STANDBY


def test_treeborn_frog_stays_while_its_owner_controls_a_spell_or_trap():
    duel = frog_duel(spells=["Waboku"])
    since = len(duel.events())
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert int(duel.rec["turn_player"]) == A and monsters(duel, A) == []
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER]


# --- Apprentice Magician: counter_room, place_counter_target; its recruit ---------------------------------------
def test_r10_apprentice_magician_puts_a_spell_counter_on_a_monster_that_can_hold_one_on_any_field():
    """Normal Summoned, it targets B's Breaker the Magical Warrior (no counter yet; R10 any field), not
    Battle Ox, which holds none: Breaker gets 1 counter, 300 ATK more."""
    duel = scenario([player(hand=["Apprentice Magician"], monsters=["Battle Ox"]),
                     player(monsters=["Breaker the Magical Warrior"]), player()], auto_answer=False)
    breaker = monsters(duel, B)[0]
    act(duel, K.A_SUMMON + 0)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Breaker the Magical Warrior"]
    choose(duel, "Breaker the Magical Warrior")
    settle(duel)
    assert int(duel.rec["c_counter"][breaker]) == 1 and atk(duel, breaker) == 1900     # 1600 + 300 a counter


def test_apprentice_magician_destroyed_by_battle_sets_a_level_2_spellcaster_from_the_deck():
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(monsters=["Apprentice Magician"], deck=["Apprentice Magician", "Dark Magician"]),
                     player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == B
    act(duel, K.A_SELECT)
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:
        assert candidates(duel) == ["Apprentice Magician"]                    # not Dark Magician (Level 7)
        choose(duel, "Apprentice Magician")
    settle(duel)
    (new,) = monsters(duel, B)
    assert name(duel, new) == "Apprentice Magician" and int(duel.rec["c_pos"][new]) == K.POS_FACEDOWN_DEF


# --- Mystic Swordsman LV2: attacks a face-down monster, destroy_battled; its level up -------------------------
def test_mystic_swordsman_lv2_destroys_a_face_down_monster_it_attacks_without_flipping_it():
    """B's Set Mystical Elf (2000 DEF) is destroyed at the start of the Damage Step, never flipped: no damage
    calculation, A takes no damage."""
    duel = scenario([player(monsters=["Mystic Swordsman LV2"]), player(monsters=[monster("Mystical Elf", "set")]),
                     player()], phase="battle", auto_answer=False)
    elf = monsters(duel, B)[0]
    since = len(duel.events())
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert grave(duel, B) == [elf] and lp(duel) == [8000, 8000, 8000]
    assert not events(duel, since, "flipped")
    assert [e.a for e in events(duel, since, "destroyed")] == [elf]


LV4 = """[[card]]
id = 74591968
name = "Mystic Swordsman LV4"
[[card.effect]]
activation = "trigger"
trigger = "attacks a face-down monster"
ops = [{ op = "destroy_battled" }]
"""


def test_mystic_swordsman_lv2_levels_up_in_the_end_phase_of_a_turn_it_destroyed_a_monster_by_battle(tmp_path):
    """LV2 destroys B's Kuriboh by battle; as the End Phase begins it may be sent to the GY (its cost) to Special
    Summon Mystic Swordsman LV4 from the Deck. Without LV4 in the hand or Deck it is not offered."""
    files = {"card_files": (str(write_file(tmp_path, LV4, "lv4.toml")),)}
    for lv4 in (True, False):
        duel = scenario([player(monsters=["Mystic Swordsman LV2"], deck=["Mystic Swordsman LV4"] * lv4
                                + ["Mystical Elf"] * 2), player(monsters=["Kuriboh"]), player()],
                        phase="battle", auto_answer=False, **files)
        lv2 = monsters(duel, A)[0]
        act(duel, attack_action(0, 1, 0))
        settle(duel)
        assert names(duel, grave(duel, B)) == ["Kuriboh"]
        act(duel, K.A_TO_END)
        if not lv4:
            pass_to_prompt(duel, K.PROMPT_IDLE)
            assert monsters(duel, A) == [lv2]                                 # B's turn; LV2 stayed
            continue
        pass_to_prompt(duel, K.PROMPT_TRIGGER)
        act(duel, K.A_SELECT)
        assert grave(duel, A) == [lv2]                                       # the cost, as it is activated
        pass_all(duel)
        if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:
            choose(duel, "Mystic Swordsman LV4")
        act(duel, K.A_POSITION)
        assert names(duel, monsters(duel, A)) == ["Mystic Swordsman LV4"]


# --- Last Will: condition "own monster sent to the graveyard this turn" -------------------------------------------
def test_last_will_special_summons_a_monster_with_1500_or_less_atk_once_a_monster_went_to_the_graveyard():
    duel = scenario([player(hand=["Last Will", "Summoned Skull"], monsters=["Mystical Elf"],
                            deck=["Sangan", "Battle Ox", "Mystic Tomato"]), player()], auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()                         # nothing went to the GY yet
    act(duel, K.A_SUMMON + 1)                                                   # Summoned Skull, Tributing the Elf
    choose(duel, "Mystical Elf")
    settle(duel)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == ["Mystic Tomato", "Sangan"]                      # not Battle Ox (1700)
    choose(duel, "Sangan")
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Sangan", "Summoned Skull"]


def test_last_will_does_not_count_a_monster_of_another_player_sent_to_its_owners_graveyard():
    """A's field held B's monster (taken by Snatch Steal in the record: owner B); destroyed, it goes to B's GY."""
    duel = scenario([player(hand=["Last Will", "Dark Hole"], monsters=[monster("Battle Ox", owner=B)]), player(),
                     player()], auto_answer=True, banlist=None)
    act(duel, K.A_ACTIVATE + 1)
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Battle Ox"]
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Don Zaloog: choose_effect between two triggers; mill ------------------------------------------------------
def test_r12_don_zaloog_mills_or_discards_from_the_player_it_damaged():
    """A's Don Zaloog attacks B directly (B controls no monster): A chooses between B's random discard and the
    top 2 cards of B's Deck; the mill sends B's top 2 to the GY. C is untouched."""
    duel = scenario([player(monsters=["Don Zaloog"]), player(hand=["Sangan"], deck=["Battle Ox", "Dark Blade",
                                                                                    "Mystical Elf"]),
                     player(hand=["Sangan"])], phase="battle", auto_answer=False)
    top2 = deck(duel, B)[-2:]
    act(duel, attack_action(0, 1, K.N_MZONES))
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert lp(duel) == [8000, 6600, 8000] and duel.current_player == A
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_EFFECT_CHOICE
    assert set(duel.legal_actions()) == {K.A_SELECT + 0, K.A_SELECT + 1}
    act(duel, K.A_SELECT + 1)                                                   # the mill
    settle(duel)
    assert sorted(grave(duel, B)) == sorted(top2) and len(hand(duel, B)) == 1 and len(hand(duel, C)) == 1


def test_don_zaloog_random_discard_takes_a_card_of_the_damaged_players_hand():
    duel = scenario([player(monsters=["Don Zaloog"]), player(hand=["Sangan", "Battle Ox"]), player(hand=["Sangan"])],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, K.N_MZONES))
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    act(duel, K.A_SELECT + 0)                                                   # the random discard
    settle(duel)
    assert len(hand(duel, B)) == 1 and len(grave(duel, B)) == 1 and len(hand(duel, C)) == 1
    assert [e.a for e in events(duel, kind="discard")] == [B]


def test_don_zaloog_offers_only_the_mill_against_an_empty_hand():
    duel = scenario([player(monsters=["Don Zaloog"]), player(deck=["Battle Ox", "Dark Blade", "Mystical Elf"]),
                     player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, K.N_MZONES))
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] != K.PROMPT_EFFECT_CHOICE                        # one option: nothing asked
    settle(duel)
    assert len(grave(duel, B)) == 2 and len(deck(duel, B)) == 1


# --- Dandylion: trigger "sent to the graveyard"; Fluff Token no_tribute_summon "summon turn" -----------------------
def test_dandylion_sent_from_the_deck_summons_2_fluff_tokens_not_tributable_that_turn():
    duel = scenario([player(hand=["Foolish Burial", "Summoned Skull"], deck=["Dandylion", "Battle Ox"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    choose(duel, "Dandylion")
    settle(duel)
    tokens = monsters(duel, A)
    assert names(duel, tokens) == ["Fluff Token", "Fluff Token"]
    assert all(int(duel.rec["c_pos"][t]) == K.POS_FACEUP_DEF for t in tokens)
    skull = hand(duel, A).index(next(c for c in hand(duel, A) if name(duel, c) == "Summoned Skull"))
    assert K.A_SUMMON + skull not in duel.legal_actions()                       # not this turn
    assert K.A_SET_MONSTER + skull not in duel.legal_actions()


def test_dandylion_discarded_also_summons_its_tokens():
    """Discarded for Graceful Charity, Dandylion summons its tokens too (from the hand, a mandatory trigger)."""
    duel = scenario([player(hand=["Graceful Charity", "Dandylion", "Battle Ox"], deck=["Mystical Elf"] * 5), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    for card in ("Dandylion", "Battle Ox"):
        assert duel.rec["pr_kind"] == K.PROMPT_DISCARD
        choose(duel, card)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert K.A_PASS not in duel.legal_actions()                                 # mandatory (R29)
    act(duel, K.A_SELECT)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Fluff Token", "Fluff Token"]


# --- Soul Exchange: tributable_target, no_battle_phase ---------------------------------------------------------
def test_r11_soul_exchange_lets_its_activator_tribute_the_designated_opponents_monster():
    """A targets B's Battle Ox; A Tribute Summons Summoned Skull with it (it goes to B's GY); A cannot enter
    the Battle Phase. C's monster was never a candidate."""
    duel = scenario([player(hand=["Soul Exchange", "Summoned Skull"]), player(monsters=["Battle Ox"]),
                     player(monsters=["Dark Blade"])], auto_answer=False)
    ox = monsters(duel, B)[0]
    assert K.A_SUMMON + 1 not in duel.legal_actions()
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    assert candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    settle(duel)
    assert K.A_TO_BATTLE not in duel.legal_actions()
    act(duel, K.A_SUMMON + 0)
    assert candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Summoned Skull"] and grave(duel, B) == [ox]
    assert names(duel, monsters(duel, C)) == ["Dark Blade"]


def test_soul_exchange_may_target_a_set_monster_and_its_tribute_pays_a_tribute_cost():
    """A Set monster of B's may be the target; Hand of Nephthys then Tributes itself and it (a Tribute cost)."""
    duel = scenario([player(hand=["Soul Exchange"], monsters=["Hand of Nephthys"],
                            deck=["Sacred Phoenix of Nephthys", "Sangan"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], auto_answer=False)
    elf = monsters(duel, B)[0]
    assert K.A_ACTIVATE_MONSTER + 0 not in duel.legal_actions()                # no other monster yet
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Mystical Elf")
    pass_all(duel)
    settle(duel)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Mystical Elf"]
    choose(duel, "Mystical Elf")
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:
        choose(duel, "Sacred Phoenix of Nephthys")
    act(duel, K.A_POSITION)
    assert names(duel, monsters(duel, A)) == ["Sacred Phoenix of Nephthys"] and grave(duel, B) == [elf]


def test_soul_exchange_is_not_activated_in_main_phase_2():
    duel = scenario([player(hand=["Soul Exchange"]), player(monsters=["Battle Ox"]), player()], phase="main2",
                    auto_answer=False)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Hand of Nephthys and Sacred Phoenix of Nephthys -------------------------------------------------------------
def test_hand_of_nephthys_tributes_itself_and_another_monster_to_summon_the_phoenix_from_the_deck():
    duel = scenario([player(monsters=["Hand of Nephthys", "Battle Ox"], deck=["Sacred Phoenix of Nephthys", "Sangan"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_MONSTER + 0)
    assert candidates(duel) == ["Battle Ox"]                                    # the other monster
    choose(duel, "Battle Ox")
    pass_all(duel)
    if duel.rec["pr_kind"] == K.PROMPT_CHOOSE:
        choose(duel, "Sacred Phoenix of Nephthys")
    act(duel, K.A_POSITION)
    assert names(duel, monsters(duel, A)) == ["Sacred Phoenix of Nephthys"]
    assert names(duel, grave(duel, A)) == ["Battle Ox", "Hand of Nephthys"]
    alone = scenario([player(monsters=["Hand of Nephthys"], deck=["Sacred Phoenix of Nephthys"]), player()],
                     auto_answer=False)
    assert K.A_ACTIVATE_MONSTER + 0 not in alone.legal_actions()              # needs 1 other monster


def test_r10_sacred_phoenix_destroyed_by_an_effect_returns_and_destroys_every_spell_and_trap():
    """A's own Dark Hole destroys the Phoenix (any card effect counts); in A's next Standby Phase it comes back
    and destroys every Spell/Trap on every field (R10)."""
    duel = scenario([player(hand=["Dark Hole"], monsters=["Sacred Phoenix of Nephthys"], spells=["Waboku"]),
                     player(spells=["Mirror Force"]), player(spells=["Waboku"])], auto_answer=True, banlist=None)
    phoenix = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert phoenix in grave(duel, A)
    for _ in range(400):
        if int(duel.rec["c_loc"][phoenix]) == K.LOC_MZONE and int(duel.rec["turn_player"]) == A:
            break
        k = int(duel.rec["pr_kind"])
        act(duel, K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else K.A_POSITION
            if k == K.PROMPT_POSITION else K.A_PASS if K.A_PASS in duel.legal_actions() else K.A_SELECT)
    assert int(duel.rec["c_loc"][phoenix]) == K.LOC_MZONE
    evs = duel.events()
    at = max(i for i, e in enumerate(evs) if e.kind == "special summon" and e.b == phoenix)
    assert [(e.a, e.b) for e in evs[:at] if e.kind == "phase"][-1] == (A, K.PHASE_STANDBY)
    settle(duel)
    for q in (A, B, C):
        assert all(int(c) < 0 for c in duel.rec["szone"][q]), q
    assert "Mirror Force" in names(duel, grave(duel, B))


def test_sacred_phoenix_destroyed_by_battle_stays_in_the_graveyard():
    duel = scenario([player(monsters=["Blue-Eyes White Dragon"]), player(monsters=["Sacred Phoenix of Nephthys"]),
                     player()], phase="battle", auto_answer=True)
    phoenix = monsters(duel, B)[0]
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert grave(duel, B) == [phoenix] and modifier_rows(duel, MOD_DESTROYED_BY_EFFECT, phoenix) == []
