"""Card effects as data: ``data/effects.toml`` parsed, checked and compiled into the effect
fields of the card table (``e_*`` in ``CARD_DTYPE``) that the engine's interpreter reads.

A malformed definition fails at load with ``CardDataError`` naming the card and the field.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any

from .constants import (
    ATTACKER_NAMES, LIFETIME_DESIGNATED, LIFETIME_NAMES, LP_COST_NAMES, MAX_STATICS, OP_FLIP_MONSTERS,
    OP_SUMMON_FROM_HAND, OP_DISCARD, OP_DISCARD_HAND_DRAW, OP_OPPONENT_DRAWS, DISCARD_KIND_NAMES, DISCARD_WHO_EACH,
    DISCARD_WHO_NAMES, PROTECTS_DESIGNATED, PROTECTS_NAMES, RACE_NAMES, SHIELDS_NAMES, SHIELDS_OTHERS, STATIC_ATTACK_COST,
    STATIC_ATTACK_LOCK, STATIC_MODIFY_STATS, STATIC_NAMES, STATIC_NOT_TARGET, STATIC_SPELL_PROOF, SUBTYPE_CONTINUOUS,
    SUBTYPE_FIELD,
    ACT_IGNITION, ACT_SPELL, ACT_TRAP, ACT_TRIGGER, ACTIVATION_NAMES, ATTRIBUTE_NAMES, KIND_MONSTER, MAX_BANISH_COST, OP_ATTACK_AGAIN, OP_BANISH_TARGET, PROC_COND_OPPONENT_MORE, PROC_CONDITION_NAMES,
    SUMMON_RESTRICTION_NAMES, COND_SUMMONED_ANY_WAY, CHAIN_CONDITIONS, COND_SUMMON_ATTEMPT, OP_DESTROY_CHOSEN_MONSTER,
    OP_NEGATE_ACTIVATION, OP_NEGATE_SUMMON, STATIC_NEGATE_TRAPS, STATIC_NO_TRAP_ACTIVATION, DAMAGE_WHO_NAMES, OP_CHANGE_POSITION_TARGET, OP_DAMAGE,
    OPP_PHASE, PHASE_TRIGGERS, ATTACH_NAMES, GAIN_WHEN_NAMES, LP_COST_FIXED, OP_ATTACH_TARGET, OP_GAIN_LP,
    SUBTYPE_EQUIP, SUMMON_POSITION_NAMES, TRIG_OPPONENT_STANDBY, GAIN_WHO_NAMES, STATIC_DIRECT_ATTACKER,
    OP_TARGET_TO_HAND, TRIGGER_NAMES, COND_ANY_SUMMON, COND_ATTACK, COND_LP_BEHIND, COND_LP_GAP, COND_SUMMONED,
    CONDITION_NAMES, KIND_NAMES, KIND_SPELL, OP_SET_LP, OP_TAKE_CONTROL, OPP_CHAIN,
    KIND_TRAP, MAX_EFFECTS, MAX_OPS, OP_BANISH_NAME_IF_FLIP, OP_DAMAGE_TARGET_ATK, OP_DESTROY_TARGET, OP_DRAW, OP_NEGATE_ATTACK, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET, OPERATION_NAMES,
    OPP_NONE, OPPONENT_NAMES, SUBTYPE_COUNTER, SUBTYPE_NORMAL, SUBTYPE_QUICKPLAY,
    TARGET_NAMES, TGT_EVENT_CARD, TGT_NONE, TGT_SELECT,
    DAMAGE_TRIGGERS, OP_BANISH_FROM_GRAVE, OP_DECLARE_MILL, OP_DISCARD_RANDOM,
    OPP_LINK, SPELLS_OF_NAMES, STATIC_ATTACK_SPELL_LOCK, STATIC_BATTLE_PROOF,
    STATIC_NO_GRAVE_BANISH, STATIC_TARGETED_DESTROY, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
    STATIC_ATK_PER_GRAVE_NAME, MAX_STATIC_NAMES, STATIC_MONSTER_CAP,
    STATIC_HAND_PLAY_COST, STATIC_FIELD_CAP, COND_FIELDS_AT_MOST, COND_START_OF_MAIN1,
    ACT_LASTING, OP_DESTROY_HIGHEST_DEF, OP_MUTUAL_GRAVE_BANISH, OP_SET_FROM_HAND,
    MAX_MATERIALS, OP_FUSION_SUMMON, STATIC_DIRECT_ATTACK_ATK, STATIC_DOUBLE_ATK, STATIC_NEGATE_OPPONENT_SPELLS_TRAPS,
    SUBTYPE_FUSION, SUBTYPE_RITUAL, SUMMON_PROCEDURE_FIRST, SUMMON_PROCEDURE_ONLY,
    OP_DESTROY_TARGET_DAMAGE_BOTH, OP_DECLARE_RACE_DESTROY, OP_RETURN_TO_HAND, OP_ADD_COUNTER, STATIC_ATK_PER_COUNTER,
    OP_BANISH_BATTLED, TRIG_BATTLES, TRIG_BATTLE_KILLED, OP_LOOK_AT_HAND, LOOK_THEN_NAMES, OP_SWAP_ORIGINAL_STATS, STATIC_NEGATE_SPELLS, TRIG_FACE_DOWN_BATTLED,
    STATIC_PINS_ATTACHED, TRIG_OWN_STANDBY, OP_SUMMON_SELF, ONCE_PER_DUEL, OP_TRIBUTE_OWN,
    OP_DESTROY_FIELD_MONSTER, SUMMON_RACE_NAMES, OP_REDIRECT_ATTACK, TRIG_ATTACKED_FACE_DOWN,
    OP_EXCHANGE_HANDS, OP_DECLARE_LEVEL_EXCAVATE, OP_KEEP_ONE_TYPE, OP_TRIBUTE_FOR_DAMAGE, OPP_PHASE_TP,
    STATIC_HANDS_REVEALED, STATIC_ONE_TYPE, STATIC_DISCARD_TOO, STATIC_NO_DRAW, OP_SUMMON_TOKENS, TOKEN_POSITION_NAMES, SUBTYPE_TOKEN,
    ATK_CHANGE_OPS, OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK, OP_DOUBLE_OWN_ATK,
    ACT_QUICK, COND_BATTLING, ONCE_PER_BATTLE, GAIN_UNTIL_NAMES, GAIN_UNTIL_END_OF_DAMAGE_STEP,
    COND_ATTACKED, COND_CARDS, COND_SLOT, OP_PLAYER_MODIFIER, PLAYER_MODIFIER_NAMES, PLAYER_UNTIL_NAMES, SELECT_WHOSE_NAMES, WHOSE_OPPONENT, PLAYER_UNTIL_COUNT, UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP, SELECT_OPS, TARGET_SLOT, STATIC_EQUIPPED_STATS,
)

if sys.version_info >= (3, 11):
    import tomllib
else:                                          # pragma: no cover - Python 3.10
    import tomli as tomllib

from .selectors import PER_OPS, SelectorError, action_args, compile_count, compile_selection, compile_target, empty_selections

EFFECT_KEYS = {"activation", "condition", "min_atk", "min_lp_difference", "max_field_cards", "trigger", "optional", "opponent",
               "target", "discard_cost",
               "tribute_cost", "lp_cost", "lp_amount", "discard_kind", "discard_attribute", "once_per_turn", "no_attack", "ops",
               "counter_cost", "tribute_monster_cost", "tribute_race", "once_per_duel",
               "no_other_summons", "damage_step", "once_per_battle", "discard_self"}
UPKEEP_NAMES = ("own standby phase, optional", "each standby phase, mandatory")   # upkeep: Messenger of Peace's;
# Imperial Order's (every player's Standby Phase; its controller pays if they can, else the card is destroyed)
CARD_KEYS = {"id", "name", "effect", "static", "remains", "lifetime", "upkeep_lp", "upkeep", "set_only", "piercing",
             "cannot_special_summon", "procedure", "fusion", "ritual_only", "choose_effect", "trap_monster",
             "no_tribute_summon"}
TRAP_MONSTER_KEYS = {"race", "attribute", "level", "atk", "def"}   # a Trap that Special Summons itself as a monster
PROCEDURE_KEYS = {"condition", "more", "tribute_opponent", "banish", "restricts", "no_normal_summon_after"}
# per static kind: the keys it takes besides ``kind`` (docs/effects.md "Continuous effects")
STATIC_KEYS = {
    STATIC_ATTACK_LOCK: {"attackers", "min_atk", "min_level", "max_atk", "protects", "while_face_up"},
    STATIC_ATTACK_COST: {"attackers", "mill", "while_face_up"},
    STATIC_NOT_TARGET: {"attackers", "shields", "races", "while_face_up"},
    STATIC_MODIFY_STATS: {"races", "amount", "while_face_up"},
    STATIC_SPELL_PROOF: {"spells_of", "while_face_up"},
    STATIC_BATTLE_PROOF: {"while_face_up", "while_opponent_controls"},
    STATIC_NO_GRAVE_BANISH: set(),
    STATIC_NO_DRAW: set(),
    STATIC_ATTACK_SPELL_LOCK: set(),
    STATIC_TARGETED_DESTROY: set(),
    STATIC_NEGATE_TRAPS: set(),
    STATIC_NO_TRAP_ACTIVATION: set(),
    STATIC_DIRECT_ATTACKER: set(),
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
}
# the range of a static effect's integer key (``amount``: non-zero)
STATIC_RANGES = {"min_atk": (0, 10000), "min_level": (1, 12), "mill": (1, 5), "while_opponent_controls": (1, 5),
                 "amount": (-5000, 5000), "def_amount": (-5000, 5000), "max_cards": (1, 20)}
MONSTER_STATICS = (STATIC_DIRECT_ATTACKER, STATIC_SPELL_PROOF, STATIC_BATTLE_PROOF, STATIC_NO_GRAVE_BANISH, STATIC_NO_DRAW,
                   STATIC_ATTACK_SPELL_LOCK, STATIC_TARGETED_DESTROY, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                   STATIC_ATK_PER_GRAVE_NAME, STATIC_DOUBLE_ATK, STATIC_NEGATE_OPPONENT_SPELLS_TRAPS,
                   STATIC_DIRECT_ATTACK_ATK, STATIC_ATK_PER_COUNTER)   # about the monster itself, or applied while it is face-up
SPELL_TRAP_STATICS = (STATIC_MONSTER_CAP, STATIC_HAND_PLAY_COST, STATIC_FIELD_CAP, STATIC_EQUIPPED_STATS,
                      STATIC_PINS_ATTACHED, STATIC_HANDS_REVEALED, STATIC_ONE_TYPE, STATIC_DISCARD_TOO,
                      STATIC_NEGATE_SPELLS)   # read from the lasting cards' table only
AMOUNT_STATICS = (STATIC_MODIFY_STATS, STATIC_EQUIPPED_STATS, STATIC_OPP_BATTLE_ATK, STATIC_ATK_PER_OPP_MONSTER,
                  STATIC_ATK_PER_GRAVE_NAME, STATIC_HAND_PLAY_COST,
                  STATIC_DIRECT_ATTACK_ATK, STATIC_ATK_PER_COUNTER)       # they need a non-zero ``amount``
OPPONENT_OPS = (OP_DAMAGE_TARGET_ATK, OP_SET_LP, OP_FLIP_MONSTERS, OP_OPPONENT_DRAWS, OP_DISCARD_RANDOM,
                OP_DECLARE_MILL, OP_BANISH_FROM_GRAVE, OP_DESTROY_CHOSEN_MONSTER,
                OP_DESTROY_HIGHEST_DEF, OP_MUTUAL_GRAVE_BANISH,
                OP_DESTROY_TARGET_DAMAGE_BOTH, OP_EXCHANGE_HANDS, OP_DECLARE_LEVEL_EXCAVATE,
                OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND)   # they act on the effect's opponent
LP_CONDITIONS = (COND_LP_GAP, COND_LP_BEHIND)
TARGET_OPS = (OP_DESTROY_TARGET, OP_DAMAGE_TARGET_ATK, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET, OP_BANISH_NAME_IF_FLIP,
              OP_TAKE_CONTROL, OP_TARGET_TO_HAND, OP_BANISH_TARGET, OP_CHANGE_POSITION_TARGET, OP_ATTACH_TARGET,
              OP_DESTROY_TARGET_DAMAGE_BOTH, OP_REDIRECT_ATTACK, OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK)
BATTLE_UNTILS = (UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP)   # player_modifier: for this battle only
TWO_TARGET_OPS = (OP_DESTROY_TARGET, OP_BANISH_TARGET, OP_TARGET_TO_HAND)   # the target ops that act on each of two targets
# per operation: its parameters, each (allowed names or None for a bool, default)
OP_PARAMS: dict[int, dict[str, tuple[tuple[str, ...] | None, Any]]] = {
    OP_DRAW: {"count": ((), 1), "as_many": (None, False)},
    OP_DESTROY_TARGET: {"banish": (None, False)},
    OP_NEGATE_ATTACK: {"end_battle_phase": (None, False)},
    OP_DAMAGE_TARGET_ATK: {},
    OP_SET_TARGET: {},
    OP_SPECIAL_SUMMON_TARGET: {"position": (SUMMON_POSITION_NAMES, "choice")},
    OP_BANISH_NAME_IF_FLIP: {},
    OP_SET_LP: {"lp": ((), None)},
    OP_TAKE_CONTROL: {},
    OP_TARGET_TO_HAND: {},
    OP_FLIP_MONSTERS: {},
    OP_SUMMON_FROM_HAND: {"max_level": ((), 12), "race": (SUMMON_RACE_NAMES, "any"), "after_tribute": (None, False)},
    OP_DISCARD_HAND_DRAW: {"draw": ((), 0), "who": (DISCARD_WHO_NAMES, "each")},
    OP_DISCARD: {"count": ((), 1), "who": (DAMAGE_WHO_NAMES, "you")},
    OP_OPPONENT_DRAWS: {"count": ((), 1), "discard": (DISCARD_KIND_NAMES, "none")},
    OP_DISCARD_RANDOM: {"count": ((), 1)},
    OP_DECLARE_MILL: {},
    OP_BANISH_FROM_GRAVE: {"count": ((), 1)},
    OP_BANISH_TARGET: {},
    OP_ATTACK_AGAIN: {},
    OP_DAMAGE: {"amount": ((), None), "who": (DAMAGE_WHO_NAMES, "you")},
    OP_CHANGE_POSITION_TARGET: {},
    OP_NEGATE_SUMMON: {},
    OP_NEGATE_ACTIVATION: {"destroy": (None, False)},
    OP_DESTROY_CHOSEN_MONSTER: {"damage": (None, False)},
    OP_ATTACH_TARGET: {"mode": (ATTACH_NAMES, "equip")},
    OP_GAIN_LP: {"amount": ((), None), "when": (GAIN_WHEN_NAMES, "always"), "who": (GAIN_WHO_NAMES, "opponent")},
    OP_DESTROY_HIGHEST_DEF: {},
    OP_SET_FROM_HAND: {},
    OP_MUTUAL_GRAVE_BANISH: {},
    OP_FUSION_SUMMON: {},
    OP_DESTROY_TARGET_DAMAGE_BOTH: {},
    OP_DECLARE_RACE_DESTROY: {},
    OP_RETURN_TO_HAND: {},
    OP_ADD_COUNTER: {"count": ((), 1), "max": ((), None)},
    OP_BANISH_BATTLED: {},
    OP_SUMMON_SELF: {"position": (SUMMON_POSITION_NAMES, "choice"), "stats": ((), 0)},
    OP_TRIBUTE_OWN: {},
    OP_DESTROY_FIELD_MONSTER: {},
    OP_REDIRECT_ATTACK: {},
    OP_EXCHANGE_HANDS: {},
    OP_DECLARE_LEVEL_EXCAVATE: {},
    OP_KEEP_ONE_TYPE: {},
    OP_TRIBUTE_FOR_DAMAGE: {},
    OP_GAIN_ATK: {"atk": ((), 0), "until": (GAIN_UNTIL_NAMES, "end of turn"), "def": ((), 0)},
    OP_HALVE_ORIGINAL_ATK: {},
    OP_DOUBLE_OWN_ATK: {"race": (SUMMON_RACE_NAMES, "any")},
    OP_LOOK_AT_HAND: {"then": (LOOK_THEN_NAMES, None)},
    OP_SWAP_ORIGINAL_STATS: {},
    OP_PLAYER_MODIFIER: {"kind": (PLAYER_MODIFIER_NAMES, None), "who": (SELECT_WHOSE_NAMES, "you"),
                         "until": (PLAYER_UNTIL_NAMES, "end of turn"), "count": ((), 1)},
}
# the range of an integer parameter (names ``()`` above), by its name; any other takes DEFAULT_RANGE
PARAM_RANGES = {"lp": (0, 30000), "max_level": (1, 12), "draw": (0, 10), "amount": (1, 8000), "stats": (0, 8000),
                "atk": (0, 8000), "def": (0, 8000)}
DEFAULT_RANGE = (1, 10)
MAX_TOKENS = 5           # tokens special_summon_tokens summons at once (its count: 1..MAX_TOKENS)
SELF_OPS = (OP_RETURN_TO_HAND, OP_ADD_COUNTER, OP_BANISH_BATTLED)     # act on the monster itself: a monster's effect only
SELF_TARGET_OPS = (OP_GAIN_ATK, OP_SET_TARGET)   # target ops that, without a target, act on the monster itself
# (kind, subtype) of the Spells and Traps the engine can activate, with their Spell Speed (B15);
# a monster's Trigger, Flip and Ignition Effects are Spell Speed 1, its Quick Effects Spell Speed 2
SPEEDS = {(KIND_SPELL, SUBTYPE_NORMAL): 1, (KIND_SPELL, SUBTYPE_QUICKPLAY): 2, (KIND_TRAP, SUBTYPE_NORMAL): 2,
          (KIND_TRAP, SUBTYPE_COUNTER): 3, (KIND_SPELL, SUBTYPE_CONTINUOUS): 1, (KIND_SPELL, SUBTYPE_FIELD): 1,
          (KIND_TRAP, SUBTYPE_CONTINUOUS): 2, (KIND_SPELL, SUBTYPE_EQUIP): 1}
LASTING_SUBTYPES = (SUBTYPE_CONTINUOUS, SUBTYPE_FIELD, SUBTYPE_EQUIP)   # these stay on the field once resolved
MONSTER_ACTIVATIONS = (ACT_TRIGGER, ACT_IGNITION, ACT_QUICK)
QUICK_SPEED = 2
# the effect of a face-up lasting card (activation = "lasting"): a Continuous Trap's is Spell Speed 2 (activated in
# any window, like the Trap itself), a Continuous or Field Spell's, or a remaining Normal Spell's, Spell Speed 1
# (own Main Phase, empty chain, like an Ignition Effect) (B15)
LASTING_SPEEDS = {KIND_SPELL: 1, KIND_TRAP: 2}

EffectFields = dict[str, Any]      # e_* field name -> value for one card


class EffectDataError(ValueError):
    pass


def parse_effects(text: str, card_of: Callable[[int], tuple[str, int, int] | None],
                  skip_unknown: bool = False,
                  row_of_name: Callable[[str], int | None] = lambda name: None,
                  source: str = "effects.toml") -> dict[int, EffectFields]:
    """``card_of(passcode)`` gives (name, kind, subtype) or None; ``row_of_name(name)`` the
    database row of a card named in an operation (a search for "Green Gadget"). Returns, per
    passcode, the values of the card table's effect fields; raises EffectDataError naming
    ``source``, the line of the card's ``[[card]]`` table, the card and the field.
    ``skip_unknown``: leave out cards missing from the database (a reduced custom card file)."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        line = re.search(r"at line (\d+)", str(e))
        raise EffectDataError(f"{source}:{line.group(1) if line else 1}: not valid TOML: {e}") from None
    unknown = set(raw) - {"card"}
    if unknown:
        raise EffectDataError(f"{source}:1: unknown top-level key(s) {sorted(unknown)}; expected [[card]] tables")
    # tomllib keeps no positions: the k-th [[card]] table is the k-th "[[card]]" header line
    lines = [n for n, row in enumerate(text.splitlines(), 1) if row.strip().startswith("[[card]]")]
    out: dict[int, EffectFields] = {}
    for line, entry in zip(lines, raw.get("card", [])):
        code, name = entry.get("id"), entry.get("name")
        where = f"{source}:{line}: card {code} ({name})"
        card = card_of(code) if isinstance(code, int) else None
        if card is None and skip_unknown and isinstance(code, int):
            continue
        if card is None:
            raise EffectDataError(f"{where}: id is not a passcode in the card database")
        if name != card[0]:
            raise EffectDataError(f"{where}: name must be {card[0]!r}, the database's name for {code}")
        if code in out:
            raise EffectDataError(f"{where}: defined twice")
        if set(entry) - CARD_KEYS:
            raise EffectDataError(f"{where}: unknown key(s) {sorted(set(entry) - CARD_KEYS)}; allowed: {sorted(CARD_KEYS)}")
        out[code] = _compile_entry(where, entry, card, row_of_name)
    return out


