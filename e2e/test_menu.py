"""The first screen (issue 12, items 4 and 7): a tile per game and the statistics, through the real page.

- a tile per registered game, before Python is up (from the shell's words) and after: title, players, pitch, Play;
- Play opens the new-game dialog with that game chosen; Continue shows on the tile of a game in progress (in this
  tab, and after a reload from the save) and resumes it;
- the new-game dialog's Start stays in the window with the options open (390x844 and 1366x768);
- statistics: a short match against the computer counts (played, won as the engine says), survives a reload and is
  reset; a hot-seat match does not count; corrupted statistics read as empty, with no error, and are kept aside
  when the next match counts; a storage that refuses the write says so and the menu goes on;
- screenshots of the menu, the new-game dialog and the statistics at 1366x768, 1024x768, 768x1024 and 390x844
  (E2E_SCREENS).
"""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS, STEP_TIMEOUT_MS
from pygame_core.core import registry
from table import EN, click_any_control, hold_engine, open_site, release_engine, resized, wait_engine, wait_idle

GAMES = registry.names()
#: The quickest match against the computer: one rally of Spike wins it (its options: 1 point a set, 1 set).
SHORT = ("spike", {"set_points": "1", "sets_to_win": "1"})
#: The game with the most options: the new-game dialog at its tallest.
TALLEST = max(GAMES, key=lambda name: len(registry.get(name).game.Options.__dataclass_fields__))


def players_text(name: str) -> str:
    seats = registry.get(name).seats
    low, high = min(seats), max(seats)
    return EN["menu.players"].format(count=low) if low == high else EN["menu.players_range"].format(low=low, high=high)


def tile(page: Page, name: str):
    return page.locator(f'.game-tile[data-game="{name}"]')


def open_with_play(page: Page, name: str):
    """A tile's Play: the new-game dialog opens with that game chosen."""
    title = registry.get(name).title()
    page.get_by_role("button", name=EN["menu.play_named"].format(game=title)).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    expect(dialog.locator("#ng-game")).to_have_value(name)
    return dialog


def open_options(dialog) -> None:
    """Unfold the new-game dialog's options as a person does, unless they are open (the dialog keeps them as the
    last match on the module's started page left them)."""
    if not dialog.locator("#ng-options").evaluate("(d) => d.open"):
        dialog.locator("#ng-options-legend").click()


