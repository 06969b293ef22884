"""The site as an installable app that works offline: the web app manifest and its icons, the "Available offline"
indicator, a game resumed with the network off, and a new build replacing the old one (its cache gone, the game
going on). Each test ends by checking that no request left 127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import base64
import json
import random
import struct
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from buildtools.service_worker import cache_name, write_service_worker  # importable: harness put ROOT on sys.path
from harness import ENGINE_TIMEOUT_MS, copy_of_the_site, new_context
from table import EN, open_site, person_moves, play_step, session_save, snapshot, start_game, wait_engine, wait_idle

#: Every test here needs the site's service worker (harness.new_context).
pytestmark = pytest.mark.service_worker

#: Fetch a URL in the page; the body comes back base64-encoded (bytes do not cross evaluate()).
FETCH = """async (url) => {
  const answer = await fetch(url);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return {status: answer.status, type: answer.headers.get('content-type') || '', body: btoa(text),
          cached: Boolean(await caches.match(new URL(url, location.href).href))};
}"""

CACHE_KEYS = "async () => (await caches.keys()).sort()"


def fetch(page: Page, url: str) -> dict[str, Any]:
    answer = page.evaluate(FETCH, url)
    answer["body"] = base64.b64decode(answer["body"])
    return answer


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (fails on anything that is not a PNG)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def wait_until(check, timeout_ms: int, what: str) -> None:
    """Poll ``check()`` (a Python callable, so async page code can be awaited through page.evaluate)."""
    deadline = time.monotonic() + timeout_ms / 1000
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(what)
        time.sleep(0.25)


def check_manifest(page: Page) -> None:
    """The page links a web app manifest that makes it installable: standalone, start URL, colours, and icons
    (192, 512 and a maskable one) that are real PNGs of the sizes they claim, precached for offline use."""
    href = page.get_attribute('link[rel="manifest"]', "href")
    assert href == "manifest.webmanifest"
    answer = fetch(page, href)
    assert answer["status"] == 200 and answer["cached"]
    manifest = json.loads(answer["body"])
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./index.html" and manifest["scope"] == "./"
    assert manifest["name"] and manifest["short_name"] and manifest["description"]
    assert manifest["background_color"].startswith("#") and manifest["theme_color"].startswith("#")
    sizes = set()
    purposes = set()
    for icon in manifest["icons"]:
        image = fetch(page, icon["src"])
        assert image["status"] == 200 and image["type"] == "image/png" and image["cached"], icon
        width, height = png_size(image["body"])
        assert f"{width}x{height}" == icon["sizes"], icon
        sizes.add(icon["sizes"])
        purposes.update(icon.get("purpose", "any").split())
    assert {"192x192", "512x512"} <= sizes and {"any", "maskable"} <= purposes
    touch_icon = page.get_attribute('link[rel="apple-touch-icon"]', "href")
    image = fetch(page, touch_icon)
    assert image["status"] == 200 and image["cached"] and png_size(image["body"]) == (180, 180)


def test_first_visit_makes_the_site_installable_and_playable_offline(page: Page, site: str) -> None:
    open_site(page, site, seed=3)
    wait_engine(page)
    status = page.locator("#offline-status")
    expect(status).to_have_text(EN["offline.ready"], timeout=ENGINE_TIMEOUT_MS)
    expect(status).to_be_visible()
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate(CACHE_KEYS)[0].startswith("site-")
    check_manifest(page)
    expect(page.locator("#offline-badge")).to_be_hidden()  # online: no badge

    start_game(page, "computer", "easy")
    play_step(page, random.Random(5))
    wait_idle(page)
    before = snapshot(page)
    moves = person_moves(page)
    page.context.set_offline(True)
    try:
        page.reload()
        wait_idle(page)
        after = snapshot(page)
        assert after["ply"] == before["ply"] and after["hand"] == before["hand"]
        assert person_moves(page) == moves
        expect(page.locator("#offline-badge")).to_have_text(EN["offline.badge"])
        expect(page.locator("#offline-badge")).to_be_visible()
        expect(status).to_have_text(EN["offline.offline"])
        play_step(page, random.Random(6))
        wait_idle(page)
        assert person_moves(page) == moves + 1 and snapshot(page)["ply"] > before["ply"]
    finally:
        page.context.set_offline(False)
    expect(status).to_have_text(EN["offline.ready"])


#: Asks the browser to look for a new sw.js now (it does so on navigations and now and then).
LOOK_FOR_AN_UPDATE = "async () => { await (await navigator.serviceWorker.getRegistration()).update(); }"

#: What the page's service workers are doing (said when an update's banner does not come).
SERVICE_WORKERS_NOW = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const w = (x) => (x ? `${x.state} ${new URL(x.scriptURL).pathname}` : null);
  return { installing: r && w(r.installing), waiting: r && w(r.waiting), active: r && w(r.active),
           controller: w(navigator.serviceWorker.controller), caches: await caches.keys(),
           banner_hidden: document.getElementById("update-ready").hidden };
}"""


