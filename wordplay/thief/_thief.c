/*
 * wordplay.thief._thief: the CPython binding of Word Thief's C core (thief_core.c; see native.py).
 *
 *   pieces(graph, root, nletters, counts, jokers, max_length, min_length) -> ([(key, length), ...], steps)
 *   supersets(graph, root, nletters, lo, spare, jokers, most, min_length) -> ([key, ...], steps)
 *   ranked_pieces(graph, root, nletters, counts, jokers, max_length, min_length,
 *                 stolen, pool, values, bonus, viable, suits, multiplier, bonus_doubled, wilds, longest_suited, descending,
 *                 hand, least, stolen_wilds, limit, budget, told, piece_steps, scoring)
 *       -> ([(key, length, holds, bound), ...] best bound first, steps), and with a hand (an int32 buffer, else
 *          None) the pieces that may be words of a split third (thief_core.h's wt_bounds); a walk stopped at its
 *          limit answers its steps alone (an empty list); a walk over its budget (None, steps, pieces found);
 *          with scoring (an int64 buffer of WT_SCORING items, else None) ([(key, length, holds, bound, plain
 *          score or None), ...] of the pieces worth listing, steps, pieces found)
 *   ranked_supersets(graph, root, nletters, lo, spare, jokers, most, min_length, stolen, ...) -> the same
 *   split_walk(ranked_pieces' arguments, with a hand, without scoring[, reach]) -> (split search, steps, pieces
 *          found, keys, lengths, holds, bounds): the split pieces listed (with reach, an int64 buffer of WT_REACH
 *          items or None, only those a split reaching the bar can hold) and their split search made of them in one call, the
 *          pieces as bytes columns best bound first (never Python tuples sent back in); over its budget as
 *          ranked_pieces (None, steps, pieces found)
 *
 *   card_ways(cards, word, need_stolen), card_search(cards, lists, at_least): the exact card search (cards_core.h)
 *   card_supply(cards, need_stolen, kept) -> supply; supply_ways(supply, word), supply_generation(supply): a
 *          Supply's cards with the ways of the words listed so far (cards_core.h's wk_supply); cover_cards(search,
 *          suitless, suited, alphabet): the split search scores the sets that need the card search itself
 *
 * graph is the alphagram graph's (first_edge, edge_letters, edge_targets, terminals) buffers, counts, lo and spare
 * int32 buffers of nletters items (bonus of max_length + 1, suits of a multiple of nletters; viable bytes of
 * max_length + 1 or None), keys the packed letter counts as Python ints (alphagrams.py's Packing). The
 * binding only checks and converts: the walks are the core's.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "cards_core.h"
#include "cover_core.h"
#include "score_core.h"
#include "thief_core.h"

typedef struct {
    Py_buffer views[4];
    int got;
    wt_graph graph;
} Graph;

static void release(Graph *g)
{
    for (int i = 0; i < g->got; i++)
        PyBuffer_Release(&g->views[i]);
    g->got = 0;
}

static int get_graph(Graph *g, PyObject *tuple, PyObject *root, PyObject *nletters)
{
    static const Py_ssize_t itemsizes[4] = {4, 1, 4, 1};
    g->got = 0;
    if (!PyTuple_Check(tuple) || PyTuple_GET_SIZE(tuple) != 4) {
        PyErr_SetString(PyExc_TypeError, "graph: a tuple of 4 buffers (first_edge, edge_letters, edge_targets, terminals)");
        return -1;
    }
    for (; g->got < 4; g->got++) {
        Py_buffer *view = &g->views[g->got];
        if (PyObject_GetBuffer(PyTuple_GET_ITEM(tuple, g->got), view, PyBUF_FORMAT) < 0) {
            release(g);
            return -1;
        }
        if (view->itemsize != itemsizes[g->got]) {
            g->got += 1;
            release(g);
            PyErr_SetString(PyExc_ValueError, "graph: buffers of 4, 1, 4 and 1-byte items expected");
            return -1;
        }
    }
    long r = PyLong_AsLong(root), n = PyLong_AsLong(nletters);
    Py_ssize_t nodes = g->views[3].len, edges = g->views[1].len;
    if (PyErr_Occurred()) {
        release(g);
        return -1;
    }
    if (g->views[0].len / 4 != nodes + 1 || g->views[2].len / 4 != edges || nodes >= INT32_MAX || edges >= INT32_MAX
        || r < 0 || r >= nodes || n < 1 || n > WT_MAX_LETTERS
        || ((const uint32_t *)g->views[0].buf)[nodes] != (uint32_t)edges) {
        release(g);
        PyErr_SetString(PyExc_ValueError, "graph: its arrays disagree, or the root or alphabet does not fit");
        return -1;
    }
    wt_graph graph = {g->views[0].buf, g->views[1].buf, g->views[2].buf, g->views[3].buf,
                      (int32_t)nodes, (int32_t)edges, (int32_t)r, (int32_t)n};
    g->graph = graph;
    return 0;
}

/* An int32 buffer of nletters items, copied into out. */
static int get_counts(PyObject *obj, int32_t nletters, int32_t *out, const char *what)
{
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0)
        return -1;
    int ok = view.len == (Py_ssize_t)nletters * 4;
    if (ok)
        memcpy(out, view.buf, (size_t)view.len);
    PyBuffer_Release(&view);
    if (!ok)
        PyErr_Format(PyExc_ValueError, "%s: an int32 buffer of one item a letter expected", what);
    return ok ? 0 : -1;
}

/* A buffer of at least least items of itemsize bytes (held in view: release it). */
static int get_array(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, Py_ssize_t least, const char *what)
{
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) < 0)
        return -1;
    if (view->len % itemsize || view->len / itemsize < least) {
        PyBuffer_Release(view);
        PyErr_Format(PyExc_ValueError, "%s: a buffer of %zd-byte items, at least %zd of them, expected", what, itemsize,
                     least);
        return -1;
    }
    return 0;
}

/* A packed key (little-endian bytes) as a Python int. */
static PyObject *from_bytes(const uint8_t *bytes, int32_t width)
{
#if PY_VERSION_HEX >= 0x030D0000
    return PyLong_FromUnsignedNativeBytes(bytes, (size_t)width,
                                          Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER);
#else
    return _PyLong_FromByteArray(bytes, (size_t)width, 1, 0);
#endif
}

static PyObject *key_of(const wt_found *found, int64_t i, int32_t width)
{
    return from_bytes(found->keys + i * width, width);
}

