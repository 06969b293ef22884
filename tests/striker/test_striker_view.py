"""The Striker view (what one seat sees), its texts in three languages, the help, the package surface."""

from __future__ import annotations

import json

import pytest

from pygame_core.core import i18n
from pygame_core.core.errors import MalformedInput
from pygame_core.games import striker
from pygame_core.games.striker import cards as C
from pygame_core.games.striker import messages
from pygame_core.games.striker.observation import legal_moves
from pygame_core.games.striker.rules import Striker
from pygame_core.games.striker.view import catalogue
from striker_helpers import fixed_game, play, play_randomly, random_games

HAND = "5 6 P 10L 1 1"


def test_view_fields_for_the_table():
    """Each attack shows its owner, zone colour and top card; goals, pile sizes and hand counts per player."""
    game = play(fixed_game([HAND, "5 KL KR 1 2 3"]), "start:5", "play:6@1")
    view = game.view(1)
    table = view["contract"]["table"]
    assert table["attacks"] == [{"id": 1, "owner": 0, "zone": "yellow", "zone_name": "yellow", "top": "6", "number": 6,
                                 "cards": [{"card": "5", "owner": 0}, {"card": "6", "owner": 0}]}]
    assert [p["score"] for p in view["contract"]["seats"]] == [0, 0]
    assert [p["pile"] for p in table["teams"]] == [44, 44]
    assert [p["cards"] for p in view["contract"]["seats"]] == [4, 6]
    assert [p["colour"] for p in table["teams"]] == ["orange", "blue"]
    assert [e["card"] for e in view["contract"]["hand"]] == ["1", "2", "3", "5", "KL", "KR"]
    assert view["legal"] == [] and "moves" not in view and "plays" not in view
    assert table["max_attacks"] == 5 and game.observation(1)["next_attack"] == 2
    mine = game.observation(0)
    assert {m["id"] for m in legal_moves(mine)} == set(game.legal_ids(0))
    assert {"id": "pass:10L@1", "verb": "pass", "card": "10L", "attack": 1, "target": None} in legal_moves(mine)


def test_the_observation_is_what_the_view_shows_in_the_engines_shape():
    """Issue 32: the computer players read the observation; it holds the seat's facts the view shows, no words."""
    game = play(fixed_game([HAND, "5 KL KR 1 2 3"]), "start:5", "play:6@1")
    for seat in range(2):
        view, seen = game.view(seat), game.observation(seat)
        table = view["contract"]["table"]
        assert seen["hand"] == [e["card"] for e in view["contract"]["hand"]]
        assert [a["id"] for a in seen["legal"]] == [a["id"] for a in view["legal"]]
        assert [p["goals"] for p in seen["seat_info"]] == [p["score"] for p in view["contract"]["seats"]]
        assert [p["hand"] for p in seen["seat_info"]] == [p["cards"] for p in view["contract"]["seats"]]
        assert [{k: p[k] for k in ("pile", "var", "out")} for p in seen["seat_info"]] == \
            [{k: p[k] for k in ("pile", "var", "out")} for p in table["teams"]]
        assert seen["attacks"] == [{k: a[k] for k in ("id", "owner", "top", "number", "cards")} for a in table["attacks"]]
        assert {k: seen[k] for k in ("phase", "current", "turn", "shot", "last_turns", "turn_log")} == \
            {k: table[k] for k in ("phase", "current", "turn", "shot", "last_turns", "turn_log")}


def test_view_shot_prompt_and_clear_goalkeeper_and_var_events():
    """The goalkeeper and VAR moments are events with their own text; the shot is in the view while open."""
    game = play(fixed_game([HAND, "KL 1 2 3 4 5"], var=[["V+", "V-"], ["V-", "V+"]]),
                "start:5", "play:6@1", "pass:10L@1")
    view = game.view(1)
    assert view["contract"]["table"]["shot"] == {"attack": 1, "shooter": 0, "target": 1, "card": "10L", "corner": "L"}
    assert view["contract"]["table"]["phase"] == "reaction" and "shoots at your goal" in view["prompt"]
    play(game, "keeper:L")
    texts = [e["text"] for e in game.view(0)["log"]]
    assert "Player 1 shoots with 10 (left) on attack #1 at Player 2's goal, aiming left!" in texts
    assert "Saved! Player 2's goalkeeper dives left." in texts


def test_var_event_and_goal_event_texts():
    game = play(fixed_game([HAND, "1 2 3 4 5 1"], var=[["V+", "V-"], ["V+", "V-"]]),
                "start:5", "play:6@1", "pass:10L@1", "var")
    texts = [e["text"] for e in game.view(1, "de")["log"]]
    assert "Spieler 2 setzt den VAR ein: TOR, das Tor zählt." in texts
    assert "TOR für Spieler 1! Stand 1 : 0." in texts


def test_turn_log_lists_the_plays_of_the_current_turn():
    game = play(fixed_game(["1 2 3 KL KR KL", "1 KL KR KL KR KL"]), "start:1", "start:2")
    assert game.view(0)["contract"]["table"]["turn_log"] == ["Player 1's turn.", "Player 1 starts attack #1 with 1.",
                                        "Player 1 starts attack #2 with 2."]


