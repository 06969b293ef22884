"""Issue 35's new dialogs in German and Dutch at 1366x768, 390x844 and 360x600, screenshot and checked for text that is
cut or runs out of its box: the daily deal's result, a practice position (the question and the judged answer), the
Statistics dialog (the table, the rating chart, Export and Import) and an import's result. What a device holds is
made on CPython and stored before the dialogs open, so nothing is played here. One test on the module's warm page:
one Python start in the browser. The screenshots: ``E2E_SCREENS``/issue35/screens35-*."""

from __future__ import annotations

import datetime
import json
import random
import re
from typing import Any

from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, SCREENS
from pygame_core import bridge
from pygame_core.core import rating
from pygame_core.core.ui_text import catalog
from table import answer_puzzle, open_site, resized, set_language, wait_engine, wait_idle

SHOTS = SCREENS / "issue35"
SIZES = ({"width": 1366, "height": 768}, {"width": 390, "height": 844}, {"width": 360, "height": 600})
LANGS = ("de", "nl")
DAILY_GAME = "schnapsen"
PRACTICE_GAME = "spike"

#: Elements of ``root`` whose text is cut or runs out of its box: out of the screen sideways, wider than a box that
#: hides what overflows, or text wider than its own box (a word that does not wrap), or a box that scrolls sideways
#: (its content out of sight) unless it is made to (``data-scroll-x``: the Statistics table's box, which keeps its
#: strength column in sight; Spike's row of the opponent's POWER cards on a short phone frame, web/tables/spike.css);
#: what is inside a box that scrolls sideways is not counted as out of the screen.
OVERFLOWS = """(root) => {
  const MADE_TO_SCROLL = '[data-scroll-x], .spk-power-left';
  const vw = document.documentElement.clientWidth;
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '');
  const scrolls = (e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX);
  const found = [];
  for (const e of root.querySelectorAll('*')) {
    if (!e.getClientRects().length || e.closest('svg') && e.tagName.toLowerCase() !== 'svg') continue;
    // hidden on purpose: for screen readers only (a 1-px box), or out of sight (the side drawer while closed)
    if (e.clientWidth <= 1 && e.clientHeight <= 1 || getComputedStyle(e).visibility !== 'visible') continue;
    let box = e.parentElement;
    while (box && box !== root.parentElement && !scrolls(box)) box = box.parentElement;
    const inScroll = box && box !== root.parentElement;
    const r = e.getBoundingClientRect();
    const text = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!inScroll && (r.right > vw + 1 || r.left < -1)) found.push(`${name(e)} out of the screen (${Math.round(r.left)}..${Math.round(r.right)} of ${vw})`);
    const style = getComputedStyle(e);
    if (scrolls(e) && e.scrollWidth > e.clientWidth + 1 && !e.matches(MADE_TO_SCROLL))
      found.push(`${name(e)} scrolls sideways (${e.scrollWidth} > ${e.clientWidth}): part of it is out of sight`);
    if (['hidden', 'clip'].includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1 && text)
      found.push(`${name(e)} cut (${e.scrollWidth} > ${e.clientWidth})`);
    if (style.overflowX === 'visible' && text && e.scrollWidth > e.clientWidth + 1 && style.display !== 'inline')
      found.push(`${name(e)} text wider than its box (${e.scrollWidth} > ${e.clientWidth}): ${e.textContent.trim().slice(0, 40)}`);
  }
  return found;
}"""


def cpython(request: dict[str, Any]) -> dict[str, Any]:
    answer = bridge.handle_obj(request)
    assert answer["ok"], answer
    return answer


def daily_link(date: str) -> str:
    """The replay link's text of a daily Schnapsen deal of ``date`` played to its end on CPython."""
    answer = cpython({"cmd": "new_game", "game": DAILY_GAME, "daily": date, "today": date,
                      "seats": ["human", "ai:hard"]})
    gid = answer["id"]
    while not answer["view"]["over"]:
        if answer["view"]["to_move"] == 0:
            answer = cpython({"cmd": "act", "id": gid, "seat": 0, "action": answer["view"]["legal"][0]["id"]})
        else:
            answer = cpython({"cmd": "ai_move", "id": gid})
    packed = cpython({"cmd": "share", "id": gid, "seat": 0})["packed"]
    cpython({"cmd": "close", "id": gid})
    return str(packed)


