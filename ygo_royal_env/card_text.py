"""A card in words, from what the engine knows of it: its stats (``cards.csv``) and its effect
data (``cards/data/effects.toml``), never the printed card text.

So the words say what this engine does with the card (the 2006 wordings and the readings the
project chose), and a card the data describes differently reads differently. Every key of the
effect vocabulary has a phrase here; a key added later without one is still shown, as
``key value``, so nothing the data says is dropped.
"""
from __future__ import annotations

import functools
import importlib.resources
import re
import tomllib
from collections.abc import Callable
from typing import Any

from .cards import CardDatabase
from .card_text_triggers import TRIGGERS
from .cards.selectors import describe_cards, describe_selection
from .cards.constants import (ATTRIBUTE_NAMES, KIND_MONSTER, KIND_NAMES, RACE_NAMES, STAT_UNKNOWN, SUBTYPE_NAMES,
                              SUBTYPE_NORMAL, SUBTYPE_TOKEN)

Op = dict[str, Any]


def _cards(n: Any, what: str = "card") -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


ACTIVATIONS = {
    "spell": "Activated as a Spell Card",
    "trap": "Activated as a Trap Card (Set first, not in the turn it was Set)",
    "trigger": "Trigger effect",
    "ignition": "Ignition effect: activated in its controller's Main Phase while face-up on the field",
    "quick": "Quick effect: activated in any window, in any player's turn",
    "lasting": "Effect of the card while it is face-up on the field (activated like a card of its type)",
}
CONDITIONS: dict[str, Callable[[dict], str]] = {
    "none": lambda e: "",
    "summoned": lambda e: f"an opponent Normal or Flip Summons a monster with {e.get('min_atk', 0)}+ ATK",
    "summoned any way": lambda e: f"an opponent Summons a monster with {e.get('min_atk', 0)}+ ATK "
                                  "(a procedure's Special Summon too)",
    "attack": lambda e: "an opponent's monster declares an attack",
    "any attack": lambda e: f"a {e.get('attacker_race', '')}{' ' if e.get('attacker_race') else ''}monster declares "
                            f"an attack",
    "any summon": lambda e: "any player Summons a monster",
    "summon attempt": lambda e: "a monster is about to be Summoned",
    "spell/trap activated": lambda e: "a Spell/Trap Card is activated",
    "spell activated": lambda e: "a Spell Card is activated",
    "normal spell activated": lambda e: "a Normal Spell Card is activated",
    "trap activated": lambda e: "a Trap Card is activated" + (" during the Battle Phase" if e.get("in_battle_phase") else ""),
    "monster effect activated": lambda e: "a monster's effect is activated",
    "tributes shared its attribute": lambda e: "this card was Tribute Summoned by Tributing a monster of its own Attribute",
    "trap targeting a monster of a type": lambda e: f"a Trap Card or its effect targets a face-up {e.get('target_race')} "
                                                    "monster",
    "spell destroying spells/traps": lambda e: "a Spell that would destroy Spells/Traps is activated",
    "lp gap": lambda e: f"your LP and an opponent's differ by {e.get('min_lp_difference')} or more",
    "lp behind": lambda e: f"an opponent has {e.get('min_lp_difference')} or more LP than you",
    "opponent lp above": lambda e: f"an opponent has more than {e.get('opponent_lp_above')} LP",
    "spell targeting 1 monster activated": lambda e: "a Spell Card that targets 1 monster on the field is activated",
    "every field at most": lambda e: f"every player has at most {_cards(e.get('max_field_cards'))} on the field",
    "each graveyard at least": lambda e: f"you and an opponent each have {e.get('min_grave_cards')}+ cards in the GY",
    "opponent's normal draw": lambda e: "an opponent draws for their normal draw in their Draw Phase",
    "lp at most in an opponent's turn": lambda e: f"it is an opponent's turn and you have {e.get('max_lp')} or less LP",
    "start of main phase 1": lambda e: "your Main Phase 1 has begun and you have taken no action in it",
    "discarded": lambda e: "you have just discarded from your hand",
    "main phase": lambda e: "it is any player's Main Phase",
    "no summon this turn": lambda e: "you have Summoned no monster this turn",
    "cards counted": lambda e: _count_condition(e["condition"]),
    "this card battles": lambda e: "this card attacks or is attacked, before damage calculation",
    "this card attacks a defense position monster": lambda e: "this card attacks a Defense Position monster, in the "
                                                              "Battle Step, before any chain link",
    "attacked by an opponent": lambda e: "an opponent's monster attacks you, before damage calculation",
    "destroyed a monster by battle this turn": lambda e: "this card has destroyed a monster by battle this turn",
    "summoned this turn": lambda e: "this card was Normal or Special Summoned this turn",
    "own monster sent to the graveyard this turn": lambda e: "a monster on your field was sent to your graveyard this turn",
}
OPPONENTS = {
    "OPP-CHAIN": "its activator designates one opponent as it is activated (R11)",
    "HELP": "its \"opponent\" is the player whose action met the condition; anyone who is that "
            "player's opponent may activate it (R18)",
    "OPP-LINK": "its \"opponent\" is the player its event names (R12): the player who took the battle damage, "
                "the attacking player, the opponent designated when the card was activated, or the opponent "
                "whose card effect discarded it or whose card destroyed it, or the controller of the monster it "
                "destroyed by battle",
    "OPP-PHASE": "its \"opponent\" is the turn player (R13; R12 with an opponent's-turn condition)",
    "OPP-PHASE-TP": "the turn player designates one of their own opponents as its \"opponent\" (R13)",
}
EACH = {"each": "all players", "you_and_opponent": "you and the opponent"}   # an "each player" op's who
WHO = {"you": "you", "opponent": "the opponent", "target's controller": "the target's controller", "every player": "each player"}
PLAYER_MODIFIER_WORDS = {       # player_modifier's kinds (PLAYER_MODIFIER_NAMES)
    "no battle damage": "no battle damage is taken",
    "battle damage to the attacker": "the attacking player takes the battle damage instead",
    "no spell/trap activation or set": "no Spell/Trap Card may be activated or Set",
    "no position changes": "no battle position may be changed (nor a monster Flip Summoned)",
    "no summons": "no monster may be Summoned",
    "monsters not destroyed by battle": "monsters cannot be destroyed by battle",
    "no attack declarations": "no attack may be declared",
    "destroy drawn monsters": "each card drawn is shown, and a monster with the ATK named is destroyed",
    "no trap activation": "no Trap Card may be activated",
    "traps negated": "the effects of the Trap Cards they control are negated",
    "traps from hand": "Trap Cards may be activated from their hand",
    "sole monster controller wins at end phase": "at this turn's End Phase, the only player who controls monsters wins "
                                                 "the Duel; any other case is a draw",
}
PLAYER_UNTIL_WORDS = {          # player_modifier's "until" (PLAYER_UNTIL_NAMES)
    "end of turn": "end of the turn", "end of damage step": "end of the Damage Step",
    "end of battle": "end of this battle", "end of your next turn": "end of your next turn",
    "end of their next turn": "end of each one's next turn", "count": "used up",
    "end of their turn": "end of each one's turn (this one the first, if theirs)",
}


