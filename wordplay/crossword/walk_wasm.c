/*
 * The exports of the move generator's WebAssembly module (built by wasm_build.py from this file and walk_core.c
 * with clang, lld and wasi-libc): the core's search over its linear memory, for wasm.py's bridge.
 *
 * The host allocates the graph's arrays in the module's memory (wp_alloc) and copies them in once (the module
 * then makes the letters below each node, wp_below, and the alphagram table, wp_alphagrams), and the request's
 * buffer once (wp_request); for a search it copies a request into that buffer (where the graph is,
 * then the query) and calls wp_go, which answers with one block (wp_answer below: the status, the counts and the
 * packed plays after them) at least WP_ANSWER_READ bytes long, so that one read of that size gets a small
 * answer whole. A search is thus one write, one call of no argument and one read: from Python, wasmtime charges
 * about 10 microseconds a call and as much again for each argument, as much as a hint on a small rack costs.
 * The module imports nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "walk_core.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* What wp_run answers, the packed plays (length int32 items, walk_core.h's result) right after it. */
typedef struct {
    int32_t status; /* wp_search's: 0, -1 (out of memory), -2 (a malformed query or graph) */
    int32_t length; /* int32 items of packed plays after this header; 0 when none were asked for */
    int64_t plays;  /* how many plays the search found */
    int64_t work;   /* the work it spent */
} wp_answer;

#define WP_ANSWER_READ 1024 /* wasm.py's _FIRST_READ: the bytes an answer block always has room for */

static wp_answer *last;
static int32_t *request; /* the request's buffer (wp_request) */
static int32_t request_bytes;

EXPORT(wp_alloc) void *wp_alloc(int32_t bytes) { return malloc((size_t)bytes); }

EXPORT(wp_free) void wp_free(void *pointer) { free(pointer); }

/* The request's buffer, of `bytes` bytes at least (NULL when the memory is lacking); the same until a larger
 * one is asked for. */
EXPORT(wp_request)
int32_t *wp_request(int32_t bytes)
{
    if (bytes > request_bytes) {
        free(request);
        request = malloc((size_t)bytes);
        request_bytes = request ? bytes : 0;
    }
    return request;
}

/* The letters below each node of the graph at these addresses (wp_graph_below) written to `below` (nodes uint64
 * items, allocated by the host): made once per graph, after its arrays are copied in. Returns wp_graph_below's
 * status. */
EXPORT(wp_below)
int32_t wp_below(const uint64_t *mask, const uint32_t *first, const uint32_t *child, const uint8_t *terminal,
                 int32_t nodes, uint64_t *below)
{
    wp_graph graph = {mask, first, child, terminal, nodes, 0, NULL, NULL, NULL};
    return wp_graph_below(&graph, below);
}

/* The alphagram table of the graph at these addresses (wp_graph_alphagrams; its letters below made first, which
 * checks it), allocated here (the host frees it with wp_free): its address, 0 when the graph is malformed or the
 * memory lacking. */
EXPORT(wp_alphagrams)
uint32_t *wp_alphagrams(const uint64_t *mask, const uint32_t *first, const uint32_t *child, const uint8_t *terminal,
                        int32_t nodes, int32_t root, const uint64_t *below)
{
    wp_graph graph = {mask, first, child, terminal, nodes, root, below, NULL, NULL};
    if (root < 0 || root >= nodes)
        return NULL;
    int64_t length = wp_alphagram_length(&graph);
    uint32_t *table = malloc(sizeof(uint32_t) * (size_t)length);
    if (table && wp_graph_alphagrams(&graph, table, length) < 0) {
        free(table);
        table = NULL;
    }
    return table;
}

/* The answer of one search (valid until the next), or NULL when even the answer's memory is lacking. The request
 * is int32 items: the addresses of the graph's mask, first, child, terminal, below and alphagram arrays and of its
 * cross-check cache (WP_CROSS_CACHE uint64 items, zeroed by the host once; 0: none), its node count, its root, the
 * query's length, then the query (walk_core.h). */
static wp_answer *run(const int32_t *request)
{
    wp_graph graph = {
        (const uint64_t *)(uintptr_t)(uint32_t)request[0], (const uint32_t *)(uintptr_t)(uint32_t)request[1],
        (const uint32_t *)(uintptr_t)(uint32_t)request[2], (const uint8_t *)(uintptr_t)(uint32_t)request[3],
        request[7], request[8], (const uint64_t *)(uintptr_t)(uint32_t)request[4],
        (const uint32_t *)(uintptr_t)(uint32_t)request[5], (uint64_t *)(uintptr_t)(uint32_t)request[6],
    };
    wp_result result;
    free(last);
    int status = wp_search(&graph, request + 10, request[9], &result);
    int64_t length = status == 0 && result.data ? result.length : 0;
    size_t size = sizeof(wp_answer) + sizeof(int32_t) * (size_t)length;
    last = malloc(size < WP_ANSWER_READ ? WP_ANSWER_READ : size);
    if (last) {
        last->status = status;
        last->length = (int32_t)length;
        last->plays = result.plays;
        last->work = result.work;
        if (length)
            memcpy(last + 1, result.data, sizeof(int32_t) * (size_t)length);
    }
    wp_result_free(&result);
    return last;
}

/* The search of the request in wp_request's buffer: run()'s answer. */
EXPORT(wp_go) wp_answer *wp_go(void) { return request ? run(request) : NULL; }
