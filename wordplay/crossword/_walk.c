/*
 * wordplay.crossword._walk: the move generator's inner loop in C (optional; see native.py).
 *
 * What it mirrors, step for step: MoveFinder._search of wordplay/crossword/generator.py on the pure path
 * (search() below): the lanes and their cross-checks (_lanes), the starts (_units), the bounds per start
 * (_bounds, with _AllTilesFeasibility), the walk from each start (_Walker.walk and its nested extend()) and
 * the final sort (_order). From one start in one lane the walk follows the word graph left to right,
 * following board tiles and branching on rack tiles (each rack letter the graph and the
 * square's cross-check allow, then each such letter for a blank), keeping the score as
 * running sums (main word letters, word multiplier, cross words). Plays are recorded in a flat
 * buffer (no Python object during the walk); the top list's cut comes from a min-heap of the best
 * scores so far. At the end the plays are sorted by the key the Python sorts by and handed back as
 * (score, ((square, tile), ...), across) tuples or FoundPlay objects, whose (square, tile) pairs are
 * the Python tables' own objects (pair / blank_pair): the same plays, scores and order on both paths.
 *
 * The graph is the flat-array layout of graph.py: per node a letter mask (uint64), the
 * index of its first edge (uint32) and a terminal flag (uint8); per edge the child (uint32).
 * The child for letter L is child[first[node] + popcount(mask[node] & ((1 << L) - 1))].
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define MAX_LANE 32
#define MAX_LETTERS 64
#define MAX_TILES 32

typedef struct {
    long letters[MAX_LANE], bvals[MAX_LANE], csum[MAX_LANE], lm[MAX_LANE], wm[MAX_LANE];
    uint64_t cmask[MAX_LANE];
    int across, nanchors;
    int anchors[MAX_LANE];
} Lane;

typedef struct {
    /* the word graph */
    const uint64_t *mask;
    const uint32_t *first;
    const uint32_t *child;
    const uint8_t *terminal;
    Py_ssize_t nodes;
    int32_t root;
    /* the lane being walked */
    int size;
    const Lane *lane, *lanes;
    int start, anchor;
    /* the rack and the rules */
    int nletters;
    long values[MAX_LETTERS], blank_value, bonus;
    int counts[MAX_LETTERS];
    int ntiles, min_tiles;
    int limit[MAX_LANE + 1];
    /* where plays go: every play scoring cutv or more is appended to found; with top > 0 a min-heap of the
     * best top scores so far raises cutv (a play of the final top list never scores below it) */
    int32_t *buf; /* per play: score, across, n, then n tiles as square * 128 + letter * 2 + blank */
    Py_ssize_t buf_len, buf_cap, plays;
    int square_of[2 * MAX_LANE][MAX_LANE]; /* board square of each lane position */
    int lane_no;
    long cutv, at_least;
    int top, heap_len;
    long *heap;
    /* the play being built: its tiles' lane positions, letters and blank flags */
    int slot_pos[MAX_TILES], slot_letter[MAX_TILES], slot_blank[MAX_TILES];
    int error;
} Walk;

