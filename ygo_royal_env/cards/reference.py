"""The effect vocabulary in one place for card authors: ``docs/primitives.md``, rendered from the
declarations the card compiler checks data against, so the page cannot drift from them.

Names, parameters, allowed values, ranges and defaults are read from where they are declared:
the ``*_NAMES`` tuples (``cards/constants.py``), ``OP_PARAMS`` and ``PARAM_RANGES`` (``cards/ops.py``),
``STATIC_KEYS`` and ``STATIC_RANGES`` (``cards/static_effects.py``), the selector keys
(``cards/selectors.py``). A meaning that already has words elsewhere is taken from there:
activations, opponent classes, triggers, conditions and player modifiers from ``card_text`` (the
words of ``ygo-royal cards show``). What
had no machine-readable meaning (ops, static kinds, selector, filter and static keys) is written
once, in ``meanings.py`` and ``static_meanings.py``. ``primitives_markdown`` refuses a
declared name without a meaning and a meaning of an undeclared name, and leaves out the codes
kept free (``(reserved: n)``). Regenerate with ``ygo-royal cards primitives > docs/primitives.md``;
``tests/test_card_commands.py`` checks the page.
"""
from __future__ import annotations

from typing import Any

from .. import card_text
from .constants import (OP_ZONES_TO_DECK_DRAW, ZONE_NAMES, NAME_PARTS, OTHERS_NAMES, ACTIVATION_NAMES, ATK_CHANGE_OPS, ATTRIBUTE_NAMES, CONDITION_NAMES, DECK_PLACE_NAMES,
                        FROM_NAMES, KIND_NAMES, MAX_EFFECTS, MAX_OPS, MAX_STATIC_NAMES, MAX_STATICS, MAX_TARGETS,
                        OP_PLAYER_MODIFIER, OP_REQUIRE_COUNT, OP_SUMMON_FROM_HAND, OP_SUMMON_TOKENS, TOKEN_TO_NAMES, OPERATION_NAMES, OPPONENT_NAMES,
                        PICK_NAMES, PLAYER_MODIFIER_NAMES, PLAYER_UNTIL_NAMES, POSITION_FILTER_BITS, RACE_NAMES,
                        SELECT_OPS, SELECT_WHOSE_NAMES, STATIC_NAMES, SUBTYPE_NAMES, TARGET_NAMES,
                        TOKEN_POSITION_NAMES, TRIGGER_NAMES, ATTACKER_NAMES, PROTECTS_NAMES, SHIELDS_NAMES, PER_OWN_NAMES,
                        SPELLS_OF_NAMES, SUMMON_RACE_NAMES)
from .ops import DEFAULT_RANGE, MAX_TOKENS, OP_PARAMS, OPPONENT_OPS, PARAM_RANGES, SELF_OPS, TARGET_OPS, TWO_TARGET_OPS
from .selectors import (ACTION_FROM, ACTION_PARAMS, COUNT_KEYS, FILTER_KEYS, FROM_ALIASES, MAX_COUNT,
                        PER_OPS, RANGES, SELECT_KEYS, TARGET_KEYS)
from .static_effects import MONSTER_STATICS, SPELL_TRAP_STATICS, STATIC_KEYS, STATIC_RANGES

from .meanings import CONDITION_KEYS, FILTER_MEANINGS, OP_MEANINGS, SELECTOR_KEY_MEANINGS, TARGET_MEANINGS
from .static_meanings import STATIC_KEY_MEANINGS, STATIC_MEANINGS

_CONDITION_PLACEHOLDERS = {"min_atk": "`min_atk`", "min_lp_difference": "`min_lp_difference`",
                           "max_field_cards": "`max_field_cards`", "min_grave_cards": "`min_grave_cards`", "max_lp": "`max_lp`", "opponent_lp_above": "`opponent_lp_above`",
                           "target_race": "`target_race`", "attacker_race": "`attacker_race`"}


