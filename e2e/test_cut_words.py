"""Words on the cards and around the table, whole and right (issue 19 items 6-7, issue 22 item 6), through the real page:

- no kind word on a Spike hand card is cut, by its card's edge or by the next card over it ("DEFENS" at 820x640,
  "AANVAl" on a phone), at several frame sizes in en, de and nl; the row "POWER cards not played yet" shows once;
- Strand-Cup's check badges (a playable card's mark) cover no value of any hand card;
- Strand-Cup's value codes (An, Au, St, Ab) have glossary entries: marked in the legend with their meaning;
- a count of one takes the singular ("1 set", "1 Satz"), not "1 sets";
- the new-game dialog's seat rows say which team each seat is on in Strand-Cup.

The embed tests share one started embed page per kind of screen (a mouse; a touch screen; a phone: conftest's
``screen_page``), resized to each size and given each configuration and language in place (table.open_embed); the
site's tests share the module's ``warm_page`` (a language chosen in the menu). Python starts four times, not once per
test and parameter.

Screenshots go to ``E2E_FIT_SHOTS`` (default /tmp/shots/fit) as ``words-<...>.png``.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page, expect

from pygame_core.core.ui_text import catalog
from table import EN, fill_options, open_embed, open_site, set_language, wait_engine
from test_fit import one_move, result_dialog_open

SHOTS = Path(os.environ.get("E2E_FIT_SHOTS", "/tmp/shots/fit"))

#: A word (a hand card's kind word, its face) that is cut: wider than its box, or reaching past its card's content
#: box or under the next card of the hand; with the visible and the whole width.
CUT_WORDS = """async (selector) => {
  // measured as a person sees it: after the next two frames, so the hand's ResizeObserver (spike.js fitWords, which
  // runs before a frame is painted) has fitted the words to the hand just drawn (a busy machine once measured before)
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const out = [];
  for (const hand of document.querySelectorAll(selector)) {
    const cards = [...hand.children];
    cards.forEach((card, i) => {
      const style = getComputedStyle(card);
      let right = card.getBoundingClientRect().right - parseFloat(style.borderRightWidth);
      if (cards[i + 1]) right = Math.min(right, cards[i + 1].getBoundingClientRect().left);
      for (const word of card.querySelectorAll('.spk-word, .spk-face')) {
        if (!word.checkVisibility()) continue;
        const b = word.getBoundingClientRect();
        if (word.scrollWidth > word.clientWidth + 0.5 || b.right > right + 0.5) {
          out.push(`${card.dataset.card}: "${word.textContent}" ends at ${Math.round(b.right)}, room to ${Math.round(right)}`);
        }
      }
    });
  }
  return out;
}"""


def spike_embed(site: str, lang: str) -> str:
    return site + "embed.html?" + urlencode({"fast": "1", "start": "now", "game": "spike", "seats": "human,easy",
                                             "seed": "7", "lang": lang})


def sized_page(screen_page, size: str, touch: bool, phone: bool) -> Page:
    """The module's started embed page of ``size``'s kind of screen ("820x640"; a touch screen, and a phone's mobile
    viewport, if asked), at that size (conftest's ``screen_page``: no second start of Python for another size)."""
    width, height = map(int, size.split("x"))
    return screen_page({"width": width, "height": height}, touch=touch, mobile=phone, name="embed")


#: frame, touch, phone, language: the Share dialog's frame, a phone, a phone's frame, the smallest frame, a desktop;
#: each language at least once where its words are narrowest (de and nl are the longest)
WORD_SIZES = (
    ("820x640", False, False, "en"), ("390x844", True, True, "nl"), ("360x600", True, False, "de"),
    ("320x480", True, False, "nl"), ("1366x768", False, False, "de"),
)


@pytest.mark.parametrize("size,touch,phone,lang", WORD_SIZES, ids=[f"{s[0]}-{s[3]}" for s in WORD_SIZES])
def test_no_word_on_a_spike_hand_card_is_cut(screen_page, site: str, size: str, touch: bool, phone: bool,
                                            lang: str) -> None:
    page = sized_page(screen_page, size, touch, phone)
    open_embed(page, spike_embed(site, lang))
    rng = random.Random(f"words-{size}-{lang}")
    cut: list[str] = []
    shown = 0
    for step in range(6):  # through the first draw choice: the hand grows to 10 cards
        if step:
            one_move(page, rng)
        if result_dialog_open(page):
            continue
        page.wait_for_timeout(50)
        cut += [f"move {step}: {c}" for c in page.evaluate(CUT_WORDS, "#table .spk-hand")]
        shown += page.locator("#table .spk-hand .spk-word").evaluate_all(
            "(ws) => ws.filter((w) => w.checkVisibility()).length")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"words-spike-{size}-{lang}.png"))
    print(f"[words] spike {size} {lang}: {shown} kind words shown over 6 moves")
    assert not cut, f"spike {size} {lang}: cut words: " + "; ".join(cut[:8])


