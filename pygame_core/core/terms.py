"""Game terms that keep their original names in every language, with a translation per language.

Players know these words from the games themselves (Bummerl, Zudrehen, Baggern, Grätsche, ...), so the texts
keep them; the shell marks each one it finds on the table (web/terms.js) and shows the entry below on hover,
keyboard focus and long-press. ``ui_text.catalog`` merges :data:`GLOSSARY` into the shell's words, so the
page reads ``term.<Name>`` with ``t()`` like any other text; ``terms.names`` lists the names to look for.
"""

from __future__ import annotations

#: The terms of each game, in the order they are looked for (a longer name before a name it contains). Only the
#: game on the table is looked for: "Aufschlag" or "Annahme" are plain words in a German Spike text.
TERMS_BY_GAME: dict[str, tuple[str, ...]] = {
    # StarGames' Schnapsen keeps the Austrian names
    "schnapsen": ("Bummerl", "Zudrehen", "Rückschneider", "Schneider"),
    # Spike's source is English: no original names to keep
    "spike": (),
    # Strand-Cup: the German card and score names
    "strandcup": ("Killer-Schmetterball", "Killeraufschlag", "Baggern", "Pritschen", "Schmettern", "Rettungssprung",
                  "Kraftriegel", "Angeschnittener Ball", "Blenden", "Annahme", "Aufbau", "Stellen", "Abschluss",
                  "Aufschlag"),
    "striker": ("Grätsche", "Torwart", "Pass-Karte"),
}

#: Every term, once (a page without a known game looks for all of them).
TERM_NAMES: tuple[str, ...] = tuple(dict.fromkeys(name for names in TERMS_BY_GAME.values() for name in names))

_EN: dict[str, str] = {
    "Bummerl": "a whole match to 7 game points; the loser 'gets a Bummerl'",
    "Zudrehen": "closing the talon: no more drawing, follow suit and win the trick if you can",
    "Rückschneider": "winning the match after being one game point from losing it",
    "Schneider": "the loser scored too little: under 33 points in a hand, no game point in a Bummerl",
    "Killer-Schmetterball": "killer spike: a spike with a very high finish score, but a 2 on the die is out",
    "Killeraufschlag": "killer serve: add one die roll to the serve's net score",
    "Baggern": "forearm pass",
    "Pritschen": "overhead pass (setting)",
    "Schmettern": "spike: only for the finish or the serve; a 1 on the die is in the net",
    "Rettungssprung": "save (diving): reaches any ball, the next player must roll to reach it",
    "Kraftriegel": "power bar: +2 for a spike",
    "Angeschnittener Ball": "curve ball: the receiver must roll first",
    "Blenden": "blinding (sun): the receiver must roll first",
    "Annahme": "receive score: must reach the net score to take the ball",
    "Aufbau": "build-up score",
    "Stellen": "setting score",
    "Abschluss": "finish score (the ball over the net)",
    "Aufschlag": "serve; the Aufschlag card shows the serving team",
    "Grätsche": "slide tackle: steals an opponent's yellow-zone attack",
    "Torwart": "goalkeeper",
    "Pass-Karte": "pass card",
}