def wait_for_the_update_banner(page: Page) -> None:
    """Ask the browser to look for the new build and wait for the page's "reload" banner. The browser may join the
    request to a look of its own begun before the new build was written (which found nothing new), so it is asked
    again every 15 s, as a browser looks again later; if the banner never comes, the failure says what the service
    workers were doing then (two fresh clones' runs each once saw no banner within 60 s after one request)."""
    deadline = time.monotonic() + ENGINE_TIMEOUT_MS / 1000
    while True:
        page.evaluate(LOOK_FOR_AN_UPDATE)
        try:
            expect(page.locator("#update-ready")).to_be_visible(timeout=15_000)
            return
        except AssertionError:
            try:
                workers: Any = page.evaluate(SERVICE_WORKERS_NOW)
            except Exception as exc:  # noqa: BLE001 (said in the message, whatever it is)
                workers = f"not readable: {exc}"
            if time.monotonic() > deadline:
                raise AssertionError(f"no update banner; the service workers: {workers}") from None
            # shown in the run's warnings summary: how often a second look is needed, and in what state
            warnings.warn(f"the update banner needed another look for the new build; the service workers: {workers}",
                          stacklevel=1)


def make_new_build(folder: Path) -> str:
    """Change a file of the built site in ``folder`` and render its sw.js again, as a new build would;
    returns the new cache's name."""
    index = folder / "index.html"
    index.write_text(index.read_text().replace("</head>", '  <meta name="e2e-build" content="2">\n</head>'))
    return cache_name(write_service_worker(folder))


def test_a_new_build_replaces_the_old_cache_and_the_game_goes_on(browser, requests_log, tmp_path: Path) -> None:
    """A page is running (a game in progress) when a new build is published: the new service worker takes over,
    the page offers a reload, the old cache is deleted, and after the reload the same game goes on."""
    with copy_of_the_site(browser, requests_log, tmp_path) as copy:
        page, url = copy.page, copy.url
        open_site(page, url, seed=4)
        start_game(page, "computer", "easy")
        play_step(page, random.Random(7))
        wait_idle(page)
        expect(page.locator("#offline-status")).to_have_text(EN["offline.ready"], timeout=ENGINE_TIMEOUT_MS)
        old_caches = page.evaluate(CACHE_KEYS)
        assert len(old_caches) == 1 and old_caches[0].startswith("site-")
        assert page.locator('meta[name="e2e-build"]').count() == 0
        before = snapshot(page)
        moves = person_moves(page)
        save = session_save(page)

        new_cache = make_new_build(copy.folder)
        assert new_cache != old_caches[0]
        # the browser looks for a new sw.js on navigations and now and then; ask now, as it would
        wait_for_the_update_banner(page)
        banner = page.locator("#update-ready")
        expect(banner).to_contain_text(EN["offline.update"])
        # the page switches to the new worker as it activates; its activate step then deletes the old cache
        # (wait_for_function does not await a Promise: a predicate that is async would pass at once)
        wait_until(lambda: page.evaluate(CACHE_KEYS) == [new_cache], ENGINE_TIMEOUT_MS,
                   "the old build's cache was not deleted")

        banner.get_by_role("button", name=EN["offline.reload"]).click()
        wait_idle(page)
        assert page.locator('meta[name="e2e-build"]').count() == 1, "the reload did not show the new build"
        assert page.evaluate(CACHE_KEYS) == [new_cache]
        expect(banner).to_be_hidden()
        after = snapshot(page)
        assert after["ply"] == before["ply"] and after["hand"] == before["hand"]
        assert session_save(page)["actions"] == save["actions"] and person_moves(page) == moves
        play_step(page, random.Random(8))
        wait_idle(page)
        assert person_moves(page) == moves + 1


