"""Strand-Cup's guided first game (``core/tutorial.py``): a deal made for teaching, 4 players in 2 teams.

You and Computer 2 are team A (seats 0 and 2), Computer 1 and Computer 3 team B. The hands, the drawing stack's top
(the refills after each rally) and every die are fixed, so each rally goes as written. What it shows (S0,
readings.md §1.5, §1.6):

1. rally 1, team B serves: your cards cannot reach the serve's net score (Annahme too low), so you pass ("I can't
   get it", SC1) and your teammate receives; you set (touch 2) and the teammate spikes: net score Abschluss +
   Stellen + Aufbau = 14, which no Annahme reaches. Team A wins the rally but scores no point: side-out (SC12);
2. rally 2, you serve (net score = the card's Abschluss, the Schmettern's die); team B spikes back with net
   score 7 and you block: two dice reach it, the ball bounces back and team B cannot reach the block's total:
   a point, because your team served;
3. rally 3, you serve again; team B builds a net score of 12; you let it come (no block); your teammate dives with
   a Rettungssprung, so you go for the ball and roll first (3-6 reaches it, SC11), and with the diver locked out and
   no two touches in a row you send it over on touch 2; team B's spike then rolls a 1: in the net, 2:0.
"""

from __future__ import annotations

from typing import Any

from ...core import i18n
from ...core.tutorial import Lesson
from . import cards as C

GAME_NAME = "strandcup"

HANDS = [
    ["P14", "S1", "S2", "S3", "BL1", "P13", "P12"],   # you, team A: no Annahme above 3
    ["S4", "B13", "S5", "S6", "P1", "P2", "BL2"],     # Computer 1, team B: serves first
    ["B10", "S8", "R1", "BL6", "P5", "P6", "P7"],     # Computer 2, team A: your teammate
    ["S7", "P8", "B14", "P3", "P4", "BL4", "BL5"],    # Computer 3, team B
]
#: The drawing stack's top: the refills after rally 1 (you, Computer 1, Computer 2 twice) and rally 2 (you twice,
#: Computer 1, Computer 3); the rest of the deck follows in deck order.
REFILLS = ["P11", "BL3", "P9", "P10", "BL7", "BL8", "B7", "S9"]
#: Every die in order: the spikes' dice (a 1 is in the net), your block's two dice, the roll after the
#: Rettungssprung.
DICE = [4, 5,          # rally 1: Computer 1's serve, Computer 2's spike
        4, 3, 4, 4,    # rally 2: your serve, Computer 3's spike, your block (8 >= 7)
        5, 4, 5,       # rally 3: your serve, Computer 1's spike, your roll to reach the ball (3-6 reaches it)
        3, 1]          # your spike, Computer 1's spike into the net


def teaching_deal() -> dict[str, Any]:
    """The lesson's deal: the hands, the refills on top of the stack, team B serving first, the dice."""
    used = {card for hand in HANDS for card in hand} | set(REFILLS)
    stock = REFILLS + [card for card in C.build_deck(1) if card not in used]
    return {"hands": [list(hand) for hand in HANDS], "stock": stock, "serving_team": 1, "dice": list(DICE)}


LESSON = Lesson.declare(GAME_NAME, (
    (1, "serve:S4"),
    (0, "pass"),                                                          # 1: Annahme too low: "I can't get it"
    (2, "play:B10"),
    (0, "play:P14"),                                                      # 2: touch 2, the set
    (2, "over:S8"), (3, "no_block"), (1, "no_block"), (3, "pass"), (1, "pass"),
    (0, "serve:S1"),                                                      # 3: side-out; you serve
    (1, "play:B13"), (3, "over:S7"), (2, "no_block"),
    (0, "block:BL1"),                                                     # 4: the block
    (1, "pass"),
    (0, "serve:S2"),                                                      # 5: a point; serve again
    (1, "play:B7"), (3, "play:P8"), (1, "over:S5"), (2, "no_block"),
    (0, "no_block"),                                                      # 6: net score 12: no block
    (2, "save:R1"),
    (0, "claim"),                                                         # 7: roll to reach the ball
    (0, "over:S3"),                                                       # 8: over on touch 2
    (3, "no_block"), (1, "no_block"), (3, "play:B14"), (1, "over:S6"),    #    Computer 1's spike: in the net
), seat=0, options={"players": 4}, seed=1, deal=teaching_deal())

_P = f"{GAME_NAME}.lesson."