static PyObject *ranked_item(const wt_found *found, int64_t i, int32_t width)
{
    PyObject *key = key_of(found, i, width), *length = PyLong_FromLong(found->lengths[i]);
    PyObject *holds = from_bytes(found->holds + i * width, width), *bound = PyLong_FromLongLong(found->bounds[i]);
    PyObject *plain = NULL, *item = NULL;
    if (found->scored)
        plain = found->plain[i] == WT_NOT_PLAIN ? Py_NewRef(Py_None) : PyLong_FromLongLong(found->plain[i]);
    if (key && length && holds && bound && (plain || !found->scored))
        item = plain ? PyTuple_Pack(5, key, length, holds, bound, plain) : PyTuple_Pack(4, key, length, holds, bound);
    if (item) /* numbers only: never in a cycle, so the collector need not walk the many pieces of a listing */
        PyObject_GC_UnTrack(item);
    Py_XDECREF(key);
    Py_XDECREF(length);
    Py_XDECREF(holds);
    Py_XDECREF(bound);
    Py_XDECREF(plain);
    return item;
}

/* The found alphagrams as a list (of (key, length) tuples with lengths; of (key, length, holds, bound) tuples in
 * their order when ranked), and the steps: (list, steps); with split flags, (list, steps, the items of the list
 * that may be words of a split, in order). */
static PyObject *answer(int rc, wt_found *found, int32_t nletters, int with_lengths)
{
    PyObject *list = NULL;
    if (rc == 0 && found->over) { /* over its budget: nothing listed, the count the search ticks for */
        PyObject *over = Py_BuildValue("(OLL)", Py_None, (long long)found->steps, (long long)found->found);
        wt_found_free(found);
        return over;
    }
    if (rc == -1) {
        PyErr_NoMemory();
        goto done;
    }
    if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, "a malformed graph or query (see thief_core.h)");
        goto done;
    }
    int32_t width = WT_KEY_BYTES(nletters);
    int64_t listed = found->scored ? found->shown : found->count; /* with scoring, those worth listing */
    list = PyList_New((Py_ssize_t)listed);
    if (!list)
        goto done;
    for (int64_t i = 0; i < listed; i++) {
        PyObject *item = found->order ? ranked_item(found, found->order[i], width) : key_of(found, i, width);
        if (item && with_lengths && !found->order) {
            PyObject *length = PyLong_FromLong(found->lengths[i]);
            PyObject *pair = length ? PyTuple_Pack(2, item, length) : NULL;
            Py_DECREF(item);
            Py_XDECREF(length);
            item = pair;
        }
        if (!item) {
            Py_CLEAR(list);
            goto done;
        }
        PyList_SET_ITEM(list, (Py_ssize_t)i, item);
    }
done:;
    PyObject *result = NULL;
    if (list && found->split) {
        PyObject *split = PyList_New(0);
        for (int64_t i = 0; split && i < found->count; i++)
            if (found->split[found->order[i]] && PyList_Append(split, PyList_GET_ITEM(list, (Py_ssize_t)i)) < 0)
                Py_CLEAR(split);
        if (split)
            result = Py_BuildValue("(NLN)", list, (long long)found->steps, split);
        else
            Py_DECREF(list);
    } else if (list && found->scored) {
        result = Py_BuildValue("(NLL)", list, (long long)found->steps, (long long)found->count);
    } else if (list) {
        result = Py_BuildValue("(NL)", list, (long long)found->steps);
    }
    wt_found_free(found);
    return result;
}

static int get_ints(PyObject *const *args, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        long v = PyLong_AsLong(args[i]);
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (v < INT32_MIN || v > INT32_MAX) {
            PyErr_SetString(PyExc_OverflowError, "an argument does not fit in 32 bits");
            return -1;
        }
        out[i] = (int32_t)v;
    }
    return 0;
}

static PyObject *pieces(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "pieces(graph, root, nletters, counts, jokers, max_length, min_length)");
        return NULL;
    }
    Graph g;
    int32_t counts[WT_MAX_LETTERS], ints[3];
    if (get_graph(&g, args[0], args[1], args[2]) < 0)
        return NULL;
    if (get_counts(args[3], g.graph.nletters, counts, "counts") < 0 || get_ints(args + 4, ints, 3) < 0) {
        release(&g);
        return NULL;
    }
    wt_found found;
    int rc;
    Py_BEGIN_ALLOW_THREADS rc = wt_pieces(&g.graph, counts, ints[0], ints[1], ints[2], &found);
    Py_END_ALLOW_THREADS release(&g);
    return answer(rc, &found, g.graph.nletters, 1);
}

static PyObject *supersets(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 8) {
        PyErr_SetString(PyExc_TypeError, "supersets(graph, root, nletters, lo, spare, jokers, most, min_length)");
        return NULL;
    }
    Graph g;
    int32_t lo[WT_MAX_LETTERS], spare[WT_MAX_LETTERS], ints[3];
    if (get_graph(&g, args[0], args[1], args[2]) < 0)
        return NULL;
    if (get_counts(args[3], g.graph.nletters, lo, "lo") < 0 || get_counts(args[4], g.graph.nletters, spare, "spare") < 0
        || get_ints(args + 5, ints, 3) < 0) {
        release(&g);
        return NULL;
    }
    wt_found found;
    int rc;
    Py_BEGIN_ALLOW_THREADS rc = wt_supersets(&g.graph, lo, spare, ints[0], ints[1], ints[2], &found);
    Py_END_ALLOW_THREADS release(&g);
    return answer(rc, &found, g.graph.nletters, 0);
}

typedef struct {
    wc_search *search;
    Graph graph;
} Splits;

static void drop_splits(PyObject *capsule);
static PyObject *status_error(int rc);
static PyObject *built(int rc, wt_found *found, Splits *s, const int32_t *hand, int32_t jokers, int32_t shortest);

/* ranked_pieces and ranked_supersets: the walk's own arguments (one letter count buffer more for supersets: lo,
 * then spare), then the bounds' (see the module's docstring). With build (split_walk: ranked_pieces with a hand),
 * the split search of the split pieces is made of the walk's answer in the core (built). */
