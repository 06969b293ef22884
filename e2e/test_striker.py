"""A person plays Striker through the real page: whole games against the computer (2 and 4 players), a reload in
the middle of a turn, the reason for a card that cannot be played, and screenshots for a person to look at.

Only what a person sees is clicked: a highlighted card in the hand, then a highlighted place on the table (an
attack's top card or the new-attack button) when the card has more than one play, else the choice buttons.

Tests that need only a running engine share one started page per screen (conftest's ``warm_page``). One whole match
is clicked through (2 players); the 4-player match is started by clicking and its end opened from a save a few moves
before it (tests/test_protocol.py plays 4-player matches to the end on CPython).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from harness import SCREENS, TABLET_AND_PHONE
from table import (
    EN,
    click_card,
    confirm_if_asked,
    open_save,
    open_site,
    replace_running_match,
    resized,
    save_near_the_end,
    session_save,
    wait_idle,
)

#: A whole game is a few hundred clicks; a bound that a finished game never reaches.
MAX_STEPS = 1500


def choose_striker(page: Page, players: int = 2) -> None:
    """Pick Striker (and the number of players) in the new-game dialog, then start against the easy computer."""
    page.get_by_role("button", name=EN["menu.new_game"]).click()
    dialog = page.get_by_role("dialog", name=EN["dialog.new_game"])
    expect(dialog).to_be_visible()
    page.wait_for_function("() => window.__app && window.__app.engineReady", timeout=60_000)
    dialog.locator("#ng-game").select_option("striker")
    if not dialog.locator("#ng-options").evaluate("(d) => d.open"):
        dialog.locator("#ng-options-legend").click()  # the options fold open
    players_box = dialog.locator("#opt-players")
    expect(players_box).to_be_visible()
    if players_box.evaluate("(e) => e.tagName") == "SELECT":
        players_box.select_option(str(players))
    else:
        players_box.fill(str(players))
    dialog.get_by_role("radio", name=EN["mode.computer"]).check()
    dialog.get_by_role("radio", name=EN["strength.easy"]).check()
    dialog.get_by_role("button", name=EN["dialog.start"]).click()
    replace_running_match(page)  # a shared page may have a Striker match saved
    wait_idle(page)


def table_state(page: Page) -> dict[str, Any]:
    """What the Striker table shows now, read from the DOM."""
    return page.evaluate("""() => {
      const dialog = document.getElementById('result-dialog');
      const all = (sel) => [...document.querySelectorAll(sel)];
      return {
        dialog: dialog.open ? document.getElementById('result-title').textContent : null,
        dialogText: dialog.open ? document.getElementById('result-body').textContent : '',
        dialogButtons: dialog.open ? all('#result-dialog button').map((b) => b.textContent) : [],
        hand: all('.stk-hand .card-button').map((b) => b.dataset.card),
        legal: all('.stk-hand .card-button.legal').map((b) => b.dataset.card),
        illegal: all('.stk-hand .card-button.illegal').map((b) => b.dataset.card),
        picked: all('.stk-hand .card-button.picked').map((b) => b.dataset.card),
        targets: all('.stk-top.legal').map((b) => b.dataset.attack),
        blocked: all('.stk-top.illegal').map((b) => b.dataset.attack),
        starts: all('.stk-new button').map((b) => b.dataset.action),
        options: all('.stk-options button').map((b) => b.dataset.action),
        actions: all('.stk .actions button.action').map((b) => b.dataset.action),
        attacks: all('.stk-attack').map((a) => a.getAttribute('aria-label')),
        scores: all('.stk-player').map((p) => p.textContent),
        prompt: (document.getElementById('prompt') || {}).textContent || '',
        status: (document.getElementById('table-status') || {}).textContent || '',
        ply: window.__app.session ? window.__app.session.view.ply : null,
      };
    }""")


def click_action(page: Page, action: str) -> None:
    page.locator(f'.stk button[data-action="{action}"]').first.click()
    confirm_if_asked(page)  # ending a turn with a card still playable asks first (when the rules allow it at all)


def person_step(page: Page, rng: random.Random) -> str:
    """One decision as a person; returns what was clicked ("match_over" once the end screen shows)."""
    wait_idle(page)
    state = table_state(page)
    if state["dialog"] is not None:
        assert EN["match_over.new_match"] in state["dialogButtons"], state
        return "match_over"
    reactions = [a for a in state["actions"] if a != "end_turn"]
    if reactions:  # a shot at the person's goal: keeper, VAR or let it count
        choice = rng.choice(reactions)
        click_action(page, choice)
        return choice
    if "end_turn" in state["actions"] and state["legal"] and rng.random() < 0.1:  # stop early now and then
        click_action(page, "end_turn")
        return "end_turn"
    if state["legal"]:
        card = rng.choice(state["legal"])
        click_card(page.locator(f'.stk-hand .card-button[data-card="{card}"]').first)
        after = table_state(page)
        if after["ply"] != state["ply"] or not after["picked"]:
            return f"card:{card}"
        # the card has several plays: its places light up; click one
        places = [("attack", a) for a in after["targets"]] + [("start", s) for s in after["starts"]]
        kind, where = rng.choice(places)
        if kind == "start":
            click_action(page, where)
            return where
        options = page.eval_on_selector_all(f'.stk-options[data-attack="{where}"] button', "(bs) => bs.map((b) => b.dataset.action)")
        page.locator(f'.stk-top.legal[data-attack="{where}"]').click()  # one play: done; several: their buttons
        if options:
            click_action(page, rng.choice(options))
        return f"{card}@{where}"
    if "end_turn" in state["actions"]:
        click_action(page, "end_turn")
        return "end_turn"
    raise AssertionError(f"nothing to do on the Striker table: {state}")


def play_to_the_end(page: Page, rng: random.Random, done: list[str] | None = None) -> dict[str, Any]:
    """Click until the match-end screen shows; ``done`` collects what was clicked."""
    for _ in range(MAX_STEPS):
        step = person_step(page, rng)
        if done is not None:
            done.append(step)
        if step == "match_over":
            return table_state(page)
    raise AssertionError(f"no match end after {MAX_STEPS} steps: {table_state(page)}")


def check_a_refused_card_says_why(page: Page) -> bool:
    """If a greyed card shows now: clicking it shows the rule's reason from the view and changes nothing."""
    state = table_state(page)
    view = page.evaluate("() => window.__app.session.view")
    if not (state["illegal"] and state["dialog"] is None and view["to_move"] == view["seat"]):
        return False
    card = state["illegal"][0]
    save = session_save(page)
    # aria-disabled, not disabled: a person can still press it (Playwright needs force for that)
    page.locator(f'.stk-hand .card-button[data-card="{card}"]').first.click(force=True)
    entry = next(e for e in view["contract"]["hand"] if e["card"] == card)
    expect(page.locator("#table-status")).to_have_text(entry["reason"])
    assert session_save(page) == save
    return True