def _if_result(bounds: list[int] | str, ops: list[dict]) -> str:
    """An op's if_result in words: "if 2 to 3 are Heads", "if the result is 1 to 2", "... one of the declared numbers"."""
    if isinstance(bounds, str):
        return f"if the result is {'one' if bounds == 'declared' else 'none'} of the declared numbers, "
    low, high = bounds
    span = str(low) if low == high else f"{low} to {high}"
    if any(o["op"] == "toss_coin" for o in ops):
        return f"if {span} {'is' if high <= 1 else 'are'} Heads, "
    return f"if the result is {span}, "


def _count_condition(spec: dict) -> str:
    """A "cards counted" condition in words: "there is no card in your hand"."""
    noun = " in ".join(_counted({k: v for k, v in spec.items() if k not in ("min", "max")}).rsplit(" from ", 1))
    low, high = spec.get("min", 0 if spec.get("max") == 0 else 1), spec.get("max")
    if high == 0:
        return f"there is no {noun}"
    if low == 1 and high is None:
        return f"there is a {noun}"
    return f"there are at least {low} of {noun}" + (f" and at most {high}" if high is not None else "")


def _per(op: Op) -> str:
    """ " for each card a ``per`` selector counts", or nothing."""
    return f" for each {_counted(op['per'])}" if "per" in op else ""


def _counted(spec: dict) -> str:
    """The cards a counting selector finds, as a noun: "monster from the opponent's Monster Zones"."""
    return describe_cards({"pick": "all", **spec}).removeprefix("every ")


def _filter(op: Op) -> str:
    """A hand pick's filter: "a WATER monster with 1500 or less ATK"."""
    kind = " ".join(filter(None, [op.get("attribute", ""), "" if op.get("race", "any") == "any" else op["race"],
                                  "monster"]))
    parts = [f"named {op['card']}" if "card" in op else "",
             f"with {op['max_atk']} or less ATK" if "max_atk" in op else "",
             f"of Level {op['max_level']} or lower" if "max_level" in op else ""]
    return " ".join(["a", kind, *filter(None, parts)])


