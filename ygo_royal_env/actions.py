"""Actions by player id and card name, for scripts, tests and tools.

The action space is relative to the deciding player (docs/actions.md): "designate" and
"attack" name an opponent by its seat offset from the actor, and a selection names a slot
of the prompt's candidate list. These helpers turn player ids, zones and card names into
those indices, and raise ``ValueError`` saying what is allowed when the answer is not legal
now, so a script fails where it went wrong rather than with an unrelated illegal action.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .core.constants import A_DESIGNATE, A_SELECT, N_MZONES
from .core.legal import attack_action as _attack_index

if TYPE_CHECKING:
    from .duel import Duel


def seat_of(duel: Duel, player: int) -> int:
    """The seat of player id ``player`` (seat 0 moves first, R3)."""
    _check_player(duel, player)
    return int(duel.rec["seat_of"][player])


def player_at_seat(duel: Duel, seat: int) -> int:
    """The player id sitting in ``seat``."""
    if not 0 <= seat < duel.num_players:
        raise ValueError(f"seat must be 0..{duel.num_players - 1}, got {seat}")
    return int(duel.rec["player_at"][seat])


def seat_offset(duel: Duel, player: int, actor: int | None = None) -> int:
    """How many seats after ``actor`` (default: the deciding player) ``player`` sits, 0..N-1."""
    actor = _actor(duel, actor)
    return (seat_of(duel, player) - seat_of(duel, actor)) % duel.num_players


def designate_action(duel: Duel, player: int) -> int:
    """The action that designates ``player`` (R11, R15, R37) at the current prompt."""
    action = A_DESIGNATE + seat_offset(duel, player) - 1
    return _legal(duel, action, f"designating player {player}")


def attack_action(duel: Duel, zone: int, player: int, target_zone: int | None = None) -> int:
    """The action in which the deciding player's monster in ``zone`` attacks ``player``'s
    monster in ``target_zone``, or ``player`` directly (``target_zone=None``)."""
    if not 0 <= zone < N_MZONES or not (target_zone is None or 0 <= target_zone < N_MZONES):
        raise ValueError(f"zones are 0..{N_MZONES - 1} (5, 6: the Extra Monster Zones), got {zone} and {target_zone}")
    offset = seat_offset(duel, player)
    if offset == 0:
        raise ValueError(f"player {player} is the attacker; attack an opponent")
    target = N_MZONES if target_zone is None else target_zone
    what = f"zone {zone} attacking player {player}" + (" directly" if target_zone is None else f"'s zone {target_zone}")
    return _legal(duel, int(_attack_index(zone, offset, target)), what)


def select_action(duel: Duel, card: str) -> int:
    """The action that picks the candidate named ``card`` at the current prompt (a target,
    a Tribute, a trigger to activate, a card to discard ...)."""
    names = candidate_names(duel)
    if card not in names:
        raise ValueError(f"{card!r} is not a candidate now; the candidates are {names}")
    return _legal(duel, A_SELECT + names.index(card), f"selecting {card}")


def candidate_names(duel: Duel) -> list[str]:
    """The names of the current prompt's candidates, in slot order."""
    r = duel.rec
    return [duel.card_name(int(r["pr_cand"][k])) for k in range(int(r["pr_ncand"]))]


def _check_player(duel: Duel, player: int) -> None:
    if not 0 <= player < duel.num_players:
        raise ValueError(f"player must be a player id 0..{duel.num_players - 1}, got {player}")


def _actor(duel: Duel, actor: int | None) -> int:
    if actor is None:
        actor = duel.current_player
        if actor is None:
            raise ValueError("the duel is over: no player decides")
    _check_player(duel, actor)
    return actor


def _legal(duel: Duel, action: int, what: str) -> int:
    if action not in duel.legal_actions():
        legal = "; ".join(f"{a}: {duel.describe_action(a)}" for a in duel.legal_actions())
        raise ValueError(f"{what} is not legal now (action {action}). Legal actions: {legal}")
    return action
