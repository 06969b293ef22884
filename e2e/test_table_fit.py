"""Tables a person can read in every frame (issue 34, build 3): Strand-Cup's net, both teams and the rally's cards
inside the frame and not covered from 320x480 to a blog's 820x653 frame and in the lesson; the current rally's cards
never beside the last rally's result. Screenshots of each screen (SCREENS/fit-*.png).

The tables are opened on the module's started page (conftest's ``warm_page``) at each size (``table.resized``), from
saves played on CPython (``table.cpython_save``) rather than by clicking to the position."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from harness import SCREENS, RequestLog, new_context
from pygame_core.core.ui_text import catalog
from table import EN, cpython_save, open_save, open_site, play_step, resized, start_game, wait_idle

#: The frames of issue 34: the smallest phone frame, a phone's frame in a blog, a phone, the blog's example frame.
FRAMES = {"320x480": {"width": 320, "height": 480}, "360x600": {"width": 360, "height": 600},
          "390x844": {"width": 390, "height": 844}, "820x653": {"width": 820, "height": 653}}

#: Where each element the selectors name lies, and what of it is out of sight: outside the window, clipped by a
#: scrolling (or hidden-overflow) box around it, or covered by something else at its centre and corners (inset 3 px).
SEEN = """(selectors) => {
  const W = window.innerWidth, H = window.innerHeight;
  const out = [];
  for (const [name, selector] of selectors) {
    const els = [...document.querySelectorAll(selector)];
    if (!els.length) { out.push({ name, problem: 'missing' }); continue; }
    for (const el of els) {
      const r = el.getBoundingClientRect();
      let clip = { left: 0, top: 0, right: W, bottom: H };
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX !== 'visible' || st.overflowY !== 'visible') {
          const b = a.getBoundingClientRect();
          clip = { left: Math.max(clip.left, b.left), top: Math.max(clip.top, b.top),
                   right: Math.min(clip.right, b.right), bottom: Math.min(clip.bottom, b.bottom) };
        }
      }
      const box = { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), bottom: Math.round(r.bottom) };
      if (r.width < 1 || r.height < 1) { out.push({ name, problem: 'empty', box }); continue; }
      if (r.left < clip.left - 1 || r.top < clip.top - 1 || r.right > clip.right + 1 || r.bottom > clip.bottom + 1) {
        out.push({ name, problem: 'cut', box, clip }); continue;
      }
      const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.top + 3],
                      [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3]];
      const covered = points.map(([x, y]) => document.elementFromPoint(x, y))
        .filter((hit) => !hit || !(el.contains(hit) || hit.contains(el)));
      if (covered.length) out.push({ name, problem: 'covered', box, by: covered.map((c) => c ? c.className || c.tagName : 'none') });
    }
  }
  return out;
}"""

#: Strand-Cup's court as a person must see it: the net, each team's side, the current rally's latest three cards (a
#: longer rally's older cards are a sideways scroll away on a phone, under the strip's faded edge).
COURT_PARTS = [["net", "#table .sc-net"], ["team", "#table .sc-side-team"],
               ["rally card", "#table .sc-chain .sc-step:nth-last-child(-n+3) .sc-card"]]


def seen_problems(page: Page, parts: list[list[str]]) -> list[dict[str, Any]]:
    return page.evaluate(SEEN, parts)


def mid_rally(view: dict, save: dict) -> bool:
    """A position the person decides on with three cards of the current rally down and a rally of the set won."""
    table = view["contract"]["table"]  # the court's fields (issue 32)
    return (view["to_move"] == 0 and len(table.get("steps") or []) >= 3 and bool(table.get("last_rally"))
            and table["last_rally"]["set"] == table["set_no"] and not view["over"])


_SAVES: dict[str, dict] = {}


def strandcup_mid_rally(players: int = 4) -> dict:
    key = f"sc{players}"
    if key not in _SAVES:
        _SAVES[key] = cpython_save("strandcup", mid_rally, ["human"] + ["ai:easy"] * (players - 1),
                                   {"players": players}, seed=3)
    return _SAVES[key]


@pytest.mark.parametrize("frame", list(FRAMES))
def test_strandcup_court_and_rally_in_every_frame(warm_page: Page, site: str, frame: str) -> None:
    page = warm_page
    SCREENS.mkdir(parents=True, exist_ok=True)
    with resized(page, FRAMES[frame]):
        open_save(page, site, strandcup_mid_rally())
        wait_idle(page)
        page.screenshot(path=str(SCREENS / f"fit-strandcup-{frame}.png"))
        view = page.evaluate("() => window.__app.session.view")
        assert len(view["contract"]["table"]["steps"]) >= 1, "the position has the current rally's cards"
        problems = seen_problems(page, COURT_PARTS)
        assert problems == [], problems
        # the current rally's cards never beside the last rally's result
        assert page.locator("#table .sc-chain .sc-last-rally").count() == 0


#: The lesson's screens: the desktop of issue 34 and the frames above.
LESSON_FRAMES = {"1366x768": {"width": 1366, "height": 768}, **FRAMES}


#: In the lesson on a phone the banner takes the lines the far team needs: the net and the rally's cards stay in
#: sight, the teams are a scroll away inside the court (its sand scrolls; the keyboard reaches it).
PHONE_LESSON = [part for part in COURT_PARTS if part[0] != "team"]


@pytest.mark.parametrize("frame", list(LESSON_FRAMES))
def test_strandcup_lesson_keeps_the_rally_in_sight(warm_page: Page, site: str, frame: str) -> None:
    """Every step of the Strand-Cup lesson: the lesson's box never squeezes the court or the rally's cards."""
    from test_tutorial import follow, open_lesson

    page = warm_page
    SCREENS.mkdir(parents=True, exist_ok=True)
    with resized(page, LESSON_FRAMES[frame]):
        open_lesson(page, site, "strandcup")
        checked = 0
        for step in range(40):
            if not page.locator("#tutorial-text").get_attribute("data-expected"):
                break
            if page.locator("#table .sc-chain .sc-step").count() >= 2:
                if checked == 0:
                    page.screenshot(path=str(SCREENS / f"fit-strandcup-lesson-{frame}.png"))
                problems = seen_problems(page, (COURT_PARTS if LESSON_FRAMES[frame]["width"] >= 700 else PHONE_LESSON)
                                         + [["lesson", "#tutorial-banner"]])
                assert problems == [], (step, problems)
                assert page.locator("#table .sc-chain .sc-last-rally").count() == 0
                checked += 1
            follow(page)
        assert checked >= 2, checked


# -- the pace (issue 34, item 5) -----------------------------------------------------------------------------------

def test_instant_waits_only_for_the_computers_thinking(browser: Browser, requests_log: RequestLog, site: str) -> None:
    """At speed instant, a 4-player Striker against three computers (the site's own pause before computer moves, not
    the tests' ``fast=1``): no pause at all between a person's decisions, only the engine's thinking."""
    from test_sound_pace import own_decision_waits, striker_vs_computers

    context = new_context(browser, requests_log, viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        striker_vs_computers(page, site, "instant")
        assert page.evaluate("() => window.__motion.speedName()") == "instant"
        waits = own_decision_waits(page, 4)
        print("instant waits:", waits)
        assert len(waits) >= 4 and any(w["moves"] >= 3 for w in waits), waits
        assert [w["paused"] for w in waits] == [0] * len(waits), waits
        assert [w["travelled"] for w in waits] == [0] * len(waits), waits  # no card travels: only the thinking
        assert page.locator("#skip-hint").count() == 0  # nothing to skip
    finally:
        context.close()


#: A tap on the note, if it is still there (one step in the page: the wait cannot end between the look and the tap).
TAP_THE_NOTE = ("() => { const note = document.getElementById('skip-hint'); if (!note) return false; "
                "note.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); return true; }")


def test_the_first_long_wait_says_a_tap_skips_it(browser: Browser, requests_log: RequestLog, site: str) -> None:
    """At speed normal against three computers the first long wait shows "tap to skip"; a tap on it skips the wait,
    and it does not come back in later waits of the visit. Its words are in English, German and Dutch.

    The screenshot of the note is taken before the tap; on a slow machine the wait may end by itself meanwhile (the
    fresh clone's run of 2026-12-05 tapped a note already gone), and then the note, shown once a visit, is looked for
    again in a new visit (at most three)."""
    from test_sound_pace import own_decision_waits, striker_vs_computers
    from test_striker import person_step

    texts = {lang: catalog(lang)["pace.skip_hint"] for lang in ("en", "de", "nl")}
    assert len(set(texts.values())) == 3, texts  # translated, not the English fallback
    tapped = False
    for _visit in range(3):
        context = new_context(browser, requests_log, motion=True, viewport={"width": 1366, "height": 768})
        page = context.new_page()
        try:
            striker_vs_computers(page, site, "normal")
            before = page.evaluate("() => window.__pace.waits.length")
            rng = random.Random(7)
            for _ in range(20):  # until a wait of several computer moves: the note shows in it
                wait_idle(page)
                person_step(page, rng)
                page.wait_for_timeout(100)  # the computers' turn has begun, if the decision ended the person's turn
                page.wait_for_function("() => document.getElementById('skip-hint') || (document.body.dataset.ready "
                                       "=== 'table' && document.body.dataset.busy !== '1')", timeout=30_000)
                if page.locator("#skip-hint").count():
                    break
            note = page.locator("#skip-hint")
            expect(note).to_have_text(EN["pace.skip_hint"])
            SCREENS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SCREENS / "fit-pace-skip-hint.png"))
            tapped = page.evaluate(TAP_THE_NOTE)  # a tap on the note skips the wait
            if not tapped:  # the wait ended by itself during the screenshot, and the note with it
                expect(note).to_have_count(0)
                continue
            expect(note).to_have_count(0)
            wait_idle(page)
            waits = page.evaluate(f"() => window.__pace.waits.slice({before})")
            assert waits and waits[-1]["skipped"], waits
            assert page.evaluate("() => window.__pace.skipHint") == EN["pace.skip_hint"]
            later = own_decision_waits(page, 2)
            assert later and page.locator("#skip-hint").count() == 0, later  # once a visit
            break
        finally:
            context.close()
    assert tapped, "the note was gone before the tap in three visits"


