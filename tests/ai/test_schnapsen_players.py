"""The Schnapsen computer players: legal, deterministic, blind to hidden cards, and stronger than chance.

A player receives only the JSON of its own seat's view (``choose(view, seed)``); these tests give it exactly
that (a JSON round trip) and check the rules of fair play a person at the table also keeps.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

import pygame_core
from pygame_core.ai.base import RandomPlayer
from pygame_core.ai.search import Budget, pimc
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games.schnapsen import ai, model, record, solver
from pygame_core.games.schnapsen.cards import beats
from pygame_core.games.schnapsen.determinize import determinize

LEVELS = ("easy", "medium", "hard", "expert")
#: The hard player with a small budget: the same code paths, a tenth of the thinking (tests stay fast).
LIGHT_HARD = ai.HardBudget(samples_open=6, samples_closed=5, decision_nodes=10_000)
#: The expert with a small budget: its UCT search in every deal, on a hundredth of the iterations.
LIGHT_EXPERT = ai.ExpertBudget(deals=4, iterations=12, decision_nodes=10_000)


def player(level: str):
    if level == "hard":
        return ai.HardPlayer(LIGHT_HARD)
    if level == "expert":
        return ai.ExpertPlayer(LIGHT_EXPERT, LIGHT_HARD)
    return pygame_core.make_player("schnapsen", level)


def private_view(game, seat: int) -> dict[str, Any]:
    """What the players read: the seat's observation, as JSON (issue 32: not its view)."""
    return json.loads(json.dumps(game.observation(seat)))


def positions(count: int, seed: int = 0):
    """``count`` decisions (game, seat to move) from seeded random play, one per game, at varied depths,
    including closed talons, exhausted talons and the end of a hand."""
    out = []
    rng = Rng(seed)
    n = 0
    while len(out) < count:
        game = pygame_core.new_game("schnapsen", seed=seed_from("positions", seed, n))
        n += 1
        for _ in range(rng.below(30)):
            mover = game.to_move()
            if mover is None:
                break
            game.apply(mover, rng.choice(game.legal_ids(mover)))
        if game.to_move() is not None:
            out.append(game)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_only_legal_actions(level: str) -> None:
    chooser = player(level)
    for i, game in enumerate(positions(60 if level in ("hard", "expert") else 200, seed=len(level))):
        seat = game.to_move()
        action = chooser.choose(private_view(game, seat), seed_from("legal", i))
        assert action in game.legal_ids(seat)
        game.apply(seat, action)


@pytest.mark.parametrize("level", LEVELS)
def test_whole_bummerls_against_random_end_with_legal_play(level: str) -> None:
    """A Bummerl to the end (7 game points), every action validated by the engine."""
    game = pygame_core.new_game("schnapsen", seed=7)
    players = [player(level), RandomPlayer()]
    while (seat := game.to_move()) is not None:
        game.apply(seat, players[seat].choose(private_view(game, seat), seed_from(game.seed, len(game.history))))
    assert game.outcome() is not None


@pytest.mark.parametrize("level", LEVELS)
def test_same_view_and_seed_give_the_same_choice(level: str) -> None:
    for i, game in enumerate(positions(25, seed=3)):
        view = private_view(game, game.to_move())
        first = player(level).choose(view, 1000 + i)
        again = player(level).choose(json.loads(json.dumps(view)), 1000 + i)
        assert first == again


def test_hidden_cards_do_not_change_the_choice() -> None:
    """Two games the seat cannot tell apart (same view) but with different opponent hands and talons:
    every level makes the same choice in both (it cannot peek)."""
    checked = 0
    for i, game in enumerate(positions(40, seed=5)):
        seat = game.to_move()
        view = private_view(game, seat)
        if view["phase"] not in ("lead", "follow"):
            continue
        world_a = determinize(view, Rng(1))
        world_b = determinize(view, Rng(2))
        hidden_a = (world_a.hands[1 - seat], world_a.stock)
        hidden_b = (world_b.hands[1 - seat], world_b.stock)
        view_a, view_b = private_view(world_a, seat), private_view(world_b, seat)
        assert view_a == view_b
        if hidden_a == hidden_b:
            continue
        checked += 1
        for level in LEVELS:
            chooser = player(level)
            assert chooser.choose(view_a, i) == chooser.choose(view_b, i)
    assert checked >= 20


