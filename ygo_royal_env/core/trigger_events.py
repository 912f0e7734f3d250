"""Noting the events that Trigger Effects wait for (B17): the first half of the trigger
machinery, kept free of other engine imports so that every module that moves cards can call
it. The second half, chaining what was noted, is ``segoc.py``."""
from .._jit import njit

from ..cards.constants import (ACT_TRIGGER, STATIC_ONE_TYPE, TRIG_END_AFTER_BANISHED, TRIG_END_AFTER_DESTROYED, TRIG_OPPONENT_STANDBY,
                               TRIG_STANDBY_AFTER_DESTROYED, TRIG_FLIPPED, TRIG_EACH_END, TRIG_NORMAL_SUMMONED, TRIG_SPIRIT_END,
                               TRIG_OWN_DRAW, TRIG_OWN_LP_GAIN, TRIG_OWN_STANDBY, TRIG_STANDBY_AFTER_EFFECT_DESTROYED,
                               TRIG_GRAVE_OWN_STANDBY, TRIG_END_AFTER_BATTLE_KILL, MOD_DESTROYED_BY_BATTLE,
                               TRIG_ATTACHED_STANDBY, TRIG_GRAVE_SPECIAL_SUMMONED, TRIG_TYPE_SPECIAL_SUMMONED,
                               TRIG_END_AFTER_OPP_DESTROYED, MOD_DESTROYED_BY_OPPONENT, TRIG_MONSTER_RETURNED,
                               TRIG_ATTRIBUTE_FLIP_SUMMONED, TRIG_OPP_ATTACK_DECLARED, TRIG_NAMED_SUMMONED, TRIG_OWN_END,
                               TRIG_END_AFTER_BATTLE_DESTROYED, MOD_BATTLE_DESTROYED, TRIG_OPPONENT_EFFECT_DAMAGE,
                               TRIG_OWN_MONSTER_DESTROYED, TRIG_GRAVE_PREDRAW, MOD_SKIP_DRAW, MOD_GONE_THIS_TURN,
                               MOD_DESTROYED_BY_EFFECT, GONE_MODIFIER_TRIGGERS, COND_SUMMONED_THIS_TURN, TRIG_END_AFTER_SENT,
                               MOD_SUMMONED_THIS_TURN, UNTIL_END_OF_TURN)
from .constants import (LOC_BANISHED, LOC_DECK, LOC_GRAVE, MAX_CARDS, N_SZONES, N_MZONES, POS_FACEUP_ATK, POS_FACEUP_DEF,
                        TRIGGER_CAP)
from .modifiers import add_modifier, card_has, card_row, card_total, player_has
from .names import named
from .players import in_duel, is_opponent
from .statics import in_duel_statics


REVIVE_TRIGGERS = (1 << TRIG_GRAVE_OWN_STANDBY) | (1 << TRIG_STANDBY_AFTER_EFFECT_DESTROYED) \
    | (1 << TRIG_STANDBY_AFTER_DESTROYED)        # note_revive_triggers' events


@njit(cache=True)
def note_trigger(st, c, events):
    """Card c just had ``events`` (see ``note_linked_trigger``); the event names no player."""
    note_linked_trigger(st, c, events, -1)


@njit(cache=True)
def note_linked_trigger(st, c, events, q):
    """Card c just had ``events`` (a bitmask of 1 << TRIG_*). If one of its Trigger Effects
    waits for one of them, the card joins the pending triggers, to be chained at the next
    chance (R29: mandatory ones are never skipped). It belongs to the player who controls it
    now (a card sent to the GY: its owner). ``late``: noted while a chain link other than
    Chain Link 1 resolved, so more of the chain resolved after it and an optional "when"
    trigger misses the timing (B16). ``q``: the player the event names (the player c inflicted
    battle damage to), the OPP-LINK opponent of the trigger (R12); -1 none. A Normal Summon or
    a flip is recorded on the card for a Spirit's return (``c_summon_turn``)."""
    if events & ((1 << TRIG_NORMAL_SUMMONED) | (1 << TRIG_FLIPPED)):
        st.c_summon_turn[c] = st.turn
    if not st.c_trig[c] & events or st.tr_n >= TRIGGER_CAP:
        return
    n = st.tr_n
    st.tr_card[n] = c
    st.tr_event[n] = events
    st.tr_player[n] = st.c_ctrl[c]
    st.tr_late[n] = 1 if st.resolving > 1 else 0
    st.tr_opp[n] = q
    st.tr_n = n + 1


