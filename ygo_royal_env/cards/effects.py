"""Card effects as data: ``data/effects.toml`` parsed, checked and compiled into the effect
fields of the card table (``e_*`` in ``CARD_DTYPE``) that the engine's interpreter reads.

A malformed definition fails at load with ``CardDataError`` naming the card and the field.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from .constants import (
    ACT_IGNITION, ACT_SPELL, ACT_TRAP, ACT_TRIGGER, ACTIVATION_NAMES, ATTRIBUTE_NAMES, KIND_MONSTER, NO_MAX_ATK,
    OP_SEARCH, OP_SUMMON_FROM_DECK, OP_TARGET_TO_HAND, TRIGGER_NAMES, COND_ANY_SUMMON, COND_ATTACK, COND_LP_BEHIND, COND_LP_GAP, COND_SUMMONED,
    CONDITION_NAMES, DESTROY_FILTER_NAMES, KIND_NAMES, KIND_SPELL, OP_SET_LP, OP_TAKE_CONTROL, OPP_CHAIN,
    KIND_TRAP, MAX_EFFECTS, MAX_OPS, OP_BANISH_NAME_IF_FLIP, OP_DAMAGE_TARGET_ATK, OP_DESTROY_ALL,
    OP_DESTROY_TARGET, OP_DRAW, OP_NEGATE_ATTACK, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET, OPERATION_NAMES,
    OPP_NONE, OPPONENT_NAMES, SUBTYPE_COUNTER, SUBTYPE_NORMAL, SUBTYPE_QUICKPLAY, TARGET_FILTER_NAMES,
    TARGET_NAMES, TARGET_WHOSE_NAMES, TARGET_ZONE_NAMES, TGT_EVENT_CARD, TGT_NONE, TGT_SELECT, TWHOSE_OPPONENT,
    WHOSE_ARG_NAMES, ZONE_ARG_NAMES,
)

if sys.version_info >= (3, 11):
    import tomllib
else:                                          # pragma: no cover - Python 3.10
    import tomli as tomllib

EFFECT_KEYS = {"activation", "condition", "min_atk", "min_lp_difference", "trigger", "optional", "opponent",
               "target", "target_zone", "target_whose", "target_filter", "target_self", "discard_cost",
               "tribute_cost", "ops"}
LP_CONDITIONS = (COND_LP_GAP, COND_LP_BEHIND)
TARGET_KEYS = ("target_zone", "target_whose", "target_filter")       # for target = "select"
TARGET_OPS = (OP_DESTROY_TARGET, OP_DAMAGE_TARGET_ATK, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET, OP_BANISH_NAME_IF_FLIP,
              OP_TAKE_CONTROL, OP_TARGET_TO_HAND)
DECK_OPS = (OP_SEARCH, OP_SUMMON_FROM_DECK)        # a monster from the Deck, by max_atk / attribute / card
# per operation: its parameters, each (allowed names or None for a bool, default)
OP_PARAMS: dict[int, dict[str, tuple[tuple[str, ...] | None, Any]]] = {
    OP_DRAW: {"count": ((), 1)},
    OP_DESTROY_ALL: {"zone": (ZONE_ARG_NAMES, None), "whose": (WHOSE_ARG_NAMES, None),
                     "filter": (DESTROY_FILTER_NAMES, "any")},
    OP_DESTROY_TARGET: {"banish": (None, False)},
    OP_NEGATE_ATTACK: {"end_battle_phase": (None, False)},
    OP_DAMAGE_TARGET_ATK: {},
    OP_SET_TARGET: {},
    OP_SPECIAL_SUMMON_TARGET: {},
    OP_BANISH_NAME_IF_FLIP: {},
    OP_SET_LP: {"lp": ((), None)},
    OP_TAKE_CONTROL: {},
    OP_TARGET_TO_HAND: {},
}
# (kind, subtype) of the Spells and Traps the engine can activate, with their Spell Speed (B15);
# a monster's Trigger, Flip and Ignition Effects are Spell Speed 1
SPEEDS = {(KIND_SPELL, SUBTYPE_NORMAL): 1, (KIND_SPELL, SUBTYPE_QUICKPLAY): 2, (KIND_TRAP, SUBTYPE_NORMAL): 2,
          (KIND_TRAP, SUBTYPE_COUNTER): 3}
MONSTER_ACTIVATIONS = (ACT_TRIGGER, ACT_IGNITION)

EffectFields = dict[str, Any]      # e_* field name -> value for one card


class EffectDataError(ValueError):
    pass


def parse_effects(text: str, card_of: Callable[[int], tuple[str, int, int] | None],
                  skip_unknown: bool = False,
                  row_of_name: Callable[[str], int | None] = lambda name: None) -> dict[int, EffectFields]:
    """``card_of(passcode)`` gives (name, kind, subtype) or None; ``row_of_name(name)`` the
    database row of a card named in an operation (a search for "Green Gadget"). Returns, per
    passcode, the values of the card table's effect fields; raises EffectDataError naming card
    and field. ``skip_unknown``: leave out cards missing from the database (a reduced custom
    card file)."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise EffectDataError(f"not valid TOML: {e}") from None
    unknown = set(raw) - {"card"}
    if unknown:
        raise EffectDataError(f"unknown top-level key(s) {sorted(unknown)}; expected [[card]] tables")
    out: dict[int, EffectFields] = {}
    for entry in raw.get("card", []):
        code, name = entry.get("id"), entry.get("name")
        where = f"card {code} ({name})"
        card = card_of(code) if isinstance(code, int) else None
        if card is None and skip_unknown and isinstance(code, int):
            continue
        if card is None:
            raise EffectDataError(f"{where}: id is not a passcode in the card database")
        if name != card[0]:
            raise EffectDataError(f"{where}: name must be {card[0]!r}, the database's name for {code}")
        if code in out:
            raise EffectDataError(f"{where}: defined twice")
        if set(entry) - {"id", "name", "effect"}:
            raise EffectDataError(f"{where}: unknown key(s) {sorted(set(entry) - {'id', 'name', 'effect'})}")
        effects = entry.get("effect", [])
        if not 1 <= len(effects) <= MAX_EFFECTS:
            raise EffectDataError(f"{where}: needs 1 to {MAX_EFFECTS} [[card.effect]] tables, got {len(effects)}")
        out[code] = _compile_card(where, card, effects, row_of_name)
    return out