def practice_position(today: str) -> tuple[dict[str, Any], str]:
    """A practice position of a careless Spike match (made on CPython) and a move the judge counts wrong there."""
    answer = cpython({"cmd": "new_game", "game": PRACTICE_GAME, "seed": 7, "seats": ["human", "ai:hard"]})
    gid, rng = answer["id"], random.Random(7)
    while not answer["view"]["over"]:
        if answer["view"]["to_move"] == 0:
            answer = cpython({"cmd": "act", "id": gid, "seat": 0, "action": rng.choice(answer["view"]["legal"])["id"]})
        else:
            answer = cpython({"cmd": "ai_move", "id": gid, "view_seat": 0})
    save = {**answer["save"], "names": [{"you": True}, {"computer": True}]}
    cpython({"cmd": "close", "id": gid})
    position = cpython({"cmd": "practice_review", "save": save, "seat": 0, "today": today, "count": 12})["positions"][0]
    judged = cpython({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                      "action": position["chosen"]})
    wrong = position["chosen"] if position["chosen"] not in judged["best"] else None
    assert wrong is not None
    return position, wrong


def stats_record() -> dict[str, Any]:
    earlier = None
    for t, (level, result) in enumerate([("easy", "won"), ("easy", "won"), ("medium", "lost"), ("medium", "won"),
                                         ("hard", "lost"), ("medium", "won"), ("hard", "draw"), ("hard", "won")]):
        earlier = rating.update(earlier, DAILY_GAME, level, result, 1_764_800_000_000 + t * 3_600_000)
    entry = {"played": 12, "won": 7, "drawn": 1, "streak": 2, "best": 3, "scoreSum": 31, "scored": 12, "undone": 1,
             "hinted": 0}
    return {"version": 1, "games": {DAILY_GAME: {"recent": ["won", "won", "lost", "won", "lost", "won", "draw", "won"],
                                                 "levels": {"easy": entry, "medium": dict(entry, played=4, won=2),
                                                            "hard": dict(entry, played=3, won=1)},
                                                 "rating": earlier}}}


def import_text(today: str) -> str:
    """An export from another device: Striker's statistics and daily deals, a setting this device has not made."""
    entry = {"played": 3, "won": 2, "drawn": 0, "streak": 1, "best": 2, "scoreSum": 5, "scored": 3, "undone": 0,
             "hinted": 0}
    yesterday = (datetime.date.fromisoformat(today) - datetime.timedelta(days=1)).isoformat()
    device = {"stats": {"version": 1, "games": {"striker": {"recent": ["won", "lost", "won"],
                                                            "levels": {"medium": entry}}}},
              "daily": {"striker": {"days": [yesterday], "last": {"date": yesterday, "result": "won"}}},
              "settings": {"sound": False}}
    return str(cpython({"cmd": "keep_export", "device": device, "exported": f"{today}T08:00:00Z"})["text"])


def shoot(page: Page, name: str, root: str, show: str = "") -> list[str]:
    """Screenshots at the three sizes (``show`` scrolled into view first); answers what :data:`OVERFLOWS` finds in
    ``root`` at each, and any "null", "undefined" or "NaN" in its text (a value written as text by mistake)."""
    problems: list[str] = []
    for size in SIZES:
        with resized(page, size):
            page.wait_for_function(f"() => window.innerWidth === {size['width']}")
            page.wait_for_timeout(300)  # (the side panels' drawer slides out of sight on a narrow screen)
            if show:
                page.locator(show).first.evaluate("(e) => e.scrollIntoView({ block: 'center' })")
            page.screenshot(path=str(SHOTS / f"screens35-{name}-{size['width']}x{size['height']}.png"))
            found = page.locator(root).first.evaluate(OVERFLOWS)
            shown = page.locator(root).first.inner_text()
            found += [f"shows {word!r}" for word in re.findall(r"\b(?:null|undefined|NaN)\b", shown)]
            problems.extend(f"{name} {size['width']}x{size['height']}: {line}" for line in found)
    return problems


