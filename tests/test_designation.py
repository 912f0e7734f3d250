"""Designation cards (issue 3): OPP-CHAIN effects that designate one opponent at activation
(R11: Smashing Ground, Dust Tornado, Type Zero Magic Crusher), chain effects for "you and a
designated opponent" (R19: Soul Demolition), and the effect of a face-up lasting card
(activation = "lasting"); each in a 3+ player duel."""
from __future__ import annotations

from ygo_royal_env.core import constants as K

from conftest import A, B, C, act, events, grave, hand, monster, monsters, player, scenario


def name(duel, c) -> str:
    return duel.card_name(int(c))


def names(duel, cards) -> list[str]:
    return sorted(name(duel, c) for c in cards)


def candidates(duel) -> list[str]:
    r = duel.rec
    return sorted(name(duel, r["pr_cand"][k]) for k in range(int(r["pr_ncand"])))


def choose(duel, card: str) -> None:
    r = duel.rec
    cands = [name(duel, r["pr_cand"][k]) for k in range(int(r["pr_ncand"]))]
    act(duel, K.A_SELECT + cands.index(card))


def pass_window(duel) -> None:
    while not duel.done and duel.rec["pr_kind"] == K.PROMPT_PASS:
        act(duel, K.A_PASS)


def priority_to(duel, p: int) -> None:
    """The turn player moves on (R24: then the others may act); pass until p has priority."""
    while duel.current_player != p:
        act(duel, K.A_TO_END if duel.rec["pr_kind"] == K.PROMPT_IDLE else K.A_PASS)


def spells_of(duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["szone"][p] if c >= 0]


def banished(duel, p: int) -> list[int]:
    r = duel.rec
    return [int(r["pile"][p, K.LOC_BANISHED, i]) for i in range(int(r["pile_n"][p, K.LOC_BANISHED]))]


