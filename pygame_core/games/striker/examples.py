"""Scripted rules examples for Striker (see :class:`pygame_core.core.replay.Script`).

``takeover``: "Angriffe des Gegners übernehmen" (``sources/striker.de.txt``, S3): an opponent's attack is taken over
with the same number ("7 auf 7") or the next higher one ("9 auf 8"). Player 1 builds 5-6-7, Player 2 takes the
attack over with 7 on 7 and builds it to 9; Player 1 takes it back with a 10 on the 9, which is a shot
(readings.md §4.4 ST9, option ``takeover_shot``, on by default). Player 2's goalkeeper is for the other corner, so
Player 2 calls the VAR, which shows TOR (the VAR pair is fixed by the deal).

Each draw pile is given top card first: the 6 cards dealt to the hand, then the rest in the deck table's order.
"""

from __future__ import annotations

from typing import Any

from ...core import i18n
from ...core.replay import Script
from . import cards as C

GAME_NAME = "striker"


def fixed_deal(hands: list[list[str]], var: list[list[str]], first: int = 0) -> dict[str, Any]:
    """Each seat is dealt ``hands[seat]`` (6 cards); ``var[seat]`` is its VAR pair, the first one turned when used."""
    return {"decks": [C.draw_pile_starting_with(hand) for hand in hands], "var": [list(pair) for pair in var], "first": first}


TAKEOVER_ACTIONS: tuple[tuple[int, str], ...] = (
    (0, "start:5"),
    (0, "play:6@1"),
    (0, "play:7@1"),
    (0, "end_turn"),
    (1, "play:7@1"),     # take-over: the same number
    (1, "play:8@1"),
    (1, "play:9@1"),
    (1, "end_turn"),
    (0, "play:10L@1"),   # take-over with the next higher number: a 10, so a shot (ST9)
    (1, "var"),          # the goalkeeper is for the right corner: VAR, which shows TOR
)

TAKEOVER = Script.declare(
    GAME_NAME, "takeover", TAKEOVER_ACTIONS, seat=0,
    options={"players": 2, "takeover_shot": True}, seed=1,
    deal=fixed_deal([["5", "6", "7", "10L", "KR", "1"], ["7", "8", "9", "KR", "3", "2"]],
                    var=[[C.VAR_GOAL, C.VAR_NO_GOAL], [C.VAR_GOAL, C.VAR_NO_GOAL]]))

EXAMPLES: dict[str, Script] = {"takeover": TAKEOVER}


# -- texts ---------------------------------------------------------------------------------------------

_P = f"{GAME_NAME}.example.takeover."

i18n.register("en", {
    _P + "title": "Taking over an attack",
    _P + "0": "Two players, each with their own deck; Player 1 starts. Player 1 holds 5, 6, 7, a Striker card 10 "
              "aimed left, a goalkeeper for the right corner and a 1. Player 2 holds 7, 8, 9, a goalkeeper for the "
              "right corner, 3 and 2.",
    _P + "1": "Player 1 starts attack 1 with the red 5: any red number (1-5) may start an attack.",
    _P + "2": "Player 1 advances the attack with the next higher number, 6, and moves from defence (red) into "
              "midfield (yellow).",
    _P + "3": "Player 1 lays the 7 on top.",
    _P + "4": "Player 1 ends the turn (the 1 could still start another attack) and draws back up to 6 cards.",
    _P + "5": "Take-over: Player 2 lays a 7 on Player 1's 7. An opponent's attack is taken over with the same "
              "number (7 on 7) or the next higher one (8 on 7). Attack 1 now belongs to Player 2.",
    _P + "6": "The attack is Player 2's own now, so it only advances with the next higher number: 8 on 7.",
    _P + "7": "Player 2 lays the 9, the last yellow number before a shot, but holds no 10 to shoot with.",
    _P + "8": "Player 2 ends the turn and draws. The attack with the 9 on top stays on the table, open to a "
              "take-over.",
    _P + "9": "Player 1 takes the attack back with the 10 on Player 2's 9: a take-over with the next higher number, "
              "and a 10 is a shot (our reading of the rules; the option \"a 10 may take over an opponent's 9 as a "
              "shot\" can switch it off). Player 1 shoots into the left corner, which ends Player 1's turn.",
    _P + "10": "Player 2's goalkeeper dives right and cannot save a shot into the left corner, so Player 2 calls "
               "the VAR (once per game, 50/50): it shows GOAL. The goal counts for Player 1, and the attack leaves "
               "the game.",
})

