/*
 * Word Thief's exact card search in plain C (cards_core.c): assign.py's Supply.uses (every way to lay a word from
 * the cards' kinds) and Supply._search (the best-first choice of one way for each word), step for step as the
 * Python, which stays the reference: the same ways in the same order and the same steps counted. No Python and no
 * I/O, so that the same file is compiled into the CPython extension (_thief.c binds it) and into the WebAssembly
 * module (thief_wasm.c).
 *
 * The cards come as their kinds (Supply.kinds, in its order: real letters before Wilds, stolen before hand), one
 * int32 array (wk_cards_of reads it): nkinds, the suit multiplier, whether the length bonus is doubled, nbonus,
 * then for each kind its letter (a code point; WK_WILD for a Wild, WK_NONE for a letter no word's letter can be),
 * source (0 stolen, 1 hand), suit (a number; -1 none), value and count (1 to 15), each as an array of nkinds, then
 * the length bonus of each length 0 to nbonus - 1 (ThiefRuleset.length_bonus_for).
 *
 * A way's kind counts are packed as Supply packs them, 5 bits a kind (counts up to 15, bit 4 the guard), in 128
 * bits: 25 kinds at most (Supply keeps more on its pure path).
 */
#ifndef WORDPLAY_CARDS_CORE_H
#define WORDPLAY_CARDS_CORE_H

#include <stdint.h>

#define WK_MAX_KINDS 25
#define WK_MAX_COUNT 15
#define WK_WILD (-1)
#define WK_NONE (-2)

typedef struct {
    uint64_t lo, hi;
} wk_key;

typedef struct {
    int32_t nkinds, multiplier, doubled, nbonus;
    int32_t letters[WK_MAX_KINDS], sources[WK_MAX_KINDS], suits[WK_MAX_KINDS], values[WK_MAX_KINDS],
        counts[WK_MAX_KINDS];
    const int32_t *bonus;
} wk_cards;

/* One way to lay a word (assign.py's Way, what the search reads of it and its stolen cards): 24 bytes, the packed
 * counts little-endian first, so that an array of them is the bytes the bindings hand out. */
typedef struct {
    wk_key packed;
    int32_t points, stolen;
} wk_way;

/* One kind used by a way (an item of Way.choice): the word's letter, the kind's index, how many of its cards. */
typedef struct {
    int32_t letter, kind, take;
} wk_choice;

/* Every way to lay a word, best points first (Supply.uses): count ways, the choices of way i from
 * choices[starts[i]] to choices[starts[i + 1]], and the steps (spread calls) counted. With split set, also the
 * ways a split allows (Supply._options_of: a hand card and, when need_stolen, a stolen card): nsplit of them, their
 * indices among the ways in split_index and the ways themselves in split_ways. */
typedef struct {
    wk_way *ways, *split_ways;
    int32_t *starts, *split_index;
    wk_choice *choices;
    int64_t count, nsplit, nchoices, steps;
} wk_list;

/* The cards read from their int32 array (size items; see above). Returns 0, or -2 when malformed. */
int wk_cards_of(const int32_t *items, int64_t size, wk_cards *cards);

/* The ways of the word of length code points (Supply.uses, and for a split Supply._options_of when need_stolen is
 * 0 or 1; -1: no split list) into out (freed with wk_list_free). Returns 0, -1 when out of memory, -2 when cards'
 * length bonus table holds no bonus for a word this long (it must reach the cards' count). */
int wk_uses(const wk_cards *cards, const int32_t *word, int32_t length, int32_t need_stolen, wk_list *out);
void wk_list_free(wk_list *list);

/* Supply._search over nwords words' ways (counts[w] of them at lists[w], each list best points first and not
 * empty), with the bar at_least (-inf: none): 1 with the points in *points and each word's way in pick[nwords],
 * or 0 when no choice scores at_least; *work the steps taken. -1 when out of memory, -2 when malformed. */
int wk_search(const wk_cards *cards, const wk_way *const *lists, const int64_t *counts, int32_t nwords,
              double at_least, int32_t *pick, int64_t *points, int64_t *work);

/* ----- a supply: the cards with the ways of the words listed so far (Supply's cache of them) ----------------- */

/* One Supply's cards (its kinds' int32 array, copied), with the ways of each word listed so far, kept as Supply keeps
 * them: at most kept words, all of them forgotten (the generation counted up) before a new word is listed when kept
 * are held, so that a word listed again counts its steps again, as Supply.uses and Supply._listing count them. The
 * host's Supply and the split search (cover_core.h) share one, so that the steps are the same whichever lists a
 * word first. */
typedef struct wk_supply wk_supply;

/* A supply of the cards (size int32 items) whose split ways need a stolen card when need_stolen is 1 (0: not);
 * NULL with *status -1 (out of memory) or -2 (malformed). */
wk_supply *wk_supply_new(const int32_t *items, int64_t size, int32_t need_stolen, int64_t kept, int *status);
void wk_supply_free(wk_supply *supply);

/* How many times the supply has forgotten every word (a host's own cache of the ways is stale past it). */
int64_t wk_supply_generation(const wk_supply *supply);

/* The ways of the word of length code points (wk_uses; the list stays the supply's: valid until its next call), and
 * in *steps the steps listing them took (0 when listed already). Returns 0, -1 when out of memory, -2 when the
 * cards' length bonus table is too short. */
int wk_supply_ways(wk_supply *supply, const int32_t *word, int32_t length, const wk_list **list, int64_t *steps);

/* Supply.points of nwords words (1 to 64; their code points one after another in letters, lengths[w] each) with the bar
 * at_least (Supply._pick, then Supply._search: a split's ways when nwords > 1): 1 with the points in *points, 0 when
 * no choice scores at_least (or a word cannot be laid there); *work the steps counted (each word listed for the first
 * time, and the search when it ran). -1 when out of memory, -2 when malformed. */
int wk_supply_points(wk_supply *supply, const int32_t *letters, const int32_t *lengths, int32_t nwords,
                     double at_least, int64_t *points, int64_t *work);

#endif
