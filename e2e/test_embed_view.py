"""An embed in a blog's frame (issue 12, item 8): it tells the page its height, and a rules example brings what its
caption talks about into view.

- embed.html posts {type: "cardgames:height", height} to the page around it on load and when its content changes;
  the lines README shows size the frame to it;
- in a 600 px frame, each position of the Schnapsen closing example shows the cards its caption names, below the
  controls and the caption (which stay at the top of the frame).
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, serve_folder
from table import EN


@pytest.fixture
def blog(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A second origin (another port) serving a page that embeds the site."""
    with serve_folder(tmp_path) as url:
        yield url, tmp_path


def test_the_frame_tells_its_page_how_tall_it_is(page: Page, site: str, blog) -> None:
    blog_url, root = blog
    src = site + "embed.html?fast=1&start=now&game=strandcup&example=worked_example"
    origin = site.rstrip("/")
    (root / "post.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>post</title>
<iframe id="ex" src="{src}" title="example" style="width: 900px; height: 600px; border: 0"></iframe>
<script>
  window.heights = [];
  addEventListener("message", (event) => {{
    if (event.origin !== "{origin}" || event.data?.type !== "cardgames:height") return;
    window.heights.push(event.data.height);
    for (const frame of document.querySelectorAll("iframe")) {{
      if (frame.contentWindow === event.source) frame.style.height = `${{event.data.height}}px`;
    }}
  }});
</script>""")
    page.goto(blog_url + "post.html")
    page.wait_for_function("() => window.heights.length > 0", timeout=ENGINE_TIMEOUT_MS)
    frame = page.frame(url=lambda url: "embed.html" in url)
    frame.wait_for_selector(".replay-position", timeout=ENGINE_TIMEOUT_MS)
    frame.wait_for_function("() => document.body.dataset.busy !== '1'")
    # the example is taller than the start screen: a new height came, and the frame now holds all of its content
    page.wait_for_function("() => Math.max(...window.heights) > 600", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(300)
    inner = frame.evaluate("() => ({ content: document.querySelector('main').getBoundingClientRect().bottom,"
                           " view: window.innerHeight })")
    outer = page.evaluate("() => document.getElementById('ex').getBoundingClientRect().height")
    assert abs(outer - page.evaluate("() => window.heights[window.heights.length - 1]")) < 1
    assert inner["content"] <= inner["view"] + 1, f"the frame cuts its content: {inner}"


#: Where the cards the caption names are, and where the viewer's head ends, inside the frame's viewport.
NAMED = """() => {
  const viewer = window.__app.replay;
  const cards = viewer.namedCards(viewer.caption.textContent).filter((n) => n.getClientRects().length);
  return { head: viewer.head.getBoundingClientRect().bottom, view: window.innerHeight,
           caption: viewer.caption.textContent,
           cards: cards.map((n) => { const r = n.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; }) };
}"""


def test_an_example_in_a_600px_frame_shows_what_its_caption_names(page: Page, site: str, blog) -> None:
    blog_url, root = blog
    src = site + "embed.html?fast=1&start=now&game=schnapsen&example=closing"
    (root / "post.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>post</title>
<iframe id="ex" src="{src}" title="example" style="width: 760px; height: 600px; border: 0"></iframe>""")
    page.set_viewport_size({"width": 900, "height": 800})
    page.goto(blog_url + "post.html")
    page.wait_for_function("() => document.getElementById('ex').contentDocument === null || true")
    frame = page.frame(url=lambda url: "embed.html" in url)
    frame.wait_for_selector(".replay-position", timeout=ENGINE_TIMEOUT_MS)
    frame.wait_for_function("() => window.__app.replay && document.body.dataset.busy !== '1'")
    count = int(frame.locator(".replay-position").inner_text().split()[-1]) + 1
    named = 0
    for step in range(count):
        if step:
            frame.get_by_role("button", name=f"{EN['replay.next']} ▶").click()
            expect(frame.locator(".replay-position")).to_have_text(
                EN["replay.position"].format(step=step, last=count - 1))
            frame.wait_for_function("() => document.body.dataset.busy !== '1'")
        seen = frame.evaluate(NAMED)
        if not seen["cards"]:
            continue
        named += 1
        first = min(seen["cards"], key=lambda c: c["top"])
        assert first["top"] >= seen["head"] - 1 and first["bottom"] <= seen["view"] + 1, \
            f"step {step}: a card the caption names is out of view ({seen})"
        # the controls stay in the frame
        expect(frame.get_by_role("button", name=f"{EN['replay.next']} ▶")).to_be_in_viewport()
    assert named >= 3, "the captions name cards at several positions"
