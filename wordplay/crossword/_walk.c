/*
 * wordplay.crossword._walk: the move generator's inner loop in C (optional; see native.py).
 *
 * What it mirrors, step for step: _Walker.walk and its nested extend() in wordplay/crossword/generator.py
 * (walk() below), _AllTilesFeasibility._anagram (anagram()), the loop body of MoveFinder._bounds
 * (shadow()) and MoveFinder._order (order()).
 * From one start in one lane it walks the word graph left to right,
 * following board tiles and branching on rack tiles (each rack letter the graph and the
 * square's cross-check allow, then each such letter for a blank), keeping the score as
 * running sums (main word letters, word multiplier, cross words). A play found is recorded
 * exactly as the Python records it: the tuple (score, ((square, tile), ...), across) is
 * appended to `found`, or, when the search keeps only the top plays, handed to
 * `record_top(score, tiles, across)`, after which the cut is re-read from `cut[0]`.
 * The (square, tile) pairs are the Python tables' own objects (pair / blank_pair), so the
 * plays, their scores and their order after the Python sort are the same on both paths.
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
    /* the word graph */
    const uint64_t *mask;
    const uint32_t *first;
    const uint32_t *child;
    const uint8_t *terminal;
    Py_ssize_t nodes;
    /* the lane */
    int size;
    long letters[MAX_LANE], bvals[MAX_LANE], csum[MAX_LANE], lm[MAX_LANE], wm[MAX_LANE];
    uint64_t cmask[MAX_LANE];
    PyObject *pair_row[MAX_LANE], *blank_row[MAX_LANE]; /* borrowed: pair[squares[i]] */
    int start, anchor, across;
    /* the rack and the rules */
    long values[MAX_LETTERS], blank_value, bonus;
    int counts[MAX_LETTERS];
    int ntiles, min_tiles;
    int limit[MAX_LANE + 1];
    /* where plays go */
    PyObject *found, *cut, *record, *across_obj;
    long cutv;
    /* the play being built: its tiles' lane positions, letters and blank flags */
    int slot_pos[MAX_TILES], slot_letter[MAX_TILES], slot_blank[MAX_TILES];
    int error;
} Walk;

static int record(Walk *w, long score, int n)
{
    PyObject *tiles = PyTuple_New(n);
    if (!tiles)
        return -1;
    for (int i = 0; i < n; i++) {
        PyObject *row = w->slot_blank[i] ? w->blank_row[w->slot_pos[i]] : w->pair_row[w->slot_pos[i]];
        PyObject *pair = PyList_GET_ITEM(row, w->slot_letter[i]);
        Py_INCREF(pair);
        PyTuple_SET_ITEM(tiles, i, pair);
    }
    PyObject *pyscore = PyLong_FromLong(score);
    if (!pyscore) {
        Py_DECREF(tiles);
        return -1;
    }
    if (w->record == Py_None) {
        PyObject *entry = PyTuple_Pack(3, pyscore, tiles, w->across_obj);
        Py_DECREF(pyscore);
        Py_DECREF(tiles);
        if (!entry)
            return -1;
        int rc = PyList_Append(w->found, entry);
        Py_DECREF(entry);
        return rc;
    }
    PyObject *res = PyObject_CallFunctionObjArgs(w->record, pyscore, tiles, w->across_obj, NULL);
    Py_DECREF(pyscore);
    Py_DECREF(tiles);
    if (!res)
        return -1;
    Py_DECREF(res);
    w->cutv = PyLong_AsLong(PyList_GET_ITEM(w->cut, 0));
    return (w->cutv == -1 && PyErr_Occurred()) ? -1 : 0;
}

static inline int32_t step(const Walk *w, int32_t node, uint64_t m, uint64_t bit)
{
    return w->child[w->first[node] + __builtin_popcountll(m & (bit - 1))];
}

