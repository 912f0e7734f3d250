"""An effect's operations (``ops``): each op's parameters declared (``OP_PARAMS``, which
``reference.py`` renders) and checked, and each op checked against the effect it is in, compiled
into the card table's ``e_op``, ``e_if_done`` and ``e_arg``; the largest part of the effect compiler,
kept apart from the effect-level keys of ``effects.py``."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .constants import (
    RUN_IF_CHOSEN, ATTACH_NAMES, HAND_TO_DECK_ANY, OP_SWAP_TARGET_ORIGINAL, OP_LOOK_TOP_CARD, OP_GUESS_HAND_KIND,
    OP_EXTRA_NORMAL_SUMMON, OP_SHUFFLE_SET_MONSTERS, CHAIN_CONDITIONS, COND_ATTACK, COND_ATTACKED, COND_BATTLING, COND_SUMMON_ATTEMPT,
    DAMAGE_WHO_NAMES, DISCARD_KIND_NAMES, FLIP_WHO_NAMES, TOKEN_TO_NAMES, DISCARD_WHO_EACH, DISCARD_WHO_NAMES, GAIN_UNTIL_END_OF_DAMAGE_STEP,
    GAIN_UNTIL_NAMES, GAIN_WHEN_NAMES, GAIN_WHO_NAMES, KIND_MONSTER, KIND_SPELL, LOOK_THEN_NAMES, MAX_OPS,
    OPERATION_NAMES, OPP_LINK, OPP_NONE, OP_ADD_COUNTER, OP_ATTACH_TARGET, OP_ATTACK_AGAIN, OP_BANISH_BATTLED,
    OP_BANISH_FROM_GRAVE, OP_BANISH_TARGET, OP_CHANGE_POSITION_TARGET, OP_DAMAGE, OP_DAMAGE_BATTLED_ATK, OP_DESTROY_ATTACHED, OP_EQUIP_TO_BATTLED, OP_LOOK_DESTROY,
    MOD_DESTROY_DRAWN, MOD_KINDS, PLAYER_UNTIL_THEIR_NEXT_TURN, UNTIL_NEXT_TURN_OF, PLAYER_UNTIL_THEIR_TURN,
    DRAWN_AT_MOST, DRAWN_EVERY_DRAW,
    OP_DECLARE_LEVEL_EXCAVATE, OP_DECLARE_MILL,
    OP_DESTROY_TARGET, ATK_DAMAGE_NAMES, DAMAGE_AS_MANY, DAMAGE_TARGET_ATK, DAMAGE_TO_EVERY_PLAYER, DRAW_WHO_OPPONENT,
    OP_DESTROY, OP_SEND_TO_GRAVE, OP_DISCARD, OP_HAND_TO_DECK, OP_DISCARD_HAND_DRAW, OP_DISCARD_RANDOM, OP_DOUBLE_OWN_ATK,
    OP_DRAW, OP_EXCHANGE_HANDS, OP_MILL, OP_DESTROY_BATTLED, OR_RACE_NAMES, TRIG_ATTACKS_FACE_UP_DEF, DAMAGE_TO_NAMES, DAMAGE_TO_TARGET_CONTROLLER, TRIG_BATTLED_SURVIVOR, OP_FLIP_MONSTERS, OP_FUSION_SUMMON, OP_RITUAL_SUMMON, RITUAL_LEVEL_NAMES, ATTRIBUTE_NAMES, OP_GAIN_ATK, OP_GAIN_LP,
    OP_HALVE_ORIGINAL_ATK, OP_KEEP_ONE_TYPE, OP_LOOK_AT_HAND, OP_MUTUAL_GRAVE_BANISH, OP_NEGATE_ACTIVATION,
    OP_NEGATE_ATTACK, OP_NEGATE_SUMMON, OP_PLAYER_MODIFIER, OP_REDIRECT_ATTACK,
    OP_RETURN_TO_HAND, OP_SET_FROM_HAND, OP_SET_LP, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET,
    OP_SUMMON_FROM_HAND, OP_SUMMON_SELF, OP_SUMMON_TOKENS, OP_SWAP_ORIGINAL_STATS, OP_TAKE_CONTROL,
    OP_TARGET_TO_HAND, OP_TRIBUTE_FOR_DAMAGE, OP_SWAP_CONTROL, OP_REQUIRE_COUNT, OP_ADD_COUNTER_TARGET, OP_GIVE_CONTROL, OP_ATTACK_ALL, OP_COPY_ORIGINAL_STATS, OP_EQUIP_TARGET_TO_SELF, OP_EACH_SUMMONS_FROM_DECK,
    TRIG_ATTACKS_FACE_DOWN, OP_TRIBUTABLE_TARGET, PLAYER_MODIFIER_NAMES, PLAYER_UNTIL_COUNT,
    PLAYER_UNTIL_NAMES, SELECT_OPS, SELECT_WHOSE_NAMES, SUMMON_POSITION_NAMES, SUMMON_RACE_NAMES, TARGET_SLOT,
    TGT_NONE, TGT_SELECT, TOKEN_POSITION_NAMES, TRIG_ATTACHED_STANDBY, TRIG_ATTACKED_ATK, TRIG_ATTACKED_FACE_DOWN, TRIG_FACE_DOWN_ATTACKED, TRIG_BATTLES, TRIG_BATTLE_KILLED,
    UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP, WHOSE_OPPONENT, GAIN_AS_MANY, GAIN_BATTLED, GAIN_PIERCING,
    OP_HALVE_ATK_TO_OTHER, DECK_PLACE_NAMES, RUN_IF_DONE, RUN_IF_OPPONENT, OP_DISCARD_RANDOM_OR_DESTROY_OWN,
    OP_EQUIP_FROM_GRAVE, OP_TARGET_TO_DECK, OP_SPECIAL_SUMMON, OP_LOCK_TARGETS,
    OP_TOSS_COIN, OP_ROLL_DIE, OP_SKIP_PHASE, OP_NEGATE_EFFECT, RUN_IF_RESULT, RESULT_SHIFT, MAX_CHANCES,
    RESULT_DECLARED, RESULT_UNDECLARED, MAX_DECLARED_NUMBERS, OP_OPPONENT_PICKS_FROM_DECK,
    OP_KEEP_ONE_SEND_REST, OP_OPPONENT_SUMMONS_TO_BATTLE, BATTLE_DAMAGE_NAMES,
    SKIP_PHASE_NAMES, SKIP_PHASE_MODS, OP_ZONES_TO_DECK_DRAW, OP_SWAP_DECK_GRAVE, OP_EXCAVATE_SUMMON,
    OP_DISCARD_EVENT_CARD, ZONE_NAMES, IF_TURN_NAMES, RUN_IF_OWN_TURN, RUN_IF_OTHERS_TURN, DRAW_UNTIL_HAND, DRAW_KEEP_COUNT, DISCARD_RANDOM_YOU, TGT_EVENT_CARD,
)
from .effect_base import EffectDataError, EffectFields, card_row, name_code
from .selectors import PER_OPS, SelectorError, action_args, compile_count, compile_selection

EACH_WHO_NAMES = DISCARD_WHO_NAMES[:2]   # the players an op for "each player" acts on: every player in the duel (R10,
                                         # R21), or the activator and the effect's opponent (R19); DISCARD_WHO_*
OPPONENT_OPS = (OP_SET_LP, OP_LOOK_DESTROY,
                OP_DECLARE_MILL, OP_BANISH_FROM_GRAVE, OP_MUTUAL_GRAVE_BANISH,
                OP_EXCHANGE_HANDS, OP_DECLARE_LEVEL_EXCAVATE,
                OP_TRIBUTE_FOR_DAMAGE, OP_LOOK_AT_HAND, OP_SWAP_CONTROL,
                OP_GUESS_HAND_KIND, OP_DISCARD_RANDOM_OR_DESTROY_OWN, OP_GIVE_CONTROL,
                OP_OPPONENT_PICKS_FROM_DECK, OP_OPPONENT_SUMMONS_TO_BATTLE)   # they act on the effect's opponent
TARGET_OPS = (OP_DESTROY_TARGET, OP_SET_TARGET, OP_SPECIAL_SUMMON_TARGET,
              OP_TAKE_CONTROL, OP_TARGET_TO_HAND, OP_BANISH_TARGET, OP_CHANGE_POSITION_TARGET, OP_ATTACH_TARGET,
              OP_REDIRECT_ATTACK, OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK,
              OP_ADD_COUNTER_TARGET, OP_TRIBUTABLE_TARGET, OP_HALVE_ATK_TO_OTHER, OP_SWAP_TARGET_ORIGINAL,
              OP_TARGET_TO_DECK, OP_ATTACK_ALL, OP_COPY_ORIGINAL_STATS, OP_LOCK_TARGETS, OP_EQUIP_TARGET_TO_SELF)
BATTLE_UNTILS = (UNTIL_END_OF_BATTLE, UNTIL_END_OF_DAMAGE_STEP)   # player_modifier: for this battle only
TWO_TARGET_OPS = (OP_DESTROY_TARGET, OP_BANISH_TARGET, OP_TARGET_TO_HAND, OP_TARGET_TO_DECK,
                  OP_HALVE_ATK_TO_OTHER, OP_LOCK_TARGETS)   # the target ops that act on each of two targets (the last needs two)
BATTLED_TRIGGERS = (1 << TRIG_BATTLES, 1 << TRIG_BATTLE_KILLED, 1 << TRIG_ATTACKED_ATK)   # "the monster it battles" known
# per operation: its parameters, each (allowed names or None for a bool, default)
OP_PARAMS: dict[int, dict[str, tuple[tuple[str, ...] | None, Any]]] = {
    OP_DRAW: {"count": ((), 1), "as_many": (None, False), "who": (DAMAGE_WHO_NAMES, "you"),
              "discard": (DISCARD_KIND_NAMES, "none"), "until_hand": ((), 0), "keep_count": (None, False)},
    OP_DESTROY_TARGET: {"banish": (None, False), "atk_damage": (ATK_DAMAGE_NAMES, "none")},
    OP_NEGATE_ATTACK: {"end_battle_phase": (None, False)},
    OP_SET_TARGET: {},
    OP_SPECIAL_SUMMON_TARGET: {"position": (SUMMON_POSITION_NAMES, "choice")},
    OP_SET_LP: {"lp": ((), None)},
    OP_TAKE_CONTROL: {},
    OP_TARGET_TO_HAND: {"no_activation_this_turn": (None, False)},
    OP_FLIP_MONSTERS: {"who": (FLIP_WHO_NAMES, "opponent"), "flip_effects": (None, True)},
    OP_SUMMON_FROM_HAND: {"max_level": ((), 12), "race": (SUMMON_RACE_NAMES, "any"), "after_tribute": (None, False)},
    OP_DISCARD_HAND_DRAW: {"draw": ((), 0), "who": (DISCARD_WHO_NAMES, "each")},
    OP_DISCARD: {"count": ((), 1), "who": (DAMAGE_WHO_NAMES, "you")},
    OP_HAND_TO_DECK: {"count": ((), 1), "who": (DAMAGE_WHO_NAMES, "you"), "place": (DECK_PLACE_NAMES, "shuffle"),
                      "any_number": (None, False)},
    OP_DISCARD_RANDOM: {"count": ((), 1), "damage_per_level": ((), 0), "who": (DAMAGE_WHO_NAMES[::-1], "opponent"),
                        "per_counter": (None, False)},
    OP_DECLARE_MILL: {},
    OP_BANISH_FROM_GRAVE: {"count": ((), 1)},
    OP_BANISH_TARGET: {"until_end_phase": (None, False)},
    OP_ATTACK_AGAIN: {},
    OP_DAMAGE: {"amount": ((), None), "who": (DAMAGE_TO_NAMES, "you"), "as_many": (None, False),
                "target_atk": (None, False), "less_per_spell_trap": ((), 0)},
    OP_DAMAGE_BATTLED_ATK: {},
    OP_EQUIP_TO_BATTLED: {},
    OP_DESTROY_ATTACHED: {"damage": (None, False)},
    OP_LOOK_DESTROY: {"atk_min": ((), 0), "atk_max": ((), 0)},
    OP_CHANGE_POSITION_TARGET: {},
    OP_NEGATE_SUMMON: {},
    OP_NEGATE_ACTIVATION: {"destroy": (None, False), "unless_discard": (DISCARD_KIND_NAMES, "none")},
    OP_ATTACH_TARGET: {"mode": (ATTACH_NAMES, "equip")},
    OP_GAIN_LP: {"amount": ((), None), "when": (GAIN_WHEN_NAMES, "always"), "who": (GAIN_WHO_NAMES, "opponent"),
                 "as_many": (None, False)},
    OP_SET_FROM_HAND: {},
    OP_MUTUAL_GRAVE_BANISH: {},
    OP_FUSION_SUMMON: {},
    OP_RITUAL_SUMMON: {"levels": (RITUAL_LEVEL_NAMES, "at least"), "attribute": (("any",) + ATTRIBUTE_NAMES[1:], "any")},
    OP_RETURN_TO_HAND: {},
    OP_ADD_COUNTER: {"count": ((), 1), "max": ((), None)},
    OP_BANISH_BATTLED: {},
    OP_SUMMON_SELF: {"position": (SUMMON_POSITION_NAMES, "choice"), "stats": ((), 0)},
    OP_REDIRECT_ATTACK: {},
    OP_EXCHANGE_HANDS: {},
    OP_DECLARE_LEVEL_EXCAVATE: {},
    OP_KEEP_ONE_TYPE: {},
    OP_TRIBUTE_FOR_DAMAGE: {},
    OP_GAIN_ATK: {"atk": ((), 0), "until": (GAIN_UNTIL_NAMES, "end of turn"), "def": ((), 0), "as_many": (None, False),
                  "battled": (None, False), "piercing": (None, False)},
    OP_HALVE_ORIGINAL_ATK: {},
    OP_DOUBLE_OWN_ATK: {"race": (SUMMON_RACE_NAMES, "any")},
    OP_LOOK_AT_HAND: {"then": (LOOK_THEN_NAMES, None)},
    OP_SWAP_ORIGINAL_STATS: {},
    OP_MILL: {"count": ((), 1), "who": (DAMAGE_WHO_NAMES, "you"), "as_many": (None, False)},
    OP_DESTROY_BATTLED: {"race": (SUMMON_RACE_NAMES, "any"), "or_race": (OR_RACE_NAMES, "none")},
    OP_PLAYER_MODIFIER: {"kind": (PLAYER_MODIFIER_NAMES, None), "who": (SELECT_WHOSE_NAMES, "you"),
                         "until": (PLAYER_UNTIL_NAMES, "end of turn"), "count": ((), 1), "atk_min": ((), 0),
                         "atk_max": ((), 0), "every_draw": (None, False)},
    OP_SWAP_CONTROL: {},
    OP_GIVE_CONTROL: {},
    OP_ATTACK_ALL: {},
    OP_COPY_ORIGINAL_STATS: {},
    OP_EQUIP_TARGET_TO_SELF: {},
    OP_LOCK_TARGETS: {},
    OP_EACH_SUMMONS_FROM_DECK: {"race": (SUMMON_RACE_NAMES, "any"), "atk_max": ((), 10000)},
    OP_REQUIRE_COUNT: {},                # its selector keys and min/max: _require_count
    OP_ADD_COUNTER_TARGET: {"count": ((), 1)},
    OP_TRIBUTABLE_TARGET: {},
    OP_HALVE_ATK_TO_OTHER: {},
    OP_SWAP_TARGET_ORIGINAL: {"until": (GAIN_UNTIL_NAMES, "end of turn")},
    OP_LOOK_TOP_CARD: {},
    OP_GUESS_HAND_KIND: {},
    OP_EXTRA_NORMAL_SUMMON: {},
    OP_SHUFFLE_SET_MONSTERS: {},
    OP_DISCARD_RANDOM_OR_DESTROY_OWN: {},
    OP_EQUIP_FROM_GRAVE: {"race": (SUMMON_RACE_NAMES, "any")},
    OP_TARGET_TO_DECK: {},
    OP_TOSS_COIN: {"times": ((), 1)},
    OP_ROLL_DIE: {"times": ((), 1), "declare": ((), 0)},
    OP_SKIP_PHASE: {"phase": (SKIP_PHASE_NAMES, None), "who": (SELECT_WHOSE_NAMES, "you"), "count": ((), 1)},
    OP_NEGATE_EFFECT: {},
    OP_ZONES_TO_DECK_DRAW: {"who": (EACH_WHO_NAMES, "each"), "draw": ((), 0)},   # and zones: _zones
    OP_SWAP_DECK_GRAVE: {"who": (EACH_WHO_NAMES, "each")},
    OP_EXCAVATE_SUMMON: {"count": ((), 5), "max_level": ((), 4), "who": (EACH_WHO_NAMES, "each")},
    OP_DISCARD_EVENT_CARD: {},
    OP_OPPONENT_PICKS_FROM_DECK: {"count": ((), 5)},
    OP_KEEP_ONE_SEND_REST: {},
    OP_OPPONENT_SUMMONS_TO_BATTLE: {"battle_damage": (BATTLE_DAMAGE_NAMES, "normal")},
}
CHANCE_OPS = (OP_TOSS_COIN, OP_ROLL_DIE)   # they set the link's chance result, which a later op's if_result reads
# the range of an integer parameter (names ``()`` above), by its name; any other takes DEFAULT_RANGE
PARAM_RANGES = {"atk_min": (0, 10000), "atk_max": (0, 10000), "lp": (0, 30000), "max_level": (1, 12), "draw": (0, 10), "amount": (1, 8000),
                "stats": (0, 8000), "atk": (-8000, 8000), "def": (-8000, 8000), "until_hand": (0, 10),
                "less_per_spell_trap": (0, 8000), "damage_per_level": (0, 1000),
                "times": (1, MAX_CHANCES), "declare": (0, MAX_DECLARED_NUMBERS)}
DEFAULT_RANGE = (1, 10)
MAX_TOKENS = 5           # tokens special_summon_tokens summons at once (its count: 1..MAX_TOKENS)
SELF_OPS = (OP_RETURN_TO_HAND, OP_BANISH_BATTLED, OP_COPY_ORIGINAL_STATS, OP_DESTROY_BATTLED, OP_EQUIP_TO_BATTLED,
            OP_DESTROY_ATTACHED, OP_EQUIP_TARGET_TO_SELF)     # act on the monster itself: a monster's effect only
SELF_TARGET_OPS = (OP_GAIN_ATK, OP_SET_TARGET, OP_SWAP_TARGET_ORIGINAL)   # target ops that, without a target, act on the monster itself


def compile_ops(at: str, effect: dict, kind: int, remains: bool, fields: EffectFields, k: int,
                row_of_name: Callable[[str], int | None]) -> None:
    """Effect ``k``'s ``ops`` list into ``e_op``, ``e_if_done`` and ``e_arg`` (and the selector
    slots of the ops that select), each op checked against the effect around it; ``kind``: the
    card's, ``remains``: whether the card stays on the field once resolved."""
    ops = effect.get("ops")
    least = 0 if remains else 1                  # a lasting card may do nothing but stay (its statics act)
    if not isinstance(ops, list) or not least <= len(ops) <= MAX_OPS:
        raise EffectDataError(f"{at}: ops must list {least} to {MAX_OPS} operations")
    alternatives = sum(isinstance(op, dict) and op.get("alternative") is True for op in ops)
    if alternatives not in (0, 2) or (alternatives and any(isinstance(op, dict) and (op.get("op") == "declare_mill" or (
            isinstance(op.get("filter"), dict) and op["filter"].get("race") == "declared")) for op in ops)):
        raise EffectDataError(f"{at}: alternative marks exactly 2 ops (the activator chooses one of them as they "
                              f"activate the effect), not in an effect that declares")
    for j, op in enumerate(ops):
        per = op.get("per") if isinstance(op, dict) else None
        if_done = op.get("if_done", False) if isinstance(op, dict) else False
        if not isinstance(if_done, bool) or (if_done and j == 0):
            raise EffectDataError(f"{at}: op {j + 1}: if_done (true or false: \"and if you do\", the op runs only "
                                  f"if the op before it acted on something) is for an op after the first")
        if_opponent = op.get("if_opponent", False) if isinstance(op, dict) else False
        if not isinstance(if_opponent, bool) or (if_opponent and fields["e_opp"][k] != OPP_LINK):
            raise EffectDataError(f"{at}: op {j + 1}: if_opponent (true or false: the op runs only if the trigger's "
                                  f"event named an opponent) needs opponent 'OPP-LINK'")
        alternative = op.get("alternative", False) if isinstance(op, dict) else False
        if not isinstance(alternative, bool) or (alternative and (if_done or if_opponent)):
            raise EffectDataError(f"{at}: op {j + 1}: alternative (true or false: the activator chooses one of the "
                                  f"effect's 2 alternative ops as they activate it) is not with if_done or if_opponent")
        if_turn = op.get("if_turn") if isinstance(op, dict) else None
        if if_turn is not None and (if_turn not in IF_TURN_NAMES or alternative):
            raise EffectDataError(f"{at}: op {j + 1}: if_turn (the op runs only in its activator's own turn, or only "
                                  f"in another player's: one of {list(IF_TURN_NAMES)}) is not with alternative")
        fields["e_if_done"][k][j] = RUN_IF_DONE * int(if_done) + RUN_IF_OPPONENT * int(if_opponent) \
            + RUN_IF_CHOSEN * int(alternative) + _if_result(f"{at}: op {j + 1}", op, fields["e_op"][k][:j],
                                                            any(fields["e_op"][k][i] == OP_ROLL_DIE
                                                                and fields["e_arg"][k][i][1] for i in range(j))) \
            + (0 if if_turn is None else (RUN_IF_OWN_TURN, RUN_IF_OTHERS_TURN)[IF_TURN_NAMES.index(if_turn)])
        if isinstance(op, dict) and op.get("op") == "require_count":
            _check_op(at, j, OP_REQUIRE_COUNT, [0, 0, 0], kind, fields, k)
            fields["e_op"][k][j] = OP_REQUIRE_COUNT
            fields["e_arg"][k][j] = _require_count(f"{at}: op {j + 1}", op, fields, k, j, row_of_name)
            continue
        code, args = _compile_op(f"{at}: op {j + 1}", {key: v for key, v in op.items()
                                                      if key not in ("per", "if_done", "if_opponent", "alternative", "if_result",
                                                                             "if_turn")}
                                 if isinstance(op, dict) else op, row_of_name)
        as_many = args[1] if code == OP_DRAW else args[2] >> 1 if code == OP_GAIN_LP \
            else args[2] if code == OP_SPECIAL_SUMMON else args[2] & DAMAGE_AS_MANY if code == OP_DAMAGE \
            else args[0] if code == OP_DESTROY else args[2] if code == OP_MILL else 0
        if as_many and ("count" in op or "per" in op or (j == 0 and not (code == OP_DAMAGE and fields["e_cost_tribute"][k]))):
            raise EffectDataError(f"{at}: op {j + 1}: {OPERATION_NAMES[code]} with as_many acts once for each card "
                                  f"the op before it acted on: no count or per, and not the first op (damage: unless "
                                  f"the effect's tribute_cost or send_self_cost sends its card, whose counters it "
                                  f"counts)")
        if as_many and code == OP_SPECIAL_SUMMON and op.get("pick") != "up to":
            raise EffectDataError(f"{at}: op {j + 1}: special_summon with as_many summons up to as many: pick 'up to'")
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
        _check_op(at, j, code, args, kind, fields, k)
        fields["e_op"][k][j] = code
        fields["e_arg"][k][j] = args


