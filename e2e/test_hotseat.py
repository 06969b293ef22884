"""Hot-seat in the team and soccer games: people share one device, and the pass screen hides every hand between
turns (Schnapsen and Spike have theirs in their own files); and the pass screen holds (issue 18): nothing of the
previous player is drawn after a reload or Continue, nothing behind it is reachable, nothing of it is shared. Each
test ends by checking that no request left 127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import random
import re
from typing import Callable

import pytest
from playwright.sync_api import Page, expect

from harness import new_context
from table import EN, open_site, start_game, take_the_device, wait_idle
from table import play_step as schnapsen_step
from test_strandcup import play_step as strandcup_step
from test_striker import person_step as striker_step

STEPS: dict[str, Callable[[Page, random.Random], str]] = {"strandcup": strandcup_step, "striker": striker_step}


@pytest.mark.parametrize("game", sorted(STEPS))
def test_the_device_is_passed_between_people_with_every_hand_hidden(warm_page: Page, site: str, game: str) -> None:
    page = warm_page  # one started page for both games (conftest's warm_page)
    open_site(page, site, seed=12)
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=60_000)
    start_game(page, "hotseat", game=game)
    rng = random.Random(5)
    passes = 0
    for _ in range(120):
        wait_idle(page)
        if page.locator("#pass-screen").is_visible():
            passes += 1
            take_the_device(page)
            assert page.locator("#table .card-button").count() > 0, "the next person sees their hand"
            if passes >= 3:
                return
            continue
        assert STEPS[game](page, rng) != "match_over"
    raise AssertionError(f"the device was passed only {passes} times")


# -- the pass screen holds (issue 18, item 5) ------------------------------------------------------------------------

#: Every page of the context records each time the table holds a card or a log line (a MutationObserver from the
#: first moment of the page): window.__drawn, emptied by the test when it looks again.
RECORD_DRAWN = """(() => {
  window.__drawn = [];
  document.addEventListener('DOMContentLoaded', () => {
    const table = document.getElementById('table');
    const look = () => {
      const shown = table.querySelectorAll('.card-button, .card, .log li, .fan').length;
      if (shown) window.__drawn.push(shown);
    };
    new MutationObserver(look).observe(table, { childList: true, subtree: true });
  });
})();"""


def _to_the_pass_screen(page: Page) -> None:
    """A hot-seat Schnapsen match, played by its first person until the device is to be passed."""
    start_game(page, "hotseat", game="schnapsen")
    rng = random.Random(9)
    for _ in range(30):
        wait_idle(page)
        if page.locator("#pass-screen").is_visible():
            return
        schnapsen_step(page, rng)
    raise AssertionError("the device was never passed")


def _assert_nothing_drawn_behind_the_pass_screen(page: Page, what: str) -> None:
    expect(page.locator("#pass-screen")).to_be_visible(timeout=60_000)
    page.wait_for_timeout(2500)  # the old leak: the hand and log for 1.5-2 s at normal speed, then the pass screen
    assert page.locator("#pass-screen").is_visible()
    drawn = page.evaluate("() => window.__drawn")
    assert not drawn, f"{what}: the previous player's table was drawn before the next person confirmed: {drawn}"
    assert page.locator("#table").inner_text().strip() == ""


def test_a_reload_or_continue_at_the_pass_screen_draws_nobody_s_hand(browser, site: str, requests_log) -> None:
    """At normal speed (cards moving): a reload at the pass screen, and Menu -> Continue there, show the pass screen
    with nothing of the previous player's hand or log drawn, not even for a moment; the next person confirms and
    sees their own hand."""
    context = new_context(browser, requests_log, motion=True)
    context.add_init_script(RECORD_DRAWN)
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        open_site(page, site, seed=7)
        _to_the_pass_screen(page)
        page.reload()
        _assert_nothing_drawn_behind_the_pass_screen(page, "reload")

        page.evaluate("() => { window.__drawn = []; document.getElementById('to-menu').click(); }")
        expect(page.locator("#menu")).to_be_visible()
        page.locator("#continue-game").click()
        _assert_nothing_drawn_behind_the_pass_screen(page, "Menu -> Continue")

        take_the_device(page)
        assert page.locator("#table .card-button").count() > 0, "the next person sees their hand"
    finally:
        context.close()
    assert not errors, f"uncaught errors on the page: {errors}"


def test_the_pass_screen_is_modal_and_shares_nothing(warm_page: Page, site: str) -> None:
    """Behind the pass screen everything is inert: Tab stays on it and never reaches Share (whose seen-only link would
    hold the previous player's cards). After the next person confirms, Share gives what that seat has seen; a full
    replay (every hand) waits for the end of the match."""
    page = warm_page
    open_site(page, site, seed=7)
    _to_the_pass_screen(page)
    expect(page.locator("#share-game")).to_be_hidden()
    page.locator("#pass-ready").focus()
    reached = set()
    for _ in range(12):  # forwards and backwards: the pass screen's buttons, else out of the page (the browser's own)
        page.keyboard.press("Tab" if _ < 6 else "Shift+Tab")
        reached.add(page.evaluate("() => document.activeElement.id || document.activeElement.tagName"))
        behind = page.evaluate("() => document.activeElement !== document.body"
                               " && !document.getElementById('pass-screen').contains(document.activeElement)")
        assert not behind, "Tab reached the page behind the pass screen: " + page.evaluate(
            "() => document.activeElement.outerHTML.slice(0, 200)")
    assert "share-game" not in reached and "pass-ready" in reached
    assert page.evaluate("() => document.querySelector('main').inert && document.querySelector('header').inert")
    # clicking where Share would be reaches nothing behind the screen
    page.evaluate("() => document.getElementById('share-game').click()")
    expect(page.locator("#share-dialog")).not_to_be_visible()

    take_the_device(page)
    assert not page.evaluate("() => document.querySelector('main').inert"), "the table is inert after confirming"
    page.get_by_role("button", name=EN["share.button"]).click()
    dialog = page.locator("#share-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator('input[value="seen"]')).to_be_checked()
    expect(dialog.locator('input[value="full"]')).to_be_disabled()
    expect(dialog.locator("#share-what")).to_contain_text(EN["share.full_after_hotseat"])
    expect(dialog.locator("#share-link")).to_have_value(re.compile(r"#replay="))