OPS: dict[str, Callable[[Op], str]] = {
    "draw": lambda o: ("the opponent draws" if o.get("who") == "opponent" else "you draw")
                      + (f" until holding {o['until_hand']} cards (counted on this card)" if o.get("until_hand") else
                         " as many cards" if o.get("as_many") else f" {_cards(o.get('count', 1))}" + _per(o))
                      + (f", shown to all; the {o['discard']} cards among them are discarded"
                         if o.get("discard", "none") != "none" else ""),
    "destroy_target": lambda o: "destroy the target" + (" and banish it" if o.get("banish") else "")
                                + {"opponent": "; the opponent takes damage equal to its ATK",
                                   "you and opponent": "; you and the opponent each take damage equal to its ATK"}.get(
                                       o.get("atk_damage", "none"), ""),
    "negate_attack": lambda o: "negate the attack" + (" and end the Battle Phase" if o.get("end_battle_phase") else ""),
    "set_target": lambda o: "turn the target (without one: this monster) face-down (Defense Position)",
    "special_summon_target": lambda o: "Special Summon the target to your field" +
                                       (" in face-up Attack Position" if o.get("position") == "attack" else ""),
    "take_control": lambda o: "take control of the target until the End Phase",
    "set_lp": lambda o: f"your LP and the opponent's become {o.get('lp')}",
    "target_to_hand": lambda o: "return the target to its owner's hand" + (
        "; it cannot be activated this turn" if o.get("no_activation_this_turn") else ""),
    "target_to_deck": lambda o: "shuffle the targets into their owners' Decks",
    "flip_monsters": lambda o: "turn {} face-down monsters face-up in Defense Position{}".format(
        "every player's" if o.get("who") == "every player" else "the opponent's",
        "" if o.get("flip_effects", True) else " (Flip Effects are not activated)"),
    "discard": lambda o: f"the opponent discards {_cards(o.get('count', 1))} of their choice"
                         if o.get("who") == "opponent" else f"you discard {_cards(o.get('count', 1))}",
    "negate_activation": lambda o: ("unless the opponent discards a {} Card, ".format(o["unless_discard"].capitalize())
                                    if o.get("unless_discard") else "") + "negate the activation"
                                   + (" and destroy that card" if o.get("destroy") else ""),
    "hand_to_deck": lambda o: "{} {} of {} hand to the {} of {} Deck".format(
        "the opponent returns" if o.get("who") == "opponent" else "you return",
        "any number of cards" if o.get("any_number") else "exactly " + _cards(o.get("count", 1)), "their" if o.get("who") == "opponent" else "your",
        {"top": "top", "bottom": "bottom"}.get(o.get("place", "shuffle"), "shuffled contents"),
        "their" if o.get("who") == "opponent" else "your"),
    "swap_original_stats": lambda o: "every face-up monster on the field has its original ATK and DEF switched "
                                     "until the end of the turn",
    "swap_target_original_stats": lambda o: "the target (or this card) has its original ATK and DEF switched "
                                            + ("while it stays on the field" if o.get("until") == "while on the field"
                                               else "until the end of the turn"),
    "look_at_top_card": lambda o: "you look at the top card of your Deck and may put it at the bottom",
    "guess_hand_card_kind": lambda o: "the opponent declares a card kind and a random card of your hand is shown: "
                                      "the guess is wrong or not",
    "negate_effect": lambda o: "negate the effect (the activation stands)",
    "toss_coin": lambda o: "toss a coin" + (f" {o['times']} times" if o.get("times", 1) > 1 else ""),
    "keep_one_send_rest": lambda o: "choose 1 monster you control; every other card on the field and in the hands is "
                                    "sent to the graveyard",
    "opponent_summons_from_deck_to_battle": lambda o: "the opponent Special Summons 1 monster from their Deck in "
    "Attack Position, and it battles the monster you kept at once" + (" (no battle damage)" if o.get(
        "battle_damage") == "none" else ""),
    "opponent_picks_from_deck": lambda o: f"show {_cards(o.get('count', 5))} of your Deck; the opponent picks 1 for your hand, the rest to the graveyard",
    "roll_die": lambda o: (f"declare {o['declare']} different numbers from 1 to 6, then " if o.get("declare") else "")
                          + "roll a six-sided die" + (f" {o['times']} times" if o.get("times", 1) > 1 else ""),
    "skip_phase": lambda o: "{} the next {}{} Phase{}".format(
        {"opponent": "the opponent skips", "every player": "every player skips",
         "every opponent": "every opponent skips"}.get(o.get("who", "you"), "you skip"),
        f"{o['count']} " if o.get("count", 1) > 1 else "", {"main 1": "Main", "draw": "Draw", "standby": "Standby",
                                                           "battle": "Battle"}[o["phase"]] + (" 1" if o["phase"] == "main 1" else ""),
        "s" if o.get("count", 1) > 1 else ""),
    "additional_normal_summon": lambda o: "you may Normal Summon or Set 1 more monster this turn",
    "shuffle_set_monsters": lambda o: "your face-down monsters change zones at random",
    "look_at_hand": lambda o: "you look at the opponent's hand and pick 1 card of it, which is "
                              + ("shuffled into its owner's Deck" if o.get("then") == "to_deck" else "discarded"),
    "discard_hand_draw": lambda o: "{who} discard their hands, then draw {n}".format(
        who={"each": "all players", "you_and_opponent": "you and the opponent"}.get(
            o.get("who", "each"), "you and the opponent (or every player, as the rules configured)"),
        n=_cards(o["draw"]) if o.get("draw") else "as many cards"),
    "discard_random": lambda o: ("you discard" if o.get("who") == "you" else "the opponent discards") + (" as many cards as this card counted" if o.get("per_counter") else f" {_cards(o.get('count', 1))}") + " at random" + (
        f"; a monster discarded deals them {o['damage_per_level']} damage per Level" if o.get("damage_per_level") else ""),
    "declare_mill": lambda o: "you declare a card type; the opponent sends a card of that type from their Deck "
                              "to the graveyard",
    "banish_from_grave": lambda o: f"banish up to {_cards(o.get('count', 1), 'monster')} from the opponent's graveyard",
    "banish_target": lambda o: "banish the target" + (" until the End Phase, when it returns to the field"
                                                      if o.get("until_end_phase") else ""),
    "attack_again": lambda o: "this card may attack once more this Battle Phase",
    "damage": lambda o: f"{WHO.get(o.get('who', 'opponent'), o.get('who'))} "
                        f"{'take' if o.get('who') == 'you' else 'takes'} "
                        + ("damage equal to the target's ATK" if o.get("target_atk") else f"{o.get('amount')} damage")
                        + (f", less {o['less_per_spell_trap']} for each Spell/Trap Card they control"
                           if o.get("less_per_spell_trap") else "") + _per(o)
                        + (" for each card the operation before it acted on (as the first operation: for each "
                           "counter this card had as its cost sent it to the graveyard)" if o.get("as_many") else ""),
    "opponent_discards_random_or_destroys_own_monster": lambda o: "the opponent destroys 1 monster they control, "
                                                                  "or discards 1 card at random, as they choose",
    "damage_battled_atk": lambda o: "the controller of the monster this card battles takes damage equal to its ATK",
    "equip_self_to_battled": lambda o: "this card becomes an Equip Card equipped to the monster it battles (no zone for "
                                       "it, or that monster face-down: this card is destroyed)",
    "look_and_destroy_monsters": lambda o: f"look at the opponent's hand and monsters and destroy every monster "
                                           f"among them with {o.get('atk_min', o.get('atk_max'))} or "
                                           f"{'less' if 'atk_max' in o else 'more'} ATK",
    "equip_from_graveyard": lambda o: "equip as many Equip Spells from your graveyard as possible to "
                                      + ("" if o.get("race", "any") == "any" else o["race"] + " ") + "monsters you control",
    "destroy_attached_monster": lambda o: "destroy the monster this card is attached to" +
                                          ("; the opponent takes damage equal to its ATK" if o.get("damage") else "")
                                          + " (not destroyed: destroy this card)",
    "change_position_target": lambda o: "change the target's battle position (a face-down one turns face-up in Attack)",
    "attach_target": lambda o: "attach this card to the target ({})".format({
        "equip": "destroyed when the monster leaves the field",
        "bound": "when this card leaves the field, the monster is destroyed",
        "control": "you control the monster while it is attached"}.get(o.get("mode", "equip"), o.get("mode"))),
    "gain_lp": lambda o: "{who} {gain} {n} LP{when}".format(
        who=WHO.get(o.get("who", "opponent")), gain="gain" if o.get("who") == "you" else "gains", n=o.get("amount"),
        when={"snatch_steal_gain": " (in their own turn, by default)",
              "holds a spell": " if they hold a Spell"}.get(o.get("when", "always"), "")) + _per(o)
                         + (" for each card the operation before it acted on" if o.get("as_many") else ""),
    "negate_summon": lambda o: "negate the Summon and destroy the monster",
    "set_spell_trap_from_hand": lambda o: "then you may Set a Spell/Trap from your hand",
    "banish_from_each_others_grave": lambda o: "you and the opponent each banish a monster from the other's graveyard",
    "return_to_hand": lambda o: "this card returns to its owner's hand",
    "banish_battled": lambda o: "banish the monster it battled, then this card",
    "destroy_battled": lambda o: "destroy the monster it battles" + (
        f" if it is a {o['race']}" + (f" or {o['or_race']}" if o.get("or_race", "none") != "none" else "")
        if o.get("race", "any") != "any" else ""),
    "mill": lambda o: ("your opponent sends" if o.get("who") == "opponent" else "send")
                      + (" as many cards from the top" if o.get("as_many")
                         else f" the top {_cards(o.get('count', 1), 'card')}") + " of "
                      + ("their" if o.get("who") == "opponent" else "your") + " Deck to the graveyard",
    "place_counter": lambda o: f"put {_cards(o.get('count', 1), 'counter')} on this card (at most {o.get('max')})",
    "fusion_summon": lambda o: "Fusion Summon a monster from your Extra Deck with materials from your hand or field",
    "ritual_summon": lambda o: "Ritual Summon " + (f'"{o["card"]}"' if "card" in o else "a Ritual Monster")
                               + (f" ({o['attribute']})" if o.get("attribute", "any") != "any" else "")
                               + " from your hand, Tributing monsters from your hand or field whose Levels total "
                               + ("exactly" if o.get("levels") == "equal" else "at least") + " its Level",
    "special_summon_self": lambda o: "Special Summon this card" +
                                     {"attack": " in face-up Attack Position", "defense": " in face-up Defense Position"
                                      }.get(o.get("position", "choice"), "") +
                                     (f" with {o['stats']} ATK and DEF" if o.get("stats") else ""),
    "summon_from_hand": lambda o: f"{'then ' if o.get('after_tribute') else ''}Special Summon {_filter(o)} from your hand",
    "redirect_attack": lambda o: "the attack now targets the target, and its attacker's controller is the attacked player",
    "exchange_hands": lambda o: "you and the opponent show your hands and each takes a card from the other's",
    "declare_level_excavate": lambda o: "the opponent declares a Level; you reveal cards from your Deck until a "
                                        "monster: if its Level is the declared one it goes to the graveyard, "
                                        "else you Special Summon it",
    "gain_stats": lambda o: "{} {} {}{} {}{}".format(
        "the monster this card battles" if o.get("battled") else "the target (or this card)",
        "loses" if min(o.get("atk", 0), o.get("def", 0)) < 0 else "gains",
        " and ".join(f"{abs(o[key])} {key.upper()}" for key in ("atk", "def") if o.get(key)),
        " for each card the operation before acted on" if o.get("as_many") else "",
        "while it stays on the field" if o.get("until") == "while on the field"
        else "until the " + o.get("until", "end of turn").replace("end of ", "end of the "),
        ", and inflicts piercing battle damage for as long" if o.get("piercing") else ""),
    "player_modifier": lambda o: "{}: {} until the {}{}".format(
        {"you": "you", "opponent": "the opponent", "every player": "every player",
         "every opponent": "each opponent"}[o.get("who", "you")],
        PLAYER_MODIFIER_WORDS[o["kind"]].format(n=o.get("count", 1)), PLAYER_UNTIL_WORDS[o.get("until", "end of turn")],
        f" (turn {o['count']} of them)" if "turn" in o.get("until", "end") and o.get("count", 1) > 1 else "")
        + (f" ({o['atk_min']}+ ATK)" if "atk_min" in o else f" ({o['atk_max']} or less ATK)" if "atk_max" in o else "")
        + (", in every turn" if o.get("every_draw") else ", in their own turns" if o["kind"] == "destroy drawn monsters"
           else ""),
    "halve_atk_add_to_other_target": lambda o: "halve the first target's ATK and the second target gains the ATK it "
                                               "lost, until the end of the turn",
    "halve_original_atk_until_end_of_turn": lambda o: "halve the target's original ATK until the end of the turn",
    "double_own_atk_destroy_in_end_phase": lambda o: "your face-up {}monsters double their ATK until the end of the "
                                                     "turn and are destroyed in its End Phase".format(
        "" if o.get("race", "any") == "any" else o["race"] + " "),
    "keep_one_type": lambda o: "each player keeps face-up monsters of one Type only",
    "special_summon_tokens": lambda o: f"Special Summon {o.get('count')} {o.get('token')}s in "
                                       f"{o.get('position', 'defense')} position"
                                       + (" on the opponent's field" if o.get("to") == "opponent" else ""),
    "attack_all_opponents_monsters": lambda o: "this turn the target may attack each of your opponents' monsters "
                                               "once, and no other monster of yours may attack",
    "each_player_summons_from_deck": lambda o: f"each player Special Summons a {o.get('race', 'any')} monster with "
                                               f"{o.get('atk_max', 10000)} or less ATK from their Deck in face-up "
                                               f"Attack Position",
    "copy_target_original_stats": lambda o: "this card's original ATK and DEF become the target's",
    "equip_target_to_self": lambda o: "the target becomes an Equip Card equipped to this card",
    "lock_targets": lambda o: "the target cannot be activated while this card is face-up on the field",
    "give_chosen_monster": lambda o: "you choose a monster you control; the opponent takes control of it",
    "swap_control": lambda o: "you and the opponent each choose a monster you control and switch control of them; "
                              "neither can change its battle position this turn",
    "require_count": lambda o: "if " + _count_condition({k: v for k, v in o.items() if k != "op"}).replace(
        "there is", "there is still", 1).replace("there are", "there are still", 1)
        + " (needed to activate it; else it stops here)",
    "place_counter_target": lambda o: f"put {_cards(o.get('count', 1), 'counter')} on the target (as many as it can hold)",
    "tributable_target": lambda o: "this turn you may Tribute the target as if you controlled it",
    "zones_to_deck_and_draw": lambda o: f"{EACH[o.get('who', 'each')]} shuffle their {', '.join(o['zones'])} into the Deck, then draw {o.get('draw', 0)}",
    "swap_deck_and_graveyard": lambda o: f"{EACH[o.get('who', 'each')]} swap the cards of their Deck and graveyard, then shuffle",
    "excavate_summon_rest_to_hand": lambda o: f"{EACH[o.get('who', 'each')]} reveal the top {_cards(o.get('count', 5))} of their Deck, "
    f"Special Summon the Level {o.get('max_level', 4)} or lower monsters (face-up Attack or face-down Defense), add the rest to the hand",
    "discard_event_card": lambda o: "the player who drew it discards the card drawn",
    "turn_player_tributes_for_damage": lambda o: "the turn player Tributes a face-up monster; the opponent takes half "
                                                 "its original ATK as damage",
}
EFFECT_PHRASED = {"activation", "ops", "trigger", "optional", "condition", "min_atk", "min_lp_difference",
                  "opponent_lp_above",
                  "max_field_cards", "min_grave_cards", "max_lp", "attacker_race", "in_battle_phase", "opponent", "target"}
