"""Figures (a), (b), (c) and (f): headless Chromium (Debian's, through Playwright) against a copy of dist/ served
on 127.0.0.1; every figure gets a fresh browser context (a cold cache). Playwright is imported only when a browser
starts, so the other figures run without it."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Optional

from ..paths import CHROMIUM, CHROMIUM_ARGS, ROOT
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


def resume_script() -> Optional[str]:
    """An init script that stores a saved Schnapsen match (a person against the computer, easy) the way the shell
    does (web/store.js), so the site opens straight into its table: the cold start to an interactive table.
    None when the shell's storage format is not the one this knows."""
    store = ROOT / "web" / "store.js"
    if not store.exists() or 'const PREFIX = "cardgames."' not in store.read_text():
        return None
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import bridge
        answer = bridge.handle_obj({"cmd": "new_game", "game": "schnapsen", "seats": ["human", "ai:easy"], "seed": 1})
    finally:
        sys.path.remove(str(ROOT))
    if not answer.get("ok"):
        return None
    record = {"save": answer["save"], "mode": "ai", "strength": "easy", "options": {}, "viewSeat": 0}
    return (f"try {{ localStorage.setItem('cardgames.active', {json.dumps(json.dumps('schnapsen'))});"
            f" localStorage.setItem('cardgames.save.schnapsen', {json.dumps(json.dumps(record))}); }} catch (e) {{}}")


READY_OBSERVER = """
(() => {
  window.__marks = {};
  const mark = () => {
    const state = document.body && document.body.dataset.ready;
    if (state && !(state in window.__marks)) window.__marks[state] = performance.now();
  };
  const start = () => {
    mark();
    new MutationObserver(mark).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  };
  if (document.body) start(); else document.addEventListener("DOMContentLoaded", start);
})();
"""


class BrowserBench:
    """Headless Chromium against the bench server; every figure gets a fresh context (a cold cache)."""

    def __init__(self, base: str, resume: Optional[str], chromium: Path = CHROMIUM,
                 chromium_args: list[str] = CHROMIUM_ARGS) -> None:
        self.base, self.chromium, self.chromium_args, self.resume = base, chromium, chromium_args, resume

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


def cold_start(bench: BrowserBench, runs: int) -> None:
    print(f"== (a) cold start in headless Chromium, fresh context each, {runs} runs (ms since navigation) ==")
    site_name, site_expr = (("site: resumed game, table interactive", "window.__marks && window.__marks.table")
                            if bench.resume else
                            ("site: menu + engine ready", "window.__marks && window.__marks.menu && window.__app"
                                                         " && window.__app.engineReady && performance.now()"))
    bench_ready = "window.__bench && window.__bench.ready"
    pages = {
        "bare loadPyodide(), main thread": ("bench/bare.html", bench_ready, False),
        "bare loadPyodide(), module worker": ("bench/bare.html?worker=1", bench_ready, False),
        "engine ready (engine.js + worker)": ("bench/engine.html", bench_ready, False),
        site_name: ("index.html?fast=1", site_expr, True),
    }
    times: dict[str, list[float]] = {name: [] for name in pages}
    for _ in range(runs):  # interleaved, so a busy moment of the machine hits every page alike
        for name, (url, expression, site_page) in pages.items():
            try:
                times[name].append(float(bench.value(url, expression, site_page)))
            except Exception as exc:
                print(f"    {url}: failed ({first_line(exc)})")
    for name, values in times.items():
        print(f"  {name:<38} {fmt_ms(values)}")
    bare_main, bare_worker = times["bare loadPyodide(), main thread"], times["bare loadPyodide(), module worker"]
    if times[site_name] and bare_main and bare_worker:
        site = median(times[site_name])
        print(f"  ratio site / bare: median {site / median(bare_main):.2f} (main thread), "
              f"{site / median(bare_worker):.2f} (worker); best runs {min(times[site_name]) / min(bare_worker):.2f}"
              f" (worker)   (target <= 1.15)")


def first_visit_bytes(bench: BrowserBench, counter: Counter, manifest: dict[str, Any]) -> None:
    print("\n== (b) bytes of a first visit (a fresh on-disk profile, service worker precache included) ==")
    # An on-disk profile, as a person's browser has: an incognito context's memory cache cannot hold the 9.6 MB
    # wasm, so there the precache would download it a second time.
    counter.reset()
    counter.active = True
    responses: list = []
    seen = 0
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
    runtime = sum(f["size"] for f in manifest["files"]
                  if f["path"].startswith("pyodide/") and not f["path"].endswith("pyodide-lock.json"))
    print(f"  sent by the server:          {server_bytes / 1e6:6.2f} MB in {len(counter.by_path)} files "
          f"(uncompressed; this server does not compress)")
    print(f"  Playwright response bodies:  {seen / 1e6:6.2f} MB in {len(responses)} responses "
          f"(the precache's reads of the HTTP cache included)")
    print(f"  Pyodide's runtime files:     {runtime / 1e6:6.2f} MB (pyodide.mjs, pyodide.asm.mjs, "
          f"pyodide.asm.wasm, python_stdlib.zip)")
    print(f"  everything else:             {(server_bytes - runtime) / 1e6:6.2f} MB")
    for path, size in sorted(counter.by_path.items(), key=lambda kv: -kv[1])[:8]:
        print(f"    {size / 1e3:9.1f} kB  {path}")


def round_trips(bench: BrowserBench) -> None:
    print("\n== (c) bridge round trips in Chromium (engine.js -> worker -> bridge.handle -> back) ==")
    try:
        value = bench.value("bench/engine.html?roundtrips=200",
                            "window.__bench && (window.__bench.roundtrips || window.__bench.error)")
    except Exception as exc:
        print(f"  failed: {first_line(exc)}")
        return
    if not isinstance(value, dict):
        print(f"  failed: {value}")
        return
    for kind in ("view", "act"):
        values = value[kind]
        print(f"  {kind:<5} median {median(values):6.2f} ms   p95 {p95(values):6.2f} ms   ({len(values)} calls)")


def loading_methods(bench: BrowserBench, runs: int, micropip_note: Optional[str]) -> None:
    print(f"\n== (f) loading the engine wheel, main thread, {runs} runs (ms after loadPyodide / total) ==")
    if micropip_note:
        print(f"  micropip: skipped ({micropip_note})")
    methods = [m for m in ("lock", "url", "micropip") if not (m == "micropip" and micropip_note)]
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
