"""Striker's guided first game (``core/tutorial.py``): a deal made for teaching, 2 players, you against the Computer.

Both draw piles and both VAR pairs are fixed (:func:`.examples.fixed_deal`), so every turn goes as written and each
turn ends where the rules end it: you play while you can (S3 "Dein Zug endet: wenn du keine Karte mehr ausspielen
kannst"; readings.md §4.4 ST1), the goalkeepers waiting in your hand for a shot. What it shows (sources/striker.de.txt,
readings.md §4.2, §4.4):

1. you start an attack with a red card, advance it with the next number and play a Pass-Karte from red to yellow;
2. the Computer takes your attack over with the same number (7 on 7);
3. you take it back with a Grätsche (any yellow card on an opponent's yellow card, ST7) and shoot with the 10: the
   Computer calls its VAR, which says TOR: 1:0;
4. the Computer starts an attack into midfield; your Rote Karte removes it (ST12); you start and advance another;
5. the Computer takes it over (6 on 5) and plays a Pass-Karte from yellow to green with the 11 (the only way to an
   11): your Torwart dives into the shot's corner and saves (readings.md §4.3);
6. the Computer takes over your next attack and shoots into the corner your goalkeeper cannot reach: you call the
   VAR, which says KEIN TOR (once per game, ST4);
7. you play red, a pass to yellow, 9 and the 10 into the corner the Computer cannot save (its VAR is used): 2:0.

The Gelbe Karte is the one card the lesson leaves to a real game; its end says what it does.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson
from . import cards as C
from .examples import fixed_deal

GAME_NAME = "striker"

#: Your draw pile from the top: the 6 cards dealt, then what you draw after each of your turns, in order.
YOUR_CARDS = ["2", "3", "P", "7", "KL", "KL",   # turn 1: 2, 3, a pass to 7; the goalkeepers wait for shots
              "S", "9", "10L", "RC",            # drawn after turn 1: Grätsche, 9 and the 10; the Red card
              "4", "5", "10L",                  # drawn after turn 3
              "5", "6", "8",                    # drawn after turn 5
              "1", "P", "9"]                    # drawn after turn 7
#: The Computer's draw pile from the top.
COMPUTER_CARDS = ["7", "6", "11L", "11R", "KR", "KR",  # two goalkeepers for the right corner only
                  "5",                                # drawn after its turn 2
                  "6", "P",                           # after turn 4
                  "7", "8", "P"]                      # after turn 6

DEAL = {**fixed_deal([YOUR_CARDS[:6], COMPUTER_CARDS[:6]],
                     var=[[C.VAR_NO_GOAL, C.VAR_GOAL], [C.VAR_GOAL, C.VAR_NO_GOAL]]),
        "decks": [C.draw_pile_starting_with(YOUR_CARDS), C.draw_pile_starting_with(COMPUTER_CARDS)]}

LESSON = Lesson.declare(GAME_NAME, (
    (0, "start:2"),                                        # 1: start an attack with a red card
    (0, "play:3@1"),                                       # 2: advance with the next number
    (0, "pass:7@1"),                                       # 3: Pass-Karte red -> yellow; then nothing to play
    (1, "play:7@1"),                                       #    take-over with the same number
    (0, "tackle:9@1"),                                     # 4: Grätsche on the Computer's yellow 7
    (0, "play:10L@1"), (1, "var"),                         # 5: the shot; the Computer's VAR says TOR: 1:0
    (1, "start:5"), (1, "play:6@2"),
    (0, "red@2"),                                          # 6: Rote Karte removes the whole attack
    (0, "start:4"),                                        # 7
    (0, "play:5@3"),                                       # 8
    (1, "play:6@3"), (1, "pass:11L@3"),                    #    take-over, Pass-Karte yellow -> green with the 11
    (0, "keeper:L"),                                       # 9: the goalkeeper dives into the shot's corner
    (0, "start:5"),                                        # 10
    (0, "play:6@4"),                                       # 11
    (1, "play:7@4"), (1, "play:8@4"), (1, "pass:11R@4"),
    (0, "var"),                                            # 12: no goalkeeper for the right corner: the VAR
    (0, "start:1"),                                        # 13
    (0, "pass:8@5"),                                       # 14
    (0, "play:9@5"),                                       # 15
    (0, "play:10L@5"),                                     # 16: the Computer cannot save: 2:0
), seat=0, options={"players": 2}, seed=1, deal=DEAL)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Striker",
    _P + "intro": "Striker is soccer with cards: you and the Computer each play from your own deck. Attacks go from "
                  "red (1-5, defence) through yellow (6-9, midfield) to green: a 10 or 11 is a shot at goal. In your "
                  "turn you play cards as long as you can, then you draw back up to 6 cards (at least 1).",
    _P + "1": "Start an attack: lay a red number card in the middle, here the {action}. Any red number (1-5) may "
              "start one.",
    _P + "2": "Move your attack on with the next higher number: the {action} on your 2. Your own attack advances "
              "only by the next number.",
    _P + "3": "A Pass card jumps from red to yellow, and a yellow card must follow at once: {action}. Goalkeepers "
              "are only played against shots, so then your turn ends and you draw.",
    _P + "4": "The Computer took over your attack with the same number, a 7 on your 7. Your 9 cannot take it back "
              "(only a 7 or an 8 can), but a Grätsche on an opponent's yellow card lets any yellow card follow: "
              "{action}.",
    _P + "5": "Attack #1 is yours again, with a 9 on top. The next number is a 10, a Striker card: it is a shot at "
              "goal, aimed left. Shoot: the {action}. A shot ends your turn.",
    _P + "6": "The Computer called its VAR against your shot (once per game, 50/50): GOAL, 1:0 for you! Now its "
              "attack #2 is already in midfield. A Red card removes a whole opponent attack: "
              "the {action} on attack #2.",
    _P + "7": "Start a new attack with the {action}. Up to 5 attacks may lie on the table, everyone's together.",
    _P + "8": "Advance it with the {action}. An attack on the table is open: the opponent may take it over with "
              "the same or the next higher number.",
    _P + "9": "The Computer took over attack #3 with a 6, then played a Pass card from yellow to green with an 11 "
              "(the 11 is reached only this way). The shot aims left, and a goalkeeper saves only in the shot's "
              "corner: dive with the {action}.",
    _P + "10": "Saved! A shot's cards leave the game, saved or not. Your turn: start attack #4 with the {action}.",
    _P + "11": "Advance into midfield with the {action}. Your 8 does not fit on a 6, so then your turn ends.",
    _P + "12": "The Computer took over attack #4 with 7 and 8, then a Pass card and the 11 aimed right. Your "
               "goalkeeper dives left and cannot save it, but the VAR can: once per game, 50/50. Call it: "
               "{action}.",
    _P + "13": "NO GOAL: the VAR saved you, and your VAR is used up now. Start attack #5 with the {action}.",
    _P + "14": "From red, a Pass card takes you straight to any yellow card: {action}.",
    _P + "15": "Advance with the {action}, the last yellow number before the shot.",
    _P + "16": "The Computer has used its VAR, so only a goalkeeper for the left corner can stop a shot to the "
               "left. Shoot: the {action}.",
    _P + "end": "GOAL! You win this lesson 2:0. You started and advanced attacks, passed, took an attack back with a "
                "Grätsche, shot, saved with a goalkeeper and called the VAR. One card is left for a real game: a "
                "Yellow card removes the top card of an opponent's attack. The game ends when a draw pile is empty "
                "(everyone else has one last turn): most goals wins.",
})

i18n.register("de", {
    _P + "title": "Striker lernen",
    _P + "intro": "Striker ist Fußball mit Karten: du und der Computer spielt jeder aus seinem eigenen Stapel. "
                  "Angriffe gehen von Rot (1-5, Verteidigung) über Gelb (6-9, Mittelfeld) bis Grün: eine 10 oder 11 "
                  "ist ein Torschuss. In deinem Zug spielst du Karten, solange du kannst, dann ziehst du auf 6 Karten "
                  "nach (mindestens 1).",
    _P + "1": "Starte einen Angriff: leg eine rote Zahlenkarte in die Mitte, hier die {action}. Jede rote Zahl "
              "(1-5) darf einen Angriff starten.",
    _P + "2": "Bring deinen Angriff mit der nächsthöheren Zahl voran: die {action} auf deine 2. Den eigenen Angriff "
              "bringt nur die nächste Zahl voran.",
    _P + "3": "Eine Pass-Karte springt von Rot nach Gelb, und sofort muss eine gelbe Karte folgen: {action}. "
              "Torwarte spielt man nur gegen Torschüsse, also endet dann dein Zug, und du ziehst nach.",
    _P + "4": "Der Computer hat deinen Angriff mit derselben Zahl übernommen, einer 7 auf deine 7. Deine 9 holt ihn "
              "nicht zurück (nur eine 7 oder 8), aber nach einer Grätsche auf eine gelbe Karte des Gegners darf "
              "jede gelbe Karte folgen: {action}.",
    _P + "5": "Angriff #1 gehört wieder dir, mit einer 9 oben. Die nächste Zahl ist die 10, eine Striker-Karte: ein "
              "Torschuss, nach links. Schieß: die {action}. Ein Schuss beendet deinen Zug.",
    _P + "6": "Der Computer hat gegen deinen Schuss seinen VAR eingesetzt (einmal pro Spiel, 50/50): "
              "TOR, 1:0 für dich! Jetzt ist sein Angriff #2 schon im Mittelfeld. Eine Rote Karte "
              "nimmt einen ganzen gegnerischen Angriff weg: die {action} auf Angriff #2.",
    _P + "7": "Starte einen neuen Angriff mit der {action}. Bis zu 5 Angriffe dürfen auf dem Tisch liegen, die "
              "aller Spieler zusammen.",
    _P + "8": "Bring ihn mit der {action} voran. Ein Angriff auf dem Tisch ist offen: der Gegner kann ihn mit "
              "derselben oder der nächsthöheren Zahl übernehmen.",
    _P + "9": "Der Computer hat Angriff #3 mit einer 6 übernommen und dann mit einer Pass-Karte von Gelb nach Grün "
              "eine 11 gespielt (nur so erreicht man die 11). Der Schuss geht nach links, und ein Torwart hält nur "
              "in der Ecke des Schusses: spring mit dem {action}.",
    _P + "10": "Gehalten! Die Karten eines Schusses kommen aus dem Spiel, gehalten oder nicht. Dein Zug: starte "
               "Angriff #4 mit der {action}.",
    _P + "11": "Bring ihn mit der {action} ins Mittelfeld. Deine 8 passt nicht auf eine 6, also endet dann dein Zug.",
    _P + "12": "Der Computer hat Angriff #4 mit 7 und 8 übernommen, dann eine Pass-Karte und die 11 nach rechts. "
               "Dein Torwart springt nach links und hält ihn nicht, aber der VAR kann: einmal pro Spiel, 50/50. "
               "Setz ihn ein: {action}.",
    _P + "13": "KEIN TOR: der VAR hat dich gerettet, und dein VAR ist jetzt verbraucht. Starte Angriff #5 mit der "
               "{action}.",
    _P + "14": "Von Rot bringt dich eine Pass-Karte direkt zu jeder gelben Karte: {action}.",
    _P + "15": "Bring ihn mit der {action} voran, der letzten gelben Zahl vor dem Schuss.",
    _P + "16": "Der Computer hat seinen VAR verbraucht, also hält nur ein Torwart für die linke Ecke einen Schuss "
               "nach links. Schieß: die {action}.",
    _P + "end": "TOR! Du gewinnst diese Lektion 2:0. Du hast Angriffe gestartet und vorangebracht, gepasst, einen "
                "Angriff mit einer Grätsche zurückgeholt, geschossen, mit dem Torwart gehalten und den VAR "
                "eingesetzt. Eine Karte bleibt für ein echtes Spiel: die Gelbe Karte nimmt die oberste Karte eines "
                "gegnerischen Angriffs weg. Das Spiel endet, wenn ein Nachziehstapel leer ist (alle anderen haben "
                "noch einen letzten Zug): die meisten Tore gewinnen.",
})

i18n.register("nl", {
    _P + "title": "Striker leren",
    _P + "intro": "Striker is voetbal met kaarten: jij en de computer spelen elk uit een eigen stapel. Aanvallen gaan "
                  "van rood (1-5, verdediging) via geel (6-9, middenveld) naar groen: een 10 of 11 is een schot op "
                  "doel. In je beurt speel je kaarten zolang je kunt, daarna vul je aan tot 6 kaarten (minstens 1).",
    _P + "1": "Begin een aanval: leg een rode getalkaart in het midden, hier de {action}. Elk rood getal (1-5) mag "
              "een aanval beginnen.",
    _P + "2": "Breng je aanval verder met het volgende hogere getal: de {action} op je 2. Je eigen aanval gaat alleen "
              "verder met het volgende getal.",
    _P + "3": "Een passkaart springt van rood naar geel, en er moet meteen een gele kaart volgen: {action}. Keepers "
              "speel je alleen tegen een schot, dus daarna eindigt je beurt en trek je.",
    _P + "4": "De computer nam je aanval over met hetzelfde getal, een 7 op je 7. Je 9 neemt hem niet terug (alleen "
              "een 7 of een 8), maar na een Grätsche (sliding) op een gele kaart van de tegenstander mag elke gele "
              "kaart volgen: {action}.",
    _P + "5": "Aanval #1 is weer van jou, met een 9 bovenop. Het volgende getal is de 10, een Striker-kaart: een "
              "schot op doel, naar links. Schiet: de {action}. Een schot beëindigt je beurt.",
    _P + "6": "De computer schakelde tegen je schot zijn VAR in (één keer per spel, 50/50): "
              "goal, 1:0 voor jou! Nu is zijn aanval #2 al op het middenveld. Een rode kaart haalt een hele aanval "
              "van de tegenstander weg: de {action} op aanval #2.",
    _P + "7": "Begin een nieuwe aanval met de {action}. Er mogen tot 5 aanvallen op tafel liggen, van alle spelers "
              "samen.",
    _P + "8": "Breng hem verder met de {action}. Een aanval op tafel ligt open: de tegenstander kan hem overnemen "
              "met hetzelfde of het volgende hogere getal.",
    _P + "9": "De computer nam aanval #3 over met een 6 en speelde daarna met een passkaart van geel naar groen een "
              "11 (alleen zo bereik je de 11). Het schot gaat naar links, en een keeper houdt alleen in de hoek van "
              "het schot: duik met de {action}.",
    _P + "10": "Gered! De kaarten van een schot gaan uit het spel, gered of niet. Jouw beurt: begin aanval #4 met de "
               "{action}.",
    _P + "11": "Breng hem met de {action} naar het middenveld. Je 8 past niet op een 6, dus daarna eindigt je beurt.",
    _P + "12": "De computer nam aanval #4 over met 7 en 8, daarna een passkaart en de 11 naar rechts. Je keeper duikt "
               "naar links en houdt hem niet, maar de VAR kan het: één keer per spel, 50/50. Schakel hem in: "
               "{action}.",
    _P + "13": "Geen goal: de VAR heeft je gered, en je VAR is nu op. Begin aanval #5 met de {action}.",
    _P + "14": "Vanuit rood brengt een passkaart je meteen naar elke gele kaart: {action}.",
    _P + "15": "Breng hem verder met de {action}, het laatste gele getal voor het schot.",
    _P + "16": "De computer heeft zijn VAR gebruikt, dus alleen een keeper voor de linkerhoek houdt een schot naar "
               "links tegen. Schiet: de {action}.",
    _P + "end": "Goal! Je wint deze les met 2:0. Je hebt aanvallen begonnen en verder gebracht, gepast, een aanval "
                "teruggenomen met een Grätsche, geschoten, met je keeper gered en de VAR ingeschakeld. Eén kaart "
                "bewaar je voor een echt spel: de gele kaart haalt de bovenste kaart van een aanval van de "
                "tegenstander weg. Het spel eindigt als een trekstapel op is (alle anderen krijgen nog één beurt): "
                "de meeste doelpunten winnen.",
})

__all__ = ["LESSON"]
