"""Static effects (``[[card.static]]``: continuous effects applied while the card is face-up)
checked and compiled into the card table's ``s_*`` fields; a concern of its own beside the
activated effects of ``effects.py``, and the declarations ``reference.py`` renders."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .constants import (
    ATTACKER_NAMES, KIND_MONSTER, MAX_STATICS, MAX_STATIC_NAMES, OPP_CHAIN, OP_ATTACH_TARGET,
    PROTECTS_DESIGNATED, PROTECTS_NAMES, RACE_NAMES, SHIELDS_NAMES, SHIELDS_OTHERS, SPELLS_OF_NAMES, PER_OWN_NAMES,
    STATIC_ATK_PER_COUNTER, STATIC_ATK_PER_GRAVE_NAME, STATIC_DESTROYED_DAMAGE, STATIC_STANDBY_COUNTER, STATIC_DEFENSE_POSITION, STATIC_ATK_PER_OPP_MONSTER, STATIC_ATTACK_COST,
    STATIC_ATTACK_LOCK, STATIC_ATTACK_SPELL_LOCK, STATIC_BATTLE_PROOF, STATIC_DIRECT_ATTACKER,
    STATIC_DIRECT_ATTACK_ATK, STATIC_DISCARD_TOO, STATIC_DOUBLE_ATK, STATIC_EQUIPPED_STATS, STATIC_FIELD_CAP,
    STATIC_HANDS_REVEALED, STATIC_HAND_PLAY_COST, STATIC_MODIFY_STATS, STATIC_MONSTER_CAP, STATIC_NAMES,
    STATIC_NEGATE_OPPONENT_SPELLS_TRAPS, STATIC_NEGATE_SPELLS, STATIC_NEGATE_TRAPS, STATIC_NOT_TARGET,
    STATIC_NO_DRAW, STATIC_NO_GRAVE_BANISH, STATIC_NO_TRAP_ACTIVATION, STATIC_ONE_TYPE, STATIC_OPP_BATTLE_ATK,
    STATIC_PINS_ATTACHED, STATIC_SPELL_PROOF, STATIC_TARGETED_DESTROY, STATIC_SELF_ATK, STATIC_OWN_ATK,
    STATIC_NEGATE_BATTLED_FLIP, STATIC_SECOND_ATTACK, STATIC_FIXED_CONTROL, STATIC_NO_DIRECT_ATTACK,
    STATIC_DEFENSE_AFTER_ATTACK, OTHERS_NAMES, STATIC_OWN_PIERCE, STATIC_NEGATE_BATTLE_VICTIMS,
    STATIC_DOUBLE_ATTACKER_DAMAGE, STATIC_SAME_NAME_STATS, ATTRIBUTE_NAMES, STATIC_LOCK_BATTLED,
    STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS, STATIC_DOUBLE_ORIGINAL, STATIC_ATK_PER_FACE_UP,
    STATIC_ATTACKS_PER_EQUIP, STATIC_EFFECT_PROOF, STATIC_EQUIPPED_NEGATES_VICTIMS,
    STATIC_DEFENSE_AFTER_BATTLE_PHASE, STATIC_OPPONENTS_POSITIONS_LOCKED, STATIC_ATK_PER_OWN_GRAVE_RACE,
    STATIC_SPELL_COUNTER, STATIC_COUNTERS_CLEARED_AFTER_BATTLE, STATIC_NEGATE_TARGETING_MONSTER_EFFECTS,
    STATIC_DESTROYED_WITHOUT_COUNTERS, STATIC_EQUIPPED_PER_OWN_CARD, SPELL_COUNTER_CAP, STATIC_SET_TURN_TRAP,
    STATIC_SUMMON_TRAP_LOCK, STATIC_MODIFY_LEVEL, STATIC_NO_DAMAGE_FROM_ATTACKERS,
    STATIC_BANISH_BATTLE_VICTIMS, STATIC_BANISHED_ON_LEAVING, STATIC_OTHERS_PINNED, STATIC_EQUIPPED_STANDS_IN,
)
from .effect_base import EffectDataError, EffectFields, card_row, name_code

# per static kind: the keys it takes besides ``kind`` (docs/effects.md "Continuous effects")
STATIC_KEYS = {
    STATIC_ATTACK_LOCK: {"attackers", "min_atk", "min_level", "max_atk", "protects", "while_face_up"},
    STATIC_ATTACK_COST: {"attackers", "mill", "while_face_up"},
    STATIC_NOT_TARGET: {"attackers", "shields", "races", "names", "while_face_up", "while_controller_controls_others"},
    STATIC_MODIFY_STATS: {"races", "attributes", "atk_only", "amount", "def_amount", "while_face_up"},
    STATIC_SAME_NAME_STATS: {"amount"},
    STATIC_LOCK_BATTLED: {"turns"},
    STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS: set(),
    STATIC_DOUBLE_ORIGINAL: {"names", "min_count"},
    STATIC_SPELL_PROOF: {"spells_of", "while_face_up"},
    STATIC_BATTLE_PROOF: {"while_face_up", "while_opponent_controls", "min_atk"},
    STATIC_NO_GRAVE_BANISH: set(),
    STATIC_NO_DRAW: set(),
    STATIC_ATTACK_SPELL_LOCK: set(),
    STATIC_TARGETED_DESTROY: set(),
    STATIC_NEGATE_TRAPS: set(),
    STATIC_NO_TRAP_ACTIVATION: set(),
    STATIC_DIRECT_ATTACKER: {"while_face_up"},
    STATIC_OPP_BATTLE_ATK: {"amount"},
    STATIC_ATK_PER_OPP_MONSTER: {"amount"},
    STATIC_ATK_PER_GRAVE_NAME: {"amount", "names"},
    STATIC_MONSTER_CAP: set(),
    STATIC_HAND_PLAY_COST: {"amount"},
    STATIC_FIELD_CAP: {"max_cards"},
    STATIC_DOUBLE_ATK: {"while_opponent_controls"},
    STATIC_NEGATE_OPPONENT_SPELLS_TRAPS: {"while_opponent_controls"},
    STATIC_DIRECT_ATTACK_ATK: {"amount"},
    STATIC_ATK_PER_COUNTER: {"amount"},
    STATIC_PINS_ATTACHED: set(),
    STATIC_HANDS_REVEALED: set(),
    STATIC_ONE_TYPE: set(),
    STATIC_DISCARD_TOO: set(),
    STATIC_EQUIPPED_STATS: {"amount", "def_amount"},
    STATIC_NEGATE_SPELLS: set(),
    STATIC_SELF_ATK: {"amount", "while_hand_at_most", "while_attribute_face_up"},
    STATIC_OWN_ATK: {"amount", "races"},
    STATIC_NEGATE_BATTLED_FLIP: {"while_controller_controls_others"},
    STATIC_SECOND_ATTACK: {"while_face_up"},
    STATIC_FIXED_CONTROL: set(),
    STATIC_NO_DIRECT_ATTACK: set(),
    STATIC_DEFENSE_AFTER_ATTACK: set(),
    STATIC_DESTROYED_DAMAGE: {"amount"},
    STATIC_STANDBY_COUNTER: set(),
    STATIC_DEFENSE_POSITION: {"min_level"},
    STATIC_OWN_PIERCE: {"races"},
    STATIC_NEGATE_BATTLE_VICTIMS: {"races"},
    STATIC_DOUBLE_ATTACKER_DAMAGE: {"races"},
    STATIC_ATK_PER_FACE_UP: {"amount", "races", "attributes"},
    STATIC_ATTACKS_PER_EQUIP: set(),
    STATIC_EFFECT_PROOF: set(),
    STATIC_EQUIPPED_NEGATES_VICTIMS: set(),
    STATIC_DEFENSE_AFTER_BATTLE_PHASE: set(),
    STATIC_OPPONENTS_POSITIONS_LOCKED: set(),
    STATIC_ATK_PER_OWN_GRAVE_RACE: {"amount", "races"},
    STATIC_SPELL_COUNTER: {"max_counters"},
    STATIC_COUNTERS_CLEARED_AFTER_BATTLE: set(),
    STATIC_NEGATE_TARGETING_MONSTER_EFFECTS: set(),
    STATIC_DESTROYED_WITHOUT_COUNTERS: set(),
    STATIC_EQUIPPED_PER_OWN_CARD: {"amount", "per"},
    STATIC_SUMMON_TRAP_LOCK: set(),
    STATIC_MODIFY_LEVEL: {"races", "attributes", "amount", "while_face_up"},
    STATIC_NO_DAMAGE_FROM_ATTACKERS: {"while_face_up"},
    STATIC_BANISH_BATTLE_VICTIMS: set(),
    STATIC_BANISHED_ON_LEAVING: set(),
    STATIC_OTHERS_PINNED: set(),
    STATIC_EQUIPPED_STANDS_IN: set(),
    STATIC_SET_TURN_TRAP: set(),
}
LEVEL_CHANGE = (-11, 11)      # a "modify level" amount (a Level is 1..12)
# the range of a static effect's integer key (``amount``: non-zero)
STATIC_RANGES = {"min_atk": (0, 10000), "min_level": (1, 12), "mill": (1, 5), "while_opponent_controls": (1, 5),
                 "amount": (-5000, 5000), "def_amount": (-5000, 5000), "max_cards": (1, 20), "while_hand_at_most": (0, 10),
                 "max_counters": (1, SPELL_COUNTER_CAP)}
MONSTER_STATICS = (STATIC_DIRECT_ATTACKER, STATIC_SPELL_PROOF, STATIC_BATTLE_PROOF, STATIC_NO_GRAVE_BANISH, STATIC_NO_DRAW,
                   STATIC_ATTACK_SPELL_LOCK, STATIC_TARGETED_DESTROY, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                   STATIC_ATK_PER_GRAVE_NAME, STATIC_DOUBLE_ATK, STATIC_NEGATE_OPPONENT_SPELLS_TRAPS,
                   STATIC_DIRECT_ATTACK_ATK, STATIC_ATK_PER_COUNTER, STATIC_SELF_ATK, STATIC_OWN_ATK,
                   STATIC_NEGATE_BATTLED_FLIP, STATIC_SECOND_ATTACK, STATIC_FIXED_CONTROL, STATIC_NO_DIRECT_ATTACK,
                   STATIC_DEFENSE_AFTER_ATTACK, STATIC_DESTROYED_DAMAGE,
                   STATIC_NEGATE_BATTLE_VICTIMS, STATIC_LOCK_BATTLED,
                   STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS, STATIC_DOUBLE_ORIGINAL, STATIC_ATK_PER_FACE_UP,
                   STATIC_ATTACKS_PER_EQUIP, STATIC_DEFENSE_AFTER_BATTLE_PHASE,
                   STATIC_ATK_PER_OWN_GRAVE_RACE, STATIC_COUNTERS_CLEARED_AFTER_BATTLE,
                   STATIC_NEGATE_TARGETING_MONSTER_EFFECTS, STATIC_SUMMON_TRAP_LOCK, STATIC_BANISH_BATTLE_VICTIMS,
                   STATIC_BANISHED_ON_LEAVING, STATIC_OTHERS_PINNED, STATIC_EQUIPPED_STANDS_IN)   # about the monster itself, or applied while it is face-up
SPELL_TRAP_STATICS = (STATIC_MONSTER_CAP, STATIC_HAND_PLAY_COST, STATIC_FIELD_CAP, STATIC_EQUIPPED_STATS,
                      STATIC_PINS_ATTACHED, STATIC_HANDS_REVEALED, STATIC_ONE_TYPE, STATIC_DISCARD_TOO,
                      STATIC_NEGATE_SPELLS, STATIC_STANDBY_COUNTER, STATIC_DEFENSE_POSITION,
                      STATIC_EQUIPPED_NEGATES_VICTIMS, STATIC_OPPONENTS_POSITIONS_LOCKED, STATIC_DESTROYED_WITHOUT_COUNTERS,
                      STATIC_EQUIPPED_PER_OWN_CARD, STATIC_SET_TURN_TRAP)   # read from the lasting cards' table only
AMOUNT_STATICS = (STATIC_MODIFY_STATS, STATIC_SAME_NAME_STATS, STATIC_EQUIPPED_STATS, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                  STATIC_ATK_PER_GRAVE_NAME, STATIC_HAND_PLAY_COST,
                  STATIC_DIRECT_ATTACK_ATK, STATIC_ATK_PER_COUNTER, STATIC_SELF_ATK, STATIC_OWN_ATK,
                  STATIC_DESTROYED_DAMAGE, STATIC_ATK_PER_FACE_UP, STATIC_ATK_PER_OWN_GRAVE_RACE,
                  STATIC_EQUIPPED_PER_OWN_CARD, STATIC_MODIFY_LEVEL)   # they need a non-zero ``amount``


def _races(at: str, value: Any) -> int:
    if not isinstance(value, list) or not value:
        raise EffectDataError(f"{at}: races is a list of Types from {list(RACE_NAMES[1:])}")
    return sum(1 << (name_code(at, "races", r, RACE_NAMES[1:]) + 1) for r in set(value))


def compile_statics(where: str, statics: Any, card_kind: int, fields: EffectFields,
                    row_of_name: Callable[[str], int | None]) -> EffectFields:
    """``[[card.static]]`` tables: continuous effects applied while the card is face-up (a
    Spell/Trap once resolved); the keys each kind takes are in STATIC_KEYS."""
    names = ("s_kind", "s_attackers", "s_min_atk", "s_min_level", "s_max_paid", "s_protects", "s_mill", "s_races",
             "s_shields", "s_needs", "s_amount", "s_def_amount", "s_opp_count", "s_others", "s_hand_max", "s_attrs",
             "s_attr")
    out: EffectFields = {"s_n": 0, **{name: [0] * MAX_STATICS for name in names},
                         "s_names": [[0] * MAX_STATIC_NAMES for _ in range(MAX_STATICS)]}
    if not isinstance(statics, list) or len(statics) > MAX_STATICS:
        raise EffectDataError(f"{where}: at most {MAX_STATICS} [[card.static]] tables")
    if statics and card_kind != KIND_MONSTER and not fields["remains"]:
        raise EffectDataError(f"{where}: a Spell/Trap with static effects must remain on the field")
    designates = OPP_CHAIN in fields["e_opp"][:fields["e_n"]]
    pays = any(fields["e_cost_lp"][:fields["e_n"]])
    for k, st in enumerate(statics):
        _compile_static(f"{where}: static {k + 1}", st, k, card_kind, fields, out, designates, pays, row_of_name)
    out["s_n"] = len(statics)
    return out


def _compile_static(at: str, st: Any, k: int, card_kind: int, fields: EffectFields, out: EffectFields,
                    designates: bool, pays: bool, row_of_name: Callable[[str], int | None]) -> None:
    """One ``[[card.static]]`` table into slot ``k`` of ``out``; ``designates``: the card has an
    effect with opponent 'OPP-CHAIN', ``pays``: one with an LP cost."""
    if not isinstance(st, dict):
        raise EffectDataError(f"{at}: a static effect is a table with a kind")
    kind = name_code(at, "kind", st.get("kind"), STATIC_NAMES)
    extra = set(st) - {"kind"} - STATIC_KEYS[kind]
    if extra:
        raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} takes {sorted(STATIC_KEYS[kind])}, not {sorted(extra)}")
    if kind in MONSTER_STATICS and card_kind != KIND_MONSTER:
        raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} is a monster's static effect")
    if kind in SPELL_TRAP_STATICS and card_kind == KIND_MONSTER:
        raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} is a lasting Spell/Trap's static effect")
    out["s_kind"][k] = kind
    if kind == STATIC_SPELL_PROOF:           # whose Spells: anyone's, or the controller's opponents' (R16)
        out["s_attackers"][k] = name_code(at, "spells_of", st.get("spells_of", "any"), SPELLS_OF_NAMES)
    elif kind == STATIC_EQUIPPED_PER_OWN_CARD:   # what it counts (PER_OWN_*)
        out["s_attackers"][k] = name_code(at, "per", st.get("per"), PER_OWN_NAMES)
    else:
        out["s_attackers"][k] = name_code(at, "attackers", st.get("attackers", "opponents"), ATTACKER_NAMES)
    _compile_static_filters(at, st, k, kind, card_kind, out, designates, pays, row_of_name)
    _compile_static_amounts(at, st, k, kind, card_kind, fields, out)
    if kind in (STATIC_ATK_PER_GRAVE_NAME, STATIC_DOUBLE_ORIGINAL) or "names" in st:   # the card names it reads
        cards = st.get("names")
        if not isinstance(cards, list) or not 1 <= len(cards) <= MAX_STATIC_NAMES:
            raise EffectDataError(f"{at}: names must list 1 to {MAX_STATIC_NAMES} card names, got {cards!r}")
        for j, card_name in enumerate(cards):
            out["s_names"][k][j] = card_row(at, "names", card_name, row_of_name, "cards")


def _compile_static_filters(at: str, st: dict, k: int, kind: int, card_kind: int, out: EffectFields,
                            designates: bool, pays: bool, row_of_name: Callable[[str], int | None]) -> None:
    """_compile_static, its filters and conditions: which monsters it applies to (ATK, Level, Type,
    Attribute), whom it protects or shields, and while what holds."""
    min_atk = st.get("min_atk", -1)
    low, high = STATIC_RANGES["min_atk"]
    if not isinstance(min_atk, int) or not (min_atk == -1 or low <= min_atk <= high):
        raise EffectDataError(f"{at}: min_atk must be an integer {low}..{high}, got {min_atk!r}")
    out["s_min_atk"][k] = min_atk
    level = st.get("min_level", 0)
    low, high = STATIC_RANGES["min_level"]
    if not isinstance(level, int) or not (level == 0 or low <= level <= high):
        raise EffectDataError(f"{at}: min_level must be an integer {low}..{high}, got {level!r}")
    if kind == STATIC_DEFENSE_POSITION and not level:
        raise EffectDataError(f"{at}: monsters in defense position needs min_level (the lowest Level it holds)")
    out["s_min_level"][k] = level
    if "max_atk" in st and (st["max_atk"] != "lp paid" or not pays):
        raise EffectDataError(f"{at}: max_atk is 'lp paid', for a card with lp_cost")
    out["s_max_paid"][k] = int("max_atk" in st)
    out["s_protects"][k] = protects = name_code(at, "protects", st.get("protects", "controller"), PROTECTS_NAMES)
    if protects == PROTECTS_DESIGNATED and not designates:
        raise EffectDataError(f"{at}: protects 'controller and designated' needs opponent = 'OPP-CHAIN'")
    mill = st.get("mill", 1 if kind == STATIC_ATTACK_COST else 0)
    low, high = STATIC_RANGES["mill"]
    if kind == STATIC_ATTACK_COST and (not isinstance(mill, int) or not low <= mill <= high):
        raise EffectDataError(f"{at}: mill (top Deck cards an attack costs) must be an integer {low}..{high}, "
                              f"got {mill!r}")
    out["s_mill"][k] = mill
    out["s_shields"][k] = shields = name_code(at, "shields", st.get("shields", "self"), SHIELDS_NAMES)
    out["s_others"][k] = name_code(at, "while_controller_controls_others",
                                   st.get("while_controller_controls_others", "any"), OTHERS_NAMES)
    if "while_hand_at_most" in st:
        most = st["while_hand_at_most"]
        low, high = STATIC_RANGES["while_hand_at_most"]
        if not isinstance(most, int) or isinstance(most, bool) or not low <= most <= high:
            raise EffectDataError(f"{at}: while_hand_at_most (cards in its controller's hand) must be an integer "
                                  f"{low}..{high}, got {most!r}")
        out["s_hand_max"][k] = most + 1
    if "while_attribute_face_up" in st:      # "while a FIRE monster is on the field" (Element Dragon)
        out["s_attr"][k] = name_code(at, "while_attribute_face_up", st["while_attribute_face_up"], ATTRIBUTE_NAMES[1:]) + 1
    if kind in (STATIC_MODIFY_STATS, STATIC_ATK_PER_FACE_UP, STATIC_MODIFY_LEVEL) and "attributes" in st:    # by Attribute (Bladefly), by Type, or both
        attrs = st["attributes"]
        if not isinstance(attrs, list) or not attrs:
            raise EffectDataError(f"{at}: attributes is a list of Attributes from {list(ATTRIBUTE_NAMES[1:])}")
        out["s_attrs"][k] = sum(1 << (name_code(at, "attributes", a, ATTRIBUTE_NAMES[1:]) + 1) for a in set(attrs))
    if "races" in st or kind in (STATIC_OWN_ATK, STATIC_OWN_PIERCE, STATIC_ATK_PER_OWN_GRAVE_RACE) \
            or (kind in (STATIC_MODIFY_STATS, STATIC_ATK_PER_FACE_UP, STATIC_MODIFY_LEVEL) and "attributes" not in st):
        out["s_races"][k] = _races(at, st.get("races"))
    if kind == STATIC_NOT_TARGET and "races" in st and shields != SHIELDS_OTHERS \
            and out["s_others"][k] != OTHERS_NAMES.index("some"):
        raise EffectDataError(f"{at}: races goes with shields = 'others' (the Types it protects) or, shielding "
                              f"itself, with while_controller_controls_others = 'some' (the Types of the other "
                              f"monster its controller must control)")
    if kind == STATIC_DOUBLE_ATTACKER_DAMAGE and card_kind != KIND_MONSTER and "races" not in st:
        raise EffectDataError(f"{at}: a Spell/Trap's double battle damage needs races (the Defense Position monsters)")
    if kind == STATIC_NOT_TARGET and shields == SHIELDS_OTHERS and ("races" in st) == ("names" in st):
        raise EffectDataError(f"{at}: shields = 'others' needs races (the Types it protects) or names (the cards)")
    if "while_face_up" in st:
        out["s_needs"][k] = card_row(at, "while_face_up", st["while_face_up"], row_of_name)
    count = st.get("while_opponent_controls", 0)
    low, high = STATIC_RANGES["while_opponent_controls"]
    if (kind == STATIC_NEGATE_OPPONENT_SPELLS_TRAPS and "while_opponent_controls" not in st) \
            or ("while_opponent_controls" in st and (not isinstance(count, int) or not low <= count <= high)):
        raise EffectDataError(f"{at}: while_opponent_controls (an opponent controls exactly that many monsters) "
                              f"must be an integer {low}..{high}, got {count!r}")
    out["s_opp_count"][k] = count


def _compile_static_amounts(at: str, st: dict, k: int, kind: int, card_kind: int, fields: EffectFields,
                            out: EffectFields) -> None:
    """_compile_static, its numbers: the ATK/DEF change or LP amount, the cap, the counters, the
    turns, the count of named monsters, each checked against its kind."""
    amount = st.get("amount", 0)
    low, high = STATIC_RANGES["amount"]
    if kind in AMOUNT_STATICS and (not isinstance(amount, int) or not amount or not low <= amount <= high):
        raise EffectDataError(f"{at}: amount (ATK and DEF change) must be a non-zero integer {low}..{high}, "
                              f"got {amount!r}")
    if kind == STATIC_FIELD_CAP:
        amount = st.get("max_cards")
        low, high = STATIC_RANGES["max_cards"]
        if not isinstance(amount, int) or not low <= amount <= high:
            raise EffectDataError(f"{at}: max_cards (cards a player may have on the field) must be an integer "
                                  f"{low}..{high}, got {amount!r}")
    if kind == STATIC_SPELL_COUNTER:         # the counters it may hold (none given: SPELL_COUNTER_CAP)
        amount = st.get("max_counters", SPELL_COUNTER_CAP)
        low, high = STATIC_RANGES["max_counters"]
        if not isinstance(amount, int) or isinstance(amount, bool) or not low <= amount <= high:
            raise EffectDataError(f"{at}: max_counters (the Spell Counters it may hold) must be an integer "
                                  f"{low}..{high}, got {amount!r}")
    if kind == STATIC_MODIFY_LEVEL and not LEVEL_CHANGE[0] <= amount <= LEVEL_CHANGE[1]:
        raise EffectDataError(f"{at}: amount (the Level change) must be {LEVEL_CHANGE[0]}..{LEVEL_CHANGE[1]}, got {amount!r}")
    if kind in (STATIC_HAND_PLAY_COST, STATIC_DESTROYED_DAMAGE) and amount < 0:
        raise EffectDataError(f"{at}: amount (LP paid per card) must be positive, got {amount!r}")
    if kind == STATIC_LOCK_BATTLED:          # the battled monster's controller's next turns it cannot attack in
        amount = st.get("turns")
        if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 5:
            raise EffectDataError(f"{at}: turns (its controller's next turns the battled monster cannot attack in) "
                                  f"must be an integer 1..5, got {amount!r}")
    out["s_amount"][k] = amount
    def_amount = st.get("def_amount", 0)
    low, high = STATIC_RANGES["def_amount"]
    if not isinstance(def_amount, int) or isinstance(def_amount, bool) or not low <= def_amount <= high:
        raise EffectDataError(f"{at}: def_amount (the DEF change) must be an integer {low}..{high}, "
                              f"got {def_amount!r}")
    out["s_def_amount"][k] = def_amount
    if kind in (STATIC_MODIFY_STATS, STATIC_SAME_NAME_STATS):      # ATK and DEF alike, or ATK alone
        if not isinstance(st.get("atk_only", False), bool):
            raise EffectDataError(f"{at}: atk_only (true: it changes ATK, not DEF) must be true or false")
        out["s_def_amount"][k] = 0 if st.get("atk_only") else st.get("def_amount", amount) \
            if kind == STATIC_MODIFY_STATS else amount   # Molten Destruction: a DEF change of its own
    if kind in (STATIC_EQUIPPED_STATS, STATIC_EQUIPPED_PER_OWN_CARD) and (card_kind == KIND_MONSTER or not any(
            OP_ATTACH_TARGET in ops for ops in fields["e_op"][:fields["e_n"]])):
        raise EffectDataError(f"{at}: equipped monster gains is an Equip Card's (an Equip Spell, Blast with Chain), whose effect is attach_target")
    if kind == STATIC_DOUBLE_ORIGINAL:
        amount = st.get("min_count")
        if not isinstance(amount, int) or isinstance(amount, bool) or not 1 <= amount <= 5:
            raise EffectDataError(f"{at}: min_count (other face-up monsters of the names its controller controls) "
                                  f"must be an integer 1..5, got {amount!r}")
        out["s_amount"][k] = amount
