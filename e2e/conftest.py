"""Browser tests: the built site (dist/) served on 127.0.0.1, driven in Debian's Chromium by Playwright.

Nothing is built here: run ``python3 build.py build`` first. A missing dist/ fails the run (it must never
pass silently in CI). Every request of every page, worker and service worker is recorded, and each test
ends by asserting that none left 127.0.0.1 / localhost.

A cold start of Python in a fresh context costs seconds (most of the suite's time once was ~270 of them): tests that
only need a running engine take ``warm_page`` (one page per module and screen, started once; each test gets it back at
the menu with its own seed, see table.open_site), and reach a position from a save or a link rather than by clicking
a whole match. Tests of a first visit, a reload, storage, offline use or the service worker keep the fresh ``page``.
Each start of Python (a request for Pyodide's wasm, by any page or worker) is counted: the run's last lines say how
many (``e2e: N Pyodide starts``; build.py test prints it).

Environment: ``E2E_DIST`` points at another built site; ``E2E_CHROMIUM`` at another Chromium binary;
``E2E_SHOTS=1`` takes the screenshots the tests write for people to look at (below), ``E2E_SCREENS`` at their folder.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Frame, Locator, Page, Playwright, sync_playwright

import harness
from harness import CHROMIUM, CHROMIUM_ARGS, DIST, RequestLog, SharedPage, new_context, serve_folder

#: How often a ``wait_for_function`` predicate is checked when the test does not say (ms). Playwright's default is on
#: every animation frame, which keeps a waiting page drawing 60 frames a second: 0.07-0.2 CPU-s per second of waiting
#: against 0.01-0.02 at 50 ms (Chromium's processes, an empty page, 2026-12-04 on the loaded 2-core machine), and the
#: suite spends most of its time waiting.
WAIT_POLLING_MS = 50


def _polling_by_default(method: Callable[..., Any]) -> Callable[..., Any]:
    def wait_for_function(self: Any, expression: str, *, polling: Any = None, **kwargs: Any) -> Any:
        return method(self, expression, polling=WAIT_POLLING_MS if polling is None else polling, **kwargs)
    return wait_for_function


Page.wait_for_function = _polling_by_default(Page.wait_for_function)  # type: ignore[method-assign]  # a default polling interval for every wait_for_function
Frame.wait_for_function = _polling_by_default(Frame.wait_for_function)  # type: ignore[method-assign]  # a default polling interval for every wait_for_function

#: Whether the screenshots the tests write to a file are taken. They are for people to look at (every table at every
#: size, late in a game; README "Two commands"), never checked: each costs Chromium about a quarter of a CPU-second
#: (0.26 at 1280x860, 2026-12-06), some 275 a run, so a plain run skips them and ``E2E_SHOTS=1`` takes them. A
#: screenshot whose bytes a test reads (no ``path``) is always taken.
SHOTS_TAKEN = os.environ.get("E2E_SHOTS") == "1"


def _taken_if_asked(method: Callable[..., Any]) -> Callable[..., Any]:
    def screenshot(self: Any, *args: Any, **kwargs: Any) -> bytes:
        if kwargs.get("path") is not None and not SHOTS_TAKEN:
            return b""
        return bytes(method(self, *args, **kwargs))
    return screenshot


Page.screenshot = _taken_if_asked(Page.screenshot)  # type: ignore[method-assign]  # screenshots for people only with E2E_SHOTS=1
Locator.screenshot = _taken_if_asked(Locator.screenshot)  # type: ignore[method-assign]  # screenshots for people only with E2E_SHOTS=1


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The base URL of dist/, served from a thread for the whole session."""
    if not (DIST / "index.html").is_file():
        pytest.fail(f"{DIST} has no index.html: run `python3 build.py build` before the browser tests", pytrace=False)
    with serve_folder(DIST) as url:
        harness.SITE[0] = url
        yield url
        harness.SITE[0] = None


@pytest.fixture(scope="session")
def pw() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(pw: Playwright) -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM} (apt-get install chromium)", pytrace=False)
    b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield b
    b.close()


@pytest.fixture
def requests_log() -> Iterator[RequestLog]:
    log = RequestLog()
    yield log
    log.assert_local()


#: Python starts by test file (the starts during its tests, fixtures' included), for the run's last lines.
STARTS_BY_FILE: dict[str, int] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: object) -> Iterator[None]:
    before = harness.PYODIDE_STARTS[0]
    yield
    started = harness.PYODIDE_STARTS[0] - before
    if started:
        name = item.location[0].rsplit("/", 1)[-1]
        STARTS_BY_FILE[name] = STARTS_BY_FILE.get(name, 0) + started


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker of a parallel run (pytest-xdist, ``-n``) hands its count of Python starts to the controller."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["pyodide_starts"] = harness.PYODIDE_STARTS[0]
        workeroutput["starts_by_file"] = dict(STARTS_BY_FILE)


