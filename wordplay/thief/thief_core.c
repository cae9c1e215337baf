/*
 * Word Thief's alphagram walks in plain C: the core the CPython extension (_thief.c) binds. See thief_core.h.
 *
 * Both walks follow the alphagram graph from the root, a step per node entered, and mirror alphagrams.py's
 * AlphagramIndex.pieces and AlphagramIndex.supersets line for line (the pure-Python reference), so that the
 * alphagrams come out in the same order and the steps counted are the same: a search's budget is spent alike on
 * either path. The letters of the path walked are kept as counts and packed (9 bits a letter), with what an
 * alphagram's bound and split tests read, a letter at a time as the path grows and shrinks: an alphagram found
 * is written without going over the alphabet.
 *
 * Only the C library's malloc, realloc, free, memset and memcpy are used.
 */
#include "thief_core.h"
#include "bytes_core.h"
#include "score_core.h"

#include <stdlib.h>
#include <string.h>

#define KEY_MAX WT_KEY_BYTES(WT_MAX_LETTERS)

typedef struct {
    const wt_graph *g;
    int32_t counts[WT_MAX_LETTERS]; /* pieces: the cards left; supersets: the spare letters left */
    int32_t key[WT_MAX_LETTERS];    /* with bounds: the letters of the path walked (packed is the path's key) */
    /* what emit writes of the path, kept as each letter is walked (add_letter, drop_letter) instead of worked
     * out over the whole alphabet for each alphagram found: its letters and the stolen letters it can hold,
     * packed; with bounds, the value of the letters the pool gives, the stolen letters it holds, the letters
     * beyond the stolen ones that the hand's letter cards lack, the letters beyond each suit's cards and the value
     * of those within them */
    uint8_t packed[KEY_MAX], holds[KEY_MAX];
    int64_t value, suit_value[WT_MAX_SUITS];
    int32_t held, beyond_hand, beyond_suit[WT_MAX_SUITS];
    int32_t required[WT_MAX_DEPTH]; /* supersets: the letters to hold, in alphabetical order */
    int32_t need, most, min_length;
    wt_found *out;
    const wt_bounds *bounds; /* NULL: the alphagrams are only listed */
    int64_t limit;           /* the nodes the walk may enter (0: no limit) */
    int64_t stolen_value;    /* with scoring: the value of the stolen letter cards (bounds' values) */
    int32_t stolen_letters;  /* with scoring: how many they are */
    int error;               /* 0, -1 out of memory, -2 a malformed graph, 1 stopped at its limit */
} Walk;

/* One more (up 1) or one less (up 0) of letter in a key packed 9 bits a letter, little-endian: a field never
 * overflows (a path is shorter than 512 letters), so the carry or borrow stays within it, and a 9-bit field lies
 * within the two bytes from its first (KEY_MAX has room for the last letter's second byte): one 16-bit add. */
static inline void bump(uint8_t *key, int32_t letter, int up)
{
    int32_t bit = 9 * letter, b = bit >> 3;
    uint32_t pair = (uint32_t)key[b] | (uint32_t)key[b + 1] << 8, one = (uint32_t)1 << (bit & 7);
    pair = up ? pair + one : pair - one;
    key[b] = (uint8_t)pair;
    key[b + 1] = (uint8_t)(pair >> 8);
}

/* What add_letter keeps with bounds. */
static void add_bounded(Walk *w, int32_t letter)
{
    const wt_bounds *b = w->bounds;
    int32_t had = w->key[letter]++, nl = w->g->nletters;
    if (had < b->stolen[letter]) {
        bump(w->holds, letter, 1);
        w->held += 1;
    } else if (b->hand && had - b->stolen[letter] >= b->hand[letter]) {
        w->beyond_hand += 1;
    }
    if (had < b->pool[letter])
        w->value += b->values[letter];
    for (int32_t s = 0; s < b->nsuits; s++) {
        if (had >= b->suits[s * nl + letter])
            w->beyond_suit[s] += 1;
        else
            w->suit_value[s] += b->values[letter];
    }
}