@njit(cache=True)
def note_face_up(st):
    """A monster was placed, turned face-up or changed control: in a duel with a card that limits
    the monster Types (R22: Rivalry of Warlords), the Types are checked before anything goes on
    (``adjust_due``, engine.resume)."""
    if in_duel_statics(st, STATIC_ONE_TYPE):
        st.adjust_due = True


@njit(cache=True)
def note_once(st, c, events):
    """``note_trigger``, unless c already waits for one of these events: "each time you draw a
    card (or cards)" counts a draw of several cards once."""
    for k in range(st.tr_n):
        if st.tr_card[k] == c and st.tr_event[k] & events:
            return
    note_trigger(st, c, events)


@njit(cache=True)
def note_draw(st, p):
    """Player p drew (B6, or by an effect): p's lasting cards waiting for their controller's
    draws (Solemn Wishes). A 2v2 supply draws without this (V-2v2-5)."""
    for k in range(st.ls_n):
        c = st.ls_card[k]
        if st.c_ctrl[c] == p:
            note_once(st, c, 1 << TRIG_OWN_DRAW)


@njit(cache=True)
def note_special_summon(st, db, c, grave_owner, face_up):
    """Monster c was Special Summoned (``grave_owner``: the player whose GY it left, -1 if it came from
    elsewhere): that player's lasting cards waiting for it (Card of Safe Return), and, c summoned
    face-up, the other face-up monsters of its Type waiting for one (Soul-Absorbing Bone Tower, any
    player's). Several monsters summoned at once count once (``note_once``)."""
    if grave_owner >= 0:
        for k in range(st.ls_n):
            if st.c_ctrl[st.ls_card[k]] == grave_owner:
                note_once(st, st.ls_card[k], 1 << TRIG_GRAVE_SPECIAL_SUMMONED)
    if not face_up:
        return
    race = db[st.c_card[c]].race
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m >= 0 and m != c and st.c_trig[m] & (1 << TRIG_TYPE_SPECIAL_SUMMONED) \
                    and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF) \
                    and db[st.c_card[m]].race == race:
                note_once(st, m, 1 << TRIG_TYPE_SPECIAL_SUMMONED)


@njit(cache=True)
def note_effect_damage(st, q, c):
    """Player q took damage from an effect of card c: the lasting cards of q's opponents waiting for it, unless
    they have c's name (Dark Room of Nightmare does not answer its own damage), noted with q (R12)."""
    for k in range(st.ls_n):
        d = st.ls_card[k]
        p = st.c_ctrl[d]
        if st.c_trig[d] & (1 << TRIG_OPPONENT_EFFECT_DAMAGE) and p != q and in_duel(st, p) and is_opponent(st, p, q) \
                and st.c_card[d] != st.c_card[c]:
            note_linked_trigger(st, d, 1 << TRIG_OPPONENT_EFFECT_DAMAGE, q)


