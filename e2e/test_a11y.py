"""Accessibility checks with axe-core (issue 12, item 9) and the smallest text on the tables (item 6).

axe-core comes from the npm registry (package.json, pinned) and is injected from node_modules/ into each page
checked; nothing is fetched from elsewhere. Every state a person meets is checked: the menu (a fold of rules examples open); each game's table in
the middle of a game on a desktop (1366x768) and a phone (390x844); each dialog (new game, statistics, rules, share, the end of a
hand and of a match, the hot-seat pass screen); and the replay viewer. A serious or critical violation fails the
test; the others are printed (run with ``-s`` to read them).

The tests share one started page per screen (conftest's ``warm_page``); the end of a hand and of a match are reached
from a save a few moves before them (made on CPython), not by clicking a whole Bummerl.

On each table every visible piece of text is at least 12 px (the computed font size; an SVG card's text by the size
it is drawn at).
"""

from __future__ import annotations

import random
from typing import Any, Optional

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, ROOT
from pygame_core.core import i18n, registry
from table import (
    EN,
    click_any_control,
    open_save,
    open_site,
    replace_running_match,
    save_near_the_end,
    wait_engine,
    wait_idle,
)

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: Every game the engine registers (a new game is checked here with no edit of this file).
GAMES = registry.names()
SCREENS = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
#: conftest's shared pages are of these sizes here
WARM_SCREENS = SCREENS
FAILING = ("serious", "critical")
#: The smallest text a table may show (CSS px).
MIN_FONT_PX = 12


def axe(page: Page, what: str, context: Optional[str] = None) -> list[dict[str, Any]]:
    """Run axe-core on the page (or the element `context` selects); print every violation, answer the serious and
    critical ones."""
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci`"
    if not page.evaluate("() => typeof window.axe === 'object'"):
        # evaluated through the browser's devtools: the site's Content-Security-Policy refuses an inline script tag
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    violations = page.evaluate("""async (context) => {
      const result = await axe.run(context ? document.querySelector(context) : document,
                                   { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160),
                                     summary: (n.failureSummary || '').slice(0, 300) })) }));
    }""", context)
    for v in violations:
        print(f"[axe] {what}: {v['impact']} {v['id']} ({len(v['nodes'])}) {v['help']}")
        for node in v["nodes"][:4]:
            print(f"        {node['target']}  {node['html']}")
    if not violations:
        print(f"[axe] {what}: no violations")
    return [v for v in violations if v["impact"] in FAILING]


def assert_axe(page: Page, what: str, context: Optional[str] = None) -> None:
    bad = axe(page, what, context)
    assert not bad, f"{what}: serious/critical axe violations: " + "; ".join(
        f"{v['id']} at {[n['target'] for n in v['nodes'][:3]]} {v['nodes'][0]['summary']}" for v in bad)


#: Every visible text on the table (an element's own text), with its drawn font size in CSS px.
SMALL_TEXT = """(limit) => {
  const out = [];
  const root = document.getElementById('table');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('.visually-hidden, [hidden]')) continue;
    if (el.checkVisibility && !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) {
      const m = el.getScreenCTM();
      size *= Math.sqrt(m.a * m.a + m.b * m.b);
    }
    if (size < limit - 0.01) out.push(`${size.toFixed(1)}px "${node.textContent.trim().slice(0, 30)}" in `
      + `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
  }
  return out;
}"""


def assert_text_readable(page: Page, what: str) -> None:
    small = page.evaluate(SMALL_TEXT, MIN_FONT_PX)
    assert not small, f"{what}: text under {MIN_FONT_PX} px: {small[:12]} ({len(small)} in all)"


# -- reaching the states ------------------------------------------------------------------------------------

@pytest.fixture
def spage(warm_page: Page) -> Page:
    """The module's shared page of the test's ``screen`` (desktop unless the test is parametrized with one)."""
    return warm_page


def dialog_open(page: Page) -> bool:
    return page.evaluate("() => document.getElementById('result-dialog').open")


def play_moves(page: Page, rng: random.Random, moves: int, stop_at_dialog: bool = False) -> None:
    """Click `moves` of the person's choices (a lit card or place, a choice button); Play on after a hand unless
    `stop_at_dialog`."""
    for _ in range(moves):
        wait_idle(page)
        if dialog_open(page):
            if stop_at_dialog or page.locator("#result-buttons button", has_text=EN["hand_over.play_on"]).count() == 0:
                return
            page.locator("#result-buttons button.primary").click()
            continue
        click_any_control(page, rng)
    wait_idle(page)


def new_game(page: Page, game: str, mode: str = "computer", options: Optional[dict[str, str]] = None) -> None:
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    page.wait_for_function("() => window.__app.games !== null && document.querySelectorAll('#ng-game option').length >= 4",
                           timeout=ENGINE_TIMEOUT_MS)
    dialog.locator("#ng-game").select_option(game)
    if options:
        dialog.locator("#ng-options-legend").click()
        for name, value in options.items():
            control = dialog.locator(f"#opt-{name}")
            if control.evaluate("(e) => e.tagName") == "SELECT":
                control.select_option(value)
            else:
                control.fill(value)
    dialog.get_by_role("radio", name=EN[f"mode.{mode}"]).check()
    if mode == "computer":
        dialog.get_by_role("radio", name=EN["strength.easy"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    replace_running_match(page)
    wait_idle(page)


def open_panels(page: Page) -> None:
    """Open the table's folded panels (score sheet, log), so their contents are checked too."""
    page.evaluate("() => document.querySelectorAll('#table details').forEach((d) => { d.open = true; })")