static PyObject *ranked(PyObject *const *args, Py_ssize_t nargs, int supersets, int build)
{
    Py_ssize_t s = supersets ? 1 : 0; /* the arguments after counts are one further on */
    PyObject *reaching = build && nargs == 27 ? args[26] : Py_None; /* split_walk's reach, last (thief_core.h) */
    if (build && nargs == 27)
        nargs = 26;
    if (nargs != 26 + s) {
        PyErr_SetString(PyExc_TypeError, supersets ? "ranked_supersets(graph, root, nletters, lo, spare, jokers, most, "
                                                     "min_length, stolen, pool, values, bonus, viable, suits, "
                                                     "multiplier, bonus_doubled, wilds, longest_suited, descending, hand, least, "
                                                     "stolen_wilds, limit, "
                                                     "budget, told, piece_steps, scoring)"
                                                   : "ranked_pieces(graph, root, nletters, counts, jokers, max_length, "
                                                     "min_length, stolen, pool, values, bonus, viable, suits, "
                                                     "multiplier, bonus_doubled, wilds, longest_suited, descending, hand, least, "
                                                     "stolen_wilds, limit, budget, told, piece_steps, scoring)");
        return NULL;
    }
    Splits *splits = build ? PyMem_Calloc(1, sizeof *splits) : NULL;
    if (build && !splits)
        return PyErr_NoMemory();
    Graph local, *graph = build ? &splits->graph : &local, g;
    int32_t counts[WT_MAX_LETTERS], spare[WT_MAX_LETTERS], stolen[WT_MAX_LETTERS], pool[WT_MAX_LETTERS];
    int32_t values[WT_MAX_LETTERS], hand[WT_MAX_LETTERS], ints[3], more[5], split[3], budgeting[2];
    Py_buffer views[5];
    int got = 0;
    PyObject *result = NULL;
    if (get_graph(graph, args[0], args[1], args[2]) < 0) {
        PyMem_Free(splits);
        return NULL;
    }
    g = *graph;
    int32_t nl = g.graph.nletters;
    args += s;
    if (get_counts(args[3 - s], nl, counts, supersets ? "lo" : "counts") < 0
        || (supersets && get_counts(args[3], nl, spare, "spare") < 0) || get_ints(args + 4, ints, 3) < 0
        || get_counts(args[7], nl, stolen, "stolen") < 0 || get_counts(args[8], nl, pool, "pool") < 0
        || get_counts(args[9], nl, values, "values") < 0 || get_ints(args + 13, more, 5) < 0
        || (args[18] != Py_None && get_counts(args[18], nl, hand, "hand") < 0) || get_ints(args + 19, split, 3) < 0
        || get_ints(args + 23, budgeting, 2) < 0)
        goto done;
    if (build && (args[18] == Py_None || args[25] != Py_None)) {
        PyErr_SetString(PyExc_TypeError, "split_walk: ranked_pieces' arguments with a hand and without scoring");
        goto done;
    }
    long long budget = PyLong_AsLongLong(args[22]);
    if (budget == -1 && PyErr_Occurred())
        goto done;
    if (budget < 0 || budgeting[0] < 1 || budgeting[1] < 0) {
        PyErr_SetString(PyExc_ValueError, "budget and piece_steps must be 0 or more, told 1 or more");
        goto done;
    }
    if (ints[1] < 0 || ints[1] >= WT_MAX_DEPTH) {
        PyErr_SetString(PyExc_ValueError, "the longest alphagram asked for is out of range");
        goto done;
    }
    if (get_array(args[10], &views[0], 4, ints[1] + 1, "bonus") < 0)
        goto done;
    got = 1;
    if (args[11] != Py_None) {
        if (get_array(args[11], &views[1], 1, ints[1] + 1, "viable") < 0)
            goto done;
    } else {
        views[1].buf = NULL;
        views[1].obj = NULL;
    }
    got = 2;
    if (get_array(args[12], &views[2], 4, 0, "suits") < 0)
        goto done;
    got = 3;
    if (views[2].len % (4 * nl)) {
        PyErr_SetString(PyExc_ValueError, "suits: the letter cards of each suit, a letter count each");
        goto done;
    }
    views[3].buf = views[3].obj = NULL;
    if (args[25] != Py_None) {
        if (get_array(args[25], &views[3], 8, WT_SCORING, "scoring") < 0)
            goto done;
        got = 4;
        if (args[18] != Py_None || budget) {
            PyErr_SetString(PyExc_ValueError, "scoring: for a walk without a hand or a budget");
            goto done;
        }
    }
    views[4].buf = views[4].obj = NULL;
    if (reaching != Py_None) {
        if (get_array(reaching, &views[4], 8, WT_REACH, "reach") < 0)
            goto done;
        got = 5;
    }
    wt_bounds bounds = {stolen, pool, values, views[0].buf, views[1].buf, views[2].buf,
                        (int32_t)(views[2].len / (4 * nl)), more[0], more[1], more[2], more[3], more[4],
                        args[18] == Py_None ? NULL : hand, split[0], split[1], split[2], budget, budgeting[0], budgeting[1],
                        views[3].buf, views[4].buf};
    wt_found found;
    int rc;
    Py_BEGIN_ALLOW_THREADS rc = supersets
                                    ? wt_ranked_supersets(&g.graph, counts, spare, ints[0], ints[1], ints[2], &bounds,
                                                          &found)
                                    : wt_ranked_pieces(&g.graph, counts, ints[0], ints[1], ints[2], &bounds, &found);
    Py_END_ALLOW_THREADS;
    if (build) {
        result = built(rc, &found, splits, hand, ints[0], ints[2]);
        splits = NULL; /* built keeps it in its capsule, or frees it */
    } else {
        result = answer(rc, &found, nl, 1);
    }
done:
    for (int i = 0; i < got; i++)
        if (views[i].obj)
            PyBuffer_Release(&views[i]);
    if (build && splits) {
        release(&splits->graph);
        PyMem_Free(splits);
    } else if (!build) {
        release(&local);
    }
    return result;
}

static PyObject *ranked_pieces(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return ranked(args, nargs, 0, 0);
}

static PyObject *ranked_supersets(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return ranked(args, nargs, 1, 0);
}

static PyObject *split_walk(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return ranked(args, nargs, 0, 1);
}

/* split_walk's answer: the split search of the split pieces the walk found (its capsule keeps s and its graph), the
 * walk's steps, how many pieces it found, and the split pieces best bound first as their columns (keys, int32
 * lengths, holds, int64 bounds: bytes); over its budget, ranked_pieces' (None, steps, pieces found). Frees found,
 * and s unless its capsule keeps it. */
static PyObject *built(int rc, wt_found *found, Splits *s, const int32_t *hand, int32_t jokers, int32_t shortest)
{
    PyObject *result = NULL, *capsule = NULL;
    wc_pieces pieces = {0, NULL, NULL, NULL, NULL};
    if (rc != 0 || found->over) {
        result = answer(rc, found, s->graph.graph.nletters, 1); /* frees found */
        release(&s->graph);
        PyMem_Free(s);
        return result;
    }
    int status;
    s->search = wc_new_ranked(&s->graph.graph, found, hand, jokers, shortest, &pieces, &status);
    int64_t steps = found->steps, count = found->count;
    wt_found_free(found);
    if (!s->search) {
        release(&s->graph);
        PyMem_Free(s);
        return status_error(status);
    }
    capsule = PyCapsule_New(s, "wordplay.thief.splits", drop_splits);
    if (!capsule) {
        wc_free(s->search);
        release(&s->graph);
        PyMem_Free(s);
        wc_pieces_free(&pieces);
        return NULL;
    }
    Py_ssize_t n = (Py_ssize_t)pieces.count, width = WT_KEY_BYTES(s->graph.graph.nletters);
    result = Py_BuildValue("(NLLy#y#y#y#)", capsule, (long long)steps, (long long)count, (const char *)pieces.keys,
                           n * width, (const char *)pieces.lengths, n * 4, (const char *)pieces.holds, n * width,
                           (const char *)pieces.bounds, n * 8);
    wc_pieces_free(&pieces);
    return result;
}


