"""The benchmarks behind ``python3 build.py bench``: prints figures, asserts nothing.

(a) start-up in headless Chromium from the local server, each page in a fresh browser context, median of ``runs``:
    the site until its table is playable (a saved match is put in localStorage first, as the shell stores it, so
    the page resumes straight into the table; if the shell's storage format is unknown: up to its menu with the
    engine ready) and an embed (start=now) until its table is playable: the first visit (cold), the second visit
    in the same context (service worker and memory snapshot), and a start with the network off; next to a bare
    ``loadPyodide()`` (bench/bare.html, in a worker: first and second visit, measured right before the site's and
    right before the embed's; on the main thread) and the engine alone (bench/engine.html); the snapshot's size and
    the time to make it, the worker's memory; ratios of the medians, the median of each pair's ratio, of the best;
(b) bytes a first visit transfers (counted by the server and summed from Playwright's responses, until the next
    visit's snapshot is made) next to the size of Pyodide's own runtime files;
(c) bridge round trips in the browser (view, act) over a whole match of one game: median and p95, at its start and
    at its end;
(d) random full games per second, and (e) computer think time per strength, on CPython and in Pyodide under Node
    (speed.py);
(f) the ways of loading the engine wheel (bench/loading.html: the site's wheel on sys.path with its bytecode, a lock +
    loadPackage, loadPackage(url), micropip);
(g) replay links: their length (seen-only and full) for a match halfway through, and the time to show one
    position, on CPython and in Pyodide under Node (share.py);
(h) view / act through bridge.handle (JSON in and out) at the start and at the end of a long match of each game,
    median and p95, on CPython and in Pyodide under Node (latency.py);
(i) the wait between a person's own decisions per game and player count at speed normal: the shell's rule
    (web/pace.js, under Node) on the computer moves of seeded CPython matches, next to the old rule (pace.py).
(j) hint time (median, p95) and the review of a whole match per game, on CPython and in Pyodide under Node
    (advice.py; issue 21: a hint within 1 s at p95, a review within 10 s for Schnapsen and Spike, 30 s for the others).
(k) the same in headless Chromium, as a person waits for it: one match per game against the hard computer, the wall
    time of every ``ai_move`` (issue 23: hard's think time within 1 s at p95 in the browser), of a hint at the
    person's first 20 decisions and of the review one decision per call (bench/engine.html?advice=1).
(l) ``puzzle_check`` time per game, exact (Schnapsen with every card known) and estimated, on CPython and in Pyodide
    under Node (puzzles.py; issue 33: within 1 s at p95 in the browser).
(m) in headless Chromium, the example studio's step (a computer move) until the studio shows it and until its
    preview frame shows it, and ``puzzle_check`` per game through the page's engine, median and p95 (studio.py;
    issue 33: a studio step and its preview within 100 ms, ``puzzle_check`` within 1 s at p95 in the browser).
(n) think time as a tablet has it (issue 36): the hard computer's move and a hint per game over positions from seeded
    matches, in headless Chromium with the CPU slowed 4x, beside the same calls unthrottled (think.py, bench/think.html).
At the end: the targets of issue #13 as ratios of this run.

The pages (a)-(c), (f) open are web/bench/*.html, shipped as dist/bench/. Here:

    browser.py     (a), (b), (c), (f), (k): headless Chromium through Playwright against a copy of dist/
    engine.py      (d), (e), (g), (h): runs speed.py, share.py, latency.py on CPython and in Pyodide under Node
    speed.py       random games per second and think times, one JSON line (runs in either runtime)
    share.py       replay link sizes and step times, one JSON line (runs in either runtime)
    latency.py     view / act times over a long match, one JSON line (runs in either runtime)
    pace.py        (i): the waits between a person's decisions (python3 -m buildtools.bench.pace [--matches N])
    advice.py      hint and review times per game, one JSON line (runs in either runtime)
    puzzles.py     puzzle_check times per game, one JSON line (runs in either runtime)
    studio.py      (m): the studio's step and preview, and puzzle_check, in Chromium (a BrowserBench page)
    think.py       (n): hard moves and hints in Chromium with the CPU slowed 4x (and unthrottled)
    stats.py       median, p95 and the printed forms
    schnapsen.py   the Schnapsen engine alone: hands, clones, views, determinizations per second
                   (python3 -m buildtools.bench.schnapsen; not part of build.py bench)
    spike.py       the Spike engine alone: matches, views, clones, determinizations per second and think times
                   (python3 -m buildtools.bench.spike; not part of build.py bench)
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

from ..paths import ROOT
from ..server import make_server
from ..site import build
from ..testenv import venv_python
from . import browser, engine, think


def main(runs: int, parts: str = "abcdefghijklmn") -> int:
    python = str(venv_python()) if venv_python().exists() else sys.executable
    manifest = build()
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "dist", site)
        micropip_note = browser.micropip_site(site, python) if "f" in parts else None
        counter = browser.Counter()
        server = make_server(0, directory=site, quiet=True, on_bytes=counter)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            if set(parts) & set("abcfkmn"):
                game = browser.bench_game()
                with browser.BrowserBench(f"http://127.0.0.1:{server.server_address[1]}/",
                                          browser.resume_script(game), game) as bench:
                    if "a" in parts:
                        figures.update(browser.cold_start(bench, runs))
                    if "b" in parts:
                        figures.update(browser.first_visit_bytes(bench, counter, manifest))
                    if "c" in parts:
                        browser.round_trips(bench)
                    if "f" in parts:
                        browser.loading_methods(bench, runs, micropip_note)
                    if "k" in parts:
                        browser.advice_in_browser(bench)
                    if "m" in parts:
                        from . import studio  # (issue 33: the studio's steps and puzzle_check in Chromium)
                        studio.studio_in_browser(bench)
                    if "n" in parts:
                        think.think_figures(bench.browser, bench.base)
        except ImportError:
            print("(a)-(c), (f), (k), (m), (n): skipped: Playwright is not installed (python3 build.py test installs it in .venv;"
                  " run: .venv/bin/python build.py bench)")
        finally:
            server.shutdown()
            server.server_close()
    if set(parts) & set("de"):
        engine.engine_speed(python)
    if "g" in parts:
        engine.share_figures(python)
    if "h" in parts:
        engine.latency_figures(python)
    if "i" in parts:
        from . import pace  # imported here: `python3 -m buildtools.bench.pace` runs it alone
        pace.pace_figures()
    if "j" in parts:
        engine.advice_figures(python)
    if "l" in parts:
        engine.puzzle_figures(python)
    print_targets(figures)
    return 0


def print_targets(figures: dict[str, Any]) -> None:
    """The issue's targets as ratios of this run (figures, not tests)."""
    rows = [
        ("cold first visit / bare page (site, resumed table)", "cold", 1.10, 1.0),
        ("cold first visit / bare page (embed, start=now)", "embed_cold", 1.10, 1.0),
        ("second visit / bare page's second visit (site)", "second", 0.5, 0.3),
        ("second visit / bare page's second visit (embed)", "embed_second", 0.5, 0.3),
        ("first-visit bytes / Pyodide's runtime", "bytes", 1.10, None),
    ]
    rows = [row for row in rows if figures.get(row[1]) is not None]
    if not rows:
        return
    print("\n== targets (ratios from this run: of the medians [median of each run's ratio; of the best runs]) ==")
    for name, key, target, stretch in rows:
        value = figures[key]
        others = [figures.get(f"{key}_{kind}") for kind in ("paired", "best")]
        extra = " [" + "; ".join(f"{v:.2f}" for v in others if v is not None) + "]" if any(others) else ""
        verdict = "met" if value <= target else "missed"
        if stretch is not None and value <= stretch:
            verdict += ", stretch met"
        print(f"  {name:<52} {value:5.2f}{extra:<14}  target <= {target}{f' (stretch {stretch})' if stretch else ''}:"
              f" {verdict}")
    if figures.get("offline_ms") is not None:
        print(f"  offline start (site, with the snapshot): median {figures['offline_ms']:.0f} ms")
    if figures.get("snapshot_mb") is not None:
        print(f"  snapshot: {figures['snapshot_mb']:.1f} MB, made in {figures['snapshot_ms']:.0f} ms (median)")
