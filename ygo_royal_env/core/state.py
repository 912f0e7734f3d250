"""The duel record: one numpy structured record holds everything the rules need.

DESIGN principle 1: no Python objects in the state, so a clone is a copy, save/load is
bytes and a batch is an array of records. Field groups, by prefix:

- players (``lp``, ``alive``, ``seat_of``/``player_at``, ``team``, per-player starting values
  and ``turns_taken``), indexed by player id 0..N-1 (the env's ``player_<id>``);
- the card table (``c_*``), one row per card instance; rows ``p*75 .. p*75+74`` are dealt to
  player ``p``, but ``c_owner`` is what counts (a 3v3 restore takes free rows anywhere, a KOF
  joiner becomes the owner of kept cards); ``c_loc``/``c_seq`` say where the card is and must
  agree with the zone arrays; the last ``TOKEN_ROWS`` rows hold tokens (B10, core/tokens.py):
  unused until a token is summoned, unused again when it leaves the field;
- zones: ``pile[p, loc, i]`` (deck, hand, GY, banished, extra, out of game; compact lists,
  top of deck last) with ``pile_n``, and fixed slots ``mzone``/``szone``/``fzone`` (-1 empty);
- turn and battle state, the pending-work stack (``stk_*``), the decision queue (``q_*``),
  the current prompt (``pr_*`` and ``mask``), rule parameters (``rule_*``), the result,
  counters, the RNG and a ring-buffer event log (``ev``).
"""
import numpy as np

from ..cards.constants import EXODIA_PIECES, MAX_MATERIALS, STATIC_NAMES
from .constants import (CARDS_PER_PLAYER, CHAIN_CAP, LASTING_CAP, LOG_CAP, MAX_BACKUPS, MAX_CANDIDATES,
                        MAX_CARDS, MAX_PLAYERS, MODIFIER_CAP, N_ACTIONS, NAMED_CAP, RELEASE_CAP, N_MMZ, N_MZONES, N_PILES, N_SZONES, NARROW_CAP, PILE_CAP, STACK_CAP,
                        TRIGGER_CAP)

P = MAX_PLAYERS
STATIC_WORDS = (len(STATIC_NAMES) + 63) // 64   # words of ``static_kinds``: a bit per static kind

