"""Moving cards between piles and field zones, keeping the card table and zone arrays in
agreement (the invariant the checker verifies). What the zones hold and where there is room is
zone_queries.py; what a move leaves to do afterwards (releases, notes for triggers) is
move_notes.py."""
from .._jit import njit
from ..cards.constants import (STATIC_BANISHED_ON_LEAVING, STATIC_DISCARD_TOO, KIND_MONSTER, MOD_DESTROY_DRAWN, DRAWN_AT_MOST, DRAWN_EVERY_DRAW,
                               TRIG_SENT_FROM_FIELD,
                               TRIG_SENT_FROM_HAND, TRIG_OPP_SENT_HAND, TRIG_OPP_SENT_HAND_DECK,
                               TRIG_SPECIAL_SUMMONED, TRIG_SPECIAL_SUMMONED_FROM_GRAVE,
                               TRIG_EFFECT_DESTROYED_FACE_DOWN, TRIG_SENT_TO_GRAVE, MOD_OWN_MONSTER_TO_GRAVE,
                               UNTIL_END_OF_TURN, TRIG_DISCARDED_BY_EFFECT, GONE_MODIFIER_TRIGGERS, MOD_GONE_THIS_TURN,
                               ATTACH_EQUIP, TRIG_EQUIPPED, STATIC_EFFECT_PROOF, TRIG_DESTROYED_EQUIPPED,
                               TRIG_END_AFTER_BANISHED, MOD_DESTROYED_BY_EFFECT, TRIG_STANDBY_AFTER_DESTROYED,
                               TRIG_STANDBY_AFTER_EFFECT_DESTROYED, UNTIL_NEXT_TURN_OF, TRIG_END_AFTER_SENT)
from .constants import (CARD_EXTRA_DECK, CARD_LEAVES_BANISHED, POS_FACEUP_ATK, POS_FACEUP_DEF, EV_REVEAL, DEALT_ROWS,
                        DRAW_DEALT, DRAW_DRAWN, LOC_UNUSED, EV_BANISHED, EV_CONTROL,
                        EV_SPECIAL_SUMMON, EV_DESTROYED, EV_DISCARD, EV_DRAW, EV_LEFT_FIELD, EV_SENT_TO_GY,
                        LOC_BANISHED, LOC_DECK, LOC_FZONE, LOC_GRAVE, LOC_HAND, LOC_MZONE, LOC_OUT, LOC_SZONE,
                        LOSS_DECK_OUT, LOSS_HAND_CAP, LOC_EXTRA, MAX_CARDS, N_PILES, POS_FACEDOWN,
                        POS_FACEDOWN_DEF, POS_FACEUP_CARD, POS_NONE, REL_DESTROY, REL_LOST_TARGET)
from .modifiers import add_modifier, drop_card, drop_control, in_force
from .events import log_event
from .rng import rng_below
from .players import is_opponent
from .statics import in_duel_statics
from .trigger_events import (note_draw, note_face_up, note_linked_trigger, note_named_summon, note_summoned_this_turn,
                             note_own_monster_destroyed, note_returned, note_special_summon, note_trigger)
from .zone_queries import free_mzone, summon_zone_of
from .move_notes import (destroyed_damage, note_destroyed_by, note_destroyed_to_grave, note_release,
                         note_special_win, note_summon)


@njit(cache=True)
def pile_push(st, p, loc, c):
    n = st.pile_n[p, loc]
    st.pile[p, loc, n] = c
    st.pile_n[p, loc] = n + 1
    st.c_loc[c] = loc
    st.c_seq[c] = n
    st.c_ctrl[c] = p
    st.c_pos[c] = POS_NONE


@njit(cache=True)
def forget_lasting(st, c):
    """A Spell/Trap leaving its zone leaves the lasting table: its static effects stop at
    once (statics.py reads only the table and the field)."""
    k = 0
    for j in range(st.ls_n):
        if st.ls_card[j] != c:
            st.ls_card[k] = st.ls_card[j]
            st.ls_opp[k] = st.ls_opp[j]
            st.ls_paid[k] = st.ls_paid[j]
            for q in range(st.ls_turns.shape[1]):      # element by element: a row copy compiles a
                st.ls_turns[k, q] = st.ls_turns[j, q]  # shape check and its message formatting
            k += 1
    for j in range(k, st.ls_n):
        st.ls_card[j] = -1
        st.ls_opp[j] = -1
    st.ls_n = k


