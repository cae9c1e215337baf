/*
 * wordplay.crossword._walk: the CPython binding of the move generator's C core (walk_core.c; see native.py).
 *
 * search(graph, root, query) -> (plays, work, packed): graph is the (mask, first, child, terminal) buffers of
 * graph.py's flat layout, the letters below each node and the alphagram table (below() and alphagrams(), made once
 * per graph), and optionally a writable buffer of WP_CROSS_CACHE uint64 items kept with the graph (its cross-checks
 * cache, walk_core.h), query the int32 array walk_core.h describes; plays is how many plays the search found,
 * work the graph nodes it entered, packed the best-first plays as the bytes of walk_core.h's int32 result (None
 * when the query packs none). The binding only checks and converts: the browser's WebAssembly module
 * (walk_wasm.c) runs the same core on the same query and packs the same bytes. On x86-64 the core is built
 * twice (walk_core_popcnt.c) and the import picks the build the processor can run. fill() writes a board into a
 * query (packed.Query.make), what the browser's Python does itself.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "walk_core.h"

typedef int (*search_fn)(const wp_graph *, const int32_t *, int64_t, wp_result *);
#define GRAPH_ARRAYS 6 /* mask, first, child, terminal, below, alphagrams */
static search_fn core_search = wp_search; /* the portable build, or the POPCNT one (set at import) */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
int wp_search_popcnt(const wp_graph *graph, const int32_t *query, int64_t query_length, wp_result *out);
#define HAS_POPCNT_BUILD 1
#endif

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

static PyObject *search(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 3 || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) < GRAPH_ARRAYS
        || PyTuple_GET_SIZE(args[0]) > GRAPH_ARRAYS + 1 || !PyLong_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError,
                        "search(graph, root, query): a tuple of 6 buffers (and a cache), an int, a buffer");
        return NULL;
    }
    /* the seventh item, when there and not None: the graph's cross-check cache (walk_core.h), written by the core */
    PyObject *cache_obj = PyTuple_GET_SIZE(args[0]) > GRAPH_ARRAYS ? PyTuple_GET_ITEM(args[0], GRAPH_ARRAYS) : Py_None;
    Py_buffer cache = {0};
    if (cache_obj != Py_None) {
        if (PyObject_GetBuffer(cache_obj, &cache, PyBUF_WRITABLE) < 0)
            return NULL;
        if (cache.len < (Py_ssize_t)(sizeof(uint64_t) * WP_CROSS_CACHE)) {
            PyBuffer_Release(&cache);
            PyErr_SetString(PyExc_ValueError, "search(): the cross-check cache is too short (see walk_core.h)");
            return NULL;
        }
    }
    Py_buffer views[GRAPH_ARRAYS + 1];
    Py_ssize_t itemsizes[GRAPH_ARRAYS + 1] = {8, 4, 4, 1, 8, 4, 4};
    int got = 0;
    PyObject *result = NULL;
    for (; got < GRAPH_ARRAYS + 1; got++)
        if (get_buffer(got < GRAPH_ARRAYS ? PyTuple_GET_ITEM(args[0], got) : args[2], &views[got], itemsizes[got],
                       got < GRAPH_ARRAYS ? "graph" : "query")
            < 0)
            goto done;
    long root = PyLong_AsLong(args[1]);
    if (root == -1 && PyErr_Occurred())
        goto done;
    Py_ssize_t nodes = views[0].len / 8;
    const uint32_t *table = views[5].buf;
    if (views[1].len / 4 < nodes || views[3].len < nodes || views[4].len / 8 < nodes || nodes >= INT32_MAX || root < 0
        || root >= nodes || views[5].len / 4 < 3 || table[0] > 40 || views[5].len / 4 < 3 + ((Py_ssize_t)1 << table[0])) {
        PyErr_SetString(PyExc_ValueError, "search(): the graph's arrays disagree, or the root is not a node");
        goto done;
    }
    wp_graph graph = {views[0].buf, views[1].buf, views[2].buf, views[3].buf, (int32_t)nodes, (int32_t)root,
                      views[4].buf, table, cache.buf};
    wp_result out;
    int rc = core_search(&graph, views[GRAPH_ARRAYS].buf, views[GRAPH_ARRAYS].len / 4, &out);
    if (rc == -1) {
        PyErr_NoMemory();
    } else if (rc < 0) {
        PyErr_SetString(PyExc_ValueError, "search(): a malformed query (see walk_core.h)");
    } else {
        PyObject *packed = out.data ? PyBytes_FromStringAndSize((const char *)out.data, out.length * 4) : Py_None;
        if (packed == Py_None)
            Py_INCREF(packed);
        if (packed)
            result = Py_BuildValue("(LLN)", (long long)out.plays, (long long)out.work, packed);
    }
    wp_result_free(&out);
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    if (cache.buf)
        PyBuffer_Release(&cache);
    return result;
}

/* below(graph) -> bytes: the letters below each node of the graph's (mask, first, child, terminal) buffers, as
 * uint64 bytes (wp_graph_below), the fifth array search() takes. alphagrams(graph, root) -> bytes: the alphagram
 * table of its words from `root` (wp_graph_alphagrams), the sixth; the graph is checked first as below() does. */