/* ----- the split search (cover_core.h): a capsule holding the search and the graph it walks ------------------ */

static void drop_splits(PyObject *capsule)
{
    Splits *s = PyCapsule_GetPointer(capsule, "wordplay.thief.splits");
    if (!s)
        return;
    wc_free(s->search);
    release(&s->graph);
    PyMem_Free(s);
}

static Splits *get_splits(PyObject *capsule)
{
    return PyCapsule_GetPointer(capsule, "wordplay.thief.splits");
}

/* bytes of count keys of the graph's key width */
static int get_keys(PyObject *obj, Py_buffer *view, int32_t nletters, Py_ssize_t count, const char *what)
{
    if (get_array(obj, view, 1, 0, what) < 0)
        return -1;
    if (view->len != count * WT_KEY_BYTES(nletters)) {
        PyBuffer_Release(view);
        PyErr_Format(PyExc_ValueError, "%s: %zd keys of %d bytes expected", what, count, WT_KEY_BYTES(nletters));
        return -1;
    }
    return 0;
}

static PyObject *status_error(int rc)
{
    if (rc == -1)
        return PyErr_NoMemory();
    PyErr_SetString(PyExc_ValueError, "a malformed split search or query (see cover_core.h)");
    return NULL;
}

static PyObject *split_search(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 10) {
        PyErr_SetString(PyExc_TypeError,
                        "split_search(graph, root, nletters, keys, lengths, holds, bounds, hand, jokers, shortest)");
        return NULL;
    }
    Splits *s = PyMem_Calloc(1, sizeof *s);
    if (!s)
        return PyErr_NoMemory();
    if (get_graph(&s->graph, args[0], args[1], args[2]) < 0) {
        PyMem_Free(s);
        return NULL;
    }
    int32_t nl = s->graph.graph.nletters, ints[2];
    Py_buffer views[5];
    int got = 0;
    PyObject *result = NULL;
    if (get_array(args[4], &views[0], 4, 0, "lengths") < 0)
        goto done;
    got = 1;
    Py_ssize_t count = views[0].len / 4;
    if (get_keys(args[3], &views[1], nl, count, "keys") < 0)
        goto done;
    got = 2;
    if (get_keys(args[5], &views[2], nl, count, "holds") < 0)
        goto done;
    got = 3;
    if (get_array(args[6], &views[3], 8, count, "bounds") < 0)
        goto done;
    got = 4;
    if (get_keys(args[7], &views[4], nl, 1, "hand") < 0)
        goto done;
    got = 5;
    if (get_ints(args + 8, ints, 2) < 0)
        goto done;
    wc_pieces pieces = {count, views[1].buf, views[0].buf, views[2].buf, views[3].buf};
    int rc;
    s->search = wc_new(&s->graph.graph, &pieces, views[4].buf, ints[0], ints[1], &rc);
    if (!s->search) {
        status_error(rc);
        goto done;
    }
    result = PyCapsule_New(s, "wordplay.thief.splits", drop_splits);
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    if (!result) {
        wc_free(s->search);
        release(&s->graph);
        PyMem_Free(s);
    }
    return result;
}

/* split_search with the pieces as StealSearch holds them (a list of (key, length, holds, bound) tuples, keys as
 * ints), converted here: split_search(graph, root, nletters, pieces, hand, jokers, shortest). */
static PyObject *split_search_of(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "split_search_of(graph, root, nletters, pieces, hand, jokers, shortest)");
        return NULL;
    }
    if (!PyList_Check(args[3])) {
        PyErr_SetString(PyExc_TypeError, "pieces: a list of (key, length, holds, bound) tuples");
        return NULL;
    }
    long n = PyLong_AsLong(args[2]);
    if (n == -1 && PyErr_Occurred())
        return NULL;
    if (n < 1 || n > WT_MAX_LETTERS) {
        PyErr_SetString(PyExc_ValueError, "graph: its arrays disagree, or the root or alphabet does not fit");
        return NULL;
    }
    Py_ssize_t count = PyList_GET_SIZE(args[3]), width = WT_KEY_BYTES(n);
    PyObject *keys = PyBytes_FromStringAndSize(NULL, count * width), *holds = PyBytes_FromStringAndSize(NULL, count * width);
    PyObject *lengths = PyBytes_FromStringAndSize(NULL, count * 4), *bounds = PyBytes_FromStringAndSize(NULL, count * 8);
    PyObject *result = NULL;
    if (!keys || !holds || !lengths || !bounds)
        goto done;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *piece = PyList_GET_ITEM(args[3], i);
        if (!PyTuple_Check(piece) || PyTuple_GET_SIZE(piece) != 4 || !PyLong_Check(PyTuple_GET_ITEM(piece, 0))
            || !PyLong_Check(PyTuple_GET_ITEM(piece, 2))) {
            PyErr_SetString(PyExc_TypeError, "pieces: a list of (key, length, holds, bound) tuples");
            goto done;
        }
        uint8_t *k = (uint8_t *)PyBytes_AS_STRING(keys) + i * width, *h = (uint8_t *)PyBytes_AS_STRING(holds) + i * width;
#if PY_VERSION_HEX >= 0x030D0000
        int flags = Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER | Py_ASNATIVEBYTES_REJECT_NEGATIVE;
        Py_ssize_t got = PyLong_AsNativeBytes(PyTuple_GET_ITEM(piece, 0), k, width, flags);
        Py_ssize_t got2 = got < 0 ? got : PyLong_AsNativeBytes(PyTuple_GET_ITEM(piece, 2), h, width, flags);
        if (got < 0 || got2 < 0 || got > width || got2 > width) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_OverflowError, "pieces: a key does not fit the alphabet");
            goto done;
        }
#else
        if (_PyLong_AsByteArray((PyLongObject *)PyTuple_GET_ITEM(piece, 0), k, (size_t)width, 1, 0) < 0
            || _PyLong_AsByteArray((PyLongObject *)PyTuple_GET_ITEM(piece, 2), h, (size_t)width, 1, 0) < 0)
            goto done;
