"""Typing work numba repeats, done once while this package's functions compile.

numba types every operator and builtin call (``a == b``, ``x[i]``, ``min``, ...) by trying the
function's templates in order, literal argument types first, until one accepts: tens of
templates for ``==``, each failure building an error message, and the whole search again at
every call site and once more when the call is lowered. The engine's 600-odd functions make
tens of thousands of such calls over a few thousand distinct argument types; the searches were
a third of the first ``ygo-royal simulate``'s cold compile (measured 2026-12-03, runs side by
side on one machine: 123-138 s down to 88-96 s with an early form of these shortcuts; 105-115 s
down to 77-92 s with them, ``_jit.widened``'s booleans and defaults and the leaner pipeline).

While a function of this package compiles (``engine_compiling``, entered by
``_deferred_code.DeferredCompiler``):

- ``BaseFunction.get_call_type`` keeps each accepted signature by function type, typing
  context, argument types and compile flags, and gives it back, setting the implementation key
  the search would have set (lowering reads it). A search that fails is not kept: its error is
  raised as numba raises it. Templates only ever get added to a function type by making a new
  one, so a kept answer stays the one the search would give.
- numba's error messages are built without colour codes: each failed template attempt builds
  one, and the colour library wraps and unwraps the terminal streams for each.
- ``make_array``'s look-up of an ``__array__`` lowering (numba registers none; an extension
  may) fails at once instead of reloading every registry and failing again, at each array a
  record field gives.
- numba's callbacks around each call into LLVM are off: they only time the LLVM lock for
  compile metadata, and with a timer per nested compile each call notified tens of them.

Outside that extent numba behaves as shipped, so other numba code in the process is unaffected.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from llvmlite.binding import ffi
from numba.core import errors, targetconfig
from numba.core.base import BaseContext
from numba.core.target_extension import get_local_target
from numba.core.types.functions import BaseFunction

_active = 0                                  # depth of this package's compiles in progress
_signatures: dict = {}                       # accepted call signatures (see get_call_type)


def _unmarked(msg: str, color: str | None = None, style: str | None = None) -> str:
    return msg


@contextmanager
def engine_compiling() -> Iterator[None]:
    """The extent in which the shortcuts apply: one of this package's functions compiling,
    with whatever numba compiles inside it."""
    global _active
    outermost = _active == 0
    if outermost:
        scheme = errors.termcolor()          # the one instance numba's modules hold
        highlighting = hasattr(type(scheme), "_markup")
        if highlighting:
            scheme._markup = _unmarked
        llvm_callbacks = ffi.lib._lock._cblist[:]
        ffi.lib._lock._cblist.clear()
    _active += 1
    try:
        yield
    finally:
        _active -= 1
        if outermost:
            if highlighting:
                del scheme._markup
            ffi.lib._lock._cblist[:] = llvm_callbacks


_numba_get_call_type = BaseFunction.get_call_type


def get_call_type(self: BaseFunction, context, args: tuple, kws: dict):
    if not _active:
        return _numba_get_call_type(self, context, args, kws)
    try:
        key = (self, context, get_local_target(context), args, tuple(kws.items()),
               targetconfig.ConfigStack.top_or_none())
        found = _signatures.get(key)
    except TypeError:                        # an unhashable argument type: no shortcut
        return _numba_get_call_type(self, context, args, kws)
    if found is not None:
        signature, impl_key = found
        self._impl_keys[signature.args] = impl_key
        return signature
    signature = _numba_get_call_type(self, context, args, kws)
    if signature is not None:
        _signatures[key] = signature, self._impl_keys[signature.args]
    return signature


_numba_get_function = BaseContext.get_function


def get_function(self: BaseContext, fn, sig, _firstcall: bool = True):
    if _active and fn == "__array__" and not self._defns["__array__"].versions:
        raise NotImplementedError(f"No definition for lowering {fn}{sig}")
    return _numba_get_function(self, fn, sig, _firstcall)


BaseFunction.get_call_type = get_call_type
BaseContext.get_function = get_function