def test_the_full_strength_hard_player_plays_legally() -> None:
    chooser = pygame_core.make_player("schnapsen", "hard")
    assert isinstance(chooser, ai.HardPlayer) and chooser.budget == ai.HardBudget()
    for i, game in enumerate(positions(6, seed=13)):
        seat = game.to_move()
        assert chooser.choose(private_view(game, seat), i) in game.legal_ids(seat)


def test_players_read_nothing_but_plain_json() -> None:
    """choose() gets a dict of JSON values: no Game object, nothing that could lead back to one."""
    game = positions(1, seed=9)[0]
    view = private_view(game, game.to_move())
    text = json.dumps(view)
    assert "stock" not in text and "seed" not in text
    for level in LEVELS:
        assert pygame_core.make_player("schnapsen", level).choose(json.loads(text), 1) in game.legal_ids(game.to_move())


def fixed_game(hand_forehand: list[str], hand_dealer: list[str], trump_card: str, stock: list[str]):
    """A first hand dealt from a fixed deck: dealer is seat 0, so seat 1 (the forehand) leads."""
    deck = hand_forehand[:3] + hand_dealer[:3] + [trump_card] + hand_forehand[3:] + hand_dealer[3:] + stock
    return pygame_core.new_game("schnapsen", seed=1, deal={"deck": deck, "dealer": 0})


REST = ["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD"]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_exchanges_the_trump_jack(level: str) -> None:
    """"Stelen" (readings.md §3.3 D8): swapping the jack of trumps for the turned-up card is free."""
    game = fixed_game(["JH", "JS", "QS", "KS", "AS"], ["JD", "TS", "AH", "TH", "KH"], "QH",
                      ["AC", "TC", "KC", "QC", "JC", "AD", "TD", "KD", "QD"])
    assert pygame_core.make_player("schnapsen", level).choose(private_view(game, 1), 3) == "exchange"


@pytest.mark.parametrize("level", ("easy", "medium"))
def test_rule_players_declare_a_marriage(level: str) -> None:
    """A marriage (readings.md §3.1 "Marriages") is 20 or 40 points for nothing: the rule players declare it."""
    game = fixed_game(["KS", "QS", "JC", "JD", "AD"], ["JS", "TS", "AH", "TH", "KH"], "QH",
                      ["AC", "TC", "KC", "QC", "AS", "TD", "KD", "QD", "JH"])
    assert pygame_core.make_player("schnapsen", level).choose(private_view(game, 1), 3) == "marry:S"


def test_medium_closes_with_a_sure_66() -> None:
    """Trump A, T, K, Q and a 40 marriage: closing (readings.md §3.3 D9) wins 3 game points at once."""
    game = fixed_game(["AH", "TH", "KH", "QH", "AS"], ["JS", "TS", "QC", "TD", "KD"], "JH",
                      ["AC", "TC", "KC", "KS", "JC", "AD", "QS", "QD", "JD"])
    assert pygame_core.make_player("schnapsen", "medium").choose(private_view(game, 1), 3) == "close"


def test_easy_never_throws_a_trump_ace_or_ten_under_a_winner() -> None:
    player = pygame_core.make_player("schnapsen", "easy")
    for i, game in enumerate(positions(300, seed=11)):
        seat = game.to_move()
        view = private_view(game, seat)
        if view["phase"] != "follow":
            continue
        action = player.choose(view, i)
        card = action[5:]
        led = view["trick"][0]["card"]
        legal = game.legal_ids(seat)
        big_trump = card in ("A" + view["trump"], "T" + view["trump"])
        if big_trump and len(legal) > 1:
            assert beats(led, card, view["trump"])


def first_hand(levels: tuple[str, str], seed: int) -> tuple[int, int]:
    """Play the first hand of a seeded Bummerl; its winner and game points."""
    game = pygame_core.new_game("schnapsen", seed=seed)
    players = [player(level) if level != "random" else RandomPlayer() for level in levels]
    while game.phase.value in ("lead", "follow"):
        seat = game.to_move()
        game.apply(seat, players[seat].choose(private_view(game, seat), seed_from(seed, len(game.history))))
    entry = game.sheet[-1]
    return entry.winner, entry.game_points


def closed_void_game():
    """Seat 1 closes at once and leads the ace of spades; seat 0 holds clubs only (no spade, no heart = trump)
    and must throw a club (readings.md §3.1 "Phase 2": follow suit, else trump, else anything)."""
    game = fixed_game(["AS", "TS", "AD", "TD", "JD"], ["AC", "TC", "KC", "QC", "JC"], "QH",
                      ["KS", "QS", "JS", "KD", "QD", "AH", "TH", "KH", "JH"])
    for seat, action in ((1, "close"), (1, "play:AS"), (0, "play:JC")):
        game.apply(seat, action)
    return game


