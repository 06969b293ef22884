"""Figures (d), (e), (g) and (h): speed.py, share.py and latency.py run on CPython and in Pyodide under Node (the
same script in both; each prints one ``BENCH {json}`` line), printed side by side."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any, Iterator

from ..paths import ROOT
from ..testenv import pyodide_command
from ..wheel import engine_wheel

HERE = Path(__file__).resolve().parent


def run_engine_script(python: str, name: str, args: list[str]) -> Iterator[tuple[str, Any]]:
    """Run buildtools/bench/<name> on CPython and in Pyodide under Node; yields (runtime, its BENCH JSON)."""
    script = HERE / name
    runs = {
        "CPython": [python, str(script), *args],
        "Pyodide (Node)": pyodide_command([engine_wheel()], "--script", str(script), "--", *args),
    }
    for runtime, cmd in runs.items():
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                              timeout=1800)
        line = next((s for s in proc.stdout.splitlines() if s.startswith("BENCH ")), None)
        if line is None:
            print(f"  {runtime}: failed (exit {proc.returncode}): {(proc.stderr or proc.stdout).strip()[-400:]}")
            continue
        yield runtime, json.loads(line[len("BENCH "):])


def share_figures(python: str) -> None:
    print("\n== (g) replay links: length and time to show a position ==")
    for runtime, result in run_engine_script(python, "share.py", []):
        for game, f in result["games"].items():
            print(f"  {runtime:<15} {game}: after {f['moves']} moves{' (over)' if f['over'] else ''}: link "
                  f"seen-only {f['seen_kb']:6.1f} kB, full {f['full_kb']:5.1f} kB; a position "
                  f"{f['seen_step_ms']:6.3f} ms (seen-only), {f['full_step_ms']:6.2f} ms (full, stepping back)")
        for h in result.get("hostile", []):
            print(f"  {runtime:<15} hostile link of {h['chars']} characters ({h['lines']} empty log lines, "
                  f"{h['steps']} positions): opened and shown in {h['seconds']:.3f} s, peak {h['peak_mb']} MB "
                  f"(issue 11 bound: 0.5 s, 50 MB on CPython)")


def engine_speed(python: str) -> None:
    args = ["--seconds", "5", "--positions", "30"]
    print("\n== (d) random full games per second, (e) computer think time per strength ==")
    for name, result in run_engine_script(python, "speed.py", args):
        for game, figures in result["games"].items():
            if "error" in figures:
                print(f"  {name:<15} {game}: {figures['error']}")
                continue
            r = figures["random"]
            print(f"  {name:<15} {game}: {r['games_per_s']:8.1f} random games/s "
                  f"({r['games']} games, {r['plies_per_game']} plies each, Python {result['python']})")
            think = figures["think_ms"]
            if "skipped" in think:
                print(f"  {'':<15} think time: skipped ({think['skipped']})")
                continue
            for level, t in think.items():
                if "error" in t:
                    print(f"  {'':<15} think {level:<6}: {t['error']}")
                else:
                    print(f"  {'':<15} think {level:<6}: median {t['median']:8.2f} ms   p95 {t['p95']:8.2f} ms   "
                          f"({t['positions']} positions)")


def advice_figures(python: str) -> None:
    """(i): hint time (median, p95) and the review of a whole match, per game (issue 21)."""
    print("\n== (i) hint (the hard player's choice and why) and the review of a whole match, CPU time ==")
    for runtime, result in run_engine_script(python, "advice.py", []):
        for game, f in result["games"].items():
            if "error" in f:
                print(f"  {runtime:<15} {game}: {f['error']}")
                continue
            h, r = f["hint"], f["review"]
            print(f"  {runtime:<15} {game}: hint median {h['median']:7.1f} ms, p95 {h['p95']:7.1f} ms, max "
                  f"{h['max']:7.1f} ms ({h['count']} hints); review of the match ({r['moves']} moves, {r['decisions']}"
                  f" decisions, {r['costly']} costly): {r['whole_s']:5.1f} s in one call, {r['parts_s']:5.1f} s one "
                  f"decision per call (slowest {r['slowest_part_s']:.2f} s)")


def puzzle_figures(python: str) -> None:
    """(l): ``puzzle_check`` time per game, exact (Schnapsen, every card known) and estimated (issue 33)."""
    print("\n== (l) puzzle_check (a reader's answer judged), CPU time ==")
    for runtime, result in run_engine_script(python, "puzzles.py", []):
        for key, f in result["runs"].items():
            if "error" in f:
                print(f"  {runtime:<15} {key}: {f['error']}")
                continue
            print(f"  {runtime:<15} {key:<28}: median {f['median']:7.1f} ms, p95 {f['p95']:7.1f} ms, max "
                  f"{f['max']:7.1f} ms ({f['count']} puzzles, {f['exact']} judged exactly)")


def latency_figures(python: str) -> dict[str, Any]:
    """(h): view/act p95 at the start and at the end of a long match of each game. Returns them per runtime."""
    print("\n== (h) bridge view / act over a long match (JSON in and out, as the worker calls it): first and last "
          "50 decisions ==")
    out: dict[str, Any] = {}
    for runtime, result in run_engine_script(python, "latency.py", []):
        out[runtime] = result
        for game, f in result["games"].items():
            if "error" in f:
                print(f"  {runtime:<15} {game}: {f['error']}")
                continue
            options = ", ".join(f"{k}={v}" for k, v in f["options"].items()) or "defaults"
            print(f"  {runtime:<15} {game} ({options}; {f['decisions']} decisions{', to the end' if f['over'] else ''}):"
                  f" start view p95 {f['start']['view']['p95']:.2f} / act p95 {f['start']['act']['p95']:.2f} ms;"
                  f" end view p95 {f['end']['view']['p95']:.2f} / act p95 {f['end']['act']['p95']:.2f} ms")
    return out
