"""Determinization: a full Striker game consistent with one seat's observation (:mod:`.observation`: what it knows,
as its computer players read it), its hidden cards sampled.

What a seat does not know: the other players' hands, every draw pile's order (its own too) and the order of every
VAR pair. What it knows: each deck's composition (:mod:`.cards`), its own hand, every card on the table and every
card removed from the game (all played face up), and the counts of every hand and pile. So for each seat the
unseen cards are its deck minus what is known; they are shuffled with ``rng`` and dealt into that seat's hand
(another seat's) and draw pile.

The match starts without history; the current turn's log lines (the observation's ``turn_log``) are kept as the
seat saw them, so the match shows the seat exactly its view.
"""

from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import MalformedInput
from ...core.game import Event
from ...core.options import parse_options
from ...core.rng import MAX_SEED, Rng
from . import cards as C
from .rules import Attack, Options, Phase, Shot, Striker


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


#: The cards of a draw pile at the start (the deck without its VAR pair).
PILE_CARDS = len(C.draw_pile_cards())


def drawn_share_of(pile_size: int) -> float:
    """The share of a seat's draw pile it has drawn: the chance that one of its unseen cards was drawn already."""
    return max(0.0, 1.0 - pile_size / PILE_CARDS)


def deal_hidden(unseen: list[str], hand_size: int, pile_size: int, rng: Rng, keepers_held: bool) -> list[str]:
    """``unseen`` (shuffled in place) ordered as a hidden hand of ``hand_size`` cards first, then the pile.

    With ``keepers_held``, each unseen goalkeeper is in the hand with the chance that its card has been drawn already
    (the share of the 50-card pile drawn), not with the hand's share of the unseen cards: a Torwart is never played
    in its owner's turn (S3: only against a shot), so every goalkeeper drawn and not used to save is still in the
    hand, while most other cards drawn have been played face up. Other cards fill the rest of the hand at random."""
    rng.shuffle(unseen)
    if not keepers_held or hand_size == 0:
        return unseen
    drawn_share = drawn_share_of(pile_size)
    keepers = [c for c in unseen if C.KIND_OF[c] is C.Kind.KEEPER]
    held = [c for c in keepers if rng.random() < drawn_share][:hand_size]
    rest = list(unseen)
    for card in held:
        rest.remove(card)
    return held + rest


def determinize(view: Mapping[str, Any], rng: Rng, keepers_held: bool = False) -> Striker:
    """A full game consistent with ``view``, every hidden card sampled with ``rng`` (for search); with
    ``keepers_held`` the other seats' goalkeepers are dealt by the rule of :func:`deal_hidden`."""
    me = int(view["seat"])
    seed = rng.next64() % MAX_SEED
    n = len(view["seat_info"])
    hands: list[list[str]] = []
    piles: list[list[str]] = []
    var: list[list[str]] = []
    for s in range(n):
        player = view["seat_info"][s]
        unseen = list(unseen_cards(view, s).elements())
        if s == me:
            rng.shuffle(unseen)
        else:
            unseen = deal_hidden(unseen, player["hand"], player["pile"], rng, keepers_held)
        if s == me:
            hand = list(view["hand"])
        else:
            hand, unseen = unseen[:player["hand"]], unseen[player["hand"]:]
        if len(hand) != player["hand"] or len(unseen) != player["pile"]:
            raise MalformedInput(f"the view's counts for seat {s} do not add up", s)
        hands.append(hand)
        piles.append(unseen)
        pair = list(C.VAR_CARDS)
        rng.shuffle(pair)
        var.append(pair if player["var"] else [])
    shot = view["shot"]
    last_turns = view["last_turns"]
    return Striker.from_state({
        "options": parse_options(Options, view["options"]), "seed": seed, "deal": None, "rng": Rng(seed),
        "rules_version": int(view["version"]), "history": [], "events": seen_turn_log(view), "log_mark": 0,
        "record_events": False,
        "hands": hands, "piles": piles, "var": var,
        "out": [list(p["out"]) for p in view["seat_info"]],
        "goals": [p["goals"] for p in view["seat_info"]],
        "attacks": [Attack(a["id"], [(c["owner"], c["card"]) for c in a["cards"]])
                    for a in view["attacks"]],
        "next_attack": view["next_attack"],
        "shot": Shot(shot["attack"], shot["shooter"], shot["target"], shot["card"]) if shot else None,
        "last_turns": tuple(last_turns) if last_turns is not None else None,
        "turn_number": view["turn"], "turn_event": 0, "current": view["current"], "phase": Phase(view["phase"]),
        "_legal_cache": None,
    })


def seen_turn_log(view: Mapping[str, Any]) -> list[Event]:
    """The current turn's log lines as the seat saw them (in its language), as events only that seat sees."""
    seat = frozenset({int(view["seat"])})
    return [Event(n, "seen", "striker.event.seen", MappingProxyType({"text": text}), seat)
            for n, text in enumerate(view["turn_log"])]
