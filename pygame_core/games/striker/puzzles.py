"""Striker puzzles, made in the studio's format (issue 33, part 4): a seeded deal, the moves up to the question, the
reader's move as the puzzle step (the script's own move there is the intended answer, which ``puzzle_check`` judges
right: ``tests/test_builtin_puzzles.py``), captions and title in en, de and nl; the other hand stays hidden.

- ``how_far``: the pass card on your attack #2 at 1: with the 6 or with the 9?
- ``which_attack``: after taking over attack #6 with the 8: the pass card on your attack #4 (at 1) or on attack #6?
- ``take_over``: Player 2 started attack #7 at 5: take it over with the 6, or the pass card on your attack #4 (at 3)?
"""

from __future__ import annotations

from typing import Any

HOW_FAR: dict[str, Any] = {
    "game": "striker", "options": {}, "seed": 5, "seat": 0, "open": False,
    "actions": [[0, "start:5"], [0, "pass:9@1"], [0, "start:1"], [1, "play:10R@1"], [0, "var"], [0, "pass:9@2"]],
    "puzzles": [5],
    "title": {"en": "Puzzle: how far does the pass go?", "de": "Rätsel: wie weit geht der Pass?",
              "nl": "Puzzel: hoe ver gaat de pass?"},
    "captions": [
        {"en": "You are Player 1 (orange) and start the match.",
         "de": "Du bist Spieler 1 (orange) und beginnst das Spiel.",
         "nl": "Jij bent Speler 1 (oranje) en begint de wedstrijd."},
        "", "", "", "",
        {"en": "Player 2 took over your attack #1 with the 10 and scored: the VAR let the goal count. Your attack #2 "
               "stands at 1. Play the pass card with the 6 or with the 9?",
         "de": "Spieler 2 hat deinen Angriff #1 mit der 10 übernommen und getroffen: der VAR hat das Tor gegeben. "
               "Dein Angriff #2 steht bei 1. Pass-Karte mit der 6 oder mit der 9?",
         "nl": "Speler 2 nam jouw aanval #1 over met de 10 en scoorde: de VAR keurde het doelpunt goed. Jouw aanval #2 "
               "staat op 1. De passkaart met de 6 of met de 9?"},
        {"en": "Player 1 plays the pass card and the 9 on attack #2.",
         "de": "Spieler 1 spielt die Pass-Karte und die 9 auf Angriff #2.",
         "nl": "Speler 1 speelt de passkaart en de 9 op aanval #2."},
    ],
}

WHICH_ATTACK: dict[str, Any] = {
    "game": "striker", "options": {}, "seed": 10, "seat": 0, "open": False,
    "actions": [[0, "start:5"], [0, "pass:9@1"], [1, "play:10L@1"], [0, "var"], [0, "start:5"], [1, "start:1"],
                [0, "yellow@3"], [0, "play:6@2"], [0, "play:7@2"], [0, "play:8@2"], [1, "play:9@2"],
                [1, "pass:11R@2"], [0, "keeper:R"], [0, "start:1"], [0, "start:3"], [0, "start:5"], [1, "play:6@6"],
                [1, "play:4@5"], [1, "pass:9@5"], [1, "play:7@6"], [0, "play:10R@5"], [1, "var"], [0, "play:8@6"],
                [0, "pass:10R@6"]],
    "puzzles": [23],
    "title": {"en": "Puzzle: which attack do you extend?", "de": "Rätsel: welchen Angriff verlängerst du?",
              "nl": "Puzzel: welke aanval verleng je?"},
    "captions": [
        {"en": "You are Player 1 (orange). Watch the first turns; the puzzle comes when you hold the pass card.",
         "de": "Du bist Spieler 1 (orange). Schau die ersten Züge an; das Rätsel kommt, wenn du die Pass-Karte hältst.",
         "nl": "Jij bent Speler 1 (oranje). Kijk naar de eerste beurten; de puzzel komt als je de passkaart hebt."},
        *[""] * 22,
        {"en": "You took over attack #6 from Player 2 with the 8. Now the pass card: with the 6 on your attack #4, "
               "which stands at 1, or with the 10 (right) on attack #6?",
         "de": "Du hast Angriff #6 mit der 8 von Spieler 2 übernommen. Jetzt die Pass-Karte: mit der 6 auf deinen "
               "Angriff #4, der bei 1 steht, oder mit der 10 (rechts) auf Angriff #6?",
         "nl": "Je nam aanval #6 over van Speler 2 met de 8. Nu de passkaart: met de 6 op jouw aanval #4, die op 1 "
               "staat, of met de 10 (rechts) op aanval #6?"},
        {"en": "Player 1 plays the pass card and the 10 (right) on attack #6.",
         "de": "Spieler 1 spielt die Pass-Karte und die 10 (rechts) auf Angriff #6.",
         "nl": "Speler 1 speelt de passkaart en de 10 (rechts) op aanval #6."},
    ],
}

TAKE_OVER: dict[str, Any] = {
    "game": "striker", "options": {}, "seed": 11, "seat": 0, "open": False,
    "actions": [[0, "start:2"], [0, "pass:7@1"], [1, "red@1"], [1, "start:1"], [1, "start:1"], [0, "play:1@3"],
                [0, "red@2"], [1, "play:1@3"], [1, "start:2"], [1, "start:4"], [0, "play:4@5"], [0, "pass:9@5"],
                [0, "play:10R@5"], [1, "var"], [1, "start:3"], [0, "play:2@4"], [0, "pass:8@4"], [1, "yellow@4"],
                [0, "yellow@3"], [1, "play:3@4"], [1, "play:2@3"], [0, "play:3@4"], [1, "start:5"], [0, "play:6@7"]],
    "puzzles": [23],
    "title": {"en": "Puzzle: take over, or pass?", "de": "Rätsel: übernehmen oder passen?",
              "nl": "Puzzel: overnemen of passen?"},
    "captions": [
        {"en": "You are Player 1 (orange). Watch the first turns; the puzzle comes when you hold the pass card.",
         "de": "Du bist Spieler 1 (orange). Schau die ersten Züge an; das Rätsel kommt, wenn du die Pass-Karte hältst.",
         "nl": "Jij bent Speler 1 (oranje). Kijk naar de eerste beurten; de puzzel komt als je de passkaart hebt."},
        *[""] * 22,
        {"en": "0 : 0. Player 2 has just started attack #7 with the 5; your attack #4 stands at 3. Take over attack #7 "
               "with the 6, or play the pass card with the 6 or the 7 on attack #4?",
         "de": "0 : 0. Spieler 2 hat gerade Angriff #7 mit der 5 begonnen; dein Angriff #4 steht bei 3. Angriff #7 mit "
               "der 6 übernehmen, oder die Pass-Karte mit der 6 oder der 7 auf Angriff #4?",
         "nl": "0 : 0. Speler 2 is net aanval #7 begonnen met de 5; jouw aanval #4 staat op 3. Aanval #7 overnemen met "
               "de 6, of de passkaart met de 6 of de 7 op aanval #4?"},
        {"en": "Player 1 takes over attack #7 with the 6.",
         "de": "Spieler 1 übernimmt Angriff #7 mit der 6.",
         "nl": "Speler 1 neemt aanval #7 over met de 6."},
    ],
}

PUZZLES: dict[str, dict[str, Any]] = {"how_far": HOW_FAR, "which_attack": WHICH_ATTACK, "take_over": TAKE_OVER}
