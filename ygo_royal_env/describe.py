"""Actions, prompts and events in words (every action can be described: docs/ARCHITECTURE.md,
principle 4).

Words follow one player's view: a card is named only when that player may see it
(``card_visible``), so the text can be shown to an agent or a person without leaking hidden
cards. Players are named like the env's agents, ``player_<id>``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .core.constants import (POS_FACEDOWN, A_ACTIVATE, A_ACTIVATE_MONSTER, A_ACTIVATE_SET, A_DESIGNATE, A_SET_CARD, EV_ACTIVATE,
                             EV_CONTROL, EV_MISSED_TIMING, EV_SPECIAL_SUMMON, EV_TARGET, EV_TO_DECK, EV_TO_HAND, PROMPT_CHOOSE,
                             EV_PAY_LP, EV_DECLARE, EV_DECLARE_RACE, PROMPT_DECLARE, PROMPT_DECLARE_RACE, PROMPT_EFFECT_CHOICE, PROMPT_LP_COST, PROMPT_TRIGGER, PROMPT_UPKEEP,
                             EV_ATTACK_NEGATED, EV_BANISHED, EV_GAIN_LP, EV_NEGATED, EV_RESOLVE, EV_SET_CARD, EV_COIN, EV_DIE,
                             A_ATTACK, A_CHANGE_POS, A_CONCEDE, A_ACTIVATE_GRAVE, A_SUPPLY, EV_SUPPLY, SUPPLY_NAMES, A_FLIP_SUMMON, A_PASS, A_SELECT,
                             A_SET_MONSTER, A_STOP_ATTACK, A_SUMMON, A_TO_BATTLE, A_TO_END,
                             A_TO_MAIN2, ATTACK_TARGETS, END_DRAW, END_NAMES, END_TURN_CAP, EV_ASK,
                             EV_ATTACK, EV_ATTACK_STOPPED, EV_DAMAGE, EV_DESTROYED, EV_DISCARD,
                             DRAW_DEALT, EV_DRAW, EV_FLIP_SUMMON, EV_FLIPPED, EV_GAME_END, EV_LEFT_FIELD,
                             EV_LEFT_GAME, EV_NAMES, EV_PHASE, EV_PLAYER_LOST, EV_POSITION,
                             EV_REPLAY, EV_SENT_TO_GY, EV_SET, EV_SUMMON, EV_TRIBUTE, EV_TURN,
                             LOC_HAND, LOC_MZONE, LOC_NAMES, LOC_SZONE, LOSS_DESIGNATED, LOSS_NAMES,
                             MAX_PLAYERS, N_ACTIONS, N_MMZ, N_MZONES, PHASE_NAMES, POS_NAMES,
                             PROMPT_DISCARD, PROMPT_NAMES, PROMPT_TARGET, PROMPT_TRIBUTE, LOC_GRAVE,
                             A_POSITION, A_PROCEDURE, PROC_PROCEDURE, PROC_SPECIAL_WIN, PROMPT_BACKUP, EV_RESTORED, EV_JOINED, EV_REJOINED, EV_REVEAL,
                             EV_DECLARE_LEVEL, EV_DESIGNATED, EV_ATK_CHANGED, PROC_REQUISITION, PROMPT_DECLARE_LEVEL, MAX_LEVEL, PROC_ADJUST)
from .cards.constants import MAX_EFFECTS, OP_ROLL_DIE, OPERATION_NAMES, RACE_NAMES, RUN_IF_CHOSEN, TGT_EVENT_CARD
from .core.effects import activatable_effect
from .core.effect_conditions import event_card
from .core.legal import battle_position_after_change, tributes_needed
from .core.players import is_opponent, player_at_rel
from .core.legal import uses_candidates
from .core.visibility import card_visible

if TYPE_CHECKING:
    from .duel import Duel, Event

FIXED_ACTIONS = {
    A_PASS: "Pass",
    A_TO_BATTLE: "Go to the Battle Phase",
    A_TO_MAIN2: "Go to Main Phase 2",
    A_TO_END: "Go to the End Phase",
    A_STOP_ATTACK: "Stop the attack (do not attack again)",
    A_CONCEDE: "Concede the duel",
    A_ACTIVATE_GRAVE: "Activate the effect of a card in my graveyard",
    **{A_SUPPLY + k: f"Supply: {name}" for k, name in enumerate(SUPPLY_NAMES)},
}
SELECT_VERBS = {PROMPT_TRIBUTE: "Tribute", PROMPT_DISCARD: "Discard", PROMPT_TRIGGER: "Chain the trigger of",
                PROMPT_CHOOSE: "Choose"}
EVENT_CODES = {name: code for code, name in EV_NAMES.items()}
Label = Callable[[int, str], str]     # (card instance, words for it when hidden) -> words


def player_name(p: int) -> str:
    return f"player_{int(p)}"


def actor(duel: Duel) -> int:
    """Whose view actions are read from: the deciding player (the turn player once over)."""
    p = duel.current_player
    return int(duel.rec["turn_player"]) if p is None else p


def card_label(duel: Duel, c: int, viewer: int, hidden: str) -> str:
    """The card's name if ``viewer`` (-1: spectator) may see it, else ``hidden``; a token that
    has ceased to exist was public while it was (B10)."""
    gone = duel.rec["c_card"][c] < 0
    return duel.card_name(c) if gone or card_visible(duel.rec, duel.db.table, int(c), int(viewer)) else hidden


def search_seen_by(duel: Duel, searcher: int, viewer: int) -> bool:
    """P24: a searched card is revealed to every player (R22, "all") or to the searcher's
    opponents ("opponents", seed 001). Both are the same unless a teammate is no opponent
    (teammates_are_opponents=False): that teammate does not see it, nor does a spectator (-1),
    who sees what every other player sees."""
    if duel.config.search_reveal_to == "all" or viewer == searcher:
        return True
    others = [viewer] if viewer >= 0 else [q for q in range(duel.num_players) if q != searcher]
    return all(is_opponent(duel.rec, searcher, q) for q in others)


def place(duel: Duel, c: int) -> str:
    """Where a card is, in the words the action descriptions use ("zone 2", "hand 0")."""
    loc, seq = int(duel.rec["c_loc"][c]), int(duel.rec["c_seq"][c])
    if loc == LOC_MZONE:
        return zone_label(seq)
    if loc == LOC_HAND:
        return f"hand {seq}"
    if loc == LOC_SZONE:
        return f"spell/trap zone {seq}"
    return LOC_NAMES[loc] if loc >= 0 else "nowhere"


def zone_label(z: int) -> str:
    """A monster zone slot in words: "zone 0" .. "zone 4", or one of the BOSS's Extra Monster
    Zones (V-BOSS-2, core/emz.py)."""
    return f"zone {z}" if z < N_MMZ else ("EMZ left", "EMZ right")[z - N_MMZ]


def split_attack(action: int) -> tuple[int, int, int]:
    """(my monster zone, relative seat 1..5, target 0-6 (5, 6: the EMZs) or N_MZONES = direct) of an attack
    action: the inverse of ``core.legal.attack_action``."""
    idx, target = divmod(action - A_ATTACK, ATTACK_TARGETS)
    zone, rel = divmod(idx, MAX_PLAYERS - 1)
    return zone, rel + 1, target


def describe_action(duel: Duel, action: int, viewer: int | None = None,
                    known_after: Callable[[int], bool] | None = None) -> str:
    """Any action index in words; slots that hold nothing now are described generically
    ("... (empty slot)"). Cards are named as ``viewer`` may know them (None: the acting
    player, who knows every card it acts with), so another player's Set or search stays
    unnamed; ``known_after(c)`` says whether the viewer knows card c once the action is
    done (the replay viewer passes the next state's ``card_visible``, so a Normal Summon
    names its monster while a Set does not)."""
    a = int(action)
    me = actor(duel)
    v = me if viewer is None else int(viewer)

    def label(c: int, hidden: str) -> str:
        return duel.card_name(c) if known_after is not None and known_after(c) else card_label(duel, c, v, hidden)

    if a == A_PASS and duel.rec["pr_kind"] == PROMPT_UPKEEP:
        return f"Do not pay: destroy {label(int(duel.rec['pr_cand'][0]), 'a card')}"
    if a in FIXED_ACTIONS:
        return FIXED_ACTIONS[a]
    if A_SUMMON <= a < A_FLIP_SUMMON:
        return _summon_or_set(duel, me, label, a)
    if A_FLIP_SUMMON <= a < A_ATTACK:
        return _flip_or_change(duel, me, label, a)
    if A_ATTACK <= a < A_SELECT:
        return _attack(duel, me, label, *split_attack(a))
    if A_SELECT <= a < A_SUPPLY:
        return _select(duel, label, a - A_SELECT)
    if A_SET_CARD <= a < A_ACTIVATE_SET:
        return _set_or_activate_from_hand(duel, me, label, a)
    if A_ACTIVATE_SET <= a < A_ACTIVATE_MONSTER:
        return _activate_set(duel, me, label, a - A_ACTIVATE_SET)
    if A_ACTIVATE_MONSTER <= a < A_DESIGNATE:
        c = int(duel.rec["mzone"][me, a - A_ACTIVATE_MONSTER])
        if c < 0:
            return f"Activate the monster in {zone_label(a - A_ACTIVATE_MONSTER)} (empty zone)"
        return f"Activate {label(c, 'a monster')}'s effect ({zone_label(a - A_ACTIVATE_MONSTER)})"
    if A_POSITION <= a < A_PROCEDURE:
        return f"Special Summon it in face-up {'Attack' if a == A_POSITION else 'Defense'} Position"
    if A_PROCEDURE <= a < A_CONCEDE:
        h = a - A_PROCEDURE
        if h >= duel.rec["pile_n"][me, LOC_HAND]:
            return f"Special Summon hand card {h} by its procedure (empty slot)"
        name = label(int(duel.rec["pile"][me, LOC_HAND, h]), "a monster")
        return f"Special Summon {name} by its procedure (hand {h})"
    if A_DESIGNATE <= a < A_POSITION:
        rel = a - A_DESIGNATE + 1
        if rel >= duel.num_players:
            return f"Designate the player {rel} seats after me (no such seat with {duel.num_players} players)"
        who = player_name(player_at_rel(duel.rec, me, rel))
        if duel.rec["stk_proc"][duel.rec["stk_n"] - 1] == PROC_SPECIAL_WIN:
            return f"Designate {who} to lose to my special win (R37)"
        if duel.rec["stk_proc"][duel.rec["stk_n"] - 1] == PROC_PROCEDURE:
            return f"Designate {who}, whose monsters the summon deals with (R15)"
        if duel.rec["stk_proc"][duel.rec["stk_n"] - 1] == PROC_REQUISITION:
            return f"Designate {who} to discard as many cards as I discarded (R17)"
        return f"Designate {who} as the opponent (R11)"
    return f"Action {a} (out of range: actions are 0..{N_ACTIONS - 1})"


def _set_or_activate_from_hand(duel: Duel, me: int, label: Label, a: int) -> str:
    is_set = a < A_ACTIVATE
    h = a - (A_SET_CARD if is_set else A_ACTIVATE)
    rec = duel.rec
    if h >= rec["pile_n"][me, LOC_HAND]:
        return f"{'Set in a spell/trap zone' if is_set else 'Activate'} hand card {h} (empty slot)"
    name = label(int(rec["pile"][me, LOC_HAND, h]), "a card")
    return f"Set {name} in a spell/trap zone (hand {h})" if is_set else f"Activate {name} (hand {h})"


def _activate_set(duel: Duel, me: int, label: Label, z: int) -> str:
    """The Set card and, for a card that targets the event's card, that target."""
    rec = duel.rec
    c = int(rec["szone"][me, z])
    if c < 0:
        return f"Activate the card in spell/trap zone {z} (empty zone)"
    face_up = rec["c_pos"][c] != POS_FACEDOWN                 # a face-up lasting card: its effect
    text = f"Activate {'the effect of ' if face_up else ''}{label(c, 'a Set card')} (spell/trap zone {z})"
    card = duel.db.table[rec["c_card"][c]]
    e = max(0, activatable_effect(rec, duel.db.table, c, me, False))
    if card["e_n"] and card["e_target"][e] == TGT_EVENT_CARD:
        t = event_card(rec, duel.db.table, card["e_cond"][e])
        if t >= 0:
            text += f", targeting {player_name(rec['c_ctrl'][t])}'s {label(t, 'face-down card')}"
    return text


