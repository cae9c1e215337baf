/*
 * The ranking of Word Thief's plain pairs in C (defined in thief_core.c): finder.py's _Ranking.add for the splits
 * into two the pair search (cover_core.h's wc_pairs_next) hands back with a plain score (wc_plain), so that the
 * search goes on past them without a call back into Python; Python is told each of them afterwards, in order, and
 * ranks it itself (the same moves, the same bar, the same steps).
 */
#ifndef WORDPLAY_SCORE_CORE_H
#define WORDPLAY_SCORE_CORE_H

#include <stdint.h>

#include "cover_core.h"

#define WS_MAX_TOP 1024 /* the longest ranking kept here (a longer one is Python's alone) */
#define WS_RECORD 4     /* a pair told afterwards: its steps (since the last told), piece, partner and score */

/* finder.py's _Ranking: the best top entries so far, each a score and a kind (an index of finder.KINDS), kept in
 * ascending order of (score, -kind) as the Python heap orders them; kind is the kind searched now. */
typedef struct {
    int32_t top, kind, held;
    int64_t scores[WS_MAX_TOP];
    int32_t kinds[WS_MAX_TOP];
} ws_ranking;

/* A ranking of top (1 to WS_MAX_TOP) entries searching kind, holding the held entries of items (score, kind each,
 * in any order; at most top). Returns 0, -2 when an argument is out of range. */
int ws_start(ws_ranking *ranking, int32_t top, int32_t kind, const int64_t *items, int32_t held);

/* The score a move of the kind searched must reach (_Ranking.value): -inf until top entries are held. */
double ws_bar(const ws_ranking *ranking);

/* _Ranking.add of a group of count moves of score and kind (the bar is ws_bar's afterwards). */
void ws_add(ws_ranking *ranking, int64_t score, int32_t kind, int64_t count);

/* wc_pairs_next again and again, as long as the pair it hands back has a plain score (wc_plain) that ranking (NULL:
 * none, one call) ranks as _Ranking.add would: each such pair is written to records (WS_RECORD int64 items: the
 * steps counted before it since the last, the piece, the partner, the score; at most most records, *nrecords of
 * them), ranked with words[piece] * words[partner] moves (words[piece] * (words[piece] + 1) / 2 for a piece with
 * itself: listing.py's group_size), and the search goes on with the bar raised and the steps left lowered by its
 * steps and the ranking's tick of its add. It stops before a pair whose add would pass the steps left (the caller's
 * tick stops the search there), and before a pair of a piece past the nwords counted. The answer and *steps,
 * *chosen, *nchosen are the last call's, *plain its set's plain score (WT_NOT_PLAIN: none, or no set). Returns -1
 * when out of memory. */
int ws_pairs_run(wc_search *search, ws_ranking *ranking, const int32_t *words, int64_t nwords, double bar,
                 int64_t left, int64_t *records, int32_t most, int32_t *nrecords, int64_t *steps,
                 const int32_t **chosen, int32_t *nchosen, int64_t *plain);

#endif