/* add_bounded undone. */
static void drop_bounded(Walk *w, int32_t letter)
{
    const wt_bounds *b = w->bounds;
    int32_t had = --w->key[letter], nl = w->g->nletters;
    if (had < b->stolen[letter]) {
        bump(w->holds, letter, 0);
        w->held -= 1;
    } else if (b->hand && had - b->stolen[letter] >= b->hand[letter]) {
        w->beyond_hand -= 1;
    }
    if (had < b->pool[letter])
        w->value -= b->values[letter];
    for (int32_t s = 0; s < b->nsuits; s++) {
        if (had >= b->suits[s * nl + letter])
            w->beyond_suit[s] -= 1;
        else
            w->suit_value[s] -= b->values[letter];
    }
}

/* The path walks one more of letter: its key, and with bounds what emit reads of it (see Walk). The key is
 * inline (every node walked), the bounds out of line. */
static inline void add_letter(Walk *w, int32_t letter)
{
    bump(w->packed, letter, 1);
    if (w->bounds)
        add_bounded(w, letter);
}

/* add_letter undone. */
static inline void drop_letter(Walk *w, int32_t letter)
{
    bump(w->packed, letter, 0);
    if (w->bounds)
        drop_bounded(w, letter);
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
    if (length <= b->wilds)
        return 1;
    if (length > b->longest_suited)
        return 0;
    for (int32_t s = 0; s < b->nsuits; s++)
        if (w->beyond_suit[s] <= b->wilds)
            return 1;
    return 0;
}

/* What a one-suit word of the path's letters adds beyond its cards once (Scorer.doubling): the value of the letters
 * the best suit it may be of gives (the rest are Wilds), and its length bonus when the rules double it. */
static int64_t doubling(const Walk *w, int32_t length)
{
    const wt_bounds *b = w->bounds;
    int64_t best = 0;
    for (int32_t s = 0; s < b->nsuits; s++)
        if (w->beyond_suit[s] <= b->wilds && (w->suit_value[s] & 511) > best)
            best = w->suit_value[s] & 511;
    return (int64_t)(b->multiplier - 1) * (best + (b->bonus_doubled ? b->bonus[length] : 0));
}

/* The path's plain score (wt_bounds' scoring), or WT_NOT_PLAIN. */
static int64_t plain(const Walk *w, int32_t length, int one_suit)
{
    const wt_bounds *b = w->bounds;
    const int64_t *s = b->scoring;
    if (b->stolen_wilds || one_suit || w->held != w->stolen_letters)
        return WT_NOT_PLAIN;
    return s[WT_STOLEN_VALUE] + ((w->value - w->stolen_value) & 511) + b->bonus[length]
           + (length - s[WT_STOLEN_CARDS] == s[WT_HAND_SIZE] ? s[WT_ALL_CARDS] : 0);
}

/* Have the walk's nodes and the alphagrams found (piece_steps each) passed the search's budget? Then the listing
 * would stop the search as soon as it is told (wt_bounds): it is marked over and nothing more is written. */
static int passed(Walk *w)
{
    const wt_bounds *b = w->bounds;
    wt_found *out = w->out;
    if (!out->over && out->steps / b->told * b->told + (int64_t)b->piece_steps * out->found > b->budget)
        out->over = 1;
    return out->over;
}

static void emit(Walk *w, int32_t length)
{
    wt_found *out = w->out;
    const wt_bounds *b = w->bounds;
    int32_t width = WT_KEY_BYTES(w->g->nletters);
    if (b && b->viable && !b->viable[length])
        return;
    if (b && b->budget > 0) {
        out->found += 1;
        if (out->over || passed(w))
            return; /* the search stops on this listing: counted, not written */
    }
    if (out->count == out->capacity) {
        int64_t capacity = out->capacity ? 2 * out->capacity : 256;
        if (!grow((void **)&out->keys, capacity, (size_t)width) || !grow((void **)&out->lengths, capacity, 4)
            || (b && (!grow((void **)&out->holds, capacity, (size_t)width) || !grow((void **)&out->bounds, capacity, 8)))
            || (b && b->hand && !grow((void **)&out->split, capacity, 1))
            || (b && b->scoring && !grow((void **)&out->plain, capacity, 8))) {
            w->error = -1;
            return;
        }
        out->capacity = capacity;
    }
    memcpy(out->keys + out->count * width, w->packed, (size_t)width);
    if (b) {
        memcpy(out->holds + out->count * width, w->holds, (size_t)width);
        if (b->hand) /* StealSearch.split_pieces' two tests */
            out->split[out->count] = !(b->least && !w->held && !b->stolen_wilds) && w->beyond_hand <= b->wilds;
        int one_suit = suited(w, length);
        out->bounds[out->count] = (w->value & 511) + (one_suit ? doubling(w, length) : 0) + b->bonus[length];
        if (b->scoring)
            out->plain[out->count] = plain(w, length, one_suit);
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
        add_letter(w, letter);
        if (g->terminals[child] && depth >= w->min_length)
            emit(w, depth);
        if (depth < w->most && g->first[child] < g->first[child + 1])
            pieces_walk(w, child, jokers - joker, depth);
        drop_letter(w, letter);
        if (!joker)
            w->counts[letter] += 1;
    }
}

