"""Machine code only for the functions Python calls, each call tree linked once: how this
package's ``njit`` keeps numba's cold compile short.

numba finalises every compiled function on its own: it links the LLVM code of all its callees
into one module, optimises that module and emits machine code for it, and gives it a CPython
wrapper, because any compiled function may be called from Python. Deep in the engine each
function carries most of the engine with it, so a cold ``ygo-royal simulate`` spent two thirds
of its 205 s optimising and emitting the same code again for each of 561 functions (timed per
library on 2026-12-02), although Python calls only a few of them: the kernels, ``init_duel``,
``apply_action``, ...

Here a function is typed and lowered once into a library that holds only its own code:

- it is linked with its call tree, optimised and turned into machine code only when something
  asks for its address: its first call from Python, which also makes its CPython wrapper
  (``python_entry``). A function called only from other jitted code never is; its callers'
  trees include it;
- a ``shared_code`` function (the engine's loop) is emitted once, on its own; each caller's
  machine code calls it instead of carrying its own optimised copy of the engine;
- the compiled-code cache keeps a library's own module and where its callees come from
  (``origin``), or, once emitted, its machine code and the shared functions it calls, loaded
  before it; so a warm start loads ready code, and a new caller links cached callees without
  compiling them again.

It works through numba's extension points, each kept to functions compiled by this package's
dispatcher: the code library they are compiled into (``DeferredLibrary``), the entry point handed
to the dispatcher (``DeferredEntry``, made by ``_get_executable``), and the cache's
(de)serialisation of such a library.
"""
from __future__ import annotations

import hashlib
import importlib
import weakref
from typing import Any

from llvmlite import binding as ll
from numba.core import compiler, environment
from numba.core.bytecode import FunctionIdentity
from numba.core.codegen import JITCodeLibrary, JITCPUCodegen
from numba.core.compiler_lock import global_compiler_lock, require_global_compiler_lock
from numba.core.cpu import CPUContext
from numba.core.dispatcher import _FunctionCompiler
from numba.core.environment import lookup_environment
from numba.core.runtime import rtsys
from numba.core.types.npytypes import Record

from ._typing_shortcuts import engine_compiling

DEFERRED_KIND = "ygo-royal-deferred-module"      # the cache's tag for a library not emitted yet
EMITTED_KIND = "ygo-royal-emitted"               # a library's machine code, and what it calls
ENV_PREFIX = "_ZN08NumbaEnv"                     # numba's mangled names of function environments