def _compile_entry(where: str, entry: dict, card: tuple[str, int, int],
                   row_of_name: Callable[[str], int | None]) -> EffectFields:
    """One ``[[card]]`` table's effect fields."""
    effects = entry.get("effect", [])
    statics = entry.get("static", [])
    procedure = entry.get("procedure")
    least = 0 if (statics or procedure is not None or "fusion" in entry or entry.get("ritual_only")
                  or card[2] == SUBTYPE_TOKEN) and card[1] == KIND_MONSTER else 1
    # a monster may have only static effects, a procedure, Fusion Materials or no way to be summoned
    if not least <= len(effects) <= MAX_EFFECTS:
        raise EffectDataError(f"{where}: needs {least} to {MAX_EFFECTS} [[card.effect]] tables, got {len(effects)}")
    fields = _compile_card(where, card, effects, row_of_name, _remains(where, entry, card))
    fields.update(_compile_lasting(where, entry, card, fields))
    fields.update(_compile_statics(where, statics, card[1], fields, row_of_name))
    set_only = entry.get("set_only", False)
    if not isinstance(set_only, bool) or (set_only and card[1] != KIND_MONSTER):
        raise EffectDataError(f"{where}: set_only (true or false: the monster can be Set but never Summoned) "
                              f"is for a monster")
    fields["set_only"] = set_only
    for key in ("piercing", "cannot_special_summon", "no_tribute_summon"):
        value = entry.get(key, False)
        if not isinstance(value, bool) or (value and card[1] != KIND_MONSTER):
            raise EffectDataError(f"{where}: {key} (true or false) is for a monster")
        fields[key] = value
    ritual_only = entry.get("ritual_only", False)
    if not isinstance(ritual_only, bool) or (ritual_only and card[2] != SUBTYPE_RITUAL):
        raise EffectDataError(f"{where}: ritual_only (true or false: no Ritual Spell in the pool summons it) "
                              f"is for a Ritual Monster")
    fields["no_special_summon"] = fields.pop("cannot_special_summon") or set_only or ritual_only
    choice = entry.get("choose_effect", False)
    if not isinstance(choice, bool) or (choice and (len(effects) != 2 or len({e.get("activation") for e in effects}) != 1
                                                    or effects[0].get("activation") not in ("spell", "trap"))):
        raise EffectDataError(f"{where}: choose_effect (true or false: the activator chooses 1 of the effects) "
                              f"needs 2 effects of the same Spell/Trap activation")
    fields["e_choice"] = choice
    fields.update(_compile_procedure(where, procedure, card[1]))
    fields.update(_compile_fusion(where, entry.get("fusion"), card, row_of_name, fields))
    if ritual_only:                          # B10: only a Ritual Summon, which no card here performs
        fields["p_restrict"] = SUMMON_PROCEDURE_ONLY
    fields.update(_compile_trap_monster(where, entry.get("trap_monster"), card, fields))
    return fields