@njit(cache=True)
def detach(st, c):
    """Take card c out of wherever it is (closing the gap in a pile); an unused row (a token
    being summoned) is nowhere."""
    loc = st.c_loc[c]
    if loc == LOC_UNUSED:
        return
    p = st.c_ctrl[c]
    i = st.c_seq[c]
    if (loc == LOC_GRAVE or loc == LOC_BANISHED) and st.c_trig[c] & GONE_MODIFIER_TRIGGERS:
        drop_card(st, c)                     # what the rules noted on it there lapses (MOD_GONE_THIS_TURN, GRAVE_MODIFIERS)
    if loc < N_PILES:
        n = st.pile_n[p, loc]
        for j in range(i, n - 1):
            d = st.pile[p, loc, j + 1]
            st.pile[p, loc, j] = d
            st.c_seq[d] = j
        st.pile[p, loc, n - 1] = -1
        st.pile_n[p, loc] = n - 1
    elif loc == LOC_MZONE:
        st.mzone[p, i] = -1
        if st.md_n > 0:
            drop_control(st, c)              # a control change ends as it leaves its controller's zone
    elif loc == LOC_SZONE:
        st.szone[p, i] = -1
    elif loc == LOC_FZONE:
        st.fzone[p] = -1
    if st.ls_n > 0 and (loc == LOC_SZONE or loc == LOC_FZONE):
        forget_lasting(st, c)
    st.c_loc[c] = -1
    st.c_seq[c] = -1


@njit(cache=True)
def attach(st, e, m, mode):
    """Equip Spell / Call of the Haunted e is attached to monster m; ``mode`` (ATTACH_*) says
    what happens to m when e leaves the field (nothing, destroyed, control back). An Equip Card
    attached (``ATTACH_EQUIP``) notes m's "a card is equipped to this" trigger (Gearfried the Iron Knight)."""
    st.c_attached[e] = m + MAX_CARDS * mode
    if mode == ATTACH_EQUIP:
        note_trigger(st, m, 1 << TRIG_EQUIPPED)


@njit(cache=True)
def give_back(st, c, back):
    """Monster c goes back to player ``back``'s control; a player who has lost does not get it
    back: it leaves the game (R32; so does a card of a deck its owner lost in 3v3), and without
    a free zone it goes to the GY."""
    if not st.alive[back] or (st.c_owner[c] == back and not owner_in_game(st, c)):
        to_pile(st, c, st.c_owner[c], LOC_OUT)
    elif free_mzone(st, back) >= 0:
        change_control(st, c, back, free_mzone(st, back))
    else:
        send_to_grave(st, c)


@njit(cache=True)
def release_attached(st, db):
    """Move the cards queued by ``note_release``, first in first out (moving one may queue
    more). Called before any player is asked (stack.ask), after each chain link and after the
    Damage Step, so no one ever sees an Equip Spell without its monster."""
    while st.rel_n > 0:
        c = st.rel_card[0]
        to = st.rel_to[0]
        for k in range(st.rel_n - 1):
            st.rel_card[k] = st.rel_card[k + 1]
            st.rel_to[k] = st.rel_to[k + 1]
        st.rel_n -= 1
        if to == REL_LOST_TARGET:                # destroyed by game rule (ygopro's REASON_LOST_TARGET): not
            if on_field(st, c):                  # "destroyed and sent to the GY" (Butterfly Dagger - Elma)
                log_event(st, EV_DESTROYED, c, st.c_ctrl[c], 1)
                send_to_grave(st, c)
        elif to == REL_DESTROY:                  # a bound monster
            if on_field(st, c):
                destroy(st, db, c, st.c_ctrl[c], False)
        elif st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] != to:
            give_back(st, c, to)


@njit(cache=True)
def on_field(st, c):
    loc = st.c_loc[c]
    return loc == LOC_MZONE or loc == LOC_SZONE or loc == LOC_FZONE