class DeferredLibrary(JITCodeLibrary):
    """A code library that keeps its own module apart from its callees'; ``emit`` links its
    whole call tree once, optimises it and makes machine code, when an address is asked for.

    numba links every callee's module into each library as it is finalised, so a library holds
    its whole call tree, and each of ~600 engine functions cloned, linked and cached most of the
    engine again (a sixth of a cold compile). Here only ``emit`` gathers the tree, from each
    library's own module, and the cache keeps a library's own module plus where its callees come
    from (``origin``: module, qualified name and argument types of a function of this package), so
    a later process loads them from their own cache entries."""

    emitted = False
    has_python_entry = False     # holds a CPython wrapper (``python_entry``)
    origin: tuple | None = None  # (module, qualname, argument types) of the function compiled into it
    shared_code = False          # the function's own machine code, called by every caller (``njit``)
    shared_deps: list = []       # origins of the shared_code functions its machine code calls

    def finalize(self) -> None:
        require_global_compiler_lock()
        self._raise_if_finalized()
        self._finalize_dynamic_globals()         # the cache refuses a library that has any
        self._finalized = True
        self._own_module = self._final_module

    def callees(self) -> list:
        """The libraries linked into this one: numba's, or those named by a cache entry."""
        pending = self.__dict__.pop("_callee_origins", ())
        self._linking_libraries.extend(library_of(origin) for origin in pending)
        return self._linking_libraries

    def _linkable(self) -> ll.ModuleRef:
        """This library's own module, ready to link into callers (``linkonce``)."""
        if self._shared_module is None:
            self._shared_module = linkonce(self._own_module.clone())
        return self._shared_module

    def call_tree(self) -> tuple[list, list, list]:
        """This library's callees, transitively: deferred libraries to link (each once), numba's
        own libraries and emitted ones (their modules already hold their callees), and the
        libraries of ``shared_code`` functions, which are called, not linked."""
        deferred, foreign, shared, seen, todo = [], [], [], {id(self)}, list(self.callees())
        while todo:
            library = todo.pop()
            if id(library) in seen:
                continue
            seen.add(id(library))
            if isinstance(library, DeferredLibrary) and library.shared_code:
                shared.append(library)
            elif isinstance(library, DeferredLibrary) and not library.emitted:
                deferred.append(library)
                todo.extend(library.callees())
            else:
                foreign.append(library)
                todo.extend(library_of(origin) for origin in getattr(library, "shared_deps", ()))
        return deferred, foreign, shared

    def _linked_module(self) -> ll.ModuleRef:
        """Own module plus the call tree's; each ``shared_code`` callee is emitted first and
        stays a declaration here, which the JIT resolves to its code."""
        module = self._own_module.clone()
        deferred, foreign, shared = self.call_tree()
        for library in shared:
            library.emit()
        self.shared_deps = [library.origin for library in shared]
        for library in deferred:
            self._reload_init.update(library._reload_init)
            module.link_in(library._linkable(), preserve=True)
        module.link_in(ll.parse_assembly(INLINABLE_REFCOUNTS))   # before numba's: the first is kept
        for library in foreign:
            self._reload_init.update(library._reload_init)
            module.link_in(library._get_module_for_linking(), preserve=True)
        return module

    def _get_module_for_linking(self) -> ll.ModuleRef:
        """For a caller that is not deferred: the whole tree, as numba links it."""
        self._ensure_finalized()
        if self.emitted:
            return super()._get_module_for_linking()
        return linkonce(self._linked_module())

    def emit(self) -> None:
        """Link the call tree, optimise it and make its machine code; then point every function
        environment it uses at its object (a callee's was never emitted, so nothing else did).
        A ``shared_code`` function's machine code goes to the cache at once: its callers' code
        in the cache calls it."""
        with global_compiler_lock:
            if self.emitted:
                return
            self._ensure_finalized()
            self._final_module = self._linked_module()
            self._optimize_final_module()
            self._finalize_final_module()
            self.emitted = True
            self._shared_module = None
            for gv in self._final_module.global_variables:
                if gv.name.startswith(ENV_PREFIX):
                    env = lookup_environment(gv.name)
                    if env is not None:
                        self._codegen.set_env(gv.name, env)
            if self.shared_code:
                dispatcher, args = dispatcher_of(self.origin), self.origin[2]
                dispatcher._cache.save_overload(args, dispatcher.overloads[args])

    def get_pointer_to_function(self, name: str) -> int:
        self.emit()
        return super().get_pointer_to_function(name)

    def serialize_using_object_code(self) -> tuple:
        self._ensure_finalized()
        if self.emitted:
            linkable = self._get_module_for_linking().as_bitcode()
            return (self.name, EMITTED_KIND, (self._get_compiled_object(), linkable, self.origin,
                                              self.has_python_entry, self.shared_code, self.shared_deps))
        callees = self.callees()
        if self.origin is None or any(isinstance(c, DeferredLibrary) and c.origin is None for c in callees):
            raise TypeError(f"{self.name}: a deferred library must come from a module-level function")
        foreign = [c._get_module_for_linking().as_bitcode() for c in callees
                   if not isinstance(c, DeferredLibrary) and c is not rtsys.library]
        origins = [c.origin for c in callees if isinstance(c, DeferredLibrary)]
        return (self.name, DEFERRED_KIND, (self._own_module.as_bitcode(), self.origin, origins, foreign,
                                           self.shared_code))


