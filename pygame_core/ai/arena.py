"""The referee: seat-swapped matches between two computer players, and think-time measurements.

    python3 -m pygame_core.ai.arena schnapsen --a hard --b medium --matches 200 [--jobs 2] [--seed S]
    python3 -m pygame_core.ai.arena [--matches 200] [--bench-matches 220] [--jobs 2]   # the whole table

A player is a strength (easy, medium, hard, random) or a *bench opponent* the game's ``ai`` or ``bench`` module
declares in ``BENCH_OPPONENTS`` (Schnapsen, in ``bench.py``: ``rdeep``, random-rollout PIMC with an alpha-beta
endgame, and ``mcts``, PIMC over UCT trees, its budget in its name as ``mcts:DEALSxITERATIONS``; Striker:
``random-cards``, random cards but a faultless goalkeeper): the referee's yardsticks, which no person can pick.
``NAME:SETTING`` hands the setting to the bench opponent's factory. A game's ``PLAYER_VARIANTS`` are played by name
the same way (Schnapsen's ``hard:DEALS`` and ``expert:DEALSxITERATIONS``, for paired tests of a budget) but are not
rows of the whole table.
Think times are the deciding process's CPU time (``time.process_time``), so a busy machine does not inflate them.

Each seed is played twice with the seats swapped, so neither player profits from a lucky deal or from
moving first. Players receive only the JSON round trip of their own seat's view, as in the browser.
The arena itself may read the whole :class:`~pygame_core.core.Game`: it is the referee, not a player.

For games whose view carries a score sheet (``hands``: ``[{winner, game_points}]``) and a match result
(``match``: ``{winner, value}``), the report also gives game points per hand and match values (for Schnapsen:
the Bummerl value 1/2/4).

This module is a CPython tool (it uses :mod:`time` and :mod:`multiprocessing`); the engine never imports it.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import statistics
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Sequence, cast

import pygame_core

from ..core.rng import seed_from
from .base import Player


def wilson_interval(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n`` (draws count as half a win)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def private_view(game: pygame_core.Game, seat: int) -> dict[str, Any]:
    """What a player receives: the seat's view after a JSON round trip (plain dicts and lists only)."""
    return cast(dict[str, Any], json.loads(json.dumps(game.observation(seat))))


@dataclass
class MatchResult:
    """One finished match, from the point of view of player A."""

    seed: int
    a_seat: int
    a_score: float                       # 1 win, 0 loss, 0.5 draw
    match_value: Optional[int] = None    # e.g. the Bummerl value won (1, 2, 4), if the game has one
    hand_points: list[tuple[bool, int]] = field(default_factory=list)  # (won by A?, game points) per hand
    think_ms: dict[str, list[float]] = field(default_factory=dict)    # level -> ms per decision
    cpu_s: float = 0.0                   # the CPU time the whole match took (both players and the rules)


def arena_player(game_name: str, level: str) -> Player:
    """A player by name: a strength (``easy``, ``medium``, ``hard``, ``random``) or a bench opponent the game's
    ``ai`` or ``bench`` module lists in ``BENCH_OPPONENTS`` (e.g. Schnapsen's ``rdeep``), which no person can pick."""
    levels = pygame_core.game_info(game_name).levels
    if level in levels or level == "random":
        return pygame_core.make_player(game_name, level)
    bench = {**bench_opponents(game_name), **bench_opponents(game_name, "PLAYER_VARIANTS")}
    name, colon, setting = level.partition(":")
    if name not in bench:
        names = ", ".join([*levels, "random", *bench])
        raise ValueError(f"no player {level!r} in {game_name}; choose one of {names}")
    # ``name:setting`` (e.g. ``mcts:150x667``) hands the setting to the bench opponent's factory
    return bench[name](setting) if colon else bench[name]()


