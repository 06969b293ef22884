"""Fast starts (issue #13): after a cold first visit the device keeps a memory snapshot of Python with the engine
imported (IndexedDB, made by a throwaway second worker once the page is idle) and later visits start from it, online
and offline. A damaged or foreign snapshot gives a normal start and is made again; a new build never uses an old
one; without IndexedDB's snapshot an offline start is a normal one. Which start it was is read from the page:
``document.body.dataset.engineStart`` ("snapshot" | "cold") and ``dataset.engineSnapshot`` (the next visit's
snapshot: "wanted", "making", "stored", ...). No test asserts a time: the benchmark measures (build.py bench).

Every test plays an embed of Spike started at once (``start=now``), the table the shell shows for a game, and makes
at least one move after a start to show the table is a working one, never a blank one.
"""

from __future__ import annotations

import random
import time
import zipfile
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page

from buildtools.paths import RUNTIME_NOT_LOADED, STDLIB_COMPILED  # importable: harness put ROOT on sys.path
from buildtools.service_worker import cache_name, write_service_worker
from buildtools.wheel import site_wheel
from buildtools.worker import restamp_engine
from harness import ENGINE_TIMEOUT_MS, copy_of_the_site
from table import confirm_if_asked, wait_idle

#: Every test here needs the site's service worker (harness.new_context).
pytestmark = pytest.mark.service_worker

#: An embed that starts its game at once, without pauses before the computer's moves.
EMBED = "embed.html?game=spike&start=now&fast=1"
#: Making the snapshot waits for the service worker, then for a quiet page, then starts a second Python.
SNAPSHOT_TIMEOUT_MS = 180_000
#: What a tablet can give one tab's worker, with room to spare (2-4 GB devices; Chrome ends tabs far above this).
TABLET_BUDGET = 256 * 1024 * 1024

#: The snapshot store as the worker keeps it (snapshot-store.js: database "engine-snapshot", stores "meta" and "bytes").
RECORDS = """async () => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes("engine-snapshot")) return null;
  const db = await req(indexedDB.open("engine-snapshot"));
  const tx = db.transaction(["meta", "bytes"], "readonly");
  const meta = await req(tx.objectStore("meta").getAll());
  const bytes = await req(tx.objectStore("bytes").getAllKeys());
  db.close();
  return {meta, bytes};
}"""

#: Spoil the stored snapshot: "damaged" flips bytes (its sha256 no longer matches), "foreign" makes it another
#: runtime build's (Pyodide's header names the build) with a record that is consistent again (size, sha256).
SPOIL = """async (mode) => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const db = await req(indexedDB.open("engine-snapshot"));
  let tx = db.transaction(["meta", "bytes"], "readonly");
  const [key] = await req(tx.objectStore("meta").getAllKeys());
  const meta = await req(tx.objectStore("meta").get(key));
  const stored = await req(tx.objectStore("bytes").get(key));
  const bytes = new Uint8Array(await stored.arrayBuffer());
  if (mode === "damaged") {
    for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i * 4099] ^= 0x5a;
  } else {
    for (let i = 16; i < 48; i++) bytes[i] ^= 0xff;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    meta.sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  tx = db.transaction(["meta", "bytes"], "readwrite");
  tx.objectStore("bytes").put(new Blob([bytes]), key);
  tx.objectStore("meta").put(meta, key);
  await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
  db.close();
  return meta.sha256;
}"""

DELETE_STORE = """async () => {
  await new Promise((ok, no) => { const r = indexedDB.deleteDatabase("engine-snapshot");
    r.onsuccess = ok; r.onerror = () => no(r.error); r.onblocked = ok; });
}"""


def start(page: Page, url: str) -> dict[str, Any]:
    """Open ``url`` and wait until its table is playable; returns how the engine started."""
    page.goto(url)
    wait_idle(page)
    return page.evaluate("""() => ({start: document.body.dataset.engineStart, info: window.__engine.startInfo,
      snapshot: document.body.dataset.engineSnapshot})""")


def wait_snapshot(page: Page) -> dict[str, Any]:
    """Wait until the next visit's snapshot is stored (it is made once the page is idle); returns its figures."""
    page.wait_for_function("() => ['stored', 'failed', 'off'].includes(document.body.dataset.engineSnapshot)",
                           timeout=SNAPSHOT_TIMEOUT_MS, polling=200)
    made = page.evaluate("() => window.__engine.snapshot")
    assert made["state"] == "stored", f"no snapshot was made: {made}"
    return made


