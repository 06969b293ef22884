"""The bridge under hostile input: it always answers, in valid JSON, and a refused request leaves nothing behind.

A property-based fuzz test sends every command with arbitrary fields (hypothesis), then targeted cases from the
issue tracker: deeply nested text, NaN and Infinity, refused starts that used to leave sessions behind, and
replay links whose cost must follow their size.
"""

from __future__ import annotations

import base64
import json
import tracemalloc
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core import bridge, registry
from pygame_core.core import replay
from sampling import runs


def strict_json(text: str):
    """Parse as a browser's JSON.parse would: NaN and Infinity are not JSON."""
    def refuse(name):
        raise AssertionError(f"{name} in an answer")
    return json.loads(text, parse_constant=refuse)


def call(**request):
    return strict_json(bridge.handle(json.dumps(request)))


def live_state():
    return len(bridge.sessions.open_games), len(bridge.sessions.open_replays)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-2**70, max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
FIELDS = ["id", "seat", "action", "game", "options", "seed", "deal", "seats", "fill", "view_seat", "lang", "since",
          "full", "packed", "file", "example", "script", "step", "rid", "params", "save"]


@st.composite
def requests(draw):
    names = registry.names()
    request = {"cmd": draw(st.sampled_from(sorted(bridge.COMMANDS)) | st.text(max_size=6))}
    for name in draw(st.lists(st.sampled_from(FIELDS), max_size=6, unique=True)):
        if name == "game":
            request[name] = draw(st.sampled_from(names) | JSON)
        elif name == "id":
            request[name] = draw(st.sampled_from(["g1", "nope"]) | JSON)
        elif name == "lang":
            request[name] = draw(st.sampled_from(["en", "de", "xx"]) | JSON)
        elif name in ("seat", "view_seat", "step", "since", "seed"):
            request[name] = draw(st.integers(min_value=-3, max_value=9) | JSON)
        else:
            request[name] = draw(JSON)
    return request


@pytest.fixture(scope="module")
def running_game():
    started = call(cmd="new_game", game=registry.names()[0], seed=1, seats=["human"], fill="human")
    assert started["ok"]
    yield started["id"]
    call(cmd="close", id=started["id"])


