"""One name per seat: a person playing the computer never reads "Player N" (issue 12 item 2).

For each game against the computer: play some moves (through the end of a hand, where the game has hands), and
after every few moves read the whole page (its text, hidden panels such as the log and the score sheet included,
and every accessible name); then a hot-seat match shows the names typed in the new-game dialog.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

import test_strandcup
from table import EN, hold_engine, open_site, play_step, release_engine, snapshot, start_game, wait_idle
from test_a11y import assert_axe
from tests import test_seat_names as seat_names

NUMBERED = re.compile(r"Player \d|Spieler \d|Speler \d")
STEPS = {"schnapsen": 24, "spike": 24, "strandcup": 30, "striker": 24}

#: The page's text and accessible names, closed dialogs left out (the new-game dialog's hot-seat name fields are
#: labelled "Player 1", ...).
_PAGE_TEXT = """() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll('dialog:not([open])').forEach((d) => d.remove());
  return [body.textContent, ...[...body.querySelectorAll('[aria-label],[title]')].map((e) =>
    `${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''}`)].join('\\n');
}"""


def numbered_names(page: Page) -> list[str]:
    """Every "Player N" in the page, and every line that puts "You" in the third person or mid-sentence."""
    text = page.evaluate(_PAGE_TEXT)
    wrong = [match.group(0) for pattern in seat_names.WRONG_PERSON["en"] for match in pattern.finditer(text)]
    wrong += re.findall(r"\b(?:of|by|for|to|from) You\b", text)
    return sorted(set(NUMBERED.findall(text))) + sorted(set(wrong))


@pytest.mark.parametrize("game", sorted(STEPS))
def test_no_player_n_against_the_computer(warm_page: Page, site: str, game: str, requests_log) -> None:
    page = warm_page  # the module's started page (conftest's warm_page)
    open_site(page, site, seed=11)
    start_game(page, game=game)
    names = page.evaluate("window.__app.session.view.names")
    assert names[0] == "You" and all(name.startswith("Computer") for name in names[1:]), names
    rng = random.Random(11)
    for step in range(STEPS[game]):
        if step % 4 == 0:
            page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")  # log, sheet
            assert numbered_names(page) == [], f"step {step}"
        wait_idle(page)
        snap = snapshot(page)
        if snap["dialog"] is not None:  # a result: read it, then go on with its last (primary) button
            assert numbered_names(page) == [], f"result dialog at step {step}"
            if EN["schnapsen.match_over.new"] in snap["dialogButtons"]:
                break
            page.locator("#result-dialog button").last.click()
            continue
        (test_strandcup.play_step if game == "strandcup" else play_step)(page, rng)
    assert numbered_names(page) == []
    requests_log.assert_local()


def test_hot_seat_names_typed_in_the_dialog(page: Page, site: str, requests_log) -> None:
    open_site(page, site, seed=3)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    page.wait_for_function("() => document.querySelectorAll('#ng-game option').length >= 4", timeout=60_000)
    dialog.locator("#ng-game").select_option("schnapsen")
    dialog.get_by_role("radio", name=EN["mode.hotseat"]).click()
    names = dialog.get_by_role("group", name=EN["dialog.names"])
    expect(names).to_be_visible()
    names.get_by_role("textbox", name=EN["player.number"].format(number=1)).fill("Anna")
    names.get_by_role("textbox", name=EN["player.number"].format(number=2)).fill("  Bernd ")
    assert_axe(page, "new-game dialog with hot-seat names")
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    page.wait_for_function("() => window.__app.session && window.__app.session.view", timeout=60_000)
    wait_idle(page)
    assert page.evaluate("window.__app.session.view.names") == ["Anna", "Bernd"]
    assert "Anna" in page.locator("#table").inner_text() and "Bernd" in page.locator("#table").inner_text()
    mover = page.evaluate("window.__app.session.view.to_move")
    play_step(page, random.Random(3))  # one card, then the device goes to the other person, by name
    other = ["Anna", "Bernd"][1 - mover]
    expect(page.get_by_role("heading", name=EN["hotseat.pass"].format(name=other))).to_be_visible()
    page.get_by_role("button", name=EN["hotseat.ready"].format(name=other)).click()
    wait_idle(page)
    assert numbered_names(page) == []
    requests_log.assert_local()


def test_a_name_typed_while_the_engine_lists_its_games_is_kept(page: Page, site: str, requests_log) -> None:
    """A person typing a hot-seat name when the engine's list of games arrives keeps the field and what they typed
    (CI, stop 47: the rows were drawn again then, and a name typed at that moment was lost). The worker's script is
    held back so the name is typed before the engine, and the typing goes on after it."""
    held = hold_engine(page)
    open_site(page, site, seed=3)
    assert page.evaluate("() => window.__app.engineReady") is False, "the engine was ready before the dialog"
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    dialog.locator("#ng-game").select_option("schnapsen")
    dialog.get_by_role("radio", name=EN["mode.hotseat"]).click()
    names = dialog.get_by_role("group", name=EN["dialog.names"])
    names.get_by_role("textbox", name=EN["player.number"].format(number=2)).fill("Bernd")
    first = names.get_by_role("textbox", name=EN["player.number"].format(number=1))
    first.click()
    page.keyboard.type("An")
    release_engine(page, held)
    page.keyboard.type("na")  # where the person was typing, the field still focused
    expect(first).to_have_value("Anna")
    expect(first).to_be_focused()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    page.wait_for_function("() => window.__app.session && window.__app.session.view", timeout=60_000)
    wait_idle(page)
    assert page.evaluate("window.__app.session.view.names") == ["Anna", "Bernd"]
    requests_log.assert_local()


def test_hot_seat_name_fields_follow_the_option_the_engine_marks_seats(page: Page, site: str, requests_log) -> None:
    """The dialog offers one name field per seat as the game's seat option (the one the engine marks ``seats``, whatever
    its name) says, and follows a change of it."""
    from pygame_core.core import registry
    from pygame_core.core.options import describe_options

    game, option = next((info.name, o) for info in registry.all_games()
                        for o in describe_options(info.game.Options) if o["seats"])
    open_site(page, site, seed=3)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    page.wait_for_function("() => document.querySelectorAll('#ng-game option').length >= 4", timeout=60_000)
    page.wait_for_function("() => window.__app.games", timeout=120_000)
    dialog.locator("#ng-game").select_option(game)
    dialog.get_by_role("radio", name=EN["mode.hotseat"]).click()
    dialog.locator("#ng-options-legend").click()  # the options, folded until opened
    fields = dialog.locator("#ng-names-body input")
    for count in sorted(option["choices"], reverse=True):
        dialog.locator(f"#opt-{option['name']}").select_option(str(count))
        expect(fields).to_have_count(count)
    requests_log.assert_local()
