"""Issue 35, items 4 and 2 through the real page: a tile's Daily deal starts today's (UTC) deal against the hard
computer with its fingerprint in the top bar (no seed in the page's view while it runs); played to its end (from a
near-end position of that very deal, made on CPython), the result dialog shows the seed and salt and Verify says the
deal is the one played; the day counts for the streak, a second Daily deal that day shows the result and the replay
link instead of a new match, and the link opens as that day's deal. One test on the module's warm page: one Python
start in the browser."""

from __future__ import annotations

import datetime
import hashlib
import random

from playwright.sync_api import Page, expect

from harness import SCREENS
from table import (
    EN,
    open_save,
    open_site,
    play_to_the_match_end,
    resized,
    save_near_the_end,
    session_save,
    start_game,
    wait_engine,
    wait_idle,
)

GAME = "schnapsen"


def engine(page: Page, request: dict) -> dict:
    """One bridge request through the page's own engine (the worker the shell talks to)."""
    return page.evaluate("async (request) => (await import('./shell.js')).call(request)", request)


def test_a_daily_deal_is_played_verified_and_counted(warm_page: Page, site: str) -> None:
    page = warm_page
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    open_site(page, site)
    wait_engine(page)
    page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('cardgames.daily.'))"
                  ".forEach((k) => localStorage.removeItem(k))")
    start_game(page, game=GAME)  # a match in progress: the daily deal asks before it takes its place
    page.locator("#to-menu").click()
    page.locator(f'.game-tile[data-game="{GAME}"] [data-daily]').click()
    page.locator("#daily-dialog").get_by_role("button", name=EN["menu.abandon_no"]).click()
    expect(page.locator("#daily-dialog")).to_be_hidden()
    assert page.evaluate("() => window.__app.session.save.daily") is None  # kept
    page.locator(f'.game-tile[data-game="{GAME}"] [data-daily]').click()
    page.locator(f'#daily-dialog [data-daily-replace="{GAME}"]').click()
    wait_idle(page)
    view = page.evaluate("() => window.__app.session.view")
    save = session_save(page)
    assert save["daily"] == today and page.evaluate("() => window.__app.session.strength") == "hard"
    assert save["seats"] == ["human", "ai:hard"]
    assert set(view["fair"]) == {"commitment"} and len(view["fair"]["commitment"]) == 64
    assert view["fair"]["commitment"] == hashlib.sha256(f"{save['seed']}:{save['salt']}".encode()).hexdigest()
    badge = page.locator("#fair-badge")
    expect(badge).to_be_visible()
    expect(badge).to_have_text(EN["fair.badge"].format(short=view["fair"]["commitment"][:8] + "…"))
    assert view["fair"]["commitment"] in badge.get_attribute("title")
    shots = SCREENS / "issue35"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(shots / "daily-start-fingerprint.png"))
    with resized(page, {"width": 390, "height": 844}):  # on a phone the top bar still fits, the badge with it
        page.wait_for_function("() => window.innerWidth === 390")
        page.screenshot(path=str(shots / "daily-start-fingerprint-390x844.png"))
        # the bar's buttons stay on one row (the badge has a line of its own below them, at 12 px at least) and
        # the badge's digits show, overlapping no button
        assert page.evaluate("""() => { const buttons = [...document.querySelectorAll('.topbar button:not([hidden])')]
            .filter((b) => b.offsetParent).map((b) => b.getBoundingClientRect());
          const b = document.querySelector('#fair-badge .fair-short').getBoundingClientRect();
          const size = parseFloat(getComputedStyle(document.getElementById('fair-badge')).fontSize);
          return new Set(buttons.map((r) => Math.round(r.top))).size === 1 && b.width > 0 && size >= 12
            && b.right <= window.innerWidth && buttons.every((r) => r.bottom <= b.top); }""")
    badge.focus()  # on focus the whole fingerprint, below the bar
    assert badge.evaluate("(b) => getComputedStyle(b, '::after').content") == f'"{view["fair"]["commitment"]}"'
    page.screenshot(path=str(shots / "daily-start-fingerprint-focused.png"))
    badge.blur()
    assert engine(page, {"cmd": "daily", "game": GAME, "date": today})["seed"] == save["seed"]

    # the same deal a few person moves before its end (CPython plays both seats there), resumed as the stored game
    near = save_near_the_end(GAME, 2, seed=save["seed"])
    near = {**near, "daily": today, "seats": ["human", "ai:hard"]}
    open_save(page, site, near, strength="hard")
    assert page.evaluate("() => window.__app.session.view.fair.seed") is None
    rng = random.Random(5)
    play_to_the_match_end(page, rng, 40, "the daily deal")
    dialog = page.locator("#result-dialog")
    final = page.evaluate("() => window.__app.session.view.fair")
    assert final["seed"] == save["seed"] and final["salt"] == near["salt"]
    expect(dialog.locator(".fair-value[data-seed]")).to_have_text(EN["fair.seed"].format(seed=save["seed"]))
    expect(dialog).to_contain_text(EN["daily.streak_one"])
    dialog.get_by_role("button", name=EN["fair.verify"], exact=True).click()
    result = dialog.locator(".fair-result")
    expect(result).to_have_attribute("data-verified", "true")
    expect(result).to_contain_text(EN["fair.verified"].split(":")[0])
    page.screenshot(path=str(shots / "daily-end-verified.png"))

    # the day is counted; a second try today shows the result and the link instead of a new match
    page.wait_for_function("() => JSON.parse(localStorage.getItem('cardgames.daily.schnapsen') || '{}').last?.packed")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('cardgames.daily.schnapsen'))")
    assert stored["days"] == [today] and stored["last"]["date"] == today
    page.locator("#result-dialog").get_by_role("button", name=EN["match_over.menu"], exact=True).click()
    page.wait_for_function("() => document.body.dataset.ready === 'menu'")
    plies = len(session_save(page)["actions"]) if page.evaluate("() => !!window.__app.session") else None
    page.locator(f'.game-tile[data-game="{GAME}"] [data-daily]').click()
    daily = page.locator("#daily-dialog")
    expect(daily).to_be_visible()
    expect(daily).to_contain_text(EN["daily.played"])
    expect(daily).to_contain_text(EN["daily.streak_one"])
    page.screenshot(path=str(shots / "daily-second-try.png"))
    link = daily.locator(".daily-link").input_value()
    assert "#replay=" in link
    assert (len(session_save(page)["actions"]) if page.evaluate("() => !!window.__app.session") else None) == plies
    daily.get_by_role("button", name=EN["daily.close"]).click()
    opened = engine(page, {"cmd": "replay_open", "packed": link.split("#replay=")[1].split("&")[0]})
    assert opened["ok"] and opened["replay"]["daily"] == today, opened
    assert today in opened["replay"]["title"]
    # a streak counts days in a row: yesterday's finished daily deal makes it two
    page.evaluate("""([key, yesterday]) => { const r = JSON.parse(localStorage.getItem(key));
      r.days = [yesterday, ...r.days]; localStorage.setItem(key, JSON.stringify(r)); }""",
                  ["cardgames.daily.schnapsen", (datetime.date.fromisoformat(today)
                                                 - datetime.timedelta(days=1)).isoformat()])
    page.locator(f'.game-tile[data-game="{GAME}"] [data-daily]').click()
    expect(daily).to_contain_text(EN["daily.streak"].format(count=2))
    daily.get_by_role("button", name=EN["daily.close"]).click()
