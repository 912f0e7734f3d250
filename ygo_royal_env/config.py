"""The duel configuration: one validated, immutable object (docs/ARCHITECTURE.md, principle 6).

It is the static "game" half of a duel (OpenSpiel's split); ``Duel`` holds the dynamic state.
Every field is checked in ``validate``, which construction runs, with a message that says what
was wrong and what is allowed. Rule switches cite docs/rules.md (P-nn parameters, A-nn recommended readings).
"""
from __future__ import annotations

import functools
import numbers
import os
from collections.abc import Collection
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Mapping, Sequence, Union

from .cards import CardDatabase, CardDataError, Deck, load_database
from .core.constants import MAX_ROLES, NARROW_CAP, SUPPLY_OPTIONS, TRIBUTES_408
from .identity import EXAMPLE_SETS, IdentitySet

DeckSpec = Union[str, "os.PathLike[str]", Deck, Sequence[Union[int, str]]]

DEFAULT_DECK = "vanilla_normals"
# The format's six sample decks (../shared/reference/decks): ``ygo-royal simulate`` deals them by
# player id when neither the command line nor the preset names decks (sample_decks).
SAMPLE_DECKS = ("vanilla_beatdown", "chain_burn", "chaos_control", "gadget_warrior_beatdown", "lockdown_burn",
                "monarch_control")
FIRST_TURN_RULES = ("each_player", "first_seat", "no_direct_attack_turn1")   # P5
BATTLE_MODELS = ("ocg", "hp")                                                # P21
SEGOC_ORDERS = ("seat_from_tp", "player_by_player")                          # P37 / A-03 (core/segoc.py)
PHASE_SETS = ("six", "four")                                                 # P15: 408 / seed 004
MORPHING_JAR_SCOPES = ("self_and_designated", "all_players")                 # P38 / A-04 (REC first)
SNATCH_STEAL_GAINS = ("only_on_victim_turn", "every_opponent_standby")      # P39 / A-05 (REC first)
LP_ROUNDINGS = ("ceil", "floor")                                               # P16 (408 first)
LP_ZERO_MID_CHAIN = ("remove_loser_continue_chain", "end_duel")               # P19 (R31 first)
DRAW_PHASE_DRAWERS = ("turn_player", "all")                                    # P22 (A-44 first)
REPLAY_SCOPES = ("attacked_player", "any_opponent")                            # P40 (A-14 first)
EXTRA_DECK_CONTENTS = ("fusion", "fusion_ritual")                              # P9 (408 first; seed 001: C2)
LP_COST_EXCEEDING_LP = ("forbid", "pay_to_zero_and_lose")                      # P17 (408 first; seed 001 option)
SEARCH_FAILURES = ("resolve_empty", "seed001")                                 # P25 (408 first)
SEARCH_REVEALS = ("all", "opponents")                                          # P24 (R22 first; seed 001)
SHARED_FATE_MODES = ("team", "2v2")                                          # P33: modes with teams that share it
STAR_FIELDS = ("starting_lp", "starting_hand", "deck_main_size")              # what star_levels decides
MAX_STAR_LEVEL = 5               # P8 by star: 5 stars allow 50-60 cards, the card table's 60
BASE_FORMATS = ("408", "MR2020_full")                                    # B1; "MR2020_full" has EMZs (R2)
EMZ_LEFT_FACES = ("next", "prev")                                        # whom the BOSS's EMZ_L faces
# docs/rules.md#variant-modes.
MODES = ("royale", "team", "2v2", "3v3", "kof", "boss", "contrib", "kupl", "identity")
BACKUP_POOLS = ("team", "player")                                         # V-3v3-1 / A-17
MAX_BACKUPS_PER_PLAYER = 2                                               # V-3v3-1 (core.constants.MAX_BACKUPS / 6)
ROLE_ASSIGNMENTS = ("random", "fixed")
SEAT_PATTERNS = {"interleaved": (0, 2, 1, 3), "paired": (0, 2, 3, 1)}   # V-2v2-2: A1 B1 A2 B2 / A1 B1 B2 A2
SPECIAL_WIN_POLICIES = ("banned", "v3_team_rule")                       # R9 / R37 / P34
BANLISTS = ("2006_03", None)                                             # P12; None: no list
# R38 / P41 / A-29: the attack restrictions read narrowly (protecting their controller), R39-R45
NARROW_ATTACK_RESTRICTION_CARDS = ("Swords of Revealing Light", "Wall of Revealing Light", "Nightmare's Steelcage",
                                   "Messenger of Peace", "Gravekeeper's Servant", "Marauding Captain",
                                   "The Legendary Fisherman", "Guardian Kay'est")


