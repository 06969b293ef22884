"""Strand-Cup puzzles, made in the studio's format (issue 33, part 4): a seeded deal (4 players, two teams), the
moves up to the question, the reader's move as the puzzle step (the script's own move there is the intended answer,
which ``puzzle_check`` judges right: ``tests/test_builtin_puzzles.py``), captions and title in en, de and nl; the
other hands stay hidden.

- ``sun_first``: serving the first rally with Blenden (sun in the eyes) in hand: add it first, or serve at once?
- ``serve_hard``: Team A won the serve back: serve with a Baggern, a Pritschen or a Schmettern (spike)?
- ``block_it``: a spike comes over the net with net score 15: block it, or leave it to the team?
"""

from __future__ import annotations

from typing import Any

SUN_FIRST: dict[str, Any] = {
    "game": "strandcup", "options": {}, "seed": 5, "seat": 0, "open": False,
    "actions": [[0, "add:BD"]],
    "puzzles": [0],
    "title": {"en": "Puzzle: the sun in their eyes?", "de": "Rätsel: Blenden vor dem Aufschlag?",
              "nl": "Puzzel: eerst verblinden?"},
    "captions": [
        {"en": "You are Player 1 (Team A, with Player 3) and serve the first rally. Your hand holds Blenden (sun in "
               "the eyes). Add it to the serve first, serve at once, or discard a card and roll?",
         "de": "Du bist Spieler 1 (Team A, mit Spieler 3) und schlägst zum ersten Ballwechsel auf. Du hältst Blenden. "
               "Erst Blenden dazulegen, gleich aufschlagen oder eine Karte abwerfen und würfeln?",
         "nl": "Jij bent Speler 1 (Team A, met Speler 3) en serveert de eerste rally. Je hebt Blenden (verblinden) in "
               "de hand. Eerst Blenden erbij leggen, meteen serveren, of een kaart afleggen en gooien?"},
        {"en": "Player 1 adds Blenden: the receiver must roll against the sun before playing the ball.",
         "de": "Spieler 1 legt Blenden dazu: wer annimmt, muss gegen die Sonne würfeln, bevor er den Ball spielt.",
         "nl": "Speler 1 legt Blenden erbij: wie de bal aanneemt, moet eerst tegen de zon gooien."},
    ],
}

SERVE_HARD: dict[str, Any] = {
    "game": "strandcup", "options": {}, "seed": 4, "seat": 0, "open": False,
    "actions": [[1, "add:KA"], [1, "serve:S3"], [0, "pass"], [2, "add:AB"], [2, "over:B4"], [3, "claim"],
                [3, "over:B10"], [0, "play:P2"], [2, "play:P11"], [0, "add:BD"], [0, "over:P9"], [1, "claim"],
                [0, "serve:S8"]],
    "puzzles": [12],
    "title": {"en": "Puzzle: which serve?", "de": "Rätsel: welcher Aufschlag?", "nl": "Puzzel: welke service?"},
    "captions": [
        {"en": "You are Player 1 (Team A, with Player 3). Team B serves the first rally.",
         "de": "Du bist Spieler 1 (Team A, mit Spieler 3). Team B schlägt zum ersten Ballwechsel auf.",
         "nl": "Jij bent Speler 1 (Team A, met Speler 3). Team B serveert de eerste rally."},
        *[""] * 11,
        {"en": "Blinded by your Blenden, Player 2 missed the ball: side-out, and you serve for Team A. A Baggern, a "
               "Pritschen, one of your three Schmettern (spike) 5, or discard a card and roll?",
         "de": "Von deinem Blenden geblendet, hat Spieler 2 den Ball verfehlt: Seitenwechsel, und du schlägst für "
               "Team A auf. Ein Baggern, ein Pritschen, einer deiner drei Schmettern 5, oder abwerfen und würfeln?",
         "nl": "Verblind door jouw Blenden miste Speler 2 de bal: side-out, en jij serveert voor Team A. Een Baggern, "
               "een Pritschen, een van je drie Schmettern (smash) 5, of een kaart afleggen en gooien?"},
        {"en": "Player 1 serves with a Schmettern (spike) 5.",
         "de": "Spieler 1 schlägt mit einem Schmettern 5 auf.",
         "nl": "Speler 1 serveert met een Schmettern (smash) 5."},
    ],
}

BLOCK_IT: dict[str, Any] = {
    "game": "strandcup", "options": {}, "seed": 3, "seat": 0, "open": False,
    "actions": [[1, "serve:S6"], [0, "play:B11"], [2, "play:P9"], [0, "over:S7"], [3, "no_block"], [1, "no_block"],
                [3, "pass"], [1, "save:R4"], [3, "claim"], [3, "save:R3"], [0, "serve:S5"], [1, "over:B14"],
                [2, "play:B13"], [0, "play:P10"], [2, "add:BD"], [2, "over:B5"], [3, "pass"], [1, "pass"],
                [0, "serve:S3"], [1, "over:P8"], [2, "play:B8"], [0, "play:P2"], [2, "add:AB"], [2, "over:B12"],
                [3, "claim"], [3, "play:P1"], [1, "play:P13"], [3, "add:KR"], [3, "over:S1"], [0, "block:BL7"]],
    "puzzles": [29],
    "title": {"en": "Puzzle: block the spike?", "de": "Rätsel: den Schmetterball blocken?",
              "nl": "Puzzel: de smash blokken?"},
    "captions": [
        {"en": "You are Player 1 (Team A, with Player 3). Watch the first rallies; the puzzle is at the net.",
         "de": "Du bist Spieler 1 (Team A, mit Spieler 3). Schau die ersten Ballwechsel an; das Rätsel kommt am Netz.",
         "nl": "Jij bent Speler 1 (Team A, met Speler 3). Kijk naar de eerste rally's; de puzzel komt aan het net."},
        *[""] * 28,
        {"en": "Team A leads 1:0. With a Kraftriegel (power bar), Player 4 spiked the ball over the net: net score "
               "15. You hold a Block. Block it, or leave the ball to your team?",
         "de": "Team A führt 1:0. Mit einem Kraftriegel hat Spieler 4 den Ball übers Netz geschmettert: Netzwert 15. "
               "Du hältst einen Block. Blocken, oder den Ball deinem Team lassen?",
         "nl": "Team A staat 1:0 voor. Met een Kraftriegel (energiereep) smashte Speler 4 de bal over het net: "
               "netwaarde 15. Je hebt een Block. Blokken, of de bal aan je team laten?"},
        {"en": "Player 1 blocks.",
         "de": "Spieler 1 blockt.",
         "nl": "Speler 1 blokt."},
    ],
}

PUZZLES: dict[str, dict[str, Any]] = {"sun_first": SUN_FIRST, "serve_hard": SERVE_HARD, "block_it": BLOCK_IT}
