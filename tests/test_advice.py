"""Hint and review (issue 21, items 2 and 3), for every game in the conformance style: the hint is a legal action,
the same in every language, never depends on cards the seat cannot see, and is refused (nothing changed) for a seat
not to move, a computer's seat, a finished match and a wrong id; hints are counted in the save; a review lists the
seat's decisions with what the hard player would have played and a loss >= 0, and is empty with no decisions."""

import json

import pytest

from pygame_core import bridge, game_info, load
from pygame_core.ai import advice
from pygame_core.core.registry import names as game_names
from pygame_core.core.rng import Rng

GAMES = sorted(game_names())
LANGS = ("en", "de", "nl")


def call(obj):
    answer = json.loads(bridge.handle(json.dumps(obj)))
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    return answer


def start(game, seats=("human",), fill="ai:medium", seed=21):
    answer = call({"cmd": "new_game", "game": game, "seed": seed, "seats": list(seats), "fill": fill})
    assert answer["ok"], answer
    return answer["id"], answer["view"]


def play_to_decision(gid, view, decisions, seat=0):
    """Play (the person: its first legal action; the computer: its move) until ``seat`` has made ``decisions``
    decisions and must decide again (or the match ends); answers the view."""
    made = 0
    while not view["over"]:
        if view["to_move"] == seat:
            if made == decisions:
                return view
            made += 1
            answer = call({"cmd": "act", "id": gid, "seat": seat, "action": view["legal"][0]["id"]})
        else:
            answer = call({"cmd": "ai_move", "id": gid, "view_seat": seat})
        assert answer["ok"], answer
        view = answer["view"]
    return view


def assert_refused(answer, code):
    assert answer["ok"] is False, answer
    assert answer["error"]["code"] == code and answer["error"]["message"], answer


def positions(game, seed, count, seat=0):
    """``count`` positions where ``seat`` must decide, from one match against the medium computer."""
    gid, view = start(game, seed=seed)
    out = []
    for n in range(count):
        view = play_to_decision(gid, view, 1 if n else 0, seat)
        if view["over"]:
            break
        out.append((gid, view))
    return out


# -- hint ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_hint_is_a_legal_action_the_same_in_every_language(game):
    gid, view = start(game)
    for _ in range(4):
        view = play_to_decision(gid, view, 0)
        if view["over"]:
            break
        answers = {lang: call({"cmd": "hint", "id": gid, "seat": 0, "lang": lang}) for lang in LANGS}
        for answer in answers.values():
            assert answer["ok"], answer
        actions = {answer["action"] for answer in answers.values()}
        assert len(actions) == 1 and actions <= {entry["id"] for entry in view["legal"]}
        texts = [answer["text"] for answer in answers.values()]
        assert all(text and "{" not in text and "hint." not in text for text in texts), texts
        assert len(set(texts)) == len(LANGS), texts  # each language its own words
        view = play_to_decision(gid, view, 1)


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_never_depends_on_cards_the_seat_cannot_see(game):
    """Two deals that differ only in the cards the seat cannot see (two determinizations of its view, with the
    match's seed and move count) give the same hint."""
    info = game_info(game)
    hidden_differed = False
    gid, view = start(game, seed=33)
    real = bridge.sessions.open_games[gid].game
    for n in range(3):
        view = play_to_decision(gid, view, 1 if n else 0)
        if view["over"]:
            break
        seen = real.observation(0)
        worlds = [info.determinize(seen, Rng(k)).with_state(seed=real.seed, history=list(real.history),
                                                            seat_names=real.seat_names) for k in (1, 2)]
        assert worlds[0].view(0) == worlds[1].view(0)  # the seat sees the same in both
        hidden_differed |= worlds[0].save() != worlds[1].save() or any(
            worlds[0].view(s) != worlds[1].view(s) for s in range(1, real.num_seats))
        hints = [advice.hint(world, 0, "human") for world in worlds]
        assert hints[0] == hints[1]
    assert hidden_differed  # the two deals did differ in what the seat cannot see


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_refused_for_a_seat_not_to_move_a_computer_seat_and_a_finished_match(game):
    gid, view = start(game)
    view = play_to_decision(gid, view, 0)
    save = call({"cmd": "save", "id": gid})["save"]
    others = [s for s in range(len(view["players"])) if s != 0]
    # a computer's seat (in hot-seat terms: a seat that is not a person's)
    assert_refused(call({"cmd": "hint", "id": gid, "seat": others[0]}), "hint_refused")
    # a wrong id, a seat that does not exist, a language that does not exist
    assert_refused(call({"cmd": "hint", "id": "g-nope", "seat": 0}), "malformed_input")
    assert_refused(call({"cmd": "hint", "id": gid, "seat": 99}), "malformed_input")
    assert_refused(call({"cmd": "hint", "id": gid, "seat": 0, "lang": "xx"}), "malformed_input")
    assert call({"cmd": "save", "id": gid})["save"] == save  # nothing changed, not even the hint count
    # a seat not to move: a hot-seat match, the second person asks while the first decides
    hot, hot_view = start(game, seats=("human",), fill="human")
    mover = hot_view["to_move"]
    other = next(s for s in range(len(hot_view["players"])) if s != mover)
    hot_save = call({"cmd": "save", "id": hot})["save"]
    answer = call({"cmd": "hint", "id": hot, "seat": other, "lang": "de"})
    assert_refused(answer, "hint_refused")
    assert "nicht am Zug" in answer["error"]["message"]
    assert call({"cmd": "save", "id": hot})["save"] == hot_save
    assert call({"cmd": "hint", "id": hot, "seat": mover})["ok"]  # the seat to move may ask