def test_spike_shows_the_power_cards_not_played_yet_once(screen_page, site: str) -> None:
    page = sized_page(screen_page, "1366x768", False, False)
    open_embed(page, spike_embed(site, "en"))
    label = page.locator("#table .spk-power-left .spk-label")
    expect(label.first).to_contain_text("POWER")
    # shown: not clipped away to a 1 px box (the own row is read out only) nor hidden
    visible = page.locator("#table .spk-power-left").evaluate_all(
        "(rows) => rows.filter((r) => r.checkVisibility() && r.getBoundingClientRect().width > 1).length")
    assert visible == 1, f"the POWER row shows {visible} times"
    # the opponent's: in the opponent's part of the table
    assert page.locator("#table .spk-opp .spk-power-left").is_visible()


# -- Strand-Cup ------------------------------------------------------------------------------------------------------

#: Each playable hand card's check mark (its ::after box) against every value (label and number) of every hand card.
BADGE_OVER_VALUE = """() => {
  const out = [];
  const cards = [...document.querySelectorAll('#table .sc-hand .card-button')];
  const values = cards.flatMap((c) => [...c.querySelectorAll('.sc-value')].map((v) => [c, v]))
    .filter(([, v]) => v.checkVisibility());
  let badges = 0;
  for (const card of cards.filter((c) => c.classList.contains('legal'))) {
    const s = getComputedStyle(card, '::after');
    if (s.content === 'none' || s.display === 'none') continue;
    badges += 1;
    const b = card.getBoundingClientRect();
    const w = parseFloat(s.width), h = parseFloat(s.height);
    const left = s.left !== 'auto' ? b.left + card.clientLeft + parseFloat(s.left) : b.right - card.clientLeft - parseFloat(s.right) - w;
    const top = s.top !== 'auto' ? b.top + card.clientTop + parseFloat(s.top) : b.bottom - card.clientTop - parseFloat(s.bottom) - h;
    for (const [other, value] of values) {
      const v = value.getBoundingClientRect();
      if (left < v.right - 0.5 && left + w > v.left + 0.5 && top < v.bottom - 0.5 && top + h > v.top + 0.5) {
        out.push(`the mark of ${card.dataset.card} at ${Math.round(left)},${Math.round(top)} covers ${value.textContent} of ${other.dataset.card} at ${Math.round(v.left)}..${Math.round(v.right)},${Math.round(v.top)}..${Math.round(v.bottom)}`);
      }
    }
  }
  return { out, badges };
}"""

#: frame, touch, phone, players
BADGE_SIZES = (("1366x768", False, False, 4), ("390x844", True, True, 6), ("360x600", True, False, 8),
               ("820x640", False, False, 8))


def strandcup_embed(site: str, players: int, lang: str = "en") -> str:
    return site + "embed.html?" + urlencode({"fast": "1", "start": "now", "game": "strandcup",
                                             "seats": "human" + ",easy" * (players - 1), "seed": "7", "lang": lang,
                                             "options": json.dumps({"players": players})})