@njit(cache=True)
def to_pile(st, c, p, loc):
    """Move c to the end of player p's pile (the top, for the deck). A Fusion Monster bound for
    the hand or the Deck goes to its owner's Extra Deck instead (B10). A token goes nowhere:
    it ceases to exist (``token_gone``)."""
    if loc != LOC_BANISHED and loc != LOC_OUT and leaves_banished(st, c):
        log_event(st, EV_BANISHED, c, -1, 0)  # a replacement (Dark Magician of Chaos): its callers log no other move
        p = st.c_owner[c]
        loc = LOC_BANISHED if owner_in_game(st, c) else LOC_OUT
    returned = st.c_loc[c] == LOC_MZONE and loc == LOC_HAND and not is_token(c) and not st.c_extra[c] & CARD_EXTRA_DECK
    if on_field(st, c):
        log_event(st, EV_LEFT_FIELD, c, st.c_ctrl[c], 0)
        note_release(st, c)
        st.c_counter[c] = 0                   # counters stay only while the card does
        drop_card(st, c)                      # so do an effect's changes to it (core/modifiers.py)
    if is_token(c):
        token_gone(st, c)
        return
    if st.c_extra[c] & CARD_EXTRA_DECK and (loc == LOC_HAND or loc == LOC_DECK):
        p = st.c_owner[c]
        loc = LOC_EXTRA
    detach(st, c)
    pile_push(st, p, loc, c)
    if loc == LOC_BANISHED and st.c_trig[c] & (1 << TRIG_END_AFTER_BANISHED):     # D.D. Scout Plane; destroy() notes
        add_modifier(st, MOD_GONE_THIS_TURN, c, p, 1, UNTIL_END_OF_TURN, -1, st.turn)   # the GY
    if loc == LOC_HAND or loc == LOC_DECK or loc == LOC_EXTRA:
        st.c_proper[c] = 0                    # back in the hand or Deck: summoned properly no more (B10)
    if loc == LOC_HAND:
        note_special_win(st, p)               # R37: a hand completes only when a card arrives
    if returned:
        note_returned(st, p)                  # "a monster is returned from the field to the hand" (Criosphinx)


@njit(cache=True)
def card_flags(db, card):
    """The ``c_extra`` flags of database card ``card``: an Extra Deck card, and a card banished instead
    of leaving the field (the static "banished instead of leaving the field": Dark Magician of Chaos,
    read by zones.to_pile, which has no card table)."""
    flags = CARD_EXTRA_DECK if db[card].extra_deck else 0
    for s in range(db[card].s_n):
        if db[card].s_kind[s] == STATIC_BANISHED_ON_LEAVING:
            flags |= CARD_LEAVES_BANISHED
    return flags


@njit(cache=True)
def leaves_banished(st, c):
    """Card c is a face-up monster on the field that is banished instead of leaving the field any other way
    (CARD_LEAVES_BANISHED: Dark Magician of Chaos)."""
    return st.c_extra[c] & CARD_LEAVES_BANISHED != 0 and st.c_loc[c] == LOC_MZONE \
        and (st.c_pos[c] == POS_FACEUP_ATK or st.c_pos[c] == POS_FACEUP_DEF)


@njit(cache=True)
def to_bottom(st, p, loc, c):
    """Card c, the top card of player p's pile ``loc`` (just put there by ``to_pile``), goes to its
    bottom instead; the others move up one."""
    for s in range(st.pile_n[p, loc] - 1, 0, -1):
        d = st.pile[p, loc, s - 1]
        st.pile[p, loc, s] = d
        st.c_seq[d] = s
    st.pile[p, loc, 0] = c
    st.c_seq[c] = 0


@njit(cache=True)
def is_token(c):
    """Row c is a token row (B10: the last rows of the card table, core/tokens.py)."""
    return c >= DEALT_ROWS


@njit(cache=True)
def token_gone(st, c):
    """B10: a token that leaves the field ceases to exist: its row is unused again. The events
    of its leaving (destroyed, sent to the GY, banished, left field) are logged by the callers as
    for any card, and naming the row afterwards names no card."""
    detach(st, c)
    st.c_card[c] = -1
    st.c_owner[c] = -1
    st.c_ctrl[c] = -1
    st.c_pos[c] = POS_NONE
    st.c_trig[c] = 0
    st.c_attached[c] = -1