def _usable(names: tuple[str, ...]) -> list[str]:
    """The names an author may write: codes kept free for another branch are left out."""
    return [n for n in names if not n.startswith("(reserved")]


def _values(names: Any, default: Any = None) -> str:
    """Allowed names as Markdown, the default marked."""
    if names is SUMMON_RACE_NAMES or names is RACE_NAMES[1:]:
        words = "a Type" + (" or `any`" if names is SUMMON_RACE_NAMES else "")
        return words + (f" (default `{default}`)" if default is not None else "")
    return ", ".join(f"`{n}`" + (" (default)" if n == default else "") for n in names)


def _range(low: int, high: int) -> str:
    return f"{low}–{high}"


def op_parameters(code: int) -> str:
    """One op's parameters in words: names, allowed values or ranges, defaults."""
    if code in SELECT_OPS:
        allowed = [n for b, n in enumerate(FROM_NAMES) if ACTION_FROM[code] >> b & 1]
        parts = [f"the [selector keys](#selector-keys), `from` among {_values(allowed)}"]
        parts += [f"`{key}`: " + (f"true/false (default {str(default).lower()})" if names is None else _values(names, default))
                  for key, (names, default) in ACTION_PARAMS.get(code, {}).items()]
        return "; ".join(parts)
    if code == OP_REQUIRE_COUNT:
        return "`from`, `whose`, `filter` of a [count](#selector-keys); `min` 0–60 (default 1; 0 with `max` alone); `max` 0–60"
    if code == OP_SUMMON_TOKENS:
        return (f"`count` {_range(1, MAX_TOKENS)} (required); `token`: a token card's name (required); "
                f"`position`: {_values(TOKEN_POSITION_NAMES, 'defense')}; `to`: {_values(TOKEN_TO_NAMES, 'you')}")
    parts = []
    for key, (names, default) in OP_PARAMS[code].items():
        if names is None:
            parts.append(f"`{key}`: true/false (default {str(bool(default)).lower()})")
        elif names == ():
            low, high = PARAM_RANGES.get(key, DEFAULT_RANGE)
            parts.append(f"`{key}` {_range(low, high)}" + (" (required)" if default is None else f" (default {default})"))
        elif names is PLAYER_MODIFIER_NAMES:
            parts.append(f"`{key}`: a [player modifier](#lasting-modifiers) (required)")
        else:
            parts.append(f"`{key}`: {_values(names, default)}" + (" (required)" if default is None else ""))
    if code == OP_SUMMON_FROM_HAND:
        parts.append("`card`: a card name (optional)")
    if code == OP_ZONES_TO_DECK_DRAW:
        parts.insert(0, f"`zones`: a list of {_values(ZONE_NAMES, None)} (required)")
    if code in PER_OPS:
        parts.append("`per`: a [count](#selector-keys) (optional)")
    if code == OP_PLAYER_MODIFIER:
        parts[-1] += " (with `until = \"count\"`)"
    return "; ".join(parts) or "none"


def op_needs(code: int) -> str:
    """What an op asks of its effect, from the compiler's tuples."""
    needs = []
    if code in TARGET_OPS:
        needs.append("a `target` (1 or 2)" if code in TWO_TARGET_OPS else "a `target`")
    if code in OPPONENT_OPS:
        needs.append("`opponent`")
    if code in SELF_OPS:
        needs.append("a monster's effect")
    if code in ATK_CHANGE_OPS:
        needs.append("usable in the Damage Step (B13)")
    return "; ".join(needs)


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows), ""]


def _meaning(kind: str, name: str, meanings: dict[str, str]) -> str:
    if name not in meanings:
        raise KeyError(f"{kind} {name!r} is declared but has no meaning: add one (cards/meanings.py, cards/static_meanings.py "
                       f"or card_text.py)")
    return meanings[name]


