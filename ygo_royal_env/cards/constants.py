"""Integer codes for card properties.

They are plain module-level ints (not ``enum.IntEnum``) because numba treats
module globals as compile-time constants, so the engine can use them inside
``@njit`` code.  Each ``*_NAMES`` tuple is indexed by its code and holds the
exact spelling used in ``data/cards.csv``; the ``NONE`` attribute and race
are spelled ``''`` because spells and traps leave those columns empty.
"""

KIND_MONSTER = 0
KIND_SPELL = 1
KIND_TRAP = 2
KIND_NAMES: tuple[str, ...] = ("monster", "spell", "trap")

# 'normal' is shared: Normal Monster, Normal Spell, Normal Trap.
SUBTYPE_NORMAL = 0
SUBTYPE_EFFECT = 1
SUBTYPE_FUSION = 2
SUBTYPE_RITUAL = 3
SUBTYPE_TOON = 4
SUBTYPE_SPIRIT = 5
SUBTYPE_UNION = 6
SUBTYPE_GEMINI = 7
SUBTYPE_FLIP = 8
SUBTYPE_QUICKPLAY = 9
SUBTYPE_CONTINUOUS = 10
SUBTYPE_EQUIP = 11
SUBTYPE_FIELD = 12
SUBTYPE_COUNTER = 13
SUBTYPE_TOKEN = 14       # a token (B10): no card, never in a deck; an effect summons it (Scapegoat's Sheep Token)
SUBTYPE_NAMES: tuple[str, ...] = (
    "normal", "effect", "fusion", "ritual", "toon", "spirit", "union",
    "gemini", "flip", "quick-play", "continuous", "equip", "field", "counter", "token",
)

ATTRIBUTE_NONE = 0
ATTRIBUTE_EARTH = 1
ATTRIBUTE_WATER = 2
ATTRIBUTE_FIRE = 3
ATTRIBUTE_WIND = 4
ATTRIBUTE_LIGHT = 5
ATTRIBUTE_DARK = 6
ATTRIBUTE_NAMES: tuple[str, ...] = ("", "EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK")

RACE_NONE = 0
RACE_WARRIOR = 1
RACE_SPELLCASTER = 2
RACE_FAIRY = 3
RACE_FIEND = 4
RACE_ZOMBIE = 5
RACE_MACHINE = 6
RACE_AQUA = 7
RACE_PYRO = 8
RACE_ROCK = 9
RACE_WINGED_BEAST = 10
RACE_PLANT = 11
RACE_INSECT = 12
RACE_THUNDER = 13
RACE_DRAGON = 14
RACE_BEAST = 15
RACE_BEAST_WARRIOR = 16
RACE_DINOSAUR = 17
RACE_FISH = 18
RACE_SEA_SERPENT = 19
RACE_REPTILE = 20
RACE_NAMES: tuple[str, ...] = (
    "", "Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua",
    "Pyro", "Rock", "Winged Beast", "Plant", "Insect", "Thunder", "Dragon",
    "Beast", "Beast-Warrior", "Dinosaur", "Fish", "Sea Serpent", "Reptile",
)

# ATK/DEF printed as '?' on the card; distinct from any real stat (all >= 0).
STAT_UNKNOWN = -2

# --- effects (data/effects.toml; DESIGN principle 3). Each *_NAMES tuple holds the exact
# spelling used in the effects file, indexed by code. ----------------------------------
MAX_EFFECTS = 2          # effects per card
NO_BATTLE_PHASE_BIT = 2  # e_no_summon: bit 0 no other summons (Scapegoat), this bit no Battle Phase this turn from the
                         # activation (Soul Exchange; activated only in Main Phase 1, with a Battle Phase to give up)
COST_SEND_SELF = 2       # e_cost_tribute: 1 Tribute this card (tribute_cost), this: send it to the GY (send_self_cost)
MAX_DISCARD_COST = 5     # discard_cost: cards discarded from the hand as the cost (e_cost_discard; Magical Stone Excavation 2)
NO_TRIBUTE_SUMMON_TURN = 2   # no_tribute_summon: 1 never Tributed for a Tribute Summon (Sheep Token), this: not in the
                             # turn it was placed on the field (Fluff Token)
MAX_OPS = 3              # operations per effect

ACT_SPELL = 0            # a Spell Card's activation (Normal Spell: own Main Phase, empty chain)
ACT_TRAP = 1             # a Trap Card's activation (Set, not the turn it was Set: B19)
ACT_TRIGGER = 2          # a monster's Trigger or Flip Effect: chained when its event happens (B17, R30)
ACT_IGNITION = 3         # a face-up monster's Ignition Effect: own Main Phase, empty chain (B15)
ACT_LASTING = 4           # the effect of a face-up lasting Spell/Trap (Continuous Trap: Spell Speed 2, any window;
                         # Continuous Spell: Spell Speed 1, own Main Phase, empty chain), activated while the card
                         # is in the lasting table, by A_ACTIVATE_SET + its zone (Type Zero Magic Crusher)
ACT_QUICK = 5            # a face-up monster's Quick Effect: Spell Speed 2, by its controller in any window where a
                         # Spell Speed 2 effect may be activated (any player's turn, B15), by A_ACTIVATE_MONSTER + its zone
ACTIVATION_NAMES: tuple[str, ...] = ("spell", "trap", "trigger", "ignition", "lasting", "quick")
ONCE_PER_DUEL = 2        # e_once: 1 once per turn, ONCE_PER_DUEL once per duel (per card: Twin-Headed Behemoth)
ONCE_PER_BATTLE = 3      # e_once: once per battle (per card, a MOD_USED_IN_DAMAGE_STEP row: Injection Fairy Lily)

# the events a trigger effect waits for (e_trigger is a bitmask of 1 << TRIG_*)
TRIG_SENT_FROM_FIELD = 0     # sent from the field to the GY (by any means)
TRIG_BATTLE_DESTROYED = 1    # destroyed by battle and sent to the GY
TRIG_FLIPPED = 2             # flipped face-up (Flip Summon, attacked, an effect): a FLIP effect
TRIG_NORMAL_SUMMONED = 3     # Normal Summoned (a Tribute Summon too)
TRIG_TRIBUTE_SUMMONED = 4    # Tribute Summoned
TRIG_SPECIAL_SUMMONED = 5    # Special Summoned
TRIG_BATTLE_DAMAGE = 6       # it inflicted battle damage to an opponent of its controller (noted with that
                             # player: the trigger's OPP-LINK opponent, R12)
TRIG_DIRECT_DAMAGE = 7       # the same, by a direct attack
TRIG_DESTROYS_BY_BATTLE = 8  # this attacking monster destroyed a monster by battle (Black Luster Soldier)
TRIG_OWN_STANDBY = 9         # its controller's Standby Phase begins (a face-up monster; R20)
TRIG_OPPONENT_END = 10       # the End Phase of an opponent of its controller begins (a face-up monster; R13, R20)
TRIG_OPPONENT_STANDBY = 11   # the Standby Phase of an opponent of its controller begins (a lasting Spell/Trap,
                             # noted with the designated opponent of its activation: Snatch Steal, R12, A-05)
TRIG_OWN_DRAW = 12           # its controller draws (a lasting Spell/Trap; once per drawing event: Solemn Wishes)
TRIG_OWN_LP_GAIN = 13        # its controller gains LP by an effect (a face-up monster: Fire Princess)
TRIG_SPIRIT_END = 14         # the End Phase of the turn it was Normal Summoned or flipped face-up begins (a face-up
                             # monster, whoever's turn: a Spirit's return, Tsukuyomi; state c_summon_turn)
TRIG_BATTLES = 15            # after damage calculation, this monster battled an opponent's monster (B13: chained
                             # in the Damage Step, before monsters destroyed by battle go to the GY; D.D. Warrior Lady)
TRIG_END_AFTER_DESTROYED = 16    # an End Phase begins while it is in the GY, destroyed on the field and sent there
                                 # this turn (a MOD_GONE_THIS_TURN row; Twin-Headed Behemoth)
TRIG_END_AFTER_BANISHED = 17     # an End Phase begins while it is banished, banished this turn (D.D. Scout Plane)
TRIG_STANDBY_AFTER_DESTROYED = 18   # its owner's next Standby Phase begins while it is in the GY, destroyed on the field
                                    # and sent there by an effect of an opponent of the owner (R14, OPP-THIRD:
                                    # a MOD_DESTROYED_BY_EFFECT row; Vampire Lord)
TRIG_ATTACKED_FACE_DOWN = 19    # it is face-down in Defense Position when an attack on it is declared (noted with the
                                 # attacking player: the trigger's OPP-LINK opponent, R12; Ancient Lamp)
TRIG_EACH_END = 20           # the End Phase of every player begins, its controller's too (a lasting Spell/Trap;
                             # R20: Ectoplasmer)
TRIG_BATTLE_KILLED = 21      # after damage calculation, this monster battled an opponent's monster and is destroyed by
                             # that battle (B13: chained in the Damage Step, while it is still on the field; D.D.
                             # Assailant)
TRIG_SENT_FROM_HAND = 22     # it is sent from the hand to the GY (discarded, or sent as a cost or by an effect: Night
                             # Assailant)
TRIG_DESTROYED = 23          # it is destroyed on the field (by battle or by an effect) and sent to the GY (a Spell/Trap
                             # or a monster: Butterfly Dagger - Elma; not a card destroyed by game rule because the
                             # monster it was attached to was lost, zones.REL_LOST_TARGET)
TRIG_FLIP_SUMMONED = 24      # it is Flip Summoned (its Summon succeeded; not flipped by an attack or an effect:
                             # Stealth Bird)
TRIG_FACE_DOWN_BATTLED = 25  # after damage calculation, it was the attack target and face-down as the Damage Step began
                             # (flipped face-up for damage calculation) and is still on the field; noted with the
                             # attacking player, the trigger's OPP-LINK opponent (R12: Marshmallon)
TRIG_OPP_SENT_HAND_DECK = 26    # it is sent from its owner's hand or Deck to the GY while a link of an opponent of the
                                 # owner resolves (an opponent's card effect: Despair from the Dark)
TRIG_OPP_SENT_HAND = 27      # it is sent from its owner's hand to the GY while a link of an opponent of the owner resolves
                             # (Regenerating Mummy)
TRIG_BATTLED_SURVIVOR = 28   # after damage calculation, this monster battled an opponent's monster that this battle does
                             # not destroy (B13: chained in the Damage Step; Ryu Kokki)
TRIG_ATTACKS_FACE_UP_DEF = 29   # the Damage Step of its attack begins and the attacked monster is face-up in Defense
                                # Position (B13: chained then, before damage calculation; Ninja Grandmaster Sasuke)
TRIG_DESTROYS_ANY = 30      # this monster destroyed a monster by battle, attacking or attacked (noted at the end of the
                             # Damage Step, while it is still on the field: Zombyra the Dark)
TRIG_STANDBY_AFTER_EFFECT_DESTROYED = 31   # its owner's next Standby Phase begins while it is in the GY, destroyed on
                                           # the field and sent there by a card effect, anyone's (MOD_DESTROYED_BY_EFFECT;
                                           # Sacred Phoenix of Nephthys)
TRIG_SENT_TO_GRAVE = 32      # it is sent to the GY from anywhere: the field, the hand, the Deck (Dandylion)
TRIG_GRAVE_OWN_STANDBY = 33  # its owner's Standby Phase begins while it is in the owner's GY (Treeborn Frog)
TRIG_ATTACKS_FACE_DOWN = 34  # the Damage Step of its attack begins and the attack target is face-down in Defense
                             # Position (Mystic Swordsman LV2)
TRIG_END_AFTER_BATTLE_KILL = 35  # an End Phase begins while it is a face-up monster that destroyed a monster by battle
                                 # this turn (``c_killed_turn``; Mystic Swordsman LV2's level up)
TRIG_ATTACKED_ATK = 36      # before damage calculation, it is the attack target, face-up in Attack Position (the attacked
                             # player's monster: Reflect Bounder)
TRIG_ATTACKED_ATK_BATTLED = 37   # after damage calculation, it was the attack target and is face-up in Attack Position,
                                 # on the field and not destroyed by that battle (Reflect Bounder's "then")
TRIG_FACE_DOWN_ATTACKED = 38    # before damage calculation, it is the attack target that was face-down in Defense Position
                                 # (just flipped by the attack; noted with the attacking player: Blast Sphere)
TRIG_ATTACHED_STANDBY = 39   # (a card attached to a monster: c_attached) the Standby Phase of that monster's controller
                             # begins, an opponent of the card's controller (noted with that player: Blast Sphere)