def start_from_tile(page: Page, name: str, options: dict[str, str] | None = None, mode: str = "computer") -> None:
    dialog = open_with_play(page, name)
    if options:
        page.wait_for_function("() => document.querySelectorAll('#ng-options-body .option').length > 0",
                               timeout=ENGINE_TIMEOUT_MS)
        open_options(dialog)
        for option, value in options.items():
            dialog.locator(f"#opt-{option}").fill(value)
    dialog.get_by_role("radio", name=EN[f"mode.{mode}"]).check()
    if mode == "computer":
        dialog.get_by_role("radio", name=EN["strength.easy"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    wait_idle(page)
    assert page.evaluate("() => window.__app.session.game") == name


def match_over(page: Page) -> bool:
    return page.evaluate("() => document.getElementById('result-dialog').open"
                         " && window.__app.session && window.__app.session.view.over")


def play_to_the_end(page: Page, rng: random.Random, limit: int = 400) -> dict:
    """Click the person's choices (Play on after a hand, a lit card, a choice button; the device handed over in
    hot-seat) until the match-end dialog; answers the last view's `seat_result` (the engine's, for seat 0 in hot-seat)."""
    for _ in range(limit):
        wait_idle(page)
        if match_over(page):
            return page.evaluate("() => window.__app.session.view.seat_result")
        if page.locator("#pass-screen:not([hidden])").count():
            page.locator("#pass-ready").click()
            continue
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            page.locator("#result-buttons button.primary").click()
            continue
        click_any_control(page, rng)
    raise AssertionError("the match did not end")


def back_to_menu(page: Page) -> None:
    page.get_by_role("dialog").get_by_role("button", name=EN["match_over.menu"]).click()
    page.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)


def open_stats(page: Page):
    page.get_by_role("button", name=EN["stats.button"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["stats.title"])
    expect(dialog).to_be_visible()
    return dialog


def stats_row(page: Page, name: str, level: str) -> dict[str, str]:
    return page.evaluate("""([name, level]) => {
      const row = document.querySelector(`#stats-body .stats-game[data-game="${name}"] tr[data-level="${level}"]`);
      return row ? Object.fromEntries([...row.querySelectorAll('td')].map((td) => [td.dataset.stat, td.textContent]))
                 : null;
    }""", [name, level])


# -- tiles ----------------------------------------------------------------------------------------------------------

def test_a_tile_per_game_before_and_after_the_engine(page: Page, site: str) -> None:
    """The tiles show at once, from the shell's words (Python still loading), and stay the same once the engine has
    listed the games: the picture the game declares (its emblem), the title, how many play, the pitch and Play.
    The worker's script is held back until the first look is over: a start from the snapshot can be quicker than
    the menu's checks, and the first look must be before the engine."""
    held = hold_engine(page)
    open_site(page, site)
    assert page.evaluate("() => window.__app.engineReady") is False, "the engine was ready before the menu"
    for phase in ("words", "engine"):
        if phase == "engine":
            assert page.evaluate("() => window.__app.engineReady") is False, "the engine started while held back"
            release_engine(page, held)
        expect(page.locator(".game-tile")).to_have_count(len(GAMES))
        assert page.locator(".game-tile").evaluate_all("(tiles) => tiles.map((t) => t.dataset.game)") == GAMES, phase
        for name in GAMES:
            info = registry.get(name)
            card = tile(page, name)
            expect(card.get_by_role("heading", name=info.title())).to_be_visible()
            expect(card.locator(".tile-players")).to_have_text(players_text(name))
            expect(card.locator(".tile-pitch")).to_have_text(info.pitch())
            expect(card.locator("svg.tile-art")).to_have_attribute("data-emblem", info.emblem.name)
            expect(card.get_by_role("button", name=EN["menu.play_named"].format(game=info.title()))).to_be_visible()
            expect(card.locator("[data-continue]")).to_have_count(0)


def test_the_engine_listing_its_games_keeps_a_press_and_the_focus_on_a_tile(page: Page, site: str) -> None:
    """A person pressing Play (a finger down, which focuses the button) while the engine lists its games: the press
    still opens the dialog and the focus stays on the button, since the tiles are drawn again only if something
    changed. The worker's script is held back until the press has begun."""
    held = hold_engine(page)
    open_site(page, site)
    assert page.evaluate("() => window.__app.engineReady") is False, "the engine was ready before the menu"
    name = GAMES[0]
    play = page.locator(f'button[data-play="{name}"]')
    box = play.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    release_engine(page, held)
    page.wait_for_function("() => document.querySelector('#example-list li') !== null",
                           timeout=ENGINE_TIMEOUT_MS)  # the menu's last part drawn from the engine's answers
    assert page.evaluate("() => document.activeElement.dataset.play") == name, "the engine's list took the focus"
    page.mouse.up()  # the press ends on the button it began on: Play opens the dialog with that game
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    expect(dialog.locator("#ng-game")).to_have_value(name)


def test_a_redraw_that_changes_the_tiles_gives_the_focus_back(page: Page, site: str) -> None:
    """When a redraw does change the tiles (a game saved in another tab adds Continue), the button that had the
    focus is found again among the new ones by its data attributes (web/dom.js, redrawChildren), so a keyboard or
    screen-reader user keeps their place; an unchanged redraw keeps the very same elements."""
    open_site(page, site)
    result = page.evaluate("""async () => {
      const { h, redrawChildren } = await import('./dom.js');
      const list = document.createElement('ul');
      document.body.append(list);
      const draw = (extra) => ['a', 'b'].map((name) => h('li', {}, h('button', { dataset: { play: name } }, name),
        extra ? h('button', { dataset: { more: name } }, 'more') : null));
      redrawChildren(list, ...draw(false));
      const first = list.querySelector('[data-play="b"]');
      first.focus();
      redrawChildren(list, ...draw(false));
      const kept = list.querySelector('[data-play="b"]') === first && document.activeElement === first;
      redrawChildren(list, ...draw(true));
      const moved = list.querySelector('[data-play="b"]');
      const out = { kept, replaced: moved !== first, focused: document.activeElement === moved };
      list.remove();
      return out;
    }""")
    assert result == {"kept": True, "replaced": True, "focused": True}


def test_play_opens_the_dialog_with_that_game(page: Page, site: str) -> None:
    open_site(page, site)
    for name in GAMES + GAMES[:1]:  # before the engine, and once more after it (the options then show)
        dialog = open_with_play(page, name)
        dialog.get_by_role("button", name=EN["dialog.cancel"]).click()
        expect(dialog).to_be_hidden()
    wait_engine(page)
    page.wait_for_function("() => window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    dialog = open_with_play(page, GAMES[-1])
    expect(dialog.locator("#ng-options-body .option").first).to_be_attached()


def test_continue_shows_for_a_game_in_progress_and_resumes_it(page: Page, site: str) -> None:
    open_site(page, site, seed=5)
    wait_engine(page)
    name, other = SHORT[0], next(g for g in GAMES if g != SHORT[0])
    start_from_tile(page, name)
    play_moves = random.Random(2)
    controls = page.locator("#table button:not([disabled]).legal:visible, #table button.action:not([disabled]):visible")
    controls.nth(play_moves.randrange(controls.count())).click()
    wait_idle(page)
    ply = page.evaluate("() => window.__app.session.view.ply")
    title = registry.get(name).title()
    continue_named = EN["menu.continue_named"].format(game=title)
    # back to the menu in this tab: the tile offers Continue (the match left for the menu)
    page.locator("#to-menu").click()
    expect(tile(page, name).get_by_role("button", name=continue_named)).to_be_visible()
    expect(tile(page, other).locator("[data-continue]")).to_have_count(0)
    tile(page, name).get_by_role("button", name=continue_named).click()
    wait_idle(page)
    assert page.evaluate("() => window.__app.session.view.ply") == ply
    # after a reload to the menu: from the save
    page.goto(site + "?fast=1&menu=1")
    page.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)
    expect(tile(page, name).get_by_role("button", name=continue_named)).to_be_visible()
    expect(tile(page, other).locator("[data-continue]")).to_have_count(0)
    tile(page, name).get_by_role("button", name=continue_named).click()
    wait_idle(page)
    assert page.evaluate("() => [window.__app.session.game, window.__app.session.view.ply]") == [name, ply]


@pytest.mark.parametrize("screen,viewport", [("phone", {"width": 390, "height": 844}),
                                             ("desktop", {"width": 1366, "height": 768})],
                         ids=["390x844", "1366x768"])
def test_start_stays_in_the_window_with_the_options_open(warm_page: Page, site: str, screen: str,
                                                         viewport: dict) -> None:
    """On the module's started page of that screen (conftest's warm_page: the phone's 390x844 with touch and a
    mobile viewport), sized to ``viewport`` for the test."""
    with resized(warm_page, viewport) as page:
        open_site(page, site)
        wait_engine(page)
        page.wait_for_function("() => window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
        dialog = open_with_play(page, TALLEST)
        open_options(dialog)
        expect(dialog.locator("#ng-options-body .option").last).to_be_attached()
        body_scrolls = page.evaluate("() => { const b = document.getElementById('ng-body');"
                                     " return b.scrollHeight > b.clientHeight; }")
        for button in (EN["dialog.start"], EN["dialog.cancel"]):
            target = dialog.get_by_role("button", name=button)
            expect(target).to_be_in_viewport(ratio=1)
            # nothing lies over it: the point at its middle is the button
            assert target.evaluate("(b) => { const r = b.getBoundingClientRect();"
                                   " return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b; }")
        # the last option is reached by scrolling the fields, not the buttons away
        dialog.locator("#ng-options-body .option").last.scroll_into_view_if_needed()
        expect(dialog.get_by_role("button", name=EN["dialog.start"])).to_be_in_viewport(ratio=1)
        print(f"[menu] {viewport}: the fields scroll: {body_scrolls}")
        dialog.get_by_role("button", name=EN["dialog.start"]).click()
        wait_idle(page)
        assert page.evaluate("() => window.__app.session.game") == TALLEST


# -- statistics -----------------------------------------------------------------------------------------------------

def test_a_match_against_the_computer_counts_survives_a_reload_and_is_reset(page: Page, site: str) -> None:
    open_site(page, site, seed=11)
    wait_engine(page)
    open_stats(page)
    expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])
    page.get_by_role("button", name=EN["dialog.close"]).click()
    name, options = SHORT
    results = []
    for round_no in range(2):
        start_from_tile(page, name, options)
        result = play_to_the_end(page, random.Random(round_no))
        assert result["result"] in ("won", "lost") and isinstance(result["score"], (int, float)), result
        results.append(result)
        # the end shown again (a reload of the ended match) counts nothing more
        page.reload()
        wait_idle(page)
        assert match_over(page)
        back_to_menu(page)
    won = sum(r["result"] == "won" for r in results)
    open_stats(page)
    row = stats_row(page, name, "easy")
    assert row is not None and row["played"] == "2" and row["won"] == str(won), row
    assert row["rate"] == f"{round(100 * won / 2)}%"
    average = sum(r["score"] for r in results) / 2
    number = f"{average:.1f}".rstrip("0").rstrip(".")
    # with the game's unit (issue 19: "Average score 0" said nothing)
    unit = EN[f"{name}.score_unit_one"] if number == "1" else EN[f"{name}.score_unit"]  # "1 set", "0 sets"
    assert row["average"] == EN["stats.average_unit"].format(value=number, unit=unit), row
    expect(page.locator(f'.stats-game[data-game="{name}"] .stats-chart svg[role="img"]')).to_have_attribute(
        "aria-label", EN["stats.chart"].format(count=2, game=registry.get(name).title(),
                                               results=", ".join(EN[f"stats.result.{r['result']}"] for r in results)))
    expect(page.locator(f'.stats-game[data-game="{name}"] .stats-bar')).to_have_count(2)
    for other in GAMES:
        if other != name:
            assert page.locator(f'.stats-game[data-game="{other}"]').count() == 0
    # kept across a reload (its own key in localStorage)
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)
    open_stats(page)
    assert stats_row(page, name, "easy") == row
    stored = json.loads(page.evaluate("() => localStorage.getItem('cardgames.stats')"))
    assert stored["version"] == 1 and stored["games"][name]["levels"]["easy"]["played"] == 2
    # reset: asked once more, then empty
    page.get_by_role("button", name=EN["stats.reset"]).click()
    page.get_by_role("button", name=EN["stats.reset_no"]).click()
    assert stats_row(page, name, "easy") == row
    page.get_by_role("button", name=EN["stats.reset"]).click()
    page.get_by_role("button", name=EN["stats.reset_yes"]).click()
    expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])
    expect(page.locator("#stats-status")).to_have_text(EN["stats.reset_done"])
    page.reload()
    page.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)
    open_stats(page)
    expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])


