"""Every table fits every screen: at 1366x768 (mouse), 1024x768, 768x1024 and 390x844 (touch) the whole own
hand, the table's centre, the whose-turn line and the score lie inside the window, and the page does not scroll, for
Schnapsen, Spike, Strand-Cup with 4, 6 and 8 players and Striker with 2, 3 and 4 players. Each setup is started against
the easy computer and played for several of the person's moves (Spike through its draw choice, Striker while its
hands grow); the fit is checked after every move, so the largest hand and every choice shown above it are checked.

One started page per kind of screen (a mouse; a touch screen; a phone, touch and mobile: conftest's ``screen_page``),
reused by its setups (the menu's New game between them); the blog frames' the same, the next setup opened in place
(table.open_embed), so Python starts once per kind, not per frame and setup. The sizes of one kind share the game
played: after each move the page is set to each of them in turn and checked there (a tablet turned, a window
resized mid-game), so a setup is played once per kind, not once per size.
Screenshots of each setup late in the game go to ``E2E_FIT_SHOTS`` (default /tmp/shots/fit) as ``<size>-<setup>.png``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest
from playwright.sync_api import Page

from harness import ENGINE_TIMEOUT_MS
from table import EN, first_visible, open_embed, person_moves, shows_the_site, start_game, wait_idle

SHOTS = Path(os.environ.get("E2E_FIT_SHOTS", "/tmp/shots/fit"))

#: kind of screen -> (its sizes: name, viewport), touch screen, phone (mobile viewport)
SCREENS = {
    "desktop": ((("1366x768", {"width": 1366, "height": 768}),), False, False),
    "tablet": ((("1024x768", {"width": 1024, "height": 768}), ("768x1024", {"width": 768, "height": 1024})), True, False),
    "phone": ((("390x844", {"width": 390, "height": 844}),), True, True),
}

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


@pytest.fixture(params=list(SCREENS))
def sized_page(request, screen_page, site: str) -> tuple[tuple, Page]:
    """The module's started page of the kind of screen (touch screens as test_touch.py has them), at its first
    size, and the kind's sizes; no request may leave 127.0.0.1 and no script error may happen on the page
    (conftest's ``screen_page``)."""
    sizes, touch, mobile = SCREENS[request.param]
    page = screen_page(sizes[0][1], touch=touch, mobile=mobile, name="site")
    if not shows_the_site(page, site):
        page.goto(site + "?fast=1&menu=1&seed=7")
        page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    return sizes, page


def at_each_size(page: Page, sizes: tuple) -> Iterator[str]:
    """Set the page to each of ``sizes`` in turn (name, viewport), yielding the size's name there once it is drawn."""
    for name, viewport in sizes:
        if page.viewport_size != viewport:
            page.set_viewport_size(viewport)
            # a window that turned wide or narrow is drawn again in the next frame's update (web/panels.js)
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        yield name


def start(page: Page, game: str, options: dict[str, str]) -> None:
    """(Back to the menu, then) New game -> ``game`` with ``options`` -> against the easy computer -> Start."""
    to_menu = page.locator("#to-menu")
    if to_menu.is_visible():
        to_menu.click()
    start_game(page, game=game, options=options)  # the same game again: a new match replaces the running one


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
def test_table_fits_the_window(sized_page: tuple[tuple, Page], setup: str) -> None:
    sizes, page = sized_page
    game, options, moves = SETUPS[setup]
    start(page, game, options)
    rng = random.Random(f"{sizes[0][0]}-{setup}")
    problems: list[str] = []
    largest = 0
    for step in range(moves + 1):
        if step:
            one_move(page, rng)
        if result_dialog_open(page):
            continue  # after a hand: the docked dialog is in front; the next move plays on
        for size in at_each_size(page, sizes):
            found = fits(page, game)
            largest = max(largest, found["cards"])
            if found["scroll"] > found["height"] + 1:
                problems.append(f"{size} move {step}: the page scrolls ({found['scroll']} > {found['height']})")
            problems += [f"{size} move {step}: {what}" for what in found["out"]]
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size in at_each_size(page, sizes):
        page.screenshot(path=str(SHOTS / f"{size}-{setup}.png"))
    print(f"{'/'.join(name for name, _ in sizes)} {setup}: largest hand {largest}")
    assert not problems, f"{setup}: " + "; ".join(problems[:12])


# -- a game in a blog's frame (issue 19, item 3) -----------------------------------------------------------------------

#: The frames a blog gives a game (embed.html): the Share dialog's own code (820x640), a wide short one, two phones'.
#: kind -> (its sizes: name, viewport), touch screen; a kind's sizes share the game played, as SCREENS'
FRAMES = {
    "wide": ((("820x640", {"width": 820, "height": 640}), ("1024x600", {"width": 1024, "height": 600})), False),
    "narrow": ((("360x600", {"width": 360, "height": 600}), ("320x480", {"width": 320, "height": 480})), True),
}

#: setup name -> (game, embed options JSON or None, seats, the person's moves to play)
FRAME_SETUPS: dict[str, tuple[str, Optional[str], str, int]] = {
    "schnapsen": ("schnapsen", None, "human,easy", 5),
    "spike": ("spike", None, "human,easy", 6),
    "strandcup-4": ("strandcup", '{"players":4}', "human,easy,easy,easy", 4),
    "strandcup-8": ("strandcup", '{"players":8}', "human" + ",easy" * 7, 4),
    "striker-2": ("striker", '{"players":2}', "human,easy", 16),
    "striker-4": ("striker", '{"players":4}', "human,easy,easy,easy", 10),
}

#: What a person cannot see or press in the frame: the whole hand and every control they may press must lie inside
#: the window, with nothing covering the point a person presses (a card of an overlapping hand near its left edge,
#: anything else in its middle); the prompt in sight and uncovered; the centre at least MIN_CENTRE tall.
UNREACHABLE = """([centreSel, MIN_CENTRE]) => {
  const w = window.innerWidth, h = window.innerHeight, out = [];
  const name = (el) => el.dataset.card || el.dataset.action || el.textContent.trim().slice(0, 24) || el.className;
  const reach = (el, what) => {
    const b = el.getBoundingClientRect();
    // not shown: a folded panel (the shouts), a closed drawer
    if ((b.width === 0 && b.height === 0) || !el.checkVisibility({ visibilityProperty: true })) return;
    if (b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5) {
      out.push(`${what} outside at ${Math.round(b.left)},${Math.round(b.top)}..${Math.round(b.right)},${Math.round(b.bottom)}`);
      return;
    }
    const inFan = el.matches('.fan > .card-button:not(:last-child)');
    const x = inFan ? b.left + Math.min(10, b.width / 2) : b.left + b.width / 2;
    const y = b.top + b.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      out.push(`${what} covered at ${Math.round(x)},${Math.round(y)} by ${hit ? hit.tagName + '.' + hit.className : 'nothing'}`);
    }
  };
  const cards = [...document.querySelectorAll('#table .fan .card-button, #table .card-button')];
  if (!cards.length) out.push('no hand card');
  new Set(cards).forEach((el) => reach(el, `card ${name(el)}`));
  const controls = document.querySelectorAll('#table button.legal:not([disabled]), #table button.action:not([disabled]),'
    + ' #table button.card-choice:not([disabled])');
  new Set(controls).forEach((el) => reach(el, `control ${name(el)}`));
  const prompt = document.querySelector('#table #prompt');
  if (!prompt) out.push('no prompt'); else if (prompt.textContent.trim()) reach(prompt, 'the prompt');
  const centre = document.querySelector(`#table ${centreSel}`);
  if (!centre) out.push('no centre');
  else {
    const b = centre.getBoundingClientRect();
    if (b.height < MIN_CENTRE) out.push(`the centre is only ${Math.round(b.height)} px tall`);
    if (b.top < -0.5 || b.bottom > h + 0.5) out.push(`the centre outside at ${Math.round(b.top)}..${Math.round(b.bottom)}`);
  }
  return { out, cards: cards.length };
}"""


#: (frame, game) where the table does not fit yet (none since issue 19; README "Embedding in a blog" says which sizes
#: work). Strict: a fix shows as a pass.
NOT_YET: set[tuple[str, str]] = set()


@pytest.fixture(params=list(FRAMES))
def framed_page(request, screen_page) -> tuple[tuple, Page]:
    """The module's started embed page of the frames' kind of screen, at its first size (a page of the frame's
    size is what embed.html sees in the frame), and the kind's sizes."""
    sizes, touch = FRAMES[request.param]
    return sizes, screen_page(sizes[0][1], touch=touch, name="embed")


def embed_url(site: str, game: str, options: Optional[str], seats: str) -> str:
    from urllib.parse import urlencode
    query = {"fast": "1", "start": "now", "game": game, "seats": seats, "seed": "7"}
    if options:
        query["options"] = options
    return site + "embed.html?" + urlencode(query)


@pytest.mark.parametrize("setup", list(FRAME_SETUPS))
def test_every_control_is_in_sight_and_free_in_a_blog_frame(framed_page: tuple[tuple, Page], site: str,
                                                             setup: str, request) -> None:
    sizes, page = framed_page
    game, options, seats, moves = FRAME_SETUPS[setup]
    not_yet = [size for size, _ in sizes if (size, game) in NOT_YET]
    if not_yet:
        request.applymarker(pytest.mark.xfail(strict=True, reason=f"{game} does not fit a {not_yet} frame yet"))
    open_embed(page, embed_url(site, game, options, seats))
    rng = random.Random(f"frame-{sizes[0][0]}-{setup}")
    problems: list[str] = []
    for step in range(moves + 1):
        if step:
            one_move(page, rng)
        if result_dialog_open(page):
            continue
        for size in at_each_size(page, sizes):
            page.wait_for_timeout(50)  # a card's lift on focus or hover has settled
            found = page.evaluate(UNREACHABLE, [PARTS[game]["centre"], MIN_CENTRE])
            problems += [f"{size} move {step}: {what}" for what in found["out"]]
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size in at_each_size(page, sizes):
        page.screenshot(path=str(SHOTS / f"frame-{size}-{setup}.png"))
    assert not problems, f"frame {setup}: " + "; ".join(problems[:12])


# -- a window that turns wide or narrow mid-game (web/panels.js) -------------------------------------------------------

def panel_open(page: Page, name: str) -> bool:
    return page.evaluate("(name) => document.querySelector(`#table details[data-panel='${name}']`).open", name)


def test_a_turned_tablet_folds_the_log_unless_the_person_chose(screen_page, site: str) -> None:
    """The log is open by default on a wide window and folded on a narrow one: turning the tablet folds or opens it
    at once (the table drawn again, so the side panel never covers the hand), while a panel the person opened or
    closed stays as they left it, and a hint shown stays marked."""
    landscape, portrait = (viewport for _, viewport in SCREENS["tablet"][0])
    page = screen_page(landscape, touch=True, name="site")
    if not shows_the_site(page, site):
        page.goto(site + "?fast=1&menu=1&seed=7")
        page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    start(page, "schnapsen", {})
    wait_idle(page)
    assert panel_open(page, "log") and panel_open(page, "sheet")
    page.locator("#hint-move").tap()  # a hint shown stays marked over the turn
    page.wait_for_selector("#table .hinted", timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)
    page.set_viewport_size(portrait)
    page.wait_for_function("() => !document.querySelector(\"#table details[data-panel='log']\").open")
    assert not fits(page, "schnapsen")["out"]
    assert page.locator("#table .hinted").count(), "the hint's mark was lost when the tablet turned"
    page.locator("#table .drawer-toggle").tap()  # (a narrow window: the side panels in a drawer)
    page.locator("#table details[data-panel='sheet'] > summary").tap()  # the person folds the score sheet
    assert not panel_open(page, "sheet")
    page.set_viewport_size(landscape)
    page.wait_for_function("() => document.querySelector(\"#table details[data-panel='log']\").open")
    assert not panel_open(page, "sheet"), "the sheet the person folded opened again"
    one_move(page, random.Random(5))
    assert panel_open(page, "log") and not panel_open(page, "sheet")


def test_a_resized_frame_folds_the_log_of_an_example(screen_page, site: str) -> None:
    """A rules example (the replay viewer) is drawn again when its frame turns narrow or wide: the log follows, and
    the position stays the one on show."""
    sizes, touch = FRAMES["wide"]
    page = screen_page({"width": 1280, "height": 800}, touch=touch, name="embed")
    open_embed(page, f"{site}embed.html?fast=1&start=now&game=schnapsen&example=closing")
    page.wait_for_selector(".replay-table details[data-panel='log']", timeout=ENGINE_TIMEOUT_MS)
    log_open = "() => document.querySelector(\".replay-table details[data-panel='log']\").open"
    assert page.evaluate(log_open)
    cards = "() => Array.from(document.querySelectorAll('.replay-table [data-card]'), (c) => c.dataset.card).join()"
    shown = page.evaluate(cards)
    page.set_viewport_size(sizes[0][1])
    page.wait_for_function(f"() => !({log_open})()")
    assert page.evaluate(cards) == shown, "the narrow frame drew another position"
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function(log_open)
    assert page.evaluate(cards) == shown
