"""The demo rules-blog page (dist/blog.html): four scripted rules examples and a live game in iframes (issue 6).

- each example starts when scrolled into view, steps forward and back with a caption per position;
- frames below the fold have not started their engine before they are seen;
- all frames share the browser's cache and service worker: Pyodide's runtime crosses the network once, counted on
  the server side;
- every frame settles at a usable height, on a desktop (the first test's page, at its end) and on a phone.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

from harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    ENGINE_TIMEOUT_MS,
    STEP_TIMEOUT_MS,
    RequestLog,
    SiteHandler,
    serve_folder,
)
from table import EN

EXAMPLES = ["Strand-Cup worked example", "Schnapsen closing example", "Spike cut shot example",
            "Striker take-over example"]


@pytest.fixture
def counting_site() -> Iterator[tuple[str, Counter]]:
    """dist/ on its own port, counting the bytes of each file the server sends."""
    sent: Counter = Counter()

    class Counting(SiteHandler):
        def copyfile(self, source, outputfile) -> None:  # type: ignore[override]  # the base class's untyped signature
            data = source.read()
            sent[self.path.split("?")[0]] += len(data)
            outputfile.write(data)

    with serve_folder(DIST, Counting) as url:
        yield url, sent


def frame_of(page: Page, title: str):
    return page.locator(f'iframe[title="{title}"]').element_handle().content_frame()


@pytest.fixture
def page(pw, counting_site, tmp_path) -> Iterator[Page]:
    """A page of a browser profile on disk, like a reader's browser (Playwright's usual contexts keep their HTTP
    cache in memory, too small to hold the 9.6 MB runtime, so every fetch of it would cross the network again)."""
    context = pw.chromium.launch_persistent_context(str(tmp_path / "profile"), executable_path=CHROMIUM,
                                                    args=CHROMIUM_ARGS, headless=True, service_workers="allow",
                                                    viewport=BLOG_SCREENS["desktop"])
    log = RequestLog()
    context.on("request", log.record)
    context.set_default_timeout(STEP_TIMEOUT_MS)
    errors: list[str] = []
    p = context.pages[0] if context.pages else context.new_page()
    p.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield p
    finally:
        context.close()
    assert not errors, f"uncaught errors on the page: {errors}"
    log.assert_local()


def test_the_blog_page_steps_through_each_example_and_downloads_python_once(page: Page, counting_site) -> None:
    """... and then, on the same page at the desktop's size, its frames settle at a usable height (the desktop case of
    :func:`test_the_blog_frames_settle_at_a_usable_height`: the page's five engines started once for both)."""
    base, sent = counting_site
    page.goto(base + "blog.html")
    expect(page.locator("iframe")).to_have_count(5)
    # below the fold: not started (loading=lazy frames may not even exist yet)
    assert page.evaluate("() => document.querySelector('iframe#live').contentWindow.__engine === undefined")

    for title in EXAMPLES:
        page.locator(f'iframe[title="{title}"]').scroll_into_view_if_needed()
        page.wait_for_function("(t) => { const f = document.querySelector(`iframe[title=\"${t}\"]`);"
                               " return f && f.contentDocument && f.contentDocument.querySelector('.replay-caption') }",
                               arg=title, timeout=ENGINE_TIMEOUT_MS)
        frame = frame_of(page, title)
        frame.wait_for_function("() => document.body.dataset.busy !== '1' && document.querySelector('.replay-position')"
                                " && document.querySelector('.replay-caption').textContent.length > 0",
                                timeout=ENGINE_TIMEOUT_MS)
        first_caption = frame.locator(".replay-caption").inner_text()
        position = frame.locator(".replay-position")
        last = position.inner_text().split()[-1]
        expect(position).to_have_text(EN["replay.position"].format(step=0, last=last))
        frame.get_by_role("button", name=f"{EN['replay.next']} ▶").click()
        expect(position).to_have_text(EN["replay.position"].format(step=1, last=last))
        assert frame.locator(".replay-caption").inner_text() != first_caption, f"{title}: the caption follows the step"
        frame.get_by_role("button", name=f"◀ {EN['replay.back']}").click()
        expect(frame.locator(".replay-caption")).to_have_text(first_caption)

    page.locator("iframe#live").scroll_into_view_if_needed()
    live = page.locator("iframe#live").element_handle()
    page.wait_for_function("(f) => f.contentDocument && f.contentDocument.body.dataset.ready === 'table'",
                           arg=live, timeout=ENGINE_TIMEOUT_MS)
    # five engines, one download of the runtime (the others came from the browser's cache or the service worker)
    wasm = sent["/pyodide/pyodide.asm.wasm"]
    size = (DIST / "pyodide" / "pyodide.asm.wasm").stat().st_size
    assert wasm == size, f"the runtime crossed the network {wasm / size:.1f} times"
    frames_settle(page, "desktop")


