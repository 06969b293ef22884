"""Striker's guided first game (``core/tutorial.py``): the first turns of seed 1 for 2 players.

What it shows (sources/striker.de.txt, readings.md §4.2): starting an attack with a red card, a PASS card from red
to yellow, taking over an attack (same number or one higher), a shot (10) and the goalkeeper diving into the right
corner, the yellow card, playing while you can and drawing after a turn. The computer's moves are the medium
player's on this deal, kept as data.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson

GAME_NAME = "striker"

LESSON = Lesson.declare(GAME_NAME, (
    (0, "start:1"),                                      # 1: start an attack
    (0, "pass:9@1"), (1, "play:10R@1"),                  # 2: PASS to yellow; the computer takes over and shoots
    (0, "keeper:R"), (1, "start:2"),                     # 3: the keeper dives right
    (0, "yellow@2"),                                     # 4: a yellow card
    (0, "start:3"), (1, "yellow@3"), (1, "start:4"),     # 5: a new attack
    (0, "yellow@4"),                                     # 6: a yellow card back
    (0, "start:2"),                                      # 7: start again
    (0, "start:4"), (1, "play:5@6"), (1, "play:6@6"),    # 8: another attack; the computer takes it over
    (0, "play:7@6"),                                     # 9: take it back
    (0, "play:8@6"),                                     # 10: move on
), seat=0, options={}, seed=1)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Striker",
    _P + "intro": "Striker is soccer with cards: build attacks from red (1-5) through yellow (6-9) to green (10-11), "
                  "and shoot at goal with a 10 or 11. In your turn you play cards until you cannot play any more, "
                  "then you draw.",
    _P + "1": "Start an attack: lay a red number card in the middle (here the {action}). Its number does not matter.",
    _P + "2": "Move your attack on. A PASS card jumps from red to yellow, and a yellow card must follow at once: "
              "{action}.",
    _P + "3": "The computer took over your attack with a 10 (one higher than your 9 takes it over) and shoots at "
              "your goal, aiming right. Your goalkeeper must dive into the right corner: {action}.",
    _P + "4": "The computer started attack 2 with a 2. A yellow card on an opponent's attack removes its top card, "
              "and an attack with no card left is gone: {action}.",
    _P + "5": "Start a new attack: {action}.",
    _P + "6": "The computer's yellow card took your 3 off, and it started attack 4. Answer in kind: {action}.",
    _P + "7": "Start again with {action}: up to 5 attacks may lie on the table at once, counting everyone's.",
    _P + "8": "A few turns passed with nothing to play; after each turn you drew a card. Start another attack: "
              "{action}.",
    _P + "9": "The computer took over attack 6 with a 5 and moved it on with a 6 into yellow. Take it back with the "
              "next number: {action}.",
    _P + "10": "The attack is yours again: move it on with the next number, {action}. Reach a 10 and you shoot.",
    _P + "end": "You know the moves now. Goals are scored with 10 and 11 (an 11 only after a PASS from yellow); a "
                "red card removes a whole attack. The game ends when a draw pile runs out: most goals wins.",
})

i18n.register("de", {
    _P + "title": "Striker lernen",
    _P + "intro": "Striker ist Fußball mit Karten: baue Angriffe von Rot (1-5) über Gelb (6-9) bis Grün (10-11) auf "
                  "und schieß mit einer 10 oder 11 aufs Tor. In deinem Zug spielst du Karten, bis du keine mehr "
                  "spielen kannst, dann ziehst du nach.",
    _P + "1": "Starte einen Angriff: leg eine rote Zahlenkarte in die Mitte (hier die {action}). Ihre Zahl spielt keine Rolle.",
    _P + "2": "Bring deinen Angriff voran. Eine PASS-Karte springt von Rot nach Gelb, und sofort muss eine gelbe "
              "Karte folgen: {action}.",
    _P + "3": "Der Computer hat deinen Angriff mit einer 10 übernommen (eins höher als deine 9 übernimmt ihn) und "
              "schießt auf dein Tor, nach rechts. Dein Torwart muss in die rechte Ecke springen: {action}.",
    _P + "4": "Der Computer hat Angriff 2 mit einer 2 begonnen. Eine Gelbe Karte auf einem gegnerischen Angriff "
              "nimmt seine oberste Karte weg, und ein Angriff ohne Karte ist weg: {action}.",
    _P + "5": "Starte einen neuen Angriff: {action}.",
    _P + "6": "Die Gelbe Karte des Computers hat deine 3 weggenommen, und er hat Angriff 4 begonnen. Antworte "
              "genauso: {action}.",
    _P + "7": "Starte wieder mit {action}: bis zu 5 Angriffe dürfen gleichzeitig auf dem Tisch liegen, die aller "
              "Spieler zusammen.",
    _P + "8": "Ein paar Züge vergingen ohne spielbare Karte; nach jedem Zug hast du eine Karte gezogen. Starte "
              "einen weiteren Angriff: {action}.",
    _P + "9": "Der Computer hat Angriff 6 mit einer 5 übernommen und mit einer 6 nach Gelb gebracht. Hol ihn dir mit "
              "der nächsthöheren Zahl zurück: {action}.",
    _P + "10": "Der Angriff gehört wieder dir: bring ihn mit der nächsten Zahl voran, {action}. Mit einer 10 "
               "schießt du.",
    _P + "end": "Jetzt kennst du die Züge. Tore fallen mit 10 und 11 (eine 11 nur nach einem PASS aus Gelb); eine "
                "Rote Karte nimmt einen ganzen Angriff weg. Das Spiel endet, wenn ein Nachziehstapel leer ist: die "
                "meisten Tore gewinnen.",
})

i18n.register("nl", {
    _P + "title": "Striker leren",
    _P + "intro": "Striker is voetbal met kaarten: bouw aanvallen op van rood (1-5) via geel (6-9) naar groen "
                  "(10-11) en schiet op doel met een 10 of 11. In je beurt speel je kaarten tot je er geen meer kunt "
                  "spelen, daarna trek je.",
    _P + "1": "Begin een aanval: leg een rode getalkaart in het midden (hier de {action}). Het getal doet er niet toe.",
    _P + "2": "Breng je aanval verder. Een PASS-kaart springt van rood naar geel, en er moet meteen een gele kaart "
              "volgen: {action}.",
    _P + "3": "De computer nam je aanval over met een 10 (een hoger dan je 9 neemt hem over) en schiet op je doel, "
              "naar rechts. Je keeper moet naar de rechterhoek duiken: {action}.",
    _P + "4": "De computer begon aanval 2 met een 2. Een gele kaart op een aanval van de tegenstander neemt de "
              "bovenste kaart weg, en een aanval zonder kaart is weg: {action}.",
    _P + "5": "Begin een nieuwe aanval: {action}.",
    _P + "6": "De gele kaart van de computer nam je 3 weg, en hij begon aanval 4. Antwoord met hetzelfde: {action}.",
    _P + "7": "Begin opnieuw met {action}: er mogen tot 5 aanvallen tegelijk op tafel liggen, van alle spelers samen.",
    _P + "8": "Een paar beurten gingen voorbij zonder speelbare kaart; na elke beurt trok je een kaart. Begin nog een "
              "aanval: {action}.",
    _P + "9": "De computer nam aanval 6 over met een 5 en bracht hem met een 6 naar geel. Neem hem terug met het "
              "volgende getal: {action}.",
    _P + "10": "De aanval is weer van jou: breng hem verder met het volgende getal, {action}. Met een 10 schiet je.",
    _P + "end": "Nu ken je de zetten. Doelpunten maak je met 10 en 11 (een 11 alleen na een PASS vanuit geel); een "
                "rode kaart haalt een hele aanval weg. Het spel eindigt als een trekstapel op is: de meeste "
                "doelpunten winnen.",
})

__all__ = ["LESSON"]