TRIG_DISCARDED_BY_EFFECT = 42   # it is discarded from the hand to the GY by a card effect (a resolving link's, or a
                                # continuous effect's: Forced Requisition; not a cost, not the hand limit), noted with
                                # the player whose effect it was when that is an opponent of the owner who discarded
                                # it from their own hand (the OPP-LINK player, R12: the Dark World monsters)
TRIG_END_AFTER_OPP_DESTROYED = 43   # an End Phase begins while it is in its owner's GY, destroyed this turn on the field
                                    # by an opponent's card (battle or effect) while its owner controlled it; noted with
                                    # that opponent (the OPP-LINK player, R12; a MOD_DESTROYED_BY_OPPONENT row: Necrofear)
TRIG_SPELL_RESOLVED = 59      # a Spell Card's activation (not a negated one) resolved while this card was face-up on the
                              # field (a face-up monster's or a lasting card's; core/spell_counters.py: Spell Absorption)
TRIG_NORMAL_SPELL_RESOLVED = 60   # the same, of a Normal Spell Card (Dark Eradicator Warlock)
TRIG_OWN_NORMAL_SPELL_RESOLVED = 61   # the same, of a Normal Spell Card its controller activated (Rapid-Fire Magician)
TRIG_END_AFTER_SENT = 62     # an End Phase begins while it is in the GY, sent there this turn from anywhere (a
                             # MOD_GONE_THIS_TURN row), or it is sent there during this turn's End Phase (Manticore of
                             # Darkness)
TRIG_GRAVE_PREDRAW = 50      # its owner's Draw Phase begins, before the normal draw, while it is in the owner's GY
                             # (the draw waits for the chain: turn.T_DRAW; Magical Blast)
TRIGGER_NAMES: tuple[str, ...] = ("sent from field", "destroyed by battle", "flipped", "normal summoned",
                                  "tribute summoned", "special summoned", "inflicts battle damage",
                                  "inflicts direct battle damage", "destroys by battle", "own standby phase",
                                  "opponent's end phase", "opponent's standby phase", "own draw", "own LP gain",
                                  "end phase of its summon or flip turn", "battles a monster",
                                  "end phase after destroyed", "end phase after banished",
                                  "next standby phase after destroyed by an opponent", "attacked face-down",
                                  "each end phase", "destroyed in battle, after damage calculation",
                                  "sent from hand to graveyard", "destroyed and sent to the graveyard", "flip summoned",
                                  "attacked face-down, after damage calculation",
                                  "sent from hand or deck to graveyard by an opponent's effect",
                                  "sent from hand to graveyard by an opponent's effect",
                                  "battles a monster that survives", "attacks a face-up defense position monster",
                                  "destroys a monster by battle",
                                  "next standby phase after destroyed by an effect", "sent to the graveyard",
                                  "own standby phase, in the graveyard", "attacks a face-down monster",
                                  "end phase after destroying by battle",
                                  "attacked in attack position, before damage calculation",
                                  "attacked in attack position, after damage calculation",
                                  "attacked face-down, before damage calculation",
                                  "standby phase of the attached monster's controller",
                                  "a monster is special summoned from your graveyard",
                                  "another monster of its type is special summoned",
                                  "discarded by a card effect", "end phase after destroyed by an opponent",
                                  "a monster you control inflicts battle damage",
                                  "destroyed face-down by a card effect and sent to the graveyard",
                                  "a monster is returned from the field to the hand",
                                  "another monster of its attribute is flip summoned",
                                  "an opponent's monster declares an attack",
                                  "a monster it names is summoned", "own draw phase, in the graveyard",
                                  "own end phase", "special summoned from the graveyard",
                                  "end phase after destroyed by battle", "an opponent takes effect damage",
                                  "a face-up monster you control is destroyed",
                                  "the monster it is attached to is destroyed by battle",
                                  "a card is equipped to this", "destroyed by a card effect while equipped",
                                  "a spell card resolves", "a normal spell card resolves",
                                  "own normal spell card resolves", "end phase after sent to the graveyard")
TRIG_OWN_MONSTER_DAMAGE = 44   # (a lasting Spell/Trap's) a monster its controller controls inflicted battle damage to an
                               # opponent of the controller (noted with that player, the OPP-LINK player: Robbin' Goblin)
TRIG_EFFECT_DESTROYED_FACE_DOWN = 45   # it was destroyed face-down on the field (a monster in Defense Position, a Set
                                       # Spell/Trap) by a card effect and sent to the GY; noted with the opponent of its
                                       # owner whose card destroyed it, if one's (R12, OPP-LINK: Dark Coffin; a Spell/
                                       # Trap's may be its only effect, without card activation) (Sand Moth; zones.destroy)
TRIG_MONSTER_RETURNED = 46   # (a face-up monster's) a monster is returned from the field to its owner's hand, noted with
                             # that owner (the OPP-LINK player, the controller too; once per owner: Criosphinx)
TRIG_ATTRIBUTE_FLIP_SUMMONED = 47   # (a face-up monster's) another monster of its Attribute is Flip Summoned, on any
                                    # field (Exxod, Master of The Guard; summon.run_flip_summon)
TRIG_OPP_ATTACK_DECLARED = 48   # (a lasting Spell/Trap's) a monster of an opponent of its controller declares an attack,
                                # noted with the attacking player (the OPP-LINK player: Ordeal of a Traveler)
TRIG_OWN_END = 51             # its controller's End Phase begins (a face-up monster: Solar Flare Dragon; R13 on the own turn)
TRIG_SPECIAL_SUMMONED_FROM_GRAVE = 52   # it is Special Summoned face-up from a GY (Molten Zombie)
TRIG_END_AFTER_BATTLE_DESTROYED = 53    # an End Phase begins while it is in the GY, destroyed by battle and sent there this
                                        # turn (a MOD_BATTLE_DESTROYED row on it: Fox Fire)
TRIG_OPPONENT_EFFECT_DAMAGE = 54    # (a lasting Spell/Trap's) an opponent of its controller takes damage from a card
                                    # effect of a card of another name; noted with that player, its OPP-LINK opponent
                                    # (R12: Dark Room of Nightmare)
TRIG_OWN_MONSTER_DESTROYED = 55     # (a lasting Spell/Trap's) a face-up monster its controller controls is destroyed and
                                    # sent to their GY, of the effect's ``trigger_attribute`` if it names one (Backfire)
TRIG_ATTACHED_DESTROYED_BY_BATTLE = 56   # (a card attached to a monster: c_attached) that monster, which its controller
                                         # controlled, is destroyed by battle (Necklace of Command)
TRIG_EQUIPPED = 57           # (a face-up monster's) an Equip Card was just attached to it (attach_target, mode equip:
                             # zones.attach; Gearfried the Iron Knight)
TRIG_DESTROYED_EQUIPPED = 58    # it is destroyed by a card effect while attached to a monster as an Equip Card and sent to
                                 # the GY (zones.destroy; Blast with Chain)
TRIG_GRAVE_SPECIAL_SUMMONED = 40   # (a lasting Spell/Trap's) a monster is Special Summoned from its controller's GY
                                   # (several at once: once; Card of Safe Return)
TRIG_TYPE_SPECIAL_SUMMONED = 41    # (a face-up monster's) another monster of its Type is Special Summoned face-up
                                   # (several at once: once; Soul-Absorbing Bone Tower)
TRIG_NAMED_SUMMONED = 49    # (a lasting Spell/Trap's) a monster of one of its effect's ``trigger_names`` is Normal or
                            # Special Summoned face-up; noted for the player who summoned it, its activator (Harpies'
                            # Hunting Ground: "the player who summoned it destroys ...")
DAMAGE_TRIGGERS = (1 << TRIG_BATTLE_DAMAGE) | (1 << TRIG_DIRECT_DAMAGE)   # the events that name a damaged player
MAYBE_LINKED_TRIGGERS = (1 << TRIG_DISCARDED_BY_EFFECT) | (1 << TRIG_EFFECT_DESTROYED_FACE_DOWN)   # events that may name no opponent: an OPP-LINK trigger on them is
                                                        # chained anyway, without an opponent (its owner's own effect)
GONE_TRIGGERS = (1 << TRIG_END_AFTER_DESTROYED) | (1 << TRIG_END_AFTER_BANISHED) \
    | (1 << TRIG_STANDBY_AFTER_DESTROYED) | (1 << TRIG_STANDBY_AFTER_EFFECT_DESTROYED) \
    | (1 << TRIG_GRAVE_OWN_STANDBY) | (1 << TRIG_END_AFTER_OPP_DESTROYED) \
    | (1 << TRIG_END_AFTER_BATTLE_DESTROYED) | (1 << TRIG_GRAVE_PREDRAW) \
    | (1 << TRIG_END_AFTER_SENT)   # a monster's, while it is off the field
PHASE_TRIGGERS = (1 << TRIG_OWN_STANDBY) | (1 << TRIG_OPPONENT_END) | (1 << TRIG_OPPONENT_STANDBY) \
    | (1 << TRIG_SPIRIT_END) | GONE_TRIGGERS | (1 << TRIG_EACH_END) | (1 << TRIG_END_AFTER_BATTLE_KILL) \
    | (1 << TRIG_ATTACHED_STANDBY) | (1 << TRIG_OWN_END)

COND_NONE = 0
COND_SUMMONED = 1        # an opponent just Normal or Flip Summoned a monster with ATK >= the argument
COND_ATTACK = 2          # an opponent's monster just declared an attack
COND_ANY_SUMMON = 3      # any player just Normal, Flip or Special Summoned a monster (B16: an effect's, after its chain)
COND_LP_GAP = 4          # the activator's and the designated opponent's LP differ by >= the argument (R11 (b))
COND_LP_BEHIND = 5       # the designated opponent has >= the argument more LP than the activator (R11 (b))
COND_SUMMONED_ANY_WAY = 6   # an opponent just Normal, Flip or Special Summoned (by a procedure, or by an effect
                            # as the last thing of its chain: B16) a monster with
                            # ATK >= the argument
COND_SUMMON_ATTEMPT = 7     # a monster is being Summoned: the window of its attempt (Solemn Judgment)
COND_SPELL_TRAP_ACTIVATED = 8   # the last chain link is the activation of a Spell/Trap Card, not negated
COND_SPELL_DESTROYS_SPELLS_TRAPS = 9   # the last chain link is an opponent's Spell activation that would destroy
                                       # Spells/Traps (Judgment of Anubis; with HELP its activator, R18)
COND_FIELDS_AT_MOST = 10    # R22: every player in the duel has at most the argument cards on the field (Spatial
                            # Collapse)
COND_START_OF_MAIN1 = 11    # the start of the activator's own Main Phase 1: nothing done in it yet (Cold Wave)
# 12: free ("controls face-up" of a Type is a cards-counted condition: Soul Demolition, Magical Dimension)
COND_MAIN_PHASE = 13     # R20: any player's Main Phase (1 or 2), not another phase (Embodiment of Apophis)
COND_DISCARDED = 14      # the activator has just discarded from the hand (state ``disc_recent``: Forced Requisition)
COND_NOT_SUMMONED = 15   # the activator has Summoned no monster this turn (state ``summoned_turn``: Scapegoat)
COND_SPELL_ACTIVATED = 16   # the last chain link is the activation of a Spell Card, not negated (Magic Jammer)
COND_BATTLING = 17       # B13: the Damage Step, before damage calculation (state ``before_calc``), and this card is the
                         # attacker or the attack target (a Quick Effect's: Injection Fairy Lily)
COND_ATTACKED = 18       # B13: the Damage Step of an opponent's attack on the activator (the attacked player), before
                         # damage calculation (a Quick Effect's: Kuriboh)
CONDITION_NAMES: tuple[str, ...] = ("none", "summoned", "attack", "any summon", "lp gap", "lp behind",
                                    "summoned any way", "summon attempt", "spell/trap activated",
                                    "spell destroying spells/traps", "every field at most", "start of main phase 1",
                                    "(reserved: 12)", "main phase", "discarded", "no summon this turn",
                                    "spell activated", "this card battles", "attacked by an opponent", "cards counted",
                                    "trap activated", "destroyed a monster by battle this turn",
                                    "own monster sent to the graveyard this turn",
                                    "this card attacks a defense position monster", "monster effect activated",
                                    "tributes shared its attribute", "opponent lp above", "spell targeting 1 monster activated",
                                    "any attack", "trap targeting a monster of a type", "(reserved: 30)",
                                    "(reserved: 31)", "summoned this turn", "(reserved: 33)",
                                    "normal spell activated", "each graveyard at least", "opponent's normal draw",
                                    "lp at most in an opponent's turn")
