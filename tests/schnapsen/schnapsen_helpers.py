"""Fixed deals and small helpers for the Schnapsen tests.

``fixed_game(forehand, dealer_cards, trump_card, talon)`` deals exactly the given cards: the
non-dealer ("forehand") gets ``forehand``, the dealer ``dealer_cards`` (5 each), ``trump_card`` is
turned up and ``talon`` lists the 9 face-down cards from the top. Seat 1 deals unless told otherwise.
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Optional

from pygame_core.games.schnapsen.cards import DECK
from pygame_core.games.schnapsen.rules import SchnapsenGame


def split(cards: str) -> list[str]:
    return cards.split()


def deck_order(forehand: str, dealer_cards: str, trump_card: str, talon: Optional[str] = None) -> list[str]:
    """The dealing order (top first) that gives these hands: 3 + 3, the trump, 2 + 2, the talon."""
    fh, dl = split(forehand), split(dealer_cards)
    assert len(fh) == 5 and len(dl) == 5
    used = set(fh) | set(dl) | {trump_card}
    if talon is None:
        rest = [c for c in DECK if c not in used]
    else:
        rest = split(talon)
        rest += [c for c in DECK if c not in used and c not in rest]
    deck = fh[:3] + dl[:3] + [trump_card] + fh[3:] + dl[3:] + rest
    assert sorted(deck) == sorted(DECK), "a fixed deal must use every card once"
    return deck


def fixed_game(forehand: str, dealer_cards: str, trump_card: str, talon: Optional[str] = None, *,
               dealer: int = 1, seed: int = 1, **options: Any) -> SchnapsenGame:
    deal = {"deck": deck_order(forehand, dealer_cards, trump_card, talon), "dealer": dealer}
    return SchnapsenGame.new(options or None, seed, deal)  # type: ignore[return-value]  # Game.new is typed as the base class; this is a SchnapsenGame


def act(game: SchnapsenGame, *action_ids: str) -> None:
    """Apply actions in order, each by the seat to move."""
    for action_id in action_ids:
        game.apply(game.to_move(), action_id)


def plays(game: SchnapsenGame, cards: str) -> None:
    act(game, *("play:" + c for c in split(cards)))


def legal_plays(game: SchnapsenGame, seat: Optional[int] = None) -> set[str]:
    seat = game.to_move() if seat is None else seat
    return {a.cards[0] for a in game.legal_actions(seat) if a.kind == "play"}


def legal_ids(game: SchnapsenGame) -> set[str]:
    return set(game.legal_ids(game.to_move()))


def random_game(seed: int, options: Optional[dict[str, Any]] = None, *, record_events: bool = True,
                stop_after: Optional[int] = None) -> SchnapsenGame:
    """A Bummerl played with uniformly random legal actions (the choices seeded by ``seed``)."""
    game = SchnapsenGame.new(options, seed)
    game.record_events = record_events
    chooser = random.Random(seed)
    steps = 0
    while game.to_move() is not None and (stop_after is None or steps < stop_after):
        seat = game.to_move()
        game.apply(seat, chooser.choice(game.legal_actions(seat)).id)
        steps += 1
    return game  # type: ignore[return-value]  # Game.new is typed as the base class; this is a SchnapsenGame


def random_positions(seeds: Iterable[int], options: Optional[dict[str, Any]] = None):
    """Every position (game, seat to move) of random Bummerls, as they are played."""
    for seed in seeds:
        game = SchnapsenGame.new(options, seed)
        chooser = random.Random(seed)
        while game.to_move() is not None:
            seat = game.to_move()
            yield game, seat
            game.apply(seat, chooser.choice(game.legal_actions(seat)).id)


def click_reasons(view: dict[str, Any]) -> dict[str, Optional[str]]:
    """Per card of the view's hand: what a click on it says when it cannot be played (the contract's reason, else the
    table's ``play_refused``), None for a playable card (its ``play:`` action is legal)."""
    refused = view["contract"]["table"]["play_refused"]
    return {e["card"]: None if f"play:{e['card']}" in e["actions"] else (e["reason"] or refused.get(e["card"]))
            for e in view["contract"]["hand"]}
