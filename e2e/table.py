"""How a test plays through the real page: only what a person can see and click (plus waiting)."""

from __future__ import annotations

import random
from contextlib import contextmanager
from typing import Any, Iterator, Optional

from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from harness import ENGINE_TIMEOUT_MS, STEP_TIMEOUT_MS, TEST_PREFIX
from pygame_core.core.ui_text import catalog

#: The shell's English words, from the same catalog the site is built from.
EN = catalog("en")

_IDLE = "() => document.body.dataset.ready === 'table' && document.body.dataset.busy !== '1'"


def shows_the_site(page: Page, site: str) -> bool:
    """Whether ``page`` has the site loaded (not the blank page of its origin a new context's snapshot was written
    from, harness.preload_snapshot, nor another origin's)."""
    return page.url.startswith(site) and not page.url.startswith(site + TEST_PREFIX.lstrip("/"))


def open_site(page: Page, site: str, seed: Optional[int] = None) -> None:
    """Load the page without pauses before computer moves (and with fixed deals from ``seed``, if given);
    the menu must show before Python is ready. On a shared page whose site is loaded (conftest's ``warm_page``):
    back to the menu with the new address instead (see :func:`back_to_menu`)."""
    query = "?fast=1" if seed is None else f"?fast=1&seed={seed}"
    if getattr(page, "warm", False) and shows_the_site(page, site) and \
            page.evaluate("() => Boolean(window.__app && window.__app.engineReady)"):
        back_to_menu(page, query)
        return
    page.goto(site + query)
    page.wait_for_function("() => document.body.dataset.ready !== undefined", timeout=STEP_TIMEOUT_MS)


def store_on_device(page: Page, site: str, items: dict[str, str]) -> None:
    """Put ``items`` (key -> text) in the site's localStorage before the site is opened, as an earlier visit left
    them: written from a blank page of the site's origin, so no Python starts for it (harness.TEST_FILES)."""
    page.goto(site + TEST_PREFIX.lstrip("/") + "blank.html")
    page.evaluate("(items) => { for (const [key, text] of Object.entries(items)) localStorage.setItem(key, text); }",
                  items)


def set_language(page: Page, lang: str) -> None:
    """Change the site's language in the menu, as a person does (the page's words in place, no reload)."""
    page.select_option("#lang-select", lang)
    expect(page.get_by_role("button", name=catalog(lang)["menu.new_game"], exact=True)).to_be_visible()


def back_to_menu(page: Page, query: str = "?fast=1") -> None:
    """A page whose engine has started, made ready for the next test without loading it again: once nothing is busy,
    every dialog closed, the match on the table closed and every game in progress forgotten (as on a new device: no
    Continue, no question before a new match), the menu shown, and the address set to ``query`` (its ``seed`` deals
    the next new match, web/shell.js). The language, the settings and the statistics stay as the last test left
    them."""
    page.wait_for_function("() => document.body.dataset.busy !== '1'", timeout=ENGINE_TIMEOUT_MS)
    page.evaluate("""async (query) => {
      document.querySelectorAll('dialog[open]').forEach((d) => d.close());
      history.replaceState(null, '', location.pathname + query);
      const [{ goHome }, { closeSession }] = await Promise.all([import('./shell.js'), import('./session.js')]);
      closeSession();
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('cardgames.save.') || key === 'cardgames.active') localStorage.removeItem(key);
      }
      goHome();
    }""", query)
    page.wait_for_function("() => document.body.dataset.ready === 'menu' && document.body.dataset.busy !== '1'",
                           timeout=ENGINE_TIMEOUT_MS)


def open_embed(page: Page, url: str) -> None:
    """Open the embed at ``url`` (``<site>embed.html?...``) and wait until a person can act. On a page whose embed
    engine has started (a test's shared page, conftest's ``screen_page``): in place, no second start of Python
    (web/embed.js openEmbedInPlace: a game starts new, as on a device that has none of that embed saved); else
    loaded."""
    base, _, query = url.partition("?")
    if page.url.partition("?")[0] == base and \
            page.evaluate("() => Boolean(window.__app && window.__app.engineReady && window.__app.embedConfig)"):
        page.wait_for_function("() => document.body.dataset.busy !== '1'", timeout=ENGINE_TIMEOUT_MS)
        page.evaluate("async (query) => (await import('./embed.js')).openEmbedInPlace(query)", query)
    else:
        page.goto(url)
    wait_idle(page)


