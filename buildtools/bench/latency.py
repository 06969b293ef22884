"""Bridge latency over a long match, printed as one JSON line: the same script runs on CPython and inside Pyodide.

    python3 buildtools/bench/latency.py [--window N] [--max-decisions M]

For each game the engine offers: one long match (every numeric option at its maximum, e.g. more points per set and
more sets, unless the game refuses that maximum; other options at their defaults), every seat a person choosing at random among its legal actions
(seeded). Each decision is a ``view`` of the seat to move, then an ``act``, both through ``bridge.handle`` with JSON
text in and out, exactly as the browser's worker calls it. Reported: median and p95 ms of ``view`` and ``act`` over
the first N decisions and over the last N (the match's history is long by then), and the match's length.
Asserts nothing; build.py bench runs it as part (h), on CPython and in Pyodide under Node.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from functools import partial
from typing import Any

from scriptkit import timed_call
from stats import p95

#: The bridge's answer and its wall-clock milliseconds (the latency a person waits for).
call = partial(timed_call, clock=time.perf_counter)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 3), "p95": round(p95(values), 3), "n": len(values)}


def long_options(game: dict[str, Any]) -> dict[str, Any]:
    return {o["name"]: o["maximum"] for o in game.get("options", []) if isinstance(o.get("maximum"), int)}


def start_long_match(handle: Any, game: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """A new match with long_options(); an option the game refuses at its maximum (it depends on another, e.g. a
    starting seat on the number of players) is left at its default."""
    options = long_options(game)
    seats = min(game["seats"])
    for _ in range(len(options) + 1):
        answer = json.loads(handle(json.dumps({"cmd": "new_game", "game": game["name"], "seats": ["human"] * seats,
                                               "options": options, "seed": 11})))
        if answer.get("ok"):
            return answer, options
        refused = re.search(r"option '(\w+)'", str(answer.get("error", {}).get("message", "")))
        if answer.get("error", {}).get("code") != "bad_options" or not refused or refused.group(1) not in options:
            break
        options = {k: v for k, v in options.items() if k != refused.group(1)}
    raise RuntimeError(f"new_game: {answer.get('error')}")


def match(handle: Any, game: dict[str, Any], window: int, max_decisions: int) -> dict[str, Any]:
    started, options = start_long_match(handle, game)
    gid = started["id"]
    rng = random.Random(5)
    views: list[float] = []
    acts: list[float] = []
    seat = started["view"]["to_move"]
    over = False
    while len(acts) < max_decisions and seat is not None:
        answer, ms = call(handle, {"cmd": "view", "id": gid, "seat": seat})
        views.append(ms)
        view = answer["view"]
        if view.get("over") or not view.get("legal"):
            over = bool(view.get("over"))
            break
        acted, ms = call(handle, {"cmd": "act", "id": gid, "seat": seat, "action": rng.choice(view["legal"])["id"]})
        acts.append(ms)
        over = bool(acted["view"].get("over"))
        seat = acted["view"].get("to_move")
        if over:
            break
    call(handle, {"cmd": "close", "id": gid})
    n = min(window, len(acts) // 2) or 1
    return {"options": options, "decisions": len(acts), "over": over,
            "start": {"view": summary(views[:n]), "act": summary(acts[:n])},
            "end": {"view": summary(views[-n:]), "act": summary(acts[-n:])}}


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--window", type=int, default=50)
    parser.add_argument("--max-decisions", type=int, default=4000)
    args = parser.parse_args(argv)
    from pygame_core import bridge

    games, _ = call(bridge.handle, {"cmd": "games"})
    out: dict[str, Any] = {"python": sys.version.split()[0], "games": {}}
    for game in games["games"]:
        try:
            out["games"][game["name"]] = match(bridge.handle, game, args.window, args.max_decisions)
        except Exception as exc:  # a figure, not a test: report and go on
            out["games"][game["name"]] = {"error": f"{type(exc).__name__}: {exc}"}
    print("BENCH " + json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1:])
