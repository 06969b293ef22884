"""The rules summary for the help panel, in English, German and Dutch.

``rules_help(lang)`` returns ``{"title": str, "sections": [{"heading": str, "text": str}]}``:
the rules as this engine plays them with the default options (readings.md §3.4).
"""

from __future__ import annotations

from typing import Any

from ...core import i18n

_HELP: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "en": ("Schnapsen", [
        ("Cards", "20 cards: ace 11, ten 10, king 4, queen 3, jack 2 in each suit; 120 points in all. "
                  "Each player gets 5 cards (3, then the trump is turned up, then 2); the talon lies across "
                  "the turned-up trump, which is drawn last. The non-dealer leads."),
        ("Two decks", "The game is played with French cards or with the Austrian double-German deck (the deck "
                      "setting in the menu): Daus = ace, Zehner = ten, König = king, Ober = queen, Unter = jack; "
                      "Herz = hearts, Schellen (bells) = diamonds, Eichel (acorns) = clubs, Laub (leaves) = spades. "
                      "The rules are the same."),
        ("Goal", "Be the first to reach 66 points with the cards you take and your marriages, or win the "
                 "last trick when the talon has run out. The hand ends the moment a player reaches 66."),
        ("Tricks", "While the talon is open you may play any card. The higher card of the suit led wins, or "
                   "a trump. The winner draws first, then the loser, and the winner leads."),
        ("Strict rules", "Once the talon is used up or closed, you must follow suit and take the trick if "
                         "you can; if you cannot follow suit you must trump; only then may you play anything."),
        ("Marriages", "At your lead, declare king and queen of one suit: 20 points, 40 in trumps; then lead "
                      "one of them. The points count once you have won a trick."),
        ("Jack of trumps", "At your lead, while the talon is open, you may exchange the jack of trumps for "
                           "the turned-up trump."),
        ("Cards you have seen", "A card seen in the other player's hand stays known until it is played: the "
                                "turned-up trump taken by the exchange or drawn as the last card, and the king "
                                "and queen of a declared marriage. Both players' views show it."),
        ("Closing (Zudrehen)", "At your lead, with at least 2 cards in the talon, you may close it: no more "
                               "drawing, strict rules. You must then reach 66; your win is valued on the "
                               "opponent's points at closing. If you fail, the opponent gets 2 game points "
                               "(3 if they had no trick when you closed)."),
        ("Scoring", "The winner of a hand gets 1 game point, 2 if the loser has fewer than 33 points "
                    "(Schneider), 3 if the loser has no trick. The last trick is worth 1 game point."),
        ("Bummerl", "Both players start at 7 and count down; the first at 0 wins the Bummerl. A loser still "
                    "at 7 is Schneider (2 Bummerl); winning from 7 when the opponent needed only 1 more is a "
                    "Rückschneider (4 Bummerl)."),
    ]),
    "de": ("Schnapsen", [
        ("Karten", "20 Karten: Ass 11, Zehner 10, König 4, Dame 3, Bube 2 in jeder Farbe; zusammen 120 Augen. "
                   "Jeder bekommt 5 Karten (3, dann wird der Trumpf aufgedeckt, dann 2); der Talon liegt quer "
                   "auf dem offenen Trumpf, der als letzte Karte gezogen wird. Die Vorhand spielt aus."),
        ("Zwei Blätter", "Gespielt wird mit französischen oder mit doppeldeutschen Karten (die Einstellung im "
                         "Menü): Daus = Ass, Zehner, König, Ober = Dame, Unter = Bube; Herz, Schellen = Karo, "
                         "Eichel = Kreuz, Laub = Pik. Die Regeln sind dieselben."),
        ("Ziel", "Als Erster 66 Augen mit Stichen und Paaren erreichen, oder den letzten Stich machen, "
                 "wenn der Talon aufgebraucht ist. Das Spiel endet, sobald jemand 66 erreicht."),
        ("Stiche", "Solange der Talon offen ist, darf jede Karte gespielt werden. Die höhere Karte der "
                   "ausgespielten Farbe sticht, oder ein Trumpf. Wer sticht, zieht zuerst und spielt aus."),
        ("Farb- und Stichzwang", "Ist der Talon aufgebraucht oder zugedreht, musst du Farbe bedienen und "
                                 "stechen, wenn du kannst; ohne die Farbe musst du Trumpf spielen."),
        ("Paare", "Beim Ausspielen König und Dame einer Farbe melden: 20 Augen, in Trumpf 40; dann eine "
                       "der beiden ausspielen. Die Augen zählen, sobald du einen Stich hast."),
        ("Trumpf-Bube", "Beim Ausspielen darfst du, solange der Talon offen ist, den Trumpf-Buben gegen den "
                        "offenen Trumpf tauschen."),
        ("Gesehene Karten", "Eine Karte, die man in der Hand des anderen gesehen hat, bleibt bekannt, bis sie "
                            "gespielt ist: der offene Trumpf, ob durch Austausch genommen oder als letzte Karte "
                            "gezogen, und König und Dame eines gemeldeten Paares. Beide Spieler sehen das."),
        ("Zudrehen", "Beim Ausspielen, mit mindestens 2 Karten im Talon, darfst du zudrehen: kein Nachziehen, "
                     "Farb- und Stichzwang. Dann musst du 66 erreichen; bewertet wird nach den Augen des "
                     "Gegners beim Zudrehen. Schaffst du es nicht, bekommt der Gegner 2 Spielpunkte (3, wenn er "
                     "beim Zudrehen noch keinen Stich hatte)."),
        ("Wertung", "Der Gewinner eines Spiels bekommt 1 Spielpunkt, 2 wenn der Verlierer unter 33 Augen hat "
                    "(Schneider), 3 wenn er keinen Stich hat. Der letzte Stich zählt 1 Spielpunkt."),
        ("Bummerl", "Beide beginnen bei 7 und zählen herunter; wer zuerst bei 0 ist, gewinnt das Bummerl. "
                    "Ein Verlierer noch bei 7 ist Schneider (2 Bummerl); gewinnt jemand von 7 aus, als der "
                    "Gegner nur noch 1 brauchte, ist es ein Rückschneider (4 Bummerl)."),
    ]),
    "nl": ("Schnapsen", [
        ("Kaarten", "20 kaarten: aas 11, tien 10, koning 4, vrouw 3, boer 2 in elke kleur; samen 120 punten. "
                    "Iedere speler krijgt 5 kaarten (3, dan wordt de troef opengelegd, dan 2); de stapel ligt "
                    "dwars op de open troef, die als laatste genomen wordt. De niet-deler speelt uit."),
        ("Twee kaartspellen", "Er wordt gespeeld met Franse kaarten of met het Oostenrijkse dubbel-Duitse spel (de "
                              "instelling in het menu): Daus = aas, Tien, Koning, Ober = vrouw, Unter = boer; harten, "
                              "bellen = ruiten, eikels = klaveren, bladeren = schoppen. De regels zijn dezelfde."),
        ("Doel", "Als eerste 66 punten halen met slagen en paren, of de laatste slag winnen als de stapel op "
                 "is. Het spel eindigt zodra iemand 66 haalt."),
        ("Slagen", "Zolang de stapel open is, mag je elke kaart spelen. De hoogste kaart van de gevraagde "
                   "kleur wint, of een troef. De winnaar neemt eerst een kaart, dan de verliezer."),
        ("Kleur- en slagdwang", "Is de stapel op of gesloten, dan moet je kleur bekennen en de slag winnen "
                                "als je kunt; heb je de kleur niet, dan moet je troef spelen."),
        ("Paren", "Bij het uitspelen meld je koning en vrouw van een kleur: 20 punten, in troef 40; speel er "
                  "dan een van uit. De punten tellen zodra je een slag hebt."),
        ("Troefboer", "Bij het uitspelen mag je, zolang de stapel open is, de troefboer ruilen voor de open "
                      "troefkaart (stelen)."),
        ("Geziene kaarten", "Een kaart die je in de hand van de ander hebt gezien, blijft bekend tot ze "
                            "gespeeld is: de open troefkaart, geruild of als laatste kaart genomen, en de koning "
                            "en vrouw van een gemeld paar. Beide spelers zien dat."),
        ("Sluiten", "Bij het uitspelen, met minstens 2 kaarten in de stapel, mag je sluiten: niet meer nemen, "
                    "kleur- en slagdwang. Je moet dan 66 halen; de telling gaat naar de punten van de "
                    "tegenstander bij het sluiten. Lukt het niet, dan krijgt de tegenstander 2 tellingen (3 als "
                    "hij bij het sluiten nog geen slag had)."),
        ("Telling", "De winnaar krijgt 1 telling, 2 als de verliezer minder dan 33 punten heeft (Schneider), "
                    "3 als hij geen slag heeft. De laatste slag is 1 telling waard."),
        ("Bummerl", "Beide spelers beginnen bij 7 en tellen af; wie het eerst bij 0 is, wint de partij en de "
                    "ander krijgt een Bummerl. Een verliezer die nog op 7 staat is Schneider (2 Bummerl); wie "
                    "vanaf 7 wint terwijl de ander nog maar 1 nodig had, haalt een Rückschneider (4 Bummerl)."),
    ]),
}


def rules_help(lang: str = "en") -> dict[str, Any]:
    """The rules summary in ``lang`` (English if the language is unknown)."""
    title, sections = _HELP.get(lang, _HELP["en"])
    return i18n.rules_summary(title, sections)
