"""Scapegoat and tokens (issue #3, era staples; B10): 4 Sheep Tokens in Defense Position in the
token rows of the card table (core/tokens.py), which cease to exist when they leave the field;
they cannot be Tributed for a Tribute Summon (B7); the activator cannot Summon other monsters
that turn. Every position has 3+ players and the invariant checker runs after every action."""
from __future__ import annotations

import numpy as np
import pytest

from ygo_royal_env import Duel
from ygo_royal_env.cards.constants import ATTRIBUTE_NAMES, RACE_NAMES
from ygo_royal_env.cards.decks import DeckError, deck_from_codes, load_banlist, validate_deck
from ygo_royal_env.core import constants as K
from ygo_royal_env.core.invariants import BAD_TOKEN, check_state
from ygo_royal_env.describe import describe_event
from ygo_royal_env.duel import check_invariants
from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation, encode_observation
from ygo_royal_env.scenario import ScenarioError

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters,
                      name, names, pass_all, pile, player, scenario)

SHEEP = "Sheep Token"


def tokens(duel, p: int) -> list[int]:
    return [c for c in monsters(duel, p) if name(duel, c) == SHEEP]


def slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


def pass_until(duel, p: int, kind: int = K.PROMPT_PASS) -> None:
    """Pass priority until player p is asked ``kind``."""
    for _ in range(50):
        if duel.current_player == p and int(duel.rec["pr_kind"]) == kind:
            return
        act(duel, K.A_PASS)
    raise AssertionError(f"player {p} was not asked {K.PROMPT_NAMES[kind]}")


def set_scapegoat_in_turn_of_b(duel) -> None:
    """B (the turn player, in Main Phase 1) moves to the Battle Phase; A, the owner of a Set
    Scapegoat in spell/trap zone 0, activates it at its priority after B's pass (R24), and the
    chain resolves; B is then in the Battle Phase."""
    act(duel, K.A_TO_BATTLE)
    pass_until(duel, A)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)


def test_b10_scapegoat_summons_four_sheep_tokens_in_defense_with_their_stats():
    """B10: Scapegoat (Quick-Play, from the hand in A's own turn) Special Summons 4 Sheep Tokens
    face-up in Defense Position: Beast / EARTH / Level 1 / 0 ATK / 0 DEF, owned and controlled by
    A, in the token rows of the card table; 4 special summon events; the observation shows them as
    the Sheep Token card to another player."""
    duel = scenario([player(hand=["Scapegoat"], monsters=["Battle Ox"]), player(), player()], auto_answer=False,
                    banlist=None)
    h = slot(duel, A, "Scapegoat")
    assert duel.describe_action(K.A_ACTIVATE + h) == "Activate Scapegoat (hand 0)"
    since = duel.event_count
    act(duel, K.A_ACTIVATE + h)
    pass_all(duel)
    sheep = tokens(duel, A)
    assert len(sheep) == 4 and names(duel, monsters(duel, A)) == ["Battle Ox"] + [SHEEP] * 4
    table = duel.db.table
    for c in sheep:
        card = table[duel.rec["c_card"][c]]
        assert c >= K.DEALT_ROWS
        assert int(duel.rec["c_pos"][c]) == K.POS_FACEUP_DEF
        assert (RACE_NAMES[card["race"]], ATTRIBUTE_NAMES[card["attribute"]], int(card["level"]),
                int(card["atk"]), int(card["def_"])) == ("Beast", "EARTH", 1, 0, 0)
        assert int(duel.rec["c_owner"][c]) == A and int(duel.rec["c_ctrl"][c]) == A
    assert sorted(e.b for e in events(duel, since, "special summon")) == sorted(sheep)
    assert names(duel, grave(duel, A)) == ["Scapegoat"]
    view = decode_observation(encode_observation(duel.rec, duel.db.table, B, np.zeros(OBS_SIZE, np.float32)))
    seen = [m["card"] for m in view["seats"][2]["mzone"] if m is not None]      # A sits 2 seats after B
    assert sorted(seen) == sorted([duel.db.index_of_name("Battle Ox")] + [duel.db.index_of_name(SHEEP)] * 4)


def test_b10_scapegoat_needs_four_free_monster_zones():
    """Activation needs room for all 4 tokens: with 2 monsters (3 free zones) A cannot activate
    it, from the hand or Set; with 1 monster A can."""
    duel = scenario([player(hand=["Scapegoat"], monsters=["Battle Ox", "Mystical Elf"], spells=["Scapegoat"]),
                     player(), player()], auto_answer=False, banlist=None)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions() and K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Scapegoat"], monsters=["Battle Ox"]), player(), player()], auto_answer=False,
                    banlist=None)
    assert K.A_ACTIVATE + 0 in duel.legal_actions()