@njit(cache=True)
def note_own_monster_destroyed(st, db, c, ctrl, was_face_up):
    """Monster c, controlled by ``ctrl`` (face-up if ``was_face_up``), was destroyed on the field and sent to ctrl's
    GY: ctrl's lasting cards waiting for it whose ``trigger_attribute`` it has (Backfire's FIRE), each time."""
    if not was_face_up or st.c_loc[c] != LOC_GRAVE or st.c_owner[c] != ctrl:
        return
    for k in range(st.ls_n):
        d = st.ls_card[k]
        if st.c_ctrl[d] == ctrl and st.c_trig[d] & (1 << TRIG_OWN_MONSTER_DESTROYED):
            rec = db[st.c_card[d]]
            for e in range(rec.e_n):
                if rec.e_trigger[e] & (1 << TRIG_OWN_MONSTER_DESTROYED) and (
                        rec.e_trig_attr[e] == 0 or rec.e_trig_attr[e] == db[st.c_card[c]].attribute):
                    note_trigger(st, d, 1 << TRIG_OWN_MONSTER_DESTROYED)


@njit(cache=True)
def note_named_summon(st, db, c, p):
    """Monster c was Normal or Special Summoned face-up by player p: the lasting cards waiting for a Summon of its name
    (Harpies' Hunting Ground) are noted for p, who activates them ("the player who summoned it"); several monsters
    summoned at once count once."""
    for k in range(st.ls_n):
        e_card = st.ls_card[k]
        if not st.c_trig[e_card] & (1 << TRIG_NAMED_SUMMONED):
            continue
        rec = db[st.c_card[e_card]]
        for e in range(rec.e_n):
            if rec.e_trigger[e] & (1 << TRIG_NAMED_SUMMONED) \
                    and named(db, st.c_card[c], rec.e_trig_names[e, 0], rec.e_trig_names[e, 1]):
                n = st.tr_n
                note_once(st, e_card, 1 << TRIG_NAMED_SUMMONED)
                if st.tr_n > n:
                    st.tr_player[n] = p


@njit(cache=True)
def note_summoned_this_turn(st, db, c):
    """Monster c was Normal or Special Summoned: a card with an effect of condition "summoned this turn" gets a
    MOD_SUMMONED_THIS_TURN row for this turn, which lapses as it leaves the field (Dark Magician of Chaos); the
    record of any other card stays as it was."""
    rec = db[st.c_card[c]]
    for e in range(rec.e_n):
        if rec.e_cond[e] == COND_SUMMONED_THIS_TURN:
            add_modifier(st, MOD_SUMMONED_THIS_TURN, c, st.c_ctrl[c], 1, UNTIL_END_OF_TURN, -1, st.turn)
            return


@njit(cache=True)
def face_up(st, m):
    return m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF)


@njit(cache=True)
def note_returned(st, owner):
    """A monster was returned from the field to the hand of ``owner``: every face-up monster waiting for
    it, noted with that owner (its OPP-LINK player, who may be its own controller), once per owner for
    monsters returned at once (Criosphinx)."""
    event = 1 << TRIG_MONSTER_RETURNED
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if not face_up(st, m) or not st.c_trig[m] & event:
                continue
            seen = False
            for k in range(st.tr_n):
                seen = seen or (st.tr_card[k] == m and st.tr_event[k] & event != 0 and st.tr_opp[k] == owner)
            if not seen:
                note_linked_trigger(st, m, event, owner)


@njit(cache=True)
def note_attribute_flip(st, db, c):
    """Monster c was Flip Summoned: the other face-up monsters of its Attribute waiting for one, on any
    field (Exxod, Master of The Guard)."""
    attribute = db[st.c_card[c]].attribute
    for q in range(st.num_players):
        for z in range(N_MZONES):
            m = st.mzone[q, z]
            if m != c and face_up(st, m) and st.c_trig[m] & (1 << TRIG_ATTRIBUTE_FLIP_SUMMONED) \
                    and db[st.c_card[m]].attribute == attribute:
                note_trigger(st, m, 1 << TRIG_ATTRIBUTE_FLIP_SUMMONED)


