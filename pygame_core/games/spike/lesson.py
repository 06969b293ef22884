"""Spike's guided first game (``core/tutorial.py``): the first set on a deal made for teaching, won 3:0.

The story, rally by rally (sources/spike.txt [S1], readings.md §2.2, §2.4; the computer serves first; the draw
piles' top cards are fixed, so every card drawn is the lesson's):

1. both draw up to 10 (the learner 2 ATTACK + 2 DEFENSE, SP6); the computer serves ATTACK 5, the learner receives
   with DEFENSE 6 (defense >= attack; no BLOCK after a serve), draws SET +2 and attacks with ATTACK 6: strength 8
   against the computer's DEFENSE 7, a point (1:0);
2. the point's winner serves: the learner draws 1 + 1 (a CUT among them) and serves ATTACK 4 (a CUT may not be
   served); the computer receives with DEFENSE 5, draws SET +1 and attacks with a CUT, which the learner's POWER
   DEFENSE 5 stops (only DEFENSE 1-5 stop a CUT); the learner draws SET -2 and attacks with the CUT, for which the
   set does not count: the computer's DEFENSE 8 cannot stop it (2:0);
3. the learner draws 2 + 1 and serves ATTACK 3; the computer receives, draws SET +3 and attacks with POWER ATTACK 7
   (strength 10): the learner's BLOCK stops the hard attack and scores at once, 3:0, the set.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson

GAME_NAME = "spike"

#: The computer serves; the power cards are dealt as usual; the tops of the draw piles, top first (each pile is
#: drawn by the server first, then the receiver: ATTACK cards, then DEFENSE cards).
DEAL = {"first_server": 1,
        "attack": ["A5", "AC", "A6", "A4", "AC", "A5", "A3", "A2", "A7"],
        "defense": ["D7", "D5", "D6", "D3", "D2", "D8", "D9", "D4", "D1"],
        "set": ["S+2", "S+1", "S-2", "S+3"]}

LESSON = Lesson.declare(GAME_NAME, (
    # rally 1: the computer serves
    (1, "draw:A2D2"), (0, "draw:A2D2"),                       # 1: draw up to 10
    (1, "play:A5"), (0, "play:D6"),                           # 2: receive the serve
    (0, "play:A6"), (1, "play:D7"),                           # 3: SET +2, attack: 8 against 7
    # rally 2: the learner serves
    (0, "draw:A1D1"), (1, "draw:A1D1"),                       # 4: draw up to 10 (a CUT)
    (0, "play:A4"), (1, "play:D5"),                           # 5: serve (never a CUT)
    (1, "play:AC"), (0, "play:PD5"),                          # 6: the computer's CUT, stopped by DEFENSE 5
    (0, "play:AC"), (1, "play:D8"),                           # 7: SET -2: a CUT, which DEFENSE 8 cannot stop
    # rally 3: the learner serves
    (0, "draw:A2D1"), (1, "draw:A1D2"),                       # 8: draw up to 10
    (0, "play:A3"), (1, "play:D4"),                           # 9: a small serve
    (1, "play:PA7"), (0, "play:PDB"),                         # 10: SET +3, a hard attack: BLOCK, the set
), seat=0, options={}, seed=1, deal=DEAL)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Spike",
    _P + "intro": "Spike is beach volleyball with cards: serve, receive, set, attack... until an attack is not "
                  "defended, which scores a point. Cards are played face down and shown together. The computer "
                  "serves first.",
    _P + "1": "Before every rally both draw up to 10 cards, choosing how many ATTACK and DEFENSE cards. Take 2 "
              "of each: {action}.",
    _P + "2": "The computer served face down. Receive with a DEFENSE card, face down: a defense at least as high "
              "as the serve stops it (a BLOCK is not allowed after a serve). Play {action}: it stops any serve up "
              "to 6, and you keep your POWER cards.",
    _P + "3": "Received, 6 against 5! Now you set: you drew SET +2, which makes your attack 2 stronger. Attack face "
              "down with {action}: 6 + 2 = 8.",
    _P + "4": "Point! Your 8 beat the computer's DEFENSE 7: 1:0. The winner of a point serves the next rally. "
              "First draw up to 10 again: {action}.",
    _P + "5": "You drew a CUT, a soft shot: only DEFENSE 1-5 can stop it, but it may not be served. Serve face "
              "down with {action}.",
    _P + "6": "The computer received, drew SET +1 and attacks face down: a hard spike, or a CUT? DEFENSE 6-10 "
              "and BLOCK never stop a CUT. {action} stops every CUT and hard attacks up to 5: defend with it.",
    _P + "7": "It was a CUT, and you stopped it! You drew SET -2: it weakens a hard attack, but a CUT does not "
              "count the set. Attack with your {action}.",
    _P + "8": "Point! The computer's DEFENSE 8 cannot stop a CUT: 2:0. One more point wins the set. Draw up to 10; "
              "take more ATTACK cards this time: {action}.",
    _P + "9": "Serve with a small card, {action}: keep your POWER ATTACK cards for attacks after a good set.",
    _P + "10": "The computer received, drew SET +3 and attacks face down: with +3, a hard spike is likely. Defend "
               "with {action}: a BLOCK stops every hard attack (never a CUT) and wins the point at once.",
    _P + "end": "3:0: you win the set! The first to 3 points wins a set, the first to 2 sets the match; the loser "
                "of a set serves first in the next. One more card: SET FAIL, a set that goes over the net: then "
                "the other player attacks, with set 0.",
})

i18n.register("de", {
    _P + "title": "Spike lernen",
    _P + "intro": "Spike ist Beachvolleyball mit Karten: Aufschlag, Annahme, Zuspiel, Angriff ... bis ein Angriff "
                  "nicht abgewehrt wird, das gibt einen Punkt. Gespielt wird verdeckt, aufgedeckt zusammen. Der "
                  "Computer schlägt zuerst auf.",
    _P + "1": "Vor jedem Ballwechsel füllen beide auf 10 Karten auf und wählen, wie viele ANGRIFF- und "
              "ABWEHR-Karten. Nimm von beiden 2: {action}.",
    _P + "2": "Der Computer hat verdeckt aufgeschlagen. Nimm mit einer ABWEHR-Karte an, verdeckt: eine Abwehr, "
              "die mindestens so hoch ist wie der Aufschlag, hält ihn (nach einem Aufschlag ist kein BLOCK "
              "erlaubt). Spiel {action}: sie hält jeden Aufschlag bis 6, und deine POWER-Karten bleiben dir.",
    _P + "3": "Angenommen, 6 gegen 5! Jetzt kommt dein Zuspiel: du hast ZUSPIEL +2 gezogen, das macht deinen "
              "Angriff um 2 stärker. Greif verdeckt mit {action} an: 6 + 2 = 8.",
    _P + "4": "Punkt! Deine 8 schlägt die ABWEHR 7 des Computers: 1:0. Wer einen Punkt gewinnt, schlägt im "
              "nächsten Ballwechsel auf. Zuerst wieder auf 10 auffüllen: {action}.",
    _P + "5": "Du hast einen CUT gezogen, einen weichen Ball: nur ABWEHR 1-5 hält ihn, aber aufschlagen darf man "
              "ihn nicht. Schlag verdeckt mit {action} auf.",
    _P + "6": "Der Computer hat angenommen, ZUSPIEL +1 gezogen und greift verdeckt an: ein harter Schmetterball "
              "oder ein CUT? ABWEHR 6-10 und BLOCK halten nie einen CUT. {action} hält jeden CUT und harte "
              "Angriffe bis 5: wehr damit ab.",
    _P + "7": "Es war ein CUT, und du hast ihn gehalten! Du hast ZUSPIEL -2 gezogen: es schwächt einen harten "
              "Angriff, aber für einen CUT zählt das Zuspiel nicht. Greif mit deinem {action} an.",
    _P + "8": "Punkt! Die ABWEHR 8 des Computers hält keinen CUT: 2:0. Noch ein Punkt gewinnt den Satz. Füll auf "
              "10 auf, diesmal mit mehr ANGRIFF-Karten: {action}.",
    _P + "9": "Schlag mit einer kleinen Karte auf, {action}: deine POWER-ANGRIFF-Karten hebst du für Angriffe "
              "nach einem guten Zuspiel auf.",
    _P + "10": "Der Computer hat angenommen, ZUSPIEL +3 gezogen und greift verdeckt an: mit +3 ist ein harter "
               "Schmetterball wahrscheinlich. Wehr mit {action} ab: ein BLOCK hält jeden harten Angriff (nie "
               "einen CUT) und gewinnt den Punkt sofort.",
    _P + "end": "3:0: du gewinnst den Satz! Wer zuerst 3 Punkte hat, gewinnt den Satz, wer zuerst 2 Sätze hat, "
                "das Match; wer einen Satz verliert, schlägt im nächsten zuerst auf. Noch eine Karte: SET FAIL, "
                "ein Zuspiel über das Netz: dann greift der andere an, mit Zuspiel 0.",
})

i18n.register("nl", {
    _P + "title": "Spike leren",
    _P + "intro": "Spike is beachvolleybal met kaarten: opslag, ontvangst, set, aanval ... tot een aanval niet "
                  "verdedigd wordt, dat is een punt. Kaarten worden gedekt gespeeld en samen omgedraaid. De "
                  "computer slaat eerst op.",
    _P + "1": "Voor elke rally vullen beiden aan tot 10 kaarten en kiezen hoeveel AANVAL- en VERDEDIGING-kaarten. "
              "Neem van elk 2: {action}.",
    _P + "2": "De computer sloeg gedekt op. Ontvang met een VERDEDIGING-kaart, gedekt: een verdediging die "
              "minstens zo hoog is als de opslag houdt hem tegen (na een opslag mag geen BLOK). Speel {action}: "
              "die houdt elke opslag tot 6 tegen, en je POWER-kaarten houd je.",
    _P + "3": "Ontvangen, 6 tegen 5! Nu de set: je trok SET +2, dat maakt je aanval 2 sterker. Val gedekt aan met "
              "{action}: 6 + 2 = 8.",
    _P + "4": "Punt! Je 8 was sterker dan VERDEDIGING 7 van de computer: 1:0. Wie een punt wint, slaat in de "
              "volgende rally op. Vul eerst weer aan tot 10: {action}.",
    _P + "5": "Je trok een CUT, een zachte bal: alleen VERDEDIGING 1-5 houdt hem tegen, maar opslaan mag je er "
              "niet mee. Sla gedekt op met {action}.",
    _P + "6": "De computer ontving, trok SET +1 en valt gedekt aan: een harde smash, of een CUT? VERDEDIGING 6-10 "
              "en BLOK houden nooit een CUT tegen. {action} houdt elke CUT en harde aanvallen tot 5 tegen: "
              "verdedig daarmee.",
    _P + "7": "Het was een CUT, en je hield hem tegen! Je trok SET -2: dat verzwakt een harde aanval, maar voor "
              "een CUT telt de set niet. Val aan met je {action}.",
    _P + "8": "Punt! VERDEDIGING 8 van de computer houdt geen CUT tegen: 2:0. Nog één punt wint de set. Vul aan "
              "tot 10, nu met meer AANVAL-kaarten: {action}.",
    _P + "9": "Sla op met een kleine kaart, {action}: je POWER-AANVAL-kaarten bewaar je voor aanvallen na een "
              "goede set.",
    _P + "10": "De computer ontving, trok SET +3 en valt gedekt aan: met +3 is een harde smash waarschijnlijk. "
               "Verdedig met {action}: een BLOK houdt elke harde aanval tegen (nooit een CUT) en wint het punt "
               "meteen.",
    _P + "end": "3:0: je wint de set! Wie het eerst 3 punten heeft, wint de set, wie het eerst 2 sets heeft, de "
                "wedstrijd; wie een set verliest, slaat in de volgende als eerste op. Nog één kaart: SET FAIL, een "
                "set die over het net gaat: dan valt de ander aan, met set 0.",
})

__all__ = ["DEAL", "LESSON"]