# -- the frames' heights settle (issue 19, item 2) ------------------------------------------------------------------

#: The least height a frame may settle at: a game's table (the 74 px strip it collapsed to is far below), an example.
MIN_GAME_HEIGHT = 480
#: Where the screenshots of the blog page go.
SHOTS = Path(os.environ.get("E2E_FIT_SHOTS", "/tmp/shots/fit"))
MIN_EXAMPLE_HEIGHT = 300

HEIGHTS = "() => [...document.querySelectorAll('iframe')].map((f) => Math.round(f.getBoundingClientRect().height))"


#: The screens the blog page is looked at on: the desktop's (the page fixture's profile) and a phone's.
BLOG_SCREENS = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}


def frames_settle(page: Page, screen: str) -> None:
    """Every frame of the blog page started (scrolled into view), the live game on its table: for three seconds each
    frame keeps one height, a game's at least MIN_GAME_HEIGHT, an example's at least MIN_EXAMPLE_HEIGHT. (A table that
    fills its window and a frame sized to its content fed each other: 314 -> 308 -> ... -> 72.)"""
    expect(page.locator("iframe")).to_have_count(5)
    for title in EXAMPLES:
        page.locator(f'iframe[title="{title}"]').scroll_into_view_if_needed()
        page.wait_for_function("(t) => { const f = document.querySelector(`iframe[title=\"${t}\"]`);"
                               " return f && f.contentDocument && f.contentDocument.querySelector('.replay-position') }",
                               arg=title, timeout=ENGINE_TIMEOUT_MS)
    page.locator("iframe#live").scroll_into_view_if_needed()
    page.wait_for_function("() => { const d = document.querySelector('iframe#live').contentDocument;"
                           " return d && d.body.dataset.ready === 'table' && d.querySelector('#table .card-button') }",
                           timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    samples = []
    for _ in range(7):
        samples.append(page.evaluate(HEIGHTS))
        page.wait_for_timeout(500)
    titles = page.evaluate("() => [...document.querySelectorAll('iframe')].map((f) => f.title)")
    for index, title in enumerate(titles):
        seen = [sample[index] for sample in samples]
        least = MIN_GAME_HEIGHT if title == "Spike against the computer" else MIN_EXAMPLE_HEIGHT
        assert len(set(seen)) == 1, f"{screen}: the frame {title!r} keeps changing its height: {seen}"
        assert seen[0] >= least, f"{screen}: the frame {title!r} settled at {seen[0]} px (at least {least})"
    live = page.locator("iframe#live").element_handle().content_frame()
    inner = live.evaluate("() => ({ scroll: document.scrollingElement.scrollHeight, view: innerHeight })")
    assert inner["scroll"] <= inner["view"] + 1, f"{screen}: the live game's frame cuts its table: {inner}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"blog-{screen}.png"), full_page=True)


def test_the_blog_frames_settle_at_a_usable_height(browser, site: str) -> None:
    """:func:`frames_settle` on a phone (touch, mobile). The desktop's case runs at the end of the first test, on its
    page: the page's five engines started once for both."""
    from harness import RequestLog, new_context
    log = RequestLog()
    context = new_context(browser, log, viewport=BLOG_SCREENS["phone"], is_mobile=True, has_touch=True)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(site + "blog.html")
        frames_settle(page, "phone")
    finally:
        context.close()
    log.assert_local()
    assert not errors, f"uncaught errors on the page: {errors}"
