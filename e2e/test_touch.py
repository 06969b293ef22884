"""Touch first: each of the four games against the computer on a tablet in landscape (1024x768) and portrait
(768x1024) and on a phone (390x844), all with a touch screen. Every visible control of the table and the top bar is
at least 44x44 CSS px, nothing scrolls sideways, the hand and the action buttons lie inside the screen's width, and a
move is played by tapping. A double tap on a card plays one card, not two. Screenshots go to harness.SCREENS as
``<game>-<screen>.png``. Each screen's context ends by checking that no request left 127.0.0.1."""

from __future__ import annotations

from typing import Any, Iterator

import pytest
from playwright.sync_api import Browser, Page

from harness import ENGINE_TIMEOUT_MS, SCREENS, TOUCH_SCREENS, RequestLog, touch_context
from pygame_core.core import registry
from table import back_to_menu, first_visible, person_moves, shows_the_site, start_game, wait_idle

#: Every game the engine registers (a new game is checked here with no edit of this file).
GAMES = registry.names()
#: The smallest touch target (WCAG 2.5.5, Apple and Google's guidelines), with half a pixel for rounding.
MIN_TARGET = 44 - 0.5

#: Every visible, enabled control of the table and the top bar that is smaller than 44x44.
SMALL_TARGETS = """(min) => {
  const found = [];
  for (const root of [document.getElementById('table'), document.querySelector('.topbar')]) {
    for (const el of root.querySelectorAll('button, select, summary, input, [role="button"], a[href]')) {
      if (el.disabled || el.closest('[hidden]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered (a closed panel, display: none)
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (box.width < min || box.height < min) {
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
  }
  return found;
}"""

#: What lies (partly) outside the screen's width: the cards of the hand and the action buttons.
OUTSIDE = """() => {
  const width = window.innerWidth;
  return [...document.querySelectorAll('#table .card-button, #table .actions button, #table .sc-actions button')]
    .filter((el) => { const b = el.getBoundingClientRect(); return b.width > 0 && (b.left < -0.5 || b.right > width + 0.5); })
    .map((el) => `${el.className} ${el.dataset.card || el.dataset.action || ''}`);
}"""

#: Issue 34: a top-bar button that shows only its glyph (a phone) keeps its word as a tooltip and an aria-label.
UNNAMED_ICONS = """() => [...document.querySelectorAll('.topbar button')]
  .filter((el) => !el.closest('[hidden]') && el.querySelector('.bar-glyph')
    && getComputedStyle(el.querySelector('.bar-glyph')).display !== 'none')
  .filter((el) => !(el.getAttribute('aria-label') || '').trim() || !(el.title || '').trim())
  .map((el) => el.id)"""

#: What to tap after a card that has several plays was picked (Strand-Cup's choices, Striker's places).
FOLLOW_UPS = (".sc-actions button.card-choice", ".stk-options button.action", ".stk-top.legal", ".stk-new button.action")


@pytest.fixture(scope="module", params=TOUCH_SCREENS, ids=[name for name, _, _ in TOUCH_SCREENS])
def screen(request, browser: Browser) -> Iterator[tuple[str, Any, list[str]]]:
    """One touch context and page per screen, shared by its tests (the page's engine starts once: each test goes
    back to its menu, table.back_to_menu); no request may leave 127.0.0.1."""
    name, viewport, mobile = request.param
    log = RequestLog()
    context = touch_context(browser, log, viewport, mobile)
    page = context.new_page()
    page.warm = True
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    yield name, page, errors
    context.close()
    log.assert_local()


@pytest.fixture
def touch_page(screen) -> Iterator[tuple[str, Page]]:
    name, page, errors = screen
    errors.clear()
    yield name, page
    assert not errors, f"uncaught errors on the page: {errors}"


def start_vs_computer(page: Page, site: str, game: str) -> None:
    """Open the menu, then New game -> ``game`` -> against the easy computer -> Start, all by tapping."""
    if getattr(page, "warm", False) and shows_the_site(page, site):
        back_to_menu(page, "?fast=1&menu=1&seed=5")
    else:
        page.goto(site + "?fast=1&menu=1&seed=5")
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    start_game(page, "computer", "easy", game=game, tap=True)


def tap_one_move(page: Page) -> None:
    """Play one move by tapping: a highlighted card (then, if it has several plays, one of them), else the first
    action button."""
    before = person_moves(page)
    for _ in range(4):
        wait_idle(page)
        target = None
        for selector in FOLLOW_UPS + (".card-button.legal", ".actions button.action"):
            target = first_visible(page, selector)
            if target is not None:
                break
        assert target is not None, "nothing to tap on the table"
        target.tap()
        wait_idle(page)
        if person_moves(page) > before:
            return
    raise AssertionError("four taps did not play a move")


@pytest.mark.parametrize("game", GAMES)
def test_table_fits_the_touch_screen(touch_page: tuple[str, Page], site: str, game: str) -> None:
    name, page = touch_page
    start_vs_computer(page, site, game)
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"{game}-{name}.png"), full_page=True)
    assert page.locator("#table .card-button").count() > 0, "no hand on the table"
    assert page.evaluate(SMALL_TARGETS, MIN_TARGET) == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), \
        f"the page scrolls sideways: {page.evaluate('[document.documentElement.scrollWidth, window.innerWidth]')}"
    assert page.evaluate(OUTSIDE) == []
    assert page.evaluate(UNNAMED_ICONS) == []
    moves = person_moves(page)
    tap_one_move(page)
    assert person_moves(page) == moves + 1
    # after the move (new cards, a picked card's places, a hand-over dialog): still no sideways scrolling
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.evaluate(SMALL_TARGETS, MIN_TARGET) == []


def test_double_tap_on_a_card_plays_one_card(browser: Browser, site: str, requests_log: RequestLog) -> None:
    """On the phone: two quick taps on a Schnapsen card play that card once, never a second card."""
    name, viewport, mobile = TOUCH_SCREENS[-1]
    assert name == "phone"
    context = touch_context(browser, requests_log, viewport, mobile)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        double_tap_a_card(page, site)
    finally:
        context.close()
    assert not errors, f"uncaught errors on the page: {errors}"


def double_tap_a_card(page: Page, site: str) -> None:
    start_vs_computer(page, site, "schnapsen")
    card = first_visible(page, ".fan .card-button.legal")
    assert card is not None, "no playable card at the start"
    box = card.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    moves = person_moves(page)
    page.touchscreen.tap(x, y)
    page.touchscreen.tap(x, y)  # the second tap lands on whatever the first one's answer put there
    page.wait_for_function("(n) => window.__app.session.save.actions.filter(([s]) => s === window.__app.session.viewSeat)"
                           ".length > n", arg=moves, timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)
    assert person_moves(page) == moves + 1