def _name(where: str, field: str, value: Any, names: tuple[str, ...]) -> int:
    if value not in names:
        raise EffectDataError(f"{where}: {field} must be one of {list(names)}, got {value!r}")
    return names.index(value)


def _compile_card(where: str, card: tuple[str, int, int], effects: list[dict],
                  row_of_name: Callable[[str], int | None]) -> EffectFields:
    _, kind, subtype = card
    speed = 1 if kind == KIND_MONSTER else SPEEDS.get((kind, subtype))
    if speed is None:
        raise EffectDataError(f"{where}: the engine cannot activate a {KIND_NAMES[kind]} of this subtype yet")
    per_effect = ("e_kind", "e_speed", "e_cond", "e_cond_arg", "e_trigger", "e_optional", "e_opp", "e_target",
                  "e_tzone", "e_twhose", "e_tfilter", "e_tself", "e_cost_discard", "e_cost_tribute")
    fields: EffectFields = {"e_n": len(effects), **{name: [0] * MAX_EFFECTS for name in per_effect},
                            "e_op": [[0] * MAX_OPS for _ in range(MAX_EFFECTS)],
                            "e_arg": [[[0, 0, 0] for _ in range(MAX_OPS)] for _ in range(MAX_EFFECTS)]}
    for k, effect in enumerate(effects):
        at = f"{where}: effect {k + 1}"
        if set(effect) - EFFECT_KEYS:
            raise EffectDataError(f"{at}: unknown key(s) {sorted(set(effect) - EFFECT_KEYS)}; allowed: {sorted(EFFECT_KEYS)}")
        activation = _name(at, "activation", effect.get("activation"), ACTIVATION_NAMES)
        fits = activation in MONSTER_ACTIVATIONS if kind == KIND_MONSTER else \
            activation == (ACT_SPELL if kind == KIND_SPELL else ACT_TRAP)
        if not fits:
            raise EffectDataError(f"{at}: activation {effect['activation']!r} does not fit a {KIND_NAMES[kind]}")
        fields["e_kind"][k] = activation
        fields["e_speed"][k] = speed
        _compile_trigger(at, effect, activation, fields, k)
        tribute = effect.get("tribute_cost", False)
        if not isinstance(tribute, bool) or (tribute and activation != ACT_IGNITION):
            raise EffectDataError(f"{at}: tribute_cost (true or false: Tribute this card) is for an Ignition Effect")
        fields["e_cost_tribute"][k] = int(tribute)
        fields["e_cond"][k] = cond = _name(at, "condition", effect.get("condition", "none"), CONDITION_NAMES)
        min_atk = effect.get("min_atk", 0)
        if not isinstance(min_atk, int) or min_atk < 0 or (min_atk and cond != COND_SUMMONED):
            raise EffectDataError(f"{at}: min_atk is a non-negative integer, for condition 'summoned' only")
        gap = effect.get("min_lp_difference")
        if (gap is None) == (cond in LP_CONDITIONS) or (gap is not None and not (isinstance(gap, int) and gap > 0)):
            raise EffectDataError(f"{at}: min_lp_difference (a positive integer) goes with conditions "
                                  f"'lp gap' and 'lp behind', and only with them")
        fields["e_cond_arg"][k] = gap if gap is not None else min_atk
        discard = effect.get("discard_cost", 0)
        if discard not in (0, 1):
            raise EffectDataError(f"{at}: discard_cost is 0 or 1 (cards discarded to activate), got {discard!r}")
        fields["e_cost_discard"][k] = discard
        fields["e_opp"][k] = _name(at, "opponent", effect.get("opponent", "none"), OPPONENT_NAMES)
        if cond in LP_CONDITIONS and fields["e_opp"][k] != OPP_CHAIN:
            raise EffectDataError(f"{at}: an LP condition is checked against the designated opponent: opponent must be 'OPP-CHAIN'")
        fields["e_target"][k] = target = _name(at, "target", effect.get("target", "none"), TARGET_NAMES)
        if target == TGT_EVENT_CARD and cond not in (COND_SUMMONED, COND_ATTACK, COND_ANY_SUMMON):
            raise EffectDataError(f"{at}: target 'event card' needs a condition with an event card")
        given = [key for key in TARGET_KEYS + ("target_self",) if key in effect]
        if given and target != TGT_SELECT:
            raise EffectDataError(f"{at}: {given[0]} is for target = 'select' only")
        if target == TGT_SELECT:
            fields["e_tzone"][k] = _name(at, "target_zone", effect.get("target_zone"), TARGET_ZONE_NAMES)
            fields["e_twhose"][k] = whose = _name(at, "target_whose", effect.get("target_whose", "any"),
                                                  TARGET_WHOSE_NAMES)
            fields["e_tfilter"][k] = _name(at, "target_filter", effect.get("target_filter", "any"), TARGET_FILTER_NAMES)
            itself = effect.get("target_self", False)
            if not isinstance(itself, bool):
                raise EffectDataError(f"{at}: target_self (may the card target itself) must be true or false")
            fields["e_tself"][k] = int(itself)
            if whose == TWHOSE_OPPONENT and fields["e_opp"][k] == OPP_NONE:
                raise EffectDataError(f"{at}: target_whose 'opponent' needs opponent to be set")
        ops = effect.get("ops")
        if not isinstance(ops, list) or not 1 <= len(ops) <= MAX_OPS:
            raise EffectDataError(f"{at}: ops must list 1 to {MAX_OPS} operations")
        for j, op in enumerate(ops):
            code, args = _compile_op(f"{at}: op {j + 1}", op, row_of_name)
            if code in TARGET_OPS and target == TGT_NONE:
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) needs a target")
            if (code in (OP_DAMAGE_TARGET_ATK, OP_SET_LP) or (code == OP_DESTROY_ALL and args[1] == 1)) \
                    and fields["e_opp"][k] == OPP_NONE:
                raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on the opponent, "
                                      f"so opponent must be set")
            fields["e_op"][k][j] = code
            fields["e_arg"][k][j] = args
    return fields


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


