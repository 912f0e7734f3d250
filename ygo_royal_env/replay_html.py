"""The replay viewer: a recorded duel as one self-contained HTML page (``ygo-royal replay FILE
--html OUT.html``) that steps through it with buttons and keys.

The page is the template ``replay_viewer.html`` with the duel embedded as JSON: no network,
no server, nothing to install to open it. Every name in that JSON passes through the same
visibility rule as the text replay (``card_visible`` through ``card_label`` and
``render.step_action``), so a page written for one player never holds a card that player could
not know: hiding is done here, not by the script in the page.
"""
from __future__ import annotations

import html
import json
import os
from importlib import resources
from typing import Any

from .cards import CardDatabase
from .cards.constants import KIND_MONSTER
from .core.constants import (A_PASS, ABSENT_BENCH, EV_ACTIVATE, EV_NAMES, EV_PLAYER_LOST, EV_REPLAY, EV_RESOLVE,
                             LOC_BANISHED, LOC_DECK, LOC_EXTRA, LOC_GRAVE, LOC_HAND, LOSS_NAMES, N_MMZ,
                             PHASE_BATTLE, PHASE_NAMES, POS_FACEDOWN, POS_FACEDOWN_DEF, POS_NAMES, STEP_NAMES)
from .describe import card_label, describe_event, describe_prompt, outcome, player_name
from .duel import Duel
from .render import QUIET_EVENTS, stats, step_action
from .replay import Replay, Step

TEMPLATE = "replay_viewer.html"
DATA_MARK = "/*REPLAY_DATA*/null"
TITLE_MARK = "<!--TITLE-->"
HIGHLIGHTS = {EV_NAMES[EV_PLAYER_LOST]: "loss", EV_NAMES[EV_REPLAY]: "replay"}

Json = dict[str, Any]


def _name(duel: Duel, c: int, v: int) -> str | None:
    """The card's name if viewer ``v`` may know it (card_label's rule), else None."""
    return card_label(duel, c, v, "") or None


def _zone(duel: Duel, c: int, v: int) -> Json | None:
    """A field card as the viewer sees it: name (None: hidden), position, printed ATK/DEF."""
    if c < 0:
        return None
    rec = duel.rec
    pos = int(rec["c_pos"][c])
    card = {"name": _name(duel, c, v), "pos": POS_NAMES[pos], "down": pos in (POS_FACEDOWN, POS_FACEDOWN_DEF)}
    if card["name"] and duel.db.table["kind"][rec["c_card"][c]] == KIND_MONSTER:
        card["stats"] = stats(duel, c)
    return card


def _player(duel: Duel, p: int, v: int) -> Json:
    """One player's side of the table: LP, status, piles (public ones by name), zones."""
    rec = duel.rec
    n = rec["pile_n"][p]
    status = "in the duel" if rec["alive"][p] else f"lost: {LOSS_NAMES[rec['loss_reason'][p]]}"
    if rec["alive"][p] and rec["absent"][p]:
        status = "waiting to appear" if rec["absent"][p] == ABSENT_BENCH else "absent until its turn"

    def pile(loc: int) -> list[int]:
        return [int(c) for c in rec["pile"][p, loc, :n[loc]]]

    monsters = [_zone(duel, int(c), v) for c in rec["mzone"][p]]
    return {"id": p, "name": player_name(p), "seat": int(rec["seat_of"][p]) + 1, "lp": int(rec["lp"][p]),
            "lost": not rec["alive"][p], "status": status, "team": int(rec["team"][p]),
            "hand": [_name(duel, c, v) for c in pile(LOC_HAND)], "deck": int(n[LOC_DECK]),
            "extra": int(n[LOC_EXTRA]), "gy": [duel.card_name(c) for c in pile(LOC_GRAVE)],
            "banished": [duel.card_name(c) for c in pile(LOC_BANISHED)],
            "monsters": [m for z, m in enumerate(monsters) if z < N_MMZ or m is not None],   # EMZs when used
            "spells": [_zone(duel, int(c), v) for c in rec["szone"][p]],
            "field": _zone(duel, int(rec["fzone"][p]), v)}


def _chain(duel: Duel, v: int) -> list[Json]:
    """The chain being built, link 1 first: card, activator, designated opponent, targets."""
    rec = duel.rec
    links = []
    for k in range(int(rec["ch_n"])):
        targets = [card_label(duel, int(t), v, "a face-down card") for t in (rec["ch_target"][k], rec["ch_target2"][k])
                   if t >= 0]
        opp = int(rec["ch_opp"][k])
        links.append({"link": k + 1, "card": card_label(duel, int(rec["ch_card"][k]), v, "a face-down card"),
                      "player": player_name(rec["ch_player"][k]), "opponent": player_name(opp) if opp >= 0 else None,
                      "targets": targets, "negated": bool(rec["ch_negated"][k])})
    return links