COND_ANY_ATTACK = 28     # any player's monster (of the Type arg names: RACE_NAMES index, 0 any) just declared an attack
                         # (Magician's Circle: "when a Spellcaster-Type monster declares an attack")
COND_CARDS = 19          # a selector's count of cards is within [min, max] (slot COND_SLOT; e_cond_arg min | (max + 1) << 8,
                         # 0 for no max), checked against the designated opponent (R11 (b)): Magical Explosion
COND_DESTROYED_BY_BATTLE = 21   # the card itself destroyed a monster by battle this turn (a MOD_DESTROYED_BY_BATTLE row
                                # on it, kept while it stays on the field: Horus the Black Flame Dragon's level up)
COND_TRAP_ACTIVATED = 20    # the last chain link is the activation of a Trap Card, not negated (Seven Tools of the Bandit)
COND_OWN_MONSTER_TO_GRAVE = 22  # a monster the activator controlled on their own field was sent to their GY this turn
                                # (state ``grave_from_field_turn``: Last Will)
COND_ATTACKS_DEFENSE = 23   # the Battle Step of this card's attack on a Defense Position monster, before any chain link
                            # (a Quick Effect's: Exarion Universe)
COND_MONSTER_EFFECT_ACTIVATED = 24  # the last chain link is the activation of a monster's effect, not negated
                                    # (Doomcaliber Knight)
COND_TRIBUTED_OWN_ATTRIBUTE = 25   # the card itself was Tribute Summoned by Tributing a monster of its own Attribute
                                   # (a MOD_TRIBUTED_OWN_ATTRIBUTE row on it: Swift Birdman Joe's WIND)
DISCARD_ATK_AT_LEAST = 2    # e_discard_above: the discarded monster's ATK is at least the target's (Armed Dragon LV5;
                            # 1: its Level is above the target's, Vampire Genesis)
COND_OPPONENT_LP_ABOVE = 26     # the designated opponent has more than the argument LP (R11 (b): Meteor of Destruction)
COND_SPELL_TARGETS_ONE_MONSTER = 27  # the last chain link is the activation of a Spell Card, not negated, that targets
                                     # exactly 1 card, a monster on the field (Spell Shield Type-8)
COND_TRAP_TARGETS_RACE = 29        # the last chain link, not negated, is a Trap Card's (its activation or its effect)
                                   # and one of its targets is a face-up monster of Type e_cond_arg (The Dragon's Bead)
COND_SUMMONED_THIS_TURN = 32    # the card itself was Normal or Special Summoned this turn and is still on the field (a
                                # MOD_SUMMONED_THIS_TURN row on it: Dark Magician of Chaos's End Phase recursion)
COND_NORMAL_SPELL_ACTIVATED = 34   # the last chain link is the activation of a Normal Spell Card, not negated (Dark Balter)
COND_GRAVES_AT_LEAST = 35   # R19, R11 (b): the activator and the designated opponent each have at least the argument cards
                            # in their GY (Exchange of the Spirit)
COND_NORMAL_DRAW = 36       # the window of an opponent's normal draw in their Draw Phase (EVENT_NORMAL_DRAW; its card, the
                            # card drawn, still in their hand: Drop Off; with HELP the drawing player, R18)
COND_LP_AT_MOST_OTHERS_TURN = 37   # another player's turn (R5: an opponent's) and the activator has at most the argument LP
                                   # (Last Turn; with OPP-PHASE the effect's opponent is that turn player, R12)
CHAIN_CONDITIONS = (COND_SPELL_TRAP_ACTIVATED, COND_SPELL_DESTROYS_SPELLS_TRAPS, COND_SPELL_ACTIVATED,
                    COND_TRAP_ACTIVATED, COND_MONSTER_EFFECT_ACTIVATED, COND_SPELL_TARGETS_ONE_MONSTER,
                    COND_TRAP_TARGETS_RACE, COND_NORMAL_SPELL_ACTIVATED)   # they read the last link
ACTIVATION_CONDITIONS = (COND_SPELL_TRAP_ACTIVATED, COND_SPELL_ACTIVATED, COND_TRAP_ACTIVATED,
                         COND_MONSTER_EFFECT_ACTIVATED, COND_SPELL_TARGETS_ONE_MONSTER, COND_NORMAL_SPELL_ACTIVATED)   # a card or effect activated:
# ``in_battle_phase`` (e_cond_arg IN_BATTLE_PHASE) limits them to an activation during the Battle Phase (Trap Jammer)
IN_BATTLE_PHASE = 1

# who "opponent" is in the effect (RULES.md 2.3)
OPP_NONE = 0             # the effect names no opponent
OPP_CHAIN = 1            # R11: one opponent designated at activation
OPP_HELP = 2             # R18 with R12: the player whose action met the condition (summoner, attacker)
OPP_LINK = 3             # R12: the player the trigger's event names (the player who took the battle damage)
OPP_PHASE = 4            # R13: a phase trigger's opponent is the turn player (an opponent of the activator)
OPP_PHASE_TP = 5         # R13 example 3, A-39: a phase trigger's opponent is designated as it is chained by the turn
                         # player, among the turn player's opponents (Ectoplasmer; the activator's own turn: R11)
OPPONENT_NAMES: tuple[str, ...] = ("none", "OPP-CHAIN", "HELP", "OPP-LINK", "OPP-PHASE", "OPP-PHASE-TP")

TGT_NONE = 0
TGT_EVENT_CARD = 1       # targets the card of the condition's event (summoned monster, attacker)
TGT_SELECT = 2           # the activator selects its targets as its selector says (slot TARGET_SLOT; a target prompt)
TARGET_NAMES: tuple[str, ...] = ("none", "event card", "select")
MAX_TARGETS = 2          # targets one chain link holds (ch_target, ch_target2; a target's count 1..2)

OP_NONE = 0
OP_DRAW = 1              # the activator draws arg0 cards
# 2: free (destroying every card of a kind is destroy over a selector with pick "all")
OP_DESTROY_TARGET = 3    # destroy the target; banish it instead of the GY if arg0
OP_NEGATE_ATTACK = 4     # negate the attack; end the Battle Phase too if arg0
# 5: free (damage equal to the target's ATK is damage with target_atk)
OP_SET_TARGET = 6        # turn the target monster face-down (Defense Position)
OP_SPECIAL_SUMMON_TARGET = 7  # Special Summon the target to the activator's field, position of their choice
# 8: free (banish over a selector with the filter named_like_target)
OP_SET_LP = 9            # the activator's and the effect's opponent's LP become arg0
OP_TAKE_CONTROL = 10     # the activator controls the target monster until the End Phase
# 11, 12: free (a search and a Special Summon from the Deck are to_hand and special_summon over a selector)
OP_TARGET_TO_HAND = 13   # the target goes to its owner's hand
OP_FLIP_MONSTERS = 14    # the effect's opponent's face-down monsters are turned face-up (Defense Position)
OP_SUMMON_FROM_HAND = 15 # the activator Special Summons 1 monster of Level arg0 or lower from their hand,
                         # in the position they choose; arg1 its Type (0 any); arg2 bit 0 after_tribute, arg2 >> 1
                         # the card (database index + 1; 0 any: Ancient Lamp's La Jinn)
OP_DISCARD_HAND_DRAW = 16   # players discard their whole hands, then draw arg0 cards (0: as many as they
                            # discarded); arg1 (DISCARD_WHO_*) says which players
DISCARD_WHO_EACH = 0        # every player in the duel who has a hand (R21: Card Destruction)
DISCARD_WHO_PAIR = 1        # the activator and the designated opponent (R19)
DISCARD_WHO_JAR_SCOPE = 2   # the pair, or every player in the duel under morphing_jar_scope="all_players"
DISCARD_WHO_NAMES: tuple[str, ...] = ("each", "you_and_opponent", "morphing_jar_scope")
OP_DISCARD = 17          # the activator (arg1 0) or the effect's opponent (arg1 1) discards arg0 cards of their choice
                         # from the hand (a discard prompt each: Delinquent Duo's second card)
# 18: free (the opponent's draw is draw with who "opponent")
OP_DISCARD_RANDOM = 19   # the effect's opponent discards arg0 cards at random from the hand (the duel's RNG)
OP_DECLARE_MILL = 20     # the activator declares a card kind (Monster, Spell, Trap: a declare prompt); the
                         # effect's opponent sends 1 card of that kind of their choice from their Deck to the GY
OP_BANISH_FROM_GRAVE = 21  # the activator picks up to arg0 monsters in the effect's opponent's GY (a choose
                           # prompt each, the later ones may be declined) and banishes them (R16: Kycoo)
# 22: free (Dimension Wall's redirection is a player_modifier)
OP_BANISH_TARGET = 23    # banish the target (not a destruction)
OP_ATTACK_AGAIN = 24     # the card itself may declare one more attack this Battle Phase
OP_DAMAGE = 25           # arg0 damage to the activator (arg1 0) or to the effect's opponent (arg1 1)
OP_CHANGE_POSITION_TARGET = 26   # the target monster changes its battle position (face-down: to face-up Attack)
OP_ATTACH_TARGET = 30    # attach this card (an Equip Spell, Call of the Haunted) to the target monster; arg0 ATTACH_*
OP_GAIN_LP = 31          # the effect's opponent (arg2 0) or the activator (arg2 1) gains arg0 LP; with arg1 1 only as
                         # config snatch_steal_gain allows (A-05: by default only in that player's own turn)
ATTACH_EQUIP = 0         # the monster leaving the field destroys this card; this card leaving does nothing to it
ATTACH_BOUND = 1         # ... and this card leaving destroys the monster (Premature Burial, Call of the Haunted)
ATTACH_CONTROL = 2       # ... and this card leaving gives the monster back (Snatch Steal; R32 if its player lost)
ATTACH_NAMES: tuple[str, ...] = ("equip", "bound", "control")
GAIN_WHEN_NAMES: tuple[str, ...] = ("always", "snatch_steal_gain", "holds a spell")
GAIN_ALWAYS = 0
GAIN_SNATCH_STEAL = 1        # as config snatch_steal_gain allows
GAIN_IF_SPELL_IN_HAND = 2    # only if that player holds a Spell Card (The Eye of Truth, R13)
GAIN_WHO_NAMES: tuple[str, ...] = ("opponent", "you")   # gain_lp's arg2 bit 0; bit 1: as_many (that much for each card
                                                        # the op before it acted on: Emergency Provisions)
FLIP_WHO_NAMES: tuple[str, ...] = ("opponent", "every player")   # flip_monsters: whose face-down monsters (arg0)
SUMMON_POSITION_NAMES: tuple[str, ...] = ("choice", "attack", "defense")   # special_summon_target: asked, or face-up Attack
OP_NEGATE_SUMMON = 27    # the Summon being attempted is negated: the monster is destroyed, never summoned
OP_NEGATE_ACTIVATION = 28    # the activation of the previous chain link is negated; its card is destroyed if arg0
# 29: free (destroy over a selector with atk_damage)
# 32, 33: free (Mesmeric Control's and Cold Wave's locks are player_modifiers)
# 34: free (destroy over a selector with pick "highest def")
OP_SET_FROM_HAND = 35    # "then you can": the activator may Set 1 Spell/Trap from the hand (a choose prompt that may
                         # be declined), only if the link's destroy_target destroyed its target (Dust Tornado)
OP_MUTUAL_GRAVE_BANISH = 36  # R19: the activator picks 1 monster in the effect's opponent's GY and that opponent 1
                             # in the activator's (a choose prompt each); both are banished (Soul Demolition)
OP_FUSION_SUMMON = 37    # B10: the activator Fusion Summons 1 Fusion Monster from their Extra Deck, sending its
                         # materials (hand or own field) to the GY (Polymerization; core/fusion.py)
OP_RITUAL_SUMMON = 55    # B10: the activator Ritual Summons 1 Ritual Monster from their hand (or Extra Deck, P9) that
                         # fits arg0 (a card row + 1; 0 any) and arg1 (an Attribute; 0 any), Tributing monsters of
                         # their hand or field whose Levels total at least its Level (arg2 0) or exactly it (arg2 1)
                         # (Black Luster Ritual, Contract with the Abyss; core/ritual.py)
