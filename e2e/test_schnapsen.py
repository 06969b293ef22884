"""A person plays Schnapsen through the real page: whole Bummerl, reload, offline, bad input, illegal card,
keyboard, hot-seat. Each test ends by checking that no request left 127.0.0.1 (the requests_log fixture).

Tests that need only a running engine share one started page (conftest's ``warm_page``); the first visit, the reload
and offline use have their own. A dimmed card is reached from a save (made on CPython), not by clicking hands."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS
from table import (
    EN,
    card_button,
    cpython_save,
    open_save,
    open_site,
    play_step,
    session_save,
    snapshot,
    start_game,
    tab_to,
    take_the_device,
    wait_engine,
    wait_idle,
)

#: The screenshots' tablet is the shared phone page (mobile, touch) at the tablet's size (conftest's warm_page).
WARM_TOUCH_SCREENS = ("phone", "tablet")
#: A generous bound on the person's decisions in one Bummerl (each hand needs at most ~12).
MAX_STEPS = 400


@pytest.mark.cold_start
def test_menu_shows_before_the_engine_with_progress(page: Page, site: str, requests_log) -> None:
    """A first visit (no snapshot on the device): the menu is there at once, with a progress bar, while Pyodide loads;
    then the engine is ready."""
    open_site(page, site)
    assert page.evaluate("document.body.dataset.ready") == "menu"
    expect(page.get_by_role("button", name=EN["menu.new_game"])).to_be_visible()
    bar = page.get_by_role("progressbar")
    assert bar.get_attribute("aria-valuenow") is not None
    wait_engine(page)
    expect(page.locator("#engine-text")).to_have_text(EN["engine.ready"])
    # the request log sees the worker's requests too (Pyodide's runtime and the engine wheel load there)
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in requests_log.urls)
    assert any(url.endswith(".whl") for url in requests_log.urls)


def test_whole_bummerl_against_the_computer(warm_page: Page, site: str) -> None:
    page = warm_page
    """Click legal cards (and Play on after each hand) until the match-end screen; check the score sheet."""
    open_site(page, site, seed=1)
    start_game(page, "computer", "easy")
    rng = random.Random(7)
    hands_seen = 0
    for _ in range(MAX_STEPS):
        done = play_step(page, rng)
        if done == "play_on":
            hands_seen += 1
        if done == "match_over":
            break
    else:
        raise AssertionError("the Bummerl did not end")
    view = page.evaluate("() => window.__app.session.view")
    table = view["contract"]["table"]
    assert view["over"] is True and table["match"]["winner"] in (0, 1)
    winner = table["match"]["winner"]
    name = EN["player.you"] if winner == 0 else EN["player.computer"]
    # the dialog is named by who won (issue 34: the engine's winner_text)
    assert view["winner_text"].startswith(name)
    dialog = page.get_by_role("dialog", name=view["winner_text"])
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(EN["schnapsen.match_over.winner"].format(name=name))
    # the score sheet, read from the screen: one row per hand; each hand's winner counts down from 7 by the
    # game points of that hand, the other stays; the Bummerl winner ends at 0 (readings.md §3.1 "Match")
    rows = dialog.locator("table.sheet tbody tr:first-child")
    assert rows.count() == len(table["hands"]) == hands_seen + 1
    names = [EN["player.you"], EN["player.computer"]]
    to_go = [7, 7]
    for i in range(rows.count()):
        cells = [rows.nth(i).locator("td").nth(k).inner_text() for k in range(5)]
        assert int(cells[0]) == i + 1
        hand_winner = names.index(cells[1])
        to_go[hand_winner] = max(0, to_go[hand_winner] - int(cells[2]))
        assert [int(cells[3]), int(cells[4])] == to_go, f"row {i + 1}: {cells}"
    assert to_go[winner] == 0 and to_go[1 - winner] > 0
    # New Bummerl starts a fresh match
    dialog.get_by_role("button", name=EN["schnapsen.match_over.new"]).click()
    wait_idle(page)
    assert snapshot(page)["ply"] is not None and page.evaluate("window.__app.session.view.contract.table.hands.length") == 0


def _play_into_hand(page: Page, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        done = play_step(page, rng)
        assert done != "match_over"
    wait_idle(page)


def test_reload_continues_the_same_hand(page: Page, site: str) -> None:
    """The save is kept after every action: after a reload the same hand goes on, same cards and score."""
    open_site(page, site, seed=2)
    start_game(page, "computer", "easy")
    _play_into_hand(page, random.Random(3), 3)
    before = snapshot(page)
    save = session_save(page)
    page.reload()
    wait_idle(page)
    after = snapshot(page)
    for key in ("hand", "legal", "piles", "toGo", "ply", "prompt", "dialog"):
        assert after[key] == before[key], key
    assert session_save(page)["actions"] == save["actions"]
    # and the game goes on from there
    play_step(page, random.Random(4))
    wait_idle(page)
    assert snapshot(page)["ply"] > before["ply"]


@pytest.mark.service_worker
def test_offline_after_the_first_visit(page: Page, site: str) -> None:
    """After one visit the service worker has the site: offline, the reload resumes the table and a card plays."""
    open_site(page, site, seed=3)
    start_game(page, "computer", "easy")
    _play_into_hand(page, random.Random(5), 1)
    # the service worker controls the page once it is activated, and it activates only after precaching the site
    page.wait_for_function("() => Boolean(navigator.serviceWorker.controller)", timeout=ENGINE_TIMEOUT_MS, polling=250)
    page.context.set_offline(True)
    try:
        page.reload()
        wait_idle(page)
        snap = snapshot(page)
        assert snap["hand"], "the table did not come back offline"
        done = play_step(page, random.Random(6))
        assert done.startswith("play:") or done in ("play_on",) or done in snap["actions"]
        wait_idle(page)
        assert snapshot(page)["ply"] > snap["ply"]
    finally:
        page.context.set_offline(False)


def test_bad_input_through_the_bridge_changes_nothing(warm_page: Page, site: str) -> None:
    page = warm_page
    """Malformed or illegal requests get a structured error and leave the game exactly as it was."""
    open_site(page, site, seed=4)
    start_game(page, "computer", "easy")
    result = page.evaluate("""async () => {
      const engine = window.__engine, id = window.__app.session.id, seat = window.__app.session.viewSeat;
      const save = async () => (await engine.call({cmd: 'save', id})).save;
      const before = await save();
      const answers = [];
      for (const request of [
        {cmd: 'act', id, seat, action: 'play:XX'},
        {cmd: 'act', id, seat, action: 42},
        {cmd: 'act', id, seat: 7, action: 'close'},
        {cmd: 'act', id, seat: 1 - seat, action: 'play:AH'},
        {cmd: 'act', id: 'nope', seat, action: 'close'},
        {cmd: 'fly_to_the_moon'},
        {cmd: 'new_game', game: 'chess', seats: ['human', 'human']},
        {cmd: 'new_game', game: 'schnapsen', seats: ['human', 'ai:godlike']},
        {cmd: 'new_game', game: 'schnapsen', seats: ['human', 'ai:easy'], options: {bummerl_target: 'seven'}},
        {cmd: 'load', save: {game: 'schnapsen', actions: 'none'}},
      ]) answers.push(await engine.call(request));
      return {before, after: await save(), answers};
    }""")
    for answer in result["answers"]:
        assert answer["ok"] is False, answer
        assert isinstance(answer["error"]["code"], str) and answer["error"]["message"]
        assert answer["error"]["code"] != "internal_error", answer
    assert result["after"] == result["before"]
    # the page still plays
    wait_idle(page)
    play_step(page, random.Random(1))
    wait_idle(page)


def _dimmed_card_on_the_persons_turn(view, save) -> bool:
    """In the first hand, the person (seat 0) to move with a card of the hand that cannot be played (the strict phase:
    suit must be followed) and one that can."""
    hand = view["contract"]["hand"]
    return (not view["contract"]["table"]["hands"] and view["to_move"] == 0
            and any(f"play:{e['card']}" not in e["actions"] for e in hand)
            and any(f"play:{e['card']}" in e["actions"] for e in hand))


def test_illegal_card_shows_the_reason_and_changes_nothing(warm_page: Page, site: str) -> None:
    """A dimmed card of the person's hand (opened from a save at such a moment) says why when clicked and changes
    nothing."""
    page = warm_page
    open_save(page, site, cpython_save("schnapsen", _dimmed_card_on_the_persons_turn, ["human", "ai:easy"], seed=5))
    snap = snapshot(page)
    assert snap["dialog"] is None and snap["illegal"] and snap["legal"], snap
    card = snap["illegal"][0]
    before = snapshot(page)
    save = session_save(page)
    entry = page.evaluate("(card) => window.__app.session.view.contract.hand.find((e) => e.card === card)", card)
    button = card_button(page, card)
    expect(button).to_have_attribute("aria-disabled", "true")
    # aria-disabled tells assistive technology the card cannot be played; the button still takes the click
    # (Playwright's actionability check treats aria-disabled as disabled, so force the person's click)
    button.click(force=True)
    expected = entry["reason"] or ""
    if expected:
        expect(page.locator("#table-status")).to_have_text(expected)
    else:  # no reason in the view: the shell asked the bridge's explain
        expect(page.locator("#table-status")).not_to_be_empty()
    wait_idle(page)
    after = snapshot(page)
    assert after["hand"] == before["hand"] and after["ply"] == before["ply"]
    assert session_save(page) == save


def test_keyboard_plays_a_card_with_tab_and_enter(warm_page: Page, site: str) -> None:
    page = warm_page
    open_site(page, site, seed=6)
    start_game(page, "computer", "easy")
    rng = random.Random(2)
    for _ in range(20):  # get to a moment where a card can be played (not a button-only choice)
        snap = snapshot(page)
        if snap["dialog"] is None and snap["legal"]:
            break
        play_step(page, rng)
        wait_idle(page)
    before = snapshot(page)
    tab_to(page, ".card-button.legal", "a playable card")
    focused = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    wait_idle(page)
    after = snapshot(page)
    assert after["ply"] > before["ply"]
    # the live region announced what happened (the new log lines)
    expect(page.locator("#status")).not_to_be_empty()
    assert page.evaluate("(c) => window.__app.session.save.actions.some(([s, a]) => a === 'play:' + c)", focused)


def test_hot_seat_hides_the_hand_between_people(warm_page: Page, site: str) -> None:
    """Two people on one device: the pass screen hides every card until the next person is ready."""
    page = warm_page
    open_site(page, site, seed=7)
    start_game(page, "hotseat")
    rng = random.Random(9)
    for _ in range(30):
        wait_idle(page)
        snap = snapshot(page)
        if snap["passScreen"]:
            break
        play_step(page, rng)
    else:
        raise AssertionError("the device was never passed")
    assert page.locator(".fan .card").count() == 0, "a hand stays in the page behind the pass screen"
    take_the_device(page)
    assert snapshot(page)["hand"]


@pytest.mark.parametrize("screen", ["phone", "tablet", "desktop"])
def test_screenshots_phone_and_desktop(warm_page: Page, site: str, screen: str) -> None:
    """Screenshots for a person to look at (phone 390x844, tablet, desktop): menu, dialog, table, hand result. The
    tablet is the shared phone page (mobile, touch) at 820x1180."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    name, viewport = screen, {"phone": {"width": 390, "height": 844}, "tablet": {"width": 820, "height": 1180},
                              "desktop": {"width": 1280, "height": 860}}[screen]
    phone = name != "desktop"
    p = warm_page
    p.set_viewport_size(viewport)
    try:
        open_site(p, site, seed=8)
        p.screenshot(path=str(SCREENS / f"{name}-menu.png"))
        p.get_by_role("button", name=EN["menu.new_game"]).click()
        wait_engine(p)
        p.screenshot(path=str(SCREENS / f"{name}-new-game.png"))
        p.get_by_role("button", name=EN["dialog.cancel"]).click()
        start_game(p, "computer", "easy")
        _play_into_hand(p, random.Random(8), 2)
        p.screenshot(path=str(SCREENS / f"{name}-table.png"), full_page=True)
        assert p.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1"), name
        unnamed = p.evaluate("""() => [...document.querySelectorAll('#table button')]
          .filter((b) => !(b.getAttribute('aria-label') || b.textContent).trim()).length""")
        assert unnamed == 0, f"{unnamed} buttons of the table have no name ({name})"
        hand = p.locator(".fan .card-button")
        assert hand.count() == len(snapshot(p)["hand"]) > 0
        for k in range(hand.count()):  # every card of the hand can be reached on the screen
            box = hand.nth(k).bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 1, (name, k)
        if phone:  # a card can be tapped on a touch screen
            snap = snapshot(p)
            if snap["legal"] and snap["dialog"] is None:
                card_button(p, snap["legal"][0]).tap()
                wait_idle(p)
        rng = random.Random(8)
        for _ in range(40):
            wait_idle(p)
            if snapshot(p)["dialog"] is not None:
                break
            play_step(p, rng)
        p.screenshot(path=str(SCREENS / f"{name}-hand-over.png"))
        assert snapshot(p)["dialog"], f"no hand result within 40 moves ({name})"
        expect(p.locator("#result-dialog button").first).to_be_in_viewport()
    finally:
        if name == "tablet":
            p.set_viewport_size({"width": 390, "height": 844})
