"""Issue 19's reference cards about the GY and the hand: Sinister Serpent (a standby trigger in the GY), Manticore
of Darkness, Magical Stone Excavation (a discard cost of 2), Painful Choice (the designated opponent picks,
R11) and Sixth Sense (declared numbers and a die). Cards that name an opponent are played with 3 players."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.visibility import card_visible

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters,
                      name, names, pass_all, player, scenario, settle)


def pass_to_prompt(duel, kind: int, limit: int = 200) -> None:
    """Pass priority (and end phases) until a prompt of ``kind`` comes up."""
    for _ in range(limit):
        k = int(duel.rec["pr_kind"])
        if k == kind:
            return
        act(duel, K.A_PASS if k == K.PROMPT_PASS else K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE)
            else K.A_SELECT)
    raise AssertionError(f"prompt {kind} did not come")


# --- Sinister Serpent: own standby phase, in the graveyard; to_hand of the card itself -------------------------
def test_sinister_serpent_returns_to_its_owners_hand_in_each_of_their_standby_phases():
    """In A's Standby Phase (not B's or C's) the Serpent in A's GY may return to A's hand ("you can"); the 2006
    text has no once-per-turn or banish, so it may come back again the next time."""
    duel = scenario([player(graveyard=["Sinister Serpent"]), player(), player()], turn_player=C, auto_answer=False)
    serpent = grave(duel, A)[0]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert int(duel.rec["turn_player"]) == A and int(duel.rec["phase"]) == K.PHASE_STANDBY
    assert duel.current_player == A and K.A_PASS in duel.legal_actions()        # "you can"
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert hand(duel, A)[-1] == serpent and grave(duel, A) == []


def test_sinister_serpent_waits_in_the_graveyard_through_the_other_players_standby_phases():
    """B's and C's Standby Phases ask A nothing; declined in A's own, it stays in the GY."""
    duel = scenario([player(graveyard=["Sinister Serpent"]), player(), player()], auto_answer=False)
    since = len(duel.events())
    end_turn(duel)
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == C
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert int(duel.rec["turn_player"]) == A and duel.current_player == A
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER][:-1]
    act(duel, K.A_PASS)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert names(duel, grave(duel, A)) == ["Sinister Serpent"] and int(duel.rec["turn_player"]) == A