def _if_result(at: str, op: Any, before: list[int], declared: bool) -> int:
    """An op's ``if_result = [min, max]``: it runs only if the chance result of the toss_coin or roll_die before it
    (the Heads tossed, or the dice total) is within; its RUN_IF_RESULT bits for ``e_if_done``. After a roll_die
    that declares numbers (``declared``), ``"declared"`` or ``"not declared"``: only if the result is (not) one of
    them (Sixth Sense)."""
    if not isinstance(op, dict) or "if_result" not in op:
        return 0
    bounds = op["if_result"]
    if bounds in ("declared", "not declared") and declared:
        return RUN_IF_RESULT + (RESULT_DECLARED if bounds == "declared" else RESULT_UNDECLARED)
    top = MAX_CHANCES * 6
    if not any(code in CHANCE_OPS for code in before) or not isinstance(bounds, list) or len(bounds) != 2 \
            or not all(isinstance(b, int) and not isinstance(b, bool) and 0 <= b <= top for b in bounds) \
            or bounds[0] > bounds[1]:
        raise EffectDataError(f"{at}: if_result ([min, max], 0..{top}: the op runs only if the Heads tossed or the "
                              f"dice total of the toss_coin or roll_die before it is within; 'declared' or 'not "
                              f"declared' after a roll_die with declare) follows such an op")
    return RUN_IF_RESULT + (bounds[0] << RESULT_SHIFT) + (bounds[1] << (RESULT_SHIFT + 8))


