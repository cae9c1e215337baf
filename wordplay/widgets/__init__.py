"""Jupyter widgets (anywidget): thin classes with synced traits; the ES modules are files beside them."""
