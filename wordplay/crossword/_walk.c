/*
 * wordplay.crossword._walk: the CPython binding of the move generator's C core (walk_core.c; see native.py).
 *
 * One function, search(graph, root, query) -> (plays, work, packed): graph is the (mask, first, child, terminal)
 * buffers of graph.py's flat layout, query the int32 array walk_core.h describes; plays is how many plays the
 * search found, work the graph nodes it entered, packed the best-first plays as the bytes of walk_core.h's
 * int32 result (None when the query packs none). The binding only checks and converts: the browser's
 * WebAssembly module (walk_wasm.c) runs the same core on the same query and packs the same bytes.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "walk_core.h"

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
    if (nargs != 3 || !PyTuple_Check(args[0]) || PyTuple_GET_SIZE(args[0]) != 4 || !PyLong_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "search(graph, root, query): a tuple of 4 buffers, an int, a buffer");
        return NULL;
    }
    Py_buffer views[5];
    Py_ssize_t itemsizes[5] = {8, 4, 4, 1, 4};
    int got = 0;
    PyObject *result = NULL;
    for (; got < 5; got++)
        if (get_buffer(got < 4 ? PyTuple_GET_ITEM(args[0], got) : args[2], &views[got], itemsizes[got],
                       got < 4 ? "graph" : "query")
            < 0)
            goto done;
    long root = PyLong_AsLong(args[1]);
    if (root == -1 && PyErr_Occurred())
        goto done;
    Py_ssize_t nodes = views[0].len / 8;
    if (views[1].len / 4 < nodes || views[3].len < nodes || nodes >= INT32_MAX || root < 0 || root >= nodes) {
        PyErr_SetString(PyExc_ValueError, "search(): the graph's arrays disagree, or the root is not a node");
        goto done;
    }
    wp_graph graph = {views[0].buf, views[1].buf, views[2].buf, views[3].buf, (int32_t)nodes, (int32_t)root};
    wp_result out;
    int rc = wp_search(&graph, views[4].buf, views[4].len / 4, &out);
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
    return result;
}

static PyMethodDef methods[] = {
    {"search", (PyCFunction)(void (*)(void))search, METH_FASTCALL,
     "search(graph, root, query) -> (plays, work, packed): every play, or the best ones (see walk_core.h)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_walk", "The CPython binding of the move generator's C core.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__walk(void) { return PyModule_Create(&module); }
