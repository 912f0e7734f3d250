"""An effect's costs (B17) checked and compiled into the card table's cost fields: Tributes (of a
Type, an Attribute, an ATK, a name part, a named card, or any monster), discards, LP, counters,
banishes and the card sent itself; a concern of effects.py's effect compiler."""
from __future__ import annotations

from collections.abc import Callable

from .constants import (ACT_IGNITION, ACT_LASTING, ACT_QUICK, ACT_SPELL, ACT_TRAP, ACT_TRIGGER, ATTRIBUTE_NAMES,
                        DISCARD_ATK_AT_LEAST, KIND_MONSTER, KIND_NAMES, LP_COST_FIXED, LP_COST_NAMES, RACE_NAMES,
                        COST_SEND_SELF, NAME_PARTS, MAX_DISCARD_COST)
from .effect_base import EffectDataError, EffectFields, card_row, name_code


def _compile_tribute_costs(at: str, effect: dict, activation: int, fields: EffectFields, k: int,
                           row_of_name: Callable[[str], int | None]) -> None:
    """The costs that Tribute or remove: ``tribute_cost`` (this card), ``counter_cost``,
    ``tribute_monster_cost`` (1 monster you control) and ``tribute_race`` (1 of that Type)."""
    tribute = effect.get("tribute_cost", False)
    if not isinstance(tribute, bool) or (tribute and activation not in (ACT_IGNITION, ACT_QUICK)):
        raise EffectDataError(f"{at}: tribute_cost (true or false: Tribute this card) is for an Ignition or Quick "
                              f"Effect")
    fields["e_cost_tribute"][k] = int(tribute)
    send = effect.get("send_self_cost", False)     # "by sending this card to the GY" (a LV monster's level up)
    if not isinstance(send, bool) or (send and (activation not in (ACT_IGNITION, ACT_TRIGGER, ACT_LASTING) or tribute)):
        raise EffectDataError(f"{at}: send_self_cost (true or false: send this card from the field to the GY as the "
                              f"cost) is for a monster's Ignition or Trigger Effect or a lasting card's effect, not "
                              f"with tribute_cost")
    if send:
        fields["e_cost_tribute"][k] = COST_SEND_SELF
    counters = effect.get("counter_cost", 0)
    if not isinstance(counters, int) or isinstance(counters, bool) or not 0 <= counters <= 10 \
            or (counters and activation not in (ACT_IGNITION, ACT_LASTING)):
        raise EffectDataError(f"{at}: counter_cost (0..10 counters removed from this card) is for an Ignition Effect "
                              f"or a lasting card's effect")
    fields["e_cost_counter"][k] = counters
    step = effect.get("counter_cost_per_atk", 0)     # Blast Magician: 1 counter per 700 ATK of the target
    if not isinstance(step, int) or isinstance(step, bool) or not (step == 0 or 100 <= step <= 5000) \
            or (step and (activation != ACT_IGNITION or counters or not isinstance(effect.get("target"), dict))):
        raise EffectDataError(f"{at}: counter_cost_per_atk (100..5000: remove 1 counter from this card per that much "
                              f"ATK of the target, rounded up, at least 1) is for an Ignition Effect with a target "
                              f"table, not with counter_cost")
    fields["e_counter_step"][k] = step
    monster = effect.get("tribute_monster_cost", False)
    if not isinstance(monster, bool) or (monster and activation not in (ACT_SPELL, ACT_TRAP, ACT_IGNITION,
                                                                         ACT_TRIGGER)):
        raise EffectDataError(f"{at}: tribute_monster_cost (true or false: Tribute 1 monster you control) is for "
                              f"a Spell/Trap activation, an Ignition Effect or a Trigger Effect")
    fields["e_cost_monster"][k] = int(monster)
    keys = [key for key in ("tribute_race", "tribute_attribute", "tribute_atk_max", "tribute_atk_min", "tribute_name_part",
                                "tribute_card", "tribute_same_level") if key in effect]
    if keys and (tribute or monster):        # "Tribute 1 <Type> monster to ...": a cost before the targets
        raise EffectDataError(f"{at}: {keys[0]} (Tribute 1 monster of yours that fits it) and tribute_cost "
                              f"(Tribute this card) or tribute_monster_cost (any monster) exclude each other")
    if "tribute_race" in effect:
        fields["e_cost_race"][k] = name_code(at, "tribute_race", effect["tribute_race"], RACE_NAMES[1:]) + 1
    if "tribute_attribute" in effect:
        fields["e_cost_attr"][k] = name_code(at, "tribute_attribute", effect["tribute_attribute"],
                                             ATTRIBUTE_NAMES[1:]) + 1
    if "tribute_name_part" in effect:        # a face-up monster whose name includes it ("Ninja")
        fields["e_cost_part"][k] = name_code(at, "tribute_name_part", effect["tribute_name_part"], NAME_PARTS) + 1
    sends = effect.get("send_instead_of_tribute", False)   # "send 1 face-up FIRE monster you control" (Baseball Kid)
    if not isinstance(sends, bool) or (sends and not keys):
        raise EffectDataError(f"{at}: send_instead_of_tribute (true or false: the cost's face-up monster is sent to "
                              f"the GY, not Tributed) goes with tribute_race, tribute_attribute, tribute_atk_max or tribute_atk_min")
    fields["e_cost_sends"][k] = int(sends)
    if "tribute_atk_max" in effect and "tribute_atk_min" in effect:
        raise EffectDataError(f"{at}: tribute_atk_max and tribute_atk_min exclude each other")
    for key, sign in (("tribute_atk_max", 1), ("tribute_atk_min", -1)):   # e_cost_atk: atk + 1, negative for "or more"
        if key in effect:
            atk = effect[key]
            if not isinstance(atk, int) or isinstance(atk, bool) or not 0 <= atk <= 10000:
                raise EffectDataError(f"{at}: {key} (the Tributed monster's ATK at {'most' if sign > 0 else 'least'}) "
                                      f"must be an integer 0..10000, got {atk!r}")
            fields["e_cost_atk"][k] = sign * (atk + 1)
    same = effect.get("tribute_same_level", False)   # "Tribute 1 monster. Special Summon ... with the same Level"
    ops = effect.get("ops", [])
    marked = any(isinstance(op, dict) and isinstance(op.get("filter"), dict) and op["filter"].get("level_of_tributed")
                 for op in ops if isinstance(ops, list))
    if not isinstance(same, bool) or same != marked:
        raise EffectDataError(f"{at}: tribute_same_level (true: Tribute 1 monster you control, before the targets, "
                              f"of a Level some card of the op's selection has) goes with an op whose filter has "
                              f"level_of_tributed, and the other way round")
    fields["e_cost_level"][k] = int(same)
    if "tribute_card" in effect:             # "Tribute 1 <name>" (Release Restraint)
        fields["e_cost_card"][k] = card_row(at, "tribute_card", effect["tribute_card"], row_of_name)
    races = effect.get("send_cost_races")    # "send 1 <Type> monster from your hand or your field to the GY"
    if races is not None:
        if not isinstance(races, list) or not 1 <= len(races) <= 5 or keys or tribute or monster:
            raise EffectDataError(f"{at}: send_cost_races (a list of 1-5 Types: send 1 monster of one of them from "
                                  f"your hand or face-up from your field to the GY as the cost) is not with a Tribute "
                                  f"cost")
        for race in races:
            fields["e_cost_send_races"][k] |= 1 << (name_code(at, "send_cost_races", race, RACE_NAMES[1:]) + 1)