EFFECT_NOTES: dict[str, Callable[[dict], str]] = {
    "trigger_attribute": lambda e: f"only for a {e['trigger_attribute']} monster",
    "discard_cost": lambda e: "cost: discard " + _cards(e["discard_cost"], " ".join(filter(None, [
        e.get("discard_attribute"), e.get("discard_race"), e.get("discard_kind", "card").replace("spell", "Spell")])))
        + (" of a Level above the target's" if e.get("discard_level_above_target") else "")
        + (" with at least the target's ATK" if e.get("discard_atk_at_least_target") else ""),
    "discard_kind": lambda e: "",
    "discard_attribute": lambda e: "",
    "discard_race": lambda e: "",
    "discard_level_above_target": lambda e: "",
    "discard_atk_at_least_target": lambda e: "",
    "target_race": lambda e: "",
    "discard_self": lambda e: "cost: discard this card from your hand",
    "activated_from": lambda e: "",
    "banish_cost": lambda e: "cost: banish " + _cards(e["banish_cost"], " ".join(filter(None, [e.get("banish_race"),
                                                                                           "monster"])))
                             + " from your graveyard",
    "banish_race": lambda e: "",
    "lp_cost": lambda e: "cost: " + {"fixed": f"pay {e.get('lp_amount')} LP", "half": "pay half your LP",
                                     "multiple of 1000": "pay LP in thousands, as many as you choose"}.get(
        e["lp_cost"], f"pay LP ({e['lp_cost']})"),
    "lp_amount": lambda e: "",
    "tribute_cost": lambda e: "cost: Tribute this card",
    "send_self_cost": lambda e: "cost: send this card to the graveyard",
    "no_battle_phase": lambda e: "you cannot conduct your Battle Phase in the turn you activate it",
    "tribute_monster_cost": lambda e: "cost: Tribute a monster you control",
    "tribute_race": lambda e: f"cost: Tribute a {e['tribute_race']} monster you control",
    "send_cost_races": lambda e: f"cost: send a {' or '.join(e['send_cost_races'])} monster from your hand or field to the graveyard",
    "tribute_attribute": lambda e: f"cost: Tribute a {e['tribute_attribute']} monster you control",
    "tribute_name_part": lambda e: f"cost: Tribute a face-up monster with \"{e['tribute_name_part']}\" in its name "
                                   f"you control",
    "send_instead_of_tribute": lambda e: "that cost's monster is a face-up one, sent to the graveyard, not Tributed",
    "tribute_atk_max": lambda e: f"(the Tributed monster has {e['tribute_atk_max']} or less ATK)",
    "tribute_atk_min": lambda e: f"(the Tributed monster has {e['tribute_atk_min']} or more ATK)",
    "tribute_card": lambda e: f"cost: Tribute a {e['tribute_card']} you control",
    "tribute_same_level": lambda e: "cost: Tribute a monster you control of a Level that the card it summons has",
    "counter_cost": lambda e: f"cost: remove {_cards(e['counter_cost'], 'counter')} from this card",
    "counter_cost_per_atk": lambda e: f"cost: remove 1 counter from this card per {e['counter_cost_per_atk']} ATK of "
                                      f"the target (rounded up, at least 1)",
    "once_per_turn": lambda e: "once per turn",
    "once_per_duel": lambda e: "once per duel",
    "once_per_battle": lambda e: "once per battle",
    "trigger_names": lambda e: "the names it waits for: " + " or ".join(e["trigger_names"]),
    "no_attack": lambda e: "this card cannot attack in the turn you activate it",
    "no_other_summons": lambda e: "you cannot Summon other monsters in the turn you activate it",
    "damage_step": lambda e: "usable in the Damage Step",
}
CARD_NOTES: dict[str, Callable[[Any], str]] = {
    "piercing": lambda v: "inflicts piercing battle damage",
    "remains": lambda v: "stays on the field once resolved",
    "lifetime": lambda v: f"destroyed in its controller's {v['turns']}th Standby Phase after its activation"
                          if v["counted"] == "own standby phases" else f"destroyed after {v['turns']} turns of "
                          + ("each opponent" if v["counted"] == "each opponent" else "the designated opponent"),
    "cannot_special_summon": lambda v: "cannot be Special Summoned" + (" from the graveyard" if v == "from the graveyard"
                                                                       else ""),
    "upkeep_lp": lambda v: f"an upkeep of {v} LP in each of its controller's Standby Phases unless said otherwise: "
                           f"unpaid, the card is destroyed",
    "upkeep": lambda v: "the upkeep is due in every player's Standby Phase and paid whenever its controller can"
                        if v == "each standby phase, mandatory" else
                        "the upkeep is due in each of its controller's Standby Phases, paid or not at their choice",
    "set_only": lambda v: "can only be Set (its summoning condition cannot be met in this card pool)",
    "summon_without_tribute_hand_at_most": lambda v: f"Normal Summoned without Tributes while its controller holds "
                                                     f"at most {_cards(v)}, itself included",
    "choose_effect": lambda v: "its activator chooses one of its effects as it is activated",
    "no_tribute_summon": lambda v: "cannot be Tributed for a Tribute Summon"
                                   + (" in the turn it is Special Summoned" if v == "summon turn" else ""),
    "double_tribute": lambda v: f"counts as 2 Tributes for the Tribute Summon of a {v} monster",
    "name_as": lambda v: f"its name is treated as {v}",
    "destroyed_without": lambda v: f"destroyed once no {v} is face-up on the field (a monster: on its controller's)",
    "summoned_only_by": lambda v: f"cannot be Normal Summoned or Set; first Special Summoned only by {v}'s effect",
    "tributes_of": lambda v: f"only {v} monsters may be Tributed for its Tribute Summon",
    "tributes": lambda v: f"its Tribute Summon or Set takes {v} Tributes, whatever its Level",
    "fusion": lambda v: "Fusion materials: " + " + ".join(v["materials"]),
    "trap_monster": lambda v: f"when it Special Summons itself it is a monster: {v['attribute']} {v['race']}, "
                              f"Level {v['level']}, ATK {v['atk']} / DEF {v['def']}",
    "procedure": lambda v: "Special Summoned from the hand by its own procedure: " + _procedure(v),
}
STATIC_WORDS: dict[str, Callable[[Any], str]] = {
    "attackers": lambda v: {"opponents": "monsters of its controller's opponents",
                            "all": "every player's monsters"}.get(v, v),
    "min_atk": lambda v: f"with {v}+ ATK",
    "min_level": lambda v: f"of Level {v}+",
    "max_atk": lambda v: "with ATK at most the LP paid" if v == "lp paid" else f"with ATK at most {v}",
    "protects": lambda v: f"protects its {v}",
    "mill": lambda v: f"each attack costs {_cards(v)} from the top of the Deck",
    "max_counters": lambda v: f"at most {_cards(v, 'counter')}",
    "races": lambda v: "Types " + ", ".join(v),
    "shields": lambda v: "shields itself" if v == "self" else "shields its controller's other monsters",
    "amount": lambda v: f"{v:+d}",
    "def_amount": lambda v: f"DEF {v:+d}",
    "while_face_up": lambda v: f"while {v} is face-up on the field",
    "while_opponent_controls": lambda v: f"against an opponent who controls exactly {_cards(v, 'monster')}",
    "spells_of": lambda v: "Spells of its controller's opponents" if v == "opponents" else "any Spell",
    "names": lambda v: "counting " + " and ".join(v),
    "per": lambda v: f"for each {v} its controller controls",
    "attributes": lambda v: "Attributes " + ", ".join(v),
    "atk_only": lambda v: "ATK only" if v else "",
    "turns": lambda v: f"for its controller's next {v} turns",
    "min_count": lambda v: f"while its controller controls {v} other such face-up monsters",
    "max_cards": lambda v: f"at most {_cards(v)}",
    "while_hand_at_most": lambda v: f"while its controller holds at most {_cards(v)} in hand",
    "while_attribute_face_up": lambda v: f"while a face-up {v} monster is on the field",
    "while_controller_controls_others": lambda v: {"some": "while its controller controls another monster",
                                                   "none": "while its controller controls no other monster"}.get(v, ""),
}