def _compile_trap_monster(where: str, spec: Any, card: tuple[str, int, int], fields: EffectFields) -> EffectFields:
    """``trap_monster = { race, attribute, level, atk, def }``: a Trap that Special Summons itself as a
    monster with these stats (special_summon_self from its Spell/Trap zone; Embodiment of Apophis). They
    are written into the card table's stat columns, which a Trap leaves empty (docs/effects.md)."""
    at = f"{where}: trap_monster"
    uses = any(op == OP_SUMMON_SELF for ops in fields["e_op"] for op in ops)
    if spec is None:
        if uses and card[1] == KIND_TRAP:
            raise EffectDataError(f"{at}: a Trap with special_summon_self needs its monster stats")
        return {}
    if card[1] != KIND_TRAP or not isinstance(spec, dict) or set(spec) != TRAP_MONSTER_KEYS or not uses:
        raise EffectDataError(f"{at}: a table with {sorted(TRAP_MONSTER_KEYS)}, for a Trap whose effect is "
                              f"special_summon_self")
    for key, high in (("level", 12), ("atk", 10000), ("def", 10000)):
        if not isinstance(spec[key], int) or not (1 if key == "level" else 0) <= spec[key] <= high:
            raise EffectDataError(f"{at}: {key} must be an integer up to {high}, got {spec[key]!r}")
    return {"race": _name(at, "race", spec["race"], RACE_NAMES[1:]) + 1,
            "attribute": _name(at, "attribute", spec["attribute"], ATTRIBUTE_NAMES[1:]) + 1,
            "level": spec["level"], "atk": spec["atk"], "def_": spec["def"]}


