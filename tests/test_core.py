"""The game-agnostic core: seeded RNG, options, i18n, the validated apply and exact save/replay
(pygame_core/core). Schnapsen serves as the concrete game."""

import json

import pytest

from pygame_core import load, new_game
from pygame_core.core import i18n
from pygame_core.core.errors import (BadOptions, CorruptSave, GameOver, IllegalAction, MalformedInput,
                                     NotYourTurn)
from pygame_core.core.options import describe_options, parse_options
from pygame_core.core.rng import MAX_SEED, Rng, seed_from
from pygame_core.games.schnapsen import SchnapsenOptions


# -- the RNG ---------------------------------------------------------------------------------------------

def test_rng_is_deterministic_and_known():
    """splitmix64: the same seed gives the same numbers, forever (these values pin the algorithm)."""
    a, b = Rng(1234), Rng(1234)
    seq = [a.next64() for _ in range(5)]
    assert seq == [b.next64() for _ in range(5)]
    assert Rng(0).next64() == 0xE220A8397B1DCDAF        # splitmix64's first output for seed 0
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_below_choice_shuffle():
    rng = Rng(7)
    values = [rng.below(6) for _ in range(600)]
    assert set(values) == set(range(6))
    assert all(1 <= rng.die() <= 6 for _ in range(100))
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    assert 0.0 <= rng.random() < 1.0
    with pytest.raises(ValueError):
        rng.below(0)


@pytest.mark.parametrize("seed", [-1, MAX_SEED, 1.5, "7", True, None])
def test_rng_rejects_bad_seeds(seed):
    with pytest.raises(ValueError):
        Rng(seed)


def test_rng_fork_and_seed_from():
    rng = Rng(3)
    child = rng.fork()
    assert child.next64() != Rng(3).next64()
    assert seed_from("x", 1, 2) == seed_from("x", 1, 2) != seed_from("x", 2, 1)
    assert 0 <= seed_from("anything") < MAX_SEED


# -- options ---------------------------------------------------------------------------------------------

def test_parse_options_defaults_and_values():
    opts = parse_options(SchnapsenOptions, None)
    assert opts.min_talon_to_close == 2 and opts.manual_claim is False and opts.bummerl_target == 7
    opts = parse_options(SchnapsenOptions, {"min_talon_to_close": 4, "last_trick_value": "by_loser_points"})
    assert opts.min_talon_to_close == 4 and opts.last_trick_value == "by_loser_points"


@pytest.mark.parametrize("raw", [
    {"no_such_option": 1},
    {"min_talon_to_close": 3},          # not a choice
    {"min_talon_to_close": "2"},        # wrong type
    {"manual_claim": 1},                # int for bool
    {"bummerl_target": True},           # bool for int
    {"bummerl_target": 0},              # below the minimum
    {"bummerl_target": 99},             # above the maximum
    {"last_trick_value": "ten"},
    ["manual_claim"],                   # not an object
])
def test_parse_options_rejects_bad_options(raw):
    with pytest.raises(BadOptions):
        parse_options(SchnapsenOptions, raw)


def test_every_option_documented():
    described = describe_options(SchnapsenOptions)
    names = {d["name"] for d in described}
    assert {"manual_claim", "min_talon_to_close", "exchange_min_talon", "marriage_first_lead",
            "last_trick_value", "bummerl_target"} <= names
    assert all(d["doc"] for d in described)


# -- i18n ------------------------------------------------------------------------------------------------

def test_i18n_falls_back_to_english_and_fails_on_unknown_keys():
    i18n.register("en", {"test.only_english": "Hello {name}"})
    assert i18n.tr("test.only_english", "de", name="x") == "Hello x"
    assert "test.only_english" in i18n.missing_keys("de", "test.")
    with pytest.raises(KeyError):
        i18n.tr("test.no_such_key")
    with pytest.raises(ValueError):
        i18n.register("fr", {})


# -- apply: validated, refusals change nothing -----------------------------------------------------------

def _game():
    return new_game("schnapsen", seed=42)


def _snapshot(game):
    return json.dumps([game.save(), game.view(0), game.view(1)])


