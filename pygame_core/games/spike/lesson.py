"""Spike's guided first game (``core/tutorial.py``): the first set of seed 1 (the computer serves first), won 3:0.

What it shows (sources/spike.txt, readings.md §2.2): drawing up to 10 cards, receiving a serve with DEFENSE (no
BLOCK after a serve), the SET card changing the attack, attacks face down, the winner of a point serving, a BLOCK
scoring at once, and a set to 3 points. The computer's moves are the medium player's on this deal, kept as data.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson

GAME_NAME = "spike"

LESSON = Lesson.declare(GAME_NAME, (
    (1, "draw:A2D2"), (0, "draw:A4D0"),                  # 1: fill the hand to 10
    (1, "play:A6"), (0, "play:PD10"),                    # 2: receive the serve
    (0, "play:PA7"), (1, "play:PD5"),                    # 3: attack after the SET -1: 6 beats 5
    (0, "draw:A1D1"), (1, "draw:A1D1"),                  # 4: fill again
    (0, "play:PA8"), (1, "play:D6"),                     # 5: serve 8 against 6
    (0, "draw:A0D1"), (1, "draw:A0D1"),                  # 6: fill again
    (0, "play:A3"), (1, "play:D6"), (1, "play:PA8"),     # 7: a small serve; the computer attacks with SET +3
    (0, "play:PDB"),                                     # 8: BLOCK: the point at once, the set 3:0
), seat=0, options={}, seed=1)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Spike",
    _P + "intro": "Spike is beach volleyball with cards: each rally goes serve, defense, set, attack. You score when "
                  "your attack cannot be defended. You hold the 6 POWER cards; the computer serves first.",
    _P + "1": "Before every rally each player draws up to 10 cards, choosing how many ATTACK and DEFENSE cards. "
              "Your POWER DEFENSE cards are strong, so take attacks: {action}.",
    _P + "2": "The computer served face down. Receive with a DEFENSE card face down (a BLOCK is not allowed after "
              "a serve): {action}. A defense at least as high as the attack stops it.",
    _P + "3": "Defended (10 against 6)! You drew a SET card, -1: it changes the strength of your attack. Attack face "
              "down with {action}: 7 - 1 = 6.",
    _P + "4": "Point for you: your 6 beat the computer's DEFENSE 5 (1:0). Draw up to 10 cards again: {action}.",
    _P + "5": "The winner of a point serves. Serve face down with {action} (a CUT may not be served).",
    _P + "6": "Your serve of 8 beat the computer's DEFENSE 6 (2:0). Draw up to 10: {action}.",
    _P + "7": "Serve with a small card, {action}: keep your POWER cards for the rally.",
    _P + "8": "The computer defended, drew SET +3 and attacks. Defend with {action}: a BLOCK stops every hard attack "
              "(never a CUT) and wins the point at once.",
    _P + "end": "3:0: you win the set! The first to 3 points wins a set, the first to 2 sets the match. Remember: a "
                "CUT is stopped only by DEFENSE 1-5, and the SET does not count for it.",
})

i18n.register("de", {
    _P + "title": "Spike lernen",
    _P + "intro": "Spike ist Beachvolleyball mit Karten: jeder Ballwechsel geht Aufschlag, Abwehr, Zuspiel, Angriff. "
                  "Du punktest, wenn dein Angriff nicht abgewehrt werden kann. Du hältst die 6 POWER-Karten; der "
                  "Computer schlägt zuerst auf.",
    _P + "1": "Vor jedem Ballwechsel zieht jeder auf 10 Karten nach und wählt, wie viele ANGRIFF- und ABWEHR-Karten. "
              "Deine POWER-ABWEHR-Karten sind stark, also nimm Angriffe: {action}.",
    _P + "2": "Der Computer hat verdeckt aufgeschlagen. Nimm mit einer ABWEHR-Karte verdeckt an (nach einem "
              "Aufschlag ist kein BLOCK erlaubt): {action}. Eine Abwehr, die mindestens so hoch ist wie der Angriff, "
              "hält ihn.",
    _P + "3": "Abgewehrt (10 gegen 6)! Du hast eine ZUSPIEL-Karte gezogen, -1: sie ändert die Stärke deines Angriffs. "
              "Greif verdeckt mit {action} an: 7 - 1 = 6.",
    _P + "4": "Punkt für dich: deine 6 schlägt die ABWEHR 5 des Computers (1:0). Zieh wieder auf 10 Karten nach: "
              "{action}.",
    _P + "5": "Wer den Punkt gewinnt, schlägt auf. Schlag verdeckt mit {action} auf (ein CUT darf nicht "
              "aufgeschlagen werden).",
    _P + "6": "Dein Aufschlag mit 8 schlägt die ABWEHR 6 des Computers (2:0). Zieh auf 10 nach: {action}.",
    _P + "7": "Schlag mit einer kleinen Karte auf, {action}: heb deine POWER-Karten für den Ballwechsel auf.",
    _P + "8": "Der Computer hat abgewehrt, ZUSPIEL +3 gezogen und greift an. Wehr mit {action} ab: ein BLOCK hält "
              "jeden harten Angriff (nie einen CUT) und gewinnt den Punkt sofort.",
    _P + "end": "3:0: du gewinnst den Satz! Wer zuerst 3 Punkte hat, gewinnt den Satz, wer zuerst 2 Sätze hat, die "
                "Partie. Denk daran: einen CUT hält nur ABWEHR 1-5, und das ZUSPIEL zählt für ihn nicht.",
})

i18n.register("nl", {
    _P + "title": "Spike leren",
    _P + "intro": "Spike is beachvolleybal met kaarten: elke rally gaat opslag, verdediging, set, aanval. Je scoort "
                  "als je aanval niet verdedigd kan worden. Je hebt de 6 POWER-kaarten; de computer serveert eerst.",
    _P + "1": "Voor elke rally trekt iedereen aan tot 10 kaarten en kiest hoeveel AANVAL- en VERDEDIGING-kaarten. "
              "Je POWER-VERDEDIGING-kaarten zijn sterk, dus neem aanvallen: {action}.",
    _P + "2": "De computer serveerde gedekt. Neem aan met een VERDEDIGING-kaart, gedekt (na een opslag mag geen "
              "BLOK): {action}. Een verdediging die minstens zo hoog is als de aanval houdt hem tegen.",
    _P + "3": "Verdedigd (10 tegen 6)! Je trok een SET-kaart, -1: die verandert de kracht van je aanval. Val gedekt "
              "aan met {action}: 7 - 1 = 6.",
    _P + "4": "Punt voor jou: je 6 was sterker dan VERDEDIGING 5 van de computer (1:0). Trek weer aan tot 10 "
              "kaarten: {action}.",
    _P + "5": "Wie het punt wint, serveert. Serveer gedekt met {action} (een CUT mag niet als opslag).",
    _P + "6": "Je opslag van 8 was sterker dan VERDEDIGING 6 van de computer (2:0). Trek aan tot 10: {action}.",
    _P + "7": "Serveer met een kleine kaart, {action}: bewaar je POWER-kaarten voor de rally.",
    _P + "8": "De computer verdedigde, trok SET +3 en valt aan. Verdedig met {action}: een BLOK houdt elke harde "
              "aanval tegen (nooit een CUT) en wint het punt meteen.",
    _P + "end": "3:0: je wint de set! Wie het eerst 3 punten heeft, wint de set, wie het eerst 2 sets heeft, de "
                "partij. Onthoud: een CUT houdt alleen VERDEDIGING 1-5 tegen, en de SET telt er niet voor.",
})

__all__ = ["LESSON"]
