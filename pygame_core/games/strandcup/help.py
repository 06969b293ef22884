"""The Strand-Cup rules summary for the help panel: ``rules_help(lang)`` -> ``[{title, text}]``."""

from __future__ import annotations

from typing import Any

from ...core import i18n

SECTIONS = ("goal", "teams", "cards", "serve", "rally", "receive", "spike", "block", "save", "specials",
            "calls", "score", "teams3")

_EN = {
    "goal": ("The game", "Beach volleyball with cards, for 4, 6 or 8 players in two teams. Send the ball over "
             "the net so hard that the other team cannot reach it. Sets go to 10 points (a lead of two "
             "by default); the match is 1, 2 or 3 sets, agreed before the game."),
    "teams": ("Teams and hands", "Partners sit alternately round the table. Everyone holds 7 cards (4 players) or 6 "
              "(6 or 8 players) and never sees a partner's hand. After every rally everyone refills; an empty "
              "stack is refilled from the shuffled discard pile."),
    "cards": ("Action cards", "Baggern, Pritschen and Schmettern carry four numbers: Annahme (receive, blue) and "
              "Aufbau, Stellen, Abschluss (yellow, orange, red). Baggern receives well, Pritschen sets well, "
              "Schmettern (Annahme 1) only finishes."),
    "serve": ("The serve", "The team that rolls higher gets the Aufschlag card. The server plays an action card (net "
              "score = its Abschluss) or discards any card and rolls the die (1-6). The same player serves "
              "until the team loses the serve; the arrow shows who of the other team serves next."),
    "rally": ("Touches and net score", "A team touches the ball at most three times, and no player twice in a row. "
              "Net score = Abschluss of the card that sends the ball over + Stellen of the card before + Aufbau "
              "of the card before that. Example: Baggern 2/2/1, Pritschen 1/3/1, Schmettern 5 = 5 + 3 + 2 = 10."),
    "receive": ("Receiving", "A ball from the other side needs an action card with Annahme at least the net score. "
                "The ball is offered to the players of the team in turn: each plays a card or passes (\"I can't "
                "get it!\"). If everybody passes, the ball drops. Within the team the next touch needs no Annahme."),
    "spike": ("Schmettern", "Whoever plays a Schmettern rolls: 1 is in the net and the rally is lost. The "
              "Killer-Schmetterball (Abschluss 6) is out on a 2; then the receiver rolls: 4-6 he lets it pass "
              "and wins the rally, 1-3 he plays on."),
    "block": ("Block", "Against a spiked ball (never a serve) each defender may commit one Block card; each blocker "
              "rolls two dice and all are added. At least the net score: the ball goes back and must be "
              "received with Annahme at least that total. Less: the blockers lose the rally."),
    "save": ("Rettungssprung", "Reaches any ball, but cannot send it over and cannot be the third touch. The player "
             "may play no other card in this rally. The next player rolls first: on 1-2 he misses the ball; he may "
             "dive with another Rettungssprung or let the ball drop. On 3-6 he reached it and plays an action card or, "
             "as the rulebook does not forbid it, dives again with a Rettungssprung."),
    "specials": ("Special cards", "Kraftriegel: +2 to a Schmettern (spike or serve). Energydrink: draw two cards, "
                 "at any of your decisions or in the break after each rally: then everyone holding cards is asked "
                 "in turn, so the question tells nobody who holds it (the next server drinks at his serve; the "
                 "break can be switched off in the options). Killeraufschlag: add one die to your serve. Blenden "
                 "and Angeschnittener Ball (with an action card) go with a ball you send over: the receiver rolls "
                 "first, 1-3 misses."),
    "calls": ("Calls", "You may shout to your partners from a fixed menu (\"Take it!\", \"Over here!\", \"Give'em the "
              "spike!\", \"I can't get it!\", \"I'll get it!\"), one shout per decision; a call never names a card."),
    "score": ("Scoring", "Only the serving team scores when it wins a rally; otherwise the serve changes hands "
              "(side-out) and the next player of the other team serves."),
    "teams3": ("More than two teams", "Every ball that crosses the net names its target team, and only that team "
               "may block or receive it. The serve passes from team to team in turn; the serving team scores "
               "when a team it aimed at fails."),
}