def _remains(where: str, entry: dict, card: tuple[str, int, int]) -> bool:
    """A Continuous or Field Spell/Trap stays on the field once resolved; a Normal one only
    with ``remains = true`` (Swords of Revealing Light, Nightmare's Steelcage)."""
    _, kind, subtype = card
    given = entry.get("remains", False)
    if not isinstance(given, bool) or (given and (kind == KIND_MONSTER or subtype in LASTING_SUBTYPES)):
        raise EffectDataError(f"{where}: remains (true or false) is for a Normal Spell/Trap that stays on the field; "
                              f"Continuous and Field cards stay anyway")
    return given or (kind != KIND_MONSTER and subtype in LASTING_SUBTYPES)


def _compile_lasting(where: str, entry: dict, card: tuple[str, int, int], fields: EffectFields) -> EffectFields:
    """``lifetime = { turns = 3, counted = "each opponent" }`` and ``upkeep_lp`` of a card that
    remains on the field."""
    out: EffectFields = {"remains": fields["remains"], "lifetime": 0, "life_turns": 0, "upkeep_lp": 0, "upkeep_each": False}
    life = entry.get("lifetime")
    upkeep = entry.get("upkeep_lp", 0)
    when = entry.get("upkeep", "own standby phase, optional")
    if when not in UPKEEP_NAMES or (when != UPKEEP_NAMES[0] and not upkeep):
        raise EffectDataError(f"{where}: upkeep must be one of {list(UPKEEP_NAMES)} (with upkeep_lp), got {when!r}")
    out["upkeep_each"] = when == UPKEEP_NAMES[1]
    if (life is not None or upkeep) and not fields["remains"]:
        raise EffectDataError(f"{where}: lifetime and upkeep_lp are for a card that remains on the field")
    if life is not None:
        if not isinstance(life, dict) or set(life) != {"turns", "counted"}:
            raise EffectDataError(f"{where}: lifetime is a table {{ turns = N, counted = ... }} with both keys")
        counted = _name(where, "lifetime counted", life["counted"], LIFETIME_NAMES[1:]) + 1
        turns = life["turns"]
        if not isinstance(turns, int) or not 1 <= turns <= 10:
            raise EffectDataError(f"{where}: lifetime turns must be an integer 1..10, got {turns!r}")
        if counted == LIFETIME_DESIGNATED and OPP_CHAIN not in fields["e_opp"][:fields["e_n"]]:
            raise EffectDataError(f"{where}: a lifetime counted in the designated opponent's turns needs "
                                  f"opponent = 'OPP-CHAIN'")
        out["lifetime"], out["life_turns"] = counted, turns
    if not isinstance(upkeep, int) or not 0 <= upkeep <= 8000:
        raise EffectDataError(f"{where}: upkeep_lp (LP paid in each of the controller's Standby Phases) "
                              f"must be an integer 0..8000, got {upkeep!r}")
    out["upkeep_lp"] = upkeep
    return out


def _compile_procedure(where: str, procedure: Any, card_kind: int) -> EffectFields:
    """``[card.procedure]``: how the monster is Special Summoned from the hand by its own
    procedure (B10, R15; core/procedure.py)."""
    out: EffectFields = {"p_has": False, "p_cond": 0, "p_more": 0, "p_tribute": 0, "p_banish": [0] * MAX_BANISH_COST,
                         "p_restrict": 0, "p_blocks_normal": False}
    if procedure is None:
        return out
    at = f"{where}: procedure"
    if card_kind != KIND_MONSTER or not isinstance(procedure, dict):
        raise EffectDataError(f"{at}: a summoning procedure is a table, for a monster")
    if set(procedure) - PROCEDURE_KEYS:
        raise EffectDataError(f"{at}: unknown key(s) {sorted(set(procedure) - PROCEDURE_KEYS)}; "
                              f"allowed: {sorted(PROCEDURE_KEYS)}")
    out["p_has"] = True
    out["p_cond"] = cond = _name(at, "condition", procedure.get("condition", "none"), PROC_CONDITION_NAMES)
    more = procedure.get("more", 0)
    if (cond == PROC_COND_OPPONENT_MORE) != ("more" in procedure) or not isinstance(more, int) \
            or ("more" in procedure and not 1 <= more <= 5):
        raise EffectDataError(f"{at}: more (1..5: how many more monsters one opponent controls) goes with "
                              f"condition 'opponent controls more', and only with it")
    out["p_more"] = more
    tribute = procedure.get("tribute_opponent", 0)
    if not isinstance(tribute, int) or not 0 <= tribute <= 3:
        raise EffectDataError(f"{at}: tribute_opponent (monsters Tributed from one opponent's field) must be 0..3")
    out["p_tribute"] = tribute
    banish = procedure.get("banish", [])
    if not isinstance(banish, list) or len(banish) > MAX_BANISH_COST:
        raise EffectDataError(f"{at}: banish lists up to {MAX_BANISH_COST} Attributes of monsters banished from the GY")
    for j, attribute in enumerate(banish):
        out["p_banish"][j] = _name(at, "banish", attribute, ATTRIBUTE_NAMES[1:]) + 1
    out["p_restrict"] = _name(at, "restricts", procedure.get("restricts", "none"), SUMMON_RESTRICTION_NAMES)
    blocks = procedure.get("no_normal_summon_after", False)
    if not isinstance(blocks, bool):
        raise EffectDataError(f"{at}: no_normal_summon_after must be true or false")
    out["p_blocks_normal"] = blocks
    return out


def _compile_fusion(where: str, fusion: Any, card: tuple[str, int, int], row_of_name: Callable[[str], int | None],
                    fields: EffectFields) -> EffectFields:
    """``[card.fusion]``: a Fusion Monster's materials, by card name (B10; core/fusion.py). It
    must first be Fusion Summoned: another effect may Special Summon it only once it was
    (``p_restrict``, as a procedure's "must first")."""
    out: EffectFields = {"f_mat": [0] * MAX_MATERIALS}
    if fusion is None:
        if card[2] == SUBTYPE_FUSION and (fields["e_n"] or fields["s_n"]):
            raise EffectDataError(f"{where}: a Fusion Monster with effects needs [card.fusion] materials")
        return out
    at = f"{where}: fusion"
    if card[2] != SUBTYPE_FUSION or not isinstance(fusion, dict) or set(fusion) != {"materials"}:
        raise EffectDataError(f"{at}: [card.fusion] is a Fusion Monster's table with one key, materials")
    materials = fusion["materials"]
    if not isinstance(materials, list) or not 1 <= len(materials) <= MAX_MATERIALS:
        raise EffectDataError(f"{at}: materials must list 1 to {MAX_MATERIALS} card names, got {materials!r}")
    for j, material in enumerate(materials):
        out["f_mat"][j] = _card_row(at, "materials", material, row_of_name, "cards")
    out["p_restrict"] = SUMMON_PROCEDURE_FIRST
    return out


def _races(at: str, value: Any) -> int:
    if not isinstance(value, list) or not value:
        raise EffectDataError(f"{at}: races is a list of Types from {list(RACE_NAMES[1:])}")
    return sum(1 << (_name(at, "races", r, RACE_NAMES[1:]) + 1) for r in set(value))