def test_whole_two_player_game_against_the_computer(warm_page: Page, site: str) -> None:
    """Every control is clicked as a person would, to the final whistle; a greyed card says why it cannot be
    played; the end screen names the result."""
    page = warm_page
    open_site(page, site, seed=5)
    choose_striker(page, 2)
    state = table_state(page)
    assert len(state["scores"]) == 2 and state["hand"], state
    rng = random.Random(5)
    for _ in range(300):
        if check_a_refused_card_says_why(page):
            break
        person_step(page, rng)
    else:
        raise AssertionError("no card that cannot be played ever showed")
    done: list[str] = []
    end = play_to_the_end(page, rng, done)
    assert any("@" in step for step in done), "a card with several plays was placed on a stack"
    # the turn ends by itself when no card can be played (ST1, the default since issue 11): no end-turn button
    assert any(step.startswith("card:") for step in done)
    view = page.evaluate("() => window.__app.session.view")
    assert view["over"] and view["contract"]["table"]["result"]["text"] in end["dialogText"]
    assert view["winner_text"] and end["dialog"].strip() == view["winner_text"]  # the title says who won (issue 34)


def test_four_player_game_with_computer_players_runs_to_the_end(warm_page: Page, site: str) -> None:
    """With three computer players the turns go round: started from the dialog with four players (four scores on
    the table, the person's turn comes back), and from a save a few of the person's moves before the final whistle
    clicked to the end screen (every goal of the four counted)."""
    page = warm_page
    open_site(page, site, seed=11)
    choose_striker(page, 4)
    assert len(table_state(page)["scores"]) == 4
    rng = random.Random(11)
    for _ in range(60):  # the three computers move and the turn comes back to the person
        person_step(page, rng)
        wait_idle(page)
        view = page.evaluate("() => window.__app.session.view")
        if view["to_move"] == view["seat"] and any(seat != view["seat"] for seat, _ in page.evaluate(
                "() => window.__app.session.save.actions")):
            break
    else:
        raise AssertionError("the turn never came back round to the person")
    open_save(page, site, save_near_the_end("striker", 4, {"players": 4}, seed=11))
    assert len(table_state(page)["scores"]) == 4
    play_to_the_end(page, rng)
    view = page.evaluate("() => window.__app.session.view")
    assert view["over"] and len(view["contract"]["table"]["result"]["goals"]) == 4


