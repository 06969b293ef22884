"""The guided first game through the real page (issue 21, item 1): each game's tile has Learn; following the
banner's instructions plays the lesson to its end, where "Now play a real game" opens that game's new-game dialog;
a move that is not the lesson's is explained and changes nothing; ``embed.html?game=G&tutorial=1`` opens the
lesson in a blog's frame. Screenshots of a lesson step at 1366x768 and 390x844 (E2E_SCREENS)."""

from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS, RequestLog, new_context
from pygame_core.core import registry
from table import EN, back_to_menu, resized, wait_engine, wait_idle

GAMES = ["schnapsen", "spike", "strandcup", "striker"]


def open_lesson(page: Page, site: str, game: str) -> None:
    """The menu (``menu=1``: not the lesson a page before left on the table), then the game's Learn. On the module's
    started page (conftest's warm_page), once it shows the site with its engine started: back to its menu instead of
    loading it again (a new context's first page is the blank page its engine snapshot was written from, of the
    site's origin: harness.preload_snapshot)."""
    if getattr(page, "warm", False) and page.url.startswith(site) and \
            page.evaluate("() => Boolean(window.__app && window.__app.engineReady)"):
        back_to_menu(page, "?fast=1&menu=1")
    else:
        page.goto(site + "?fast=1&menu=1")
    page.wait_for_function("() => document.body.dataset.ready !== undefined", timeout=ENGINE_TIMEOUT_MS)
    wait_engine(page)
    title = registry.get(game).title()
    page.get_by_role("button", name=EN["menu.learn_named"].format(game=title)).click()
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)


def expected(page: Page) -> str:
    return page.locator("#tutorial-text").get_attribute("data-expected") or ""


def progress(page: Page) -> str:
    return page.locator(".tutorial-progress").text_content() or ""


def follow(page: Page) -> None:
    """Make the move the banner asks for, as a person would: its ringed button, else its ringed card (then the
    button or place the card offers for it)."""
    action = expected(page)
    before = progress(page)
    target = page.locator(f'#table button[data-action="{action}"]:visible')
    if target.count():
        target.first.click()
    else:
        cards = page.locator("#table .card-button.tutorial-expected:visible")
        assert cards.count(), f"nothing ringed for {action}"
        cards.first.click()
        wait_idle(page)
        if progress(page) == before and expected(page) == action:
            offered = page.locator(f'#table button[data-action="{action}"]:visible')
            if offered.count():
                offered.first.click()
            else:  # a card played onto a place (Striker's attacks): the place the move names
                place = action.rsplit("@", 1)[1]
                page.locator(f'#table .stk-top.target.legal[data-attack="{place}"]').click()
    wait_idle(page)


@pytest.mark.parametrize("game", GAMES)
def test_following_the_instructions_plays_the_lesson_to_its_end(warm_page: Page, site: str, game: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_lesson(page, site, game)
    lesson = registry.get(game).lesson()
    moves = 0
    while expected(page):
        assert page.locator("#table .tutorial-expected").count() >= 1, expected(page)
        follow(page)
        moves += 1
        assert moves <= lesson.learner_moves(), "the lesson did not move on"
        expect(page.locator("#tutorial-why")).to_have_count(0)
    assert moves == lesson.learner_moves()
    real = page.get_by_role("button", name="Now play a real game")
    expect(real).to_be_visible()
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"tutorial-{game}-end.png"))
    real.click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    expect(dialog.locator("#ng-game")).to_have_value(game)


def test_a_move_that_is_not_the_lessons_is_explained_and_taken_back(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_lesson(page, site, "spike")
    assert expected(page) == "draw:A2D2"
    hand = page.locator("#table .card-button").all_inner_texts()
    page.locator('#table button[data-action="draw:A0D4"]').click()
    wait_idle(page)
    why = page.locator("#tutorial-why")
    expect(why).to_be_visible()
    expect(why).to_contain_text("is allowed, but the lesson's move now is “")
    assert expected(page) == "draw:A2D2" and "1 of 10" in progress(page)
    assert page.locator("#table .card-button").all_inner_texts() == hand  # nothing changed
    expect(page.locator("#status")).to_contain_text("is allowed")  # the screen reader hears it
    follow(page)
    expect(why).to_have_count(0)
    assert "2 of 10" in progress(page)


def test_the_embed_opens_the_lesson(page: Page, site: str) -> None:
    page.goto(site + "embed.html?game=striker&tutorial=1&start=now&fast=1&lang=de")
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)
    expect(page.locator(".tutorial-progress")).to_contain_text("Striker lernen")
    follow(page)
    expect(page.locator(".tutorial-progress")).to_contain_text("2 von 16")


@pytest.mark.parametrize("screen,viewport", [("desktop", {"width": 1366, "height": 768}),
                                             ("phone", {"width": 390, "height": 844})])
