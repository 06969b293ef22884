"""A person plays Spike through the real page: a whole match against the computer by clicking, a reload in the
middle of a rally, the reason for a card that cannot be played, the keyboard, the hot-seat pass screen, and
screenshots at tablet and phone size. Each test ends by checking that no request left 127.0.0.1.

Tests that need only a running engine share one started page per screen (conftest's ``warm_page``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from harness import SCREENS, TABLET_AND_PHONE
from table import (
    EN,
    open_site,
    replace_running_match,
    resized,
    session_save,
    tab_to,
    take_the_device,
    wait_engine,
    wait_idle,
)

#: A generous bound on the person's decisions in one match (2 sets of 3 points, a few cards per rally).
MAX_STEPS = 300


def start_spike(page: Page, mode: str = "computer", strength: str = "easy") -> None:
    """Menu -> New game -> Spike, the opponent (and strength) -> Start, then wait for the table."""
    wait_engine(page)
    page.get_by_role("button", name=EN["menu.new_game"]).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog.locator('#ng-game option[value="spike"]')).to_have_count(1)
    dialog.locator("#ng-game").select_option("spike")  # the label wraps the select: its name includes the options
    dialog.get_by_role("radio", name=EN[f"mode.{mode}"]).check()
    if mode == "computer":
        dialog.get_by_role("radio", name=EN[f"strength.{strength}"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    replace_running_match(page)  # a shared page may have a Spike match saved
    wait_idle(page)
    assert page.evaluate("window.__app.session.game") == "spike"


def table_state(page: Page) -> dict[str, Any]:
    """What the Spike table shows now, read from the DOM (plus the view's phase and ply, for the test's bookkeeping)."""
    return page.evaluate("""() => {
      const dialog = document.getElementById('result-dialog');
      const text = (sel) => (document.querySelector(sel) || {}).textContent || '';
      const view = window.__app.session ? window.__app.session.view : {};
      return {
        dialog: dialog.open ? document.getElementById('result-title').textContent : null,
        dialogButtons: dialog.open ? [...dialog.querySelectorAll('button')].map((b) => b.textContent) : [],
        passScreen: !document.getElementById('pass-screen').hidden,
        hand: [...document.querySelectorAll('.spk-hand .card-button')].map((b) => b.dataset.card),
        legal: [...document.querySelectorAll('.spk-hand .card-button.legal')].map((b) => b.dataset.card),
        illegal: [...document.querySelectorAll('.spk-hand .card-button.illegal')].map((b) => b.dataset.card),
        actions: [...document.querySelectorAll('.actions button.action')].map((b) => b.dataset.action),
        court: text('.spk-court'),
        score: text('.spk-score'),
        prompt: text('#prompt'),
        status: text('#table-status'),
        phase: view.contract.table.phase, ply: view.ply, toMove: view.to_move, seat: view.seat,
      };
    }""")


def step(page: Page, rng: random.Random) -> str:
    """One decision as a person: a highlighted card, else one of the draw buttons (chosen at random)."""
    wait_idle(page)
    state = table_state(page)
    if state["dialog"] is not None:
        assert EN["match_over.new_match"] in state["dialogButtons"], state
        return "match_over"
    if state["legal"]:
        card = rng.choice(state["legal"])
        page.locator(f'.spk-hand .card-button[data-card="{card}"]').first.click()
        return f"play:{card}"
    if state["actions"]:
        action = rng.choice(state["actions"])
        page.locator(f'.actions button[data-action="{action}"]').click()
        return action
    raise AssertionError(f"nothing to do on the Spike table: {state}")


def test_whole_match_against_the_computer(warm_page: Page, site: str) -> None:
    """Click legal cards and draw choices until the match-end screen; the court shows every revealed exchange
    with its attack strength, the last rally's winner and why, and the score by set."""
    page = warm_page
    open_site(page, site, seed=1)
    start_spike(page)
    rng = random.Random(7)
    saw_strength = saw_last_rally = False
    for _ in range(MAX_STEPS):
        wait_idle(page)
        state = table_state(page)
        if state["dialog"] is None:
            view = page.evaluate("window.__app.session.view")
            # every legal card is highlighted, every other card is dimmed: exactly the view's lists
            hand = view["contract"]["hand"]
            assert sorted(state["legal"]) == sorted(e["card"] for e in hand if e["actions"])
            assert len(state["hand"]) == len(hand)
            revealed = [ex for ex in view["contract"]["table"]["rally"]["exchanges"] if ex["strength"] is not None]
            if revealed:
                saw_strength = True
                expect(page.locator(".spk-court")).to_contain_text(
                    EN["spike.strength"].format(value=revealed[-1]["strength"]))
            last = view["contract"]["table"]["last_rally"]
            if last and not view["contract"]["table"]["rally"]["exchanges"]:
                saw_last_rally = True
                expect(page.locator(".spk-court")).to_contain_text(last["text"])
        if step(page, rng) == "match_over":
            break
    else:
        raise AssertionError("the match did not end")
    assert saw_strength and saw_last_rally
    view = page.evaluate("() => window.__app.session.view")
    dialog = page.get_by_role("dialog", name=view["winner_text"])  # the title says who won (issue 34)
    expect(dialog).to_be_visible()
    table = view["contract"]["table"]  # issue 32: Spike's own fields are in the contract's table
    assert view["over"] is True and table["match"]["winner"] in (0, 1)
    winner = table["match"]["winner"]
    name = EN["player.you"] if winner == 0 else EN["player.computer"]
    sets = table["score"]["sets"]
    expect(dialog).to_contain_text(EN["spike.match_winner"].format(name=name, sets=f"{sets[winner]}:{sets[1 - winner]}"))
    # the score by set, read from the screen: one row per set; its winner reached 3 points (readings.md §2.2)
    rows = dialog.locator("table.sheet tbody tr")
    assert rows.count() == len(table["score"]["sets_played"]) >= 2
    names = [EN["player.you"], EN["player.computer"]]
    won = [0, 0]
    for i in range(rows.count()):
        cells = [rows.nth(i).locator("td").nth(k).inner_text() for k in range(3)]
        mine, theirs = (int(x) for x in cells[2].split(":"))
        set_winner = names.index(cells[1])
        won[set_winner] += 1
        assert (mine if set_winner == 0 else theirs) == 3 and (theirs if set_winner == 0 else mine) < 3, cells
    assert won[winner] == 2 and won[1 - winner] < 2
    page.screenshot(path=str(SCREENS / "spike-match-over.png"))