def _compile_statics(where: str, statics: Any, card_kind: int, fields: EffectFields,
                     row_of_name: Callable[[str], int | None]) -> EffectFields:
    """``[[card.static]]`` tables: continuous effects applied while the card is face-up (a
    Spell/Trap once resolved); the keys each kind takes are in STATIC_KEYS."""
    names = ("s_kind", "s_attackers", "s_min_atk", "s_min_level", "s_max_paid", "s_protects", "s_mill", "s_races",
             "s_shields", "s_needs", "s_amount", "s_def_amount", "s_opp_count")
    out: EffectFields = {"s_n": 0, **{name: [0] * MAX_STATICS for name in names},
                         "s_names": [[0] * MAX_STATIC_NAMES for _ in range(MAX_STATICS)]}
    if not isinstance(statics, list) or len(statics) > MAX_STATICS:
        raise EffectDataError(f"{where}: at most {MAX_STATICS} [[card.static]] tables")
    if statics and card_kind != KIND_MONSTER and not fields["remains"]:
        raise EffectDataError(f"{where}: a Spell/Trap with static effects must remain on the field")
    designates = OPP_CHAIN in fields["e_opp"][:fields["e_n"]]
    pays = any(fields["e_cost_lp"][:fields["e_n"]])
    for k, st in enumerate(statics):
        at = f"{where}: static {k + 1}"
        if not isinstance(st, dict):
            raise EffectDataError(f"{at}: a static effect is a table with a kind")
        kind = _name(at, "kind", st.get("kind"), STATIC_NAMES)
        extra = set(st) - {"kind"} - STATIC_KEYS[kind]
        if extra:
            raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} takes {sorted(STATIC_KEYS[kind])}, not {sorted(extra)}")
        if kind in MONSTER_STATICS and card_kind != KIND_MONSTER:
            raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} is a monster's static effect")
        if kind in SPELL_TRAP_STATICS and card_kind == KIND_MONSTER:
            raise EffectDataError(f"{at}: {STATIC_NAMES[kind]} is a lasting Spell/Trap's static effect")
        out["s_kind"][k] = kind
        if kind == STATIC_SPELL_PROOF:           # whose Spells: anyone's, or the controller's opponents' (R16)
            out["s_attackers"][k] = _name(at, "spells_of", st.get("spells_of", "any"), SPELLS_OF_NAMES)
        else:
            out["s_attackers"][k] = _name(at, "attackers", st.get("attackers", "opponents"), ATTACKER_NAMES)
        min_atk = st.get("min_atk", -1)
        low, high = STATIC_RANGES["min_atk"]
        if not isinstance(min_atk, int) or not (min_atk == -1 or low <= min_atk <= high):
            raise EffectDataError(f"{at}: min_atk must be an integer {low}..{high}, got {min_atk!r}")
        out["s_min_atk"][k] = min_atk
        level = st.get("min_level", 0)
        low, high = STATIC_RANGES["min_level"]
        if not isinstance(level, int) or not (level == 0 or low <= level <= high):
            raise EffectDataError(f"{at}: min_level must be an integer {low}..{high}, got {level!r}")
        out["s_min_level"][k] = level
        if "max_atk" in st and (st["max_atk"] != "lp paid" or not pays):
            raise EffectDataError(f"{at}: max_atk is 'lp paid', for a card with lp_cost")
        out["s_max_paid"][k] = int("max_atk" in st)
        out["s_protects"][k] = protects = _name(at, "protects", st.get("protects", "controller"), PROTECTS_NAMES)
        if protects == PROTECTS_DESIGNATED and not designates:
            raise EffectDataError(f"{at}: protects 'controller and designated' needs opponent = 'OPP-CHAIN'")
        mill = st.get("mill", 1 if kind == STATIC_ATTACK_COST else 0)
        low, high = STATIC_RANGES["mill"]
        if kind == STATIC_ATTACK_COST and (not isinstance(mill, int) or not low <= mill <= high):
            raise EffectDataError(f"{at}: mill (top Deck cards an attack costs) must be an integer {low}..{high}, "
                                  f"got {mill!r}")
        out["s_mill"][k] = mill
        out["s_shields"][k] = shields = _name(at, "shields", st.get("shields", "self"), SHIELDS_NAMES)
        if "races" in st or kind == STATIC_MODIFY_STATS:
            out["s_races"][k] = _races(at, st.get("races"))
        if kind == STATIC_NOT_TARGET and (shields == SHIELDS_OTHERS) != ("races" in st):
            raise EffectDataError(f"{at}: races goes with shields = 'others' (the Types it protects), and only with it")
        if "while_face_up" in st:
            out["s_needs"][k] = _card_row(at, "while_face_up", st["while_face_up"], row_of_name)
        count = st.get("while_opponent_controls", 0)
        low, high = STATIC_RANGES["while_opponent_controls"]
        if (kind == STATIC_NEGATE_OPPONENT_SPELLS_TRAPS and "while_opponent_controls" not in st) \
                or ("while_opponent_controls" in st and (not isinstance(count, int) or not low <= count <= high)):
            raise EffectDataError(f"{at}: while_opponent_controls (an opponent controls exactly that many monsters) "
                                  f"must be an integer {low}..{high}, got {count!r}")
        out["s_opp_count"][k] = count
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
        if kind == STATIC_HAND_PLAY_COST and amount < 0:
            raise EffectDataError(f"{at}: amount (LP paid per card) must be positive, got {amount!r}")
        out["s_amount"][k] = amount
        def_amount = st.get("def_amount", 0)
        low, high = STATIC_RANGES["def_amount"]
        if not isinstance(def_amount, int) or isinstance(def_amount, bool) or not low <= def_amount <= high:
            raise EffectDataError(f"{at}: def_amount (the DEF change) must be an integer {low}..{high}, "
                                  f"got {def_amount!r}")
        out["s_def_amount"][k] = def_amount
        if kind == STATIC_EQUIPPED_STATS and (card_kind != KIND_SPELL or not any(
                OP_ATTACH_TARGET in ops for ops in fields["e_op"][:fields["e_n"]])):
            raise EffectDataError(f"{at}: equipped monster gains is an Equip Spell's, whose effect is attach_target")
        if kind == STATIC_ATK_PER_GRAVE_NAME:    # the card names counted in every GY (R22)
            cards = st.get("names")
            if not isinstance(cards, list) or not 1 <= len(cards) <= MAX_STATIC_NAMES:
                raise EffectDataError(f"{at}: names must list 1 to {MAX_STATIC_NAMES} card names, got {cards!r}")
            for j, card_name in enumerate(cards):
                out["s_names"][k][j] = _card_row(at, "names", card_name, row_of_name, "cards")
    out["s_n"] = len(statics)
    return out


def _name(where: str, field: str, value: Any, names: tuple[str, ...]) -> int:
    if value not in names or value.startswith("(reserved"):     # a code kept free for another branch
        raise EffectDataError(f"{where}: {field} must be one of "
                              f"{[n for n in names if not n.startswith('(reserved')]}, got {value!r}")
    return names.index(value)


