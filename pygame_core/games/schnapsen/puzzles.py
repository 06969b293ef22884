"""Schnapsen puzzles, made in the studio's format (issue 33, part 4): a seeded deal, the moves up to the question,
the reader's move as the puzzle step (``puzzles``; the script's own move there is the intended answer, which
``puzzle_check`` judges right: ``tests/test_builtin_puzzles.py``), captions and title in en, de and nl. The other
hand stays hidden (``open: false``), as at a real table. The menu lists them beside the rules examples.

- ``close_and_win``: after the first trick the reader holds the ace and king of trumps and two more aces: close
  the talon (Zudrehen) now;
- ``cheap_trick``: answer Player 2's jack of clubs with the queen of clubs;
- ``lead_low``: hand 2, leading: keep the trumps and aces, lead the jack of hearts (closing costs most here).
"""

from __future__ import annotations

from typing import Any

CLOSE_AND_WIN: dict[str, Any] = {
    "game": "schnapsen", "options": {}, "seed": 4, "seat": 0, "open": False,
    "actions": [[1, "play:JS"], [0, "play:TS"], [0, "close"]],
    "puzzles": [2],
    "title": {"en": "Puzzle: close the talon and win?", "de": "Rätsel: zudrehen und gewinnen?",
              "nl": "Puzzel: de stapel sluiten en winnen?"},
    "captions": [
        {"en": "You are Player 1. Hearts are trumps. Player 2 leads the first trick.",
         "de": "Du bist Spieler 1. Herz ist Trumpf. Spieler 2 spielt zum ersten Stich aus.",
         "nl": "Jij bent Speler 1. Harten is troef. Speler 2 komt uit in de eerste slag."},
        {"en": "Player 2 leads the jack of spades.",
         "de": "Spieler 2 spielt den Pik-Buben aus.",
         "nl": "Speler 2 komt uit met de schoppenboer."},
        {"en": "Your ten of spades won the trick: 12 points, and you drew the ace of spades. You hold the ace and king "
               "of trumps and the aces of diamonds and spades, and you lead. Close the talon now, or play a card?",
         "de": "Dein Pik-Zehner hat den Stich gemacht: 12 Augen, und du hast das Pik-Ass gezogen. Du hältst "
               "Trumpf-Ass und Trumpf-König und die Asse in Karo und Pik und spielst aus. Jetzt zudrehen oder eine "
               "Karte spielen?",
         "nl": "Jouw schoppentien won de slag: 12 punten, en je trok de schoppenaas. Je hebt de aas en de koning van "
               "troef en de azen van ruiten en schoppen, en je komt uit. Nu de stapel sluiten, of een kaart spelen?"},
        {"en": "Player 1 closes the talon (Zudrehen): nobody draws any more, and Player 2 must follow suit.",
         "de": "Spieler 1 dreht zu: niemand zieht mehr nach, und Spieler 2 muss Farbe bedienen.",
         "nl": "Speler 1 sluit de stapel (Zudrehen): niemand neemt nog een kaart, en Speler 2 moet kleur bekennen."},
    ],
}

CHEAP_TRICK: dict[str, Any] = {
    "game": "schnapsen", "options": {}, "seed": 3, "seat": 0, "open": False,
    "actions": [[0, "play:JH"], [1, "play:QH"], [1, "exchange"], [1, "play:JC"], [0, "play:QC"]],
    "puzzles": [4],
    "title": {"en": "Puzzle: which card takes the jack of clubs?", "de": "Rätsel: welche Karte gegen den Kreuz-Buben?",
              "nl": "Puzzel: welke kaart op de klaverenboer?"},
    "captions": [
        {"en": "You are Player 1 and lead. Spades are trumps.",
         "de": "Du bist Spieler 1 und spielst aus. Pik ist Trumpf.",
         "nl": "Jij bent Speler 1 en komt uit. Schoppen is troef."},
        "", "", "",
        {"en": "Player 2 won the first trick, exchanged the jack of trumps for the ace of spades and leads the jack of "
               "clubs. The talon is open: you need not follow suit. Which card do you play?",
         "de": "Spieler 2 hat den ersten Stich gemacht, den Trumpf-Buben gegen das Pik-Ass getauscht und spielt den "
               "Kreuz-Buben aus. Der Talon ist offen: du musst nicht bedienen. Welche Karte spielst du?",
         "nl": "Speler 2 won de eerste slag, ruilde de troefboer voor de schoppenaas en komt uit met de klaverenboer. "
               "De stapel is open: je hoeft geen kleur te bekennen. Welke kaart speel je?"},
        {"en": "Player 1 plays the queen of clubs and wins the trick: 3 + 2 = 5 points, and the lead.",
         "de": "Spieler 1 spielt die Kreuz-Dame und macht den Stich: 3 + 2 = 5 Augen, und spielt aus.",
         "nl": "Speler 1 speelt de klaverenvrouw en wint de slag: 3 + 2 = 5 punten, en komt uit."},
    ],
}

LEAD_LOW: dict[str, Any] = {
    "game": "schnapsen", "options": {}, "seed": 2, "seat": 0, "open": False,
    "actions": [[1, "exchange"], [1, "play:JH"], [0, "play:QH"], [0, "play:TC"], [1, "play:KD"], [1, "play:JS"],
                [0, "play:QS"], [0, "play:TS"], [1, "play:AD"], [1, "play:KH"], [0, "play:JC"], [1, "play:QC"],
                [0, "play:AC"], [0, "play:KC"], [1, "play:TD"], [1, "play:AH"], [0, "play:QD"], [0, "play:JD"],
                [1, "play:TH"], [0, "play:AS"], [1, "play:KS"], [1, "next_hand"], [0, "play:JH"]],
    "puzzles": [22],
    "title": {"en": "Puzzle: hand 2, your lead", "de": "Rätsel: 2. Spiel, du spielst aus",
              "nl": "Puzzel: tweede spel, jij komt uit"},
    "captions": [
        {"en": "You are Player 1. The first hand is played out; the puzzle is at the start of the second.",
         "de": "Du bist Spieler 1. Das erste Spiel wird ausgespielt; das Rätsel kommt am Anfang des zweiten.",
         "nl": "Jij bent Speler 1. Het eerste spel wordt uitgespeeld; de puzzel komt aan het begin van het tweede."},
        *[""] * 21,
        {"en": "Hand 2: diamonds are trumps and you lead, holding the king of clubs, the ace and king of diamonds, the "
               "ace of hearts and the jack of hearts. Close the talon, or which card do you lead?",
         "de": "2. Spiel: Karo ist Trumpf, du spielst aus und hältst Kreuz-König, Karo-Ass, Karo-König, Herz-Ass und "
               "Herz-Buben. Zudrehen, oder welche Karte spielst du aus?",
         "nl": "Tweede spel: ruiten is troef en jij komt uit, met de klaverenkoning, de ruitenaas en ruitenkoning, de "
               "hartenaas en de hartenboer. De stapel sluiten, of met welke kaart kom je uit?"},
        {"en": "Player 1 leads the jack of hearts, worth 2 points: the trumps and the aces wait for the tricks that "
               "count.",
         "de": "Spieler 1 spielt den Herz-Buben aus, 2 Augen wert: Trümpfe und Asse warten auf die Stiche, die zählen.",
         "nl": "Speler 1 komt uit met de hartenboer, 2 punten waard: de troeven en azen wachten op de slagen die "
               "tellen."},
    ],
}

PUZZLES: dict[str, dict[str, Any]] = {"close_and_win": CLOSE_AND_WIN, "cheap_trick": CHEAP_TRICK,
                                      "lead_low": LEAD_LOW}