def _check_op(at: str, j: int, code: int, args: list[int], kind: int, fields: EffectFields, k: int) -> None:
    """Op ``j`` (``code``, ``args``) of effect ``k`` checked against that effect: its target, condition,
    trigger, opponent and the ops before it, and against the card's ``kind``."""
    cond, target = fields["e_cond"][k], fields["e_target"][k]
    if code in TARGET_OPS and fields["x_count"][k][TARGET_SLOT] > 1 and code not in TWO_TARGET_OPS:
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on one target; with "
                              f"a target count of 2 only {[OPERATION_NAMES[c] for c in TWO_TARGET_OPS]}")
    if code == OP_GAIN_ATK and args[1] & GAIN_BATTLED and target != TGT_NONE:
        raise EffectDataError(f"{at}: op {j + 1} (gain_stats with battled) acts on the monster this card battles, "
                              f"so its effect has no target")
    if code in TARGET_OPS and target == TGT_NONE and not (code in SELF_TARGET_OPS and kind == KIND_MONSTER):
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) needs a target"
                              f"{' (without one, a monster acts on itself)' if code in SELF_TARGET_OPS else ''}")
    if code == OP_HALVE_ATK_TO_OTHER and fields["x_count"][k][TARGET_SLOT] != 2:
        raise EffectDataError(f"{at}: op {j + 1} (halve_atk_add_to_other_target) needs a target count of 2")
    if code == OP_GAIN_ATK and args[1] & GAIN_AS_MANY and j == 0:
        raise EffectDataError(f"{at}: op {j + 1} (gain_stats with as_many: that much for each card the op before "
                              f"it acted on) is not the first op")
    if code == OP_DAMAGE and args[1] == DAMAGE_TO_TARGET_CONTROLLER and target == TGT_NONE:
        raise EffectDataError(f"{at}: op {j + 1} (damage to the target's controller) needs a target")
    if code == OP_GAIN_ATK and args[1] & 3 == GAIN_UNTIL_END_OF_DAMAGE_STEP and cond != COND_BATTLING:
        raise EffectDataError(f"{at}: op {j + 1} (gain_stats with until 'end of damage step') "
                              f"needs condition 'this card battles' (B13: the Damage Step)")
    if code == OP_PLAYER_MODIFIER and args[2] % 8 in BATTLE_UNTILS and cond not in (COND_ATTACK, COND_ATTACKED):
        raise EffectDataError(f"{at}: op {j + 1} (player_modifier until '{PLAYER_UNTIL_NAMES[args[2] % 8]}') "
                              f"needs a battle: condition 'attack' or 'attacked by an opponent'")
    if (code == OP_NEGATE_SUMMON and cond != COND_SUMMON_ATTEMPT) \
            or (code in (OP_NEGATE_ACTIVATION, OP_NEGATE_EFFECT) and cond not in CHAIN_CONDITIONS):
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) needs the condition of what it "
                              f"negates: 'summon attempt' for negate_summon, a chain link's for negate_activation "
                              f"and negate_effect")
    if code == OP_ROLL_DIE and args[1] and args[0] != 1:
        raise EffectDataError(f"{at}: op {j + 1} (roll_die with declare: numbers 1-6 declared before the roll) rolls "
                              f"1 die")
    if code in SELF_OPS and kind != KIND_MONSTER:
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on the monster itself: "
                              f"a monster's effect only")
    if (code in (OP_BANISH_BATTLED, OP_DAMAGE_BATTLED_ATK) or (code == OP_GAIN_ATK and args[1] & GAIN_BATTLED)) \
            and fields["e_trigger"][k] not in BATTLED_TRIGGERS:
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}"
                              f"{' with battled' if code == OP_GAIN_ATK else ''}) is for a trigger on 'battles a monster', "
                              f"'destroyed in battle, after damage calculation' or 'attacked in attack position, "
                              f"before damage calculation' only")
    if code == OP_EQUIP_TO_BATTLED and fields["e_trigger"][k] != 1 << TRIG_FACE_DOWN_ATTACKED:
        raise EffectDataError(f"{at}: op {j + 1} (equip_self_to_battled) is for a trigger on 'attacked face-down, "
                              f"before damage calculation' only")
    if code == OP_DESTROY_ATTACHED and fields["e_trigger"][k] != 1 << TRIG_ATTACHED_STANDBY:
        raise EffectDataError(f"{at}: op {j + 1} (destroy_attached_monster) is for a trigger on 'standby phase of the "
                              f"attached monster's controller' only")
    if code == OP_DESTROY_BATTLED and fields["e_trigger"][k] not in (1 << TRIG_BATTLED_SURVIVOR,
                                                                    1 << TRIG_ATTACKS_FACE_UP_DEF,
                                                                    1 << TRIG_ATTACKS_FACE_DOWN):
        raise EffectDataError(f"{at}: op {j + 1} (destroy_battled) is for a trigger on 'battles a monster that "
                              f"survives', 'attacks a face-up defense position monster' or 'attacks a face-down "
                              f"monster' only (an attack in progress)")
    if code == OP_ADD_COUNTER and args[0] > args[1]:
        raise EffectDataError(f"{at}: op {j + 1} (place_counter) places count counters up to max: count "
                              f"must not exceed max")
    if code == OP_SUMMON_FROM_HAND and args[2] & 1 and not any(
            fields["e_op"][k][i] == OP_SEND_TO_GRAVE and fields["e_arg"][k][i][0] for i in range(j)):
        raise EffectDataError(f"{at}: op {j + 1} (summon_from_hand with after_tribute) follows a "
                              f"send_to_graveyard with tribute")
    if code == OP_DAMAGE and args[2] & DAMAGE_TARGET_ATK and target == TGT_NONE:
        raise EffectDataError(f"{at}: op {j + 1} (damage with target_atk: equal to the target's ATK) needs a target")
    if code == OP_DAMAGE and args[2] >> 2 and args[1] != DAMAGE_TO_EVERY_PLAYER:
        raise EffectDataError(f"{at}: op {j + 1} (damage with less_per_spell_trap) goes with who 'every player'")
    if code == OP_REDIRECT_ATTACK and (fields["e_trigger"][k] != 1 << TRIG_ATTACKED_FACE_DOWN
                                       or fields["e_opp"][k] != OPP_LINK or target != TGT_SELECT):
        raise EffectDataError(f"{at}: op {j + 1} (redirect_attack) needs trigger 'attacked face-down', opponent "
                              f"'OPP-LINK' and a selected target (the new attack target)")
    if code == OP_SUMMON_SELF and kind == KIND_SPELL:
        raise EffectDataError(f"{at}: op {j + 1} (special_summon_self) is a monster's, or a Trap Monster's")
    if code == OP_OPPONENT_SUMMONS_TO_BATTLE and (j == 0 or fields["e_op"][k][j - 1] != OP_KEEP_ONE_SEND_REST):
        raise EffectDataError(f"{at}: op {j + 1} (opponent_summons_from_deck_to_battle) battles the monster the op "
                              f"before it kept: it follows keep_one_send_rest")
    if code == OP_DISCARD_EVENT_CARD and target != TGT_EVENT_CARD:
        raise EffectDataError(f"{at}: op {j + 1} (discard_event_card) discards the card of the condition's event: "
                              f"target 'event card'")
    if code == OP_SET_FROM_HAND and OP_DESTROY_TARGET not in fields["e_op"][k][:j]:
        raise EffectDataError(f"{at}: op {j + 1} (set_spell_trap_from_hand) follows a destroy_target "
                              f"(\"destroy it, then you can Set\")")
    if (code in OPPONENT_OPS or (code in (OP_PLAYER_MODIFIER, OP_SKIP_PHASE) and args[1] == WHOSE_OPPONENT) or (code == OP_DAMAGE and args[1] == 1)
            or (code == OP_GAIN_LP and args[2] & 1 == 0) or (code == OP_FLIP_MONSTERS and args[0] == 0)
            or (code == OP_SUMMON_TOKENS and args[2] >= 2) or (code == OP_DESTROY_ATTACHED and args[0])
            or (code in (OP_DISCARD, OP_MILL, OP_HAND_TO_DECK) and args[1] == 1)
            or (code == OP_NEGATE_ACTIVATION and args[1]) or (code == OP_DRAW and args[2] & DRAW_WHO_OPPONENT)
            or (code in (OP_DESTROY, OP_DESTROY_TARGET) and args[1])
            or (code == OP_DISCARD_HAND_DRAW and args[1] != DISCARD_WHO_EACH)
            or (code == OP_DISCARD_RANDOM and not args[2] & DISCARD_RANDOM_YOU)
            or (code in (OP_ZONES_TO_DECK_DRAW, OP_SWAP_DECK_GRAVE) and args[1 if code == OP_ZONES_TO_DECK_DRAW else 0])
            or (code == OP_EXCAVATE_SUMMON and args[2])) \
            and fields["e_opp"][k] == OPP_NONE:
        raise EffectDataError(f"{at}: op {j + 1} ({OPERATION_NAMES[code]}) acts on the opponent, "
                              f"so opponent must be set")