def _attack(duel: Duel, v: int) -> Json | None:
    """The attack being fought, if any: attacker, attacked player, target (None: direct)."""
    rec = duel.rec
    a, t = int(rec["atk_card"]), int(rec["atk_target"])
    if rec["phase"] != PHASE_BATTLE or a < 0:
        return None
    return {"attacker": card_label(duel, a, v, "a monster"), "player": player_name(rec["c_ctrl"][a]),
            "defender": player_name(rec["atk_player"]),
            "target": card_label(duel, t, v, "a face-down monster") if t >= 0 else None}


def board(duel: Duel, viewer: int | None) -> Json:
    """Everything the viewer (None: a spectator) may see of the table, players in seat order."""
    rec = duel.rec
    v = -1 if viewer is None else viewer
    phase = PHASE_NAMES[rec["phase"]] + (f", {STEP_NAMES[rec['step']]}" if rec["phase"] == PHASE_BATTLE else "")
    return {"round": int(rec["round"]), "turn": int(rec["turn"]), "phase": phase,
            "turn_player": player_name(rec["turn_player"]),
            "players": [_player(duel, int(rec["player_at"][s]), v) for s in range(duel.num_players)],
            "chain": _chain(duel, v), "attack": _attack(duel, v)}


def frame(step: Step, viewer: int | None) -> Json:
    """One step of the page: the prompt answered and the action in words (as the viewer knows
    them), the events it logged, what they highlight, and where the duel stands after it. A
    chain built and resolved within the step is kept (``links``, ``resolved``): the board
    after it no longer shows it."""
    duel, v = step.after, (-1 if viewer is None else viewer)
    shown = [e for e in step.events if e.kind not in QUIET_EVENTS]
    links = max([int(duel.rec["ch_n"])] + [e.c for e in shown if e.kind == EV_NAMES[EV_ACTIVATE]]
                + [e.b for e in shown if e.kind == EV_NAMES[EV_RESOLVE]])
    marks = sorted({HIGHLIGHTS[e.kind] for e in shown if e.kind in HIGHLIGHTS} | ({"chain"} if links >= 2 else set()))
    data: Json = {"turn": int(duel.rec["turn"]), "phase": PHASE_NAMES[duel.rec["phase"]],
                  "events": [[e.kind, describe_event(duel, e, viewer)] for e in shown], "marks": marks,
                  "links": links, "next": describe_prompt(duel, v),
                  "resolved": [[e.b, card_label(duel, e.a, v, "a card")] for e in shown
                               if e.kind == EV_NAMES[EV_RESOLVE]]}
    if step.before is not None:
        data["actor"] = player_name(step.before.current_player)
        data["prompt"] = describe_prompt(step.before, v)
        data["action"] = step_action(step, v)
        data["quiet"] = step.action == A_PASS and not shown
    return data


def replay_data(replay: Replay, viewer: int | None = None,
                db: CardDatabase | None = None) -> tuple[Json, Duel]:
    """The page's JSON (frames, with their boards stored once each) and the replayed duel."""
    frames, boards, index = [], [], {}
    duel = None
    for step in replay.steps(db):
        duel = step.after
        f = frame(step, viewer)
        key = json.dumps(b := board(duel, viewer), sort_keys=True)
        if key not in index:
            index[key] = len(boards)
            boards.append(b)
        f["board"] = index[key]
        frames.append(f)
    config = replay.config
    title = (f"{config.num_players} players, {config.mode}, "
             + ", ".join(f"{k} {v}" for k, v in replay.origin.items() if k != "scenario"))
    data = {"title": title, "viewer": player_name(viewer) if viewer is not None else "spectator",
            "outcome": outcome(duel) if duel.done else "not finished", "frames": frames, "boards": boards}
    return data, duel


def render_html(replay: Replay, viewer: int | None = None, db: CardDatabase | None = None) -> tuple[str, Duel]:
    """The page as text, and the replayed duel (for ``Replay.verify``)."""
    data, duel = replay_data(replay, viewer, db)
    page = resources.files(__package__).joinpath(TEMPLATE).read_text(encoding="utf-8")
    payload = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")   # nothing ends the script
    title = html.escape(f"Replay: {data['title']} (view: {data['viewer']})")
    return page.replace(TITLE_MARK, title).replace(DATA_MARK, payload), duel


def write_html(replay: Replay, path: str | os.PathLike[str], viewer: int | None = None,
               db: CardDatabase | None = None) -> Duel:
    """Write the page for ``viewer`` (None: a spectator) to ``path``; returns the replayed duel."""
    page, duel = render_html(replay, viewer, db)
    with open(path, "w", encoding="utf-8") as f:
        f.write(page)
    return duel


__all__ = ["board", "render_html", "replay_data", "write_html"]
