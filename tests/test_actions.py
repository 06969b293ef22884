"""Action ids (core/actions.py): one way to write an action's arguments into its id and read them back, used by
every game; the ids saves store stay exactly as the games wrote them."""

from __future__ import annotations

import pytest

import pygame_core
from pygame_core.core import registry
from pygame_core.core.actions import Arg, IdForm, parse_id, refusals
from pygame_core.core.game import Reason
from pygame_core.core.rng import Rng

DRAW = IdForm("draw", (Arg("attack", ":A", whole=True), Arg("defense", "D", whole=True)))
SHOT = IdForm("pass", (Arg("card"), Arg("attack", "@", whole=True), Arg("target", ">", whole=True, optional=True)))


def test_a_form_writes_and_reads_its_ids() -> None:
    assert DRAW.format(3, 1) == "draw:A3D1"
    assert DRAW.parse("draw:A3D1") is not None and (DRAW.parse("draw:A3D1")["attack"], DRAW.parse("draw:A3D1")["defense"]) == (3, 1)
    assert SHOT.format("10BR", 9, None) == "pass:10BR@9" and SHOT.format("10BR", 9, 2) == "pass:10BR@9>2"
    parsed = parse_id((DRAW, SHOT), "pass:10BR@9>2")
    assert parsed is not None and parsed.verb == "pass" and parsed.args == (("card", "10BR"), ("attack", 9), ("target", 2))
    assert parse_id((DRAW, SHOT), "pass:10BR@9")["target"] is None  # type: ignore[index]  # parse_id answers None for no match; this id matches


@pytest.mark.parametrize("text", ["draw:A03D1", "draw:A3", "draw:A3D1x", "drawA3D1", "pass:@9", "pass:10BR@x",
                                  "pass:10BR@9>", "", "x" * 5_000])
def test_an_id_is_read_only_in_the_form_the_game_writes(text: str) -> None:
    """One action, one id: a number written another way, a missing or extra part, an overlong text is no id."""
    assert parse_id((DRAW, SHOT), text) is None
    assert parse_id((DRAW,), 42) is None


def test_a_games_refusal_is_its_rule_under_its_prefix_made_once() -> None:
    refusal = refusals("toy.reason.")
    assert refusal("too_late", card="QH") == Reason("toy.reason.too_late", {"card": "QH"})
    assert refusal("too_late", card="QH") is refusal("too_late", card="QH")
    assert refusal("many", cards=["QH"]).params == {"cards": ["QH"]}  # a list is not hashable: made anew


@pytest.mark.parametrize("name", [n for n in registry.names() if n != "toy"])
def test_every_legal_id_of_a_match_reads_back_as_itself(name: str) -> None:
    """The ids a game offers are found again from their text (what a save stores), action for action."""
    game = pygame_core.new_game(name, {}, 11)
    chooser = Rng(11)
    while game.to_move() is not None and len(game.history) < 300:
        mover = game.to_move()
        ids = game.legal_ids(mover)
        for action_id in ids:
            found = game.find_action(mover, action_id)
            assert found is not None and found.id == action_id, (name, action_id)
        game.apply(mover, chooser.choice(ids))
