"""What one seat of a Spike match knows, for its computer players, its determinizer and its advice (issue 32).

``observation(game, seat)`` is the seat's knowledge in the engine's own shape, without words (the shell never sees
it: it reads the view, :mod:`.view`, which shows the same facts with their texts):

- ``game``, ``version``, ``seat``, ``to_move``; ``legal``: ``[{"id"}]`` in the rules' order (empty when the seat does
  not decide);
- ``options``: the match's rule options; ``phase``: "refill" | "serve" | "receive" | "attack" | "defend" | "over";
- ``hand``: the own card ids in display order (``SpikeGame.own_cards``);
- ``sides``: per seat ``{"seat", "hand_count", "attack_count", "defense_count", "power_left", "power_played",
  "points", "sets", "last_draw" ({"attack","defense"} or null), "refill_chosen"}`` (public: card backs show their
  pile, power cards are dealt face up);
- ``score``: ``{"points", "sets", "set_no", "set_points", "sets_to_win", "sets_played": [{"set_no", "winner",
  "points"}]}``;
- ``server``; ``rally_no``; ``rally``: ``{"attacker", "defender", "set_card", "set_value", "free_ball", "table",
  "exchanges", "face_down", "your_card"}`` (a face-down card's face only to the seat that laid it);
- ``rallies``: every finished rally ``{"rally", "set_no", "server", "winner", "reason", "exchanges", "points"}``;
- ``piles``: cards left per draw pile; ``discards``: the played cards per pile;
- ``refill``: ``{"need", "chosen" (its own secret choice or null), "opponent_chosen"}``; ``winner``: null while the
  match runs.

It never holds the other seat's hand, its face-down card or its secret refill choice, nor any pile's order.
"""

from __future__ import annotations

from typing import Any

from ...core.options import options_to_json
from .cards import POWER_CARDS, Kind, card
from .rules import Phase, SpikeGame, refill_need


def revealed_power(game: SpikeGame, seat: int) -> list[str]:
    """Power cards of ``seat`` seen face up this rally (not yet moved out of the game)."""
    out = []
    for ex in game.exchanges:
        if ex.attacker == seat and ex.attack is not None and card(ex.attack).power:
            out.append(ex.attack)
        if ex.defender == seat and ex.defense is not None and card(ex.defense).power:
            out.append(ex.defense)
    return out


def side(game: SpikeGame, seat: int) -> dict[str, Any]:
    """What everybody knows of ``seat``'s hand and score: its cards per pile, its power cards left and played."""
    hand = game.hands[seat]
    played = list(game.power_out[seat]) + revealed_power(game, seat)
    left = [p for p in POWER_CARDS if p not in played]
    attack = sum(1 for c in hand if card(c).kind is Kind.ATTACK)
    draws = game.last_draws[seat]
    return {
        "seat": seat,
        "hand_count": len(hand),
        "attack_count": attack,
        "defense_count": len(hand) - attack,
        "power_left": left,
        "power_played": played,
        "points": game.points[seat],
        "sets": game.sets[seat],
        "last_draw": {"attack": draws[0], "defense": draws[1]} if draws is not None else None,
        "refill_chosen": game.refill_choice[seat] is not None,
    }


def rally(game: SpikeGame, seat: int) -> dict[str, Any]:
    """The rally in play: who attacks and defends, the set card, the cards on the court, a face-down card (its face
    only to the seat that laid it)."""
    own_commit = game.commit if game.commit is not None and game.attacker == seat else None
    return {"attacker": game.attacker, "defender": game.defender, "set_card": game.set_card,
            "set_value": game.set_value, "free_ball": game.free_ball, "table": list(game.table),
            "exchanges": [e.to_json() for e in game.exchanges], "face_down": game.commit is not None,
            "your_card": own_commit}


def score(game: SpikeGame) -> dict[str, Any]:
    """Points and sets, the set being played, what a set and the match take, and every finished set."""
    return {"points": list(game.points), "sets": list(game.sets), "set_no": game.set_no,
            "set_points": game.options.set_points, "sets_to_win": game.options.sets_to_win,
            "sets_played": [r.to_json() for r in game.set_results]}


def refill(game: SpikeGame, seat: int) -> dict[str, Any]:
    """The refill: how many cards the seat must draw now (0: none), its own secret choice, and whether the other seat
    has chosen (not what)."""
    choice = game.refill_choice[seat]
    return {"need": refill_need(len(game.hands[seat])) if game.to_move() == seat and game.phase is Phase.REFILL
            else 0,
            "chosen": list(choice) if choice is not None else None,
            "opponent_chosen": game.refill_choice[1 - seat] is not None}


def observation(game: SpikeGame, seat: int) -> dict[str, Any]:
    """What ``seat`` knows (see the module docstring): ``Game.observation`` of Spike."""
    return {
        "game": game.name, "version": game.rules_version, "seat": seat, "to_move": game.to_move(),
        "legal": [{"id": action} for action in game.legal_ids(seat)],
        "options": options_to_json(game.options),
        "phase": game.phase.value,
        "hand": game.own_cards(seat),
        "sides": [side(game, s) for s in range(game.num_seats)],
        "score": score(game),
        "server": game.server, "rally_no": game.rally_no, "rally": rally(game, seat),
        "rallies": [r.to_json() for r in game.rallies],
        "piles": {name: len(pile) for name, pile in game.piles.items()},
        "discards": {name: list(pile) for name, pile in game.discards.items()},
        "refill": refill(game, seat),
        "winner": game.winner,
    }
