"""Battle damage (issue #3): piercing (B12), "when this card inflicts battle damage to your
opponent" triggers whose opponent is the damaged player (R12, OPP-LINK), Dimension Wall (R12,
R18) and the OPP-ALL statics of R16 (Kycoo, Ancient Gear Golem, Silent Swordsman LV5); each
card in a 3+ player duel. docs/effects.md lists the cards and their tests."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action
from ygo_royal_env.core.static_locks import grave_banish_allowed

from conftest import (
    A, B, C, act, candidates, choose, events, grave, hand, monsters, name, pass_all, player,
    scenario,
)



def names(duel, cards) -> list[str]:
    return [name(duel, c) for c in cards]





def pass_while_not(duel, p: int) -> None:
    while duel.current_player != p:
        assert duel.rec["pr_kind"] == K.PROMPT_PASS
        act(duel, K.A_PASS)


def attack(duel, zone: int, rel: int, target: int) -> None:
    act(duel, attack_action(zone, rel, target))


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.num_players]]


def banished(duel, p: int) -> list[int]:
    n = int(duel.rec["pile_n"][p, K.LOC_BANISHED])
    return [int(x) for x in duel.rec["pile"][p, K.LOC_BANISHED, :n]]


DIRECT = K.N_MZONES


# --- B12 piercing: Airknight Parshath, Ancient Gear Golem ------------------------------------
def test_b12_piercing_airknight_parshath_pierces_defense_and_draws_on_battle_damage():
    """B12 (piercing): A's Airknight Parshath (1900) attacks B's Battle Ox in Defense Position
    (DEF 1000): B takes 900, C and A nothing; the Ox is destroyed. Its "when this card inflicts
    battle damage" trigger (mandatory) then draws A 1 card. A Luster Dragon (1900, no piercing)
    doing the same deals no damage and draws nothing."""
    duel = scenario([player(monsters=["Airknight Parshath", "Luster Dragon"]),
                     player(monsters=[{"card": "Battle Ox", "position": "def"},
                                      {"card": "Battle Ox", "position": "def"}]), player()], phase="battle")
    attack(duel, 1, 1, 1)                                          # Luster Dragon -> B's zone 1
    assert lp(duel) == [8000, 8000, 8000] and len(monsters(duel, B)) == 1 and hand(duel, A) == []
    attack(duel, 0, 1, 0)                                          # Airknight Parshath -> B's zone 0
    assert lp(duel) == [8000, 7100, 8000] and monsters(duel, B) == []
    assert names(duel, [e.b for e in events(duel, kind="activate")]) == ["Airknight Parshath"]
    assert len(hand(duel, A)) == 1 and duel.rec["pr_kind"] == K.PROMPT_BATTLE


def test_battle_damage_trigger_needs_damage_to_an_opponent():
    """A's Airknight Parshath attacking a monster with higher DEF deals no damage to B (A takes
    the difference): no draw. The trigger is noted only for damage its controller's opponent
    takes (R12: that opponent is the link's)."""
    duel = scenario([player(monsters=["Airknight Parshath"]),
                     player(monsters=[{"card": "Mystical Elf", "position": "def"}]), player()], phase="battle")
    attack(duel, 0, 1, 0)
    assert lp(duel) == [7900, 8000, 8000] and hand(duel, A) == []
    assert events(duel, kind="activate") == []


# --- R12 OPP-LINK: Spirit Reaper (T-R12b) ---------------------------------------------------
def reaper_duel(seed: int = 0):
    return scenario([player(monsters=["Spirit Reaper"]),
                     player(hand=["Battle Ox", "Mystical Elf", "Luster Dragon"]),
                     player(hand=["Gemini Elf", "Dark Blade"])], phase="battle", seed=seed)


def test_r12b_spirit_reaper_direct_damage_discards_one_random_card_of_the_damaged_player():
    """T-R12b: A's Spirit Reaper attacks B directly (300 damage); its trigger's opponent is the
    damaged player (OPP-LINK, stored on the link): exactly 1 random card of B's hand is
    discarded, C's hand is unchanged. The duel's seeded RNG picks it: the same seed discards
    the same card."""
    picked = set()
    for seed in (0, 0, 1, 2, 3, 4):
        duel = reaper_duel(seed)
        before_b, before_c = hand(duel, B), hand(duel, C)
        attack(duel, 0, 1, DIRECT)
        assert lp(duel) == [8000, 7700, 8000]
        assert len(hand(duel, B)) == 2 and hand(duel, C) == before_c and grave(duel, C) == []
        [gone] = set(before_b) - set(hand(duel, B))
        assert grave(duel, B) == [gone] and [(e.a, e.b) for e in events(duel, kind="discard")] == [(B, gone)]
        picked.add((seed, name(duel, gone)))
    assert len({n for s, n in picked if s == 0}) == 1                # deterministic for a seed
    assert len({n for _, n in picked}) > 1                           # and random across seeds


def test_spirit_reaper_cannot_be_destroyed_by_battle_and_its_trigger_needs_a_direct_attack():
    """Spirit Reaper (300 ATK) attacked by B's Luster Dragon: A takes 1600, Reaper stays. A's
    Reaper attacking C's Skull Servant in Defense Position (DEF 200): the Servant is destroyed,
    no damage, so no discard."""
    duel = scenario([player(monsters=["Spirit Reaper"]), player(monsters=["Luster Dragon"]),
                     player(hand=["Battle Ox"], monsters=[{"card": "Skull Servant", "position": "def"}])],
                    turn_player=B, phase="battle")
    attack(duel, 0, 2, 0)                                          # B's Luster Dragon -> A (2 seats after B)
    assert lp(duel) == [6400, 8000, 8000] and names(duel, monsters(duel, A)) == ["Spirit Reaper"]
    duel = scenario([player(monsters=["Spirit Reaper"]), player(),
                     player(hand=["Battle Ox"], monsters=[{"card": "Skull Servant", "position": "def"}])],
                    phase="battle")
    attack(duel, 0, 2, 0)
    assert monsters(duel, C) == [] and len(hand(duel, C)) == 1 and events(duel, kind="discard") == []


def test_spirit_reaper_is_destroyed_after_an_effect_that_targets_it_resolves():
    """Spirit Reaper: B's Change of Heart (designating A) targets it; once the link has
    resolved, the face-up Reaper is destroyed (to A's GY)."""
    duel = scenario([player(monsters=["Spirit Reaper"]), player(hand=["Change of Heart"]), player()],
                    turn_player=B)
    reaper = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)                                    # designation (A) and target: the only ones
    assert [(e.a, e.b) for e in events(duel, kind="target")] == [(B, reaper)]
    assert grave(duel, A) == [reaper] and monsters(duel, B) == []


