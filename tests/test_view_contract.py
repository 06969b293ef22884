"""The view contract (``core/contract.py``, issue 18): every live view keeps its game's contract, so a seen-only
replay's views, checked against the same contract before they are shown, are refused only when no live view
could be like them."""

from __future__ import annotations

import json

import pytest

import pygame_core
from pygame_core import bridge
from pygame_core.core import contract as viewcheck
from pygame_core.core import registry
from pygame_core.core.rng import Rng, seed_from

GAMES = registry.names()


def setups() -> list[tuple[str, dict]]:
    out = []
    for name in GAMES:
        info = registry.get(name)
        for options in [{}] + [dict(o) for _, o in info.playthroughs if o]:
            if (name, options) not in out:
                out.append((name, options))
    # (the eight-player Strand-Cup in sets to 3: its every kind of position, in a third of the default's steps)
    return out + [("strandcup", {"players": 8, "teams": 4, "set_target": 3}),
                  ("striker", {"players": 4, "corners": 4})]


@pytest.mark.long
@pytest.mark.parametrize("name,options", setups(), ids=lambda v: str(v))
def test_every_live_view_keeps_its_games_contract(name: str, options: dict) -> None:
    info = registry.get(name)
    assert info.view_contract is not viewcheck.BASE, f"{name} declares no view contract"
    game = pygame_core.new_game(name, options, 7)
    chooser = Rng(seed_from("contract", 7))
    while True:  # each seat's view in turn, one per position (all of them at the end)
        seats = range(game.num_seats) if game.is_over else [len(game.history) % game.num_seats]
        for seat in seats:
            info.view_contract.check(game.view(seat), game.num_seats, f"{name} seat {seat} ply {len(game.history)}")
        mover = game.to_move()
        if mover is None:
            break
        game.apply(mover, chooser.choice(game.legal_ids(mover)))


def test_a_view_that_breaks_the_contract_is_refused_with_the_field_named() -> None:
    game = pygame_core.new_game("schnapsen", {}, 1)
    contract = registry.get("schnapsen").view_contract
    view = game.view(0)
    contract.check(view, 2)
    for field, value in (("talon", 21), ("opponent", {"seat": 1, "hand_count": 200_000, "known": []}),
                         ("hand", "QH"), ("prompt", "x" * (viewcheck.MAX_TEXT + 1)), ("unknown_field", 1)):
        with pytest.raises(viewcheck.ViewRefused, match=field):
            contract.check({**view, field: value}, 2)


def test_a_seen_only_views_contract_part_is_checked_against_the_same_declaration() -> None:
    """``contract`` is declared once (core/contract.py) for the generic table and for the hostile-input check: a
    seen-only view's contract part with a seat holding more cards than the deck, or a hand entry of another shape,
    is refused like any other field; a live one is kept."""
    game = pygame_core.new_game("schnapsen", {}, 1)
    contract = registry.get("schnapsen").view_contract
    view = game.view(0)
    contract.check(view, 2)
    seats = [{**info, "cards": 200_000} for info in view["contract"]["seats"]]
    for part, value in (("seats", seats), ("hand", [{"card": "QH", "name": "x" * (viewcheck.MAX_TEXT + 1)}]),
                        ("to_move", 5), ("score", {"text": "1:0", "seats": [1e12, 0]}), ("table", [])):
        with pytest.raises(viewcheck.ViewRefused, match=f"'contract'.{part}"):
            contract.check({**view, "contract": {**view["contract"], part: value}}, 2)


def test_every_field_of_the_contract_is_declared_with_its_meaning() -> None:
    """The declaration documents itself: every shared field and every field of the contract part has its
    meaning beside its shape, and the words list them all."""
    lines = viewcheck.documentation()
    for record in (viewcheck.VIEW, viewcheck.FAIR, viewcheck.CONTRACT, viewcheck.SEAT_INFO, viewcheck.HAND_ENTRY,
                   viewcheck.SCORE, viewcheck.LEGAL_ACTION, viewcheck.SESSION, viewcheck.SEAT_RESULT, viewcheck.TABLE,
                   *viewcheck.TABLE_PART_KINDS.values()):
        for key, declared in record.fields.items():
            assert isinstance(declared, viewcheck.Field) and len(declared.doc) > 10, key
    # issue 34: winner_text; 35: fair; 32: the legal actions' fields and what the bridge adds (SESSION)
    assert any(line.strip().startswith("reason:") for line in lines)
    # ... and the table's parts the generic table draws: one line, a heading per kind and their fields
    assert len(lines) == 15 + 5 + 5 + 5 + 2 + 4 + 5 + 5 + 2 + 1 + 4 + 14  # SESSION: 5 (no summary: contract.score.text)