# -- Spike in a blog's phone frame (issue 34, build 3) ---------------------------------------------------------------

def test_spike_in_a_360x600_frame_has_no_region_the_keyboard_cannot_reach(warm_page: Page, site: str) -> None:
    """axe's scrollable-region-focusable: every region that scrolls can be reached with the keyboard (or does not
    scroll), at the start of a match and a few moves in."""
    from test_a11y import axe

    page = warm_page
    with resized(page, FRAMES["360x600"]):
        open_site(page, site, seed=5)
        start_game(page, "computer", "easy", game="spike")
        rng = random.Random(5)
        for move in range(4):
            found = [v for v in axe(page, f"spike 360x600 move {move}") if v["id"] == "scrollable-region-focusable"]
            if move == 0:
                page.screenshot(path=str(SCREENS / "fit-spike-360x600.png"))
            assert found == [], found
            play_step(page, rng)


# -- Striker's lesson: the ring on the move to make now (issue 34, build 3: "moves 2 and 8") -------------------------

def test_striker_lesson_rings_the_place_once_the_card_is_picked(warm_page: Page, site: str) -> None:
    """At each lesson step that puts a hand card on an attack: picked, the card is no longer ringed, the attack it
    goes on is (and it is a button that makes the move); then it is played there."""
    from test_tutorial import expected, follow, open_lesson

    page = warm_page
    SCREENS.mkdir(parents=True, exist_ok=True)
    open_lesson(page, site, "striker")
    checked = []
    for step in range(30):
        action = expected(page)
        if not action:
            break
        progress = page.locator(".tutorial-progress").text_content() or ""
        ringed_cards = page.locator("#table .stk-hand .card-button.tutorial-expected:visible")
        if "@" in action and ringed_cards.count() and not page.locator(f'#table [data-action="{action}"]').count():
            ringed_cards.first.click()
            wait_idle(page)
            if expected(page) == action:  # picked: its places lit up
                page.screenshot(path=str(SCREENS / f"fit-striker-lesson-step{step + 1}.png"))
                assert page.locator("#table .stk-hand .tutorial-expected").count() == 0, (progress, "card still ringed")
                place = page.locator("#table .tutorial-expected:visible")
                assert place.count() == 1, (progress, place.count())
                assert place.first.get_attribute("data-action") == action
                assert place.first.evaluate("(e) => e.matches('.stk-top.target.legal, .stk-options button')"), progress
                place.first.click()
                wait_idle(page)
                checked.append(progress)
                continue
        if not expected(page):  # the lesson's last move made
            break
        follow(page)
    print("checked:", checked)
    assert len(checked) >= 2, checked