def _summon_or_set(duel: Duel, me: int, label: Label, a: int) -> str:
    is_set = a >= A_SET_MONSTER
    h = a - (A_SET_MONSTER if is_set else A_SUMMON)
    rec = duel.rec
    if h >= rec["pile_n"][me, LOC_HAND]:
        return f"{'Set' if is_set else 'Normal Summon'} hand card {h} (empty slot)"
    c = int(rec["pile"][me, LOC_HAND, h])
    t = tributes_needed(rec, duel.db.table, c)
    where = f"hand {h}" + (f", {t} tribute{'s' if t > 1 else ''}" if t else "")
    name = label(c, "a monster")
    return f"Set {name} face-down ({where})" if is_set else f"Normal Summon {name} ({where})"


def _flip_or_change(duel: Duel, me: int, label: Label, a: int) -> str:
    flip = a < A_CHANGE_POS
    z = a - (A_FLIP_SUMMON if flip else A_CHANGE_POS)
    c = int(duel.rec["mzone"][me, z])
    if c < 0:
        return f"{'Flip Summon' if flip else 'Change the position of'} the monster in {zone_label(z)} (empty zone)"
    if flip:
        return f"Flip Summon {label(c, 'a face-down monster')} ({zone_label(z)})"
    new = POS_NAMES[battle_position_after_change(duel.rec["c_pos"][c])]
    return f"Change {label(c, 'a monster')} ({zone_label(z)}) to {new}"