def test_a_hint_is_refused_once_the_match_is_over():
    gid, view = start("spike", fill="ai:random", seed=4)
    while not view["over"]:
        view = play_to_decision(gid, view, 1)
    save = call({"cmd": "save", "id": gid})["save"]
    answer = call({"cmd": "hint", "id": gid, "seat": 0, "lang": "nl"})
    assert_refused(answer, "hint_refused")
    assert "afgelopen" in answer["error"]["message"]
    assert call({"cmd": "save", "id": gid})["save"] == save


def test_hints_are_counted_in_the_save_and_kept_by_load_and_undo():
    gid, view = start("schnapsen", seed=8)
    view = play_to_decision(gid, view, 1)
    assert view["hint_used"] is False and "hints" not in call({"cmd": "save", "id": gid})["save"]
    answer = call({"cmd": "hint", "id": gid, "seat": 0})
    assert answer["ok"]
    moves = len(answer["save"]["actions"])
    assert answer["save"]["hints"] == [moves]
    after = call({"cmd": "act", "id": gid, "seat": 0, "action": answer["action"]})
    assert after["view"]["hint_used"] is True and after["save"]["hints"] == [moves]
    undone = call({"cmd": "undo", "id": gid, "seat": 0})
    assert undone["ok"] and undone["view"]["hint_used"] is True  # a hint before an undo still counts
    loaded = call({"cmd": "load", "save": undone["save"]})
    assert loaded["ok"] and loaded["view"]["hint_used"] is True and loaded["save"]["hints"] == undone["save"]["hints"]
    for bad in ("x", [-1], [10_000], [3, 1], [True]):
        assert_refused(call({"cmd": "load", "save": {**after["save"], "hints": bad}}), "corrupt_save")


def test_the_hint_is_what_the_hint_player_chooses_in_that_position():
    """Deterministic: the same position gives the same hint, and it is the hint player's move there (Spike: the hard
    player's search with the smaller HINT_BUDGET, issue 36)."""
    gid, view = start("spike", seats=("human",), fill="human", seed=12)
    for _ in range(3):
        mover = view["to_move"]
        view = call({"cmd": "view", "id": gid, "seat": mover})["view"]
        first = call({"cmd": "hint", "id": gid, "seat": mover})
        again = call({"cmd": "hint", "id": gid, "seat": mover})
        assert first["action"] == again["action"] and first["text"] == again["text"]
        game = bridge.sessions.open_games[gid].game
        assert first["action"] == advice.hint_action(game, mover)
        view = call({"cmd": "act", "id": gid, "seat": mover, "action": view["legal"][-1]["id"]})["view"]


