"""The mask's word-wise count and search agree with reading it byte by byte (core/action_mask.py)."""
import numpy as np
import pytest

from ygo_royal_env.core.action_mask import count_legal, nth_legal
from ygo_royal_env.core.constants import N_ACTIONS


@pytest.mark.parametrize("density", [0.0, 0.01, 0.2, 1.0])
def test_count_and_rank_match_a_byte_by_byte_reading(density):
    rng = np.random.default_rng(7)
    for _ in range(20):
        mask = (rng.random(N_ACTIONS) < density).astype(np.int8)
        mask[-1] = rng.random() < 0.5                       # the tail past the last whole word
        legal = np.flatnonzero(mask)
        assert count_legal(mask) == len(legal)
        for k, action in enumerate(legal):
            assert nth_legal(mask, k) == action
        assert nth_legal(mask, len(legal)) == -1


def test_an_unaligned_mask_reads_the_same():
    """The duel record's mask need not start on a word boundary."""
    buffer = np.zeros(N_ACTIONS + 3, np.int8)
    mask = buffer[3:]
    mask[[0, 9, 200, N_ACTIONS - 1]] = 1
    assert count_legal(mask) == 4
    assert [nth_legal(mask, k) for k in range(5)] == [0, 9, 200, N_ACTIONS - 1, -1]