def test_scapegoat_lock_no_other_summon_that_turn_but_a_set():
    """2006 wording, "You cannot Summon other monsters the turn you activate this card": after A's
    Scapegoat, A may not Normal Summon, Flip Summon (a Set Mystical Elf), Special Summon by an
    effect (Monster Reborn) or by a procedure (Lava Golem) for the rest of the turn, but may Set a
    monster (a Set is no Summon)."""
    duel = scenario([player(hand=["Scapegoat", "Battle Ox", "Monster Reborn"], graveyard=["Luster Dragon"],
                            monsters=[monster("Mystical Elf", "set")]),
                     player(), player()], auto_answer=False, banlist=None)
    legal = duel.legal_actions()
    assert K.A_SUMMON + slot(duel, A, "Battle Ox") in legal and K.A_FLIP_SUMMON + 0 in legal
    assert K.A_ACTIVATE + slot(duel, A, "Monster Reborn") in legal
    act(duel, K.A_ACTIVATE + slot(duel, A, "Scapegoat"))
    pass_all(duel)
    assert len(tokens(duel, A)) == 4
    legal = duel.legal_actions()
    assert K.A_SUMMON + slot(duel, A, "Battle Ox") not in legal and K.A_FLIP_SUMMON + 0 not in legal
    assert K.A_ACTIVATE + slot(duel, A, "Monster Reborn") not in legal
    duel = scenario([player(hand=["Scapegoat", "Battle Ox", "Lava Golem"]), player(monsters=["Battle Ox"] * 2),
                     player()], auto_answer=False, banlist=None)
    assert K.A_PROCEDURE + slot(duel, A, "Lava Golem") in duel.legal_actions()
    act(duel, K.A_ACTIVATE + slot(duel, A, "Scapegoat"))
    pass_all(duel)
    legal = duel.legal_actions()
    assert K.A_SUMMON + slot(duel, A, "Battle Ox") not in legal and K.A_SET_MONSTER + slot(duel, A, "Battle Ox") in legal
    assert K.A_PROCEDURE + slot(duel, A, "Lava Golem") not in legal          # to B's field, still A's Summon


def test_scapegoat_needs_no_summon_earlier_in_the_turn_and_a_set_does_not_count():
    """docs/interpretations.md: Scapegoat cannot be activated by a player who has already
    Summoned a monster this turn (its tokens would break its own lock); a Set does not count."""
    duel = scenario([player(hand=["Scapegoat", "Battle Ox"]), player(), player()], auto_answer=False, banlist=None)
    act(duel, K.A_SUMMON + slot(duel, A, "Battle Ox"))
    pass_all(duel)
    assert K.A_ACTIVATE + slot(duel, A, "Scapegoat") not in duel.legal_actions()
    duel = scenario([player(hand=["Scapegoat", "Battle Ox"]), player(), player()], auto_answer=False, banlist=None)
    act(duel, K.A_SET_MONSTER + slot(duel, A, "Battle Ox"))
    pass_all(duel)
    assert K.A_ACTIVATE + slot(duel, A, "Scapegoat") in duel.legal_actions()


def test_b7_sheep_tokens_cannot_be_tributed_for_a_tribute_summon_and_the_lock_ends_with_the_turn():
    """B7: A activates its Set Scapegoat in B's turn. In A's next turn the lock is over (it was
    B's turn); Summoned Skull (1 Tribute) may be Tribute Summoned only with Battle Ox as the
    Tribute: the tokens are no candidates, and with tokens alone no Tribute Summon or Set is offered."""
    duel = scenario([player(monsters=["Battle Ox"], hand=["Summoned Skull"], spells=["Scapegoat"]),
                     player(), player()], turn_player=B, auto_answer=False, banlist=None)
    set_scapegoat_in_turn_of_b(duel)
    assert len(tokens(duel, A)) == 4
    end_turn(duel)                                             # B's turn ends
    end_turn(duel)                                             # C's turn
    pass_until(duel, A, K.PROMPT_IDLE)
    skull = slot(duel, A, "Summoned Skull")
    assert K.A_SUMMON + skull in duel.legal_actions()
    act(duel, K.A_SUMMON + skull)
    assert int(duel.rec["pr_kind"]) == K.PROMPT_TRIBUTE and candidates(duel) == ["Battle Ox"]
    duel = scenario([player(hand=["Summoned Skull"], spells=["Scapegoat"]), player(), player()], turn_player=B,
                    auto_answer=False, banlist=None)
    set_scapegoat_in_turn_of_b(duel)
    end_turn(duel)
    end_turn(duel)
    pass_until(duel, A, K.PROMPT_IDLE)
    skull = slot(duel, A, "Summoned Skull")
    assert K.A_SUMMON + skull not in duel.legal_actions() and K.A_SET_MONSTER + skull not in duel.legal_actions()


