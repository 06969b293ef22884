"""The shell's words for the striker table, and the game terms that keep their names, in every language.

``TABLE_WORDS`` are read by ``web/tables/striker.js`` (through the shell's catalog, ``dist/i18n/<lang>.json``);
``TERMS`` are the names the shell marks on the table with their meaning on hover, focus and long-press, in the
order they are looked for (a longer name before a name it contains).
"""

TABLE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        'striker.score': 'Score',
        'striker.turn': 'Turn {number}',
        'striker.attack_count': '{count} of {max} attacks on the table',
        'striker.goals': 'Goals: {count}',
        'striker.in_hand': '{count} in hand',
        'striker.pile': 'draw pile {count}',
        'striker.var_ready': 'VAR ready',
        'striker.var_used': 'VAR used',
        'striker.on_turn': 'on turn',
        'striker.out_count': 'Out of the game: {count} cards',
        'striker.last_turns': 'A draw pile is empty: last turns.',
        'striker.moments': 'Big moments',
        'striker.attacks': 'Attacks on the table',
        'striker.no_attacks': 'No attack on the table yet.',
        'striker.attack': 'Attack {attack} of {name} ({colour}), {zone} zone, top card {card}',
        'striker.attack#you': 'Your attack {attack} ({colour}), {zone} zone, top card {card}',
        'striker.hint': 'Pick a card: a card with one play plays at once; otherwise choose where it goes.',
        'striker.this_turn': 'This turn',
    },
    "de": {
        'striker.score': 'Spielstand',
        'striker.turn': 'Zug {number}',
        'striker.attack_count': '{count} von {max} Angriffen auf dem Tisch',
        'striker.goals': 'Tore: {count}',
        'striker.in_hand': '{count} auf der Hand',
        'striker.pile': 'Nachziehstapel {count}',
        'striker.var_ready': 'VAR bereit',
        'striker.var_used': 'VAR verbraucht',
        'striker.on_turn': 'am Zug',
        'striker.out_count': 'Aus dem Spiel: {count} Karten',
        'striker.last_turns': 'Ein Nachziehstapel ist leer: letzte Züge.',
        'striker.moments': 'Große Momente',
        'striker.attacks': 'Angriffe auf dem Tisch',
        'striker.no_attacks': 'Noch kein Angriff auf dem Tisch.',
        'striker.attack': 'Angriff {attack} von {name} ({colour}), Zone {zone}, oben {card}',
        'striker.attack#you': 'Dein Angriff {attack} ({colour}), Zone {zone}, oben {card}',
        'striker.hint': 'Wähle eine Karte: mit nur einem Zug wird sie sofort gespielt, sonst wähle, wohin sie kommt.',
        'striker.this_turn': 'Dieser Zug',
    },
    "nl": {
        'striker.score': 'Stand',
        'striker.turn': 'Beurt {number}',
        'striker.attack_count': '{count} van {max} aanvallen op tafel',
        'striker.goals': 'Doelpunten: {count}',
        'striker.in_hand': '{count} in de hand',
        'striker.pile': 'trekstapel {count}',
        'striker.var_ready': 'VAR beschikbaar',
        'striker.var_used': 'VAR gebruikt',
        'striker.on_turn': 'aan de beurt',
        'striker.out_count': 'Uit het spel: {count} kaarten',
        'striker.last_turns': 'Een trekstapel is leeg: laatste beurten.',
        'striker.moments': 'Grote momenten',
        'striker.attacks': 'Aanvallen op tafel',
        'striker.no_attacks': 'Nog geen aanval op tafel.',
        'striker.attack': 'Aanval {attack} van {name} ({colour}), zone {zone}, bovenop {card}',
        'striker.attack#you': 'Jouw aanval {attack} ({colour}), zone {zone}, bovenop {card}',
        'striker.hint': 'Kies een kaart: met maar één zet wordt ze meteen gespeeld, anders kies je waar ze heen gaat.',
        'striker.this_turn': 'Deze beurt',
    },
}

TERMS: dict[str, dict[str, str]] = {
    "en": {
        'Grätsche': "slide tackle: steals an opponent's yellow-zone attack",
        'Torwart': 'goalkeeper',
        'Pass-Karte': 'pass card',
    },
    "de": {
        'Grätsche': 'erobert einen gegnerischen Angriff in der gelben Zone',
        'Torwart': 'hält einen Torschuss in seine Ecke',
        'Pass-Karte': 'beschleunigt einen eigenen Angriff',
    },
    "nl": {
        'Grätsche': 'sliding: verovert een aanval van de tegenstander in de gele zone',
        'Torwart': 'keeper',
        'Pass-Karte': 'passkaart',
    },
}