def test_hard_reads_a_void_from_a_card_not_followed_under_strict_rules() -> None:
    """After the club on the spade ace, the opponent holds no spade and no trump: every world the hard player
    samples deals those unseen cards to the closed talon (the plain determinizer gives it some of them)."""
    game = closed_void_game()
    view = private_view(game, 1)
    r = record.record_from_observation(view)
    plain = [r.world(Rng(i)).hands[0] for i in range(40)]
    spades_hearts = model.mask_of(["KS", "QS", "JS", "AH", "TH", "KH", "JH"])
    assert any(h & spades_hearts for h in plain)
    r.forbidden, r.unlikely = record.infer_from_play(view, r)
    assert r.forbidden == spades_hearts
    for i in range(40):
        world = r.world(Rng(i))
        assert not world.hands[0] & spades_hearts and model.count(world.hands[0]) == 4
        assert model.count(world.hands[0] | world.hands[1]) == 8 and world.closed_by == 1


def test_a_lower_card_of_the_suit_under_strict_rules_means_no_higher_one() -> None:
    game = fixed_game(["KS", "QS", "AD", "TD", "JD"], ["JS", "TC", "KC", "QC", "JC"], "QH",
                      ["AS", "TS", "AC", "KD", "QD", "AH", "TH", "KH", "JH"])
    for seat, action in ((1, "close"), (1, "play:KS"), (0, "play:JS")):
        game.apply(seat, action)
    view = private_view(game, 1)
    r = record.record_from_observation(view)
    forbidden, _ = record.infer_from_play(view, r)
    assert forbidden == model.mask_of(["AS", "TS"])  # JS did not head KS: no ace or ten of spades


def test_a_king_led_without_its_marriage_makes_the_queen_unlikely() -> None:
    """Seat 1 leads the king of spades and declares nothing though it could: its opponent deals the queen of
    spades to it only rarely."""
    game = fixed_game(["KS", "TS", "AD", "TD", "JD"], ["JS", "TC", "KC", "QC", "JC"], "QH",
                      ["AS", "QS", "AC", "KD", "QD", "AH", "TH", "KH", "JH"])
    game.apply(1, "play:KS")
    view = private_view(game, 0)
    r = record.record_from_observation(view)
    forbidden, unlikely = record.infer_from_play(view, r)
    assert forbidden == 0 and unlikely == model.mask_of(["QS"])
    r.unlikely = unlikely
    with_queen = sum(bool(r.world(Rng(i)).hands[1] & unlikely) for i in range(200))
    plain = sum(bool(model.Deal.of(r.knowledge.known, *r.knowledge.deal(Rng(i))).hands[1] & unlikely)
                for i in range(200))
    assert with_queen < plain / 2


def test_hard_plays_the_move_the_solver_proves_best_when_every_card_is_known() -> None:
    """With the talon used up the hard player solves the hand exactly (game points, capped by the Bummerl)."""
    found = 0
    chooser = ai.HardPlayer(LIGHT_HARD)
    for i, game in enumerate(positions(200, seed=31)):
        seat = game.to_move()
        view = private_view(game, seat)
        if not view["exhausted"] or view["phase"] not in ("lead", "follow") or len(view["legal"]) < 2:
            continue
        r = record.record_from_observation(view)
        values = solver.solve_ids(r.world(Rng(0)), solver.utility_for(seat, r.to_go), 200_000)
        assert values is not None
        assert values[chooser.choose(view, i)] == max(values.values())
        found += 1
    assert found >= 5


VARIANTS = [{"manual_claim": True}, {"min_talon_to_close": 4, "exchange_min_talon": 4, "exchange_first_lead": False,
                                     "marriage_first_lead": False}, {"marriage_after_close": False,
                                                                      "last_trick_value": "by_loser_points"},
            {"bummerl_target": 3}]


@pytest.mark.parametrize("options", VARIANTS)
def test_every_level_plays_the_rule_variants_legally(options: dict) -> None:
    """The options of readings.md §3.4 (sharp rules, manual claim, ...) change what is legal; every level
    follows them, and with a manual claim it claims its 66 (readings.md §3.1 "Going out")."""
    for n, level in enumerate(LEVELS):
        game = pygame_core.new_game("schnapsen", options, seed=30 + n)
        players = [player(level), player(LEVELS[(n + 1) % 3])]
        while (seat := game.to_move()) is not None:
            action = players[seat].choose(private_view(game, seat), seed_from(game.seed, len(game.history)))
            assert action in game.legal_ids(seat)
            game.apply(seat, action)
        if options.get("manual_claim"):
            assert all(e.end.value != "false_claim" for e in game.sheet)
            assert any(e.end.value in ("reached_66", "closer_reached_66") for e in game.sheet)


