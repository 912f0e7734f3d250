"""The cards of starter_fiend: each test sets the card's situation up, uses it and asserts what it did. The Dark
World monsters wait for "discarded by a card effect" (not a cost), noted with the opponent whose effect it was
(R12, OPP-LINK); they are played with 3 players, so that opponent is reached and the third player is not."""
from __future__ import annotations

from ygo_royal_env.core import constants as K

from conftest import (A, B, C, act, candidates, choose, designate, grave, hand, monster, monsters, name, names,
                      pass_all, pile, player, scenario)
from test_cards_control_decks import deck, settle




def pass_to(duel, kind: int) -> None:
    """Pass priority, and take the first answer of a trigger prompt, until a prompt of ``kind`` comes up."""
    for _ in range(100):
        if int(duel.rec["pr_kind"]) == kind:
            return
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else duel.legal_actions()[0])
    raise AssertionError(f"prompt {kind} did not come")


# --- Broww, Huntsman of Dark World: the trigger, by whose effect, and a cost ----------------------------------
def test_broww_draws_2_when_an_opponents_effect_discards_it_and_1_by_its_owners_own():
    """A's Card Destruction discards B's Broww: an opponent's card effect, so B draws 1 + 1 (after the 1 card
    Card Destruction gave back). B's own Card Destruction: 1 card only. C, not discarding Broww, draws nothing more."""
    duel = scenario([player(hand=["Card Destruction", "Battle Ox"]), player(hand=["Broww, Huntsman of Dark World"]),
                     player(hand=["Dark Blade"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert "Broww, Huntsman of Dark World" in names(duel, grave(duel, B))
    assert len(hand(duel, B)) == 3 and len(hand(duel, C)) == 1 and len(hand(duel, A)) == 1
    duel = scenario([player(hand=["Card Destruction", "Broww, Huntsman of Dark World", "Battle Ox"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert len(hand(duel, A)) == 3                                          # 2 given back, 1 drawn by Broww


def test_broww_discarded_as_a_cost_does_nothing():
    """Lightning Vortex's discard is its cost, not its effect: no trigger."""
    duel = scenario([player(hand=["Lightning Vortex", "Broww, Huntsman of Dark World"]),
                     player(monsters=["Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Broww, Huntsman of Dark World")
    settle(duel)
    assert hand(duel, A) == [] and "Broww, Huntsman of Dark World" in names(duel, grave(duel, A))


# --- Sillva, Warlord of Dark World: hand_to_deck -----------------------------------------------------------
def test_sillva_is_summoned_and_the_discarding_opponent_returns_exactly_2_cards_to_the_bottom_of_their_deck():
    duel = scenario([player(hand=["Card Destruction", "Battle Ox", "Dark Blade"]),
                     player(hand=["Sillva, Warlord of Dark World"]), player(hand=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_to(duel, K.PROMPT_POSITION)
    assert duel.current_player == B
    act(duel, K.A_POSITION + 1)                                             # face-up Defense Position
    kept = hand(duel, A)
    assert duel.current_player == A and int(duel.rec["pr_kind"]) == K.PROMPT_CHOOSE and len(kept) == 2
    first = kept[0] if name(duel, kept[0]) != name(duel, kept[1]) else kept[0]
    choose(duel, name(duel, first))
    assert duel.current_player == A and int(duel.rec["pr_kind"]) == K.PROMPT_CHOOSE   # exactly 2
    act(duel, K.A_SELECT)
    settle(duel)
    sillva = monsters(duel, B)
    assert names(duel, sillva) == ["Sillva, Warlord of Dark World"]
    assert int(duel.rec["c_pos"][sillva[0]]) == K.POS_FACEUP_DEF
    assert hand(duel, A) == [] and sorted(deck(duel, A)[:2]) == sorted(kept)   # at the bottom
    assert len(hand(duel, C)) == 1


def test_sillva_discarded_by_its_owners_effect_is_summoned_and_nobody_returns_cards():
    duel = scenario([player(hand=["Card Destruction", "Sillva, Warlord of Dark World", "Battle Ox"]),
                     player(hand=["Dark Blade", "Mystical Elf"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Sillva, Warlord of Dark World"]
    assert len(hand(duel, A)) == 2 and len(hand(duel, B)) == 2


# --- Goldd, Wu-Lord of Dark World: an optional target ------------------------------------------------------
def test_goldd_discarded_by_an_opponent_may_target_up_to_2_of_that_opponents_cards_and_destroys_them():
    duel = scenario([player(hand=["Card Destruction", "Battle Ox"], monsters=["Mystical Elf", "Dark Blade"]),
                     player(hand=["Goldd, Wu-Lord of Dark World"]), player(monsters=["Celtic Guardian"])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_to(duel, K.PROMPT_TARGET)
    assert duel.current_player == B and candidates(duel) == ["Dark Blade", "Mystical Elf"]   # not C's
    assert K.A_PASS in duel.legal_actions()                                 # "you can target"
    choose(duel, "Dark Blade")
    assert K.A_PASS in duel.legal_actions()
    choose(duel, "Mystical Elf")
    settle(duel)
    assert names(duel, monsters(duel, B)) == ["Goldd, Wu-Lord of Dark World"]
    assert monsters(duel, A) == [] and names(duel, monsters(duel, C)) == ["Celtic Guardian"]


def test_goldd_discarded_by_its_owners_effect_is_summoned_with_no_target():
    duel = scenario([player(hand=["Dark World Lightning", "Goldd, Wu-Lord of Dark World"]),
                     player(spells=["Mirror Force"], monsters=["Battle Ox"]), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Mirror Force")
    pass_all(duel)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_DISCARD
    choose(duel, "Goldd, Wu-Lord of Dark World")
    settle(duel)                                                            # no target prompt: none is named
    assert names(duel, monsters(duel, A)) == ["Goldd, Wu-Lord of Dark World"]
    assert "Mirror Force" in names(duel, grave(duel, B)) and len(monsters(duel, B)) == 1


# --- Dark World Lightning: a Set card on any field, then a discard --------------------------------------------
def test_dark_world_lightning_destroys_a_set_card_on_any_field_then_discards():
    """R10: any player's Set card, not a face-up one; then its activator discards 1 (part of the effect)."""
    duel = scenario([player(hand=["Dark World Lightning", "Battle Ox", "Dark Blade"]),
                     player(spells=[{"card": "Messenger of Peace", "face_up": True}], monsters=[monster("Mystical Elf", "set")]),
                     player(spells=["Mirror Force"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Mirror Force", "Mystical Elf"]           # Set cards only, not Messenger of Peace
    choose(duel, "Mirror Force")
    pass_all(duel)
    choose(duel, "Dark Blade")
    settle(duel)
    assert names(duel, grave(duel, C)) == ["Mirror Force"]
    assert names(duel, hand(duel, A)) == ["Battle Ox"] and "Dark Blade" in names(duel, grave(duel, A))


def test_broww_discarded_by_an_opponents_forced_requisition_counts_as_that_opponents_card_effect():
    """R17: A discards (Lightning Vortex's cost), so A's Forced Requisition makes the opponent A designates (B)
    discard as many: B's Broww, discarded by A's card effect (a continuous one), draws 2."""
    duel = scenario([player(hand=["Lightning Vortex", "Battle Ox"],
                            spells=[{"card": "Forced Requisition", "face_up": True}]),
                     player(hand=["Broww, Huntsman of Dark World"], monsters=["Dark Blade"]),
                     player(hand=["Mystical Elf"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, B)
    choose(duel, "Battle Ox")
    assert int(duel.rec["pr_kind"]) == K.PROMPT_DESIGNATE and duel.current_player == A
    designate(duel, B)
    settle(duel)
    assert "Broww, Huntsman of Dark World" in names(duel, grave(duel, B)) and len(hand(duel, B)) == 2
    assert len(hand(duel, C)) == 1


# --- Giant Germ: R11, the designated opponent takes the damage -------------------------------------------------
def test_giant_germ_destroyed_by_battle_burns_the_designated_opponent_and_may_summon_its_copies():
    from ygo_royal_env.core.legal import attack_action
    duel = scenario([player(monsters=["Battle Ox"]),
                     player(monsters=["Giant Germ"], deck=["Giant Germ", "Giant Germ", "Dark Blade"]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_to(duel, K.PROMPT_DESIGNATE)
    assert duel.current_player == B
    designate(duel, C)
    pass_to(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == B and candidates(duel) == ["Giant Germ"] and K.A_PASS in duel.legal_actions()
    choose(duel, "Giant Germ")
    choose(duel, "Giant Germ")
    settle(duel)
    assert [int(x) for x in duel.rec["lp"][:3]] == [8000, 7300, 7500]     # 700 battle damage; 500 to C, not A
    germs = monsters(duel, B)
    assert names(duel, germs) == ["Giant Germ", "Giant Germ"]
    assert all(int(duel.rec["c_pos"][g]) == K.POS_FACEUP_ATK for g in germs)


# --- Doomcaliber Knight: a Quick Effect answering a monster's effect -----------------------------------------
def test_doomcaliber_knight_tributes_itself_to_negate_a_monster_effect_and_destroy_that_monster():
    duel = scenario([player(hand=["Breaker the Magical Warrior"]), player(monsters=["Doomcaliber Knight"]),
                     player(monsters=["Battle Ox"])], auto_answer=False)
    breaker, knight = hand(duel, A)[0], monsters(duel, B)[0]
    act(duel, K.A_SUMMON + 0)
    pass_to(duel, K.PROMPT_PASS)
    while duel.current_player != B:                                         # the trigger's chain: B answers it
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_MONSTER + int(duel.rec["c_seq"][knight]))
    settle(duel)
    assert grave(duel, B) == [knight] and grave(duel, A) == [breaker]
    assert int(duel.rec["c_counter"][breaker]) == 0 and names(duel, monsters(duel, C)) == ["Battle Ox"]


def test_doomcaliber_knight_answers_no_spell_and_cannot_be_special_summoned():
    duel = scenario([player(hand=["Pot of Greed"], graveyard=["Doomcaliber Knight"], deck=["Dark Blade"] * 3),
                     player(monsters=["Doomcaliber Knight"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    knight = monsters(duel, B)[0]
    while duel.current_player != B:
        act(duel, K.A_PASS)
    assert K.A_ACTIVATE_MONSTER + int(duel.rec["c_seq"][knight]) not in duel.legal_actions()
    from ygo_royal_env.core.procedure import summonable_by_effect
    assert not summonable_by_effect(duel.rec, duel.db.table, grave(duel, A)[0])


# --- Magic Drain: R18, an opponent's Spell; that player may discard a Spell to stop it -------------------------
def test_magic_drain_negates_and_destroys_an_opponents_spell_unless_they_discard_a_spell():
    duel = scenario([player(hand=["Pot of Greed", "Dark Blade"]), player(spells=["Magic Drain"]),
                     player(spells=["Magic Drain"])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    while duel.current_player != C:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)                                         # C answers A's Spell (R18)
    settle(duel)                                                            # A holds no Spell: nothing to discard
    assert "Pot of Greed" in names(duel, grave(duel, A)) and names(duel, hand(duel, A)) == ["Dark Blade"]
    duel = scenario([player(hand=["Pot of Greed", "Dark Hole", "Dark Blade"]), player(spells=["Magic Drain"]),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    while duel.current_player != B:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_to(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == A and candidates(duel) == ["Dark Hole"] and K.A_PASS in duel.legal_actions()
    choose(duel, "Dark Hole")                                               # Magic Drain's effect is negated
    settle(duel)
    assert "Dark Hole" in names(duel, grave(duel, A)) and len(hand(duel, A)) == 3   # Dark Blade + 2 drawn


def test_magic_drain_answers_no_spell_of_its_own_controller():
    duel = scenario([player(hand=["Pot of Greed"], spells=["Magic Drain"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_PASS)
    act(duel, K.A_PASS)                                                     # A answers last
    assert duel.current_player == A and K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Dark Ruler Ha Des: the effects of the monsters its controller's Fiends destroy by battle ---------------------
def test_dark_ruler_ha_des_negates_the_triggers_of_a_monster_a_fiend_destroys_by_battle():
    """B's Sangan destroyed by A's Fiend (Ha Des itself): no search. Destroyed by A's Battle Ox (a Beast-Warrior),
    Sangan's trigger is activated as usual."""
    from ygo_royal_env.core.legal import attack_action
    duel = scenario([player(monsters=["Dark Ruler Ha Des", "Battle Ox"]),
                     player(monsters=["Sangan"], deck=["Mystical Elf", "Dark Blade"]), player()],
                    phase="battle", auto_answer=False)
    since = len(duel.events())
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Sangan"] and hand(duel, B) == []
    assert not [e for e in duel.events(since) if e.kind == "activate"]
    duel = scenario([player(monsters=["Dark Ruler Ha Des", "Battle Ox"]),
                     player(monsters=["Sangan"], deck=["Mystical Elf", "Dark Blade"]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(1, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Sangan"] and len(hand(duel, B)) == 1


def test_dark_ruler_ha_des_cannot_be_special_summoned_from_the_graveyard():
    from ygo_royal_env.core.procedure import summonable_by_effect
    duel = scenario([player(hand=["Dark Ruler Ha Des"], graveyard=["Dark Ruler Ha Des"]), player()])
    assert not summonable_by_effect(duel.rec, duel.db.table, grave(duel, A)[0])
    assert summonable_by_effect(duel.rec, duel.db.table, hand(duel, A)[0])


# --- Curse of Anubis: R10, change_to_defense_position over every field -------------------------------------------
def test_curse_of_anubis_turns_every_face_up_attack_effect_monster_to_defense_with_0_def_and_no_position_change():
    from ygo_royal_env.core.atk_def import cur_def
    duel = scenario([player(spells=["Curse of Anubis"], monsters=["Giant Germ"]),
                     player(monsters=["Sangan", "Battle Ox"]), player(monsters=[monster("Doomcaliber Knight", "def")])],
                    auto_answer=False)
    germ, sangan, ox = monsters(duel, A)[0], *monsters(duel, B)
    knight = monsters(duel, C)[0]
    act(duel, K.A_ACTIVATE_SET + 0)
    settle(duel)
    pos = duel.rec["c_pos"]
    assert int(pos[germ]) == int(pos[sangan]) == K.POS_FACEUP_DEF and int(pos[ox]) == K.POS_FACEUP_ATK   # a Normal
    assert cur_def(duel.rec, duel.db.table, sangan) == 0 and cur_def(duel.rec, duel.db.table, germ) == 0
    assert cur_def(duel.rec, duel.db.table, knight) == 1800                # already in Defense: untouched
    assert K.A_CHANGE_POS + int(duel.rec["c_seq"][germ]) not in duel.legal_actions()
    duel = scenario([player(spells=["Curse of Anubis"], monsters=["Battle Ox"]), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()                 # no face-up Attack Effect Monster


# --- Dark Necrofear: its procedure (3 Fiends banished) and its End Phase equip (R12) ----------------------------
def test_dark_necrofear_is_special_summoned_by_banishing_3_fiends_from_the_graveyard():
    fiends = ["Giant Germ", "Sangan", "Doomcaliber Knight"]
    duel = scenario([player(hand=["Dark Necrofear"], graveyard=fiends[:2] + ["Battle Ox"]), player()],
                    auto_answer=False)
    assert K.A_PROCEDURE + 0 not in duel.legal_actions() and K.A_SUMMON + 0 not in duel.legal_actions()   # 2 Fiends
    duel = scenario([player(hand=["Dark Necrofear"], graveyard=fiends + ["Battle Ox"]), player()], auto_answer=False)
    act(duel, K.A_PROCEDURE + 0)
    assert candidates(duel) == sorted(fiends)                               # Fiends only
    for card in fiends:
        choose(duel, card)
    act(duel, K.A_POSITION + 0)
    settle(duel)
    assert names(duel, monsters(duel, A)) == ["Dark Necrofear"] and names(duel, grave(duel, A)) == ["Battle Ox"]
    assert sorted(names(duel, pile(duel, A, K.LOC_BANISHED))) == sorted(fiends)


def test_dark_necrofear_destroyed_by_an_opponents_card_takes_control_of_that_opponents_monster_in_the_end_phase():
    """B's Smashing Ground (designating A) destroys A's Necrofear in B's turn; as B's End Phase begins, A's
    Necrofear (R12: the opponent whose card destroyed it) is equipped to B's face-up monster, not C's, and A
    controls it, past the End Phase."""
    duel = scenario([player(monsters=["Dark Necrofear"]), player(hand=["Smashing Ground"], monsters=["Battle Ox"]),
                     player(monsters=["Mystical Elf"])], turn_player=B, auto_answer=False)
    necro, ox = monsters(duel, A)[0], monsters(duel, B)[0]
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, A)
    settle(duel)
    assert grave(duel, A) == [necro]
    act(duel, K.A_TO_END)
    pass_to(duel, K.PROMPT_TARGET)
    assert duel.current_player == A and candidates(duel) == ["Battle Ox"]
    choose(duel, "Battle Ox")
    settle(duel)
    assert int(duel.rec["c_ctrl"][ox]) == A and int(duel.rec["c_loc"][necro]) == K.LOC_SZONE
    assert int(duel.rec["c_ctrl"][monsters(duel, C)[0]]) == C


def test_dark_necrofear_destroyed_by_its_owners_own_card_stays_in_the_graveyard():
    """A's own Dark Hole destroys every monster (R10), Necrofear too: no opponent's card, so no End Phase equip."""
    duel = scenario([player(hand=["Dark Hole"], monsters=["Dark Necrofear"]), player(monsters=["Battle Ox"]),
                     player()], auto_answer=False)
    necro = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    settle(duel)
    assert necro in grave(duel, A) and monsters(duel, B) == []
    act(duel, K.A_TO_END)
    settle(duel)
    assert necro in grave(duel, A)


def test_giant_germ_s_damage_takes_the_designated_opponent_out_before_its_summon_prompt():
    """B21: LP 0 is checked at once, even mid-link: C (500 LP) loses to Giant Germ's damage before B is asked
    which Germs to Summon (the invariants, checked after each action, forbid a living player at 0 LP)."""
    from ygo_royal_env.core.legal import attack_action
    duel = scenario([player(monsters=["Battle Ox"]), player(monsters=["Giant Germ"], deck=["Giant Germ", "Dark Blade"]),
                     player(lp=500)], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    pass_to(duel, K.PROMPT_DESIGNATE)
    designate(duel, C)
    pass_to(duel, K.PROMPT_CHOOSE)
    assert duel.current_player == B and not duel.rec["alive"][C] and duel.rec["alive"][A]
    choose(duel, "Giant Germ")
    settle(duel)
    assert names(duel, monsters(duel, B)) == ["Giant Germ"]


def test_dark_necrofear_special_summoned_from_the_graveyard_is_no_longer_waiting_for_its_end_phase():
    """B's Smashing Ground destroys A's Necrofear, then B's Monster Reborn takes it to B's field: it left the GY, so
    nothing is noted for it any more (no lasting row on it) and no End Phase trigger equips it."""
    duel = scenario([player(monsters=["Dark Necrofear"]), player(hand=["Smashing Ground", "Monster Reborn"]),
                     player(monsters=["Mystical Elf"])], turn_player=B, auto_answer=False)
    necro = monsters(duel, A)[0]
    duel.rec["c_proper"][necro] = 1                                         # it was Special Summoned properly (B10)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, A)
    settle(duel)
    assert grave(duel, A) == [necro]
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Dark Necrofear")
    settle(duel)
    assert monsters(duel, B) == [necro] and int(duel.rec["md_n"]) == 0
    act(duel, K.A_TO_END)
    settle(duel)
    assert int(duel.rec["c_loc"][necro]) == K.LOC_MZONE and int(duel.rec["c_ctrl"][necro]) == B
