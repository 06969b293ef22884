"""Issue 35, item 1 through the real page: a finished match against the computer left on the device unreviewed (as a
tab closed right after the match leaves it: a match played to its end on the page is stored so at once) is reviewed in the background by the page's own engine, one decision a
call; its costly decisions become practice positions (the same as CPython's review gives); the tile's Practice shows
how many are due; a position is answered wrong (judged, explained, scheduled for tomorrow), then right on a retry, and
the next position right (one box up); a position of an older rules version is named as set aside, kept, never judged.
Screenshots of the tile and a position at 1366x768 and 360x600, in English and German. One test on the module's warm
page: one Python start in the browser."""

from __future__ import annotations

import datetime
import json
import random
import time
from typing import Any

from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS
from table import (
    EN,
    answer_puzzle,
    open_save,
    open_site,
    play_to_the_match_end,
    resized,
    save_near_the_end,
    set_language,
    wait_idle,
)
from tests.test_practice import finished_save

GAME = "spike"
KEY = "cardgames.practice"


def cpython(request: dict[str, Any]) -> dict[str, Any]:
    from pygame_core import bridge
    answer = bridge.handle_obj(request)
    assert answer["ok"], answer
    return answer


def finished_match(seed: int) -> dict[str, Any]:
    """A finished Spike match: a careless person (random moves) at seat 0 against the hard computer, as stored (the
    engine suite's, tests/test_practice.py)."""
    return json.loads(finished_save(GAME, seed))


def right_and_wrong(position: dict[str, Any]) -> tuple[str, str]:
    """A move the puzzle judge counts right at ``position`` and one it counts wrong (judged on CPython)."""
    opened = cpython({"cmd": "replay_open", "script": position["script"]})
    step = cpython({"cmd": "replay_step", "rid": opened["rid"], "step": position["step"], "seat": position["seat"]})
    cpython({"cmd": "replay_close", "rid": opened["rid"]})
    judged = cpython({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                      "action": position["chosen"]})
    legal = [entry["id"] for entry in step["view"]["legal"]]
    wrong = next(a for a in [position["chosen"], *legal] if a not in judged["best"])
    return judged["best"][0], wrong


def stored(page: Page) -> dict[str, Any]:
    return json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')") or "null")


def answer_with(page: Page, action: str) -> None:
    """Click the control of ``action`` on the practice's table once the puzzle asks (table.answer_puzzle)."""
    answer_puzzle(page, action)


