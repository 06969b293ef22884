"""Every Striker text in English, German and Dutch, under the ``striker.`` prefix (:data:`MESSAGES`, registered
by the registry with the game's declaration).

The original game terms players know are kept: Striker, VAR, Grätsche, Torwart (in German), Pass-Karte.
Templates are filled by :func:`_fill`, which turns seat numbers into player names and card ids into card names
in the message's language, so rules and events only pass plain ids.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Protocol, Union

from ...core import i18n
from . import cards as C


class NamedMove(Protocol):
    """What a move's words are made of (a :class:`~.rules.Move`: the rules import these texts, not the other
    way round)."""

    @property
    def verb(self) -> Any: ...

    @property
    def card(self) -> Optional[str]: ...

    @property
    def attack(self) -> Optional[int]: ...

    @property
    def target(self) -> Optional[int]: ...


LANGS = ("en", "de", "nl")

# -- names ---------------------------------------------------------------------------------------------------------

_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "title": "Striker",
        "pitch": "Soccer with cards for 2-4 players: build attacks from defence to a shot on goal.",
        "summary": "Goals {score}",
        "event.seen": "{text}",  # a log line as one seat saw it (determinized matches)
        "colour.orange": "orange", "colour.blue": "blue", "colour.green": "green", "colour.purple": "purple",
        "zone.red": "red", "zone.yellow": "yellow", "zone.green": "green",
        "corner.L": "left", "corner.R": "right", "corner.TL": "top left", "corner.TR": "top right",
        "corner.BL": "bottom left", "corner.BR": "bottom right",
        "card.number": "{number}", "card.shot": "{number} ({corner})",
        "card.P": "Pass card", "card.S": "Grätsche", "card.YC": "Yellow card", "card.RC": "Red card",
        "card.keeper": "Goalkeeper ({corner})", "card.V+": "VAR: goal", "card.V-": "VAR: no goal",
    },
    "de": {
        "title": "Striker",
        "pitch": "Fußball mit Karten für 2-4 Spieler: baue Angriffe von der Abwehr bis zum Torschuss auf.",
        "summary": "Tore {score}",
        "event.seen": "{text}",  # a log line as one seat saw it (determinized matches)
        "colour.orange": "orange", "colour.blue": "blau", "colour.green": "grün", "colour.purple": "lila",
        "zone.red": "rot", "zone.yellow": "gelb", "zone.green": "grün",
        "corner.L": "links", "corner.R": "rechts", "corner.TL": "oben links", "corner.TR": "oben rechts",
        "corner.BL": "unten links", "corner.BR": "unten rechts",
        "card.number": "{number}", "card.shot": "{number} ({corner})",
        "card.P": "Pass-Karte", "card.S": "Grätsche", "card.YC": "Gelbe Karte", "card.RC": "Rote Karte",
        "card.keeper": "Torwart ({corner})", "card.V+": "VAR: TOR", "card.V-": "VAR: KEIN TOR",
    },
    "nl": {
        "title": "Striker",
        "pitch": "Voetbal met kaarten voor 2-4 spelers: bouw aanvallen op van de verdediging tot een schot op doel.",
        "summary": "Doelpunten {score}",
        "event.seen": "{text}",  # a log line as one seat saw it (determinized matches)
        "colour.orange": "oranje", "colour.blue": "blauw", "colour.green": "groen", "colour.purple": "paars",
        "zone.red": "rood", "zone.yellow": "geel", "zone.green": "groen",
        "corner.L": "links", "corner.R": "rechts", "corner.TL": "linksboven", "corner.TR": "rechtsboven",
        "corner.BL": "linksonder", "corner.BR": "rechtsonder",
        "card.number": "{number}", "card.shot": "{number} ({corner})",
        "card.P": "Passkaart", "card.S": "Grätsche (sliding)", "card.YC": "Gele kaart", "card.RC": "Rode kaart",
        "card.keeper": "Keeper ({corner})", "card.V+": "VAR: goal", "card.V-": "VAR: geen goal",
    },
}


def corner_name(corner: str, lang: str) -> str:
    return _NAMES.get(lang, _NAMES["en"])[f"corner.{corner}"]


def card_name(card: str, lang: str = "en") -> str:
    """A card's name for people and screen readers (``"10L"`` -> ``"10 (left)"``)."""
    names = _NAMES.get(lang, _NAMES["en"])
    kind = C.KIND_OF[card]
    if kind is C.Kind.NUMBER:
        corner = C.CORNER_OF.get(card)
        if corner is None:
            return names["card.number"].format(number=C.NUMBER_OF[card])
        return names["card.shot"].format(number=C.NUMBER_OF[card], corner=corner_name(corner, lang))
    if kind is C.Kind.KEEPER:
        return names["card.keeper"].format(corner=corner_name(C.CORNER_OF[card], lang))
    return names[f"card.{card}"]


#: The parameters that name seats (``leaders``: a list of them).
_SEAT_PARAMS = ("seat", "previous", "owner", "target", "shooter", "leaders")


def _card_words(card: str, lang: str) -> str:
    """A card parameter's words: a card's name (:func:`card_name`); a text that names no card stays."""
    return card_name(card, lang) if C.is_card(card) else card


def _fill(template: Union[str, Mapping[str, str]], lang: str) -> Callable[[Mapping[str, Any], str], str]:
    """A message function: seats become player names, cards card names, corners corner names; a template given as
    plural forms ``{"one": ..., "other": ...}`` is chosen by the ``count`` parameter."""
    def render(params: Mapping[str, Any], _lang: str) -> str:
        p = dict(params)
        text = template if isinstance(template, str) else template["one" if p.get("count") == 1 else "other"]
        p = i18n.in_words(p, lang, seats=_SEAT_PARAMS, cards=("card",), card_lists=("cards",), card_name=_card_words)
        if isinstance(p.get("corner"), str):
            p["corner"] = corner_name(p["corner"], lang)
        if isinstance(p.get("goals"), list):
            p["goals"] = " : ".join(str(g) for g in p["goals"])
        return text.format(**p)
    return render


# -- action labels, events, reasons, prompts ---------------------------------------------------------------------