def test_a_sheep_token_can_be_tributed_for_a_cost():
    """Only a Tribute Summon is barred: Enemy Controller's cost (Tribute 1 monster, its second
    effect) takes a Sheep Token, which then ceases to exist (a tribute event, no GY card)."""
    duel = scenario([player(hand=["Scapegoat", "Enemy Controller"]), player(monsters=["Luster Dragon"]), player()],
                    auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Scapegoat"))
    pass_all(duel)
    since = duel.event_count
    act(duel, K.A_ACTIVATE + slot(duel, A, "Enemy Controller"))
    act(duel, K.A_SELECT + 1)                                  # its second effect: take control
    designate(duel, B)
    choose(duel, "Luster Dragon")
    assert int(duel.rec["pr_kind"]) == K.PROMPT_TRIBUTE and candidates(duel) == [SHEEP] * 4
    gone = int(duel.rec["pr_cand"][0])
    act(duel, K.A_SELECT + 0)
    assert [(e.a, e.b) for e in events(duel, since, "tribute")] == [(A, gone)]
    assert int(duel.rec["c_card"][gone]) == -1 and int(duel.rec["c_loc"][gone]) == K.LOC_UNUSED
    assert names(duel, grave(duel, A)) == ["Scapegoat"]
    pass_all(duel)
    assert names(duel, monsters(duel, A)) == ["Luster Dragon"] + [SHEEP] * 3


def test_b12_a_sheep_token_destroyed_by_battle_ceases_to_exist_and_its_row_is_reused():
    """B12/B13: B's Luster Dragon attacks a Sheep Token (0 DEF): it is destroyed by battle (the
    destroyed and sent to GY events name it) but no card reaches A's GY: the row is unused again.
    C's own Scapegoat then summons 4 tokens of C's, one of them in that row."""
    duel = scenario([player(spells=["Scapegoat"]), player(monsters=["Luster Dragon"]), player(spells=["Scapegoat"])],
                    turn_player=B, auto_answer=False, banlist=None)
    set_scapegoat_in_turn_of_b(duel)
    pass_until(duel, B, K.PROMPT_BATTLE)
    target = tokens(duel, A)[0]
    zone = int(duel.rec["c_seq"][target])
    attack = [a for a in duel.legal_actions() if a >= K.A_ATTACK and duel.describe_action(a).endswith(
        f"attacks player_0's {SHEEP} (zone {zone})")]
    assert len(attack) == 1, [duel.describe_action(a) for a in duel.legal_actions()]
    since = duel.event_count
    act(duel, attack[0])
    pass_until(duel, B, K.PROMPT_BATTLE)
    assert target in [e.a for e in events(duel, since, "destroyed")]
    assert target in [e.a for e in events(duel, since, "sent to GY")]
    assert int(duel.rec["c_card"][target]) == -1 and int(duel.rec["c_loc"][target]) == K.LOC_UNUSED
    assert names(duel, grave(duel, A)) == ["Scapegoat"] and len(tokens(duel, A)) == 3
    assert int(duel.rec["lp"][A]) == 8000
    assert "a token that no longer exists is destroyed by battle" in [describe_event(duel, e)
                                                                       for e in events(duel, since)]
    act(duel, K.A_TO_END)
    pass_until(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert len(tokens(duel, C)) == 4 and target in tokens(duel, C)
    assert int(duel.rec["c_owner"][target]) == C


def change_of_heart_on_a_token() -> tuple:
    """A's tokens (A's Set Scapegoat, activated in B's turn); B takes one with Change of Heart."""
    duel = scenario([player(spells=["Scapegoat"]), player(hand=["Change of Heart"]), player()], turn_player=B,
                    auto_answer=False, banlist=None, concession=True)
    set_scapegoat_in_turn_of_b(duel)
    pass_until(duel, B, K.PROMPT_BATTLE)
    act(duel, K.A_TO_MAIN2)
    pass_until(duel, B, K.PROMPT_IDLE)
    act(duel, K.A_ACTIVATE + slot(duel, B, "Change of Heart"))
    designate(duel, A)
    choose(duel, SHEEP)
    taken = int(duel.rec["ch_target"][0])
    pass_all(duel)
    assert tokens(duel, B) == [taken] and len(tokens(duel, A)) == 3
    assert int(duel.rec["c_owner"][taken]) == A
    return duel, taken


def test_r32_a_taken_token_of_a_player_who_lost_ceases_to_exist_when_it_would_return():
    """Change of Heart (take_control) works on a token as on any monster. B moves to the End
    Phase and A (the token's owner) concedes at its priority (R36): A's own 3 tokens leave the game
    with A's cards (R31) and cease to exist at once; the taken one stays with B (R32) until B's
    End Phase begins, when it would return to A: then it ceases to exist."""
    duel, taken = change_of_heart_on_a_token()
    own = tokens(duel, A)
    act(duel, K.A_TO_END)
    pass_until(duel, A)
    since = duel.event_count
    act(duel, K.A_CONCEDE)
    assert not duel.rec["alive"][A] and monsters(duel, A) == [] and monsters(duel, B) == []
    log = [(e.kind, e.a, e.b) for e in events(duel, since) if e.kind in ("left field", "phase")]
    assert log == [("left field", c, A) for c in own] + [("phase", B, K.PHASE_END), ("left field", taken, B)]
    assert all(int(duel.rec["c_card"][c]) < 0 for c in range(K.DEALT_ROWS, K.MAX_CARDS))
    assert pile(duel, A, K.LOC_OUT) and all(c < K.DEALT_ROWS for c in pile(duel, A, K.LOC_OUT))


def test_r33_the_controller_of_a_taken_token_loses_and_it_ceases_to_exist():
    """R31/R33: B, who controls A's token, concedes: the token would go to its owner's GY by rule;
    as a token it ceases to exist (A's GY holds only Scapegoat); A's other tokens stay."""
    duel, taken = change_of_heart_on_a_token()
    pass_until(duel, B, K.PROMPT_IDLE)
    act(duel, K.A_CONCEDE)
    assert not duel.rec["alive"][B]
    assert int(duel.rec["c_card"][taken]) == -1
    assert names(duel, grave(duel, A)) == ["Scapegoat"] and len(tokens(duel, A)) == 3


def test_the_invariant_checker_catches_a_token_outside_the_field():
    """A token row that holds a token anywhere but a monster zone (here: moved into A's GY as if it
    were a card) is reported, though the zone arrays and the card table agree."""
    duel = scenario([player(hand=["Scapegoat"]), player(), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    rec = duel.rec
    c = tokens(duel, A)[0]
    assert check_state(rec) == (0, 0)
    rec["mzone"][A, rec["c_seq"][c]] = -1
    n = int(rec["pile_n"][A, K.LOC_GRAVE])
    rec["pile"][A, K.LOC_GRAVE, n] = c
    rec["pile_n"][A, K.LOC_GRAVE] = n + 1
    rec["c_loc"][c], rec["c_seq"][c], rec["c_pos"][c] = K.LOC_GRAVE, n, K.POS_NONE
    assert check_state(rec) == (BAD_TOKEN, c)


def test_a_token_is_no_card_for_decks_and_scenarios(db):
    """The Sheep Token is in the card database (the observation's card id) but no deck may hold
    it, with or without the implemented-cards rule, and no scenario may place it."""
    deck = deck_from_codes([73915052] + [46986414] * 3 + [5053103] * 36, db)
    for require in (True, False):
        with pytest.raises(DeckError, match="Sheep Token .* is a token"):
            validate_deck(deck, db, load_banlist(db=db), require_implemented=require)
    with pytest.raises(ScenarioError, match="is a token"):
        scenario([player(monsters=[monster(SHEEP, "def")]), player(), player()])


def test_tokens_and_the_summon_lock_survive_save_and_load():
    """The token rows, the Summon lock and the summons of the turn are part of the record: a duel
    saved after Scapegoat loads with the same tokens, and the loaded copy still bars A's Normal
    Summon this turn (a Set stays allowed)."""
    duel = scenario([player(hand=["Scapegoat", "Battle Ox"]), player(), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + slot(duel, A, "Scapegoat"))
    pass_all(duel)
    again = Duel.from_bytes(duel.to_bytes())
    check_invariants(again)
    assert tokens(again, A) == tokens(duel, A) and len(tokens(again, A)) == 4
    assert K.A_SUMMON + slot(again, A, "Battle Ox") not in again.legal_actions()
    assert K.A_SET_MONSTER + slot(again, A, "Battle Ox") in again.legal_actions()
