"""Sizes, enums and the action layout shared by the engine, the env and the docs.

Plain module-level ints: numba freezes globals into compiled code, so these cost nothing
in the hot path. Everything seat-relative uses offset ``r = (seat(q) - seat(me)) mod N``:
0 is me, 1 my lower player (next), and so on (RULES.md R6).
"""

MAX_PLAYERS = 6
CARDS_PER_PLAYER = 75            # 60 main + 15 extra (B2)
DEALT_ROWS = MAX_PLAYERS * CARDS_PER_PLAYER   # card-table rows of the dealt cards (decks, backups, scenarios)
N_MMZ = 5                        # B3: 5 Main Monster Zones, slots 0-4 (columns left to right in the own view)
N_EMZ = 2                        # V-BOSS-2: the Extra Monster Zones, slots 5 (EMZ_L) and 6 (EMZ_R) in the BOSS's frame;
                                 # only a config with boss_emz uses them (R2; core/emz.py)
N_MZONES = N_MMZ + N_EMZ         # monster zone slots per player: every loop over them sees every monster
TOKEN_ROWS = MAX_PLAYERS * N_MMZ # rows DEALT_ROWS.. hold tokens (B10): one per main monster zone of the duel (a
                                 # token never goes to an EMZ), so a free zone always finds a free row (core/tokens.py)
MAX_CARDS = DEALT_ROWS + TOKEN_ROWS
PILE_CAP = 168                   # capacity of one player's deck/hand/GY/... list: a KOF team's
                                 # three decks with full Extra Decks (3 x 56) can end in one GY
N_SZONES = 5
STACK_CAP = 16
CHAIN_CAP = 12                   # chain links (B16)
LASTING_CAP = 36                 # lasting Spells/Traps: every spell/trap and field zone (5 + 1 per player)
NARROW_CAP = 16                  # cards config.narrow_attack_restriction_cards may list (R38)
TRIGGER_CAP = 32                 # triggers waiting to be chained (B17, R30)
NAMED_CAP = 24                   # P27: Spell/Trap names one player may activate in one turn when each is once
MODIFIER_CAP = 64                # lasting modifiers at once (core/modifiers.py; equal ones merge)
RELEASE_CAP = 16                 # cards waiting to follow the card they were attached to (zones.release_attached)
REL_DESTROY = -1                 # rel_to: destroy it (the monster of a Premature Burial / Call of the Haunted that left)
REL_LOST_TARGET = -2             # rel_to: destroy it by game rule, its monster lost (it left, turned face-down, or no
                                 # longer fits the Equip Spell): no "destroyed" trigger; >= 0: control back to that player
LOG_CAP = 512
MAX_CANDIDATES = 32
HAND_SLOTS = 20                  # hand cards that actions can address
MAX_BACKUPS = 12                 # 3v3 backup decks in the duel (V-3v3-1: 2 per player)

# --- card locations: piles are compact lists, field zones have fixed slots ---------------
LOC_DECK = 0
LOC_HAND = 1
LOC_GRAVE = 2
LOC_BANISHED = 3
LOC_EXTRA = 4
LOC_OUT = 5                      # left the game with a losing player (R31)
N_PILES = 6
LOC_MZONE = 6
LOC_SZONE = 7
LOC_FZONE = 8
CARD_EXTRA_DECK = 1              # c_extra bit: a card of the Extra Deck (a Fusion Monster)
CARD_LEAVES_BANISHED = 2         # c_extra bit: face-up on the field, it is banished instead of leaving for elsewhere
LOC_UNUSED = -1                  # card-table row not holding a card
LOC_NAMES = ("deck", "hand", "graveyard", "banished", "extra deck", "out of game",
             "monster zone", "spell/trap zone", "field zone")

# --- positions -------------------------------------------------------------------------
POS_NONE = 0
POS_FACEUP_ATK = 1
POS_FACEUP_DEF = 2
POS_FACEDOWN_DEF = 3
POS_FACEDOWN = 4                 # a Set spell/trap
POS_FACEUP_CARD = POS_FACEUP_ATK # a face-up Spell/Trap (no battle position; shown as face-up)
POS_NAMES = ("-", "face-up ATK", "face-up DEF", "face-down DEF", "face-down")