_TEXTS: dict[str, dict[str, Union[str, dict[str, str]]]] = {
    "en": {
        # action labels
        "action.start": "Start a new attack with {card}",
        "action.play": "Play {card} on attack #{attack}",
        "action.play_target": "Play {card} on attack #{attack}, shooting at {target}",
        "action.pass": "Pass card and {card} on attack #{attack}",
        "action.pass_target": "Pass card and {card} on attack #{attack}, shooting at {target}",
        "action.tackle": "Grätsche and {card} on attack #{attack}",
        "action.yellow": "Yellow card on attack #{attack}",
        "action.red": "Red card on attack #{attack}",
        "action.keeper": "Goalkeeper dives {corner}",
        "action.var": "Call the VAR",
        "action.accept": "Let the goal count",
        "action.end_turn": "End your turn",
        "confirm.end_turn": "End your turn now? You could still play a card; your turn is over at once.",
        # events
        "event.start": "Kick-off: {players} players; {seat} starts.",
        "event.turn": "{seat}'s turn.",
        "event.start_attack": "{seat} starts attack #{attack} with {card}.",
        "event.advance": "{seat} advances attack #{attack} with {card}.",
        "event.takeover": "{seat} takes over attack #{attack} from {previous} with {card}.",
        "event.pass": "{seat} plays a pass on attack #{attack}, followed by {card}.",
        "event.tackle": "{seat} plays a Grätsche on attack #{attack} of {previous}, followed by {card}.",
        "event.yellow_card": "{seat} shows a yellow card on attack #{attack}: {card} of {owner} is removed.",
        "event.attack_gone": "Attack #{attack} is off the table.",
        "event.red_card": "{seat} shows a red card: attack #{attack} of {owner} is removed.",
        "event.shot": "{seat} shoots with {card} on attack #{attack} at {target}'s goal, aiming {corner}!",
        "event.no_save": "{seat} has no goalkeeper for that corner and no VAR.",
        "event.save": "Saved! {seat}'s goalkeeper dives {corner}.",
        "event.var_goal": "{seat} calls the VAR: GOAL, the goal counts.",
        "event.var_no_goal": "{seat} calls the VAR: NO GOAL.",
        "event.accept": "{seat} lets the shot through.",
        "event.goal": "GOAL for {seat}! Score {goals}.",
        "event.end_turn": "{seat} ends the turn.",
        "event.draw": {"one": "{seat} draws 1 card; {pile} left in the draw pile.",
                       "other": "{seat} draws {count} cards; {pile} left in the draw pile."},
        "event.drew": "You draw: {cards}.",
        "event.drew_stuck": "You cannot play any more cards; you draw: {cards}.",
        "event.last_turns": "{seat}'s draw pile is empty: every other player has one last turn.",
        "event.game_over": "Final whistle! Score {goals}.",
        # reasons an action is not allowed
        "reason.card_not_now": "The {card} cannot be played now.",
        "reason.only_against_shot": "The goalkeeper and the VAR are only played against a shot at your goal.",
        "reason.not_in_hand": "You have no {card} in your hand.",
        "reason.start_red": "A new attack must start with a red card (1-5); {card} is not red.",
        "reason.max_attacks": "There are already {max} attacks on the table, the most allowed.",
        "reason.no_attack": "There is no attack #{attack} on the table.",
        "reason.card_on_own_attack": "The {card} is played on an opponent's attack, not on your own.",
        "reason.must_play": "You must keep playing while you can play a card.",
        "reason.eleven_needs_pass": "The 11 can only be reached with a pass card from yellow.",
        "reason.never_on_ten": "Never put a card on a 10: the 10 is already a shot.",
        "reason.advance_next": "Your attack #{attack} ends on a {top}: it advances only with the card {next}.",
        "reason.takeover_numbers": "Attack #{attack} ends on a {top}: you take it over only with the card {same} "
                                   "or {next}.",
        "reason.no_takeover_shot": "In this game a 10 may not take over an opponent's 9.",
        "reason.needs_follow": "The {card} is played together with the number card that follows it, and you hold none.",
        "reason.pass_own": "A pass card is played on your own attack.",
        "reason.pass_zone": "A pass card is played on a red or a yellow card.",
        "reason.pass_red_yellow": "After a pass from red, a yellow card (6-9) must follow.",
        "reason.pass_yellow_green": "After a pass from yellow, a Striker card (10 or 11) must follow.",
        "reason.tackle_opponent": "The Grätsche is played on an opponent's attack.",
        "reason.tackle_yellow": "The Grätsche is played on a yellow card (6-9) only.",
        "reason.tackle_follow": "After the Grätsche a yellow card (6-9) must follow.",
        "reason.shot_target": "Name the opponent you shoot at.",
        "reason.no_target": "Only a shot names an opponent.",
        "reason.react_to_shot": "A shot is on your goal: save it with a goalkeeper, call the VAR or let it count.",
        "reason.keeper_corner": "The goalkeeper must dive into the shot's corner: {corner}.",
        "reason.var_used": "You have already used your VAR; it is allowed only once per game.",
        # prompts and results
        "prompt.your_turn": "Your turn: play cards until you cannot play any more.",
        "prompt.your_turn_may_end": "Your turn: play cards, then end your turn.",
        "prompt.wait": "{seat}'s turn.",
        "prompt.react": "{shooter} shoots at your goal, aiming {corner}: save, call the VAR or let it count.",
        "prompt.wait_react": "{seat} is reacting to the shot.",
        "prompt.over": "The game is over.",
        "result.win": "{seat} wins {goals}.",
        "result.draw": "A draw: {goals}.",
        "result.shared": {"one": "{leaders} share the lead with 1 goal each: {goals}.",
                          "other": "{leaders} share the lead with {count} goals each: {goals}."},
    },
    "de": {
        "action.start": "Neuen Angriff mit {card} starten",
        "action.play": "{card} auf Angriff #{attack} legen",
        "action.play_target": "{card} auf Angriff #{attack} legen, Schuss auf {target}",
        "action.pass": "Pass-Karte und {card} auf Angriff #{attack}",
        "action.pass_target": "Pass-Karte und {card} auf Angriff #{attack}, Schuss auf {target}",
        "action.tackle": "Grätsche und {card} auf Angriff #{attack}",
        "action.yellow": "Gelbe Karte auf Angriff #{attack}",
        "action.red": "Rote Karte auf Angriff #{attack}",
        "action.keeper": "Torwart springt nach {corner}",
        "action.var": "VAR einsetzen",
        "action.accept": "Tor zählen lassen",
        "action.end_turn": "Zug beenden",
        "confirm.end_turn": "Den Zug jetzt beenden? Du könntest noch eine Karte ausspielen; dein Zug ist dann sofort vorbei.",
        "event.start": "Anstoß: {players} Spieler; {seat} beginnt.",
        "event.turn": "{seat} ist am Zug.",
        "event.start_attack": "{seat} startet Angriff #{attack} mit {card}.",
        "event.advance": "{seat} bringt Angriff #{attack} mit {card} voran.",
        "event.takeover": "{seat} übernimmt Angriff #{attack} von {previous} mit {card}.",
        "event.pass": "{seat} spielt einen Pass auf Angriff #{attack}, danach {card}.",
        "event.tackle": "{seat} grätscht in Angriff #{attack} von {previous}, danach {card}.",
        "event.yellow_card": "{seat} zeigt eine Gelbe Karte auf Angriff #{attack}: {card} von {owner} fliegt raus.",
        "event.attack_gone": "Angriff #{attack} liegt nicht mehr auf dem Tisch.",
        "event.red_card": "{seat} zeigt eine Rote Karte: Angriff #{attack} von {owner} fliegt raus.",
        "event.shot": "{seat} schießt mit {card} aus Angriff #{attack} auf das Tor von {target}, nach {corner}!",
        "event.no_save": "{seat} hat keinen Torwart für diese Ecke und keinen VAR.",
        "event.save": "Gehalten! Der Torwart von {seat} springt nach {corner}.",
        "event.var_goal": "{seat} setzt den VAR ein: TOR, das Tor zählt.",
        "event.var_no_goal": "{seat} setzt den VAR ein: KEIN TOR.",
        "event.accept": "{seat} lässt den Schuss passieren.",
        "event.goal": "TOR für {seat}! Stand {goals}.",
        "event.end_turn": "{seat} beendet den Zug.",
        "event.draw": {"one": "{seat} zieht 1 Karte; {pile} bleiben im Nachziehstapel.",
                       "other": "{seat} zieht {count} Karten; {pile} bleiben im Nachziehstapel."},
        "event.drew": "Du ziehst: {cards}.",
        "event.drew_stuck": "Du kannst keine Karte mehr ausspielen; du ziehst: {cards}.",
        "event.last_turns": "Der Nachziehstapel von {seat} ist leer: alle anderen haben noch einen letzten Zug.",
        "event.game_over": "Abpfiff! Endstand {goals}.",
        "reason.card_not_now": "Die Karte {card} kann jetzt nicht gespielt werden.",
        "reason.only_against_shot": "Torwart und VAR werden nur gegen einen Schuss auf dein Tor gespielt.",
        "reason.not_in_hand": "Du hast keine Karte {card} auf der Hand.",
        "reason.start_red": "Ein neuer Angriff beginnt mit einer roten Karte (1-5); {card} ist nicht rot.",
        "reason.max_attacks": "Es liegen schon {max} Angriffe auf dem Tisch, mehr sind nicht erlaubt.",
        "reason.no_attack": "Es gibt keinen Angriff #{attack} auf dem Tisch.",
        "reason.card_on_own_attack": "Die {card} wird auf einen Angriff des Gegners gelegt, nicht auf deinen.",
        "reason.must_play": "Du musst weiterspielen, solange du eine Karte ausspielen kannst.",
        "reason.eleven_needs_pass": "Die 11 kann nur über die Pass-Karte von Gelb erreicht werden.",
        "reason.never_on_ten": "Lege niemals eine Karte auf eine 10: mit der 10 wird bereits geschossen.",
        "reason.advance_next": "Dein Angriff #{attack} endet mit einer {top}: er geht nur mit der Karte {next} weiter.",
        "reason.takeover_numbers": "Angriff #{attack} endet mit einer {top}: du übernimmst ihn nur mit der Karte {same} "
                                   "oder {next}.",
        "reason.no_takeover_shot": "In diesem Spiel darf eine 10 keine 9 des Gegners übernehmen.",
        "reason.needs_follow": "Die Karte {card} wird zusammen mit der Zahlenkarte gespielt, die ihr folgt, und du hast keine.",
        "reason.pass_own": "Die Pass-Karte wird auf deinen eigenen Angriff gelegt.",
        "reason.pass_zone": "Die Pass-Karte wird auf eine rote oder gelbe Karte gelegt.",
        "reason.pass_red_yellow": "Nach einem Pass von Rot muss eine gelbe Karte (6-9) folgen.",
        "reason.pass_yellow_green": "Nach einem Pass von Gelb muss eine Striker-Karte (10 oder 11) folgen.",
        "reason.tackle_opponent": "Die Grätsche wird auf einen Angriff des Gegners gelegt.",
        "reason.tackle_yellow": "Die Grätsche wird nur auf eine gelbe Karte (6-9) gelegt.",
        "reason.tackle_follow": "Nach der Grätsche muss eine gelbe Karte (6-9) folgen.",
        "reason.shot_target": "Nenne den Gegner, auf dessen Tor du schießt.",
        "reason.no_target": "Nur ein Torschuss nennt einen Gegner.",
        "reason.react_to_shot": "Ein Schuss kommt auf dein Tor: halte ihn mit dem Torwart, setze den VAR ein "
                                "oder lass das Tor zählen.",
        "reason.keeper_corner": "Der Torwart muss in die Ecke des Schusses springen: {corner}.",
        "reason.var_used": "Du hast deinen VAR schon eingesetzt; er darf nur einmal pro Spiel verwendet werden.",
        "prompt.your_turn": "Du bist am Zug: spiele Karten aus, bis du keine mehr ausspielen kannst.",
        "prompt.your_turn_may_end": "Du bist am Zug: spiele Karten aus, dann beende deinen Zug.",
        "prompt.wait": "{seat} ist am Zug.",
        "prompt.react": "{shooter} schießt auf dein Tor, nach {corner}: halten, VAR oder Tor zählen lassen.",
        "prompt.wait_react": "{seat} reagiert auf den Schuss.",
        "prompt.over": "Das Spiel ist vorbei.",
        "result.win": "{seat} gewinnt {goals}.",
        "result.draw": "Unentschieden: {goals}.",
        "result.shared": {"one": "{leaders} teilen sich die Führung mit je 1 Tor: {goals}.",
                          "other": "{leaders} teilen sich die Führung mit je {count} Toren: {goals}."},
    },
    "nl": {
        "action.start": "Nieuwe aanval beginnen met {card}",
        "action.play": "{card} op aanval #{attack} leggen",
        "action.play_target": "{card} op aanval #{attack} leggen, schot op {target}",
        "action.pass": "Passkaart en {card} op aanval #{attack}",
        "action.pass_target": "Passkaart en {card} op aanval #{attack}, schot op {target}",
        "action.tackle": "Grätsche en {card} op aanval #{attack}",
        "action.yellow": "Gele kaart op aanval #{attack}",
        "action.red": "Rode kaart op aanval #{attack}",
        "action.keeper": "Keeper duikt naar {corner}",
        "action.var": "De VAR inschakelen",
        "action.accept": "Het doelpunt laten tellen",
        "action.end_turn": "Beurt beëindigen",
        "confirm.end_turn": "Je beurt nu beëindigen? Je kunt nog een kaart spelen; je beurt is dan meteen voorbij.",
        "event.start": "Aftrap: {players} spelers; {seat} begint.",
        "event.turn": "{seat} is aan de beurt.",
        "event.start_attack": "{seat} begint aanval #{attack} met {card}.",
        "event.advance": "{seat} brengt aanval #{attack} verder met {card}.",
        "event.takeover": "{seat} neemt aanval #{attack} over van {previous} met {card}.",
        "event.pass": "{seat} speelt een pass op aanval #{attack}, gevolgd door {card}.",
        "event.tackle": "{seat} maakt een Grätsche op aanval #{attack} van {previous}, gevolgd door {card}.",
        "event.yellow_card": "{seat} geeft een gele kaart op aanval #{attack}: {card} van {owner} gaat eruit.",
        "event.attack_gone": "Aanval #{attack} ligt niet meer op tafel.",
        "event.red_card": "{seat} geeft een rode kaart: aanval #{attack} van {owner} gaat eruit.",
        "event.shot": "{seat} schiet met {card} uit aanval #{attack} op het doel van {target}, naar {corner}!",
        "event.no_save": "{seat} heeft geen keeper voor die hoek en geen VAR.",
        "event.save": "Gered! De keeper van {seat} duikt naar {corner}.",
        "event.var_goal": "{seat} schakelt de VAR in: GOAL, het doelpunt telt.",
        "event.var_no_goal": "{seat} schakelt de VAR in: GEEN GOAL.",
        "event.accept": "{seat} laat het schot door.",
        "event.goal": "GOAL voor {seat}! Stand {goals}.",
        "event.end_turn": "{seat} beëindigt de beurt.",
        "event.draw": {"one": "{seat} trekt 1 kaart; nog {pile} in de trekstapel.",
                       "other": "{seat} trekt {count} kaarten; nog {pile} in de trekstapel."},
        "event.drew": "Je trekt: {cards}.",
        "event.drew_stuck": "Je kunt geen kaart meer spelen; je trekt: {cards}.",
        "event.last_turns": "De trekstapel van {seat} is leeg: iedere andere speler krijgt nog één laatste beurt.",
        "event.game_over": "Eindsignaal! Eindstand {goals}.",
        "reason.card_not_now": "De kaart {card} kan nu niet gespeeld worden.",
        "reason.only_against_shot": "De keeper en de VAR speel je alleen tegen een schot op jouw doel.",
        "reason.not_in_hand": "Je hebt geen {card} in je hand.",
        "reason.start_red": "Een nieuwe aanval begint met een rode kaart (1-5); {card} is niet rood.",
        "reason.max_attacks": "Er liggen al {max} aanvallen op tafel, meer mag niet.",
        "reason.no_attack": "Er ligt geen aanval #{attack} op tafel.",
        "reason.card_on_own_attack": "De {card} speel je op een aanval van een tegenstander, niet op je eigen.",
        "reason.must_play": "Je moet doorspelen zolang je een kaart kunt spelen.",
        "reason.eleven_needs_pass": "De 11 bereik je alleen met een passkaart vanuit geel.",
        "reason.never_on_ten": "Leg nooit een kaart op een 10: de 10 is al een schot.",
        "reason.advance_next": "Je aanval #{attack} eindigt op een {top}: hij gaat alleen verder met de kaart {next}.",
        "reason.takeover_numbers": "Aanval #{attack} eindigt op een {top}: je neemt hem alleen over met de kaart {same} "
                                   "of {next}.",
        "reason.no_takeover_shot": "In dit spel mag een 10 geen 9 van een tegenstander overnemen.",
        "reason.needs_follow": "De {card} speel je samen met de getalkaart die erop volgt, en je hebt er geen.",
        "reason.pass_own": "Een passkaart speel je op je eigen aanval.",
        "reason.pass_zone": "Een passkaart speel je op een rode of gele kaart.",
        "reason.pass_red_yellow": "Na een pass vanuit rood moet een gele kaart (6-9) volgen.",
        "reason.pass_yellow_green": "Na een pass vanuit geel moet een Striker-kaart (10 of 11) volgen.",
        "reason.tackle_opponent": "De Grätsche speel je op een aanval van een tegenstander.",
        "reason.tackle_yellow": "De Grätsche speel je alleen op een gele kaart (6-9).",
        "reason.tackle_follow": "Na de Grätsche moet een gele kaart (6-9) volgen.",
        "reason.shot_target": "Noem de tegenstander op wiens doel je schiet.",
        "reason.no_target": "Alleen een schot noemt een tegenstander.",
        "reason.react_to_shot": "Er komt een schot op je doel: red het met een keeper, schakel de VAR in "
                                "of laat het tellen.",
        "reason.keeper_corner": "De keeper moet naar de hoek van het schot duiken: {corner}.",
        "reason.var_used": "Je hebt je VAR al gebruikt; dat mag maar één keer per spel.",
        "prompt.your_turn": "Jouw beurt: speel kaarten tot je er geen meer kunt spelen.",
        "prompt.your_turn_may_end": "Jouw beurt: speel kaarten en beëindig dan je beurt.",
        "prompt.wait": "{seat} is aan de beurt.",
        "prompt.react": "{shooter} schiet op jouw doel, naar {corner}: redden, VAR of laten tellen.",
        "prompt.wait_react": "{seat} reageert op het schot.",
        "prompt.over": "Het spel is afgelopen.",
        "result.win": "{seat} wint met {goals}.",
        "result.draw": "Gelijkspel: {goals}.",
        "result.shared": {"one": "{leaders} delen de leiding met elk 1 doelpunt: {goals}.",
                          "other": "{leaders} delen de leiding met elk {count} doelpunten: {goals}."},
    },
}