_DE: dict[str, str] = {
    "Bummerl": "eine ganze Partie bis 7 Punkte; der Verlierer bekommt ein Bummerl",
    "Zudrehen": "den Talon schließen: kein Nachziehen mehr, Farb- und Stichzwang",
    "Rückschneider": "die Partie gewinnen, obwohl man einen Punkt vor der Niederlage stand",
    "Schneider": "der Verlierer hat zu wenig: unter 33 Punkte im Spiel, kein Punkt im Bummerl",
    "Killer-Schmetterball": "Schmettern mit sehr hohem Abschluss, aber eine 2 beim Würfeln ist aus",
    "Killeraufschlag": "ein Würfelwurf kommt zum Netzwert des Aufschlags dazu",
    "Baggern": "Annahme mit den Unterarmen",
    "Pritschen": "Zuspiel mit den Fingern über Kopf",
    "Schmettern": "nur für den Abschluss oder den Aufschlag; eine 1 beim Würfeln geht ins Netz",
    "Rettungssprung": "erreicht jeden Ball; der nächste Spieler muss würfeln",
    "Kraftriegel": "+2 für einen Schmetterball",
    "Angeschnittener Ball": "der Annehmende muss zuerst würfeln",
    "Blenden": "der Annehmende ist geblendet und muss zuerst würfeln",
    "Annahme": "Annahmewert: muss den Netzwert erreichen",
    "Aufbau": "Aufbauwert (zweite Berührung)",
    "Stellen": "Stellwert (Zuspiel für den Abschluss)",
    "Abschluss": "Abschlusswert (der Ball über das Netz)",
    "Aufschlag": "der erste Ball; die Aufschlag-Karte zeigt das aufschlagende Team",
    "Grätsche": "erobert einen gegnerischen Angriff in der gelben Zone",
    "Torwart": "hält einen Torschuss in seine Ecke",
    "Pass-Karte": "beschleunigt einen eigenen Angriff",
}

_NL: dict[str, str] = {
    "Bummerl": "een hele partij tot 7 punten; de verliezer krijgt een Bummerl",
    "Zudrehen": "de stapel sluiten: niet meer nemen, kleur- en slagdwang",
    "Rückschneider": "de partij winnen terwijl je één punt van verlies af stond",
    "Schneider": "de verliezer haalde te weinig: onder 33 punten in een ronde, geen punt in een Bummerl",
    "Killer-Schmetterball": "killer-smash: zeer hoge afslagwaarde, maar een 2 met de dobbelsteen is uit",
    "Killeraufschlag": "killer-service: één dobbelsteenworp bij de netwaarde van de service",
    "Baggern": "onderhandse pass (bagger)",
    "Pritschen": "bovenhandse pass (set-up)",
    "Schmettern": "smash: alleen voor de afslag of de service; een 1 met de dobbelsteen is net",
    "Rettungssprung": "redding (duik): haalt elke bal, de volgende speler moet gooien",
    "Kraftriegel": "energiereep: +2 voor een smash",
    "Angeschnittener Ball": "effectbal: de ontvanger moet eerst gooien",
    "Blenden": "verblinden: de ontvanger moet eerst gooien",
    "Annahme": "ontvangstwaarde: moet de netwaarde halen",
    "Aufbau": "opbouwwaarde",
    "Stellen": "setwaarde (set-up voor de afslag)",
    "Abschluss": "afslagwaarde (de bal over het net)",
    "Aufschlag": "service; de Aufschlag-kaart toont het serverende team",
    "Grätsche": "sliding: verovert een aanval van de tegenstander in de gele zone",
    "Torwart": "keeper",
    "Pass-Karte": "passkaart",
}


def _entries(texts: dict[str, str]) -> dict[str, str]:
    return {f"term.{name}": texts[name] for name in TERM_NAMES}


#: Per language: ``term.<Name>`` -> the translation shown on hover / long-press.
GLOSSARY: dict[str, dict[str, str]] = {"en": _entries(_EN), "de": _entries(_DE), "nl": _entries(_NL)}

#: The names the shell looks for, one string (``|``-separated) so it travels as one shell text.
TERM_NAMES_TEXT: str = "|".join(TERM_NAMES)


def game_terms_text(game: str) -> str:
    """The names the shell looks for on ``game``'s table, ``|``-separated ("" for a game without such terms)."""
    return "|".join(TERMS_BY_GAME.get(game, ()))


#: Shell texts ``terms.<game>`` (for ui_text's block of the same words in every language).
GAME_TERMS: dict[str, str] = {f"terms.{game}": game_terms_text(game) for game in TERMS_BY_GAME}
