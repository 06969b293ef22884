"""`?table=generic`: any game drawn by the generic table from the view contract alone (pygame_core/core/contract.py),
played to the end in the embed page and in the site's page, with no table module of the game loaded."""

from __future__ import annotations

import ast
import json
import random
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS
from table import EN, confirm_if_asked, fill_options, wait_idle

#: Short matches: one rally of Spike (a refill choice and cards), one point of Strand-Cup (cards with several plays).
SHORT = {"spike": {"set_points": 1, "sets_to_win": 1}, "strandcup": {"set_target": 1, "win_by_two": False}}
CONTROLS = ".generic-table button.card-choice, .generic-table .generic-hand button.legal, .generic-table .actions button.action"


def _play_to_the_end(page: Page, rng: random.Random, steps: int = 400, stop: bool = False) -> None:
    """Click what the generic table offers until the match is over; every move through the generic table only
    (``stop``: after ``steps`` moves, still running, is fine)."""
    for _ in range(steps):
        wait_idle(page)
        if page.evaluate("() => window.__app.session.view.over"):
            return
        dialog = page.locator("#result-dialog[open]")
        if dialog.count():
            dialog.locator("#result-buttons button.primary").click()
            continue
        assert page.locator(".generic-table").count() == 1
        choices = page.locator(".generic-table button.card-choice")
        controls = choices if choices.count() else page.locator(CONTROLS)
        count = controls.count()
        if count == 0:  # another seat decides (the computer): wait for it
            page.wait_for_timeout(50)
            continue
        controls.nth(rng.randrange(count)).click()
        confirm_if_asked(page)  # a move that ends something at once asks first (Strand-Cup's "I can't get it")
    if stop:
        wait_idle(page)
        return
    raise AssertionError(f"the match did not end in {steps} steps")


def _assert_drawn_by_the_generic_table(page: Page, game: str) -> None:
    view = page.evaluate("() => window.__app.session.view")
    expect(page.locator(".generic-table .generic-seats li")).to_have_count(view["seats"])
    for info in view["contract"]["seats"]:
        expect(page.locator(f".generic-seats li[data-seat='{info['seat']}']")).to_contain_text(info["name"])
    assert page.locator("link[data-table]").count() == 0, "a table stylesheet of the game was linked"


@pytest.mark.parametrize("game", sorted(SHORT))
def test_embed_plays_a_game_to_the_end_with_the_generic_table(page: Page, site: str, game: str) -> None:
    options = quote(json.dumps(SHORT[game]))
    page.goto(f"{site}embed.html?fast=1&start=now&table=generic&game={game}&seed=3&seats=human,easy&options={options}")
    page.wait_for_function("() => window.__app && window.__app.session && window.__app.session.view",
                           timeout=ENGINE_TIMEOUT_MS)
    wait_idle(page)
    _assert_drawn_by_the_generic_table(page, game)
    _play_to_the_end(page, random.Random(3))
    result = page.locator("#result-dialog[open]")
    expect(result).to_be_visible()
    winner = page.evaluate("() => window.__app.session.view.winner_text")
    assert winner  # the title says who won (issue 34: the engine's winner_text)
    expect(result.locator("#result-title")).to_have_text(winner)


def test_the_site_draws_a_game_with_the_generic_table_and_shows_why_a_card_is_refused(page: Page, site: str) -> None:
    page.goto(f"{site}?fast=1&seed=5&table=generic")
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=ENGINE_TIMEOUT_MS)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.locator("#ng-game").select_option("spike")
    dialog.locator("#ng-options-legend").click()  # the options, folded until opened
    fill_options(dialog, {name: str(value) for name, value in SHORT["spike"].items()})
    dialog.get_by_role("radio", name=EN["mode.computer"]).click()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    wait_idle(page)
    _assert_drawn_by_the_generic_table(page, "spike")
    hand = page.evaluate("() => window.__app.session.view.contract.hand")
    idle = [entry for entry in hand if not entry["actions"]]
    if idle:  # a card no action uses says why, in the engine's words
        page.locator(f".generic-hand button[data-card='{idle[0]['card']}']").click()
        expect(page.locator("#table-status")).to_have_text(idle[0]["reason"])
    _play_to_the_end(page, random.Random(5))
    expect(page.locator("#result-dialog[open]")).to_be_visible()


