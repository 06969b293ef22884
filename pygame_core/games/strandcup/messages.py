"""Every Strand-Cup text in English, German and Dutch, under the ``strandcup.`` prefix (:data:`MESSAGES`).

The original game terms (Baggern, Pritschen, Schmettern, Rettungssprung, Annahme, Aufbau, Stellen,
Abschluss, Aufschlag, the special cards) stay German in every language, as players know them.

Templates are ``str.format`` strings. Parameters are rendered first: ``seat`` -> "Player 3",
``card`` -> "Baggern 11/2/2/1", ``target``/``team``/``winner``/``loser`` -> "team B", ``purpose`` -> the
reason of a die roll, ``shout`` -> the shout's words, ``score``/``sets`` -> "3:2".
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ...core import i18n
from . import cards as C

CARD_NAMES = {
    "baggern": "Baggern", "pritschen": "Pritschen", "schmettern": "Schmettern", "block": "Block",
    "rettungssprung": "Rettungssprung", "kraftriegel": "Kraftriegel", "energydrink": "Energydrink",
    "killeraufschlag": "Killeraufschlag", "blenden": "Blenden", "angeschnitten": "Angeschnittener Ball",
}

#: The plain meaning written beside each German card name in English and Dutch (issue 19: the rulebook's names stay,
#: a newcomer reads what they mean); German needs none. The glossary (table_words.TERMS) explains them further.
MEANINGS: dict[str, dict[str, str]] = {
    "en": {"baggern": "forearm pass", "pritschen": "overhead pass", "schmettern": "spike",
           "rettungssprung": "diving save", "kraftriegel": "power bar", "killeraufschlag": "killer serve",
           "blenden": "sun in the eyes", "angeschnitten": "curve ball", "killer": "killer spike"},
    "nl": {"baggern": "onderhandse pass", "pritschen": "bovenhandse pass", "schmettern": "smash", "block": "blok",
           "rettungssprung": "reddingsduik", "kraftriegel": "energiereep", "killeraufschlag": "killer-service",
           "blenden": "verblinden", "angeschnitten": "effectbal", "killer": "killer-smash"},
}

_EN: dict[str, str] = {
    "title": "Strand-Cup",
    "pitch": "Beach volleyball with cards: build up the ball with your team and spike it over the net.",
    "summary": "Sets {sets} · points {points}",
    "role.serve": "serve",
    "role.over": "over the net",
    "role.touch": "touch",
    "role.save": "Rettungssprung",
    "role.block": "block",
    "role.blocked": "blocked back",
    "role.special": "special card",
    "role.drink": "Energydrink",
    "role.pass": "can't get it",
    "term.annahme": "Annahme",
    "term.aufbau": "Aufbau",
    "term.stellen": "Stellen",
    "term.abschluss": "Abschluss",
    "team": "Team {letter}",
    "killer": "Killer-Schmetterball",
    "log.match": "A match of Strand-Cup for {players} players in {teams} teams.",
    "log.deal": "The cards are shuffled and everyone draws {cards}.",
    "log.die": "{seat} rolls {value} {purpose}.",
    "log.reshuffle": "The stack is used up: the discard pile is shuffled into a new stack ({cards} cards).",
    "log.rally": "Rally {rally}: {seat} serves for {team} (score {score}).",
    "log.shout": "{seat} shouts: {shout}",
    "log.special": "{seat} plays {card}.",
    "log.serve": "{seat} serves with {card}.",
    "log.serve_die": "{seat} discards a card and serves with the die: net score {value}.",
    "log.serve_net": "With the special cards (+{bonus}) the serve crosses with net score {net}.",
    "log.over": "{seat} plays {card} over the net to {target} (touch {touch}): net score {net}.",
    "log.out": "The Killer-Schmetterball (killer spike) flies out! The receiver rolls: 4-6 he lets it pass.",
    "log.block": "{seat} goes up to block.",
    "log.no_block": "{seat} does not block.",
    "log.block_failed": "The block fails ({total} < {net}): the ball drops on the blockers' side.",
    "log.blocked": "Blocked! {total} >= {net}: the ball goes back, it must be received with Annahme (receive score) {total} or more.",
    "log.dropped": "Nobody of {team} takes the ball: it drops.",
    "log.claim": "{seat} goes for the ball and must roll first.",
    "log.touch": "{seat} plays {card} (touch {touch}) and passes to a teammate.",
    "log.receive": "{seat} receives with {card} (receive score, Annahme: {annahme} >= {net}) and passes to a teammate.",
    "log.return": "{seat} receives with {card} (receive score, Annahme: {annahme} >= {incoming}) and plays it straight back to {target}: net score {net}.",
    "log.save": "{seat} dives with a Rettungssprung, a diving save (touch {touch}): the next player must roll to reach the ball.",
    "log.pass": "{seat} can't get it.",
    "log.drink": "{seat} drinks the Energydrink and draws {count} cards.",
    "log.break": "Break: whoever holds the Energydrink may drink it now; everyone is asked in turn.",
    "log.end.dropped": "{loser} did not return the ball: the rally goes to {winner}.",
    "log.end.net": "In the net! The rally goes to {winner}.",
    "log.end.out": "{winner} let the out ball pass and win the rally.",
    "log.end.block_failed": "The block failed: the rally goes to {winner}.",
    "log.end.blenden": "Blinded! The receiver misses the ball: the rally goes to {winner}.",
    "log.end.angeschnitten": "The curve ball is missed: the rally goes to {winner}.",
    "log.end.rescue_missed": "After the Rettungssprung (diving save) nobody reaches the ball: the rally goes to {winner}.",
    "log.point": "Point for {team}: {score}.",
    "log.sideout": "Side-out: {team} gets the Aufschlag card (serve card), {seat} serves.",
    "log.set": "{team} wins set {set} ({score}); sets {sets}.",
    "log.match_end": "{team} wins the match ({sets}) and takes the Beach Cup home!",
    "die.serve_team": "for the Aufschlag card (serve card)",
    "die.spike": "for the Schmettern (spike)",
    "die.out": "for the out ball",
    "die.block": "for the block",
    "die.blenden": "against Blenden (sun in the eyes)",
    "die.angeschnitten": "against the Angeschnittener Ball (curve ball)",
    "die.rescue": "to reach the ball after the Rettungssprung (diving save)",
    "die.serve_die": "for the serve",
    "die.killeraufschlag": "for the Killeraufschlag (killer serve)",
    "shout.take_it": "Take it!",
    "shout.over_here": "Over here!",
    "shout.spike": "Give'em the spike!",
    "shout.cant": "I can't get it!",
    "shout.mine": "I'll get it!",
    "action.serve": "Serve with {card}",
    "action.serve_die": "Discard {card} and roll for the serve",
    "action.play": "Play {card} and pass to a teammate",
    "action.over": "Play {card} over the net",
    "action.save": "Dive with {card}",
    "action.pass": "I can't get it (pass)",
    "confirm.pass": "Let the ball drop? You could still play it; your team loses the rally at once.",
    "action.claim": "Go for the ball (roll the die first)",
    "action.block": "Block",
    "action.no_block": "Don't block",
    "action.add": "Add {card}",
    "action.drink": "Drink the Energydrink (draw 2)",
    "action.go_on": "Go on",
    "action.shout": "Shout \"{shout}\"",
    "target_suffix": " to {target}",
    "no_card": "no card",
    "prompt.serve": "Serve: play an action card, or discard a card and roll.",
    "prompt.block": "The ball was spiked with net score {net}: block it?",
    "prompt.receive": "The ball comes over with net score {net}: take it with Annahme {net} or more, or pass.",
    "prompt.team": "Touch {touch} of your team: take the ball, or pass.",
    "prompt.claim": "You must roll before playing: go for the ball, or pass.",
    "prompt.claim_effect": "Blenden or Angeschnittener Ball: roll the die before you play. 1-3: you miss the ball and your team loses the rally; 4-6: you play it. Or pass.",
    "prompt.claim_rescue": "After the Rettungssprung roll the die before you play. 3-6: you reach the ball and play it; 1-2: only another Rettungssprung keeps it up. Or pass.",
    "prompt.play": "You reached the ball: play a card.",
    "prompt.rescue_save": "You rolled {roll} and missed the ball: only a Rettungssprung keeps it in the air, or let it drop.",
    "prompt.special": "You laid a special card: now send the ball over.",
    "prompt.wait": "{seat} decides.",
    "prompt.over": "{team} won the match ({sets}).",
    "prompt.over_won": "Your team won the match {sets}.",
    "prompt.over_lost": "Your team lost the match {sets}: {team} won.",
    "rally_over.point": "Rally {rally}: {team} wins the point. Score {score}.",
    "rally_over.sideout": "Rally {rally}: {team} wins the rally; no point (only the serving team scores), the serve changes hands.",
    "prompt.break": "Break between rallies: drink your Energydrink now if you have one, or go on.",
    "reason.shouted": "One shout per turn.",
    "reason.no_such_shout": "Only the shouts of the menu are allowed: calls may never name a card.",
    "reason.not_a_card": "{card} is not a Strand-Cup card.",
    "reason.not_in_hand": "You do not hold {card}.",
    "reason.no_target_needed": "With two teams the ball always goes to the other team.",
    "reason.bad_target": "Aim at an opposing team, not at {target}.",
    "reason.target_only_over": "Only a ball sent over the net names a target team.",
    "reason.target_needed": "With more than two teams every ball must name the team it is aimed at.",
    "reason.block_now": "A spike is coming: decide first whether you block.",
    "reason.no_block_card": "Only a Block card can block, and you need one in your hand.",
    "reason.block_only_spike": "Only a ball sent over with a Schmettern can be blocked, and a serve never.",
    "reason.serve_first": "The rally starts with the serve.",
    "reason.serve_needs_action": "Serve with an action card, or discard {card} and roll the die.",
    "reason.discard_to_roll": "To serve with the die you discard one card from your hand.",
    "reason.with_KR": "With the Kraftriegel laid, the ball must go over with a Schmettern.",
    "reason.with_KA": "With the Killeraufschlag laid, you must serve.",
    "reason.with_AB": "The Angeschnittener Ball goes with an action card that crosses the net, not with a die serve.",
    "reason.with_BD": "With Blenden laid, the ball must now cross the net.",
    "reason.not_serving": "Only the server serves, at the start of a rally.",
    "reason.nothing_to_claim_with": "You have no card that could reach this ball.",
    "reason.roll_first_rescue": "After a Rettungssprung you must roll before playing: go for the ball first.",
    "reason.roll_first_effect": "You are blinded or the ball has a spin: go for the ball and roll before playing.",
    "reason.no_roll_needed": "No roll is needed: play a card or pass.",
    "reason.committed": "You laid a special card: the ball must now go over.",
    "reason.must_play": "You reached the ball: now you must play a card.",
    "reason.ka_serve_only": "The Killeraufschlag goes only with a serve.",
    "reason.not_a_special": "{card} is not a card that goes with the ball.",
    "reason.kr_needs_spike": "The Kraftriegel goes only with a Schmettern that sends the ball over.",
    "reason.special_needs_over": "{card} goes only with a ball you send over the net.",
    "reason.not_rettung": "{card} is not a Rettungssprung.",
    "reason.save_not_third": "A Rettungssprung cannot be the third touch: it can never send the ball over.",
    "reason.not_action": "{card} is not an action card.",
    "reason.rescue_reached_v1": "You rolled {roll} and reached the ball: play an action card (rules of release 0.1).",
    "reason.rescue_missed": "You rolled {roll}: you did not reach the ball; only a Rettungssprung can keep it up.",
    "reason.annahme_too_low": "{card} has Annahme {annahme}, below the net score {net}: it cannot reach the ball.",
    "reason.spike_only_over": "A Schmettern can only send the ball over the net (or serve).",
    "reason.third_touch_over": "This is your team's third touch: the ball must go over.",
    "reason.between_rallies": "Between rallies you can only drink the Energydrink or go on.",
    "reason.not_between_rallies": "\"Go on\" is for the break between rallies only.",
}

_DE: dict[str, str] = {
    "title": "Strand-Cup",
    "pitch": "Beachvolleyball mit Karten: baut den Ball im Team auf und schmettert ihn übers Netz.",
    "summary": "Sätze {sets} · Punkte {points}",
    "role.serve": "Aufschlag",
    "role.over": "über das Netz",
    "role.touch": "Berührung",
    "role.save": "Rettungssprung",
    "role.block": "Block",
    "role.blocked": "zurückgeblockt",
    "role.special": "Sonderkarte",
    "role.drink": "Energydrink",
    "role.pass": "krieg ich nicht",
    "term.annahme": "Annahme",
    "term.aufbau": "Aufbau",
    "term.stellen": "Stellen",
    "term.abschluss": "Abschluss",
    "team": "Team {letter}",
    "killer": "Killer-Schmetterball",
    "log.match": "Eine Partie Strand-Cup für {players} Spieler in {teams} Teams.",
    "log.deal": "Die Karten werden gemischt, jeder zieht {cards}.",
    "log.die": "{seat} würfelt {value} {purpose}.",
    "log.reshuffle": "Der Stapel ist aufgebraucht: der Ablagestapel wird neu gemischt ({cards} Karten).",
    "log.rally": "Ballwechsel {rally}: {seat} schlägt für {team} auf (Stand {score}).",
    "log.shout": "{seat} ruft: {shout}",
    "log.special": "{seat} spielt {card}.",
    "log.serve": "{seat} schlägt mit {card} auf.",
    "log.serve_die": "{seat} wirft eine Karte ab und schlägt mit dem Würfel auf: Netzwert {value}.",
    "log.serve_net": "Mit den Sonderkarten (+{bonus}) geht der Aufschlag mit Netzwert {net} über das Netz.",
    "log.over": "{seat} spielt {card} über das Netz zu {target} (Berührung {touch}): Netzwert {net}.",
    "log.out": "Der Killer-Schmetterball geht ins Aus! Der Annehmende würfelt: bei 4-6 lässt er ihn fallen.",
    "log.block": "{seat} springt zum Block.",
    "log.no_block": "{seat} blockt nicht.",
    "log.block_failed": "Der Block misslingt ({total} < {net}): der Ball fällt auf die Seite der Blocker.",
    "log.blocked": "Geblockt! {total} >= {net}: der Ball geht zurück und braucht Annahme {total} oder mehr.",
    "log.dropped": "Niemand von {team} nimmt den Ball an: er fällt zu Boden.",
    "log.claim": "{seat} geht zum Ball und muss zuerst würfeln.",
    "log.touch": "{seat} spielt {card} (Berührung {touch}) und gibt an einen Mitspieler ab.",
    "log.receive": "{seat} nimmt mit {card} an (Annahme {annahme} >= {net}) und gibt an einen Mitspieler ab.",
    "log.return": "{seat} nimmt mit {card} an (Annahme {annahme} >= {incoming}) und spielt den Ball direkt zurück zu {target}: Netzwert {net}.",
    "log.save": "{seat} macht einen Rettungssprung (Berührung {touch}): der Nächste muss würfeln, ob er den Ball erreicht.",
    "log.pass": "{seat}: Den krieg ich nicht!",
    "log.drink": "{seat} trinkt den Energydrink und zieht {count} Karten.",
    "log.break": "Pause: wer den Energydrink hat, darf ihn jetzt trinken; jeder wird der Reihe nach gefragt.",
    "log.end.dropped": "{loser} hat den Ball nicht zurückgespielt: der Ballwechsel geht an {winner}.",
    "log.end.net": "Im Netz! Der Ballwechsel geht an {winner}.",
    "log.end.out": "{winner} lässt den Ball ins Aus gehen und gewinnt den Ballwechsel.",
    "log.end.block_failed": "Der Block ist misslungen: der Ballwechsel geht an {winner}.",
    "log.end.blenden": "Geblendet! Der Annehmende verfehlt den Ball: der Ballwechsel geht an {winner}.",
    "log.end.angeschnitten": "Der angeschnittene Ball wird verfehlt: der Ballwechsel geht an {winner}.",
    "log.end.rescue_missed": "Nach dem Rettungssprung erreicht niemand den Ball: der Ballwechsel geht an {winner}.",
    "log.point": "Punkt für {team}: {score}.",
    "log.sideout": "Aufschlagwechsel: {team} bekommt die Aufschlagkarte, {seat} schlägt auf.",
    "log.set": "{team} gewinnt Satz {set} ({score}); Sätze {sets}.",
    "log.match_end": "{team} gewinnt das Match ({sets}) und stellt den Beach Cup auf den Kaminsims!",
    "die.serve_team": "um die Aufschlagkarte",
    "die.spike": "für den Schmetterball",
    "die.out": "für den Ball im Aus",
    "die.block": "für den Block",
    "die.blenden": "gegen das Blenden",
    "die.angeschnitten": "gegen den angeschnittenen Ball",
    "die.rescue": "um den Ball nach dem Rettungssprung zu erreichen",
    "die.serve_die": "für den Aufschlag",
    "die.killeraufschlag": "für den Killeraufschlag",
    "shout.take_it": "Nimm du!",
    "shout.over_here": "Hier!",
    "shout.spike": "Gib ihnen den Schmetterball!",
    "shout.cant": "Den krieg ich nicht!",
    "shout.mine": "Ich hab ihn!",
    "action.serve": "Aufschlag mit {card}",
    "action.serve_die": "{card} abwerfen und für den Aufschlag würfeln",
    "action.play": "{card} spielen und an einen Mitspieler abgeben",
    "action.over": "{card} über das Netz spielen",
    "action.save": "Mit {card} hechten",
    "action.pass": "Den krieg ich nicht (passen)",
    "confirm.pass": "Den Ball fallen lassen? Du könntest ihn noch spielen; dein Team verliert den Ballwechsel sofort.",
    "action.claim": "Zum Ball gehen (zuerst würfeln)",
    "action.block": "Blocken",
    "action.no_block": "Nicht blocken",
    "action.add": "{card} dazulegen",
    "action.drink": "Energydrink trinken (2 ziehen)",
    "action.go_on": "Weiter",
    "action.shout": "„{shout}“ rufen",
    "target_suffix": " zu {target}",
    "no_card": "keine Karte",
    "prompt.serve": "Aufschlag: spiele eine Aktionskarte oder wirf eine Karte ab und würfle.",
    "prompt.block": "Der Ball wurde mit Netzwert {net} geschmettert: blocken?",
    "prompt.receive": "Der Ball kommt mit Netzwert {net}: nimm ihn mit Annahme {net} oder mehr an, oder passe.",
    "prompt.team": "Berührung {touch} deines Teams: nimm den Ball oder passe.",
    "prompt.claim": "Du musst vor dem Spielen würfeln: geh zum Ball oder passe.",
    "prompt.claim_effect": "Blenden oder Angeschnittener Ball: würfle, bevor du spielst. 1-3: du verfehlst den Ball und dein Team verliert den Ballwechsel; 4-6: du spielst ihn. Oder passe.",
    "prompt.claim_rescue": "Nach dem Rettungssprung würfle, bevor du spielst. 3-6: du erreichst den Ball und spielst ihn; 1-2: nur ein weiterer Rettungssprung hält ihn in der Luft. Oder passe.",
    "prompt.play": "Du hast den Ball erreicht: spiele eine Karte.",
    "prompt.rescue_save": "Du hast {roll} gewürfelt und den Ball verpasst: nur ein Rettungssprung hält ihn in der Luft, oder lass ihn fallen.",
    "prompt.special": "Du hast eine Sonderkarte gelegt: spiele den Ball jetzt über das Netz.",
    "prompt.wait": "{seat} entscheidet.",
    "prompt.over": "{team} hat das Match gewonnen ({sets}).",
    "prompt.over_won": "Dein Team hat das Match {sets} gewonnen.",
    "prompt.over_lost": "Dein Team hat das Match {sets} verloren: {team} hat gewonnen.",
    "rally_over.point": "Ballwechsel {rally}: Punkt für {team}. Stand {score}.",
    "rally_over.sideout": "Ballwechsel {rally}: {team} gewinnt den Ballwechsel; kein Punkt (nur das aufschlagende Team punktet), Aufschlagwechsel.",
    "prompt.break": "Pause zwischen den Ballwechseln: trink jetzt deinen Energydrink, wenn du einen hast, oder mach weiter.",
    "reason.shouted": "Nur ein Ruf pro Zug.",
    "reason.no_such_shout": "Nur die Rufe aus dem Menü sind erlaubt: ein Ruf darf nie eine Karte nennen.",
    "reason.not_a_card": "{card} ist keine Strand-Cup-Karte.",
    "reason.not_in_hand": "Du hast {card} nicht auf der Hand.",
    "reason.no_target_needed": "Mit zwei Teams geht der Ball immer zum anderen Team.",
    "reason.bad_target": "Ziele auf ein gegnerisches Team, nicht auf {target}.",
    "reason.target_only_over": "Nur ein Ball über das Netz nennt ein Zielteam.",
    "reason.target_needed": "Mit mehr als zwei Teams muss jeder Ball das Team nennen, auf das er zielt.",
    "reason.block_now": "Ein Schmetterball kommt: entscheide zuerst, ob du blockst.",
    "reason.no_block_card": "Nur mit einer Block-Karte auf der Hand kannst du blocken.",
    "reason.block_only_spike": "Nur ein geschmetterter Ball kann geblockt werden, ein Aufschlag nie.",
    "reason.serve_first": "Der Ballwechsel beginnt mit dem Aufschlag.",
    "reason.serve_needs_action": "Schlag mit einer Aktionskarte auf oder wirf {card} ab und würfle.",
    "reason.discard_to_roll": "Für den Würfelaufschlag wirfst du eine Karte ab.",
    "reason.with_KR": "Mit dem Kraftriegel muss der Ball mit einer Schmettern-Karte über das Netz.",
    "reason.with_KA": "Mit dem Killeraufschlag musst du aufschlagen.",
    "reason.with_AB": "Der angeschnittene Ball gehört zu einer Aktionskarte, die über das Netz geht, nicht zum Würfelaufschlag.",
    "reason.with_BD": "Mit dem Blenden muss der Ball jetzt über das Netz.",
    "reason.not_serving": "Nur der Aufschläger schlägt auf, zu Beginn eines Ballwechsels.",
    "reason.nothing_to_claim_with": "Du hast keine Karte, die diesen Ball erreichen könnte.",
    "reason.roll_first_rescue": "Nach einem Rettungssprung musst du vor dem Spielen würfeln: geh zuerst zum Ball.",
    "reason.roll_first_effect": "Du bist geblendet oder der Ball ist angeschnitten: geh zum Ball und würfle vor dem Spielen.",
    "reason.no_roll_needed": "Kein Wurf nötig: spiele eine Karte oder passe.",
    "reason.committed": "Du hast eine Sonderkarte gelegt: der Ball muss jetzt über das Netz.",
    "reason.must_play": "Du hast den Ball erreicht: jetzt musst du eine Karte spielen.",
    "reason.ka_serve_only": "Der Killeraufschlag gehört nur zu einem Aufschlag.",
    "reason.not_a_special": "{card} ist keine Karte, die zum Ball gelegt wird.",
    "reason.kr_needs_spike": "Der Kraftriegel gehört nur zu einem Schmetterball über das Netz.",
    "reason.special_needs_over": "{card} gehört nur zu einem Ball, den du über das Netz spielst.",
    "reason.not_rettung": "{card} ist kein Rettungssprung.",
    "reason.save_not_third": "Ein Rettungssprung kann nicht die dritte Berührung sein: er bringt den Ball nie über das Netz.",
    "reason.not_action": "{card} ist keine Aktionskarte.",
    "reason.rescue_reached_v1": "Du hast {roll} gewürfelt und den Ball erreicht: spiel eine Aktionskarte (Regeln von Version 0.1).",
    "reason.rescue_missed": "Du hast {roll} gewürfelt und den Ball nicht erreicht; nur ein Rettungssprung hält ihn oben.",
    "reason.annahme_too_low": "{card} hat Annahme {annahme}, weniger als der Netzwert {net}: damit erreichst du den Ball nicht.",
    "reason.spike_only_over": "Eine Schmettern-Karte kann den Ball nur über das Netz spielen (oder aufschlagen).",
    "reason.third_touch_over": "Das ist die dritte Berührung deines Teams: der Ball muss über das Netz.",
    "reason.between_rallies": "Zwischen den Ballwechseln kannst du nur den Energydrink trinken oder weitermachen.",
    "reason.not_between_rallies": "„Weiter“ gibt es nur in der Pause zwischen den Ballwechseln.",
}

_NL: dict[str, str] = {
    "title": "Strand-Cup",
    "pitch": "Beachvolleybal met kaarten: zet de bal op met je team en smash hem over het net.",
    "summary": "Sets {sets} · punten {points}",
    "role.serve": "service",
    "role.over": "over het net",
    "role.touch": "aanraking",
    "role.save": "Rettungssprung",
    "role.block": "blok",
    "role.blocked": "teruggeblokt",
    "role.special": "speciale kaart",
    "role.drink": "Energydrink",
    "role.pass": "krijg ik niet",
    "term.annahme": "Annahme",
    "term.aufbau": "Aufbau",
    "term.stellen": "Stellen",
    "term.abschluss": "Abschluss",
    "team": "Team {letter}",
    "killer": "Killer-Schmetterball",
    "log.match": "Een partij Strand-Cup voor {players} spelers in {teams} teams.",
    "log.deal": "De kaarten worden geschud en iedereen trekt er {cards}.",
    "log.die": "{seat} gooit {value} {purpose}.",
    "log.reshuffle": "De stapel is op: de aflegstapel wordt geschud tot een nieuwe stapel ({cards} kaarten).",
    "log.rally": "Rally {rally}: {seat} serveert voor {team} (stand {score}).",
    "log.shout": "{seat} roept: {shout}",
    "log.special": "{seat} speelt {card}.",
    "log.serve": "{seat} serveert met {card}.",
    "log.serve_die": "{seat} legt een kaart af en serveert met de dobbelsteen: netwaarde {value}.",
    "log.serve_net": "Met de speciale kaarten (+{bonus}) gaat de service met netwaarde {net} over het net.",
    "log.over": "{seat} speelt {card} over het net naar {target} (aanraking {touch}): netwaarde {net}.",
    "log.out": "De Killer-Schmetterball (killer-smash) gaat uit! De ontvanger gooit: bij 4-6 laat hij hem gaan.",
    "log.block": "{seat} springt om te blokken.",
    "log.no_block": "{seat} blokt niet.",
    "log.block_failed": "Het blok mislukt ({total} < {net}): de bal valt aan de kant van de blokkers.",
    "log.blocked": "Geblokt! {total} >= {net}: de bal gaat terug en vraagt Annahme (ontvangstwaarde) {total} of meer.",
    "log.dropped": "Niemand van {team} neemt de bal aan: hij valt op de grond.",
    "log.claim": "{seat} gaat naar de bal en moet eerst gooien.",
    "log.touch": "{seat} speelt {card} (aanraking {touch}) en speelt af naar een teamgenoot.",
    "log.receive": "{seat} neemt aan met {card} (ontvangstwaarde, Annahme: {annahme} >= {net}) en speelt af naar een teamgenoot.",
    "log.return": "{seat} neemt aan met {card} (ontvangstwaarde, Annahme: {annahme} >= {incoming}) en speelt hem direct terug naar {target}: netwaarde {net}.",
    "log.save": "{seat} duikt met een Rettungssprung, een reddingsduik (aanraking {touch}): de volgende moet gooien om de bal te halen.",
    "log.pass": "{seat}: Die krijg ik niet!",
    "log.drink": "{seat} drinkt de Energydrink en trekt {count} kaarten.",
    "log.break": "Pauze: wie de Energydrink heeft, mag hem nu drinken; iedereen wordt om de beurt gevraagd.",
    "log.end.dropped": "{loser} speelde de bal niet terug: de rally gaat naar {winner}.",
    "log.end.net": "In het net! De rally gaat naar {winner}.",
    "log.end.out": "{winner} laat de bal uitgaan en wint de rally.",
    "log.end.block_failed": "Het blok mislukte: de rally gaat naar {winner}.",
    "log.end.blenden": "Verblind! De ontvanger mist de bal: de rally gaat naar {winner}.",
    "log.end.angeschnitten": "De effectbal wordt gemist: de rally gaat naar {winner}.",
    "log.end.rescue_missed": "Na de Rettungssprung (reddingsduik) haalt niemand de bal: de rally gaat naar {winner}.",
    "log.point": "Punt voor {team}: {score}.",
    "log.sideout": "Wissel van service: {team} krijgt de Aufschlag-kaart (servicekaart), {seat} serveert.",
    "log.set": "{team} wint set {set} ({score}); sets {sets}.",
    "log.match_end": "{team} wint de wedstrijd ({sets}) en neemt de Beach Cup mee naar huis!",
    "die.serve_team": "om de Aufschlag-kaart (servicekaart)",
    "die.spike": "voor de Schmettern (smash)",
    "die.out": "voor de bal die uitgaat",
    "die.block": "voor het blok",
    "die.blenden": "tegen Blenden (verblinden)",
    "die.angeschnitten": "tegen de Angeschnittener Ball (effectbal)",
    "die.rescue": "om de bal na de Rettungssprung (reddingsduik) te halen",
    "die.serve_die": "voor de service",
    "die.killeraufschlag": "voor de Killeraufschlag (killer-service)",
    "shout.take_it": "Neem jij!",
    "shout.over_here": "Hier!",
    "shout.spike": "Geef ze de smash!",
    "shout.cant": "Die krijg ik niet!",
    "shout.mine": "Ik heb hem!",
    "action.serve": "Serveer met {card}",
    "action.serve_die": "Leg {card} af en gooi voor de service",
    "action.play": "Speel {card} en speel af naar een teamgenoot",
    "action.over": "Speel {card} over het net",
    "action.save": "Duik met {card}",
    "action.pass": "Die krijg ik niet (passen)",
    "confirm.pass": "De bal laten vallen? Je kunt hem nog spelen; je team verliest de rally meteen.",
    "action.claim": "Ga naar de bal (gooi eerst de dobbelsteen)",
    "action.block": "Blokken",
    "action.no_block": "Niet blokken",
    "action.add": "Leg {card} erbij",
    "action.drink": "Drink de Energydrink (trek 2)",
    "action.go_on": "Verder",
    "action.shout": "Roep \"{shout}\"",
    "target_suffix": " naar {target}",
    "no_card": "geen kaart",
    "prompt.serve": "Service: speel een actiekaart, of leg een kaart af en gooi.",
    "prompt.block": "De bal is gesmasht met netwaarde {net}: blokken?",
    "prompt.receive": "De bal komt over met netwaarde {net}: neem hem aan met Annahme {net} of meer, of pas.",
    "prompt.team": "Aanraking {touch} van je team: neem de bal, of pas.",
    "prompt.claim": "Je moet gooien voor je speelt: ga naar de bal, of pas.",
    "prompt.claim_effect": "Blenden of Angeschnittener Ball: gooi de dobbelsteen voor je speelt. 1-3: je mist de bal en je team verliest de rally; 4-6: je speelt hem. Of pas.",
    "prompt.claim_rescue": "Na de Rettungssprung gooi je de dobbelsteen voor je speelt. 3-6: je haalt de bal en speelt hem; 1-2: alleen nog een Rettungssprung houdt hem in de lucht. Of pas.",
    "prompt.play": "Je hebt de bal gehaald: speel een kaart.",
    "prompt.rescue_save": "Je gooide {roll} en miste de bal: alleen een Rettungssprung houdt hem in de lucht, of laat hem vallen.",
    "prompt.special": "Je legde een speciale kaart: speel de bal nu over het net.",
    "prompt.wait": "{seat} beslist.",
    "prompt.over": "{team} heeft de wedstrijd gewonnen ({sets}).",
    "prompt.over_won": "Jouw team heeft de wedstrijd gewonnen met {sets}.",
    "prompt.over_lost": "Jouw team heeft de wedstrijd verloren met {sets}: {team} heeft gewonnen.",
    "rally_over.point": "Rally {rally}: punt voor {team}. Stand {score}.",
    "rally_over.sideout": "Rally {rally}: {team} wint de rally; geen punt (alleen het serverende team scoort), de service wisselt.",
    "prompt.break": "Pauze tussen de rally's: drink nu je Energydrink als je er een hebt, of ga verder.",
    "reason.shouted": "Eén keer roepen per beurt.",
    "reason.no_such_shout": "Alleen de kreten uit het menu mogen: een kreet mag nooit een kaart noemen.",
    "reason.not_a_card": "{card} is geen Strand-Cup-kaart.",
    "reason.not_in_hand": "Je hebt {card} niet in je hand.",
    "reason.no_target_needed": "Met twee teams gaat de bal altijd naar het andere team.",
    "reason.bad_target": "Mik op een tegenstander, niet op {target}.",
    "reason.target_only_over": "Alleen een bal over het net noemt een doelteam.",
    "reason.target_needed": "Met meer dan twee teams moet elke bal het team noemen waarop hij mikt.",
    "reason.block_now": "Er komt een smash: beslis eerst of je blokt.",
    "reason.no_block_card": "Alleen met een Block-kaart in je hand kun je blokken.",
    "reason.block_only_spike": "Alleen een bal die met Schmettern over het net kwam, kan geblokt worden; een service nooit.",
    "reason.serve_first": "De rally begint met de service.",
    "reason.serve_needs_action": "Serveer met een actiekaart, of leg {card} af en gooi de dobbelsteen.",
    "reason.discard_to_roll": "Voor de dobbelsteenservice leg je een kaart uit je hand af.",
    "reason.with_KR": "Met de Kraftriegel moet de bal met een Schmettern over het net.",
    "reason.with_KA": "Met de Killeraufschlag moet je serveren.",
    "reason.with_AB": "De Angeschnittener Ball hoort bij een actiekaart die over het net gaat, niet bij een dobbelsteenservice.",
    "reason.with_BD": "Met Blenden moet de bal nu over het net.",
    "reason.not_serving": "Alleen de serveerder serveert, aan het begin van een rally.",
    "reason.nothing_to_claim_with": "Je hebt geen kaart die deze bal kan halen.",
    "reason.roll_first_rescue": "Na een Rettungssprung moet je gooien voor je speelt: ga eerst naar de bal.",
    "reason.roll_first_effect": "Je bent verblind of de bal heeft effect: ga naar de bal en gooi voor je speelt.",
    "reason.no_roll_needed": "Er hoeft niet gegooid te worden: speel een kaart of pas.",
    "reason.committed": "Je legde een speciale kaart: de bal moet nu over het net.",
    "reason.must_play": "Je hebt de bal gehaald: nu moet je een kaart spelen.",
    "reason.ka_serve_only": "De Killeraufschlag hoort alleen bij een service.",
    "reason.not_a_special": "{card} is geen kaart die je bij de bal legt.",
    "reason.kr_needs_spike": "De Kraftriegel hoort alleen bij een Schmettern die over het net gaat.",
    "reason.special_needs_over": "{card} hoort alleen bij een bal die je over het net speelt.",
    "reason.not_rettung": "{card} is geen Rettungssprung.",
    "reason.save_not_third": "Een Rettungssprung kan niet de derde aanraking zijn: hij brengt de bal nooit over het net.",
    "reason.not_action": "{card} is geen actiekaart.",
    "reason.rescue_reached_v1": "Je gooide {roll} en haalde de bal: speel een actiekaart (regels van versie 0.1).",
    "reason.rescue_missed": "Je gooide {roll} en haalde de bal niet; alleen een Rettungssprung houdt hem omhoog.",
    "reason.annahme_too_low": "{card} heeft Annahme {annahme}, lager dan de netwaarde {net}: hiermee haal je de bal niet.",
    "reason.spike_only_over": "Een Schmettern kan de bal alleen over het net spelen (of serveren).",
    "reason.third_touch_over": "Dit is de derde aanraking van je team: de bal moet over het net.",
    "reason.between_rallies": "Tussen de rally's kun je alleen de Energydrink drinken of verder gaan.",
    "reason.not_between_rallies": "\"Verder\" hoort alleen bij de pauze tussen de rally's.",
}

#: Second-person variants (``key#param``: the text when ``param`` is the seat called "You", see :func:`i18n.tr`).
_EN.update({
    "log.die#seat": "You roll {value} {purpose}.",
    "log.rally#seat": "Rally {rally}: you serve for {team} (score {score}).",
    "log.shout#seat": "You shout: {shout}",
    "log.special#seat": "You play {card}.",
    "log.serve#seat": "You serve with {card}.",
    "log.serve_die#seat": "You discard a card and serve with the die: net score {value}.",
    "log.over#seat": "You play {card} over the net to {target} (touch {touch}): net score {net}.",
    "log.block#seat": "You go up to block.",
    "log.no_block#seat": "You do not block.",
    "log.claim#seat": "You go for the ball and must roll first.",
    "log.touch#seat": "You play {card} (touch {touch}) and pass to a teammate.",
    "log.receive#seat": "You receive with {card} (receive score, Annahme: {annahme} >= {net}) and pass to a teammate.",
    "log.return#seat": "You receive with {card} (receive score, Annahme: {annahme} >= {incoming}) and play it straight back to "
                       "{target}: net score {net}.",
    "log.save#seat": "You dive with a Rettungssprung, a diving save (touch {touch}): the next player must roll to reach the ball.",
    "log.pass#seat": "You can't get it.",
    "log.drink#seat": "You drink the Energydrink and draw {count} cards.",
    "log.sideout#seat": "Side-out: {team} gets the Aufschlag card (serve card), you serve.",
})
_DE.update({
    "log.die#seat": "Du würfelst {value} {purpose}.",
    "log.rally#seat": "Ballwechsel {rally}: du schlägst für {team} auf (Stand {score}).",
    "log.shout#seat": "Du rufst: {shout}",
    "log.special#seat": "Du spielst {card}.",
    "log.serve#seat": "Du schlägst mit {card} auf.",
    "log.serve_die#seat": "Du wirfst eine Karte ab und schlägst mit dem Würfel auf: Netzwert {value}.",
    "log.over#seat": "Du spielst {card} über das Netz zu {target} (Berührung {touch}): Netzwert {net}.",
    "log.block#seat": "Du springst zum Block.",
    "log.no_block#seat": "Du blockst nicht.",
    "log.claim#seat": "Du gehst zum Ball und musst zuerst würfeln.",
    "log.touch#seat": "Du spielst {card} (Berührung {touch}) und gibst an einen Mitspieler ab.",
    "log.receive#seat": "Du nimmst mit {card} an (Annahme {annahme} >= {net}) und gibst an einen Mitspieler ab.",
    "log.return#seat": "Du nimmst mit {card} an (Annahme {annahme} >= {incoming}) und spielst den Ball direkt "
                       "zurück zu {target}: Netzwert {net}.",
    "log.save#seat": "Du machst einen Rettungssprung (Berührung {touch}): der Nächste muss würfeln, ob er den Ball "
                     "erreicht.",
    "log.pass#seat": "Du: Den krieg ich nicht!",
    "log.drink#seat": "Du trinkst den Energydrink und ziehst {count} Karten.",
    "log.sideout#seat": "Aufschlagwechsel: {team} bekommt die Aufschlagkarte, du schlägst auf.",
})
_NL.update({
    "log.die#seat": "Jij gooit {value} {purpose}.",
    "log.rally#seat": "Rally {rally}: jij serveert voor {team} (stand {score}).",
    "log.shout#seat": "Jij roept: {shout}",
    "log.special#seat": "Jij speelt {card}.",
    "log.serve#seat": "Jij serveert met {card}.",
    "log.serve_die#seat": "Jij legt een kaart af en serveert met de dobbelsteen: netwaarde {value}.",
    "log.over#seat": "Jij speelt {card} over het net naar {target} (aanraking {touch}): netwaarde {net}.",
    "log.block#seat": "Jij springt om te blokken.",
    "log.no_block#seat": "Jij blokt niet.",
    "log.claim#seat": "Jij gaat naar de bal en moet eerst gooien.",
    "log.touch#seat": "Jij speelt {card} (aanraking {touch}) en speelt af naar een teamgenoot.",
    "log.receive#seat": "Jij neemt aan met {card} (ontvangstwaarde, Annahme: {annahme} >= {net}) en speelt af naar een teamgenoot.",
    "log.return#seat": "Jij neemt aan met {card} (ontvangstwaarde, Annahme: {annahme} >= {incoming}) en speelt hem direct terug naar "
                       "{target}: netwaarde {net}.",
    "log.save#seat": "Jij duikt met een Rettungssprung, een reddingsduik (aanraking {touch}): de volgende moet gooien om de bal te "
                     "halen.",
    "log.pass#seat": "Jij: Die krijg ik niet!",
    "log.drink#seat": "Jij drinkt de Energydrink en trekt {count} kaarten.",
    "log.sideout#seat": "Wissel van service: {team} krijgt de Aufschlag-kaart (servicekaart), jij serveert.",
})

_CATALOGS = {"en": _EN, "de": _DE, "nl": _NL}


def _raw(key: str, lang: str) -> str:
    return _CATALOGS.get(lang, _EN).get(key) or _EN[key]


def team_name(letter: str, lang: str) -> str:
    return _raw("team", lang).format(letter=letter)


def meaning(card_id: str, lang: str = "en") -> str:
    """The plain meaning of a card's German name in ``lang`` ("forearm pass"), or "" (German, or the same word)."""
    card = C.CARDS[card_id]
    return MEANINGS.get(lang, {}).get("killer" if card.killer else card.kind.value, "")