def test_a_hot_seat_match_does_not_count(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page, its statistics forgotten first
    open_site(page, site, seed=12)
    forget_statistics(page)
    wait_engine(page)
    name, options = SHORT
    start_from_tile(page, name, options, mode="hotseat")
    play_to_the_end(page, random.Random(4))
    back_to_menu(page)
    open_stats(page)
    expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])
    assert page.evaluate("() => localStorage.getItem('cardgames.stats')") is None


@pytest.mark.parametrize("stored", ["{not json", json.dumps({"version": 99, "games": {}}),
                                    json.dumps({"version": 1, "games": {"spike": {"levels": {"easy": "x"}}}}),
                                    json.dumps([1, 2])])
def test_corrupted_statistics_read_as_empty_and_are_kept_aside(warm_page: Page, site: str, stored: str) -> None:
    """Statistics that cannot be read show as empty, with no error (the warm_page fixture fails on any script error);
    the next counted match keeps the unreadable text aside before counting starts again. On the module's started
    page: its statistics forgotten, the stored text put where an earlier visit left it, and the menu shown again
    (stats.js reads the stored statistics each time it shows or counts them)."""
    page = warm_page
    open_site(page, site, seed=13)
    forget_statistics(page)
    page.evaluate("(text) => localStorage.setItem('cardgames.stats', text)", stored)
    open_site(page, site, seed=13)
    page.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)
    expect(page.locator(".game-tile")).to_have_count(len(GAMES))
    open_stats(page)
    expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])
    page.get_by_role("button", name=EN["dialog.close"]).click()
    wait_engine(page)
    name, options = SHORT
    start_from_tile(page, name, options)
    play_to_the_end(page, random.Random(1))
    back_to_menu(page)
    open_stats(page)
    assert stats_row(page, name, "easy")["played"] == "1"
    aside = page.evaluate("""() => Object.keys(localStorage).filter((k) => k.startsWith('cardgames.stats.unreadable.'))
                                    .map((k) => localStorage.getItem(k))""")
    readable = stored.startswith("{\"version\": 1")  # out-of-shape entries are repaired, not set aside
    assert aside == ([] if readable else [stored])


