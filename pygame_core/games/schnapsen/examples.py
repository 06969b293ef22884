"""Scripted rules examples for Schnapsen (see :class:`pygame_core.core.replay.Script`).

- ``closing``: Player 1 closes the talon (Zudrehen) before the first trick; from then on nobody draws and Player 2
  must follow suit; Player 1 goes out with the trump marriage and wins 3 game points (Player 2 had no trick when
  the talon was closed; readings.md §3.3 D9, D10).
- ``closing_failed``: Player 1 closes hoping the aces and tens will do, but Player 2 is void in spades and must
  trump; Player 2 reaches 66 first and wins 3 game points (D9: 2, or 3 when the closer's opponent had no trick
  when the talon was closed).

Deals are in the engine's dealing order (``{"deck": [...], "dealer": 1}``): 3 cards to the non-dealer (Player 1),
3 to the dealer, the trump card turned up, 2 and 2, then the talon from the top.
"""

from __future__ import annotations

from typing import Any

from ...core import i18n
from ...core.replay import Script
from .cards import DECK

GAME_NAME = "schnapsen"


def fixed_deal(forehand: list[str], dealer_cards: list[str], trump_card: str, dealer: int = 1) -> dict[str, Any]:
    """The dealing order that gives the non-dealer ``forehand`` and the dealer ``dealer_cards`` (5 each) and turns
    up ``trump_card``; the other 9 cards form the talon in deck order."""
    used = set(forehand) | set(dealer_cards) | {trump_card}
    talon = [card for card in DECK if card not in used]
    deck = forehand[:3] + dealer_cards[:3] + [trump_card] + forehand[3:] + dealer_cards[3:] + talon
    return {"deck": deck, "dealer": dealer}


def script(name: str, actions: tuple[tuple[int, str], ...], deal: dict[str, Any]) -> Script:
    return Script.declare(GAME_NAME, name, actions, seat=0, options={}, seed=1, deal=deal)


CLOSING = script("closing", (
    (0, "close"),
    (0, "play:AS"),
    (1, "play:KS"),    # the only legal card: follow suit
    (0, "play:AH"),
    (1, "play:TH"),    # the only legal card: follow suit, though it loses
    (0, "marry:H"),    # 40: 15 + 21 + 40 = 76, Player 1 goes out
), fixed_deal(["AH", "KH", "QH", "AS", "KC"], ["KS", "TH", "AD", "TD", "QC"], "JH"))

CLOSING_FAILED = script("closing_failed", (
    (0, "close"),
    (0, "play:AS"),
    (1, "play:TH"),    # void in spades: must trump
    (1, "marry:H"),    # 40: 21 + 40 = 61
    (1, "play:KH"),    # a declared marriage: lead its king or queen
    (0, "play:KC"),    # no hearts, no trumps: any card; 61 + 8 = 69, Player 2 goes out
), fixed_deal(["AS", "TS", "AD", "TD", "KC"], ["AH", "TH", "KH", "QH", "KD"], "JH"))

EXAMPLES: dict[str, Script] = {"closing": CLOSING, "closing_failed": CLOSING_FAILED}


# -- texts ---------------------------------------------------------------------------------------------

_C = f"{GAME_NAME}.example.closing."
_F = f"{GAME_NAME}.example.closing_failed."