#endif
        long length = PyLong_AsLong(PyTuple_GET_ITEM(piece, 1));
        long long bound = PyLong_AsLongLong(PyTuple_GET_ITEM(piece, 3));
        if (PyErr_Occurred())
            goto done;
        if (length < 0 || length > INT32_MAX) {
            PyErr_SetString(PyExc_ValueError, "pieces: a length out of range");
            goto done;
        }
        int32_t l32 = (int32_t)length;
        int64_t b64 = bound;
        memcpy(PyBytes_AS_STRING(lengths) + 4 * i, &l32, 4);
        memcpy(PyBytes_AS_STRING(bounds) + 8 * i, &b64, 8);
    }
    PyObject *call[10] = {args[0], args[1], args[2], keys, lengths, holds, bounds, args[4], args[5], args[6]};
    result = split_search(self, call, 10);
done:
    Py_XDECREF(keys);
    Py_XDECREF(holds);
    Py_XDECREF(lengths);
    Py_XDECREF(bounds);
    return result;
}

/* holding(search, stolen) -> ([stolen letters each piece can hold], [stolen letters it cannot]) */
static PyObject *holding(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "holding(search, stolen)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    if (!s)
        return NULL;
    Py_buffer stolen;
    if (get_keys(args[1], &stolen, s->graph.graph.nletters, 1, "stolen") < 0)
        return NULL;
    int64_t n = wc_count(s->search);
    int32_t *both = PyMem_Malloc(sizeof(int32_t) * (size_t)(2 * n + 1));
    PyObject *held = NULL, *unheld = NULL, *result = NULL;
    if (!both) {
        PyErr_NoMemory();
        goto done;
    }
    if (wc_holding(s->search, stolen.buf, both, both + n) < 0) {
        status_error(-2);
        goto done;
    }
    held = PyList_New((Py_ssize_t)n);
    unheld = PyList_New((Py_ssize_t)n);
    for (int64_t i = 0; held && unheld && i < n; i++) {
        PyObject *a = PyLong_FromLong(both[i]), *b = PyLong_FromLong(both[n + i]);
        if (!a || !b) {
            Py_XDECREF(a);
            Py_XDECREF(b);
            goto done;
        }
        PyList_SET_ITEM(held, (Py_ssize_t)i, a);
        PyList_SET_ITEM(unheld, (Py_ssize_t)i, b);
    }
    if (held && unheld)
        result = PyTuple_Pack(2, held, unheld);
done:
    Py_XDECREF(held);
    Py_XDECREF(unheld);
    PyMem_Free(both);
    PyBuffer_Release(&stolen);
    return result;
}