/* extend() of generator.py: same arguments, same order of branches. */
static void extend(Walk *w, int pos, int32_t node, long msum, long wmul, long xtot, int n, uint64_t avail, int bl)
{
    int size = w->size;
    while (pos < size) { /* follow the tiles already on the board */
        long letter = w->letters[pos];
        if (letter == -1)
            break;
        if (letter < 0)
            return; /* a tile the lexicon cannot spell */
        uint64_t m = w->mask[node], bit = (uint64_t)1 << letter;
        if (!(m & bit))
            return;
        node = step(w, node, m, bit);
        msum += w->bvals[pos];
        pos++;
    }
    if (n >= w->min_tiles && pos > w->anchor && w->terminal[node] && pos - w->start >= 2
        && (w->across || n > 1 || w->csum[w->slot_pos[0]] < 0)) {
        long score = msum * wmul + xtot + (n == w->ntiles ? w->bonus : 0);
        if (score >= w->cutv && record(w, score, n) < 0) {
            w->error = 1;
            return;
        }
    }
    if (pos == size || n == w->ntiles || n < w->limit[pos])
        return;
    uint64_t m = w->mask[node];
    uint64_t allowed = m & w->cmask[pos];
    if (!allowed)
        return;
    long lmul = w->lm[pos], wmw = w->wm[pos], cs = w->csum[pos];
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

/*
 * walk(graph, root, lane, squares, pair, blank_pair, values, blank_value, counts, blanks, avail,
 *      ntiles, min_tiles, bonus, start, anchor, limit, found, cut, record_top)
 * graph: (mask, first, child, terminal) buffers; lane: (letters, values, cross_mask, cross_sum,
 * lm, wm, across) as on _Lane; counts: the rack's count list (restored on return).
 */
static PyObject *walk(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 20) {
        PyErr_SetString(PyExc_TypeError, "walk() takes 20 arguments");
        return NULL;
    }
    PyObject *graph = args[0], *lane = args[2], *squares = args[3], *pair = args[4], *blank_pair = args[5];
    if (!PyTuple_Check(graph) || PyTuple_GET_SIZE(graph) != 4 || !PyTuple_Check(lane) || PyTuple_GET_SIZE(lane) != 7
        || !PyList_Check(squares) || !PyList_Check(pair) || !PyList_Check(blank_pair) || !PyList_Check(args[6])
        || !PyList_Check(args[8]) || !PyList_Check(args[17]) || !PyList_Check(args[18])) {
        PyErr_SetString(PyExc_TypeError, "walk(): bad argument types");
        return NULL;
    }
    Walk w;
    w.error = 0;
    Py_buffer views[4];
    Py_ssize_t itemsizes[4] = {8, 4, 4, 1};
    int got = 0;
    PyObject *result = NULL;
    for (; got < 4; got++)
        if (get_buffer(PyTuple_GET_ITEM(graph, got), &views[got], itemsizes[got], "graph") < 0)
            goto done;
    w.mask = views[0].buf;
    w.first = views[1].buf;
    w.child = views[2].buf;
    w.terminal = views[3].buf;
    w.nodes = views[0].len / 8;
    long root = PyLong_AsLong(args[1]);
    w.size = (int)PyList_GET_SIZE(squares);
    Py_ssize_t nletters = PyList_GET_SIZE(args[6]);
    if (w.size > MAX_LANE || nletters > MAX_LETTERS || PyList_GET_SIZE(args[8]) != nletters) {
        PyErr_SetString(PyExc_ValueError, "walk(): lane or alphabet too large");
        goto done;
    }
    long tmp[MAX_LANE];
    if (read_longs(PyTuple_GET_ITEM(lane, 0), w.letters, w.size, "letters") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 1), w.bvals, w.size, "values") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 3), w.csum, w.size, "cross_sum") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 4), w.lm, w.size, "lm") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 5), w.wm, w.size, "wm") < 0
        || read_longs(squares, tmp, w.size, "squares") < 0)
        goto done;
    PyObject *cm = PyTuple_GET_ITEM(lane, 2);
    if (!PyList_Check(cm) || PyList_GET_SIZE(cm) < w.size) {
        PyErr_SetString(PyExc_TypeError, "cross_mask: a list expected");
        goto done;
    }
    for (int i = 0; i < w.size; i++) {
        w.cmask[i] = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(cm, i));
        if (PyErr_Occurred())
            goto done;
        if (tmp[i] < 0 || tmp[i] >= PyList_GET_SIZE(pair) || tmp[i] >= PyList_GET_SIZE(blank_pair)) {
            PyErr_SetString(PyExc_IndexError, "walk(): square out of range");
            goto done;
        }
        w.pair_row[i] = PyList_GET_ITEM(pair, tmp[i]);
        w.blank_row[i] = PyList_GET_ITEM(blank_pair, tmp[i]);
        if (!PyList_Check(w.pair_row[i]) || PyList_GET_SIZE(w.pair_row[i]) < nletters
            || !PyList_Check(w.blank_row[i]) || PyList_GET_SIZE(w.blank_row[i]) < nletters) {
            PyErr_SetString(PyExc_TypeError, "walk(): pair rows must be lists, one entry per letter");
            goto done;
        }
    }
    w.across = PyObject_IsTrue(PyTuple_GET_ITEM(lane, 6));
    w.across_obj = w.across ? Py_True : Py_False;
    long lcounts[MAX_LETTERS], llimit[MAX_LANE + 1];
    if (read_longs(args[6], w.values, nletters, "letter values") < 0
        || read_longs(args[8], lcounts, nletters, "counts") < 0
        || read_longs(args[16], llimit, w.size + 1, "limit") < 0)
        goto done;
    for (Py_ssize_t i = 0; i < nletters; i++)
        w.counts[i] = (int)lcounts[i];
    for (int i = 0; i <= w.size; i++)
        w.limit[i] = (int)llimit[i];
    w.blank_value = PyLong_AsLong(args[7]);
    long blanks = PyLong_AsLong(args[9]);
    uint64_t avail = PyLong_AsUnsignedLongLong(args[10]);
    w.ntiles = (int)PyLong_AsLong(args[11]);
    w.min_tiles = (int)PyLong_AsLong(args[12]);
    w.bonus = PyLong_AsLong(args[13]);
    w.start = (int)PyLong_AsLong(args[14]);
    w.anchor = (int)PyLong_AsLong(args[15]);
    w.found = args[17];
    w.cut = args[18];
    w.record = args[19];
    if (PyErr_Occurred())
        goto done;
    if (w.ntiles >= MAX_TILES || root < 0 || root >= w.nodes || PyList_GET_SIZE(w.cut) < 1) {
        PyErr_SetString(PyExc_ValueError, "walk(): bad rack, root or cut");
        goto done;
    }
    w.cutv = PyLong_AsLong(PyList_GET_ITEM(w.cut, 0));
    if (PyErr_Occurred())
        goto done;
    extend(&w, w.start, (int32_t)root, 0, 1, 0, 0, avail, (int)blanks);
    if (!w.error) {
        Py_INCREF(Py_None);
        result = Py_None;
    }
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    return result;
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

