"""Engine speed figures, printed as one JSON line: the same script runs on CPython and inside Pyodide.

    python3 buildtools/bench/speed.py [--seconds S] [--positions N] [--levels easy,medium,hard]

- random full games per second: whole matches of every registered game, each seat choosing uniformly at random
  among its legal actions (seeded), for about S seconds per game;
- computer think time per strength (median, p95 ms) from ``pygame_core.ai.arena.think_times`` when it exists.
Asserts nothing; build.py bench runs it as parts (d) and (e), on CPython and in Pyodide under Node, so it imports
nothing but the engine and the standard library.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any


def random_games_per_second(name: str, seconds: float) -> dict[str, Any]:
    import pygame_core

    rng = random.Random(1)
    games = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        game = pygame_core.new_game(name, seed=games + 1)
        while (seat := game.to_move()) is not None:
            game.apply(seat, rng.choice(game.legal_actions(seat)).id)
            plies += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "seconds": round(elapsed, 2), "games_per_s": round(games / elapsed, 2),
            "plies_per_game": round(plies / games, 1)}


def think(name: str, levels: list[str], positions: int) -> dict[str, Any]:
    try:
        from pygame_core.ai.arena import think_times
    except ImportError as exc:
        return {"skipped": f"pygame_core.ai.arena.think_times is not available ({exc})"}
    out: dict[str, Any] = {}
    for level in levels:
        try:
            figures = think_times(name, level, positions=positions, seed=1)
            out[level] = {k: round(v, 2) if isinstance(v, float) else v for k, v in figures.items()}
        except Exception as exc:  # a figure, not a test: report and go on
            out[level] = {"error": f"{type(exc).__name__}: {exc}"}
    return out


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--levels", default="easy,medium,hard")
    args = parser.parse_args(argv)
    import pygame_core

    result: dict[str, Any] = {"python": sys.version.split()[0], "platform": sys.platform, "games": {}}
    for name in pygame_core.registry.names():
        try:
            result["games"][name] = {"random": random_games_per_second(name, args.seconds),
                                     "think_ms": think(name, args.levels.split(","), args.positions)}
        except Exception as exc:
            result["games"][name] = {"error": f"{type(exc).__name__}: {exc}"}
    print("BENCH " + json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1:])
