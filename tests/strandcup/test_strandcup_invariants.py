"""Strand-Cup's own invariants over hundreds of seeded random matches a configuration (random legal actions), for
4, 6 and 8 players and for 3 and 4 teams: cards are conserved, scores move only by the rules, a view hides the
other hands and the stack, and every refused well-formed action is refused by a named rule. (That random play ends, that an
action is legal exactly when no rule forbids it, save/load, copies and the computer players are checked for
every game by ``tests/test_protocol.py``.)

``STRANDCUP_GAMES`` (environment) sets the number of matches per configuration (default 500; a quarter of that
for four teams).
"""

from __future__ import annotations

import json
import os
from collections import Counter

import pytest

import pygame_core
from pygame_core.core.rng import Rng
from pygame_core.games.strandcup import cards as C
from sampling import runs

GAME = pygame_core.game_class("strandcup")
GAMES = int(os.environ.get("STRANDCUP_GAMES", "500"))
#: The four-team variant has the longest matches: a quarter as many keep the whole directory fast.
GAMES_FOR = {"4 teams": max(1, GAMES // 4)}
CONFIGS = {
    "4 players": {"players": 4},
    "6 players": {"players": 6},
    "8 players": {"players": 8},
    "3 teams": {"players": 6, "teams": 3},
    "4 teams": {"players": 8, "teams": 4},
}
#: Short matches (sets to 3, no lead of two) keep thousands of them fast; the rules are the same.
SHORT = {"set_target": 3, "win_by_two": False}
MAX_PLIES = 5000


def all_cards(game) -> Counter:
    return Counter([c for h in game.hands for c in h] + game.stock + game.discard + list(game.table))


def check_rally_end(game, before_scores, before_sets, before_serving) -> None:
    """Scores move only by the rules: +1 for the serving team when it wins the rally, else a change of serve
    (or a new set / the end of the match)."""
    rally = game.rallies[-1]
    if game.sets != before_sets:
        assert rally["scored"] and rally["winner"] == before_serving
        assert sum(game.sets) == sum(before_sets) + 1 and game.sets[before_serving] == before_sets[before_serving] + 1
        return
    if rally["scored"]:
        assert rally["winner"] == before_serving
        expected = list(before_scores)
        expected[before_serving] += 1
        assert game.scores == expected and game.serving_team == before_serving
    else:
        assert game.scores == before_scores and game.serving_team != before_serving


def random_action(game, seat: int, rng: Rng) -> str:
    """A random legal action; half of the time a free action (shout, Energydrink) is not considered, so the
    random matches do not spend most of their plies shouting."""
    ids = game.legal_ids(seat)
    if rng.below(2):
        moves = [i for i in ids if not i.startswith(("shout", "drink"))]
        if moves:
            return rng.choice(moves)
    return rng.choice(ids)


def random_match(options, seed: int):
    game = GAME.new({**SHORT, **options}, seed=seed)
    game.record_events = seed % 50 == 0
    deck = Counter(game.deck)
    rng = Rng(seed + 77)
    for ply in range(MAX_PLIES):
        mover = game.to_move()
        if mover is None:
            break
        state = (list(game.scores), list(game.sets), game.serving_team, len(game.rallies))
        game.apply(mover, random_action(game, mover, rng))
        assert sum(map(len, game.hands)) + len(game.stock) + len(game.discard) + len(game.table) == C.DECK_SIZE
        if len(game.rallies) != state[3]:
            assert len(game.rallies) == state[3] + 1
            assert all_cards(game) == deck
            check_rally_end(game, *state[:3])
    else:
        pytest.fail(f"match {seed} did not end within {MAX_PLIES} plies")
    return game


@pytest.mark.long
@pytest.mark.parametrize("name", list(CONFIGS))
def test_random_matches_conserve_cards_and_score_only_by_the_rules(name):
    options = CONFIGS[name]
    winners = Counter()
    for seed in range(GAMES_FOR.get(name, GAMES)):
        game = random_match(options, seed)
        assert game.winner is not None and game.sets[game.winner] == game.options.sets_to_win
        assert game.outcome() == [1.0 if game.team_of(s) == game.winner else 0.0 for s in range(game.n)]
        winners[game.winner] += 1
    assert len(winners) == game.nteams   # every team wins some random matches


def hidden_shuffled(game, seat: int, rng: Rng):
    """The same game with every card ``seat`` cannot see dealt differently."""
    hidden = [c for s, h in enumerate(game.hands) if s != seat for c in h] + list(game.stock)
    rng.shuffle(hidden)
    hands = []
    for s, hand in enumerate(game.hands):
        if s == seat:
            hands.append(list(hand))
        else:
            hands.append(C.sort_hand(hidden[:len(hand)]))
            hidden = hidden[len(hand):]
    return game.with_state(hands=hands, stock=hidden)


@pytest.mark.parametrize("name", ["4 players", "3 teams"])
def test_views_hide_other_hands_and_the_stack(name):
    """A view depends only on what its seat may see: redealing the hidden cards does not change it, nor the
    observation the computer players read (issue 32)."""
    rng = Rng(5)
    for seed in range(runs(12, 2)):
        game = GAME.new({**SHORT, **CONFIGS[name]}, seed=seed)
        for ply in range(300):
            mover = game.to_move()
            if mover is None:
                break
            if ply % 17 == 0:
                seat = rng.below(game.n)
                view = game.view(seat)
                redealt = hidden_shuffled(game, seat, rng)
                assert view == redealt.view(seat)
                assert game.observation(seat) == redealt.observation(seat)
                assert "hands" not in view and "stock" not in view
                assert json.loads(json.dumps(view)) == view
            game.apply(mover, rng.choice(game.legal_ids(mover)))


VERBS = ("serve", "serve_die", "play", "over", "save", "pass", "claim", "block", "no_block", "add", "drink", "shout")
#: Verbs whose ids name no card, and the one whose card is optional.
BARE = ("pass", "claim", "no_block")


@pytest.mark.parametrize("name", ["4 players", "3 teams"])
def test_every_refused_action_names_its_rule(name):
    """Any well-formed id (any verb, any card, any target) that is refused gets a Strand-Cup rule as its reason,
    never the generic "not allowed" of an id the game does not know."""
    rng = Rng(3)
    for seed in range(6):
        game = GAME.new({**SHORT, **CONFIGS[name]}, seed=seed)
        for ply in range(400):
            mover = game.to_move()
            if mover is None:
                break
            if ply % 23 == 0:
                legal = set(game.legal_ids(mover))
                cards = [None, *game.hands[mover][:3], "K1", "BL1", "Q7"]
                for verb in VERBS:
                    for card in cards:
                        if (card is None) != (verb in BARE) and verb != "serve_die":
                            continue
                        for target in (None, "A", "C"):
                            action = verb + (f":{card}" if card else "") + (f">{target}" if target else "")
                            if action in legal:
                                continue
                            reason = game.refusal(mover, action)
                            assert reason is not None and reason.key.startswith("strandcup.reason."), action
                            assert reason.text(), action
            game.apply(mover, random_action(game, mover, rng))