def _require_count(at: str, op: dict, fields: EffectFields, k: int, j: int,
                   row_of_name: Callable[[str], int | None]) -> list[int]:
    """require_count: ``{ op = "require_count", from, whose, filter, min, max }``, the cards counted in the op's
    slot j; returns its args [min, max + 1 (0: no max), 0]. "You must control no Spell/Trap Cards to activate
    and to resolve this effect" is ``{ op = "require_count", from = "spells_traps", max = 0 }``."""
    high = op.get("max")
    low = op.get("min", 0 if high is not None else 1)
    for key, value in (("min", low), ("max", high)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 60):
            raise EffectDataError(f"{at}: require_count {key} must be an integer 0..60, got {value!r}")
    if high is not None and high < low:
        raise EffectDataError(f"{at}: require_count max ({high}) is below its min ({low})")
    try:
        compile_count(f"{at}: require_count", {key: v for key, v in op.items() if key not in ("op", "min", "max")},
                      fields, k, j, row_of_name, fields["e_opp"][k] != OPP_NONE)
    except SelectorError as error:
        raise EffectDataError(str(error)) from None
    return [low, 0 if high is None else high + 1, 0]


def _tokens(at: str, op: dict, row_of_name: Callable[[str], int | None]) -> list[int]:
    """special_summon_tokens: ``count`` (1..5) tokens of card ``token`` (a name; the database
    checks it is a token card) in ``position``."""
    extra = set(op) - {"op", "count", "token", "position", "to"}
    if extra:
        raise EffectDataError(f"{at}: special_summon_tokens takes count, token, position and to, not {sorted(extra)}")
    count = op.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_TOKENS:
        raise EffectDataError(f"{at}: count (tokens summoned at once) must be an integer 1..{MAX_TOKENS}, got {count!r}")
    row = card_row(at, "token", op.get("token"), row_of_name, "a token card")
    to = name_code(at, "to", op.get("to", "you"), TOKEN_TO_NAMES)    # whose field: arg2 // 2
    return [count, row, name_code(at, "position", op.get("position", "defense"), TOKEN_POSITION_NAMES) + 2 * to]


