"""A script with a puzzle step in a blog post's frame (issue 33, parts 2 and 3).

The post is on another origin and sizes its frame with the one line README shows (`embed-frames.js`); the frame opens a
Schnapsen script at its puzzle step (the talon used up: every card known, so the engine judges by exact search); the
reader answers once wrong (the verdict says so, Try again lights the cards again) and once right, and goes on to the
next step.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS, serve_folder
from pygame_core import bridge, make_player, new_game
from pygame_core.core import replay
from table import EN

#: Where the screenshots of the puzzle go (looked at by a person: the verdict under the caption, the cards lit).
SHOTS = Path(os.environ.get("E2E_FIT_SHOTS", "/tmp/shots/fit"))


@pytest.fixture
def blog(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A second origin (another port) serving a post that embeds the site."""
    with serve_folder(tmp_path) as url:
        yield url, tmp_path


def puzzle_script() -> tuple[dict[str, Any], int, str, str]:
    """A Schnapsen script whose last move is a puzzle with a wrong and a right card: (script, step, wrong, right)."""
    for seed in range(1, 60):
        game = new_game("schnapsen", {}, seed)
        player = make_player("schnapsen", "medium")
        actions: list[list[Any]] = []
        while game.to_move() is not None and game.hand_no == 1 and (game.stock or game.trump_card is not None):
            seat = game.to_move()
            action = player.choose(game.observation(seat), seed + len(actions))
            if action == "close":
                action = next(a for a in game.legal_ids(seat) if a != "close")
            actions.append([seat, action])
            game.apply(seat, action)
        seat = game.to_move()
        if seat is None or game.hand_no != 1:
            continue
        legal = [a for a in game.legal_ids(seat) if a.startswith("play:")]
        script = {"game": "schnapsen", "seed": seed, "actions": actions + [[seat, legal[0]]], "seat": seat,
                  "open": False, "puzzles": [len(actions)], "title": "Your move",
                  "captions": [""] * len(actions) + [{"en": "Which card wins the most?", "de": "Welche Karte?"}]}
        judged = {a: bridge.handle_obj({"cmd": "puzzle_check", "script": script, "step": len(actions), "action": a})
                  for a in legal}
        wrong = [a for a, j in judged.items() if j["ok"] and not j["correct"]]
        right = [a for a, j in judged.items() if j["ok"] and j["correct"]]
        if wrong and right and all(j["exact"] for j in judged.values()):
            return script, len(actions), wrong[0], right[0]
    raise AssertionError("no seeded deal gave a puzzle with a wrong card")


@pytest.mark.parametrize("width", [820, 360])
def test_a_reader_solves_a_puzzle_in_a_blog_frame_once_wrong_and_once_right(page: Page, site: str, blog,
                                                                            width: int) -> None:
    """In a frame of a desktop post's width (wrong, Try again, right) and of a phone's (wrong, Show the answer)."""
    blog_url, root = blog
    script, step, wrong, right = puzzle_script()
    src = f"{site}embed.html?fast=1&start=now&step={step}&script={replay.pack(script)}"
    (root / "post.html").write_text(f"""<!doctype html><meta charset="utf-8"><title>post</title>
<p>A puzzle.</p>
<iframe id="ex" src="{src}" title="puzzle" style="width: {width}px; height: 300px; border: 0"></iframe>
<script src="{site}embed-frames.js"></script>""")
    page.goto(blog_url + "post.html")
    frame = page.frame(url=lambda url: "embed.html" in url)
    frame.wait_for_selector(".replay-puzzle:not([hidden])", timeout=ENGINE_TIMEOUT_MS)
    puzzle = frame.locator(".replay-puzzle")
    expect(puzzle.get_by_role("heading")).to_have_text(EN["puzzle.your_move"])
    expect(frame.locator(".replay-caption")).to_have_text("Which card wins the most?")
    expect(frame.get_by_role("button", name=f"{EN['replay.next']} ▶")).to_be_disabled()  # no step past it
    # the frame took its content's height from embed-frames.js (300 px is less than the example needs)
    page.wait_for_function("() => document.getElementById('ex').getBoundingClientRect().height > 400",
                           timeout=ENGINE_TIMEOUT_MS)
    cards = frame.locator(".replay-table .fan [data-card].legal")
    assert cards.count() >= 2, "the playable cards are lit as in a game"

    frame.locator(f'.replay-table .fan [data-card="{wrong[5:]}"]').click()
    verdict = puzzle.locator(".puzzle-verdict")
    expect(verdict).to_have_class("puzzle-verdict wrong")
    assert verdict.inner_text().startswith("Not the best")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"puzzle-wrong-{width}.png"), full_page=True)
    expect(frame.get_by_role("button", name=f"{EN['replay.next']} ▶")).to_be_disabled()
    if width == 360:  # the phone's reader gives up: the answer is shown, and the steps go on
        puzzle.get_by_role("button", name=EN["puzzle.show"]).click()
        expect(verdict).to_have_class("puzzle-verdict shown")
        assert EN["puzzle.answer"].split("{")[0] in verdict.inner_text()
        puzzle.get_by_role("button", name=f"{EN['puzzle.go_on']} ▶").click()
        expect(frame.locator(".replay-position")).to_have_text(
            EN["replay.position"].format(step=step + 1, last=step + 1))
        return
    puzzle.get_by_role("button", name=EN["puzzle.try_again"]).click()
    expect(verdict).to_be_empty()
    page.screenshot(path=str(SHOTS / f"puzzle-ask-{width}.png"), full_page=True)

    frame.locator(f'.replay-table .fan [data-card="{right[5:]}"]').click()
    expect(verdict).to_have_class("puzzle-verdict right")
    assert verdict.inner_text().startswith("Right")
    go_on = puzzle.get_by_role("button", name=f"{EN['puzzle.go_on']} ▶")
    expect(go_on).to_be_focused()  # the keyboard goes on from the verdict
    page.keyboard.press("Enter")
    position = frame.locator(".replay-position")
    expect(position).to_have_text(EN["replay.position"].format(step=step + 1, last=step + 1))
    expect(puzzle).to_be_hidden()