@njit(cache=True)
def note_attack_declared(st, p):
    """A monster of player p declared an attack: the lasting Spells/Traps of p's opponents waiting for
    it, noted with p (their OPP-LINK player, R12: Ordeal of a Traveler)."""
    for k in range(st.ls_n):
        c = st.ls_card[k]
        q = st.c_ctrl[c]
        if q != p and in_duel(st, q) and is_opponent(st, q, p):
            note_linked_trigger(st, c, 1 << TRIG_OPP_ATTACK_DECLARED, p)


@njit(cache=True)
def note_lp_gain(st, p):
    """Player p gained LP by an effect: p's face-up monsters waiting for it (Fire Princess)."""
    for z in range(N_MZONES):
        m = st.mzone[p, z]
        if m >= 0 and (st.c_pos[m] == POS_FACEUP_ATK or st.c_pos[m] == POS_FACEUP_DEF):
            note_once(st, m, 1 << TRIG_OWN_LP_GAIN)


@njit(cache=True)
def note_phase_triggers(st, event):
    """A phase begins (R20: every player's phase, not only the controller's): note the face-up
    cards whose trigger waits for it: TRIG_OWN_STANDBY, the monsters and the lasting Spells/Traps
    the turn player controls (a lasting card's noted with its designated opponent);
    TRIG_OWN_END, the turn player's face-up monsters (Solar Flare Dragon);
    TRIG_OPPONENT_END, the monsters of the turn player's opponents (R13); TRIG_OPPONENT_STANDBY,
    the lasting Spells/Traps of the turn player's opponents, noted with the designated opponent
    of their activation (R12: Snatch Steal's linked player); TRIG_EACH_END, every lasting
    Spell/Trap (R20: Ectoplasmer, in every player's End Phase); TRIG_SPIRIT_END, every player's
    monsters Normal Summoned or flipped face-up this turn (a Spirit's return)."""
    if not st.trig_any & (1 << event):
        return
    tp = st.turn_player
    if event == TRIG_SPIRIT_END:                 # a Spirit: every face-up monster Normal Summoned or flipped this turn
        for q in range(st.num_players):
            for z in range(N_MZONES):
                c = st.mzone[q, z]
                if c >= 0 and in_duel(st, q) and st.c_summon_turn[c] == st.turn \
                        and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
                    note_trigger(st, c, 1 << event)
        return
    if event == TRIG_OWN_STANDBY:                # the turn player's lasting Spells/Traps (Nightmare Wheel),
        for k in range(st.ls_n):                 # noted with the designated opponent of their activation (R12)
            c = st.ls_card[k]
            if st.c_ctrl[c] == tp and in_duel(st, tp):
                note_linked_trigger(st, c, 1 << event, st.ls_opp[k])
    if event == TRIG_OPPONENT_STANDBY or event == TRIG_EACH_END:     # TRIG_EACH_END: every lasting card (R20)
        for k in range(st.ls_n):
            c = st.ls_card[k]
            q = st.c_ctrl[c]
            if in_duel(st, q) and (event == TRIG_EACH_END or (q != tp and is_opponent(st, q, tp))):
                note_linked_trigger(st, c, 1 << event, st.ls_opp[k])
        if event == TRIG_EACH_END:               # ... and every face-up monster (Horus the Black Flame Dragon)
            for q in range(st.num_players):
                for z in range(N_MZONES):
                    c = st.mzone[q, z]
                    if c >= 0 and in_duel(st, q) and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
                        note_trigger(st, c, 1 << event)
        return
    for q in range(st.num_players):
        own = event == TRIG_OWN_STANDBY or event == TRIG_OWN_END
        if not in_duel(st, q) or own != (q == tp) or (q != tp and not is_opponent(st, q, tp)):
            continue
        for z in range(N_MZONES):
            c = st.mzone[q, z]
            if c >= 0 and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF):
                note_trigger(st, c, 1 << event)


