"""The shell's words for deals anyone can verify and the daily deal (issue 35, items 4 and 2; web/daily.js), kept
in their own module and joined to the shell's catalog by :mod:`pygame_core.core.ui_text`."""

from __future__ import annotations

_EN: dict[str, str] = {
    "fair.badge": "Deal {short}",
    "fair.badge_label": "Fingerprint of this deal (sha256 of its seed and a secret salt): {full}",
    "fair.badge_none": "This match was started before deals had fingerprints: it cannot be verified.",
    "fair.heading": "Check this deal",
    "fair.explain": ("Before the first card you saw the deal's fingerprint. Here are the seed and the salt behind "
                     "it: Verify replays the deal from them."),
    "fair.fingerprint": "Fingerprint: {commitment}",
    "fair.seed": "Seed: {seed}",
    "fair.salt": "Salt: {salt}",
    "fair.verify": "Verify",
    "fair.checking": "Checking…",
    "fair.verified": ("Verified: the seed and salt give the fingerprint shown before the first card, and the deal "
                      "from this seed is the one played ({positions} positions compared)."),
    "fair.bad_commitment": "Not verified: the seed and salt do not give the fingerprint shown at the start.",
    "fair.bad_deal": "Not verified: the deal from this seed is not the one played.",
    "fair.unverifiable": "This match was started before deals had fingerprints: it cannot be verified.",
    "fair.failed": "The deal could not be checked: {message}",
    "daily.button": "Daily deal",
    "daily.button_named": "Daily deal of {game}",
    "daily.title": "{game}: the daily deal of {date}",
    "daily.played": "You have played today's deal already. A new one comes at midnight UTC.",
    "daily.unfinished": "You started today's deal and left it unfinished. A new one comes at midnight UTC.",
    "daily.result": "Your result: {result}",
    "daily.result_won": "won",
    "daily.result_lost": "lost",
    "daily.result_draw": "a draw",
    "daily.streak": "Streak: {count} days in a row",
    "daily.streak_one": "Streak: 1 day",
    "daily.streak_none": "No streak yet: play today's deal.",
    "daily.share": "Copy the replay link",
    "daily.copied": "The link is copied.",
    "daily.link": "Replay link",
    "daily.close": "Close",
    "daily.failed": "The daily deal could not be opened: {message}",
}

_DE: dict[str, str] = {
    "fair.badge": "Spiel {short}",
    "fair.badge_label": "Fingerabdruck dieser Verteilung (sha256 aus Seed und geheimem Salz): {full}",
    "fair.badge_none": "Diese Partie begann, bevor Verteilungen Fingerabdrücke hatten: sie kann nicht geprüft werden.",
    "fair.heading": "Diese Verteilung prüfen",
    "fair.explain": ("Vor der ersten Karte hast du den Fingerabdruck der Verteilung gesehen. Hier sind Seed und Salz "
                     "dahinter: „Prüfen“ verteilt die Karten daraus neu."),
    "fair.fingerprint": "Fingerabdruck: {commitment}",
    "fair.seed": "Seed: {seed}",
    "fair.salt": "Salz: {salt}",
    "fair.verify": "Prüfen",
    "fair.checking": "Wird geprüft…",
    "fair.verified": ("Geprüft: Seed und Salz ergeben den Fingerabdruck, der vor der ersten Karte gezeigt wurde, und "
                      "die Verteilung aus diesem Seed ist die gespielte ({positions} Stellungen verglichen)."),
    "fair.bad_commitment": "Nicht bestätigt: Seed und Salz ergeben nicht den Fingerabdruck vom Anfang.",
    "fair.bad_deal": "Nicht bestätigt: die Verteilung aus diesem Seed ist nicht die gespielte.",
    "fair.unverifiable": ("Diese Partie begann, bevor Verteilungen Fingerabdrücke "
                          "hatten: sie kann nicht geprüft werden."),
    "fair.failed": "Die Verteilung konnte nicht geprüft werden: {message}",
    "daily.button": "Tagesspiel",
    "daily.button_named": "Tagesspiel von {game}",
    "daily.title": "{game}: das Tagesspiel vom {date}",
    "daily.played": "Du hast das heutige Spiel schon gespielt. Um Mitternacht (UTC) kommt ein neues.",
    "daily.unfinished": "Du hast das heutige Spiel begonnen und nicht beendet. Um Mitternacht (UTC) kommt ein neues.",
    "daily.result": "Dein Ergebnis: {result}",
    "daily.result_won": "gewonnen",
    "daily.result_lost": "verloren",
    "daily.result_draw": "unentschieden",
    "daily.streak": "Serie: {count} Tage hintereinander",
    "daily.streak_one": "Serie: 1 Tag",
    "daily.streak_none": "Noch keine Serie: spiel das heutige Spiel.",
    "daily.share": "Link zur Wiederholung kopieren",
    "daily.copied": "Der Link ist kopiert.",
    "daily.link": "Link zur Wiederholung",
    "daily.close": "Schließen",
    "daily.failed": "Das Tagesspiel ließ sich nicht öffnen: {message}",
}

