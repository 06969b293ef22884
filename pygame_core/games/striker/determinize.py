"""Determinization: a full Striker game consistent with one seat's view, its hidden cards sampled.

What a seat does not know: the other players' hands, every draw pile's order (its own too) and the order of every
VAR pair. What it knows: each deck's composition (:mod:`.cards`), its own hand, every card on the table and every
card removed from the game (all played face up), and the counts of every hand and pile. So for each seat the
unseen cards are its deck minus what is known; they are shuffled with ``rng`` and dealt into that seat's hand
(another seat's) and draw pile.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ...core.errors import MalformedInput
from ...core.rng import MAX_SEED, Rng
from . import cards as C
from .rules import Attack, Phase, Shot, Striker


def unseen_cards(view: Mapping[str, Any], seat: int) -> Counter[str]:
    """The cards of ``seat``'s deck that the viewer cannot see (in a hand or a draw pile), as a multiset."""
    corners = view["options"]["corners"]
    pool = C.composition(corners)
    player = view["seat_info"][seat]
    pool.subtract(player["out"])
    pool.subtract(c["card"] for a in view["attacks"] for c in a["cards"] if c["owner"] == seat)
    if player["var"]:
        pool.subtract(C.VAR_CARDS)  # laid aside face down: not in the hand or the pile
    if seat == view["seat"]:
        pool.subtract(view["hand"])
    if any(n < 0 for n in pool.values()):
        raise MalformedInput(f"the view shows more cards of seat {seat} than its deck has", seat)
    return +pool


def determinize(view: Mapping[str, Any], rng: Rng) -> Striker:
    """A full game consistent with ``view``, every hidden card sampled with ``rng`` (for search)."""
    me = int(view["seat"])
    game = Striker.new(view["options"], seed=rng.next64() % MAX_SEED)
    game.record_events = False
    game.events = []
    n = game.num_seats
    for s in range(n):
        player = view["seat_info"][s]
        unseen = list(unseen_cards(view, s).elements())
        rng.shuffle(unseen)
        if s == me:
            hand = list(view["hand"])
        else:
            hand, unseen = unseen[:player["hand"]], unseen[player["hand"]:]
        if len(hand) != player["hand"] or len(unseen) != player["pile"]:
            raise MalformedInput(f"the view's counts for seat {s} do not add up", s)
        game.hands[s] = hand
        game.piles[s] = unseen
        pair = list(C.VAR_CARDS)
        rng.shuffle(pair)
        game.var[s] = pair if player["var"] else []
        game.out[s] = list(player["out"])
        game.goals[s] = player["goals"]
    game.attacks = [Attack(a["id"], [(c["owner"], c["card"]) for c in a["cards"]]) for a in view["attacks"]]
    game.next_attack = view["next_attack"]
    shot = view["shot"]
    game.shot = Shot(shot["attack"], shot["shooter"], shot["target"], shot["card"]) if shot else None
    game.last_turns = list(view["last_turns"]) if view["last_turns"] is not None else None
    game.turn_number = view["turn"]
    game.current = view["current"]
    game.phase = Phase(view["phase"])
    game._legal_cache = None
    return game
