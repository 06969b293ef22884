"""Issue 35, items 5 and 3 through the real page: a match against the computer played to its end counts in the
statistics with a rating and its chart; Statistics' "Export everything" downloads one file; the device emptied (every
`cardgames.*` key gone: an empty profile), Import of that file brings back the game in progress, the statistics with
the rating and the settings, and names what is new; a second import of it finds nothing new; a file from a newer
version is refused with its reason and changes nothing. One test on the module's warm page: one Python start."""

from __future__ import annotations

import json
import random
from pathlib import Path

from playwright.sync_api import Page, expect

from harness import SCREENS
from pygame_core.core import rating
from pygame_core.core.ui_text import catalog
from table import (
    EN,
    device_record,
    open_save,
    open_site,
    play_to_the_match_end,
    resized,
    save_near_the_end,
    set_language,
    wait_engine,
)

GAME = "schnapsen"
DE = catalog("de")
SHOTS = SCREENS / "issue35"


def device_keys(page: Page) -> dict[str, str]:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('cardgames.'))"
                         ".map((k) => [k, localStorage.getItem(k)]))")


def empty_the_device(page: Page) -> None:
    """Every key of the site gone (an empty profile), the menu shown again."""
    page.evaluate("""async () => {
      const [{ goHome }, { closeSession }] = await Promise.all([import('./shell.js'), import('./session.js')]);
      closeSession();
      for (const key of Object.keys(localStorage)) if (key.startsWith('cardgames.')) localStorage.removeItem(key);
      document.querySelectorAll('dialog[open]').forEach((d) => d.close());
      goHome();
    }""")
    page.wait_for_function("() => document.body.dataset.ready === 'menu' && document.body.dataset.busy !== '1'")


def import_file(page: Page, path: Path) -> None:
    with page.expect_file_chooser() as chooser:
        page.locator("#keep-import").click()
    chooser.value.set_files(str(path))
    page.wait_for_function("() => !!document.getElementById('stats-status').dataset.result")


def shoot(page: Page, name: str, show: str = "") -> None:
    """Screenshots at 1366x768, 390x844 and 360x600, with ``show`` (a selector) scrolled into the dialog's view."""
    for size in ({"width": 1366, "height": 768}, {"width": 390, "height": 844}, {"width": 360, "height": 600}):
        with resized(page, size):
            page.wait_for_function(f"() => window.innerWidth === {size['width']}")
            if show:
                page.locator(show).first.evaluate("(e) => e.scrollIntoView({ block: 'center' })")
            page.screenshot(path=str(SHOTS / f"{name}-{size['width']}x{size['height']}.png"))


