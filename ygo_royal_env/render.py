"""A text board of a duel for people: the env's ``ansi`` render mode and debugging.

It shows what one viewer may know (hidden cards stay "face-down"/unnamed), or with
``viewer=None`` what a spectator may know. Seats, player ids, zones and hand slots count from
0, as everywhere people read them (seat 0 moves first; ``player_0`` is player id 0).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards.constants import KIND_MONSTER, STAT_UNKNOWN
from .core.constants import (
    ABSENT_BENCH,
    EV_ASK,
    EV_NAMES,
    LOC_BANISHED,
    LOC_DECK,
    LOC_EXTRA,
    LOC_GRAVE,
    LOC_HAND,
    LOSS_NAMES,
    N_MMZ,
    PHASE_BATTLE,
    PHASE_NAMES,
    POS_NAMES,
    STEP_NAMES,
)
from .core.visibility import card_visible
from .describe import card_label, describe_action, describe_event, describe_prompt, player_name, zone_label

if TYPE_CHECKING:
    from .duel import Duel
    from .replay import Step

RECENT_EVENTS = 8
EVENT_SCAN = 64          # events looked back at to find RECENT_EVENTS worth showing
QUIET_EVENTS = (EV_NAMES[EV_ASK],)


def stats(duel: Duel, c: int) -> str:
    """ATK/DEF of a monster card instance ('?' stays '?')."""
    rec = duel.db.table[duel.rec["c_card"][c]]
    return "/".join("?" if v == STAT_UNKNOWN else str(int(v)) for v in (rec["atk"], rec["def_"]))


def zone_text(duel: Duel, c: int, viewer: int) -> str:
    if c < 0:
        return "-"
    name = card_label(duel, c, viewer, "")
    pos = POS_NAMES[duel.rec["c_pos"][c]]
    if not name:
        return pos
    is_monster = duel.db.table[duel.rec["c_card"][c]]["kind"] == KIND_MONSTER
    return f"{name} {stats(duel, c)} {pos}" if is_monster else f"{name} {pos}"


def player_lines(duel: Duel, p: int, viewer: int) -> list[str]:
    rec = duel.rec
    n = rec["pile_n"][p]
    status = "alive" if rec["alive"][p] else f"lost ({LOSS_NAMES[rec['loss_reason'][p]]})"
    if rec["alive"][p] and rec["absent"][p]:
        status = "waiting to appear" if rec["absent"][p] == ABSENT_BENCH else "absent until its turn"
    tags = "".join(tag for tag, on in ((" (you)", p == viewer), (" [turn]", p == rec["turn_player"])) if on)
    shared = duel.config is not None and len(set(duel.config.team_of())) < duel.num_players   # some team of 2+
    team = f" | team {int(rec['team'][p])}" if shared else ""
    lines = [f"Seat {int(rec['seat_of'][p])}: {player_name(p)}{tags} | LP {int(rec['lp'][p])} | "
             f"{status}{team} | hand {n[LOC_HAND]} | deck {n[LOC_DECK]} | GY {n[LOC_GRAVE]} | "
             f"banished {n[LOC_BANISHED]} | extra {n[LOC_EXTRA]}"]
    if p == viewer and n[LOC_HAND]:
        hand = rec["pile"][p, LOC_HAND, :n[LOC_HAND]]
        lines.append("  hand: " + ", ".join(f"[{i}] {duel.card_name(c)}" for i, c in enumerate(hand)))
    lines.append("  monsters: " + " | ".join(f"[{z if z < N_MMZ else zone_label(z)}] {zone_text(duel, c, viewer)}"
                                             for z, c in enumerate(rec["mzone"][p]) if z < N_MMZ or c >= 0))
    spells = [f"[{z}] {zone_text(duel, c, viewer)}" for z, c in enumerate(rec["szone"][p]) if c >= 0]
    if rec["fzone"][p] >= 0:
        spells.append(f"[field] {zone_text(duel, rec['fzone'][p], viewer)}")
    if spells:
        lines.append("  spells/traps: " + " | ".join(spells))
    return lines


def render_ansi(duel: Duel, viewer: int | None = None, recent_events: int = RECENT_EVENTS) -> str:
    """The board as text from ``viewer``'s side of the table (None: a spectator), with the
    last ``recent_events`` events in words."""
    rec = duel.rec
    v = -1 if viewer is None else viewer
    phase = PHASE_NAMES[rec["phase"]]
    if rec["phase"] == PHASE_BATTLE:
        phase += f", {STEP_NAMES[rec['step']]}"
    lines = [f"Round {int(rec['round'])} | turn {int(rec['turn'])}/{int(rec['rule_turn_cap'])} | "
             f"{phase} | turn player: {player_name(rec['turn_player'])} | "
             f"view: {player_name(v) if v >= 0 else 'spectator'}",
             describe_prompt(duel, v)]
    for s in range(duel.num_players):
        lines += player_lines(duel, int(rec["player_at"][s]), v)
    if recent_events > 0:
        events = [e for e in duel.events(max(0, duel.event_count - EVENT_SCAN)) if e.kind not in QUIET_EVENTS]
        lines.append("Recent events:")
        lines += [f"  {describe_event(duel, e, viewer)}" for e in events[-recent_events:]]
    return "\n".join(lines)


def step_action(step: Step, viewer: int) -> str:
    """A replayed action in words as ``viewer`` (-1: a spectator) may know its cards: those
    it could see before the action or can see after it (a Normal Summon's monster, not a Set's)."""
    after = step.after

    def known(c: int) -> bool:
        return bool(card_visible(after.rec, after.db.table, c, viewer))
    return describe_action(step.before, step.action, viewer, known)


def step_text(step: Step, viewer: int | None = None) -> str:
    """One replay step in words as ``viewer`` (None: a spectator) may know it: the action,
    the events it logged, and the board when a turn began."""
    duel = step.after
    lines = []
    if step.before is not None:
        action = step_action(step, -1 if viewer is None else viewer)
        lines.append(f"> {player_name(step.before.current_player)}: {action}")
    for event in step.events:
        if event.kind == "turn":
            lines.append("")
        if event.kind not in QUIET_EVENTS:
            lines.append("  " + describe_event(duel, event, viewer))
    if any(e.kind == "turn" for e in step.events) and not duel.done:
        lines.append(render_ansi(duel, viewer, recent_events=0))
    return "\n".join(lines)


__all__ = ["render_ansi", "step_action", "step_text"]