def test_screenshots_of_a_lesson_step(warm_page: Page, site: str, screen: str, viewport: dict) -> None:
    """On the module's started page of that screen (conftest's warm_page: the phone's has touch and a mobile
    viewport), sized to ``viewport`` for the test and back afterwards."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    with resized(warm_page, viewport) as page:
        for game in GAMES:
            open_lesson(page, site, game)
            expect(page.locator(".tutorial-intro")).to_be_visible()  # the first step says what the game is
            page.screenshot(path=str(SCREENS / f"tutorial-{game}-{screen}-first.png"))
            follow(page)
            expect(page.locator(".tutorial-intro")).to_have_count(0)
            ringed = page.locator("#table .tutorial-expected:visible")
            assert ringed.count() >= 1, f"{game} ({screen}): nothing ringed"
            box = page.locator("#tutorial-banner").bounding_box()
            assert box and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], (game, screen, box)
            assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 1, (game, screen, box)
            page.screenshot(path=str(SCREENS / f"tutorial-{game}-{screen}.png"))


@pytest.mark.parametrize("game", ["schnapsen", "spike", "strandcup", "striker"])
def test_a_lesson_step_has_no_serious_accessibility_violation(warm_page: Page, site: str, game: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    from test_a11y import assert_axe
    open_lesson(page, site, game)
    follow(page)
    ringed = page.locator("#table .tutorial-expected").first
    assert ringed.get_attribute("aria-describedby") == "tutorial-text"  # the instruction is its description
    assert_axe(page, f"{game} lesson")
    page.keyboard.press("Tab")  # the keyboard reaches the table's controls from the ringed move
    assert page.evaluate("() => document.getElementById('table').contains(document.activeElement)")


def test_the_keyboard_starts_on_the_ringed_move(warm_page: Page, site: str) -> None:
    """Keyboard use: the focus is on the move the lesson asks for, so Enter makes it (three moves of Schnapsen)."""
    page = warm_page  # the module's started page (conftest's warm_page)
    open_lesson(page, site, "schnapsen")
    for number in (2, 3, 4):
        assert page.evaluate("() => document.activeElement.classList.contains('tutorial-expected')")
        page.keyboard.press("Enter")
        wait_idle(page)
        assert f"{number} of 10" in progress(page)


@pytest.fixture(scope="module")
def embed_page(browser: Browser, site: str) -> Iterator[Page]:
    """One embed page (no touch) for the module's blog-frame tests: the first lesson opened from its address
    (embed.html?game=...&tutorial=1), the others in place (:func:`open_embed_lesson`), its engine started once."""
    log = RequestLog()
    context = new_context(browser, log, viewport={"width": 820, "height": 640})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(site + f"embed.html?game={GAMES[0]}&tutorial=1&start=now&fast=1")
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    page.opened = GAMES[0]  # the lesson on the table (the next open_embed_lesson of it: nothing to do)
    yield page
    context.close()
    log.assert_local()
    assert not errors, f"uncaught errors on the embed page: {errors}"


def open_embed_lesson(page: Page, game: str) -> None:
    """``embed.html?game=G&tutorial=1&start=now`` on an embed page whose engine has started, without loading it
    again (a start of Python saved per lesson): the engine checks the parameters (bridge ``embed_config``, as
    embed.js does), the address is set to them, and the lesson starts as embed.js starts it (tutorial.js
    ``startTutorial``, which closes the lesson on the table). Its "Now play a real game" is not used here."""
    if getattr(page, "opened", None) == game:
        page.opened = None  # (opened from the address: once)
        return
    page.wait_for_function("() => document.body.dataset.busy !== '1'", timeout=ENGINE_TIMEOUT_MS)
    page.evaluate("""async (game) => {
      const [{ app, call }, { startTutorial }] = await Promise.all([import('./shell.js'), import('./tutorial.js')]);
      const params = { game, tutorial: '1', start: 'now' };
      const answer = await call({ cmd: 'embed_config', params });
      if (!answer.ok || !answer.config.tutorial) throw new Error(`no lesson embed: ${JSON.stringify(answer)}`);
      app.embedConfig = answer.config;
      history.replaceState(null, '', `${location.pathname}?${new URLSearchParams({ ...params, fast: '1' })}`);
      await startTutorial(answer.config.game, { realGame: () => {}, resume: false });
    }""", game)
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("() => document.body.dataset.tutorial") == game


@pytest.mark.parametrize("width,height", [(820, 640), (360, 600)])
def test_a_blog_frame_shows_the_instruction_and_the_move(embed_page: Page, width: int, height: int) -> None:
    page = embed_page  # the module's embed page (one start of Python for both sizes and every game)
    page.set_viewport_size({"width": width, "height": height})
    SCREENS.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        open_embed_lesson(page, game)
        wait_idle(page)
        follow(page)
        banner = page.locator("#tutorial-banner").bounding_box()
        assert banner and banner["y"] >= 0 and banner["y"] + banner["height"] <= height, (game, banner)
        page.screenshot(path=str(SCREENS / f"tutorial-embed-{game}-{width}x{height}.png"))