# -- the captions as players of the double-German deck say them (issue 22: the names follow the deck) -------------
#: Only the captions that name a card, a rank or a suit; the others read the same with either deck.
GERMAN_DECK_CAPTIONS: dict[str, dict[str, str]] = {
    "en": {
        _C + "0": "Player 2 has dealt and Player 1 leads. Hearts are trumps: the Unter of hearts lies face up under "
                  "the talon. Player 1 holds the Daus, king and Ober of trumps and the Daus of leaves: enough for 66 "
                  "without drawing another card.",
        _C + "2": "Player 1 leads the Daus of leaves. With the talon open, Player 2 could answer with any card; now "
                  "Player 2 must follow suit.",
        _C + "3": "The king of leaves is Player 2's only legal card: following suit comes first. Player 1 wins the "
                  "trick, 11 + 4 = 15 points. Nobody draws after the trick: the talon is closed.",
        _C + "4": "Player 1 leads the Daus of trumps.",
        _C + "6": "Player 1 declares the marriage in trumps (king and Ober of hearts): 40 points, which count at "
                  "once because Player 1 has won a trick. With 76 points Player 1 goes out. The closer reached 66, "
                  "and Player 2 had no trick when the talon was closed: 3 game points for Player 1.",
        _F + "0": "Player 2 has dealt and Player 1 leads. Hearts are trumps: the Unter of hearts lies face up. "
                  "Player 1 holds two Daus and two tens but no trump; Player 2 holds the Daus, ten, king and Ober of "
                  "trumps.",
        _F + "1": "Player 1 closes the talon (Zudrehen), hoping to make 66 with the Daus and tens. From now on "
                  "nobody draws and the strict rules apply. If the closer does not reach 66, the opponent scores.",
        _F + "2": "Player 1 leads the Daus of leaves. Player 2 has no leaves, and with the talon closed a player "
                  "who cannot follow suit must play a trump.",
        _F + "3": "Player 2 trumps with the ten of hearts (any trump would do; the king of bells may not be "
                  "played) and wins the trick: 11 + 10 = 21 points. The trick's winner leads next.",
        _F + "4": "Player 2 declares the marriage in trumps: 40 points, counted at once because Player 2 has a "
                  "trick. Player 2 now has 61 points and must lead the king or the Ober of the marriage.",
        _F + "6": "Player 1 throws the king of acorns; Player 2 wins the trick and has 61 + 8 = 69 points: Player 2 "
                  "goes out before the closer. The closing failed, so Player 2 scores: 2 game points as a rule, "
                  "here 3 because Player 2 had no trick yet when the talon was closed.",
    },
    "de": {
        _C + "0": "Spieler 2 hat gegeben, Spieler 1 spielt aus. Herz ist Trumpf: der Herz-Unter liegt offen unter "
                  "dem Talon. Spieler 1 hält Trumpf-Daus, Trumpf-König und Trumpf-Ober und den Laub-Daus: genug für "
                  "66, ohne noch eine Karte zu ziehen.",
        _C + "2": "Spieler 1 spielt den Laub-Daus aus. Bei offenem Talon dürfte Spieler 2 jede Karte zugeben; "
                  "jetzt muss Spieler 2 Farbe bedienen.",
        _C + "3": "Der Laub-König ist die einzige erlaubte Karte von Spieler 2: Farbzwang geht vor. Spieler 1 macht "
                  "den Stich, 11 + 4 = 15 Augen. Nach dem Stich zieht niemand nach: der Talon ist zugedreht.",
        _C + "4": "Spieler 1 spielt den Trumpf-Daus aus.",
        _C + "6": "Spieler 1 meldet das Trumpf-Paar (Herz-König und Herz-Ober): 40 Augen, die sofort zählen, "
                  "weil Spieler 1 schon einen Stich hat. Mit 76 Augen meldet sich Spieler 1 aus. Der Zudreher hat "
                  "66 erreicht, und Spieler 2 hatte beim Zudrehen keinen Stich: 3 Spielpunkte für Spieler 1.",
        _F + "0": "Spieler 2 hat gegeben, Spieler 1 spielt aus. Herz ist Trumpf: der Herz-Unter liegt offen. "
                  "Spieler 1 hält zwei Daus und zwei Zehner, aber keinen Trumpf; Spieler 2 hält Trumpf-Daus, "
                  "-Zehner, -König und -Ober.",
        _F + "1": "Spieler 1 dreht zu und hofft, mit den Daus und Zehnern 66 zu machen. Ab jetzt zieht niemand "
                  "mehr nach, und es gelten die strengen Regeln. Erreicht der Zudreher 66 nicht, schreibt der "
                  "Gegner.",
        _F + "2": "Spieler 1 spielt den Laub-Daus aus. Spieler 2 hat kein Laub, und bei zugedrehtem Talon muss "
                  "stechen, wer die Farbe nicht bedienen kann.",
        _F + "3": "Spieler 2 sticht mit dem Herz-Zehner (jeder Trumpf wäre erlaubt, der Schellen-König nicht) und "
                  "macht den Stich: 11 + 10 = 21 Augen. Wer den Stich macht, spielt als Nächster aus.",
        _F + "4": "Spieler 2 meldet das Trumpf-Paar: 40 Augen, die sofort zählen, weil Spieler 2 einen Stich "
                  "hat. Spieler 2 hat jetzt 61 Augen und muss den König oder den Ober des Paares ausspielen.",
        _F + "6": "Spieler 1 wirft den Eichel-König ab; Spieler 2 macht den Stich und hat 61 + 8 = 69 Augen: "
                  "Spieler 2 meldet sich vor dem Zudreher aus. Das Zudrehen ist misslungen, also schreibt Spieler 2: "
                  "sonst 2 Spielpunkte, hier 3, weil Spieler 2 beim Zudrehen noch keinen Stich hatte.",
    },
    "nl": {
        _C + "0": "Speler 2 heeft gedeeld en Speler 1 komt uit. Harten is troef: de Harten-Unter ligt open onder "
                  "de stapel. Speler 1 heeft de Daus, de Koning en de Ober van troef en de Bladeren-Daus: genoeg "
                  "voor 66 zonder nog een kaart te nemen.",
        _C + "2": "Speler 1 komt uit met de Bladeren-Daus. Met een open stapel mocht Speler 2 elke kaart "
                  "bijspelen; nu moet Speler 2 kleur bekennen.",
        _C + "3": "De Bladeren-Koning is de enige toegestane kaart van Speler 2: kleur bekennen gaat voor. Speler 1 "
                  "wint de slag, 11 + 4 = 15 punten. Na de slag neemt niemand een kaart: de stapel is gesloten.",
        _C + "4": "Speler 1 komt uit met de troef-Daus.",
        _C + "6": "Speler 1 meldt het troefpaar (Harten-Koning en Harten-Ober): 40 punten, die meteen tellen omdat "
                  "Speler 1 al een slag heeft. Met 76 punten gaat Speler 1 uit. Wie sloot heeft 66 gehaald, en "
                  "Speler 2 had bij het sluiten geen slag: 3 tellingen voor Speler 1.",
        _F + "0": "Speler 2 heeft gedeeld en Speler 1 komt uit. Harten is troef: de Harten-Unter ligt open. Speler 1 "
                  "heeft twee Daus en twee Tienen maar geen troef; Speler 2 heeft de Daus, de Tien, de Koning en de "
                  "Ober van troef.",
        _F + "1": "Speler 1 sluit de stapel (Zudrehen) en hoopt met de Daus en Tienen 66 te halen. Vanaf nu neemt "
                  "niemand nog een kaart en gelden de strenge regels. Haalt wie sloot geen 66, dan scoort de "
                  "tegenstander.",
        _F + "2": "Speler 1 komt uit met de Bladeren-Daus. Speler 2 heeft geen bladeren, en bij een gesloten stapel "
                  "moet troeven wie geen kleur kan bekennen.",
        _F + "3": "Speler 2 troeft met de Harten-Tien (elke troef mocht, de Bellen-Koning niet) en wint de slag: "
                  "11 + 10 = 21 punten. Wie de slag wint, komt daarna uit.",
        _F + "4": "Speler 2 meldt het troefpaar: 40 punten, die meteen tellen omdat Speler 2 een slag heeft. "
                  "Speler 2 heeft nu 61 punten en moet uitkomen met de Koning of de Ober van het paar.",
        _F + "6": "Speler 1 gooit de Eikels-Koning af; Speler 2 wint de slag en heeft 61 + 8 = 69 punten: Speler 2 "
                  "gaat uit vóór wie sloot. Het sluiten is mislukt, dus scoort Speler 2: normaal 2 tellingen, "
                  "hier 3 omdat Speler 2 bij het sluiten nog geen slag had.",
    },
}