def wait_engine(page: Page) -> None:
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=ENGINE_TIMEOUT_MS)


def hold_engine(page: Page) -> list:
    """Hold Python back (the worker's script is not served) so that what a person does before the engine is
    reached however fast the machine starts it; :func:`release_engine` lets it go."""
    held: list = []
    page.route("**/worker.js", lambda route: held.append(route))
    return held


def release_engine(page: Page, held: list, listed: bool = True) -> None:
    """Serve the worker's script :func:`hold_engine` held back; with ``listed``, wait until the engine is ready and
    has listed its games."""
    assert held, "the page asked for no worker script"
    for route in held:
        route.continue_()
    page.unroute("**/worker.js")
    if listed:
        wait_engine(page)
        page.wait_for_function("() => window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)


def game_title(page: Page, name: str) -> str:
    """Game ``name``'s title as the engine gives it. The engine's `games` answer comes after engineReady (the
    page asks for it once Python is up), so this waits for it rather than reading window.__app.games at once."""
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=ENGINE_TIMEOUT_MS)
    return page.evaluate("(n) => window.__app.games.find((g) => g.name === n).title", name)


def wait_idle(page: Page, timeout: int = ENGINE_TIMEOUT_MS) -> None:
    """Wait until a person can act (a table is shown and neither the engine nor the computer is busy)."""
    page.wait_for_function(_IDLE, timeout=timeout)


def start_game(page: Page, mode: str = "computer", strength: str = "easy", game: Optional[str] = None,
               texts: Optional[dict[str, str]] = None, tap: bool = False,
               options: Optional[dict[str, str]] = None) -> None:
    """Menu -> New game -> choose (``game``, if given: else the dialog's default) -> Start, then wait for the table.
    ``texts``: the shell's words in the page's language (default English); ``tap``: touch instead of clicks;
    ``options``: the game's options as a person sets them (the folded options opened first)."""
    words = texts or EN
    press = (lambda locator: locator.tap()) if tap else (lambda locator: locator.click())
    press(page.get_by_role("button", name=words["menu.new_game"], exact=True))
    dialog = page.get_by_role("dialog", name=words["dialog.new_game"])
    expect(dialog).to_be_visible()
    if game is not None:
        page.wait_for_function("() => document.querySelectorAll('#ng-game option').length >= 4",
                               timeout=ENGINE_TIMEOUT_MS)
        dialog.locator("#ng-game").select_option(game)
    if options:
        if not dialog.locator("#ng-options").evaluate("(d) => d.open"):
            dialog.locator("#ng-options-legend").click()  # a person opens the folded options
        fill_options(dialog, options)
    press(dialog.get_by_role("radio", name=words[f"mode.{mode}"]))
    if mode == "computer":
        press(dialog.get_by_role("radio", name=words[f"strength.{strength}"]))
    press(dialog.get_by_role("button", name=words["dialog.start"]))
    replace_running_match(page)
    wait_idle(page)
    if game is not None:
        assert page.evaluate("() => window.__app.session.game") == game


def replace_running_match(page: Page) -> None:
    """After Start: if a match of the chosen game is in progress, the dialog asks before a new one takes its place
    (issue 18): say yes. Returns once the new match is on the table or no question was asked."""
    page.wait_for_function(f"() => ({_IDLE[6:]}) || !!document.getElementById('ng-replace')", timeout=ENGINE_TIMEOUT_MS)
    question = page.locator("#ng-replace")
    if question.count():
        question.locator("[data-replace-yes]").click()


