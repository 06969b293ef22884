"""The conformance suite: every registered game, and a toy game that lives only in the tests, against the protocol.

One test file for what every game must do (``pygame_core/core/game.py``): seeded random play reaches the end;
an action is legal exactly when ``why_not`` has no reason against it; save -> load gives identical views; a copy
shares nothing mutable with its original and every attribute is declared state; a determinized match shows the
seat exactly its view; computer players pick legal actions at every level from the view alone; a refused request
changes nothing. The per-game folders keep only the rule tests.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

import pygame_core
import pygame_core.games
from pygame_core import bridge
from pygame_core.core import registry, state
from pygame_core.core.errors import GameError, IllegalAction
from pygame_core.core.game import Game
from pygame_core.core.i18n import LANGUAGES
from pygame_core.core.rng import Rng, seed_from

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sampling import runs  # noqa: E402
from toy_game import GAME_INFO as TOY  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
#: Positions per match at which the expensive checks run.
CHECKS_PER_MATCH = 6
#: A match longer than this is a bug (no game here needs a tenth of it).
MAX_STEPS = 20_000


@pytest.fixture(scope="module", autouse=True)
def toy_registered():
    registry.register(TOY)
    yield
    registry.unregister(TOY.name)


def _setups() -> list[tuple[str, dict]]:
    registry.register(TOY)
    out = []
    for info in registry.all_games():
        variants = [{}] + [dict(options) for _, options in info.playthroughs if options]
        for options in variants:
            if (info.name, options) not in out:
                out.append((info.name, options))
    registry.unregister(TOY.name)
    return out


SETUPS = _setups()
IDS = [f"{name}-{json.dumps(options, sort_keys=True)}" for name, options in SETUPS]
GAMES = sorted({name for name, _ in SETUPS})


def play(name: str, options: dict, seed: int, stop: int | None = None) -> Game:
    """A match of ``name`` played with random legal actions (``stop`` steps, or to the end)."""
    game = pygame_core.new_game(name, options, seed)
    chooser = Rng(seed_from("conformance", seed))
    steps = 0
    while (mover := game.to_move()) is not None and (stop is None or steps < stop):
        game.apply(mover, chooser.choice(game.legal_ids(mover)))
        steps += 1
        assert steps < MAX_STEPS, f"{name} did not end in {MAX_STEPS} steps"
    return game


def positions(name: str, options: dict, seed: int, checks: int = CHECKS_PER_MATCH):
    """``checks`` checkpoints spread over one whole random match: (game, step)."""
    length = len(play(name, options, seed).history)
    cuts = sorted({round(length * k / (checks - 1)) for k in range(checks)})
    for cut in cuts:
        yield play(name, options, seed, cut), cut


def without(view: dict, *fields: str) -> dict:
    return {k: v for k, v in view.items() if k not in fields}


# -- the registry and the declaration -----------------------------------------------------------------------------

def test_every_game_package_registers():
    assert registry.broken() == {}
    games_folder = Path(pygame_core.games.__file__).resolve().parent  # the installed engine's, also inside Pyodide
    found = sorted(p.parent.name for p in games_folder.glob("*/__init__.py"))
    assert sorted(info.name for info in registry.all_games() if info is not TOY) == found


@pytest.mark.skipif(sys.platform == "emscripten", reason="needs a fresh interpreter (a subprocess)")
def test_one_game_is_imported_alone_until_all_are_asked_for():
    """A request about one game (the browser's first table: load, new_game, embed_config) imports only that game's
    package; asking for every game imports the others and lists the built-in games in the order of their packages,
    whichever came first."""
    last = registry.listed_packages()[-1]
    script = (
        "import json, sys\n"
        "from pygame_core.core import registry\n"
        f"registry.get({last!r})\n"
        "loaded = lambda: sorted(m.split('.')[2] for m in sys.modules if m.startswith('pygame_core.games.') and m.count('.') == 2 and not m.endswith('_index'))\n"
        "print(json.dumps(loaded()))\n"
        "print(json.dumps(registry.names()))\n"
        "print(json.dumps(loaded()))\n")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    alone, names, all_loaded = (json.loads(line) for line in out.splitlines())
    assert alone == [last]
    assert all_loaded == registry.listed_packages()
    assert names == [registry.get(name).name for name in registry.listed_packages()]


def test_preparing_the_players_asks_every_game_for_one_and_survives_a_failing_one(monkeypatch: pytest.MonkeyPatch):
    """The worker's idle import of the computer players (registry.prepare_players) asks every game for a player,
    and a game whose player fails to load does not stop the others'."""
    asked: list[str] = []

    def recording(info):
        def make_player(level: str):
            asked.append(info.name)
            if info.name == "failing":
                raise ImportError("no player here")
            return info.make_player(level)
        return dataclasses.replace(info, make_player=make_player)

    games = [info for info in registry.all_games() if info is not TOY]
    failing = dataclasses.replace(TOY, name="failing", game=type("Failing", (TOY.game,), {"name": "failing"}), messages={})
    monkeypatch.setattr(registry, "_GAMES", {info.name: recording(info) for info in [failing, *games]})
    registry.prepare_players()
    assert asked == ["failing", *(info.name for info in games)]


def test_a_broken_game_package_does_not_take_the_others_down(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A game package that fails to import is set aside with its error; every other game registers and plays,
    whether the packages come from the folder's listing or from the list the build wrote into the wheel."""
    (tmp_path / "broken_game").mkdir()
    (tmp_path / "broken_game" / "__init__.py").write_text("raise RuntimeError('this game is broken')\n")
    monkeypatch.setattr(pygame_core.games, "__path__", [*pygame_core.games.__path__, str(tmp_path)])
    expected = sorted(info.name for info in registry.all_games() if info is not TOY)
    assert "broken_game" in registry.listed_packages()
    build_index = types.ModuleType("pygame_core.games._index")
    build_index.PACKAGES = tuple(registry.listed_packages())  # type: ignore[attr-defined]  # a stand-in for the generated module pygame_core.games._index
    for index in (None, build_index):  # None: no list in sys.modules, nor (in the sources) on disk
        monkeypatch.setitem(sys.modules, "pygame_core.games._index", index)
        assert registry.game_packages() == registry.listed_packages()
        monkeypatch.setattr(registry, "_GAMES", {})
        monkeypatch.setattr(registry, "_BROKEN", {})
        monkeypatch.setattr(registry, "_IMPORTED", set())
        monkeypatch.setattr(registry, "_PACKAGE_GAMES", {})
        monkeypatch.setattr(registry, "_discovered", False)
        with pytest.raises(RuntimeError, match="this game is broken"):
            registry.get("broken_game")  # alone, before the others are imported
        assert registry.get(expected[-1]).name == expected[-1]
        assert list(registry.broken()) == ["broken_game"]
        assert isinstance(registry.broken()["broken_game"], RuntimeError)
        assert registry.names() == expected
        with pytest.raises(RuntimeError, match="this game is broken"):
            registry.get("broken_game")
        assert pygame_core.new_game(expected[0], seed=1).to_move() is not None


def test_catalogs_merge_only_without_a_collision():
    """Every catalog is flat (the engine's messages, the shell's words): a game's keys must all live under its name,
    a message registered again with another text is refused and changes nothing, and a game whose term means
    something else than the same term of a registered game is not registered."""
    from pygame_core.core import i18n

    toy_class = type("Clash", (TOY.game,), {"name": "clash"})
    with pytest.raises(ValueError, match="must begin with 'clash.'"):
        dataclasses.replace(TOY, name="clash", game=toy_class, messages={}, table_words={"en": {"table.trump": "x"}})
    with pytest.raises(ValueError, match="must begin with 'clash.'"):
        dataclasses.replace(TOY, name="clash", game=toy_class, messages={"en": {"nines.title": "Clash"}})
    before = i18n.tr("core.error.game_over")
    with pytest.raises(i18n.MessageCollision):
        i18n.register("en", {"clash.fresh": "new", "core.error.game_over": "Something else."})
    assert i18n.tr("core.error.game_over") == before and not i18n.has("clash.fresh")
    i18n.register("en", {"core.error.game_over": before})  # the same text again: nothing changes
    real = next(info for info in registry.all_games() if info.terms)
    term, meaning = next(iter(real.terms["en"].items()))
    clash = dataclasses.replace(TOY, name="clash", game=toy_class, messages={},
                                terms={"en": {term: meaning + " (another meaning)"}})
    with pytest.raises(i18n.MessageCollision, match=term):
        registry.register(clash)
    assert "clash" not in registry.names()
    same = dataclasses.replace(clash, terms={"en": {term: meaning}})  # the same meaning: no clash
    try:
        assert registry.register(same) is same
    finally:
        registry.unregister("clash")


@pytest.mark.parametrize("name", GAMES)
def test_declaration_is_complete(name):
    info = registry.get(name)
    assert info.game.name == name
    for lang in LANGUAGES:
        assert info.title(lang)
        for words in (info.table_words, info.terms):
            if words:
                assert set(words[lang]) == set(words["en"]), f"{name}: {lang} lacks some words"
    if info is not TOY:
        if (ROOT / "web").is_dir():  # a checkout (inside Pyodide only the tests are mounted)
            assert (ROOT / "web" / info.table).is_file(), info.table
            assert info.stylesheet is None or (ROOT / "web" / info.stylesheet).is_file()
        assert info.determinize is not None and info.rules_help is not None
        for lang in LANGUAGES:
            assert info.pitch(lang)
            shown = call(cmd="rules_help", game=name, lang=lang)["help"]
            assert shown["title"] and shown["sections"] and all(
                set(s) == {"heading", "text"} and s["heading"] and s["text"] for s in shown["sections"])
    # the levels are three different players: tests/ai/test_levels.py (a hasattr check passed for random ones)
    with pytest.raises(GameError) as refused:
        pygame_core.make_player(name, "superhuman")
    assert refused.value.code == "malformed_input"


@pytest.mark.parametrize("name", GAMES)
def test_the_option_marked_seats_is_the_number_of_seats(name):
    """The new-game dialog offers a name field per seat from the option the engine marks ``seats`` (no option name
    is assumed): a game whose seat count varies marks exactly one, and each of its values gives that many seats."""
    from pygame_core.core.options import describe_options

    info = registry.get(name)
    marked = [option for option in describe_options(info.game.Options) if option["seats"]]
    assert len(marked) == (1 if len(info.seats) > 1 else 0) or len(marked) == 1 and len(info.seats) == 1
    for option in marked:
        assert sorted(option["choices"]) == sorted(info.seats)
        for count in option["choices"]:
            assert pygame_core.new_game(name, {option["name"]: count}, 1).num_seats == count


def test_each_game_declares_its_tile_picture_and_the_menu_gets_it_before_and_after_python():
    """A game's emblem (the picture on its menu tile, drawn from the shapes it declares) comes from its declaration:
    in the bridge's list of games and in the shell's words the build writes (the tiles before Python is up). The
    games' tiles differ: their titles may all begin with the same letter (the four built-in ones begin with S)."""
    from pygame_core.core import ui_text

    listed = {g["name"]: g["emblem"] for g in call(cmd="games")["games"]}
    real = [name for name in GAMES if registry.get(name) is not TOY]
    for name in real:
        info = registry.get(name)
        assert isinstance(info.emblem, registry.Emblem)
        assert listed[name] == info.emblem.to_json()
        for lang in LANGUAGES:
            assert json.loads(ui_text.games_words(lang)[f"emblem.{name}"]) == info.emblem.to_json()
    pictures = {json.dumps(listed[name], sort_keys=True) for name in real}
    assert len(pictures) == len({listed[name]["name"] for name in real}) == len(real)


def test_an_emblem_draws_only_the_shapes_the_shell_knows():
    """The shell draws an emblem's shapes as they are: a tag or an attribute it does not know is refused where the
    game declares it."""
    assert registry.Shape("circle", {"cx": 1, "cy": 2, "r": 3}).to_json() == {"tag": "circle", "cx": 1, "cy": 2, "r": 3}
    with pytest.raises(ValueError):
        registry.Shape("script", {"d": "x"})
    with pytest.raises(ValueError):
        registry.Shape("path", {"d": "M0 0", "onclick": "alert(1)"})
    with pytest.raises(ValueError):
        registry.Shape("path", {"d": ["M0 0"]})


# -- playing ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_reaches_the_end_with_an_outcome(name, options, seed):
    game = play(name, options, seed)
    assert game.to_move() is None and game.is_over
    outcome = game.outcome()
    assert outcome is not None and len(outcome) == game.num_seats
    assert all(share in (0.0, 1.0) or 0.0 < share < 1.0 for share in outcome)
    assert any(share > 0.0 for share in outcome), "somebody wins or draws"
    shares = [share for share in outcome if 0.0 < share < 1.0]
    if shares:  # a draw: the tied seats share one win equally, and nobody wins outright
        assert 1.0 not in outcome
        assert len(set(shares)) == 1 and sum(shares) == pytest.approx(1.0), outcome
    else:  # a win (of one seat or of a team): somebody loses
        assert 0.0 in outcome, outcome
    scores = [game.final_score(seat) for seat in range(game.num_seats)]
    if None not in scores:  # who wins or shares the win is who scored most, in the game's own unit
        assert [share > 0.0 for share in outcome] == [score == max(scores) for score in scores], (outcome, scores)
    for seat in range(game.num_seats):
        assert game.legal_actions(seat) == [] and game.view(seat)["legal"] == []


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_each_seat_is_told_whether_it_won_lost_or_drew_and_its_score(name, options, seed):
    """The shell's statistics read the seat's result from the engine (``Game.seat_result``), never from a rule of
    their own: won / lost / draw follows the outcome, and every game of the site gives the seat's score as a
    number that is at least every loser's for a winner."""
    unfinished = play(name, options, seed, 3)
    assert all(unfinished.seat_result(seat) is None for seat in range(unfinished.num_seats))
    game = play(name, options, seed)
    outcome = game.outcome()
    results = [game.seat_result(seat) for seat in range(game.num_seats)]
    for share, result in zip(outcome, results):
        assert result["result"] == ("won" if share == 1.0 else "lost" if share == 0.0 else "draw")
    for seat in range(game.num_seats):  # the bridge adds these to a view: a game's own field must not be overwritten
        assert not {"players", "seat_result", "undo_used", "can_undo", "hint_used"} & set(game.view(seat)), name
    if name == TOY.name:
        return  # the toy game counts no score: null is allowed
    scores = [result["score"] for result in results]
    assert all(isinstance(score, float) and score >= 0 for score in scores)
    losers = [score for share, score in zip(outcome, scores) if share == 0.0]
    assert all(score >= max(losers, default=0.0) for share, score in zip(outcome, scores) if share > 0.0)


@pytest.mark.long
@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_every_view_keeps_the_view_contract(name, options):
    """Every view of a match has the contract's fields in their shapes (pygame_core/core/contract.py): the seats
    with names and counts, the score, the hand as {card, name, actions, reason} with exactly the legal actions that
    use each card and a reason for every idle one. At each step the mover's view and one other seat's in turn (each
    seat's every few steps; all of them at the end): every seat of every step took 43 s of the test command for the
    six-player Strand-Cup alone, and a seat's view is made by the same code at every step."""
    from pygame_core.core.contract import contract_problems

    game = pygame_core.new_game(name, options, 23)
    chooser = Rng(23)
    while True:
        mover = game.to_move()
        seats = range(game.num_seats) if mover is None else sorted({mover, len(game.history) % game.num_seats})
        for seat in seats:
            view = game.view(seat, LANGUAGES[len(game.history) % len(LANGUAGES)])
            assert contract_problems(view, registry.get(name).view_contract) == [], (name, len(game.history), seat)
            assert json.loads(json.dumps(view)) == view
        if mover is None:
            break
        game.apply(mover, chooser.choice(game.legal_ids(mover)))


def test_the_contract_check_finds_a_broken_view():
    """The check behind the conformance test fails on a view that breaks the contract."""
    from pygame_core.core.contract import contract_problems

    game = pygame_core.new_game(GAMES[0] if GAMES[0] != TOY.name else GAMES[1], None, 1)
    view = game.view(game.to_move())
    assert contract_problems(view) == []
    hand = view["contract"]["hand"]
    broken = copy.deepcopy(view)
    broken["contract"]["hand"][0]["actions"] = ["no-such-action"]
    assert contract_problems(broken)
    broken = copy.deepcopy(view)
    broken["contract"]["hand"] = hand[1:]
    assert contract_problems(broken)
    assert contract_problems(without(view, "prompt"))
    broken = copy.deepcopy(view)
    broken["contract"]["seats"][0]["extra"] = 1  # a field the contract does not declare
    assert contract_problems(broken)
    broken = copy.deepcopy(view)
    broken["contract"]["score"]["seats"] = ["1"]  # a score that is not a number
    assert contract_problems(broken)


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_legal_exactly_when_why_not_has_no_reason(name, options):
    game = pygame_core.new_game(name, options, 5)
    chooser = Rng(5)
    while (mover := game.to_move()) is not None:
        legal = [a.id for a in game.legal_actions(mover)]
        assert legal, "the seat to move must have a legal action"
        candidates = list(game.candidates(mover))
        ids = [a.id for a in candidates]
        assert len(ids) == len(set(ids)), "candidates are listed once each"
        assert [i for i in ids if i in legal] == legal, "the legal actions are the allowed candidates, in order"
        for action in candidates:
            allowed = game.why_not(mover, action) is None
            assert allowed == (action.id in legal), action.id
            assert (game.explain(mover, action.id) is None) == allowed
            assert game.find_action(mover, action.id) == action
        assert [a["id"] for a in game.view(mover)["legal"]] == legal
        for seat in range(game.num_seats):
            if seat != mover:
                assert game.legal_actions(seat) == [] and game.explain(seat, legal[0])
        game.apply(mover, chooser.choice(legal))


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_a_refused_action_changes_nothing_and_says_why(name, options):
    for game, _ in positions(name, options, 7):
        mover = game.to_move()
        if mover is None:
            continue
        before = (game.save(), [game.view(s) for s in range(game.num_seats)], len(game.events))
        legal = set(game.legal_ids(mover))
        refused = [a.id for a in game.candidates(mover) if a.id not in legal][:3] + ["no-such-action"]
        for action_id in refused:
            with pytest.raises(IllegalAction) as caught:
                game.apply(mover, action_id)
            assert caught.value.message and caught.value.message != action_id
            assert game.explain(mover, action_id) == caught.value.message
        if game.num_seats > 1:
            with pytest.raises(IllegalAction):
                game.apply((mover + 1) % game.num_seats, next(iter(legal)))
        assert (game.save(), [game.view(s) for s in range(game.num_seats)], len(game.events)) == before


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_save_then_load_gives_identical_views(name, options):
    for game, _ in positions(name, options, 11):
        loaded = pygame_core.load(json.loads(json.dumps(game.save())))
        assert loaded.history == game.history
        for seat in range(game.num_seats):
            for lang in LANGUAGES:
                assert loaded.view(seat, lang) == game.view(seat, lang)


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_a_copy_is_declared_state_and_shares_nothing_mutable(name, options):
    for game, _ in positions(name, options, 13):
        state.check_declared(game, type(game)._declared)
        twin = game.clone()
        state.check_declared(twin, type(game)._declared)
        assert state.shared_mutables(game, twin) == []
        views = [game.view(s) for s in range(game.num_seats)]
        assert [twin.view(s) for s in range(twin.num_seats)] == views
        chooser = Rng(1)
        for _ in range(30):
            mover = twin.to_move()
            if mover is None:
                break
            twin.apply(mover, chooser.choice(twin.legal_ids(mover)))
        assert [game.view(s) for s in range(game.num_seats)] == views


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
def test_a_determinized_match_shows_the_seat_exactly_its_view(name, options):
    """What a seat does not see is sampled (from its observation, what it knows: issue 32); what it sees must come out
    the same, in its view and its observation (the log and the deal's fingerprint aside: a determinized match starts
    without history, from a seed of its own). Two matches that differ only in cards the seat cannot see show it the
    same."""
    determinize = registry.get(name).determinize
    for game, step in positions(name, options, 17):
        for seat in range(game.num_seats):
            view = game.view(seat)
            known = game.observation(seat)
            for k in range(2):
                sampled = determinize(copy.deepcopy(known), Rng(seed_from(step, seat, k)))
                assert without(sampled.observation(seat), "log", "ply", "fair") == without(known, "log", "ply", "fair")
                state.check_declared(sampled, type(game)._declared)
                assert sampled.to_move() == game.to_move()
                # (``fair``, the deal's fingerprint, is no state a seat sees of the cards: a sampled match has its
                # own seed and no salt, issue 35)
                assert without(sampled.view(seat), "log", "ply", "fair") == without(view, "log", "ply", "fair")
                if sampled.to_move() is not None:
                    mover = sampled.to_move()
                    if mover == seat:
                        assert sampled.legal_ids(seat) == game.legal_ids(seat)


@pytest.mark.parametrize("name,options", SETUPS, ids=IDS)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_computer_players_choose_a_legal_action_from_the_view_alone(name, options, level):
    """A player decides from the seat's observation alone (Game.observation: what the seat knows; issue 32), never
    changes it, and decides the same for the same observation and seed."""
    player = pygame_core.make_player(name, level)
    checked = 0
    for game, step in positions(name, options, 19, checks=runs(CHECKS_PER_MATCH, 3)):  # Pyodide: start, middle, end
        mover = game.to_move()
        if mover is None:
            continue
        view = game.observation(mover)
        untouched = copy.deepcopy(view)
        choice = player.choose(view, seed_from(step))
        assert view == untouched, "a player must not change the observation it is given"
        assert choice in game.legal_ids(mover)
        assert player.choose(copy.deepcopy(untouched), seed_from(step)) == choice, "same observation and seed, same choice"
        checked += 1
    assert checked


# -- through the bridge -------------------------------------------------------------------------------------------

def call(**request):
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("name", GAMES)
def test_a_match_plays_through_the_bridge_to_the_end(name):
    info = registry.get(name)
    games = {g["name"]: g for g in call(cmd="games")["games"]}
    assert games[name]["title"] == info.title() and games[name]["table"] == info.table
    started = call(cmd="new_game", game=name, seed=3, seats=["human"], fill="ai:easy")
    assert started["ok"], started
    gid, view, chooser = started["id"], started["view"], Rng(3)
    while not view["over"]:
        assert view["seat_result"] is None
        if view["to_move"] == 0:
            answer = call(cmd="act", id=gid, seat=0, action=chooser.choice(view["legal"])["id"])
        else:
            answer = call(cmd="ai_move", id=gid, view_seat=0)
        assert answer["ok"], answer
        view = answer["view"]
    assert view["seat_result"]["result"] in ("won", "lost", "draw")  # seat 0's, as Game.seat_result says
    resumed = call(cmd="load", save=answer["save"])
    assert resumed["ok"] and resumed["view"] == view
    assert call(cmd="close", id=gid)["ok"] and call(cmd="close", id=resumed["id"])["ok"]


@pytest.mark.parametrize("name", GAMES)
def test_a_refused_bridge_request_changes_nothing(name):
    started = call(cmd="new_game", game=name, seed=4, seats=["human"], fill="human")
    gid, view = started["id"], started["view"]
    mover = view["to_move"]
    other = (mover + 1) % view["seats"]
    before = call(cmd="save", id=gid)["save"]
    for request in ({"seat": mover, "action": "no-such-action"}, {"seat": other, "action": "x"},
                    {"seat": view["seats"], "action": "x"}, {"seat": mover, "action": 5}, {"seat": "0", "action": "x"}):
        answer = call(cmd="act", id=gid, **request)
        assert not answer["ok"] and answer["error"]["message"], request
    assert call(cmd="save", id=gid)["save"] == before
    explained = call(cmd="explain", id=gid, seat=mover, action="no-such-action")
    assert explained["ok"] and not explained["legal"] and explained["reason"]
    call(cmd="close", id=gid)