def _deck_caption(french: str, german: str) -> i18n.Template:
    """A caption that names the cards as the deck in force does (:func:`i18n.showing_deck`)."""
    def render(params: Any, lang: str) -> str:
        return (german if i18n.current_deck() == "german" else french).format(**params)
    return render


def _register_captions(lang: str, french: dict[str, str]) -> None:
    german = GERMAN_DECK_CAPTIONS[lang]
    assert set(german) <= set(french), set(german) - set(french)
    i18n.register(lang, {key: _deck_caption(text, german[key]) if key in german else text
                         for key, text in french.items()})


_register_captions("en", {
    _C + "title": "Closing the talon (Zudrehen)",
    _C + "0": "Player 2 has dealt and Player 1 leads. Hearts are trumps: the jack of hearts lies face up under the "
              "talon. Player 1 holds the ace, king and queen of trumps and the ace of spades: enough for 66 "
              "without drawing another card.",
    _C + "1": "Player 1 closes the talon (Zudrehen) before leading, as the leader may while both hands hold 5 "
              "cards. The turned-up trump is turned face down, nobody draws any more, and the strict rules apply: "
              "follow suit, win the trick if you can, and trump when you cannot follow suit.",
    _C + "2": "Player 1 leads the ace of spades. With the talon open, Player 2 could answer with any card; now "
              "Player 2 must follow suit.",
    _C + "3": "The king of spades is Player 2's only legal card: following suit comes first. Player 1 wins the "
              "trick, 11 + 4 = 15 points. Nobody draws after the trick: the talon is closed.",
    _C + "4": "Player 1 leads the ace of trumps.",
    _C + "5": "Player 2 must follow suit with the ten of hearts although it cannot win: a lower card of the suit "
              "led is allowed only when no card of it can win the trick. Player 1 has 15 + 21 = 36 points.",
    _C + "6": "Player 1 declares the marriage in trumps (king and queen of hearts): 40 points, which count at once "
              "because Player 1 has won a trick. With 76 points Player 1 goes out. The closer reached 66, and "
              "Player 2 had no trick when the talon was closed: 3 game points for Player 1.",
    _F + "title": "A failed Zudrehen: the opponent reaches 66 first",
    _F + "0": "Player 2 has dealt and Player 1 leads. Hearts are trumps: the jack of hearts lies face up. Player 1 "
              "holds two aces and two tens but no trump; Player 2 holds the ace, ten, king and queen of trumps.",
    _F + "1": "Player 1 closes the talon (Zudrehen), hoping to make 66 with the aces and tens. From now on nobody "
              "draws and the strict rules apply. If the closer does not reach 66, the opponent scores.",
    _F + "2": "Player 1 leads the ace of spades. Player 2 has no spade, and with the talon closed a player who "
              "cannot follow suit must play a trump.",
    _F + "3": "Player 2 trumps with the ten of hearts (any trump would do; the king of diamonds may not be played) "
              "and wins the trick: 11 + 10 = 21 points. The trick's winner leads next.",
    _F + "4": "Player 2 declares the marriage in trumps: 40 points, counted at once because Player 2 has a trick. "
              "Player 2 now has 61 points and must lead the king or the queen of the marriage.",
    _F + "5": "Player 2 leads the king of hearts. Player 1 has neither a heart nor a trump, so any card may be "
              "played.",
    _F + "6": "Player 1 throws the king of clubs; Player 2 wins the trick and has 61 + 8 = 69 points: Player 2 goes "
              "out before the closer. The closing failed, so Player 2 scores: 2 game points as a rule, "
              "here 3 because Player 2 had no trick yet when the talon was closed.",
})

