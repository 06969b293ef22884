"""Cards that travel (web/motion.js): a played card moves, a trick the computer wins stays readable and is then
gathered (a click skips the wait; a wait behind its time leaves it as the last trick), reduced motion moves nothing,
the speed setting is remembered, Schnapsen's last-trick peek shows the previous trick. Every other test file runs at
the speed "instant" (e2e/harness.py)."""

from __future__ import annotations

from typing import Iterator, Optional

import pytest
from playwright.sync_api import Browser, Page, expect

from harness import SPEED_KEY, RequestLog, new_context
from table import EN, card_button, open_site, snapshot, start_game, wait_idle

#: Whether, in the view ``v``, the computer won the last trick and no card of the next is on the table.
COMPUTER_WON_THE_LAST = """(v) => {
  const onTable = v.contract.table;
  return (onTable.trick || []).length === 0 && !!onTable.last_trick && onTable.last_trick.winner !== v.seat;
}"""

#: Whether the computer has just won a trick that is drawn in full (not yet gathered) and has not led again.
COMPUTER_TRICK_SHOWN = f"""() => {{
  const s = window.__app.session;
  if (!s) return false;
  const shown = [...document.querySelectorAll('.trick .trick-card')].filter((c) => !c.classList.contains('gathered'));
  return ({COMPUTER_WON_THE_LAST})(s.view) && shown.length === 2 && !document.querySelector('.trick.faded');
}}"""

#: The person is to play again after their card (the view's ply was ``before``).
PERSONS_TURN_AGAIN = """(before) => {
  const v = window.__app.session.view;
  return v.ply > before && v.to_move === v.seat && document.body.dataset.busy !== '1';
}"""


def after_the_card(page: Page, before: int, seen: str, timeout: Optional[int] = None) -> str:
    """After the person's card (the view's ply was ``before``): "seen" once the page expression ``seen`` (given
    ``before``) holds, "turn" once the person is to play again. Not a count of plies: a trick the computer won may
    not be seen, and the person then follows the computer's lead, one ply where a lead makes two (a CI run waited
    for a second ply that never came)."""
    check = f"""(before) => ({seen})(before) ? "seen" : ({PERSONS_TURN_AGAIN})(before) ? "turn" : false"""
    return page.wait_for_function(check, arg=before, timeout=timeout).json_value()


#: Records, from now on, the most animations running at once (window.__maxAnimations).
COUNT_ANIMATIONS = """() => {
  window.__maxAnimations = 0;
  const tick = () => {
    window.__maxAnimations = Math.max(window.__maxAnimations, document.getAnimations().length);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


def motion_page(browser: Browser, log: RequestLog, **kwargs) -> Iterator[Page]:
    context = new_context(browser, log, motion=True, viewport={"width": 1280, "height": 860}, **kwargs)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, f"uncaught errors on the page: {errors}"


@pytest.fixture
def moving_page(browser: Browser, requests_log: RequestLog) -> Iterator[Page]:
    """A page whose cards move at the site's default speed (normal)."""
    yield from motion_page(browser, requests_log)


@pytest.fixture
def reduced_page(browser: Browser, requests_log: RequestLog) -> Iterator[Page]:
    """A page of a person who asked the system for reduced motion (speed left at normal)."""
    yield from motion_page(browser, requests_log, reduced_motion="reduce")


def choose_speed(page: Page, speed: str) -> None:
    page.get_by_label(EN["menu.speed"]).select_option(speed)


def play_a_lead(page: Page) -> str:
    """The person leads (or follows with) their first legal card; answers it."""
    wait_idle(page)
    card = snapshot(page)["legal"][0]
    card_button(page, card).click()
    return card


def test_playing_a_card_sets_it_moving(moving_page: Page, site: str) -> None:
    page = moving_page
    open_site(page, site, seed=3)
    assert page.evaluate("() => window.__motion.speedName()") == "normal"
    start_game(page, game="schnapsen")
    card = play_a_lead(page)
    # the card's element on the table (a new element: the table is drawn again) is animated from the hand
    page.wait_for_function("""(card) => document.getAnimations().some((a) => a.effect && a.effect.target
        && a.effect.target.dataset.card === card && a.effect.target.closest('.trick'))""", arg=card)


def test_a_trick_the_computer_wins_stays_until_gathered_or_clicked(moving_page: Page, site: str) -> None:
    page = moving_page
    open_site(page, site, seed=3)
    choose_speed(page, "slow")
    start_game(page, game="schnapsen")
    times = page.evaluate("() => window.__motion.trickTimes()")
    assert times["hold"] > 1000
    for _ in range(12):  # play until the computer wins one of those tricks
        before = page.evaluate("() => window.__app.session.view.ply")
        play_a_lead(page)
        if after_the_card(page, before, COMPUTER_TRICK_SHOWN) == "seen":
            break
    else:
        raise AssertionError("the computer won no trick the person played to")
    start = page.evaluate("() => performance.now()")
    ply = page.evaluate("() => window.__app.session.view.ply")
    page.wait_for_timeout(400)
    # still readable: both cards, not faded, and the computer has not led the next trick
    assert page.evaluate(COMPUTER_TRICK_SHOWN), "the finished trick vanished before it was gathered"
    assert page.evaluate("() => window.__app.session.view.ply") == ply
    assert page.evaluate("() => document.body.dataset.busy") == "1"  # the person waits, the page says so
    page.locator(".trick").click()  # a click ends the wait: the trick goes to its winner, the computer leads
    page.wait_for_function(f"() => window.__app.session.view.ply > {ply}")
    elapsed = page.evaluate("(start) => performance.now() - start", start)
    assert elapsed < times["hold"] + times["gather"], f"the click did not end the wait ({elapsed:.0f} ms)"