def bench_opponents(game_name: str, table: str = "BENCH_OPPONENTS") -> dict[str, Callable[..., Player]]:
    """The bench opponents a game declares: the ``BENCH_OPPONENTS`` of its ``ai`` module and of its ``bench`` module
    (opponents built on the players, kept out of ``ai`` so that it does not import them); none if it has none.
    With ``table="PLAYER_VARIANTS"``: the variants of its own strengths it lets the arena play by name for paired
    tests (Schnapsen's ``hard:DEALS``, ``expert:DEALSxITERATIONS``), which the whole table leaves out."""
    import importlib
    info = pygame_core.registry.get(game_name)
    home = info.make_player.__module__.removesuffix(".ai")
    found: dict[str, Callable[..., Player]] = {}
    for place in (home + ".ai", home + ".bench"):
        try:
            module = importlib.import_module(place)
        except ModuleNotFoundError as missing:
            if missing.name != place:  # the module exists and fails: that is an error, not "no bench opponents"
                raise
            continue
        found.update(getattr(module, table, {}))
    return found


def play_match(game_name: str, levels: Sequence[str], seed: int, options: Optional[dict[str, Any]] = None,
               max_plies: int = 10_000) -> tuple[pygame_core.Game, dict[str, list[float]]]:
    """Play one match, seat ``i`` played by ``levels[i]``; the finished game and think times per level (ms)."""
    game = pygame_core.new_game(game_name, options, seed=seed)
    players: list[Player] = [arena_player(game_name, level) for level in levels]
    times: dict[str, list[float]] = {level: [] for level in levels}
    for _ in range(max_plies):
        mover = game.to_move()
        if mover is None:
            return game, times
        view = private_view(game, mover)
        start = time.process_time()
        action = players[mover].choose(view, seed_from(game.seed, len(game.history), mover))
        if len(view["legal"]) > 1:
            times[levels[mover]].append((time.process_time() - start) * 1000.0)
        game.apply(mover, action)
    raise RuntimeError(f"match {game_name} seed {seed} did not end within {max_plies} plies")


def score_sheet(game: pygame_core.Game) -> tuple[list[tuple[int, int]], Optional[int]]:
    """The finished hands ``(winner, game points)`` and the match value, if the game's view has them."""
    view = game.observation(0)
    sheet = view.get("hands")
    hands = [(int(h["winner"]), int(h["game_points"])) for h in (sheet if isinstance(sheet, list) else [])
             if isinstance(h, dict) and isinstance(h.get("winner"), int) and isinstance(h.get("game_points"), int)]
    match = view.get("match")
    value = match.get("value") if isinstance(match, dict) else None
    return hands, (value if isinstance(value, int) else None)


def run_one(args: tuple[str, str, str, int, int, Optional[dict[str, Any]]]) -> MatchResult:
    """One match with A in seat ``a_seat`` (a top-level function, so worker processes can run it)."""
    game_name, level_a, level_b, seed, a_seat, options = args
    cpu = time.process_time()
    levels = seat_levels(pygame_core.new_game(game_name, options, seed=seed).num_seats, level_a, level_b, a_seat)
    game, times = play_match(game_name, levels, seed, options)
    a_seats = [seat for seat, level in enumerate(levels) if seat % 2 == a_seat]
    outcome = game.outcome() or [0.5] * len(levels)
    hands, value = score_sheet(game)
    merged: dict[str, list[float]] = {}
    for level, ms in times.items():
        merged.setdefault(level, []).extend(ms)
    return MatchResult(seed, a_seat, sum(float(outcome[s]) for s in a_seats) / len(a_seats), value,
                       [(winner % 2 == a_seat, points) for winner, points in hands], merged,
                       time.process_time() - cpu)


def seat_levels(seats: int, level_a: str, level_b: str, a_seat: int) -> list[str]:
    """Who plays each seat: A and B alternate round the table, A in the seats of parity ``a_seat``.

    With two seats that is one each; in a two-team game whose teams alternate round the table (Strand-Cup:
    team = seat % 2) A is one whole team; with 3-4 players of their own (Striker) A holds every other seat
    and its score is the mean of its seats' results."""
    return [level_a if seat % 2 == a_seat else level_b for seat in range(seats)]