# --- R12: Vampire Lord --------------------------------------------------------------------
def test_r12_vampire_lord_the_damaged_player_sends_a_card_of_the_declared_kind():
    """Vampire Lord attacks B directly: its mandatory trigger's opponent is B (OPP-LINK). A
    declares a card kind as the trigger is activated (declare prompt: Monster, Spell, Trap;
    before anyone may respond); at resolution B, and only B, picks a card of that kind from B's
    Deck (one candidate per name), which goes to B's GY; B's Deck is shuffled, C's untouched."""
    duel = scenario([player(monsters=["Vampire Lord"]),
                     player(deck=["Heavy Storm", "Mystical Elf", "Mystical Space Typhoon", "Heavy Storm"]),
                     player(deck=["Heavy Storm", "Mystical Elf"])], phase="battle", auto_answer=False)
    attack(duel, 0, 1, DIRECT)
    pass_all(duel)
    assert lp(duel) == [8000, 6000, 8000]
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and duel.current_player == A
    act(duel, K.A_SELECT)
    assert duel.rec["pr_kind"] == K.PROMPT_DECLARE and duel.current_player == A
    assert duel.legal_actions() == [K.A_SELECT, K.A_SELECT + 1, K.A_SELECT + 2]
    assert duel.describe_action(K.A_SELECT + 1) == "Declare Spell"
    act(duel, K.A_SELECT + 1)                                      # Spell
    assert int(duel.rec["ch_opp"][0]) == B                         # R12: stored on the link
    assert int(duel.rec["ch_declared"][0]) == 2                    # ... with the declared kind + 1
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == B
    assert candidates(duel) == ["Heavy Storm", "Mystical Space Typhoon"]
    choose(duel, "Mystical Space Typhoon")
    assert names(duel, grave(duel, B)) == ["Mystical Space Typhoon"] and grave(duel, C) == []
    assert int(duel.rec["pile_n"][B, K.LOC_DECK]) == 3 and int(duel.rec["pile_n"][C, K.LOC_DECK]) == 2
    assert [(e.a, e.b) for e in events(duel, kind="declared")] == [(A, 1)]


