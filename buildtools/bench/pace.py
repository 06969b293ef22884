"""(i) The wait between a person's own decisions (issue 22, item 5), per game and player count: seeded matches on
CPython, the person's seat played by the medium computer and every other seat by the medium computer; each wait is
the computer moves between two of the person's decisions, with the time each one's cards take to settle at speed
normal (a card's travel, a finished trick held and gathered, a goal's or a save's pop: web/motion.js) and the
computer's think time on CPython. The shell's own rule (web/pace.js, run under Node) turns them into the time the
person waits, at speed normal with the shell's pause (600 ms) and with the old rule (600 ms after every move,
nothing scaled) for comparison. Prints median, p95 and max per game and player count. Asserts nothing.

    python3 -m buildtools.bench.pace [--matches N]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import time
from typing import Any

from ..paths import ROOT
from .stats import median, p95

#: web/motion.js at speed normal: a card's travel; a finished trick held, then gathered; a goal's or save's pop.
MOVE_MS, TRICK_MS, POP_MS = 340, 1300 + 420, 700
#: Which events make a move's cards take longer than a card's travel (the tables' marks: web/tables/*.js).
SETTLE_BY_EVENT = {"trick_won": TRICK_MS, "goal": POP_MS, "save": POP_MS}
#: The games and player counts measured.
TABLES = (("schnapsen", 2), ("spike", 2), ("strandcup", 4), ("strandcup", 6), ("strandcup", 8),
          ("striker", 2), ("striker", 3), ("striker", 4))
AI_DELAY_MS = 600


def collect(game_name: str, players: int, matches: int, max_moves: int = 4000) -> list[list[dict[str, float]]]:
    """The waits of ``matches`` seeded matches: each a list of computer moves ``{settle, think}`` (ms)."""
    from pygame_core import make_player, new_game
    from pygame_core.core.rng import seed_from

    waits: list[list[dict[str, float]]] = []
    options = {} if game_name in ("schnapsen", "spike") else {"players": players}
    player = make_player(game_name, "medium")
    for seed in range(1, matches + 1):
        game = new_game(game_name, options, seed)
        current: list[dict[str, float]] = []
        for _ in range(max_moves):
            mover = game.to_move()
            if mover is None:
                break
            if mover == 0:
                if current:
                    waits.append(current)
                current = []
            started = time.perf_counter()
            action = player.choose(game.observation(mover), seed_from(game.seed, len(game.history), mover))
            think = (time.perf_counter() - started) * 1000
            before = len(game.events)
            game.apply(mover, action)
            if mover != 0:
                kinds = {event.type for event in game.events[before:]}
                settle = max([MOVE_MS] + [SETTLE_BY_EVENT[k] for k in kinds if k in SETTLE_BY_EVENT])
                current.append({"settle": settle, "think": think})
    return waits


def simulate(tables: dict[str, list[list[dict[str, float]]]], computers: dict[str, int]) -> dict[str, Any]:
    """web/pace.js's rule under Node: each table's waits in ms, the new rule and the old one."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not installed")
    script = """
import { simulateWaits } from "./web/pace.js";
import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
const out = {};
for (const [key, waits] of Object.entries(input.tables)) {
  const options = { base: input.base, factor: 1, computers: input.computers[key] };
  out[key] = { now: simulateWaits(waits, options), old: simulateWaits(waits, { ...options, old: true }) };
}
process.stdout.write(JSON.stringify(out));
"""
    answer = subprocess.run([node, "--input-type=module", "-e", script], cwd=ROOT, check=True, capture_output=True,
                            text=True, input=json.dumps({"tables": tables, "computers": computers,
                                                         "base": AI_DELAY_MS}))
    return json.loads(answer.stdout)


def pace_figures(matches: int = 6) -> None:
    print(f"\n== (i) the wait between a person's own decisions at speed normal (web/pace.js under Node; {matches} "
          "seeded matches per table on CPython, medium computers; cards' settle times of web/motion.js) ==")
    tables: dict[str, list[list[dict[str, float]]]] = {}
    computers: dict[str, int] = {}
    for game, players in TABLES:
        key = f"{game} {players}p"
        tables[key] = collect(game, players, matches)
        computers[key] = players - 1
    try:
        result = simulate(tables, computers)
    except (RuntimeError, subprocess.CalledProcessError) as exc:
        print(f"  skipped: {exc}")
        return
    print(f"  {'table':<14} {'waits':>5} {'moves/wait med/max':>19}   {'wait now: median / p95 / max (s)':<34}"
          f" old rule: median / p95 / max (s)")
    for key, waits in tables.items():
        counts = [len(w) for w in waits]
        now, old = result[key]["now"], result[key]["old"]
        print(f"  {key:<14} {len(waits):>5} {median(counts):>9.0f} / {max(counts):<7}"
              f"   {median(now) / 1000:5.1f} / {p95(now) / 1000:5.1f} / {max(now) / 1000:5.1f}"
              f"{'':<16}{median(old) / 1000:5.1f} / {p95(old) / 1000:5.1f} / {max(old) / 1000:5.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=6)
    pace_figures(parser.parse_args().matches)


if __name__ == "__main__":
    main()
