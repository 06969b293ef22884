"""Saves and replay links as the 0.1 release made them, kept so later engines are tested against them.

Run once per release whose files must stay loadable (it writes ``release_<version>.json``); never regenerate an
existing file: the point is that old files keep working.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from pygame_core import bridge  # noqa: E402
from pygame_core.core.rng import Rng  # noqa: E402

SETUPS = [("schnapsen", {}, 2), ("spike", {}, 2), ("strandcup", {"players": 4}, 4), ("striker", {"players": 3}, 3)]


def call(**request):
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer["ok"], answer
    return answer


def main() -> None:
    out = []
    for game, options, seats in SETUPS:
        started = call(cmd="new_game", game=game, options=options, seed=11, seats=["human"] + ["ai:medium"] * (seats - 1))
        gid, view, chooser = started["id"], started["view"], Rng(5)
        for _ in range(24):
            if view["over"]:
                break
            if view["to_move"] == 0:
                view = call(cmd="act", id=gid, seat=0, action=chooser.choice([a["id"] for a in view["legal"]]))["view"]
            else:
                view = call(cmd="ai_move", id=gid)["view"]
        save = call(cmd="save", id=gid)["save"]
        seen = call(cmd="share", id=gid, seat=0)
        full = call(cmd="share", id=gid, seat=0, full=True)
        out.append({"game": game, "save": save, "ply": view["ply"], "to_move": view["to_move"],
                    "seen_only": seen["packed"], "full": full["packed"]})
    version = __import__("pygame_core").__version__
    (HERE / f"release_{version}.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
