"""Issue 35, items 4 and 2: deals anyone can verify (the fingerprint in every view) and the daily deal."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pygame_core import bridge, registry
from pygame_core.core import fair
from pygame_core.core.rng import Rng

GAMES = [info.name for info in registry.all_games()]
ROOT = Path(__file__).resolve().parent.parent


def call(**request: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


def seed_texts(seed: int) -> tuple[str, ...]:
    return (f'"seed": {seed}', f'"seed":{seed}', str(seed))


def play_out(game: str, seed: int, salt: str, views: list[dict[str, Any]]) -> dict[str, Any]:
    """A whole match through the bridge, seat 0 choosing with Rng(seed), the rest random computers; every view
    and seen-only share of seat 0 goes into ``views`` while the match runs. Answers the last answer."""
    info = registry.get(game)
    answer = call(cmd="new_game", game=game, seed=seed, salt=salt, seats=["human"], fill="ai:random")
    assert answer["ok"], answer
    gid, rng = answer["id"], Rng(seed)
    while not answer["view"]["over"]:
        views.append(answer["view"])
        if answer["view"]["to_move"] == 0:
            legal = answer["view"]["legal"]
            answer = call(cmd="act", id=gid, seat=0, action=legal[rng.below(len(legal))]["id"])
        else:
            answer = call(cmd="ai_move", id=gid)
        assert answer["ok"], answer
        if len(views) % 25 == 1 and not answer["view"]["over"]:  # a seen-only link of the running match
            shared = call(cmd="share", id=gid, seat=0)
            assert shared["ok"] and not shared["full"]
            opened = call(cmd="replay_open", file=shared["file"])
            last = call(cmd="replay_step", rid=opened["rid"], step=opened["replay"]["count"] - 1)
            views.append({"shared": shared["file"], "replayed": last["view"]})
    assert info.name == game
    return answer


@pytest.mark.parametrize("game", GAMES)
def test_the_fingerprint_is_shown_without_the_seed_and_revealed_at_the_end(game: str) -> None:
    for seed in (11, 4_503_599_627_370_497):  # a short seed and a long one (a short one shows up in any text)
        salt = hashlib.sha256(f"salt{seed}".encode()).hexdigest()[:32]
        expected = hashlib.sha256(f"{seed}:{salt}".encode("utf-8")).hexdigest()
        views: list[dict[str, Any]] = []
        final = play_out(game, seed, salt, views)
        assert views and all(v.get("fair", v.get("replayed", {}).get("fair")) == {"commitment": expected}
                             for v in views)
        if seed > 10**9:  # long enough to be found by its digits: no running view or seen-only share holds it
            for text in (json.dumps(v) for v in views):
                assert str(seed) not in text and salt not in text
        assert final["view"]["fair"] == {"commitment": expected, "seed": seed, "salt": salt}
        save = final["save"]
        checked = call(cmd="verify_deal", game=game, options=save["options"], seed=seed, salt=salt,
                       commitment=expected, save=save)
        assert checked["ok"] and checked["verified"] and checked["commitment_ok"] and checked["deal_ok"], checked
        assert checked["positions"] == len(save["actions"]) + 1


def test_verify_deal_tells_a_wrong_seed_salt_or_commitment() -> None:
    views: list[dict[str, Any]] = []
    final = play_out("schnapsen", 3, "ab" * 16, views)
    save, fp = final["save"], final["view"]["fair"]
    base = {"cmd": "verify_deal", "game": "schnapsen", "options": save["options"], "commitment": fp["commitment"]}
    wrong_salt = call(**base, seed=3, salt="cd" * 16, save=save)
    assert wrong_salt["ok"] and not wrong_salt["verified"] and not wrong_salt["commitment_ok"] and wrong_salt["deal_ok"]
    assert call(**{**base, "commitment": "0" * 64}, seed=3, salt="ab" * 16, actions=save["actions"])[
        "commitment_ok"] is False
    other_seed = call(**base, seed=4, salt="ab" * 16, save=save)  # another seed deals other cards
    assert not other_seed["deal_ok"] and not other_seed["commitment_ok"]
    assert call(**base, seed=3, salt="ab" * 16, actions=save["actions"])["deal_ok"] is True
    for bad in ({"salt": "XYZ"}, {"seed": -1}, {"seed": "3"}, {"save": {"game": "schnapsen"}}):
        answer = call(**{**base, "seed": 3, "salt": "ab" * 16, "actions": [], **bad})
        assert answer["ok"] is False, bad


def test_a_save_keeps_its_salt_and_one_from_before_fingerprints_cannot_be_verified() -> None:
    started = call(cmd="new_game", game="striker", seed=9, seats=["human", "ai:easy"])
    salt = started["save"]["salt"]
    assert fair.SALT.match(salt) and started["view"]["fair"]["commitment"] == fair.commitment(9, salt)
    reloaded = call(cmd="load", save=started["save"])
    assert reloaded["view"]["fair"] == started["view"]["fair"]
    old = {k: v for k, v in started["save"].items() if k != "salt"}
    assert call(cmd="load", save=old)["view"]["fair"] == {"commitment": None}
    assert call(cmd="load", save={**old, "salt": "not hex"})["error"]["code"] == "corrupt_save"
    assert call(cmd="new_game", game="striker", salt="short", seats=["human", "ai:easy"])["ok"] is False


def daily_seeds(dates: list[str]) -> dict[str, int]:
    return {f"{game} {date}": call(cmd="daily", game=game, date=date, today="2026-12-04")["seed"]
            for game in GAMES for date in dates}


DATES = ["2026-12-03", "2026-12-04", "2026-12-05", "2024-02-29", "0001-01-01"]


def test_the_daily_seed_is_the_same_in_every_language_and_in_a_fresh_process() -> None:
    here = daily_seeds(DATES)
    assert here["schnapsen 2026-12-04"] == int.from_bytes(hashlib.sha256(
        b"pygame_core daily deal v1|schnapsen|2026-12-04").digest()[:8], "big") % 2**53
    script = ("import json, sys; sys.path.insert(0, '.'); from pygame_core import bridge; "
              f"print(json.dumps({{f'{{g}} {{d}}': json.loads(bridge.handle(json.dumps({{'cmd': 'daily', 'game': g, "
              f"'date': d, 'today': '2026-12-04'}})))['seed'] for g in {GAMES!r} for d in {DATES!r}}}))")
    fresh = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": "12345", "PATH": ""})
    assert json.loads(fresh.stdout) == here
    for game in GAMES:  # the same deal whatever the language of the views
        views = [call(cmd="new_game", game=game, daily="2026-12-04", today="2026-12-04", seats=["human"],
                      fill="ai:hard", lang=lang) for lang in ("en", "de", "nl")]
        assert len({v["save"]["seed"] for v in views}) == 1
        assert len({json.dumps(v["view"]["contract"]["hand"] and [c["card"] for c in v["view"]["contract"]["hand"]])
                    for v in views}) == 1
        assert views[0]["save"]["daily"] == "2026-12-04"


def test_consecutive_days_and_games_deal_differently() -> None:
    seeds = daily_seeds(DATES[:3])
    assert len(set(seeds.values())) == len(seeds)


@pytest.mark.parametrize("date,today", [("2026-12-06", "2026-12-04"), ("2026-13-01", None), ("2026-02-30", None),
                                        ("10000-01-01", None), ("26-12-04", None), ("2026-12-04T00:00", None),
                                        (20261204, None), ("2026-12-04", "yesterday"), ("９９９９-01-01", None)])
def test_bad_daily_dates_are_refused(date: Any, today: Any) -> None:
    answer = call(cmd="daily", game="spike", date=date, **({"today": today} if today else {}))
    assert answer["ok"] is False and answer["error"]["code"] == "malformed_input"
    started = call(cmd="new_game", game="spike", daily=date, seats=["human", "ai:hard"],
                   **({"today": today} if today else {}))
    assert started["ok"] is False
    assert call(cmd="daily", game="spike", date="2026-12-05", today="2026-12-04")["ok"] is True  # a day ahead: east


def test_a_daily_replay_link_is_checked_against_its_date() -> None:
    started = call(cmd="new_game", game="schnapsen", daily="2026-12-04", today="2026-12-04", seats=["human", "ai:hard"])
    gid = started["id"]
    answer = started
    while not answer["view"]["over"]:
        if answer["view"]["to_move"] == 0:
            answer = call(cmd="act", id=gid, seat=0, action=answer["view"]["legal"][0]["id"])
        else:
            answer = call(cmd="ai_move", id=gid)
    shared = call(cmd="share", id=gid, seat=0)
    assert shared["full"] and shared["file"]["save"]["daily"] == "2026-12-04"
    opened = call(cmd="replay_open", packed=shared["packed"])
    assert opened["replay"]["daily"] == "2026-12-04"
    forged = json.loads(json.dumps(shared["file"]))
    forged["save"]["daily"] = "2026-12-03"  # another day's claim on this deal
    refused = call(cmd="replay_open", file=forged)
    assert refused["ok"] is False and refused["error"]["code"] == "corrupt_save"
    assert call(cmd="load", save=forged["save"])["error"]["code"] == "corrupt_save"
    assert call(cmd="new_game", game="schnapsen", daily="2026-12-04", seed=5, seats=["human", "ai:hard"])[
        "ok"] is False
