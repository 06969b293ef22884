"""Every table fits every screen: at 1366x768, 1280x720 (mouse), 1024x768, 768x1024 and 390x844 (touch) the whole own
hand, the table's centre, the whose-turn line and the score lie inside the window, and the page does not scroll, for
Schnapsen, Spike, Strand-Cup with 4, 6 and 8 players and Striker with 2, 3 and 4 players. Each setup is started against
the easy computer and played for several of the person's moves (Spike through its draw choice, Striker while its
hands grow); the fit is checked after every move, so the largest hand and every choice shown above it are checked.

One browser context and one page per screen size, reused by its setups (the menu's New game between them).
Screenshots of each setup late in the game go to ``E2E_FIT_SHOTS`` (default /tmp/shots/fit) as ``<size>-<setup>.png``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest
from playwright.sync_api import Browser, Page, expect

from harness import ENGINE_TIMEOUT_MS, RequestLog, new_context, touch_context
from table import EN, fill_options, first_visible, person_moves, wait_idle

SHOTS = Path(os.environ.get("E2E_FIT_SHOTS", "/tmp/shots/fit"))

#: name, viewport, touch screen, phone (mobile viewport)
SIZES = (
    ("1366x768", {"width": 1366, "height": 768}, False, False),
    ("1280x720", {"width": 1280, "height": 720}, False, False),
    ("1024x768", {"width": 1024, "height": 768}, True, False),
    ("768x1024", {"width": 768, "height": 1024}, True, False),
    ("390x844", {"width": 390, "height": 844}, True, True),
)

#: setup name -> (game, options by option name -> shown value, the person's moves to play)
SETUPS: dict[str, tuple[str, dict[str, str], int]] = {
    "schnapsen": ("schnapsen", {}, 4),
    "spike": ("spike", {}, 5),
    "strandcup-4": ("strandcup", {"players": "4"}, 4),
    "strandcup-6": ("strandcup", {"players": "6"}, 4),
    "strandcup-8": ("strandcup", {"players": "8"}, 4),
    "striker-2": ("striker", {"players": "2"}, 18),
    "striker-3": ("striker", {"players": "3"}, 10),
    "striker-4": ("striker", {"players": "4"}, 10),
}

#: Per game: the table's centre, the whose-turn line and the score (CSS selectors inside #table).
PARTS = {
    "schnapsen": {"centre": ".middle", "turn": "#prompt", "score": ".scorebar"},
    "spike": {"centre": ".spk-court", "turn": "#prompt", "score": ".spk-score"},
    "strandcup": {"centre": ".sc-court", "turn": "#prompt", "score": ".sc-scorebar"},
    "striker": {"centre": ".stk-field", "turn": "#prompt", "score": ".stk-score"},
}

#: The least height of the table's centre (it takes what the other rows leave, and must not vanish).
MIN_CENTRE = 80

#: What to press after a card that has several plays was picked (Strand-Cup's choices, Striker's places), before
#: another card or an action.
FOLLOW_UPS = (".sc-actions button.card-choice", ".stk-options button.action", ".stk-top.legal", ".stk-new button.action")

#: What lies outside the window: each own hand card, and the centre, the whose-turn line and the score; plus the
#: page's scroll height. Half a pixel is allowed for rounding.
OUTSIDE = """([parts, MIN_CENTRE]) => {
  const w = window.innerWidth, h = window.innerHeight, out = [];
  const check = (el, what) => {
    const b = el.getBoundingClientRect();
    if (b.width === 0 && b.height === 0) { out.push(`${what} not shown`); return; }
    if (b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5) {
      out.push(`${what} at ${Math.round(b.left)},${Math.round(b.top)}..${Math.round(b.right)},${Math.round(b.bottom)}`);
    }
  };
  const cards = [...document.querySelectorAll('#table .card-button')];
  if (!cards.length) out.push('no hand card');
  cards.forEach((el, i) => check(el, `hand card ${i + 1}/${cards.length} ${el.dataset.card}`));
  for (const [what, sel] of Object.entries(parts)) {
    const el = document.querySelector(`#table ${sel}`);
    if (el) check(el, what); else out.push(`${what} missing`);
    if (el && what === 'centre' && el.getBoundingClientRect().height < MIN_CENTRE) {
      out.push(`the centre is only ${Math.round(el.getBoundingClientRect().height)} px tall`);
    }
  }
  return { out, cards: cards.length, scroll: document.scrollingElement.scrollHeight, height: h };
}"""


@pytest.fixture(scope="module", params=SIZES, ids=[s[0] for s in SIZES])
def sized_page(request, browser: Browser, site: str) -> Iterator[tuple[str, Page]]:
    """One context and one page per screen size (touch screens as test_touch.py has them); no request may leave
    127.0.0.1 and no script error may happen on the page."""
    name, viewport, touch, mobile = request.param
    log = RequestLog()
    context = touch_context(browser, log, viewport, mobile) if touch else new_context(browser, log, viewport=viewport)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(site + "?fast=1&menu=1&seed=7")
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    yield name, page
    context.close()
    log.assert_local()
    assert not errors, f"uncaught errors on the page: {errors}"


def start(page: Page, game: str, options: dict[str, str]) -> None:
    """(Back to the menu, then) New game -> ``game`` with ``options`` -> against the easy computer -> Start."""
    to_menu = page.locator("#to-menu")
    if to_menu.is_visible():
        to_menu.click()
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=ENGINE_TIMEOUT_MS)
    dialog.locator("#ng-game").select_option(game)
    if options and not dialog.locator("#ng-options").evaluate("(d) => d.open"):
        dialog.locator("#ng-options-legend").click()  # a person opens the folded options
    fill_options(dialog, options)
    dialog.get_by_role("radio", name=EN["mode.computer"]).check()
    dialog.get_by_role("radio", name=EN["strength.easy"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    wait_idle(page)
    assert page.evaluate("() => window.__app.session.game") == game


def result_dialog_open(page: Page) -> bool:
    return page.evaluate("() => document.getElementById('result-dialog').open")


def one_move(page: Page, rng: random.Random) -> None:
    """One of the person's moves: Play on after a hand; else a follow-up choice, a playable card (at random) or an
    action (at random; Strand-Cup's pass last)."""
    before = person_moves(page)
    for _ in range(6):
        wait_idle(page)
        if result_dialog_open(page):
            page.get_by_role("dialog").get_by_role("button", name=EN["hand_over.play_on"], exact=True).click()
            wait_idle(page)
            return
        target = None
        for selector in FOLLOW_UPS:
            target = first_visible(page, selector)
            if target is not None:
                break
        if target is None:
            cards = page.locator("#table .card-button.legal")
            actions = page.locator("#table .actions button.action:not([data-action='pass'])")
            if cards.count():
                target = cards.nth(rng.randrange(cards.count()))
            elif actions.count():
                target = actions.nth(rng.randrange(actions.count()))
            else:
                target = first_visible(page, ".actions button.action")
        assert target is not None, "nothing to press on the table"
        press(target)
        wait_idle(page)
        if person_moves(page) > before:
            return
    raise AssertionError("six presses did not play a move")


def press(target) -> None:
    """Click (tap on a touch screen) where a person would: a card of an overlapping hand near its left edge, which
    the next card leaves in sight; anything else in its middle."""
    box = target.bounding_box()
    overlapped = target.evaluate("(e) => e.matches('.fan > .card-button:not(:last-child)')")
    position = {"x": min(10, box["width"] / 2), "y": box["height"] / 2} if overlapped and box else None
    if target.page.evaluate("() => matchMedia('(pointer: coarse)').matches"):
        target.tap(position=position)
    else:
        target.click(position=position)


def fits(page: Page, game: str) -> dict[str, Any]:
    return page.evaluate(OUTSIDE, [PARTS[game], MIN_CENTRE])


@pytest.mark.parametrize("setup", list(SETUPS))
def test_table_fits_the_window(sized_page: tuple[str, Page], setup: str) -> None:
    size, page = sized_page
    game, options, moves = SETUPS[setup]
    start(page, game, options)
    rng = random.Random(f"{size}-{setup}")
    problems: list[str] = []
    largest = 0
    for step in range(moves + 1):
        if step:
            one_move(page, rng)
        if result_dialog_open(page):
            continue  # after a hand: the docked dialog is in front; the next move plays on
        found = fits(page, game)
        largest = max(largest, found["cards"])
        if found["scroll"] > found["height"] + 1:
            problems.append(f"move {step}: the page scrolls ({found['scroll']} > {found['height']})")
        problems += [f"move {step}: {what}" for what in found["out"]]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{size}-{setup}.png"))
    print(f"{size} {setup}: largest hand {largest}")
    assert not problems, f"{size} {setup}: " + "; ".join(problems[:12])
