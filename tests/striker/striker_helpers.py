"""Fixed deals and small helpers for the Striker tests.

``fixed_game([hand0, hand1, ...], draws=[...], first=0)`` deals each seat exactly the given 6 cards (a space-separated
string of card ids); ``draws[seat]`` lists that seat's next cards from the top of its draw pile; the rest of every pile
follows in the deck table's order. ``var`` fixes each seat's VAR pair (the first one is turned when it is used).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator, Optional, Sequence

from pygame_core.core import registry
from pygame_core.core.rng import Rng
from pygame_core.games.striker import GAME_INFO
from pygame_core.games.striker import cards as C
from pygame_core.games.striker.rules import Striker

#: The game as the engine knows it: registering it puts its texts into the catalogs.
assert registry.get("striker") is GAME_INFO


def pile(top: Sequence[str], corners: int = 2) -> list[str]:
    """A 50-card draw pile (top first) starting with ``top``, the rest in the deck table's order."""
    return C.draw_pile_starting_with(list(top), corners)


def fixed_game(hands: Sequence[str], draws: Optional[Sequence[str]] = None, first: int = 0,
               var: Optional[Sequence[Sequence[str]]] = None, seed: int = 1, **options: Any) -> Striker:
    options.setdefault("players", len(hands))
    corners = options.get("corners", 2)
    draws = draws or [""] * len(hands)
    decks = []
    for hand, more in zip(hands, draws):
        cards = hand.split()
        assert len(cards) == 6, f"a hand has 6 cards: {hand}"
        decks.append(pile(cards + more.split(), corners))
    deal: dict[str, Any] = {"decks": decks, "first": first}
    if var is not None:
        deal["var"] = [list(p) for p in var]
    return Striker.new(options, seed, deal)  # type: ignore[return-value]  # Game.new is typed as the base class; this is a Striker


def play(game: Striker, *actions: str) -> Striker:
    """Apply actions in order, each by the seat to move."""
    for action in actions:
        game.apply(game.to_move(), action)
    return game


def attack(game: Striker, attack_id: int) -> Any:
    found = [a for a in game.attacks if a.id == attack_id]
    return found[0] if found else None


def stack(game: Striker, attack_id: int) -> list[str]:
    return [card for _, card in attack(game, attack_id).cards]


def legal(game: Striker) -> list[str]:
    return game.legal_ids(game.to_move())


def reason(game: Striker, action_id: str, lang: str = "en") -> str:
    text = game.explain(game.to_move(), action_id, lang)
    assert text is not None, f"{action_id} is legal"
    return text


def cards_of(game: Striker, seat: int) -> Counter[str]:
    """Every card of seat's deck wherever it is: hand, pile, VAR pair, table, out of the game."""
    total = Counter(game.hands[seat]) + Counter(game.piles[seat]) + Counter(game.var[seat]) + Counter(game.out[seat])
    total += Counter(card for a in game.attacks for owner, card in a.cards if owner == seat)
    return total


def random_games(players: int, count: int, seed: int = 0, **options: Any) -> Iterator[tuple[Striker, Rng]]:
    """``count`` seeded games with random legal play; yields each game at its start with its move rng."""
    for n in range(count):
        s = seed * 100_003 + n
        yield Striker.new({"players": players, **options}, s), Rng(s + 7)  # type: ignore[misc]  # Game.new is typed as the base class; this is a Striker


def play_randomly(game: Striker, rng: Rng, max_plies: int = 5000) -> Iterator[str]:
    """Play random legal actions to the end, yielding each action id after it was applied."""
    for _ in range(max_plies):
        mover = game.to_move()
        if mover is None:
            return
        action = rng.choice(game.legal_ids(mover))
        game.apply(mover, action)
        yield action
    raise AssertionError(f"the game did not end within {max_plies} plies")