def _compile_card(where: str, card: tuple[str, int, int], effects: list[dict],
                  row_of_name: Callable[[str], int | None], remains: bool) -> EffectFields:
    _, kind, subtype = card
    speed = 1 if kind == KIND_MONSTER else SPEEDS.get((kind, subtype))
    if speed is None:
        raise EffectDataError(f"{where}: the engine cannot activate a {KIND_NAMES[kind]} of this subtype yet")
    per_effect = ("e_kind", "e_speed", "e_cond", "e_cond_arg", "e_trigger", "e_optional", "e_opp", "e_target",
                  "e_cost_discard", "e_cost_tribute", "e_cost_lp",
                  "e_once", "e_no_attack", "e_lp_amount", "e_discard_kind", "e_discard_attr", "e_cost_counter",
                  "e_cost_monster", "e_cost_race", "e_no_summon", "e_dstep", "e_discard_self")
    fields: EffectFields = {"e_n": len(effects), "remains": remains, **{name: [0] * MAX_EFFECTS for name in per_effect},
                            "e_op": [[0] * MAX_OPS for _ in range(MAX_EFFECTS)],
                            "e_if_done": [[0] * MAX_OPS for _ in range(MAX_EFFECTS)],
                            "e_arg": [[[0, 0, 0] for _ in range(MAX_OPS)] for _ in range(MAX_EFFECTS)],
                            **empty_selections()}
    for k, effect in enumerate(effects):
        at = f"{where}: effect {k + 1}"
        if set(effect) - EFFECT_KEYS:
            raise EffectDataError(f"{at}: unknown key(s) {sorted(set(effect) - EFFECT_KEYS)}; allowed: {sorted(EFFECT_KEYS)}")
        activation = _name(at, "activation", effect.get("activation"), ACTIVATION_NAMES)
        fits = activation in MONSTER_ACTIVATIONS if kind == KIND_MONSTER else \
            activation == (ACT_SPELL if kind == KIND_SPELL else ACT_TRAP) or (activation == ACT_TRIGGER and remains and k > 0) \
            or (activation == ACT_LASTING and k > 0)
        if activation == ACT_QUICK and kind != KIND_MONSTER:
            raise EffectDataError(f"{at}: activation 'quick' (a Quick Effect, Spell Speed 2) is a monster's; a "
                                  f"{KIND_NAMES[kind]}'s Spell Speed comes from its type (B15)")
        if not fits:
            raise EffectDataError(f"{at}: activation {effect['activation']!r} does not fit a {KIND_NAMES[kind]}"
                                  f"{' (lasting: an effect after the card activation, effect 2)' if activation == ACT_LASTING else ''}")
        if activation == ACT_LASTING and not remains:
            raise EffectDataError(f"{at}: activation 'lasting' (the effect of the face-up card) is for a card that "
                                  f"remains on the field")
        fields["e_kind"][k] = activation
        fields["e_speed"][k] = LASTING_SPEEDS[kind] if activation == ACT_LASTING else \
            QUICK_SPEED if activation == ACT_QUICK else speed
        _compile_trigger(at, effect, activation, fields, k)
        tribute = effect.get("tribute_cost", False)
        if not isinstance(tribute, bool) or (tribute and activation != ACT_IGNITION):
            raise EffectDataError(f"{at}: tribute_cost (true or false: Tribute this card) is for an Ignition Effect")
        fields["e_cost_tribute"][k] = int(tribute)
        counters = effect.get("counter_cost", 0)
        if not isinstance(counters, int) or isinstance(counters, bool) or not 0 <= counters <= 10 \
                or (counters and activation != ACT_IGNITION):
            raise EffectDataError(f"{at}: counter_cost (0..10 counters removed from this card) is for an Ignition Effect")
        fields["e_cost_counter"][k] = counters
        monster = effect.get("tribute_monster_cost", False)
        if not isinstance(monster, bool) or (monster and activation not in (ACT_SPELL, ACT_TRAP, ACT_IGNITION,
                                                                             ACT_TRIGGER)):
            raise EffectDataError(f"{at}: tribute_monster_cost (true or false: Tribute 1 monster you control) is for "
                                  f"a Spell/Trap activation, an Ignition Effect or a Trigger Effect")
        fields["e_cost_monster"][k] = int(monster)
        if "tribute_race" in effect:             # "Tribute 1 <Type> monster to ...": a cost before the targets
            if tribute:
                raise EffectDataError(f"{at}: tribute_race (Tribute 1 monster of that Type you control) and "
                                      f"tribute_cost (Tribute this card) exclude each other")
            fields["e_cost_race"][k] = _name(at, "tribute_race", effect["tribute_race"], RACE_NAMES[1:]) + 1
        for key in ("once_per_turn", "no_attack"):
            value = effect.get(key, False)
            if not isinstance(value, bool) or (value and kind != KIND_MONSTER):
                raise EffectDataError(f"{at}: {key} (true or false) is for a monster's effect")
            fields["e_once" if key == "once_per_turn" else "e_no_attack"][k] = int(value)
        lock = effect.get("no_other_summons", False)
        if not isinstance(lock, bool) or (lock and kind == KIND_MONSTER):
            raise EffectDataError(f"{at}: no_other_summons (true or false: the activator cannot Summon other monsters "
                                  f"the turn they activate it) is for a Spell/Trap")
        fields["e_no_summon"][k] = int(lock)
        per_duel = effect.get("once_per_duel", False)
        if not isinstance(per_duel, bool) or (per_duel and (kind != KIND_MONSTER or fields["e_once"][k])):
            raise EffectDataError(f"{at}: once_per_duel (true or false) is for a monster's effect, not with once_per_turn")
        if per_duel:
            fields["e_once"][k] = ONCE_PER_DUEL
        spec = effect.get("condition", "none")
        if spec == CONDITION_NAMES[COND_CARDS]:
            raise EffectDataError(f"{at}: condition '{spec}' is written as a table {{ from, whose, filter, min, max }}")
        fields["e_cond"][k] = cond = COND_CARDS if isinstance(spec, dict) else \
            _name(at, "condition", spec, CONDITION_NAMES)
        if cond in (COND_BATTLING, COND_ATTACKED) and activation != ACT_QUICK:
            raise EffectDataError(f"{at}: condition '{CONDITION_NAMES[cond]}' is for a monster's Quick Effect "
                                  f"(activation 'quick')")
        itself = effect.get("discard_self", False)
        if not isinstance(itself, bool) or (itself and (activation != ACT_QUICK or cond == COND_BATTLING)):
            raise EffectDataError(f"{at}: discard_self (true or false: a Quick Effect activated from the hand by "
                                  f"discarding this card) is for activation 'quick', not with 'this card battles'")
        fields["e_discard_self"][k] = int(itself)
        per_battle = effect.get("once_per_battle", False)
        if not isinstance(per_battle, bool) or (per_battle and (cond != COND_BATTLING or fields["e_once"][k])):
            raise EffectDataError(f"{at}: once_per_battle (true or false) goes with condition 'this card battles', "
                                  f"not with once_per_turn or once_per_duel")
        if per_battle:
            fields["e_once"][k] = ONCE_PER_BATTLE
        min_atk = effect.get("min_atk", 0)
        if not isinstance(min_atk, int) or min_atk < 0 or (min_atk and cond not in (COND_SUMMONED, COND_SUMMONED_ANY_WAY)):
            raise EffectDataError(f"{at}: min_atk is a non-negative integer, for conditions 'summoned' and "
                                  f"'summoned any way' only")
        gap = effect.get("min_lp_difference")
        if (gap is None) == (cond in LP_CONDITIONS) or (gap is not None and not (isinstance(gap, int) and gap > 0)):
            raise EffectDataError(f"{at}: min_lp_difference (a positive integer) goes with conditions "
                                  f"'lp gap' and 'lp behind', and only with them")
        fields["e_cond_arg"][k] = gap if gap is not None else min_atk
        if cond == COND_START_OF_MAIN1 and (activation != ACT_SPELL or card[2] != SUBTYPE_NORMAL):
            raise EffectDataError(f"{at}: condition 'start of main phase 1' is for a Normal Spell")
        most = effect.get("max_field_cards")
        if (most is None) == (cond == COND_FIELDS_AT_MOST) or (most is not None and not (isinstance(most, int)
                                                                                       and 1 <= most <= 20)):
            raise EffectDataError(f"{at}: max_field_cards (an integer 1..20) goes with condition 'every field at "
                                  f"most', and only with it")
        if most is not None:
            fields["e_cond_arg"][k] = most
        discard = effect.get("discard_cost", 0)
        if discard not in (0, 1):
            raise EffectDataError(f"{at}: discard_cost is 0 or 1 (cards discarded to activate), got {discard!r}")
        fields["e_cost_discard"][k] = discard
        if "discard_kind" in effect:
            if not discard:
                raise EffectDataError(f"{at}: discard_kind (the kind of card the discard cost takes) needs discard_cost")
            fields["e_discard_kind"][k] = _name(at, "discard_kind", effect["discard_kind"], KIND_NAMES) + 1
        if "discard_attribute" in effect:         # "discard 1 WATER monster" (Abyss Soldier)
            if fields["e_discard_kind"][k] != KIND_MONSTER + 1:
                raise EffectDataError(f"{at}: discard_attribute (the Attribute of the monster the discard cost takes) "
                                      f"needs discard_kind 'monster'")
            fields["e_discard_attr"][k] = _name(at, "discard_attribute", effect["discard_attribute"],
                                                ATTRIBUTE_NAMES[1:]) + 1
        fields["e_cost_lp"][k] = lp = _name(at, "lp_cost", effect.get("lp_cost", "none"), LP_COST_NAMES)
        amount = effect.get("lp_amount")
        if (amount is None) == (lp == LP_COST_FIXED) or (amount is not None and not (isinstance(amount, int)
                                                                                      and 1 <= amount <= 8000)):
            raise EffectDataError(f"{at}: lp_amount (an integer 1..8000) goes with lp_cost 'fixed', and only with it")
        fields["e_lp_amount"][k] = amount or 0
        fields["e_opp"][k] = _name(at, "opponent", effect.get("opponent", "none"), OPPONENT_NAMES)
        if cond == COND_CARDS:
            fields["e_cond_arg"][k] = _count_condition(at, effect["condition"], fields, k, row_of_name)
        linked = DAMAGE_TRIGGERS | (1 << TRIG_ATTACKED_FACE_DOWN) | (1 << TRIG_FACE_DOWN_BATTLED) if kind == KIND_MONSTER else (1 << TRIG_OPPONENT_STANDBY) | (1 << TRIG_OWN_STANDBY)
        if fields["e_opp"][k] == OPP_LINK and (activation != ACT_TRIGGER or fields["e_trigger"][k] & ~linked):
            raise EffectDataError(f"{at}: opponent 'OPP-LINK' is for a monster's trigger on 'inflicts battle damage' or "
                                  f"'inflicts direct battle damage' (the damaged player, R12), 'attacked face-down' or "
                                  f"'attacked face-down, after damage calculation' (the "
                                  f"attacking player), or a lasting card's on "
                                  f"'opponent's standby phase' or 'own standby phase' (its designated opponent)")
        if fields["e_opp"][k] in (OPP_PHASE, OPP_PHASE_TP) and not fields["e_trigger"][k] & PHASE_TRIGGERS:
            raise EffectDataError(f"{at}: opponent '{OPPONENT_NAMES[fields['e_opp'][k]]}' is for a phase trigger (R13)")
        if cond in LP_CONDITIONS and fields["e_opp"][k] != OPP_CHAIN:
            raise EffectDataError(f"{at}: an LP condition is checked against the designated opponent: opponent must be 'OPP-CHAIN'")
        spec = effect.get("target", "none")
        target = TGT_SELECT if isinstance(spec, dict) else _name(at, "target", spec, TARGET_NAMES[:TGT_SELECT])
        fields["e_target"][k] = target
        if target == TGT_EVENT_CARD and cond not in (COND_SUMMONED, COND_ATTACK, COND_ANY_SUMMON, COND_SUMMONED_ANY_WAY,
                                                     COND_SUMMON_ATTEMPT) + CHAIN_CONDITIONS:
            raise EffectDataError(f"{at}: target 'event card' needs a condition with an event card")
        if target == TGT_SELECT:
            summons = any(isinstance(op, dict) and op.get("op") == "special_summon_target" for op in effect.get("ops", []))
            try:
                compile_target(at, spec, fields, k, row_of_name, fields["e_opp"][k] != OPP_NONE, summons)
            except SelectorError as error:
                raise EffectDataError(str(error)) from None
        ops = effect.get("ops")
        least = 0 if remains else 1                  # a lasting card may do nothing but stay (its statics act)
        if not isinstance(ops, list) or not least <= len(ops) <= MAX_OPS:
            raise EffectDataError(f"{at}: ops must list {least} to {MAX_OPS} operations")
        for j, op in enumerate(ops):
            per = op.get("per") if isinstance(op, dict) else None
            if_done = op.get("if_done", False) if isinstance(op, dict) else False
            if not isinstance(if_done, bool) or (if_done and j == 0):
                raise EffectDataError(f"{at}: op {j + 1}: if_done (true or false: \"and if you do\", the op runs only "
                                      f"if the op before it acted on something) is for an op after the first")
            fields["e_if_done"][k][j] = int(if_done)
            code, args = _compile_op(f"{at}: op {j + 1}", {key: v for key, v in op.items() if key not in ("per", "if_done")}
                                     if isinstance(op, dict) else op, row_of_name)
            if code == OP_DRAW and args[1] and ("count" in op or j == 0):
                raise EffectDataError(f"{at}: op {j + 1}: draw with as_many draws as many cards as the op before it "
                                      f"acted on: no count, and not the first op")
            if per is not None:
                if code not in PER_OPS:
                    raise EffectDataError(f"{at}: op {j + 1}: per (\"for each\" card counted) goes with "
                                          f"{[OPERATION_NAMES[c] for c in PER_OPS]}")
                try:
                    compile_count(f"{at}: op {j + 1}: per", per, fields, k, j, row_of_name,
                                  fields["e_opp"][k] != OPP_NONE)
                except SelectorError as error:
                    raise EffectDataError(str(error)) from None
            if code in SELECT_OPS:
                try:
                    compile_selection(f"{at}: op {j + 1}", op, code, fields, k, j, row_of_name,
                                      fields["e_opp"][k] != OPP_NONE)
                except SelectorError as error:
                    raise EffectDataError(str(error)) from None
            if code in TARGET_OPS and fields["x_count"][k][TARGET_SLOT] > 1 and code not in TWO_TARGET_OPS:
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on one target; with "
                                      f"a target count of 2 only {[OPERATION_NAMES[c] for c in TWO_TARGET_OPS]}")
            if code in TARGET_OPS and target == TGT_NONE and not (code in SELF_TARGET_OPS and kind == KIND_MONSTER):
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) needs a target"
                                      f"{' (without one, a monster acts on itself)' if code in SELF_TARGET_OPS else ''}")
            if code == OP_GAIN_ATK and args[1] == GAIN_UNTIL_END_OF_DAMAGE_STEP and cond != COND_BATTLING:
                raise EffectDataError(f"{at}: op {j + 1} (gain_stats with until 'end of damage step') "
                                      f"needs condition 'this card battles' (B13: the Damage Step)")
            if code == OP_PLAYER_MODIFIER and args[2] % 8 in BATTLE_UNTILS and cond not in (COND_ATTACK, COND_ATTACKED):
                raise EffectDataError(f"{at}: op {j + 1} (player_modifier until '{PLAYER_UNTIL_NAMES[args[2] % 8]}') "
                                      f"needs a battle: condition 'attack' or 'attacked by an opponent'")
            if (code == OP_NEGATE_SUMMON and cond != COND_SUMMON_ATTEMPT) \
                    or (code == OP_NEGATE_ACTIVATION and cond not in CHAIN_CONDITIONS):
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) needs the condition of what it "
                                      f"negates: 'summon attempt' for negate_summon, a chain link's for negate_activation")
            if code in SELF_OPS and kind != KIND_MONSTER:
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on the monster itself: "
                                      f"a monster's effect only")
            if code == OP_BANISH_BATTLED and fields["e_trigger"][k] not in (1 << TRIG_BATTLES, 1 << TRIG_BATTLE_KILLED):
                raise EffectDataError(f"{at}: op {j + 1} (banish_battled) is for a trigger on 'battles a monster' or "
                                      f"'destroyed in battle, after damage calculation' only")
            if code == OP_ADD_COUNTER and args[0] > args[1]:
                raise EffectDataError(f"{at}: op {j + 1} (place_counter) places count counters up to max: count "
                                      f"must not exceed max")
            if code == OP_SUMMON_FROM_HAND and args[2] & 1 and OP_TRIBUTE_OWN not in fields["e_op"][k][:j]:
                raise EffectDataError(f"{at}: op {j + 1} (summon_from_hand with after_tribute) follows a "
                                      f"tribute_own_monster")
            if code == OP_DESTROY_FIELD_MONSTER and not any(
                    fields["e_op"][k][i] == OP_SUMMON_FROM_HAND and fields["e_arg"][k][i][2] & 1 for i in range(j)):
                raise EffectDataError(f"{at}: op {j + 1} (destroy_chosen_field_monster) follows a summon_from_hand "
                                      f"with after_tribute (\"then you can destroy\")")
            if code == OP_REDIRECT_ATTACK and (fields["e_trigger"][k] != 1 << TRIG_ATTACKED_FACE_DOWN
                                               or fields["e_opp"][k] != OPP_LINK or target != TGT_SELECT):
                raise EffectDataError(f"{at}: op {j + 1} (redirect_attack) needs trigger 'attacked face-down', opponent "
                                      f"'OPP-LINK' and a selected target (the new attack target)")
            if code == OP_SUMMON_SELF and kind == KIND_SPELL:
                raise EffectDataError(f"{at}: op {j + 1} (special_summon_self) is a monster's, or a Trap Monster's")
            if code == OP_SET_FROM_HAND and OP_DESTROY_TARGET not in fields["e_op"][k][:j]:
                raise EffectDataError(f"{at}: op {j + 1} (set_spell_trap_from_hand) follows a destroy_target "
                                      f"(\"destroy it, then you can Set\")")
            if (code in OPPONENT_OPS or (code == OP_PLAYER_MODIFIER and args[1] == WHOSE_OPPONENT) or (code == OP_DAMAGE and args[1] == 1)
                    or (code == OP_GAIN_LP and args[2] == 0) or (code == OP_DISCARD and args[1] == 1)
                    or (code == OP_DISCARD_HAND_DRAW and args[1] != DISCARD_WHO_EACH)) \
                    and fields["e_opp"][k] == OPP_NONE:
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on the opponent, "
                                      f"so opponent must be set")
            fields["e_op"][k][j] = code
            fields["e_arg"][k][j] = args
        fields["e_dstep"][k] = _damage_step(at, effect, activation, fields["e_speed"][k], fields["e_op"][k])
    return fields