# -- review -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_review_of_a_match_with_no_decisions_is_empty(game):
    gid, view = start(game)
    answer = call({"cmd": "review", "id": gid, "seat": 0})
    assert answer["ok"], answer
    assert answer["decisions"] == [] and answer["total"] == 0 and answer["next"] is None
    computer = call({"cmd": "review", "id": gid, "seat": 1})
    assert computer["ok"]


@pytest.mark.parametrize("game", GAMES)
def test_the_review_lists_each_decision_with_the_hard_players_choice_and_a_loss(game):
    gid, view = start(game, seed=5)
    view = play_to_decision(gid, view, 4)
    save = call({"cmd": "save", "id": gid})["save"]
    answer = call({"cmd": "review", "id": gid, "seat": 0, "lang": "de"})
    assert answer["ok"], answer
    decisions = answer["decisions"]
    assert 1 <= len(decisions) <= 4 and answer["total"] == len(decisions) and answer["next"] is None
    replay = load({**save, "actions": [], "undos": []})
    by_ply = {entry["ply"]: entry for entry in decisions}
    for ply, (seat, action) in enumerate(save["actions"]):
        if ply in by_ply:
            entry = by_ply[ply]
            assert seat == 0 and entry["chosen"] == action
            assert entry["best"] in replay.legal_ids(0) and len(replay.legal_ids(0)) > 1
            assert entry["loss"] >= 0 and (entry["loss"] == 0 or entry["chosen"] != entry["best"])
            assert entry["text"] and "{" not in entry["text"]
        elif seat == 0:
            assert len(replay.legal_ids(0)) == 1  # only forced moves are left out
        replay.apply(seat, action)
    assert call({"cmd": "save", "id": gid})["save"] == save  # a review changes nothing
    # done in parts, it is the same as done at once; and the same every time
    parts, index = [], 0
    while index is not None:
        part = call({"cmd": "review", "id": gid, "seat": 0, "lang": "de", "start": index, "count": 2})
        parts += part["decisions"]
        index = part["next"]
    assert parts == decisions


def test_a_review_refuses_bad_parts():
    gid, _ = start("schnapsen")
    assert_refused(call({"cmd": "review", "id": gid, "seat": 0, "start": -1}), "malformed_input")
    assert_refused(call({"cmd": "review", "id": gid, "seat": 0, "count": 0}), "malformed_input")
    assert_refused(call({"cmd": "review", "id": gid, "seat": 7}), "malformed_input")


def test_a_costly_choice_has_a_positive_loss():
    """Schnapsen, the review's unit game points: throwing away the trump ace on a trick already lost (when the
    hard player would keep it) costs something in at least one decision of a match played by first legal moves."""
    gid, view = start("schnapsen", seed=11)
    view = play_to_decision(gid, view, 12)
    answer = call({"cmd": "review", "id": gid, "seat": 0})
    assert any(entry["loss"] > 0 for entry in answer["decisions"]), answer["decisions"]
    assert all(entry["loss"] == 0 for entry in answer["decisions"] if entry["chosen"] == entry["best"])


# -- play this deal again, a link's position -----------------------------------------------------------------

def test_a_full_replay_offers_the_same_deal_again_and_a_seen_only_one_does_not():
    gid, view = start("schnapsen", seed=17)
    view = play_to_decision(gid, view, 3)
    save = call({"cmd": "save", "id": gid})["save"]
    full = call({"cmd": "share", "id": gid, "seat": 0, "full": True})
    seen = call({"cmd": "share", "id": gid, "seat": 0})
    assert full["step"] == seen["step"] == len(save["actions"])  # the position it is shared from
    opened = call({"cmd": "replay_open", "packed": full["packed"]})["replay"]
    assert opened["count"] - 1 == full["step"]
    assert opened["again"] == {"options": save["options"], "seed": 17, "deal": None, "seats": save["seats"]}
    assert "again" not in call({"cmd": "replay_open", "packed": seen["packed"]})["replay"]  # no seed: no hidden card
    again = call({"cmd": "new_game", "game": "schnapsen", **{k: v for k, v in opened["again"].items() if v is not None}})
    assert again["ok"] and again["view"]["contract"]["hand"] == call(
        {"cmd": "load", "save": {**save, "actions": []}})["view"]["contract"]["hand"]
