/*
 * Reading Packing's bytes as numbers, shared by Word Thief's C cores (thief_core.c's ranking, cover_core.c's keys).
 */
#ifndef WORDPLAY_BYTES_CORE_H
#define WORDPLAY_BYTES_CORE_H

#include <stdint.h>
#include <string.h>

/* n bytes from at (8 or fewer; the rest 0) as a little-endian integer: one load on a little-endian machine (x86,
 * WebAssembly) for 8 of them. */
static inline uint64_t wt_little_endian(const uint8_t *at, int n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n == 8) {
        uint64_t v;
        memcpy(&v, at, 8);
        return v;
    }
#endif
    uint64_t v = 0;
    for (int b = n - 1; b >= 0; b--)
        v = v << 8 | at[b];
    return v;
}

#endif
