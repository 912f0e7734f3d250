"""The package's ``njit`` (``ygo_royal_env/_jit.py``): a function called from jitted code
compiles once for all its callers, whatever literal or integer width they pass, and
``in_threads`` runs a nogil kernel over every item exactly once for any thread count."""
from __future__ import annotations

import numpy as np
import pytest
from numba.core import types

from ygo_royal_env._jit import in_threads, njit, widened


@njit
def _twice(x):
    return 2 * x


@njit
def _caller(narrow):
    return _twice(3) + _twice(narrow) + _twice(np.int32(5)) + _twice(True)


def test_a_callee_compiles_once_for_literal_bool_and_narrow_integer_arguments():
    assert _caller(np.int8(4)) == 6 + 8 + 10 + 2
    assert _twice.signatures == [(types.int64,), (types.boolean,)]    # not one per literal or width


def test_widened_keeps_what_is_not_a_narrow_signed_integer():
    assert widened(types.literal(7)) == types.int64 and widened(types.int16) == types.int64
    assert widened(types.uint8) == types.uint8 and widened(types.float32) == types.float32
    assert widened(types.literal(True)) == types.boolean


@njit(nogil=True)
def _squares(start, stop, out):
    for i in range(start, stop):
        out[i] = i * i


@pytest.mark.parametrize("threads", [1, 2, 3, 16])
def test_in_threads_fills_every_item_once_whatever_the_thread_count(threads):
    out = np.full(10, -1, np.int64)
    in_threads(_squares, 10, threads, out)
    assert (out == np.arange(10) ** 2).all()