@pytest.mark.parametrize("size,touch,phone,players", BADGE_SIZES, ids=[f"{s[0]}-{s[3]}" for s in BADGE_SIZES])
def test_strandcup_check_marks_cover_no_value(screen_page, site: str, size: str, touch: bool, phone: bool,
                                             players: int) -> None:
    page = sized_page(screen_page, size, touch, phone)
    open_embed(page, strandcup_embed(site, players))
    rng = random.Random(f"badges-{size}")
    problems: list[str] = []
    badges = 0
    for step in range(5):
        if step:
            one_move(page, rng)
        if result_dialog_open(page):
            continue
        found = page.evaluate(BADGE_OVER_VALUE)
        badges += found["badges"]
        problems += [f"move {step}: {p}" for p in found["out"]]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"words-strandcup-badges-{size}.png"))
    assert badges, "no playable card was seen: the check proved nothing"
    assert not problems, "; ".join(problems[:8])


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_strandcup_value_codes_have_glossary_entries(screen_page, site: str, lang: str) -> None:
    words = catalog(lang)
    page = sized_page(screen_page, "1366x768", False, False)
    open_embed(page, strandcup_embed(site, 4, lang))
    for code, term in (("An", "Annahme"), ("Au", "Aufbau"), ("St", "Stellen"), ("Ab", "Abschluss")):
        meaning = words[f"term.{code}"]
        assert term in meaning, (code, meaning)
        marked = page.locator(f'#table .sc-legend .term[data-term="{code}"]')
        expect(marked).to_have_count(1)
        expect(marked).to_have_attribute("title", words["a11y.term"].format(term=code, text=meaning))
        # the hidden glossary list (what aria-describedby points at) has the entry
        assert page.evaluate("(m) => [...document.querySelectorAll('#term-glossary span')]"
                             ".some((s) => s.textContent === m)", meaning), f"no glossary entry for {code}"


# -- counts and teams ----------------------------------------------------------------------------------------------