# Issue 34: English and Dutch speak the reader's words; the rulebook's German word stands once beside each, where the
# lesson first names it (German speaks the rulebook's words only).
i18n.register("en", {
    _P + "title": "Learn Strand-Cup",
    _P + "intro": "Strand-Cup is beach volleyball for teams: you and Computer 2 are Team A, Computer 1 and Computer 3 "
                  "are Team B. An action card has four numbers: receive (Annahme), build-up (Aufbau), set (Stellen) "
                  "and finish (Abschluss). A team touches the ball at most 3 times, never the same player twice in a "
                  "row; the ball it sends over has a net score the other team must reach with a card's receive.",
    _P + "1": "Team B serves with a spike (Schmettern): net score 5. A ball from the other side is taken only with "
              "an action card whose receive is 5 or more, and your best is 3. Tell your team: {action}. Computer 2 "
              "is asked next.",
    _P + "2": "Computer 2 took the ball with a forearm pass (Baggern, touch 1). Touch 2 is yours: set it up with "
              "{action}. When the next card sends the ball over, your card adds its set 7 to the net score.",
    _P + "3": "Computer 2 spiked it over: finish 5 + your set 7 + the build-up 2 of its forearm pass = net score 14, "
              "more than any card's receive. Team A won the rally, but only the serving team scores: no point, "
              "your team gets the serve (side-out). A serve's net score is its card's finish: serve with {action}. "
              "A spike rolls a die: a 1 is in the net.",
    _P + "4": "Team B spiked the ball back with net score 7. Against a spike you may block: play a Block card and "
              "roll two dice; if they reach the net score, the ball bounces back to them. Two dice reach 7 more "
              "often than not: {action}.",
    _P + "5": "Blocked with 8: Team B needed a receive of 8 to reach it and nobody had one. Your team served, so "
              "this time it is a point: 1:0. Serve again with {action}.",
    _P + "6": "Team B built up a strong ball: forearm pass, overhead pass (Pritschen) and spike, net score 12. Two "
              "dice rarely make 12, and a failed block loses the rally at once. Let it come: {action}.",
    _P + "7": "Nobody in your team has a receive of 12, so Computer 2 dived with a diving save (Rettungssprung): it "
              "reaches any ball, but the next player must roll first (3-6 reaches it), and the diver is out for "
              "this rally. Go for it: {action}.",
    _P + "8": "You rolled 5 and reached the ball (touch 2). Computer 2 is out of this rally after the dive and "
              "nobody touches twice in a row, so send it over now: {action}. A diving save adds nothing, so the "
              "net score is the finish 5.",
    _P + "end": "Computer 3 took your ball, but Computer 1's spike rolled a 1: in the net! Point for Team A, 2:0, "
                "because your team served. You have passed, set, spiked, served, blocked and gone for the ball after "
                "a diving save. A set goes to 10 points, with a lead of 2.",
})

i18n.register("de", {
    _P + "title": "Strand-Cup lernen",
    _P + "intro": "Strand-Cup ist Beachvolleyball für Teams: du und Computer 2 seid Team A, Computer 1 und Computer 3 "
                  "sind Team B. Eine Aktionskarte hat vier Zahlen: Annahme, Aufbau, Stellen und Abschluss. Ein Team "
                  "berührt den Ball höchstens 3-mal, nie derselbe Spieler zweimal hintereinander; der Ball, den es "
                  "hinüberspielt, hat einen Netzwert, den das andere Team mit seiner Annahme erreichen muss.",
    _P + "1": "Team B schlägt mit einem Schmettern auf: Netzwert 5. Einen Ball von drüben nimmt man nur mit einer "
              "Aktionskarte mit Annahme 5 oder mehr an, und deine beste hat 3. Sag es deinem Team: {action}. Dann "
              "ist Computer 2 gefragt.",
    _P + "2": "Computer 2 hat den Ball mit Baggern angenommen (1. Berührung). Die 2. Berührung ist deine: stell ihn "
              "mit {action}. Spielt die nächste Karte den Ball hinüber, zählt dein Stellen 7 zum Netzwert.",
    _P + "3": "Computer 2 hat geschmettert: Abschluss 5 + dein Stellen 7 + Aufbau 2 seines Baggern = Netzwert 14, "
              "mehr als jede Annahme. Team A gewinnt den Ballwechsel, aber nur das aufschlagende Team punktet: kein "
              "Punkt, ihr bekommt den Aufschlag (Aufschlagwechsel). Der Netzwert eines Aufschlags ist der Abschluss "
              "der Karte: schlag mit {action} auf. Beim Schmettern würfelst du: eine 1 geht ins Netz.",
    _P + "4": "Team B hat mit Netzwert 7 zurückgeschmettert. Gegen einen Schmetterball darfst du blocken: spiel eine "
              "Block-Karte und würfle mit zwei Würfeln; erreichen sie den Netzwert, prallt der Ball zu ihnen "
              "zurück. Zwei Würfel schaffen 7 öfter als nicht: {action}.",
    _P + "5": "Geblockt mit 8: Team B brauchte Annahme 8 und niemand kam hin. Ihr habt aufgeschlagen, also gibt es "
              "diesmal einen Punkt: 1:0. Schlag wieder auf, mit {action}.",
    _P + "6": "Team B hat einen starken Ball aufgebaut: Baggern, Pritschen und Schmettern, Netzwert 12. Zwei Würfel "
              "schaffen selten 12, und ein misslungener Block verliert den Ballwechsel sofort. Lass ihn kommen: "
              "{action}.",
    _P + "7": "Niemand in deinem Team hat Annahme 12, also hat Computer 2 einen Rettungssprung gemacht: er erreicht "
              "jeden Ball, aber der Nächste muss erst würfeln (3-6 erreicht ihn), und der Springer ist in diesem "
              "Ballwechsel raus. Geh hin: {action}.",
    _P + "8": "Du hast eine 5 gewürfelt und den Ball erreicht (2. Berührung). Computer 2 ist nach dem Sprung raus, "
              "und niemand berührt zweimal hintereinander, also spiel ihn jetzt hinüber: {action}. Ein "
              "Rettungssprung zählt nichts, der Netzwert ist der Abschluss 5.",
    _P + "end": "Computer 3 hat deinen Ball angenommen, aber Computer 1 hat beim Schmettern eine 1 gewürfelt: Netz! "
                "Punkt für Team A, 2:0, weil ihr aufgeschlagen habt. Du hast gepasst, gestellt, geschmettert, "
                "aufgeschlagen, geblockt und bist nach einem Rettungssprung zum Ball gegangen. Ein Satz geht bis 10 "
                "Punkte, mit 2 Punkten Vorsprung.",
})