def _attack(duel: Duel, me: int, label: Label, zone: int, rel: int, target: int) -> str:
    rec = duel.rec
    c = int(rec["mzone"][me, zone])
    attacker = (f"{label(c, 'A monster')} ({zone_label(zone)})" if c >= 0
                else f"The monster in {zone_label(zone)} (empty zone)")
    n = duel.num_players
    if rel >= n:
        what = "directly" if target == N_MZONES else f"in {zone_label(target)}"
        return f"{attacker} attacks the player {rel} seats after me {what} (no such seat with {n} players)"
    q = int(player_at_rel(rec, me, rel))
    if target == N_MZONES:
        return f"{attacker} attacks {player_name(q)} directly"
    t = int(rec["mzone"][q, target])
    if t < 0:
        return f"{attacker} attacks {player_name(q)}'s {zone_label(target)} (empty zone)"
    target_name = label(t, "face-down monster")
    return f"{attacker} attacks {player_name(q)}'s {target_name} ({zone_label(target)})"


def _select(duel: Duel, label: Label, k: int) -> str:
    rec = duel.rec
    kind = int(rec["pr_kind"])
    if kind == PROMPT_DECLARE_LEVEL:             # a monster Level (Reasoning), or a number 1-6 (Sixth Sense)
        return f"Declare {'' if rec['pr_left'] else 'Level '}{k + 1}" if k < MAX_LEVEL \
            else f"Select candidate {k} (not a Level)"
    if kind == PROMPT_DECLARE:                   # a card kind (Vampire Lord)
        return f"Declare {('Monster', 'Spell', 'Trap')[k]}" if k < 3 else f"Select candidate {k} (not a card kind)"
    if kind == PROMPT_EFFECT_CHOICE:             # the card being activated is in chain slot ch_n (Enemy Controller)
        c = int(rec["ch_card"][rec["ch_n"]])
        if k >= MAX_EFFECTS:
            return f"Select candidate {k} (not an effect)"
        card = duel.db.table[int(rec["c_card"][c])]
        e = int(rec["ch_effect"][rec["ch_n"]])
        alternatives = [int(op) for op, run in zip(card["e_op"][e], card["e_if_done"][e]) if run & RUN_IF_CHOSEN]
        if alternatives:                         # one of 2 alternative ops (Necklace of Command)
            return f"Choose for {label(c, 'a card')}: {OPERATION_NAMES[alternatives[k]].replace('_', ' ')}"
        ops = [OPERATION_NAMES[int(op)].replace("_", " ") for op in card["e_op"][k] if op]
        cost = ", Tributing 1 monster" if card["e_cost_monster"][k] else ""
        return f"Activate effect {k + 1} of {label(c, 'a card')}: {'; '.join(ops)}{cost}"
    if kind == PROMPT_DECLARE_RACE:              # a monster Type (Tribe-Infecting Virus)
        return f"Declare the Type {RACE_NAMES[k + 1]}" if k + 1 < len(RACE_NAMES) else f"Select candidate {k} (not a Type)"
    if kind == PROMPT_LP_COST:                   # the card being activated is in chain slot ch_n (R40)
        return f"Pay {(k + 1) * 1000} LP for {label(int(rec['ch_card'][rec['ch_n']]), 'a card')}"
    if not uses_candidates(kind) or k >= rec["pr_ncand"]:
        return f"Select candidate {k} (empty slot)"
    c = int(rec["pr_cand"][k])
    if kind == PROMPT_BACKUP:                           # candidates are backup ids (V-3v3-2)
        return f"Take backup deck {c} ({backup_label(duel, c)})"
    if kind == PROMPT_UPKEEP:
        return f"Pay {int(duel.db.table['upkeep_lp'][rec['c_card'][c]])} LP to keep {label(c, 'a card')}"
    if kind == PROMPT_TARGET:
        whose = f"{player_name(rec['c_ctrl'][c])}'s" if rec["c_loc"][c] != LOC_GRAVE else f"{player_name(rec['c_owner'][c])}'s"
        return f"Target {whose} {label(c, 'face-down card')} ({place(duel, c)})"
    verb = SELECT_VERBS.get(kind, "Select")
    if kind == PROMPT_CHOOSE and rec["stk_proc"][rec["stk_n"] - 1] == PROC_PROCEDURE:
        proc_card = int(rec["stk_arg"][rec["stk_n"] - 1][0])   # a summoning procedure's cost (B10)
        table, card = duel.db.table, rec["c_card"][proc_card]
        verb = "Tribute" if table["p_tribute_card"][card] or table["p_tribute_part"][card] else "Banish"
    if kind == PROMPT_CHOOSE and rec["stk_proc"][rec["stk_n"] - 1] == PROC_ADJUST:
        race = RACE_NAMES[int(duel.db.table["race"][rec["c_card"][c]])]
        return f"Keep the {race} monsters ({label(c, 'a monster')}, {place(duel, c)}); send the others to the graveyard"
    return f"{verb} {label(c, 'a hidden card')} ({place(duel, c)})"


