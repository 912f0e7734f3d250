"""Selectors: which cards an action of an effect acts on, declared once (docs/effects.md "Selectors").

An action op (``destroy``, ``banish``, ``send_to_graveyard``, ``to_hand``, ``to_deck``,
``special_summon``) names its cards with selector keys beside ``op``, in the spirit of
ygopro-core's ``Duel.SelectMatchingCard(player, filter, player, from_zones, to_zones, min,
max)``::

    { op = "to_hand", from = "deck", filter = { race = "Warrior", level_max = 4 } }
    { op = "destroy", from = "monsters", whose = "opponent", pick = "lowest atk",
      filter = { position = "face_up" } }

This module is the selectors' one declaration: the keys with their allowed values, the card
table fields they compile to (``x_*``, one per effect and op, read by core/selection.py) and
their words for ``cards show``. A card that needs another filter adds a key here and its test
in core/selection.py, not an op.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .constants import (ATTRIBUTE_NAMES, FROM_NAMES, KIND_MONSTER, KIND_NAMES, MAX_EFFECTS, MAX_TARGETS, NAME_PARTS, OP_DAMAGE, OP_DRAW, OP_GAIN_LP,
                        OP_BANISH, OP_DESTROY, OP_SEND_TO_GRAVE, OP_SPECIAL_SUMMON, OP_TO_DECK, OP_TO_HAND, OP_TO_DEFENSE,
                        PICK_ALL, PICK_CHOOSE, PICK_NAMES, PICK_UP_TO, POSITION_FILTER_BITS, RACE_NAMES,
                        SEL_BANISHED, SEL_DECK, SEL_EXTRA, SEL_FIELD, SEL_GRAVEYARD, SEL_HAND, SEL_HIDDEN, SEL_MONSTERS, SEL_SPELLS_TRAPS,
                        SELECT_SUMMON_NAMES, SUMMON_BOUND, SUMMON_NO_DIRECT_ATTACK, SUMMON_TO_DECK, DECK_PLACE_NAMES, SELECT_WHOSE_NAMES, SELECTOR_SLOTS, SUBTYPE_NAMES, TARGET_SLOT,
                        WHOSE_OPPONENT, WHOSE_YOU, X_SAME_LEVEL, OP_SET_ATK, ATK_DAMAGE_NAMES, RACE_DECLARED, TGT_NONE)

NO_LIMIT = -1            # an unbounded end of a Level, ATK or DEF range
MAX_COUNT = 5            # cards one selection may choose

# the card table's selector fields, per effect and slot (each op's, then the targets': TARGET_SLOT) (+ a range's 2)
SELECTION_DTYPE: list[tuple] = [
    ("x_from", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # FROM_NAMES bits: where it looks
    ("x_whose", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),     # SELECT_WHOSE_NAMES: whose cards
    ("x_pick", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # PICK_NAMES: which of them
    ("x_count", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),     # how many a choice takes
    ("x_optional", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),  # "you can": may be declined, needs nothing to activate
    ("x_kind", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # bits 1 << KIND_*; 0: any
    ("x_subtype", np.int32, (MAX_EFFECTS, SELECTOR_SLOTS)),  # bits 1 << SUBTYPE_*; 0: any
    ("x_race", np.int32, (MAX_EFFECTS, SELECTOR_SLOTS)),     # bits 1 << RACE_*; 0: any
    ("x_attr", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # bits 1 << ATTRIBUTE_*; 0: any
    ("x_level", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS, 2)),  # min, max (NO_LIMIT: open)
    ("x_atk", np.int16, (MAX_EFFECTS, SELECTOR_SLOTS, 2)),   # on the field the current ATK, elsewhere the printed one
    ("x_def", np.int16, (MAX_EFFECTS, SELECTOR_SLOTS, 2)),
    ("x_card", np.int16, (MAX_EFFECTS, SELECTOR_SLOTS)),     # the card of that name: database row + 1; 0: any
    ("x_card2", np.int16, (MAX_EFFECTS, SELECTOR_SLOTS)),    # or of this second name (row + 1; 0: none)
    ("x_pos", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),       # POS_BIT_* on the field; 0: any
    ("x_self", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # the card whose effect it is: 1 may be among them, 2 alone
    ("x_unseen", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),    # a face-down card passes its kind/subtype/name unseen
    ("x_nsum", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),      # bit 1: a monster that can be Normal Summoned or Set;
                                                             # bit 2: one that can hold one more counter
    ("x_name_part", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),  # NAME_PARTS index + 1 its name includes; 0: any
    ("x_lvl_plus", np.int8, (MAX_EFFECTS, SELECTOR_SLOTS)),  # Level at most the cost's Tributed monster's + this - 1; 0 none
]
SELECTION_FIELDS = tuple(name for name, *_ in SELECTION_DTYPE)

FROM_ALIASES = {"field": SEL_FIELD}
# where each action may take cards from (destroying is on the field; a summon from the hand, Deck, GY, banished)
ACTION_FROM = {OP_DESTROY: SEL_FIELD, OP_BANISH: SEL_FIELD | SEL_HAND | SEL_DECK | SEL_GRAVEYARD,
               OP_SEND_TO_GRAVE: SEL_FIELD | SEL_HAND | SEL_DECK, OP_TO_HAND: SEL_FIELD | SEL_DECK | SEL_GRAVEYARD
               | SEL_BANISHED, OP_TO_DECK: SEL_FIELD | SEL_HAND | SEL_GRAVEYARD | SEL_BANISHED,
               OP_SPECIAL_SUMMON: SEL_HAND | SEL_DECK | SEL_GRAVEYARD | SEL_BANISHED | SEL_EXTRA,
               OP_TO_DEFENSE: SEL_MONSTERS, OP_SET_ATK: SEL_MONSTERS}
ACTION_PARAMS = {OP_SPECIAL_SUMMON: {"position": (SELECT_SUMMON_NAMES, "choice"), "bound": (None, False),
                                     "as_many": (None, False),   # as_many: up to as many as the op before
                                     "no_direct_attack": (None, False), "return_in_end_phase": (None, False)},
                 OP_DESTROY: {"as_many": (None, False),   # as many as the op before it acted on (Infernal Flame Emperor)
                              "atk_damage": (ATK_DAMAGE_NAMES, "none")},   # damage equal to its ATK (Judgment of Anubis)
                 OP_SEND_TO_GRAVE: {"tribute": (None, False)},   # as a Tribute (a `tribute` event: Magical Dimension)
                 OP_TO_DECK: {"place": (DECK_PLACE_NAMES, "shuffle")},
                 OP_TO_DEFENSE: {"zero_original_def": (None, False), "lock_position": (None, False),
                                 "face_down": (None, False)},
                 OP_SET_ATK: {"atk": ((), None)}}   # None: a bool; (): an ATK 0..10000
SELECT_KEYS = {"from", "whose", "pick", "count", "optional", "filter"}
TARGET_KEYS = {"from", "whose", "count", "pick", "filter", "optional"}
COUNT_KEYS = {"from", "whose", "filter"}
PER_OPS = (OP_DAMAGE, OP_GAIN_LP, OP_DRAW)   # the ops whose amount may be "for each" card a selection counts
RANGES = {"level": (1, 12), "atk": (0, 10000), "def": (0, 10000)}
MONSTER_KEYS = {"race", "attribute", "level_min", "level_max", "atk_min", "atk_max", "def_min", "def_max",
                "level_max_over_tributed", "level_of_tributed"}
FILTER_KEYS = {"kind", "subtype", "race", "attribute", "card", "position", "this_card", "or_face_down",
               "normal_summonable", "counter_room", "name_part", "level_max_over_tributed",
               "equipped_to_this_card", "attacking", "named_like_target", "level_of_tributed"} \
    | {f"{stat}_{end}" for stat in RANGES for end in ("min", "max")}


class SelectorError(ValueError):
    pass


def empty_selections() -> dict[str, Any]:
    """The ``x_*`` values of a card none of whose ops selects."""
    out: dict[str, Any] = {}
    for name, _, shape in SELECTION_DTYPE:
        fill = NO_LIMIT if len(shape) == 3 else 0
        out[name] = np.full(shape, fill).tolist()
    return out


def _names(at: str, key: str, value: Any, names: tuple[str, ...], first: int = 0) -> int:
    """Bits of the names ``value`` gives (one name or a list); ``first`` skips the '' of NONE."""
    values = value if isinstance(value, list) else [value]
    if not values or any(v not in names[first:] for v in values):
        raise SelectorError(f"{at}: {key} must be one or a list of {list(names[first:])}, got {value!r}")
    return sum(1 << names.index(v) for v in set(values))


def compile_target(at: str, spec: Any, out: dict[str, Any], e: int, row_of_name: Callable[[str], int | None],
                   has_opponent: bool, summons: bool) -> None:
    """``target = { from, whose, count, pick, filter, optional }``: the cards effect e's activator selects as its
    targets (slot TARGET_SLOT; pick "up to": only the first is due; optional: none is); a target for a Special
    Summon is a monster."""
    if not isinstance(spec, dict) or set(spec) - TARGET_KEYS:
        raise SelectorError(f"{at}: target is 'event card' or a table with keys from {sorted(TARGET_KEYS)}, "
                            f"got {spec!r}")
    count = spec.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_TARGETS:
        raise SelectorError(f"{at}: target count (cards the effect targets) must be an integer 1..{MAX_TARGETS}, "
                            f"got {count!r}")
    pick = spec.get("pick", "choose")
    if pick not in ("choose", "up to") or (pick == "up to" and count < 2):
        raise SelectorError(f"{at}: target pick is 'choose' (count targets) or 'up to' (with a count of 2 or more: "
                            f"the first is due, the others may be declined), got {pick!r}")
    _compile_cards(at, spec, None, out, e, TARGET_SLOT, row_of_name, has_opponent)
    out["x_pick"][e][TARGET_SLOT] = PICK_NAMES.index(pick)
    if out["x_from"][e][TARGET_SLOT] & SEL_HIDDEN:
        raise SelectorError(f"{at}: a target is a card on the field, in a graveyard or banished: not from a hand or Deck")
    out["x_count"][e][TARGET_SLOT] = count
    optional = spec.get("optional", False)
    if not isinstance(optional, bool):
        raise SelectorError(f"{at}: target optional (\"you can target\": none is due, the first may be declined "
                            f"too, and the effect is activated without one) must be true or false, got {optional!r}")
    out["x_optional"][e][TARGET_SLOT] = int(optional)
    if summons:
        out["x_kind"][e][TARGET_SLOT] = 1 << KIND_MONSTER


def compile_count(at: str, spec: Any, out: dict[str, Any], e: int, j: int, row_of_name: Callable[[str], int | None],
                  has_opponent: bool) -> None:
    """``per = { from, whose, filter }``: the cards op j of effect e counts ("for each"), in its slot j.
    A count reads any player's hand or Deck (how many cards it holds is public)."""
    if not isinstance(spec, dict) or set(spec) - COUNT_KEYS:
        raise SelectorError(f"{at}: per is a table with keys from {sorted(COUNT_KEYS)} (the cards counted), "
                            f"got {spec!r}")
    _compile_cards(at, spec, None, out, e, j, row_of_name, has_opponent, counting=True)


