"""Card effects as data: ``data/effects.toml`` parsed, checked and compiled into the effect
fields of the card table (``e_*`` in ``CARD_DTYPE``) that the engine's interpreter reads. This
module holds the card- and effect-level keys; an effect's ops are compiled by ``ops.py``, its
costs by ``costs.py``, its trigger, condition and opponent by ``conditions.py``, the static
effects by ``static_effects.py``.

A malformed definition fails at load with ``CardDataError`` naming the card and the field.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any

from .constants import (ACTIVATION_NAMES, ACT_IGNITION, ACT_LASTING, ACT_QUICK, ACT_SPELL, ACT_TRAP, ACT_TRIGGER,
                        ATTRIBUTE_NAMES, TRIG_NAMED_SUMMONED, TRIG_EFFECT_DESTROYED_FACE_DOWN, CHAIN_CONDITIONS, COND_NORMAL_DRAW,
                        COND_ANY_SUMMON, COND_ATTACK, COND_CARDS, COND_ANY_ATTACK, COND_SUMMONED,
                        COND_SUMMONED_ANY_WAY, COND_SUMMON_ATTEMPT, KIND_MONSTER, KIND_NAMES, KIND_SPELL,
                        KIND_TRAP, LIFETIME_DESIGNATED, LIFETIME_NAMES, MAX_BANISH_COST, BANISH_TYPE_CODE,
                        MAX_EFFECTS, MAX_MATERIALS, MAX_OPS, OPPONENT_NAMES, OPP_CHAIN, OPP_NONE, OP_SUMMON_SELF,
                        PROC_CONDITION_NAMES, PROC_COND_OPPONENT_MORE, RACE_NAMES, SUBTYPE_CONTINUOUS,
                        SUBTYPE_COUNTER, SUBTYPE_EQUIP, SUBTYPE_FIELD, SUBTYPE_FUSION, SUBTYPE_NORMAL,
                        SUBTYPE_QUICKPLAY, SUBTYPE_RITUAL, SUBTYPE_TOKEN, SUMMON_PROCEDURE_FIRST,
                        NO_SPECIAL_SUMMON_FROM_GRAVE, SUMMON_RESTRICTION_NAMES, NO_TRIBUTE_SUMMON_TURN,
                        TARGET_NAMES, TGT_EVENT_CARD, TGT_SELECT, TRIGGER_NAMES, GONE_TRIGGERS, NAME_PARTS)
from .effect_base import EffectDataError, EffectFields, card_row, name_code
from .ops import compile_ops
from .selectors import SelectorError, compile_target, empty_selections
from .static_effects import compile_statics
from .costs import _compile_discard_lp_costs, _compile_grave_marks, _compile_tribute_costs
from .conditions import (MONSTER_ACTIVATIONS, _check_opponent, _compile_condition, _compile_condition_args,
                         _compile_once_marks, _compile_quick_marks, _compile_trigger, _count_condition,
                         _damage_step)

if sys.version_info >= (3, 11):
    import tomllib
else:                                          # pragma: no cover - Python 3.10
    import tomli as tomllib

EFFECT_KEYS = {"activation", "condition", "min_atk", "min_lp_difference", "opponent_lp_above", "max_field_cards", "min_grave_cards", "max_lp", "attacker_race", "trigger", "optional", "opponent",
               "target", "discard_cost",
               "tribute_cost", "tribute_attribute", "tribute_atk_max", "tribute_atk_min", "tribute_name_part", "tribute_card", "tribute_same_level", "lp_cost", "lp_amount", "discard_kind", "discard_attribute", "discard_race", "discard_level_above_target", "once_per_turn", "no_attack", "ops",
               "counter_cost", "counter_cost_per_atk", "tribute_monster_cost", "tribute_race", "once_per_duel",
               "no_other_summons", "damage_step", "once_per_battle", "discard_self", "send_self_cost",
               "no_battle_phase", "trigger_names", "trigger_attribute",
               "send_instead_of_tribute", "target_race", "in_battle_phase", "discard_atk_at_least_target",
               "activated_from", "banish_cost", "banish_race", "send_cost_races"}
UPKEEP_NAMES = ("own standby phase, optional", "each standby phase, mandatory")   # upkeep: Messenger of Peace's;
# Imperial Order's (every player's Standby Phase; its controller pays if they can, else the card is destroyed)
CARD_KEYS = {"id", "name", "effect", "static", "remains", "lifetime", "upkeep_lp", "upkeep", "set_only", "piercing",
             "cannot_special_summon", "procedure", "fusion", "choose_effect", "trap_monster",
             "no_tribute_summon", "double_tribute", "name_as", "summoned_only_by",
             "tributes_of", "tributes", "summon_without_tribute_hand_at_most", "destroyed_without"}
TRAP_MONSTER_KEYS = {"race", "attribute", "level", "atk", "def"}   # a Trap that Special Summons itself as a monster
PROCEDURE_KEYS = {"condition", "more", "tribute_opponent", "banish", "banish_monster", "tribute_monster", "restricts",
                  "no_normal_summon_after", "tribute_name_part", "banish_any", "stats_per_banished"}
# (kind, subtype) of the Spells and Traps the engine can activate, with their Spell Speed (B15);
# a monster's Trigger, Flip and Ignition Effects are Spell Speed 1, its Quick Effects Spell Speed 2
SPEEDS = {(KIND_SPELL, SUBTYPE_NORMAL): 1, (KIND_SPELL, SUBTYPE_QUICKPLAY): 2, (KIND_TRAP, SUBTYPE_NORMAL): 2,
          (KIND_TRAP, SUBTYPE_COUNTER): 3, (KIND_SPELL, SUBTYPE_CONTINUOUS): 1, (KIND_SPELL, SUBTYPE_FIELD): 1,
          (KIND_TRAP, SUBTYPE_CONTINUOUS): 2, (KIND_SPELL, SUBTYPE_EQUIP): 1, (KIND_SPELL, SUBTYPE_RITUAL): 1}
LASTING_SUBTYPES = (SUBTYPE_CONTINUOUS, SUBTYPE_FIELD, SUBTYPE_EQUIP)   # these stay on the field once resolved
QUICK_SPEED = 2
# the effect of a face-up lasting card (activation = "lasting"): a Continuous Trap's is Spell Speed 2 (activated in
# any window, like the Trap itself), a Continuous or Field Spell's, or a remaining Normal Spell's, Spell Speed 1
# (own Main Phase, empty chain, like an Ignition Effect) (B15)
LASTING_SPEEDS = {KIND_SPELL: 1, KIND_TRAP: 2}


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
    least = 0 if (statics or procedure is not None or "fusion" in entry or card[2] == SUBTYPE_RITUAL
                  or "summoned_only_by" in entry or "summon_without_tribute_hand_at_most" in entry
                  or "double_tribute" in entry or "tributes" in entry or entry.get("piercing") or card[2] == SUBTYPE_TOKEN) and card[1] == KIND_MONSTER else 1
    # a monster may have only static effects, a procedure, Fusion Materials, or be a Ritual Monster
    if not least <= len(effects) <= MAX_EFFECTS:
        raise EffectDataError(f"{where}: needs {least} to {MAX_EFFECTS} [[card.effect]] tables, got {len(effects)}")
    fields = _compile_card(where, card, effects, row_of_name, _remains(where, entry, card))
    fields.update(_compile_lasting(where, entry, card, fields))
    fields.update(compile_statics(where, statics, card[1], fields, row_of_name))
    set_only = entry.get("set_only", False)
    if not isinstance(set_only, bool) or (set_only and card[1] != KIND_MONSTER):
        raise EffectDataError(f"{where}: set_only (true or false: the monster can be Set but never Summoned) "
                              f"is for a monster")
    fields["set_only"] = set_only
    most = entry.get("summon_without_tribute_hand_at_most")     # "if this is the only card in your hand" (1)
    if most is not None and (not isinstance(most, int) or isinstance(most, bool) or not 1 <= most <= 10
                             or card[1] != KIND_MONSTER):
        raise EffectDataError(f"{where}: summon_without_tribute_hand_at_most (1..10: a monster Normal Summoned "
                              f"without Tributes while its controller holds at most that many cards, itself "
                              f"included) is for a monster, got {most!r}")
    fields["nt_hand"] = 0 if most is None else most + 1
    for key in ("piercing", "cannot_special_summon", "no_tribute_summon"):
        value = entry.get(key, False)
        if key == "no_tribute_summon" and value == "summon turn":   # Fluff Token: only the turn it is summoned
            value = NO_TRIBUTE_SUMMON_TURN
        elif key == "cannot_special_summon" and value == "from the graveyard" and card[1] == KIND_MONSTER:
            value = NO_SPECIAL_SUMMON_FROM_GRAVE                    # Dark Ruler Ha Des
        elif not isinstance(value, bool) or (value and card[1] != KIND_MONSTER):
            raise EffectDataError(f"{where}: {key} (true or false{', or summon turn' if key == 'no_tribute_summon' else ''}"
                                  f"{', or from the graveyard' if key == 'cannot_special_summon' else ''})"
                                  f" is for a monster")
        fields[key] = int(value)
    double = entry.get("double_tribute")
    if double is not None and card[1] != KIND_MONSTER:
        raise EffectDataError(f"{where}: double_tribute (the Attribute of the monsters it counts as 2 Tributes for) "
                              f"is for a monster")
    fields["double_tribute"] = 0 if double is None else name_code(where, "double_tribute", double,
                                                                 ATTRIBUTE_NAMES[1:]) + 1
    fields["no_special_summon"] = fields.pop("cannot_special_summon") or int(set_only)
    choice = entry.get("choose_effect", False)
    same_trigger = len(effects) == 2 and effects[0].get("activation") == "trigger" \
        and effects[0].get("trigger") == effects[1].get("trigger") and fields["e_optional"][0] == fields["e_optional"][1]
    if not isinstance(choice, bool) or (choice and (len(effects) != 2 or len({e.get("activation") for e in effects}) != 1
                                                    or effects[0].get("activation") not in ("spell", "trap"))
                                        and not same_trigger):
        raise EffectDataError(f"{where}: choose_effect (true or false: the activator chooses 1 of the effects) "
                              f"needs 2 effects of the same Spell/Trap activation, or 2 triggers on the same events")
    fields["e_choice"] = choice
    fields.update(_compile_procedure(where, procedure, card[1], row_of_name))
    fields.update(_compile_fusion(where, entry.get("fusion"), card, row_of_name, fields))
    if card[1] == KIND_MONSTER and card[2] == SUBTYPE_RITUAL and not fields["p_restrict"]:
        fields["p_restrict"] = SUMMON_PROCEDURE_FIRST    # B10: Ritual Summoned first (core/ritual.py), then revivable
    tributes_of = entry.get("tributes_of")
    if tributes_of is not None and card[1] != KIND_MONSTER:
        raise EffectDataError(f"{where}: tributes_of (the Attribute or Type its Tributes must have) is for a monster")
    fields["tribute_attr"] = 0 if tributes_of is None else BANISH_TYPE_CODE + RACE_NAMES.index(tributes_of) \
        if tributes_of in RACE_NAMES[1:] else name_code(where, "tributes_of", tributes_of, ATTRIBUTE_NAMES[1:]) + 1
    count = entry.get("tributes", 0)         # "to Tribute Summon this card, you must Tribute 3 monsters"
    if count and (card[1] != KIND_MONSTER or not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 3):
        raise EffectDataError(f"{where}: tributes (1 to 3: the Tributes its Tribute Summon or Set takes, whatever its "
                              f"Level) is for a monster")
    fields["tribute_count"] = count
    fields["name_as"] = card_row(where, "name_as", entry["name_as"], row_of_name) if "name_as" in entry else 0
    fields["summon_by"] = 0
    fields["destroyed_without"] = 0
    if "destroyed_without" in entry:         # "destroy this card when Umi leaves the field" (static_locks); a
        if card[1] != KIND_MONSTER and not fields["remains"]:   # monster's: its controller's field (negative)
            raise EffectDataError(f"{where}: destroyed_without (the card whose absence from the field destroys it) "
                                  f"is for a Spell/Trap that remains on the field or a monster")
        if card[1] == KIND_MONSTER and not fields["s_n"]:
            raise EffectDataError(f"{where}: a monster's destroyed_without needs a static effect of the card's "
                                  f"(the engine reads it only where statics are in play)")
        row = card_row(where, "destroyed_without", entry["destroyed_without"], row_of_name)
        fields["destroyed_without"] = -row if card[1] == KIND_MONSTER else row
    if "summoned_only_by" in entry:          # "can only be Special Summoned by the effect of" that card (B10)
        if card[1] != KIND_MONSTER or fields["p_has"] or fields["p_restrict"]:
            raise EffectDataError(f"{where}: summoned_only_by (the card whose effect alone may Special Summon it first) "
                                  f"is for a monster without another summoning procedure")
        fields["summon_by"] = card_row(where, "summoned_only_by", entry["summoned_only_by"], row_of_name)
        fields["p_restrict"] = SUMMON_PROCEDURE_FIRST
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
    return {"race": name_code(at, "race", spec["race"], RACE_NAMES[1:]) + 1,
            "attribute": name_code(at, "attribute", spec["attribute"], ATTRIBUTE_NAMES[1:]) + 1,
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
        counted = name_code(where, "lifetime counted", life["counted"], LIFETIME_NAMES[1:]) + 1
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


def _compile_procedure(where: str, procedure: Any, card_kind: int,
                       row_of_name: Callable[[str], int | None]) -> EffectFields:
    """``[card.procedure]``: how the monster is Special Summoned from the hand by its own
    procedure (B10, R15; core/procedure.py)."""
    out: EffectFields = {"p_has": False, "p_cond": 0, "p_more": 0, "p_tribute": 0, "p_banish": [0] * MAX_BANISH_COST,
                         "p_banish_card": 0, "p_tribute_part": 0, "p_banish_any": 0, "p_stat_per": 0,
                         "p_restrict": 0, "p_blocks_normal": False, "p_tribute_card": False}
    if procedure is None:
        return out
    at = f"{where}: procedure"
    if card_kind != KIND_MONSTER or not isinstance(procedure, dict):
        raise EffectDataError(f"{at}: a summoning procedure is a table, for a monster")
    if set(procedure) - PROCEDURE_KEYS:
        raise EffectDataError(f"{at}: unknown key(s) {sorted(set(procedure) - PROCEDURE_KEYS)}; "
                              f"allowed: {sorted(PROCEDURE_KEYS)}")
    out["p_has"] = True
    out["p_cond"] = cond = name_code(at, "condition", procedure.get("condition", "none"), PROC_CONDITION_NAMES)
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
        raise EffectDataError(f"{at}: banish lists up to {MAX_BANISH_COST} Attributes or Types of monsters banished "
                              f"from the GY")
    for j, kind in enumerate(banish):                # an Attribute (Chaos Sorcerer) or a Type (Dark Necrofear)
        out["p_banish"][j] = BANISH_TYPE_CODE + RACE_NAMES.index(kind) if kind in RACE_NAMES[1:] \
            else name_code(at, "banish", kind, ATTRIBUTE_NAMES[1:] + RACE_NAMES[1:]) + 1
    if "banish_monster" in procedure and "tribute_monster" in procedure:
        raise EffectDataError(f"{at}: banish_monster and tribute_monster are two costs of one kind: give one")
    if "banish_monster" in procedure:        # banish 1 monster of that name its summoner controls (Vampire Genesis)
        out["p_banish_card"] = card_row(at, "banish_monster", procedure["banish_monster"], row_of_name)
    if "tribute_monster" in procedure:       # Tribute 1 monster of that name (Red-Eyes Darkness Dragon, Dark Eradicator Warlock)
        out["p_banish_card"] = card_row(at, "tribute_monster", procedure["tribute_monster"], row_of_name)
        out["p_tribute_card"] = True
    if "tribute_name_part" in procedure:     # Tribute 1 monster it controls whose name includes it (Exxod: "Sphinx")
        out["p_tribute_part"] = name_code(at, "tribute_name_part", procedure["tribute_name_part"], NAME_PARTS) + 1
    if "banish_any" in procedure:            # banish 1 or more monsters of that Type from the GY (Megarock Dragon)
        out["p_banish_any"] = name_code(at, "banish_any", procedure["banish_any"], RACE_NAMES[1:]) + 1
    per = procedure.get("stats_per_banished", 0)
    if ("stats_per_banished" in procedure) != ("banish_any" in procedure and per != 0) \
            or not isinstance(per, int) or not 0 <= per <= 5000:
        raise EffectDataError(f"{at}: stats_per_banished (1..5000: its original ATK and DEF per monster banished) "
                              f"goes with banish_any")
    out["p_stat_per"] = per
    if sum(bool(x) for x in (banish, "banish_monster" in procedure, "tribute_name_part" in procedure,
                             "banish_any" in procedure, "tribute_monster" in procedure)) > 1:
        raise EffectDataError(f"{at}: one cost: banish, banish_monster, tribute_monster, tribute_name_part or "
                              f"banish_any")
    out["p_restrict"] = name_code(at, "restricts", procedure.get("restricts", "none"), SUMMON_RESTRICTION_NAMES)
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
        out["f_mat"][j] = card_row(at, "materials", material, row_of_name, "cards")
    out["p_restrict"] = SUMMON_PROCEDURE_FIRST
    return out


def _compile_card(where: str, card: tuple[str, int, int], effects: list[dict],
                  row_of_name: Callable[[str], int | None], remains: bool) -> EffectFields:
    """The ``[[card.effect]]`` tables of one card into the per-effect fields (``e_*``, ``x_*``)."""
    _, kind, subtype = card
    speed = 1 if kind == KIND_MONSTER else SPEEDS.get((kind, subtype))
    if speed is None:
        raise EffectDataError(f"{where}: the engine cannot activate a {KIND_NAMES[kind]} of this subtype yet")
    per_effect = ("e_kind", "e_speed", "e_cond", "e_cond_arg", "e_trigger", "e_optional", "e_opp", "e_target",
                  "e_cost_discard", "e_cost_tribute", "e_cost_lp",
                  "e_once", "e_no_attack", "e_lp_amount", "e_discard_kind", "e_discard_attr", "e_discard_race", "e_discard_above", "e_cost_counter",
                  "e_counter_step", "e_cost_monster", "e_cost_race", "e_cost_attr", "e_cost_atk", "e_cost_part", "e_cost_level", "e_cost_card", "e_no_summon", "e_dstep",
                  "e_discard_self", "e_trig_attr", "e_cost_sends", "e_from_grave", "e_cost_banish", "e_banish_race",
                  "e_cost_send_races")
    fields: EffectFields = {"e_n": len(effects), "remains": remains, **{name: [0] * MAX_EFFECTS for name in per_effect},
                            "e_op": [[0] * MAX_OPS for _ in range(MAX_EFFECTS)],
                            "e_if_done": [[0] * MAX_OPS for _ in range(MAX_EFFECTS)],
                            "e_arg": [[[0, 0, 0] for _ in range(MAX_OPS)] for _ in range(MAX_EFFECTS)],
                            "e_trig_names": [[0, 0] for _ in range(MAX_EFFECTS)],
                            **empty_selections()}
    for k, effect in enumerate(effects):
        _compile_effect(f"{where}: effect {k + 1}", effect, k, card, speed, remains, fields, row_of_name)
    return fields


def _compile_effect(at: str, effect: dict, k: int, card: tuple[str, int, int], speed: int, remains: bool,
                    fields: EffectFields, row_of_name: Callable[[str], int | None]) -> None:
    """Effect ``k`` of a card into its fields. The parts are checked in this order, which decides the
    error of a definition wrong in several places."""
    _, kind, subtype = card
    if set(effect) - EFFECT_KEYS:
        raise EffectDataError(f"{at}: unknown key(s) {sorted(set(effect) - EFFECT_KEYS)}; allowed: {sorted(EFFECT_KEYS)}")
    activation = _compile_activation(at, effect, k, kind, speed, remains, fields)
    _compile_trigger(at, effect, activation, fields, k)
    names = effect.get("trigger_names")
    if (names is not None) != bool(fields["e_trigger"][k] & (1 << TRIG_NAMED_SUMMONED)) or (names is not None and (
            kind == KIND_MONSTER or not isinstance(names, list) or not 1 <= len(names) <= 2)):
        raise EffectDataError(f"{at}: trigger_names (1 or 2 card names) goes with a lasting Spell/Trap's trigger "
                              f"'a monster it names is summoned', and only with it")
    for j, card_name in enumerate(names or []):
        fields["e_trig_names"][k][j] = card_row(at, "trigger_names", card_name, row_of_name)
    _compile_tribute_costs(at, effect, activation, fields, k, row_of_name)
    _compile_once_marks(at, effect, kind, fields, k)
    cond = _compile_condition(at, effect, activation, fields, k)
    _compile_quick_marks(at, effect, activation, cond, fields, k)
    _compile_condition_args(at, effect, activation, cond, subtype, fields, k)
    _compile_discard_lp_costs(at, effect, fields, k)
    _compile_grave_marks(at, effect, activation, fields, k)
    fields["e_opp"][k] = name_code(at, "opponent", effect.get("opponent", "none"), OPPONENT_NAMES)
    if cond == COND_CARDS:
        fields["e_cond_arg"][k] = _count_condition(at, effect["condition"], fields, k, row_of_name)
    _check_opponent(at, activation, kind, cond, fields, k)
    _compile_target(at, effect, cond, fields, k, row_of_name)
    compile_ops(at, effect, kind, remains, fields, k, row_of_name)
    fields["e_dstep"][k] = _damage_step(at, effect, activation, fields["e_speed"][k], fields["e_op"][k])


def _off_field_trigger(events: Any) -> bool:
    """The trigger names only events of a card off the field (a Spell's in its owner's GY: Magical Blast)."""
    events = [events] if isinstance(events, str) else events
    return isinstance(events, list) and bool(events) and all(
        e in TRIGGER_NAMES and (1 << TRIGGER_NAMES.index(e)) & GONE_TRIGGERS for e in events)


def _compile_activation(at: str, effect: dict, k: int, kind: int, speed: int, remains: bool,
                        fields: EffectFields) -> int:
    """``activation``: how the effect is activated, checked against the card's kind, and its Spell
    Speed (B15: ``speed``, the card type's, unless a Quick Effect's or a lasting card's)."""
    activation = name_code(at, "activation", effect.get("activation"), ACTIVATION_NAMES)
    fits = activation in MONSTER_ACTIVATIONS if kind == KIND_MONSTER else \
        activation == (ACT_SPELL if kind == KIND_SPELL else ACT_TRAP) or (activation == ACT_TRIGGER and k > 0 and (remains or _off_field_trigger(effect.get("trigger")))) \
        or (activation == ACT_TRIGGER and effect.get("trigger") == TRIGGER_NAMES[TRIG_EFFECT_DESTROYED_FACE_DOWN]) \
        or (activation == ACT_LASTING and k > 0) \
        or (activation == ACT_IGNITION and k > 0 and effect.get("activated_from") == "graveyard")
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
    return activation


def _compile_target(at: str, effect: dict, cond: int, fields: EffectFields, k: int,
                    row_of_name: Callable[[str], int | None]) -> None:
    """``target``: a name, or a table of what the activation selects (``compile_target``)."""
    spec = effect.get("target", "none")
    target = TGT_SELECT if isinstance(spec, dict) else name_code(at, "target", spec, TARGET_NAMES[:TGT_SELECT])
    fields["e_target"][k] = target
    if target == TGT_EVENT_CARD and cond not in (COND_SUMMONED, COND_ATTACK, COND_ANY_ATTACK, COND_ANY_SUMMON, COND_SUMMONED_ANY_WAY,
                                                 COND_SUMMON_ATTEMPT, COND_NORMAL_DRAW) + CHAIN_CONDITIONS:
        raise EffectDataError(f"{at}: target 'event card' needs a condition with an event card")
    if target == TGT_SELECT:
        summons = any(isinstance(op, dict) and op.get("op") == "special_summon_target" for op in effect.get("ops", []))
        try:
            compile_target(at, spec, fields, k, row_of_name, fields["e_opp"][k] != OPP_NONE, summons)
        except SelectorError as error:
            raise EffectDataError(str(error)) from None


