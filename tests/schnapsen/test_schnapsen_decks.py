"""The decks (issue 22): the double-German deck names the same cards Unter, Ober, König, Zehner, Daus of Herz,
Schellen, Eichel, Laub in every text, in en, de and nl; the French and four-colour decks keep the French names. The
deck reaches the texts as a request's ``deck`` (i18n.showing_deck) and changes no action id and no save."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from pygame_core import bridge
from pygame_core.core import i18n, registry
from pygame_core.games.schnapsen.messages import card_name, suit_name
from schnapsen_helpers import fixed_game

#: card -> (en, de, nl) per deck. The German mapping: J Unter, Q Ober, K König, T Zehner, A Daus; H Herz,
#: D Schellen, C Eichel, S Laub.
NAMES = {
    "german": {
        "QH": ("Ober of hearts", "Herz-Ober", "Harten-Ober"),
        "JD": ("Unter of bells", "Schellen-Unter", "Bellen-Unter"),
        "KC": ("king of acorns", "Eichel-König", "Eikels-Koning"),
        "TS": ("ten of leaves", "Laub-Zehner", "Bladeren-Tien"),
        "AH": ("Daus of hearts", "Herz-Daus", "Harten-Daus"),
    },
    "french": {
        "QH": ("queen of hearts", "Herz-Dame", "harten vrouw"),
        "JD": ("jack of diamonds", "Karo-Bube", "ruiten boer"),
        "KC": ("king of clubs", "Kreuz-König", "klaveren koning"),
        "TS": ("ten of spades", "Pik-Zehner", "schoppen tien"),
        "AH": ("ace of hearts", "Herz-Ass", "harten aas"),
    },
}
NAMES["four"] = NAMES["french"]


@pytest.mark.parametrize("deck", ["french", "german", "four"])
@pytest.mark.parametrize("lang_index, lang", list(enumerate(i18n.LANGUAGES)))
def test_card_names_follow_the_deck_in_every_language(deck: str, lang_index: int, lang: str) -> None:
    with i18n.showing_deck(deck):
        for card, names in NAMES[deck].items():
            assert card_name(card, lang) == names[lang_index]


def test_suit_names_of_the_german_deck() -> None:
    with i18n.showing_deck("german"):
        assert [suit_name(s, "de") for s in "HDCS"] == ["Herz", "Schellen", "Eichel", "Laub"]
        assert [suit_name(s, "en") for s in "HDCS"] == ["hearts", "bells", "acorns", "leaves"]
    assert suit_name("D", "de") == "Karo"  # outside the block: the French deck


def test_the_decks_are_the_ones_schnapsen_declares() -> None:
    """Core names no deck but the default: Schnapsen declares its other two (issue 32, item 3), and a request may
    name those; a name that is no word is refused where texts are written."""
    assert registry.get("schnapsen").decks == ("german", "four")
    assert registry.decks() == ("french", "german", "four")
    with pytest.raises(ValueError):
        with i18n.showing_deck("no deck"):
            pass


def call(**request: Any) -> dict[str, Any]:
    return json.loads(bridge.handle(json.dumps(request)))


def _texts(view: dict[str, Any]) -> str:
    """Every text of a view a person reads: labels, log lines, prompt, reasons, the contract's card names."""
    parts = [a["label"] for a in view["legal"]] + [e["text"] for e in view["log"]] + [view["prompt"]]
    parts += [e["reason"] or "" for e in view["contract"]["hand"]] + [e["name"] for e in view["contract"]["hand"]]
    parts += list(view["contract"]["table"]["play_refused"].values())
    return " | ".join(parts)


def test_the_bridge_names_cards_by_the_requests_deck_and_keeps_ids_and_saves() -> None:
    started = call(cmd="new_game", game="schnapsen", seats=["human", "human"], seed=5, lang="de", deck="german")
    assert started["ok"], started
    gid = started["id"]
    mover = started["view"]["to_move"]
    german = call(cmd="view", id=gid, seat=mover, lang="de", deck="german")["view"]
    french = call(cmd="view", id=gid, seat=mover, lang="de")["view"]
    four = call(cmd="view", id=gid, seat=mover, lang="de", deck="four")["view"]
    assert [a["id"] for a in german["legal"]] == [a["id"] for a in french["legal"]]
    play = next(a for a in german["legal"] if a["kind"] == "play")
    card = play["id"].split(":")[1]
    with i18n.showing_deck("german"):
        assert play["label"] == f"{card_name(card, 'de')} spielen"
    text = _texts(german)
    assert "Dame" not in text and "Bube" not in text and "Karo" not in text and "Pik" not in text
    assert any(word in text for word in ("Ober", "Unter", "Daus"))
    assert _texts(four) == _texts(french)
    assert any(word in _texts(french) for word in ("Dame", "Bube", "Ass"))
    saves = [call(cmd="save", id=gid)["save"]]
    answer = call(cmd="act", id=gid, seat=mover, action=play["id"], lang="de", deck="german")
    assert answer["ok"], answer
    assert answer["save"]["actions"][-1] == [mover, play["id"]]  # the save records the id, never a name
    assert "deck" not in json.dumps(saves[0])