# -- Striker's pitch (issue 34, build 3) ------------------------------------------------------------------------------

#: Each attack's lane as drawn: its owner, whether it runs right to left, its number, where its top card and its
#: owner's label lie (and whether the label shows every letter), the grass's box and the window's width.
PITCH = """() => {
  const view = window.__app.session.view;
  const grass = document.querySelector('#table .stk-grass').getBoundingClientRect();
  const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  // the top card where it is drawn: its marker and the card inside it (a card once sat 9 px below its marker)
  const hull = (a, b) => { const p = box(a), q = box(b); return { left: Math.min(p.left, q.left), right: Math.max(p.right, q.right),
    top: Math.min(p.top, q.top), bottom: Math.max(p.bottom, q.bottom) }; };
  const lanes = [...document.querySelectorAll('#table .stk-lane.stk-attack')].map((lane) => {
    const attack = view.contract.table.attacks.find((a) => String(a.id) === lane.dataset.attack);
    const who = lane.querySelector('.stk-lane-who');
    return { id: attack.id, owner: attack.owner, number: attack.number, mirrored: lane.classList.contains('mirrored'),
      marker: hull(lane.querySelector('.stk-marker'), lane.querySelector('.stk-marker .stk-card')),
      no: box(lane.querySelector('.stk-no')), who: box(who), tagged: who.contains(lane.querySelector('.stk-no')),
      whole: who.scrollWidth <= who.clientWidth + 1, text: who.textContent };
  });
  // the grass as seen: inside the pitch, which hides what overflows it, inside the field (which scrolls what does not fit)
  const g = box(document.querySelector('#table .stk-grass')), p = box(document.querySelector('#table .stk-pitch'));
  const f = box(document.querySelector('#table .stk-field'));
  const seen = { left: Math.max(g.left, p.left, f.left), right: Math.min(g.right, p.right, f.right),
                 top: Math.max(g.top, p.top, f.top), bottom: Math.min(g.bottom, p.bottom, f.bottom) };
  return { seat: view.seat, lanes, grass: seen, width: window.innerWidth };
}"""