def _check_no_extra(kind: str, meanings: dict[str, Any], names: list[str]) -> None:
    extra = set(meanings) - set(names)
    if extra:
        raise KeyError(f"meanings of {kind} no longer declared: {sorted(extra)}")


def primitives_markdown() -> str:
    """``docs/primitives.md``: every primitive of the effect data, generated (see the module docstring)."""
    _check_meanings()
    out = [*_header(), *_effect_keys(), *_ops(), *_selector_keys(), *_statics(), *_modifiers()]
    while out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def _usable_ops() -> list[int]:
    return [code for code, name in enumerate(OPERATION_NAMES) if code and not name.startswith("(reserved")]


def _check_meanings() -> None:
    """A meaning of a name no longer declared, or a filter key without one, fails the page."""
    filters = sorted({k.rsplit("_", 1)[0] if k.endswith(("_min", "_max")) and k.rsplit("_", 1)[0] in RANGES else k
                      for k in FILTER_KEYS})           # level_min and level_max are the key "level"
    for kind, meanings, names in (("op", OP_MEANINGS, [OPERATION_NAMES[c] for c in _usable_ops()]),
                                  ("static kind", STATIC_MEANINGS, _usable(STATIC_NAMES)),
                                  ("filter key", FILTER_MEANINGS, filters),
                                  ("condition", CONDITION_KEYS, _usable(CONDITION_NAMES)),
                                  ("static key", STATIC_KEY_MEANINGS, sorted(set().union(*STATIC_KEYS.values())))):
        _check_no_extra(kind, meanings, names)
    if set(FILTER_MEANINGS) != set(filters):
        raise KeyError(f"filter keys without a meaning: {sorted(set(filters) - set(FILTER_MEANINGS))}")


def _header() -> list[str]:
    """The page's title and what a card holds."""
    return [
    "# Effect primitives",
    "",
    "Generated by `ygo-royal cards primitives` from the declarations the card compiler checks",
    "`effects.toml` against (`ygo_royal_env/cards/reference.py`); a test keeps it true. How to",
    "write and test a card with them: [effects.md](effects.md).",
    "",
    f"A card has up to {MAX_EFFECTS} `[[card.effect]]` tables, each with up to {MAX_OPS} ops, and up to "
    f"{MAX_STATICS} `[[card.static]]` tables.",
    "",
    ]


def _effect_keys() -> list[str]:
    """Activations, opponent classes, triggers, conditions and targets: the keys of an effect."""
    conditions = _usable(CONDITION_NAMES)
    return [
    "## Activations",
    "",
    "`activation` of a `[[card.effect]]`; it must fit the card's type.",
    "",
    *_table(("activation", "meaning"), [(f"`{n}`", _meaning("activation", n, card_text.ACTIVATIONS))
                                        for n in _usable(ACTIVATION_NAMES)]),
    "## Opponent classes",
    "",
    "`opponent`: who \"opponent\" is in the effect ([rules.md](rules.md#opponent-classes)).",
    "",
    *_table(("opponent", "meaning"), [(f"`{n}`", "the effect names no opponent" if n == "none" else
                                       _meaning("opponent class", n, card_text.OPPONENTS))
                                      for n in _usable(OPPONENT_NAMES)]),
    "## Triggers",
    "",
    "`trigger` (one name or a list) of an effect with `activation = \"trigger\"`: the effect is chained when",
    "the event happens. A phase trigger waits for nothing else.",
    "",
    *_table(("trigger", "when"), [(f"`{n}`", _meaning("trigger", n, card_text.TRIGGERS))
                                  for n in _usable(TRIGGER_NAMES)]),
    "## Conditions",
    "",
    "`condition`: when the effect may be activated (the event of the current window, a state of the duel).",
    "",
    *_table(("condition", "keys", "when"),
            [(f"`{n}`", CONDITION_KEYS.get(n, ""),
              "the cards its selector counts number `min` to `max` (checked against the designated opponent, "
              "R11 (b))" if n == "cards counted" else
              _meaning("condition", n, {k: f(_CONDITION_PLACEHOLDERS) for k, f in card_text.CONDITIONS.items()
                                        if k != "cards counted"}) or "always")
             for n in conditions]),
    "## Targets",
    "",
    *_table(("target", "meaning"), [(f"`{n}`", _meaning("target", n, TARGET_MEANINGS)) for n in TARGET_NAMES]),
    ]