def compile_selection(at: str, op: dict, code: int, out: dict[str, Any], e: int, j: int,
                      row_of_name: Callable[[str], int | None], has_opponent: bool) -> None:
    """Write op j of effect e's selector keys into ``out`` (from ``empty_selections``)."""
    _compile_cards(at, op, code, out, e, j, row_of_name, has_opponent)
    pick = op.get("pick", "choose")
    if pick not in PICK_NAMES:
        raise SelectorError(f"{at}: pick must be one of {list(PICK_NAMES)}, got {pick!r}")
    pick = PICK_NAMES.index(pick)
    if pick > PICK_ALL and out["x_from"][e][j] != SEL_MONSTERS:
        raise SelectorError(f"{at}: pick '{PICK_NAMES[pick]}' compares monsters on the field: from 'monsters'")
    if pick == PICK_ALL and code == OP_SPECIAL_SUMMON and op.get("position", "choice") == "choice":
        raise SelectorError(f"{at}: special_summon of every monster found (\"as many as possible\") needs a position "
                            f"other than 'choice'; else pick 'choose' or 'up to'")
    count = op.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COUNT \
            or ("count" in op and pick not in (PICK_CHOOSE, PICK_UP_TO)):
        raise SelectorError(f"{at}: count (1..{MAX_COUNT}) goes with pick 'choose' or 'up to', got {count!r}")
    optional = op.get("optional", False)
    if not isinstance(optional, bool):
        raise SelectorError(f"{at}: optional (\"you can\": it may be declined) must be true or false")
    out["x_pick"][e][j], out["x_count"][e][j], out["x_optional"][e][j] = pick, count, int(optional)


