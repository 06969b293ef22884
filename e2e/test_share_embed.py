"""Games in progress in the menu, replays shared by link and file, and the embed page (issue 6).

- the menu lists every game in progress (one per game) with its date and score; each resumes or is abandoned;
- a shared link of a running game shows only what the sharer saw (no seed in it, the other hands hidden), a full
  replay shows every card, and stepping back and forth shows the positions the game went through;
- an exported file imports back into the same replay;
- embed.html runs a game from its URL parameters, in an iframe of a page on another origin, starts only when
  scrolled into view or clicked, and says clearly what is wrong with bad parameters.
Each test ends by checking that no request left 127.0.0.1 (the requests_log fixture).
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path
from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, STEP_TIMEOUT_MS, serve_folder
from table import EN, confirm_if_asked, open_site, play_step, snapshot, start_game, wait_engine, wait_idle


def unpack(packed: str) -> dict:
    """The JSON inside a replay link (as the engine's core.replay.unpack reads it)."""
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))))


def new_game_of(page: Page, game: str) -> None:
    """Menu -> New game -> `game` against the easy computer."""
    start_game(page, "computer", "easy", game=game)


def play_any(page: Page, rng: random.Random, moves: int) -> None:
    """Play `moves` of the person's choices by clicking an enabled action or card of the table."""
    for _ in range(moves):
        wait_idle(page)
        if page.evaluate("() => document.getElementById('result-dialog').open"):
            page.locator("#result-buttons button.primary").click()
            continue
        controls = page.locator("#table button:not([disabled]).legal, #table button.action:not([disabled])")
        count = controls.count()
        assert count, "the person has nothing to click"
        controls.nth(rng.randrange(count)).click()
        confirm_if_asked(page)  # a move that ends something at once asks first


def test_the_menu_lists_each_game_in_progress_and_resumes_or_abandons_it(page: Page, site: str) -> None:
    open_site(page, site, seed=11)
    wait_engine(page)
    start_game(page, "computer", "easy")
    play_step(page, random.Random(2))
    wait_idle(page)
    schnapsen_ply = snapshot(page)["ply"]
    schnapsen_summary = page.evaluate("() => window.__app.session.view.contract.score.text")
    assert schnapsen_summary, "the engine's view carries the score in a few words (contract.score.text)"
    page.get_by_role("button", name=EN["table.menu"]).click()
    new_game_of(page, "spike")
    play_any(page, random.Random(3), 1)
    wait_idle(page)
    page.goto(site + "?fast=1&menu=1")
    wait_engine(page)
    saved = page.locator(".saved-game")
    expect(saved).to_have_count(2)
    # newest first: Spike, then Schnapsen, each with a date and its score (the engine's summary, stored with the save)
    expect(saved.nth(0)).to_contain_text("Spike")
    expect(saved.nth(1)).to_contain_text("Schnapsen")
    expect(saved.nth(1)).to_contain_text(schnapsen_summary)
    year = page.evaluate("() => String(new Date().getFullYear())")
    expect(saved.nth(1)).to_contain_text(year)
    # resume Schnapsen: the same position
    page.get_by_role("button", name=EN["menu.resume_named"].format(game="Schnapsen")).click()
    wait_idle(page)
    assert snapshot(page)["ply"] == schnapsen_ply
    # abandon Spike (asked once more, in place)
    page.get_by_role("button", name=EN["table.menu"]).click()
    page.get_by_role("button", name=EN["menu.abandon_named"].format(game="Spike")).click()
    page.get_by_role("button", name=EN["menu.abandon_yes"]).click()
    expect(page.locator('.saved-game[data-game="spike"]')).to_have_count(0)
    assert page.evaluate("() => localStorage.getItem('cardgames.save.spike')") is None


def open_share(page: Page) -> None:
    page.get_by_role("button", name=EN["share.button"]).click()
    expect(page.get_by_role("dialog", name=EN["share.title"])).to_be_visible()
    page.wait_for_function("() => document.getElementById('share-link').value.includes('#replay=')")


