"""(n) think time as a tablet has it (issue 36, item 2): the hard computer's move and a hint in headless Chromium
with the CPU slowed 4x, per game over positions from seeded matches, next to the same calls unthrottled; the
expert's move too where a game offers it (no budget: it thinks longer, with the bar that shows it thinking).

Chromium slows a page with the DevTools command ``Emulation.setCPUThrottlingRate`` ({rate: 4}), but only the page's
main thread: the page's setting leaves its Web Workers at full speed, and a worker's own DevTools session refuses the
command ("Operation is only supported for pages, not workers"; Chromium 156, tried on the engine's worker). So the
throttled figures come from ``bench/think.html``, which loads Pyodide and the engine wheel on the page's main thread
and times ``bridge.handle`` on the very JSON requests the shell sends to the worker. Printed beside them, in the same
run: the same calls through ``engine.js`` and the worker (``think.html?worker=1``, the site's way), and on the main
thread unthrottled; each position is timed unthrottled and throttled one after the other, so a busy spell of a
shared machine hits both. Two Python starts in all (the worker page and the main-thread page).

Positions: seeded matches of medium computers on CPython (seeds 1, 2, 3, ...; default options), every decision with
two or more legal moves a candidate, ``POSITIONS`` of them evenly spread; each is loaded from its save (the ``load``
command, as a saved match resumes) with the mover the hard computer for ``ai_move``, and again with the mover a person
for ``hint``. Wall time of the call alone (not the load).
"""

from __future__ import annotations

import sys
import time
from typing import Any, Callable, Optional

from ..paths import ROOT
from .stats import first_line, median, p95

#: The games, and the positions per game.
GAMES = ("schnapsen", "spike", "strandcup", "striker")
POSITIONS = 20
#: The part stops starting calls after this many seconds (a benchmark run stays under 10 minutes; it says so).
DEADLINE_S = 540.0
#: The tablet: Chromium's CPU throttling rate (issue 36: "the CPU slowed 4x"); the budget: 1 s at p95.
RATE = 4
BUDGET_MS = 1000.0
TIMEOUT_MS = 120_000


def positions(game: str, count: int = POSITIONS, max_matches: int = 6) -> list[dict[str, Any]]:
    """``count`` saves of seeded medium-vs-medium matches of ``game``, at decisions with two or more legal moves,
    evenly spread over the candidates of the first matches (seeds 1, 2, ...): each {"save", "mover"}."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import bridge
        candidates: list[dict[str, Any]] = []
        for seed in range(1, max_matches + 1):
            candidates += _match_positions(bridge.handle_obj, game, seed)
            if len(candidates) >= 3 * count:
                break
    finally:
        sys.path.remove(str(ROOT))
    if len(candidates) <= count:
        return candidates
    step = len(candidates) / count
    return [candidates[int(i * step)] for i in range(count)]


def _match_positions(call: Callable[[dict[str, Any]], dict[str, Any]], game: str, seed: int) -> list[dict[str, Any]]:
    """Every decision with two or more legal moves of one seeded match of medium computers."""
    started = call({"cmd": "new_game", "game": game, "seats": ["ai:medium"], "fill": "ai:medium", "seed": seed})
    if not started.get("ok"):
        raise RuntimeError(f"{game}: new_game failed: {started.get('error')}")
    gid, answer, found = started["id"], started, []
    try:
        for _ in range(5000):
            mover = answer["view"]["to_move"]
            if answer["view"]["over"] or mover is None:
                break
            legal = call({"cmd": "view", "id": gid, "seat": mover})["view"]["legal"]
            if len(legal) > 1:
                found.append({"save": answer["save"], "mover": mover})
            answer = call({"cmd": "ai_move", "id": gid, "view_seat": 0})
            if not answer.get("ok"):
                raise RuntimeError(f"{game}: ai_move failed: {answer.get('error')}")
    finally:
        call({"cmd": "close", "id": gid})
    return found


#: The strengths above hard whose move is timed too (where a game offers one): no budget, a figure to tell people.
ABOVE_HARD = ("expert",)


def requests(position: dict[str, Any], kind: str) -> tuple[dict[str, Any], Callable[[str], dict[str, Any]]]:
    """The ``load`` request of ``position`` with its mover the hard computer (kind "think"), the expert (kind
    "expert") or a person ("hint"), and the timed request for the loaded match's id."""
    save, mover = position["save"], position["mover"]
    if kind in ("think", *ABOVE_HARD):  # the mover the computer, the others people; seen from a person's seat
        seats = ["human"] * len(save["seats"])
        seats[mover] = "ai:hard" if kind == "think" else "ai:" + kind
        viewer = 1 if mover == 0 else 0
        load = {"cmd": "load", "save": {**save, "seats": seats}, "view_seat": viewer}
        return load, lambda gid: {"cmd": "ai_move", "id": gid, "view_seat": viewer}
    seats = ["ai:hard"] * len(save["seats"])  # a person asks for a hint against the computer
    seats[mover] = "human"
    load = {"cmd": "load", "save": {**save, "seats": seats}, "view_seat": mover}
    return load, lambda gid: {"cmd": "hint", "id": gid, "seat": mover}


