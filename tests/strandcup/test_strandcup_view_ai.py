"""Strand-Cup views, texts, help, determinization, saves mid-rally and the computer players."""

from __future__ import annotations

import json

import pytest

from pygame_core.core import i18n
from pygame_core.core.rng import Rng, seed_from
from pygame_core.games import strandcup
from pygame_core.games.strandcup import GAME, determinize, make_player, rules_help, title
from pygame_core.games.strandcup import cards as C

VIEW_FIELDS = {"options", "team_of", "teams", "scores", "sets", "set_no", "winner", "hand_size", "serving_team",
               "server", "next_server", "arrow", "hand", "hand_counts", "stock_count", "discard", "table", "deck",
               "rally_no", "phase", "mover", "queue", "possession", "chain", "touch", "incoming", "from_team",
               "target", "last_toucher", "team_last", "effects", "rescue_pending", "rescue_roll", "attached",
               "blockers", "spiker", "locked", "shouted", "steps", "dice", "shouts", "rallies", "prompt", "log",
               "legal"}


def played(seed: int, plies: int, **options):
    game = GAME.new(options, seed=seed)
    rng = Rng(seed)
    for _ in range(plies):
        if game.is_over:
            break
        mover = game.to_move()
        ids = [i for i in game.legal_ids(mover) if not i.startswith("shout")]
        game.apply(mover, rng.choice(ids))
    return game


def test_module_exposes_the_game_interface():
    assert strandcup.GAME is GAME and strandcup.SEATS == (4, 6, 8)
    assert title("de") == "Strand-Cup"
    for level in ("easy", "medium", "hard"):
        assert hasattr(make_player(level), "choose")


def test_view_has_the_documented_fields_and_only_the_own_hand():
    game = played(3, 25)
    seat = (game.to_move() + 1) % 4
    view = game.view(seat)
    assert VIEW_FIELDS <= set(view)
    assert [c["id"] for c in view["hand"]] == C.sort_hand(game.hands[seat])
    assert view["legal"] == [] and view["hand_counts"] == [len(h) for h in game.hands]
    assert "Player" in view["prompt"]
    mover_view = game.view(game.to_move(), "de")
    assert mover_view["legal"] and mover_view["prompt"]


def test_every_die_is_public():
    """The issue: every die roll is visible to everyone."""
    game = played(8, 200)
    dice = [e for e in game.events if e.type == "die"]
    assert dice and all(e.visible_to is None for e in dice)
    views = [game.view(s)["dice"] for s in range(4)]
    assert all(v == views[0] for v in views)


def test_log_tells_the_rally_in_words_in_every_language():
    game = played(4, 400)
    for lang in i18n.LANGUAGES:
        texts = [e["text"] for e in game.events_for(0, lang=lang)]
        assert len(texts) > 20 and all(texts)
    english = " ".join(e["text"] for e in game.events_for(0))
    assert "serves" in english and "net score" in english


def test_every_text_is_translated():
    assert i18n.missing_keys("de", "strandcup.") == []
    assert i18n.missing_keys("nl", "strandcup.") == []


def test_rules_help_is_a_list_of_headings_and_texts():
    for lang in i18n.LANGUAGES:
        sections = rules_help(lang)["sections"]
        assert len(sections) >= 10
        assert all(set(s) == {"heading", "text"} and s["heading"] and s["text"] for s in sections)
    assert rules_help("de")["sections"][0]["heading"] != rules_help("en")["sections"][0]["heading"]


def test_save_mid_rally_and_load_continue_the_same_rally():
    """A reload mid-rally continues the same rally: same views, same dice afterwards."""
    game = played(21, 60)
    while game.phase.value == "serve":
        game.apply(game.to_move(), game.legal_ids(game.to_move())[0])
    copy = GAME.load(json.loads(json.dumps(game.save())))
    assert [copy.view(s) for s in range(4)] == [game.view(s) for s in range(4)]
    rng = Rng(2)
    for _ in range(40):
        if game.is_over:
            break
        move = rng.choice(game.legal_ids(game.to_move()))
        mover = game.to_move()
        game.apply(mover, move)
        copy.apply(mover, move)
        assert copy.view(mover) == game.view(mover)