static PyObject *derive(PyObject *const *args, Py_ssize_t nargs, int alphagrams)
{
    if (nargs != 1 + alphagrams || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) < 4
        || (alphagrams && !PyLong_Check(args[1]))) {
        PyErr_SetString(PyExc_TypeError, alphagrams ? "alphagrams(graph, root): a tuple of the graph's 4 buffers, an int"
                                                    : "below(graph): a tuple of the graph's 4 buffers");
        return NULL;
    }
    Py_buffer views[4];
    Py_ssize_t itemsizes[4] = {8, 4, 4, 1};
    int got = 0;
    PyObject *result = NULL;
    for (; got < 4; got++)
        if (get_buffer(PyTuple_GET_ITEM(args[0], got), &views[got], itemsizes[got], "graph") < 0)
            goto done;
    Py_ssize_t nodes = views[0].len / 8;
    long root = alphagrams ? PyLong_AsLong(args[1]) : 0;
    if (root == -1 && PyErr_Occurred())
        goto done;
    if (views[1].len / 4 < nodes || views[3].len < nodes || nodes >= INT32_MAX || root < 0 || (alphagrams && root >= nodes)) {
        PyErr_SetString(PyExc_ValueError, "below(), alphagrams(): the graph's arrays disagree, or the root is not a node");
        goto done;
    }
    result = PyBytes_FromStringAndSize(NULL, nodes * 8);
    if (!result)
        goto done;
    wp_graph graph = {views[0].buf, views[1].buf, views[2].buf, views[3].buf, (int32_t)nodes, (int32_t)root, NULL, NULL,
                      NULL};
    int rc = wp_graph_below(&graph, (uint64_t *)PyBytes_AS_STRING(result));
    if (rc == 0 && alphagrams) {
        int64_t length = wp_alphagram_length(&graph);
        Py_SETREF(result, PyBytes_FromStringAndSize(NULL, (Py_ssize_t)length * 4));
        rc = result ? wp_graph_alphagrams(&graph, (uint32_t *)PyBytes_AS_STRING(result), length) : -1;
    }
    if (rc < 0) {
        Py_CLEAR(result);
        if (rc == -1)
            PyErr_NoMemory();
        else
            PyErr_SetString(PyExc_ValueError, "below(), alphagrams(): a malformed graph (an edge to no node, or a cycle)");
    }
done:
    for (int i = 0; i < got; i++)
        PyBuffer_Release(&views[i]);
    return result;
}

static PyObject *below(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return derive(args, nargs, 0);
}

static PyObject *alphagrams(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return derive(args, nargs, 1);
}

/* fill(query, at, cells, table) -> bool: writes each square's letter and value into the query (walk_core.h's
 * letters[] at query[at:], values[] right after them) from the board's cells, a list of strings, at C speed;
 * the Python loop it replaces cost a fifth of a level-2 move. table holds (letter, value) pairs: pair c for a
 * one-character cell of code point c, the last pair for a character past the others; an empty cell (or None)
 * is (-1, 0). False, with the query partly written, when a cell is anything else: the caller then does it. */
static PyObject *fill(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    if (nargs != 4 || !PyLong_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "fill(query, at, cells, table): a buffer, an int, a list, a buffer");
        return NULL;
    }
    PyObject *cells = args[2];
    Py_ssize_t at = PyLong_AsSsize_t(args[1]);
    if (at == -1 && PyErr_Occurred())
        return NULL;
    if (!PyList_Check(cells))
        Py_RETURN_FALSE;
    Py_buffer query, table;
    if (PyObject_GetBuffer(args[0], &query, PyBUF_WRITABLE) < 0)
        return NULL;
    if (get_buffer(args[3], &table, 4, "table") < 0) {
        PyBuffer_Release(&query);
        return NULL;
    }
    PyObject *result = NULL;
    Py_ssize_t n = PyList_GET_SIZE(cells), pairs = table.len / 8;
    if (query.len % 4 || at < 0 || at + 2 * n > query.len / 4 || pairs < 1) {
        PyErr_SetString(PyExc_ValueError, "fill(): the query is too short for the board, or the table is empty");
        goto done;
    }
    int32_t *letters = (int32_t *)query.buf + at, *values = letters + n;
    const int32_t *pair = table.buf;
    result = Py_True;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *cell = PyList_GET_ITEM(cells, i);
        if (cell == Py_None || (PyUnicode_Check(cell) && PyUnicode_GET_LENGTH(cell) == 0)) {
            letters[i] = -1;
            values[i] = 0;
        } else if (PyUnicode_Check(cell) && PyUnicode_GET_LENGTH(cell) == 1) {
            Py_UCS4 c = PyUnicode_READ_CHAR(cell, 0);
            Py_ssize_t k = c < (Py_UCS4)(pairs - 1) ? (Py_ssize_t)c : pairs - 1;
            letters[i] = pair[2 * k];
            values[i] = pair[2 * k + 1];
        } else {
            result = Py_False;
            break;
        }
    }
    Py_INCREF(result);
done:
    PyBuffer_Release(&query);
    PyBuffer_Release(&table);
    return result;
}

static PyMethodDef methods[] = {
    {"search", (PyCFunction)(void (*)(void))search, METH_FASTCALL,
     "search(graph, root, query) -> (plays, work, packed): every play, or the best ones (see walk_core.h)."},
    {"below", (PyCFunction)(void (*)(void))below, METH_FASTCALL,
     "below(graph) -> bytes: per node, the letters of the edges below it (uint64), search()'s fifth graph array."},
    {"alphagrams", (PyCFunction)(void (*)(void))alphagrams, METH_FASTCALL,
     "alphagrams(graph, root) -> bytes: the words of 7 and 8 letters by letter counts (uint32), search()'s sixth."},
    {"fill", (PyCFunction)(void (*)(void))fill, METH_FASTCALL,
     "fill(query, at, cells, table) -> bool: the board's letters and values written into a query."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_walk", "The CPython binding of the move generator's C core.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__walk(void)
{
#ifdef HAS_POPCNT_BUILD
    __builtin_cpu_init();
    if (__builtin_cpu_supports("popcnt"))
        core_search = wp_search_popcnt;
#endif
    return PyModule_Create(&module);
}
