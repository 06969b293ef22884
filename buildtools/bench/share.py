"""Sharing figures, printed as one JSON line: the same script runs on CPython and inside Pyodide.

    python3 buildtools/bench/share.py

For each game, a match played by random seats (seeded) is stopped halfway through (still running) and at its end:
- the length of its replay link (the text after ``#replay=``): seen-only (what seat 0 saw, a view per position)
  and full (the save: options, seed, actions);
- the time the bridge takes to show one position of each replay (``replay_step``; a full replay replays the
  actions up to the position, so stepping backwards is its slowest case, measured here).
Asserts nothing; build.py bench runs it as part (g), on CPython and in Pyodide under Node, so it imports nothing
but the engine and the standard library.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from typing import Any


def call(**request: Any) -> dict[str, Any]:
    from pygame_core import bridge

    answer = bridge.handle_obj(request)
    if not answer.get("ok"):
        raise RuntimeError(answer)
    return answer


def play(game: str, moves: int) -> str:
    """A match with seat 0 and random computers, after at most ``moves`` decisions; returns its id."""
    gid = call(cmd="new_game", game=game, seats=["human"], fill="ai:random", seed=7)["id"]
    rng = random.Random(1)
    for _ in range(moves):
        view = call(cmd="view", id=gid, seat=0)["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            call(cmd="act", id=gid, seat=0, action=rng.choice(view["legal"])["id"])
        else:
            call(cmd="ai_move", id=gid)
    return gid


def step_ms(packed: str) -> float:
    """Median ms of ``replay_step``, stepping from the last position back to the deal."""
    opened = call(cmd="replay_open", packed=packed)
    times = []
    for k in range(opened["replay"]["count"] - 1, -1, -1):
        start = time.perf_counter()
        call(cmd="replay_step", rid=opened["rid"], step=k)
        times.append((time.perf_counter() - start) * 1000)
    call(cmd="replay_close", rid=opened["rid"])
    return round(statistics.median(times), 3)


def figures(game: str) -> dict[str, Any]:
    whole = call(cmd="save", id=play(game, 10_000))["save"]
    half = len(whole["actions"]) // 2
    running = play(game, half)
    seen = call(cmd="share", id=running, seat=0)
    full = call(cmd="share", id=running, seat=0, full=True)
    return {"moves": half, "over": seen["over"],
            "seen_kb": round(len(seen["packed"]) / 1000, 1), "full_kb": round(len(full["packed"]) / 1000, 1),
            "seen_step_ms": step_ms(seen["packed"]), "full_step_ms": step_ms(full["packed"])}


def hostile_link(lines: int, steps: int) -> str:
    """A seat record whose first position adds ``lines`` empty log lines, then ``steps`` empty positions: the
    issue tracker's cheap-to-send, costly-to-open link (issue 11)."""
    from pygame_core.core import replay

    started = call(cmd="new_game", game="schnapsen" if "schnapsen" in _names() else _names()[0], seed=1,
                   seats=["human"], fill="human")
    view = started["view"]
    call(cmd="close", id=started["id"])
    first = {"v": {k: v for k, v in view.items() if k not in ("legal", "log", "players", "summary")}, "gone": [],
             "drop": 0, "add": [{"text": ""}] * lines}
    return replay.pack({"format": replay.SHARE_FORMAT, "kind": "seat", "game": view["game"], "version": view["version"],
                        "seat": 0, "lang": "en", "steps": [first] + [{"v": {}, "gone": [], "drop": 0, "add": []}] * steps})


def _names() -> list[str]:
    import pygame_core
    return pygame_core.registry.names()


def hostile_figures() -> list[dict[str, Any]]:
    """Opening each hostile link and showing its first, middle and last positions: time and peak memory."""
    import tracemalloc

    def show_all(packed: str, steps: int) -> None:
        opened = call(cmd="replay_open", packed=packed)
        for k in (0, steps // 2, steps):
            call(cmd="replay_step", rid=opened["rid"], step=k)
        call(cmd="replay_close", rid=opened["rid"])

    out = []
    for lines, steps in ((20_000, 4_998), (80_000, 4_998)):
        packed = hostile_link(lines, steps)
        start = time.perf_counter()
        show_all(packed, steps)
        seconds = time.perf_counter() - start
        tracemalloc.start()  # a second run for the memory: tracing slows Python down several times
        show_all(packed, steps)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out.append({"chars": len(packed), "lines": lines, "steps": steps + 1, "seconds": round(seconds, 3),
                    "peak_mb": round(peak / 1e6, 1)})
    return out


def main() -> None:
    import pygame_core

    out = {"python": sys.version.split()[0], "games": {name: figures(name) for name in pygame_core.registry.names()},
           "hostile": hostile_figures()}
    print("BENCH " + json.dumps(out))


if __name__ == "__main__":
    main()
