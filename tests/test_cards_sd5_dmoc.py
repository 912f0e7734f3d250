"""Divine Sword - Phoenix Blade (Structure Deck 5: an Ignition Effect activated from the Graveyard, A_ACTIVATE_GRAVE)
and Dark Magician of Chaos (starter_spellcaster: End Phase recursion after its Summon, banishing what it destroys by
battle, banished instead of leaving the field). Each test sets the situation up, uses the card and asserts what it
did; where an opponent is involved, with 3 players."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import A, B, C, act, candidates, choose, events, grave, hand, monsters, name, names, pass_all, pass_until, \
    pile, player, scenario
from test_cards_control_decks import atk, pass_to_prompt, settle


def banished(duel, p: int) -> list[str]:
    return names(duel, pile(duel, p, K.LOC_BANISHED))


WARRIORS = ["Celtic Guardian", "Dark Blade"]


# --- Divine Sword - Phoenix Blade -------------------------------------------------------------------------------------
def test_r10_phoenix_blade_equips_a_face_up_warrior_on_any_field_for_300_atk():
    """A's Phoenix Blade may equip A's Celtic Guardian or B's Dark Blade (R10: any field), not the Spellcaster;
    the Warrior gains 300 ATK and no DEF."""
    duel = scenario([player(hand=["Divine Sword - Phoenix Blade"], monsters=["Celtic Guardian", "Mystical Elf"]),
                     player(monsters=["Dark Blade"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Celtic Guardian", "Dark Blade"]
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    guardian = monsters(duel, A)[0]
    assert atk(duel, guardian) == 1700
    assert int(duel.db.table["def_"][duel.rec["c_card"][guardian]]) == 1200


def test_phoenix_blade_is_added_from_the_graveyard_to_the_hand_by_banishing_2_warriors_there():
    """In A's Main Phase, A_ACTIVATE_GRAVE activates the Blade in A's GY: the cost banishes 2 Warriors of A's GY
    (not the Spellcaster, not the Blade itself), the Blade stays in the GY as a link (no zone) and comes to A's
    hand as it resolves; nothing of B's or C's moves."""
    duel = scenario([player(graveyard=["Divine Sword - Phoenix Blade", "Mystical Elf", *WARRIORS]),
                     player(graveyard=["Battle Ox"]), player(graveyard=["Celtic Guardian"])], auto_answer=False)
    assert K.A_ACTIVATE_GRAVE in duel.legal_actions()
    assert duel.describe_action(K.A_ACTIVATE_GRAVE) == "Activate the effect of a card in my graveyard"
    since = len(duel.events())
    act(duel, K.A_ACTIVATE_GRAVE)                                  # one card could: no choice of card asked
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and candidates(duel) == WARRIORS
    choose(duel, "Dark Blade")
    assert candidates(duel) == ["Celtic Guardian"]
    choose(duel, "Celtic Guardian")
    blade = [c for c in grave(duel, A) if name(duel, c) == "Divine Sword - Phoenix Blade"][0]
    assert [e.b for e in events(duel, since, "activate")] == [blade] and int(duel.rec["ch_n"]) == 1
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Divine Sword - Phoenix Blade"]
    assert names(duel, grave(duel, A)) == ["Mystical Elf"] and banished(duel, A) == ["Celtic Guardian", "Dark Blade"]
    assert names(duel, grave(duel, B)) == ["Battle Ox"] and names(duel, grave(duel, C)) == ["Celtic Guardian"]
    assert K.A_ACTIVATE_GRAVE not in duel.legal_actions()


def test_phoenix_blade_in_the_graveyard_is_no_spell_on_the_field_for_imperial_order():
    """B's Imperial Order negates the Spells on the field; the Blade's effect in A's GY still resolves."""
    duel = scenario([player(graveyard=["Divine Sword - Phoenix Blade", *WARRIORS]),
                     player(spells=[{"card": "Imperial Order", "face_up": True}]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_GRAVE)
    choose(duel, "Celtic Guardian")
    choose(duel, "Dark Blade")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Divine Sword - Phoenix Blade"]


def test_phoenix_blade_in_the_graveyard_asks_which_card_when_several_could_be_activated():
    duel = scenario([player(graveyard=["Divine Sword - Phoenix Blade", "Divine Sword - Phoenix Blade", *WARRIORS,
                                       "Dark Blade"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_GRAVE)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE
    assert candidates(duel) == ["Divine Sword - Phoenix Blade"] * 2
    act(duel, K.A_SELECT + 1)
    second = int(duel.rec["stk_arg"][duel.rec["stk_n"] - 1, 0])
    assert candidates(duel) == WARRIORS + ["Dark Blade"]            # its cost: any 2 of the 3 Warriors
    act(duel, K.A_SELECT + 0)
    act(duel, K.A_SELECT + 0)
    pass_all(duel)
    assert hand(duel, A) == [second] and len(banished(duel, A)) == 2


def test_phoenix_blade_in_the_graveyard_needs_2_warriors_its_owners_main_phase_and_no_kycoo():
    """Not offered: one Warrior in the GY; in the Battle Phase; in an opponent's turn (B's Main Phase, A's GY);
    while an opponent of A controls Kycoo the Ghost Destroyer (R16: no banishing from a GY)."""
    blade = "Divine Sword - Phoenix Blade"
    one = scenario([player(graveyard=[blade, "Celtic Guardian", "Mystical Elf"]), player(), player()])
    assert K.A_ACTIVATE_GRAVE not in one.legal_actions()
    battle = scenario([player(graveyard=[blade, *WARRIORS], monsters=["Mystical Elf"]), player(), player()],
                      phase="battle")
    assert K.A_ACTIVATE_GRAVE not in battle.legal_actions()
    other_turn = scenario([player(graveyard=[blade, *WARRIORS]), player(), player()], turn_player=B)
    assert K.A_ACTIVATE_GRAVE not in other_turn.legal_actions()
    kycoo = scenario([player(graveyard=[blade, *WARRIORS]), player(), player(monsters=["Kycoo the Ghost Destroyer"])])
    assert K.A_ACTIVATE_GRAVE not in kycoo.legal_actions()
    free = scenario([player(graveyard=[blade, *WARRIORS]), player(), player()])
    assert K.A_ACTIVATE_GRAVE in free.legal_actions()


# --- Dark Magician of Chaos ---------------------------------------------------------------------------------------------
def tribute_summon_dmoc(duel) -> int:
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Celtic Guardian")
    choose(duel, "Mystical Elf")
    pass_all(duel)
    return monsters(duel, A)[0]


def test_dark_magician_of_chaos_summoned_adds_a_spell_of_its_controllers_graveyard_in_the_end_phase():
    """Tribute Summoned this turn, in this turn's End Phase A may target a Spell in A's GY (not a Trap, not B's
    Spell) and add it to the hand."""
    duel = scenario([player(hand=["Dark Magician of Chaos"], monsters=["Celtic Guardian", "Mystical Elf"],
                            graveyard=["Pot of Greed", "Waboku"]),
                     player(graveyard=["Dark Hole"]), player()], auto_answer=False)
    tribute_summon_dmoc(duel)
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert duel.current_player == A and K.A_PASS in duel.legal_actions()     # optional ("you can")
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Pot of Greed"]
    choose(duel, "Pot of Greed")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Pot of Greed"]


def test_dark_magician_of_chaos_special_summoned_in_an_opponents_turn_recurs_in_that_end_phase():
    """A revives it with Call of the Haunted in B's turn: as B's End Phase begins, A adds a Spell of A's GY."""
    duel = scenario([player(spells=["Call of the Haunted"], graveyard=["Dark Magician of Chaos", "Pot of Greed"]),
                     player(), player()], turn_player=B, auto_answer=False)
    act(duel, K.A_TO_END)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    choose(duel, "Dark Magician of Chaos")
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert names(duel, monsters(duel, A)) == ["Dark Magician of Chaos"] and int(duel.rec["turn_player"]) == B
    assert duel.current_player == A
    act(duel, K.A_SELECT)
    choose(duel, "Pot of Greed")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Pot of Greed"]


def test_dark_magician_of_chaos_not_summoned_this_turn_has_no_end_phase_recursion():
    duel = scenario([player(monsters=["Dark Magician of Chaos"], graveyard=["Pot of Greed"]), player(), player()],
                    auto_answer=False)
    since = len(duel.events())
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_IDLE)                            # the next player's turn, no trigger asked
    assert int(duel.rec["turn_player"]) == B and names(duel, hand(duel, A)) == []
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER]


def test_dark_magician_of_chaos_banishes_the_monsters_it_destroys_by_battle_attacking_or_attacked():
    """A's Dark Magician of Chaos destroys B's Dark Blade by battle: banished, not sent to B's GY; in B's turn, C's
    Celtic Guardian attacking it is destroyed and banished too. C's other cards are untouched."""
    duel = scenario([player(monsters=["Dark Magician of Chaos"]), player(monsters=["Dark Blade"]),
                     player(monsters=["Celtic Guardian"], graveyard=["Mystical Elf"])], phase="battle",
                    auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert grave(duel, B) == [] and banished(duel, B) == ["Dark Blade"]
    duel = scenario([player(monsters=["Dark Magician of Chaos"]), player(),
                     player(monsters=["Celtic Guardian"], graveyard=["Mystical Elf"])], turn_player=C, phase="battle",
                    auto_answer=False)
    act(duel, attack_action(0, 1, 0))                              # C attacks A (the next seat)
    settle(duel)
    assert banished(duel, C) == ["Celtic Guardian"] and names(duel, grave(duel, C)) == ["Mystical Elf"]
    assert names(duel, monsters(duel, A)) == ["Dark Magician of Chaos"]


def test_dark_magician_of_chaos_is_banished_instead_of_leaving_the_field():
    """Destroyed by B's Dark Hole (with B's own monster, which goes to B's GY) or by battle with Blue-Eyes, or
    Tributed: it goes to A's banished cards each time, never to the GY."""
    duel = scenario([player(monsters=["Dark Magician of Chaos"]), player(hand=["Dark Hole"], monsters=["Dark Blade"]),
                     player()], turn_player=B, auto_answer=False)
    dmoc = monsters(duel, A)[0]
    since = len(duel.events())
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert grave(duel, A) == [] and banished(duel, A) == ["Dark Magician of Chaos"]
    assert names(duel, grave(duel, B)) == ["Dark Blade", "Dark Hole"]
    assert dmoc in [e.a for e in events(duel, since, "banished")]
    assert dmoc not in [e.a for e in events(duel, since, "sent to GY")]
    duel = scenario([player(monsters=["Dark Magician of Chaos"]), player(monsters=["Blue-Eyes White Dragon"]),
                     player()], turn_player=B, phase="battle", auto_answer=False)
    act(duel, attack_action(0, 2, 0))                              # B attacks A (two seats on from B)
    settle(duel)
    assert grave(duel, A) == [] and banished(duel, A) == ["Dark Magician of Chaos"]
    duel = scenario([player(hand=["Blue-Eyes White Dragon"], monsters=["Dark Magician of Chaos", "Celtic Guardian"]),
                     player(), player()], auto_answer=False)
    act(duel, K.A_SUMMON + 0)
    choose(duel, "Dark Magician of Chaos")
    choose(duel, "Celtic Guardian")
    pass_all(duel)
    assert names(duel, grave(duel, A)) == ["Celtic Guardian"] and banished(duel, A) == ["Dark Magician of Chaos"]