def _compile_cards(at: str, op: dict, code: int | None, out: dict[str, Any], e: int, j: int,
                   row_of_name: Callable[[str], int | None], has_opponent: bool, counting: bool = False) -> None:
    """``from``, ``whose`` and ``filter`` of an op's selection (``code``) or of the targets (None)."""
    raw_from = op.get("from")
    values = raw_from if isinstance(raw_from, list) else [raw_from]
    if not values or any(v not in FROM_NAMES and v not in FROM_ALIASES for v in values):
        raise SelectorError(f"{at}: from must be one or a list of {list(FROM_NAMES) + list(FROM_ALIASES)}, "
                            f"got {raw_from!r}")
    where = 0
    for v in values:
        where |= FROM_ALIASES.get(v, 0) or 1 << FROM_NAMES.index(v)
    if code is not None and where & ~ACTION_FROM[code]:
        allowed = [n for b, n in enumerate(FROM_NAMES) if ACTION_FROM[code] >> b & 1]
        raise SelectorError(f"{at}: {op['op']} takes cards from {allowed}, not {raw_from!r}")
    whose = SELECT_WHOSE_NAMES.index(op["whose"]) if op.get("whose") in SELECT_WHOSE_NAMES else -1
    if whose < 0 and "whose" in op:
        raise SelectorError(f"{at}: whose must be one of {list(SELECT_WHOSE_NAMES)}, got {op['whose']!r}")
    whose = max(whose, WHOSE_YOU)
    if where & SEL_HIDDEN and whose != WHOSE_YOU and not counting and op.get("pick") != "all":
        raise SelectorError(f"{at}: a selection from a hand, a Deck or an Extra Deck is of your own cards (whose "
                            f"'you'), unless it takes them all (pick 'all': Ocean Dragon Lord - Neo-Daedalus)")
    if whose == WHOSE_OPPONENT and not has_opponent:
        raise SelectorError(f"{at}: whose 'opponent' needs the effect's opponent to be set")
    out["x_from"][e][j], out["x_whose"][e][j] = where, whose
    _compile_filter(f"{at}: filter", op.get("filter", {}), code, out, e, j, row_of_name)


