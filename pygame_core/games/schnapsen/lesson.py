"""Schnapsen's guided first game (``core/tutorial.py``): one hand on a deal made for teaching, which the learner wins.

The story, trick by trick (readings.md §3.1, §3.3; hearts are trumps, the ace of hearts is turned up; the
computer deals, so the learner leads):

1. talon open: the learner leads the ace of spades; the computer throws the jack of clubs (nobody has to follow
   suit while the talon is open): 13 points;
2. the learner leads the queen of clubs, a cheap card; the computer takes it with its king (7 points), so it leads;
3. the computer leads the jack of spades; the learner takes it with the queen of spades (the higher card of the
   suit led wins): 18 points, and the queen of diamonds drawn completes the diamond marriage;
4. the learner exchanges the jack of trumps for the turned-up ace (D8), then closes the talon (Zudrehen, D9): the
   computer's 7 points and one trick are frozen, nobody draws, strict rules apply;
5. the learner leads the ace of trumps: the computer must follow suit with its ten (39);
6. the learner declares the marriage in diamonds (20, allowed after closing: D6) and leads its queen: the computer
   must take the trick if it can, with the ace (59);
7. the computer leads the jack of diamonds: the learner must follow suit, and the king takes it (65);
8. the learner leads the ten of spades, the highest spade left: 79, out at 66; the closer went out and the
   computer had under 33 points and a trick when the talon was closed: 2 game points (D10).

The texts name the cards as the deck in force does (``{QD}`` is the queen of diamonds, or the Ober of bells with
the double-German deck; ``{rank_A}`` the ace or Daus, ``{one_S}`` a spade or a leaf): :func:`_naming_cards`.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core import i18n
from ...core.tutorial import Lesson
from .cards import DECK, RANKS, SUITS
from .messages import card_name, rank_name, suit_name, suit_one

GAME_NAME = "schnapsen"

#: The deal in dealing order (examples.fixed_deal's layout): the learner (non-dealer) gets cards 1-3 and 8-9, the
#: computer 4-6 and 10-11, the 7th is the turned-up trump, the rest is the talon, drawn from its start.
DEAL = {"deck": ["AS", "QC", "JH",  "JC", "KC", "KS",  "AH",  "KD", "TS",  "TH", "AD",
                 "QS", "JS", "JD", "AC", "QD", "TC", "TD", "KH", "QH"], "dealer": 1}

LESSON = Lesson.declare(GAME_NAME, (
    (0, "play:AS"), (1, "play:JC"),                      # 1: lead an ace; no duty to follow suit
    (0, "play:QC"), (1, "play:KC"),                      # 2: a cheap lead; the computer takes it
    (1, "play:JS"), (0, "play:QS"),                      # 3: the higher card of the suit led wins
    (0, "exchange"),                                     # 4: the jack of trumps for the turned-up ace
    (0, "close"),                                        # 5: Zudrehen
    (0, "play:AH"), (1, "play:TH"),                      # 6: the computer must follow suit
    (0, "marry:D"),                                      # 7: a marriage after closing, 20
    (0, "play:QD"), (1, "play:AD"),                      # 8: lead its queen; the computer must take it
    (1, "play:JD"), (0, "play:KD"),                      # 9: follow suit and take the trick
    (0, "play:TS"), (1, "play:KS"),                      # 10: the highest spade left: 66
), seat=0, options={}, seed=1, deal=DEAL)

_P = f"{GAME_NAME}.lesson."


#: The jack of trumps, as the catalog names it (``action.exchange``): with the French deck and the double-German one.
_TRUMP_JACK = {"en": ("jack of trumps", "Unter of trumps"), "de": ("Trumpf-Bube", "Trumpf-Unter"),
               "nl": ("troefboer", "troef-Unter")}


def _names(lang: str) -> dict[str, str]:
    """Every card's name (``QD``), rank's (``rank_Q``), suit's (``suit_S``: spades) and one card of a suit's
    (``one_S``: spade) in ``lang``, as the deck in force names them."""
    names = {card: card_name(card, lang) for card in DECK}
    names.update({f"rank_{rank}": rank_name(rank, lang) for rank in RANKS})
    names.update({f"suit_{suit}": suit_name(suit, lang) for suit in SUITS})
    names.update({f"one_{suit}": suit_one(suit, lang) for suit in SUITS})
    names["trump_jack"] = _TRUMP_JACK[lang if lang in _TRUMP_JACK else "en"][i18n.current_deck() == "german"]
    return names


def _naming_cards(text: str) -> i18n.Template:
    """A lesson text whose ``{QD}`` / ``{rank_Q}`` name the cards by the deck in force (the French names, or the
    double-German deck's: :func:`i18n.showing_deck`)."""
    def render(params: Mapping[str, Any], lang: str) -> str:
        return text.format(**_names(lang), **params)
    return render


def _register(lang: str, texts: dict[str, str]) -> None:
    i18n.register(lang, {_P + key: _naming_cards(text) for key, text in texts.items()})


_register("en", {
    "title": "Learn Schnapsen",
    "intro": "Schnapsen is played with 20 cards: {rank_A} 11 points, {rank_T} 10, {rank_K} 4, {rank_Q} 3, "
             "{rank_J} 2. Whoever first has 66 points from tricks and marriages wins the hand. Hearts are trumps: "
             "the {AH} lies face up under the talon.",
    "1": "You lead. While the talon is open nobody has to follow suit: the higher card of the suit led wins the "
         "trick, and a trump beats every other suit. Lead the {action}, the highest {one_S}.",
    "2": "The computer threw the {JC}: with the talon open it need not follow suit. Your trick: 11 + 2 = 13 "
         "points. After each trick both draw from the talon, the winner first, and the winner leads. Lead the "
         "{action}: it is worth only 3 points.",
    "3": "The computer took your {QC} with the {KC} (7 points), so it leads: the {JS}. Take it with the "
         "{action}, the higher {one_S}; keep your trump for later.",
    "4": "13 + 5 = 18 points, and you drew the {QD}: with the {KD} a marriage. Your {JH} is the "
         "{trump_jack}: while the talon is open, the player to lead may exchange it for the turned-up trump. "
         "Press {action}: 11 points for 2.",
    "5": "A strong hand: the {AH}, the marriage in {suit_D}, and the {TS}, the highest {one_S} left. Close "
         "the talon (Zudrehen): nobody draws any more, both must follow suit and take the trick if they can, and "
         "the computer's 7 points count as they are now. Press {action}.",
    "6": "Lead the {action}: the computer must follow suit with a trump, and nothing beats your {rank_A}.",
    "7": "The computer had to give its {TH}: 21 points, 39 in all. A {rank_K} and {rank_Q} of one suit are a "
         "marriage, 20 points (40 in trumps), declared as you lead, even after closing. Declare it: {action}.",
    "8": "59 points. After declaring you must lead the {rank_K} or {rank_Q} of the marriage. Lead the {action}: "
         "the computer must take the trick if it can, and you keep the {KD}.",
    "9": "The computer took your {QD} with the {AD} and leads the {JD}. You must follow suit, and take the "
         "trick if you can: play the {action}.",
    "10": "65 points: one more trick. Your {AS} is gone, so the {action} is the highest {one_S} left: lead it, "
          "and the computer must follow suit.",
    "end": "79 points: you reached 66 and win the hand. You closed, and the computer had 7 points and a trick "
           "then: 2 game points (1 if it had had 33 or more, 3 if it had had no trick). The first to 7 game "
           "points wins the match, a Bummerl.",
})

_register("de", {
    "title": "Schnapsen lernen",
    "intro": "Schnapsen spielt man mit 20 Karten: {rank_A} 11 Augen, {rank_T} 10, {rank_K} 4, {rank_Q} 3, "
             "{rank_J} 2. Wer zuerst 66 Augen aus Stichen und Paaren hat, gewinnt das Spiel. Herz ist Trumpf: "
             "{AH} liegt offen unter dem Talon.",
    "1": "Du spielst aus. Solange der Talon offen ist, muss niemand Farbe bedienen: die höhere Karte der "
         "ausgespielten Farbe macht den Stich, und Trumpf sticht jede andere Farbe. Spiel {action} aus, die "
         "höchste {one_S}-Karte.",
    "2": "Der Computer hat {JC} abgeworfen: bei offenem Talon muss er nicht bedienen. Dein Stich: 11 + 2 = 13 "
         "Augen. Nach jedem Stich ziehen beide vom Talon, der Gewinner zuerst, und der Gewinner spielt aus. "
         "Spiel {action} aus: nur 3 Augen wert.",
    "3": "Der Computer hat {QC} mit {KC} gestochen (7 Augen) und spielt deshalb aus: {JS}. Stich ihn "
         "mit {action}, der höheren {one_S}-Karte; deinen Trumpf hebst du auf.",
    "4": "13 + 5 = 18 Augen, und du hast {QD} gezogen: mit {KD} ein Paar. {JH} ist der {trump_jack}: "
         "solange der Talon offen ist, darf ihn, wer ausspielt, gegen den offenen Trumpf tauschen. Drück {action}: "
         "11 Augen für 2.",
    "5": "Eine starke Hand: {AH}, das Paar in {suit_D} und {TS}, die höchste {one_S}-Karte im Spiel. "
         "Dreh zu: niemand zieht mehr, beide müssen Farbe bedienen und stechen, wenn sie können, und die 7 Augen "
         "des Computers werden so gewertet, wie sie jetzt sind. Drück {action}.",
    "6": "Spiel {action} aus: der Computer muss mit Trumpf bedienen, und nichts sticht dein {rank_A}.",
    "7": "Der Computer musste {TH} zugeben: 21 Augen, zusammen 39. {rank_K} und {rank_Q} einer Farbe sind ein "
         "Paar, 20 Augen (40 in Trumpf), gemeldet beim Ausspielen, auch nach dem Zudrehen. Melde es: "
         "{action}.",
    "8": "59 Augen. Nach der Meldung musst du {rank_K} oder {rank_Q} des Paares ausspielen. Spiel {action} aus: der "
         "Computer muss stechen, wenn er kann, und {KD} bleibt dir.",
    "9": "Der Computer hat {QD} mit {AD} gestochen und spielt {JD} aus. Du musst Farbe bedienen und "
         "stechen, wenn du kannst: spiel {action}.",
    "10": "65 Augen: noch ein Stich. {AS} ist gespielt, also ist {action} die höchste {one_S}-Karte: spiel sie "
          "aus, und der Computer muss bedienen.",
    "end": "79 Augen: du hast 66 erreicht und gewinnst das Spiel. Du hast zugedreht, und der Computer hatte da "
           "7 Augen und einen Stich: 2 Spielpunkte (1, wenn er 33 oder mehr gehabt hätte, 3 ohne Stich). Wer "
           "zuerst 7 Spielpunkte hat, gewinnt die Partie, ein Bummerl.",
})

_register("nl", {
    "title": "Schnapsen leren",
    "intro": "Schnapsen speel je met 20 kaarten: {rank_A} 11 punten, {rank_T} 10, {rank_K} 4, {rank_Q} 3, "
             "{rank_J} 2. Wie het eerst 66 punten uit slagen en paren heeft, wint het spel. Harten is troef: de "
             "{AH} ligt open onder de stapel.",
    "1": "Jij komt uit. Zolang de stapel open is, hoeft niemand kleur te bekennen: de hoogste kaart van de "
         "gevraagde kleur wint de slag, en troef wint van elke andere kleur. Speel de {action} uit, de hoogste "
         "{one_S}.",
    "2": "De computer gooide de {JC} bij: met een open stapel hoeft hij geen kleur te bekennen. Jouw slag: "
         "11 + 2 = 13 punten. Na elke slag nemen beiden een kaart van de stapel, de winnaar eerst, en de winnaar "
         "komt uit. Speel de {action} uit: die is maar 3 punten waard.",
    "3": "De computer nam je {QC} met de {KC} (7 punten) en komt dus uit: de {JS}. Neem hem met de {action}, "
         "de hogere {one_S}; je troef bewaar je voor later.",
    "4": "13 + 5 = 18 punten, en je nam de {QD}: met de {KD} een paar. Je {JH} is de {trump_jack}: "
         "zolang de stapel open is, mag wie uitkomt die ruilen voor de open troefkaart. Druk op {action}: 11 "
         "punten voor 2.",
    "5": "Een sterke hand: de {AH}, het paar in {suit_D} en de {TS}, de hoogste {one_S} die nog in het spel "
         "is. Sluit de stapel (Zudrehen): niemand neemt nog kaarten, beiden moeten kleur bekennen en de slag "
         "winnen als ze kunnen, en de 7 punten van de computer tellen zoals ze nu zijn. Druk op {action}.",
    "6": "Speel de {action} uit: de computer moet troef bekennen, en niets wint van je {rank_A}.",
    "7": "De computer moest zijn {TH} bijspelen: 21 punten, samen 39. Een {rank_K} en een {rank_Q} van één "
         "kleur zijn een paar, 20 punten (40 in troef), gemeld als je uitkomt, ook na het sluiten. Meld het: {action}.",
    "8": "59 punten. Na het melden moet je de {rank_K} of de {rank_Q} van het paar uitspelen. Speel de {action} uit: "
         "de computer moet de slag winnen als hij kan, en de {KD} houd je.",
    "9": "De computer nam je {QD} met de {AD} en komt uit met de {JD}. Je moet kleur bekennen en de slag "
         "winnen als je kunt: speel de {action}.",
    "10": "65 punten: nog één slag. Je {AS} is weg, dus de {action} is de hoogste {one_S}: speel hem "
          "uit, en de computer moet kleur bekennen.",
    "end": "79 punten: je haalde 66 en wint het spel. Jij sloot, en de computer had toen 7 punten en een slag: "
           "2 tellingen (1 als hij 33 of meer had gehad, 3 zonder slag). Wie het eerst 7 tellingen heeft, wint "
           "de partij, een Bummerl.",
})

__all__ = ["DEAL", "LESSON"]
