"""``njit`` for this package: numba's, except that a function called from other jitted code
is compiled once for all its callers, not once per combination of argument types.

numba specialises a jitted callee on the exact types its caller passes: ``ask(st, db,
PROMPT_TRIBUTE, p)`` and ``ask(st, db, PROMPT_TARGET, p)`` are two compiles, because a constant
argument is typed as its literal value, and an ``int8`` Level and an ``int32`` index make two
more. Each compile optimises and emits machine code for the callee's whole call tree, so these
copies made a third of the first ``ygo-royal simulate``'s cold compile (201 of 647 s measured
with the compile events on 2026-12-02: ``ask`` 21 copies, ``log_event`` 100). Here a call from
jitted code is typed with literal values dropped, signed integers and booleans widened to
``int64`` and parameters left to their defaults typed as the default; the caller casts its
arguments to that one signature. Calls from Python are unchanged.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numba
from numba.core import types
from numba.core.compiler import CompilerBase
from numba.core.compiler_machinery import PassManager
from numba.core.typed_passes import (AnnotateTypes, InlineOverloads, IRLegalization, NativeLowering,
                                     NoPythonBackend, NopythonTypeInference,
                                     PreLowerStripPhis)
from numba.core.untyped_passes import (DeadBranchPrune, FixupArgs, GenericRewrites, InlineInlinables,
                                       IRProcessing, ReconstructSSA, RewriteDynamicRaises,
                                       RewriteSemanticConstants, TranslateByteCode)
from numba.core.registry import CPUDispatcher
from numba.core.targetconfig import TargetConfig
from numba.core.types.npytypes import Record

from ._deferred_code import STABLE_FUNCTIONS, DeferredCompiler, DeferredEntry


def widened(arg: types.Type) -> types.Type:
    """The type a jitted callee is compiled for, whatever the caller's argument type: a
    parameter left to its default is typed as the default value, a boolean as an integer."""
    if isinstance(arg, types.Omitted):
        arg = numba.typeof(arg.value)
    arg = types.unliteral(arg)
    if isinstance(arg, types.Boolean) or isinstance(arg, types.Integer) and arg.signed and arg.bitwidth < 64:
        return types.int64
    return arg


class EnginePipeline(CompilerBase):
    """numba's nopython pipeline without the passes for what this package's jitted code never
    uses: closures, ``with`` contexts, ``literally`` and ``literal_unroll``, ``isinstance``
    literal propagation, parfors, nor the rewrites after type inference (whole-array expressions
    fused into one loop, indexing of literal strings; without the rewrite an array expression
    is one numpy call per operator). Each pass walks every function's IR; these walks were about
    8% of a cold compile. A function that needs one of them must use ``numba.njit``."""

    def define_pipelines(self):
        pm = PassManager("ygo-royal nopython")
        for pass_class, description in (
                (TranslateByteCode, "analyzing bytecode"), (FixupArgs, "fix up args"),
                (IRProcessing, "processing IR"), (RewriteSemanticConstants, "rewrite semantic constants"),
                (DeadBranchPrune, "dead branch pruning"), (GenericRewrites, "nopython rewrites"),
                (RewriteDynamicRaises, "rewrite dynamic raises"), (InlineInlinables, "inline inlinable functions"),
                (ReconstructSSA, "ssa"), (DeadBranchPrune, "dead branch pruning after ssa"),
                (NopythonTypeInference, "nopython frontend"), (PreLowerStripPhis, "remove phis nodes"),
                (InlineOverloads, "inline overloaded functions"),
                (IRLegalization, "ensure IR is legal prior to lowering"), (AnnotateTypes, "annotate types"),
                (NativeLowering, "native lowering"), (NoPythonBackend, "nopython mode backend")):
            pm.add_pass(pass_class, description)
        pm.finalize()
        return [pm]


class OneVersionDispatcher(CPUDispatcher):
    """A dispatcher that types calls from jitted code on ``widened`` argument types, and makes
    machine code for a function only once Python calls it (``_deferred_code``)."""

    def __init__(self, py_func, **kwargs):
        super().__init__(py_func, **kwargs)
        self._compiler = DeferredCompiler(py_func, self.targetdescr, self.targetoptions,
                                          self.locals, EnginePipeline)

    def get_call_template(self, args, kws):
        """numba's, on ``widened`` types of the arguments with keywords and defaults filled in
        (the lowering fills a default in as a constant of the parameter's type)."""
        _, folded = self._compiler.fold_argument_types(args, kws)
        return super().get_call_template(tuple(widened(a) for a in folded), {})

    def add_overload(self, cres):
        """An entry point not emitted yet is kept out of numba's table of Python entry points, so
        a call from Python reaches ``compile``, which returns it, and it emits itself."""
        if isinstance(cres.entry_point, DeferredEntry):
            cres.entry_point.dispatcher, cres.entry_point.cres = self, cres
            self.overloads[tuple(cres.signature.args)] = cres
        else:
            super().add_overload(cres)

    def materialized(self, entry: DeferredEntry) -> None:
        """``entry`` has machine code now: later calls go straight to it, and the cache keeps
        it, so the next process loads it ready."""
        cres = entry.cres._replace(entry_point=entry.cfunc, library=entry.library)
        self.targetctx.insert_user_function(entry.cfunc, cres.fndesc, [cres.library])
        super().add_overload(cres)
        self._cache.save_overload(tuple(cres.signature.args), cres)


_record_repr = Record.__repr__


def _record_repr_once(self: Record) -> str:
    """numba rebuilds a record type's repr, a line per field (about 240 for the duel record), each
    time it is asked, and its compiler asks for it in every pass of every function; a type never
    changes, so it is built once."""
    try:
        return self.__dict__["_repr_once"]
    except KeyError:
        self.__dict__["_repr_once"] = _record_repr(self)
        return self.__dict__["_repr_once"]


Record.__repr__ = _record_repr_once


def _config_key(config: TargetConfig) -> frozenset:
    """The options ``config`` sets to something other than their default: two configs of one
    class are equal exactly when these are."""
    options = config.options
    return frozenset((k, v) for k, v in config._values.items() if v != options[k].default)


def _config_hash(self: TargetConfig) -> int:
    return hash(_config_key(self))


def _config_eq(self: TargetConfig, other: object) -> bool:
    """numba compares compile flags by building a dict of all ~20 options on each side; its
    typing caches key on them, half a million comparisons in a cold compile (about 7 s). The
    same answer from the options set, or at once when both set the same values."""
    if not isinstance(other, TargetConfig):
        return NotImplemented
    if type(self).options is not type(other).options:
        return self.values() == other.values()
    if self._values == other._values:
        return True
    return _config_key(self) == _config_key(other)


TargetConfig.__hash__ = _config_hash
TargetConfig.__eq__ = _config_eq


def njit(func: Callable | None = None, *, cache: bool = False, shared_code: bool = False, **options: Any):
    """``numba.njit`` with ``OneVersionDispatcher``; the same options (``cache``, ``nogil``, ``inline``).
    No C-callable wrapper is made (``no_cfunc_wrapper``): nothing here takes a jitted function's
    address, and lowering one for every function cost 6% of a cold compile.

    ``shared_code``: the function gets machine code of its own, made once, and every caller calls
    it instead of linking and optimising its whole call tree again (``_deferred_code``). For the
    engine's loop, which every front end's kernels reach."""
    def wrap(py_func: Callable) -> OneVersionDispatcher:
        dispatcher = OneVersionDispatcher(py_func=py_func, locals={},
                                          targetoptions={"nopython": True, "no_cfunc_wrapper": True,
                                                         "no_cpython_wrapper": True, **options})
        dispatcher._compiler.shared_code = shared_code
        if cache:
            STABLE_FUNCTIONS.add(py_func)
            dispatcher.enable_caching()
        return dispatcher
    return wrap if func is None else wrap(func)


def in_threads(kernel: Callable, n: int, threads: int | None, *args: Any) -> None:
    """Run ``kernel(start, stop, *args)`` (an ``njit(nogil=True)`` loop over items) on ``[0, n)``
    split among ``threads`` Python threads (default ``numba.get_num_threads()``).

    It stands in for ``parallel=True`` and ``prange``: a parallel kernel compiles the whole
    engine once more inside its generated loop (54 s of the first simulate's cold compile),
    while this one is an ordinary call. Items must be independent, so the split cannot change
    a result."""
    threads = max(1, min(threads or numba.get_num_threads(), n))
    if threads == 1:
        kernel(0, n, *args)
        return
    bounds = [n * t // threads for t in range(threads + 1)]
    pool = _pool(threads)
    for done in [pool.submit(kernel, bounds[t], bounds[t + 1], *args) for t in range(threads)]:
        done.result()


@functools.lru_cache(maxsize=None)
def _pool(threads: int) -> ThreadPoolExecutor:
    """One pool per thread count, kept: a batch steps many times a second."""
    return ThreadPoolExecutor(threads, thread_name_prefix="ygo-royal-jit")