def moves(page: Page) -> int:
    return page.evaluate("() => window.__app.session.save.actions.length")


def play_a_move(page: Page, seed: int) -> None:
    """One decision of the person at the table (a legal card or an action; Play on after a hand): the started engine
    answers. (Not table.play_step: a Spike hand may hold two cards of one name.)"""
    rng = random.Random(seed)
    before = moves(page)
    for _ in range(5):
        wait_idle(page)
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            page.locator("#result-buttons button.primary").click()
            continue
        controls = page.locator("#table button.legal:not([disabled]), #table button.action:not([disabled])")
        count = controls.count()
        assert count, "the person has nothing to click"
        controls.nth(rng.randrange(count)).click()
        confirm_if_asked(page)  # a move that ends something at once asks first
        wait_idle(page)
        if moves(page) > before:
            return
    raise AssertionError("no move was made")


def test_a_second_visit_starts_from_the_snapshot_online_and_offline(page: Page, site: str) -> None:
    first = start(page, site + EMBED)
    assert first["start"] == "cold" and first["info"]["snapshot"] == "wanted"
    play_a_move(page, 1)
    made = wait_snapshot(page)
    records = page.evaluate(RECORDS)
    assert [m["key"] for m in records["meta"]] == records["bytes"] and len(records["bytes"]) == 1
    assert records["meta"][0]["size"] == made["size"] > 0

    second = start(page, site + EMBED)
    assert second["start"] == "snapshot" and second["info"]["fallback"] is None
    assert second["snapshot"] == "stored"  # nothing is made again
    play_a_move(page, 2)

    # memory: Python's heap, plus the snapshot's bytes while it is restored (let go afterwards)
    memory = page.evaluate("() => window.__engine.memory()")
    peak = memory["wasmHeap"] + made["size"]
    print(f"\nworker memory after a snapshot start: Python's heap {memory['wasmHeap'] / 1e6:.1f} MB; "
          f"snapshot {made['size'] / 1e6:.1f} MB (made in {made['ms']:.0f} ms); peak while restoring at most "
          f"{peak / 1e6:.1f} MB; the maker's heap {made['makerMemory']['wasmHeap'] / 1e6:.1f} MB")
    assert 0 < memory["wasmHeap"] and peak < TABLET_BUDGET

    page.context.set_offline(True)
    try:
        offline = start(page, site + EMBED)
        assert offline["start"] == "snapshot"
        play_a_move(page, 3)
    finally:
        page.context.set_offline(False)


def test_the_site_starts_from_the_compiled_standard_library(page: Page, site: str, requests_log) -> None:
    """Python starts from the standard library the build compiled (pyodide/python_stdlib-compiled.zip); the npm
    package's own python_stdlib.zip (sources) and pyodide-lock.json are never downloaded, not by the worker and not
    by the service worker's precache of the whole site."""
    assert start(page, site + EMBED)["start"] == "cold"
    play_a_move(page, 4)
    wait_snapshot(page)  # made after the service worker is ready: the precache has downloaded the site by now
    paths = [urlsplit(url).path for url in requests_log.urls]
    assert any(path.endswith(f"/pyodide/{STDLIB_COMPILED}") for path in paths), paths
    unwanted = [path for path in paths if path.endswith(tuple("/" + name for name in RUNTIME_NOT_LOADED))]
    assert not unwanted, f"downloaded though the site never loads them: {unwanted}"


def test_an_offline_start_without_a_snapshot_is_a_normal_start(page: Page, site: str) -> None:
    assert start(page, site + EMBED)["start"] == "cold"
    wait_snapshot(page)  # the service worker is in control by now: the whole site is on the device
    page.evaluate(DELETE_STORE)
    page.context.set_offline(True)
    try:
        offline = start(page, site + EMBED)
        assert offline["start"] == "cold" and offline["info"]["fallback"] is None
        play_a_move(page, 4)
        made = wait_snapshot(page)  # made again from the device's copy of the site, offline
        assert made["size"] > 0
    finally:
        page.context.set_offline(False)


