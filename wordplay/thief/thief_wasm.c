/*
 * The exports of Word Thief's WebAssembly module (built by wordplay/crossword/wasm_build.py from this file and
 * thief_core.c, cover_core.c and cards_core.c with clang, lld and wasi-libc): the core's alphagram walks, its split
 * search and its exact card search over the module's linear memory, for wordplay/thief/wasm.py's bridge. Like the board's module (walk_wasm.c), a search is one request written into
 * memory, one call of one argument (wt_run) and one answer read out; the module imports nothing.
 *
 * A request is int32 items: the entry point (an index into ENTRIES below), how many argument items follow the
 * graph, the graph (the addresses of its first-edge, edge-letter, edge-target and terminal arrays, which the host
 * copied in once per lexicon, then its node and edge counts, its root and its alphabet's size), then the entry's
 * arguments: an integer is one item, an array two (its address and its item count; address 0: none, NULL).
 * Adding an entry point is a function reading its arguments with the helpers below, a row of ENTRIES, and the
 * same row in wasm.py's table.
 *
 * The answer (wt_answer, then its arrays, all in the order found, ranked walks best bound first) carries the same
 * values as _thief.c's Python objects: the keys, lengths, holds, bounds and split flags of the alphagrams.
 */
#include <stdlib.h>
#include <string.h>