#: Every answer to a computer's move comes this late (ms): the person's wait is then behind its time (web/pace.js:
#: four fifths of its four seconds at speed normal), as with a slow computer on a loaded tablet.
LATE_MS = 4000

#: Delays the engine's answers to the computer's moves by LATE_MS.
LATE_COMPUTER = f"""() => {{
  const engine = window.__app.engine;
  const call = engine.call.bind(engine);
  engine.call = async (request) => {{
    const answer = await call(request);
    if (request.cmd === "ai_move") await new Promise((done) => setTimeout(done, {LATE_MS}));
    return answer;
  }};
}}"""

#: The computer has won the trick just finished (the person's card was at ply ``before``) and not led again.
COMPUTER_JUST_WON = f"""(before) => {{
  const v = window.__app.session.view;
  return v.ply >= before + 2 && ({COMPUTER_WON_THE_LAST})(v) && v.to_move !== v.seat;
}}"""


def test_a_trick_the_computer_wins_late_stays_readable(moving_page: Page, site: str) -> None:
    """When the computer's answer comes after the wait's time, its card is drawn at once (nothing travels, as at speed
    instant), and the trick it won stays on the table as the last trick, both cards readable, until the next card:
    it is not gathered away before the person has seen it."""
    page = moving_page
    open_site(page, site, seed=3)
    start_game(page, game="schnapsen")  # speed normal
    page.evaluate(LATE_COMPUTER)
    for _ in range(8):
        before = page.evaluate("() => window.__app.session.view.ply")
        play_a_lead(page)
        if after_the_card(page, before, COMPUTER_JUST_WON, timeout=3 * LATE_MS + 20_000) == "seen":
            break
    else:
        raise AssertionError("the computer won no trick the person played to")
    page.wait_for_timeout(1000)  # longer than a gathering's travel (420 ms at normal): the computer still thinks
    assert page.evaluate("() => window.__app.session.view.to_move !== window.__app.session.view.seat")
    trick = page.locator(".trick .trick-card")
    expect(trick).to_have_count(2)
    assert page.evaluate("() => [...document.querySelectorAll('.trick .trick-card')].filter((c) => "
                         "!c.classList.contains('gathered') && c.getBoundingClientRect().width > 0).length") == 2
    # drawn as at speed instant: nothing on the trick moves
    assert page.evaluate("() => document.querySelector('.trick').getAnimations({ subtree: true }).length") == 0
    expect(page.locator(".trick-caption")).to_contain_text(EN["schnapsen.table.last_trick"].split("{name}")[0].strip())


def test_reduced_motion_moves_nothing(reduced_page: Page, site: str) -> None:
    page = reduced_page
    open_site(page, site, seed=3)
    start_game(page, game="schnapsen")
    page.evaluate(COUNT_ANIMATIONS)
    for _ in range(3):
        play_a_lead(page)
        wait_idle(page)
    assert page.evaluate("() => window.__maxAnimations") == 0
    assert page.evaluate("() => document.documentElement.dataset.motion") == "reduced"


def test_the_speed_setting_survives_a_reload(moving_page: Page, site: str) -> None:
    page = moving_page
    open_site(page, site)
    picker = page.get_by_label(EN["menu.speed"])
    expect(picker).to_have_value("normal")
    assert [o.strip() for o in picker.locator("option").all_inner_texts()] == [
        EN[f"speed.{name}"] for name in ("slow", "normal", "fast", "instant")]
    choose_speed(page, "fast")
    assert page.evaluate(f"() => localStorage.getItem('{SPEED_KEY}')") == '"fast"'
    page.reload()
    expect(page.get_by_label(EN["menu.speed"])).to_have_value("fast")
    assert page.evaluate("() => window.__motion.speedName()") == "fast"
    # a stored value the site does not know changes nothing: the default speed
    page.evaluate(f"() => localStorage.setItem('{SPEED_KEY}', '\"warp\"')")
    page.reload()
    expect(page.get_by_label(EN["menu.speed"])).to_have_value("normal")


def peek_cards(page: Page) -> list[str]:
    return page.evaluate("() => [...document.querySelectorAll('#sch-peek [data-peek-card]')].map((c) => c.dataset.peekCard)")


def test_schnapsen_last_trick_peek(page: Page, site: str) -> None:
    """The peek (button and key L) shows the previous completed trick: its cards as the view's `played` list has
    them for that trick, and its winner; at the speed instant (the harness's default)."""
    open_site(page, site, seed=3)
    start_game(page, game="schnapsen")
    assert page.locator(".sch-peek-button").count() == 0  # no trick completed yet
    for _ in range(2):
        play_a_lead(page)
        wait_idle(page)
    view = page.evaluate("() => window.__app.session.view")
    done = sum(view["contract"]["table"]["tricks"])
    assert done >= 1
    expected = [p["card"] for p in view["contract"]["table"]["played"] if p["trick"] == done]
    assert expected == [e["card"] for e in view["contract"]["table"]["last_trick"]["cards"]]
    button = page.get_by_role("button", name=EN["schnapsen.table.peek"])
    expect(button).to_have_attribute("aria-expanded", "false")
    button.click()
    box = page.locator("#sch-peek")
    expect(box).to_be_visible()
    assert peek_cards(page) == expected
    winner = EN["player.you"] if view["contract"]["table"]["last_trick"]["winner"] == view["seat"] else EN["player.computer"]
    expect(box).to_contain_text(EN["schnapsen.table.last_trick"].format(name=winner))
    page.keyboard.press("Escape")
    expect(box).to_be_hidden()
    page.keyboard.press("l")
    expect(box).to_be_visible()
    page.keyboard.press("l")
    expect(box).to_be_hidden()