static PyObject *within(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 6) {
        PyErr_SetString(PyExc_TypeError, "within(search, needs, most, spare, first, least)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    if (!s)
        return NULL;
    int32_t nl = s->graph.graph.nletters, spare;
    Py_buffer needs, most;
    if (get_keys(args[1], &needs, nl, 1, "needs") < 0)
        return NULL;
    if (get_keys(args[2], &most, nl, 1, "most") < 0) {
        PyBuffer_Release(&needs);
        return NULL;
    }
    long long first = PyLong_AsLongLong(args[4]);
    double least = PyFloat_AsDouble(args[5]);
    PyObject *result = NULL;
    if (get_ints(args + 3, &spare, 1) < 0 || PyErr_Occurred())
        goto done;
    const int32_t *found;
    int64_t count, ticks[4];
    int32_t nticks;
    int rc = wc_within(s->search, needs.buf, most.buf, spare, first, least, &found, &count, ticks, &nticks);
    if (rc < 0) {
        status_error(rc);
        goto done;
    }
    PyObject *list = PyList_New((Py_ssize_t)count), *told = PyTuple_New(nticks);
    for (int64_t i = 0; list && i < count; i++) {
        PyObject *item = PyLong_FromLong(found[i]);
        if (!item)
            Py_CLEAR(list);
        else
            PyList_SET_ITEM(list, (Py_ssize_t)i, item);
    }
    for (int32_t i = 0; told && i < nticks; i++) {
        PyObject *item = PyLong_FromLongLong(ticks[i]);
        if (!item)
            Py_CLEAR(told);
        else
            PyTuple_SET_ITEM(told, i, item);
    }
    if (list && told)
        result = PyTuple_Pack(2, list, told);
    Py_XDECREF(list);
    Py_XDECREF(told);
done:
    PyBuffer_Release(&needs);
    PyBuffer_Release(&most);
    return result;
}

static PyObject *cover_start(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 22) {
        PyErr_SetString(PyExc_TypeError, "cover_start(search, words, wilds, room, multiplier, jokers, longest_suited, "
                                         "bonus, stolen, hand, pool, suits, values, length_bonus, n_stolen, n_hand, "
                                         "stolen_wilds, hand_wilds, least, stolen_value, hand_size, all_cards)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    if (!s)
        return NULL;
    int32_t nl = s->graph.graph.nletters, ints[6], settling[8];
    if (get_ints(args + 1, ints, 6) < 0 || get_ints(args + 14, settling, 8) < 0)
        return NULL;
    double bonus = PyFloat_AsDouble(args[7]);
    if (bonus == -1.0 && PyErr_Occurred())
        return NULL;
    if (ints[2] < 0 || ints[2] > 127) {
        PyErr_SetString(PyExc_ValueError, "room: out of range");
        return NULL;
    }
    Py_buffer views[6];
    int got = 0;
    PyObject *result = NULL;
    const char *names[3] = {"stolen", "hand", "pool"};
    for (; got < 3; got++)
        if (get_keys(args[8 + got], &views[got], nl, 1, names[got]) < 0)
            goto done;
    if (get_array(args[11], &views[3], 1, 0, "suits") < 0)
        goto done;
    got = 4;
    if (views[3].len % WT_KEY_BYTES(nl)) {
        PyErr_SetString(PyExc_ValueError, "suits: whole keys expected");
        goto done;
    }
    if (get_array(args[12], &views[4], 4, nl, "values") < 0)
        goto done;
    got = 5;
    if (get_array(args[13], &views[5], 4, ints[2] + 1, "length_bonus") < 0)
        goto done;
    got = 6;
    wc_cover params = {ints[0], ints[1], ints[2], ints[3], (int32_t)(views[3].len / WT_KEY_BYTES(nl)), ints[4],
                       ints[5], bonus, views[0].buf, views[1].buf, views[2].buf, views[3].buf, views[4].buf,
                       views[5].buf, settling[0], settling[1], settling[2], settling[3], settling[4], settling[5],
                       settling[6], settling[7]};
    int rc = wc_cover_start(s->search, &params);
    if (rc < 0)
        status_error(rc);
    else
        result = Py_NewRef(Py_None);
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    return result;
}

/* A search's answer, its steps, the set it hands back (its pieces) and the set's plain score (WT_NOT_PLAIN: None),
 * and when told is given (a new reference, stolen) the pairs it told: (answer, steps, set, score[, told]). */
static PyObject *settle_answer(int answer, int64_t steps, const int32_t *chosen, int32_t nchosen, int64_t plain,
                               PyObject *told)
{
    PyObject *set = PyTuple_New(nchosen);
    for (int32_t i = 0; set && i < nchosen; i++) {
        PyObject *item = PyLong_FromLong(chosen[i]);
        if (!item)
            Py_CLEAR(set);
        else
            PyTuple_SET_ITEM(set, i, item);
    }
    PyObject *score = plain == WT_NOT_PLAIN ? Py_NewRef(Py_None) : PyLong_FromLongLong(plain);
    if (!set || !score) {
        Py_XDECREF(set);
        Py_XDECREF(score);
        Py_XDECREF(told);
        return NULL;
    }
    if (told)
        return Py_BuildValue("(iLNNN)", answer, (long long)steps, set, score, told);
    return Py_BuildValue("(iLNN)", answer, (long long)steps, set, score);
}

/* cover_next: the search goes on (next, the core's) with the bar and the steps left; a set handed back
 * comes with its score when it needs no exact card search (wc_plain), else None. */
static PyObject *search_next(PyObject *const *args, Py_ssize_t nargs, const char *usage,
                             int (*next)(wc_search *, double, int64_t, int64_t *, const int32_t **, int32_t *))
{
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, usage);
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    if (!s)
        return NULL;
    double bar = PyFloat_AsDouble(args[1]);
    long long left = PyLong_AsLongLong(args[2]);
    if (PyErr_Occurred())
        return NULL;
    int64_t steps;
    const int32_t *chosen;
    int32_t nchosen;
    int answer = next(s->search, bar, left, &steps, &chosen, &nchosen);
    if (answer < 0)
        return PyErr_NoMemory();
    int64_t plain = answer == WC_SETTLE ? wc_plain(s->search, nchosen) : WT_NOT_PLAIN;
    return settle_answer(answer, steps, chosen, nchosen, plain, NULL);
}

static PyObject *cover_next(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return search_next(args, nargs, "cover_next(search, bar, left)", wc_cover_next);
}

static PyObject *pairs_start(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "pairs_start(search, base, bonus, most_held)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    int32_t most_held;
    if (!s || get_ints(args + 3, &most_held, 1) < 0)
        return NULL;
    double base = PyFloat_AsDouble(args[1]), bonus = PyFloat_AsDouble(args[2]);
    if (PyErr_Occurred())
        return NULL;
    int rc = wc_pairs_start(s->search, base, bonus, most_held);
    return rc < 0 ? status_error(rc) : Py_NewRef(Py_None);
}

#define RUN_RECORDS 256 /* pairs told at most per pairs_run */

/* pairs_run(search, bar, left, top, kind, ranked, words): the pair search goes on (wc_pairs_next) as cover_next's
 * does, and past the pairs with a plain score as
 * score_core.h's ws_pairs_run does with the ranking of top (0: none, one call) entries searching kind, ranked
 * (an int64 buffer: score and kind of each) and the words of each piece (an int32 buffer) ->
 * (answer, steps, (piece, partner) or (), plain score or None, ((steps, piece, partner, score), ...)). */
static PyObject *pairs_run(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 7) {
        PyErr_SetString(PyExc_TypeError, "pairs_run(search, bar, left, top, kind, ranked, words)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    int32_t ints[2];
    if (!s || get_ints(args + 3, ints, 2) < 0)
        return NULL;
    double bar = PyFloat_AsDouble(args[1]);
    long long left = PyLong_AsLongLong(args[2]);
    if (PyErr_Occurred())
        return NULL;
    Py_buffer ranked, words;
    if (get_array(args[5], &ranked, 8, 0, "ranked") < 0)
        return NULL;
    if (get_array(args[6], &words, 4, 0, "words") < 0) {
        PyBuffer_Release(&ranked);
        return NULL;
    }
    ws_ranking *ranking = NULL;
    int rc = 0;
    if (ints[0] > 0) {
        ranking = PyMem_Malloc(sizeof *ranking);
        rc = !ranking ? -1 : ranked.len % 16 ? -2 : ws_start(ranking, ints[0], ints[1], ranked.buf, (int32_t)(ranked.len / 16));
    }
    int64_t records[WS_RECORD * RUN_RECORDS], steps = 0, plain = WT_NOT_PLAIN;
    const int32_t *chosen = NULL;
    int32_t nrecords = 0, nchosen = 0;
    if (rc == 0)
        rc = ws_pairs_run(s->search, ranking, words.buf, words.len / 4, bar, left, records, RUN_RECORDS, &nrecords,
                          &steps, &chosen, &nchosen, &plain);
    PyMem_Free(ranking);
    PyBuffer_Release(&ranked);
    PyBuffer_Release(&words);
    if (rc < 0)
        return rc == -1 ? PyErr_NoMemory() : status_error(rc);
    PyObject *told = PyTuple_New(nrecords);
    for (int32_t i = 0; told && i < nrecords; i++) {
        const int64_t *r = records + WS_RECORD * i;
        PyObject *item = Py_BuildValue("(LLLL)", (long long)r[0], (long long)r[1], (long long)r[2], (long long)r[3]);
        if (!item)
            Py_CLEAR(told);
        else
            PyTuple_SET_ITEM(told, i, item);
    }
    return told ? settle_answer(rc, steps, chosen, nchosen, plain, told) : NULL;
}


/* ----- the exact card search (cards_core.h) -------------------------------------------------------------------- */

/* The cards' kinds: an int32 buffer as cards_core.h reads it (held in view: release it). */
static int get_cards(PyObject *obj, Py_buffer *view, wk_cards *cards)
{
    if (get_array(obj, view, 4, 0, "cards") < 0)
        return -1;
    if (wk_cards_of(view->buf, view->len / 4, cards) < 0) {
        PyBuffer_Release(view);
        PyErr_SetString(PyExc_ValueError, "cards: malformed kinds (see cards_core.h)");
        return -1;
    }
    return 0;
}

static PyObject *bytes_of(const void *data, int64_t count, size_t size)
{
    return PyBytes_FromStringAndSize(count ? data : "", (Py_ssize_t)((size_t)count * size));
}

/* card_ways(cards, word, need_stolen) -> (steps, ways, starts, choices, split_index, split_ways): Supply.uses of
 * word as bytes (wk_way, int32 and wk_choice items; need_stolen -1: no split list). */
static PyObject *card_ways(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "card_ways(cards, word, need_stolen)");
        return NULL;
    }
    if (!PyUnicode_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "word: a str expected");
        return NULL;
    }
    int32_t need_stolen;
    if (get_ints(args + 2, &need_stolen, 1) < 0)
        return NULL;
    if (need_stolen < -1 || need_stolen > 1) {
        PyErr_SetString(PyExc_ValueError, "need_stolen: -1, 0 or 1");
        return NULL;
    }
    Py_buffer view;
    wk_cards cards;
    if (get_cards(args[0], &view, &cards) < 0)
        return NULL;
    PyObject *word = args[1], *result = NULL;
    Py_ssize_t length = PyUnicode_GET_LENGTH(word);
    int32_t *letters = length <= INT32_MAX ? PyMem_Malloc(sizeof *letters * (size_t)(length + 1)) : NULL;
    if (!letters) {
        PyBuffer_Release(&view);
        return PyErr_NoMemory();
    }
    int kind = PyUnicode_KIND(word);
    const void *data = PyUnicode_DATA(word);
    for (Py_ssize_t i = 0; i < length; i++)
        letters[i] = (int32_t)PyUnicode_READ(kind, data, i);
    wk_list list;
    int rc = wk_uses(&cards, letters, (int32_t)length, need_stolen, &list);
    PyMem_Free(letters);
    PyBuffer_Release(&view);
    if (rc == -1)
        return PyErr_NoMemory();
    if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, "cards: a length bonus table shorter than the cards (see cards_core.h)");
        return NULL;
    }
    result = Py_BuildValue("(LNNNNN)", (long long)list.steps, bytes_of(list.ways, list.count, sizeof(wk_way)),
                           bytes_of(list.starts, list.count + 1, sizeof(int32_t)),
                           bytes_of(list.choices, list.nchoices, sizeof(wk_choice)),
                           bytes_of(list.split_index, list.nsplit, sizeof(int32_t)),
                           bytes_of(list.split_ways, list.nsplit, sizeof(wk_way)));
    wk_list_free(&list);
    return result;
}