def _compile_filter(at: str, filt: Any, code: int | None, out: dict[str, Any], e: int, j: int,
                    row_of_name: Callable[[str], int | None]) -> None:
    if not isinstance(filt, dict) or set(filt) - FILTER_KEYS:
        raise SelectorError(f"{at}: a table with keys from {sorted(FILTER_KEYS)}, got {filt!r}")
    kind = _names(at, "kind", filt["kind"], KIND_NAMES) if "kind" in filt else 0
    summonable = filt.get("normal_summonable", False)
    if not isinstance(summonable, bool):
        raise SelectorError(f"{at}: normal_summonable (true: a monster that can be Normal Summoned or Set, not a "
                            f"Fusion, Ritual or token, nor one only its procedure summons) must be true or false, "
                            f"got {summonable!r}")
    room = filt.get("counter_room", False)
    if not isinstance(room, bool) or (room and not out["x_from"][e][j] & SEL_MONSTERS):
        raise SelectorError(f"{at}: counter_room (true: a face-up card that can hold one more counter) must be "
                            f"true or false, in a selection from the monsters, got {room!r}")
    equipped = filt.get("equipped_to_this_card", False)
    if not isinstance(equipped, bool) or (equipped and out["x_from"][e][j] & ~SEL_SPELLS_TRAPS):
        raise SelectorError(f"{at}: equipped_to_this_card (true: an Equip Card attached to the card itself) must be "
                            f"true or false, in a selection from the spells_traps, got {equipped!r}")
    attacking = filt.get("attacking", False)
    if not isinstance(attacking, bool) or (attacking and out["x_from"][e][j] != SEL_MONSTERS):
        raise SelectorError(f"{at}: attacking (true: the monster declaring the attack in progress) must be true or "
                            f"false, in a selection from the monsters, got {attacking!r}")
    like_target = filt.get("named_like_target", False)
    if not isinstance(like_target, bool) or (like_target and (code is None or out["e_target"][e] == TGT_NONE)):
        raise SelectorError(f"{at}: named_like_target (true: a card of the same name as the link's target) must be "
                            f"true or false, in an op's selection of an effect with a target, got {like_target!r}")
    same_level = filt.get("level_of_tributed", False)
    if not isinstance(same_level, bool) or (same_level and code is None):
        raise SelectorError(f"{at}: level_of_tributed (true: a monster of the Level of the monster the effect's "
                            f"tribute_same_level cost Tributed) must be true or false, in an op's selection")
    out["x_nsum"][e][j] = int(summonable) | (2 if room else 0) | (4 if equipped else 0) | (8 if attacking else 0) \
        | (16 if like_target else 0) | (X_SAME_LEVEL if same_level else 0)
    # bits: 1 normal_summonable, 2 counter_room, 4 equipped_to_this_card, 8 attacking, 16 named_like_target,
    # X_SAME_LEVEL level_of_tributed
    monster_keys = MONSTER_KEYS & set(filt) | ({"normal_summonable"} if summonable else set())
    if code == OP_SPECIAL_SUMMON or monster_keys:
        if kind & ~(1 << KIND_MONSTER):
            raise SelectorError(f"{at}: {sorted(monster_keys) or 'special_summon'} select monsters: kind 'monster'")
        kind = 1 << KIND_MONSTER
    out["x_kind"][e][j] = kind
    out["x_subtype"][e][j] = _names(at, "subtype", filt["subtype"], SUBTYPE_NAMES) if "subtype" in filt else 0
    if filt.get("race") == "declared" and code is None:
        raise SelectorError(f"{at}: race 'declared' (the Type declared as the effect is activated) is an op's filter, "
                            f"not a target's or a count's")
    out["x_race"][e][j] = RACE_DECLARED if filt.get("race") == "declared" \
        else _names(at, "race", filt["race"], RACE_NAMES, 1) if "race" in filt else 0
    out["x_attr"][e][j] = _names(at, "attribute", filt["attribute"], ATTRIBUTE_NAMES, 1) if "attribute" in filt else 0
    for stat, (low, high) in RANGES.items():
        for end, slot in (("min", 0), ("max", 1)):
            value = filt.get(f"{stat}_{end}", NO_LIMIT)
            if value != NO_LIMIT and (not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high):
                raise SelectorError(f"{at}: {stat}_{end} must be an integer {low}..{high}, got {value!r}")
            out[f"x_{stat}" if stat != "level" else "x_level"][e][j][slot] = value
    if "card" in filt:                       # one name, or a list of 2 ("Harpie Lady" or "Harpie Lady Sisters")
        cards = filt["card"] if isinstance(filt["card"], list) else [filt["card"]]
        rows = [row_of_name(c) if isinstance(c, str) else None for c in cards]
        if not 1 <= len(rows) <= 2 or None in rows:
            raise SelectorError(f"{at}: card must name a card in the database (or list 2 names), got {filt['card']!r}")
        out["x_card"][e][j] = rows[0] + 1
        out["x_card2"][e][j] = rows[1] + 1 if len(rows) == 2 else 0
    if "level_max_over_tributed" in filt:     # Level at most the Tributed monster's + this (Ninjitsu: + 3)
        plus = filt["level_max_over_tributed"]
        if not isinstance(plus, int) or isinstance(plus, bool) or not 0 <= plus <= 12:
            raise SelectorError(f"{at}: level_max_over_tributed (Levels above the cost's Tributed monster's) must be "
                                f"an integer 0..12, got {plus!r}")
        out["x_lvl_plus"][e][j] = plus + 1
    if "name_part" in filt:
        if filt["name_part"] not in NAME_PARTS:
            raise SelectorError(f"{at}: name_part (a part the card's name includes) must be one of "
                                f"{list(NAME_PARTS)}, got {filt['name_part']!r}")
        out["x_name_part"][e][j] = NAME_PARTS.index(filt["name_part"]) + 1
    if "position" in filt:
        if filt["position"] not in POSITION_FILTER_BITS or not out["x_from"][e][j] & SEL_FIELD:
            raise SelectorError(f"{at}: position (of a card on the field) must be one of "
                                f"{list(POSITION_FILTER_BITS)}, got {filt['position']!r}")
        out["x_pos"][e][j] = POSITION_FILTER_BITS[filt["position"]]
    itself = filt.get("this_card", False)
    if itself not in (True, False, "only"):
        raise SelectorError(f"{at}: this_card must be true (the card itself may be among them), false or 'only' "
                            f"(the card itself alone), got {itself!r}")
    out["x_self"][e][j] = 2 if itself == "only" else int(itself)
    unseen = filt.get("or_face_down", False)
    if not isinstance(unseen, bool) or (unseen and not (out["x_kind"][e][j] or out["x_subtype"][e][j]
                                                        or out["x_card"][e][j]) or (unseen and code is not None)):
        raise SelectorError(f"{at}: or_face_down (true or false: a face-down card on the field may be targeted "
                            f"although its kind, subtype or name is unseen; it is revealed and checked as the link "
                            f"resolves) goes with a target's kind, subtype or card")
    out["x_unseen"][e][j] = int(unseen)


