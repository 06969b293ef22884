"""What the browser tests share: where the site is, the server, Chromium's flags, the request log, timeouts."""

from __future__ import annotations

import http.server
import os
import shutil
import socket
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the tests read the shell's words from pygame_core.core.ui_text
    sys.path.insert(0, str(ROOT))
DIST = Path(os.environ.get("E2E_DIST", ROOT / "dist"))
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
#: Where screenshots go (.cache/ is gitignored; pytest-playwright empties test-results/ at each run).
SCREENS = Path(os.environ.get("E2E_SCREENS", ROOT / ".cache" / "screens"))

#: Pyodide's first start in a fresh browser context takes seconds; allow plenty on a slow CI machine.
ENGINE_TIMEOUT_MS = 60_000
#: One step of a game (an engine call, a computer move).
STEP_TIMEOUT_MS = 20_000

LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}

# ../shared/PYODIDE.md: Debian's Chromium, headless, nothing in the background that calls home.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs (a wrong .wasm type hangs loadPyodide)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        ".whl": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def send_head(self):  # type: ignore[no-untyped-def]  # the base class's signature
        """The test-only files under ``/__e2e__/`` (:data:`TEST_FILES`: the engine snapshot's bytes for
        :func:`preload_snapshot`); everything else from the folder."""
        path = urlsplit(self.path).path
        if not path.startswith(TEST_PREFIX):
            return super().send_head()
        body = TEST_FILES.get(path[len(TEST_PREFIX):])
        if body is None:
            self.send_error(404)
            return None
        import io
        self.send_response(200)
        self.send_header("Content-Type", "text/html" if path.endswith(".html") else "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        return io.BytesIO(body)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


#: How many times Python started in this run (each start asks for Pyodide's wasm: a cold or a snapshot start, the
#: snapshot maker's; the service worker's precache of the site asks for it too and is not counted): conftest prints
#: it at the end.
PYODIDE_STARTS = [0]
PYODIDE_WASM = "/pyodide/pyodide.asm.wasm"


def _not_precache(request) -> bool:
    """Whether a request came from a page or its worker (a start of Python), not from a service worker's fetch."""
    try:
        return request.service_worker is None
    except Exception:  # noqa: BLE001 (an older Playwright: counted)
        return True


class RequestLog:
    """Every URL the pages, workers and service workers of one context asked for."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def record(self, request) -> None:  # playwright Request
        self.urls.append(request.url)
        if request.url.endswith(PYODIDE_WASM) and _not_precache(request):
            PYODIDE_STARTS[0] += 1

    def foreign(self) -> list[str]:
        out = []
        for url in self.urls:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about", "chrome-extension"):
                continue
            if parts.hostname not in LOCAL_HOSTS:
                out.append(url)
        return out

    def assert_local(self) -> None:
        foreign = self.foreign()
        assert not foreign, f"requests left 127.0.0.1: {foreign}"


#: The motion speed setting's storage key (web/motion.js SPEED_KEY).
SPEED_KEY = "cardgames.setting.speed"

#: Every test page starts with the cards' speed "instant" (no animation, no pause: the suite stays as fast as it
#: was), unless the test has chosen a speed itself; storage that throws is left alone.
INSTANT_MOTION = f"""(() => {{
  try {{ if (localStorage.getItem('{SPEED_KEY}') === null) localStorage.setItem('{SPEED_KEY}', '"instant"'); }}
  catch (err) {{ /* no storage here */ }}
}})();"""


def new_context(browser: Browser, log: RequestLog, motion: bool = False, service_worker: bool = False,
                cold: bool = False, **kwargs) -> BrowserContext:
    """A browser context that records its requests; ``motion``: the cards move at the site's default speed
    (otherwise every page starts with the speed "instant"); ``service_worker``: the site's service worker may install.

    Without it registration is blocked, as in a browser that refuses service workers: the worker's precache reads and
    hashes the whole site, and once it controls the page the engine starts a second Python to make the next visit's
    memory snapshot (engine.js), both in the background of every test. Only the tests of offline use, updates and
    fast starts need them (marker ``service_worker`` for the ``page`` fixture, conftest.py).

    Unless ``cold`` (or ``service_worker``: those tests see the snapshot made as a person's device makes it), the
    context starts with the engine's memory snapshot already stored, as on a device that has visited the site
    before: Python then starts from it, in about a third of a cold start's CPU time (:func:`preload_snapshot`), and
    it is a context given back by an earlier test and emptied (:class:`PooledContext`), as good as new for the site."""
    if not (cold or service_worker) and os.environ.get("E2E_POOL") != "0" and snapshot_wanted(browser):
        return PooledContext.lend(browser, log, motion, kwargs)
    return _new_context(browser, log, motion, service_worker, cold, **kwargs)


def _new_context(browser: Browser, log: RequestLog, motion: bool = False, service_worker: bool = False,
                 cold: bool = False, **kwargs) -> BrowserContext:
    context = browser.new_context(service_workers="allow" if service_worker else "block", **kwargs)
    if not motion:
        context.add_init_script(INSTANT_MOTION)
    context.on("request", log.record)
    context.set_default_timeout(STEP_TIMEOUT_MS)
    if not (cold or service_worker):
        preload_snapshot(browser, context)
    return context


# -- contexts used again: a Python start in about half the CPU time ----------------------------------------------------
# A new context's first Python start costs about 2.3 CPU-seconds on a 2-core machine, most of it compiling Pyodide's
# WebAssembly runtime (10 MB) again; V8 keeps a compiled module for every page of its renderer process while one of
# them holds it, so a page opened in a context whose keeper page holds the module starts Python in about 1.3. So a
# context (without service workers, with the run's snapshot) is given back when its test closes it, emptied, and lent
# to the next test that asks for one of the same kind: the site's storage (localStorage, IndexedDB but the engine's
# snapshot, Cache Storage), cookies, permissions and the offline switch are as in a new context, its pages closed but
# the keeper (a blank page of the site's origin, holding the compiled runtime and nothing of the site). A test that
# changes the context in a way that cannot be undone (an init script, a route, an exposed function, a listener of its
# own) gets a context that is closed for good afterwards. ``E2E_POOL=0``: a new context each time, as before.

#: Empties the site's storage in the context (from the keeper page, of the site's origin), but the engine's snapshot;
#: answers whether the snapshot is still the run's.
_EMPTY_STORAGE = """async (key) => {
  try { localStorage.clear(); sessionStorage.clear(); } catch (err) { /* no storage */ }
  const done = (r) => new Promise((ok) => { r.onsuccess = r.onerror = r.onblocked = () => ok(); });
  for (const db of await indexedDB.databases()) {
    if (db.name !== "engine-snapshot") await done(indexedDB.deleteDatabase(db.name));
  }
  if (self.caches) for (const name of await caches.keys()) await caches.delete(name);
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  try {
    const db = await req(indexedDB.open("engine-snapshot"));
    const names = Array.from(db.objectStoreNames);
    let keys = [];
    if (names.includes("meta")) keys = await req(db.transaction(["meta"], "readonly").objectStore("meta").getAllKeys());
    db.close();
    return keys.length === 1 && keys[0] === key;
  } catch (err) {
    return false;
  }
}"""

#: Compiles Pyodide's runtime on the keeper page and keeps it (V8 shares it with the renderer's other pages).
_KEEP_RUNTIME = """async (url) => {
  window.__keptRuntime = await WebAssembly.compileStreaming(fetch(url));
  return true;
}"""


class PooledContext:
    """A browser context lent to a test (``new_context``), given back and emptied by ``close()``; everything else is
    the context's own (Playwright's :class:`BrowserContext`). Each test process keeps its own contexts by kind: the
    context's options but the viewport, which each of its pages is given instead."""

    #: (browser, motion, options) -> the contexts given back, ready to be lent again
    _free: dict[tuple, list["PooledContext"]] = {}
    #: What a test may do to a context that emptying cannot undo: the context is closed for good when given back.
    _TAINTS = frozenset({"add_init_script", "route", "route_from_har", "route_web_socket", "expose_binding",
                         "expose_function", "on", "once", "set_extra_http_headers", "set_geolocation",
                         "set_http_credentials"})

    def __init__(self, browser: Browser, key: tuple, motion: bool, options: dict) -> None:
        self._key = key
        self._log: RequestLog | None = None
        self._viewport: dict | None = None
        self._tainted = False
        self._real = browser.new_context(service_workers="block", **options)
        if not motion:
            self._real.add_init_script(INSTANT_MOTION)
        self._real.on("request", self._record)
        self._real.set_default_timeout(STEP_TIMEOUT_MS)
        site = SNAPSHOT["site"]
        self._keeper = self._real.new_page()
        self._keeper.goto(site + TEST_PREFIX.lstrip("/") + "blank.html")
        _write_snapshot(self._keeper, site)
        self._keeper.evaluate(_KEEP_RUNTIME, PYODIDE_WASM)

    @classmethod
    def lend(cls, browser: Browser, log: RequestLog, motion: bool, kwargs: dict) -> "PooledContext":
        options = dict(kwargs)
        viewport = options.pop("viewport", None)
        key = (id(browser), motion, tuple(sorted((k, repr(v)) for k, v in options.items())))
        free = cls._free.setdefault(key, [])
        context = free.pop() if free else cls(browser, key, motion, options)
        context._log, context._viewport, context._tainted = log, viewport, False
        return context

    def _record(self, request) -> None:  # playwright Request
        if self._log is not None:
            self._log.record(request)

    def new_page(self, **kwargs) -> Page:
        page = self._real.new_page(**kwargs)
        if self._viewport is not None:
            page.set_viewport_size(self._viewport)
        return page

    @property
    def pages(self) -> list[Page]:
        return [p for p in self._real.pages if p is not self._keeper]

    def close(self, **kwargs) -> None:
        """Give the context back: its pages closed, emptied (see above), or closed for good if it cannot be."""
        self._log = None
        key = SNAPSHOT["key"]
        try:
            for page in self.pages:
                page.close()
            if self._tainted or self._keeper.is_closed():
                raise _NotReusable
            self._real.set_offline(False)
            self._real.clear_cookies()
            self._real.clear_permissions()
            self._real.set_default_timeout(STEP_TIMEOUT_MS)
            self._real.set_default_navigation_timeout(STEP_TIMEOUT_MS)
            if not self._keeper.evaluate(_EMPTY_STORAGE, key):
                _write_snapshot(self._keeper, SNAPSHOT["site"])
        except Exception:  # noqa: BLE001 (tainted, or a context a test broke: not lent again)
            self._real.close()
            return
        self._free.setdefault(self._key, []).append(self)

    def __getattr__(self, name: str):
        if name in self._TAINTS:
            self._tainted = True
        return getattr(self._real, name)


class _NotReusable(Exception):
    """A context given back that is not to be lent again."""


class SharedPage:
    """A page shared by a module's tests (conftest's ``warm_page`` and ``screen_page``, test_studio's studio page):
    its own context (:func:`new_context`), its request log and its uncaught errors. ``warm``: table.open_site
    resets it instead of loading the site again. A test using it calls :meth:`begin`, then :meth:`check`."""

    def __init__(self, browser: Browser, viewport: dict, mobile: bool = False, touch: bool | None = None,
                 warm: bool = True) -> None:
        self.log = RequestLog()
        self.context = new_context(browser, self.log, viewport=viewport, is_mobile=mobile,
                                   has_touch=mobile if touch is None else touch)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("console", lambda msg: self.errors.append(msg.text) if "Content Security Policy" in msg.text
                     else None)
        self.page.warm = warm  # (read by table.open_site)

    def begin(self) -> int:
        """A test starts using the page: its errors so far forgotten; answers where its requests begin."""
        self.errors.clear()
        return len(self.log.urls)

    def check(self, seen: int, what: str = "the page") -> None:
        """The test that began at ``seen`` fails on a request that left 127.0.0.1 or an uncaught error."""
        foreign = RequestLog()
        foreign.urls = self.log.urls[seen:]
        foreign.assert_local()
        assert not self.errors, f"uncaught errors on {what}: {self.errors}"


# -- the engine's memory snapshot, made once per run and stored into each new context ------------------------------
# The suite once started Python cold about 150 times, 4-5 CPU-seconds each on a 2-core machine (compiling the runtime
# and starting Python); a start from the site's own memory snapshot (web/worker.js: IndexedDB "engine-snapshot") takes
# about 1.5. The snapshot is the one the site makes on a person's device after a first visit (a throwaway second
# worker, once the service worker controls the page and the page is idle); it is read out once per run and written
# into each new context's IndexedDB before its first page, exactly as the worker would have stored it. Tests of a
# first visit and of the snapshot itself take ``cold=True`` or ``service_worker=True`` (conftest: the marker
# ``cold_start``). ``E2E_SNAPSHOT=0`` turns it off (every context starts cold).

#: The URL prefix the test server keeps for :data:`TEST_FILES` (never a file of the site).
TEST_PREFIX = "/__e2e__/"
#: name -> bytes served under TEST_PREFIX.
TEST_FILES: dict[str, bytes] = {"blank.html": b"<!doctype html><meta charset=utf-8><title>e2e</title>"}
#: The base URL of the site the snapshot belongs to (conftest's ``site`` sets it) and the snapshot's meta record.
SNAPSHOT: dict = {"site": None, "meta": None, "key": None, "tried": False}

_READ_SNAPSHOT = """async () => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const db = await req(indexedDB.open("engine-snapshot"));
  const tx = db.transaction(["meta", "bytes"], "readonly");
  const keys = await req(tx.objectStore("meta").getAllKeys());
  const meta = await req(tx.objectStore("meta").get(keys[0]));
  const stored = await req(tx.objectStore("bytes").get(keys[0]));
  const bytes = new Uint8Array(await stored.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return { key: keys[0], meta, b64: btoa(text) };
}"""

_WRITE_SNAPSHOT = """async ({ key, meta, url }) => {
  const req = (r) => new Promise((ok, no) => { r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  const bytes = await (await fetch(url)).blob();
  const open = indexedDB.open("engine-snapshot", 1);
  open.onupgradeneeded = () => {
    for (const name of ["meta", "bytes"]) open.result.createObjectStore(name);
  };
  const db = await req(open);
  const tx = db.transaction(["meta", "bytes"], "readwrite");
  tx.objectStore("bytes").put(bytes, key);
  tx.objectStore("meta").put(meta, key);
  await new Promise((ok, no) => { tx.oncomplete = ok; tx.onerror = () => no(tx.error); });
  db.close();
}"""


def _make_snapshot(browser: Browser, site: str) -> None:
    """Visit the site in a context of its own, let it make its memory snapshot, and keep its bytes for the run."""
    import base64

    SNAPSHOT["tried"] = True
    context = browser.new_context(service_workers="allow")
    context.add_init_script(INSTANT_MOTION)
    context.set_default_timeout(STEP_TIMEOUT_MS)
    try:
        page = context.new_page()
        page.goto(site + "?fast=1")
        try:
            page.wait_for_function("() => ['stored', 'failed', 'off', 'unavailable']"
                                   ".includes(document.body.dataset.engineSnapshot)", timeout=180_000)
        except PlaywrightError as exc:  # (a machine too loaded to make it in time: the run goes on, starting cold)
            print(f"e2e: no memory snapshot within 180 s ({type(exc).__name__}): every context starts cold",
                  file=sys.stderr)
            return
        if page.evaluate("() => document.body.dataset.engineSnapshot") != "stored":
            print("e2e: the site made no memory snapshot: every context starts cold", file=sys.stderr)
            return
        made = page.evaluate(_READ_SNAPSHOT)
        TEST_FILES["snapshot.bin"] = base64.b64decode(made["b64"])
        SNAPSHOT.update(site=site, meta=made["meta"], key=made["key"])
    finally:
        context.close()


def snapshot_wanted(browser: Browser) -> bool:
    """Whether contexts start with the run's snapshot (made on the first call; False if none could be made)."""
    site = SNAPSHOT["site"] or SITE[0]
    if site is None or os.environ.get("E2E_SNAPSHOT") == "0":
        return False
    if not SNAPSHOT["tried"]:
        _make_snapshot(browser, site)
    return SNAPSHOT["meta"] is not None


def _write_snapshot(page: Page, site: str) -> None:
    """Store the run's snapshot from ``page`` (a page of the site's origin), as the site's worker stores it."""
    page.evaluate(_WRITE_SNAPSHOT, {"key": SNAPSHOT["key"], "meta": SNAPSHOT["meta"],
                                    "url": site + TEST_PREFIX.lstrip("/") + "snapshot.bin"})


def preload_snapshot(browser: Browser, context: BrowserContext) -> None:
    """Store the run's engine snapshot in ``context`` (made on first use), as the site's worker stores it.

    It is written from a page of the site's origin, which the context's first ``new_page()`` then gives back (on
    blank.html) instead of a new one: a page costs a renderer process, about 0.6 CPU-seconds on a 2-core machine,
    and the test's own navigation to the site reuses this one's."""
    if not snapshot_wanted(browser):
        return
    site = SNAPSHOT["site"]
    page = context.new_page()
    try:
        page.goto(site + TEST_PREFIX.lstrip("/") + "blank.html")
        _write_snapshot(page, site)
    except BaseException:
        page.close()
        raise
    _first_page_is(context, page)


def _first_page_is(context: BrowserContext, page: Page) -> None:
    """The context's next ``new_page()`` answers ``page`` (still open, nobody else's); later ones open new pages."""
    opened = context.new_page

    def new_page() -> Page:
        context.new_page = opened  # type: ignore[method-assign]  # the context's first new_page() is this page, later ones the method again
        return page if not page.is_closed() else opened()
    context.new_page = new_page  # type: ignore[method-assign]  # the context's first new_page() answers the page the snapshot was written from


#: The base URL of the site under test (conftest's ``site`` fixture sets it): the origin of the preloaded snapshot.
SITE: list = [None]


#: The screens every table is looked at on: a tablet in landscape and a phone (with touch).
TABLET_AND_PHONE = (("tablet", {"width": 1024, "height": 768}), ("phone", {"width": 390, "height": 844}))


@contextmanager
def screen_context(browser: Browser, log: RequestLog, name: str, viewport: dict):
    """A browser context of one screen size (``name == "phone"`` adds touch and mobile), closed afterwards."""
    phone = name == "phone"
    context = new_context(browser, log, viewport=viewport, is_mobile=phone, has_touch=phone)
    try:
        yield context
    finally:
        context.close()


# -- touch screens and a second server (test_touch.py, test_offline.py) ---------------------------------------------

#: The touch screens every table must work on: (name, viewport, is_mobile); all three have touch.
TOUCH_SCREENS = (
    ("tablet-landscape", {"width": 1024, "height": 768}, False),
    ("tablet-portrait", {"width": 768, "height": 1024}, False),
    ("phone", {"width": 390, "height": 844}, True),
)


def touch_context(browser: Browser, log: RequestLog, viewport: dict, mobile: bool) -> BrowserContext:
    """A browser context with a touch screen of ``viewport`` size (``mobile``: a phone's mobile viewport too)."""
    return new_context(browser, log, viewport=viewport, has_touch=True, is_mobile=mobile)


@contextmanager
def serve_folder(folder: Path, handler_class: type = None):
    """Serve ``folder`` on 127.0.0.1 from a thread (dist/ for conftest's ``site``, a copy of it, or a page of
    another origin); ``handler_class`` defaults to :class:`SiteHandler`. Yields the base URL."""
    import functools
    import threading

    handler = functools.partial(handler_class or SiteHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@dataclass
class CopiedSite:
    """A copy of the built site served on its own port, and a page that records its uncaught errors."""
    folder: Path
    url: str
    page: Page
    errors: list[str] = field(default_factory=list)


@contextmanager
def copy_of_the_site(browser: Browser, log: RequestLog, tmp_path: Path):
    """dist/ copied to ``tmp_path/site`` and served (a test may publish a "new build" into the copy while a page is
    open), with one page in a fresh context; closed afterwards, and the page must have raised no uncaught error."""
    folder = tmp_path / "site"
    shutil.copytree(DIST, folder)
    with serve_folder(folder) as url:
        context = new_context(browser, log, service_worker=True)
        try:
            page = context.new_page()
            site = CopiedSite(folder, url, page)
            page.on("pageerror", lambda exc: site.errors.append(str(exc)))
            yield site
        finally:
            context.close()
    assert not site.errors, f"uncaught errors on the page: {site.errors}"