def take_the_device(page: Page) -> int:
    """Hot-seat: behind the pass screen no card and no text of the table is in the page; the screen names the
    person to move, who says they are ready and then sees the table from their seat. Returns that seat."""
    assert page.locator("#table .card-button").count() == 0, "a card stays in the page behind the pass screen"
    assert page.locator("#table").inner_text().strip() == ""
    mover = page.evaluate("window.__app.session.view.to_move")
    name = EN["player.number"].format(number=mover + 1)
    expect(page.get_by_role("heading", name=EN["hotseat.pass"].format(name=name))).to_be_visible()
    page.get_by_role("button", name=EN["hotseat.ready"].format(name=name)).click()
    wait_idle(page)
    assert page.evaluate("window.__app.session.viewSeat") == mover
    return mover


def snapshot(page: Page) -> dict[str, Any]:
    """What the table shows now, read from the DOM."""
    return page.evaluate("""() => {
      const dialog = document.getElementById('result-dialog');
      const cards = (sel) => [...document.querySelectorAll(sel)].map((b) => b.dataset.card);
      return {
        dialog: dialog.open ? document.getElementById('result-title').textContent : null,
        dialogButtons: dialog.open ? [...dialog.querySelectorAll('button')].map((b) => b.textContent) : [],
        passScreen: !document.getElementById('pass-screen').hidden,
        hand: cards('.fan .card-button'),
        legal: cards('.fan .card-button.legal'),
        illegal: cards('.fan .card-button.illegal'),
        actions: [...document.querySelectorAll('.actions button.action')].map((b) => b.dataset.action),
        prompt: (document.getElementById('prompt') || {}).textContent || '',
        status: (document.getElementById('table-status') || {}).textContent || '',
        piles: [...document.querySelectorAll('.pile-count')].map((p) => p.textContent),
        toGo: (document.querySelector('.to-go') || {}).textContent || '',
        ply: window.__app.session ? window.__app.session.view.ply : null,
      };
    }""")


def session_save(page: Page) -> dict[str, Any]:
    return page.evaluate("() => JSON.parse(JSON.stringify(window.__app.session.save))")


def card_button(page: Page, card: str):
    return page.locator(f'.fan .card-button[data-card="{card}"]')


def play_step(page: Page, rng: random.Random, prefer: Optional[str] = None) -> str:
    """One decision as a person: Play on after a hand, else an action button named ``prefer``, else a
    highlighted card. Returns what was done ("match_over" when the match-end screen shows)."""
    wait_idle(page)
    snap = snapshot(page)
    if snap["dialog"] is not None:
        if EN["schnapsen.match_over.new"] in snap["dialogButtons"]:
            return "match_over"
        page.get_by_role("dialog").get_by_role("button", name=EN["hand_over.play_on"], exact=True).click()
        return "play_on"
    if prefer and prefer in snap["actions"]:
        page.locator(f'.actions button[data-action="{prefer}"]').click()
        confirm_if_asked(page)
        return prefer
    if snap["legal"]:
        card = rng.choice(snap["legal"])
        card_button(page, card).first.click()  # Spike's hand may hold two cards of one name
        return f"play:{card}"
    if snap["actions"]:
        page.locator(f'.actions button[data-action="{snap["actions"][0]}"]').click()
        confirm_if_asked(page)
        return snap["actions"][0]
    raise AssertionError(f"nothing to do on the table: {snap}")


def confirm_if_asked(page: Page) -> None:
    """A move the engine marks ``confirm`` (Schnapsen's Close the talon) asks first (web/undo.js): answer Yes, as a
    person who meant it would. The question opens in the click's own handler, so it is there at once if at all."""
    if page.locator("#confirm-move[open]").count():
        page.locator("#confirm-move-yes").click()


def tab_to(page: Page, selector: str, what: str, presses: int = 80) -> None:
    """Press Tab from the top of the page until the focused element matches ``selector``, as a keyboard user
    would; fail naming ``what`` if it is never reached."""
    page.locator("body").focus()
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate("(sel) => { const e = document.activeElement; return !!(e && e.matches(sel)); }", selector):
            return
    raise AssertionError(f"Tab never reached {what}")