def pitch_problems(drawn: dict) -> list[str]:
    out = []
    grass = drawn["grass"]

    def inside(b: dict, what: str) -> None:
        if b["left"] < grass["left"] - 0.5 or b["right"] > grass["right"] + 0.5 or b["left"] < -0.5 \
                or b["right"] > drawn["width"] + 0.5:
            out.append(f"{what} cut: {b} in {grass}")
        if b["top"] < grass["top"] - 0.5 or b["bottom"] > grass["bottom"] + 0.5:  # the lowest lane's card too
            out.append(f"{what} cut at the pitch's top or bottom: {b} in {grass}")

    def overlap(a: dict, b: dict) -> bool:
        return min(a["right"], b["right"]) - max(a["left"], b["left"]) > 1 and \
            min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 1

    for lane in drawn["lanes"]:
        name = f"attack {lane['id']} of seat {lane['owner']} at {lane['number']}"
        if lane["mirrored"] != (lane["owner"] != drawn["seat"]):
            out.append(f"{name}: runs the wrong way (mirrored={lane['mirrored']})")
        middle = ((lane["marker"]["left"] + lane["marker"]["right"]) / 2 - grass["left"]) / (grass["right"] - grass["left"])
        toward_right = not lane["mirrored"]
        if lane["number"] <= 4 and (middle > 0.5) == toward_right or lane["number"] >= 8 and (middle < 0.5) == toward_right:
            out.append(f"{name}: top card at {middle:.2f} of the pitch")
        inside(lane["marker"], f"{name}: top card")
        inside(lane["no"], f"{name}: number")
        inside(lane["who"], f"{name}: label")
        for other in drawn["lanes"]:
            if overlap(lane["who"], other["marker"]):
                out.append(f"{name}: label {lane['text']!r} over the top card of attack {other['id']}")
            if (other is not lane or not lane["tagged"]) and overlap(lane["no"], other["who"]):
                out.append(f"{name}: number over the label {other['text']!r}")
        arrow = "←" if lane["mirrored"] else "→"
        if arrow not in lane["text"]:
            out.append(f"{name}: label {lane['text']!r} without its way {arrow}")
    return out


