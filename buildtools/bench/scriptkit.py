"""What the engine scripts share (``advice.py``, ``latency.py``, ``puzzles.py``): each runs by its path on CPython
and inside Pyodide under Node (``engine.run_engine_script``; tests/pyodide/run.mjs puts the script's folder on
``sys.path`` there, as CPython does), so they import this module and ``stats`` by name, not from the package."""

from __future__ import annotations

import json
import time
from typing import Any, Callable


def timed_call(handle: Callable[[str], str], request: dict[str, Any],
               clock: Callable[[], float] = time.process_time) -> tuple[dict[str, Any], float]:
    """The bridge's answer to ``request`` (JSON in and out, as the page's worker calls it) and the milliseconds it
    took by ``clock`` (CPU time by default: the machine's other work distorts it less than wall time); a refusal
    raises :class:`RuntimeError`."""
    text = json.dumps(request)
    start = clock()
    answer = handle(text)
    elapsed = (clock() - start) * 1000
    parsed = json.loads(answer)
    if not parsed.get("ok"):
        raise RuntimeError(f"{request.get('cmd')}: {parsed.get('error')}")
    return parsed, elapsed