def _with_meaning(name: str, card_id: str, lang: str) -> str:
    plain = meaning(card_id, lang)
    return f"{name} ({plain})" if plain else name


def card_name(card_id: str | None, lang: str = "en") -> str:
    """``Baggern (forearm pass) 11/2/2/1`` (Annahme/Aufbau/Stellen/Abschluss), ``Schmettern (spike) 5``,
    ``Killer-Schmetterball (killer spike) 6``, ``Block``, ``Kraftriegel (power bar)``...: the rulebook's German name,
    in English and Dutch with its meaning beside it."""
    if card_id is None:
        return _raw("no_card", lang)
    card = C.CARDS.get(card_id)
    if card is None:
        return str(card_id)
    if card.killer:
        return f"{_with_meaning(_raw('killer', lang), card_id, lang)} {card.abschluss}"
    if card.kind is C.Kind.SCHMETTERN:
        return f"{_with_meaning('Schmettern', card_id, lang)} {card.abschluss}"
    if card.is_action:
        return (f"{_with_meaning(CARD_NAMES[card.kind.value], card_id, lang)} "
                f"{card.annahme}/{card.aufbau}/{card.stellen}/{card.abschluss}")
    return _with_meaning(CARD_NAMES[card.kind.value], card_id, lang)


def kind_name(card_id: str, lang: str = "en") -> str:
    """What sort of card ``card_id`` is: ``Baggern``, ``Killer-Schmetterball``, ``Block``..."""
    card = C.CARDS[card_id]
    return _raw("killer", lang) if card.killer else CARD_NAMES[card.kind.value]


