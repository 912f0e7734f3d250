"""What each primitive of the effect data means, in the project's own words, where no other
declaration says it: ops, selector and filter keys, conditions' keys, targets (static kinds and
their keys: static_meanings.py). ``reference.py`` renders them into ``docs/primitives.md`` beside the names,
values and ranges it reads from the declarations, and refuses a name without a meaning here.
"""
from __future__ import annotations

# what each op does, for a card author (its parameters are read from OP_PARAMS and ACTION_PARAMS)
OP_MEANINGS: dict[str, str] = {
    'lock_targets': ("(a lasting Spell/Trap's) each target still legal (a Set Spell/Trap on any field, with a "
                     "`position = \"face_down\"` target filter) cannot be activated while this card is face-up on the "
                     "field with its effects not negated (a `MOD_LOCKED_BY` row on it naming this card, read by "
                     "`static_locks.locked_by_card`; dropped as either card leaves the field: Xing Zhen Hu)"),
    'opponent_discards_random_or_destroys_own_monster': (
        "R12: the effect's opponent chooses: 1 monster they control is destroyed (a `choose` prompt to them over "
        "their monsters), or (`A_PASS`, only with a card in hand) they discard 1 card at random (the duel's seeded "
        "RNG); without a monster, the random discard (Dark Coffin)"),
    'set_atk_until_end_of_turn': ("the face-up monsters its selector picks have `atk` ATK until the end of this turn, "
                                  "whatever else changes it (a `MOD_SET_ATK` row, read first by `atk_def.cur_atk`; an "
                                  "`ATK changed` event each; a Spell's passes a monster unaffected by Spells by: "
                                  "Triangle Ecstasy Spark)"),
    'each_player_summons_from_deck': ('R10: each player in the duel, in seat order from the activator, picks 1 monster of '
                                      'Type `race` with at most `atk_max` ATK from their own Deck (`choose` prompt to '
                                      'that player, one candidate per name) and Special Summons it in face-up Attack '
                                      'Position; a player without a free zone or such a monster summons none. '
                                      'Activation needs one for the activator (Magician\'s Circle)'),
    'zones_to_deck_and_draw': ('each player taking part (`who`: `each`, every player in the duel, R10/R21; '
                               '`you_and_opponent`, the activator and the designated opponent, R19), in seat order from '
                               'the activator, returns every card of the `zones` (a list of `hand`, `field`: every card '
                               'they control in a Monster, Spell/Trap or Field Zone, `graveyard`) to its owner\'s Deck '
                               '(a `shuffled into deck` event each; a Fusion Monster to the Extra Deck, a token ceases to '
                               'exist, a lost owner\'s card leaves the game, R32); the Decks that got cards are shuffled; '
                               'then each draws `draw` cards, in seat order (Fiber Jar)'),
    'swap_deck_and_graveyard': ('each player taking part (`who`, as `zones_to_deck_and_draw`\'s) swaps the cards of their '
                                'Deck and GY: the Deck\'s go to the GY (public; not a send, so no `sent to the '
                                'graveyard` trigger), the GY\'s to the Deck (a Fusion Monster to the Extra Deck); then '
                                'the Deck is shuffled (Exchange of the Spirit, after the condition `each graveyard at '
                                'least`)'),
    'excavate_summon_rest_to_hand': ('each player taking part (`who`, as `zones_to_deck_and_draw`\'s), in seat order from '
                                     'the activator, reveals the top `count` cards of their Deck to every player (as many '
                                     'as it holds; a `revealed` event each), Special Summons each monster of Level '
                                     '`max_level` or lower among them that effects may summon, into a free zone (a '
                                     '`position` prompt to that player each: `A_POSITION` face-up Attack, the other '
                                     'face-down Defense; `core/decision_steps.py`), and adds the rest to their hand '
                                     '(revealed: an `added to hand` event each) (Cyber Jar)'),
    'discard_event_card': ('needs target `event card` (the condition `opponent\'s normal draw`): the card drawn, if still '
                           'in the hand of the player who drew it, is discarded by the effect (a `discarded by a card '
                           'effect` trigger may follow) (Drop Off)'),
    'copy_target_original_stats': ("(a monster's) the card itself, if still face-up on the field, has as its original ATK "
                                   "and DEF the face-up target's original ATK and DEF, for as long as it stays face-up "
                                   'on the field (`MOD_ORIGINAL_ATK`, `MOD_ORIGINAL_DEF` rows read by '
                                   '`atk_def.original_stat`; the other changes apply on top: Copycat)'),
    'equip_target_to_self': ("(a monster's) the target monster, if still a legal target whose control can switch, "
                             'becomes an Equip Card attached to the card itself: it moves, face-up, to a free '
                             "Spell/Trap Zone of the activator's, who controls it (`target_operations.equip_monster_to`; as an "
                             'Equip Card it is destroyed when the card leaves the field). The card no longer face-up on '
                             'the field, or no free zone: the target is sent to its owner\'s GY. Activation needs a free '
                             'Spell/Trap Zone (Thousand-Eyes Restrict)'),
    'attack_all_opponents_monsters': ("the target, if still a face-up monster the activator controls, may attack each "
                                      'monster of each opponent of theirs once this turn (R16: all opponents; a '
                                      '`MOD_ATTACK_ALL` card row, a `MOD_ATTACKED_BY_ALL` row on each monster it '
                                      'attacked), and no other monster of the activator may attack this turn (a '
                                      '`MOD_ATTACKS_ONLY_BY` player row; `legal.mask_attacks`); a monster it destroys by '
                                      'battle has its effects negated: none of its triggers of that battle is activated '
                                      '(Diffusion Wave-Motion)'),
    'give_chosen_monster': ("at resolution the activator chooses 1 monster they control (`choose card` prompt; not a "
                            "target) and the effect's opponent takes control of it for good, into a free zone of theirs "
                            '(a `control` event; none free, or a monster whose control cannot switch: nothing). '
                            'Activation needs such a monster (Mystic Box, after its `destroy_target` with `if_done`)'),
    'destroy': ("destroys the cards its selector picks (on the field; to their owner's GY); with `as_many` (not the first "
                "op) as many as the op before it acted on, fewer if fewer are there (Infernal Flame Emperor); with "
                "`atk_damage`, once each is destroyed the effect's opponent (or the activator, then that opponent) takes "
                "damage equal to its ATK on the field (Judgment of Anubis)"),
    'banish': 'banishes the cards its selector picks, face-up (not a destruction)',
    'send_to_graveyard': ("sends the cards its selector picks to their owner's GY (not a destruction, not a discard); "
                          "with `tribute` as a Tribute (a `tribute` event each: Magical Dimension). With `pick = \"all\"` "
                          "it counts, for a following `as_many`, only the cards that reached a GY (not a token, nor a "
                          "card banished instead: Chaos Emperor Dragon - Envoy of the End)"),
    'to_hand': ("adds the cards its selector picks to their owner's hand (from a Deck: revealed, an `added to hand` "
                'event; Sangan, Reinforcement of the Army)'),
    'to_deck': ("returns the cards its selector picks to their owner's Deck: shuffled in (a `shuffled into deck` "
                'event) or placed on top (Malevolent Nuzzler)'),
    'change_to_defense_position': ("changes the face-up Attack Position monsters its selector picks to face-up Defense "
                                   'Position (a `position` event each); with `zero_original_def` their original DEF is 0 '
                                   'until the end of this turn (a `MOD_ZERO_ORIGINAL_DEF` row), with `lock_position` their '
                                   'battle positions cannot be changed (B9) for the rest of the turn (Curse of Anubis); '
                                   "with `face_down` (alone) the face-up monsters it picks go to face-down Defense Position "
                                   "instead (`move_notes.turn_face_down`: their counters, effects' changes and Equip Spells "
                                   'go; Swords of Concealing Light)'),
    'special_summon': ("Special Summons the cards its selector picks to the activator's field (`position` prompt for "
                       '`choice`): monsters effects may summon, into free zones (R22: Rivalry of Warlords). `pick = "all"` '
                       '(with a fixed `position`) summons every one found, as many as zones allow ("as many as possible"); '
                       'with `bound` each is destroyed when this card leaves the field (a `MOD_BOUND` row, '
                       '`move_notes.note_release`: Hysteric Party); with `as_many` (`pick = "up to"`, not the first op) up to as many as '
                       "the op before it acted on (Big Wave Small Wave); with `no_direct_attack` each cannot attack a "
                       "player directly while it stays face-up on the field (a `MOD_NO_DIRECT_ATTACK` row), with "
                       "`return_in_end_phase` each returns to its owner's Deck, a Fusion Monster to the Extra Deck, as "
                       "this turn's End Phase begins, if still face-up on the field (a `MOD_TO_DECK_IN_END_PHASE` row, "
                       "`turn.destroy_doomed`: Magical Scientist)"),
    'draw': ('the activator draws, or with `who = "opponent"` the effect\'s opponent (R11 (b): activation needs that '
             'many cards in their Deck; Hiro\'s Shadow Scout); with `discard` each card drawn is shown to every player '
             '(a `revealed` event, R22) and one of that kind is discarded. The activator\'s draw: '
             'activation needs that many cards in the deck. With `as_many` (not the first op,'
             ' no `count`) as many cards as the op before it acted on (Reload); with `per`, `count` for each card it counts, '
             'none if it counts none (Good Goblin Housekeeping: a draw of 1, then 1 for each copy in the GY). A selection '
             'from the hand after a draw needs no card in the hand as the effect is activated. With `until_hand` (no '
             '`count`) the drawer draws until they hold that many cards; activation needs fewer in their hand (a '
             'Deck too short draws what it holds, B21); with `keep_count` the cards drawn are added to the card\'s '
             'counters (`c_counter`, kept while it stays face-up), which a later `discard_random` with `per_counter` '
             'uses up (Mirage of Nightmare)'),
    'destroy_target': ('destroys the target if it is still on the field (banished instead of sent to the GY); with '
                       "`atk_damage` as `destroy`'s (R19: Ring of Destruction, the activator and the designated "
                       'opponent; docs/interpretations.md)'),
    'negate_attack': 'negates the attack being declared; the Battle Phase may end (End Step, then Main Phase 2)',
    'set_target': ('turns the target monster face-down (Defense Position); without a target (a monster\'s effect only) '
                   'the monster itself, if still face-up (Stealth Bird)'),
    'special_summon_target': ("Special Summons the target to the activator's field in the position the activator chooses "
                              '(`position` prompt), or in face-up Attack Position; activation needs a free zone'),
    'take_control': ("the activator controls the target monster until this turn's End Phase (position and its record of "
                     'the turn kept); then it returns to the player it was taken from, leaves the game if that player has '
                     'lost (R32), or goes to the GY without a free zone'),
    'set_lp': ("the activator's and the effect's opponent's LP become `lp` (not damage; a loss at 0 is credited to "
               'the activator, A-47)'),
    'target_to_hand': ("each target still legal goes to its owner's hand (public); with `no_activation_this_turn` it "
                       "cannot be activated this turn, from the hand or Set (a `MOD_NO_ACTIVATION` row on it: Fairy "
                       "of the Spring)"),
    'target_to_deck': ("each target still legal is shuffled into its owner's Deck (a `shuffled into deck` event; The "
                       'Graveyard in the Fourth Dimension\'s 2 "LV" monsters from the GY)'),
    'flip_monsters': ("the effect's opponent's face-down monsters (`who = \"every player\"`: every player's in the duel, R10) "
                      'are turned face-up in Defense Position (R39, R11 example 4); Flip Effects trigger, unless '
                      '`flip_effects = false` (Ceasefire: not activated)'),
    'discard': ("the activator, or the effect's opponent (`who`; needs `opponent`: activation then needs a card in that "
                "player's hand, R11 (b)), discards that many cards of their own choice, one `discard` prompt each (fewer "
                "if the hand runs out) (Delinquent Duo's second card)"),
    'swap_target_original_stats': ("the target monster (without a target, a monster's own effect: the monster itself), if "
                                   'still a face-up monster, has its original ATK and DEF switched (a `MOD_SWAP_ORIGINAL` '
                                   'row, `atk_def.original_stat`) until the end of this turn, or with `until = "while on '
                                   'the field"` for as long as it stays face-up there (Great Spirit; Sand Moth after '
                                   '`special_summon_self`); the other changes apply to the switched values'),
    'look_at_top_card': ('the activator looks at the top card of their Deck (a `revealed` event seen by them alone) and '
                         'may put it at the bottom of the Deck (`choose card` prompt: `A_SELECT` puts it there, '
                         '`A_PASS` leaves it on top) (Maharaghi). An empty Deck: nothing'),
    'guess_hand_card_kind': ("the effect's opponent declares a card kind (`declare type` prompt, PROMPT 16: `A_SELECT` + "
                             '0 Monster, 1 Spell, 2 Trap; a public `declared` event), then a card of the activator\'s '
                             'hand picked at random (the duel\'s seeded RNG) is shown to every player (`revealed`); a '
                             'wrong guess sets `ch_done`, so an op with `if_done` follows (Ordeal of a Traveler). '
                             'Activation needs a card in the activator\'s hand; an opponent gone by then: nothing'),
    'additional_normal_summon': ('the activator may Normal Summon or Set 1 more monster this turn (B7: one more in '
                                 '`normal_summons`); activated only in their own Main Phase (Ultimate Offering; its use in '
                                 "an opponent's Battle Phase is not built: interpretations.md)"),
    'shuffle_set_monsters': ("the activator's face-down monsters in their Main Monster Zones change zones among themselves "
                             "at random (the duel's seeded RNG), so the other players lose track of which is which (a "
                             '`shuffled set cards` event); activation needs 2 or more of them (Shifting Shadows)'),
    'hand_to_deck': ("the activator, or the effect's opponent (`who`; needs `opponent`), picks exactly `count` cards of "
                     "their own hand, one `choose` prompt each (one candidate per name), and returns them to their Deck "
                     "(`place`: shuffled, on top or at the bottom, in the order picked); with fewer cards in hand, none "
                     "(Sillva, Warlord of Dark World's \"exactly 2 cards\"). Activation needs nothing. With `any_number` (no `count`) "
                     "1 or more, as many as the player likes: each pick after the first may be declined (`A_PASS`), "
                     "and a `draw` with `as_many` after it draws that many (Magical Mallet)"),
    'discard_hand_draw': ('players discard their whole hands, then draw, in seat order from the activator: `each` is every '
                          'player in the duel who has a hand (R21); `you_and_opponent` the activator and the designated '
                          'opponent (R19; needs `opponent`); `morphing_jar_scope` is the pair by default and every player in '
                          'the duel under `morphing_jar_scope="all_players"`, which also drops the designation (A-04). With '
                          '`draw = 0` activation needs a card in some hand besides the activated one'),
    'discard_random': ("the effect's opponent discards that many cards from their hand at random (the duel's seeded RNG, "
                       '`core/rng.py`); an empty hand: nothing (Spirit Reaper, T-R12b); with `damage_per_level` a '
                       'discarded monster deals that player that much damage for each of its Levels (Thestalos the '
                       'Firestorm Monarch). With `who = "you"` the activator discards instead (no opponent needed); '
                       'with `per_counter` (no `count`) as many cards as the card\'s counters, which are then removed: '
                       'none if it left the field; activation needs a counter (Mirage of Nightmare\'s Standby Phase)'),
    'declare_mill': ('as it activates the effect (after its costs, before anyone may respond; `ch_declared`), the '
                     'activator declares a card kind (`declare type` prompt, PROMPT 16: `A_SELECT` + 0 Monster, 1 Spell, 2'
                     " Trap; a public `declared` event); at resolution the effect's opponent picks 1 card of that kind "
                     'from their Deck (`choose` prompt, one candidate per name), which goes to their GY, and their Deck is'
                     ' shuffled; none of that kind: nothing (Vampire Lord)'),
    'banish_from_grave': ("the activator picks a monster in the effect's opponent's GY (`choose` prompt) and banishes it, up to"
                          ' `count` times; each pick after the first may be declined (`A_PASS`). Activation needs such a '
                          'monster and `static_locks.grave_banish_allowed` for the activator (R16), checked again at each pick '
                          '(Kycoo). The monsters are chosen at resolution, not targeted at activation (a link holds one target)'),
    'banish_target': ('banishes the target (face-up; not a destruction) if it is still where it was targeted; with '
                      '`until_end_phase` a banished monster returns to its owner\'s field in the position it had as this '
                      "turn's End Phase begins (not a Summon; a `MOD_RETURN_IN_END_PHASE` row, `turn.return_banished`; "
                      'no free zone: to the GY; an owner out of the duel: it stays banished) (Interdimensional Matter '
                      'Transporter)'),
    'attack_again': "the card itself may declare one more attack this Battle Phase (B11's limit lifted once)",
    'damage': ("the activator, the effect's opponent, or the controller of the link's target (`target's controller`, "
               'read as it resolves: after a `destroy_target` the owner of the Spell/Trap, who controlled it: Stamping '
               'Destruction) takes that much damage (credited to the activator, A-47); with `per`, that much for '
               'each card it counts; with `as_many`, for each card the op before it acted on, or, as the first op of '
               'an effect whose cost sends its card to the GY (`send_self_cost`, `tribute_cost`), for each counter '
               'that card had (Wave-Motion Cannon). With `target_atk` (no `amount`) the damage is the target\'s '
               'current ATK, none if it is no longer a legal target (B16: Magic Cylinder). `who = "every player"`: each '
               'player in the duel (R10), less `less_per_spell_trap` for each Spell/Trap Card they control (Spell/Trap '
               'Zones and Field Zone; none below 0: Simorgh, Bird of Divinity)'),
    'equip_self_to_battled': ('(a monster\'s trigger on `attacked face-down, before damage calculation` only) the monster '
                              'becomes an Equip Card attached to the other monster of the attack: it moves to a free '
                              'Spell/Trap Zone of its controller\'s, face-up (`attach`, mode `equip`: destroyed when that '
                              'monster leaves the field or is turned face-down), and the attack stops (its target left). '
                              'No free zone, or the attacker face-down or gone: the card is destroyed (Blast Sphere)'),
    'destroy_attached_monster': ('(a trigger on `standby phase of the attached monster\'s controller` only) the face-up '
                                 'monster this card is attached to is destroyed; with `damage` (needs `opponent`: the '
                                 'OPP-LINK player, that monster\'s controller) that player takes damage equal to its ATK '
                                 'on the field; if it is not destroyed, this card is (Blast Sphere)'),
    'equip_from_graveyard': ("the activator equips as many Equip Spells from their GY as possible, one at a time "
                             "(`choose` prompts: the Equip Spell, then the monster): each to a face-up monster of "
                             "Type `race` they control that its own `target` selector accepts, face-up into a free "
                             "Spell/Trap Zone, staying as if resolved; no activation (`core/grave_equip.py`: Gilford "
                             "the Legend)"),
    'look_and_destroy_monsters': ("the activator looks at the effect's opponent's hand and face-down monsters (a "
                                  '`revealed` event each, looked at by the activator alone), then every monster in that '
                                  'hand or among that player\'s monsters with `atk_min` or more ATK, or `atk_max` or less (one of '
                                  'them; the current ATK on the field, the printed one in the hand) is destroyed (Crush '
                                  'Card Virus, 2006 wording; Deck Devastation Virus)'),
    'damage_battled_atk': ('(a trigger on `battles a monster`, `destroyed in battle, after damage calculation` or `attacked '
                           'in attack position, before damage calculation` only) the controller of the monster this card '
                           'battles (the other one of the attack) takes damage equal to its current ATK, if it is still '
                           'on the field (Reflect Bounder, Zoma the Spirit); no `opponent` needed'),
    'change_position_target': ('the target monster changes its battle position: face-up Attack and Defense swap; a face-down one is '
                               'turned face-up in Attack Position (its Flip Effect triggers)'),
    'attach_target': ('attaches this card (an Equip Spell, Call of the Haunted, Nightmare Wheel) to the target monster, '
                      'which must be on the field (a monster just Special Summoned from a GY by the link counts); nothing '
                      'to attach to: the card goes to the GY. When the monster leaves the field, the card is destroyed (an '
                      'Equip Spell also when the monster is turned face-down or no longer passes the card\'s `target` '
                      'selector: `selectors.drop_unequippable`). `equip`: the card leaving does nothing to the monster; '
                      '`bound` destroys it (Premature Burial, Call of the Haunted) and `control` gives it back to the '
                      'player it was taken from (the designated opponent; R32: out of the game if that player has lost). '
                      '`control` first takes control of it (Snatch Steal); activation then needs a free zone. A '
                      "monster's trigger in its GY (Dark Necrofear) first places the card face-up in a free Spell/Trap "
                      'Zone (activation needs one). '
                      '(`c_attached`; `move_notes.note_release` queues what follows, `zones.release_attached` moves it before '
                      'anyone is asked)'),
    'gain_lp': ("the effect's opponent, or the activator, gains that much LP (with `per`, for each card it counts; with "
                "`as_many`, not the first op, for each card the op before it acted on: Emergency Provisions) (a"
                " `gain LP` event; `own LP gain` triggers follow); `snatch_steal_gain`: only in that player's own "
                'turn under the default `snatch_steal_gain="only_on_victim_turn"` (A-05, P39), in every such turn '
                'under `"every_opponent_standby"`; `holds a spell`: only if that player holds a Spell Card in hand, '
                'checked as the trigger is chained (it is not chained otherwise) and again at resolution (The Eye of '
                'Truth, T-R13a)'),
    'negate_effect': ('needs a chain-link condition: the effect of the link this one answers (the previous link) is negated '
                      '(`ch_negated` = `NEGATED_EFFECT`, a `negated` event with its third value 1): that link resolves doing '
                      'nothing, but its activation stands, unlike `negate_activation`: a lasting Spell/Trap stays on the '
                      'field, a Spell still counts as resolved (Spell Counters, `a spell card resolves`), and a '
                      '`negate_activation` may still negate the activation (Dark Balter the Terrible)'),
    'toss_coin': ('the activator tosses a coin `times` times on the duel\'s seeded RNG (`operations.chance`; the same seed '
                  'gives the same results), each a public `coin toss` event (Heads 1, Tails 0). The link\'s chance result '
                  '(`ch_result`) is the number of Heads, read by a later op\'s `if_result = [min, max]` ("if at least 2 of '
                  'the results are Heads": `[2, 3]`; Barrel Dragon, Sand Gambler); `ch_done` holds it too, for `as_many`. '
                  '"Call it": Heads is a right call (docs/interpretations.md). An op with `if_result` may not come up, so '
                  'activation does not need it to find cards (Sand Gambler may designate an opponent without monsters)'),
    'keep_one_send_rest': ('the activator chooses 1 monster they control (a `choose card` prompt as the link resolves; not a '
                           'target); then every other card on every field and in every hand of the players in the duel (R10, '
                           "R21), this link's own card aside (it goes as a Normal Trap does, once resolved), is sent to its "
                           "owner's GY by the effect, Spells/Traps first (`each_player.send_all_but`; a monster destroyed by "
                           'battle in this Damage Step goes at its end). The kept monster (its zone + 1 in `ch_done`, 0 none: '
                           'the activator controls no monster any more) is what a following '
                           '`opponent_summons_from_deck_to_battle` battles. Activation needs a monster of the activator\'s '
                           '(Last Turn)'),
    'opponent_summons_from_deck_to_battle': ("(after `keep_one_send_rest`; needs `opponent`) the effect's opponent picks 1 "
                                             'monster of their Deck that effects may summon (a `choose card` prompt, one '
                                             'candidate per name) and Special Summons it in face-up Attack Position; the '
                                             'Deck is shuffled. If they did and the kept monster is still on the field, '
                                             'the summoned monster attacks it at once: a damage calculation outside the '
                                             'Battle Phase (`forced_battle.battle_now`: the attack of `battle.py`, a '
                                             'face-down monster flipped, B12 or P21, the destroyed monsters sent at once '
                                             'with their "destroyed by battle" triggers); `battle_damage = "none"`: no '
                                             'player takes battle damage from it. Nothing is needed to activate it (Last Turn)'),
    'opponent_picks_from_deck': ("the activator picks `count` cards of their Deck, one `choose` prompt each (one "
                                 "candidate per name); they are shown to every player (a public `revealed` event each; R22, "
                                 "as Hiro's Shadow Scout's), the effect's opponent picks 1 of them (a `choose` prompt to "
                                 "them; the cards of another's Deck they pick among are visible to them), which is added "
                                 "to the activator's hand, and the others are sent to the GY (not discarded); the Deck is "
                                 "shuffled. Activation needs `count` cards in the Deck; an opponent gone by resolution "
                                 "picks nothing and nothing moves (R11 (d)) (Painful Choice)"),
    'roll_die': ('the activator rolls a six-sided die `times` times on the duel\'s seeded RNG, each a public `die roll` event; '
                 'the link\'s chance result (`ch_result`) is their total, read by a later op\'s `if_result` ("on a 1 or 2": '
                 '`[1, 2]`), and `ch_done` holds it for `as_many` ("gains ATK equal to the result x 200": `gain_stats` with '
                 '`atk = 200, as_many = true`; Maximum Six, Fire Darts). With `declare` (1 die) the activator first declares '
                 'that many different numbers 1-6 as it resolves (a `declare level` prompt each, PROMPT 19: `A_SELECT` + '
                 'n - 1, those declared not offered; a public `declared level` event each; `ch_declared` bit n - 1), and a '
                 'later op\'s `if_result = "declared"` or `"not declared"` runs only if the result is, or is not, one of '
                 'them (Sixth Sense)'),
    'skip_phase': ('the players `who` names (the activator; the effect\'s opponent, which needs `opponent`; every player; '
                   'every opponent) skip their next `count` phases of that kind: a lasting modifier row '
                   '(`MOD_SKIP_DRAW`, `MOD_SKIP_STANDBY`, `MOD_SKIP_MAIN1`, `MOD_SKIP_BATTLE`) used up as the phase would '
                   'begin (`turn.run_turn`): a skipped Draw Phase draws nothing (Reckless Greed, Time Seal); a skipped '
                   'Standby Phase has no trigger, counter or upkeep (Solomon\'s Lawbook); a skipped Main Phase 1 goes on '
                   'to the Battle Phase (Timeater); a skipped Battle Phase is not offered (`legal.battle_phase_open`) and '
                   'is used up as Main Phase 1 ends, so one skipped in the player\'s own Main Phase 1 is this turn\'s '
                   '(Frozen Soul)'),
    'negate_summon': ('needs `condition = "summon attempt"`: the Summon being attempted is negated and its monster '
                      'destroyed; it was never summoned (no summon event, no trigger of its Summon, no window; the Normal '
                      'Summon stays used)'),
    'negate_activation': ('needs a chain-link condition: the activation of the link this one answers (the previous link) is '
                          'negated (`ch_negated`, a `negated` event); with `destroy` its card is destroyed. A negated link '
                          'resolves doing nothing, and its Spell/Trap goes to the GY instead of staying. With '
                          "`unless_discard` (a card kind; needs `opponent`: HELP, the activator of that link) the effect's "
                          'opponent may first discard 1 card of that kind from their hand (`choose` prompt, `A_PASS` '
                          'declines) to negate this effect instead (Magic Drain)'),
    'set_spell_trap_from_hand': ('after a `destroy_target` in the same effect ("destroy that target, then you can Set"): if that '
                                 'target was destroyed (`ch_done`), the activator may Set a Spell/Trap from the hand into a free zone '
                                 '(`choose card` prompt that may be declined, `A_PASS`; no Field Spell) (Dust Tornado)'),
    'banish_from_each_others_grave': ("R19 (Soul Demolition): the activator picks a monster in the effect's opponent's GY, then that "
                                      "opponent picks one in the activator's GY (`choose card` prompts to the two players), and both are "
                                      'banished. A player barred from banishing from a GY (`static_locks.grave_banish_allowed`, R16: Kycoo) or '
                                      'with nothing to pick makes no pick; activation needs at least one possible pick'),
    'return_to_hand': ("(a monster's) the card itself, if still face-up on the field, goes to its owner's hand (public): a "
                       "Spirit's return (Tsukuyomi)"),
    'banish_battled': ('(a trigger on `battles a monster` or `destroyed in battle, after damage calculation` only) the '
                       'monster this card battles (the other one of the attack) and then this card are banished, each if '
                       'still on the field; in the Damage Step, before monsters destroyed by battle go to the GY (D.D. '
                       'Warrior Lady, D.D. Assailant)'),
    'destroy_battled': ('(a trigger on `battles a monster that survives`, `attacks a face-up defense position monster` '
                        'or `attacks a face-down monster` only) the monster this card battles (the other one of the '
                        'attack in progress), if still on the field and of Type `race` or `or_race` (`any`: every '
                        'Type), is destroyed by the effect, a face-down one without being flipped; in the Damage Step '
                        '(B13: Ryu Kokki, Ninja Grandmaster Sasuke; Mystic Swordsman LV2 before damage calculation, '
                        'so none follows)'),
    'mill': ("the activator, or the effect's opponent (`who`; needs `opponent`), sends the top `count` cards of their "
             'own Deck to their GY, one by one (not a discard nor a draw, no loss by it; `sent to the graveyard` '
             'triggers follow); activation needs that many cards there, and it sends fewer if the Deck ran out '
             'meanwhile (Goblin Zombie, Don Zaloog). With `as_many` (no `count`, not the first op) as many as the op '
             'before it acted on, or the die rolled (Sixth Sense)'),
    'look_at_hand': ("the activator looks at the effect's opponent's hand (a `revealed` event per card, `looked` 2: seen "
                     'by the activator alone; while they pick, those cards are visible to them, `visibility.offered_to`), '
                     "picks 1 card of it (`choose` prompt, one candidate per name), which is discarded, or shuffled into "
                     "its owner's Deck (`then`). Activation needs a card in that hand, R11 (b) (Confiscation, The Forceful "
                     'Sentry)'),
    'swap_original_stats': ("R10 (Shield & Sword): every face-up monster on every player's field now has its original ATK "
                            'and DEF switched until the end of this turn (a `MOD_SWAP_ORIGINAL` row each, counted: a second '
                            'switch switches back; `atk_def.original_stat`); the other changes apply to the switched values. '
                            "A monster unaffected by Spells is skipped by a Spell's; activation needs a face-up monster"),
    'swap_control': ("R19 (Creature Swap): at resolution the activator chooses 1 monster they control, then the effect's "
                     'opponent 1 they control (`choose card` prompts; not targets), and the two switch control (each to '
                     "the zone the other left); neither can change its battle position (B9) or be Flip Summoned for the "
                     'rest of the turn (`c_manual_pos_turn`: as if its one change of the turn were made). Activation needs a monster on each side; '
                     'one side without a monster by then: nothing'),
    'require_count': ('a check, with the [selector keys](#selector-keys) `from`, `whose`, `filter` of a count and '
                      '`min` (default 1; 0 with `max` alone), `max` 0–60: the cards it counts must number `min` to '
                      '`max` for the effect to be activated, and again as it resolves: if they no longer do, the effect '
                      'stops at this op ("you must control no Spell/Trap Cards to activate and to resolve this effect": '
                      "Treeborn Frog; Pot of Avarice's 5 monsters, chosen as it resolves)"),
    'place_counter_target': ('the target, if still face-up on the field, gets `count` counters, up to what it can hold: the '
                             '`max` of its own `place_counter` or `max_counters` of its `spell counter` static '
                             '(`c_counter`). A target table with the filter key '
                             '`counter_room` finds the cards that can hold one more (Apprentice Magician)'),
    'tributable_target': ("the activator may Tribute the target monster this turn as if they controlled it: for a "
                          'Tribute Summon or Set (offered in the `tribute` prompt after their own monsters) or a Tribute '
                          "cost (`tribute_monster_cost`); it goes to its owner's GY (a `MOD_TRIBUTABLE` card row; "
                          '`zone_queries.tribute_candidates`; Soul Exchange)'),
    'place_counter': ("the card itself, if face-up on the field (a monster, or a face-up Spell/Trap), gets `count` "
                      'counters, up to `max` in all (`c_counter`; counters are removed when the card leaves the field or '
                      "is turned face-down) (Breaker the Magical Warrior; Pitch-Black Power Stone's activation)"),
    'fusion_summon': ('B10 (Polymerization): the activator picks a Fusion Monster of their Extra Deck that can be Fusion '
                      'Summoned now (`choose` prompt, one candidate per name), then, for each of its materials that several'
                      ' cards fit, which one (`choose` prompt; one fitting card is taken without asking): cards of the '
                      'named materials in their hand or among the monsters they control. The materials go to the GY '
                      'together, then the monster is Special Summoned in the position they choose (`position` prompt), '
                      'properly (`c_proper`). Activation needs such a monster: every material at hand, and a free zone or a'
                      ' material on the field (`procedure.fusable`); the unit is `core/fusion.py`'),
    'ritual_summon': ('B10 (Black Luster Ritual, Contract with the Abyss): the activator picks a Ritual Monster of their '
                      'hand (or Extra Deck, P9) that `card` names or that has the `attribute` (`choose` prompt, one '
                      'candidate per name), then Tributes monsters of their hand or field one at a time (`choose` prompt; '
                      'a single fitting card is taken without asking) until their Levels total its Level: `levels` '
                      '"at least" (no Tribute more than needed: the total less the lowest Level stays below it) or '
                      '"equal"; a card is offered only if the set can still be completed, a zone included (a field '
                      'Tribute frees one). Then the monster is Special Summoned in the position they choose, properly '
                      '(`c_proper`: a Ritual Monster must first be Ritual Summoned before another effect may Special '
                      'Summon it). Activation needs such a monster with its Tributes at hand; the unit is `core/ritual.py`'),
    'special_summon_self': ("a monster's trigger from a GY or banished (Twin-Headed Behemoth, D.D. Scout Plane, Vampire Lord): "
                            "the card Special Summons itself to its owner's (its activator's) field, if it is still in the GY or "
                            'banished and a zone is free (activation needs both); a Trap with `trap_monster` stats (Embodiment of'
                            ' Apophis) Special Summons itself from its Spell/Trap zone to a monster zone, a monster with those '
                            'stats that is still a Trap Card; with `stats` its original ATK and DEF become that while it stays '
                            'face-up on the field (`MOD_ORIGINAL_ATK`/`DEF` rows: `atk_def.original_stat`)'),
    'summon_from_hand': ('the activator picks a monster of that Level or lower from their hand (`choose` prompt, one candidate'
                         ' per name), then its position (`position` prompt), and Special Summons it; activation needs such a '
                         'monster and a free zone. With `race` only monsters of that Type; with `card` only cards of that name'
                         " (Ancient Lamp's La Jinn); with `after_tribute` (after a `send_to_graveyard` with `tribute`) only if"
                         ' that Tribute was made. It notes whether it summoned for a following `if_done` op (Magical '
                         'Dimension\'s "then you can destroy")'),
    'redirect_attack': ('needs trigger `attacked face-down`, `OPP-LINK` and a selected target: the attack being declared now '
                        "targets the link's target (a monster of the attacking player other than the attacker; "
                        '`target_candidates` leaves the attacker out) and the attacked player becomes the attacking player '
                        '(`atk_counts` taken again: no replay) (Ancient Lamp, R12)'),
    'exchange_hands': ("R19 (Exchange, T-R19b): the activator's and the effect's opponent's hands are shown to every player "
                       '(A-40: a `revealed` event per card, and `hand_shown` while the picks are made, so every observation '
                       "shows them); the activator picks 1 card of the opponent's hand, then the opponent 1 of the "
                       "activator's (`choose card` prompts, one candidate per name), and each goes to the other's hand (an "
                       '`added to hand` event; its owner does not change, R33); then the hands are hidden again. Activation '
                       'needs a card in each hand (the activated Exchange aside), so only an opponent with a hand may be '
                       'designated; a player out of the duel by then: no exchange'),
    'declare_level_excavate': ("R11 example 5 (Reasoning, T-R11g): the effect's opponent, and only they, declares a Level (`declare "
                               'level` prompt, PROMPT 17: `A_SELECT` + Level − 1, 1–12; a public `declared level` event); the '
                               'activator reveals cards from the top of their Deck (a `revealed` event each) until a monster that '
                               'can be Normal Summoned or Set (no Fusion, Ritual, or procedure-only monster). If its Level is the '
                               'declared one, it and the other revealed cards go to the GY; if not, the other revealed cards go to '
                               'the GY and it is Special Summoned in the position the activator chooses (`position` prompt), or goes'
                               ' to the GY too if it cannot be (no free zone, `cannot_special_summon`, Rivalry of Warlords). No such'
                               ' monster in the Deck: the Deck is shuffled and nothing moves. Activation needs a card in the Deck; '
                               'an opponent gone by resolution declares nothing (R11 (d)), and any monster is then summoned'),
    'gain_stats': ("the target monster, if still a face-up monster (without a target, only for a monster's effect: the "
                   'monster itself), gains `atk` ATK and `def` DEF until the end of this turn (Rush Recklessly, Castle '
                   'Walls; Reinforcements\' "until the End Phase" is the same): `MOD_ATK`/`MOD_DEF` rows of the lasting '
                   'modifiers ([effects.md](effects.md#lasting-modifiers)); gains add up, on top of the static changes '
                   'and before a doubling (`atk_def.modified`); an `ATK changed` event (EV 46) gives the ATK after it. '
                   'It directly changes ATK/DEF: usable in the Damage Step (B13). With `until = "end of damage step"` '
                   '(needs condition `this card battles`) the gain lasts until the Damage Step ends '
                   '(`battle.reset_damage_step`: Injection Fairy Lily\'s "during that damage calculation only"); with '
                   '`until = "while on the field"` for as long as the monster stays face-up on the field (a row that '
                   'never lapses by time: Zombyra the Dark\'s -200). A negative `atk`/`def` is a loss. With `as_many` '
                   '(not the first op) that much for each card the op before it acted on (`ch_done`: White-Horned '
                   'Dragon\'s 300 per banished Spell). With `battled` (a trigger on `battles a monster`, `destroyed in '
                   'battle, after damage calculation` or `attacked in attack position, before damage calculation`, no '
                   'target) the monster this card battles gains it instead (Slate Warrior); with `piercing` the monster '
                   'also inflicts piercing battle damage for as long (B12: a `MOD_PIERCING` row, `attack_statics.pierces`: '
                   'Exarion Universe)'),
    'halve_atk_add_to_other_target': ('(a target count of 2) the first target\'s ATK is halved (B23: rounded up) and the '
                                      'second target gains the ATK the first lost, until the end of this turn (`MOD_ATK` '
                                      'rows); both must still be legal targets, else nothing (Riryoku)'),
    'player_modifier': ('a row of the lasting modifiers ([effects.md](effects.md#lasting-modifiers)) on each player `who` '
                        "names (the activator; the effect's opponent, which needs `opponent`; every player in the duel, "
                        'players who join later included; every opponent of the activator, R16): `no battle damage` (Kuriboh '
                        'for this battle, Waboku for the turn), `battle damage to the attacker` (R12, Dimension Wall: '
                        'credited to the activator, A-47), `no spell/trap activation or set` (R22, Cold Wave: '
                        '`static_locks.spells_traps_barred`), `no position changes` (R16, Mesmeric Control: no B9 change and no '
                        'Flip Summon; card effects still change positions), `no summons` (a Set is allowed), `monsters not '
                        'destroyed by battle` (Waboku: `attack_statics.battle_proof`), `no attack declarations` (R11, Threatening '
                        "Roar: `legal.mask_attacks`), " '`destroy drawn monsters` (with `atk_min` or `atk_max`, a multiple '
                        "of 100: in the player's own turns, or in every turn with `every_draw`, each card they draw is "
                        'shown to every player and a monster with `atk_min` or more printed ATK, or `atk_max` or less, is '
                        'destroyed, `zones.destroy_drawn`: Crush Card Virus, Deck Devastation Virus; rows of other bounds '
                        'apply side by side), `traps from hand` (the player may activate Trap Cards from their hand, '
                        'in any window a Set Trap could be, placed in a free Spell/Trap Zone as they are activated: '
                        '`effects.timing_allows`, Makyura the Destructor), `sole monster controller wins at end phase` (with `until = '
                        '"end of turn"`: as this turn\'s End Phase begins, the only player in the duel who controls monsters is '
                        'owed a special win, R37, else every remaining player loses at once, a draw, B22; only under '
                        '`special_win_policy="v3_team_rule"`: `special_win.end_phase_verdict`, Last Turn). `end of battle` and `end of damage step` need '
                        "condition `attack` or `attacked by an opponent` (an attack in progress); for the activator's own "
                        'battle damage only the attacked player may activate it. `end of your next turn` counts the '
                        "activator's turns and ends at once if the activator leaves the duel; `end of their next turn` counts"
                        " each affected player's own; with `count` either lasts through the count-th such turn; `end of their turn` "
                        "counts each affected player's turns with the one in progress as the first if it is theirs "
                        '("until the end of their 3rd turn after this card\'s activation")'),
    'halve_original_atk_until_end_of_turn': ("the target monster's original ATK (printed, or as `special_summon_self` set it) is halved, rounded "
                                             'up (B23: 1001 becomes 501), until the end of this turn; the other changes apply to the halved value '
                                             '(Shrink; a `MOD_HALVE_ORIGINAL_ATK` row). Usable in the Damage Step (B13)'),
    'double_own_atk_destroy_in_end_phase': ("the activator's face-up monsters of that Type (not targets) each gain their ATK at resolution "
                                            "(doubled) until the end of this turn, and are destroyed by their controller's effect as this turn's "
                                            'End Phase begins (`turn.destroy_doomed`, a `MOD_DESTROY_IN_END_PHASE` row, dropped like the stat '
                                            'changes), if still face-up on the field. Activation needs such a monster. Usable in the Damage Step '
                                            '(B13) (Limiter Removal)'),
    'keep_one_type': ('R22 (Rivalry of Warlords): asks for the Type adjustment of `one monster type each` (`adjust_due`) '
                      'once the card is face-up'),
    'special_summon_tokens': ('B10 (Scapegoat): the activator Special Summons `count` tokens of that card at once, face-up in that '
                              'position, into token rows of the card table (`core/tokens.py`, [effects.md](effects.md#tokens-b10));'
                              ' each is a Special Summon (an event each). With `to = "opponent"` (needs `opponent`) they go '
                              "to the effect's opponent's field: the activator summons and owns them, that opponent controls "
                              'them (Ojama Trio). Activation needs room for all of them on that field '
                              '(`field_room.room_for_monsters`: free zones, Kaiser Colosseum, Spatial Collapse) and no Summon lock on '
                              'the activator; at resolution without room for all, or under Rivalry of Warlords with face-up '
                              'monsters of another Type (R22, `field_room.race_fits`), none'),
    'turn_player_tributes_for_damage': ('R13 example 3, R20 (Ectoplasmer, T-R13c, T-R20b): the turn player picks one of their face-up '
                                        "monsters (`choose card` prompt) and Tributes it; the effect's opponent (designated by the turn "
                                        'player, `OPP-PHASE-TP`) takes half its original ATK, rounded up, as damage from the turn player '
                                        '(A-47). Activation needs a face-up monster of the turn player'),
}
# the selector keys (cards/selectors.py)
SELECTOR_KEY_MEANINGS: dict[str, str] = {
    'from': ('where it looks. `destroy` takes from the field; `special_summon` from a hand, Deck, GY, the banished '
             'cards or the Extra Deck (a Fusion Monster summoned from there by such an effect is not Fusion Summoned, '
             'so not properly summoned, B10: Cyber-Stein); `to_hand` not from a hand, `to_deck` not from a Deck, '
             '`send_to_graveyard` not from a GY, `banish` not from the banished cards'),
    'whose': ("whose cards: the activator's, the effect's opponent's (its opponent class: R11, R12, R18; needs "
              "`opponent`), every player's in the duel (R10), every opponent's of the activator (R16, OPP-ALL). A "
              "hand or a Deck is the activator's own, unless the op takes them all (`pick = \"all\"`: Ocean Dragon "
              "Lord - Neo-Daedalus sends every player's hand)"),
    'pick': ('`choose`: the activator picks `count` of them, one `choose` prompt each (one candidate per name in a'
             ' hand or a Deck: copies are the same choice), fewer only if fewer are there; `up to`: the first is '
             'due, the others may be declined (`A_PASS`); `all`: every one at once; highest/lowest (from '
             '`monsters` only): the one monster with the highest or lowest current ATK or DEF, a tie chosen by the'
             ' activator (R11 example 1). None of them is a target'),
    'count': 'how many a `choose` or `up to` takes',
    'optional': ('"you can": the activator may decline it at its first prompt, and the effect may be activated without'
                 ' such a card; a target\'s ("you can target up to 2": Goldd, Wu-Lord of Dark World): no target is due, '
                 'the first target prompt may be declined (`A_PASS`) and is not asked without a candidate'),
    'filter': ('the cards it takes: a race, attribute, Level, ATK or DEF key selects monsters only; on the field ATK'
               ' and DEF are the current ones (`atk_def.cur_atk`), elsewhere the printed ones, and a face-down card '
               'shows none of them, nor its name or subtype, nor (a Set Spell/Trap) its kind: it fails such a '
               'filter. With `or_face_down` a face-down card may be targeted unseen; as the link resolves its '
               'activator looks at it (a `revealed` event seen by them alone) and the filter is checked on what it '
               'is (De-Spell: a Set Trap stays Set). The card whose effect it is is left out unless `this_card`'),
    'place': "shuffled into the owner's Deck, or placed on top of it (Malevolent Nuzzler) or at its bottom, unshuffled",
}
# the filter keys (cards/selectors.py FILTER_KEYS; ``level``, ``atk`` and ``def`` take _min and _max)
FILTER_MEANINGS: dict[str, str] = {
    "kind": "the card kind",
    "subtype": "the subtype (Normal, Effect, Flip, Equip, ...; its Set card shows none)",
    "race": "the monster's Type; `\"declared\"` (an op's): the Type its activator declares as they activate the "
            "effect (a `declare type` prompt before anyone may respond, `ch_declared`; before it, any Type: "
            "Tribe-Infecting Virus)",
    "attribute": "the monster's Attribute",
    "level": "the monster's Level within the range",
    "atk": "the monster's ATK within the range: on the field the current one (`atk_def.cur_atk`), elsewhere the "
           "printed one",
    "def": "the monster's DEF, read like ATK",
    "card": ("the card of that name, or of one of 2 names (a list); a card whose name is treated as another's "
             "(`name_as`: Harpie Lady 1 is \"Harpie Lady\") has that name (`names.named`)"),
    "position": "its position on the field (a selection from the field only)",
    "this_card": "the card whose effect it is: left out by default; `true` it may be among them; `only` it alone",
    "name_part": ('a card whose name includes that part, in any case ("Dark Scorpion": Dark Scorpion - Meanae the Thorn, '
                  '... Cliff the Trap Remover; "Sphinx": Guardian Sphinx, Criosphinx, Hieracosphinx), a part in '
                  'capitals in capitals only ("LV": the LV monsters, Armed Dragon LV3 ..., not Silver Fang); the card '
                  "table's `name_parts` bits, computed from the names at load"),
    "level_max_over_tributed": ("a monster whose Level is at most the Level of the monster Tributed as the effect's "
                                "cost plus this (0-12; the Level noted on its chain link, `selectors.tributed_level`; "
                                "before the cost is paid, the highest Level the cost could Tribute: Ninjitsu Art of "
                                "Transformation's + 3)"),
    "level_of_tributed": ("`true` (an op's, with the effect's `tribute_same_level` cost): a monster of the Level of the "
                          "monster Tributed as the cost (noted on its chain link, `selectors.level_tributable`; before "
                          "the cost is paid, the Level of some monster the cost could Tribute: Metamorphosis)"),
    "normal_summonable": "`true`: a monster that can be Normal Summoned or Set: not a Fusion, Ritual or token, nor one "
                         "only its procedure summons (Brain Control; `procedure.can_be_normal_summoned`)",
    "equipped_to_this_card": "`true` (a selection from the `spells_traps`): an Equip Card attached to the card "
                             "itself (`attach_target` mode `equip`; Gearfried the Iron Knight destroys them)",
    "attacking": "`true` (a selection from the `monsters`): the monster declaring the attack in progress (`atk_card`; "
                 "Ordeal of a Traveler returns it)",
    "named_like_target": "`true` (an op's, in an effect with a target): a card of the same name as the link's target "
                         "(`selectors.target_card`; Nobleman of Crossout banishes them from every Deck)",
    "counter_room": "`true`: a face-up card that can hold one more counter: its own `place_counter` places "
                    "counters and it holds fewer than that op's `max` (Apprentice Magician's Spell Counter)",
    "or_face_down": "(a target's, with `kind`, `subtype` or `card`) a face-down card may be targeted unseen; as the "
                    "link resolves its activator looks at it (a `revealed` event) and the filter is checked on what "
                    "it is (De-Spell)",
}
# the keys of an effect's condition besides its name, and what they hold (cards/effects.py
# _compile_condition_args, _count_condition)
CONDITION_KEYS: dict[str, str] = {
    "summoned": "`min_atk` (≥ 0, default 0)",
    "summoned any way": "`min_atk` (≥ 0, default 0)",
    "lp gap": "`min_lp_difference` (> 0, required)",
    "lp behind": "`min_lp_difference` (> 0, required)",
    "opponent lp above": "`opponent_lp_above` (0–30000, required)",
    "every field at most": "`max_field_cards` (1–20, required)",
    "each graveyard at least": "`min_grave_cards` (1–60, required; opponent `OPP-CHAIN`, R11 (b))",
    "lp at most in an opponent's turn": "`max_lp` (0–30000, required): the turn player is another player (R5: an "
                                        "opponent) and the activator has at most that many LP; opponent `OPP-PHASE` "
                                        "makes the effect's opponent that turn player (R12)",
    "trap targeting a monster of a type": "`target_race` (a Type, required)",
    "any attack": "`attacker_race` (a Type; default any)",
    "spell/trap activated": "`in_battle_phase` (true: only during the Battle Phase; default false)",
    "spell activated": "`in_battle_phase` (true: only during the Battle Phase; default false)",
    "trap activated": "`in_battle_phase` (true: only during the Battle Phase; default false: Trap Jammer)",
    "monster effect activated": "`in_battle_phase` (true: only during the Battle Phase; default false)",
    "normal spell activated": "`in_battle_phase` (true: only during the Battle Phase; default false)",
    "spell targeting 1 monster activated": "`in_battle_phase` (true: only during the Battle Phase; default false)",
    "cards counted": "written as a table `condition = { from, whose, filter, min, max }`: `min` (default 1; 0 with "
                     "`max = 0` alone) and `max` 0–60",
}
TARGET_MEANINGS: dict[str, str] = {
    "none": "the effect targets nothing",
    "event card": "it targets the card of its condition's event (the summoned monster, the attacker, the activated "
                  "card)",
    "select": "written as a table `target = { from, whose, count, filter }`: its activator selects the targets "
              "(a `target` prompt each) among the cards the selector finds, as it is activated",
}
