"""Replays, shared links and embeds through the bridge (issue 6, "Replay and sharing", "Embedding in a rules blog").

- a link or file of a running game carries only what the sharer's seat saw (no seed, no deal, no other hand), unless
  the sharer chooses a full replay; a finished game is always a full replay;
- every position of a replay is the view the seat had at that point of the game;
- a damaged link, a foreign file or a hostile seat record is refused with ``corrupt_save`` and nothing else changes;
- embed parameters are checked one by one, each bad one named in the error.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pygame_core import bridge, examples, new_game, registry
from pygame_core.core import replay
from pygame_core.core.errors import CorruptSave

GAMES = registry.names()


def call(**request: Any) -> dict[str, Any]:
    return bridge.handle_obj(request)


def played(game: str, seed: int, moves: int, rng_seed: int = 0) -> tuple[str, list[dict[str, Any]]]:
    """A bridge game with the person at seat 0 against random computers, after `moves` decisions;
    returns its id and the person's view after each of them (the first is the deal)."""
    answer = call(cmd="new_game", game=game, seats=["human"], fill="ai:random", seed=seed)
    gid = answer["id"]
    rng = random.Random(rng_seed)
    views = [answer["view"]]
    for _ in range(moves):
        view = call(cmd="view", id=gid, seat=0)["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            call(cmd="act", id=gid, seat=0, action=rng.choice(view["legal"])["id"])
        else:
            call(cmd="ai_move", id=gid)
        views.append(call(cmd="view", id=gid, seat=0)["view"])
    return gid, views


def keys_of(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | set().union(*(keys_of(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(keys_of(v) for v in value))
    return set()


def hidden_cards_of_others(gid: str, seat: int) -> set[str]:
    """The cards in the other seats' hands now (read from their own views)."""
    session = bridge.sessions.open_games[gid]
    out: set[str] = set()
    for other in range(session.game.num_seats):
        if other == seat:
            continue
        hand = session.game.view(other).get("hand") or []
        out |= {e["card"] if isinstance(e, dict) else e for e in hand if isinstance(e, (dict, str))}
    return out


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_link_of_a_running_game_carries_only_what_the_sharer_saw(game: str) -> None:
    gid, _ = played(game, seed=21, moves=12)
    answer = call(cmd="share", id=gid, seat=0)
    assert answer["ok"] and not answer["full"] and not answer["over"]
    shared = replay.unpack(answer["packed"])
    assert shared == answer["file"]
    assert not {"seed", "deal", "actions", "save"} & set(shared)
    assert "seed" not in keys_of(shared), "nothing in a seen-only link can rebuild the deck"
    # every view in it is seat 0's own, so the other hands never appear as a hand
    opened = call(cmd="replay_open", packed=answer["packed"])
    assert opened["ok"] and opened["replay"]["kind"] == "seat" and not opened["replay"]["switch_seats"]
    for k in range(opened["replay"]["count"]):
        step = call(cmd="replay_step", rid=opened["rid"], step=k)
        assert step["view"]["seat"] == 0
    refused = call(cmd="replay_step", rid=opened["rid"], step=0, seat=1)
    assert refused["error"]["code"] == "malformed_input"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_position_of_a_seat_replay_is_the_view_the_seat_had(game: str) -> None:
    gid, views = played(game, seed=4, moves=15, rng_seed=3)
    session = bridge.sessions.open_games[gid]
    record = replay.seat_record(session.game, 0)
    opened = replay.replay_of_record(json.loads(json.dumps(record)), session.game.readable_versions())
    # the bridge's views add who plays each seat, the score line and the seat's result (seat_result); the replay drops legal moves:
    # compare the rest
    expected = replay.replay_of_save(type(session.game), {**session.game.save(), "actions": [
        [s, a] for s, a in session.game.history]})
    assert opened.count == len(session.game.history) + 1
    for k in range(opened.count):
        got = opened.step(k, None, "en")["view"]
        want = expected.step(k, 0, "en")["view"]
        # issue 32: a seen-only record keeps the contract (in parts), its hand without moves (a replay is not played)
        want["contract"]["hand"] = [{**entry, "actions": [], "click": None, "reason": None} for entry in want["contract"]["hand"]]
        played_only = registry.get(game).view_contract.played_only  # Striker's places: only for a seat at play
        want["contract"]["table"] = {k: v for k, v in want["contract"]["table"].items() if k not in played_only}
        assert got == want, f"position {k} differs"
    final = opened.step(opened.count - 1, None, "en")["view"]
    added = ("legal", "players", "seat_result", "undo_used", "can_undo", "hint_used", "contract")  # the bridge's, not the game's
    now = {k: v for k, v in views[-1].items() if k not in added}
    assert {k: v for k, v in final.items() if k not in ("legal", "contract")} == now
    played_only = registry.get(game).view_contract.played_only  # (Striker's places, Schnapsen's play_refused)
    assert final["contract"]["table"] == {k: v for k, v in views[-1]["contract"]["table"].items() if k not in played_only}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seen_only_record_from_before_the_contract_was_kept_still_opens(game: str) -> None:
    """Issue 32: a seen-only record made before it carried the contract (no ``contract.<part>`` fields, the table's
    fields only at the top level) still opens; the engine puts its table in ``contract.table`` from those copies,
    so the tables read one place."""
    gid, _ = played(game, seed=4, moves=12, rng_seed=3)
    game_now = bridge.sessions.open_games[gid].game
    record = json.loads(json.dumps(replay.seat_record(game_now, 0)))
    contract = registry.get(game).view_contract
    for step in record["steps"]:  # as such a record was: the table's fields at the top level, no contract
        table = {k[len("contract.table."):]: v for k, v in step["v"].items() if k.startswith("contract.table.")}
        step["v"] = {k: v for k, v in step["v"].items() if not k.startswith("contract.")}
        step["v"].update({k: v for k, v in table.items() if k in contract.table})
    opened = replay.replay_of_record(record, game_now.readable_versions(), contract)
    new = replay.replay_of_record(json.loads(json.dumps(replay.seat_record(game_now, 0))),
                                  game_now.readable_versions(), contract)
    assert contract.table
    for k in range(opened.count):
        old_view, new_view = opened.step(k, None, "en")["view"], new.step(k, None, "en")["view"]
        assert {key: v for key, v in new_view["contract"]["table"].items() if key in contract.table} == \
            old_view["contract"]["table"], k
        assert {key: v for key, v in old_view.items() if key not in ("contract", *contract.table)} == \
            {key: v for key, v in new_view.items() if key not in ("contract", *contract.table)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_full_replay_shows_every_seat_and_ends_where_the_game_is(game: str) -> None:
    gid, _ = played(game, seed=9, moves=10)
    answer = call(cmd="share", id=gid, seat=0, full=True)
    assert answer["full"] and answer["file"]["kind"] == "save" and "seed" in answer["file"]["save"]
    opened = call(cmd="replay_open", file=answer["file"])
    assert opened["replay"]["switch_seats"]
    save = bridge.sessions.open_games[gid].game.save()
    last = call(cmd="replay_step", rid=opened["rid"], step=opened["replay"]["count"] - 1, seat=1)
    assert last["view"]["seat"] == 1 and last["view"]["ply"] == len(save["actions"])
    back = call(cmd="replay_step", rid=opened["rid"], step=0, seat=1)
    assert back["view"]["ply"] == 0


def test_a_finished_game_is_always_shared_in_full() -> None:
    game = new_game("schnapsen", seed=3)
    rng = random.Random(1)
    while not game.is_over:
        seat = game.to_move()
        game.apply(seat, rng.choice(game.legal_ids(seat)))
    shared = replay.share_file(game, 0, full=False)
    assert shared["kind"] == "save"


@pytest.mark.parametrize("bad", ["", "!!!", "AAAA", replay.pack({"format": "other"}),
                                 replay.pack({"format": replay.SHARE_FORMAT, "kind": "seat", "game": "spike",
                                              "version": 1, "seat": 0, "steps": [{"v": {}, "drop": 5, "add": []}]}),
                                 replay.pack({"format": replay.SHARE_FORMAT, "kind": "save",
                                              "save": {"game": "spike", "version": 1, "seed": 1,
                                                       "actions": [[0, "play:nonsense"]]}}),
                                 replay.pack([1, 2, 3])])
def test_a_damaged_or_foreign_link_is_refused_clearly(bad: str) -> None:
    answer = call(cmd="replay_open", packed=bad)
    assert answer["ok"] is False and answer["error"]["code"] == "corrupt_save"
    assert answer["error"]["message"]


def test_a_link_that_inflates_beyond_the_limit_is_refused() -> None:
    import base64
    import zlib
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * (replay.MAX_SHARE_BYTES + 10), 9)).decode()
    with pytest.raises(CorruptSave):
        replay.unpack(bomb)


def test_every_declared_example_opens_and_steps_in_every_language() -> None:
    listed = call(cmd="examples")["examples"]
    declared = [e for e in listed if not e.get("puzzle")]  # (the puzzles: tests/test_builtin_puzzles.py)
    assert {(e["game"], e["name"]) for e in declared} == {(g, n) for g in GAMES for n in examples(g)}
    assert {e["game"] for e in listed} == set(GAMES), "each game has a rules example"
    for entry in listed:
        opened = call(cmd="replay_open", game=entry["game"], example=entry["name"])
        assert opened["ok"], opened
        for lang in ("en", "de", "nl"):
            first = call(cmd="replay_step", rid=opened["rid"], step=0, lang=lang)
            assert first["caption"]
        assert call(cmd="replay_close", rid=opened["rid"])["ok"]


def test_an_unknown_example_names_the_known_ones() -> None:
    answer = call(cmd="replay_open", game="schnapsen", example="nope")
    assert answer["error"]["code"] == "malformed_input" and "closing" in answer["error"]["message"]


def test_a_custom_script_plays_with_its_captions_and_a_bad_one_is_refused() -> None:
    game = new_game("spike", seed=2)
    seat = game.to_move()
    action = game.legal_ids(seat)[0]
    script = {"game": "spike", "seed": 2, "actions": [[seat, action]], "captions": ["the deal", "first move"]}
    opened = call(cmd="replay_open", script=script)
    assert call(cmd="replay_step", rid=opened["rid"], step=1)["caption"] == "first move"
    bad = call(cmd="replay_open", script={**script, "actions": [[seat, "play:nothing"]]})
    assert bad["error"]["code"] == "malformed_input" and "does not play" in bad["error"]["message"]
    too_many = call(cmd="replay_open", script={**script, "captions": ["a", "b", "c"]})
    assert too_many["error"]["code"] == "malformed_input"


@pytest.mark.parametrize("params, named", [
    ({"game": "spik"}, "spik"),
    ({"game": "spike", "seats": "human,grandmaster"}, "grandmaster"),
    ({"game": "spike", "seed": "-3"}, "-3"),
    ({"game": "spike", "options": "{not json"}, "options"),
    ({"game": "strandcup", "options": '{"players": 5}'}, "players"),
    ({"game": "spike", "colour": "red"}, "colour"),
    ({"game": "spike", "lang": "fr"}, "fr"),
    ({"game": "spike", "start": "later"}, "later"),
    ({"game": "spike", "example": "nope"}, "nope"),
    ({}, "game"),
    ({"replay": "!!!"}, "damaged"),
])
def test_a_bad_embed_parameter_is_named_in_the_error(params: dict[str, str], named: str) -> None:
    answer = call(cmd="embed_config", params=params)
    assert answer["ok"] is False
    assert named in answer["error"]["message"]


def test_good_embed_parameters_say_what_to_show() -> None:
    game = call(cmd="embed_config", params={"game": "strandcup", "options": '{"players": 6}', "seats": "human,hard",
                                            "seed": "12", "lang": "de", "start": "click"})["config"]
    assert game == {"lang": "de", "start": "click", "sound": "off", "mode": "game", "game": "strandcup",
                    "title": "Strand-Cup",
                    "options": {"players": 6}, "seed": 12, "seats": ["human", "ai:hard"] + ["ai:medium"] * 4}
    example = call(cmd="embed_config", params={"game": "schnapsen", "example": "closing", "step": "2"})["config"]
    assert example["mode"] == "replay" and example["source"] == {"game": "schnapsen", "example": "closing"}
    assert example["step"] == 2


ALL_EXAMPLES = [(game, name) for game in sorted(GAMES) for name in sorted(examples(game))]


@pytest.mark.parametrize("game, name", ALL_EXAMPLES)
def test_a_declared_example_replays_and_every_text_is_translated(game: str, name: str) -> None:
    """Each rules example (games/<game>/examples.py) replays legally, names its own game, and has a title and one
    caption per position in every language, each caption shown from every seat at its position."""
    from pygame_core import game_class
    from pygame_core.core import i18n

    script = examples(game)[name]
    cls = game_class(game)
    replay.check_script(script, cls)
    assert script.game == game and script.name == name
    keys = [script.title, *script.captions]
    assert len(set(keys)) == len(keys), "a caption is reused"
    for lang in i18n.LANGUAGES:
        assert i18n.missing_keys(lang, f"{game}.example.") == []
    caption, title = replay.script_captions(script)
    opened = replay.replay_of_save(cls, script.save(cls.version), script.seat, caption, title, kind="example")
    assert opened.count == len(script.actions) + 1 and opened.seat == script.seat
    for lang in i18n.LANGUAGES:
        assert opened.summary(lang)["title"] == i18n.tr(script.title, lang).strip() != ""
        for k in range(opened.count):
            for seat in range(opened.seats):
                shown = opened.step(k, seat, lang)
                assert shown["caption"] == i18n.tr(script.captions[k], lang) and shown["caption"].strip()
                assert shown["view"]["seat"] == seat and shown["view"]["legal"] == []


# -- issue 18: matches of any legitimate length share and open: a link for what fits, a file for the rest -----------

def long_strandcup(moves: int) -> tuple[str, Any]:
    """A running Strand-Cup match of 8 players, sets to 25, 3 sets, after ``moves`` random legal moves."""
    from pygame_core.core.rng import Rng
    game = new_game("strandcup", {"players": 8, "sets_to_win": 3, "set_target": 25}, 2)
    chooser = Rng(2)
    for _ in range(moves):
        mover = game.to_move()
        game.apply(mover, chooser.choice(game.legal_ids(mover)))
    save = {**game.save(), "seats": ["human"] * 8}
    answer = call(cmd="load", save=save)
    return answer["id"], game


def test_a_full_replay_of_more_than_5000_positions_is_a_link_that_opens() -> None:
    """A legitimate Strand-Cup match reaches 10,000 moves and more; its full replay packs to about two characters a
    move, a link (the old cap of 5,000 positions refused it, the file too)."""
    gid, game = long_strandcup(5_200)
    shared = call(cmd="share", id=gid, seat=0, full=True)
    assert shared["ok"] and shared["link_fits"] and shared["file"]["kind"] == "save"
    assert len(shared["packed"]) < 5_200 * 3
    for source in ({"packed": shared["packed"]}, {"file": json.loads(json.dumps(shared["file"]))}):
        opened = call(cmd="replay_open", **source)
        assert opened["ok"], opened
        assert opened["replay"]["count"] == 5_201
        last = call(cmd="replay_step", rid=opened["rid"], step=5_200)["view"]
        assert last["ply"] == 5_200 and [e["card"] for e in last["contract"]["hand"]] == game.own_cards(0)
        call(cmd="replay_close", rid=opened["rid"])
    call(cmd="close", id=gid)


def test_a_share_too_long_for_a_link_is_a_file_that_opens(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seen-only replay takes about 1.5 kB a position (a 12,000-move match: 18 MB of JSON, a 1.4 MB link): past
    MAX_LINK characters the share gives no link but its file, packed past MAX_PLAIN_FILE bytes, which opens with
    every position (here with the limits made small, on a short match)."""
    gid, _ = played("schnapsen", seed=5, moves=30)
    plain = call(cmd="share", id=gid, seat=0)
    assert plain["link_fits"] and plain["file"]["kind"] == "seat"
    monkeypatch.setattr(replay, "MAX_LINK", len(plain["packed"]) - 1)
    monkeypatch.setattr(replay, "MAX_PLAIN_FILE", 1_000)
    shared = call(cmd="share", id=gid, seat=0)
    assert shared["ok"] and shared["packed"] is None and not shared["link_fits"]
    assert shared["file"] == {"format": replay.SHARE_FORMAT, "kind": "packed", "packed": plain["packed"]}
    opened = call(cmd="replay_open", file=json.loads(json.dumps(shared["file"])))
    expected = call(cmd="replay_open", packed=plain["packed"])
    assert opened["ok"] and opened["replay"]["count"] == expected["replay"]["count"] > 20
    for k in range(opened["replay"]["count"]):
        assert (call(cmd="replay_step", rid=opened["rid"], step=k)["view"]
                == call(cmd="replay_step", rid=expected["rid"], step=k)["view"])
    call(cmd="close", id=gid)


def test_a_seen_only_share_renders_each_log_line_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sharing what a seat saw rendered the whole log (up to 200 lines) again for every position: a 12,000-move
    Strand-Cup match blocked the engine 17 s. Each line is now rendered once however many positions show it."""
    from pygame_core.core import game as game_module
    gid, game = long_strandcup(600)
    rendered = []
    original = game_module.Event.to_json
    monkeypatch.setattr(game_module.Event, "to_json", lambda self, lang="en": rendered.append(1) or original(self, lang))
    shared = call(cmd="share", id=gid, seat=0)
    assert shared["ok"] and shared["file"]["kind"] in ("seat", "packed")  # (with the contract, issue 32: > 1 MB plain)
    assert len(rendered) <= len(game.events), (len(rendered), len(game.events))
    call(cmd="close", id=gid)


def test_back_in_a_long_full_replay_replays_a_few_actions_not_the_match(monkeypatch: pytest.MonkeyPatch) -> None:
    """Back in a full replay replayed the match from the deal (a 12,000-move match: every Back replayed up to
    12,000 actions); a copy is kept every SAVE_KEPT_EVERY positions, so showing a position passed before replays
    fewer actions than that."""
    from pygame_core.core import game as game_module
    gid, _ = long_strandcup(1_500)
    shared = call(cmd="share", id=gid, seat=0, full=True)
    call(cmd="close", id=gid)
    opened = call(cmd="replay_open", file=shared["file"])
    assert call(cmd="replay_step", rid=opened["rid"], step=1_500)["ok"]
    applied = []
    original = game_module.Game.apply
    monkeypatch.setattr(game_module.Game, "apply",
                        lambda self, *args, **kwargs: applied.append(1) or original(self, *args, **kwargs))
    views = [call(cmd="replay_step", rid=opened["rid"], step=k)["view"] for k in (1_499, 1_498, 700, 1_500)]
    assert len(applied) <= 4 * replay.SAVE_KEPT_EVERY, len(applied)  # each position shown: fewer than that
    assert [v["ply"] for v in views] == [1_499, 1_498, 700, 1_500]
    monkeypatch.undo()
    fresh = call(cmd="replay_open", file=shared["file"])
    assert call(cmd="replay_step", rid=fresh["rid"], step=700)["view"] == views[2]
    for rid in (opened["rid"], fresh["rid"]):
        call(cmd="replay_close", rid=rid)


def test_a_seen_only_records_contract_parts_are_checked_before_they_are_shown() -> None:
    """Issue 32: the contract's parts a seen-only record carries (``contract.<part>``) are checked against the same
    declaration as a live view's: a seat holding more cards than the deck is refused, naming the part."""
    gid, _ = played("schnapsen", seed=4, moves=6)
    game = bridge.sessions.open_games[gid].game
    record = json.loads(json.dumps(replay.seat_record(game, 0)))
    record["steps"][0]["v"]["contract.seats"][1]["cards"] = 200_000
    with pytest.raises(CorruptSave, match="contract.seats"):
        replay.replay_of_record(record, game.readable_versions(), registry.get("schnapsen").view_contract)