def test_vampire_lord_declaring_a_kind_the_deck_lacks_sends_nothing():
    duel = scenario([player(monsters=["Vampire Lord"]), player(deck=["Mystical Elf", "Battle Ox"]), player()],
                    phase="battle", auto_answer=False)
    attack(duel, 0, 1, DIRECT)
    pass_all(duel)
    act(duel, K.A_SELECT)                                          # chain the trigger
    act(duel, K.A_SELECT + 2)                                      # Trap: B has none
    pass_all(duel)
    assert grave(duel, B) == [] and duel.rec["pr_kind"] == K.PROMPT_BATTLE


# --- R16 (T-R16a): Kycoo the Ghost Destroyer ----------------------------------------------
def test_kycoo_banishes_up_to_two_monsters_of_the_damaged_players_graveyard():
    """Kycoo attacks B directly: its optional trigger (OPP-LINK: B) lets A banish up to 2
    monsters of B's GY, chosen one at a time (the second may be declined); C's GY is not
    offered."""
    duel = scenario([player(monsters=["Kycoo the Ghost Destroyer"]),
                     player(graveyard=["Battle Ox", "Heavy Storm", "Luster Dragon", "Mystical Elf"]),
                     player(graveyard=["Gemini Elf"])], phase="battle", auto_answer=False)
    attack(duel, 0, 1, DIRECT)
    pass_all(duel)
    assert lp(duel) == [8000, 6200, 8000]
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER and K.A_PASS in duel.legal_actions()   # "you can"
    act(duel, K.A_SELECT)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_CHOOSE and duel.current_player == A
    assert candidates(duel) == ["Battle Ox", "Luster Dragon", "Mystical Elf"]
    assert K.A_PASS not in duel.legal_actions()                    # at least one
    choose(duel, "Luster Dragon")
    assert candidates(duel) == ["Battle Ox", "Mystical Elf"] and K.A_PASS in duel.legal_actions()
    choose(duel, "Battle Ox")
    assert sorted(names(duel, banished(duel, B))) == ["Battle Ox", "Luster Dragon"]
    assert names(duel, grave(duel, C)) == ["Gemini Elf"] and duel.rec["pr_kind"] == K.PROMPT_BATTLE


def test_r16a_kycoo_bars_every_opponent_of_its_controller_from_banishing_from_any_graveyard():
    """T-R16a: A controls Kycoo: B and C may not banish cards from any GY, A may
    (``static_locks.grave_banish_allowed``, which effects and costs that banish from a GY call). No
    other card of the pool banishes from a GY yet, so the behaviour is shown with Kycoo's own
    effect: while C controls a Kycoo, A (C's opponent) cannot use A's Kycoo's effect on B's GY:
    the optional trigger cannot be activated and is dropped; with C's Kycoo face-down it can."""
    duel = scenario([player(monsters=["Kycoo the Ghost Destroyer"]), player(graveyard=["Battle Ox"]),
                     player(monsters=["Kycoo the Ghost Destroyer"])], phase="battle", auto_answer=False)
    db = duel.db.table
    assert [bool(grave_banish_allowed(duel.rec, db, p)) for p in (A, B, C)] == [False, False, False]
    attack(duel, 0, 1, DIRECT)
    pass_all(duel)
    assert lp(duel) == [8000, 6200, 8000] and duel.rec["pr_kind"] == K.PROMPT_BATTLE   # no trigger prompt
    assert events(duel, kind="activate") == [] and names(duel, grave(duel, B)) == ["Battle Ox"]

    duel = scenario([player(monsters=["Kycoo the Ghost Destroyer"]), player(graveyard=["Battle Ox"]), player()],
                    phase="battle", auto_answer=False)
    assert [bool(grave_banish_allowed(duel.rec, duel.db.table, p)) for p in (A, B, C)] == [True, False, False]
    duel = scenario([player(monsters=["Kycoo the Ghost Destroyer"]), player(graveyard=["Battle Ox"]),
                     player(monsters=[{"card": "Kycoo the Ghost Destroyer", "position": "set"}])],
                    phase="battle", auto_answer=False)
    assert bool(grave_banish_allowed(duel.rec, duel.db.table, A))  # a face-down Kycoo bars nobody
    attack(duel, 0, 1, DIRECT)
    pass_all(duel)
    assert duel.rec["pr_kind"] == K.PROMPT_TRIGGER


