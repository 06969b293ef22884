"""The Schnapsen decks (issue 22): the menu's setting draws the cards as the French deck, the Austrian double-German
deck or the French deck in four colours, and every text names them as that deck does (the engine is told the deck
with each request); the setting stays on the device over a reload; an embed's deck=german does the same in its
frame, and a wrong deck says what is wrong."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from harness import STEP_TIMEOUT_MS
from pygame_core.core.ui_text import catalog
from table import EN, open_site, set_language, start_game, wait_engine, wait_idle
from test_a11y import assert_axe

#: Seed 1 deals the person KC JC TD QD KH (seat 0 leads): an Ober/queen of diamonds, clubs and diamonds.
SEED = 1
#: The queen of diamonds's name per deck, and a word of that deck the log's deal line has.
QUEEN_OF_DIAMONDS = {"french": "Queen of diamonds", "german": "Ober of bells", "four": "Queen of diamonds"}


def choose_deck(page: Page, deck: str) -> None:
    wait_engine(page)
    page.get_by_label(EN["menu.deck"]).select_option(deck)


@pytest.mark.parametrize("deck", ["french", "german", "four"])
def test_each_deck_shows_its_pictures_and_names(warm_page: Page, site: str, deck: str) -> None:
    page = warm_page
    open_site(page, site, seed=SEED)
    choose_deck(page, deck)
    start_game(page, "computer", "easy", game="schnapsen")
    expect(page.locator(f".sch[data-deck='{deck}']")).to_have_count(1)
    hand = page.locator(".fan button.card-button")
    expect(hand).to_have_count(5)
    assert page.locator(f".fan .card-face.deck-{deck}").count() == 5
    queen = page.locator(".fan button[data-card='QD']")
    expect(queen).to_contain_text(QUEEN_OF_DIAMONDS[deck])  # its name for screen readers
    log = page.locator(".sch").inner_text() + " " + " ".join(
        page.evaluate("() => window.__app.session.view.log.map((e) => e.text)"))
    labels = page.evaluate("() => window.__app.session.view.legal.map((a) => a.label)")
    if deck == "german":
        # pictures: the double-German suit symbols, a figure on the Ober; names: Ober, Unter, bells, acorns
        assert page.locator(".fan button[data-card='QD'] .german-suit.suit-D").count() >= 3
        assert "Play the Ober of bells" in labels and "Play the Unter of acorns" in labels
        assert "Ober of bells" in log and "queen" not in log.lower() and "diamonds" not in log
        expect(page.locator(".trump-note")).not_to_contain_text(re.compile("clubs|spades|diamonds"))
    else:
        assert page.locator(".fan .german-suit").count() == 0
        assert "Play the queen of diamonds" in labels and "Ober" not in log
    fill = page.locator(".fan button[data-card='TD'] svg.card-face").evaluate("(svg) => getComputedStyle(svg).fill")
    clubs = page.locator(".fan button[data-card='KC'] svg.card-face").evaluate("(svg) => getComputedStyle(svg).fill")
    if deck == "four":
        assert fill == "rgb(20, 86, 184)" and clubs == "rgb(27, 122, 43)"  # diamonds blue, clubs green
    elif deck == "french":
        assert fill == "rgb(198, 40, 40)" and clubs == "rgb(26, 26, 26)"  # red and black
    assert_axe(page, f"schnapsen table with the {deck} deck")


def test_the_deck_setting_survives_a_reload(page: Page, site: str) -> None:
    open_site(page, site, seed=SEED)
    choose_deck(page, "german")
    start_game(page, "computer", "easy", game="schnapsen")
    expect(page.locator(".sch[data-deck='german']")).to_have_count(1)
    page.reload()
    wait_idle(page)  # the saved game is resumed with the German deck
    expect(page.locator(".sch[data-deck='german']")).to_have_count(1)
    expect(page.locator(".fan button[data-card='QD']")).to_contain_text("Ober of bells")
    page.locator("#to-menu").click()
    expect(page.get_by_label(EN["menu.deck"])).to_have_value("german")


def test_an_embed_with_deck_german(page: Page, site: str) -> None:
    page.goto(site + f"embed.html?fast=1&start=now&game=schnapsen&seats=human,easy&seed={SEED}&deck=german")
    page.wait_for_function("() => document.querySelector('.sch') !== null", timeout=STEP_TIMEOUT_MS)
    wait_idle(page)
    expect(page.locator(".sch[data-deck='german']")).to_have_count(1)
    expect(page.locator(".fan button[data-card='QD']")).to_contain_text("Ober of bells")
    # the frame's deck is its own: the device's setting is not changed by it
    assert page.evaluate("() => localStorage.getItem('cardgames.setting.deck')") is None


def test_an_embed_with_a_wrong_deck_says_what_is_wrong(page: Page, site: str) -> None:
    page.goto(site + "embed.html?fast=1&start=now&game=schnapsen&deck=tarot")
    error = page.locator(".embed-error")
    expect(error).to_contain_text("deck must be one of french, german, four", timeout=STEP_TIMEOUT_MS)


@pytest.mark.parametrize("lang, queen, label, suit", [("de", "Schellen-Ober", "Schellen-Ober spielen", "Schellen"),
                                                      ("nl", "Bellen-Ober", "Speel Bellen-Ober", "bellen")])
def test_the_german_deck_speaks_german_and_dutch(warm_page: Page, site: str, lang: str, queen: str, label: str,
                                                 suit: str) -> None:
    page, texts = warm_page, catalog(lang)
    open_site(page, site, seed=SEED)
    set_language(page, lang)
    try:
        page.get_by_label(texts["menu.deck"]).select_option("german")
        start_game(page, "computer", "easy", game="schnapsen", texts=texts)
        expect(page.locator(".fan button[data-card='QD']")).to_contain_text(queen)
        labels = page.evaluate("() => window.__app.session.view.legal.map((a) => a.label)")
        assert label in labels
        expect(page.locator(".sch")).not_to_contain_text(re.compile("Karo|Dame|Bube|ruiten|vrouw|boer"))
        if lang == "de":
            expect(page.locator(".trump-note")).to_contain_text("Herz")  # seed 1: hearts are trumps
    finally:  # the module's shared page goes on in English
        open_site(page, site)
        set_language(page, "en")


@pytest.mark.parametrize("deck, words", [("german", "Unter of trumps"), ("french", "jack of trumps")])
def test_the_new_game_options_name_the_cards_of_the_deck(warm_page: Page, site: str, deck: str, words: str) -> None:
    """The new-game dialog's options that name a card name it as the chosen deck does (issue 22, item 1)."""
    page = warm_page
    open_site(page, site, seed=SEED)
    choose_deck(page, deck)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    page.wait_for_function("() => document.querySelectorAll('#ng-game option').length >= 4")
    dialog.locator("#ng-game").select_option("schnapsen")
    label = dialog.locator("label[for='opt-exchange_first_lead']")
    expect(label).to_contain_text(words)
    expect(label).not_to_contain_text("Unter" if deck == "french" else "jack")
