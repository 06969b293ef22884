"""Keyboard-only play: a whole Schnapsen hand with Tab, the arrow keys and Enter only (from the menu on, no mouse
at all), a few of the person's moves in every other game, a visible focus ring that stays on the table while the
computer moves, and no motion when the system asks for less (prefers-reduced-motion).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, new_context
from table import EN, open_site, wait_engine, wait_idle

#: What a person can do next on any table: a playable card, a choice of the picked card, a place for it, a button
#: (never a shout: they are optional, and never the menu's buttons).
DOABLE = ", ".join([
    "#table .card-button.legal", "#table .sc-actions .card-choice", "#table .stk-top.legal", "#table .stk-new button",
    "#table .stk-options button", "#table .actions button.action:not(.shout)",
])


def focused(page: Page) -> dict[str, Any]:
    return page.evaluate("""() => {
      const e = document.activeElement;
      if (!e || e === document.body) return {tag: 'BODY', inTable: false, inDialog: false, outline: 'none', outlineWidth: 0};
      const style = getComputedStyle(e);
      return {tag: e.tagName, id: e.id, classes: e.className && String(e.className), card: e.dataset.card || null,
              action: e.dataset.action || null, inTable: !!e.closest('#table'), inDialog: !!e.closest('dialog[open]'),
              outline: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth) || 0};
    }""")


def matches(page: Page, selector: str) -> bool:
    return page.evaluate("(sel) => { const e = document.activeElement; return !!(e && e.matches(sel)); }", selector)


def tab_until(page: Page, selector: str, what: str, presses: int = 120) -> None:
    """Press Tab (from wherever the focus is) until the focused element matches ``selector``."""
    for _ in range(presses):
        if matches(page, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {what}; focus on {focused(page)}")


def start_by_keyboard(page: Page, game: str) -> None:
    """Menu -> New game -> (the game) -> easy computer -> Start, all with Tab, the arrow keys and Enter."""
    wait_engine(page)
    page.wait_for_function("() => document.querySelectorAll('#ng-game option').length >= 4", timeout=ENGINE_TIMEOUT_MS)
    page.locator("body").focus()
    tab_until(page, "#new-game", "the New game button")
    page.keyboard.press("Enter")
    expect(page.get_by_role("dialog", name=EN["dialog.new_game"])).to_be_visible()
    tab_until(page, "#ng-game", "the game choice")
    page.keyboard.press("Home")  # a closed <select> takes Home/End/arrows as a choice
    for _ in range(8):
        if page.locator("#ng-game").input_value() == game:
            break
        page.keyboard.press("ArrowDown")
    assert page.locator("#ng-game").input_value() == game
    tab_until(page, "input[name=strength]", "the strength choice")
    for _ in range(3):  # the arrow keys move the choice within the radio group
        if page.locator("input[name=strength][value=easy]").is_checked():
            break
        page.keyboard.press("ArrowUp")
    assert page.locator("input[name=strength][value=easy]").is_checked()
    assert page.locator("input[name=mode][value=computer]").is_checked()
    tab_until(page, "#ng-start", "the Start button")
    page.keyboard.press("Enter")
    wait_idle(page)
    assert page.evaluate("() => window.__app.session.game") == game


def ply(page: Page) -> int:
    return page.evaluate("() => window.__app.session.view.ply")


def person_to_move(page: Page) -> bool:
    return page.evaluate("() => { const v = window.__app.session.view; return v.to_move === v.seat && !v.over; }")


def keyboard_move(page: Page) -> str:
    """One decision by keyboard: Enter on the focused control when it is one a person can use now, else Tab to
    the next one (and for a card of the hand, the arrow keys to a playable one). Returns what was pressed."""
    if page.evaluate("() => document.getElementById('result-dialog').open"):
        tab_until(page, "#result-buttons button.primary", "the dialog's main button")
        page.keyboard.press("Enter")
        return "dialog"
    if not matches(page, DOABLE):
        if matches(page, "#table .card-button"):  # in the hand already: the arrow keys walk it
            for _ in range(12):
                page.keyboard.press("ArrowRight")
                if matches(page, DOABLE):
                    break
        if not matches(page, DOABLE):
            if not focused(page)["inTable"]:
                page.locator("body").focus()
            tab_until(page, DOABLE, "something to do")
    what = focused(page)
    assert what["outline"] != "none" and what["outlineWidth"] >= 2, f"no visible focus ring on {what}"
    page.keyboard.press("Enter")
    return what.get("card") or what.get("action") or what["classes"]


def test_a_whole_schnapsen_hand_by_keyboard(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=7)
    start_by_keyboard(page, "schnapsen")
    page.mouse.move(0, 0)  # (the pointer stays out of the way: nothing below is clicked)
    hand_no = page.evaluate("() => window.__app.session.view.contract.table.hand_no")
    moves = 0
    for _ in range(80):
        wait_idle(page)
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            break
        if not person_to_move(page):
            continue
        before = ply(page)
        keyboard_move(page)
        wait_idle(page)
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            moves += 1
            break
        assert ply(page) > before, "Enter did not play"
        moves += 1
        # the computer answered: the focus stayed on the table (not thrown back to the top of the page)
        assert focused(page)["inTable"], f"focus left the table: {focused(page)}"
    assert page.evaluate("() => document.getElementById('result-dialog').open"), "the hand did not end"
    assert moves >= 3, moves
    # the hand's result is announced in the live region, and the dialog is usable by keyboard
    assert (page.locator("#status").text_content() or "").strip()
    assert focused(page)["inDialog"], "the result dialog did not take the focus"
    tab_until(page, "#result-buttons button.primary", "Play on")
    expect(page.locator("#result-buttons button.primary")).to_have_text(EN["hand_over.play_on"])
    page.keyboard.press("Enter")
    wait_idle(page)
    expect(page.locator("#result-dialog")).not_to_be_visible()
    assert page.evaluate("() => window.__app.session.view.contract.table.hand_no") == hand_no + 1


def test_every_card_button_says_whether_it_can_be_played(warm_page: Page, site: str) -> None:
    """Not by colour alone: each card of the hand is a button named after the card, described as playable or not
    (the reason when not), and marked as such without colour (a check mark or a dashed edge)."""
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=2)
    start_by_keyboard(page, "schnapsen")
    cards = page.evaluate("""() => [...document.querySelectorAll('.fan .card-button')].map((b) => ({
      name: b.getAttribute('aria-label') || (b.querySelector('.card-name') || {}).textContent, description: b.getAttribute('aria-description'),
      legal: b.classList.contains('legal'), disabled: b.getAttribute('aria-disabled'),
      mark: getComputedStyle(b, '::after').content, edge: getComputedStyle(b).outlineStyle}))""")
    assert len(cards) == 5
    for card in cards:
        assert card["name"] and card["name"] != "undefined"
        if card["legal"]:
            assert card["description"] == EN["a11y.playable"] and card["disabled"] == "false"
            assert "✓" in card["mark"]
        else:
            assert card["description"].startswith(EN["a11y.not_playable"]) and card["disabled"] == "true"
            assert card["edge"] == "dashed"


@pytest.mark.parametrize("game", ["spike", "strandcup", "striker"])
def test_a_few_moves_by_keyboard(warm_page: Page, site: str, game: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=4)
    start_by_keyboard(page, game)
    page.mouse.move(0, 0)
    moved = 0
    for _ in range(60):
        if moved >= 4:
            break
        wait_idle(page)
        if page.evaluate("() => window.__app.session.view.over"):
            break
        if not person_to_move(page) and not page.evaluate("() => document.getElementById('result-dialog').open"):
            continue
        before = ply(page)
        keyboard_move(page)
        wait_idle(page)
        if ply(page) > before:
            moved += 1
    assert moved >= 4, f"{game}: only {moved} moves by keyboard"


def test_reduced_motion_turns_off_transitions_and_animations(browser, site: str, requests_log) -> None:
    def moving_elements(reduced: str) -> list[str]:
        context = new_context(browser, requests_log, viewport={"width": 1280, "height": 860}, reduced_motion=reduced)
        try:
            page = context.new_page()
            open_site(page, site, seed=1)
            start_by_keyboard(page, "schnapsen")
            return page.evaluate("""() => {
              const moving = (list) => list.split(',').some((d) => parseFloat(d) > 0);
              const out = [];
              for (const e of document.querySelectorAll('*')) {
                for (const pseudo of [null, '::before', '::after']) {
                  const cs = getComputedStyle(e, pseudo);
                  if (moving(cs.transitionDuration) || moving(cs.animationDuration)) out.push(`${e.tagName}.${e.className}${pseudo || ''}`);
                }
              }
              return out;
            }""")
        finally:
            context.close()

    assert any("card-button" in name for name in moving_elements("no-preference")), "the check cannot fail: nothing moves"
    assert moving_elements("reduce") == []


#: The focused element's ring: outline, its colour, and the shadow around it.
RING = """() => { const e = document.activeElement, s = getComputedStyle(e);
  return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) || 0, offset: parseFloat(s.outlineOffset) || 0,
           color: s.outlineColor, shadow: s.boxShadow }; }"""


def rgb(text: str) -> tuple[int, ...]:
    return tuple(int(float(part)) for part in text[text.index("(") + 1:text.index(")")].split(",")[:3])


@pytest.mark.parametrize("game", ["schnapsen", "spike", "strandcup", "striker"])
def test_after_start_the_focus_is_on_the_table_in_a_ring_unlike_the_playable_glow(warm_page: Page, site: str,
                                                                                     game: str) -> None:
    """Issue 19, item 9: Start by keyboard puts the focus on the table (no extra Tab): on a card or button a person
    can press; its ring is thick, set off, white between dark edges, far from the yellow glow of a playable card."""
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=7)
    start_by_keyboard(page, game)
    what = focused(page)
    assert what["inTable"] and what["tag"] == "BUTTON", f"{game}: after Start the focus is on {what}"
    ring = page.evaluate(RING)
    glow = rgb(page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()"
                             " .replace(/^#(..)(..)(..)$/, (m, r, g, b) => `rgb(${parseInt(r, 16)}, ${parseInt(g, 16)},"
                             " ${parseInt(b, 16)})`)"))
    colour = rgb(ring["color"])
    assert ring["style"] == "solid" and ring["width"] >= 4 and ring["offset"] >= 3, f"{game}: a thin ring {ring}"
    assert sum(abs(a - b) for a, b in zip(colour, glow)) > 150, f"{game}: the ring {colour} looks like the glow {glow}"
    assert "rgb(11, 31, 20)" in ring["shadow"], f"{game}: no dark edge around the ring: {ring}"
    if game == "schnapsen" and matches(page, "#table .card-button.legal"):
        before = ply(page)
        page.keyboard.press("Enter")
        wait_idle(page)
        assert ply(page) > before, "Enter on the focused card did not play it"