def test_export_then_import_into_an_empty_profile(warm_page: Page, site: str, tmp_path: Path) -> None:
    page = warm_page
    SHOTS.mkdir(parents=True, exist_ok=True)
    open_site(page, site)
    wait_engine(page)
    empty_the_device(page)
    # earlier matches on this device (made on CPython), then one more against the computer to its end: counted, rated
    earlier = None
    for t, (level, result) in enumerate([("easy", "won"), ("easy", "won"), ("medium", "lost"), ("medium", "won"),
                                         ("hard", "lost"), ("medium", "won"), ("hard", "draw"), ("hard", "lost")]):
        earlier = rating.update(earlier, GAME, level, result, 1_764_800_000_000 + t * 3_600_000)
    entry = {"played": 8, "won": 4, "drawn": 1, "streak": 0, "best": 2, "scoreSum": 20, "scored": 8, "undone": 0,
             "hinted": 0}
    page.evaluate("(text) => localStorage.setItem('cardgames.stats', text)", json.dumps(
        {"version": 1, "games": {GAME: {"recent": ["won", "won", "lost", "won", "lost", "won", "draw", "lost"],
                                        "levels": {"easy": entry}, "rating": earlier}}}))
    open_save(page, site, save_near_the_end(GAME, 2, seed=3))
    rng = random.Random(2)
    play_to_the_match_end(page, rng, 60, "the match")
    result = page.evaluate("() => window.__app.session.view.seat_result.result")
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('cardgames.stats')).games.{GAME}.rating.rated === 9")
    assert page.evaluate("() => localStorage.getItem('cardgames.persist_asked')") is not None  # asked once
    page.locator("#result-dialog").get_by_role("button", name=EN["match_over.menu"], exact=True).click()
    page.wait_for_function("() => document.body.dataset.ready === 'menu'")
    page.evaluate("(text) => localStorage.setItem('cardgames.save.striker', text)",
                  json.dumps(device_record("striker", 4)))  # a game in progress to take along
    page.evaluate("() => localStorage.setItem('cardgames.setting.deck', JSON.stringify('german'))")
    stats = json.loads(page.evaluate("() => localStorage.getItem('cardgames.stats')"))
    assert stats["games"][GAME]["levels"]["easy"]["played"] == 9
    rated = stats["games"][GAME]["rating"]
    expected = rating.update(earlier, GAME, "easy", result, rated["history"][-1]["t"])
    assert rated == expected  # the engine's rule, applied once
    page.locator("#show-stats").click()
    dialog = page.locator("#stats-dialog")
    shown = dialog.locator(f'.stats-game[data-game="{GAME}"] .rating')
    expect(shown).to_have_attribute("data-value", str(round(rated["value"])))
    expect(shown.locator(".rating-value")).to_have_text(EN["rating.value"].format(rating=round(rated["value"])))
    expect(shown.locator(".rating-chart circle")).to_have_count(9)
    shoot(page, "stats-rating-en", ".rating-chart")

    # Export: one file with every section
    with page.expect_download() as download:
        page.locator("#keep-export").click()
    exported = tmp_path / "export.json"
    download.value.save_as(exported)
    expect(page.locator("#stats-status")).to_contain_text(EN["keep.exported"].split(":")[0])
    file = json.loads(exported.read_text())
    assert file["format"] == "cardgames-keep" and file["version"] == 1
    assert set(file["saves"]) == {"striker"} and file["settings"]["deck"] == "german"
    assert file["stats"] == stats
    before = device_keys(page)

    # an empty profile: Import brings it all back and names it
    empty_the_device(page)
    page.locator("#show-stats").click()
    expect(dialog.locator(".stats-empty")).to_be_visible()
    import_file(page, exported)
    status = page.locator("#stats-status")
    expect(status).to_have_attribute("data-result", "imported")
    expect(status).to_contain_text(EN["keep.imported"])
    # Striker's match, Schnapsen's statistics and rating, the settings, and the finished match's practice record
    # (web/practice.js stores a match against the computer for its review at once)
    assert "practice" in file
    expect(status.locator(".keep-news li")).to_have_count(5)
    expect(status).to_contain_text(EN["keep.practice"])
    expect(status).to_contain_text(EN["keep.rating"].format(game="Schnapsen", rating=round(rated["value"])))
    expect(shown).to_have_attribute("data-value", str(round(rated["value"])))  # the rating in Statistics again
    expect(shown.locator(".rating-chart circle")).to_have_count(9)
    after = device_keys(page)
    for key in ("cardgames.stats", "cardgames.setting.deck"):
        assert json.loads(after[key]) == json.loads(before[key]), key
    restored = json.loads(after["cardgames.save.striker"])
    kept = json.loads(before["cardgames.save.striker"])
    assert restored["save"] == kept["save"] and restored["updated"] == kept["updated"]  # the record as store.js reads it
    shoot(page, "keep-imported-en")
    expect(page.locator(".saved-game[data-game='striker'] [data-resume]")).to_be_attached()  # listed in the menu

    # the same file again: nothing new; a newer version's file: refused, nothing changed
    import_file(page, exported)
    expect(status).to_have_text(EN["keep.nothing_new"])
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**file, "version": 99, "stats": None}))
    page.evaluate("() => delete document.getElementById('stats-status').dataset.result")
    import_file(page, newer)
    expect(status).to_have_attribute("data-result", "refused")
    expect(status).to_contain_text(EN["keep.refused"].split(":")[0])
    assert device_keys(page) == after

    # storage that fills up halfway through the import: every key put back, nothing half-merged
    empty_the_device(page)
    page.locator("#show-stats").click()
    page.evaluate("""() => { const set = Storage.prototype.setItem; window.__set = set;
      Storage.prototype.setItem = function (key, value) {
        if (key === 'cardgames.stats') throw new DOMException('full', 'QuotaExceededError');
        return set.call(this, key, value); }; }""")
    emptied = device_keys(page)
    page.evaluate("() => delete document.getElementById('stats-status').dataset.result")
    import_file(page, exported)
    page.evaluate("() => { Storage.prototype.setItem = window.__set; }")
    expect(status).to_have_text(EN["keep.write_failed"])
    expect(status).to_have_attribute("data-result", "not_written")
    assert device_keys(page) == emptied

    # German: the refusal and the import message in its words
    dialog.locator("#stats-close").click()
    set_language(page, "de")
    page.locator("#show-stats").click()
    page.evaluate("() => delete document.getElementById('stats-status').dataset.result")
    import_file(page, newer)
    expect(status).to_contain_text(DE["keep.refused"].split(":")[0])
    shoot(page, "keep-refused-de")
    empty_the_device(page)
    page.evaluate("() => localStorage.setItem('cardgames.setting.lang', JSON.stringify('de'))")
    page.locator("#show-stats").click()
    import_file(page, exported)
    expect(status).to_contain_text(DE["keep.imported"])
    expect(shown.locator(".rating-value")).to_have_text(DE["rating.value"].format(rating=round(rated["value"])))
    shoot(page, "keep-imported-de")
    dialog.locator("#stats-close").click()
    page.locator("#show-stats").click()
    shoot(page, "stats-rating-de", ".rating-chart")
    dialog.locator("#stats-close").click()
    set_language(page, "en")
