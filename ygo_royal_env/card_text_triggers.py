"""The trigger events of the effect vocabulary in words (``card_text``'s phrases for ``trigger``; the one-line
meanings docs/primitives.md shows)."""

TRIGGERS = {
    "sent from field": "it is sent from the field to the graveyard",
    "destroyed by battle": "it is destroyed by battle",
    "flipped": "it is flipped face-up (Flip effect)",
    "normal summoned": "it is Normal Summoned",
    "tribute summoned": "it is Tribute Summoned",
    "special summoned": "it is Special Summoned",
    "inflicts battle damage": "it inflicts battle damage to an opponent",
    "inflicts direct battle damage": "it inflicts battle damage to an opponent by a direct attack",
    "destroys by battle": "it attacks and destroys a monster by battle",
    "attacked face-down": "it is attacked while face-down",
    "battles a monster": "it has battled a monster (after damage calculation)",
    "destroyed in battle, after damage calculation": "it is destroyed by battle with a monster (after damage "
                                                     "calculation, while still on the field)",
    "sent from hand to graveyard": "it is sent from the hand to the graveyard (discarded, or sent)",
    "destroyed and sent to the graveyard": "it is destroyed on the field and sent to the graveyard (not when destroyed"
                                           " because the monster it was attached to left)",
    "flip summoned": "it is Flip Summoned",
    "attacked face-down, after damage calculation": "it was attacked while face-down and battled (after damage "
                                                    "calculation, still on the field)",
    "attacked in attack position, before damage calculation": "it is attacked in face-up Attack Position (before "
                                                              "damage calculation)",
    "attacked in attack position, after damage calculation": "it was attacked in face-up Attack Position and battled "
                                                             "(after damage calculation, still on the field, not "
                                                             "destroyed by that battle)",
    "attacked face-down, before damage calculation": "it was attacked face-down in Defense Position (before damage "
                                                     "calculation, flipped face-up by the attack)",
    "standby phase of the attached monster's controller": "the Standby Phase of the controller of the monster this card "
                                                          "is attached to begins (an opponent of this card's controller)",
    "destroyed face-down by a card effect and sent to the graveyard": "it is destroyed face-down on the field (a monster "
                                                                      "in Defense Position, a Set Spell/Trap) by a card "
                                                                      "effect and sent to the graveyard, noting the "
                                                                      "opponent whose card destroyed it, if one's",
    "a monster is returned from the field to the hand": "a monster is returned from the field to its owner's hand, "
                                                        "noting that owner (once per owner for monsters returned at once)",
    "another monster of its attribute is flip summoned": "another monster of its Attribute is Flip Summoned, on any field",
    "an opponent's monster declares an attack": "a monster of an opponent of its controller declares an attack, noting "
                                                "the attacking player",
    "a monster you control inflicts battle damage": "a monster you control inflicts battle damage to an opponent, "
                                                    "noting that opponent",
    "a monster it names is summoned": "a monster of its trigger names is Normal or Special Summoned face-up; the "
                                      "player who summoned it activates the effect",
    "a card is equipped to this": "an Equip Card is equipped to it",
    "destroyed by a card effect while equipped": "it is destroyed by a card effect while it is equipped to a monster",
    "end phase after destroyed by an opponent": "an End Phase begins in the turn an opponent's card destroyed it on "
                                                "the field while you controlled it (by battle or by an effect), "
                                                "noting that opponent",
    "discarded by a card effect": "it is discarded from the hand to the graveyard by a card effect (not a cost), "
                                  "noting the opponent whose effect it was, if one's",
    "sent from hand or deck to graveyard by an opponent's effect": "it is sent from your hand or Deck to the graveyard "
                                                                   "by an opponent's card effect",
    "sent from hand to graveyard by an opponent's effect": "it is sent from your hand to the graveyard by an "
                                                           "opponent's card effect",
    "battles a monster that survives": "it has battled a monster that the battle does not destroy (after damage "
                                       "calculation)",
    "attacks a face-up defense position monster": "it attacks a face-up Defense Position monster (at the start of "
                                                  "the Damage Step)",
    "destroys a monster by battle": "it destroys a monster by battle, attacking or attacked (at the end of the Damage "
                                    "Step, while still on the field)",
    "own standby phase": "its controller's Standby Phase begins",
    "own end phase": "its controller's End Phase begins",
    "the monster it is attached to is destroyed by battle": "the monster it is attached to, which its controller "
                                                            "controlled, is destroyed by battle",
    "an opponent takes effect damage": "an opponent of its controller takes damage from a card effect (not from a "
                                       "card of its name)",
    "a face-up monster you control is destroyed": "a face-up monster its controller controls is destroyed and sent "
                                                  "to their graveyard",
    "special summoned from the graveyard": "it is Special Summoned from a graveyard",
    "end phase after destroyed by battle": "an End Phase begins in the turn it was destroyed by battle and sent to the "
                                           "graveyard",
    "opponent's standby phase": "the Standby Phase of an opponent of its controller begins",
    "opponent's end phase": "the End Phase of an opponent of its controller begins",
    "each end phase": "any player's End Phase begins",
    "own draw": "its controller draws",
    "a spell card resolves": "a Spell Card's activation resolves while it is face-up on the field",
    "a normal spell card resolves": "a Normal Spell Card's activation resolves while it is face-up on the field",
    "own draw phase, in the graveyard": "its owner's Draw Phase begins, before the normal draw, while it is in their "
                                        "graveyard",
    "end phase after sent to the graveyard": "an End Phase begins in the turn it was sent to the graveyard (from "
                                             "anywhere), or it is sent there during that End Phase",
    "own normal spell card resolves": "a Normal Spell Card its controller activated resolves while it is face-up on "
                                      "the field",
    "own LP gain": "its controller gains LP by an effect",
    "end phase of its summon or flip turn": "the End Phase of the turn it was Normal Summoned or flipped begins",
    "end phase after destroyed": "an End Phase begins in the turn it was destroyed on the field and sent to the graveyard",
    "end phase after banished": "an End Phase begins in the turn it was banished",
    "next standby phase after destroyed by an opponent":
        "its owner's next Standby Phase begins after an opponent's effect destroyed it on the field",
    "next standby phase after destroyed by an effect":
        "its owner's next Standby Phase begins after a card effect destroyed it on the field",
    "sent to the graveyard": "it is sent to the graveyard, from anywhere (the field, the hand, the Deck)",
    "own standby phase, in the graveyard": "its owner's Standby Phase begins while it is in their graveyard",
    "attacks a face-down monster": "the Damage Step of its attack on a face-down Defense Position monster begins",
    "end phase after destroying by battle": "an End Phase begins in a turn it destroyed a monster by battle",
    "a monster is special summoned from your graveyard": "a monster is Special Summoned from its controller's "
                                                         "graveyard (several at once: once)",
    "another monster of its type is special summoned": "another monster of its Type is Special Summoned face-up "
                                                       "(several at once: once)",
}