_DE = {
    "goal": ("Das Spiel", "Beachvolleyball mit Karten für 4, 6 oder 8 Spieler in zwei Teams. Spielt den Ball so über "
             "das Netz, dass das andere Team ihn nicht erreicht. Ein Satz geht bis 10 Punkte (standardmäßig mit "
             "zwei Punkten Vorsprung); das Match dauert 1, 2 oder 3 Gewinnsätze, vorher vereinbart."),
    "teams": ("Teams und Karten", "Die Partner sitzen abwechselnd am Tisch. Jeder hält 7 Karten (4 Spieler) oder 6 "
              "(6 oder 8 Spieler) und sieht die Karten der Partner nie. Nach jedem Ballwechsel wird aufgefüllt; "
              "ist der Stapel leer, wird der Ablagestapel gemischt."),
    "cards": ("Aktionskarten", "Baggern, Pritschen und Schmettern tragen vier Werte: Annahme (blau) sowie Aufbau, "
              "Stellen, Abschluss (gelb, orange, rot). Baggern nimmt gut an, Pritschen stellt gut, Schmettern "
              "(Annahme 1) dient nur dem Abschluss."),
    "serve": ("Der Aufschlag", "Das Team mit dem höheren Wurf bekommt die Aufschlagkarte. Der Aufschläger spielt eine "
              "Aktionskarte (Netzwert = Abschluss) oder wirft eine beliebige Karte ab und würfelt (1-6). Derselbe "
              "Spieler schlägt auf, bis sein Team den Aufschlag verliert; der Pfeil zeigt, wer im anderen Team "
              "als Nächstes aufschlägt."),
    "rally": ("Berührungen und Netzwert", "Ein Team berührt den Ball höchstens dreimal, kein Spieler zweimal "
              "hintereinander. Netzwert = Abschluss der Karte, die den Ball übers Netz spielt + Stellen der Karte "
              "davor + Aufbau der Karte davor. Beispiel: Baggern 2/2/1, Pritschen 1/3/1, Schmettern 5 = 5 + 3 + 2 = 10."),
    "receive": ("Annahme", "Ein Ball von der anderen Seite braucht eine Aktionskarte mit Annahme mindestens gleich "
                "dem Netzwert. Der Ball wird den Spielern des Teams der Reihe nach angeboten: jeder spielt eine "
                "Karte oder passt („Den krieg ich nicht!“). Passen alle, fällt der Ball. Innerhalb des Teams "
                "braucht die nächste Berührung keine Annahme."),
    "spike": ("Schmettern", "Wer schmettert, würfelt: eine 1 geht ins Netz und der Ballwechsel ist verloren. Der "
              "Killer-Schmetterball (Abschluss 6) geht bei einer 2 ins Aus; dann würfelt der Annehmende: bei 4-6 "
              "lässt er ihn fallen und gewinnt, bei 1-3 spielt er weiter."),
    "block": ("Block", "Gegen einen Schmetterball (nie gegen einen Aufschlag) darf jeder Verteidiger eine Block-Karte "
              "legen; jeder Blocker würfelt mit zwei Würfeln, alles wird addiert. Mindestens der Netzwert: der Ball "
              "geht zurück und braucht Annahme mindestens gleich der Summe. Weniger: die Blocker verlieren."),
    "save": ("Rettungssprung", "Erreicht jeden Ball, spielt ihn aber nie übers Netz und ist nie die dritte Berührung. "
             "Der Spieler darf in diesem Ballwechsel keine Karte mehr spielen. Der Nächste würfelt zuerst: bei 1-2 "
             "verfehlt er den Ball; er kann mit einem weiteren Rettungssprung hechten oder den Ball fallen lassen. Bei "
             "3-6 hat er ihn erreicht und spielt eine Aktionskarte oder, da die Regel es nicht verbietet, wieder einen "
             "Rettungssprung."),
    "specials": ("Sonderkarten", "Kraftriegel: +2 auf einen Schmetterball (auch beim Aufschlag). Energydrink: zwei "
                 "Karten ziehen, bei jeder deiner Entscheidungen oder in der Pause nach jedem Ballwechsel: dann wird "
                 "jeder mit Karten der Reihe nach gefragt, die Frage verrät also niemandem, wer ihn hat (der nächste "
                 "Aufschläger trinkt bei seinem Aufschlag; die Pause lässt sich in den Optionen abschalten). "
                 "Killeraufschlag: einen Würfel zum Aufschlag addieren. Blenden und Angeschnittener Ball (mit einer "
                 "Aktionskarte) gehören zu einem Ball über das Netz: der Annehmende würfelt zuerst, 1-3 verfehlt."),
    "calls": ("Zurufe", "Du darfst deinen Partnern aus einem festen Menü zurufen („Nimm du!“, „Hier!“, „Gib ihnen den "
              "Schmetterball!“, „Den krieg ich nicht!“, „Ich hab ihn!“), einmal pro Entscheidung; ein Ruf nennt nie "
              "eine Karte."),
    "score": ("Punkte", "Nur das aufschlagende Team punktet, wenn es einen Ballwechsel gewinnt; sonst wechselt der "
              "Aufschlag und der nächste Spieler des anderen Teams schlägt auf."),
    "teams3": ("Mehr als zwei Teams", "Jeder Ball über das Netz nennt sein Zielteam; nur dieses darf blocken oder "
               "annehmen. Der Aufschlag geht reihum von Team zu Team; das aufschlagende Team punktet, wenn ein Team "
               "scheitert, auf das es gezielt hat."),
}