@njit(cache=True)
def note_attached_standby(st):
    """The turn player's Standby Phase begins: every card attached to a monster the turn player
    controls (``c_attached``), whose controller is an opponent of the turn player, is noted with the
    turn player (its OPP-LINK player: Blast Sphere)."""
    if not st.trig_any & (1 << TRIG_ATTACHED_STANDBY):
        return
    tp = st.turn_player
    for q in range(st.num_players):
        if q == tp or not in_duel(st, q) or not is_opponent(st, q, tp):
            continue
        for z in range(N_SZONES):
            c = st.szone[q, z]
            if c >= 0 and st.c_attached[c] >= 0 and st.c_ctrl[st.c_attached[c] % MAX_CARDS] == tp:
                note_linked_trigger(st, c, 1 << TRIG_ATTACHED_STANDBY, tp)


@njit(cache=True)
def note_gone_triggers(st):
    """An End Phase begins (any player's: "during the End Phase of this turn"): the face-up monsters
    that destroyed a monster by battle this turn (Mystic Swordsman LV2), the monsters in a GY that were destroyed on the field and sent there this turn (Twin-Headed Behemoth), and the
    banished ones banished this turn (D.D. Scout Plane), belonging to players in the duel (R31:
    a loser's cards left the game): their rows for this turn (MOD_GONE_THIS_TURN, MOD_BATTLE_DESTROYED,
    MOD_DESTROYED_BY_OPPONENT), which lapse as they leave the GY or banished cards."""
    if not st.trig_any & (GONE_MODIFIER_TRIGGERS | (1 << TRIG_END_AFTER_BATTLE_KILL)):
        return
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for z in range(N_MZONES):                    # "the End Phase of a turn this card destroyed a monster by battle"
            c = st.mzone[q, z]
            if c >= 0 and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF) \
                    and card_has(st, c, MOD_DESTROYED_BY_BATTLE):
                note_trigger(st, c, 1 << TRIG_END_AFTER_BATTLE_KILL)
        if st.md_n == 0:
            continue
        for where in (LOC_GRAVE, LOC_BANISHED):
            event = TRIG_END_AFTER_DESTROYED if where == LOC_GRAVE else TRIG_END_AFTER_BANISHED
            for i in range(st.pile_n[q, where]):
                c = st.pile[q, where, i]
                if not st.c_trig[c] & GONE_MODIFIER_TRIGGERS:
                    continue
                if card_has(st, c, MOD_GONE_THIS_TURN):   # destroyed, or (Manticore of Darkness) sent, this turn
                    note_trigger(st, c, (1 << event) | ((1 << TRIG_END_AFTER_SENT) if where == LOC_GRAVE else 0))
                    st.md_value[card_row(st, c, MOD_GONE_THIS_TURN)] = 2   # noted in this End Phase
                if where == LOC_GRAVE and card_has(st, c, MOD_BATTLE_DESTROYED):
                    note_trigger(st, c, 1 << TRIG_END_AFTER_BATTLE_DESTROYED)    # Fox Fire
                if where == LOC_GRAVE and card_has(st, c, MOD_DESTROYED_BY_OPPONENT):
                    note_linked_trigger(st, c, 1 << TRIG_END_AFTER_OPP_DESTROYED,   # R12: that opponent
                                        card_total(st, c, MOD_DESTROYED_BY_OPPONENT) - 1)


@njit(cache=True)
def note_sent_in_end_phase(st):
    """A chain resolved in an End Phase: the monsters sent to a GY since this End Phase began that wait for
    "end phase after sent to the graveyard" (their MOD_GONE_THIS_TURN row's value still 1, not yet noted) have
    their trigger now, as ygopro raises the End Phase's event again after each chain: two Manticores of Darkness
    may revive each other. A card sent by the hand limit, which ends the turn, is not."""
    if st.md_n == 0:
        return
    for q in range(st.num_players):
        if not in_duel(st, q):
            continue
        for i in range(st.pile_n[q, LOC_GRAVE]):
            c = st.pile[q, LOC_GRAVE, i]
            if st.c_trig[c] & (1 << TRIG_END_AFTER_SENT):
                k = card_row(st, c, MOD_GONE_THIS_TURN)
                if k >= 0 and st.md_value[k] == 1:
                    st.md_value[k] = 2
                    note_trigger(st, c, 1 << TRIG_END_AFTER_SENT)


