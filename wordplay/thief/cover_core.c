/*
 * Word Thief's split search (see cover_core.h): steals.py's partner lookup and covering.py's covering search,
 * step for step. Each function names the Python it mirrors; comparisons keep the Python's form, so that
 * infinities (and the NaN that -inf - -inf makes) go the same way.
 */
#include "cover_core.h"

#include "bytes_core.h"
#include "cards_core.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define KW 4 /* 64-bit words of a key: 8 letters each */
#define GUARD 0x8080808080808080ULL
#define BYTES 0x0101010101010101ULL

typedef struct {
    uint64_t w[KW];
} key;

/* ----- keys: field-wise operations, as Packing's ------------------------------------------------------------ */

static inline uint64_t excess1(uint64_t a, uint64_t b)
{
    uint64_t d = (a | GUARD) - b;
    return d & (((d & GUARD) >> 7) * 0x7F);
}

static inline key k_excess(const key *a, const key *b) /* Packing.excess: field-wise max(0, a - b) */
{
    key out;
    for (int i = 0; i < KW; i++)
        out.w[i] = excess1(a->w[i], b->w[i]);
    return out;
}

static inline key k_add(const key *a, const key *b)
{
    key out;
    for (int i = 0; i < KW; i++)
        out.w[i] = a->w[i] + b->w[i];
    return out;
}

static inline key k_sub(const key *a, const key *b) /* b within a */
{
    key out;
    for (int i = 0; i < KW; i++)
        out.w[i] = a->w[i] - b->w[i];
    return out;
}

static inline int k_zero(const key *a)
{
    return (a->w[0] | a->w[1] | a->w[2] | a->w[3]) == 0;
}

static inline int k_within(const key *a, const key *b) /* no excess of a over b */
{
    for (int i = 0; i < KW; i++)
        if (excess1(a->w[i], b->w[i]))
            return 0;
    return 1;
}

static inline int k_size(const key *a)
{
    int n = 0;
    for (int i = 0; i < KW; i++)
        n += (int)((a->w[i] * BYTES) >> 56);
    return n;
}

static inline int k_count(const key *a, int letter)
{
    return (int)((a->w[letter >> 3] >> (8 * (letter & 7))) & 0x7F);
}

static inline key k_unit(int letter)
{
    key out = {{0, 0, 0, 0}};
    out.w[letter >> 3] = 1ULL << (8 * (letter & 7));
    return out;
}

static int value_of(const key *a, const int32_t *values) /* Packing.value_of */
{
    int total = 0;
    for (int i = 0; i < KW; i++) {
        uint64_t x = a->w[i];
        while (x) {
            int b = __builtin_ctzll(x) >> 3;
            total += (int)((x >> (8 * b)) & 0x7F) * values[8 * i + b];
            x &= ~(0xFFULL << (8 * b));
        }
    }
    return total;
}

/* A key from Packing's bytes (9 bits a letter); 0, or -2 when a count passes 127 or a letter is past nletters. Eight
 * letters are 72 bits, 9 bytes: each group of eight read at once, and only its letters counted visited (a key
 * counts a few letters of many), the lowest first. */
static int unpack(const uint8_t *bytes, int32_t nletters, key *out)
{
    memset(out, 0, sizeof *out);
    int width = WT_KEY_BYTES(nletters);
    for (int g = 0; g < KW && 9 * g < width; g++) {
        const uint8_t *at = bytes + 9 * g;
        int n = width - 9 * g < 9 ? width - 9 * g : 9;
        uint64_t lo = wt_little_endian(at, n < 8 ? n : 8), hi = n == 9 ? at[8] : 0, w = 0;
        while (lo | hi) {
            int i = lo ? __builtin_ctzll(lo) / 9 : 7; /* the lowest letter counted */
            uint64_t v = (i < 7 ? lo >> (9 * i) : lo >> 63 | hi << 1) & 0x1FF;
            if (v > 127 || 8 * g + i >= nletters)
                return -2;
            w |= v << (8 * i);
            if (i < 7) {
                lo &= ~(0x1FFULL << (9 * i));
            } else {
                lo &= ~(1ULL << 63);
                hi = 0;
            }
        }
        out->w[g] = w;
    }
    return 0;
}

/* ----- a hash map of fixed-width keys (uint64 words) to two int64 values ------------------------------------ */

typedef struct {
    uint64_t *keys;
    int64_t *values;
    uint8_t *used; /* per slot: 0 free, else the mark of its key (tag_of) */
    int64_t capacity, count;
    int width;
} map;

/* Every bit of every word reaches the low bits (the slot) and the top bits (the mark): a word's high bytes are letters
 * too, which a multiplication alone carries only upwards. */
static uint64_t hash_words(const uint64_t *k, int width)
{
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < width; i++) {
        h = (h ^ k[i]) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 32;
    }
    h *= 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}

static void map_clear(map *m)
{
    free(m->keys);
    free(m->values);
    free(m->used);
    int width = m->width;
    memset(m, 0, sizeof *m);
    m->width = width;
}