#include "cards_core.h"
#include "cover_core.h"
#include "score_core.h"
#include "thief_core.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* What wt_run answers; after it: int64 bounds[count] (ranked), int64 plain[count] (scored: WT_NOT_PLAIN for none),
 * int32 lengths[count], keys[count * width], holds[count * width] (ranked) and uint8 split[count] (with a hand), each
 * present when its flag is set. Its first item is its whole size, so that a host reads the answer in one go
 * (wasm.py's Host.exchange). */
typedef struct {
    int32_t bytes;  /* the answer's size, this header and its arrays */
    int32_t status; /* 0, -1 (out of memory), -2 (a malformed request, graph or argument) */
    int32_t count;  /* alphagrams found (scored: those worth listing, wt_found's shown) */
    int32_t width;  /* bytes of a packed key (WT_KEY_BYTES of the alphabet) */
    int32_t flags;  /* ANSWER_RANKED | ANSWER_SPLIT | ANSWER_SCORED */
    int32_t found;  /* scored: all the alphagrams found */
    int64_t steps;  /* graph nodes entered */
} wt_answer;

/* over: count is the pieces found, none written */
enum { ANSWER_RANKED = 1, ANSWER_SPLIT = 2, ANSWER_OVER = 4, ANSWER_SCORED = 8 };

/* The arguments of one entry point, read in order. */
typedef struct {
    const int32_t *items;
    int32_t left;
    int32_t nletters;
    int bad;
} Args;

static int32_t integer(Args *a)
{
    if (a->left < 1) {
        a->bad = 1;
        return 0;
    }
    a->left -= 1;
    return *a->items++;
}

/* An array of at least least items (any number when least is -1: the caller checks), or NULL when it is absent and
 * optional; its item count into count when asked. */
static const void *array(Args *a, int32_t least, int optional, int32_t *count)
{
    int32_t address = integer(a), n = integer(a);
    if (count)
        *count = n;
    if (!address && optional)
        return NULL;
    if (!address || n < 0 || (least >= 0 && n < least))
        a->bad = 1;
    return (const void *)(uintptr_t)(uint32_t)address;
}

/* An int32 array of exactly one item a letter (_thief.c's get_counts). */
static const int32_t *letters(Args *a, int optional)
{
    int32_t n;
    const int32_t *data = array(a, a->nletters, optional, &n);
    if (data && n != a->nletters)
        a->bad = 1;
    return data;
}

static int pieces(const wt_graph *g, Args *a, wt_found *out)
{
    const int32_t *counts = letters(a, 0);
    int32_t jokers = integer(a), max_length = integer(a), min_length = integer(a);
    return a->bad ? -2 : wt_pieces(g, counts, jokers, max_length, min_length, out);
}

static int supersets(const wt_graph *g, Args *a, wt_found *out)
{
    const int32_t *lo = letters(a, 0), *spare = letters(a, 0);
    int32_t jokers = integer(a), most = integer(a), min_length = integer(a);
    return a->bad ? -2 : wt_supersets(g, lo, spare, jokers, most, min_length, out);
}

/* The bounds' arguments of the ranked walks (_thief.c's ranked), after the walk's own; longest is the walk's
 * longest alphagram (max_length or most). */
static void bounding(Args *a, int32_t longest, wt_bounds *b)
{
    int32_t nsuits;
    if (longest < 0 || longest >= WT_MAX_DEPTH)
        a->bad = 1;
    b->stolen = letters(a, 0);
    b->pool = letters(a, 0);
    b->values = letters(a, 0);
    b->bonus = array(a, longest + 1, 0, NULL);
    b->viable = array(a, longest + 1, 1, NULL);
    b->suits = array(a, -1, 0, &nsuits);
    if (nsuits % a->nletters)
        a->bad = 1;
    b->nsuits = nsuits / a->nletters;
    b->multiplier = integer(a);
    b->bonus_doubled = integer(a);
    b->wilds = integer(a);
    b->longest_suited = integer(a);
    b->descending = integer(a);
    b->hand = letters(a, 1);
    b->least = integer(a);
    b->stolen_wilds = integer(a);
    b->limit = integer(a);
    const int64_t *budget = array(a, 1, 0, NULL); /* an int64, as an array of one item */
    b->budget = budget && !a->bad ? *budget : 0;
    if (b->budget < 0)
        a->bad = 1;
    b->told = integer(a);
    b->piece_steps = integer(a);
    b->scoring = array(a, WT_SCORING, 1, NULL); /* int64 items (_thief.c's ranked) */
    if (b->scoring && (b->hand || b->budget))
        a->bad = 1;
    b->reach = NULL; /* split_walk's, after these (thief_core.h) */
}

static int ranked_pieces(const wt_graph *g, Args *a, wt_found *out)
{
    const int32_t *counts = letters(a, 0);
    int32_t jokers = integer(a), max_length = integer(a), min_length = integer(a);
    wt_bounds b;
    bounding(a, max_length, &b);
    return a->bad ? -2 : wt_ranked_pieces(g, counts, jokers, max_length, min_length, &b, out);
}

static int ranked_supersets(const wt_graph *g, Args *a, wt_found *out)
{
    const int32_t *lo = letters(a, 0), *spare = letters(a, 0);
    int32_t jokers = integer(a), most = integer(a), min_length = integer(a);
    wt_bounds b;
    bounding(a, most, &b);
    return a->bad ? -2 : wt_ranked_supersets(g, lo, spare, jokers, most, min_length, &b, out);
}

/* The entry points, by index (wasm.py's ENTRIES names them in this order). */
static int (*const ENTRIES[])(const wt_graph *, Args *, wt_found *) = {
    pieces,
    supersets,
    ranked_pieces,
    ranked_supersets,
};

#define NENTRIES ((int32_t)(sizeof ENTRIES / sizeof ENTRIES[0]))
#define GRAPH_ITEMS 8

static wt_answer *last;

EXPORT(wt_alloc) void *wt_alloc(int32_t bytes) { return malloc((size_t)bytes); }

EXPORT(wt_free) void wt_free(void *pointer) { free(pointer); }

static wt_answer *failed(int status)
{
    last = calloc(1, sizeof(wt_answer));
    if (last) {
        last->bytes = (int32_t)sizeof(wt_answer);
        last->status = status;
    }
    return last;
}

/* The answer's arrays, in wt_answer's order, the alphagrams taken in found->order when ranked. */
static void fill(wt_answer *answer, const wt_found *found)
{
    int32_t n = answer->count, w = answer->width;
    uint8_t *at = (uint8_t *)(answer + 1);
    int64_t *bounds = (int64_t *)at, *plain = bounds + (found->order ? n : 0);
    int32_t *lengths = (int32_t *)(plain + (found->scored ? n : 0));
    uint8_t *keys = (uint8_t *)(lengths + n), *holds = keys + (size_t)n * (size_t)w, *split = holds;
    if (found->order)
        split += (size_t)n * (size_t)w;
    for (int32_t i = 0; i < n; i++) {
        int32_t j = found->order ? found->order[i] : i;
        lengths[i] = found->lengths[j];
        memcpy(keys + (size_t)i * (size_t)w, found->keys + (size_t)j * (size_t)w, (size_t)w);
        if (found->scored)
            plain[i] = found->plain[j];
        if (found->order) {
            bounds[i] = found->bounds[j];
            memcpy(holds + (size_t)i * (size_t)w, found->holds + (size_t)j * (size_t)w, (size_t)w);
        }
        if (found->split)
            split[i] = found->split[j];
    }
}

/* The answer of one request (valid until the next), or NULL when even its memory is lacking. */
EXPORT(wt_run)
wt_answer *wt_run(const int32_t *request)
{
    free(last);
    last = NULL;
    int32_t entry = request[0], nargs = request[1];
    const int32_t *gi = request + 2;
    if (entry < 0 || entry >= NENTRIES || nargs < 0 || gi[4] < 1 || gi[5] < 0 || gi[7] < 1 || gi[7] > WT_MAX_LETTERS)
        return failed(-2);
    wt_graph graph = {
        (const uint32_t *)(uintptr_t)(uint32_t)gi[0], (const uint8_t *)(uintptr_t)(uint32_t)gi[1],
        (const uint32_t *)(uintptr_t)(uint32_t)gi[2], (const uint8_t *)(uintptr_t)(uint32_t)gi[3],
        gi[4], gi[5], gi[6], gi[7],
    };
    if (graph.first[graph.nodes] != (uint32_t)graph.edges)
        return failed(-2);
    Args args = {request + 2 + GRAPH_ITEMS, nargs, graph.nletters, 0};
    wt_found found;
    memset(&found, 0, sizeof found);
    int status = ENTRIES[entry](&graph, &args, &found);
    if (status != 0) {
        wt_found_free(&found);
        return failed(status);
    }
    if (found.over) { /* a walk over its search's budget: its steps and the count of its pieces alone */
        last = calloc(1, sizeof(wt_answer));
        if (last) {
            wt_answer head = {(int32_t)sizeof(wt_answer), 0, (int32_t)found.found, WT_KEY_BYTES(graph.nletters),
                              ANSWER_OVER, 0, found.steps};
            *last = head;
        }
        wt_found_free(&found);
        return last;
    }
    int32_t n = (int32_t)(found.scored ? found.shown : found.count), w = WT_KEY_BYTES(graph.nletters);
    int32_t ranked = found.order != NULL;
    size_t per = 4 + (size_t)w + (ranked ? 8 + (size_t)w : 0) + (found.split ? 1 : 0) + (found.scored ? 8 : 0);
    size_t bytes = sizeof(wt_answer) + per * (size_t)n;
    last = bytes <= INT32_MAX ? malloc(bytes) : NULL;
    if (last) {
        int32_t flags = (ranked ? ANSWER_RANKED : 0) | (found.split ? ANSWER_SPLIT : 0)
                        | (found.scored ? ANSWER_SCORED : 0);
        wt_answer head = {(int32_t)bytes, 0, n, w, flags, (int32_t)found.count, found.steps};
        *last = head;
        fill(last, &found);
    }
    wt_found_free(&found);
    return last;
}

/* ----- the split search (cover_core.h): wc_run, a table of its own ------------------------------------------- */

/* A request is as wt_run's (the entry point, the argument items, the graph, the arguments); a search is its
 * address, given back to each later call of it, with the graph again (the host may have moved the graph's copy).
 * Doubles and int64 are arrays of one item. The answer: wc_answer, then for within its ticks (int64) and its
 * pieces (int32), for cover_next and pairs_run the plain score of the pieces chosen (int64, wc_plain) and the
 * pieces (int32), for holding two int32 a piece. */
typedef struct {
    int32_t bytes;  /* the answer's size, this header and its arrays */
    int32_t status; /* 0 (cover_next: its answer, WC_DONE, WC_SETTLE or WC_STOP), -1 (out of memory), -2 (malformed) */
    int32_t count;  /* within: pieces; cover_next: pieces chosen */
    int32_t ticks;  /* within: the steps told, in order */
    int64_t value;  /* split_search: the search's address; cover_next: its steps */
} wc_answer;

static wc_answer *last_split;

static wc_answer *split_answer(int32_t status, int32_t count, int32_t ticks, int64_t value, size_t extra)
{
    free(last_split);
    size_t bytes = sizeof(wc_answer) + extra;
    last_split = bytes <= INT32_MAX ? malloc(bytes) : NULL;
    if (last_split) {
        wc_answer head = {(int32_t)bytes, status, count, ticks, value};
        *last_split = head;
    }
    return last_split;
}

static const uint8_t *keys(Args *a, int32_t count)
{
    int32_t n;
    const uint8_t *data = array(a, -1, 0, &n);
    if (n != count * WT_KEY_BYTES(a->nletters))
        a->bad = 1;
    return data;
}

static double real(Args *a)
{
    int32_t n;
    const double *data = array(a, 1, 0, &n);
    return a->bad || n != 1 ? 0.0 : *data;
}

static int64_t long_integer(Args *a)
{
    int32_t n;
    const int64_t *data = array(a, 1, 0, &n);
    return a->bad || n != 1 ? 0 : *data;
}

static wc_search *search_of(Args *a, const wt_graph *g)
{
    wc_search *s = (wc_search *)(uintptr_t)(uint32_t)integer(a);
    if (!s)
        a->bad = 1;
    else
        wc_use_graph(s, g);
    return s;
}

static wc_answer *split_search(const wt_graph *g, Args *a)
{
    int32_t nkeys, count, nholds, nbounds;
    const uint8_t *k = array(a, -1, 0, &nkeys);
    const int32_t *lengths = array(a, -1, 0, &count);
    const uint8_t *holds = array(a, -1, 0, &nholds);
    const int64_t *bounds = array(a, -1, 0, &nbounds);
    const uint8_t *hand = keys(a, 1);
    int32_t jokers = integer(a), shortest = integer(a), width = WT_KEY_BYTES(a->nletters);
    if (a->bad || nkeys != count * width || nholds != count * width || nbounds != count)
        return split_answer(-2, 0, 0, 0, 0);
    wc_pieces pieces = {count, k, lengths, holds, bounds};
    int status;
    wc_search *s = wc_new(g, &pieces, hand, jokers, shortest, &status);
    return split_answer(s ? 0 : status, 0, 0, (int64_t)(uintptr_t)s, 0);
}

static wc_answer *within(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    const uint8_t *needs = keys(a, 1), *most = keys(a, 1);
    int32_t spare = integer(a), first = integer(a);
    double least = real(a);
    if (a->bad)
        return split_answer(-2, 0, 0, 0, 0);
    const int32_t *found;
    int64_t count, ticks[4];
    int32_t nticks;
    int status = wc_within(s, needs, most, spare, first, least, &found, &count, ticks, &nticks);
    if (status < 0)
        return split_answer(status, 0, 0, 0, 0);
    wc_answer *out = split_answer(0, (int32_t)count, nticks, 0, 8 * (size_t)nticks + 4 * (size_t)count);
    if (out) {
        memcpy(out + 1, ticks, 8 * (size_t)nticks);
        memcpy((uint8_t *)(out + 1) + 8 * nticks, found, 4 * (size_t)count);
    }
    return out;
}

static wc_answer *cover_start(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    wc_cover p;
    p.words = integer(a);
    p.wilds = integer(a);
    p.room = integer(a);
    p.multiplier = integer(a);
    p.jokers = integer(a);
    p.longest_suited = integer(a);
    p.bonus = real(a);
    p.stolen = keys(a, 1);
    p.hand = keys(a, 1);
    p.pool = keys(a, 1);
    int32_t nsuits;
    p.suits = array(a, -1, 0, &nsuits);
    if (nsuits % WT_KEY_BYTES(a->nletters))
        a->bad = 1;
    p.nsuits = nsuits / WT_KEY_BYTES(a->nletters);
    p.values = letters(a, 0);
    p.length_bonus = array(a, p.room + 1, 0, NULL);
    p.n_stolen = integer(a);
    p.n_hand = integer(a);
    p.stolen_wilds = integer(a);
    p.hand_wilds = integer(a);
    p.least = integer(a);
    p.stolen_value = integer(a);
    p.hand_size = integer(a);
    p.all_cards = integer(a);
    if (a->bad || p.room < 0)
        return split_answer(-2, 0, 0, 0, 0);
    return split_answer(wc_cover_start(s, &p), 0, 0, 0, 0);
}

/* cover_next: the search goes on (next) with the bar and the steps left. */
static wc_answer *search_next(const wt_graph *g, Args *a,
                              int (*next)(wc_search *, double, int64_t, int64_t *, const int32_t **, int32_t *))
{
    wc_search *s = search_of(a, g);
    double bar = real(a);
    int64_t left = long_integer(a);
    if (a->bad)
        return split_answer(-2, 0, 0, 0, 0);
    int64_t steps;
    const int32_t *chosen;
    int32_t nchosen;
    int answer = next(s, bar, left, &steps, &chosen, &nchosen);
    if (answer < 0)
        return split_answer(answer, 0, 0, 0, 0);
    wc_answer *out = split_answer(answer, nchosen, 0, steps, 8 + 4 * (size_t)nchosen);
    if (out) { /* the set's plain score (wc_plain, WT_NOT_PLAIN: none), then its pieces */
        int64_t plain = answer == WC_SETTLE ? wc_plain(s, nchosen) : WT_NOT_PLAIN;
        memcpy(out + 1, &plain, 8);
        memcpy((uint8_t *)(out + 1) + 8, chosen, 4 * (size_t)nchosen);
    }
    return out;
}

static wc_answer *cover_next(const wt_graph *g, Args *a)
{
    return search_next(g, a, wc_cover_next);
}

static wc_answer *pairs_start(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    double base = real(a), bonus = real(a);
    int32_t most_held = integer(a);
    if (a->bad)
        return split_answer(-2, 0, 0, 0, 0);
    return split_answer(wc_pairs_start(s, base, bonus, most_held), 0, 0, 0, 0);
}

#define RUN_RECORDS 256 /* pairs told at most per pairs_run (_thief.c's) */

/* _thief.c's pairs_run (score_core.h's ws_pairs_run): the answer's status, chosen count, records (ticks) and steps,
 * then the plain score (int64), the pieces chosen (int32, in 8 bytes) and the records (WS_RECORD int64 each). */
static wc_answer *pairs_run(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    double bar = real(a);
    int64_t left = long_integer(a);
    int32_t top = integer(a), kind = integer(a), nranked, nwords;
    const int64_t *ranked = array(a, -1, 0, &nranked);
    const int32_t *words = array(a, -1, 0, &nwords);
    static ws_ranking ranking;
    if (a->bad || nranked % 2 || (top > 0 && ws_start(&ranking, top, kind, ranked, nranked / 2) < 0))
        return split_answer(-2, 0, 0, 0, 0);
    static int64_t records[WS_RECORD * RUN_RECORDS];
    int64_t steps, plain;
    const int32_t *chosen;
    int32_t nchosen, nrecords;
    int answer = ws_pairs_run(s, top > 0 ? &ranking : NULL, words, nwords, bar, left, records, RUN_RECORDS, &nrecords,
                              &steps, &chosen, &nchosen, &plain);
    if (answer < 0)
        return split_answer(answer, 0, 0, 0, 0);
    size_t told = sizeof(int64_t) * WS_RECORD * (size_t)nrecords;
    wc_answer *out = split_answer(answer, nchosen, nrecords, steps, 16 + told);
    if (out) {
        uint8_t *data = (uint8_t *)(out + 1);
        memset(data, 0, 16);
        memcpy(data, &plain, 8);
        memcpy(data + 8, chosen, 4 * (size_t)nchosen);
        memcpy(data + 16, records, told);
    }
    return out;
}

/* _thief.c's holding: for each piece, the stolen letters it can hold, then (a second run of int32) those it cannot */
static wc_answer *holding(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    const uint8_t *stolen = keys(a, 1);
    if (a->bad)
        return split_answer(-2, 0, 0, 0, 0);
    int64_t n = wc_count(s);
    if (n > INT32_MAX / 8)
        return split_answer(-1, 0, 0, 0, 0);
    wc_answer *out = split_answer(0, (int32_t)n, 0, 0, 8 * (size_t)n);
    if (out) {
        int32_t *held = (int32_t *)(out + 1);
        if (wc_holding(s, stolen, held, held + n) < 0)
            return split_answer(-2, 0, 0, 0, 0);
    }
    return out;
}

static wc_answer *drop(const wt_graph *g, Args *a)
{
    (void)g;
    wc_search *s = (wc_search *)(uintptr_t)(uint32_t)integer(a);
    wc_free(s);
    return split_answer(a->bad ? -2 : 0, 0, 0, 0, 0);
}

/* _thief.c's split_walk: ranked_pieces' arguments (with a hand), then its reach (or none); the search made of the split pieces the walk found
 * (its address the answer's value), how many split pieces (count), 1 in ticks when the walk passed its budget (no
 * search then: count is the pieces found, none written). Then the walk's steps and the pieces it found (int64 each),
 * and the split pieces best bound first: bounds (int64), lengths (int32), keys and holds. */
static wc_answer *split_walk(const wt_graph *g, Args *a)
{
    const int32_t *counts = letters(a, 0);
    int32_t jokers = integer(a), max_length = integer(a), min_length = integer(a);
    wt_bounds b;
    bounding(a, max_length, &b);
    b.reach = array(a, WT_REACH, 1, NULL); /* int64 items, or none */
    if (a->bad || !b.hand || b.scoring) /* the split pieces are asked for with a hand, unscored */
        return split_answer(-2, 0, 0, 0, 0);
    wt_found found;
    memset(&found, 0, sizeof found);
    int status = wt_ranked_pieces(g, counts, jokers, max_length, min_length, &b, &found);
    if (status != 0) {
        wt_found_free(&found);
        return split_answer(status, 0, 0, 0, 0);
    }
    int64_t head[2] = {found.steps, found.over ? found.found : found.count};
    if (found.over) {
        wc_answer *out = split_answer(0, 0, 1, 0, sizeof head);
        if (out)
            memcpy(out + 1, head, sizeof head);
        wt_found_free(&found);
        return out;
    }
    wc_pieces pieces;
    wc_search *s = wc_new_ranked(g, &found, b.hand, jokers, min_length, &pieces, &status);
    wt_found_free(&found);
    if (!s)
        return split_answer(status, 0, 0, 0, 0);
    size_t n = (size_t)pieces.count, w = (size_t)WT_KEY_BYTES(g->nletters);
    wc_answer *out = split_answer(0, (int32_t)n, 0, (int64_t)(uintptr_t)s, sizeof head + n * (12 + 2 * w));
    if (out) {
        uint8_t *data = (uint8_t *)(out + 1);
        memcpy(data, head, sizeof head);
        data += sizeof head;
        memcpy(data, pieces.bounds, 8 * n);
        memcpy(data + 8 * n, pieces.lengths, 4 * n);
        memcpy(data + 12 * n, pieces.keys, w * n);
        memcpy(data + 12 * n + w * n, pieces.holds, w * n);
    } else {
        wc_free(s);
    }
    wc_pieces_free(&pieces);
    return out;
}

/* The card supplies, by the handle the host gave each (wasm.py's WasmSupply): made and freed ahead of its next call
 * (wq_run), so that the host names a supply before the module has made it. NULL: none (freed, or not made). */
static struct {
    wk_supply **at;
    int32_t size;
} supplies;

static wk_supply *supply_at(int32_t handle)
{
    return handle > 0 && handle < supplies.size ? supplies.at[handle] : NULL;
}

/* handle's supply made of the cards (wk_supply_new's arguments), the one it named before freed; its status. */
static int supply_make(int32_t handle, const int32_t *items, int32_t n, int32_t need_stolen, int32_t kept)
{
    if (handle < 1)
        return -2;
    if (handle >= supplies.size) {
        int32_t size = supplies.size ? supplies.size : 16;
        while (size <= handle)
            size *= 2;
        wk_supply **grown = realloc(supplies.at, sizeof *grown * (size_t)size);
        if (!grown)
            return -1;
        memset(grown + supplies.size, 0, sizeof *grown * (size_t)(size - supplies.size));
        supplies.at = grown, supplies.size = size;
    }
    wk_supply_free(supplies.at[handle]);
    int status;
    supplies.at[handle] = wk_supply_new(items, n, need_stolen, kept, &status);
    return supplies.at[handle] ? 0 : status;
}

static void supply_free(int32_t handle)
{
    if (supply_at(handle)) {
        wk_supply_free(supplies.at[handle]);
        supplies.at[handle] = NULL;
    }
}

/* _thief.c's cover_cards: the search, the addresses of its two supplies (card_supply's), the alphabet's code
 * points (int32, one a letter). */
static wc_answer *cover_cards(const wt_graph *g, Args *a)
{
    wc_search *s = search_of(a, g);
    wk_supply *suitless = supply_at(integer(a));
    wk_supply *suited = supply_at(integer(a));
    const int32_t *alphabet = letters(a, 0);
    if (a->bad || !suitless || !suited)
        return split_answer(-2, 0, 0, 0, 0);
    return split_answer(wc_cover_cards(s, suitless, suited, alphabet), 0, 0, 0, 0);
}

/* The split search's entry points, by index (wasm.py's SPLITS names them in this order). */
static wc_answer *(*const SPLITS[])(const wt_graph *, Args *) = {
    split_search, within, cover_start, cover_next, drop, pairs_start, pairs_run, holding, split_walk, cover_cards,
};

#define NSPLITS ((int32_t)(sizeof SPLITS / sizeof SPLITS[0]))

EXPORT(wc_run)
wc_answer *wc_run(const int32_t *request)
{
    int32_t entry = request[0], nargs = request[1];
    const int32_t *gi = request + 2;
    if (entry < 0 || entry >= NSPLITS || nargs < 0 || gi[4] < 1 || gi[5] < 0 || gi[7] < 1 || gi[7] > WT_MAX_LETTERS)
        return split_answer(-2, 0, 0, 0, 0);
    wt_graph graph = {
        (const uint32_t *)(uintptr_t)(uint32_t)gi[0], (const uint8_t *)(uintptr_t)(uint32_t)gi[1],
        (const uint32_t *)(uintptr_t)(uint32_t)gi[2], (const uint8_t *)(uintptr_t)(uint32_t)gi[3],
        gi[4], gi[5], gi[6], gi[7],
    };
    Args args = {request + 2 + GRAPH_ITEMS, nargs, graph.nletters, 0};
    return SPLITS[entry](&graph, &args);
}

/* ----- the exact card search (cards_core.h): wk_run, a table of its own ----------------------------------------- */

/* A request is int32 items: the entry point, how many argument items follow, the arguments (no graph: the card
 * search reads none). The answer: wk_answer, then for card_ways its ways (wk_way), the starts of each way's
 * choices (count + 1 int32), the choices (wk_choice), the split ways' indices (int32) and the split ways
 * (wk_way); for card_search the way chosen for each word (int32, when found). */
typedef struct {
    int32_t bytes;    /* the answer's size, this header and its arrays */
    int32_t status;   /* 0, -1 (out of memory), -2 (malformed); card_search: 1 when a choice was found */
    int32_t count;    /* card_ways: ways; card_search: words */
    int32_t nsplit;   /* card_ways: the ways a split allows */
    int64_t steps;    /* the steps counted */
    int64_t points;   /* card_search: the points of the choice */
    int64_t nchoices; /* card_ways: the choices of all the ways */
} wk_answer;

static wk_answer *last_cards;

static wk_answer *cards_answer(int32_t status, int32_t count, int32_t nsplit, int64_t steps, int64_t points,
                               int64_t nchoices, size_t extra)
{
    free(last_cards);
    size_t bytes = sizeof(wk_answer) + extra;
    last_cards = bytes <= INT32_MAX ? malloc(bytes) : NULL;
    if (last_cards) {
        wk_answer head = {(int32_t)bytes, status, count, nsplit, steps, points, nchoices};
        *last_cards = head;
    }
    return last_cards;
}

static int cards_of(Args *a, wk_cards *cards)
{
    int32_t n;
    const int32_t *items = array(a, -1, 0, &n);
    return a->bad || wk_cards_of(items, n, cards) < 0 ? -2 : 0;
}

/* A word's ways as card_ways answers them (points: value). */
static wk_answer *ways_answer(const wk_list *list, int64_t steps, int64_t value)
{
    size_t n = (size_t)list->count, ns = (size_t)list->nsplit, nc = (size_t)list->nchoices;
    size_t sizes[5] = {n * sizeof(wk_way), (n + 1) * 4, nc * sizeof(wk_choice), ns * 4, ns * sizeof(wk_way)};
    const void *parts[5] = {list->ways, list->starts, list->choices, list->split_index, list->split_ways};
    wk_answer *out = cards_answer(0, (int32_t)n, (int32_t)ns, steps, value, list->nchoices,
                                  sizes[0] + sizes[1] + sizes[2] + sizes[3] + sizes[4]);
    if (out) {
        uint8_t *at = (uint8_t *)(out + 1);
        for (int i = 0; i < 5; i++) {
            if (sizes[i])
                memcpy(at, parts[i], sizes[i]);
            at += sizes[i];
        }
    }
    return out;
}

static wk_answer *card_ways(Args *a)
{
    wk_cards cards;
    int32_t length;
    int rc = cards_of(a, &cards);
    const int32_t *word = array(a, -1, 1, &length);
    int32_t need_stolen = integer(a);
    if (rc < 0 || a->bad || need_stolen < -1 || need_stolen > 1)
        return cards_answer(-2, 0, 0, 0, 0, 0, 0);
    wk_list list;
    rc = wk_uses(&cards, word, length, need_stolen, &list);
    if (rc < 0)
        return cards_answer(rc, 0, 0, 0, 0, 0, 0);
    wk_answer *out = ways_answer(&list, list.steps, 0);
    wk_list_free(&list);
    return out;
}

/* _thief.c's card_supply: the cards, need_stolen, kept, and the handle it is known by (supplies); its status. The
 * host makes its supplies ahead of its next call instead (wq_run's MAKE_SUPPLY). */
static wk_answer *card_supply(Args *a)
{
    int32_t n;
    const int32_t *items = array(a, -1, 0, &n);
    int32_t need_stolen = integer(a), kept = integer(a), handle = integer(a);
    if (a->bad)
        return cards_answer(-2, 0, 0, 0, 0, 0, 0);
    return cards_answer(supply_make(handle, items, n, need_stolen, kept), 0, 0, 0, 0, 0, 0);
}

static wk_supply *supply_of(Args *a)
{
    wk_supply *supply = supply_at(integer(a));
    if (!supply)
        a->bad = 1;
    return supply;
}

/* _thief.c's supply_ways: card_ways' answer, the supply's generation in points. */
static wk_answer *supply_ways(Args *a)
{
    wk_supply *supply = supply_of(a);
    int32_t length;
    const int32_t *word = array(a, -1, 1, &length);
    if (a->bad)
        return cards_answer(-2, 0, 0, 0, 0, 0, 0);
    const wk_list *list;
    int64_t steps;
    int rc = wk_supply_ways(supply, word, length, &list, &steps);
    if (rc < 0)
        return cards_answer(rc, 0, 0, 0, 0, 0, 0);
    return ways_answer(list, steps, wk_supply_generation(supply));
}

/* _thief.c's supply_generation: in points. */
static wk_answer *supply_generation(Args *a)
{
    wk_supply *supply = supply_of(a);
    return a->bad ? cards_answer(-2, 0, 0, 0, 0, 0, 0) : cards_answer(0, 0, 0, 0, wk_supply_generation(supply), 0, 0);
}

static wk_answer *supply_drop(Args *a)
{
    supply_free(integer(a));
    return cards_answer(a->bad ? -2 : 0, 0, 0, 0, 0, 0, 0);
}

static wk_answer *card_search(Args *a)
{
    wk_cards cards;
    int32_t nbytes, nwords;
    int rc = cards_of(a, &cards);
    const uint8_t *ways = array(a, -1, 0, &nbytes);
    const int32_t *counts = array(a, 1, 0, &nwords);
    double at_least = real(a);
    if (rc < 0 || a->bad)
        return cards_answer(-2, 0, 0, 0, 0, 0, 0);
    const wk_way **lists = calloc((size_t)nwords, sizeof *lists);
    int64_t *sizes = calloc((size_t)nwords, sizeof *sizes);
    int32_t *pick = calloc((size_t)nwords, sizeof *pick);
    wk_answer *out = NULL;
    if (!lists || !sizes || !pick) {
        out = cards_answer(-1, 0, 0, 0, 0, 0, 0);
        goto done;
    }
    int64_t at = 0;
    for (int32_t w = 0; w < nwords; w++) {
        if (counts[w] < 1 || (at + counts[w]) * (int64_t)sizeof(wk_way) > nbytes) {
            out = cards_answer(-2, 0, 0, 0, 0, 0, 0);
            goto done;
        }
        lists[w] = (const wk_way *)(ways + at * (int64_t)sizeof(wk_way));
        sizes[w] = counts[w];
        at += counts[w];
    }
    if (at * (int64_t)sizeof(wk_way) != nbytes) {
        out = cards_answer(-2, 0, 0, 0, 0, 0, 0);
        goto done;
    }
    int64_t points, work;
    rc = wk_search(&cards, lists, sizes, nwords, at_least, pick, &points, &work);
    if (rc < 0) {
        out = cards_answer(rc, 0, 0, 0, 0, 0, 0);
        goto done;
    }
    out = cards_answer(rc, nwords, 0, work, points, 0, rc ? 4 * (size_t)nwords : 0);
    if (out && rc)
        memcpy(out + 1, pick, 4 * (size_t)nwords);
done:
    free(lists);
    free(sizes);
    free(pick);
    return out;
}

/* The card search's entry points, by index (wasm.py's CARDS names them in this order). */
static wk_answer *(*const CARDS[])(Args *) = {card_ways,  card_search,       card_supply,
                                               supply_ways, supply_generation, supply_drop};

#define NCARDS ((int32_t)(sizeof CARDS / sizeof CARDS[0]))

EXPORT(wk_run)
wk_answer *wk_run(const int32_t *request)
{
    int32_t entry = request[0], nargs = request[1];
    if (entry < 0 || entry >= NCARDS || nargs < 0)
        return cards_answer(-2, 0, 0, 0, 0, 0, 0);
    Args args = {request + 2, nargs, 0, 0};
    return CARDS[entry](&args);
}

/* ----- the words of each piece (wasm.py's WasmThief.word_counts): wn_run, an export of its own ------------------- */

/* The hash of a key of width bytes, eight at a time (a key is 30 bytes for 26 letters: four steps, not thirty). */
static uint32_t key_hash(const uint8_t *key, int32_t width)
{
    uint64_t h = 0x9E3779B97F4A7C15u, word;
    int32_t i = 0;
    for (; i + 8 <= width; i += 8) {
        memcpy(&word, key + i, 8);
        h = (h ^ word) * 0xFF51AFD7ED558CCDu;
        h ^= h >> 32;
    }
    for (; i < width; i++)
        h = (h ^ key[i]) * 0x100000001B3u;
    h ^= h >> 29;
    return (uint32_t)h;
}

/* An open-addressing index of the last table wn_run was given (slot: the table's index + 1, 0: empty), made on
 * its first use: a lexicon's table is copied in once and its address never changes while the host keeps it. */
static struct {
    const uint8_t *table;
    int32_t ntable, width;
    uint32_t mask;
    int32_t *slots;
} wn_index;

static int wn_indexed(const uint8_t *table, int32_t ntable, int32_t width)
{
    if (wn_index.slots && wn_index.table == table && wn_index.ntable == ntable && wn_index.width == width)
        return 0;
    uint32_t capacity = 16;
    while (capacity < 2u * (uint32_t)ntable)
        capacity *= 2;
    free(wn_index.slots);
    wn_index.slots = calloc(capacity, sizeof(int32_t));
    if (!wn_index.slots)
        return -1;
    wn_index.table = table, wn_index.ntable = ntable, wn_index.width = width, wn_index.mask = capacity - 1;
    for (int32_t i = 0; i < ntable; i++) {
        uint32_t at = key_hash(table + (size_t)i * (size_t)width, width) & wn_index.mask;
        while (wn_index.slots[at])
            at = (at + 1) & wn_index.mask;
        wn_index.slots[at] = i + 1;
    }
    return 0;
}

/* For each of the nkeys keys (width bytes each, Packing's), how many words the lexicon spells with its letters, into
 * out[nkeys]: 1 unless the key is one of the ntable keys of table (those with two words or more), whose counts are
 * counts[ntable]. Returns 0, -1 when out of memory. */
static int words_of(const uint8_t *table, const int32_t *counts, int32_t ntable, const uint8_t *keys, int32_t nkeys,
                    int32_t width, int32_t *out)
{
    if (wn_indexed(table, ntable, width) < 0)
        return -1;
    for (int32_t i = 0; i < nkeys; i++) {
        const uint8_t *key = keys + (size_t)i * (size_t)width;
        int32_t words = 1;
        for (uint32_t at = key_hash(key, width) & wn_index.mask; wn_index.slots[at]; at = (at + 1) & wn_index.mask) {
            int32_t found = wn_index.slots[at] - 1;
            if (!memcmp(table + (size_t)found * (size_t)width, key, (size_t)width)) {
                words = counts[found];
                break;
            }
        }
        out[i] = words;
    }
    return 0;
}

/* What wn_run answers: its size, its status (0, -1: out of memory, -2: a malformed request) and the address of the
 * counts (int32, one a key), which the caller keeps and frees (wt_free). */
typedef struct {
    int32_t bytes, status, counts;
} wn_answer;

/* The words of each piece in one call: a request is int32 items (the table's keys' and counts' addresses, the size of
 * the table, the keys asked for, the width of a key), then the keys asked for (width bytes each). The pair search's
 * ranking reads the counts (score_core.h's words): made here from a table copied in once per lexicon, they are never
 * counted in Python nor sent in again with each run of pairs. */
EXPORT(wn_run)
wn_answer *wn_run(const int32_t *request)
{
    static wn_answer answer;
    const uint8_t *table = (const uint8_t *)(uintptr_t)(uint32_t)request[0];
    const int32_t *counts = (const int32_t *)(uintptr_t)(uint32_t)request[1];
    int32_t ntable = request[2], nkeys = request[3], width = request[4];
    answer.bytes = (int32_t)sizeof answer, answer.status = -2, answer.counts = 0;
    if (ntable < 0 || nkeys < 1 || width < 1 || (ntable && (!table || !counts)))
        return &answer;
    int32_t *out = malloc(sizeof(int32_t) * (size_t)nkeys);
    if (!out || words_of(table, counts, ntable, (const uint8_t *)(request + 5), nkeys, width, out) < 0) {
        free(out);
        answer.status = -1;
        return &answer;
    }
    answer.status = 0, answer.counts = (int32_t)(uintptr_t)out;
    return &answer;
}

/* ----- several calls of the split search in one (wasm.py's WasmThief.split_call): wb_run ------------------------- */

/* A request is int32 items: how many wc_run requests follow, then each one's item count and items (its arrays after
 * them all). They run in order; the answer is the last one's, or the first whose status is negative (the calls the
 * host sends ahead, setting a search up or freeing it, answer their status alone). */
EXPORT(wb_run)
wc_answer *wb_run(const int32_t *request)
{
    int32_t n = request[0];
    const int32_t *at = request + 1;
    wc_answer *answer = NULL;
    if (n < 1)
        return split_answer(-2, 0, 0, 0, 0);
    for (int32_t i = 0; i < n; i++) {
        int32_t size = at[0];
        if (size < 2)
            return split_answer(-2, 0, 0, 0, 0);
        answer = wc_run(at + 1);
        if (!answer || answer->status < 0)
            return answer;
        at += 1 + size;
    }
    return answer;
}

/* ----- blocks freed, and supplies made and freed, with the next call (wasm.py's WasmThief: its ahead): wq_run ----- */

/* What goes ahead of a call: a block freed (wt_free's: its address), a supply freed (supply_drop's: its handle), a
 * supply made (card_supply's: its handle, need_stolen, kept, the count of its cards' items, then the items). */
enum { DROP_BLOCK = 0, DROP_SUPPLY = 1, MAKE_SUPPLY = 2 };

/* The run exports that can go after them, by the selector of wq_run's request. */
enum { RUN_WALK, RUN_SPLIT, RUN_BATCH, RUN_CARDS, RUN_WORDS, NRUNS };

/* A request is int32 items: how many items go ahead, the run export to call (RUN_*), the items ahead (each a kind and
 * its arguments, in order), a zero when they are odd in number, then that export's own request (8-byte aligned). Those
 * ahead are done first (freeing only what the host no longer reads), then the export runs; its answer is wq_run's.
 * Each alone would cost a crossing of the bridge in the browser, tens of microseconds: a search makes and frees a
 * dozen supplies. A supply that could not be made is none (NULL): the call that names it fails. NULL (the host reads
 * no answer: a failure) for a malformed request. */
EXPORT(wq_run)
void *wq_run(const int32_t *request)
{
    int32_t nahead = request[0], run = request[1];
    const int32_t *ahead = request + 2, *end = ahead + nahead;
    if (nahead < 0 || run < 0 || run >= NRUNS)
        return NULL;
    while (ahead < end) {
        if (ahead[0] == DROP_BLOCK && end - ahead >= 2) {
            free((void *)(uintptr_t)(uint32_t)ahead[1]);
            ahead += 2;
        } else if (ahead[0] == DROP_SUPPLY && end - ahead >= 2) {
            supply_free(ahead[1]);
            ahead += 2;
        } else if (ahead[0] == MAKE_SUPPLY && end - ahead >= 5 && ahead[4] >= 0 && end - ahead - 5 >= ahead[4]) {
            supply_make(ahead[1], ahead + 5, ahead[4], ahead[2], ahead[3]);
            ahead += 5 + ahead[4];
        } else
            return NULL;
    }
    const int32_t *inner = request + 2 + nahead + (nahead & 1);
    switch (run) {
    case RUN_WALK:
        return wt_run(inner);
    case RUN_SPLIT:
        return wc_run(inner);
    case RUN_BATCH:
        return wb_run(inner);
    case RUN_CARDS:
        return wk_run(inner);
    default:
        return wn_run(inner);
    }
}
