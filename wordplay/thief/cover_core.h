/*
 * Word Thief's split search in plain C (cover_core.c): the partner lookup of steals.py's StealSearch._partners
 * (within) and the covering search of covering.py (cover), step for step as the Python, which stays the
 * reference. No Python and no I/O, so that the same file is compiled into the CPython extension (_thief.c binds
 * it) and into the WebAssembly module (thief_wasm.c).
 *
 * A search made once for a stolen word and a hand (wc_new) holds its split pieces, best bound first, and what
 * its lookups learnt (each lookup's answer, the tables of pieces less one or two letters), which the pair search
 * (through wc_within) and every covering search of it (wc_cover_start, then wc_cover_next) share, as the Python
 * closures share them. Letter counts come in and go out as Packing's keys (9 bits a letter, little-endian bytes,
 * thief_core.h); inside, a key is 8 bits a letter (7 for the count, a guard bit), 32 letters at most.
 *
 * The covering search is resumable, so that it needs no callback into Python (the WebAssembly bridge has none):
 * wc_cover_next runs until it has a set of pieces for the caller to offer (it answers WC_SETTLE with the set and,
 * wc_plain, its score; a set that the caller's checks would refuse, or that scores below the bar, it passes over,
 * running the exact card search itself for a set that needs it when given the caller's supplies: wc_cover_cards),
 * until the steps it counted pass the steps the caller has left (WC_STOP: the caller's count stops the search
 * there, as the Python tick would), or to the end (WC_DONE); each answer gives the steps counted since the last,
 * for the caller to count. The next call gives the bar again (scoring a set may raise it) and the steps left.
 */
#ifndef WORDPLAY_COVER_CORE_H
#define WORDPLAY_COVER_CORE_H

#include <stdint.h>

#include "thief_core.h"

#define WC_MAX_LETTERS 32
#define WC_SCAN 256      /* steals.py's SCAN */
#define WC_DELETIONS 2   /* steals.py's DELETIONS */
#define WC_PIECE_STEPS 2 /* alphagrams.py's PIECE_STEPS */

enum { WC_DONE = 0, WC_SETTLE = 1, WC_STOP = 2 };

typedef struct wc_search wc_search;

/* The split pieces (StealSearch.split_pieces): count of them, best bound first; keys and holds in Packing's bytes
 * (WT_KEY_BYTES(nletters) each). */
typedef struct {
    int64_t count;
    const uint8_t *keys;
    const int32_t *lengths;
    const uint8_t *holds;
    const int64_t *bounds;
} wc_pieces;

/* A search over pieces (copied), looking partners up in graph (kept by pointer: it must outlive the search) with
 * the hand's letter cards hand (Packing's bytes), its and the stolen word's Wilds (jokers) and the shortest word
 * (shortest). NULL when out of memory or an argument is malformed (*status -1 or -2). */
wc_search *wc_new(const wt_graph *graph, const wc_pieces *pieces, const uint8_t *hand, int32_t jokers,
                  int32_t shortest, int *status);
void wc_free(wc_search *search);

/* wc_new over the alphagrams a ranked walk with split flags found (wt_ranked_pieces with a hand, thief_core.h): those
 * that may be words of a split, in the walk's order (StealSearch.split_pieces), the hand's letter cards given as
 * its counts (hand_counts, one a letter: the walk's). The pieces it holds also go into *pieces (the caller frees
 * them with wc_pieces_free), so that the host hands them back as they are, never sending them in again. NULL when out
 * of memory or an argument is malformed (*status -1 or -2; *pieces then holds nothing). */
wc_search *wc_new_ranked(const wt_graph *graph, const wt_found *found, const int32_t *hand_counts, int32_t jokers,
                         int32_t shortest, wc_pieces *pieces, int *status);
void wc_pieces_free(wc_pieces *pieces);

/* For each piece, how many stolen letters (stolen, Packing's bytes) it can hold and how many it cannot, into
 * held[count] and unheld[count] (StealSearch._holding). Returns 0, -2 when stolen is malformed. */
/* How many pieces the search holds. */
int64_t wc_count(const wc_search *search);

int wc_holding(const wc_search *search, const uint8_t *stolen, int32_t *held, int32_t *unheld);

/* The graph a search walks from now on (the same graph, where the caller has moved it). */
void wc_use_graph(wc_search *search, const wt_graph *graph);

