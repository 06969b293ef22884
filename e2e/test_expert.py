"""The strength above hard (issue 36): the new-game dialog lists "Expert" only for a game that offers it
(Schnapsen), with its line of what it does; a match against it starts with the expert in the computer's seat; and
while a computer's move takes long, the table's status line shows a bar with "The computer is thinking…", gone once
the move is there (web/thinking.js). One shared page (``warm_page``): one Python start for this module."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from harness import ENGINE_TIMEOUT_MS
from table import EN, open_site, replace_running_match, wait_idle

#: A move that takes this long (ms) shows the bar (web/thinking.js: THINKING_SHOWN_MS is 400).
SLOW_MS = 1500


def test_expert_is_offered_where_the_game_has_it_and_the_bar_shows_while_the_computer_thinks(warm_page: Page,
                                                                                             site: str) -> None:
    page = warm_page
    open_site(page, site, seed=3)
    page.get_by_role("button", name=EN["menu.new_game"], exact=True).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    page.wait_for_function("() => window.__app.games !== null && document.querySelectorAll('#ng-game option').length >= 4",
                           timeout=ENGINE_TIMEOUT_MS)
    expert = dialog.get_by_role("radio", name=EN["strength.expert"])
    dialog.locator("#ng-game").select_option("spike")
    expect(expert).to_be_hidden()
    dialog.locator("#ng-game").select_option("schnapsen")
    dialog.get_by_role("radio", name=EN["mode.computer"]).click()
    expect(expert).to_be_visible()
    expert.check()
    expect(dialog.locator("#ng-strength-about")).to_have_text(EN["schnapsen.level.expert"])
    # back to a game without it: the choice falls back to hard
    dialog.locator("#ng-game").select_option("striker")
    expect(expert).to_be_hidden()
    expect(dialog.get_by_role("radio", name=EN["strength.hard"])).to_be_checked()
    dialog.locator("#ng-game").select_option("schnapsen")
    expert.check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    replace_running_match(page)
    wait_idle(page)
    assert page.evaluate("() => window.__app.session.game") == "schnapsen"
    assert page.evaluate("() => window.__app.session.strength") == "expert"
    # a computer's move that takes long (here a call answered after SLOW_MS): the bar shows, then goes
    seen = page.evaluate("""async (slow) => {
      const { whileThinking } = await import("./thinking.js");
      const line = document.getElementById("table-status");
      const answer = whileThinking(new Promise((resolve) => setTimeout(() => resolve("moved"), slow)));
      await new Promise((resolve) => setTimeout(resolve, slow - 500));
      const during = { bar: !!line.querySelector("progress"), text: line.textContent };
      const result = await answer;
      return { during, result, after: !!line.querySelector("progress") };
    }""", SLOW_MS)
    assert seen["during"]["bar"] and seen["during"]["text"] == EN["ai.thinking"], seen
    assert seen["result"] == "moved" and not seen["after"], seen