def _compile_op(at: str, op: Any, row_of_name: Callable[[str], int | None]) -> tuple[int, list[int]]:
    if not isinstance(op, dict):
        raise EffectDataError(f"{at}: an operation is a table like {{ op = \"draw\", count = 2 }}")
    code = name_code(at, "op", op.get("op"), OPERATION_NAMES[1:]) + 1
    if code in SELECT_OPS:
        try:
            return code, action_args(at, op, code)
        except SelectorError as error:
            raise EffectDataError(str(error)) from None
    if code == OP_SUMMON_TOKENS:
        return code, _tokens(at, op, row_of_name)
    if code == OP_SKIP_PHASE:                           # the phase as its row kind (SKIP_PHASE_MODS)
        phase, who, count = _params(at, op, code)
        return code, [SKIP_PHASE_MODS[phase], who, count]
    if code == OP_PLAYER_MODIFIER:                      # until and count share arg 2
        kind, who, until, count, atk_min, atk_max, every = _params(at, op, code)
        if "count" in op and until not in (PLAYER_UNTIL_COUNT, PLAYER_UNTIL_THEIR_NEXT_TURN, UNTIL_NEXT_TURN_OF,
                                           PLAYER_UNTIL_THEIR_TURN):
            raise EffectDataError(f"{at}: count goes with until 'count' (a modifier used up that many times), "
                                  f"'end of your next turn', 'end of their next turn' (the count-th next turn) or "
                                  f"'end of their turn' (the count-th, the one in progress counted)")
        if (("atk_min" in op) + ("atk_max" in op) == 1) != (kind == MOD_DESTROY_DRAWN) or (atk_min + atk_max) % 100 \
                or ("every_draw" in op and kind != MOD_DESTROY_DRAWN):
            raise EffectDataError(f"{at}: atk_min or atk_max (a multiple of 100) and every_draw go with kind "
                                  f"'destroy drawn monsters', and that kind needs one of atk_min and atk_max")
        drawn = (atk_min + atk_max) // 100 + DRAWN_AT_MOST * ("atk_max" in op) + DRAWN_EVERY_DRAW * every
        return code, [kind + MOD_KINDS * drawn, who, until + 8 * count]
    if code == OP_LOOK_DESTROY:                         # arg1: "or less"
        atk_min, atk_max = _params(at, op, code)
        if ("atk_min" in op) == ("atk_max" in op):
            raise EffectDataError(f"{at}: look_and_destroy_monsters takes atk_min or atk_max")
        return code, [atk_min + atk_max, int("atk_max" in op), 0]
    if code == OP_RITUAL_SUMMON:                        # a name filter (card) besides the declared parameters
        levels, attribute = _params(at, {key: value for key, value in op.items() if key != "card"}, code)
        return code, [card_row(at, "card", op["card"], row_of_name) if "card" in op else 0, attribute, levels]
    if code == OP_SUMMON_FROM_HAND and "card" in op:    # a name filter, kept above after_tribute in arg 2
        rest = {key: value for key, value in op.items() if key != "card"}
        code, args = _compile_op(at, rest, row_of_name)
        args[2] |= card_row(at, "card", op["card"], row_of_name) << 1
        return code, args
    if code == OP_DAMAGE and op.get("target_atk") is True:   # the amount is the target's ATK, as the link resolves
        if "amount" in op:
            raise EffectDataError(f"{at}: damage with target_atk (equal to the target's ATK) takes no amount")
        op = {**op, "amount": 1}
    if code == OP_ZONES_TO_DECK_DRAW:                   # zones: a list of names, as bits
        who, draw = _params(at, {key: v for key, v in op.items() if key != "zones"}, code)
        return code, [_zones(at, op.get("zones")), who, draw]
    args = _params(at, op, code)
    if code == OP_DAMAGE:                               # as_many, target_atk, less_per_spell_trap share arg 2
        amount, who, as_many, target_atk, less = args
        return code, [0 if target_atk else amount, who,
                      as_many * DAMAGE_AS_MANY + target_atk * DAMAGE_TARGET_ATK + (less << 2)]
    if code == OP_DRAW:                                 # who, discard, until_hand and keep_count share arg 2
        count, as_many, who, discard, until, keep = args
        if until and ("count" in op or as_many or discard):
            raise EffectDataError(f"{at}: draw with until_hand (draw until the drawer holds that many cards) takes no "
                                  f"count, as_many or discard")
        if keep and not until:
            raise EffectDataError(f"{at}: keep_count (the cards drawn become this card's counters) goes with until_hand")
        return code, [until or count, as_many, who * DRAW_WHO_OPPONENT + (discard << 1)
                      + DRAW_UNTIL_HAND * bool(until) + DRAW_KEEP_COUNT * keep]
    if code == OP_DISCARD_RANDOM:                       # who and per_counter share arg 2
        count, per_level, who, per_counter = args
        if per_counter and "count" in op:
            raise EffectDataError(f"{at}: discard_random with per_counter (as many as this card's counters) takes no count")
        return code, [count, per_level, who + 2 * per_counter]
    if code == OP_GAIN_LP:                              # who and as_many share arg 2
        amount, when, who, as_many = args
        return code, [amount, when, who + 2 * as_many]
    if code == OP_HAND_TO_DECK:                         # place and any_number share arg 2
        count, who, place, any_number = args
        if any_number and "count" in op:
            raise EffectDataError(f"{at}: hand_to_deck with any_number (1 or more, as many as the player likes) "
                                  f"takes no count")
        return code, [count, who, place + HAND_TO_DECK_ANY * any_number]
    if code == OP_GAIN_ATK and args[0] == 0 and args[2] == 0:
        raise EffectDataError(f"{at}: gain_stats needs atk or def (a change of -8000..8000, not 0)")
    if code == OP_GAIN_ATK:                             # as_many, battled, piercing share arg 1 with until
        atk, until, def_, as_many, battled, piercing = args
        args = [atk, until | as_many * GAIN_AS_MANY | battled * GAIN_BATTLED | piercing * GAIN_PIERCING, def_]
    return code, args + [0] * (3 - len(args))


def _zones(at: str, zones: Any) -> int:
    """zones_to_deck_and_draw's ``zones``: a non-empty list of ZONE_NAMES, as bits (ZONE_*)."""
    if not isinstance(zones, list) or not zones or any(z not in ZONE_NAMES for z in zones):
        raise EffectDataError(f"{at}: zones is a list of {list(ZONE_NAMES)} (the zones whose cards go to the Deck)")
    return sum(1 << ZONE_NAMES.index(z) for z in set(zones))


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
            args.append(name_code(at, key, value, names))
    return args
