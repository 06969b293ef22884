"""Scripted rules examples for Striker (see :class:`pygame_core.core.replay.Script`).

``takeover``: "Angriffe des Gegners übernehmen" (``sources/striker.de.txt``, S3): an opponent's attack is taken over
with the same number ("7 auf 7") or the next higher one ("9 auf 8"). Player 1 builds 5-6-7 (then no card can be
played, so the turn ends: S3, readings.md §4.4 ST1), Player 2 takes the attack over with 7 on 7 and builds it to 9;
Player 1 takes it back with a 10 on the 9, which is a shot (readings.md §4.4 ST9, option ``takeover_shot``, on by
default). Player 2's goalkeepers are for the other corner, so Player 2 calls the VAR, which shows TOR (the VAR pair
is fixed by the deal).

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
    return {"decks": [C.draw_pile_starting_with(hand) for hand in hands], "var": [list(pair) for pair in var],
            "first": first}


TAKEOVER_ACTIONS: tuple[tuple[int, str], ...] = (
    (0, "start:5"),
    (0, "play:6@1"),
    (0, "play:7@1"),     # then no card can be played: the turn ends by itself (S3, ST1)
    (1, "play:7@1"),     # take-over: the same number
    (1, "play:8@1"),
    (1, "play:9@1"),     # then only goalkeepers and a pass card with nothing to follow it: the turn ends
    (0, "play:10L@1"),   # take-over with the next higher number: a 10, so a shot (ST9)
    (1, "var"),          # the goalkeepers are for the right corner: VAR, which shows TOR
)

TAKEOVER = Script.declare(
    GAME_NAME, "takeover", TAKEOVER_ACTIONS, seat=0,
    options={"players": 2, "takeover_shot": True, "must_play_while_able": True}, seed=1,
    deal=fixed_deal([["5", "6", "7", "10L", "KR", "KR"], ["7", "8", "9", "KR", "KR", "P"]],
                    var=[[C.VAR_GOAL, C.VAR_NO_GOAL], [C.VAR_GOAL, C.VAR_NO_GOAL]]))

EXAMPLES: dict[str, Script] = {"takeover": TAKEOVER}


# -- texts ---------------------------------------------------------------------------------------------

_P = f"{GAME_NAME}.example.takeover."

i18n.register("en", {
    _P + "title": "Taking over an attack",
    _P + "0": "Two players, each with their own deck; Player 1 starts. Player 1 holds 5, 6, 7, a Striker card 10 "
              "aimed left and two goalkeepers for the right corner. Player 2 holds 7, 8, 9, two goalkeepers for the "
              "right corner and a pass card.",
    _P + "1": "Player 1 starts attack #1 with the red 5: any red number (1-5) may start an attack.",
    _P + "2": "Player 1 advances the attack with the next higher number, 6, and moves from defence (red) into "
              "midfield (yellow).",
    _P + "3": "Player 1 lays the 7 on top. Now no card can be played: the 10 does not go on one's own 7, and "
              "goalkeepers are only played against shots. So Player 1's turn ends by itself, and Player 1 draws "
              "back up to 6 cards.",
    _P + "4": "Take-over: Player 2 lays a 7 on Player 1's 7. An opponent's attack is taken over with the same "
              "number (7 on 7) or the next higher one (8 on 7). Attack #1 now belongs to Player 2.",
    _P + "5": "The attack is Player 2's own now, so it only advances with the next higher number: 8 on 7.",
    _P + "6": "Player 2 lays the 9, the last yellow number before a shot. Without a 10 or 11 to follow it, the pass "
              "card cannot be played, so Player 2's turn ends and Player 2 draws. The attack with the 9 on top "
              "stays on the table, open to a take-over.",
    _P + "7": "Player 1 takes the attack back with the 10 on Player 2's 9: a take-over with the next higher number, "
              "and a 10 is a shot (our reading of the rules; the option \"a 10 may take over an opponent's 9 as a "
              "shot\" can switch it off). Player 1 shoots into the left corner, which ends Player 1's turn.",
    _P + "8": "Player 2's goalkeepers dive right and cannot save a shot into the left corner, so Player 2 calls the "
              "VAR (once per game, 50/50): it shows GOAL. The goal counts for Player 1, and the attack leaves the "
              "game.",
})

i18n.register("de", {
    _P + "title": "Einen Angriff übernehmen",
    _P + "0": "Zwei Spieler, jeder mit seinem eigenen Stapel; Spieler 1 beginnt. Spieler 1 hält 5, 6, 7, eine "
              "Striker-Karte 10 nach links und zwei Torwarte für die rechte Ecke. Spieler 2 hält 7, 8, 9, zwei "
              "Torwarte für die rechte Ecke und eine Pass-Karte.",
    _P + "1": "Spieler 1 startet Angriff #1 mit der roten 5: jede rote Zahl (1-5) darf einen Angriff starten.",
    _P + "2": "Spieler 1 bringt den Angriff mit der nächsthöheren Zahl voran, der 6, und kommt so von der "
              "Verteidigung (rot) ins Mittelfeld (gelb).",
    _P + "3": "Spieler 1 legt die 7 darauf. Jetzt kann Spieler 1 keine Karte mehr ausspielen: die 10 passt nicht "
              "auf die eigene 7, und Torwarte werden nur gegen Torschüsse gespielt. Also endet der Zug von "
              "Spieler 1 von selbst, und Spieler 1 zieht auf 6 Karten nach.",
    _P + "4": "Übernahme: Spieler 2 legt eine 7 auf die 7 von Spieler 1. Einen Angriff des Gegners übernimmt man "
              "mit derselben Zahl (7 auf 7) oder mit der nächsthöheren (8 auf 7). Angriff #1 gehört jetzt "
              "Spieler 2.",
    _P + "5": "Jetzt ist es der eigene Angriff von Spieler 2, also geht es nur mit der nächsthöheren Zahl weiter: "
              "8 auf 7.",
    _P + "6": "Spieler 2 legt die 9, die letzte gelbe Zahl vor dem Torschuss. Ohne 10 oder 11 danach kann die "
              "Pass-Karte nicht gespielt werden, also endet der Zug von Spieler 2, und Spieler 2 zieht nach. Der "
              "Angriff mit der 9 oben bleibt liegen und kann übernommen werden.",
    _P + "7": "Spieler 1 holt sich den Angriff mit der 10 auf die 9 von Spieler 2 zurück: eine Übernahme mit der "
              "nächsthöheren Zahl, und eine 10 ist ein Torschuss (unsere Lesart der Regel; die Option „eine 10 darf "
              "eine gegnerische 9 als Schuss übernehmen“ schaltet sie ab). Spieler 1 schießt in die linke Ecke; der "
              "Schuss beendet den Zug von Spieler 1.",
    _P + "8": "Die Torwarte von Spieler 2 springen nach rechts und können einen Schuss in die linke Ecke nicht "
              "halten, also setzt Spieler 2 den VAR ein (einmal pro Spiel, 50/50): TOR. Das Tor zählt für "
              "Spieler 1, und der Angriff kommt aus dem Spiel.",
})

i18n.register("nl", {
    _P + "title": "Een aanval overnemen",
    _P + "0": "Twee spelers, elk met een eigen stapel; Speler 1 begint. Speler 1 heeft 5, 6, 7, een Striker-kaart "
              "10 naar links en twee keepers voor de rechterhoek. Speler 2 heeft 7, 8, 9, twee keepers voor de "
              "rechterhoek en een passkaart.",
    _P + "1": "Speler 1 begint aanval #1 met de rode 5: elk rood getal (1-5) mag een aanval beginnen.",
    _P + "2": "Speler 1 brengt de aanval verder met het volgende hogere getal, de 6, en gaat zo van de verdediging "
              "(rood) naar het middenveld (geel).",
    _P + "3": "Speler 1 legt de 7 erop. Nu kan Speler 1 geen kaart meer spelen: de 10 past niet op de eigen 7, en "
              "keepers speel je alleen tegen een schot. Dus eindigt de beurt van Speler 1 vanzelf, en Speler 1 "
              "vult aan tot 6 kaarten.",
    _P + "4": "Overname: Speler 2 legt een 7 op de 7 van Speler 1. Een aanval van de tegenstander neem je over met "
              "hetzelfde getal (7 op 7) of met het volgende hogere (8 op 7). Aanval #1 is nu van Speler 2.",
    _P + "5": "Het is nu de eigen aanval van Speler 2, dus gaat die alleen verder met het volgende hogere getal: "
              "8 op 7.",
    _P + "6": "Speler 2 legt de 9, het laatste gele getal voor een schot. Zonder 10 of 11 erachter kan de passkaart "
              "niet gespeeld worden, dus eindigt de beurt van Speler 2 en trekt Speler 2. De aanval met de 9 bovenop "
              "blijft liggen en kan overgenomen worden.",
    _P + "7": "Speler 1 neemt de aanval terug met de 10 op de 9 van Speler 2: een overname met het volgende hogere "
              "getal, en een 10 is een schot (onze lezing van de regels; de optie \"een 10 mag een 9 van de "
              "tegenstander als schot overnemen\" zet die uit). Speler 1 schiet in de linkerhoek; het schot "
              "beëindigt de beurt van Speler 1.",
    _P + "8": "De keepers van Speler 2 duiken naar rechts en kunnen een schot in de linkerhoek niet houden, dus "
              "schakelt Speler 2 de VAR in (één keer per spel, 50/50): goal. Het doelpunt telt voor Speler 1, en de "
              "aanval gaat uit het spel.",
})

__all__ = ["EXAMPLES", "TAKEOVER", "fixed_deal"]