def backup_label(duel: Duel, b: int) -> str:
    """Whose backup deck b is, its size and its first Main Deck card (the decks are prepared
    openly by the team, V-3v3-1)."""
    rec = duel.rec
    first = duel.db.names[int(rec["bk_card"][b, 0])] if rec["bk_main_n"][b] else "empty"
    return f"prepared by {player_name(rec['bk_owner'][b])}, {int(rec['bk_main_n'][b])} cards, first {first}"


def outcome(duel: Duel) -> str:
    """How the duel ended, by player."""
    rec = duel.rec
    results = duel.results()
    reason = int(rec["end_reason"])
    if reason == END_TURN_CAP:
        still = [player_name(p) for p in range(duel.num_players) if rec["alive"][p]]
        return f"{END_NAMES[reason]} after {int(rec['turn'])} turns (truncated); still in: {', '.join(still)}"
    if reason == END_DRAW:
        drawn = [player_name(p) for p, r in enumerate(results) if r == 0]
        return f"{END_NAMES[reason]} between {', '.join(drawn)}"
    winners = [player_name(p) for p, r in enumerate(results) if r > 0]
    return f"{', '.join(winners)} won ({END_NAMES[reason]})"


def describe_prompt(duel: Duel, viewer: int | None = None) -> str:
    """Who must decide what now, or how the duel ended. How many legal actions the decider
    has tells what it holds (a Trap it could chain), so it is given only when ``viewer`` is
    the decider (None: to anyone; -1: a spectator)."""
    rec = duel.rec
    if duel.done:
        return f"Duel over: {outcome(duel)}"
    kind = int(rec["pr_kind"])
    text = f"{player_name(rec['pr_player'])} decides: {PROMPT_NAMES[kind]} in the {PHASE_NAMES[rec['phase']]}"
    if viewer is None or viewer == rec["pr_player"]:
        text += f" ({int(rec['pr_nlegal'])} legal actions)"
    if kind == PROMPT_TRIBUTE:
        text += f", {int(rec['pr_left'])} tribute(s) left to choose"
    return text


