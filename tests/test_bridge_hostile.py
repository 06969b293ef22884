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


def strict_json(text: str):
    """Parse as a browser's JSON.parse would: NaN and Infinity are not JSON."""
    def refuse(name):
        raise AssertionError(f"{name} in an answer")
    return json.loads(text, parse_constant=refuse)


def call(**request):
    return strict_json(bridge.handle(json.dumps(request)))


def live_state():
    return len(bridge._sessions), len(bridge._replays)


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
    request = {"cmd": draw(st.sampled_from(sorted(bridge._COMMANDS)) | st.text(max_size=6))}
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


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
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
        for gid in set(bridge._sessions) - {running_game}:
            call(cmd="close", id=gid)
        for rid in list(bridge._replays):
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