/* Are the width words at a and b the same? (A loop the compiler keeps inline: keys are a few words.) */
static inline int same_words(const uint64_t *a, const uint64_t *b, int width)
{
    for (int i = 0; i < width; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* A used slot's mark (never 0, which marks a free slot): the hash's top bits, so that most slots of other keys are
 * passed over without comparing their keys. */
static inline uint8_t tag_of(uint64_t hash)
{
    return (uint8_t)(hash >> 57 | 0x80);
}

/* Where k is in the map, or the free slot where it would go (the map has room: capacity > 0); its mark in *tag. */
static int64_t slot_of(const map *m, const uint64_t *k, uint8_t *tag)
{
    uint64_t h = hash_words(k, m->width);
    int64_t mask = m->capacity - 1, at = (int64_t)(h & (uint64_t)mask);
    uint8_t t = *tag = tag_of(h);
    while (m->used[at] && (m->used[at] != t || !same_words(m->keys + at * m->width, k, m->width)))
        at = (at + 1) & mask;
    return at;
}

static int64_t *map_find(const map *m, const uint64_t *k)
{
    if (!m->capacity)
        return NULL;
    uint8_t tag;
    int64_t at = slot_of(m, k, &tag);
    return m->used[at] ? m->values + 2 * at : NULL;
}

static int map_grow(map *m, int64_t least)
{
    map bigger = {0};
    bigger.width = m->width;
    bigger.capacity = m->capacity ? 2 * m->capacity : 64;
    while (bigger.capacity < least)
        bigger.capacity *= 2;
    bigger.keys = malloc(sizeof(uint64_t) * bigger.width * bigger.capacity);
    bigger.values = malloc(sizeof(int64_t) * 2 * bigger.capacity);
    bigger.used = calloc((size_t)bigger.capacity, 1);
    if (!bigger.keys || !bigger.values || !bigger.used) {
        map_clear(&bigger);
        return -1;
    }
    int64_t mask = bigger.capacity - 1;
    for (int64_t i = 0; i < m->capacity; i++) {
        if (!m->used[i])
            continue;
        const uint64_t *k = m->keys + i * m->width;
        uint64_t h = hash_words(k, m->width);
        int64_t at = (int64_t)(h & (uint64_t)mask);
        while (bigger.used[at])
            at = (at + 1) & mask;
        bigger.used[at] = tag_of(h);
        memcpy(bigger.keys + at * m->width, k, sizeof(uint64_t) * m->width);
        memcpy(bigger.values + 2 * at, m->values + 2 * i, 2 * sizeof(int64_t));
    }
    bigger.count = m->count;
    map_clear(m);
    *m = bigger;
    return 0;
}

/* The values of k, added (zeroed) when new (then *added is 1, when asked); NULL when out of memory. */
static int64_t *map_put(map *m, const uint64_t *k, int *added)
{
    if (2 * (m->count + 1) > m->capacity && map_grow(m, 0) < 0)
        return NULL;
    uint8_t tag;
    int64_t at = slot_of(m, k, &tag);
    if (added)
        *added = !m->used[at];
    if (!m->used[at]) {
        m->used[at] = tag;
        m->count++;
        memcpy(m->keys + at * m->width, k, sizeof(uint64_t) * m->width);
        m->values[2 * at] = m->values[2 * at + 1] = 0;
    }
    return m->values + 2 * at;
}

static double as_double(int64_t bits)
{
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

static int64_t as_bits(double d)
{
    int64_t bits;
    memcpy(&bits, &d, sizeof bits);
    return bits;
}

/* ----- a growing int32 array (lists are kept by offset: the array may move) --------------------------------- */

typedef struct {
    int32_t *items;
    int64_t count, capacity;
} ints;

static int ints_reserve(ints *v, int64_t more)
{
    if (v->count + more <= v->capacity)
        return 0;
    int64_t capacity = v->capacity ? v->capacity : 1024;
    while (capacity < v->count + more)
        capacity *= 2;
    int32_t *items = realloc(v->items, sizeof(int32_t) * (size_t)capacity);
    if (!items)
        return -1;
    v->items = items;
    v->capacity = capacity;
    return 0;
}

static int ints_push(ints *v, int32_t x)
{
    if (ints_reserve(v, 1) < 0)
        return -1;
    v->items[v->count++] = x;
    return 0;
}

static int compare_ints(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* sorts items[from:] and drops repeats */
static void sort_unique(ints *v, int64_t from)
{
    int64_t n = v->count - from;
    int32_t *a = v->items + from;
    qsort(a, (size_t)n, sizeof *a, compare_ints);
    int64_t kept = 0;
    for (int64_t i = 0; i < n; i++)
        if (!kept || a[i] != a[kept - 1])
            a[kept++] = a[i];
    v->count = from + kept;
}

/* ----- the search ------------------------------------------------------------------------------------------- */

typedef struct { /* a trie of some of the pieces' alphagrams, as a graph (trie_build) */
    uint32_t *first, *targets;
    uint8_t *letters, *terminals;
    wt_graph graph;
} trie;

typedef struct { /* covering.py's State */
    int32_t left, wilds;
    int64_t tail;
    key missing, spare;
} state;

typedef struct { /* a call of offer_from under way */
    state at;
    double total, others;
    int64_t list, count, next; /* its choices: offset in the stack, count, the next to try */
    int started;
} frame;

#define MAX_WORDS 64
#define WC_LEVELS 31 /* covering.py's LEVELS */
#define WC_LONG 7    /* covering.py's LONG */
#define WC_SHORT 0   /* covering.py's SHORT */
#define NEG_INF (-INFINITY)

struct wc_search {
    wt_graph graph;
    int32_t nletters, jokers, shortest;
    int64_t n;
    /* the pieces as a graph of their own (a trie, built when a lookup first walks: piece_graph) */
    trie pieces_trie;
    key *keys, *holds, hand;
    int32_t *lengths;
    double *bounds;
    map position;   /* key -> piece */
    map packed;     /* a piece's key as Packing's bytes (read as words, the last zero-filled) -> piece, built when a
                     * walk first reads its alphagrams (walk_into_lists) */
    map found;      /* (needs, most, spare) -> a list in lists (offset, count) */
    ints lists;     /* the lists found keeps */
    map deleted[WC_DELETIONS + 1]; /* the pieces less d letters: key -> a list in lists */
    int built[WC_DELETIONS + 1];
    ints removed;   /* the lists the tables of deleted keep */
    key *subsets;   /* every sub-multiset of the hand, once asked */
    int64_t nsubsets;
    ints scratch;   /* a lookup's answer */
    uint64_t *marks; /* a bit a piece, all clear between uses (in_order), allocated when first asked */
    /* the tick sink: while recording (wc_within), each telling is kept; else counted against left */
    int recording;
    int64_t ticks[4];
    int32_t nticks;
    int64_t pending, left;
    int stopped, failed;
    /* the covering search under way */
    int covering, phase;
    wc_cover rules; /* as given to wc_cover_start, its pointers cleared: what they point to is copied below */
    int32_t multiplier; /* the rules' multiplier, or 1 when no piece may be of one suit */
    double bar;
    key stolen_key, hand_key, pool;
    int32_t values[WC_MAX_LETTERS];
    double *length_bonus, *extra, *most_extra;
    int32_t *worth; /* the value of each piece's letters (value_of) */
    double *most_bonus, *most_bound; /* [left][count] */
    double **most_beyond; /* for each longest one-suit word, once asked: [left][count][letters of one-suit words] */
    double *plain, *full; /* a word of each length not doubled, and doubled (covering.py's beyond_suited) */
    double *best_of;      /* the best bound of a piece of each length */
    key *suits;
    int32_t rarest[WC_MAX_LETTERS], nrarest;
    int dearest;
    map rest_memo, known, seen; /* rest_memo and known kept for every covering search of the search (learnt_clear) */
    /* for each class (level k, length l), the pieces of l letters or more that add 2^k or more beyond their cards
     * (extra: words that may be of one suit; k = -1: whatever they add), as a trie of their own built when first
     * asked, and their lookups (class_within); the most a piece adds */
    trie *classes; /* [(k + 1) * (learnt_room + 1) + l] */
    int32_t learnt_room; /* the rules' room when classes was made */
    map class_found;
    double most_added;
    ints stack; /* the choices of the calls under way */
    frame frames[MAX_WORDS + 1];
    int32_t depth;
    int32_t chosen[MAX_WORDS];
    /* the pair search under way (wc_pairs_start, wc_pairs_next): StealSearch.splits' loop over the pieces */
    int pairing, pair_stage;               /* stage 0: at piece pair_i's start; 1: through its partners */
    int64_t pair_i, pair_next;
    int32_t pair_left, pair_high, most_held;
    double pair_base, pair_bonus;
    double *pair_best, *pair_most_bonus; /* the best bound, and the best length bonus, of at most n letters */
    int32_t *held, *unheld;              /* per piece: the stolen letters it can hold, and those it cannot */
    ints partners;                       /* piece pair_i's partners */
    /* the exact card search of the sets that need it (wc_cover_cards): Scorer._search's supplies, without suits
     * and with them (NULL: the caller scores such a set), the alphabet's code points; and the score of the set
     * handed back last (wc_plain) */
    wk_supply *supplies[2];
    int32_t alphabet[WC_MAX_LETTERS];
    int64_t settled;
};

static void trie_free(trie *t)
{
    free(t->first);
    free(t->targets);
    free(t->letters);
    free(t->terminals);
    memset(t, 0, sizeof *t);
}

/* sort_unique of pieces (each below s->n), without qsort: a few by insertion, more by marking each piece's bit and
 * reading the marks in order (which leaves them clear again). The same answer as sort_unique. */
static void in_order(wc_search *s, ints *v, int64_t from)
{
    int64_t n = v->count - from, kept = 0;
    int32_t *a = v->items + from;
    if (n <= 24) {
        for (int64_t i = 0; i < n; i++) {
            int32_t x = a[i];
            int64_t j = kept;
            while (j > 0 && a[j - 1] > x)
                j--;
            if (j > 0 && a[j - 1] == x)
                continue;
            memmove(a + j + 1, a + j, sizeof *a * (size_t)(kept - j));
            a[j] = x;
            kept++;
        }
        v->count = from + kept;
        return;
    }
    if (!s->marks)
        s->marks = calloc((size_t)(s->n / 64 + 1), sizeof *s->marks);
    int32_t low = INT32_MAX, high = -1;
    for (int64_t i = 0; i < n; i++) {
        if (a[i] < low)
            low = a[i];
        if (a[i] > high)
            high = a[i];
    }
    if (!s->marks || low < 0 || high >= s->n) { /* no room for the marks, or no piece: as before */
        sort_unique(v, from);
        return;
    }
    for (int64_t i = 0; i < n; i++)
        s->marks[a[i] >> 6] |= 1ULL << (a[i] & 63);
    for (int32_t w = low >> 6; w <= high >> 6; w++)
        for (uint64_t bits = s->marks[w]; bits; bits &= bits - 1)
            a[kept++] = 64 * w + __builtin_ctzll(bits);
    memset(s->marks + (low >> 6), 0, sizeof *s->marks * (size_t)((high >> 6) - (low >> 6) + 1));
    v->count = from + kept;
}

static void tick(wc_search *s, int64_t steps)
{
    if (s->recording) {
        s->ticks[s->nticks++] = steps;
        return;
    }
    s->pending += steps;
    if (s->left >= 0 && s->pending > s->left)
        s->stopped = 1; /* the caller's count stops the search at this telling */
}

static void key_words(uint64_t *out, const key *k)
{
    memcpy(out, k->w, sizeof k->w);
}

wc_search *wc_new(const wt_graph *graph, const wc_pieces *pieces, const uint8_t *hand, int32_t jokers,
                  int32_t shortest, int *status)
{
    *status = -2;
    if (graph->nletters < 1 || graph->nletters > WC_MAX_LETTERS || pieces->count < 0 || pieces->count >= INT32_MAX)
        return NULL;
    *status = -1;
    wc_search *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->graph = *graph;
    s->nletters = graph->nletters;
    s->jokers = jokers;
    s->shortest = shortest;
    int64_t n = s->n = pieces->count;
    s->position.width = KW;
    s->found.width = 2 * KW + 1;
    for (int d = 0; d <= WC_DELETIONS; d++)
        s->deleted[d].width = KW;
    s->keys = malloc(sizeof(key) * (size_t)(n + 1));
    s->holds = malloc(sizeof(key) * (size_t)(n + 1));
    s->lengths = malloc(sizeof(int32_t) * (size_t)(n + 1));
    s->bounds = malloc(sizeof(double) * (size_t)(n + 1));
    if (!s->keys || !s->holds || !s->lengths || !s->bounds) {
        wc_free(s);
        return NULL;
    }
    int width = WT_KEY_BYTES(s->nletters);
    if (n && map_grow(&s->position, 2 * n + 2) < 0) { /* room for every piece at once */
        wc_free(s);
        return NULL;
    }
    if (unpack(hand, s->nletters, &s->hand) < 0) {
        *status = -2;
        wc_free(s);
        return NULL;
    }
    for (int64_t i = 0; i < n; i++) {
        if (unpack(pieces->keys + i * width, s->nletters, &s->keys[i]) < 0
            || unpack(pieces->holds + i * width, s->nletters, &s->holds[i]) < 0 || pieces->lengths[i] < 0
            || pieces->lengths[i] > 127) {
            *status = -2;
            wc_free(s);
            return NULL;
        }
        s->lengths[i] = pieces->lengths[i];
        s->bounds[i] = (double)pieces->bounds[i];
        uint64_t k[KW];
        key_words(k, &s->keys[i]);
        int64_t *v = map_put(&s->position, k, NULL);
        if (!v) {
            wc_free(s);
            return NULL;
        }
        v[0] = i; /* keys are distinct: each alphagram is listed once */
    }
    *status = 0;
    return s;
}

/* Letter counts as Packing's bytes (9 bits a letter); -2 when a count does not fit them. */
static int pack_counts(const int32_t *counts, int32_t nletters, uint8_t *out)
{
    memset(out, 0, (size_t)WT_KEY_BYTES(nletters));
    for (int32_t letter = 0; letter < nletters; letter++) {
        if (counts[letter] < 0 || counts[letter] > 0x1FF)
            return -2;
        for (int b = 0; b < 9; b++)
            if ((counts[letter] >> b) & 1)
                out[(9 * letter + b) >> 3] |= (uint8_t)(1u << ((9 * letter + b) & 7));
    }
    return 0;
}

void wc_pieces_free(wc_pieces *pieces)
{
    free((void *)pieces->keys);
    free((void *)pieces->lengths);
    free((void *)pieces->holds);
    free((void *)pieces->bounds);
    memset(pieces, 0, sizeof *pieces);
}

wc_search *wc_new_ranked(const wt_graph *graph, const wt_found *found, const int32_t *hand_counts, int32_t jokers,
                         int32_t shortest, wc_pieces *pieces, int *status)
{
    memset(pieces, 0, sizeof *pieces);
    *status = -2;
    if ((found->count && (!found->order || !found->split || !found->holds || !found->bounds)) || graph->nletters < 1
        || graph->nletters > WC_MAX_LETTERS)
        return NULL;
    size_t width = (size_t)WT_KEY_BYTES(graph->nletters);
    int64_t n = 0;
    for (int64_t i = 0; i < found->count; i++)
        n += found->split[found->order[i]] != 0;
    uint8_t hand[WT_KEY_BYTES(WC_MAX_LETTERS)];
    if (pack_counts(hand_counts, graph->nletters, hand) < 0)
        return NULL;
    *status = -1;
    uint8_t *keys = malloc(width * (size_t)n + 1), *holds = malloc(width * (size_t)n + 1);
    int32_t *lengths = malloc(sizeof(int32_t) * (size_t)n + 1);
    int64_t *bounds = malloc(sizeof(int64_t) * (size_t)n + 1);
    wc_pieces made = {n, keys, lengths, holds, bounds};
    if (!keys || !holds || !lengths || !bounds) {
        wc_pieces_free(&made);
        return NULL;
    }
    for (int64_t i = 0, at = 0; i < found->count; i++) {
        int32_t j = found->order[i];
        if (!found->split[j])
            continue;
        memcpy(keys + width * (size_t)at, found->keys + width * (size_t)j, width);
        memcpy(holds + width * (size_t)at, found->holds + width * (size_t)j, width);
        lengths[at] = found->lengths[j];
        bounds[at++] = found->bounds[j];
    }
    wc_search *s = wc_new(graph, &made, hand, jokers, shortest, status);
    if (s)
        *pieces = made;
    else
        wc_pieces_free(&made);
    return s;
}

int64_t wc_count(const wc_search *s)
{
    return s->n;
}

int wc_holding(const wc_search *s, const uint8_t *stolen, int32_t *held, int32_t *unheld)
{
    key k;
    if (unpack(stolen, s->nletters, &k) < 0)
        return -2;
    for (int64_t i = 0; i < s->n; i++) {
        key over = k_excess(&k, &s->holds[i]);
        held[i] = k_size(&s->holds[i]);
        unheld[i] = k_size(&over);
    }
    return 0;
}

void wc_use_graph(wc_search *s, const wt_graph *graph)
{
    s->graph = *graph;
}

static void cover_clear(wc_search *s)
{
    free(s->length_bonus);
    free(s->extra);
    free(s->most_extra);
    free(s->most_bonus);
    free(s->most_bound);
    if (s->most_beyond)
        for (int32_t m = 0; m <= s->rules.room; m++)
            free(s->most_beyond[m]);
    free(s->most_beyond);
    free(s->plain);
    free(s->full);
    free(s->best_of);
    free(s->worth);
    s->worth = NULL;
    free(s->suits);
    s->length_bonus = s->extra = s->most_extra = s->most_bonus = s->most_bound = s->plain = s->full = s->best_of = NULL;
    s->most_beyond = NULL;
    s->suits = NULL;
    map_clear(&s->seen);
    s->stack.count = 0;
    s->covering = 0;
    s->supplies[0] = s->supplies[1] = NULL; /* wc_cover_cards again for each search */
}

/* What the covering searches of the search learnt (covering.py's Learnt: rest_memo, known, the classes and their
 * lookups), kept from one covering search to the next (wc_cover_start) and let go with the search. */
static void learnt_clear(wc_search *s)
{
    map_clear(&s->rest_memo);
    map_clear(&s->known);
    if (s->classes)
        for (int32_t c = 0; c < (WC_LEVELS + 1) * (s->learnt_room + 1); c++)
            trie_free(&s->classes[c]);
    free(s->classes);
    s->classes = NULL;
    map_clear(&s->class_found);
}

static void pairs_clear(wc_search *s)
{
    free(s->pair_best);
    free(s->pair_most_bonus);
    free(s->held);
    free(s->unheld);
    s->pair_best = s->pair_most_bonus = NULL;
    s->held = s->unheld = NULL;
    s->partners.count = 0;
    s->pairing = 0;
}

void wc_free(wc_search *s)
{
    if (!s)
        return;
    pairs_clear(s);
    free(s->partners.items);
    cover_clear(s);
    learnt_clear(s);
    free(s->stack.items);
    free(s->keys);
    free(s->holds);
    free(s->lengths);
    free(s->bounds);
    map_clear(&s->position);
    map_clear(&s->packed);
    map_clear(&s->found);
    for (int d = 0; d <= WC_DELETIONS; d++)
        map_clear(&s->deleted[d]);
    free(s->lists.items);
    free(s->removed.items);
    free(s->scratch.items);
    free(s->marks);
    free(s->subsets);
    trie_free(&s->pieces_trie);
    free(s);
}

/* ----- the partner lookup: StealSearch._partners' within ---------------------------------------------------- */

static int hand_subsets(wc_search *s) /* StealSearch._hand_subsets */
{
    if (s->subsets)
        return 0;
    int64_t count = 1;
    for (int letter = 0; letter < s->nletters; letter++)
        count *= k_count(&s->hand, letter) + 1;
    s->subsets = malloc(sizeof(key) * (size_t)count);
    if (!s->subsets)
        return -1;
    memset(&s->subsets[0], 0, sizeof(key));
    int64_t have = 1;
    for (int letter = 0; letter < s->nletters; letter++) {
        int c = k_count(&s->hand, letter);
        if (!c)
            continue;
        key unit = k_unit(letter);
        /* out = [x + n * unit for x in out for n in range(c + 1)], in that order */
        int64_t grown = have * (c + 1);
        for (int64_t x = have - 1; x >= 0; x--) {
            key base = s->subsets[x];
            for (int m = c; m >= 0; m--) {
                key k = base;
                for (int r = 0; r < m; r++)
                    k = k_add(&k, &unit);
                s->subsets[x * (c + 1) + m] = k;
            }
        }
        have = grown;
    }
    s->nsubsets = have;
    return 0;
}

/* The keys of piece k less any d of its letters (steals.py's _fewer: each set of letters once), into out (room for
 * nletters * (nletters + 1) / 2 keys); how many. */
static int64_t removals(const wc_search *s, const key *k, int d, uint64_t (*out)[KW])
{
    int64_t made = 0;
    for (int a = 0; a < s->nletters; a++) {
        if (!k_count(k, a))
            continue;
        key unit_a = k_unit(a), less = k_sub(k, &unit_a);
        if (d == 1) {
            key_words(out[made++], &less);
            continue;
        }
        for (int b = a; b < s->nletters; b++) { /* each set of two letters once: a <= b */
            if (!k_count(&less, b))
                continue;
            key unit_b = k_unit(b), less2 = k_sub(&less, &unit_b);
            key_words(out[made++], &less2);
        }
    }
    return made;
}

/* the pieces by their letters less any d of them (steals.py's deletions and _fewer), built when first asked: each
 * key's pieces counted first (its map values: where its list starts in removed, and its length), then placed, in
 * the order of the pieces (a piece gives a key once: the sets of letters it loses differ) */
static int deletions(wc_search *s, int d)
{
    map *table = &s->deleted[d];
    uint64_t(*all)[KW] = malloc(sizeof *all * (size_t)(s->nletters * (s->nletters + 1) / 2 + 1));
    if (!all)
        return -1;
    int64_t total = 0;
    for (int64_t j = 0; j < s->n; j++) { /* how many pieces each key has */
        int64_t made = removals(s, &s->keys[j], d, all);
        for (int64_t r = 0; r < made; r++) {
            int64_t *v = map_put(table, all[r], NULL);
            if (!v) {
                free(all);
                return -1;
            }
            v[1]++;
        }
        total += made;
    }
    if (ints_reserve(&s->removed, total) < 0) {
        free(all);
        return -1;
    }
    int64_t start = s->removed.count;
    for (int64_t i = 0; i < table->capacity; i++) /* where each key's list starts; its length counted again below */
        if (table->used[i]) {
            table->values[2 * i] = start;
            start += table->values[2 * i + 1];
            table->values[2 * i + 1] = 0;
        }
    for (int64_t j = 0; j < s->n; j++) {
        int64_t made = removals(s, &s->keys[j], d, all);
        for (int64_t r = 0; r < made; r++) {
            int64_t *v = map_find(table, all[r]);
            s->removed.items[v[0] + v[1]++] = (int32_t)j;
        }
    }
    s->removed.count = start;
    free(all);
    s->built[d] = 1;
    return 0;
}

/* A trie of the alphagrams of the pieces only[0 .. count - 1] (NULL: every piece), each node's edges in alphabetical
 * order, into *out (its arrays freed by trie_free, also when it fails): a lookup's walk of it enters only paths that
 * lead to one of those pieces, and meets them node for node as the Python walk of their own minimal graph
 * (AlphagramIndex.of_keys: a tree walk enters a node once per path, the trie's nodes). 0, or -1 when out of memory. */
static int trie_build(const wc_search *s, const int32_t *only, int64_t count, trie *out)
{
    typedef struct {
        int32_t child, sibling, letter, terminal;
    } tnode;
    int64_t letters = 0;
    for (int64_t j = 0; j < count; j++)
        letters += s->lengths[only ? only[j] : j];
    int64_t cap = letters + 1, made = 1;
    tnode *t = calloc((size_t)cap, sizeof *t);
    int64_t *queue = malloc(sizeof(int64_t) * (size_t)cap);
    out->first = malloc(sizeof(uint32_t) * (size_t)(cap + 1));
    out->targets = malloc(sizeof(uint32_t) * (size_t)cap);
    out->letters = malloc((size_t)cap);
    out->terminals = malloc((size_t)cap);
    if (!t || !queue || !out->first || !out->targets || !out->letters || !out->terminals) {
        free(t);
        free(queue);
        return -1;
    }
    t[0].child = -1;
    for (int64_t j = 0; j < count; j++) { /* each piece's letters in alphabetical order, from the root */
        const key *k = &s->keys[only ? only[j] : j];
        int32_t at = 0;
        for (int32_t letter = 0; letter < s->nletters; letter++)
            for (int32_t c = k_count(k, letter); c > 0; c--) {
                int32_t *link = &t[at].child; /* the children in alphabetical order, as a list */
                while (*link >= 0 && t[*link].letter < letter)
                    link = &t[*link].sibling;
                if (*link < 0 || t[*link].letter != letter) {
                    if (made >= cap) { /* a key's counts passed its length: no such piece */
                        free(t);
                        free(queue);
                        return -1;
                    }
                    t[made] = (tnode){-1, *link, letter, 0};
                    *link = (int32_t)made++;
                }
                at = *link;
            }
        t[at].terminal = 1;
    }
    /* numbered breadth first, so that each node's edges are side by side (the graph's layout) */
    int64_t head = 0, tail = 1, edges = 0;
    queue[0] = 0;
    for (; head < tail; head++) {
        const tnode *node = &t[queue[head]];
        out->first[head] = (uint32_t)edges;
        out->terminals[head] = (uint8_t)node->terminal;
        for (int32_t c = node->child; c >= 0; c = t[c].sibling) {
            out->letters[edges] = (uint8_t)t[c].letter;
            out->targets[edges++] = (uint32_t)tail;
            queue[tail++] = c;
        }
    }
    out->first[tail] = (uint32_t)edges;
    free(t);
    free(queue);
    out->graph = (wt_graph){out->first, out->letters, out->targets, out->terminals,
                            (int32_t)tail, (int32_t)edges, 0, s->nletters};
    return 0;
}

/* The pieces as a graph of their own (StealSearch._partners' pieces_index), so that a lookup's walk enters only paths
 * that lead to a piece (the lexicon's graph has many more, whose words are no piece). Built once, counted as a step
 * a piece; 0, or -1 when out of memory. */
static int piece_graph(wc_search *s)
{
    if (s->pieces_trie.first)
        return 0;
    if (trie_build(s, NULL, s->n, &s->pieces_trie) < 0) {
        trie_free(&s->pieces_trie);
        return -1;
    }
    tick(s, s->n);
    return 0;
}

/* Packing's bytes of a key (WT_KEY_BYTES(nletters) of them) read as little-endian words, the last zero-filled; more:
 * whether 8 bytes or more follow the key (in the same array), so that its last word is read at once and the bytes past
 * the key masked off. */
static inline void packed_words(const uint8_t *bytes, int width, int more, uint64_t *out)
{
    int j = 0;
    for (; 8 * j + 8 <= width; j++)
        out[j] = wt_little_endian(bytes + 8 * j, 8);
    int last = width - 8 * j; /* 0 .. 7 */
    if (!last)
        return;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (more) {
        out[j] = wt_little_endian(bytes + 8 * j, 8) & ((1ULL << (8 * last)) - 1);
        return;
    }
#else
    (void)more;
#endif
    out[j] = wt_little_endian(bytes + 8 * j, last);
}

/* A piece's key as packed_words reads its Packing's bytes: 9 bits a letter, letter l's count at bit 9l. */
static void pack_words(const key *k, int32_t nletters, uint64_t *out)
{
    memset(out, 0, sizeof(uint64_t) * (size_t)((WT_KEY_BYTES(nletters) + 7) / 8));
    for (int32_t letter = 0; letter < nletters; letter++) {
        uint64_t v = (uint64_t)k_count(k, letter);
        int bit = 9 * letter;
        out[bit >> 6] |= v << (bit & 63);
        if ((bit & 63) > 55 && v >> (64 - (bit & 63)))
            out[(bit >> 6) + 1] |= v >> (64 - (bit & 63));
    }
}

/* The pieces by their Packing's bytes (s->packed), so that a walk's alphagrams are found without unpacking them: the
 * bytes of a key unpack finds no fault in are the only bytes of that key (each count below 128, nothing past the last
 * letter), so bytes matching a piece's are those that unpack to its key, and bytes unpack refuses match none. Built
 * once; 0, or -1 when out of memory. */
static int packed_pieces(wc_search *s)
{
    if (s->packed.capacity || !s->n)
        return 0;
    s->packed.width = (WT_KEY_BYTES(s->nletters) + 7) / 8;
    if (map_grow(&s->packed, 2 * s->n + 2) < 0)
        return -1;
    for (int64_t i = 0; i < s->n; i++) {
        uint64_t w[KW + 1];
        pack_words(&s->keys[i], s->nletters, w);
        int64_t *v = map_put(&s->packed, w, NULL);
        if (!v)
            return -1;
        v[0] = i; /* as the map of keys: the last piece of a key */
    }
    return 0;
}

/* The pieces of graph (a trie of pieces) holding needs and at most left letters more and spare letters beyond them,
 * of longest letters or fewer, pushed on the lists (unsorted); the walk's steps told. 0, or < 0 as wt_supersets. */
static int walk_into_lists(wc_search *s, const wt_graph *graph, const key *needs, const key *left, int32_t spare,
                           int32_t longest)
{
    int32_t lo[WC_MAX_LETTERS], rest[WC_MAX_LETTERS];
    for (int letter = 0; letter < s->nletters; letter++) {
        lo[letter] = k_count(needs, letter);
        rest[letter] = k_count(left, letter);
    }
    wt_found walked = {0};
    int rc = wt_supersets(graph, lo, rest, spare, longest, s->shortest, &walked);
    if (rc < 0) {
        wt_found_free(&walked);
        return rc;
    }
    tick(s, walked.steps);
    if (packed_pieces(s) < 0) {
        wt_found_free(&walked);
        return -1;
    }
    int width = WT_KEY_BYTES(s->nletters);
    for (int64_t i = 0; i < walked.count; i++) {
        uint64_t w[KW + 1];
        packed_words(walked.keys + i * width, width, (walked.count - i - 1) * width >= 8, w);
        int64_t *at = map_find(&s->packed, w); /* none for a count past 127: no piece */
        if (at && ints_push(&s->lists, (int32_t)at[0]) < 0) {
            wt_found_free(&walked);
            return -1;
        }
    }
    wt_found_free(&walked);
    return 0;
}

/* The first of first .. n - 1 whose bound is below least (bisect_right on the negated bounds). */
static int64_t end_of(const wc_search *s, int64_t first, double least)
{
    if (least == NEG_INF)
        return s->n;
    int64_t lo = first, hi = s->n;
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        if (-least < -s->bounds[mid])
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* The pieces of a list (ascending, n of them) from first on (bisect_left). */
static void from_first(const int32_t *items, int64_t n, int64_t first, const int32_t **list, int64_t *count)
{
    int64_t lo = 0, hi = n;
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        if (items[mid] < first)
            lo = mid + 1;
        else
            hi = mid;
    }
    *list = items + lo;
    *count = n - lo;
}

/* within: the answer in s->scratch (from first on), or (list, count) into s->lists; 0, or -1 when out of memory.
 * Stops early (answering nothing) when a telling stops the search. */
static int within(wc_search *s, const key *needs, const key *most, int32_t spare, int64_t first, double least,
                  int32_t longest, const int32_t **list, int64_t *count)
{
    uint64_t k[2 * KW + 1];
    int32_t natural = k_size(most) + spare; /* the longest piece there can be */
    if (longest > natural)
        longest = natural;
    if (longest < k_size(needs) || longest < s->shortest) { /* no piece is short enough: nothing to look up */
        *count = 0;
        return 0;
    }
    key_words(k, needs);
    key_words(k + KW, most);
    k[2 * KW] = (uint64_t)(uint32_t)spare;
    int64_t *v = map_find(&s->found, k);
    int64_t offset, n;
    if (v && (v[1] >> 32) >= longest) { /* looked up before, for pieces as long or longer */
        offset = v[0];
        n = v[1] & 0xFFFFFFFF;
    } else {
        int64_t end = end_of(s, first, least);
        if (end - first <= WC_SCAN) { /* few pieces can reach the bar: each checked */
            tick(s, end - first);
            s->scratch.count = 0;
            if (s->stopped)
                return 0;
            if (ints_reserve(&s->scratch, end - first) < 0)
                return -1;
            for (int64_t j = first; j < end; j++) {
                if (!k_within(needs, &s->holds[j])) /* the cheaper test first: most pieces fail it */
                    continue;
                key over = k_excess(&s->keys[j], most);
                if (k_size(&over) <= spare)
                    s->scratch.items[s->scratch.count++] = (int32_t)j;
            }
            *list = s->scratch.items;
            *count = s->scratch.count;
            return 0;
        }
        key left = k_sub(most, needs), beyond = k_excess(&left, &s->hand);
        offset = s->lists.count;
        int32_t reach = natural; /* the longest pieces the list holds */
        if (spare > WC_DELETIONS || !k_zero(&beyond) || least != NEG_INF) { /* a walk of the pieces' graph */
            reach = longest;
            if (piece_graph(s) < 0)
                return -1;
            if (s->stopped) {
                *count = 0;
                return 0;
            }
            int rc = walk_into_lists(s, &s->pieces_trie.graph, needs, &left, spare, longest);
            if (rc < 0)
                return rc;
            if (s->stopped) {
                s->lists.count = offset;
                *count = 0;
                return 0;
            }
        } else { /* the pieces as needs, some of the hand left, and up to spare letters more */
            if (hand_subsets(s) < 0)
                return -1;
            int64_t nbases = 0;
            key *bases = malloc(sizeof(key) * (size_t)s->nsubsets);
            if (!bases)
                return -1;
            for (int64_t i = 0; i < s->nsubsets; i++)
                if (k_within(&s->subsets[i], &left))
                    bases[nbases++] = k_add(needs, &s->subsets[i]);
            tick(s, s->nsubsets + nbases * spare);
            for (int64_t i = 0; i < nbases && !s->stopped; i++) {
                uint64_t w[KW];
                key_words(w, &bases[i]);
                int64_t *at = map_find(&s->position, w);
                if (at && ints_push(&s->lists, (int32_t)at[0]) < 0) {
                    free(bases);
                    return -1;
                }
            }
            for (int d = 1; d <= spare && !s->stopped; d++) {
                if (!s->built[d]) {
                    if (deletions(s, d) < 0) {
                        free(bases);
                        return -1;
                    }
                    tick(s, (int64_t)WC_PIECE_STEPS * s->n * d);
                    if (s->stopped)
                        break;
                }
                for (int64_t i = 0; i < nbases; i++) {
                    uint64_t w[KW];
                    key_words(w, &bases[i]);
                    int64_t *at = map_find(&s->deleted[d], w);
                    if (!at)
                        continue;
                    if (ints_reserve(&s->lists, at[1]) < 0) {
                        free(bases);
                        return -1;
                    }
                    memcpy(s->lists.items + s->lists.count, s->removed.items + at[0], sizeof(int32_t) * (size_t)at[1]);
                    s->lists.count += at[1];
                }
            }
            free(bases);
            if (s->stopped) {
                s->lists.count = offset;
                *count = 0;
                return 0;
            }
        }
        in_order(s, &s->lists, offset);
        n = s->lists.count - offset;
        v = map_put(&s->found, k, NULL);
        if (!v)
            return -1;
        v[0] = offset;
        v[1] = n | (int64_t)reach << 32;
    }
    from_first(s->lists.items + offset, n, first, list, count);
    return 0;
}

int wc_within(wc_search *s, const uint8_t *needs, const uint8_t *most, int32_t spare, int64_t first, double least,
              const int32_t **found, int64_t *count, int64_t *ticks, int32_t *nticks)
{
    key k_needs, k_most;
    if (unpack(needs, s->nletters, &k_needs) < 0 || unpack(most, s->nletters, &k_most) < 0 || first < 0
        || spare < 0)
        return -2;
    s->recording = 1;
    s->nticks = 0;
    s->stopped = 0;
    int rc = within(s, &k_needs, &k_most, spare, first, least, INT32_MAX, found, count);
    s->recording = 0;
    memcpy(ticks, s->ticks, sizeof(int64_t) * (size_t)s->nticks);
    *nticks = s->nticks;
    return rc;
}

/* ----- the covering search: covering.py's cover ------------------------------------------------------------- */

/* most_over_lengths: most[left][count] for left 0 .. words, count 0 .. room */
static double *most_over_lengths(const double *per_length, int32_t shortest, int32_t words, int32_t room)
{
    int32_t width = room + 1;
    double *most = malloc(sizeof(double) * (size_t)(words + 1) * (size_t)width);
    if (!most)
        return NULL;
    for (int32_t c = 0; c <= room; c++)
        most[c] = 0.0;
    for (int32_t l = 1; l <= words; l++)
        for (int32_t c = 0; c <= room; c++) {
            double found = NEG_INF;
            for (int32_t n = shortest; n <= c - (l - 1) * shortest; n++) {
                double v = per_length[n] + most[(l - 1) * width + c - n];
                if (v > found)
                    found = v;
            }
            most[l * width + c] = found;
        }
    return most;
}

static inline double most_of(const wc_search *s, const double *table, int32_t left, int32_t count)
{
    return table[left * (s->rules.room + 1) + count];
}

static int suited(const wc_search *s, const key *k, int32_t jokers, int32_t longest_suited) /* Scorer.suited */
{
    int n = k_size(k);
    if (n <= jokers)
        return 1;
    if (n > longest_suited)
        return 0;
    for (int i = 0; i < s->rules.nsuits; i++) {
        key over = k_excess(k, &s->suits[i]);
        if (k_size(&over) <= jokers)
            return 1;
    }
    return 0;
}

/* a[0 .. n - 1] sorted, largest first when down, else smallest first (a few: insertion, the order qsort gave) */
static void sort_few(int32_t *a, int32_t n, int down)
{
    for (int32_t i = 1; i < n; i++)
        for (int32_t j = i; j > 0 && (down ? a[j - 1] < a[j] : a[j - 1] > a[j]); j--) {
            int32_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}


/* most_beyond's table for longest, filled (NULL: out of memory, then failed is set) */
static double *beyond_table(wc_search *s, int32_t longest)
{
    int32_t width = s->rules.room + 1, words = s->rules.words;
    double *t = s->most_beyond[longest] = malloc(sizeof(double) * (size_t)(words + 1) * (size_t)width * (size_t)width);
    if (!t) {
        s->failed = 1;
        return NULL;
    }
    for (int32_t c = 0; c < width * width; c++)
        t[c] = 0.0;
    for (int32_t l = 1; l <= words; l++)
        for (int32_t c = 0; c < width; c++)
            for (int32_t d = 0; d < width; d++) {
                double found = NEG_INF;
                for (int32_t n = s->shortest > 0 ? s->shortest : 1, last = c - (l - 1) * n; n <= last; n++) {
                    double v = s->plain[n] + t[((l - 1) * width + c - n) * width + d];
                    if (v > found)
                        found = v;
                    if (n <= longest && n <= d) {
                        v = s->full[n] + t[((l - 1) * width + c - n) * width + d - n];
                        if (v > found)
                            found = v;
                    }
                }
                t[(l * width + c) * width + d] = found;
            }
    return t;
}

/* covering.py's beyond_suited: most(left, count, longest, suited), its table for each longest filled once asked
 * (NaN: out of memory, never below the answer's bound: the caller sets failed) */
static inline double most_beyond(wc_search *s, int32_t left, int32_t count, int32_t longest, int32_t suited)
{
    int32_t width = s->rules.room + 1;
    if (left == 0)
        return 0.0;
    if (longest > count)
        longest = count;
    if (suited > count)
        suited = count;
    double *t = s->most_beyond[longest];
    if (!t && !(t = beyond_table(s, longest)))
        return NEG_INF;
    return t[(left * width + count) * width + suited];
}

/* covering.py's of_one_suit (the longest one-suit word of letters and wilds Wilds, into *longest, and the most
 * letters words one-suit words hold together, into *suited) and what one-suit words may add beyond the cards (the
 * answer; 0 when no piece may be of one suit): each suit's share of the letters found once for both. once is
 * value_of(letters). */
static double by_suits(const wc_search *s, const key *letters, double once, int32_t words, int32_t wilds,
                       int32_t *longest, int32_t *suited)
{
    int32_t sizes[WC_MAX_LETTERS * 4], worth[WC_MAX_LETTERS * 4]; /* worth: card values, summed exactly as doubles */
    int32_t nsuits = s->rules.nsuits < WC_MAX_LETTERS * 4 ? s->rules.nsuits : WC_MAX_LETTERS * 4, size = k_size(letters);
    int doubles = s->multiplier != 1;
    for (int i = 0; i < nsuits; i++) {
        key over = k_excess(letters, &s->suits[i]);
        sizes[i] = size - k_size(&over);
        if (doubles) {
            key in = k_sub(letters, &over);
            worth[i] = value_of(&in, s->values);
        }
    }
    sort_few(sizes, nsuits, 1);
    *longest = (nsuits > 0 ? sizes[0] : 0) + wilds;
    *suited = wilds;
    for (int i = 0; i < words && i < nsuits; i++)
        *suited += sizes[i];
    if (!doubles)
        return 0.0;
    double sum = 0.0;
    sort_few(worth, nsuits, 1);
    for (int i = 0; i < words && i < nsuits; i++)
        sum += worth[i];
    return (s->multiplier - 1) * ((once < sum ? once : sum) + wilds * (double)s->dearest);
}

static double rest(wc_search *s, int32_t left, const key *missing, const key *spare, int32_t wilds)
{
    key letters = k_add(missing, spare);
    uint64_t k[KW + 1];
    key_words(k, &letters);
    k[KW] = ((uint64_t)(uint32_t)left << 32) | (uint32_t)wilds;
    int64_t *v = map_find(&s->rest_memo, k);
    if (v)
        return as_double(v[0]);
    int32_t count = k_size(&letters) + wilds, longest, suited;
    double once = value_of(&letters, s->values);
    double cards = once + by_suits(s, &letters, once, left, wilds, &longest, &suited)
                   + most_of(s, s->most_bonus, left, count);
    double bound = most_of(s, s->most_bound, left, count), found = cards < bound ? cards : bound;
    double beyond = once + most_beyond(s, left, count, longest, suited);
    if (beyond < found)
        found = beyond;
    v = map_put(&s->rest_memo, k, NULL);
    if (!v) {
        s->failed = 1;
        return found;
    }
    v[0] = as_bits(found);
    return found;
}

/* covering.py's after and gain at once: the state after piece i into *out, and what the piece adds. The letters it
 * takes (before less after, missing and spare) are its own less those Wilds stand for (lacking), letter by letter:
 * their value is the piece's (s->worth) less the lacking letters'. */
static double step_to(const wc_search *s, const state *at, int32_t i, state *out)
{
    key gives = k_excess(&s->keys[i], &at->missing);
    key lacking = k_excess(&gives, &at->spare);
    out->left = at->left - 1;
    out->missing = k_excess(&at->missing, &s->keys[i]);
    key spare = k_sub(&at->spare, &gives);
    out->spare = k_add(&spare, &lacking);
    int none_lacking = k_zero(&lacking); /* the usual case: no Wild stands in */
    out->wilds = at->wilds - (none_lacking ? 0 : k_size(&lacking));
    out->tail = k_zero(&at->missing) ? i : 0;
    int taken = s->worth[i] - (none_lacking ? 0 : value_of(&lacking, s->values));
    return taken + s->length_bonus[s->lengths[i]] + s->extra[i];
}

/* covering.py's class_within: the pieces of shortest letters or more that add 2^level or more beyond their cards
 * (extra; level -1: whatever they add), from first on and ascending, holding needs and within most and spare letters
 * more, of longest letters or fewer, walked in a trie of those pieces alone (built when first asked, a step a piece)
 * and kept for each (needs, most, spare) as within keeps its lists. 0, or -1 when out of memory; nothing when a
 * telling stops the search. */
static int class_within(wc_search *s, int level, int32_t shortest, const key *needs, const key *most, int32_t spare,
                        int64_t first, int32_t longest, const int32_t **list, int64_t *count)
{
    int32_t natural = k_size(most) + spare;
    if (longest > natural)
        longest = natural;
    *count = 0;
    if (longest < k_size(needs) || longest < s->shortest)
        return 0;
    uint64_t k[2 * KW + 1];
    key_words(k, needs);
    key_words(k + KW, most);
    k[2 * KW] = (uint64_t)(uint32_t)spare | (uint64_t)(level + 1) << 32 | (uint64_t)shortest << 40;
    int64_t *v = map_find(&s->class_found, k);
    int64_t offset, n;
    if (v && (v[1] >> 32) >= longest) {
        offset = v[0];
        n = v[1] & 0xFFFFFFFF;
    } else {
        trie *t = &s->classes[(level + 1) * (s->rules.room + 1) + shortest];
        if (!t->first) {
            int32_t *them = malloc(sizeof(int32_t) * (size_t)(s->n + 1));
            int64_t added = 0;
            if (!them)
                return -1;
            for (int64_t i = 0; i < s->n; i++)
                if (s->lengths[i] >= shortest && (level < 0 || s->extra[i] >= (double)((int64_t)1 << level)))
                    them[added++] = (int32_t)i;
            int rc = trie_build(s, them, added, t);
            free(them);
            if (rc < 0) {
                trie_free(t);
                return -1;
            }
            tick(s, added);
            if (s->stopped)
                return 0;
        }
        offset = s->lists.count;
        key left = k_sub(most, needs);
        int rc = walk_into_lists(s, &t->graph, needs, &left, spare, longest);
        if (rc < 0)
            return rc;
        if (s->stopped) {
            s->lists.count = offset;
            return 0;
        }
        in_order(s, &s->lists, offset);
        n = s->lists.count - offset;
        v = map_put(&s->class_found, k, NULL);
        if (!v)
            return -1;
        v[0] = offset;
        v[1] = n | (int64_t)longest << 32;
    }
    from_first(s->lists.items + offset, n, first, list, count);
    return 0;
}

enum { WC_NONE = 0, WC_EVERY = 1, WC_CLASSES = 2 };

/* covering.py's _classes: which pieces a state looks up, from what a piece of each length must add beyond its
 * cards to pass (adds): none (no piece adds enough), every piece (WC_EVERY: a piece adding nothing may pass at most
 * lengths), or (WC_CLASSES) those adding 2^level or more (*level; -1: none of them), every piece of *end letters or
 * fewer (0: none of them; at most WC_SHORT more than the shortest word) and every piece of *from letters or more (0:
 * none of them), the lengths where a piece adding less may pass. */
static int lookup_classes(const wc_search *s, const double *adds, int32_t *level, int32_t *end, int32_t *from)
{
    double some = INFINITY, least = INFINITY; /* the least any length asks at least 1 of, and the least of all */
    for (int32_t m = 0; m <= s->rules.room; m++) {
        if (adds[m] < least)
            least = adds[m];
        if (adds[m] >= 1.0 && adds[m] < some)
            some = adds[m];
    }
    if (least == INFINITY || least > s->most_added)
        return WC_NONE;
    *level = -1;
    if (some <= s->most_added) {
        *level = 0;
        while (*level + 1 < WC_LEVELS && (double)((int64_t)1 << (*level + 1)) <= some)
            (*level)++;
    }
    *from = *end = 0;
    if (least >= 1.0)
        return WC_CLASSES;
    double below = *level >= 0 ? (double)((int64_t)1 << *level) : INFINITY;
    for (int32_t m = 0; m <= s->rules.room && m <= s->shortest + WC_SHORT; m++)
        if (adds[m] < below)
            *end = m;
    for (int32_t m = *end + 1; m <= s->rules.room && !*from; m++)
        if (adds[m] < below)
            *from = m;
    return *from > 0 && *from <= s->shortest + WC_LONG ? WC_EVERY : WC_CLASSES;
}

/* choices: at most what the pieces after the next add (*others), and the pieces that may come next pushed on the
 * stack (*offset, *count); 0, or -1 when out of memory. */
static int choices(wc_search *s, const state *at, double least, double *others, int64_t *offset, int64_t *count)
{
    const int32_t *them = NULL;
    int64_t n = 0;
    key needs = at->missing; /* the last word holds every stolen letter missing, or the hand's only */
    *offset = s->stack.count;
    *count = 0;
    int last = at->left == 1 || k_zero(&at->missing);
    if (!last) {
        int32_t letter = 0;
        for (int32_t r = 0; r < s->nrarest; r++)
            if (k_count(&at->missing, s->rarest[r])) {
                letter = s->rarest[r];
                break;
            }
        needs = k_unit(letter);
    }
    key fewer = k_sub(&at->missing, &needs); /* the words after it hold the rest */
    *others = rest(s, at->left - 1, &fewer, &at->spare, at->wilds);
    key letters = k_add(&at->missing, &at->spare);
    int32_t total = k_size(&letters) + at->wilds;
    double once = value_of(&letters, s->values);
    int32_t longest, suited, fitting = 0;
    double short_of = least - once - by_suits(s, &letters, once, at->left - 1, at->wilds, &longest, &suited);
    double adds[128]; /* what a piece of each length must add beyond its cards to pass both (+inf: none passes) */
    uint8_t fits[128];
    double after_it[128];
    for (int32_t m = 0; m <= s->rules.room; m++) {
        double own = s->length_bonus[m] + s->most_extra[m];
        int beyond_asked = 0; /* most_beyond of this length, asked once (and only where it was asked before) */
        double bonus = 0.0, beyond = 0.0;
        fits[m] = 0;
        after_it[m] = NEG_INF;
        if (m <= total) {
            bonus = most_of(s, s->most_bonus, at->left - 1, total - m);
            if (own + bonus >= short_of) {
                beyond = most_beyond(s, at->left - 1, total - m, longest, suited);
                beyond_asked = 1;
                fits[m] = own + beyond >= least - once;
            }
            after_it[m] = most_of(s, s->most_bound, at->left - 1, total - m);
        }
        if (fits[m] && s->best_of[m] + after_it[m] >= least)
            fitting = m; /* so no piece longer than the longest that passes both is kept: none is looked up */
        /* and what a piece of a length whose bounds may pass must add beyond its cards to pass both */
        adds[m] = INFINITY;
        if (m <= total && s->best_of[m] + after_it[m] >= least) {
            if (!beyond_asked)
                beyond = most_beyond(s, at->left - 1, total - m, longest, suited);
            double a = short_of - s->length_bonus[m] - bonus;
            double b = least - once - s->length_bonus[m] - beyond;
            adds[m] = a > b ? a : b;
        }
    }
    int64_t first = last && k_zero(&at->missing) ? at->tail : 0;
    int32_t level, end, from;
    int rc = 0, asked = least == NEG_INF ? WC_EVERY : lookup_classes(s, adds, &level, &end, &from);
    if (asked == WC_EVERY)
        rc = within(s, &needs, &letters, at->wilds, first, least - *others, fitting, &them, &n);
    else if (asked == WC_CLASSES && (end > 0 || from > 0)) { /* the short and long pieces, kept aside (merged in order,
                                                              * each once) while the level's are looked up */
        s->scratch.count = 0;
        if (end > 0) { /* a walk no deeper than end letters: its answer may be the scratch itself */
            rc = within(s, &needs, &letters, at->wilds, first, least - *others, end < fitting ? end : fitting, &them,
                        &n);
            if (rc >= 0 && !s->stopped && them != s->scratch.items) {
                if (ints_reserve(&s->scratch, n) < 0)
                    rc = -1;
                else {
                    memcpy(s->scratch.items, them, sizeof(int32_t) * (size_t)n);
                    s->scratch.count = n;
                }
            }
        }
        if (from > 0 && rc >= 0 && !s->stopped) {
            rc = class_within(s, -1, from, &needs, &letters, at->wilds, first, fitting, &them, &n);
            if (rc >= 0 && !s->stopped && ints_reserve(&s->scratch, n) < 0)
                rc = -1;
            if (rc >= 0 && !s->stopped) {
                memcpy(s->scratch.items + s->scratch.count, them, sizeof(int32_t) * (size_t)n);
                s->scratch.count += n;
                if (end > 0)
                    in_order(s, &s->scratch, 0);
            }
        }
    }
    const int32_t *also = NULL;
    int64_t nalso = 0;
    if (asked == WC_CLASSES && rc >= 0 && !s->stopped) {
        also = s->scratch.items;
        nalso = end > 0 || from > 0 ? s->scratch.count : 0;
        n = 0;
        if (level >= 0)
            rc = class_within(s, level, 0, &needs, &letters, at->wilds, first, fitting, &them, &n);
    }
    if (rc < 0)
        return -1;
    if (s->stopped || s->failed)
        return 0;
    /* them (and also) may point into the lists, which do not move while the stack grows: copy the fitting ones, the
     * two lists merged in order, each piece once */
    if (ints_reserve(&s->stack, n + nalso) < 0)
        return -1;
    for (int64_t j = 0, a = 0; j < n || a < nalso;) {
        int32_t i = a >= nalso || (j < n && them[j] <= also[a]) ? them[j++] : also[a++];
        if (a < nalso && j > 0 && also[a] == i)
            a++;
        int32_t m = s->lengths[i];
        if (m <= s->rules.room && fits[m] && s->bounds[i] + after_it[m] >= least)
            s->stack.items[s->stack.count++] = i;
    }
    *count = s->stack.count - *offset;
    return 0;
}

/* covering.py's reaches; rest_of_at: rest of the state at, when the caller has it (NULL: asked here) */
static int reaches(wc_search *s, const state *at, double least, const double *rest_of_at)
{
    if (at->left == 0)
        return k_zero(&at->missing) && least <= 0;
    uint64_t k[2 * KW + 1];
    key_words(k, &at->missing);
    key_words(k + KW, &at->spare);
    k[2 * KW] = ((uint64_t)(uint32_t)at->left << 56) ^ ((uint64_t)(uint32_t)at->wilds << 48) ^ (uint64_t)at->tail;
    double low = NEG_INF, high = INFINITY;
    int64_t *v = map_find(&s->known, k);
    if (v) {
        low = as_double(v[0]);
        high = as_double(v[1]);
    }
    if (low >= least)
        return 1;
    if (high < least || (rest_of_at ? *rest_of_at : rest(s, at->left, &at->missing, &at->spare, at->wilds)) < least)
        return 0;
    tick(s, 1);
    if (s->stopped)
        return 0;
    double others;
    int64_t offset, count;
    if (choices(s, at, least, &others, &offset, &count) < 0) {
        s->failed = 1;
        return 0;
    }
    int found = 0;
    for (int64_t j = 0; j < count && !s->stopped && !s->failed; j++) {
        int32_t i = s->stack.items[offset + j];
        double bound = s->bounds[i];
        if (bound + others < least)
            break;
        state next;
        double adds = step_to(s, at, i, &next), beyond = rest(s, at->left - 1, &next.missing, &next.spare, next.wilds);
        if (adds + beyond < least)
            continue;
        if (reaches(s, &next, least - adds, &beyond)) {
            found = 1;
            break;
        }
    }
    s->stack.count = offset;
    if (s->stopped || s->failed)
        return 0;
    v = map_put(&s->known, k, NULL);
    if (!v) {
        s->failed = 1;
        return 0;
    }
    if (found) {
        v[0] = as_bits(least);
        v[1] = as_bits(high);
    } else {
        v[0] = as_bits(low);
        v[1] = as_bits(least - 1);
    }
    return found;
}

int wc_cover_start(wc_search *s, const wc_cover *p)
{
    cover_clear(s);
    if (s->classes && s->learnt_room != p->room) /* not the search's rules: what was learnt of them does not hold */
        learnt_clear(s);
    if (p->words < 1 || p->words > MAX_WORDS || p->room < 0 || p->room > 127 || p->nsuits < 0 || p->multiplier < 1)
        return -2;
    key stolen, hand;
    if (unpack(p->stolen, s->nletters, &stolen) < 0 || unpack(p->hand, s->nletters, &hand) < 0)
        return -2;
    s->rules = *p;
    s->rules.stolen = s->rules.hand = s->rules.pool = s->rules.suits = NULL;
    s->rules.values = s->rules.length_bonus = NULL;
    memcpy(s->values, p->values, sizeof(int32_t) * (size_t)s->nletters);
    int32_t width = p->room + 1;
    s->length_bonus = malloc(sizeof(double) * (size_t)width);
    s->most_extra = malloc(sizeof(double) * (size_t)width);
    s->extra = malloc(sizeof(double) * (size_t)(s->n + 1));
    s->worth = malloc(sizeof(int32_t) * (size_t)(s->n + 1));
    s->suits = malloc(sizeof(key) * (size_t)(p->nsuits + 1));
    double *best_of = malloc(sizeof(double) * (size_t)width);
    if (!s->length_bonus || !s->most_extra || !s->extra || !s->worth || !s->suits || !best_of) {
        free(best_of);
        return -1;
    }
    int kbytes = WT_KEY_BYTES(s->nletters);
    for (int i = 0; i < p->nsuits; i++)
        if (unpack(p->suits + i * kbytes, s->nletters, &s->suits[i]) < 0) {
            free(best_of);
            return -2;
        }
    key pool;
    if (unpack(p->pool, s->nletters, &pool) < 0 || p->n_stolen < 0 || p->n_hand < 0 || p->hand_size < 0) {
        free(best_of);
        return -2;
    }
    for (int32_t m = 0; m < width; m++) {
        s->length_bonus[m] = p->length_bonus[m];
        best_of[m] = NEG_INF;
        s->most_extra[m] = NEG_INF; /* no piece of that length */
    }
    int any_suited = 0;
    for (int64_t i = 0; i < s->n; i++) {
        int32_t m = s->lengths[i];
        if (m > p->room) {
            free(best_of);
            return -2;
        }
        if (s->bounds[i] > best_of[m])
            best_of[m] = s->bounds[i];
        key over = k_excess(&s->keys[i], &pool), own = k_sub(&s->keys[i], &over);
        int32_t own_value = value_of(&own, s->values);
        s->extra[i] = s->bounds[i] - own_value - s->length_bonus[m];
        s->worth[i] = k_zero(&over) ? own_value : own_value + value_of(&over, s->values); /* own + over: the key */
        if (s->extra[i] > s->most_extra[m])
            s->most_extra[m] = s->extra[i];
        if (!any_suited && suited(s, &s->keys[i], p->jokers, p->longest_suited))
            any_suited = 1;
    }
    s->multiplier = any_suited ? p->multiplier : 1;
    s->most_added = NEG_INF;
    for (int64_t i = 0; i < s->n; i++)
        if (s->extra[i] > s->most_added)
            s->most_added = s->extra[i];
    /* the stolen letters, those the fewest pieces hold first (a stable sort, as Python's) */
    int32_t holders[WC_MAX_LETTERS];
    s->nrarest = 0;
    for (int letter = 0; letter < s->nletters; letter++) {
        if (!k_count(&stolen, letter))
            continue;
        holders[letter] = 0;
        for (int64_t i = 0; i < s->n; i++)
            holders[letter] += k_count(&s->holds[i], letter) > 0;
        int32_t r = s->nrarest++;
        while (r > 0 && holders[s->rarest[r - 1]] > holders[letter]) {
            s->rarest[r] = s->rarest[r - 1];
            r--;
        }
        s->rarest[r] = letter;
    }
    key all = k_add(&stolen, &hand);
    s->stolen_key = stolen;
    s->hand_key = hand;
    s->pool = pool;
    s->dearest = 0;
    for (int letter = 0; letter < s->nletters; letter++)
        if (k_count(&all, letter) && s->values[letter] > s->dearest)
            s->dearest = s->values[letter];
    int32_t shortest = s->shortest > 0 ? s->shortest : 1;
    s->most_bonus = most_over_lengths(s->length_bonus, shortest, p->words, p->room);
    s->most_bound = most_over_lengths(best_of, shortest, p->words, p->room);
    s->best_of = best_of;
    s->plain = malloc(sizeof(double) * (size_t)width);
    s->full = malloc(sizeof(double) * (size_t)width);
    s->most_beyond = calloc((size_t)width, sizeof(double *));
    if (!s->most_bonus || !s->most_bound || !s->plain || !s->full || !s->most_beyond)
        return -1;
    for (int32_t m = 0; m < width; m++) { /* what a piece of each length adds beyond its cards (covering.py) */
        s->plain[m] = s->most_extra[m] > NEG_INF ? s->length_bonus[m] : NEG_INF;
        s->full[m] = s->length_bonus[m] + s->most_extra[m];
    }
    s->rest_memo.width = KW + 1;
    s->known.width = 2 * KW + 1;
    s->class_found.width = 2 * KW + 1;
    if (!s->classes) { /* the first covering search of this search: each later one reads what it learnt */
        s->classes = calloc((size_t)(WC_LEVELS + 1) * (size_t)width, sizeof(trie));
        if (!s->classes)
            return -1;
        s->learnt_room = p->room;
    }
    s->seen.width = (p->words + 1) / 2;
    state first = {p->words, p->wilds, 0, stolen, hand};
    s->frames[0].at = first;
    s->frames[0].total = 0.0;
    s->frames[0].started = 0;
    s->depth = 0;
    s->covering = 1;
    s->phase = 0;
    return 0;
}

/* steals.py's shares_fit: can the stolen letters be shared out so that each chosen piece gets between least and
 * its length less one of them, each one it can hold? (Every group of the pieces, as Hoffman's condition.) */
static int shares_fit(const wc_search *s, int32_t n)
{
    for (uint32_t group = 1; group < (1u << n); group++) {
        key inside = {{0, 0, 0, 0}}, outside = {{0, 0, 0, 0}};
        int32_t room = 0, r = 0;
        for (int32_t i = 0; i < n; i++) {
            const key *holds = &s->holds[s->chosen[i]];
            if (group >> i & 1) {
                inside = k_add(&inside, holds);
                room += s->lengths[s->chosen[i]] - 1;
                r++;
            } else {
                outside = k_add(&outside, holds);
            }
        }
        key only = k_excess(&s->stolen_key, &outside);
        if (k_size(&only) > room)
            return 0;
        key unheld = k_excess(&s->stolen_key, &inside), held = k_sub(&s->stolen_key, &unheld);
        if (k_size(&held) < s->rules.least * r)
            return 0;
    }
    return 1;
}

static int below_bar(const wc_search *s, int32_t n);

/* Is the set chosen worth handing back to be scored? No when StealSearch.settle would refuse it, or Scorer.score
 * would find it below the bar without the exact card search (it would be offered below the bar, or not at all). */
static int worth_settling(const wc_search *s)
{
    int32_t n = s->depth, used = -s->rules.n_stolen;
    key total = {{0, 0, 0, 0}};
    for (int32_t i = 0; i < n; i++) {
        total = k_add(&total, &s->keys[s->chosen[i]]);
        used += s->lengths[s->chosen[i]];
    }
    key lacking = k_excess(&s->stolen_key, &total);
    if (used < n || used > s->rules.n_hand || !k_zero(&lacking))
        return 0;
    key needed = k_sub(&total, &s->stolen_key), beyond = k_excess(&needed, &s->hand_key);
    if (s->rules.stolen_wilds) {
        if (k_size(&beyond) > s->rules.stolen_wilds + s->rules.hand_wilds)
            return 0;
    } else if (k_size(&beyond) > s->rules.hand_wilds || n > 31 || !shares_fit(s, n)) {
        return 0;
    }
    return !below_bar(s, n);
}

/* Scorer.score of the set chosen (its first n pieces) before the exact card search: its plain total into *plain and
 * what its one-suit words may add into *doubled, whether a word could be of one suit into *one_suit; 1 when the plain
 * total is the score (no stolen Wild, no word that could be of one suit: no card search). */
static int plain_score(const wc_search *s, int32_t n, double *plain, double *doubled, int *one_suit)
{
    int32_t used = -s->rules.n_stolen, bonuses = 0;
    key total = {{0, 0, 0, 0}};
    for (int32_t i = 0; i < n; i++) {
        total = k_add(&total, &s->keys[s->chosen[i]]);
        used += s->lengths[s->chosen[i]];
        bonuses += (int32_t)s->length_bonus[s->lengths[s->chosen[i]]];
    }
    key needed = k_sub(&total, &s->stolen_key), beyond = k_excess(&needed, &s->hand_key);
    key from_hand = k_sub(&needed, &beyond);
    *plain = s->rules.stolen_value + value_of(&from_hand, s->values) + bonuses
             + (used == s->rules.hand_size ? s->rules.all_cards : 0);
    *doubled = 0.0;
    int any = 0;
    for (int32_t i = 0; i < n; i++) {
        if (suited(s, &s->keys[s->chosen[i]], s->jokers, s->rules.longest_suited)) {
            *doubled += s->extra[s->chosen[i]]; /* Scorer.doubling: its bound less its cards once and length bonus */
            any = 1;
        }
    }
    *one_suit = any;
    return !s->rules.stolen_wilds && !any;
}

/* Would Scorer.score find the set chosen (its first n pieces) below the bar without the exact card
 * search? (It then answers a score below the bar, which is not kept, or none: either way nothing is offered.) */
static int below_bar(const wc_search *s, int32_t n)
{
    double plain, doubled;
    int one_suit;
    if (plain_score(s, n, &plain, &doubled, &one_suit)) /* the plain total is the score: offered when it reaches the bar */
        return plain < s->bar;
    return plain + doubled < s->bar; /* else the exact search, unless the bound says it is below the bar */
}

/* Scorer.score of the set chosen (its first n pieces, which below_bar passed) and _scored's test of it: 1 when it
 * reaches the bar, its score in s->settled (WT_NOT_PLAIN: no supplies were given, the caller scores it), 0 when it
 * does not (it would not be offered), or when the steps of its card search stop the search (s->stopped) or memory
 * runs out (s->failed). The card search (Supply.points of the words' alphagrams, in the order chosen, with the bar
 * less the all-cards bonus) runs in the supply Scorer._search would use, its steps told as Scorer.score tells them. */
static int settle_cards(wc_search *s, int32_t n)
{
    double plain, doubled;
    int one_suit;
    if (plain_score(s, n, &plain, &doubled, &one_suit)) {
        s->settled = (int64_t)plain;
        return 1;
    }
    s->settled = WT_NOT_PLAIN;
    wk_supply *supply = s->supplies[one_suit ? 1 : 0]; /* Scorer._search(bool(suited)) */
    if (!supply)
        return 1;
    int32_t letters[4 * 127], lengths[MAX_WORDS], at = 0, used = -s->rules.n_stolen;
    for (int32_t i = 0; i < n; i++) { /* Packing.letters of each piece: its letters in the alphabet's order */
        const key *k = &s->keys[s->chosen[i]];
        lengths[i] = s->lengths[s->chosen[i]];
        used += lengths[i];
        for (int32_t letter = 0; letter < s->nletters; letter++)
            for (int c = k_count(k, letter); c > 0 && at < (int32_t)(sizeof letters / sizeof *letters); c--)
                letters[at++] = s->alphabet[letter];
    }
    int64_t bonus = used == s->rules.hand_size ? s->rules.all_cards : 0, points, work;
    int rc = wk_supply_points(supply, letters, lengths, n, s->bar - (double)bonus, &points, &work);
    if (rc < 0) {
        s->failed = 1;
        return 0;
    }
    tick(s, work);
    if (s->stopped || rc == 0 || (double)(points + bonus) < s->bar)
        return 0;
    s->settled = points + bonus;
    return 1;
}

int wc_cover_cards(wc_search *s, wk_supply *suitless, wk_supply *suited, const int32_t *alphabet)
{
    if (!s->length_bonus || !suitless || !suited)
        return -2; /* wc_cover_start first */
    s->supplies[0] = suitless;
    s->supplies[1] = suited;
    memcpy(s->alphabet, alphabet, sizeof *alphabet * (size_t)s->nletters);
    return 0;
}

/* a set of pieces reached: offered once for each set (its sorted pieces) */
static int first_time(wc_search *s)
{
    int32_t sorted[MAX_WORDS];
    int32_t n = s->depth;
    memcpy(sorted, s->chosen, sizeof(int32_t) * (size_t)n);
    sort_few(sorted, n, 0);
    uint64_t k[MAX_WORDS / 2];
    memset(k, 0xFF, sizeof k);
    for (int32_t i = 0; i < n; i++)
        k[i / 2] = (k[i / 2] & ~(0xFFFFFFFFULL << (32 * (i & 1)))) | ((uint64_t)(uint32_t)sorted[i] << (32 * (i & 1)));
    int added;
    if (!map_put(&s->seen, k, &added)) {
        s->failed = 1;
        return 0;
    }
    return added;
}

/* A resumable search (the covering or the pair search) going on with the bar at bar and left steps left. */
static void resume(wc_search *s, double bar, int64_t left, const int32_t **chosen, int32_t *nchosen)
{
    s->bar = bar;
    s->left = left;
    s->pending = 0;
    s->stopped = 0;
    s->recording = 0;
    *nchosen = 0;
    *chosen = s->chosen;
}

/* Its answer, its steps since the last told into *steps; *running (the search's flag) cleared once it is over. */
static int answered(wc_search *s, int answer, int *running, int64_t *steps)
{
    *steps = s->pending;
    s->pending = 0;
    if (s->failed || s->stopped || answer == WC_DONE)
        *running = 0;
    return s->failed ? -1 : s->stopped ? WC_STOP : answer;
}

int wc_cover_next(wc_search *s, double bar, int64_t left, int64_t *steps, const int32_t **chosen, int32_t *nchosen)
{
    resume(s, bar, left, chosen, nchosen);
    int answer = WC_DONE;
    if (!s->covering) {
        *steps = 0;
        return WC_DONE;
    }
    if (s->phase == 0) { /* the pieces read (their count told), then whether the first state can reach the bar */
        s->phase = 1;
        if (s->n == 0) {
            s->covering = 0;
            *steps = 0;
            return WC_DONE;
        }
        tick(s, s->n);
        if (!s->stopped && !s->failed && !reaches(s, &s->frames[0].at, s->bar - s->rules.bonus, NULL))
            s->depth = -1; /* nothing to offer */
    } else if (s->phase == 2) { /* the set offered last time is settled: back to its caller */
        s->depth--;
    }
    s->phase = 1;
    while (s->depth >= 0 && !s->stopped && !s->failed) {
        frame *f = &s->frames[s->depth];
        if (f->at.left == 0) { /* a set of pieces: offered once */
            if (first_time(s) && !s->failed && worth_settling(s) && settle_cards(s, s->depth)) {
                *nchosen = s->depth;
                s->phase = 2;
                answer = WC_SETTLE;
                break;
            }
            s->depth--;
            continue;
        }
        if (!f->started) {
            f->started = 1;
            f->next = 0;
            if (choices(s, &f->at, s->bar - s->rules.bonus - f->total, &f->others, &f->list, &f->count) < 0) {
                s->failed = 1;
                break;
            }
            continue;
        }
        int go_on = 0;
        while (f->next < f->count && !s->stopped && !s->failed) {
            int32_t i = s->stack.items[f->list + f->next++];
            double bound = s->bounds[i];
            if (f->total + bound + f->others + s->rules.bonus < s->bar) {
                f->next = f->count; /* best bound first: no later piece does better */
                break;
            }
            state next;
            double adds = step_to(s, &f->at, i, &next);
            if (reaches(s, &next, s->bar - s->rules.bonus - f->total - adds, NULL)) {
                frame *child = &s->frames[s->depth + 1];
                child->at = next;
                child->total = f->total + adds;
                child->started = 0;
                s->chosen[s->depth] = i;
                s->depth++;
                go_on = 1;
                break;
            }
        }
        if (go_on)
            continue;
        if (s->stopped || s->failed)
            break;
        s->stack.count = f->list; /* this call is over: its choices go */
        s->depth--;
    }
    return answered(s, answer, &s->covering, steps);
}

/* ----- the pair search: StealSearch.splits' splits into two ---------------------------------------------------- */

int wc_pairs_start(wc_search *s, double base, double bonus, int32_t most_held)
{
    pairs_clear(s);
    int32_t room = s->rules.room, width = room + 1;
    if (!s->length_bonus || s->rules.words != 2) /* wc_cover_start(words 2) first: the rules a set is scored by */
        return -2;
    s->covering = 0; /* the rules only: no covering search under way */
    s->pair_best = malloc(sizeof(double) * (size_t)width);
    s->pair_most_bonus = malloc(sizeof(double) * (size_t)width);
    s->held = malloc(sizeof(int32_t) * (size_t)(s->n + 1));
    s->unheld = malloc(sizeof(int32_t) * (size_t)(s->n + 1));
    if (!s->pair_best || !s->pair_most_bonus || !s->held || !s->unheld) {
        pairs_clear(s);
        return -1;
    }
    for (int32_t m = 0; m < width; m++) {
        s->pair_best[m] = NEG_INF;
        s->pair_most_bonus[m] = s->length_bonus[m];
    }
    for (int64_t i = 0; i < s->n; i++) {
        if (s->lengths[i] > room) {
            pairs_clear(s);
            return -2;
        }
        if (s->bounds[i] > s->pair_best[s->lengths[i]])
            s->pair_best[s->lengths[i]] = s->bounds[i];
        key over = k_excess(&s->stolen_key, &s->holds[i]);
        s->held[i] = k_size(&s->holds[i]);
        s->unheld[i] = k_size(&over);
    }
    for (int32_t m = 1; m < width; m++) { /* of at most m letters */
        if (s->pair_best[m - 1] > s->pair_best[m])
            s->pair_best[m] = s->pair_best[m - 1];
        if (s->pair_most_bonus[m - 1] > s->pair_most_bonus[m])
            s->pair_most_bonus[m] = s->pair_most_bonus[m - 1];
    }
    s->pair_base = base;
    s->pair_bonus = bonus;
    s->most_held = most_held;
    s->pair_i = 0;
    s->pair_stage = 0;
    s->pairing = 1;
    return 0;
}

/* Piece i's start in StealSearch.splits: 1 when its partners are to be gone through (in s->partners), 0 when it is
 * passed over, -1 when out of memory; s->stopped when a telling stops the search. */
static int pair_piece(wc_search *s, int64_t i)
{
    int32_t na = s->lengths[i];
    double ba = s->bounds[i];
    tick(s, 1);
    if (s->stopped)
        return 0;
    s->pair_left = s->rules.room - na;
    if (ba + s->pair_best[s->pair_left] + s->pair_bonus < s->bar)
        return 0;
    if (s->pair_base + s->length_bonus[na] + s->pair_most_bonus[s->pair_left] < s->bar)
        return 0;
    int32_t high = s->held[i] < na - 1 ? s->held[i] : na - 1;
    s->pair_high = high < s->most_held ? high : s->most_held;
    key needs = k_excess(&s->stolen_key, &s->holds[i]), uses = k_sub(&s->keys[i], &s->holds[i]);
    key lacking = k_excess(&uses, &s->hand_key), left_over = k_excess(&s->hand_key, &uses);
    int32_t spare = s->jokers - k_size(&lacking); /* steals.py's partners */
    s->partners.count = 0;
    if (spare >= 0) {
        key most = k_add(&needs, &left_over);
        const int32_t *list = NULL;
        int64_t count = 0;
        if (within(s, &needs, &most, spare, i, s->bar - ba - s->pair_bonus, INT32_MAX, &list, &count) < 0)
            return -1;
        if (s->stopped)
            return 0;
        if (ints_reserve(&s->partners, count) < 0)
            return -1;
        memcpy(s->partners.items, list, sizeof(int32_t) * (size_t)count);
        s->partners.count = count;
    }
    tick(s, s->partners.count);
    s->pair_next = 0;
    return !s->stopped;
}

int wc_pairs_next(wc_search *s, double bar, int64_t left, int64_t *steps, const int32_t **chosen, int32_t *nchosen)
{
    resume(s, bar, left, chosen, nchosen);
    int answer = WC_DONE;
    while (s->pairing && s->pair_i < s->n && !s->stopped) {
        int64_t i = s->pair_i;
        if (s->pair_stage == 0) {
            if (2 * s->bounds[i] + s->pair_bonus < s->bar) { /* best bound first: no later piece does better */
                s->pairing = 0;
                break;
            }
            int go = pair_piece(s, i);
            if (go < 0) {
                s->failed = 1;
                break;
            }
            if (!go) {
                if (!s->stopped)
                    s->pair_i++;
                continue;
            }
            s->pair_stage = 1;
        }
        int32_t na = s->lengths[i], n_stolen = s->rules.n_stolen;
        while (s->pair_next < s->partners.count) {
            int32_t j = s->partners.items[s->pair_next++];
            int32_t nb = s->lengths[j];
            if (s->bounds[i] + s->bounds[j] + s->pair_bonus < s->bar) {
                s->pair_next = s->partners.count;
                break;
            }
            if (nb > s->pair_left || na + nb - n_stolen < 2
                || s->pair_base + s->length_bonus[na] + s->length_bonus[nb] < s->bar)
                continue;
            int32_t need = s->unheld[j] > s->rules.least ? s->unheld[j] : s->rules.least;
            if (n_stolen - nb + 1 > need)
                need = n_stolen - nb + 1;
            if (!s->rules.stolen_wilds && need > s->pair_high)
                continue; /* the stolen letters cannot be shared out */
            s->chosen[0] = (int32_t)i;
            s->chosen[1] = j;
            if (!below_bar(s, 2) && settle_cards(s, 2)) {
                *nchosen = 2;
                answer = WC_SETTLE;
                break;
            }
            if (s->stopped || s->failed)
                break;
        }
        if (answer == WC_SETTLE || s->stopped || s->failed)
            break;
        s->pair_stage = 0;
        s->pair_i++;
    }
    return answered(s, answer, &s->pairing, steps);
}

int64_t wc_plain(const wc_search *s, int32_t nchosen)
{
    return nchosen > 0 && nchosen <= MAX_WORDS ? s->settled : WT_NOT_PLAIN;
}