#: The counts the workers of a parallel run handed over (the controller's own are zero: it starts no browser).
_WORKERS_STARTS: list[int] = [0]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """(pytest-xdist, on the controller) add a finished worker's Python starts to the run's."""
    output = getattr(node, "workeroutput", None) or {}
    _WORKERS_STARTS[0] += int(output.get("pyodide_starts", 0))
    for name, count in (output.get("starts_by_file") or {}).items():
        STARTS_BY_FILE[name] = STARTS_BY_FILE.get(name, 0) + int(count)


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    if getattr(config, "workeroutput", None) is not None:
        return  # a worker: the controller prints the run's counts
    terminalreporter.write_line(f"e2e: {harness.PYODIDE_STARTS[0] + _WORKERS_STARTS[0]} Pyodide starts")
    most = sorted(STARTS_BY_FILE.items(), key=lambda kv: -kv[1])[:12]
    if most:
        terminalreporter.write_line("e2e: the most by file: " + ", ".join(f"{name} {n}" for name, n in most))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "service_worker: the page fixture's context lets the site's service worker "
                            "install (harness.new_context); other tests' contexts block it")
    config.addinivalue_line("markers", "cold_start: the page fixture's context has no stored engine snapshot (a first "
                            "visit); other tests' contexts start from the run's snapshot (harness.preload_snapshot)")


@pytest.fixture
def context(request: pytest.FixtureRequest, browser: Browser, requests_log: RequestLog) -> Iterator[BrowserContext]:
    ctx = new_context(browser, requests_log, viewport={"width": 1280, "height": 860},
                      service_worker=request.node.get_closest_marker("service_worker") is not None,
                      cold=request.node.get_closest_marker("cold_start") is not None)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Iterator[Page]:
    """A page of the fresh context; an uncaught script error on it, or a violation of the site's
    Content-Security-Policy reported on its console, fails the test."""
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda exc: errors.append(str(exc)))
    p.on("console", lambda msg: errors.append(msg.text) if "Content Security Policy" in msg.text else None)
    yield p
    assert not errors, f"uncaught errors on the page: {errors}"


# -- a page whose engine has started, shared by a module's tests -------------------------------------------------------

#: The shared pages' screens (a module may name its own as ``WARM_SCREENS``).
WARM_SCREENS = {"desktop": {"width": 1280, "height": 860}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def _warm_pages(browser: Browser) -> Iterator[dict]:
    pages: dict = {}
    yield pages
    for warm in pages.values():
        warm.context.close()


@pytest.fixture
def warm_page(request: pytest.FixtureRequest, _warm_pages: dict, browser: Browser) -> Iterator[Page]:
    """Like ``page``, but the module's shared page (desktop 1280x860; a test parametrized with ``screen`` "phone" gets
    the module's phone page, 390x844 with touch; a module's ``WARM_SCREENS`` may size them): its engine started once. ``open_site`` on it goes back to the menu and sets the test's
    ``?seed`` without loading the page again, with no game in progress (table.back_to_menu); the settings and the
    statistics stay as earlier tests of the module left them, so a test that depends on those of a fresh device
    takes ``page``. An uncaught error on it, or a request that left
    127.0.0.1, fails the test during which it happened."""
    screen = getattr(request.node, "callspec", None) and request.node.callspec.params.get("screen")
    # the phone page (mobile, touch); a module may name other screens its tests set that page to (WARM_TOUCH_SCREENS)
    phone = screen in getattr(request.module, "WARM_TOUCH_SCREENS", ("phone",))
    key = "phone" if phone else "desktop"
    if key not in _warm_pages:
        viewport = getattr(request.module, "WARM_SCREENS", WARM_SCREENS)[key]
        _warm_pages[key] = SharedPage(browser, viewport, phone)
    warm = _warm_pages[key]
    seen = warm.begin()
    yield warm.page
    warm.check(seen)


# -- started pages of each kind of screen, resized by the tests that share them ----------------------------------------

@pytest.fixture(scope="module")
def _screen_pages(browser: Browser) -> Iterator[dict]:
    pages: dict = {}
    yield pages
    for warm in pages.values():
        warm.context.close()


@pytest.fixture
def screen_page(_screen_pages: dict, browser: Browser) -> Iterator[Callable[..., Page]]:
    """``screen_page(viewport, touch=False, mobile=False, name="main")``: the module's page of that kind of screen
    (a mouse; a touch screen; ``mobile``: a phone's mobile viewport too), made on first use and shared by the module's
    tests that ask for it, set to ``viewport`` (a size needs no context of its own: touch and mobile do). ``name``
    keeps pages apart that a module uses for different things (the site and its embed). What the page shows is as
    the last test left it: the test opens what it needs (its first time a load, starting Python; then in place, e.g.
    table.open_embed or the menu's New game). An uncaught error on a page the test used, or a request that left
    127.0.0.1 during the test, fails the test."""
    used: dict = {}

    def get(viewport: dict, touch: bool = False, mobile: bool = False, name: str = "main") -> Page:
        key = (name, touch or mobile, mobile)
        if key not in _screen_pages:
            # (not reset by table.open_site: the test opens what it needs)
            _screen_pages[key] = SharedPage(browser, viewport, mobile, touch or mobile, warm=False)
        warm = _screen_pages[key]
        if key not in used:
            used[key] = warm.begin()
        if warm.page.viewport_size != viewport:
            warm.page.set_viewport_size(viewport)
        return warm.page

    yield get
    for key, seen in used.items():
        _screen_pages[key].check(seen, f"the {key[0]} page")