_register_captions("de", {
    _C + "title": "Zudrehen",
    _C + "0": "Spieler 2 hat gegeben, Spieler 1 spielt aus. Herz ist Trumpf: der Herz-Bube liegt offen unter dem "
              "Talon. Spieler 1 hält Trumpf-Ass, Trumpf-König und Trumpf-Dame und das Pik-Ass: genug für 66, ohne "
              "noch eine Karte zu ziehen.",
    _C + "1": "Spieler 1 dreht vor dem Ausspielen zu, wie es der Ausspieler darf, solange beide 5 Karten halten. "
              "Die offene Trumpfkarte wird umgedreht, niemand zieht mehr nach, und es gelten die strengen Regeln: "
              "Farbe bedienen, stechen wenn möglich, und Trumpf spielen, wer die Farbe nicht hat.",
    _C + "2": "Spieler 1 spielt das Pik-Ass aus. Bei offenem Talon dürfte Spieler 2 jede Karte zugeben; jetzt muss "
              "Spieler 2 Farbe bedienen.",
    _C + "3": "Der Pik-König ist die einzige erlaubte Karte von Spieler 2: Farbzwang geht vor. Spieler 1 macht den "
              "Stich, 11 + 4 = 15 Augen. Nach dem Stich zieht niemand nach: der Talon ist zugedreht.",
    _C + "4": "Spieler 1 spielt das Trumpf-Ass aus.",
    _C + "5": "Spieler 2 muss mit dem Herz-Zehner bedienen, obwohl er nicht stechen kann: eine niedrigere Karte der "
              "Farbe ist nur erlaubt, wenn keine Karte dieser Farbe den Stich macht. Spieler 1 hat 15 + 21 = 36 "
              "Augen.",
    _C + "6": "Spieler 1 meldet das Trumpf-Paar (Herz-König und Herz-Dame): 40 Augen, die sofort zählen, weil "
              "Spieler 1 schon einen Stich hat. Mit 76 Augen meldet sich Spieler 1 aus. Der Zudreher hat 66 "
              "erreicht, und Spieler 2 hatte beim Zudrehen keinen Stich: 3 Spielpunkte für Spieler 1.",
    _F + "title": "Zudrehen misslungen: der Gegner erreicht zuerst 66",
    _F + "0": "Spieler 2 hat gegeben, Spieler 1 spielt aus. Herz ist Trumpf: der Herz-Bube liegt offen. Spieler 1 "
              "hält zwei Asse und zwei Zehner, aber keinen Trumpf; Spieler 2 hält Trumpf-Ass, -Zehner, -König und "
              "-Dame.",
    _F + "1": "Spieler 1 dreht zu und hofft, mit den Assen und Zehnern 66 zu machen. Ab jetzt zieht niemand mehr "
              "nach, und es gelten die strengen Regeln. Erreicht der Zudreher 66 nicht, schreibt der Gegner.",
    _F + "2": "Spieler 1 spielt das Pik-Ass aus. Spieler 2 hat kein Pik, und bei zugedrehtem Talon muss stechen, "
              "wer die Farbe nicht bedienen kann.",
    _F + "3": "Spieler 2 sticht mit dem Herz-Zehner (jeder Trumpf wäre erlaubt, der Karo-König nicht) und macht den "
              "Stich: 11 + 10 = 21 Augen. Wer den Stich macht, spielt als Nächster aus.",
    _F + "4": "Spieler 2 meldet das Trumpf-Paar: 40 Augen, die sofort zählen, weil Spieler 2 einen Stich hat. "
              "Spieler 2 hat jetzt 61 Augen und muss den König oder die Dame des Paares ausspielen.",
    _F + "5": "Spieler 2 spielt den Herz-König aus. Spieler 1 hat weder Herz noch Trumpf und darf jede Karte "
              "zugeben.",
    _F + "6": "Spieler 1 wirft den Kreuz-König ab; Spieler 2 macht den Stich und hat 61 + 8 = 69 Augen: Spieler 2 "
              "meldet sich vor dem Zudreher aus. Das Zudrehen ist misslungen, also schreibt Spieler 2: sonst 2 "
              "Spielpunkte, hier 3, weil Spieler 2 beim Zudrehen noch keinen Stich hatte.",
})