#: Second-person variants (``key#param``: the text when ``param`` is the seat called "You", see :func:`i18n.tr`).
_TEXTS["en"].update({
    "event.start#seat": "Kick-off: {players} players; you start.",
    "event.turn#seat": "Your turn.",
    "event.start_attack#seat": "You start attack #{attack} with {card}.",
    "event.advance#seat": "You advance attack #{attack} with {card}.",
    "event.takeover#seat": "You take over attack #{attack} from {previous} with {card}.",
    "event.takeover#previous": "{seat} takes over your attack #{attack} with {card}.",
    "event.pass#seat": "You play a pass on attack #{attack}, followed by {card}.",
    "event.tackle#seat": "You play a Grätsche on attack #{attack} of {previous}, followed by {card}.",
    "event.tackle#previous": "{seat} plays a Grätsche on your attack #{attack}, followed by {card}.",
    "event.yellow_card#seat": "You show a yellow card on attack #{attack}: {card} of {owner} is removed.",
    "event.yellow_card#owner": "{seat} shows a yellow card on your attack #{attack}: your {card} is removed.",
    "event.red_card#seat": "You show a red card: attack #{attack} of {owner} is removed.",
    "event.red_card#owner": "{seat} shows a red card: your attack #{attack} is removed.",
    "event.shot#seat": "You shoot with {card} on attack #{attack} at {target}'s goal, aiming {corner}!",
    "event.shot#target": "{seat} shoots with {card} on attack #{attack} at your goal, aiming {corner}!",
    "event.no_save#seat": "You have no goalkeeper for that corner and no VAR.",
    "event.save#seat": "Saved! Your goalkeeper dives {corner}.",
    "event.var_goal#seat": "You call the VAR: GOAL, the goal counts.",
    "event.var_no_goal#seat": "You call the VAR: NO GOAL.",
    "event.accept#seat": "You let the shot through.",
    "event.goal#seat": "GOAL for you! Score {goals}.",
    "event.end_turn#seat": "You end your turn.",
    "event.draw#seat": {"one": "You draw 1 card; {pile} left in the draw pile.",
                        "other": "You draw {count} cards; {pile} left in the draw pile."},
    "event.last_turns#seat": "Your draw pile is empty: every other player has one last turn.",
    "result.win#seat": "You win with {goals}.",
})
_TEXTS["de"].update({
    "event.start#seat": "Anstoß: {players} Spieler; du beginnst.",
    "event.turn#seat": "Du bist am Zug.",
    "event.start_attack#seat": "Du startest Angriff #{attack} mit {card}.",
    "event.advance#seat": "Du bringst Angriff #{attack} mit {card} voran.",
    "event.takeover#seat": "Du übernimmst Angriff #{attack} von {previous} mit {card}.",
    "event.takeover#previous": "{seat} übernimmt deinen Angriff #{attack} mit {card}.",
    "event.pass#seat": "Du spielst einen Pass auf Angriff #{attack}, danach {card}.",
    "event.tackle#seat": "Du grätschst in Angriff #{attack} von {previous}, danach {card}.",
    "event.tackle#previous": "{seat} grätscht in deinen Angriff #{attack}, danach {card}.",
    "event.yellow_card#seat": "Du zeigst eine Gelbe Karte auf Angriff #{attack}: {card} von {owner} fliegt raus.",
    "event.yellow_card#owner": "{seat} zeigt eine Gelbe Karte auf deinen Angriff #{attack}: deine {card} fliegt raus.",
    "event.red_card#seat": "Du zeigst eine Rote Karte: Angriff #{attack} von {owner} fliegt raus.",
    "event.red_card#owner": "{seat} zeigt eine Rote Karte: dein Angriff #{attack} fliegt raus.",
    "event.shot#seat": "Du schießt mit {card} aus Angriff #{attack} auf das Tor von {target}, nach {corner}!",
    "event.shot#target": "{seat} schießt mit {card} aus Angriff #{attack} auf dein Tor, nach {corner}!",
    "event.no_save#seat": "Du hast keinen Torwart für diese Ecke und keinen VAR.",
    "event.save#seat": "Gehalten! Dein Torwart springt nach {corner}.",
    "event.var_goal#seat": "Du setzt den VAR ein: TOR, das Tor zählt.",
    "event.var_no_goal#seat": "Du setzt den VAR ein: KEIN TOR.",
    "event.accept#seat": "Du lässt den Schuss passieren.",
    "event.goal#seat": "TOR für dich! Stand {goals}.",
    "event.end_turn#seat": "Du beendest deinen Zug.",
    "event.draw#seat": {"one": "Du ziehst 1 Karte; {pile} bleiben im Nachziehstapel.",
                        "other": "Du ziehst {count} Karten; {pile} bleiben im Nachziehstapel."},
    "event.last_turns#seat": "Dein Nachziehstapel ist leer: alle anderen haben noch einen letzten Zug.",
    "result.win#seat": "Du gewinnst mit {goals}.",
})
_TEXTS["nl"].update({
    "event.start#seat": "Aftrap: {players} spelers; jij begint.",
    "event.turn#seat": "Jij bent aan de beurt.",
    "event.start_attack#seat": "Jij begint aanval #{attack} met {card}.",
    "event.advance#seat": "Jij brengt aanval #{attack} verder met {card}.",
    "event.takeover#seat": "Jij neemt aanval #{attack} over van {previous} met {card}.",
    "event.takeover#previous": "{seat} neemt jouw aanval #{attack} over met {card}.",
    "event.pass#seat": "Jij speelt een pass op aanval #{attack}, gevolgd door {card}.",
    "event.tackle#seat": "Jij maakt een Grätsche op aanval #{attack} van {previous}, gevolgd door {card}.",
    "event.tackle#previous": "{seat} maakt een Grätsche op jouw aanval #{attack}, gevolgd door {card}.",
    "event.yellow_card#seat": "Jij geeft een gele kaart op aanval #{attack}: {card} van {owner} gaat eruit.",
    "event.yellow_card#owner": "{seat} geeft een gele kaart op jouw aanval #{attack}: jouw {card} gaat eruit.",
    "event.red_card#seat": "Jij geeft een rode kaart: aanval #{attack} van {owner} gaat eruit.",
    "event.red_card#owner": "{seat} geeft een rode kaart: jouw aanval #{attack} gaat eruit.",
    "event.shot#seat": "Jij schiet met {card} uit aanval #{attack} op het doel van {target}, naar {corner}!",
    "event.shot#target": "{seat} schiet met {card} uit aanval #{attack} op jouw doel, naar {corner}!",
    "event.no_save#seat": "Jij hebt geen keeper voor die hoek en geen VAR.",
    "event.save#seat": "Gered! Jouw keeper duikt naar {corner}.",
    "event.var_goal#seat": "Jij schakelt de VAR in: GOAL, het doelpunt telt.",
    "event.var_no_goal#seat": "Jij schakelt de VAR in: GEEN GOAL.",
    "event.accept#seat": "Jij laat het schot door.",
    "event.goal#seat": "GOAL voor jou! Stand {goals}.",
    "event.end_turn#seat": "Jij beëindigt je beurt.",
    "event.draw#seat": {"one": "Jij trekt 1 kaart; nog {pile} in de trekstapel.",
                        "other": "Jij trekt {count} kaarten; nog {pile} in de trekstapel."},
    "event.last_turns#seat": "Jouw trekstapel is leeg: iedere andere speler krijgt nog één laatste beurt.",
    "result.win#seat": "Jij wint met {goals}.",
})