def test_the_new_dialogs_in_german_and_dutch_fit_every_screen(warm_page: Page, site: str) -> None:
    page = warm_page
    SHOTS.mkdir(parents=True, exist_ok=True)
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    yesterday = (datetime.date.fromisoformat(today) - datetime.timedelta(days=1)).isoformat()
    daily = {"days": [yesterday, today], "last": {"date": today, "result": "won", "packed": daily_link(today),
                                                  "step": 0}}
    position, wrong = practice_position(today)
    stored = {"cardgames.daily.schnapsen": json.dumps(daily), "cardgames.stats": json.dumps(stats_record()),
              "cardgames.practice": json.dumps({"format": 1, "pending": [], "positions": [position], "failed": [],
                                                "reviewed": [], "learned": {PRACTICE_GAME: 3}})}
    text = import_text(today)
    open_site(page, site)
    wait_engine(page)
    problems: list[str] = []
    for lang in LANGS:
        words = catalog(lang)
        page.evaluate("""(items) => {
          for (const key of Object.keys(localStorage)) if (key.startsWith('cardgames.daily.')) localStorage.removeItem(key);
          localStorage.removeItem('cardgames.setting.sound');
          for (const [key, text] of Object.entries(items)) localStorage.setItem(key, text);
        }""", stored)
        open_site(page, site)
        set_language(page, lang)

        # the daily deal's result, its streak and its replay link
        page.locator(f'.game-tile[data-game="{DAILY_GAME}"] [data-daily]').click()
        dialog = page.locator("#daily-dialog")
        expect(dialog).to_contain_text(words["daily.streak"].format(count=2))
        problems += shoot(page, f"daily-{lang}", "#daily-dialog")
        dialog.get_by_role("button", name=words["daily.close"]).click()

        # a practice position: the question, then the judged (wrong) answer
        page.locator(f'.game-tile[data-game="{PRACTICE_GAME}"] [data-practice]').click()
        wait_idle(page)
        expect(page.locator(f'.practice-intro[data-practice="{position["id"]}"]')).to_be_visible()
        problems += shoot(page, f"practice-question-{lang}", "body")
        answer_puzzle(page, wrong)
        verdict = page.locator(".replay-puzzle .puzzle-verdict")
        expect(verdict).to_have_class("puzzle-verdict wrong", timeout=ENGINE_TIMEOUT_MS)
        problems += shoot(page, f"practice-judged-{lang}", "body", ".replay-puzzle .puzzle-verdict")
        open_site(page, site)
        # the tile's summary once nothing is due: the positions learned are counted
        page.locator(f'.game-tile[data-game="{PRACTICE_GAME}"] [data-practice]').click()
        practice = page.locator("#practice-dialog")
        expect(practice.locator(".practice-learned")).to_have_text(words["practice.learned"].format(count=3))
        problems += shoot(page, f"practice-summary-{lang}", "#practice-dialog")
        practice.get_by_role("button", name=words["daily.close"]).click()

        # Statistics: the table, the rating chart, Export and Import
        page.locator("#show-stats").click()
        stats = page.locator("#stats-dialog")
        expect(stats.locator(".rating-chart")).to_be_visible()
        problems += shoot(page, f"stats-table-{lang}", "#stats-dialog", ".stats-table")
        with resized(page, SIZES[2]):  # 360 px: the table's box scrolled to its end shows the average, readable
            page.wait_for_function("() => window.innerWidth === 360")
            box = stats.locator(".stats-table-box").first
            box.evaluate("(b) => { b.scrollIntoView({ block: 'center' }); b.scrollLeft = b.scrollWidth; }")
            page.screenshot(path=str(SHOTS / f"screens35-stats-table-scrolled-{lang}-360x600.png"))
            assert box.evaluate("""(b) => { const r = b.getBoundingClientRect();
              const cells = [...b.querySelectorAll('[data-stat="average"], thead th:last-child')];
              return cells.every((c) => { const x = c.getBoundingClientRect();
                return x.left >= r.left - 1 && x.right <= r.right + 1 && c.scrollWidth <= c.clientWidth + 1; }); }""")
        problems += shoot(page, f"stats-rating-{lang}", "#stats-dialog", ".rating-chart")
        with page.expect_file_chooser() as chooser:
            page.locator("#keep-import").click()
        chooser.value.set_files(files=[{"name": "cardgames-export.json", "mimeType": "application/json",
                                        "buffer": text.encode("utf-8")}])
        page.wait_for_function("() => document.getElementById('stats-status').dataset.result === 'imported'")
        expect(page.locator("#stats-status .keep-news li")).to_have_count(3)
        problems += shoot(page, f"import-{lang}", "#stats-dialog", "#stats-status")
        stats.locator("#stats-close").click()
    (SHOTS / "screens35-problems.txt").write_text("\n".join(problems) + "\n")
    assert not problems, "\n".join(problems)