@pytest.mark.parametrize("seat, action, error", [
    (5, "close", MalformedInput),          # no such seat
    ("0", "close", MalformedInput),        # seat of the wrong type
    (None, "close", MalformedInput),
    (0, 17, MalformedInput),               # action of the wrong type
    ("mover", "play:XX", IllegalAction),   # unknown card
    ("mover", "dance", IllegalAction),     # unknown action
    ("other", "close", NotYourTurn),       # the seat not to move
    ("mover", "next_hand", IllegalAction), # not now
])
def test_refused_actions_change_nothing(seat, action, error):
    game = _game()
    mover = game.to_move()
    seat = {"mover": mover, "other": 1 - mover}.get(seat, seat)
    before = _snapshot(game)
    with pytest.raises(error) as info:
        game.apply(seat, action)
    assert info.value.to_json()["code"] == error.code and info.value.message
    assert _snapshot(game) == before


def test_illegal_action_message_says_why():
    game = _game()
    mover = game.to_move()
    with pytest.raises(IllegalAction) as info:
        game.apply(mover, "dance")
    assert info.value.message == "dance is not a Schnapsen action."
    card = next(c for c in ("AH", "TH", "KH", "QH", "JH", "AS") if c not in game.hands[mover])
    with pytest.raises(IllegalAction) as info:
        game.apply(mover, "play:" + card)
    assert "You do not hold" in info.value.message


def test_game_over_refuses_actions():
    import random
    game = new_game("schnapsen", seed=9)
    chooser = random.Random(9)
    while game.to_move() is not None:
        game.apply(game.to_move(), chooser.choice(game.legal_ids(game.to_move())))
    before = _snapshot(game)
    with pytest.raises(GameOver):
        game.apply(0, "next_hand")
    assert _snapshot(game) == before and game.is_over


def test_new_game_rejects_bad_seed_and_deal():
    with pytest.raises(MalformedInput):
        new_game("schnapsen", seed=-3)
    with pytest.raises(MalformedInput):
        new_game("schnapsen", seed=1, deal=["AH"])
    with pytest.raises(BadOptions):
        new_game("schnapsen", options={"nope": 1})


# -- save and load ---------------------------------------------------------------------------------------

def _played(n=30, seed=42):
    import random
    game = new_game("schnapsen", seed=seed)
    chooser = random.Random(seed)
    for _ in range(n):
        game.apply(game.to_move(), chooser.choice(game.legal_ids(game.to_move())))
    return game


def test_save_load_round_trip_is_exact():
    game = _played()
    save = json.loads(json.dumps(game.save()))
    assert set(save) == {"format", "game", "version", "options", "seed", "deal", "actions"}
    loaded = load(save)
    assert loaded.history == game.history
    assert loaded.view(0) == game.view(0) and loaded.view(1) == game.view(1)


def _corrupted(change):
    save = _played().save()
    change(save)
    return save


@pytest.mark.parametrize("change", [
    lambda s: s.update(game="spikeball"),                  # unknown game
    lambda s: s.update(version=99),                        # another rules version
    lambda s: s.update(actions="play:AH"),                 # actions not a list
    lambda s: s["actions"].append([0, "dance"]),           # an action that cannot be replayed
    lambda s: s["actions"].append(["0", "close"]),         # wrong shape
    lambda s: s["actions"].insert(0, [1 - s["actions"][0][0], s["actions"][0][1]]),   # wrong seat
    lambda s: s.update(seed=-1),                           # a seed the game cannot start from
    lambda s: s.update(options={"min_talon_to_close": 3}),
    lambda s: s.update(deal={"deck": ["AH"]}),
])
def test_corrupted_saves_are_refused(change):
    with pytest.raises(CorruptSave):
        load(_corrupted(change))


def test_load_refuses_non_objects():
    with pytest.raises(CorruptSave):
        load(["schnapsen"])


def test_clone_is_independent():
    game = _played(10)
    copy = game.clone()
    copy.apply(copy.to_move(), copy.legal_ids(copy.to_move())[0])
    assert len(copy.history) == len(game.history) + 1
    assert load(game.save()).view(0) == game.view(0)