RITUAL_LEVEL_NAMES: tuple[str, ...] = ("at least", "equal")   # ritual_summon's levels: the Tributes' Levels total
# 38: free (destroy_target with atk_damage)
# 39: free (a filter's race "declared": destroy over a selector)
RACE_DECLARED = -1            # x_race: the Type the activator declares as they activate the effect (a declare prompt,
                              # PROMPT_DECLARE_RACE; ch_declared): Tribe-Infecting Virus
OP_RETURN_TO_HAND = 40   # the card itself, still face-up on the field, goes to its owner's hand (a Spirit's return)
OP_ADD_COUNTER = 41      # the card itself, face-up on the field, gets arg0 counters, up to arg1 in all (c_counter:
                         # Breaker the Magical Warrior's Spell Counter)
OP_BANISH_BATTLED = 42   # the monster this card battles (the other one of the attack) and this card are banished, each
                         # if still on the field (D.D. Warrior Lady; in the Damage Step, B13)
OP_SUMMON_SELF = 43      # Special Summon this card from where it is (GY, banished) to its owner's field: position arg0
                         # (SUMMON_POSITION_NAMES), its original ATK and DEF become arg1 if arg1 > 0 (MOD_ORIGINAL_ATK/DEF)
# 44, 45: free (send_to_graveyard with tribute; destroy over a selector with if_done)
OP_REDIRECT_ATTACK = 46  # the attack being declared now targets the link's target instead (a monster of the attacking
                         # player other than the attacker: R12, Ancient Lamp); the attacked player becomes its controller
OP_EXCHANGE_HANDS = 47   # R19: the activator and the effect's opponent show their hands to every player; each takes
                         # 1 card of the other's hand (a choose prompt each), then both move (Exchange)
OP_DECLARE_LEVEL_EXCAVATE = 48   # R11 example 5: the effect's opponent declares a Level (a declare level prompt); the
                                 # activator excavates their Deck down to a Normal-Summonable monster: the declared
                                 # Level, all to the GY; another, it is Special Summoned, the rest to the GY (Reasoning)
OP_KEEP_ONE_TYPE = 49    # R22: each player in the duel with face-up monsters of 2+ Types keeps one Type (a choose
                         # prompt) and sends the others to the GY (Rivalry of Warlords; state ``adjust_due``)
OP_TRIBUTE_FOR_DAMAGE = 50   # R13, R20: the turn player Tributes 1 of their face-up monsters (a choose prompt) and
                             # the effect's opponent takes half its original ATK (Ectoplasmer)
OP_SUMMON_TOKENS = 51    # B10: the activator Special Summons arg0 tokens of card arg1 - 1 (a token card) at once, in
                         # Defense (arg2 0) or Attack Position (core/tokens.py); none without room for all
TOKEN_POSITION_NAMES: tuple[str, ...] = ("defense", "attack")
TOKEN_TO_NAMES: tuple[str, ...] = ("you", "opponent")   # special_summon_tokens: whose field (arg2 // 2; Ojama Trio)
OP_GAIN_ATK = 52         # the target monster (without a target: the monster itself) gains arg0 ATK and arg2 DEF until
                         # the end of this turn (arg1 GAIN_UNTIL_END_OF_TURN: Rush Recklessly, Castle Walls) or of the
                         # Damage Step (GAIN_UNTIL_END_OF_DAMAGE_STEP: Injection Fairy Lily): MOD_ATK, MOD_DEF rows of
                         # core/modifiers.py; it directly changes ATK/DEF, so it may be used in the Damage Step, B13
# 55: free (Kuriboh's "no battle damage" is a player_modifier)
GAIN_UNTIL_END_OF_TURN = 0
GAIN_UNTIL_END_OF_DAMAGE_STEP = 1
GAIN_UNTIL_WHILE_ON_FIELD = 2    # ... for as long as the monster stays face-up on the field (UNTIL_WHILE_ON_FIELD)
GAIN_UNTIL_NAMES: tuple[str, ...] = ("end of turn", "end of damage step", "while on the field")
GAIN_AS_MANY = 4             # gain_stats' arg1 bits above its until: as_many (that much per card the op before acted on),
GAIN_BATTLED = 8             # battled (the monster this card battles instead of the target or itself),
GAIN_PIERCING = 16           # piercing (it also inflicts piercing battle damage for as long: MOD_PIERCING)
OP_HALVE_ORIGINAL_ATK = 53   # the target monster's original ATK is halved, rounded up (B23), until the end of this turn
                             # (Shrink; state ``c_halved``; B13 likewise)
OP_DOUBLE_OWN_ATK = 54   # the activator's face-up monsters of Type arg0 (0: any) gain their current ATK (doubled) until
                         # the end of this turn, and are destroyed as this turn's End Phase begins (Limiter Removal;
                         # state ``c_doomed``; B13 likewise)
# actions over a selector (cards/selectors.py, core/selection.py): each acts on the cards the op's selection picks
OP_DESTROY = 56          # destroy them (to the owner's GY)
OP_BANISH = 57           # banish them, face-up (not a destruction)
OP_SEND_TO_GRAVE = 58    # send them to the owner's GY (not a destruction)
OP_TO_HAND = 59          # add them to the owner's hand (from the Deck: revealed, B24)
OP_TO_DECK = 60          # shuffle them into the owner's Deck
OP_SPECIAL_SUMMON = 61   # Special Summon them to the activator's field, in position arg0 (SELECT_SUMMON_NAMES); arg1's
                         # flags note on each: SUMMON_BOUND (MOD_BOUND), SUMMON_NO_DIRECT_ATTACK, SUMMON_TO_DECK
X_SAME_LEVEL = 32           # x_nsum bit: a monster of the Level of the tribute_same_level cost's Tributed monster
SUMMON_BOUND = 1
SUMMON_NO_DIRECT_ATTACK = 2
SUMMON_TO_DECK = 4
OP_DAMAGE_BATTLED_ATK = 71   # the controller of the monster this card battles (the other one of the attack) takes damage
                             # equal to its ATK (Reflect Bounder, Zoma the Spirit)
OP_EQUIP_TO_BATTLED = 72     # (a monster's) this card becomes an Equip Card attached to the monster it battles, in a
                             # free Spell/Trap Zone of its controller's; no zone, or that monster face-down: destroyed
OP_DESTROY_ATTACHED = 73     # destroy the monster this card is attached to; with arg0 the effect's opponent takes
                             # damage equal to its ATK on the field; not destroyed: this card is destroyed
OP_HALVE_ATK_TO_OTHER = 75   # of the link's two targets, the first's ATK is halved (B23: rounded up) and the second
                             # gains the ATK it lost, until the end of this turn (MOD_ATK rows: Riryoku)
OP_LOOK_DESTROY = 74         # the activator looks at the effect's opponent's hand and face-down monsters, and every
                             # monster in that hand or on that field with arg0 or more ATK (arg1 1: arg0 or less) is
                             # destroyed (Crush Card Virus, Deck Devastation Virus)
OP_HAND_TO_DECK = 76         # the activator (arg1 0) or the effect's opponent (arg1 1) picks exactly arg0 cards of their
                             # hand and returns them to their Deck (arg2 DECK_PLACE_NAMES); fewer in hand: none (Sillva)
OP_SWAP_TARGET_ORIGINAL = 78  # the target (none: the monster itself) has its original ATK and DEF switched until the end
                              # of this turn, or while it stays face-up on the field (arg0 GAIN_UNTIL_*: Great Spirit,
                              # Sand Moth; a MOD_SWAP_ORIGINAL row)
OP_LOOK_TOP_CARD = 79        # the activator looks at the top card of their Deck and may put it at the bottom (Maharaghi)
OP_GUESS_HAND_KIND = 80      # the effect's opponent declares a card kind; a random card of the activator's hand is shown;
                             # ch_done 1 if the guess was wrong (Ordeal of a Traveler)
# 81: free (to_hand over a selector with the filter attacking)
OP_EXTRA_NORMAL_SUMMON = 82  # the activator may Normal Summon or Set 1 more monster this turn (their own Main Phase only:
                             # normal_summons - 1; Ultimate Offering)
OP_SHUFFLE_SET_MONSTERS = 83  # the activator's face-down monsters in the Main Monster Zones change zones among themselves
                              # at random (the duel's seeded RNG; Shifting Shadows)
HAND_TO_DECK_ANY = 4         # hand_to_deck arg2 bit: any number of cards, 1 or more, each after the first declinable
                             # (Magical Mallet); ch_done is the number returned
OP_TO_DEFENSE = 77           # (an action over a selector) change them from face-up Attack to face-up Defense Position;
                             # arg0 bit 1: their original DEF becomes 0 this turn (MOD_ZERO_ORIGINAL_DEF), bit 2: their
                             # battle positions cannot be changed this turn (c_manual_pos_turn: Curse of Anubis), bit 4
                             # (TO_FACE_DOWN): face-up monsters to face-down Defense Position instead
                             # (move_notes.turn_face_down: Swords of Concealing Light)
TO_FACE_DOWN = 4
# 88: free (change_to_defense_position with face_down)
OP_EQUIP_FROM_GRAVE = 89    # the activator equips as many Equip Spells from their GY as possible, one at a time, to
                             # face-up monsters of Type arg0 (0 any) they control (choose prompts; core/grave_equip.py:
                             # Gilford the Legend)
RUN_IF_DONE = 1          # e_if_done bits: the op runs only if the op before it acted on a card ("and if you do")
RUN_IF_CHOSEN = 4        # ... only if the activator chose it among the effect's 2 alternatives as it activated the effect
                         # (ch_declared: its place among them + 1; Necklace of Command's "draw 1 or your opponent
                         # discards 1 at random")
RUN_IF_RESULT = 8        # ... only if the link's chance result (ch_result: Heads tossed, or the dice total) is within
                         # [e_if_done >> RESULT_SHIFT & 0xFF, e_if_done >> (RESULT_SHIFT + 8) & 0xFF] (if_result)
RESULT_SHIFT = 8
RESULT_DECLARED = 1 << 24    # with RUN_IF_RESULT: only if the die's result is one of the numbers its roll_die's
RESULT_UNDECLARED = 1 << 25  # ``declare`` declared (ch_declared: bit n - 1 for n), or only if it is none of them
MAX_CHANCES = 3          # coins tossed or dice rolled by one op
MAX_DECLARED_NUMBERS = 5     # roll_die's declare: numbers 1-6 declared before the roll (Sixth Sense 2)
RUN_IF_OPPONENT = 2      # ... only if the link has an opponent (an OPP-LINK trigger's event named one: "if it was
                         # discarded by an opponent's card effect", Broww)
RUN_IF_OWN_TURN = 16     # ... only in its activator's own turn (if_turn "own": Mirage of Nightmare's "during your
RUN_IF_OTHERS_TURN = 32  # Standby Phase"); ... only in another player's turn (if_turn "opponent's": "your opponent's")
IF_TURN_NAMES: tuple[str, ...] = ("own", "opponent's")   # if_turn: RUN_IF_OWN_TURN, RUN_IF_OTHERS_TURN
OP_SWAP_ORIGINAL_STATS = 64    # every face-up monster on every player's field has its original ATK and DEF switched
                               # until the end of this turn (R10: Shield & Sword; a MOD_SWAP_ORIGINAL row each)
OP_LOOK_AT_HAND = 63     # the activator looks at the effect's opponent's hand (each card revealed to the activator
                         # alone) and picks 1 card of it, which is discarded (arg0 0) or shuffled into its owner's Deck
                         # (arg0 1) (Confiscation, The Forceful Sentry)
LOOK_THEN_NAMES: tuple[str, ...] = ("discard", "to_deck")
LOOK_THEN_DISCARD = 0
LOOK_THEN_TO_DECK = 1
OP_PLAYER_MODIFIER = 62  # a lasting modifier on players: arg0 its kind (PLAYER_MODIFIER_NAMES, MOD_*), arg1 whose
                         # (SELECT_WHOSE_NAMES: the activator, the effect's opponent, every player, every opponent), arg2
                         # until (PLAYER_UNTIL_NAMES) + 8 * count (core/modifiers.py: Waboku, Cold Wave, Reckless Greed)
OP_MILL = 65             # the activator (arg1 0) or the effect's opponent (arg1 1) sends the top arg0 cards of their Deck
                         # to the GY (fewer if the Deck runs out: Goblin Zombie)
OP_DESTROY_BATTLED = 66  # the monster this card battles (the other one of the attack in progress), if still on the field
                         # and of a Type in the bitmask arg0 (1 << race; 0 any), is destroyed (Ryu Kokki, Sasuke)
OP_SET_ATK = 85              # (an action over a selector) their ATK becomes arg0 until the end of this turn, whatever
                             # else changes it (a MOD_SET_ATK row: Triangle Ecstasy Spark)
