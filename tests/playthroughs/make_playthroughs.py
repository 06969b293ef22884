"""Golden playthroughs of every registered game, from one generator that uses only the game protocol.

In the spirit of OpenSpiel's playthrough files: a whole match played with seeded random legal choices, and for
every step the mover, the legal action ids, the choice, the log lines each seat sees and what changed in each
seat's view (top-level fields; the full view at the start). ``test_playthroughs.py`` replays them and fails on
any difference, so a change of rules, texts or views shows up as a diff to review.

Regenerate after an intended change (then read the diff before committing)::

    python3 build.py playthroughs [GAME ...]   # the same as: python3 tests/playthroughs/make_playthroughs.py [GAME ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Iterator

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygame_core.core.rng import Rng  # noqa: E402

#: View fields left out of the files: the log is the events already listed per seat.
SKIPPED_FIELDS = ("log",)


def _registry() -> dict[str, Any]:
    """name -> the game's class, through the engine's registry."""
    import pygame_core
    return {info.name: info for info in pygame_core.registry.all_games()}


def configs(info: Any) -> list[tuple[int, dict[str, Any]]]:
    """The (seed, options) pairs of a game's golden files: its declaration's ``playthroughs``."""
    return [(seed, dict(options)) for seed, options in info.playthroughs]


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _view_lines(prefix: str, view: dict[str, Any], before: dict[str, Any] | None) -> Iterator[str]:
    for key in sorted(view):
        if key in SKIPPED_FIELDS:
            continue
        if before is None or key not in before or before[key] != view[key]:
            yield f"{prefix}{key} = {_dump(view[key])}"
    for key in sorted(set(before or ()) - set(view)):
        yield f"{prefix}{key} removed"


def playthrough(name: str, seed: int, options: dict[str, Any], new_game: Any) -> str:
    """The text of one match of ``name`` played with random legal choices drawn from ``Rng(seed)``."""
    game = new_game(name, options or None, seed)
    chooser = Rng(seed)
    seats = range(game.num_seats)
    lines = [f"# {name} playthrough, seed {seed}, options {_dump(options)}",
             "# regenerate: python3 build.py playthroughs"]
    views: list[dict[str, Any] | None] = [None for _ in seats]
    seen = 0

    def record() -> None:
        nonlocal seen
        for seat in seats:
            for event in game.events_for(seat, seen):
                lines.append(f"  seat {seat} sees [{event['type']}] {event['text']}")
        seen = len(game.events)
        for seat in seats:
            view = game.view(seat)
            lines.extend(_view_lines(f"  view {seat}: ", view, views[seat]))
            views[seat] = view

    record()
    step = 0
    while (mover := game.to_move()) is not None:
        legal = [action.id for action in game.legal_actions(mover)]
        choice = chooser.choice(legal)
        lines.append(f"step {step}: seat {mover} to move; legal {' '.join(legal)}")
        lines.append(f"  seat {mover} chooses {choice}")
        game.apply(mover, choice)
        record()
        step += 1
    lines.append(f"over after {step} steps; outcome {game.outcome()}")
    return "\n".join(lines) + "\n"


def path_for(name: str, seed: int) -> Path:
    return HERE / f"{name}_seed{seed}.txt"


def all_playthroughs() -> Iterator[tuple[str, int, dict[str, Any]]]:
    for name, info in _registry().items():
        for seed, options in configs(info):
            yield name, seed, options


def main(argv: list[str] | None = None) -> int:
    """Write the golden files of the games named in ``argv`` (default: every registered game)."""
    import pygame_core
    only = set(sys.argv[1:] if argv is None else argv)
    for name, seed, options in all_playthroughs():
        if only and name not in only:
            continue
        text = playthrough(name, seed, options, pygame_core.new_game)
        path_for(name, seed).write_text(text, encoding="utf-8")
        print(f"{path_for(name, seed).relative_to(ROOT)}: {text.count(chr(10))} lines, {len(text) // 1024} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