def test_a_full_storage_says_the_match_was_not_counted(warm_page: Page, site: str) -> None:
    """Writing the statistics fails (the storage is full): the page says so, the menu and its statistics go on.
    (On the module's started page, its statistics forgotten first; the storage writes again afterwards.)"""
    page = warm_page
    open_site(page, site, seed=14)
    wait_engine(page)
    forget_statistics(page)
    page.evaluate("""() => {
      const setItem = Storage.prototype.setItem;
      window.__e2eSetItem = setItem;
      Storage.prototype.setItem = function (key, value) {
        if (key === 'cardgames.stats') throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    }""")
    try:
        name, options = SHORT
        start_from_tile(page, name, options)
        play_to_the_end(page, random.Random(3))
        expect(page.locator("#notice")).to_have_text(EN["stats.not_saved"])
        back_to_menu(page)
        expect(page.locator(".game-tile")).to_have_count(len(GAMES))
        open_stats(page)
        expect(page.locator("#stats-body .stats-empty")).to_have_text(EN["stats.empty"])
    finally:
        page.evaluate("() => { Storage.prototype.setItem = window.__e2eSetItem; }")


# -- screenshots ----------------------------------------------------------------------------------------------------

SIZES = {"1366x768": (1366, 768), "1024x768": (1024, 768), "768x1024": (768, 1024), "390x844": (390, 844)}
#: Which of the module's started pages (conftest's warm_page) shows each size: the phone's has touch.
SIZES_BY_SCREEN = {"desktop": ["1366x768", "1024x768", "768x1024"], "phone": ["390x844"]}


