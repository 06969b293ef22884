"""Hint, review and "Play this deal again" through the real page (issue 21). What the hint and the review say is the
engine's (tests/test_advice.py); here: the Hint button marks a legal card or action and shows why, in every game;
the result dialog's Review opens the replay viewer with the reviewed decisions (costliest first); Play this deal
again starts the same deal; a shared link opens at the position it was shared from."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS
from table import EN, open_site, play_step, replace_running_match, session_save, start_game, wait_idle

GAMES = ("schnapsen", "spike", "strandcup", "striker")
#: Short matches (options) for the tests that play to the end.
SHORT = {"spike": {"set_points": "1", "sets_to_win": "1"}}


def start(page: Page, game: str, options: dict[str, str] | None = None) -> None:
    start_game(page, game=game, options=options)


def person_to_move(page: Page, rng: random.Random) -> None:
    """Play on (Play on after a hand) until the person decides on the table."""
    for _ in range(20):
        wait_idle(page)
        if page.evaluate("() => { const v = window.__app.session.view; return v.to_move === v.seat && !v.over"
                         " && !document.getElementById('result-dialog').open; }"):
            return
        play_step(page, rng)
    raise AssertionError("the person never got to decide")


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_button_marks_a_legal_card_or_action_and_says_why(warm_page: Page, site: str, game: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=3)
    start(page, game)
    rng = random.Random(1)
    person_to_move(page, rng)
    button = page.locator("#hint-move")
    expect(button).to_be_visible()
    expect(button).to_have_accessible_name(re.compile("^" + EN["hint.button"]))
    expect(button).to_be_enabled()
    legal = page.evaluate("() => window.__app.session.view.legal.map((a) => a.id)")
    button.click()
    marked = page.locator("#table .hinted")
    expect(marked.first).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)
    status = page.locator("#table-status")
    expect(status).not_to_have_text("")
    text = status.text_content()
    assert len(text) > 20 and "{" not in text
    # the marked element stands for a legal action: its own id, or a card that a legal action plays
    ids = marked.evaluate_all("(nodes) => nodes.map((n) => n.dataset.action || '')")
    cards = marked.evaluate_all("(nodes) => nodes.map((n) => n.dataset.card || '')")
    assert any(i in legal for i in ids) or any(any(a.split(":", 1)[-1].split("@")[0] == c for a in legal)
                                               for c in cards if c), (ids, cards, legal)
    assert page.evaluate("() => window.__app.session.view.hint_used") is True
    assert session_save(page)["hints"]
    page.screenshot(path=f"/tmp/hint-{game}.png")


def panel_open(page: Page, name: str) -> bool:
    """Whether the replay table's folding panel ``name`` (details[data-panel]) is open."""
    return page.evaluate("(name) => document.querySelector(`.replay-table details[data-panel='${name}']`).open", name)


def play_to_the_end(page: Page, rng: random.Random, steps: int = 300) -> None:
    for _ in range(steps):
        wait_idle(page)
        if page.evaluate("() => window.__app.session.view.over && document.getElementById('result-dialog').open"):
            return
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            page.get_by_role("dialog").get_by_role("button", name=EN["hand_over.play_on"], exact=True).click()
            continue
        controls = page.locator("#table button:not([disabled]).legal:visible, #table button.action:not([disabled]):visible")
        controls.nth(rng.randrange(controls.count())).click()
        if page.locator("#confirm-move[open]").count():
            page.locator("#confirm-move-yes").click()
    raise AssertionError("the match did not end")


