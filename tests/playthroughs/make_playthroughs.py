"""Golden playthroughs of every registered game, from one generator that uses only the game protocol.

In the spirit of OpenSpiel's playthrough files: a whole match, its actions recorded in the file. For every step the
file has the mover, the legal action ids, the choice and the log lines each seat sees (a
line every seat sees in the same words once); every seat's whole view (field
by field, the log aside: its lines are the events above) is written at the start, after the first steps
(:data:`FULL_FIRST`) and after every :data:`FULL_EVERY`-th step (a field every seat sees the same is written once,
and one that has not changed since the previous full views says where it was written). ``test_playthroughs.py`` replays the *recorded*
actions and compares step by step, so a change of rules, texts or views shows up as a diff to review, and a changed
order of the legal actions changes one line, not the rest of the match.

Regenerate after an intended change (then read the diff before committing)::

    python3 build.py playthroughs [GAME ...]   # the same as: python3 tests/playthroughs/make_playthroughs.py [GAME ...]

A file that exists keeps its recorded actions as long as they are legal; a new file (or the rest of a match whose
recorded action is no longer legal) draws them from ``Rng(seed)``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, Iterator, Optional, Sequence

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygame_core.core.rng import Rng  # noqa: E402

#: View fields left out of the files: the log is the events already listed per seat.
SKIPPED_FIELDS = ("log",)
#: View fields written part by part (``contract.seats`` ... ``contract.table``).
FLATTENED = ("contract",)
#: Every seat's whole view after each of the first steps, and after every tenth step.
FULL_FIRST = 2
FULL_EVERY = 10
#: How a recorded action reads in a file.
CHOICE = re.compile(r"^  seat (\d+) chooses (.+)$")


def _registry() -> dict[str, Any]:
    """name -> the game's declaration, through the engine's registry."""
    import pygame_core
    return {info.name: info for info in pygame_core.registry.all_games()}


def configs(info: Any) -> list[tuple[int, dict[str, Any]]]:
    """The (seed, options) pairs of a game's golden files: its declaration's ``playthroughs``."""
    return [(seed, dict(options)) for seed, options in info.playthroughs]


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def full_views_after(step: int) -> bool:
    """Whether every seat's whole view is written after step ``step`` (counted from 0)."""
    return step < FULL_FIRST or (step + 1) % FULL_EVERY == 0


def _event_lines(seen_by: list[list[dict[str, Any]]]) -> Iterator[str]:
    """The new events, in order: one every seat sees in the same words once (``all see``), others per seat."""
    by_seq: dict[int, list[tuple[int, str]]] = {}
    for seat, events in enumerate(seen_by):
        for event in events:
            by_seq.setdefault(event["seq"], []).append((seat, f"[{event['type']}] {event['text']}"))
    for seq in sorted(by_seq):
        seen = by_seq[seq]
        if len(seen) == len(seen_by) and len({text for _, text in seen}) == 1:
            yield f"  all see {seen[0][1]}"
        else:
            yield from (f"  seat {seat} sees {text}" for seat, text in seen)


def _flattened(view: dict[str, Any]) -> dict[str, Any]:
    """The view with the contract's parts as fields of their own (``contract.hand``, ``contract.seats``, ...), so the
    parts every seat sees alike are written once."""
    out = {key: value for key, value in view.items() if key not in FLATTENED}
    for key in FLATTENED:
        if isinstance(view.get(key), dict):
            out.update({f"{key}.{part}": value for part, value in view[key].items()})
        elif key in view:
            out[key] = view[key]
    return out


def _full_views(views: list[dict[str, Any]], where: str, written: dict[tuple[str, str], tuple[str, str]]) -> Iterator[str]:
    """Every seat's whole view, field by field: a field the same for every seat once (``view *``), and a field the
    same as at the previous full views as ``(as at <where>)`` (a card list that never changes is written once)."""
    views = [_flattened(view) for view in views]
    for key in sorted(set().union(*views) - set(SKIPPED_FIELDS)):
        values = [_dump(view.get(key)) if key in view else None for view in views]
        rows = [("*", values[0])] if len(set(values)) == 1 else [(str(seat), value) for seat, value in enumerate(values)]
        for who, value in rows:
            if value is None:
                yield f"  view {who}: {key} missing"
                continue
            before = written.get((who, key))
            if before is not None and before[0] == value:
                yield f"  view {who}: {key} = (as at {before[1]})"
                continue
            written[(who, key)] = (value, where)
            yield f"  view {who}: {key} = {value}"


