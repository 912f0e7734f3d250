"""Shared helpers for the rule tests: scenario shorthand, event readers and drivers.

Players are named as in RULES.md: ``A, B, C, D, E`` are player ids 0..4 and, unless a test
says otherwise, also seats 1..5 (scenarios default to ``seat_order = [0, 1, ...]``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable

import numpy as np
import pytest

from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.actions import designate_action, select_action
from ygo_royal_env.cards import load_banlist, load_database
from ygo_royal_env.core import constants as K
from ygo_royal_env.duel import check_invariants
from ygo_royal_env.scenario import build_duel

A, B, C, D, E, F = range(6)

# A deck that keeps every draw safe: a player built by ``player()`` never decks out by accident.
FILLER_DECK = ("Mystical Elf",) * 5


@pytest.fixture(scope="session")
def db():
    return load_database()


@pytest.fixture(scope="session")
def banlist(db):
    return load_banlist(db=db)


def write_file(tmp_path: Path, text: str, name: str = "cards.csv") -> Path:
    """A data file for a test (a card CSV, a deck) under ``tmp_path``."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# --- building positions ------------------------------------------------------------------
def player(lp: int = 8000, hand: Iterable = (), monsters: Iterable = (), deck: Iterable | None = None,
           graveyard: Iterable = (), banished: Iterable = (), alive: bool = True, spells: Iterable = ()) -> dict:
    """One player's description for ``build_duel``; the deck defaults to ``FILLER_DECK``."""
    spec = {"lp": lp, "hand": list(hand), "monsters": list(monsters), "spells": list(spells),
            "deck": list(FILLER_DECK if deck is None else deck),
            "graveyard": list(graveyard), "banished": list(banished), "alive": alive}
    if not alive:
        spec["deck"] = []
    return spec


def scenario(players: list[dict], *, turn_player: int = A, phase: str = "main1", round: int = 2,
             auto_answer: bool = True, seat_order: list[int] | None = None, seed: int = 0,
             normal_summoned: bool = False, **config) -> Duel:
    """A duel in a hand-built position (``ygo_royal_env.scenario``), invariants checked."""
    desc = {"turn_player": turn_player, "phase": phase, "round": round, "players": players,
            "normal_summoned": normal_summoned}
    if seat_order is not None:
        desc["seat_order"] = seat_order
    duel = build_duel(desc, DuelConfig(num_players=len(players), auto_answer=auto_answer, **config), seed=seed)
    check_invariants(duel)
    return duel


def monster(card: str, position: str = "atk", **extra) -> dict:
    return {"card": card, "position": position, **extra}


# --- reading the record ------------------------------------------------------------------
def prompt(duel: Duel) -> int:
    return int(duel.rec["pr_kind"])


def mz(duel: Duel, p: int, zone: int) -> int:
    """Card instance in player p's monster zone, or -1."""
    return int(duel.rec["mzone"][p, zone])


def loc(duel: Duel, c: int) -> int:
    return int(duel.rec["c_loc"][c])


def pile(duel: Duel, p: int, where: int) -> list[int]:
    n = int(duel.rec["pile_n"][p, where])
    return [int(x) for x in duel.rec["pile"][p, where, :n]]


def hand(duel: Duel, p: int) -> list[int]:
    return pile(duel, p, K.LOC_HAND)


def grave(duel: Duel, p: int) -> list[int]:
    return pile(duel, p, K.LOC_GRAVE)


def monsters(duel: Duel, p: int) -> list[int]:
    return [int(c) for c in duel.rec["mzone"][p] if c >= 0]


def owned_cards(duel: Duel, p: int) -> list[int]:
    r = duel.rec
    return [c for c in range(K.MAX_CARDS) if r["c_card"][c] >= 0 and r["c_owner"][c] == p]


def name(duel: Duel, c: int) -> str:
    return duel.card_name(int(c))


def names(duel: Duel, cards: Iterable[int]) -> list[str]:
    """The cards' names, sorted (an order-free comparison)."""
    return sorted(name(duel, c) for c in cards)


def candidates(duel: Duel) -> list[str]:
    """The names of the current prompt's candidates, sorted."""
    r = duel.rec
    return sorted(name(duel, r["pr_cand"][k]) for k in range(int(r["pr_ncand"])))