def _procedure(p: dict) -> str:
    parts = [{"only opponents control monsters": "only if only your opponents control monsters",
              "opponent controls more": f"only if an opponent controls {p.get('more')}+ more monsters than you"
              }.get(p.get("condition", "none"), ""),
             f"Tribute {_cards(p['tribute_opponent'], 'monster')} from one opponent's field, to which it goes"
             if "tribute_opponent" in p else "",
             (f"banish {len(p['banish'])} {p['banish'][0]} monsters" if len(set(p['banish'])) == 1 and len(p['banish']) > 1
              else f"banish {' and '.join(p['banish'])} monsters") + " from your graveyard" if "banish" in p else "",
             f"banish a {p['banish_monster']} you control" if "banish_monster" in p else "",
             f"Tribute a {p['tribute_monster']} you control" if "tribute_monster" in p else "",
             f"Tribute 1 monster you control with \"{p['tribute_name_part']}\" in its name" if "tribute_name_part" in p
             else "",
             f"banish 1 or more {p['banish_any']} monsters from your graveyard"
             + (f": its original ATK and DEF become {p['stats_per_banished']} for each" if "stats_per_banished" in p
                else "") if "banish_any" in p else "",
             {"must first": "it must first be Special Summoned this way",
              "only": "it can only be Special Summoned this way"}.get(p.get("restricts", "none"), ""),
             "you cannot Normal Summon or Set in that turn" if p.get("no_normal_summon_after") else ""]
    return "; ".join(filter(None, parts)) or "no condition"


