/*
 * Word Thief's alphagram walks in plain C: the core the CPython extension (_thief.c) binds. See thief_core.h.
 *
 * Both walks follow the alphagram graph from the root, a step per node entered, and mirror alphagrams.py's
 * AlphagramIndex.pieces and AlphagramIndex.supersets line for line (the pure-Python reference), so that the
 * alphagrams come out in the same order and the steps counted are the same: a search's budget is spent alike on
 * either path. The letters of the path walked are kept as counts and packed (9 bits a letter) only for an
 * alphagram found.
 *
 * Only the C library's malloc, realloc, free and memset are used.
 */
#include "thief_core.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const wt_graph *g;
    int32_t counts[WT_MAX_LETTERS]; /* pieces: the cards left; supersets: the spare letters left */
    int32_t key[WT_MAX_LETTERS];    /* the letters of the path walked */
    int32_t required[WT_MAX_DEPTH]; /* supersets: the letters to hold, in alphabetical order */
    int32_t need, most, min_length;
    wt_found *out;
    const wt_bounds *bounds; /* NULL: the alphagrams are only listed */
    int64_t limit;           /* the nodes the walk may enter (0: no limit) */
    int error;               /* 0, -1 out of memory, -2 a malformed graph, 1 stopped at its limit */
} Walk;

/* Letter counts packed 9 bits a letter into width little-endian bytes. */
static void pack(const int32_t *counts, int32_t nl, uint8_t *key, int32_t width)
{
    memset(key, 0, (size_t)width);
    for (int32_t i = 0; i < nl; i++) {
        uint32_t v = (uint32_t)counts[i] & 511;
        if (!v)
            continue;
        int32_t bit = 9 * i; /* a field spans at most three bytes */
        uint32_t shifted = v << (bit & 7);
        for (int32_t b = bit >> 3; shifted && b < width; b++, shifted >>= 8)
            key[b] |= (uint8_t)(shifted & 0xff);
    }
}

static int grow(void **array, int64_t capacity, size_t item)
{
    void *grown = realloc(*array, (size_t)capacity * item);
    if (!grown)
        return 0;
    *array = grown;
    return 1;
}

/* Could a word of the path's letters be of one suit (Scorer.suited)? */
static int suited(const Walk *w, int32_t length)
{
    const wt_bounds *b = w->bounds;
    int32_t nl = w->g->nletters;
    if (length <= b->wilds)
        return 1;
    if (length > b->longest_suited)
        return 0;
    for (int32_t s = 0; s < b->nsuits; s++) {
        int32_t beyond = 0;
        for (int32_t i = 0; i < nl && beyond <= b->wilds; i++)
            if (w->key[i] > b->suits[s * nl + i])
                beyond += w->key[i] - b->suits[s * nl + i];
        if (beyond <= b->wilds)
            return 1;
    }
    return 0;
}

static void emit(Walk *w, int32_t length)
{
    wt_found *out = w->out;
    const wt_bounds *b = w->bounds;
    int32_t nl = w->g->nletters, width = WT_KEY_BYTES(nl);
    if (b && b->viable && !b->viable[length])
        return;
    if (out->count == out->capacity) {
        int64_t capacity = out->capacity ? 2 * out->capacity : 256;
        if (!grow((void **)&out->keys, capacity, (size_t)width) || !grow((void **)&out->lengths, capacity, 4)
            || (b && (!grow((void **)&out->holds, capacity, (size_t)width) || !grow((void **)&out->bounds, capacity, 8)))
            || (b && b->hand && !grow((void **)&out->split, capacity, 1))) {
            w->error = -1;
            return;
        }
        out->capacity = capacity;
    }
    pack(w->key, nl, out->keys + out->count * width, width);
    if (b) {
        int32_t holds[WT_MAX_LETTERS];
        int64_t value = 0;
        for (int32_t i = 0; i < nl; i++) {
            holds[i] = w->key[i] < b->stolen[i] ? w->key[i] : b->stolen[i];
            value += (int64_t)(w->key[i] < b->pool[i] ? w->key[i] : b->pool[i]) * b->values[i];
        }
        pack(holds, nl, out->holds + out->count * width, width);
        if (b->hand) { /* StealSearch.split_pieces' two tests */
            int32_t beyond = 0, held = 0;
            for (int32_t i = 0; i < nl; i++) {
                int32_t rest = w->key[i] - holds[i];
                held += holds[i];
                if (rest > b->hand[i])
                    beyond += rest - b->hand[i];
            }
            out->split[out->count] = !(b->least && !held && !b->stolen_wilds) && beyond <= b->wilds;
        }
        out->bounds[out->count] = (value & 511) * (suited(w, length) ? b->multiplier : 1) + b->bonus[length];
    }
    out->lengths[out->count++] = length;
}

