"""The example studio (dist/studio.html, issue 33 part 1): for each game a blogger makes an example in the studio (a
deal, moves, two captions, one "Your move" step), copies the embed code, and a blog page's frame shows it with the
captions. Also: a reload keeps the example, a pasted code of another site changes nothing, and screenshots of the
studio at 1366x768 and 360x600 (saved under E2E_SCREENS/studio/ to be looked at). The preview frame follows the
studio's changes without loading again (its engine kept).

The reader then solves the puzzle in that frame once wrong and once right (the step is one where the engine, asked
on CPython first, judges some legal move wrong; the frame's own engine judges the answers).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

import test_a11y
from harness import DIST, ENGINE_TIMEOUT_MS, SCREENS, SharedPage
from pygame_core import bridge
from pygame_core.core import replay
from pygame_core.core.studio_text import WORDS as STUDIO_WORDS
from table import resized

GAMES = ["schnapsen", "spike", "strandcup", "striker"]
#: The deal of each game's captions-and-puzzle test: one where the hard computer's moves reach a choice of the
#: reader's seat with a wrong move within 8 moves (seed 11 took 32 moves of Strand-Cup and 40 of Striker, each move a
#: call of the studio's engine: 50 s of a fresh clone's run for Striker alone).
PUZZLE_SEEDS = {"schnapsen": 11, "spike": 11, "strandcup": 13, "striker": 1}
STUDIO_SCREENS = Path(os.environ.get("E2E_STUDIO_SCREENS", SCREENS / "studio"))


@pytest.fixture(scope="module")
def _studio(browser: Browser, site: str) -> Iterator[SharedPage]:
    """The module's one studio page (1280x860, no touch, as the ``page`` fixture's): the studio's engine and its
    preview frame's start once for the module (and again at each test's reload), not once per test."""
    studio = SharedPage(browser, {"width": 1280, "height": 860}, warm=False)
    yield studio
    studio.context.close()


@pytest.fixture
def studio_page(_studio: SharedPage) -> Iterator[Page]:
    """Like conftest's ``page``, but the module's studio page: :func:`open_studio` on it starts a new example in
    place (New) instead of loading the studio again. An uncaught error on it, or a request that left 127.0.0.1,
    fails the test during which it happened."""
    seen = _studio.begin()
    yield _studio.page
    _studio.check(seen)


def open_studio(page: Page, site: str) -> None:
    """The studio with a new example of the first game (the studio's own default) and the quick player. On a page
    showing the studio already (the module's, :func:`studio_page`): New there (its moves dropped when asked), the
    first game chosen, the deal's box folded and the paste box emptied, without loading the page again."""
    if page.url.startswith(site + "studio.html"):
        new_example(page)
    else:
        page.goto(site + "studio.html?lang=en")
        page.wait_for_selector("body[data-ready='studio']", timeout=ENGINE_TIMEOUT_MS)
    page.select_option("#studio-strength", "easy")  # (the quick player: the test is about the studio, not its moves)


def new_example(page: Page) -> None:
    """New in the studio, as a person starts over: the moves dropped if it asks, then the first game of the list."""
    page.wait_for_selector("body[data-ready='studio']", timeout=ENGINE_TIMEOUT_MS)
    # written or refused (New starts over from either; a test that failed may have left a refused script)
    page.wait_for_selector("body[data-outputs='ready'], body[data-outputs='refused']", timeout=ENGINE_TIMEOUT_MS)
    page.click("#studio-new")
    page.wait_for_function("""() => {
        const drop = document.querySelector('#studio-confirm button.danger');
        return (drop && drop.offsetParent !== null)
            || document.getElementById('studio-position').textContent === 'Step 0 of 0';
    }""", timeout=ENGINE_TIMEOUT_MS)
    drop = page.locator("#studio-confirm button.danger")
    if drop.is_visible():
        drop.click()
    at_step(page, 0, 0)
    if page.locator("#studio-game").input_value() != GAMES[0]:
        page.select_option("#studio-game", GAMES[0])
        page.wait_for_selector(f"#studio-table [data-game='{GAMES[0]}']")
    page.evaluate("() => { document.getElementById('studio-deal').open = false; }")
    page.fill("#studio-paste", "")
    outputs_written(page, ENGINE_TIMEOUT_MS)


def outputs_written(page: Page, timeout: float = 20_000) -> None:
    """Wait until the studio has written its outputs (body[data-outputs='ready']); if it does not, fail with what
    the page shows (the outputs' state, the studio's messages, the engine's restarts and pending calls)."""
    try:
        page.wait_for_selector("body[data-outputs='ready']", timeout=timeout)
    except PlaywrightTimeoutError:
        state = page.evaluate("""() => ({ outputs: document.body.dataset.outputs,
            restarts: document.body.dataset.engineRestarts || '0',
            pending: window.__engine ? window.__engine._pending.size : null,
            size: document.getElementById('studio-size').textContent,
            moves: document.getElementById('moves-status').textContent,
            setup: document.getElementById('setup-status').textContent })""")
        raise AssertionError(f"the studio's outputs were not written: {state}") from None


def at_step(page: Page, step: int, last: int) -> None:
    expect(page.locator("#studio-position")).to_have_text(f"Step {step} of {last}")


def computer_moves(page: Page, count: int, start: int) -> int:
    """Let the computer make `count` moves from the last position `start`; answers the new last position."""
    for k in range(start, start + count):
        page.click("#studio-ai")
        at_step(page, k + 1, k + 1)
    return start + count


def use_seed(page: Page, seed: int) -> None:
    """Deal with ``seed`` (the studio starts from a random one: a test needs the same deal each run). A change of
    game just before may still be drawing the setup, which writes the example's own seed into the field (and keeps
    the button disabled meanwhile): the seed is typed and used again when the field does not hold it, and the button
    pressed again every 5 s until the deal is there (a loaded machine once lost the seed so; dealing it twice is
    the same deal)."""
    for tick in range(600):  # up to a minute: the studio deals in the engine, slow on a loaded machine
        if tick % 50 == 0 or page.locator("#studio-seed").input_value() != str(seed):
            page.fill("#studio-seed", str(seed))
            page.click("#studio-use-seed")
        if page.evaluate("document.body.dataset.outputs") == "ready" and script_of(
                page.locator("#studio-embed").input_value()).get("seed") == seed:
            return
        page.wait_for_timeout(100)
    state = page.evaluate("() => [document.body.dataset.outputs, document.querySelector('#studio-seed').value, "
                          "document.querySelector('#setup-status')?.textContent, "
                          "document.querySelector('#studio-confirm')?.hidden]")
    raise AssertionError(f"the studio did not deal seed {seed} (outputs, seed field, status, confirm hidden: {state})")


def mark_a_puzzle(page: Page, last: int) -> int:
    """Go through the positions from the deal and mark the first one the reader may be asked ("Your move")."""
    page.click("#studio-first")
    for k in range(last):
        at_step(page, k, last)
        box = page.locator("#studio-puzzle")
        if box.is_enabled():
            box.check()
            expect(page.locator("#puzzle-status")).to_have_text(
                "The reader chooses the move here; the engine judges the answer.")
            return k
        page.click("#studio-next")
    return -1


def mark_puzzle_at(page: Page, step: int, last: int) -> None:
    """Mark position ``step`` "Your move" (from the deal, Next to it)."""
    if page.locator("#studio-first").is_enabled():
        page.click("#studio-first")
    for k in range(step):
        at_step(page, k, last)
        page.click("#studio-next")
    at_step(page, step, last)
    page.locator("#studio-puzzle").check()
    expect(page.locator("#puzzle-status")).to_have_text(
        "The reader chooses the move here; the engine judges the answer.")


def script_of(code: str) -> dict[str, Any]:
    """The script an embed code holds (what the frame plays)."""
    found = re.search(r"script=([A-Za-z0-9_-]+)", code)
    assert found, code
    return replay.unpack(found.group(1))


def puzzle_answers(script: dict[str, Any], tried: set[int]) -> Optional[tuple[int, list[str], list[str],
                                                                              dict[str, list[str]]]]:
    """The first of the reader's choices in ``script`` (not in ``tried``, which it adds to) where the engine judges
    some legal move wrong: (step, the moves that count as right, the others, each move's cards), judged by the bridge
    on CPython as the frame's engine will judge them; ``None`` if none."""
    seat = script.get("seat", 0)
    for k, (mover, action) in enumerate(script["actions"]):
        if mover != seat or k == 0 or k in tried:  # (the deal's caption is read before the puzzle)
            continue
        tried.add(k)
        judged = bridge.handle_obj({"cmd": "puzzle_check", "script": {**script, "puzzles": [k]}, "step": k,
                                    "action": action})
        if not judged["ok"]:  # one legal move only: no choice here
            continue
        opened = bridge.handle_obj({"cmd": "replay_open", "script": {**script, "puzzles": [k]}})
        view = bridge.handle_obj({"cmd": "replay_step", "rid": opened["rid"], "step": k})["view"]
        bridge.handle_obj({"cmd": "replay_close", "rid": opened["rid"]})
        wrong = [entry["id"] for entry in view["legal"] if entry["id"] not in judged["best"]]
        if wrong:
            return k, list(judged["best"]), wrong, {entry["id"]: entry.get("cards", []) for entry in view["legal"]}
    return None


def answer_in_frame(frame: Any, action: str, cards: list[str]) -> bool:
    """Choose ``action`` on the frame's table as a reader would: its own control (a button, a card that plays one
    move), else its card (the view's legal entry names the cards it touches) and then the control the card opens
    (Strand-Cup's "over the net" or "to a teammate", Striker's attack). False when the table shows no control for it."""
    table = frame.locator(".replay-table")
    own = table.locator(f'[data-action="{action}"]')
    if own.count():
        own.first.click()
        return True
    in_hand = [table.locator(f'.fan [data-card="{card}"], .sc-hand [data-card="{card}"]') for card in cards[:1]]
    if not in_hand or not in_hand[0].count():
        return False
    in_hand[0].first.click()
    opened = table.locator(f'[data-action="{action}"]')
    if opened.count():
        opened.first.click()
    return True


def solve_once_wrong_and_once_right(frame: Any, step: int, right: list[str], wrong: list[str],
                                    cards: dict[str, list[str]]) -> None:
    """In the frame: go to the puzzle (the viewer stops there), answer a wrong move (the verdict says so, Try
    again), then a right one (the verdict says so, Go on shows the next step)."""
    puzzle = frame.locator(".replay-puzzle")
    if not puzzle.is_visible():  # (Last stops at the puzzle)
        frame.locator("[data-replay='last']").click()
    expect(puzzle).to_be_visible()
    expect(frame.locator(".replay-position")).to_contain_text(f"{step} ")
    verdict = puzzle.locator(".puzzle-verdict")
    assert any(answer_in_frame(frame, move, cards[move]) for move in wrong), f"no control for {wrong}"
    expect(verdict).to_have_class("puzzle-verdict wrong", timeout=ENGINE_TIMEOUT_MS)
    assert verdict.inner_text().startswith("Not the best"), verdict.inner_text()
    puzzle.locator("[data-puzzle='again']").click()
    expect(verdict).to_be_empty()
    assert any(answer_in_frame(frame, move, cards[move]) for move in right), f"no control for {right}"
    expect(verdict).to_have_class("puzzle-verdict right", timeout=ENGINE_TIMEOUT_MS)
    assert verdict.inner_text().startswith("Right"), verdict.inner_text()
    puzzle.locator("[data-puzzle='go-on']").click()
    expect(puzzle).to_be_hidden()


def preview_follows_without_loading_again(page: Page, last: int) -> None:
    """The preview frame (scrolled into view: it starts its engine then) shows the studio's position; marked, it
    follows a computer move, a step back and a caption typed with the mark still on its window (not loaded again:
    its engine kept, issue 33), and takes no message from elsewhere or out of shape."""
    page.locator("#studio-frame-box").scroll_into_view_if_needed()
    frame = page.locator("#studio-preview").element_handle().content_frame()
    position = frame.locator(".replay-position")
    expect(position).to_have_text(f"Move {last} of {last}", timeout=ENGINE_TIMEOUT_MS)
    frame.evaluate("() => { window.__notReloaded = true; }")
    page.click("#studio-ai")
    at_step(page, last + 1, last + 1)
    expect(position).to_have_text(f"Move {last + 1} of {last + 1}")
    page.click("#studio-back")
    expect(position).to_have_text(f"Move {last} of {last + 1}")
    page.fill("#studio-caption-en", "Typed after the frame had loaded.")
    expect(frame.locator(".replay-caption")).to_have_text("Typed after the frame had loaded.")
    # messages out of shape (from the studio's page) or from another window (the frame's own) change nothing: every
    # position the frame shows from now on is recorded, and the next one must be the studio's
    frame.evaluate("""() => {
        window.__positions = [];
        new MutationObserver(() => {
            const shown = document.querySelector('.replay-position')?.textContent;
            if (shown && shown !== window.__positions.at(-1)) window.__positions.push(shown);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }""")
    packed = re.search(r"[?&]script=([A-Za-z0-9_-]+)", page.locator("#studio-link").input_value()).group(1)
    page.evaluate("""(packed) => {
        const frame = document.querySelector('#studio-preview').contentWindow;
        for (const bad of [{ type: 'cardgames:preview', script: 42, step: 0 },
                           { type: 'cardgames:preview', script: packed, step: -1 },
                           { type: 'cardgames:preview', script: packed, step: 0.5 },
                           { type: 'other', script: packed, step: 0 }, 'cardgames:preview', null]) {
            frame.postMessage(bad, location.origin);
        }
    }""", packed)
    frame.evaluate("(packed) => window.postMessage({ type: 'cardgames:preview', script: packed, step: 0 }, '*')", packed)
    page.click("#studio-next")
    expect(position).to_have_text(f"Move {last + 1} of {last + 1}")
    assert frame.evaluate("window.__positions") == [f"Move {last + 1} of {last + 1}"]
    assert frame.evaluate("window.__notReloaded") is True


def embed_code(page: Page) -> str:
    outputs_written(page)
    return page.locator("#studio-embed").input_value()


@pytest.mark.parametrize("game", GAMES)
def test_an_example_made_in_the_studio_shows_its_captions_in_a_blog_frame(studio_page: Page, site: str, game: str) -> None:
    page = studio_page
    open_studio(page, site)
    page.select_option("#studio-game", game)
    page.wait_for_selector(f"#studio-table [data-game='{game}']")
    use_seed(page, PUZZLE_SEEDS[game])
    at_step(page, 0, 0)
    last = computer_moves(page, 4, 0)
    tried: set[int] = set()
    found = puzzle_answers(script_of(embed_code(page)), tried)
    while found is None and last < 40:  # no choice of the reader's seat with a wrong move yet: more moves
        if page.locator("#studio-last").is_enabled():
            page.click("#studio-last")
        last = computer_moves(page, 4, last)
        found = puzzle_answers(script_of(embed_code(page)), tried)
    assert found is not None, f"no position of the reader's seat with a wrong move in {last} moves"
    puzzle, right, wrong, cards = found
    mark_puzzle_at(page, puzzle, last)
    page.locator("#studio-open").uncheck()  # the other hands hidden: the reader sees the puzzle's seat only
    # two captions: the deal's and the step after it
    if page.locator("#studio-first").is_enabled():  # (not at the deal already)
        page.click("#studio-first")
    at_step(page, 0, last)  # (the caption box is the step's once the studio shows it)
    page.fill("#studio-caption-en", f"The deal of {game}: look at the hands.")
    page.click("#studio-next")
    at_step(page, 1, last)
    page.fill("#studio-caption-en", "The first move, and why.")
    page.fill("#studio-title-en", f"A {game} example")
    code = embed_code(page)
    assert code.startswith("<iframe src=") and "embed.html?script=" in code and "Embed code" in page.content()
    page.click("#studio-copy-embed")
    expect(page.locator("#publish-status")).not_to_have_text("")
    if game == GAMES[0]:  # a reload loses nothing: the same code comes back (one game's: the studio keeps its
        # work the same way for every game, and each reload is a start of Python)
        page.reload()
        page.wait_for_selector("body[data-ready='studio']", timeout=ENGINE_TIMEOUT_MS)
        again = embed_code(page)
        assert script_of(again) == script_of(code)  # (a readable difference if not)
        assert again == code
    # a blog page with the code in it
    blog = page.context.new_page()
    try:
        look_at_the_blog_frame(blog, site, code, game, puzzle, right, wrong, cards)
    finally:
        blog.close()


def look_at_the_blog_frame(blog: Page, site: str, code: str, game: str, puzzle: int, right: list[str],
                           wrong: list[str], cards: dict[str, list[str]]) -> None:
    """A blog page with the studio's ``code`` in it: the frame shows the captions and the title, the reader's seat
    only, and the reader solves the puzzle once wrong and once right."""
    blog.goto(site + "blog.html")
    blog.evaluate("code => { const box = document.createElement('figure'); box.id = 'mine'; box.innerHTML = code;"
                  " document.querySelector('article').prepend(box); }", code)
    frame = blog.locator("#mine iframe").element_handle().content_frame()
    frame.wait_for_selector(".replay-caption", timeout=ENGINE_TIMEOUT_MS)
    expect(frame.locator(".replay-caption")).to_have_text(f"The deal of {game}: look at the hands.")
    frame.locator("[data-replay='next']").click()
    expect(frame.locator(".replay-caption")).to_have_text("The first move, and why.")
    expect(frame.locator(".replay-title")).to_have_text(f"A {game} example")
    expect(frame.locator("p.replay-seat")).to_be_visible()  # open: false: no seat to switch to
    assert frame.locator(".replay-seat select").count() == 0
    # the reader solves the puzzle in the post: once wrong, once right (the frame's engine judges)
    solve_once_wrong_and_once_right(frame, puzzle, right, wrong, cards)


def test_a_pasted_code_of_another_site_changes_nothing_and_a_studio_code_opens(studio_page: Page, site: str) -> None:
    page = studio_page
    open_studio(page, site)
    computer_moves(page, 2, 0)
    page.fill("#studio-caption-en", "Kept caption.")
    code = embed_code(page)
    page.fill("#studio-paste", '<iframe src="https://example.org/embed.html?script=abc"></iframe>')
    page.click("#studio-open-pasted")
    expect(page.locator("#open-status")).to_contain_text("nothing was changed")
    page.fill("#studio-paste", "just some words")
    page.click("#studio-open-pasted")
    expect(page.locator("#open-status")).to_contain_text("nothing was changed")
    damaged = code.split("script=")[0] + "script=eJzLSM3JyQcABiwCFQ" + '"></iframe>'
    page.fill("#studio-paste", damaged)
    page.click("#studio-open-pasted")
    expect(page.locator("#open-status")).to_contain_text(re.compile("nothing was changed", re.I))
    again = embed_code(page)
    assert script_of(again) == script_of(code)  # (a readable difference if not)
    assert again == code
    # a new example, then the old code pasted back opens it as it was
    page.click("#studio-new")
    page.click("#studio-confirm button.danger")
    at_step(page, 0, 0)
    page.fill("#studio-paste", code)
    page.click("#studio-open-pasted")
    expect(page.locator("#open-status")).to_have_text("The example is open: change it and copy the new code.")
    at_step(page, 0, 2)
    again = embed_code(page)
    assert script_of(again) == script_of(code)  # (a readable difference if not)
    assert again == code
    # the site's own rules example, pasted as its old link, opens in the studio to be changed (issue 33, part 4)
    page.click("#studio-new")
    page.click("#studio-confirm button.danger")
    page.fill("#studio-paste", f'<iframe src="{site}embed.html?game=schnapsen&amp;example=closing"></iframe>')
    page.click("#studio-open-pasted")
    expect(page.locator("#open-status")).to_have_text("The example is open: change it and copy the new code.")
    expect(page.locator("#studio-game")).to_have_value("schnapsen")
    at_step(page, 0, 6)
    expect(page.locator("#studio-title-en")).to_have_value("Closing the talon (Zudrehen)")


def test_an_engine_restarted_by_its_watchdog_keeps_the_example_and_the_studio_plays_on(page: Page, site: str) -> None:
    """The engine's worker fails mid-example (web/engine.js restarts it; e2e/test_watchdog.py for the table): the
    studio says so, opens its position again in the new engine, writes its outputs, and its moves go on."""
    open_studio(page, site)
    use_seed(page, 11)
    computer_moves(page, 2, 0)
    before = script_of(embed_code(page))
    page.evaluate("""() => window.__engine._worker.dispatchEvent(
        new ErrorEvent('error', { message: 'simulated crash of the engine worker', cancelable: true }))""")
    expect(page.locator("#notice")).to_have_text(STUDIO_WORDS["en"]["studio.engine_restarted"])
    page.wait_for_function("() => window.__engine.restarts === 1 && document.body.dataset.ready === 'studio'",
                           timeout=ENGINE_TIMEOUT_MS)  # the position opened again in the new engine
    at_step(page, 2, 2)
    computer_moves(page, 1, 2)
    after = script_of(embed_code(page))
    assert after["actions"][:2] == before["actions"] and len(after["actions"]) == 3


def test_a_wrong_deal_or_a_change_that_would_lose_the_moves_changes_nothing_unasked(studio_page: Page, site: str) -> None:
    """A hand-placed deal the engine refuses shows its reason and changes nothing; another game, or dealing again,
    with moves played asks first, and "Keep them" keeps everything as it was."""
    page = studio_page
    open_studio(page, site)
    page.select_option("#studio-game", "schnapsen")
    page.wait_for_selector("#studio-table [data-game='schnapsen']")
    computer_moves(page, 2, 0)
    code = embed_code(page)
    page.click("#studio-deal summary")
    page.fill("#studio-deal-text", '{"deck": ["AH", "AH"]}')
    page.click("#studio-deal-use")
    page.click("#studio-confirm button.danger")  # (dropping the moves is asked first; the deal is still refused)
    expect(page.locator("#setup-status")).to_contain_text("deal")
    at_step(page, 2, 2)
    page.fill("#studio-deal-text", "not json")
    page.click("#studio-deal-use")
    expect(page.locator("#setup-status")).to_contain_text("JSON object")
    page.click("#studio-deal-again")
    page.click("#studio-confirm button.primary")  # Keep them
    page.select_option("#studio-game", "spike")
    expect(page.locator("#studio-confirm")).to_contain_text("This drops the 2 moves played so far.")
    page.click("#studio-confirm button.primary")
    expect(page.locator("#studio-game")).to_have_value("schnapsen")
    at_step(page, 2, 2)
    again = embed_code(page)
    assert script_of(again) == script_of(code)  # (a readable difference if not)
    assert again == code
    preview_follows_without_loading_again(page, 2)


def test_a_move_asked_for_while_a_new_deal_is_checked_is_never_played_on_the_old_one(studio_page: Page,
                                                                                      site: str) -> None:
    """While the studio checks a new deal with the engine (a seed used, another game, New), the computer's move
    waits: its button is disabled at once, so a move is never made on the match being replaced and then recorded in
    the new example (a fresh clone's run once wrote an example whose first move, the trump exchange, was the old
    deal's: the engine refused the whole example)."""
    page = studio_page
    open_studio(page, site)
    page.select_option("#studio-game", "schnapsen")
    use_seed(page, 101)
    page.fill("#studio-seed", "202")
    # the new seed used and the computer's move asked for in the same moment, as a quick second click would
    held = page.evaluate("""() => {
        document.getElementById('studio-use-seed').click();
        const ai = document.getElementById('studio-ai');
        const disabled = ai.disabled;
        ai.click();
        return disabled;
    }""")
    assert held, "the computer's move could be asked for while the new deal was checked"
    expect(page.locator("#studio-ai")).to_be_enabled(timeout=ENGINE_TIMEOUT_MS)
    script = script_of(embed_code(page))
    assert (script["seed"], script["actions"]) == (202, [])
    at_step(page, 0, 0)
    computer_moves(page, 2, 0)
    played = script_of(embed_code(page))
    assert played["seed"] == 202 and len(played["actions"]) == 2


@pytest.mark.parametrize("name,viewport", [("desktop", {"width": 1366, "height": 768}),
                                           ("phone", {"width": 360, "height": 600})])
def test_studio_screenshots(studio_page: Page, site: str, name: str, viewport: dict) -> None:
    with resized(studio_page, viewport) as page:
        studio_screenshots(page, site, name)


def studio_screenshots(page: Page, site: str, name: str) -> None:
    """The studio with three moves and a caption: no serious accessibility violation, its screenshots, and nothing
    wider than the screen."""
    open_studio(page, site)
    computer_moves(page, 3, 0)
    page.fill("#studio-caption-en", "A caption for this step.")
    embed_code(page)
    test_a11y.assert_axe(page, f"studio ({name})")
    STUDIO_SCREENS.mkdir(parents=True, exist_ok=True)
    page.evaluate("() => { document.activeElement.blur(); window.scrollTo(0, 0); }")
    page.screenshot(path=str(STUDIO_SCREENS / f"studio-{name}-top.png"))
    page.screenshot(path=str(STUDIO_SCREENS / f"studio-{name}-full.png"), full_page=True)
    # nothing wider than the screen but the preview's own box (it scrolls sideways on a phone)
    wide = page.evaluate("""() => [...document.querySelectorAll('main > *')]
        .filter((node) => node.getBoundingClientRect().right > innerWidth + 1).map((node) => node.id)""")
    assert wide == [], f"wider than the screen: {wide}"


def test_the_studio_page_is_built_with_its_policy_its_build_and_in_the_precache() -> None:
    """dist/studio.html carries the site's Content-Security-Policy before any script, names its build (its table
    modules ask for that build), is precached by the service worker, and the menu links to it."""
    page = (DIST / "studio.html").read_text(encoding="utf-8")
    head = page.split("</head>")[0]
    assert head.index('http-equiv="Content-Security-Policy"') < head.index("<script")
    assert re.search(r'<meta name="build" content="[0-9a-f]{16}">', head)
    assert '"studio.html"' in (DIST / "sw.js").read_text(encoding="utf-8")
    assert 'href="studio.html"' in (DIST / "index.html").read_text(encoding="utf-8")