/* anagram(graph, root, counts, blanks, length) -> bool (see spell above) */
static PyObject *anagram(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 5 || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) != 4 || !PyList_Check(args[2])) {
        PyErr_SetString(PyExc_TypeError, "anagram(graph, root, counts, blanks, length)");
        return NULL;
    }
    Walk w;
    Py_buffer views[4];
    Py_ssize_t itemsizes[4] = {8, 4, 4, 1};
    int got = 0, ok = -1;
    long counts_l[MAX_LETTERS];
    int counts[MAX_LETTERS];
    Py_ssize_t nletters = PyList_GET_SIZE(args[2]);
    for (; got < 4; got++)
        if (get_buffer(PyTuple_GET_ITEM(args[0], got), &views[got], itemsizes[got], "graph") < 0)
            goto done;
    w.mask = views[0].buf;
    w.first = views[1].buf;
    w.child = views[2].buf;
    w.terminal = views[3].buf;
    long root = PyLong_AsLong(args[1]), blanks = PyLong_AsLong(args[3]), length = PyLong_AsLong(args[4]);
    if (PyErr_Occurred())
        goto done;
    if (nletters > MAX_LETTERS || root < 0 || root >= views[0].len / 8) {
        PyErr_SetString(PyExc_ValueError, "anagram(): alphabet too large or bad root");
        goto done;
    }
    if (read_longs(args[2], counts_l, nletters, "counts") < 0)
        goto done;
    uint64_t have = 0, full = nletters == 64 ? ~(uint64_t)0 : (((uint64_t)1 << nletters) - 1);
    for (Py_ssize_t i = 0; i < nletters; i++) {
        counts[i] = (int)counts_l[i];
        if (counts[i])
            have |= (uint64_t)1 << i;
    }
    ok = spell(&w, (int32_t)root, 0, (int)length, counts, have, full, (int)blanks);
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    if (ok < 0)
        return NULL;
    return PyBool_FromLong(ok);
}

/* shadow(lane, start, anchor, rack_values, rack_mask, real_mask, full, values, blank_value, blanks, ntiles,
 *        possible, bonus) -> (partial bound, whole bound): the loop body of MoveFinder._bounds for one start.
 * rack_values: the rack's tile values, highest first; possible: _AllTilesFeasibility.possible or None. */
