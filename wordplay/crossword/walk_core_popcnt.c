/*
 * walk_core.c compiled a second time for x86-64 processors with the POPCNT instruction (every one since 2008):
 * a walk finds each child of a graph node by counting the bits of a mask, and the portable x86-64 build counts
 * them in a dozen instructions (a fifth of a level-2 search). The CPython binding (_walk.c) picks this build at
 * import when the processor has the instruction, else the portable one: the same code, the same answers.
 * Elsewhere (another processor, another compiler, the browser's build) this file is empty.
 */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define WP_POPCNT_BUILD 1
/* the core's three entry points, under other names beside the portable build's */
#define wp_search wp_search_popcnt
#define wp_query_length wp_query_length_popcnt
#define wp_result_free wp_result_free_popcnt
#define wp_graph_below wp_graph_below_popcnt
#define wp_alphagram_length wp_alphagram_length_popcnt
#define wp_graph_alphagrams wp_graph_alphagrams_popcnt
#include <stdlib.h>
#include <string.h>

#include "walk_core.h"
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("popcnt"))), apply_to = function)
#else
#pragma GCC target("popcnt")
#endif
#include "walk_core.c"
#if defined(__clang__)
#pragma clang attribute pop
#endif
#else
typedef int wp_no_popcnt_build; /* ISO C wants a declaration in every file */
#endif