_NL = {
    "goal": ("Het spel", "Beachvolleybal met kaarten, voor 4, 6 of 8 spelers in twee teams. Speel de bal zo over het "
             "net dat het andere team hem niet haalt. Een set gaat tot 10 punten (standaard met twee punten "
             "verschil); de wedstrijd duurt 1, 2 of 3 gewonnen sets, vooraf afgesproken."),
    "teams": ("Teams en kaarten", "Teamgenoten zitten om en om aan tafel. Iedereen heeft 7 kaarten (4 spelers) of 6 "
              "(6 of 8 spelers) en ziet nooit de hand van een teamgenoot. Na elke rally vult iedereen aan; is de "
              "stapel op, dan wordt de aflegstapel geschud."),
    "cards": ("Actiekaarten", "Baggern, Pritschen en Schmettern hebben vier waarden: Annahme (blauw) en Aufbau, "
              "Stellen, Abschluss (geel, oranje, rood). Baggern neemt goed aan, Pritschen zet goed klaar, "
              "Schmettern (Annahme 1) maakt alleen af."),
    "serve": ("De service", "Het team dat hoger gooit krijgt de Aufschlag-kaart. De serveerder speelt een actiekaart "
              "(netwaarde = Abschluss) of legt een kaart af en gooit (1-6). Dezelfde speler serveert tot zijn team "
              "de service verliest; de pijl wijst aan wie van het andere team daarna serveert."),
    "rally": ("Aanrakingen en netwaarde", "Een team raakt de bal hoogstens drie keer, geen speler twee keer na elkaar. "
              "Netwaarde = Abschluss van de kaart die de bal over het net speelt + Stellen van de kaart ervoor + "
              "Aufbau van de kaart daarvoor. Voorbeeld: Baggern 2/2/1, Pritschen 1/3/1, Schmettern 5 = 5 + 3 + 2 = 10."),
    "receive": ("Aannemen", "Een bal van de overkant vraagt een actiekaart met Annahme minstens gelijk aan de netwaarde. "
                "De bal wordt de spelers van het team om de beurt aangeboden: elk speelt een kaart of past (\"Die "
                "krijg ik niet!\"). Past iedereen, dan valt de bal. Binnen het team vraagt de volgende aanraking "
                "geen Annahme."),
    "spike": ("Schmettern", "Wie smasht, gooit: een 1 is net en de rally is verloren. De Killer-Schmetterball "
              "(Abschluss 6) gaat uit bij een 2; dan gooit de ontvanger: bij 4-6 laat hij hem gaan en wint, bij 1-3 "
              "speelt hij door."),
    "block": ("Blok", "Tegen een smash (nooit tegen een service) mag elke verdediger een Block-kaart leggen; elke "
              "blokker gooit twee dobbelstenen, alles wordt opgeteld. Minstens de netwaarde: de bal gaat terug en "
              "vraagt Annahme minstens die som. Minder: de blokkers verliezen de rally."),
    "save": ("Rettungssprung", "Haalt elke bal, maar speelt hem nooit over het net en is nooit de derde aanraking. "
             "De speler mag deze rally geen kaart meer spelen. De volgende gooit eerst: bij 1-2 mist hij de bal; hij "
             "mag duiken met nog een Rettungssprung of de bal laten vallen. Bij 3-6 heeft hij hem gehaald en speelt "
             "een actiekaart of, omdat de spelregels het niet verbieden, opnieuw een Rettungssprung."),
    "specials": ("Speciale kaarten", "Kraftriegel: +2 op een Schmettern (ook bij de service). Energydrink: trek twee "
                 "kaarten, bij elke beslissing van jou of in de pauze na elke rally: dan wordt iedereen met kaarten "
                 "om de beurt gevraagd, zodat de vraag niemand verraadt wie hem heeft (de volgende serveerder drinkt "
                 "bij zijn service; de pauze kan in de opties uit). Killeraufschlag: tel één worp bij je service op. "
                 "Blenden en Angeschnittener Ball (met een actiekaart) horen bij een bal over het net: de ontvanger "
                 "gooit eerst, 1-3 mist."),
    "calls": ("Roepen", "Je mag je teamgenoten iets toeroepen uit een vast menu (\"Neem jij!\", \"Hier!\", \"Geef ze de "
              "smash!\", \"Die krijg ik niet!\", \"Ik heb hem!\"), één keer per beslissing; een kreet noemt nooit een "
              "kaart."),
    "score": ("Punten", "Alleen het serverende team scoort als het een rally wint; anders wisselt de service en "
              "serveert de volgende speler van het andere team."),
    "teams3": ("Meer dan twee teams", "Elke bal over het net noemt zijn doelteam; alleen dat team mag blokken of "
               "aannemen. De service gaat om de beurt van team naar team; het serverende team scoort als een team "
               "waarop het mikte faalt."),
}

#: The help texts per language, keys ``strandcup.help.<section>.title`` and ``.text`` (registered with the game's
#: messages from ``GAME_INFO``).
MESSAGES: dict[str, dict[str, str]] = {
    lang: {**{f"strandcup.help.{k}.title": v[0] for k, v in table.items()},
           **{f"strandcup.help.{k}.text": v[1] for k, v in table.items()}}
    for lang, table in (("en", _EN), ("de", _DE), ("nl", _NL))}


def rules_help(lang: str = i18n.DEFAULT_LANGUAGE) -> dict[str, Any]:
    """A short rules summary in ``lang``: ``{title, sections: [{heading, text}]}``."""
    return i18n.rules_summary(i18n.tr("strandcup.title", lang),
                              [(i18n.tr(f"strandcup.help.{k}.title", lang), i18n.tr(f"strandcup.help.{k}.text", lang))
                               for k in SECTIONS])