# --- phases (B5) -----------------------------------------------------------------------
PHASE_DRAW = 0
PHASE_STANDBY = 1
PHASE_MAIN1 = 2
PHASE_BATTLE = 3
PHASE_MAIN2 = 4
PHASE_END = 5
PHASE_NAMES = ("Draw Phase", "Standby Phase", "Main Phase 1", "Battle Phase",
               "Main Phase 2", "End Phase")

# battle phase steps (B5) and damage step windows (B13)
STEP_START = 0
STEP_BATTLE = 1
STEP_DAMAGE = 2
STEP_END = 3
STEP_NAMES = ("start step", "battle step", "damage step", "end step")

# --- prompts (DESIGN principle 4) --------------------------------------------------------
PROMPT_NONE = 0
MASK_PENDING = -1                # pr_nlegal of a prompt asked whose mask the engine has not built yet
PROMPT_IDLE = 1          # turn player's main phase: summon, set, flip, position, next phase
PROMPT_BATTLE = 2        # turn player's battle step: declare an attack or leave the phase
PROMPT_PASS = 3          # priority at an open state or in a response window (R24-R28)
PROMPT_TRIBUTE = 4       # choose a monster to tribute (B7)
PROMPT_DISCARD = 5       # choose a card to discard for the hand limit (B20)
PROMPT_REPLAY = 6        # re-choose the attack target or stop (B14, R35)
PROMPT_SUPPLY = 7        # 2v2: the surviving teammate picks a supply (V-2v2-4)
PROMPT_DESIGNATE = 8     # the activator designates the opponent of an OPP-CHAIN effect (R11)
PROMPT_TARGET = 9        # the activator selects the target of an effect (candidates)
PROMPT_POSITION = 10     # a monster Special Summoned by an effect: face-up Attack or Defense Position
PROMPT_TRIGGER = 11      # the next of the player's simultaneous triggers to chain (B17, R30), or pass
PROMPT_CHOOSE = 12       # a card for a resolving effect to act on (a search, a Special Summon from the Deck)
PROMPT_BACKUP = 13       # 3v3: the restored player picks a backup deck (V-3v3-2); candidates are backup ids
PROMPT_LP_COST = 14      # the LP an activation pays, a multiple of 1000 (A_SELECT + k: (k + 1) * 1000)
PROMPT_UPKEEP = 15       # a lasting card's Standby Phase upkeep: pay (A_SELECT + 0) or let it be destroyed (A_PASS)
PROMPT_DECLARE = 16      # declare a card kind: A_SELECT + KIND_* (0 Monster, 1 Spell, 2 Trap) (Vampire Lord)
PROMPT_DECLARE_RACE = 17 # declare a monster Type: A_SELECT + race - 1 (RACE_NAMES[1:]: 0 Warrior .. 19 Reptile)
                         # (Tribe-Infecting Virus)
PROMPT_EFFECT_CHOICE = 18  # the activator chooses which of the card's effects to activate: A_SELECT + effect index
                           # (the usable ones: bitmask in pr_left) (Enemy Controller)
PROMPT_DECLARE_LEVEL = 19   # declare a monster Level: A_SELECT + Level - 1 (1..12) (Reasoning)
MAX_LEVEL = 12
PROMPT_NAMES = ("none", "main phase", "battle step", "priority", "tribute", "discard",
                "attack replay", "supply", "designate opponent", "target", "position", "trigger",
                "choose card", "backup deck", "pay LP", "upkeep", "declare type", "declare monster type", "choose effect",
                "declare level")

# what the current response window answers (the event an effect's condition reads, B16)
EVENT_NONE = 0
EVENT_SUMMON = 1         # a Normal or Flip Summon
EVENT_ATTACK = 2         # an attack declaration
EVENT_SPECIAL_SUMMON = 3 # a Special Summon by a summoning procedure (B10: it uses no chain), or by a resolved
                         # chain whose last thing it was (B16: the window after the chain)