static void heap_add(Walk *w, long score)
{
    long *h = w->heap;
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

static int record(Walk *w, long score, int n)
{
    if (w->buf_len + 3 + n > w->buf_cap) {
        Py_ssize_t cap = w->buf_cap ? 2 * w->buf_cap : 4096;
        int32_t *grown = PyMem_Realloc(w->buf, sizeof(int32_t) * cap);
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        w->buf = grown;
        w->buf_cap = cap;
    }
    int32_t *out = w->buf + w->buf_len;
    out[0] = (int32_t)score;
    out[1] = w->lane->across;
    out[2] = n;
    for (int i = 0; i < n; i++)
        out[3 + i] = w->square_of[w->lane_no][w->slot_pos[i]] * 128 + w->slot_letter[i] * 2 + w->slot_blank[i];
    w->buf_len += 3 + n;
    w->plays++;
    if (w->top > 0)
        heap_add(w, score);
    return 0;
}

static inline int32_t step(const Walk *w, int32_t node, uint64_t m, uint64_t bit)
{
    return w->child[w->first[node] + __builtin_popcountll(m & (bit - 1))];
}

/* extend() of generator.py: same arguments, same order of branches. */
static void extend(Walk *w, int pos, int32_t node, long msum, long wmul, long xtot, int n, uint64_t avail, int bl)
{
    const Lane *L = w->lane;
    int size = w->size;
    while (pos < size) { /* follow the tiles already on the board */
        long letter = L->letters[pos];
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
    if (n >= w->min_tiles && pos > w->anchor && w->terminal[node] && pos - w->start >= 2
        && (L->across || n > 1 || L->csum[w->slot_pos[0]] < 0)) {
        long score = msum * wmul + xtot + (n == w->ntiles ? w->bonus : 0);
        if (score >= w->cutv && record(w, score, n) < 0) {
            w->error = 1;
            return;
        }
    }
    if (pos == size || n == w->ntiles || n < w->limit[pos])
        return;
    uint64_t m = w->mask[node];
    uint64_t allowed = m & L->cmask[pos];
    if (!allowed)
        return;
    long lmul = L->lm[pos], wmw = L->wm[pos], cs = L->csum[pos];
    long nw = wmul * wmw;
    uint64_t real = allowed & avail;
    w->slot_pos[n] = pos;
    w->slot_blank[n] = 0;
    while (real) {
        uint64_t bit = real & (~real + 1);
        real ^= bit;
        int letter = __builtin_ctzll(bit);
        long v = w->values[letter] * lmul;
        w->counts[letter]--;
        w->slot_letter[n] = letter;
        extend(w, pos + 1, step(w, node, m, bit), msum + v, nw, cs >= 0 ? xtot + (cs + v) * wmw : xtot, n + 1,
               w->counts[letter] ? avail : avail ^ bit, bl);
        w->counts[letter]++;
        w->slot_blank[n] = 0;
        if (w->error)
            return;
    }
    if (bl) {
        long v = w->blank_value * lmul;
        long x = cs >= 0 ? xtot + (cs + v) * wmw : xtot;
        while (allowed) {
            uint64_t bit = allowed & (~allowed + 1);
            allowed ^= bit;
            int letter = __builtin_ctzll(bit);
            w->slot_pos[n] = pos;
            w->slot_letter[n] = letter;
            w->slot_blank[n] = 1;
            extend(w, pos + 1, step(w, node, m, bit), msum + v, nw, x, n + 1, avail, bl - 1);
            if (w->error)
                return;
        }
    }
}

static int read_longs(PyObject *seq, long *out, Py_ssize_t n, const char *what)
{
    if (!PyList_Check(seq) || PyList_GET_SIZE(seq) < n) {
        PyErr_Format(PyExc_TypeError, "%s: a list of at least %zd ints expected", what, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLong(PyList_GET_ITEM(seq, i));
        if (out[i] == -1 && PyErr_Occurred())
            return -1;
    }
    return 0;
}

static int get_buffer(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, const char *what)
{
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) < 0)
        return -1;
    if (view->len % itemsize) {
        PyBuffer_Release(view);
        PyErr_Format(PyExc_ValueError, "%s: a buffer of %zd-byte items expected", what, itemsize);
        return -1;
    }
    return 0;
}

/* _AllTilesFeasibility._anagram's go() of generator.py: can the rack counts (blanks wild) spell a word of
 * exactly `length` letters? Letters in increasing order, rack letters before blanks. */
static int spell(const Walk *w, int32_t node, int depth, int length, int *counts, uint64_t have, uint64_t full,
                 int blanks)
{
    if (depth == length)
        return w->terminal[node] != 0;
    uint64_t m = w->mask[node];
    uint64_t options = m & (blanks ? full : have);
    while (options) {
        uint64_t bit = options & (~options + 1);
        options ^= bit;
        int letter = __builtin_ctzll(bit);
        int32_t c = step(w, node, m, bit);
        int ok;
        if (have & bit) {
            counts[letter]--;
            ok = spell(w, c, depth + 1, length, counts, counts[letter] ? have : have ^ bit, full, blanks);
            counts[letter]++;
        } else {
            ok = spell(w, c, depth + 1, length, counts, have, full, blanks - 1);
        }
        if (ok)
            return 1;
    }
    return 0;
}

/* _AllTilesFeasibility.possible: the whole rack with the segment's board letters (none or one; two or more:
 * "maybe") spells some word. known[key + 1] caches the answer per board letter (-1: not asked yet). */
static int possible(Walk *w, const long *board_letters, int nboard, int blanks, uint64_t full, int *known)
{
    if (nboard >= 2)
        return 1;
    int key = nboard ? (int)board_letters[0] : -1;
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
        known[key + 1] = spell(w, w->root, 0, w->ntiles + (key >= 0), counts, have, full, blanks);
    }
    return known[key + 1];
}