def _compile_discard_lp_costs(at: str, effect: dict, fields: EffectFields, k: int) -> None:
    """The costs paid from the hand and in LP: ``discard_cost`` with ``discard_kind`` and
    ``discard_attribute``, ``lp_cost`` with ``lp_amount``."""
    discard = effect.get("discard_cost", 0)
    if not isinstance(discard, int) or isinstance(discard, bool) or not 0 <= discard <= MAX_DISCARD_COST:
        raise EffectDataError(f"{at}: discard_cost is 0..{MAX_DISCARD_COST} (cards discarded to activate), "
                              f"got {discard!r}")
    fields["e_cost_discard"][k] = discard
    if "discard_kind" in effect:
        if not discard:
            raise EffectDataError(f"{at}: discard_kind (the kind of card the discard cost takes) needs discard_cost")
        fields["e_discard_kind"][k] = name_code(at, "discard_kind", effect["discard_kind"], KIND_NAMES) + 1
    if "discard_attribute" in effect:         # "discard 1 WATER monster" (Abyss Soldier)
        if fields["e_discard_kind"][k] != KIND_MONSTER + 1:
            raise EffectDataError(f"{at}: discard_attribute (the Attribute of the monster the discard cost takes) "
                                  f"needs discard_kind 'monster'")
        fields["e_discard_attr"][k] = name_code(at, "discard_attribute", effect["discard_attribute"],
                                                ATTRIBUTE_NAMES[1:]) + 1
    if "discard_race" in effect:              # "discard 1 Zombie-Type monster" (Vampire Genesis)
        if fields["e_discard_kind"][k] != KIND_MONSTER + 1:
            raise EffectDataError(f"{at}: discard_race (the Type of the monster the discard cost takes) "
                                  f"needs discard_kind 'monster'")
        fields["e_discard_race"][k] = name_code(at, "discard_race", effect["discard_race"], RACE_NAMES[1:]) + 1
    above = effect.get("discard_level_above_target", False)
    if not isinstance(above, bool) or (above and (fields["e_discard_kind"][k] != KIND_MONSTER + 1
                                                  or not isinstance(effect.get("target"), dict))):
        raise EffectDataError(f"{at}: discard_level_above_target (true or false: the discarded monster's Level is "
                              f"above the target's) needs discard_kind 'monster' and a selected target")
    fields["e_discard_above"][k] = int(above)
    atk = effect.get("discard_atk_at_least_target", False)
    if not isinstance(atk, bool) or (atk and (fields["e_discard_kind"][k] != KIND_MONSTER + 1 or above
                                              or not isinstance(effect.get("target"), dict))):
        raise EffectDataError(f"{at}: discard_atk_at_least_target (true or false: the discarded monster's ATK is at "
                              f"least the target's) needs discard_kind 'monster' and a selected target, not "
                              f"discard_level_above_target")
    if atk:
        fields["e_discard_above"][k] = DISCARD_ATK_AT_LEAST
    fields["e_cost_lp"][k] = lp = name_code(at, "lp_cost", effect.get("lp_cost", "none"), LP_COST_NAMES)
    amount = effect.get("lp_amount")
    if (amount is None) == (lp == LP_COST_FIXED) or (amount is not None and not (isinstance(amount, int)
                                                                                  and 1 <= amount <= 8000)):
        raise EffectDataError(f"{at}: lp_amount (an integer 1..8000) goes with lp_cost 'fixed', and only with it")
    fields["e_lp_amount"][k] = amount or 0


