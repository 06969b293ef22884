"""The rules summary for the help panel: ``rules_help(lang)`` -> ``{title, sections: [{heading, text}]}`` (from S3, readings.md §4)."""

from __future__ import annotations

from typing import Any

from ...core import i18n
from .messages import title

_HELP: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("Goal", "Score the most goals. Each player attacks with their own 52-card deck. The game ends when a "
                 "draw pile is empty; every other player then has one last turn. A tie is a draw."),
        ("Setup", "Everyone takes 6 cards. Your two VAR cards lie face down beside you, shuffled so that you do "
                  "not know which is which. The youngest player (or a chosen player) starts."),
        ("Zones", "Red 1-5 is defence, yellow 6-9 midfield, green 10-11 the shot (Striker cards)."),
        ("Attacks", "Start an attack with any red card. At most 5 attacks lie on the table, all players together. "
                    "Advance your attack with the next higher number (3 on 2, 6 on 5)."),
        ("Take-over", "Take over an opponent's attack with the same number (7 on 7) or the next higher one "
                      "(6 on 5, 9 on 8; a 10 on a 9 is a shot)."),
        ("Pass card", "On your own attack: from red to yellow (then any yellow card at once) or from yellow to "
                      "green (then a 10 or 11 at once). The 11 can only be reached with a pass; never put an 11 "
                      "on a 10."),
        ("Grätsche", "On any yellow card of an opponent, followed at once by a yellow card: the attack is yours."),
        ("Shots", "A 10 or 11 is a shot and ends your turn. The opponent (with 3-4 players: the one you aim at) "
                  "saves with a goalkeeper diving into the shot's corner, or calls the VAR (50/50, once per "
                  "game), or the goal counts. The shot's attack then leaves the table."),
        ("Cards", "In your own turn: the red card removes a whole opponent attack, the yellow card its top card. "
                  "You may play several special cards in one turn."),
        ("End of turn", "You keep playing while you can play a card: your turn ends when you cannot play any more "
                        "card, or with a shot. (The rules name no other way to end a turn; an option lets players "
                        "end their turn whenever they like.)"),
        ("Drawing", "After your turn draw up to 6 cards, and always at least 1."),
    ],
    "de": [
        ("Ziel", "Erziele die meisten Tore. Jeder spielt mit seinem eigenen Stapel aus 52 Karten. Das Spiel endet, "
                 "sobald ein Nachziehstapel leer ist; alle anderen haben dann noch einen letzten Zug. Bei "
                 "Gleichstand endet es unentschieden."),
        ("Aufbau", "Jeder nimmt 6 Karten. Deine zwei VAR-Karten liegen verdeckt neben dir, so gemischt, dass du "
                   "nicht weißt, welche welche ist. Der jüngste (oder ein gewählter) Spieler beginnt."),
        ("Zonen", "Rot 1-5 ist die Verteidigung, Gelb 6-9 das Mittelfeld, Grün 10-11 der Torabschluss "
                  "(Striker-Karten)."),
        ("Angriffe", "Starte einen Angriff mit einer beliebigen roten Karte. Höchstens 5 Angriffe liegen auf dem "
                     "Tisch, alle Spieler zusammen. Bring deinen Angriff mit der nächsthöheren Zahl voran "
                     "(3 auf 2, 6 auf 5)."),
        ("Übernehmen", "Übernimm einen Angriff des Gegners mit derselben Zahl (7 auf 7) oder der nächsthöheren "
                       "(6 auf 5, 9 auf 8; eine 10 auf eine 9 ist ein Schuss)."),
        ("Pass-Karte", "Auf deinen eigenen Angriff: von Rot nach Gelb (dann sofort eine gelbe Karte) oder von Gelb "
                       "nach Grün (dann sofort eine 10 oder 11). Die 11 erreichst du nur mit einem Pass; lege "
                       "niemals eine 11 auf eine 10."),
        ("Grätsche", "Auf jede gelbe Karte eines Gegners, sofort gefolgt von einer gelben Karte: der Angriff "
                     "gehört dir."),
        ("Torschüsse", "Eine 10 oder 11 ist ein Schuss und beendet deinen Zug. Der Gegner (bei 3-4 Spielern der, "
                       "auf dessen Tor du schießt) hält mit einem Torwart in der Ecke des Schusses oder setzt den "
                       "VAR ein (50/50, einmal pro Spiel), sonst zählt das Tor. Der Angriff verlässt danach den "
                       "Tisch."),
        ("Karten", "In deinem eigenen Zug: die Rote Karte entfernt einen ganzen Angriff des Gegners, die Gelbe "
                   "Karte seine oberste Karte. Du darfst mehrere Spezialkarten in einem Zug spielen."),
        ("Zugende", "Du spielst weiter, solange du eine Karte ausspielen kannst: dein Zug endet, wenn du keine "
                    "Karte mehr ausspielen kannst, oder mit einem Torschuss. (Die Regel nennt keinen anderen Weg, "
                    "einen Zug zu beenden; mit einer Option darf man den Zug jederzeit beenden.)"),
        ("Nachziehen", "Nach deinem Zug ziehst du auf 6 Karten nach, mindestens aber 1 Karte."),
    ],
    "nl": [
        ("Doel", "Maak de meeste doelpunten. Iedereen speelt met een eigen stapel van 52 kaarten. Het spel eindigt "
                 "zodra een trekstapel leeg is; iedere andere speler krijgt dan nog één laatste beurt. Bij "
                 "gelijke stand is het gelijkspel."),
        ("Opzet", "Iedereen neemt 6 kaarten. Je twee VAR-kaarten liggen gesloten naast je, zo geschud dat je niet "
                  "weet welke welke is. De jongste (of een gekozen) speler begint."),
        ("Zones", "Rood 1-5 is de verdediging, geel 6-9 het middenveld, groen 10-11 het schot (Striker-kaarten)."),
        ("Aanvallen", "Begin een aanval met een willekeurige rode kaart. Er liggen hoogstens 5 aanvallen op tafel, "
                      "alle spelers samen. Breng je aanval verder met het volgende hogere getal (3 op 2, 6 op 5)."),
        ("Overnemen", "Neem een aanval van een tegenstander over met hetzelfde getal (7 op 7) of het volgende "
                      "hogere (6 op 5, 9 op 8; een 10 op een 9 is een schot)."),
        ("Passkaart", "Op je eigen aanval: van rood naar geel (dan meteen een gele kaart) of van geel naar groen "
                      "(dan meteen een 10 of 11). De 11 bereik je alleen met een pass; leg nooit een 11 op een 10."),
        ("Grätsche", "Op elke gele kaart van een tegenstander, meteen gevolgd door een gele kaart: de aanval is "
                     "van jou."),
        ("Schoten", "Een 10 of 11 is een schot en beëindigt je beurt. De tegenstander (met 3-4 spelers: op wie je "
                    "schiet) redt met een keeper die naar de hoek van het schot duikt, of schakelt de VAR in "
                    "(50/50, één keer per spel); anders telt het doelpunt. De aanval gaat daarna van tafel."),
        ("Kaarten", "In je eigen beurt: de rode kaart haalt een hele aanval van een tegenstander weg, de gele "
                    "kaart de bovenste kaart. Je mag meerdere speciale kaarten in één beurt spelen."),
        ("Einde van de beurt", "Je blijft spelen zolang je een kaart kunt spelen: je beurt eindigt als je geen "
                               "kaart meer kunt spelen, of met een schot. (De regels noemen geen andere manier om "
                               "een beurt te beëindigen; met een optie mag je je beurt beëindigen wanneer je wilt.)"),
        ("Trekken", "Na je beurt trek je aan tot 6 kaarten, en altijd minstens 1."),
    ],
}


def rules_help(lang: str = "en") -> dict[str, Any]:
    """A short rules summary in ``lang`` (English if the language is unknown): ``{title, sections: [{heading, text}]}``."""
    return i18n.rules_summary(title(lang), list(_HELP.get(lang, _HELP["en"])))
