"""No game is ever lost (issue 11): saving across tabs, with storage full, and damaged records.

- two tabs of one browser never overwrite each other's game: the game is owned by one tab; the other says it is
  open in another tab and offers Play here, which takes it over (the first tab then stops saving and says so);
  a new match of the same game in the second tab is not overwritten by the first tab's next move. With Web Locks,
  and without them (the BroadcastChannel / storage-event fallback some embeds get);
- with localStorage full, the page says the game will not be saved, and after a reload the menu still lists the game
  and resumes it (reading never depends on a write);
- a record whose shell fields are out of shape (viewSeat 7 or "0", acknowledged 5) is repaired and resumes; a record
  that is not JSON, or whose save the engine refuses as corrupt, is set aside with a message and kept: the menu lists
  it as damaged, to download (its stored text as it was) or remove.
Each test ends by checking that no request left 127.0.0.1 (the requests_log fixture).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Optional

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from table import (
    EN,
    device_record,
    game_title,
    open_site,
    play_step,
    session_save,
    snapshot,
    start_game,
    store_on_device,
    wait_engine,
    wait_idle,
)

#: Web Locks missing, as in some embeds and older browsers: the tabs fall back to BroadcastChannel and storage events.
NO_LOCKS = "Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });"


def new_tab(context: BrowserContext, errors: list[str]) -> Page:
    tab = context.new_page()
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    return tab


def stored(page: Page, game: str) -> Optional[dict[str, Any]]:
    """The record stored for `game` (parsed), or None."""
    raw = page.evaluate("(game) => localStorage.getItem(`cardgames.save.${game}`)", game)
    return None if raw is None else json.loads(raw)


def elsewhere(page: Page):
    return page.get_by_role("heading", name=EN["tabs.elsewhere"])


def play_here(page: Page) -> None:
    page.get_by_role("button", name=EN["tabs.play_here"]).click()
    wait_idle(page)


def move(page: Page, rng: random.Random) -> None:
    """One decision of the person, then wait until they can act again."""
    play_step(page, rng)
    wait_idle(page)


def assert_stored_is(tab: Page, game: str, *others: Page) -> None:
    """The stored save is exactly the one `tab` has on its table, read in `tab` and in each of `others` (another tab
    sees a write a moment later: localStorage reaches the other tabs of a browser asynchronously)."""
    expected = session_save(tab)
    for page in (tab, *others):
        for _ in range(50):
            if stored(page, game)["save"] == expected:
                break
            page.wait_for_timeout(100)
        assert stored(page, game)["save"] == expected, page.url


# -- two tabs ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("locks", [True, False], ids=["web-locks", "no-web-locks"])
def test_two_tabs_never_overwrite_each_others_game(context: BrowserContext, site: str, locks: bool) -> None:
    errors: list[str] = []
    if not locks:
        context.add_init_script(NO_LOCKS)
    rng = random.Random(7)
    first = new_tab(context, errors)
    open_site(first, site, seed=21)
    start_game(first, "computer", "easy")
    assert first.evaluate("() => !!navigator.locks") == locks
    move(first, rng)
    game = first.evaluate("() => window.__app.session.game")
    assert_stored_is(first, game)

    # the second tab resumes the same game: it is open in the first, so the second says so and saves nothing
    second = new_tab(context, errors)
    open_site(second, site)
    expect(elsewhere(second)).to_be_visible(timeout=60_000)
    expect(second.get_by_role("button", name=EN["tabs.play_here"])).to_be_visible()
    assert second.evaluate("() => window.__app.session") is None
    move(first, rng)  # the first tab plays on and saves
    assert_stored_is(first, game, second)
    first_ply = snapshot(first)["ply"]

    # Play here: the second tab takes the game over with the first tab's last move; the first stops and says so
    play_here(second)
    assert snapshot(second)["ply"] == first_ply
    expect(elsewhere(first)).to_be_visible()
    assert first.evaluate("() => window.__app.session") is None
    assert first.locator("#table .card-button").count() == 0, "the tab that lost the game still shows its cards"
    move(second, rng)
    assert_stored_is(second, game, first)

    # and back: the first takes it over, with the second tab's move
    second_ply = snapshot(second)["ply"]
    play_here(first)
    assert snapshot(first)["ply"] == second_ply
    expect(elsewhere(second)).to_be_visible()

    # a new match of the same game in the second tab: the first tab's next move must not overwrite it
    move(first, rng)
    second.get_by_role("button", name=EN["table.menu"]).click()
    start_game(second, "computer", "easy")
    assert second.evaluate("() => window.__app.session.game") == game
    new_match = session_save(second)
    expect(elsewhere(first)).to_be_visible()
    assert first.evaluate("() => window.__app.session") is None
    assert_stored_is(second, game, first)
    assert stored(first, game)["save"]["seed"] == new_match["seed"]
    move(second, rng)
    assert_stored_is(second, game, first)

    # the first tab's menu says where the game is, and will not abandon it under the other tab's feet
    first.get_by_role("button", name=EN["table.menu"]).click()
    item = first.locator(f'.saved-game[data-game="{game}"]')
    expect(item).to_contain_text(EN["menu.open_elsewhere"])
    item.locator("[data-abandon]").click()
    item.get_by_role("button", name=EN["menu.abandon_yes"]).click()
    expect(item).to_contain_text(EN["menu.abandon_elsewhere"])
    assert_stored_is(second, game, first)
    assert not errors, f"uncaught errors on the pages: {errors}"


# -- storage full ------------------------------------------------------------------------------------------------

#: Fill localStorage until it throws (halving the chunk until even one character does not fit); answers whether a
#: small write now fails.
FILL_STORAGE = """() => {
  let n = 0;
  for (let size = 1 << 20; size >= 1;) {
    try { localStorage.setItem(`filler.${n}`, 'x'.repeat(size)); n += 1; } catch (err) { size = Math.floor(size / 2); }
  }
  try { localStorage.setItem('filler.probe', 'y'); return false; } catch (err) { return err.name; }
}"""

EMPTY_FILLER = """() => { for (const key of Object.keys(localStorage)) if (key.startsWith('filler.')) localStorage.removeItem(key); }"""


def test_with_storage_full_the_game_is_still_listed_and_resumed(page: Page, site: str) -> None:
    open_site(page, site, seed=8)
    start_game(page, "computer", "easy")
    move(page, random.Random(3))
    game = page.evaluate("() => window.__app.session.game")
    ply = snapshot(page)["ply"]
    assert page.evaluate(FILL_STORAGE) == "QuotaExceededError"

    # the menu (after a reload) still lists the game and says why this game will not be saved
    page.goto(site + "?fast=1&menu=1")
    wait_engine(page)
    expect(page.locator("#notice")).to_have_text(EN["storage.full"])
    item = page.locator(f'.saved-game[data-game="{game}"]')
    expect(item).to_have_count(1)
    item.locator("[data-resume]").click()
    wait_idle(page)
    assert snapshot(page)["ply"] == ply
    # a reload resumes it too, and the game goes on (unsaved, as the page says)
    page.goto(site + "?fast=1")
    wait_idle(page)
    assert snapshot(page)["ply"] == ply
    move(page, random.Random(4))
    expect(page.locator("#notice")).to_have_text(EN["storage.full"])
    assert len(stored(page, game)["save"]["actions"]) < len(session_save(page)["actions"])

    # room again: the next move is saved, and the notice goes
    page.evaluate(EMPTY_FILLER)
    move(page, random.Random(5))
    assert stored(page, game)["save"] == session_save(page)
    expect(page.locator("#notice")).to_be_hidden()


# -- damaged records ---------------------------------------------------------------------------------------------

PATCH_RECORD = """([game, patch]) => {
  const key = `cardgames.save.${game}`;
  const record = JSON.parse(localStorage.getItem(key));
  Object.assign(record, patch);
  localStorage.setItem(key, JSON.stringify(record));
}"""


def test_shell_fields_out_of_shape_are_repaired_and_the_game_resumes(page: Page, site: str) -> None:
    """viewSeat 7 or "0" (the engine refuses either) and acknowledged 5 (not a list): the shell repairs them to
    defaults and resumes; nothing is deleted, nothing is thrown (the page fixture fails on an uncaught error)."""
    game = "schnapsen"
    record = device_record(game, seed=4)
    ply = len(record["save"]["actions"])
    store_on_device(page, site, {f"cardgames.save.{game}": json.dumps(record), "cardgames.active": json.dumps(game)})
    for patch in ({"viewSeat": 7}, {"viewSeat": "0"}, {"acknowledged": 5}, {"viewSeat": None, "acknowledged": {"a": 1},
                                                                            "mode": 3, "options": "x", "updated": "y"}):
        page.evaluate(PATCH_RECORD, [game, patch])
        page.goto(site + "?fast=1")
        wait_idle(page)
        assert snapshot(page)["ply"] == ply, patch
        expect(page.locator("#notice")).to_be_hidden()
        record = stored(page, game)
        assert record["viewSeat"] == 0 and record["acknowledged"] == [] and record["mode"] == "computer", patch
        assert record["save"] == session_save(page)
    # the menu lists it as a game in progress, nothing damaged
    page.get_by_role("button", name=EN["table.menu"]).click()
    expect(page.locator(".saved-game.damaged")).to_have_count(0)


def damaged_keys(page: Page) -> list[str]:
    return page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('cardgames.damaged.')).sort()")


def test_a_record_that_is_not_json_is_set_aside_listed_and_kept(page: Page, site: str, tmp_path) -> None:
    game = "schnapsen"  # (the new-game dialog's first game: its Start below starts one)
    broken = '{"save": {"game": "' + game + '", "actions": [1, 2'
    store_on_device(page, site, {f"cardgames.save.{game}": broken, "cardgames.active": json.dumps(game)})

    page.goto(site + "?fast=1&seed=6")
    wait_engine(page)
    title = game_title(page, game)
    expect(page.locator("#notice")).to_have_text(EN["save.unreadable"].format(game=title))
    item = page.locator(".saved-game.damaged")
    expect(item).to_have_count(1)
    expect(item).to_contain_text(EN["menu.damaged"])
    assert page.evaluate("() => window.__app.session") is None
    # kept as it was, apart from the game's save key (so a new game cannot overwrite it)
    keys = damaged_keys(page)
    assert len(keys) == 1 and stored(page, game) is None
    assert json.loads(page.evaluate("(key) => localStorage.getItem(key)", keys[0]))["raw"] == broken

    # Download gives the stored text exactly
    with page.expect_download() as info:
        page.get_by_role("button", name=EN["menu.download_named"].format(game=title)).click()
    path = tmp_path / "damaged.json"
    info.value.save_as(path)
    assert path.read_text(encoding="utf-8") == broken

    # a new game of the same game leaves it alone
    start_game(page, "computer", "easy")
    assert damaged_keys(page) == keys
    page.get_by_role("button", name=EN["table.menu"]).click()
    expect(page.locator(".saved-game.damaged")).to_have_count(1)

    # Remove asks once more, then it is gone
    page.get_by_role("button", name=EN["menu.remove_named"].format(game=title)).click()
    page.get_by_role("button", name=EN["menu.remove_yes"]).click()
    expect(page.locator(".saved-game.damaged")).to_have_count(0)
    assert damaged_keys(page) == []
    assert stored(page, game) is not None, "the new game's save is untouched"


def test_a_save_the_engine_refuses_is_set_aside_not_deleted(page: Page, site: str) -> None:
    game = "schnapsen"
    record = device_record(game, seed=9)
    record["save"]["actions"] = "not a list"
    store_on_device(page, site, {f"cardgames.save.{game}": json.dumps(record), "cardgames.active": json.dumps(game)})

    page.goto(site + "?fast=1")
    wait_engine(page)
    prefix = EN["save.corrupt"].split("{message}")[0]
    expect(page.locator("#notice")).to_contain_text(prefix)
    expect(page.locator(".saved-game.damaged")).to_have_count(1)
    expect(page.locator(f'.saved-game[data-game="{game}"]')).to_have_count(0)
    keys = damaged_keys(page)
    assert len(keys) == 1 and stored(page, game) is None
    aside = json.loads(page.evaluate("(key) => localStorage.getItem(key)", keys[0]))
    assert json.loads(aside["raw"]) == record and "actions" in aside["reason"]
    # and it stays listed across reloads until removed
    page.goto(site + "?fast=1&menu=1")
    expect(page.locator(".saved-game.damaged")).to_have_count(1)


# -- another game's save, a new match in place of a running one (issue 18, item 7) ------------------------------------

def test_a_save_of_another_game_under_a_game_s_key_is_set_aside(page: Page, site: str) -> None:
    """Spike's save stored under Schnapsen's key is never resumed with Schnapsen's table: it is set aside as a
    damaged save (kept as it was), and Spike's own save is untouched."""
    spike = json.dumps(device_record("spike", seed=10))
    store_on_device(page, site, {"cardgames.save.spike": spike, "cardgames.save.schnapsen": spike,
                                 "cardgames.active": '"schnapsen"'})

    page.goto(site + "?fast=1")
    wait_engine(page)
    title = game_title(page, "schnapsen")
    expect(page.locator("#notice")).to_have_text(EN["save.unreadable"].format(game=title))
    assert page.evaluate("() => window.__app.session") is None, "another game's save was resumed"
    expect(page.locator(".saved-game.damaged")).to_have_count(1)
    keys = damaged_keys(page)
    assert len(keys) == 1 and keys[0].startswith("cardgames.damaged.schnapsen.") and stored(page, "schnapsen") is None
    assert json.loads(page.evaluate("(key) => localStorage.getItem(key)", keys[0]))["raw"] == spike
    assert page.evaluate("() => localStorage.getItem('cardgames.save.spike')") == spike
    expect(page.locator('.saved-game[data-game="spike"]')).to_have_count(1)