def test_a_marriage_announcement_and_the_exchange_name_the_german_cards() -> None:
    # forehand holds king and queen of diamonds and the jack of trumps (spades), the ace of spades turned up
    game = fixed_game("KD QD JS AC TC", "AH TH KH QH JH", "AS", exchange_first_lead=True, marriage_first_lead=True)
    with i18n.showing_deck("german"):
        labels = {a["id"]: a["label"] for a in game.view(0, "en")["legal"]}
        assert labels["exchange"] == "Exchange the Unter of trumps for the Daus of leaves"
        assert labels["marry:D"] == "Declare the marriage in bells (20)"
        game.apply(0, "marry:D")
        view = game.view(0, "de")
        assert view["prompt"] == "Spiel König oder Ober in Schellen aus."
        assert view["log"][-1]["text"].startswith("Spieler 1 meldet das Paar in Schellen: 20 Augen")
        assert game.explain(0, "play:AC", "nl") == "Je hebt het paar in bellen gemeld: speel de koning of de Ober ervan uit."
    with i18n.showing_deck("french"):
        assert game.view(0, "de")["prompt"] == "Spiel König oder Dame in Karo aus."


@pytest.mark.parametrize("value, ok", [("german", True), ("four", True), ("french", True), ("German", False),
                                       ("", False), ("bavarian", False)])
def test_embed_deck_parameter_is_checked(value: str, ok: bool) -> None:
    answer = call(cmd="embed_config", params={"game": "schnapsen", "deck": value})
    assert answer["ok"] is ok, answer
    if ok:
        assert answer["config"]["deck"] == value
    else:
        assert answer["error"]["code"] == "malformed_input" and "deck" in answer["error"]["message"]


def test_embed_without_deck_leaves_the_deck_to_the_reader() -> None:
    assert "deck" not in call(cmd="embed_config", params={"game": "schnapsen"})["config"]


@pytest.mark.parametrize("value", ["tarot", 3, None, ["german"]])
def test_a_bad_deck_in_a_request_is_refused_and_changes_nothing(value: Any) -> None:
    gid = call(cmd="new_game", game="schnapsen", seats=["human", "human"], seed=2)["id"]
    before = call(cmd="save", id=gid)["save"]
    mover = call(cmd="view", id=gid, seat=0)["view"]["to_move"]
    action = call(cmd="view", id=gid, seat=mover)["view"]["legal"][-1]["id"]
    assert call(cmd="explain", id=gid, seat=mover, action=action)["legal"]
    answer = call(cmd="act", id=gid, seat=mover, action=action, deck=value)
    assert not answer["ok"] and answer["error"]["code"] == "malformed_input"
    assert call(cmd="save", id=gid)["save"] == before


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_shells_german_card_names_are_the_engines(lang: str) -> None:
    """web/cards.js names a card of the double-German deck from the shell's words (card.german.*, with a capital
    first letter); the engine's texts name it the same way: "Ober of hearts" on the card and in the log."""
    from pygame_core.core.ui_text import catalog
    words = catalog(lang)
    with i18n.showing_deck("german"):
        for card in ("AH", "TD", "KC", "QS", "JH"):
            rank, suit = card
            shell = words["card.german.name"].format(rank=words[f"card.german.rank.{rank}"],
                                                     suit=words[f"card.german.suit.{suit}"])
            engine = card_name(card, lang)
            assert shell[0].upper() + shell[1:] == engine[0].upper() + engine[1:]
            assert words[f"card.german.suit.{suit}"] == suit_name(suit, lang)


@pytest.mark.parametrize("lang, french, german", [("en", "jack of hearts", "Unter of hearts"),
                                                  ("de", "Herz-Bube", "Herz-Unter"),
                                                  ("nl", "hartenboer", "Harten-Unter")])
def test_the_rules_examples_captions_name_the_cards_of_the_requests_deck(lang: str, french: str, german: str) -> None:
    """The scripted rules examples' captions follow the deck too (issue 22, item 1), in every example and position."""
    for example in ("closing", "closing_failed"):
        opened = call(cmd="replay_open", game="schnapsen", example=example, lang=lang, deck="german")
        rid = opened["rid"]
        captions = [call(cmd="replay_step", rid=rid, step=k, lang=lang, deck=deck)["caption"]
                    for deck in ("german", "french") for k in range(opened["replay"]["count"])]
        half = len(captions) // 2
        assert german in captions[0] and french not in " ".join(captions[:half]), captions[0]
        assert french in captions[half] and german not in " ".join(captions[half:]), captions[half]
        for word in {"en": ("queen", "ace", "spade"), "de": ("Dame", "Ass", "Pik"),
                     "nl": ("vrouw", "aas", "schoppen")}[lang]:
            assert not re.search(rf"\b{word}", " ".join(captions[:half])), (word, captions[:half])
        call(cmd="replay_close", rid=rid)
