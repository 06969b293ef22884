"""Scripted rules examples for Strand-Cup (see :class:`pygame_core.core.replay.Script`).

``worked_example``: the example of the rulebook (``sources/strand-cup.txt``, "Receiving the ball"): Baggern,
Pritschen and Schmettern reach net score 5 + 3 + 2 = 10, the other team reaches the ball with a Baggern of
Annahme 11 and plays it back after two touches with net score 2 + 1 = 3. The rulebook starts "with the ball up in
the air"; the engine starts every rally with a serve, so a serve of net score 1 brings the ball to the attacking
team first, and the defenders decline the block the rulebook does not mention.

Seats: team A is Players 1 and 3 (seats 0 and 2), team B Players 2 and 4 (seats 1 and 3). The rulebook's player
A is Player 1, its B Player 3, its C Player 4 and its D Player 2.
"""

from __future__ import annotations

from typing import Any

from ...core import i18n
from ...core.replay import Script
from . import cards as C

GAME_NAME = "strandcup"


def fixed_deal(hands: list[list[str]], serving_team: int, dice: list[int]) -> dict[str, Any]:
    """A first deal with these hands; every other card lies on the drawing stack in deck order."""
    used = {card for hand in hands for card in hand}
    stock = [card for card in C.build_deck(1) if card not in used]
    return {"hands": [list(h) for h in hands], "stock": stock, "serving_team": serving_team, "dice": list(dice)}


# -- worked_example ----------------------------------------------------------------------------------

WORKED_HANDS = [
    ["B2", "P5", "S1", "B9", "P8", "R1", "B10"],   # Player 1 (rulebook A): Baggern 12/2/2/1 and a Schmettern
    ["B8", "P3", "B11", "P9", "R2", "B12", "P10"],  # Player 2 (rulebook D): serves; Pritschen 6/1/3/1
    ["P1", "B5", "P6", "B6", "P7", "R3", "B7"],    # Player 3 (rulebook B): Pritschen 7/1/3/1
    ["B4", "P2", "B1", "P4", "P11", "B3", "P12"],  # Player 4 (rulebook C): Baggern 11/2/2/1
]
#: The spike die: a 4 (only a 1 puts a Schmettern into the net).
WORKED_DICE = [4]
WORKED_ACTIONS: tuple[tuple[int, str], ...] = (
    (1, "serve:B8"),   # net score = Abschluss 1
    (0, "play:B2"),    # receive: Annahme 12 >= 1
    (2, "play:P1"),    # set
    (0, "over:S1"),    # spike: net score 5 + 3 + 2 = 10
    (3, "no_block"),
    (1, "no_block"),
    (3, "play:B4"),    # receive: Annahme 11 >= 10
    (1, "over:P3"),    # back over after two touches: net score 1 + 2 = 3
)

WORKED_EXAMPLE = Script.declare(
    GAME_NAME, "worked_example", WORKED_ACTIONS, seat=0, options={"players": 4}, seed=1,
    deal=fixed_deal(WORKED_HANDS, serving_team=1, dice=WORKED_DICE))

EXAMPLES: dict[str, Script] = {"worked_example": WORKED_EXAMPLE}


# -- texts ---------------------------------------------------------------------------------------------

_P = f"{GAME_NAME}.example.worked_example."

i18n.register("en", {
    _P + "title": "The rulebook's example: net score 10, and the reply",
    _P + "0": "The example from the rulebook, two against two: Players 1 and 3 (team A) against Players 2 and 4 "
              "(team B). The rulebook starts with the ball already in the air; here Player 2 serves first to bring "
              "the ball to team A.",
    _P + "1": "Player 2 serves with a Baggern card. A serve crosses the net with the Abschluss of its card: "
              "net score 1.",
    _P + "2": "Player 1 reaches the ball with a Baggern card: its Annahme 12 is at least the net score 1, which is "
              "what a receive needs. Player 1 passes to Player 3. This Baggern has Aufbau 2, Stellen 2, Abschluss 1.",
    _P + "3": "Player 3 sets the ball with Pritschen (Aufbau 1, Stellen 3, Abschluss 1). Nobody may touch the ball "
              "twice in a row, so it goes back to Player 1.",
    _P + "4": "Player 1 finishes with Schmettern (Abschluss 5) on the team's third and last touch and rolls a 4: "
              "only a 1 would have put the spike into the net. Net score = Abschluss 5 of the last card + "
              "Stellen 3 of the card before + Aufbau 2 of the first card = 10.",
    _P + "5": "A spiked ball may be blocked at the net. Player 4 holds no Block card and does not block.",
    _P + "6": "Player 2 does not block either, so team B must reach the ball: only an action card with Annahme 10 "
              "or more can take it.",
    _P + "7": "As in the rulebook, Player 4 reaches the ball with a Baggern card of Annahme 11 (Aufbau 2, "
              "Stellen 2, Abschluss 1): 11 beats the net score of 10. Player 4 passes to Player 2.",
    _P + "8": "Player 2 plays the ball straight back over the net with Pritschen (Abschluss 1) after only two "
              "touches: net score = Abschluss 1 + Stellen 2 of the Baggern before it = 3. Team A can reach that "
              "easily. And so on ...",
})