def click_card(card) -> None:
    """Click a card of the hand where a person would: near its left edge, which the next card of an overlapping hand
    (a narrow screen, a large hand) leaves in sight; its middle may lie under that next card."""
    box = card.bounding_box()
    card.click(position={"x": min(10, box["width"] / 2), "y": box["height"] / 2} if box else None)


def person_moves(page: Page) -> int:
    """How many actions the person at this device has taken in the saved game."""
    return page.evaluate("""() => { const s = window.__app.session;
      return s.save.actions.filter(([seat]) => seat === s.viewSeat).length; }""")


def first_visible(page: Page, selector: str):
    """The first visible element matching ``selector`` in the table, or None."""
    matches = page.locator(f"#table {selector}")
    for i in range(matches.count()):
        if matches.nth(i).is_visible():
            return matches.nth(i)
    return None


def fill_options(dialog, options: dict[str, str]) -> None:
    """Set the new-game dialog's options as a person would: a checkbox by yes/no, a list by its shown label, else
    typed."""
    for name, value in options.items():
        control = dialog.locator(f"#opt-{name}")
        if control.get_attribute("type") == "checkbox":
            control.set_checked(value == EN["option.yes"])
        elif control.evaluate("(e) => e.tagName") == "SELECT":
            control.select_option(label=value)
        else:
            control.fill(value)


#: Everything on the table a person may click now: a highlighted card, an action, a card's choice of plays.
PERSON_CONTROLS = ("#table button:not([disabled]).legal:visible, #table button.action:not([disabled]):visible,"
                   " #table button.card-choice:not([disabled]):visible")


def click_any_control(page: Page, rng: random.Random) -> None:
    """Click one of :data:`PERSON_CONTROLS`, chosen by ``rng``; fails if there is none."""
    controls = page.locator(PERSON_CONTROLS)
    count = controls.count()
    assert count, "the person has nothing to click"
    controls.nth(rng.randrange(count)).click()
    confirm_if_asked(page)


# -- positions from a save made on CPython (instead of clicking a whole match to reach them) --------------------------

def cpython_save(game: str, until, seats: list[str], options: Optional[dict] = None, seed: int = 1,
                 max_moves: int = 5000) -> dict[str, Any]:
    """A save of ``game`` (``options``, deals from ``seed``) played on CPython by the easy computer at every seat until
    ``until(view of seat 0, save)`` holds (the bridge the page's worker runs, pygame_core.bridge), with ``seats`` as
    the page will play them ("human", "ai:easy"). Fails if the match ends first."""
    from pygame_core import bridge

    answer = bridge.handle_obj({"cmd": "new_game", "game": game, "options": options or {}, "seed": seed,
                                "seats": ["ai:easy"] * len(seats)})
    assert answer["ok"], answer
    gid = answer["id"]
    try:
        for _ in range(max_moves):
            if until(answer["view"], answer["save"]):
                save = dict(answer["save"])
                save["seats"] = list(seats)
                save["names"] = bridge.sessions.default_names(list(seats))
                return save
            assert not answer["view"]["over"], f"{game}: the match ended before the position was reached"
            answer = bridge.handle_obj({"cmd": "ai_move", "id": gid, "view_seat": 0})
            assert answer["ok"], answer
        raise AssertionError(f"{game}: no such position within {max_moves} moves")
    finally:
        bridge.handle_obj({"cmd": "close", "id": gid})


def device_record(game: str, seed: int, person_moves: int = 1) -> dict[str, Any]:
    """A running match of ``game`` as the shell stores it on the device (store.js's record: the person at seat 0
    against the easy computer, ``person_moves`` of the person's moves played and the person to move), made on
    CPython: what an earlier visit left, stored with :func:`store_on_device`."""
    def reached(view: dict[str, Any], save: dict[str, Any]) -> bool:
        return sum(1 for seat, _ in save["actions"] if seat == 0) >= person_moves and view["to_move"] == 0

    save = cpython_save(game, reached, ["human", "ai:easy"], seed=seed)
    return {"save": save, "mode": "computer", "strength": "easy", "options": save.get("options") or {}, "viewSeat": 0,
            "acknowledged": [], "updated": 1}


