"""Golden playthroughs of every registered game: the engine's facts of whole matches, from one generator that uses
only the game protocol.

In the spirit of OpenSpiel's playthrough files and python-chess's golden counting files: a whole match, its actions
recorded in the file, and at every step only what the engine decides, never the words it renders:

- the mover, the number of its legal actions and their ids in the engine's order (or, when they do not fit on the
  line, their count and a short hash of the sorted ids: ``#`` and 12 hex characters), and the action chosen;
- the events the step emitted, each as its message key and parameters as the engine emits them (the game's own
  ``<name>.`` prefix left out; a private event starts with the seats that see it, ``[0]``); the event type of
  each key is listed once at the end of the file;
- a hash of every seat's view (:func:`view_hash`: 12 hex characters of the sha256 of the view's canonical JSON
  with its texts left out, :func:`facts_of`; its log keeps each line's number, type and parameters), so a
  changed sentence in any language changes no file
  and a changed rule, state or view field does;
- at the start, after every :data:`FACTS_EVERY`-th step and at the end, one line per seat of plain facts from the
  view's contract part: its cards and score.

A sentence is checked by the wording tests (``tests/test_event_wording.py``: every event key met here renders in
every language), not here. ``test_playthroughs.py`` replays the *recorded* actions and compares step by step, so
a change of rules or views shows up as a diff to review and names the first step that differs, and a changed
order of the legal actions changes one line, not the rest of the match.

Regenerate after an intended change (then read the diff before committing)::

    python3 build.py playthroughs [GAME ...]   # the same as: python3 tests/playthroughs/make_playthroughs.py [GAME ...]

Where a view's hash changed, see what it covers (before and after the change) with::

    python3 tests/playthroughs/make_playthroughs.py --facts GAME SEED STEPS   # after the first STEPS recorded steps

A file that exists keeps its recorded actions as long as they are legal; a new file (or the rest of a match whose
recorded action is no longer legal) draws them from ``Rng(seed)``.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterator, Optional, Sequence

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygame_core.core.rng import Rng  # noqa: E402

#: Every line of a file is shorter than this; a list of legal ids that would make it longer is hashed.
MAX_LINE = 300
#: The plain facts of every seat at the start, after every twentieth step and at the end.
FACTS_EVERY = 20
#: Hex characters of a hash (a view's, a list of legal ids').
HASH_CHARS = 12
#: Fields that hold words, wherever they are in a view: left out of the hash (a sentence, a card's or a seat's
#: name, a button's label are the wording tests' business). ``test_playthroughs.py`` checks that what is left of
#: every view is the same in every language and with either deck, so no text slips into a hash.
TEXT_FIELDS = frozenset(("label", "name", "names", "prompt", "shows", "text", "meaning", "title", "face", "why",
                         "turn_log", "terms", "play_refused"))  # (Schnapsen's play_refused: card -> why, in words)
#: ... as are fields named so (``kind_name``, ``reason_text``) ...
TEXT_SUFFIXES = ("_name", "_text")
#: Fields that hold a code (Spike's ``reason`` ``"no_defense"``: a fact) in one place and words (why a card cannot
#: be played) in another: a code (lower-case letters, digits and ``_``) is kept, words are left out.
CODE_OR_TEXT_FIELDS = frozenset(("reason",))
CODE = re.compile(r"^[a-z][a-z0-9_]*$")
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


def short_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_CHARS]


def _is_text(key: str, value: Any) -> bool:
    if key in CODE_OR_TEXT_FIELDS:
        return isinstance(value, str) and not CODE.match(value)
    return key in TEXT_FIELDS or key.endswith(TEXT_SUFFIXES)


def facts_of(value: Any) -> Any:
    """A view (or part of one) without its texts (:data:`TEXT_FIELDS`): what the hash covers."""
    if isinstance(value, dict):
        return {key: facts_of(item) for key, item in value.items() if not _is_text(key, item)}
    if isinstance(value, list):
        return [facts_of(item) for item in value]
    return value


#: Top-level view fields the hash leaves out: ``fair``, the deal's fingerprint (issue 35), is no rule or state of the
#: game (a match made here has no salt, so it would only repeat the seed); ``tests/test_fair.py`` checks it.
NOT_HASHED = frozenset(("fair",))


def view_facts(view: dict[str, Any]) -> dict[str, Any]:
    """A seat's whole view without its texts (its log without the lines' texts: what the seat sees of each event)."""
    return facts_of({key: value for key, value in view.items() if key not in NOT_HASHED})


def view_hash(view: dict[str, Any]) -> str:
    """12 hex characters of the sha256 of :func:`view_facts`' canonical JSON."""
    return short_hash(_dump(view_facts(view)))


def _plain(value: Any) -> Any:
    """An event parameter as JSON (the engine keeps them frozen: tuples, read-only mappings, frozensets)."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (dict, MappingProxyType)):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, frozenset):
        return sorted(value)
    return value


_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_:+\-.]*$")


def _param(value: Any) -> str:
    """A parameter's value: a word as it is (``KC``, ``no_defense``), anything else as JSON."""
    if isinstance(value, str) and _BARE.match(value) and value not in ("true", "false", "null"):
        return value
    return _dump(value)


def short_key(name: str, key: str) -> str:
    """An event's message key as a file writes it: without the game's own ``<name>.`` prefix."""
    return key[len(name) + 1:] if key.startswith(name + ".") else key


def event_line(name: str, event: Any) -> str:
    """One event: ``[seats that see it] key param=value ...`` (the seats only for a private one)."""
    params = " ".join(f"{k}={_param(_plain(v))}" for k, v in event.params.items())
    who = "" if event.visible_to is None else "[" + ",".join(map(str, sorted(event.visible_to))) + "] "
    return f"  {who}{short_key(name, event.key)}{' ' + params if params else ''}"


