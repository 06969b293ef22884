"""The scripted rules examples of Striker (pygame_core/games/striker/examples.py): each replays, each text exists
in every language, and what each caption claims is what the engine does (S3 "Angriffe des Gegners übernehmen",
readings.md §4.4 ST9)."""

from __future__ import annotations

import pygame_core
from pygame_core.core.replay import Script
from pygame_core.games.striker.examples import EXAMPLES
from pygame_core.games.striker.rules import Phase, Striker


def game_after(script: Script, steps: int, **options: object) -> Striker:
    """The game of ``script`` (with ``options`` changed) after its first ``steps`` actions."""
    game = Striker.new({**script.options, **options}, script.seed, script.deal)
    for seat, action in script.actions[:steps]:
        game.apply(seat, action)
    return game  # type: ignore[return-value]  # Game.new is typed as the base class; this is a Striker


def owner_and_stack(game: Striker, attack_id: int) -> tuple[int, list[str]]:
    attack = next(a for a in game.attacks if a.id == attack_id)
    return attack.owner, [card for _, card in attack.cards]


def test_examples_are_listed_by_the_package() -> None:
    assert "takeover" in pygame_core.examples("striker")


def test_takeover_with_the_same_number() -> None:
    """S3: "Du kannst einen Angriff deines Gegners übernehmen, indem du dieselbe Zahl spielst" (7 auf 7); the
    attack then belongs to the player whose number lies on top (ST5)."""
    script = EXAMPLES["takeover"]
    before = game_after(script, 3)
    assert before.to_move() == 1 and owner_and_stack(before, 1) == (0, ["5", "6", "7"])
    assert {"play:7@1", "play:8@1"} <= set(before.legal_ids(1))   # same number or next higher
    after = game_after(script, 4)
    assert owner_and_stack(after, 1) == (1, ["5", "6", "7", "7"])
    assert after.events[-1].key == "striker.event.takeover"


def test_own_attack_advances_only_by_the_next_number() -> None:
    """ST10: on one's own attack only the next higher number; the same number is no longer allowed."""
    script = EXAMPLES["takeover"]
    game = game_after(script, 5)
    assert owner_and_stack(game, 1) == (1, ["5", "6", "7", "7", "8"])
    assert "play:9@1" in game.legal_ids(1) and "play:8@1" not in game.legal_ids(1)


def test_takeover_of_a_9_with_a_10_is_a_shot_that_scores() -> None:
    """ST9 (option takeover_shot): a 10 on the opponent's 9 takes the attack over as a shot; the goalkeeper for the
    other corner cannot save it, the VAR (fixed to TOR) lets it count, and the shot's stack leaves the game."""
    script = EXAMPLES["takeover"]
    before_shot = game_after(script, 6)
    assert before_shot.to_move() == 0 and owner_and_stack(before_shot, 1)[0] == 1
    assert "play:10L@1" in before_shot.legal_ids(0)
    shot = game_after(script, 7)
    assert shot.phase is Phase.REACTION and shot.shot is not None and shot.shot.shooter == 0
    assert set(shot.legal_ids(1)) == {"var", "accept"}   # the goalkeeper dives right: no save
    end = game_after(script, len(script.actions))
    assert end.goals == [1, 0] and end.attacks == [] and end.to_move() == 1


def test_without_the_takeover_shot_option_the_10_may_not_take_over() -> None:
    """ST9 is an option: with ``takeover_shot`` off, the 10 cannot be laid on an opponent's 9."""
    script = EXAMPLES["takeover"]
    game = game_after(script, 6, takeover_shot=False)
    assert "play:10L@1" not in game.legal_ids(0)


def test_takeover_example_turns_end_as_the_captions_say() -> None:
    """S3 "Dein Zug endet: wenn du keine Karte mehr ausspielen kannst" (ST1): no turn of the example is ended at
    will; after the 7 Player 1 holds only a 10 that does not fit and goalkeepers, so the turn ends by itself and
    Player 1 refills to 6 cards; after the 9 Player 2 holds no 10 or 11 to shoot with, nor one to follow the pass
    card."""
    script = EXAMPLES["takeover"]
    assert all(action != "end_turn" for _, action in script.actions)
    after_seven = game_after(script, 3)
    assert len(after_seven.hands[0]) == 6 and after_seven.to_move() == 1
    after_nine = game_after(script, 6)
    assert after_nine.to_move() == 0
    assert not any(card.startswith("10") or card.startswith("11") for card in after_nine.hands[1])