/* An edge's letter and target, checked against the graph's size (a malformed graph stops the walk). */
static int edge(Walk *w, uint32_t e, int32_t *letter, uint32_t *child)
{
    const wt_graph *g = w->g;
    if (e >= (uint32_t)g->edges) {
        w->error = -2;
        return 0;
    }
    *letter = g->letters[e];
    *child = g->targets[e];
    if (*letter >= g->nletters || *child >= (uint32_t)g->nodes) {
        w->error = -2;
        return 0;
    }
    return 1;
}

/* A node entered: counted, and 1 when the walk has reached its limit there (it stops). */
static int entered(Walk *w)
{
    w->out->steps += 1;
    if (w->limit > 0 && w->out->steps >= w->limit)
        w->error = 1;
    return w->error;
}

static void pieces_walk(Walk *w, uint32_t node, int32_t jokers, int32_t depth)
{
    const wt_graph *g = w->g;
    depth += 1;
    if (entered(w))
        return;
    for (uint32_t e = g->first[node]; e < g->first[node + 1] && !w->error; e++) {
        int32_t letter, joker;
        uint32_t child;
        if (!edge(w, e, &letter, &child))
            return;
        if (w->counts[letter]) {
            w->counts[letter] -= 1;
            joker = 0;
        } else if (jokers) {
            joker = 1;
        } else {
            continue;
        }
        w->key[letter] += 1;
        if (g->terminals[child] && depth >= w->min_length)
            emit(w, depth);
        if (depth < w->most && g->first[child] < g->first[child + 1])
            pieces_walk(w, child, jokers - joker, depth);
        w->key[letter] -= 1;
        if (!joker)
            w->counts[letter] += 1;
    }
}

static void supersets_walk(Walk *w, uint32_t node, int32_t jokers, int32_t depth, int32_t done)
{
    const wt_graph *g = w->g;
    depth += 1;
    if (entered(w))
        return;
    int32_t wanted = done < w->need ? w->required[done] : INT32_MAX;
    for (uint32_t e = g->first[node]; e < g->first[node + 1] && !w->error; e++) {
        int32_t letter, joker = 0, step;
        uint32_t child;
        if (!edge(w, e, &letter, &child))
            return;
        if (letter > wanted)
            return; /* the path would pass a letter it still needs */
        if (letter == wanted) {
            step = 1;
        } else if (w->counts[letter]) {
            w->counts[letter] -= 1;
            step = 0;
        } else if (jokers) {
            step = 0;
            joker = 1;
        } else {
            continue;
        }
        w->key[letter] += 1;
        if (done + step == w->need && g->terminals[child] && depth >= w->min_length)
            emit(w, depth);
        if (depth < w->most && g->first[child] < g->first[child + 1])
            supersets_walk(w, child, jokers - joker, depth, done + step);
        w->key[letter] -= 1;
        if (!step && !joker)
            w->counts[letter] += 1;
    }
}

typedef struct {
    int64_t bound;
    const uint8_t *key;
    int32_t width, index, descending;
} Ranked;

static int by_rank(const void *x, const void *y)
{
    const Ranked *a = x, *b = y;
    if (a->bound != b->bound)
        return a->bound > b->bound ? -1 : 1;
    for (int32_t i = a->width - 1; i >= 0; i--) /* the packed keys compared as integers */
        if (a->key[i] != b->key[i])
            return (a->key[i] < b->key[i]) != a->descending ? -1 : 1;
    return 0;
}