def _count_condition(at: str, spec: dict, fields: EffectFields, k: int, row_of_name: Callable[[str], int | None]) -> int:
    """``condition = { from, whose, filter, min, max }``: the cards counted (slot COND_SLOT) must number
    min (default 1) to max (default none), 0..60; returns e_cond_arg, min | (max + 1) << 8."""
    high = spec.get("max")
    low = spec.get("min", 0 if high == 0 else 1)      # "no cards": max 0 alone
    for key, value in (("min", low), ("max", high)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 60):
            raise EffectDataError(f"{at}: condition {key} must be an integer 0..60, got {value!r}")
    if high is not None and high < low:
        raise EffectDataError(f"{at}: condition max ({high}) is below its min ({low})")
    try:
        compile_count(f"{at}: condition", {key: v for key, v in spec.items() if key not in ("min", "max")}, fields, k,
                      COND_SLOT, row_of_name, fields["e_opp"][k] != OPP_NONE)
    except SelectorError as error:
        raise EffectDataError(str(error)) from None
    return low | (0 if high is None else high + 1) << 8


def _damage_step(at: str, effect: dict, activation: int, speed: int, ops: list[int]) -> bool:
    """B13: whether the effect may be activated in the Damage Step: a Counter Trap (Spell Speed 3),
    an effect that directly changes ATK, or one whose text says so (``damage_step = true``, for an
    effect activated at will of Spell Speed 2 that is none of those)."""
    given = effect.get("damage_step", False)
    inherent = speed == 3 or any(op in ATK_CHANGE_OPS for op in ops)
    if not isinstance(given, bool) or (given and (activation == ACT_TRIGGER or speed < 2 or inherent)):
        raise EffectDataError(f"{at}: damage_step (true or false: the text lets it be used in the Damage Step, B13) is "
                              f"for an effect of Spell Speed 2 activated at will that is neither a Counter Trap nor "
                              f"changes ATK (those may be used then anyway)")
    return int(given or inherent)


