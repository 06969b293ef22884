"""The benchmarks behind ``python3 build.py bench``: prints figures, asserts nothing.

(a) cold start in headless Chromium from the local server: the site up to its interactive table (a saved match
    is put in localStorage first, as the shell stores it, so the page resumes straight into the table; if the
    shell's storage format is unknown: up to its menu with the engine ready), next to a bare
    ``loadPyodide()`` (bench/bare.html, main thread and worker) and the engine alone (bench/engine.html), each in a
    fresh browser context, median of ``runs``;
(b) bytes a first visit transfers (counted by the server and summed from Playwright's responses) next to the size
    of Pyodide's own runtime files;
(c) bridge round trips in the browser (view, act), median and p95;
(d) random full games per second, and (e) computer think time per strength, on CPython and in Pyodide under Node
    (speed.py);
(f) the three ways of loading the engine wheel (bench/loading.html: lock + sha256, loadPackage(url), micropip);
(g) replay links: their length (seen-only and full) for a match halfway through, and the time to show one
    position, on CPython and in Pyodide under Node (share.py).

The pages (a)-(c), (f) open are web/bench/*.html, shipped as dist/bench/. Here:

    browser.py     (a), (b), (c), (f): headless Chromium through Playwright against a copy of dist/
    engine.py      (d), (e), (g): runs speed.py and share.py on CPython and in Pyodide under Node
    speed.py       random games per second and think times, one JSON line (runs in either runtime)
    share.py       replay link sizes and step times, one JSON line (runs in either runtime)
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

from ..paths import ROOT
from ..server import make_server
from ..site import build
from ..testenv import venv_python
from . import browser, engine


def main(runs: int, parts: str = "abcdefg") -> int:
    python = str(venv_python()) if venv_python().exists() else sys.executable
    manifest = build()
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "dist", site)
        micropip_note = browser.micropip_site(site, python) if "f" in parts else None
        counter = browser.Counter()
        server = make_server(0, directory=site, quiet=True, on_bytes=counter)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            if set(parts) & set("abcf"):
                with browser.BrowserBench(f"http://127.0.0.1:{server.server_address[1]}/",
                                          browser.resume_script()) as bench:
                    if "a" in parts:
                        browser.cold_start(bench, runs)
                    if "b" in parts:
                        browser.first_visit_bytes(bench, counter, manifest)
                    if "c" in parts:
                        browser.round_trips(bench)
                    if "f" in parts:
                        browser.loading_methods(bench, runs, micropip_note)
        except ImportError:
            print("(a)-(c), (f): skipped: Playwright is not installed (python3 build.py test installs it in .venv;"
                  " run: .venv/bin/python build.py bench)")
        finally:
            server.shutdown()
            server.server_close()
    if set(parts) & set("de"):
        engine.engine_speed(python)
    if "g" in parts:
        engine.share_figures(python)
    return 0
