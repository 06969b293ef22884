"""Helpers for the Spike tests: fixed positions, playing named cards, counting cards, hidden variants."""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional

from pygame_core.core.rng import Rng
from pygame_core.games.spike.cards import PILES, POWER_CARDS, card
from pygame_core.games.spike.rules import Phase, SpikeGame


def fixed(hands: list[list[str]], first_server: int = 0, seed: int = 1, options: Optional[dict[str, Any]] = None,
          **deal: Any) -> SpikeGame:
    """A match from an explicit position: ``hands`` are the starting hands (10 cards: no refill)."""
    return SpikeGame.new(options, seed=seed, deal={"hands": hands, "first_server": first_server, **deal})


def play(game: SpikeGame, *cards: str) -> None:
    """The seat to move plays each card in turn (``"A7"`` -> ``play:A7``; ``"A3D1"`` -> ``draw:A3D1``)."""
    for c in cards:
        seat = game.to_move()
        assert seat is not None, f"the match is over before {c}"
        game.apply(seat, ("draw:" if c.startswith("A") and "D" in c[1:] else "play:") + c)


def cards_everywhere(game: SpikeGame) -> tuple[Counter, list[Counter]]:
    """(draw cards anywhere, power cards per seat) over hands, piles, discards, the table and the face-down card."""
    draw: Counter = Counter()
    power = [Counter(), Counter()]
    for place in [*game.piles.values(), *game.discards.values()]:
        draw.update(place)
    loose = list(game.table) + ([game.commit] if game.commit is not None else [])
    for seat in (0, 1):
        for c in game.hands[seat]:
            (power[seat] if card(c).power else draw).update([c])
        power[seat].update(game.power_out[seat])
    # power cards on the table belong to the seat that played them in this rally's exchanges
    for ex in game.exchanges:
        for c, who in ((ex.attack, ex.attacker), (ex.defense, ex.defender)):
            if c is not None and card(c).power:
                power[who].update([c])
                loose.remove(c)
    if game.commit is not None and card(game.commit).power:
        power[game.attacker].update([game.commit])
        loose.remove(game.commit)
    draw.update(loose)
    return draw, power


FULL_DECK = Counter(c for pile in PILES.values() for c in pile)
FULL_POWER = Counter(POWER_CARDS)


_FILLERS = [c for pair in zip(["A4", "A2", "A5", "A1", "A3"] * 3, ["D8", "D6", "D7", "D3", "D2"] * 3) for c in pair]


def pad(*hands: list[str]) -> list[list[str]]:
    """Each hand filled up to 10 cards with plain ATTACK/DEFENSE cards, within the deck's counts."""
    used = Counter(c for h in hands for c in h if not card(c).power)
    out = []
    for hand in hands:
        hand = list(hand)
        for filler in _FILLERS:
            if len(hand) >= 10:
                break
            if used[filler] < FULL_DECK[filler]:
                hand.append(filler)
                used[filler] += 1
        assert len(hand) == 10
        out.append(hand)
    return out


def hidden_variant(game: SpikeGame, seat: int, rng: Rng) -> SpikeGame:
    """A copy where everything ``seat`` must not see is changed: the other hand, the piles' order, the face-down card
    of the other seat and its secret refill choice."""
    other = 1 - seat
    g = game.clone()
    for name in g.piles:
        rng.shuffle(g.piles[name])
    hand = g.hands[other]
    for i, c in enumerate(hand):           # swap the other seat's draw cards with pile cards of the same type
        if card(c).power:
            continue
        pile = g.piles[card(c).kind.value]
        if pile:
            j = rng.below(len(pile))
            hand[i], pile[j] = pile[j], hand[i]
    if g.commit is not None and g.attacker == other and not card(g.commit).power:
        pile = g.piles["attack"]
        candidates = [j for j, c in enumerate(pile) if card(c).value is not None or g.phase is not Phase.RECEIVE]
        if candidates:
            j = rng.choice(candidates)
            g.commit, pile[j] = pile[j], g.commit
    choice = g.refill_choice[other]
    if choice is not None and g.phase is Phase.REFILL:
        need = sum(choice)
        a = rng.below(need + 1)
        g.refill_choice[other] = (a, need - a)
    return g