class ConfigError(ValueError):
    """A configuration value is out of range or inconsistent."""


@dataclass(frozen=True)
class DuelConfig:
    """Everything that is fixed for a duel. Defaults are the 408 / Battle Royal rules."""

    num_players: int = 4
    decks: Sequence[DeckSpec] | None = None       # one per player, or one for all; None: default
    seat_order: Sequence[int] | None = None       # R3: players by seat; None: seeded random draw
    mode: str = "royale"                          # section 3: royale (free-for-all), team, 2v2, 3v3, kof, boss,
                                                  # contrib, kupl, identity
    teams: Sequence[int] | None = None            # mode "team": team id per player (V-TEAM-1)
    teammates_are_opponents: bool = True          # V-TEAM-5 / A-24 / P32
    seat_pattern: str = "interleaved"             # mode "2v2": interleaved A1 B1 A2 B2, or paired A1 B1 B2 A2
    supply_choice: Sequence[int] | None = None    # mode "2v2", study control: per team (A, B) the supply
                                                  # option always taken (V-2v2-4, core.constants.SUPPLY_NAMES),
                                                  # -1 the player's choice; an option A-22 rules out falls back to it
    backup_decks: Sequence[DeckSpec] | None = None   # mode "3v3": backups_per_player decks per player, player 0's
                                                  # first, or one for all; None: copies of each player's deck
    backups_per_player: int = 2                   # mode "3v3": V-3v3-1
    backup_pool: str = "team"                     # mode "3v3": A-17 "team" (any teammate takes any) or "player"
    restored_lp: int = 8000                       # mode "3v3": LP and hand after a restore
    restored_hand: int = 5
    joiner_lp: int = 8000                         # mode "kof": LP and hand of a joining teammate
    joiner_hand: int = 5
    boss: int = 0                                 # modes "boss"/"contrib": the BOSS's player id
    boss_lp_bonus: int = 0                        # V-CONTRIB-1 advantages of the BOSS
    boss_hand_bonus: int = 0
    boss_extra_draws: int = 0
    # B1 / R2 / V-BOSS-2/3 / P42: the base format and the BOSS's Extra Monster Zones (core/emz.py)
    base_format: str = "408"                      # B1: "408" (no EMZ) or "MR2020_full" (a base with EMZs: R2
                                                  # allows it only in modes boss/contrib with boss_emz=True)
    boss_emz: bool = False                        # V-BOSS-2: the BOSS may use the EMZs (allowed with "408" too:
                                                  # the BOSS plays a later format)
    boss_emz_max: int = 1                         # EMZs the BOSS may hold at once (1 = MR2020, or 2)
    challenger_emz: bool = False                  # V-BOSS-3 / A-31: a challenger may use the EMZ it faces (needs
                                                  # boss_emz); a second monster in one EMZ is never placed
    emz_left_faces: str = "next"                  # EMZ_L faces next(BOSS) ("next") or prev(BOSS) ("prev")
    concession: bool = False                      # R36 / P30: every prompt offers conceding
    identity: IdentitySet | str | None = None     # mode "identity": a role set or an EXAMPLE_SETS name
    role_assignment: str = "random"               # V-ID-1: "random" (seeded) or "fixed" (deal[p] to player p)
    special_win_policy: str = "banned"            # R9 / P34: special-win cards fail deck validation;
                                                  # "v3_team_rule": R37 (Exodia, core/special_win.py)
    starting_lp: int = 8000                       # B4 / P1
    starting_hand: int = 5                        # B4 / P3
    draws_per_turn: int = 1                       # B6 / P4
    hand_limit: int | None = 6                    # B20 / P6; None: no limit
    normal_summons_per_turn: int = 1              # B7 / P14
    tribute_table: Sequence[int] = TRIBUTES_408   # B7 / P13, by level 0..12
    first_turn_rule: str = "each_player"          # R7 / P5; "first_seat": only seat 1's turn 1;
                                                  # "no_direct_attack_turn1": seed 003
    hand_cap_hard: int | None = None              # P7: a draw with this many cards in hand loses
    deck_out_loss: bool = True                    # P23: False: an empty-deck draw is skipped
    battle_model: str = "ocg"                     # P21: "ocg" (B12) or "hp" (H1-H8)
    star_levels: Sequence[int] | None = None      # P2/P3/P8 (seed 004, A-45): per player, or one for all
    actor_final_decision: bool = True             # A-01 / P35
    segoc_order: str = "seat_from_tp"             # R30 / A-03 / P37: simultaneous triggers; "player_by_player":
                                                  # each player's mandatory then optional ones, seat order from TP
    morphing_jar_scope: str = "self_and_designated"   # A-04 / P38: who discards and draws 5 for Morphing Jar;
                                                  # "all_players" (R21's reading): every player in the duel
    snatch_steal_gain: str = "only_on_victim_turn"    # A-05 / P39: Snatch Steal's trigger activates in every
                                                  # opponent's Standby Phase; the victim gains only in its own
                                                  # ("every_opponent_standby": in each)
    phases: str = "six"                           # P15: "four" = seed 004's Draw, Main, Battle, End
    lp_rounding: str = "ceil"                     # P16 / B23: halved LP (Solemn Judgment's cost) round up; "floor"
    lp_zero_mid_chain: str = "remove_loser_continue_chain"   # P19: R31 (the chain goes on without the loser);
                                                  # "end_duel" (seed 001): the chain stops at the first loss
    quick_from_hand_any_turn: bool = False        # P26: B19 (Quick-Play Spells from the hand only in the own
                                                  # turn); True (seed 003): in any player's turn too
    same_name_support_once_per_turn: bool = False     # P27: True (seed 003): each player activates Spells/Traps
                                                  # of one name at most once per turn
    per_card_limits: Mapping[str, int] | None = None  # P12 (seed 003, C14): card name -> max copies in a deck,
                                                  # replacing the banlist's and max_copies' limit for that name
    extra_deck_contents: str = "fusion"           # P9: "fusion_ritual" (seed 001, C2): Ritual Monsters go to
                                                  # the Extra Deck (dealt there) instead of the Main Deck
    lp_cost_exceeding_lp: str = "forbid"          # P17: an activation's LP cost is at most the LP (all of
                                                  # it: 0 LP, a loss, B21); "pay_to_zero_and_lose": more too
    search_failure: str = "resolve_empty"         # P25: a search with no legal card does nothing; "seed001":
                                                  # the effect is negated, the card goes to the GY, the Deck is shuffled
    search_reveal_to: str = "all"                 # P24: a searched card is revealed to every player (R22);
                                                  # "opponents" (seed 001): to the searcher's opponents only
    directly_affected_includes_designation: bool = True   # P36 / A-02: a designated opponent is directly
                                                  # affected (asked first, R26); False: only attacks and targets
    draw_phase_drawers: str = "turn_player"       # P22 / A-44: who draws in a Draw Phase; "all" (seed 004 read
                                                  # literally): every player in the duel draws too, from next(TP)
    field_spell_replace: bool = True              # P28 / B3: a new Field Spell replaces its controller's own;
                                                  # False (seed 003): none is activated while one is there
    replay_scope: str = "attacked_player"         # P40 / A-14: replays (B14) from changes on the attacked
                                                  # player's field; "any_opponent": any opponent's of the attacker
    team_shared_fate: bool = False                # P33: one player's loss is its whole team's (modes team, 2v2)
    turn_cap: int = 500                           # truncation after this many turns in total
    turn_work_cap: int = 200_000                  # truncation ("endless turn") after this many engine steps
                                                  # in one turn: a loop no rule ends (docs/reliability.md)
    auto_answer: bool = True                      # answer single-option prompts in the engine
    deck_main_size: tuple[int, int] = (40, 60)    # B2 / P8
    deck_extra_max: int = 15                      # B2 / P9
    max_copies: int = 3                           # B2 / P11
    banlist: str | None = "2006_03"               # P12; None: no banlist
    deck_formats: Sequence[str | None] | None = None   # V-TEAM-6 / A-50: per player, the banlist its deck
                                                  # is validated against (None: no list); None: `banlist` for all
    narrow_attack_restriction_cards: Sequence[str] = NARROW_ATTACK_RESTRICTION_CARDS
                                                  # R38 / P41 / A-29: card names whose attack restriction
                                                  # protects only its controller (R39-R45); others literal
    card_files: Sequence[str] = ()                # the user's own card definitions: TOML files in the format
                                                  # of data/effects.toml, loaded over it (docs/effects.md)

    def __post_init__(self) -> None:
        self.validate()             # a DuelConfig that exists is valid: a bad field fails where it is written

    def validate(self) -> "DuelConfig":
        """Raise ConfigError naming the first bad field; return self for chaining (construction
        already runs it, so a config in hand is always valid)."""
        self._validate_types()
        n = self.num_players
        _check(isinstance(n, int) and 2 <= n <= 6, f"num_players must be 2 to 6, got {n!r}")
        if self.decks is not None and not isinstance(self.decks, (str, os.PathLike, Deck)):
            _check(_is_list(self.decks) and len(self.decks) in (1, n),
                   f"decks must be a deck (a name, a path or a Deck) or a list of 1 or num_players={n} decks "
                   f"(a deck may also be a list of passcodes or card names), "
                   f"got {self.decks!r}")
        if self.seat_order is not None:
            _check(sorted(self.seat_order) == list(range(n)),
                   f"seat_order must be a permutation of 0..{n - 1}, got {list(self.seat_order)}")
        self._validate_stars()
        self._validate_mode()
        _check(0 < self.starting_lp <= 10_000_000, f"starting_lp must be 1 to 10000000, got {self.starting_lp}")
        _check(0 <= self.starting_hand <= 20, f"starting_hand must be 0 to 20, got {self.starting_hand}")
        _check(0 <= self.draws_per_turn <= 10, f"draws_per_turn must be 0 to 10, got {self.draws_per_turn}")
        _check(self.hand_limit is None or 0 <= self.hand_limit <= 60,
               f"hand_limit must be None or 0 to 60, got {self.hand_limit}")
        _check(self.hand_cap_hard is None or 1 <= self.hand_cap_hard <= 60,
               f"hand_cap_hard must be None or 1 to 60, got {self.hand_cap_hard}")
        _check(isinstance(self.deck_out_loss, bool), f"deck_out_loss must be True or False, got {self.deck_out_loss!r}")
        _check(self.battle_model in BATTLE_MODELS,
               f"battle_model must be one of {BATTLE_MODELS}, got {self.battle_model!r}")
        _check(1 <= self.normal_summons_per_turn <= 5,
               f"normal_summons_per_turn must be 1 to 5, got {self.normal_summons_per_turn}")
        _check(len(self.tribute_table) == 13 and all(0 <= t <= 5 for t in self.tribute_table),
               f"tribute_table must give 0 to 5 tributes for each level 0..12, got {self.tribute_table}")
        _check(self.first_turn_rule in FIRST_TURN_RULES,
               f"first_turn_rule must be one of {FIRST_TURN_RULES}, got {self.first_turn_rule!r}")
        _check(self.segoc_order in SEGOC_ORDERS,
               f"segoc_order must be one of {SEGOC_ORDERS}, got {self.segoc_order!r}")
        _check(self.phases in PHASE_SETS, f"phases must be one of {PHASE_SETS}, got {self.phases!r}")
        _check(self.morphing_jar_scope in MORPHING_JAR_SCOPES,
               f"morphing_jar_scope must be one of {MORPHING_JAR_SCOPES}, got {self.morphing_jar_scope!r}")
        _check(self.snatch_steal_gain in SNATCH_STEAL_GAINS,
               f"snatch_steal_gain must be one of {SNATCH_STEAL_GAINS}, got {self.snatch_steal_gain!r}")
        _check(self.lp_rounding in LP_ROUNDINGS, f"lp_rounding must be one of {LP_ROUNDINGS}, got {self.lp_rounding!r}")
        _check(self.lp_zero_mid_chain in LP_ZERO_MID_CHAIN,
               f"lp_zero_mid_chain must be one of {LP_ZERO_MID_CHAIN}, got {self.lp_zero_mid_chain!r}")
        _check(self.draw_phase_drawers in DRAW_PHASE_DRAWERS,
               f"draw_phase_drawers must be one of {DRAW_PHASE_DRAWERS}, got {self.draw_phase_drawers!r}")
        _check(self.replay_scope in REPLAY_SCOPES, f"replay_scope must be one of {REPLAY_SCOPES}, got {self.replay_scope!r}")
        for name, allowed in (("extra_deck_contents", EXTRA_DECK_CONTENTS), ("search_failure", SEARCH_FAILURES),
                              ("lp_cost_exceeding_lp", LP_COST_EXCEEDING_LP), ("search_reveal_to", SEARCH_REVEALS)):
            _check(getattr(self, name) in allowed, f"{name} must be one of {allowed}, got {getattr(self, name)!r}")
        self._validate_card_limits()
        for name in ("quick_from_hand_any_turn", "same_name_support_once_per_turn",
                     "directly_affected_includes_designation", "field_spell_replace"):
            _check(isinstance(getattr(self, name), bool), f"{name} must be True or False, got {getattr(self, name)!r}")
        _check(isinstance(self.team_shared_fate, bool) and (not self.team_shared_fate or self.mode in SHARED_FATE_MODES),
               f"team_shared_fate must be True or False, and True only in modes {SHARED_FATE_MODES}, "
               f"got {self.team_shared_fate!r} in mode {self.mode!r}")
        _check(1 <= self.turn_cap <= 32000, f"turn_cap must be 1 to 32000, got {self.turn_cap}")
        _check(isinstance(self.turn_work_cap, int) and 1 <= self.turn_work_cap <= 2_000_000_000,
               f"turn_work_cap must be an int from 1 to 2000000000, got {self.turn_work_cap!r}")
        lo, hi = self.deck_main_size
        _check(1 <= lo <= hi <= 60, f"deck_main_size must be (min, max) with 1 <= min <= max <= 60, got {self.deck_main_size}")
        _check(0 <= self.deck_extra_max <= 15, f"deck_extra_max must be 0 to 15, got {self.deck_extra_max}")
        _check(1 <= self.max_copies <= 60, f"max_copies must be at least 1, got {self.max_copies}")
        _check(self.special_win_policy in SPECIAL_WIN_POLICIES,
               f"special_win_policy must be 'banned' (R9) or 'v3_team_rule' (R37), got {self.special_win_policy!r}")
        _check(self.banlist in BANLISTS, f"banlist must be '2006_03' or None, got {self.banlist!r}")
        formats = self.deck_formats
        _check(formats is None or (_is_list(formats) and len(formats) == n and all(f in BANLISTS for f in formats)),
               f"deck_formats must give each of the {n} players '2006_03' or None (no banlist), got {formats!r} (V-TEAM-6)")
        self._validate_narrowing()
        self._validate_card_files()
        return self

    def _validate_types(self) -> None:
        """Integer, bool and integer-sequence fields hold those types (a string or a float from a
        replay file or a study spec is named here, not met later as a failed comparison)."""
        for f in fields(self):
            if f.type in FIELD_TYPES:
                ok, allowed = FIELD_TYPES[f.type]
                value = getattr(self, f.name)
                _check(ok(value), f"{f.name} must be {allowed}, got {value!r}")

    def _validate_card_limits(self) -> None:
        """P12: names of packaged cards, each with a limit 0 to 60 copies."""
        limits = self.per_card_limits
        if limits is None:
            return
        _check(isinstance(limits, Mapping) and all(isinstance(n, str) for n in limits),
               f"per_card_limits must map card names to max copies, e.g. {{'Monster Reborn': 1}}, got {limits!r}")
        names = card_names()
        for name, limit in limits.items():
            _check(name in names, f"per_card_limits: no card named {name!r} in the card database")
            _check(isinstance(limit, int) and not isinstance(limit, bool) and 0 <= limit <= 60,
                   f"per_card_limits: the limit for {name!r} must be 0 to 60 copies, got {limit!r}")

    def _validate_card_files(self) -> None:
        """Paths of TOML card files that load: a bad one is named with its line and what is allowed."""
        files = self.card_files
        _check(isinstance(files, (list, tuple)) and all(isinstance(f, (str, os.PathLike)) for f in files),
               f"card_files must be a sequence of paths to TOML card files, got {files!r}")
        try:
            self.database()
        except CardDataError as e:
            raise ConfigError(f"card_files: {e}") from None

    def database(self) -> CardDatabase:
        """The packaged card database with this config's ``card_files`` loaded over it (cached)."""
        return load_database(card_files=self.card_files)

    def _validate_narrowing(self) -> None:
        """R38: names of packaged cards that restrict attacks (an attack lock or cost, or a
        monster that cannot be an attack target: cards/data/effects.toml)."""
        names = self.narrow_attack_restriction_cards
        _check(_is_list(names) and all(isinstance(n, str) for n in names),
               f"narrow_attack_restriction_cards must be a sequence of card names, got {names!r}")
        _check(len(names) <= NARROW_CAP, f"narrow_attack_restriction_cards lists at most {NARROW_CAP} cards, got {len(names)}")
        restricting = attack_restricting_cards()
        bad = [n for n in names if n not in restricting]
        _check(not bad, f"narrow_attack_restriction_cards: {bad} restrict no attack; the cards that do are "
                        f"{sorted(restricting)}")

    def _validate_mode(self) -> None:
        n, mode = self.num_players, self.mode
        _check(mode in MODES, f"mode must be one of {MODES}, got {mode!r}")
        _check((self.teams is not None) == (mode == "team"),
               "teams are given exactly when mode='team' (other modes set their own teams)")
        if mode == "team":
            _check(len(self.teams) == n and all(isinstance(t, int) and 0 <= t < n for t in self.teams),
                   f"teams must give a team id 0..{n - 1} for each of the {n} players, got {self.teams}")
            _check(len(set(self.teams)) >= 2, f"mode='team' needs at least 2 teams, got {self.teams}")
        _check(self.supply_choice is None or mode == "2v2", "supply_choice applies only to mode='2v2'")
        if mode == "2v2":
            _check(n == 4, f"mode='2v2' needs num_players=4, got {n}")
            _check(self.supply_choice is None or (len(self.supply_choice) == 2 and all(
                       isinstance(k, int) and -1 <= k < len(SUPPLY_OPTIONS) for k in self.supply_choice)),
                   f"supply_choice must be (team A, team B) options in -1..{len(SUPPLY_OPTIONS) - 1}, "
                   f"got {self.supply_choice!r}")
            _check(self.seat_pattern in SEAT_PATTERNS,
                   f"seat_pattern must be one of {tuple(SEAT_PATTERNS)}, got {self.seat_pattern!r}")
        self._validate_six()
        if mode in ("boss", "contrib"):
            _check(n >= 3, f"mode={mode!r} needs a BOSS and at least 2 challengers (num_players >= 3), got {n}")
            _check(self.boss in range(n), f"boss must be a player id 0..{n - 1}, got {self.boss!r}")
        if mode == "kupl":
            _check(n >= 3, f"mode='kupl' needs at least 3 players, got {n}")
        _check((self.identity is not None) == (mode == "identity"),
               "identity is given exactly when mode='identity'")
        if mode == "identity":
            _check(not isinstance(self.identity, str) or self.identity in EXAMPLE_SETS,
                   f"identity must be an IdentitySet or one of {tuple(EXAMPLE_SETS)}, got {self.identity!r}")
            problems = self.identity_set().problems(n, MAX_ROLES)
            _check(not problems, "; ".join(problems))
            _check(self.role_assignment in ROLE_ASSIGNMENTS,
                   f"role_assignment must be one of {ROLE_ASSIGNMENTS}, got {self.role_assignment!r}")
            bonus = max(r.hand_bonus for r in self.identity_set().roles)
            hand = max(h for _, h, _ in self.player_starts()) + bonus
            _check(hand <= 20 and (self.hand_cap_hard is None or hand <= self.hand_cap_hard),
                   f"a role's hand_bonus gives an opening hand of {hand} cards: at most 20 and at most "
                   f"hand_cap_hard={self.hand_cap_hard} (P7)")
        self._validate_emz()
        for name in ("boss_lp_bonus", "boss_hand_bonus", "boss_extra_draws"):
            value = getattr(self, name)
            _check(value >= 0, f"{name} must be at least 0, got {value}")
            _check(value == 0 or mode in ("boss", "contrib"), f"{name} applies only to modes 'boss' and 'contrib'")
        starts = self.player_starts()
        _check(max(lp for lp, _, _ in starts) + self.boss_lp_bonus <= 10_000_000,
               "the BOSS's starting LP must be at most 10000000")
        _check(max(h for _, h, _ in starts) + self.boss_hand_bonus <= 20, "the BOSS's starting hand must be at most 20 cards")
        cap = self.hand_cap_hard
        _check(cap is None or max(h for _, h, _ in starts) + self.boss_hand_bonus <= cap,
               f"hand_cap_hard={cap} is below a starting hand: the opening draw would lose (P7)")
        _check(self.draws_per_turn + self.boss_extra_draws <= 10, "the BOSS draws at most 10 cards per turn")

    def _validate_emz(self) -> None:
        """B1, R2, V-BOSS-2/3: EMZs exist only for the BOSS of modes boss/contrib (``boss_emz``);
        a base format with EMZs is refused otherwise."""
        boss_mode = self.mode in ("boss", "contrib")
        _check(self.base_format in BASE_FORMATS, f"base_format must be one of {BASE_FORMATS}, got {self.base_format!r}")
        for name in ("boss_emz", "challenger_emz"):
            _check(isinstance(getattr(self, name), bool), f"{name} must be True or False, got {getattr(self, name)!r}")
        _check(self.boss_emz_max in (1, 2), f"boss_emz_max must be 1 (MR2020) or 2, got {self.boss_emz_max!r}")
        _check(self.emz_left_faces in EMZ_LEFT_FACES,
               f"emz_left_faces must be one of {EMZ_LEFT_FACES}, got {self.emz_left_faces!r}")
        defaults = {f.name: f.default for f in fields(self)}
        for name in ("boss_emz", "boss_emz_max", "challenger_emz", "emz_left_faces"):
            _check(boss_mode or getattr(self, name) == defaults[name],
                   f"{name} applies only to modes 'boss' and 'contrib' (V-BOSS-2/3), got mode {self.mode!r}")
        _check(not self.challenger_emz or self.boss_emz, "challenger_emz=True needs boss_emz=True (V-BOSS-3)")
        _check(self.base_format == "408" or (boss_mode and self.boss_emz),
               f"R2: Battle Royal refuses base_format={self.base_format!r} (it has Extra Monster Zones); the only "
               f"exception is the BOSS: mode 'boss' or 'contrib' with boss_emz=True (V-BOSS-2)")

    def _validate_six(self) -> None:
        """3v3 and KOF: two teams of three (V-3v3-1, V-KOF-1) and their own fields."""
        mode = self.mode
        if mode in ("3v3", "kof"):
            _check(self.num_players == 6, f"mode={mode!r} needs num_players=6 (two teams of 3), got {self.num_players}")
        defaults = {f.name: f.default for f in fields(self)}
        for name in ("backup_decks", "backups_per_player", "backup_pool", "restored_lp", "restored_hand"):
            _check(mode == "3v3" or getattr(self, name) == defaults[name], f"{name} applies only to mode='3v3'")
        for name in ("joiner_lp", "joiner_hand"):
            _check(mode == "kof" or getattr(self, name) == defaults[name], f"{name} applies only to mode='kof'")
        k = self.backups_per_player
        _check(isinstance(k, int) and 0 <= k <= MAX_BACKUPS_PER_PLAYER,
               f"backups_per_player must be 0 to {MAX_BACKUPS_PER_PLAYER}, got {k!r}")
        _check(self.backup_pool in BACKUP_POOLS, f"backup_pool must be one of {BACKUP_POOLS}, got {self.backup_pool!r}")
        b = self.backup_decks
        _check(b is None or isinstance(b, (str, os.PathLike, Deck)) or (_is_list(b) and len(b) in (1, k * self.num_players)),
               f"backup_decks must be a deck or a list of 1 or backups_per_player * num_players = "
               f"{k * self.num_players} decks, got {b!r}")
        for name in ("restored_lp", "joiner_lp"):
            value = getattr(self, name)
            _check(0 < value <= 10_000_000, f"{name} must be 1 to 10000000, got {value}")
        for name in ("restored_hand", "joiner_hand"):
            value = getattr(self, name)
            _check(0 <= value <= 20, f"{name} must be 0 to 20, got {value}")

    def _validate_stars(self) -> None:
        stars = self.star_levels
        if stars is None:
            return
        _check(len(stars) in (1, self.num_players) and all(isinstance(s, int) and 0 <= s <= MAX_STAR_LEVEL for s in stars),
               f"star_levels must give 1 or num_players={self.num_players} levels 0 to {MAX_STAR_LEVEL}, got {stars}")
        for f in fields(self):
            if f.name in STAR_FIELDS:
                value = getattr(self, f.name)
                _check((tuple(value) if f.name == "deck_main_size" else value) == f.default,
                       f"star_levels sets {f.name} per player (P2, P3, P8); leave {f.name} at its default")

    def player_starts(self) -> list[tuple[int, int, tuple[int, int]]]:
        """(starting LP, starting hand, (min, max) main deck) per player, before BOSS bonuses:
        the config's values, or by star level s (seed 004, A-45): LP ``8000 + 1000*max(0, s-1)``,
        hand ``3 + s``, deck ``10*s`` (only from 3 stars, else 1) to ``10*(s+1)``."""
        n = self.num_players
        if self.star_levels is None:
            return [(self.starting_lp, self.starting_hand, tuple(self.deck_main_size))] * n
        stars = list(self.star_levels) * n if len(self.star_levels) == 1 else list(self.star_levels)
        return [(8000 + 1000 * max(0, s - 1), 3 + s, (10 * s if s >= 3 else 1, 10 * (s + 1))) for s in stars]

    @classmethod
    def from_preset(cls, name: str, **overrides) -> "DuelConfig":
        """A named rule preset (``presets.PRESETS``, docs/presets.md) with some fields overridden, validated."""
        from .presets import PRESETS
        if name not in PRESETS:
            raise ConfigError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}")
        return cls(**{**PRESETS[name], **overrides})

    def identity_set(self) -> IdentitySet | None:
        return EXAMPLE_SETS[self.identity] if isinstance(self.identity, str) else self.identity

    def team_of(self) -> list[int]:
        """Team id per player: given (team), fixed by the mode, or one team each."""
        n = self.num_players
        if self.mode == "team":
            return list(self.teams)
        if self.mode == "2v2":
            return [0, 0, 1, 1]                       # players 0, 1 are team A; 2, 3 team B
        if self.mode in ("boss", "contrib"):
            return [0 if p == self.boss else 1 for p in range(n)]
        if self.mode in ("3v3", "kof"):
            return [0, 0, 0, 1, 1, 1]                 # players 0-2 are team A, 3-5 team B (in order of appearance)
        return list(range(n))

    def seats(self) -> list[int] | None:
        """Players by seat: explicit, fixed by the 2v2 pattern, or None for a seeded draw (R3;
        in 3v3 and KOF the draw only decides which team sits first, the teams alternate)."""
        if self.seat_order is not None:
            return list(self.seat_order)
        if self.mode == "2v2":
            return list(SEAT_PATTERNS[self.seat_pattern])
        return None

    def with_(self, **changes) -> "DuelConfig":
        """A copy with some fields changed, validated."""
        return replace(self, **changes)

    def banlists(self) -> list[str | None]:
        """The banlist each player's deck is validated against: its own (V-TEAM-6 cross-list
        duels) or the duel's. Only deck validation differs; the game rules are the same for all."""
        return list(self.deck_formats) if self.deck_formats is not None else [self.banlist] * self.num_players

    def backup_specs(self) -> list[DeckSpec]:
        """3v3: the backup decks in player order, ``backups_per_player`` each (V-3v3-1)."""
        if self.mode != "3v3":
            return []
        k, b = self.backups_per_player, self.backup_decks
        if b is None:
            return [spec for spec in self.deck_specs() for _ in range(k)]
        if isinstance(b, (str, os.PathLike, Deck)):
            return [b] * (k * self.num_players)
        return list(b) * (k * self.num_players) if len(b) == 1 else list(b)

    def deck_specs(self) -> list[DeckSpec]:
        """One deck spec per player."""
        d = self.decks
        if d is None:
            return [DEFAULT_DECK] * self.num_players
        if isinstance(d, (str, os.PathLike, Deck)):
            return [d] * self.num_players
        return list(d) * self.num_players if len(d) == 1 else list(d)