INLINABLE_REFCOUNTS = """
define linkonce_odr void @NRT_incref(ptr %meminfo) {
  %none = icmp eq ptr %meminfo, null
  br i1 %none, label %done, label %count
count:
  %old = atomicrmw add ptr %meminfo, i64 1 monotonic
  ret void
done:
  ret void
}

declare void @NRT_MemInfo_call_dtor(ptr)

define linkonce_odr void @NRT_decref(ptr %meminfo) {
  %none = icmp eq ptr %meminfo, null
  br i1 %none, label %done, label %count
count:
  fence release
  %old = atomicrmw sub ptr %meminfo, i64 1 monotonic
  %last = icmp eq i64 %old, 1
  br i1 %last, label %free, label %done
free:
  fence acquire
  call void @NRT_MemInfo_call_dtor(ptr %meminfo)
  ret void
done:
  ret void
}
"""
"""numba's ``NRT_incref``/``NRT_decref`` (runtime/nrtdynmod.py) without the ``noinline`` it sets so
that its pruning pass, which runs in the cheap pass that inlines nothing else, sees the calls.
Linked into an emitted call tree before numba's modules (the first ``linkonce_odr`` definition is
kept; a module links only what its callers use), they are
inlined by the full pass after the pruning: a count on a borrowed array (no memory owner, the card
table) is then a test, not a call."""


def linkonce(module: ll.ModuleRef) -> ll.ModuleRef:
    """``module`` with its defined functions made ``linkonce_odr``, as numba makes a module it
    links into others (callers may link it many times, and inline it)."""
    for fn in module.functions:
        if not fn.is_declaration and fn.linkage == ll.Linkage.external:
            fn.linkage = "linkonce_odr"
    return module


def dispatcher_of(origin: tuple) -> Any:
    """The dispatcher of a function of this package, by ``origin``."""
    module, qualname, _ = origin
    dispatcher = importlib.import_module(module)
    for part in qualname.split("."):
        dispatcher = getattr(dispatcher, part)
    return dispatcher


def library_of(origin: tuple) -> JITCodeLibrary:
    """The code library of a function of this package, by ``origin``: from its dispatcher, which
    compiles it or loads it from the cache if this process has not yet."""
    dispatcher, args = dispatcher_of(origin), origin[2]
    dispatcher.compile(args)
    return dispatcher.overloads[args].library


_numba_unserialize = JITCodeLibrary._unserialize.__func__


def _unserialize(cls, codegen, state):
    """numba's, plus this module's kinds: a library's own module and its callees' origins, or
    its machine code (after the ``shared_code`` functions it calls, which must be loaded first)."""
    name, kind, data = state
    if kind == EMITTED_KIND:
        code, linkable, origin, has_python_entry, shared_code, shared_deps = data
        for dep in shared_deps:          # this process may hold one not emitted yet: another wrote the entry
            library_of(dep).emit()
        library = DeferredLibrary(codegen, name)
        library.enable_object_caching()
        library._set_compiled_object(code)
        library._shared_module = ll.parse_bitcode(linkable)
        library._finalized = library.emitted = True
        library.origin, library.has_python_entry, library.shared_code = origin, has_python_entry, shared_code
        library.shared_deps = shared_deps
        library._finalize_final_module()
        codegen._engine._load_defined_symbols(library._shared_module)
        return library
    if kind != DEFERRED_KIND:
        return _numba_unserialize(cls, codegen, state)
    own, origin, origins, foreign, shared_code = data
    library = DeferredLibrary(codegen, name)
    library.origin, library.shared_code = origin, shared_code
    library.enable_object_caching()
    library._final_module = library._own_module = ll.parse_bitcode(own)
    library._finalized = True
    library._callee_origins = origins
    library._linking_libraries.append(rtsys.library)
    for bitcode in foreign:
        library._linking_libraries.append(ForeignModule(ll.parse_bitcode(bitcode)))
    return library


class ForeignModule:
    """A module of numba's own (already linked with its callees), named by a cache entry."""

    def __init__(self, module: ll.ModuleRef) -> None:
        self.module, self._reload_init = module, set()

    def _get_module_for_linking(self) -> ll.ModuleRef:
        return self.module


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
                release_gil = bool(self.dispatcher and self.dispatcher.targetoptions.get("nogil"))
                self.library = python_entry(self.context, self.library, self.fndesc, self.env, release_gil)
                self.library.emit()
                self.cfunc = _numba_get_executable(self.context, self.library, self.fndesc, self.env)
                if self.dispatcher is not None:
                    self.dispatcher.materialized(self)
        return self.cfunc