@pytest.mark.parametrize("name,options", setups(), ids=lambda v: str(v))
def test_the_contracts_table_holds_the_games_court_field_or_trick(name: str, options: dict) -> None:
    """``contract.table`` is each game's own payload (Game.table_of): the court, field or trick its table module
    draws, at every step of a match, and no top-level field repeats one of its fields (issue 32: the shell reads
    it in ``contract``)."""
    game = pygame_core.new_game(name, options, 5)
    chooser = Rng(seed_from("table", 5))
    seen_filled = False
    while True:
        for seat in range(game.num_seats):
            view = game.view(seat)
            table = view["contract"]["table"]
            assert table, (name, seat)
            seen_filled |= any(value not in (None, [], 0, False) for value in table.values())
            assert not set(table) & set(view), f"{name}: a top-level copy of {sorted(set(table) & set(view))}"
        mover = game.to_move()
        if mover is None or len(game.history) > 200:
            break
        game.apply(mover, chooser.choice(game.legal_ids(mover)))
    assert seen_filled




@pytest.mark.parametrize("name", GAMES)
def test_a_view_holds_only_the_shared_fields_and_the_contract(name: str) -> None:
    """Issue 32: the shell reads seats, score, hand, table and legal from ``contract``: a view's top level has only
    the fields every game shares (core/contract.py VIEW), its game's own fields are in ``contract.table``, declared
    there (ViewContract.table_fields), and a view of every seat at every step of a match keeps to that."""
    declared = registry.get(name).view_contract
    assert not declared.fields, f"{name} declares top-level fields of its own: {sorted(declared.fields)}"
    game = pygame_core.new_game(name, {}, 9)
    chooser = Rng(seed_from("top-level", 9))
    while True:
        for seat in range(game.num_seats):
            view = game.view(seat)
            assert set(view) <= set(viewcheck.VIEW.fields), (name, sorted(set(view) - set(viewcheck.VIEW.fields)))
            own = set(view["contract"]["table"]) - set(viewcheck.TABLE.fields)
            assert own <= set(declared.table_fields), (name, sorted(own - set(declared.table_fields)))
        mover = game.to_move()
        if mover is None or len(game.history) > 300:
            break
        game.apply(mover, chooser.choice(game.legal_ids(mover)))


@pytest.mark.parametrize("name", GAMES)
def test_computer_players_read_an_observation_apart_from_the_view(name: str) -> None:
    """Issue 32: the computer players, determinizers and advice read ``Game.observation(seat)`` (what the seat
    knows, in the game's own shape), not the view the shell draws; it shows nothing the seat's view does not:
    every other seat's hidden cards stay out of it."""
    game = pygame_core.new_game(name, {}, 4)
    shown = type(game).presentation
    assert shown is not None and shown.observation is not None, f"{name} has no observation of its own"
    observation = game.observation(0)
    assert observation != game.view(0)
    json.dumps(observation)  # JSON, as the players receive it
    text = json.dumps(observation)
    for seat in range(1, game.num_seats):
        for card in game.own_cards(seat):
            if card not in game.own_cards(0):
                assert f'"{card}"' not in text or card in json.dumps(game.view(0)), (name, seat, card)


def _bridge(**request: object) -> dict:
    answer = json.loads(bridge.handle(json.dumps(request)))
    assert answer.get("ok", True) is not False, answer
    return answer


@pytest.mark.parametrize("name,options", [s for s in setups() if s[1].get("players", 0) < 8], ids=lambda v: str(v))
def test_every_view_the_bridge_answers_holds_only_declared_fields(name: str, options: dict) -> None:
    """Issue 32: what the bridge adds to a view (players, summary, seat_result, undo_used, hint_used, can_undo and
    a legal action's confirm) is declared in core/contract.py (SESSION, LEGAL_ACTION); every view a session answers,
    from the first to the result, has every declared field and no other."""
    contract = registry.get(name).view_contract
    started = _bridge(cmd="new_game", game=name, options=options, seed=3, seats=["human"], fill="ai:easy")
    gid, view = started["id"], started["view"]
    chooser = Rng(seed_from("bridge-contract", 3))
    for _ in range(3000):
        assert viewcheck.contract_problems(view, contract, session=True) == [], (name, view["ply"])
        if view["over"]:
            break
        if view["to_move"] == 0:
            view = _bridge(cmd="act", id=gid, seat=0, action=chooser.choice(view["legal"])["id"])["view"]
        else:
            view = _bridge(cmd="ai_move", id=gid, viewer=0)["view"]
    assert view["over"] and view["seat_result"] is not None, name
    _bridge(cmd="close", id=gid)