# --- Magical Stone Excavation: a discard cost of 2, paid before the target is chosen ----------------------------
def test_magical_stone_excavation_discards_2_then_adds_a_spell_from_its_activators_graveyard():
    """Two discard prompts (the cost), then the target: a Spell of A's GY, the one just discarded too (the cost is
    paid before the target, as Monster Reincarnation's), not B's Spell nor A's Trap or monster."""
    duel = scenario([player(hand=["Magical Stone Excavation", "Dark Hole", "Battle Ox", "Umi"],
                            graveyard=["Waboku", "Kojikocy", "Fissure"]),
                     player(graveyard=["Raigeki"]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_DISCARD and candidates(duel) == ["Battle Ox", "Dark Hole", "Umi"]
    choose(duel, "Dark Hole")
    assert int(duel.rec["pr_kind"]) == K.PROMPT_DISCARD and candidates(duel) == ["Battle Ox", "Umi"]
    choose(duel, "Battle Ox")
    assert int(duel.rec["pr_kind"]) == K.PROMPT_TARGET and candidates(duel) == ["Dark Hole", "Fissure"]
    choose(duel, "Dark Hole")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Dark Hole", "Umi"]
    assert names(duel, grave(duel, A)) == sorted(["Battle Ox", "Fissure", "Kojikocy", "Magical Stone Excavation",
                                                  "Waboku"])


def test_magical_stone_excavation_needs_2_other_cards_in_hand_and_a_spell_in_the_graveyard():
    one = scenario([player(hand=["Magical Stone Excavation", "Umi"], graveyard=["Fissure"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in one.legal_actions()                    # 1 card to discard
    none = scenario([player(hand=["Magical Stone Excavation", "Umi", "Battle Ox"], graveyard=["Kojikocy"]),
                     player(), player()])
    assert K.A_ACTIVATE + 0 not in none.legal_actions()                   # no Spell in A's GY (a discarded one would
                                                                          # be, but activation needs a target now)


# --- Sixth Sense: roll_die with declare; if_result "declared" / "not declared"; draw and mill as_many -----------
def sixth_sense(seed: int, first: int = 1, second: int = 2):
    """A activates a Set Sixth Sense (10 cards in A's Deck) and declares ``first`` and ``second`` as it resolves."""
    duel = scenario([player(spells=["Sixth Sense"], deck=["Kojikocy"] * 10), player(), player()],
                    auto_answer=False, seed=seed)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_DECLARE_LEVEL and duel.current_player == A
    assert [a - K.A_SELECT + 1 for a in duel.legal_actions() if a >= K.A_SELECT] == [1, 2, 3, 4, 5, 6]
    act(duel, K.A_SELECT + first - 1)
    assert [a - K.A_SELECT + 1 for a in duel.legal_actions() if a >= K.A_SELECT] == \
        [n for n in range(1, 7) if n != first]                              # 2 different numbers
    act(duel, K.A_SELECT + second - 1)
    settle(duel)
    return duel


def test_sixth_sense_draws_the_result_if_declared_else_sends_that_many_from_the_deck_to_the_graveyard():
    """Declared 1 and 2 as it resolves, then a public die: on 1 or 2 A draws that many, otherwise the top that many
    cards of A's Deck go to A's GY. Both outcomes come up among the seeds; B and C are untouched (no opponent
    in it: interpretations.md); a seed replays its die."""
    outcomes = set()
    for seed in range(24):
        duel = sixth_sense(seed)
        declared = [e.b for e in events(duel, kind="declared level")]
        rolled = [e.b for e in events(duel, kind="die roll")]
        assert declared == [1, 2] and len(rolled) == 1 and events(duel, kind="die roll")[0].a == A
        r = rolled[0]
        milled = [c for c in grave(duel, A) if name(duel, c) == "Kojikocy"]
        if r in (1, 2):
            assert len(hand(duel, A)) == r and milled == []
        else:
            assert hand(duel, A) == [] and len(milled) == r
        assert len(duel.rec["pile_n"]) and int(duel.rec["pile_n"][A, K.LOC_DECK]) == 10 - r
        assert all(hand(duel, q) == [] and grave(duel, q) == [] for q in (B, C))
        assert [e.b for e in events(sixth_sense(seed), kind="die roll")] == rolled
        outcomes.add(r in (1, 2))
        if outcomes == {True, False} and seed >= 3:
            break
    assert outcomes == {True, False}


def test_sixth_sense_needs_6_cards_in_its_activators_deck():
    duel = scenario([player(spells=["Sixth Sense"], deck=["Kojikocy"] * 5), player(), player()])
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


# --- Painful Choice: opponent_picks_from_deck (R11: the designated opponent picks) --------------------------------
FIVE = ["Dark Hole", "Kojikocy", "Battle Ox", "Waboku", "Sangan"]


def test_r11_painful_choice_the_designated_opponent_picks_1_of_5_for_the_activators_hand_the_rest_go_to_the_gy():
    """A designates C (R11); A picks 5 cards of A's Deck (one prompt each, the picked ones not offered again), which
    are shown to every player; C, not B, picks Battle Ox for A's hand (C sees the offered cards); the other 4 go to
    A's GY, sent, not discarded; A's Deck keeps its other card and is shuffled."""
    duel = scenario([player(hand=["Painful Choice"], deck=FIVE + ["Mystical Elf"]), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    designate(duel, C)
    pass_all(duel)
    offered = []
    for card in FIVE:
        assert int(duel.rec["pr_kind"]) == K.PROMPT_CHOOSE and duel.current_player == A
        assert candidates(duel) == sorted(c for c in FIVE + ["Mystical Elf"] if c not in offered)
        choose(duel, card)
        offered.append(card)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_CHOOSE and duel.current_player == C
    assert candidates(duel) == sorted(FIVE)
    assert sorted(name(duel, e.b) for e in events(duel, kind="revealed") if e.c == 0) == sorted(FIVE)
    offer = [int(c) for c in duel.rec["pr_cand"][: int(duel.rec["pr_ncand"])]]
    assert all(card_visible(duel.rec, duel.db.table, c, C) for c in offer)            # C sees what C picks among
    assert not any(card_visible(duel.rec, duel.db.table, c, B) for c in offer)        # B, not asked, does not
    choose(duel, "Battle Ox")
    settle(duel)
    assert names(duel, hand(duel, A)) == ["Battle Ox"]
    assert names(duel, grave(duel, A)) == sorted(["Dark Hole", "Kojikocy", "Waboku", "Sangan", "Painful Choice"])
    assert names(duel, [c for c in range(len(duel.rec["c_loc"])) if int(duel.rec["c_loc"][c]) == K.LOC_DECK
                        and int(duel.rec["c_ctrl"][c]) == A]) == ["Mystical Elf"]
    assert not events(duel, kind="discard")
    assert all(hand(duel, q) == [] and grave(duel, q) == [] for q in (B, C))


def test_painful_choice_needs_5_cards_in_its_activators_deck():
    duel = scenario([player(hand=["Painful Choice"], deck=FIVE[:4]), player(), player()])
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


# --- Manticore of Darkness: end phase after sent to the graveyard; send_cost_races ------------------------------
def manticore_discarded(hand_extra=(), monsters_extra=()):
    """A discards Manticore of Darkness and Kojikocy to Magical Stone Excavation (it goes to the GY this turn, not
    by destruction), takes Dark Hole back, and ends the Main Phase: the End Phase trigger comes up for A."""
    duel = scenario([player(hand=["Magical Stone Excavation", "Manticore of Darkness", "Kojikocy", *hand_extra],
                            graveyard=["Dark Hole"], monsters=list(monsters_extra)), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    choose(duel, "Manticore of Darkness")
    choose(duel, "Kojikocy")
    choose(duel, "Dark Hole")
    settle(duel)
    return duel


def test_manticore_of_darkness_sent_this_turn_sends_a_beast_warrior_to_special_summon_itself_in_the_end_phase():
    """In the End Phase of the turn it was discarded, A may send a Beast, Beast-Warrior or Winged Beast from the
    hand or face-up from the field (Battle Ox, Beast-Warrior, in hand; the face-up Beast Mad Dog of Darkness; not
    the face-down one nor the Spellcaster) to Special Summon it: sent, not Tributed or discarded."""
    duel = manticore_discarded(hand_extra=["Battle Ox", "Mystical Elf"],
                               monsters_extra=["Mad Dog of Darkness", monster("Mad Dog of Darkness", "set")])
    manticore = [c for c in grave(duel, A) if name(duel, c) == "Manticore of Darkness"][0]
    since = len(duel.events())
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    assert int(duel.rec["phase"]) == K.PHASE_END and duel.current_player == A and K.A_PASS in duel.legal_actions()
    act(duel, K.A_SELECT)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_CHOOSE and candidates(duel) == ["Battle Ox", "Mad Dog of Darkness"]
    assert int(duel.rec["pr_ncand"]) == 2                                  # the face-down Mad Dog is no candidate
    choose(duel, "Battle Ox")
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert manticore in monsters(duel, A) and "Battle Ox" in names(duel, grave(duel, A))
    assert not events(duel, since, "tribute") and not events(duel, since, "discard")


def test_manticore_of_darkness_waits_for_nothing_in_a_later_turn_and_needs_a_monster_to_send():
    """No Beast to send: no trigger in this End Phase; and in B's End Phase (another turn) none either."""
    duel = manticore_discarded(hand_extra=["Mystical Elf"])
    since = len(duel.events())
    end_turn(duel)
    end_turn(duel)
    assert int(duel.rec["turn_player"]) == C
    assert not [e for e in events(duel, since, "ask") if e.b == K.PROMPT_TRIGGER]
    assert "Manticore of Darkness" in names(duel, grave(duel, A))


def test_two_manticores_of_darkness_revive_each_other_in_the_same_end_phase():
    """The one in the GY sends the other from the hand; that one, sent during the End Phase, may then send the first
    (now face-up on the field) to come back itself: the known loop, which A ends by declining."""
    duel = manticore_discarded(hand_extra=["Manticore of Darkness"])
    first = [c for c in grave(duel, A) if name(duel, c) == "Manticore of Darkness"][0]
    second = [c for c in hand(duel, A) if name(duel, c) == "Manticore of Darkness"][0]
    act(duel, K.A_TO_END)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)
    act(duel, K.A_SELECT)
    choose(duel, "Manticore of Darkness")                                 # the one in hand
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert monsters(duel, A) == [first] and second in grave(duel, A)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)                                 # the second, sent in this End Phase
    assert duel.current_player == A and int(duel.rec["phase"]) == K.PHASE_END
    act(duel, K.A_SELECT)
    assert candidates(duel) == ["Manticore of Darkness"]                   # the first, face-up on the field
    choose(duel, "Manticore of Darkness")
    pass_all(duel)
    act(duel, K.A_POSITION)
    assert monsters(duel, A) == [second] and first in grave(duel, A)
    pass_to_prompt(duel, K.PROMPT_TRIGGER)                                 # and the first again: A stops
    act(duel, K.A_PASS)
    pass_to_prompt(duel, K.PROMPT_IDLE)
    assert int(duel.rec["turn_player"]) == B and monsters(duel, A) == [second]
