"""Machine code only for the functions Python calls: how this package's ``njit`` keeps numba's
cold compile short.

numba finalises every compiled function on its own: it links the LLVM code of all its callees
into one module, optimises that module and emits machine code for it, because any compiled
function may be called from Python. Deep in the engine each function carries most of the
engine with it, so a cold ``ygo-royal simulate`` spent two thirds of its 205 s optimising and
emitting the same code again for each of 561 functions (timed per library on 2026-12-02),
although Python calls only a few of them: the kernels, ``init_duel``, ``apply_action``, ...

Here a function is still typed and lowered once, and its linked module is kept, but it is
optimised and turned into machine code only when something asks for its address: its first
call from Python. A function called only from other jitted code never is; its callers link
its code and optimise it with theirs. The compiled-code cache keeps the unoptimised module of
such a function (so a later caller links it without compiling it again), and the machine code
of a function once Python has called it (so a warm start loads it ready).

It works through three of numba's extension points, each kept to functions compiled by this
package's dispatcher: the code library they are compiled into (``DeferredLibrary``), the entry
point handed to the dispatcher (``DeferredEntry``, made by ``executable``), and the cache's
(de)serialisation of such a library.
"""
from __future__ import annotations

from typing import Any

from llvmlite import binding as ll
from numba.core import compiler
from numba.core.codegen import JITCodeLibrary, JITCPUCodegen
from numba.core.compiler_lock import global_compiler_lock, require_global_compiler_lock
from numba.core.cpu import CPUContext
from numba.core.dispatcher import _FunctionCompiler
from numba.core.environment import lookup_environment

DEFERRED_KIND = "ygo-royal-deferred-bitcode"     # the cache's tag for a library not emitted yet
ENV_PREFIX = "_ZN08NumbaEnv"                     # numba's mangled names of function environments


class DeferredLibrary(JITCodeLibrary):
    """A code library whose ``finalize`` only links its callees; ``emit`` optimises the module
    and makes machine code, once, when an address is asked for."""

    emitted = False

    def finalize(self) -> None:
        require_global_compiler_lock()
        self._raise_if_finalized()
        for library in dict.fromkeys(self._linking_libraries):
            self._reload_init.update(library._reload_init)
            self._final_module.link_in(library._get_module_for_linking(), preserve=True)
        self._finalize_dynamic_globals()         # the cache refuses a library that has any
        self._finalized = True

    def emit(self) -> None:
        """Optimise the linked module and make its machine code; then point every function
        environment it uses at its object (a callee's was never emitted, so nothing else did)."""
        with global_compiler_lock:
            if self.emitted:
                return
            self._ensure_finalized()
            self._optimize_final_module()
            self._finalize_final_module()
            self.emitted = True
            for gv in self._final_module.global_variables:
                if gv.name.startswith(ENV_PREFIX):
                    env = lookup_environment(gv.name)
                    if env is not None:
                        self._codegen.set_env(gv.name, env)

    def get_pointer_to_function(self, name: str) -> int:
        self.emit()
        return super().get_pointer_to_function(name)

    def serialize_using_object_code(self) -> tuple:
        if self.emitted:
            return super().serialize_using_object_code()
        self._ensure_finalized()
        return (self.name, DEFERRED_KIND, self._final_module.as_bitcode())


_numba_unserialize = JITCodeLibrary._unserialize.__func__


def _unserialize(cls, codegen, state):
    """numba's, plus the deferred kind: the linked module back, nothing emitted."""
    name, kind, data = state
    if kind != DEFERRED_KIND:
        return _numba_unserialize(cls, codegen, state)
    library = DeferredLibrary(codegen, name)
    library.enable_object_caching()
    library._final_module = ll.parse_bitcode(data)
    library._finalized = True
    return library


_numba_set_env = JITCPUCodegen.set_env


def _set_env(self, env_name: str, env: Any) -> None:
    """numba's, skipped for an environment not emitted yet (``DeferredLibrary.emit`` sets it)."""
    if self._engine.is_symbol_defined(env_name):
        _numba_set_env(self, env_name, env)


class DeferredEntry:
    """What the dispatcher holds for a function not emitted yet: called from Python, it emits
    the function and hands the dispatcher the real entry point, which later calls go to."""

    def __init__(self, context: CPUContext, library: DeferredLibrary, fndesc: Any, env: Any) -> None:
        self.context, self.library, self.fndesc, self.env = context, library, fndesc, env
        self.cfunc = None
        self.dispatcher = None
        self.cres = None

    def __call__(self, *args: Any, **kws: Any) -> Any:
        return self.materialize()(*args, **kws)

    def materialize(self):
        with global_compiler_lock:
            if self.cfunc is None:
                self.library.emit()
                self.cfunc = _numba_get_executable(self.context, self.library, self.fndesc, self.env)
                if self.dispatcher is not None:
                    self.dispatcher.materialized(self)
        return self.cfunc


_numba_get_executable = CPUContext.get_executable


def _get_executable(self, library, fndesc, env):
    """numba's, except for a library not emitted yet: a ``DeferredEntry`` instead."""
    if isinstance(library, DeferredLibrary) and not library.emitted:
        return DeferredEntry(self, library, fndesc, env)
    return _numba_get_executable(self, library, fndesc, env)


class DeferredCompiler(_FunctionCompiler):
    """numba's function compiler, compiling into a ``DeferredLibrary``."""

    def _compile_core(self, args, return_type):
        flags = compiler.Flags()
        self.targetdescr.options.parse_as_flags(flags, self.targetoptions)
        flags = self._customize_flags(flags)
        context = self.targetdescr.target_context
        library = DeferredLibrary(context.codegen(), self.py_func.__qualname__)
        library.enable_object_caching()
        cres = compiler.compile_extra(self.targetdescr.typing_context, context,
                                      self._get_implementation(args, {}),
                                      args=args, return_type=return_type, flags=flags,
                                      locals=self.locals, library=library,
                                      pipeline_class=self.pipeline_class)
        if cres.typing_error is not None and not flags.enable_pyobject:
            raise cres.typing_error
        return cres


JITCodeLibrary._unserialize = classmethod(_unserialize)
JITCPUCodegen.set_env = _set_env
CPUContext.get_executable = _get_executable
