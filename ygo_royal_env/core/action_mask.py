"""The action mask read eight actions at a time.

A mask holds ``N_ACTIONS`` bytes of 0 or 1, few of them 1. Counted byte by byte, each byte was
widened to 64 bits: a sixth of a random playout's time went to ``legal.build_mask``'s count.
Read as 64-bit words (unaligned loads: x86 and ARM64 take them), a count is ``N_ACTIONS // 8``
additions, and a search skips eight illegal actions at a time."""
import numpy as np

from .._jit import njit
from .constants import N_ACTIONS

WORDS = N_ACTIONS // 8                    # whole words; the last N_ACTIONS % 8 bytes are read one by one
BYTE_LANES = np.uint64(0x00FF00FF00FF00FF)
ONES_16 = np.uint64(0x0001000100010001)
ONES_8 = np.uint64(0x0101010101010101)
assert WORDS < 256, "a byte lane of count_legal's sum holds at most 255"


@njit(cache=True)
def count_legal(mask):
    """How many actions ``mask`` allows: its words summed lane by lane (a lane counts at most
    ``WORDS`` ones), then the eight byte lanes added as four 16-bit ones."""
    words = mask[:WORDS * 8].view(np.uint64)
    lanes = np.uint64(0)
    for w in range(WORDS):
        lanes += words[w]
    pairs = (lanes & BYTE_LANES) + ((lanes >> np.uint64(8)) & BYTE_LANES)
    total = np.int64((pairs * ONES_16) >> np.uint64(48))
    for a in range(WORDS * 8, N_ACTIONS):
        total += mask[a]
    return total


@njit(cache=True)
def nth_legal(mask, k):
    """The legal action of rank ``k`` (0: the lowest) in ``mask``; -1 if it allows k or fewer."""
    words = mask[:WORDS * 8].view(np.uint64)
    for w in range(WORDS):
        word = words[w]
        if word == 0:
            continue
        ones = np.int64((word * ONES_8) >> np.uint64(56))
        if k >= ones:
            k -= ones
            continue
        for a in range(w * 8, w * 8 + 8):
            if mask[a]:
                if k == 0:
                    return a
                k -= 1
    for a in range(WORDS * 8, N_ACTIONS):
        if mask[a]:
            if k == 0:
                return a
            k -= 1
    return -1
