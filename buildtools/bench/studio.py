"""(m) The example studio and puzzles in headless Chromium (issue 33: a studio step and its preview within 100 ms,
``puzzle_check`` within 1 s at p95 in the browser). Prints figures, asserts nothing.

- **studio step**: on dist/studio.html (engine started, strength easy), "Let the computer move" clicked
  :data:`STEPS` times per game: the time from the click until the studio shows the new position (its step counter),
  and until the preview frame shows the example at that position (its replay viewer says "Move k of k": the embed
  code is written and the frame, loaded once, opens the new script in place: web/embed.js). Taken inside the page
  (:data:`_WATCH`): from the click event's time to the first frame painted after the text changed, the studio's and
  the preview's clocks put on one by ``performance.timeOrigin``. The same steps timed from outside (Playwright's
  click and its polling, 30-60 ms of its own round trips) are printed beside them as "seen by the test driver";
- **puzzle_check**: on the same page's engine (``window.__engine.call``: engine.js, the worker, the bridge), the wall
  time of one ``puzzle_check`` per position: per game the built-in puzzles and about :data:`POSITIONS` positions made
  as part (l) makes them (puzzles.py: a medium-player match of 8 to 14 moves, the puzzle at the next choice), median
  and p95.
"""

from __future__ import annotations

import time
from typing import Any

from .browser import TIMEOUT_MS, BrowserBench
from .stats import median, p95

GAMES = ("schnapsen", "spike", "strandcup", "striker")
#: Computer moves timed per game in the studio.
STEPS = 12
#: Generated puzzle positions per game (beside the game's built-in puzzles).
POSITIONS = 10
#: How long one preview may take to show before the figure is given up (ms).
PREVIEW_TIMEOUT_MS = 120_000

_STUDIO_AT = "(last) => document.querySelector('#studio-position')?.textContent === `Step ${last} of ${last}`"
_PREVIEW_AT = """(last) => {
  const frame = document.querySelector('#studio-preview');
  const doc = frame && frame.contentDocument;
  const shown = doc && doc.querySelector('.replay-position');
  return Boolean(shown && shown.textContent.trim() === `Move ${last} of ${last}`);
}"""
#: Inside the studio page and its preview frame: when "Let the computer move" was clicked and when each shows step
#: k (the first animation frame after the text changed), in ms since the epoch (``performance.timeOrigin`` + now).
_WATCH = """(selector) => {
  const now = () => performance.timeOrigin + performance.now();
  const seen = window.__benchSeen = {};
  const look = () => {
    const el = document.querySelector(selector);
    const match = el && /(\\d+) of \\1$/.exec(el.textContent.trim());
    if (match && !(match[1] in seen)) requestAnimationFrame(() => { seen[match[1]] = now(); });
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  const button = document.querySelector('#studio-ai');
  if (button) button.addEventListener('click', (e) => { window.__benchClick = performance.timeOrigin + e.timeStamp; },
                                      { capture: true });
}"""
_SEEN = "(k) => window.__benchSeen[String(k)] ?? null"
_CHECK = """async (request) => {
  const start = performance.now();
  const answer = await window.__engine.call(request);
  return { ms: performance.now() - start, ok: answer.ok, exact: Boolean(answer.exact),
           error: answer.ok ? null : answer.error.message };
}"""


def puzzle_positions(game: str, count: int = POSITIONS) -> list[tuple[dict[str, Any], int, str]]:
    """(script, step, action) to judge: the game's built-in puzzles (their intended answers), then ``count``
    positions made as part (l) makes them (their first legal move)."""
    from pygame_core.core import registry

    from .puzzles import position
    out: list[tuple[dict[str, Any], int, str]] = []
    for script in registry.get(game).puzzles().values():
        for step in script["puzzles"]:
            out.append((dict(script), step, script["actions"][step][1]))
    made = 0
    for seed in range(1, 4 * count):
        script = position(game, seed, False)
        if script is None:
            continue
        step = len(script["actions"]) - 1
        out.append((script, step, script["actions"][step][1]))
        made += 1
        if made == count:
            break
    return out


