/*
 * The move generator's search in plain C: the core shared by the CPython extension (_walk.c) and the
 * WebAssembly module of the browser (walk_wasm.c). See walk_core.h for the query and the packed result.
 *
 * What it mirrors, step for step: MoveFinder._search of wordplay/crossword/generator.py on the pure path
 * (wp_search() below): the lanes and their cross-checks (_lanes), the starts (_units), the bounds per start
 * (_bounds, with _AllTilesFeasibility), the walk from each start (_Walker.walk and its nested extend()) and
 * the final sort (_order). From one start in one lane the walk follows the word graph left to right,
 * following board tiles and branching on rack tiles (each rack letter the graph and the
 * square's cross-check allow, then each such letter for a blank), keeping the score as
 * running sums (main word letters, word multiplier, cross words). Plays are recorded in a flat
 * buffer; the top list's cut comes from a min-heap of the best scores so far. At the end the plays are
 * sorted by the key the Python sorts by and packed, best first: the caller makes objects of only those it shows.
 *
 * The graph is the flat-array layout of graph.py: per node a letter mask (uint64), the
 * index of its first edge (uint32) and a terminal flag (uint8); per edge the child (uint32).
 * The child for letter L is child[first[node] + popcount(mask[node] & ((1 << L) - 1))].
 * Beside it, made once per graph: per node the letters of the edges below it (wp_graph_below), with which a walk
 * that must lay every rack tile (the all-tiles walk of a start, the anagram check of the bounds) drops a child
 * whose letters below lack one of the rack's letters still to lay, where the Python walks on and finds nothing;
 * and the letter counts of the words of seven and eight letters in a hash set (wp_graph_alphagrams), which answers
 * that anagram check for a full rack of seven, alone or with one board letter, without a walk (blanks: a lookup
 * per letter or pair of letters they may stand for), and tells the all-tiles walk of such a start which letters its
 * blanks may stand for (those completing a word's counts). The plays are the same; the work (nodes entered) is the two
 * builds' own measure, not the Python's.
 *
 * Only the C library's malloc, calloc, realloc, free, memset and memcpy are used (wasi-libc has them for the browser's
 * build). Scores are kept in 64 bits on every platform, so the two builds agree to the last point.
 */
#include "walk_core.h"

#include <stdlib.h>
#include <string.h>

#define MAX_LANE WP_MAX_LANE
#define MAX_LETTERS WP_MAX_LETTERS
#define MAX_TILES 32

typedef struct {
    int64_t letters[MAX_LANE], bvals[MAX_LANE], csum[MAX_LANE], lm[MAX_LANE], wm[MAX_LANE];
    uint64_t cmask[MAX_LANE];
    uint64_t ahead[MAX_LANE]; /* the letter of the board tile after each position as a bit, 0 when none (or unknown) */
    int across, nanchors;
    int anchors[MAX_LANE];
} Lane;

typedef struct {
    /* the word graph */
    const uint64_t *mask;
    const uint32_t *first;
    const uint32_t *child;
    const uint8_t *terminal;
    const uint64_t *below; /* per node: the letters below it (wp_graph_below) */
    const uint32_t *alphagrams; /* the words of 7 and 8 letters by letter counts (wp_graph_alphagrams) */
    int64_t nodes;
    int32_t root;
    /* the lane being walked */
    int size;
    uint64_t blank_allow; /* the letters a blank may stand for in this walk (blank_letters; ~0: any) */
    uint64_t must; /* ~0 when a walk must lay every tile (need_all), else 0: a child whose letters below lack a
                    * rack letter still to lay is then dropped */
    const Lane *lane, *lanes;
    int start, anchor;
    /* the rack and the rules */
    int nletters;
    int64_t values[MAX_LETTERS], blank_value, bonus;
    int counts[MAX_LETTERS];
    int ntiles, min_tiles;
    int limit[MAX_LANE + 1];
    /* where plays go: every play scoring cutv or more is appended to found; with top > 0 a min-heap of the
     * best top scores so far raises cutv (a play of the final top list never scores below it) */
    int32_t *buf; /* per play: score, across, n, then n tiles as square * 128 + letter * 2 + blank */
    int64_t work; /* graph nodes entered */
    int64_t buf_len, buf_cap, plays;
    int square0, square_step; /* the board square of the lane's position i: square0 + i * square_step */
    int64_t cutv, at_least;
    int top, heap_len;
    int64_t *heap;
    /* the play being built: its tiles' lane positions, letters and blank flags */
    int slot_pos[MAX_TILES], slot_letter[MAX_TILES], slot_blank[MAX_TILES];
    int error;
    uint64_t *cross_cache; /* the graph's cross-check cache, NULL when none (cached_cross_mask) */
    /* the anagram check's rack counts (its letters taken and put back as it goes) and the alphabet's letters */
    int *spell_counts;
    uint64_t full;
} Walk;

static void heap_add(Walk *w, int64_t score)
{
    int64_t *h = w->heap;
    int i;
    if (w->heap_len < w->top) { /* sift up */
        i = w->heap_len++;
        while (i > 0 && h[(i - 1) / 2] > score) {
            h[i] = h[(i - 1) / 2];
            i = (i - 1) / 2;
        }
        h[i] = score;
    } else if (score > h[0]) { /* replace the least, sift down */
        i = 0;
        for (;;) {
            int c = 2 * i + 1;
            if (c >= w->top)
                break;
            if (c + 1 < w->top && h[c + 1] < h[c])
                c++;
            if (h[c] >= score)
                break;
            h[i] = h[c];
            i = c;
        }
        h[i] = score;
    }
    if (w->heap_len == w->top && h[0] > w->cutv)
        w->cutv = h[0];
}

static int record(Walk *w, int64_t score, int n)
{
    if (w->buf_len + 3 + n > w->buf_cap) {
        int64_t cap = w->buf_cap ? 2 * w->buf_cap : 4096;
        int32_t *grown = realloc(w->buf, sizeof(int32_t) * (size_t)cap);
        if (!grown)
            return -1;
        w->buf = grown;
        w->buf_cap = cap;
    }
    int32_t *out = w->buf + w->buf_len;
    out[0] = (int32_t)score;
    out[1] = w->lane->across;
    out[2] = n;
    for (int i = 0; i < n; i++)
        out[3 + i] = (w->square0 + w->slot_pos[i] * w->square_step) * 128 + w->slot_letter[i] * 2 + w->slot_blank[i];
    w->buf_len += 3 + n;
    w->plays++;
    if (w->top > 0)
        heap_add(w, score);
    return 0;
}