def test_a_shared_link_of_a_running_game_hides_the_other_hand_unless_full(page: Page, site: str, browser) -> None:
    open_site(page, site, seed=5)
    start_game(page, "computer", "easy")
    rng = random.Random(4)
    for _ in range(4):
        play_step(page, rng)
        wait_idle(page)
    own_hand = snapshot(page)["hand"]
    open_share(page)
    link = page.locator("#share-link").input_value()
    shared = unpack(link.split("#replay=", 1)[1].split("&step=")[0])  # (the link opens at the position shared from)
    assert shared["kind"] == "seat"
    assert not {"seed", "deal", "save"} & keys_of(shared), "a seen-only link must not carry the deal"
    # nor the moves: an "actions" field there is a recorded hand card's, always empty (a replay is not played)
    assert all(moves == [] for moves in values_of(shared, "actions")), "a seen-only link must not carry the moves"
    # the full replay carries the save (the seed): only when chosen
    page.get_by_role("radio", name=EN["share.full"]).check()
    page.wait_for_function("(old) => document.getElementById('share-link').value !== old", arg=link)
    full_link = page.locator("#share-link").input_value()
    assert unpack(full_link.split("#replay=", 1)[1].split("&step=")[0])["kind"] == "save"
    # the snippet embeds the same game
    snippet = page.locator("#share-embed").input_value()
    assert snippet.startswith("<iframe src=") and "embed.html?game=schnapsen" in snippet
    page.get_by_role("button", name=EN["dialog.close"]).last.click()

    # the person it is shared with opens the seen-only link in a fresh browser: the last position shows the
    # sharer's hand; the viewer offers no other seat
    other = browser.new_context()
    try:
        viewer = other.new_page()
        viewer.goto(link.replace("index.html#", "index.html?fast=1#"))
        viewer.wait_for_selector(".replay", timeout=ENGINE_TIMEOUT_MS)
        expect(viewer.locator(".replay-seat select")).to_have_count(0)
        # the link opens at the position it was shared from: the last one (issue 21)
        expect(viewer.locator(".replay-position")).to_have_text(
            EN["replay.position"].format(step=shared_count(shared), last=shared_count(shared)), timeout=ENGINE_TIMEOUT_MS)
        expect(viewer.get_by_role("button", name=f"{EN['replay.last']} »")).to_be_disabled()
        viewer.wait_for_function("() => document.body.dataset.busy !== '1'")
        shown = viewer.evaluate("() => [...document.querySelectorAll('.replay-table .card-button')].map(b => b.dataset.card)")
        assert set(own_hand) <= set(shown)
        # back to the deal and forward one step, by keyboard
        viewer.get_by_role("button", name=f"« {EN['replay.first']}").click()
        expect(viewer.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=0, last=shared_count(shared)))
        viewer.get_by_role("button", name=f"{EN['replay.next']} ▶").click()
        expect(viewer.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=1, last=shared_count(shared)))
        # and by keyboard: the arrow keys step, End jumps to the last position
        viewer.keyboard.press("ArrowLeft")
        expect(viewer.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=0, last=shared_count(shared)))
        viewer.keyboard.press("End")
        expect(viewer.locator(".replay-position")).to_have_text(
            EN["replay.position"].format(step=shared_count(shared), last=shared_count(shared)))
        # the full link lets the viewer pick the other seat and see that hand
        viewer.goto(full_link.replace("index.html#", "index.html?fast=1#"))
        viewer.wait_for_selector(".replay-seat select", timeout=ENGINE_TIMEOUT_MS)
        viewer.select_option(".replay-seat select", "1")
        viewer.wait_for_function("() => document.body.dataset.busy !== '1'")
        other_hand = viewer.evaluate("() => [...document.querySelectorAll('.replay-table .fan .card-button')].map(b => b.dataset.card)")
        assert other_hand and not set(other_hand) & set(own_hand)
    finally:
        other.close()


