"""Figures (a), (b), (c) and (f): headless Chromium (Debian's, through Playwright) against a copy of dist/ served
on 127.0.0.1; every figure gets a fresh browser context (a cold cache). Playwright is imported only when a browser
starts, so the other figures run without it."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Optional

from ..paths import CHROMIUM, CHROMIUM_ARGS, PYODIDE_FILES, ROOT
from .stats import first_line, fmt_ms, median, p95

TIMEOUT_MS = 90_000


class Counter:
    """Bytes the server sent, per path (the first visit's real transfer)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.by_path: dict[str, int] = {}
        self.active = False

    def __call__(self, path: str, count: int) -> None:
        if self.active:
            with self.lock:
                key = path.split("?")[0]
                self.by_path[key] = self.by_path.get(key, 0) + count

    def reset(self) -> None:
        with self.lock:
            self.by_path = {}


def micropip_site(site: Path, python: str) -> Optional[str]:
    """Put the micropip wheel for Python 3.14 and a lock naming it (with the wheel's real sha256) into
    ``site/_bench/`` for bench/loading.html?method=micropip. Returns a note when that is impossible."""
    runtime_lock = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    entry = runtime_lock["packages"].get("micropip")
    if entry is None:
        return "the runtime lock names no micropip"
    cache = ROOT / ".cache" / "bench-wheels"
    cache.mkdir(parents=True, exist_ok=True)
    wheels = sorted(cache.glob(f"micropip-{entry['version']}-*.whl"))
    if not wheels:
        try:
            subprocess.run([python, "-m", "pip", "download", "--quiet", "--no-deps", "--python-version", "3.14",
                            "--only-binary=:all:", f"micropip=={entry['version']}", "-d", str(cache)],
                           check=True, stdin=subprocess.DEVNULL)
        except subprocess.CalledProcessError as exc:
            return f"micropip could not be downloaded ({exc})"
        wheels = sorted(cache.glob(f"micropip-{entry['version']}-*.whl"))
    wheel = wheels[0]
    bench = site / "_bench"
    bench.mkdir()
    shutil.copy2(wheel, bench / wheel.name)
    lock = {"info": runtime_lock["info"], "packages": {"micropip": {
        **entry, "file_name": wheel.name, "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "depends": []}}}
    (bench / "pyodide-lock.json").write_text(json.dumps(lock))
    return None


#: Games tried, in this order, for the figures that need one game (the first one the engine offers).
PREFERRED_GAMES = ("schnapsen", "spike", "strandcup", "striker")


def bench_game() -> Optional[str]:
    """The first game of PREFERRED_GAMES this checkout's engine can start (games may be broken while they change)."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import bridge
        for game in PREFERRED_GAMES:
            answer = bridge.handle_obj({"cmd": "new_game", "game": game, "seats": ["human", "ai:easy"], "seed": 1})
            if answer.get("ok"):
                bridge.handle_obj({"cmd": "close", "id": answer["id"]})
                return game
    finally:
        sys.path.remove(str(ROOT))
    return None


def shell_storage_prefix() -> Optional[str]:
    """The prefix the shell's saves use in localStorage (web/store.js: ``const BASE = "cardgames."``, formerly
    ``const PREFIX``), or None when no shell module declares one this knows."""
    for script in sorted((ROOT / "web").glob("*.js")):
        found = re.search(r'const (?:BASE|PREFIX)\s*=\s*"([a-z]+\.)"', script.read_text(encoding="utf-8"))
        if found and "save." in script.read_text(encoding="utf-8"):
            return found.group(1)
    return None


def resume_script(game: Optional[str]) -> Optional[str]:
    """An init script that stores a saved match of ``game`` (a person against the computer, easy) the way the shell
    does (web/store.js: ``<prefix>active`` and ``<prefix>save.<game>``), so the site opens straight into its table:
    the cold start to an interactive table. None when the shell's storage format is not one this knows."""
    prefix = shell_storage_prefix()
    if prefix is None or game is None:
        return None
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import bridge
        answer = bridge.handle_obj({"cmd": "new_game", "game": game, "seats": ["human", "ai:easy"], "seed": 1})
        games = bridge.handle_obj({"cmd": "games"})
    finally:
        sys.path.remove(str(ROOT))
    if not answer.get("ok") or "save" not in answer:
        return None
    record = {"save": answer["save"], "mode": "computer", "strength": "easy", "options": {}, "viewSeat": 0}
    # the table's module and stylesheet, as the shell stores them with a game (it loads them while Python starts)
    entry = next((g for g in games.get("games", []) if g.get("name") == game), {})
    record.update({key: entry[key] for key in ("table", "stylesheet") if entry.get(key)})
    return (f"try {{ localStorage.setItem({json.dumps(prefix + 'active')}, {json.dumps(json.dumps(game))});"
            f" localStorage.setItem({json.dumps(prefix + 'save.' + game)}, {json.dumps(json.dumps(record))});"
            f" }} catch (e) {{}}")


#: Marks on window.__marks (ms since navigation): the first time body[data-ready] takes each value, and "playable":
#: the first time a table is shown with nothing busy (data-ready "table", no data-busy), as e2e's wait_idle.
READY_OBSERVER = """
(() => {
  // the cards' speed "instant": the start of the engine is measured, not the deal's animation (web/motion.js, which
  // stores the setting as JSON: a bare "instant" would read as unreadable, hence normal)
  try { localStorage.setItem("cardgames.setting.speed", JSON.stringify("instant")); } catch (e) {}
  window.__marks = {};
  const mark = () => {
    const body = document.body;
    if (!body) return;
    const state = body.dataset.ready;
    const now = performance.now();
    if (state && !(state in window.__marks)) window.__marks[state] = now;
    if (state === "table" && body.dataset.busy !== "1" && !("playable" in window.__marks)) window.__marks.playable = now;
  };
  const start = () => {
    mark();
    new MutationObserver(mark).observe(document.body, { attributes: true, attributeFilter: ["data-ready", "data-busy"] });
  };
  if (document.body) start(); else document.addEventListener("DOMContentLoaded", start);
})();
"""

#: Pyodide's runtime, the figure first-visit bytes are compared with: the npm package's files a bare loadPyodide()
#: downloads (its lock aside).
RUNTIME_BYTES = tuple(f"pyodide/{name}" for name in PYODIDE_FILES if name != "pyodide-lock.json")

PLAYABLE = "window.__marks && window.__marks.playable"
BARE_READY = "window.__bench && (window.__bench.ready || window.__bench.error)"
#: The engine's state on a site page once it is up (engine.js: start, snapshot, the worker's memory).
ENGINE_STATE = """() => { const e = window.__engine; return e ? {start: e.start, snapshot: e.snapshot,
  memory: e.startInfo && e.startInfo.memory, fallback: e.startInfo && e.startInfo.fallback,
  motion: document.documentElement.dataset.motion} : null; }"""
SNAPSHOT_SETTLED = "() => ['stored', 'failed', 'off', 'unavailable'].includes(document.body.dataset.engineSnapshot)"


class BrowserBench:
    """Headless Chromium against the bench server; every figure gets a fresh context (a cold cache)."""

    def __init__(self, base: str, resume: Optional[str], game: Optional[str], chromium: Path = CHROMIUM,
                 chromium_args: list[str] = CHROMIUM_ARGS) -> None:
        self.base, self.chromium, self.chromium_args, self.resume = base, chromium, chromium_args, resume
        self.game = game

    def __enter__(self) -> "BrowserBench":
        from playwright.sync_api import sync_playwright
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=str(self.chromium), args=self.chromium_args)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.browser.close()
        self.playwright.stop()

    def value(self, url: str, expression: str, site_page: bool = False) -> Any:
        """Open ``url`` in a fresh context (service workers blocked), wait until ``expression`` is truthy, return it.
        ``site_page``: watch the shell's readiness marks, and store a saved match first so it resumes to the table."""
        context = self.browser.new_context(service_workers="block")
        try:
            if site_page:
                context.add_init_script(READY_OBSERVER)
                if self.resume:
                    context.add_init_script(self.resume)
            page = context.new_page()
            page.goto(self.base + url)
            page.wait_for_function(expression, timeout=TIMEOUT_MS)
            return page.evaluate(expression)
        finally:
            context.close()

    def visits(self, url: str, expression: str, site_page: bool) -> dict[str, Any]:
        """Visits of ``url`` in one fresh context, as a person's browser makes them: the first visit (cold), then
        (site pages: once the next visit's snapshot is made) a second visit, then one with the network off.
        Returns {"cold": ms, "second": ms, "offline": ms, "state": {...}, "snapshot": {...}}."""
        context = self.browser.new_context(service_workers="allow")
        out: dict[str, Any] = {}
        try:
            if site_page:
                context.add_init_script(READY_OBSERVER)
                if self.resume and url.startswith("index.html"):
                    context.add_init_script(self.resume)
            page = context.new_page()
            page.goto(self.base + url)
            page.wait_for_function(expression, timeout=TIMEOUT_MS)
            out["cold"] = float(page.evaluate(expression))
            if site_page:
                out["cold_state"] = page.evaluate(ENGINE_STATE)
                page.wait_for_function(SNAPSHOT_SETTLED, timeout=SNAPSHOT_TIMEOUT_MS, polling=100)
                out["snapshot"] = page.evaluate("() => window.__engine.snapshot")
            page.goto(self.base + url)
            page.wait_for_function(expression, timeout=TIMEOUT_MS)
            out["second"] = float(page.evaluate(expression))
            if site_page:
                out["second_state"] = page.evaluate(ENGINE_STATE)
                context.set_offline(True)
                try:
                    page.goto(self.base + url)
                    page.wait_for_function(expression, timeout=TIMEOUT_MS)
                    out["offline"] = float(page.evaluate(expression))
                    out["offline_state"] = page.evaluate(ENGINE_STATE)
                finally:
                    context.set_offline(False)
            return out
        finally:
            context.close()


SNAPSHOT_TIMEOUT_MS = 180_000


def _ratio(a: list[float], b: list[float]) -> str:
    return f"{median(a) / median(b):.2f}" if a and b else "n/a"


def cold_start(bench: BrowserBench, runs: int) -> dict[str, Any]:
    """(a): the cold first visit, the second visit (service worker and snapshot) and an offline start of the site,
    next to a bare loadPyodide() page's first and second visits. Returns the medians and ratios (for the summary)."""
    game = bench.game or "spike"
    site_url = "index.html?fast=1"
    embed_url = f"embed.html?game={game}&start=now&fast=1"
    print(f"== (a) start-up in headless Chromium, {runs} runs, a fresh context per page and run; ms since navigation ==")
    print(f"   site: {site_url} resumed into a saved {game} match (as the shell stores it), until the table is playable"
          f"{'' if bench.resume else ' [no resume: the shell storage format is unknown; the menu instead]'};")
    print(f"   embed: {embed_url}; bare: bench/bare.html (loadPyodide() alone, main thread / ?worker=1)")
    print("   visits in one context: first (cold), second (service worker + snapshot), offline (network off);"
          " the cards' speed set to instant (at normal, a deal the computer leads after adds its animation, ~1 s)")
    site_expr = PLAYABLE if bench.resume else "window.__marks && window.__marks.menu && window.__app && window.__app.engineReady && performance.now()"
    times: dict[str, list[float]] = {}
    states: dict[str, list[Any]] = {}
    snapshots: list[dict[str, Any]] = []

    pairs: list[dict[str, float]] = []  # the bare worker's visits, then the site's (or the embed's), moments apart

    def add(name: str, value: Any) -> None:
        if value is not None:
            times.setdefault(name, []).append(float(value))
            pairs[-1][name] = float(value)

    bare = ("bare worker", "bench/bare.html?worker=1", "window.__bench && window.__bench.ready", False)
    for _ in range(runs):  # interleaved, so a busy moment of the machine hits every page alike; the bare worker
        # page right before the site and right before the embed, so each has a bare run moments apart
        for name, url, expression, site_page in (
                bare, ("site", site_url, site_expr, True),
                bare, ("embed", embed_url, PLAYABLE, True),
                ("bare main thread", "bench/bare.html", "window.__bench && window.__bench.ready", False),
                ("engine alone", "bench/engine.html?snapshot=0", "window.__bench && window.__bench.ready", False)):
            if name == "bare worker":
                pairs.append({})
            try:
                if name in ("bare main thread", "engine alone"):
                    add(f"{name}: first visit", bench.value(url, expression))
                    continue
                result = bench.visits(url, expression, site_page)
            except Exception as exc:
                print(f"    {url}: failed ({first_line(exc)})")
                continue
            add(f"{name}: first visit", result.get("cold"))
            add(f"{name}: second visit", result.get("second"))
            add(f"{name}: offline", result.get("offline"))
            for key in ("cold_state", "second_state", "offline_state"):
                if result.get(key):
                    states.setdefault(f"{name} {key.split('_')[0]}", []).append(result[key])
            if result.get("snapshot"):
                snapshots.append(result["snapshot"])
    for name, values in times.items():
        print(f"  {name:<28} {fmt_ms(values)}")
    for name, values in states.items():
        starts = ", ".join(f"{s.get('start')}" + (f" ({s['fallback']})" if s.get("fallback") else "") for s in values)
        speeds = sorted({str(s.get("motion")) for s in values})
        print(f"  {name:<28} started from: {starts}; the cards' speed: {', '.join(speeds)}")
    made = [s for s in snapshots if s.get("state") == "stored" and s.get("size")]
    if made:
        print(f"  snapshot for the next visit: {median([s['size'] for s in made]) / 1e6:.1f} MB, made in "
              f"{fmt_ms([s['ms'] for s in made])} (a second worker, after the page was idle), stored in "
              f"{median([s.get('storeMs', 0) for s in made]):.0f} ms")
    failed = [s for s in snapshots if s.get("state") != "stored"]
    if failed:
        print(f"  snapshots not made: {[(s.get('state'), s.get('error')) for s in failed]}")
    memory = [s["memory"] for v in states.values() for s in v if s.get("memory")]
    if memory:
        heap = max(m.get("wasmHeap") or 0 for m in memory)
        js = max(m.get("jsHeapUsed") or 0 for m in memory)
        print(f"  worker memory: Python's heap (wasm memory) up to {heap / 1e6:.1f} MB"
              + (f", JS heap up to {js / 1e6:.1f} MB" if js else ""))
    def paired(name: str, bare: str) -> Optional[float]:
        """The median over runs of each run's ratio: the page and the bare worker page measured moments apart (a
        slow spell of a shared machine hits both)."""
        ratios = [pair[name] / pair[bare] for pair in pairs if name in pair and bare in pair]
        return median(ratios) if ratios else None

    def best(name: str, bare: str) -> Optional[float]:
        return min(times[name]) / min(times[bare]) if times.get(name) and times.get(bare) else None

    bare_cold, bare_second = times.get("bare worker: first visit", []), times.get("bare worker: second visit", [])
    figures = {
        "cold": median(times["site: first visit"]) / median(bare_cold) if times.get("site: first visit") and bare_cold else None,
        "embed_cold": (median(times["embed: first visit"]) / median(bare_cold)
                       if times.get("embed: first visit") and bare_cold else None),
        "second": (median(times["site: second visit"]) / median(bare_second)
                   if times.get("site: second visit") and bare_second else None),
        "embed_second": (median(times["embed: second visit"]) / median(bare_second)
                         if times.get("embed: second visit") and bare_second else None),
        "cold_paired": paired("site: first visit", "bare worker: first visit"),
        "cold_best": best("site: first visit", "bare worker: first visit"),
        "embed_cold_paired": paired("embed: first visit", "bare worker: first visit"),
        "embed_cold_best": best("embed: first visit", "bare worker: first visit"),
        "second_paired": paired("site: second visit", "bare worker: second visit"),
        "embed_second_paired": paired("embed: second visit", "bare worker: second visit"),
        "offline_ms": median(times["site: offline"]) if times.get("site: offline") else None,
        "snapshot_mb": median([s["size"] for s in made]) / 1e6 if made else None,
        "snapshot_ms": median([s["ms"] for s in made]) if made else None,
    }
    fmt = lambda value: f"{value:.2f}" if value is not None else "n/a"  # noqa: E731
    print(f"  ratio first visit / bare worker's first visit (of the medians; median of each run's ratio with the bare"
          f" page measured just before; of the best runs): site {_ratio(times.get('site: first visit', []), bare_cold)}; {fmt(figures['cold_paired'])};"
          f" {fmt(figures['cold_best'])}   embed {_ratio(times.get('embed: first visit', []), bare_cold)};"
          f" {fmt(figures['embed_cold_paired'])}; {fmt(figures['embed_cold_best'])}   (target <= 1.10, stretch 1.0)")
    print(f"  ratio first visit / bare page on the main thread (of the medians): site "
          f"{_ratio(times.get('site: first visit', []), times.get('bare main thread: first visit', []))}")
    print(f"  ratio second visit / bare worker's second visit (of the medians; median of each run's ratio): site "
          f"{_ratio(times.get('site: second visit', []), bare_second)}; {fmt(figures['second_paired'])}   embed "
          f"{_ratio(times.get('embed: second visit', []), bare_second)}; {fmt(figures['embed_second_paired'])}"
          f"   (target <= 0.5, stretch 0.3)")
    return figures


def first_visit_bytes(bench: BrowserBench, counter: Counter, manifest: dict[str, Any]) -> dict[str, Any]:
    print("\n== (b) bytes of a first visit (a fresh on-disk profile; service worker precache and the next visit's "
          "snapshot included) ==")
    # An on-disk profile, as a person's browser has: an incognito context's memory cache cannot hold the 9.6 MB
    # wasm, so there the precache would download it a second time.
    counter.reset()
    counter.active = True
    responses: list = []
    seen = 0
    snapshot: Any = None
    profile = tempfile.mkdtemp(prefix="bench-profile-")
    try:
        context = bench.playwright.chromium.launch_persistent_context(
            profile, executable_path=str(bench.chromium), args=bench.chromium_args)
        try:
            context.add_init_script(READY_OBSERVER)
            context.on("response", lambda response: responses.append(response))
            page = context.new_page()
            page.goto(bench.base + "index.html?fast=1")
            page.wait_for_function("window.__app && window.__app.engineReady", timeout=TIMEOUT_MS)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            # the snapshot is made on the device after the page is idle: it must add nothing to the download
            page.wait_for_function(SNAPSHOT_SETTLED, timeout=SNAPSHOT_TIMEOUT_MS, polling=100)
            snapshot = page.evaluate("() => window.__engine.snapshot")
            time.sleep(1.0)
            seen = sum(r.request.sizes()["responseBodySize"] for r in responses)
        finally:
            context.close()
    except Exception as exc:
        print(f"  failed: {first_line(exc)}")
    finally:
        counter.active = False
        shutil.rmtree(profile, ignore_errors=True)
    server_bytes = sum(counter.by_path.values())
    # Pyodide's runtime as the npm package has it (the site starts from the compiled standard library instead of
    # the package's python_stdlib.zip: its extra bytes count as the site's own)
    runtime = sum(f["size"] for f in manifest["files"] if f["path"] in RUNTIME_BYTES)
    print(f"  sent by the server:          {server_bytes / 1e6:6.2f} MB in {len(counter.by_path)} files "
          f"(uncompressed; this server does not compress) = {server_bytes / runtime:.3f} x the runtime "
          f"(target <= 1.10)")
    print(f"  Playwright response bodies:  {seen / 1e6:6.2f} MB in {len(responses)} responses "
          f"(the precache's and the snapshot worker's reads of the HTTP cache included)")
    print(f"  Pyodide's runtime files:     {runtime / 1e6:6.2f} MB (the npm package's pyodide.mjs, pyodide.asm.mjs, "
          f"pyodide.asm.wasm, python_stdlib.zip)")
    site_runtime = sum(size for path, size in counter.by_path.items() if path.startswith("/pyodide/"))
    print(f"  the site's runtime files:    {site_runtime / 1e6:6.2f} MB (the same, with the standard library "
          f"precompiled; the package's python_stdlib.zip and lock not downloaded)")
    print(f"  everything else:             {(server_bytes - runtime) / 1e6:6.2f} MB")
    if snapshot:
        print(f"  the next visit's snapshot:   {snapshot.get('state')}"
              + (f", {snapshot['size'] / 1e6:.1f} MB made on the device in {snapshot['ms']:.0f} ms (not downloaded)"
                 if snapshot.get("size") else ""))
    for path, size in sorted(counter.by_path.items(), key=lambda kv: -kv[1])[:8]:
        print(f"    {size / 1e3:9.1f} kB  {path}")
    return {"bytes": server_bytes / runtime if server_bytes and runtime else None}


def engine_page(bench: BrowserBench, query: str, key: str, name: str = "") -> Optional[dict[str, Any]]:
    """bench/engine.html?<query> in a fresh context (no snapshot made): its ``window.__bench[key]``, or None after
    printing why it failed (``name``: what the line is about)."""
    try:
        value = bench.value(f"bench/engine.html?{query}&snapshot=0",
                            f"window.__bench && (window.__bench.{key} || window.__bench.error)")
    except Exception as exc:
        value = first_line(exc)
    if isinstance(value, dict):
        return value
    print(f"  {name + ': ' if name else ''}failed: {value}")
    return None


def round_trips(bench: BrowserBench) -> None:
    game = bench.game or "spike"
    print(f"\n== (c) bridge round trips in Chromium (engine.js -> worker -> bridge.handle -> back): one long {game} "
          "match, every seat a person ==")
    value = engine_page(bench, f"roundtrips=1&game={game}", "roundtrips")
    if value is None:
        return
    count = len(value["act"])
    window = max(1, min(50, count // 2))
    print(f"  {count} decisions ({', '.join(f'{k}={v}' for k, v in value.get('options', {}).items()) or 'defaults'})")
    for part, slice_ in (("start", slice(0, window)), ("end", slice(count - window, count))):
        for kind in ("view", "act"):
            values = value[kind][slice_]
            print(f"  {part:<5} {kind:<5} median {median(values):6.2f} ms   p95 {p95(values):6.2f} ms   "
                  f"({len(values)} calls)")


ADVICE_GAMES = ("schnapsen", "spike", "strandcup", "striker")


def advice_in_browser(bench: BrowserBench, hints: int = 20) -> None:
    """(k): what a person waits for in Chromium against the hard computer: its think time (``ai_move``), a hint, and
    the review one decision per call, as the table and the replay viewer call them (wall time of the round trip)."""
    print("\n== (k) the hard computer, hints and the review in Chromium (engine.js -> worker -> bridge), one match "
          "per game, seat 0 random, the others hard; wall ms of each round trip ==")
    for game in ADVICE_GAMES:
        value = engine_page(bench, f"advice=1&game={game}&hints={hints}", "advice", game)
        if value is None:
            continue
        parts = [f"think median {median(value['think']):6.0f} p95 {p95(value['think']):6.0f} ({len(value['think'])})",
                 f"hint median {median(value['hint']):6.0f} p95 {p95(value['hint']):6.0f} ({len(value['hint'])})",
                 f"review of {value['decisions']} decisions {sum(value['review']) / 1000:5.1f} s, slowest part "
                 f"{max(value['review'] or [0]):5.0f}"]
        print(f"  {game:<10} " + "; ".join(parts))


def loading_methods(bench: BrowserBench, runs: int, micropip_note: Optional[str]) -> None:
    print(f"\n== (f) loading the engine wheel, main thread, {runs} runs (ms after loadPyodide / total) ==")
    if micropip_note:
        print(f"  micropip: skipped ({micropip_note})")
    methods = [m for m in ("zip", "lock", "url", "micropip") if not (m == "micropip" and micropip_note)]
    engine_ms: dict[str, list[float]] = {m: [] for m in methods}
    total_ms: dict[str, list[float]] = {m: [] for m in methods}
    for _ in range(runs):  # interleaved
        for method in methods:
            try:
                result = bench.value(f"bench/loading.html?method={method}",
                                     "window.__bench && (window.__bench.ready || window.__bench.error) && window.__bench")
            except Exception as exc:
                result = {"error": first_line(exc)}
            if "error" in result:
                print(f"  {method}: {result['error']}")
                continue
            engine_ms[method].append(result["engine"])
            total_ms[method].append(result["ready"])
    for method in methods:
        if engine_ms[method]:
            print(f"  {method:<9} engine median {median(engine_ms[method]):5.0f} ms, best "
                  f"{min(engine_ms[method]):5.0f} ms   total median {median(total_ms[method]):6.0f} ms   "
                  f"(engine runs: {', '.join(f'{v:.0f}' for v in engine_ms[method])})")