def recorded_actions(text: str) -> list[tuple[int, str]]:
    """The actions a playthrough file records, in order: (seat, action id)."""
    return [(int(m.group(1)), m.group(2)) for m in map(CHOICE.match, text.splitlines()) if m]


def playthrough(name: str, seed: int, options: dict[str, Any], new_game: Any,
                actions: Optional[Sequence[tuple[int, str]]] = None) -> str:
    """The text of one match of ``name``: the recorded ``actions`` replayed while they last (each must be the mover's
    and legal), then choices drawn from ``Rng(seed)`` (``actions=None``: all of them; the generator, a new file)."""
    game = new_game(name, options or None, seed)
    chooser = Rng(seed)
    seats = range(game.num_seats)
    lines = [f"# {name} playthrough, seed {seed}, options {_dump(options)}",
             "# regenerate: python3 build.py playthroughs (the recorded choices are kept while they are legal)",
             f"# every seat's view in full at the start, after steps 0-{FULL_FIRST - 1} and after every "
             f"{FULL_EVERY}th step; events, legal ids and the choice at every step"]
    seen = 0
    written: dict[tuple[str, str], tuple[str, str]] = {}  # (seats, field) -> (its JSON, where it was written)

    def record(full: bool, where: str) -> None:
        nonlocal seen
        lines.extend(_event_lines([game.events_for(seat, seen) for seat in seats]))
        seen = len(game.events)
        if full:
            lines.extend(_full_views([game.view(seat) for seat in seats], where, written))

    lines.append("start")
    record(True, "the start")
    step = 0
    while (mover := game.to_move()) is not None:
        legal = [action.id for action in game.legal_actions(mover)]
        lines.append(f"step {step}: seat {mover} to move; legal {' '.join(legal)}")
        if actions is not None and step < len(actions):
            seat, choice = actions[step]
            lines.append(f"  seat {seat} chooses {choice}")
            if seat != mover or choice not in legal:
                lines.append(f"  refused: {game.explain(seat, choice) if 0 <= seat < game.num_seats else 'no such seat'}")
                return "\n".join(lines) + "\n"
        elif actions is not None and actions:
            lines.append("  (the recorded actions end here)")
            return "\n".join(lines) + "\n"
        else:
            choice = chooser.choice(legal)
            lines.append(f"  seat {mover} chooses {choice}")
        game.apply(mover, choice)
        record(full_views_after(step), f"step {step}")
        step += 1
    if actions is not None and step < len(actions):
        lines.append(f"  (the match is over with {len(actions) - step} recorded actions left)")
    lines.append(f"over after {step} steps; outcome {game.outcome()}")
    return "\n".join(lines) + "\n"


def regenerated(name: str, seed: int, options: dict[str, Any], new_game: Any, old: Optional[str]) -> str:
    """A golden file's new text: the old file's recorded actions while they are legal, then ``Rng(seed)``'s choices."""
    if old is None:
        return playthrough(name, seed, options, new_game)
    kept: list[tuple[int, str]] = []
    game = new_game(name, options or None, seed)
    for seat, choice in recorded_actions(old):
        if game.to_move() != seat or choice not in game.legal_ids(seat):
            break
        game.apply(seat, choice)
        kept.append((seat, choice))
    chooser = Rng(seed)  # the rest of the match (if a kept action no longer fits): drawn afresh
    while (mover := game.to_move()) is not None:
        choice = chooser.choice(game.legal_ids(mover))
        game.apply(mover, choice)
        kept.append((mover, choice))
    return playthrough(name, seed, options, new_game, kept)


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
        path = path_for(name, seed)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        text = regenerated(name, seed, options, pygame_core.new_game, old)
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines, {len(text) // 1024} kB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
