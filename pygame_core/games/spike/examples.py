"""Scripted rules examples for Spike (see :class:`pygame_core.core.replay.Script`).

``cut_vs_6_10``: a CUT against a DEFENSE 6-10 card. The original (``sources/spike.txt``, S1): "Cut: a soft, placed
short shot. It can only be defended with cut DEFENSE cards (1-5)"; "Defense (6-10): you can defend strong spikes,
but you cannot defend a CUT"; "For a cut shot, the quality of the set does not matter". Player 2 receives the serve,
draws a poor SET (-2) and attacks with a CUT; Player 1 answers with DEFENSE 8 and loses the point, although the
POWER DEFENSE 5 in the same hand would have stopped it.

The deal is the start of a match: each player's 6 POWER cards plus 4 drawn cards (10, so nobody refills first).
"""

from __future__ import annotations

from typing import Any

from ...core import i18n
from ...core.replay import Script
from .cards import POWER_CARDS

GAME_NAME = "spike"


def fixed_deal(drawn: list[list[str]], set_top: list[str], first_server: int = 0) -> dict[str, Any]:
    """A match start: each player holds the 6 POWER cards and the 4 drawn cards given; the SET pile starts with
    ``set_top`` (top first); everything else is shuffled by the seed."""
    return {"first_server": first_server, "hands": [list(POWER_CARDS) + list(cards) for cards in drawn],
            "set": list(set_top)}


CUT_ACTIONS: tuple[tuple[int, str], ...] = (
    (0, "play:A4"),   # the serve, face down
    (1, "play:D6"),   # the receive: 6 >= 4, defended; Player 2 draws SET -2
    (1, "play:AC"),   # a CUT, face down: the set does not matter
    (0, "play:D8"),   # DEFENSE 6-10 cannot stop a CUT: point for Player 2
)

CUT_VS_6_10 = Script.declare(
    GAME_NAME, "cut_vs_6_10", CUT_ACTIONS, seat=0, options={}, seed=1,
    deal=fixed_deal([["A4", "A3", "D8", "D7"], ["AC", "A5", "D6", "D4"]], set_top=["S-2"]))

EXAMPLES: dict[str, Script] = {"cut_vs_6_10": CUT_VS_6_10}


# -- texts ---------------------------------------------------------------------------------------------

_P = f"{GAME_NAME}.example.cut_vs_6_10."

i18n.register("en", {
    _P + "title": "A CUT against a DEFENSE 6-10",
    _P + "0": "The first rally of a match. Each player holds the 6 POWER cards and 4 drawn cards, 10 in all, so "
              "nobody draws before this rally. Player 1 serves.",
    _P + "1": "Player 1 serves with ATTACK 4, face down. A CUT may not be served.",
    _P + "2": "Player 2 receives with DEFENSE 6 and both cards are turned over: 6 is at least 4, so the serve is "
              "defended. Player 2 draws a SET card: -2, a poor set that takes 2 off a hard attack.",
    _P + "3": "Player 2 attacks with a CUT, face down: a soft shot placed short. For a CUT the quality of the set "
              "does not matter, so the -2 costs nothing.",
    _P + "4": "Player 1 defends with DEFENSE 8 and the cards are revealed. A DEFENSE 6-10 stops strong spikes but "
              "cannot stop a CUT (nor can a BLOCK): only DEFENSE 1-5 can. Point for Player 2. Player 1's POWER "
              "DEFENSE 5 would have saved the rally.",
})

i18n.register("de", {
    _P + "title": "Ein CUT gegen ABWEHR 6-10",
    _P + "0": "Der erste Ballwechsel einer Partie. Jeder Spieler hält die 6 POWER-Karten und 4 gezogene Karten, "
              "zusammen 10, also zieht vor diesem Ballwechsel niemand nach. Spieler 1 schlägt auf.",
    _P + "1": "Spieler 1 schlägt verdeckt mit ANGRIFF 4 auf. Ein CUT darf nicht aufgeschlagen werden.",
    _P + "2": "Spieler 2 nimmt mit ABWEHR 6 an, und beide Karten werden aufgedeckt: 6 ist mindestens 4, der "
              "Aufschlag ist abgewehrt. Spieler 2 zieht eine ZUSPIEL-Karte: -2, ein schlechtes Zuspiel, das einem "
              "harten Angriff 2 abzieht.",
    _P + "3": "Spieler 2 greift verdeckt mit einem CUT an: ein weicher, kurz platzierter Ball. Beim CUT spielt die "
              "Qualität des Zuspiels keine Rolle, die -2 kostet also nichts.",
    _P + "4": "Spieler 1 wehrt mit ABWEHR 8 ab, und die Karten werden aufgedeckt. ABWEHR 6-10 hält harte "
              "Schmetterbälle, aber keinen CUT (ein BLOCK auch nicht): nur ABWEHR 1-5 hält ihn. Punkt für "
              "Spieler 2. Die POWER-Karte ABWEHR 5 von Spieler 1 hätte den Ballwechsel gerettet.",
})

i18n.register("nl", {
    _P + "title": "Een CUT tegen VERDEDIGING 6-10",
    _P + "0": "De eerste rally van een partij. Elke speler heeft de 6 POWER-kaarten en 4 getrokken kaarten, samen "
              "10, dus niemand trekt voor deze rally. Speler 1 serveert.",
    _P + "1": "Speler 1 serveert gedekt met AANVAL 4. Een CUT mag niet als opslag gespeeld worden.",
    _P + "2": "Speler 2 neemt aan met VERDEDIGING 6 en beide kaarten worden omgedraaid: 6 is minstens 4, dus de "
              "opslag is verdedigd. Speler 2 trekt een SET-kaart: -2, een slechte set die 2 aftrekt van een harde "
              "aanval.",
    _P + "3": "Speler 2 valt gedekt aan met een CUT: een zachte, kort geplaatste bal. Bij een CUT doet de kwaliteit "
              "van de set er niet toe, dus de -2 kost niets.",
    _P + "4": "Speler 1 verdedigt met VERDEDIGING 8 en de kaarten worden omgedraaid. VERDEDIGING 6-10 houdt harde "
              "smashes tegen, maar geen CUT (een BLOK ook niet): alleen VERDEDIGING 1-5 kan dat. Punt voor "
              "Speler 2. De POWER-kaart VERDEDIGING 5 van Speler 1 had de rally gered.",
})

__all__ = ["CUT_VS_6_10", "EXAMPLES", "fixed_deal"]