EVENT_SUMMON_ATTEMPT = 4 # a Summon being attempted: only summon negation may answer (Solemn Judgment)
EVENT_NORMAL_DRAW = 5    # the turn player's normal draw in their Draw Phase (win_card: the card drawn; Drop Off)
EVENT_NAMES = ("none", "summon", "attack", "special summon", "summon attempt", "normal draw")

# --- game end --------------------------------------------------------------------------
END_NONE = 0
END_LAST_STANDING = 1
END_DRAW = 2             # every remaining player lost at once (B22)
END_TURN_CAP = 3         # truncated
END_ENDLESS_TURN = 4     # truncated: one turn ran over the engine's work cap (a loop the rules allow)
END_NAMES = ("running", "last player standing", "draw", "turn cap", "endless turn")

LOSS_NONE = 0
LOSS_LP = 1
LOSS_DECK_OUT = 2
LOSS_CONCEDED = 3
LOSS_HAND_CAP = 4        # P7: a required draw with the hand at the hard cap
LOSS_DESIGNATED = 5      # R37: designated by a player's special win (the killer is that player, A-47)
LOSS_SPECIAL_WIN = 6     # R37: won by a card effect while other teams still had living players
LOSS_TEAM = 7            # P33 team_shared_fate: a teammate lost, the team loses with it
LOSS_DRAWN = 8           # B22: a card effect made the duel a draw, every remaining player losing at once (Last Turn)
LOSS_NAMES = ("-", "LP reached 0", "could not draw", "conceded", "hand at the hard cap",
              "designated by a special win", "special win with other teams left", "a teammate lost",
              "a draw by a card effect")

# --- how the duel is won (RULES.md section 3) ----------------------------------------------
OUTCOME_TEAMS = 0        # the last team with a living player wins (V-TEAM-3; FFA, 2v2, BOSS)
OUTCOME_KUPL = 1         # kill upper, protect lower (V-KUPL)
OUTCOME_CONTRIB = 2      # the BOSS's loss gives one challenger the win (V-CONTRIB)
OUTCOME_IDENTITY = 3     # a role wins when every holder of its target roles has lost (V-ID)
MAX_ROLES = 6

# 2v2 supply options (V-2v2-4): (LP gained, cards drawn)
SUPPLY_OPTIONS = ((4000, 0), (0, 2), (2000, 1), (0, 0))
SUPPLY_NAMES = ("gain 4000 LP", "draw 2 cards", "gain 2000 LP and draw 1 card", "no supply")

# --- event log (RULES.md 2.0) -----------------------------------------------------------
EV_TURN = 1              # (player, round, turn)
EV_PHASE = 2             # (player, phase)
EV_DRAW = 3              # (player, card, DRAW_DRAWN or DRAW_DEALT)
DRAW_DRAWN = 0           # EV_DRAW's c: a draw
DRAW_DEALT = 1           # EV_DRAW's c: a card dealt into a new hand (the opening hand, a joiner's)
EV_ASK = 4               # (player, prompt kind)       every decision, auto-answered too
EV_SUMMON = 5            # (player, card, tributes)
EV_SET = 6               # (player, card)
EV_FLIP_SUMMON = 7       # (player, card)
EV_POSITION = 8          # (player, card, new position)
EV_ATTACK = 9            # (attacker card, target card or -1, attacked player)
EV_DAMAGE = 10           # (player, amount, source player)
EV_DESTROYED = 11        # (card, by player, how)       destroyed: how 0 by battle, 1 by an effect
EV_SENT_TO_GY = 12       # (card, player whose GY)
EV_LEFT_FIELD = 13       # (card)
EV_PLAYER_LOST = 14      # (player, reason, killer or -1: A-47)
EV_LEFT_GAME = 15        # (player, number of cards)    R31: the loser's cards leave the game
EV_DISCARD = 16          # (player, card)
EV_FLIPPED = 17          # (card)                       face-down defender revealed (B13)
EV_REPLAY = 18           # (attacker card)              B14/R35
EV_ATTACK_STOPPED = 19   # (attacker card)
EV_TRIBUTE = 20          # (player, card)
EV_GAME_END = 21         # (end reason, winner or -1)
EV_SUPPLY = 22           # (player, option)
EV_ACTIVATE = 23         # (player, card, chain link 1..)
EV_RESOLVE = 24          # (card, chain link 1..)
EV_ATTACK_NEGATED = 25   # (attacker card)
EV_BANISHED = 26         # (card, by player)
EV_SET_CARD = 27         # (player, card)                a Spell/Trap Set (B3)
EV_SPECIAL_SUMMON = 28   # (player, card)                by an effect (B10)
EV_TARGET = 29           # (player, card, chain link)    an activation targets a card
EV_CONTROL = 30          # (new controller, card)
EV_MISSED_TIMING = 31    # (card)                       an optional "when" trigger missed the timing (B16)
EV_TO_HAND = 32          # (player, card, searched)     added to the hand by an effect, revealed (B24, R22; a
                         #                              search from the Deck, searched=1: to whom P24 says)