def _generic(key: str, value: Any) -> str:
    return f"{key.replace('_', ' ')} {value}"


def describe_effect(e: dict) -> str:
    """One ``[[card.effect]]`` entry in a sentence or two."""
    head = ACTIVATIONS.get(e["activation"], _generic("activation", e["activation"]))
    if e.get("discard_self"):
        head = head.replace("while face-up on the field", "from the hand").replace("in any window", "from the hand in "
                                                                                            "any window")
    if e.get("activated_from") == "graveyard":
        head = head.replace("its controller's Main Phase while face-up on the field", "its owner's Main Phase while in "
                                                                                          "their graveyard")
    events = e.get("trigger")
    if events is not None:
        events = [events] if isinstance(events, str) else events
        head += (" (optional)" if e.get("optional") else " (mandatory)") + ": when " + \
            " or ".join(TRIGGERS.get(t, t) for t in events)
    condition = e.get("condition", "none")
    condition = "cards counted" if isinstance(condition, dict) else condition
    when = CONDITIONS[condition](e) if condition in CONDITIONS else condition
    if when:
        head += f"; only when {when}"
    notes = [OPPONENTS.get(e["opponent"], _generic("opponent", e["opponent"]))] if "opponent" in e else []
    if e.get("target") == "event card":
        notes.append("it targets that event's card")
    elif isinstance(e.get("target"), dict):
        notes.append(f"it {'may target' if e['target'].get('optional') else 'targets'} {describe_cards(e['target'])}")
    for key, value in e.items():
        if key not in EFFECT_PHRASED:
            note = EFFECT_NOTES[key](e) if key in EFFECT_NOTES else _generic(key, value)
            if note:
                notes.append(note)
    does = ("; or ".join if sum(bool(o.get("alternative")) for o in e["ops"]) == 2 else "; ".join)(
        ("you choose: " if o.get("alternative") and o is next(x for x in e["ops"] if x.get("alternative")) else "")
        + ("and if you do, " if o.get("if_done") else "")
        + (_if_result(o["if_result"], e["ops"]) if "if_result" in o else "")
                     + ("if its event named an opponent, " if o.get("if_opponent") else "")
                     + (OPS[o["op"]](o) if o["op"] in OPS else describe_selection(o) if "from" in o else
                        _generic(o["op"], ", ".join(f"{k} {v}" for k, v in o.items() if k != "op"))) for o in e["ops"])
    does = does.replace("the target (or this card)", "the target" if "target" in e else "this card")
    if isinstance(e.get("target"), dict) and e["target"].get("count", 1) > 1:
        does = re.sub(r"\bthe target\b(?!')", "each target", does)
    return ". ".join([head, *(n[0].upper() + n[1:] for n in notes)]) + (f". Resolves: {does}." if does else ".")