SELECT_OPS = (OP_DESTROY, OP_BANISH, OP_SEND_TO_GRAVE, OP_TO_HAND, OP_TO_DECK, OP_SPECIAL_SUMMON, OP_TO_DEFENSE, OP_SET_ATK)
OPERATION_NAMES: tuple[str, ...] = ("none", "draw", "(reserved: 2)", "destroy_target", "negate_attack",
                                    "(reserved: 5)", "set_target", "special_summon_target",
                                    "(reserved: 8)", "set_lp", "take_control", "(reserved: 11)",
                                    "(reserved: 12)", "target_to_hand", "flip_monsters", "summon_from_hand",
                                    "discard_hand_draw", "discard", "(reserved: 18)", "discard_random",
                                    "declare_mill", "banish_from_grave", "(reserved: 22)", "banish_target",
                                    "attack_again", "damage", "change_position_target", "negate_summon",
                                    "negate_activation", "(reserved: 29)", "attach_target", "gain_lp",
                                    "(reserved: 32)", "(reserved: 33)",
                                    "(reserved: 34)", "set_spell_trap_from_hand", "banish_from_each_others_grave",
                                    "fusion_summon", "(reserved: 38)", "(reserved: 39)", "return_to_hand",
                                    "place_counter", "banish_battled", "special_summon_self", "(reserved: 44)", "(reserved: 45)",
                                    "redirect_attack", "exchange_hands", "declare_level_excavate", "keep_one_type",
                                    "turn_player_tributes_for_damage", "special_summon_tokens",
                                    "gain_stats", "halve_original_atk_until_end_of_turn",
                                    "double_own_atk_destroy_in_end_phase", "ritual_summon",
                                    "destroy", "banish", "send_to_graveyard", "to_hand", "to_deck", "special_summon",
                                    "player_modifier", "look_at_hand", "swap_original_stats", "mill",
                                    "destroy_battled", "swap_control", "require_count", "place_counter_target",
                                    "tributable_target", "damage_battled_atk", "equip_self_to_battled",
                                    "destroy_attached_monster", "look_and_destroy_monsters",
                                    "halve_atk_add_to_other_target", "hand_to_deck", "change_to_defense_position",
                                    "swap_target_original_stats", "look_at_top_card", "guess_hand_card_kind",
                                    "(reserved: 81)", "additional_normal_summon", "shuffle_set_monsters",
                                    "(reserved: 84)", "set_atk_until_end_of_turn",
                                    "opponent_discards_random_or_destroys_own_monster",
                                    "each_player_summons_from_deck", "(reserved: 88)",
                                    "equip_from_graveyard", "target_to_deck",
                                    "give_chosen_monster", "attack_all_opponents_monsters", "copy_target_original_stats",
                                    "lock_targets", "(reserved: 95)", "(reserved: 96)", "(reserved: 97)",
                                    "(reserved: 98)", "(reserved: 99)",
                                    "toss_coin", "roll_die", "skip_phase", "negate_effect",
                                    "zones_to_deck_and_draw", "swap_deck_and_graveyard", "excavate_summon_rest_to_hand",
                                    "discard_event_card",
                                    "equip_target_to_self", "(reserved: 109)", "(reserved: 110)", "(reserved: 111)",
                                    "opponent_picks_from_deck", "keep_one_send_rest",
                                    "opponent_summons_from_deck_to_battle")
OP_DISCARD_RANDOM_OR_DESTROY_OWN = 86   # the effect's opponent chooses: 1 monster they control is destroyed (a choose
                                        # prompt), or (A_PASS) they discard 1 card at random (Dark Coffin)

OP_TOSS_COIN = 100           # the activator tosses arg0 coins (the duel's seeded RNG; a public ``coin toss`` event each);
                             # the link's ch_result (and ch_done) is the number of Heads, read by a later op's
                             # if_result (RUN_IF_RESULT: "if at least 2 of the results are Heads": Barrel Dragon)
OP_ROLL_DIE = 101            # the activator rolls arg0 six-sided dice (a public ``die roll`` event each); ch_result (and
                             # ch_done, for as_many: "equal to the result x 200") is their total (Maximum Six, Fire Darts)
OP_SKIP_PHASE = 102          # the players arg1 names (SELECT_WHOSE_NAMES) skip their next arg2 phases of kind arg0 (a
                             # SKIP_PHASE_MODS row used up as that phase would begin: core/turn.py; Frozen Soul, Timeater)
OP_NEGATE_EFFECT = 103       # the effect of the previous chain link is negated (B16): its activation stands (a lasting card
                             # stays, a Spell still counts as resolved) but it resolves doing nothing (Dark Balter)
OP_EQUIP_TARGET_TO_SELF = 108    # (a monster's) the target monster becomes an Equip Card attached to the monster itself,
                                 # in a free Spell/Trap Zone of the activator's (target_operations.equip_monster_to: Thousand-Eyes
                                 # Restrict)
OP_ZONES_TO_DECK_DRAW = 104  # players (arg1 DISCARD_WHO_*) shuffle the cards of their zones arg0 (ZONE_* bits) into their
                             # owners' Decks, then each draws arg2 cards (Fiber Jar)
ZONE_HAND = 1                # zones_to_deck_and_draw's zones: the hand, the field (every card the player controls), the GY
ZONE_FIELD = 2
ZONE_GRAVE = 4
ZONE_NAMES: tuple[str, ...] = ("hand", "field", "graveyard")   # bit i: 1 << i
OP_SWAP_DECK_GRAVE = 105     # players (arg0 DISCARD_WHO_*) swap the cards of their Deck and GY (not a send: no trigger),
                             # then shuffle their Deck (Exchange of the Spirit)
OP_EXCAVATE_SUMMON = 106     # players (arg2 DISCARD_WHO_*), in seat order from the activator, reveal the top arg0 cards
                             # of their Deck, Special Summon the monsters of Level arg1 or lower among them (a position
                             # prompt each: face-up Attack or face-down Defense) and add the rest to the hand (Cyber Jar)
OP_DISCARD_EVENT_CARD = 107  # the link's target (target "event card": the card just drawn), if still in its holder's hand,
                             # is discarded by the effect (Drop Off)
OP_OPPONENT_PICKS_FROM_DECK = 112   # the activator picks arg0 cards of their Deck (shown to every player), the effect's
                                    # opponent 1 of them for the activator's hand; the rest go to the GY (Painful Choice)
OP_KEEP_ONE_SEND_REST = 113   # the activator chooses 1 monster they control (a choose prompt at resolution; not a
                              # target); every other card on every field and in every hand (R10, R21: every player in
                              # the duel's) but this link's own card is sent to its owner's GY; ch_done: the kept
                              # monster's zone + 1 (0 none kept), for opponent_summons_from_deck_to_battle (Last Turn)
OP_OPPONENT_SUMMONS_TO_BATTLE = 114   # the effect's opponent picks 1 monster of their Deck and Special Summons it in
                                      # face-up Attack Position; if they did, it battles the monster the op before kept
                                      # (ch_done) at once: a damage calculation outside the Battle Phase, the summoned
                                      # monster attacking (core/forced_battle.py); arg0 1: no battle damage (Last Turn)
BATTLE_DAMAGE_NAMES: tuple[str, ...] = ("normal", "none")   # opponent_summons_from_deck_to_battle's battle_damage
BATTLE_DAMAGE_NONE = 1
OP_TARGET_TO_DECK = 90       # each target still legal is shuffled into its owner's Deck (The Graveyard in the Fourth
                             # Dimension)
OP_EACH_SUMMONS_FROM_DECK = 87   # R10: each player in the duel, in seat order from the activator, picks 1 monster of Type
                                 # arg0 (0 any) with at most arg1 ATK from their own Deck and Special Summons it in
                                 # face-up Attack Position (Magician's Circle)
OP_COPY_ORIGINAL_STATS = 93  # (a monster's) its original ATK and DEF become the target's original ones while it stays
                             # face-up on the field (MOD_ORIGINAL_ATK, MOD_ORIGINAL_DEF rows: Copycat)
OP_ATTACK_ALL = 92           # the target, if still a face-up monster of the activator's, may attack each monster of each
                             # opponent once this turn, and only it may attack (MOD_ATTACK_ALL, MOD_ATTACKS_ONLY_BY:
                             # Diffusion Wave-Motion)
OP_LOCK_TARGETS = 94         # each target still on the field and Set cannot be activated while this card is face-up
                             # on the field (a MOD_LOCKED_BY row on it; move_notes.note_release: Xing Zhen Hu)
OP_GIVE_CONTROL = 91         # the activator chooses 1 monster they control (a choose prompt at resolution; not a target)
                             # and the effect's opponent takes control of it for good (Mystic Box)
OP_SWAP_CONTROL = 67     # R19: the activator and the effect's opponent each choose 1 monster they control (a choose
                         # prompt each, at resolution) and switch control of them; neither can change its battle
                         # position for the rest of the turn (``c_manual_pos_turn``; Creature Swap)
OP_REQUIRE_COUNT = 68    # the cards the op's selector (its slot) counts number arg0 to arg1 - 1 (arg1 0: no max):
                         # activation needs it, and as the link resolves the effect stops here if they no longer do
                         # ("to activate and to resolve this effect": Treeborn Frog; Pot of Avarice's 5 monsters)
OP_ADD_COUNTER_TARGET = 69   # the target, if still face-up on the field, gets arg0 counters up to its own effects'
                             # place_counter max (Apprentice Magician's Spell Counter)
OP_TRIBUTABLE_TARGET = 70   # the activator may Tribute the target monster this turn as if they controlled it, for a
                            # Tribute Summon or Set or a Tribute cost (a MOD_TRIBUTABLE card row: Soul Exchange)
# --- lasting modifiers (core/modifiers.py): what an effect changes for a while, until it expires ---------
MOD_NO_BATTLE_DAMAGE = 0     # the player takes no battle damage (Kuriboh, Waboku)
MOD_DAMAGE_TO_ATTACKER = 1   # the battle damage the player would take goes to the attacking player (R12: Dimension Wall)
MOD_NO_SPELLS_TRAPS = 2      # the player may not activate or Set Spell/Trap Cards (R22: Cold Wave, every player)
MOD_NO_POSITION_CHANGE = 3   # the player may not change battle positions: no B9 change, no Flip Summon (Mesmeric Control);
                             # on a monster, its own (Goblin Attack Force)
MOD_NO_SUMMON = 4            # the player may Summon no monster (a Set is allowed: Scapegoat's price)
MOD_BATTLE_PROOF = 5         # the player's monsters cannot be destroyed by battle (Waboku)
MOD_NO_ATTACK = 6            # the player may not declare an attack (Threatening Roar)
MOD_SKIP_DRAW = 7            # (skip_phase's) the player's next Draw Phase is skipped, value times (Reckless Greed)
MOD_NO_TRAPS = 11            # the player may not activate Trap Cards (Triangle Ecstasy Spark)
MOD_TRAPS_NEGATED = 12       # the effects of the Trap Cards the player controls are negated (Triangle Ecstasy Spark)
MOD_DESTROY_DRAWN = 10       # in the player's own turns (every turn with DRAWN_EVERY_DRAW), each card they draw is shown,
                             # and a monster with (value - 1) % DRAWN_AT_MOST * 100 or more printed ATK (or less, with
                             # DRAWN_AT_MOST) is destroyed (Crush Card Virus, Deck Devastation Virus; zones.draw_card)
DRAWN_AT_MOST = 128          # flags of a MOD_DESTROY_DRAWN row's value - 1, above its ATK // 100
DRAWN_EVERY_DRAW = 256
MOD_TRAPS_FROM_HAND = 13     # the player may activate Trap Cards from their hand (Makyura the Destructor;
                             # effects.timing_allows)
MOD_SOLE_MONSTERS_WIN = 14   # (the row's player: the activator) as this turn's End Phase begins, the one player in the
                             # duel who controls monsters, if exactly one does, wins by a card effect (R37 under
                             # special_win_policy="v3_team_rule"); any other case is a draw, B22: every remaining player
                             # loses at once (special_win.end_phase_verdict; Last Turn)
MOD_SET_TURN_TRAP_USED = 61  # (no player_modifier kind) the player activated a Trap the turn it was Set by the static of a
                              # card of name row value - 1 this turn (STATIC_SET_TURN_TRAP: once per turn per name)
