# The learner's encoded observation (pybs/adapters/encoding.py): raw observation rows to scaled
# numbers, one-hot enums and cards, and card counts per list, in one nogil pass per row.

from libc.stdint cimport int32_t
from libc.string cimport memset


def encode_rows(const float[:, ::1] obs, float[:, ::1] out, const int32_t[::1] num_idx,
                const float[::1] num_scale, const int32_t[::1] cat_idx, const int32_t[::1] cat_low,
                const int32_t[::1] cat_n, const int32_t[::1] cat_col, const int32_t[::1] card_idx,
                const int32_t[::1] card_col, const int32_t[::1] card_bag, const int32_t[::1] lut):
    """Write the encoding of every row of ``obs`` into ``out`` (the layout the arrays describe:
    numbers at columns 0.., categorical entry j at ``cat_col[j] + value - low``, card entry j at
    ``card_col[j] + vocabulary index``, a bag card (``card_bag[j]``) counted, its "none" skipped)."""
    cdef Py_ssize_t r, j, n = obs.shape[0], width = out.shape[1], nl = lut.shape[0]
    cdef int v, x
    if out.shape[0] != n:
        raise ValueError("obs and out need the same number of rows")
    with nogil:
        for r in range(n):
            memset(&out[r, 0], 0, width * sizeof(float))
            for j in range(num_idx.shape[0]):
                out[r, j] = obs[r, num_idx[j]] * num_scale[j]
            for j in range(cat_idx.shape[0]):
                v = <int>obs[r, cat_idx[j]] - cat_low[j]
                if v < 0:
                    v = 0
                elif v >= cat_n[j]:
                    v = cat_n[j] - 1
                out[r, cat_col[j] + v] = 1
            for j in range(card_idx.shape[0]):
                x = <int>obs[r, card_idx[j]]
                v = lut[x] if 0 <= x < nl else lut[nl - 1]
                if card_bag[j]:
                    if v:
                        out[r, card_col[j] + v] += 1
                else:
                    out[r, card_col[j] + v] = 1