# --- R12 / R18: Dimension Wall (T-R12a) ------------------------------------------------------
def dimension_wall_duel():
    """B (turn player) attacks with Curse of Dragon (2000 ATK) A's Masaki the Legendary
    Swordsman (1100 ATK); A and C each have Dimension Wall Set."""
    return scenario([player(monsters=["Masaki the Legendary Swordsman"], spells=["Dimension Wall"]),
                     player(monsters=["Curse of Dragon"]),
                     player(monsters=["Battle Ox"], spells=["Dimension Wall"])],
                    turn_player=B, phase="battle", auto_answer=False)


def test_r12a_dimension_wall_the_attacking_player_takes_the_battle_damage():
    """T-R12a: B's 2000 ATK monster attacks A's 1100 ATK monster; A activates Dimension Wall
    (HELP: its opponent is the attacking player, R12): B takes the 900 A would have taken, A
    takes 0, C's LP is unchanged; A's monster is still destroyed by battle."""
    duel = dimension_wall_duel()
    attack(duel, 0, 2, 0)                                          # B's Curse of Dragon -> A (2 seats after B)
    assert duel.current_player == A and K.A_ACTIVATE_SET + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE_SET + 0)
    assert int(duel.rec["ch_opp"][0]) == B
    pass_all(duel)
    assert lp(duel) == [8000, 7100, 8000] and monsters(duel, A) == []
    damage = events(duel, kind="damage")
    assert [(e.a, e.b, e.c) for e in damage] == [(B, 900, A)]      # credited to A