def studio_in_browser(bench: BrowserBench) -> None:
    """Part (m): see the module."""
    print(f"\n== (m) the studio and puzzle_check in Chromium: {STEPS} computer moves per game in studio.html "
          "(ms from the click event to the studio's new step painted, and to the preview frame's; inside the page), then puzzle_check "
          "per game through the page's engine (wall ms) ==")
    # (a window tall enough to show the preview frame beside the controls: the frame starts when it is in view)
    context = bench.browser.new_context(service_workers="block", viewport={"width": 1366, "height": 2400})
    try:
        page = context.new_page()
        page.goto(bench.base + "studio.html?lang=en")
        page.wait_for_selector("body[data-ready='studio']", timeout=TIMEOUT_MS)
        page.select_option("#studio-strength", "easy")
        for game in GAMES:
            studio_steps(page, game)
        for game in GAMES:
            judge_times(page, game)
    except Exception as exc:  # a figure that cannot be taken is printed as such
        print(f"  failed: {type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
    finally:
        context.close()


def studio_steps(page: Any, game: str) -> None:
    """One game's studio steps: click to step, click to preview (ms lists, printed)."""
    if page.locator("#studio-position").text_content() != "Step 0 of 0":  # a new example (dropping the moves)
        page.click("#studio-new")
        page.click("#studio-confirm button.danger")
    page.wait_for_function(_STUDIO_AT, arg=0, timeout=TIMEOUT_MS)
    if page.locator("#studio-game").input_value() != game:
        page.select_option("#studio-game", game)
    page.wait_for_selector(f"#studio-table [data-game='{game}']", timeout=TIMEOUT_MS)
    page.select_option("#studio-strength", "easy")
    page.locator("#studio-frame-box").scroll_into_view_if_needed()
    # the steps are timed with the preview frame loaded (its first load, a Python start, is not a step's)
    start = time.perf_counter()
    try:
        page.wait_for_function(_PREVIEW_AT, arg=0, timeout=PREVIEW_TIMEOUT_MS, polling=20)
        print(f"  {game:<10} the preview shows the deal {(time.perf_counter() - start) * 1000:6.0f} ms after the "
              "game was chosen and the frame scrolled into view")
    except Exception:
        print(f"  {game:<10} the preview did not show the deal within {PREVIEW_TIMEOUT_MS} ms")
    frame = next(f for f in page.frames if f is not page.main_frame and "embed.html" in f.url)
    page.evaluate(_WATCH, "#studio-position")
    frame.evaluate(_WATCH, ".replay-position")
    step_ms: list[float] = []  # inside the page: the click event to the step painted
    preview_ms: list[float] = []
    driver_ms: list[float] = []  # seen by the test driver: its click sent to its polling seeing the preview
    for k in range(1, STEPS + 1):
        start = time.perf_counter()
        page.click("#studio-ai")
        page.wait_for_function(_STUDIO_AT, arg=k, timeout=TIMEOUT_MS, polling=10)
        try:
            page.wait_for_function(_PREVIEW_AT, arg=k, timeout=PREVIEW_TIMEOUT_MS, polling=20)
            driver_ms.append((time.perf_counter() - start) * 1000)
        except Exception:  # the preview never showed it: said, not counted
            print(f"  {game:<10} step {k}: the preview did not show the new step within {PREVIEW_TIMEOUT_MS} ms")
            continue
        time.sleep(0.05)  # (the frames after the text changed are painted)
        clicked = page.evaluate("() => window.__benchClick")
        step_ms.append(page.evaluate(_SEEN, k) - clicked)
        preview_ms.append(frame.evaluate(_SEEN, k) - clicked)
    print(f"  {game:<10} studio step median {median(step_ms):6.0f} p95 {p95(step_ms):6.0f}; "
          f"with its preview median {median(preview_ms):6.0f} p95 {p95(preview_ms):6.0f} ({len(preview_ms)}); "
          f"seen by the test driver median {median(driver_ms):6.0f} p95 {p95(driver_ms):6.0f}")


def judge_times(page: Any, game: str) -> None:
    """One game's ``puzzle_check`` times in the page (printed)."""
    times: list[float] = []
    exact = 0
    errors: list[str] = []
    for script, step, action in puzzle_positions(game):
        answer = page.evaluate(_CHECK, {"cmd": "puzzle_check", "script": script, "step": step, "action": action})
        if not answer["ok"]:
            errors.append(str(answer["error"])[:120])
            continue
        times.append(float(answer["ms"]))
        exact += answer["exact"]
    line = (f"  {game:<10} puzzle_check median {median(times):6.0f} p95 {p95(times):6.0f} max "
            f"{max(times or [0]):6.0f} ({len(times)} positions, {exact} exact)")
    print(line + (f"; refused: {errors[0]}" if errors else ""))