_NL: dict[str, str] = {
    "fair.badge": "Spel {short}",
    "fair.badge_label": "Vingerafdruk van deze verdeling (sha256 van seed en geheim zout): {full}",
    "fair.badge_none": ("Deze partij begon voordat verdelingen vingerafdrukken "
                        "hadden: ze kan niet gecontroleerd worden."),
    "fair.heading": "Deze verdeling controleren",
    "fair.explain": ("Voor de eerste kaart zag je de vingerafdruk van de verdeling. Hier zijn de seed en het zout "
                     "erachter: Controleren deelt de kaarten daaruit opnieuw."),
    "fair.fingerprint": "Vingerafdruk: {commitment}",
    "fair.seed": "Seed: {seed}",
    "fair.salt": "Zout: {salt}",
    "fair.verify": "Controleren",
    "fair.checking": "Bezig met controleren…",
    "fair.verified": ("Gecontroleerd: seed en zout geven de vingerafdruk die voor de eerste kaart getoond werd, en de "
                      "verdeling uit deze seed is de gespeelde ({positions} posities vergeleken)."),
    "fair.bad_commitment": "Niet bevestigd: seed en zout geven niet de vingerafdruk van het begin.",
    "fair.bad_deal": "Niet bevestigd: de verdeling uit deze seed is niet de gespeelde.",
    "fair.unverifiable": ("Deze partij begon voordat verdelingen vingerafdrukken "
                          "hadden: ze kan niet gecontroleerd worden."),
    "fair.failed": "De verdeling kon niet gecontroleerd worden: {message}",
    "daily.button": "Dagspel",
    "daily.button_named": "Dagspel van {game}",
    "daily.title": "{game}: het dagspel van {date}",
    "daily.played": "Je hebt het spel van vandaag al gespeeld. Om middernacht (UTC) komt er een nieuw.",
    "daily.unfinished": "Je begon het spel van vandaag en maakte het niet af. Om middernacht (UTC) komt er een nieuw.",
    "daily.result": "Je resultaat: {result}",
    "daily.result_won": "gewonnen",
    "daily.result_lost": "verloren",
    "daily.result_draw": "gelijkspel",
    "daily.streak": "Reeks: {count} dagen op rij",
    "daily.streak_one": "Reeks: 1 dag",
    "daily.streak_none": "Nog geen reeks: speel het spel van vandaag.",
    "daily.share": "Link naar de herhaling kopiëren",
    "daily.copied": "De link is gekopieerd.",
    "daily.link": "Link naar de herhaling",
    "daily.close": "Sluiten",
    "daily.failed": "Het dagspel kon niet worden geopend: {message}",
}

#: The words per language (every language translates every key: tests/test_ui_text.py's missing keys).
WORDS: dict[str, dict[str, str]] = {"en": _EN, "de": _DE, "nl": _NL}