def action_args(at: str, op: dict, code: int) -> list[int]:
    """The action's own parameters (not the selector's) as the op's three args."""
    params = ACTION_PARAMS.get(code, {})
    extra = set(op) - {"op"} - SELECT_KEYS - set(params)
    if extra:
        raise SelectorError(f"{at}: {op['op']} takes the selector keys {sorted(SELECT_KEYS)}"
                            f"{' and ' + str(sorted(params)) if params else ''}, not {sorted(extra)}")
    args = []
    for key, (names, default) in params.items():
        value = op.get(key, default)
        if names == ():
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10000:
                raise SelectorError(f"{at}: {key} must be an integer 0..10000, got {value!r}")
            args.append(value)
            continue
        if (names is None and not isinstance(value, bool)) or (names is not None and value not in names):
            raise SelectorError(f"{at}: {key} must be {'true or false' if names is None else f'one of {list(names)}'}, "
                                f"got {value!r}")
        args.append(int(value) if names is None else names.index(value))
    if code == OP_SEND_TO_GRAVE and args[0] and (op.get("pick", "choose") != "choose" or op.get("optional")):
        raise SelectorError(f"{at}: send_to_graveyard with tribute Tributes the cards chosen: pick 'choose', "
                            f"not optional (a tribute prompt, which cannot be declined)")
    if code == OP_TO_DEFENSE and args[2] and (args[0] or args[1]):
        raise SelectorError(f"{at}: change_to_defense_position with face_down takes neither zero_original_def nor "
                            f"lock_position (a face-down monster keeps no change of this turn)")
    if code == OP_TO_DEFENSE:                    # the flags in arg 0, which the action reads
        args = [args[0] | args[1] << 1 | args[2] << 2]
    if code == OP_SPECIAL_SUMMON:                # what is noted on each summoned monster: flags in arg 1 (SUMMON_*)
        args = [args[0], args[1] * SUMMON_BOUND | args[3] * SUMMON_NO_DIRECT_ATTACK | args[4] * SUMMON_TO_DECK, args[2]]
    return args + [0] * (3 - len(args))


