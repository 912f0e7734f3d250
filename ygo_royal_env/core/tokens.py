"""Tokens (B10): monsters an effect summons that are no card (Scapegoat's Sheep Tokens).

A token needs a card-table row for the time it is on the field, and the invariant checker wants
every row that holds a card in exactly one place. The last ``TOKEN_ROWS`` rows of the table are
kept for tokens: such a row is unused (``c_card`` -1, ``LOC_UNUSED``) until a token is summoned
into it, and unused again as soon as the token leaves the field (``zones.to_pile`` ->
``zones.token_gone``: it never reaches a GY, hand, Deck or the banished cards). There is one
token row per Main Monster Zone of the largest duel, and a token lives only in one (never an EMZ), so a
free zone always finds a free row. While it exists a token is a monster like any other (battle,
destruction, Tributes as costs, control changes); the events of its leaving are logged as for a
card.
"""
from .._jit import njit

from .constants import DEALT_ROWS, MAX_CARDS, POS_FACEUP_ATK, POS_FACEUP_DEF
from .restore import new_row, row_referenced
from .zones import special_summon_to


@njit(cache=True)
def free_token_row(st):
    """An unused token row, preferring one nothing pending names (a chain link's target, the
    attack), so a stale reference to a token that left never meets a new one; -1 if none."""
    spare = -1
    for c in range(DEALT_ROWS, MAX_CARDS):
        if st.c_card[c] < 0:
            if not row_referenced(st, c):
                return c
            spare = c if spare < 0 else spare
    return spare


@njit(cache=True)
def summon_tokens(st, db, p, q, card, count, attack):
    """p Special Summons ``count`` tokens of database card ``card`` at once to player q's field (p's
    own, or an opponent's: Ojama Trio), face-up in Defense (or Attack) Position; p owns them, q
    controls them. Nothing if q has no room for all of them (the caller checks
    ``field_room.room_for_monsters``). Each is a Special Summon (B10: it can trigger, and p has
    Summoned this turn)."""
    for _ in range(count):
        c = free_token_row(st)
        if c < 0:
            return
        new_row(st, db, c, card, p)
        special_summon_to(st, db, c, p, q, POS_FACEUP_ATK if attack else POS_FACEUP_DEF)