PLAYER_MODIFIER_NAMES: tuple[str, ...] = ("no battle damage", "battle damage to the attacker",
                                          "no spell/trap activation or set", "no position changes", "no summons",
                                          "monsters not destroyed by battle", "no attack declarations",
                                          "(reserved: 7)", "(reserved: 8)", "(reserved: 9)",
                                          "destroy drawn monsters", "no trap activation", "traps negated",
                                          "traps from hand", "sole monster controller wins at end phase")
# index: the MOD kind
MOD_SKIP_STANDBY = 44        # (skip_phase's, no player_modifier kind) the player's next Standby Phase is skipped, value
                             # times (Solomon's Lawbook)
MOD_SKIP_MAIN1 = 45          # ... their next Main Phase 1: the turn goes on to the Battle Phase (Timeater)
MOD_SKIP_BATTLE = 46         # ... their next Battle Phase: Main Phase 1 ends the turn's main phases (Frozen Soul)
SKIP_PHASE_NAMES: tuple[str, ...] = ("draw", "standby", "main 1", "battle")   # skip_phase's phase (arg0 an index)
SKIP_PHASE_MODS = (MOD_SKIP_DRAW, MOD_SKIP_STANDBY, MOD_SKIP_MAIN1, MOD_SKIP_BATTLE)   # ... and the row kind of each
MOD_NO_BATTLE_PHASE = 9      # (an effect key's, no player_modifier kind) the player cannot enter their Battle Phase (Soul
                             # Exchange's no_battle_phase)
MOD_OWN_MONSTER_TO_GRAVE = 8    # (no player_modifier kind) a monster the player controlled was sent from their own field
                                # to their GY this turn (zones.send_to_grave; Last Will's condition)
MOD_KINDS = 16               # player_modifier's arg0: kind + MOD_KINDS * (the row's value - 1) (destroy drawn monsters)
MOD_ATK = 16                 # the monster gains value ATK (Rush Recklessly; Injection Fairy Lily's, to the Damage Step)
MOD_DEF = 17                 # the monster gains value DEF (Castle Walls)
MOD_HALVE_ORIGINAL_ATK = 18  # the monster's original ATK is halved, rounded up (B23: Shrink)
MOD_DESTROY_IN_END_PHASE = 19    # the monster is destroyed as the End Phase begins (Limiter Removal)
MOD_SWAP_ORIGINAL = 20       # the monster's original ATK and DEF are switched (value: how many times; an odd count
                             # switches them: Shield & Sword)
MOD_DESTROYED_BY_BATTLE = 21     # the monster destroyed a monster by battle this turn (noted for a card with an effect
                                 # of COND_DESTROYED_BY_BATTLE, Horus LV4, or waiting for TRIG_END_AFTER_BATTLE_KILL:
                                 # Mystic Swordsman LV2)
MOD_ATTACKS = 22             # the monster declared value attacks this turn (a second attack: Mataza the Zapper)
MOD_TRIBUTABLE = 23          # the monster may be Tributed by player md_player as if they controlled it, for a Tribute
                             # Summon or a Tribute cost (Soul Exchange)
MOD_PIERCING = 24            # the monster inflicts piercing battle damage (B12; Exarion Universe's gain_stats piercing)
MOD_ZERO_ORIGINAL_DEF = 25   # the monster's original DEF is 0 (Curse of Anubis; atk_def.original_stat)
MOD_DESTROYED_BY_OPPONENT = 26   # (a card in its owner's GY waiting for TRIG_END_AFTER_OPP_DESTROYED) an opponent's card
                                 # destroyed it this turn while its owner controlled it; value: that opponent + 1
MOD_TRIBUTED_OWN_ATTRIBUTE = 27  # the monster was Tribute Summoned by Tributing a monster of its own Attribute (noted
                                 # for a card with a COND_TRIBUTED_OWN_ATTRIBUTE effect, while it stays on the field)
MOD_SET_ATK = 28             # the monster's ATK is value, whatever else changes it, until it lapses (atk_def.cur_atk)
MOD_CANNOT_ATTACK = 29       # the monster cannot declare an attack while the row lasts (Harpie Lady 3)
MOD_BOUND = 30               # the monster is destroyed when card value - 1 leaves the field (special_summon with bound:
                             # Hysteric Party; move_notes.note_release)
MOD_BATTLE_DESTROYED = 31    # (a card in a GY waiting for TRIG_END_AFTER_BATTLE_DESTROYED) it was destroyed by battle
                             # this turn (Fox Fire)
MOD_NO_ACTIVATION = 32      # the card (in a hand, or Set from it) and its effects cannot be activated (Fairy of the Spring's
                             # target_to_hand no_activation_this_turn; effects.effect_usable)
MOD_RETURN_IN_END_PHASE = 33     # (a banished card) it returns to its owner's field as this turn's End Phase begins, in
                                 # position value (banish_target until_end_phase: Interdimensional Matter Transporter)
MOD_BATTLED = 34             # (a monster with a "counters removed after battling" static) it battled a monster this
                             # turn: its counters go as the Battle Phase ends (Mythical Beast Cerberus)
MOD_ATTACK_ALL = 35          # the monster may attack each monster of each opponent of its controller once this turn
                             # (R16); the monsters it destroys by battle have their effects negated (Diffusion Wave-Motion)
MOD_ATTACKS_ONLY_BY = 36     # (a player's) only the monster whose index + 1 is the value may attack this turn
MOD_ATTACKED_BY_ALL = 37     # the monster was attacked this turn by a monster with a MOD_ATTACK_ALL row (not again)
MOD_ORIGINAL_ATK = 38        # the monster's original ATK is the value (atk_def.original_stat; Copycat)
MOD_ORIGINAL_DEF = 39        # the monster's original DEF is the value
MOD_LOCKED_BY = 40           # (a Set Spell/Trap) it cannot be activated while card value - 1, whose effect locked it,
                             # is face-up on the field with its effects not negated (OP_LOCK_TARGETS: Xing Zhen Hu)
MOD_SUMMONED_THIS_TURN = 42  # the monster was Normal or Special Summoned this turn (noted for a card with a
                             # COND_SUMMONED_THIS_TURN effect, trigger_events.note_summoned_this_turn)
MOD_CONTROL = 50             # (a monster's) an effect took control of it until the End Phase: it goes back to player
                             # md_player as this turn's End Phase begins (A-12; turn.return_control); it lapses as it leaves
                             # its controller's zone (zones.detach), not as it is turned face-down (take_control)
MOD_USED_IN_DAMAGE_STEP = 51     # (a monster's) it activated a once-per-battle effect in this Damage Step (ONCE_PER_BATTLE)
MOD_GONE_THIS_TURN = 52      # (a card in a GY or banished, waiting for TRIG_END_AFTER_DESTROYED or _BANISHED) it was
                             # destroyed on the field and sent to the GY, or banished, this turn, and stays there
MOD_DESTROYED_BY_EFFECT = 53     # (a card in its owner's GY waiting for TRIG_STANDBY_AFTER_DESTROYED or _EFFECT_DESTROYED,
                                 # R14) a card effect destroyed it on the field; value 2: an opponent of the owner's, 1
                                 # another; it lasts through the owner's next turn, whose Standby Phase it answers
MOD_NO_DIRECT_ATTACK = 56    # (a monster's) it cannot attack a player directly while it stays face-up on the field
                             # (special_summon with no_direct_attack: Magical Scientist)
MOD_TO_DECK_IN_END_PHASE = 57    # (a monster's) it returns to its owner's Deck, a Fusion Monster to the Extra Deck, as this
                                 # turn's End Phase begins (special_summon with return_in_end_phase: Magical Scientist)
GRAVE_MODIFIERS = (MOD_DESTROYED_BY_OPPONENT, MOD_BATTLE_DESTROYED, MOD_DESTROYED_BY_EFFECT)   # card rows kept on a card
                                                                                              # in its GY
GONE_MODIFIER_TRIGGERS = (1 << TRIG_END_AFTER_DESTROYED) | (1 << TRIG_END_AFTER_BANISHED) \
    | (1 << TRIG_STANDBY_AFTER_DESTROYED) | (1 << TRIG_STANDBY_AFTER_EFFECT_DESTROYED) \
    | (1 << TRIG_END_AFTER_OPP_DESTROYED) | (1 << TRIG_END_AFTER_BATTLE_DESTROYED) \
    | (1 << TRIG_END_AFTER_SENT)                     # a card waiting for one keeps rows
                                                     # while in a GY or banished; they lapse as it leaves (zones.detach)
UNTIL_END_OF_TURN = 0        # md_until: it lapses as the turn it was made in (md_turn) ends
UNTIL_END_OF_DAMAGE_STEP = 1     # ... as this Damage Step ends (B13)
UNTIL_END_OF_BATTLE = 2      # ... as this attack's battle ends (its Damage Step, or the attack negated or stopped)
UNTIL_NEXT_TURN_OF = 3       # ... as the next turn of player md_clock ends (md_turn: that turn's turns_taken count);
                             # at once if md_clock leaves the duel
UNTIL_USED = 4               # ... once used md_value times (a skipped Draw Phase)
UNTIL_WHILE_ON_FIELD = 5     # ... never by time: only as its monster leaves the field or is turned face-down
                             # (drop_card; Zombyra the Dark, White-Horned Dragon)
# player_modifier's "until": the first three map to UNTIL_*, "end of your next turn", "end of their next turn" and
# "end of their turn" to UNTIL_NEXT_TURN_OF counted on the activator or on each affected player, "count" to UNTIL_USED
PLAYER_UNTIL_NAMES: tuple[str, ...] = ("end of turn", "end of damage step", "end of battle", "end of your next turn",
                                       "end of their next turn", "count", "end of their turn")
PLAYER_UNTIL_THEIR_NEXT_TURN = 4
PLAYER_UNTIL_COUNT = 5
PLAYER_UNTIL_THEIR_TURN = 6  # "until the end of their count-th turn": each affected player's turns, the one in
                             # progress counted as the first if it is theirs (Deck Devastation Virus)
# --- selectors: which cards an action acts on (cards/selectors.py declares the keys) ------------
TARGET_SLOT = MAX_OPS    # the selector slots of an effect: one per op, then its targets, then its condition's count
COND_SLOT = MAX_OPS + 1
SELECTOR_SLOTS = MAX_OPS + 2
SEL_HAND = 1             # x_from: a bit per place a selection looks at
SEL_DECK = 2
SEL_MONSTERS = 4         # the Monster Zones
SEL_SPELLS_TRAPS = 8     # the Spell/Trap Zones and the Field Zone
SEL_GRAVEYARD = 16
SEL_BANISHED = 32
SEL_EXTRA = 64           # the Extra (Fusion) Deck: Cyber-Stein's Special Summon
FROM_NAMES: tuple[str, ...] = ("hand", "deck", "monsters", "spells_traps", "graveyard", "banished", "extra")   # bit i
SEL_FIELD = SEL_MONSTERS | SEL_SPELLS_TRAPS
SEL_HIDDEN = SEL_HAND | SEL_DECK | SEL_EXTRA   # one candidate per name: copies there are the same choice
WHOSE_YOU = 0            # x_whose: the activator's cards
WHOSE_OPPONENT = 1       # the effect's opponent's (its opponent class: R11, R12, R18)
WHOSE_EVERY = 2          # every player's in the duel (R10)
WHOSE_OPPONENTS = 3      # every opponent's of the activator in the duel (R16, OPP-ALL)
SELECT_WHOSE_NAMES: tuple[str, ...] = ("you", "opponent", "every player", "every opponent")
PICK_CHOOSE = 0          # x_pick: the activator chooses x_count of them (fewer only if fewer are there)
PICK_UP_TO = 1           # ... the first is due, the others may be declined
PICK_ALL = 2             # every one of them
PICK_HIGHEST_ATK = 3     # the one with the highest ATK (a tie: the activator chooses, R11 example 1)
PICK_LOWEST_ATK = 4
PICK_HIGHEST_DEF = 5
PICK_LOWEST_DEF = 6
PICK_NAMES: tuple[str, ...] = ("choose", "up to", "all", "highest atk", "lowest atk", "highest def", "lowest def")
POS_BIT_ATTACK = 1       # x_pos: face-up Attack Position
POS_BIT_DEFENSE = 2      # face-up Defense Position
POS_BIT_FACE_DOWN = 4    # face-down (a Set monster or Spell/Trap)
POS_BIT_FACE_UP_CARD = 8 # a face-up Spell/Trap
POSITION_FILTER_BITS: dict[str, int] = {"attack": POS_BIT_ATTACK, "defense": POS_BIT_DEFENSE | POS_BIT_FACE_DOWN,
                                        "face_up": POS_BIT_ATTACK | POS_BIT_DEFENSE | POS_BIT_FACE_UP_CARD,
                                        "face_down": POS_BIT_FACE_DOWN}