def _play_into_a_rally(page: Page, rng: random.Random) -> None:
    """Play until a rally is under way and it is the person's turn (a card lies on the court or is face down)."""
    for _ in range(60):
        wait_idle(page)
        view = page.evaluate("window.__app.session.view")
        table = view["contract"]["table"]
        if table["phase"] in ("receive", "defend", "attack") and (table["rally"]["exchanges"] or table["rally"]["face_down"]) \
                and view["to_move"] == view["seat"]:
            return
        assert step(page, rng) != "match_over"
    raise AssertionError("no rally got under way")


def test_reload_mid_rally_continues_the_same_rally(page: Page, site: str) -> None:
    """The save is kept after every action: after a reload the same rally goes on, same court, hand and score."""
    open_site(page, site, seed=2)
    start_spike(page)
    _play_into_a_rally(page, random.Random(3))
    before = table_state(page)
    save = session_save(page)
    page.reload()
    wait_idle(page)
    after = table_state(page)
    for key in ("hand", "legal", "actions", "court", "score", "prompt", "phase", "ply"):
        assert after[key] == before[key], key
    assert session_save(page) == save
    step(page, random.Random(4))
    wait_idle(page)
    assert table_state(page)["ply"] > before["ply"]


def test_a_card_that_cannot_be_played_says_why(warm_page: Page, site: str) -> None:
    """A dimmed card is a button with aria-disabled; clicking it shows the engine's reason and changes nothing."""
    page = warm_page
    open_site(page, site, seed=5)
    start_spike(page)
    rng = random.Random(11)
    for _ in range(60):
        wait_idle(page)
        state = table_state(page)
        if state["legal"] and state["illegal"]:
            break
        step(page, rng)
    else:
        raise AssertionError("no dimmed card came up")
    card = state["illegal"][0]
    entry = page.evaluate("(card) => window.__app.session.view.contract.hand.find((e) => e.card === card)", card)
    assert entry["reason"], entry
    button = page.locator(f'.spk-hand .card-button[data-card="{card}"]').first
    expect(button).to_have_attribute("aria-disabled", "true")
    # issue 32: what a card shows comes once with the games' list (GameInfo.catalogue), not in every view
    assert "card_info" not in page.evaluate("Object.keys(window.__app.session.view)")
    name = page.evaluate("(card) => window.__app.games.find((g) => g.name === 'spike').catalogue[card].name", card)
    assert name != card
    expect(button).to_have_accessible_name(name)
    save = session_save(page)
    button.click(force=True)  # aria-disabled: Playwright treats it as disabled, a person can still tap it
    expect(page.locator("#table-status")).to_have_text(entry["reason"])
    wait_idle(page)
    assert table_state(page)["ply"] == state["ply"] and session_save(page) == save


