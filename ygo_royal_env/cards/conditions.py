"""When an effect may be activated, checked and compiled into the card table's condition fields:
its trigger (the event and what it names), its condition and the condition's arguments, its
opponent class (R11, R18), the Damage Step (B13), quick marks and once-per limits; a concern of
effects.py's effect compiler."""
from __future__ import annotations

from collections.abc import Callable

from .constants import (ACTIVATION_CONDITIONS, IN_BATTLE_PHASE, ACTIVATION_NAMES, ACT_IGNITION, ACT_LASTING, ACT_QUICK, ACT_SPELL, ACT_TRIGGER,
                        ATK_CHANGE_OPS, ATTRIBUTE_NAMES, COND_TRIBUTED_OWN_ATTRIBUTE, TRIG_EFFECT_DESTROYED_FACE_DOWN,
                        COND_SUMMONED_THIS_TURN,
                        CONDITION_NAMES, COND_ATTACKED, COND_BATTLING, COND_ATTACKS_DEFENSE, COND_CARDS,
                        COND_DESTROYED_BY_BATTLE, COND_FIELDS_AT_MOST, COND_LP_BEHIND, COND_LP_GAP,
                        COND_OPPONENT_LP_ABOVE, COND_LP_AT_MOST_OTHERS_TURN, COND_ANY_ATTACK, COND_SLOT, COND_START_OF_MAIN1, COND_SUMMONED,
                        COND_SUMMONED_ANY_WAY, COND_TRAP_TARGETS_RACE, DAMAGE_TRIGGERS, KIND_MONSTER, KIND_SPELL,
                        ONCE_PER_BATTLE, ONCE_PER_DUEL, OPPONENT_NAMES, OPP_CHAIN, OPP_LINK, OPP_NONE, OPP_PHASE,
                        OPP_PHASE_TP, PHASE_TRIGGERS, RACE_NAMES, SUBTYPE_NORMAL, NO_BATTLE_PHASE_BIT,
                        TRIGGER_NAMES, TRIG_ATTACKED_FACE_DOWN, TRIG_FACE_DOWN_BATTLED, TRIG_OPPONENT_STANDBY,
                        TRIG_OWN_STANDBY, TRIG_FACE_DOWN_ATTACKED, TRIG_ATTACHED_STANDBY, TRIG_DISCARDED_BY_EFFECT,
                        TRIG_END_AFTER_OPP_DESTROYED, TRIG_OWN_MONSTER_DAMAGE, TRIG_MONSTER_RETURNED,
                        TRIG_OPP_ATTACK_DECLARED, TRIG_BATTLE_DESTROYED, TRIG_DESTROYS_ANY,
                        TRIG_OPPONENT_EFFECT_DAMAGE, TRIG_OWN_MONSTER_DESTROYED, COND_GRAVES_AT_LEAST)
from .effect_base import EffectDataError, EffectFields, name_code
from .selectors import SelectorError, compile_count


LP_CONDITIONS = (COND_LP_GAP, COND_LP_BEHIND, COND_OPPONENT_LP_ABOVE, COND_GRAVES_AT_LEAST)   # R11 (b): checked
                                                                                             # per designated opponent


MONSTER_ACTIVATIONS = (ACT_TRIGGER, ACT_IGNITION, ACT_QUICK)


def kind_of_monster_effect(activation: int) -> bool:
    """A monster's Trigger, Ignition or Quick Effect (it can read the state of the card itself)."""
    return activation in MONSTER_ACTIVATIONS