def test_a_finished_match_becomes_practice_answered_wrong_and_right(warm_page: Page, site: str) -> None:
    page = warm_page
    today = datetime.datetime.now(datetime.timezone.utc).date()
    tomorrow = (today + datetime.timedelta(days=1)).isoformat()
    save = finished_match(7)
    save["seats"], save["names"] = ["human", "ai:hard"], [{"you": True}, {"computer": True}]
    expected = cpython({"cmd": "practice_review", "save": save, "seat": 0, "today": today.isoformat()})["positions"]
    assert len(expected) >= 2
    old = dict(expected[0], id="old-rules", version=expected[0]["version"] - 1)  # an older rules version
    # a match against the computer played to its end here (Schnapsen: the shared helpers play it) is stored for its
    # review at once, before any review
    open_save(page, site, {**save_near_the_end("schnapsen", 2, seed=3), "seats": ["human", "ai:easy"]})
    rng = random.Random(5)
    play_to_the_match_end(page, rng, 40, "the match")
    played = page.evaluate("() => window.__app.session.save")
    waiting = stored(page)["pending"]
    assert [(job["game"], job["seat"], job["save"]["actions"]) for job in waiting] == \
        [("schnapsen", 0, played["actions"])]
    page.locator("#result-dialog").get_by_role("button", name=EN["match_over.menu"], exact=True).click()
    open_site(page, site)
    expect(page.locator('.game-tile[data-game="schnapsen"] [data-practice]')).to_be_visible()  # (its review waits)
    page.evaluate("""([key, text]) => { localStorage.setItem(key, text); }""",
                  [KEY, json.dumps({"format": 1, "positions": [old], "pending": [
                      {"key": "left-unreviewed", "game": GAME, "seat": 0, "save": save, "next": 0, "at": 1}]})])
    # the next visit's start: the waiting match is reviewed in the background, a decision a call
    started = time.monotonic()
    page.evaluate("async () => (await import('./practice.js')).reviewInBackground()")
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{KEY}')).pending.length === 0",
                           timeout=ENGINE_TIMEOUT_MS * 3, polling=250)
    seconds = time.monotonic() - started
    record = stored(page)
    print(f"background review of a {len(save['actions'])}-move Spike match ({expected and len(expected)} positions): "
          f"{seconds:.1f} s in the page's engine")
    assert [p["id"] for p in record["positions"]] == ["old-rules"] + [p["id"] for p in expected]  # as on CPython
    assert record["positions"][1:] == expected
    open_site(page, site)  # the menu drawn again: the tile's Practice with the number due
    practice = page.locator(f'.game-tile[data-game="{GAME}"] [data-practice]')
    expect(practice).to_have_attribute("data-due", str(len(expected)))
    expect(practice).to_have_attribute("aria-label", EN["practice.button_named"].format(game="Spike",
                                                                                          count=len(expected)))
    shots = SCREENS / "issue35"
    shots.mkdir(parents=True, exist_ok=True)
    order = sorted(expected, key=lambda p: p["id"])  # the first due (all made today: by id)
    first, second = order[0], order[1]
    intro = page.locator(f'.practice-intro[data-practice="{first["id"]}"]')
    for lang in ("de", "en"):  # the tile and the first position (not answered yet) in each language
        set_language(page, lang)
        # the count the review's end asked the engine for redraws the button when it arrives (web/practice.js
        # countDue): one more count, awaited, comes after it, so the button is not replaced while it is looked at
        page.evaluate("async () => (await import('./practice.js')).countDue()")
        for width, height in ((1366, 768), (390, 844), (360, 600)):
            with resized(page, {"width": width, "height": height}):
                practice.scroll_into_view_if_needed()
                page.locator(f'.game-tile[data-game="{GAME}"]').screenshot(
                    path=str(shots / f"practice-tile-{lang}-{width}x{height}.png"))
        practice.click()
        wait_idle(page)
        expect(intro).to_be_visible()
        for width, height in ((1366, 768), (390, 844), (360, 600)):
            with resized(page, {"width": width, "height": height}):
                page.wait_for_timeout(400)  # (the side panels' drawer slides out of sight on a narrow screen)
                page.screenshot(path=str(shots / f"practice-position-{lang}-{width}x{height}.png"))
        if lang == "de":
            open_site(page, site)

    # the first due position: answered wrong, then right on a retry
    right, wrong = right_and_wrong(first)
    expect(intro.locator(".practice-problems li[data-code='old_version']")).to_have_count(1)  # set aside, named
    expect(page.locator(".replay-puzzle .puzzle-ask")).to_have_text(EN["puzzle.ask#you"])
    answer_with(page, wrong)
    verdict = page.locator(".replay-puzzle .puzzle-verdict")
    expect(verdict).to_have_class("puzzle-verdict wrong", timeout=ENGINE_TIMEOUT_MS)
    assert verdict.inner_text().startswith("Not the best")
    with resized(page, {"width": 360, "height": 600}):
        page.wait_for_timeout(400)
        verdict.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "practice-wrong-360x600.png"))
    after_wrong = next(p for p in stored(page)["positions"] if p["id"] == first["id"])
    assert (after_wrong["box"], after_wrong["due"], after_wrong["wrong"], after_wrong["right"]) == (0, tomorrow, 1, 0)
    page.locator('.replay-puzzle [data-puzzle="again"]').click()
    answer_with(page, right)
    expect(verdict).to_have_class("puzzle-verdict right", timeout=ENGINE_TIMEOUT_MS)
    assert next(p for p in stored(page)["positions"] if p["id"] == first["id"]) == after_wrong  # the first answer counts
    # the next due one, answered right at once: one box up, back in two days
    page.locator('.replay-puzzle [data-puzzle="go-on"]').click()
    expect(page.locator(f'.practice-intro[data-practice="{second["id"]}"]')).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    right2, _ = right_and_wrong(second)
    answer_with(page, right2)
    expect(verdict).to_have_class("puzzle-verdict right", timeout=ENGINE_TIMEOUT_MS)
    assert verdict.inner_text().startswith("Right")
    after_right = next(p for p in stored(page)["positions"] if p["id"] == second["id"])
    assert after_right["box"] == 1 and after_right["due"] == (today + datetime.timedelta(days=2)).isoformat()
    assert next(p for p in stored(page)["positions"] if p["id"] == "old-rules") == old  # kept as it was
    open_site(page, site)
    expect(practice).to_have_attribute("data-due", str(len(expected) - 2))
