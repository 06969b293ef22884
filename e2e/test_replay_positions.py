"""Every position of every replay and rules example renders (issue 12, item 8).

- each game's whole match, played by the computer on CPython and shared as a full replay (every seat) and, halfway,
  as a seen-only link, opens in the viewer and every position of it (from the seat it opens with; 12 spread over the
  match from each other seat) draws its table with no error on the console and no "This position cannot be shown";
- every rules example and built-in puzzle of every game does the same, opened from the menu's list (a puzzle's
  step drawn asking, then taken as solved);
- the arrow keys step a replay as soon as it opens (nothing to click or focus first).

The replayed matches open on one started page of the site (conftest's ``warm_page``), as a link pasted into the
address bar of an open site does (a new ``#replay=`` hash); the examples open from the menu's list on that page.
"""

from __future__ import annotations

from typing import Iterator

import pytest
from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS
from pygame_core import bridge
from table import EN, open_site, wait_engine

#: The matches replayed: (game, options); Striker with two and four players; Strand-Cup with four and with six in three
#: teams. Short matches, each with every kind of position of its table (hands, rallies, set and match ends, the
#: result), as stepping through a position takes about 0.15 s on a 2-core machine: Schnapsen to 4 points (73
#: positions; a Bummerl to 7 had 155), Strand-Cup in sets to 3 (146; to 10: 283), the six-player table also without
#: the lead of two (137; with it 375, and a set to 10 had 737 and took four minutes).
MATCHES = [("schnapsen", {"bummerl_target": 4}), ("spike", {}), ("strandcup", {"set_target": 3}), ("striker", {}),
           ("striker", {"players": 4}),
           ("strandcup", {"players": 6, "teams": 3, "set_target": 3, "win_by_two": False})]


def played_match(game: str, options: dict, seed: int = 3) -> tuple[str, str]:
    """A whole match of the easy computer against itself: (a seen-only link of seat 0 halfway, the full replay)."""
    answer = bridge.handle_obj({"cmd": "new_game", "game": game, "options": options, "seed": seed, "seats": [],
                                "fill": "ai:easy"})
    gid, moves, half = answer["id"], 0, None
    while not answer["view"]["over"]:
        answer = bridge.handle_obj({"cmd": "ai_move", "id": gid, "view_seat": 0})
        assert answer["ok"], answer
        moves += 1
        if moves == 40:
            half = bridge.handle_obj({"cmd": "share", "id": gid, "seat": 0, "full": False})["packed"]
    full = bridge.handle_obj({"cmd": "share", "id": gid, "seat": 0, "full": True})["packed"]
    bridge.handle_obj({"cmd": "close", "id": gid})
    return half, full


def _console_errors(page: Page) -> Iterator[list[str]]:
    errors: list[str] = []
    listener = lambda msg: errors.append(msg.text) if msg.type == "error" else None  # noqa: E731
    page.on("console", listener)
    yield errors
    page.remove_listener("console", listener)


@pytest.fixture
def console_errors(page: Page) -> Iterator[list[str]]:
    yield from _console_errors(page)


@pytest.fixture
def warm_console_errors(warm_page: Page) -> Iterator[list[str]]:
    yield from _console_errors(warm_page)


#: Positions shown from each further seat of a replay that may switch seats, spread evenly over it (the last one too).
OTHER_SEAT_POSITIONS = 12

#: Show every position of the replay on the page from the seat it opens with, and from each other seat it may show
#: OTHER_SEAT_POSITIONS of them (every position of every seat of a long six-player match took minutes, and a seat's
#: view differs from another's in what it hides, which every step of the first seat and the spread of the others
#: cover); answers the positions that failed.
STEP_ALL = """async (otherSeatPositions) => {
  const viewer = window.__app.replay;
  const bad = [];
  const first = viewer.seat;
  const seats = viewer.replay.switch_seats ? [...Array(viewer.replay.seats).keys()] : [first];
  seats.sort((a, b) => (b === first) - (a === first));
  for (const seat of seats) {
    viewer.seat = seat;
    const count = viewer.replay.count;
    const stride = seat === first ? 1 : Math.max(1, Math.floor(count / otherSeatPositions));
    for (let k = 0; k < count; k += 1) {
      if (k % stride && k !== count - 1) continue;
      await viewer.show(k);
      if (viewer.step !== k) bad.push(`seat ${seat} step ${k}: not shown`);
      const notice = document.querySelector('.replay-table .notice');
      if (notice) bad.push(`seat ${seat} step ${k}: ${notice.textContent}`);
      // a puzzle step (a built-in puzzle) is drawn asking; then counted solved, so the steps after it show too
      // (answering it is e2e/test_puzzle_embed.py's)
      if (viewer.puzzles.has(k)) viewer.solved.add(k);
    }
  }
  return bad;
}"""