def action_label(move: NamedMove, lang: str = "en") -> str:
    """The label of a move, e.g. "Play 7 on attack 2"."""
    verb = move.verb.value
    key = f"striker.action.{verb}"
    if move.target is not None:
        key += "_target"
    params: dict[str, Any] = {"attack": move.attack, "target": move.target}
    if move.card is not None:
        params["card"] = move.card
    if move.verb.value == "keeper":
        params = {"corner": C.CORNER_OF[move.card]}  # type: ignore[index]  # a keeper move names its card
    return i18n.tr(key, lang, **params)


def title(lang: str = "en") -> str:
    return _NAMES.get(lang, _NAMES["en"])["title"]


def _catalog(lang: str) -> dict[str, i18n.Template]:
    catalog: dict[str, i18n.Template] = {f"striker.{k}": v for k, v in _NAMES[lang].items()}
    catalog.update({f"striker.{k}": _fill(v, lang) for k, v in _TEXTS[lang].items()})
    return catalog


#: The catalogs per language (the registry registers them with the game).
MESSAGES: dict[str, dict[str, i18n.Template]] = {lang: _catalog(lang) for lang in LANGS}


# -- hint and review (pygame_core/ai/advice.py, .advice): why the hard player's move -------------------------
HINT_TEXTS = {
    "en": {
        "hint.start": ("{action}: any red card (1-5) starts an attack, and every attack on the table is one more way "
                       "towards a shot."),
        "hint.start_build": "{action}: any red card starts an attack, and your {next} can move it on at once.",
        "hint.advance": ("{action}: your own attack moves on only with the next number; {steps} more to go before a "
                         "10 shoots."),
        "hint.advance_yellow": ("{action}: 6 on 5 takes your attack from defence (red) into midfield (yellow); "
                                "{steps} more to go before a 10 shoots."),
        "hint.advance_nine": ("{action}: a 9 is one step from goal; a 10 on it is a shot, and a Pass card from "
                              "yellow even reaches the 11."),
        "hint.takeover": ("{action}: the next higher number on an opponent's attack takes it over, so attack "
                          "#{attack} of {previous} is yours now, {steps} more to go before a 10 shoots."),
        "hint.takeover_same": ("{action}: the same number on an opponent's attack takes it over, so attack #{attack} "
                               "of {previous} is yours now, {steps} more to go before a 10 shoots."),
        "hint.tackle": ("{action}: a Grätsche on the yellow {top} of {previous} takes attack #{attack} over with any "
                        "yellow card, where otherwise only another {top} or the next number could."),
        "hint.pass": ("{action}: a Pass card from red skips straight to any yellow card; {steps} more to go before a "
                      "10 shoots."),
        "hint.shot_var_left": ("{action}: the {card} is a shot; {target} can stop it only with a goalkeeper diving "
                               "{corner} or with the VAR (50/50)."),
        "hint.shot_no_var": ("{action}: the {card} is a shot, and {target} has used the VAR, so only a goalkeeper "
                             "diving {corner} can save it."),
        "hint.shot_no_var_gone": ("{action}: the {card} is a shot, and {target} has used the VAR, so only a "
                                  "goalkeeper diving {corner} can save it ({gone} of the {total} already out of the "
                                  "game)."),
        "hint.shot_no_var_no_keeper": ("{action}: the {card} is a sure goal, since {target} has used the VAR and all "
                                       "{total} goalkeepers for the {corner} corner are out of the game."),
        "hint.pass_shot_var_left": ("{action}: a Pass card from yellow to green makes the {card} a shot; {target} "
                                    "can stop it only with a goalkeeper diving {corner} or with the VAR (50/50)."),
        "hint.pass_shot_no_var": ("{action}: a Pass card from yellow to green makes the {card} a shot, and {target} "
                                  "has used the VAR, so only a goalkeeper diving {corner} can save it."),
        "hint.pass_shot_no_var_gone": ("{action}: a Pass card from yellow to green makes the {card} a shot, and "
                                       "{target} has used the VAR, so only a goalkeeper diving {corner} can save it "
                                       "({gone} of the {total} already out of the game)."),
        "hint.pass_shot_no_var_no_keeper": ("{action}: a Pass card from yellow to green makes the {card} a sure "
                                            "goal, since {target} has used the VAR and all {total} goalkeepers for "
                                            "the {corner} corner are out of the game."),
        "hint.yellow": ("{action}: a Yellow card takes the top card off attack #{attack} of {owner}, which sets it "
                        "back from {top} to {below}."),
        "hint.yellow_gone": ("{action}: a Yellow card takes the only card off attack #{attack} of {owner}, so that "
                             "attack is gone."),
        "hint.yellow_back": ("{action}: a Yellow card takes the top card off attack #{attack} of {owner}, and the "
                             "attack goes back to {previous}, at {below}."),
        "hint.yellow_yours": ("{action}: a Yellow card takes the top card off attack #{attack} of {owner}, and the "
                              "attack is yours again, at {below}."),
        "hint.yellow_nine": ("{action}: attack #{attack} of {owner} is on a 9, one card from a shot; a Yellow card "
                             "takes the 9 off."),
        "hint.red": ("{action}: a Red card removes the whole attack #{attack} of {owner}, already at {top}, with all "
                     "its cards."),
        "hint.keeper": ("{action}: the shot aims {corner} and a goalkeeper saves in the shot's corner, so there is "
                        "no goal and your VAR stays for later."),
        "hint.var": ("{action}: none of your goalkeepers dives {corner}, so the VAR is the only chance left (50/50, "
                     "once per game)."),
        "hint.var_instead": ("{action}: the VAR decides 50/50 (once per game) and keeps your goalkeeper for the "
                             "{corner} corner for a later shot."),
        "hint.accept": ("{action}: none of your goalkeepers dives {corner} and your VAR is used, so nothing can stop "
                        "this shot."),
        "hint.accept_keep_var": ("{action}: none of your goalkeepers dives {corner}; the VAR works only once per "
                                 "game, so keep it for a shot that matters more."),
        "hint.end_turn": "{action}: the cards you keep are worth more in a later turn.",
        "hint.unit": "goals",
    },
    "de": {
        "hint.start": ("{action}: Jede rote Karte (1-5) startet einen Angriff, und jeder Angriff auf dem Tisch ist "
                       "ein weiterer Weg zum Torschuss."),
        "hint.start_build": ("{action}: Jede rote Karte startet einen Angriff, und deine {next} bringt ihn gleich "
                             "voran."),
        "hint.advance": ("{action}: Der eigene Angriff kommt nur mit der nächsten Zahl voran; noch {steps} bis zum "
                         "Schuss mit der 10."),
        "hint.advance_yellow": ("{action}: 6 auf 5 bringt deinen Angriff von der Verteidigung (rot) ins Mittelfeld "
                                "(gelb); noch {steps} bis zum Schuss mit der 10."),
        "hint.advance_nine": ("{action}: Eine 9 ist einen Schritt vor dem Tor; eine 10 darauf ist ein Torschuss, und "
                              "eine Pass-Karte aus Gelb erreicht sogar die 11."),
        "hint.takeover": ("{action}: Die nächsthöhere Zahl auf einem gegnerischen Angriff übernimmt ihn, also gehört "
                          "Angriff #{attack} von {previous} jetzt dir; noch {steps} bis zum Schuss mit der 10."),
        "hint.takeover_same": ("{action}: Dieselbe Zahl auf einem gegnerischen Angriff übernimmt ihn, also gehört "
                               "Angriff #{attack} von {previous} jetzt dir; noch {steps} bis zum Schuss mit der 10."),
        "hint.tackle": ("{action}: Eine Grätsche auf die gelbe {top} von {previous} übernimmt Angriff #{attack} mit "
                        "jeder gelben Karte, wo sonst nur eine {top} oder die nächste Zahl passt."),
        "hint.pass": ("{action}: Eine Pass-Karte aus Rot springt direkt zu jeder gelben Karte; noch {steps} bis zum "
                      "Schuss mit der 10."),
        "hint.shot_var_left": ("{action}: Die {card} ist ein Torschuss; {target} hält ihn nur mit einem Torwart, der "
                               "nach {corner} springt, oder mit dem VAR (50/50)."),
        "hint.shot_no_var": ("{action}: Die {card} ist ein Torschuss, und {target} hat den VAR verbraucht, also hält "
                             "ihn nur ein Torwart, der nach {corner} springt."),
        "hint.shot_no_var_no_keeper": ("{action}: Die {card} ist ein sicheres Tor, denn {target} hat den VAR "
                                       "verbraucht, und alle {total} Torwarte für die Ecke {corner} sind aus dem "
                                       "Spiel."),
        "hint.pass_shot_var_left": ("{action}: Eine Pass-Karte von Gelb nach Grün macht die {card} zum Torschuss; "
                                    "{target} hält ihn nur mit einem Torwart, der nach {corner} springt, oder mit "
                                    "dem VAR (50/50)."),
        "hint.pass_shot_no_var": ("{action}: Eine Pass-Karte von Gelb nach Grün macht die {card} zum Torschuss, und "
                                  "{target} hat den VAR verbraucht, also hält ihn nur ein Torwart, der nach {corner} "
                                  "springt."),
        "hint.pass_shot_no_var_no_keeper": ("{action}: Eine Pass-Karte von Gelb nach Grün macht die {card} zum "
                                            "sicheren Tor, denn {target} hat den VAR verbraucht, und alle {total} "
                                            "Torwarte für die Ecke {corner} sind aus dem Spiel."),
        "hint.yellow": ("{action}: Eine Gelbe Karte nimmt die oberste Karte von Angriff #{attack} von {owner} weg und "
                        "wirft ihn von {top} auf {below} zurück."),
        "hint.yellow_gone": ("{action}: Eine Gelbe Karte nimmt die einzige Karte von Angriff #{attack} von {owner} "
                             "weg, und damit ist dieser Angriff vorbei."),
        "hint.yellow_back": ("{action}: Eine Gelbe Karte nimmt die oberste Karte von Angriff #{attack} von {owner} "
                             "weg, und der Angriff geht an {previous} zurück, bei {below}."),
        "hint.yellow_yours": ("{action}: Eine Gelbe Karte nimmt die oberste Karte von Angriff #{attack} von {owner} "
                              "weg, und der Angriff gehört wieder dir, bei {below}."),
        "hint.yellow_nine": ("{action}: Angriff #{attack} von {owner} steht auf einer 9, eine Karte vor dem Schuss; "
                             "eine Gelbe Karte nimmt die 9 weg."),
        "hint.red": ("{action}: Eine Rote Karte nimmt den ganzen Angriff #{attack} von {owner}, schon bei {top}, mit "
                     "allen Karten weg."),
        "hint.keeper": ("{action}: Der Schuss geht nach {corner}, und ein Torwart hält in der Ecke des Schusses, "
                        "also fällt kein Tor, und dein VAR bleibt für später."),
        "hint.var": ("{action}: Keiner deiner Torwarte springt nach {corner}, also bleibt nur der VAR (50/50, einmal "
                     "pro Spiel)."),
        "hint.var_instead": ("{action}: Der VAR entscheidet 50/50 (einmal pro Spiel) und hebt deinen Torwart für die "
                             "Ecke {corner} für einen späteren Schuss auf."),
        "hint.accept": ("{action}: Keiner deiner Torwarte springt nach {corner}, und dein VAR ist verbraucht, also "
                        "hält diesen Schuss nichts."),
        "hint.accept_keep_var": ("{action}: Keiner deiner Torwarte springt nach {corner}; der VAR geht nur einmal "
                                 "pro Spiel, also heb ihn für einen wichtigeren Schuss auf."),
        "hint.end_turn": "{action}: Die Karten, die du behältst, sind in einem späteren Zug mehr wert.",
        "hint.unit": "Tore",
        "hint.shot_no_var_gone": ("{action}: Die {card} ist ein Torschuss, und {target} hat den VAR verbraucht, also "
                                  "hält ihn nur ein Torwart, der nach {corner} springt ({gone} von {total} schon aus "
                                  "dem Spiel)."),
        "hint.pass_shot_no_var_gone": ("{action}: Eine Pass-Karte von Gelb nach Grün macht die {card} zum Torschuss, "
                                       "und {target} hat den VAR verbraucht, also hält ihn nur ein Torwart, der nach "
                                       "{corner} springt ({gone} von {total} schon aus dem Spiel)."),
    },
    "nl": {
        "hint.start": ("{action}: elke rode kaart (1-5) begint een aanval, en elke aanval op tafel is een extra weg "
                       "naar een schot."),
        "hint.start_build": "{action}: elke rode kaart begint een aanval, en je {next} brengt hem meteen verder.",
        "hint.advance": ("{action}: je eigen aanval gaat alleen verder met het volgende getal; nog {steps} tot een "
                         "schot met de 10."),
        "hint.advance_yellow": ("{action}: 6 op 5 brengt je aanval van de verdediging (rood) naar het middenveld "
                                "(geel); nog {steps} tot een schot met de 10."),
        "hint.advance_nine": ("{action}: een 9 is één stap van het doel; een 10 erop is een schot, en een passkaart "
                              "vanuit geel haalt zelfs de 11."),
        "hint.takeover": ("{action}: het volgende hogere getal op een aanval van de tegenstander neemt hem over, dus "
                          "aanval #{attack} van {previous} is nu van jou; nog {steps} tot een schot met de 10."),
        "hint.takeover_same": ("{action}: hetzelfde getal op een aanval van de tegenstander neemt hem over, dus "
                               "aanval #{attack} van {previous} is nu van jou; nog {steps} tot een schot met de 10."),
        "hint.tackle": ("{action}: een Grätsche (sliding) op de gele {top} van {previous} neemt aanval #{attack} over "
                        "met elke gele kaart, waar anders alleen een {top} of het volgende getal past."),
        "hint.pass": ("{action}: een passkaart vanuit rood springt meteen naar elke gele kaart; nog {steps} tot een "
                      "schot met de 10."),
        "hint.shot_var_left": ("{action}: de {card} is een schot; {target} houdt hem alleen tegen met een keeper die "
                               "naar {corner} duikt, of met de VAR (50/50)."),
        "hint.shot_no_var": ("{action}: de {card} is een schot, en {target} heeft de VAR gebruikt, dus alleen een "
                             "keeper die naar {corner} duikt houdt hem tegen."),
        "hint.shot_no_var_no_keeper": ("{action}: de {card} is een zekere goal, want {target} heeft de VAR gebruikt "
                                       "en alle {total} keepers voor de hoek {corner} zijn uit het spel."),
        "hint.pass_shot_var_left": ("{action}: een passkaart van geel naar groen maakt de {card} tot een schot; "
                                    "{target} houdt hem alleen tegen met een keeper die naar {corner} duikt, of met "
                                    "de VAR (50/50)."),
        "hint.pass_shot_no_var": ("{action}: een passkaart van geel naar groen maakt de {card} tot een schot, en "
                                  "{target} heeft de VAR gebruikt, dus alleen een keeper die naar {corner} duikt "
                                  "houdt hem tegen."),
        "hint.pass_shot_no_var_no_keeper": ("{action}: een passkaart van geel naar groen maakt de {card} tot een "
                                            "zekere goal, want {target} heeft de VAR gebruikt en alle {total} "
                                            "keepers voor de hoek {corner} zijn uit het spel."),
        "hint.yellow": ("{action}: een gele kaart haalt de bovenste kaart van aanval #{attack} van {owner} weg en zet "
                        "hem terug van {top} naar {below}."),
        "hint.yellow_gone": ("{action}: een gele kaart haalt de enige kaart van aanval #{attack} van {owner} weg, dus "
                             "die aanval is voorbij."),
        "hint.yellow_back": ("{action}: een gele kaart haalt de bovenste kaart van aanval #{attack} van {owner} weg, "
                             "en de aanval gaat terug naar {previous}, op {below}."),
        "hint.yellow_yours": ("{action}: een gele kaart haalt de bovenste kaart van aanval #{attack} van {owner} weg, "
                              "en de aanval is weer van jou, op {below}."),
        "hint.yellow_nine": ("{action}: aanval #{attack} van {owner} staat op een 9, één kaart van een schot; een "
                             "gele kaart haalt de 9 weg."),
        "hint.red": ("{action}: een rode kaart haalt de hele aanval #{attack} van {owner}, al bij {top}, met al zijn "
                     "kaarten weg."),
        "hint.keeper": ("{action}: het schot gaat naar {corner} en een keeper houdt in de hoek van het schot, dus "
                        "geen goal, en je VAR blijft voor later."),
        "hint.var": ("{action}: geen van je keepers duikt naar {corner}, dus blijft alleen de VAR over (50/50, één "
                     "keer per spel)."),
        "hint.var_instead": ("{action}: de VAR beslist 50/50 (één keer per spel) en bewaart je keeper voor de hoek "
                             "{corner} voor een later schot."),
        "hint.accept": ("{action}: geen van je keepers duikt naar {corner} en je VAR is gebruikt, dus niets houdt "
                        "dit schot tegen."),
        "hint.accept_keep_var": ("{action}: geen van je keepers duikt naar {corner}; de VAR werkt maar één keer per "
                                 "spel, dus bewaar hem voor een schot dat meer telt."),
        "hint.end_turn": "{action}: de kaarten die je houdt zijn in een latere beurt meer waard.",
        "hint.unit": "doelpunten",
        "hint.shot_no_var_gone": ("{action}: de {card} is een schot, en {target} heeft de VAR gebruikt, dus alleen "
                                  "een keeper die naar {corner} duikt houdt hem tegen ({gone} van de {total} al uit "
                                  "het spel)."),
        "hint.pass_shot_no_var_gone": ("{action}: een passkaart van geel naar groen maakt de {card} tot een schot, "
                                       "en {target} heeft de VAR gebruikt, dus alleen een keeper die naar {corner} "
                                       "duikt houdt hem tegen ({gone} van de {total} al uit het spel)."),
    },
}
for _hint_lang, _texts in HINT_TEXTS.items():
    MESSAGES[_hint_lang].update({f"striker.{key}": _fill(text, _hint_lang) for key, text in _texts.items()})