@njit(cache=True)
def owner_in_game(st, c):
    """R32: c may still go back to its owner: the owner has not lost, and c is of the deck the
    owner plays now (a 3v3 restore starts a new deck generation: the lost deck's cards never
    come back, V-3v3-2)."""
    owner = st.c_owner[c]
    return st.alive[owner] and st.c_gen[c] == st.gen[owner]


@njit(cache=True)
def send_to_grave(st, c):
    """B26: a card goes to its owner's GY; R32: if the owner has lost, it leaves the game.
    A card sent from the field can trigger (B17: a monster, an Equip Spell), and so can one sent from the hand."""
    owner = st.c_owner[c]
    if owner_in_game(st, c):
        from_field = on_field(st, c)
        from_hand = st.c_loc[c] == LOC_HAND
        own_monster = st.has_grave_watch and st.c_loc[c] == LOC_MZONE and st.c_ctrl[c] == owner and not is_token(c)
        from_deck = st.c_loc[c] == LOC_DECK
        instead = leaves_banished(st, c)
        to_pile(st, c, owner, LOC_GRAVE)
        if instead:                                           # banished instead (Dark Magician of Chaos)
            return
        log_event(st, EV_SENT_TO_GY, c, owner, 0)
        if own_monster:                                       # "a monster on your side of the field was sent to
            add_modifier(st, MOD_OWN_MONSTER_TO_GRAVE, -1, owner, 1, UNTIL_END_OF_TURN, -1, st.turn)   # your GY" (Last Will)
        events = 1 << TRIG_SENT_TO_GRAVE                      # from anywhere (Dandylion)
        if from_field:
            events |= 1 << TRIG_SENT_FROM_FIELD
        elif from_hand:
            events |= 1 << TRIG_SENT_FROM_HAND                # discarded or sent from the hand (Night Assailant)
        if (from_hand or from_deck) and by_opponents_effect(st, owner):   # Despair from the Dark, Regenerating Mummy
            events |= (1 << TRIG_OPP_SENT_HAND_DECK) | ((1 << TRIG_OPP_SENT_HAND) if from_hand else 0)
        if st.c_trig[c] & (1 << TRIG_END_AFTER_SENT):     # "during the End Phase of the turn it was sent to the GY"
            add_modifier(st, MOD_GONE_THIS_TURN, c, owner, 1, UNTIL_END_OF_TURN, -1, st.turn)   # (Manticore of
        note_trigger(st, c, events)                                                              # Darkness)
    else:
        to_pile(st, c, owner, LOC_OUT)


@njit(cache=True)
def by_opponents_effect(st, p):
    """A card of p's moves now by an opponent's card effect: a chain link of an opponent of p
    resolves (``resolving``; not a cost, paid at activation, nor a rule)."""
    if st.resolving <= 0:
        return False
    q = st.ch_player[st.resolving - 1]
    return q != p and is_opponent(st, p, q)


@njit(cache=True)
def discard(st, p, c):
    """p discards card c from the hand to the GY (a cost, an effect, the hand limit): ``discard_by``
    the activator of the resolving link, if one resolves (an effect: a cost is paid at activation)."""
    discard_by(st, p, c, st.ch_player[st.resolving - 1] if st.resolving > 0 else -1)


@njit(cache=True)
def discard_by(st, p, c, by):
    """p discards card c from the hand to the GY; ``by``: the player whose card effect discards it (-1:
    a cost or the hand limit). A discard by an effect is a "discarded by a card effect" trigger, noted
    with ``by`` when ``by`` is an opponent of the owner discarding from their own hand (R12: the Dark
    World monsters). It is noted for the condition `discarded` (``disc_recent``) and, in a duel with a
    static "opponent discards as many", for the discards it answers (``disc_due``, ``disc_count``: R17,
    engine.resume)."""
    log_event(st, EV_DISCARD, p, c, 0)
    send_to_grave(st, c)
    owner = st.c_owner[c]
    if by >= 0 and st.c_loc[c] == LOC_GRAVE:
        named = by if owner == p and by != owner and is_opponent(st, owner, by) else -1
        note_linked_trigger(st, c, 1 << TRIG_DISCARDED_BY_EFFECT, named)
    st.disc_recent |= 1 << p
    if in_duel_statics(st, STATIC_DISCARD_TOO):
        st.disc_due |= 1 << p
        st.disc_count[p] = min(st.disc_count[p] + 1, 100)


