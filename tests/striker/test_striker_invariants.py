"""Striker's own invariants over thousands of seeded random games (random legal actions) for 2, 3 and 4 players:
cards are conserved, goals move only by the rules, every game ends within the draw-pile bound, views hide the
hidden cards, determinized worlds hold every whole deck. (What every game must do, the conformance suite
``tests/test_protocol.py`` checks.)"""

from __future__ import annotations

import json

import pytest

from pygame_core.core.rng import Rng
from pygame_core.games.striker import cards as C
from pygame_core.games.striker.determinize import determinize
from pygame_core.games.striker.rules import Phase, Striker
from sampling import runs
from striker_helpers import cards_of, play_randomly, random_games

GAMES_PER_COUNT = {2: 600, 3: 450, 4: 350}
#: Every turn draws at least 1 of the 44 cards left after the deal, so a player has at most 45 turns.
MAX_TURNS_PER_PLAYER = 45


def check_table(game: Striker) -> None:
    """At most 5 attacks; every top card is a number; a 10 or 11 lies on the table only while its shot is open."""
    assert len(game.attacks) <= C.MAX_ATTACKS
    for a in game.attacks:
        assert C.KIND_OF[a.top] is C.Kind.NUMBER
        if a.top_number >= 10:
            assert game.phase is Phase.REACTION and game.shot.attack == a.id
        for below, above in zip(a.cards, a.cards[1:]):  # a P or S is always followed by a number
            if C.KIND_OF[below[1]] is not C.Kind.NUMBER:
                assert C.KIND_OF[above[1]] is C.Kind.NUMBER


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_conserve_cards_score_by_the_rules_and_end(players):
    """Thousands of games: each seat's 52 cards are always all somewhere; goals only rise by one with a goal event;
    hands refill after each turn; the game ends within the draw-pile bound with a proper outcome."""
    deck = C.composition(2)
    for game, rng in random_games(players, GAMES_PER_COUNT[players], seed=players):
        goals, seen = list(game.goals), len(game.events)
        for _ in play_randomly(game, rng):
            check_table(game)
            new_goals = [e.params["seat"] for e in game.events[seen:] if e.type == "goal"]
            changed = [s for s in range(players) if game.goals[s] != goals[s]]
            assert changed == new_goals and len(new_goals) <= 1
            for s in changed:
                assert game.goals[s] == goals[s] + 1
            goals, seen = list(game.goals), len(game.events)
        for seat in range(players):
            assert cards_of(game, seat) == deck
        assert sum(e.type == "goal" for e in game.events) == sum(game.goals)
        assert game.turn_number <= MAX_TURNS_PER_PLAYER * players
        assert any(not p for p in game.piles)
        outcome = game.outcome()
        assert outcome is not None and abs(sum(outcome) - 1.0) < 1e-9
        assert outcome[game.goals.index(max(game.goals))] > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_are_conserved_after_every_action(players):
    """Each seat's cards (hand, pile, VAR pair, table, out of the game) are its whole deck after every action;
    after each turn the player holds at least 6 cards unless its pile ran out."""
    deck = C.composition(2)
    for game, rng in random_games(players, runs(40, 4), seed=10 + players):
        for _ in play_randomly(game, rng):
            for seat in range(players):
                assert cards_of(game, seat) == deck
        for seat in range(players):
            assert len(game.hands[seat]) >= 6 or not game.piles[seat]


def scramble_hidden(game: Striker, seat: int, rng: Rng) -> Striker:
    """The same position with everything ``seat`` cannot see shuffled: other hands, every pile, every VAR pair."""
    other = game.clone()
    for s in range(game.num_seats):
        if s != seat:
            pool = other.hands[s] + other.piles[s]
            rng.shuffle(pool)
            k = len(other.hands[s])
            other.hands[s], other.piles[s] = pool[:k], pool[k:]
        rng.shuffle(other.piles[s])
        other.var[s].reverse()
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_hide_other_hands_pile_order_and_var_order(players):
    """A view never depends on another seat's hidden cards, on any pile's order or on the VAR pairs' order."""
    rng = Rng(99)
    for game, move_rng in random_games(players, runs(6, 1), seed=40 + players):
        for n, _ in enumerate(play_randomly(game, move_rng)):
            if n % 15:
                continue
            for seat in range(players):
                view = game.view(seat)
                seen = game.observation(seat)
                assert [e["card"] for e in view["contract"]["hand"]] == sorted(game.hands[seat], key=C.display_key)
                assert seen["hand"] == sorted(game.hands[seat], key=C.display_key)
                scrambled = scramble_hidden(game, seat, rng)
                assert scrambled.view(seat) == view and scrambled.observation(seat) == seen
                assert "piles" not in json.dumps(view)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_determinized_world_holds_every_whole_deck(players):
    """The hidden cards are dealt from the unseen ones: in a determinized world each seat's 52 cards are all
    somewhere (hand, pile, VAR pair, table, out of the game), and the world plays on."""
    deck = C.composition(2)
    for game, rng in random_games(players, runs(4, 2), seed=70 + players):
        for n, _ in enumerate(play_randomly(game, rng)):
            if game.is_over or n % 11:
                continue
            seat = game.to_move()
            world = determinize(json.loads(json.dumps(game.observation(seat))), Rng(n))
            for s in range(players):
                assert cards_of(world, s) == deck
            world.apply(seat, world.legal_ids(seat)[0])


@pytest.mark.parametrize("options", [{"corners": 4}, {"must_play_while_able": True}, {"takeover_shot": False}])
@pytest.mark.parametrize("players", [2, 4])
def test_variant_options_keep_the_invariants(players, options):
    """The variant flags (readings.md §5: corners, must_play_while_able, takeover_shot) keep every invariant."""
    deck = C.composition(options.get("corners", 2))
    for game, rng in random_games(players, runs(60, 4), seed=100 + players, **options):
        for _ in play_randomly(game, rng):
            check_table(game)
            if options.get("must_play_while_able") and game.phase is Phase.TURN and not game.is_over:
                legal = game.legal_ids(game.to_move())
                assert "end_turn" not in legal or legal == ["end_turn"]
        for seat in range(players):
            assert cards_of(game, seat) == deck
        assert sum(e.type == "goal" for e in game.events) == sum(game.goals)