# --- R11 example 1: Smashing Ground ----------------------------------------------------------
def test_r11_smashing_ground_destroys_the_designated_opponents_highest_def_monster():
    """R11 example 1: A designates C; only C's face-up monster with the highest DEF is destroyed
    (a face-down one does not count), B's higher-DEF monster stays."""
    duel = scenario([player(hand=["Smashing Ground"]),
                     player(monsters=["Giant Soldier of Stone"]),
                     player(monsters=["Battle Ox", "Luster Dragon", monster("Mystical Elf", "set")])],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.rec["pr_kind"] == K.PROMPT_DESIGNATE
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    act(duel, K.A_DESIGNATE + 1)                                    # C
    assert int(duel.rec["ch_opp"][0]) == C
    pass_window(duel)
    assert names(duel, monsters(duel, C)) == ["Battle Ox", "Mystical Elf"]
    assert names(duel, monsters(duel, B)) == ["Giant Soldier of Stone"]
    assert name(duel, grave(duel, C)[-1]) == "Luster Dragon"


def test_r11_smashing_ground_a_tie_the_activator_chooses_and_no_face_up_monster_no_designation():
    """R11 example 1: a DEF tie among B's face-up monsters: A chooses which is destroyed; C
    controls only a face-down monster, so C cannot be designated (R11 (b))."""
    duel = scenario([player(hand=["Smashing Ground"]),
                     player(monsters=["Mystical Elf", "Giant Soldier of Stone", "Battle Ox"]),
                     player(monsters=[monster("Luster Dragon", "set")])], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]             # only B
    act(duel, K.A_DESIGNATE + 0)
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Giant Soldier of Stone", "Mystical Elf"]
    assert K.A_PASS not in duel.legal_actions()
    choose(duel, "Giant Soldier of Stone")
    assert names(duel, monsters(duel, B)) == ["Battle Ox", "Mystical Elf"]
    assert len(monsters(duel, C)) == 1


# --- R11 example 2: Dust Tornado ---------------------------------------------------------------
def test_r11_dust_tornado_designation_with_the_target_then_may_set_a_spell_trap():
    """R11 example 2: A designates B, then targets one of B's Spells/Traps only (C's are not
    candidates, R11 (b)); on resolution it is destroyed and A may Set a Spell/Trap from the hand."""
    duel = scenario([player(spells=["Dust Tornado"], hand=["Mystical Space Typhoon", "Battle Ox"]),
                     player(spells=["Trap Hole", "Negate Attack"]),
                     player(spells=["Mirror Force"])], turn_player=B, auto_answer=False)
    priority_to(duel, A)                                           # B moves on, C passes (R24)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    act(duel, K.A_DESIGNATE + 0)                                   # B
    assert duel.rec["pr_kind"] == K.PROMPT_TARGET
    assert candidates(duel) == ["Negate Attack", "Trap Hole"]
    choose(duel, "Trap Hole")
    assert int(duel.rec["ch_opp"][0]) == B and name(duel, duel.rec["ch_target"][0]) == "Trap Hole"
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Mystical Space Typhoon"] and K.A_PASS in duel.legal_actions()
    choose(duel, "Mystical Space Typhoon")
    assert names(duel, spells_of(duel, B)) == ["Negate Attack"]
    assert names(duel, spells_of(duel, A)) == ["Mystical Space Typhoon"]        # Set; Dust Tornado in the GY
    mst = spells_of(duel, A)[0]
    assert duel.rec["c_pos"][mst] == K.POS_FACEDOWN
    assert name(duel, grave(duel, A)[-1]) == "Dust Tornado"
    assert names(duel, spells_of(duel, C)) == ["Mirror Force"]


def test_dust_tornado_sets_nothing_when_its_target_was_not_destroyed():
    """"Destroy it, then you can Set": B answers by destroying its own targeted Trap Hole with
    Mystical Space Typhoon, so Dust Tornado destroys nothing and A is not offered the Set."""
    duel = scenario([player(spells=["Dust Tornado"], hand=["Mystical Space Typhoon"]),
                     player(spells=["Trap Hole", "Negate Attack"], hand=["Mystical Space Typhoon"]),
                     player()], turn_player=B, auto_answer=False)
    priority_to(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    act(duel, K.A_DESIGNATE + 0)
    choose(duel, "Trap Hole")
    assert duel.current_player == B                                # R26: B, the target's controller, first
    act(duel, K.A_ACTIVATE + 0)                                    # B's MST (own turn, from the hand)
    choose(duel, "Trap Hole")                                      # B destroys its own targeted card
    pass_window(duel)
    assert duel.rec["pr_kind"] != K.PROMPT_CHOOSE
    assert names(duel, hand(duel, A)) == ["Mystical Space Typhoon"]
    assert names(duel, spells_of(duel, B)) == ["Negate Attack"]


# --- R11 example 3 (T-R11e): Type Zero Magic Crusher, a face-up lasting card's effect --------------
def test_r11e_type_zero_magic_crusher_damages_only_the_designated_opponent():
    """T-R11e: A controls a face-up Type Zero Magic Crusher; A activates its effect (the face-up
    card's, by A_ACTIVATE_SET + its zone) discarding a Spell, designating C: C takes 500, B's LP
    are unchanged, and the card stays face-up."""
    duel = scenario([player(spells=[{"card": "Type Zero Magic Crusher", "face_up": True}],
                            hand=["Pot of Greed", "Battle Ox"]),
                     player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    assert duel.describe_action(K.A_ACTIVATE_SET + 0) == "Activate the effect of Type Zero Magic Crusher (spell/trap zone 0)"
    act(duel, K.A_ACTIVATE_SET + 0)
    act(duel, K.A_DESIGNATE + 1)                                   # C
    assert duel.rec["pr_kind"] == K.PROMPT_DISCARD
    assert candidates(duel) == ["Pot of Greed"]                    # only a Spell pays the cost
    choose(duel, "Pot of Greed")
    assert int(duel.rec["ch_opp"][0]) == C
    pass_window(duel)
    lp = duel.rec["lp"]
    assert (int(lp[A]), int(lp[B]), int(lp[C])) == (8000, 8000, 7500)
    card = spells_of(duel, A)[0]
    assert name(duel, card) == "Type Zero Magic Crusher" and duel.rec["c_pos"][card] == K.POS_FACEUP_CARD
    assert int(duel.rec["ls_n"]) == 1
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()        # no Spell left to discard


def test_type_zero_magic_crusher_set_is_activated_first_then_its_effect_in_any_window():
    """The Set card is first activated (a Continuous Trap: it only stays face-up); its effect is
    Spell Speed 2 (a Continuous Trap's), so A may use it in B's turn, in a response window too;
    it is no card activation, so Solemn-style conditions do not see it (docs/effects.md)."""
    duel = scenario([player(spells=["Type Zero Magic Crusher"], hand=["Pot of Greed", "Graceful Charity"]),
                     player(), player()], turn_player=B, auto_answer=False)
    priority_to(duel, A)                                           # B moves on, C passes
    act(duel, K.A_ACTIVATE_SET + 0)                                # the card's activation: no designation
    assert duel.rec["pr_kind"] == K.PROMPT_PASS and int(duel.rec["ch_n"]) == 1
    while int(duel.rec["ch_n"]) and duel.current_player != A:
        act(duel, K.A_PASS)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()        # not yet resolved: no effect to use
    pass_window(duel)
    assert int(duel.rec["ch_n"]) == 0 and int(duel.rec["ls_n"]) == 1
    priority_to(duel, A)
    assert int(duel.rec["turn_player"]) != A
    act(duel, K.A_ACTIVATE_SET + 0)                                # now its effect, in B's turn
    act(duel, K.A_DESIGNATE + 0)                                   # B
    choose(duel, "Pot of Greed")
    pass_window(duel)
    assert int(duel.rec["lp"][B]) == 7500 and int(duel.rec["lp"][C]) == 8000


def test_type_zero_magic_crusher_effect_is_negated_under_royal_decree_and_the_card_stays():
    """B's face-up Royal Decree negates the other Traps' effects: A's Type Zero effect resolves
    doing nothing (the cost was paid), and the card stays face-up."""
    duel = scenario([player(spells=[{"card": "Type Zero Magic Crusher", "face_up": True}], hand=["Pot of Greed"]),
                     player(spells=[{"card": "Royal Decree", "face_up": True}]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    act(duel, K.A_DESIGNATE + 0)
    choose(duel, "Pot of Greed")
    pass_window(duel)
    assert any(e.kind == "negated" for e in events(duel))
    assert int(duel.rec["lp"][B]) == 8000 and names(duel, grave(duel, A)) == ["Pot of Greed"]
    assert name(duel, spells_of(duel, A)[0]) == "Type Zero Magic Crusher"


# --- R19 example 1 (T-R19a): Soul Demolition ----------------------------------------------------
def soul_demolition(a_monsters=("Ryu-Kishin Powered",), c_monsters=(), b_monsters=()):
    return scenario([player(monsters=list(a_monsters), spells=[{"card": "Soul Demolition", "face_up": True}],
                            graveyard=["Battle Ox", "Gemini Elf"]),
                     player(graveyard=["Luster Dragon", "Vorse Raider"], monsters=list(b_monsters)),
                     player(graveyard=["Mystical Elf"], monsters=list(c_monsters))], auto_answer=False)


def test_r19a_soul_demolition_the_activator_and_the_designated_opponent_banish_from_each_other():
    """T-R19a: A controls a face-up Soul Demolition and a face-up Fiend; A pays 500 and
    designates B: A banishes 1 monster of B's GY, B (asked itself) 1 of A's; C's GY untouched."""
    duel = soul_demolition()
    act(duel, K.A_ACTIVATE_SET + 0)
    assert sorted(duel.legal_actions()) == [K.A_DESIGNATE + 0, K.A_DESIGNATE + 1]
    act(duel, K.A_DESIGNATE + 0)                                   # B
    assert int(duel.rec["lp"][A]) == 7500
    assert [e.a for e in events(duel, kind="pay LP")] == [A]
    pass_window(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Luster Dragon", "Vorse Raider"]
    choose(duel, "Luster Dragon")
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == B
    assert candidates(duel) == ["Battle Ox", "Gemini Elf"]
    choose(duel, "Gemini Elf")
    assert names(duel, banished(duel, B)) == ["Luster Dragon"] and names(duel, banished(duel, A)) == ["Gemini Elf"]
    assert names(duel, grave(duel, C)) == ["Mystical Elf"] and banished(duel, C) == []
    assert names(duel, grave(duel, B)) == ["Vorse Raider"]
    assert name(duel, spells_of(duel, A)[0]) == "Soul Demolition"   # it stays


def test_soul_demolition_needs_a_face_up_fiend_and_500_lp():
    duel = soul_demolition(a_monsters=[monster("Ryu-Kishin Powered", "set")])
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()        # the Fiend is face-down
    duel = soul_demolition(a_monsters=["Battle Ox"])
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()        # no Fiend
    duel = soul_demolition()
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()


def test_r16_soul_demolition_respects_kycoo_for_each_player():
    """R16 (Kycoo): an opponent of Kycoo's controller may not banish from a GY, its controller
    may. B controls Kycoo: A may not pick, B may, C may not, so only B can be designated, and
    only B picks (from A's GY). With C's Kycoo, only C can be designated."""
    duel = soul_demolition(b_monsters=["Kycoo the Ghost Destroyer"])
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]             # B
    act(duel, K.A_DESIGNATE + 0)
    pass_window(duel)
    assert duel.current_player == B and candidates(duel) == ["Battle Ox", "Gemini Elf"]
    choose(duel, "Battle Ox")
    assert names(duel, banished(duel, A)) == ["Battle Ox"] and banished(duel, B) == []
    assert names(duel, grave(duel, B)) == ["Luster Dragon", "Vorse Raider"]
    duel = soul_demolition(c_monsters=["Kycoo the Ghost Destroyer"])
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 1]             # C
