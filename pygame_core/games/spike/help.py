"""The rules summary for the help panel, in English, German and Dutch.

``rules_help(lang)`` returns ``{"title": str, "sections": [{"heading": str, "text": str}]}`` (the same shape as
the other games): the rules as this engine plays them with the default options (readings.md §2), and what the
option ``power_cards="per_set"`` changes (decided here where the sources are open: issue 11).
"""

from __future__ import annotations

from typing import Any

from ...core import i18n

_HELP: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "en": ("Spike", [
        ("The idea", "Beach volleyball as a card game for 2 players. Every rally runs serve, receive, set, "
                     "attack, defense, set, attack... until an attack is not defended."),
        ("Cards", "Each player has 6 POWER cards: ATTACK 8, 7, 6 and DEFENSE 10, 5, BLOCK. Three face-down "
                  "piles: ATTACK (1-7 and CUT), DEFENSE (1-9 and BLOCK) and SET (-2 to +3 and SET FAIL). "
                  "A played POWER card leaves the game."),
        ("Before every rally", "Draw up to 10 cards. You choose how many ATTACK and DEFENSE cards; your "
                               "opponent does not see your choice until both have chosen."),
        ("Serve and receive", "The server plays an ATTACK card face down (no CUT); the receiver a DEFENSE "
                              "card face down (no BLOCK). Both are revealed: the serve is received if the "
                              "defense is at least as high as the attack."),
        ("Set and attack", "Whoever defended draws a SET card face up and plays an ATTACK card face down: "
                           "strength = SET + ATTACK. The opponent plays a DEFENSE card face down and both are "
                           "revealed. Defense at least as high as the strength defends, and the rally goes on."),
        ("CUT", "A CUT can only be defended by DEFENSE 1-5, not by 6-10 or a BLOCK. The set does not matter."),
        ("BLOCK", "A BLOCK stops every attack except a CUT and scores a point at once. It cannot answer a serve."),
        ("SET FAIL", "The set goes over the net: the opponent attacks with set 0 and you must defend."),
        ("No energy left", "A player who must attack or defend and has no card of that type loses the rally."),
        ("Scoring", "The point winner serves next. 3 points win a set, 2 sets the match; the next set starts "
                    "with the loser of the previous one serving. Empty piles are reshuffled from their "
                    "played cards."),
        ("Option: POWER cards every set", "Every rally is played with 10 cards in hand, the first of a set "
                                          "too. So a new set starts like the match: both players shuffle their "
                                          "ATTACK and DEFENSE cards back into the piles, take their 6 POWER "
                                          "cards again and draw 4 cards of their choice."),
    ]),
    "de": ("Spike", [
        ("Die Idee", "Beachvolleyball als Kartenspiel für 2 Personen. Jeder Ballwechsel läuft Aufschlag, "
                     "Annahme, Zuspiel, Angriff, Abwehr, Zuspiel, Angriff... bis ein Angriff nicht abgewehrt wird."),
        ("Karten", "Jeder hat 6 POWER-Karten: ANGRIFF 8, 7, 6 und ABWEHR 10, 5, BLOCK. Drei verdeckte Stapel: "
                   "ANGRIFF (1-7 und CUT), ABWEHR (1-9 und BLOCK) und ZUSPIEL (-2 bis +3 und SET FAIL). "
                   "Eine gespielte POWER-Karte scheidet aus dem Spiel aus."),
        ("Vor jedem Ballwechsel", "Auf 10 Karten auffüllen. Du wählst, wie viele ANGRIFF- und ABWEHR-Karten; "
                                  "dein Gegner sieht deine Wahl erst, wenn beide gewählt haben."),
        ("Aufschlag und Annahme", "Wer aufschlägt, spielt eine ANGRIFF-Karte verdeckt (kein CUT); wer annimmt, "
                                  "eine ABWEHR-Karte verdeckt (kein BLOCK). Beide werden aufgedeckt: die Annahme "
                                  "gelingt, wenn die Abwehr mindestens so hoch ist wie der Angriff."),
        ("Zuspiel und Angriff", "Wer abgewehrt hat, zieht eine ZUSPIEL-Karte offen und spielt eine "
                                "ANGRIFF-Karte verdeckt: Stärke = ZUSPIEL + ANGRIFF. Der Gegner spielt eine "
                                "ABWEHR-Karte verdeckt, dann wird aufgedeckt. Ist die Abwehr mindestens so hoch "
                                "wie die Stärke, geht der Ballwechsel weiter."),
        ("CUT", "Einen CUT hält nur ABWEHR 1-5, nicht 6-10 und kein BLOCK. Das Zuspiel zählt nicht."),
        ("BLOCK", "Ein BLOCK hält jeden Angriff außer einem CUT und punktet sofort. Nicht nach einem Aufschlag."),
        ("SET FAIL", "Das Zuspiel geht über das Netz: der Gegner greift mit Zuspiel 0 an und du musst abwehren."),
        ("Keine Energie mehr", "Wer angreifen oder abwehren muss und keine solche Karte hat, verliert den "
                               "Ballwechsel."),
        ("Wertung", "Wer den Punkt macht, schlägt als Nächstes auf. 3 Punkte gewinnen einen Satz, 2 Sätze das "
                    "Match; den nächsten Satz beginnt der Verlierer des vorigen mit dem Aufschlag. Leere Stapel "
                    "werden aus ihren gespielten Karten neu gemischt."),
        ("Option: POWER-Karten jeden Satz", "Jeder Ballwechsel wird mit 10 Karten auf der Hand gespielt, auch der "
                                            "erste eines Satzes. Ein neuer Satz beginnt darum wie das Match: beide "
                                            "mischen ihre ANGRIFF- und ABWEHR-Karten zurück in die Stapel, nehmen "
                                            "wieder ihre 6 POWER-Karten und ziehen 4 Karten nach Wahl."),
    ]),
    "nl": ("Spike", [
        ("Het idee", "Beachvolleybal als kaartspel voor 2 spelers. Elke rally gaat opslag, ontvangst, set, "
                     "aanval, verdediging, set, aanval... tot een aanval niet verdedigd wordt."),
        ("Kaarten", "Iedere speler heeft 6 POWER-kaarten: AANVAL 8, 7, 6 en VERDEDIGING 10, 5, BLOK. Drie "
                    "gedekte stapels: AANVAL (1-7 en CUT), VERDEDIGING (1-9 en BLOK) en SET (-2 tot +3 en "
                    "SET FAIL). Een gespeelde POWER-kaart gaat uit het spel."),
        ("Voor elke rally", "Vul aan tot 10 kaarten. Je kiest hoeveel AANVAL- en VERDEDIGING-kaarten; je "
                            "tegenstander ziet je keuze pas als jullie allebei gekozen hebben."),
        ("Opslag en ontvangst", "De serveerder speelt een AANVAL-kaart gedekt (geen CUT); de ontvanger een "
                                "VERDEDIGING-kaart gedekt (geen BLOK). Beide worden omgedraaid: de ontvangst "
                                "lukt als de verdediging minstens zo hoog is als de aanval."),
        ("Set en aanval", "Wie verdedigd heeft, trekt een SET-kaart open en speelt een AANVAL-kaart gedekt: "
                          "kracht = SET + AANVAL. De tegenstander speelt een VERDEDIGING-kaart gedekt en beide "
                          "worden omgedraaid. Is de verdediging minstens zo hoog, dan gaat de rally door."),
        ("CUT", "Een CUT kan alleen met VERDEDIGING 1-5 worden verdedigd, niet met 6-10 of een BLOK. De set "
                "telt niet."),
        ("BLOK", "Een BLOK stopt elke aanval behalve een CUT en scoort meteen een punt. Niet na een opslag."),
        ("SET FAIL", "De set gaat over het net: de tegenstander valt aan met set 0 en jij moet verdedigen."),
        ("Geen energie meer", "Wie moet aanvallen of verdedigen en geen kaart van die soort heeft, verliest "
                              "de rally."),
        ("Score", "Wie het punt wint, slaat daarna op. 3 punten winnen een set, 2 sets de wedstrijd; de "
                  "verliezer van de vorige set begint de volgende met de opslag. Lege stapels worden uit hun "
                  "gespeelde kaarten opnieuw geschud."),
        ("Optie: POWER-kaarten elke set", "Elke rally wordt met 10 kaarten in de hand gespeeld, ook de eerste van "
                                          "een set. Een nieuwe set begint daarom zoals de wedstrijd: beide spelers "
                                          "schudden hun AANVAL- en VERDEDIGING-kaarten terug in de stapels, nemen "
                                          "weer hun 6 POWER-kaarten en trekken 4 kaarten naar keuze."),
    ]),
}


def rules_help(lang: str = "en") -> dict[str, Any]:
    """The rules summary in ``lang`` (English for an unknown language)."""
    title, sections = _HELP.get(lang, _HELP["en"])
    return i18n.rules_summary(title, sections)