static PyObject *shadow(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 13 || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) != 7 || !PyList_Check(args[3])
        || !PyList_Check(args[7])) {
        PyErr_SetString(PyExc_TypeError, "shadow(): bad arguments");
        return NULL;
    }
    PyObject *lane = args[0], *possible = args[11];
    long letters[MAX_LANE], bvals[MAX_LANE], csum[MAX_LANE], lm[MAX_LANE], wm[MAX_LANE];
    long rack_values[MAX_TILES], values[MAX_LETTERS];
    uint64_t cmask[MAX_LANE];
    PyObject *cm = PyTuple_GET_ITEM(lane, 2);
    int size = PyList_Check(cm) ? (int)PyList_GET_SIZE(cm) : -1;
    Py_ssize_t nvalues = PyList_GET_SIZE(args[3]), nletters = PyList_GET_SIZE(args[7]);
    if (size < 0 || size > MAX_LANE || nvalues > MAX_TILES || nletters > MAX_LETTERS) {
        PyErr_SetString(PyExc_ValueError, "shadow(): lane, rack or alphabet too large");
        return NULL;
    }
    if (read_longs(PyTuple_GET_ITEM(lane, 0), letters, size, "letters") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 1), bvals, size, "values") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 3), csum, size, "cross_sum") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 4), lm, size, "lm") < 0
        || read_longs(PyTuple_GET_ITEM(lane, 5), wm, size, "wm") < 0
        || read_longs(args[3], rack_values, nvalues, "rack values") < 0
        || read_longs(args[7], values, nletters, "letter values") < 0)
        return NULL;
    for (int i = 0; i < size; i++) {
        cmask[i] = PyLong_AsUnsignedLongLong(PyList_GET_ITEM(cm, i));
        if (PyErr_Occurred())
            return NULL;
    }
    long start = PyLong_AsLong(args[1]), anchor = PyLong_AsLong(args[2]);
    uint64_t rack_mask = PyLong_AsUnsignedLongLong(args[4]), real_mask = PyLong_AsUnsignedLongLong(args[5]);
    uint64_t full = PyLong_AsUnsignedLongLong(args[6]);
    long blank_value = PyLong_AsLong(args[8]), blanks = PyLong_AsLong(args[9]), ntiles = PyLong_AsLong(args[10]);
    long bonus = PyLong_AsLong(args[12]);
    if (PyErr_Occurred())
        return NULL;
    if (start < 0 || ntiles > MAX_TILES) {
        PyErr_SetString(PyExc_ValueError, "shadow(): bad start or rack");
        return NULL;
    }
    long top_value = nvalues ? rack_values[0] : 0;
    long best_partial = 0, best_whole = 0, wmul = 1, board_sum = 0, cross_const = 0;
    long board_letters[MAX_LANE], pl[MAX_TILES], px[MAX_TILES], pcap[MAX_TILES];
    int nboard = 0, nplaced = 0;
    long pos = start;
    while (pos < size) {
        if (letters[pos] != -1) {
            board_sum += bvals[pos];
            board_letters[nboard++] = letters[pos];
            pos++;
        } else {
            uint64_t allowed = cmask[pos] & rack_mask;
            if (nplaced == ntiles || !allowed)
                break;
            long cap;
            if (cmask[pos] == full) {
                cap = top_value;
            } else { /* _best_value */
                cap = blanks ? blank_value : -1;
                for (uint64_t m = allowed & real_mask; m; m &= m - 1) {
                    int letter = __builtin_ctzll(m);
                    if (letter < nletters && values[letter] > cap)
                        cap = values[letter];
                }
                if (cap < 0)
                    cap = 0;
            }
            wmul *= wm[pos];
            if (csum[pos] >= 0) {
                cross_const += csum[pos] * wm[pos];
                px[nplaced] = wm[pos];
            } else {
                px[nplaced] = 0;
            }
            pl[nplaced] = lm[pos];
            pcap[nplaced++] = cap;
            pos++;
            while (pos < size && letters[pos] != -1) {
                board_sum += bvals[pos];
                board_letters[nboard++] = letters[pos];
                pos++;
            }
        }
        if (pos > anchor) {
            int whole = nplaced == ntiles;
            long extra = 0;
            if (whole && possible != Py_None) {
                PyObject *list = PyList_New(nboard);
                if (!list)
                    return NULL;
                for (int i = 0; i < nboard; i++) {
                    PyObject *v = PyLong_FromLong(board_letters[i]);
                    if (!v) {
                        Py_DECREF(list);
                        return NULL;
                    }
                    PyList_SET_ITEM(list, i, v);
                }
                PyObject *answer = PyObject_CallOneArg(possible, list);
                Py_DECREF(list);
                if (!answer)
                    return NULL;
                int ok = PyObject_IsTrue(answer);
                Py_DECREF(answer);
                if (ok < 0)
                    return NULL;
                if (!ok)
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
    return Py_BuildValue("(ll)", best_partial, best_whole);
}

/* order(found): sorts the list of (score, ((square, tile), ...), across) in place, best first, by the key
 * generator.py sorts by: (-score, tiles), tiles compared pair by pair (square, then the tile's character), a
 * shorter tuple before a longer one it begins. Tiles are one character each. */
typedef struct {
    long score;
    Py_ssize_t index, n;
    long sq[MAX_TILES];
    Py_UCS4 ch[MAX_TILES];
    PyObject *item;
} Entry;

static int compare(const void *a, const void *b)
{
    const Entry *x = *(const Entry *const *)a, *y = *(const Entry *const *)b;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    for (Py_ssize_t i = 0; i < x->n && i < y->n; i++) {
        if (x->sq[i] != y->sq[i])
            return x->sq[i] < y->sq[i] ? -1 : 1;
        if (x->ch[i] != y->ch[i])
            return x->ch[i] < y->ch[i] ? -1 : 1;
    }
    if (x->n != y->n)
        return x->n < y->n ? -1 : 1;
    return x->index < y->index ? -1 : (x->index > y->index); /* stable, as Python's sort */
}

static PyObject *order(PyObject *self, PyObject *found)
{
    (void)self;
    if (!PyList_Check(found)) {
        PyErr_SetString(PyExc_TypeError, "order(): a list expected");
        return NULL;
    }
    Py_ssize_t count = PyList_GET_SIZE(found);
    Entry *entries = PyMem_Malloc(sizeof(Entry) * (count ? count : 1));
    Entry **sorted = PyMem_Malloc(sizeof(Entry *) * (count ? count : 1));
    if (!entries || !sorted) {
        PyMem_Free(entries);
        PyMem_Free(sorted);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        Entry *e = sorted[i] = &entries[i];
        PyObject *item = PyList_GET_ITEM(found, i), *tiles;
        if (!PyTuple_Check(item) || PyTuple_GET_SIZE(item) != 3 || !PyTuple_Check(tiles = PyTuple_GET_ITEM(item, 1))
            || PyTuple_GET_SIZE(tiles) > MAX_TILES)
            goto bad;
        e->item = item;
        e->index = i;
        e->score = PyLong_AsLong(PyTuple_GET_ITEM(item, 0));
        e->n = PyTuple_GET_SIZE(tiles);
        for (Py_ssize_t k = 0; k < e->n; k++) {
            PyObject *pair = PyTuple_GET_ITEM(tiles, k), *tile;
            if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2 || !PyUnicode_Check(tile = PyTuple_GET_ITEM(pair, 1))
                || PyUnicode_GET_LENGTH(tile) != 1)
                goto bad;
            e->sq[k] = PyLong_AsLong(PyTuple_GET_ITEM(pair, 0));
            e->ch[k] = PyUnicode_READ_CHAR(tile, 0);
        }
        if (PyErr_Occurred()) {
            PyMem_Free(entries);
            PyMem_Free(sorted);
            return NULL;
        }
    }
    qsort(sorted, count, sizeof(Entry *), compare);
    for (Py_ssize_t i = 0; i < count; i++) /* a permutation of the same items: no reference changes */
        PyList_SET_ITEM(found, i, sorted[i]->item);
    PyMem_Free(entries);
    PyMem_Free(sorted);
    Py_RETURN_NONE;
bad:
    PyMem_Free(entries);
    PyMem_Free(sorted);
    PyErr_SetString(PyExc_TypeError, "order(): (score, ((square, tile), ...), across) entries expected");
    return NULL;
}

static PyMethodDef methods[] = {
    {"shadow", (PyCFunction)(void (*)(void))shadow, METH_FASTCALL, "Score bounds of the plays from one start."},
    {"order", order, METH_O, "Sort found plays best first, as generator.py does."},
    {"walk", (PyCFunction)(void (*)(void))walk, METH_FASTCALL, "Every play from one start (see generator.py)."},
    {"anagram", (PyCFunction)(void (*)(void))anagram, METH_FASTCALL, "Can the rack spell a word of that length?"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_walk", "The move generator's inner loop in C.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__walk(void) { return PyModule_Create(&module); }