def open_talon_record():
    """A first-hand lead with the talon open (seat 1 to lead): the hard player's rollouts decide here."""
    game = fixed_game(["KS", "TS", "AD", "TD", "JD"], ["JS", "TC", "KC", "QC", "JC"], "QH",
                      ["AS", "QS", "AC", "KD", "QD", "AH", "TH", "KH", "JH"])
    view = private_view(game, 1)
    return view, record.record_from_observation(view)


def test_the_hard_players_rollouts_share_their_random_numbers_within_a_deal() -> None:
    """Common random numbers: in one sampled deal every candidate's rollout draws from the same random stream
    (so candidates are compared on the same luck); the next deal draws another stream."""
    view, r = open_talon_record()
    candidates = [model.parse_move(a["id"]) for a in view["legal"]]
    first_draws: list[float] = []
    rollouts: list = []   # the rollouts' deals, kept alive (so no two share an id)

    def spy(d, seat, rng):
        if not any(d is seen for seen in rollouts):  # a new rollout: its first random number
            rollouts.append(d)
            first_draws.append(rng.random())
        return ai.rollout_move(d, rng)

    def value(d, seat):  # no exact solve at the horizon (closing is a candidate here): every rollout is played
        return solver.utility_for(r.seat)(d.winner, d.game_points) if d.winner >= 0 else None

    hooks = dataclasses.replace(ai.HardPlayer().hooks(r), rollout=spy, solve=None, value=value)
    budget = Budget(samples=6, rollouts=1, max_plies=ai.ROLLOUT_MOVES, common_numbers=True)
    assert pimc(view, 5, hooks, budget, candidates).action in candidates
    n = len(candidates)
    assert n >= 3 and len(first_draws) == 6 * n  # one rollout per candidate in each of 6 deals, in turn
    per_world = [set(first_draws[w * n:(w + 1) * n]) for w in range(6)]
    assert all(len(draws) == 1 for draws in per_world)   # one stream per deal, shared by every candidate
    assert len({next(iter(d)) for d in per_world}) == 6   # and a different one in each deal


def test_the_hard_players_search_takes_exact_values_where_the_deal_is_solved() -> None:
    """A deal the solver answers scores every candidate by its exact value, no rollout; ties go to the earlier
    candidate (so the choice is a function of the view and the seed)."""
    view, r = open_talon_record()
    candidates = [model.parse_move(a["id"]) for a in view["legal"]]
    exact = {a: (1.0 if a == candidates[-1] else 0.0) for a in candidates}

    def no_rollout(d, seat, rng):
        raise AssertionError("a solved deal needs no rollout")

    def closed_world(_view, rng):
        d = r.world(rng)
        d.closed_by = d.leader
        return d

    hooks = dataclasses.replace(ai.HardPlayer().hooks(r), determinize=closed_world, rollout=no_rollout,
                                solve=lambda d, seat: exact)
    budget = Budget(samples=4, rollouts=1, max_plies=ai.ROLLOUT_MOVES, common_numbers=True)
    assert pimc(view, 1, hooks, budget, candidates).action == candidates[-1]
    exact = dict.fromkeys(candidates, 0.5)
    assert pimc(view, 1, hooks, budget, candidates).action == candidates[0]


def assert_blind_to_hidden_cards(make_player, seed: int) -> None:
    """A player's choice is the same in two deals that differ only in what its seat cannot see (the other hand and
    the talon), on at least ten positions of 30 seeded ones (the bench opponents' tests share it)."""
    from pygame_core.core.rng import Rng
    from pygame_core.games.schnapsen.determinize import determinize

    checked = 0
    for i, game in enumerate(positions(30, seed=seed)):
        seat = game.to_move()
        view = private_view(game, seat)
        if view["phase"] not in ("lead", "follow"):
            continue
        world_a, world_b = determinize(view, Rng(1)), determinize(view, Rng(2))
        if (world_a.hands[1 - seat], world_a.stock) == (world_b.hands[1 - seat], world_b.stock):
            continue
        checked += 1
        chooser = make_player()
        assert chooser.choose(private_view(world_a, seat), i) == chooser.choose(private_view(world_b, seat), i)
    assert checked >= 10