# -- a game with no table module of its own: the toy game of the tests, in the browser ------------------------------

def _assert_parts_drawn(page: Page, root: str, contract: dict) -> None:
    """The table's parts (contract.table.parts: a row of cards, a pile with a count, a marker on a seat, a track
    with positions) are drawn under ``root`` by the generic table, each as the contract says."""
    parts = contract["table"]["parts"]
    assert {part["kind"] for part in parts} == {"row", "pile", "marker", "track"}
    sections = page.locator(f"{root} .generic-parts section")
    expect(sections).to_have_count(len(parts))
    names = {info["seat"]: info["name"] for info in contract["seats"]}
    for n, part in enumerate(parts):
        section = sections.nth(n)
        expect(section).to_have_attribute("data-part", part["kind"])
        expect(section.locator(".part-label")).to_have_text(part["label"])
        if part["kind"] == "row":
            expect(section.locator(".part-card")).to_have_text(part["cards"])
        elif part["kind"] == "pile":
            expect(section.locator(".part-count")).to_have_text(str(part["count"]))
        elif part["kind"] == "marker":
            expect(section.locator(".part-marker")).to_have_attribute("data-seat", str(part["seat"]))
            if part["seat"] in names:
                expect(section.locator(".part-marker")).to_have_text(names[part["seat"]])
        else:
            for seat, at in enumerate(part["positions"]):
                expect(section.locator(f"li[data-seat='{seat}']")).to_have_attribute("data-at", str(at))


def _seen_only_link(page: Page) -> tuple[str, list[dict]]:
    """What seat 0 saw so far, shared as a seen-only link by the page's engine (``share``: the link's text), and the
    views the engine shows of it position by position (``replay_open``, ``replay_step``: the contract is kept in such
    a record, issue 32)."""
    shared = page.evaluate("""async () => {
      const app = window.__app;
      const shared = await app.engine.call({ cmd: "share", id: app.session.id, seat: 0, full: false });
      if (!shared.ok || shared.full || !shared.packed) return { error: shared };
      const opened = await app.engine.call({ cmd: "replay_open", packed: shared.packed });
      const views = [];
      for (let k = 0; k < opened.replay.count; k++) {
        views.push((await app.engine.call({ cmd: "replay_step", rid: opened.rid, step: k })).view);
      }
      await app.engine.call({ cmd: "replay_close", rid: opened.rid });
      return { packed: shared.packed, views };
    }""")
    assert "error" not in shared, shared
    views = shared["views"]
    assert len(views) >= 2 and all(view["legal"] == [] and "parts" in view["contract"]["table"] for view in views)
    return shared["packed"], views


def _assert_the_replay_viewer_draws_the_parts(page: Page, packed: str, views: list[dict]) -> None:
    """The seen-only link opened as a person's link opens in a frame (embed.html?replay=..., in place on the page whose
    engine has started: web/embed.js openEmbedInPlace): the replay viewer (web/replay.js) draws its first and its last
    position with the generic table, each part as that position's contract says."""
    page.evaluate("async (packed) => (await import(new URL('embed.js', document.baseURI).href))"
                  ".openEmbedInPlace(new URLSearchParams({ replay: packed }).toString())", packed)
    last = len(views) - 1
    expect(page.locator(".replay .replay-table .generic-table")).to_have_count(1)
    expect(page.locator(".replay .replay-position")).to_have_text(EN["replay.position"].format(step=0, last=last))
    _assert_parts_drawn(page, ".replay-table", views[0]["contract"])
    page.locator('.replay button[data-replay="last"]').click()
    expect(page.locator(".replay .replay-position")).to_have_text(EN["replay.position"].format(step=last, last=last))
    _assert_parts_drawn(page, ".replay-table", views[-1]["contract"])
    assert page.locator(".replay-table .generic-hand button.legal").count() == 0  # looked at, not played


