"""Issue 22, items 3 and 4: the sounds the shell plays come from the engine (each game's ``sound_cues``; the bridge
marks the events it answers with ``sound``), the embed's ``sound`` parameter is checked like the others, and the
moves that end something at once in Striker and Strand-Cup carry a ``confirm`` question (Spike has none: every
move there plays or draws a card)."""

import json

import pytest

from pygame_core import bridge, game_class, load
from pygame_core.core.registry import names as game_names

CUES = {"deal", "card", "point", "goal"}


def call(obj):
    answer = json.loads(bridge.handle(json.dumps(obj)))
    assert isinstance(answer, dict)
    return answer


def computers_match(game, seed=4, moves=400):
    """A match of computers only, seen from seat 0: every ``events`` list the bridge answered."""
    answer = call({"cmd": "new_game", "game": game, "seed": seed, "seats": [], "fill": "ai:easy"})
    assert answer["ok"], answer
    gid = answer["id"]
    events = []
    for _ in range(moves):
        if answer["view"]["over"]:
            break
        answer = call({"cmd": "ai_move", "id": gid, "view_seat": 0})
        assert answer["ok"], answer
        events.extend(answer["events"])
    return events


@pytest.mark.parametrize("game", sorted(game_names()))
def test_every_game_sounds_its_cards_and_its_points(game):
    cues = game_class(game).sound_cues
    assert cues and set(cues.values()) <= CUES
    events = computers_match(game)
    sounded = [e for e in events if "sound" in e]
    assert all(e["sound"] == cues[e["type"]] for e in sounded)
    assert all("sound" not in e for e in events if e["type"] not in cues)
    assert {"card", "point"} <= {e["sound"] for e in sounded}, game


def test_a_persons_move_is_sounded_too():
    answer = call({"cmd": "new_game", "game": "schnapsen", "seed": 2, "seats": ["human", "human"]})
    view = answer["view"]
    mover = view["to_move"]
    seen = call({"cmd": "view", "id": answer["id"], "seat": mover})["view"]
    play = next(e["id"] for e in seen["legal"] if e["id"].startswith("play:"))
    acted = call({"cmd": "act", "id": answer["id"], "seat": mover, "action": play})
    assert [e["sound"] for e in acted["events"] if e["type"] == "card_played"] == ["card"]


@pytest.mark.parametrize("value", ["on", "off"])
def test_the_embed_takes_sound_on_or_off(value):
    answer = call({"cmd": "embed_config", "params": {"game": "spike", "sound": value}})
    assert answer["ok"] and answer["config"]["sound"] == value


def test_an_embed_is_silent_unless_it_asks():
    assert call({"cmd": "embed_config", "params": {"game": "spike"}})["config"]["sound"] == "off"


@pytest.mark.parametrize("value", ["loud", "ON", "1", ""])
def test_a_wrong_sound_parameter_is_refused_with_a_clear_error(value):
    answer = call({"cmd": "embed_config", "params": {"game": "spike", "sound": value}})
    assert answer["ok"] is False and answer["error"]["code"] == "malformed_input"
    assert "sound must be on or off" in answer["error"]["message"]


# -- confirmations ------------------------------------------------------------------------------------------------

def first_confirmed(game, seed, options=None, limit=400):
    """Play a person (always the first legal move) against easy computers until the person's view offers a
    move with ``confirm``: answers that view and the match id, or (None, id)."""
    answer = call({"cmd": "new_game", "game": game, "seed": seed, "seats": ["human"], "fill": "ai:easy",
                   "options": options or {}})
    gid = answer["id"]
    for _ in range(limit):
        view = answer["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            if any("confirm" in e for e in view["legal"]):
                return view, gid
            answer = call({"cmd": "act", "id": gid, "seat": 0, "action": view["legal"][0]["id"]})
        else:
            answer = call({"cmd": "ai_move", "id": gid, "view_seat": 0})
    return None, gid


@pytest.mark.parametrize("lang, words", [("en", "End your turn now?"), ("de", "Den Zug jetzt beenden?"),
                                         ("nl", "Je beurt nu beëindigen?")])
def test_striker_asks_before_ending_a_turn_with_a_card_still_playable(lang, words):
    view, gid = first_confirmed("striker", 3, {"must_play_while_able": False})
    assert view is not None
    asked = call({"cmd": "view", "id": gid, "seat": 0, "lang": lang})["view"]
    confirmed = [e for e in asked["legal"] if "confirm" in e]
    assert [e["id"] for e in confirmed] == ["end_turn"] and words in confirmed[0]["confirm"]
    assert len(asked["legal"]) > 1  # a card could still be played


def test_striker_by_its_rules_never_asks():
    """With ``must_play_while_able`` on (the rules as built, readings.md §4.4 ST1) a turn ends only when nothing can
    be played: nothing to ask."""
    view, _ = first_confirmed("striker", 3)
    assert view is None


@pytest.mark.parametrize("lang, words", [("en", "Let the ball drop?"), ("de", "Den Ball fallen lassen?"),
                                         ("nl", "De bal laten vallen?")])
def test_strand_cup_asks_before_a_pass_that_drops_the_ball(lang, words):
    view, gid = first_confirmed("strandcup", 1)
    assert view is not None
    asked = call({"cmd": "view", "id": gid, "seat": 0, "lang": lang})["view"]
    confirmed = [e for e in asked["legal"] if "confirm" in e]
    assert [e["id"] for e in confirmed] == ["pass"] and words in confirmed[0]["confirm"]
    # passing then ends the rally: the ball drops, no teammate is offered it
    after = call({"cmd": "act", "id": gid, "seat": 0, "action": "pass"})
    assert any(e["type"] in ("dropped", "rally_end") for e in after["events"]), after["events"]


def test_strand_cup_does_not_ask_when_a_teammate_can_still_take_the_ball():
    """A pass that offers the ball to the next teammate ends nothing: no question (SC1, SC3)."""
    rules = game_class("strandcup")
    answer = call({"cmd": "new_game", "game": "strandcup", "seed": 1, "seats": ["human"], "fill": "ai:easy"})
    gid = answer["id"]
    checked = 0
    for _ in range(600):
        view = answer["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            entry = next((e for e in view["legal"] if e["id"] == "pass"), None)
            game = load(call({"cmd": "save", "id": gid})["save"])
            assert isinstance(game, rules)
            if entry is not None and not game.pass_drops_ball():
                assert "confirm" not in entry
                checked += 1
            answer = call({"cmd": "act", "id": gid, "seat": 0, "action": view["legal"][0]["id"]})
        else:
            answer = call({"cmd": "ai_move", "id": gid, "view_seat": 0})
    assert checked


def test_spike_asks_nothing():
    view, _ = first_confirmed("spike", 2, limit=200)
    assert view is None
