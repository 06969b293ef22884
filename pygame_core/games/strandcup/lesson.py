"""Strand-Cup's guided first game (``core/tutorial.py``): the first three rallies of seed 1, 4 players in 2 teams.

What it shows (readings.md §1.5): the serve (its Abschluss is the net score), the block against a spike (two dice
must reach the net score), side-out scoring, receiving with Annahme at least the net score, the three touches with
the third over the net, and the net score adding Aufbau and Stellen. The computer's moves are the medium
player's on this deal, kept as data.
"""

from __future__ import annotations

from ...core import i18n
from ...core.tutorial import Lesson

GAME_NAME = "strandcup"

LESSON = Lesson.declare(GAME_NAME, (
    (0, "serve:S8"),                                                      # 1: the serve
    (1, "drink:ED"), (1, "play:P8"), (3, "play:P7"), (1, "over:S4"), (2, "no_block"),
    (0, "block:BL5"),                                                     # 2: a block (it fails: side-out)
    (1, "serve:S9"),
    (0, "play:B10"),                                                      # 3: receive, pass to a teammate
    (2, "play:P13"),
    (0, "over:S3"),                                                       # 4: touch 3 over the net
    (3, "no_block"), (1, "no_block"), (3, "pass"), (1, "save:R3"), (3, "claim"), (2, "serve_die:P2"),
    (1, "play:P4"), (3, "play:P5"), (1, "over:K1"),
    (0, "no_block"),                                                      # 5: no block
    (2, "no_block"),
    (0, "play:B4"),                                                       # 6: receive with Annahme 11
    (2, "play:P12"),
    (0, "over:S10"),                                                      # 7: spike it over: the point
    (3, "no_block"), (1, "no_block"), (3, "pass"), (1, "pass"),
), seat=0, options={}, seed=1)

_P = f"{GAME_NAME}.lesson."

i18n.register("en", {
    _P + "title": "Learn Strand-Cup",
    _P + "intro": "Strand-Cup is beach volleyball for teams: you and Computer 2 are Team A, against Team B. A card "
                  "has four numbers: Annahme (receive), Aufbau, Stellen (set) and Abschluss (finish). A team touches "
                  "the ball at most 3 times; the ball it sends over has a net score the other team must reach.",
    _P + "1": "You serve for Team A. A serve's net score is its card's Abschluss. Serve with {action}: with a "
              "Schmettern (spike) you roll a die, and a 1 puts the ball in the net.",
    _P + "2": "Team B sent the ball back with a spike, net score 12. Against a spike you may block: play a Block "
              "card and roll two dice; if they reach the net score, the ball bounces back. Try it: {action}.",
    _P + "3": "The block failed (7 < 12): Team B won the rally and the serve. Only the serving team scores points "
              "(side-out). Their serve comes with net score 5: take it with a card whose Annahme is at least 5 and "
              "pass to a teammate: {action}.",
    _P + "4": "Your teammate made touch 2. Touch 3 must send the ball over the net: {action}. Its net score is its "
              "Abschluss plus the Stellen of touch 2 and the Aufbau of touch 1.",
    _P + "5": "Team B could not return it: your team serves again. Now Team B spikes with net score 11; two dice "
              "rarely make 11, so let it come: {action}.",
    _P + "6": "Take the ball with {action}: its Annahme 11 reaches the net score 11.",
    _P + "7": "Touch 3 again: spike it over the net with {action}.",
    _P + "end": "Nobody of Team B reached the ball: point for Team A, 1:0, because your team served. A set goes to 10 "
                "points. You know how to serve, receive, pass, spike and block.",
})