def striker_attacks_of_several(players: int) -> dict:
    """A Striker position the person decides on with three attacks or more, of the person and of others."""
    key = f"stk{players}"
    if key not in _SAVES:
        def several(view: dict, save: dict) -> bool:
            owners = {attack["owner"] for attack in view["contract"]["table"]["attacks"]}
            return view["to_move"] == 0 and view["contract"]["table"]["phase"] == "turn" \
                and len(view["contract"]["table"]["attacks"]) >= 3 \
                and 0 in owners and len(owners) >= 2
        _SAVES[key] = cpython_save("striker", several, ["human"] + ["ai:easy"] * (players - 1), {"players": players},
                                   seed=2)
    return _SAVES[key]


PITCH_FRAMES = {"1366x768": {"width": 1366, "height": 768}, **FRAMES}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("frame", list(PITCH_FRAMES))
def test_striker_attacks_run_their_way_with_labels_beside_their_cards(warm_page: Page, site: str, frame: str,
                                                                     players: int) -> None:
    page = warm_page
    SCREENS.mkdir(parents=True, exist_ok=True)
    with resized(page, PITCH_FRAMES[frame]):
        open_save(page, site, striker_attacks_of_several(players))
        wait_idle(page)
        page.screenshot(path=str(SCREENS / f"fit-striker-{players}p-{frame}.png"))
        drawn = page.evaluate(PITCH)
        assert len(drawn["lanes"]) >= 3, drawn
        problems = pitch_problems(drawn)
        assert problems == [], problems


def test_the_blog_examples_court_fits_its_820x653_frame(browser: Browser, requests_log: RequestLog, site: str) -> None:
    """The blog page's Strand-Cup rulebook example (web/blog.html) in a frame of 820x653: at every move its caption
    explains, the net, both teams and the rally's cards lie inside the frame. (An embed starts its own engine.)"""
    context = new_context(browser, requests_log, viewport=FRAMES["820x653"])
    page = context.new_page()
    try:
        page.goto(site + "embed.html?game=strandcup&example=worked_example")
        page.wait_for_function("() => document.body.dataset.busy !== '1' && document.querySelector('.replay-position')",
                               timeout=60_000)
        for move in range(1, 6):
            page.get_by_role("button", name=f"{EN['replay.next']} ▶").click()
            page.wait_for_function("() => document.body.dataset.busy !== '1' && document.querySelectorAll("
                                   "'#table .sc-chain .sc-step').length >= 1")
            if move == 4:
                page.screenshot(path=str(SCREENS / "fit-strandcup-blog-example-820x653.png"))
            problems = seen_problems(page, COURT_PARTS)
            assert problems == [], (move, problems)
    finally:
        context.close()