SUMMON_AS_CHOICE = 0     # special_summon's position (arg0): asked
SUMMON_AS_ATTACK = 1     # face-up Attack Position
SUMMON_AS_DEFENSE = 2    # face-up Defense Position
SUMMON_AS_FACE_DOWN = 3  # face-down Defense Position (it is not flipped: no FLIP effect)
SUMMON_AS_ATTACK_OR_SET = 4   # asked: face-up Attack or face-down Defense Position (Gravekeeper's Spy)
SELECT_SUMMON_NAMES: tuple[str, ...] = ("choice", "attack", "defense", "face-down defense", "attack or face-down defense")
DECK_SHUFFLED = 0        # to_deck's place (arg0): shuffled into the Deck
DECK_TOP = 1             # placed on top of the Deck, not shuffled (Malevolent Nuzzler)
DECK_BOTTOM = 2          # placed at the bottom of the Deck, not shuffled (Good Goblin Housekeeping)
DECK_PLACE_NAMES: tuple[str, ...] = ("shuffle", "top", "bottom")
ATK_CHANGE_OPS = (OP_GAIN_ATK, OP_HALVE_ORIGINAL_ATK, OP_DOUBLE_OWN_ATK)   # they directly change ATK: usable in the Damage Step (B13)
SUMMON_RACE_NAMES: tuple[str, ...] = ("any",) + RACE_NAMES[1:]
OR_RACE_NAMES: tuple[str, ...] = ("none",) + RACE_NAMES[1:]       # a second Type a filter also takes (0: none)   # summon_from_hand's race: 0 any, else RACE_*
DISCARD_KIND_NAMES: tuple[str, ...] = ("none", "monster", "spell", "trap")   # draw's discard: KIND_* + 1
DAMAGE_WHO_NAMES: tuple[str, ...] = ("you", "opponent")
DAMAGE_TO_NAMES: tuple[str, ...] = ("you", "opponent", "target's controller", "every player")   # damage: who takes it
DAMAGE_TO_TARGET_CONTROLLER = 2   # the controller of the link's target (Stamping Destruction; after a destruction,
                                  # the Spell/Trap's controller, who owns it)
DAMAGE_TO_EVERY_PLAYER = 3        # every player in the duel (R10: Simorgh, Bird of Divinity)
DAMAGE_AS_MANY = 1                # damage's arg2 bits: as_many; the amount is the target's current ATK (Magic Cylinder);
DAMAGE_TARGET_ATK = 2             # arg2 >> 2: less_per_spell_trap, taken off for each Spell/Trap the damaged player controls
ATK_DAMAGE_NAMES: tuple[str, ...] = ("none", "opponent", "you and opponent")   # destroy, destroy_target: who takes
                                  # damage equal to each destroyed monster's ATK on the field (Judgment of Anubis, R19 Ring
                                  # of Destruction)
ATK_DAMAGE_BOTH = 2
DRAW_WHO_OPPONENT = 1             # draw's arg2 bit 0: the effect's opponent draws; arg2 >> 1: DISCARD_KIND_NAMES, the drawn
                                  # cards shown to every player and those of that kind discarded (Hiro's Shadow Scout, R22)
DRAW_UNTIL_HAND = 8               # draw's arg2 bit: draw until the drawer holds arg0 cards (none if they hold as many)
DRAW_KEEP_COUNT = 16              # draw's arg2 bit: the cards drawn are added to the card's counters (c_counter), which a
                                  # later discard_random with per_counter reads (Mirage of Nightmare)
DISCARD_RANDOM_YOU = 1            # discard_random's arg2 bits: the activator discards (not the effect's opponent),
DISCARD_RANDOM_PER_COUNTER = 2    # as many cards as this card's counters, which are then removed (Mirage of Nightmare)

LP_COST_THOUSANDS = 1     # e_cost_lp: any multiple of 1000 LP, chosen at activation (a pay prompt)
LP_COST_HALF = 2          # half the activator's LP, rounded up (B23); no prompt
LP_COST_FIXED = 3         # a fixed amount (e_lp_amount, the effect's lp_amount); no prompt (Soul Demolition)
LP_COST_NAMES: tuple[str, ...] = ("none", "multiple of 1000", "half", "fixed")

# --- Special Summon procedures from the hand (B10, R15; docs/effects.md "Summon procedures") -----
PROC_COND_NONE = 0
PROC_COND_ONLY_OPPONENTS = 1    # the summoner controls no monster and one opponent controls one (Cyber Dragon)
PROC_COND_OPPONENT_MORE = 2     # one opponent controls at least p_more more monsters (The Fiend Megacyber)
PROC_CONDITION_NAMES: tuple[str, ...] = ("none", "only opponents control monsters", "opponent controls more")
SUMMON_ANY_WAY = 0              # no restriction: it may also be Normal Summoned/Set and Special Summoned by effects
SUMMON_PROCEDURE_FIRST = 1      # "Must first be Special Summoned" this way: no Normal Summon/Set; other Special
                                # Summons only once it was properly summoned (c_proper)
SUMMON_PROCEDURE_ONLY = 2       # "can only be Special Summoned" this way
NO_SPECIAL_SUMMON = 1            # no_special_summon: no effect may Special Summon it
NO_SPECIAL_SUMMON_FROM_GRAVE = 2  # ... none from a GY ("Cannot be Special Summoned from the Graveyard": Dark Ruler Ha Des)
SUMMON_RESTRICTION_NAMES: tuple[str, ...] = ("none", "must first", "only")
MAX_BANISH_COST = 3             # monsters a procedure banishes from the own GY
BANISH_TYPE_CODE = 8            # p_banish: an Attribute + 1 (1..6), or this + a Type (race) ("3 Fiend-Type monsters")
MAX_MATERIALS = 2               # Fusion Materials a Fusion Monster names (B10)

# --- lasting cards and static effects (docs/effects.md "Continuous effects"; core/statics.py) ---
MAX_STATICS = 3          # static (continuous) effects per card

# how long a lasting Spell/Trap stays: until its controller's opponents have each had ``turns``
# turns (R39), or the designated opponent has (R41), counted from activation
LIFETIME_FOREVER = 0
LIFETIME_EACH_OPPONENT = 1
LIFETIME_DESIGNATED = 2
LIFETIME_OWN_STANDBY = 3     # destroyed as its controller's ``turns``-th Standby Phase after its activation begins
                             # (lasting.standby_lasting: Swords of Concealing Light)
LIFETIME_NAMES: tuple[str, ...] = ("forever", "each opponent", "designated opponent", "own standby phases")

STATIC_ATTACK_LOCK = 0       # monsters cannot declare an attack (narrowed: on the protected players, R38)
STATIC_ATTACK_COST = 1       # declaring an attack costs the top cards of the attacker's Deck (R43)
STATIC_NOT_TARGET = 2        # monsters cannot be attack targets (R44, R45)
STATIC_MODIFY_STATS = 3      # monsters of some Types gain (or lose) ATK and DEF
STATIC_SPELL_PROOF = 4       # the monster itself is unaffected by Spell effects (of anyone, or of its
                             # controller's opponents: R16, Silent Swordsman LV5)
STATIC_BATTLE_PROOF = 5      # the monster itself cannot be destroyed by battle (Spirit Reaper)
STATIC_NO_GRAVE_BANISH = 6   # R16: the controller's opponents cannot banish cards from any GY (Kycoo)
STATIC_ATTACK_SPELL_LOCK = 7 # R16: while it attacks, until the end of the Damage Step, the controller's
                             # opponents cannot activate Spells/Traps (Ancient Gear Golem)
STATIC_TARGETED_DESTROY = 8  # after an effect that targeted it while face-up resolves, it is destroyed
                             # (Spirit Reaper)
STATIC_NEGATE_TRAPS = 9      # the effects of every other Trap Card on the field are negated (Royal Decree, Jinzo)
STATIC_NO_TRAP_ACTIVATION = 10   # R22: no player may activate a Trap Card (Jinzo)
STATIC_DIRECT_ATTACKER = 11  # the monster may attack any opponent directly, monsters or not (R8, A-06: Mystic Lamp)
STATIC_OPP_BATTLE_ATK = 12   # R16 (OPP-ALL): during the Battle Phase of any opponent of its controller, every
                             # monster of every opponent of its controller changes ATK by the amount (Soul of
                             # Purity and Light)
STATIC_ATK_PER_OPP_MONSTER = 13  # R16 (OPP-ALL): the monster itself gains the amount of ATK for each monster all
                                 # opponents of its controller control, combined (Gyaku-Gire Panda)
STATIC_ATK_PER_GRAVE_NAME = 14   # R22: the monster itself gains the amount of ATK for each card of the named
                                 # cards in all players' GYs (Dark Magician Girl)
STATIC_MONSTER_CAP = 15     # R16 (OPP-ALL): while its controller controls 1+ monsters, no opponent of the controller
                             # may place a monster on their own field beyond the controller's count (Kaiser Colosseum)
STATIC_HAND_PLAY_COST = 16  # R22: every player pays the amount of LP per card to Normal Summon/Set, Special Summon
                             # (by a procedure), Set or activate a card from their hand; a payment that would reach
                             # 0 LP is not allowed (Chain Energy)
STATIC_FIELD_CAP = 17       # R22: no player may place a card on the field beyond ``max_cards`` cards on their
                             # field (Spatial Collapse)
STATIC_DOUBLE_ATK = 18      # the monster itself has its ATK doubled (once, however many reasons: R16 (V3) Cyber Blader)
STATIC_NEGATE_OPPONENT_SPELLS_TRAPS = 19   # R16 (V3): the effects of the Spells/Traps every opponent of its
                             # controller who controls exactly ``while_opponent_controls`` monsters controls are
                             # negated (Cyber Blader; statics.spell_trap_negated)
STATIC_DIRECT_ATTACK_ATK = 20   # the monster itself gains the amount of ATK in the Damage Step of its direct
                             # attack (Etoile Cyber)
STATIC_ATK_PER_COUNTER = 21  # the monster itself gains the amount of ATK for each counter on it (c_counter: Breaker
                             # the Magical Warrior)
STATIC_PINS_ATTACHED = 22  # (a lasting Spell/Trap's) the monster it is attached to cannot attack or change its battle
                             # position (no B9 change, no Flip Summon) (Nightmare Wheel)
STATIC_HANDS_REVEALED = 23  # R16: every opponent of the controller keeps their hand revealed to every player
                             # (core/visibility.py; The Eye of Truth)
STATIC_ONE_TYPE = 24        # R22: no player may control face-up monsters of more than 1 Type (Rivalry of Warlords)
STATIC_DISCARD_TOO = 25     # R17 (OPP-APPLY): each time its controller discards from the hand, they designate 1
                             # opponent, who discards as many cards of their choice (Forced Requisition)
STATIC_NO_DRAW = 26         # R16 (OPP-ALL): every opponent of its controller cannot draw cards except during Draw
                             # Phases (Protector of the Sanctuary; static_locks.draw_barred)
STATIC_EQUIPPED_STATS = 27  # (an Equip Spell's) the monster it is attached to gains ``amount`` ATK and ``def_amount``
                             # DEF (either may be negative; Legendary Sword, Steel Shell)
STATIC_NEGATE_SPELLS = 28   # (a lasting Spell/Trap's) the effects of every other Spell Card on the field are negated
                             # (Imperial Order; statics.spell_trap_negated)
STATIC_SELF_ATK = 29        # the monster itself gains ``amount`` ATK (while its controller holds at most
                             # ``while_hand_at_most`` cards in hand: Blade Knight)
STATIC_OWN_ATK = 30         # every face-up monster of ``races`` its controller controls gains ``amount`` ATK (not DEF;
                             # Command Knight)
STATIC_NEGATE_BATTLED_FLIP = 31   # the Flip Effect of a monster it destroys by battle as the attacker is negated (not
                                  # activated; Blade Knight, while its controller controls no other monster)
STATIC_SECOND_ATTACK = 32   # the monster may declare 2 attacks each Battle Phase (MOD_ATTACKS: Mataza the Zapper)
STATIC_FIXED_CONTROL = 33   # control of the face-up monster cannot switch (Mataza the Zapper, Horus LV4)
STATIC_NO_DIRECT_ATTACK = 34    # the monster cannot attack directly (Zombyra the Dark)
STATIC_DEFENSE_AFTER_ATTACK = 35   # the monster, if it attacked and is still face-up in Attack Position, is changed to
                                   # Defense Position at the end of the Damage Step (Axe Dragonute, Spear Dragon)