/* card_search(cards, lists, at_least) -> (points or None, (way of each word, ...), work): Supply._search over
 * each word's ways (a list of bytes of wk_way items, best points first). */
static PyObject *card_search(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "card_search(cards, lists, at_least)");
        return NULL;
    }
    if (!PyList_Check(args[1]) && !PyTuple_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "lists: a list of bytes of ways expected");
        return NULL;
    }
    double at_least = PyFloat_AsDouble(args[2]);
    if (at_least == -1.0 && PyErr_Occurred())
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(args[1]);
    if (n < 1 || n > INT32_MAX) {
        PyErr_SetString(PyExc_ValueError, "lists: one list of ways a word, at least one word");
        return NULL;
    }
    PyObject **items = PySequence_Fast_ITEMS(args[1]), *result = NULL;
    Py_buffer view;
    wk_cards cards;
    if (get_cards(args[0], &view, &cards) < 0)
        return NULL;
    const wk_way **lists = PyMem_Calloc((size_t)n, sizeof *lists);
    int64_t *counts = PyMem_Calloc((size_t)n, sizeof *counts);
    int32_t *pick = PyMem_Calloc((size_t)n, sizeof *pick);
    if (!lists || !counts || !pick) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t w = 0; w < n; w++) {
        if (!PyBytes_Check(items[w])) {
            PyErr_SetString(PyExc_TypeError, "lists: a list of bytes of ways expected");
            goto done;
        }
        Py_ssize_t size = PyBytes_GET_SIZE(items[w]);
        if (size == 0 || size % (Py_ssize_t)sizeof(wk_way)) {
            PyErr_SetString(PyExc_ValueError, "lists: each word's ways, at least one, of 24 bytes each");
            goto done;
        }
        lists[w] = (const wk_way *)PyBytes_AS_STRING(items[w]);
        counts[w] = size / (Py_ssize_t)sizeof(wk_way);
    }
    int64_t points, work;
    int rc = wk_search(&cards, lists, counts, (int32_t)n, at_least, pick, &points, &work);
    if (rc == -1) {
        PyErr_NoMemory();
        goto done;
    }
    if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, "lists: malformed ways");
        goto done;
    }
    PyObject *chosen = PyTuple_New(rc ? n : 0);
    for (Py_ssize_t w = 0; chosen && rc && w < n; w++) {
        PyObject *item = PyLong_FromLong(pick[w]);
        if (!item)
            Py_CLEAR(chosen);
        else
            PyTuple_SET_ITEM(chosen, w, item);
    }
    if (chosen)
        result = rc ? Py_BuildValue("(LNL)", (long long)points, chosen, (long long)work)
                    : Py_BuildValue("(ONL)", Py_None, chosen, (long long)work);
done:
    PyMem_Free(lists);
    PyMem_Free(counts);
    PyMem_Free(pick);
    PyBuffer_Release(&view);
    return result;
}

/* ----- a supply (cards_core.h's wk_supply): a capsule ----------------------------------------------------------- */

static void drop_supply(PyObject *capsule)
{
    wk_supply_free(PyCapsule_GetPointer(capsule, "wordplay.thief.supply"));
}

/* card_supply(cards, need_stolen, kept) -> a supply of the cards (wk_supply_new). */
static PyObject *card_supply(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "card_supply(cards, need_stolen, kept)");
        return NULL;
    }
    int32_t ints[2];
    if (get_ints(args + 1, ints, 2) < 0)
        return NULL;
    Py_buffer view;
    if (get_array(args[0], &view, 4, 0, "cards") < 0)
        return NULL;
    int status;
    wk_supply *supply = wk_supply_new(view.buf, view.len / 4, ints[0], ints[1], &status);
    PyBuffer_Release(&view);
    if (!supply) {
        if (status == -1)
            return PyErr_NoMemory();
        PyErr_SetString(PyExc_ValueError, "card_supply: malformed cards, need_stolen or kept (see cards_core.h)");
        return NULL;
    }
    PyObject *capsule = PyCapsule_New(supply, "wordplay.thief.supply", drop_supply);
    if (!capsule)
        wk_supply_free(supply);
    return capsule;
}

/* The code points of a str (a new int32 array of *length items, freed with PyMem_Free), NULL on error. */
static int32_t *code_points(PyObject *word, Py_ssize_t *length)
{
    if (!PyUnicode_Check(word)) {
        PyErr_SetString(PyExc_TypeError, "word: a str expected");
        return NULL;
    }
    *length = PyUnicode_GET_LENGTH(word);
    int32_t *letters = *length <= INT32_MAX ? PyMem_Malloc(sizeof *letters * (size_t)(*length + 1)) : NULL;
    if (!letters) {
        PyErr_NoMemory();
        return NULL;
    }
    int kind = PyUnicode_KIND(word);
    const void *data = PyUnicode_DATA(word);
    for (Py_ssize_t i = 0; i < *length; i++)
        letters[i] = (int32_t)PyUnicode_READ(kind, data, i);
    return letters;
}

/* supply_ways(supply, word) -> (steps, generation, ways, starts, choices, split_index, split_ways): card_ways of
 * word in the supply (steps 0 when it was listed already), and the supply's generation after it. */