def step_everything(page: Page, errors: list[str], what: str) -> None:
    page.wait_for_selector(".replay-position", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_function("() => window.__app.replay && document.body.dataset.busy !== '1'")
    bad = page.evaluate(STEP_ALL, OTHER_SEAT_POSITIONS)
    assert not bad, f"{what}: {bad[:10]} ({len(bad)} positions)"
    assert not errors, f"{what}: errors on the console: {errors[:5]}"


@pytest.mark.parametrize("game,options", MATCHES, ids=[f"{g}{o.get('players', '')}" for g, o in MATCHES])
def test_every_position_of_a_replayed_match_renders(warm_page: Page, site: str, warm_console_errors, game,
                                                    options) -> None:
    page = warm_page
    half, full = played_match(game, options)
    open_site(page, site)
    wait_engine(page)
    for kind, packed in (("full", full), ("seen-only", half)):
        page.evaluate("""(packed) => {  // the link, on the open site: a new viewer in place of the one shown
          window.__shownBefore = window.__app.replay;
          location.hash = '#replay=' + packed;
        }""", packed)
        page.wait_for_function("() => window.__app.replay && window.__app.replay !== window.__shownBefore",
                               timeout=ENGINE_TIMEOUT_MS)
        step_everything(page, warm_console_errors, f"{game} {options} {kind}")


def examples() -> list[tuple[str, str]]:
    return [(e["game"], e["name"]) for e in bridge.handle_obj({"cmd": "examples"})["examples"]]


@pytest.mark.parametrize("game,example", examples())
def test_every_position_of_a_rules_example_renders(warm_page: Page, site: str, warm_console_errors, game,
                                                   example) -> None:
    """Opened from the menu's list of examples on the module's started page (the viewer an embed shows too; an
    example in embed.html: test_embed_view.py, test_puzzle_embed.py, test_blog.py)."""
    page = warm_page
    open_site(page, site)
    wait_engine(page)
    page.wait_for_selector(f'#example-list [data-example="{game}/{example}"]', state="attached",
                           timeout=ENGINE_TIMEOUT_MS)  # (the list is asked of the engine once it runs)
    page.evaluate("""([game, name]) => {
      window.__shownBefore = window.__app.replay;
      const button = document.querySelector(`#example-list [data-example="${game}/${name}"]`);
      button.closest('details').open = true;  // (the game's fold, closed at first)
      button.click();
    }""", [game, example])
    page.wait_for_function("() => window.__app.replay && window.__app.replay !== window.__shownBefore",
                           timeout=ENGINE_TIMEOUT_MS)
    step_everything(page, warm_console_errors, f"{game} {example}")


def test_arrow_keys_step_a_replay_as_soon_as_it_opens(page: Page, site: str) -> None:
    page.goto(f"{site}embed.html?fast=1&start=now&game=schnapsen&example=closing")
    position = page.locator(".replay-position")
    expect(position).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    last = position.inner_text().split()[-1]
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text(EN["replay.position"].format(step=1, last=last))
    page.keyboard.press("End")
    expect(position).to_have_text(EN["replay.position"].format(step=last, last=last))
    page.keyboard.press("Home")
    expect(position).to_have_text(EN["replay.position"].format(step=0, last=last))
    # a link opened on the site, too
    _, full = played_match("spike", {})
    page.goto(f"{site}index.html?fast=1#replay={full}")
    expect(position).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_function("() => window.__app.replay && document.body.dataset.busy !== '1'")
    last = position.inner_text().split()[-1]
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text(EN["replay.position"].format(step=1, last=last))