i18n.register("de", {
    _P + "title": "Einen Angriff übernehmen",
    _P + "0": "Zwei Spieler, jeder mit seinem eigenen Stapel; Spieler 1 beginnt. Spieler 1 hält 5, 6, 7, eine "
              "Striker-Karte 10 nach links, einen Torwart für die rechte Ecke und eine 1. Spieler 2 hält 7, 8, 9, "
              "einen Torwart für die rechte Ecke, 3 und 2.",
    _P + "1": "Spieler 1 startet Angriff 1 mit der roten 5: jede rote Zahl (1-5) darf einen Angriff starten.",
    _P + "2": "Spieler 1 bringt den Angriff mit der nächsthöheren Zahl voran, der 6, und kommt so von der "
              "Verteidigung (rot) ins Mittelfeld (gelb).",
    _P + "3": "Spieler 1 legt die 7 darauf.",
    _P + "4": "Spieler 1 beendet den Zug (die 1 könnte noch einen weiteren Angriff starten) und zieht auf 6 Karten "
              "nach.",
    _P + "5": "Übernahme: Spieler 2 legt eine 7 auf die 7 von Spieler 1. Einen Angriff des Gegners übernimmt man "
              "mit derselben Zahl (7 auf 7) oder mit der nächsthöheren (8 auf 7). Angriff 1 gehört jetzt "
              "Spieler 2.",
    _P + "6": "Jetzt ist es der eigene Angriff von Spieler 2, also geht es nur mit der nächsthöheren Zahl weiter: "
              "8 auf 7.",
    _P + "7": "Spieler 2 legt die 9, die letzte gelbe Zahl vor dem Torschuss, hat aber keine 10 zum Schießen.",
    _P + "8": "Spieler 2 beendet den Zug und zieht nach. Der Angriff mit der 9 oben bleibt liegen und kann "
              "übernommen werden.",
    _P + "9": "Spieler 1 holt sich den Angriff mit der 10 auf die 9 von Spieler 2 zurück: eine Übernahme mit der "
              "nächsthöheren Zahl, und eine 10 ist ein Torschuss (unsere Lesart der Regel; die Option „eine 10 darf "
              "eine gegnerische 9 als Schuss übernehmen“ schaltet sie ab). Spieler 1 schießt in die linke Ecke; der "
              "Schuss beendet den Zug von Spieler 1.",
    _P + "10": "Der Torwart von Spieler 2 springt nach rechts und kann einen Schuss in die linke Ecke nicht halten, "
               "also setzt Spieler 2 den VAR ein (einmal pro Spiel, 50/50): TOR. Das Tor zählt für Spieler 1, und "
               "der Angriff kommt aus dem Spiel.",
})

i18n.register("nl", {
    _P + "title": "Een aanval overnemen",
    _P + "0": "Twee spelers, elk met een eigen stapel; Speler 1 begint. Speler 1 heeft 5, 6, 7, een Striker-kaart "
              "10 naar links, een keeper voor de rechterhoek en een 1. Speler 2 heeft 7, 8, 9, een keeper voor de "
              "rechterhoek, 3 en 2.",
    _P + "1": "Speler 1 begint aanval 1 met de rode 5: elk rood getal (1-5) mag een aanval beginnen.",
    _P + "2": "Speler 1 brengt de aanval verder met het volgende hogere getal, de 6, en gaat zo van de verdediging "
              "(rood) naar het middenveld (geel).",
    _P + "3": "Speler 1 legt de 7 erop.",
    _P + "4": "Speler 1 beëindigt de beurt (met de 1 kon nog een nieuwe aanval beginnen) en vult aan tot 6 "
              "kaarten.",
    _P + "5": "Overname: Speler 2 legt een 7 op de 7 van Speler 1. Een aanval van de tegenstander neem je over met "
              "hetzelfde getal (7 op 7) of met het volgende hogere (8 op 7). Aanval 1 is nu van Speler 2.",
    _P + "6": "Het is nu de eigen aanval van Speler 2, dus gaat die alleen verder met het volgende hogere getal: "
              "8 op 7.",
    _P + "7": "Speler 2 legt de 9, het laatste gele getal voor een schot, maar heeft geen 10 om mee te schieten.",
    _P + "8": "Speler 2 beëindigt de beurt en trekt. De aanval met de 9 bovenop blijft liggen en kan overgenomen "
              "worden.",
    _P + "9": "Speler 1 neemt de aanval terug met de 10 op de 9 van Speler 2: een overname met het volgende hogere "
              "getal, en een 10 is een schot (onze lezing van de regels; de optie \"een 10 mag een 9 van de "
              "tegenstander als schot overnemen\" zet die uit). Speler 1 schiet in de linkerhoek; het schot "
              "beëindigt de beurt van Speler 1.",
    _P + "10": "De keeper van Speler 2 duikt naar rechts en kan een schot in de linkerhoek niet houden, dus "
               "schakelt Speler 2 de VAR in (één keer per spel, 50/50): goal. Het doelpunt telt voor Speler 1, en "
               "de aanval gaat uit het spel.",
})

__all__ = ["EXAMPLES", "TAKEOVER", "fixed_deal"]
