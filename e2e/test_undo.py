"""Undo against the computer and a confirmation before closing Schnapsen's talon, through the real page (issue 22,
item 4). The rules of when a move may be taken back or must be confirmed are the engine's (tests/test_undo.py);
here: the Undo button, the table it brings back, the log line, and the question before Close."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page, expect

from pygame_core.games.schnapsen.messages import t as schnapsen_text
from table import EN, open_site, play_step, session_save, snapshot, start_game, wait_idle
from test_strandcup import play_step as strandcup_step
from test_striker import person_step as striker_step


def undo_button(page: Page):
    return page.locator("#undo-move")


def undo_the_last_decision(page: Page) -> tuple[dict, dict, int]:
    """Press Undo (it must be enabled): the saves before and after, and the index of the person's (seat 0's) last
    decision before it."""
    before = session_save(page)
    last = max(i for i, (seat, _) in enumerate(before["actions"]) if seat == 0)
    expect(undo_button(page)).to_be_enabled()
    undo_button(page).click()
    wait_idle(page)
    return before, session_save(page), last


def test_undo_takes_back_a_card_in_schnapsen(page: Page, site: str) -> None:
    open_site(page, site, seed=1)
    start_game(page, "computer", "easy", game="schnapsen")
    button = undo_button(page)
    expect(button).to_be_visible()
    expect(button).to_have_accessible_name(EN["undo.button"])
    expect(button).to_be_disabled()  # nothing of the person's to take back yet
    rng = random.Random(3)
    played = play_step(page, rng)
    assert played.startswith("play:")
    wait_idle(page)
    before, after, last = undo_the_last_decision(page)
    assert after["actions"] == before["actions"][:last] and after["undos"] == [last]
    snap = snapshot(page)
    assert played[5:] in snap["hand"] and played[5:] in snap["legal"]  # the card is back in the hand, playable
    assert page.evaluate("() => window.__app.session.view.undo_used") is True
    expect(page.locator("#table .log").first).to_contain_text("A move was taken back.")
    expect(button).to_be_disabled()  # (the person's first move was taken back: nothing more to take back)
    # the match plays on from there, and the save survives a reload with the taken-back move
    play_step(page, rng)
    wait_idle(page)
    page.reload()
    page.get_by_role("button", name=EN["menu.resume_named"].format(game="Schnapsen")).first.click()
    wait_idle(page)
    assert session_save(page)["undos"] == [last]


def test_no_undo_in_hotseat(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=1)
    start_game(page, "hotseat", game="schnapsen")
    expect(undo_button(page)).to_be_hidden()


def test_closing_the_talon_asks_first(warm_page: Page, site: str) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=1)
    start_game(page, "computer", "easy", game="schnapsen")
    rng = random.Random(5)
    for _ in range(40):
        wait_idle(page)
        snap = snapshot(page)
        if "close" in snap["actions"]:
            break
        play_step(page, rng)
    else:
        raise AssertionError("Close the talon was never offered")
    ply = snap["ply"]
    close = page.locator('.actions button[data-action="close"]')
    close.click()
    dialog = page.get_by_role("dialog", name=EN["confirm.title"])
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(schnapsen_text("confirm.close", "en"))
    dialog.get_by_role("button", name=EN["dialog.cancel"]).click()
    expect(dialog).to_have_count(0)
    wait_idle(page)
    assert snapshot(page)["ply"] == ply and "close" in snapshot(page)["actions"]  # nothing happened
    close.click()
    dialog = page.get_by_role("dialog", name=EN["confirm.title"])
    dialog.get_by_role("button", name=schnapsen_text("action.close", "en")).click()
    wait_idle(page)
    assert [0, "close"] in session_save(page)["actions"][ply:]


def test_statistics_mark_a_match_with_a_move_taken_back(page: Page, site: str) -> None:
    """A counted match whose view says a move was taken back (`undo_used`) is marked in the statistics."""
    open_site(page, site)
    page.wait_for_function("() => document.body.dataset.ready === 'menu'")
    undone = page.evaluate("""async () => {
      const stats = await import('./stats.js');
      const session = (used) => ({ game: 'schnapsen', mode: 'computer', strength: 'easy', counted: false,
        view: { seat_result: { result: 'won', score: 3 }, undo_used: used } });
      stats.recordMatch(session(true), () => {});
      stats.recordMatch(session(false), () => {});
      return stats.readStats().data.games.schnapsen.levels.easy;
    }""")
    assert undone["played"] == 2 and undone["undone"] == 1
    page.get_by_role("button", name=EN["stats.button"], exact=True).click()
    expect(page.locator(".stats-undone")).to_have_text(EN["stats.undo_used"].format(count=1))


#: One decision of the person at each game's table (each game's own e2e helper: Strand-Cup's card choices, Striker's
#: attack targets).
PERSON_STEP = {"spike": play_step, "strandcup": strandcup_step, "striker": striker_step}


@pytest.mark.parametrize("game", sorted(PERSON_STEP))
def test_undo_takes_back_the_person_s_last_decision_in_every_game(warm_page: Page, site: str, game: str) -> None:
    """Undo in the other games against the computer: the save loses the person's last decision and the computer's
    replies after it, the log says so, and the match plays on."""
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=2)
    start_game(page, "computer", "easy", game=game)
    button = undo_button(page)
    expect(button).to_be_visible()
    rng = random.Random(5)
    step = PERSON_STEP[game]
    for _ in range(2):  # two of the person's decisions
        step(page, rng)
        wait_idle(page)
    before, after, last = undo_the_last_decision(page)
    assert after["actions"][:last] == before["actions"][:last] and after["undos"] == [last]
    # what follows the cut is the computer playing on to the person's next decision, never the person's taken-back one
    assert all(seat != 0 for seat, _ in after["actions"][last:])
    assert page.evaluate("() => window.__app.session.view.undo_used") is True
    log = page.evaluate("() => window.__app.session.view.log.map((e) => e.text)")
    assert "A move was taken back." in log
    step(page, rng)
    wait_idle(page)
    assert any(seat == 0 for seat, _ in session_save(page)["actions"][last:])
