"""The shell's words for the schnapsen table, and the game terms that keep their names, in every language.

``TABLE_WORDS`` are read by ``web/tables/schnapsen.js`` (through the shell's catalog, ``dist/i18n/<lang>.json``);
``TERMS`` are the names the shell marks on the table with their meaning on hover, focus and long-press, in the
order they are looked for (a longer name before a name it contains).
"""

TABLE_WORDS: dict[str, dict[str, str]] = {
    "en": {
    },
    "de": {
    },
    "nl": {
    },
}

TERMS: dict[str, dict[str, str]] = {
    "en": {
        'Bummerl': "a whole match to 7 game points; the loser 'gets a Bummerl'",
        'Zudrehen': 'closing the talon: no more drawing, follow suit and win the trick if you can',
        'Rückschneider': 'winning the match after being one game point from losing it',
        'Schneider': 'the loser scored too little: under 33 points in a hand, no game point in a Bummerl',
    },
    "de": {
        'Bummerl': 'eine ganze Partie bis 7 Punkte; der Verlierer bekommt ein Bummerl',
        'Zudrehen': 'den Talon schließen: kein Nachziehen mehr, Farb- und Stichzwang',
        'Rückschneider': 'die Partie gewinnen, obwohl man einen Punkt vor der Niederlage stand',
        'Schneider': 'der Verlierer hat zu wenig: unter 33 Punkte im Spiel, kein Punkt im Bummerl',
    },
    "nl": {
        'Bummerl': 'een hele partij tot 7 punten; de verliezer krijgt een Bummerl',
        'Zudrehen': 'de stapel sluiten: niet meer nemen, kleur- en slagdwang',
        'Rückschneider': 'de partij winnen terwijl je één punt van verlies af stond',
        'Schneider': 'de verliezer haalde te weinig: onder 33 punten in een ronde, geen punt in een Bummerl',
    },
}
