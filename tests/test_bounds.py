"""What a save, a link or an action id may cost the engine (issue 37): every list a save carries is read once and
bounded by the rules, and every cache the engine keeps is declared in core/caches.py with bounds that hostile input
cannot pass, in every registered game.
"""

from __future__ import annotations

import gc
import json
import re
import sys
import tracemalloc
from pathlib import Path
from typing import Any, Iterator

import pytest

import pygame_core
from pygame_core import bridge, registry
from pygame_core.core import caches, replay
from pygame_core.core.errors import CorruptSave, GameError
from pygame_core.core.game import Game, action_marks
from pygame_core.core.rng import Rng

GAMES = sorted(info.name for info in registry.all_games())
PACKAGE = Path(pygame_core.__file__).resolve().parent


def call(**request: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


def played(name: str, seed: int = 3, moves: int = 12) -> Game:
    """A match of ``name`` after ``moves`` random legal actions (fewer if it ends first)."""
    game = pygame_core.new_game(name, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        seat = game.to_move()
        if seat is None:
            break
        game.apply(seat, rng.choice([a.id for a in game.legal_actions(seat)]))
    return game


# -- lists in a save: one mark a position, read once ---------------------------------------------------------------

def undo_lines(game: Game) -> int:
    return sum(1 for event in game.events if event.key == "core.undo.taken_back")


@pytest.mark.parametrize("name", GAMES)
def test_200000_undo_marks_in_a_save_cost_what_one_mark_a_position_costs(name: str) -> None:
    """A 12.6 kB link held 200,000 undo marks and blocked the engine until the watchdog: the marks are read once,
    and a position is marked once however often the list repeats it (so the log says it once)."""
    game = played(name, moves=4)
    save = {**game.save(), "undos": [1] * 100_000 + [3] * 100_000}
    loaded = type(game).load(save)
    assert loaded.undos == (1, 3)
    assert undo_lines(loaded) == 2
    assert loaded.save()["undos"] == [1, 3]
    assert len(loaded.history) == len(game.history)


def test_marks_are_checked_in_order_and_within_the_match() -> None:
    assert action_marks([], 5, "undos") == ()
    assert action_marks([0, 0, 2, 2, 2, 5], 5, "undos") == (0, 2, 5)
    for bad in ([3, 2], [6], [-1], [True], ["1"], "0,1", None):
        with pytest.raises(CorruptSave):
            action_marks(bad, 5, "undos")


def test_taking_back_the_same_move_twice_keeps_one_mark() -> None:
    """The save grows by one mark a position, not one per undo (a person may take back the same move many times)."""
    game = pygame_core.new_game("spike", seed=5)
    seat = game.to_move()
    for _ in range(5):
        game.apply(seat, game.legal_actions(seat)[0].id)
        game = game.taken_back(seat)
    assert game.undos == (0,)
    assert undo_lines(game) == 1


def test_a_link_with_200000_undo_marks_opens_with_one_mark_a_position() -> None:
    """The same path through the bridge: a save, a replay file and a replay link, each carrying 200,000 marks."""
    started = call(cmd="new_game", game="schnapsen", seed=2, seats=["human", "human"])
    gid = started["id"]
    for _ in range(3):
        view = call(cmd="view", id=gid, seat=0)["view"]
        seat = view["to_move"]
        action = call(cmd="view", id=gid, seat=seat)["view"]["legal"][0]["id"]
        call(cmd="act", id=gid, seat=seat, action=action)
    save = call(cmd="save", id=gid)["save"]
    call(cmd="close", id=gid)
    save["undos"] = [2] * 200_000
    save["hints"] = [1] * 200_000
    loaded = call(cmd="load", save=save)
    assert loaded["ok"], loaded
    assert loaded["save"]["undos"] == [2] and loaded["save"]["hints"] == [1]
    assert sum("taken back" in line["text"] for line in loaded["view"]["log"]) == 1
    call(cmd="close", id=loaded["id"])
    shared = {"format": replay.SHARE_FORMAT, "kind": "save", "game": "schnapsen", "save": save}
    opened = call(cmd="replay_open", file=shared)  # a file: its size, not a link's packing, bounds it
    assert opened["ok"], opened
    last = call(cmd="replay_step", rid=opened["rid"], step=opened["replay"]["count"] - 1, seat=0)
    assert last["ok"], last
    call(cmd="replay_close", rid=opened["rid"])
    packed = replay.pack(shared)  # as a link: 200,000 marks pack too well to be one the share button made
    assert call(cmd="replay_open", packed=packed)["error"]["code"] == "corrupt_save"


# -- caches: declared once, bounded by count and size --------------------------------------------------------------

def test_every_cache_in_the_engine_is_declared_in_core() -> None:
    """functools' caches keep whatever they are asked unless bounded; the engine's go through core/caches.py."""
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "caches.py" and path.parent.name == "core":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"\blru_cache\b|functools\.cache\b|^\s*@cache\b", text, re.M):
            offenders.append(str(path.relative_to(PACKAGE)))
    assert not offenders, f"use core.caches.memo: {offenders}"


def test_a_cache_keeps_at_most_its_entries_and_no_overlong_text() -> None:
    calls: list[str] = []

    @caches.memo("test.bounded", entries=8, max_text=10)
    def echo(text: str) -> str:
        calls.append(text)
        return text.upper()

    assert echo("abc") == "ABC" and echo("abc") == "ABC" and calls == ["abc"]
    long = "x" * 11
    assert echo(long) == long.upper() and echo(long) == long.upper() and calls.count(long) == 2
    for n in range(100):
        echo(f"k{n}")
    found = [c for c in caches.declared() if c.name == "test.bounded"]
    assert found and all(c.size() <= 8 for c in found)
    with pytest.raises(ValueError):
        caches.memo("test.unbounded", entries=0)


def hostile_ids(legal: list[str], round_: int, count: int) -> Iterator[str]:
    """Ids shaped like the game's own, each distinct: numbers changed (``play:1@<n>``), short tails and 100 kB
    tails; ``round_`` makes every round's ids new."""
    shapes = sorted(set(legal))
    for k in range(count):
        base = shapes[k % len(shapes)]
        n = round_ * 1_000_000 + k
        if k % 3 == 0:
            yield re.sub(r"\d+", str(n), base, count=1) if re.search(r"\d", base) else f"{base}{n}"
        elif k % 3 == 1:
            yield f"{base}@{n}"
        elif k % 50 == 2:
            yield f"{base}{n}" + "B" * 100_000
        else:
            yield f"{base}>{n}"


def module_containers() -> dict[str, int]:
    """The size of every dict, list and set held at the top of an engine module."""
    out: dict[str, int] = {}
    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith("pygame_core") or module is None:
            continue
        for attr, value in vars(module).items():
            if isinstance(value, (dict, list, set)) and not attr.startswith("__"):
                out[f"{module_name}.{attr}"] = len(value)
    return out


def feed(game: Game, ids: Iterator[str]) -> None:
    """Ask the game about each id as ``act`` and ``explain`` do (both parse it and check it against the rules)."""
    seat = game.to_move()
    for action_id in ids:
        try:
            game.explain(seat, action_id, "en")
        except GameError:
            pass


#: What one more kept cache entry may cost (a parsed move and its short id): an overlong id kept would cost 100 kB.
ENTRY_BYTES = 1_000


@pytest.mark.parametrize("name", GAMES)
def test_hostile_ids_leave_every_cache_within_its_bounds(name: str) -> None:
    """Striker kept every parsed id up to 100,000 (of any length) and every move it was asked about (+71 MB per
    100,000 ``play:1@<n>``): after a first round of hostile ids, a second round of new ones keeps no more than the
    declared caches may hold (each within its bound, no overlong id), and no module-level table grows."""
    game = played(name)
    legal = [a.id for a in game.legal_actions(game.to_move())]
    tracemalloc.start()  # from before the first round, so what the second evicts counts as freed
    try:
        feed(game, hostile_ids(legal, 0, 2_000))
        gc.collect()
        tables = module_containers()
        sizes = [cache.size() for cache in caches.declared()]
        before, _ = tracemalloc.get_traced_memory()
        feed(game, hostile_ids(legal, 1, 2_000))
        gc.collect()
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    now = module_containers()
    grown = {key: (size, now.get(key)) for key, size in tables.items() if now.get(key, 0) > size}
    assert not grown, f"module-level tables grew: {grown}"
    declared = caches.declared()
    for cache in declared:
        assert cache.size() <= cache.entries, cache.name
    allowed = 200_000 + ENTRY_BYTES * sum(max(0, c.size() - old) for c, old in zip(declared, sizes))
    assert after - before < allowed, f"{(after - before) / 1e6:.1f} MB kept by 2,000 more hostile ids"


@pytest.mark.parametrize("name", GAMES)
def test_saves_with_a_huge_bogus_action_keep_nothing(name: str) -> None:
    """20 distinct save links with one bogus 1.3 MB action kept +29 MB in Striker: a refused save keeps nothing."""
    game = played(name, moves=3)
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        for n in range(20):
            save = game.save()
            save["actions"] = save["actions"] + [[game.to_move(), f"play:{n}" + "Z" * 1_300_000]]
            with pytest.raises(CorruptSave):
                type(game).load(save)
        del save
        gc.collect()
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert after - before < 1_000_000, f"{(after - before) / 1e6:.1f} MB kept by 20 refused saves"