def test_dimension_wall_only_the_attacked_player_may_activate_it():
    """R18 lets any player answer "an opponent's monster declares an attack", but Dimension
    Wall moves only the activator's own battle damage from this battle, and only the attacked
    player can take any: C's Dimension Wall would do nothing, so C may not activate it
    (an activation needs an effect to apply, docs/effects.md)."""
    duel = dimension_wall_duel()
    attack(duel, 0, 2, 0)
    pass_while_not(duel, C)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_dimension_wall_on_a_direct_attack():
    duel = scenario([player(spells=["Dimension Wall"]), player(monsters=["Curse of Dragon"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack(duel, 0, 2, DIRECT)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert lp(duel) == [8000, 6000, 8000]


# --- R16 (T-R16e): Ancient Gear Golem -----------------------------------------------------
def golem_duel(**kw):
    return scenario([player(monsters=["Ancient Gear Golem", "Battle Ox"], spells=["Mirror Force"]),
                     player(monsters=[{"card": "Mystical Elf", "position": "def"}, "Skull Servant"],
                            spells=["Mirror Force", "Sakuretsu Armor"]),
                     player(spells=["Negate Attack", "Dimension Wall"])], phase="battle", auto_answer=False, **kw)


def test_r16e_ancient_gear_golem_no_opponent_may_activate_spells_or_traps_while_it_attacks():
    """T-R16e: A's Ancient Gear Golem attacks B's Mystical Elf in Defense Position (DEF 2000):
    neither B nor C may activate a Spell/Trap in the attack's window (B and C hold Set Traps
    that answer an attack), the Golem pierces for 1000. The lock ends with the Damage Step: the
    next attack, by A's Battle Ox, can be answered by B."""
    duel = golem_duel()
    attack(duel, 0, 1, 0)
    seen = set()
    while duel.rec["pr_kind"] == K.PROMPT_PASS:
        seen.add(duel.current_player)
        assert duel.legal_actions() == [K.A_PASS]
        act(duel, K.A_PASS)
    assert {B, C} <= seen
    assert lp(duel) == [8000, 7000, 8000] and names(duel, monsters(duel, B)) == ["Skull Servant"]
    attack(duel, 1, 1, 1)                                          # Battle Ox -> Skull Servant
    pass_while_not(duel, B)
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()            # Mirror Force again


def test_ancient_gear_golem_cannot_be_special_summoned():
    """"Cannot be Special Summoned": Monster Reborn does not offer it (with only the Golem in
    the GYs it cannot be activated at all); Normal Summoning it with 2 tributes is allowed."""
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Ancient Gear Golem"]), player(), player()])
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()
    duel = scenario([player(hand=["Monster Reborn"], graveyard=["Ancient Gear Golem", "Battle Ox"]), player(),
                     player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    assert candidates(duel) == ["Battle Ox"]
    duel = scenario([player(hand=["Ancient Gear Golem"], monsters=["Battle Ox", "Skull Servant"]), player(), player()])
    assert K.A_SUMMON + 0 in duel.legal_actions()


# --- R16 (T-R16b): Silent Swordsman LV5 ------------------------------------------------------
def test_r16b_silent_swordsman_lv5_unaffected_by_every_opponents_spells_but_not_its_controllers():
    """T-R16b: A controls Silent Swordsman LV5 and Battle Ox. B's Raigeki (designating A)
    destroys the Ox, not the Swordsman; C's Set Book of Moon targeting it does nothing to it;
    A's own Dark Hole destroys it."""
    duel = scenario([player(monsters=["Silent Swordsman LV5", "Battle Ox"]), player(hand=["Raigeki"]),
                     player(spells=["Book of Moon"])], turn_player=B, auto_answer=False)
    swordsman = monsters(duel, A)[0]
    act(duel, K.A_ACTIVATE + 0)
    act(duel, K.A_DESIGNATE + 1)                                   # A: 2 seats after B
    pass_while_not(duel, C)
    act(duel, K.A_ACTIVATE_SET + 0)                                # Book of Moon
    assert "Silent Swordsman LV5" in candidates(duel)
    choose(duel, "Silent Swordsman LV5")
    pass_all(duel)
    assert monsters(duel, A) == [swordsman] and duel.rec["c_pos"][swordsman] == K.POS_FACEUP_ATK
    duel = scenario([player(hand=["Dark Hole"], monsters=["Silent Swordsman LV5"]), player(monsters=["Battle Ox"]),
                     player()])
    act(duel, K.A_ACTIVATE + 0)
    assert monsters(duel, A) == [] and monsters(duel, B) == []


def test_r12_the_linked_opponent_is_whoever_took_the_damage_in_four_players():
    """R12 in 4 players: A's Spirit Reaper attacks C (2 seats on) directly: only C discards,
    B's and D's hands stay. With C at 300 LP the damage makes C lose, and the trigger, whose
    only opponent has left the duel, is not chained (R11 (d))."""
    hands = [player(hand=["Battle Ox", "Mystical Elf"]) for _ in range(3)]
    duel = scenario([player(monsters=["Spirit Reaper"]), *hands], phase="battle")
    before = {p: hand(duel, p) for p in (1, 2, 3)}
    attack(duel, 0, 2, DIRECT)
    assert len(hand(duel, 2)) == 1 and hand(duel, 1) == before[1] and hand(duel, 3) == before[3]
    duel = scenario([player(monsters=["Spirit Reaper"]), player(hand=["Battle Ox"]),
                     player(lp=300, hand=["Battle Ox"]), player(hand=["Battle Ox"])], phase="battle")
    attack(duel, 0, 2, DIRECT)
    assert not duel.rec["alive"][2] and events(duel, kind="activate") == [] and events(duel, kind="discard") == []


def test_dimension_wall_damage_that_takes_the_attacker_to_0_is_credited_to_the_activator():
    """A-47 with R12: the attacking player B (1000 LP) takes the redirected 2000 and loses; the
    loss is credited to A, who activated Dimension Wall."""
    duel = scenario([player(spells=["Dimension Wall"]), player(lp=1000, monsters=["Curse of Dragon"]), player()],
                    turn_player=B, phase="battle", auto_answer=False)
    attack(duel, 0, 2, DIRECT)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert not duel.rec["alive"][B] and int(duel.rec["killer"][B]) == A and lp(duel)[A] == 8000