def check_drawer(page: Page, game: str) -> None:
    """On a narrow screen the score sheet and log sit in a drawer: closed at first, its button opens it (focus on
    Close, the drawer in the window, axe at zero while open), Escape closes it with the focus back on the button, and
    the keyboard opens it again (Enter on the button); Close closes it."""
    toggle = page.locator("#table .drawer-toggle")
    panel = page.locator("#table-side")
    close = panel.locator(".drawer-close")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(panel).to_be_hidden()
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(panel).to_be_visible()
    expect(close).to_be_focused()
    expect(close).to_be_in_viewport()
    assert_axe(page, f"{game} drawer, open")
    page.keyboard.press("Escape")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_be_focused()
    expect(panel).to_be_hidden()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(close).to_be_focused()
    close.click()
    expect(panel).to_be_hidden()
    expect(toggle).to_be_focused()


# -- the tests ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("screen", list(SCREENS))
def test_menu_and_new_game_dialog(spage: Page, site: str, screen) -> None:
    open_site(spage, site, seed=3)
    wait_engine(spage)
    spage.wait_for_selector("#example-list li")
    if not spage.locator("#example-list details").first.evaluate("(d) => d.open"):
        spage.locator("#example-list summary").first.click()  # an open fold of rules examples is checked too
    assert_axe(spage, "menu")
    spage.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    spage.wait_for_function("() => document.querySelectorAll('#ng-options-body .option').length > 0")
    spage.locator("#ng-options-legend").click()
    assert_axe(spage, "new-game dialog")
    spage.get_by_role("button", name=EN["dialog.cancel"]).click()
    # the statistics: a table and a chart for a game with counted matches, and the Reset question
    spage.evaluate("""() => localStorage.setItem('cardgames.stats', JSON.stringify({ version: 1, games: { spike: {
      recent: ['won', 'lost', 'draw'], levels: { easy: { played: 3, won: 1, drawn: 1, streak: 0, best: 1,
      scoreSum: 2, scored: 3 } } } } }))""")
    spage.get_by_role("button", name=EN["stats.button"], exact=True).click()
    expect(spage.locator("#stats-body .stats-chart")).to_have_count(1)
    spage.get_by_role("button", name=EN["stats.reset"]).click()
    assert_axe(spage, "statistics dialog")


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("game", GAMES)
def test_each_table_mid_game_rules_and_share(spage: Page, site: str, game: str, screen) -> None:
    open_site(spage, site, seed=7)
    wait_engine(spage)
    new_game(spage, game)
    play_moves(spage, random.Random(5), 6)
    if dialog_open(spage):  # a hand ended: its dialog is checked in its own test
        spage.locator("#result-buttons button.primary").click()
        wait_idle(spage)
    open_panels(spage)
    assert_axe(spage, f"{game} table")
    assert_text_readable(spage, f"{game} table")
    if spage.viewport_size["width"] < 900:  # below 900 px the side panels fold into a drawer (web/styles.css)
        check_drawer(spage, game)
    spage.locator("#show-rules").click()
    expect(spage.locator("#rules-dialog")).to_be_visible()
    # the rules open at the top, with Close in sight below them (the text scrolls, not the dialog)
    expect(spage.locator("#rules-body h3").first).to_be_in_viewport()
    assert spage.evaluate("() => document.getElementById('rules-body').scrollTop") == 0
    expect(spage.locator("#rules-close")).to_be_in_viewport()
    assert_axe(spage, f"{game} rules dialog")
    spage.locator("#rules-close").click()
    spage.get_by_role("button", name=EN["share.button"]).click()
    spage.wait_for_function("() => document.getElementById('share-link').value.includes('#replay=')")
    assert_axe(spage, f"{game} share dialog")