def test_review_opens_from_the_result_dialog_and_play_this_deal_again_starts_the_same_deal(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=7)
    start(page, "spike", SHORT["spike"])
    first = session_save(page)
    rng = random.Random(2)
    play_to_the_end(page, rng)
    finished = session_save(page)
    dialog = page.locator("#result-dialog")
    review = dialog.get_by_role("button", name=EN["review.button"], exact=True)
    expect(review).to_be_visible()
    expect(dialog.get_by_role("button", name=EN["again.button"], exact=True)).to_be_visible()
    review.click()
    panel = page.locator(".review-panel")
    expect(panel).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    expect(panel.locator("progress")).to_be_attached()
    page.wait_for_function("() => document.querySelector('.review-panel[data-done]')", timeout=120_000)
    decisions = sum(1 for seat, _ in finished["actions"] if seat == 0)
    steps = page.locator(".review-step")
    assert steps.count() <= decisions  # issue 34: only the decisions clearly above the estimate's noise
    plies = [int(x) for x in steps.evaluate_all("(nodes) => nodes.map((n) => n.dataset.ply)")]
    assert plies == sorted(plies)  # in the match's order, as lichess's "learn from your mistakes"
    expect(page.locator("svg.review-graph")).to_be_visible()  # the evaluation line over the match
    shots = Path("/tmp/screens/advice")
    shots.mkdir(parents=True, exist_ok=True)
    before = page.viewport_size
    page.set_viewport_size({"width": 1366, "height": 768})
    page.screenshot(path=str(shots / "review-spike-1366x768.png"))
    if plies:
        # the first costly decision is open: its position, the chosen card marked, Try again before the answer
        expect(page.locator(".replay-position")).to_have_text(
            EN["replay.position"].format(step=plies[0], last=len(finished["actions"])))
        expect(page.locator(".replay-table .review-chosen").first).to_be_visible()
        expect(page.locator(".replay-table .review-best")).to_have_count(0)
        chosen = page.evaluate("() => document.querySelector('.replay-table .review-chosen')"
                               ".closest('[data-card],[data-action]') !== null")
        assert chosen
        tries = page.locator(".review-try-moves button")
        assert tries.count() >= 2
        wrong = page.locator(".review-try-moves button").filter(has_text=re.compile(".")).nth(0)
        wrong.click()
        expect(page.locator(".review-try-result")).not_to_have_text("", timeout=ENGINE_TIMEOUT_MS)
        page.locator(".review-answer").click()
        expect(page.locator(".replay-table .review-best").first).to_be_visible()
        expect(page.locator(".review-why")).not_to_have_text("")
        page.screenshot(path=str(shots / "review-spike-answer-1366x768.png"))
        # a window turned narrow (a tablet turned): the viewer draws the position again, its rallies folded as a
        # narrow window draws them, and the review's two marks made again on the new table
        assert panel_open(page, "rallies")
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_function("() => !document.querySelector(\".replay-table details[data-panel='rallies']\").open")
        expect(page.locator(".replay-table .review-best").first).to_be_attached()
        expect(page.locator(".replay-table .review-chosen").first).to_be_attached()
        page.locator(".replay-table .review-best").first.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "review-spike-390x844.png"))
    page.set_viewport_size(before)
    # a panel the reader folds stays folded from step to step (the sets sheet, open by default)
    assert panel_open(page, "sets")
    page.locator(".replay-table details[data-panel='sets'] > summary").click()
    step = page.locator(".replay-position").inner_text()
    forward = page.locator('button[data-replay="next"]')
    (forward if forward.is_enabled() else page.locator('button[data-replay="back"]')).click()
    expect(page.locator(".replay-position")).not_to_have_text(step)
    assert not panel_open(page, "sets"), "the sets sheet the reader folded opened again at the next step"
    # Play this deal again from the viewer: the same seed, seats and first position
    page.locator('button[data-replay="again"]').click()
    replace_running_match(page)
    wait_idle(page)
    again = session_save(page)
    assert again["seed"] == first["seed"] == finished["seed"] and again["seats"] == finished["seats"]
    assert again["options"] == finished["options"]
    view_now = page.evaluate("() => window.__app.session.view.contract.hand.map((c) => c.card)")
    assert view_now  # the same deal: the first hand as at the first start
    # and from the result dialog
    play_to_the_end(page, random.Random(5))
    page.locator("#result-dialog").get_by_role("button", name=EN["again.button"], exact=True).click()
    replace_running_match(page)
    wait_idle(page)
    assert session_save(page)["seed"] == first["seed"]


def test_a_shared_link_opens_at_the_position_it_was_shared_from(page: Page, site: str) -> None:
    open_site(page, site, seed=4)
    start(page, "schnapsen")
    rng = random.Random(3)
    for _ in range(3):
        play_step(page, rng)
    wait_idle(page)
    moves = len(session_save(page)["actions"])
    page.locator("#share-game").click()
    page.wait_for_function("() => document.getElementById('share-link').value.includes('#replay=')")
    link = page.locator("#share-link").input_value()
    assert link.endswith(f"&step={moves}")
    page.locator("#share-close").click()
    page.goto(link.replace("index.html#", "index.html?fast=1#"))
    expect(page.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=moves, last=moves),
                                                          timeout=ENGINE_TIMEOUT_MS)


def test_the_hint_button_leaves_with_the_match(warm_page: Page, site: str) -> None:
    """The Hint button belongs to a match on the table: not on the menu after one, not in a guided first game
    (whose banner says the move)."""
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=1)
    start(page, "spike")
    expect(page.locator("#hint-move")).to_be_visible()
    page.locator("#to-menu").click()
    expect(page.locator("#hint-move")).to_be_hidden()
    page.get_by_role("button", name=EN["menu.learn_named"].format(game="Spike")).click()
    expect(page.locator("#tutorial-banner")).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator("#hint-move")).to_be_hidden()