def _legal_line(step: int, mover: int, legal: list[str]) -> str:
    line = f"step {step}: seat {mover} to move; {len(legal)} legal: {' '.join(legal)}"
    if len(line) < MAX_LINE:
        return line
    return f"step {step}: seat {mover} to move; {len(legal)} legal #{short_hash(' '.join(sorted(legal)))}"


def _fact_lines(views: list[dict[str, Any]]) -> Iterator[str]:
    """Per seat: its cards (its own view's hand, by id) and its score (``-``: none counted)."""
    for seat, view in enumerate(views):
        part = view["contract"]
        score = part["seats"][seat]["score"]
        cards = " ".join(entry["card"] for entry in part["hand"])
        line = f"  seat {seat}: score {'-' if score is None else _dump(score)}; {len(part['hand'])} cards {cards}"
        yield line if len(line) < MAX_LINE else line[:MAX_LINE - 4] + " ..."


def recorded_actions(text: str) -> list[tuple[int, str]]:
    """The actions a playthrough file records, in order: (seat, action id)."""
    return [(int(m.group(1)), m.group(2)) for m in map(CHOICE.match, text.splitlines()) if m]


def _types_head(name: str, game: Any) -> list[str]:
    """The head's list of event types: each message key met once, with its event type."""
    types: dict[str, set[str]] = {}
    for event in game.events:
        types.setdefault(short_key(name, event.key), set()).add(event.type)
    return [f"# event {key}: type {' '.join(sorted(kinds))}" for key, kinds in sorted(types.items())]


def playthrough(name: str, seed: int, options: dict[str, Any], new_game: Any,
                actions: Optional[Sequence[tuple[int, str]]] = None) -> str:
    """The text of one match of ``name``: the recorded ``actions`` replayed while they last (each must be the mover's
    and legal), then choices drawn from ``Rng(seed)`` (``actions=None``: all of them; the generator, a new file)."""
    game = new_game(name, options or None, seed)
    chooser = Rng(seed)
    seats = range(game.num_seats)
    lines: list[str] = []
    seen = 0

    def record(step: Optional[int]) -> None:
        nonlocal seen
        lines.extend(event_line(name, event) for event in game.events[seen:])
        seen = len(game.events)
        views = [game.view(seat) for seat in seats]
        lines.append("  views " + " ".join(view_hash(view) for view in views))
        if step is None or (step + 1) % FACTS_EVERY == 0 or game.to_move() is None:
            lines.extend(_fact_lines(views))

    def text() -> str:
        head = [f"# {name} playthrough, seed {seed}, options {_dump(options)}",
                "# regenerate: python3 build.py playthroughs (the recorded choices are kept while they are legal)",
                "# per step: the mover, its legal ids (or their count and a hash), the choice, the events "
                "(message key,",
                "# parameters; [seats] when private), a hash of each seat's view without texts; cards and score at",
                f"# the start, every {FACTS_EVERY}th step and the end (see make_playthroughs.py)"]
        return "\n".join(head + lines + _types_head(name, game)) + "\n"

    lines.append("start")
    record(None)
    step = 0
    while (mover := game.to_move()) is not None:
        legal = [action.id for action in game.legal_actions(mover)]
        lines.append(_legal_line(step, mover, legal))
        if actions is not None and step < len(actions):
            seat, choice = actions[step]
            lines.append(f"  seat {seat} chooses {choice}")
            if seat != mover or choice not in legal:
                why = game.explain(seat, choice) if 0 <= seat < game.num_seats else "no such seat"
                lines.append(f"  refused: {why}")
                return text()
        elif actions is not None and actions:
            lines.append("  (the recorded actions end here)")
            return text()
        else:
            choice = chooser.choice(legal)
            lines.append(f"  seat {mover} chooses {choice}")
        game.apply(mover, choice)
        record(step)
        step += 1
    if actions is not None and step < len(actions):
        lines.append(f"  (the match is over with {len(actions) - step} recorded actions left)")
    lines.append(f"over after {step} steps; outcome {game.outcome()}")
    return text()


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


def facts_after(name: str, seed: int, steps: int) -> str:
    """What the view hashes of ``name``'s golden file of ``seed`` cover after its first ``steps`` recorded actions
    (0: the start), per seat as indented JSON: to see what changed where a hash differs (run it before and after
    the change and compare)."""
    import pygame_core
    options = dict(configs(_registry()[name])).get(seed)
    if options is None:
        raise SystemExit(f"{name} has no golden playthrough of seed {seed}")
    game = pygame_core.new_game(name, options or None, seed)
    for seat, choice in recorded_actions(path_for(name, seed).read_text(encoding="utf-8"))[:steps]:
        game.apply(seat, choice)
    return "\n".join(f"seat {seat} (hash {view_hash(game.view(seat))}):\n"
                     f"{json.dumps(view_facts(game.view(seat)), sort_keys=True, ensure_ascii=False, indent=1)}"
                     for seat in range(game.num_seats))


def main(argv: list[str] | None = None) -> int:
    """Write the golden files of the games named in ``argv`` (default: every registered game); or, with
    ``--facts GAME SEED STEPS``, print what the view hashes cover after that many recorded steps
    (:func:`facts_after`)."""
    import pygame_core
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["--facts"]:
        if len(args) != 4 or not args[2].isdigit() or not args[3].isdigit():
            raise SystemExit("usage: make_playthroughs.py --facts GAME SEED STEPS")
        print(facts_after(args[1], int(args[2]), int(args[3])))
        return 0
    only = set(args)
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
