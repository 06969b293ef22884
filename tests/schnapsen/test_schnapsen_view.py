"""The view contract (view.py's docstring) and what it must hide (readings.md §3.3 D14, ARCHITECTURE)."""

import json

import pytest

from pygame_core.core import i18n
from pygame_core.games.schnapsen import GAME_INFO
from pygame_core.games.schnapsen.cards import DECK
from pygame_core.games.schnapsen.help import rules_help
from pygame_core.games.schnapsen.messages import card_name
from schnapsen_helpers import act, click_reasons, fixed_game, plays, random_positions

TOP_LEVEL = {"game", "version", "seat", "seats", "to_move", "over", "ply", "legal", "log", "names", "you",
             "winner_text", "fair", "prompt", "options", "contract"}
TABLE_FIELDS = {
    "trump", "trump_card", "talon", "closed", "trick", "last_trick",
    "phase", "hand_no", "dealer", "leader", "closed_trump_card", "closed_by", "exhausted",
    "opponent", "known_to_opponent", "tricks", "played", "points", "marriages", "declared", "closing",
    "game_points_to_go", "match", "hands", "last_hand", "can_close", "can_exchange", "play_refused",
}


def test_view_has_every_contract_field_and_is_json():
    """Issue 32: the shared fields at the top level, the game's own in contract.table, the hand in contract.hand."""
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    view = g.view(0)
    assert set(view) == TOP_LEVEL and set(view["contract"]["table"]) == TABLE_FIELDS
    json.dumps(view)
    assert view["contract"]["table"]["phase"] == "lead" and view["contract"]["table"]["trump"] == "S" and view["contract"]["table"]["trump_card"] == "JS"
    assert [e["card"] for e in view["contract"]["hand"]] == ["AD", "KH", "QH", "KS", "QS"]  # by suit C D H S, rank
    assert view["contract"]["table"]["opponent"] == {"seat": 1, "hand_count": 5, "known": []}
    assert view["prompt"] == "Your lead." and view["contract"]["table"]["points"] == 0
    assert {a["kind"] for a in view["legal"]} == {"play", "marry", "close"}


def test_view_hand_in_display_order_with_actions():
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    view = g.view(0)
    cards = [e["card"] for e in view["contract"]["hand"]]
    assert cards == sorted(cards, key=DECK.index)
    assert all("play:" + e["card"] in e["actions"] and e["reason"] is None for e in view["contract"]["hand"])
    assert click_reasons(view) == dict.fromkeys(cards)
    other = g.view(1)
    assert other["legal"] == [] and all(not e["actions"] and e["reason"] is None for e in other["contract"]["hand"])
    assert set(click_reasons(other).values()) == {"It is not your turn: Player 1 must decide."}
    assert other["prompt"] == "Waiting for Player 1 to lead."


def test_view_trick_last_trick_and_played():
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    plays(g, "AD")
    view = g.view(1)
    assert view["contract"]["table"]["trick"] == [{"seat": 0, "card": "AD"}]
    assert view["prompt"] == "Play a card to Player 1's ace of diamonds."
    assert g.view(1, "de")["prompt"] == "Spiel eine Karte zu Karo-Ass von Spieler 1."
    plays(g, "JH")
    view = g.view(1)
    assert view["contract"]["table"]["trick"] == []
    assert view["contract"]["table"]["last_trick"] == {"cards": [{"seat": 0, "card": "AD"}, {"seat": 1, "card": "JH"}], "winner": 0}
    assert view["contract"]["table"]["played"] == [{"seat": 0, "card": "AD", "trick": 1}, {"seat": 1, "card": "JH", "trick": 1}]
    assert view["contract"]["table"]["tricks"] == [1, 0]


def test_view_shows_only_own_points():
    """The opponent's points are not shown (readings §3.3 D14); marriages are public."""
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    plays(g, "AD JH")
    assert g.view(0)["contract"]["table"]["points"] == 13 and g.view(1)["contract"]["table"]["points"] == 0


def test_view_labels_and_prompts_in_three_languages():
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS")
    labels = {lang: {a["id"]: a["label"] for a in g.view(0, lang)["legal"]} for lang in ("en", "de", "nl")}
    assert labels["en"]["close"] == "Close the talon (Zudrehen)"
    assert labels["de"]["close"] == "Zudrehen" and labels["nl"]["close"] == "Sluiten (Zudrehen)"
    assert labels["de"]["marry:S"] == "Paar in Pik melden (40)"
    assert labels["nl"]["play:AD"] == "Speel ruiten aas"
    assert g.view(0, "nl")["prompt"] == "Jij speelt uit."


def test_every_message_translated():
    """Every English Schnapsen text has a German and a Dutch translation."""
    assert i18n.missing_keys("de", "schnapsen.") == []
    assert i18n.missing_keys("nl", "schnapsen.") == []
    assert GAME_INFO.title("de") == "Schnapsen"
    for lang in ("en", "de", "nl"):
        helptext = rules_help(lang)
        assert helptext["title"] and len(helptext["sections"]) >= 8
    assert rules_help("de")["sections"][0]["text"] != rules_help("en")["sections"][0]["text"]