class ThinkPage:
    """bench/think.html in a fresh context: ``call(request)`` times one bridge call there; ``throttle(rate)`` sets
    Chromium's CPU throttling of the page (its main thread)."""

    def __init__(self, browser: Any, base: str, worker: bool) -> None:
        self.context = browser.new_context(service_workers="block")
        self.page = self.context.new_page()
        self.page.goto(base + "bench/think.html" + ("?worker=1" if worker else ""))
        self.page.wait_for_function("window.__think && (window.__think.ready || window.__think.error)",
                                    timeout=TIMEOUT_MS)
        state = self.page.evaluate("window.__think")
        if state.get("error"):
            self.context.close()
            raise RuntimeError(state["error"])
        self.cdp = self.context.new_cdp_session(self.page)
        self.rate = 1

    def throttle(self, rate: int) -> None:
        if rate != self.rate:
            self.cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
            self.rate = rate

    def call(self, request: dict[str, Any]) -> tuple[dict[str, Any], float]:
        result = self.page.evaluate("(request) => window.__thinkCall(request)", request)
        if not result["answer"].get("ok"):
            raise RuntimeError(f"{request.get('cmd')}: {result['answer'].get('error')}")
        return result["answer"], float(result["ms"])

    def timed(self, position: dict[str, Any], kind: str, rate: int = 1) -> float:
        """Load ``position`` (unthrottled), then time its ``ai_move`` or ``hint`` at ``rate``."""
        load, timed_request = requests(position, kind)
        self.throttle(1)
        loaded, _ = self.call(load)
        try:
            self.throttle(rate)
            _, ms = self.call(timed_request(loaded["id"]))
        finally:
            self.throttle(1)
            self.call({"cmd": "close", "id": loaded["id"]})
        return ms

    def close(self) -> None:
        self.context.close()


def game_levels(game: str) -> tuple[str, ...]:
    """The strengths ``game`` offers (the engine's registry, from the source tree)."""
    sys.path.insert(0, str(ROOT))
    try:
        import pygame_core
        return tuple(pygame_core.game_info(game).levels)
    finally:
        sys.path.remove(str(ROOT))


def think_figures(browser: Any, base: str, games: tuple[str, ...] = GAMES, count: int = POSITIONS,
                  rate: int = RATE) -> dict[str, dict[str, list[float]]]:
    """(n): per game and kind ("think", "hint"): wall ms in the worker, on the main thread, on the main thread at
    ``rate`` (printed; returned for the summary)."""
    print(f"\n== (n) think time as a tablet has it: the hard computer's move (ai_move), a hint and, where a game offers"
          f" it, the expert's move, {count} positions a"
          f" game from seeded matches, wall ms of the call; CPU slowed {rate}x (Chromium's"
          " Emulation.setCPUThrottlingRate) ==")
    print("   Chromium throttles a page's main thread only (a worker's session refuses it; the page's rate leaves the"
          " worker at full speed): the throttled calls run bridge.handle on the page's main thread (bench/think.html);"
          " the worker's figures (the site's way) and the main thread's unthrottled ones are the baseline of this run")
    start = time.monotonic()
    sets = {game: positions(game, count) for game in games}
    figures: dict[str, dict[str, list[float]]] = {}
    pages: dict[str, Optional[ThinkPage]] = {}
    try:
        for where, worker in (("worker", True), ("main", False)):
            try:
                pages[where] = ThinkPage(browser, base, worker)
            except Exception as exc:
                print(f"  {where}: the page failed ({first_line(exc)})")
                pages[where] = None
        for game, found in sets.items():
            offered = [kind for kind in ABOVE_HARD if kind in game_levels(game)]
            for kind in ("think", "hint", *offered):
                times: dict[str, list[float]] = {"worker": [], "main": [], f"main x{rate}": []}
                try:
                    for position in found:
                        if time.monotonic() - start > DEADLINE_S:
                            print(f"  {game} {kind}: stopped at the part's {DEADLINE_S:.0f} s limit after"
                                  f" {len(times['worker'])} of {len(found)} positions")
                            break
                        if pages.get("worker"):
                            times["worker"].append(pages["worker"].timed(position, kind))  # type: ignore[union-attr]  # pages.get() was checked just above
                        if pages.get("main"):
                            times["main"].append(pages["main"].timed(position, kind))  # type: ignore[union-attr]  # pages['main'] exists whenever a worker page does
                            times[f"main x{rate}"].append(pages["main"].timed(position, kind, rate))  # type: ignore[union-attr]  # pages['main'] exists whenever a worker page does
                except Exception as exc:
                    print(f"  {game} {kind}: failed ({first_line(exc)})")
                figures[f"{game} {kind}"] = times
                print_row(game, kind, times, rate)
    finally:
        for page in pages.values():
            if page is not None:
                page.close()
    return figures


def print_row(game: str, kind: str, times: dict[str, list[float]], rate: int) -> None:
    parts = [f"{where} {median(values):5.0f} / {p95(values):5.0f}" for where, values in times.items() if values]
    slowed = times.get(f"main x{rate}", [])
    verdict = ""
    if slowed and kind in ABOVE_HARD:  # no budget: it thinks longer, with the bar that shows it
        verdict = f"  (no 1 s budget: a strength above hard, shown thinking; x{rate} p95 {p95(slowed) / 1000:.1f} s)"
    elif slowed:
        verdict = "  within 1 s at p95" if p95(slowed) <= BUDGET_MS else "  MISSES 1 s at p95"
        if times.get("main"):
            verdict += f" (x{rate} / unthrottled, of the medians: {median(slowed) / median(times['main']):.1f})"
    name = {"think": "hard move", "hint": "hint"}.get(kind, kind + " move")
    count = max((len(v) for v in times.values()), default=0)
    print(f"  {game:<10} {name:<9} ({count}) median / p95 ms: " + "; ".join(parts) + verdict)
