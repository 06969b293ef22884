"""What one seat of a Strand-Cup match knows, for its computer players, its determinizer and its advice
(``Game.observation``; issue 32: kept apart from the view the table draws, as OpenSpiel keeps observations apart from
what is shown). JSON in the engine's own shape, no words:

- ``seat``, ``version`` (the rules version), ``options`` (the agreed conditions, as JSON);
- ``legal``: the seat's legal actions as ``{id}`` in the rules' order (empty when another seat decides);
- ``hand``: the ids of the seat's own cards, in the hand's order;
- ``touch`` (the number of the team's next touch), ``team_of`` (team index per seat);
- everything public on the table (:func:`.view.table_state`: the score, the serve, the rally's state, the piles
  and the cards held per seat);
- ``steps``, ``dice``, ``shouts`` of this rally and ``rallies`` (the newest finished rallies, at most
  :data:`.view.VIEW_RALLY_LIMIT`, as the players have always read them), as the rules record them.

It never holds another seat's cards or the order of the stack: :mod:`.determinize` samples those.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.options import options_to_json
from . import cards as C
from .view import VIEW_RALLY_LIMIT, table_state

if TYPE_CHECKING:
    from .rules import StrandCup


def observation(game: "StrandCup", seat: int) -> dict[str, Any]:
    """What ``seat`` knows (the module docstring)."""
    return {
        "seat": seat, "version": game.rules_version, "options": options_to_json(game.options),
        "legal": [{"id": action} for action in game.legal_ids(seat)],
        "hand": C.sort_hand(game.hands[seat]) if 0 <= seat < game.n else [],
        "touch": game.touch_number(), "team_of": [game.team_of(s) for s in range(game.n)],
        **table_state(game),
        "steps": [dict(step) for step in game.steps],
        "dice": [dict(die) for die in game.dice],
        "shouts": [dict(shout) for shout in game.shouts],
        "rallies": [{**rally, "score": list(rally["score"])} for rally in game.rallies[-VIEW_RALLY_LIMIT:]],
    }
