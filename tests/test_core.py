"""The game-agnostic core: seeded RNG, options, i18n, the validated apply, exact save/replay and declared state
(pygame_core/core). The toy game of the tests (tests/toy_game) serves as the concrete game."""

import json
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from pygame_core import load, new_game
from pygame_core.core import i18n, registry, state
from pygame_core.core.errors import BadOptions, CorruptSave, GameOver, IllegalAction, MalformedInput, NotYourTurn
from pygame_core.core.options import describe_options, option, parse_options
from pygame_core.core.rng import MAX_SEED, Rng, seed_from

sys.path.insert(0, str(Path(__file__).resolve().parent))
from toy_game import DECK  # noqa: E402
from toy_game import GAME_INFO as TOY

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

@dataclass(frozen=True)
class SampleOptions:
    """Options shaped like a real game's (Schnapsen's), declared here so the core is tested on its own."""

    manual_claim: bool = option(False, "Players claim 66 themselves")
    min_talon_to_close: int = option(2, "Cards the talon must hold to close it", choices=(2, 4))
    exchange_min_talon: int = option(2, "Cards the talon must hold to exchange the jack", choices=(2, 4))
    marriage_first_lead: bool = option(True, "A marriage may be declared on the first lead")
    last_trick_value: str = option("fixed1", "What the last trick is worth", choices=("fixed1", "by_loser_points"))
    bummerl_target: int = option(7, "Game points to count down from", minimum=1, maximum=21)


def test_parse_options_defaults_and_values():
    opts = parse_options(SampleOptions, None)
    assert opts.min_talon_to_close == 2 and opts.manual_claim is False and opts.bummerl_target == 7
    opts = parse_options(SampleOptions, {"min_talon_to_close": 4, "last_trick_value": "by_loser_points"})
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
        parse_options(SampleOptions, raw)


def test_every_option_documented():
    described = describe_options(SampleOptions)
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
# The base class is exercised through the toy game of the tests (tests/toy_game): nothing here depends on a real
# game's rules. tests/test_protocol.py runs the same protocol checks over every registered game.

@pytest.fixture(autouse=True)
def toy():
    registry.register(TOY)
    yield
    registry.unregister(TOY.name)


def _game():
    return new_game("nines", seed=42)


def _snapshot(game):
    return json.dumps([game.save(), game.view(0), game.view(1)])


@pytest.mark.parametrize("seat, action, error", [
    (5, "play:n1", MalformedInput),          # no such seat
    ("0", "play:n1", MalformedInput),        # seat of the wrong type
    (None, "play:n1", MalformedInput),
    (True, "play:n1", MalformedInput),
    (0, 17, MalformedInput),                 # action of the wrong type
    ("mover", "play:XX", IllegalAction),     # unknown card
    ("mover", "dance", IllegalAction),       # unknown action
    ("other", "play:n1", NotYourTurn),       # the seat not to move
    ("mover", "absent", IllegalAction),      # a card not in the hand
])
def test_refused_actions_change_nothing(seat, action, error):
    game = _game()
    mover = game.to_move()
    seat = {"mover": mover, "other": 1 - mover}.get(seat, seat)
    if action == "absent":
        action = "play:" + next(c for c in DECK if c not in game.hands[mover])
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
    assert info.value.message == "dance is not allowed now."
    card = next(c for c in DECK if c not in game.hands[mover])
    with pytest.raises(IllegalAction) as info:
        game.apply(mover, "play:" + card)
    assert info.value.message == f"{card} is not in your hand."
    assert game.explain(mover, "play:" + card) == info.value.message
    assert game.explain(1 - mover, "play:" + card) == f"It is not your turn: Player {mover + 1} must decide."


def test_a_rule_refusal_names_the_rule_and_the_legal_list_follows_it():
    game = _game()
    lead = max(game.hands[game.to_move()], key=lambda c: int(c[1:]))
    game.apply(game.to_move(), "play:" + lead)
    follower = game.to_move()
    lower = [c for c in game.hands[follower] if int(c[1:]) < int(lead[1:])]
    higher = [c for c in game.hands[follower] if int(c[1:]) > int(lead[1:])]
    if higher and lower:
        assert game.explain(follower, "play:" + lower[0]) == f"You must beat {lead} when you can."
        assert game.legal_ids(follower) == ["play:" + c for c in higher]
    assert [a["label"] for a in game.view(follower, "de")["legal"]] == [
        "Spiel " + a.id[6:] for a in game.legal_actions(follower)]


def test_game_over_refuses_actions():
    game = _played(10 ** 6)
    before = _snapshot(game)
    with pytest.raises(GameOver):
        game.apply(0, "play:n1")
    assert _snapshot(game) == before and game.is_over


def test_new_game_rejects_bad_seed_and_deal():
    with pytest.raises(MalformedInput):
        new_game("nines", seed=-3)
    with pytest.raises(MalformedInput):
        new_game("nines", seed=1, deal=["AH"])
    with pytest.raises(BadOptions):
        new_game("nines", options={"nope": 1})


# -- save and load ---------------------------------------------------------------------------------------