@pytest.mark.parametrize("screen", list(SCREENS))
def test_end_of_hand_and_match_dialogs(spage: Page, site: str, screen) -> None:
    # a Bummerl to 4 (no hand ends it at once), opened a few moves before the end of its first hand
    open_save(spage, site, near_the_end("first hand"), seed=4)
    rng = random.Random(1)
    for _ in range(80):
        play_moves(spage, rng, 1, stop_at_dialog=True)
        if dialog_open(spage):
            break
    assert dialog_open(spage)
    assert_axe(spage, "end-of-hand dialog")
    # docked at the bottom: the last trick stays in sight above it; both sides' totals side by side
    box = spage.evaluate("""() => {
      const d = document.getElementById('result-dialog').getBoundingClientRect();
      const t = document.querySelector('#table .trick').getBoundingClientRect();
      return { dialogTop: d.top, trickBottom: t.bottom, trickTop: t.top };
    }""")
    assert box["trickTop"] >= 0 and box["trickBottom"] <= box["dialogTop"], f"the dialog covers the last trick: {box}"
    totals = spage.locator("#result-body .hand-totals")
    expect(totals.locator("thead th")).to_have_text([EN["schnapsen.hand_over.totals"], EN["player.you"], EN["player.computer"]])
    expect(totals.locator("tbody tr")).to_have_count(3)
    # then a few moves before the end of the match
    open_save(spage, site, near_the_end("match"), seed=4)
    for _ in range(200):
        play_moves(spage, rng, 1)
        if dialog_open(spage) and spage.locator("#result-buttons button", has_text=EN["hand_over.play_on"]).count() == 0:
            break
    assert dialog_open(spage)
    # the title says who won (issue 34: the engine's winner_text, not only "the Bummerl is over")
    winners = [i18n.tr("core.match.won_you", "en", names=EN["player.you"]),
               i18n.tr("core.match.won_one", "en", names=EN["player.computer"])]
    assert spage.locator("#result-title").text_content().strip() in winners
    for button in spage.locator("#result-buttons button").all():
        expect(button).to_be_in_viewport()
    assert_axe(spage, "end-of-match dialog")


def near_the_end(what: str) -> dict[str, Any]:
    """A save of a Schnapsen Bummerl to 4 (seed 4: the person, then the easy computer) a few of the person's moves
    before the end of its first hand or of the match."""
    return save_near_the_end("schnapsen", 2, {"bummerl_target": 4}, seed=4, end=None if what == "match" else _first_hand_over)


def _first_hand_over(view: dict, save: dict) -> bool:
    return len(view["contract"]["table"]["hands"]) >= 1


@pytest.mark.parametrize("screen", list(SCREENS))
def test_a_long_result_keeps_its_buttons_in_sight(spage: Page, site: str, screen) -> None:
    """However long a result is (a long Bummerl's score sheet), its body scrolls and its buttons stay in sight."""
    open_site(spage, site, seed=4)
    wait_engine(spage)
    spage.evaluate("""async () => {
      const { resultDialog } = await import('./dialogs.js');
      const sheet = document.createElement('table');
      for (let i = 0; i < 60; i += 1) sheet.insertRow().insertCell().textContent = `hand ${i}`;
      resultDialog('A long Bummerl', ['first line', 'second line'], [['Menu', () => {}, 'quiet'], ['Again', () => {}, 'primary']], sheet);
    }""")
    for name in ("Menu", "Again"):
        expect(spage.get_by_role("dialog").get_by_role("button", name=name)).to_be_in_viewport()
    expect(spage.locator("#result-title")).to_be_in_viewport()
    assert_axe(spage, "a long result")


def test_pass_screen(spage: Page, site: str) -> None:
    open_site(spage, site, seed=2)
    wait_engine(spage)
    new_game(spage, "spike", mode="hotseat")
    rng = random.Random(3)
    for _ in range(10):  # the first person moves; the device goes to the next one
        if spage.locator("#pass-screen:not([hidden])").count():
            break
        play_moves(spage, rng, 1)
    spage.wait_for_selector("#pass-screen:not([hidden])")
    assert_axe(spage, "pass screen")


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("example", ["schnapsen/closing", "spike/cut_vs_6_10", "strandcup/worked_example",
                                     "striker/takeover"])
def test_replay_viewer(spage: Page, site: str, example: str, screen) -> None:
    open_site(spage, site)
    wait_engine(spage)
    fold = spage.locator(f'#example-list details[data-game="{example.split("/")[0]}"]')
    if not fold.evaluate("(d) => d.open"):
        fold.locator("summary").click()  # its game's fold
    spage.locator(f'[data-example="{example}"]').click()
    spage.wait_for_selector(".replay-position")
    wait_idle(spage)
    spage.keyboard.press("End")
    spage.wait_for_function("() => window.__app.replay.step === window.__app.replay.replay.count - 1"
                            " && document.body.dataset.busy !== '1'")
    assert_axe(spage, f"replay {example}")
    assert_text_readable(spage, f"replay {example}")
