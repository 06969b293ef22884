"""Every Spike text, in English, German and Dutch, under the ``spike.`` prefix: :data:`MESSAGES` is the game's
catalog (the registry registers it from ``GAME_INFO``).

Templates are ``str.format`` strings. Before formatting, parameters with well-known names become words of the
reader's language (:func:`expand`): seats (``seat``, ``winner``, ``loser``, ``server``, ``attacker``,
``defender``, ``opponent``) become "Player 1"; cards (``card``, ``attack``, ``defense``) become "ATTACK 7";
``cards`` (a list) becomes a list of card names; ``pile`` becomes the pile's name; ``points`` / ``sets`` (pairs)
become "2:1". Events keep the raw parameters (seat numbers, card ids), so the shell can animate them.

The game's own terms are kept as players know them from the cards: ATTACK, DEFENSE, SET, CUT, BLOCK,
SET FAIL, POWER (translated where the cards' words have a usual translation, kept where they are jargon).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ...core import i18n
from ...core.caches import memo
from .cards import Kind, card

PREFIX = "spike."
SEAT_KEYS = ("seat", "winner", "loser", "server", "attacker", "defender", "opponent")
CARD_KEYS = ("card", "attack", "defense")

_WORDS = {
    "en": {"attack": "ATTACK", "defense": "DEFENSE", "set": "SET", "cut": "CUT", "block": "BLOCK",
           "set_fail": "SET FAIL", "power": "POWER"},
    "de": {"attack": "ANGRIFF", "defense": "ABWEHR", "set": "ZUSPIEL", "cut": "CUT", "block": "BLOCK",
           "set_fail": "SET FAIL", "power": "POWER"},
    "nl": {"attack": "AANVAL", "defense": "VERDEDIGING", "set": "SET", "cut": "CUT", "block": "BLOK",
           "set_fail": "SET FAIL", "power": "POWER"},
}


def _lang(lang: str) -> str:
    return lang if lang in _WORDS else "en"


def word(term: str, lang: str = "en") -> str:
    """One of the game's terms (``attack``, ``defense``, ``set``, ``cut``, ``block``, ``set_fail``, ``power``)."""
    return _WORDS[_lang(lang)][term]


def card_name(card_id: str, lang: str = "en") -> str:
    """``"A7"`` -> "ATTACK 7", ``"PDB"`` -> "POWER BLOCK", ``"S+2"`` -> "SET +2" (in ``lang``)."""
    return _card_name(card_id, lang)


@memo("spike.card_name", entries=512, max_text=24)  # the cards of the deck in every language
def _card_name(card_id: str, lang: str) -> str:
    c = card(card_id)
    w = _WORDS[_lang(lang)]
    if c.kind is Kind.SET:
        if c.value is None:
            return w["set_fail"]
        return f"{w['set']} {c.value:+d}" if c.value else f"{w['set']} 0"
    if c.value is None:
        name = w["cut"] if c.kind is Kind.ATTACK else w["block"]
    else:
        name = f"{w[c.kind.value]} {c.value}"
    return f"{w['power']} {name}" if c.power else name


def _score_pair(value: Any, lang: str) -> Any:
    return ":".join(str(v) for v in value) if isinstance(value, (list, tuple)) else value


def _signed(value: Any, lang: str) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:+d}" if value else "0"
    return value


def _pile(value: Any, lang: str) -> Any:
    return word(value, lang) if isinstance(value, str) else value


#: "1 DEFENSE card", "3 DEFENSE cards", "no DEFENSE card" (and German, Dutch): a count of one kind of card.
_COUNTED = {
    "en": ("no {kind} card", "1 {kind} card", "{n} {kind} cards"),
    "de": ("keine {kind}-Karte", "1 {kind}-Karte", "{n} {kind}-Karten"),
    "nl": ("geen {kind}-kaart", "1 {kind}-kaart", "{n} {kind}-kaarten"),
}


def counted(n: int, kind: str, lang: str = "en") -> str:
    """``n`` cards of ``kind`` (``attack`` or ``defense``) in words, singular and plural as the language has them."""
    none, one, many = _COUNTED[_lang(lang)]
    return (none if n == 0 else one if n == 1 else many).format(n=n, kind=word(kind, lang))


def _attack_cards(value: Any, lang: str) -> Any:
    return counted(value, "attack", lang) if isinstance(value, int) else value


def _defense_cards(value: Any, lang: str) -> Any:
    return counted(value, "defense", lang) if isinstance(value, int) else value


_EXPAND: dict[str, Callable[[Any, str], Any]] = {"pile": _pile, "points": _score_pair, "sets": _score_pair,
                                                "value": _signed, "attack_cards": _attack_cards,
                                                "defense_cards": _defense_cards}


