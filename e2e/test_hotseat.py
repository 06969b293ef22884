"""Hot-seat in the team and soccer games: people share one device, and the pass screen hides every hand between
turns (Schnapsen and Spike have theirs in their own files). Each test ends by checking that no request left
127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import random
from typing import Callable

import pytest
from playwright.sync_api import Page, expect

from table import EN, open_site, start_game, wait_idle
from test_strandcup import play_step as strandcup_step
from test_striker import person_step as striker_step

STEPS: dict[str, Callable[[Page, random.Random], str]] = {"strandcup": strandcup_step, "striker": striker_step}


@pytest.mark.parametrize("game", sorted(STEPS))
def test_the_device_is_passed_between_people_with_every_hand_hidden(page: Page, site: str, game: str) -> None:
    open_site(page, site, seed=12)
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=60_000)
    start_game(page, "hotseat", game=game)
    rng = random.Random(5)
    passes = 0
    for _ in range(120):
        wait_idle(page)
        if page.locator("#pass-screen").is_visible():
            passes += 1
            assert page.locator("#table .card-button").count() == 0, "a card stays in the page behind the pass screen"
            assert page.locator("#table").inner_text().strip() == ""
            mover = page.evaluate("window.__app.session.view.to_move")
            name = EN["player.number"].format(number=mover + 1)
            expect(page.get_by_role("heading", name=EN["hotseat.pass"].format(name=name))).to_be_visible()
            page.get_by_role("button", name=EN["hotseat.ready"].format(name=name)).click()
            wait_idle(page)
            assert page.evaluate("window.__app.session.viewSeat") == mover
            assert page.locator("#table .card-button").count() > 0, "the next person sees their hand"
            if passes >= 3:
                return
            continue
        assert STEPS[game](page, rng) != "match_over"
    raise AssertionError(f"the device was passed only {passes} times")
