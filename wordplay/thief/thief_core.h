/*
 * Word Thief's alphagram walks in plain C (thief_core.c): no Python, no I/O, only arrays in and a packed array
 * out, so that the same file is compiled into the CPython extension (_thief.c binds it) and, like the board's
 * walker, can be compiled for WebAssembly.
 *
 * The graph is wordplay/core/wordgraph.py's flat layout over alphagrams (each word's letters in alphabetical
 * order): per node the index of its first edge (first[nodes + 1]) and a terminal flag; per edge its letter and
 * the node it leads to, a node's edges sorted by letter.
 *
 * What is found is a list of alphagrams, each as its letter counts packed 9 bits a letter, letter i in bits
 * 9i .. 9i + 8 (wordplay/thief/alphagrams.py's Packing), written as WT_KEY_BYTES(nletters) little-endian bytes,
 * and (for wt_pieces) its length. The walks mirror AlphagramIndex.pieces and AlphagramIndex.supersets of
 * alphagrams.py node for node: the same alphagrams in the same order, and the same steps (nodes entered).
 */
#ifndef WORDPLAY_THIEF_CORE_H
#define WORDPLAY_THIEF_CORE_H

#include <stdint.h>

#define WT_MAX_LETTERS 64
#define WT_MAX_DEPTH 64
#define WT_MAX_SUITS 16 /* the most suits a bounded walk takes (a deck has four) */
#define WT_KEY_BYTES(nletters) ((9 * (nletters) + 7) / 8)

typedef struct {
    const uint32_t *first;    /* per node (and one more): the index of its first edge */
    const uint8_t *letters;   /* per edge: its letter */
    const uint32_t *targets;  /* per edge: the node it leads to */
    const uint8_t *terminals; /* per node: 1 where an alphagram ends */
    int32_t nodes, edges, root, nletters;
} wt_graph;

typedef struct {
    uint8_t *keys;     /* count keys of WT_KEY_BYTES(nletters) bytes each; free with wt_found_free */
    int32_t *lengths;  /* count lengths (letters in each alphagram) */
    uint8_t *holds;    /* with bounds: count keys, the stolen letters each alphagram can hold */
    int64_t *bounds;   /* with bounds: count bounds on each alphagram's score */
    int32_t *order;    /* with bounds: the count alphagrams best bound first (indices); with reach, only those that
                        * may be words of a split so, and the others after them as found */
    uint8_t *split;    /* with bounds and a hand: whether each alphagram may be a word of a split (1) or not */
    int64_t count, capacity;
    int64_t steps;     /* graph nodes entered */
    int64_t found;     /* with a budget: the alphagrams found, written or only counted */
    int32_t over;      /* with a budget: 1 when the walk's steps and its pieces passed it (nothing written then) */
    int64_t *plain;    /* with scoring: count plain scores (WT_NOT_PLAIN: the exact card search decides) */
    int64_t shown;     /* with scoring: the ranked alphagrams worth listing, the first shown of order */
    int32_t scored;    /* 1 with scoring */
} wt_found;

#define WT_NOT_PLAIN INT64_MIN /* an alphagram whose score only the exact card search knows */

/* What wt_pieces needs to bound and rank each alphagram as points.py's Scorer.bounds and steals.py's
 * StealSearch.pieces do: the bound is the value of the letters the pool's own cards give (values[i] each, the
 * total taken modulo 512 as Packing.value_of), plus bonus[length], plus, when a word of those letters could be of
 * one suit (it has wilds letters or fewer, or at most longest_suited and all but wilds of its letters in one suit's
 * cards), multiplier - 1 times the most the cards of one such suit give of its letters (modulo 512) and, when
 * bonus_doubled is 1, its length bonus (Scorer.doubling). Alphagrams of a length whose viable[length] is 0 are left out (viable NULL: none is). The
 * order is by bound, higher first, then by packed key, ascending (descending 0) or descending (1). With a hand
 * (StealSearch.split_pieces), an alphagram may be a word of a split when the hand's letter cards, and for the
 * letters they lack the Wilds (wilds), give what it needs beyond the stolen letters it can hold, and, when
 * least is 1 and the stolen word has no Wild (stolen_wilds 0), it can hold a stolen letter. A walk with a limit
 * (above 0) stops on entering its limit-th node, as the search that asked would stop there (its steps spent): it
 * then answers its steps and no alphagram. A walk with a budget (above 0: the steps its search has left) whose
 * nodes, told told at a time (the rest untold, as alphagrams.py's walks tell them), and its alphagrams of a viable
 * length, piece_steps each (as steals.py's StealSearch.pieces counts the listing), pass it is a listing the search
 * will stop on as soon as it is told: from then on the walk only counts the alphagrams, and it answers over 1,
 * its steps and their count (found), and none of them, unranked. */