/* The cross-check of an empty square: the letters x for which before + x + after is a word (graph.cross_mask). */
static uint64_t cross_mask(const Walk *w, const long *before, int nb, const long *after, int na)
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

/* MoveFinder._lanes: rows (across) then columns, each with its tiles, premiums, cross-checks and anchors. */
static int build_lanes(Walk *w, Lane *lanes, const long *letter, const long *value, const long *lm, const long *wm,
                       long start_square, uint64_t full)
{
    int size = w->size;
    for (int lane_no = 0; lane_no < 2 * size; lane_no++) {
        Lane *L = &lanes[lane_no];
        int across = lane_no < size, index = across ? lane_no : lane_no - size;
        int step_sq = across ? size : 1; /* the cross direction */
        L->across = across;
        L->nanchors = 0;
        for (int i = 0; i < size; i++) {
            int sq = across ? index * size + i : i * size + index;
            L->lm[i] = lm[sq];
            L->wm[i] = wm[sq];
            w->square_of[lane_no][i] = sq;
            L->letters[i] = letter[sq];
            L->bvals[i] = value[sq];
            L->cmask[i] = 0;
            L->csum[i] = -1;
            if (letter[sq] != -1)
                continue;
            long before[MAX_LANE], after[MAX_LANE], total = 0;
            int nb = 0, na = 0, unknown = 0;
            for (int s = sq - step_sq; s >= 0 && letter[s] != -1 && (across || s / size == sq / size); s -= step_sq) {
                before[nb++] = letter[s];
                total += value[s];
            }
            for (int s = sq + step_sq; s < size * size && letter[s] != -1 && (across || s / size == sq / size);
                 s += step_sq) {
                after[na++] = letter[s];
                total += value[s];
            }
            if (nb || na) {
                for (int k = 0; k < nb / 2; k++) { /* before was read backwards */
                    long t = before[k];
                    before[k] = before[nb - 1 - k];
                    before[nb - 1 - k] = t;
                }
                for (int k = 0; k < nb; k++)
                    unknown |= before[k] < 0 || before[k] >= w->nletters;
                for (int k = 0; k < na; k++)
                    unknown |= after[k] < 0 || after[k] >= w->nletters;
                L->cmask[i] = unknown ? 0 : cross_mask(w, before, nb, after, na);
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
 * every tile (whole); `check_whole`: ask `possible` before counting an all-tiles segment (the bonus with it). */
static void shadow(Walk *w, const Lane *L, int start, int anchor, const long *rack_values, int nvalues,
                   uint64_t rack_mask, uint64_t real_mask, uint64_t full, int blanks, int check_whole, long bonus,
                   int *known, long *partial_out, long *whole_out)
{
    int size = w->size, ntiles = w->ntiles;
    long top_value = nvalues ? rack_values[0] : 0;
    long best_partial = 0, best_whole = 0, wmul = 1, board_sum = 0, cross_const = 0;
    long board_letters[MAX_LANE], pl[MAX_TILES], px[MAX_TILES], pcap[MAX_TILES];
    int nboard = 0, nplaced = 0, pos = start;
    while (pos < size) {
        if (L->letters[pos] != -1) {
            board_sum += L->bvals[pos];
            board_letters[nboard++] = L->letters[pos];
            pos++;
        } else {
            uint64_t allowed = L->cmask[pos] & rack_mask;
            if (nplaced == ntiles || !allowed)
                break;
            long cap;
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
            long extra = 0;
            if (whole && check_whole) {
                if (!possible(w, board_letters, nboard, blanks, full, known))
                    continue;
                extra = bonus;
            }
            long coefficients[MAX_TILES], by_value = 0, by_cap = 0;
            for (int i = 0; i < nplaced; i++) { /* insertion sort, highest first */
                long c = pl[i] * (wmul + px[i]);
                int j = i;
                while (j > 0 && coefficients[j - 1] < c) {
                    coefficients[j] = coefficients[j - 1];
                    j--;
                }
                coefficients[j] = c;
                by_cap += c * pcap[i];
            }
            for (int i = 0; i < nplaced && i < nvalues; i++)
                by_value += coefficients[i] * rack_values[i];
            long score = wmul * board_sum + cross_const + (by_value < by_cap ? by_value : by_cap) + extra;
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
                      int blanks)
{
    int size = w->size;
    w->lane = L;
    w->lane_no = (int)(L - w->lanes);
    w->start = start;
    w->anchor = anchor;
    w->min_tiles = need_all ? w->ntiles : min_tiles;
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

typedef struct {
    long bound;
    int index;
} Ranked;

static int by_bound(const void *a, const void *b)
{
    const Ranked *x = a, *y = b;
    if (x->bound != y->bound)
        return x->bound > y->bound ? -1 : 1;
    return x->index - y->index;
}

/* The sort of MoveFinder._order: higher score first, then the tiles (square, then the tile's character) in
 * order, a shorter list before a longer one it begins. */
static const int32_t *sort_buf;
static Py_UCS4 sort_code[2 * MAX_LETTERS];

static int compare_plays(const void *a, const void *b)
{
    const int32_t *x = sort_buf + *(const Py_ssize_t *)a, *y = sort_buf + *(const Py_ssize_t *)b;
    if (x[0] != y[0])
        return x[0] > y[0] ? -1 : 1;
    int n = x[2] < y[2] ? x[2] : y[2];
    for (int i = 0; i < n; i++) {
        int32_t sx = x[3 + i] >> 7, sy = y[3 + i] >> 7;
        if (sx != sy)
            return sx < sy ? -1 : 1;
        Py_UCS4 cx = sort_code[x[3 + i] & 127], cy = sort_code[y[3 + i] & 127];
        if (cx != cy)
            return cx < cy ? -1 : 1;
    }
    return x[2] < y[2] ? -1 : (x[2] > y[2]);
}

/* The recorded plays, sorted, as (score, tiles, across) tuples or `make` objects (their slots score, tiles,
 * across, _context and _play set through the member descriptors, no Python code run), appended to found. */
static int emit(Walk *w, PyObject *found, PyObject *pair, PyObject *blank_pair, PyObject *make, PyObject *context,
                Py_ssize_t limit)
{
    static const char *names[5] = {"score", "tiles", "across", "_context", "_play"};
    PyObject *descr[5] = {NULL, NULL, NULL, NULL, NULL};
    Py_ssize_t *offsets = PyMem_Malloc(sizeof(Py_ssize_t) * (w->plays ? w->plays : 1));
    int rc = -1;
    if (!offsets) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0, at = 0; i < w->plays; i++) {
        offsets[i] = at;
        at += 3 + w->buf[at + 2];
    }
    PyObject *row0 = PyList_GET_ITEM(pair, 0), *brow0 = PyList_GET_ITEM(blank_pair, 0);
    for (int letter = 0; letter < w->nletters; letter++) {
        for (int blank = 0; blank < 2; blank++) {
            PyObject *row = blank ? brow0 : row0, *p, *t;
            if (!PyList_Check(row) || PyList_GET_SIZE(row) <= letter || !PyTuple_Check(p = PyList_GET_ITEM(row, letter))
                || PyTuple_GET_SIZE(p) != 2 || !PyUnicode_Check(t = PyTuple_GET_ITEM(p, 1)) || PyUnicode_GET_LENGTH(t) != 1) {
                PyErr_SetString(PyExc_TypeError, "search(): pair rows of (square, one-letter tile) tuples expected");
                goto done;
            }
            sort_code[letter * 2 + blank] = PyUnicode_READ_CHAR(t, 0);
        }
    }
    sort_buf = w->buf;
    qsort(offsets, w->plays, sizeof(Py_ssize_t), compare_plays);
    if (make != Py_None) {
        for (int k = 0; k < 5; k++) {
            descr[k] = PyObject_GetAttrString(make, names[k]);
            if (!descr[k] || !Py_TYPE(descr[k])->tp_descr_set) {
                PyErr_Clear();
                PyErr_Format(PyExc_TypeError, "search(): %s is not a slot of the class", names[k]);
                goto done;
            }
        }
    }
    Py_ssize_t count = limit > 0 && limit < w->plays ? limit : w->plays;
    for (Py_ssize_t i = 0; i < count; i++) {
        const int32_t *play = w->buf + offsets[i];
        int n = play[2];
        PyObject *tiles = PyTuple_New(n), *score, *across = play[1] ? Py_True : Py_False, *entry;
        if (!tiles)
            goto done;
        for (int k = 0; k < n; k++) {
            int32_t code = play[3 + k];
            PyObject *row = PyList_GET_ITEM((code & 1) ? blank_pair : pair, code >> 7);
            PyObject *item = PyList_GET_ITEM(row, (code & 127) >> 1);
            Py_INCREF(item);
            PyTuple_SET_ITEM(tiles, k, item);
        }
        if (!(score = PyLong_FromLong(play[0]))) {
            Py_DECREF(tiles);
            goto done;
        }
        if (make == Py_None) {
            entry = PyTuple_Pack(3, score, tiles, across);
        } else {
            entry = ((PyTypeObject *)make)->tp_alloc((PyTypeObject *)make, 0);
            PyObject *fields[5] = {score, tiles, across, context, Py_None};
            for (int k = 0; entry && k < 5; k++)
                if (Py_TYPE(descr[k])->tp_descr_set(descr[k], entry, fields[k]) < 0)
                    Py_CLEAR(entry);
        }
        Py_DECREF(score);
        Py_DECREF(tiles);
        if (!entry)
            goto done;
        int failed = PyList_Append(found, entry);
        Py_DECREF(entry);
        if (failed)
            goto done;
    }
    rc = 0;
done:
    for (int k = 0; k < 5; k++)
        Py_XDECREF(descr[k]);
    PyMem_Free(offsets);
    return rc;
}

/*
 * search(graph, root, letters, values, lm, wm, size, start_square, pair, blank_pair, letter_values, blank_value,
 *        counts, blanks, min_tiles, rack_size, all_tiles_bonus, top, at_least, found, make, context) -> count
 * MoveFinder._search: graph: (mask, first, child, terminal) buffers; letters / values / lm / wm: per square of
 * the board (a letter index, -1 empty, -2 a tile the lexicon cannot spell); start_square: the square a first
 * play must cover (-1 when the board has tiles); pair / blank_pair: per square, per letter the (square, tile)
 * tuple to put in a play; counts: the rack's letter counts. Finds every play (top 0, at_least -1), or, searched
 * best first, the top `top` or every play scoring at_least or more, and appends them to found (a list, or None
 * for a count only) best first, as (score, tiles, across) tuples or, when make is a class, as make objects
 * with that context. Returns how many plays it found (with top, possibly more than it appends).
 */
static PyObject *search(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 22) {
        PyErr_SetString(PyExc_TypeError, "search() takes 22 arguments");
        return NULL;
    }
    PyObject *graph = args[0], *pair = args[8], *blank_pair = args[9], *found = args[19], *make = args[20];
    if (!PyTuple_Check(graph) || PyTuple_GET_SIZE(graph) != 4 || !PyList_Check(pair) || !PyList_Check(blank_pair)
        || !PyList_Check(args[10]) || !PyList_Check(args[12]) || !(found == Py_None || PyList_Check(found))
        || !(make == Py_None || PyType_Check(make))) {
        PyErr_SetString(PyExc_TypeError, "search(): bad argument types");
        return NULL;
    }
    Walk w;
    memset(&w, 0, sizeof w);
    Py_buffer views[4];
    Py_ssize_t itemsizes[4] = {8, 4, 4, 1};
    int got = 0;
    PyObject *result = NULL;
    Lane *lanes = NULL;
    long *letter = NULL, *value = NULL, *lm = NULL, *wm = NULL, *heap = NULL;
    int *unit_lane = NULL, *unit_start = NULL, *unit_anchor = NULL;
    long *partial = NULL, *whole = NULL;
    Ranked *ranked = NULL;
    for (; got < 4; got++)
        if (get_buffer(PyTuple_GET_ITEM(graph, got), &views[got], itemsizes[got], "graph") < 0)
            goto done;
    w.mask = views[0].buf;
    w.first = views[1].buf;
    w.child = views[2].buf;
    w.terminal = views[3].buf;
    w.nodes = views[0].len / 8;
    long root = PyLong_AsLong(args[1]);
    long size = PyLong_AsLong(args[6]), start_square = PyLong_AsLong(args[7]);
    w.blank_value = PyLong_AsLong(args[11]);
    long blanks = PyLong_AsLong(args[13]), min_tiles = PyLong_AsLong(args[14]), rack_size = PyLong_AsLong(args[15]);
    long all_tiles_bonus = PyLong_AsLong(args[16]), top = PyLong_AsLong(args[17]);
    w.at_least = PyLong_AsLong(args[18]);
    if (PyErr_Occurred())
        goto done;
    Py_ssize_t nletters = PyList_GET_SIZE(args[10]);
    if (size < 1 || size > MAX_LANE || nletters > MAX_LETTERS || PyList_GET_SIZE(args[12]) != nletters
        || PyList_GET_SIZE(pair) < size * size || PyList_GET_SIZE(blank_pair) < size * size || root < 0
        || root >= w.nodes || blanks < 0 || top < 0) {
        PyErr_SetString(PyExc_ValueError, "search(): bad board size, alphabet, rack or root");
        goto done;
    }
    w.size = (int)size;
    w.root = (int32_t)root;
    w.nletters = (int)nletters;
    Py_ssize_t squares = size * size;
    lanes = PyMem_Malloc(sizeof(Lane) * 2 * size);
    letter = PyMem_Malloc(sizeof(long) * squares * 4);
    unit_lane = PyMem_Malloc(sizeof(int) * squares * 2 * 3);
    partial = PyMem_Malloc(sizeof(long) * squares * 2 * 2);
    ranked = PyMem_Malloc(sizeof(Ranked) * squares * 2);
    heap = PyMem_Malloc(sizeof(long) * (top + 1));
    if (!lanes || !letter || !unit_lane || !partial || !ranked || !heap) {
        PyErr_NoMemory();
        goto done;
    }
    value = letter + squares;
    lm = value + squares;
    wm = lm + squares;
    unit_start = unit_lane + squares * 2;
    unit_anchor = unit_start + squares * 2;
    whole = partial + squares * 2;
    long counts_l[MAX_LETTERS];
    if (read_longs(args[2], letter, squares, "letters") < 0 || read_longs(args[3], value, squares, "values") < 0
        || read_longs(args[4], lm, squares, "lm") < 0 || read_longs(args[5], wm, squares, "wm") < 0
        || read_longs(args[10], w.values, nletters, "letter values") < 0
        || read_longs(args[12], counts_l, nletters, "counts") < 0)
        goto done;
    int ntiles = (int)blanks;
    uint64_t avail = 0, real_mask = 0;
    uint64_t full = nletters == 64 ? ~(uint64_t)0 : (((uint64_t)1 << nletters) - 1);
    long rack_values[MAX_TILES];
    int nvalues = 0;
    for (int i = 0; i < nletters; i++) {
        if (counts_l[i] < 0 || counts_l[i] >= MAX_TILES || ntiles + counts_l[i] >= MAX_TILES) {
            PyErr_SetString(PyExc_ValueError, "search(): too many tiles");
            goto done;
        }
        w.counts[i] = (int)counts_l[i];
        ntiles += w.counts[i];
        if (w.counts[i])
            avail |= (uint64_t)1 << i;
        for (int k = 0; k < w.counts[i]; k++)
            rack_values[nvalues++] = w.values[i];
    }
    if (ntiles == 0) {
        result = PyLong_FromLong(0);
        goto done;
    }
    real_mask = avail;
    for (int k = 0; k < blanks; k++)
        rack_values[nvalues++] = w.blank_value;
    for (int i = 1; i < nvalues; i++) { /* highest first */
        long v = rack_values[i];
        int j = i;
        while (j > 0 && rack_values[j - 1] < v) {
            rack_values[j] = rack_values[j - 1];
            j--;
        }
        rack_values[j] = v;
    }
    w.ntiles = ntiles;
    int all_tiles = ntiles >= rack_size;
    w.bonus = all_tiles ? all_tiles_bonus : 0;
    w.top = (int)top;
    w.heap = heap;
    w.cutv = w.at_least;
    w.lanes = lanes;
    if (build_lanes(&w, lanes, letter, value, lm, wm, start_square, full) < 0)
        goto done;
    /* MoveFinder._units: every (lane, start, first anchor at or after it) the rack can reach */
    int nunits = 0;
    for (int lane_no = 0; lane_no < 2 * size; lane_no++) {
        const Lane *L = &lanes[lane_no];
        int k = 0, empties = 0; /* empties: empty squares from start to the anchor */
        if (!L->nanchors)
            continue;
        for (int start = 0; start < size; start++) {
            while (k < L->nanchors && L->anchors[k] < start)
                k++;
            if (k == L->nanchors)
                break;
            if (start > 0 && L->letters[start - 1] != -1)
                continue;
            int anchor = L->anchors[k];
            if (!L->cmask[anchor])
                continue;
            empties = 0;
            for (int p = start; p < anchor; p++)
                empties += L->letters[p] == -1;
            if (empties + 1 > ntiles)
                continue;
            unit_lane[nunits] = lane_no;
            unit_start[nunits] = start;
            unit_anchor[nunits++] = anchor;
        }
    }
    if (top == 0 && w.at_least < 0) {
        for (int u = 0; u < nunits && !w.error; u++)
            walk_unit(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], 0, (int)min_tiles, avail, (int)blanks);
    } else {
        uint64_t rack_mask = (blanks ? full : 0) | real_mask;
        int known[MAX_LETTERS + 1];
        for (int i = 0; i <= nletters; i++)
            known[i] = -1;
        for (int u = 0; u < nunits; u++) {
            shadow(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], rack_values, nvalues, rack_mask, real_mask,
                   full, (int)blanks, all_tiles, w.bonus, known, &partial[u], &whole[u]);
            ranked[u].bound = partial[u] > whole[u] ? partial[u] : whole[u];
            ranked[u].index = u;
        }
        qsort(ranked, nunits, sizeof(Ranked), by_bound);
        for (int r = 0; r < nunits && !w.error; r++) {
            if (ranked[r].bound < w.cutv)
                break;
            int u = ranked[r].index;
            walk_unit(&w, &lanes[unit_lane[u]], unit_start[u], unit_anchor[u], partial[u] < w.cutv, (int)min_tiles,
                      avail, (int)blanks);
        }
    }
    if (!w.error && (found == Py_None || emit(&w, found, pair, blank_pair, make, args[21], top) == 0))
        result = PyLong_FromSsize_t(w.plays);
done:
    PyMem_Free(w.buf);
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    PyMem_Free(lanes);
    PyMem_Free(letter);
    PyMem_Free(unit_lane);
    PyMem_Free(partial);
    PyMem_Free(ranked);
    PyMem_Free(heap);
    return result;
}

static PyMethodDef methods[] = {
    {"search", (PyCFunction)(void (*)(void))search, METH_FASTCALL, "Every play, or the best ones (see generator.py)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_walk", "The move generator's inner loop in C.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__walk(void) { return PyModule_Create(&module); }
