"""``puzzle_check`` speed (issue 33), printed as one JSON line: the same script runs on CPython and inside Pyodide.

    python3 buildtools/bench/puzzles.py [--positions N] [--games a,b]

Puzzle positions made the way tests/test_puzzles.py makes them, each a script whose last move is the puzzle:

- ``exact``: Schnapsen first hands played by the medium player until the talon is used up, the puzzle at the next
  decision with a choice (every card known: judged by exact search);
- ``estimate``: for each game, a match played by the medium player for 8 to 14 moves, the puzzle at the next decision
  with a choice (judged by the hard player's reference and the playouts).

Each position's first legal move is answered through ``bridge.handle`` (JSON in and out, as the worker calls it) and
its CPU time recorded: median, p95 and max per game and kind. Asserts nothing; build.py bench runs it as part (l).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Optional

from scriptkit import timed_call
from stats import median, p95


def position(game_name: str, seed: int, exact: bool) -> Optional[dict[str, Any]]:
    """A script whose last move is a puzzle (see the module), or None if the match ends first."""
    from pygame_core import make_player, new_game
    game = new_game(game_name, {}, seed)
    game.record_events = False
    player = make_player(game_name, "medium")
    actions: list[list[Any]] = []
    moves = 8 + seed % 7

    def ready() -> bool:
        if exact:
            return not game.stock and game.trump_card is None  # type: ignore[attr-defined]  # Schnapsen's
        return len(actions) >= moves

    while game.to_move() is not None and len(actions) < 2000:
        seat = game.to_move()
        legal = game.legal_ids(seat)
        if ready() and len(legal) > 1 and "claim" not in legal:
            return {"game": game_name, "seed": seed, "actions": actions + [[seat, legal[0]]], "seat": seat,
                    "puzzles": [len(actions)]}
        action = player.choose(game.observation(seat), seed + len(actions))
        if exact and action == "close":
            action = next(a for a in legal if a != "close")
        actions.append([seat, action])
        game.apply(seat, action)
        if exact and getattr(game, "hand_no", 1) != 1:
            return None
    return None


def timed(handle: Any, script: dict[str, Any]) -> tuple[float, bool]:
    step = len(script["actions"]) - 1
    answer, elapsed = timed_call(handle, {"cmd": "puzzle_check", "script": script, "step": step,
                                          "action": script["actions"][-1][1]})
    return elapsed, bool(answer["exact"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--games", default="")
    args = parser.parse_args()
    from pygame_core import bridge
    from pygame_core.core import registry
    games = [g for g in args.games.split(",") if g] or registry.names()
    out: dict[str, Any] = {"python": sys.version.split()[0], "runs": {}}
    kinds = [("schnapsen", True)] if "schnapsen" in games else []
    for game_name, exact in kinds + [(g, False) for g in games]:
        key = f"{game_name} {'every card known' if exact else 'after 8-14 moves'}"
        try:
            times: list[float] = []
            judged_exact = 0
            for seed in range(1, 4 * args.positions):
                script = position(game_name, seed, exact)
                if script is None:
                    continue
                ms, was_exact = timed(bridge.handle, script)
                times.append(ms)
                judged_exact += was_exact
                if len(times) == args.positions:
                    break
            out["runs"][key] = {"count": len(times), "exact": judged_exact, "median": median(times),
                                "p95": p95(times), "max": max(times or [0])}
        except Exception as exc:  # a figure that cannot be taken is printed as such
            out["runs"][key] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
    print("BENCH " + json.dumps(out))


if __name__ == "__main__":
    main()