EV_RESTORED = 33         # (player, backup id, absent)   3v3: a loser plays on with a backup deck (V-3v3-2)
EV_JOINED = 34           # (player, predecessor)         KOF: the next teammate takes over the cards (V-KOF-2)
EV_REJOINED = 35         # (player)                      3v3/KOF: an absent player enters the duel (again)
EV_PAY_LP = 36           # (player, amount, card)       LP paid as a cost or an upkeep
EV_REVEAL = 37           # (player, card, looked)        a card shown to every player (R22: Hiro's Shadow Scout), or
                         #                               with looked 1 only looked at by that player (De-Spell)
EV_DECLARE = 38          # (player, card kind, card)    a declared card kind (KIND_*: Vampire Lord), public
EV_NEGATED = 39          # (card, by player)             an activation or a Summon negated, or a Trap's effect (B16)
EV_GAIN_LP = 40          # (player, amount, card)        LP gained by an effect (Snatch Steal)
EV_DECLARE_RACE = 41     # (player, race, card)          a declared monster Type (RACE_*: Tribe-Infecting Virus), public
EV_DECLARE_LEVEL = 42    # (player, Level, card)         a declared monster Level (Reasoning), public
EV_DESIGNATED = 43       # (player, designated player, count)  a designation as an effect applies (R17: Forced
                         #                               Requisition: that player discards count cards), public
EV_ATK_CHANGED = 46      # (card, ATK now, player)       an effect changed a monster's ATK until the end of the turn
                         #                               (Rush Recklessly, Shrink), public
EV_BOUNTY = 50           # (player, loser, cards)         V-ID-3: a role's bounty paid to who caused its holder's loss
EV_TO_DECK = 51          # (player, card, place)         a card returned to its owner's Deck by an effect (DECK_*: shuffled, on top), public
EV_SHUFFLED_SET = 52     # (player, how many)            a player's face-down monsters changed zones at random
                         #                               (Shifting Shadows), public