static int rank(Walk *w, wt_found *out)
{
    int32_t width = WT_KEY_BYTES(w->g->nletters);
    out->order = malloc((size_t)(out->count ? out->count : 1) * sizeof(int32_t));
    Ranked *ranked = malloc((size_t)(out->count ? out->count : 1) * sizeof(Ranked));
    if (!out->order || !ranked) {
        free(ranked);
        return -1;
    }
    for (int64_t i = 0; i < out->count; i++) {
        Ranked r = {out->bounds[i], out->keys + i * width, width, (int32_t)i, w->bounds->descending};
        ranked[i] = r;
    }
    qsort(ranked, (size_t)out->count, sizeof(Ranked), by_rank);
    for (int64_t i = 0; i < out->count; i++)
        out->order[i] = ranked[i].index;
    free(ranked);
    return 0;
}

static int start(Walk *w, const wt_graph *graph, wt_found *out)
{
    memset(out, 0, sizeof *out);
    memset(w, 0, sizeof *w);
    w->g = graph;
    w->out = out;
    if (graph->nletters < 1 || graph->nletters > WT_MAX_LETTERS || graph->root < 0 || graph->root >= graph->nodes)
        return -2;
    return 0;
}

static int finish(Walk *w, wt_found *out)
{
    if (w->error) { /* stopped at its limit: its steps and no alphagram */
        int64_t steps = out->steps;
        wt_found_free(out);
        out->steps = steps;
    }
    return w->error > 0 ? 0 : w->error;
}

int wt_pieces(const wt_graph *graph, const int32_t *counts, int32_t jokers, int32_t max_length, int32_t min_length,
              wt_found *out)
{
    return wt_ranked_pieces(graph, counts, jokers, max_length, min_length, NULL, out);
}

int wt_ranked_pieces(const wt_graph *graph, const int32_t *counts, int32_t jokers, int32_t max_length,
                     int32_t min_length, const wt_bounds *bounds, wt_found *out)
{
    Walk w;
    if (start(&w, graph, out) < 0 || (bounds && (max_length < 0 || max_length >= WT_MAX_DEPTH)))
        return -2;
    w.bounds = bounds;
    w.limit = bounds ? bounds->limit : 0;
    for (int32_t i = 0; i < graph->nletters; i++) {
        if (counts[i] < 0)
            return -2;
        w.counts[i] = counts[i];
    }
    if (max_length >= WT_MAX_DEPTH)
        max_length = WT_MAX_DEPTH - 1; /* no alphagram is so long: the walk ends at the graph's leaves */
    w.most = max_length;
    w.min_length = min_length;
    if (max_length > 0)
        pieces_walk(&w, (uint32_t)graph->root, jokers, 0);
    if (!w.error && bounds)
        w.error = rank(&w, out);
    return finish(&w, out);
}

int wt_supersets(const wt_graph *graph, const int32_t *lo, const int32_t *spare, int32_t jokers, int32_t most,
                 int32_t min_length, wt_found *out)
{
    return wt_ranked_supersets(graph, lo, spare, jokers, most, min_length, NULL, out);
}

int wt_ranked_supersets(const wt_graph *graph, const int32_t *lo, const int32_t *spare, int32_t jokers, int32_t most,
                        int32_t min_length, const wt_bounds *bounds, wt_found *out)
{
    Walk w;
    if (start(&w, graph, out) < 0 || (bounds && (most < 0 || most >= WT_MAX_DEPTH)))
        return -2;
    w.bounds = bounds;
    w.limit = bounds ? bounds->limit : 0;
    for (int32_t i = 0; i < graph->nletters; i++) {
        if (lo[i] < 0 || spare[i] < 0 || w.need + lo[i] >= WT_MAX_DEPTH)
            return -2;
        for (int32_t n = 0; n < lo[i]; n++)
            w.required[w.need++] = i;
        w.counts[i] = spare[i];
    }
    if (most >= WT_MAX_DEPTH)
        most = WT_MAX_DEPTH - 1;
    w.most = most;
    w.min_length = min_length;
    if (most > 0)
        supersets_walk(&w, (uint32_t)graph->root, jokers, 0, 0);
    if (!w.error && bounds)
        w.error = rank(&w, out);
    return finish(&w, out);
}

void wt_found_free(wt_found *found)
{
    free(found->keys);
    free(found->lengths);
    free(found->holds);
    free(found->bounds);
    free(found->order);
    free(found->split);
    found->split = NULL;
    found->keys = found->holds = NULL;
    found->lengths = found->order = NULL;
    found->bounds = NULL;
    found->count = found->capacity = 0;
}