i18n.register("de", {
    _P + "title": "Das Beispiel aus der Spielregel: Netzwert 10 und die Antwort",
    _P + "0": "Das Beispiel aus der Spielregel, zwei gegen zwei: Spieler 1 und 3 (Team A) gegen Spieler 2 und 4 "
              "(Team B). In der Spielregel ist der Ball schon in der Luft; hier schlägt zuerst Spieler 2 auf, damit "
              "der Ball zu Team A kommt.",
    _P + "1": "Spieler 2 schlägt mit einer Baggern-Karte auf. Ein Aufschlag geht mit dem Abschluss seiner Karte "
              "über das Netz: Netzwert 1.",
    _P + "2": "Spieler 1 erreicht den Ball mit einer Baggern-Karte: ihre Annahme 12 ist mindestens so hoch wie der "
              "Netzwert 1, mehr braucht eine Annahme nicht. Spieler 1 gibt an Spieler 3 ab. Diese Baggern-Karte hat "
              "Aufbau 2, Stellen 2, Abschluss 1.",
    _P + "3": "Spieler 3 stellt den Ball mit Pritschen (Aufbau 1, Stellen 3, Abschluss 1). Niemand darf den Ball "
              "zweimal hintereinander spielen, also geht er zurück an Spieler 1.",
    _P + "4": "Spieler 1 schließt mit Schmettern (Abschluss 5) als dritte und letzte Berührung des Teams ab und "
              "würfelt eine 4: nur eine 1 hätte den Schmetterball ins Netz geschickt. Netzwert = Abschluss 5 der "
              "letzten Karte + Stellen 3 der Karte davor + Aufbau 2 der ersten Karte = 10.",
    _P + "5": "Einen Schmetterball darf man am Netz blocken. Spieler 4 hat keine Block-Karte und blockt nicht.",
    _P + "6": "Auch Spieler 2 blockt nicht, also muss Team B den Ball annehmen: nur eine Aktionskarte mit "
              "Annahme 10 oder mehr erreicht ihn.",
    _P + "7": "Wie in der Spielregel erreicht Spieler 4 den Ball mit einer Baggern-Karte mit Annahme 11 (Aufbau 2, "
              "Stellen 2, Abschluss 1): 11 schlägt den Netzwert 10. Spieler 4 gibt an Spieler 2 ab.",
    _P + "8": "Spieler 2 spielt den Ball schon nach zwei Berührungen mit Pritschen (Abschluss 1) direkt zurück über "
              "das Netz: Netzwert = Abschluss 1 + Stellen 2 der Baggern-Karte davor = 3. Den erreicht Team A leicht. "
              "Und so weiter ...",
})

i18n.register("nl", {
    _P + "title": "Het voorbeeld uit de spelregels: netwaarde 10 en het antwoord",
    _P + "0": "Het voorbeeld uit de spelregels, twee tegen twee: Speler 1 en Speler 3 (team A) tegen Speler 2 en "
              "Speler 4 (team B). In de spelregels is de bal al in de lucht; hier serveert eerst Speler 2, zodat de "
              "bal bij team A komt.",
    _P + "1": "Speler 2 serveert met een Baggern-kaart. Een opslag gaat met de Abschluss van zijn kaart over het "
              "net: netwaarde 1.",
    _P + "2": "Speler 1 haalt de bal met een Baggern-kaart: haar Annahme 12 is minstens de netwaarde 1, en meer is "
              "voor een aanname niet nodig. Speler 1 speelt af naar Speler 3. Deze Baggern-kaart heeft Aufbau 2, "
              "Stellen 2, Abschluss 1.",
    _P + "3": "Speler 3 zet de bal op met Pritschen (Aufbau 1, Stellen 3, Abschluss 1). Niemand mag de bal twee "
              "keer achter elkaar spelen, dus gaat hij terug naar Speler 1.",
    _P + "4": "Speler 1 rondt af met Schmettern (Abschluss 5) als derde en laatste aanraking van het team en gooit "
              "een 4: alleen een 1 had de smash in het net gestuurd. Netwaarde = Abschluss 5 van de laatste kaart + "
              "Stellen 3 van de kaart ervoor + Aufbau 2 van de eerste kaart = 10.",
    _P + "5": "Een smash mag aan het net geblokt worden. Speler 4 heeft geen Block-kaart en blokt niet.",
    _P + "6": "Ook Speler 2 blokt niet, dus moet team B de bal aannemen: alleen een actiekaart met Annahme 10 of "
              "meer haalt hem.",
    _P + "7": "Net als in de spelregels haalt Speler 4 de bal met een Baggern-kaart met Annahme 11 (Aufbau 2, "
              "Stellen 2, Abschluss 1): 11 is genoeg tegen netwaarde 10. Speler 4 speelt af naar Speler 2.",
    _P + "8": "Speler 2 speelt de bal al na twee aanrakingen met Pritschen (Abschluss 1) direct terug over het net: "
              "netwaarde = Abschluss 1 + Stellen 2 van de Baggern-kaart ervoor = 3. Die haalt team A makkelijk. "
              "Enzovoort ...",
})

__all__ = ["EXAMPLES", "WORKED_EXAMPLE", "fixed_deal"]