/* The bits set in x: the instruction where the target has one (wasm32, aarch64, x86-64 built with -mpopcnt or
 * as walk_core_popcnt.c), else inline arithmetic (gcc's portable x86-64 build would call libgcc's __popcountdi2
 * on every step of a walk). */
static inline int popcount64(uint64_t x)
{
#if defined(WP_POPCNT_BUILD) || defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

static inline int32_t step(const Walk *w, int32_t node, uint64_t m, uint64_t bit)
{
    return w->child[w->first[node] + popcount64(m & (bit - 1))];
}

/* The play of n tiles ending at lane position pos on graph node `node`, recorded if it is one (a word of two
 * letters or more covering the anchor; a lone tile counted in one direction only) and scores the cut. */
static inline void consider(Walk *w, const Lane *L, int pos, int32_t node, int64_t msum, int64_t wmul, int64_t xtot,
                            int n)
{
    if (n >= w->min_tiles && pos > w->anchor && w->terminal[node] && pos - w->start >= 2
        && (L->across || n > 1 || L->csum[w->slot_pos[0]] < 0)) {
        int64_t score = msum * wmul + xtot + (n == w->ntiles ? w->bonus : 0);
        if (score >= w->cutv && record(w, score, n) < 0)
            w->error = 1;
    }
}

/* extend() of generator.py: same arguments, same order of branches. Two kinds of child are counted (one node
 * entered) without a call, which would find no more than this: one whose next square holds a board tile that does
 * not continue its word (a fifth of a level-2 walk's nodes), and, when the next square is empty or past the lane's
 * end, one that cannot branch on (its play is considered here). */
static void extend(Walk *w, int pos, int32_t node, int64_t msum, int64_t wmul, int64_t xtot, int n, uint64_t avail, int bl)
{
    const Lane *L = w->lane;
    int size = w->size;
    w->work++;
    while (pos < size) { /* follow the tiles already on the board */
        int64_t letter = L->letters[pos];
        if (letter == -1)
            break;
        if (letter < 0)
            return; /* a tile the lexicon cannot spell */
        uint64_t m = w->mask[node], bit = (uint64_t)1 << letter;
        if (!(m & bit))
            return;
        node = step(w, node, m, bit);
        msum += L->bvals[pos];
        pos++;
    }
    consider(w, L, pos, node, msum, wmul, xtot, n);
    if (w->error || pos == size || n == w->ntiles || n < w->limit[pos])
        return;
    uint64_t m = w->mask[node];
    uint64_t allowed = m & L->cmask[pos];
    if (!allowed)
        return;
    int64_t lmul = L->lm[pos], wmw = L->wm[pos], cs = L->csum[pos];
    int64_t nw = wmul * wmw;
    uint64_t real = allowed & avail;
    uint64_t need = L->ahead[pos]; /* the board tile after this square, if any: a child must have it as an edge */
    int next = pos + 1;
    int plain = next == size || L->letters[next] == -1; /* a child follows no board tile */
    /* the letters a child may lay next (0: it cannot lay one: the lane's end, the rack laid, the room left) */
    uint64_t onward = !plain || next == size || n + 1 == w->ntiles || n + 1 < w->limit[next] ? 0 : L->cmask[next];
    w->slot_pos[n] = pos;
    w->slot_blank[n] = 0;
    /* the node's edges and the graph's masks, read once; the nodes counted without a call, added up once */
    const uint32_t *edges = w->child + w->first[node];
    const uint64_t *mask = w->mask;
    int64_t counted = 0;
    while (real) {
        uint64_t bit = real & (~real + 1);
        real ^= bit;
        int32_t child = (int32_t)edges[popcount64(m & (bit - 1))];
        uint64_t child_mask = mask[child];
        int letter = __builtin_ctzll(bit);
        uint64_t left = w->counts[letter] > 1 ? avail : avail ^ bit; /* the rack's letters once this one is laid */
        if ((need && !(child_mask & need)) || (w->must && (left & ~w->below[child]))) {
            counted++;
            continue;
        }
        int64_t v = w->values[letter] * lmul;
        int64_t x = cs >= 0 ? xtot + (cs + v) * wmw : xtot;
        w->slot_letter[n] = letter;
        if (plain && !(child_mask & onward & (bl ? ~(uint64_t)0 : left))) { /* a leaf */
            counted++;
            consider(w, L, next, child, msum + v, nw, x, n + 1);
        } else {
            w->counts[letter]--;
            extend(w, next, child, msum + v, nw, x, n + 1, left, bl);
            w->counts[letter]++;
        }
        if (w->error) {
            w->work += counted;
            return;
        }
    }
    if (bl) {
        int64_t v = w->blank_value * lmul;
        int64_t x = cs >= 0 ? xtot + (cs + v) * wmw : xtot;
        w->slot_blank[n] = 1; /* a walk below writes the slots past n only */
        allowed &= w->blank_allow;
        while (allowed) {
            uint64_t bit = allowed & (~allowed + 1);
            allowed ^= bit;
            int32_t child = (int32_t)edges[popcount64(m & (bit - 1))];
            uint64_t child_mask = mask[child];
            if ((need && !(child_mask & need)) || (w->must && (avail & ~w->below[child]))) {
                counted++;
                continue;
            }
            w->slot_letter[n] = __builtin_ctzll(bit);
            if (plain && !(child_mask & onward & (bl > 1 ? ~(uint64_t)0 : avail))) { /* a leaf */
                counted++;
                consider(w, L, next, child, msum + v, nw, x, n + 1);
            } else {
                extend(w, next, child, msum + v, nw, x, n + 1, avail, bl - 1);
            }
            if (w->error)
                break;
        }
    }
    w->work += counted;
}

/* _AllTilesFeasibility._anagram's go() of generator.py: can the rack counts (w->spell_counts, blanks wild) spell
 * `rest` more letters from `node` to a word's end? Letters in increasing order, rack letters before blanks. A child
 * with no letter to follow, or the last letter's node, is counted and read here (a call would only find that out). */
static int spell(Walk *w, int32_t node, int rest, uint64_t have, int blanks)
{
    int *counts = w->spell_counts;
    uint64_t full = w->full;
    w->work++;
    if (rest == 0)
        return w->terminal[node] != 0;
    uint64_t m = w->mask[node];
    uint64_t options = m & (blanks ? full : have);
    while (options) {
        uint64_t bit = options & (~options + 1);
        options ^= bit;
        int32_t c = step(w, node, m, bit);
        if (rest == 1) {
            w->work++;
            if (w->terminal[c])
                return 1;
            continue;
        }
        int letter = __builtin_ctzll(bit), ok = 0;
        if (have & bit) {
            uint64_t left = counts[letter] > 1 ? have : have ^ bit;
            if (w->mask[c] & (blanks ? full : left) && !(left & ~w->below[c])) {
                counts[letter]--;
                ok = spell(w, c, rest - 1, left, blanks);
                counts[letter]++;
            } else {
                w->work++;
            }
        } else if (w->mask[c] & (blanks > 1 ? full : have) && !(have & ~w->below[c])) {
            ok = spell(w, c, rest - 1, have, blanks - 1);
        } else {
            w->work++;
        }
        if (ok)
            return 1;
    }
    return 0;
}

/* The key of _AllTilesFeasibility.possible for an all-tiles segment with these board letters: the one board
 * letter (-1: none), or NO_CHECK for two or more ("maybe": counted without a check). */
#define NO_CHECK (-3)

static int whole_key(const int64_t *board_letters, int nboard)
{
    if (nboard >= 2)
        return NO_CHECK;
    return nboard ? (int)board_letters[0] : -1;
}

/* The alphagram table (wp_graph_alphagrams): a multiset of letters is keyed by the sum of its letters' keys (a
 * sum, so that a blank's letter is added to a rack's key in one step), a slot chosen by its low bits and checked
 * by its high 32 (0 kept for an empty slot). */
static uint64_t letter_key(int letter)
{
    uint64_t z = (uint64_t)(letter + 1) * 0x9E3779B97F4A7C15ULL; /* splitmix64's finalizer */
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint32_t *alphagram_slot(const uint32_t *table, uint64_t key, uint32_t *print)
{
    uint64_t mask = ((uint64_t)1 << table[0]) - 1, i = key & mask;
    uint32_t f = (uint32_t)(key >> 32);
    *print = f ? f : 1;
    while (table[3 + i] && table[3 + i] != *print)
        i = (i + 1) & mask;
    return (uint32_t *)&table[3 + i];
}

static int has_alphagram(const uint32_t *table, uint64_t key)
{
    uint32_t print;
    return *alphagram_slot(table, key, &print) == print;
}

/* The words of lo to hi letters from `node` (depth letters down, their keys summed in `key`): counted, and put in
 * the table when one is given. */
static int64_t alphagram_words(const wp_graph *g, uint32_t *table, int32_t node, int depth, uint64_t key)
{
    int64_t n = 0;
    if (depth >= WP_ALPHAGRAM_LO && g->terminal[node]) {
        n++;
        if (table) {
            uint32_t print, *slot = alphagram_slot(table, key, &print);
            *slot = print;
        }
    }
    if (depth == WP_ALPHAGRAM_HI)
        return n;
    uint32_t edge = g->first[node];
    for (uint64_t m = g->mask[node]; m; m &= m - 1, edge++)
        n += alphagram_words(g, table, (int32_t)g->child[edge], depth + 1, key + letter_key(__builtin_ctzll(m)));
    return n;
}

static int alphagram_bits(int64_t words)
{
    int bits = 4;
    while (((int64_t)1 << bits) < 2 * words)
        bits++;
    return bits;
}

int64_t wp_alphagram_length(const wp_graph *g)
{
    return 3 + ((int64_t)1 << alphagram_bits(alphagram_words(g, NULL, g->root, 0, 0)));
}

int wp_graph_alphagrams(const wp_graph *g, uint32_t *table, int64_t length)
{
    int bits = alphagram_bits(alphagram_words(g, NULL, g->root, 0, 0));
    if (length != 3 + ((int64_t)1 << bits))
        return -2;
    memset(table, 0, sizeof(uint32_t) * (size_t)length);
    table[0] = (uint32_t)bits;
    table[1] = WP_ALPHAGRAM_LO;
    table[2] = WP_ALPHAGRAM_HI;
    alphagram_words(g, table, g->root, 0, 0);
    return 0;
}

/* Whether the rack counts (blanks wild) spell a word of their length, from the alphagram table: the counts' key,
 * with each letter (two blanks: each pair of letters) a blank may stand for added. */
static int table_spells(const Walk *w, const int *counts, int blanks)
{
    uint64_t key = 0;
    for (int i = 0; i < w->nletters; i++)
        key += (uint64_t)counts[i] * letter_key(i);
    if (!blanks)
        return has_alphagram(w->alphagrams, key);
    for (int x = 0; x < w->nletters; x++) {
        uint64_t with = key + letter_key(x);
        if (blanks == 1 ? has_alphagram(w->alphagrams, with) : 0)
            return 1;
        for (int y = x; blanks == 2 && y < w->nletters; y++)
            if (has_alphagram(w->alphagrams, with + letter_key(y)))
                return 1;
    }
    return 0;
}

/* _AllTilesFeasibility.possible: the whole rack with the segment's board letter `key` (-1: none) spells some
 * word (asked of the alphagram table when it holds that length and there are two blanks at most, else by a walk).
 * known[key + 1] caches the answer per board letter (-1: not asked yet). */
static int possible(Walk *w, int key, int blanks, uint64_t full, int *known)
{
    if (key == NO_CHECK)
        return 1;
    if (key < -1 || key >= w->nletters)
        return 0; /* a tile the lexicon cannot spell (the walk rejects it too) */
    if (known[key + 1] < 0) {
        int counts[MAX_LETTERS];
        uint64_t have = 0;
        for (int i = 0; i < w->nletters; i++) {
            counts[i] = w->counts[i] + (i == key);
            if (counts[i])
                have |= (uint64_t)1 << i;
        }
        int length = w->ntiles + (key >= 0);
        if (length >= WP_ALPHAGRAM_LO && length <= WP_ALPHAGRAM_HI && blanks <= 2) {
            known[key + 1] = table_spells(w, counts, blanks); /* no walk: the table holds every word of this length */
        } else {
            w->spell_counts = counts;
            w->full = full;
            known[key + 1] = spell(w, w->root, length, have, blanks);
        }
    }
    return known[key + 1];
}

/* The letters a blank may stand for in an all-tiles play whose word is the rack's tiles and the board letter `key`
 * (-1: none; whole_key's), asked of the alphagram table when the word has its lengths and the rack one or two blanks:
 * the x for which the rack's letters, the board letter and x (two blanks: x and some y) are the letter counts of a
 * word. A play's blank stands for one of them (a fingerprint matching by chance only adds a letter); ~0 (any letter)
 * when the table cannot tell. */
static uint64_t blank_letters(const Walk *w, int key, int blanks)
{
    int length = w->ntiles + (key >= 0);
    if (key == NO_CHECK || key < -1 || key >= w->nletters || blanks < 1 || blanks > 2 || length < WP_ALPHAGRAM_LO
        || length > WP_ALPHAGRAM_HI)
        return ~(uint64_t)0;
    uint64_t keys[MAX_LETTERS], base = 0, letters = 0;
    for (int i = 0; i < w->nletters; i++) {
        keys[i] = letter_key(i);
        base += (uint64_t)(w->counts[i] + (i == key)) * keys[i];
    }
    for (int x = 0; x < w->nletters; x++) {
        uint64_t with = base + keys[x];
        int ok = blanks == 1 && has_alphagram(w->alphagrams, with);
        for (int y = 0; blanks == 2 && !ok && y < w->nletters; y++)
            ok = has_alphagram(w->alphagrams, with + keys[y]);
        if (ok)
            letters |= (uint64_t)1 << x;
    }
    return letters;
}

/* The cross-check of an empty square: the letters x for which before + x + after is a word (graph.cross_mask). */
static uint64_t cross_mask(const Walk *w, const int64_t *before, int nb, const int64_t *after, int na)
{
    int32_t node = w->root;
    for (int i = 0; i < nb; i++) {
        uint64_t m = w->mask[node], bit = (uint64_t)1 << before[i];
        if (!(m & bit))
            return 0;
        node = step(w, node, m, bit);
    }
    uint64_t result = 0, m = w->mask[node];
    for (uint64_t rest = m; rest; rest &= rest - 1) {
        uint64_t bit = rest & (~rest + 1);
        int32_t c = step(w, node, m, bit);
        int ok = 1;
        for (int i = 0; i < na && ok; i++) {
            uint64_t cm = w->mask[c], b = (uint64_t)1 << after[i];
            if (cm & b)
                c = step(w, c, cm, b);
            else
                ok = 0;
        }
        if (ok && w->terminal[c])
            result |= bit;
    }
    return result;
}

/* cross_mask() through the graph's cross-check cache (wp_graph.cross_cache), when there is one and the letter runs
 * fit a slot's keys: up to nine letters each, six bits a letter, with their count. */
static uint64_t cached_cross_mask(const Walk *w, const int64_t *before, int nb, const int64_t *after, int na)
{
    uint64_t *cache = w->cross_cache;
    if (!cache || nb > 9 || na > 9)
        return cross_mask(w, before, nb, after, na);
    uint64_t kb = (uint64_t)(nb + 1) << 60, ka = (uint64_t)(na + 1) << 60; /* never 0: 0 marks an empty slot */
    for (int i = 0; i < nb; i++)
        kb |= (uint64_t)before[i] << (6 * i);
    for (int i = 0; i < na; i++)
        ka |= (uint64_t)after[i] << (6 * i);
    uint64_t h = (kb * 0x9E3779B97F4A7C15ULL) ^ (ka * 0xC2B2AE3D27D4EB4FULL);
    uint64_t *slot = cache + 1 + 3 * ((h >> 40) % WP_CROSS_SLOTS);
    if (slot[0] == kb && slot[1] == ka)
        return slot[2];
    uint64_t letters = cross_mask(w, before, nb, after, na);
    slot[0] = kb;
    slot[1] = ka;
    slot[2] = letters;
    return letters;
}

/* MoveFinder._lanes: rows (across) then columns, each with its tiles, premiums, cross-checks and anchors. */
static int build_lanes(Walk *w, Lane *lanes, const int64_t *letter, const int64_t *value, const int64_t *lm, const int64_t *wm,
                       int64_t start_square, uint64_t full)
{
    int size = w->size;
    for (int lane_no = 0; lane_no < 2 * size; lane_no++) {
        Lane *L = &lanes[lane_no];
        int across = lane_no < size, index = across ? lane_no : lane_no - size;
        int step_sq = across ? size : 1; /* the cross direction: square base + k * step_sq is its k-th square */
        L->across = across;
        L->nanchors = 0;
        for (int i = 0; i < size; i++) {
            int sq = across ? index * size + i : i * size + index;
            L->lm[i] = lm[sq];
            L->wm[i] = wm[sq];
            L->letters[i] = letter[sq];
            L->bvals[i] = value[sq];
            L->cmask[i] = 0;
            L->csum[i] = -1;
            if (i > 0)
                L->ahead[i - 1] = letter[sq] >= 0 && letter[sq] < w->nletters ? (uint64_t)1 << letter[sq] : 0;
            L->ahead[i] = 0;
            if (letter[sq] != -1)
                continue;
            int64_t before[MAX_LANE], after[MAX_LANE], total = 0;
            int nb = 0, na = 0, unknown = 0, base = across ? i : i * size;
            for (int k = index - 1; k >= 0 && letter[base + k * step_sq] != -1; k--) {
                before[nb++] = letter[base + k * step_sq];
                total += value[base + k * step_sq];
            }
            for (int k = index + 1; k < size && letter[base + k * step_sq] != -1; k++) {
                after[na++] = letter[base + k * step_sq];
                total += value[base + k * step_sq];
            }
            if (nb || na) {
                for (int k = 0; k < nb / 2; k++) { /* before was read backwards */
                    int64_t t = before[k];
                    before[k] = before[nb - 1 - k];
                    before[nb - 1 - k] = t;
                }
                for (int k = 0; k < nb; k++)
                    unknown |= before[k] < 0 || before[k] >= w->nletters;
                for (int k = 0; k < na; k++)
                    unknown |= after[k] < 0 || after[k] >= w->nletters;
                L->cmask[i] = unknown ? 0 : cached_cross_mask(w, before, nb, after, na);
                L->csum[i] = total;
                L->anchors[L->nanchors++] = i;
            } else {
                L->cmask[i] = full;
                int prev = across ? sq - 1 : sq - size, next = across ? sq + 1 : sq + size;
                if ((i > 0 && letter[prev] != -1) || (i < size - 1 && letter[next] != -1) || sq == start_square)
                    L->anchors[L->nanchors++] = i;
            }
        }
    }
    return 0;
}

/* MoveFinder._bounds for one start: upper bounds of the plays from it leaving tiles (partial) and using
 * every tile (whole). A start has at most one all-tiles segment (the rack's last tile ends it); with
 * `check_whole` its bound counts the bonus and *key_out gets what possible() must be asked before the walk
 * trusts it (NO_CHECK: nothing), so that the anagram checks are made only for the starts the search reaches. */
static void shadow(Walk *w, const Lane *L, int start, int anchor, const int64_t *rack_values, int nvalues,
                   uint64_t rack_mask, uint64_t real_mask, uint64_t full, int blanks, int check_whole, int64_t bonus,
                   int64_t *partial_out, int64_t *whole_out, int *key_out)
{
    int size = w->size, ntiles = w->ntiles;
    int64_t top_value = nvalues ? rack_values[0] : 0;
    int64_t best_partial = 0, best_whole = 0, wmul = 1, board_sum = 0, cross_const = 0;
    int64_t board_letters[MAX_LANE], pl[MAX_TILES], px[MAX_TILES], pcap[MAX_TILES];
    /* the coefficients of the tiles placed, highest first, for the word multiplier sorted_wmul: kept from one end
     * to the next (a tile is inserted) until a word premium changes the multiplier (then sorted again) */
    int64_t coefficients[MAX_TILES], by_cap = 0, sorted_wmul = 0;
    int nboard = 0, nplaced = 0, nsorted = 0, pos = start;
    *key_out = NO_CHECK;
    while (pos < size) {
        if (L->letters[pos] != -1) {
            board_sum += L->bvals[pos];
            board_letters[nboard++] = L->letters[pos];
            pos++;
        } else {
            uint64_t allowed = L->cmask[pos] & rack_mask;
            if (nplaced == ntiles || !allowed)
                break;
            int64_t cap;
            if (L->cmask[pos] == full) {
                cap = top_value;
            } else { /* _best_value */
                cap = blanks ? w->blank_value : -1;
                for (uint64_t m = allowed & real_mask; m; m &= m - 1) {
                    int letter = __builtin_ctzll(m);
                    if (w->values[letter] > cap)
                        cap = w->values[letter];
                }
                if (cap < 0)
                    cap = 0;
            }
            wmul *= L->wm[pos];
            if (L->csum[pos] >= 0) {
                cross_const += L->csum[pos] * L->wm[pos];
                px[nplaced] = L->wm[pos];
            } else {
                px[nplaced] = 0;
            }
            pl[nplaced] = L->lm[pos];
            pcap[nplaced++] = cap;
            pos++;
            while (pos < size && L->letters[pos] != -1) {
                board_sum += L->bvals[pos];
                board_letters[nboard++] = L->letters[pos];
                pos++;
            }
        }
        if (pos > anchor) {
            int whole = nplaced == ntiles;
            int64_t extra = 0;
            if (whole && check_whole) {
                *key_out = whole_key(board_letters, nboard);
                extra = bonus;
            }
            int64_t by_value = 0;
            if (sorted_wmul != wmul) {
                sorted_wmul = wmul;
                nsorted = 0;
                by_cap = 0;
            }
            for (int i = nsorted; i < nplaced; i++) { /* insertion sort, highest first */
                int64_t c = pl[i] * (wmul + px[i]);
                int j = i;
                while (j > 0 && coefficients[j - 1] < c) {
                    coefficients[j] = coefficients[j - 1];
                    j--;
                }
                coefficients[j] = c;
                by_cap += c * pcap[i];
            }
            nsorted = nplaced;
            for (int i = 0; i < nplaced && i < nvalues; i++)
                by_value += coefficients[i] * rack_values[i];
            int64_t score = wmul * board_sum + cross_const + (by_value < by_cap ? by_value : by_cap) + extra;
            if (whole) {
                if (score > best_whole)
                    best_whole = score;
            } else if (score > best_partial) {
                best_partial = score;
            }
        }
    }
    *partial_out = best_partial;
    *whole_out = best_whole;
}

/* Walk every play from one start (only those using every tile when need_all): _Walker.walk. */
static void walk_unit(Walk *w, const Lane *L, int start, int anchor, int need_all, int min_tiles, uint64_t avail,
                      int blanks, uint64_t blank_allow)
{
    int size = w->size;
    w->lane = L;
    int lane_no = (int)(L - w->lanes);
    w->square0 = lane_no < size ? lane_no * size : lane_no - size;
    w->square_step = lane_no < size ? 1 : size;
    w->start = start;
    w->anchor = anchor;
    w->min_tiles = need_all ? w->ntiles : min_tiles;
    w->must = need_all ? ~(uint64_t)0 : 0;
    w->blank_allow = need_all ? blank_allow : ~(uint64_t)0;
    if (need_all) {
        int room = 0;
        w->limit[size] = w->ntiles;
        for (int p = size - 1; p >= 0; p--) {
            room += L->letters[p] == -1;
            w->limit[p] = w->ntiles - room;
        }
        if (w->limit[start] > 0)
            return; /* fewer empty squares than tiles */
    } else {
        for (int p = 0; p <= size; p++)
            w->limit[p] = 0;
    }
    extend(w, start, w->root, 0, 1, 0, 0, avail, blanks);
}

/* The starts not walked yet, in a binary heap: the highest bound first, the first start among equal bounds. */
typedef struct {
    int64_t bound;
    int index;
} Ranked;

static inline int ranks_above(const Ranked *x, const Ranked *y)
{
    return x->bound != y->bound ? x->bound > y->bound : x->index < y->index;
}

static void sift_down(Ranked *heap, int n, int i)
{
    Ranked item = heap[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n)
            break;
        if (c + 1 < n && ranks_above(&heap[c + 1], &heap[c]))
            c++;
        if (!ranks_above(&heap[c], &item))
            break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = item;
}

/* The sort of MoveFinder._order: higher score first, then the tiles (square, then the tile's character) in
 * order, a shorter list before a longer one it begins. Each play gets a 64-bit key of its first three tiles
 * (per tile, 18 bits: square * 128 + the rank of its character + 1; 0 past the last tile), so plays of one
 * score are ordered by comparing two integers; equal keys (the first three tiles alike) compare the rest. */
typedef struct {
    uint64_t key;
    int64_t at; /* the play's offset in the buffer */
} Sorted;

#define KEY_TILES 3

static uint64_t tile_key(int32_t tile, const uint8_t *rank)
{
    return (uint64_t)(tile & ~127) + rank[tile & 127] + 1;
}

static uint64_t play_key(const int32_t *play, const uint8_t *rank)
{
    uint64_t key = 0;
    for (int i = 0; i < KEY_TILES; i++)
        key = key << 18 | (i < play[2] ? tile_key(play[3 + i], rank) : 0);
    return key;
}

/* x before y (same score): by key, then by the tiles past the key's */
static inline int before(const Sorted *x, const Sorted *y, const int32_t *buf, const uint8_t *rank)
{
    if (x->key != y->key)
        return x->key < y->key;
    const int32_t *a = buf + x->at, *b = buf + y->at;
    int n = a[2] < b[2] ? a[2] : b[2];
    for (int i = KEY_TILES; i < n; i++) {
        uint64_t ka = tile_key(a[3 + i], rank), kb = tile_key(b[3 + i], rank);
        if (ka != kb)
            return ka < kb;
    }
    return a[2] < b[2];
}

/* Sorts items[0..n) by `before`: insertion sort for a short run, else a merge sort through tmp. */
static void sort_run(Sorted *items, Sorted *tmp, int64_t n, const int32_t *buf, const uint8_t *rank)
{
    if (n <= 24) {
        for (int64_t i = 1; i < n; i++) {
            Sorted item = items[i];
            int64_t j = i;
            while (j > 0 && before(&item, &items[j - 1], buf, rank)) {
                items[j] = items[j - 1];
                j--;
            }
            items[j] = item;
        }
        return;
    }
    int64_t half = n / 2;
    sort_run(items, tmp, half, buf, rank);
    sort_run(items + half, tmp, n - half, buf, rank);
    int64_t i = 0, j = half, k = 0;
    while (i < half && j < n)
        tmp[k++] = before(&items[j], &items[i], buf, rank) ? items[j++] : items[i++];
    while (i < half)
        tmp[k++] = items[i++];
    while (j < n)
        tmp[k++] = items[j++];
    memcpy(items, tmp, sizeof(Sorted) * (size_t)n);
}

/* The recorded plays in decreasing order of score (a counting sort: scores span a few hundred points), in the
 * order they were found within a score; `starts` gets where each score's run begins (span + 1 items). */
static int sort_by_score(const Walk *w, Sorted *items, const uint8_t *rank)
{
    int32_t low = 0, high = 0;
    for (int64_t i = 0, at = 0; i < w->plays; at += 3 + w->buf[at + 2], i++) {
        int32_t score = w->buf[at];
        if (i == 0 || score < low)
            low = score;
        if (i == 0 || score > high)
            high = score;
    }
    int64_t span = (int64_t)high - low + 1, *starts = calloc((size_t)span + 1, sizeof(int64_t));
    if (!starts)
        return -1;
    for (int64_t i = 0, at = 0; i < w->plays; at += 3 + w->buf[at + 2], i++)
        starts[high - w->buf[at] + 1]++;
    for (int64_t k = 1; k <= span; k++)
        starts[k] += starts[k - 1];
    for (int64_t i = 0, at = 0; i < w->plays; at += 3 + w->buf[at + 2], i++) {
        Sorted *item = &items[starts[high - w->buf[at]]++];
        item->at = at;
        item->key = play_key(w->buf + at, rank);
    }
    free(starts);
    return 0;
}

/* The recorded plays sorted and packed into out->data (see walk_core.h), the first `limit` (-1: all). */
static int pack(const Walk *w, const int32_t *codes, int64_t limit, wp_result *out)
{
    size_t n = (size_t)(w->plays ? w->plays : 1);
    Sorted *items = malloc(sizeof(Sorted) * n), *tmp = malloc(sizeof(Sorted) * n);
    uint8_t rank[2 * MAX_LETTERS], order[2 * MAX_LETTERS];
    int ncodes = 2 * w->nletters;
    for (int i = 0; i < ncodes; i++) { /* the characters in order (an insertion sort: they come nearly sorted) */
        int k = i;
        while (k > 0 && codes[order[k - 1]] > codes[i]) {
            order[k] = order[k - 1];
            k--;
        }
        order[k] = (uint8_t)i;
    }
    for (int k = 0; k < ncodes; k++) /* each character's place among them, equal characters alike */
        rank[order[k]] = (uint8_t)(k > 0 && codes[order[k]] == codes[order[k - 1]] ? rank[order[k - 1]] : k);
    if (!items || !tmp || sort_by_score(w, items, rank) < 0) {
        free(items);
        free(tmp);
        return -1;
    }
    int64_t count = limit >= 0 && limit < w->plays ? limit : w->plays, length = 1 + count;
    for (int64_t i = 0, j; i < count; i = j) { /* then each run of equal scores by its tiles, up to the limit */
        for (j = i + 1; j < w->plays && w->buf[items[j].at] == w->buf[items[i].at]; j++)
            ;
        if (j - i > 1)
            sort_run(items + i, tmp, j - i, w->buf, rank);
    }
    free(tmp);
    for (int64_t i = 0; i < count; i++)
        length += 3 + w->buf[items[i].at + 2];
    int32_t *data = malloc(sizeof(int32_t) * (size_t)length);
    if (!data) {
        free(items);
        return -1;
    }
    data[0] = (int32_t)count;
    int64_t at = 1 + count;
    for (int64_t i = 0; i < count; i++) {
        const int32_t *play = w->buf + items[i].at;
        int32_t size = 3 + play[2];
        data[1 + i] = (int32_t)at;
        memcpy(data + at, play, sizeof(int32_t) * (size_t)size);
        at += size;
    }
    free(items);
    out->data = data;
    out->length = length;
    return 0;
}

int wp_graph_below(const wp_graph *g, uint64_t *below)
{
    /* a depth-first walk from every node not done yet, with a stack of (node, edges left) frames; a node's letters
     * are known once its children's are (state 2), and reaching a node still on the stack (state 1) is a cycle */
    int64_t nodes = g->nodes, depth = 0;
    uint8_t *state = calloc((size_t)(nodes ? nodes : 1), 1);
    int32_t *stack = malloc(sizeof(int32_t) * (size_t)(nodes ? nodes : 1));
    int rc = state && stack ? 0 : -1;
    for (int64_t top = 0; top < nodes && rc == 0; top++) {
        if (state[top])
            continue;
        stack[depth++] = (int32_t)top;
        state[top] = 1;
        below[top] = 0;
        while (depth > 0 && rc == 0) {
            int32_t node = stack[depth - 1], next = -1;
            uint64_t m = g->mask[node];
            uint32_t edge = g->first[node];
            for (; m; m &= m - 1, edge++) { /* the first child not done: walked first */
                int32_t c = (int32_t)g->child[edge];
                if (c < 0 || c >= nodes || state[c] == 1) {
                    rc = -2;
                    break;
                }
                if (!state[c]) {
                    next = c;
                    break;
                }
            }
            if (rc)
                break;
            if (next >= 0) {
                stack[depth++] = next;
                state[next] = 1;
                below[next] = 0;
                continue;
            }
            uint64_t letters = m = g->mask[node]; /* every child done */
            for (edge = g->first[node]; m; m &= m - 1, edge++)
                letters |= below[g->child[edge]];
            below[node] = letters;
            state[node] = 2;
            depth--;
        }
    }
    free(state);
    free(stack);
    return rc;
}

int32_t wp_query_length(int32_t size, int32_t nletters)
{
    return WP_HEADER + 4 * size * size + 4 * nletters;
}

void wp_result_free(wp_result *result)
{
    free(result->data);
    result->data = NULL;
    result->length = 0;
}

/* MoveFinder._units: every (lane, start, first anchor at or after it) the rack can reach. */
static int find_units(const Walk *w, const Lane *lanes, int ntiles, int *unit_lane, int *unit_start, int *unit_anchor)
{
    int nunits = 0, size = w->size;
    for (int lane_no = 0; lane_no < 2 * size; lane_no++) {
        const Lane *L = &lanes[lane_no];
        int k = 0;
        if (!L->nanchors)
            continue;
        for (int start = 0; start < size; start++) {
            while (k < L->nanchors && L->anchors[k] < start)
                k++;
            if (k == L->nanchors)
                break;
            if (start > 0 && L->letters[start - 1] != -1)
                continue;
            int anchor = L->anchors[k], empties = 0; /* empty squares from start to the anchor */
            if (!L->cmask[anchor])
                continue;
            for (int p = start; p < anchor; p++)
                empties += L->letters[p] == -1;
            if (empties + 1 > ntiles)
                continue;
            unit_lane[nunits] = lane_no;
            unit_start[nunits] = start;
            unit_anchor[nunits++] = anchor;
        }
    }
    return nunits;
}

static int read_query(Walk *w, const int32_t *q, int64_t query_length, const wp_graph *g)
{
    int32_t size = q[WP_SIZE], nletters = q[WP_NLETTERS];
    if (query_length < WP_HEADER || size < 1 || size > MAX_LANE || nletters < 1 || nletters > MAX_LETTERS
        || query_length != wp_query_length(size, nletters) || g->root < 0 || g->root >= g->nodes || !g->below
        || !g->alphagrams || g->alphagrams[0] < 4 || g->alphagrams[0] > 40
        || q[WP_BLANKS] < 0 || q[WP_BLANKS] >= MAX_TILES || q[WP_TOP] < 0 || q[WP_START] >= size * size)
        return -2;
    w->mask = g->mask;
    w->first = g->first;
    w->child = g->child;
    w->terminal = g->terminal;
    w->below = g->below;
    w->alphagrams = g->alphagrams;
    w->nodes = g->nodes;
    w->cross_cache = g->cross_cache;
    if (w->cross_cache && w->cross_cache[0] != (uint64_t)g->root + 1) { /* made from another root: emptied */
        memset(w->cross_cache, 0, sizeof(uint64_t) * WP_CROSS_CACHE);
        w->cross_cache[0] = (uint64_t)g->root + 1;
    }
    w->root = g->root;
    w->size = size;
    w->nletters = nletters;
    w->blank_value = q[WP_BLANK_VALUE];
    w->at_least = q[WP_AT_LEAST];
    return 0;
}

/* MoveFinder._search: finds every play (WP_TOP 0, WP_AT_LEAST -1), or, searched best first, the top WP_TOP or
 * every play scoring WP_AT_LEAST or more; packs the first WP_LIMIT of them, best first. */
int wp_search(const wp_graph *graph, const int32_t *q, int64_t query_length, wp_result *out)
{
    Walk w;
    memset(&w, 0, sizeof w);
    memset(out, 0, sizeof *out);
    if (read_query(&w, q, query_length, graph) < 0)
        return -2;
    int size = w.size, nletters = w.nletters, squares = size * size;
    const int32_t *lm32 = q + WP_HEADER, *wm32 = lm32 + squares, *letter_values = wm32 + squares;
    const int32_t *codes = letter_values + nletters, *counts32 = codes + 2 * nletters;
    const int32_t *letters32 = counts32 + nletters, *values32 = letters32 + squares;
    int blanks = q[WP_BLANKS], min_tiles = q[WP_MIN_TILES], top = q[WP_TOP], rc = -1;
    Lane *lanes = malloc(sizeof(Lane) * 2 * (size_t)size);
    int64_t *board = malloc(sizeof(int64_t) * (size_t)squares * 4);
    int *units = malloc(sizeof(int) * (size_t)squares * 2 * 5);
    int64_t *bounds = malloc(sizeof(int64_t) * (size_t)squares * 2 * 2);
    Ranked *ranked = malloc(sizeof(Ranked) * (size_t)squares * 2);
    int64_t *heap = malloc(sizeof(int64_t) * ((size_t)top + 1));
    if (!lanes || !board || !units || !bounds || !ranked || !heap)
        goto done;
    int64_t *letter = board, *value = board + squares, *lm = value + squares, *wm = lm + squares;
    int *unit_lane = units, *unit_start = units + squares * 2, *unit_anchor = unit_start + squares * 2;
    int *keys = unit_anchor + squares * 2; /* per start: the all-tiles check its bound awaits (see shadow) */
    int *segment = keys + squares * 2;     /* per start: the board letter of its all-tiles segment (whole_key) */
    int64_t *partial = bounds, *whole = bounds + squares * 2;
    for (int i = 0; i < squares; i++) {
        letter[i] = letters32[i];
        value[i] = values32[i];
        lm[i] = lm32[i];
        wm[i] = wm32[i];
    }
    int ntiles = blanks;
    uint64_t avail = 0;
    uint64_t full = nletters == 64 ? ~(uint64_t)0 : (((uint64_t)1 << nletters) - 1);
    int64_t rack_values[MAX_TILES];
    int nvalues = 0;
    for (int i = 0; i < nletters; i++) {
        w.values[i] = letter_values[i];
        if (counts32[i] < 0 || counts32[i] >= MAX_TILES || ntiles + counts32[i] >= MAX_TILES) {
            rc = -2;
            goto done;
        }
        w.counts[i] = counts32[i];
        ntiles += w.counts[i];
        if (w.counts[i])
            avail |= (uint64_t)1 << i;
    }
    rc = 0;
    if (ntiles == 0)
        goto done;
    for (int i = 0; i < nletters; i++)
        for (int k = 0; k < w.counts[i]; k++)
            rack_values[nvalues++] = w.values[i];
    uint64_t real_mask = avail;
    for (int k = 0; k < blanks; k++)
        rack_values[nvalues++] = w.blank_value;
    for (int i = 1; i < nvalues; i++) { /* highest first */
        int64_t v = rack_values[i];
        int j = i;
        while (j > 0 && rack_values[j - 1] < v) {
            rack_values[j] = rack_values[j - 1];
            j--;
        }
        rack_values[j] = v;
    }
    w.ntiles = ntiles;
    int all_tiles = ntiles >= q[WP_RACK_SIZE];
    w.bonus = all_tiles ? q[WP_BONUS] : 0;
    w.top = top;
    w.heap = heap;
    w.cutv = w.at_least;
    w.lanes = lanes;
    build_lanes(&w, lanes, letter, value, lm, wm, q[WP_START], full);
    int nunits = find_units(&w, lanes, ntiles, unit_lane, unit_start, unit_anchor);
    if (top == 0 && w.at_least < 0) {
        for (int u = 0; u < nunits && !w.error; u++)
            walk_unit(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], 0, min_tiles, avail, blanks, ~(uint64_t)0);
    } else {
        uint64_t rack_mask = (blanks ? full : 0) | real_mask;
        int known[MAX_LETTERS + 1], blank_done[MAX_LETTERS + 1];
        uint64_t blank_known[MAX_LETTERS + 1];
        for (int i = 0; i <= nletters; i++) {
            known[i] = -1;
            blank_done[i] = 0;
        }
        for (int u = 0; u < nunits; u++) {
            shadow(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], rack_values, nvalues, rack_mask, real_mask,
                   full, blanks, all_tiles, w.bonus, &partial[u], &whole[u], &keys[u]);
            ranked[u].bound = partial[u] > whole[u] ? partial[u] : whole[u];
            ranked[u].index = u;
            segment[u] = keys[u]; /* kept for the walk (keys[u] is spent by the all-tiles check) */
        }
        for (int i = nunits / 2 - 1; i >= 0; i--)
            sift_down(ranked, nunits, i);
        int left = nunits;
        while (left > 0 && !w.error && ranked[0].bound >= w.cutv) {
            int u = ranked[0].index;
            if (whole[u] > partial[u] && keys[u] != NO_CHECK) { /* the bound is the all-tiles play's: is there one? */
                int ok = possible(&w, keys[u], blanks, full, known);
                keys[u] = NO_CHECK;
                if (!ok) {
                    whole[u] = 0;
                    ranked[0].bound = partial[u];
                    sift_down(ranked, left, 0);
                    continue;
                }
            }
            ranked[0] = ranked[--left];
            sift_down(ranked, left, 0);
            int need_all = partial[u] < w.cutv;
            uint64_t blank_allow = ~(uint64_t)0; /* an all-tiles walk's blanks: the letters that complete a word */
            if (need_all && blanks && segment[u] != NO_CHECK) {
                if (!blank_done[segment[u] + 1]) {
                    blank_known[segment[u] + 1] = blank_letters(&w, segment[u], blanks);
                    blank_done[segment[u] + 1] = 1;
                }
                blank_allow = blank_known[segment[u] + 1];
            }
            walk_unit(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], need_all, min_tiles, avail, blanks,
                      blank_allow);
        }
    }
    int64_t limit = q[WP_LIMIT];
    if (top > 0 && (limit < 0 || limit > top))
        limit = top;
    if (w.error || (limit != 0 && pack(&w, codes, limit, out) < 0))
        rc = -1;
done:
    out->plays = rc == 0 ? w.plays : 0;
    out->work = w.work;
    free(w.buf);
    free(lanes);
    free(board);
    free(units);
    free(bounds);
    free(ranked);
    free(heap);
    return rc;
}
