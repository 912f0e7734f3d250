"""What follows a card's move: the releases it queues (an Equip Card losing its monster, a card
losing its target), a monster turned face-down, the notes a summon or a destruction leaves for
triggers and for damage on destruction, and the special win a card reaching the hand may give.
zones.py moves the cards and calls these."""
from .._jit import njit
from ..cards.constants import (MOD_BOUND, STATIC_DESTROYED_DAMAGE, ATTACH_BOUND, ATTACH_CONTROL, KIND_SPELL,
                               SUBTYPE_EQUIP, TRIG_DESTROYED, UNTIL_END_OF_TURN, TRIG_END_AFTER_OPP_DESTROYED,
                               MOD_DESTROYED_BY_OPPONENT, ATTACH_EQUIP, MOD_GONE_THIS_TURN, TRIG_END_AFTER_DESTROYED,
                               MOD_LOCKED_BY)
from .constants import (EV_POSITION, LOC_GRAVE, LOC_HAND, LOC_MZONE, MAX_CARDS, N_SZONES, POS_FACEDOWN_DEF,
                        REL_DESTROY, REL_LOST_TARGET, RELEASE_CAP)
from .damage import inflict_damage
from .modifiers import add_modifier, drop_face_down, in_force, remove_row
from .events import log_event
from .players import in_duel, is_opponent
from .trigger_events import note_trigger


@njit(cache=True)
def queue_release(st, c, to):
    if st.rel_n < RELEASE_CAP:
        st.rel_card[st.rel_n] = c
        st.rel_to[st.rel_n] = to
        st.rel_n += 1


@njit(cache=True)
def note_release(st, c):
    """Card c is leaving the field: the cards attached to it follow once it has left
    (``release_attached``): an Equip Spell (or a Trap attached like one) whose monster left is
    destroyed; the monster of a
    card that left is destroyed (Premature Burial, Call of the Haunted) or goes back to the
    player it was taken from (Snatch Steal: the designated opponent of its activation, R12); the cards it
    locked may be activated again."""
    if st.c_attached[c] >= 0:
        m = st.c_attached[c] % MAX_CARDS
        mode = st.c_attached[c] // MAX_CARDS
        st.c_attached[c] = -1
        if mode == ATTACH_BOUND:
            queue_release(st, m, REL_DESTROY)
        elif mode == ATTACH_CONTROL:
            for k in range(st.ls_n):
                if st.ls_card[k] == c and st.ls_opp[k] >= 0:
                    queue_release(st, m, st.ls_opp[k])
    for i in range(st.md_n):                     # the monsters bound to c (Hysteric Party) are destroyed
        if st.md_kind[i] == MOD_BOUND and st.md_value[i] == c + 1 and in_force(st, i) and st.md_card[i] >= 0:
            queue_release(st, st.md_card[i], REL_DESTROY)
    i = 0
    while i < st.md_n:                           # the cards c locked (Xing Zhen Hu) are free again
        if st.md_kind[i] == MOD_LOCKED_BY and st.md_value[i] == c + 1:
            remove_row(st, i)
        else:
            i += 1
    if st.c_loc[c] == LOC_MZONE:
        for q in range(st.num_players):
            for z in range(N_SZONES):
                e = st.szone[q, z]
                if e >= 0 and st.c_attached[e] >= 0 and st.c_attached[e] % MAX_CARDS == c:
                    st.c_attached[e] = -1
                    queue_release(st, e, REL_LOST_TARGET)


@njit(cache=True)
def turn_face_down(st, db, t):
    """Monster t is turned face-down in Defense Position by an effect: it loses its counters and what effects
    changed on it (B8: not its own change; it stays taken, A-12), and its Equip Spells are destroyed
    (``note_turned_face_down``)."""
    st.c_pos[t] = POS_FACEDOWN_DEF
    st.c_counter[t] = 0
    drop_face_down(st, t)
    log_event(st, EV_POSITION, st.c_ctrl[t], t, POS_FACEDOWN_DEF)
    note_turned_face_down(st, db, t)


