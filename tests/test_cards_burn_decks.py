"""The cards of the sample decks ``chain_burn`` and ``lockdown_burn`` (docs/rules-coverage.md
"Cards"): each played in a hand-built position with three or more players where the card names an
opponent (R10-R23), the invariant checker running after every action."""
from __future__ import annotations

from ygo_royal_env.core import constants as K
from ygo_royal_env.core.legal import attack_action

from conftest import (A, B, C, act, candidates, choose, designate, end_turn, events, grave, hand, monster, monsters, name,
                      names, pass_all, pile, player, scenario)


def lp(duel) -> list[int]:
    return [int(x) for x in duel.rec["lp"][:duel.config.num_players]]


def slot(duel, p: int, card: str) -> int:
    return [name(duel, c) for c in hand(duel, p)].index(card)


# --- chain_burn -------------------------------------------------------------------------------------

def test_r10_r11_ceasefire_flips_every_face_down_monster_without_flip_effects_and_burns_per_effect_monster():
    """Ceasefire (R10: "the field" is every player's; R11: the designated opponent): B's Set Man-Eater
    Bug and C's Set Mystical Elf turn face-up in Defense Position, no Flip Effect is activated (no
    trigger prompt, nothing destroyed); then C takes 500 for each Effect Monster on the field: A's
    Sangan, B's Man-Eater Bug (a Flip monster) and C's Spirit Reaper, not the Normal Monsters. B is
    untouched."""
    duel = scenario([player(spells=["Ceasefire"], monsters=["Sangan", "Battle Ox"]),
                     player(monsters=[monster("Man-Eater Bug", "set")]),
                     player(monsters=[monster("Mystical Elf", "set"), monster("Spirit Reaper", "def")])],
                    auto_answer=False)
    since = duel.event_count
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    assert int(duel.rec["pr_kind"]) != K.PROMPT_TRIGGER
    for p, card in ((B, "Man-Eater Bug"), (C, "Mystical Elf")):
        m = next(c for c in monsters(duel, p) if name(duel, c) == card)
        assert int(duel.rec["c_pos"][m]) == K.POS_FACEUP_DEF
    assert lp(duel) == [8000, 8000, 8000 - 3 * 500]
    assert not events(duel, since, "destroyed")
    assert names(duel, grave(duel, A)) == ["Ceasefire"]