def _play_until_mid_turn(page: Page, rng: random.Random) -> None:
    """Play until the person has put at least one card down in a turn that is not over yet."""
    for _ in range(200):
        done = person_step(page, rng)
        wait_idle(page)
        state = table_state(page)
        view = page.evaluate("() => window.__app.session.view")
        table = view["contract"]["table"]
        if done != "end_turn" and table["phase"] == "turn" and view["to_move"] == view["seat"] and len(table["turn_log"]) > 1 \
                and state["dialog"] is None:
            return
    raise AssertionError("never reached the middle of a turn")


def test_reload_mid_turn_continues_the_same_turn(page: Page, site: str) -> None:
    """The save is kept after every action: a reload in the middle of a turn shows the same position."""
    open_site(page, site, seed=7)
    choose_striker(page, 2)
    _play_until_mid_turn(page, random.Random(7))
    before = table_state(page)
    save = session_save(page)
    page.reload()
    wait_idle(page)
    after = table_state(page)
    for key in ("hand", "legal", "attacks", "scores", "actions", "ply", "prompt"):
        assert after[key] == before[key], key
    assert session_save(page)["actions"] == save["actions"]
    person_step(page, random.Random(8))
    wait_idle(page)
    assert table_state(page)["ply"] >= before["ply"]


