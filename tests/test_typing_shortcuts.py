"""``ygo_royal_env/_typing_shortcuts.py``: while this package's functions compile, numba's call
typing is answered from what it already found, with the answer numba's own search gives; a
failed typing raises as numba raises it; outside that extent numba is as shipped."""
from __future__ import annotations

import operator

import numba
import pytest
from llvmlite.binding import ffi
from numba.core import errors, types

from ygo_royal_env import _typing_shortcuts as shortcuts
from ygo_royal_env._jit import njit


@njit
def _compare_and_add(a, b):
    return (a < b) + (a + b)


@njit
def _adds_text(a):
    return a + "text"


def _numba_plain(a, b):
    return (a < b) + (a + b) * 3


def test_a_kept_call_signature_is_the_one_numbas_own_search_gives():
    assert _compare_and_add(2, 5) == 8
    context = _compare_and_add.targetdescr.typing_context
    less = context.resolve_value_type(operator.lt)
    kept = [(key, found) for key, found in shortcuts._signatures.items()
            if key[0] is less and key[3] == (types.int64, types.int64)]
    assert kept
    for key, (signature, impl_key) in kept:
        assert shortcuts._numba_get_call_type(less, context, key[3], dict(key[4])) == signature
        assert less._impl_keys[signature.args] == impl_key


def test_a_failed_typing_raises_numbas_error_without_colour_codes():
    with pytest.raises(errors.TypingError) as raised:
        _adds_text(1)
    assert "\x1b[" not in str(raised.value)
    assert not any(found[0] is None for found in shortcuts._signatures.values())


def test_other_numba_code_compiles_outside_the_shortcuts():
    _compare_and_add(1, 1)
    kept, colour, callbacks = len(shortcuts._signatures), errors.termcolor(), list(ffi.lib._lock._cblist)
    assert numba.njit(_numba_plain)(4, 2) == 18
    assert len(shortcuts._signatures) == kept          # numba's own search, nothing kept
    assert errors.termcolor() is colour and "_markup" not in vars(colour)
    assert ffi.lib._lock._cblist == callbacks
    assert shortcuts._active == 0
