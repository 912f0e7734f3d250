"""What each static effect kind and each static key means, in the project's own words (the
static half of meanings.py); ``reference.py`` renders them into ``docs/primitives.md``."""
from __future__ import annotations


# what each static kind does (its keys are read from STATIC_KEYS)
STATIC_MEANINGS: dict[str, str] = {
    'no trap activation in response to its normal summon': (
        "(a monster's) in the response window of its own Normal Summon (a Tribute Summon too, not a Flip Summon) "
        "and in the chain built there, no player may activate a Trap Card; a face-up Trap's later effects "
        "stay allowed (`static_locks.summon_trap_locked`, read by `effects.effect_usable`: Creeping Doom Manta)"),
    'modify level': ("R10: every monster of those Types (`races`) or Attributes (`attributes`) in every player's hand "
                     "and on every field has its Level changed by `amount` (not below 1); a monster on the field "
                     "unaffected by Spells keeps its Level against a Spell's. Tributes for a Normal Summon or Set, "
                     "selectors' Level filters, Level locks and Ritual Tributes read it (`statics.cur_level`: A "
                     "Legendary Ocean's WATER monsters -1)"),
    'controller takes no battle damage from attacking monsters': (
        "its controller takes no battle damage that an attacking monster inflicts (a direct attack, an attack on "
        "their monster, piercing damage); the damage of their own attack on a monster with more ATK or DEF is "
        "still taken (`attack_statics.attackers_damage_shielded`, read by `battle.battle_damage`: Tornado Wall)"),
    'banish monsters it destroys by battle': ("(a monster's) a monster it destroys by battle, attacking or attacked, is "
                                              'banished instead of sent to the GY at the end of the Damage Step, so no '
                                              '"sent to the graveyard" or "destroyed by battle" trigger of it is noted '
                                              '(`battle.end_of_damage_step`: Dark Magician of Chaos)'),
    'banished instead of leaving the field': ("(a monster's) while it is face-up on the field, wherever it would go "
                                              "(the GY, a hand, a Deck) it is banished instead: a replacement, not a "
                                              'chain link, that applies even while its effects are negated (card flag '
                                              '`CARD_LEAVES_BANISHED` in `c_extra`, read by `zones.to_pile`: Dark Magician of '
                                              'Chaos)'),
    'other monsters cannot attack or change position': ("(a monster's) R10: while it is face-up, every other monster "
                                                        'on every field cannot declare an attack, change its battle '
                                                        'position (B9) or be Flip Summoned (B8); effects may still change '
                                                        'positions (`static_locks.pinned`: Thousand-Eyes Restrict)'),
    'equipped monster stands in': ("(a monster's) while a monster card is equipped to it (`equip_target_to_self`), its "
                                   "original ATK and DEF are that monster's printed ones (`atk_def.original_stat`; "
                                   'the other changes apply on top), and when it would be destroyed by battle that '
                                   'monster is destroyed instead, by its effect, at damage calculation '
                                   '(`battle.damage_calculation`: Thousand-Eyes Restrict)'),
    'spell counter': ('each time a Spell Card\'s activation resolves (not one whose activation was negated; not a lasting '
                      "card's later effect) while the card is face-up on the field, it gets a Spell Counter, up to "
                      '`max_counters` (`c_counter`; `spell_counters.spell_resolved`, called as each chain link '
                      'resolves). `counter_cost`, `counter_cost_per_atk` remove them as a cost, `atk per counter` reads '
                      'them, `counter_room` finds the cards that can hold one more (Skilled Dark Magician, Royal '
                      'Magical Library, Blast Magician)'),
    'counters removed after battling': ("(a monster's) as the Battle Phase ends, its counters are removed if it battled a "
                                        'monster in it (a `MOD_BATTLED` card row noted at damage calculation: Mythical '
                                        'Beast Cerberus)'),
    'negate monster effects that target it': ("(a monster's) a monster's effect that targeted it is negated as its link "
                                              'resolves, while it is face-up (a `negated` event; '
                                              '`static_locks.targets_shielded`: Chaos Command Magician)'),
    'destroyed without counters': ("(a lasting Spell/Trap's) when a cost (`counter_cost`) removes its last counter, it "
                                   'is destroyed at once, by its controller; its link still resolves (Pitch-Black Power '
                                   'Stone)'),
    'trap activation the turn it is set': ("(a lasting Spell/Trap's) its controller may activate 1 Trap Card the turn "
                                           'it was Set, once per turn for all cards of its name (a `MOD_SET_TURN_TRAP_USED` '
                                           'row on the player as such a Trap is activated; `static_locks.set_turn_trap_source`: '
                                           'Temple of the Kings)'),
    'equipped monster gains per own card': ("(an Equip Spell's) the monster the card is attached to gains `amount` ATK "
                                            "and DEF for each card of the kind `per` names that the Equip Spell's "
                                            'controller controls, counted as it is read (`atk_def.own_cards_of`: Mage '
                                            'Power, United We Stand)'),
    'counter in own standby phases': ("(a lasting Spell/Trap's) as each of its controller's Standby Phases begins, the card "
                                      'gets a counter (`c_counter`, `static_locks.count_standby`; none while its effects are '
                                      'negated); a `damage` with `as_many` after a `tribute_cost` counts them (Wave-Motion '
                                      'Cannon)'),
    'monsters in defense position': ("(a lasting Spell/Trap's) R10: every face-up monster of Level `min_level` or higher on "
                                     'every field is in Defense Position: one in Attack Position is changed to Defense '
                                     'Position before anyone is asked (`static_locks.keep_positions`, in `stack.ask`: as it '
                                     'is summoned or flipped, and as the card comes face-up), and no B9 change to Attack '
                                     'Position is offered; a monster unaffected by Spells is not held by a Spell\'s '
                                     '(Level Limit - Area B)'),
    'attacking player takes double battle damage': (
        'the battle damage the attacking player takes from an attack on the card itself (a monster\'s, without `races`) '
        'or, with `races`, on a Defense Position monster of those Types on any field (R10) is doubled, once for each '
        'such effect (`attack_statics.attacker_damage_factor`, read by `battle.ocg_battle`; the HP model of P21 has no '
        'positions and takes no factor): Stone Statue of the Aztecs, Canyon'),
    "negate effects of monsters destroyed by battle with the controller's monsters": (
        "(a monster's) while it is face-up, a monster destroyed by battle with a face-up monster of `races` its "
        'controller controls (itself too) has its effects negated: none of its triggers of that battle (after damage '
        'calculation, its Flip Effect) or of its destruction ("destroyed by battle", "sent to the graveyard") is '
        'activated (`attack_statics.negates_victims`, `trigger_events.drop_triggers`: Dark Ruler Ha Des). Without `races`, '
        'only the monsters destroyed by battle with the monster itself (Dark Balter the Terrible)'),
    'controller takes damage when destroyed': ('(a monster\'s) when the monster is destroyed on the field (by battle or by an '
                                               'effect, face-up or not), its controller takes `amount` damage from its '
                                               'owner (the player who summoned the token). Not a chain link: it happens '
                                               'with the destruction (`move_notes.destroyed_damage`; Ojama Token)'),
    'attack lock': ('the monsters it restrains (whose, ATK at least `min_atk`, Level at least `min_level`, ATK at most '
                    'the LP paid) cannot declare an attack. Read literally (R10, R16, R23): no attack at all. Narrowed '
                    '(R38): no attack on the players it protects, i.e. on their monsters or on them directly (A-27), with'
                    " Nightmare's Steelcage's designated opponent protected too (A-26)"),
    'attack cost': ("to declare an attack the restrained monster's controller sends `mill` cards from the top of their "
                    "Deck to the GY (as the attack is declared, a replay's new declaration included; an attack the Deck "
                    'cannot pay for is not legal). Literally every such card of an opponent of the attacker applies; '
                    'narrowed (R43), only those of the attacked player'),
    'not attack target': ('the shielded monsters cannot be chosen as attack targets by the restrained monsters. `others` read '
                          "literally shields such monsters on every field; narrowed (R44), only its controller's. `self` "
                          'narrowed (R45): an opponent whose monsters all shield themselves can be attacked directly; read '
                          'literally, B11 applies (no direct attack on a player who controls a monster)'),
    'monsters sharing a name gain': ("R10: every face-up monster on any field that another face-up monster on any field "
                                     "shares its name with (a name treated as another's counts: Harpie Lady 1 is "
                                     "\"Harpie Lady\") gains `amount` ATK and DEF (`statics.shares_name`: Aqua Chorus)"),
    'monsters it battles cannot attack': ("(a monster's) a monster this face-up monster battles cannot declare an attack "
                                          "until its controller's `turns`-th next turn has ended (a `MOD_CANNOT_ATTACK` "
                                          "card row made at damage calculation, `battle.lock_battled`, read by "
                                          "`legal.mask_attacks`; it lapses if that monster leaves the field or is turned "
                                          "face-down) (Harpie Lady 3: 2)"),
    'direct attacker while the opponent controls no spells or traps': (
        "(a monster's) it may attack directly any opponent who controls no Spell/Trap Card (Spell/Trap Zones and Field "
        "Zone), monsters or not, each opponent counted on their own; a direct attack past that opponent's monsters "
        "deals its original ATK (`attack_statics.past_monsters`, `battle.damage_calculation`: Sonic Shooter)"),
    'original stats doubled while controlling named monsters': (
        "(a monster's) its original ATK and DEF are doubled while its controller controls `min_count` other face-up "
        "monsters of the `names` (`atk_def.original_stat`, `named_monsters`: Harpie's Pet Baby Dragon)"),
    'modify stats': ("every face-up monster of those Types (`races`) or Attributes (`attributes`) on the field gains `amount` ATK and DEF (ATK alone with `atk_only`; `def_amount` DEF instead if given: Molten Destruction) (R10: every player's); "
                     'ATK and DEF never go below 0. Battle, Trap conditions, Magic Cylinder and the observation use the '
                     'result'),
    'unaffected by spells': ('the face-up monster itself is unaffected by Spell effects (with `opponents`, R16: those of Spells '
                             "controlled by any opponent of its controller; a resolving Spell's controller is its activator): a "
                             "Spell's destroy-all skips it (and does not count it as something to destroy), a Spell that targeted "
                             "it does nothing to it at resolution, a Spell's lock or stat change passes it by "
                             '(`statics.spell_proof`)'),
    'indestructible by battle': ("the face-up monster is not destroyed by battle (B12's destruction passes it by; damage is calculated"
                                 ' as usual) (`attack_statics.battle_proof`); with `min_atk` only by battle with a monster of that '
                                 'much ATK or more (Obnoxious Celtic Guard: 1900)'),
    'no graveyard banish': ('R16 (OPP-ALL): while the monster is face-up, no opponent of its controller may banish cards from any'
                            ' GY. `static_locks.grave_banish_allowed(st, db, p)` answers for player p: every effect or cost that '
                            'banishes from a GY must ask it when it is activated (the mask) and again when it banishes (Kycoo)'),
    'spell trap lock while attacking': ('R16 (OPP-ALL): while the monster attacks, from its attack declaration until the end of the Damage '
                                        'Step (while it is `atk_card`), no opponent of its controller may activate a Spell/Trap Card '
                                        '(`static_locks.spell_trap_locked`, read by `effects.effect_usable`) (Ancient Gear Golem)'),
    'destroyed when targeted': ('once a chain link that targeted the monster has resolved, the monster is destroyed if it is face-up '
                                'on the field then (`resolution.targeted_destruction`) (Spirit Reaper)'),
    'negate spells': ("(a lasting Spell/Trap's) the effects of every other Spell Card on the field are negated, whoever "
                      "controls it: a Spell's lasting static effects stop (an Equip Spell's gain) and its chain link "
                      'resolves doing nothing (a `negated` event); its activation is not negated. A negate-spells card '
                      "whose own effects are negated (Royal Decree, Jinzo, Cyber Blader) negates nothing "
                      '(`statics.spell_trap_negated`) (Imperial Order)'),
    'negate traps': ("the effects of every other Trap Card on the field are negated: a Trap's lasting static effects stop "
                     "applying while the card is face-up (`statics.source`), and a Trap's chain link resolves doing "
                     'nothing (a `negated` event); its activation is not negated, so a Continuous Trap still stays (Royal '
                     'Decree, Jinzo)'),
    'no trap activation': 'R22: no player may activate a Trap Card, whoever controls the card (Jinzo)',
    'gains atk': ('the monster itself gains `amount` ATK (not DEF), while its controller holds at most '
                  '`while_hand_at_most` cards in hand if that key is given (Blade Knight), while a face-up monster of '
                  'the Attribute `while_attribute_face_up` is on any field if that key is given (Element Dragon)'),
    'atk per monster of its types in own graveyard': ('the monster itself gains `amount` ATK for each monster of those '
                                                      "Types in its controller's GY (`statics.grave_race_count`: "
                                                      'Red-Eyes Darkness Dragon)'),
    "controller's monsters inflict piercing damage": ('(a monster\'s or a lasting Spell/Trap\'s) every monster of those '
                                                      'Types its controller controls (the monster itself too) inflicts '
                                                      'piercing battle damage (Dragon\'s Rage) (B12, '
                                                      '`attack_statics.pierces`), not the other players\' monsters (Enraged '
                                                      'Battle Ox)'),
    "controller's monsters gain atk": ("every face-up monster of those Types its controller controls (the card itself "
                                       'too) gains `amount` ATK, not DEF, and not the other players\' monsters '
                                       '(Command Knight)'),
    'negate flip effects of monsters it destroys by battle': ('the Flip Effect of a face-down monster this monster '
                                                              'attacks and destroys by battle is negated: it is not '
                                                              'activated (`battle.damage_calculation`); with '
                                                              '`while_controller_controls_others` only then (Blade Knight)'),
    'second attack': ('the monster may declare a second attack in each Battle Phase (B11; its declarations of the turn '
                      'are a `MOD_ATTACKS` row of the lasting modifiers, `legal.mask_attacks`) (Mataza the Zapper)'),
    'attack again per equip card': ('the monster may declare one more attack in each Battle Phase for each Equip Card '
                                    'attached to it (B11; `attack_statics.attacks_allowed`, its declarations a `MOD_ATTACKS` row) '
                                    '(Armed Samurai - Ben Kei)'),
    'indestructible by effects': ('the card itself, face-up on the field, is not destroyed by card effects '
                                  '(`zones.effect_proof`, read by `zones.destroy`); leaving by game rule (an Equip Spell '
                                  'whose monster left) still sends it to the GY (Fusion Sword Murasame Blade)'),
    'negate effects of monsters destroyed by battle with the equipped monster': (
        "(an Equip Card's) a monster destroyed by battle with the monster the card is attached to has its effects "
        "negated, as Dark Ruler Ha Des's static: none of its triggers of that battle or of its destruction is "
        "activated (`attack_statics.negates_victims`: Wicked-Breaking Flamberge - Baou)"),
    'defense position at the end of the battle phase after attacking': (
        "the monster, if it attacked this turn, is changed to face-up Defense Position at the end of its controller's "
        "Battle Phase, and its battle position cannot be changed (B9, no Flip Summon) until the end of its controller's "
        "next turn (a `MOD_NO_POSITION_CHANGE` row on it; not a chain link: `battle.end_of_battle_phase`; Goblin "
        "Attack Force)"),
    "opponents' monsters cannot change position": (
        "(a lasting Spell/Trap's) R16: the monsters of every opponent of its controller cannot change their battle "
        "positions: no B9 change, no Flip Summon; effects may still change them (`static_locks.positions_locked`, read by "
        "`legal.mask_idle`: Swords of Concealing Light)"),
    'control cannot switch': ('control of the face-up monster cannot switch: effects that take control (`take_control`, '
                              '`attach_target` with `control`) do not offer it as a target and take nothing at '
                              'resolution (Mataza the Zapper, Horus the Black Flame Dragon LV4)'),
    'no direct attack': 'the monster cannot attack a player directly (`legal.mask_attacks`: Zombyra the Dark)',
    'defense position after attacking': ('the monster, once it attacked, is changed to face-up Defense Position at the '
                                         'end of the Damage Step if it is still face-up in Attack Position there (not '
                                         'a chain link; `battle.end_of_damage_step`: Axe Dragonute, Spear Dragon)'),
    'direct attacker': ('the monster may attack any one opponent directly, one who controls monsters too, chosen at '
                        'declaration (R8, A-06: Mystic Lamp)'),
    "atk in opponents' battle phase": ("R16 (OPP-ALL, T-R16c): during the Battle Phase of any opponent of the monster's controller, every "
                                       'monster of every opponent of that controller changes ATK by `amount` (not DEF); never in the '
                                       "controller's own Battle Phase, never the controller's monsters (Soul of Purity and Light)"),
    "atk per opponents' monster": ('R16 (OPP-ALL, T-R16d): the monster itself gains `amount` ATK for each monster (face-up or face-down)'
                                   ' all opponents of its controller control, combined (Gyaku-Gire Panda)'),
    "opponents' monsters at most the controller's": ("R16 (OPP-ALL, T-R16g): while its controller controls 1+ monsters, no "
                                                     'opponent of the controller may place a monster on their own field if they would then control more '
                                                     'monsters than the controller: Normal Summons and Sets (a Tribute Summon counts the Tributes '
                                                     'leaving), procedure Special Summons (Lava Golem: the field it goes to), Special Summons by effects '
                                                     "and taking control (`field_room.monster_cap`, `field_room.open_mzone`, read by the masks, by an effect's "
                                                     '"has an effect to apply" and again at resolution). Monsters already there stay; control returning at'
                                                     ' the End Phase is not limited (Kaiser Colosseum)'),
    'lp cost to play from the hand': ("R22 (T-R22d): every player, its controller too, pays `amount` LP per card "
                                      'to Normal Summon or Set, Special Summon by a procedure, Set or activate a card from their hand, as '
                                      'the action is taken (`lasting.pay_hand_play_cost`, an `EV_PAY_LP` event); a payment that would bring'
                                      ' the player to 0 LP is not allowed, so the masks do not offer those actions '
                                      '(`static_locks.hand_play_cost`, `hand_play_affordable`). Several such cards add up. Flip Summons, Set '
                                      'cards and Special Summons by effects cost nothing (Chain Energy)'),
    'at most cards on each field': ("R22 (T-R22e): no player, its controller too, may place a card on their "
                                    'field if they would then have more than `max_cards` cards there (monster, Spell/Trap and Field '
                                    'zones): Normal Summons and Sets (Tributes leave first), procedure and effect Special Summons, taking'
                                    ' control, Setting a Spell/Trap, activating a Spell from the hand (a Field Spell replacing one counts'
                                    ' that one as leaving) (`field_room.field_cap`, `room_on_field`, `open_mzone`) (Spatial Collapse)'),
    'atk per face-up monster on the field': ("R10: the monster itself gains `amount` ATK for each other face-up monster "
                                             "of those Types or Attributes on every player's field (Ultimate "
                                             "Baseball Kid)"),
    'atk per counter': ('the monster itself gains `amount` ATK for each counter on it (`c_counter`: Breaker the Magical '
                        'Warrior)'),
    'atk per name in graveyards': ("R22 (T-R22c): the monster itself gains `amount` ATK for each card of those names in every player's "
                                   'GY (Dark Magician Girl)'),
    'double atk': ('R16 (V3): the monster itself has its ATK doubled, once however many reasons apply, after every other'
                   ' change (Cyber Blader ●2)'),
    "negate opponents' spells and traps": ("R16 (V3, T-R16h): the effects of the Spell/Trap Cards controlled by each opponent of the monster's "
                                           'controller who controls exactly that many monsters are negated, those of the other opponents not: '
                                           'their lasting static effects stop and their chain links resolve doing nothing (a `negated` event) '
                                           "(`statics.spell_trap_negated`, which also answers Royal Decree's and Jinzo's `negate traps`) (Cyber "
                                           'Blader ●3)'),
    'atk when attacking directly': 'the monster itself gains `amount` ATK in the Damage Step of its own direct attack (Etoile Cyber)',
    'attached monster cannot attack or change position': ("the monster the card is attached to (`attach_target`) cannot declare an "
                                                          'attack, change its battle position (B9) or be Flip Summoned (B8); effects may still change its '
                                                          'position (`static_locks.pinned`, read by `legal.mask_attacks` and `mask_idle`) (Nightmare Wheel)'),
    "opponents' hands revealed": ("R16, A-40 (T-R13a): every opponent of its controller keeps their hand "
                                  'revealed to every player, spectators too (`visibility.hand_revealed`, read by `card_visible`: the '
                                  "observation's `shown_hand` seat records, `describe`); a negated Trap's does not (The Eye of Truth)"),
    'opponents draw only in draw phases': ("R16 (OPP-ALL): every opponent of its controller cannot draw cards outside a Draw "
                                           'Phase: effect draws do nothing for them (`static_locks.effect_draw`) and an effect whose activator would '
                                           'draw cannot be activated by them (`effect_targets.has_effect_on`); the normal draw, the 2v2 supply and '
                                           'dealt hands are not effect draws (Protector of the Sanctuary)'),
    'one monster type each': ("R22 (T-R22f): no player may control face-up monsters of more than 1 Type. "
                              'The masks do not offer a Normal Summon (a Set is allowed: a face-down monster shows no Type), a Flip'
                              " Summon or a procedure's Special Summon to the own field of a monster whose Type differs from the "
                              "player's other face-up monsters (`field_room.type_fits`), and an effect's Special Summon of one does "
                              "not happen. Whatever else leaves a player with 2+ Types (the card's resolution, a monster flipped by"
                              " an attack or an effect, a control change, Lava Golem placed on an opponent's field) is adjusted "
                              'before anything goes on: each such player, in seat order from the turn player, keeps one Type '
                              '(`choose card` prompt, one monster of each Type) and sends their other face-up monsters to the GY '
                              '(`PROC_ADJUST`, `continuous.run_adjust`; noted by `trigger_events.note_face_up` in duels holding '
                              'such a card). A Tribute Summon is judged after its Tributes leave: it is offered when its Tributes '
                              "can take the player's face-up monsters of other Types (`field_room.type_misfits`), and the tribute "
                              'prompt offers only those while as many of them are left as Tributes are due (`summon.ask_tribute`)'),
    'equipped monster gains': ("(an Equip Spell's) the monster the card is attached to gains `amount` ATK and `def_amount` DEF "
                               '(negative: loses; not below 0), whoever controls it, while the card is face-up and attached '
                               "(`atk_def.modified`; Legendary Sword +300/+300, Steel Shell +400/−200). The card's effect is "
                               '`attach_target` on a `target` selector saying what it may equip: a face-up monster on any field '
                               '(R10), of the Type, Attribute or Level the card names. An Equip Spell is destroyed when its '
                               'monster leaves the field, is turned face-down or no longer passes the `target` selector '
                               '(`move_notes.note_release`, `move_notes.note_turned_face_down`, `selectors.drop_unequippable`; whose '
                               'monster it is is not checked again)'),
    'opponent discards as many': ("R17 (OPP-APPLY, A-39, T-R17): each time its controller discards from the "
                                  'hand (a cost, an effect, the hand limit; the cards of one action counted together), the controller '
                                  'designates one opponent who holds a card (`designate opponent` prompt; a public `designated` event) '
                                  'and that opponent discards as many cards of their choice (`discard` prompts; fewer if the hand runs '
                                  'out). Not a chain link: the discards are noted by `zones.discard` (`disc_due`, `disc_count`) and '
                                  '`engine.resume` runs `PROC_REQUISITION` (`continuous.run_requisition`) once the unit that discarded '
                                  'stops asking, between chain links at the latest; the discards it causes are noted too, so an '
                                  "opponent's own such card answers them (each takes cards from a hand, so it ends). One application "
                                  'per such card (Forced Requisition)'),
}


