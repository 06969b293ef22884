"""Speed of the Schnapsen engine on this interpreter (not a test: prints figures, asserts nothing).

    python3 buildtools/bench/schnapsen.py

Measures random full hands per second (uniformly random legal actions, events off as in a search, and on
as in a person's game), clones, views, observations (what the players read) and determinizations per second.
Times are CPU (process) time, so a busy machine distorts them less.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent))

import pygame_core  # noqa: E402
from pygame_core.core.rng import Rng  # noqa: E402
from pygame_core.games.schnapsen.determinize import determinize  # noqa: E402


def random_hands(seconds: float, record_events: bool) -> float:
    hands = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        game = pygame_core.new_game("schnapsen", None, seed)
        game.record_events = record_events
        rng = Rng(seed)
        while game.to_move() is not None:
            seat = game.to_move()
            actions = game.legal_actions(seat)
            game.apply(seat, actions[rng.below(len(actions))].id)
        hands += len(game.sheet)
        seed += 1
    return hands / (time.process_time() - start)


def per_second(fn, seconds: float) -> float:
    n = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        fn()
        n += 1
    return n / (time.process_time() - start)


def main() -> None:
    print(f"Python {sys.version.split()[0]}")
    print(f"random full hands/s, events off: {random_hands(3.0, False):8.0f}")
    print(f"random full hands/s, events on:  {random_hands(3.0, True):8.0f}")
    game = pygame_core.new_game("schnapsen", None, 1)
    rng = Rng(1)
    for _ in range(7):
        game.apply(game.to_move(), game.legal_ids(game.to_move())[0])
    print(f"clone()/s:                       {per_second(game.clone, 1.0):8.0f}")
    print(f"view()/s:                        {per_second(lambda: game.view(0), 1.0):8.0f}")
    print(f"observation()/s:                 {per_second(lambda: game.observation(0), 1.0):8.0f}")
    seen = game.observation(game.to_move())
    print(f"determinize()/s:                 {per_second(lambda: determinize(seen, rng), 1.0):8.0f}")


if __name__ == "__main__":
    main()