ACTION_WORDS = {"destroy": "destroy {}", "banish": "banish {}", "send_to_graveyard": "send {} to the graveyard",
                "to_hand": "add {} to its owner's hand", "to_deck": "return {} to its owner's Deck",
                "special_summon": "Special Summon {} to your field",
                "change_to_defense_position": "change {} to face-up Defense Position",
                "set_atk_until_end_of_turn": "make the ATK of {} this turn"}


def describe_selection(op: dict) -> str:
    """An action over a selector in words: "destroy the face-up monster with the lowest ATK (a tie:
    your choice) from the opponent's Monster Zones"."""
    words = ACTION_WORDS[op["op"]].format(describe_cards(op))
    if op.get("face_down"):
        words = words.replace("face-up", "face-down")
    if op.get("tribute"):
        words = words.replace("send", "Tribute", 1).replace(" to the graveyard", "")
    if op.get("position", "choice") != "choice":
        words += f" in {op['position']} position"
    if op.get("bound"):
        words += "; they are destroyed when this card leaves the field"
    if op.get("no_direct_attack"):
        words += "; they cannot attack directly"
    if op.get("return_in_end_phase"):
        words += "; they return to the Deck (a Fusion Monster: the Extra Deck) as this turn's End Phase begins"
    if op.get("zero_original_def"):
        words += "; this turn their original DEF becomes 0"
    if "atk" in op:
        words += f" {op['atk']}"
    if op.get("lock_position"):
        words += "; this turn their battle positions cannot be changed"
    if op.get("as_many"):
        words += ", as many as the op before it acted on"
    if op.get("atk_damage", "none") != "none":
        words += {"opponent": "; the opponent takes", "you and opponent": "; you and the opponent each take"}[
            op["atk_damage"]] + " damage equal to its ATK"
    if op["op"] == "to_deck":
        words += {"top": " (on top)", "bottom": " (at the bottom)"}.get(op.get("place"), " (shuffled)")
    return ("you can " if op.get("optional") else "") + words


