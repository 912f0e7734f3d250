"""Dealing duels of one configuration: decks resolved and validated once, the rule fields
packed into a template record, then any number of duels dealt from seeds in one jitted call.

``Duel`` deals one; the batch API deals thousands and re-deals finished ones inside its
jitted step.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .cards import Banlist, CardDatabase, Deck, DeckError, load_banlist, load_deck, validate_deck
from .cards.decks import arrange_deck
from .cards.constants import EXODIA_PIECES
from .config import SEGOC_ORDERS, DeckSpec, DuelConfig
from .core.constants import (ABSENT_BENCH, BATTLE_HP, BATTLE_OCG, CARDS_PER_PLAYER, PILE_CAP, FIRST_TURN_EACH_PLAYER, FIRST_TURN_FIRST_SEAT,
                             FIRST_TURN_NO_DIRECT, MAX_PLAYERS, OUTCOME_CONTRIB, OUTCOME_IDENTITY,
                             OUTCOME_KUPL, OUTCOME_TEAMS)
from .core.setup import init_duels
from .core.state import new_states
from .seeds import check_seeds


OUTCOMES = {"royale": OUTCOME_TEAMS, "team": OUTCOME_TEAMS, "2v2": OUTCOME_TEAMS, "3v3": OUTCOME_TEAMS,
            "kof": OUTCOME_TEAMS, "boss": OUTCOME_TEAMS,
            "contrib": OUTCOME_CONTRIB, "kupl": OUTCOME_KUPL, "identity": OUTCOME_IDENTITY}
FIRST_TURN = {"each_player": FIRST_TURN_EACH_PLAYER, "first_seat": FIRST_TURN_FIRST_SEAT,
              "no_direct_attack_turn1": FIRST_TURN_NO_DIRECT}
BATTLE = {"ocg": BATTLE_OCG, "hp": BATTLE_HP}


def resolve_deck(spec: DeckSpec, db: CardDatabase) -> Deck:
    return spec if isinstance(spec, Deck) else load_deck(spec, db)


def pack_rules(rec, config: DuelConfig) -> None:
    """Copy the config's rule fields into a blank record (the core reads only the record)."""
    n = config.num_players
    rec["num_players"] = n
    rec["team"][:n] = config.team_of()
    starts = config.player_starts()
    rec["start_lp"][:n] = [lp for lp, _, _ in starts]
    rec["start_hand"][:n] = [h for _, h, _ in starts]
    rec["draws_per_turn"][:n] = config.draws_per_turn
    rec["rule_hand_limit"] = -1 if config.hand_limit is None else config.hand_limit
    rec["rule_turn_cap"] = config.turn_cap
    rec["rule_turn_work_cap"] = config.turn_work_cap
    rec["rule_auto_answer"] = config.auto_answer
    rec["rule_first_turn"] = FIRST_TURN[config.first_turn_rule]
    rec["rule_actor_final"] = config.actor_final_decision
    rec["rule_segoc"] = SEGOC_ORDERS.index(config.segoc_order)
    rec["rule_tributes"][:] = config.tribute_table
    rec["rule_normal_summons"] = config.normal_summons_per_turn
    rec["rule_outcome"] = OUTCOMES[config.mode]
    rec["rule_teammates_opp"] = config.teammates_are_opponents
    rec["rule_supply"] = config.mode == "2v2"
    rec["rule_supply_choice"][:] = -1
    if config.mode == "2v2" and config.supply_choice is not None:
        rec["rule_supply_choice"][:n] = [config.supply_choice[t] for t in config.team_of()]
    rec["rule_concession"] = config.concession
    rec["rule_four_phases"] = config.phases == "four"
    rec["rule_jar_all"] = config.morphing_jar_scope == "all_players"
    rec["rule_snatch_every"] = config.snatch_steal_gain == "every_opponent_standby"
    rec["rule_lp_floor"] = config.lp_rounding == "floor"
    rec["rule_chain_stops_on_loss"] = config.lp_zero_mid_chain == "end_duel"
    rec["rule_lp_cost_to_zero"] = config.lp_cost_exceeding_lp == "pay_to_zero_and_lose"
    rec["rule_search_fail_negates"] = config.search_failure == "seed001"
    rec["rule_quick_any_turn"] = config.quick_from_hand_any_turn
    rec["rule_same_name_once"] = config.same_name_support_once_per_turn
    rec["rule_designation_affects"] = config.directly_affected_includes_designation
    rec["rule_all_draw"] = config.draw_phase_drawers == "all"
    rec["rule_field_replace"] = config.field_spell_replace
    rec["rule_replay_any"] = config.replay_scope == "any_opponent"
    rec["rule_shared_fate"] = config.team_shared_fate
    rec["rule_restore"] = config.mode == "3v3"
    rec["rule_team_pool"] = config.backup_pool == "team"
    rec["restored_lp"] = config.restored_lp
    rec["restored_hand"] = config.restored_hand
    rec["rule_relay"] = config.mode == "kof"
    rec["joiner_lp"] = config.joiner_lp
    rec["joiner_hand"] = config.joiner_hand
    if config.mode == "kof":                      # V-KOF-1: the first of each team starts, the rest wait
        team = config.team_of()
        for p in range(n):
            rec["absent"][p] = ABSENT_BENCH if team.index(team[p]) != p else 0
    if config.mode == "identity":
        pack_roles(rec, config)
    rec["rule_hand_cap"] = -1 if config.hand_cap_hard is None else config.hand_cap_hard
    rec["rule_deck_out_loss"] = config.deck_out_loss
    rec["rule_battle_model"] = BATTLE[config.battle_model]
    if config.mode in ("boss", "contrib"):
        b = config.boss
        rec["boss"] = b
        rec["start_lp"][b] += config.boss_lp_bonus
        rec["start_hand"][b] += config.boss_hand_bonus
        rec["draws_per_turn"][b] += config.boss_extra_draws
        rec["rule_boss_emz"] = config.boss_emz                # V-BOSS-2/3, A-30, A-31 (core/emz.py)
        rec["rule_emz_max"] = config.boss_emz_max
        rec["rule_challenger_emz"] = config.challenger_emz
        rec["rule_emz_prev"] = config.emz_left_faces == "prev"