STATE_DTYPE = np.dtype([
    # players
    ("num_players", np.int8),
    ("lp", np.int32, (P,)),
    ("alive", np.int8, (P,)),
    ("absent", np.int8, (P,)),             # temporarily out of the duel (3v3/KOF variants)
    ("seat_of", np.int8, (P,)),
    ("player_at", np.int8, (P,)),          # seat -> player
    ("team", np.int8, (P,)),
    ("start_lp", np.int32, (P,)),
    ("start_hand", np.int8, (P,)),
    ("draws_per_turn", np.int8, (P,)),
    ("turns_taken", np.int16, (P,)),
    ("result", np.int8, (P,)),             # +1 win, -1 loss, 0 undecided or draw
    ("loss_reason", np.int8, (P,)),
    ("pending_loss", np.int8, (P,)),       # a loss reason waiting for the next loss check
    ("deck_size", np.int16, (P,)),         # main deck size the player registered
    ("dmg_dealt", np.int32, (P, P)),       # cumulative damage [source, target]
    ("last_damager", np.int8, (P,)),       # who last damaged each player, -1 none
    ("killer", np.int8, (P,)),             # who caused each loss, -1 none
    ("joined", np.int8),                   # KOF: bitmask of players who joined as a teammate's successor
    ("supply_due", np.int8),               # bitmask of players owed a 2v2 supply choice
    ("special_win_due", np.int8),          # bitmask of players whose hand completed a special win (R37)
    ("restore_due", np.int8),              # 3v3: bitmask of players who lost and owe a backup deck pick
    ("gen", np.int8, (P,)),                # 3v3: the player's deck generation, +1 at each restore
    # card table
    ("c_card", np.int16, (MAX_CARDS,)),    # card database index, -1 = unused row
    ("c_owner", np.int8, (MAX_CARDS,)),
    ("c_ctrl", np.int8, (MAX_CARDS,)),
    ("c_loc", np.int8, (MAX_CARDS,)),
    ("c_seq", np.int16, (MAX_CARDS,)),
    ("c_pos", np.int8, (MAX_CARDS,)),
    ("c_placed_turn", np.int16, (MAX_CARDS,)),    # turn it arrived on the field (B8, B9)
    ("c_manual_pos_turn", np.int16, (MAX_CARDS,)),   # turn its controller changed its position: a Flip Summon or B9 (B8)
    ("c_attacked_turn", np.int16, (MAX_CARDS,)),  # turn it last declared an attack (B11)
    ("c_damage", np.int32, (MAX_CARDS,)),  # HP model (H1, A-48): damage marked since it arrived; HP = DEF - this
    ("c_trig", np.int64, (MAX_CARDS,)),     # events its Trigger Effects wait for (1 << TRIG_*), set when dealt
    ("c_gen", np.int8, (MAX_CARDS,)),      # its owner's deck generation when dealt: an older one is a lost deck (R32)
    ("c_proper", np.int8, (MAX_CARDS,)),   # properly summoned by its procedure since it left the hand/Deck (B10)
    ("c_extra", np.int8, (MAX_CARDS,)),    # card flags read where it moves (zones.card_flags): CARD_EXTRA_DECK, a Fusion
                                           # Monster goes to its owner's Extra Deck, never the hand/Deck;
                                           # CARD_LEAVES_BANISHED, banished instead of leaving the field face-up
    ("c_attached", np.int16, (MAX_CARDS,)),  # an Equip Spell / Call of the Haunted: the monster it is attached to, -1
    ("c_used", np.int32, (MAX_CARDS,)),    # turn * 2 (+1: "cannot attack this turn") of its last once-per-turn effect
    ("c_counter", np.int8, (MAX_CARDS,)),  # counters on it (a Spell Counter: Breaker); 0 off the monster zones
    ("c_summon_turn", np.int16, (MAX_CARDS,)),   # turn it was last Normal Summoned or flipped face-up, -1 none since
                                                 # it arrived (a Spirit's return: TRIG_SPIRIT_END)
    # 3v3 backup decks (V-3v3-1): card indices as dealt (main from 0, extra from the end), who
    # prepared each and who took it (-1 nobody)
    ("bk_card", np.int16, (MAX_BACKUPS, CARDS_PER_PLAYER)),
    ("bk_main_n", np.int8, (MAX_BACKUPS,)),
    ("bk_extra_n", np.int8, (MAX_BACKUPS,)),
    ("bk_owner", np.int8, (MAX_BACKUPS,)),
    ("bk_taken", np.int8, (MAX_BACKUPS,)),
    # zones
    ("pile", np.int16, (P, N_PILES, PILE_CAP)),
    ("pile_n", np.int16, (P, N_PILES)),
    ("mzone", np.int16, (P, N_MZONES)),
    ("szone", np.int16, (P, N_SZONES)),
    ("fzone", np.int16, (P,)),
    # turn
    ("turn_player", np.int8),
    ("phase", np.int8),
    ("step", np.int8),                     # battle phase step
    ("before_calc", np.bool_),             # B13: the Damage Step's window before damage calculation (battle.py)
    ("round", np.int16),
    ("turn", np.int16),                    # turns started in the duel, from 1
    ("normal_summons", np.int8),           # normal summons/sets used this turn (B7)
    ("skip_to_next_turn", np.bool_),       # R34: the turn player lost
    ("goto_phase", np.int8),               # phase the turn player chose to move to
    ("named_turn", np.int16, (P,)),        # P27: the turn the player's list of activated Spell/Trap names is for
    ("named_n", np.int8, (P,)),            # P27: how many names the list holds
    ("named", np.int16, (P, NAMED_CAP)),   # P27: the card codes of Spells/Traps the player activated that turn
    ("summoned_turn", np.int16, (P,)),     # the turn (``turn``) in which the player last Summoned a monster
                                           # (Normal, Tribute, Flip, Special); 0 none (condition `no summon this turn`)
    ("main1_fresh", np.bool_),             # Main Phase 1 began and the turn player has done nothing in it yet
    ("hand_shown", np.int8),               # R19, A-40: bitmask of players whose hands are shown to every player
                                           # while an effect that reveals them resolves (op exchange_hands)
    ("disc_recent", np.int8),              # bitmask of players who have discarded from the hand since the turn
                                           # player's last action and in this phase (the condition `discarded`)
    ("disc_due", np.int8),                 # R17: bitmask of players whose discards a static "opponent discards as
                                           # many" has yet to answer (engine.resume pushes PROC_REQUISITION)
    ("disc_count", np.int8, (P,)),         # ... and how many cards each discarded meanwhile
    ("adjust_due", np.bool_),              # R22: a monster was placed, turned face-up or taken: a static "one
                                           # monster type each" checks the Types (engine.resume pushes PROC_ADJUST)
    # battle
    ("atk_card", np.int16),
    ("atk_target", np.int16),              # card, or -1 for a direct attack
    ("atk_player", np.int8),               # the attacked player, fixed at declaration (R8)
    ("atk_counts", np.int8, (P,)),         # monsters each player had at the declaration (-1: not in the duel)
    ("atk_negated", np.bool_),             # an effect negated the attack being declared
    ("bp_end", np.bool_),                  # an effect ended the Battle Phase
    ("has_effects", np.bool_),             # some card of the duel has an effect (else no activation checks)
    ("trig_any", np.int64),                # R29: the events some card of the duel waits for (1 << TRIG_*; else the
                                           # phase notes of trigger_events.py look at no card)
    ("ch_n", np.int8),
    ("ch_card", np.int16, (CHAIN_CAP,)),
    ("ch_effect", np.int8, (CHAIN_CAP,)),
    ("ch_player", np.int8, (CHAIN_CAP,)),   # activator
    ("ch_opp", np.int8, (CHAIN_CAP,)),      # designated (R11) or linked (R12/R18) opponent, -1 none
    ("ch_target", np.int16, (CHAIN_CAP,)),  # targeted card, -1 none
    ("ch_target2", np.int16, (CHAIN_CAP,)), # its second targeted card (target_count 2: Icarus Attack), -1 none
    ("ch_gen", np.int8, (CHAIN_CAP,)),      # the activator's deck generation at activation (3v3)
    ("ch_paid", np.int32, (CHAIN_CAP,)),    # LP paid as the activation's cost
    ("ch_negated", np.int8, (CHAIN_CAP,)),  # NEGATED_ACTIVATION: the link's activation was negated (B16), NEGATED_EFFECT:
                                            # only its effect (the activation stands); either way it resolves doing nothing
    ("ch_done", np.int8, (CHAIN_CAP,)),     # what the link's ops did so far, for a later op ("if you do", "then",
                                            # "as many"): the cards its last action acted on, or whether a target op
                                            # did its part
    ("ch_declared", np.int8, (CHAIN_CAP,)),  # R10, R12: what its activator declared as they activated it
                                             # (a Type, or a card kind + 1), 0 none
    ("ch_result", np.int8, (CHAIN_CAP,)),    # its toss_coin / roll_die result (Heads, or the dice total), for if_result
    ("resolving", np.int8),                # the chain link resolving now, 1-based; 0 while no chain resolves
    # triggers waiting to be chained (B17, R30): card, its events (1 << TRIG_*), the player it
    # belongs to, noted after more of a chain resolved (B16: an optional one missed the timing)
    ("tr_n", np.int8),
    ("tr_card", np.int16, (TRIGGER_CAP,)),
    ("tr_event", np.int64, (TRIGGER_CAP,)),     # 0 once matched to its effect (segoc.py)
    ("tr_effect", np.int8, (TRIGGER_CAP,)),
    ("tr_player", np.int8, (TRIGGER_CAP,)),
    ("tr_late", np.int8, (TRIGGER_CAP,)),
    ("tr_opp", np.int8, (TRIGGER_CAP,)),       # the player the event names (battle damage: the damaged one, R12), -1 none
    # cards to move because the card they were attached to left the field (zones.release_attached):
    # the card, and REL_* what happens to it (control back to the player >= 0, or the GY, or destroyed)
    ("rel_n", np.int8),
    ("rel_card", np.int16, (RELEASE_CAP,)),
    ("rel_to", np.int8, (RELEASE_CAP,)),
    # lasting Spells/Traps: face-up cards whose activation resolved, so their static effects apply
    # (statics.py); per card the designated opponent, the LP paid and, for a limited lifetime,
    # each counted player's turns so far (-1: not counted; A-28). lasting.py keeps it in step
    # with the field: a card leaving the field leaves the table. An index of the field, not a modifier
    # (docs/ARCHITECTURE.md: why it is a list beside md_*).
    ("has_statics", np.bool_),             # some card of the duel has a static effect (else no lock checks)
    ("static_kinds", np.int64, (STATIC_WORDS,)),   # R23: the static kinds some card of the duel has (bit kind % 64
                                           # of word kind // 64): a check of a kind no card has answers without looking
    ("has_destroyed_without", np.bool_),   # some card of the duel is destroyed without a card of a name face-up
                                           # (``destroyed_without``: else static_locks.destroy_unsupported looks at none)
    ("has_target_equips", np.bool_),       # some card of the duel is an Equip Spell equipping its target (else
                                           # selectors.drop_unequippable looks at none)
    ("has_grave_watch", np.bool_),         # some card's condition reads the monsters sent from their controller's own
                                           # field to the GY this turn (the condition `own monster sent to the
                                           # graveyard this turn`; else zones.send_to_grave notes none)
    ("ls_n", np.int8),
    ("ls_card", np.int16, (LASTING_CAP,)),
    ("ls_opp", np.int8, (LASTING_CAP,)),
    ("ls_paid", np.int32, (LASTING_CAP,)),
    ("ls_turns", np.int8, (LASTING_CAP, P)),
    ("rule_narrow", np.int16, (NARROW_CAP,)),   # R38: card indices read narrowly, -1 padded
    # lasting modifiers (core/modifiers.py): what effects change (stats, control until the End Phase, what a player
    # may do) or the rules note (a once-per-battle effect used, a card destroyed this turn) for a while: kind
    # (MOD_*), the card (-1: a player's row), the player (-1: every player; a card's: who changed it, or whom a
    # control change returns it to), value, expiry (UNTIL_*), and the turn it was made in or, for
    # UNTIL_NEXT_TURN_OF, the turns_taken count of md_clock it lasts through
    ("md_n", np.int8),
    ("md_kind", np.int8, (MODIFIER_CAP,)),
    ("md_card", np.int16, (MODIFIER_CAP,)),
    ("md_player", np.int8, (MODIFIER_CAP,)),
    ("md_value", np.int16, (MODIFIER_CAP,)),
    ("md_until", np.int8, (MODIFIER_CAP,)),
    ("md_clock", np.int8, (MODIFIER_CAP,)),
    ("md_turn", np.int16, (MODIFIER_CAP,)),
    # the event the current response window answers (conditions read it)
    ("win_event", np.int8),                # EVENT_*
    ("win_card", np.int16),
    ("ss_card", np.int16),                 # the monster an effect Special Summoned while Chain Link 1 resolved, the
                                           # last thing so far (B16: the window after the chain answers it), -1 none
    # pending-work stack (DESIGN principle 2)
    ("stk_n", np.int8),
    ("stk_proc", np.int8, (STACK_CAP,)),
    ("stk_step", np.int8, (STACK_CAP,)),
    ("stk_arg", np.int32, (STACK_CAP, 2)), # the two arguments push gave (a few units keep one count or card there)
    # a unit's named sub-state between its prompts (push clears it: stack.clear_sub); one value per field
    ("stk_sub", np.int8, (STACK_CAP,)),    # sub-step within the step: the pick being asked (R19: Exchange, Soul
                                           # Demolition, Creature Swap 1-2; Gilford's Equip Spell 1, its monster 2),
                                           # Cyber Jar's cards revealed (1), a Fusion/Ritual Summon's position asked (1)
    ("stk_pick", np.int16, (STACK_CAP, MAX_MATERIALS + 1)),   # cards kept until a later prompt, -1 none: [0] the
                                           # first pick (R19 pairs), Gilford's Equip Spell, the monster whose
                                           # position is asked, the Fusion/Ritual Monster; [1..] Fusion Materials
    ("stk_player", np.int8, (STACK_CAP,)), # the player the unit works for, -1 none: Forced Requisition's (R17), a
                                           # trigger's (who controlled its card at its event, B17)
    ("stk_target", np.int8, (STACK_CAP,)), # the opponent the unit deals with, -1 none: designated by Forced
                                           # Requisition (R17) or for a summoning procedure (R15); the player a
                                           # trigger's event named (its OPP-LINK opponent, R12)
    ("stk_count", np.int16, (STACK_CAP,)), # a count: Forced Requisition's cards discarded (R17), a Normal Summon's
                                           # Tributes, a procedure's banish costs paid, a Ritual's Levels Tributed
    ("stk_left", np.int16, (STACK_CAP,)),  # what is still due: Forced Requisition's discards (R17), Cyber Jar's
                                           # revealed cards still on top of the Deck
    ("stk_times", np.int8, (STACK_CAP,)),  # how many more times the unit applies: the player's "opponent discards as many"
                                           # statics still to apply (R17, static kind 25)
    ("stk_low", np.int8, (STACK_CAP,)),    # a Ritual Summon's lowest Tribute Level so far (procedure.NO_LOW: none)
    ("stk_field", np.int8, (STACK_CAP,)),  # 1: a Ritual Summon has Tributed a monster from the field
    ("stk_mask", np.int32, (STACK_CAP,)),  # one set as a bitmask: a priority window's directly affected players
                                           # (R26), a Normal Summon's Tributes' Attributes (Swift Birdman Joe), an
                                           # activation's usable effects to choose from (Enemy Controller)
    ("stk_mode", np.int8, (STACK_CAP,)),   # how an activation started: ACTIVATE_OPEN, _FROM_WINDOW, _AS_TRIGGER
    # decision queue of the current priority window (R24-R28)
    ("q_players", np.int8, (P,)),
    ("q_n", np.int8),
    ("q_pos", np.int8),
    ("q_actor", np.int8),
    ("q_final", np.bool_),                 # the actor's final decision is still due
    # prompt
    ("pr_kind", np.int8),
    ("pr_player", np.int8),
    ("pr_ncand", np.int8),
    ("pr_cand", np.int16, (MAX_CANDIDATES,)),
    ("pr_left", np.int8),                  # selections still to make; a trigger prompt: 1 if it may be declined
    ("pr_nlegal", np.int16),               # legal actions in the mask (MASK_PENDING: not built yet)
    ("mask", np.int8, (N_ACTIONS,)),
    ("answer", np.int16),
    # rules (config packed for the core, DESIGN principle 6)
    ("rule_hand_limit", np.int8),
    ("rule_turn_cap", np.int16),
    ("rule_turn_work_cap", np.int32),      # engine steps one turn may take before the duel is truncated
    ("rule_auto_answer", np.bool_),
    ("rule_first_turn", np.int8),
    ("rule_actor_final", np.bool_),
    ("rule_segoc", np.int8),               # SEGOC_*: the order of simultaneous triggers (R30, A-03)
    ("rule_tributes", np.int8, (13,)),    # tributes needed by level 0..12 (B7 / P13)
    ("rule_normal_summons", np.int8),
    ("rule_outcome", np.int8),             # OUTCOME_*: how the duel is won
    ("rule_teammates_opp", np.bool_),      # teammates are opponents (R5, A-24)
    ("rule_supply", np.bool_),             # 2v2 supply on a teammate's loss
    ("rule_supply_choice", np.int8, (P,)), # per player: the supply option the rule takes, -1 the player's choice
    ("rule_concession", np.bool_),         # every prompt offers A_CONCEDE (R36)
    ("rule_hand_cap", np.int8),            # P7: a draw with this many cards in hand loses; -1 none
    ("rule_deck_out_loss", np.bool_),      # P23: an empty-deck draw loses (else it is skipped)
    ("rule_battle_model", np.int8),        # P21: BATTLE_OCG or BATTLE_HP
    ("boss", np.int8),                     # the BOSS player, -1 none (V-BOSS)
    ("rule_boss_emz", np.bool_),           # V-BOSS-2: the BOSS may use the Extra Monster Zones (core/emz.py)
    ("rule_emz_max", np.int8),             # V-BOSS-2 / A-30: EMZs the BOSS may hold at once (boss_emz_max)
    ("rule_challenger_emz", np.bool_),     # V-BOSS-3 / A-31: a challenger may use the EMZ it faces
    ("rule_emz_prev", np.bool_),           # emz_left_faces="prev": EMZ_L faces prev(BOSS), EMZ_R next(BOSS)
    ("role", np.int8, (P,)),               # V-ID: role id per player (-1 none)
    ("role_targets", np.int8, (P,)),       # V-ID: per role, bitmask of the roles it must see lose
    ("role_public", np.int8),              # V-ID: bitmask of roles every player may see
    ("role_lp_bonus", np.int32, (P,)),     # V-ID-3: per role, starting advantages of its holders
    ("role_hand_bonus", np.int8, (P,)),
    ("role_extra_draws", np.int8, (P,)),
    ("role_bounty_lp", np.int32, (P,)),    # V-ID-3: per role, what whoever causes a holder's loss gains
    ("role_bounty_draw", np.int8, (P,)),
    ("rule_shuffle_roles", np.bool_),      # V-ID: deal the roles at random from the seed
    ("rule_special_win", np.bool_),        # R37: special_win_policy="v3_team_rule"
    ("rule_win_hand", np.int16, (len(EXODIA_PIECES),)),   # R37: card indices a hand must hold together to win
    ("rule_jar_all", np.bool_),            # A-04 / P38: morphing_jar_scope="all_players"
    ("rule_snatch_every", np.bool_),       # A-05 / P39: snatch_steal_gain="every_opponent_standby"
    ("rule_lp_floor", np.bool_),           # P16: lp_rounding="floor"
    ("rule_chain_stops_on_loss", np.bool_),    # P19: lp_zero_mid_chain="end_duel"
    ("rule_lp_cost_to_zero", np.bool_),    # P17: lp_cost_exceeding_lp="pay_to_zero_and_lose"
    ("rule_search_fail_negates", np.bool_),    # P25: search_failure="seed001"
    ("rule_quick_any_turn", np.bool_),     # P26: quick_from_hand_any_turn
    ("rule_same_name_once", np.bool_),     # P27: same_name_support_once_per_turn
    ("rule_designation_affects", np.bool_),    # P36 / A-02: directly_affected_includes_designation
    ("rule_all_draw", np.bool_),           # P22 / A-44: draw_phase_drawers="all"
    ("rule_field_replace", np.bool_),      # P28: field_spell_replace
    ("rule_replay_any", np.bool_),         # P40 / A-14: replay_scope="any_opponent"
    ("rule_four_phases", np.bool_),        # P15: Draw, Main, Battle, End (seed 004): no Standby Phase, no Main Phase 2
    ("rule_shared_fate", np.bool_),        # P33: a player's loss takes its living teammates out too
    ("rule_restore", np.bool_),            # 3v3: a loser plays on with a backup deck (V-3v3-2)
    ("rule_team_pool", np.bool_),          # 3v3: any teammate may take any backup, else only its own
    ("rule_relay", np.bool_),              # KOF: one active player per team, the next one joins (V-KOF)
    ("restored_lp", np.int32),             # 3v3: LP and hand after a restore
    ("restored_hand", np.int8),
    ("joiner_lp", np.int32),               # KOF: LP and hand of a joining player
    ("joiner_hand", np.int8),
    # result and counters
    ("done", np.bool_),
    ("truncated", np.bool_),
    ("end_reason", np.int8),
    ("winner", np.int8),                   # winning team, -1 for none/draw
    ("decisions", np.int32),               # decisions asked of agents
    ("auto_decisions", np.int32),          # single-option prompts answered by the engine
    ("turn_work", np.int32),               # engine steps (units run) in this turn: the endless-turn guard
    ("rng", np.uint64),
    ("ev_n", np.int32),
    ("ev", np.int32, (LOG_CAP, 4)),
])

assert CARDS_PER_PLAYER * MAX_PLAYERS + MAX_PLAYERS * N_MMZ == MAX_CARDS


def new_states(n: int = 1) -> np.ndarray:
    """An array of ``n`` blank duel records (every slot empty, no players)."""
    states = np.zeros(n, STATE_DTYPE)
    for name in ("c_card", "c_owner", "c_ctrl", "c_loc", "c_seq", "pile", "mzone", "szone",
                 "fzone", "pr_cand", "atk_card", "atk_target", "atk_player", "winner",
                 "turn_player", "pr_player", "q_actor", "last_damager", "killer", "boss", "role",
                 "ch_card", "ch_player", "ch_opp", "ch_target", "ch_target2", "win_card", "ss_card", "bk_card", "bk_owner", "bk_taken",
                 "ls_card", "ls_opp", "rule_narrow", "c_attached", "rel_card", "md_card", "md_player", "md_clock",
                 "stk_pick", "stk_player", "stk_target"):
        states[name] = -1
    for name in ("c_placed_turn", "c_manual_pos_turn", "c_attacked_turn", "c_used", "c_summon_turn"):
        states[name] = -1
    return states