def _spoiled_snapshot_falls_back_and_is_replaced(page: Page, site: str, mode: str, reason: str) -> None:
    assert start(page, site + EMBED)["start"] == "cold"
    wait_snapshot(page)
    spoiled = page.evaluate(SPOIL, mode)

    fallback = start(page, site + EMBED)
    assert fallback["start"] == "cold", "a spoiled snapshot was used"
    assert reason in (fallback["info"]["fallback"] or ""), fallback["info"]
    play_a_move(page, 5)
    remade = wait_snapshot(page)
    records = page.evaluate(RECORDS)
    assert len(records["meta"]) == 1 and records["meta"][0]["sha256"] != spoiled
    assert records["meta"][0]["size"] == remade["size"] and records["meta"][0]["failures"] == 1

    again = start(page, site + EMBED)
    assert again["start"] == "snapshot" and again["info"]["fallback"] is None
    play_a_move(page, 6)


def test_a_damaged_snapshot_gives_a_normal_start_and_is_made_again(page: Page, site: str) -> None:
    _spoiled_snapshot_falls_back_and_is_replaced(page, site, "damaged", "damaged")


def test_a_foreign_snapshot_gives_a_normal_start_and_is_made_again(page: Page, site: str) -> None:
    """Bytes that pass the store's own checks but come from another runtime build: Pyodide refuses them."""
    _spoiled_snapshot_falls_back_and_is_replaced(page, site, "foreign", "build id")


def wait_until(page: Page, expression: str, value: Any, timeout_ms: int = ENGINE_TIMEOUT_MS) -> None:
    """Poll an async ``expression`` until it gives ``value`` (wait_for_function takes a promise for truthy)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while (got := page.evaluate(expression)) != value:
        assert time.monotonic() < deadline, f"{expression} stayed {got!r}, never {value!r}"
        time.sleep(0.25)


def make_new_engine_build(folder: Path) -> str:
    """A new build whose engine differs (one more file in the wheel): new lock, worker.js (snapshot key), sw.js.
    Returns the new build's cache name."""
    with zipfile.ZipFile(site_wheel(folder), "a") as wheel:
        wheel.writestr("pygame_core/_e2e_build.py", "BUILD = 2\n")
    restamp_engine(folder)
    return cache_name(write_service_worker(folder))


def test_a_new_build_never_uses_the_old_snapshot(browser, requests_log, tmp_path: Path) -> None:
    with copy_of_the_site(browser, requests_log, tmp_path) as copy:
        page, url = copy.page, copy.url
        assert start(page, url + EMBED)["start"] == "cold"
        wait_snapshot(page)
        old_key = page.evaluate(RECORDS)["meta"][0]["key"]

        new_cache = make_new_engine_build(copy.folder)
        page.evaluate("async () => { await (await navigator.serviceWorker.getRegistration()).update(); }")
        # the new service worker takes over once it has precached the new build, and deletes the old cache
        wait_until(page, "async () => (await caches.keys()).join()", new_cache)

        updated = start(page, url + EMBED)
        assert updated["start"] == "cold" and updated["info"]["fallback"] is None
        assert page.evaluate("() => window.__engine.version")
        play_a_move(page, 7)
        wait_snapshot(page)
        keys = [m["key"] for m in page.evaluate(RECORDS)["meta"]]
        assert len(keys) == 1 and keys[0] != old_key, "the old build's snapshot was kept"

        assert start(page, url + EMBED)["start"] == "snapshot"
        play_a_move(page, 8)


def test_a_restore_that_does_not_finish_gives_a_normal_start(page: Page, site: str) -> None:
    """engine.js ends a worker whose restore takes too long (here: at once) and starts a new one cold, which drops
    the snapshot; the next one is made again."""
    assert start(page, site + EMBED)["start"] == "cold"
    wait_snapshot(page)
    page.goto(site + "bench/engine.html?restoreTimeout=0")
    page.wait_for_function("() => window.__bench", timeout=ENGINE_TIMEOUT_MS)
    bench = page.evaluate("() => window.__bench")
    assert "error" not in bench, bench
    assert bench["start"] == "cold" and "did not finish" in (bench["fallback"] or ""), bench
    assert bench["games"]["ok"] is True
    records = page.evaluate(RECORDS)
    assert records["meta"][0]["failures"] == 1 and records["bytes"] == []