def test_log_events_private_and_public():
    """Drawn cards are private to the drawer; that both drew is public."""
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS", "TD JD AS KC QC JC KD QD TS")
    plays(g, "AD JH")
    log0 = g.view(0)["log"]
    log1 = g.view(1)["log"]
    assert any(e["type"] == "card_drawn" and e["card"] == "TD" for e in log0)
    assert not any(e.get("card") == "TD" for e in log1)
    assert any(e["type"] == "card_drawn" and e["card"] == "JD" for e in log1)
    assert any(e["type"] == "cards_drawn" for e in log1)
    assert [e["text"] for e in log0 if e["type"] == "trick_won"] == ["Player 1 wins the trick (13 points)."]
    types = {e["type"] for e in log0}
    assert {"hand_dealt", "hand_cards", "card_played", "trick_won", "cards_drawn", "card_drawn"} <= types


def test_event_types_cover_the_hand():
    g = fixed_game("KS QS KH QH AD", "AC TC AH TH JH", "JS", "TD JD AS KC QC JC KD QD TS")
    act(g, "marry:S", "close")
    types = {e.type for e in g.events}
    assert {"marriage", "closed"} <= types
    texts = [e["text"] for e in g.view(1)["log"] if e["type"] in ("marriage", "closed")]
    assert texts == ["Player 1 declares the marriage in spades: 40 points, which count once Player 1 wins a trick.",
                     "Player 1 closes the talon (Zudrehen): no more drawing, strict rules from now on."]


def _hidden_cards(game, seat):
    """The cards ``seat`` must not see: the opponent's unknown cards and the face-down talon."""
    opp = 1 - seat
    return (set(game.hands[opp]) - game.shown[opp]) | set(game.stock)


def test_view_never_shows_hidden_cards_or_the_seed():
    """Over many random positions and both seats: no hidden card id or name, no seed, no talon order."""
    checked = 0
    for game, _ in random_positions(range(15)):
        for seat in (0, 1):
            view = game.view(seat)
            # the log covers the whole Bummerl: cards seen in earlier hands are no secret any more
            starts = [i for i, e in enumerate(view["log"]) if e["type"] == "hand_dealt"]
            view["log"] = view["log"][starts[-1]:]
            text = json.dumps(view)
            for card in _hidden_cards(game, seat):
                assert f'"{card}"' not in text, (card, seat)
                assert card_name(card) not in text, (card, seat)
            assert "seed" not in text and "stock" not in text and "rng" not in text
            checked += 1
    assert checked > 1000


def test_known_opponent_cards_are_really_there():
    for game, _ in random_positions(range(15)):
        for seat in (0, 1):
            known = game.view(seat)["contract"]["table"]["opponent"]["known"]
            assert set(known) <= set(game.hands[1 - seat])


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_unplayable_card_says_which_rule_forbids_it(lang):
    generic = i18n.tr("core.error.not_legal", lang, action="x").replace("x", "")
    for game, seat in random_positions(range(10)):
        view = game.view(seat, lang)
        reasons = click_reasons(view)
        for entry in view["contract"]["hand"]:
            if "play:" + entry["card"] not in entry["actions"]:
                assert reasons[entry["card"]] and generic not in reasons[entry["card"]]


def test_a_click_on_a_card_says_what_the_engine_says_of_its_play():
    """Issue 32: the table reads contract.hand and the table's play_refused; together they say, for every card whose
    play is not legal, what Game.explain says of that play (as the view's own hand did before): on the seat's turn
    and while the other seat decides."""
    for game, _ in random_positions(range(12)):
        for seat in (0, 1):
            view = game.view(seat)
            for entry in view["contract"]["hand"]:
                click = "play:" + entry["card"]
                said = click_reasons(view)[entry["card"]]
                assert said == (None if click in entry["actions"] else game.explain(seat, click)), entry


def test_the_trump_jack_that_may_only_be_exchanged_says_why_it_cannot_be_played():
    """After declaring a marriage the king or queen must be led, while the trump jack may still be exchanged: the
    contract gives it an action and no reason, the table's play_refused says why a click does not play it."""
    g = fixed_game("KH QH JS AD TD", "AC TC KC QC JC", "AS")
    g.apply(0, "marry:H")
    view = g.view(0)
    jack = next(e for e in view["contract"]["hand"] if e["card"] == "JS")
    assert jack["actions"] == ["exchange"] and jack["reason"] is None
    assert click_reasons(view)["JS"] == g.explain(0, "play:JS") == view["contract"]["table"]["play_refused"]["JS"]
    assert set(view["contract"]["table"]["play_refused"]) == {"JS"}  # (the others: the contract's reasons)


def test_a_click_plays_the_card_and_its_marriage_or_exchange_is_a_button_of_its_own():
    """The contract's ``click`` (Game.click_action): a click on a card plays it; a king or queen whose marriage may
    be declared keeps the marriage among its actions, as a button of its own; the trump jack that may only be
    exchanged takes nothing from a click (the table's play_refused says why)."""
    g = fixed_game("KH QH JS AD TD", "AC TC KC QC JC", "AS")
    hand = {e["card"]: e for e in g.view(0)["contract"]["hand"]}
    assert "marry:H" in hand["KH"]["actions"] and hand["KH"]["click"] == "play:KH"
    assert "exchange" in hand["JS"]["actions"] and hand["JS"]["click"] == "play:JS"
    g.apply(0, "marry:H")
    hand = {e["card"]: e for e in g.view(0)["contract"]["hand"]}
    assert hand["JS"]["actions"] == ["exchange"] and hand["JS"]["click"] is None
    assert hand["KH"]["click"] == "play:KH" and hand["AD"]["click"] is None  # the king or queen must be led
    for game, seat in random_positions(range(6)):
        for entry in game.view(seat)["contract"]["hand"]:
            play = "play:" + entry["card"]
            assert entry["click"] == (play if play in entry["actions"] else None), entry
