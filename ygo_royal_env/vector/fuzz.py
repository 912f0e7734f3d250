"""Fuzzing inside numba: random duels with the invariant checker after every decision, and
at sampled decisions every legal action tried on a scratch copy (each must apply cleanly).

``fuzz`` runs one config; ``benchmarks/fuzz_long.py`` sweeps many configs for the long run.
A failure names the duel seed and decision so it can be replayed and turned into a test.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
from .._jit import in_threads, njit

from ..config import DuelConfig
from ..core.constants import APPLY_OK, END_ENDLESS_TURN, N_ACTIONS
from ..core.engine import apply_action
from ..core.borrow import borrowed
from ..core.invariants import MESSAGES, check_state
from ..dealing import Dealer
from ..presets import PRESETS
from .playout import game_seed
from ..envs.observation import OBS_SIZE
from .policies import POLICY_NAMES, choose_action, seed_policy_rngs

MASK_REJECTED = 100          # an action the mask allowed did not apply
NO_END = 101                 # the duel did not end within its decision budget
ENDLESS_TURN = 102           # a turn ran over the engine's work cap (END_ENDLESS_TURN): a loop
FUZZ_MESSAGES = {**MESSAGES, MASK_REJECTED: "action {} was legal in the mask but did not apply",
                 NO_END: "the duel did not end within {} decisions",
                 ENDLESS_TURN: "turn {} never ended (the engine's turn work cap truncated the duel)"}


@njit(cache=True)
def try_every_action(st, db, scratch):
    """Apply each legal action to a copy of st; returns the first that fails, else -1."""
    for a in range(N_ACTIONS):
        if st.mask[a]:
            scratch[0] = st
            if apply_action(scratch[0], db, a) != APPLY_OK:
                return a, MASK_REJECTED
            code, _ = check_state(scratch[0])
            if code != 0:
                return a, code
    return -1, 0


@njit(cache=True)
def fuzz_one(st, db, policy, rng, scratch, every, budget):
    """Play st out with built-in ``policy`` for every player; returns (code, subject, decision)
    of the first failure or (0, 0, n), and the most work one turn took (``turn_work``). A turn
    that hits the work cap is a failure: the packaged decks must never loop."""
    obs = np.empty(OBS_SIZE, np.float32)
    n = 0
    most = 0
    while not st.done:
        most = max(most, st.turn_work)
        code, subject = check_state(st)
        if code != 0:
            return code, subject, n, most
        if n % every == 0:
            action, code = try_every_action(st, db, scratch)
            if action >= 0:
                return code, action, n, most
        if n >= budget:
            return NO_END, budget, n, most
        if apply_action(st, db, choose_action(st, db, policy, rng, obs)) != APPLY_OK:
            return MASK_REJECTED, -1, n, most
        n += 1
    most = max(most, st.turn_work)
    code, subject = check_state(st)
    if code == 0 and st.end_reason == END_ENDLESS_TURN:
        return ENDLESS_TURN, st.turn, n, most
    return code, subject, n, most


@njit(cache=True, nogil=True)
def fuzz_all(start, stop, states, db, policy, rngs, scratch, every, budget, out):
    db = borrowed(db)
    for i in range(start, stop):
        code, subject, n, most = fuzz_one(states[i], db, policy, rngs[i:i + 1], scratch[i:i + 1], every, budget)
        out[i, 0] = code
        out[i, 1] = subject
        out[i, 2] = n
        out[i, 3] = most


@dataclass(frozen=True)
class FuzzReport:
    duels: int
    decisions: int
    failures: list[str]        # one line per failing duel: seed, decision, what broke
    seconds: float
    max_turn_work: int = 0     # the most engine steps one turn took (the guard's margin)


def fuzz(config: DuelConfig, duels: int, seed: int = 0, every: int = 16, budget: int = 100_000,
         first_game: int = 0, policy: str = "random") -> FuzzReport:
    """Fuzz ``duels`` duels of one config (game i: duel seed ``game_seed(seed, i)``) with one
    built-in ``policy`` for every player: "random", or one that repeats itself ("first",
    "last", "heuristic") to find loops random play rarely repeats. The legal-action sweep
    runs at every ``every``-th decision."""
    if policy not in POLICY_NAMES:
        raise ValueError(f"unknown policy {policy!r}; built-in policies: {', '.join(POLICY_NAMES)}")
    dealer = Dealer.prepare(config)
    seeds = np.array([game_seed(seed, i) for i in range(first_game, first_game + duels)], np.uint64)
    start = time.perf_counter()
    states = dealer.deal(seeds)
    out = np.zeros((duels, 4), np.int64)
    in_threads(fuzz_all, duels, None, states, dealer.db.table, POLICY_NAMES.index(policy), seed_policy_rngs(seeds),
               np.empty_like(states), every, budget, out)
    failures = [f"duel seed {int(seeds[i])}, decision {out[i, 2]}: {FUZZ_MESSAGES[out[i, 0]].format(out[i, 1])}"
                for i in np.flatnonzero(out[:, 0])]
    return FuzzReport(duels, int(out[:, 2].sum()), failures, time.perf_counter() - start, int(out[:, 3].max()))


SWEEP_VARIANTS: dict[str, dict] = {
    "default": {},
    "every prompt asked": {"auto_answer": False},
    "no hand limit, big hands": {"hand_limit": None, "starting_hand": 10},
    "first seat rule": {"first_turn_rule": "first_seat"},
    "short turn cap": {"turn_cap": 20},
    "low LP": {"starting_lp": 1000},
    "two draws": {"draws_per_turn": 2},
    "no final decision": {"actor_final_decision": False, "hand_limit": 0},
}


MODE_CELLS: dict[str, dict] = {
    "team 2+1": {"num_players": 3, "mode": "team", "teams": (0, 0, 1)},
    "team 2+2+2, teammates not opponents": {"num_players": 6, "mode": "team", "teams": (0, 1, 2, 0, 1, 2),
                                            "teammates_are_opponents": False},
    "2v2 interleaved": {"num_players": 4, "mode": "2v2"},
    "2v2 paired, low LP": {"num_players": 4, "mode": "2v2", "seat_pattern": "paired", "starting_lp": 1500},
    "boss 1v3 with advantages": {"num_players": 4, "mode": "boss", "boss": 2, "boss_lp_bonus": 8000,
                                 "boss_hand_bonus": 2, "boss_extra_draws": 1},
    "contrib 1v4, low LP": {"num_players": 5, "mode": "contrib", "starting_lp": 2000},
    "kupl 3": {"num_players": 3, "mode": "kupl"},
    "kupl 5, low LP": {"num_players": 5, "mode": "kupl", "starting_lp": 1000},
    "royale 4 with concession": {"num_players": 4, "concession": True},
    "identity leader set": {"num_players": 4, "mode": "identity", "identity": "leader"},
    "identity lord set, bounties": {"num_players": 4, "mode": "identity", "identity": "lord"},   # V-ID-3
    "3v3 team pool": {"num_players": 6, "mode": "3v3", "starting_lp": 3000},                  # V-3v3
    "3v3 player pool, effect monsters, every prompt asked": {"num_players": 6, "mode": "3v3", "backups_per_player": 1,
                                                             "backup_pool": "player", "decks": ("effect_monsters",),
                                                             "auto_answer": False},
    "kof": {"num_players": 6, "mode": "kof", "starting_lp": 3000},                           # V-KOF
    "kof, effect decks": {"num_players": 6, "mode": "kof", "banlist": None,
                          "decks": ("effects_unrestricted", "attack_locks", "effect_monsters") * 2},
    "hp battle model": {"num_players": 5, "battle_model": "hp"},                    # P21, RULES.md 4.2
    "seed003": {**PRESETS["seed003"], "num_players": 4},                            # P5, P7, P13
    "seed004, four phases": {**PRESETS["seed004"], "num_players": 3},               # P2, P3, P15, P21
    "team 2+2, shared fate": {"num_players": 4, "mode": "team", "teams": (0, 1, 0, 1), "team_shared_fate": True},
    "effects deck 3": {"num_players": 3, "decks": ("vanilla_traps",)},              # chains (issue 3)
    "effects deck 5, every prompt asked": {"num_players": 5, "decks": ("vanilla_traps",), "auto_answer": False},
    "effects deck 4 with concession": {"num_players": 4, "decks": ("vanilla_traps",), "concession": True},
    "every effect card, 4": {"num_players": 4, "decks": ("effects_unrestricted",), "banlist": None},
    "special-win traps 4": {"num_players": 4, "decks": ("special_win_traps",), "banlist": None,   # Last Turn: R37's
                            "special_win_policy": "v3_team_rule", "starting_lp": 2000},        # win, B22's draw
    "effect monsters 4": {"num_players": 4, "decks": ("effect_monsters",)},         # triggers (B17, R30)
    "effect monsters 6, every prompt asked": {"num_players": 6, "decks": ("effect_monsters",), "auto_answer": False},
    "attack locks 4": {"num_players": 4, "decks": ("attack_locks",)},             # statics (R23, R38-R45)
    "negation 4": {"num_players": 4, "decks": ("negation_control",)},              # negation (B16, R18, R22)
    "negation 4 with effect monsters, every prompt asked": {"num_players": 4, "auto_answer": False,
                                                            "decks": ("negation_control", "effect_monsters") * 2},
    "designation 4, every prompt asked": {"num_players": 4, "decks": ("designation_control",),   # R11, R19,
                                          "auto_answer": False},                             # lasting effects
    "fusion 4, every prompt asked": {"num_players": 4, "decks": ("fusion_warriors",), "auto_answer": False},   # B10, R16
    "fusion materials 3": {"num_players": 3, "decks": ("fusion_materials",)},   # B10: Fusion Monsters of named materials
    "ritual summons 4, every prompt asked": {"num_players": 4, "decks": ("ritual_summons",),   # B10: Ritual Spells,
                                             "auto_answer": False},                      # their Tributes
    "ritual summons 3 from the Extra Deck": {"num_players": 3, "decks": ("ritual_summons",),   # P9 "fusion_ritual"
                                             "extra_deck_contents": "fusion_ritual"},
    "appendix effect cards 4, every prompt asked": {"num_players": 4, "decks": ("appendix_cards",),   # issue 3:
                                                    "auto_answer": False},                  # RULES.md Appendix A
    "hand control 4, every prompt asked": {"num_players": 4, "decks": ("hand_control",),   # R13, R17, R19,
                                           "auto_answer": False},                         # R22 (designation2)
    "hand control 3 with effect monsters": {"num_players": 3, "decks": ("hand_control", "effect_monsters", "hand_control")},
    "recruiters 4, every prompt asked": {"num_players": 4, "decks": ("recruiter_beatdown",),   # selectors: R10,
                                         "auto_answer": False},                               # R11, R18, B24
    "recruiters 3 with seed001's failed searches": {"num_players": 3, "search_failure": "seed001",   # P25
                                                    "decks": ("recruiter_beatdown", "effect_monsters", "hand_control")},
    "flip control 4, every prompt asked": {"num_players": 4, "decks": ("flip_control",),   # targets: R10, R11
                                           "auto_answer": False},
    "flip control 5 with recruiters": {"num_players": 5, "decks": ("flip_control", "recruiter_beatdown") * 2
                                       + ("hand_control",)},
    "equips 4, every prompt asked": {"num_players": 4, "decks": ("equip_beatdown",), "auto_answer": False},   # R10
    "LP burn 3 with equips": {"num_players": 3, "decks": ("lp_burn", "equip_beatdown", "lp_burn")},        # R11
    "sample deck vanilla_beatdown 6": {"num_players": 6, "decks": ("vanilla_beatdown",)},   # Axe, Nuzzler, De-Spell
    "sample decks chaos_control and gadget_warrior_beatdown 4": {   # Creature Swap (R19), Don Zaloog (R12),
        "num_players": 4, "decks": ("chaos_control", "gadget_warrior_beatdown") * 2},   # Treeborn Frog, Last Will
    "count burn 5 with stall traps": {"num_players": 5, "decks": ("count_burn", "stall_traps") * 2 + ("count_burn",)},
    "sample deck chain_burn 4, every prompt asked": {"num_players": 4, "decks": ("chain_burn",),   # R10, R11: Ceasefire,
                                                      "auto_answer": False},                    # Ojama Trio's tokens
    "sample deck lockdown_burn 4, every prompt asked": {"num_players": 4, "decks": ("lockdown_burn",),   # Blast Sphere,
                                                         "auto_answer": False},    # Crush Card Virus, Level Limit
    "starter deck starter_good_stuff 4, every prompt asked": {   # Exarion Universe, Enraged Battle Ox (B12),
        "num_players": 4, "decks": ("starter_good_stuff",), "auto_answer": False},   # Slate Warrior, Riryoku (R10)
    "starter deck starter_fiend 4, every prompt asked": {   # the Dark World monsters (R12), Giant Germ (R11),
        "num_players": 4, "decks": ("starter_fiend",), "auto_answer": False},   # Magic Drain (R18), Dark Necrofear
    "structure deck sd2_zombie_madness 4, every prompt asked": {   # Pot of Greed: no banlist. Vampire Genesis
        "num_players": 4, "decks": ("sd2_zombie_madness",), "banlist": None,   # (procedure), Bone Tower (R11),
        "auto_answer": False},                                      # Call of the Mummy, Card of Safe Return
    "structure deck sd7_invincible_fortress 4, every prompt asked": {   # the turn-set Flip Summon monsters (R11),
        "num_players": 4, "decks": ("sd7_invincible_fortress",),   # Exxod's and Megarock's procedures, Criosphinx
        "auto_answer": False},                                     # (R12), Ordeal, Robbin' Goblin, Shifting Shadows
    "structure deck sd8_lord_of_the_storm 4, every prompt asked": {   # name aliases (Harpie Lady 1-3), Hunting
        "num_players": 4, "decks": ("sd8_lord_of_the_storm",), "auto_answer": False},   # Ground (the summoner's
                                                                 # trigger), Dark Coffin, Hysteric Party (R10-R16)
    "water cards 4, every prompt asked": {   # sd4's playable cards: Fenrir (R12), Star Boy, Levia-Dragon - Daedalus and
        "num_players": 4, "decks": ("water_cards",), "auto_answer": False},   # Neo-Daedalus (R10), Big Wave Small Wave
    "structure deck sd4_fury_from_the_deep 4, every prompt asked": {   # Pot of Greed: no banlist. A Legendary Ocean
        "num_players": 4, "decks": ("sd4_fury_from_the_deep",), "banlist": None,   # (Umi by name, Levels -1: R10),
        "auto_answer": False},                      # Tornado Wall, Creeping Doom Manta, Xing Zhen Hu (R10 targets)
    "structure deck sd1_dragons_roar 4, every prompt asked": {   # Pot of Greed: no banlist. Red-Eyes Darkness Dragon
        "num_players": 4, "decks": ("sd1_dragons_roar",), "banlist": None,   # (procedure), Armed Dragon LV5 (R11),
        "auto_answer": False},             # Interdimensional Matter Transporter, The Dragon's Bead, Trap Jammer
    "counted conditions 3, every prompt asked": {"num_players": 3, "decks": ("counted_conditions",),
                                                 "auto_answer": False},
    "spirit tempo 4 with every effect card, every prompt asked": {   # R11, R12: Legacy of Yata-Garasu, Time Seal,
        "num_players": 4, "decks": ("spirit_tempo", "effects_unrestricted") * 2,     # Yata-Garasu
        "banlist": None, "auto_answer": False},
    "tribute tempo 5 with spirit tempo": {"num_players": 5, "decks": ("tribute_tempo", "spirit_tempo") * 2   # R10, R11,
                                           + ("tribute_tempo",)},                                  # B13, Counter Traps
    "starter cards 4 with effect monsters, every prompt asked": {   # the beginner decks' cards: R11, R12,
        "num_players": 4, "decks": ("starter_cards", "effect_monsters") * 2,   # B7, B13
        "auto_answer": False},
    "fiend cards 4 with hand control, every prompt asked": {   # starter_fiend's cards: the Dark World monsters
        "num_players": 4, "decks": ("fiend_cards", "hand_control") * 2,   # (R12), Giant Germ (R11), Magic Drain (R18)
        "auto_answer": False},
    "structure deck sd3_blaze_of_destruction 4, every prompt asked": {   # Pot of Greed: no banlist. Dark Room of
        "num_players": 4, "decks": ("sd3_blaze_of_destruction",), "banlist": None,   # Nightmare (R12), Necklace of
        "auto_answer": False},                                       # Command's alternatives, Inferno's procedure
    "blaze cards 4, every prompt asked": {   # sd3's cards: R10 (Little Chimera, Molten Destruction), R11 burn
        "num_players": 4, "decks": ("blaze_cards",), "auto_answer": False},   # designations, R12 (Dark Room)
    "warrior cards 4 with equip beatdown, every prompt asked": {   # Structure Deck 5's cards: Equip Cards and what
        "num_players": 4, "decks": ("warrior_cards", "equip_beatdown") * 2,   # answers them, Swords of Concealing
        "auto_answer": False},                                               # Light (R11, R16)
    "structure deck sd5_warriors_triumph 4, every prompt asked": {   # Phoenix Blade's Ignition Effect from the GY
        "num_players": 4, "decks": ("sd5_warriors_triumph",), "auto_answer": False},   # (A_ACTIVATE_GRAVE), R10
    "starter deck starter_spellcaster 4, every prompt asked": {   # Dark Magician of Chaos (banished instead of
        "num_players": 4, "decks": ("starter_spellcaster",), "auto_answer": False},   # leaving), R11, R16
    "structure deck sd6_spellcasters_judgment 4, every prompt asked": {   # Spell Counters, Dark Eradicator Warlock,
        "num_players": 4, "decks": ("sd6_spellcasters_judgment",), "auto_answer": False},   # Diffusion Wave-Motion
    "spellcaster cards 4, every prompt asked": {   # sd6's and starter_spellcaster's cards: Spell Counters, (R11),
        "num_players": 4, "decks": ("spellcaster_cards",), "auto_answer": False},   # Diffusion Wave-Motion (R16)
    "data monsters 4, every prompt asked": {   # the data-only Effect Monsters: direct attackers (R8), R10 stat
        "num_players": 4, "auto_answer": False,   # statics, R11 burn, R12 discards, Flip Effects with targets
        "decks": ("data_monsters", "data_monsters_2", "data_monsters_3", "data_monsters")},
    "chance cards 3, every prompt asked": {   # coins and dice (seeded), skipped phases of the designated or
        "num_players": 3, "decks": ("chance_cards",), "auto_answer": False},   # damaged opponent (R11, R12)
    "reference traps 3, every prompt asked": {   # United We Stand, Deck Devastation Virus (R11: the designated
        "num_players": 3, "decks": ("reference_traps",), "auto_answer": False},   # opponent's draws), Temple's Traps
    "grave cards 3, every prompt asked": {   # Manticore of Darkness revived in the End Phase (send cost, the
        "num_players": 3, "decks": ("grave_cards",), "auto_answer": False},   # two-Manticore loop), 2 discards
    "data spells and traps 4, every prompt asked": {   # the Spells/Traps written as data alone: Field Spells,
        "num_players": 4, "decks": ("data_spells_traps",), "auto_answer": False},   # R10 sweeps, R11 burn, R18
    "data spells and traps 2 with the first, every prompt asked": {   # Equip Spells that trigger as they leave
        "num_players": 4, "decks": ("data_spells_traps_2", "data_spells_traps") * 2,   # (R11 burn), R10, R18
        "auto_answer": False},
    "stall traps 4, every prompt asked": {"num_players": 4, "decks": ("stall_traps", "lp_burn") * 2,   # modifiers:
                                          "auto_answer": False},                                # R11, R16
    "attack locks 5 read literally, every prompt asked": {"num_players": 5, "decks": ("attack_locks",),
                                                          "auto_answer": False, "narrow_attack_restriction_cards": ()},
    # P9, P17, P24, P25 (seed 001's rules with 40-card effect decks; Magician of Black Chaos dealt to the Extra Deck)
    "seed001 rules, effect decks, LP costs to 0, every prompt asked": {
        **PRESETS["seed001"], "num_players": 4, "deck_main_size": (40, 60), "auto_answer": False,
        "decks": ("fusion_warriors", "effect_monsters", "negation_control", "attack_locks"),
        "lp_cost_exceeding_lp": "pay_to_zero_and_lose"},
    "seed003 rules, every effect card": {**PRESETS["seed003"], "num_players": 4, "banlist": None,   # P12: one
                                         "deck_main_size": (40, 60), "decks": ("effects_unrestricted",)},   # Reborn
    "boss EMZ fusion 4, every prompt asked": {"num_players": 4, "mode": "boss", "boss_emz": True,   # V-BOSS-2
                                              "decks": ("fusion_warriors",), "auto_answer": False},
    "boss EMZ fusion 3, MR2020 base, 2 EMZs, challengers too": {   # V-BOSS-2/3, A-30, A-31, R2
        "num_players": 3, "mode": "contrib", "base_format": "MR2020_full", "boss_emz": True, "boss_emz_max": 2,
        "challenger_emz": True, "emz_left_faces": "prev", "decks": ("fusion_warriors",)},
}


def sweep_configs() -> list[tuple[str, DuelConfig]]:
    """Every player count 2-6 with every variant of ``SWEEP_VARIANTS`` (seats drawn or
    fixed), then every cell of ``MODE_CELLS``."""
    cells = []
    for n in range(2, 7):
        for name, fields in SWEEP_VARIANTS.items():
            seats = {"seat_order": tuple(reversed(range(n)))} if name == "default" and n % 2 else {}
            cells.append((f"{n} players, {name}", DuelConfig(num_players=n, **fields, **seats).validate()))
    cells += [(name, DuelConfig(**fields).validate()) for name, fields in MODE_CELLS.items()]
    return cells