def _render(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    out = i18n.in_words(params, lang, seats=("seat",), cards=("card",), card_name=card_name)
    if "seat" in params and params["seat"] is None:
        out["seat"] = ""
    if "card" in params and params["card"] is None:
        out["card"] = card_name(None, lang)
    for key in ("target", "team", "winner", "loser"):
        if params.get(key) is not None:
            out[key] = team_name(params[key], lang)
    if "purpose" in params:
        out["purpose"] = _raw(f"die.{params['purpose']}", lang)
    if "shout" in params:
        out["shout"] = _raw(f"shout.{params['shout']}", lang) if f"shout.{params['shout']}" in _EN else "?"
    for key in ("score", "sets"):
        if isinstance(params.get(key), (list, tuple)):
            out[key] = ":".join(map(str, params[key]))
    return out


def _template(key: str) -> Callable[[Mapping[str, Any], str], str]:
    def render(params: Mapping[str, Any], lang: str) -> str:
        text = _raw(key, lang).format(**_render(params, lang))
        if key.startswith("action.") and params.get("target") is not None and key != "action.shout":
            text += _raw("target_suffix", lang).format(target=team_name(params["target"], lang))
        return text
    return render


#: The catalogs per language, keys under ``strandcup.`` (the registry registers them from ``GAME_INFO``).
MESSAGES: dict[str, dict[str, i18n.Template]] = {
    lang: {f"strandcup.{key}": _template(key) for key in catalog} for lang, catalog in _CATALOGS.items()}


# -- hint and review (pygame_core/ai/advice.py, .advice): why the hard player's move -------------------------
HINT_TEXTS = {
    "en": {
        "hint.serve": ("{action}: a serve's net score is its card's Abschluss, here {net}, so the other team needs a "
                       "card with Annahme {net} or more."),
        "hint.serve_spike": ("{action}: a serve's net score is its card's Abschluss, and a Schmettern serves with "
                             "{net}, more than any Baggern or Pritschen; its die puts the ball in the net only on a "
                             "1."),
        "hint.serve_die": ("{action}: your best action card would serve with net score {best} only; the die gives "
                           "1-6, and the {card} is the card you need least."),
        "hint.serve_die_empty": "{action}: with no card in hand the die alone serves (net score 1-6).",
        "hint.receive": ("{action}: its Annahme {annahme} reaches the net score {net}, and passing it to a teammate "
                         "keeps two touches to build a harder ball (its Aufbau {aufbau} counts if touch 3 goes "
                         "over)."),
        "hint.set": ("{action}: touch {touch} sets the ball up, and its Stellen {stellen} is added to the net score "
                     "when the next card sends it over."),
        "hint.return": ("{action}: its Annahme {annahme} reaches the net score {incoming}, and sent straight back "
                        "the ball crosses with net score {net}."),
        "hint.over_2": ("{action}: on touch 2 the ball crosses with net score {net} (Abschluss {abschluss} + Stellen "
                        "{stellen} of touch 1), so the other team needs Annahme {net} or more."),
        "hint.over_3": ("{action}: touch 3 must go over, with net score {net} (Abschluss {abschluss} + Stellen "
                        "{stellen} + Aufbau {aufbau}), so the other team needs Annahme {net} or more."),
        "hint.over_unreachable": ("{action}: it crosses with net score {net} (Abschluss {abschluss} + Stellen "
                                  "{stellen} + Aufbau {aufbau}), and no card's Annahme goes above {top}, so only a "
                                  "Rettungssprung can reach it."),
        "hint.save": ("{action}: no card of yours has Annahme {net} (your best is {best}), and a Rettungssprung "
                      "reaches any ball; the next player must roll 3-6 to play it."),
        "hint.save_again": ("{action}: you rolled {roll} and missed the ball; only another Rettungssprung keeps it "
                            "in the air."),
        "hint.pass": "{action}: no card of yours is worth this ball; keep them for the next one.",
        "hint.pass_cant": "{action}: no card of yours has Annahme {net} or more, so let a teammate take it.",
        "hint.pass_drop": ("{action}: no card of yours has Annahme {net} or more, and nobody of your team is left to "
                           "try, so the ball drops."),
        "hint.pass_missed": "{action}: you rolled {roll} and missed the ball, and without a Rettungssprung it drops.",
        "hint.add": "{action}: adding this card makes the ball harder to return.",
        "hint.add_kr": "{action}: a Kraftriegel adds 2 to the net score of your Schmettern.",
        "hint.add_ka": "{action}: a Killeraufschlag adds a die (1-6) to your serve's net score.",
        "hint.add_bd": "{action}: with Blenden the receiver must roll before playing, and on 1-3 the ball drops.",
        "hint.add_ab": ("{action}: with the Angeschnittener Ball the receiver must roll before playing, and on 1-3 "
                        "the ball drops."),
        "hint.block": ("{action}: {dice} dice (two per blocker) reach the net score {net} {chance}% of the time, and "
                       "a block that holds sends the ball back to the spikers."),
        "hint.no_block": ("{action}: {dice} dice (two per blocker) reach the net score {net} only {chance}% of the "
                          "time, and a failed block loses the rally at once."),
        "hint.claim": ("{action}: the roll beats the Blenden or the curve ball on 4-6; only then can you play the "
                       "ball."),
        "hint.claim_rescue": ("{action}: after a Rettungssprung a roll of 3-6 reaches the ball (4 chances in 6), and "
                              "even a 1-2 leaves a Rettungssprung."),
        "hint.shout": "{action}: the call gets the best-placed player of your team to the ball.",
        "hint.drink": "{action}: two more cards give you more choices for this rally.",
        "hint.unit": "rally win chance (percentage points)",
        "hint.over_after_save": ("{action}: a Rettungssprung adds nothing to the net score, so the ball crosses with "
                                 "this card's Abschluss, {net}."),
    },
    "de": {
        "hint.serve": ("{action}: Der Netzwert eines Aufschlags ist der Abschluss seiner Karte, hier {net}, also "
                       "braucht das andere Team eine Karte mit Annahme {net} oder mehr."),
        "hint.serve_spike": ("{action}: Der Netzwert eines Aufschlags ist der Abschluss seiner Karte, und ein "
                             "Schmettern schlägt mit {net} auf, mehr als jedes Baggern oder Pritschen; sein Würfel "
                             "schickt den Ball nur bei einer 1 ins Netz."),
        "hint.serve_die": ("{action}: Deine beste Aktionskarte schlägt nur mit Netzwert {best} auf; der Würfel "
                           "bringt 1-6, und die {card} brauchst du am wenigsten."),
        "hint.serve_die_empty": "{action}: Ohne Karte auf der Hand schlägt der Würfel allein auf (Netzwert 1-6).",
        "hint.receive": ("{action}: Ihre Annahme {annahme} erreicht den Netzwert {net}, und der Pass zum Mitspieler "
                         "lässt zwei Berührungen für einen härteren Ball (ihr Aufbau {aufbau} zählt, wenn die 3. "
                         "Berührung hinübergeht)."),
        "hint.set": ("{action}: Die {touch}. Berührung stellt den Ball, und ihr Stellen {stellen} zählt zum "
                     "Netzwert, wenn die nächste Karte ihn hinüberspielt."),
        "hint.return": ("{action}: Ihre Annahme {annahme} erreicht den Netzwert {incoming}, und direkt "
                        "zurückgespielt geht der Ball mit Netzwert {net} hinüber."),
        "hint.over_2": ("{action}: Bei der 2. Berührung geht der Ball mit Netzwert {net} hinüber (Abschluss "
                        "{abschluss} + Stellen {stellen} der 1. Berührung), also braucht das andere Team Annahme "
                        "{net} oder mehr."),
        "hint.over_3": ("{action}: Die 3. Berührung muss hinüber, mit Netzwert {net} (Abschluss {abschluss} + "
                        "Stellen {stellen} + Aufbau {aufbau}), also braucht das andere Team Annahme {net} oder mehr."),
        "hint.over_unreachable": ("{action}: Er geht mit Netzwert {net} hinüber (Abschluss {abschluss} + Stellen "
                                  "{stellen} + Aufbau {aufbau}), und keine Karte hat mehr Annahme als {top}, also "
                                  "erreicht ihn nur ein Rettungssprung."),
        "hint.save": ("{action}: Keine deiner Karten hat Annahme {net} (deine beste hat {best}), und ein "
                      "Rettungssprung erreicht jeden Ball; der Nächste muss 3-6 würfeln, um ihn zu spielen."),
        "hint.save_again": ("{action}: Du hast {roll} gewürfelt und den Ball verpasst; nur ein weiterer "
                            "Rettungssprung hält ihn in der Luft."),
        "hint.pass": "{action}: Keine deiner Karten ist diesen Ball wert; heb sie für den nächsten auf.",
        "hint.pass_cant": ("{action}: Keine deiner Karten hat Annahme {net} oder mehr, also lass einen Mitspieler "
                           "ran."),
        "hint.pass_drop": ("{action}: Keine deiner Karten hat Annahme {net} oder mehr, und niemand aus deinem Team "
                           "ist mehr dran, also fällt der Ball."),
        "hint.pass_missed": ("{action}: Du hast {roll} gewürfelt und den Ball verpasst, und ohne Rettungssprung "
                             "fällt er."),
        "hint.add": "{action}: Mit dieser Karte dazu wird der Ball schwerer anzunehmen.",
        "hint.add_kr": "{action}: Ein Kraftriegel gibt deinem Schmettern 2 mehr Netzwert.",
        "hint.add_ka": "{action}: Ein Killeraufschlag gibt deinem Aufschlag einen Würfel (1-6) mehr Netzwert.",
        "hint.add_bd": ("{action}: Mit Blenden muss der Annehmende vor dem Spielen würfeln, und bei 1-3 fällt der "
                        "Ball."),
        "hint.add_ab": ("{action}: Mit dem Angeschnittenen Ball muss der Annehmende vor dem Spielen würfeln, und bei "
                        "1-3 fällt der Ball."),
        "hint.block": ("{action}: {dice} Würfel (zwei je Blocker) erreichen den Netzwert {net} in {chance} % der "
                       "Fälle, und ein Block, der hält, schickt den Ball zu den Schmetterern zurück."),
        "hint.no_block": ("{action}: {dice} Würfel (zwei je Blocker) erreichen den Netzwert {net} nur in {chance} % "
                          "der Fälle, und ein misslungener Block verliert den Ballwechsel sofort."),
        "hint.claim": ("{action}: Der Wurf schlägt Blenden oder den Angeschnittenen Ball bei 4-6; nur dann kannst du "
                       "den Ball spielen."),
        "hint.claim_rescue": ("{action}: Nach einem Rettungssprung erreicht ein Wurf von 3-6 den Ball (4 Chancen von "
                              "6), und selbst bei 1-2 bleibt ein Rettungssprung."),
        "hint.shout": "{action}: Der Ruf bringt den am besten stehenden Spieler deines Teams an den Ball.",
        "hint.drink": "{action}: Zwei Karten mehr geben dir mehr Möglichkeiten in diesem Ballwechsel.",
        "hint.unit": "Gewinnchance des Ballwechsels (Prozentpunkte)",
        "hint.over_after_save": ("{action}: Ein Rettungssprung zählt nichts zum Netzwert, also geht der Ball mit dem "
                                 "Abschluss dieser Karte hinüber, {net}."),
    },
    "nl": {
        "hint.serve": ("{action}: de netwaarde van een opslag is de Abschluss van de kaart, hier {net}, dus het "
                       "andere team heeft een kaart met Annahme {net} of meer nodig."),
        "hint.serve_spike": ("{action}: de netwaarde van een opslag is de Abschluss van de kaart, en een Schmettern "
                             "serveert met {net}, meer dan elke Baggern of Pritschen; de dobbelsteen zet de bal "
                             "alleen bij een 1 in het net."),
        "hint.serve_die": ("{action}: je beste actiekaart serveert maar met netwaarde {best}; de dobbelsteen geeft "
                           "1-6, en de {card} heb je het minst nodig."),
        "hint.serve_die_empty": "{action}: zonder kaart in de hand serveert de dobbelsteen alleen (netwaarde 1-6).",
        "hint.receive": ("{action}: de Annahme {annahme} haalt de netwaarde {net}, en afspelen naar een teamgenoot "
                         "houdt twee aanrakingen over voor een hardere bal (de Aufbau {aufbau} telt als de 3e "
                         "aanraking overgaat)."),
        "hint.set": ("{action}: de {touch}e aanraking zet de bal klaar, en de Stellen {stellen} telt mee in de "
                     "netwaarde als de volgende kaart hem overspeelt."),
        "hint.return": ("{action}: de Annahme {annahme} haalt de netwaarde {incoming}, en direct teruggespeeld gaat "
                        "de bal over met netwaarde {net}."),
        "hint.over_2": ("{action}: bij de 2e aanraking gaat de bal over met netwaarde {net} (Abschluss {abschluss} + "
                        "Stellen {stellen} van de 1e aanraking), dus het andere team heeft Annahme {net} of meer "
                        "nodig."),
        "hint.over_3": ("{action}: de 3e aanraking moet over het net, met netwaarde {net} (Abschluss {abschluss} + "
                        "Stellen {stellen} + Aufbau {aufbau}), dus het andere team heeft Annahme {net} of meer "
                        "nodig."),
        "hint.over_unreachable": ("{action}: hij gaat over met netwaarde {net} (Abschluss {abschluss} + Stellen "
                                  "{stellen} + Aufbau {aufbau}), en geen kaart heeft meer Annahme dan {top}, dus "
                                  "alleen een Rettungssprung haalt hem."),
        "hint.save": ("{action}: geen van je kaarten heeft Annahme {net} (je beste heeft {best}), en een "
                      "Rettungssprung haalt elke bal; de volgende moet 3-6 gooien om hem te spelen."),
        "hint.save_again": ("{action}: je gooide {roll} en miste de bal; alleen nog een Rettungssprung houdt hem in "
                            "de lucht."),
        "hint.pass": "{action}: geen van je kaarten is deze bal waard; bewaar ze voor de volgende.",
        "hint.pass_cant": ("{action}: geen van je kaarten heeft Annahme {net} of meer, dus laat een teamgenoot hem "
                           "nemen."),
        "hint.pass_drop": ("{action}: geen van je kaarten heeft Annahme {net} of meer, en niemand van je team kan "
                           "het nog proberen, dus de bal valt."),
        "hint.pass_missed": "{action}: je gooide {roll} en miste de bal, en zonder Rettungssprung valt hij.",
        "hint.add": "{action}: met deze kaart erbij wordt de bal moeilijker terug te spelen.",
        "hint.add_kr": "{action}: een Kraftriegel geeft je Schmettern 2 netwaarde meer.",
        "hint.add_ka": "{action}: een Killeraufschlag geeft je opslag een dobbelsteen (1-6) netwaarde meer.",
        "hint.add_bd": "{action}: met Blenden moet de ontvanger eerst gooien, en bij 1-3 valt de bal.",
        "hint.add_ab": ("{action}: met de Angeschnittener Ball moet de ontvanger eerst gooien, en bij 1-3 valt de "
                        "bal."),
        "hint.block": ("{action}: {dice} dobbelstenen (twee per blokker) halen de netwaarde {net} in {chance}% van "
                       "de gevallen, en een blok dat houdt stuurt de bal terug naar de smashers."),
        "hint.no_block": ("{action}: {dice} dobbelstenen (twee per blokker) halen de netwaarde {net} maar in "
                          "{chance}% van de gevallen, en een mislukt blok verliest de rally meteen."),
        "hint.claim": "{action}: de worp verslaat Blenden of de effectbal bij 4-6; alleen dan kun je de bal spelen.",
        "hint.claim_rescue": ("{action}: na een Rettungssprung haalt een worp van 3-6 de bal (4 kansen op 6), en "
                              "zelfs bij 1-2 blijft een Rettungssprung over."),
        "hint.shout": "{action}: de roep brengt de best geplaatste speler van je team bij de bal.",
        "hint.drink": "{action}: twee kaarten meer geven je meer keuze in deze rally.",
        "hint.unit": "winkans van de rally (procentpunten)",
        "hint.over_after_save": ("{action}: een Rettungssprung telt niet mee in de netwaarde, dus gaat de bal over "
                                 "met de Abschluss van deze kaart, {net}."),
    },
}
# Issue 34: a block recommended against the odds says it is a long shot; "no block" recommended while the dice
# would favour a block says why not (the hint's second sentence gives the playouts' numbers).
HINT_TEXTS["en"].update({
    "hint.block_long_shot": ("{action}: {dice} dice (two per blocker) reach the net score {net} only {chance}% of "
                             "the time, a long shot, but a spike of {net} let through is harder still to return."),
    "hint.no_block_keep": ("{action}: {dice} dice (two per blocker) would reach the net score {net} {chance}% of "
                           "the time, but a failed block loses the rally at once, and your side can still take the "
                           "ball."),
    # a net score beyond the blockers' dice; a seat with no action card to name
    "hint.no_block_beyond": ("{action}: {dice} dice (two per blocker) reach at most {most}, short of the net score "
                             "{net}, so no block can hold, and a failed block loses the rally at once."),
    "hint.block_beyond": ("{action}: {dice} dice (two per blocker) reach at most {most}, short of the net score "
                          "{net}, so the block cannot hold; letting the spike through is no better here."),
    "hint.save_no_card": ("{action}: none of your cards has an Annahme to take the ball with, and a Rettungssprung "
                          "reaches any ball; the next player must roll 3-6 to play it."),
})
HINT_TEXTS["de"].update({
    "hint.block_long_shot": ("{action}: {dice} Würfel (zwei je Blocker) erreichen den Netzwert {net} nur in "
                             "{chance} % der Fälle, ein Wagnis, doch einen Schmetterball von {net} "
                             "durchzulassen, ist noch schwerer zurückzuspielen."),
    "hint.no_block_keep": ("{action}: {dice} Würfel (zwei je Blocker) würden den Netzwert {net} in {chance} % der "
                           "Fälle erreichen, doch ein misslungener Block verliert den Ballwechsel sofort, und deine "
                           "Seite kann den Ball noch annehmen."),
    "hint.no_block_beyond": ("{action}: {dice} Würfel (zwei je Blocker) erreichen höchstens {most}, weniger als "
                             "der Netzwert {net}, also kann kein Block halten, und ein misslungener Block verliert "
                             "den Ballwechsel sofort."),
    "hint.block_beyond": ("{action}: {dice} Würfel (zwei je Blocker) erreichen höchstens {most}, weniger als der "
                          "Netzwert {net}, also kann der Block nicht halten; den Schmetterball durchzulassen, ist "
                          "hier nicht besser."),
    "hint.save_no_card": ("{action}: Keine deiner Karten hat eine Annahme, mit der du den Ball nehmen kannst, und "
                          "ein Rettungssprung erreicht jeden Ball; der Nächste muss 3-6 würfeln, um ihn zu spielen."),
})
HINT_TEXTS["nl"].update({
    "hint.block_long_shot": ("{action}: {dice} dobbelstenen (twee per blokker) halen de netwaarde {net} maar in "
                             "{chance}% van de gevallen, een gok, maar een smash van {net} doorlaten is nog "
                             "moeilijker terug te spelen."),
    "hint.no_block_keep": ("{action}: {dice} dobbelstenen (twee per blokker) zouden de netwaarde {net} in "
                           "{chance}% van de gevallen halen, maar een mislukt blok verliest de rally meteen, en je "
                           "kant kan de bal nog aannemen."),
    "hint.no_block_beyond": ("{action}: {dice} dobbelstenen (twee per blokker) halen hoogstens {most}, minder dan "
                             "de netwaarde {net}, dus geen blok kan houden, en een mislukt blok verliest de rally "
                             "meteen."),
    "hint.block_beyond": ("{action}: {dice} dobbelstenen (twee per blokker) halen hoogstens {most}, minder dan de "
                          "netwaarde {net}, dus het blok kan niet houden; de smash doorlaten is hier niet beter."),
    "hint.save_no_card": ("{action}: geen van je kaarten heeft een Annahme om de bal mee te nemen, en een "
                          "Rettungssprung haalt elke bal; de volgende moet 3-6 gooien om hem te spelen."),
})
for _hint_lang, _texts in HINT_TEXTS.items():
    _CATALOGS[_hint_lang].update(_texts)
    MESSAGES[_hint_lang].update({f"strandcup.{key}": _template(key) for key in _texts})