#: navigator.serviceWorker that throws, as in a sandboxed iframe or with storage blocked.
NO_SERVICE_WORKERS = """
Object.defineProperty(Navigator.prototype, 'serviceWorker', {
  configurable: true,
  get() { throw new DOMException('service workers are disabled here', 'SecurityError'); },
});
"""


def test_without_service_workers_nothing_claims_offline_use(browser, site: str, requests_log) -> None:
    """Where service workers are refused, the page neither breaks nor claims to work offline; the game plays."""
    context = new_context(browser, requests_log, service_worker=True)  # only the page's own refusal below
    errors: list[str] = []
    try:
        context.add_init_script(NO_SERVICE_WORKERS)
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        open_site(page, site)
        wait_engine(page)
        start_game(page, "computer", "easy")
        moves = person_moves(page)
        play_step(page, random.Random(2))
        wait_idle(page)
        assert person_moves(page) == moves + 1
        for element in ("#offline-status", "#offline-badge", "#update-ready"):
            expect(page.locator(element)).to_be_hidden()
        assert page.locator("#offline-status").text_content() == ""
    finally:
        context.close()
    assert not errors, f"uncaught errors on the page: {errors}"


def test_an_open_page_never_imports_the_next_build_s_table(browser, requests_log, tmp_path: Path) -> None:
    """One build's modules per page (issue 18): a page is open (a game of one game on the table) when a new build,
    whose table module of another game differs, takes over. Starting that other game in the open page does not
    import the new build's module (the service worker refuses another build's file; the page draws its own build's
    generic table and offers the reload); after the reload the new build's table is used."""
    with copy_of_the_site(browser, requests_log, tmp_path) as copy:
        page, url = copy.page, copy.url
        open_site(page, url, seed=4)
        start_game(page, "computer", "easy", game="schnapsen")
        expect(page.locator("#offline-status")).to_have_text(EN["offline.ready"], timeout=ENGINE_TIMEOUT_MS)
        old_caches = page.evaluate(CACHE_KEYS)

        spike = copy.folder / "tables" / "spike.js"
        spike.write_text(spike.read_text() + "\nglobalThis.__tableOfTheNewBuild = true;\n")
        new_cache = cache_name(write_service_worker(copy.folder))
        assert [new_cache] != old_caches
        wait_for_the_update_banner(page)
        wait_until(lambda: page.evaluate(CACHE_KEYS) == [new_cache], ENGINE_TIMEOUT_MS,
                   "the old build's cache was not deleted")

        page.get_by_role("button", name=EN["table.menu"]).click()
        start_game(page, "computer", "easy", game="spike")
        assert page.evaluate("() => globalThis.__tableOfTheNewBuild") is None, \
            "the open page imported the new build's table module"
        assert page.locator("#table").inner_text().strip(), "the open page draws no table"
        expect(page.locator("#update-ready")).to_be_visible()

        page.get_by_role("button", name=EN["offline.reload"]).click()
        wait_idle(page)
        assert page.evaluate("() => window.__app.session.game") == "spike"
        assert page.evaluate("() => globalThis.__tableOfTheNewBuild") is True, "the reload did not take the new build"