def describe_cards(op: dict) -> str:
    """The cards a selector (an op's or a target table) picks: "1 Warrior monster (Level 4 or less) from
    your Deck"."""
    filt = op.get("filter", {})
    places = _listed(op["from"])
    kinds = _listed(filt["kind"]) if "kind" in filt else \
        ["monster"] if op.get("op") == "special_summon" or places == ["monsters"] or set(filt) & MONSTER_KEYS else \
        ["Spell/Trap"] if places == ["spells_traps"] else ["card"]
    noun = " ".join(filter(None, [POSITION_WORDS.get(filt.get("position", ""), ""),
                                  " or ".join(_listed(filt.get("attribute", []))),
                                  "/".join(r for r in _listed(filt.get("race", [])) if r != "declared"),
                                  " or ".join(_listed(filt.get("subtype", []))), " or ".join(kinds)]))
    limits = [f"{STAT_WORDS[s]} {filt[s + '_min']} or more" for s in RANGES if s + "_min" in filt] \
        + [f"{STAT_WORDS[s]} {filt[s + '_max']} or less" for s in RANGES if s + "_max" in filt]
    if "card" in filt:
        limits.append(f"named {' or '.join(_listed(filt['card']))}")
    if filt.get("race") == "declared":
        limits.append("of the Type declared as it is activated")
    if "name_part" in filt:
        limits.append(f"with \"{filt['name_part']}\" in its name")
    if filt.get("normal_summonable"):
        limits.append("one that can be Normal Summoned or Set")
    if filt.get("counter_room"):
        limits.append("one that can hold a counter")
    if filt.get("equipped_to_this_card"):
        limits.append("equipped to this card")
    if filt.get("attacking"):
        limits.append("the attacking monster")
    if filt.get("named_like_target"):
        limits.append("of the target's name")
    pick, count = op.get("pick", "choose"), op.get("count", 1)
    if pick.startswith(("highest", "lowest")):
        head = f"the {noun} with the {pick.split()[0]} {pick.split()[1].upper()} (a tie: your choice)"
    else:
        head = {"all": "every", "choose": str(count), "up to": f"up to {count}"}[pick] + f" {noun}" \
            + ("s" if pick != "all" and count > 1 else "")
        if op.get("as_many"):
            head = f"up to as many {noun}s as the operation before it acted on"
    whose = {"you": "your", "opponent": "the opponent's", "every player": "any player's",
             "every opponent": "every opponent's"}[op.get("whose", "you")]
    if filt.get("this_card") == "only":
        return f"this card, from your {' or '.join(PLACE_WORDS[p] for p in places)}"
    if filt.get("this_card"):
        limits.append("this card may be one")
    if filt.get("or_face_down"):
        limits.append("or a face-down card, revealed as it resolves")
    return f"{head}{' (' + ', '.join(limits) + ')' if limits else ''} from {whose} " \
           f"{' or '.join(PLACE_WORDS[p] for p in places)}"


POSITION_WORDS = {"attack": "Attack Position", "defense": "Defense Position", "face_up": "face-up",
                  "face_down": "face-down"}
STAT_WORDS = {"level": "Level", "atk": "ATK", "def": "DEF"}
PLACE_WORDS = {"hand": "hand", "deck": "Deck", "extra": "Extra Deck", "monsters": "Monster Zones", "spells_traps": "Spell/Trap Zones",
               "graveyard": "graveyard", "banished": "banished cards", "field": "field"}


def _listed(value: Any) -> list[str]:
    return value if isinstance(value, list) else [value]