/* The letters of the path kept: each edge of node in turn that takes the next letter still needed (step 1), a
 * spare letter or a joker; an edge past the next letter needed ends the node (the edges are in letter order). The
 * graph's arrays are read into locals once a node (the calls below may write the walk, not the graph). */
static void supersets_walk(Walk *w, uint32_t node, int32_t jokers, int32_t depth, int32_t done)
{
    const wt_graph *g = w->g;
    const uint32_t *first = g->first;
    const uint8_t *terminals = g->terminals;
    int32_t *counts = w->counts;
    depth += 1;
    if (entered(w))
        return;
    int32_t wanted = done < w->need ? w->required[done] : INT32_MAX, last = done + 1 == w->need;
    int32_t leaf = done == w->need, deeper = depth < w->most, long_enough = depth >= w->min_length;
    uint32_t end = first[node + 1];
    for (uint32_t e = first[node]; e < end; e++) {
        int32_t letter, joker = 0, step;
        uint32_t child;
        if (!edge(w, e, &letter, &child))
            return;
        if (letter > wanted)
            return; /* the path would pass a letter it still needs */
        if (letter == wanted) {
            step = 1;
        } else if (counts[letter]) {
            counts[letter] -= 1;
            step = 0;
        } else if (jokers) {
            step = 0;
            joker = 1;
        } else {
            continue;
        }
        add_letter(w, letter);
        if ((step ? last : leaf) && terminals[child] && long_enough)
            emit(w, depth);
        if (deeper && first[child] < first[child + 1])
            supersets_walk(w, child, jokers - joker, depth, done + step);
        drop_letter(w, letter);
        if (!step && !joker)
            counts[letter] += 1;
        if (w->error)
            return;
    }
}

/* Ranking: each alphagram's sort key as (1 + words) 64-bit words compared in turn, so that a comparison is a few
 * integer compares inline: first its bound (higher first), then its packed key read as an integer from its most
 * significant byte (ascending, or descending: the key's bits inverted). Keys are distinct (one path per
 * alphagram), so the order is the one a sort by (bound, key) gives, whatever the sort. */
static int before(const uint64_t *a, const uint64_t *b, int32_t words)
{
    for (int32_t i = 0; i < words; i++)
        if (a[i] != b[i])
            return a[i] < b[i];
    return 0;
}

/* A bottom-up merge sort of order[lo..hi) by the sort keys' words from first on, alternating with spare[lo..hi):
 * where the last pass ends is copied back. */
static void merge_sort(int32_t *order, int32_t *spare, int64_t lo, int64_t hi, const uint64_t *sort_keys,
                       int32_t words, int32_t first)
{
    int32_t *from = order, *to = spare;
    for (int64_t run = 1; run < hi - lo; run *= 2) {
        for (int64_t left = lo; left < hi; left += 2 * run) {
            int64_t mid = left + run < hi ? left + run : hi, end = left + 2 * run < hi ? left + 2 * run : hi;
            int64_t i = left, j = mid, k = left;
            while (i < mid && j < end)
                to[k++] = before(sort_keys + (int64_t)from[j] * words + first,
                                 sort_keys + (int64_t)from[i] * words + first, words - first)
                              ? from[j++]
                              : from[i++];
            while (i < mid)
                to[k++] = from[i++];
            while (j < end)
                to[k++] = from[j++];
        }
        int32_t *swap = from;
        from = to;
        to = swap;
    }
    if (from != order)
        memcpy(order + lo, from + lo, (size_t)(hi - lo) * sizeof(int32_t));
}

/* The 8 bytes of a key of width bytes from low on as a number, the last byte most significant (the bytes past
 * width 0): one load on a little-endian machine, where it was a third of a split walk's ranking a byte at a time. */