def _played(n=3, seed=42):
    import random
    game = new_game("nines", seed=seed)
    chooser = random.Random(seed)
    for _ in range(n):
        if game.to_move() is None:
            break
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
    lambda s: s.update(actions="play:n1"),                 # actions not a list
    lambda s: s["actions"].append([0, "dance"]),           # an action that cannot be replayed
    lambda s: s["actions"].append(["0", "play:n1"]),       # wrong shape
    lambda s: s["actions"].append([True, "play:n1"]),      # a bool is not a seat
    lambda s: s["actions"].insert(0, [1 - s["actions"][0][0], s["actions"][0][1]]),   # wrong seat
    lambda s: s.update(seed=-1),                           # a seed the game cannot start from
    lambda s: s.update(options={"hand_size": 7}),
])
def test_corrupted_saves_are_refused(change):
    with pytest.raises(CorruptSave):
        load(_corrupted(change))


def test_an_older_rules_version_still_replays_with_its_own_rules():
    """A rules fix raises ``version``; saves of the versions in ``older_versions`` keep replaying as made."""
    from toy_game import Nines

    class NinesFixed(Nines):
        version = 2
        older_versions = (1,)

    old = _played().save()
    assert old["version"] == 1
    replayed = NinesFixed.load(old)
    assert replayed.rules_version == 1 and replayed.save()["version"] == 1 and replayed.view(0)["version"] == 1
    assert NinesFixed.new(seed=1).rules_version == 2
    with pytest.raises(CorruptSave):
        NinesFixed.load({**old, "version": 3})
    with pytest.raises(CorruptSave):
        Nines.load({**old, "version": True})


def test_load_refuses_non_objects():
    with pytest.raises(CorruptSave):
        load(["nines"])


# -- state declared once -----------------------------------------------------------------------------------

def test_clone_copies_every_declared_field_and_shares_nothing_mutable():
    game = _played(1)
    twin = game.clone()
    assert state.shared_mutables(game, twin) == []
    twin.apply(twin.to_move(), twin.legal_ids(twin.to_move())[0])
    assert len(twin.history) == len(game.history) + 1
    assert load(game.save()).view(0) == game.view(0)


def test_a_shared_list_is_found():
    game = _played(1)
    twin = game.clone()
    twin.hands = game.hands                       # what a forgotten field in a hand-written clone did
    assert state.shared_mutables(game, twin) == ["hands"]


def test_undeclared_or_missing_state_is_an_error():
    game = _played(1)
    game.extra = []                               # a field the class does not declare
    with pytest.raises(state.StateError, match="undeclared state"):
        state.check_declared(game, type(game)._declared)
    fields = dict(vars(_played(1)))
    del fields["stock"]
    with pytest.raises(state.StateError, match="missing state"):
        type(game).from_state(fields)
    with pytest.raises(state.StateError):
        game.with_state(nonsense=1)


def test_a_log_written_once_reads_as_one_written_afresh():
    """A view's log lines are written once and kept for the next view (Game.log_for): after every move, for either
    seat, in another language, with the German deck's names or with other seat names, the log reads as a copy of the
    match writes it afresh (a clone starts without the kept lines)."""
    import random
    game = new_game("schnapsen", seed=5)
    chooser = random.Random(5)
    you, named = (i18n.seat_names([{"you": True}, {"computer": True}], 2),
                  i18n.seat_names([{"name": "Anna"}, {"name": "Ben"}], 2))
    # (each setting differs from another in one of the three only: language, deck or names)
    settings = [("en", "french", None), ("de", "german", None), ("de", "french", None), ("nl", "french", you),
                ("en", "french", named)]
    for move in range(60):
        seat = game.to_move()
        if seat is None:
            break
        lang, deck, names = settings[move // 3 % len(settings)]
        game.seat_names = names
        with i18n.showing_deck(deck):
            for reader in (seat, 1 - seat):
                kept = game.log_for(reader, lang)
                assert kept == game.clone().log_for(reader, lang), (move, lang, deck, names)
                assert kept == game.log_for(reader, lang)
        game.apply(seat, chooser.choice(game.legal_ids(seat)))
    assert move == 59
    texts = {}  # a line's text under each setting: they differ, so a line kept from another setting would show
    for lang, deck, names in settings:
        game.seat_names = names
        with i18n.showing_deck(deck):
            texts[lang, deck, names] = [line["text"] for line in game.log_for(0, lang)]
    assert len(set(map(tuple, texts.values()))) == len(settings)


def test_events_are_frozen_but_read_back_as_json():
    game = _game()
    event = next(e for e in game.events if e.type == "dealt")
    with pytest.raises(TypeError):
        event.params["cards"] = []                # read-only
    assert isinstance(game.events_for(event.visible_to and min(event.visible_to))[0]["cards"], list)


def test_a_retired_option_is_not_offered_but_its_saves_still_load():
    """Strand-Cup's ``energydrink_break`` matters only to matches of rules version 2 (issue 19): the new-game dialog
    and README's table leave it out, while a save that holds it (or a link's options) is still read."""
    from pygame_core.games.strandcup.rules import Options as StrandCupOptions
    assert "energydrink_break" not in {d["name"] for d in describe_options(StrandCupOptions)}
    assert "players" in {d["name"] for d in describe_options(StrandCupOptions)}
    assert parse_options(StrandCupOptions, {"energydrink_break": False}).energydrink_break is False