@pytest.mark.parametrize("options", [{}, {"players": 6, "teams": 3}])
def test_determinize_is_consistent_with_the_view(options):
    game = played(13, 45, **options)
    seat = game.to_move()
    view = game.view(seat)
    world = determinize(view, Rng(9))
    assert world.hands[seat] == game.hands[seat]
    assert [len(h) for h in world.hands] == [len(h) for h in game.hands] and len(world.stock) == len(game.stock)
    assert sorted([c for h in world.hands for c in h] + world.stock + world.discard + world.table) == sorted(game.deck)
    assert world.public_state() == game.public_state()
    assert world.legal_ids(seat) == game.legal_ids(seat)
    # the world plays on
    rng = Rng(1)
    for _ in range(50):
        if world.is_over:
            break
        world.apply(world.to_move(), rng.choice(world.legal_ids(world.to_move())))


def test_clone_is_independent():
    game = played(2, 30)
    copy = game.clone()
    mover = game.to_move()
    copy.apply(mover, copy.legal_ids(mover)[0])
    assert len(game.history) == 30 and len(copy.history) == 31
    assert game.view(mover) != copy.view(mover) or game.hands != copy.hands


def ai_match(levels: dict[int, str], seed: int) -> int:
    """Team 0 played by ``levels[0]``, team 1 by ``levels[1]``; the winning team."""
    game = GAME.new({}, seed=seed)
    game.record_events = False
    players = {t: make_player(level) for t, level in levels.items()}
    while not game.is_over:
        mover = game.to_move()
        view = game.view(mover)
        game.apply(mover, players[game.team_of(mover)].choose(view, seed_from(seed, len(game.history), mover)))
    return game.winner


def win_rate(strong: str, weak: str, matches: int) -> float:
    wins = 0
    for seed in range(matches):
        if seed % 2:
            wins += ai_match({0: strong, 1: weak}, seed) == 0
        else:
            wins += ai_match({0: weak, 1: strong}, seed) == 1
    return wins / matches


def test_medium_beats_easy():
    """Medium teams beat easy teams clearly (about 95% in longer runs)."""
    assert win_rate("medium", "easy", 24) >= 0.7


def test_hard_beats_medium():
    """Hard teams beat medium teams (about two matches in three in longer runs)."""
    assert win_rate("hard", "medium", 40) > 0.5


def test_labels_in_the_view_follow_the_language():
    game = GAME.new({}, seed=4)
    view = game.view(game.to_move(), "de")
    serve = next(a for a in view["legal"] if a["id"].startswith("serve_die"))
    assert serve["label"].endswith("abwerfen und für den Aufschlag würfeln")


def test_bridge_plays_strandcup_when_registered(monkeypatch):
    """Through the JSON bridge (the lead registers the game; here it is registered for this test only)."""
    import pygame_core
    from pygame_core import bridge
    monkeypatch.setitem(pygame_core.GAMES, "strandcup", "pygame_core.games.strandcup")
    games = bridge.handle_obj({"cmd": "games"})
    entry = next(g for g in games["games"] if g["name"] == "strandcup")
    assert entry["seats"] == [4, 6, 8] and any(o["name"] == "players" for o in entry["options"])
    started = bridge.handle_obj({"cmd": "new_game", "game": "strandcup", "seed": 3,
                                 "options": {"players": 6}, "seats": ["human"] + ["ai:medium"] * 5})
    gid = started["id"]
    assert started["view"]["seats"] == 6
    for _ in range(30):
        view = bridge.handle_obj({"cmd": "view", "id": gid, "seat": 0})["view"]
        if view["over"]:
            break
        if view["to_move"] == 0:
            answer = bridge.handle_obj({"cmd": "act", "id": gid, "seat": 0, "action": view["legal"][0]["id"]})
        else:
            answer = bridge.handle_obj({"cmd": "ai_move", "id": gid})
        assert answer["ok"], answer
    refused = bridge.handle_obj({"cmd": "explain", "id": gid, "seat": view["to_move"], "action": "over:Z9"})
    assert refused["legal"] is False and refused["reason"]
    help_ = bridge.handle_obj({"cmd": "rules_help", "game": "strandcup", "lang": "nl"})
    assert help_["help"]["sections"][0]["heading"] == "Het spel"
    bridge.handle_obj({"cmd": "close", "id": gid})


def test_hard_player_with_search_plays_legal_deterministic_moves():
    """The optional determinized search (pygame_core.ai.search.pimc over determinize) stays legal and repeatable."""
    from pygame_core.games.strandcup.ai import HardBudget, HardPlayer
    player = HardPlayer(HardBudget(samples=2, max_plies=40))
    game = GAME.new({"set_target": 2}, seed=6)
    for ply in range(80):
        if game.is_over:
            break
        mover = game.to_move()
        view = json.loads(json.dumps(game.view(mover)))
        choice = player.choose(view, ply)
        assert choice in game.legal_ids(mover) and player.choose(view, ply) == choice
        game.apply(mover, choice)
