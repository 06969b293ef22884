"""Browser tests: the built site (dist/) served on 127.0.0.1, driven in Debian's Chromium by Playwright.

Nothing is built here: run ``python3 build.py build`` first. A missing dist/ fails the run (it must never
pass silently in CI). Every request of every page, worker and service worker is recorded, and each test
ends by asserting that none left 127.0.0.1 / localhost.

Environment: ``E2E_DIST`` points at another built site; ``E2E_CHROMIUM`` at another Chromium binary;
``E2E_SCREENS`` at the folder for screenshots.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from harness import CHROMIUM, CHROMIUM_ARGS, DIST, RequestLog, new_context, serve_folder


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The base URL of dist/, served from a thread for the whole session."""
    if not (DIST / "index.html").is_file():
        pytest.fail(f"{DIST} has no index.html: run `python3 build.py build` before the browser tests", pytrace=False)
    with serve_folder(DIST) as url:
        yield url


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


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "service_worker: the page fixture's context lets the site's service worker "
                            "install (harness.new_context); other tests' contexts block it")


@pytest.fixture
def context(request: pytest.FixtureRequest, browser: Browser, requests_log: RequestLog) -> Iterator[BrowserContext]:
    ctx = new_context(browser, requests_log, viewport={"width": 1280, "height": 860},
                      service_worker=request.node.get_closest_marker("service_worker") is not None)
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