def test_keyboard_draws_and_plays(warm_page: Page, site: str) -> None:
    """Tab reaches the draw buttons and the highlighted cards; Enter chooses."""
    page = warm_page
    open_site(page, site, seed=6)
    start_spike(page)
    for _ in range(12):
        wait_idle(page)
        before = table_state(page)
        tab_to(page, ".spk-hand .card-button.legal, .actions button.action", "a draw button or a playable card")
        page.keyboard.press("Enter")
        wait_idle(page)
        assert table_state(page)["ply"] > before["ply"]
        if before["legal"]:
            return  # a card was played with the keyboard
    raise AssertionError("no card came to be played")


def test_hot_seat_pass_screen_hides_the_hand(warm_page: Page, site: str) -> None:
    """Two people on one device: the secret draw choice and the face-down card are passed behind a screen."""
    page = warm_page
    open_site(page, site, seed=7)
    start_spike(page, "hotseat")
    rng = random.Random(9)
    passes = 0
    for _ in range(30):
        wait_idle(page)
        state = table_state(page)
        if state["passScreen"]:
            passes += 1
            assert page.locator("#table .spk-card").count() == 0, "a card stays in the page behind the pass screen"
            take_the_device(page)
            assert table_state(page)["hand"]
            if passes >= 3:
                return
            continue
        step(page, rng)
    raise AssertionError(f"the device was passed only {passes} times")


@pytest.mark.parametrize("screen", [name for name, _ in TABLET_AND_PHONE])
def test_screenshots_tablet_and_phone(warm_page: Page, site: str, screen: str) -> None:
    """Screenshots for a person to look at (tablet 1024x768: the shared desktop page at that size; phone 390x844)
    mid-rally; nothing overflows sideways."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    name, viewport = screen, dict(TABLET_AND_PHONE)[screen]
    p = warm_page
    with resized(p, viewport):
        open_site(p, site, seed=8)
        start_spike(p)
        p.screenshot(path=str(SCREENS / f"spike-{name}-draw.png"), full_page=True)
        _play_into_a_rally(p, random.Random(8))
        p.screenshot(path=str(SCREENS / f"spike-{name}-rally.png"), full_page=True)
        width = p.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
        assert width[0] <= width[1], f"the {name} page scrolls sideways: {width}"
        rng = random.Random(8)
        for _ in range(8):
            step(p, rng)
        wait_idle(p)
        p.screenshot(path=str(SCREENS / f"spike-{name}-later.png"), full_page=True)