def describe_static(s: dict) -> str:
    """One static (continuous) effect: its kind, then what qualifies it."""
    rest = [STATIC_WORDS[k](v) if k in STATIC_WORDS else _generic(k, v) for k, v in s.items() if k != "kind"]
    kind = re.sub(r"\batk\b", "ATK", re.sub(r"\blp\b", "LP", s["kind"]))
    return f"Continuous: {kind}" + (f" ({'; '.join(rest)})" if rest else "")


@functools.lru_cache(maxsize=1)
def effect_entries() -> dict[int, dict]:
    """The packaged effect data by passcode (the file the card database compiles)."""
    text = (importlib.resources.files("ygo_royal_env.cards") / "data" / "effects.toml").read_text(encoding="utf-8")
    return {int(card["id"]): card for card in tomllib.loads(text)["card"]}


def card_header(db: CardDatabase, index: int) -> str:
    """Name, type and stats: "Mystical Elf: LIGHT Spellcaster, Level 4 Normal Monster, ATK 800 / DEF 2000"."""
    row = db.table[index]
    kind, subtype = int(row["kind"]), int(row["subtype"])
    sub = SUBTYPE_NAMES[subtype].capitalize().replace("Quick-play", "Quick-Play")
    if kind != KIND_MONSTER:
        return f"{db.name(index)}: {sub} {KIND_NAMES[kind].capitalize()}"
    atk, def_ = ("?" if v == STAT_UNKNOWN else str(int(v)) for v in (row["atk"], row["def_"]))
    return (f"{db.name(index)}: {ATTRIBUTE_NAMES[row['attribute']]} {RACE_NAMES[row['race']]}, "
            f"Level {int(row['level'])} {sub} {'Monster' if subtype != SUBTYPE_TOKEN else ''}".rstrip()
            + f", ATK {atk} / DEF {def_}")


