"""Invariants over thousands of seeded random Striker games (random legal actions) for 2, 3 and 4 players:
cards are conserved, goals move only by the rules, every game ends within a bound, the legal moves agree with the
rule-by-rule reasons, save/load replays to the same views, views hide what they must, computer players only play
legal moves and decide the same from the same view and seed, determinizations agree with the view."""

from __future__ import annotations

import json

import pytest

from pygame_core.core.rng import Rng
from pygame_core.games.striker import cards as C, make_player
from pygame_core.games.striker.determinize import determinize
from pygame_core.games.striker.rules import Phase, Striker
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
    for game, rng in random_games(players, 40, seed=10 + players):
        for _ in play_randomly(game, rng):
            for seat in range(players):
                assert cards_of(game, seat) == deck
        for seat in range(players):
            assert len(game.hands[seat]) >= 6 or not game.piles[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_legal_moves_agree_with_the_reasons(players):
    """The fast legal-move generator and the rule-by-rule reasons (why_not) always agree: every legal move has no
    reason against it, every other candidate has one (and reason_illegal gives a specific text for it)."""
    for game, rng in random_games(players, 25, seed=20 + players):
        while not game.is_over:
            seat = game.to_move()
            legal = set(game.legal_ids(seat))
            candidates = {m.id: game.why_not(seat, m) for m in game._candidates(seat)}
            assert legal == {i for i, r in candidates.items() if r is None}
            for action_id, why in candidates.items():
                if why is not None:
                    assert game.reason_illegal(seat, action_id) != f"{action_id} is not allowed now."
            other = (seat + 1) % players
            assert game.legal_actions(other) == []
            game.apply(seat, rng.choice(sorted(legal)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_and_load_replay_to_the_same_views(players):
    """seed + actions replay exactly: at any point a loaded save shows every seat the same view."""
    for game, rng in random_games(players, 8, seed=30 + players):
        stop = 20 + rng.below(120)
        for n, _ in enumerate(play_randomly(game, rng)):
            if n == stop:
                break
        loaded = Striker.load(json.loads(json.dumps(game.save())))
        for seat in range(players):
            assert loaded.view(seat) == game.view(seat)
        assert loaded.rng.state == game.rng.state


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
    other._legal_cache = None
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_hide_other_hands_pile_order_and_var_order(players):
    """A view never depends on another seat's hidden cards, on any pile's order or on the VAR pairs' order."""
    rng = Rng(99)
    for game, move_rng in random_games(players, 6, seed=40 + players):
        for n, _ in enumerate(play_randomly(game, move_rng)):
            if n % 15:
                continue
            for seat in range(players):
                view = game.view(seat)
                assert view["hand"] == sorted(game.hands[seat], key=C.display_key)
                assert scramble_hidden(game, seat, rng).view(seat) == view
                assert "piles" not in json.dumps(view)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computer_players_play_legal_moves_deterministically(players):
    """Every level picks a legal action from the JSON view alone, and the same view and seed give the same choice."""
    levels = {level: make_player(level) for level in ("easy", "medium", "hard")}
    for game, rng in random_games(players, 3, seed=50 + players):
        for n, _ in enumerate(play_randomly(game, rng)):
            if game.is_over or n % 5:
                continue
            seat = game.to_move()
            view = json.loads(json.dumps(game.view(seat)))
            legal = set(game.legal_ids(seat))
            for level, player in levels.items():
                choice = player.choose(view, 1234 + n)
                assert choice in legal, (level, choice)
                assert player.choose(json.loads(json.dumps(view)), 1234 + n) == choice


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_between_computer_players_end(players):
    """Computer players of every level finish whole games (a game ends within the bound)."""
    seats = ["hard", "medium", "easy", "medium"][:players]
    game = Striker.new({"players": players}, seed=60 + players)
    players_ = [make_player(level) for level in seats]
    for ply in range(5000):
        seat = game.to_move()
        if seat is None:
            break
        game.apply(seat, players_[seat].choose(json.loads(json.dumps(game.view(seat))), ply))
    assert game.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_agrees_with_the_view(players):
    """A determinized game shows the seat the same view (hand, table, counts, legal moves) with a full state whose
    hidden cards come from the unseen ones."""
    deck = C.composition(2)
    for game, rng in random_games(players, 4, seed=70 + players):
        for n, _ in enumerate(play_randomly(game, rng)):
            if game.is_over or n % 11:
                continue
            seat = game.to_move()
            view = json.loads(json.dumps(game.view(seat)))
            world = determinize(view, Rng(n))
            again = json.loads(json.dumps(world.view(seat)))
            for key in ("hand", "attacks", "seat_info", "shot", "phase", "current", "legal", "last_turns"):
                assert again[key] == view[key], key
            for s in range(players):
                assert cards_of(world, s) == deck
            world.apply(seat, world.legal_ids(seat)[0])  # the world plays on


def test_random_games_per_second_figure(capsys):
    """Not a speed assertion: prints the random full games per second for the report."""
    import time
    start = time.perf_counter()
    count = 0
    for players in (2, 3, 4):
        for game, rng in random_games(players, 20, seed=80 + players):
            for _ in play_randomly(game, rng):
                pass
            count += 1
    with capsys.disabled():
        print(f"\nstriker: {count / (time.perf_counter() - start):.0f} random full games per second")


@pytest.mark.parametrize("options", [{"corners": 4}, {"must_play_while_able": True}, {"takeover_shot": False}])
@pytest.mark.parametrize("players", [2, 4])
def test_variant_options_keep_the_invariants(players, options):
    """The variant flags (readings.md §5: corners, must_play_while_able, takeover_shot) keep every invariant."""
    deck = C.composition(options.get("corners", 2))
    for game, rng in random_games(players, 60, seed=100 + players, **options):
        for _ in play_randomly(game, rng):
            check_table(game)
            if options.get("must_play_while_able") and game.phase is Phase.TURN and not game.is_over:
                legal = game.legal_ids(game.to_move())
                assert "end_turn" not in legal or legal == ["end_turn"]
        for seat in range(players):
            assert cards_of(game, seat) == deck
        assert sum(e.type == "goal" for e in game.events) == sum(game.goals)
