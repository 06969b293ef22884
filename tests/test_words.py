"""What a newcomer reads (issue 19, items 6 and 7): the game options in every language, the end of a Strand-Cup
match from the reader's side, Striker's result with the winner's score first, Strand-Cup's German names with their
meaning beside them, and a first decision that says what the die does."""

from __future__ import annotations

import dataclasses

import pytest

import pygame_core
from pygame_core.core import registry
from pygame_core.core.rng import Rng, seed_from
from pygame_core.core.ui_text import catalog

LANGS = ("en", "de", "nl")


def finish(name: str, options: dict, seed: int):
    game = pygame_core.new_game(name, options, seed)
    chooser = Rng(seed_from("words", seed))
    while (mover := game.to_move()) is not None:
        game.apply(mover, chooser.choice(game.legal_ids(mover)))
    return game


@pytest.mark.parametrize("lang", LANGS)
def test_every_game_option_and_choice_has_words_in_every_language(lang: str) -> None:
    """The new-game dialog labels each option (and each choice that is a word) from the game's own words; German
    and Dutch are not the engine's English docs."""
    words = catalog(lang)
    for info in registry.all_games():
        for field in dataclasses.fields(info.game.Options):
            key = f"{info.name}.option.{field.name}"
            assert words.get(key), key
            if lang != "en":
                assert words[key] != catalog("en")[key], key
            for choice in field.metadata.get("choices") or ():
                if isinstance(choice, str):
                    assert words.get(f"{key}.{choice}"), f"{key}.{choice}"
        assert words.get(f"{info.name}.score_unit")


@pytest.mark.parametrize("lang", LANGS)
def test_strandcup_end_says_whether_your_team_won_or_lost(lang: str) -> None:
    """The end of a match is told from the reader's team: "Your team lost the match 0:1", its own sets first."""
    game = finish("strandcup", {"set_target": 2}, 3)
    winner = game.winner
    won = game.view(winner, lang)["prompt"]
    lost = game.view(1 - winner, lang)["prompt"]
    team_word = {"en": "Your team", "de": "Dein Team", "nl": "Jouw team"}[lang]
    assert won.startswith(team_word) and lost.startswith(team_word) and won != lost
    assert {"en": "lost", "de": "verloren", "nl": "verloren"}[lang] in lost
    sets = game.sets
    assert f"{sets[1 - winner]}:{sets[winner]}" in lost and f"{sets[winner]}:{sets[1 - winner]}" in won
    assert f"Team {'AB'[winner]}" in lost


@pytest.mark.parametrize("lang", LANGS)
def test_strandcup_team_names_are_capitalised(lang: str) -> None:
    game = pygame_core.new_game("strandcup", {}, 1)
    assert [t["name"] for t in game.view(0, lang)["contract"]["table"]["teams"]] == ["Team A", "Team B"]


def test_striker_result_names_the_winners_score_first() -> None:
    """"Computer wins 1 : 0", never the loser's goals first."""
    for seed in range(12):
        game = finish("striker", {}, seed)
        result = game.view(0, "en")["contract"]["table"]["result"]  # (the table's, issue 32)
        goals = result["goals"]
        if goals[0] != goals[1]:
            first = max(range(2), key=goals.__getitem__)
            assert f"wins {goals[first]} : {goals[1 - first]}." in result["text"], result
            return
    raise AssertionError("no match had a winner")


def test_strandcup_card_names_keep_the_rulebook_and_add_their_meaning_in_english_and_dutch() -> None:
    from pygame_core.games.strandcup import messages as M
    baggern = next(c for c in M.C.CARDS if M.C.CARDS[c].kind.value == "baggern")
    assert M.card_name(baggern, "en").startswith("Baggern (forearm pass) ")
    assert M.card_name(baggern, "nl").startswith("Baggern (onderhandse pass) ")
    assert M.card_name(baggern, "de").startswith("Baggern ") and "(" not in M.card_name(baggern, "de")
    for card in M.C.CARDS:
        for lang in ("en", "nl"):
            name = M.card_name(card, lang)
            assert M.kind_name(card, lang) in name
    from pygame_core.games.strandcup.view import catalogue  # every card as printed: the table's faces (issue 32)
    printed = catalogue("en")
    view = pygame_core.new_game("strandcup", {}, 1).view(0, "en")
    assert all("meaning" in entry for entry in printed.values())
    assert view["contract"]["hand"] and all(entry["card"] in printed for entry in view["contract"]["hand"])


@pytest.mark.parametrize("lang", LANGS)
def test_strandcup_go_for_the_ball_says_the_die(lang: str) -> None:
    die = {"en": "die", "de": "würfel", "nl": "dobbelsteen"}[lang]
    from pygame_core.games.strandcup.rules import action_label
    assert die in action_label("claim", lang).lower()