def _compile_once_marks(at: str, effect: dict, kind: int, fields: EffectFields, k: int) -> None:
    """The limits on using the effect: ``once_per_turn``, ``no_attack`` (a monster's),
    ``no_other_summons`` (a Spell/Trap's), ``once_per_duel``."""
    for key in ("once_per_turn", "no_attack"):
        value = effect.get(key, False)
        lasting = key == "once_per_turn" and effect.get("activation") == ACTIVATION_NAMES[ACT_LASTING]
        if not isinstance(value, bool) or (value and kind != KIND_MONSTER and not lasting):
            raise EffectDataError(f"{at}: {key} (true or false) is for a monster's effect"
                                  f"{' or a lasting card' if key == 'once_per_turn' else ''}")
        fields["e_once" if key == "once_per_turn" else "e_no_attack"][k] = int(value)
    lock = effect.get("no_other_summons", False)
    if not isinstance(lock, bool) or (lock and kind == KIND_MONSTER):
        raise EffectDataError(f"{at}: no_other_summons (true or false: the activator cannot Summon other monsters "
                              f"the turn they activate it) is for a Spell/Trap")
    no_bp = effect.get("no_battle_phase", False)
    if not isinstance(no_bp, bool) or (no_bp and kind != KIND_SPELL):
        raise EffectDataError(f"{at}: no_battle_phase (true or false: the activator cannot conduct their Battle Phase "
                              f"the turn they activate it) is for a Spell")
    fields["e_no_summon"][k] = int(lock) | (NO_BATTLE_PHASE_BIT if no_bp else 0)
    per_duel = effect.get("once_per_duel", False)
    if not isinstance(per_duel, bool) or (per_duel and (kind != KIND_MONSTER or fields["e_once"][k])):
        raise EffectDataError(f"{at}: once_per_duel (true or false) is for a monster's effect, not with once_per_turn")
    if per_duel:
        fields["e_once"][k] = ONCE_PER_DUEL


def _compile_condition(at: str, effect: dict, activation: int, fields: EffectFields, k: int) -> int:
    """``condition``: a name, or a table of cards counted (COND_CARDS, compiled once the opponent is
    known: ``_count_condition``); returns its code."""
    spec = effect.get("condition", "none")
    if spec == CONDITION_NAMES[COND_CARDS]:
        raise EffectDataError(f"{at}: condition '{spec}' is written as a table {{ from, whose, filter, min, max }}")
    fields["e_cond"][k] = cond = COND_CARDS if isinstance(spec, dict) else \
        name_code(at, "condition", spec, CONDITION_NAMES)
    if cond in (COND_DESTROYED_BY_BATTLE, COND_TRIBUTED_OWN_ATTRIBUTE, COND_SUMMONED_THIS_TURN) \
            and kind_of_monster_effect(activation) is False:
        raise EffectDataError(f"{at}: condition '{CONDITION_NAMES[cond]}' is for a monster's effect (the card itself)")
    if cond in (COND_BATTLING, COND_ATTACKED, COND_ATTACKS_DEFENSE) and activation != ACT_QUICK:
        raise EffectDataError(f"{at}: condition '{CONDITION_NAMES[cond]}' is for a monster's Quick Effect "
                              f"(activation 'quick')")
    return cond


def _compile_quick_marks(at: str, effect: dict, activation: int, cond: int, fields: EffectFields, k: int) -> None:
    """A Quick or Ignition Effect's ``discard_self`` (activated from the hand) and ``once_per_battle``."""
    itself = effect.get("discard_self", False)
    if not isinstance(itself, bool) or (itself and (activation not in (ACT_QUICK, ACT_IGNITION) or cond == COND_BATTLING)):
        raise EffectDataError(f"{at}: discard_self (true or false: a Quick or Ignition Effect activated from the hand "
                              f"by discarding this card) is for activation 'quick' or 'ignition', not with 'this card "
                              f"battles'")
    fields["e_discard_self"][k] = int(itself)
    per_battle = effect.get("once_per_battle", False)
    if not isinstance(per_battle, bool) or (per_battle and (cond != COND_BATTLING or fields["e_once"][k])):
        raise EffectDataError(f"{at}: once_per_battle (true or false) goes with condition 'this card battles', "
                              f"not with once_per_turn or once_per_duel")
    if per_battle:
        fields["e_once"][k] = ONCE_PER_BATTLE


