"""Issue 34, words: the result says who won (the view's ``winner_text``, en/de/nl), an embed's error lists every
parameter (deck, sound, tutorial and table among them) and a script's wrong action lists what was legal there."""

from __future__ import annotations

import json

import pytest

from pygame_core import bridge, game_class, make_player, new_game
from pygame_core.core.game import Game
from pygame_core.core.i18n import SeatNames


def call(**obj):
    return json.loads(bridge.handle(json.dumps(obj)))


def finished(game: str, seed: int, options: dict | None = None) -> Game:
    match = game_class(game).new(options or {}, seed)
    match.record_events = False
    player = make_player(game, "easy")
    ply = 0
    while not match.is_over:
        mover = match.to_move()
        match.apply(mover, player.choose(match.observation(mover), seed * 1000 + ply))
        ply += 1
    return match


@pytest.mark.parametrize("game,options", [("spike", {"set_points": 1, "sets_to_win": 1}),
                                          ("strandcup", {"players": 4})])
def test_the_view_of_a_finished_match_says_who_won(game: str, options: dict) -> None:
    match = finished(game, 3, options)
    outcome = match.outcome()
    assert outcome is not None
    winners = [s for s, share in enumerate(outcome) if share >= 1]
    view = match.view(0, "en")
    names = [view["names"][s] for s in winners]
    assert all(name in view["winner_text"] for name in names) and "won the match" in view["winner_text"]
    assert "gewonnen" in match.view(0, "de")["winner_text"] and "gewonnen" in match.view(0, "nl")["winner_text"]
    # the seat called "You" reads it in the second person
    you = winners[0]
    named = match.with_state(seat_names=SeatNames(tuple("you" if s == you else "computer"
                                                       for s in range(match.num_seats))))
    text = named.view(you, "de")["winner_text"]
    assert text.startswith("Du") and ("hast" in text or "haben" in text), text
    running = new_game(game, seed=3)
    assert running.view(0)["winner_text"] is None


def test_an_embeds_error_lists_every_parameter() -> None:
    answer = call(cmd="embed_config", params={"game": "spike", "colour": "red"})
    assert answer["ok"] is False
    for name in ("game", "options", "seats", "seed", "example", "tutorial", "script", "replay", "step", "lang",
                 "deck", "start", "sound", "table"):
        assert name in answer["error"]["message"].split("known: ")[1], name
    assert call(cmd="embed_config", params={"game": "spike", "table": "generic"})["ok"]


def test_a_scripts_wrong_action_lists_what_was_legal_there() -> None:
    game = new_game("spike", seed=2)
    seat = game.to_move()
    legal = game.legal_ids(seat)
    bad = call(cmd="replay_open", script={"game": "spike", "seed": 2, "actions": [[seat, "play:nothing"]],
                                          "captions": ["the deal", "first move"]})
    message = bad["error"]["message"]
    assert bad["error"]["code"] == "malformed_input" and "play:nothing" in message
    assert f"legal there for seat {seat}: " in message and all(action in message for action in legal), message