def keys_of(value) -> set[str]:
    """Every key of every object inside `value`."""
    if isinstance(value, dict):
        return set(value) | set().union(*(keys_of(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_of(v) for v in value)) if value else set()
    return set()


def values_of(value, key: str) -> list:
    """The value of every field named ``key`` in every object inside ``value``."""
    if isinstance(value, dict):
        return ([value[key]] if key in value else []) + [v for item in value.values() for v in values_of(item, key)]
    if isinstance(value, list):
        return [v for item in value for v in values_of(item, key)]
    return []


def shared_count(shared: dict) -> int:
    return len(shared["steps"]) - 1


def test_an_exported_file_imports_into_the_same_replay(page: Page, site: str, tmp_path: Path) -> None:
    open_site(page, site, seed=8)
    start_game(page, "computer", "easy")
    play_step(page, random.Random(1))
    wait_idle(page)
    open_share(page)
    with page.expect_download() as download:
        page.get_by_role("button", name=EN["share.download"]).click()
    path = tmp_path / "replay.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["kind"] == "seat"
    page.get_by_role("button", name=EN["dialog.close"]).last.click()
    page.get_by_role("button", name=EN["table.menu"]).click()
    page.locator("#import-file").set_input_files(str(path))
    page.wait_for_selector(".replay")
    expect(page.locator(".replay-position")).to_contain_text(str(len(exported["steps"]) - 1))
    # a damaged file is refused with a clear message and the page goes on
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    page.get_by_role("button", name=EN["replay.close"]).click()
    page.locator("#import-file").set_input_files(str(bad))
    expect(page.locator(".embed-error")).to_contain_text("not a replay")
    expect(page.locator(".embed-error")).to_contain_text(EN["replay.failed"])


@pytest.fixture
def blog(site: str, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A second origin (another port) serving a page that embeds the site in iframes."""
    with serve_folder(tmp_path) as url:
        yield url, tmp_path


def test_an_embed_from_another_origin_plays_and_bad_parameters_say_what_is_wrong(page: Page, site: str, blog) -> None:
    blog_url, root = blog
    game = site + "embed.html?fast=1&game=spike&seats=human,easy&seed=3"
    bad = site + "embed.html?game=spike&seats=human,grandmaster&start=now"
    (root / "post.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>post</title>
<h1>A rules blog</h1>
<iframe id="game" src="{game}" width="900" height="640" title="Spike"></iframe>
<div style="height: 2400px"></div>
<iframe id="bad" src="{bad}" width="900" height="400" title="bad"></iframe>
""")
    page.goto(blog_url + "post.html")
    frame = page.frame_locator("#game")
    expect(frame.get_by_role("heading", name="Spike")).to_be_visible(timeout=STEP_TIMEOUT_MS)
    # in view: it starts by itself, and the person plays
    frame.locator(".table-area button").first.wait_for(timeout=ENGINE_TIMEOUT_MS)
    inner = page.frame(url=lambda url: "game=spike" in url)
    inner.wait_for_function("() => document.body.dataset.ready === 'table' && document.body.dataset.busy !== '1'",
                            timeout=ENGINE_TIMEOUT_MS)
    assert inner.evaluate("() => location.origin") != page.evaluate("() => location.origin")
    # the bad embed is far below: it has not started (no engine) until scrolled to... except start=now
    bad_frame = page.frame_locator("#bad")
    expect(bad_frame.get_by_role("alert")).to_contain_text("grandmaster", timeout=ENGINE_TIMEOUT_MS)
    expect(bad_frame.get_by_role("alert")).to_contain_text(EN["embed.bad_params"])


def test_an_embed_below_the_fold_waits_until_scrolled_into_view(page: Page, site: str, blog) -> None:
    blog_url, root = blog
    src = site + "embed.html?fast=1&game=schnapsen&seed=2"
    (root / "lazy.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>lazy</title>
<div style="height: 3000px">scroll down</div>
<iframe id="lazy" src="{src}" width="900" height="640" title="Schnapsen"></iframe>
""")
    page.goto(blog_url + "lazy.html")
    frame = page.frame(url=lambda url: "embed.html" in url)
    frame.wait_for_function("() => document.body.dataset.ready === 'menu'", timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(1500)
    assert frame.evaluate("() => window.__engine === undefined"), "the engine started before the frame was seen"
    page.locator("#lazy").scroll_into_view_if_needed()
    frame.wait_for_function("() => document.body.dataset.ready === 'table' && document.body.dataset.busy !== '1'",
                            timeout=ENGINE_TIMEOUT_MS)
    assert frame.locator(".card-button").count() > 0


def test_a_frame_that_refuses_scripts_same_origin_says_what_it_needs(page: Page, site: str, blog) -> None:
    """A blog that sandboxes its frames without allow-same-origin: the page cannot load its module scripts or its
    worker there, and says so (in the frame) instead of showing a dead menu."""
    blog_url, root = blog
    (root / "sandboxed.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>sandboxed</title>
<iframe id="boxed" sandbox="allow-scripts" src="{site}embed.html?game=spike&start=now" width="900" height="500"
        title="boxed"></iframe>""")
    page.goto(blog_url + "sandboxed.html")
    note = page.frame_locator("#boxed").locator("#boot-failed")
    expect(note).to_be_visible(timeout=STEP_TIMEOUT_MS)
    expect(note).to_contain_text("allow-same-origin")


def test_a_long_match_shared_as_a_packed_file_opens_from_the_menu(page: Page, site: str, tmp_path: Path) -> None:
    """A seen-only replay too large for a plain file (issue 18: a long Strand-Cup match) is downloaded packed, as a
    link would hold it; "Open a replay file" opens it with every position (here 1,200 moves of 8 players)."""
    from pygame_core import bridge, new_game
    from pygame_core.core import replay
    from pygame_core.core.rng import Rng

    game = new_game("strandcup", {"players": 8, "sets_to_win": 3, "set_target": 25}, 2)
    chooser = Rng(2)
    for _ in range(1_200):
        mover = game.to_move()
        game.apply(mover, chooser.choice(game.legal_ids(mover)))
    loaded = bridge.handle_obj({"cmd": "load", "save": {**game.save(), "seats": ["human"] * 8}})
    shared = bridge.handle_obj({"cmd": "share", "id": loaded["id"], "seat": 0})
    bridge.handle_obj({"cmd": "close", "id": loaded["id"]})
    assert shared["file"]["kind"] == "packed" and len(replay.unpack(shared["file"]["packed"])["steps"]) == 1_201
    path = tmp_path / "long.json"
    path.write_text(json.dumps(shared["file"]))
    open_site(page, site, seed=2)
    wait_engine(page)
    page.locator("#import-file").set_input_files(str(path))
    page.wait_for_selector(".replay", timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=0, last=1200),
                                                          timeout=ENGINE_TIMEOUT_MS)
    page.keyboard.press("End")
    expect(page.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=1200, last=1200),
                                                          timeout=ENGINE_TIMEOUT_MS)
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".replay-position")).to_have_text(EN["replay.position"].format(step=1199, last=1200),
                                                          timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator(".replay-table .sc-player").first).to_be_visible()