i18n.register("de", {
    _P + "title": "Strand-Cup lernen",
    _P + "intro": "Strand-Cup ist Beachvolleyball für Teams: du und Computer 2 seid Team A, gegen Team B. Eine Karte "
                  "hat vier Zahlen: Annahme, Aufbau, Stellen und Abschluss. Ein Team berührt den Ball höchstens "
                  "3-mal; der Ball, den es hinüberspielt, hat einen Netzwert, den das andere Team erreichen muss.",
    _P + "1": "Du schlägst für Team A auf. Der Netzwert eines Aufschlags ist der Abschluss seiner Karte. Schlag mit "
              "{action} auf: beim Schmettern würfelst du, und eine 1 geht ins Netz.",
    _P + "2": "Team B hat den Ball geschmettert zurückgespielt, Netzwert 12. Gegen einen Schmetterball darfst du "
              "blocken: spiel eine Block-Karte und würfle mit zwei Würfeln; erreichen sie den Netzwert, prallt der "
              "Ball zurück. Versuch es: {action}.",
    _P + "3": "Der Block ist misslungen (7 < 12): Team B gewinnt den Ballwechsel und den Aufschlag. Nur das "
              "aufschlagende Team punktet (Side-out). Ihr Aufschlag kommt mit Netzwert 5: nimm ihn mit einer "
              "Karte mit Annahme 5 oder mehr an und spiel zu einem Mitspieler: {action}.",
    _P + "4": "Dein Mitspieler hat die 2. Berührung gemacht. Die 3. Berührung muss den Ball übers Netz spielen: "
              "{action}. Ihr Netzwert ist ihr Abschluss plus das Stellen der 2. und der Aufbau der 1. Berührung.",
    _P + "5": "Team B konnte ihn nicht zurückspielen: dein Team schlägt wieder auf. Jetzt schmettert Team B mit "
              "Netzwert 11; zwei Würfel schaffen selten 11, also lass ihn kommen: {action}.",
    _P + "6": "Nimm den Ball mit {action} an: seine Annahme 11 erreicht den Netzwert 11.",
    _P + "7": "Wieder die 3. Berührung: schmettere ihn mit {action} übers Netz.",
    _P + "end": "Niemand von Team B hat den Ball erreicht: Punkt für Team A, 1:0, weil ihr aufgeschlagen habt. Ein "
                "Satz geht bis 10 Punkte. Du weißt jetzt, wie man aufschlägt, annimmt, zuspielt, schmettert und "
                "blockt.",
})

i18n.register("nl", {
    _P + "title": "Strand-Cup leren",
    _P + "intro": "Strand-Cup is beachvolleybal voor teams: jij en Computer 2 zijn Team A, tegen Team B. Een kaart "
                  "heeft vier getallen: Annahme (aanname), Aufbau (opbouw), Stellen (set) en Abschluss (afronding). "
                  "Een team raakt de bal hoogstens 3 keer; de bal die het terugspeelt heeft een netwaarde die het "
                  "andere team moet halen.",
    _P + "1": "Jij serveert voor Team A. De netwaarde van een opslag is de Abschluss van de kaart. Serveer met "
              "{action}: bij Schmettern gooi je een dobbelsteen, en een 1 gaat in het net.",
    _P + "2": "Team B smashte de bal terug, netwaarde 12. Tegen een smash mag je blokken: speel een Block-kaart en "
              "gooi twee dobbelstenen; halen ze de netwaarde, dan kaatst de bal terug. Probeer het: {action}.",
    _P + "3": "Het blok mislukte (7 < 12): Team B wint de rally en de opslag. Alleen het serverende team scoort "
              "(side-out). Hun opslag komt met netwaarde 5: neem hem aan met een kaart met Annahme 5 of meer en "
              "speel naar een teamgenoot: {action}.",
    _P + "4": "Je teamgenoot deed de 2e aanraking. De 3e aanraking moet de bal over het net spelen: {action}. De "
              "netwaarde is de Abschluss plus de Stellen van de 2e en de Aufbau van de 1e aanraking.",
    _P + "5": "Team B kon hem niet terugspelen: jouw team serveert weer. Nu smasht Team B met netwaarde 11; twee "
              "dobbelstenen halen zelden 11, dus laat hem komen: {action}.",
    _P + "6": "Neem de bal aan met {action}: zijn Annahme 11 haalt de netwaarde 11.",
    _P + "7": "Weer de 3e aanraking: smash hem over het net met {action}.",
    _P + "end": "Niemand van Team B haalde de bal: punt voor Team A, 1:0, omdat jullie serveerden. Een set gaat tot "
                "10 punten. Je weet nu hoe je serveert, aanneemt, doorspeelt, smasht en blokt.",
})

__all__ = ["LESSON"]