i18n.register("nl", {
    _P + "title": "Strand-Cup leren",
    _P + "intro": "Strand-Cup is beachvolleybal voor teams: jij en Computer 2 zijn Team A, Computer 1 en Computer 3 "
                  "zijn Team B. Een actiekaart heeft vier getallen: aanname (Annahme), opbouw (Aufbau), set (Stellen) "
                  "en afronding (Abschluss). Een team raakt de bal hoogstens 3 keer, nooit dezelfde speler twee keer "
                  "achter elkaar; de bal die het overspeelt heeft een netwaarde die het andere team met de aanname van "
                  "een kaart moet halen.",
    _P + "1": "Team B serveert met een smash (Schmettern): netwaarde 5. Een bal van de overkant neem je alleen aan "
              "met een actiekaart met aanname 5 of meer, en je beste heeft 3. Zeg het je team: {action}. Daarna is "
              "Computer 2 aan de beurt.",
    _P + "2": "Computer 2 nam de bal aan met een onderhandse pass (Baggern, 1e aanraking). De 2e aanraking is van "
              "jou: zet hem klaar met {action}. Speelt de volgende kaart de bal over, dan telt jouw set 7 mee in de "
              "netwaarde.",
    _P + "3": "Computer 2 smashte: afronding 5 + jouw set 7 + opbouw 2 van zijn onderhandse pass = netwaarde 14, meer "
              "dan de aanname van elke kaart. Team A wint de rally, maar alleen het serverende team scoort: geen "
              "punt, jullie krijgen de service (side-out). De netwaarde van een opslag is de afronding van de kaart: "
              "serveer met {action}. Bij een smash gooi je een dobbelsteen: een 1 gaat in het net.",
    _P + "4": "Team B smashte terug met netwaarde 7. Tegen een smash mag je blokken: speel een blokkaart en gooi "
              "twee dobbelstenen; halen ze de netwaarde, dan kaatst de bal naar hen terug. Twee dobbelstenen halen "
              "7 vaker wel dan niet: {action}.",
    _P + "5": "Geblokt met 8: Team B had aanname 8 nodig en niemand haalde het. Jullie serveerden, dus nu is het wel "
              "een punt: 1:0. Serveer opnieuw met {action}.",
    _P + "6": "Team B bouwde een sterke bal op: onderhandse pass, bovenhandse pass (Pritschen) en smash, netwaarde "
              "12. Twee dobbelstenen halen zelden 12, en een mislukt blok verliest de rally meteen. Laat hem komen: "
              "{action}.",
    _P + "7": "Niemand in je team heeft aanname 12, dus dook Computer 2 met een reddingsduik (Rettungssprung): die "
              "haalt elke bal, maar de volgende moet eerst gooien (3-6 haalt hem), en de duiker doet deze rally niet "
              "meer mee. Ga ervoor: {action}.",
    _P + "8": "Je gooide 5 en haalde de bal (2e aanraking). Computer 2 doet na de duik niet meer mee en niemand raakt "
              "twee keer achter elkaar, dus speel hem nu over: {action}. Een reddingsduik telt niet mee, dus de "
              "netwaarde is de afronding 5.",
    _P + "end": "Computer 3 nam je bal aan, maar Computer 1 gooide bij zijn smash een 1: in het net! Punt voor "
                "Team A, 2:0, omdat jullie serveerden. Je hebt gepast, gezet, gesmasht, geserveerd, geblokt en bent "
                "na een reddingsduik naar de bal gegaan. Een set gaat tot 10 punten, met 2 punten voorsprong.",
})

__all__ = ["LESSON", "teaching_deal"]