def _engine_with_the_toy_game() -> tuple[bytes, str, str]:
    """dist/'s engine wheel with the toy game (tests/toy_game/, one file) added as a game package, as a game's author
    adds one: its package, and the list of packages the build writes. Answers (wheel, its sha256, the old sha256)."""
    import hashlib
    import io
    import zipfile

    from harness import ROOT

    wheel_path = next((ROOT / "dist" / "engine").glob("pygame_core-*.whl"))
    original = wheel_path.read_bytes()
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(original)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            if item.filename in ("pygame_core/games/_index.py", "pygame_core/games/_index.pyc"):
                continue
            dst.writestr(item, src.read(item.filename))
        index = src.read("pygame_core/games/_index.py").decode()
        listed = ast.literal_eval(index.split("PACKAGES = ", 1)[1].strip())  # the build's own list, and the toy
        dst.writestr("pygame_core/games/_index.py", f"PACKAGES = {tuple(listed) + ('nines',)!r}\n")
        dst.writestr("pygame_core/games/nines/__init__.py", (ROOT / "tests" / "toy_game" / "__init__.py").read_text())
    data = out.getvalue()
    return data, hashlib.sha256(data).hexdigest(), hashlib.sha256(original).hexdigest()


def test_a_game_without_a_table_module_plays_to_the_end_in_the_browser(browser, site: str, requests_log) -> None:
    """The toy game (tests/toy_game/: rules, texts, a computer player, no table module, no file of the site) plays to
    the end in the real page: the engine lists it, the shell finds no table module for it and draws it with the
    generic table from the view contract; what a seat saw of it, shared as a seen-only link, opens in the replay
    viewer, drawn by the generic table too."""
    from harness import INSTANT_MOTION, STEP_TIMEOUT_MS

    wheel, digest, old_digest = _engine_with_the_toy_game()
    # (no service worker: it would answer from its precache, where the wheel is the site's own)
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 860})
    context.add_init_script(INSTANT_MOTION)
    context.on("request", requests_log.record)
    context.set_default_timeout(STEP_TIMEOUT_MS)
    try:
        def serve_wheel(route):
            route.fulfill(status=200, body=wheel, headers={"Content-Type": "application/zip"})

        def serve_worker(route):
            text = route.fetch().text().replace(old_digest, digest)
            text = re.sub(r'"size":\d+', f'"size":{len(wheel)}', text, count=1)
            route.fulfill(status=200, body=text, headers={"Content-Type": "text/javascript"})

        context.route("**/engine/pygame_core-*.whl", serve_wheel)
        context.route("**/worker.js", serve_worker)
        page = context.new_page()
        page.goto(f"{site}embed.html?fast=1&start=now&game=nines&seed=2&seats=human,easy")
        page.wait_for_function("() => window.__app && window.__app.session && window.__app.session.view",
                               timeout=ENGINE_TIMEOUT_MS)
        wait_idle(page)
        assert page.evaluate("() => window.__app.session.game") == "nines"
        _assert_drawn_by_the_generic_table(page, "nines")
        _assert_parts_drawn(page, "body", page.evaluate("() => window.__app.session.view.contract"))
        _play_to_the_end(page, random.Random(2), steps=2, stop=True)  # a card on the trick, perhaps a trick won
        _assert_parts_drawn(page, "body", page.evaluate("() => window.__app.session.view.contract"))
        packed, views = _seen_only_link(page)
        _play_to_the_end(page, random.Random(2))
        expect(page.locator("#result-dialog[open]")).to_be_visible()
        _assert_the_replay_viewer_draws_the_parts(page, packed, views)
    finally:
        context.close()
