"""Hint and review speed (issue 21), printed as one JSON line: the same script runs on CPython and inside Pyodide.

    python3 buildtools/bench/advice.py [--hints N] [--games a,b]

For each game: one match with default options, seat 0 a person choosing at random among its legal actions (seeded),
the other seats the medium computer. At each of the person's first N decisions a ``hint`` is asked for (through
``bridge.handle``, JSON in and out, as the browser's worker calls it); its time is recorded (median, p95). Once the
match is over, the ``review`` of all the person's decisions is timed twice: as one call, and as the page runs it
(one decision per call, ``count: 1``, which keeps the worker free for the viewer between calls): the sum and the
slowest part. Times are CPU (process) time. Asserts nothing; build.py bench runs it as part (i), on CPython and in Pyodide under Node.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from scriptkit import timed_call
from stats import median, p95


def one_game(handle: Any, game: str, hints: int, seed: int = 3) -> dict[str, Any]:
    answer, _ = timed_call(handle, {"cmd": "new_game", "game": game, "seed": seed, "seats": ["human"], "fill": "ai:medium"})
    gid = answer["id"]
    rng = random.Random(seed)
    hint_ms: list[float] = []
    for _ in range(5000):
        view, _ = timed_call(handle, {"cmd": "view", "id": gid, "seat": 0})
        view = view["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            if len(hint_ms) < hints and len(view["legal"]) > 1:
                _, ms = timed_call(handle, {"cmd": "hint", "id": gid, "seat": 0})
                hint_ms.append(ms)
            timed_call(handle, {"cmd": "act", "id": gid, "seat": 0, "action": rng.choice(view["legal"])["id"]})
        else:
            timed_call(handle, {"cmd": "ai_move", "id": gid, "view_seat": 0})
    wall = time.perf_counter()
    review, whole_ms = timed_call(handle, {"cmd": "review", "id": gid, "seat": 0})
    wall = time.perf_counter() - wall
    parts: list[float] = []
    index: Any = 0
    while index is not None:
        part, ms = timed_call(handle, {"cmd": "review", "id": gid, "seat": 0, "start": index, "count": 1})
        parts.append(ms)
        index = part["next"]
    save, _ = timed_call(handle, {"cmd": "save", "id": gid})
    return {"hint": {"count": len(hint_ms), "median": median(hint_ms), "p95": p95(hint_ms), "max": max(hint_ms or [0])},
            "review": {"decisions": review["total"], "moves": len(save["save"]["actions"]), "whole_s": whole_ms / 1000, "whole_wall_s": wall,
                       "parts_s": sum(parts) / 1000, "slowest_part_s": max(parts or [0]) / 1000,
                       "costly": sum(1 for d in review["decisions"] if d["loss"] > 0)}}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hints", type=int, default=20)
    parser.add_argument("--games", default="")
    args = parser.parse_args()
    from pygame_core import bridge
    from pygame_core.core import registry
    games = [g for g in args.games.split(",") if g] or registry.names()
    out: dict[str, Any] = {"python": sys.version.split()[0], "games": {}}
    for game in games:
        try:
            out["games"][game] = one_game(bridge.handle, game, args.hints)
        except Exception as exc:  # a figure that cannot be taken is printed as such
            out["games"][game] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
    print("BENCH " + json.dumps(out))


if __name__ == "__main__":
    main()