STATIC_KEY_MEANINGS: dict[str, str] = {
    "attackers": "whose monsters it restrains: the opponents' of its controller, or every player's",
    "min_atk": "restrains only monsters with at least that ATK (`indestructible by battle`: holds only against them)",
    "min_level": "restrains only monsters of at least that Level",
    "max_atk": "restrains only monsters whose ATK is at most the LP paid to activate the card (needs `lp_cost`)",
    "protects": "narrowed reading (R38): whom attacks may not reach; `controller and designated` needs OPP-CHAIN",
    "mill": "cards sent from the top of the Deck to declare an attack",
    "shields": "which monsters cannot be attack targets: the card itself, the others of `races`, or (`face-down`) its controller's face-down Defense Position monsters",
    "races": "the Types it applies to",
    "while_face_up": "it applies only while a card of that name is face-up on the field (\"while Umi is on the field\"; a "
                     "card whose name is treated as it counts: A Legendary Ocean is \"Umi\")",
    "while_attribute_face_up": "it applies only while a face-up monster of that Attribute is on any player's field "
                               "(Element Dragon's FIRE)",
    "while_opponent_controls": "it applies only against an opponent who controls exactly that many monsters, "
                               "each opponent counted on their own (R16 (V3): Cyber Blader)",
    "amount": "the ATK (and DEF, or LP) it changes or charges; non-zero",
    "def_amount": "the DEF change of an Equip Spell, or of `modify stats` (default: `amount`, as for ATK)",
    "spells_of": "whose Spells it is unaffected by: anyone's, or its controller's opponents' (R16)",
    "per": "what an `equipped monster gains per own card` counts: the cards in its controller's Spell/Trap and Field "
           "Zones (itself included: Mage Power), or its controller's face-up monsters (United We Stand)",
    "names": "the card names counted (a `not attack target` with `shields = \"others\"`: the cards it shields)",
    "attributes": "the Attributes it applies to (`modify stats`, `atk per face-up monster on the field`; beside or instead of `races`)",
    "atk_only": "`true`: it changes ATK, not DEF (`modify stats`, `monsters sharing a name gain`)",
    "turns": "its controller's next turns the battled monster cannot attack in (1-5)",
    "min_count": "the other face-up monsters of the `names` its controller must control (1-5)",
    "max_cards": "cards a player may have on their field",
    "max_counters": "the Spell Counters the card may hold (default 99)",
    "while_hand_at_most": "it applies only while its controller holds at most that many cards in hand (0-10: Blade Knight)",
    "while_controller_controls_others": "`any` (default); `some`: it applies only while its controller controls "
                                        "another monster (Command Knight); `none`: only while they control no "
                                        "other monster (Blade Knight)",
}