EV_COIN = 53             # (player, heads 1 / tails 0, card)   a coin tossed for a card's effect (toss_coin), public
EV_DIE = 54              # (player, result 1..6, card)  a six-sided die rolled for a card's effect (roll_die), public
NEGATED_ACTIVATION = 1   # ch_negated: the link's activation was negated (B16)
NEGATED_EFFECT = 2       # ch_negated: only its effect was (negate_effect): the activation stands
EV_NAMES = {EV_TURN: "turn", EV_PHASE: "phase", EV_DRAW: "draw", EV_ASK: "ask",
            EV_SUMMON: "summon", EV_SET: "set", EV_FLIP_SUMMON: "flip summon",
            EV_POSITION: "position", EV_ATTACK: "attack", EV_DAMAGE: "damage",
            EV_DESTROYED: "destroyed", EV_SENT_TO_GY: "sent to GY", EV_LEFT_FIELD: "left field",
            EV_PLAYER_LOST: "player lost", EV_LEFT_GAME: "left the game",
            EV_DISCARD: "discard", EV_FLIPPED: "flipped", EV_REPLAY: "replay",
            EV_ATTACK_STOPPED: "attack stopped", EV_TRIBUTE: "tribute",
            EV_GAME_END: "game end", EV_SUPPLY: "supply", EV_ACTIVATE: "activate",
            EV_RESOLVE: "resolve", EV_ATTACK_NEGATED: "attack negated", EV_BANISHED: "banished",
            EV_SET_CARD: "set spell/trap", EV_SPECIAL_SUMMON: "special summon", EV_TARGET: "target",
            EV_CONTROL: "control", EV_MISSED_TIMING: "missed timing", EV_TO_HAND: "added to hand",
            EV_RESTORED: "restored", EV_JOINED: "called in", EV_REJOINED: "enters the duel",
            EV_PAY_LP: "pay LP", EV_REVEAL: "revealed", EV_DECLARE: "declared",
            EV_NEGATED: "negated", EV_GAIN_LP: "gain LP", EV_DECLARE_RACE: "declared type",
            EV_DECLARE_LEVEL: "declared level", EV_DESIGNATED: "designated",
            EV_ATK_CHANGED: "ATK changed", EV_BOUNTY: "bounty", EV_TO_DECK: "returned to deck",
            EV_SHUFFLED_SET: "shuffled set cards", EV_COIN: "coin toss", EV_DIE: "die roll"}

# B7 / P13: tributes needed for a Normal Summon, by level 0..12 (the 408 table)
TRIBUTES_408 = (0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2, 2, 2)

# --- temporary absence (V-3v3-5, V-KOF-5): st.absent ---------------------------------------
ABSENT_NO = 0
ABSENT_TILL_TURN = 1             # 3v3: back at the start of its own turn; KOF: joins when this turn ends
ABSENT_BENCH = 2                 # KOF: waiting to be called in, in the team's order of appearance

# --- first-turn rule (R7 / P5) -----------------------------------------------------------
FIRST_TURN_EACH_PLAYER = 0       # R7: every player's first turn, no draw and no battle
FIRST_TURN_FIRST_SEAT = 1        # 2-player MR2020 / Riftbound style: only seat 1
FIRST_TURN_NO_DIRECT = 2         # seed 003 / A-51: everyone draws and battles; no direct attack in turn 1

# --- battle model (P21) ------------------------------------------------------------------
BATTLE_OCG = 0                   # B12: ATK against ATK or DEF
BATTLE_HP = 1                    # seed 004, RULES.md 4.2: DEF is HP, mutual damage, last-monster overflow

