"""Borrowed views of arrays: the same data without a reference count."""
from llvmlite import ir
from numba.core import types
from numba.extending import intrinsic


@intrinsic
def borrowed(typingctx, array):
    """``array`` without its memory owner: passing it to a function that is not inlined then
    costs no atomic reference-count update. Only for an array the caller holds while the view
    is used (the engine's card table, held by every kernel's caller)."""
    if not isinstance(array, types.Array):
        return None

    def codegen(context, builder, signature, args):
        view = builder.insert_value(args[0], ir.Constant(ir.PointerType(ir.IntType(8)), None), 0)
        return builder.insert_value(view, ir.Constant(view.type.elements[1], None), 1)
    return array(array), codegen
