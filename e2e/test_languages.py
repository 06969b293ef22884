"""Every game in every language (en, de, nl via ``?lang=``): a game against the computer started from the menu, a
few moves, the score sheet, the log and the rules help opened; no text is missing (web/i18n.js warns "missing text"
for an unknown key), nothing on the page looks like a message key, and the page really is in that language.
And the game terms that keep their original names (Bummerl, Baggern, ...) show their translation on hover, on
keyboard focus and on touch (a tap or a long-press), without a long-press ever playing a card.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from harness import new_context
from pygame_core.core import registry
from pygame_core.core.ui_text import catalog
from table import start_game, wait_engine, wait_idle

#: Every game the engine registers (a new game is checked here with no edit of this file).
GAMES = registry.names()
LANGS = ("en", "de", "nl")
#: How many of the person's decisions each game gets before the panels are looked at.
MOVES = 6

#: Something that looks like a message key ("hand_over.play_on", "schnapsen.prompt.lead"): lower-case words of
#: two letters or more joined by dots (so "e.g." or "d.h." in a sentence do not count).
KEY_LIKE = re.compile(r"(?<![\w.])[a-z_]{2,}(?:\.[a-z_0-9]{2,})+(?![\w.]*\w)")

#: Short words that only one of the three languages uses often (not names, not game terms).
FUNCTION_WORDS = {
    "en": {"the", "and", "you", "your", "is", "of", "to", "with", "wins", "no", "cards"},
    "de": {"der", "das", "und", "du", "dein", "ist", "nicht", "mit", "auf", "ein", "eine", "den", "Karten"},
    "nl": {"het", "een", "je", "jouw", "niet", "van", "op", "met", "wint", "kaarten", "geen"},
}

#: The person's next decision, in the order a person would look: a result dialog's "play on", a choice of the
#: picked card, a place for it, a playable card, a button (never a shout: they are optional).
NEXT_CONTROL = """() => {
  const dialog = document.getElementById('result-dialog');
  if (dialog.open) return {dialog: true};
  const pick = (sel) => [...document.querySelectorAll(sel)].find((e) => e.offsetParent !== null);
  const selectors = ['.sc-actions .card-choice', '.stk-top.legal', '.stk-new button', '.stk-options button',
                     '#table .card-button.legal', '#table .actions button.action:not(.shout)'];
  for (const sel of selectors) {
    const el = pick(sel);
    if (el) {
      document.querySelectorAll('[data-next]').forEach((e) => e.removeAttribute('data-next'));
      el.setAttribute('data-next', '1');
      return {selector: sel};
    }
  }
  return {none: true};
}"""


def open_in(page: Page, site: str, lang: str, seed: int) -> list[str]:
    """Load the site in ``lang`` and collect the console's "missing text" warnings from the first moment on
    (the returned list grows)."""
    missing: list[str] = []
    page.on("console", lambda msg: missing.append(msg.text) if "missing text" in msg.text else None)
    page.goto(f"{site}?fast=1&menu=1&seed={seed}&lang={lang}")
    page.wait_for_function("() => document.body.dataset.ready !== undefined")
    return missing


def start_vs_computer(page: Page, texts: dict[str, str], game: str) -> None:
    """Menu -> New game -> the game, against the easy computer -> Start (the labels in the page's language)."""
    wait_engine(page)
    start_game(page, "computer", "easy", game=game, texts=texts)


def play_moves(page: Page, count: int) -> int:
    """Up to ``count`` decisions of the person by clicking; returns how many were made."""
    made = 0
    for _ in range(count * 3):
        if made >= count:
            break
        wait_idle(page)
        found = page.evaluate(NEXT_CONTROL)
        if found.get("dialog"):
            page.locator("#result-buttons button.primary").click()
            continue
        if found.get("none"):
            break
        page.locator("[data-next]").click()
        made += 1
    wait_idle(page)
    return made


def open_panels(page: Page) -> None:
    """Open every folded panel of the table (score sheet, log, rallies)."""
    closed = page.locator("#table details:not([open]) > summary")
    for _ in range(10):
        if not closed.count():
            break
        closed.first.click()
    expect(page.locator("#table details.log-panel")).to_have_attribute("open", "")


def visible_text(page: Page) -> str:
    return page.evaluate("() => document.body.innerText")


def key_like(text: str) -> list[str]:
    return sorted(set(KEY_LIKE.findall(text)))


def language_score(text: str) -> dict[str, int]:
    words = re.findall(r"[\wäöüßÄÖÜ]+", text)
    return {lang: sum(1 for w in words if w in vocab) for lang, vocab in FUNCTION_WORDS.items()}


def assert_in_language(text: str, lang: str, where: str) -> None:
    score = language_score(text)
    others = {other: n for other, n in score.items() if other != lang}
    assert score[lang] >= 5 and score[lang] > 2 * max(others.values()), f"{where}: not in {lang}? {score}"


def check_rules_help(page: Page, texts: dict[str, str], lang: str, game: str) -> None:
    page.locator("#show-rules").click()
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    body = dialog.inner_text()
    assert key_like(body) == [], f"{game}/{lang} rules: {key_like(body)}"
    assert_in_language(body, lang, f"{game} rules")
    page.get_by_role("button", name=texts["dialog.close"], exact=True).click()
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_speaks_the_language(page: Page, site: str, lang: str) -> None:
    texts = catalog(lang)
    missing = open_in(page, site, lang, seed=11)
    assert page.evaluate("document.documentElement.lang") == lang
    expect(page.get_by_role("button", name=texts["menu.new_game"], exact=True)).to_be_visible()
    for game in GAMES:
        if page.locator("#to-menu").is_visible():
            page.locator("#to-menu").click()
        start_vs_computer(page, texts, game)
        made = play_moves(page, MOVES)
        assert made >= 3, f"{game}/{lang}: only {made} moves"
        open_panels(page)
        text = visible_text(page)
        assert key_like(text) == [], f"{game}/{lang}: key-like text {key_like(text)}"
        assert_in_language(text, lang, game)
        expect(page.locator("#to-menu")).to_have_accessible_name(texts["table.menu"])
        # each table marks its own game's terms only: Strand-Cup's cards name Baggern & co., Spike keeps none
        marked = page.locator("#table .term, #table [data-terms]").count()
        if game == "strandcup":
            assert marked > 0, f"{lang}: no Strand-Cup term marked"
        if game == "spike":
            assert marked == 0, f"{lang}: Spike has no original-name terms, yet {marked} were marked"
        check_rules_help(page, texts, lang, game)
        # the computer's moves and what happened are announced in the live region, in the language
        status = page.locator("#status").text_content() or ""
        assert status.strip(), f"{game}/{lang}: nothing announced"
        assert key_like(status) == [], status
    assert missing == [], f"missing texts in {lang}: {missing}"


# -- game terms ------------------------------------------------------------------------------------------------

def open_rules_of_schnapsen(page: Page, texts: dict[str, str]) -> Any:
    start_vs_computer(page, texts, "schnapsen")
    page.locator("#show-rules").click()
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    return dialog


@pytest.mark.parametrize("lang", LANGS)
def test_a_term_shows_its_translation_on_hover_and_focus(page: Page, site: str, lang: str) -> None:
    texts = catalog(lang)
    open_in(page, site, lang, seed=5)
    dialog = open_rules_of_schnapsen(page, texts)
    term = dialog.locator('.term[data-term="Bummerl"][tabindex="0"]')
    expect(term).to_have_count(1)  # one Tab stop per term, however often it is named
    assert dialog.locator('.term[data-term="Bummerl"]').count() > 1
    translation = texts["term.Bummerl"]
    # hover: the title
    expect(term).to_have_attribute("title", texts["a11y.term"].format(term="Bummerl", text=translation))
    # screen readers: the accessible description
    described = term.get_attribute("aria-describedby")
    assert described and page.locator(f"#{described}").text_content() == translation
    # keyboard: Tab reaches the term and its translation shows until the focus leaves it
    page.locator("#rules-title").evaluate("(e) => { e.tabIndex = -1; e.focus(); }")
    for _ in range(60):
        page.keyboard.press("Tab")
        if term.evaluate("(e) => e === document.activeElement"):
            break
    else:
        raise AssertionError("Tab never reached the term")
    popover = page.locator("#term-popover")
    expect(popover).to_be_visible()
    expect(popover).to_contain_text(translation)
    page.keyboard.press("Escape")  # hides the translation, the dialog stays
    expect(popover).to_be_hidden()
    expect(dialog).to_be_visible()
    # a control that names a term carries the translation itself (no focusable child inside it)
    page.get_by_role("button", name=texts["dialog.close"], exact=True).click()
    assert page.locator("#table button .term, #table summary .term,"
                        " #table [tabindex]:not([data-scroll-region]) .term").count() == 0


def long_press(context: BrowserContext, page: Page, selector: str, hold_s: float = 0.8) -> None:
    """Hold a finger on the element's centre (touch events, as a phone sends them), then lift it."""
    target = page.locator(selector).first
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    assert box, selector
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    time.sleep(hold_s)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def test_terms_on_touch_tap_and_long_press_never_plays_a_card(browser, site: str, requests_log) -> None:
    en = catalog("en")
    context = new_context(browser, requests_log, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    try:
        page = context.new_page()
        open_in(page, site, "en", seed=3)
        # a tap on a term in the rules shows its translation; a tap elsewhere hides it
        dialog = open_rules_of_schnapsen(page, en)
        term = dialog.locator('.term[data-term="Bummerl"]').first
        term.scroll_into_view_if_needed()
        term.tap()
        popover = page.locator("#term-popover")
        expect(popover).to_be_visible()
        expect(popover).to_contain_text(en["term.Bummerl"])
        page.locator("#rules-title").tap()
        expect(popover).to_be_hidden()
        long_press(context, page, '#rules-dialog .term[data-term="Zudrehen"]')
        expect(popover).to_be_visible()
        expect(popover).to_contain_text(en["term.Zudrehen"])
        page.get_by_role("button", name=en["dialog.close"], exact=True).tap()
        # Strand-Cup: a card named Baggern / Pritschen / Schmettern: a long-press shows the term, plays nothing
        page.locator("#to-menu").tap()
        start_vs_computer(page, en, "strandcup")
        for _ in range(40):  # until the person holds a playable card that names a term
            wait_idle(page)
            if page.locator(".sc-hand .card-button.legal[data-terms]").count():
                break
            found = page.evaluate(NEXT_CONTROL)
            if found.get("dialog"):
                page.locator("#result-buttons button.primary").tap()
            elif found.get("selector"):
                page.locator("[data-next]").tap()
        card = page.locator(".sc-hand .card-button.legal[data-terms]").first
        expect(card).to_be_visible()
        names = (card.get_attribute("data-terms") or "").split("|")
        assert card.get_attribute("aria-description"), "a card says whether it can be played"
        ply = page.evaluate("() => window.__app.session.view.ply")
        card_id = card.get_attribute("data-card")
        card.scroll_into_view_if_needed()
        long_press(context, page, f'.sc-hand .card-button[data-card="{card_id}"]')
        expect(popover).to_be_visible()
        expect(popover).to_contain_text(en[f"term.{names[0]}"])
        page.wait_for_timeout(300)
        wait_idle(page)
        assert page.evaluate("() => window.__app.session.view.ply") == ply, "the long-press played the card"
        assert page.locator(".sc-actions .card-choice").count() == 0, "the long-press opened the card's choices"
        page.keyboard.press("Escape")
        expect(popover).to_be_hidden()
    finally:
        context.close()