# --- action layout (docs/actions.md). Indices keep one meaning relative to the actor. ----
A_PASS = 0                       # pass priority / no response
A_TO_BATTLE = 1                  # main phase 1 -> battle phase
A_TO_MAIN2 = 2                   # battle phase -> main phase 2
A_TO_END = 3                     # main phase / battle phase -> end phase
A_STOP_ATTACK = 4                # replay: do not attack
A_SUMMON = 5                                         # + hand slot
A_SET_MONSTER = A_SUMMON + HAND_SLOTS                # + hand slot
A_FLIP_SUMMON = A_SET_MONSTER + HAND_SLOTS           # + monster zone
A_CHANGE_POS = A_FLIP_SUMMON + N_MZONES              # + monster zone
A_ATTACK = A_CHANGE_POS + N_MZONES                   # + (zone*(P-1) + (r-1))*(Z+1) + target
ATTACK_TARGETS = N_MZONES + 1                        # 7 monster zone slots, then "direct"
A_SELECT = A_ATTACK + N_MZONES * (MAX_PLAYERS - 1) * ATTACK_TARGETS   # + candidate slot
A_SUPPLY = A_SELECT + MAX_CANDIDATES                 # + supply option (V-2v2-4)
A_SET_CARD = A_SUPPLY + len(SUPPLY_OPTIONS)          # + hand slot: Set a Spell/Trap
A_ACTIVATE = A_SET_CARD + HAND_SLOTS                 # + hand slot: activate a Spell from the hand
A_ACTIVATE_SET = A_ACTIVATE + HAND_SLOTS             # + spell/trap zone: activate a Set card
A_ACTIVATE_MONSTER = A_ACTIVATE_SET + N_SZONES       # + monster zone: activate a face-up monster's Ignition or Quick Effect
A_ACTIVATE_END = A_ACTIVATE_MONSTER + N_MZONES       # (end of the activation actions)
A_DESIGNATE = A_ACTIVATE_END                         # + relative seat - 1: designate that opponent (R11)
A_POSITION = A_DESIGNATE + MAX_PLAYERS - 1          # + 0 face-up Attack, 1 face-up Defense Position
A_PROCEDURE = A_POSITION + 2                         # + hand slot: Special Summon it by its own procedure (B10, R15)
A_CONCEDE = A_PROCEDURE + HAND_SLOTS                 # concede the duel (R36), when allowed
A_ACTIVATE_GRAVE = A_CONCEDE + 1                     # activate an effect of a card in my GY (a choose prompt picks the
                                                     # card when several could be: effects.grave_activatable)
N_ACTIONS = A_ACTIVATE_GRAVE + 1

# --- pending-work units (DESIGN principle 2) -----------------------------------------------
PROC_TURN = 1
PROC_MAIN = 2
PROC_BATTLE = 3
PROC_PRIORITY = 4
PROC_SUMMON = 5
PROC_DISCARD = 6
PROC_SUPPLY = 7
PROC_ACTIVATE = 8        # activation: designation, target, placing the card, the new link (R11, B16)
PROC_RESOLVE = 9         # the chain resolves last in, first out (B16)
PROC_TRIGGERS = 10       # simultaneous triggers are chained in precedence order (B17, R29, R30)
ACTIVATE_OPEN = 0           # how a PROC_ACTIVATE unit started (its stk_mode): at an open state
ACTIVATE_FROM_WINDOW = 1    # answering a response window
ACTIVATE_AS_TRIGGER = 2     # a trigger being chained (B17): no window of its own
PROC_SPECIAL_WIN = 11    # R37: the winner designates the opponent who loses, then may lose too
PROC_RESTORE = 12        # 3v3: a player who lost picks a backup deck and plays on (V-3v3-2)
PROC_UPKEEP = 13         # Standby Phase upkeep of the turn player's lasting cards (Messenger of Peace)
PROC_PROCEDURE = 14      # a Special Summon from the hand by the card's own procedure (B10, R15)
PROC_REQUISITION = 15    # R17: a player's discards make the opponent they designate discard as many (Forced Requisition)
PROC_ADJUST = 16         # R22: players with face-up monsters of 2+ Types keep one Type (Rivalry of Warlords)
PROC_FLIP_SUMMON = 17    # B8: a Flip Summon, with the window of its attempt (B16: Solemn Judgment)

# order of simultaneous triggers (R30, A-03 / P37; config.SEGOC_ORDERS spells them)
SEGOC_SEAT_FROM_TP = 0       # TP mandatory, the others' mandatory, TP optional, the others' optional
SEGOC_PLAYER_BY_PLAYER = 1   # TP mandatory and optional, then the next player's, and so on

# priority window modes (R24-R28)
WINDOW_OPEN = 0          # open game state: the turn player first, then round the table (R24)
WINDOW_AFTER_PASS = 1    # the turn player passed: the others, from next(TP) (R24)
WINDOW_RESPONSE = 2      # after an operation: affected first, the rest, then the actor (R25-R27)
WINDOW_TRIGGERS = 3      # only the pending triggers' chain (after damage calculation, after the Damage Step, a
                         # Set): none, no window

# apply() outcomes
APPLY_OK = 0
APPLY_ILLEGAL = 1
APPLY_DONE = 2