def test_ceasefire_needs_a_face_down_or_an_effect_monster_on_the_field():
    """As ygopro's script checks: only Normal Monsters face-up on the field, no activation; a Set
    Normal Monster is enough (it might be an Effect Monster) and then the opponent takes no damage."""
    duel = scenario([player(spells=["Ceasefire"], monsters=["Battle Ox"]), player(monsters=["Mystical Elf"]),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
    duel = scenario([player(spells=["Ceasefire"], monsters=["Battle Ox"]),
                     player(monsters=[monster("Mystical Elf", "set")]), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 8000]
    assert int(duel.rec["c_pos"][monsters(duel, B)[0]]) == K.POS_FACEUP_DEF


def test_emergency_provisions_sends_other_spells_and_traps_and_gains_1000_for_each():
    """Emergency Provisions (Quick-Play): as it resolves A picks up to 5 of the other Spell/Trap
    Cards A controls (a Set card too: not its own, not B's), sends them to the GY (not destroyed)
    and gains 1000 LP for each (docs/interpretations.md: sent at resolution, not as a cost)."""
    duel = scenario([player(hand=["Emergency Provisions"], spells=["Waboku", "Threatening Roar", "Jar of Greed"]),
                     player(spells=["Waboku"]), player()], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    assert candidates(duel) == ["Jar of Greed", "Threatening Roar", "Waboku"]
    assert duel.legal_actions().count(K.A_PASS) == 0            # the first card is due
    choose(duel, "Waboku")
    choose(duel, "Jar of Greed")
    act(duel, K.A_PASS)                                         # the others may be declined
    pass_all(duel)
    assert lp(duel) == [10000, 8000, 8000]
    assert names(duel, grave(duel, A)) == ["Emergency Provisions", "Jar of Greed", "Waboku"]
    assert names(duel, grave(duel, B)) == []
    assert not events(duel, 0, "destroyed")


def test_emergency_provisions_needs_another_spell_or_trap_to_send():
    duel = scenario([player(hand=["Emergency Provisions"]), player(spells=["Waboku"]), player()],
                    auto_answer=False, banlist=None)
    assert K.A_ACTIVATE + 0 not in duel.legal_actions()


def test_good_goblin_housekeeping_draws_one_plus_one_per_copy_in_the_graveyard_then_one_to_the_bottom():
    """Good Goblin Housekeeping: with 2 copies in A's GY A draws 3 (1 + 2), then returns 1 card of
    their choice from the hand to the bottom of the Deck; activated with an empty hand (the draw
    fills it)."""
    deck = ["Sangan", "Kuriboh", "Waboku", "Battle Ox", "Mystical Elf"]       # the first card on top
    duel = scenario([player(spells=["Good Goblin Housekeeping"], deck=deck,
                            graveyard=["Good Goblin Housekeeping"] * 2), player(), player()], auto_answer=False)
    assert hand(duel, A) == []
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert candidates(duel) == ["Kuriboh", "Sangan", "Waboku"]
    choose(duel, "Sangan")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Kuriboh", "Waboku"]
    assert [name(duel, c) for c in pile(duel, A, K.LOC_DECK)] == ["Sangan", "Mystical Elf", "Battle Ox"]
    assert names(duel, grave(duel, A)) == ["Good Goblin Housekeeping"] * 3


def test_good_goblin_housekeeping_with_none_in_the_graveyard_draws_one_and_needs_the_cards_to_draw():
    deck = ["Battle Ox", "Mystical Elf"]
    duel = scenario([player(hand=["Sangan"], spells=["Good Goblin Housekeeping"], deck=deck), player(), player()],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    assert candidates(duel) == ["Battle Ox", "Sangan"]
    choose(duel, "Battle Ox")
    pass_all(duel)
    assert names(duel, hand(duel, A)) == ["Sangan"]
    assert [name(duel, c) for c in pile(duel, A, K.LOC_DECK)] == ["Battle Ox", "Mystical Elf"]
    duel = scenario([player(spells=["Good Goblin Housekeeping"], deck=["Battle Ox"],
                            graveyard=["Good Goblin Housekeeping"]), player(), player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()     # 2 cards to draw, 1 in the Deck


def test_r11_ojama_trio_summons_three_tokens_to_the_designated_opponent_that_burn_their_controller():
    """Ojama Trio (R11): 3 Ojama Tokens face-up in Defense Position on the designated opponent C's
    field, summoned and owned by A, controlled by C; B's field is untouched. A token destroyed by
    battle or by an effect costs its controller 300 (from A, its owner); it cannot be Tributed for a
    Tribute Summon."""
    duel = scenario([player(spells=["Ojama Trio"], hand=["Fissure"]), player(), player(hand=["Summoned Skull"])],
                    auto_answer=False, banlist=None)
    since = duel.event_count
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    tokens = monsters(duel, C)
    assert names(duel, tokens) == ["Ojama Token"] * 3 and monsters(duel, B) == []
    for t in tokens:
        assert int(duel.rec["c_owner"][t]) == A and int(duel.rec["c_ctrl"][t]) == C
        assert int(duel.rec["c_pos"][t]) == K.POS_FACEUP_DEF
    assert [e.a for e in events(duel, since, "special summon")] == [A] * 3
    act(duel, K.A_ACTIVATE + slot(duel, A, "Fissure"))
    designate(duel, C)
    pass_all(duel)
    choose(duel, "Ojama Token")                                 # the lowest ATK: a tie, A chooses
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 7700] and len(monsters(duel, C)) == 2
    damage = events(duel, since, "damage")
    assert [(e.a, e.b, e.c) for e in damage] == [(C, 300, A)]
    assert int(duel.rec["dmg_dealt"][A, C]) == 300


def test_ojama_trio_needs_three_free_zones_on_the_designated_opponents_field():
    """R11 (b): only an opponent with room for the 3 tokens may be designated: C, with 3 monsters,
    cannot; with every opponent full, no activation."""
    duel = scenario([player(spells=["Ojama Trio"]), player(), player(monsters=["Battle Ox"] * 3)],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    assert duel.legal_actions() == [K.A_DESIGNATE + 0]          # B, the next seat, only
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"] * 3),
                     player(monsters=["Battle Ox"] * 3)], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()


def test_ojama_token_destroyed_by_battle_burns_its_controller():
    """B's Battle Ox destroys an Ojama Token that C controls (A's Ojama Trio): C takes 300."""
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"]), player()], auto_answer=False,
                    turn_player=A)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    assert len(monsters(duel, C)) == 3
    end_turn(duel)                                              # B's turn
    while int(duel.rec["phase"]) != K.PHASE_MAIN1:
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    legal = [a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_ATTACK + K.ATTACK_TARGETS]
    assert legal
    before = lp(duel)
    assert all("player_2's Ojama Token" in duel.describe_action(a) for a in legal)
    act(duel, legal[0])
    pass_all(duel)
    assert lp(duel)[C] == before[C] - 300 and len(monsters(duel, C)) == 2


def test_b21_an_ojama_token_destroyed_by_battle_at_300_lp_makes_its_controller_lose_at_once():
    """B21: the 300 damage as the token is destroyed at the end of the Damage Step takes C (300 LP)
    to 0: C loses then, credited to A, the token's owner (A-47)."""
    duel = scenario([player(spells=["Ojama Trio"]), player(monsters=["Battle Ox"]), player(lp=300)],
                    auto_answer=False)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    pass_all(duel)
    end_turn(duel)
    while int(duel.rec["phase"]) != K.PHASE_MAIN1:
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)
    act(duel, K.A_TO_BATTLE)
    pass_all(duel)
    act(duel, next(a for a in duel.legal_actions() if K.A_ATTACK <= a < K.A_ATTACK + K.ATTACK_TARGETS))
    pass_all(duel)
    assert not duel.rec["alive"][C] and int(duel.rec["killer"][C]) == A
    assert duel.rec["alive"][A] and duel.rec["alive"][B]


# --- lockdown_burn ----------------------------------------------------------------------------------

def settle(duel) -> None:
    """Pass every priority window and activate every mandatory trigger offered (R29)."""
    while int(duel.rec["pr_kind"]) in (K.PROMPT_PASS, K.PROMPT_TRIGGER):
        act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)


def test_reflect_bounder_burns_the_attacking_player_before_damage_calculation_then_destroys_itself():
    """A's Mystical Elf (800) attacks B's face-up Attack Position Reflect Bounder (1700): before damage
    calculation A, the attacking player, takes 800 (the attacker's ATK); damage calculation destroys
    the Elf (A takes 900); after it Reflect Bounder destroys itself. C is untouched."""
    duel = scenario([player(monsters=["Mystical Elf"]), player(monsters=["Reflect Bounder"]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    damage = [(e.a, e.b) for e in events(duel, 0, "damage")]
    assert damage == [(A, 800), (A, 900)]
    assert lp(duel) == [6300, 8000, 8000]
    assert names(duel, grave(duel, B)) == ["Reflect Bounder"] and names(duel, grave(duel, A)) == ["Mystical Elf"]


def test_reflect_bounder_destroyed_by_battle_or_attacked_in_defense_position():
    """Destroyed by battle (Luster Dragon, 1900): A takes 1900 from its effect and B 200 battle damage,
    and it is destroyed by battle, not by its own effect. In Defense Position it does nothing (A
    takes 200 for attacking its 1000 DEF)."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=["Reflect Bounder"]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert lp(duel) == [6100, 7800, 8000]
    assert [e.c for e in events(duel, 0, "destroyed")] == [0]                  # by battle
    duel = scenario([player(monsters=["Mystical Elf"]), player(monsters=[monster("Reflect Bounder", "def")]),
                     player()], phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert lp(duel) == [7800, 8000, 8000] and names(duel, monsters(duel, B)) == ["Reflect Bounder"]


def test_zoma_the_spirit_summons_itself_in_defense_and_burns_the_player_whose_monster_destroys_it():
    """A activates Set Zoma the Spirit in B's Main Phase 1: a Trap Monster (Zombie, DARK, Level 4,
    1800/500) face-up in Defense Position, no position asked. B's Luster Dragon (1900) destroys it by
    battle: B takes 1900, the ATK of the monster that destroyed it; C is untouched."""
    duel = scenario([player(spells=["Zoma the Spirit"]), player(monsters=["Luster Dragon"]), player()],
                    turn_player=B, auto_answer=False)
    act(duel, K.A_TO_BATTLE)
    while duel.current_player != A:
        act(duel, K.A_PASS)
    act(duel, K.A_ACTIVATE_SET + 0)
    pass_all(duel)
    zoma = monsters(duel, A)
    assert names(duel, zoma) == ["Zoma the Spirit"] and int(duel.rec["c_pos"][zoma[0]]) == K.POS_FACEUP_DEF
    while int(duel.rec["pr_kind"]) != K.PROMPT_BATTLE:
        act(duel, K.A_PASS)
    act(duel, attack_action(0, 2, 0))                                            # A sits 2 seats after B
    settle(duel)
    assert lp(duel) == [8000, 6100, 8000]
    assert names(duel, grave(duel, A)) == ["Zoma the Spirit"]


def test_r11_wave_motion_cannon_counts_its_controllers_standby_phases_and_burns_the_designated_opponent():
    """Wave-Motion Cannon: activated in A's Main Phase, it gets a counter in each of A's Standby
    Phases (not B's or C's). In A's Main Phase two turns of A's later, A sends it to the GY (its
    cost: gone before anyone may respond) and C, designated, takes 2000; B is untouched."""
    duel = scenario([player(hand=["Wave-Motion Cannon"]), player(), player()], auto_answer=False)
    act(duel, K.A_ACTIVATE + 0)
    pass_all(duel)
    cannon = int(duel.rec["szone"][A, 0])
    assert name(duel, cannon) == "Wave-Motion Cannon" and int(duel.rec["c_counter"][cannon]) == 0
    assert K.A_ACTIVATE_SET + 0 in duel.legal_actions()                         # 0 Standby Phases: 0 damage
    for turn in range(6):                                                       # B, C, A, B, C, A
        end_turn(duel)
        while int(duel.rec["pr_kind"]) != K.PROMPT_IDLE:
            act(duel, K.A_PASS if int(duel.rec["pr_kind"]) == K.PROMPT_PASS else K.A_SELECT)
        assert int(duel.rec["c_counter"][cannon]) == (turn + 1) // 3
    assert int(duel.rec["turn_player"]) == A
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, C)
    assert names(duel, grave(duel, A)) == ["Wave-Motion Cannon"]                # sent as the cost
    pass_all(duel)
    assert lp(duel) == [8000, 8000, 6000]


def test_r10_level_limit_area_b_holds_every_level_4_or_higher_face_up_monster_in_defense_position():
    """Level Limit - Area B (R10: every field): A's and B's face-up Level 4+ monsters go to Defense
    Position as it resolves, A's Sangan (Level 3) and a Set monster stay; one summoned in Attack
    Position is changed at once; A may not change its own back (B9's change is not offered)."""
    duel = scenario([player(hand=["Level Limit - Area B", "Battle Ox"], monsters=["Luster Dragon", "Sangan"]),
                     player(monsters=["Mystical Elf", monster("Gemini Elf", "set")]), player()],
                    auto_answer=False)
    assert K.A_CHANGE_POS + 0 in duel.legal_actions()
    act(duel, K.A_ACTIVATE + slot(duel, A, "Level Limit - Area B"))
    pass_all(duel)
    pos = {name(duel, m): int(duel.rec["c_pos"][m]) for p in (A, B) for m in monsters(duel, p)}
    assert pos == {"Luster Dragon": K.POS_FACEUP_DEF, "Sangan": K.POS_FACEUP_ATK,
                   "Mystical Elf": K.POS_FACEUP_DEF, "Gemini Elf": K.POS_FACEDOWN_DEF}
    assert K.A_CHANGE_POS + 0 not in duel.legal_actions() and K.A_CHANGE_POS + 1 in duel.legal_actions()
    act(duel, K.A_SUMMON + slot(duel, A, "Battle Ox"))
    pass_all(duel)
    ox = next(m for m in monsters(duel, A) if name(duel, m) == "Battle Ox")
    assert int(duel.rec["c_pos"][ox]) == K.POS_FACEUP_DEF


def to_idle_of(duel, p: int) -> None:
    """Play on (no actions, mandatory triggers activated) until player p's Main Phase 1."""
    for _ in range(500):
        if int(duel.rec["turn_player"]) == p and int(duel.rec["pr_kind"]) == K.PROMPT_IDLE \
                and int(duel.rec["phase"]) == K.PHASE_MAIN1:
            return
        k = int(duel.rec["pr_kind"])
        act(duel, K.A_TO_END if k in (K.PROMPT_IDLE, K.PROMPT_BATTLE) else K.A_PASS if k == K.PROMPT_PASS
            else K.A_SELECT)
    raise AssertionError("player never reached Main Phase 1")


def test_r12_blast_sphere_attacked_face_down_equips_the_attacker_and_blows_it_up_in_its_controllers_standby():
    """A's Luster Dragon (1900) attacks B's Set Blast Sphere: before damage calculation Blast Sphere
    becomes an Equip Card on the Luster Dragon in B's Spell/Trap Zone and the attack stops (no damage,
    nothing destroyed by battle). In A's next Standby Phase (the equipped monster's controller's, R12;
    not in C's) the Luster Dragon is destroyed and A takes 1900; Blast Sphere follows it to the GY."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=[monster("Blast Sphere", "set")]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    sphere = int(duel.rec["szone"][B, 0])
    dragon = monsters(duel, A)[0]
    assert name(duel, sphere) == "Blast Sphere" and monsters(duel, B) == []
    assert int(duel.rec["c_attached"][sphere]) % K.MAX_CARDS == dragon
    assert lp(duel) == [8000, 8000, 8000]
    to_idle_of(duel, C)
    assert names(duel, monsters(duel, A)) == ["Luster Dragon"] and lp(duel) == [8000, 8000, 8000]
    to_idle_of(duel, A)
    assert monsters(duel, A) == [] and lp(duel) == [6100, 8000, 8000]
    assert names(duel, grave(duel, A)) == ["Luster Dragon"] and names(duel, grave(duel, B)) == ["Blast Sphere"]


def test_blast_sphere_attacked_face_up_or_without_a_free_zone():
    """Face-up, it is no bomb (an ordinary battle: Luster Dragon destroys it); face-down with B's
    Spell/Trap Zones full, it is destroyed by its effect and the attack stops."""
    duel = scenario([player(monsters=["Luster Dragon"]), player(monsters=[monster("Blast Sphere", "def")]), player()],
                    phase="battle", auto_answer=False)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Blast Sphere"] and int(duel.rec["szone"][B, 0]) < 0
    duel = scenario([player(monsters=["Luster Dragon"]),
                     player(monsters=[monster("Blast Sphere", "set")], spells=["Waboku"] * 5), player()],
                    phase="battle", auto_answer=False, banlist=None)
    act(duel, attack_action(0, 1, 0))
    settle(duel)
    assert names(duel, grave(duel, B)) == ["Blast Sphere"] and lp(duel) == [8000, 8000, 8000]
    assert names(duel, monsters(duel, A)) == ["Luster Dragon"]


def test_r11_crush_card_virus_destroys_the_designated_opponents_strong_monsters_in_hand_field_and_draws():
    """Crush Card Virus (2006 wording): its cost Tributes a DARK monster with 1000 or less ATK (Spirit
    Reaper, not LIGHT Mystical Elf); A looks at B's hand and face-down monsters; B's monsters with
    1500+ ATK in the hand (Luster Dragon, Blue-Eyes) and on the field (Battle Ox, the Set Gemini Elf)
    are destroyed, Mystical Elf and Kuriboh stay; C's Luster Dragon is untouched (R11). Then in B's
    next 3 turns each card B draws is shown, and one with 1500+ ATK destroyed (the 4th turn's not)."""
    duel = scenario([player(spells=["Crush Card Virus"], monsters=["Spirit Reaper", "Mystical Elf"]),
                     player(hand=["Luster Dragon", "Mystical Elf", "Blue-Eyes White Dragon"],
                            monsters=["Battle Ox", monster("Gemini Elf", "set"), "Kuriboh"],
                            deck=["Summoned Skull", "Mystical Elf", "Gemini Elf", "Luster Dragon"]),
                     player(monsters=["Luster Dragon"])], auto_answer=False, banlist=None)
    act(duel, K.A_ACTIVATE_SET + 0)
    designate(duel, B)
    assert candidates(duel) == ["Spirit Reaper"]
    choose(duel, "Spirit Reaper")
    since = duel.event_count
    pass_all(duel)
    assert names(duel, hand(duel, B)) == ["Mystical Elf"] and names(duel, monsters(duel, B)) == ["Kuriboh"]
    assert names(duel, grave(duel, B)) == ["Battle Ox", "Blue-Eyes White Dragon", "Gemini Elf", "Luster Dragon"]
    assert names(duel, monsters(duel, C)) == ["Luster Dragon"]
    assert {name(duel, e.b) for e in events(duel, since, "revealed")} == {"Luster Dragon", "Mystical Elf",
                                                                          "Blue-Eyes White Dragon", "Gemini Elf"}
    kept = []
    for _ in range(4):                                                    # B's next 4 turns
        to_idle_of(duel, B)
        kept.append(names(duel, hand(duel, B)))
        end_turn(duel)
    assert kept == [["Mystical Elf"], ["Mystical Elf", "Mystical Elf"], ["Mystical Elf", "Mystical Elf"],
                    ["Luster Dragon", "Mystical Elf", "Mystical Elf"]]
    assert names(duel, grave(duel, B)) == ["Battle Ox", "Blue-Eyes White Dragon", "Gemini Elf", "Gemini Elf",
                                           "Luster Dragon", "Summoned Skull"]


def test_crush_card_virus_needs_a_dark_monster_with_1000_or_less_atk_to_tribute():
    duel = scenario([player(spells=["Crush Card Virus"], monsters=["Mystical Elf", "Luster Dragon"]), player(),
                     player()], auto_answer=False)
    assert K.A_ACTIVATE_SET + 0 not in duel.legal_actions()