def _compile_grave_marks(at: str, effect: dict, activation: int, fields: EffectFields, k: int) -> None:
    """``activated_from = "graveyard"``: an Ignition Effect activated while the card is in its owner's GY (a Spell's
    second effect may be one); ``banish_cost``, ``banish_race``: monsters (of that Type) banished from the
    activator's GY as the cost, the card itself never among them (Divine Sword - Phoenix Blade)."""
    where = effect.get("activated_from")
    if where is not None and (where != "graveyard" or activation != ACT_IGNITION or effect.get("discard_self")):
        raise EffectDataError(f"{at}: activated_from ('graveyard': the effect is activated while the card is in its "
                              f"owner's GY) is for activation 'ignition', not with discard_self")
    fields["e_from_grave"][k] = int(where is not None)
    count = effect.get("banish_cost", 0)
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 5 \
            or (count and activation in (ACT_TRIGGER, ACT_LASTING)):
        raise EffectDataError(f"{at}: banish_cost (0..5 monsters banished from your GY as the cost) is for a "
                              f"Spell/Trap activation, an Ignition or a Quick Effect")
    fields["e_cost_banish"][k] = count
    if "banish_race" in effect:
        if not count:
            raise EffectDataError(f"{at}: banish_race (the Type of the monsters banish_cost takes) needs banish_cost")
        fields["e_banish_race"][k] = name_code(at, "banish_race", effect["banish_race"], RACE_NAMES[1:]) + 1