#: Where an element lies across the window: outside it, or cut by a box around it that hides or scrolls overflow
#: (sideways only: the viewer's page scrolls down on a phone, as every page does).
ACROSS = """(selectors) => {
  const W = document.documentElement.clientWidth;
  const out = [];
  for (const selector of selectors) {
    const els = [...document.querySelectorAll(selector)];
    if (!els.length) { out.push({ selector, problem: 'missing' }); continue; }
    for (const el of els) {
      const r = el.getBoundingClientRect();
      let left = 0, right = W;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX !== 'visible') {
          const b = a.getBoundingClientRect();
          left = Math.max(left, b.left); right = Math.min(right, b.right);
        }
      }
      if (r.width < 1 || r.height < 1) out.push({ selector, problem: 'empty' });
      else if (r.left < left - 1 || r.right > right + 1) out.push({ selector, problem: 'cut', left: r.left, right: r.right, clip: [left, right] });
    }
  }
  return out;
}"""


def test_review_on_a_phone_marks_both_cards_and_try_again_judges_the_move(warm_page: Page, site: str) -> None:
    """Issue 34, build 2 at 390x844: the review of a short Spike match (a save played on CPython, two of the person's
    decisions clearly costly there) opens at the first costly decision with the chosen card marked; Try again with
    the chosen move is judged wrong (the engine's words), with the hard player's move right, which marks the better
    card too; the evaluation graph, the moves to try, the marks and the list fit the phone's width (nothing cut)."""
    from harness import SCREENS
    from pygame_core.ai import advice
    from table import open_save, resized, save_near_the_end

    save = save_near_the_end("spike", 2, {"set_points": 2, "sets_to_win": 1}, seed=2, person_moves=2)
    costly = [d for d in advice.review(save, 0, "en")["decisions"] if d["costly"]]
    assert costly, "the save's person made a costly decision (the review lists it)"
    first = costly[0]
    shots = SCREENS / "issue34"
    shots.mkdir(parents=True, exist_ok=True)
    page = warm_page
    with resized(page, {"width": 390, "height": 844}):
        open_save(page, site, save)
        play_to_the_end(page, random.Random(3))
        moves = len(session_save(page)["actions"])
        page.locator("#result-dialog").get_by_role("button", name=EN["review.button"], exact=True).click()
        page.wait_for_function("() => document.querySelector('.review-panel[data-done]')", timeout=120_000)
        plies = [int(x) for x in page.locator(".review-step").evaluate_all("(ns) => ns.map((n) => n.dataset.ply)")]
        assert {d["ply"] for d in costly} <= set(plies), (plies, costly)  # the same positions, the same verdicts
        expect(page.locator(".replay-position")).to_have_text(
            EN["replay.position"].format(step=first["ply"], last=moves))
        chosen = page.locator(".replay-table .review-chosen")
        expect(chosen.first).to_be_visible()
        expect(page.locator(".replay-table .review-best")).to_have_count(0)  # the answer waits for Try again
        page.screenshot(path=str(shots / "review-spike-390x844-decision.png"), full_page=True)
        problems = page.evaluate(ACROSS, [".review-graph", ".review-try-moves button", ".review-answer",
                                          ".review-list", ".replay-table .review-chosen", ".review-panel"])
        assert problems == [], problems
        assert page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        # Try again: the person's own costly move is judged wrong, in the engine's words
        page.locator(f'.review-try-moves button[data-try="{first["chosen"]}"]').click()
        result = page.locator(".review-try-result")
        wrong = advice.try_again(save, 0, first["ply"], first["chosen"], "en")
        assert not wrong["right"]
        expect(result).to_have_text(wrong["text"], timeout=ENGINE_TIMEOUT_MS)
        expect(page.locator(f'.review-try-moves button[data-try="{first["chosen"]}"]')).to_have_class(
            re.compile(r"\bwrong\b"))
        expect(page.locator(".replay-table .review-best")).to_have_count(0)
        # the hard player's move is right, and the better card is marked beside the chosen one
        page.locator(f'.review-try-moves button[data-try="{first["best"]}"]').click()
        right = advice.try_again(save, 0, first["ply"], first["best"], "en")
        assert right["right"]
        expect(result).to_have_text(right["text"], timeout=ENGINE_TIMEOUT_MS)
        expect(page.locator(f'.review-try-moves button[data-try="{first["best"]}"]')).to_have_class(
            re.compile(r"\bright\b"))
        expect(page.locator(".replay-table .review-best").first).to_be_visible()
        expect(chosen.first).to_be_visible()
        expect(page.locator(".review-why")).not_to_have_text("")
        page.locator(".replay-table .review-best").first.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "review-spike-390x844-answer.png"), full_page=True)
        problems = page.evaluate(ACROSS, [".replay-table .review-best", ".replay-table .review-chosen",
                                          ".review-why", ".review-try-result"])
        assert problems == [], problems
