"""The duel's event log: a ring buffer of (kind, a, b, c) rows (RULES.md 2.0).

Tests read it to check what happened and in which order; ``render`` prints it.
"""
from .._jit import njit

from .constants import LOG_CAP


@njit(cache=True)
def log_event(st, kind, a, b, c):
    row = st.ev_n % LOG_CAP
    st.ev[row, 0] = kind
    st.ev[row, 1] = a
    st.ev[row, 2] = b
    st.ev[row, 3] = c
    st.ev_n += 1