def describe_card(db: CardDatabase, index: int) -> str:
    """Everything the engine knows of card ``index``, one fact a line."""
    row = db.table[index]
    lines = [card_header(db, index) + f" (passcode {int(row['code'])})"]
    entry = effect_entries().get(int(row["code"]))
    if entry is None:
        normal = row["kind"] == KIND_MONSTER and row["subtype"] == SUBTYPE_NORMAL
        lines.append("No effect (a Normal Monster)." if normal else
                     "Its effect is not implemented in this engine, so decks may not hold it.")
        return "\n".join(lines)
    for k, effect in enumerate(entry.get("effect", []), 1):
        lines.append(f"Effect {k}: {describe_effect(effect)}")
    lines += [f"- {describe_static(s)}" for s in entry.get("static", [])]
    notes = [CARD_NOTES[key](value) if key in CARD_NOTES else _generic(key, value)
             for key, value in entry.items() if key not in ("id", "name", "effect", "static")]
    lines += [f"- {n[0].upper()}{n[1:]}" for n in notes]
    return "\n".join(lines)


def find_cards(db: CardDatabase, query: str) -> list[int]:
    """Card indices a person may mean by ``query``: a passcode, an exact name (any case), or
    else every name containing it."""
    text = query.strip().lower()
    if text.isdigit():
        return [db.index_of[int(text)]] if int(text) in db.index_of else []
    names = [n.lower() for n in db.names]
    exact = [i for i, n in enumerate(names) if n == text]
    return exact or [i for i, n in enumerate(names) if text in n]


__all__ = ["card_header", "describe_card", "describe_effect", "find_cards"]
