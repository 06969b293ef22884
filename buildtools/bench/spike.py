"""Speed of the Spike engine on this interpreter (not a test: prints figures, asserts nothing).

    python3 buildtools/bench/spike.py

Measures random full matches per second (uniformly random legal actions, events on as in a person's game and off
as in a search), views, clones and determinizations per second, and the think time of each computer level.
Times are CPU (process) time, so a busy machine distorts them less.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

from pygame_core.core import registry  # noqa: E402
from pygame_core.core.rng import Rng, seed_from  # noqa: E402
from pygame_core.games.spike.ai import make_player  # noqa: E402
from pygame_core.games.spike.determinize import determinize  # noqa: E402
from pygame_core.games.spike.rules import SpikeGame  # noqa: E402

registry.get("spike")  # registers the game's texts


def random_matches(seconds: float, record_events: bool) -> tuple[float, float]:
    matches = plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = SpikeGame.new(seed=matches)
        game.record_events = record_events
        rng = Rng(matches)
        while (seat := game.to_move()) is not None:
            game.apply(seat, rng.choice(game.legal_ids(seat)))
            plies += 1
        matches += 1
    return matches / (time.process_time() - start), plies / matches


def positions(n: int) -> list:
    out = []
    rng = Rng(1)
    for i in range(n):
        game = SpikeGame.new(seed=seed_from("bench", i))
        for _ in range(rng.below(40)):
            if game.to_move() is None:
                break
            game.apply(game.to_move(), rng.choice(game.legal_ids(game.to_move())))
        if game.to_move() is not None:
            out.append(game)
    return out


def per_second(fn, items, seconds: float) -> float:
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        fn(items[n % len(items)])
        n += 1
    return n / (time.process_time() - start)


def think(level: str, games: list) -> tuple[float, float]:
    player = make_player(level)
    times = []
    for game in games:
        seat = game.to_move()
        view = json.loads(json.dumps(game.view(seat)))
        if len(view["legal"]) < 2:
            continue
        start = time.process_time()
        player.choose(view, 1)
        times.append((time.process_time() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    rate, plies = random_matches(3.0, True)
    print(f"random full matches: {rate:.0f}/s with events ({plies:.0f} plies per match)")
    rate, _ = random_matches(3.0, False)
    print(f"random full matches: {rate:.0f}/s without events")
    games = positions(60)
    print(f"views: {per_second(lambda g: g.view(g.to_move()), games, 2.0):.0f}/s")
    print(f"clones: {per_second(lambda g: g.clone(), games, 1.0):.0f}/s")
    views = [json.loads(json.dumps(g.view(g.to_move()))) for g in games]
    print(f"determinizations: {per_second(lambda v: determinize(v, Rng(1)), views, 2.0):.0f}/s")
    for level in ("easy", "medium", "hard"):
        median, p95 = think(level, games)
        print(f"think time {level}: median {median:.1f} ms, p95 {p95:.1f} ms")


if __name__ == "__main__":
    main()