@pytest.mark.parametrize("screen", [name for name, _ in TABLET_AND_PHONE])
def test_screenshots_tablet_and_phone(warm_page: Page, site: str, screen: str) -> None:
    """Screenshots for a person to look at: the Striker table at 1024x768 (the shared desktop page at that size) and
    390x844."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    name, viewport = screen, dict(TABLET_AND_PHONE)[screen]
    p = warm_page
    with resized(p, viewport):
        open_site(p, site, seed=3)
        choose_striker(p, 2)
        rng = random.Random(3)
        for _ in range(10):
            person_step(p, rng)
        wait_idle(p)
        p.screenshot(path=str(SCREENS / f"striker-{name}.png"), full_page=True)
        for _ in range(40):  # a card with several plays, picked: its places light up
            wait_idle(p)  # never between a computer's moves: the hand is drawn again after each
            several = p.locator('.stk-hand .card-button.legal[aria-pressed]')
            if several.count() and table_state(p)["dialog"] is None:
                click_card(several.first)
                expect(p.locator(".stk-hand .card-button.picked")).to_have_count(1)
                p.screenshot(path=str(SCREENS / f"striker-{name}-picked.png"), full_page=True)
                break
            person_step(p, rng)


#: Per lane of the pitch: the attack, its top card's number (from the view), the middle of its ball's card on the
#: pitch, the pitch's left and right edges, and its label; the goal's label; the faces of the hand's cards.
PITCH = """() => {
  const view = window.__app.session.view;
  const shows = window.__app.games.find((g) => g.name === 'striker').catalogue;
  const grass = document.querySelector('.stk-field .stk-grass').getBoundingClientRect();
  const lanes = [...document.querySelectorAll('.stk-field .stk-lane.stk-attack')].map((lane) => {
    const attack = view.contract.table.attacks.find((a) => String(a.id) === lane.dataset.attack);
    const card = lane.querySelector('.stk-marker .stk-card').getBoundingClientRect();
    return { id: attack.id, number: attack.number, owner: attack.owner, mid: (card.left + card.right) / 2,
      label: lane.getAttribute('aria-label'), cards: attack.cards.length, mine: attack.owner === view.seat };
  });
  const faces = [...document.querySelectorAll('.stk-hand .card-button')].map((b) => ({
    card: b.dataset.card, kind: shows[b.dataset.card].kind,
    number: (b.querySelector('.stk-card .num') || {}).textContent || null,
    symbol: Boolean(b.querySelector('.stk-card .face svg')), band: getComputedStyle(b.querySelector('.stk-card .band')).backgroundColor,
    words: b.querySelector('.stk-card').textContent }));
  const goal = document.querySelector('.stk-field .stk-goal');
  return { lanes, faces, left: grass.left, right: grass.right, goal: goal && goal.getAttribute("aria-label"),
    shot: view.contract.table.shot, seatNames: view.contract.seats.map((s) => s.name) };
}"""


def test_the_pitch_shows_each_attack_where_its_ball_is_and_cards_as_cards(warm_page: Page, site: str) -> None:
    """Issue 22, item 2: every attack is a lane of the pitch with its ball (the top card) at its number: 1 at the own
    goal line, 11 at the goal, a higher number further up; each lane names its owner, zone and cards; the goal says
    who shoots and whose goalkeeper acts; the hand's cards are drawn (a number or a symbol under a coloured band),
    not written ("Pass card", "Goalkeeper (left)")."""
    page = warm_page
    open_site(page, site, seed=9)
    choose_striker(page, 2)
    rng = random.Random(9)
    seen_order = seen_shot = False
    for _ in range(400):
        wait_idle(page)
        pitch = page.evaluate(PITCH)
        width = pitch["right"] - pitch["left"]
        for lane in pitch["lanes"]:
            # the ball's card lies in its number's stripe (11 stripes), or at the edge for 1 and 11: counted from the
            # left on the person's own attacks, from the right on the others' (they run the other way; issue 34)
            from_left = lane["mid"] - pitch["left"] if lane["mine"] else pitch["right"] - lane["mid"]
            stripe = from_left / width * 11
            assert lane["number"] - 2 < stripe < lane["number"] + 1, (lane, pitch["left"], width)
            assert pitch["seatNames"][lane["owner"]] in lane["label"], lane
        for mine in (True, False):
            numbers = sorted((lane for lane in pitch["lanes"] if lane["mine"] == mine), key=lambda lane: lane["number"])
            if len({lane["number"] for lane in numbers}) >= 3:
                mids = [lane["mid"] for lane in numbers]
                assert mids == sorted(mids, reverse=not mine), numbers
                seen_order = True
        if pitch["shot"]:
            shooter = pitch["seatNames"][pitch["shot"]["shooter"]]
            keeper = pitch["seatNames"][pitch["shot"]["target"]]
            assert shooter in pitch["goal"] and keeper in pitch["goal"], pitch["goal"]
            seen_shot = True
        for face in pitch["faces"]:
            assert face["number"] or face["symbol"], face
            assert "Goalkeeper" not in face["words"] and "Pass" not in face["words"], face
            assert face["band"] not in ("rgba(0, 0, 0, 0)", ""), face
        if seen_order and seen_shot:
            break
        if person_step(page, rng) == "match_over":
            break
    assert seen_order, "three attacks at different numbers never lay on the pitch"
    assert seen_shot, "no shot was taken"