@njit(cache=True)
def note_turned_face_down(st, db, m):
    """Monster m was turned face-down: an Equip Spell equips only a face-up monster, so those
    attached to m are destroyed (once no one is mid-move: ``release_attached``), and what they
    did with m ends with them (``note_release``: Premature Burial destroys it, Snatch Steal
    gives it back). A Continuous Trap attached to m (Call of the Haunted) stays."""
    for q in range(st.num_players):
        for z in range(N_SZONES):
            e = st.szone[q, z]
            if e >= 0 and st.c_attached[e] >= 0 and st.c_attached[e] % MAX_CARDS == m:
                card = db[st.c_card[e]]
                if (card.kind == KIND_SPELL and card.subtype == SUBTYPE_EQUIP) \
                        or st.c_attached[e] // MAX_CARDS == ATTACH_EQUIP:
                    queue_release(st, e, REL_LOST_TARGET)        # an Equip Spell, any Equip Card (Blast with Chain)


@njit(cache=True)
def note_summon(st, p):
    """p Summoned a monster this turn (Normal, Tribute, Flip or Special Summon; a Set is none):
    Scapegoat's condition reads it (``summoned_turn``)."""
    st.summoned_turn[p] = st.turn


@njit(cache=True)
def note_destroyed_by(st, c, ctrl, by):
    """c, controlled by ``ctrl``, was destroyed on the field by player ``by``'s card (an effect, or a monster
    in battle) and is in a GY: a card waiting for "end phase after destroyed by an opponent" that its owner
    controlled and an opponent of the owner destroyed gets a MOD_DESTROYED_BY_OPPONENT row for the turn,
    naming that opponent (Dark Necrofear)."""
    owner = st.c_owner[c]
    if st.c_trig[c] & (1 << TRIG_END_AFTER_OPP_DESTROYED) and st.c_loc[c] == LOC_GRAVE and ctrl == owner \
            and by >= 0 and by != owner and is_opponent(st, owner, by):
        add_modifier(st, MOD_DESTROYED_BY_OPPONENT, c, owner, by + 1, UNTIL_END_OF_TURN, -1, st.turn)


@njit(cache=True)
def destroyed_damage(st, db, c):
    """Monster c is being destroyed on the field (by battle or by an effect, face-up or not): with a
    "controller takes damage when destroyed" static, its controller takes that damage from its owner
    (the player who summoned the token; nobody once they have left the duel). Not a chain link:
    it happens with the destruction (Ojama Token)."""
    if st.c_loc[c] != LOC_MZONE or st.c_card[c] < 0:
        return
    rec = db[st.c_card[c]]
    for s in range(rec.s_n):
        if rec.s_kind[s] == STATIC_DESTROYED_DAMAGE:
            q = st.c_ctrl[c]
            owner = st.c_owner[c]
            if in_duel(st, q):
                inflict_damage(st, q, rec.s_amount[s], owner if owner >= 0 and in_duel(st, owner) else -1)


@njit(cache=True)
def note_destroyed_to_grave(st, c, was_on_field):
    """c was destroyed on the field and is now in a GY: a card waiting for this turn's End Phase there gets a
    MOD_GONE_THIS_TURN row, kept while it stays (Twin-Headed Behemoth), and its "destroyed" trigger is noted."""
    if was_on_field and st.c_loc[c] == LOC_GRAVE:
        if st.c_trig[c] & (1 << TRIG_END_AFTER_DESTROYED):
            add_modifier(st, MOD_GONE_THIS_TURN, c, st.c_owner[c], 1, UNTIL_END_OF_TURN, -1, st.turn)
        note_trigger(st, c, 1 << TRIG_DESTROYED)         # "destroyed and sent to the GY" (Butterfly Dagger - Elma)


@njit(cache=True)
def in_hand(st, p, card):
    """Whether p's hand holds a copy of the card with database index ``card``."""
    for h in range(st.pile_n[p, LOC_HAND]):
        if st.c_card[st.pile[p, LOC_HAND, h]] == card:
            return True
    return False


@njit(cache=True)
def note_special_win(st, p):
    """R37: with special_win_policy="v3_team_rule", a hand holding every card of the win hand
    (Exodia and its four pieces) owes p its special win, which the engine runs next
    (special_win.py). Checked whenever a card reaches a hand (``to_pile``: a draw, a search, a
    return to the hand) and when a hand-built position starts."""
    if not st.rule_special_win:
        return
    for k in range(st.rule_win_hand.shape[0]):
        if not in_hand(st, p, st.rule_win_hand[k]):
            return
    st.special_win_due |= 1 << p