static PyObject *supply_ways(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "supply_ways(supply, word)");
        return NULL;
    }
    wk_supply *supply = PyCapsule_GetPointer(args[0], "wordplay.thief.supply");
    if (!supply)
        return NULL;
    Py_ssize_t length;
    int32_t *letters = code_points(args[1], &length);
    if (!letters)
        return NULL;
    const wk_list *list;
    int64_t steps;
    int rc = wk_supply_ways(supply, letters, (int32_t)length, &list, &steps);
    PyMem_Free(letters);
    if (rc == -1)
        return PyErr_NoMemory();
    if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, "cards: a length bonus table shorter than the cards (see cards_core.h)");
        return NULL;
    }
    return Py_BuildValue("(LLNNNNN)", (long long)steps, (long long)wk_supply_generation(supply),
                         bytes_of(list->ways, list->count, sizeof(wk_way)),
                         bytes_of(list->starts, list->count + 1, sizeof(int32_t)),
                         bytes_of(list->choices, list->nchoices, sizeof(wk_choice)),
                         bytes_of(list->split_index, list->nsplit, sizeof(int32_t)),
                         bytes_of(list->split_ways, list->nsplit, sizeof(wk_way)));
}

static PyObject *supply_generation(PyObject *self, PyObject *supply_capsule)
{
    (void)self;
    wk_supply *supply = PyCapsule_GetPointer(supply_capsule, "wordplay.thief.supply");
    return supply ? PyLong_FromLongLong(wk_supply_generation(supply)) : NULL;
}

/* cover_cards(search, suitless, suited, alphabet): wc_cover_cards with two supplies and the alphabet's code points
 * (an int32 buffer of nletters items). */
static PyObject *cover_cards(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "cover_cards(search, suitless, suited, alphabet)");
        return NULL;
    }
    Splits *s = get_splits(args[0]);
    if (!s)
        return NULL;
    wk_supply *suitless = PyCapsule_GetPointer(args[1], "wordplay.thief.supply");
    wk_supply *suited = suitless ? PyCapsule_GetPointer(args[2], "wordplay.thief.supply") : NULL;
    if (!suited)
        return NULL;
    Py_buffer view;
    if (get_array(args[3], &view, 4, s->graph.graph.nletters, "alphabet") < 0)
        return NULL;
    int rc = wc_cover_cards(s->search, suitless, suited, view.buf);
    PyBuffer_Release(&view);
    return rc < 0 ? status_error(rc) : Py_NewRef(Py_None);
}

static PyMethodDef methods[] = {
    {"ranked_supersets", (PyCFunction)(void (*)(void))ranked_supersets, METH_FASTCALL,
     "ranked_supersets(graph, ...) -> ([(key, length, holds, bound)...] best bound first, steps)."},
    {"ranked_pieces", (PyCFunction)(void (*)(void))ranked_pieces, METH_FASTCALL,
     "ranked_pieces(graph, ...) -> ([(key, length, holds, bound)...] best bound first, steps)."},
    {"pieces", (PyCFunction)(void (*)(void))pieces, METH_FASTCALL,
     "pieces(graph, root, nletters, counts, jokers, max_length, min_length) -> ([(key, length)...], steps)."},
    {"supersets", (PyCFunction)(void (*)(void))supersets, METH_FASTCALL,
     "supersets(graph, root, nletters, lo, spare, jokers, most, min_length) -> ([key...], steps)."},
    {"split_walk", (PyCFunction)(void (*)(void))split_walk, METH_FASTCALL,
     "split_walk(graph, ...: ranked_pieces' with a hand) -> (split search, steps, pieces found, keys, lengths, holds, "
     "bounds) of the split pieces, best bound first; (None, steps, pieces found) over the budget."},
    {"split_search", (PyCFunction)(void (*)(void))split_search, METH_FASTCALL,
     "split_search(graph, root, nletters, keys, lengths, holds, bounds, hand, jokers, shortest) -> a split search."},
    {"split_search_of", (PyCFunction)(void (*)(void))split_search_of, METH_FASTCALL,
     "split_search_of(graph, root, nletters, pieces, hand, jokers, shortest) -> a split search of these pieces."},
    {"holding", (PyCFunction)(void (*)(void))holding, METH_FASTCALL,
     "holding(search, stolen) -> ([stolen letters each piece can hold], [stolen letters it cannot])."},
    {"within", (PyCFunction)(void (*)(void))within, METH_FASTCALL,
     "within(search, needs, most, spare, first, least) -> ([piece, ...], (steps told, ...))."},
    {"cover_start", (PyCFunction)(void (*)(void))cover_start, METH_FASTCALL,
     "cover_start(search, words, wilds, room, multiplier, jokers, longest_suited, bonus, stolen, hand, pool, suits, "
     "values, length_bonus, n_stolen, n_hand, stolen_wilds, hand_wilds, least, stolen_value, hand_size, all_cards) "
     "-> None."},
    {"cover_next", (PyCFunction)(void (*)(void))cover_next, METH_FASTCALL,
     "cover_next(search, bar, left) -> (answer, steps, (piece, ...), plain score or None)."},
    {"pairs_start", (PyCFunction)(void (*)(void))pairs_start, METH_FASTCALL,
     "pairs_start(search, base, bonus, most_held): the pair search over the rules cover_start gave for two words."},
    {"pairs_run", (PyCFunction)(void (*)(void))pairs_run, METH_FASTCALL,
     "pairs_run(search, bar, left, top, kind, ranked, words) -> (answer, steps, (piece, partner) or (), plain score "
     "or None, ((steps, piece, partner, score), ...))."},
    {"card_ways", (PyCFunction)(void (*)(void))card_ways, METH_FASTCALL,
     "card_ways(cards, word, need_stolen) -> (steps, ways, starts, choices, split_index, split_ways)."},
    {"card_supply", (PyCFunction)(void (*)(void))card_supply, METH_FASTCALL,
     "card_supply(cards, need_stolen, kept): a Supply's cards with the ways of its words (cards_core.h)"},
    {"supply_ways", (PyCFunction)(void (*)(void))supply_ways, METH_FASTCALL,
     "supply_ways(supply, word): the ways of word in the supply, listed once, and its generation"},
    {"supply_generation", (PyCFunction)supply_generation, METH_O,
     "supply_generation(supply): how many times the supply forgot every word"},
    {"cover_cards", (PyCFunction)(void (*)(void))cover_cards, METH_FASTCALL,
     "cover_cards(search, suitless, suited, alphabet): the split search runs the card search itself"},
    {"card_search", (PyCFunction)(void (*)(void))card_search, METH_FASTCALL,
     "card_search(cards, lists, at_least) -> (points or None, (way of each word, ...), work)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_thief", "The CPython binding of Word Thief's C core.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__thief(void) { return PyModule_Create(&module); }