def _compile_condition_args(at: str, effect: dict, activation: int, cond: int, subtype: int, fields: EffectFields,
                            k: int) -> None:
    """The condition's argument (``e_cond_arg``): ``min_atk``, ``min_lp_difference`` or
    ``max_field_cards``, each with its conditions only."""
    min_atk = effect.get("min_atk", 0)
    if not isinstance(min_atk, int) or min_atk < 0 or (min_atk and cond not in (COND_SUMMONED, COND_SUMMONED_ANY_WAY)):
        raise EffectDataError(f"{at}: min_atk is a non-negative integer, for conditions 'summoned' and "
                              f"'summoned any way' only")
    gap = effect.get("min_lp_difference")
    if (gap is None) == (cond in (COND_LP_GAP, COND_LP_BEHIND)) or (gap is not None and not (isinstance(gap, int)
                                                                                            and gap > 0)):
        raise EffectDataError(f"{at}: min_lp_difference (a positive integer) goes with conditions "
                              f"'lp gap' and 'lp behind', and only with them")
    above = effect.get("opponent_lp_above")          # "if your opponent's LP is more than 3000" (Meteor of Destruction)
    if (above is None) == (cond == COND_OPPONENT_LP_ABOVE) or (above is not None and not (
            isinstance(above, int) and not isinstance(above, bool) and 0 <= above <= 30000)):
        raise EffectDataError(f"{at}: opponent_lp_above (an integer 0..30000) goes with condition 'opponent lp "
                              f"above', and only with it")
    gap = above if above is not None else gap
    fields["e_cond_arg"][k] = gap if gap is not None else min_atk
    race = effect.get("target_race")
    if (race is None) == (cond == COND_TRAP_TARGETS_RACE):
        raise EffectDataError(f"{at}: target_race (a Type) goes with condition "
                              f"'{CONDITION_NAMES[COND_TRAP_TARGETS_RACE]}', and only with it")
    if race is not None:
        fields["e_cond_arg"][k] = name_code(at, "target_race", race, RACE_NAMES[1:]) + 1
    if cond == COND_START_OF_MAIN1 and (activation != ACT_SPELL or subtype != SUBTYPE_NORMAL):
        raise EffectDataError(f"{at}: condition 'start of main phase 1' is for a Normal Spell")
    most = effect.get("max_field_cards")
    if (most is None) == (cond == COND_FIELDS_AT_MOST) or (most is not None and not (isinstance(most, int)
                                                                                   and 1 <= most <= 20)):
        raise EffectDataError(f"{at}: max_field_cards (an integer 1..20) goes with condition 'every field at "
                              f"most', and only with it")
    if most is not None:
        fields["e_cond_arg"][k] = most
    graves = effect.get("min_grave_cards")
    if (graves is None) == (cond == COND_GRAVES_AT_LEAST) or (graves is not None and not (
            isinstance(graves, int) and not isinstance(graves, bool) and 1 <= graves <= 60)):
        raise EffectDataError(f"{at}: min_grave_cards (an integer 1..60) goes with condition 'each graveyard at "
                              f"least', and only with it")
    if graves is not None:
        fields["e_cond_arg"][k] = graves
    most_lp = effect.get("max_lp")                  # "when your LP are 1000 or less" (Last Turn)
    if (most_lp is None) == (cond == COND_LP_AT_MOST_OTHERS_TURN) or (most_lp is not None and not (
            isinstance(most_lp, int) and not isinstance(most_lp, bool) and 0 <= most_lp <= 30000)):
        raise EffectDataError(f"{at}: max_lp (an integer 0..30000) goes with condition "
                              f"'{CONDITION_NAMES[COND_LP_AT_MOST_OTHERS_TURN]}', and only with it")
    if most_lp is not None:
        fields["e_cond_arg"][k] = most_lp
    race = effect.get("attacker_race")
    if race is not None and cond != COND_ANY_ATTACK:
        raise EffectDataError(f"{at}: attacker_race (the Type of the attacking monster) goes with condition 'any attack'")
    if race is not None:
        fields["e_cond_arg"][k] = name_code(at, "attacker_race", race, RACE_NAMES[1:]) + 1
    battle = effect.get("in_battle_phase", False)    # "activate only during the Battle Phase" (Trap Jammer)
    if not isinstance(battle, bool) or (battle and cond not in ACTIVATION_CONDITIONS):
        raise EffectDataError(f"{at}: in_battle_phase (true or false) goes with the conditions of an activation: "
                              f"{[CONDITION_NAMES[c] for c in ACTIVATION_CONDITIONS]}")
    if battle:
        fields["e_cond_arg"][k] = IN_BATTLE_PHASE