def match_jobs(game_name: str, level_a: str, level_b: str, matches: int, seed: int,
               options: Optional[dict[str, Any]] = None
               ) -> list[tuple[str, str, str, int, int, Optional[dict[str, Any]]]]:
    """``matches`` matches: ``ceil(matches / 2)`` seeds, each played with A in seat 0 and in seat 1."""
    jobs = []
    for i in range((matches + 1) // 2):
        s = seed_from("arena", seed, i)
        jobs.append((game_name, level_a, level_b, s, 0, options))
        jobs.append((game_name, level_a, level_b, s, 1, options))
    return jobs[:matches] if matches % 2 == 0 else jobs


def run_matches(game_name: str, level_a: str, level_b: str, matches: int, seed: int = 1, jobs: int = 1,
                options: Optional[dict[str, Any]] = None) -> list[MatchResult]:
    """Play the seat-swapped matches, in ``jobs`` worker processes if more than one."""
    work = match_jobs(game_name, level_a, level_b, matches, seed, options)
    if jobs <= 1:
        return [run_one(w) for w in work]
    import multiprocessing
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return list(pool.imap(run_one, work, chunksize=1))


def summarize(results: Iterable[MatchResult], level_a: str, level_b: str) -> dict[str, Any]:
    """Win rate of A with its Wilson interval, game points per hand, match values, think times."""
    results = list(results)
    n = len(results)
    wins = sum(r.a_score for r in results)
    low, high = wilson_interval(wins, n)
    hands = [h for r in results for h in r.hand_points]
    a_points = [p for won, p in hands if won]
    b_points = [p for won, p in hands if not won]
    values_a = [r.match_value for r in results if r.a_score == 1.0 and r.match_value is not None]
    values_b = [r.match_value for r in results if r.a_score == 0.0 and r.match_value is not None]
    think: dict[str, list[float]] = {}
    for r in results:
        for level, ms in r.think_ms.items():
            think.setdefault(level, []).extend(ms)
    return {
        "a": level_a, "b": level_b, "matches": n, "a_wins": wins, "a_win_rate": wins / n if n else 0.0,
        "ci95": (low, high),
        "hands": len(hands), "a_hand_share": len(a_points) / len(hands) if hands else 0.0,
        "a_points_per_hand": sum(a_points) / len(hands) if hands else 0.0,
        "b_points_per_hand": sum(b_points) / len(hands) if hands else 0.0,
        "a_points_per_won_hand": statistics.mean(a_points) if a_points else 0.0,
        "b_points_per_won_hand": statistics.mean(b_points) if b_points else 0.0,
        "a_match_values": sum(values_a), "b_match_values": sum(values_b),
        "think_ms": {level: {"moves": len(ms), "median": statistics.median(ms) if ms else 0.0,
                             "p95": percentile(ms, 0.95), "max": max(ms) if ms else 0.0}
                     for level, ms in think.items()},
    }


def report(summary: dict[str, Any]) -> str:
    """The summary as the lines the CLI prints."""
    s = summary
    lines = [
        f"{s['a']} vs {s['b']}: {s['matches']} matches (seat-swapped)",
        f"  {s['a']} won {s['a_wins']:g} = {100 * s['a_win_rate']:.1f}%  "
        f"(95% Wilson CI {100 * s['ci95'][0]:.1f}% .. {100 * s['ci95'][1]:.1f}%)",
    ]
    if s["hands"]:
        lines += [
            f"  hands: {s['hands']}, {s['a']} won {100 * s['a_hand_share']:.1f}% of them",
            f"  game points per hand: {s['a']} {s['a_points_per_hand']:.3f}, {s['b']} {s['b_points_per_hand']:.3f}"
            f"  (per hand won: {s['a_points_per_won_hand']:.2f} vs {s['b_points_per_won_hand']:.2f})",
            f"  match values won (Bummerl 1, Schneider 2, Rueckschneider 4): "
            f"{s['a']} {s['a_match_values']}, {s['b']} {s['b_match_values']}",
        ]
    for level, t in sorted(s["think_ms"].items()):
        lines.append(f"  think time {level}: median {t['median']:.1f} ms, p95 {t['p95']:.1f} ms, "
                     f"max {t['max']:.1f} ms over {t['moves']} decisions")
    return "\n".join(lines)


def think_times(game_name: str, level: str, positions: int = 100, seed: int = 1,
                options: Optional[dict[str, Any]] = None) -> dict[str, float]:
    """Median and p95 think time (ms) of ``level`` over ``positions`` decisions from seeded self-play games.

    Only real decisions (more than one legal action) are timed.
    """
    player = arena_player(game_name, level)
    times: list[float] = []
    match = 0
    while len(times) < positions:
        game = pygame_core.new_game(game_name, options, seed=seed_from("think", seed, match))
        match += 1
        while len(times) < positions and (mover := game.to_move()) is not None:
            view = private_view(game, mover)
            start = time.process_time()
            action = player.choose(view, seed_from(game.seed, len(game.history), mover))
            if len(view["legal"]) > 1:
                times.append((time.process_time() - start) * 1000.0)
            game.apply(mover, action)
    return {"positions": len(times), "median": statistics.median(times), "p95": percentile(times, 0.95),
            "max": max(times), "mean": statistics.mean(times)}


@dataclass(frozen=True)
class Pairing:
    """One line of the strength table: A against B in one game, over ``matches`` seat-swapped matches."""

    game: str
    a: str
    b: str
    matches: int
    options: Optional[dict[str, Any]] = None
    share: float = 1.0   # its weight when a run shares CPU time between pairings (see :func:`run_suite`)


def suite(matches: int = 200, bench_matches: int = 220) -> list[Pairing]:
    """The whole strength table: every game's ladder (hard vs medium, medium vs easy) with its default options,
    and hard against every bench opponent a game declares (Schnapsen: rdeep with an alpha-beta endgame, 220
    Bummerls are about 1,000 hands; Striker: random cards with a faultless goalkeeper, what card play is worth), with
    three times the share of CPU time."""
    out: list[Pairing] = []
    for name in pygame_core.registry.names():
        for opponent in bench_opponents(name):
            out.append(Pairing(name, "hard", opponent, bench_matches, share=3.0))
        out.append(Pairing(name, "hard", "medium", matches))
        out.append(Pairing(name, "medium", "easy", matches))
    return out


def percent_ci(wins: float, n: int) -> str:
    low, high = wilson_interval(wins, n)
    return f"{100 * wins / n:.1f}% of {n} ({100 * low:.1f}-{100 * high:.1f})" if n else "-"


def table_row(p: Pairing, s: dict[str, Any]) -> str:
    """One Markdown row: the match win rate, the hand win rate where the game has hands, think times (CPU ms)."""
    hands = percent_ci(s["a_hand_share"] * s["hands"], s["hands"]) if s["hands"] else ""
    think = "; ".join(f"{level} {t['median']:.1f} / {t['p95']:.1f}" for level, t in sorted(s["think_ms"].items()))
    return f"| {p.game} | {p.a} vs {p.b} | {percent_ci(s['a_wins'], s['matches'])} | {hands} | {think} |"


def _key(p: Pairing) -> str:
    return json.dumps([p.game, p.a, p.b, p.options], sort_keys=True)


def run_suite(pairings: Sequence[Pairing], seed: int, jobs: int, out: Optional[str] = None,
              minutes: Optional[float] = None) -> int:
    """Play every pairing, appending each finished match to ``out`` (JSON lines) if given, then print each
    pairing's report and the Markdown table of them all.

    The next match always goes to the pairing that has used the least CPU time so far, for its ``share`` (a cheap
    pairing finishes its matches early, the costly ones share what is left), so a run stopped early (then ``--report
    FILE``) has a fair sample of each. Matches are deterministic for their seed, so a run resumes from its ``out`` file:
    the matches found there are not played again. ``minutes``: no match starts after that much wall time (the
    matches running finish), so a short run of the whole table fits a time box; the table counts whole seat-swapped
    pairs, each row with its 95% interval, and says that the run was cut short.
    """
    start = time.perf_counter()
    stopped = [False]
    keys = [_key(p) for p in pairings]
    queues: list[list[tuple[str, str, str, int, int, Any]]] = [
        match_jobs(p.game, p.a, p.b, p.matches, seed, p.options) for p in pairings]
    results: list[list[MatchResult]] = [[] for _ in pairings]
    spent = [0.0 for _ in pairings]
    if out and os.path.exists(out):
        for k, result in _read_results(out, keys):
            if (result.seed, result.a_seat) in {(job[3], job[4]) for job in queues[k]}:
                queues[k] = [job for job in queues[k] if (job[3], job[4]) != (result.seed, result.a_seat)]
                results[k].append(result)
                spent[k] += result.cpu_s
    sink = open(out, "a", encoding="utf-8") if out else None

    def keep(k: int, result: MatchResult) -> None:
        results[k].append(result)
        spent[k] += result.cpu_s
        if sink is not None:
            sink.write(json.dumps({"key": keys[k], "result": dataclasses.asdict(result)}) + "\n")
            sink.flush()

    partner: list[int] = []  # the pairing whose seat-swapped twin match starts next (a time box keeps pairs whole)

    def next_job() -> Optional[tuple[int, tuple[str, str, str, int, int, Any]]]:
        if partner:
            k = partner.pop()
            return k, queues[k].pop(0)
        waiting = [k for k in range(len(pairings)) if queues[k]]
        if not waiting:
            return None
        if minutes is not None and time.perf_counter() - start > 60 * minutes:
            stopped[0] = True
            return None
        k = min(waiting, key=lambda k: (spent[k] / pairings[k].share, k))
        spent[k] += 1e-3  # so the jobs started together spread over the pairings
        job = queues[k].pop(0)
        if queues[k] and queues[k][0][3] == job[3]:  # its twin (the same seed, seats swapped) starts with it
            partner.append(k)
        return k, job

    try:
        if jobs <= 1:
            while (item := next_job()) is not None:
                keep(item[0], run_one(item[1]))
        else:
            import concurrent.futures
            import multiprocessing
            with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
                running: dict[Any, int] = {}
                while True:
                    while len(running) < jobs and (item := next_job()) is not None:
                        running[pool.submit(run_one, item[1])] = item[0]
                    if not running:
                        break
                    done, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                    for future in done:
                        keep(running.pop(future), future.result())
    finally:
        if sink is not None:
            sink.close()
    print_table(list(zip(pairings, results)))
    print(f"\n(seed {seed}, {time.perf_counter() - start:.0f} s, {jobs} processes"
          + (f"; stopped starting matches after {minutes:g} minutes: the rows hold the whole seat-swapped pairs"
             f" played by then; planned: {', '.join(f'{p.game} {p.a}-{p.b} {p.matches}' for p in pairings)})"
             if stopped[0] else ")"))
    return 0


def _read_results(path: str, keys: Optional[Sequence[str]] = None) -> Iterable[tuple[int, MatchResult]]:
    """The matches of a results file, each with its pairing's index in ``keys`` (pairings not in ``keys`` are
    skipped; without ``keys`` every pairing is numbered in the order it first appears)."""
    known = list(keys) if keys is not None else []
    with open(path, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            key = row.get("key") or json.dumps([row["game"], row["a"], row["b"], row["options"]], sort_keys=True)
            if key not in known:
                if keys is not None:
                    continue
                known.append(key)
            r = row["result"]
            yield known.index(key), MatchResult(r["seed"], r["a_seat"], r["a_score"], r["match_value"],
                                                [tuple(h) for h in r["hand_points"]],
                                                r["think_ms"], r.get("cpu_s", 0.0))


def print_table(played: Sequence[tuple[Pairing, list[MatchResult]]]) -> None:
    """Each pairing's report, then one Markdown table row per pairing. Only whole seat-swapped pairs count (a
    run stopped early may have played one seat of a seed only)."""
    rows = []
    for p, results in played:
        by_seed: dict[int, list[MatchResult]] = {}
        for r in results:
            by_seed.setdefault(r.seed, []).append(r)
        whole = [r for pair in by_seed.values() if len(pair) == 2 for r in sorted(pair, key=lambda r: r.a_seat)]
        if not whole:
            continue
        summary = summarize(whole, p.a, p.b)
        print(f"[{p.game}] " + report(summary), flush=True)
        rows.append(table_row(p, summary))
    print()
    print("| game | A vs B | A's match wins, 95% CI | A's hand wins, 95% CI | think CPU ms, median / p95 |")
    print("| --- | --- | --- | --- | --- |")
    print("\n".join(rows))


def report_file(path: str) -> int:
    """The table from a results file of :func:`run_suite` (e.g. of a run stopped early), pairings in the order
    they first appear in it."""
    keys: list[str] = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            key = row.get("key") or json.dumps([row["game"], row["a"], row["b"], row["options"]], sort_keys=True)
            if key not in keys:
                keys.append(key)
    played: list[tuple[Pairing, list[MatchResult]]] = []
    for key in keys:
        game, a, b, options = json.loads(key)
        played.append((Pairing(game, a, b, 0, options), []))
    for k, result in _read_results(path, keys):
        played[k][1].append(result)
    print_table(played)
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m pygame_core.ai.arena", description=__doc__.split("\n")[0])
    parser.add_argument("game", nargs="?", choices=pygame_core.registry.names(),
                        help="one game; without it, the whole strength table (every game's ladder and bench opponents)")
    parser.add_argument("--a", default="hard", help="level of player A (easy, medium, hard, random)")
    parser.add_argument("--b", default="medium", help="level of player B")
    parser.add_argument("--matches", type=int, default=200, help="number of matches (seat-swapped pairs)")
    parser.add_argument("--bench-matches", type=int, default=220,
                        help="the whole table: matches of hard against each bench opponent (default 220)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default=None, help="game options as JSON")
    parser.add_argument("--out", default=None, metavar="FILE",
                        help="append every finished match to FILE (JSON lines); a run resumes from it")
    parser.add_argument("--report", default=None, metavar="FILE", help="print the table of a --out FILE and stop")
    parser.add_argument("--minutes", type=float, default=None, metavar="M",
                        help="start no match after M minutes of wall time (a short run of the table; with --out too)")
    parser.add_argument("--think", type=int, default=0, metavar="N",
                        help="instead of matches: time level A over N positions")
    args = parser.parse_args(argv)
    options = json.loads(args.options) if args.options else None
    if args.report:
        return report_file(args.report)
    if args.game is None:
        return run_suite(suite(args.matches, args.bench_matches), args.seed, args.jobs, args.out, args.minutes)
    if args.think:
        t = think_times(args.game, args.a, args.think, args.seed, options)
        print(f"{args.a}: median {t['median']:.2f} ms, p95 {t['p95']:.2f} ms, max {t['max']:.2f} ms "
              f"over {t['positions']} positions")
        return 0
    if args.out or args.minutes:  # one pairing as the whole table is played (resumable from --out, a time box)
        return run_suite([Pairing(args.game, args.a, args.b, args.matches, options)], args.seed, args.jobs, args.out,
                         args.minutes)
    start = time.perf_counter()
    results = run_matches(args.game, args.a, args.b, args.matches, args.seed, args.jobs, options)
    print(report(summarize(results, args.a, args.b)))
    print(f"  ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