def test_a_field_the_contract_does_not_declare_fails_the_check() -> None:
    """The check behind the test above: an undeclared field at the top level, in a legal action or missing from
    the session's fields is named."""
    started = _bridge(cmd="new_game", game="schnapsen", seed=1, seats=["human", "ai:easy"])
    view, contract = started["view"], registry.get("schnapsen").view_contract
    _bridge(cmd="close", id=started["id"])
    assert viewcheck.contract_problems(view, contract, session=True) == []
    assert viewcheck.contract_problems({**view, "card_info": {}}, contract, session=True)
    assert viewcheck.contract_problems({k: v for k, v in view.items() if k != "can_undo"}, contract, session=True)
    legal = [{**view["legal"][0], "extra": 1}] + view["legal"][1:]
    assert viewcheck.contract_problems({**view, "legal": legal}, contract, session=True)
    legal = [{**view["legal"][0], "confirm": "Close the talon?"}] + view["legal"][1:]
    assert viewcheck.contract_problems({**view, "legal": legal}, contract, session=True) == []
    assert viewcheck.contract_problems(view, contract)  # an engine's view has no session fields


def test_static_catalogues_go_once_with_the_games_answer_not_in_every_view() -> None:
    """Issue 32: Strand-Cup's printed cards, Spike's card_info and Striker's cards (the same for every seat at every moment) came in
    every view (9.2 of Strand-Cup's 16.2 kB, 3.1 of Spike's 6.5 kB); they go once, in the reader's language, with
    the bridge's ``games`` answer (GameInfo.catalogue), and no view holds them."""
    for lang in ("en", "de"):
        games = {entry["name"]: entry for entry in _bridge(cmd="games", lang=lang)["games"]}
        assert {name for name, entry in games.items() if entry["catalogue"]} == {"spike", "strandcup", "striker"}
        assert games["spike"]["catalogue"]["A7"]["name"] and games["strandcup"]["catalogue"]["K1"]["killer"]
        assert games["striker"]["catalogue"]["10TL"]["corner"] == "TL"  # (either deck's cards)
    for name, static in (("strandcup", "deck"), ("spike", "card_info"), ("striker", "cards")):
        view = _bridge(cmd="new_game", game=name, seed=1, seats=["human"], fill="ai:easy")["view"]
        assert static not in view
        assert set(view) <= set(registry.get(name).view_contract.field_shapes(view["seats"], session=True))


def test_a_table_part_of_a_kind_the_generic_table_does_not_know_is_refused() -> None:
    """Issue 32: ``contract.table.parts`` holds only the shapes the generic table draws (a row of cards, a pile with
    a count, a marker on a seat, a track with positions), each with exactly its declared fields; a seen-only view
    with another is refused, naming the part."""
    game = pygame_core.new_game("schnapsen", {}, 1)
    contract = registry.get("schnapsen").view_contract
    view = game.view(0)
    good = [{"kind": "row", "label": "Trick", "cards": ["9"]}, {"kind": "pile", "label": "Stock", "count": 3, "top": None},
            {"kind": "marker", "label": "Leads", "seat": 1},
            {"kind": "track", "label": "Tricks", "length": 3, "positions": [1, 0]}]
    contract.check({**view, "contract": {**view["contract"], "table": {"parts": good}}}, 2)
    for bad in ({"kind": "spiral", "label": "x"}, {"kind": "pile", "label": "Stock", "count": -1, "top": None},
                {"kind": "marker", "label": "Leads", "seat": 5}, {"kind": "row", "label": "Trick", "cards": [], "x": 1},
                {"kind": "track", "label": "Tricks", "length": 3, "positions": [1, 0, 2]}):
        with pytest.raises(viewcheck.ViewRefused, match="parts"):
            contract.check({**view, "contract": {**view["contract"], "table": {"parts": [bad]}}}, 2)


def test_readme_shows_the_contract_as_the_shell_reads_it() -> None:
    """README's "How a game plugs in" prints the declaration in words, as documentation() gives it (issue 32)."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "\n".join(viewcheck.documentation()) in readme