def _check_opponent(at: str, activation: int, kind: int, cond: int, fields: EffectFields, k: int) -> None:
    """The opponent class (``e_opp``) checked against the trigger and condition that give it a player."""
    linked = DAMAGE_TRIGGERS | (1 << TRIG_ATTACKED_FACE_DOWN) | (1 << TRIG_FACE_DOWN_BATTLED) \
        | (1 << TRIG_FACE_DOWN_ATTACKED) | (1 << TRIG_ATTACHED_STANDBY) | (1 << TRIG_DISCARDED_BY_EFFECT) \
        | (1 << TRIG_END_AFTER_OPP_DESTROYED) | (1 << TRIG_MONSTER_RETURNED) | (1 << TRIG_BATTLE_DESTROYED) | (1 << TRIG_DESTROYS_ANY) \
        if kind == KIND_MONSTER else (1 << TRIG_OPPONENT_STANDBY) | (1 << TRIG_OWN_STANDBY) \
        | (1 << TRIG_OWN_MONSTER_DAMAGE) | (1 << TRIG_OPP_ATTACK_DECLARED) | (1 << TRIG_EFFECT_DESTROYED_FACE_DOWN) | (1 << TRIG_OPPONENT_EFFECT_DAMAGE)
    if fields["e_opp"][k] == OPP_LINK and (activation != ACT_TRIGGER or fields["e_trigger"][k] & ~linked):
        raise EffectDataError(f"{at}: opponent 'OPP-LINK' is for a monster's trigger on 'inflicts battle damage' or "
                              f"'inflicts direct battle damage' (the damaged player, R12), 'attacked face-down' or "
                              f"'attacked face-down, after damage calculation' or 'attacked face-down, before damage "
                              f"calculation' (the attacking player), 'standby phase of the attached monster's "
                              f"controller' (that player), 'discarded by a card effect' (the opponent whose effect it was), 'destroyed by "
                              f"battle' (the player whose monster destroyed it), 'end phase "
                              f"after destroyed by an opponent' (that opponent), 'a monster is returned from the field to the hand' "
                              f"(its owner), 'destroys a monster by battle' (the destroyed monster's controller), or a "
                              f"lasting card's on "
                              f"'opponent's standby phase' or 'own standby phase' (its designated opponent) or 'a monster you control "
                              f"inflicts battle damage' (the damaged player) or 'an opponent's monster declares an attack' (the "
                              f"attacking player) or 'an opponent takes effect damage' (that opponent)")
    if fields["e_opp"][k] in (OPP_PHASE, OPP_PHASE_TP) and not fields["e_trigger"][k] & PHASE_TRIGGERS \
            and not (fields["e_opp"][k] == OPP_PHASE and cond == COND_LP_AT_MOST_OTHERS_TURN):
        raise EffectDataError(f"{at}: opponent '{OPPONENT_NAMES[fields['e_opp'][k]]}' is for a phase trigger (R13), "
                              f"OPP-PHASE also for condition '{CONDITION_NAMES[COND_LP_AT_MOST_OTHERS_TURN]}' (R12: "
                              f"the opponent whose turn it is)")
    if cond in LP_CONDITIONS and fields["e_opp"][k] != OPP_CHAIN:
        raise EffectDataError(f"{at}: an LP or graveyard condition is checked against the designated opponent: "
                              f"opponent must be 'OPP-CHAIN'")


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
    fields["e_trigger"][k] = sum(1 << name_code(at, "trigger", e, TRIGGER_NAMES) for e in set(events))
    if (fields["e_trigger"][k] & PHASE_TRIGGERS) and fields["e_trigger"][k] != fields["e_trigger"][k] & PHASE_TRIGGERS:
        raise EffectDataError(f"{at}: a phase trigger waits for nothing else")
    if "trigger_attribute" in effect:            # "a face-up FIRE monster you control" (Backfire)
        if fields["e_trigger"][k] != 1 << TRIG_OWN_MONSTER_DESTROYED:
            raise EffectDataError(f"{at}: trigger_attribute (the Attribute of the trigger's monster) goes with the "
                                  f"trigger '{TRIGGER_NAMES[TRIG_OWN_MONSTER_DESTROYED]}' alone")
        fields["e_trig_attr"][k] = name_code(at, "trigger_attribute", effect["trigger_attribute"],
                                             ATTRIBUTE_NAMES[1:]) + 1