def test_drawn_cards_are_told_only_to_the_drawer():
    """Which cards were drawn is private (the drawer's log only); how many is public."""
    game = play(fixed_game([HAND, "1 2 3 4 5 1"], must_play_while_able=False), "start:1", "end_turn")
    for seat in range(2):
        drew = [e for e in game.events if e.type == "drew" and e.visible(seat)]
        assert drew and all(e.params["seat"] == seat for e in drew)
    theirs = [e["text"] for e in game.view(1)["log"]]
    assert "Player 1 draws 1 card; 43 left in the draw pile." in theirs


def test_labels_and_prompt_in_the_seats_language():
    game = fixed_game([HAND, "1 2 3 4 5 1"])
    de = game.view(0, "de")
    assert "Neuen Angriff mit 5 starten" in {a["label"] for a in de["legal"]}
    assert de["prompt"] == "Du bist am Zug: spiele Karten aus, bis du keine mehr ausspielen kannst."
    free = fixed_game([HAND, "1 2 3 4 5 1"], must_play_while_able=False).view(0, "de")
    assert "Zug beenden" in {a["label"] for a in free["legal"]}
    assert free["prompt"] == "Du bist am Zug: spiele Karten aus, dann beende deinen Zug."
    assert catalogue("nl")["P"]["name"] == "Passkaart"


def test_result_at_the_end():
    game = Striker.new({"players": 2, "must_play_while_able": False}, seed=3)
    while not game.is_over:
        game.apply(game.to_move(), "end_turn")
    view = game.view(0)
    result = view["contract"]["table"]["result"]
    assert view["over"] and result["outcome"] == [0.5, 0.5] and "draw" in result["text"]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_every_text_is_translated(lang):
    assert i18n.missing_keys(lang, "striker.") == []


def test_every_event_renders_in_every_language():
    """Play random games and render every event (and every legal label) in English, German and Dutch."""
    for players in (2, 3, 4):
        for game, rng in random_games(players, 3, seed=90 + players):
            for n, _ in enumerate(play_randomly(game, rng)):
                if n % 13 == 0 and not game.is_over:
                    for lang in i18n.LANGUAGES:
                        game.view(game.to_move(), lang)
            for lang in i18n.LANGUAGES:
                for seat in range(players):
                    assert all(e["text"] for e in game.events_for(seat, lang=lang))


def test_rules_help_in_three_languages():
    sections = {lang: striker.GAME_INFO.rules_help(lang)["sections"] for lang in i18n.LANGUAGES}
    assert len({len(s) for s in sections.values()}) == 1 and len(sections["en"]) >= 8
    for items in sections.values():
        assert all(set(item) == {"heading", "text"} and item["heading"] and item["text"] for item in items)
    assert json.dumps(sections)


def test_declaration():
    info = striker.GAME_INFO
    assert info.game is Striker and info.seats == (2, 3, 4)
    assert {info.title(lang) for lang in i18n.LANGUAGES} == {"Striker"}
    assert "Soccer" in info.pitch("en") and "Fußball" in info.pitch("de") and "Voetbal" in info.pitch("nl")
    # the three levels are three different players: tests/ai/test_levels.py
    with pytest.raises(MalformedInput):
        info.make_player("superhuman")
    assert set(info.examples()) == {"takeover"}


def test_summary_gives_every_seats_goals():
    """The menu's saved-games line: every seat's goals joined by ":" (as web/summary.js had it)."""
    game = play(fixed_game([HAND, "1 2 3 4 5 1"], var=[["V+", "V-"], ["V+", "V-"]]),
                "start:5", "play:6@1", "pass:10L@1", "var")
    assert game.goals == [1, 0]
    assert [game.summary(lang) for lang in i18n.LANGUAGES] == ["Goals 1:0", "Tore 1:0", "Doelpunten 1:0"]
    assert Striker.new({"players": 4}, seed=1).summary() == "Goals 0:0:0:0"


def test_the_catalogue_shows_every_card_of_either_deck():
    """What every card shows goes once with the games' list (issue 32): each card of both decks, in every language."""
    for lang in i18n.LANGUAGES:
        shown = catalogue(lang)
        assert set(C.composition(2)) | set(C.composition(4)) <= set(shown)
        assert shown["10L"] == {"name": messages.card_name("10L", lang), "kind": "number", "number": 10,
                                "zone": "green", "corner": "L"}
        assert shown["KR"]["kind"] == "keeper" and shown["KR"]["number"] is None


def test_card_names():
    names = {c: messages.card_name(c, "de") for c in C.composition(2)}
    assert names["10L"] == "10 (links)" and names["KR"] == "Torwart (rechts)" and names["S"] == "Grätsche"
    assert names["YC"] == "Gelbe Karte" and names["RC"] == "Rote Karte" and names["P"] == "Pass-Karte"
