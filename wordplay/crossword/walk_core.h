/*
 * The move generator's search in plain C (walk_core.c): no Python, no I/O, only int32 arrays in and a packed
 * int32 array out, so that the same file is compiled into the CPython extension (_walk.c binds it) and into a
 * standalone WebAssembly module for the browser (walk_wasm.c exports it; see wasm_build.py).
 *
 * The query is one int32 array: the header below, then (size = the board's side, nl = the alphabet's length)
 *   lm[size * size], wm[size * size]   the premiums of each square,
 *   letter_values[nl]                  each letter's tile value,
 *   sort_code[2 * nl]                  the character of each tile, letter * 2 + blank, for the order of plays,
 *   counts[nl]                         the rack's letter counts,
 *   letters[size * size]               each square's tile: a letter index, -1 empty, -2 one the lexicon cannot spell,
 *   values[size * size]                each square's tile value.
 *
 * The result (wp_result.data) is [k, offset of each of the k plays..., the plays], a play being score, across, n
 * and its n tiles as square * 128 + letter * 2 + blank; the k plays are the best first (higher score, then the
 * tiles in order of square and character, a shorter list before a longer one it begins), cut to the limit.
 */
#ifndef WORDPLAY_WALK_CORE_H
#define WORDPLAY_WALK_CORE_H

#include <stdint.h>

enum {
    WP_SIZE,         /* the board's side, 1 to WP_MAX_LANE */
    WP_NLETTERS,     /* the alphabet's length, at most 64 */
    WP_START,        /* the square a first play must cover; -1 when the board has tiles */
    WP_BLANK_VALUE,  /* a blank's value */
    WP_BLANKS,       /* blanks on the rack */
    WP_MIN_TILES,    /* the fewest tiles a play may lay */
    WP_RACK_SIZE,    /* a full rack: a play of this many tiles or more earns the bonus */
    WP_BONUS,        /* the all-tiles bonus */
    WP_TOP,          /* 0: every play; n: searched best first for the best n (a heap of n scores) */
    WP_AT_LEAST,     /* -1, or: searched best first for every play scoring this or more */
    WP_LIMIT,        /* how many plays to pack: -1 every one found, 0 none (a count) */
    WP_HEADER
};

#define WP_MAX_LANE 32
#define WP_MAX_LETTERS 64

typedef struct {
    const uint64_t *mask;     /* per node: the letters of its edges */
    const uint32_t *first;    /* per node: the index of its first edge */
    const uint32_t *child;    /* per edge: the node it leads to */
    const uint8_t *terminal;  /* per node: 1 where a word ends */
    int32_t nodes, root;
    const uint64_t *below;    /* per node: the letters of the edges below it (made by wp_graph_below) */
    const uint32_t *alphagrams; /* the words of WP_ALPHAGRAM_LO to _HI letters by letter counts (wp_graph_alphagrams) */
    uint64_t *cross_cache;    /* NULL, or WP_CROSS_CACHE uint64 items, zeroed once, kept with the graph (see below) */
} wp_graph;

/* The cross-checks a search works out (which letters may go between the board letters before and after an empty
 * square) are kept, when the caller gives a cache, for the searches after it: consecutive positions of a game share
 * most of them (Literaki's level-2 self-play: 6% of its instructions). The cache belongs to one graph (never share
 * it between graphs) and only the core writes it: its first item is the root it was made from, + 1 (another root
 * empties it), then per slot the two runs of letters whole (their count and six bits a letter: a run of ten or more
 * is not kept) and the letters allowed. A slot is replaced when another pair of runs hashes to it: what it holds
 * changes the work, never the answers. */
#define WP_CROSS_SLOTS 4096
#define WP_CROSS_CACHE (1 + 3 * WP_CROSS_SLOTS)

/* The lengths of the words in the alphagram table: a full rack of seven, alone or with one board letter (the
 * all-tiles checks of the bounds); a check of another length walks the graph. */
#define WP_ALPHAGRAM_LO 7
#define WP_ALPHAGRAM_HI 8

typedef struct {
    int32_t *data;   /* the packed plays (see above); NULL when none were asked for; free with wp_result_free */
    int64_t plays;   /* how many plays the search found (with WP_TOP, possibly more than the top list) */
    int64_t work;    /* the work spent: graph nodes entered by the walks, the bounds' anagram checks included */
    int64_t length;  /* int32 items in data */
} wp_result;

/* The number of int32 items of a query for this board side and alphabet. */
int32_t wp_query_length(int32_t size, int32_t nletters);

/* Fills below[nodes] (see wp_graph; the graph's own `below` is not read): per node, the letters of every edge on
 * the paths from it, with which a search drops a branch that cannot lay the rack's letters it must lay. Once per
 * graph, in time linear in its size. Returns 0, -1 when out of memory, -2 when the graph is malformed (an edge
 * to no node, or a cycle). */
int wp_graph_below(const wp_graph *graph, uint64_t *below);

/* The uint32 items of the graph's alphagram table (see wp_graph_alphagrams), or -1 when out of memory. */
int64_t wp_alphagram_length(const wp_graph *graph);

/* Fills table[length] (length from wp_alphagram_length; the graph's own `alphagrams` is not read): a hash set of
 * the letter counts of its words of WP_ALPHAGRAM_LO to WP_ALPHAGRAM_HI letters (table[0]: log2 of its slots,
 * then per slot a 32-bit fingerprint of a sum of per-letter keys, 0 when empty), with which the bounds ask whether
 * a full rack (blanks wild) spells a word by a few lookups instead of a walk. A fingerprint can match a count it
 * was not made from (one chance in billions): the search then walks a start that holds no play, and finds none;
 * the plays never depend on it. Returns 0, or -2 when the length is not the table's. */
int wp_graph_alphagrams(const wp_graph *graph, uint32_t *table, int64_t length);

/* Runs a search. Returns 0, -1 when out of memory, -2 when the query or the graph is malformed. */
int wp_search(const wp_graph *graph, const int32_t *query, int64_t query_length, wp_result *out);

void wp_result_free(wp_result *result);

#endif
