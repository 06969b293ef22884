"""Every Schnapsen text, in English, German and Dutch, under the ``schnapsen.`` prefix (:data:`CATALOGS`).

Templates are ``str.format`` strings. Before formatting, parameters with well-known names are
turned into words of the reader's language (see :func:`expand`): seats (``seat``, ``winner``,
``loser``, ``closer``, ``dealer``) become "Player 1"; cards (``card``, ``trump_card``) become
"ace of hearts"; ``cards`` (a list) becomes a list of card names; ``suit`` becomes "hearts" and
adds ``suit_one`` ("heart", for "a higher heart"); ``game_points`` adds ``gp`` ("2 game points");
``loser_tricks`` adds ``loser_tricks_text`` ("1 trick").
Events keep the raw parameters (seat numbers, card ids), so the shell can animate them.

Terms players know: Bummerl, Zudrehen / closing / sluiten, Schneider, troef.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core import i18n

SEAT_KEYS = ("seat", "winner", "loser", "closer", "dealer")
CARD_KEYS = ("card", "trump_card")


_RANK_NAMES = {
    "en": {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack"},
    "de": {"A": "Ass", "T": "Zehner", "K": "König", "Q": "Dame", "J": "Bube"},
    "nl": {"A": "aas", "T": "tien", "K": "koning", "Q": "vrouw", "J": "boer"},
}
_SUIT_NAMES = {
    "en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
    "de": {"C": "Kreuz", "D": "Karo", "H": "Herz", "S": "Pik"},
    "nl": {"C": "klaveren", "D": "ruiten", "H": "harten", "S": "schoppen"},
}
#: One card of a suit, for "play a higher heart" / "ein höheres Herz" / "een hogere hartenkaart".
_SUIT_ONE = {
    "en": {"C": "club", "D": "diamond", "H": "heart", "S": "spade"},
    "de": {"C": "Kreuz", "D": "Karo", "H": "Herz", "S": "Pik"},
    "nl": {"C": "klaverenkaart", "D": "ruitenkaart", "H": "hartenkaart", "S": "schoppenkaart"},
}
#: The Austrian double-German deck (``GameInfo.decks``: "german"): the same cards by their own names, A T K Q J ->
#: Daus, Zehner, König, Ober, Unter; hearts, diamonds, clubs, spades -> Herz, Schellen, Eichel, Laub. The English
#: and Dutch names keep Ober, Unter and Daus, as players of that deck say them.
_GERMAN_RANK_NAMES = {
    "en": {"A": "Daus", "T": "ten", "K": "king", "Q": "Ober", "J": "Unter"},
    "de": {"A": "Daus", "T": "Zehner", "K": "König", "Q": "Ober", "J": "Unter"},
    "nl": {"A": "Daus", "T": "Tien", "K": "Koning", "Q": "Ober", "J": "Unter"},
}
_GERMAN_SUIT_NAMES = {
    "en": {"C": "acorns", "D": "bells", "H": "hearts", "S": "leaves"},
    "de": {"C": "Eichel", "D": "Schellen", "H": "Herz", "S": "Laub"},
    "nl": {"C": "eikels", "D": "bellen", "H": "harten", "S": "bladeren"},
}
_GERMAN_SUIT_ONE = {
    "en": {"C": "acorn", "D": "bell", "H": "heart", "S": "leaf"},
    "de": {"C": "Eichel", "D": "Schellen", "H": "Herz", "S": "Laub"},
    "nl": {"C": "eikelkaart", "D": "bellenkaart", "H": "hartenkaart", "S": "bladkaart"},
}
_GAME_POINTS = {
    "en": ("{n} game point", "{n} game points"),
    "de": ("{n} Spielpunkt", "{n} Spielpunkte"),
    "nl": ("{n} telling", "{n} tellingen"),
}
_TRICKS = {
    "en": ("{n} trick", "{n} tricks"),
    "de": ("{n} Stich", "{n} Stiche"),
    "nl": ("{n} slag", "{n} slagen"),
}


def _lang(lang: str) -> str:
    return lang if lang in _RANK_NAMES else "en"


def _german() -> bool:
    """Whether the texts now name the cards of the double-German deck (the request's deck, i18n.showing_deck)."""
    return i18n.current_deck() == "german"


def suit_name(suit: str, lang: str = "en") -> str:
    return (_GERMAN_SUIT_NAMES if _german() else _SUIT_NAMES)[_lang(lang)][suit]


def suit_one(suit: str, lang: str = "en") -> str:
    """One card of a suit ("heart", "acorn"), for "a higher heart"."""
    return (_GERMAN_SUIT_ONE if _german() else _SUIT_ONE)[_lang(lang)][suit]


def rank_name(rank: str, lang: str = "en") -> str:
    """``"Q"`` -> "queen" / "Dame" / "vrouw"; with the double-German deck "Ober"."""
    return (_GERMAN_RANK_NAMES if _german() else _RANK_NAMES)[_lang(lang)][rank]


def card_name(card: str, lang: str = "en") -> str:
    """``"QH"`` -> "queen of hearts" / "Herz-Dame" / "harten vrouw"; with the double-German deck "Ober of hearts" /
    "Herz-Ober" / "Harten-Ober"."""
    lang = _lang(lang)
    german = _german()
    rank = (_GERMAN_RANK_NAMES if german else _RANK_NAMES)[lang][card[0]]
    suit = (_GERMAN_SUIT_NAMES if german else _SUIT_NAMES)[lang][card[1]]
    if lang == "en":
        return f"{rank} of {suit}"
    if lang == "de":
        return f"{suit}-{rank}"
    if german:
        return f"{suit.capitalize()}-{rank}"
    return f"{suit} {rank}"


def game_points_text(n: int, lang: str = "en") -> str:
    one, many = _GAME_POINTS[_lang(lang)]
    return (one if n == 1 else many).format(n=n)


def expand(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The parameters with seats, cards, suits and game points turned into words of ``lang``."""
    out = i18n.in_words(params, lang, seats=SEAT_KEYS, cards=CARD_KEYS, card_lists=("cards",), card_name=card_name)
    for key in ("suit", "trump"):
        if isinstance(out.get(key), str):
            letter = out[key]
            out[key] = suit_name(letter, lang)
            out[key + "_one"] = suit_one(letter, lang)
    if isinstance(out.get("game_points"), int):
        out["gp"] = game_points_text(out["game_points"], lang)
    if isinstance(out.get("loser_tricks"), int):
        one, many = _TRICKS[_lang(lang)]
        out["loser_tricks_text"] = (one if out["loser_tricks"] == 1 else many).format(n=out["loser_tricks"])
    return out


EN = {
    "title": "Schnapsen",
    "pitch": "The Austrian classic for two: take tricks and declare marriages to reach 66 first.",
    "summary": "Game points {score}",
    # events
    "ev.deal": "Hand {hand_no}: {dealer} deals. Trump is {trump} (the {trump_card} is turned up).",
    "ev.your_cards": "Your cards: {cards}.",
    "ev.play": "{seat} plays the {card}.",
    "ev.trick": "{winner} wins the trick ({points} points).",
    "ev.draw_private": "You draw the {card}.",
    "ev.draw_public": "{winner} and then {loser} draw from the talon.",
    "ev.draw_trump": "{seat} takes the turned-up trump, the {card}.",
    "ev.exhausted": "The talon is used up: from now on you must follow suit and take the trick if you can.",
    "ev.exchange": "{seat} exchanges the jack of trumps for the {card}.",
    "ev.marriage": "{seat} declares the marriage in {suit}: {points} points.",
    "ev.marriage_pending": "{seat} declares the marriage in {suit}: {points} points, "
                           "which count once {seat} wins a trick.",
    "ev.close": "{seat} closes the talon (Zudrehen): no more drawing, strict rules from now on.",
    "ev.claim": "{seat} claims 66.",
    "ev.bummerl_over": "{winner} wins the Bummerl ({value} Bummerl for {loser}).",
    "ev.bummerl_schneider": "{winner} wins the Bummerl: Schneider! {loser} scored nothing ({value} Bummerl).",
    "ev.bummerl_rueckschneider": "{winner} wins the Bummerl: Rückschneider! ({value} Bummerl for {loser}).",
    # how a hand ended (the score sheet)
    "reason.reached_66": "{winner} reached 66 with {winner_points} (opponent {loser_points} points, "
                         "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66": "{winner} closed and reached 66 (opponent {loser_points} points and "
                                "{loser_tricks_text} at closing): {gp}",
    "reason.closer_failed": "{closer} closed but did not reach 66: {gp} for {winner}",
    "reason.opponent_reached_66": "{winner} reached 66 before {closer}, who had closed: {gp}",
    "reason.last_trick": "{winner} won the last trick: {gp}",
    "reason.false_claim": "{loser} claimed 66 with only {loser_points} points: {gp} for {winner}",
    # action labels
    "action.play": "Play the {card}",
    "action.exchange": "Exchange the jack of trumps for the {card}",
    "action.close": "Close the talon (Zudrehen)",
    "confirm.close": "Close the talon? Nobody draws any more cards this hand, and strict rules apply from now on.",
    "action.marry": "Declare the marriage in {suit} ({points})",
    "action.claim": "Claim 66",
    "action.next_hand": "Play on: deal the next hand",
    # prompts
    "prompt.lead": "Your lead.",
    "prompt.lead_marriage": "Lead the king or queen of {suit}.",
    "prompt.follow": "Play a card to {seat}'s {card}.",
    "prompt.wait_lead": "Waiting for {seat} to lead.",
    "prompt.wait_follow": "Waiting for {seat} to play a card.",
    "prompt.next_hand": "The hand is over. You deal next: play on.",
    "prompt.wait_next_hand": "The hand is over. Waiting for {seat} to deal the next hand.",
    "prompt.match_won": "You won the Bummerl!",
    "prompt.match_lost": "{seat} won the Bummerl.",
    # why an action is not allowed
    "why.not_in_hand": "You do not hold the {card}.",
    "why.follow_suit": "You must follow suit: {suit}.",
    "why.take_trick": "You must take the trick if you can: play a higher {suit_one}.",
    "why.must_trump": "You must play a trump: you have no {suit}.",
    "why.lead_marriage": "You declared the marriage in {suit}: lead its king or queen.",
    "why.not_at_lead": "Only the player to lead may do this, before leading a card.",
    "why.hand_over": "The hand is over: deal the next hand to play on.",
    "why.hand_running": "The hand is still being played.",
    "why.exchange_exhausted": "The talon is used up: the jack of trumps can no longer be exchanged.",
    "why.exchange_closed": "The talon is closed: the jack of trumps can no longer be exchanged.",
    "why.exchange_talon_small": "The jack of trumps may only be exchanged while the talon holds at least {n} cards.",
    "why.exchange_first_lead": "The jack of trumps may not be exchanged before the first trick.",
    "why.no_trump_jack": "You do not hold the jack of trumps ({trump}).",
    "why.already_closed": "The talon is already closed.",
    "why.close_exhausted": "The talon is used up: there is nothing left to close.",
    "why.close_talon_small": "The talon may only be closed while it holds at least {n} cards.",
    "why.close_hands": "The talon may only be closed when both players hold 5 cards.",
    "why.one_marriage": "You have already declared a marriage in this lead.",
    "why.marriage_first_lead": "No marriage may be declared on the first lead of a hand.",
    "why.marriage_after_close": "No marriage may be declared once the talon is closed or used up.",
    "why.no_marriage": "You do not hold the king and queen of {suit}.",
    "why.claim_auto": "The hand ends by itself when a player reaches 66: there is nothing to claim.",
    "why.claim_when": "You may claim 66 only just after winning a trick or declaring a marriage.",
}

DE = {
    "title": "Schnapsen",
    "pitch": "Der österreichische Klassiker zu zweit: mit Stichen und Paaren als Erster 66 erreichen.",
    "summary": "Spielpunkte {score}",
    "ev.deal": "Spiel {hand_no}: {dealer} gibt. Trumpf ist {trump} ({trump_card} liegt offen).",
    "ev.your_cards": "Deine Karten: {cards}.",
    "ev.play": "{seat} spielt {card}.",
    "ev.trick": "{winner} macht den Stich ({points} Augen).",
    "ev.draw_private": "Du ziehst {card}.",
    "ev.draw_public": "{winner} und dann {loser} ziehen vom Talon.",
    "ev.draw_trump": "{seat} nimmt den offenen Trumpf, {card}.",
    "ev.exhausted": "Der Talon ist aufgebraucht: ab jetzt gilt Farbzwang und Stichzwang.",
    "ev.exchange": "{seat} tauscht den Trumpf-Buben gegen {card}.",
    "ev.marriage": "{seat} meldet das Paar in {suit}: {points} Augen.",
    "ev.marriage_pending": "{seat} meldet das Paar in {suit}: {points} Augen, "
                           "die zählen, sobald {seat} einen Stich macht.",
    "ev.close": "{seat} dreht zu: kein Nachziehen mehr, ab jetzt Farb- und Stichzwang.",
    "ev.claim": "{seat} meldet sich aus (66).",
    "ev.bummerl_over": "{winner} gewinnt das Bummerl ({value} Bummerl für {loser}).",
    "ev.bummerl_schneider": "{winner} gewinnt das Bummerl: Schneider! {loser} hat nichts geschrieben "
                            "({value} Bummerl).",
    "ev.bummerl_rueckschneider": "{winner} gewinnt das Bummerl: Rückschneider! ({value} Bummerl für {loser}).",
    "reason.reached_66": "{winner} hat 66 erreicht, mit {winner_points} (Gegner {loser_points} Augen, "
                         "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66": "{winner} hat zugedreht und 66 erreicht (Gegner beim Zudrehen {loser_points} "
                                "Augen und {loser_tricks_text}): {gp}",
    "reason.closer_failed": "{closer} hat zugedreht, aber 66 nicht erreicht: {gp} für {winner}",
    "reason.opponent_reached_66": "{winner} hat 66 vor {closer} erreicht, der zugedreht hatte: {gp}",
    "reason.last_trick": "{winner} hat den letzten Stich gemacht: {gp}",
    "reason.false_claim": "{loser} hat sich mit nur {loser_points} Augen ausgemeldet: {gp} für {winner}",
    "action.play": "{card} spielen",
    "action.exchange": "Trumpf-Buben gegen {card} tauschen",
    "action.close": "Zudrehen",
    "confirm.close": "Zudrehen? In diesem Spiel wird keine Karte mehr gezogen, und ab jetzt gelten die strengen Regeln.",
    "action.marry": "Paar in {suit} melden ({points})",
    "action.claim": "Ausmelden (66)",
    "action.next_hand": "Weiterspielen: nächstes Spiel geben",
    "prompt.lead": "Du spielst aus.",
    "prompt.lead_marriage": "Spiel König oder Dame in {suit} aus.",
    "prompt.follow": "Spiel eine Karte zu {card} von {seat}.",
    "prompt.wait_lead": "Warte, bis {seat} ausspielt.",
    "prompt.wait_follow": "Warte, bis {seat} eine Karte spielt.",
    "prompt.next_hand": "Das Spiel ist aus. Du gibst als Nächstes: weiterspielen.",
    "prompt.wait_next_hand": "Das Spiel ist aus. Warte, bis {seat} das nächste Spiel gibt.",
    "prompt.match_won": "Du hast das Bummerl gewonnen!",
    "prompt.match_lost": "{seat} hat das Bummerl gewonnen.",
    "why.not_in_hand": "Du hast {card} nicht auf der Hand.",
    "why.follow_suit": "Du musst Farbe bedienen: {suit}.",
    "why.take_trick": "Du musst stechen, wenn du kannst: spiel ein höheres {suit_one}.",
    "why.must_trump": "Du musst Trumpf spielen: du hast kein {suit}.",
    "why.lead_marriage": "Du hast das Paar in {suit} gemeldet: spiel seinen König oder seine Dame aus.",
    "why.not_at_lead": "Das darf nur, wer ausspielt, bevor er eine Karte spielt.",
    "why.hand_over": "Das Spiel ist aus: gib das nächste Spiel, um weiterzuspielen.",
    "why.hand_running": "Das Spiel läuft noch.",
    "why.exchange_exhausted": "Der Talon ist aufgebraucht: der Trumpf-Bube kann nicht mehr getauscht werden.",
    "why.exchange_closed": "Es ist zugedreht: der Trumpf-Bube kann nicht mehr getauscht werden.",
    "why.exchange_talon_small": "Der Trumpf-Bube darf nur getauscht werden, solange der Talon mindestens "
                                "{n} Karten hat.",
    "why.exchange_first_lead": "Der Trumpf-Bube darf nicht vor dem ersten Stich getauscht werden.",
    "why.no_trump_jack": "Du hast den Trumpf-Buben ({trump}) nicht.",
    "why.already_closed": "Es ist schon zugedreht.",
    "why.close_exhausted": "Der Talon ist aufgebraucht: es gibt nichts mehr zuzudrehen.",
    "why.close_talon_small": "Zudrehen ist nur erlaubt, solange der Talon mindestens {n} Karten hat.",
    "why.close_hands": "Zudrehen ist nur erlaubt, wenn beide Spieler 5 Karten haben.",
    "why.one_marriage": "Du hast bei diesem Ausspiel schon ein Paar gemeldet.",
    "why.marriage_first_lead": "Beim ersten Ausspiel eines Spiels darf kein Paar gemeldet werden.",
    "why.marriage_after_close": "Nach dem Zudrehen oder wenn der Talon aufgebraucht ist, darf kein Paar "
                                "gemeldet werden.",
    "why.no_marriage": "Du hast nicht König und Dame in {suit}.",
    "why.claim_auto": "Das Spiel endet von selbst, sobald jemand 66 erreicht: Ausmelden ist nicht nötig.",
    "why.claim_when": "Ausmelden darfst du nur direkt nach einem gewonnenen Stich oder einem gemeldeten Paar.",
}

NL = {
    "title": "Schnapsen",
    "pitch": "De Oostenrijkse klassieker voor twee: haal met slagen en paren als eerste 66.",
    "summary": "Spelpunten {score}",
    "ev.deal": "Spel {hand_no}: {dealer} deelt. Troef is {trump} ({trump_card} ligt open).",
    "ev.your_cards": "Je kaarten: {cards}.",
    "ev.play": "{seat} speelt {card}.",
    "ev.trick": "{winner} wint de slag ({points} punten).",
    "ev.draw_private": "Je neemt {card}.",
    "ev.draw_public": "{winner} en daarna {loser} nemen een kaart van de stapel.",
    "ev.draw_trump": "{seat} neemt de open troefkaart, {card}.",
    "ev.exhausted": "De stapel is op: vanaf nu geldt kleur- en slagdwang.",
    "ev.exchange": "{seat} ruilt de troefboer voor {card}.",
    "ev.marriage": "{seat} meldt het paar in {suit}: {points} punten.",
    "ev.marriage_pending": "{seat} meldt het paar in {suit}: {points} punten, "
                           "die tellen zodra {seat} een slag wint.",
    "ev.close": "{seat} sluit de stapel (Zudrehen): er wordt niet meer genomen, vanaf nu kleur- en slagdwang.",
    "ev.claim": "{seat} meldt 66.",
    "ev.bummerl_over": "{winner} wint de partij ({value} Bummerl voor {loser}).",
    "ev.bummerl_schneider": "{winner} wint de partij: Schneider! {loser} heeft niets gescoord ({value} Bummerl).",
    "ev.bummerl_rueckschneider": "{winner} wint de partij: Rückschneider! ({value} Bummerl voor {loser}).",
    "reason.reached_66": "{winner} heeft 66 bereikt met {winner_points} (tegenstander {loser_points} punten, "
                         "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66": "{winner} heeft gesloten en 66 bereikt (tegenstander bij het sluiten "
                                "{loser_points} punten en {loser_tricks_text}): {gp}",
    "reason.closer_failed": "{closer} heeft gesloten maar 66 niet bereikt: {gp} voor {winner}",
    "reason.opponent_reached_66": "{winner} heeft 66 bereikt vóór {closer}, die had gesloten: {gp}",
    "reason.last_trick": "{winner} heeft de laatste slag gewonnen: {gp}",
    "reason.false_claim": "{loser} meldde 66 met maar {loser_points} punten: {gp} voor {winner}",
    "action.play": "Speel {card}",
    "action.exchange": "Ruil de troefboer voor {card}",
    "action.close": "Sluiten (Zudrehen)",
    "confirm.close": "De stapel sluiten? Deze ronde trekt niemand meer kaarten, en vanaf nu gelden de strikte regels.",
    "action.marry": "Meld het paar in {suit} ({points})",
    "action.claim": "66 melden",
    "action.next_hand": "Spelen: deel het volgende spel",
    "prompt.lead": "Jij speelt uit.",
    "prompt.lead_marriage": "Speel de koning of de vrouw van {suit} uit.",
    "prompt.follow": "Speel een kaart bij {card} van {seat}.",
    "prompt.wait_lead": "Wachten tot {seat} uitspeelt.",
    "prompt.wait_follow": "Wachten tot {seat} een kaart speelt.",
    "prompt.next_hand": "Het spel is voorbij. Jij deelt het volgende: spelen.",
    "prompt.wait_next_hand": "Het spel is voorbij. Wachten tot {seat} het volgende spel deelt.",
    "prompt.match_won": "Je hebt de partij gewonnen!",
    "prompt.match_lost": "{seat} heeft de partij gewonnen.",
    "why.not_in_hand": "Je hebt {card} niet in je hand.",
    "why.follow_suit": "Je moet kleur bekennen: {suit}.",
    "why.take_trick": "Je moet de slag winnen als je kunt: speel een hogere {suit_one}.",
    "why.must_trump": "Je moet troef spelen: je hebt geen {suit}.",
    "why.lead_marriage": "Je hebt het paar in {suit} gemeld: speel de koning of de vrouw ervan uit.",
    "why.not_at_lead": "Dit mag alleen de speler die uitspeelt, voordat hij een kaart speelt.",
    "why.hand_over": "Het spel is voorbij: deel het volgende spel om verder te spelen.",
    "why.hand_running": "Het spel is nog bezig.",
    "why.exchange_exhausted": "De stapel is op: de troefboer kan niet meer geruild worden.",
    "why.exchange_closed": "De stapel is gesloten: de troefboer kan niet meer geruild worden.",
    "why.exchange_talon_small": "De troefboer mag alleen geruild worden zolang de stapel minstens {n} kaarten heeft.",
    "why.exchange_first_lead": "De troefboer mag niet vóór de eerste slag geruild worden.",
    "why.no_trump_jack": "Je hebt de troefboer ({trump}) niet.",
    "why.already_closed": "De stapel is al gesloten.",
    "why.close_exhausted": "De stapel is op: er valt niets meer te sluiten.",
    "why.close_talon_small": "Sluiten mag alleen zolang de stapel minstens {n} kaarten heeft.",
    "why.close_hands": "Sluiten mag alleen als beide spelers 5 kaarten hebben.",
    "why.one_marriage": "Je hebt bij deze uitkomst al een paar gemeld.",
    "why.marriage_first_lead": "Bij de eerste uitkomst van een spel mag geen paar gemeld worden.",
    "why.marriage_after_close": "Na het sluiten of als de stapel op is, mag geen paar meer gemeld worden.",
    "why.no_marriage": "Je hebt niet de koning en de vrouw van {suit}.",
    "why.claim_auto": "Het spel eindigt vanzelf zodra iemand 66 haalt: melden is niet nodig.",
    "why.claim_when": "Je mag 66 alleen melden direct na het winnen van een slag of het melden van een paar.",
}

#: Second-person variants (``key#param``: the text when ``param`` is the seat called "You", see :func:`i18n.tr`).
EN_YOU = {
    "ev.deal#dealer": "Hand {hand_no}: you deal. Trump is {trump} (the {trump_card} is turned up).",
    "ev.play#seat": "You play the {card}.",
    "ev.trick#winner": "You win the trick ({points} points).",
    "ev.draw_public#winner": "You and then {loser} draw from the talon.",
    "ev.draw_public#loser": "{winner} and then you draw from the talon.",
    "ev.draw_trump#seat": "You take the turned-up trump, the {card}.",
    "ev.exchange#seat": "You exchange the jack of trumps for the {card}.",
    "ev.marriage#seat": "You declare the marriage in {suit}: {points} points.",
    "ev.marriage_pending#seat": "You declare the marriage in {suit}: {points} points, which count once you win a trick.",
    "ev.close#seat": "You close the talon (Zudrehen): no more drawing, strict rules from now on.",
    "ev.claim#seat": "You claim 66.",
    "ev.bummerl_over#winner": "You win the Bummerl ({value} Bummerl for {loser}).",
    "ev.bummerl_over#loser": "{winner} wins the Bummerl ({value} Bummerl for you).",
    "ev.bummerl_schneider#winner": "You win the Bummerl: Schneider! {loser} scored nothing ({value} Bummerl).",
    "ev.bummerl_schneider#loser": "{winner} wins the Bummerl: Schneider! You scored nothing ({value} Bummerl).",
    "ev.bummerl_rueckschneider#winner": "You win the Bummerl: Rückschneider! ({value} Bummerl for {loser}).",
    "ev.bummerl_rueckschneider#loser": "{winner} wins the Bummerl: Rückschneider! ({value} Bummerl for you).",
    "reason.reached_66#winner": "You reached 66 with {winner_points} (opponent {loser_points} points, "
                                "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66#winner": "You closed and reached 66 (opponent {loser_points} points and "
                                       "{loser_tricks_text} at closing): {gp}",
    "reason.closer_failed#closer": "You closed but did not reach 66: {gp} for {winner}",
    "reason.closer_failed#winner": "{closer} closed but did not reach 66: {gp} for you",
    "reason.opponent_reached_66#winner": "You reached 66 before {closer}, who had closed: {gp}",
    "reason.opponent_reached_66#closer": "{winner} reached 66 after you had closed: {gp}",
    "reason.last_trick#winner": "You won the last trick: {gp}",
    "reason.false_claim#loser": "You claimed 66 with only {loser_points} points: {gp} for {winner}",
    "reason.false_claim#winner": "{loser} claimed 66 with only {loser_points} points: {gp} for you",
}

DE_YOU = {
    "ev.deal#dealer": "Spiel {hand_no}: du gibst. Trumpf ist {trump} ({trump_card} liegt offen).",
    "ev.play#seat": "Du spielst {card}.",
    "ev.trick#winner": "Du machst den Stich ({points} Augen).",
    "ev.draw_public#winner": "Du ziehst vom Talon, dann {loser}.",
    "ev.draw_public#loser": "{winner} zieht vom Talon, dann du.",
    "ev.draw_trump#seat": "Du nimmst den offenen Trumpf, {card}.",
    "ev.exchange#seat": "Du tauschst den Trumpf-Buben gegen {card}.",
    "ev.marriage#seat": "Du meldest das Paar in {suit}: {points} Augen.",
    "ev.marriage_pending#seat": "Du meldest das Paar in {suit}: {points} Augen, "
                                "die zählen, sobald du einen Stich machst.",
    "ev.close#seat": "Du drehst zu: kein Nachziehen mehr, ab jetzt Farb- und Stichzwang.",
    "ev.claim#seat": "Du meldest dich aus (66).",
    "ev.bummerl_over#winner": "Du gewinnst das Bummerl ({value} Bummerl für {loser}).",
    "ev.bummerl_over#loser": "{winner} gewinnt das Bummerl ({value} Bummerl für dich).",
    "ev.bummerl_schneider#winner": "Du gewinnst das Bummerl: Schneider! {loser} hat nichts geschrieben "
                                   "({value} Bummerl).",
    "ev.bummerl_schneider#loser": "{winner} gewinnt das Bummerl: Schneider! Du hast nichts geschrieben "
                                  "({value} Bummerl).",
    "ev.bummerl_rueckschneider#winner": "Du gewinnst das Bummerl: Rückschneider! ({value} Bummerl für {loser}).",
    "ev.bummerl_rueckschneider#loser": "{winner} gewinnt das Bummerl: Rückschneider! ({value} Bummerl für dich).",
    "reason.reached_66#winner": "Du hast 66 erreicht, mit {winner_points} (Gegner {loser_points} Augen, "
                                "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66#winner": "Du hast zugedreht und 66 erreicht (Gegner beim Zudrehen {loser_points} "
                                       "Augen und {loser_tricks_text}): {gp}",
    "reason.closer_failed#closer": "Du hast zugedreht, aber 66 nicht erreicht: {gp} für {winner}",
    "reason.closer_failed#winner": "{closer} hat zugedreht, aber 66 nicht erreicht: {gp} für dich",
    "reason.opponent_reached_66#winner": "Du hast 66 vor {closer} erreicht, der zugedreht hatte: {gp}",
    "reason.opponent_reached_66#closer": "{winner} hat 66 erreicht, nachdem du zugedreht hattest: {gp}",
    "reason.last_trick#winner": "Du hast den letzten Stich gemacht: {gp}",
    "reason.false_claim#loser": "Du hast dich mit nur {loser_points} Augen ausgemeldet: {gp} für {winner}",
    "reason.false_claim#winner": "{loser} hat sich mit nur {loser_points} Augen ausgemeldet: {gp} für dich",
}

NL_YOU = {
    "ev.deal#dealer": "Spel {hand_no}: jij deelt. Troef is {trump} ({trump_card} ligt open).",
    "ev.play#seat": "Jij speelt {card}.",
    "ev.trick#winner": "Jij wint de slag ({points} punten).",
    "ev.draw_public#winner": "Jij en daarna {loser} nemen een kaart van de stapel.",
    "ev.draw_public#loser": "{winner} en daarna jij nemen een kaart van de stapel.",
    "ev.draw_trump#seat": "Jij neemt de open troefkaart, {card}.",
    "ev.exchange#seat": "Jij ruilt de troefboer voor {card}.",
    "ev.marriage#seat": "Jij meldt het paar in {suit}: {points} punten.",
    "ev.marriage_pending#seat": "Jij meldt het paar in {suit}: {points} punten, die tellen zodra je een slag wint.",
    "ev.close#seat": "Jij sluit de stapel (Zudrehen): er wordt niet meer genomen, vanaf nu kleur- en slagdwang.",
    "ev.claim#seat": "Jij meldt 66.",
    "ev.bummerl_over#winner": "Jij wint de partij ({value} Bummerl voor {loser}).",
    "ev.bummerl_over#loser": "{winner} wint de partij ({value} Bummerl voor jou).",
    "ev.bummerl_schneider#winner": "Jij wint de partij: Schneider! {loser} heeft niets gescoord ({value} Bummerl).",
    "ev.bummerl_schneider#loser": "{winner} wint de partij: Schneider! Jij hebt niets gescoord ({value} Bummerl).",
    "ev.bummerl_rueckschneider#winner": "Jij wint de partij: Rückschneider! ({value} Bummerl voor {loser}).",
    "ev.bummerl_rueckschneider#loser": "{winner} wint de partij: Rückschneider! ({value} Bummerl voor jou).",
    "reason.reached_66#winner": "Jij hebt 66 bereikt met {winner_points} (tegenstander {loser_points} punten, "
                                "{loser_tricks_text}): {gp}",
    "reason.closer_reached_66#winner": "Jij hebt gesloten en 66 bereikt (tegenstander bij het sluiten "
                                       "{loser_points} punten en {loser_tricks_text}): {gp}",
    "reason.closer_failed#closer": "Jij hebt gesloten maar 66 niet bereikt: {gp} voor {winner}",
    "reason.closer_failed#winner": "{closer} heeft gesloten maar 66 niet bereikt: {gp} voor jou",
    "reason.opponent_reached_66#winner": "Jij hebt 66 bereikt vóór {closer}, die had gesloten: {gp}",
    "reason.opponent_reached_66#closer": "{winner} heeft 66 bereikt nadat jij had gesloten: {gp}",
    "reason.last_trick#winner": "Jij hebt de laatste slag gewonnen: {gp}",
    "reason.false_claim#loser": "Jij meldde 66 met maar {loser_points} punten: {gp} voor {winner}",
    "reason.false_claim#winner": "{loser} meldde 66 met maar {loser_points} punten: {gp} voor jou",
}

#: The texts that name a rank outside a card's name (the jack of trumps, king and queen of a marriage), as they read
#: with the double-German deck: Unter, Ober.
EN_GERMAN = {
    "ev.exchange": "{seat} exchanges the Unter of trumps for the {card}.",
    "ev.exchange#seat": "You exchange the Unter of trumps for the {card}.",
    "action.exchange": "Exchange the Unter of trumps for the {card}",
    "prompt.lead_marriage": "Lead the king or Ober of {suit}.",
    "why.lead_marriage": "You declared the marriage in {suit}: lead its king or Ober.",
    "why.exchange_exhausted": "The talon is used up: the Unter of trumps can no longer be exchanged.",
    "why.exchange_closed": "The talon is closed: the Unter of trumps can no longer be exchanged.",
    "why.exchange_talon_small": "The Unter of trumps may only be exchanged while the talon holds at least {n} cards.",
    "why.exchange_first_lead": "The Unter of trumps may not be exchanged before the first trick.",
    "why.no_trump_jack": "You do not hold the Unter of trumps ({trump}).",
    "why.no_marriage": "You do not hold the king and Ober of {suit}.",
}

DE_GERMAN = {
    "ev.exchange": "{seat} tauscht den Trumpf-Unter gegen {card}.",
    "ev.exchange#seat": "Du tauschst den Trumpf-Unter gegen {card}.",
    "action.exchange": "Trumpf-Unter gegen {card} tauschen",
    "prompt.lead_marriage": "Spiel König oder Ober in {suit} aus.",
    "why.take_trick": "Du musst stechen, wenn du kannst: spiel eine höhere {suit_one}-Karte.",
    "why.lead_marriage": "Du hast das Paar in {suit} gemeldet: spiel seinen König oder Ober aus.",
    "why.exchange_exhausted": "Der Talon ist aufgebraucht: der Trumpf-Unter kann nicht mehr getauscht werden.",
    "why.exchange_closed": "Es ist zugedreht: der Trumpf-Unter kann nicht mehr getauscht werden.",
    "why.exchange_talon_small": "Der Trumpf-Unter darf nur getauscht werden, solange der Talon mindestens "
                                "{n} Karten hat.",
    "why.exchange_first_lead": "Der Trumpf-Unter darf nicht vor dem ersten Stich getauscht werden.",
    "why.no_trump_jack": "Du hast den Trumpf-Unter ({trump}) nicht.",
    "why.no_marriage": "Du hast nicht König und Ober in {suit}.",
}

NL_GERMAN = {
    "ev.exchange": "{seat} ruilt de troef-Unter voor {card}.",
    "ev.exchange#seat": "Jij ruilt de troef-Unter voor {card}.",
    "action.exchange": "Ruil de troef-Unter voor {card}",
    "prompt.lead_marriage": "Speel de koning of de Ober van {suit} uit.",
    "why.lead_marriage": "Je hebt het paar in {suit} gemeld: speel de koning of de Ober ervan uit.",
    "why.exchange_exhausted": "De stapel is op: de troef-Unter kan niet meer geruild worden.",
    "why.exchange_closed": "De stapel is gesloten: de troef-Unter kan niet meer geruild worden.",
    "why.exchange_talon_small": "De troef-Unter mag alleen geruild worden zolang de stapel minstens {n} kaarten heeft.",
    "why.exchange_first_lead": "De troef-Unter mag niet vóór de eerste slag geruild worden.",
    "why.no_trump_jack": "Je hebt de troef-Unter ({trump}) niet.",
    "why.no_marriage": "Je hebt niet de koning en de Ober van {suit}.",
}

PREFIX = "schnapsen."


def _by_deck(text: str, german: str | None) -> i18n.Template:
    """A text whose parameters are turned into words first; with a double-German wording, that one while the German
    deck is in force."""
    french = i18n.expanding(text, expand)
    if german is None:
        return french
    austrian = i18n.expanding(german, expand)

    def render(params: Mapping[str, Any], lang: str) -> str:
        return (austrian if _german() else french)(params, lang)
    return render


def _catalog(texts: Mapping[str, str], german: Mapping[str, str]) -> dict[str, i18n.Template]:
    """One language's texts under the ``schnapsen.`` prefix (``german``: the double-German deck's wordings)."""
    assert set(german) <= set(texts), set(german) - set(texts)
    return {PREFIX + key: _by_deck(text, german.get(key)) for key, text in texts.items()}


#: The catalogs per language, registered by the engine's registry (``GAME_INFO.messages``).
CATALOGS: dict[str, dict[str, i18n.Template]] = {"en": _catalog({**EN, **EN_YOU}, EN_GERMAN),
                                                   "de": _catalog({**DE, **DE_YOU}, DE_GERMAN),
                                                   "nl": _catalog({**NL, **NL_YOU}, NL_GERMAN)}


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The Schnapsen text ``key`` (without the prefix) in ``lang``."""
    return i18n.tr(PREFIX + key, lang, **params)


# -- hint and review (pygame_core/ai/advice.py, .advice): why the hard player's move -------------------------
HINT_TEXTS = {
    "en": {
        "hint.marry": "{action}: a marriage scores {points} at once, and only the player who leads may declare it.",
        "hint.exchange": ("{action}: the jack is the lowest trump; swapping it for the face-up trump makes your hand "
                          "stronger for free."),
        "hint.close": ("{action}: your cards can reach 66 from here; once closed, no more cards are drawn and "
                       "the opponent must follow suit and win the trick if possible."),
        "hint.next_hand": "{action}.",
        "hint.take": "{action}: it wins the trick and its {points} points.",
        "hint.duck": ("{action}: it lets this trick ({points} points) go with your cheapest card, since in the "
                      "playouts taking it with a better card costs more later than the trick brings."),
        "hint.duck_forced": "{action}: none of your cards can take this trick ({points} points), so give the cheapest.",
        "hint.give_up": ("{action}: it gives up this trick ({points} points), since in the playouts this card is "
                         "of no more use in later tricks than your cheaper ones."),
        "hint.give_up_trumps": ("{action}: it gives up this trick ({points} points) and keeps your trumps for a "
                                "trick worth more."),
        "hint.give_up_marriage": ("{action}: it gives up this trick ({points} points) and keeps both cards of "
                                  "your marriage to declare it."),
        "hint.lead_trump": ("{action}: only a higher trump takes a trump lead, so the trick is yours unless the "
                            "opponent spends one."),
        "hint.lead_trump_strict": ("{action}: the opponent must answer a trump with a trump while holding one, so "
                                   "leading trumps draws theirs out."),
        "hint.lead_high": ("{action}: it takes {points} points now if the opponent has no higher card of the suit "
                           "and does not trump it."),
        "hint.lead_top": ("{action}: no card of the suit is higher, so it takes {points} points now unless the "
                          "opponent trumps it."),
        "hint.lead_low": "{action}: a lead worth only {points} points risks little and keeps your aces and tens for later.",
        "hint.unit": "game points",
    },
    "de": {
        "hint.marry": "{action}: Eine Ansage zählt sofort {points}, und ansagen darf nur, wer ausspielt.",
        "hint.exchange": ("{action}: Der Bube ist der niedrigste Trumpf; gegen die offene Trumpfkarte getauscht, "
                          "wird deine Hand umsonst stärker."),
        "hint.close": ("{action}: Mit deinen Karten erreichst du von hier 66; nach dem Zudrehen wird nicht mehr "
                       "gezogen, und der Gegner muss Farbe bekennen und stechen, wenn er kann."),
        "hint.next_hand": "{action}.",
        "hint.take": "{action}: Sie gewinnt den Stich und seine {points} Augen.",
        "hint.duck": ("{action}: Damit lässt du diesen Stich ({points} Augen) mit deiner billigsten Karte gehen, "
                      "denn in den Probespielen kostet es später mehr, ihn mit einer besseren Karte zu machen, als "
                      "der Stich bringt."),
        "hint.duck_forced": ("{action}: Keine deiner Karten kann diesen Stich ({points} Augen) machen, also gib die "
                             "billigste."),
        "hint.give_up": ("{action}: Damit gibst du diesen Stich ({points} Augen) ab, denn in den Probespielen nützt "
                         "diese Karte in späteren Stichen nicht mehr als deine billigeren."),
        "hint.give_up_trumps": ("{action}: Damit gibst du diesen Stich ({points} Augen) ab und behältst deine "
                                "Trümpfe für einen Stich, der mehr wert ist."),
        "hint.give_up_marriage": ("{action}: Damit gibst du diesen Stich ({points} Augen) ab und behältst beide "
                                  "Karten deines Paars zum Melden."),
        "hint.lead_trump": ("{action}: Einen ausgespielten Trumpf sticht nur ein höherer Trumpf, also gehört der "
                            "Stich dir, außer der Gegner opfert einen."),
        "hint.lead_trump_strict": ("{action}: Der Gegner muss auf Trumpf Trumpf geben, solange er einen hat, also "
                                   "holt das Ausspielen von Trümpfen seine heraus."),
        "hint.lead_high": ("{action}: Sie bringt jetzt {points} Augen, wenn der Gegner keine höhere Karte der Farbe "
                           "hat und nicht sticht."),
        "hint.lead_top": ("{action}: Keine Karte der Farbe ist höher, also bringt sie jetzt {points} Augen, außer "
                          "der Gegner sticht sie mit Trumpf."),
        "hint.lead_low": "{action}: Eine Karte von nur {points} Augen riskiert wenig und spart deine Asse und Zehner auf.",
        "hint.unit": "Spielpunkte",
    },
    "nl": {
        "hint.marry": "{action}: een huwelijk telt meteen {points}, en alleen wie uitkomt mag het melden.",
        "hint.exchange": ("{action}: de boer is de laagste troef; geruild tegen de open troefkaart wordt je hand "
                          "gratis sterker."),
        "hint.close": ("{action}: met je kaarten haal je vanaf hier 66; na het sluiten wordt er niet meer getrokken "
                       "en moet de tegenstander kleur bekennen en de slag winnen als hij kan."),
        "hint.next_hand": "{action}.",
        "hint.take": "{action}: ze wint de slag en zijn {points} punten.",
        "hint.duck": ("{action}: daarmee laat je deze slag ({points} punten) gaan met je goedkoopste kaart, want in "
                      "de proefpartijen kost het later meer om hem met een betere kaart te halen dan de slag "
                      "oplevert."),
        "hint.duck_forced": ("{action}: geen van je kaarten kan deze slag ({points} punten) halen, dus geef de "
                             "goedkoopste."),
        "hint.give_up": ("{action}: daarmee geef je deze slag ({points} punten) op, want in de proefpartijen is "
                         "deze kaart in latere slagen niet nuttiger dan je goedkopere."),
        "hint.give_up_trumps": ("{action}: daarmee geef je deze slag ({points} punten) op en houd je je troeven "
                                "voor een slag die meer waard is."),
        "hint.give_up_marriage": ("{action}: daarmee geef je deze slag ({points} punten) op en houd je beide "
                                  "kaarten van je huwelijk om het te melden."),
        "hint.lead_trump": ("{action}: alleen een hogere troef neemt een uitgekomen troef, dus de slag is van jou, "
                            "tenzij de tegenstander er een inzet."),
        "hint.lead_trump_strict": ("{action}: de tegenstander moet op troef troef bekennen zolang hij er een heeft, "
                                   "dus troef uitkomen haalt die van hem op."),
        "hint.lead_high": ("{action}: ze levert nu {points} punten op als de tegenstander geen hogere kaart van die "
                           "kleur heeft en niet troeft."),
        "hint.lead_top": ("{action}: geen kaart van die kleur is hoger, dus ze levert nu {points} punten op, tenzij "
                          "de tegenstander troeft."),
        "hint.lead_low": "{action}: een kaart van maar {points} punten riskeert weinig en spaart je azen en tienen.",
        "hint.unit": "spelpunten",
    },
}
#: The hint texts that name a rank on its own, as players of the double-German deck say them.
HINT_TEXTS_GERMAN = {
    "en": {"hint.exchange": ("{action}: the Unter is the lowest trump; swapping it for the face-up trump makes your "
                             "hand stronger for free."),
           "hint.lead_low": ("{action}: a lead worth only {points} points risks little and keeps your Daus and tens "
                             "for later.")},
    "de": {"hint.exchange": ("{action}: Der Unter ist der niedrigste Trumpf; gegen die offene Trumpfkarte getauscht, "
                             "wird deine Hand umsonst stärker."),
           "hint.lead_low": ("{action}: Eine Karte von nur {points} Augen riskiert wenig und spart deine Daus und "
                             "Zehner auf.")},
    "nl": {"hint.exchange": ("{action}: de Unter is de laagste troef; geruild tegen de open troefkaart wordt je hand "
                             "gratis sterker."),
           "hint.lead_low": "{action}: een kaart van maar {points} punten riskeert weinig en spaart je Daus en Tienen."},
}
for _hint_lang, _texts in HINT_TEXTS.items():
    CATALOGS[_hint_lang].update(_catalog(_texts, HINT_TEXTS_GERMAN[_hint_lang]))
