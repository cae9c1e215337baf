/*
 * The exports of the move generator's WebAssembly module (built by wasm_build.py from this file and walk_core.c
 * with clang, lld and wasi-libc): the core's search over its linear memory, for wasm.py's bridge.
 *
 * The host allocates the graph's arrays and the query in the module's memory (wp_alloc), copies them in, calls
 * wp_run, reads the packed result (wp_out_data, wp_out_length items of int32) and the counts (wp_out_plays,
 * wp_out_work, as doubles: exact below 2**53, and a plain number in JavaScript). The module imports nothing.
 */
#include <stdlib.h>

#include "walk_core.h"

#define EXPORT(name) __attribute__((export_name(#name)))

static wp_result last;

EXPORT(wp_alloc) void *wp_alloc(int32_t bytes) { return malloc((size_t)bytes); }

EXPORT(wp_free) void wp_free(void *pointer) { free(pointer); }

/* 0, -1 (out of memory) or -2 (a malformed query or graph), as wp_search. */
EXPORT(wp_run)
int32_t wp_run(const uint64_t *mask, const uint32_t *first, const uint32_t *child, const uint8_t *terminal, int32_t nodes,
               int32_t root, const int32_t *query, int32_t query_length)
{
    wp_graph graph = {mask, first, child, terminal, nodes, root};
    wp_result_free(&last);
    return wp_search(&graph, query, query_length, &last);
}

EXPORT(wp_out_data) int32_t *wp_out_data(void) { return last.data; }

EXPORT(wp_out_length) int32_t wp_out_length(void) { return (int32_t)last.length; }

EXPORT(wp_out_plays) double wp_out_plays(void) { return (double)last.plays; }

EXPORT(wp_out_work) double wp_out_work(void) { return (double)last.work; }