def _declares_numbers(duel: Duel, c: int) -> bool:
    """Card instance c has a roll_die that declares numbers (Sixth Sense), not a Level."""
    card = duel.db.table[int(duel.rec["c_card"][c])]
    return bool(((card["e_op"] == OP_ROLL_DIE) & (card["e_arg"][..., 1] > 0)).any())


def describe_event(duel: Duel, event: Event, viewer: int | None = None) -> str:
    """One logged event in words; cards hidden from ``viewer`` (None: a spectator) now stay unnamed."""
    v = -1 if viewer is None else viewer
    a, b, c = event.a, event.b, event.c
    code = EVENT_CODES.get(event.kind)
    if code == EV_TURN:
        return f"Turn {c} (round {b}): {player_name(a)}'s turn"
    if code == EV_PHASE:
        return f"{player_name(a)} enters the {PHASE_NAMES[b]}"
    if code == EV_DRAW:
        verb = "is dealt" if c == DRAW_DEALT else "draws"
        return f"{player_name(a)} {verb} {card_label(duel, b, v, 'a card')}"
    if code == EV_ASK:
        return f"{player_name(a)} is asked: {PROMPT_NAMES[b]}"
    if code == EV_SUMMON:
        tributes = f" with {c} tribute{'s' if c > 1 else ''}" if c else ""
        return f"{player_name(a)} Normal Summons {card_label(duel, b, v, 'a monster')}{tributes}"
    if code == EV_SET:
        return f"{player_name(a)} Sets {card_label(duel, b, v, 'a monster')}"
    if code == EV_FLIP_SUMMON:
        return f"{player_name(a)} Flip Summons {card_label(duel, b, v, 'a monster')}"
    if code == EV_POSITION:
        return f"{player_name(a)} changes {card_label(duel, b, v, 'a monster')} to {POS_NAMES[c]}"
    if code == EV_ATTACK:
        attacker = card_label(duel, a, v, "a monster")
        if b < 0:
            return f"{attacker} attacks {player_name(c)} directly"
        return f"{attacker} attacks {player_name(c)}'s {card_label(duel, b, v, 'face-down monster')}"
    if code == EV_DAMAGE:
        return f"{player_name(a)} takes {b} damage"
    if code == EV_DESTROYED:
        return f"{card_label(duel, a, v, 'a card')} is destroyed by {'an effect' if c else 'battle'}"
    if code == EV_ACTIVATE:
        return f"{player_name(a)} activates {card_label(duel, b, v, 'a card')} (chain link {c})"
    if code == EV_RESOLVE:
        return f"Chain link {b} resolves: {card_label(duel, a, v, 'a card')}"
    if code == EV_ATTACK_NEGATED:
        return f"{card_label(duel, a, v, 'a monster')}'s attack is negated"
    if code == EV_GAIN_LP:
        return f"{player_name(a)} gains {b} LP ({card_label(duel, c, v, 'a card')})"
    if code == EV_NEGATED:
        by = f" by {player_name(b)}" if b >= 0 else ""
        what = "'s effect" if c == 1 else ""         # negate_effect: the activation stands
        return f"{card_label(duel, a, v, 'a card')}{what} is negated{by}"
    if code == EV_COIN:
        return f"{player_name(a)} tosses a coin for {card_label(duel, c, v, 'a card')}: {'Heads' if b else 'Tails'}"
    if code == EV_DIE:
        return f"{player_name(a)} rolls a die for {card_label(duel, c, v, 'a card')}: {b}"
    if code == EV_BANISHED:
        return f"{card_label(duel, a, v, 'a card')} is banished"
    if code == EV_SET_CARD:
        return f"{player_name(a)} Sets {card_label(duel, b, v, 'a spell or trap card')}"
    if code == EV_SENT_TO_GY:
        return f"{card_label(duel, a, v, 'a card')} is sent to {player_name(b)}'s graveyard"
    if code == EV_LEFT_FIELD:
        return f"{card_label(duel, a, v, 'a card')} leaves the field"
    if code == EV_PLAYER_LOST:
        by = f", {'by' if b == LOSS_DESIGNATED else 'last damaged by'} {player_name(c)}" if c >= 0 else ""
        return f"{player_name(a)} loses ({LOSS_NAMES[b]}{by})"
    if code == EV_SUPPLY:
        return f"{player_name(a)} takes the supply: {SUPPLY_NAMES[b]}"
    if code == EV_LEFT_GAME:
        return f"{player_name(a)}'s {b} cards leave the game"
    if code == EV_DISCARD:
        return f"{player_name(a)} discards {card_label(duel, b, v, 'a card')}"
    if code == EV_FLIPPED:
        return f"{card_label(duel, a, v, 'a monster')} is flipped face-up"
    if code == EV_REPLAY:
        return f"{card_label(duel, a, v, 'a monster')}'s attack is replayed (the target's side changed)"
    if code == EV_ATTACK_STOPPED:
        return f"{card_label(duel, a, v, 'a monster')} stops its attack"
    if code == EV_TRIBUTE:
        return f"{player_name(a)} tributes {card_label(duel, b, v, 'a monster')}"
    if code == EV_SPECIAL_SUMMON:
        return f"{player_name(a)} Special Summons {card_label(duel, b, v, 'a monster')}"
    if code == EV_TARGET:
        return f"{player_name(a)} targets {card_label(duel, b, v, 'a card')} (chain link {c})"
    if code == EV_CONTROL:
        return f"{player_name(a)} takes control of {card_label(duel, b, v, 'a monster')}"
    if code == EV_TO_HAND:                             # revealed to every player (B24, R22), a search as P24 says
        seen = not c or search_seen_by(duel, a, v)
        return f"{duel.card_name(b) if seen else card_label(duel, b, v, 'A card')} is added to {player_name(a)}'s hand"
    if code == EV_TO_DECK:
        return f"{card_label(duel, b, v, 'a card')} is {'placed on top of' if c else 'shuffled into'} {player_name(a)}'s deck"
    if code == EV_REVEAL and c == 2:                   # a card of another's hand looked at by a alone (Confiscation)
        return f"{player_name(a)} looks at {duel.card_name(b) if v == a else 'a card in a hand'}"
    if code == EV_REVEAL and c:                        # looked at by a alone (De-Spell)
        return f"{player_name(a)} looks at {duel.card_name(b) if v == a else card_label(duel, b, v, 'a Set card')}"
    if code == EV_REVEAL:                              # shown to every player (R22)
        return f"{player_name(a)} reveals {duel.card_name(b)}"
    if code == EV_RESTORED:
        back = "; absent until their turn" if c else ""
        return f"{player_name(a)} plays on with backup deck {b} ({backup_label(duel, b)}){back}"
    if code == EV_JOINED:
        return f"{player_name(a)} is called in for {player_name(b)} and takes over the field, GY and banished cards"
    if code == EV_REJOINED:
        return f"{player_name(a)} enters the duel"
    if code == EV_DECLARE:
        return f"{player_name(a)} declares {('Monster', 'Spell', 'Trap')[b]} for {card_label(duel, c, v, 'a card')}"
    if code == EV_DECLARE_RACE:
        return f"{player_name(a)} declares the Type {RACE_NAMES[b]} for {card_label(duel, c, v, 'a card')}"
    if code == EV_DECLARE_LEVEL:
        level = "" if _declares_numbers(duel, c) else "Level "   # a number before a die roll (Sixth Sense)
        return f"{player_name(a)} declares {level}{b} for {card_label(duel, c, v, 'a card')}"
    if code == EV_DESIGNATED:
        return f"{player_name(a)} designates {player_name(b)}, who discards {c} card{'s' if c != 1 else ''}"
    if code == EV_ATK_CHANGED:
        return f"{card_label(duel, a, v, 'a monster')}'s ATK becomes {b} until the end of the turn"
    if code == EV_PAY_LP:
        return f"{player_name(a)} pays {b} LP for {card_label(duel, c, v, 'a card')}"
    if code == EV_MISSED_TIMING:
        return f"{card_label(duel, a, v, 'a card')}'s trigger misses the timing"
    if code == EV_GAME_END:
        return f"The duel ends: {outcome(duel)}"
    return f"{event.kind} ({a}, {b}, {c})"


__all__ = ["card_label", "describe_action", "describe_event", "describe_prompt", "outcome",
           "place", "player_name", "split_attack"]