def _deck_filter(at: str, op: dict, row_of_name: Callable[[str], int | None]) -> list[int]:
    """A monster in the Deck: ``max_atk``, ``attribute`` and ``card`` (a name), each optional."""
    extra = set(op) - {"op", "max_atk", "attribute", "card"}
    if extra:
        raise EffectDataError(f"{at}: {op['op']} takes max_atk, attribute and card, not {sorted(extra)}")
    max_atk = op.get("max_atk", NO_MAX_ATK)
    if not isinstance(max_atk, int) or not (max_atk == NO_MAX_ATK or 0 <= max_atk <= 10000):
        raise EffectDataError(f"{at}: max_atk must be an integer 0..10000, got {max_atk!r}")
    attribute = _name(at, "attribute", op["attribute"], ATTRIBUTE_NAMES[1:]) + 1 if "attribute" in op else 0
    row = 0
    if "card" in op:
        found = row_of_name(op["card"]) if isinstance(op["card"], str) else None
        if found is None:
            raise EffectDataError(f"{at}: card must name a card in the database, got {op['card']!r}")
        row = found + 1
    return [max_atk, attribute, row]


def _compile_op(at: str, op: Any, row_of_name: Callable[[str], int | None]) -> tuple[int, list[int]]:
    if not isinstance(op, dict):
        raise EffectDataError(f"{at}: an operation is a table like {{ op = \"draw\", count = 2 }}")
    code = _name(at, "op", op.get("op"), OPERATION_NAMES[1:]) + 1
    if code in DECK_OPS:
        return code, _deck_filter(at, op, row_of_name)
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
            low, high = (0, 30000) if key == "lp" else (1, 10)
            if not isinstance(value, int) or not low <= value <= high:
                raise EffectDataError(f"{at}: {key} must be an integer {low}..{high}, got {value!r}")
            args.append(value)
        else:
            args.append(_name(at, key, value, names))
    return code, args + [0] * (3 - len(args))