static inline uint64_t key_word(const uint8_t *key, int32_t low, int32_t width)
{
    int32_t n = width - low;
    return n > 0 ? wt_little_endian(key + low, n < 8 ? n : 8) : 0;
}

/* The alphagrams found, best bound first (order); with reach (split_walk's: only the split pieces are read), only
 * the split pieces ranked, first, and the others after them as they were found. */
static int rank(Walk *w, wt_found *out)
{
    int32_t width = WT_KEY_BYTES(w->g->nletters), words = 1 + (width + 7) / 8;
    int64_t n = out->count ? out->count : 1;
    out->order = malloc((size_t)n * sizeof(int32_t));
    int32_t *spare = malloc((size_t)n * sizeof(int32_t));
    uint64_t *sort_keys = malloc((size_t)n * (size_t)words * sizeof(uint64_t));
    if (!out->order || !spare || !sort_keys) {
        free(spare);
        free(sort_keys);
        return -1;
    }
    int only_split = w->bounds->reach != NULL;
    int64_t ranked = 0, after = 0;
    for (int64_t i = 0; i < out->count; i++)
        ranked += !only_split || out->split[i];
    for (int64_t i = 0, at = 0; i < out->count; i++)
        out->order[!only_split || out->split[i] ? at++ : ranked + after++] = (int32_t)i;
    uint64_t invert = w->bounds->descending ? ~(uint64_t)0 : 0;
    for (int64_t r = 0; r < ranked; r++) {
        int64_t i = out->order[r];
        uint64_t *k = sort_keys + i * words;
        const uint8_t *key = out->keys + i * width;
        k[0] = (uint64_t)(-out->bounds[i]) ^ ((uint64_t)1 << 63); /* higher bounds first, as unsigned */
        for (int32_t m = 1; m < words; m++) /* the key's 8-byte words, its most significant first */
            k[m] = key_word(key, 8 * (words - 1 - m), width) ^ invert;
    }
    /* by bound first, higher first (a counting sort: bounds are small numbers), then each bound's run by key */
    int64_t low = 0, high = -1;
    for (int64_t r = 0; r < ranked; r++) {
        int64_t bound = out->bounds[out->order[r]];
        if (!r || bound < low)
            low = bound;
        if (!r || bound > high)
            high = bound;
    }
    int64_t span = high - low + 1;
    int64_t *starts = span > 0 && span <= 65536 ? calloc((size_t)span + 1, sizeof(int64_t)) : NULL;
    if (!starts) { /* bounds too far apart (or none): one run, sorted on the bound too */
        merge_sort(out->order, spare, 0, ranked, sort_keys, words, 0);
    } else {
        for (int64_t r = 0; r < ranked; r++)
            starts[high - out->bounds[out->order[r]] + 1] += 1;
        for (int64_t b = 1; b <= span; b++)
            starts[b] += starts[b - 1];
        for (int64_t r = 0; r < ranked; r++) /* starts[b] ends at its run's end */
            spare[starts[high - out->bounds[out->order[r]]]++] = out->order[r];
        memcpy(out->order, spare, (size_t)ranked * sizeof(int32_t));
        for (int64_t b = 0, lo = 0; b < span; lo = starts[b++])
            merge_sort(out->order, spare, lo, starts[b], sort_keys, words, 1);
        free(starts);
    }
    free(spare);
    free(sort_keys);
    if (w->bounds->scoring) /* ranked best bound first: those that reach least come first */
        while (out->shown < out->count && out->bounds[out->order[out->shown]] >= w->bounds->scoring[WT_LEAST])
            out->shown += 1;
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

/* Bounds a walk can take: a count per suit (Walk.beyond_suit), at most WT_MAX_SUITS of them; with a budget, a
 * telling of one node or more and pieces costing no less than nothing. */
static int bounds_fit(const wt_bounds *bounds)
{
    return bounds->nsuits >= 0 && bounds->nsuits <= WT_MAX_SUITS
           && (bounds->budget <= 0 || (bounds->told > 0 && bounds->piece_steps >= 0));
}

/* What a walk with bounds reads of them once: with scoring, the stolen letter cards' value and count. */
static void read_bounds(Walk *w, const wt_bounds *bounds)
{
    w->bounds = bounds;
    w->limit = bounds ? bounds->limit : 0;
    w->out->scored = bounds && bounds->scoring;
    if (w->out->scored)
        for (int32_t i = 0; i < w->g->nletters; i++) {
            w->stolen_value += (int64_t)bounds->stolen[i] * bounds->values[i];
            w->stolen_letters += bounds->stolen[i];
        }
}

static int finish(Walk *w, wt_found *out)
{
    if (w->error) { /* stopped at its limit: its steps and no alphagram */
        int64_t steps = out->steps;
        wt_found_free(out);
        out->steps = steps;
        out->found = out->over = 0;
    }
    return w->error > 0 ? 0 : w->error;
}

/* The best of a and b, where WT_NONE is no value (steals.py's -inf). */
#define WT_NONE INT64_MIN
static int64_t best_of(int64_t a, int64_t b)
{
    return a > b ? a : b;
}

/* reach (thief_core.h): the split flags of the alphagrams found that no split reaching the bar can hold cleared,
 * as steals.py's _reaching_pieces leaves them out. */
static void reach(const wt_bounds *b, int32_t min_length, wt_found *out)
{
    int64_t least = b->reach[WT_REACH_LEAST], words = b->reach[WT_REACH_WORDS];
    int32_t room = (int32_t)b->reach[WT_REACH_ROOM], shortest = min_length > 1 ? min_length : 1;
    int64_t exact[WT_REACH_ROOM_MAX + 1], within[WT_REACH_ROOM_MAX + 1], rest[WT_REACH_ROOM_MAX + 1];
    int64_t next[WT_REACH_ROOM_MAX + 1], best[WT_REACH_ROOM_MAX + 1];
    for (int32_t n = 0; n <= room; n++)
        exact[n] = best[n] = WT_NONE;
    for (int64_t i = 0; i < out->count; i++) /* the best bound of a split piece of each length */
        if (out->split[i] && out->lengths[i] >= shortest && out->lengths[i] <= room)
            exact[out->lengths[i]] = best_of(exact[out->lengths[i]], out->bounds[i]);
    for (int32_t n = 0; n <= room; n++) /* of at most each length: the best of the rest, one piece */
        within[n] = rest[n] = n ? best_of(exact[n], within[n - 1]) : exact[n];
    for (int32_t m = 1; m < WT_REACH_MOST; m++) { /* rest: the best total of m pieces in so many letters */
        if (words >> (m + 1) & 1)
            for (int32_t n = 0; n <= room; n++)
                best[n] = best_of(best[n], rest[n]);
        if (!(words >> (m + 2)))
            break;
        for (int32_t left = 0; left <= room; left++) {
            next[left] = WT_NONE;
            for (int32_t n = shortest; n <= left; n++)
                if (exact[n] != WT_NONE && rest[left - n] != WT_NONE)
                    next[left] = best_of(next[left], exact[n] + rest[left - n]);
        }
        memcpy(rest, next, sizeof(int64_t) * (size_t)(room + 1));
    }
    for (int64_t i = 0; i < out->count; i++) {
        int32_t left = room - out->lengths[i];
        if (out->split[i] && (left < 0 || best[left] == WT_NONE || out->bounds[i] + best[left] < least))
            out->split[i] = 0;
    }
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
    if (start(&w, graph, out) < 0 || (bounds && (max_length < 0 || max_length >= WT_MAX_DEPTH || !bounds_fit(bounds))))
        return -2;
    if (bounds && bounds->reach
        && (!bounds->hand || bounds->reach[WT_REACH_ROOM] < 0 || bounds->reach[WT_REACH_ROOM] > WT_REACH_ROOM_MAX
            || bounds->reach[WT_REACH_WORDS] < 0))
        return -2;
    read_bounds(&w, bounds);
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
    if (!w.error && bounds && bounds->budget > 0 && passed(&w)) {
        wt_found_free(out); /* over its budget: its steps and its count alone (wt_found_free keeps them) */
    } else if (!w.error && bounds) {
        if (bounds->reach)
            reach(bounds, min_length, out);
        w.error = rank(&w, out);
    }
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
    if (start(&w, graph, out) < 0 || (bounds && (most < 0 || most >= WT_MAX_DEPTH || !bounds_fit(bounds))))
        return -2;
    read_bounds(&w, bounds);
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
    if (!w.error && bounds && bounds->budget > 0 && passed(&w))
        wt_found_free(out); /* over its budget: its steps and its count alone (wt_found_free keeps them) */
    else if (!w.error && bounds)
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
    free(found->plain);
    found->split = NULL;
    found->plain = NULL;
    found->shown = 0;
    found->keys = found->holds = NULL;
    found->lengths = found->order = NULL;
    found->bounds = NULL;
    found->count = found->capacity = 0;
}

/* ----- the ranking of plain pairs (score_core.h) ---------------------------------------------------------------- */

/* Does entry a (score, kind) rank below entry b, as the Python heap compares (score, -kind)? */
static int ranks_below(int64_t score_a, int32_t kind_a, int64_t score_b, int32_t kind_b)
{
    return score_a < score_b || (score_a == score_b && kind_a > kind_b);
}

/* The entry (score, kind) put in its place among the held, dropping the lowest first when the ranking is full. */
static void ws_insert(ws_ranking *r, int64_t score, int32_t kind)
{
    int32_t at;
    if (r->held == r->top) { /* full: the lowest goes */
        memmove(r->scores, r->scores + 1, sizeof(int64_t) * (size_t)(r->held - 1));
        memmove(r->kinds, r->kinds + 1, sizeof(int32_t) * (size_t)(r->held - 1));
        r->held -= 1;
    }
    for (at = r->held; at > 0 && ranks_below(score, kind, r->scores[at - 1], r->kinds[at - 1]); at--) {
        r->scores[at] = r->scores[at - 1];
        r->kinds[at] = r->kinds[at - 1];
    }
    r->scores[at] = score;
    r->kinds[at] = kind;
    r->held += 1;
}

int ws_start(ws_ranking *r, int32_t top, int32_t kind, const int64_t *items, int32_t held)
{
    if (top < 1 || top > WS_MAX_TOP || held < 0 || held > top)
        return -2;
    r->top = top;
    r->kind = kind;
    r->held = 0;
    for (int32_t i = 0; i < held; i++) {
        if (items[2 * i + 1] < INT32_MIN || items[2 * i + 1] > INT32_MAX)
            return -2;
        ws_insert(r, items[2 * i], (int32_t)items[2 * i + 1]);
    }
    return 0;
}

double ws_bar(const ws_ranking *r)
{
    if (r->held < r->top)
        return -__builtin_inf();
    /* the moves at the lowest score all of kinds ranked first: a move of the kind searched must beat it */
    return (double)(r->scores[0] + (r->kinds[0] < r->kind ? 1 : 0));
}

void ws_add(ws_ranking *r, int64_t score, int32_t kind, int64_t count)
{
    for (int64_t n = 0; n < count && n < r->top; n++) {
        if (r->held < r->top || ranks_below(r->scores[0], r->kinds[0], score, kind))
            ws_insert(r, score, kind);
        else
            break;
    }
}

int ws_pairs_run(wc_search *s, ws_ranking *r, const int32_t *words, int64_t nwords, double bar, int64_t left,
                 int64_t *records, int32_t most, int32_t *nrecords, int64_t *steps, const int32_t **chosen,
                 int32_t *nchosen, int64_t *plain)
{
    *nrecords = 0;
    for (;;) {
        int answer = wc_pairs_next(s, bar, left, steps, chosen, nchosen);
        *plain = answer == WC_SETTLE ? wc_plain(s, *nchosen) : WT_NOT_PLAIN;
        if (answer != WC_SETTLE || *plain == WT_NOT_PLAIN || !r || *nrecords >= most || *nchosen != 2
            || (double)*plain < bar)
            return answer;
        int32_t a = (*chosen)[0], b = (*chosen)[1];
        if (a >= nwords || b >= nwords)
            return answer; /* a piece whose words the caller did not count: the pair goes back alone */
        int64_t used = *steps + 1; /* its steps, and the tick of its add */
        if (left >= 0 && used > left)
            return answer; /* its add stops the search: the caller's own */
        int64_t *record = records + (int64_t)WS_RECORD * *nrecords;
        record[0] = *steps;
        record[1] = a;
        record[2] = b;
        record[3] = *plain;
        *nrecords += 1;
        int64_t wa = words[a], count = a == b ? wa * (wa + 1) / 2 : wa * words[b];
        ws_add(r, *plain, 2, count);
        bar = ws_bar(r);
        if (left >= 0)
            left -= used;
    }
}