STATIC_DESTROYED_DAMAGE = 36  # (a monster's) when it is destroyed on the field, its controller takes ``amount`` damage
                             # from its owner (not a chain link; Ojama Token; move_notes.destroyed_damage)
STATIC_STANDBY_COUNTER = 37  # (a lasting Spell/Trap's) it gets a counter as each of its controller's Standby Phases
                             # begins (c_counter; Wave-Motion Cannon)
STATIC_DEFENSE_POSITION = 38  # every face-up monster of Level ``min_level`` or higher is in Defense Position
                              # (static_locks.keep_positions; Level Limit - Area B)
STATIC_OWN_PIERCE = 39      # every monster of ``races`` its controller controls inflicts piercing battle damage (B12:
                            # attack_statics.pierces; Enraged Battle Ox)
STATIC_NEGATE_BATTLE_VICTIMS = 40   # (a monster's) a monster destroyed by battle with a face-up monster of ``races`` its
                                    # controller controls has its effects negated: its triggers of that battle and of
                                    # its destruction are not activated (attack_statics.negates_victims: Dark Ruler Ha Des)
STATIC_DOUBLE_ATTACKER_DAMAGE = 41  # the battle damage the attacking player takes from an attack on the card itself (a
                                    # monster's, without races) or on a Defense Position monster of ``races`` is doubled
                                    # (attack_statics.attacker_damage_factor: Stone Statue of the Aztecs, Canyon)
STATIC_SAME_NAME_STATS = 42  # every face-up monster another face-up monster of the same name shares the field with
                             # gains ``amount`` ATK and DEF (R10: every player's field; Aqua Chorus)
STATIC_LOCK_BATTLED = 43    # (a monster's) a monster it battles cannot attack during its controller's next ``turns``
                            # turns (a MOD_CANNOT_ATTACK row on it, kept while it stays face-up: Harpie Lady 3)
STATIC_DIRECT_WHILE_NO_SPELLS_TRAPS = 44   # (a monster's) it may attack directly an opponent who controls no Spell/
                            # Trap Card, monsters or not; such an attack past monsters deals its original ATK (Sonic Shooter)
STATIC_DOUBLE_ORIGINAL = 45 # (a monster's) its original ATK and DEF are doubled while its controller controls
                            # ``min_count`` other face-up monsters of the ``names`` (Harpie's Pet Baby Dragon)
STATIC_ATK_PER_FACE_UP = 46  # R10: the monster itself gains the amount of ATK for each other face-up monster of
                             # ``races``/``attributes`` on every player's field (Ultimate Baseball Kid)
STATIC_ATTACKS_PER_EQUIP = 47   # the monster may declare 1 more attack each Battle Phase for each Equip Card attached to
                                # it (MOD_ATTACKS; legal.attacks_allowed: Armed Samurai - Ben Kei)
STATIC_EFFECT_PROOF = 48    # the card itself, face-up on the field, cannot be destroyed by card effects
                            # (zones.destroy; Fusion Sword Murasame Blade)
STATIC_DEFENSE_AFTER_BATTLE_PHASE = 50   # the monster, if it attacked, is changed to Defense Position at the end of the
                                         # Battle Phase, and its battle position cannot be changed until the end of
                                         # its controller's next turn (a MOD_NO_POSITION_CHANGE card row: Goblin
                                         # Attack Force; battle.end_of_battle_phase)
STATIC_OPPONENTS_POSITIONS_LOCKED = 51   # (a lasting Spell/Trap's) R16: the monsters of every opponent of its controller
                                         # cannot change their battle positions (no B9 change, no Flip Summon;
                                         # static_locks.positions_locked: Swords of Concealing Light)
STATIC_EQUIPPED_NEGATES_VICTIMS = 49   # (an Equip Card's) a monster destroyed by battle with the monster it is attached
                                       # to has its effects negated, as STATIC_NEGATE_BATTLE_VICTIMS (Wicked-Breaking
                                       # Flamberge - Baou)
OTHERS_NAMES: tuple[str, ...] = ("any", "some", "none")   # while_controller_controls_others: other monsters of the
OTHERS_SOME = 1                                           # card's controller, at least 1 or none
OTHERS_NONE = 2
STATIC_OTHERS_PINNED = 65   # (a monster's) R10: every other monster on every field cannot attack or change its battle
                             # position (no B9 change, no Flip Summon; static_locks.pinned: Thousand-Eyes Restrict)
STATIC_EQUIPPED_STANDS_IN = 66   # (a monster's) while a monster card is equipped to it, its original ATK and DEF are that
                                 # monster's printed ones, and that monster is destroyed instead of it by battle
STATIC_NAMES: tuple[str, ...] = ("attack lock", "attack cost", "not attack target", "modify stats",
                                 "unaffected by spells", "indestructible by battle", "no graveyard banish",
                                 "spell trap lock while attacking", "destroyed when targeted", "negate traps",
                                 "no trap activation", "direct attacker",
                                 "atk in opponents' battle phase", "atk per opponents' monster",
                                 "atk per name in graveyards", "opponents' monsters at most the controller's",
                                 "lp cost to play from the hand", "at most cards on each field", "double atk",
                                 "negate opponents' spells and traps", "atk when attacking directly",
                                 "atk per counter", "attached monster cannot attack or change position",
                                 "opponents' hands revealed", "one monster type each", "opponent discards as many",
                                 "opponents draw only in draw phases", "equipped monster gains", "negate spells",
                                 "gains atk", "controller's monsters gain atk",
                                 "negate flip effects of monsters it destroys by battle", "second attack",
                                 "control cannot switch", "no direct attack", "defense position after attacking",
                                 "controller takes damage when destroyed", "counter in own standby phases",
                                 "monsters in defense position", "controller's monsters inflict piercing damage",
                                 "negate effects of monsters destroyed by battle with the controller's monsters",
                                 "attacking player takes double battle damage",
                                 "monsters sharing a name gain", "monsters it battles cannot attack",
                                 "direct attacker while the opponent controls no spells or traps",
                                 "original stats doubled while controlling named monsters",
                                 "atk per face-up monster on the field",
                                 "attack again per equip card", "indestructible by effects",
                                 "negate effects of monsters destroyed by battle with the equipped monster",
                                 "defense position at the end of the battle phase after attacking",
                                 "opponents' monsters cannot change position", "atk per monster of its types in own graveyard",
                                 "spell counter", "counters removed after battling",
                                 "negate monster effects that target it", "destroyed without counters",
                                 "equipped monster gains per own card",
                                 "no trap activation in response to its normal summon", "modify level",
                                 "controller takes no battle damage from attacking monsters",
                                 "banish monsters it destroys by battle", "banished instead of leaving the field",
                                 "(reserved: 63)", "(reserved: 64)", "other monsters cannot attack or change position",
                                 "equipped monster stands in", "(reserved: 67)",
                                 "(reserved: 68)", "trap activation the turn it is set")
STATIC_ATK_PER_OWN_GRAVE_RACE = 52   # the monster itself gains ``amount`` ATK for each monster of ``races`` in its
                                     # controller's GY (Red-Eyes Darkness Dragon)
STATIC_SPELL_COUNTER = 53   # a Spell Counter is placed on it each time a Spell Card's activation resolves while it is
                            # face-up on the field, up to ``max_counters`` (c_counter; core/spell_counters.py: Skilled
                            # Dark Magician, Royal Magical Library)
SPELL_COUNTER_CAP = 99      # the counters a "spell counter" static without max_counters lets its card hold (c_counter)
STATIC_COUNTERS_CLEARED_AFTER_BATTLE = 54   # (a monster's) its counters are removed as the Battle Phase ends, if it
                                            # battled a monster in it (MOD_BATTLED; Mythical Beast Cerberus)
STATIC_NEGATE_TARGETING_MONSTER_EFFECTS = 55   # (a monster's) a monster's effect that targeted it is negated as it
                                               # resolves while it is face-up (Chaos Command Magician)
STATIC_DESTROYED_WITHOUT_COUNTERS = 56   # (a lasting Spell/Trap's) it is destroyed once a cost leaves no counter on it
                                         # (Pitch-Black Power Stone)
STATIC_EQUIPPED_PER_OWN_CARD = 57  # (an Equip Spell's) the monster it is attached to gains ``amount`` ATK and DEF for each
                                   # card of kind ``per`` its controller controls (Mage Power, United We Stand)
PER_OWN_SPELL_TRAP = 0             # its ``per`` (s_attackers): the cards in its controller's Spell/Trap and Field Zones
PER_OWN_FACE_UP_MONSTER = 1        # ... the face-up monsters its controller controls
PER_OWN_NAMES: tuple[str, ...] = ("spell or trap", "face-up monster")
STATIC_SUMMON_TRAP_LOCK = 58   # (a monster's) in the response window of its own Normal Summon and the chain built
                               # there, no player may activate a Trap Card (Creeping Doom Manta)
STATIC_MODIFY_LEVEL = 59    # every monster of ``races`` or ``attributes`` in every hand and on every field has its
                            # Level changed by ``amount``, not below 1 (statics.cur_level: A Legendary Ocean)
STATIC_NO_DAMAGE_FROM_ATTACKERS = 60   # its controller takes no battle damage an attacking monster inflicts (Tornado Wall)
STATIC_BANISH_BATTLE_VICTIMS = 61   # (a monster's) a monster it destroys by battle, attacking or attacked, is banished
                                    # instead of sent to the GY (battle.end_of_damage_step: Dark Magician of Chaos)
STATIC_BANISHED_ON_LEAVING = 62     # (a monster's) face-up on the field, it is banished instead of going anywhere else
                                    # when it would leave the field (zones.to_pile, per card in ``c_extra``: Dark
                                    # Magician of Chaos)
STATIC_SET_TURN_TRAP = 69   # (a lasting Spell/Trap's) its controller may activate 1 Trap Card the turn it was Set,
                            # once per turn per name of such cards (MOD_SET_TURN_TRAP_USED; effects.timing_allows:
                            # Temple of the Kings)
MAX_STATIC_NAMES = 2     # card names an "atk per name in graveyards" static counts
SPELLS_OF_NAMES: tuple[str, ...] = ("opponents", "any")     # unaffected by spells: whose (ATTACKERS_* codes)
ATTACKERS_OPPONENTS = 0      # the monsters of the card's controller's opponents
ATTACKERS_ALL = 1            # every player's monsters
ATTACKER_NAMES: tuple[str, ...] = ("opponents", "all")
PROTECTS_CONTROLLER = 0      # narrowed: attacks on the controller are restricted (R38, A-27)
PROTECTS_DESIGNATED = 1      # narrowed: attacks on the controller and the designated opponent (R41, A-26)
PROTECTS_NAMES: tuple[str, ...] = ("controller", "controller and designated")
SHIELDS_SELF = 0             # not attack target: the card itself (R45)
SHIELDS_OTHERS = 1           # not attack target: the face-up monsters of the Type, except itself (R44)
SHIELDS_FACE_DOWN = 2        # not attack target: its controller's face-down Defense Position monsters (Hieracosphinx)
SHIELDS_NAMES: tuple[str, ...] = ("self", "others", "face-down")

# R37 (special_win_policy="v3_team_rule"): the one special win the engine implements. Exodia the
# Forbidden One's text: holding it and its four pieces in the hand wins the duel. Passcodes, the
# head (the card with the effect, R9) first.
EXODIA_PIECES: tuple[int, ...] = (33396948, 70903634, 7902349, 8124921, 44519536)
assert (GAIN_UNTIL_END_OF_TURN, GAIN_UNTIL_END_OF_DAMAGE_STEP) == (UNTIL_END_OF_TURN, UNTIL_END_OF_DAMAGE_STEP)
# name parts a selector's filter may name (``name_part``: "includes ... in its card name"); the card table holds, per
# card, a bitmask of the parts its name includes (``name_parts``)
NAME_PARTS: tuple[str, ...] = ("Dark Scorpion", "Sphinx", "Ninja", "LV", "Gravekeeper's")   # in any case
# ("Criosphinx" includes "Sphinx"), but a part in capitals in capitals only ("LV": Armed Dragon LV3, not Silver Fang)
assert PLAYER_UNTIL_NAMES[:4] == ("end of turn", "end of damage step", "end of battle", "end of your next turn") \
    and (UNTIL_END_OF_TURN, UNTIL_END_OF_DAMAGE_STEP, UNTIL_END_OF_BATTLE, UNTIL_NEXT_TURN_OF) == (0, 1, 2, 3)   # modify_players
