"""core/borrow.py: a borrowed view is the same array without its memory owner."""
import numpy as np
from numba import njit

from ygo_royal_env.core.borrow import borrowed


@njit(cache=False)
def _read_write_through(array):
    view = borrowed(array)
    view[1] = 7
    return view.sum(), view.shape[0], view.ctypes.data == array.ctypes.data


def test_a_borrowed_view_reads_and_writes_the_same_memory():
    array = np.arange(4, dtype=np.int64)
    total, n, same = _read_write_through(array)
    assert (total, n, same) == (0 + 7 + 2 + 3, 4, True)
    assert array[1] == 7


def test_a_borrowed_record_table_reads_the_same_rows():
    table = np.zeros(3, np.dtype([("atk", np.int16), ("level", np.int8)]))
    table["atk"] = (100, 200, 300)

    @njit
    def second_atk(t):
        return borrowed(t)[1].atk

    assert second_atk(table) == 200