@njit(cache=True)
def note_revive_triggers(st):
    """The turn player's Standby Phase begins: the monsters in their GY that an effect of one of
    their opponents destroyed on the field since their last turn (R14: Vampire Lord, whoever
    controlled it then), or any card effect (Sacred Phoenix of Nephthys), and every card in their
    GY waiting for its owner's Standby Phase there (Treeborn Frog)."""
    tp = st.turn_player
    if not in_duel(st, tp) or not st.trig_any & REVIVE_TRIGGERS:
        return
    for i in range(st.pile_n[tp, LOC_GRAVE]):
        c = st.pile[tp, LOC_GRAVE, i]
        events = 1 << TRIG_GRAVE_OWN_STANDBY                      # Treeborn Frog: in its owner's GY
        k = card_row(st, c, MOD_DESTROYED_BY_EFFECT) if st.md_n > 0 else -1
        if k >= 0 and st.md_turn[k] == st.turns_taken[tp]:       # its owner's next turn since
            events |= 1 << TRIG_STANDBY_AFTER_EFFECT_DESTROYED    # by any card effect (Sacred Phoenix of Nephthys)
            if st.md_value[k] == 2:
                events |= 1 << TRIG_STANDBY_AFTER_DESTROYED       # by an opponent's (R14: Vampire Lord)
        note_trigger(st, c, events)


@njit(cache=True)
def note_predraw_triggers(st):
    """The turn player's Draw Phase begins, before their normal draw (which waits for the chain):
    the cards in their GY that may go to the hand instead of it (Magical Blast), if their Deck
    has a card to draw and no skip of the draw is due. Returns whether one was noted."""
    tp = st.turn_player
    if not st.trig_any & (1 << TRIG_GRAVE_PREDRAW) or not in_duel(st, tp) or st.pile_n[tp, LOC_DECK] == 0 \
            or player_has(st, tp, MOD_SKIP_DRAW):
        return False
    n = st.tr_n
    for i in range(st.pile_n[tp, LOC_GRAVE]):
        note_trigger(st, st.pile[tp, LOC_GRAVE, i], 1 << TRIG_GRAVE_PREDRAW)
    return st.tr_n > n


@njit(cache=True)
def trigger_mask(db, card):
    """The events the Trigger Effects of database card ``card`` wait for (``c_trig``)."""
    rec = db[card]
    bits = 0
    for e in range(rec.e_n):
        if rec.e_kind[e] == ACT_TRIGGER:
            bits |= rec.e_trigger[e]
    return bits


@njit(cache=True)
def drop_triggers_of(st, p):
    """Forget p's pending triggers: their cards left the game with p's loss (R31a), even if p
    plays on with a backup deck (V-3v3-2)."""
    drop_triggers(st, p, -1, 0)


@njit(cache=True)
def drop_triggers(st, p, c, since):
    """Forget the pending triggers from index ``since`` on of player p (-1: any) and card c (-1: any): a
    loser's (``drop_triggers_of``), or those of a monster whose effects were negated as they were
    noted (Dark Ruler Ha Des)."""
    n = since
    for k in range(since, st.tr_n):
        if (p >= 0 and st.tr_player[k] != p) or (c >= 0 and st.tr_card[k] != c):
            st.tr_card[n] = st.tr_card[k]
            st.tr_event[n] = st.tr_event[k]
            st.tr_effect[n] = st.tr_effect[k]
            st.tr_player[n] = st.tr_player[k]
            st.tr_late[n] = st.tr_late[k]
            st.tr_opp[n] = st.tr_opp[k]
            n += 1
    st.tr_n = n
