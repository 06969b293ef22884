"""Schnapsen's guided first game (``core/tutorial.py``): the first hand of seed 1 and three moves of the second.

What it shows (readings.md §3.1, §3.3): leading and taking a trick while the talon is open (no duty to follow
suit, the higher card of the led suit or a trump wins, both draw), the card values, closing the talon (Zudrehen:
from then on follow suit and nobody draws), reaching 66 and the game points, trumping, and declaring a marriage
(20, then leading its king or queen). The computer's moves are the medium player's on this deal, kept as data.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson

GAME_NAME = "schnapsen"

LESSON = Lesson.declare(GAME_NAME, (
    (0, "play:QD"), (1, "play:KD"),                      # 1: any lead while the talon is open
    (1, "play:JD"), (0, "play:TD"),                      # 2: the ten takes the jack
    (0, "play:JC"), (1, "play:TC"),                      # 3: a low lead
    (1, "close"), (1, "play:AH"), (0, "play:KH"),        # 4: after closing: follow suit
    (1, "play:AC"), (0, "play:KC"),                      # 5: follow suit
    (1, "play:AD"), (0, "play:QC"),                      # 6: no diamond, no trump: any card
    (1, "play:AS"), (0, "play:TS"),                      # 7: follow suit; the computer makes 66
    (0, "next_hand"),                                    # 8: the next hand
    (1, "play:TS"), (0, "play:AH"),                      # 9: trump the ten
    (0, "marry:D"),                                      # 10: the marriage in diamonds
    (0, "play:QD"), (1, "play:AD"),                      # 11: lead its queen
), seat=0, options={}, seed=1)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Schnapsen",
    _P + "intro": "Schnapsen is played with 20 cards: ace 11 points, ten 10, king 4, queen 3, jack 2. Whoever first "
                  "has 66 points in tricks and marriages wins the hand. Trump is hearts this hand.",
    _P + "1": "You lead the first trick. While there are cards in the talon, anyone may play any card: nobody has "
              "to follow suit. Lead the {action}: a queen gives away only 3 points.",
    _P + "2": "The computer took your queen with its king and leads the jack of diamonds. The higher card of the "
              "suit led wins the trick: take it with the {action} (10 beats 2).",
    _P + "3": "You won the trick, so you lead again; after each trick both draw a card from the talon, the winner "
              "first. Lead the {action}, a low card.",
    _P + "4": "The computer closed the talon (Zudrehen): nobody draws any more, and now you must follow suit and "
              "take the trick if you can. Hearts were led: play your only heart, the {action}.",
    _P + "5": "Clubs were led: you must follow suit with a club. Play the {action}.",
    _P + "6": "Diamonds were led, and you have no diamond and no trump (heart): then you may play any card. "
              "Play the {action}.",
    _P + "7": "Spades were led: follow suit with the {action}.",
    _P + "8": "The computer reached 66 first and wins the hand: 2 game points, since you had only 12 points when it "
              "closed (3 if you had had no trick). The first to win 7 game points wins the match (a Bummerl). "
              "Press {action}.",
    _P + "9": "A new hand; trump is hearts again and the computer leads the ten of spades. While the talon is open "
              "you may also trump: the {action} takes the ten, a trump beats every other suit.",
    _P + "10": "You drew the king of diamonds and hold its queen: king and queen of a suit are a marriage, 20 points "
               "(40 in trumps). Declare it as you lead: {action}.",
    _P + "11": "After declaring a marriage you lead its king or queen: the {action}. The 20 count because you have "
               "already won a trick in this hand.",
    _P + "end": "You know the whole game now: tricks and their points, drawing, closing the talon, following suit "
                "after it, trumps, marriages and 66.",
})

i18n.register("de", {
    _P + "title": "Schnapsen lernen",
    _P + "intro": "Schnapsen wird mit 20 Karten gespielt: Ass 11 Punkte, Zehn 10, König 4, Dame 3, Bube 2. Wer zuerst "
                  "66 Punkte aus Stichen und Ansagen hat, gewinnt das Spiel. Trumpf ist in diesem Spiel Herz.",
    _P + "1": "Du spielst zum ersten Stich aus. Solange Karten im Talon liegen, darf jeder jede Karte spielen: "
              "niemand muss Farbe bekennen. Spiel {action} aus: eine Dame verschenkt nur 3 Punkte.",
    _P + "2": "Der Computer hat deine Dame mit dem König gestochen und spielt den Karo-Buben aus. Die höhere Karte der "
              "ausgespielten Farbe gewinnt den Stich: nimm ihn mit {action} (10 schlägt 2).",
    _P + "3": "Du hast den Stich gewonnen, also spielst du wieder aus; nach jedem Stich heben beide eine Karte vom "
              "Talon ab, der Gewinner zuerst. Spiel {action} aus, eine niedrige Karte.",
    _P + "4": "Der Computer hat zugedreht: niemand hebt mehr ab, und jetzt musst du Farbe bekennen und den Stich "
              "nehmen, wenn du kannst. Herz wurde ausgespielt: spiel dein einziges Herz, {action}.",
    _P + "5": "Kreuz wurde ausgespielt: du musst mit Kreuz bedienen. Spiel {action}.",
    _P + "6": "Karo wurde ausgespielt, und du hast weder Karo noch Trumpf (Herz): dann darfst du jede Karte spielen. "
              "Spiel {action}.",
    _P + "7": "Pik wurde ausgespielt: bediene mit {action}.",
    _P + "8": "Der Computer hat zuerst 66 erreicht und gewinnt das Spiel: 2 Punkte, weil du beim Zudrehen nur 12 "
              "Punkte hattest (3, wenn du keinen Stich gehabt hättest). Wer zuerst 7 Punkte gewinnt, gewinnt die "
              "Partie (ein Bummerl). Drück {action}.",
    _P + "9": "Ein neues Spiel; Trumpf ist wieder Herz, und der Computer spielt die Pik-Zehn aus. Solange der Talon "
              "offen ist, darfst du auch stechen: {action} nimmt die Zehn, Trumpf schlägt jede andere Farbe.",
    _P + "10": "Du hast den Karo-König gehoben und hältst die Karo-Dame: König und Dame einer Farbe sind ein Paar, 20 "
               "Punkte (40 in Trumpf). Sag es beim Ausspielen an: {action}.",
    _P + "11": "Nach der Ansage spielst du König oder Dame des Paares aus: {action}. Die 20 zählen, weil du in diesem "
               "Spiel schon einen Stich gewonnen hast.",
    _P + "end": "Jetzt kennst du das ganze Spiel: Stiche und ihre Punkte, Abheben, Zudrehen, danach Farbe bekennen, "
                "Trumpf, Ansagen und 66.",
})

i18n.register("nl", {
    _P + "title": "Schnapsen leren",
    _P + "intro": "Schnapsen speel je met 20 kaarten: aas 11 punten, tien 10, heer 4, vrouw 3, boer 2. Wie het eerst 66 "
                  "punten heeft uit slagen en roem, wint het spel. Troef is deze keer harten.",
    _P + "1": "Jij komt uit in de eerste slag. Zolang er kaarten in de stok liggen, mag iedereen elke kaart spelen: "
              "niemand hoeft kleur te bekennen. Speel {action} uit: een vrouw geeft maar 3 punten weg.",
    _P + "2": "De computer nam je vrouw met zijn heer en speelt de ruitenboer uit. De hoogste kaart van de gevraagde "
              "kleur wint de slag: neem hem met {action} (10 wint van 2).",
    _P + "3": "Je won de slag, dus je komt weer uit; na elke slag nemen beiden een kaart van de stok, de winnaar "
              "eerst. Speel {action} uit, een lage kaart.",
    _P + "4": "De computer heeft de stok gesloten: niemand neemt nog kaarten, en nu moet je kleur bekennen en de "
              "slag nemen als je kunt. Harten is gevraagd: speel je enige harten, {action}.",
    _P + "5": "Klaveren is gevraagd: je moet klaveren bekennen. Speel {action}.",
    _P + "6": "Ruiten is gevraagd, en je hebt geen ruiten en geen troef (harten): dan mag je elke kaart spelen. "
              "Speel {action}.",
    _P + "7": "Schoppen is gevraagd: beken kleur met {action}.",
    _P + "8": "De computer haalde als eerste 66 en wint het spel: 2 punten, want jij had maar 12 punten toen hij "
              "sloot (3 als je geen slag had gehad). Wie het eerst 7 punten wint, wint de partij (een Bummerl). "
              "Druk op {action}.",
    _P + "9": "Een nieuw spel; troef is weer harten en de computer speelt schoppen tien uit. Zolang de stok open is, "
              "mag je ook troeven: {action} neemt de tien, troef wint van elke andere kleur.",
    _P + "10": "Je nam de ruitenheer en hebt de ruitenvrouw: heer en vrouw van een kleur zijn een paar (roem), 20 punten (40 in "
               "troef). Meld het als je uitkomt: {action}.",
    _P + "11": "Na het melden speel je de heer of vrouw ervan uit: {action}. De 20 tellen, want je hebt in dit "
               "spel al een slag gewonnen.",
    _P + "end": "Nu ken je het hele spel: slagen en hun punten, kaarten nemen, de stok sluiten, daarna kleur "
                "bekennen, troef, roem en 66.",
})

__all__ = ["LESSON"]