def test_a_new_match_asks_before_it_replaces_a_running_one_and_keeps_a_copy(page: Page, site: str) -> None:
    """Play -> Start on a game whose match is in progress asks first; "keep it" changes nothing; "start a new one"
    keeps a copy of the running match (listed in the menu, to download) before the new match takes its place."""
    open_site(page, site, seed=11)
    start_game(page, "computer", "easy")
    move(page, random.Random(2))
    game = page.evaluate("() => window.__app.session.game")
    before = page.evaluate("(g) => localStorage.getItem(`cardgames.save.${g}`)", game)
    page.get_by_role("button", name=EN["table.menu"]).click()

    page.locator(f'[data-play="{game}"]').click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    question = dialog.locator("#ng-replace")
    expect(question).to_be_visible()
    title = game_title(page, game)
    expect(question).to_contain_text(EN["newgame.replace_confirm"].format(game=title))
    question.get_by_role("button", name=EN["menu.abandon_no"]).click()
    expect(question).to_have_count(0)
    assert page.evaluate("(g) => localStorage.getItem(`cardgames.save.${g}`)", game) == before
    assert damaged_keys(page) == []

    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    dialog.get_by_role("button", name=EN["newgame.replace_yes"]).click()
    wait_idle(page)
    assert session_save(page)["actions"] != json.loads(before)["save"]["actions"]
    keys = damaged_keys(page)
    assert len(keys) == 1
    kept = json.loads(page.evaluate("(key) => localStorage.getItem(key)", keys[0]))
    assert kept["raw"] == before and kept["reason"] == "replaced"
    page.get_by_role("button", name=EN["table.menu"]).click()
    copy = page.locator(".saved-game[data-replaced]")
    expect(copy).to_contain_text(EN["menu.replaced"])
    expect(copy.get_by_role("button", name=EN["menu.download_named"].format(game=title))).to_be_visible()