def _compile_trigger(at: str, effect: dict, activation: int, fields: EffectFields, k: int) -> None:
    """``trigger``: the event name(s) a Trigger Effect waits for; ``optional``: "you can"."""
    events = effect.get("trigger")
    if (events is None) == (activation == ACT_TRIGGER):
        raise EffectDataError(f"{at}: trigger (the event names) goes with activation 'trigger', and only with it")
    optional = effect.get("optional", False)
    if not isinstance(optional, bool) or (optional and activation != ACT_TRIGGER):
        raise EffectDataError(f"{at}: optional (true or false) is for a trigger")
    fields["e_optional"][k] = int(optional)
    if events is None:
        return
    events = [events] if isinstance(events, str) else events
    if not isinstance(events, list) or not events:
        raise EffectDataError(f"{at}: trigger is an event name or a list of them, from {list(TRIGGER_NAMES)}")
    fields["e_trigger"][k] = sum(1 << _name(at, "trigger", e, TRIGGER_NAMES) for e in set(events))
    if (fields["e_trigger"][k] & PHASE_TRIGGERS) and fields["e_trigger"][k] != fields["e_trigger"][k] & PHASE_TRIGGERS:
        raise EffectDataError(f"{at}: a phase trigger waits for nothing else")


def _card_row(at: str, key: str, value: Any, row_of_name: Callable[[str], int | None], what: str = "a card") -> int:
    """The database row + 1 of the card ``value`` names (the card table keeps 0 for "none");
    anything else is an error naming the key."""
    row = row_of_name(value) if isinstance(value, str) else None
    if row is None:
        raise EffectDataError(f"{at}: {key} must name {what} in the database, got {value!r}")
    return row + 1


def _tokens(at: str, op: dict, row_of_name: Callable[[str], int | None]) -> list[int]:
    """special_summon_tokens: ``count`` (1..5) tokens of card ``token`` (a name; the database
    checks it is a token card) in ``position``."""
    extra = set(op) - {"op", "count", "token", "position"}
    if extra:
        raise EffectDataError(f"{at}: special_summon_tokens takes count, token and position, not {sorted(extra)}")
    count = op.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_TOKENS:
        raise EffectDataError(f"{at}: count (tokens summoned at once) must be an integer 1..{MAX_TOKENS}, got {count!r}")
    row = _card_row(at, "token", op.get("token"), row_of_name, "a token card")
    return [count, row, _name(at, "position", op.get("position", "defense"), TOKEN_POSITION_NAMES)]


def _compile_op(at: str, op: Any, row_of_name: Callable[[str], int | None]) -> tuple[int, list[int]]:
    if not isinstance(op, dict):
        raise EffectDataError(f"{at}: an operation is a table like {{ op = \"draw\", count = 2 }}")
    code = _name(at, "op", op.get("op"), OPERATION_NAMES[1:]) + 1
    if code in SELECT_OPS:
        try:
            return code, action_args(at, op, code)
        except SelectorError as error:
            raise EffectDataError(str(error)) from None
    if code == OP_SUMMON_TOKENS:
        return code, _tokens(at, op, row_of_name)
    if code == OP_PLAYER_MODIFIER:                      # until and count share arg 2
        kind, who, until, count = _params(at, op, code)
        if "count" in op and until != PLAYER_UNTIL_COUNT:
            raise EffectDataError(f"{at}: count goes with until 'count' (a modifier used up that many times)")
        return code, [kind, who, until + 8 * count]
    if code == OP_SUMMON_FROM_HAND and "card" in op:    # a name filter, kept above after_tribute in arg 2
        rest = {key: value for key, value in op.items() if key != "card"}
        code, args = _compile_op(at, rest, row_of_name)
        args[2] |= _card_row(at, "card", op["card"], row_of_name) << 1
        return code, args
    args = _params(at, op, code)
    if code == OP_GAIN_ATK and args[0] == 0 and args[2] == 0:
        raise EffectDataError(f"{at}: gain_stats needs atk or def (a change of 1..8000)")
    return code, args + [0] * (3 - len(args))


def _params(at: str, op: dict, code: int) -> list[int]:
    """The values of op's parameters (OP_PARAMS), in their declared order, each checked."""
    params = OP_PARAMS[code]
    extra = set(op) - {"op"} - set(params)
    if extra:
        raise EffectDataError(f"{at}: {OPERATION_NAMES[code]} takes {sorted(params) or 'no parameters'}, "
                              f"not {sorted(extra)}")
    args = []
    for key, (names, default) in params.items():
        value = op.get(key, default)
        if names is None:
            if not isinstance(value, bool):
                raise EffectDataError(f"{at}: {key} must be true or false, got {value!r}")
            args.append(int(value))
        elif names == ():
            low, high = PARAM_RANGES.get(key, DEFAULT_RANGE)
            if not isinstance(value, int) or not low <= value <= high:
                raise EffectDataError(f"{at}: {key} must be an integer {low}..{high}, got {value!r}")
            args.append(value)
        else:
            args.append(_name(at, key, value, names))
    return args
