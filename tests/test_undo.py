"""Undo against the computer (issue 22, item 4): the bridge's ``undo`` takes back a person's last decision and the
computer's replies after it, by replaying the save's actions from the seed up to before it; it is refused, with a
clear error and nothing changed, in hot-seat, for a computer's seat, before the seat's first decision, once the
match is over and for a wrong id or seat. Also: a move that ends something at once carries a ``confirm`` question."""

import json

import pytest

from pygame_core import bridge, examples, game_class, load
from pygame_core.core import state
from pygame_core.core.errors import CorruptSave
from pygame_core.core.registry import names as game_names
from pygame_core.core.rng import Rng

#: View fields an undo adds on purpose (its log line, the flag that a move was taken back).
UNDO_FIELDS = ("log", "undo_used")


def call(obj):
    answer = json.loads(bridge.handle(json.dumps(obj)))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    return answer


def assert_error(answer, code):
    assert answer["ok"] is False, answer
    assert answer["error"]["code"] == code and answer["error"]["message"], answer


def start(game="schnapsen", seats=("human",), fill="ai:easy", seed=5, **extra):
    answer = call({"cmd": "new_game", "game": game, "seed": seed, "seats": list(seats), "fill": fill, **extra})
    assert answer["ok"], answer
    return answer


def step(gid, view, seat=0):
    """One decision: the person's first legal action, or the computer's move."""
    if view["to_move"] == seat:
        answer = call({"cmd": "act", "id": gid, "seat": seat, "action": view["legal"][0]["id"]})
    else:
        answer = call({"cmd": "ai_move", "id": gid, "view_seat": seat})
    assert answer["ok"], answer
    return answer


def play_until_decisions(gid, view, decisions, seat=0):
    """Play until ``seat`` has made ``decisions`` decisions and must decide again; answers the last answer."""
    made = 0
    answer = {"view": view}
    while True:
        view = answer["view"]
        assert not view["over"]
        if view["to_move"] == seat:
            if made == decisions:
                return answer
            made += 1
        answer = step(gid, view, seat)


def save_of(gid):
    return call({"cmd": "save", "id": gid})["save"]


def without(view, fields=UNDO_FIELDS):
    return {k: v for k, v in view.items() if k not in fields}


def loaded_view(save, seat=0):
    answer = call({"cmd": "load", "save": save, "view_seat": seat})
    assert answer["ok"], answer
    call({"cmd": "close", "id": answer["id"]})
    return answer["view"]


# -- taking a move back --------------------------------------------------------------------------------

def test_undo_takes_back_the_last_decision_and_the_computers_replies():
    answer = start()
    gid = answer["id"]
    play_until_decisions(gid, answer["view"], 3)
    actions = save_of(gid)["actions"]
    last = max(i for i, (seat, _) in enumerate(actions) if seat == 0)
    undone = call({"cmd": "undo", "id": gid, "seat": 0})
    assert undone["ok"], undone
    assert undone["save"]["actions"] == actions[:last]
    assert undone["view"]["to_move"] == 0 and undone["view"]["ply"] == last
    assert undone["save"]["undos"] == [last] and undone["view"]["undo_used"] is True
    assert [e["type"] for e in undone["events"]] == ["undo"] and undone["events"][0]["text"] == "A move was taken back."
    assert undone["view"]["log"][-1]["type"] == "undo"