@settings(max_examples=runs(400, 60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(request=requests())
def test_every_command_answers_valid_json_and_a_refusal_changes_nothing(running_game, request):
    if request.get("id") == "g1":
        request["id"] = running_game
    if request.get("cmd") == "close":
        request["id"] = "nope"
    before_save = call(cmd="save", id=running_game)["save"]
    before = live_state()
    text = bridge.handle(json.dumps(request, allow_nan=True))
    answer = strict_json(text)
    assert isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert answer["error"]["code"] != "internal_error", answer
        assert answer["error"]["message"]
        assert live_state() == before
        assert call(cmd="save", id=running_game)["save"] == before_save
    else:
        for gid in set(bridge.sessions.open_games) - {running_game}:
            call(cmd="close", id=gid)
        for rid in list(bridge.sessions.open_replays):
            call(cmd="replay_close", rid=rid)


def test_deeply_nested_text_is_refused_not_crashed():
    for text in ("[" * 200_000, '{"cmd":' * 100_000, json.dumps({"cmd": "view", "id": [[[[[]]]]]})):
        answer = strict_json(bridge.handle(text))
        assert answer["ok"] is False and answer["error"]["code"] == "malformed_input"


def test_nan_and_infinity_are_refused_and_never_echoed():
    for text in ('{"cmd": "new_game", "game": "x", "seed": NaN}', '{"cmd": "view", "id": Infinity}',
                 '{"cmd": NaN}'):
        answer = strict_json(bridge.handle(text))
        assert answer["ok"] is False and answer["error"]["code"] == "malformed_input"
    answer = strict_json(bridge.handle(json.dumps({"cmd": "act", "id": 1e308 * 10}, allow_nan=True)))
    assert not answer["ok"]


def test_a_deeply_nested_packed_replay_is_a_corrupt_save():
    raw = ("[" * 100_000 + "]" * 100_000).encode()
    packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    answer = call(cmd="replay_open", packed=packed)
    assert answer["error"]["code"] == "corrupt_save"


@pytest.mark.parametrize("request_", [
    {"cmd": "new_game", "seats": ["human"], "fill": "human", "view_seat": 7},
    {"cmd": "new_game", "seats": ["human"], "fill": "human", "lang": "xx"},
    {"cmd": "new_game", "seats": ["human"], "fill": "human", "view_seat": "0"},
])
def test_refused_starts_leave_no_session_behind(request_):
    before = live_state()
    for name in registry.names():
        for _ in range(20):
            assert not call(game=name, seed=1, **request_)["ok"]
    assert live_state() == before


def test_refused_loads_and_replays_leave_nothing_behind():
    name = registry.names()[0]
    started = call(cmd="new_game", game=name, seed=1, seats=["human"], fill="human")
    save, packed = started["save"], call(cmd="share", id=started["id"], seat=0)["packed"]
    call(cmd="close", id=started["id"])
    before = live_state()
    for _ in range(50):
        assert not call(cmd="load", save=save, view_seat=9)["ok"]
        assert not call(cmd="load", save=save, lang="xx")["ok"]
        assert not call(cmd="replay_open", packed=packed, lang="xx")["ok"]
        assert not call(cmd="replay_open", packed=packed, seat=9)["ok"]
    assert live_state() == before


def hostile_record(lines: int, steps: int) -> str:
    """A seat record whose first step adds ``lines`` empty log lines, then ``steps`` empty steps."""
    name = registry.names()[0]
    started = call(cmd="new_game", game=name, seed=1, seats=["human"], fill="human")
    view = started["view"]
    call(cmd="close", id=started["id"])
    first = {"v": {k: v for k, v in view.items() if k not in ("legal", "log")}, "gone": [], "drop": 0,
             "add": [{"text": ""}] * lines}
    record = {"format": replay.SHARE_FORMAT, "kind": "seat", "game": name, "version": view["version"], "seat": 0,
              "lang": "en", "steps": [first] + [{"v": {}, "gone": [], "drop": 0, "add": []}] * steps}
    return replay.pack(record)


def test_a_hostile_replay_link_costs_what_its_size_says():
    """The issue's 1,351-character link (20,000 empty lines, then 4,998 empty steps) took 767 MB; it unpacks to far
    more than any link the share button makes (issue 18: at most MAX_RATIO bytes per character) and is refused
    before it is parsed. One within that ratio opens, and every position shows within a few megabytes, each view
    carrying a live view's log at most."""
    bomb = hostile_record(20_000, 4_998)
    assert len(bomb) < 4_000  # a short link (its first view is a real game's)
    refused = call(cmd="replay_open", packed=bomb)
    assert refused["error"]["code"] == "corrupt_save" and "unpacks to more than" in refused["error"]["message"]
    packed = hostile_record(1_500, 600)
    tracemalloc.start()
    try:
        opened = call(cmd="replay_open", packed=packed)
        assert opened["ok"], opened
        for step in (0, 1, 300, 600, 3):
            shown = call(cmd="replay_step", rid=opened["rid"], step=step)
            assert len(shown["view"]["log"]) <= 200
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    call(cmd="replay_close", rid=opened["rid"])
    assert peak < 50_000_000, f"{peak / 1e6:.0f} MB"


def test_nesting_is_measured_before_parsing_so_no_runtime_can_overflow():
    """Inside Pyodide a text nested thousands deep overflowed WebAssembly's stack (a fatal error of the runtime)
    before Python could raise: the depth is measured first, strings aside."""
    from pygame_core.core import jsontext
    assert jsontext.nesting_depth('{"a": [[1], {"b": "[[[[{{{{"}]}') == 3
    assert jsontext.nesting_depth('"\\\\" [ "\\"[" ]') == 1
    with pytest.raises(jsontext.TooDeep):
        jsontext.loads("[" * (jsontext.MAX_DEPTH + 1) + "]" * (jsontext.MAX_DEPTH + 1))
    assert jsontext.loads("[" * jsontext.MAX_DEPTH + "]" * jsontext.MAX_DEPTH)


# -- issue 18: links and parameters built to be slow; each is refused clearly or costs what its size says ----------

def packed_text(raw: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(raw.encode(), 9)).decode().rstrip("=")


def test_an_unterminated_run_of_quote_backslash_is_taken_in_one_pass():
    """The strings were taken out by a regular expression that, on an unterminated run of `"\\`, tried again from
    every quote of the run (quadratic: a 122-character link cost 8 s). Now the run is one match to the end of the
    text, so the scan reads each character once; the link, the embed's `replay` and `script`, and `options` are
    refused as damaged."""
    from pygame_core.core import jsontext
    text = "[" * 101 + '"\\' * 8_000
    assert [m.span() for m in jsontext._STRINGS.finditer(text)] == [(101, len(text))]
    assert [m.span() for m in jsontext._STRINGS.finditer('"\\"\\\\"')] == [(0, 6)]  # terminated: as JSON reads it
    with pytest.raises(ValueError):
        jsontext.loads(text)
    link = packed_text(text)
    assert len(link) < 200
    assert call(cmd="replay_open", packed=link)["error"]["code"] == "corrupt_save"
    for params in ({"replay": link}, {"script": link}, {"game": "schnapsen", "options": text}):
        answer = call(cmd="embed_config", params=params)
        assert answer["error"]["code"] in ("corrupt_save", "malformed_input"), answer


def test_a_link_that_unpacks_to_far_more_than_its_length_is_refused_before_it_is_parsed(monkeypatch):
    """100-deep brackets repeated 19,000 times (a 20 KB link of 3.8 MB) took 5-38 s before "damaged": a link may
    unpack to MAX_RATIO bytes per character (the share button's unpack to 2-14), so it is refused unparsed."""
    from pygame_core.core import jsontext
    parsed = []
    original = jsontext.loads
    monkeypatch.setattr(jsontext, "loads", lambda text: parsed.append(len(text)) or original(text))
    link = packed_text(("[" * 100 + "]" * 100) * 19_000)
    answer = call(cmd="replay_open", packed=link)
    assert answer["error"]["code"] == "corrupt_save" and "unpacks to more than" in answer["error"]["message"]
    assert max(parsed) < len(link) + 100  # the request alone was parsed, not the 3.8 MB it unpacks to


def test_a_link_holds_positions_in_proportion_to_its_length(monkeypatch):
    """A save of 5,000 actions packs to a few hundred characters: refused for its length before a single action is
    replayed (a link may hold 1,000 positions plus one per character: the share button's take about two characters
    per action, so a 12,000-move match is a 25,000-character link that opens)."""
    import pygame_core.core.game as game_module
    loads = []
    original = game_module.Game.load.__func__
    monkeypatch.setattr(game_module.Game, "load", classmethod(lambda cls, save: loads.append(1) or original(cls, save)))
    save = {"game": "schnapsen", "version": 1, "options": {}, "seed": 1, "deal": None, "actions": [[0, "x"]] * 5_000}
    link = replay.pack({"format": replay.SHARE_FORMAT, "kind": "save", "seat": 0, "save": save})
    assert len(link) < 400
    answer = call(cmd="replay_open", packed=link)
    assert answer["error"]["code"] == "corrupt_save" and "positions" in answer["error"]["message"], answer
    assert loads == []


def seen_only(game: str, options: dict | None = None, moves: int = 6) -> dict:
    """A real seen-only record of seat 0 after a few moves (hot-seat, so every seat acts through the bridge)."""
    started = call(cmd="new_game", game=game, options=options or {}, seed=3, seats=["human"], fill="human")
    gid = started["id"]
    for _ in range(moves):
        view = call(cmd="view", id=gid, seat=started["view"]["to_move"] or 0)["view"]
        mover = view["to_move"]
        legal = call(cmd="view", id=gid, seat=mover)["view"]["legal"]
        call(cmd="act", id=gid, seat=mover, action=legal[0]["id"])
    shared = call(cmd="share", id=gid, seat=0)
    call(cmd="close", id=gid)
    assert shared["file"]["kind"] == "seat"
    return json.loads(json.dumps(shared["file"]))


@pytest.mark.parametrize("game,path,count", [
    ("schnapsen", ("contract.table.opponent", "hand_count"), 200_000),  # (issue 32: in the contract's table)
    ("schnapsen", ("contract.table.opponent", "hand_count"), 10**9),
    ("schnapsen", ("contract.table.talon",), 10**9),
    ("spike", ("contract.table.sides", 1, "hand_count"), 200_000),
    ("strandcup", ("contract.table.hand_counts", 1), 10**9),
    ("striker", ("contract.seats", 1, "cards"), 200_000),
    ("striker", ("contract.table.teams", 1, "pile"), 200_000),
])
def test_a_seen_only_view_with_a_huge_count_is_refused_before_anything_is_drawn(game, path, count):
    """The tables draw an opponent's hand as that many card backs: a count of 200,000 froze the page 38 s, 1e9 grew
    it to 9.5 GB. A seen-only view keeps the same contract as a live one, each count bounded by the rules."""
    record = seen_only(game)
    target = record["steps"][-1]["v"]
    node = target.setdefault(path[0], copy_of_field(record, path[0]))
    for key in path[1:-1]:
        node = node[key]
    if len(path) == 1:
        target[path[0]] = count
    else:
        node[path[-1]] = count
    before = live_state()
    for answer in (call(cmd="replay_open", file=record), call(cmd="replay_open", packed=replay.pack(record))):
        assert answer["ok"] is False and answer["error"]["code"] == "corrupt_save", answer
        assert path[0] in answer["error"]["message"] and len(answer["error"]["message"]) < 300
    assert live_state() == before


def copy_of_field(record: dict, name: str):
    """The field ``name`` as the record's last position has it (a step carries only the fields that changed)."""
    value = None
    for step in record["steps"]:
        if name in step["v"]:
            value = step["v"][name]
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("hostile", [
    {"names": ["x" * 5_000, "y"]},             # a name far longer than a live view's
    {"hand": [{"card": "QH"}] * 1_000},         # more cards than the deck holds
    {"opponent": "five"},                       # a field of the wrong shape
    {"trick": [[[[[[[[[[[]]]]]]]]]]]},          # nested deeper than a view
    {"seats": 3},                               # the view changes its seat count
])
def test_a_seen_only_view_of_the_wrong_shape_is_refused(hostile):
    record = seen_only("schnapsen")
    record["steps"][2]["v"].update(hostile)
    answer = call(cmd="replay_open", file=record)
    assert answer["ok"] is False and answer["error"]["code"] == "corrupt_save", answer


def test_many_gone_entries_cost_what_they_carry_and_never_reach_the_table():
    """A 63 KB link whose first view had 20,000 keys and whose every step took one away rebuilt the whole view at
    every step (15 s to open, 13 s per Back). A field no contract knows is not kept, a step costs its own size,
    and every position is put together from a position kept whole at most CHECKPOINT_EVERY steps before it."""
    record = seen_only("schnapsen", moves=2)
    junk = [f"k{n}" for n in range(20_000)]
    record["steps"][0]["v"].update({key: 1 for key in junk})
    last = record["steps"][-1]
    record["steps"] += [{"v": {}, "gone": [key], "drop": 0, "add": []} for key in junk[:4_000]]
    record["steps"].append(last)
    link = replay.pack(record)
    tracemalloc.start()
    try:
        opened = call(cmd="replay_open", packed=link)
        assert opened["ok"], opened
        count = opened["replay"]["count"]
        known = set(registry.get("schnapsen").view_contract.field_shapes(2))
        for step in (count - 1, count - 2, 1, count // 2, count // 2 - 1, 0):
            shown = call(cmd="replay_step", rid=opened["rid"], step=step)
            assert set(shown["view"]) <= known, set(shown["view"]) - known
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    call(cmd="replay_close", rid=opened["rid"])
    assert peak < 50_000_000, f"{peak / 1e6:.0f} MB"
    assert replay.CHECKPOINT_EVERY <= 64


def test_a_wrong_digit_in_a_whole_number_parameter_is_named():
    """`seed=²` passed str.isdigit() and ended in "ValueError: invalid literal for int()"."""
    for value in ("²", "١٢", "1²", "", "+1", " 1"):
        answer = call(cmd="embed_config", params={"game": "schnapsen", "seed": value})
        assert answer["error"]["code"] == "malformed_input", answer
        assert answer["error"]["message"].startswith("seed must be a whole number")
    assert call(cmd="embed_config", params={"game": "schnapsen", "seed": "42"})["config"]["seed"] == 42


def test_an_error_quotes_a_short_excerpt_of_a_long_value():
    """A 3 MB action id gave a 3 MB answer: an error message quotes at most 80 characters of a value, with its
    length."""
    started = call(cmd="new_game", game="strandcup", seed=1, seats=["human"], fill="human")
    mover = started["view"]["to_move"]
    for request in ({"cmd": "act", "id": started["id"], "seat": mover, "action": "x" * 3_000_000},
                    {"cmd": "view", "id": "g" * 1_000_000, "seat": 0},
                    {"cmd": "embed_config", "params": {"game": "schnapsen", "seed": "9" * 1_000_000}},
                    {"cmd": "new_game", "game": "n" * 1_000_000, "seats": ["human"]}):
        text = bridge.handle(json.dumps(request))
        assert len(text) < 2_000, (request["cmd"], len(text))
        assert "characters" in strict_json(text)["error"]["message"]
    call(cmd="close", id=started["id"])


def test_strand_cup_keeps_no_parse_of_hostile_action_ids():
    """Strand-Cup's action parsing cached every id it was sent for the worker's life (+79 MB after 300 distinct
    100 kB ids): what it keeps is bounded, whatever it is sent."""
    started = call(cmd="new_game", game="strandcup", seed=1, seats=["human"], fill="human")
    mover = started["view"]["to_move"]
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        for n in range(300):
            answer = call(cmd="act", id=started["id"], seat=mover, action=f"serve:{n:05d}" + "B" * 100_000)
            assert answer["error"]["code"] == "illegal_action"
            call(cmd="explain", id=started["id"], seat=mover, action=f"play:{n:05d}" + "C" * 100_000)
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    call(cmd="close", id=started["id"])
    assert after - before < 2_000_000, f"{(after - before) / 1e6:.1f} MB kept"