@njit(cache=True)
def to_zone(st, c, p, loc, zone):
    """Card c into p's monster or spell/trap zone ``zone``, or p's field zone."""
    detach(st, c)
    if loc == LOC_MZONE:
        st.mzone[p, zone] = c
    elif loc == LOC_SZONE:
        st.szone[p, zone] = c
    else:
        st.fzone[p] = c
    st.c_loc[c] = loc
    st.c_seq[c] = zone
    st.c_ctrl[c] = p


@njit(cache=True)
def put_in_zone(st, c, p, loc, zone, pos):
    """Card c arrives in p's zone this turn, in position ``pos``."""
    to_zone(st, c, p, loc, zone)
    st.c_pos[c] = pos
    st.c_placed_turn[c] = st.turn


@njit(cache=True)
def place_monster(st, c, p, zone, pos):
    put_in_zone(st, c, p, LOC_MZONE, zone, pos)
    st.c_manual_pos_turn[c] = -1
    st.c_attacked_turn[c] = -1
    st.c_damage[c] = 0                    # H1: a monster arrives at full HP; A-48 keeps it while it stays
    st.c_counter[c] = 0
    st.c_summon_turn[c] = -1              # a Spirit: Normal Summoned or flipped since it arrived (trigger_events)
    note_face_up(st)                      # R22: Rivalry of Warlords


@njit(cache=True)
def special_summon(st, db, c, p, pos):
    """B10: c to a free zone of p's (``summon_zone_of``: from the Extra Deck an EMZ first, V-BOSS-2);
    the summon can trigger (B17). Made while Chain Link 1 resolves, it is the last thing so far, which the window after the chain answers (B16,
    ``ss_card``); made while another link resolves, more of the chain follows it (as for an
    optional trigger's timing, ``tr_late``)."""
    special_summon_to(st, db, c, p, p, pos)


@njit(cache=True)
def special_summon_to(st, db, c, p, q, pos):
    """``special_summon`` by player p to player q's field (q controls it: Ojama Trio's tokens on an
    opponent's field); p is the summoner."""
    grave_owner = st.c_owner[c] if st.c_loc[c] == LOC_GRAVE else -1
    place_monster(st, c, q, summon_zone_of(st, q, c), pos)
    log_event(st, EV_SPECIAL_SUMMON, p, c, 0)
    note_summon(st, p)
    if pos != POS_FACEDOWN_DEF:                  # a face-down monster's own effects do not activate (Apprentice
        note_trigger(st, c, 1 << TRIG_SPECIAL_SUMMONED    # Magician Set from the Deck by another); from a GY: Molten Zombie
                     | (1 << TRIG_SPECIAL_SUMMONED_FROM_GRAVE if grave_owner >= 0 else 0))
    if pos != POS_FACEDOWN_DEF:
        note_named_summon(st, db, c, p)
    note_summoned_this_turn(st, db, c)
    note_special_summon(st, db, c, grave_owner, pos != POS_FACEDOWN_DEF)
    st.ss_card = c if st.resolving == 1 else -1


@njit(cache=True)
def change_control(st, c, p, zone):
    """Monster c moves to p's monster zone ``zone`` keeping its position and its record of
    this turn (a control change is not a summon)."""
    to_zone(st, c, p, LOC_MZONE, zone)
    log_event(st, EV_CONTROL, p, c, 0)
    note_face_up(st)


@njit(cache=True)
def swap_control(st, a, b):
    """Monsters a and b, controlled by two players, switch control: each goes to the zone the other
    leaves, keeping its position and its record of this turn (R19: Creature Swap)."""
    p, q = st.c_ctrl[a], st.c_ctrl[b]
    za, zb = st.c_seq[a], st.c_seq[b]
    detach(st, a)
    detach(st, b)
    to_zone(st, a, q, LOC_MZONE, zb)
    to_zone(st, b, p, LOC_MZONE, za)
    log_event(st, EV_CONTROL, q, a, 0)
    log_event(st, EV_CONTROL, p, b, 0)
    note_face_up(st)