def modifier_rows(duel: Duel, kind: int, card: int) -> list[tuple[int, int, int]]:
    """(player, value, turn) of each lasting-modifier row of ``kind`` (MOD_*) on ``card`` (core/modifiers.py)."""
    r = duel.rec
    return [(int(r["md_player"][i]), int(r["md_value"][i]), int(r["md_turn"][i])) for i in range(int(r["md_n"]))
            if int(r["md_kind"][i]) == kind and int(r["md_card"][i]) == card]


# --- reading the event log ---------------------------------------------------------------
def events(duel: Duel, since: int = 0, kind: str | None = None) -> list:
    evs = duel.events(since)
    return evs if kind is None else [e for e in evs if e.kind == kind]


def asked(duel: Duel, since: int = 0, prompt_kind: int | None = None) -> list[int]:
    """Players asked to decide since event ``since`` (auto-answered prompts included)."""
    return [e.a for e in events(duel, since, "ask") if prompt_kind is None or e.b == prompt_kind]


def phases(duel: Duel, since: int = 0) -> list[tuple[int, int]]:
    """(turn player, phase) of every phase event since ``since``."""
    return [(e.a, e.b) for e in events(duel, since, "phase")]


def kinds(duel: Duel, since: int = 0) -> list[str]:
    return [e.kind for e in duel.events(since)]


# --- driving -----------------------------------------------------------------------------
def act(duel: Duel, action: int) -> None:
    """Apply an action that the test expects to be legal, then check the invariants."""
    assert action in duel.legal_actions(), (action, duel.legal_actions())
    duel.apply(action)
    check_invariants(duel)


def pass_while(duel: Duel, cond: Callable[[Duel], bool], limit: int = 500) -> None:
    """Answer pass prompts while ``cond`` holds (fails if a non-pass decision comes up)."""
    for _ in range(limit):
        if duel.done or not cond(duel):
            return
        assert prompt(duel) == K.PROMPT_PASS, f"expected a pass prompt, got {prompt(duel)}"
        act(duel, K.A_PASS)
    raise AssertionError("pass_while did not stop")


def choose(duel: Duel, card: str) -> None:
    """Answer a candidate prompt (target, choose, trigger, tribute...) with the candidate named ``card``."""
    act(duel, select_action(duel, card))


def designate(duel: Duel, q: int) -> None:
    """Answer a designation prompt (R11, R15, R37) with player q."""
    act(duel, designate_action(duel, q))


def settle(duel: Duel) -> None:
    """Pass every window (and accept every other prompt's first answer) until the turn player is idle again."""
    for _ in range(200):
        if duel.done or duel.rec["pr_kind"] in (K.PROMPT_IDLE, K.PROMPT_BATTLE):
            return
        act(duel, K.A_PASS if K.A_PASS in duel.legal_actions() else duel.legal_actions()[0])
    raise AssertionError("settle did not end")


def pass_all(duel: Duel) -> None:
    """Answer every pending pass prompt (with auto_answer=False)."""
    pass_while(duel, lambda d: prompt(d) == K.PROMPT_PASS)


def end_turn(duel: Duel, limit: int = 500) -> None:
    """Play the current turn out with no actions: pass, leave phases, discard the first card."""
    start = int(duel.rec["turn"])
    for _ in range(limit):
        if duel.done or (int(duel.rec["turn"]) != start):
            return
        k = prompt(duel)
        if k == K.PROMPT_IDLE or k == K.PROMPT_BATTLE:
            act(duel, K.A_TO_END)
        elif k == K.PROMPT_PASS:
            act(duel, K.A_PASS)
        elif k == K.PROMPT_REPLAY:
            act(duel, K.A_STOP_ATTACK)
        else:
            act(duel, K.A_SELECT)
    raise AssertionError("end_turn did not finish the turn")


def random_play(duel: Duel, rng: np.random.Generator, check: bool = True, limit: int = 200_000) -> int:
    """Random legal actions to the end of the duel; returns the number of steps."""
    steps = 0
    while not duel.done:
        legal = np.flatnonzero(duel.rec["mask"])
        assert len(legal) > 0, "a running duel must offer a legal action"
        duel.apply(int(legal[rng.integers(len(legal))]))
        if check:
            check_invariants(duel)
        steps += 1
        assert steps < limit, "duel did not end"
    return steps


def pass_until(duel: Duel, p: int) -> None:
    """Pass priority until player p is asked (only priority prompts on the way)."""
    while duel.current_player != p:
        assert prompt(duel) == K.PROMPT_PASS, "expected a priority window"
        act(duel, K.A_PASS)