@pytest.mark.parametrize("screen", list(SIZES_BY_SCREEN))
def test_screenshots(warm_page: Page, site: str, screen: str) -> None:
    """The menu (with a game in progress and statistics), the new-game dialog with its options open and the
    statistics, at four sizes: written to E2E_SCREENS to look at. (The module's started page of each screen,
    resized to each of its sizes.)"""
    SCREENS.mkdir(parents=True, exist_ok=True)
    stats = {"version": 1, "games": {GAMES[0]: {
        "recent": ["won", "lost", "won", "won", "draw", "lost", "won"],
        "levels": {"easy": {"played": 5, "won": 4, "drawn": 0, "streak": 2, "best": 3, "scoreSum": 28, "scored": 5},
                   "medium": {"played": 2, "won": 0, "drawn": 1, "streak": 0, "best": 0, "scoreSum": 5, "scored": 2}}}}}
    for label in SIZES_BY_SCREEN[screen]:
        width, height = SIZES[label]
        with resized(warm_page, {"width": width, "height": height}) as page:
            open_site(page, site, seed=3)
            page.evaluate("(text) => localStorage.setItem('cardgames.stats', text)", json.dumps(stats))
            wait_engine(page)
            start_from_tile(page, GAMES[1])
            page.locator("#to-menu").click()
            page.wait_for_function("() => document.body.dataset.ready === 'menu'")
            page.wait_for_selector("#example-list li")
            page.screenshot(path=str(SCREENS / f"menu-{label}.png"))
            page.screenshot(path=str(SCREENS / f"menu-{label}-full.png"), full_page=True)
            assert not _scrolls_sideways(page), f"the menu scrolls sideways at {label}"
            assert _buttons_outside_the_width(page, "#menu") == [], label
            dialog = open_with_play(page, TALLEST)
            open_options(dialog)
            page.screenshot(path=str(SCREENS / f"new-game-{label}.png"))
            assert _buttons_outside_the_width(page, "dialog[open]") == [], label
            dialog.get_by_role("button", name=EN["dialog.cancel"]).click()
            open_stats(page)
            page.screenshot(path=str(SCREENS / f"stats-{label}.png"))
            assert not _scrolls_sideways(page), f"the statistics scroll sideways at {label}"


def forget_statistics(page: Page) -> None:
    """The started page's statistics as on a new device: the stored ones and those kept aside removed."""
    page.evaluate("""() => { for (const key of Object.keys(localStorage)) {
      if (key === 'cardgames.stats' || key.startsWith('cardgames.stats.')) localStorage.removeItem(key);
    } }""")


def _scrolls_sideways(page: Page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth > window.innerWidth + 1")


def _buttons_outside_the_width(page: Page, within: str) -> list[str]:
    """The visible buttons under ``within`` that stick out of the viewport sideways (cut off on the screen)."""
    return page.evaluate("""(within) => [...document.querySelectorAll(`${within} button`)]
      .filter((b) => b.offsetParent !== null)
      .filter((b) => { const r = b.getBoundingClientRect(); return r.left < -1 || r.right > window.innerWidth + 1; })
      .map((b) => b.textContent.trim() || b.getAttribute('aria-label'))""", within)