/* StealSearch._partners' within: the indices, from first on and ascending, of the pieces holding needs and within
 * most (Packing's bytes) and spare letters more; only pieces whose bound reaches least are sure to be there. The
 * steps the Python tells are written to ticks (at most 4, *nticks of them), in its order. *found points into the
 * search's memory until its next call. Returns 0, -1 when out of memory, -2 when a key is malformed. */
int wc_within(wc_search *search, const uint8_t *needs, const uint8_t *most, int32_t spare, int64_t first,
              double least, const int32_t **found, int64_t *count, int64_t *ticks, int32_t *nticks);

/* What covering.py's cover reads of a search besides its pieces (the all-cards bonus and the Wilds' worth already
 * in bonus; multiplier is max(suit multiplier, 1), the suits, jokers and longest_suited those of points.py's
 * Scorer.suited). Keys in Packing's bytes; values per letter; length_bonus per length, 0 to room.
 *
 * And what StealSearch.settle and Scorer.score read before the exact card search, so that a set they would refuse,
 * or score below the bar without that search, is not handed back to be scored: the stolen word's and the hand's
 * cards (n_stolen, n_hand) and Wilds (stolen_wilds, hand_wilds), the stolen cards each word must hold (least), the
 * stolen cards' worth (stolen_value), and the all-cards bonus (all_cards) of a turn laying hand_size cards. */
typedef struct {
    int32_t words, wilds, room, multiplier, nsuits, jokers, longest_suited;
    double bonus;
    const uint8_t *stolen, *hand, *pool, *suits;
    const int32_t *values, *length_bonus;
    int32_t n_stolen, n_hand, stolen_wilds, hand_wilds, least, stolen_value, hand_size, all_cards;
} wc_cover;

/* Starts a covering search into params->words new words (replacing any that was under way). Returns 0, -1 when
 * out of memory, -2 when an argument is malformed. */
int wc_cover_start(wc_search *search, const wc_cover *params);

/* Goes on with the covering search with the bar at bar (-inf: every split) and left steps left (-1: no bound):
 * WC_SETTLE with *chosen (*nchosen piece indices, in the order chosen), WC_STOP or WC_DONE, and in *steps the steps
 * counted since the last answer. Returns the answer, or -1 when out of memory (the search is then over). */
int wc_cover_next(wc_search *search, double bar, int64_t left, int64_t *steps, const int32_t **chosen,
                  int32_t *nchosen);

/* The pair search of StealSearch.splits (its splits into two, scored), over the rules wc_cover_start gave with words
 * 2: base is the ceiling of a split's cards alone (Scorer.ceiling(0), +inf when the rules double length bonuses),
 * bonus the all-cards bonus it may earn, most_held the stolen letters a piece may hold (n_stolen - least). Returns 0,
 * -1 when out of memory, -2 when the covering rules were not started for two words. */
int wc_pairs_start(wc_search *search, double base, double bonus, int32_t most_held);

/* As wc_cover_next, for the pair search: WC_SETTLE with the two pieces of a split to score (the first piece, then
 * its partner), WC_STOP or WC_DONE. A pair that Scorer.score would find below the bar without the exact card search
 * is passed over. */
int wc_pairs_next(wc_search *search, double bar, int64_t left, int64_t *steps, const int32_t **chosen,
                  int32_t *nchosen);

/* The exact card search for the sets that need it, run by the covering and pair searches themselves (after each
 * wc_cover_start: it forgets them): Scorer._search's supplies (cards_core.h) of the cards without their suits
 * (suitless) and with them (suited), both kept by pointer (they must outlive the search's calls), and the code point
 * of each letter (the search's nletters of them, Packing.alphabet: what Packing.letters spells a piece with). A set
 * that needs the card search is then scored in the core as Scorer.score scores it (its steps counted with the
 * search's), passed over when it does not reach the bar, and handed back with its score (wc_plain) when it does.
 * Returns 0, -2 before wc_cover_start or without a supply. */
struct wk_supply;
int wc_cover_cards(wc_search *search, struct wk_supply *suitless, struct wk_supply *suited, const int32_t *alphabet);

/* After WC_SETTLE (of wc_cover_next or wc_pairs_next, before the next call): Scorer.score of the nchosen pieces
 * handed back when it needs no exact card search (no stolen Wild, no word that could be of one suit) or when the
 * search ran that card search itself (wc_cover_cards), else WT_NOT_PLAIN: the caller need not score such a set. */
int64_t wc_plain(const wc_search *search, int32_t nchosen);

#endif