def stored_stats(spike_sets: int, spike_matches: int, striker_goals: int, striker_matches: int) -> str:
    entry = lambda total, matches: {"played": matches, "won": 0, "drawn": 0, "streak": 0, "best": 0,  # noqa: E731
                                    "scoreSum": total, "scored": matches, "undone": 0}
    return json.dumps({"version": 1, "games": {
        "spike": {"recent": [], "levels": {"easy": entry(spike_sets, spike_matches)}},
        "striker": {"recent": [], "levels": {"medium": entry(striker_goals, striker_matches)}}}})


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_an_average_of_one_takes_the_singular(warm_page: Page, site: str, lang: str) -> None:
    """Average score 1 in sets and goals: "1 set", "1 Satz", "1 doelpunt" (was "1 sets"); 1.5 and 0 stay plural."""
    words = catalog(lang)
    page = warm_page
    open_site(page, site)
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=60_000)
    set_language(page, lang)  # the menu's choice, in place (was a load with ?lang=)
    average = lambda game, level: page.locator(  # noqa: E731
        f'#stats-body .stats-game[data-game="{game}"] tr[data-level="{level}"] td[data-stat="average"]')
    for (sets, matches, goals, goal_matches), spike_word, striker_word in (
            ((3, 3, 2, 2), "spike.score_unit_one", "striker.score_unit_one"),
            ((3, 2, 0, 2), "spike.score_unit", "striker.score_unit")):
        page.evaluate("(text) => localStorage.setItem('cardgames.stats', text)",
                      stored_stats(sets, matches, goals, goal_matches))
        page.get_by_role("button", name=words["stats.button"], exact=True).click()
        spike_value = "1" if sets == matches else {"en": "1.5", "de": "1,5", "nl": "1,5"}[lang]
        expect(average("spike", "easy")).to_have_text(words["stats.average_unit"].format(
            value=spike_value, unit=words[spike_word]))
        expect(average("striker", "medium")).to_have_text(words["stats.average_unit"].format(
            value=str(goals // goal_matches), unit=words[striker_word]))
        page.get_by_role("button", name=words["dialog.close"]).click()
    set_language(page, "en")  # the module's later tests read English
    assert words["spike.score_unit_one"] != words["spike.score_unit"] or lang == "nl"  # nl: "1 set", "2 sets"


def seat_labels_with_teams(teams: str) -> list[str]:
    """The seat rows' labels of a game in teams, one team letter per seat: "Player 1 · Team A", ..."""
    return [EN["player.number"].format(number=n + 1) + " · " + f"Team {letter}" for n, letter in enumerate(teams)]


def test_the_seat_rows_say_each_seats_team(warm_page: Page, site: str) -> None:
    """Hot-seat Strand-Cup: each seat row of the new-game dialog names the seat's team (the engine's seating), so two
    friends can choose to play on one team against two computers; a game without teams names none."""
    page = warm_page
    open_site(page, site)
    wait_engine(page)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.locator("#ng-game").select_option("strandcup")
    dialog.get_by_role("radio", name=EN["mode.hotseat"]).check()
    # wait for the rows (expect polls), never read them at once: a dialog opened before the engine listed its games
    # draws them again when the list comes (the next test)
    labels = dialog.locator("#ng-names-body .seat-row label")
    expect(labels).to_have_text(seat_labels_with_teams("ABAB"))
    dialog.get_by_text(EN["dialog.options"], exact=True).click()
    fill_options(dialog, {"players": "6", "teams": "3"})
    expect(labels).to_have_text(seat_labels_with_teams("ABCABC"))
    dialog.locator("#ng-game").select_option("schnapsen")
    expect(labels).to_have_text([EN["player.number"].format(number=n) for n in (1, 2)])


def test_seat_rows_drawn_before_the_games_are_listed_follow_the_list(warm_page: Page, site: str) -> None:
    """A dialog opened in the moment between the engine's start and its list of games (two rows, no teams: nothing
    is known yet) draws the game's seat rows again once the list comes (it kept the two rows, stop 28's CI)."""
    page = warm_page
    open_site(page, site)
    page.wait_for_function("() => window.__app && window.__app.games !== null", timeout=60_000)
    page.evaluate("() => { window.__gamesKept = window.__app.games; window.__app.games = null; }")
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.get_by_role("radio", name=EN["mode.hotseat"]).check()
    labels = dialog.locator("#ng-names-body .seat-row label")
    expect(labels).to_have_count(2)  # no game known: the fewest seats
    page.evaluate("""async () => {  // the list arrives, as app.js hands it over (fillGameChoices after fetchGames)
      window.__app.games = window.__gamesKept;
      (await import('./dialogs.js')).fillGameChoices('strandcup');
    }""")
    expect(labels).to_have_text(seat_labels_with_teams("ABAB"))


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_top_bar_buttons_stay_inside_a_320_px_frame(screen_page, site: str, lang: str) -> None:
    """At 320x480 the top bar's buttons (Undo, Share, Rules: "Zet terug", "Spelregels") lie inside the frame, whole."""
    page = sized_page(screen_page, "320x480", True, False)
    open_embed(page, spike_embed(site, lang))
    outside = page.evaluate("""() => [...document.querySelectorAll('.topbar button')]
      .filter((b) => b.checkVisibility())
      .map((b) => [b.textContent.trim(), b.getBoundingClientRect(), b.scrollWidth > b.clientWidth + 0.5])
      .filter(([, r, cut]) => cut || r.left < -0.5 || r.right > window.innerWidth + 0.5)
      .map(([text, r]) => `${text} at ${Math.round(r.left)}..${Math.round(r.right)}`)""")
    assert page.locator(".topbar button:visible").count() >= 2
    assert not outside, f"{lang}: top bar buttons outside the 320 px frame: {outside}"