def _ops() -> list[str]:
    """Every usable op, its parameters, what it needs and what it does."""
    ops = _usable_ops()
    return [
    "## Ops",
    "",
    "`ops = [{ op = \"...\", ... }, ...]` run in order as the effect resolves. Every op after the first",
    "may take `if_done = true` (it runs only if the op before it acted on at least one card). An op of an",
    "`OPP-LINK` effect may take `if_opponent = true` (it runs only if the trigger's event named an opponent:",
    "\"if it was discarded by an opponent's card effect\"). Two ops of an effect may take `alternative = true`: as",
    "the effect is activated (a trigger: as it is chained) its activator chooses one of them among those that can",
    "apply (a `choose effect` prompt, `A_SELECT` + its place among them; none asked with one), and only that one runs",
    "(`ch_declared`: Necklace of Command's \"draw 1 or your opponent discards 1 at random\"). An op after a",
    "`toss_coin` or `roll_die` may take `if_result = [min, max]`: it runs only if the link's chance result (the",
    "Heads tossed, or the dice total) is within (`RUN_IF_RESULT`: \"if at least 2 are Heads\", \"on a 3-5\"); after a",
    "`roll_die` with `declare`, `if_result = \"declared\"` or `\"not declared\"`: only if the result is, or is not, one",
    "of the numbers declared (Sixth Sense).",
    "Any op may take `if_turn = \"own\"` or `\"opponent's\"`: it runs only in its activator's own turn, or only in",
    "another player's, and activation looks only at the ops of this turn (`RUN_IF_OWN_TURN`, `RUN_IF_OTHERS_TURN`:",
    "Mirage of Nightmare's one trigger on both Standby Phases draws in an opponent's, discards in its own).",
    "",
    *_table(("op", "parameters", "needs", "does"),
            [(f"`{OPERATION_NAMES[c]}`", op_parameters(c), op_needs(c), _meaning("op", OPERATION_NAMES[c], OP_MEANINGS))
             for c in ops]),
    ]


def _selector_keys() -> list[str]:
    """The selector keys and the filter keys."""
    return [
    "## Selector keys",
    "",
    "Which cards an action op acts on (`destroy`, `banish`, `send_to_graveyard`, `to_hand`, `to_deck`,",
    "`special_summon`), what a `target` table may target, and what a count (`per`, a `condition`",
    "table) counts (`cards/selectors.py`).",
    "",
    *_table(("key", "values", "in", "meaning"), [
        (f"`{key}`", values, ", ".join(where for where, keys in (("op", SELECT_KEYS), ("target", TARGET_KEYS),
                                                                ("count", COUNT_KEYS)) if key in keys)
         or "op", _meaning("selector key", key, SELECTOR_KEY_MEANINGS))
        for key, values in (
            ("from", _values(list(FROM_NAMES) + list(FROM_ALIASES)) + "; one or a list"),
            ("whose", _values(SELECT_WHOSE_NAMES, "you")),
            ("pick", _values(PICK_NAMES, "choose")),
            ("count", f"{_range(1, MAX_COUNT)} (default 1); a target's {_range(1, MAX_TARGETS)}"),
            ("optional", "true/false (default false)"),
            ("filter", "a table of [filter keys](#filter-keys)"),
            ("place", _values(DECK_PLACE_NAMES, "shuffle") + " (`to_deck`)"))]),
    "### Filter keys",
    "",
    *_table(("key", "values", "selects"), [
        (f"`{key}`", values, _meaning("filter key", key.split("_min")[0], FILTER_MEANINGS))
        for key, values in (
            ("kind", _values(KIND_NAMES) + "; one or a list"),
            ("subtype", _values(SUBTYPE_NAMES) + "; one or a list"),
            ("race", "a Type or a list"), ("attribute", _values(ATTRIBUTE_NAMES[1:]) + "; one or a list"),
            *((f"{stat}_min`, `{stat}_max", _range(*RANGES[stat])) for stat in RANGES),
            ("card", "a card name"), ("position", _values(POSITION_FILTER_BITS)),
            ("this_card", "true, false (default), `only`"), ("or_face_down", "true/false (default false)"),
            ("normal_summonable", "true/false (default false)"), ("counter_room", "true/false (default false)"),
            ("name_part", _values(NAME_PARTS)))]),
    ]


