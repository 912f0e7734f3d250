"""Build a mid-duel position from a plain description: for rule tests, curricula, puzzles.

A description is a dict (so it can come from JSON or TOML)::

    {
      "turn_player": 0,             # player id whose turn it is
      "phase": "main1",             # "draw" (turn about to start), "main1", "battle", "main2", "end"
      "round": 2,                   # R6 round counter (default 2: every first turn is over)
      "seat_order": [0, 1, 2],      # players by seat (default: player i in seat i)
      "normal_summoned": False,     # the turn player's Normal Summon is used up
      "players": [                  # one entry per player
        {"lp": 8000,
         "hand": ["Luster Dragon", 89631139],          # names or passcodes
         "monsters": ["Battle Ox", None, {"card": "Gemini Elf", "position": "set"}],
         "spells": ["Trap Hole", {"card": "Mirror Force", "set_this_turn": True}],   # Set cards
         "graveyard": [...], "banished": [...], "extra": [...],
         "deck": [...],                                # top card first
         "alive": True},
        ...
      ],
    }

A monster entry is a card, ``None`` (empty zone) or a dict with ``card`` and optionally
``position`` ("atk", "def", "set"), ``zone`` (0-4, or "emz_l"/"emz_r" (5/6): the BOSS's Extra Monster Zones,
only for an Extra Deck monster of a player the config lets use that EMZ, V-BOSS-2/3), ``owner`` (player id; default the
controller, for R32/R33 situations), ``summoned_this_turn``, ``attacked``,
``position_changed``. A spell/trap zone entry is a card (Set face-down before this turn) or a
dict with ``card`` and optionally ``zone`` and ``set_this_turn`` (B19), or ``face_up: True``
for a lasting card whose activation resolved this turn (its static effects apply; its lifetime
counts from this turn, A-28) with the ``designated`` player and ``lp_paid`` of its activation;
a face-up card that attaches itself to a monster (an Equip Spell, Call of the Haunted, Snatch
Steal, Nightmare Wheel) takes ``attached_to: [player, zone]``, the monster it is attached to
(Snatch Steal's monster is owned by its ``designated`` player and controlled by the card's).
``field`` is a Field Spell face-up in the player's field zone (a card or such a dict). Every
pile entry may likewise be ``{"card": ..., "owner": q}``.
Unlisted numbers follow the rules: ``turns_taken`` from round and seats, the turn counter
as their sum. Config rule fields (hand limit, auto-answer, ...) come from ``config``.
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .cards import CardDatabase, UnknownCardError
from .cards.constants import (ATTACH_CONTROL, KIND_MONSTER, LIFETIME_DESIGNATED, LIFETIME_EACH_OPPONENT, MAX_OPS,
                              OP_ATTACH_TARGET, SUBTYPE_FIELD, SUBTYPE_TOKEN)
from .config import DuelConfig
from .core.constants import (CARDS_PER_PLAYER, MAX_CARDS, LOC_BANISHED, LOC_DECK, LOC_EXTRA, LOC_FZONE, LOC_GRAVE,
                             LOC_HAND, LOC_MZONE, LOC_SZONE, N_MZONES, N_SZONES, PHASE_BATTLE, PHASE_DRAW,
                             PHASE_END, PHASE_MAIN1, PHASE_MAIN2, POS_FACEDOWN, POS_FACEDOWN_DEF,
                             POS_FACEUP_ATK, POS_FACEUP_CARD, POS_FACEUP_DEF)
from .core.emz import EMZ_L, EMZ_R, emz_problem
from .core.setup import deal_damage as _deal_damage
from .core.setup import start_at
from .core.state import new_states
from .dealing import pack_backups, pack_narrowing, pack_rules, pack_special_win, resolve_deck
from .duel import Duel
from .seeds import check_seed

PHASES = {"draw": PHASE_DRAW, "main1": PHASE_MAIN1, "battle": PHASE_BATTLE, "main2": PHASE_MAIN2,
          "end": PHASE_END}
POSITIONS = {"atk": POS_FACEUP_ATK, "def": POS_FACEUP_DEF, "set": POS_FACEDOWN_DEF}
PILES = {"deck": LOC_DECK, "hand": LOC_HAND, "graveyard": LOC_GRAVE, "banished": LOC_BANISHED,
         "extra": LOC_EXTRA}
EMZ_ZONES = {"emz_l": EMZ_L, "emz_r": EMZ_R}       # V-BOSS-2: the BOSS's Extra Monster Zones (slots 5, 6)
PLAYER_KEYS = {"lp", "monsters", "spells", "field", "alive", *PILES}
SPELL_KEYS = {"card", "zone", "set_this_turn", "face_up", "designated", "lp_paid", "attached_to"}
MONSTER_KEYS = {"card", "position", "zone", "owner", "summoned_this_turn", "attacked",
                "position_changed"}


SCENARIO_SEED_BOUND = 2**63


class ScenarioError(ValueError):
    """The description cannot be built: the message names the field and what is allowed."""


def build_duel(description: Mapping[str, Any], config: DuelConfig | None = None, seed: int = 0,
               db: CardDatabase | None = None) -> Duel:
    """A ``Duel`` in the described position, run on to its first decision."""
    seed = check_seed(seed, bound=SCENARIO_SEED_BOUND, why="the position's RNG starts at seed * 2 + 1, a 64-bit number")
    players = description.get("players")
    if not isinstance(players, (list, tuple)) or not 2 <= len(players) <= 6:
        raise ScenarioError("'players' must list 2 to 6 player descriptions")
    n = len(players)
    config = (config or DuelConfig(num_players=n)).with_(num_players=n)
    db = db or config.database()
    builder = _Builder(db, n)
    rec = builder.rec
    pack_rules(rec, config)
    pack_special_win(rec, config, db)
    pack_backups(rec, [resolve_deck(s, db) for s in config.backup_specs()], config.backups_per_player)
    pack_narrowing(rec, config, db)
    rec["rng"] = np.uint64(seed * 2 + 1)
    seats = list(description.get("seat_order", range(n)))
    if sorted(seats) != list(range(n)):
        raise ScenarioError(f"'seat_order' must be a permutation of 0..{n - 1}, got {seats}")
    rec["player_at"][:n] = seats
    rec["seat_of"][seats] = np.arange(n)
    phase = description.get("phase", "main1")
    if phase not in PHASES:
        raise ScenarioError(f"'phase' must be one of {sorted(PHASES)}, got {phase!r}")
    tp = description.get("turn_player", seats[0])
    if tp not in range(n):
        raise ScenarioError(f"'turn_player' must be a player id 0..{n - 1}, got {tp!r}")
    rnd = int(description.get("round", 2))
    if rnd < 1:
        raise ScenarioError(f"'round' must be at least 1, got {rnd}")
    rec["turn_player"] = tp
    rec["round"] = rnd
    for p in range(n):
        done_this_round = rec["seat_of"][p] < rec["seat_of"][tp] or (p == tp and phase != "draw")
        rec["turns_taken"][p] = rnd - 1 + int(done_this_round)
    rec["turn"] = int(rec["turns_taken"][:n].sum())
    rec["normal_summons"] = int(bool(description.get("normal_summoned", False)))
    for p, spec in enumerate(players):
        builder.add_player(p, spec)
    builder.attach_all()
    bad = emz_problem(rec)
    if bad >= 0:
        raise ScenarioError(f"player {rec['c_ctrl'][bad]}: {db.name(rec['c_card'][bad])} may not be in that Extra Monster "
                            f"Zone (V-BOSS-2/3, A-31: the BOSS with boss_emz, a challenger with challenger_emz in the EMZ "
                            f"it faces, one monster per EMZ, an Extra Deck monster)")
    start_at(rec, db.table, PHASES[phase])
    return Duel.from_states(builder.states, db, config, {"scenario": dict(description), "seed": seed})


def deal_damage(duel: Duel, player: int, amount: int, source: int = -1) -> None:
    """Deal damage from outside the rules (tests, curricula), credited to player ``source``
    (-1: nobody) as effect damage would be; losses are processed at once."""
    _damage(duel, {player: amount}, source, "deal_damage")


def lose_together(duel: Duel, players: list[int], source: int = -1) -> None:
    """Take every player of ``players`` to 0 LP at once, credited to ``source`` (-1: nobody):
    they lose in one loss check (B22: simultaneous losses are one event, a draw if nobody is
    left), as a burn to all would."""
    if not players or any(not isinstance(p, int) or not 0 <= p < duel.num_players or not duel.rec["alive"][p]
                          for p in players):
        raise ScenarioError(f"lose_together needs living player ids 0..{duel.num_players - 1}, got {players!r}")
    _damage(duel, {p: int(duel.rec["lp"][p]) for p in players}, source, "lose_together")


def _damage(duel: Duel, amounts: Mapping[int, int], source: int, what: str) -> None:
    n = duel.num_players
    if any(not 0 <= p < n or a < 0 for p, a in amounts.items()) or not -1 <= source < n:
        raise ScenarioError(f"{what} needs player ids 0..{n - 1}, amounts >= 0 and a source -1..{n - 1}")
    row = np.zeros(n, np.int32)
    for p, a in amounts.items():
        row[p] = a
    _deal_damage(duel.rec, duel.db.table, row, source)


class _Builder:
    """Fills a blank record, allocating card-table rows per owner (B26)."""

    def __init__(self, db: CardDatabase, n: int):
        self.db = db
        self.states = new_states(1)
        self.rec = self.states[0]
        self.used = [0] * n
        self.n = n
        self.attachments: list[tuple[int, Any, str]] = []   # (card row, its attached_to, where): after every zone is filled

    def card(self, ref: Any, where: str, default_owner: int) -> int:
        """Allocate an instance for a card entry; returns its row."""
        owner = default_owner
        if isinstance(ref, Mapping):
            owner = ref.get("owner", default_owner)
            ref = ref.get("card")
        try:
            index = self.db.index(ref) if isinstance(ref, int) else self.db.index_of_name(ref)
        except (UnknownCardError, KeyError, TypeError) as exc:
            raise ScenarioError(f"{where}: unknown card {ref!r}") from exc
        if self.db.table["subtype"][index] == SUBTYPE_TOKEN:
            raise ScenarioError(f"{where}: {self.db.name(index)} is a token, not a card: only an effect summons it (B10)")
        if not self.db.table["implemented"][index]:
            raise ScenarioError(f"{where}: {self.db.name(index)} cannot be used until its effect is implemented")
        if owner not in range(self.n):
            raise ScenarioError(f"{where}: owner must be a player id 0..{self.n - 1}, got {owner!r}")
        if self.used[owner] >= CARDS_PER_PLAYER:
            raise ScenarioError(f"{where}: player {owner} would own more than {CARDS_PER_PLAYER} cards")
        row = owner * CARDS_PER_PLAYER + self.used[owner]
        self.used[owner] += 1
        self.rec["c_card"][row] = index
        self.rec["c_owner"][row] = owner
        return row

    def add_player(self, p: int, spec: Mapping[str, Any]) -> None:
        rec = self.rec
        unknown = set(spec) - PLAYER_KEYS
        if unknown:
            raise ScenarioError(f"player {p}: unknown keys {sorted(unknown)}; allowed: {sorted(PLAYER_KEYS)}")
        lp = int(spec.get("lp", rec["start_lp"][p]))
        alive = bool(spec.get("alive", True))
        if alive and lp <= 0:
            raise ScenarioError(f"player {p}: a living player needs lp > 0, got {lp}")
        rec["lp"][p] = max(lp, 0)
        rec["alive"][p] = alive
        rec["result"][p] = 0 if alive else -1
        for key, loc in PILES.items():
            entries = list(spec.get(key, []))
            if key == "deck":
                entries.reverse()                      # listed top first, stored top last
            for i, ref in enumerate(entries):
                self._put_in_pile(self.card(ref, f"player {p} {key}[{i}]", p), p, loc)
        rec["deck_size"][p] = rec["pile_n"][p, LOC_DECK]
        monsters = list(spec.get("monsters", []))
        if len(monsters) > N_MZONES:
            raise ScenarioError(f"player {p}: at most {N_MZONES} monster zone entries (5 and 6: the EMZs), "
                                f"got {len(monsters)}")
        for i, m in enumerate(monsters):
            if m is not None:
                self._put_monster(p, i, m)
        spells = list(spec.get("spells", []))
        if len(spells) > N_SZONES:
            raise ScenarioError(f"player {p}: at most {N_SZONES} spells/traps, got {len(spells)}")
        for i, entry in enumerate(spells):
            if entry is not None:
                self._put_spell(p, i, entry)
        if spec.get("field") is not None:
            field = spec["field"] if isinstance(spec["field"], Mapping) else {"card": spec["field"]}
            self._put_spell(p, 0, {**field, "face_up": True}, field_zone=True)

    def _put_in_pile(self, row: int, p: int, loc: int) -> None:
        rec = self.rec
        k = rec["pile_n"][p, loc]
        rec["pile"][p, loc, k] = row
        rec["pile_n"][p, loc] = k + 1
        rec["c_loc"][row], rec["c_seq"][row], rec["c_ctrl"][row] = loc, k, p

    def _field_entry(self, p: int, i: int, entry: Any, what: str, keys: set[str], zones: str):
        """A checked monster or spell/trap entry: (spec, free zone, where) in ``rec[zones]``."""
        where = f"player {p} {what}[{i}]"
        spec = entry if isinstance(entry, Mapping) else {"card": entry}
        unknown = set(spec) - keys
        if unknown:
            raise ScenarioError(f"{where}: unknown keys {sorted(unknown)}; allowed: {sorted(keys)}")
        n = self.rec[zones].shape[1]
        zone = spec.get("zone", i)
        if zone not in range(n) or self.rec[zones][p, zone] >= 0:
            raise ScenarioError(f"{where}: zone must be a free zone 0..{n - 1}, got {zone!r}")
        return spec, zone, where

    def _put_spell(self, p: int, i: int, entry: Any, field_zone: bool = False) -> None:
        rec = self.rec
        table = self.db.table
        if field_zone:
            spec, zone, where = entry, 0, f"player {p} field"
            if set(spec) - SPELL_KEYS:
                raise ScenarioError(f"{where}: unknown keys {sorted(set(spec) - SPELL_KEYS)}; allowed: {sorted(SPELL_KEYS)}")
        else:
            spec, zone, where = self._field_entry(p, i, entry, "spells", SPELL_KEYS, "szone")
        row = self.card(spec, where, p)
        card = rec["c_card"][row]
        if table["kind"][card] == KIND_MONSTER:
            raise ScenarioError(f"{where}: {self.db.name(card)} is a monster")
        if field_zone != (table["subtype"][card] == SUBTYPE_FIELD):
            raise ScenarioError(f"{where}: {self.db.name(card)} {'is not' if field_zone else 'is'} a Field Spell "
                                f"(Field Spells go under 'field')")
        if field_zone:
            rec["fzone"][p] = row
        else:
            rec["szone"][p, zone] = row
        rec["c_loc"][row], rec["c_seq"][row], rec["c_ctrl"][row] = (LOC_FZONE if field_zone else LOC_SZONE), zone, p
        rec["c_pos"][row] = POS_FACEDOWN
        rec["c_placed_turn"][row] = rec["turn"] if spec.get("set_this_turn") else rec["turn"] - 1
        if spec.get("face_up"):
            self._make_lasting(p, row, spec, where)
        elif "designated" in spec or "lp_paid" in spec or "attached_to" in spec:
            raise ScenarioError(f"{where}: designated, lp_paid and attached_to are for a face_up lasting card")
        if "attached_to" in spec:
            self.attachments.append((row, spec["attached_to"], where))

    def attach_all(self) -> None:
        """Attach each ``attached_to`` card to its monster, in the way its effect attaches."""
        rec, table = self.rec, self.db.table
        for row, target, where in self.attachments:
            card = rec["c_card"][row]
            modes = [int(table["e_arg"][card][e, k, 0]) for e in range(table["e_n"][card])
                     for k in range(MAX_OPS) if table["e_op"][card][e, k] == OP_ATTACH_TARGET]
            if not modes:
                raise ScenarioError(f"{where}: {self.db.name(card)} does not attach itself to a monster")
            if (not isinstance(target, (list, tuple)) or len(target) != 2 or target[0] not in range(self.n)
                    or target[1] not in range(N_MZONES) or rec["mzone"][target[0], target[1]] < 0):
                raise ScenarioError(f"{where}: attached_to must be [player id, zone] of a monster, got {target!r}")
            monster = rec["mzone"][target[0], target[1]]
            if modes[0] == ATTACH_CONTROL:
                designated = next(rec["ls_opp"][k] for k in range(rec["ls_n"]) if rec["ls_card"][k] == row)
                if rec["c_ctrl"][monster] != rec["c_ctrl"][row] or rec["c_owner"][monster] != designated:
                    raise ScenarioError(f"{where}: {self.db.name(card)} holds a monster its controller controls and "
                                        f"its designated player owns (give the monster an owner and the card "
                                        f"designated)")
            rec["c_attached"][row] = monster + MAX_CARDS * modes[0]

    def _make_lasting(self, p: int, row: int, spec: Mapping[str, Any], where: str) -> None:
        """A face-up lasting card as its resolved activation leaves it (core/lasting.add_lasting)."""
        rec, table = self.rec, self.db.table
        card = rec["c_card"][row]
        if not table["remains"][card]:
            raise ScenarioError(f"{where}: face_up is for a card that remains on the field once resolved")
        opp = spec.get("designated", -1)
        life = table["lifetime"][card]
        if (opp != -1 or life == LIFETIME_DESIGNATED) and (opp not in range(self.n) or opp == p):
            raise ScenarioError(f"{where}: designated must be another player's id"
                                f"{' (its lifetime counts their turns)' if life == LIFETIME_DESIGNATED else ''}, "
                                f"got {opp!r}")
        paid = spec.get("lp_paid", 0)
        if not isinstance(paid, int) or paid < 0:
            raise ScenarioError(f"{where}: lp_paid must be an integer >= 0, got {paid!r}")
        rec["c_pos"][row] = POS_FACEUP_CARD
        k = rec["ls_n"]
        rec["ls_card"][k], rec["ls_opp"][k], rec["ls_paid"][k] = row, opp, paid
        for q in range(self.n):
            counted = (life == LIFETIME_EACH_OPPONENT and q != p) or (life == LIFETIME_DESIGNATED and q == opp)
            rec["ls_turns"][k, q] = int(q == rec["turn_player"]) if counted else -1
        rec["ls_n"] = k + 1

    def _put_monster(self, p: int, i: int, m: Any) -> None:
        rec = self.rec
        if isinstance(m, Mapping) and m.get("zone") in EMZ_ZONES:
            m = {**m, "zone": EMZ_ZONES[m["zone"]]}
        spec, zone, where = self._field_entry(p, i, m, "monsters", MONSTER_KEYS, "mzone")
        position = spec.get("position", "atk")
        if position not in POSITIONS:
            raise ScenarioError(f"{where}: position must be one of {sorted(POSITIONS)}, got {position!r}")
        row = self.card(spec, where, p)
        turn = rec["turn"]
        rec["mzone"][p, zone] = row
        rec["c_loc"][row], rec["c_seq"][row], rec["c_ctrl"][row] = LOC_MZONE, zone, p
        rec["c_pos"][row] = POSITIONS[position]
        rec["c_placed_turn"][row] = turn if spec.get("summoned_this_turn") else turn - 1
        rec["c_attacked_turn"][row] = turn if spec.get("attacked") else -1
        rec["c_manual_pos_turn"][row] = turn if spec.get("position_changed") else -1
        rec["c_extra"][row] = self.db.table["extra_deck"][rec["c_card"][row]]   # emz_problem reads it
