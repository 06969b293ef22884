"""Spike puzzles, made in the studio's format (issue 33, part 4): a seeded deal, the moves up to the question, the
reader's move as the puzzle step (the script's own move there is the intended answer, which ``puzzle_check`` judges
right: ``tests/test_builtin_puzzles.py``), captions and title in en, de and nl; the other hand stays hidden.

- ``which_serve``: rally 2, serving: which ATTACK card;
- ``cut_or_power``: the set gives the attack +3: attack with a POWER ATTACK, or with the CUT (which ignores the set)?
- ``which_defense``: the opponent attacked face down with set -2: which DEFENSE card defends?
"""

from __future__ import annotations

from typing import Any

WHICH_SERVE: dict[str, Any] = {
    "game": "spike", "options": {}, "seed": 1, "seat": 0, "open": False,
    "actions": [[1, "draw:A2D2"], [0, "draw:A2D2"], [1, "play:A6"], [0, "play:D6"], [0, "play:PA8"],
                [1, "play:PD10"], [1, "play:PA8"], [0, "play:PDB"], [0, "draw:A1D2"], [1, "draw:A2D1"],
                [0, "play:PA7"]],
    "puzzles": [10],
    "title": {"en": "Puzzle: which card serves?", "de": "Rätsel: mit welcher Karte aufschlagen?",
              "nl": "Puzzel: met welke kaart serveer je?"},
    "captions": [
        {"en": "You are Player 1. The first rally: watch it, then serve the second.",
         "de": "Du bist Spieler 1. Der erste Ballwechsel: schau zu, dann schlägst du zum zweiten auf.",
         "nl": "Jij bent Speler 1. De eerste rally: kijk mee, daarna serveer jij de tweede."},
        *[""] * 9,
        {"en": "You won the first rally (1:0) and serve. Which ATTACK card do you serve with?",
         "de": "Du hast den ersten Ballwechsel gewonnen (1:0) und schlägst auf. Mit welcher ANGRIFF-Karte?",
         "nl": "Je won de eerste rally (1:0) en serveert. Met welke AANVAL-kaart serveer je?"},
        {"en": "Player 1 serves face down with POWER ATTACK 7.",
         "de": "Spieler 1 schlägt verdeckt mit POWER ANGRIFF 7 auf.",
         "nl": "Speler 1 serveert gedekt met POWER AANVAL 7."},
    ],
}

CUT_OR_POWER: dict[str, Any] = {
    "game": "spike", "options": {}, "seed": 2, "seat": 0, "open": False,
    "actions": [[0, "draw:A2D2"], [1, "draw:A2D2"], [0, "play:PA6"], [1, "play:D8"], [1, "play:PA8"],
                [0, "play:PD10"], [0, "play:AC"]],
    "puzzles": [6],
    "title": {"en": "Puzzle: POWER ATTACK or CUT?", "de": "Rätsel: POWER ANGRIFF oder CUT?",
              "nl": "Puzzel: POWER AANVAL of CUT?"},
    "captions": [
        {"en": "You are Player 1 and serve the first rally.",
         "de": "Du bist Spieler 1 und schlägst zum ersten Ballwechsel auf.",
         "nl": "Jij bent Speler 1 en serveert de eerste rally."},
        *[""] * 5,
        {"en": "Your POWER DEFENSE 10 stopped Player 2's attack, and the set gives your attack +3. A CUT ignores the "
               "set. POWER ATTACK 7, POWER ATTACK 8 or the CUT?",
         "de": "Deine POWER ABWEHR 10 hat den Angriff von Spieler 2 abgewehrt, und das ZUSPIEL gibt deinem Angriff "
               "+3. Ein CUT zählt das ZUSPIEL nicht. POWER ANGRIFF 7, POWER ANGRIFF 8 oder der CUT?",
         "nl": "Jouw POWER VERDEDIGING 10 hield de aanval van Speler 2 tegen, en de SET geeft jouw aanval +3. Een CUT "
               "telt de SET niet. POWER AANVAL 7, POWER AANVAL 8 of de CUT?"},
        {"en": "Player 1 attacks face down with the CUT.",
         "de": "Spieler 1 greift verdeckt mit dem CUT an.",
         "nl": "Speler 1 valt gedekt aan met de CUT."},
    ],
}

WHICH_DEFENSE: dict[str, Any] = {
    "game": "spike", "options": {}, "seed": 3, "seat": 0, "open": False,
    "actions": [[1, "draw:A2D2"], [0, "draw:A2D2"], [1, "play:A6"], [0, "play:D9"], [0, "play:PA8"],
                [1, "play:PD10"], [0, "play:PA7"], [1, "play:D7"], [1, "play:PA8"], [0, "play:PDB"]],
    "puzzles": [9],
    "title": {"en": "Puzzle: which card defends?", "de": "Rätsel: mit welcher Karte abwehren?",
              "nl": "Puzzel: met welke kaart verdedig je?"},
    "captions": [
        {"en": "You are Player 1. Player 2 serves the first rally.",
         "de": "Du bist Spieler 1. Spieler 2 schlägt zum ersten Ballwechsel auf.",
         "nl": "Jij bent Speler 1. Speler 2 serveert de eerste rally."},
        *[""] * 8,
        {"en": "Player 2 attacks face down; the set gives that attack -2. Your DEFENSE cards: POWER DEFENSE 5, "
               "DEFENSE 9, POWER DEFENSE 10 and POWER BLOCK. Which one do you play?",
         "de": "Spieler 2 greift verdeckt an; das ZUSPIEL gibt dem Angriff -2. Deine ABWEHR-Karten: POWER ABWEHR 5, "
               "ABWEHR 9, POWER ABWEHR 10 und POWER BLOCK. Welche spielst du?",
         "nl": "Speler 2 valt gedekt aan; de SET geeft die aanval -2. Jouw VERDEDIGING-kaarten: POWER VERDEDIGING 5, "
               "VERDEDIGING 9, POWER VERDEDIGING 10 en POWER BLOK. Welke speel je?"},
        {"en": "Player 1 defends with the POWER BLOCK.",
         "de": "Spieler 1 wehrt mit dem POWER BLOCK ab.",
         "nl": "Speler 1 verdedigt met het POWER BLOK."},
    ],
}

PUZZLES: dict[str, dict[str, Any]] = {"which_serve": WHICH_SERVE, "cut_or_power": CUT_OR_POWER,
                                      "which_defense": WHICH_DEFENSE}
