"""Issue 35, item 1: practice your own mistakes. A finished match's costly decisions become practice positions
(scripts with one puzzle step, as that seat saw them), judged as a puzzle is, scheduled in Leitner boxes; a position
of another rules version is set aside, one naming an unknown game or not playing is reported; nothing is dropped."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

import pytest

from pygame_core import bridge
from pygame_core.ai import practice
from pygame_core.core import i18n

TODAY = "2026-12-04"


def ask(request: dict[str, Any]) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


@lru_cache(maxsize=None)
def finished_save(game: str = "spike", seed: int = 7) -> str:
    """A finished match of ``game``: a careless person (random moves) at seat 0 against the hard computer."""
    answer = ask({"cmd": "new_game", "game": game, "seed": seed, "seats": ["human", "ai:hard"]})
    gid, rng = answer["id"], random.Random(seed)
    while not answer["view"]["over"]:
        if answer["view"]["to_move"] == 0:
            answer = ask({"cmd": "act", "id": gid, "seat": 0, "action": rng.choice(answer["view"]["legal"])["id"]})
        else:
            answer = ask({"cmd": "ai_move", "id": gid, "view_seat": 0})
    ask({"cmd": "close", "id": gid})
    return json.dumps(answer["save"])


@lru_cache(maxsize=None)
def reviewed(game: str = "spike") -> str:
    answer = ask({"cmd": "practice_review", "save": json.loads(finished_save(game)), "seat": 0, "today": TODAY})
    assert answer["ok"], answer
    return json.dumps(answer)


def test_a_review_in_parts_gives_the_costly_decisions_as_positions_of_that_seat() -> None:
    save = json.loads(finished_save())
    whole = json.loads(reviewed())
    assert whole["next"] is None and whole["total"] > 5 and whole["positions"]
    parts, start = [], 0
    while start is not None:
        part = ask({"cmd": "practice_review", "save": save, "seat": 0, "start": start, "count": 4, "today": TODAY})
        parts += part["positions"]
        start = part["next"]
    assert [p["id"] for p in parts] == [p["id"] for p in whole["positions"]]  # the same, whether in parts or not
    for p in whole["positions"]:
        script = p["script"]
        assert script["actions"] == save["actions"][:p["step"] + 1] and script["puzzles"] == [p["step"]]
        assert script["seat"] == 0 and script["open"] is False and p["seat"] == 0
        assert p["chosen"] == save["actions"][p["step"]][1] and p["loss"] > 0
        assert p["box"] == 0 and p["due"] == TODAY and p["version"] == save["version"]
        checked = ask({"cmd": "script_check", "script": script})  # a script in the studio's format
        assert checked["ok"] and checked["puzzles"] == [p["step"]]
    # the same match reviewed again: the same positions (ids follow the decision, not the day)
    again = practice.review_part(save, 0, 0, None, "2027-01-01")
    assert [p["id"] for p in again["positions"]] == [p["id"] for p in whole["positions"]]


def test_each_costly_decision_is_one_the_review_lists_costly() -> None:
    save = json.loads(finished_save())
    found = {p["step"] for p in json.loads(reviewed())["positions"]}
    gid = ask({"cmd": "load", "save": save})["id"]
    review = ask({"cmd": "review", "id": gid, "seat": 0})
    ask({"cmd": "close", "id": gid})
    assert found == {d["ply"] for d in review["decisions"] if d["costly"]}


def test_an_answer_is_judged_as_the_puzzle_judge_does_and_scheduled() -> None:
    position = json.loads(reviewed())["positions"][0]
    best = ask({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                "action": position["chosen"]})
    assert best["ok"]
    wrong_id = next((a for a in [position["chosen"]] if a not in best["best"]), None)
    legal = ask({"cmd": "replay_open", "script": position["script"]})
    step = ask({"cmd": "replay_step", "rid": legal["rid"], "step": position["step"], "seat": 0})
    ids = [entry["id"] for entry in step["view"]["legal"]]
    wrong_id = wrong_id or next(a for a in ids if a not in best["best"])
    wrong = ask({"cmd": "practice_answer", "position": position, "action": wrong_id, "today": TODAY})
    assert wrong["ok"] and wrong["correct"] is False and wrong["text"]
    assert wrong["position"]["box"] == 0 and wrong["position"]["due"] == "2026-12-05"
    assert wrong["position"]["wrong"] == 1 and wrong["position"]["right"] == 0
    right = ask({"cmd": "practice_answer", "position": wrong["position"], "action": best["best"][0],
                 "today": "2026-12-05", "lang": "de"})
    assert right["correct"] is True and right["text"].startswith("Richtig")
    assert right["position"]["box"] == 1 and right["position"]["due"] == "2026-12-07"
    reference = ask({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                     "action": best["best"][0], "lang": "de"})
    assert {k: right[k] for k in reference if k != "ok"} == {k: v for k, v in reference.items() if k != "ok"}
    illegal = ask({"cmd": "practice_answer", "position": position, "action": "nonsense", "today": TODAY})
    assert illegal["ok"] is False and illegal["error"]["code"] == "malformed_input"


def test_leitner_boxes_right_answers_come_back_later_wrong_ones_sooner() -> None:
    p: dict[str, Any] = {"id": "a", "box": 0, "due": TODAY}
    days = []
    day = TODAY
    for _ in range(8):
        p = practice.schedule(p, True, day)
        days.append(p["due"])
        day = p["due"]
    assert days == ["2026-12-06", "2026-12-10", "2026-12-18", "2027-01-03", "2027-02-04", "2027-03-08",
                    "2027-04-09", "2027-05-11"]
    assert p["box"] == practice.TOP_BOX and p["right"] == 8
    wrong = practice.schedule(p, False, "2027-05-11")
    assert wrong["box"] == 0 and wrong["due"] == "2027-05-12" and wrong["wrong"] == 1
    assert practice.schedule({"box": 2}, True, TODAY)["due"] > practice.schedule({"box": 2}, False, TODAY)["due"]
    assert practice.schedule({"box": "x"}, True, "9999-12-31")["due"] == "9999-12-31"  # no overflow


def test_due_says_which_come_back_on_a_date_oldest_first() -> None:
    base = json.loads(reviewed())["positions"]
    a, b, c = (dict(base[i % len(base)], id=name) for i, name in enumerate("abc"))
    a["due"], b["due"], c["due"] = "2026-12-06", "2026-12-01", "2026-12-04"
    assert [p["id"] for p in practice.due([a, b, c], TODAY)] == ["b", "c"]
    assert [p["id"] for p in practice.due([a, b, c], "2026-12-06")] == ["b", "c", "a"]
    over = ask({"cmd": "practice_due", "positions": [a, b, c], "today": TODAY})
    assert over["due"] == ["b", "c"] and over["counts"] == {"spike": 2} and over["next"] == "2026-12-06"
    for bad in ("2026-13-01", "04.12.2026", "2026-12-04T00:00", 20261204, "99999-01-01"):
        refused = ask({"cmd": "practice_due", "positions": [a], "today": bad})
        assert refused["ok"] is False and refused["error"]["code"] == "malformed_input"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_position_of_another_version_or_an_unknown_game_is_reported_kept_and_never_judged(lang: str) -> None:
    position = json.loads(reviewed())["positions"][0]
    old = dict(position, id="old", version=position["version"] - 1)
    unknown = dict(position, id="unknown", game="chess")
    broken = dict(position, id="broken", script=dict(position["script"], actions=position["script"]["actions"][1:]))
    damaged = {"id": 5}
    stored = [position, old, unknown, broken, damaged]
    before = json.dumps(stored)
    over = ask({"cmd": "practice_due", "positions": stored, "today": TODAY, "lang": lang})
    assert over["ok"] and over["due"] == ["broken", position["id"]]  # (the moves are replayed for one game's)
    codes = {p["id"]: p["code"] for p in over["problems"]}
    assert codes == {"old": "old_version", "unknown": "unknown_game", None: "malformed"}
    assert all(p["message"] and "{" not in p["message"] for p in over["problems"])
    one_game = ask({"cmd": "practice_due", "positions": stored, "today": TODAY, "game": "spike", "lang": lang})
    assert {p["id"]: p["code"] for p in one_game["problems"]} == {"old": "old_version", "broken": "broken"}
    assert one_game["due"] == [position["id"]]
    for entry in (old, unknown, broken, damaged):
        refused = ask({"cmd": "practice_answer", "position": entry, "action": position["chosen"], "today": TODAY,
                       "lang": lang})
        assert refused["ok"] is False and refused["error"]["message"]
    assert json.dumps(stored) == before  # nothing changed
    unknown_game = ask({"cmd": "practice_due", "positions": [], "game": "chess"})
    assert unknown_game["ok"] is False


def test_a_review_request_with_bad_input_is_refused() -> None:
    save = json.loads(finished_save())
    for request in ({"save": "x", "seat": 0}, {"save": save, "seat": 5}, {"save": save, "seat": 0, "count": 0},
                    {"save": save, "seat": 0, "start": 999}, {"save": {**save, "actions": [[0, "nope"]]}, "seat": 0},
                    {"save": save, "seat": 0, "today": "tomorrow"}, {"save": {**save, "game": "chess"}, "seat": 0}):
        answer = ask({"cmd": "practice_review", **request})
        assert answer["ok"] is False, request


# -- learned positions are retired; a cap per game --------------------------------------------------------------------

def test_a_second_right_answer_in_the_top_box_retires_a_position() -> None:
    p: dict[str, Any] = {"id": "a", "game": "spike", "box": 0, "due": TODAY}
    day = TODAY
    for _ in range(practice.TOP_BOX):  # right answers up to the top box: none of them counts at the top yet
        p = practice.schedule(p, True, day)
        day = p["due"]
    assert p["box"] == practice.TOP_BOX and p["top"] == 0 and not practice.is_learned(p)
    p = practice.schedule(p, True, day)  # the first right answer in the top box: it stays
    assert p["top"] == 1 and not practice.is_learned(p) and practice.is_due(p, p["due"])
    wrong = practice.schedule(p, False, p["due"])  # a wrong one sends it to box 0 and starts the count again
    assert wrong["box"] == 0 and wrong["top"] == 0
    p = practice.schedule(p, True, p["due"])  # the second: learned, never due again
    assert p["top"] == practice.LEARNED_AT_TOP and practice.is_learned(p)
    assert not practice.is_due(p, "9999-12-31") and practice.due([p], "9999-12-31") == []


def test_a_learned_position_is_answered_as_learned_and_counted_in_the_overview() -> None:
    position = json.loads(reviewed())["positions"][0]
    best = ask({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                "action": position["chosen"]})["best"][0]
    at_top = dict(position, box=practice.TOP_BOX, top=practice.LEARNED_AT_TOP - 1, right=6)
    answer = ask({"cmd": "practice_answer", "position": at_top, "action": best, "today": TODAY})
    assert answer["ok"] and answer["correct"] and answer["learned"] is True
    once = ask({"cmd": "practice_answer", "position": dict(at_top, top=0), "action": best, "today": TODAY})
    assert once["learned"] is False and once["position"]["top"] == 1
    first = ask({"cmd": "practice_answer", "position": position, "action": best, "today": TODAY})
    assert first["learned"] is False  # a right answer below the top box
    other = dict(position, id="other")
    # the shell removed the learned one and counts it; one it could not remove yet is counted too, never due
    over = ask({"cmd": "practice_due", "positions": [other, answer["position"]], "learned": {"spike": 3, "gin": 1},
                "today": TODAY, "game": "spike"})
    assert over["ok"] and over["due"] == ["other"] and over["learned"] == {"spike": 4}
    every = ask({"cmd": "practice_due", "positions": [other], "learned": {"spike": 3, "gin": 1}, "today": TODAY})
    assert every["learned"] == {"spike": 3, "gin": 1}
    assert ask({"cmd": "practice_due", "positions": [other], "today": TODAY})["learned"] == {}
    for bad in ([1], {"spike": -1}, {"spike": True}, {"spike": "3"}, "3"):
        refused = ask({"cmd": "practice_due", "positions": [other], "learned": bad, "today": TODAY})
        assert refused["ok"] is False and refused["error"]["code"] == "malformed_input", bad


def many(base: dict[str, Any], count: int, prefix: str, **fields: Any) -> list[dict[str, Any]]:
    return [dict(base, id=f"{prefix}{n:03d}", **fields) for n in range(count)]


def test_a_review_adds_positions_up_to_the_cap_per_game() -> None:
    base = json.loads(reviewed())["positions"][0]
    cap = practice.MAX_PER_GAME
    waiting = many(base, 10, "w", made="2026-11-01", due="2026-11-01")  # due, never answered: never dropped
    low = many(base, 100, "l", made="2026-10-01", due="2026-12-20", box=1, right=1, last="2026-12-02")
    high_old = many(base, 50, "h", made="2026-09-01", due="2026-12-30", box=4, right=4, last="2026-11-30")
    high_new = many(base, cap - 160, "n", made="2026-11-15", due="2026-12-30", box=4, right=4, last="2026-12-01")
    stored = waiting + low + high_old + high_new
    assert len(stored) == cap
    found = many(base, 5, "new", made=TODAY, due=TODAY)
    answer = ask({"cmd": "practice_add", "positions": stored, "new": found + [stored[0]], "today": TODAY})
    assert answer["ok"] and [p["id"] for p in answer["added"]] == [p["id"] for p in found]  # (stored: not again)
    assert answer["dropped"] == ["h000", "h001", "h002", "h003", "h004"]  # the highest box, the oldest first
    # other games do not count: a game below its cap keeps everything
    assert practice.capped(stored[:50], found, TODAY) == {"added": found, "dropped": []}
    # when only positions waiting for their first answer are left, the newest found are the ones not added
    full = many(base, cap - 2, "w", made="2026-11-01", due="2026-11-01")
    kept = practice.capped(full, found, TODAY)
    assert kept["dropped"] == [] and [p["id"] for p in kept["added"]] == ["new000", "new001"]
    # a position of another rules version (set aside, never due) may go; a damaged entry naming no game stays
    aside = dict(base, id="aside", version=base["version"] - 1, made="2026-12-01")
    kept = practice.capped(full + [aside, {"id": 5}], found, TODAY)
    assert kept["dropped"] == ["aside"] and len(kept["added"]) == 2


def test_practice_add_refuses_what_is_not_a_position() -> None:
    base = json.loads(reviewed())["positions"][0]
    for new in ("x", [{"id": "x"}], [dict(base, game="chess")], [dict(base, version=base["version"] - 1)]):
        refused = ask({"cmd": "practice_add", "positions": [], "new": new, "today": TODAY})
        assert refused["ok"] is False and refused["error"]["code"] == "malformed_input", new
    assert ask({"cmd": "practice_add", "positions": "x", "new": [base]})["ok"] is False
    assert ask({"cmd": "practice_add", "positions": [], "new": [base], "today": "2026-02-30"})["ok"] is False


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_a_wrong_answers_loss_is_written_with_a_decimal_comma(lang: str) -> None:
    import re
    position = json.loads(reviewed())["positions"][0]
    judged = ask({"cmd": "puzzle_check", "script": position["script"], "step": position["step"],
                  "action": position["chosen"], "lang": lang})
    assert judged["ok"] and not judged["correct"], judged
    loss = f"{judged['loss']:g}"
    if "." in loss:
        assert loss.replace(".", ",") in judged["text"] and not re.search(r"\d\.\d", judged["text"]), judged["text"]