def python_entry(context: CPUContext, library: DeferredLibrary, fndesc: Any, env: Any,
                 release_gil: bool) -> DeferredLibrary:
    """A library holding the CPython wrapper of ``fndesc`` (the code that unboxes Python arguments
    and calls it), linked to the function's own library. Functions are compiled without one
    (``no_cpython_wrapper``): most are only ever called from jitted code, and making and linking
    a wrapper for each cost about a tenth of a cold compile. ``release_gil``: the function's
    ``nogil``."""
    if library.has_python_entry:
        return library
    entry = DeferredLibrary(context.codegen(), library.name)
    entry.enable_object_caching()
    entry.has_python_entry, entry.origin = True, library.origin
    context.create_cpython_wrapper(entry, fndesc, env, call_helper=None, release_gil=release_gil)
    entry.add_linking_library(library)
    entry.finalize()
    return entry


STABLE_FUNCTIONS: weakref.WeakSet = weakref.WeakSet()   # Python functions of cached jitted functions


def stable_number(text: str) -> int:
    """A 48-bit number for ``text``, the same in every process."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=6).digest(), "big")


_numba_from_function = FunctionIdentity.from_function.__func__


def _from_function(cls, pyfunc):
    """numba's, except that a cached function (``STABLE_FUNCTIONS``) has the same unique id in
    every process. The cache links a library's own code to its callees' by symbol, and numba's
    symbols hold a per-process counter: a callee compiled again in another process (its entry
    stale, as when two checkouts of one source share the cache) no longer had the name a cached
    caller calls ("LLVM ERROR: Symbol not found")."""
    func_id = _numba_from_function(cls, pyfunc)
    if pyfunc in STABLE_FUNCTIONS:
        func_id.unique_id = stable_number(f"{func_id.modname}.{func_id.func_qualname}")
        func_id.unique_name = f"{func_id.func_qualname}${func_id.unique_id}"
    return func_id


def _record_mangling_args(self: Record) -> tuple[str, tuple[int]]:
    """numba names a record type in symbols by its number in this process's type registry; the
    same layout gets the same name in every process here (see ``_from_function``)."""
    return "Record", (stable_number(self.name),)


_numba_rebuild_env = environment._rebuild_env


def _rebuild_env(modname: str, consts: list, env_name: str) -> Any:
    """numba's, except that an environment this process already holds takes the cached
    constants it lacks. A function loaded first as a callee has none; its CPython wrapper,
    loaded later from the cache, reads the constants it added (a returned array's dtype) by
    index, and numba would hand it the callee's empty environment."""
    env = lookup_environment(env_name)
    if env is None:
        return _numba_rebuild_env(modname, consts, env_name)
    if len(env.consts) < len(consts):
        env.consts.extend(consts[len(env.consts):])
    return env


_numba_get_executable = CPUContext.get_executable


def _get_executable(self, library, fndesc, env):
    """numba's, except for a library without a CPython wrapper: a ``DeferredEntry`` instead."""
    if isinstance(library, DeferredLibrary) and not library.has_python_entry:
        return DeferredEntry(self, library, fndesc, env)
    return _numba_get_executable(self, library, fndesc, env)


class DeferredCompiler(_FunctionCompiler):
    """numba's function compiler, compiling into a ``DeferredLibrary``."""

    shared_code = False

    def _compile_core(self, args, return_type):
        flags = compiler.Flags()
        self.targetdescr.options.parse_as_flags(flags, self.targetoptions)
        flags = self._customize_flags(flags)
        context = self.targetdescr.target_context
        library = DeferredLibrary(context.codegen(), self.py_func.__qualname__)
        library.enable_object_caching()
        library.shared_code = self.shared_code
        if "<locals>" not in self.py_func.__qualname__:
            library.origin = (self.py_func.__module__, self.py_func.__qualname__, tuple(args))
        with engine_compiling():
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
environment._rebuild_env = _rebuild_env
FunctionIdentity.from_function = classmethod(_from_function)
Record.mangling_args = property(_record_mangling_args)
