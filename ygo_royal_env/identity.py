"""Identity mode (docs/rules.md#v-identity): a framework, not a fixed game. A role set names the
roles, what each must see happen to win, and which roles are public; the engine deals them,
hides the hidden ones from everyone but their holder (V-ID-2), and ends the duel as soon as
a role's condition holds (V-ID-4), after every loss.

The seed defines no identities (A-37); ``EXAMPLE_SETS`` ships one small documented example.
"""
from __future__ import annotations

from dataclasses import dataclass


ROLE_BONUS_LIMITS = {"lp_bonus": 100_000, "hand_bonus": 10, "extra_draws": 5,
                     "bounty_lp": 100_000, "bounty_draw": 5}   # inclusive upper bounds


@dataclass(frozen=True)
class Role:
    """``name`` wins, with all its holders (defeated ones too), once every player holding one
    of the ``wins_when_lost`` roles has lost. ``public`` roles are shown to every player.

    V-ID-3 special mechanics: a holder starts with ``lp_bonus`` more LP and ``hand_bonus``
    more cards, and draws ``extra_draws`` more per turn (the way a public Leader gets more
    life in games of this kind). A bounty changes the duel as it goes: whoever causes a
    holder's loss (A-47's killer) gains ``bounty_lp`` LP and draws ``bounty_draw`` cards at
    once, as inert as the 2v2 supply (V-2v2-5: nothing triggers, no lock stops it)."""

    name: str
    wins_when_lost: tuple[str, ...]
    public: bool = False
    lp_bonus: int = 0
    hand_bonus: int = 0
    extra_draws: int = 0
    bounty_lp: int = 0
    bounty_draw: int = 0


@dataclass(frozen=True)
class IdentitySet:
    """The roles, and the roles dealt: ``deal[p]`` goes to player p with fixed assignment;
    with random assignment the same multiset is dealt in a seeded random order."""

    roles: tuple[Role, ...]
    deal: tuple[str, ...]

    def problems(self, num_players: int, max_roles: int) -> list[str]:
        names = [r.name for r in self.roles]
        out = []
        if not 1 <= len(names) <= max_roles or len(set(names)) != len(names):
            out.append(f"an identity set needs 1 to {max_roles} roles with distinct names, got {names}")
        if len(self.deal) != num_players:
            out.append(f"the identity set deals {len(self.deal)} roles; num_players is {num_players}")
        out += [f"role {d!r} is dealt but not defined" for d in self.deal if d not in names]
        out += [f"role {r.name!r} waits for unknown role {t!r}" for r in self.roles
                for t in r.wins_when_lost if t not in names]
        out += [f"role {r.name!r}: {field} must be 0 to {top}, got {getattr(r, field)!r}" for r in self.roles
                for field, top in ROLE_BONUS_LIMITS.items()
                if not (isinstance(getattr(r, field), int) and 0 <= getattr(r, field) <= top)]
        return out


# "leader" is T-VID's fixture: the Leader and the Loyal win when every Rebel has lost; the
# Rebels win when the Leader has lost. Every role is hidden. "lord" is the same game with a
# public Lord who starts with 2000 more LP and 1 more card, and whoever knocks out a Rebel
# draws 3 cards (V-ID-2, V-ID-3).
EXAMPLE_SETS = {
    "leader": IdentitySet(
        roles=(Role("Leader", ("Rebel",)), Role("Rebel", ("Leader",)), Role("Loyal", ("Rebel",))),
        deal=("Leader", "Rebel", "Rebel", "Loyal")),
    "lord": IdentitySet(
        roles=(Role("Lord", ("Rebel",), public=True, lp_bonus=2000, hand_bonus=1),
               Role("Rebel", ("Lord",), bounty_draw=3),
               Role("Loyal", ("Rebel",))),
        deal=("Lord", "Rebel", "Rebel", "Loyal")),
}


@dataclass(frozen=True)
class LossEvent:
    """What the V-ID-3 interaction hook is told about a loss: who lost and who caused it
    (A-47; -1 for nobody), with every player's role name (None outside identity mode)."""

    loser: int
    killer: int
    roles: tuple[str | None, ...]

    @property
    def loser_role(self) -> str | None:
        return self.roles[self.loser]

    @property
    def killer_role(self) -> str | None:
        return self.roles[self.killer] if self.killer >= 0 else None


def roles_by_player(identity: IdentitySet | None, role_ids) -> tuple[str | None, ...]:
    """Role names per player from the record's role ids (-1: none)."""
    return tuple(identity.roles[r].name if identity is not None and r >= 0 else None for r in role_ids)