@njit(cache=True)
def place_spell(st, c, p, zone, pos):
    """A Spell/Trap into p's spell/trap zone: Set (POS_FACEDOWN) or activated (face-up)."""
    put_in_zone(st, c, p, LOC_SZONE, zone, pos)


@njit(cache=True)
def place_field(st, c, p):
    """B3: a Field Spell activated into p's field zone sends p's Field Spell there to the GY."""
    if st.fzone[p] >= 0:
        send_to_grave(st, st.fzone[p])
    put_in_zone(st, c, p, LOC_FZONE, 0, POS_FACEUP_CARD)


@njit(cache=True)
def effect_proof(st, db, c):
    """Card c is face-up on the field with "indestructible by effects" (Fusion Sword Murasame Blade; its
    static is read here, below statics.py, so a negation of it is not: docs/interpretations.md)."""
    face_up = (st.c_loc[c] == LOC_MZONE and st.c_pos[c] != POS_FACEDOWN_DEF) \
        or ((st.c_loc[c] == LOC_SZONE or st.c_loc[c] == LOC_FZONE) and st.c_pos[c] == POS_FACEUP_CARD)
    if not face_up or st.c_card[c] < 0:
        return False
    rec = db[st.c_card[c]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_EFFECT_PROOF:
            return True
    return False


@njit(cache=True)
def destroy(st, db, c, by, banish):
    """Destroy c by an effect of player ``by``'s: to its owner's GY, or banished; a card that
    cannot be destroyed by card effects stays (``effect_proof``)."""
    if effect_proof(st, db, c):
        return
    log_event(st, EV_DESTROYED, c, by, 1)
    was_on_field = on_field(st, c)
    face_down = st.c_loc[c] == LOC_MZONE and st.c_pos[c] == POS_FACEDOWN_DEF
    was_set = st.c_loc[c] == LOC_SZONE and st.c_pos[c] == POS_FACEDOWN
    equipped = st.c_attached[c] >= 0 and st.c_attached[c] // MAX_CARDS == ATTACH_EQUIP
    ctrl = st.c_ctrl[c]
    face_up = st.c_loc[c] == LOC_MZONE and st.c_pos[c] != POS_FACEDOWN_DEF
    destroyed_damage(st, db, c)
    if banish:
        banish_card(st, c, by)
    else:
        send_to_grave(st, c)
        note_destroyed_to_grave(st, c, was_on_field)
        if equipped and st.c_loc[c] == LOC_GRAVE:
            note_trigger(st, c, 1 << TRIG_DESTROYED_EQUIPPED)   # "destroyed by a card effect while equipped"
        if was_on_field:
            note_destroyed_by(st, c, ctrl, by)
            note_own_monster_destroyed(st, db, c, ctrl, face_up)     # Backfire
        owner = st.c_owner[c]
        if (face_down or was_set) and st.c_loc[c] == LOC_GRAVE:   # Sand Moth, Dark Coffin: R12, the opponent whose card
            note_linked_trigger(st, c, 1 << TRIG_EFFECT_DESTROYED_FACE_DOWN,   # it was
                                by if by >= 0 and is_opponent(st, owner, by) else -1)
        if was_on_field and st.c_loc[c] == LOC_GRAVE and st.c_trig[c] & ((1 << TRIG_STANDBY_AFTER_DESTROYED)
                                                                       | (1 << TRIG_STANDBY_AFTER_EFFECT_DESTROYED)):
            by_opponent = by >= 0 and by != owner and is_opponent(st, owner, by)   # R14 (OPP-THIRD): any opponent
            add_modifier(st, MOD_DESTROYED_BY_EFFECT, c, owner, 2 if by_opponent else 1, UNTIL_NEXT_TURN_OF, owner,
                         st.turns_taken[owner] + 1)      # through the owner's next turn (its Standby Phase)


@njit(cache=True)
def banish_card(st, c, by):
    """c is banished (face-up) by player ``by``: to its owner's banished cards, or out of the
    game if the owner has lost (R32, as in send_to_grave)."""
    log_event(st, EV_BANISHED, c, by, 0)
    owner = st.c_owner[c]
    to_pile(st, c, owner, LOC_BANISHED if owner_in_game(st, c) else LOC_OUT)


                                 # one: an EMZ monster frees none, V-BOSS-2)


@njit(cache=True)
def draw_card(st, db, p):
    """B6: p draws (``take_top_card``); cards waiting for their controller's draws trigger
    (Solemn Wishes). Under a "destroy drawn monsters" modifier, in p's own turn, the card is shown
    to every player and a monster with that much printed ATK or more is destroyed (Crush Card
    Virus). Returns whether a card was drawn."""
    if not take_top_card(st, p, DRAW_DRAWN):
        return False
    if st.md_n > 0:
        destroy_drawn(st, db, p, st.pile[p, LOC_HAND, st.pile_n[p, LOC_HAND] - 1])
    if st.ls_n > 0:
        note_draw(st, p)
    return True


@njit(cache=True)
def destroy_drawn(st, db, p, d):
    """Card d, just drawn by p, under p's "destroy drawn monsters" rows in force (in p's own turn,
    or any turn with DRAWN_EVERY_DRAW): shown to every player once, and destroyed if a monster
    whose printed ATK is within a row's bound (the row's value - 1: ATK // 100, DRAWN_AT_MOST for
    "or less")."""
    shown = False
    for i in range(st.md_n):
        if st.md_card[i] >= 0 or st.md_kind[i] != MOD_DESTROY_DRAWN or (st.md_player[i] != p and st.md_player[i] >= 0) \
                or not in_force(st, i):
            continue
        v = st.md_value[i] - 1
        if st.turn_player != p and not v & DRAWN_EVERY_DRAW:
            continue
        if not shown:
            log_event(st, EV_REVEAL, p, d, 0)
            shown = True
        card = db[st.c_card[d]]
        atk = v % DRAWN_AT_MOST * 100
        if card.kind == KIND_MONSTER and ((card.atk <= atk) if v & DRAWN_AT_MOST else (card.atk >= atk)):
            destroy(st, db, d, -1, False)
            return


@njit(cache=True)
def deal_hand(st, p, n):
    """Deal p a hand of n cards: the opening hand (B4, R4), a KOF joiner's (V-KOF) or a 3v3
    restored player's (V-3v3-2). Taken like draws, but logged as dealt (EV_DRAW with
    DRAW_DEALT), and nothing that waits for draws sees them."""
    for _ in range(n):
        if not take_top_card(st, p, DRAW_DEALT):
            return


@njit(cache=True)
def take_top_card(st, p, how):
    """Take the top card of p's deck into the hand, without triggering anything (a 2v2 supply,
    V-2v2-5), logged as ``how`` (DRAW_DRAWN or DRAW_DEALT). An empty deck marks p to lose
    (B21), or with P23 off skips the draw; with a hard cap (P7) a draw at the cap marks p to
    lose instead. Returns whether a card was taken."""
    n = st.pile_n[p, LOC_DECK]
    if n == 0:
        if st.rule_deck_out_loss:
            st.pending_loss[p] = LOSS_DECK_OUT
        return False
    if 0 <= st.rule_hand_cap <= st.pile_n[p, LOC_HAND]:
        st.pending_loss[p] = LOSS_HAND_CAP
        return False
    c = st.pile[p, LOC_DECK, n - 1]
    to_pile(st, c, p, LOC_HAND)
    log_event(st, EV_DRAW, p, c, how)
    return True


@njit(cache=True)
def shuffle_deck(st, p):
    n = st.pile_n[p, LOC_DECK]
    for i in range(n - 1, 0, -1):
        j = rng_below(st, i + 1)
        a = st.pile[p, LOC_DECK, i]
        b = st.pile[p, LOC_DECK, j]
        st.pile[p, LOC_DECK, i] = b
        st.pile[p, LOC_DECK, j] = a
        st.c_seq[b] = i
        st.c_seq[a] = j