def _statics() -> list[str]:
    """The static kinds and their keys."""
    return [
    "## Static kinds",
    "",
    "`[[card.static]]` with a `kind` and its keys: a continuous effect that applies while its card is a",
    "face-up monster or a lasting Spell/Trap on the field.",
    "",
    *_table(("kind", "keys", "of", "does"), [
        (f"`{n}`", ", ".join(f"`{k}`" for k in sorted(STATIC_KEYS[code])),
         "a monster" if code in MONSTER_STATICS else "a lasting Spell/Trap" if code in SPELL_TRAP_STATICS
         else "either", _meaning("static kind", n, STATIC_MEANINGS))
        for code, n in enumerate(STATIC_NAMES) if not n.startswith("(reserved")]),
    "### Static keys",
    "",
    *_table(("key", "values", "meaning"), [(f"`{key}`", _static_values(key),
                                            _meaning("static key", key, STATIC_KEY_MEANINGS))
                                           for key in sorted(set().union(*STATIC_KEYS.values()))]),
    ]


def _modifiers() -> list[str]:
    """The lasting modifiers on players and their expiries."""
    return [
    "## Lasting modifiers",
    "",
    "What an effect changes for a while ([effects.md](effects.md#lasting-modifiers)). On players, by",
    "`player_modifier` (and `skip_phase`); on monsters, by `gain_stats`, `halve_original_atk_until_end_of_turn` and",
    "`double_own_atk_destroy_in_end_phase`.",
    "",
    *_table(("player_modifier `kind`", "meaning"), [(f"`{n}`", _meaning("player modifier", n, {
        k: v.replace("{n}", "`count`") for k, v in card_text.PLAYER_MODIFIER_WORDS.items()}))
        for n in _usable(PLAYER_MODIFIER_NAMES)]),
    *_table(("`until`", "it lapses at the"), [(f"`{n}`", _meaning("until", n, card_text.PLAYER_UNTIL_WORDS))
                                              for n in PLAYER_UNTIL_NAMES]),
    ]


def _static_values(key: str) -> str:
    """The values a static key takes, from the names and ranges the compiler checks."""
    if key in STATIC_RANGES:
        return _range(*STATIC_RANGES[key])
    return {"attackers": _values(ATTACKER_NAMES, "opponents"), "protects": _values(PROTECTS_NAMES, "controller"),
            "shields": _values(SHIELDS_NAMES, "self"), "spells_of": _values(SPELLS_OF_NAMES, "any"),
            "per": _values(PER_OWN_NAMES),
            "races": "a list of Types", "while_face_up": "a card name", "max_atk": "`lp paid`",
            "names": f"a list of 1–{MAX_STATIC_NAMES} card names", "while_attribute_face_up": "an Attribute", "attributes": "a list of Attributes",
            "atk_only": "true/false (default false)", "turns": "1–5", "min_count": "1–5",
            "while_controller_controls_others": _values(OTHERS_NAMES, "any")}[key]


__all__ = ["op_parameters", "primitives_markdown"]