def test_undo_gives_the_position_of_the_shortened_action_list():
    gid = start(seed=8)["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 4)
    save = save_of(gid)
    last = max(i for i, (seat, _) in enumerate(save["actions"]) if seat == 0)
    undone = call({"cmd": "undo", "id": gid, "seat": 0})
    replayed = {**save, "actions": save["actions"][:last]}
    for seat in (0, 1):
        now = call({"cmd": "view", "id": gid, "seat": seat})["view"]
        fresh = loaded_view(replayed, seat)
        assert without(now) == without(fresh)
        assert now["log"][:-1] == fresh["log"] and now["log"][-1]["type"] == "undo"
    assert_same_state(gid, replayed)
    assert undone["save"] == {**replayed, "undos": [last]}


def assert_same_state(gid, save):
    """The session's game is the one ``save`` replays to, state for state (the RNG included), but for its log line
    and the caches derived from the rest (declared ``RESET``: the lines of the last log written, say)."""
    session_game = bridge.sessions.open_games[gid].game
    replayed_game = load(save)
    for name, copier in type(session_game)._declared.items():
        if name not in ("events", "undos") and copier is not state.RESET:
            assert _state_of(getattr(session_game, name)) == _state_of(getattr(replayed_game, name)), name


def _state_of(value):
    """A state field as plain data (objects without ``__eq__`` as their fields), to compare two matches."""
    if isinstance(value, Rng):
        return ("rng", value.state)
    if isinstance(value, (list, tuple)):
        return [_state_of(v) for v in value]
    if isinstance(value, dict):
        return {k: _state_of(v) for k, v in value.items()}
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (type(value).__name__, _state_of(vars(value)))
    if hasattr(value, "__slots__"):
        return (type(value).__name__, [_state_of(getattr(value, n, None)) for n in value.__slots__])
    return value


def test_the_same_deal_comes_after_an_undo():
    """Seeded: the deal that followed the taken-back stretch comes out again when the same moves are made."""
    answer = start(seed=3)
    gid, view = answer["id"], answer["view"]
    # play until the person must decide for the first time in a new hand (the stretch since the last decision
    # then holds a new deal)
    hands = 0
    while True:
        if view["to_move"] == 0 and any(a == "next_hand" for _, a in save_of(gid)["actions"]) and hands:
            break
        answer = step(gid, view)
        view = answer["view"]
        if answer["save"]["actions"][-1][1] == "next_hand":
            hands += 1
    original = save_of(gid)
    dealt = call({"cmd": "view", "id": gid, "seat": 0})["view"]
    last = max(i for i, (seat, _) in enumerate(original["actions"]) if seat == 0)
    undone = call({"cmd": "undo", "id": gid, "seat": 0})
    assert undone["ok"] and len(undone["save"]["actions"]) == last
    assert "next_hand" in [a for _, a in original["actions"][last:]]  # a new deal was taken back
    assert undone["view"]["contract"]["hand"] != dealt["contract"]["hand"]
    # the same choices again: the person's taken-back move, then the computer's (seeded) replies
    redo = call({"cmd": "act", "id": gid, "seat": 0, "action": original["actions"][last][1]})
    view = redo["view"]
    while view["to_move"] != 0:
        view = step(gid, view)["view"]
    assert save_of(gid)["actions"] == original["actions"]
    assert without(view) == without(dealt)


def test_undo_twice_goes_further_back_and_save_load_keeps_the_log_line():
    gid = start(seed=12)["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 3)
    first = call({"cmd": "undo", "id": gid, "seat": 0})
    second = call({"cmd": "undo", "id": gid, "seat": 0})
    assert first["ok"] and second["ok"]
    assert len(second["save"]["actions"]) < len(first["save"]["actions"])
    # the first undo's log line was in the stretch the second one took back: one line, where the match now is
    assert second["save"]["undos"] == [len(second["save"]["actions"])]
    assert [e["type"] for e in second["view"]["log"]].count("undo") == 1
    reloaded = call({"cmd": "load", "save": second["save"]})
    assert reloaded["ok"] and reloaded["save"] == second["save"]
    assert reloaded["view"]["undo_used"] is True
    assert reloaded["view"]["log"] == second["view"]["log"]


def test_a_save_without_undos_is_unchanged_and_bad_undos_are_refused():
    gid = start()["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 1)
    save = save_of(gid)
    assert "undos" not in save  # every existing save stays as it was
    assert call({"cmd": "view", "id": gid, "seat": 0})["view"]["undo_used"] is False
    for bad in ("x", [len(save["actions"]) + 1], [2, 1], [True], [-1]):
        answer = call({"cmd": "load", "save": {**save, "undos": bad}})
        assert_error(answer, "corrupt_save")
    with pytest.raises(CorruptSave):
        load({**save, "undos": [len(save["actions"]) + 1]})


# -- refused, with nothing changed ---------------------------------------------------------------------

def assert_refused_unchanged(gid, request, code):
    before = save_of(gid)
    views = [call({"cmd": "view", "id": gid, "seat": s})["view"] for s in range(len(before["seats"]))]
    assert_error(call(request), code)
    assert save_of(gid) == before
    assert [call({"cmd": "view", "id": gid, "seat": s})["view"] for s in range(len(before["seats"]))] == views


def test_undo_is_refused_in_hotseat():
    answer = start(seats=(), fill="human")
    gid = answer["id"]
    view = answer["view"]
    for _ in range(3):
        mover = view["to_move"]
        mover_view = call({"cmd": "view", "id": gid, "seat": mover})["view"]
        view = call({"cmd": "act", "id": gid, "seat": mover, "action": mover_view["legal"][0]["id"]})["view"]
    for seat in (0, 1):
        assert call({"cmd": "view", "id": gid, "seat": seat})["view"]["can_undo"] is False
        assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": seat}, "undo_refused")
    refused = call({"cmd": "undo", "id": gid, "seat": 0, "lang": "de"})
    assert "Personen" in refused["error"]["message"]


def test_undo_is_refused_before_the_first_decision():
    answer = start(seed=5)
    gid = answer["id"]
    while answer["view"]["to_move"] != 0:  # the computer may lead: still nothing of the person's to take back
        answer = step(gid, answer["view"])
    assert answer["view"]["can_undo"] is False
    assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": 0}, "undo_refused")


def test_undo_is_refused_for_the_computers_seat():
    gid = start()["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 2)
    assert call({"cmd": "view", "id": gid, "seat": 1})["view"]["can_undo"] is False
    assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": 1}, "undo_refused")


def test_undo_is_refused_once_the_match_is_over():
    answer = start(options={"bummerl_target": 1})
    gid, view = answer["id"], answer["view"]
    while not view["over"]:
        view = step(gid, view)["view"]
    assert view["can_undo"] is False
    assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": 0}, "undo_refused")
    assert "over" in call({"cmd": "undo", "id": gid, "seat": 0})["error"]["message"]


def test_undo_with_a_wrong_id_or_seat_is_refused():
    gid = start()["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 1)
    assert_refused_unchanged(gid, {"cmd": "undo", "id": "nope", "seat": 0}, "malformed_input")
    for seat in (2, -1, "0", True, None):
        assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": seat}, "malformed_input")
    assert_refused_unchanged(gid, {"cmd": "undo", "id": gid}, "malformed_input")
    assert_refused_unchanged(gid, {"cmd": "undo", "id": gid, "seat": 0, "lang": "fr"}, "malformed_input")
    # refused for what is wrong in the request, not as an unknown command
    assert "no game with id 'nope'" in call({"cmd": "undo", "id": "nope", "seat": 0})["error"]["message"]
    assert "no seat 2" in call({"cmd": "undo", "id": gid, "seat": 2})["error"]["message"]
    assert call({"cmd": "undo", "id": gid, "seat": 0})["ok"]


def test_undo_messages_in_every_language():
    gid = start()["id"]
    play_until_decisions(gid, call({"cmd": "view", "id": gid, "seat": 0})["view"], 3)
    texts = set()
    for lang in ("en", "de", "nl"):
        undone = call({"cmd": "undo", "id": gid, "seat": 0, "lang": lang})
        assert undone["ok"], undone
        texts.add(undone["events"][0]["text"])
    assert texts == {"A move was taken back.", "Ein Zug wurde zurückgenommen.", "Een zet is teruggenomen."}


# -- every game ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", sorted(game_names()))
def test_undo_works_in_every_game_against_the_computer(game):
    answer = start(game=game, seed=21, fill="ai:easy")
    gid = answer["id"]
    play_until_decisions(gid, answer["view"], 3)
    save = save_of(gid)
    last = max(i for i, (seat, _) in enumerate(save["actions"]) if seat == 0)
    undone = call({"cmd": "undo", "id": gid, "seat": 0})
    assert undone["ok"], undone
    assert undone["save"]["actions"] == save["actions"][:last]
    assert undone["view"]["to_move"] == 0 and undone["view"]["undo_used"] is True
    shortened = {**save, "actions": save["actions"][:last]}
    assert undone["save"] == {**shortened, "undos": [last]}
    assert_same_state(gid, shortened)
    assert undone["view"] == loaded_view(undone["save"])
    # and the match plays on from there
    assert step(gid, undone["view"])["ok"]


# -- confirming a move that ends something at once ---------------------------------------------------------

def _before_closing():
    script = examples("schnapsen")["closing"]
    save = script.save(game_class("schnapsen").version)
    assert save["actions"][0] == [0, "close"]
    return {**save, "actions": [], "seats": ["human", "ai:easy"]}


@pytest.mark.parametrize("lang, word", [("en", "Close the talon?"), ("de", "Zudrehen?"), ("nl", "sluiten?")])
def test_closing_the_talon_asks_first(lang, word):
    answer = call({"cmd": "load", "save": _before_closing(), "lang": lang})
    assert answer["ok"], answer
    legal = {entry["id"]: entry for entry in answer["view"]["legal"]}
    assert word in legal["close"]["confirm"]
    assert all("confirm" not in entry for key, entry in legal.items() if key != "close")


def test_only_the_seat_to_move_sees_the_question():
    answer = call({"cmd": "load", "save": _before_closing(), "view_seat": 1})
    assert answer["view"]["legal"] == []
    mover = call({"cmd": "view", "id": answer["id"], "seat": 0})["view"]
    assert [entry["id"] for entry in mover["legal"] if "confirm" in entry] == ["close"]