def pack_backups(rec, backups: list[Deck], per_player: int) -> None:
    """V-3v3-1: the backup decks, dealt like a player's deck (main from row 0, extra from the
    end), ``per_player`` of them prepared by each player in player order."""
    for b, deck in enumerate(backups):
        rec["bk_card"][b, :len(deck.main)] = deck.main
        rec["bk_card"][b, CARDS_PER_PLAYER - len(deck.extra):] = deck.extra[::-1]
        rec["bk_main_n"][b] = len(deck.main)
        rec["bk_extra_n"][b] = len(deck.extra)
        rec["bk_owner"][b] = b // per_player


def pack_special_win(rec, config: DuelConfig, db: CardDatabase) -> None:
    """R37: under special_win_policy="v3_team_rule" the engine runs Exodia's special win, the
    hand of its five pieces as card indices of ``db``. Under "banned" it checks nothing: deck
    validation keeps the cards out (R9), and a position built without validation plays
    Exodia as a monster with no effect. A card pool without all five pieces has nothing to check."""
    pieces = [db.index_of.get(code, -1) for code in EXODIA_PIECES]
    rec["rule_special_win"] = config.special_win_policy == "v3_team_rule" and -1 not in pieces
    rec["rule_win_hand"][:] = pieces


def pack_narrowing(rec, config: DuelConfig, db: CardDatabase) -> None:
    """R38: the cards read narrowly, as card indices of ``db`` (a card pool without one of them
    has nothing to narrow; the config has checked the names against the packaged cards)."""
    rows = [db.index_of_name(n) for n in config.narrow_attack_restriction_cards if n in db.names]
    rec["rule_narrow"][:] = -1
    rec["rule_narrow"][:len(rows)] = rows


def pack_roles(rec, config: DuelConfig) -> None:
    """V-ID-1: role ids by position in the set, their win targets and visibility."""
    roles = config.identity_set().roles
    ids = {r.name: k for k, r in enumerate(roles)}
    rec["role"][:config.num_players] = [ids[name] for name in config.identity_set().deal]
    for k, role in enumerate(roles):
        rec["role_targets"][k] = sum(1 << ids[t] for t in role.wins_when_lost)
    rec["role_public"] = sum(1 << k for k, role in enumerate(roles) if role.public)
    for k, role in enumerate(roles):                                # V-ID-3, applied as the roles are dealt
        rec["role_lp_bonus"][k] = role.lp_bonus
        rec["role_hand_bonus"][k] = role.hand_bonus
        rec["role_extra_draws"][k] = role.extra_draws
        rec["role_bounty_lp"][k] = role.bounty_lp
        rec["role_bounty_draw"][k] = role.bounty_draw
    rec["rule_shuffle_roles"] = config.role_assignment == "random"


