"""Hot-seat in the team and soccer games: people share one device, and the pass screen hides every hand between
turns (Schnapsen and Spike have theirs in their own files). Each test ends by checking that no request left
127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import random
from typing import Callable

import pytest
from playwright.sync_api import Page

from table import open_site, start_game, take_the_device, wait_idle
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
            take_the_device(page)
            assert page.locator("#table .card-button").count() > 0, "the next person sees their hand"
            if passes >= 3:
                return
            continue
        assert STEPS[game](page, rng) != "match_over"
    raise AssertionError(f"the device was passed only {passes} times")