_register_captions("nl", {
    _C + "title": "De stapel sluiten (Zudrehen)",
    _C + "0": "Speler 2 heeft gedeeld en Speler 1 komt uit. Harten is troef: de hartenboer ligt open onder de "
              "stapel. Speler 1 heeft de aas, de koning en de vrouw van troef en de schoppenaas: genoeg voor 66 "
              "zonder nog een kaart te nemen.",
    _C + "1": "Speler 1 sluit de stapel (Zudrehen) voor het uitkomen, zoals de uitkomende speler mag zolang beide "
              "spelers 5 kaarten hebben. De open troefkaart wordt omgedraaid, niemand neemt nog een kaart, en de "
              "strenge regels gelden: kleur bekennen, de slag winnen als je kunt, en troeven als je geen kleur kunt "
              "bekennen.",
    _C + "2": "Speler 1 komt uit met de schoppenaas. Met een open stapel mocht Speler 2 elke kaart bijspelen; nu "
              "moet Speler 2 kleur bekennen.",
    _C + "3": "De schoppenkoning is de enige toegestane kaart van Speler 2: kleur bekennen gaat voor. Speler 1 wint "
              "de slag, 11 + 4 = 15 punten. Na de slag neemt niemand een kaart: de stapel is gesloten.",
    _C + "4": "Speler 1 komt uit met de troefaas.",
    _C + "5": "Speler 2 moet kleur bekennen met de hartentien, hoewel die de slag niet kan winnen: een lagere kaart "
              "van de gevraagde kleur mag alleen als geen kaart van die kleur de slag wint. Speler 1 heeft "
              "15 + 21 = 36 punten.",
    _C + "6": "Speler 1 meldt het troefpaar (hartenkoning en hartenvrouw): 40 punten, die meteen tellen omdat "
              "Speler 1 al een slag heeft. Met 76 punten gaat Speler 1 uit. Wie sloot heeft 66 gehaald, en Speler 2 "
              "had bij het sluiten geen slag: 3 tellingen voor Speler 1.",
    _F + "title": "Mislukt Zudrehen: de tegenstander haalt eerst 66",
    _F + "0": "Speler 2 heeft gedeeld en Speler 1 komt uit. Harten is troef: de hartenboer ligt open. Speler 1 "
              "heeft twee azen en twee tienen maar geen troef; Speler 2 heeft de aas, de tien, de koning en de "
              "vrouw van troef.",
    _F + "1": "Speler 1 sluit de stapel (Zudrehen) en hoopt met de azen en tienen 66 te halen. Vanaf nu neemt "
              "niemand nog een kaart en gelden de strenge regels. Haalt wie sloot geen 66, dan scoort de "
              "tegenstander.",
    _F + "2": "Speler 1 komt uit met de schoppenaas. Speler 2 heeft geen schoppen, en bij een gesloten stapel moet "
              "troeven wie geen kleur kan bekennen.",
    _F + "3": "Speler 2 troeft met de hartentien (elke troef mocht, de ruitenkoning niet) en wint de slag: "
              "11 + 10 = 21 punten. Wie de slag wint, komt daarna uit.",
    _F + "4": "Speler 2 meldt het troefpaar: 40 punten, die meteen tellen omdat Speler 2 een slag heeft. Speler 2 "
              "heeft nu 61 punten en moet uitkomen met de koning of de vrouw van het paar.",
    _F + "5": "Speler 2 komt uit met de hartenkoning. Speler 1 heeft geen harten en geen troef, en mag dus elke "
              "kaart bijspelen.",
    _F + "6": "Speler 1 gooit de klaverenkoning af; Speler 2 wint de slag en heeft 61 + 8 = 69 punten: Speler 2 "
              "gaat uit vóór wie sloot. Het sluiten is mislukt, dus scoort Speler 2: normaal 2 tellingen, "
              "hier 3 omdat Speler 2 bij het sluiten nog geen slag had.",
})

__all__ = ["CLOSING", "CLOSING_FAILED", "EXAMPLES", "fixed_deal"]