@functools.lru_cache(maxsize=1)
def card_names() -> frozenset[str]:
    """Names (English and Chinese) of the packaged cards, for the per-card limits (P12)."""
    from .cards import load_database
    db = load_database()
    return frozenset(db.names) | frozenset(db.names_zh)


@functools.lru_cache(maxsize=1)
def attack_restricting_cards() -> frozenset[str]:
    """Names of the packaged cards with an attack lock, an attack cost or a "not an attack
    target" static effect: the cards R38's narrowing can apply to."""
    from .cards import load_database
    from .cards.constants import STATIC_ATTACK_COST, STATIC_ATTACK_LOCK, STATIC_NOT_TARGET
    db = load_database()
    table = db.table
    kinds = {STATIC_ATTACK_LOCK, STATIC_ATTACK_COST, STATIC_NOT_TARGET}
    return frozenset(db.name(i) for i in range(len(table)) if kinds & set(table["s_kind"][i][:table["s_n"][i]]))


def _is_int(value: Any) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _is_list(value: Any) -> bool:
    """A sequence of values (a list, a tuple, an array), not a string or a mapping."""
    return isinstance(value, Collection) and not isinstance(value, (str, bytes, Mapping))


def _is_ints(value: Any) -> bool:
    return _is_list(value) and all(_is_int(v) for v in value)


# The field annotations (strings under ``from __future__ import annotations``) whose type
# validate checks first; fields named by value lists (modes, rule switches) say what is allowed themselves.
FIELD_TYPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "int": (_is_int, "an integer"),
    "int | None": (lambda v: v is None or _is_int(v), "an integer or None"),
    "bool": (lambda v: isinstance(v, bool), "True or False"),
    "Sequence[int]": (_is_ints, "a sequence of integers"),
    "Sequence[int] | None": (lambda v: v is None or _is_ints(v), "a sequence of integers or None"),
    "tuple[int, int]": (lambda v: _is_ints(v) and len(v) == 2, "two integers (min, max)"),
}


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ConfigError(message)


def sample_decks(num_players: int) -> tuple[str, ...]:
    """The sample decks by player id, in turn (player p plays ``SAMPLE_DECKS[p % 6]``)."""
    return tuple(SAMPLE_DECKS[p % len(SAMPLE_DECKS)] for p in range(num_players))


__all__ = ["ConfigError", "DuelConfig", "DEFAULT_DECK", "SAMPLE_DECKS", "TRIBUTES_408", "sample_decks"]
