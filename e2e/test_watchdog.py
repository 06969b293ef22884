"""The engine's watchdog (issue 18, item 4): an engine call that never answers, or a worker that dies in the middle
of a move, restarts the engine; the game on the table is loaded again from its save, the page says so (the engine's
words, ``engine.restarted``), and the person plays on. The page is never busy forever.

The watchdog's limits are generous (web/engine.js CALL_TIMEOUT_MS, 25 s); the tests lower them on the page's engine
(``engine.callTimeoutMs``) so they do not wait that long. Each test ends by checking that no request left 127.0.0.1.
"""

from __future__ import annotations

import random

from playwright.sync_api import Page, expect

from table import EN, open_site, person_moves, play_step, session_save, snapshot, start_game, wait_idle

#: The worker ends itself the moment the page sends it the person's next action: the call is in flight and will
#: never be answered (as when a tab's worker is killed for memory, or the wasm runtime aborts mid-move).
DIE_AT_NEXT_ACT = """() => {
  const engine = window.__engine;
  engine.callTimeoutMs = 2000;
  const worker = engine._worker;
  const post = worker.postMessage.bind(worker);
  worker.postMessage = (message) => {
    if (message && message.request && message.request.cmd === 'act') { worker.terminate(); return; }
    post(message);
  };
}"""

#: The worker reports an error after it was ready (its 'error' event, as an uncaught failure in it gives).
WORKER_ERROR = """() => window.__engine._worker.dispatchEvent(
  new ErrorEvent('error', { message: 'simulated crash of the engine worker', cancelable: true }))"""


def test_a_call_that_never_answers_restarts_the_engine_and_the_game_goes_on(page: Page, site: str) -> None:
    open_site(page, site, seed=5)
    start_game(page, "computer", "easy")
    rng = random.Random(3)
    play_step(page, rng)
    wait_idle(page)
    save = session_save(page)
    moves = person_moves(page)
    ply = snapshot(page)["ply"]

    page.evaluate(DIE_AT_NEXT_ACT)
    play_step(page, rng)  # this move's call is lost with the worker
    wait_idle(page, timeout=60_000)  # never busy forever: the watchdog restarts the engine
    expect(page.locator("#notice")).to_have_text(EN["engine.restarted"])
    assert page.evaluate("() => window.__engine.restarts") == 1
    # the game is kept: the save as it was before the lost move, on the table again
    assert session_save(page)["actions"] == save["actions"]
    assert snapshot(page)["ply"] == ply and person_moves(page) == moves
    assert snapshot(page)["legal"] or snapshot(page)["actions"] or snapshot(page)["dialog"]
    # and the new engine plays on with it
    play_step(page, rng)
    wait_idle(page)
    assert person_moves(page) == moves + 1 or snapshot(page)["ply"] > ply


def test_a_worker_that_fails_after_it_was_ready_is_replaced_and_the_game_goes_on(page: Page, site: str) -> None:
    open_site(page, site, seed=6)
    start_game(page, "computer", "easy")
    rng = random.Random(4)
    play_step(page, rng)
    wait_idle(page)
    save = session_save(page)
    moves = person_moves(page)

    page.evaluate(WORKER_ERROR)
    expect(page.locator("#notice")).to_have_text(EN["engine.restarted"])
    page.wait_for_function("() => window.__engine.restarts === 1")
    wait_idle(page, timeout=60_000)
    assert session_save(page)["actions"] == save["actions"]
    play_step(page, rng)
    wait_idle(page)
    assert person_moves(page) == moves + 1
    # the stored save follows the new engine's moves
    stored = page.evaluate("(g) => JSON.parse(localStorage.getItem(`cardgames.save.${g}`)).save",
                           page.evaluate("() => window.__app.session.game"))
    assert stored == session_save(page)


def test_a_replay_on_the_table_is_opened_again_after_a_restart(page: Page, site: str) -> None:
    open_site(page, site)
    page.wait_for_function("() => document.querySelectorAll('#example-list details').length > 0", timeout=60_000)
    page.locator('#example-list details[data-game="schnapsen"] summary').click()
    page.locator('[data-example^="schnapsen/"]').first.click()
    page.wait_for_selector(".replay-position")
    wait_idle(page)
    page.get_by_role("button", name=EN["replay.next"]).click()
    page.wait_for_function("() => window.__app.replay.step === 1 && document.body.dataset.busy !== '1'")
    caption = page.locator(".replay-caption").text_content()

    page.evaluate(WORKER_ERROR)
    expect(page.locator("#notice")).to_have_text(EN["engine.restarted"])
    wait_idle(page, timeout=60_000)  # opened again in the new engine, at the same position
    assert page.evaluate("() => window.__app.replay.step") == 1
    expect(page.locator(".replay-caption")).to_have_text(caption or "")
    page.get_by_role("button", name=EN["replay.next"]).click()
    page.wait_for_function("() => window.__app.replay.step === 2 && document.body.dataset.busy !== '1'")