def play_to_the_match_end(page: Page, rng: random.Random, steps: int, what: str = "the match") -> None:
    """Play ``play_step`` until the match is over, at most ``steps`` steps (an AssertionError naming ``what`` if not)."""
    for _ in range(steps):
        if play_step(page, rng) == "match_over":
            return
    raise AssertionError(f"{what} did not end")


def save_near_the_end(game: str, players: int, options: Optional[dict] = None, seed: int = 1, person_moves: int = 3,
                      end=None) -> dict[str, Any]:
    """A save of ``game`` (the person at seat 0, the easy computer at the other ``players - 1`` seats) ``person_moves``
    of the person's moves before the end of its match (or before ``end(view, save)`` first holds): the computer
    plays every seat on CPython to find it. Made once per argument set in a run."""
    key = (game, players, repr(sorted((options or {}).items())), seed, person_moves, end)
    if key not in _NEAR_THE_END:
        save = cpython_save(game, end or (lambda view, save: view["over"]), ["human"] + ["ai:easy"] * (players - 1),
                            options, seed)
        actions = save["actions"]
        cut, persons = len(actions), 0
        while cut > 0 and persons < person_moves:
            cut -= 1
            persons += actions[cut][0] == 0
        _NEAR_THE_END[key] = {**save, "actions": actions[:cut]}
    return _NEAR_THE_END[key]


_NEAR_THE_END: dict[tuple, dict[str, Any]] = {}


def open_save(page: Page, site: str, save: dict[str, Any], mode: str = "computer", strength: str = "easy",
              options: Optional[dict] = None, view_seat: int = 0, seed: Optional[int] = None) -> None:
    """Put ``save`` in the page's storage as the shell stores a game in progress, and resume it from the menu's list
    (Resume), as a person back at a saved game would; returns once the table is idle."""
    open_site(page, site, seed)
    wait_engine(page)
    record = {"save": save, "mode": mode, "strength": strength, "options": options or save.get("options") or {},
              "viewSeat": view_seat, "acknowledged": [], "updated": 0}
    page.evaluate("""async ([game, text]) => {
      localStorage.setItem(`cardgames.save.${game}`, text);
      const [{ goHome }, { closeSession }] = await Promise.all([import('./shell.js'), import('./session.js')]);
      closeSession();  // a match left on a shared page is not listed (nor resumed) while it is the page's own
      goHome();  // the menu lists the games in progress again
    }""", [save["game"], __import__("json").dumps(record)])
    page.locator(f'.saved-game[data-game="{save["game"]}"] [data-resume]').click()
    wait_idle(page)


@contextmanager
def resized(page: Page, viewport: dict) -> Iterator[Page]:
    """The shared started page at ``viewport`` for the block, then back at its own size (its later tests expect it)."""
    before = page.viewport_size
    page.set_viewport_size(viewport)
    try:
        yield page
    finally:
        page.set_viewport_size(before)


def answer_puzzle(page: Page, action: str) -> None:
    """Click the control of ``action`` on a puzzle's table (its button, or the card it plays) once the puzzle asks
    (drawn again after "Try again", or the next position's). Found and clicked in one step in the page: a table drawn
    again between a look and a click would leave the click nothing (it happened on a loaded machine)."""
    click = """async (id) => {
      const { hintTargets } = await import('./hint.js');
      if (document.querySelector('.replay.puzzle-asking') === null) return false;
      const target = hintTargets(document.getElementById('table'), id).find((n) => !n.disabled);
      if (!target) return false;
      target.click();
      return true;
    }"""
    # The puzzle stops asking as soon as a click reaches it (its state goes to "checking"). A click on a table the
    # viewer was just replacing (a fresh run lost one after "Try again", under load) is given again; a second click
    # that comes late changes nothing (the viewer takes an answer only while it asks).
    for _ in range(3):
        page.wait_for_function(click, arg=action, timeout=ENGINE_TIMEOUT_MS)
        try:
            page.wait_for_function("() => document.querySelector('.replay.puzzle-asking') === null", timeout=10_000)
            return
        except PlaywrightTimeout:
            continue
    raise AssertionError(f"the puzzle never took the answer {action!r}")