typedef struct {
    const int32_t *stolen;  /* nletters: the stolen word's letter cards */
    const int32_t *pool;    /* nletters: the letter cards of the stolen word and the hand (Wilds aside) */
    const int32_t *values;  /* nletters: each letter's value */
    const int32_t *bonus;   /* the length bonus of each length, 0 to max_length */
    const uint8_t *viable;  /* per length, 0 to max_length, or NULL */
    const int32_t *suits;   /* nsuits * nletters: the letter cards of each suit */
    int32_t nsuits, multiplier, bonus_doubled, wilds, longest_suited, descending;
    const int32_t *hand;    /* nletters: the hand's letter cards, or NULL: no split flags */
    int32_t least, stolen_wilds;
    int64_t limit; /* the nodes the walk may enter, or 0: no limit */
    int64_t budget;      /* the steps the search has left, nodes and pieces, or 0: none */
    int32_t told;        /* with a budget: the nodes a walk tells at a time (1 or more) */
    int32_t piece_steps; /* with a budget: the steps each alphagram found costs */
    const int64_t *scoring; /* NULL, or WT_SCORING items: see below */
    const int64_t *reach;   /* with a hand: NULL, or WT_REACH items: see below */
} wt_bounds;

/* With a hand and reach (steals.py's StealSearch._reaching and _reaching_pieces), an alphagram may be a word of a
 * split only when it can be part of one that reaches the search's bar: its bound, with the best bounds of k - 1
 * split pieces (any, again and again) of min_length letters or more (at least 1) within the cards left (room less
 * its length), reaches least, for some number of words k whose bit is set in words (bit 62: 62 words or more). */
enum { WT_REACH_LEAST, WT_REACH_WORDS, WT_REACH_ROOM, WT_REACH };
#define WT_REACH_MOST 62 /* the most words reach's bits tell apart */
#define WT_REACH_ROOM_MAX 255 /* the most cards a reach may count */

/* With scoring (plays and lengthenings: points.py's Scorer.score of one alphagram): each alphagram's plain score,
 * when it is the score (the stolen word has no Wild, no word of its letters could be of one suit, and it holds every
 * stolen letter): the stolen cards' value, the value of the letters the hand's letter cards give beyond the stolen
 * ones (modulo 512, as Packing.value_of), its length bonus, and the all-cards bonus when it uses hand_size hand
 * cards (its length less stolen_cards); else WT_NOT_PLAIN. Only the first shown of the ranking are worth listing:
 * those whose bound reaches least (the rest come after the first that does not, where the caller stops). */
enum { WT_STOLEN_VALUE, WT_STOLEN_CARDS, WT_HAND_SIZE, WT_ALL_CARDS, WT_LEAST, WT_SCORING };

/* Every alphagram spelt from counts[nletters] (cards of each letter) and jokers cards that may be any letter, of
 * min_length to max_length letters (AlphagramIndex.pieces). Returns 0, -1 when out of memory, -2 when an argument
 * or the graph is malformed. */
int wt_pieces(const wt_graph *graph, const int32_t *counts, int32_t jokers, int32_t max_length, int32_t min_length,
              wt_found *out);

/* wt_pieces, each alphagram also bounded and the whole ranked (see wt_bounds); max_length at most 63, at most
 * WT_MAX_SUITS suits. */
int wt_ranked_pieces(const wt_graph *graph, const int32_t *counts, int32_t jokers, int32_t max_length,
                     int32_t min_length, const wt_bounds *bounds, wt_found *out);

/* Every alphagram holding the letters lo[nletters] and at most jokers letters beyond lo + spare[nletters], of
 * min_length letters or more and at most most letters (AlphagramIndex.supersets; lengths are left unset). */
int wt_supersets(const wt_graph *graph, const int32_t *lo, const int32_t *spare, int32_t jokers, int32_t most,
                 int32_t min_length, wt_found *out);

/* wt_supersets, each alphagram also bounded and the whole ranked (see wt_bounds); most at most 63, at most
 * WT_MAX_SUITS suits. */
int wt_ranked_supersets(const wt_graph *graph, const int32_t *lo, const int32_t *spare, int32_t jokers, int32_t most,
                        int32_t min_length, const wt_bounds *bounds, wt_found *out);

void wt_found_free(wt_found *found);

#endif
