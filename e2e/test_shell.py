"""The shell around the games: storage refused, the language picker, the generic table for games without a
layout of their own. Each test ends by checking that no request left 127.0.0.1 (the requests_log fixture)."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page, expect

from harness import new_context
from pygame_core.core.ui_text import catalog
from table import (
    EN,
    device_record,
    hold_engine,
    open_site,
    play_step,
    release_engine,
    snapshot,
    start_game,
    store_on_device,
    wait_engine,
    wait_idle,
)

#: localStorage that throws, as in private mode or a sandboxed iframe.
NO_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() { throw new DOMException('storage is disabled', 'SecurityError'); },
});
"""


def test_without_storage_the_game_says_so_and_goes_on(browser, site: str, requests_log) -> None:
    context = new_context(browser, requests_log)
    try:
        context.add_init_script(NO_STORAGE)
        page = context.new_page()
        open_site(page, site)
        expect(page.get_by_role("alert")).to_have_text(EN["storage.unavailable"])
        start_game(page, "computer", "easy")
        before = snapshot(page)["ply"]
        play_step(page, random.Random(1))
        wait_idle(page)
        assert snapshot(page)["ply"] > before
    finally:
        context.close()


def test_language_picker_changes_the_shell_and_the_game_texts(page: Page, site: str) -> None:
    de = catalog("de")
    open_site(page, site)
    page.get_by_label(EN["menu.language"]).select_option("de")
    expect(page.get_by_role("button", name=de["menu.new_game"])).to_be_visible()
    page.get_by_role("button", name=de["menu.new_game"]).click()
    dialog = page.get_by_role("dialog", name=de["dialog.new_game"])
    dialog.get_by_role("radio", name=de["mode.computer"]).check()
    dialog.get_by_role("button", name=de["dialog.start"]).click()
    wait_idle(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    # the engine answers in German too (the view's texts come from Python in the chosen language)
    german_view = page.evaluate("() => window.__app.session.view")
    english_view = page.evaluate("""async () => (await window.__engine.call({cmd: 'view', id: window.__app.session.id,
      seat: window.__app.session.viewSeat, lang: 'en'})).view""")
    assert german_view["prompt"] and german_view["prompt"] != english_view["prompt"]
    # the choice is remembered
    page.reload()
    wait_idle(page)
    expect(page.get_by_role("button", name=de["table.menu"])).to_be_visible()


def test_generic_table_renders_any_view(warm_page: Page, site: str) -> None:
    """A game without its own table module is played with the generic one: prompt, legal actions, log."""
    page = warm_page
    open_site(page, site)
    result = page.evaluate("""async () => {
      const generic = await import('./tables/generic.js');
      const root = document.createElement('div');
      document.body.append(root);
      const chosen = [];
      const view = {prompt: 'Choose a serve.', legal: [{id: 'serve:1', label: 'Serve hard', kind: 'serve', cards: []},
                    {id: 'pass', label: 'Pass', kind: 'pass', cards: []}], log: [{seq: 0, type: 'x', text: 'Set 1 begins.'}]};
      generic.renderTable(root, view, {t: (k) => k, statusEl: document.createElement('p'), onAction: (id) => chosen.push(id)});
      const buttons = [...root.querySelectorAll('button')];
      buttons[0].click();
      root.remove();  // (the module's shared page goes on)
      return {buttons: buttons.map((b) => b.textContent), prompt: root.querySelector('.prompt').textContent,
              log: root.querySelector('.log').textContent, chosen};
    }""")
    assert result == {"buttons": ["Serve hard", "Pass"], "prompt": "Choose a serve.", "log": "Set 1 begins.",
                      "chosen": ["serve:1"]}


def test_rules_dialog_shows_the_engines_rules_summary(warm_page: Page, site: str) -> None:
    page = warm_page
    open_site(page, site)
    start_game(page, "computer", "easy", game="schnapsen")
    page.get_by_role("button", name=EN["menu.rules"]).click()
    dialog = page.get_by_role("dialog", name="Schnapsen")
    expect(dialog).to_be_visible()
    assert dialog.get_by_role("heading").count() > 2
    dialog.get_by_role("button", name=EN["dialog.close"]).click()
    expect(dialog).to_be_hidden()
    assert snapshot(page)["hand"]


def test_start_waits_for_the_engine_and_shows_progress(page: Page, site: str) -> None:
    """The new-game dialog can be filled while Python loads; Start then waits, showing progress. The worker's script
    is held back until Start was clicked, so the waiting path is reached however fast the machine starts Python."""
    held = hold_engine(page)
    open_site(page, site)
    page.get_by_role("button", name=EN["menu.new_game"]).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.get_by_role("radio", name=EN["strength.easy"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    state = page.evaluate("""() => ({ready: window.__app.engineReady,
      waiting: !document.getElementById('ng-wait').hidden,
      text: document.getElementById('ng-wait-text').textContent,
      bar: document.querySelector('#ng-wait [role=progressbar]').getAttribute('aria-valuenow')})""")
    assert not state["ready"], "the engine started although its worker's script was held back"
    assert state["waiting"] and state["text"] == EN["dialog.waiting"] and state["bar"] is not None
    release_engine(page, held, listed=False)
    wait_idle(page)
    assert snapshot(page)["hand"]


def test_engine_failure_is_reported_clearly(page: Page, site: str) -> None:
    """When Python cannot start (here: the worker script is unreachable), the menu says so instead of hanging."""
    page.route("**/worker.js", lambda route: route.abort())
    open_site(page, site)
    prefix = EN["engine.failed"].split("{error}")[0]
    expect(page.locator("#engine-text")).to_contain_text(prefix, timeout=30_000)
    # the dialog's Start reports it as well
    page.get_by_role("button", name=EN["menu.new_game"]).click()
    page.get_by_role("button", name=EN["dialog.start"]).click()
    expect(page.locator("#ng-wait-text")).to_contain_text(prefix)


# -- table modules: loaded by the path each game declares ---------------------------------------------------------

def test_a_save_without_table_paths_resumes_with_the_engines_table(page: Page, site: str) -> None:
    """A save from before the shell stored its game's table paths and score summary is listed without a score and
    resumes with the table module and stylesheet the engine names for its game."""
    game = "schnapsen"
    record = device_record(game, seed=3)
    ply = len(record["save"]["actions"])
    # stored as the shell stored a record before it kept its game's table paths and score summary
    for field in ("table", "stylesheet", "summary"):
        assert field not in record
    store_on_device(page, site, {f"cardgames.save.{game}": json.dumps(record)})
    page.goto(site + "?fast=1&menu=1")
    wait_engine(page)
    details = page.locator(f'.saved-game[data-game="{game}"] .saved-text span').inner_text()
    assert details.count(" · ") == 1, f"when and how it is played, no score: {details!r}"
    page.locator(f'.saved-game[data-game="{game}"] [data-resume]').click()
    wait_idle(page)
    assert snapshot(page)["ply"] == ply
    entry = page.evaluate("(game) => window.__app.games.find((g) => g.name === game)", game)
    paths = page.evaluate("() => ({table: window.__app.session.table, stylesheet: window.__app.session.stylesheet})")
    assert paths == {"table": entry["table"], "stylesheet": entry["stylesheet"]}
    if entry["stylesheet"]:
        assert page.locator(f'link[data-table="{entry["stylesheet"]}"]').count() == 1


def test_a_tables_stylesheet_is_linked_once_before_the_shells_last_ones(page: Page, site: str) -> None:
    """The stylesheet a game declares is linked when its table is first shown, once, after styles.css and before
    motion.css, replay.css and a11y.css (which must stay last)."""
    open_site(page, site)
    start_game(page, "computer", "easy")
    page.get_by_role("button", name=EN["table.menu"]).click()
    start_game(page, "computer", "easy")
    entry = page.evaluate("() => window.__app.games.find((g) => g.name === window.__app.session.game)")
    links = page.evaluate("""() => [...document.querySelectorAll('link[rel=stylesheet]')]
      .map((link) => link.dataset.table || link.getAttribute('href'))""")
    table_css = [entry["stylesheet"]] if entry["stylesheet"] else []
    assert links == ["styles.css", *table_css, "motion.css", "replay.css", "a11y.css"]


def test_a_game_without_a_table_module_gets_the_generic_table(warm_page: Page, site: str) -> None:
    """A table path that does not load (no such module, or not on this site) falls back to tables/generic.js;
    nothing is fetched from another site."""
    page = warm_page
    open_site(page, site)
    result = page.evaluate("""async () => {
      const games = await import('./games.js');
      const generic = await import('./tables/generic.js');
      const missing = await games.loadTable('nothing', {table: 'tables/nothing.js', stylesheet: null});
      const foreign = await games.loadTable('nothing', {table: 'https://example.invalid/table.js',
                                                         stylesheet: 'https://example.invalid/table.css'});
      return {missing: missing.module.renderTable === generic.renderTable, table: missing.table,
              foreign: foreign.module.renderTable === generic.renderTable,
              links: document.querySelectorAll('link[href^="https://example.invalid"]').length};
    }""")
    assert result == {"missing": True, "table": "tables/nothing.js", "foreign": True, "links": 0}