def test_with_storage_full_a_running_match_is_replaced_only_once_the_person_has_its_copy(page: Page, site: str) -> None:
    """Storage full: "Yes, start a new match" threw the running match away without the promised copy (issue 37).
    Now the dialog says no copy could be kept and offers the running match as a download; "Keep the running match"
    changes nothing, and the new match starts only after the download."""
    open_site(page, site, seed=12)
    start_game(page, "computer", "easy")
    for n in range(4):
        move(page, random.Random(n))
    game = page.evaluate("() => window.__app.session.game")
    running = session_save(page)
    assert page.evaluate(FILL_STORAGE) == "QuotaExceededError"
    move(page, random.Random(9))  # this move cannot be stored: the session is newer than the stored record
    running = session_save(page)
    assert len(stored(page, game)["save"]["actions"]) < len(running["actions"])
    before = page.evaluate("(g) => localStorage.getItem(`cardgames.save.${g}`)", game)
    title = game_title(page, game)

    page.get_by_role("button", name=EN["table.menu"]).click()
    page.locator(f'[data-play="{game}"]').click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    dialog.get_by_role("button", name=EN["newgame.replace_yes"]).click()
    question = dialog.locator("#ng-replace")
    expect(question).to_contain_text(EN["newgame.copy_failed"].format(game=title))
    start = question.get_by_role("button", name=EN["newgame.copy_start"])
    expect(start).to_be_disabled()
    expect(dialog.locator("#ng-start")).to_be_disabled()
    question.get_by_role("button", name=EN["newgame.copy_keep"]).click()
    expect(question).to_have_count(0)
    assert session_save(page) == running and damaged_keys(page) == []
    assert page.evaluate("(g) => localStorage.getItem(`cardgames.save.${g}`)", game) == before

    dialog.locator("#ng-start").click()
    dialog.get_by_role("button", name=EN["newgame.replace_yes"]).click()
    with page.expect_download() as download:
        question.get_by_role("button", name=EN["newgame.copy_download"]).click()
    copy = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert copy["save"] == running, "the download is the running match, with its unsaved last move"
    assert session_save(page) == running, "nothing replaced before the person chose"
    expect(start).to_be_enabled()
    start.click()
    wait_idle(page)
    assert session_save(page)["actions"] != running["actions"]
