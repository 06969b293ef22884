"""The shell's words for practising one's own mistakes (issue 35, item 1; web/practice.js), kept in their own module
and joined to the shell's catalog by :mod:`pygame_core.core.ui_text`. The engine's own texts of practice (a
position's caption, why one is set aside) are in :mod:`pygame_core.ai.practice`."""

from __future__ import annotations

_EN: dict[str, str] = {
    "practice.button": "Practice",
    "practice.button_named": "Practice {game}: {count} due today",
    "practice.button_named_one": "Practice {game}: 1 due today",
    "practice.reviewing": "Your last match is being reviewed for practice…",
    "practice.heading": "Practice: {game}",
    "practice.progress": "Position {number} of {total} due today",
    "practice.explain": "Moves that cost you in your matches against the computer. Right answers come back later, "
                        "wrong ones sooner.",
    "practice.next": "Next position",
    "practice.done": "Done for today",
    "practice.none_due": "Nothing to practise today.",
    "practice.next_date": "The next position comes back on {date}.",
    "practice.none_yet": "No practice positions yet: after each match against the computer, the moves that cost you "
                         "come here.",
    "practice.aside": "Not shown:",
    "practice.menu": "Menu",
    "practice.saved_failed": "Your answer could not be stored on this device: {reason}",
    "practice.damaged": "The stored practice positions were damaged: a copy is kept, and practice starts again.",
    "practice.learned": "Learned: {count} positions (they do not come back).",
    "practice.learned_one": "Learned: 1 position (it does not come back).",
    "practice.learned_now": "Learned: right twice in the top box, this position does not come back.",
    "puzzle.ask#you": "What would you play here? Choose one of the lit cards or buttons.",
}

_DE: dict[str, str] = {
    "practice.button": "Üben",
    "practice.button_named": "{game} üben: heute {count} fällig",
    "practice.button_named_one": "{game} üben: heute 1 fällig",
    "practice.reviewing": "Deine letzte Partie wird zum Üben ausgewertet…",
    "practice.heading": "Üben: {game}",
    "practice.progress": "Stellung {number} von {total}, heute fällig",
    "practice.explain": "Züge, die dich in Partien gegen den Computer etwas gekostet haben. Richtige Antworten kommen "
                        "später wieder, falsche früher.",
    "practice.next": "Nächste Stellung",
    "practice.done": "Für heute fertig",
    "practice.none_due": "Heute gibt es nichts zu üben.",
    "practice.next_date": "Die nächste Stellung kommt am {date} wieder.",
    "practice.none_yet": "Noch keine Übungsstellungen: Nach jeder Partie gegen den Computer landen hier die Züge, die "
                         "dich etwas gekostet haben.",
    "practice.aside": "Nicht gezeigt:",
    "practice.menu": "Menü",
    "practice.saved_failed": "Deine Antwort konnte auf diesem Gerät nicht gespeichert werden: {reason}",
    "practice.damaged": ("Die gespeicherten Übungsstellungen waren beschädigt: Eine Kopie bleibt erhalten, und das "
                         "Üben beginnt neu."),
    "practice.learned": "Gelernt: {count} Stellungen (sie kommen nicht wieder).",
    "practice.learned_one": "Gelernt: 1 Stellung (sie kommt nicht wieder).",
    "practice.learned_now": "Gelernt: Zweimal richtig im obersten Fach, diese Stellung kommt nicht wieder.",
    "puzzle.ask#you": "Was würdest du hier spielen? Wähle eine der hervorgehobenen Karten oder Schaltflächen.",
}

_NL: dict[str, str] = {
    "practice.button": "Oefenen",
    "practice.button_named": "{game} oefenen: vandaag {count} aan de beurt",
    "practice.button_named_one": "{game} oefenen: vandaag 1 aan de beurt",
    "practice.reviewing": "Je laatste partij wordt nagekeken om mee te oefenen…",
    "practice.heading": "Oefenen: {game}",
    "practice.progress": "Stelling {number} van {total} voor vandaag",
    "practice.explain": "Zetten die je iets kostten in je partijen tegen de computer. Goede antwoorden komen later "
                        "terug, foute eerder.",
    "practice.next": "Volgende stelling",
    "practice.done": "Klaar voor vandaag",
    "practice.none_due": "Vandaag is er niets te oefenen.",
    "practice.next_date": "De volgende stelling komt terug op {date}.",
    "practice.none_yet": "Nog geen oefenstellingen: na elke partij tegen de computer komen de zetten die je iets "
                         "kostten hier.",
    "practice.aside": "Niet getoond:",
    "practice.menu": "Menu",
    "practice.saved_failed": "Je antwoord kon niet op dit apparaat bewaard worden: {reason}",
    "practice.damaged": ("De bewaarde oefenstellingen waren beschadigd: een kopie blijft bewaard en het oefenen "
                         "begint opnieuw."),
    "practice.learned": "Geleerd: {count} stellingen (ze komen niet terug).",
    "practice.learned_one": "Geleerd: 1 stelling (ze komt niet terug).",
    "practice.learned_now": "Geleerd: twee keer goed in het hoogste vak, deze stelling komt niet terug.",
    "puzzle.ask#you": "Wat zou jij hier spelen? Kies een van de opgelichte kaarten of knoppen.",
}

WORDS: dict[str, dict[str, str]] = {"en": _EN, "de": _DE, "nl": _NL}