def check_deck(config: DuelConfig, db: CardDatabase, p: int, deck: Deck, whose: str) -> None:
    """Validate a deck of player p against p's banlist (V-TEAM-6), the per-card limits (P12), the
    Extra Deck contents (P9) and size limits; the error names whose deck it is."""
    name = config.banlists()[p]
    banlist = load_banlist(db=db) if name else Banlist({}, "no banlist")
    _, _, main_size = config.player_starts()[p]
    limits = {db.index_of_name(n): k for n, k in (config.per_card_limits or {}).items()
              if n in db.names or n in db.names_zh}
    try:
        validate_deck(deck, db, banlist, main_size=main_size, extra_max=config.deck_extra_max,
                      max_copies=config.max_copies, ban_special_wins=config.special_win_policy == "banned",
                      card_limits=limits, ritual_extra=config.extra_deck_contents == "fusion_ritual")
    except DeckError as e:
        raise DeckError(f"{whose} {e}", e.problems) from None


def check_relay_team_size(config: DuelConfig, decks: list[Deck]) -> None:
    """KOF: the last player of a team may keep all three decks' cards in one GY (V-KOF-2),
    which must fit a pile of the duel record."""
    teams = config.team_of()
    for team in (0, 1):
        cards = sum(len(d.main) + len(d.extra) for d, t in zip(decks, teams) if t == team)
        if cards > PILE_CAP:
            raise DeckError(f"mode='kof': team {'AB'[team]}'s three decks hold {cards} cards (Main and Extra "
                            f"Decks); at most {PILE_CAP} fit one Graveyard (e.g. three 40-card decks with full Extra Decks)")


@dataclass(frozen=True, eq=False)
class Dealer:
    """A validated config ready to deal: template record plus decks as index arrays."""

    config: DuelConfig
    db: CardDatabase
    template: np.ndarray        # one blank record with the rules packed in
    seats: np.ndarray           # explicit seat order, or -1s for a seeded draw (R3)
    main: np.ndarray            # (MAX_PLAYERS, 60) card indices
    main_n: np.ndarray
    extra: np.ndarray           # (MAX_PLAYERS, 15)
    extra_n: np.ndarray
    deck_names: tuple[str, ...] = ()   # each player's deck, by player id (a report's label)

    @classmethod
    def prepare(cls, config: DuelConfig, db: CardDatabase | None = None, validate_decks: bool = True) -> "Dealer":
        """Resolve, arrange and check the config's decks; ``db`` defaults to the config's own
        database (the packaged one with its ``card_files``)."""
        config = config.validate()
        db = db or config.database()
        ritual_extra = config.extra_deck_contents == "fusion_ritual"      # P9: the rules place the cards
        decks = [arrange_deck(resolve_deck(s, db), db, ritual_extra) for s in config.deck_specs()]
        backups = [arrange_deck(resolve_deck(s, db), db, ritual_extra) for s in config.backup_specs()]
        if validate_decks:
            for p, deck in enumerate(decks):
                check_deck(config, db, p, deck, f"player {p}'s")
            for b, deck in enumerate(backups):
                p = b // config.backups_per_player
                check_deck(config, db, p, deck, f"player {p}'s backup {b % config.backups_per_player}:")
        if config.mode == "kof":
            check_relay_team_size(config, decks)
        main = np.full((MAX_PLAYERS, 60), -1, np.int16)
        extra = np.full((MAX_PLAYERS, 15), -1, np.int16)
        main_n = np.zeros(MAX_PLAYERS, np.int64)
        extra_n = np.zeros(MAX_PLAYERS, np.int64)
        for p, deck in enumerate(decks):
            main[p, :len(deck.main)] = deck.main
            extra[p, :len(deck.extra)] = deck.extra
            main_n[p], extra_n[p] = len(deck.main), len(deck.extra)
        seats = np.full(MAX_PLAYERS, -1, np.int64)
        if config.seats() is not None:
            seats[:config.num_players] = config.seats()
        template = new_states(1)
        pack_rules(template[0], config)
        pack_backups(template[0], backups, config.backups_per_player)
        pack_special_win(template[0], config, db)
        pack_narrowing(template[0], config, db)
        return cls(config, db, template, seats, main, main_n, extra, extra_n, tuple(d.name for d in decks))

    def deal(self, seeds: Sequence[int] | np.ndarray) -> np.ndarray:
        """New duel records, one per seed, each run to its first decision."""
        seeds = check_seeds(seeds)
        states = np.repeat(self.template, len(seeds))
        init_duels(states, self.db.table, seeds, self.seats, self.main, self.main_n, self.extra, self.extra_n)
        return states
