"""Write the golden playthroughs (in the spirit of OpenSpiel's playthroughs): whole Bummerls, every state,
every legal action, the action chosen and the events, as text. ``test_schnapsen_playthrough.py`` replays
them and fails on any difference, so an unintended rules change shows up as a diff.

Regenerate after an intended rules change (then review the diff before committing)::

    python3 tests/schnapsen/make_schnapsen_playthroughs.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from pygame_core.core.rng import Rng  # noqa: E402
from pygame_core.games.schnapsen.rules import SchnapsenGame  # noqa: E402

#: seed -> options of each golden file.
PLAYTHROUGHS: dict[int, dict] = {
    1: {},
    2: {"manual_claim": True},
    3: {"min_talon_to_close": 4, "exchange_min_talon": 4, "marriage_first_lead": False,
        "last_trick_value": "by_loser_points"},
}


def _state(game: SchnapsenGame) -> str:
    return (f"hand {game.hand_no} dealer {game.dealer} phase {game.phase.value} trump {game.trump} "
            f"under-talon {game.trump_card} talon {' '.join(reversed(game.stock)) or '-'} "
            f"closed {game.closed_by}\n"
            f"  hands {' '.join(game.hands[0])} | {' '.join(game.hands[1])}  "
            f"trick {' '.join(c for _, c in game.trick) or '-'}  tricks {game.tricks_won} "
            f"points {[game.score(0), game.score(1)]}  to-go {game.to_go}")


def playthrough(seed: int, options: dict) -> str:
    """The text of one Bummerl played with random legal actions chosen by ``Rng(seed)``."""
    game = SchnapsenGame.new(options or None, seed)
    chooser = Rng(seed)
    lines = [f"# Schnapsen playthrough, seed {seed}, options {options or 'default'}",
             "# regenerate: python3 tests/schnapsen/make_schnapsen_playthroughs.py"]
    shown = 0

    def flush_events() -> None:
        nonlocal shown
        for event in game.events[shown:]:
            who = "all" if event.visible_to is None else ",".join(map(str, sorted(event.visible_to)))
            lines.append(f"  event [{who}] {event.type}: {event.to_json()['text']}")
        shown = len(game.events)

    flush_events()
    ply = 0
    while game.to_move() is not None:
        seat = game.to_move()
        legal = game.legal_ids(seat)
        action = chooser.choice(legal)
        lines.append(f"ply {ply}: " + _state(game))
        lines.append(f"  seat {seat} legal {' '.join(legal)}")
        lines.append(f"  seat {seat} plays {action}")
        game.apply(seat, action)
        flush_events()
        ply += 1
    lines.append(f"result {game.result}")
    return "\n".join(lines) + "\n"


def path_for(seed: int) -> Path:
    return HERE / "playthroughs" / f"seed_{seed}.txt"


def main() -> None:
    for seed, options in PLAYTHROUGHS.items():
        path_for(seed).write_text(playthrough(seed, options), encoding="utf-8")
        print("wrote", path_for(seed))


if __name__ == "__main__":
    main()