def expand(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The parameters with seats and cards (core's one way: i18n.in_words; no cards: "-"), piles and scores turned
    into words of ``lang``."""
    out = i18n.in_words(params, lang, seats=SEAT_KEYS, cards=CARD_KEYS, card_lists=("cards",), card_name=card_name)
    if out.get("cards") == "":
        out["cards"] = "-"
    for key, convert in _EXPAND.items():
        if key in out:
            out[key] = convert(out[key], lang)
    return out


EN = {
    "title": "Spike",
    "pitch": "Beach volleyball as a card game for 2 players: attacks are played face down.",
    # action labels
    "action.serve": "Serve with {card}",
    "action.receive": "Receive with {card}",
    "action.attack": "Attack with {card}",
    "action.attack_strength": "Attack with {card} (strength {strength})",
    "action.defend": "Defend with {card}",
    "action.play": "Play {card}",
    "action.draw": "Draw {attack} ATTACK + {defense} DEFENSE",
    # prompts
    "prompt.refill": "Draw up to 10 cards: choose how many ATTACK and DEFENSE cards ({need} in all). "
                     "Your opponent does not see your choice.",
    "prompt.refill_wait": "Waiting for {seat} to choose their cards.",
    "prompt.serve": "Serve: play an ATTACK card face down (no CUT).",
    "prompt.receive": "Receive the serve: play a DEFENSE card face down (no BLOCK).",
    "prompt.attack": "Attack: play an ATTACK card face down. Set {value}; a CUT ignores the set.",
    "prompt.attack_free": "SET FAIL: the ball came over the net. Attack with set 0: play an ATTACK card face down.",
    "prompt.defend": "Defend: play a DEFENSE card face down. The set is {value}.",
    "prompt.wait": "Waiting for {seat}.",
    "prompt.over": "The match is over: {winner} wins.",
    # reasons for an illegal action
    "reason.refill_first": "First draw up to 10 cards: choose {need} ATTACK and/or DEFENSE cards.",
    "reason.draw_only_before_rally": "Cards are drawn only before a rally.",
    "reason.draw_exactly": "You hold {have} cards: draw exactly {need}, ATTACK and DEFENSE together.",
    "reason.set_not_played": "SET cards are drawn from the pile, never played from the hand.",
    "reason.not_in_hand": "You do not hold {card}.",
    "reason.serve_needs_attack": "Serve with an ATTACK card, not {card}.",
    "reason.attack_needs_attack": "Attack with an ATTACK card, not {card}.",
    "reason.receive_needs_defense": "Receive with a DEFENSE card, not {card}.",
    "reason.defend_needs_defense": "Defend with a DEFENSE card, not {card}.",
    "reason.no_cut_serve": "A CUT cannot be served.",
    "reason.no_block_after_serve": "A BLOCK cannot answer a serve.",
    # log
    "log.rally": "Rally {rally} (set {set_no}): {server} serves.",
    "log.refill_chosen": "{seat} has chosen which cards to draw.",
    "log.draw": "{seat} draws {attack} ATTACK and {defense} DEFENSE cards.",
    "log.drawn_cards": "You drew: {cards}.",
    "log.reshuffle": "The {pile} pile is empty: its {count} played cards are shuffled into a new pile.",
    "log.serve_face_down": "{seat} serves face down.",
    "log.attack_face_down": "{seat} attacks face down.",
    "log.you_committed": "You played {card} face down.",
    "log.reveal": "Revealed: {attacker} {attack} (strength {strength}) against {defender} {defense}.",
    "log.reveal_cut": "Revealed: {attacker} {attack} against {defender} {defense}.",
    "log.defended": "{seat} defends! The rally goes on.",
    "log.set": "{seat} draws {card}: the attack gets {value}.",
    "log.set_fail": "{seat} draws SET FAIL: the ball goes over the net and {opponent} attacks with set 0.",
    "log.set_won": "{winner} wins set {set_no} {points}.",
    "log.match_won": "{winner} wins the match {sets}.",
    "log.power_returned": "New set: both players take back the POWER cards they have played.",
    "log.power_redealt": "New set, new hands: both players shuffle their ATTACK and DEFENSE cards back into the "
                         "piles and take their 6 POWER cards again; each then draws 4 cards.",
    # why a rally ended
    "end.serve_ace": "Point for {winner}: the serve was stronger than the receive ({points}).",
    "end.spike": "Point for {winner}: the attack was stronger than the defense ({points}).",
    "end.cut": "Point for {winner}: a CUT can only be stopped by DEFENSE 1-5 ({points}).",
    "end.block": "Point for {winner}: BLOCK! A block scores at once ({points}).",
    "end.no_serve": "Point for {winner}: {loser} has no ATTACK card that may be served ({points}).",
    "end.no_attack": "Point for {winner}: {loser} has no ATTACK card left, no energy left ({points}).",
    "end.no_defense": "Point for {winner}: {loser} has no DEFENSE card to play, no energy left ({points}).",
    "end.short.serve_ace": "serve not received",
    "end.short.spike": "attack not defended",
    "end.short.cut": "CUT not defended",
    "end.short.block": "BLOCK",
    "end.short.no_serve": "no serve possible",
    "end.short.no_attack": "no ATTACK card left",
    "end.short.no_defense": "no DEFENSE card left",
    # view labels
    "phase.refill": "Drawing cards",
    "phase.serve": "Serve",
    "phase.receive": "Receive",
    "phase.attack": "Attack",
    "phase.defend": "Defense",
    "phase.over": "Match over",
    "score": "Set {set_no}: {points} · sets {sets}",
}

DE = {
    "title": "Spike",
    "pitch": "Beachvolleyball als Kartenspiel für 2 Personen: Angriffe werden verdeckt gespielt.",
    "action.serve": "Aufschlag mit {card}",
    "action.receive": "Annahme mit {card}",
    "action.attack": "Angriff mit {card}",
    "action.attack_strength": "Angriff mit {card} (Stärke {strength})",
    "action.defend": "Abwehr mit {card}",
    "action.play": "{card} spielen",
    "action.draw": "{attack} ANGRIFF + {defense} ABWEHR ziehen",
    "prompt.refill": "Auf 10 Karten auffüllen: wähle, wie viele ANGRIFF- und ABWEHR-Karten ({need} insgesamt). "
                     "Dein Gegner sieht deine Wahl nicht.",
    "prompt.refill_wait": "Warte, bis {seat} die Karten gewählt hat.",
    "prompt.serve": "Aufschlag: spiele eine ANGRIFF-Karte verdeckt (kein CUT).",
    "prompt.receive": "Annahme: spiele eine ABWEHR-Karte verdeckt (kein BLOCK).",
    "prompt.attack": "Angriff: spiele eine ANGRIFF-Karte verdeckt. Zuspiel {value}; ein CUT ignoriert das Zuspiel.",
    "prompt.attack_free": "SET FAIL: der Ball kam über das Netz. Greife mit Zuspiel 0 an: spiele eine "
                          "ANGRIFF-Karte verdeckt.",
    "prompt.defend": "Abwehr: spiele eine ABWEHR-Karte verdeckt. Das Zuspiel ist {value}.",
    "prompt.wait": "Warte auf {seat}.",
    "prompt.over": "Das Match ist vorbei: {winner} gewinnt.",
    "reason.refill_first": "Fülle zuerst auf 10 Karten auf: wähle {need} ANGRIFF- und/oder ABWEHR-Karten.",
    "reason.draw_only_before_rally": "Karten werden nur vor einem Ballwechsel gezogen.",
    "reason.draw_exactly": "Du hast {have} Karten: ziehe genau {need}, ANGRIFF und ABWEHR zusammen.",
    "reason.set_not_played": "ZUSPIEL-Karten werden vom Stapel gezogen, nie aus der Hand gespielt.",
    "reason.not_in_hand": "Du hast keine Karte {card}.",
    "reason.serve_needs_attack": "Schlage mit einer ANGRIFF-Karte auf, nicht mit {card}.",
    "reason.attack_needs_attack": "Greife mit einer ANGRIFF-Karte an, nicht mit {card}.",
    "reason.receive_needs_defense": "Nimm mit einer ABWEHR-Karte an, nicht mit {card}.",
    "reason.defend_needs_defense": "Wehre mit einer ABWEHR-Karte ab, nicht mit {card}.",
    "reason.no_cut_serve": "Ein CUT darf nicht aufgeschlagen werden.",
    "reason.no_block_after_serve": "Ein BLOCK darf nicht nach einem Aufschlag gespielt werden.",
    "log.rally": "Ballwechsel {rally} (Satz {set_no}): {server} schlägt auf.",
    "log.refill_chosen": "{seat} hat gewählt, welche Karten gezogen werden.",
    "log.draw": "{seat} zieht {attack} ANGRIFF- und {defense} ABWEHR-Karten.",
    "log.drawn_cards": "Du hast gezogen: {cards}.",
    "log.reshuffle": "Der Stapel {pile} ist leer: seine {count} gespielten Karten werden zu einem neuen Stapel "
                     "gemischt.",
    "log.serve_face_down": "{seat} schlägt verdeckt auf.",
    "log.attack_face_down": "{seat} greift verdeckt an.",
    "log.you_committed": "Du hast {card} verdeckt gespielt.",
    "log.reveal": "Aufgedeckt: {attacker} {attack} (Stärke {strength}) gegen {defender} {defense}.",
    "log.reveal_cut": "Aufgedeckt: {attacker} {attack} gegen {defender} {defense}.",
    "log.defended": "{seat} wehrt ab! Der Ballwechsel geht weiter.",
    "log.set": "{seat} zieht {card}: der Angriff bekommt {value}.",
    "log.set_fail": "{seat} zieht SET FAIL: der Ball geht über das Netz und {opponent} greift mit Zuspiel 0 an.",
    "log.set_won": "{winner} gewinnt Satz {set_no} {points}.",
    "log.match_won": "{winner} gewinnt das Match {sets}.",
    "log.power_returned": "Neuer Satz: beide nehmen ihre gespielten POWER-Karten zurück.",
    "log.power_redealt": "Neuer Satz, neue Hände: beide mischen ihre ANGRIFF- und ABWEHR-Karten zurück in die "
                         "Stapel und nehmen wieder ihre 6 POWER-Karten; dann zieht jeder 4 Karten.",
    "end.serve_ace": "Punkt für {winner}: der Aufschlag war stärker als die Annahme ({points}).",
    "end.spike": "Punkt für {winner}: der Angriff war stärker als die Abwehr ({points}).",
    "end.cut": "Punkt für {winner}: einen CUT hält nur ABWEHR 1-5 ({points}).",
    "end.block": "Punkt für {winner}: BLOCK! Ein Block punktet sofort ({points}).",
    "end.no_serve": "Punkt für {winner}: {loser} hat keine ANGRIFF-Karte für den Aufschlag ({points}).",
    "end.no_attack": "Punkt für {winner}: {loser} hat keine ANGRIFF-Karte mehr, keine Energie mehr ({points}).",
    "end.no_defense": "Punkt für {winner}: {loser} hat keine ABWEHR-Karte zum Spielen, keine Energie mehr ({points}).",
    "end.short.serve_ace": "Aufschlag nicht angenommen",
    "end.short.spike": "Angriff nicht abgewehrt",
    "end.short.cut": "CUT nicht abgewehrt",
    "end.short.block": "BLOCK",
    "end.short.no_serve": "kein Aufschlag möglich",
    "end.short.no_attack": "keine ANGRIFF-Karte mehr",
    "end.short.no_defense": "keine ABWEHR-Karte mehr",
    "phase.refill": "Karten ziehen",
    "phase.serve": "Aufschlag",
    "phase.receive": "Annahme",
    "phase.attack": "Angriff",
    "phase.defend": "Abwehr",
    "phase.over": "Match vorbei",
    "score": "Satz {set_no}: {points} · Sätze {sets}",
}

NL = {
    "title": "Spike",
    "pitch": "Beachvolleybal als kaartspel voor 2 spelers: aanvallen worden gedekt gespeeld.",
    "action.serve": "Opslaan met {card}",
    "action.receive": "Ontvangen met {card}",
    "action.attack": "Aanvallen met {card}",
    "action.attack_strength": "Aanvallen met {card} (kracht {strength})",
    "action.defend": "Verdedigen met {card}",
    "action.play": "{card} spelen",
    "action.draw": "{attack} AANVAL + {defense} VERDEDIGING trekken",
    "prompt.refill": "Vul aan tot 10 kaarten: kies hoeveel AANVAL- en VERDEDIGING-kaarten ({need} in totaal). "
                     "Je tegenstander ziet je keuze niet.",
    "prompt.refill_wait": "Wachten tot {seat} de kaarten heeft gekozen.",
    "prompt.serve": "Opslag: speel een AANVAL-kaart gedekt (geen CUT).",
    "prompt.receive": "Ontvang de opslag: speel een VERDEDIGING-kaart gedekt (geen BLOK).",
    "prompt.attack": "Aanval: speel een AANVAL-kaart gedekt. Set {value}; een CUT negeert de set.",
    "prompt.attack_free": "SET FAIL: de bal kwam over het net. Val aan met set 0: speel een AANVAL-kaart gedekt.",
    "prompt.defend": "Verdediging: speel een VERDEDIGING-kaart gedekt. De set is {value}.",
    "prompt.wait": "Wachten op {seat}.",
    "prompt.over": "De wedstrijd is voorbij: {winner} wint.",
    "reason.refill_first": "Vul eerst aan tot 10 kaarten: kies {need} AANVAL- en/of VERDEDIGING-kaarten.",
    "reason.draw_only_before_rally": "Kaarten worden alleen vóór een rally getrokken.",
    "reason.draw_exactly": "Je hebt {have} kaarten: trek er precies {need}, AANVAL en VERDEDIGING samen.",
    "reason.set_not_played": "SET-kaarten worden van de stapel getrokken, nooit uit de hand gespeeld.",
    "reason.not_in_hand": "Je hebt geen {card}.",
    "reason.serve_needs_attack": "Sla op met een AANVAL-kaart, niet met {card}.",
    "reason.attack_needs_attack": "Val aan met een AANVAL-kaart, niet met {card}.",
    "reason.receive_needs_defense": "Ontvang met een VERDEDIGING-kaart, niet met {card}.",
    "reason.defend_needs_defense": "Verdedig met een VERDEDIGING-kaart, niet met {card}.",
    "reason.no_cut_serve": "Een CUT mag niet als opslag gespeeld worden.",
    "reason.no_block_after_serve": "Een BLOK mag niet na een opslag gespeeld worden.",
    "log.rally": "Rally {rally} (set {set_no}): {server} slaat op.",
    "log.refill_chosen": "{seat} heeft gekozen welke kaarten getrokken worden.",
    "log.draw": "{seat} trekt {attack} AANVAL- en {defense} VERDEDIGING-kaarten.",
    "log.drawn_cards": "Je trok: {cards}.",
    "log.reshuffle": "De stapel {pile} is op: de {count} gespeelde kaarten worden tot een nieuwe stapel geschud.",
    "log.serve_face_down": "{seat} slaat gedekt op.",
    "log.attack_face_down": "{seat} valt gedekt aan.",
    "log.you_committed": "Je speelde {card} gedekt.",
    "log.reveal": "Omgedraaid: {attacker} {attack} (kracht {strength}) tegen {defender} {defense}.",
    "log.reveal_cut": "Omgedraaid: {attacker} {attack} tegen {defender} {defense}.",
    "log.defended": "{seat} verdedigt! De rally gaat door.",
    "log.set": "{seat} trekt {card}: de aanval krijgt {value}.",
    "log.set_fail": "{seat} trekt SET FAIL: de bal gaat over het net en {opponent} valt aan met set 0.",
    "log.set_won": "{winner} wint set {set_no} {points}.",
    "log.match_won": "{winner} wint de wedstrijd {sets}.",
    "log.power_returned": "Nieuwe set: beide spelers nemen hun gespeelde POWER-kaarten terug.",
    "log.power_redealt": "Nieuwe set, nieuwe handen: beide spelers schudden hun AANVAL- en VERDEDIGING-kaarten "
                         "terug in de stapels en nemen weer hun 6 POWER-kaarten; daarna trekt ieder 4 kaarten.",
    "end.serve_ace": "Punt voor {winner}: de opslag was sterker dan de ontvangst ({points}).",
    "end.spike": "Punt voor {winner}: de aanval was sterker dan de verdediging ({points}).",
    "end.cut": "Punt voor {winner}: een CUT wordt alleen door VERDEDIGING 1-5 gestopt ({points}).",
    "end.block": "Punt voor {winner}: BLOK! Een blok scoort meteen ({points}).",
    "end.no_serve": "Punt voor {winner}: {loser} heeft geen AANVAL-kaart om op te slaan ({points}).",
    "end.no_attack": "Punt voor {winner}: {loser} heeft geen AANVAL-kaart meer, geen energie meer ({points}).",
    "end.no_defense": "Punt voor {winner}: {loser} heeft geen VERDEDIGING-kaart om te spelen, geen energie meer "
                      "({points}).",
    "end.short.serve_ace": "opslag niet ontvangen",
    "end.short.spike": "aanval niet verdedigd",
    "end.short.cut": "CUT niet verdedigd",
    "end.short.block": "BLOK",
    "end.short.no_serve": "geen opslag mogelijk",
    "end.short.no_attack": "geen AANVAL-kaart meer",
    "end.short.no_defense": "geen VERDEDIGING-kaart meer",
    "phase.refill": "Kaarten trekken",
    "phase.serve": "Opslag",
    "phase.receive": "Ontvangst",
    "phase.attack": "Aanval",
    "phase.defend": "Verdediging",
    "phase.over": "Wedstrijd voorbij",
    "score": "Set {set_no}: {points} · sets {sets}",
}

#: Second-person variants (``key#param``: the text when ``param`` is the seat called "You", see :func:`i18n.tr`).
EN_YOU = {
    "prompt.over#winner": "The match is over: you win.",
    "log.rally#server": "Rally {rally} (set {set_no}): you serve.",
    "log.refill_chosen#seat": "You have chosen which cards to draw.",
    "log.draw#seat": "You draw {attack} ATTACK and {defense} DEFENSE cards.",
    "log.serve_face_down#seat": "You serve face down.",
    "log.attack_face_down#seat": "You attack face down.",
    "log.reveal#attacker": "Revealed: your {attack} (strength {strength}) against {defender} {defense}.",
    "log.reveal#defender": "Revealed: {attacker} {attack} (strength {strength}) against your {defense}.",
    "log.reveal_cut#attacker": "Revealed: your {attack} against {defender} {defense}.",
    "log.reveal_cut#defender": "Revealed: {attacker} {attack} against your {defense}.",
    "log.defended#seat": "You defend! The rally goes on.",
    "log.set#seat": "You draw {card}: the attack gets {value}.",
    "log.set_fail#seat": "You draw SET FAIL: the ball goes over the net and {opponent} attacks with set 0.",
    "log.set_fail#opponent": "{seat} draws SET FAIL: the ball goes over the net and you attack with set 0.",
    "log.set_won#winner": "You win set {set_no} {points}.",
    "log.match_won#winner": "You win the match {sets}.",
    "end.serve_ace#winner": "Point for you: the serve was stronger than the receive ({points}).",
    "end.spike#winner": "Point for you: the attack was stronger than the defense ({points}).",
    "end.cut#winner": "Point for you: a CUT can only be stopped by DEFENSE 1-5 ({points}).",
    "end.block#winner": "Point for you: BLOCK! A block scores at once ({points}).",
    "end.no_serve#winner": "Point for you: {loser} has no ATTACK card that may be served ({points}).",
    "end.no_serve#loser": "Point for {winner}: you have no ATTACK card that may be served ({points}).",
    "end.no_attack#winner": "Point for you: {loser} has no ATTACK card left, no energy left ({points}).",
    "end.no_attack#loser": "Point for {winner}: you have no ATTACK card left, no energy left ({points}).",
    "end.no_defense#winner": "Point for you: {loser} has no DEFENSE card to play, no energy left ({points}).",
    "end.no_defense#loser": "Point for {winner}: you have no DEFENSE card to play, no energy left ({points}).",
}

DE_YOU = {
    "prompt.over#winner": "Das Match ist vorbei: du gewinnst.",
    "log.rally#server": "Ballwechsel {rally} (Satz {set_no}): du schlägst auf.",
    "log.refill_chosen#seat": "Du hast gewählt, welche Karten gezogen werden.",
    "log.draw#seat": "Du ziehst {attack} ANGRIFF- und {defense} ABWEHR-Karten.",
    "log.serve_face_down#seat": "Du schlägst verdeckt auf.",
    "log.attack_face_down#seat": "Du greifst verdeckt an.",
    "log.reveal#attacker": "Aufgedeckt: dein {attack} (Stärke {strength}) gegen {defender} {defense}.",
    "log.reveal#defender": "Aufgedeckt: {attacker} {attack} (Stärke {strength}) gegen dein {defense}.",
    "log.reveal_cut#attacker": "Aufgedeckt: dein {attack} gegen {defender} {defense}.",
    "log.reveal_cut#defender": "Aufgedeckt: {attacker} {attack} gegen dein {defense}.",
    "log.defended#seat": "Du wehrst ab! Der Ballwechsel geht weiter.",
    "log.set#seat": "Du ziehst {card}: der Angriff bekommt {value}.",
    "log.set_fail#seat": "Du ziehst SET FAIL: der Ball geht über das Netz und {opponent} greift mit Zuspiel 0 an.",
    "log.set_fail#opponent": "{seat} zieht SET FAIL: der Ball geht über das Netz und du greifst mit Zuspiel 0 an.",
    "log.set_won#winner": "Du gewinnst Satz {set_no} {points}.",
    "log.match_won#winner": "Du gewinnst das Match {sets}.",
    "end.serve_ace#winner": "Punkt für dich: der Aufschlag war stärker als die Annahme ({points}).",
    "end.spike#winner": "Punkt für dich: der Angriff war stärker als die Abwehr ({points}).",
    "end.cut#winner": "Punkt für dich: einen CUT hält nur ABWEHR 1-5 ({points}).",
    "end.block#winner": "Punkt für dich: BLOCK! Ein Block punktet sofort ({points}).",
    "end.no_serve#winner": "Punkt für dich: {loser} hat keine ANGRIFF-Karte für den Aufschlag ({points}).",
    "end.no_serve#loser": "Punkt für {winner}: du hast keine ANGRIFF-Karte für den Aufschlag ({points}).",
    "end.no_attack#winner": "Punkt für dich: {loser} hat keine ANGRIFF-Karte mehr, keine Energie mehr ({points}).",
    "end.no_attack#loser": "Punkt für {winner}: du hast keine ANGRIFF-Karte mehr, keine Energie mehr ({points}).",
    "end.no_defense#winner": "Punkt für dich: {loser} hat keine ABWEHR-Karte zum Spielen, keine Energie mehr "
                             "({points}).",
    "end.no_defense#loser": "Punkt für {winner}: du hast keine ABWEHR-Karte zum Spielen, keine Energie mehr "
                            "({points}).",
}

NL_YOU = {
    "prompt.over#winner": "De wedstrijd is voorbij: jij wint.",
    "log.rally#server": "Rally {rally} (set {set_no}): jij slaat op.",
    "log.refill_chosen#seat": "Jij hebt gekozen welke kaarten getrokken worden.",
    "log.draw#seat": "Jij trekt {attack} AANVAL- en {defense} VERDEDIGING-kaarten.",
    "log.serve_face_down#seat": "Jij slaat gedekt op.",
    "log.attack_face_down#seat": "Jij valt gedekt aan.",
    "log.reveal#attacker": "Omgedraaid: jouw {attack} (kracht {strength}) tegen {defender} {defense}.",
    "log.reveal#defender": "Omgedraaid: {attacker} {attack} (kracht {strength}) tegen jouw {defense}.",
    "log.reveal_cut#attacker": "Omgedraaid: jouw {attack} tegen {defender} {defense}.",
    "log.reveal_cut#defender": "Omgedraaid: {attacker} {attack} tegen jouw {defense}.",
    "log.defended#seat": "Jij verdedigt! De rally gaat door.",
    "log.set#seat": "Jij trekt {card}: de aanval krijgt {value}.",
    "log.set_fail#seat": "Jij trekt SET FAIL: de bal gaat over het net en {opponent} valt aan met set 0.",
    "log.set_fail#opponent": "{seat} trekt SET FAIL: de bal gaat over het net en jij valt aan met set 0.",
    "log.set_won#winner": "Jij wint set {set_no} {points}.",
    "log.match_won#winner": "Jij wint de wedstrijd {sets}.",
    "end.serve_ace#winner": "Punt voor jou: de opslag was sterker dan de ontvangst ({points}).",
    "end.spike#winner": "Punt voor jou: de aanval was sterker dan de verdediging ({points}).",
    "end.cut#winner": "Punt voor jou: een CUT wordt alleen door VERDEDIGING 1-5 gestopt ({points}).",
    "end.block#winner": "Punt voor jou: BLOK! Een blok scoort meteen ({points}).",
    "end.no_serve#winner": "Punt voor jou: {loser} heeft geen AANVAL-kaart om op te slaan ({points}).",
    "end.no_serve#loser": "Punt voor {winner}: jij hebt geen AANVAL-kaart om op te slaan ({points}).",
    "end.no_attack#winner": "Punt voor jou: {loser} heeft geen AANVAL-kaart meer, geen energie meer ({points}).",
    "end.no_attack#loser": "Punt voor {winner}: jij hebt geen AANVAL-kaart meer, geen energie meer ({points}).",
    "end.no_defense#winner": "Punt voor jou: {loser} heeft geen VERDEDIGING-kaart om te spelen, geen energie meer "
                             "({points}).",
    "end.no_defense#loser": "Punt voor {winner}: jij hebt geen VERDEDIGING-kaart om te spelen, geen energie meer "
                            "({points}).",
}

CATALOGS = {"en": {**EN, **EN_YOU}, "de": {**DE, **DE_YOU}, "nl": {**NL, **NL_YOU}}

#: The catalogs as the registry takes them: full keys, templates that first turn parameters into words.
MESSAGES: dict[str, dict[str, i18n.Template]] = {
    lang: {PREFIX + key: i18n.expanding(text, expand) for key, text in catalog.items()}
    for lang, catalog in CATALOGS.items()}


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The text of ``spike.<key>`` in ``lang``."""
    return i18n.tr(PREFIX + key, lang, **params)


# -- hint and review (pygame_core/ai/advice.py, .advice): why the hard player's move -------------------------
HINT_TEXTS = {
    "en": {
        "hint.draw": ("{action}: a mix of {attack} ATTACK and {defense} DEFENSE keeps your hand ready both to score "
                      "and to defend in the rallies ahead."),
        "hint.serve": ("{action}: the receiver must answer with a DEFENSE card at least as strong as this serve, "
                       "or the point is yours."),
        "hint.attack": "{action}: of your ATTACK cards this one wins the rally most often against what may come back.",
        "hint.cut": ("{action}: a CUT is hard to stop, so play it while the other side is least likely to hold an "
                     "answer."),
        "hint.defend": ("{action}: this DEFENSE card gives the best chance to keep the ball alive and still keeps "
                        "strong cards for later."),
        "hint.power": "{action}: a POWER card leaves the game once played; here it wins the rally often enough to spend it.",
        "hint.unit": "rally win chance (percentage points)",
    },
    "de": {
        "hint.draw": ("{action}: Eine Mischung aus {attack} ANGRIFF und {defense} ABWEHR hält deine Hand bereit, in "
                      "den nächsten Ballwechseln zu punkten und abzuwehren."),
        "hint.serve": ("{action}: Der Annehmende muss mit einer ABWEHR-Karte antworten, die mindestens so stark ist "
                       "wie dieser Aufschlag, sonst ist der Punkt deiner."),
        "hint.attack": ("{action}: Von deinen ANGRIFF-Karten gewinnt diese den Ballwechsel am häufigsten gegen das, "
                        "was zurückkommen kann."),
        "hint.cut": ("{action}: Ein CUT ist schwer zu stoppen, also spiel ihn, solange die andere Seite am "
                     "wenigsten wahrscheinlich eine Antwort hat."),
        "hint.defend": ("{action}: Diese ABWEHR-Karte hält den Ball am ehesten im Spiel und spart trotzdem starke "
                        "Karten für später."),
        "hint.power": ("{action}: Eine POWER-Karte ist nach dem Ausspielen weg; hier gewinnt sie den Ballwechsel oft "
                       "genug, um sie einzusetzen."),
        "hint.unit": "Gewinnchance des Ballwechsels (Prozentpunkte)",
    },
    "nl": {
        "hint.draw": ("{action}: een mix van {attack} AANVAL en {defense} VERDEDIGING houdt je hand klaar om in de "
                      "komende rally's te scoren en te verdedigen."),
        "hint.serve": ("{action}: de ontvanger moet antwoorden met een VERDEDIGING-kaart die minstens zo sterk is "
                       "als deze opslag, anders is het punt van jou."),
        "hint.attack": ("{action}: van je AANVAL-kaarten wint deze de rally het vaakst tegen wat er terug kan "
                        "komen."),
        "hint.cut": ("{action}: een CUT is moeilijk te stoppen, dus speel hem terwijl de andere kant het minst "
                     "waarschijnlijk een antwoord heeft."),
        "hint.defend": ("{action}: deze VERDEDIGING-kaart houdt de bal het best in het spel en spaart toch sterke "
                        "kaarten voor later."),
        "hint.power": ("{action}: een POWER-kaart verdwijnt als je hem speelt; hier wint hij de rally vaak genoeg "
                       "om hem in te zetten."),
        "hint.unit": "winkans van de rally (procentpunten)",
    },
}
# Issue 34: a refill of one kind only says what the hand already holds of the other (never "ready to defend" with no
# DEFENSE card drawn).
HINT_TEXTS["en"].update({
    "hint.draw_attack_only": ("{action}: ATTACK cards are what your hand needs to score; it keeps no DEFENSE card, "
                              "so it plays the next rallies to attack."),
    "hint.draw_defense_only": ("{action}: DEFENSE cards are what your hand needs to keep the ball alive; it keeps no "
                               "ATTACK card, so it plays the next rallies to defend."),
    "hint.draw_attack": ("{action}: your hand keeps {defense_cards} to defend with; ATTACK cards are what it "
                         "needs to score."),
    "hint.draw_defense": ("{action}: your hand keeps {attack_cards} to score with; DEFENSE cards are what it "
                          "needs to keep the ball alive."),
})
HINT_TEXTS["de"].update({
    "hint.draw_attack_only": ("{action}: ANGRIFF-Karten braucht deine Hand, um zu punkten; sie behält keine "
                              "ABWEHR-Karte und spielt die nächsten Ballwechsel auf Angriff."),
    "hint.draw_defense_only": ("{action}: ABWEHR-Karten braucht deine Hand, um den Ball im Spiel zu halten; sie "
                               "behält keine ANGRIFF-Karte und spielt die nächsten Ballwechsel auf Abwehr."),
    "hint.draw_attack": ("{action}: Deine Hand behält {defense_cards} zum Abwehren; ANGRIFF-Karten braucht sie, "
                         "um zu punkten."),
    "hint.draw_defense": ("{action}: Deine Hand behält {attack_cards} zum Punkten; ABWEHR-Karten braucht sie, "
                          "um den Ball im Spiel zu halten."),
})
HINT_TEXTS["nl"].update({
    "hint.draw_attack_only": ("{action}: AANVAL-kaarten heeft je hand nodig om te scoren; hij houdt geen "
                              "VERDEDIGING-kaart en speelt de komende rally's op aanval."),
    "hint.draw_defense_only": ("{action}: VERDEDIGING-kaarten heeft je hand nodig om de bal in het spel te houden; "
                               "hij houdt geen AANVAL-kaart en speelt de komende rally's op verdediging."),
    "hint.draw_attack": ("{action}: je hand houdt {defense_cards} om mee te verdedigen; AANVAL-kaarten "
                         "heeft hij nodig om te scoren."),
    "hint.draw_defense": ("{action}: je hand houdt {attack_cards} om mee te scoren; VERDEDIGING-kaarten heeft "
                          "hij nodig om de bal in het spel te houden."),
})
for _hint_lang, _texts in HINT_TEXTS.items():
    MESSAGES[_hint_lang].update({PREFIX + key: i18n.expanding(text, expand) for key, text in _texts.items()})
