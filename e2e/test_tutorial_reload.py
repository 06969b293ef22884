"""A guided first game survives a reload (issue 21: a family's tablet never loses anything to a reload): the page
opened again shows the lesson at the step it was at, with the same cards, and the lesson goes on from there to its
end; a lesson left for a real game is not brought back. The same in a blog's frame (embed.html?tutorial=1)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS
from pygame_core.core import registry
from table import EN, wait_idle
from test_tutorial import expected, follow, open_lesson, progress


def step_shown(page: Page) -> tuple[str, str, str, list[str]]:
    """What the lesson shows: where it is, the move asked for, the instruction and the learner's cards."""
    return (progress(page), expected(page), page.locator("#tutorial-text").inner_text(),
            page.locator("#table .card-button").all_inner_texts())


def reopen(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)


def test_a_reload_mid_lesson_goes_on_at_the_same_step(page: Page, site: str) -> None:
    open_lesson(page, site, "schnapsen")
    for _ in range(4):  # to the trump exchange
        follow(page)
    before = step_shown(page)
    assert "5 of 10" in before[0] and before[1] == "close"
    reopen(page, site + "?fast=1")  # the page opened again, as a tablet does after a reload
    assert step_shown(page) == before
    expect(page.locator(".tutorial-intro")).to_have_count(0)
    moves = 4
    while expected(page):
        follow(page)
        moves += 1
        expect(page.locator("#tutorial-why")).to_have_count(0)
    assert moves == registry.get("schnapsen").lesson().learner_moves()
    # a reload at the end shows the end, with the way to a real game
    reopen(page, site + "?fast=1")
    real = page.get_by_role("button", name="Now play a real game")
    expect(real).to_be_visible()
    real.click()
    expect(page.get_by_role("dialog", name=EN["dialog.new_game"])).to_be_visible()
    # the lesson left the table for a real game: the next visit does not bring it back
    page.goto(site + "?fast=1")
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(500)
    expect(page.locator("#tutorial-banner")).to_have_count(0)


def test_a_lesson_left_for_the_menu_is_not_brought_back(page: Page, site: str) -> None:
    open_lesson(page, site, "spike")
    follow(page)
    page.locator("#to-menu").click()
    expect(page.locator("#menu")).to_be_visible()
    page.goto(site + "?fast=1")
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(500)
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#tutorial-banner")).to_have_count(0)


def test_a_reload_of_a_blog_frame_goes_on_with_its_lesson(page: Page, site: str) -> None:
    url = site + "embed.html?game=spike&tutorial=1&start=now&fast=1&lang=de"
    reopen(page, url)
    for _ in range(3):
        follow(page)
    before = step_shown(page)
    assert "4 von 10" in before[0]
    reopen(page, url)
    assert step_shown(page) == before
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / "tutorial-embed-spike-reloaded.png"))
